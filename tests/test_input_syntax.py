"""Input syntax: named characters and their Unicode forms, the operators they stand for (with
their precedences, printed back as the Wolfram Language prints them), a ~f~ b, ?Name in
scripts, ToExpression's syntax messages, CSV fields read as booleans and numbers, and the
lists of import and export formats."""

import subprocess
import sys

from support import check_rows, environment
from mathilda.syntax.parser import parse_all

ROWS = [
    # named characters: letters, letter-like forms, strings
    ("\\[Alpha] + \\[Beta]", "α + β"),
    ("{\\[CapitalOmega], \\[CurlyPhi], \\[FinalSigma]}", "{Ω, φ, ς}"),
    ("{\\[ScriptCapitalL], \\[DoubleStruckCapitalR], \\[GothicCapitalC], \\[ScriptA]}",
     "{ℒ, ℝ, ℭ, 𝒶}"),
    ("{\\[Euro], \\[Sterling], \\[HBar], \\[Aleph]}", "{€, £, ℏ, ℵ}"),
    ("\"\\[Euro]5 \\[EAcute]t\\[EAcute]\"", "€5 été"),
    ("StringLength[\"\\[DoubleStruckCapitalZ]\\[Alpha]\"]", "2"),
    ("ToCharacterCode[\"\\[Element]\\[CircleTimes]\"]", "{8712, 8855}"),
    ("\\[Pi] == Pi", "True"),
    ("FullForm[\\[Alpha]]", "α"),
    # operators
    ("FullForm[x \\[Element] Reals]", "Element[x, Reals]"),
    ("FullForm[x ∈ Reals]", "Element[x, Reals]"),
    ("x \\[Element] Reals", "x ∈ Reals"),
    ("FullForm[a ∉ b]", "NotElement[a, b]"),
    ("a \\[Subset] b", "a ⊂ b"),
    ("a \\[CenterDot] b \\[CenterDot] c", "a · b · c"),
    ("(a + b) \\[CircleTimes] c", "(a + b) ⊗ c"),
    ("InputForm[x ∈ Reals]", "Element[x, Reals]"),
    ("a \\[CircleTimes] b \\[CircleTimes] c", "a ⊗ b ⊗ c"),
    ("FullForm[a ⊗ b ⊗ c]", "CircleTimes[a, b, c]"),
    ("FullForm[a \\[TensorProduct] b]", "TensorProduct[a, b]"),
    ("a \\[CirclePlus] b", "a ⊕ b"),
    ("FullForm[A \\[Union] B \\[Intersection] C]", "Union[A, Intersection[B, C]]"),
    ("FullForm[A \\[Subset] B]", "Subset[A, B]"),
    ("FullForm[p \\[Implies] q \\[Implies] r]", "Implies[p, Implies[q, r]]"),
    ("p \\[Implies] q", "p \\[Implies] q"),
    ("A \\[Union] B", "A ⋃ B",
     ["Union::normal: Nonatomic expression expected at position 1 in A ⋃ B."]),
    ("FullForm[a \\[Equivalent] b \\[Equivalent] c]", "Equivalent[a, b, c]"),
    ("FullForm[a ∧ b ∨ ¬c]", "Or[And[a, b], Not[c]]"),
    ("FullForm[x \\[Distributed] NormalDistribution[]]",
     "Distributed[x, NormalDistribution[0, 1]]"),
    ("FullForm[x + y \\[Element] S]", "Element[Plus[x, y], S]"),
    ("FullForm[a \\[Cross] b]", "Cross[a, b]"),
    ("{1, 0, 0} \\[Cross] {0, 1, 0}", "{0, 0, 1}"),
    ("FullForm[a \\[CenterDot] b]", "CenterDot[a, b]"),
    ("FullForm[x \\[Rule] 1]", "Rule[x, 1]"),
    ("FullForm[a \\[LessEqual] b]", "LessEqual[a, b]"),
    ("\\[Unknownish]", "$Failed", None),
    # infix notation
    ("FullForm[a ~f~ b]", "f[a, b]"),
    ("FullForm[a ~f~ b ~g~ c]", "g[f[a, b], c]"),
    ("{1, 2} ~Join~ {3}", "{1, 2, 3}"),
    ("x ~Plus~ y ~Times~ z", "(x + y) z"),
    # ToExpression's syntax messages
    ("ToExpression[\"1 + )\"]", "$Failed",
     ["ToExpression::sntxf: \"1 +\" cannot be followed by \")\"."]),
    ("ToExpression[\"f[x\"]", "$Failed",
     ["ToExpression::sntxi: Incomplete expression; more input is needed ."]),
    ("ToExpression[\"]\"]", "$Failed",
     ["ToExpression::sntxb: Expression cannot begin with \"]\"."]),
    ("ToExpression[\"a ~f~ b\"]", "f[a, b]"),
    ("ToExpression[\"x \\\\[Element] Reals\"]", "x ∈ Reals"),
    # CSV
    ("ImportString[\"a,True,FALSE,1,2.5\\ntrue,x,-3,1e3,\", \"CSV\"]",
     "{{a, True, False, 1, 2.5}, {True, x, -3, 1000., }}"),
    ("InputForm[ImportString[\"name,ok\\nBob,TRUE\", \"CSV\"]]",
     "{{\"name\", \"ok\"}, {\"Bob\", True}}"),
    ("Map[Head, First[ImportString[\"1, 2.5,x,false\", \"CSV\"]]]",
     "{Integer, Real, String, Symbol}"),
    ("Complement[{\"CSV\", \"JSON\", \"Text\", \"Lines\", \"TSV\"}, $ImportFormats]", "{}"),
    ("Complement[{\"CSV\", \"JSON\", \"Text\", \"Lines\", \"TSV\"}, $ExportFormats]", "{}"),
    ("Head[$ExportFormats]", "List"),
]


def test_rows():
    rows = [r for r in ROWS if r[2:] != (None,)]
    check_rows(rows)


def test_unknown_named_character_is_a_syntax_error():
    from mathilda.syntax.errors import ParseError
    try:
        parse_all("\\[Unknownish]")
    except ParseError as e:
        assert "unknown named character" in e.message
    else:
        raise AssertionError("no syntax error")


def test_both_engines_agree_on_the_new_syntax():
    from mathilda.printing import full_form
    for text in ["a ~f~ b ~g~ c", "x \\[Element] Reals", "a ⊗ b ⊗ c", "p \\[Implies] q",
                 "A \\[Union] B \\[Intersection] C", "?Length", "x\n??Plus\ny"]:
        a = [full_form(e) for e in parse_all(text)]
        b = [full_form(e) for e in parse_all(text, engine="lalr")]
        assert a == b, text


def test_named_character_table():
    from mathilda.syntax.named_characters import NAMED
    assert len(NAMED) > 600
    assert NAMED["Element"] == "\u2208" and NAMED["Euro"] == "\u20ac"
    assert NAMED["DoubleStruckCapitalR"] == "\u211d" and NAMED["ScriptB"] == "\U0001d4b7"


def test_information_requests_in_a_script(tmp_path):
    f = tmp_path / "q.m"
    f.write_text("x = 1\n?Length\n??Plus\nPrint[x + 1]\n")
    r = subprocess.run([sys.executable, "-m", "mathilda", str(f)], capture_output=True,
                       text=True, env=environment(), timeout=120)
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    assert lines[0].startswith("Length[expr] gives the number of elements")
    assert any(ln.startswith("Attributes[Plus] = {Flat, Listable") for ln in lines)
    assert lines[-1] == "2"
