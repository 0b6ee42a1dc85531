"""The interactive REPL, driven through a pseudo-terminal with pexpect: numbering, %,
`;`, multi-line continuation, ?Name / ??Name, Tab completion, Ctrl+C, Ctrl+D, Exit[n] and
the history file."""

import os
import re
import shutil
import sys
import tempfile
import time

import pytest

pexpect = pytest.importorskip("pexpect")

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ANSI = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b[=>]|\r")
UP = "\x1b[A"


class Terminal:
    """A REPL on a pseudo-terminal; ``expect`` searches the output with the terminal
    escape sequences removed, and only past what earlier calls matched."""

    def __init__(self, history):
        exe = shutil.which("mathilda")
        cmd, args = (exe, []) if exe else (sys.executable, ["-m", "mathilda"])
        env = dict(os.environ, PROMPT_TOOLKIT_NO_CPR="1", TERM="xterm",
                   MATHILDA_HISTORY=str(history),
                   PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
        env.pop("NO_COLOR", None)
        if env.pop("PYTHONDONTWRITEBYTECODE", None):
            env["PYTHONPYCACHEPREFIX"] = os.path.join(tempfile.gettempdir(),
                                                      "mathilda-pycache")
        self.child = pexpect.spawn(cmd, args, env=env, encoding="utf-8",
                                   dimensions=(40, 200), timeout=20)
        self.text = ""
        self.pos = 0

    def _read(self):
        try:
            self.text += ANSI.sub("", self.child.read_nonblocking(65536, timeout=0.1))
        except pexpect.TIMEOUT:
            pass

    def expect(self, pattern, timeout=20):
        rx = re.compile(pattern)
        end = time.time() + timeout
        while True:
            m = rx.search(self.text, self.pos)
            if m:
                self.pos = m.end()
                return m
            if time.time() > end:
                raise AssertionError("no %r in %r" % (pattern, self.text[self.pos:]))
            try:
                self._read()
            except pexpect.EOF:
                m = rx.search(self.text, self.pos)
                if m:
                    self.pos = m.end()
                    return m
                raise AssertionError("EOF before %r in %r" % (pattern, self.text[self.pos:]))

    def output_until_prompt(self, n):
        """The text printed before the prompt In[n]:= (after the last match)."""
        start = self.pos
        self.expect(r"In\[%d\]:= " % n)
        return self.text[start:self.pos]

    def send(self, text):
        self.child.send(text)

    def enter(self, line):
        self.child.send(line + "\r")

    def finish(self):
        try:
            self.child.expect(pexpect.EOF, timeout=20)
        finally:
            self.child.close()
        return self.child.exitstatus

    def close(self):
        if self.child.isalive():
            self.child.terminate(force=True)


@pytest.fixture
def term(tmp_path):
    t = Terminal(tmp_path / "history")
    t.expect(r"In\[1\]:= ")
    yield t
    t.close()


def test_numbering_percent_and_semicolon(term):
    term.enter("1 + 1")
    assert "Out[1]= 2" in term.output_until_prompt(2)
    term.enter("% + 1")
    assert "Out[2]= 3" in term.output_until_prompt(3)
    term.enter("x = 10;")
    assert "Out[" not in term.output_until_prompt(4)
    term.enter("%% * x")
    assert "Out[4]= 30" in term.output_until_prompt(5)
    term.enter('Print["printed"]')
    shown = term.output_until_prompt(6)
    assert "printed" in shown and "Out[" not in shown
    term.send("\x04")
    assert term.finish() == 0


def test_multi_line_continuation(term):
    term.enter("f[1,")
    time.sleep(0.3)
    term.enter("  2,")
    term.enter("  3]")
    assert "Out[1]= f[1, 2, 3]" in term.output_until_prompt(2)
    term.enter('StringLength["ab')
    term.enter('cd"]')
    assert "Out[2]= 5" in term.output_until_prompt(3)
    term.enter("{1, (* a comment")
    term.enter("  *) 2}")
    assert "Out[3]= {1, 2}" in term.output_until_prompt(4)


def test_help_usage_and_long_form(term):
    from mathilda.core.registry import load_all
    usage = load_all()["ArrayPad"].usage
    term.enter("?ArrayPad")
    shown = term.output_until_prompt(2)
    assert usage.split("\n")[0] in shown
    assert "Attributes[" not in shown
    term.enter("??ArrayPad")
    shown = term.output_until_prompt(3)
    assert "Attributes[ArrayPad] = {Protected}" in shown
    assert "Options[ArrayPad] = {InterpolationOrder -> 1}" in shown


def test_messages_are_shown(term):
    term.enter("Length[1, 2]")
    shown = term.output_until_prompt(2)
    assert "Length::argx: Length called with 2 arguments; 1 argument is expected." in shown
    assert "Out[1]= Length[1, 2]" in shown
    term.enter("f[x]]")
    term.expect(r"Syntax::sntx")
    term.enter("2 + 3")
    assert "Out[2]= 5" in term.output_until_prompt(3)


def test_ctrl_c_aborts_the_evaluation_and_the_session_goes_on(term):
    term.enter("y = 7; While[True]")
    time.sleep(0.8)
    term.child.sendintr()
    assert "Out[1]= $Aborted" in term.output_until_prompt(2)
    term.enter("y + 1")
    assert "Out[2]= 8" in term.output_until_prompt(3)
    term.send("garbage")
    time.sleep(0.2)
    term.child.sendintr()
    time.sleep(0.2)
    term.enter("2 + 2")
    assert "Out[3]= 4" in term.output_until_prompt(4)


def test_tab_completion(term):
    term.enter("myVariable = 3;")
    term.output_until_prompt(2)
    term.send("myVar\t")
    time.sleep(0.3)
    term.enter(" + 1")
    assert "Out[2]= 4" in term.output_until_prompt(3)
    term.send("ArrayPa\t")
    time.sleep(0.3)
    term.enter("[{1}, 1]")
    assert "Out[3]= {0, 1, 0}" in term.output_until_prompt(4)


def test_exit_and_quit_leave_with_their_code(term):
    term.enter("Exit[5]")
    assert term.finish() == 5


def test_history_file_persists(tmp_path):
    hist = tmp_path / "history"
    t = Terminal(hist)
    try:
        t.expect(r"In\[1\]:= ")
        t.enter("40 + 2")
        t.expect(r"Out\[1\]= 42")
        t.enter("Quit[]")
        assert t.finish() == 0
    finally:
        t.close()
    assert "+40 + 2" in hist.read_text()
    t = Terminal(hist)
    try:
        t.expect(r"In\[1\]:= ")
        t.send(UP)          # Quit[]
        time.sleep(0.2)
        t.send(UP)          # 40 + 2
        time.sleep(0.2)
        t.send("\r")
        t.expect(r"Out\[1\]= 42")
        t.enter("1 + 1")
        t.expect(r"Out\[2\]= 2")
        t.send("\x04")
        assert t.finish() == 0
    finally:
        t.close()
    text = hist.read_text()
    assert text.count("+40 + 2") == 2 and "+1 + 1" in text


# --- the highlighting lexer (no terminal needed) ------------------------------------------

def test_lexer_token_kinds():
    pytest.importorskip("pygments")
    from pygments.token import Comment, Name, Number, Operator, String
    from mathilda.highlight import MathildaLexer
    text = 'f[x_Integer] := Length[{x, 1.5*^3}] /. a -> "s\\"t" (* c (* nested *) *) #1 &'
    tokens = [(t, v) for t, v in MathildaLexer().get_tokens(text) if v.strip()]
    kinds = dict((v, t) for t, v in tokens)
    assert kinds["f"] is Name
    assert kinds["x_Integer"] is Name.Variable
    assert kinds["Length"] is Name.Builtin
    assert kinds["1.5*^3"] is Number
    assert kinds[":="] is Operator and kinds["/."] is Operator and kinds["->"] is Operator
    assert kinds["#1"] is Name.Variable.Magic
    assert (String.Escape, '\\"') in tokens
    comment = "".join(v for t, v in tokens if t in Comment)
    assert comment.replace(" ", "") == "(*c(*nested*)*)"


def test_lexer_knows_every_operator_of_the_table():
    pytest.importorskip("pygments")
    from pygments.token import Operator
    from mathilda.highlight import MathildaLexer
    from mathilda.syntax.operators import OPERATORS
    lexer = MathildaLexer()
    for op in OPERATORS:
        tokens = [(t, v) for t, v in lexer.get_tokens("a " + op.spelling + " b")
                  if v.strip()]
        assert (Operator, op.spelling) in tokens, (op.name, tokens)
