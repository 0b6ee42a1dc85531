"""Rearranging lists: Join, Flatten, Reverse, RotateLeft, RotateRight, Transpose, Partition,
Riffle, PadLeft, PadRight."""

from itertools import product

from mathilda.algorithms.packed.lists import packed_flatten, packed_reverse, packed_transpose
from mathilda.algorithms.arrays.shape import dimensions, flatten_to_depth, nest
from mathilda.algorithms.lists.common import (HEADS_MESSAGE, LIST, is_infinity, is_list, machine_int,
                                            make_list, positive_machine_int,
                                            nonneg_machine_int, require_normal, same_heads)
from mathilda.core.expr import Expression, Integer, S
from mathilda.core.levels import INF
from mathilda.core.registry import builtin

ILSMN = ("Single or list of non-negative machine-sized integers expected at position `1` "
         "of `2`.")
ILSMP = "Single or list of positive machine-size integers expected at position `1` of `2`."


# --- Join ------------------------------------------------------------------------------------

def _join_at(ev, items, n, head, expr):
    if n == 1:
        out = []
        for x in items:
            out.extend(x.args)
        return Expression(head, tuple(out))
    m = None
    for x in items:
        if x.is_atom or (m is not None and len(x.args) != m):
            ev.message("Join", "incpt", expr)
            return None
        m = len(x.args)
    rows = []
    for i in range(m):
        sub = [x.args[i] for x in items]
        if any(s.is_atom for s in sub):
            ev.message("Join", "incpt", expr)
            return None
        r = _join_at(ev, sub, n - 1, sub[0].head, expr)
        if r is None:
            return None
        rows.append(r)
    return Expression(head, tuple(rows))


@builtin("Join", nargs=None, attributes=("Flat", "OneIdentity", "Protected"),
         messages={"heads": HEADS_MESSAGE,
                   "incpt": "Incompatible elements in `1` cannot be joined."},
         usage="Join[list1, list2, ...] concatenates lists (or other expressions with the "
               "same head); Join[list1, list2, ..., n] joins the elements at level n.",
         examples=[("Join[{a, b}, {c}, {d, e}]", "{a, b, c, d, e}"),
                   ("Join[f[a], f[b]]", "f[a, b]"), ("Join[]", "{}"),
                   ("Join[{{a}, {b}}, {{c}, {d}}, 2]", "{{a, c}, {b, d}}"),
                   ("Join[{a}, f[b]]", "Join[{a}, f[b]]",
                    ["Join::heads: Heads List and f at positions 1 and 2 are expected to be "
                     "the same."])])
def join(ev, expr):
    args = expr.args
    n = 1
    if len(args) >= 2 and type(args[-1]) is Integer:
        n = positive_machine_int(args[-1])
        if n is None:
            return None
        args = args[:-1]
    if not args:
        return make_list(())
    head = same_heads(ev, "Join", expr, args)
    if head is None:
        return None
    return _join_at(ev, args, n, head, expr)


# --- Flatten ---------------------------------------------------------------------------------

FLEV = ("The level argument `1` in position `2` of `3` should be a non-negative integer or "
        "Infinity giving the levels to flatten through or a list of lists of levels to "
        "flatten together.")


def flatten_args(args, n, head):
    """The arguments with subexpressions of the given head spliced in, n levels deep."""
    out = []
    append = out.append

    def rec(items, level):
        for a in items:
            if level < n and isinstance(a, Expression) and a.head == head:
                rec(a.args, level + 1)
            else:
                append(a)
    rec(args, 0)
    return out


def _flat_depth(x, head):
    """The number of levels of ``head`` that every branch of x has (what can be flattened
    together by the generalised form)."""
    if x.is_atom or x.head != head:
        return 0
    if not x.args:
        return 1
    best = None
    for a in x.args:
        d = _flat_depth(a, head)
        if best is None or d < best:
            best = d
            if d == 0:
                break
    return 1 + best


def _flatten_groups(ev, expr, x, groups, head):
    maxlevel = _flat_depth(x, head)
    seen = set()
    for g in groups:
        for l in g:
            if l in seen:
                ev.message("Flatten", "flrep", Integer(l), expr.args[1])
                return None
            seen.add(l)
            if l > maxlevel:
                ev.message("Flatten", "fldep", Integer(l), expr.args[1], Integer(maxlevel), x)
                return None
    k = max(seen) if seen else 0
    for l in range(1, k + 1):
        if l not in seen:
            groups.append([l])
    # every element at level k with its index path
    items = []

    def collect(y, path, level):
        if level == k:
            items.append((path, y))
            return
        for i, a in enumerate(y.args):
            collect(a, path + (i,), level + 1)
    collect(x, (), 0)
    keyed = [(tuple(tuple(path[l - 1] for l in g) for g in groups), y) for path, y in items]
    keyed.sort(key=lambda t: t[0])

    def build(entries, depth_):
        if depth_ == len(groups):
            return entries[0][1]
        out = []
        i = 0
        n = len(entries)
        while i < n:
            key = entries[i][0][depth_]
            j = i
            while j < n and entries[j][0][depth_] == key:
                j += 1
            out.append(build(entries[i:j], depth_ + 1))
            i = j
        return Expression(head, tuple(out))
    if not keyed:
        return Expression(head, ())
    return build(keyed, 0)


@builtin("Flatten", packed=packed_flatten, nargs=(1, 3),
         messages={"flev": FLEV,
                   "flpi": "Levels to be flattened together in `1` should be lists of "
                           "positive integers.",
                   "flrep": "Level `1` specified in `2` should not be repeated.",
                   "fldep": "Level `1` specified in `2` exceeds the levels, `3`, which can "
                            "be flattened together in `4`."},
         usage="Flatten[list] flattens out nested lists; Flatten[list, n] flattens n levels; "
               "Flatten[expr, n, h] flattens subexpressions with head h; Flatten[list, "
               "{{s11, s12, ...}, {s21, ...}, ...}] combines levels s1j into level 1 of the "
               "result, s2j into level 2, ... (a generalised transpose).",
         examples=[("Flatten[{a, {b, {c, {d}}}}]", "{a, b, c, d}"),
                   ("Flatten[{a, {b, {c, {d}}}}, 1]", "{a, b, {c, {d}}}"),
                   ("Flatten[f[a, f[b, g[c]]]]", "f[a, b, g[c]]"),
                   ("Flatten[{a, g[b, g[c]]}, Infinity, g]", "{a, b, c}"),
                   ("Flatten[{{1, 2}, {3, 4}}, {{2}, {1}}]", "{{1, 3}, {2, 4}}"),
                   ("Flatten[{{1, 2}, {3}}, {{2}, {1}}]", "{{1, 3}, {2}}"),
                   ("Flatten[{a, {b}}, -1]", "Flatten[{a, {b}}, -1]",
                    ["Flatten::flev: The level argument -1 in position 2 of Flatten[{a, "
                     "{b}}, -1] should be a non-negative integer or Infinity giving the "
                     "levels to flatten through or a list of lists of levels to flatten "
                     "together."])])
def flatten(ev, expr):
    if not require_normal(ev, "Flatten", expr):
        return None
    args = expr.args
    x = args[0]
    head = args[2] if len(args) == 3 else x.head
    if len(args) == 1:
        n = INF
    else:
        spec = args[1]
        if is_list(spec):
            groups = []
            items = spec.args
            if items and all(type(a) is Integer for a in items):
                items = [make_list((a,)) for a in items]
            for g in items:
                if not is_list(g) or not all(positive_machine_int(l) for l in g.args):
                    ev.message("Flatten", "flpi", spec)
                    return None
                groups.append([l.value for l in g.args])
            return _flatten_groups(ev, expr, x, groups, head)
        if is_infinity(spec):
            n = INF
        else:
            n = nonneg_machine_int(spec)
            if n is None:
                ev.message("Flatten", "flev", spec, Integer(2), expr)
                return None
    return Expression(x.head, tuple(flatten_args(x.args, n, head)))


# --- Reverse, RotateLeft, RotateRight --------------------------------------------------------

def _level_set(spec):
    """A set of positive levels from n, {n1, n2, ...} or Infinity (None if invalid)."""
    if is_infinity(spec):
        return INF
    v = positive_machine_int(spec)
    if v is not None:
        return {v}
    if is_list(spec) and spec.args:
        out = set()
        for a in spec.args:
            v = positive_machine_int(a)
            if v is None:
                return None
            out.add(v)
        return out
    return None


def _reverse(x, levels, level, top):
    if x.is_atom:
        return x
    args = x.args
    deeper = levels == INF or any(l > level for l in levels)
    if deeper:
        args = tuple(_reverse(a, levels, level + 1, top) for a in args)
    if levels == INF or level in levels:
        args = args[::-1]
    return Expression(x.head, args)


@builtin("Reverse", packed=packed_reverse, nargs=(1, 2),
         messages={"lvls": "`1` is not a valid level specification for Reverse."},
         usage="Reverse[expr] reverses the order of the elements of expr; Reverse[expr, n] "
               "reverses at level n; Reverse[expr, {n1, n2, ...}] at several levels.",
         examples=[("Reverse[{a, b, c}]", "{c, b, a}"), ("Reverse[f[a, b]]", "f[b, a]"),
                   ("Reverse[{{1, 2}, {3, 4}}, 2]", "{{2, 1}, {4, 3}}"),
                   ("Reverse[{{1, 2}, {3, 4}}, {1, 2}]", "{{4, 3}, {2, 1}}"),
                   ("Reverse[x]", "Reverse[x]",
                    ["Reverse::normal: Nonatomic expression expected at position 1 in "
                     "Reverse[x]."])])
def reverse(ev, expr):
    if not require_normal(ev, "Reverse", expr):
        return None
    x = expr.args[0]
    if len(expr.args) == 1:
        return Expression(x.head, x.args[::-1])
    levels = _level_set(expr.args[1])
    if levels is None:
        ev.message("Reverse", "lvls", expr.args[1])
        return None
    return _reverse(x, levels, 1, x)


def _rotate(x, shifts):
    if not shifts or x.is_atom:
        return x
    args = x.args
    n = len(args)
    if len(shifts) > 1:
        args = tuple(_rotate(a, shifts[1:]) for a in args)
    if n:
        k = shifts[0] % n
        args = args[k:] + args[:k]
    return Expression(x.head, args)


def _rotate_builtin(ev, expr, name, sign):
    if not require_normal(ev, name, expr):
        return None
    x = expr.args[0]
    if len(expr.args) == 1:
        shifts = [1]
    else:
        spec = expr.args[1]
        v = machine_int(spec)
        if v is not None:
            shifts = [v]
        elif is_list(spec) and all(machine_int(a) is not None for a in spec.args):
            shifts = [a.value for a in spec.args]
        else:
            ev.message(name, "intm", expr, Integer(2))
            return None
    return _rotate(x, [sign * s for s in shifts])


@builtin("RotateLeft", nargs=(1, 2),
         usage="RotateLeft[expr, n] cycles the elements of expr n positions to the left "
               "(1 by default); RotateLeft[expr, {n1, n2, ...}] at successive levels.",
         examples=[("RotateLeft[{a, b, c, d}]", "{b, c, d, a}"),
                   ("RotateLeft[{a, b, c, d}, 3]", "{d, a, b, c}"),
                   ("RotateLeft[{{1, 2}, {3, 4}}, {1, 1}]", "{{4, 3}, {2, 1}}"),
                   ("RotateLeft[{a, b}, x]", "RotateLeft[{a, b}, x]",
                    ["RotateLeft::intm: Machine-sized integer expected at position 2 in "
                     "RotateLeft[{a, b}, x]."])])
def rotate_left(ev, expr):
    return _rotate_builtin(ev, expr, "RotateLeft", 1)


@builtin("RotateRight", nargs=(1, 2),
         usage="RotateRight[expr, n] cycles the elements of expr n positions to the right "
               "(1 by default); RotateRight[expr, {n1, n2, ...}] at successive levels.",
         examples=[("RotateRight[{a, b, c, d}]", "{d, a, b, c}"),
                   ("RotateRight[{a, b, c, d}, -1]", "{b, c, d, a}"),
                   ("RotateRight[x]", "RotateRight[x]",
                    ["RotateRight::normal: Nonatomic expression expected at position 1 in "
                     "RotateRight[x]."])])
def rotate_right(ev, expr):
    return _rotate_builtin(ev, expr, "RotateRight", -1)


# --- Transpose -------------------------------------------------------------------------------

def transpose_array(x, perm, dims):
    """Transpose the full array x (dims: its first len(perm) dimensions) so that level k of
    x becomes level perm[k] of the result (repeated targets take diagonals)."""
    d = len(perm)
    r = max(perm)
    rdims = []
    for j in range(1, r + 1):
        rdims.append(min(dims[k] for k in range(d) if perm[k] == j))
    leaves = flatten_to_depth(x, d)
    strides = [1] * d
    for k in range(d - 2, -1, -1):
        strides[k] = strides[k + 1] * dims[k + 1]
    # the stride of each result level in the flat list of x
    rstrides = [0] * r
    for k in range(d):
        rstrides[perm[k] - 1] += strides[k]
    if 0 in rdims:
        return nest([], rdims)
    flat = []
    if r == 2:
        s0, s1 = rstrides
        for i in range(rdims[0]):
            base = i * s0
            flat.extend(leaves[base + j * s1] for j in range(rdims[1]))
    else:
        for idx in product(*[range(n) for n in rdims]):
            flat.append(leaves[sum(i * s for i, s in zip(idx, rstrides))])
    return nest(flat, rdims)


def _transpose_associations(x):
    """Transpose of an association of lists or of associations, or of a list of
    associations with the same keys; None if x is none of these."""
    from mathilda.core.association import AssociationExpr, make_association

    def rule(k, v):
        return Expression(S.Rule, (k, v))
    if isinstance(x, AssociationExpr):
        vals = x.values()
        if not vals:
            return None
        if all(is_list(v) for v in vals):
            n = len(vals[0].args)
            if any(len(v.args) != n for v in vals):
                return None
            return make_list([make_association([rule(k, v.args[i])
                                                for k, v in zip(x.keys(), vals)])
                              for i in range(n)])
        if all(isinstance(v, AssociationExpr) for v in vals):
            inner = vals[0].keys()
            if any(v.keys() != inner for v in vals):
                return None
            return make_association([rule(k2, make_association(
                [rule(k, v.get(k2)) for k, v in zip(x.keys(), vals)])) for k2 in inner])
        return None
    if is_list(x) and x.args and all(isinstance(a, AssociationExpr) for a in x.args):
        keys = x.args[0].keys()
        if any(a.keys() != keys for a in x.args):
            return None
        return make_association([rule(k, make_list([a.get(k) for a in x.args]))
                                 for k in keys])
    return None


@builtin("Transpose", packed=packed_transpose, nargs=(1, 2),
         messages={"nmtx": "The first two levels of `1` cannot be transposed.",
                   "perm": "`1` is not a valid permutation.",
                   "ptdim": "The permutation `1` has length greater than the depth `2` of "
                            "`3`."},
         usage="Transpose[m] transposes the first two levels of m; Transpose[t, {n1, n2, "
               "...}] puts level k of t at level nk of the result (a repeated nk takes a "
               "diagonal).",
         examples=[("Transpose[{{1, 2, 3}, {4, 5, 6}}]", "{{1, 4}, {2, 5}, {3, 6}}"),
                   ("Transpose[{a, b, c}]", "{a, b, c}"),
                   ("Transpose[{{{1, 2}}, {{3, 4}}}, {3, 1, 2}]", "{{{1, 3}, {2, 4}}}"),
                   ("Transpose[{{a, b}, {c, d}}, {1, 1}]", "{a, d}"),
                   ("Transpose[<|a -> {1, 2}, b -> {3, 4}|>]",
                    "{<|a -> 1, b -> 3|>, <|a -> 2, b -> 4|>}"),
                   ("Transpose[{<|a -> 1, b -> 2|>, <|a -> 3, b -> 4|>}]",
                    "<|a -> {1, 3}, b -> {2, 4}|>"),
                   ("Transpose[<|x -> <|a -> 1, b -> 2|>, y -> <|a -> 3, b -> 4|>|>]",
                    "<|a -> <|x -> 1, y -> 3|>, b -> <|x -> 2, y -> 4|>|>"),
                   ("Transpose[{{1, 2}, {3}}]", "Transpose[{{1, 2}, {3}}]",
                    ["Transpose::nmtx: The first two levels of {{1, 2}, {3}} cannot be "
                     "transposed."])])
def transpose(ev, expr):
    x = expr.args[0]
    if len(expr.args) == 1:
        if x.head is S.Association or (is_list(x) and x.args and
                                       x.args[0].head is S.Association):
            r = _transpose_associations(x)
            if r is not None:
                return r
        if not is_list(x):
            ev.message("Transpose", "nmtx", x)
            return None
        dims = dimensions(x, 2, LIST)
        if len(dims) == 1:
            if any(is_list(a) for a in x.args):
                ev.message("Transpose", "nmtx", x)
                return None
            return x
        if not x.args:
            return x
        return transpose_array(x, [2, 1], dims)
    spec = expr.args[1]
    perm = None
    if is_list(spec) and spec.args:
        perm = [positive_machine_int(a) for a in spec.args]
        if None in perm or set(perm) != set(range(1, max(perm) + 1)):
            perm = None
    if perm is None:
        ev.message("Transpose", "perm", spec)
        return None
    dims = dimensions(x, len(perm), LIST)
    if len(dims) < len(perm):
        ev.message("Transpose", "ptdim", spec, Integer(len(dims)), x)
        return None
    return transpose_array(x, perm, dims)


# --- Partition -------------------------------------------------------------------------------

def _partition_1d(args, n, d, kl, kr, pad, head):
    """Sublists of length n at offset d, with overhangs (kl, kr) and padding ``pad``
    (None: no overhang; a tuple: cyclic padding; ``()``: no padding, ragged ends)."""
    L = len(args)
    out = []
    if pad is None:
        for s in range(0, L - n + 1, d):
            out.append(Expression(head, args[s:s + n]))
        return out
    kl = kl if kl > 0 else n + 1 + kl
    kr = kr if kr > 0 else n + 1 + kr
    s = 2 - kl                      # 1-based start of the first sublist
    last = L - kr + 1               # the last allowed start
    if L == 0:
        return out
    while s <= last:
        if pad == ():
            items = args[max(s, 1) - 1:min(s + n - 1, L)]
            if items:
                out.append(Expression(head, items))
        else:
            items = []
            k = len(pad)
            for p in range(s, s + n):
                if 1 <= p <= L:
                    items.append(args[p - 1])
                else:
                    items.append(pad[(p - 1) % k])
            out.append(Expression(head, tuple(items)))
        s += d
    return out


def _combine(subs, k, head):
    if k == 0:
        return Expression(head, tuple(subs))
    m = min(len(s.args) for s in subs) if subs else 0
    return Expression(head, tuple(_combine([s.args[i] for s in subs], k - 1, head)
                                  for i in range(m)))


def _partition_nd(x, ns, ds, over, pad):
    head = x.head
    n0, d0 = ns[0], ds[0]
    kl, kr = over[0] if over else (1, -1)
    p = pad
    if pad is not None and pad != () and pad == "self":
        p = x.args
    groups = _partition_1d(x.args, n0, d0, kl, kr, p if over else None, head)
    if len(ns) == 1:
        return Expression(head, tuple(groups))
    out = []
    for g in groups:
        subs = [_partition_nd(y, ns[1:], ds[1:], over[1:] if over else None, pad)
                if not y.is_atom else y for y in g.args]
        if any(s.is_atom for s in subs):
            return None
        out.append(_combine(subs, len(ns) - 1, head))
    return Expression(head, tuple(out))


def _int_or_list(spec, pred):
    v = pred(spec)
    if v is not None:
        return [v]
    if is_list(spec) and spec.args:
        vals = [pred(a) for a in spec.args]
        if None not in vals:
            return vals
    return None


@builtin("Partition", nargs=(2, 5),
         messages={"ilsmp": ILSMP,
                   "pdep": "The partition specification `1` has more levels than the depth "
                           "of `2`.",
                   "ovrhng": "Overhang specification `1` is not a machine-size integer or a "
                             "pair of machine-size integers."},
         usage="Partition[list, n] splits list into non-overlapping sublists of length n; "
               "Partition[list, n, d] uses offset d; Partition[list, n, d, {kL, kR}] lets "
               "the first element appear at position kL of the first sublist and the last "
               "at position kR of the last, padding cyclically with list itself or with "
               "Partition[list, n, d, {kL, kR}, x] (x or a cyclic list; {} for no "
               "padding); Partition[array, {n1, n2, ...}] makes blocks.",
         examples=[("Partition[{a, b, c, d, e}, 2]", "{{a, b}, {c, d}}"),
                   ("Partition[{a, b, c, d}, 3, 1]", "{{a, b, c}, {b, c, d}}"),
                   ("Partition[{a, b, c, d}, 2, 1, {1, 1}]",
                    "{{a, b}, {b, c}, {c, d}, {d, a}}"),
                   ("Partition[{a, b, c, d, e}, 2, 2, {1, 1}, x]",
                    "{{a, b}, {c, d}, {e, x}}"),
                   ("Partition[{a, b, c, d, e}, 2, 2, {1, 1}, {}]", "{{a, b}, {c, d}, {e}}"),
                   ("Partition[{{1, 2, 3, 4}, {5, 6, 7, 8}}, {2, 2}]",
                    "{{{{1, 2}, {5, 6}}, {{3, 4}, {7, 8}}}}"),
                   ("Partition[{a, b, c, d, e}, UpTo[2]]", "{{a, b}, {c, d}, {e}}"),
                   ("Partition[{1, 2, 3, 4, 5}, UpTo[3], 2]", "{{1, 2, 3}, {3, 4, 5}, {5}}"),
                   ("Partition[{a, b}, 0]", "Partition[{a, b}, 0]",
                    ["Partition::ilsmp: Single or list of positive machine-size integers "
                     "expected at position 2 of Partition[{a, b}, 0]."])])
def partition(ev, expr):
    if not require_normal(ev, "Partition", expr):
        return None
    args = expr.args
    x = args[0]
    spec = args[1]
    if isinstance(spec, Expression) and spec.head is S.UpTo and len(spec.args) == 1 \
            and len(args) <= 3:
        # UpTo[n]: a ragged partition, the last sublists shorter (every start 1, 1 + d,
        # ... that is in the list, as with the overhangs {1, 1} and no padding)
        n = positive_machine_int(spec.args[0])
        d = positive_machine_int(args[2]) if len(args) == 3 else n
        if n is None or d is None:
            ev.message("Partition", "ilsmp", Integer(2 if n is None else 3), expr)
            return None
        items = x.args
        return Expression(x.head, tuple(Expression(x.head, items[s:s + n])
                                        for s in range(0, len(items), d)))
    ns = _int_or_list(spec, positive_machine_int)
    if ns is None:
        ev.message("Partition", "ilsmp", Integer(2), expr)
        return None
    ds = ns
    if len(args) > 2:
        ds = _int_or_list(args[2], positive_machine_int)
        if ds is None or len(ds) != len(ns):
            ev.message("Partition", "ilsmp", Integer(3), expr)
            return None
    over = None
    pad = None
    if len(args) > 3:
        spec = args[3]
        pairs = []
        items = spec.args if is_list(spec) and spec.args and all(is_list(a) for a in
                                                                  spec.args) else [spec]
        for it in items:
            v = machine_int(it)
            if v is not None:
                pairs.append((v, v))
            elif is_list(it) and len(it.args) == 2 and None not in (
                    machine_int(it.args[0]), machine_int(it.args[1])):
                pairs.append((it.args[0].value, it.args[1].value))
            else:
                ev.message("Partition", "ovrhng", spec)
                return None
        over = pairs * len(ns) if len(pairs) == 1 else pairs
        pad = "self"
        if len(args) > 4:
            p = args[4]
            if is_list(p):
                pad = p.args if p.args else ()
            else:
                pad = (p,)
    if len(ns) > 1 and len(_ragged_dims(x, x.head)) < len(ns) or (
            len(ns) > 1 and _any_atom_at(x, len(ns) - 1)):
        ev.message("Partition", "pdep", args[1], x)
        return None
    if pad == "self" and len(ns) == 1:
        pad = x.args
    L, n, d = len(x.args), ns[0], ds[0]
    if over is None:
        count = max(0, (L - n) // d + 1)
    else:
        kl, kr = over[0]
        kl = kl if kl > 0 else n + 1 + kl
        kr = kr if kr > 0 else n + 1 + kr
        count = max(0, (L - kr + 1 - (2 - kl)) // d + 1)
    if not ev.check_size(count * n, "Partition"):
        return None
    return _partition_nd(x, ns, ds, over, pad)


def _any_atom_at(x, depth):
    """True if some element above level ``depth + 1`` of x is an atom (x is too shallow
    there for a multi-level Partition)."""
    level = [x]
    for _ in range(depth):
        nxt = []
        for y in level:
            for a in y.args:
                if a.is_atom:
                    return True
                nxt.append(a)
        level = nxt
    return False


# --- Riffle ----------------------------------------------------------------------------------

@builtin("Riffle", nargs=(2, 3),
         usage="Riffle[{e1, e2, ...}, x] gives {e1, x, e2, x, ...}; Riffle[list, {x1, x2, "
               "...}] interleaves the xi (cyclically); Riffle[list, x, n] puts x at every "
               "n-th position; Riffle[list, x, {imin, imax, n}] at positions imin, "
               "imin + n, ... up to imax of the result.",
         examples=[("Riffle[{a, b, c}, x]", "{a, x, b, x, c}"),
                   ("Riffle[{a, b, c}, {x, y, z}]", "{a, x, b, y, c, z}"),
                   ("Riffle[{a, b, c, d}, {x, y}]", "{a, x, b, y, c, x, d}"),
                   ("Riffle[{a, b, c, d, e}, x, 3]", "{a, b, x, c, d, x, e}"),
                   ("Riffle[{}, x]", "{}"),
                   ("Riffle[a, x]", "Riffle[a, x]",
                    ["Riffle::normal: Nonatomic expression expected at position 1 in "
                     "Riffle[a, x]."])])
def riffle(ev, expr):
    if not require_normal(ev, "Riffle", expr):
        return None
    args = expr.args
    x, y = args[0], args[1]
    items = x.args
    L = len(items)
    cyc = y.args if is_list(y) and y.args else (y,)
    if len(args) == 3:
        spec = args[2]
        v = positive_machine_int(spec)
        if v is not None:
            imin, imax, step = v, -2, v
        elif is_list(spec) and len(spec.args) == 3 and all(
                machine_int(a) is not None for a in spec.args):
            imin, imax, step = (a.value for a in spec.args)
            if step <= 0:
                return None
        else:
            return None
    elif is_list(y) and len(y.args) == L:
        imin, imax, step = 2, -1, 2
    else:
        imin, imax, step = 2, -2, 2
    if imin < 1:
        return None

    def feasible(k):
        total = L + k
        hi = imax if imax > 0 else total + 1 + imax
        p = imin + (k - 1) * step
        return p <= hi and p <= total
    k = 0
    while feasible(k + 1):
        k += 1
    out = []
    it = iter(items)
    nxt = imin
    j = 0
    for p in range(1, L + k + 1):
        if j < k and p == nxt:
            out.append(cyc[j % len(cyc)])
            j += 1
            nxt += step
        else:
            out.append(next(it))
    return Expression(x.head, tuple(out))


# --- PadLeft, PadRight -----------------------------------------------------------------------

def _ragged_dims(x, head):
    """Maximum lengths at each level where every element is a normal expression with the
    given head (the dimensions PadLeft/PadRight fill a ragged array up to)."""
    dims = []
    level = [x]
    while level:
        dims.append(max(len(y.args) for y in level))
        nxt = [a for y in level for a in y.args]
        if not nxt or not all(isinstance(a, Expression) and a.head == head for a in nxt):
            break
        level = nxt
    return dims


def _pad(x, dims, pad, margins, left, level):
    n = dims[level]
    args = x.args if not x.is_atom else ()
    L = len(args)
    m = margins[level] if level < len(margins) else 0
    offset = (n - m - L) if left else m
    deeper = level + 1 < len(dims)
    out = []
    k = len(pad)
    for p in range(1, n + 1):
        i = p - offset
        if 1 <= i <= L:
            a = args[i - 1]
            out.append(_pad(a, dims, pad, margins, left, level + 1)
                       if deeper and not a.is_atom else a)
        elif deeper:
            out.append(_pad(Expression(x.head, ()), dims, pad, margins, left, level + 1))
        else:
            out.append(pad[(i - 1) % k])
    return Expression(x.head, tuple(out))


def _pad_builtin(ev, expr, name, left):
    if not require_normal(ev, name, expr):
        return None
    args = expr.args
    x = args[0]
    if len(args) == 1:
        dims = _ragged_dims(x, x.head)
    else:
        dims = _int_or_list(args[1], nonneg_machine_int)
        if dims is None:
            ev.message(name, "ilsmn", Integer(2), expr)
            return None
    pad = (Integer(0),)
    if len(args) > 2:
        p = args[2]
        pad = p.args if is_list(p) and p.args else (p,)
    margins = []
    if len(args) > 3:
        margins = _int_or_list(args[3], machine_int)
        if margins is None:
            ev.message(name, "ilsmn", Integer(4), expr)
            return None
        if len(margins) == 1:
            margins = margins * len(dims)
    total = 1
    for d in dims:
        total *= d
    if not ev.check_size(total, name):
        return None
    return _pad(x, dims, pad, margins, left, 0)


_PAD_USAGE = ("%s[list, n] makes a list of length n by padding list with 0 on the %s (or "
              "truncating it); %s[list, n, x] pads with x, or cyclically with the elements "
              "of a list x (aligned with the start of list); %s[list, n, x, m] leaves a "
              "margin of m elements on the %s; %s[list, {n1, n2, ...}] pads at several "
              "levels; %s[list] pads a ragged array to a full one.")


@builtin("PadLeft", nargs=(1, 4), messages={"ilsmn": ILSMN},
         usage=_PAD_USAGE % ("PadLeft", "left", "PadLeft", "PadLeft", "right", "PadLeft",
                             "PadLeft"),
         examples=[("PadLeft[{a, b, c}, 5]", "{0, 0, a, b, c}"),
                   ("PadLeft[{a, b, c}, 2]", "{b, c}"),
                   ("PadLeft[{a, b, c}, 10, {x, y, z}]", "{z, x, y, z, x, y, z, a, b, c}"),
                   ("PadLeft[{a, b, c}, 7, x, 1]", "{x, x, x, a, b, c, x}"),
                   ("PadLeft[{{a}, {b, c}}]", "{{0, a}, {b, c}}"),
                   ("PadLeft[{a}, -1]", "PadLeft[{a}, -1]",
                    ["PadLeft::ilsmn: Single or list of non-negative machine-sized integers "
                     "expected at position 2 of PadLeft[{a}, -1]."])])
def pad_left(ev, expr):
    return _pad_builtin(ev, expr, "PadLeft", True)


@builtin("PadRight", nargs=(1, 4), messages={"ilsmn": ILSMN},
         usage=_PAD_USAGE % ("PadRight", "right", "PadRight", "PadRight", "left", "PadRight",
                             "PadRight"),
         examples=[("PadRight[{a, b, c}, 5]", "{a, b, c, 0, 0}"),
                   ("PadRight[{a, b, c}, 10, {x, y, z}]", "{a, b, c, x, y, z, x, y, z, x}"),
                   ("PadRight[{a, b, c}, 7, x, 1]", "{x, a, b, c, x, x, x}"),
                   ("PadRight[{{a}, {b, c}}, {2, 3}]", "{{a, 0, 0}, {b, c, 0}}"),
                   ("PadRight[x, 3]", "PadRight[x, 3]",
                    ["PadRight::normal: Nonatomic expression expected at position 1 in "
                     "PadRight[x, 3]."])])
def pad_right(ev, expr):
    return _pad_builtin(ev, expr, "PadRight", False)
