"""Part extraction and part assignment (``expr[[spec...]]`` and ``x[[spec...]] = v``).

A part spec at one level is an integer (negative counts from the end, 0 is the head),
``All``, a ``Span`` (``i;;j;;k``) or a List of integers.  Associations are indexed by key
(``assoc[["k"]]``, ``assoc[[Key[k]]]``) or position.
"""

from mathilda.core.expr import Expression, Integer, String, S


class PartError(Exception):
    """Raised internally with (tag, args) for the Part::* message."""

    def __init__(self, tag, *args):
        self.tag = tag
        self.args_ = args


def _span_indices(span, n, whole):
    a = span.args
    vals = []
    for x in a:
        if x is S.All:
            vals.append(None)
        elif type(x) is Integer:
            vals.append(x.value)
        else:
            raise PartError("pkspec1", span)
    start = vals[0] if len(vals) > 0 and vals[0] is not None else 1
    stop = vals[1] if len(vals) > 1 and vals[1] is not None else -1
    step = vals[2] if len(vals) > 2 and vals[2] is not None else 1
    if step == 0:
        raise PartError("pkspec1", span)
    if start < 0:
        start += n + 1
    if stop < 0:
        stop += n + 1
    if not (0 <= start <= n + 1) or not (0 <= stop <= n):
        raise PartError("take", Integer(vals[0] if vals else 1),
                        Integer(vals[1] if len(vals) > 1 and vals[1] is not None else -1),
                        whole)
    if step > 0:
        if start < 1:
            raise PartError("take", Integer(vals[0]), Integer(stop), whole)
        return list(range(start, stop + 1, step))
    if start > n or stop < 1:
        if start < stop - 1 or (start > n and start > stop) or (stop < 1 and start >= 1):
            raise PartError("take", Integer(vals[0] if vals else 1),
                            Integer(vals[1] if len(vals) > 1 and vals[1] is not None else -1),
                            whole)
    return list(range(start, stop - 1, step))


def level_indices(spec, n, whole, expr):
    """The 1-based indices a part spec selects at a level of length n, and whether it is a
    single integer (the level disappears from the result); raises PartError."""
    t = type(spec)
    if t is Integer:
        return [_index(spec.value, n, whole, expr)], True
    if spec is S.All:
        return list(range(1, n + 1)), False
    if isinstance(spec, Expression) and spec.head is S.Span:
        return _span_indices(spec, n, expr), False
    if isinstance(spec, Expression) and spec.head is S.List and \
            all(type(s) is Integer for s in spec.args):
        return [_index(s.value, n, whole, expr) for s in spec.args], False
    raise PartError("pkspec1", spec)


def _index(i, n, whole, expr):
    if i < 0:
        i += n + 1
        if i < 1:
            raise PartError("partw", Integer(i - n - 1), expr)
    if i > n:
        raise PartError("partw", Integer(i), expr)
    return i


def _assoc_lookup(expr, key, whole):
    """The value of ``key`` in an association; ``Missing["KeyAbsent", key]`` if absent."""
    for r in expr.args:
        if r.args and r.args[0] == key:
            return r.args[1]
    return Expression(S.Missing, (String("KeyAbsent"), key))


def get_part(expr, specs, whole=None):
    """``expr[[specs...]]``; raises PartError for a bad spec."""
    if whole is None:
        whole = Expression(S.Part, (expr,) + tuple(specs))
    if not specs:
        return expr
    spec, rest = specs[0], specs[1:]
    taker = getattr(type(expr), "take_part", None)
    if taker is not None:       # an atomic array object (a SparseArray) takes its own parts
        return taker(expr, specs, whole)
    if expr.is_atom:
        raise PartError("partd", whole)
    args = expr.args
    n = len(args)
    t = type(spec)
    if expr.head is S.Association:
        if t is Integer:
            v = args[_index(spec.value, n, whole, expr) - 1]
            return get_part(v.args[1], rest, whole)
        if t is String or (isinstance(spec, Expression) and spec.head is S.Key):
            key = spec.args[0] if t is not String else spec
            return get_part(_assoc_lookup(expr, key, whole), rest, whole)
    if t is Integer:
        i = spec.value
        if i == 0:
            return get_part(expr.head, rest, whole)
        if hasattr(type(expr), "array") and not rest:
            return expr.args[_index(i, n, whole, expr) - 1]
        return get_part(args[_index(i, n, whole, expr) - 1], rest, whole)
    if spec is S.All:
        if not rest:
            return expr if type(expr) is Expression else Expression(expr.head, args)
        return Expression(expr.head, tuple(get_part(a, rest, whole) for a in args))
    if isinstance(spec, Expression):
        if spec.head is S.Span:
            idx = _span_indices(spec, n, expr)
            if not rest:
                if idx:
                    lo, hi = idx[0], idx[-1]
                    step = idx[1] - idx[0] if len(idx) > 1 else 1
                    stop = hi - 2 if hi - 2 >= 0 else None
                    return Expression(expr.head, args[lo - 1:hi:step] if step > 0
                                      else args[lo - 1:stop:step])
                return Expression(expr.head, ())
            return Expression(expr.head, tuple(get_part(args[i - 1], rest, whole)
                                               for i in idx))
        if spec.head is S.List:
            out = []
            for s in spec.args:
                if type(s) is not Integer:
                    raise PartError("pkspec1", spec)
                i = s.value
                out.append(expr.head if i == 0 else args[_index(i, n, whole, expr) - 1])
            return Expression(expr.head, tuple(get_part(a, rest, whole) for a in out))
    raise PartError("pkspec1", spec)


def _replace_at(expr, specs, value, whole):
    if not specs:
        return value
    replacer = getattr(type(expr), "replace_part", None)
    if replacer is not None:    # an atomic array object (a SparseArray): a new one
        return replacer(expr, specs, value, whole)
    if expr.is_atom:
        raise PartError("partd", whole)
    spec, rest = specs[0], specs[1:]
    args = list(expr.args)
    n = len(args)
    t = type(spec)
    if t is Integer:
        i = spec.value
        if i == 0:
            return Expression(_replace_at(expr.head, rest, value, whole), expr.args)
        k = _index(i, n, whole, expr) - 1
        args[k] = _replace_at(args[k], rest, value, whole)
        return Expression(expr.head, tuple(args))
    if spec is S.All:
        idx = list(range(1, n + 1))
    elif isinstance(spec, Expression) and spec.head is S.Span:
        idx = _span_indices(spec, n, expr)
    elif isinstance(spec, Expression) and spec.head is S.List and \
            all(type(s) is Integer for s in spec.args):
        idx = [_index(s.value, n, whole, expr) for s in spec.args]
    else:
        raise PartError("pkspec1", spec)
    # a List value of matching length is distributed over the selected positions
    spread = isinstance(value, Expression) and value.head is S.List and \
        len(value.args) == len(idx) and not (spec is S.All and rest == ())
    if spec is S.All and isinstance(value, Expression) and value.head is S.List and \
            len(value.args) == len(idx):
        spread = True
    for j, i in enumerate(idx):
        v = value.args[j] if spread else value
        args[i - 1] = _replace_at(args[i - 1], rest, v, whole)
    return Expression(expr.head, tuple(args))


def set_part(ev, expr, specs, value):
    """``expr`` with the part ``specs`` replaced by ``value``; None after a message."""
    whole = Expression(S.Part, (expr,) + tuple(specs))
    try:
        return _replace_at(expr, tuple(specs), value, whole)
    except PartError as e:
        ev.message("Part", e.tag, *e.args_)
        return None
