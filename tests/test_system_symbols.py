"""The table of System` symbols and their attributes (mathilda/data/system_symbols.txt)."""

from mathilda import Session
from mathilda.core import attributes as A
from mathilda.core.registry import BUILTINS
from mathilda.core.system_symbols import _PATH, system_names

# (input, the Wolfram Language's output)
ROWS = [
    ("Attributes[False]", "{Locked, Protected}"),
    ("Attributes[True]", "{Locked, Protected}"),
    ("Attributes[Plus]", "{Flat, Listable, NumericFunction, OneIdentity, Orderless, Protected}"),
    ("Attributes[Times]", "{Flat, Listable, NumericFunction, OneIdentity, Orderless, Protected}"),
    ("Attributes[Pi]", "{Constant, Protected, ReadProtected}"),
    ("Attributes[Hold]", "{HoldAll, Protected}"),
    ("Attributes[Set]", "{HoldFirst, Protected, SequenceHold}"),
    ("Attributes[RuleDelayed]", "{HoldRest, Protected, SequenceHold}"),
    ("Attributes[If]", "{HoldRest, Protected}"),
    ("Attributes[Sin]", "{Listable, NumericFunction, Protected}"),
    ("Attributes[List]", "{Locked, Protected}"),
    ("Attributes[AASTriangle]", "{Protected}"),
    ("Attributes[AbsArgPlot]", "{HoldAll, Protected}"),
    ("Attributes[AnatomyPlot3D]", "{Protected}"),
    ("Attributes[Join]", "{Flat, OneIdentity, Protected}"),
    ("Names[\"System`AASTri*\"]", "{AASTriangle}"),
    ("MemberQ[Names[\"System`*\"], \"Plus\"]", "True"),
    ("MemberQ[Names[\"System`*\"], \"$MachinePrecision\"]", "True"),
    ("Length[Names[\"System`*\"]] >= 7233", "True"),
    ("Attributes[notASystemSymbol]", "{}"),
]


def test_attribute_table():
    s = Session()
    got = [(t, e, str(s.evaluate(t))) for t, e in ROWS]
    assert [g for g in got if g[1] != g[2]] == []


def _curated():
    with open(_PATH, encoding="utf-8") as f:
        return {line.split("\t")[0] for line in f if line[0] != "#" and "\t" in line}


def test_registrations_agree_with_the_table():
    """Every disagreement between a registration and the table, where the table lists the
    attributes explicitly (a line Name<TAB>attributes, taken from the reference pages).
    Where the table only has the default {Protected}, a registration with more attributes
    is counted, not failed: the table does not know better there."""
    table = system_names()
    curated = _curated()
    wrong = sorted((n, A.to_names(spec.attributes), A.to_names(table[n]))
                   for n, spec in BUILTINS.items()
                   if n in curated and spec.attributes != table[n])
    assert wrong == []
    unknown = [n for n, spec in BUILTINS.items() if n in table and n not in curated
               and spec.attributes != table[n]]
    print("%d registrations have attributes the table only knows as {Protected}"
          % len(unknown))


def test_table_is_not_loaded_at_start_up():
    import subprocess
    import sys
    code = ("import sys; from mathilda import Session; Session().evaluate('1 + 1'); "
            "import mathilda.core.system_symbols as t; print(t._table is None)")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert r.stdout.strip() == "True"
