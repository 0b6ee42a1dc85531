"""Numeric utilities: Clip, Rescale, Unitize, Ramp, MinMax, Subdivide, Threshold, Piecewise."""

from fractions import Fraction

from mathilda.algorithms.build import list_of, plus, reciprocal, times as _times
from mathilda.core.expr import (
    FALSE, TRUE, Complex, Expression, Integer, Rational, Real, S, String, make_rational,
)
from mathilda.core.registry import builtin
from mathilda.numbers.arith import MINUS_ONE, ONE, ZERO, compare_reals, is_zero
from mathilda.numbers.infinity import INFINITY, MINUS_INFINITY
from mathilda.numbers.nvalues import is_numeric, numeric_value
from mathilda.numbers.precision import EXACT, MACHINE, level, make_real_at

NUMERIC_LISTABLE = ("Listable", "NumericFunction", "Protected")


def _is_list(x):
    return isinstance(x, Expression) and x.head is S.List


def real_value(ev, x):
    """A real number atom for a real numeric quantity (an infinity stays as it is), else
    None."""
    if x.is_number:
        return None if type(x) is Complex else x
    if x == INFINITY or x == MINUS_INFINITY:
        return x
    if is_numeric(ev, x):
        v = numeric_value(ev, x, 30)
        if v is not None and type(v) is not Complex:
            return v
    return None


def compare(a, b):
    """-1, 0, 1 for real number atoms or infinities."""
    ia = 1 if a == INFINITY else -1 if a == MINUS_INFINITY else 0
    ib = 1 if b == INFINITY else -1 if b == MINUS_INFINITY else 0
    if ia or ib:
        return (ia > ib) - (ia < ib)
    return compare_reals(a, b)


def _map_leaves(x, fn):
    """fn applied to every non-list element of nested lists x (None if fn gives None)."""
    if _is_list(x):
        out = []
        for a in x.args:
            r = _map_leaves(a, fn)
            if r is None:
                return None
            out.append(r)
        return list_of(out)
    return fn(x)


def _pair(x):
    if _is_list(x) and len(x.args) == 2:
        return x.args
    return None


# --- Clip, Rescale --------------------------------------------------------------------------

@builtin("Clip", nargs=(1, 3),
         usage="Clip[x] gives x clipped to be between -1 and +1. Clip[x, {min, max}] clips to "
               "be between min and max; Clip[x, {min, max}, {vmin, vmax}] gives vmin for "
               "x < min and vmax for x > max.",
         examples=[("Clip[{-3, -1/2, 0, 2}]", "{-1, -1/2, 0, 1}"), ("Clip[0.5]", "0.5"),
                   ("Clip[{-2., 4.}]", "{-1., 1.}"),
                   ("Clip[12, {0, 10}]", "10"), ("Clip[Pi, {0, 3}]", "3"),
                   ("Clip[-5, {0, 10}, {a, b}]", "a"), ("Clip[x]", "Clip[x]")])
def clip(ev, expr):
    args = expr.args
    lo, hi = MINUS_ONE, ONE
    if len(args) >= 2:
        p = _pair(args[1])
        if p is None:
            return None
        lo, hi = p
    vlo, vhi = lo, hi
    if len(args) == 3:
        p = _pair(args[2])
        if p is None:
            return None
        vlo, vhi = p
    rlo, rhi = real_value(ev, lo), real_value(ev, hi)
    if rlo is None or rhi is None:
        return None

    same = len(args) < 3

    def one(x):
        v = real_value(ev, x)
        if v is None:
            return None
        r = vlo if compare(v, rlo) < 0 else vhi if compare(v, rhi) > 0 else None
        if r is None:
            return x
        if same and x.is_number and level(x) != EXACT and r.is_number and level(r) == EXACT:
            return make_real_at(r, level(x))       # clipped machine numbers stay machine
        return r

    return _map_leaves(args[0], one)


def _flat_values(x):
    if _is_list(x):
        out = []
        for a in x.args:
            out.extend(_flat_values(a))
        return out
    return [x]


@builtin("Rescale", nargs=(1, 3),
         usage="Rescale[x, {min, max}] gives x rescaled to run from 0 to 1 over the range min "
               "to max. Rescale[x, {min, max}, {ymin, ymax}] rescales to run from ymin to "
               "ymax; Rescale[list] rescales the elements of list to run from 0 to 1.",
         examples=[("Rescale[5, {0, 10}]", "1/2"), ("Rescale[{1, 2, 3, 5}]", "{0, 1/4, 1/2, 1}"),
                   ("Rescale[3, {1, 5}, {10, 20}]", "15"), ("Rescale[2.5, {0, 10}]", "0.25"),
                   ("Rescale[x, {a, b}]", "(-a + x)/(-a + b)")])
def rescale(ev, expr):
    args = expr.args
    x = args[0]
    if len(args) == 1:
        if not _is_list(x):
            return None
        vals = _flat_values(x)
        if not vals:
            return x
        lo = ev.evaluate(Expression(S.Min, tuple(vals)))
        hi = ev.evaluate(Expression(S.Max, tuple(vals)))
    else:
        p = _pair(args[1])
        if p is None:
            return None
        lo, hi = p
    ylo, yhi = ZERO, ONE
    if len(args) == 3:
        p = _pair(args[2])
        if p is None:
            return None
        ylo, yhi = p
    width = ev.evaluate(plus(hi, _times(MINUS_ONE, lo)))
    if width.is_number and is_zero(width):
        return None
    if ylo == ZERO and yhi == ONE:
        def one(v):
            return ev.evaluate(_times(plus(v, _times(MINUS_ONE, lo)), reciprocal(width)))
    else:
        def one(v):
            return ev.evaluate(plus(ylo, _times(plus(yhi, _times(MINUS_ONE, ylo)),
                                                 plus(v, _times(MINUS_ONE, lo)),
                                                 reciprocal(width))))
    return _map_leaves(x, one)


# --- Unitize, Ramp, MinMax, Subdivide ---------------------------------------------------------

@builtin("Unitize", nargs=(1, 2), attributes=("Listable", "Protected"),
         usage="Unitize[x] gives 0 when x is zero, and 1 when x has any other numerical value. "
               "Unitize[x, dx] gives 0 when Abs[x] < dx.",
         examples=[("Unitize[{0, 3, -2.5, 0.}]", "{0, 1, 1, 0}"), ("Unitize[Pi]", "1"),
                   ("Unitize[0.05, 0.1]", "0"), ("Unitize[x]", "Unitize[x]")])
def unitize(ev, expr):
    args = expr.args
    x = args[0]
    if len(args) == 2:
        d = real_value(ev, args[1])
        if d is None:
            return None
        a = real_value(ev, ev.evaluate(Expression(S.Abs, (x,))))
        if a is None:
            return None
        return ZERO if compare(a, d) < 0 else ONE
    if x.is_number:
        return ZERO if is_zero(x) else ONE
    if is_numeric(ev, x):
        v = numeric_value(ev, x, 30)
        if v is not None:
            return ZERO if is_zero(v) else ONE
    return None


@builtin("Ramp", nargs=1, attributes=NUMERIC_LISTABLE,
         usage="Ramp[x] gives x if x >= 0 and 0 otherwise.",
         examples=[("Ramp[{-2, 0, 3/2}]", "{0, 0, 3/2}"), ("Ramp[-2.5]", "0"),
                   ("Ramp[Pi - 4]", "0"), ("Ramp[x]", "Ramp[x]")])
def ramp(ev, expr):
    x = expr.args[0]
    v = real_value(ev, x)
    if v is None:
        return None
    return x if compare(v, ZERO) >= 0 else ZERO


@builtin("MinMax", nargs=(1, 2),
         usage="MinMax[list] gives the list {Min[list], Max[list]}. MinMax[list, d] gives "
               "{Min[list] - d, Max[list] + d}; MinMax[list, {dmin, dmax}] pads each end "
               "separately and MinMax[list, Scaled[s]] pads by s times the range.",
         examples=[("MinMax[{3, 1, 4, 1, 5}]", "{1, 5}"), ("MinMax[{1, 2, 3}, 1]", "{0, 4}"),
                   ("MinMax[{1, 2, 3}, {1, 2}]", "{0, 5}"),
                   ("MinMax[{0, 10}, Scaled[1/10]]", "{-1, 11}"),
                   ("MinMax[{}]", "{Infinity, -Infinity}"), ("MinMax[{a, 1}]", "{Min[1, a], Max[1, a]}")])
def min_max(ev, expr):
    args = expr.args
    x = args[0]
    if not _is_list(x):
        return None
    lo = ev.evaluate(Expression(S.Min, (x,)))
    hi = ev.evaluate(Expression(S.Max, (x,)))
    if len(args) == 1:
        return list_of([lo, hi])
    d = args[1]
    if isinstance(d, Expression) and d.head is S.Scaled and len(d.args) == 1:
        s = ev.evaluate(_times(d.args[0], plus(hi, _times(MINUS_ONE, lo))))
        dlo = dhi = s
    elif _is_list(d) and len(d.args) == 2:
        dlo, dhi = d.args
    else:
        dlo = dhi = d
    return ev.evaluate(list_of([plus(lo, _times(MINUS_ONE, dlo)), plus(hi, dhi)]))


@builtin("Subdivide", nargs=(1, 3),
         usage="Subdivide[n] generates the list {0, 1/n, 2/n, ..., 1}. Subdivide[xmax, n] "
               "generates the list of values from 0 to xmax obtained by subdividing into n "
               "equal parts; Subdivide[xmin, xmax, n] from xmin to xmax.",
         examples=[("Subdivide[4]", "{0, 1/4, 1/2, 3/4, 1}"), ("Subdivide[10, 5]", "{0, 2, 4, 6, 8, 10}"),
                   ("Subdivide[-1, 1, 4]", "{-1, -1/2, 0, 1/2, 1}"),
                   ("Subdivide[0., 1, 2]", "{0., 0.5, 1.}"),
                   ("Subdivide[0]", "Subdivide[0]",
                    ["Subdivide::intp: Positive integer expected at position 1 in Subdivide[0]."])])
def subdivide(ev, expr):
    args = expr.args
    n = args[-1]
    if type(n) is not Integer or n.value <= 0:
        ev.message("Subdivide", "intp", expr, Integer(len(args)))
        return None
    k = n.value
    if not ev.check_size(k + 1, "Subdivide"):
        return None
    lo, hi = ZERO, ONE
    if len(args) == 2:
        hi = args[0]
    elif len(args) == 3:
        lo, hi = args[0], args[1]
    if type(lo) in (Integer, Rational) and type(hi) in (Integer, Rational):
        a, b = Fraction(lo.value), Fraction(hi.value)
        return ev.final(list_of([make_rational(a + (b - a) * j / k) for j in range(k + 1)]))
    width = ev.evaluate(plus(hi, _times(MINUS_ONE, lo)))
    out = []
    for j in range(k + 1):
        if j % 4096 == 0:
            ev.check_interrupt()
        if j == 0:
            v = lo
        elif j == k:
            v = hi
        else:
            v = plus(lo, _times(make_rational(j, k), width))
        out.append(ev.evaluate(v))
    if any(x.is_number and level(x) != EXACT for x in out):
        lv = min(level(x) for x in out if x.is_number)
        out = [make_real_at(x, lv) if x.is_number and type(x) is not Complex and
               level(x) == EXACT else x for x in out]
    return list_of(out)


# --- Threshold ------------------------------------------------------------------------------

_THRESHOLD_KINDS = ("Hard", "Soft", "PiecewiseGarrote", "Hyperbola")


def _zero_like(x):
    if type(x) is Real:
        return make_real_at(ZERO, MACHINE if x.prec is None else x.prec)
    return ZERO


@builtin("Threshold", nargs=(1, 2),
         usage="Threshold[data] replaces values in data close to zero (Abs[x] <= 10^-10) by "
               "zero. Threshold[data, delta] uses the threshold delta; Threshold[data, "
               "{\"Hard\" | \"Soft\" | \"PiecewiseGarrote\" | \"Hyperbola\", delta}] chooses "
               "the thresholding function; Threshold[image, ...] thresholds the pixel "
               "values of an image.",
         examples=[("Threshold[{1, 2.*^-11, -3}]", "{1, 0., -3}"),
                   ("Threshold[{0.1, 0.5, -2}, 0.3]", "{0., 0.5, -2}"),
                   ("Threshold[{-2, 0.1, 3}, {\"Soft\", 1}]", "{-1, 0., 2}"),
                   ("Threshold[{1, 4}, {\"PiecewiseGarrote\", 2}]", "{0, 3}"),
                   ("ImageData[Threshold[Image[{{0.1, 0.5}}], 0.3]]", "{{0., 0.5}}")])
def threshold(ev, expr):
    args = expr.args
    if isinstance(args[0], Expression) and args[0].head is S.Image:   # each pixel value
        from mathilda.algorithms.image.values import threshold_image
        return threshold_image(ev, args[0], args[1:])
    kind, delta = "Hard", make_rational(1, 10 ** 10)
    if len(args) == 2:
        t = args[1]
        if _is_list(t) and len(t.args) == 2 and type(t.args[0]) is String:
            kind, delta = t.args[0].value, t.args[1]
        elif type(t) is String:
            kind = t.value
        else:
            delta = t
        if kind not in _THRESHOLD_KINDS:
            return None
    d = real_value(ev, delta)
    if d is None or compare(d, ZERO) < 0:
        return None

    def one(x):
        v = real_value(ev, x)
        if v is None:
            return None
        a = v if compare(v, ZERO) >= 0 else ev.evaluate(_times(MINUS_ONE, v))
        if compare(a, d) <= 0:
            return _zero_like(x)
        if kind == "Hard":
            return x
        sgn = ONE if compare(v, ZERO) > 0 else MINUS_ONE
        if kind == "Soft":
            return ev.evaluate(_times(sgn, plus(Expression(S.Abs, (x,)),
                                                 _times(MINUS_ONE, delta))))
        if kind == "PiecewiseGarrote":
            return ev.evaluate(plus(x, _times(MINUS_ONE, Expression(
                S.Power, (delta, Integer(2))), reciprocal(x))))
        return ev.evaluate(_times(sgn, Expression(S.Sqrt, (plus(
            Expression(S.Power, (x, Integer(2))),
            _times(MINUS_ONE, Expression(S.Power, (delta, Integer(2))))),))))

    return _map_leaves(args[0], one)


# --- Piecewise ------------------------------------------------------------------------------

@builtin("Piecewise", nargs=(1, 2), attributes=("HoldAll", "Protected"),
         usage="Piecewise[{{val1, cond1}, {val2, cond2}, ...}] represents a piecewise function "
               "with values vali in the regions defined by the conditions condi; "
               "Piecewise[{{val1, cond1}, ...}, val] gives val if all the condi are False "
               "(the default is 0).",
         messages={"pairs": "The first argument `1` of Piecewise is not a list of pairs."},
         examples=[("Piecewise[{{1, 2 > 3}, {x^2, 1 < 2}}]", "x^2"),
                   ("Piecewise[{{1, False}}]", "0"),
                   ("Piecewise[{{1, x > 0}, {2, True}}]", "Piecewise[{{1, x > 0}}, 2]"),
                   ("Piecewise[{{1, x > 0}}]", "Piecewise[{{1, x > 0}}, 0]"),
                   ("Piecewise[{{a, False}, {b, x < 0}}, 1 + 1]", "Piecewise[{{b, x < 0}}, 2]"),
                   ("Piecewise[x]", "Piecewise[x]",
                    ["Piecewise::pairs: The first argument x of Piecewise is not a list of "
                     "pairs."])])
def piecewise(ev, expr):
    args = expr.args
    pairs = args[0]
    if not _is_list(pairs):
        pairs = ev.evaluate(pairs)
    if not _is_list(pairs) or not all(_is_list(p) and len(p.args) == 2 for p in pairs.args):
        ev.message("Piecewise", "pairs", pairs)
        return None
    default = args[1] if len(args) == 2 else ZERO
    kept = []
    for p in pairs.args:
        val, cond = p.args
        c = ev.evaluate(cond)
        if c is FALSE:
            continue
        if c is TRUE:
            if not kept:
                return ev.evaluate(val)
            default = val
            break
        kept.append(list_of([ev.evaluate(val), c]))
    default = ev.evaluate(default)
    if not kept:
        return default
    r = Expression(S.Piecewise, (list_of(kept), default))
    return None if r == expr else r
