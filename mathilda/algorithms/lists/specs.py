"""Sequence and position specifications of the list builtins, parsed to Python values.

    seq_spec(spec)            a Take/Drop sequence specification (n, -n, {n}, {m, n},
                              {m, n, s}, All, None, UpTo[n]) as (m, n, s) or ("upto", n)
    seq_indices(parsed, n)    the 0-based indices it selects in a length-n expression
    int_position(p)           a position (an Integer or a List of Integers) as a tuple
    position_list(spec)       n, {i, j, ...} or {{i, j, ...}, ...} as a list of tuples
    resolve_position(x, pos)  the position with negative indices counted from the end, or
                              PartError("partw", ...)
"""

from mathilda.algorithms.lists.common import LIST, is_list, machine_int, nonneg_machine_int
from mathilda.core.expr import Expression, Integer, S
from mathilda.core.parts import PartError


def seq_spec(spec):
    """(m, n, s) from a sequence specification, with None standing for 'the end'; or None
    if ``spec`` is not one.  All -> (1, -1, 1), None -> (1, 0, 1)."""
    if spec is S.All:
        return (1, -1, 1)
    if spec is S["None"]:
        return (1, 0, 1)
    v = machine_int(spec)
    if v is not None:
        return (1, v, 1) if v >= 0 else (v, -1, 1)
    if isinstance(spec, Expression):
        if spec.head is S.UpTo and len(spec.args) == 1:
            u = nonneg_machine_int(spec.args[0])
            if u is not None:
                return ("upto", u)
            return None
        if spec.head is LIST and 1 <= len(spec.args) <= 3:
            vals = [machine_int(a) for a in spec.args]
            if None in vals:
                return None
            if len(vals) == 1:
                return (vals[0], vals[0], 1)
            if len(vals) == 2:
                return (vals[0], vals[1], 1)
            if vals[2] == 0:
                return None
            return tuple(vals)
    return None


def seq_indices(parsed, n):
    """The 0-based indices selected by a parsed sequence spec in a length-n expression, or
    None if the positions are out of range."""
    if parsed[0] == "upto":
        return list(range(min(parsed[1], n)))
    m, k, s = parsed
    if m < 0:
        m += n + 1
    if k < 0:
        k += n + 1
    if s > 0:
        if m < 1 or k > n or m > n + 1 or k < m - 1:
            return None
        return list(range(m - 1, k, s))
    if m > n or k < 1 or k > n + 1 or m < 1 or k > m + 1:
        return None
    return list(range(m - 1, k - 2, s))


def int_position(p):
    """A tuple of machine ints from an Integer or a List of Integers, else None."""
    v = machine_int(p)
    if v is not None:
        return (v,)
    if is_list(p):
        out = []
        for a in p.args:
            v = machine_int(a)
            if v is None:
                return None
            out.append(v)
        return tuple(out)
    return None


def position_list(spec):
    """A list of position tuples from n, {i, j, ...} or {{i, j, ...}, ...}; None if bad."""
    single = int_position(spec)
    if single is not None:
        return [single]
    if is_list(spec) and spec.args and all(is_list(a) for a in spec.args):
        out = []
        for a in spec.args:
            p = int_position(a)
            if p is None:
                return None
            out.append(p)
        return out
    return None


def resolve_position(x, pos):
    """Positive indices for ``pos`` in ``x`` (negative ones counted from the end), or raise
    PartError('partw', index, subexpr)."""
    out = []
    for i in pos:
        if x.is_atom:
            raise PartError("partw", Integer(i), x)
        n = len(x.args)
        j = i + n + 1 if i < 0 else i
        if j < 0 or j > n:
            raise PartError("partw", Integer(i), x)
        out.append(j)
        x = x.head if j == 0 else x.args[j - 1]
    return tuple(out)
