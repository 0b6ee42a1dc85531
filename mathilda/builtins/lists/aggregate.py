"""Aggregates over lists: Total, Accumulate, Differences, Dot, Outer, Inner, Count.

Numbers are combined natively where every element is an Integer (or an exact/machine real
for Dot and Outer); otherwise the builtin builds one Plus/Times/f expression for the whole
result and lets the evaluator evaluate it once.
"""

from fractions import Fraction
from operator import mul

from mathilda.algorithms.arrays.shape import dimensions, flatten_to_depth, nest
from mathilda.algorithms.lists.common import (LIST, is_list, level_args, make_list, matcher,
                                            nonneg_machine_int, numeric_kind, operator_form,
                                            require_normal, walk_levels)
from mathilda.core.expr import Expression, Integer, Real, S, TRUE, make_rational
from mathilda.core.levels import map_levels, parse_levelspec
from mathilda.core.registry import builtin

INTNM = "Non-negative machine-sized integer expected at position `2` in `1`."


def _neg(x):
    return Expression(S.Times, (Integer(-1), x))


def _all_ints(items):
    for x in items:
        if type(x) is not Integer:
            return False
    return True


def _to_py(x, kind):
    if kind == "real":
        return float(x.value)
    return x.value


def _exact_from_py(v):
    return make_rational(v) if type(v) is Fraction else Integer(v)


def _real_from_py(v):
    return Real(float(v))


_FROM_PY = {"int": Integer, "exact": _exact_from_py, "real": _real_from_py}


def _from_py(v, kind):
    return _FROM_PY[kind](v)


# --- Total -----------------------------------------------------------------------------------

def _plus_head(x, level):
    if x.is_atom:
        return x
    return Expression(S.Plus, x.args)


@builtin("Total", nargs=(1, 2),
         messages={"tllen": "Lists of unequal length in `1` cannot be added."},
         usage="Total[list] gives the sum of the elements of list; Total[list, n] totals "
               "all elements down to level n; Total[list, {n}] totals at level n; "
               "Total[list, Infinity] sums every element.",
         examples=[("Total[{1, 2, 3, 4}]", "10"), ("Total[{a, b, c}]", "a + b + c"),
                   ("Total[{{1, 2}, {3, 4}}]", "{4, 6}"),
                   ("Total[{{1, 2}, {3, 4}}, 2]", "10"),
                   ("Total[{{1, 2}, {3, 4}}, {2}]", "{3, 7}"), ("Total[{}]", "0"),
                   ("Total[{{1, 2}, {3}}]", "Total[{{1, 2}, {3}}]",
                    ["Total::tllen: Lists of unequal length in {{1, 2}, {3}} cannot be "
                     "added."])])
def total(ev, expr):
    x = expr.args[0]
    if x.is_atom:
        return x
    if len(expr.args) == 1:
        items = x.args
        if _all_ints(items):
            return Integer(sum(a.value for a in items))
        n = None
        for a in items:
            if not is_list(a):
                n = None
                break
            if n is None:
                n = len(a.args)
            elif len(a.args) != n:
                ev.message("Total", "tllen", x)
                return None
        if not items:
            return Integer(0)
        return Expression(S.Plus, items)
    lv = parse_levelspec(ev, expr.args[1], "Total")
    if lv is None:
        return None
    lo, hi = lv
    if hi == 0 or lo == 0:
        return x
    return map_levels(x, _plus_head, lo - 1, hi - 1)


# --- Accumulate, Differences -----------------------------------------------------------------

@builtin("Accumulate", nargs=1,
         usage="Accumulate[list] gives the successive partial sums {e1, e1 + e2, ...}.",
         examples=[("Accumulate[{1, 2, 3, 4}]", "{1, 3, 6, 10}"),
                   ("Accumulate[{a, b, c}]", "{a, a + b, a + b + c}"),
                   ("Accumulate[{{1, 2}, {3, 4}}]", "{{1, 2}, {4, 6}}"),
                   ("Accumulate[{}]", "{}"),
                   ("Accumulate[x]", "Accumulate[x]",
                    ["Accumulate::normal: Nonatomic expression expected at position 1 in "
                     "Accumulate[x]."])])
def accumulate(ev, expr):
    if not require_normal(ev, "Accumulate", expr):
        return None
    x = expr.args[0]
    items = x.args
    if not items:
        return x
    kind = numeric_kind(items)
    if kind is not None:
        out = []
        s = 0
        for a in items:
            s += _to_py(a, kind)
            out.append(_from_py(s, kind))
        return Expression(x.head, tuple(out))
    out = [items[0]]
    s = items[0]
    for a in items[1:]:
        ev.check_interrupt()
        s = ev.evaluate(Expression(S.Plus, (s, a)))
        out.append(s)
    return Expression(x.head, tuple(out))


def _differences(ev, x, n):
    items = list(x.args)
    kind = numeric_kind(items)
    for _ in range(n):
        if len(items) < 2:
            items = []
            break
        if kind is not None:
            vals = [_to_py(a, kind) for a in items]
            items = [_from_py(vals[i + 1] - vals[i], kind) for i in range(len(vals) - 1)]
        else:
            items = list(ev.evaluate(make_list(
                Expression(S.Plus, (items[i + 1], _neg(items[i])))
                for i in range(len(items) - 1))).args)
    return Expression(x.head, tuple(items))


@builtin("Differences", nargs=(1, 2), messages={"intnm": INTNM},
         usage="Differences[list] gives the successive differences {e2 - e1, e3 - e2, ...}; "
               "Differences[list, n] the n-th differences; Differences[list, {n1, n2, "
               "...}] the ni-th differences at level i.",
         examples=[("Differences[{1, 4, 9, 16}]", "{3, 5, 7}"),
                   ("Differences[{1, 4, 9, 16}, 2]", "{2, 2}"),
                   ("Differences[{a, b, c}]", "{-a + b, -b + c}"),
                   ("Differences[{{1, 2}, {4, 8}}, {0, 1}]", "{{1}, {4}}"),
                   ("Differences[{a}]", "{}"),
                   ("Differences[{1, 2}, -1]", "Differences[{1, 2}, -1]",
                    ["Differences::intnm: Non-negative machine-sized integer expected at "
                     "position 2 in Differences[{1, 2}, -1]."])])
def differences(ev, expr):
    if not require_normal(ev, "Differences", expr):
        return None
    x = expr.args[0]
    ns = [1]
    if len(expr.args) == 2:
        spec = expr.args[1]
        v = nonneg_machine_int(spec)
        if v is not None:
            ns = [v]
        elif is_list(spec) and spec.args and all(nonneg_machine_int(a) is not None
                                                 for a in spec.args):
            ns = [a.value for a in spec.args]
        else:
            ev.message("Differences", "intnm", expr, Integer(2))
            return None

    def at_level(y, k):
        if k == len(ns):
            return y
        if y.is_atom:
            return y
        if ns[k]:
            y = _differences(ev, y, ns[k])
        if k + 1 < len(ns):
            y = Expression(y.head, tuple(at_level(a, k + 1) for a in y.args))
        return y
    return at_level(x, 0)


# --- Dot, Inner, Outer -----------------------------------------------------------------------

def _tensor(x):
    """(dims, leaves) of a full List array x; None if it is ragged."""
    dims = dimensions(x, None, LIST)
    if 0 in dims:
        return dims, []
    leaves = flatten_to_depth(x, len(dims))
    for e in leaves:
        if is_list(e):
            return None
    return dims, leaves


def _tensor_pair(ev, name, a, b):
    """(d1, l1, d2, l2): the dims and leaves of the arrays a and b (Dot, Inner), or None
    after ``name::rect`` if either is ragged."""
    t1, t2 = _tensor(a), _tensor(b)
    if t1 is None or t2 is None:
        ev.message(name, "rect")
        return None
    return t1 + t2


def _contract(ev, d1, l1, d2, l2, f=None, g=None):
    """Contract the last index of a (d1, l1) with the first of b (d2, l2); f/g None means
    Times/Plus (Dot), with a native path for numbers."""
    k = d1[-1]
    m = len(l1) // k if k else _count(d1[:-1])
    p = len(l2) // k if k else _count(d2[1:])
    rdims = d1[:-1] + d2[1:]
    kind = None
    if f is None:
        kind = numeric_kind(l1)
        kind2 = numeric_kind(l2)
        if kind is None or kind2 is None:
            kind = None
        elif "real" in (kind, kind2):
            kind = "real"
        elif "exact" in (kind, kind2):
            kind = "exact"
    out = []
    if kind is not None:
        A = [_to_py(a, kind) for a in l1]
        B = [_to_py(b, kind) for b in l2]
        cols = [B[j::p] for j in range(p)] if p else []
        conv = _FROM_PY[kind]
        for i in range(m):
            row = A[i * k:(i + 1) * k]
            for col in cols:
                out.append(conv(sum(map(mul, row, col)) if k else 0))
    else:
        fh = f if f is not None else S.Times
        gh = g if g is not None else S.Plus
        for i in range(m):
            row = l1[i * k:(i + 1) * k]
            for j in range(p):
                out.append(Expression(gh, tuple(Expression(fh, (row[t], l2[t * p + j]))
                                                for t in range(k))))
    if not rdims:
        return out[0]
    return nest(out, rdims)


def _count(dims):
    n = 1
    for d in dims:
        n *= d
    return n


@builtin("Dot", attributes=("Flat", "OneIdentity", "Protected"),
         messages={"dotsh": "Tensors `1` and `2` have incompatible shapes.",
                   "rect": "Nonrectangular tensor encountered."},
         usage="a . b gives the product of vectors, matrices and tensors: the last index of "
               "a is contracted with the first index of b.",
         examples=[("{a, b} . {c, d}", "a c + b d"),
                   ("{{1, 2}, {3, 4}} . {{5, 6}, {7, 8}}", "{{19, 22}, {43, 50}}"),
                   ("{{1, 2}, {3, 4}} . {x, y}", "{x + 2 y, 3 x + 4 y}"),
                   ("{1, 2, 3} . {4, 5, 6}", "32"), ("a . b", "a . b"),
                   ("{1, 2} . {1, 2, 3}", "{1, 2} . {1, 2, 3}",
                    ["Dot::dotsh: Tensors {1, 2} and {1, 2, 3} have incompatible shapes."])])
def dot(ev, expr):
    args = expr.args
    if len(args) == 1:
        return args[0]
    if len(args) < 2 or not all(is_list(a) for a in args):
        return None
    acc = args[0]
    for i in range(1, len(args)):
        b = args[i]
        t = _tensor_pair(ev, "Dot", acc, b)
        if t is None:
            return None
        d1, l1, d2, l2 = t
        if not d1 or not d2 or d1[-1] != d2[0]:
            ev.message("Dot", "dotsh", acc, b)
            return None
        if not ev.check_size(_count(d1[:-1] + d2[1:]) * max(1, d1[-1]), "Dot"):
            return None
        acc = _contract(ev, d1, l1, d2, l2)
        if i + 1 < len(args):
            acc = ev.evaluate(acc)
            if not is_list(acc):
                return Expression(S.Dot, (acc,) + args[i + 1:])
    return acc


@builtin("Inner", nargs=(3, 5),
         messages={"incom": "Length `1` of dimension `2` in `3` is incommensurate with "
                            "length `4` of dimension `5` in `6`.",
                   "rect": "Nonrectangular tensor encountered."},
         usage="Inner[f, list1, list2, g] is a generalised Dot: g[f[a1, b1], f[a2, b2], "
               "...] for vectors, contracting the last index of list1 with the first of "
               "list2; g is Plus by default.",
         examples=[("Inner[f, {a, b}, {x, y}, g]", "g[f[a, x], f[b, y]]"),
                   ("Inner[Times, {a, b}, {x, y}]", "a x + b y"),
                   ("Inner[f, {{1, 2}, {3, 4}}, {x, y}, g]",
                    "{g[f[1, x], f[2, y]], g[f[3, x], f[4, y]]}"),
                   ("Inner[f, {a, b}, {x}, g]", "Inner[f, {a, b}, {x}, g]",
                    ["Inner::incom: Length 2 of dimension 1 in {a, b} is incommensurate "
                     "with length 1 of dimension 1 in {x}."])])
def inner(ev, expr):
    args = expr.args
    f, a, b = args[0], args[1], args[2]
    g = args[3] if len(args) > 3 else S.Plus
    if not (is_list(a) and is_list(b)):
        return None
    t = _tensor_pair(ev, "Inner", a, b)
    if t is None:
        return None
    d1, l1, d2, l2 = t
    if d1[-1] != d2[0]:
        ev.message("Inner", "incom", Integer(d1[-1]), Integer(len(d1)), a, Integer(d2[0]),
                   Integer(1), b)
        return None
    if not ev.check_size(_count(d1[:-1] + d2[1:]) * max(1, d1[-1]), "Inner"):
        return None
    return _contract(ev, d1, l1, d2, l2, f, g)


def _outer_native(f, lists):
    """Times/Plus of two flat integer (or exact/real) vectors, computed natively."""
    if len(lists) != 2 or f not in (S.Times, S.Plus):
        return None
    a, b = lists
    if not (is_list(a) and is_list(b)):
        return None
    ka, kb = numeric_kind(a.args), numeric_kind(b.args)
    if ka is None or kb is None:
        return None
    kind = "real" if "real" in (ka, kb) else "exact" if "exact" in (ka, kb) else "int"
    A = [_to_py(x, kind) for x in a.args]
    B = [_to_py(y, kind) for y in b.args]
    conv = _FROM_PY[kind]
    if f is S.Times:
        rows = [Expression(LIST, tuple([conv(x * y) for y in B])) for x in A]
    else:
        rows = [Expression(LIST, tuple([conv(x + y) for y in B])) for x in A]
    return Expression(LIST, tuple(rows))


@builtin("Outer", nargs=(3, None),
         messages={"heads": "Heads `1` and `2` at positions `3` and `4` are expected to be "
                            "the same."},
         usage="Outer[f, list1, list2, ...] gives the generalised outer product: f applied "
               "to every combination of elements (at all levels) of the lists; Outer[f, "
               "list1, list2, ..., n1, n2, ...] treats only the first ni levels of listi "
               "as lists.",
         examples=[("Outer[f, {a, b}, {x, y}]", "{{f[a, x], f[a, y]}, {f[b, x], f[b, y]}}"),
                   ("Outer[Times, {1, 2}, {3, 4}]", "{{3, 4}, {6, 8}}"),
                   ("Outer[f, {{1, 2}}, {x}]", "{{{f[1, x]}, {f[2, x]}}}"),
                   ("Outer[f, {{1, 2}}, {x}, 1]", "{{f[{1, 2}, x]}}"),
                   ("Outer[f, {a}, x]", "Outer[f, {a}, x]",
                    ["Outer::normal: Nonatomic expression expected at position 3 in "
                     "Outer[f, {a}, x]."])])
def outer(ev, expr):
    args = expr.args
    f = args[0]
    rest = list(args[1:])
    levels = []
    while rest and type(rest[-1]) is Integer and len(rest) > 1:
        levels.insert(0, rest.pop())
    lists = rest
    for i, x in enumerate(lists):
        if x.is_atom:
            ev.message("Outer", "normal", Integer(i + 2), expr)
            return None
    heads = [x.head for x in lists]
    for i, h in enumerate(heads[1:]):
        if h != heads[0]:
            ev.message("Outer", "heads", heads[0], h, Integer(2), Integer(i + 3))
            return None
    depths = []
    for i in range(len(lists)):
        if i < len(levels):
            v = nonneg_machine_int(levels[i])
            if v is None:
                return None
            depths.append(v)
        else:
            depths.append(10 ** 9)
    size = 1
    for x, d in zip(lists, depths):
        size *= max(1, sum(1 for _ in _leaves(x, x.head, d)))
    if not ev.check_size(size, "Outer"):
        return None
    if not levels:
        r = _outer_native(f, lists)
        if r is not None:
            return r
    head = heads[0]

    def rec(x, left, idx, prefix):
        if left > 0 and isinstance(x, Expression) and x.head == head:
            return Expression(x.head, tuple(rec(e, left - 1, idx, prefix) for e in x.args))
        if idx + 1 == len(lists):
            return Expression(f, prefix + (x,))
        return rec(lists[idx + 1], depths[idx + 1], idx + 1, prefix + (x,))
    return rec(lists[0], depths[0], 0, ())


def _leaves(x, head, depth_):
    if depth_ > 0 and isinstance(x, Expression) and x.head == head:
        for e in x.args:
            yield from _leaves(e, head, depth_ - 1)
    else:
        yield x


# --- Count -----------------------------------------------------------------------------------

@builtin("Count", options={"Heads": "False"},
         usage="Count[list, pattern] gives the number of elements of list that match "
               "pattern; Count[expr, pattern, levelspec] counts at the given levels; "
               "Count[pattern] is the operator form.",
         examples=[("Count[{a, b, a, c}, a]", "2"), ("Count[{1, x, 2, y}, _Integer]", "2"),
                   ("Count[{{a, b}, {a}}, a, 2]", "2"), ("Count[{}, a]", "0"),
                   ("Count[_Integer][{1, 2, a}]", "2"),
                   ("Count[{a}, a, x]", "Count[{a}, a, x]",
                    ["Count::level: Level specification x is not of the form n, {n}, or "
                     "{m, n}."])])
def count(ev, expr):
    args = level_args(ev, expr, "Count", (1, 1))
    if args is None:
        return None
    pos, opts, (lo, hi) = args
    x, patt = pos[0], pos[1]
    heads = opts.get("Heads") is TRUE
    pred = matcher(ev, patt)
    if lo == 1 and hi == 1 and not heads:
        if x.is_atom:
            return Integer(0)
        return Integer(sum(1 for a in x.args if pred(a)))
    n = [0]

    def visit(sub, p):
        if pred(sub):
            n[0] += 1
    walk_levels(x, lo, hi, heads, visit)
    return Integer(n[0])


operator_form("Count")
