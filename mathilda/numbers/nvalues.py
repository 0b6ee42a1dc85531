"""Numerical values: the walk behind ``N``, ``NumericQ`` and the inexact contagion of
Plus/Times/Power (``1. + Pi`` gives ``4.14159``).

``numericize(ev, expr, lv)`` replaces every exact number and numeric constant in ``expr`` by an
inexact number of level ``lv`` (MACHINE or a precision in digits), respecting NHoldAll,
NHoldFirst and NHoldRest; the caller evaluates the result.
"""

from mathilda.core import attributes as A
from mathilda.core.expr import Complex, Expression, Integer, Rational, Real, Symbol, S
from mathilda.numbers.precision import (
    CONSTANT_NAMES, EXACT, GUARD_DIGITS, MACHINE, constant_value, make_real_at,
    max_extra_precision, result_precision,
)

__all__ = ["numericize", "is_numeric", "evaluate_numeric", "set_precision_walk",
           "numeric_value", "adaptive_evaluate", "level_in"]


def _attrs(ev, sym):
    return ev.defs.attributes(sym)


def numericize(ev, expr, lv):
    t = type(expr)
    if t is Integer or t is Rational or t is Real:
        if t is Integer and lv != MACHINE and expr.value == 0:
            return expr        # N[0, 20] is the exact 0: a zero has no precision to give
        return make_real_at(expr, lv)
    if t is Complex:
        re, im = make_real_at(expr.re, lv), make_real_at(expr.im, lv)
        if type(re) is not Real and type(im) is not Real:
            return expr
        from mathilda.numbers.arith import make_complex
        return make_complex(re, im)
    if t is Symbol:
        if expr.name in CONSTANT_NAMES and _attrs(ev, expr) & A.CONSTANT:
            v = constant_value(expr.name, lv)
            if v is not None:
                return v
        v = _user_nvalue(ev, expr, expr, lv)
        return expr if v is None else v
    if not isinstance(expr, Expression):
        return expr
    head = expr.head
    if head is S.List and type(expr) is not Expression:
        return expr            # a packed array is already numeric
    if head is S.DirectedInfinity:
        return expr            # Infinity, -Infinity, ComplexInfinity stay as they are
    hs = expr.head_symbol
    if hs is not None:
        v = _user_nvalue(ev, hs, expr, lv)
        if v is not None:
            return v
    hold = 0
    if type(head) is Symbol:
        a = _attrs(ev, head)
        if a & A.NHOLD_ALL:
            return expr
        hold = a & (A.NHOLD_FIRST | A.NHOLD_REST)
    else:
        head = numericize(ev, head, lv)
    args = expr.args
    new = None
    for i, x in enumerate(args):
        if hold and ((i == 0 and hold & A.NHOLD_FIRST) or (i > 0 and hold & A.NHOLD_REST)):
            continue
        if type(x) is Symbol and x.name not in CONSTANT_NAMES:
            d = ev.defs.table.get(x)
            if d is None or not d.nvalues:
                continue
        v = numericize(ev, x, lv)
        if v is not x:
            if new is None:
                new = list(args)
            new[i] = v
    if new is None and head is expr.head:
        return expr
    return Expression(head, tuple(new) if new is not None else args)


def _user_nvalue(ev, sym, expr, lv):
    """The value of a user definition N[expr] = v (machine) or N[expr, p] = v, numericized;
    None when there is none."""
    d = ev.defs.table.get(sym)
    if d is None or not d.nvalues:
        return None
    if lv == MACHINE:
        call = Expression(S.N, (expr,))
    else:
        call = Expression(S.N, (expr, Real(float(lv))))
    apply_rules = getattr(ev, "_apply_rules", None)
    if apply_rules is None:
        return None
    r = apply_rules(call, d.nvalues, None)
    if r is None:
        return None
    return numericize(ev, ev.evaluate(r), lv)


def is_numeric(ev, x):
    """NumericQ: numbers, numeric constants, and NumericFunction heads of numeric args."""
    if x.is_number:
        return True
    t = type(x)
    if t is Symbol:
        return bool(_attrs(ev, x) & A.CONSTANT)
    if t is not Expression:
        return False
    head = x.head
    if type(head) is not Symbol or not (_attrs(ev, head) & A.NUMERIC_FUNCTION):
        return False
    for a in x.args:
        if not is_numeric(ev, a):
            return False
    return True


def evaluate_numeric(ev, expr, lv):
    """``expr`` numericized at level ``lv`` and evaluated."""
    return ev.evaluate(numericize(ev, expr, lv))


def numeric_value(ev, expr, digits=30):
    """A number atom approximating the numeric quantity ``expr`` with ``digits`` digits
    (working precision raised up to $MaxExtraPrecision more where cancellation loses
    digits: Sign[Sqrt[10^40 + 1] - 10^20] needs 60), or None if it does not evaluate to a
    number."""
    if expr.is_number:
        return expr
    if level_in(expr) == EXACT:
        v = adaptive_evaluate(ev, expr, float(digits))[0]
    else:
        v = evaluate_numeric(ev, expr, float(digits))
    if v.is_number:
        return v
    return None


def adaptive_evaluate(ev, expr, p):
    """The exact expression ``expr`` numericized at ``p`` digits and more and evaluated: as
    the Wolfram Language's N does, the working precision starts GUARD_DIGITS above ``p``
    and grows, up to ``p`` + $MaxExtraPrecision, until the numbers of the result (their
    precision tracked by the arithmetic: cancellation in sums, conditioning of functions)
    have ``p`` digits.  Returns (result, precision reached, whether the limit stopped it).

    A complex result is taken as the first working precision gives it: numbers/arith's
    make_complex gives both parts the lower *precision* of the two (not the lower accuracy),
    so a part that cancels to a tiny number rounds the other part to a digit or so, and more
    working precision makes that worse, not better."""
    extra = float(GUARD_DIGITS)
    limit = None
    while True:
        r = ev.evaluate(numericize(ev, expr, p + extra))
        got = result_precision(r)
        if got >= p or got == MACHINE or type(r) is Complex:
            return r, got, False
        if limit is None:
            limit = max_extra_precision(ev)
        if extra >= limit:
            return r, got, True
        ev.check_interrupt()
        extra = min(limit, max(2 * extra, extra + (p - got) + GUARD_DIGITS))


def set_precision_walk(expr, digits):
    """Round every arbitrary-precision real with more than ``digits`` digits down to
    ``digits`` (the last step of N[expr, n])."""
    t = type(expr)
    if t is Real:
        if expr.prec is not None and expr.prec > digits and expr.value:
            return make_real_at(expr, digits)
        return expr             # (a zero's prec is its accuracy: 0``80 stays as it is)
    if t is Complex:
        re, im = set_precision_walk(expr.re, digits), set_precision_walk(expr.im, digits)
        if re is expr.re and im is expr.im:
            return expr
        return Complex(re, im)
    if type(expr) is not Expression:
        return expr
    args = expr.args
    new = None
    for i, x in enumerate(args):
        v = set_precision_walk(x, digits)
        if v is not x:
            if new is None:
                new = list(args)
            new[i] = v
    if new is None:
        return expr
    return Expression(expr.head, tuple(new))


def level_in(expr):
    """The lowest level of the inexact numbers inside ``expr`` (EXACT if none)."""
    from mathilda.numbers.precision import level
    t = type(expr)
    if expr.is_number:
        return level(expr)
    if t is not Expression:
        return EXACT
    lv = EXACT
    for a in expr.args:
        v = level_in(a)
        if v < lv:
            lv = v
            if lv == MACHINE:
                break
    return lv

