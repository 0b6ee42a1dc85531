"""The generated reference (docs/builtins.md and docs/builtins/<area>.md) is current, and it
says where every builtin is defined.  After adding, removing or moving a builtin -- any edit
that shifts the lines of a builtins module -- regenerate it with ``python -m mathilda.docs``."""

import ast
import os
import re

from mathilda import docs
from mathilda.core.registry import load_all

REGEN = "regenerate the reference with: python -m mathilda.docs"


def test_reference_is_current():
    stale = docs.stale()
    assert stale == [], "out of date: %s; %s" % (", ".join(stale), REGEN)


def _rows():
    with open(os.path.join(docs.ROOT, "docs", "builtins.md"), encoding="utf-8") as f:
        text = f.read()
    rows = {}
    pat = re.compile(r"^\| \[(.+?)\]\(builtins/(\w+)\.md#[^)]*\) \| .* \| (\w+) \| "
                     r"\[([^\]]+):(\d+)\]\(\.\./\4#L\5\) \| ([\w, ]*) \| (\d+) \|$")
    for line in text.splitlines():
        m = pat.match(line)
        if m:
            rows[m.group(1).replace("\\|", "|")] = m.groups()
    return rows


def _statement_at(path, line):
    """(node, source) of the module-level statement of ``path`` that contains ``line``, and
    the module's source."""
    with open(path, encoding="utf-8") as f:
        src = f.read()
    for node in ast.parse(src).body:
        start = min([node.lineno] + [d.lineno for d in getattr(node, "decorator_list", [])])
        if start <= line <= node.end_lineno:
            return node, ast.get_source_segment(src, node), src
    return None, None, src


def test_every_builtin_is_listed_where_it_is_defined():
    rows = _rows()
    problems = []
    for name, spec in sorted(load_all().items()):
        area = docs.area_of(spec)
        if area is None:
            continue
        row = rows.get(name)
        if row is None:
            problems.append("%s is not in docs/builtins.md" % name)
            continue
        _, page, area_col, path, line, fast, n = row
        where = "%s:%d" % (os.path.relpath(spec.file, docs.ROOT).replace(os.sep, "/"),
                           spec.line)
        if (page, area_col, "%s:%s" % (path, line)) != (area, area, where):
            problems.append("%s: docs say %s:%s (%s), the registry %s (%s)"
                            % (name, path, line, area_col, where, area))
        if fast != spec.fast_path or int(n) != len(spec.examples):
            problems.append("%s: fast path / examples differ" % name)
        # the line is the registration: a decorator, symbol_spec or a registering helper's
        # call, whose statement names the builtin (or, in a loop, whose module does)
        node, stmt, src = _statement_at(spec.file, spec.line)
        registers = isinstance(node, ast.FunctionDef) and node.decorator_list or \
            isinstance(node, ast.Expr) and isinstance(node.value, ast.Call) or \
            isinstance(node, ast.For)
        if not registers:
            problems.append("%s: %s is not a registration" % (name, where))
        elif '"%s"' % name not in stmt and '"%s"' % name not in src:
            problems.append("%s: %s does not register it" % (name, where))
    assert problems == [], "\n".join(problems[:40]) + "\n" + REGEN


def test_the_docs_check_sees_a_stale_page(tmp_path):
    docs.write(str(tmp_path))
    assert docs.stale(str(tmp_path)) == []
    page = tmp_path / "builtins" / "lists.md"
    page.write_text(page.read_text().replace("## Tally", "## Tallyx"))
    (tmp_path / "builtins" / "gone.md").write_text("an area that no longer exists")
    assert docs.stale(str(tmp_path)) == ["docs/builtins/lists.md", "docs/builtins/gone.md"]


def test_area_pages_show_usage_and_examples():
    page = docs.pages()["builtins/lists.md"]
    spec = load_all()["Tally"]
    i = page.index("## Tally\n")
    section = page[i:page.index("\n## ", i + 1)]
    assert "mathilda/builtins/lists/order.py:%d" % spec.line in section
    assert " ".join(spec.usage.split()) in section
    assert "In:  %s\nOut: %s" % spec.examples[0][:2] in section
