"""File operations (mathilda/builtins/system/fileops.py, filecontents.py): creating,
copying, renaming and deleting files and directories, FileNames, file information, names,
FilePrint, FileHash and Save."""

import hashlib
import os

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


def test_create_copy_rename_delete_files(s, tmp_path):
    assert out(s, 'CreateFile["a.txt"]') == (str(tmp_path / "a.txt"), [])
    assert out(s, 'CreateFile["a.txt"]') == (
        "$Failed", ["CreateFile::filex: Cannot overwrite existing file a.txt."])
    assert out(s, 'CreateFile["a.txt", OverwriteTarget -> True]') == (
        str(tmp_path / "a.txt"), [])
    assert out(s, 'CreateFile["sub/deeper/b.txt"]') == (str(tmp_path / "sub/deeper/b.txt"), [])
    (tmp_path / "a.txt").write_text("hello")
    assert out(s, 'CopyFile["a.txt", "c.txt"]') == (str(tmp_path / "c.txt"), [])
    assert (tmp_path / "c.txt").read_text() == "hello"
    assert out(s, 'CopyFile["a.txt", "c.txt"]') == (
        "$Failed", ["CopyFile::filex: Cannot overwrite existing file c.txt."])
    assert out(s, 'CopyFile["nope", "d.txt"]') == (
        "$Failed", ["CopyFile::fdnfnd: Directory or file nope not found."])
    assert out(s, 'RenameFile["c.txt", "d.txt"]') == (str(tmp_path / "d.txt"), [])
    assert not (tmp_path / "c.txt").exists()
    assert out(s, 'RenameFile["d.txt", "a.txt"]') == (
        "$Failed", ["RenameFile::filex: Cannot overwrite existing file a.txt."])
    assert out(s, 'RenameFile["d.txt", "a.txt", OverwriteTarget -> True]') == (
        str(tmp_path / "a.txt"), [])
    assert out(s, 'DeleteFile[{"a.txt", "sub/deeper/b.txt"}]') == ("", [])
    assert sorted(os.listdir(tmp_path)) == ["sub"]
    assert out(s, 'DeleteFile["a.txt"]') == (
        "$Failed", ["DeleteFile::fdnfnd: Directory or file a.txt not found."])
    assert out(s, 'DeleteFile["sub"]') == (
        "$Failed", ["DeleteFile::fdir: sub is a directory, not a file."])
    assert out(s, 'DeleteFile[3]') == (
        "DeleteFile[3]", ["DeleteFile::fstr: File specification 3 is not a string of one or "
                          "more characters."])


def test_temporary_files(s):
    assert out(s, 'f = CreateTemporary[]; {DirectoryName[f] == $TemporaryDirectory, '
                  'FileByteCount[f]}') == ("{True, 0}", [])
    assert out(s, 'f = CreateFile[]; {FileType[f], DeleteFile[f], FileType[f]}') == (
        "{File, Null, None}", [])


def test_directories(s, tmp_path):
    assert out(s, 'CreateDirectory["d1"]; CreateFile["d1/x.m"]; CreateFile["d1/e/y.m"]; '
                  'CopyDirectory["d1", "d2"]') == (str(tmp_path / "d2"), [])
    assert out(s, 'FileNames["*", "d2", Infinity]') == ("{d2/e, d2/e/y.m, d2/x.m}", [])
    assert out(s, 'CopyDirectory["d1", "d2"]') == (
        "$Failed", ["CopyDirectory::filex: Cannot overwrite existing file d2."])
    assert out(s, 'RenameDirectory["d2", "d3"]') == (str(tmp_path / "d3"), [])
    assert out(s, 'DeleteDirectory["d3"]') == (
        "$Failed", ["DeleteDirectory::dirne: Directory d3 not empty."])
    assert out(s, 'DeleteDirectory["d3", DeleteContents -> True]') == ("", [])
    assert out(s, 'DeleteDirectory["d3"]') == (
        "$Failed", ["DeleteDirectory::nodir: Directory d3 not found."])
    assert out(s, 'RenameDirectory["nope", "d4"]') == (
        "$Failed", ["RenameDirectory::nodir: Directory nope not found."])
    assert out(s, 'CreateDirectory["d5"]; DeleteDirectory["d5"]; DirectoryQ["d5"]') == (
        "False", [])


def test_file_names(s, tmp_path):
    for n in ["b.m", "a.m", "c.txt", "Up.m", "dir/d.m", "dir/sub/e.m"]:
        p = tmp_path / n
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text("")
    assert out(s, 'FileNames[]') == ("{Up.m, a.m, b.m, c.txt, dir}", [])
    assert out(s, 'FileNames["*.m"]') == ("{Up.m, a.m, b.m}", [])
    assert out(s, 'FileNames["@.m"]') == ("{a.m, b.m}", [])
    assert out(s, 'FileNames[{"*.txt", "a*"}]') == ("{a.m, c.txt}", [])
    assert out(s, 'FileNames["*.m", "dir"]') == ("{dir/d.m}", [])
    assert out(s, 'FileNames["*.m", {"dir"}, 2]') == ("{dir/d.m, dir/sub/e.m}", [])
    assert out(s, 'FileNames["*.M", "dir", IgnoreCase -> True]') == ("{dir/d.m}", [])
    assert out(s, 'FileNames[__ ~~ ".txt"]') == ("{c.txt}", [])
    assert out(s, 'FileNames[RegularExpression["[ab]\\\\.m"]]') == ("{a.m, b.m}", [])
    assert out(s, 'FileNames["*", "%s"] == Map["%s/" <> # &, FileNames[]]'
               % (tmp_path, tmp_path)) == ("True", [])
    assert out(s, 'FileNames["dir/*.m"]') == ("{dir/d.m}", [])
    assert out(s, 'FileNames["*/s*/*"]') == ("{dir/sub/e.m}", [])
    assert out(s, 'FileNames["sub/*.m", "dir"]') == ("{dir/sub/e.m}", [])
    assert out(s, 'FileNames[{"dir/d.m", "*.txt"}]') == ("{c.txt, dir/d.m}", [])
    assert out(s, 'FileNames["%s/*.txt"]' % tmp_path) == ("{%s/c.txt}" % tmp_path, [])
    assert out(s, 'FileNames["*", "dir", 0]') == (
        "FileNames[*, dir, 0]",
        ['FileNames::intp: Positive integer expected at position 3 in FileNames["*", "dir", 0].'])


def test_file_information(s, tmp_path):
    (tmp_path / "f.txt").write_bytes(b"abcde")
    assert out(s, '{FileType["f.txt"], FileType["."], FileType["none"]}') == (
        "{File, Directory, None}", [])
    assert out(s, 'FileByteCount["f.txt"]') == ("5", [])
    assert out(s, 'FileSize["f.txt"]') == ("5 B", [])
    assert out(s, 'FileByteCount["."]') == (
        "$Failed", ["FileByteCount::fdir: . is a directory, not a file."])
    os.utime(tmp_path / "f.txt", (1000000000, 1000000000))
    assert out(s, 'UnixTime[FileDate["f.txt"]]') == ("1000000000", [])
    assert out(s, 'UnixTime[FileDate["f.txt", "Access"]]') == ("1000000000", [])
    assert out(s, 'FileDate["none"]') == (
        "$Failed", ["FileDate::fdnfnd: Directory or file none not found."])


def test_names(s, tmp_path):
    home = os.path.expanduser("~")
    assert out(s, 'ParentDirectory[]') == (str(tmp_path.parent), [])
    assert out(s, '{ParentDirectory["a/b/c"], ParentDirectory["a/b/c", 2], '
                  'ParentDirectory["a"], ParentDirectory["/a/b", 5]}') == ("{a/b, a, ., /}", [])
    assert out(s, 'ParentDirectory[1]') == (
        "ParentDirectory[1]",
        ["ParentDirectory::string: String expected at position 1 in ParentDirectory[1]."])
    assert out(s, 'ExpandFileName["x/../y.m"]') == (str(tmp_path / "y.m"), [])
    assert out(s, 'ExpandFileName["~"]') == (home, [])
    assert out(s, '{HomeDirectory[], $HomeDirectory}') == ("{%s, %s}" % (home, home), [])
    (tmp_path / "z").write_text("")
    assert out(s, 'AbsoluteFileName["./z"]') == (str(tmp_path / "z"), [])
    assert out(s, 'AbsoluteFileName["y"]') == (
        "$Failed", ["AbsoluteFileName::nffil: File y not found during AbsoluteFileName."])
    assert out(s, '{FileNameDepth["a/b/c"], FileNameDepth["/a"], FileNameDepth[""]}') == (
        "{3, 1, 0}", [])
    assert out(s, '{FileNameDrop["a/b/c"], FileNameDrop["a/b/c", 1], '
                  'FileNameDrop["/a/b/c", -2], FileNameDrop["a/b/c/d", {-3, -2}]}') == (
        "{a/b, b/c, /a, a/d}", [])


def test_file_print(s, tmp_path):
    lines = []
    s = Session(output=lines.append)
    (tmp_path / "p.txt").write_text("one\ntwo\nthree\n")
    f = str(tmp_path / "p.txt")
    assert out(s, 'FilePrint["%s"]' % f) == ("", [])
    assert out(s, 'FilePrint["%s", 2]' % f) == ("", [])
    assert out(s, 'FilePrint["%s", {2, -1}]' % f) == ("", [])
    assert lines == ["one", "two", "three", "one", "two", "two", "three"]
    assert out(s, 'FilePrint["%s/none"]' % tmp_path) == (
        "$Failed", ["FilePrint::noopen: Cannot open %s/none." % tmp_path])


def test_file_hash(s, tmp_path):
    data = b"The quick brown fox"
    (tmp_path / "h.bin").write_bytes(data)
    md5 = int(hashlib.md5(data).hexdigest(), 16)
    assert out(s, 'FileHash["h.bin"]') == (str(md5), [])
    assert out(s, 'FileHash["h.bin", "SHA256", "HexString"]') == (
        hashlib.sha256(data).hexdigest(), [])
    assert out(s, 'FileHash[{"h.bin", -3}, "SHA", "HexString"]') == (
        hashlib.sha1(data[-3:]).hexdigest(), [])
    assert out(s, 'FileHash[{"h.bin", {2, 4}}, "MD5", "HexString"]') == (
        hashlib.md5(data[1:4]).hexdigest(), [])
    assert out(s, 'FileHash[{"h.bin", "h.bin"}, "CRC32"] == {1, 1} Hash[ReadString["h.bin"], '
                  '"CRC32"]') == ("True", [])
    assert out(s, 'FileHash["h.bin", "Nope"]') == (
        "FileHash[h.bin, Nope]", ['FileHash::type: "Nope" is not a supported hash type.'])


def test_save_with_dependencies(s, tmp_path):
    s.evaluate('c0 = 3; g[x_] := c0 x; f[x_] := g[x] + h[x]; f[0] = 1; '
               'SetAttributes[f, Listable]; Options[f] = {k -> c0}')
    assert out(s, 'Save["s.m", f]') == ("", [])
    assert (tmp_path / "s.m").read_text() == (
        "Attributes[f] = {Listable}\n \nf[0] = 1\n \nf[x_] := g[x] + h[x]\n \n"
        "Options[f] = {k -> 3}\n \ng[x_] := c0*x\n \nc0 = 3\n \n")
    s2 = Session()
    s2.evaluate('SetDirectory["%s"]' % tmp_path)
    assert out(s2, 'Get["s.m"]; {f[{0, 2}], Attributes[f]}') == ("{{1, 6 + h[2]}, {Listable}}", [])
    assert out(s, 'Save["s.m", "c*"]') == ("", [])
    assert (tmp_path / "s.m").read_text().endswith("c0 = 3\n \nc0 = 3\n \n")
    assert out(s, 'Save["t.m", {c0, g}]; ReadString["t.m"]') == (
        "c0 = 3\n \ng[x_] := c0*x\n \n", [])
    assert out(s, 'Save["u.m", "Global`"]; Length[ReadList["u.m", String]]') == ("12", [])
    assert out(s, 'm1::usage = "m1[x] is \\"m\\"."; m1[x_] := x; Save["w.m", m1]; '
                  'ReadString["w.m"]') == (
        'm1::usage = "m1[x] is \\"m\\"."\n \nm1[x_] := x\n \n', [])
    assert out(s, 'Save["v.m", 3]') == (
        "Save[v.m, 3]", ["Save::sym: 3 is not a symbol, a string of a name pattern or a "
                         "context."])


def test_sandbox_refuses_file_operations():
    s = Session(sandbox=True)
    for call in ['DeleteFile["x"]', 'FileNames[]', 'CreateFile[]', 'Save["x", f]',
                 'FileHash["/etc/passwd"]', 'ExpandFileName["x"]', '$HomeDirectory',
                 'HomeDirectory[]', 'ParentDirectory[]', 'FilePrint["/etc/passwd"]']:
        name = call.split("[")[0]
        assert out(s, call) == (
            "$Failed", ["%s::sandbox: %s is not allowed in a sandboxed session." % (name, name)])
    assert out(s, 'FileNameDrop["a/b", 1]') == ("b", [])
    assert out(s, 'FileNameDepth["a/b"]') == ("2", [])


def test_dump_save_and_get(s, tmp_path):
    s.evaluate('k0 = 2; g[x_] := k0 x; f[x_] := g[x] + 1; SetAttributes[f, Listable]')
    assert out(s, 'DumpSave["d.mx", f]') == ("{f}", [])
    assert (tmp_path / "d.mx").read_bytes().startswith(b"(* Mathilda DumpSave *)\n")
    s2 = Session()
    s2.evaluate('SetDirectory["%s"]' % tmp_path)
    assert out(s2, 'Get["d.mx"]; {f[{1, 2}], k0}') == ("{{3, 5}, 2}", [])
    assert out(s2, 'Clear[f]; << d; f[1]') == ("3", [])
    assert out(s, 'DumpSave["e.mx", "Global`"]') == ("{f, g, 2}", [])   # k0 evaluates
    assert out(s, 'DumpSave["e.mx", 1]') == (
        "DumpSave[e.mx, 1]", ["DumpSave::sym: 1 is not a symbol, a string of a name pattern "
                              "or a context."])
    (tmp_path / "crlf.m").write_bytes(b"a1 = 1\r\nb1 = a1 + 1\r\n")
    assert out(s, 'Get["crlf.m"]; {a1, b1}') == ("{1, 2}", [])


def test_set_file_date(s, tmp_path):
    (tmp_path / "d.txt").write_text("")
    assert out(s, 'SetFileDate["d.txt", FromUnixTime[1234567890]]; '
                  '{UnixTime[FileDate["d.txt"]], UnixTime[FileDate["d.txt", "Access"]]}') == (
        "{1234567890, 1234567890}", [])
    assert out(s, 'SetFileDate["d.txt", FromUnixTime[1000000000], "Access"]; '
                  '{UnixTime[FileDate["d.txt"]], UnixTime[FileDate["d.txt", "Access"]]}') == (
        "{1234567890, 1000000000}", [])
    assert out(s, 'SetFileDate["d.txt"]; UnixTime[FileDate["d.txt"]] > 1234567890') == (
        "True", [])
    assert out(s, 'SetFileDate["d.txt", x]') == (
        "SetFileDate[d.txt, x]", ["SetFileDate::date: x is not a valid date."])
    assert out(s, 'SetFileDate["none", 0]') == (
        "$Failed", ["SetFileDate::fdnfnd: Directory or file none not found."])


def test_read_byte_array_and_get_stream(s, tmp_path):
    (tmp_path / "b.bin").write_bytes(bytes([0, 1, 2, 250]))
    assert out(s, 'Normal[ReadByteArray["b.bin"]]') == ("{0, 1, 2, 250}", [])
    assert out(s, 'Normal[ReadByteArray["b.bin", 2]]') == ("{0, 1}", [])
    assert out(s, 'r = OpenRead["b.bin"]; {Normal[ReadByteArray[r, 3]], '
                  'Normal[ReadByteArray[r]], ReadByteArray[r]}') == (
        "{{0, 1, 2}, {250}, EndOfFile}", [])
    assert out(s, 'ReadByteArray["none"]') == (
        "$Failed", ["ReadByteArray::noopen: Cannot open none."])
    assert out(s, 'st = StringToStream["p = 1\\nq = p + 1"]; Skip[st, Expression]; '
                  '{Get[st], Get[st], StreamPosition[st]}') == ("{1 + p, Null, 15}", [])
    assert out(s, 'Get[InputStream["x", 77]]') == (
        "$Failed", ['Get::openx: InputStream["x", 77] is not open.'])
