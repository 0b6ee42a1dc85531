"""Streams (mathilda/builtins/system/streams.py, streamread.py): opening, reading typed
items, positions, writing, stdout, and the messages for bad input."""

import pytest

from mathilda.core.expr import NULL
from mathilda.session import Session


@pytest.fixture
def s(tmp_path):
    session = Session()
    assert str(session.evaluate('SetDirectory["%s"]' % tmp_path)) == str(tmp_path)
    return session


def out(s, text):
    r = s.evaluate(text)
    return ("" if r is NULL else str(r)), [str(m) for m in s.messages]


def test_open_write_read_close(s, tmp_path):
    p = tmp_path / "a.txt"
    assert out(s, 'w = OpenWrite["a.txt"]') == ("OutputStream[%s, 3]" % p, [])
    assert out(s, 'InputForm[w]') == ('OutputStream["%s", 3]' % p, [])
    assert out(s, 'Write[w, x^2, "s"]; WriteString[w, "abc", 1 + 1, "\\n"]; '
                  'WriteLine[w, "line"]') == ("", [])
    assert out(s, 'Streams[]') == (
        "{OutputStream[stdout, 1], OutputStream[stderr, 2], OutputStream[%s, 3]}" % p, [])
    assert out(s, 'Close[w]') == (str(p), [])
    assert p.read_text() == 'x^2"s"\nabc2\nline\n'
    assert out(s, 'Streams[]') == ("{OutputStream[stdout, 1], OutputStream[stderr, 2]}", [])
    assert out(s, 'r = OpenRead["a.txt"]') == ("InputStream[%s, 4]" % p, [])
    assert out(s, '{Read[r, Hold[Expression]], ReadLine[r], Read[r, Word], '
                  'Read[r, Record], Read[r]}') == (
        '{Hold[x^2 s], abc2, line, EndOfFile, EndOfFile}', [])
    assert out(s, 'Close[r]; Close[r]') == (
        "Close[InputStream[%s, 4]]" % p, ['Close::openx: InputStream["%s", 4] is not open.' % p])


def test_open_append_and_temporary(s, tmp_path):
    (tmp_path / "b.txt").write_text("1\n")
    assert out(s, 'a = OpenAppend["b.txt"]; Write[a, 2]; Close[a]; ReadList["b.txt"]') == (
        "{1, 2}", [])
    assert out(s, 't = OpenTemporary[]; WriteString[t, "q"]; f = Close[t]; '
                  '{StringStartsQ[f, $TemporaryDirectory], ReadString[f]}') == (
        "{True, q}", [])
    assert out(s, 'OpenWrite[]; Length[Streams[]]') == ("3", [])


@pytest.mark.parametrize("text, kind, expected", [
    ("1 2.5 -3 4e2 5*^1 .5", "Number", "{1, 2.5, -3, 400., 50., 0.5}"),
    ("1 2.5 -3", "Real", "{1., 2.5, -3.}"),
    ("ab  cd\n\nef", "Word", "{ab, cd, ef}"),
    ("ab\n\ncd\r\nef", "String", "{ab, , cd, ef}"),
    ("ab\n\ncd\r\nef", "Record", "{ab, cd, ef}"),
    ("aé", "Character", "{a, é}"),
    ("aé", "Byte", "{97, 195, 169}"),
    ("1 + 1\nf[x,\n y]\n(* c *)\n\nz", "Expression", "{2, f[x, y], z}"),
    ("1 + 1\n2", "Hold[Expression]", "{Hold[1 + 1], Hold[2]}"),
    ("a 1\nb 2\n", "{Word, Number}", "{{a, 1}, {b, 2}}"),
    ("a 1\nb", "{Word, Number}", "{{a, 1}, {b, EndOfFile}}"),
    ("", "Number", "{}"),
])
def test_read_list_types_on_streams(s, text, kind, expected):
    s.evaluate('str = %s' % _quote(text))
    assert out(s, 'ReadList[StringToStream[str], %s]' % kind) == (expected, [])


def _quote(t):
    return '"%s"' % t.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") \
        .replace("\r", "\\r")


def test_read_advances_and_positions(s):
    assert out(s, 'st = StringToStream["10 20 30 40"]') == ("InputStream[String, 3]", [])
    assert out(s, '{Read[st, Number], StreamPosition[st]}') == ("{10, 2}", [])
    assert out(s, 'ReadList[st, Number, 2]') == ("{20, 30}", [])
    assert out(s, 'SetStreamPosition[st, 3]; Read[st, Word]') == ("20", [])
    assert out(s, 'SetStreamPosition[st, Infinity]') == ("11", [])
    assert out(s, '{Read[st, Number], Read[st, {Number, Word}], ReadLine[st], '
                  'ReadString[st]}') == ("{EndOfFile, EndOfFile, EndOfFile, EndOfFile}", [])
    assert out(s, 'SetStreamPosition[st, -1]') == (
        "SetStreamPosition[InputStream[String, 3], -1]",
        ["SetStreamPosition::spos: Invalid stream position -1."])


def test_skip_find_findlist(s, tmp_path):
    s.evaluate('st = StringToStream["alpha beta\\ngamma delta\\nepsilon beta"]')
    assert out(s, 'Skip[st, Word, 2]; Read[st, Word]') == ("gamma", [])
    assert out(s, 'Find[st, "beta"]') == ("epsilon beta", [])
    assert out(s, 'Find[st, "beta"]') == ("EndOfFile", [])
    assert out(s, 'Skip[st, Word]') == ("EndOfFile", [])
    (tmp_path / "f.txt").write_text("one Two\nthree\ntwo four\n")
    assert out(s, 'FindList["f.txt", "two"]') == ("{two four}", [])
    assert out(s, 'FindList["f.txt", "two", IgnoreCase -> True]') == (
        "{one Two, two four}", [])
    assert out(s, 'FindList["f.txt", {"one", "three"}, 1]') == ("{one Two}", [])
    assert out(s, 'FindList["f.txt", "t", AnchoredSearch -> True]') == (
        "{three, two four}", [])
    assert out(s, 'FindList["f.txt", "tw", WordSearch -> True]') == ("{}", [])
    assert out(s, 'FindList[{"f.txt", "f.txt"}, "three"]') == ("{three, three}", [])


def test_file_names_as_streams_stay_open(s, tmp_path):
    (tmp_path / "n.txt").write_text("1\n2\n3\n")
    assert out(s, '{Read["n.txt"], Read["n.txt"], ReadLine["n.txt"]}') == ("{1, 2, 3}", [])
    p = tmp_path / "n.txt"
    assert out(s, 'Streams["%s"]' % p) == ("{InputStream[%s, 3]}" % p, [])
    assert out(s, 'Close["n.txt"]; Streams["%s"]' % p) == ("{}", [])
    assert out(s, 'WriteString["w.txt", "a"]; WriteString["w.txt", "b"]; Close["w.txt"]; '
                  'ReadString["w.txt"]') == ("ab", [])


def test_read_string_forms(s, tmp_path):
    (tmp_path / "t.txt").write_text("ab;cd|ef")
    assert out(s, 'ReadString["t.txt", ";"]') == ("ab", [])
    assert out(s, 'r = OpenRead["t.txt"]; {ReadString[r, {"|", ";"}], ReadString[r, "|"], '
                  'ReadString[r], ReadString[r]}') == ("{ab, cd, ef, EndOfFile}", [])
    assert out(s, 'ReadString["t.txt", 5]') == (
        "ReadString[t.txt, 5]", ["ReadString::term: Invalid terminator 5."])


def test_stdout_and_output():
    lines = []
    s = Session(output=lines.append)
    assert out(s, 'WriteString["stdout", "a\\n"]; WriteString[$Output, "b", 1]; '
                  'Write["stdout", x^2]; WriteLine[OutputStream["stdout", 1], "c"]; '
                  'Write[$Output, "q"]') == ("", [])
    assert lines == ["a", "b1", "x^2", "c", '"q"']
    assert out(s, "$Output") == ("{OutputStream[stdout, 1]}", [])


def test_messages_and_failures(s):
    assert out(s, 'OpenRead["missing.txt"]') == (
        "$Failed", ["OpenRead::noopen: Cannot open missing.txt."])
    assert out(s, 'Read["missing.txt"]') == (
        "$Failed", ["Read::noopen: Cannot open missing.txt."])
    assert out(s, 'Read[InputStream["x", 99]]') == (
        'Read[InputStream[x, 99]]', ['Read::openx: InputStream["x", 99] is not open.'])
    assert out(s, 'Read[5]') == (
        "Read[5]", ["Read::stream: 5 is not a string, InputStream[ ], or OutputStream[ ]."])
    assert out(s, 'Read[StringToStream["1"], Banana]') == (
        "Read[InputStream[String, 3], Banana]", ["Read::readt: Invalid type specification Banana."])
    assert out(s, 'Read[StringToStream["1x"], Number]') == (
        "$Failed", ['Read::readn: Invalid real number found when reading from '
                    'InputStream["String", 4].'])
    assert out(s, 'Read[StringToStream["f[x"]]') == (
        "$Failed", ['Read::sntx: Invalid syntax in or before "f[x" (line 1, column 4).'])
    r = out(s, 'w = OpenWrite["o.txt"]; Read[w]')
    assert r[0].startswith("Read[OutputStream[") and r[1][0].endswith("o.txt\", 6] is not open.")
    assert out(s, 'Write[First[Streams[]], 1]; Read[First[Streams[]]]')[1] == [
        'Read::openx: OutputStream["stdout", 1] is not open.']
    assert out(s, 'WriteString[StringToStream["a"], "x"]')[1] == [
        'WriteString::openx: InputStream["String", 7] is not open.']
    assert out(s, 'StringToStream[1]') == (
        "StringToStream[1]", ["StringToStream::string: String expected at position 1 in "
                              "StringToStream[1]."])
    assert out(s, 'Close[7]') == (
        "Close[7]", ["Close::stream: 7 is not a string, InputStream[ ], or OutputStream[ ]."])


def test_sandbox_refuses_streams():
    s = Session(sandbox=True)
    for call in ['OpenWrite[]', 'StringToStream["a"]', 'Read[x]', 'WriteString["stdout", 1]',
                 'Streams[]', 'FindList["/etc/passwd", "root"]']:
        name = call.split("[")[0]
        assert out(s, call) == (
            "$Failed", ["%s::sandbox: %s is not allowed in a sandboxed session." % (name, name)])


@pytest.mark.parametrize("call, expected", [
    ('ReadList[StringToStream["1 2\\n3\\n\\n4 5 6"], Number, RecordLists -> True]',
     "{{1, 2}, {3}, {4, 5, 6}}"),
    ('ReadList[StringToStream["a b\\nc"], Word, RecordLists -> True]', "{{a, b}, {c}}"),
    ('ReadList[StringToStream["a:b::c"], Word, WordSeparators -> {":"}]', "{a, b, c}"),
    ('ReadList[StringToStream["a:b::c"], Word, WordSeparators -> ":", NullWords -> True]',
     "{a, b, , c}"),
    ('ReadList[StringToStream["a;b;;c"], Record, RecordSeparators -> ";"]', "{a, b, c}"),
    ('ReadList[StringToStream["a;b;;c"], Record, RecordSeparators -> {";"}, '
     'NullRecords -> True]', "{a, b, , c}"),
    ('ReadList[StringToStream["1;2;3"], Number, WordSeparators -> ";"]', "{1, 2, 3}"),
    ('ReadList[StringToStream["1, 2,3"], Number]', "{1, 2, 3}"),
    ('Read[StringToStream["x-y z"], Word, WordSeparators -> "-"]', "x"),
])
def test_separator_options(s, call, expected):
    assert out(s, call) == (expected, [])


def test_separator_option_errors(s):
    assert out(s, 'ReadList[StringToStream["a"], Word, WordSeparators -> 1]') == (
        "ReadList[InputStream[String, 3], Word, WordSeparators -> 1]",
        ["ReadList::seps: 1 is not a valid setting for WordSeparators: a string or a list "
         "of strings is expected."])


def test_print_follows_output(tmp_path):
    lines = []
    s = Session(output=lines.append)
    s.evaluate('SetDirectory["%s"]' % tmp_path)
    assert out(s, 'w = OpenWrite["log.txt"]; Block[{$Output = {w}}, Print["a", 1]; '
                  'Print[x^2]]; Print["shown"]; Close[w]; ReadString["log.txt"]') == (
        "a1\nx^2\n", [])
    assert out(s, 'Block[{$Output = {}}, Print["hidden"]]; $Output = {"stdout", "stdout"}; '
                  'Print["twice"]; $Output =.; Print["once"]') == ("", [])
    assert lines == ["shown", "twice", "twice", "once"]


def test_character_encoding(s, tmp_path):
    assert out(s, 'w = OpenWrite["l.txt", CharacterEncoding -> "ISO8859-1"]; '
                  'WriteString[w, "café\\n"]; WriteLine[w, "née"]; BinaryWrite[w, {255}]; '
                  'Close[w]; BinaryReadList["l.txt"]') == (
        "{99, 97, 102, 233, 10, 110, 233, 101, 10, 255}", [])
    assert out(s, 'r = OpenRead["l.txt", CharacterEncoding -> "ISO8859-1"]; '
                  '{ReadLine[r], Read[r, Word], ToCharacterCode[Read[r, Character]], Close[r]; 0}') == (
        "{café, née, {10}, 0}", [])
    (tmp_path / "u.txt").write_bytes("ab€".encode("utf-16"))
    assert out(s, 'ReadList[OpenRead["u.txt", CharacterEncoding -> "UTF-16"], Character]') == (
        "{a, b, €}", [])
    assert out(s, 'OpenRead["u.txt", CharacterEncoding -> "Klingon"]') == (
        "OpenRead[u.txt, CharacterEncoding -> Klingon]",
        ['OpenRead::charcode: The character encoding "Klingon" is not supported.'])
