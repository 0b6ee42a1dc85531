"""The shape of the package (issue 14), checked generically so that new area packages are
covered as they land:

* builtins are declared in area packages ``mathilda/builtins/<area>/`` (no flat modules);
* no module of the package hooks a builtin registered elsewhere (``after_load``,
  ``wrap_builtin``, ``packed_path``, ``.vector =``, a registry entry changed after its
  registration, a module's function replaced from outside): every fast path is declared in
  the builtin's own ``@builtin``;
* the layers: an area imports core, numbers, bridges, printing, syntax, the session runtime
  (``runtime/``, ``parallel/``) and algorithms -- never another area, the session or a front end; algorithms never import
  builtins; core, numbers, bridges, printing and syntax import neither;
* the largest strongly connected set of modules of the import graph contains no module of
  ``mathilda/builtins/`` and not ``session.py``.
"""

import ast
import os

import pytest

import import_graph

ROOT = import_graph.ROOT
PACKAGE = import_graph.PACKAGE
GRAPH = import_graph.graph()

HOOKS = {"after_load", "wrap_builtin", "packed_path"}


def _area(module):
    """``builtins.<area>``, ``algorithms``, ``core``, ... for a module name."""
    parts = module.split(".")
    if len(parts) == 1:
        return "mathilda"
    if parts[1] == "builtins":
        return "builtins" if len(parts) == 2 else "builtins." + parts[2]
    return parts[1]


def test_builtins_are_area_packages():
    flat = sorted(f for f in os.listdir(os.path.join(PACKAGE, "builtins"))
                  if f.endswith(".py") and f != "__init__.py")
    assert flat == [], "modules directly in mathilda/builtins/: move them into an area package"
    areas = [d for d in os.listdir(os.path.join(PACKAGE, "builtins"))
             if os.path.isfile(os.path.join(PACKAGE, "builtins", d, "__init__.py"))]
    assert len(areas) >= 12
    for area in areas:
        import importlib
        doc = importlib.import_module("mathilda.builtins." + area).__doc__
        assert doc and len(doc.split()) > 5, "mathilda/builtins/%s/__init__.py needs the " \
            "chapter's introduction as its docstring" % area


def _hook_uses(path):
    """(line, what) for every in-tree hook in the module at ``path``."""
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read(), path)
    modules = set()             # names bound to imported mathilda modules
    mods = import_graph.modules()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for a in node.names:
                if a.name.startswith("mathilda"):
                    modules.add(a.asname or a.name.split(".")[0])
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("mathilda"):
            for a in node.names:
                if node.module + "." + a.name in mods:
                    modules.add(a.asname or a.name)
    out = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and node.id in HOOKS | {"MISSING"}:
            out.append((node.lineno, node.id))
        elif isinstance(node, ast.Attribute) and node.attr in HOOKS:
            out.append((node.lineno, node.attr))
        elif isinstance(node, ast.ImportFrom):
            out += [(node.lineno, a.name) for a in node.names if a.name in HOOKS]
        if isinstance(node, (ast.Assign, ast.AugAssign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for t in targets:
                if not isinstance(t, ast.Attribute):
                    continue
                base = t.value
                if t.attr == "vector":
                    out.append((node.lineno, ".vector ="))
                elif isinstance(base, ast.Subscript) and isinstance(base.value, ast.Name) \
                        and base.value.id == "BUILTINS":
                    out.append((node.lineno, "BUILTINS[...].%s =" % t.attr))
                elif isinstance(base, ast.Name) and base.id in modules:
                    out.append((node.lineno, "%s.%s = (a module patched)" % (base.id, t.attr)))
    return out


def test_no_in_tree_hook():
    found = []
    for name, path in import_graph.modules().items():
        if name == "mathilda.core.registry":
            continue                          # where the hooks are defined, for outside code
        found += ["%s:%d: %s" % (os.path.relpath(path, ROOT), line, what)
                  for line, what in _hook_uses(path)]
    assert found == [], "declare the fast path in the builtin's own @builtin (vector=, " \
        "packed=, around=) or call it from its body:\n" + "\n".join(found)


def test_the_hook_check_finds_hooks(tmp_path):
    p = tmp_path / "m.py"
    p.write_text("from mathilda.core.registry import after_load, BUILTINS\n"
                 "from mathilda.builtins.arithmetic import random\n"
                 "BUILTINS['Plus'].vector = f\n"
                 "random.number_list = g\n"
                 "@after_load\ndef h(): pass\n")
    whats = sorted(w for _, w in _hook_uses(str(p)))
    assert whats == [".vector =", "after_load", "after_load",
                     "random.number_list = (a module patched)"]


AREA_MAY_IMPORT = ("core", "numbers", "bridges", "printing", "syntax", "runtime", "parallel",
                   "algorithms")
"""What a module of an area package may import besides its own area: the layers below.
(``syntax``: ToExpression, Get and friends parse; the session runtime -- ``runtime``:
TimeConstrained and MemoryConstrained push the session's limit frames; ``parallel``: the
parallel kernels' worker processes.)"""

BELOW_ALGORITHMS = ("core", "numbers", "bridges", "printing", "syntax", "algorithms")
LOWER_LAYERS = ("core", "numbers", "bridges", "printing", "syntax")


def _violations(allowed_of):
    bad = []
    for m, deps in sorted(GRAPH.items()):
        allowed = allowed_of(m)
        if allowed is None:
            continue
        for d in sorted(deps):
            if not allowed(d):
                bad.append("%s imports %s" % (m, d))
    return bad


def test_areas_import_only_the_layers_below():
    def allowed_of(m):
        a = _area(m)
        if not a.startswith("builtins."):
            return None
        return lambda d: _area(d) == a or _area(d) in AREA_MAY_IMPORT
    bad = _violations(allowed_of)
    assert bad == [], "an area calls another area's builtins through the evaluator " \
        "(ev.call), and shares code through mathilda/algorithms/:\n" + "\n".join(bad)


def test_algorithms_never_import_builtins():
    def allowed_of(m):
        if _area(m) != "algorithms":
            return None
        return lambda d: _area(d) in BELOW_ALGORITHMS or d == "mathilda.runtime.deep"
    bad = _violations(allowed_of)
    assert bad == [], "\n".join(bad)


def test_lower_layers_import_no_builtins_session_or_front_end():
    def allowed_of(m):
        if _area(m) not in LOWER_LAYERS:
            return None
        if m == "mathilda.core.registry":       # load_all imports the builtins package
            return lambda d: d == "mathilda.builtins" or _area(d) in LOWER_LAYERS
        return lambda d: _area(d) in LOWER_LAYERS or d == "mathilda.runtime.deep"
    bad = _violations(allowed_of)
    assert bad == [], "\n".join(bad)


def test_largest_import_cycle_has_no_builtins_and_no_session():
    cycle = import_graph.largest_cycle()
    bad = [m for m in cycle if m.startswith("mathilda.builtins") or m == "mathilda.session"]
    assert bad == [], "import cycle through %s: %s" % (bad, cycle)


@pytest.mark.parametrize("text, expected", [
    ("import mathilda.core.expr\n", {"mathilda.core.expr"}),
    ("from mathilda.core import expr\n", {"mathilda.core.expr"}),
    ("from mathilda.core.expr import S\n", {"mathilda.core.expr"}),
    ("def f():\n    from mathilda.session import Session\n", {"mathilda.session"}),
])
def test_the_import_graph_counts_every_import(tmp_path, text, expected):
    mods = dict(import_graph.modules())
    path = tmp_path / "probe.py"
    path.write_text(text)
    mods["mathilda.probe"] = str(path)
    assert import_graph.imports("mathilda.probe", mods) == expected
