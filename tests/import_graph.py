"""The import graph of the mathilda package, read from the source (nothing is imported).

    modules()          {dotted name: path} of every module of the package
    imports(name)      the mathilda modules ``name`` imports, at top level or inside a
                       function (``import a.b``, ``from a import b``, ``from a.b import c``)
    graph()            {module: set of imported modules}
    largest_cycle()    the largest strongly connected set of modules (sorted names)

Used by tests/test_layout.py, and from the command line:

    python -c "import sys; sys.path.insert(0, 'tests'); import import_graph as g; print(g.largest_cycle())"
"""

import ast
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PACKAGE = os.path.join(ROOT, "mathilda")


def modules():
    out = {}
    for dirpath, dirnames, filenames in os.walk(PACKAGE):
        dirnames[:] = sorted(d for d in dirnames if d != "__pycache__")
        for f in sorted(filenames):
            if not f.endswith(".py"):
                continue
            rel = os.path.relpath(os.path.join(dirpath, f), ROOT)[:-3].split(os.sep)
            if rel[-1] == "__init__":
                rel = rel[:-1]
            out[".".join(rel)] = os.path.join(dirpath, f)
    return out


def _targets(node, mods, here):
    if isinstance(node, ast.Import):
        for alias in node.names:
            if alias.name in mods:
                yield alias.name
    elif isinstance(node, ast.ImportFrom):
        base = node.module or ""
        if node.level:
            pkg = here.split(".")
            if not mods_is_package(here, mods):
                pkg = pkg[:-1]
            pkg = pkg[:len(pkg) - node.level + 1]
            base = ".".join(pkg + ([base] if base else []))
        for alias in node.names:
            full = base + "." + alias.name
            if full in mods:
                yield full
            elif base in mods:
                yield base


def mods_is_package(name, mods):
    return mods[name].endswith("__init__.py")


def imports(name, mods=None):
    mods = mods or modules()
    with open(mods[name], encoding="utf-8") as f:
        tree = ast.parse(f.read(), mods[name])
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            out.update(_targets(node, mods, name))
    out.discard(name)
    return out


def graph():
    mods = modules()
    return {m: imports(m, mods) for m in mods}


def strongly_connected(g):
    """Tarjan's algorithm (iterative): the strongly connected sets of ``g``."""
    index, low, on_stack, stack, out = {}, {}, set(), [], []
    counter = 0
    for root in sorted(g):
        if root in index:
            continue
        work = [(root, iter(sorted(g[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            v, it = work[-1]
            for w in it:
                if w not in g:
                    continue
                if w not in index:
                    index[w] = low[w] = counter
                    counter += 1
                    stack.append(w)
                    on_stack.add(w)
                    work.append((w, iter(sorted(g[w]))))
                    break
                if w in on_stack:
                    low[v] = min(low[v], index[w])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[v])
                if low[v] == index[v]:
                    comp = []
                    while True:
                        w = stack.pop()
                        on_stack.discard(w)
                        comp.append(w)
                        if w == v:
                            break
                    out.append(sorted(comp))
    return out


def largest_cycle():
    return max(strongly_connected(graph()), key=len)
