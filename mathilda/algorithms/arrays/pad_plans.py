"""Per-level plans of the named ArrayPad schemes.

For one level of length ``L`` padded with ``lo`` cells before and ``hi`` after (negative:
trimmed), the output covers the original indices ``t`` in ``range(-lo, L + hi)`` (0-based,
relative to the first original element).  A *plan* gives, for each output position, either

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
           "compile_plan", "is_identity"]

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


def level_plan(scheme, L, lo, hi, order=1):
    """The plan of one level: a list over ``t`` in ``range(-lo, L + hi)``.

    An empty level (``L == 0``) cannot be padded by a value-dependent scheme: the plan is
    ``None`` and the level is left as it is."""
    if L == 0:
        return None
    t0, t1 = -lo, L + hi
    if t1 <= t0:
        return []
    a0, a1 = max(t0, 0), min(t1, L)
    before = [plan_cell(scheme, t, L, order) for t in range(t0, min(0, t1))]
    inside = list(range(a0, a1))
    after = [plan_cell(scheme, t, L, order) for t in range(max(L, t0), t1)]
    return before + inside + after


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
