"""Sorting with an ordering function, as Sort[list, p] defines it.

``p[e1, e2]`` gives True or 1 when e1 and e2 are in order, False or -1 when they are not, 0
when they tie (their order is kept); any other value counts as "in order".  The sort is a
merge sort that takes the right element first whenever the pair (left, right) is not in
order: so a strict ordering function (Greater) reverses ties, a non-strict one
(GreaterEqual) keeps them, as in the Wolfram Language.
"""

__all__ = ["merge_sort", "in_order_test"]


def in_order_test(ev, p, reverse=False):
    """``test(a, b) -> bool``: is the pair (a, b) in order under the ordering function p
    (``reverse``: under the reverse ordering, False <-> True, 1 <-> -1)."""
    from mathilda.core.expr import Expression, Integer, TRUE, FALSE

    def test(a, b):
        r = ev.evaluate(Expression(p, (a, b)))
        if r is FALSE:
            return reverse
        if r is TRUE:
            return not reverse
        if type(r) is Integer:
            v = r.value
            if v == 0:
                return True
            return (v > 0) != reverse
        return True
    return test


def merge_sort(items, in_order, check=None):
    """``items`` (a list) sorted by the pair test ``in_order(a, b)``; ``check()`` is
    called once per merge (interrupt checks)."""
    n = len(items)
    if n < 2:
        return list(items)
    src = list(items)
    width = 1
    while width < n:
        if check is not None:
            check()
        dst = []
        for lo in range(0, n, 2 * width):
            mid = min(lo + width, n)
            hi = min(lo + 2 * width, n)
            i, j = lo, mid
            while i < mid and j < hi:
                if in_order(src[i], src[j]):
                    dst.append(src[i])
                    i += 1
                else:
                    dst.append(src[j])
                    j += 1
            dst.extend(src[i:mid])
            dst.extend(src[j:hi])
        src = dst
        width *= 2
    return src
