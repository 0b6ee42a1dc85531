"""Issue 27: inputs that used to give internal errors, raw terminal bytes or tracebacks."""

import os
import subprocess
import sys
import time

import pytest

from mathilda.session import Session

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ENV = dict(os.environ, PYTHONPATH=ROOT)
TIMEOUT_2 = "General::timeout: The evaluation took longer than 2 seconds and was stopped."


@pytest.mark.parametrize("text", [
    'StringMatchQ[StringRepeat["a", 60], RegularExpression["(a|aa)+c"]]',
    'StringCases[StringRepeat["x", 3000], RegularExpression["(x+x+)+y"]]',
    'StringReplace[StringRepeat["a", 60], RegularExpression["(a|aa)+c"] -> "x"]',
])
def test_catastrophic_regular_expressions_obey_the_time_limit(text):
    s = Session()
    t = time.monotonic()
    assert str(s.evaluate(text, timeout=2)) == "$Aborted"
    assert [str(m) for m in s.messages] == [TIMEOUT_2]
    assert time.monotonic() - t < 4 + 3
    assert str(s.evaluate('StringReplace["abc", RegularExpression["(b)"] -> "<$1>"]',
                          timeout=2)) == "a<b>c"


def test_huge_quantifier_is_a_message():
    s = Session()
    r = s.evaluate('StringMatchQ["a", RegularExpression["a{99999999999}"]]')
    assert str(r) == "StringMatchQ[a, RegularExpression[a{99999999999}]]"
    assert [m.tag for m in s.messages] == ["invld"]


def test_set_shape_message_text():
    s = Session()
    assert str(s.evaluate("{a, b} = {1}")) == "{1}"
    assert [str(m) for m in s.messages] == [
        "Set::shape: Lists {a, b} and {1} are not the same shape."]


@pytest.mark.parametrize("text,msg", [
    ("f[\x1b[31m", 'Syntax::sntxf: "f[" cannot be followed by "\\[RawEscape][31m".'),
    ('f::y = "a\x1bb\x07 `1`"; Message[f::y, 1]', "f::y: a\\[RawEscape]b\\.07 1"),
])
def test_terminal_escapes_are_not_written_raw_into_messages(text, msg):
    s = Session()
    s.evaluate(text)
    assert [str(m) for m in s.messages][-1] == msg


def _cli(*args, stdin=None, timeout=120):
    return subprocess.run([sys.executable, "-m", "mathilda"] + list(args), input=stdin,
                          capture_output=True, text=True, env=ENV, timeout=timeout)


def test_cli_escapes_in_syntax_errors():
    p = _cli(stdin="f[\x1b[31m\n")
    assert "\x1b" not in p.stderr and "\\[RawEscape]" in p.stderr
    assert p.stderr.splitlines()[-1] == "      ^"


def test_cli_reads_integers_over_4300_digits(tmp_path):
    n = "7" * 5000
    assert _cli("-c", "IntegerLength[%s]" % n).stdout == "5000\n"
    f = tmp_path / "big.m"
    f.write_text("Print[IntegerLength[%s]]\n" % n)
    p = _cli("-file", str(f))
    assert (p.stdout, p.stderr) == ("5000\n", "")
    assert _cli("-c", "16^^%s" % n[:4400]).stdout.startswith("6265135483")


def test_cli_sandbox_file_too_large_to_parse_within_the_limits(tmp_path):
    f = tmp_path / "big.m"
    with open(f, "w") as out:
        out.write("x = {" + ", ".join(["123456789"] * 400000) + "};\nLength[x]\n")
    p = subprocess.run([sys.executable, "-c", "import sys; from mathilda.cli import main; "
                        "from mathilda.session import Session; "
                        "Session.time_limit = 0.05; sys.exit(main(['-file', sys.argv[1]]))",
                        str(f)], capture_output=True, text=True, env=ENV, timeout=300)
    assert "Traceback" not in p.stderr
    assert p.stderr == ("General::timeout: The evaluation took longer than 0.05 seconds "
                        "and was stopped.\n")
    assert p.returncode == 1


@pytest.mark.parametrize("text,out,msgs", [
    ("D[x^2, {x, 10^10}]", "0", []),
    ("D[x^3 y, {x, 2}]", "6 x y", []),
    ("D[f[x], {x, 2}]", "f''[x]", []),
    ("x = PaddedForm[1, 10^8]", "1",
     ["PaddedForm::rsize: The result would have 100000000 elements, more than "
      "$MaxResultSize (10000000)."]),
    ("NumberForm[1., {10^8, 10^8}]", "1.",
     ["NumberForm::rsize: The result would have 200000000 elements, more than "
      "$MaxResultSize (10000000)."]),
    ("PaddedForm[123, 5]", "   123", []),
])
def test_sized_results(text, out, msgs):
    s = Session(sandbox=True)
    assert str(s.evaluate(text, timeout=10)) == out
    assert [str(m) for m in s.messages] == msgs


def test_nonlinear_dsolve_gives_up_in_bounded_time(monkeypatch):
    from mathilda.builtins.calculus import ode
    monkeypatch.setattr(ode, "DSOLVE_SECONDS", 2.0)
    s = Session()
    t = time.monotonic()
    text = "DSolve[y'[x] == Sin[y[x]]^2 + x y[x]^3, y[x], x]"
    assert str(s.evaluate(text)) == text      # unevaluated (it took 62 s to give up)
    assert s.messages == []
    assert time.monotonic() - t < 2.0 + 20        # (slack for a loaded machine)
    assert str(s.evaluate("DSolve[y'[x] == y[x], y[x], x]")) == "{{y[x] -> E^x C[1]}}"


def test_new_history_file_is_private(tmp_path):
    from mathilda.repl import SafeFileHistory
    path = tmp_path / "hist"
    h = SafeFileHistory(str(path))
    h.store_string("secret = 1")
    assert (os.stat(path).st_mode & 0o777) == 0o600
    assert list(SafeFileHistory(str(path)).load_history_strings()) == ["secret = 1"]
