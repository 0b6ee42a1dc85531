"""Combinatorial lists: Tuples, Permutations, Subsets."""

from itertools import combinations, permutations, product
from math import comb, factorial

from mathilda.algorithms.lists.common import (LIST, is_infinity, is_list, machine_int,
                                            make_list, nonneg_machine_int, require_normal)
from mathilda.core.expr import Expression, Integer, S
from mathilda.core.registry import builtin

NNINFSEQ = ("Position `1` of `2` must be All, Infinity, a non-negative integer, or a List "
            "whose first element (required) is a non-negative integer, second element "
            "(optional) is a non-negative integer or Infinity, and third element (optional) "
            "is a nonzero integer.")


@builtin("Tuples", nargs=(1, 2),
         messages={"intnn": "Non-negative integer expected at position `2` in `1`."},
         usage="Tuples[list, n] gives all n-tuples of elements of list; Tuples[{l1, l2, "
               "...}] all tuples whose i-th element is from li; Tuples[list, {n1, n2, "
               "...}] all n1 x n2 x ... arrays of elements of list.",
         examples=[("Tuples[{a, b}, 2]", "{{a, a}, {a, b}, {b, a}, {b, b}}"),
                   ("Tuples[{{1, 2}, {x}}]", "{{1, x}, {2, x}}"),
                   ("Tuples[{a, b}, 0]", "{{}}"), ("Tuples[f[a, b], 1]", "{f[a], f[b]}"),
                   ("Tuples[{a, b}, {2, 1}]",
                    "{{{a}, {a}}, {{a}, {b}}, {{b}, {a}}, {{b}, {b}}}"),
                   ("Tuples[{a, b}, -1]", "Tuples[{a, b}, -1]",
                    ["Tuples::intnn: Non-negative integer expected at position 2 in "
                     "Tuples[{a, b}, -1]."])])
def tuples(ev, expr):
    if not require_normal(ev, "Tuples", expr):
        return None
    x = expr.args[0]
    if len(expr.args) == 1:
        lists = x.args
        if any(a.is_atom for a in lists):
            ev.message("Tuples", "normal", Integer(1), expr)
            return None
        total = 1
        for a in lists:
            total *= len(a.args)
        if not ev.check_size(total * max(1, len(lists)), "Tuples"):
            return None
        heads = lists[0].head if lists else LIST
        return make_list(Expression(heads, t) for t in product(*[a.args for a in lists]))
    spec = expr.args[1]
    n = nonneg_machine_int(spec)
    if n is not None:
        total = len(x.args) ** n
        if not ev.check_size(total * max(1, n), "Tuples"):
            return None
        return make_list(Expression(x.head, t) for t in product(x.args, repeat=n))
    if is_list(spec) and spec.args:
        dims = [nonneg_machine_int(a) for a in spec.args]
        if None not in dims:
            size = 1
            for d in dims:
                size *= d
            if not ev.check_size(len(x.args) ** size * max(1, size), "Tuples"):
                return None
            from mathilda.algorithms.arrays.shape import nest
            return make_list(nest(list(t), dims, x.head) if size else
                             nest([], dims, x.head)
                             for t in product(x.args, repeat=size))
    ev.message("Tuples", "intnn", expr, Integer(2))
    return None


def _length_range(ev, name, expr, spec, n, pos=2):
    """(lo, hi, step) lengths from n, {n}, {min, max}, {min, max, step}, All, Infinity."""
    if spec is S.All or is_infinity(spec):
        return 0, n, 1
    v = nonneg_machine_int(spec)
    if v is not None:
        return 0, v, 1
    if is_list(spec) and 1 <= len(spec.args) <= 3:
        a = spec.args
        lo = nonneg_machine_int(a[0])
        hi = lo
        step = 1
        if len(a) > 1:
            hi = n if is_infinity(a[1]) or a[1] is S.All else nonneg_machine_int(a[1])
        if len(a) > 2:
            step = machine_int(a[2])
        if lo is not None and hi is not None and step:
            return lo, hi, step
    ev.message(name, "nninfseq", Integer(pos), expr)
    return None


def _lengths(ev, name, expr, n, default):
    """The lengths (at most n) asked for by argument 2 of Permutations/Subsets, ``default``
    without one; None after ``name::nninfseq``."""
    if len(expr.args) == 1:
        return default
    r = _length_range(ev, name, expr, expr.args[1], n)
    if r is None:
        return None
    lo, hi, step = r
    if step > 0:
        return [k for k in range(lo, hi + 1, step) if k <= n]
    return [k for k in range(lo, hi - 1, step) if k <= n]


@builtin("Permutations", nargs=(1, 2), messages={"nninfseq": NNINFSEQ},
         usage="Permutations[list] gives all distinct permutations of list; "
               "Permutations[list, n] all permutations of at most n elements; "
               "Permutations[list, {n}] of exactly n; {nmin, nmax} a range of lengths.",
         examples=[("Permutations[{a, b, c}]",
                    "{{a, b, c}, {a, c, b}, {b, a, c}, {b, c, a}, {c, a, b}, {c, b, a}}"),
                   ("Permutations[{a, a, b}]", "{{a, a, b}, {a, b, a}, {b, a, a}}"),
                   ("Permutations[{a, b, c}, {2}]",
                    "{{a, b}, {a, c}, {b, a}, {b, c}, {c, a}, {c, b}}"),
                   ("Permutations[{a, b}, 1]", "{{}, {a}, {b}}"),
                   ("Permutations[{a, b}, -1]", "Permutations[{a, b}, -1]",
                    ["Permutations::nninfseq: Position 2 of Permutations[{a, b}, -1] must "
                     "be All, Infinity, a non-negative integer, or a List whose first "
                     "element (required) is a non-negative integer, second element "
                     "(optional) is a non-negative integer or Infinity, and third element "
                     "(optional) is a nonzero integer."])])
def permutations_(ev, expr):
    if not require_normal(ev, "Permutations", expr):
        return None
    x = expr.args[0]
    items = x.args
    n = len(items)
    lengths = _lengths(ev, "Permutations", expr, n, [n])
    if lengths is None:
        return None
    total = sum(factorial(n) // factorial(n - k) for k in lengths)
    if not ev.check_size(total * max(1, max(lengths, default=0)), "Permutations"):
        return None
    out = []
    distinct = len(set(items)) == n
    for k in lengths:
        if distinct:
            out.extend(Expression(x.head, p) for p in permutations(items, k))
        else:
            seen = set()
            for p in permutations(items, k):
                if p not in seen:
                    seen.add(p)
                    out.append(Expression(x.head, p))
    return make_list(out)


@builtin("Subsets", nargs=(1, 3), messages={"nninfseq": NNINFSEQ},
         usage="Subsets[list] gives all subsets of list, by length and then in the order "
               "of list; Subsets[list, n] those of at most n elements, {n} exactly n, "
               "{nmin, nmax} or {nmin, nmax, step} a range; Subsets[list, spec, k] only "
               "the first k, {k} the k-th, {k1, k2} the k1-th through the k2-th.",
         examples=[("Subsets[{a, b, c}]",
                    "{{}, {a}, {b}, {c}, {a, b}, {a, c}, {b, c}, {a, b, c}}"),
                   ("Subsets[{a, b, c}, {2}]", "{{a, b}, {a, c}, {b, c}}"),
                   ("Subsets[{a, b, c, d}, 2, 3]", "{{}, {a}, {b}}"),
                   ("Subsets[{a, b, c}, All, {5}]", "{{a, b}}"),
                   ("Subsets[{a, b}, -1]", "Subsets[{a, b}, -1]",
                    ["Subsets::nninfseq: Position 2 of Subsets[{a, b}, -1] must be All, "
                     "Infinity, a non-negative integer, or a List whose first element "
                     "(required) is a non-negative integer, second element (optional) is a "
                     "non-negative integer or Infinity, and third element (optional) is a "
                     "nonzero integer."])])
def subsets(ev, expr):
    if not require_normal(ev, "Subsets", expr):
        return None
    x = expr.args[0]
    items = x.args
    n = len(items)
    lengths = _lengths(ev, "Subsets", expr, n, list(range(n + 1)))
    if lengths is None:
        return None
    first, last = 0, None
    if len(expr.args) == 3:
        k = expr.args[2]
        v = nonneg_machine_int(k)
        if v is not None:
            last = v
        elif is_list(k) and 1 <= len(k.args) <= 2 and all(
                nonneg_machine_int(a) for a in k.args):
            first = k.args[0].value - 1
            last = k.args[-1].value
        else:
            ev.message("Subsets", "nninfseq", Integer(3), expr)
            return None
    total = sum(comb(n, k) for k in lengths)
    if last is not None:
        total = min(total, last)
    if not ev.check_size(total, "Subsets"):
        return None
    out = []
    i = 0
    for k in lengths:
        for c in combinations(items, k):
            if last is not None and i >= last:
                return make_list(out)
            if i >= first:
                out.append(Expression(x.head, c))
            i += 1
    return make_list(out)


# --- Groupings --------------------------------------------------------------------------------

def _groupings(items, k, head, check):
    """Every way to group ``items`` into a tree whose nodes have exactly k children, larger
    first parts first ({{a, b}, c} before {a, {b, c}})."""
    n = len(items)
    if n == 1:
        return [items[0]]
    out = []

    def parts(start, left):
        """Compositions of items[start:] into ``left`` valid group sizes."""
        rest = n - start
        if left == 1:
            if (rest - 1) % (k - 1) == 0:
                yield [(start, n)]
            return
        for size in range(rest - (left - 1), 0, -1):
            if (size - 1) % (k - 1):
                continue
            for tail in parts(start + size, left - 1):
                yield [(start, start + size)] + tail

    for comp in parts(0, k):
        check()
        options = [_groupings(items[a:b], k, head, check) for a, b in comp]
        for choice in product(*options):
            out.append(Expression(head, tuple(choice)))
    return out


@builtin("Groupings", nargs=2,
         messages={"ngrp": "`1` elements cannot be grouped into nodes of `2` children."},
         usage="Groupings[list, k] gives all the ways to group the elements of list, in order, "
               "into a tree whose nodes have exactly k children (nested lists); "
               "Groupings[list, f -> k] uses the head f; Groupings[n, k] groups Range[n].",
         examples=[("Groupings[{a, b, c}, 2]", "{{{a, b}, c}, {a, {b, c}}}"),
                   ("Groupings[{a, b, c, d}, 2]",
                    "{{{{a, b}, c}, d}, {{a, {b, c}}, d}, {{a, b}, {c, d}}, "
                    "{a, {{b, c}, d}}, {a, {b, {c, d}}}}"),
                   ("Groupings[{a, b, c}, f -> 2]", "{f[f[a, b], c], f[a, f[b, c]]}"),
                   ("Groupings[3, 2]", "{{{1, 2}, 3}, {1, {2, 3}}}"),
                   ("Groupings[{a, b, c}, 3]", "{{a, b, c}}"),
                   ("Length[Groupings[Range[6], 2]]", "42"),
                   ("Groupings[{a}, 2]", "{a}"),
                   ("Groupings[{a, b}, 3]", "Groupings[{a, b}, 3]",
                    ["Groupings::ngrp: 2 elements cannot be grouped into nodes of 3 "
                     "children."])])
def groupings(ev, expr):
    x, spec = expr.args
    head = LIST
    if isinstance(spec, Expression) and spec.head is S.Rule and len(spec.args) == 2:
        head, spec = spec.args
    k = machine_int(spec)
    if k is None or k < 2:
        ev.message("Groupings", "intp", expr, Integer(2))
        return None
    if type(x) is Integer:
        if x.value < 1:
            ev.message("Groupings", "intp", expr, Integer(1))
            return None
        items = tuple(Integer(i) for i in range(1, x.value + 1))
    elif is_list(x):
        items = x.args
    else:
        ev.message("Groupings", "list", expr, Integer(1))
        return None
    if not items:
        return make_list(())
    if (len(items) - 1) % (k - 1):
        ev.message("Groupings", "ngrp", Integer(len(items)), Integer(k))
        return None
    m = (len(items) - 1) // (k - 1)         # internal nodes: Fuss-Catalan many trees
    if not ev.check_size(comb(k * m, m) // ((k - 1) * m + 1), "Groupings"):
        return None
    return make_list(_groupings(items, k, head, ev.check_interrupt))
