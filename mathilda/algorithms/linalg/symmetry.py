"""Tensor symmetries: Symmetrize, TensorSymmetry and SymmetrizedArray (the builtins are in
``mathilda/builtins/linalg/symmetry.py``).

A symmetry of a rank-r array is a group of slot permutations g with phases chi(g) (a
character: chi(g h) = chi(g) chi(h)), the array T obeying Transpose[T, g] == chi(g) T.
The specifications: ``Symmetric[{i, j, ...}]`` (every permutation of those slots, phase 1),
``Antisymmetric[{...}]`` (the signature as phase), ``Symmetric[All]``/``Antisymmetric[All]``
(all slots), ``ZeroSymmetric[{...}]`` (the array is zero), ``{}`` (no symmetry) and a list
of generators ``{{perm, phase}, ...}`` with perm a permutation list or Cycles.

Permutations are tuples p of 0-based images: slot k of T goes to slot p[k] of
Transpose[T, p + 1] (so Transpose[T, p][j] == T[i] with i[k] == j[p[k]]).

    parse_symmetry(spec, rank)     (generators, the normalised spec Expr) or None
    group(gens, rank, times)       {perm: phase} of the group generated, or None when the
                                   phases conflict (only the zero array is symmetric)
    symmetrize(ev, dims, leaves, elements)   the projection 1/|G| sum chi(g)^-1 Transpose[T, g]
    independent(dims, elements)    the orbit representatives (the smallest position of each)
    tensor_symmetry(ev, dims, leaves)        the symmetry group found by trying every
                                   permutation with the phases 1 and -1
"""

from itertools import permutations, product

from mathilda.core.expr import Expression, Integer, S

ONE = Integer(1)
MINUS_ONE = Integer(-1)


def _int_list(x):
    if isinstance(x, Expression) and x.head is S.List and \
            all(type(v) is Integer for v in x.args):
        return [v.value for v in x.args]
    return None


def _slots(arg, rank):
    if arg is S.All:
        return list(range(rank))
    s = _int_list(arg)
    if s is None or len(set(s)) != len(s) or any(not 1 <= v <= rank for v in s):
        return None
    return [v - 1 for v in s]


def _transposition(a, b, rank):
    p = list(range(rank))
    p[a], p[b] = b, a
    return tuple(p)


def _perm(x, rank):
    """A permutation list or Cycles as a tuple of 0-based images (None if invalid)."""
    if isinstance(x, Expression) and x.head is S.Cycles and len(x.args) == 1:
        p = list(range(rank))
        cycles = x.args[0]
        if not (isinstance(cycles, Expression) and cycles.head is S.List):
            return None
        for c in cycles.args:
            pts = _int_list(c)
            if pts is None or any(not 1 <= v <= rank for v in pts):
                return None
            for i, v in enumerate(pts):
                p[v - 1] = pts[(i + 1) % len(pts)] - 1
        return tuple(p)
    pl = _int_list(x)
    if pl is None or sorted(pl) != list(range(1, len(pl) + 1)) or len(pl) > rank:
        return None
    return tuple(v - 1 for v in pl) + tuple(range(len(pl), rank))


def _cycles_expr(p):
    seen, cycles = set(), []
    for start in range(len(p)):
        if start in seen or p[start] == start:
            continue
        c, k = [], start
        while k not in seen:
            seen.add(k)
            c.append(Integer(k + 1))
            k = p[k]
        cycles.append(Expression(S.List, tuple(c)))
    return Expression(S.Cycles, (Expression(S.List, tuple(cycles)),))


def parse_symmetry(spec, rank):
    """(generators [(perm, phase Expr)], the spec as it is shown, zero?) or None."""
    if isinstance(spec, Expression) and spec.head in (S.Symmetric, S.Antisymmetric,
                                                      S.ZeroSymmetric) \
            and len(spec.args) == 1:
        slots = _slots(spec.args[0], rank)
        if slots is None:
            return None
        shown = Expression(spec.head, (Expression(S.List, tuple(Integer(s + 1)
                                                                 for s in slots)),))
        phase = MINUS_ONE if spec.head is S.Antisymmetric else ONE
        gens = [(_transposition(a, b, rank), phase) for a, b in zip(slots, slots[1:])]
        return gens, shown, spec.head is S.ZeroSymmetric
    if isinstance(spec, Expression) and spec.head is S.List:
        gens = []
        for g in spec.args:
            if not (isinstance(g, Expression) and g.head is S.List and len(g.args) == 2):
                return None
            p = _perm(g.args[0], rank)
            if p is None:
                return None
            gens.append((p, g.args[1]))
        shown = Expression(S.List, tuple(Expression(S.List, (_cycles_expr(p), ph))
                                         for p, ph in gens))
        return gens, shown, False
    return None


def compose(p, q):
    """p after q."""
    return tuple(p[q[k]] for k in range(len(q)))


def group(gens, rank, times, limit=50000):
    """{perm: phase} of the group the generators make (phases multiplied with ``times``);
    None when one permutation gets two phases (the symmetry allows only zero)."""
    ident = tuple(range(rank))
    elements = {ident: ONE}
    frontier = [ident]
    while frontier:
        new = []
        for g in frontier:
            for p, ph in gens:
                h = compose(p, g)
                v = times(ph, elements[g])
                if h in elements:
                    if elements[h] != v:
                        return None
                    continue
                if len(elements) >= limit:
                    raise ValueError("symmetry group too large")
                elements[h] = v
                new.append(h)
        frontier = new
    return elements


def _apply(p, idx):
    """The position of T[idx] in Transpose[T, p]: j[p[k]] == idx[k]."""
    j = [0] * len(idx)
    for k, v in enumerate(idx):
        j[p[k]] = v
    return tuple(j)


def positions(dims):
    return list(product(*[range(d) for d in dims]))


def _offset(idx, dims):
    o = 0
    for i, d in zip(idx, dims):
        o = o * d + i
    return o


def symmetrize(ev, dims, leaves, elements, inverse):
    """The leaves of 1/|G| sum_g chi(g)^-1 Transpose[T, g] (``inverse(phase)`` gives
    chi(g)^-1), each entry evaluated."""
    n = len(elements)
    out = []
    items = list(elements.items())
    for idx in positions(dims):
        ev.check_interrupt()
        terms = []
        for p, ph in items:
            # Transpose[T, p][idx] == T[i] with i[k] == idx[p[k]]
            src = tuple(idx[p[k]] for k in range(len(idx)))
            terms.append(Expression(S.Times, (inverse(ph), leaves[_offset(src, dims)])))
        out.append(ev.evaluate(Expression(S.Times, (Expression(S.Power, (
            Integer(n), MINUS_ONE)), Expression(S.Plus, tuple(terms))))))
    return out


def independent(dims, elements):
    """The orbit representatives: positions that are the smallest of their orbit (only
    slots of equal dimension are ever exchanged)."""
    reps = []
    perms = list(elements)
    for idx in positions(dims):
        if all(_apply(p, idx) >= idx for p in perms if _valid(p, dims)):
            reps.append(idx)
    return reps


def _valid(p, dims):
    return all(dims[p[k]] == dims[k] for k in range(len(dims)))


def tensor_symmetry(ev, dims, leaves, negate):
    """{perm: phase} of the permutations (of slots of equal dimension) and phases +-1 under
    which the array is invariant (``negate(leaf)`` gives -leaf, evaluated)."""
    rank = len(dims)
    found = {}
    neg = None
    for p in permutations(range(rank)):
        if not _valid(p, dims):
            continue
        ev.check_interrupt()
        moved = [None] * len(leaves)
        for idx in positions(dims):
            moved[_offset(_apply(p, idx), dims)] = leaves[_offset(idx, dims)]
        if moved == leaves:
            found[p] = ONE
            continue
        if neg is None:
            neg = [negate(v) for v in leaves]
        if moved == neg:
            found[p] = MINUS_ONE
    return found
