"""The list operations of other areas on sparse arrays (Map, Apply, Flatten, Join, Reverse,
Transpose, Take, Drop, First, Last, Rest, Most, Equal, Unequal): part of the bodies of
SparseArray's up-values (builtins/linalg/sparse_ops.py dispatches here).  Results stay
sparse where the Wolfram Language keeps them sparse; Apply and MapApply work on the
ordinary array, as the Wolfram Language documents."""

from mathilda.algorithms.linalg import sparse_structure as st
from mathilda.algorithms.linalg.sparse import is_sparse
from mathilda.algorithms.linalg import sparse_patterns as sp
from mathilda.algorithms.lists.common import level_args, level_limit_args, rule_value
from mathilda.core.expr import FALSE, TRUE, Expression, Integer, S, Symbol
from mathilda.core.levels import INF, _bound, parse_levelspec
from mathilda.core.patterns import compile_pattern

STRUCTURAL = ("Map", "Apply", "MapApply", "Flatten", "Join", "Reverse", "Transpose",
              "Take", "Drop", "First", "Last", "Rest", "Most", "Equal", "Unequal",
              "Cases", "Position", "Count", "MemberQ", "FreeQ")
_SEARCH = {"Cases": ((1, 1), False), "Position": ((0, INF), True), "Count": ((1, 1), False),
           "MemberQ": ((1, 1), False), "FreeQ": ((0, INF), True)}


def _int(x):
    return x.value if type(x) is Integer else None


def _is_rule(x):
    return isinstance(x, Expression) and x.head in (S.Rule, S.RuleDelayed)


def _int_list(x):
    if isinstance(x, Expression) and x.head is S.List and \
            all(type(v) is Integer for v in x.args):
        return [v.value for v in x.args]
    return None


def _part(ev, s, *specs):
    return ev.call("Part", s, *specs)


def _span(a, b=None, c=None):
    args = [Integer(a) if isinstance(a, int) else a]
    if b is not None:
        args.append(Integer(b) if isinstance(b, int) else b)
    if c is not None:
        args.append(Integer(c))
    return Expression(S.Span, tuple(args))


def _take_spec(spec, n):
    """A Part spec for one level of Take; None if not understood."""
    if spec is S.All:
        return S.All
    v = _int(spec)
    if v is not None:
        if abs(v) > n:
            return None
        return _span(1, v) if v >= 0 else _span(v, -1)
    lst = _int_list(spec)
    if lst is not None and len(lst) in (1, 2, 3):
        if len(lst) == 1:
            return Expression(S.List, (Integer(lst[0]),))
        return _span(*lst)
    return None


def _drop_keep(spec, n):
    """The kept 1-based indices of one level of Drop; None if not understood."""
    v = _int(spec)
    if v is not None:
        drop = set(range(1, v + 1)) if v >= 0 else set(range(n + v + 1, n + 1))
    else:
        lst = _int_list(spec)
        if lst is None or not 1 <= len(lst) <= 3:
            return None
        a = lst[0] if lst[0] > 0 else n + lst[0] + 1
        b = (lst[1] if lst[1] > 0 else n + lst[1] + 1) if len(lst) > 1 else a
        k = lst[2] if len(lst) > 2 else 1
        if k <= 0:
            return None
        drop = set(range(a, b + 1, k))
    if any(i < 1 or i > n for i in drop):
        return None
    return Expression(S.List, tuple(Integer(i) for i in range(1, n + 1) if i not in drop))


def structural(ev, name, s, args):
    """name[args] with the sparse array s among args, or None (no sparse meaning here:
    the builtin sees the expression as it is)."""
    n = len(args)
    if name == "Map" and n in (2, 3) and args[1] is s:
        lv = (1, 1)
        if n == 3:
            if _is_rule(args[2]):
                return None
            lv = parse_levelspec(ev, args[2], "Map")
            if lv is None:
                return None
        return st.map_sparse(ev, args[0], s, lv[0], lv[1])
    if name in ("Apply", "MapApply") and n >= 2 and args[1] is s:
        return ev.call(name, args[0], s.normal(), *args[2:])
    if name == "Flatten" and args[0] is s and n in (1, 2):
        if n == 1:
            return st.flatten(s)
        k = _int(args[1])
        return st.flatten(s, k) if k is not None and k >= 0 else None
    if name == "Join":
        level = 1
        arrays = list(args)
        if type(arrays[-1]) is Integer:
            level = arrays.pop().value
        if level < 1:
            return None
        return st.join(arrays, level)
    if name == "Reverse" and args[0] is s and n in (1, 2):
        levels = [1] if n == 1 else ([_int(args[1])] if _int(args[1]) else _int_list(args[1]))
        if not levels or any(v < 1 for v in levels):
            return None
        return st.reverse(s, levels)
    if name == "Transpose" and args[0] is s and n in (1, 2):
        perm = None if n == 1 else _int_list(args[1])
        if n == 2 and perm is None:
            return None
        return st.transpose(s, perm)
    if name in ("Take", "Drop") and args[0] is s and 2 <= n <= len(s.dims) + 1:
        specs = []
        for spec, d in zip(args[1:], s.dims):
            p = _take_spec(spec, d) if name == "Take" else _drop_keep(spec, d)
            if p is None:
                return None
            specs.append(p)
        return _part(ev, s, *specs)
    if n == 1 and args[0] is s and name in ("First", "Last", "Rest", "Most"):
        if not s.dims or s.dims[0] == 0:
            return None
        spec = {"First": Integer(1), "Last": Integer(-1), "Rest": _span(2, S.All),
                "Most": _span(1, -2)}[name]
        return _part(ev, s, spec)
    if name in _SEARCH and n >= 2 and args[0] is s:
        return _search(ev, name, s, args)
    if name in ("Equal", "Unequal") and n == 2:
        r = st.equal(ev, args[0], args[1])
        if r is None or name == "Equal":
            return r
        return FALSE if r is TRUE else TRUE
    return None


def _search(ev, name, s, args):
    """Cases, Position, Count, MemberQ, FreeQ of the sparse array s (args[0])."""
    if not _well_formed(args, name in ("Cases", "Position")):
        return None         # the builtin says what is wrong
    expr = Expression(Symbol(name), args)
    default, heads_default = _SEARCH[name]
    limit = None
    if name in ("Cases", "Position"):
        got = level_limit_args(ev, expr, name, default)
        if got is None:
            return None
        pos, opts, (lo, hi), limit = got
    else:
        got = level_args(ev, expr, name, default)
        if got is None:
            return None
        pos, opts, (lo, hi) = got
    h = opts.get("Heads")
    heads = heads_default if h is None else h is TRUE
    patt = pos[1]
    if name == "Cases" and _is_rule(patt):
        m = compile_pattern(patt.args[0])
        found = sp.matches(ev, s, patt.args[0], lo, hi, heads, limit)
        delayed = patt.head is S.RuleDelayed
        return Expression(S.List, tuple(rule_value(ev, m, patt.args[1], delayed, x)
                                        for _, x in found))
    if name == "Cases":
        return Expression(S.List, tuple(x for _, x in sp.matches(ev, s, patt, lo, hi, heads,
                                                                  limit)))
    if name == "Position":
        return Expression(S.List, tuple(
            Expression(S.List, tuple(Integer(i) for i in p))
            for p, _ in sp.matches(ev, s, patt, lo, hi, heads, limit)))
    c = sp.count(ev, s, patt, lo, hi, heads)
    if name == "Count":
        return Integer(c)
    if name == "MemberQ":
        return TRUE if c else FALSE
    return FALSE if c else TRUE


def _well_formed(args, limited):
    """Whether the level specification (and count) of name[s, patt, lev, n, opts] are
    valid, checked without messages."""
    pos = [a for a in args[2:] if not _is_rule(a)]
    if len(pos) > (2 if limited else 1):
        return False
    if pos and not _levelspec(pos[0]):
        return False
    if len(pos) > 1:
        n = pos[1]
        return (type(n) is Integer and n.value >= 0) or _bound(n) == INF
    return True


def _levelspec(x):
    if x is S.All or _bound(x) is not None:
        return True
    return isinstance(x, Expression) and x.head is S.List and 1 <= len(x.args) <= 2 and \
        all(_bound(b) is not None for b in x.args)
