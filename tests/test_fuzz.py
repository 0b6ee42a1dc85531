"""Fuzzing (hypothesis): random text, random token sequences and random expression trees.

The property: a result or a message, never a Python exception, never a hang.

* the parser raises nothing but its syntax errors (MathildaSyntaxError);
* Session.evaluate never raises, and returns within its time limit (plus slack);
* the session still works afterwards.

Cases run in sandboxed sessions (nothing can touch the disk) with a short time limit each.
The suite's run is short and derandomized (the same cases every time, so other modules'
work in progress cannot make it flaky); ``python bench/fuzz.py --minutes N`` runs a long,
random fuzz and lists what it finds, internal errors of builtins included."""

import sys
import time

from hypothesis import HealthCheck, given, settings, strategies as st

from mathilda.core.expr import Expression, Integer, Real, String, Symbol, S
from mathilda.core.registry import load_all
from mathilda.runtime.sandbox import FORBIDDEN
from mathilda.session import Session
from mathilda.syntax.errors import MathildaSyntaxError
from mathilda.syntax.operators import OPERATORS
from mathilda.syntax.parser import parse_all

from mathilda.runtime.deep import PY_RECURSION_LIMIT

# evaluation raises the interpreter's recursion limit on first use; do it now, so that
# hypothesis does not see it change during a test
sys.setrecursionlimit(max(sys.getrecursionlimit(), PY_RECURSION_LIMIT))

LIMIT = 0.5          # seconds per evaluation
SLACK = 10.0         # a hang, not a slow case, is what this catches (parallel kernels start
                     # slowly on a loaded machine)

FAST = settings(max_examples=200, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
EVAL = settings(max_examples=150, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

CHARS = ("abcxyzfgABCXYZ0123456789 \t\n.,;:[](){}<>|&@#$%^*+-=/\\!?~_'\"`"
         "\u03b1\u00e9\u2192\u221e")
TOKENS = sorted({op.spelling for op in OPERATORS} | {
    "[", "]", "[[", "]]", "(", ")", "{", "}", "<|", "|>", ",", ";", "\n", " ", "(*", "*)",
    '"', "'", "#", "##", "%", "%%", "_", "__", "___", "_.", "x", "f", "1", "2.5", "10^", "`",
    "::", "a", "\\[Alpha]", "?", "~", "`1", "1.*^5", "2^^101"})

NAMES = sorted(n for n in load_all() if n not in FORBIDDEN and n != "Pause")
SPECS = load_all()


def parses_or_syntax_error(text):
    try:
        parse_all(text)
    except MathildaSyntaxError:
        pass


def evaluates_safely(x):
    s = Session(sandbox=True)
    t0 = time.monotonic()
    r = s.evaluate(x, timeout=LIMIT)             # must not raise
    assert time.monotonic() - t0 < LIMIT + SLACK
    str(r)                                       # printing must not raise either
    assert str(s.evaluate("1 + 1")) == "2"
    return r, s


# --- text and tokens through the parser and the evaluator ----------------------------------

@FAST
@given(st.text(alphabet=CHARS, max_size=60))
def test_parser_random_text(text):
    parses_or_syntax_error(text)


@FAST
@given(st.text(max_size=40))
def test_parser_arbitrary_unicode(text):
    parses_or_syntax_error(text)


@FAST
@given(st.lists(st.sampled_from(TOKENS), max_size=30).map("".join))
def test_parser_random_tokens(text):
    parses_or_syntax_error(text)


@FAST
@given(st.lists(st.sampled_from(TOKENS), min_size=1, max_size=12).map(" ".join))
def test_parser_random_tokens_spaced(text):
    parses_or_syntax_error(text)


@EVAL
@given(st.text(alphabet=CHARS, max_size=40))
def test_evaluate_random_text(text):
    evaluates_safely(text)


@EVAL
@given(st.lists(st.sampled_from(TOKENS), max_size=20).map("".join))
def test_evaluate_random_tokens(text):
    evaluates_safely(text)


# --- random expression trees over the builtins -------------------------------------------

def _sym(name):
    return Symbol(name)


ATOMS = st.one_of(
    st.integers(-10, 10).map(Integer),
    st.sampled_from([0, 1, 2, 10 ** 6, 2 ** 64, -10 ** 20]).map(Integer),
    st.floats(allow_nan=False, allow_infinity=False, width=64).map(Real),
    st.text(alphabet="abc xyz\n", max_size=5).map(String),
    st.sampled_from(["x", "y", "a", "f", "True", "False", "Null", "Infinity", "All",
                     "None", "Automatic", "Pi", "I", "$Failed"]).map(_sym),
)


def _list(children):
    return st.lists(children, max_size=4).map(lambda xs: Expression(S.List, tuple(xs)))


def _rule(children):
    return st.tuples(children, children).map(lambda ab: Expression(S.Rule, ab))


def _pure(children):
    slot = Expression(S.Slot, (Integer(1),))
    return st.sampled_from(["Plus", "Times", "Power", "List", "f"]).map(
        lambda h: Expression(S.Function, (Expression(Symbol(h), (slot, Integer(2))),)))


@st.composite
def calls(draw, children):
    name = draw(st.sampled_from(NAMES))
    nargs = SPECS[name].nargs
    if nargs is None or draw(st.integers(0, 6)) == 0:
        n = draw(st.integers(0, 4))
    elif type(nargs) is int:
        n = nargs
    else:
        lo, hi = nargs
        n = draw(st.integers(lo, lo + 3 if hi is None else min(hi, lo + 3)))
    args = draw(st.lists(children, min_size=n, max_size=n))
    return Expression(Symbol(name), tuple(args))


TREES = st.recursive(ATOMS, lambda ch: st.one_of(calls(ch), _list(ch), _rule(ch), _pure(ch)),
                     max_leaves=12)


@EVAL
@given(calls(TREES))
def test_evaluate_random_builtin_calls(expr):
    evaluates_safely(expr)


@EVAL
@given(TREES)
def test_evaluate_random_trees(expr):
    evaluates_safely(expr)


@settings(max_examples=60, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(NAMES), st.integers(0, 5))
def test_every_builtin_with_bad_arity(name, extra):
    """Any builtin with the wrong number of odd arguments: a result or a message."""
    args = tuple([Integer(-1), String("x"), Expression(S.List, ()), Symbol("q"),
                  Real(0.5)][:extra])
    evaluates_safely(Expression(Symbol(name), args))
