"""A first-hour session, as a notebook would run it: one Session, inputs in order, every
output checked (issue 21).  The language and list half: clearing, definitions, a list of
associations, selecting, grouping, counting, sorting, updating in place, failures.  (String
templates, units and TeX output belong to the strings half of the issue.)"""

from mathilda import Session
from mathilda.core.expr import NULL

SESSION = [
    ("ClearAll[\"Global`*\"]", ""),
    ("x = 5; f[n_] := n^2 + x", ""),
    ("f[3]", "14"),
    ("ClearAll[\"Global`*\"]", ""),
    ("{x, f[3]}", "{x, f[3]}"),
    ("people = {<|\"name\" -> \"Ann\", \"age\" -> 31, \"city\" -> \"Oslo\"|>, "
     "<|\"name\" -> \"Bob\", \"age\" -> 25, \"city\" -> \"Rome\"|>, "
     "<|\"name\" -> \"Cy\", \"age\" -> 40, \"city\" -> \"Oslo\"|>};", ""),
    ("Select[people, #age > 30 &][[All, \"name\"]]", "{Ann, Cy}"),
    ("#name & /@ people", "{Ann, Bob, Cy}"),
    ("GroupBy[people, #city &, Length]", "<|Oslo -> 2, Rome -> 1|>"),
    ("Tally[#city & /@ people]", "{{Oslo, 2}, {Rome, 1}}"),
    ("CountBy[people, #city &]", "<|Oslo -> 2, Rome -> 1|>"),
    ("SortBy[people, #age &][[All, \"name\"]]", "{Bob, Ann, Cy}"),
    ("TakeLargestBy[people, #age &, 1][[1, \"name\"]]", "Cy"),
    ("MaximalBy[people, #age &][[All, \"name\"]]", "{Cy}"),
    ("Mean[#age & /@ people]", "32"),
    ("AllTrue[people, #age > 18 &]", "True"),
    ("counts[_] := 0; Scan[counts[#city]++ &, people]; {counts[\"Oslo\"], counts[\"Rome\"]}",
     "{2, 1}"),
    ("ann = people[[1]]; ann[\"age\"] += 1; ann[\"age\"]", "32"),
    ("AssociateTo[ann, \"job\" -> \"pilot\"]; Keys[ann]", "{name, age, city, job}"),
    ("KeyDropFrom[ann, \"city\"]; Keys[ann]", "{name, age, job}"),
    ("AppendTo[people, <|\"name\" -> \"Dee\", \"age\" -> 22, \"city\" -> \"Rome\"|>]; "
     "Length[people]", "4"),
    ("PositionIndex[#city & /@ people]", "<|Oslo -> {1, 3}, Rome -> {2, 4}|>"),
    ("safeSqrt[v_] := Enclose[ConfirmBy[v, NonNegative]; Sqrt[v]]", ""),
    ("{safeSqrt[16], FailureQ[safeSqrt[-1]]}", "{4, True}"),
    ("classify[n_] := Switch[Mod[n, 3], 0, \"fizz\", 1 + 0, \"one\", _, \"other\"]", ""),
    ("classify /@ {3, 4, 5}", "{fizz, one, other}"),
    ("Remove[\"Global`*\"]; Names[\"Global`*\"]", "{}"),
]


def test_first_hour_session():
    s = Session()
    failures = []
    for text, expected in SESSION:
        r = s.evaluate(text)
        out = "" if r is NULL else str(r)
        if out != expected or s.messages:
            failures.append("%s\n   expected %r\n   got      %r %s"
                            % (text, expected, out, [str(m) for m in s.messages]))
    assert not failures, "\n".join(failures)
