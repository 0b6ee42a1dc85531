"""Fractal and space-filling curves and escape-time fractals: HilbertCurve, PeanoCurve,
KochCurve, MandelbrotSetMemberQ, MandelbrotSetIterationCount and JuliaSetIterationCount."""

from fractions import Fraction

from mathilda.algorithms.geometry import curves as CU
from mathilda.core.expr import FALSE, TRUE, Expression, Integer, S, make_rational
from mathilda.core.registry import builtin

_LIST = S.List
_ORDER = {"order": "The order `1` is not a non-negative integer."}


def _order(ev, name, x, cap):
    if type(x) is not Integer or x.value < 0:
        ev.message(name, "order", x)
        return None
    if x.value > 64:        # cap^n itself would take forever to compute: say it as a power
        ev.message(name, "rsize", Expression(S.Power, (Integer(cap), x)),
                   Integer(ev.max_result_size))
        return None
    if not ev.check_size(cap ** x.value, name):
        return None
    return x.value


def _line(pts):
    return Expression(S.Line, (Expression(_LIST, tuple(
        Expression(_LIST, (Integer(x), Integer(y))) for x, y in pts)),))


@builtin("HilbertCurve", nargs=1, messages=_ORDER,
         usage="HilbertCurve[n] gives the Line through the 4^n points {x, y} (integers from 0 "
               "to 2^n - 1) of the Hilbert curve of order n, from {0, 0} to {2^n - 1, 0}.",
         examples=[("HilbertCurve[1]", "Line[{{0, 0}, {0, 1}, {1, 1}, {1, 0}}]"),
                   ("HilbertCurve[2][[1, ;; 6]]", "{{0, 0}, {1, 0}, {1, 1}, {0, 1}, {0, 2}, "
                    "{0, 3}}"),
                   ("Length[HilbertCurve[5][[1]]]", "1024"),
                   ("ArcLength[HilbertCurve[3]]", "63"),
                   ("HilbertCurve[-1]", "HilbertCurve[-1]",
                    ["HilbertCurve::order: The order -1 is not a non-negative integer."])])
def hilbert_curve(ev, expr):
    n = _order(ev, "HilbertCurve", expr.args[0], 4)
    return None if n is None else _line(CU.hilbert(n))


@builtin("PeanoCurve", nargs=1, messages=_ORDER,
         usage="PeanoCurve[n] gives the Line through the 9^n points {x, y} (integers from 0 to "
               "3^n - 1) of the Peano curve of order n, from {0, 0} to {3^n - 1, 3^n - 1}.",
         examples=[("PeanoCurve[1]", "Line[{{0, 0}, {0, 1}, {0, 2}, {1, 2}, {1, 1}, {1, 0}, "
                    "{2, 0}, {2, 1}, {2, 2}}]"),
                   ("Length[PeanoCurve[3][[1]]]", "729"),
                   ("Last[PeanoCurve[2][[1]]]", "{8, 8}"),
                   ("ArcLength[PeanoCurve[2]]", "80")])
def peano_curve(ev, expr):
    n = _order(ev, "PeanoCurve", expr.args[0], 9)
    return None if n is None else _line(CU.peano(n))


# the unit vectors at the angles k Pi/3: (x, y / Sqrt[3]) as Fractions
_DIRS = [(Fraction(1), Fraction(0)), (Fraction(1, 2), Fraction(1, 2)),
         (Fraction(-1, 2), Fraction(1, 2)), (Fraction(-1), Fraction(0)),
         (Fraction(-1, 2), Fraction(-1, 2)), (Fraction(1, 2), Fraction(-1, 2))]


@builtin("KochCurve", nargs=1, messages=_ORDER,
         usage="KochCurve[n] gives the Line of the Koch curve of order n from {0, 0} to "
               "{1, 0}: 4^n steps of length 3^-n turning by 0, Pi/3, -2 Pi/3 and Pi/3.",
         examples=[("KochCurve[1]", "Line[{{0, 0}, {1/3, 0}, {1/2, 1/(2 Sqrt[3])}, "
                    "{2/3, 0}, {1, 0}}]"),
                   ("Length[KochCurve[3][[1]]]", "65"),
                   ("ArcLength[KochCurve[2]]", "16/9"),
                   ("Last[KochCurve[4][[1]]]", "{1, 0}")])
def koch_curve(ev, expr):
    n = _order(ev, "KochCurve", expr.args[0], 4)
    if n is None:
        return None
    step = Fraction(1, 3 ** n)
    x = y = Fraction(0)
    d = 0
    pts = [(x, y)]
    for t in CU.koch_turns(n):
        d = (d + t) % 6
        ux, uy = _DIRS[d]
        x, y = x + step * ux, y + step * uy
        pts.append((x, y))
    sqrt3 = Expression(S.Power, (Integer(3), make_rational(1, 2)))

    def num(f):
        return make_rational(f.numerator, f.denominator)
    out = [Expression(_LIST, (num(a), ev.evaluate(Expression(S.Times, (num(b), sqrt3)))
                              if b else Integer(0))) for a, b in pts]
    return Expression(S.Line, (Expression(_LIST, tuple(out)),))


def _complex(ev, x):
    v = ev.call("N", x)
    try:
        z = complex(v.to_python())
    except (TypeError, ValueError, AttributeError):
        return None
    return z


def _max_iterations(ev, expr, name):
    opts = {}
    args = []
    for a in expr.args:
        if isinstance(a, Expression) and a.head in (S.Rule, S.RuleDelayed) and \
                a.args[0] is S.MaxIterations:
            opts["MaxIterations"] = a.args[1]
        else:
            args.append(a)
    m = opts.get("MaxIterations", Integer(1000))
    if type(m) is not Integer or m.value < 1:
        ev.message(name, "maxit", m)
        return None, None
    return args, m.value


def _mandelbrot_point(ev, expr, name):
    """(c, MaxIterations) of a call f[c, opts]; (None, None) when c is not a number."""
    args, limit = _max_iterations(ev, expr, name)
    if args is None or len(args) != 1:
        return None, None
    return _complex(ev, args[0]), limit


_MAXIT = {"maxit": "The value `1` of MaxIterations is not a positive integer."}


@builtin("MandelbrotSetMemberQ", nargs=(1, 2), attributes=("Listable", "Protected"),
         messages=_MAXIT,
         usage="MandelbrotSetMemberQ[c] gives True if the iteration z -> z^2 + c from z = 0 "
               "stays within |z| <= 2 for MaxIterations steps (1000 by default), False when it "
               "leaves; the points of the main cardioid and of the period-2 bulb are known.",
         examples=[("MandelbrotSetMemberQ[{0, 1, -2, I, 1/4, 0.26}]",
                    "{True, False, True, True, True, False}"),
                   ("MandelbrotSetMemberQ[-1 + I/10]", "True"),
                   ("MandelbrotSetMemberQ[0.2501, MaxIterations -> 10]", "True"),
                   ("MandelbrotSetMemberQ[x]", "MandelbrotSetMemberQ[x]")])
def mandelbrot_set_member_q(ev, expr):
    c, limit = _mandelbrot_point(ev, expr, "MandelbrotSetMemberQ")
    if c is None:
        return None
    if CU.in_cardioid_or_bulb(c):
        return TRUE
    return FALSE if CU.escape_count(0j, c, limit)[1] else TRUE


@builtin("MandelbrotSetIterationCount", nargs=(1, 2), messages=_MAXIT,
         usage="MandelbrotSetIterationCount[c] gives the number of iterations of z -> z^2 + c "
               "from z = 0 after which |z| > 2 (MaxIterations, 1000 by default, when that does "
               "not happen; MaxIterations + 1 for the points of the main cardioid and the "
               "period-2 bulb, known to be in the set).",
         examples=[("MandelbrotSetIterationCount[1]", "3"),
                   ("MandelbrotSetIterationCount[0]", "1001"),
                   ("MandelbrotSetIterationCount[1/2 + I/2]", "5"),
                   ("MandelbrotSetIterationCount[0.26, MaxIterations -> 20]", "20")])
def mandelbrot_set_iteration_count(ev, expr):
    c, limit = _mandelbrot_point(ev, expr, "MandelbrotSetIterationCount")
    if c is None:
        return None
    if CU.in_cardioid_or_bulb(c):
        return Integer(limit + 1)
    return Integer(CU.escape_count(0j, c, limit)[0])


@builtin("JuliaSetIterationCount", nargs=(2, 3), messages=_MAXIT,
         usage="JuliaSetIterationCount[c, z] gives the number of iterations of z -> z^2 + c "
               "from z after which |z| exceeds Max[2, Abs[c]] (MaxIterations, 1000 by "
               "default, when that does not happen).",
         examples=[("JuliaSetIterationCount[0, 2]", "1"),
                   ("JuliaSetIterationCount[0, 1/2]", "1000"),
                   ("JuliaSetIterationCount[-1, 1.5]", "1000"),
                   ("JuliaSetIterationCount[I, 1]", "2"),
                   ("JuliaSetIterationCount[-1, 1.5, MaxIterations -> 50]", "50")])
def julia_set_iteration_count(ev, expr):
    args, limit = _max_iterations(ev, expr, "JuliaSetIterationCount")
    if args is None or len(args) != 2:
        return None
    c, z = _complex(ev, args[0]), _complex(ev, args[1])
    if c is None or z is None:
        return None
    return Integer(CU.escape_count(z, c, limit, max(2.0, abs(c)))[0])
