"""The sandbox's forbidden list (mathilda/data/sandbox_forbidden.txt, issue 27): the Wolfram
builtins that touch files, processes, the network, the environment or native code are
refused in a sandboxed session whether Mathilda implements them or not."""

import re

import pytest

from mathilda.core.registry import BUILTINS, load_all
from mathilda.runtime.sandbox import FORBIDDEN
from mathilda.core.system_symbols import system_names
from mathilda.session import Session

NOT_SYSTEM = {"PythonEvaluate"}

# a builtin whose name starts like one of these is dangerous unless it is listed as pure
FAMILIES = re.compile(
    r"^\$?(URL|Socket|Link|Library|Cloud|Remote|Device|Mail|Paclet|Persistent|Blockchain|"
    r"Service|Channel|Database|Process|Run|External|File|Directory|Open|Read|Write|Binary|"
    r"Notebook|Stream|Environment|Local(Object|Symbol|Cache|Submit|Evaluate)|Task|Scheduled|System|Machine|Home|Temporary|"
    r"Install|Import|Export|Save|Dump|Get|Put|Web|HTTP|Compile|FunctionCompile|Socket|"
    r"Uncompress|Encrypt|Decrypt|Audio|Video)")
PURE = {
    # operations on file names as strings, and on strings
    "DirectoryName", "FileBaseName", "FileExtension", "FileNameJoin", "FileNameSplit",
    "FileNameTake", "FileNameDrop", "FileNameDepth", "ImportString", "ExportString",
    # information about the interpreter that the host does not mind giving
    "$ProcessID", "$ProcessorCount", "$MachinePrecision", "MachinePrecision",
    "$MachineEpsilon", "$SystemWordLength", "$System", "$SystemID", "$MachineType",
    # a test on numbers; special functions whose names begin like a family ("Web...")
    "MachineNumberQ", "WeberE",
    # a distance of two vectors, and plots of vector fields' streamlines
    "BinaryDistance", "StreamPlot", "StreamDensityPlot", "StreamPlot3D",
    # morphological opening of an image or array (erosion then dilation), no file opened
    "Opening",
    # a centrality of graph vertices (the PageRank of links between vertices, no link
    # to another program)
    "LinkRankCentrality",
    # morphological opening of an image or array (image/morphology.py): nothing opened
    "Opening",
    "URLEncode", "URLDecode", "URLParse", "URLBuild", "URLQueryEncode", "URLQueryDecode",
    # the lists of formats Import and Export know (system/formats.py): no file is touched
    "$ImportFormats", "$ExportFormats",
    # an expression to its bytes (WXF), in memory; the way back, BinaryDeserialize, is refused
    "BinarySerialize",
}


def test_every_name_is_a_wolfram_symbol():
    names = system_names()
    assert sorted(n for n in FORBIDDEN if n not in names and n not in NOT_SYSTEM) == []


def test_list_covers_the_reference_families():
    for name in ["LibraryFunctionLoad", "SocketConnect", "Uncompress", "Import", "Export",
                 "RunProcess", "StartProcess", "URLRead", "URLFetch", "CloudDeploy",
                 "ExternalEvaluate", "Install", "LinkLaunch", "SetDirectory",
                 "SetEnvironment", "Environment", "CreateFile", "DeleteFile", "OpenWrite",
                 "PersistentValue", "LocalObject", "SessionSubmit", "CreateScheduledTask",
                 "DeviceOpen", "SendMail", "FunctionCompile", "$HomeDirectory", "$Path",
                 "$UserName", "$TemporaryDirectory", "Compile", "Exit", "Quit"]:
        assert name in FORBIDDEN, name
    assert len(FORBIDDEN) > 350


def test_every_registered_builtin_of_a_dangerous_family_is_forbidden_or_pure():
    """A builtin implemented later (FileExistsQ, URLRead, ...) is refused from the day it
    is registered: this test fails if a new one is neither in the list nor known pure."""
    load_all()
    bad = sorted(n for n in BUILTINS if FAMILIES.match(n) and n not in FORBIDDEN
                 and n not in PURE)
    assert bad == []


CALLS = [
    ('LibraryFunctionLoad["libc.so.6", "system", {"UTF8String"}, Integer]',
     "LibraryFunctionLoad"),
    ('SocketConnect[{"localhost", 22}]', "SocketConnect"),
    ('Uncompress["1:eJxTTMoPChZiYGAwBAA="]', "Uncompress"),
    ('LibraryLoad["libc.so.6"]', "LibraryLoad"),
    ('CloudGet["https://example.com/x"]', "CloudGet"),
    ('RunThrough["ls", 1]', "RunThrough"),
    ('SessionSubmit[Print[1]]', "SessionSubmit"),
    ('PersistentValue["x", "Local"]', "PersistentValue"),
    ('LocalObject["x"]', "LocalObject"),
    ('BinaryDeserialize[ByteArray[{56, 67, 115, 0}]]', "BinaryDeserialize"),
    ('FunctionCompile[Function[x, x]]', "FunctionCompile"),
    ('ExternalFunction["Python", "print"]', "ExternalFunction"),
    ('FileSize["/etc/passwd"]', "FileSize"),
    ('AbsoluteFileName["."]', "AbsoluteFileName"),
    ('SendMail["To" -> "a@b.c", "Body" -> "x"]', "SendMail"),
    ('HTTPRequest["http://localhost"]', "HTTPRequest"),
    ('Map[ToExpression["Socket" <> "Connect"], {8000}]', "SocketConnect"),
    ('Symbol["Library" <> "Load"]["x"]', "LibraryLoad"),
]


@pytest.mark.parametrize("text,name", CALLS)
def test_unimplemented_names_are_refused(text, name):
    s = Session(sandbox=True)
    r = s.evaluate(text)
    msg = "%s::sandbox: %s is not allowed in a sandboxed session." % (name, name)
    assert msg in [str(m) for m in s.messages], text
    assert "$Failed" in str(r)
    assert str(s.evaluate("1 + 1")) == "2"


@pytest.mark.parametrize("name", ["$HomeDirectory", "$UserName", "$TemporaryDirectory",
                                  "$Path", "$MachineName", "$CommandLine", "$InitialDirectory"])
def test_host_variables_are_refused(name):
    s = Session(sandbox=True)
    assert str(s.evaluate(name)) == "$Failed"
    assert [str(m) for m in s.messages] == [
        "%s::sandbox: %s is not allowed in a sandboxed session." % (name, name)]
    s = Session()
    assert s.messages == []


def test_harmless_names_stay_allowed():
    s = Session(sandbox=True)
    assert str(s.evaluate('FileBaseName["a/b.m"]')) == "b"
    assert str(s.evaluate('ToString[$ProcessorCount > 0]')) == "True"
    assert s.messages == []


# issue 27: the other roads into the sandbox: names built at run time, ToExpression,
# strings as heads, StringForm and templates, regular expressions, NDArray data types,
# JSON keys, compiled models.  None may create a file, reach a forbidden builtin or show
# a Python object.
PROBES = [
    'Symbol["Run" <> "Process"][{"touch", "%(d)s/p1"}]',
    'ToExpression["Run" <> "Process"][{"touch", "%(d)s/p2"}]',
    'ToExpression["RunProcess[{\\"touch\\", \\"%(d)s/p3\\"}]"]',
    '"RunProcess"[{"touch", "%(d)s/p4"}]',
    'StringForm["`1`", RunProcess[{"touch", "%(d)s/p5"}]]',
    'ToString[StringForm["`1`", Hold[Put[1, "%(d)s/p6"]]]]',
    'StringTemplate["`a`"][<|"a" -> Hold[Put[1, "%(d)s/p7"]]|>]',
    'Through[{Symbol["Put"]}[1, "%(d)s/p8"]]',
    'Apply[Symbol["Ex" <> "port"], {"%(d)s/p9.csv", {1}}]',
    'StringReplace["abc", RegularExpression["(?P<x>b)"] -> "$1"]',
    'StringCases["%(d)s", RegularExpression["(?s).*"]]',
    'NDArray[{1, 2}, DataType -> "object"]',
    'NDArray[{1, 2}, DataType -> "__class__"]',
    'NDArray[{1, 2}, DataType -> "O"]',
    'ImportString["{\\"__class__\\": 1, \\"__proto__\\": {\\"os\\": 2}}", "JSON"]',
    'ExportString[<|"__class__" -> 1, "__import__" -> "os"|>, "JSON"]',
    'ImportString["__import__(\\"os\\").system(\\"touch %(d)s/p10\\")", "Text"]',
    'Uncompress[Compress[Put[1, "%(d)s/p11"]]]',
    'LibraryFunctionLoad["libc.so.6", "system", {"UTF8String"}, Integer]["touch %(d)s/p12"]',
    'Compile[{x}, x + 1][2]',
    "NDSolve[{y'[t] == ToExpression[\"exit\"], y[0] == 0}, y, {t, 0, 1}]",
    'FindRoot[ToExpression["open"][x] == 0, {x, 1}]',
    'NIntegrate[Symbol["globals"][x], {x, 0, 1}]',
    'FindFit[{{1, 2}, {2, 3}}, a x + Symbol["print"][x], {a}, x]',
    'Symbol["$Home" <> "Directory"]',
]
LEAKS = ("<built-in", "<function", "<module", "object at 0x", "Traceback", "<class")


@pytest.mark.parametrize("template", PROBES)
def test_probes_hold(tmp_path, template):
    s = Session(sandbox=True)
    r = s.evaluate(template % {"d": tmp_path}, timeout=20)
    text = str(r)
    assert not any(k in text for k in LEAKS), text
    assert not any(k in str(m) for m in s.messages for k in LEAKS)
    assert list(tmp_path.iterdir()) == []
    assert str(s.evaluate("1 + 1")) == "2"
