"""Transliterate, TemplateWith and TemplateSequence: exact results and messages."""

from support import check_rows

TRANSLITERATE = [
    ("Transliterate[\"Лев Николаевич Толстой\"]", "Lev Nikolaevic Tolstoj"),
    ("Transliterate[\"Ελληνικά\"]", "Ellenika"),
    ("Transliterate[\"Straße in Köln\"]", "Strasse in Koln"),
    ("Transliterate[\"crème brûlée, naïve, Æsop, Łódź\"]", "creme brulee, naive, AEsop, Lodz"),
    ("Transliterate[\"Чайковский\", \"Latin\"]", "Čajkovskij"),
    ("Transliterate[\"Щука\", \"Latin\"]", "Ŝuka"),
    ("Transliterate[\"Αθήνα\", \"Latin\"]", "Athḗna"),
    ("Transliterate[\"Ευαγγέλιο\"]", "Euangelio"),
    ("Transliterate[\"privet\", \"Cyrillic\"]", "привет"),
    ("Transliterate[\"Moskva\", \"Cyrillic\"]", "Москва"),
    ("Transliterate[\"logos\", \"Greek\"]", "λογος"),
    ("Transliterate[\"Москва\", \"Cyrillic\" -> \"Latin\"]", "Moskva"),
    ("Transliterate[\"Москва\", Automatic -> \"ASCII\"]", "Moskva"),
    ("Transliterate[{\"α\", \"ж\"}]", "{a, z}"),
    ("Transliterate[\"plain\"]", "plain"),
    ("Transliterate[\"abc\", \"Klingon\"]", "Transliterate[abc, Klingon]",
     ["Transliterate::script: \"Klingon\" is not a writing script with transliteration "
      "rules (\"Latin\", \"Cyrillic\", \"Greek\", \"ASCII\")."]),
    ("Transliterate[5]", "Transliterate[5]",
     ["Transliterate::string: String expected at position 1 in Transliterate[5]."]),
]

TEMPLATES = [
    ("TemplateApply[TemplateWith[\"x\", 5, TemplateSlot[\"x\"]^2]]", "25"),
    ("TemplateApply[{TemplateWith[{\"a\" -> 1, \"b\" -> 2}, "
     "TemplateSlot[\"a\"] + TemplateSlot[\"b\"]]}]", "{3}"),
    ("TemplateApply[TemplateObject[{\"n = \", TemplateWith[\"n\", TemplateSlot[1] + 1, "
     "TemplateSlot[\"n\"]]}], {41}]", "n = 42"),
    ("TemplateApply[TemplateWith[\"k\", TemplateSlot[\"v\"], f[TemplateSlot[\"k\"]]], "
     "<|\"v\" -> 3|>]", "f[3]"),
    ("TemplateApply[TemplateWith[\"x\", 1, TemplateWith[\"y\", 2, "
     "{TemplateSlot[\"x\"], TemplateSlot[\"y\"]}]]]", "{1, 2}"),
    ("TemplateApply[{0, TemplateSequence[TemplateSlot[1]^2, {1, 2, 3}], 10}]",
     "{0, 1, 4, 9, 10}"),
    ("TemplateApply[TemplateObject[{\"items: \", TemplateSequence[TemplateSlot[1], "
     "{a, b, c}, Delimiters -> \", \"]}]]", "items: a, b, c"),
    ("TemplateApply[{TemplateSequence[TemplateSlot[1], {}, DefaultValue -> none]}]",
     "{none}"),
    ("TemplateApply[{TemplateSequence[TemplateSlot[1], {}]}]", "{}"),
    ("TemplateApply[{TemplateSequence[f[TemplateSlot[1], TemplateSlot[2]], "
     "{{a, b}, {c, d}}]}]", "{f[a, b], f[c, d]}"),
    ("TemplateApply[TemplateObject[{TemplateSequence[TemplateSlot[1], Range[3], "
     "InsertionFunction -> (ToString[10 #] &)]}]]", "102030"),
    ("TemplateApply[{TemplateSequence[TemplateSlot[1], TemplateSlot[\"xs\"]]}, "
     "<|\"xs\" -> {p, q}|>]", "{p, q}"),
]


def test_transliterate():
    check_rows(TRANSLITERATE)


def test_template_with_and_sequence():
    check_rows(TEMPLATES)


INTERPRETER = [
    ("Interpreter[\"Integer\"][\"42\"]", "42"),
    ("Interpreter[\"Integer\"][\" -7 \"]", "-7"),
    ("Interpreter[\"Integer\"][{\"1\", \"-7\", \"1,000\"}]", "{1, -7, 1000}"),
    ("Interpreter[\"Integer\"][5]", "5"),
    ("Interpreter[\"Number\"][\"3.25\"]", "3.25"),
    ("Interpreter[\"Number\"][\"12\"]", "12"),
    ("Interpreter[\"Number\"][\"1.5e3\"]", "1500."),
    ("Interpreter[\"Real\"][\"2\"]", "2."),
    ("Interpreter[\"Boolean\"][{\"yes\", \"False\", \"true\", \"0\"}]",
     "{True, False, True, False}"),
    ("Interpreter[\"String\"][\"abc\"]", "abc"),
    ("Interpreter[\"EmailAddress\"][\"info@example.com\"]", "info@example.com"),
    ("Interpreter[\"URL\"][\"https://example.com/a\"]", "URL[https://example.com/a]"),
    ("Interpreter[\"Expression\"][\"1 + 1\"]", "2"),
    ("Interpreter[\"HeldExpression\"][\"1 + 1\"]", "Hold[1 + 1]"),
    ("Interpreter[\"Color\"][\"red\"]", "RGBColor[1, 0, 0]"),
    ("Interpreter[DelimitedSequence[\"Integer\"]][\"1, 2, 3\"]", "{1, 2, 3}"),
    ("Interpreter[DelimitedSequence[\"Number\", \";\"]][\"1.5; 2\"]", "{1.5, 2}"),
    ("Interpreter[Restricted[\"Integer\", {1, 10}]][\"7\"]", "7"),
    ("Interpreter[\"Integer\" | \"Boolean\"][{\"3\", \"no\"}]", "{3, False}"),
    ("FailureQ[Interpreter[\"Integer\"][\"abc\"]]", "True"),
    ("Interpreter[\"Integer\"][\"abc\"]",
     "Failure[InterpretationFailure, <|MessageTemplate :> Interpreter::integer, "
     "MessageParameters -> {}, Input -> abc, Type -> Integer|>]"),
    ("Interpreter[\"Integer\"][\"abc\"][\"Message\"]", "Enter an integer."),
    ("Interpreter[\"Number\"][\"x1\"][\"Message\"]", "Enter a number."),
    ("Interpreter[Restricted[\"Integer\", {1, 10}]][\"12\"][\"Message\"]",
     "Enter a value between 1 and 10."),
    ("Interpreter[\"Boolean\"][\"maybe\"][\"Message\"]", "Enter True or False."),
    ("Interpreter[\"Parsnip\"][\"x\"]", "Interpreter[Parsnip][x]",
     ["Interpreter::type: \"Parsnip\" is not a known interpreter type."]),
]


def test_interpreter():
    check_rows(INTERPRETER)
