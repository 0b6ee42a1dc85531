"""Files and the session's outside world: Get/Put/PutAppend, ReadString/ReadList,
Import/Export, file names and directories, Exit/Quit, $ScriptCommandLine, $InputFileName,
Information (?Name, ??Name)."""

import json
import os

import pytest

from mathilda.core.expr import NULL
from mathilda.session import Session


@pytest.fixture
def s(tmp_path):
    """A session whose current directory is a fresh temporary directory."""
    session = Session()
    r = session.evaluate('SetDirectory["%s"]' % tmp_path)
    assert str(r) == str(tmp_path)
    return session


def out(s, text):
    """OutputForm of the result ("" for Null) and the messages, as printed."""
    r = s.evaluate(text)
    return ("" if r is NULL else str(r)), [str(m) for m in s.messages]


# --- Get, Put, PutAppend -----------------------------------------------------------------

def test_put_writes_input_form_and_get_reads_it_back(s, tmp_path):
    assert out(s, 'Put[{1, x^2, "s"}, f[y], "a.m"]') == ("", [])
    assert (tmp_path / "a.m").read_text() == '{1, x^2, "s"}\nf[y]\n'
    assert out(s, 'Get["a.m"]') == ("f[y]", [])
    assert out(s, "<<a.m") == ("f[y]", [])


def test_put_operators_and_put_append(s, tmp_path):
    out(s, '{a, b} >> "b.m"')
    out(s, 'c >>> "b.m"')
    out(s, "d >>> b.m")
    assert (tmp_path / "b.m").read_text() == "{a, b}\nc\nd\n"
    assert out(s, 'ReadList["b.m"]') == ("{{a, b}, c, d}", [])
    out(s, 'e >> "b.m"')
    assert (tmp_path / "b.m").read_text() == "e\n"
    out(s, 'Put["empty.m"]')
    assert (tmp_path / "empty.m").read_text() == ""


def test_get_evaluates_every_expression_with_input_file_name(s, tmp_path):
    (tmp_path / "defs.m").write_text(
        "(* a package *)\nsq[x_] := x^2\nPrint[\"loading \", FileNameTake[$InputFileName]]\n"
        "where = $InputFileName;\nsq[4]\n")
    assert out(s, "Get[\"defs.m\"]") == ("16", [])
    assert s.printed == ["loading defs.m"]
    assert out(s, "where") == (str(tmp_path / "defs.m"), [])
    assert out(s, "$InputFileName") == ("", [])
    assert out(s, "sq[5]") == ("25", [])


def test_get_finds_m_extension_and_nested_get(s, tmp_path):
    (tmp_path / "inner.m").write_text("innerValue = 7\n")
    (tmp_path / "outer.m").write_text("<<inner\ninnerValue + 1\n")
    assert out(s, "<<outer.m") == ("8", [])


def test_get_missing_file(s):
    assert out(s, 'Get["nothing.m"]') == ("$Failed", ["Get::noopen: Cannot open nothing.m."])


def test_get_syntax_error_runs_nothing(s, tmp_path):
    (tmp_path / "bad.m").write_text('Print["ran"]\nf[x,\n  y]]\n')
    r, msgs = out(s, 'Get["bad.m"]')
    assert r == "$Failed"
    assert s.printed == []
    assert msgs == ['Get::sntx: Invalid syntax in or before "y]]" (line 3, column 5 of '
                    '"bad.m").']


def test_file_name_must_be_a_string(s):
    assert out(s, "Get[3]") == ("Get[3]", [
        "Get::fstr: File specification 3 is not a string of one or more characters."])


# --- ReadString, ReadList ----------------------------------------------------------------

def test_read_string(s, tmp_path):
    (tmp_path / "t.txt").write_text("line one\nline two\n")
    assert out(s, 'ReadString["t.txt"]') == ("line one\nline two\n", [])
    assert out(s, 'StringQ[ReadString[File["t.txt"]]]') == ("True", [])
    assert out(s, 'ReadString["none.txt"]') == (
        "$Failed", ["ReadString::noopen: Cannot open none.txt."])


def test_read_list_types(s, tmp_path):
    (tmp_path / "n.txt").write_text("1 2.5\n-3 4e2\n")
    assert out(s, 'ReadList["n.txt", Number]') == ("{1, 2.5, -3, 400.}", [])
    assert out(s, 'ReadList["n.txt", Real]') == ("{1., 2.5, -3., 400.}", [])
    assert out(s, 'ReadList["n.txt", {Number, Number}]') == ("{{1, 2.5}, {-3, 400.}}", [])
    assert out(s, 'ReadList["n.txt", Number, 3]') == ("{1, 2.5, -3}", [])
    assert out(s, 'ReadList["n.txt", Word]') == ("{1, 2.5, -3, 4e2}", [])
    assert out(s, 'ReadList["n.txt", String]') == ("{1 2.5, -3 4e2}", [])
    assert out(s, 'ReadList["n.txt", Record] // InputForm') == ('{"1 2.5", "-3 4e2"}', [])
    (tmp_path / "c.txt").write_text("ab")
    assert out(s, 'ReadList["c.txt", Character]') == ("{a, b}", [])
    assert out(s, 'ReadList["c.txt", Byte]') == ("{97, 98}", [])
    (tmp_path / "e.m").write_text("1 + 1\nx^2\n")
    assert out(s, 'ReadList["e.m"]') == ("{2, x^2}", [])
    assert out(s, 'ReadList["e.m", Hold[Expression]]') == ("{Hold[1 + 1], Hold[x^2]}", [])
    assert out(s, 'ReadList["e.m", Expression, 1]') == ("{2}", [])


def test_read_list_errors(s, tmp_path):
    (tmp_path / "w.txt").write_text("1 two\n")
    assert out(s, 'ReadList["w.txt", Number]') == (
        "$Failed", ["ReadList::readn: Invalid real number found when reading from w.txt."])
    assert out(s, 'ReadList["w.txt", Banana]') == (
        "ReadList[w.txt, Banana]", ["ReadList::readt: Invalid type specification Banana."])


# --- Import, Export ----------------------------------------------------------------------

def test_export_import_text_and_lines(s, tmp_path):
    assert out(s, 'Export["a.txt", "hello\\nworld"]') == ("a.txt", [])
    assert (tmp_path / "a.txt").read_text() == "hello\nworld"
    assert out(s, 'Import["a.txt"] // InputForm') == ('"hello\\nworld"', [])
    assert out(s, 'Import["a.txt", "Lines"] // InputForm') == ('{"hello", "world"}', [])
    out(s, 'Export["b.txt", {x^2, "s", 3}, "Lines"]')
    assert (tmp_path / "b.txt").read_text() == "x^2\ns\n3"
    out(s, 'Export["c.txt", 1/2 + x]')
    assert (tmp_path / "c.txt").read_text() == "1/2 + x"


def test_export_import_csv_tsv(s, tmp_path):
    assert out(s, 'Export["m.csv", {{1, 2.5, "a b"}, {-3, "x,y", z}}]') == ("m.csv", [])
    assert (tmp_path / "m.csv").read_text() == '1,2.5,a b\n-3,"x,y",z'
    assert out(s, 'Import["m.csv"] // InputForm') == ('{{1, 2.5, "a b"}, {-3, "x,y", "z"}}',
                                                      [])
    out(s, 'Export["m.tsv", {{1, 2}, {3, 4}}]')
    assert (tmp_path / "m.tsv").read_text() == "1\t2\n3\t4"
    assert out(s, 'Import["m.tsv"]') == ("{{1, 2}, {3, 4}}", [])
    out(s, 'Export["col.csv", {1, 2, 3}]')
    assert (tmp_path / "col.csv").read_text() == "1\n2\n3"


def test_export_import_json(s, tmp_path):
    out(s, 'Export["d.json", {"a" -> 1, "b" -> {1.5, True, Null}, "c" -> <|"d" -> "e"|>}]')
    assert json.loads((tmp_path / "d.json").read_text()) == {
        "a": 1, "b": [1.5, True, None], "c": {"d": "e"}}
    assert out(s, 'Import["d.json"] // InputForm') == (
        '{"a" -> 1, "b" -> {1.5, True, Null}, "c" -> {"d" -> "e"}}', [])
    assert out(s, 'Import["d.json", "RawJSON"] // InputForm') == (
        '<|"a" -> 1, "b" -> {1.5, True, Null}, "c" -> <|"d" -> "e"|>|>', [])


def test_import_export_strings():
    s = Session()
    assert out(s, 'ImportString["1,a\\n2.5,b", "CSV"]') == ("{{1, a}, {2.5, b}}", [])
    assert out(s, 'ExportString[{{1, "a"}, {2, "b"}}, "TSV"] // InputForm') == (
        '"1\\ta\\n2\\tb"', [])
    assert out(s, 'ExportString[{1, {2, 3}}, "JSON"] // InputForm') == (
        '"[\\n\\t1,\\n\\t[\\n\\t\\t2,\\n\\t\\t3\\n\\t]\\n]"', [])
    assert out(s, 'ImportString["[1, 2", "JSON"]')[0] == "$Failed"


def test_import_export_errors(s):
    assert out(s, 'Import["none.csv"]') == (
        "$Failed", ["Import::nffil: File none.csv not found during Import."])
    assert out(s, 'Import["x.qqq"]') == (
        "$Failed", ["Import::infer: Cannot infer format of file x.qqq."])
    assert out(s, 'Export["x.txt", 1, "MP3"]') == (
        "$Failed", ['Export::fmtnosup: "MP3" is not a supported Export format.'])
    assert out(s, 'Export["x.json", f[1]]') == (
        "$Failed", ["Export::type: f[1] cannot be exported to the JSON format."])


# --- directories and file names ----------------------------------------------------------

def test_directories(s, tmp_path):
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "f.txt").write_text("x")
    assert out(s, "Directory[]") == (str(tmp_path), [])
    assert out(s, 'FileExistsQ["sub/f.txt"]') == ("True", [])
    assert out(s, 'SetDirectory["sub"]') == (str(tmp_path / "sub"), [])
    assert out(s, 'FileExistsQ["f.txt"]') == ("True", [])
    assert out(s, "ResetDirectory[]") == (str(tmp_path), [])
    assert out(s, 'FileExistsQ["f.txt"]') == ("False", [])
    assert out(s, 'SetDirectory["nowhere"]') == (
        "$Failed", ["SetDirectory::cdir: Cannot set current directory to nowhere."])


def test_directories_are_per_session(s, tmp_path):
    other = Session()
    assert str(other.evaluate("Directory[]")) == os.getcwd()
    assert os.getcwd() != str(tmp_path)


def test_file_names():
    s = Session()
    rows = [
        ('FileNameJoin[{"a", "b", "c.txt"}]', "a/b/c.txt"),
        ('FileNameJoin[{"/usr/", "lib", "x.so"}]', "/usr/lib/x.so"),
        ('FileNameSplit["/usr/lib/x.so"] // InputForm', '{"", "usr", "lib", "x.so"}'),
        ('FileNameTake["a/b/c.txt"]', "c.txt"),
        ('FileNameTake["a/b/c.txt", 1]', "a"),
        ('FileNameTake["a/b/c.txt", -2]', "b/c.txt"),
        ('FileNameTake["a/b/c/d", {2, 3}]', "b/c"),
        ('DirectoryName["a/b/c.txt"]', "a/b"),
        ('DirectoryName["/a/b/c.txt", 2]', "/a"),
        ('DirectoryName["/c.txt"]', "/"),
        ('DirectoryName["c.txt"] // InputForm', '""'),
        ('FileBaseName["dir/data.tar.gz"]', "data.tar"),
        ('FileExtension["dir/data.tar.gz"]', "gz"),
        ('FileExtension["README"] // InputForm', '""'),
    ]
    for text, expected in rows:
        assert out(s, text) == (expected, []), text


# --- Exit, Quit, script variables ----------------------------------------------------------

def test_exit_stops_the_evaluation_and_sets_the_code():
    s = Session()
    s.evaluate('Print["one"]; Exit[3]; Print["two"]')
    assert s.printed == ["one"]
    assert s.exit_code == 3
    s2 = Session()
    s2.evaluate("Do[If[i == 2, Quit[]], {i, 5}]")
    assert s2.exit_code == 0


def test_script_variables():
    s = Session()
    assert out(s, "$ScriptCommandLine") == ("{}", [])
    assert out(s, "$InputFileName // InputForm") == ('""', [])
    s.script_args = ["run.m", "a", "b"]
    s.input_file = "/tmp/run.m"
    assert out(s, "$ScriptCommandLine // InputForm") == ('{"run.m", "a", "b"}', [])
    assert out(s, "$InputFileName") == ("/tmp/run.m", [])


def test_sandbox_refuses_files(tmp_path):
    s = Session(sandbox=True)
    assert out(s, 'ReadString["%s"]' % (tmp_path / "x")) == (
        "$Failed", ["ReadString::sandbox: ReadString is not allowed in a sandboxed session."])
    assert out(s, 'Put[1, "x.m"]')[1] == [
        "Put::sandbox: Put is not allowed in a sandboxed session."]
    assert not (tmp_path / "x.m").exists()


# --- Information -------------------------------------------------------------------------

def test_information_short_and_long():
    from mathilda.core.registry import BUILTINS
    s = Session()
    usage = BUILTINS["ArrayPad"].usage
    assert out(s, "Information[ArrayPad, LongForm -> False]") == ("", [])
    assert s.printed == [usage]
    out(s, "Information[ArrayPad]")
    text = s.printed[0]
    assert text.startswith(usage + "\n\nAttributes[ArrayPad] = {Protected}")
    assert "Options[ArrayPad] = {InterpolationOrder -> 1}" in text
    spec = BUILTINS["ArrayPad"]
    assert text.endswith("\n\nDefined at mathilda/builtins/arrays/shape.py:%d" % spec.line)
    with open(spec.file) as f:
        assert f.read().splitlines()[spec.line - 1].startswith('@builtin("ArrayPad"')


def test_information_user_symbols():
    s = Session()
    s.evaluate('sq::usage = "sq[x] squares x."; sq[x_] := x^2; SetAttributes[sq, Listable]')
    s.evaluate("Information[sq, LongForm -> False]")
    assert s.printed == ["sq[x] squares x."]
    s.evaluate("Information[sq]")
    assert s.printed == ["sq[x] squares x.\n\nAttributes[sq] = {Listable}\n\nsq[x_] := x^2"]
    s.evaluate("v = 3")
    s.evaluate("Information[v, LongForm -> False]")
    assert s.printed == ["Global`v\n\nv = 3"]


def test_information_patterns_and_unknown():
    s = Session()
    s.evaluate('Information["ArrayPa*", LongForm -> False]')
    assert s.printed[0].startswith("ArrayPad[array, m]")
    s.evaluate("zzA = 1; zzB[x_] := x; zzC = 3;")
    s.evaluate('Information["zz*"]')
    assert s.printed == ["zzA  zzB  zzC"]
    assert out(s, "Information[nosuchthing]") == (
        "", ["Information::notfound: Symbol nosuchthing not found."])
    assert out(s, 'Information["Zq*"]') == (
        "", ["Information::nomatch: No symbol matching Zq* found."])


def test_every_builtin_has_help():
    """?Name (Information[Name, LongForm -> False]) shows every builtin's usage."""
    from mathilda.core.expr import E, FALSE, String, Symbol
    from mathilda.core.registry import load_all
    s = Session()
    missing = []
    for name, spec in sorted(load_all().items()):
        s.evaluate(E("Information", String(name), E("Rule", Symbol("LongForm"), FALSE)))
        if s.printed != [spec.usage] or not spec.usage:
            missing.append(name)
    assert missing == []
