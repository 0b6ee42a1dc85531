"""The translator (mathilda/algorithms/compile): numeric_function against the evaluator, on
random points, and what it refuses."""

import math
import random

import pytest

from mathilda.algorithms.compile import Fallback, numeric_function
from mathilda.algorithms.compile.runtime import UnsafeSource, build
from mathilda.core.expr import Real, Symbol
from mathilda.session import Session

X, Y = Symbol("x"), Symbol("y")

EXPRESSIONS = [
    "Sin[x] + x^2 - 1/(1 - x)", "x y + Exp[x]", "3 x y Pi", "x^3 - 2 x + 1",
    "Sqrt[x] + x^(1/3)", "If[x > 0, Log[x], -x]", "Piecewise[{{x^2, x < 0}, {y, x < 1}}, x]",
    "Which[x < -1, 1, x < 1, x^2, True, Sin[y]]", "ArcTan[x, y] + ArcTan[x]",
    "Cos[x]^2 + Sin[x]^2 - 1", "Tanh[x] Sech[y] + Cosh[x]", "Floor[x] + Ceiling[y]",
    "Round[x] + IntegerPart[y]", "Abs[x - y] + Sign[x]", "Max[x, y] - Min[x, y, 0.5]",
    "Boole[x > y] + Boole[x == y]", "x/y", "(x + y)/(x - y)", "1/(1 + x^2)", "E^(-x^2)",
    "Log[2., Abs[x] + 1] + Log[Abs[y] + 2]", "Gamma[Abs[x] + 0.5] + Erf[y]",
    "2 x + 3 y + 5", "x + y + x y + 1/2", "-x - y", "x^-2 + y^-3", "(1 + x)^2.5",
    "ArcSin[x/10] + ArcCos[y/10]", "Exp[x] Sin[y] Cos[x y]", "N[1/3] x",
]

POINTS = [(-2.5, 0.75), (-0.3, -1.2), (0.0, 1.0), (0.5, 0.5), (1.0, 3.0), (2.25, -0.125)]


@pytest.fixture(scope="module")
def session():
    return Session()


def _forms(s, text):
    """The expression as written (held) and, when it evaluates to another expression, as
    evaluated."""
    held = s.evaluate("Hold[%s]" % text).args[0]
    ev = s.evaluate(text)
    return [held] if ev == held or ev.head_symbol.name == "Hold" else [held, ev]


def _evaluated(s, text, xv, yv):
    return s.evaluate("Block[{x = %r, y = %r}, %s]" % (xv, yv, text))


def _check_scalar(session, text, e, points):
    g = numeric_function(e, [X, Y], ev=session.ev, vectorized=False)
    if g is None:
        return 0
    for xv, yv in points:
        r = _evaluated(session, text, xv, yv)
        try:
            v = g(xv, yv)
        except Fallback:
            # the evaluator leaves the machine reals there
            assert not (type(r) is Real and r.prec is None and math.isfinite(r.value)), \
                (text, xv, yv, str(r))
            continue
        assert type(r).__name__ in ("Real", "Integer"), (text, xv, yv, str(r))
        assert v == float(r.value), (text, xv, yv, v, r.value)
    return 1


def test_scalar_agrees_with_the_evaluator_bit_for_bit(session):
    rnd = random.Random(5)
    points = POINTS + [(rnd.uniform(-5, 5), rnd.uniform(-5, 5)) for _ in range(20)]
    compiled = 0
    for text in EXPRESSIONS:
        for e in _forms(session, text):
            compiled += _check_scalar(session, text, e, points)
    assert compiled >= len(EXPRESSIONS) - 2


def _check_vector(session, text, e, pts):
    import numpy as np
    xs = np.array([p[0] for p in pts])
    ys = np.array([p[1] for p in pts])
    f = numeric_function(e, [X, Y], ev=session.ev)
    assert f is not None, text
    out = f(xs, ys)
    assert out.shape == xs.shape
    for (xv, yv), v in zip(pts, out):
        r = _evaluated(session, text, xv, yv)
        if type(r) is Real or type(r).__name__ == "Integer":
            assert math.isclose(v, float(r.value), rel_tol=1e-12, abs_tol=1e-12), \
                (text, xv, yv, v, str(r))
        else:
            assert math.isnan(v), (text, xv, yv, v, str(r))


def test_vectorised_agrees_with_the_evaluator(session):
    rnd = random.Random(7)
    pts = POINTS + [(rnd.uniform(-5, 5), rnd.uniform(-5, 5)) for _ in range(20)]
    for text in EXPRESSIONS:
        for e in _forms(session, text):
            _check_vector(session, text, e, pts)


def test_constant_and_scalar_arguments_broadcast(session):
    import numpy as np
    f = numeric_function(session.evaluate("2 Pi"), [X], ev=session.ev)
    assert f(np.zeros(3)).tolist() == [2 * math.pi] * 3
    g = numeric_function(session.evaluate("x + y"), [X, Y], ev=session.ev)
    assert g(np.arange(3.0), 1.0).tolist() == [1.0, 2.0, 3.0]
    p = numeric_function(session.evaluate("x > 1"), [X], ev=session.ev)
    assert p(np.array([0.0, 2.0])).tolist() == [False, True]


def test_complex_variant(session):
    f = numeric_function(session.evaluate("Sqrt[x] + I"), [X], ev=session.ev, complex=True)
    assert f(-4.0 + 0j) == 3j or abs(f(-4.0 + 0j) - 3j) < 1e-15
    g = numeric_function(session.evaluate("Abs[x + I]"), [X], ev=session.ev)
    assert g(3.0).tolist() == math.hypot(3.0, 1.0)


# Names that must never reach Python: builtins, modules, constants of math, their fullwidth
# spellings (Python folds them to the same identifiers), dunder names.
PYTHON_NAMES = ["pi", "e", "exit", "open", "globals", "license", "inf", "nan", "tau", "math",
                "mpmath", "builtins", "print", "eval", "exec", "__import__", "np", "numpy",
                "h_fail", "v0", "k0", "ｐｉ", "ｅｘｉｔ", "ｏｐｅｎ", "__builtins__"]


@pytest.mark.parametrize("name", PYTHON_NAMES)
@pytest.mark.parametrize("vectorized", [True, False])
def test_free_symbols_refuse(session, name, vectorized):
    sym = Symbol(name)
    from mathilda.core.expr import Expression, S
    for e in (sym, Expression(S.Plus, (X, sym)), Expression(sym, (X,)),
              Expression(S.Sin, (Expression(sym, (X,)),))):
        assert numeric_function(e, [X], ev=session.ev, vectorized=vectorized) is None


def test_runtime_built_names_refuse(session):
    for text in ['ToExpression["exit"] + x', 'Symbol["open"][x]', 'ToExpression["pi"] x',
                 '"exit"', 'StringJoin["ex", "it"][x]', 'x + ToExpression["ｐｉ"]']:
        e = session.evaluate(text)
        assert numeric_function(e, [X], ev=session.ev) is None, text
        assert numeric_function(e, [X], ev=session.ev, vectorized=False) is None, text


def test_a_redefined_known_head_refuses():
    s = Session()
    s.evaluate("Unprotect[Sin]; Sin[x_Real] := 42.")
    assert numeric_function(s.evaluate("Hold[Sin[x]]").args[0], [X], ev=s.ev) is None
    assert numeric_function(s.evaluate("Hold[Cos[x]]").args[0], [X], ev=s.ev) is not None


def test_generated_code_has_no_builtins(session):
    f = numeric_function(session.evaluate("Sin[x]"), [X], ev=session.ev, vectorized=False)
    assert f.fn.__globals__["__builtins__"] == {}
    assert set(f.fn.__globals__) == {"__builtins__", "h_f_sin", "f"}


@pytest.mark.parametrize("source", [
    "def f(v0):\n    return v0.__class__\n",
    "def f(v0):\n    return 'x'\n",
    "def f(v0):\n    return open(v0)\n",
    "import os\ndef f(v0):\n    return v0\n",
    "def f(v0):\n    return [a for a in v0]\n",
    "def f(v0):\n    return (lambda: 1)()\n",
    "def f(v0):\n    global v1\n    return v0\n",
    "def f(__x):\n    return __x\n",
])
def test_the_source_check_rejects_unsafe_code(source):
    with pytest.raises(UnsafeSource):
        build(source, {}, "f")
