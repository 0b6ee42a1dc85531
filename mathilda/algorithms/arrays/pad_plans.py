"""Per-level plans of the named ArrayPad schemes.

For one level of length ``L`` padded with ``lo`` cells before and ``hi`` after, a negative
amount first trims that side; the scheme then extends the trimmed fiber of length ``n`` on
its positive sides, over the indices ``t`` in ``range(-before, n + after)`` (0-based,
relative to the first element kept; see ``trim_then_pad``).  A *plan* gives, for each
output position, either

    an int ``i``                    the cell is a copy of original element ``v[i]``, or
    a tuple ``((i1, c1), ...)``     the cell is ``c1 v[i1] + c2 v[i2] + ...`` (integer
                                    coefficients, indices ascending, no zero coefficient).

Every scheme is a closed form in ``t`` (no recursion, so amounts far larger than the array
cost nothing extra):

    Fixed                 v[0] before, v[L-1] after
    Periodic              v[t mod L]
    Reversed              p = t mod 2L:    p < L ? v[p] : v[2L-1-p]
    Reflected             p = t mod 2L-2:  p < L ? v[p] : v[2L-2-p]
    ReversedNegation      p = t mod 2L:    p < L ? v[p] : -v[2L-1-p]
    ReflectedDifferences  the odd reflection about the end cells: with P = 2(L-1) and
                          t = q P + p, w(t) = w(p) + 2q (v[L-1] - v[0])
    ReversedDifferences   the same with P = 2L and the edge cell repeated
    Extrapolated          the polynomial of degree d = min(order, L-1) through the d+1 cells
                          nearest to that end, evaluated at t (Lagrange form, exact integers);
                          it is what the spec's one-cell-at-a-time recurrence produces.

The spec's recursive definitions are checked against these closed forms in the tests.
"""

from math import factorial

__all__ = ["SCHEMES", "NEEDS_TWO", "INDEX_SCHEMES", "level_plan", "plan_cell",
           "compile_plan", "is_identity", "trim_then_pad"]

SCHEMES = ("Fixed", "Periodic", "Reflected", "Reversed", "ReversedNegation",
           "ReflectedDifferences", "ReversedDifferences", "Extrapolated")
INDEX_SCHEMES = frozenset(("Fixed", "Periodic", "Reflected", "Reversed"))
NEEDS_TWO = frozenset(("Reflected", "ReflectedDifferences", "ReversedDifferences"))


def _terms(d):
    """A coefficient dict -> a plan entry (int for a plain copy)."""
    items = sorted((i, c) for i, c in d.items() if c)
    if len(items) == 1 and items[0][1] == 1:
        return items[0][0]
    return tuple(items)


def _odd_reflection(t, L, period, mirror):
    """The difference schemes: w(t) = w(p) + 2 q (v[L-1] - v[0]), t = q period + p,
    with w(p) = v[p] inside and 2 v[L-1] - v[mirror - p] for L <= p < period."""
    q, p = divmod(t, period)
    d = {}
    if p < L:
        d[p] = 1
    else:
        d[L - 1] = 2
        j = mirror - p
        d[j] = d.get(j, 0) - 1
    if q:
        d[L - 1] = d.get(L - 1, 0) + 2 * q
        d[0] = d.get(0, 0) - 2 * q
    return _terms(d)


def _lagrange(x, d):
    """Coefficients of the values at nodes 0..d of the degree-d interpolating polynomial,
    evaluated at the integer x (outside the nodes): exact integers."""
    full = 1
    for j in range(d + 1):
        full *= x - j
    out = []
    for i in range(d + 1):
        num = full // (x - i)
        den = factorial(i) * factorial(d - i)
        c = num // den
        out.append(-c if (d - i) % 2 else c)
    return out


def plan_cell(scheme, t, L, order=1):
    """The plan entry of the cell at original index ``t`` (outside ``[0, L)``), ``L >= 1``
    (``L >= 2`` for the schemes of ``NEEDS_TWO``).  ``order`` None means Infinity."""
    if scheme == "Fixed":
        return 0 if t < 0 else L - 1
    if scheme == "Periodic":
        return t % L
    if scheme == "Reversed":
        p = t % (2 * L)
        return p if p < L else 2 * L - 1 - p
    if scheme == "Reflected":
        p = t % (2 * L - 2)
        return p if p < L else 2 * L - 2 - p
    if scheme == "ReversedNegation":
        p = t % (2 * L)
        return p if p < L else ((2 * L - 1 - p, -1),)
    if scheme == "ReflectedDifferences":
        return _odd_reflection(t, L, 2 * (L - 1), 2 * (L - 1))
    if scheme == "ReversedDifferences":
        return _odd_reflection(t, L, 2 * L, 2 * L - 1)
    if scheme == "Extrapolated":
        d = L - 1 if order is None else min(order, L - 1)
        base = 0 if t < 0 else L - 1 - d
        if d == 0:
            return base
        return _terms({base + i: c for i, c in enumerate(_lagrange(t - base, d))})
    raise ValueError("unknown padding scheme %r" % (scheme,))


def trim_then_pad(L, lo, hi):
    """How a named scheme treats one level of length ``L`` with amounts ``lo``, ``hi``:
    ``(start, stop, before, after)``.  A negative amount trims first (the fiber the scheme
    extends is ``v[start:stop]``), then the positive amounts pad what is left.  This is
    the rule of the seed's system (its value-dependent builder slices ``start = -lo``,
    ``end = L + hi`` for negative amounts, then extends that slice), so
    ``ArrayPad[{6, -6, 5, 5}, {{-1, 3}}, "Reflected"]`` reflects ``{-6, 5, 5}``.  Constant
    and cyclic-block padding do not use this: they stay anchored on the original indices."""
    start = -lo if lo < 0 else 0
    stop = L + hi if hi < 0 else L
    if stop < start:
        stop = start
    return start, stop, max(lo, 0), max(hi, 0)


def _shift(entry, s):
    if not s:
        return entry
    if type(entry) is int:
        return entry + s
    return tuple((i + s, c) for i, c in entry)


def level_plan(scheme, L, lo, hi, order=1):
    """The plan of one level: its cells in order, as indices into the original fiber.

    A negative amount trims before the scheme pads (``trim_then_pad``).  An empty level
    (``L == 0``) cannot be padded by a value-dependent scheme: the plan is ``None`` and the
    level is left as it is; a level trimmed to nothing stays empty."""
    if L == 0:
        return None
    start, stop, before, after = trim_then_pad(L, lo, hi)
    n = stop - start
    if n == 0:
        return []
    return ([_shift(plan_cell(scheme, t, n, order), start) for t in range(-before, 0)]
            + list(range(start, stop))
            + [_shift(plan_cell(scheme, t, n, order), start) for t in range(n, n + after)])


def is_identity(plan, L):
    """True if the plan copies the level unchanged."""
    return plan is None or (len(plan) == L and all(type(e) is int and e == i
                                                     for i, e in enumerate(plan)))


def compile_plan(plan):
    """Run-length encode a plan into operations that build a tuple at C speed:

        ("s", slice)        a run of consecutive copies (ascending or descending)
        ("r", i, n)         n copies of element i
        ("c", [terms, ...]) a run of linear combinations
    """
    ops = []
    n = len(plan)
    i = 0
    while i < n:
        e = plan[i]
        if type(e) is not int:
            j = i + 1
            while j < n and type(plan[j]) is not int:
                j += 1
            ops.append(("c", plan[i:j]))
            i = j
            continue
        j = i + 1
        step = 1
        if j < n and type(plan[j]) is int and plan[j] - e in (-1, 0, 1):
            step = plan[j] - e
            while j < n and type(plan[j]) is int and plan[j] - plan[j - 1] == step:
                j += 1
        count = j - i
        if step == 0:
            ops.append(("r", e, count))
        elif step == 1:
            ops.append(("s", slice(e, e + count)))
        else:
            stop = e - count
            ops.append(("s", slice(e, stop if stop >= 0 else None, -1)))
        i = j
    return ops
