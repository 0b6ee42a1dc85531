"""Position specifications in trees (TreeExtract, TreeMapAt, TreeReplacePart, TreeInsert,
TreeDelete): a position is a list of parts; a part names one child (i, -i, Key[k], "key")
or several (All, m ;; n, {i1, i2, ...}, and the selectors TreeLevel[spec], TreeCases[patt],
TreeSelect[crit], which pick descendants).

``expand(ev, t, parts, select)`` turns one position into the explicit positions it names
(tuples of 0-based child indices, in order) with ``shape``, the nesting that TreeExtract
gives its results; ``select(ev, kind, sub, arg)`` resolves a selector on a subtree to the
relative index tuples it picks (given by the builtins, which know levels and patterns)."""

from mathilda.core.expr import Expression, Integer, String, S

__all__ = ["Bad", "expand", "is_position_list", "index_path"]


class Bad(Exception):
    """A part that names no child; ``args`` (part, position) for the message."""


SELECTORS = ("TreeLevel", "TreeCases", "TreeSelect")


def is_position_list(spec):
    """{p1, p2, ...} with every pi a list: several positions."""
    return isinstance(spec, Expression) and spec.head is S.List and bool(spec.args) and \
        all(isinstance(p, Expression) and p.head is S.List for p in spec.args)


def _key_index(t, part):
    if t.keys is None:
        return None
    k = part.args[0] if isinstance(part, Expression) and part.head is S.Key \
        and len(part.args) == 1 else part
    try:
        return t.keys.index(k)
    except ValueError:
        return None


def _single(t, part):
    """The 0-based index that a single part names, or None when it is not a single part."""
    n = len(t.kids())
    if type(part) is Integer:
        i = int(part.value)
        if 1 <= i <= n:
            return i - 1
        if -n <= i <= -1:
            return n + i
        raise Bad(part)
    if type(part) is String or (isinstance(part, Expression) and part.head is S.Key):
        i = _key_index(t, part)
        if i is None:
            raise Bad(part)
        return i
    return None


def _span_indices(n, part):
    a = part.args
    lo = a[0] if a else Integer(1)
    hi = a[1] if len(a) > 1 else S.All
    step = int(a[2].value) if len(a) > 2 and type(a[2]) is Integer else 1
    lo = 1 if lo is S.All else int(lo.value)
    hi = n if hi is S.All else int(hi.value)
    lo = n + lo + 1 if lo < 0 else lo
    hi = n + hi + 1 if hi < 0 else hi
    if lo < 1 or hi > n or step == 0:
        raise Bad(part)
    return list(range(lo - 1, hi, step))


def _multiple(ev, t, part, select):
    """The relative index tuples a multiple part names, or None."""
    n = len(t.kids())
    if part is S.All:
        return [(i,) for i in range(n)]
    if isinstance(part, Expression):
        h = part.head
        if h is S.Span:
            return [(i,) for i in _span_indices(n, part)]
        if h is S.List:
            out = []
            for p in part.args:
                i = _single(t, p)
                if i is None:
                    raise Bad(p)
                out.append((i,))
            return out
        name = getattr(h, "name", None)
        if name in SELECTORS and len(part.args) >= 1:
            return select(ev, name, t, part)
    return None


def expand(ev, t, parts, select):
    """(positions, shape) for a position: ``shape`` is None for a single subtree, else a
    list whose items are the shapes of the chosen subtrees' remaining positions."""
    if not parts:
        return [()], None
    p = parts[0]
    i = _single(t, p) if not t.is_leaf or type(p) is Integer else None
    if t.is_leaf and type(p) is Integer:
        raise Bad(p)
    if i is not None:
        sub, shape = expand(ev, t.children[i], parts[1:], select)
        return [(i,) + q for q in sub], shape
    multi = _multiple(ev, t, p, select)
    if multi is None:
        raise Bad(p)
    positions, shapes = [], []
    for rel in multi:
        sub = index_path(t, rel)
        ps, shape = expand(ev, sub, parts[1:], select)
        positions.extend(rel + q for q in ps)
        shapes.append((len(ps), shape))
    return positions, shapes


def index_path(t, rel):
    for i in rel:
        t = t.children[i]
    return t
