"""A typical first hour, as a notebook: one session, each input's output and messages
checked in order (clear, define, select from a list of associations, group, tally, string
templates, units, TeX output, a dataset)."""

from mathilda.core.expr import NULL
from mathilda.session import Session

SESSION = [
    ('Clear["Global`*"]', ""),
    ("x = 5; Clear[\"Global`*\"]; x", "x"),
    ('people = {<|"name" -> "Ann", "age" -> 34, "city" -> "Paris"|>, '
     '<|"name" -> "Ben", "age" -> 28, "city" -> "Rome"|>, '
     '<|"name" -> "Cal", "age" -> 45, "city" -> "Paris"|>, '
     '<|"name" -> "Dee", "age" -> 22, "city" -> "Oslo"|>};', ""),
    ("Length[people]", "4"),
    ("Select[people, #age > 30 &] // Length", "2"),
    ("#name & /@ Select[people, #age > 30 &]", "{Ann, Cal}"),
    ("GroupBy[people, #city &, Length]", "<|Paris -> 2, Rome -> 1, Oslo -> 1|>"),
    ("Tally[#city & /@ people]", "{{Paris, 2}, {Rome, 1}, {Oslo, 1}}"),
    ("Mean[#age & /@ people]", "129/4"),
    ("N[%]", "32.25"),
    ("SortBy[people, #age &][[1, \"name\"]]", "Dee"),
    ("f[x_] := x^2 + 1", ""),
    ("f /@ {1, 2, 3}", "{2, 5, 10}"),
    ('t = StringTemplate["`name` is `age` years old."]; t[people[[1]]]',
     "Ann is 34 years old."),
    ("t /@ people[[2 ;; 3]]", "{Ben is 28 years old., Cal is 45 years old.}"),
    ('TemplateApply["Total age: <* Total[Map[#age &, #people]] *>", <|"people" -> people|>]',
     "Total age: 129"),
    ('StringTemplate["`` + `` = <* #1 + #2 *>"][2, 3]', "2 + 3 = 5"),
    ('marathon = Quantity[42.195, "Kilometers"]', "42.195 km"),
    ('UnitConvert[marathon, "Miles"]', "26.2188 mi"),
    ('Quantity[3, "Meters"] + Quantity[50, "Centimeters"]', "350 cm"),
    ('UnitConvert[Quantity[1, "Hours"], "Seconds"]', "3600 s"),
    ('Quantity[10, "Meters"]/Quantity[4, "Seconds"]', "5/2 m/s"),
    ('Quantity[1, "Meters"] + Quantity[1, "Seconds"]', "1 m + 1 s",
     ["Quantity::compat: Meters and Seconds are incompatible units"]),
    ("TeXForm[Integrate[x^2, x]]", "\\frac{x^3}{3}"),
    ("ToString[Sum[k, {k, 1, n}], TeXForm]", "\\frac{1}{2} n (n+1)"),
    ("TeXForm[{Sqrt[2], \\[Alpha]^2, BesselJ[0, x]}]",
     "\\{\\sqrt{2},\\alpha ^2,J_0(x)\\}"),
    ("ds = Dataset[people]; ds[Select[#age > 30 &], \"name\"] // Normal", "{Ann, Cal}"),
    ('ds[GroupBy["city"], Mean, "age"]', "Paris   79/2\nRome    28\nOslo    22"),
    ('ds[All, {"name", "city"}]',
     "name   city\nAnn    Paris\nBen    Rome\nCal    Paris\nDee    Oslo"),
    ('Hash["hello", "MD5", "HexString"]', "5d41402abc4b2a76b9719d911017c592"),
    ('ToExpression["1 + "]', "$Failed",
     ["ToExpression::sntxi: Incomplete expression; more input is needed ."]),
    ("FullForm[x \\[Element] Reals]", "Element[x, Reals]"),
]


def test_first_hour():
    s = Session()
    failures = []
    for row in SESSION:
        text, expected = row[0], row[1]
        msgs = row[2] if len(row) > 2 else []
        n = len(s.messages)
        r = s.evaluate(text)
        out = "" if r is NULL else str(r)
        got = [str(m) for m in s.messages[n:]]
        if out != expected or got != msgs:
            failures.append("%s\n   expected %r %r\n   got      %r %r"
                            % (text, expected, msgs, out, got))
    assert not failures, "\n".join(failures)
