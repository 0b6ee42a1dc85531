"""Aggregates over lists: Total, Accumulate, Differences, Outer.

Numbers are combined natively where every element is an Integer (or an exact/machine real
for Outer); otherwise the builtin builds one Plus/Times/f expression for the whole
result and lets the evaluator evaluate it once.
"""

from mathilda.algorithms.build import neg
from mathilda.algorithms.packed.lists import packed_accumulate, packed_differences, packed_total
from mathilda.algorithms.lists.common import (FROM_PY, LIST, from_py, is_list, make_list,
                                              nonneg_machine_int, numeric_kind,
                                              require_normal, to_py)
from mathilda.core.expr import Expression, Integer, S
from mathilda.core.levels import map_levels, parse_levelspec
from mathilda.core.registry import builtin
from mathilda.numbers.arith import exact_sum

INTNM = "Non-negative machine-sized integer expected at position `2` in `1`."


# --- Total -----------------------------------------------------------------------------------

def _plus_head(x, level):
    if x.is_atom:
        return x
    return Expression(S.Plus, x.args)


@builtin("Total", packed=packed_total, nargs=(1, 2),
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
        r = exact_sum(items)
        if r is not None:
            return r            # exact numbers: summed at once (Plus would sort them first)
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

@builtin("Accumulate", packed=packed_accumulate, nargs=1,
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
            s += to_py(a, kind)
            out.append(from_py(s, kind))
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
            vals = [to_py(a, kind) for a in items]
            items = [from_py(vals[i + 1] - vals[i], kind) for i in range(len(vals) - 1)]
        else:
            items = list(ev.evaluate(make_list(
                Expression(S.Plus, (items[i + 1], neg(items[i])))
                for i in range(len(items) - 1))).args)
    return Expression(x.head, tuple(items))


@builtin("Differences", packed=packed_differences, nargs=(1, 2), messages={"intnm": INTNM},
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


# --- Outer -----------------------------------------------------------------------------------


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
    A = [to_py(x, kind) for x in a.args]
    B = [to_py(y, kind) for y in b.args]
    conv = FROM_PY[kind]
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


