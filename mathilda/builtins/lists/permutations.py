"""Permutations as lists and as cycles: Signature, Cycles, PermutationList,
PermutationCycles, PermutationListQ, Permute, InversePermutation, FindPermutation.

A permutation list {p1, p2, ...} sends i to pi; Cycles[{{a, b, c}, ...}] sends a to b, b to
c and c to a.  Permute[expr, perm] moves the element at position i to position perm(i).
"""

from mathilda.algorithms.lists.common import is_list, machine_int, make_list
from mathilda.core.expr import Expression, Integer, S, TRUE, FALSE
from mathilda.core.ordering import sort_key
from mathilda.core.registry import builtin

_PERM = {"perm": "`1` is not a valid permutation."}


def _perm_list(p):
    """The 1-based images of a permutation list, or None."""
    if not is_list(p):
        return None
    vals = [machine_int(a) for a in p.args]
    if None in vals or sorted(vals) != list(range(1, len(vals) + 1)):
        return None
    return vals


def _cycles_of(c):
    """The cycles (lists of ints) of a Cycles expression, or None if it is not valid."""
    if not (isinstance(c, Expression) and c.head is S.Cycles and len(c.args) == 1 and
            is_list(c.args[0])):
        return None
    seen = set()
    out = []
    for cyc in c.args[0].args:
        if not is_list(cyc):
            return None
        vals = [machine_int(a) for a in cyc.args]
        if None in vals or any(v < 1 for v in vals) or len(set(vals)) != len(vals) or \
                seen & set(vals):
            return None
        seen.update(vals)
        out.append(vals)
    return out


def _canonical(cycles):
    """Cycles without singletons, each starting at its smallest point, sorted by it."""
    out = []
    for c in cycles:
        if len(c) < 2:
            continue
        k = c.index(min(c))
        out.append(c[k:] + c[:k])
    out.sort(key=lambda c: c[0])
    return out


def _cycles_expr(cycles):
    return Expression(S.Cycles, (make_list([make_list([Integer(v) for v in c])
                                            for c in cycles]),))


def _image_map(perm):
    """{i: image} of a permutation list or Cycles, or None."""
    vals = _perm_list(perm)
    if vals is not None:
        return {i + 1: v for i, v in enumerate(vals)}
    cycles = _cycles_of(perm)
    if cycles is None:
        return None
    m = {}
    for c in cycles:
        for a, b in zip(c, c[1:] + c[:1]):
            m[a] = b
    return m


def _to_cycles(m):
    seen = set()
    out = []
    for start in sorted(m):
        if start in seen:
            continue
        c = [start]
        seen.add(start)
        nxt = m[start]
        while nxt != start:
            c.append(nxt)
            seen.add(nxt)
            nxt = m.get(nxt, start)
        out.append(c)
    return _canonical(out)


@builtin("Signature", nargs=1,
         usage="Signature[list] gives the signature of the permutation that sorts list into "
               "canonical order: 1 for an even one, -1 for an odd one, 0 if two elements are "
               "the same.",
         examples=[("Signature[{a, b, c}]", "1"), ("Signature[{b, a, c}]", "-1"),
                   ("Signature[{3, 1, 2}]", "1"), ("Signature[{1, 1, 2}]", "0"),
                   ("Signature[{}]", "1"), ("Signature[f[2, 1]]", "-1"),
                   ("Signature[x]", "Signature[x]")])
def signature(ev, expr):
    x = expr.args[0]
    if x.is_atom:
        return None
    items = list(x.args)
    if len(set(items)) != len(items):
        return Integer(0)
    order = sorted(range(len(items)), key=lambda i: sort_key(items[i]))
    sign = 1
    seen = [False] * len(order)
    for i in range(len(order)):
        if seen[i]:
            continue
        j, length = i, 0
        while not seen[j]:
            seen[j] = True
            j = order[j]
            length += 1
        if length % 2 == 0:
            sign = -sign
    return Integer(sign)


@builtin("Cycles", nargs=1, messages=_PERM,
         usage="Cycles[{cyc1, cyc2, ...}] is a permutation given by disjoint cycles {a, b, c, "
               "...} (a goes to b, b to c, ..., the last to a); it is kept canonical: no "
               "singletons, each cycle starting at its smallest point, sorted.",
         examples=[("Cycles[{{3, 1, 2}}]", "Cycles[{{1, 2, 3}}]"),
                   ("Cycles[{{5, 4}, {2, 1, 3}}]", "Cycles[{{1, 3, 2}, {4, 5}}]"),
                   ("Cycles[{{1}, {2, 3}}]", "Cycles[{{2, 3}}]"),
                   ("Cycles[{}]", "Cycles[{}]"),
                   ("Cycles[{{1, 2}, {2, 3}}]", "Cycles[{{1, 2}, {2, 3}}]",
                    ["Cycles::perm: Cycles[{{1, 2}, {2, 3}}] is not a valid permutation."])])
def cycles(ev, expr):
    cyc = _cycles_of(expr)
    if cyc is None:
        ev.message("Cycles", "perm", expr)
        return None
    canon = _canonical(cyc)
    if canon == cyc:
        return None
    return _cycles_expr(canon)


@builtin("PermutationList", nargs=(1, 2), messages=_PERM,
         usage="PermutationList[perm] gives the permutation list {p1, p2, ...} of a Cycles "
               "permutation (pi the image of i); PermutationList[perm, n] of length n.",
         examples=[("PermutationList[Cycles[{{1, 3, 2}}]]", "{3, 1, 2}"),
                   ("PermutationList[Cycles[{{2, 4}}]]", "{1, 4, 3, 2}"),
                   ("PermutationList[Cycles[{{2, 4}}], 6]", "{1, 4, 3, 2, 5, 6}"),
                   ("PermutationList[Cycles[{}]]", "{}"),
                   ("PermutationList[{2, 1, 3}]", "{2, 1, 3}"),
                   ("PermutationList[{2, 1}, 4]", "{2, 1, 3, 4}")])
def permutation_list(ev, expr):
    p = expr.args[0]
    m = _image_map(p)
    if m is None:
        ev.message("PermutationList", "perm", p)
        return None
    n = max(m) if m else 0
    if len(expr.args) == 2:
        k = machine_int(expr.args[1])
        if k is None or k < n:
            ev.message("PermutationList", "perm", p)
            return None
        n = k
    return make_list([Integer(m.get(i, i)) for i in range(1, n + 1)])


@builtin("PermutationCycles", nargs=1, messages=_PERM,
         usage="PermutationCycles[{p1, p2, ...}] gives the permutation list as disjoint "
               "Cycles.",
         examples=[("PermutationCycles[{3, 1, 2}]", "Cycles[{{1, 3, 2}}]"),
                   ("PermutationCycles[{2, 1, 4, 3}]", "Cycles[{{1, 2}, {3, 4}}]"),
                   ("PermutationCycles[{1, 2, 3}]", "Cycles[{}]"),
                   ("PermutationCycles[{5, 4, 3, 2, 1}]", "Cycles[{{1, 5}, {2, 4}}]"),
                   ("PermutationCycles[{}]", "Cycles[{}]"),
                   ("PermutationCycles[{1, 1}]", "PermutationCycles[{1, 1}]",
                    ["PermutationCycles::perm: {1, 1} is not a valid permutation."])])
def permutation_cycles(ev, expr):
    vals = _perm_list(expr.args[0])
    if vals is None:
        ev.message("PermutationCycles", "perm", expr.args[0])
        return None
    return _cycles_expr(_to_cycles({i + 1: v for i, v in enumerate(vals)}))


@builtin("PermutationListQ", nargs=1,
         usage="PermutationListQ[expr] gives True if expr is a list of the integers 1 to n in "
               "some order.",
         examples=[("PermutationListQ[{3, 1, 2}]", "True"),
                   ("PermutationListQ[{1, 1, 2}]", "False"),
                   ("PermutationListQ[{}]", "True"), ("PermutationListQ[{0, 1}]", "False"),
                   ("PermutationListQ[x]", "False")])
def permutation_list_q(ev, expr):
    return TRUE if _perm_list(expr.args[0]) is not None else FALSE


@builtin("Permute", nargs=2, messages=_PERM,
         usage="Permute[expr, perm] moves the element at position i of expr to position "
               "perm(i), for a permutation list or Cycles perm.",
         examples=[("Permute[{a, b, c}, {2, 3, 1}]", "{c, a, b}"),
                   ("Permute[{a, b, c}, Cycles[{{1, 2, 3}}]]", "{c, a, b}"),
                   ("Permute[{a, b, c, d}, Cycles[{{1, 4}}]]", "{d, b, c, a}"),
                   ("Permute[f[a, b], {2, 1}]", "f[b, a]"),
                   ("Permute[{a, b, c}, Cycles[{}]]", "{a, b, c}"),
                   ("Permute[{a, b}, {3, 1, 2}]", "Permute[{a, b}, {3, 1, 2}]",
                    ["Permute::perm: {3, 1, 2} is not a valid permutation."])])
def permute(ev, expr):
    x, p = expr.args
    if x.is_atom:
        ev.message("Permute", "normal", Integer(1), expr)
        return None
    m = _image_map(p)
    n = len(x.args)
    if m is None or (m and max(m) > n):
        ev.message("Permute", "perm", p)
        return None
    out = list(x.args)
    for i, a in enumerate(x.args, 1):
        out[m.get(i, i) - 1] = a
    return Expression(x.head, tuple(out))


@builtin("InversePermutation", nargs=1, messages=_PERM,
         usage="InversePermutation[perm] gives the inverse of a permutation list or Cycles.",
         examples=[("InversePermutation[{2, 3, 1}]", "{3, 1, 2}"),
                   ("InversePermutation[Cycles[{{1, 2, 3}}]]", "Cycles[{{1, 3, 2}}]"),
                   ("InversePermutation[{1, 2}]", "{1, 2}"),
                   ("InversePermutation[Cycles[{{1, 2}, {3, 5, 4}}]]",
                    "Cycles[{{1, 2}, {3, 4, 5}}]"),
                   ("InversePermutation[{4, 1, 3, 2}]", "{2, 4, 3, 1}")])
def inverse_permutation(ev, expr):
    p = expr.args[0]
    vals = _perm_list(p)
    if vals is not None:
        inv = [0] * len(vals)
        for i, v in enumerate(vals, 1):
            inv[v - 1] = i
        return make_list([Integer(v) for v in inv])
    cyc = _cycles_of(p)
    if cyc is None:
        ev.message("InversePermutation", "perm", p)
        return None
    return _cycles_expr(_canonical([c[:1] + c[1:][::-1] for c in cyc]))


@builtin("FindPermutation", nargs=(1, 2),
         messages={"norel": "Expressions `1` and `2` cannot be related by a permutation."},
         usage="FindPermutation[expr1, expr2] gives the Cycles permutation perm with "
               "Permute[expr1, perm] == expr2; FindPermutation[expr] the one that produces "
               "expr from Sort[expr].",
         examples=[("FindPermutation[{a, b, c}, {b, c, a}]", "Cycles[{{1, 3, 2}}]"),
                   ("Permute[{a, b, c}, FindPermutation[{a, b, c}, {b, c, a}]]", "{b, c, a}"),
                   ("FindPermutation[{c, a, b}]", "Cycles[{{1, 2, 3}}]"),
                   ("FindPermutation[{1, 2, 3}, {1, 2, 3}]", "Cycles[{}]"),
                   ("FindPermutation[{a, b}, {b, c}]", "FindPermutation[{a, b}, {b, c}]",
                    ["FindPermutation::norel: Expressions {a, b} and {b, c} cannot be related "
                     "by a permutation."])])
def find_permutation(ev, expr):
    if len(expr.args) == 1:
        b = expr.args[0]
        if b.is_atom:
            ev.message("FindPermutation", "normal", Integer(1), expr)
            return None
        a = Expression(b.head, tuple(sorted(b.args, key=sort_key)))
    else:
        a, b = expr.args
    if a.is_atom or b.is_atom or len(a.args) != len(b.args) or \
            sorted(a.args, key=sort_key) != sorted(b.args, key=sort_key):
        ev.message("FindPermutation", "norel", a, b)
        return None
    # where each element of a goes in b (equal elements in order)
    slots = {}
    for j, v in enumerate(b.args, 1):
        slots.setdefault(v, []).append(j)
    m = {}
    for i, v in enumerate(a.args, 1):
        m[i] = slots[v].pop(0)
    return _cycles_expr(_to_cycles(m))
