"""Sandboxed sessions: every forbidden action is refused with a message, and nothing on disk
(or in the process's environment or current directory) changes.

Each test works in a temporary directory holding a few files; the listing and the contents
of every file are compared before and after.  A control test shows that an ordinary session
really does write there, so the refusals are what keeps the directory unchanged."""

import os
import subprocess
import sys

import pytest

from mathilda.core.expr import NULL
from mathilda.runtime.sandbox import FORBIDDEN, SANDBOX_MAX_RESULT_SIZE, SANDBOX_TIME_LIMIT
from mathilda.session import Session

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def snapshot(root):
    """{relative path: bytes or None for a directory} for everything under ``root``."""
    out = {}
    for d, dirs, files in os.walk(root):
        for name in dirs:
            out[os.path.relpath(os.path.join(d, name), root)] = None
        for name in files:
            p = os.path.join(d, name)
            with open(p, "rb") as f:
                out[os.path.relpath(p, root)] = f.read()
    return out


@pytest.fixture
def box(tmp_path):
    (tmp_path / "data.m").write_text("secret = 42\n")
    (tmp_path / "notes.txt").write_text("keep me\n")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "inner.csv").write_text("1,2\n3,4\n")
    return tmp_path


def refused(name):
    return "%s::sandbox: %s is not allowed in a sandboxed session." % (name, name)


def actions(d):
    """(input, the builtin that must refuse) for every forbidden action, on files in ``d``."""
    f = lambda name: '"%s"' % os.path.join(str(d), name)      # noqa: E731
    return [
        ("Get[%s]" % f("data.m"), "Get"),
        ("<< %s" % os.path.join(str(d), "data.m"), "Get"),
        ("Put[1, %s]" % f("new.m"), "Put"),
        ("Put[1, %s]" % f("notes.txt"), "Put"),
        ("x >> %s" % f("notes.txt"), "Put"),
        ("PutAppend[1, %s]" % f("notes.txt"), "PutAppend"),
        ("x >>> %s" % f("notes.txt"), "PutAppend"),
        ("ReadString[%s]" % f("notes.txt"), "ReadString"),
        ("ReadList[%s]" % f("data.m"), "ReadList"),
        ("Import[%s]" % f("sub/inner.csv"), "Import"),
        ('Import[%s, "Text"]' % f("notes.txt"), "Import"),
        ("Export[%s, {1, 2}]" % f("out.csv"), "Export"),
        ("Export[%s, 7]" % f("notes.txt"), "Export"),
        ("FileExistsQ[%s]" % f("data.m"), "FileExistsQ"),
        ("Directory[]", "Directory"),
        ("SetDirectory[%s]" % f("sub"), "SetDirectory"),
        ("ResetDirectory[]", "ResetDirectory"),
        ("FileNames[\"*\", %s]" % f(""), "FileNames"),
        ("DeleteFile[%s]" % f("notes.txt"), "DeleteFile"),
        ("CreateFile[%s]" % f("made"), "CreateFile"),
        ("CopyFile[%s, %s]" % (f("notes.txt"), f("copy.txt")), "CopyFile"),
        ("RenameFile[%s, %s]" % (f("notes.txt"), f("moved.txt")), "RenameFile"),
        ("CreateDirectory[%s]" % f("newdir"), "CreateDirectory"),
        ("DeleteDirectory[%s]" % f("sub"), "DeleteDirectory"),
        ("OpenWrite[%s]" % f("w.txt"), "OpenWrite"),
        ("OpenAppend[%s]" % f("notes.txt"), "OpenAppend"),
        ("OpenRead[%s]" % f("notes.txt"), "OpenRead"),
        ('WriteString[%s, "x"]' % f("notes.txt"), "WriteString"),
        ("Save[%s, secret]" % f("saved.m"), "Save"),
        ("DumpSave[%s, secret]" % f("dump.mx"), "DumpSave"),
        ('Run["touch %s"]' % os.path.join(str(d), "ran"), "Run"),
        ('RunProcess[{"touch", %s}]' % f("ran2"), "RunProcess"),
        ('StartProcess[{"touch", %s}]' % f("ran3"), "StartProcess"),
        ('Environment["HOME"]', "Environment"),
        ('SetEnvironment["MATHILDA_SANDBOX_TEST" -> "1"]', "SetEnvironment"),
        ('Install["prog"]', "Install"),
        ('LinkLaunch["prog"]', "LinkLaunch"),
        ('URLRead["http://localhost/"]', "URLRead"),
        ('ExternalEvaluate["Python", "1 + 1"]', "ExternalEvaluate"),
        ("Exit[3]", "Exit"),
        ("Quit[]", "Quit"),
    ]


def test_forbidden_set_covers_every_action():
    for _, name in actions("/tmp"):
        assert name in FORBIDDEN


@pytest.mark.parametrize("i", range(len(actions("/tmp"))))
def test_each_forbidden_action_is_refused(box, i):
    text, name = actions(box)[i]
    before = snapshot(box)
    cwd = os.getcwd()
    env = dict(os.environ)
    s = Session(sandbox=True)
    r = s.evaluate(text)
    assert str(r) == "$Failed", text
    assert [str(m) for m in s.messages] == [refused(name)], text
    assert snapshot(box) == before, text
    assert os.getcwd() == cwd
    assert dict(os.environ) == env
    assert s.exit_code is None
    assert str(s.evaluate("1 + 1")) == "2"      # the session goes on


INDIRECT = [
    # every way of reaching a forbidden builtin goes through the same registry
    'ToExpression["Put[1, \\"%s\\"]"]',
    'ToExpression["Put"][1, "%s"]',
    'Apply[Put, {1, "%s"}]',
    'Put @@ {1, "%s"}',
    'Map[Put[1, #] &, {"%s"}]',
    'f[1, "%s"] /. f -> Put',
    'With[{g = Put}, g[1, "%s"]]',
    'Module[{h}, h = Put; h[1, "%s"]]',
    'Through[{Put}[1, "%s"]]',
    'Function[{p}, p[1, "%s"]][Put]',
    'ReleaseHold[Hold[Put[1, "%s"]]]',
    'Block[{Put}, Put[1, "%s"]]',
    'Unprotect[Put]; ClearAll[Put]; Put[1, "%s"]',
    'Put[1, FileNameJoin[{"%s"}]]',
    'Catch[Put[1, "%s"]]',
    'TimeConstrained[Put[1, "%s"], 5]',
]


@pytest.mark.parametrize("template", INDIRECT)
def test_indirect_routes_are_refused(box, template):
    target = os.path.join(str(box), "indirect.m")
    before = snapshot(box)
    s = Session(sandbox=True)
    s.evaluate(template % target)
    assert refused("Put") in [str(m) for m in s.messages], template
    assert snapshot(box) == before
    assert not os.path.exists(target)


def test_ordinary_session_does_write(box):
    """The control: without the sandbox the same inputs change the directory."""
    before = snapshot(box)
    s = Session()
    assert s.evaluate('Put[1, "%s"]' % os.path.join(str(box), "new.m")) is NULL
    assert str(s.evaluate('ReadString["%s"]' % os.path.join(str(box), "notes.txt"))) \
        == "keep me\n"
    after = snapshot(box)
    assert after != before and after["new.m"] == b"1\n"


def test_sandbox_does_not_leak_into_other_sessions(box):
    Session(sandbox=True).evaluate("1")
    s = Session()
    assert str(s.evaluate('FileExistsQ["%s"]' % os.path.join(str(box), "data.m"))) == "True"
    t = Session(sandbox=True)
    assert str(t.evaluate('FileExistsQ["%s"]' % os.path.join(str(box), "data.m"))) == "$Failed"


def test_harmless_builtins_still_work():
    s = Session(sandbox=True)
    assert str(s.evaluate('ImportString["1,2\\n3,4", "CSV"]')) == "{{1, 2}, {3, 4}}"
    assert str(s.evaluate('FileNameJoin[{"a", "b.m"}]')) == "a/b.m"
    assert str(s.evaluate('FileExtension["x.csv"]')) == "csv"
    assert str(s.evaluate('ToExpression["1 + 2"]')) == "3"
    assert str(s.evaluate("ArrayPad[{1, 2}, 1]")) == "{0, 1, 2, 0}"
    assert s.messages == []


def test_default_limits():
    s = Session(sandbox=True)
    assert s.time_limit == SANDBOX_TIME_LIMIT
    assert 0 < s.memory_limit <= 2 ** 30
    assert str(s.evaluate("$MaxResultSize")) == str(SANDBOX_MAX_RESULT_SIZE)
    assert Session().time_limit is None and Session().memory_limit is None


def test_max_result_size_can_be_lowered_not_raised():
    s = Session(sandbox=True)
    s.evaluate("$MaxResultSize = 10^12")
    assert [str(m) for m in s.messages] == [
        "$MaxResultSize::sandbox: Raising $MaxResultSize above 10000000 is not allowed in a "
        "sandboxed session."]
    assert str(s.evaluate("$MaxResultSize")) == "10000000"
    assert str(s.evaluate("Range[2 10^7]")) == "Range[20000000]"
    assert [str(m) for m in s.messages] == [
        "Range::rsize: The result would have 20000000 elements, more than $MaxResultSize "
        "(10000000)."]
    assert str(s.evaluate("$MaxResultSize = 100; Range[200]")) == "Range[200]"
    assert str(s.evaluate("$MaxResultSize = Infinity; $MaxResultSize")) == "10000000"


def test_time_limit_applies_by_default():
    s = Session(sandbox=True)
    s.time_limit = 0.2                # the default is SANDBOX_TIME_LIMIT seconds
    assert str(s.evaluate("While[True]")) == "$Aborted"
    assert [str(m) for m in s.messages] == [
        "General::timeout: The evaluation took longer than 0.2 seconds and was stopped."]
    # TimeConstrained inside cannot extend it
    assert str(s.evaluate("TimeConstrained[While[True], 100, late]")) == "$Aborted"
    assert str(s.evaluate("1 + 1")) == "2"


def test_memory_limit_applies_by_default():
    s = Session(sandbox=True)
    s.memory_limit = 40 * 2 ** 20
    r = s.evaluate("l = {}; While[True, AppendTo[l, RandomReal[1, 10^5]]]")
    assert str(r) == "$Aborted"
    assert [str(m) for m in s.messages] == [
        "General::memory: The evaluation needed more memory than allowed."]


def test_command_line_sandbox(box):
    before = snapshot(box)
    env = dict(os.environ, PYTHONPATH=ROOT)
    p = subprocess.run([sys.executable, "-m", "mathilda", "--sandbox", "-c",
                        'Put[1, "made.m"]; ReadString["notes.txt"]'],
                       cwd=str(box), capture_output=True, text=True, env=env, timeout=60)
    assert p.stdout == "$Failed\n"
    assert p.stderr == (refused("Put") + "\n" + refused("ReadString") + "\n")
    assert snapshot(box) == before


@pytest.mark.parametrize("text", [
    "FindFit[{{1, 2}, {2, 3}, {3, 5}}, a x + exit[x], {a}, x]",
    "FindFit[{{1, 2}, {2, 3}, {3, 5}}, a x + quit[x], {a}, x]",
])
def test_python_exit_reached_from_the_language_cannot_end_the_host(text):
    """A symbol named like a Python builtin can reach Python through SymPy's lambdify
    (FindFit compiles its model): exit() there must not end the host process."""
    s = Session(sandbox=True)
    s.evaluate(text)                     # SystemExit must not escape
    assert str(s.evaluate("1 + 1")) == "2"


@pytest.mark.parametrize("text", ["NMaximize[print[], $Failed]",
                                  "NMaximize[copyright[], $Failed]",
                                  "FindFit[{{1, 2}, {2, 3}, {3, 5}}, a x + print[x], {a}, x]"])
def test_python_builtins_unreachable_through_compiled_models(capfd, text):
    s = Session(sandbox=True)
    s.evaluate(text)
    out, err = capfd.readouterr()
    assert out == "" and err == ""


# A free symbol in a compiled right-hand side used to be looked up by name in the generated
# code's namespace: NDSolve[{y'[t] == pi, ...}] integrated Python's math.pi, and exit, open,
# globals or license (and their fullwidth spellings, which Python folds to the same names)
# reached Python objects.  Every such symbol is now refused before anything is compiled.
NDSOLVE_NAMES = ["pi", "e", "exit", "open", "globals", "license", "inf", "nan", "tau",
                 "math", "mpmath", "builtins", "ｐｉ", "ｅｘｉｔ", "ｏｐｅｎ"]


@pytest.mark.parametrize("name", NDSOLVE_NAMES)
def test_ndsolve_free_symbols_do_not_reach_python(name):
    s = Session(sandbox=True)
    text = "NDSolve[{y'[t] == %s, y[0] == 0}, y, {t, 0, 1}]" % name
    r = s.evaluate(text)
    assert r.head_symbol is not None and r.head_symbol.name == "NDSolve", str(r)
    assert [str(m) for m in s.messages] == [
        "NDSolve::ndnum: Encountered non-numerical value for a derivative at t == 0.."]


def test_ndsolve_numeric_constants_still_work():
    s = Session(sandbox=True)
    s.evaluate("sol = NDSolve[{y'[t] == Pi, y[0] == 0}, y, {t, 0, 1}]")
    assert str(s.evaluate("y[1] /. First[sol]")) == "3.14159"
    assert s.messages == []


def test_nothing_turns_expressions_into_code_but_the_translator():
    """SymPy's lambdify (and eval/exec of text) would look names up in a namespace with
    Python's builtins: every generated function is made by core/codegen.py, which checks
    the source and gives it no builtins (the compiler and the pattern matchers use it)."""
    import pathlib
    root = pathlib.Path(ROOT) / "mathilda"
    offenders = []
    for path in root.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        rel = path.relative_to(root).as_posix()
        if "lambdify(" in text or ".lambdify" in text:
            offenders.append(rel)
        if rel != "core/codegen.py" and ("exec(" in text or " eval(" in text):
            offenders.append(rel)
    assert offenders == []


# The one translator from expressions to Python code (mathilda/algorithms/compile): a symbol
# that is not a declared variable or a numeric constant never becomes code, however it was
# spelled or built.
@pytest.mark.parametrize("name", NDSOLVE_NAMES + ["print", "eval", "__import__", "h_fail",
                                                  "v0", "k0", "__builtins__"])
def test_translator_refuses_python_names(name):
    from mathilda.algorithms.compile import numeric_function
    from mathilda.core.expr import Expression, S, Symbol
    s = Session(sandbox=True)
    x, sym = Symbol("x"), Symbol(name)
    for e in (Expression(S.Plus, (x, sym)), Expression(sym, (x,)),
              s.evaluate('x + ToExpression["%s"]' % name),
              s.evaluate('Symbol["%s"][x]' % name)):
        for vectorized in (True, False):
            assert numeric_function(e, [x], ev=s.ev, vectorized=vectorized) is None


# A sandbox refuses Compile (mathilda/data/sandbox_forbidden.txt, issue 27); outside one, the
# code Compile generates reaches nothing but the math it was built from all the same.
def test_compiled_functions_reach_no_python_name():
    s = Session()
    assert str(s.evaluate("Compile[{{n, _Integer}}, Module[{s = 0}, Do[s += i, {i, n}]; "
                          "s]][10]")) == "55"
    # names that are Python builtins stay symbols: evaluated uncompiled, never reaching Python
    for name in ["exit", "open", "print", "__import__", "globals", "ｅｘｉｔ", "h_fail", "v0"]:
        for probe in ('Symbol["%s"][x] + x', 'Symbol["%s"] + x'):
            r = s.evaluate("Compile[{x}, %s][1.]" % (probe % name))
            assert name in str(r) and "1." in str(r), (name, str(r))
        r = s.evaluate('Compile[{x}, ToExpression["%s"] x][2.]' % name.strip("_"))
        assert name.strip("_") in str(r), (name, str(r))
    assert str(s.evaluate("1 + 1")) == "2"


# The numeric builtins that compile (FindRoot, NIntegrate, FindMinimum, the automatically
# compiled loops) with symbols named like Python objects, spelled plainly, in fullwidth or
# built at run time: they stay symbols; nothing prints, nothing ends the process.
PROBE_NAMES = ["pi", "exit", "open", "print", "globals", "license", "ｅｘｉｔ", "ｐｒｉｎｔ"]
PROBES = [
    "FindRoot[x - %s, {x, 1}]",
    "FindRoot[Symbol[\"%s\"][x] - 1, {x, 1}]",
    "NIntegrate[%s[x], {x, 0, 1}]",
    "FindMinimum[(x - 1)^2 + %s[x], {x, 0}]",
    "s = 0; Do[s += %s, {i, 100}]; s",
    "s = 0; Do[s += ToExpression[\"%s\"][i], {i, 100}]; s",
    "Table[%s[i] + 0.5, {i, 300}][[1]]",
    "Sum[%s^k, {k, 100}] // Head",
    "Nest[%s[#] + 1. &, 0.5, 100] // Head",
]


@pytest.mark.parametrize("probe", PROBES)
def test_compiling_builtins_keep_python_names_symbolic(capfd, probe):
    s = Session(sandbox=True)
    for name in PROBE_NAMES:
        r = s.evaluate(probe % name)
        assert r is not None
    out, err = capfd.readouterr()
    assert "Traceback" not in out + err
    assert out == ""
    assert str(s.evaluate("1 + 1")) == "2"


def test_compiling_builtins_results_with_python_names():
    s = Session(sandbox=True)
    assert str(s.evaluate("s = 0; Do[s += exit, {i, 100}]; s")) == "100 exit"
    assert str(s.evaluate("Table[open[i] + 0.5, {i, 300}][[1]]")) == "0.5 + open[1]"
    assert str(s.evaluate("FindRoot[x - pi, {x, 1}]")) == "FindRoot[x - pi, {x, 1}]"
    assert [str(m) for m in s.messages] == [
        "FindRoot::nlnum: The function value {1. - 1. pi} is not a list of numbers with "
        "dimensions {1} at {x} = {1.}."]
