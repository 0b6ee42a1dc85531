"""Level specifications (n, {n}, {m, n}, Infinity, All, negative levels) and a walker.

``parse_levelspec(ev, spec, name)`` gives ``(lo, hi)`` (ints, possibly negative; ``INF``
for Infinity) or None after ``name::level``.  A subexpression at level ``k`` (the whole
expression is level 0) whose Depth is ``d`` is selected when
``in_levels(k, d, lo, hi)``: a negative level ``-j`` is the set of subexpressions of
Depth ``j``, so a lower bound ``-j`` means "Depth <= j" and an upper bound "Depth >= j".
"""

from mathilda.core.expr import Expression, Integer, S

INF = float("inf")


def _bound(x):
    if type(x) is Integer:
        return x.value
    if x is S.Infinity or (isinstance(x, Expression) and x.head is S.DirectedInfinity
                           and x.args == (Integer(1),)):
        return INF
    return None


def parse_levelspec(ev, spec, name, default_lo=1):
    if spec is S.All:
        return 0, INF
    b = _bound(spec)
    if b is not None:
        return default_lo, b
    if isinstance(spec, Expression) and spec.head is S.List and 1 <= len(spec.args) <= 2:
        bs = [_bound(x) for x in spec.args]
        if None not in bs:
            return (bs[0], bs[0]) if len(bs) == 1 else (bs[0], bs[1])
    ev.message(name, "level", spec)
    return None


def depth(expr):
    """Depth[expr]: 1 for atoms, 1 + the maximum depth of the arguments otherwise."""
    if expr.is_atom:
        return 1
    if hasattr(type(expr), "array"):
        return expr.array.ndim + 1
    best = 0
    args = expr.args
    if expr.head is S.Association and hasattr(expr, "index"):
        args = [r.args[1] for r in args]        # an association is one level
    for a in args:
        d = 1 if a.is_atom else depth(a)
        if d > best:
            best = d
    return best + 1


def in_levels(level, d, lo, hi):
    """Is a subexpression at ``level`` with Depth ``d`` within levels lo..hi?"""
    if (level < lo) if lo >= 0 else (d > -lo):
        return False
    return (level <= hi) if hi >= 0 else (d >= -hi)


def map_levels(expr, fn, lo, hi, heads=False, level=0):
    """Apply ``fn(sub, level)`` bottom-up to every subexpression at levels lo..hi."""
    needs_depth = lo < 0 or hi < 0
    new = expr
    if not expr.is_atom and (hi == INF or hi < 0 or level < hi):
        args = expr.args
        out = None
        for i, a in enumerate(args):
            v = map_levels(a, fn, lo, hi, heads, level + 1)
            if v is not a:
                if out is None:
                    out = list(args)
                out[i] = v
        h = expr.head
        if heads:
            h = map_levels(h, fn, lo, hi, heads, level + 1)
        if out is not None or h is not expr.head:
            new = Expression(h, tuple(out) if out is not None else args)
    d = depth(expr) if needs_depth else 0
    if in_levels(level, d, lo, hi):
        return fn(new, level)
    return new
