"""The ``mathilda`` command, run as a subprocess: -c, scripts (FILE, -file, -print, shebang,
$ScriptCommandLine, exit codes, syntax errors), piped transcripts, the tour example and the
start-up cost."""

import os
import shutil
import signal
import subprocess
import sys
import time

from support import environment

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LENGTH_MESSAGE = "Length::argx: Length called with 2 arguments; 1 argument is expected."


def command():
    """The installed console script, or ``python -m mathilda`` when it is not on PATH."""
    exe = shutil.which("mathilda")
    return [exe] if exe else [sys.executable, "-m", "mathilda"]


def run(args, stdin=None, cwd=None, timeout=60):
    p = subprocess.run(command() + list(args), input=stdin, capture_output=True, text=True,
                       cwd=cwd, env=environment(), timeout=timeout)
    return p.returncode, p.stdout, p.stderr


# --- -c / -code ----------------------------------------------------------------------------

def test_code_prints_the_last_result():
    assert run(["-c", "1 + 1"]) == (0, "2\n", "")
    assert run(["-code", "f[x_] := x^2; f[3]"]) == (0, "9\n", "")
    assert run(["-c", 'StringJoin["a", "b"]']) == (0, "ab\n", "")


def test_code_with_several_expressions_and_print_all():
    code = "a = 2\nb = a + 1\nc = 3;"
    assert run(["-c", code]) == (0, "", "")
    assert run(["-c", "a = 2\nb = a + 1"]) == (0, "3\n", "")
    assert run(["-print", "all", "-c", code]) == (0, "2\n3\n", "")


def test_code_null_prints_nothing_and_print_goes_to_stdout():
    assert run(["-c", "x = 1;"]) == (0, "", "")
    assert run(["-c", 'Print["hello ", 1 + 1]']) == (0, "hello 2\n", "")


def test_messages_go_to_stderr():
    assert run(["-c", 'Print["a"]; Length[1, 2]']) == (
        0, "a\nLength[1, 2]\n", "%s\n" % LENGTH_MESSAGE)


def test_exit_codes():
    assert run(["-c", "Exit[3]"]) == (3, "", "")
    assert run(["-c", 'Print["1"]; Quit[2]; Print["2"]']) == (2, "1\n", "")
    assert run(["-c", "Quit[]"]) == (0, "", "")


def test_code_syntax_error():
    code, out, err = run(["-c", "f[1,,]]"])
    assert code == 1 and out == ""
    assert err.startswith("Syntax::")


def test_usage_errors_help_and_version():
    code, out, err = run(["--bogus"])
    assert code == 2 and "unknown option --bogus" in err
    code, out, err = run(["-c"])
    assert code == 2 and "-c needs an argument" in err
    code, out, err = run(["--help"])
    assert code == 0 and out.startswith("usage: mathilda")
    code, out, err = run(["--version"])
    assert code == 0 and out.startswith("mathilda ")


def test_sandbox_flag():
    assert run(["--sandbox", "-c", 'ReadString["/etc/hostname"]']) == (
        0, "$Failed\n",
        "ReadString::sandbox: ReadString is not allowed in a sandboxed session.\n")


# --- scripts ---------------------------------------------------------------------------------

SCRIPT = """\
(* a script *)
Print["args: ", $ScriptCommandLine];
Print["name: ", FileNameTake[$InputFileName]];
Length[1, 2];
Print["still running"];
y = 2 + 3
z = y^2
"""


def test_script_output_is_what_it_prints(tmp_path):
    (tmp_path / "s.m").write_text(SCRIPT)
    code, out, err = run(["s.m", "one", "two"], cwd=tmp_path)
    assert code == 0
    assert out == "args: {s.m, one, two}\nname: s.m\nstill running\n"
    assert err == LENGTH_MESSAGE + "\n"
    assert run(["-file", "s.m", "-x"], cwd=tmp_path)[1] == \
        "args: {s.m, -x}\nname: s.m\nstill running\n"


def test_script_print_last_and_all(tmp_path):
    (tmp_path / "s.m").write_text(SCRIPT)
    assert run(["-print", "s.m"], cwd=tmp_path)[1].endswith("still running\n25\n")
    assert run(["-print", "all", "-file", "s.m"], cwd=tmp_path)[1].endswith(
        "still running\n5\n25\n")


def test_script_exit_code(tmp_path):
    (tmp_path / "e.m").write_text('Print["before"]\nIf[Length[$ScriptCommandLine] > 1, '
                                  'Exit[ToExpression[$ScriptCommandLine[[2]]]]]\n'
                                  'Print["after"]\n')
    assert run(["e.m", "7"], cwd=tmp_path) == (7, "before\n", "")
    assert run(["e.m"], cwd=tmp_path) == (0, "before\nafter\n", "")


def test_script_syntax_error_names_file_line_column_and_runs_nothing(tmp_path):
    (tmp_path / "bad.m").write_text('Print["should not run"]\nf[x,\n  y]]\n')
    code, out, err = run(["bad.m"], cwd=tmp_path)
    assert code == 1
    assert out == ""
    first = err.splitlines()[0]
    assert first == 'bad.m:3:5: Syntax::sntxf: "  y]" cannot be followed by "]".'
    assert err.splitlines()[1:] == ["      y]]", "        ^"]


def test_script_incomplete_at_end(tmp_path):
    (tmp_path / "inc.m").write_text('Print["x"]\ng[1,\n')
    code, out, err = run(["inc.m"], cwd=tmp_path)
    assert code == 1 and out == ""
    assert err.startswith("inc.m:2:5: Syntax::sntxi:")


def test_missing_script():
    code, out, err = run(["no_such_script.m"])
    assert code == 1 and "cannot open no_such_script.m" in err


def test_shebang_script(tmp_path):
    path = tmp_path / "hello.m"
    path.write_text("#!/usr/bin/env mathilda\nPrint[\"hello from \", $ScriptCommandLine[[2]]]\n")
    assert run([str(path), "shebang"]) == (0, "hello from shebang\n", "")
    if shutil.which("mathilda"):
        path.chmod(0o755)
        p = subprocess.run([str(path), "exec"], capture_output=True, text=True,
                           env=environment(), timeout=60)
        assert (p.returncode, p.stdout) == (0, "hello from exec\n")


def test_script_from_stdin():
    assert run(["-file", "-"], stdin='Print[6 * 7]\n') == (0, "42\n", "")


def test_ctrl_c_ends_a_script(tmp_path):
    (tmp_path / "loop.m").write_text('Print["start"]\nWhile[True]\nPrint["never"]\n')
    # the child starts with the default SIGINT disposition: a process that inherits SIGINT
    # ignored (as a test run can leave it) gets no KeyboardInterrupt from Python at all
    p = subprocess.Popen(command() + ["loop.m"], cwd=tmp_path, env=environment(),
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                         preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    try:
        line = p.stdout.readline()
        assert line == "start\n"
        time.sleep(0.3)
        p.send_signal(signal.SIGINT)
        out, err = p.communicate(timeout=30)
    finally:
        if p.poll() is None:        # never leave a looping process behind
            p.kill()
            p.communicate()
    assert p.returncode == 130
    assert out == ""


# --- piped transcripts -----------------------------------------------------------------------

def test_piped_input_prints_a_transcript():
    stdin = 'x = 5;\n1 + 1\nf[1,\n  2]\nx + %%\nPrint["p"]\n\n(* note *)\n?ArrayPad\n"s"\n'
    code, out, err = run([], stdin=stdin)
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert lines[:4] == ["Out[2]= 2", "Out[3]= f[1, 2]", "Out[4]= 7", "p"]
    assert lines[4].startswith("ArrayPad[array, m] pads array")
    assert lines[-1] == "Out[7]= s"


def test_piped_input_messages_syntax_errors_and_exit():
    stdin = "Length[1, 2]\nf[x]]\n2 + 2\nExit[4]\n5\n"
    code, out, err = run([], stdin=stdin)
    assert code == 4
    assert out == "Out[1]= Length[1, 2]\nOut[2]= 4\n"
    assert err.splitlines()[0] == LENGTH_MESSAGE
    assert err.splitlines()[1].startswith("Syntax::sntx")


def test_piped_input_incomplete_at_end():
    code, out, err = run([], stdin="1 + 1\ng[1,\n")
    assert code == 0 and out == "Out[1]= 2\n"
    assert "Syntax::sntxi" in err


# --- examples and start-up -------------------------------------------------------------------

def test_tour_example():
    path = os.path.join(ROOT, "examples", "tour.m")
    code, out, err = run([path])
    assert (code, err) == (0, "")
    assert out == TOUR_EXPECTED


def test_start_up_imports_nothing_heavy():
    code = ("import sys, mathilda.cli as c; c.main(['-c', '1']); "
            "print(sorted(m for m in ('sympy', 'numpy', 'prompt_toolkit', 'pygments', "
            "'ipykernel', 'zmq', 'IPython') if m in sys.modules))")
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                       env=environment(), timeout=60)
    assert p.stdout == "1\n[]\n", p.stderr


TOUR_EXPECTED = """\
1267650600228229401496703205376   1/2   2 Sqrt[2]   2432902008176640000
3.14159265358979323846264338328   1.41421
1 + 3 x + 3 x^2 + x^3   (-2 + x) (2 + x)
2 Cos[x] Sin[x]   E^x (-1 + x)
{{x -> 2}, {x -> 3}}   Pi^2/6
{1, 4, 9, 16, 25, 36}   total 91   91
{2, 3, 5, 7, 11, 13, 17, 19, 23, 29}   {2, 5, 10}   {f[a], f[b]}
10   1024   {5, 4, 3, 2, 1}
23416728348467685
{4 Pi, 9, area[triangle[1]]}
{a, 42, c}   x^2
Mathilda has 8 letters
the cog sog   LOUD
27   {ann, bob}   {31, 27}
Collatz steps from 27: 111
3! = 6
4! = 24
5! = 120
{0, 0, 1, 2, 3, 0, 0}   {2, 3, 1, 2, 3, 1, 2}
{{4, 3, 4, 3}, {2, 1, 2, 1}, {4, 3, 4, 3}, {2, 1, 2, 1}}
{1, 2, 2, 1}
"""


def test_transcript_labels_forms_and_aligns_pictures():
    """Piped input prints as the Wolfram Language's terminal: a top-level output form is
    named in the label (Out[1]//MatrixForm=) and Out[n] keeps the expression inside it; the
    lines of a picture are indented under the label, which stands on the picture's baseline."""
    stdin = ("MatrixForm[{{1, 2}, {3, 4}}]\n%\nSubscript[a, 1] + Subscript[a, 2]\n"
             "Superscript[x, 2]\nShort[Range[100], 1]\nInputForm[x^2]\n")
    rc, out, err = run([], stdin=stdin)
    assert (rc, err) == (0, "")
    assert out == ("Out[1]//MatrixForm= 1   2\n"
                   "\n"
                   "                    3   4\n"
                   "Out[2]= {{1, 2}, {3, 4}}\n"
                   "Out[3]= a  + a\n"
                   "         1    2\n"
                   "         2\n"
                   "Out[4]= x\n"
                   "Out[5]//Short= {1, 2, 3, 4, 5, 6, 7, 8, 9, <<82>>, 92, 93, 94, 95, 96, 97, "
                   "98, 99, 100}\n"
                   "Out[6]//InputForm= x^2\n")
