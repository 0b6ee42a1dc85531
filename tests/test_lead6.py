"""Session 6 fixes by the lead: N of an exact zero at a precision, the order term of a series at
-Infinity, messages for FindClusters and RandomFunction given what is not data or a process."""

import pytest

from mathilda.session import Session


@pytest.fixture(scope="module")
def session():
    return Session()


ROWS = [
    # N[0, p] keeps the exact zero (a zero has no precision); machine N gives 0.
    ("N[0, 20]", "0"),
    ("Precision[N[0, 20]]", "Infinity"),
    ("N[{0, 1/3, I}, 20]", "{0, 0.33333333333333333333, 1.0000000000000000000 I}"),
    ("N[0]", "0."),
    # a series at -Infinity is printed with O[1/x], as at Infinity
    ("Series[Exp[1/x], {x, -Infinity, 2}]", "1 + 1/x + 1/(2 x^2) + O[1/x]^3"),
    ("Series[x/(x + 1), {x, -Infinity, 3}]", "1 - 1/x + 1/x^2 - 1/x^3 + O[1/x]^4"),
    ("Normal[Series[x/(x + 1), {x, -Infinity, 3}]]", "1 - 1/x^3 + 1/x^2 - 1/x"),
    # NIntegrate with WorkingPrecision: the integrand translated once to mpmath (a 2-D
    # integral took 156 s through the evaluator, now a fraction of a second), inner levels
    # by Gauss-Legendre when it converges, an end singularity at twice the digits
    ("NIntegrate[x y, {x, 0, 1}, {y, 0, 1}, WorkingPrecision -> 20]", "0.25000000000000000000"),
    ("NIntegrate[x y, {x, 0, 1}, {y, 0, x}, WorkingPrecision -> 25]",
     "0.1250000000000000000000000"),
    ("NIntegrate[Sin[x y], {x, 0, 1}, {y, 0, 1}, {z, 0, 1}, WorkingPrecision -> 20]",
     "0.23981174200056472594"),
    ("NIntegrate[Sqrt[1 - x^2 - y^2], {x, -1, 1}, {y, -Sqrt[1 - x^2], Sqrt[1 - x^2]}, "
     "WorkingPrecision -> 20]", "2.0943951023931954923"),
    ("NIntegrate[1/Sqrt[x], {x, 0, 1}, WorkingPrecision -> 20]", "2.0000000000000000000"),
    ("NIntegrate[Log[x], {x, 0, 1}, WorkingPrecision -> 20]", "-1.0000000000000000000"),
    ("f6[x_?NumericQ] := x^2; NIntegrate[f6[x], {x, 0, 1}, WorkingPrecision -> 20]",
     "0.33333333333333333333"),
    ("NIntegrate[If[x < 1/2, 1, 2], {x, 0, 1}, WorkingPrecision -> 20]",
     "1.5000000000000000000"),
    ("NIntegrate[Exp[I x], {x, 0, Pi}, WorkingPrecision -> 20]", "2.0000000000000000000 I"),
    # Normal converts a SparseArray at any depth, as an association or a series
    ("Normal[{SparseArray[{1 -> 1}, 2]}]", "{{1, 0}}"),
    ("Normal[f[SparseArray[{1 -> 1}, 2], <|a -> SparseArray[{2 -> x}]|>]]",
     "f[{1, 0}, {a -> {0, x}}]"),
    ("Normal[CoefficientArrays[{x + 2 y == 3, 4 x - y == 5}, {x, y}]]",
     "{{-3, -5}, {{1, 2}, {4, -1}}}"),
    ("Normal[{SparseArray[{1 -> 1}, 2]}, Association]", "{SparseArray[<1>, {2}]}"),
    # Dot of three or more with a SparseArray among them, paired from the left
    ("{1, 1} . SparseArray[{{1, 2}, {3, 4}}] . {1, 1}", "10"),
    ("SparseArray[{{1, 2}, {3, 4}}] . SparseArray[{{1, 0}, {0, 1}}] . {x, y}",
     "{x + 2 y, 3 x + 4 y}"),
]


@pytest.mark.parametrize("src,expected", ROWS)
def test_rows(session, src, expected):
    assert str(session.evaluate(src)) == expected


MESSAGES = [
    ("FindClusters[3]", "FindClusters[3]",
     "FindClusters::data: The data 3 are not numbers"),
    ("RandomFunction[foo, {0, 1}]", "RandomFunction[foo, {0, 1}]",
     "RandomFunction::proc: foo is not a random process with numeric parameters."),
]


@pytest.mark.parametrize("src,expected,message", MESSAGES)
def test_messages(session, src, expected, message):
    out = str(session.evaluate(src))
    msgs = [str(m) for m in session.messages]
    assert out == expected
    assert any(m.startswith(message) for m in msgs), msgs


def test_mp_function_maps_only_known_heads(session):
    """The integrand's mpmath function is a tree of closures over mpmath's functions: a
    symbol that is not a variable or a constant, or an unknown head, gives None (the
    evaluator is used), so no name reaches Python."""
    import mpmath
    from mathilda.algorithms.calculus.mpfunc import mp_function
    from mathilda.core.expr import Symbol
    x, y = Symbol("x"), Symbol("y")
    body = session.evaluate("Hold[Exp[-x^2] Sin[x y] + ArcTan[x, y] + Log[2, x] + "
                            "Piecewise[{{1, x > 1}}, 0]]").args[0]
    body = session.evaluate(body)
    with mpmath.workdps(30):
        f = mp_function(body, [x, y])
        v = f(mpmath.mpf(2), mpmath.mpf(3))
        want = (mpmath.exp(-4) * mpmath.sin(6) + mpmath.atan2(3, 2) + 1 + 1)
        assert abs(v - want) < mpmath.mpf(10) ** -28
    for text in ("exit[x]", "x + pi", "g[x]", "{x, y}", "x + open"):
        assert mp_function(session.evaluate(text), [x, y]) is None, text


STATS = [
    # ExponentialMovingAverage: y1 = x1, yk = y(k-1) + a (xk - y(k-1))
    ("ExponentialMovingAverage[{1, 2, 3, 4}, 1/2]", "{1, 3/2, 9/4, 25/8}"),
    ("ExponentialMovingAverage[{a, b, c}, α]",
     "{a, a + (-a + b) α, a + (-a + b) α + α (-a + c - (-a + b) α)}"),
    ("ExponentialMovingAverage[{1., 5., 2.}, 0.25]", "{1., 2., 2.}"),
    ("ExponentialMovingAverage[{{1, 2}, {3, 6}}, 1/2]", "{{1, 2}, {2, 4}}"),
    ("ExponentialMovingAverage[{}, 1/2]", "{}"),
    ("ExponentialMovingAverage[{1, 2}, 1]", "{1, 2}"),
    ("ExponentialMovingAverage[{1, 2}, 0]", "{1, 1}"),
    # TrimmedVariance and WinsorizedVariance: the variance of what TrimmedMean and
    # WinsorizedMean average (checked by hand: {2, 2, 3, 4, 4} has variance 1)
    ("TrimmedVariance[{1, 2, 3, 4, 100}, 1/5]", "1"),
    ("TrimmedVariance[Range[40]]", "111"),
    ("TrimmedVariance[{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, {0.1, 0.3}]", "7/2"),
    ("TrimmedVariance[{{1, 10}, {2, 20}, {3, 30}, {4, 40}, {50, 500}}, 1/5]", "{1, 100}"),
    ("WinsorizedVariance[{1, 2, 3, 4, 100}, 1/5]", "1"),
    ("WinsorizedVariance[{1, 2, 3, 4, 5, 6, 7, 8, 9, 100}, {0.1, 0.2}]", "541/90"),
    ("WinsorizedVariance[{1., 2., 4., 8.}, 1/4]", "1.33333"),
    ("TrimmedVariance[x]", "TrimmedVariance[x]"),
]


@pytest.mark.parametrize("src,expected", STATS)
def test_stats(session, src, expected):
    assert str(session.evaluate(src)) == expected


def _coloured_pixels(path):
    """The number of clearly blue pixels of a PNG (the graph drawings' vertices)."""
    import matplotlib.image as mpimg
    img = mpimg.imread(path)
    r, g, b = img[..., 0], img[..., 1], img[..., 2]
    return int(((b - r) > 0.2).sum())


@pytest.mark.parametrize("src", [
    "CycleGraph[5]",
    "GraphicsRow[{CycleGraph[4], Graph[{1 -> 2, 2 -> 3, 3 -> 1}]}]",
    "Graphics[Inset[StarGraph[4], {0, 0}]]",
])
def test_graphs_export_as_pictures(session, tmp_path, src):
    """Export of a Graph (alone, in GraphicsRow, in an Inset) draws it; it was written as
    the text Graph[<5>, <5>] in a picture."""
    path = str(tmp_path / "g.png")
    out = session.evaluate('Export["%s", %s]' % (path, src))
    assert str(out) == path
    assert _coloured_pixels(path) > 100


FUZZ_FOUND = [
    # found by bench/fuzz.py: internal errors and SymPy warnings, now messages
    ("SubresultantPolynomialRemainders[I, {{1., 0.}, {0., 1.}}, x]",
     "SubresultantPolynomialRemainders[I, {{1., 0.}, {0., 1.}}, x]",
     "SubresultantPolynomialRemainders::poly: {{1., 0.}, {0., 1.}} is not a polynomial."),
    ("SSSTriangle[Not[a], Csc[x], 1/2]", "SSSTriangle[!a, Csc[x], 1/2]",
     "SSSTriangle::tri: The values {!a, Csc[x], 1/2} do not describe a triangle."),
]


@pytest.mark.parametrize("src,expected,message", FUZZ_FOUND)
def test_fuzz_found(session, src, expected, message):
    assert str(session.evaluate(src)) == expected
    assert [str(m) for m in session.messages] == [message]


def test_nielsen_polylog_of_complex_order_stays(session):
    assert str(session.evaluate("PolyLog[10, 1 + 2 I, 3.]")) == "PolyLog[10, 1 + 2 I, 3.]"
    assert session.messages == []


def test_power_of_a_subscript_is_a_subsuperscript(session):
    """Subscript[x, 1]^2 prints as Wolfram's terminal does: the 2 above the 1, after x."""
    assert str(session.evaluate("Subscript[x, 1]^2 + Subscript[x, 2]^2")) == \
        " 2    2\nx  + x\n 1    2"
    assert str(session.evaluate("ToString[Subscript[x, 1]^2, InputForm]")) == \
        "Subscript[x, 1]^2"
    assert str(session.evaluate("x^2 + y^3")) == "x^2 + y^3"
