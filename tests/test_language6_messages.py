"""Messages, MessageList, $MessageList, TagUnset; TracePrint, TraceScan, the Echo variants,
QuietEcho, PrintTemporary, Monitor, WithCleanup, BlockRandom; the URL functions: exact
OutputForm results, printed lines and messages."""

import pytest

from mathilda.session import Session
from support import check_rows

MESSAGES = [
    ("f::x = \"one\"; f::y = \"two `1`\"; Length[Messages[f]]", "2"),
    ("f::usage = \"f[x] does things.\"; Messages[f]",
     "{HoldPattern[f::usage] :> f[x] does things.}"),
    ("Messages[Plus]", "{}"),
    ("Plus::mine = \"m\"; Messages[Plus]", "{HoldPattern[Plus::mine] :> m}"),
    ("Messages[\"f\"]", "{}"),
    ("Messages[]", "Messages[]",
     ["Messages::argx: Messages called with 0 arguments; 1 argument is expected."]),
    ("$MessageList", "{}"),
    ("Off[Power::infy]; 1/0; $MessageList", "{}"),
    ("Check[1/0, 0]; Head[First[$MessageList]]", "HoldForm",
     ["Power::infy: Infinite expression 1/0 encountered."]),
    ("1/0; 1/0; 1/0; 1/0; Length[$MessageList]", "4",
     ["Power::infy: Infinite expression 1/0 encountered."] * 3 +
     ["General::stop: Further output of Power::infy will be suppressed during this "
      "calculation."]),
    ("MessageList[100]", "{}"),
    ("Block[{$MessageList = {}}, 1/0; Sqrt[1, 2]; $MessageList]",
     "{Power::infy, Sqrt::argx}",
     ["Power::infy: Infinite expression 1/0 encountered.",
      "Sqrt::argx: Sqrt called with 2 arguments; 1 argument is expected."]),
    ("Block[{$MessageList = {}}, 1/0]; Length[$MessageList]", "1",
     ["Power::infy: Infinite expression 1/0 encountered."]),
    ("1/0; Block[{$MessageList = {}}, 1 + 1; $MessageList]", "{}",
     ["Power::infy: Infinite expression 1/0 encountered."]),
    ("f[x_] := x; f /: g[f] = 1; TagUnset[f, f[x_]]; {f[2], g[f]}", "{f[2], 1}"),
    ("f /: g[f] = 1; TagUnset[f, g[f]]; g[f]", "g[f]"),
    ("f = 3; TagUnset[f, f]; f", "f"),
    ("TagUnset[Plus, Plus[a]]", "$Failed",
     ["TagUnset::wrsym: Symbol Plus is Protected."]),
    ("f /: g[_f] := 1; f /: g[_f] =.; g[f[1]]", "g[f[1]]"),
]


def test_messages():
    check_rows(MESSAGES)


def test_message_list_by_line():
    s = Session()
    s.evaluate("1/0")
    s.evaluate("Sqrt[1, 2]")
    s.evaluate("2 + 2")
    assert str(s.evaluate("MessageList[1]")) == "{Power::infy}"
    assert str(s.evaluate("MessageList[2]")) == "{Sqrt::argx}"
    assert str(s.evaluate("MessageList[3]")) == "{}"
    assert str(s.evaluate("MessageList[-5]")) == "{Sqrt::argx}"


MONITORING = [
    ("TracePrint[a]", "a"),
    ("QuietEcho[Print[1]; 2]", "2"),
    ("WithCleanup[1, 2, 3, 4]", "WithCleanup[1, 2, 3, 4]",
     ["WithCleanup::argt: WithCleanup called with 4 arguments; 2 or 3 arguments are "
      "expected."]),
    ("x = 0; Catch[WithCleanup[x = 1, Throw[x], x = 2]]", "1"),
    ("x = 0; Catch[WithCleanup[x = 1, Throw[x], x = 2]]; x", "2"),
    ("f[] := (WithCleanup[Return[5], c = 1]; 6); {f[], c}", "{5, 1}"),
    ("SeedRandom[5]; x = BlockRandom[RandomReal[], RandomSeeding -> 9]; "
     "y = BlockRandom[RandomReal[], RandomSeeding -> 9]; {x == y, "
     "BlockRandom[RandomReal[]] == RandomReal[]}", "{True, True}"),
    ("Monitor[1 + 1, Print[\"never\"]]", "2"),
    ("EchoEvaluation[1 + 1, \"v:\", # &]", "2"),
]


def test_monitoring():
    check_rows(MONITORING)


PRINTED = [
    ("TracePrint[1 + 2]", ["1 + 2", "3"]),
    ("TracePrint[f[1 + 1], _Plus]", ["  1 + 1"]),
    ("TraceScan[Print, 2 3 + 4]", ["2 3", "6", "6 + 4", "10"]),
    ("TraceScan[Print, 2 3 + 4, _Times]", ["2 3"]),
    ("EchoEvaluation[2 + 3]", [">> 2 + 3", ">> 5"]),
    ("EchoEvaluation[2 + 3, \"in:\" -> \"out:\", Hold]", [">> in: 2 + 3", ">> out: Hold[5]"]),
    ("EchoEvaluation[x = 1 + 1, None, HoldForm -> (#^2 &)]", [">> x = 1 + 1", ">> 4"]),
    ("QuietEcho[Echo[1]; EchoEvaluation[2]; EchoLabel[\"l\"][3]; Print[4]]", ["4"]),
    ("QuietEcho[Echo[1]]; Echo[2]", [">> 2"]),
    ("PrintTemporary[\"a\", 1]", ["a1"]),
]


@pytest.mark.parametrize("text,lines", PRINTED)
def test_printed(text, lines):
    s = Session()
    s.evaluate(text)
    got = [ln.strip() if lines and not lines[0].startswith(" ") else ln for ln in s.printed]
    assert got == lines
    assert s.messages == []


def test_echo_timing_prints_a_time():
    s = Session()
    assert str(s.evaluate("EchoTiming[Pause[0.05]; 7, \"t\"]")) == "7"
    (line,) = s.printed
    assert line.startswith(">> t ") and 0.04 < float(line.split()[-1]) < 5


URLS = [
    ("URLEncode[\"\"]", ""), ("URLEncode[1.5]", "1.5"), ("URLEncode[False]", "false"),
    ("URLEncode[URL[\"a b\"]]", "a%20b"), ("URLEncode[\"100%\"]", "100%25"),
    ("URLEncode[\"\\[Alpha]\"]", "%CE%B1"),
    ("URLDecode[\"%ce%b1\"] == \"\\[Alpha]\"", "True"),
    ("URLDecode[\"50%\"]", "50%"),
    ("URLDecode[1]", "URLDecode[1]",
     ["URLDecode::string: String expected at position 1 in URLDecode[1]."]),
    ("URLQueryEncode[{\"a\" -> True, \"b\" -> None}]", "a=true&b="),
    ("URLQueryDecode[\"a=%3D&a=2\"]", "{a -> =, a -> 2}"),
    ("URLParse[\"example.com/x\", \"Domain\"]", "None"),
    ("URLParse[\"example.com/x\", \"Path\"]", "{example.com, x}"),
    ("URLParse[\"http://h.org/\", \"Path\"]", "{, }"),
    ("URLParse[\"http://h.org\", \"Path\"]", "{}"),
    ("URLParse[\"ftp://u:p@h.org:21\", {\"User\", \"Port\"}]", "{u:p, 21}"),
    ("URLParse[\"http://h.org/a%20b\", \"Path\"]", "{, a b}"),
    ("URLParse[URL[\"http://h.org#x%21\"], \"Fragment\"]", "x!"),
    ("URLParse[3]", "URLParse[3]",
     ["URLParse::string: String expected at position 1 in URLParse[3]."]),
    ("URLBuild[{\"a\", \"b\"}]", "a/b"),
    ("URLBuild[\"http://h.org/?x=1\", {\"y\" -> 2}]", "http://h.org/?x=1&y=2"),
    ("URLBuild[<|\"Domain\" -> \"h.org\", \"Path\" -> {\"p q\"}|>]", "//h.org/p%20q"),
    ("URLBuild[\"p\", {}]", "p"),
    ("StringByteCount[\"\"]", "0"),
    ("StringByteCount[{\"ab\", {\"\\[Pi]\"}}]", "{2, {2}}"),
]


def test_urls():
    check_rows(URLS)
