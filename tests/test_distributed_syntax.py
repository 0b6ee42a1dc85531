"""The named-character operator \\[Distributed] (U+F3D2): parsed by both engines, printed back."""

import pytest

from mathilda import Session
from mathilda.syntax.parser import parse_all


@pytest.mark.parametrize("text, full", [
    ("x \\[Distributed] d", "Distributed[x, d]"),
    ("x \uf3d2 d", "Distributed[x, d]"),
    ("{x, y} \\[Distributed] MultinormalDistribution[m, s]",
     "Distributed[List[x, y], MultinormalDistribution[m, s]]"),
    ("a + b \\[Distributed] c && d", "And[Distributed[Plus[a, b], c], d]"),
    ("x \\[Distributed] d -> 1", "Rule[Distributed[x, d], 1]"),
])
def test_parse(text, full):
    for engine in ("pratt", "lalr"):
        kw = {} if engine == "pratt" else {"engine": "lalr"}
        (e,) = parse_all(text, **kw)
        assert e.full_form() == full


def test_print():
    s = Session()
    assert str(s.evaluate("x \\[Distributed] NormalDistribution[m, s]")) == \
        "x \\[Distributed] NormalDistribution[m, s]"
    assert str(s.evaluate("f[Distributed[x + y, d]]")) == "f[x + y \\[Distributed] d]"
    assert s.evaluate("Distributed[x, d]").input_form() == "Distributed[x, d]"
    assert str(s.evaluate("ToCharacterCode[\"\\[Distributed]\"]")) == "{62418}"
