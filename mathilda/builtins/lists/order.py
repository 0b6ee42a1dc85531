"""Ordering and grouping: Sort, SortBy, Ordering, Order, OrderedQ, Union, Intersection,
Complement, DeleteDuplicates, Tally, Gather, GatherBy, Split, SplitBy.

Canonical order is ``mathilda.core.ordering.sort_key``; "the same" is SameQ (Python ``==``
on Expr) unless a test function is given.
"""

from functools import cmp_to_key

from mathilda.algorithms.packed.lists import packed_sort
from mathilda.algorithms.lists.common import (HEADS_MESSAGE, LIST, is_list, machine_int,
                                            make_list, operator_form, require_normal,
                                            same_heads, split_opts)
from mathilda.algorithms.lists.sorting import in_order_test, merge_sort
from mathilda.core.expr import Expression, Integer, Rational, Real, S, TRUE, FALSE
from mathilda.core.ordering import order, sort_key
from mathilda.core.registry import builtin


def _real_value(x):
    t = type(x)
    if t is Integer or t is Rational:
        return x.value
    if t is Real:
        return x.value if x.prec is None else float(x.value)
    return None


def ordering_cmp(ev, p):
    """A cmp function from an ordering function p (True / 1: first argument first)."""
    def cmp(a, b):
        r = ev.evaluate(Expression(p, (a, b)))
        if r is TRUE:
            return -1
        if type(r) is Integer:
            return -r.value
        return 1
    return cmp


def sort_items(ev, items, p=None, reverse=False):
    """The items sorted canonically, or by the ordering function p as Sort[list, p] does
    (algorithms/lists/sorting.py: ties of a strict p are reversed); ``reverse``: as
    ReverseSort (the reverse order, ties kept)."""
    return [items[i] for i in sort_indices(ev, items, p, reverse)]


def sort_indices(ev, items, p=None, reverse=False):
    """The positions (0-based) of ``items`` in the order sort_items gives."""
    idx = list(range(len(items)))
    if p is None or p is S.Order:
        keys = [sort_key(x) for x in items]
        idx.sort(key=keys.__getitem__)
        return idx[::-1] if reverse else idx
    if p in _STRICT or p in _NONSTRICT:
        vals = [_real_value(x) for x in items]
        if None not in vals:
            # numbers under Less/Greater/LessEqual/GreaterEqual: a stable sort gives the
            # non-strict order; a strict one reverses the ties
            descending = (p is S.Greater or p is S.GreaterEqual) != reverse
            strict = (p in _STRICT) != reverse
            idx.sort(key=vals.__getitem__, reverse=descending != strict)
            if strict:
                idx.reverse()
            return idx
    test = in_order_test(ev, p, reverse)
    return merge_sort(idx, lambda i, j: test(items[i], items[j]), ev.check_interrupt)


_STRICT = (S.Less, S.Greater)
_NONSTRICT = (S.LessEqual, S.GreaterEqual)


@builtin("Sort", packed=packed_sort, nargs=(1, 2),
         usage="Sort[list] sorts the elements of list into canonical order; Sort[list, p] "
               "sorts using the ordering function p (p[a, b] True when a comes first).",
         examples=[("Sort[{d, b, c, a}]", "{a, b, c, d}"),
                   ("Sort[{3, 1, 2}, Greater]", "{3, 2, 1}"),
                   ("Sort[{b, 2, \"s\", a}]", "{2, s, a, b}"),
                   ("Sort[f[c, a, b]]", "f[a, b, c]"),
                   ("Sort[{{2, b}, {1, a}}, #1[[2]] > #2[[2]] &]", "{{2, b}, {1, a}}"),
                   ("Sort[{{1, a}, {2, b}, {1, c}}, #1[[1]] >= #2[[1]] &]",
                    "{{2, b}, {1, a}, {1, c}}"),
                   ("Sort[{{1, a}, {2, b}, {1, c}}, #1[[1]] > #2[[1]] &]",
                    "{{2, b}, {1, c}, {1, a}}"),
                   ("Sort[{4, 1, 3, 2}, Order[#2, #1] &]", "{4, 3, 2, 1}"),
                   ("Sort[<|a -> 3, b -> 1, c -> 2|>]", "<|b -> 1, c -> 2, a -> 3|>"),
                   ("Sort[x]", "Sort[x]",
                    ["Sort::normal: Nonatomic expression expected at position 1 in "
                     "Sort[x]."])])
def sort(ev, expr):
    if not require_normal(ev, "Sort", expr):
        return None
    x = expr.args[0]
    p = expr.args[1] if len(expr.args) == 2 else None
    return sorted_expression(ev, x, p)


def sorted_expression(ev, x, p=None, reverse=False):
    """Sort[x, p] (ReverseSort with ``reverse``): an association is sorted by its values."""
    if x.head is S.Association and hasattr(x, "index"):
        from mathilda.core.association import make_association
        rules = x.args
        order_ = sort_indices(ev, [r.args[1] for r in rules], p, reverse)
        return make_association([rules[i] for i in order_])
    return Expression(x.head, tuple(sort_items(ev, list(x.args), p, reverse)))


def _keys(ev, f, items):
    """[f[e] for e in items], evaluated as one List."""
    if f is S.Identity:
        return list(items)
    r = ev.evaluate(Expression(LIST, tuple(Expression(f, (e,)) for e in items)))
    return list(r.args)


@builtin("SortBy", nargs=(1, 3),
         usage="SortBy[list, f] sorts list in the canonical order of the values f[e] (ties "
               "in the order of the elements); SortBy[list, {f1, f2, ...}] breaks ties "
               "with f2, ...; SortBy[list, f, p] orders the keys with p; SortBy[f] is the "
               "operator form.",
         examples=[("SortBy[{{a, 2}, {b, 1}}, Last]", "{{b, 1}, {a, 2}}"),
                   ("SortBy[{-3, 1, -2}, Abs]", "{1, -2, -3}"),
                   ("SortBy[{b, a, c}, 1 &]", "{a, b, c}"),
                   ("SortBy[Last][{{x, 3}, {y, 2}}]", "{{y, 2}, {x, 3}}"),
                   ("SortBy[x, f]", "SortBy[x, f]",
                    ["SortBy::normal: Nonatomic expression expected at position 1 in "
                     "SortBy[x, f]."])])
def sort_by(ev, expr):
    args = expr.args
    if len(args) == 1:
        return None
    if not require_normal(ev, "SortBy", expr):
        return None
    x, f = args[0], args[1]
    items = list(x.args)
    fs = f.args if is_list(f) else (f,)
    keys = [_keys(ev, g, items) for g in fs]
    idx = list(range(len(items)))
    if len(args) == 3:
        cmp_keys = ordering_cmp(ev, args[2])

        def cmp(i, j):
            for k in keys:
                c = cmp_keys(k[i], k[j])
                if c:
                    return c
            return order(items[i], items[j])
        idx.sort(key=cmp_to_key(cmp))
    else:
        kk = [tuple(sort_key(k[i]) for k in keys) + (sort_key(items[i]),) for i in idx]
        idx.sort(key=kk.__getitem__)
    return Expression(x.head, tuple(items[i] for i in idx))


operator_form("SortBy")


@builtin("Ordering", nargs=(1, 3),
         usage="Ordering[list] gives the positions of the elements of list in sorted "
               "order; Ordering[list, n] the first n of them (-n: the last n); "
               "Ordering[list, n, p] sorts with the ordering function p.",
         examples=[("Ordering[{c, a, b}]", "{2, 3, 1}"), ("Ordering[{3, 1, 2}, 1]", "{2}"),
                   ("Ordering[{3, 1, 2}, -1]", "{1}"),
                   ("Ordering[{1, 3, 2}, All, Greater]", "{2, 3, 1}"),
                   ("Ordering[{3, 1, 2}, UpTo[5]]", "{2, 3, 1}"),
                   ("Ordering[x]", "Ordering[x]",
                    ["Ordering::normal: Nonatomic expression expected at position 1 in "
                     "Ordering[x]."])])
def ordering(ev, expr):
    if not require_normal(ev, "Ordering", expr):
        return None
    args = expr.args
    items = list(args[0].args)
    p = args[2] if len(args) == 3 else None
    idx = list(range(len(items)))
    if p is None:
        keys = [sort_key(x) for x in items]
        idx.sort(key=keys.__getitem__)
    else:
        idx = sort_indices(ev, items, p)
    spec = args[1] if len(args) >= 2 else None
    if isinstance(spec, Expression) and spec.head is S.UpTo and len(spec.args) == 1 and \
            type(spec.args[0]) is Integer and spec.args[0].value >= 0:
        idx = idx[:spec.args[0].value]      # UpTo[n]: the first n, or all there are
    elif len(args) >= 2 and args[1] is not S.All:
        n = machine_int(args[1])
        if n is None:
            ev.message("Ordering", "intm", expr, Integer(2))
            return None
        idx = idx[:n] if n >= 0 else idx[n:]
    return make_list(Integer(i + 1) for i in idx)


@builtin("Order", nargs=2,
         usage="Order[a, b] gives 1 if a comes before b in canonical order, -1 if after, "
               "and 0 if they are identical.",
         examples=[("Order[a, b]", "1"), ("Order[b, a]", "-1"), ("Order[x, x]", "0"),
                   ("Order[2, a]", "1")])
def order_(ev, expr):
    a, b = expr.args
    return Integer(-order(a, b))


@builtin("OrderedQ", nargs=(1, 2),
         usage="OrderedQ[h[e1, e2, ...]] gives True if the ei are in canonical order; "
               "OrderedQ[list, p] uses the ordering function p on successive pairs.",
         examples=[("OrderedQ[{a, b, c}]", "True"), ("OrderedQ[{b, a}]", "False"),
                   ("OrderedQ[{3, 2, 1}, Greater]", "True"), ("OrderedQ[x]", "True")])
def ordered_q(ev, expr):
    x = expr.args[0]
    if x.is_atom:
        return TRUE
    args = x.args
    if len(expr.args) == 2:
        p = expr.args[1]
        for i in range(len(args) - 1):
            r = ev.evaluate(Expression(p, (args[i], args[i + 1])))
            if not (r is TRUE or (type(r) is Integer and r.value >= 0)):
                return FALSE
        return TRUE
    keys = [sort_key(a) for a in args]
    for i in range(len(keys) - 1):
        if keys[i + 1] < keys[i]:
            return FALSE
    return TRUE


# --- set operations --------------------------------------------------------------------------

def _dedupe(ev, items, test=None):
    """Items with later duplicates removed (SameQ, or the test function)."""
    if test is None:
        seen = set()
        out = []
        for x in items:
            if x not in seen:
                seen.add(x)
                out.append(x)
        return out
    out = []
    for x in items:
        for y in out:
            if ev.evaluate(Expression(test, (y, x))) is TRUE:
                break
        else:
            out.append(x)
    return out


def name_of(expr):
    return expr.head.name


def _set_args(ev, expr, name):
    pos, opts = split_opts(ev, expr, 0, ("SameTest",))
    head = same_heads(ev, name, expr, pos)
    if head is None and pos:
        return None, None, None
    test = opts.get("SameTest")
    if test is S.Automatic:
        test = None
    return pos, head, test


_SET_MESSAGES = {"heads": HEADS_MESSAGE}


def _sift(ev, expr, name, common):
    """Intersection (``common``: keep the elements of the first list found in every other)
    and Complement (keep those found in none), sorted, without duplicates."""
    pos, head, test = _set_args(ev, expr, name)
    if not pos:
        if pos is not None:
            ev.message(name_of(expr), "argm", expr.head, Integer(0), Integer(1))
        return None
    items = _dedupe(ev, pos[0].args)
    for other in pos[1:]:
        if test is None:
            s = set(other.args)
            items = [x for x in items if (x in s) is common]
        else:
            items = [x for x in items if any(
                ev.evaluate(Expression(test, (x, y))) is TRUE for y in other.args) is common]
    items = sort_items(ev, items)
    if test is not None:
        items = _dedupe(ev, items, test)
    return Expression(head, tuple(items))


@builtin("Union", options={"SameTest": "Automatic"}, messages=_SET_MESSAGES,
         usage="Union[list1, list2, ...] gives a sorted list of the distinct elements of "
               "the lists; Union[list] sorts list and removes duplicates.",
         examples=[("Union[{c, a, b, a}]", "{a, b, c}"),
                   ("Union[{1, 3}, {2, 1}]", "{1, 2, 3}"), ("Union[]", "{}"),
                   ("Union[f[b, a], f[c]]", "f[a, b, c]"),
                   ("Union[{a}, f[b]]", "{a} ⋃ f[b]",
                    ["Union::heads: Heads List and f at positions 1 and 2 are expected to "
                     "be the same."])])
def union(ev, expr):
    pos, head, test = _set_args(ev, expr, "Union")
    if pos is None:
        return None
    if not pos:
        return make_list(())
    items = [a for x in pos for a in x.args]
    items = sort_items(ev, _dedupe(ev, items) if test is None else items)
    if test is not None:
        items = _dedupe(ev, items, test)
    return Expression(head, tuple(items))


@builtin("Intersection", options={"SameTest": "Automatic"},
         messages=_SET_MESSAGES,
         usage="Intersection[list1, list2, ...] gives a sorted list of the elements common "
               "to all the lists.",
         examples=[("Intersection[{a, b, c}, {b, c, d}]", "{b, c}"),
                   ("Intersection[{3, 1, 1}, {1, 3}, {3}]", "{3}"),
                   ("Intersection[{a}, {b}]", "{}"),
                   ("Intersection[x, {b}]", "x ⋂ {b}",
                    ["Intersection::normal: Nonatomic expression expected at position 1 "
                     "in x ⋂ {b}."])])
def intersection(ev, expr):
    return _sift(ev, expr, "Intersection", True)


@builtin("Complement", options={"SameTest": "Automatic"},
         messages=_SET_MESSAGES,
         usage="Complement[eall, e1, e2, ...] gives a sorted list of the elements of eall "
               "that are in none of the ei.",
         examples=[("Complement[{a, b, c, d}, {b}, {d, e}]", "{a, c}"),
                   ("Complement[{3, 1, 2, 1}, {}]", "{1, 2, 3}"),
                   ("Complement[{a}, b]", "Complement[{a}, b]",
                    ["Complement::normal: Nonatomic expression expected at position 2 in "
                     "Complement[{a}, b]."])])
def complement(ev, expr):
    return _sift(ev, expr, "Complement", False)


@builtin("DeleteDuplicates", nargs=(1, 2),
         usage="DeleteDuplicates[list] deletes all but the first occurrence of each "
               "element; DeleteDuplicates[list, test] treats a and b as duplicates when "
               "test[a, b] is True.",
         examples=[("DeleteDuplicates[{a, b, a, c, b}]", "{a, b, c}"),
                   ("DeleteDuplicates[{1, 2, 3, 4}, Abs[#1 - #2] <= 1 &]", "{1, 3}"),
                   ("DeleteDuplicates[{}]", "{}"),
                   ("DeleteDuplicates[x]", "DeleteDuplicates[x]",
                    ["DeleteDuplicates::normal: Nonatomic expression expected at position "
                     "1 in DeleteDuplicates[x]."])])
def delete_duplicates(ev, expr):
    if not require_normal(ev, "DeleteDuplicates", expr):
        return None
    x = expr.args[0]
    test = expr.args[1] if len(expr.args) == 2 else None
    if test is SameQ_:
        test = None
    return Expression(x.head, tuple(_dedupe(ev, x.args, test)))


SameQ_ = S.SameQ


def _int_values(items):
    """The Python ints of a list of Integers, or None."""
    out = []
    for x in items:
        if type(x) is not Integer:
            return None
        out.append(x.value)
    return out


def _groups(ev, items, test=None):
    """Lists of indices of items that are the same (SameQ or test), in first-seen order."""
    if test is None:
        ints = _int_values(items)
        keys = ints if ints is not None else items
        index = {}
        groups = []
        for i, k in enumerate(keys):
            g = index.get(k)
            if g is None:
                g = index[k] = []
                groups.append(g)
            g.append(i)
        return groups
    groups = []
    for i, x in enumerate(items):
        for g in groups:
            if ev.evaluate(Expression(test, (items[g[0]], x))) is TRUE:
                g.append(i)
                break
        else:
            groups.append([i])
    return groups


def _tally_packed(arr):
    """Tally of a packed integer vector on its NumPy buffer (first-occurrence order)."""
    import numpy as np
    vals, first, counts = np.unique(arr, return_index=True, return_counts=True)
    order = np.argsort(first, kind="stable")
    vals = vals[order].tolist()
    counts = counts[order].tolist()
    return make_list(Expression(LIST, (Integer(v), Integer(c))) for v, c in zip(vals, counts))


@builtin("Tally", nargs=(1, 2),
         usage="Tally[list] gives a list of {element, count} pairs for the distinct "
               "elements of list, in the order they first appear; Tally[list, test] uses "
               "test to decide which elements are the same.",
         examples=[("Tally[{a, b, a, c, a}]", "{{a, 3}, {b, 1}, {c, 1}}"),
                   ("Tally[{1, 2, 3, 4}, Mod[#1, 2] == Mod[#2, 2] &]", "{{1, 2}, {2, 2}}"),
                   ("Tally[{}]", "{}"),
                   ("Tally[x]", "Tally[x]",
                    ["Tally::normal: Nonatomic expression expected at position 1 in "
                     "Tally[x]."])])
def tally(ev, expr):
    if not require_normal(ev, "Tally", expr):
        return None
    test = expr.args[1] if len(expr.args) == 2 else None
    arr = getattr(expr.args[0], "array", None)
    if test is None and arr is not None and arr.ndim == 1 and arr.dtype.kind in "iu":
        return _tally_packed(arr)
    items = expr.args[0].args
    if test is None:
        ints = _int_values(items)
        if ints is not None:
            counts = {}
            for v in ints:
                counts[v] = counts.get(v, 0) + 1
            return make_list(Expression(LIST, (Integer(v), Integer(c)))
                             for v, c in counts.items())
    return make_list(Expression(LIST, (items[g[0]], Integer(len(g))))
                     for g in _groups(ev, items, test))


@builtin("Gather", nargs=(1, 2),
         usage="Gather[list] gathers the elements of list into sublists of identical "
               "elements, in the order they first appear; Gather[list, test] uses test to "
               "decide which elements belong together.",
         examples=[("Gather[{a, b, a, c, b}]", "{{a, a}, {b, b}, {c}}"),
                   ("Gather[{1, 2, 3, 4}, Mod[#1, 2] == Mod[#2, 2] &]", "{{1, 3}, {2, 4}}"),
                   ("Gather[x]", "Gather[x]",
                    ["Gather::normal: Nonatomic expression expected at position 1 in "
                     "Gather[x]."])])
def gather(ev, expr):
    return _partition(ev, expr, "Gather", _groups)


def _pick(items, g):
    """The items at the indices g (a list of indices, or a range from _runs)."""
    if type(g) is range:
        return items[g.start:g.stop]
    return [items[i] for i in g]


def _partition(ev, expr, name, group):
    """Gather and Split: the elements of list[[1]] in the sublists that ``group(ev, items,
    test)`` gives (index groups)."""
    if not require_normal(ev, name, expr):
        return None
    x = expr.args[0]
    items = x.args
    test = expr.args[1] if len(expr.args) == 2 else None
    return Expression(x.head, tuple(Expression(LIST, tuple(_pick(items, g)))
                                    for g in group(ev, items, test)))


def _partition_by(ev, items, fs, group):
    """GatherBy and SplitBy: group by the values of fs[0], then each group by fs[1:]."""
    keys = _keys(ev, fs[0], items)
    groups = group(ev, keys)
    if len(fs) == 1:
        return make_list(Expression(LIST, tuple(_pick(items, g))) for g in groups)
    return make_list(_partition_by(ev, _pick(items, g), fs[1:], group) for g in groups)


@builtin("GatherBy", nargs=(1, 2),
         usage="GatherBy[list, f] gathers into sublists the elements with the same value "
               "of f; GatherBy[list, {f1, f2, ...}] gathers at successive levels.",
         examples=[("GatherBy[{1, 2, 3, 4, 5}, OddQ]", "{{1, 3, 5}, {2, 4}}"),
                   ("GatherBy[{{a, 1}, {b, 2}, {c, 1}}, Last]",
                    "{{{a, 1}, {c, 1}}, {{b, 2}}}"),
                   ("GatherBy[x, f]", "GatherBy[x, f]",
                    ["GatherBy::normal: Nonatomic expression expected at position 1 in "
                     "GatherBy[x, f]."])])
def gather_by(ev, expr):
    if len(expr.args) == 1:
        return None
    if not require_normal(ev, "GatherBy", expr):
        return None
    x, f = expr.args
    fs = f.args if is_list(f) else (f,)
    if not fs:
        return make_list(x.args)
    return _partition_by(ev, list(x.args), fs, _groups)


operator_form("GatherBy")


def _runs(ev, items, test=None):
    """Index ranges of runs of identical (or test-related) successive elements."""
    runs = []
    start = 0
    for i in range(1, len(items)):
        if test is None:
            same = items[i] == items[i - 1]
        else:
            same = ev.evaluate(Expression(test, (items[i - 1], items[i]))) is TRUE
        if not same:
            runs.append(range(start, i))
            start = i
    if items:
        runs.append(range(start, len(items)))
    return runs


@builtin("Split", nargs=(1, 2),
         usage="Split[list] splits list into runs of identical elements; Split[list, test] "
               "starts a new run where test applied to successive elements is not True.",
         examples=[("Split[{a, a, b, b, b, a}]", "{{a, a}, {b, b, b}, {a}}"),
                   ("Split[{1, 2, 3, 5, 6, 8}, #2 - #1 == 1 &]", "{{1, 2, 3}, {5, 6}, {8}}"),
                   ("Split[{}]", "{}"),
                   ("Split[x]", "Split[x]",
                    ["Split::normal: Nonatomic expression expected at position 1 in "
                     "Split[x]."])])
def split(ev, expr):
    return _partition(ev, expr, "Split", _runs)


@builtin("SplitBy", nargs=(1, 2),
         usage="SplitBy[list, f] splits list into runs of successive elements with the "
               "same value of f; SplitBy[list, {f1, f2, ...}] splits at successive levels.",
         examples=[("SplitBy[{1, 3, 2, 4, 5}, OddQ]", "{{1, 3}, {2, 4}, {5}}"),
                   ("SplitBy[{{a, 1}, {b, 1}, {c, 2}}, Last]",
                    "{{{a, 1}, {b, 1}}, {{c, 2}}}"),
                   ("SplitBy[x, f]", "SplitBy[x, f]",
                    ["SplitBy::normal: Nonatomic expression expected at position 1 in "
                     "SplitBy[x, f]."])])
def split_by(ev, expr):
    if len(expr.args) == 1:
        return None
    if not require_normal(ev, "SplitBy", expr):
        return None
    x, f = expr.args
    fs = f.args if is_list(f) else (f,)
    if not fs:
        return None
    return _partition_by(ev, list(x.args), fs, _runs)


operator_form("SplitBy")
