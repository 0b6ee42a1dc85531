"""Angular momentum coupling: ThreeJSymbol, ClebschGordan, SixJSymbol.

Exact values (a rational times the square root of a rational) by Racah's formulas
(algorithms/functions/wigner.py) for integer and half-integer arguments; inexact arguments
give the numeric value; symbols that violate the triangle rule or m1 + m2 + m3 = 0 are 0;
non-physical arguments (|m| > j, j - m not an integer) give a message and 0.
"""

from fractions import Fraction

from mathilda.algorithms.build import power, times
from mathilda.algorithms.functions import wigner
from mathilda.core.expr import Expression, Integer, Rational, Real, S, make_rational
from mathilda.core.registry import builtin
from mathilda.numbers.arith import ZERO

_ATTRS = ("Protected", "ReadProtected")


def _doubled(x):
    """2 x as an int for an integer or half-integer number (exact or an exact-valued Real),
    else None; and whether x was inexact."""
    if type(x) is Integer:
        return 2 * x.value, False
    if type(x) is Rational:
        v = Fraction(x.value)
        return (int(2 * v), False) if (2 * v).denominator == 1 else (None, False)
    if type(x) is Real:
        v = 2 * float(x.value)
        return (int(v), True) if v == int(v) else (None, True)
    return None, False


def _pairs(args, size):
    """The doubled numbers of the list arguments (each of length size), whether any was
    inexact; None when an argument is not such a list of numbers."""
    out, inexact = [], False
    for a in args:
        if not (isinstance(a, Expression) and a.head is S.List and len(a.args) == size):
            return None
        for x in a.args:
            d, inx = _doubled(x)
            if d is None:
                return None
            out.append(d)
            inexact = inexact or inx
    return out, inexact


def _value(ev, sign, r, inexact):
    if sign == 0:
        return Real(0.0) if inexact else ZERO
    v = times(Integer(sign), power(make_rational(r), make_rational(Fraction(1, 2))))
    return Expression(S.N, (v,)) if inexact else v


_PHY = {"phy": "`1` is not physical."}


def _coupling(name, compute, order):
    def f(ev, expr):
        got = _pairs(expr.args, 2)
        if got is None:
            return None
        d, inexact = got
        js, ms = d[0::2], d[1::2]
        if not all(wigner.physical(j, m) for j, m in zip(js, ms)):
            ev.message(name, "phy", expr)
            return _value(ev, 0, 0, inexact)
        sign, r = compute(*order(js, ms))
        return _value(ev, sign, r, inexact)
    return f


builtin("ThreeJSymbol", nargs=3, attributes=_ATTRS, messages=_PHY,
        usage="ThreeJSymbol[{j1, m1}, {j2, m2}, {j3, m3}] gives the Wigner 3-j symbol.",
        examples=[("ThreeJSymbol[{1, 1}, {1, -1}, {2, 0}]", "1/Sqrt[30]"),
                  ("ThreeJSymbol[{2, 0}, {6, 0}, {4, 0}]", "Sqrt[5/143]"),
                  ("ThreeJSymbol[{1/2, 1/2}, {1/2, -1/2}, {1, 0}]", "1/Sqrt[6]"),
                  ("ThreeJSymbol[{1, 1}, {1, 1}, {2, -2}]", "1/Sqrt[5]"),
                  ("ThreeJSymbol[{1, 0}, {1, 0}, {3, 0}]", "0"),
                  ("ThreeJSymbol[{1., 1.}, {1., -1.}, {2., 0.}]", "0.182574"),
                  ("ThreeJSymbol[{1, 2}, {1, 0}, {2, -2}]", "0",
                   ["ThreeJSymbol::phy: ThreeJSymbol[{1, 2}, {1, 0}, {2, -2}] is not "
                    "physical."])])(
    _coupling("ThreeJSymbol", wigner.three_j, lambda js, ms: (*js, *ms)))

builtin("ClebschGordan", nargs=3, attributes=_ATTRS, messages=_PHY,
        usage="ClebschGordan[{j1, m1}, {j2, m2}, {j, m}] gives the Clebsch-Gordan coefficient "
              "<j1 m1 j2 m2 | j m>.",
        examples=[("ClebschGordan[{1/2, 1/2}, {1/2, -1/2}, {1, 0}]", "1/Sqrt[2]"),
                  ("ClebschGordan[{1, 1}, {1, -1}, {2, 0}]", "1/Sqrt[6]"),
                  ("ClebschGordan[{1, 0}, {1, 0}, {2, 0}]", "Sqrt[2/3]"),
                  ("ClebschGordan[{3/2, 1/2}, {1, 0}, {5/2, 1/2}]", "Sqrt[3/5]"),
                  ("ClebschGordan[{1, 0}, {1, 0}, {1, 0}]", "0"),
                  ("ClebschGordan[{2, 1}, {1, -1}, {2, 0}]", "1/Sqrt[2]")])(
    _coupling("ClebschGordan", wigner.clebsch_gordan,
              lambda js, ms: (js[0], ms[0], js[1], ms[1], js[2], ms[2])))


@builtin("SixJSymbol", nargs=2, attributes=_ATTRS,
         usage="SixJSymbol[{j1, j2, j3}, {j4, j5, j6}] gives the Wigner 6-j symbol.",
         examples=[("SixJSymbol[{1, 1, 1}, {1, 1, 1}]", "1/6"),
                   ("SixJSymbol[{1, 2, 3}, {2, 1, 2}]", "1/(5 Sqrt[21])"),
                   ("SixJSymbol[{1/2, 1/2, 1}, {1/2, 1/2, 0}]", "1/2"),
                   ("SixJSymbol[{2, 2, 2}, {2, 2, 2}]", "-3/70"),
                   ("SixJSymbol[{1, 1, 3}, {1, 1, 1}]", "0"),
                   ("SixJSymbol[{1., 1., 1.}, {1., 1., 1.}]", "0.166667")])
def six_j_symbol(ev, expr):
    got = _pairs(expr.args, 3)
    if got is None:
        return None
    d, inexact = got
    if any(j < 0 for j in d):
        return None
    sign, r = wigner.six_j(*d)
    return _value(ev, sign, r, inexact)
