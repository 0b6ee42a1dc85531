"""Comparisons: Equal, Unequal, Less, LessEqual, Greater, GreaterEqual, Inequality; and
Max, Min.

Numbers compare by value (an inexact one within its precision: ``1 == 1.0`` is True); exact
numeric quantities compare through their numerical values at increasing precision (``Pi < 4``,
``Sqrt[2] + Sqrt[3] == Sqrt[5 + 2 Sqrt[6]]``); identical expressions are Equal (``a == a``);
anything else stays unevaluated (``a == b``).
"""

from mathilda.algorithms.packed.lists import packed_max, packed_min
from mathilda.core.expr import (
    FALSE, TRUE, Complex, Expression, Integer, Rational, Real, S, String, Symbol,
)
from mathilda.core.registry import builtin
from mathilda.numbers.arith import add, compare_reals, is_exact, neg, numbers_equal
from mathilda.numbers.infinity import INFINITY, MINUS_INFINITY, is_infinite
from mathilda.numbers.nvalues import is_numeric, numeric_value
from mathilda.numbers.precision import EXACT, level, mp, to_mpf

NORD = "Invalid comparison with `1` attempted."


# --- numerical values ---------------------------------------------------------------------------

def _real_key(ev, x):
    """('num', number) for a real numeric quantity, ('inf', +-1) for +-Infinity, ('complex',
    x) for a non-real numeric quantity, or None when x is not numeric."""
    if x.is_number:
        if type(x) is Complex:
            return ("complex", x)
        return ("num", x)
    if is_infinite(x):
        if x.args and x.args[0].is_number and type(x.args[0]) is not Complex:
            return ("inf", compare_reals(x.args[0], Integer(0)))
        return ("complex", x)
    if is_numeric(ev, x):
        return ("exactnum", x)
    return None


def _numeric_difference_sign(ev, x, y):
    """Sign of x - y for numeric quantities (at least one not a number), with increasing
    precision; 0 when they agree to the highest precision tried; 'complex' if not real."""
    diff = None
    for digits in (30, 100, 400):
        vx = numeric_value(ev, x, digits)
        vy = numeric_value(ev, y, digits)
        if vx is None or vy is None:
            return None
        if type(vx) is Complex or type(vy) is Complex:
            vx = _drop_tiny_imag(vx, digits)
            vy = _drop_tiny_imag(vy, digits)
            if type(vx) is Complex or type(vy) is Complex:
                return "complex"
        lx, ly = level(vx), level(vy)
        if min(lx, ly) != EXACT and min(lx, ly) < 20:
            # a machine (or low precision) operand: compare within its precision
            if numbers_equal(vx, vy):
                return 0
            return compare_reals(vx, vy)
        diff = add(vx, neg(vy))
        m = mp()
        d = abs(to_mpf(diff))
        scale = max(abs(to_mpf(vx)), abs(to_mpf(vy)), m.mpf(1))
        if d > scale * m.mpf(10) ** (-(digits - 8)):
            return compare_reals(vx, vy)
    return 0


def _drop_tiny_imag(v, digits):
    if type(v) is not Complex:
        return v
    im = abs(float(v.im.value)) if type(v.im) is not Real or v.im.prec is None \
        else abs(float(v.im.value))
    re = abs(float(v.re.value))
    if im <= max(re, 1.0) * 10.0 ** (-(digits - 8)):
        return v.re
    return v


def compare(ev, x, y):
    """-1, 0, 1 comparing two real quantities; 'complex' for a non-real one; None if
    undecidable (symbolic)."""
    kx, ky = _real_key(ev, x), _real_key(ev, y)
    if kx is None or ky is None:
        return None
    if kx[0] == "complex" or ky[0] == "complex":
        return "complex"
    if kx[0] == "inf" or ky[0] == "inf":
        sx = kx[1] if kx[0] == "inf" else 0
        sy = ky[1] if ky[0] == "inf" else 0
        return (sx > sy) - (sx < sy)
    if kx[0] == "num" and ky[0] == "num":
        if numbers_equal(x, y):
            return 0
        return compare_reals(x, y)
    return _numeric_difference_sign(ev, x, y)


# --- Equal / Unequal ---------------------------------------------------------------------------

def equal_pair(ev, x, y):
    """True / False / None for x == y."""
    if x == y:
        return True
    tx, ty = type(x), type(y)
    if x.is_number and y.is_number:
        return numbers_equal(x, y)
    if tx is String and ty is String:
        return x.value == y.value
    if isinstance(x, Expression) and isinstance(y, Expression) and x.head is S.List \
            and y.head is S.List:
        if len(x.args) != len(y.args):
            return False
        result = True
        for a, b in zip(x.args, y.args):
            r = equal_pair(ev, a, b)
            if r is False:
                return False
            if r is None:
                result = None
        return result
    kx, ky = _real_key(ev, x), _real_key(ev, y)
    if kx is None or ky is None:
        return None
    if kx[0] == "inf" or ky[0] == "inf":
        return kx == ky
    if kx[0] == "complex" or ky[0] == "complex":
        # exact complex quantities: compare real and imaginary parts numerically
        return _complex_equal(ev, x, y)
    s = _numeric_difference_sign(ev, x, y)
    if s is None:
        return None
    if s == "complex":
        return _complex_equal(ev, x, y)
    return s == 0


def _complex_equal(ev, x, y):
    vx = numeric_value(ev, x, 40)
    vy = numeric_value(ev, y, 40)
    if vx is None or vy is None or not vx.is_number or not vy.is_number:
        return None
    if is_exact(vx) and is_exact(vy):
        return vx == vy
    d = add(vx, neg(vy))
    dre = d.re if type(d) is Complex else d
    dim = d.im if type(d) is Complex else Integer(0)
    m = mp()
    mag = abs(to_mpf(dre)) + abs(to_mpf(dim))
    return bool(mag < m.mpf(10) ** -30)


def _chain(ev, expr, pair):
    args = expr.args
    if len(args) < 2:
        return TRUE
    undecided = False
    for a, b in zip(args, args[1:]):
        r = pair(ev, a, b)
        if r is False:
            return FALSE
        if r is None:
            undecided = True
    return None if undecided else TRUE


@builtin("Equal", usage="lhs == rhs returns True if lhs and rhs are identical.",
         examples=[("1 == 1.0", "True"), ("a == a", "True"), ("a == b", "a == b"),
                   ("2 == 3", "False"), ("Sqrt[2] + Sqrt[3] == Sqrt[5 + 2 Sqrt[6]]", "True"),
                   ("{1, 2} == {1, 2}", "True"), ("1 == 1 == 2", "False")])
def equal(ev, expr):
    return _chain(ev, expr, equal_pair)


def _unequal_pair(ev, a, b):
    r = equal_pair(ev, a, b)
    return None if r is None else not r


@builtin("Unequal", usage="lhs != rhs returns False if lhs and rhs are identical.",
         examples=[("1 != 2", "True"), ("a != a", "False"), ("a != b", "a != b"),
                   ("1 != 1.", "False")])
def unequal(ev, expr):
    args = expr.args
    if len(args) < 2:
        return TRUE
    undecided = False
    for i in range(len(args)):
        for j in range(i + 1, len(args)):
            r = _unequal_pair(ev, args[i], args[j])
            if r is False:
                return FALSE
            if r is None:
                undecided = True
    return None if undecided else TRUE


# --- ordering relations -----------------------------------------------------------------------

_TESTS = {
    "Less": lambda c: c < 0,
    "LessEqual": lambda c: c <= 0,
    "Greater": lambda c: c > 0,
    "GreaterEqual": lambda c: c >= 0,
}


def _relation(ev, name, a, b):
    c = compare(ev, a, b)
    if c is None:
        return None
    if c == "complex":
        bad = a if _real_key(ev, a) and _real_key(ev, a)[0] == "complex" else b
        ev.message(name, "nord", bad)
        return None
    return _TESTS[name](c)


_EXACT_TESTS = {
    "Less": lambda x, y: x < y,
    "LessEqual": lambda x, y: x <= y,
    "Greater": lambda x, y: x > y,
    "GreaterEqual": lambda x, y: x >= y,
}


def _order_chain(ev, expr, name):
    args = expr.args
    if len(args) == 2:
        # two exact rationals compare exactly (no tolerance, no numericalisation)
        a, b = args
        ta, tb = type(a), type(b)
        if (ta is Integer or ta is Rational) and (tb is Integer or tb is Rational):
            return TRUE if _EXACT_TESTS[name](a.value, b.value) else FALSE
    if len(args) < 2:
        return TRUE
    results = [_relation(ev, name, a, b) for a, b in zip(args, args[1:])]
    if any(r is False for r in results):
        return FALSE
    if all(r is True for r in results):
        return TRUE
    # drop decided pairs at either end: 1 < 2 < x is 2 < x
    lo, hi = 0, len(results)
    while lo < hi and results[lo] is True:
        lo += 1
    while hi > lo and results[hi - 1] is True:
        hi -= 1
    if lo == 0 and hi == len(results):
        return None
    return Expression(expr.head, args[lo:hi + 1])


def _order_builtin(name, op, examples):
    @builtin(name, usage="x %s y yields True if x is determined to be %s y." % (
        op, {"Less": "less than", "LessEqual": "less than or equal to",
             "Greater": "greater than", "GreaterEqual": "greater than or equal to"}[name]),
             messages={"nord": NORD}, examples=examples)
    def f(ev, expr):
        return _order_chain(ev, expr, name)
    return f


_order_builtin("Less", "<", [("1 < 2", "True"), ("Pi < 4", "True"), ("x < 1", "x < 1"),
                             ("1 < 2 < x", "2 < x"), ("1 < 3 < 2", "False"),
                             ("1 < 1.", "False")])
_order_builtin("LessEqual", "<=", [("2 <= 2", "True"), ("E <= 2.7", "False"),
                                   ("1 <= x", "1 <= x")])
_order_builtin("Greater", ">", [("3 > 2", "True"), ("Infinity > 10^100", "True"),
                                ("x > y", "x > y"), ("1/3 > 0.3", "True")])
_order_builtin("GreaterEqual", ">=", [("2 >= 3", "False"), ("Sqrt[2] >= 1.414", "True")])


@builtin("Inequality", usage="Inequality represents a sequence of relational statements.",
         examples=[("Inequality[1, Less, 2, LessEqual, 3]", "True"),
                   ("Inequality[1, Less, 2, Greater, 3]", "False"),
                   ("Inequality[x, Less, 2, Less, 3]", "x < 2")])
def inequality(ev, expr):
    args = expr.args
    if len(args) == 1:
        return TRUE
    if len(args) < 3 or len(args) % 2 == 0:
        return None
    values = args[0::2]
    rels = args[1::2]
    results = []
    for i, r in enumerate(rels):
        if type(r) is not Symbol or r.name not in _TESTS and r.name not in ("Equal", "Unequal"):
            return None
        a, b = values[i], values[i + 1]
        if r.name == "Equal":
            results.append(equal_pair(ev, a, b))
        elif r.name == "Unequal":
            results.append(_unequal_pair(ev, a, b))
        else:
            results.append(_relation(ev, r.name, a, b))
    if any(x is False for x in results):
        return FALSE
    if all(x is True for x in results):
        return TRUE
    lo, hi = 0, len(results)
    while lo < hi and results[lo] is True:
        lo += 1
    while hi > lo and results[hi - 1] is True:
        hi -= 1
    if lo == 0 and hi == len(results):
        return None
    if hi - lo == 1:
        return Expression(rels[lo], (values[lo], values[lo + 1]))
    new = []
    for i in range(lo, hi):
        new.extend([values[i], rels[i]])
    new.append(values[hi])
    return Expression(S.Inequality, tuple(new))


# --- Max / Min ----------------------------------------------------------------------------------

def _flatten_lists(args, out):
    for a in args:
        if isinstance(a, Expression) and a.head is S.List:
            _flatten_lists(a.args, out)
        else:
            out.append(a)
    return out


def _extremum(ev, expr, sign):
    name = "Max" if sign > 0 else "Min"
    items = _flatten_lists(expr.args, [])
    if not items:
        return MINUS_INFINITY if sign > 0 else INFINITY
    best = None
    symbolic = []
    for x in items:
        k = _real_key(ev, x)
        if k is None:
            if x not in symbolic:
                symbolic.append(x)
            continue
        if k[0] == "complex":
            ev.message(name, "nord", x)
            return None
        if best is None:
            best = x
            continue
        c = compare(ev, x, best)
        if c is None or c == "complex":
            if x not in symbolic:
                symbolic.append(x)
            continue
        if c * sign > 0:
            best = x
    if best is not None and is_infinite(best):
        d = _real_key(ev, best)[1]
        if d == sign:
            return best          # Max[Infinity, x] is Infinity
        if not symbolic:
            return best
        best = None              # Max[-Infinity, x] is x
    parts = ([best] if best is not None else []) + symbolic
    if len(parts) == 1:
        return parts[0]
    from mathilda.numbers.collect import sorted_exprs
    parts = tuple(sorted_exprs(parts))
    if parts == expr.args:
        return None
    return Expression(expr.head, parts)


@builtin("Max", attributes=("Flat", "NumericFunction", "OneIdentity", "Orderless",
                            "Protected"),
         packed=packed_max,
         usage="Max[x1, x2, ...] yields the numerically largest of the xi. Max[{x1, x2, ...}, "
               "{y1, ...}, ...] yields the largest element of any of the lists.",
         messages={"nord": NORD},
         examples=[("Max[3, 7, 2]", "7"), ("Max[{1, {5, 2}}, 4]", "5"), ("Max[]", "-Infinity"),
                   ("Max[x, 1, 2]", "Max[2, x]"), ("Max[Pi, 3]", "Pi"),
                   ("Max[2.5, 2, 1]", "2.5")])
def max_(ev, expr):
    return _extremum(ev, expr, 1)


@builtin("Min", attributes=("Flat", "NumericFunction", "OneIdentity", "Orderless",
                            "Protected"),
         packed=packed_min,
         usage="Min[x1, x2, ...] yields the numerically smallest of the xi. Min[{x1, x2, ...}, "
               "{y1, ...}, ...] yields the smallest element of any of the lists.",
         messages={"nord": NORD},
         examples=[("Min[3, 7, 2]", "2"), ("Min[{4, -1}, {0}]", "-1"), ("Min[]", "Infinity"),
                   ("Min[x, 1, 2]", "Min[1, x]"), ("Min[E, 3]", "E")])
def min_(ev, expr):
    return _extremum(ev, expr, -1)
