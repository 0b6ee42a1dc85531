"""The canonical forms of sums and products (the algorithms behind Plus and Times).

``plus_args(ev, expr)`` and ``times_args(ev, expr)`` receive the evaluated, flattened and
sorted call and return its new form, or None when it is already canonical (the evaluator
then keeps it: returning an equal copy would loop).

Plus: numbers are added; like terms (equal up to a numeric coefficient) are collected;
``Infinity`` absorbs finite terms; an inexact number makes numeric quantities inexact too
(``1. + Pi`` is ``4.14159``); the numeric term comes first and the rest in canonical order.

Times: numbers are multiplied; equal bases collect their exponents (``x x^2`` is ``x^3``);
exact numeric radicals are put into canonical form (see ``radicals``); ``0 x`` is ``0``;
``-(a + b)`` distributes to ``-a - b``; the rewrites of ``rewrites`` (``2 2^n``,
``(-1/2) (a - b)``, ``Cos[x] Csc[x]``) are tried last.
"""

from fractions import Fraction
from math import gcd

from mathilda.core.expr import (
    Complex, Expression, Integer, Rational, Real, S, Symbol, make_rational, new_integer,
)
from mathilda.numbers.arith import ONE, ZERO, add, is_zero, mul, neg
from mathilda.numbers.infinity import (
    COMPLEX_INFINITY, directed, sum_infinities,
)
from mathilda.numbers.nvalues import evaluate_numeric, is_numeric
from mathilda.numbers.precision import EXACT, level
from mathilda.numbers.radicals import normalize_radicals
from mathilda.numbers.rewrites import (
    _PAIR_HEADS, coefficient_into_power, combine_trig, distribute_sign,
)

__all__ = ["plus_args", "plus_pair", "plus_linear", "plus_merge", "CANONICAL", "product_term", "mark_evaluated", "times_args", "split_coefficient", "sorted_exprs", "plus_is_canonical",
           "times_is_canonical"]

_INDETERMINATE = S.Indeterminate
_POWER = S.Power
_TIMES = S.Times
_PLUS = S.Plus

_sort_key = None


def sorted_exprs(items):
    global _sort_key
    if _sort_key is None:
        from mathilda.core.ordering import sort_key
        _sort_key = sort_key
    return sorted(items, key=_sort_key)


def split_coefficient(x):
    """(numeric coefficient, rest) of a term: ``2 a b`` -> (2, a b), ``a`` -> (1, a)."""
    if type(x) is Expression and x.head is S.Times and x.args and x.args[0].is_number:
        rest = x.args[1:]
        if len(rest) == 1:
            return x.args[0], rest[0]
        return x.args[0], Expression(S.Times, rest)
    return ONE, x


def _with_coefficient(c, term):
    """The term ``c * term`` in canonical form (c a number, term without coefficient)."""
    if type(c) is Integer and c.value == 1:
        return term
    if type(term) is Expression and term.head is S.Times:
        return Expression(S.Times, (c,) + term.args)
    return Expression(S.Times, (c, term))


def _indeterminate(ev, expr):
    ev.message("Infinity", "indet", expr)
    return S.Indeterminate


# --- already canonical sums and products (the common case: nothing to collect) --------------------

_NOT_PLAIN_FACTOR = frozenset(["Times", "Plus", "Power", "DirectedInfinity"]) | _PAIR_HEADS
_NOT_PLAIN_TERM = frozenset(["Plus", "DirectedInfinity"])


def _plain(x, excluded):
    """True for a symbol other than Indeterminate, or a non-numeric-looking expression with a
    symbol head not in ``excluded``."""
    t = type(x)
    if t is Symbol:
        return x is not _INDETERMINATE
    if t is Expression:
        h = x.head
        return type(h) is Symbol and h.name not in excluded
    return False


def times_is_canonical(args):
    """True when ``times_args`` would leave these (sorted) factors unchanged, decided
    cheaply: an optional exact coefficient other than 0 and 1 first, then factors with
    distinct bases that are symbols, plain expressions, or their powers (no numbers, sums,
    products, infinities or the trigonometric pairs ``combine_trig`` rewrites)."""
    n = len(args)
    if n == 2:
        return _times_pair_canonical(args)
    if n < 2:
        return False
    first = args[0]
    t = type(first)
    start = 0
    if t is Integer:
        v = first.value
        if v == 0 or v == 1:
            return False
        start = 1
    elif t is Rational:
        start = 1
    bases = []
    for i in range(start, len(args)):
        a = args[i]
        if type(a) is Expression and a.head is _POWER and len(a.args) == 2:
            a = a.args[0]
        if not _plain(a, _NOT_PLAIN_FACTOR):
            return False
        bases.append(a)
    n = len(bases)
    if n == 0 or (start == 0 and n == 1):
        return False
    return n == 1 or (n == 2 and bases[0] != bases[1]) or len(set(bases)) == n


def _times_pair_canonical(args):
    """times_is_canonical for two factors, written out (the commonest product: ``c x``,
    ``f[k] x``): no list of bases, distinct bases told apart by identity when one is a
    symbol (symbols are interned; a symbol equals no normal expression)."""
    a, b = args
    t = type(a)
    if t is Integer:
        v = a.value
        if v == 0 or v == 1:
            return False
        a = None
    elif t is Rational:
        a = None
    else:
        if t is Expression and a.head is _POWER and len(a.args) == 2:
            a = a.args[0]
        if not _plain(a, _NOT_PLAIN_FACTOR):
            return False
    if type(b) is Expression and b.head is _POWER and len(b.args) == 2:
        b = b.args[0]
    if not _plain(b, _NOT_PLAIN_FACTOR):
        return False
    if a is None:
        return True
    if a is b:
        return False
    if type(a) is Symbol or type(b) is Symbol:
        return True
    return not a == b


def plus_is_canonical(args):
    """True when ``plus_args`` would leave these (sorted) terms unchanged, decided cheaply:
    an optional nonzero exact number first, then terms with distinct non-numeric parts that
    are symbols, plain expressions, or exact multiples of them."""
    if len(args) < 2:
        return False
    first = args[0]
    t = type(first)
    start = 0
    if t is Integer or t is Rational:
        if first.value == 0:
            return False
        start = 1
    keys = []
    for i in range(start, len(args)):
        a = args[i]
        if type(a) is Expression and a.head is _TIMES:
            aa = a.args
            if len(aa) < 2:
                return False
            c = aa[0]
            tc = type(c)
            if tc is Integer or tc is Rational:
                a = aa[1] if len(aa) == 2 else Expression(_TIMES, aa[1:])
                if len(aa) == 2 and not _plain(a, _NOT_PLAIN_TERM):
                    return False
            elif c.is_number:
                return False
        elif not _plain(a, _NOT_PLAIN_TERM):
            return False
        keys.append(a)
    n = len(keys)
    if n == 0 or (start == 0 and n == 1):
        return False
    return (n == 2 and keys[0] != keys[1]) or n == 1 or len(set(keys)) == n


# --- Plus ---------------------------------------------------------------------------------------

def plus_pair(ev, a, b):
    """The sum of two terms that are exact multiples of one symbol (``x + x``, ``k x + x``,
    ``k x + m x``): ``(k + m) x`` marked as evaluated, 0 or x; None for any other pair
    (the general ``plus_args`` handles it).  The hot step of ``s = s + a`` in a loop, so
    written out: no tuples, Integer coefficients added in place."""
    ta = type(a)
    if ta is Symbol:
        x = a
        ca = ONE
    elif ta is Expression and a.head is _TIMES:
        aa = a.args
        if len(aa) != 2:
            return None
        ca, x = aa
        tc = type(ca)
        if (tc is not Integer and tc is not Rational) or type(x) is not Symbol:
            return None
    else:
        return None
    if x is _INDETERMINATE:
        return None
    tb = type(b)
    if tb is Symbol:
        if b is not x:
            return None
        cb = ONE
    elif tb is Expression and b.head is _TIMES:
        ba = b.args
        if len(ba) != 2 or ba[1] is not x:
            return None
        cb = ba[0]
        tc = type(cb)
        if tc is not Integer and tc is not Rational:
            return None
    else:
        return None
    if type(ca) is Integer and type(cb) is Integer:
        v = ca.value + cb.value
        if v == 0:
            return ZERO
        if v == 1:
            return x
        c = new_integer(v)
    else:
        c = add(ca, cb)
        if type(c) is Integer:
            v = c.value
            if v == 0:
                return ZERO
            if v == 1:
                return x
    # product_term(ev, c, x) written out (the hot step of s = s + a)
    r = Expression(_TIMES, (c, x))
    defs = ev.defs
    table = defs.table
    d = table.get(_TIMES)
    if d is not None and (d.down or d.down_exact):
        return r
    if x in defs.up_symbols:
        return r
    dx = table.get(x)
    if dx is not None and dx.own is not None:
        return r
    r._ev = defs.token
    return r


CANONICAL = object()       # plus_linear's answer for a sum already in canonical form


def plus_linear(ev, args):
    """The sum of sorted terms that are exact numbers, symbols and exact multiples ``c x``
    of symbols (a linear combination: ``x + 3 a + a``), collected in one pass without the
    general ``plus_args``: CANONICAL when the terms are canonical as they are, None when a
    term is of another kind, else the new sum (or single term), marked as evaluated.

    No sort is needed: the terms of such a sum are ordered by their symbols (the
    coefficient only breaks ties between equal symbols, which are merged), numbers first,
    so the first occurrences of the symbols in the sorted terms are in canonical order."""
    coeffs = {}
    merged = False
    num = None
    nnum = 0
    for a in args:
        t = type(a)
        if t is Symbol:
            if a is _INDETERMINATE:
                return None
            c = ONE
            x = a
        elif t is Expression:
            if a.head is not _TIMES:
                return None
            aa = a.args
            if len(aa) != 2:
                return None
            c, x = aa
            tc = type(c)
            if (tc is not Integer and tc is not Rational) or type(x) is not Symbol \
                    or x is _INDETERMINATE:
                return None
        elif t is Integer or t is Rational:
            num = a if num is None else add(num, a)
            nnum += 1
            continue
        else:
            return None
        old = coeffs.get(x)
        if old is None:
            coeffs[x] = (c, a)
        else:
            oc = old[0]
            if type(oc) is Integer and type(c) is Integer:
                coeffs[x] = (new_integer(oc.value + c.value), None)
            else:
                coeffs[x] = (add(oc, c), None)
            merged = True
    if not merged and nnum <= 1 and (num is None or num.value != 0) and \
            len(args) - nnum >= 1 and len(args) >= 2:
        return CANONICAL
    # the new sum, its terms made and marked as product_term and mark_evaluated would
    # (their tests written out once for all the terms)
    defs = ev.defs
    table = defs.table
    ups = defs.up_symbols
    token = defs.token
    d = table.get(_TIMES)
    times_plain = d is None or not (d.down or d.down_exact)
    d = table.get(_PLUS)
    mark = (d is None or not (d.down or d.down_exact))
    times_up = _TIMES in ups
    items = []
    if num is not None and num.value != 0:
        items.append(num)
    for x, (c, term) in coeffs.items():
        if x in ups:
            plain_x = False
        else:
            dx = table.get(x)
            plain_x = dx is None or dx.own is None
        if term is None:
            if type(c) is Integer:
                v = c.value
                if v == 0:
                    continue
                if v == 1:
                    items.append(x)
                    if not plain_x:
                        mark = False
                    continue
            term = Expression(_TIMES, (c, x))
            if times_plain and plain_x:
                term._ev = token
                if times_up:
                    mark = False
            else:
                mark = False
        elif type(term) is Symbol:
            if not plain_x:
                mark = False
        elif term._ev is not token or times_up:
            mark = False
        items.append(term)
    if not items:
        return ZERO
    if len(items) == 1:
        return items[0]
    r = Expression(_PLUS, tuple(items))
    if mark:
        r._ev = token
    return r


def _linear_term(t):
    """(coefficient, symbol) of a symbol or an exact multiple ``c x`` of one, (number, None)
    of an exact number, None for any other term."""
    tt = type(t)
    if tt is Symbol:
        return (None if t is _INDETERMINATE else (ONE, t))
    if tt is Expression:
        if t.head is _TIMES:
            ta = t.args
            if len(ta) == 2:
                c, x = ta
                tc = type(c)
                if (tc is Integer or tc is Rational) and type(x) is Symbol and \
                        x is not _INDETERMINATE:
                    return c, x
        return None
    if tt is Integer or tt is Rational:
        return t, None
    return None


def plus_merge(ev, a, b):
    """Plus's ``pair`` path (core/registry.py): the sum ``s + t`` of a sum ``s`` marked as
    evaluated whose terms are all linear (an exact number first, then symbols and exact
    multiples ``c x`` of symbols) and one more such term ``t``, either way round, as the
    evaluator would make it (flattened, collected, in canonical order), marked as
    evaluated; None for any other pair.  The step of ``Nest[# + a &, x, n]`` and of sums
    grown one term at a time: no flattening, sorting or collecting of the whole sum.

    In a linear sum the symbols are distinct and in canonical order, so ``t`` is merged
    into the term of its symbol or inserted before the first greater symbol."""
    if type(a) is Expression and a.head is _PLUS:
        s, t = a, b
    elif type(b) is Expression and b.head is _PLUS:
        s, t = b, a
    else:
        return None
    defs = ev.defs
    token = defs.token
    if s._ev is not token:
        return None
    lt = _linear_term(t)
    if lt is None:
        return None
    table = defs.table
    d = table.get(_TIMES)
    if d is not None and (d.down or d.down_exact):
        return None
    c, x = lt
    terms = s.args
    ups = defs.up_symbols if defs.up_count else None
    if ups is not None and (_TIMES in ups or x in ups):
        return None
    key = None
    if x is not None:
        if type(t) is Symbol or t._ev is not token:
            dx = table.get(x)
            if dx is not None and dx.own is not None:
                return None
        key = _sort_key(x) if _sort_key is not None else _symbol_order_key(x)
    pos = None          # where t goes: the index of its symbol's term, or before which
    same = False
    for i, u in enumerate(terms):
        lu = _linear_term(u)
        if lu is None:
            return None
        y = lu[1]
        if y is None:
            if i:
                return None
            if x is None:
                pos, same = 0, True
            continue
        if ups is not None and y in ups:
            return None
        if pos is None and x is not None:
            if y is x:
                pos, same = i, True
            elif key < _sort_key(y):
                pos = i
    items = list(terms)
    if same:
        old = _linear_term(terms[pos])[0]
        total = (new_integer(old.value + c.value) if type(old) is Integer and type(c) is Integer
                 else add(old, c))
        if x is None:
            if type(total) is Integer and total.value == 0:
                del items[0]
            else:
                items[0] = total
        elif type(total) is Integer and total.value == 0:
            del items[pos]
        elif type(total) is Integer and total.value == 1:
            items[pos] = x
        else:
            term = Expression(_TIMES, (total, x))
            term._ev = token
            items[pos] = term
    else:
        if x is None:
            if type(c) is Integer and c.value == 0:
                return s
            pos = 0
        elif pos is None:
            pos = len(items)
        if type(t) is Expression:
            t._ev = token       # c x, x without a value: Times leaves it as it is
        items.insert(pos, t)
    if not items:
        return ZERO
    if len(items) == 1:
        return items[0]
    r = Expression(_PLUS, tuple(items))
    r._ev = token
    return r


def _symbol_order_key(x):
    """The canonical-order key of a symbol (ordering.sort_key, imported on first use)."""
    global _sort_key
    from mathilda.core.ordering import sort_key
    _sort_key = sort_key
    return sort_key(x)


def product_term(ev, c, x):
    """``c x`` for an exact number c other than 0 and 1 and a symbol x without a value:
    canonical as it is, so marked as evaluated when nothing could rewrite it (Times
    without DownValues, x without a value or UpValues: mark_evaluated's tests for this
    shape)."""
    r = Expression(_TIMES, (c, x))
    defs = ev.defs
    table = defs.table
    d = table.get(_TIMES)
    if d is not None and (d.down or d.down_exact):
        return r
    if x in defs.up_symbols:
        return r
    dx = table.get(x)
    if dx is not None and dx.own is not None:
        return r
    r._ev = defs.token
    return r


_LIST = S.List


def mark_evaluated(ev, r, canonical):
    """Mark the sum or product ``r`` that ``plus_args``/``times_args`` built from evaluated
    parts as being at a fixed point, so that the evaluator does not take it apart again:
    when ``canonical(r.args)`` holds (None: known canonical), every part is evaluated (a
    symbol without a value, another atom, or an expression marked under the current
    definitions token), and neither the head nor a part has definitions that could
    rewrite it.  Returns ``r``."""
    defs = ev.defs
    table = defs.table
    d = table.get(r.head)
    if d is not None and (d.down or d.down_exact):
        return r
    token = defs.token
    ups = defs.up_symbols
    for a in r.args:
        t = type(a)
        if t is Symbol:
            if a in ups:
                return r
            da = table.get(a)
            if da is not None and da.own is not None:
                return r
        elif t is Expression:
            h = a.head
            if a._ev is not token or type(h) is not Symbol or h is _LIST or h in ups:
                return r
        elif not a.is_atom:
            return r
    if canonical is None or canonical(r.args):
        r._ev = token
    return r


def plus_args(ev, expr):
    args = expr.args
    number = None
    nnum = 0
    terms = {}
    orig = {}
    merged = False
    infs = None
    exact = None                 # the exact rational numbers' sum: num/den over the lcm of
    den = 1                      # their denominators (one reduction at the end)
    for a in args:
        t = type(a)
        if t is Integer:
            exact = a.value * den if exact is None else exact + a.value * den
            nnum += 1
            continue
        if t is Rational:
            f = a.value
            n, d = f._numerator, f._denominator
            if exact is None:
                exact, den = n, d
            elif d == den:
                exact += n
            else:
                g = gcd(den, d)
                exact = exact * (d // g) + n * (den // g)
                den = den // g * d
            nnum += 1
            continue
        if a.is_number:
            number = a if number is None else add(number, a)
            nnum += 1
            continue
        if t is Expression:
            h = a.head
            if h is S.Times and a.args and a.args[0].is_number:
                aa = a.args
                coeff = aa[0]
                key = aa[1] if len(aa) == 2 else Expression(S.Times, aa[1:])
            elif h is S.DirectedInfinity and len(a.args) <= 1:
                if infs is None:
                    infs = []
                infs.append(a)
                continue
            else:
                coeff, key = ONE, a
        elif a is S.Indeterminate:
            return S.Indeterminate
        else:
            coeff, key = ONE, a
        c = terms.get(key)
        if c is None:
            terms[key] = coeff
            orig[key] = a
        else:
            terms[key] = add(c, coeff)
            orig[key] = None
            merged = True

    if exact is not None:
        e = make_rational(exact, den)
        number = e if number is None else add(e, number)
    if infs is not None:
        res, indet = sum_infinities(infs)
        if indet:
            return _indeterminate(ev, expr)
        if res is not None:
            # finite numeric terms are absorbed; symbolic ones stay beside the infinity
            items = [res]
            for key, c in terms.items():
                term = orig[key] if orig[key] is not None else _with_coefficient(c, key)
                if not is_numeric(ev, term):
                    items.append(term)
            if len(items) == 1:
                return res
            items = sorted_exprs(items)
            return None if tuple(items) == args else Expression(S.Plus, tuple(items))
        for x in infs:
            terms[x] = ONE
            orig[x] = x

    # an inexact number turns numeric quantities inexact
    if number is not None and level(number) != EXACT and terms:
        lv = level(number)
        for key in list(terms):
            if is_numeric(ev, key):
                c = terms[key]
                term = orig[key] if orig[key] is not None else _with_coefficient(c, key)
                v = evaluate_numeric(ev, term, lv)
                if v.is_number:
                    number = add(number, v)
                    del terms[key]
                    merged = True

    items = []
    if number is not None:
        t = type(number)
        if not ((t is Integer or t is Rational) and number.value == 0):
            items.append(number)
    for key, c in terms.items():
        o = orig[key]
        if o is not None:
            items.append(o)
            continue
        if is_zero(c):
            if type(c) is not Integer and type(c) is not Rational:
                # 0. x is 0.: it joins the numbers
                if items and items[0].is_number:
                    items[0] = add(items[0], _real_zero(c))
                else:
                    items.insert(0, _real_zero(c))
            continue
        term = _with_coefficient(c, key)
        if term is not key:
            term = mark_evaluated(ev, term, times_is_canonical)
        items.append(term)
    if not items:
        return ZERO
    if len(items) == 1:
        return items[0]
    if merged:
        items = sorted_exprs(items)
    t = tuple(items)
    if t == args:
        return None
    return mark_evaluated(ev, Expression(S.Plus, t), plus_is_canonical)


def _real_zero(c):
    if type(c) is Complex:
        return Complex(_real_zero(c.re), _real_zero(c.im))
    return c


# --- Times --------------------------------------------------------------------------------------

def _add_exponents(ev, e1, e2):
    if e1.is_number and e2.is_number:
        return add(e1, e2)
    return ev.evaluate(Expression(S.Plus, (e1, e2)))


def _radical_of_constant(a):
    """(q, R, e) for a = (q R)^e: q a positive rational, R the rest of the base, e a
    rational exponent (Sqrt[2/Pi] is (2, 1/Pi, 1/2)); else None."""
    if type(a) is not Expression or a.head is not _POWER or len(a.args) != 2:
        return None
    base, e = a.args
    if type(e) is not Rational or type(base) is not Expression or base.head is not _TIMES \
            or len(base.args) < 2:
        return None
    q = base.args[0]
    if type(q) not in (Integer, Rational) or q.value <= 0:
        return None
    rest = base.args[1:]
    return q, rest[0] if len(rest) == 1 else Expression(_TIMES, rest), e


def _reciprocal_radicals(ev, args):
    """Powers of rationals times numeric quantities with reciprocal rests and one exponent
    combine: Sqrt[Pi/2] Sqrt[2/Pi] is 1, Sqrt[2 Pi] Sqrt[3/Pi] is Sqrt[6].  The new
    factors, or None."""
    found = []
    for i, a in enumerate(args):
        r = _radical_of_constant(a)
        if r is not None:
            found.append((i, r))
    if len(found) < 2:
        return None
    for k, (i, (q1, r1, e1)) in enumerate(found):
        for j, (q2, r2, e2) in found[k + 1:]:
            if e1 != e2 or not is_numeric(ev, r1):
                continue
            p = ev.evaluate(Expression(_TIMES, (r1, r2)))
            if type(p) is Integer and p.value == 1:
                out = list(args)
                out[i] = Expression(_POWER, (mul(q1, q2), e1))
                del out[j]
                return out
    return None


def times_args(ev, expr):
    args = expr.args
    if len(args) > 1:
        new = _reciprocal_radicals(ev, args)
        if new is not None:
            return new[0] if len(new) == 1 else Expression(_TIMES, tuple(new))
    number = None
    nnum = 0
    bases = {}
    orig = {}
    merged = False
    radicals = None
    infs = None
    for a in args:
        if a.is_number:
            number = a if number is None else mul(number, a)
            nnum += 1
            continue
        t = type(a)
        if t is Expression:
            h = a.head
            if h is S.Power and len(a.args) == 2:
                base, e = a.args
                tb = type(base)
                if type(e) is Rational and (tb is Integer or tb is Rational) and base.value > 0:
                    if radicals is None:
                        radicals = []
                    radicals.append(a)
                    continue
            elif h is S.DirectedInfinity and len(a.args) <= 1:
                if infs is None:
                    infs = []
                infs.append(a)
                continue
            else:
                base, e = a, ONE
        elif a is S.Indeterminate:
            return S.Indeterminate
        else:
            base, e = a, ONE
        old = bases.get(base)
        if old is None:
            bases[base] = e
            orig[base] = a
        else:
            bases[base] = _add_exponents(ev, old, e)
            orig[base] = None
            merged = True

    if number is not None and is_zero(number):
        if infs is not None:
            return _indeterminate(ev, expr)
        t = type(number)
        if t is Integer or t is Rational:
            return ZERO
        return _real_zero(number) if len(args) > 1 else None

    if infs is not None:
        return _times_infinities(ev, expr, number, bases, orig, radicals, infs)

    # exact numeric radicals: Sqrt[2] Sqrt[3] -> Sqrt[6], Sqrt[2]/2 -> 1/Sqrt[2]
    rad_items = radicals
    if radicals is not None:
        tn = type(number)
        coeff = number.value if (tn is Integer or tn is Rational) else 1
        c, rads = normalize_radicals(coeff, [(r.args[0].value, r.args[1].value)
                                             for r in radicals])
        same = (c == coeff and len(rads) == len(radicals)
                and {(Fraction(b), e) for b, e in rads}
                == {(Fraction(r.args[0].value), r.args[1].value) for r in radicals})
        if not same:
            merged = True
            cnum = make_rational(c)
            if tn is Integer or tn is Rational:
                number = cnum
            elif number is None:
                number = cnum
            else:
                number = mul(number, cnum)
            rad_items = [Expression(S.Power, (make_rational(b), make_rational(e)))
                         for b, e in rads]

    # an inexact coefficient turns numeric factors inexact
    if number is not None and level(number) != EXACT:
        lv = level(number)
        for base in list(bases):
            if is_numeric(ev, base) and is_numeric(ev, bases[base]):
                o = orig[base]
                f = o if o is not None else Expression(S.Power, (base, bases[base]))
                v = evaluate_numeric(ev, f, lv)
                if v.is_number:
                    number = mul(number, v)
                    del bases[base]
                    merged = True
        if rad_items:
            for r in rad_items:
                number = mul(number, evaluate_numeric(ev, r, lv))
            rad_items = None
            merged = True
        if is_zero(number) and type(number) is Real:
            return number

    factors = []
    for base, e in bases.items():
        o = orig[base]
        if o is not None:
            factors.append(o)
            continue
        te = type(e)
        if (te is Integer or te is Rational) and e.value == 0:
            continue
        if te is Integer and e.value == 1:
            factors.append(base)
        else:
            factors.append(Expression(S.Power, (base, e)))
    if rad_items:
        factors.extend(rad_items)

    if number is not None and factors:
        r = coefficient_into_power(number, factors)
        if r is not None:
            return Expression(S.Times, tuple(r))
        r = distribute_sign(number, factors, _negate_term)
        if r is not None:
            return r
    if len(factors) > 1:
        r = combine_trig(factors)
        if r is not None:
            if number is not None:
                r.insert(0, number)
            return r[0] if len(r) == 1 else Expression(S.Times, tuple(r))

    # -(a + b) distributes
    if (number is not None and type(number) is Integer and number.value == -1
            and len(factors) == 1 and type(factors[0]) is Expression
            and factors[0].head is S.Plus):
        return Expression(S.Plus, tuple(_negate_term(t) for t in factors[0].args))

    if merged and len(factors) > 1:
        factors = sorted_exprs(factors)
    if number is not None and not (type(number) is Integer and number.value == 1):
        items = [number] + factors
    else:
        items = factors
    if not items:
        return number if number is not None else ONE
    if len(items) == 1:
        return items[0]
    t = tuple(items)
    if t == args:
        return None
    if not merged:
        # same factors, possibly in another order: keep the canonical order
        t = tuple(sorted_exprs(t))
        if t == args:
            return None
    return Expression(S.Times, t)


def _negate_term(t):
    if t.is_number:
        return neg(t)
    c, rest = split_coefficient(t)
    if c is ONE:
        return Expression(S.Times, (Integer(-1), t))
    nc = neg(c)
    if type(nc) is Integer and nc.value == 1:
        return rest
    return _with_coefficient(nc, rest)


def _times_infinities(ev, expr, number, bases, orig, radicals, infs):
    """A product with infinite factors: numeric factors fold into the direction."""
    if any(not x.args for x in infs):
        dirs = None
    else:
        dirs = [x.args[0] for x in infs]
    symbolic = []
    numeric = []
    for base, e in bases.items():
        o = orig[base]
        f = o if o is not None else Expression(S.Power, (base, e))
        (numeric if is_numeric(ev, f) else symbolic).append(f)
    if radicals:
        numeric.extend(radicals)
    if number is not None:
        numeric.insert(0, number)
    if dirs is None:
        # ComplexInfinity absorbs every other nonzero factor
        return None if len(expr.args) == 1 else COMPLEX_INFINITY
    else:
        parts = numeric + dirs
        if len(parts) == 1:
            d = parts[0]
        else:
            d = ev.evaluate(Expression(S.Times, tuple(parts)))
        res = directed(d)
        if len(infs) == 1 and not numeric:
            res = infs[0]
    if not symbolic:
        return None if (len(expr.args) == 1 and res is infs[0]) else res
    items = sorted_exprs([res] + symbolic)
    t = tuple(items)
    if t == expr.args:
        return None
    return Expression(S.Times, t)

