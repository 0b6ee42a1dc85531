"""Tensor symmetries: Symmetrize, TensorSymmetry, SymmetrizedArray, SymmetrizedArrayRules
and the symmetry heads Symmetric, Antisymmetric, ZeroSymmetric (the algorithms are in
``mathilda/algorithms/linalg/symmetry.py``).

A symmetrized array is kept as ``SymmetrizedArray[StructuredData[dims, {rules, sym}]]``
(its independent non-zero components as rules, and its symmetry), printed as
``SymmetrizedArray[<n>, dims, sym]`` like a SparseArray; Normal gives the full array and
SymmetrizedArrayRules the independent components."""

from mathilda.algorithms.arrays.shape import nest
from mathilda.algorithms.linalg.common import is_list, make_list
from mathilda.algorithms.linalg.symmetry import (
    MINUS_ONE, ONE, group, independent, parse_symmetry, positions, symmetrize,
    tensor_symmetry, _cycles_expr, _offset, _valid)
from mathilda.algorithms.linalg.tensors import tensor
from mathilda.core.expr import Expression, Integer, S, String
from mathilda.core.registry import builtin, symbol_spec
from mathilda.printing.outputform import register_form

ZERO = Integer(0)

_MESSAGES = {
    "sym": "`1` is not a valid symmetry specification for an array of rank `2`.",
    "symdim": "The symmetry `1` exchanges slots of different dimensions in an array of "
              "dimensions `2`.",
    "array": "`1` is not a full array.",
}


def _array(x):
    if not is_list(x):
        return None
    t = tensor(x)
    if t is None or not t[0]:
        return None
    return tuple(t[0]), list(t[1])


def _times(ev):
    def times(a, b):
        if a is ONE:
            return b
        if b is ONE:
            return a
        return ev.evaluate(Expression(S.Times, (a, b)))
    return times


def _inverse(ev):
    def inverse(ph):
        if ph is ONE or ph == ONE:
            return ONE
        if ph == MINUS_ONE:
            return MINUS_ONE
        return ev.evaluate(Expression(S.Power, (ph, MINUS_ONE)))
    return inverse


def _structured(dims, rules, shown):
    return Expression(S.SymmetrizedArray, (Expression(S.StructuredData, (
        make_list([Integer(d) for d in dims]), make_list([make_list(rules), shown]))),))


def _rules_of(dims, leaves, elements):
    out = []
    for idx in independent(dims, elements):
        v = leaves[_offset(idx, dims)]
        if not (type(v) is Integer and v.value == 0):
            out.append(Expression(S.Rule, (make_list([Integer(i + 1) for i in idx]), v)))
    return out


def _group_for(ev, name, spec, dims):
    """(elements, shown spec) or None after a message; elements None: zero symmetry."""
    rank = len(dims)
    parsed = parse_symmetry(spec, rank)
    if parsed is None:
        ev.message(name, "sym", spec, Integer(rank))
        return None
    gens, shown, zero = parsed
    if zero:
        return "zero", shown
    try:
        elements = group(gens, rank, _times(ev))
    except ValueError:
        ev.message(name, "sym", spec, Integer(rank))
        return None
    if elements is not None and not all(_valid(p, dims) for p in elements):
        ev.message(name, "symdim", spec, make_list([Integer(d) for d in dims]))
        return None
    return elements, shown


@builtin("Symmetrize", nargs=(1, 2), messages=_MESSAGES,
         usage="Symmetrize[tensor, sym] returns the symmetrization of the array tensor under "
               "the symmetry sym (Symmetric[{i, j, ...}], Antisymmetric[{...}], "
               "Symmetric[All], ZeroSymmetric[{...}], or generators {{perm, phase}, ...} with "
               "perm a permutation list or Cycles), as a SymmetrizedArray; Symmetrize[tensor] "
               "uses Symmetric[All].",
         examples=[("Symmetrize[{{a, b}, {c, d}}, Antisymmetric[{1, 2}]]",
                    "SymmetrizedArray[<1>, {2, 2}, Antisymmetric[{1, 2}]]"),
                   ("Normal[Symmetrize[{{a, b}, {c, d}}, Antisymmetric[{1, 2}]]]",
                    "{{0, (b - c)/2}, {(-b + c)/2, 0}}"),
                   ("Normal[Symmetrize[{{a, b}, {c, d}}]]",
                    "{{a, (b + c)/2}, {(b + c)/2, d}}"),
                   ("SymmetrizedArrayRules[Symmetrize[{{a, b}, {c, d}}]]",
                    "{{1, 1} -> a, {1, 2} -> (b + c)/2, {2, 2} -> d}"),
                   ("Normal[Symmetrize[Array[x, {2, 2, 2}], {{Cycles[{{1, 3}}], -1}}]][[1]]",
                    "{{0, (x[1, 1, 2] - x[2, 1, 1])/2}, {0, (x[1, 2, 2] - x[2, 2, 1])/2}}"),
                   ("Symmetrize[{{1, 2}, {3, 4}}, Symmetric[{1, 3}]]",
                    "Symmetrize[{{1, 2}, {3, 4}}, Symmetric[{1, 3}]]",
                    ["Symmetrize::sym: Symmetric[{1, 3}] is not a valid symmetry "
                     "specification for an array of rank 2."])])
def symmetrize_(ev, expr):
    t = expr.args[0]
    arr = _array(t)
    if arr is None:
        return None
    dims, leaves = arr
    spec = expr.args[1] if len(expr.args) == 2 else Expression(S.Symmetric, (S.All,))
    if not ev.check_size(len(leaves), "Symmetrize"):
        return None
    g = _group_for(ev, "Symmetrize", spec, dims)
    if g is None:
        return None
    elements, shown = g
    if elements == "zero" or elements is None:
        return _structured(dims, [], shown)
    fast = _machine_symmetrize(t, elements)
    if fast is not None:
        return _structured(dims, _rules_of(dims, fast, elements), shown)
    out = symmetrize(ev, dims, leaves, elements, _inverse(ev))
    return _structured(dims, _rules_of(dims, out, elements), shown)


def _machine_symmetrize(t, elements):
    """The leaves of the symmetrization of a packed machine array, by NumPy: the mean of
    conj(phase) np.transpose(a, p^-1) over the group (None when this does not apply)."""
    if not (hasattr(type(t), "array") and t.array.dtype.kind in "fc"):
        return None
    phases = []
    for p, ph in elements.items():
        if type(ph) is not Integer:
            return None
        inv = [0] * len(p)
        for k, v in enumerate(p):
            inv[v] = k
        phases.append((tuple(inv), ph.value))
    from mathilda.algorithms.linalg.common import np_scalar
    a = t.array
    acc = None
    for axes, ph in phases:
        term = a.transpose(axes) * ph
        acc = term if acc is None else acc + term
    acc = acc / len(phases)
    return [np_scalar(v) for v in acc.ravel()]


def _parts(x):
    """(dims tuple, rules list, sym) of SymmetrizedArray[StructuredData[...]], or None."""
    if not (isinstance(x, Expression) and x.head is S.SymmetrizedArray and len(x.args) == 1):
        return None
    sd = x.args[0]
    if not (isinstance(sd, Expression) and sd.head is S.StructuredData and len(sd.args) == 2):
        return None
    d, data = sd.args
    if not (is_list(d) and all(type(v) is Integer for v in d.args) and is_list(data)
            and len(data.args) == 2 and is_list(data.args[0])):
        return None
    return tuple(v.value for v in d.args), list(data.args[0].args), data.args[1]


def _expand(ev, dims, rules, sym):
    """The full leaves of a symmetrized array from its independent rules."""
    n = 1
    for d in dims:
        n *= d
    leaves = [ZERO] * n
    if not rules:
        return leaves
    parsed = parse_symmetry(sym, len(dims))
    if parsed is None or parsed[2]:
        return leaves
    elements = group(parsed[0], len(dims), _times(ev))
    if elements is None:
        return leaves
    for r in rules:
        idx = tuple(i.value - 1 for i in r.args[0].args)
        for p, ph in elements.items():
            # Transpose[T, p] == ph T: T at the moved position is ph^-1 T[idx]
            j = [0] * len(idx)
            for k, v in enumerate(idx):
                j[p[k]] = v
            val = r.args[1] if ph is ONE or ph == ONE else \
                ev.evaluate(Expression(S.Times, (_inverse(ev)(ph), r.args[1])))
            leaves[_offset(tuple(j), dims)] = val
    return leaves


def _printed(x):
    p = _parts(x)
    if p is None:
        return None
    from mathilda.printing import output_form
    dims, rules, sym = p
    text = "SymmetrizedArray[<%d>, %s, %s]" % (
        len(rules), output_form(make_list([Integer(d) for d in dims])), output_form(sym))
    return Expression(S.HoldForm, (String(text),))


register_form("SymmetrizedArray", _printed)


def _from_rules(ev, rules, dims, spec, name):
    g = _group_for(ev, name, spec, dims)
    if g is None:
        return None
    elements, shown = g
    if elements == "zero" or elements is None:
        return _structured(dims, [], shown)
    n = 1
    for d in dims:
        n *= d
    leaves = [ZERO] * n
    for r in rules:
        if not (isinstance(r, Expression) and r.head in (S.Rule, S.RuleDelayed)):
            return None
        pos = r.args[0]
        if not (is_list(pos) and len(pos.args) == len(dims)
                and all(type(i) is Integer and 1 <= i.value <= d
                        for i, d in zip(pos.args, dims))):
            return None
        idx = tuple(i.value - 1 for i in pos.args)
        leaves[_offset(idx, dims)] = r.args[1]
    # the value of each orbit: the first explicit entry moved to the representative
    full = list(leaves)
    for idx in positions(dims):
        v = leaves[_offset(idx, dims)]
        if type(v) is Integer and v.value == 0:
            continue
        for p, ph in elements.items():
            j = [0] * len(idx)
            for k, x in enumerate(idx):
                j[p[k]] = x
            o = _offset(tuple(j), dims)
            if type(full[o]) is Integer and full[o].value == 0:
                full[o] = v if ph == ONE else ev.evaluate(Expression(
                    S.Times, (_inverse(ev)(ph), v)))
    return _structured(dims, _rules_of(dims, full, elements), shown)


@builtin("SymmetrizedArray", nargs=(1, 3), messages=_MESSAGES,
         rules=["SymmetrizedArray /: Normal[s:SymmetrizedArray[_StructuredData]] := "
                "Linalg`SymmetrizedNormal[s]",
                "SymmetrizedArray /: Dimensions[SymmetrizedArray[StructuredData[d_, _]]] := d"],
         usage="SymmetrizedArray[{pos1 -> v1, ...}, dims, sym] gives the array of dimensions "
               "dims with the symmetry sym whose entries are the vi at the posi and those the "
               "symmetry implies (0 elsewhere); SymmetrizedArray[list] gives the symmetrized "
               "form of an array with the symmetry TensorSymmetry finds.",
         examples=[("SymmetrizedArray[{{1, 2} -> a, {2, 3} -> b}, {3, 3}, Antisymmetric[{1, 2}]]",
                    "SymmetrizedArray[<2>, {3, 3}, Antisymmetric[{1, 2}]]"),
                   ("Normal[SymmetrizedArray[{{1, 2} -> a, {2, 3} -> b}, {3, 3}, "
                    "Antisymmetric[{1, 2}]]]", "{{0, a, 0}, {-a, 0, b}, {0, -b, 0}}"),
                   ("SymmetrizedArray[{{1, 2}, {2, 3}}]",
                    "SymmetrizedArray[<3>, {2, 2}, Symmetric[{1, 2}]]"),
                   ("Dimensions[SymmetrizedArray[{{1, 1} -> x}, {2, 2}, Symmetric[{1, 2}]]]",
                    "{2, 2}")])
def symmetrized_array(ev, expr):
    args = expr.args
    if len(args) == 1:
        x = args[0]
        if isinstance(x, Expression) and x.head is S.StructuredData:
            return None
        arr = _array(x)
        if arr is None:
            return None
        dims, leaves = arr
        sym = _symmetry_expr(ev, dims, leaves)
        if isinstance(sym, Expression) and sym.head is S.ZeroSymmetric:
            return _structured(dims, [], sym)
        if is_list(sym) and not sym.args:
            return None
        g = _group_for(ev, "SymmetrizedArray", sym, dims)
        if g is None:
            return None
        return _structured(dims, _rules_of(dims, leaves, g[0]), g[1])
    if len(args) != 3:
        return None
    rules, d, spec = args
    if not (is_list(d) and d.args and all(type(v) is Integer and v.value > 0
                                          for v in d.args)):
        return None
    if not is_list(rules):
        rules = make_list([rules])
    return _from_rules(ev, rules.args, tuple(v.value for v in d.args), spec,
                       "SymmetrizedArray")


@builtin("Linalg`SymmetrizedNormal", nargs=1,
         usage="Linalg`SymmetrizedNormal[s] gives the full array of the symmetrized array s "
               "(what Normal gives).",
         examples=[("Linalg`SymmetrizedNormal[Symmetrize[{{1, 2}, {4, 3}}]]",
                    "{{1, 3}, {3, 3}}")])
def symmetrized_normal(ev, expr):
    p = _parts(expr.args[0])
    if p is None:
        return None
    dims, rules, sym = p
    return nest(_expand(ev, dims, rules, sym), list(dims))


@builtin("SymmetrizedArrayRules", nargs=1,
         usage="SymmetrizedArrayRules[sa] gives the independent non-zero components of the "
               "symmetrized array sa as rules {pos1 -> v1, ...}.",
         examples=[("SymmetrizedArrayRules[Symmetrize[{{a, b}, {c, d}}, "
                    "Antisymmetric[{1, 2}]]]", "{{1, 2} -> (b - c)/2}"),
                   ("SymmetrizedArrayRules[SymmetrizedArray[{{1, 1} -> x, {2, 1} -> y}, "
                    "{2, 2}, Symmetric[{1, 2}]]]", "{{1, 1} -> x, {1, 2} -> y}")])
def symmetrized_array_rules(ev, expr):
    p = _parts(expr.args[0])
    if p is None:
        return None
    return make_list(p[1])


# --- TensorSymmetry --------------------------------------------------------------------------

def _is_zero_leaf(v):
    return type(v).__name__ in ("Integer", "Real") and v.value == 0


def _symmetry_expr(ev, dims, leaves):
    rank = len(dims)
    if all(_is_zero_leaf(v) for v in leaves):
        return Expression(S.ZeroSymmetric, (make_list([Integer(i + 1) for i in range(rank)]),))
    found = tensor_symmetry(ev, dims, leaves,
                            lambda v: ev.evaluate(Expression(S.Times, (MINUS_ONE, v))))
    ident = tuple(range(rank))
    others = [p for p in found if p != ident]
    if not others:
        return make_list([])
    moved = sorted({k for p in others for k in range(rank) if p[k] != k})
    from math import factorial
    if len(found) == factorial(len(moved)):
        signs = {p: _sign(p) for p in found}
        if all(found[p] == ONE for p in found):
            return Expression(S.Symmetric, (make_list([Integer(k + 1) for k in moved]),))
        if all((found[p] == ONE) == (signs[p] == 1) for p in found):
            return Expression(S.Antisymmetric, (make_list([Integer(k + 1) for k in moved]),))
    # generators: the elements (in order) not generated by those taken before
    gens = []
    have = {ident: ONE}
    for p in sorted(others):
        if p in have:
            continue
        gens.append((p, found[p]))
        have = group(gens, rank, _times(ev))
    return make_list([make_list([_cycles_expr(p), ph]) for p, ph in gens])


def _sign(p):
    s, seen = 1, set()
    for start in range(len(p)):
        if start in seen:
            continue
        k, n = start, 0
        while k not in seen:
            seen.add(k)
            k = p[k]
            n += 1
        if n % 2 == 0:
            s = -s
    return s


@builtin("TensorSymmetry", nargs=1,
         usage="TensorSymmetry[tensor] gives the symmetry of the array tensor under "
               "permutations of its slots: Symmetric[{...}], Antisymmetric[{...}], "
               "ZeroSymmetric[{...}] for a zero array, generators {{Cycles[...], phase}, "
               "...}, or {} when there is none.",
         examples=[("TensorSymmetry[{{1, 2}, {2, 1}}]", "Symmetric[{1, 2}]"),
                   ("TensorSymmetry[{{0, 2}, {-2, 0}}]", "Antisymmetric[{1, 2}]"),
                   ("TensorSymmetry[{{1, 2}, {3, 4}}]", "{}"),
                   ("TensorSymmetry[{{0, 0}, {0, 0}}]", "ZeroSymmetric[{1, 2}]"),
                   ("TensorSymmetry[Array[x[Sort[{##}]] &, {2, 2, 2}]]",
                    "Symmetric[{1, 2, 3}]"),
                   ("TensorSymmetry[Array[Signature[{##}] &, {3, 3, 3}]]",
                    "Antisymmetric[{1, 2, 3}]"),
                   ("TensorSymmetry[Array[x[#1, #2, #3] - x[#3, #2, #1] &, {2, 2, 2}]]",
                    "Antisymmetric[{1, 3}]"),
                   ("TensorSymmetry[Array[x[#1, #2, #3] + x[#2, #3, #1] + x[#3, #1, #2] &, "
                    "{3, 3, 3}]]", "{{Cycles[{{1, 2, 3}}], 1}}")])
def tensor_symmetry_(ev, expr):
    arr = _array(expr.args[0])
    if arr is None:
        return None
    dims, leaves = arr
    if len(dims) > 6:
        return None
    return _symmetry_expr(ev, dims, leaves)


for _name, _text in (("Symmetric", "Symmetric[{s1, ..., sn}] represents the symmetry of a "
                                   "tensor unchanged by any permutation of the slots si."),
                     ("Antisymmetric", "Antisymmetric[{s1, ..., sn}] represents the symmetry "
                                       "of a tensor that changes sign under the exchange of "
                                       "any two of the slots si."),
                     ("ZeroSymmetric", "ZeroSymmetric[{s1, ..., sn}] represents the symmetry "
                                       "of the zero tensor in the slots si."),
                     ("StructuredData", "StructuredData[dims, data] is the data of a "
                                        "structured array such as SymmetrizedArray.")):
    symbol_spec(_name, usage=_text, examples=[("%s[{1, 2}]" % _name, "%s[{1, 2}]" % _name)])
