"""SparseArray and ArrayRules, and the meaning of Normal, Part, Dimensions, Length, Plus,
Times, Power, Dot, Transpose, Det, LinearSolve, Inverse, Tr, N, ... on sparse arrays:
up-values of SparseArray installed in a session with its first sparse array (as Quantity
and Interval do).  Machine matrices compute on their SciPy CSR buffers; other entries on
the dict of explicit elements."""

from itertools import product

from mathilda.algorithms.linalg.common import is_list, make_list
from mathilda.builtins.linalg.sparse_lists import STRUCTURAL
from mathilda.builtins.linalg.sparse_ops import DENSE_HEADS
from mathilda.algorithms.linalg.sparse import (
    SPARSE, SparseArrayExpr, from_dense, from_scipy, is_default, is_sparse)
from mathilda.algorithms.linalg.sparse_band import band_rule, implied_dims, machine_band
from mathilda.algorithms.linalg.tensors import tensor
from mathilda.core.expr import (FALSE, TRUE, Expression, Integer, Real, S, String, Symbol)
from mathilda.core.registry import builtin
from mathilda.printing.outputform import register_form

ZERO = Integer(0)
LIST = S.List
_INSTALLED = {}
_HEADS = ("Normal", "Dimensions", "Length", "ArrayDepth", "MatrixQ", "VectorQ",
          "ArrayQ", "SquareMatrixQ", "Dot", "Transpose", "Det",
          "LinearSolve", "Inverse", "Tr", "N", "Total", "TensorRank", "TensorDimensions",
          "MatrixRank", "Diagonal") + DENSE_HEADS + STRUCTURAL
RULES = ("`1` is not a list of rules, a list of positions and values, or an array.")


def _install_rules(ev):
    defs = ev.defs
    try:
        if _INSTALLED.get(defs):
            return
        _INSTALLED[defs] = True
    except TypeError:
        return
    from mathilda.syntax.parser import parse
    d = defs.get(SPARSE)
    saved = d.attributes
    d.attributes = 0
    try:
        for h in _HEADS:
            ev.evaluate(parse(
                "SparseArray /: HoldPattern[%s[a___, s_SparseArray, b___]] /; "
                "Linalg`SparseOpQ[%s, {a, s, b}] := Linalg`SparseOp[%s, {a, s, b}]"
                % (h, h, h)))
    finally:
        d.attributes = saved


def _made(ev, s):
    _install_rules(ev)
    return s


def _printed(x):
    if isinstance(x, SparseArrayExpr):
        from mathilda.printing import output_form
        text = "SparseArray[<%d>, %s" % (x.count, output_form(make_list(
            [Integer(d) for d in x.dims])))
        if not (type(x.default) is Integer and x.default.value == 0) and \
                not (type(x.default) is Real and x.default.value == 0):
            text += ", " + output_form(x.default)
        return Expression(S.HoldForm, (String(text + "]"),))
    return None


register_form("SparseArray", _printed)


# --- construction --------------------------------------------------------------------------------

def _int_list(x):
    if is_list(x) and x.args and all(type(v) is Integer for v in x.args):
        return tuple(v.value for v in x.args)
    return None


def _explicit(lhs):
    """The 1-based index tuple of an explicit position {i, j, ...} or i, else None."""
    if type(lhs) is Integer:
        return (lhs.value,)
    return _int_list(lhs)


def _rules_list(x):
    if isinstance(x, Expression) and x.head in (S.Rule, S.RuleDelayed):
        return [x]
    if is_list(x) and all(isinstance(r, Expression) and r.head in (S.Rule, S.RuleDelayed)
                          for r in x.args):
        return list(x.args)
    return None


def _expand_rule(ev, r):
    """Explicit (1-based position, value) pairs of a rule whose left side is a position, a
    list of positions ({{1, 1}, {2, 2}} -> {a, b}) or Band[...]; None for a pattern."""
    lhs, rhs = r.args
    p = _explicit(lhs)
    if p is not None:
        return [(p, rhs)]
    if is_list(lhs) and lhs.args and all(_explicit(q) is not None for q in lhs.args):
        ps = [_explicit(q) for q in lhs.args]
        if is_list(rhs) and len(rhs.args) == len(ps):
            return list(zip(ps, rhs.args))
        return [(q, rhs) for q in ps]
    return None


def _is_band(r):
    lhs = r.args[0]
    return isinstance(lhs, Expression) and lhs.head is S.Band and lhs.args


def _machine_bands(rules, dims, default):
    """The CSR matrix of Band rules with machine-number values (first rule wins), built
    with NumPy; None when some rule is of another kind."""
    if len(dims) != 2 or not is_default(default, ZERO) or not rules:
        return None
    parts = []
    for r in rules:
        if r.head is not S.Rule or not _is_band(r):
            return None
        b = machine_band(r.args[0], r.args[1], dims)
        if b is None:
            return None
        parts.append(b)
    from mathilda.core.packed import numpy
    import scipy.sparse as ss
    np = numpy()
    rows = np.concatenate([p[0] for p in parts])
    cols = np.concatenate([p[1] for p in parts])
    vals = np.concatenate([p[2] for p in parts])
    keys, first = np.unique(rows * dims[1] + cols, return_index=True)
    keep = vals[first] != 0
    first = first[keep]
    m = ss.csr_matrix((vals[first], (rows[first], cols[first])), shape=tuple(dims))
    return from_scipy(m, ZERO)


def build(ev, rules, dims, default):
    """A SparseArrayExpr from rules (first rule for a position wins), or None."""
    if dims is not None:
        fast = _machine_bands(rules, dims, default)
        if fast is not None:
            return fast
    explicit = []
    patterns = []
    for r in rules:
        e = _expand_rule(ev, r)
        if e is not None:
            explicit.extend(e)
            continue
        patterns.append(r)
    if dims is None:
        if patterns and not all(_is_band(r) for r in patterns):
            return None
        implied = [implied_dims(r.args[0], r.args[1]) for r in patterns]
        if any(d is None for d in implied):
            return None
        if not explicit and not implied:
            return None
        shapes = implied + [[a for a in p] for p, _ in explicit]
        rank = len(shapes[0])
        if any(len(p) != rank for p in shapes):
            return None
        dims = tuple(max(p[k] for p in shapes) for k in range(rank))
    rank = len(dims)
    nz = {}
    for p, v in explicit:
        if len(p) != rank or not all(1 <= a <= d for a, d in zip(p, dims)):
            return None
        key = tuple(a - 1 for a in p)
        if key not in nz:
            nz[key] = v
    for r in patterns:
        if _is_band(r):
            b = band_rule(r.args[0], r.args[1], dims)
            if b is None:
                return None
            for p, v in b:
                nz.setdefault(p, v)
            continue
        total = 1
        for d in dims:
            total *= d
        if not ev.check_size(total, "SparseArray"):
            return None
        miss = Symbol("Linalg$NoMatch")
        rr = make_list([r, Expression(S.Rule, (Expression(S.Blank, ()), miss))])
        for idx in product(*[range(d) for d in dims]):
            if idx in nz:
                continue
            ev.check_interrupt()
            v = ev.call("Replace", make_list([Integer(i + 1) for i in idx]), rr)
            if v is not miss:
                nz[idx] = v
    # evaluate the values (RuleDelayed right sides are held until here) and drop defaults
    out = {}
    for k, v in nz.items():
        v = ev.evaluate(v)
        if not is_default(v, default):
            out[k] = v
    return SparseArrayExpr(dims, default, out)


@builtin("SparseArray", nargs=(1, 4), attributes=("Protected",),
         messages={"rules": RULES},
         usage="SparseArray[{pos1 -> v1, pos2 -> v2, ...}] yields a sparse array with the vi "
               "at the positions posi and 0 elsewhere; SparseArray[rules, dims] has dimensions "
               "dims, SparseArray[rules, dims, val] the default val; SparseArray[list] the "
               "sparse form of an ordinary array. Positions may be patterns ({i_, i_} -> 1) or "
               "Band[{i, j}].",
         examples=[("SparseArray[{{1, 1} -> 1, {2, 2} -> 2, {3, 3} -> 3, {1, 3} -> 4}]",
                    "SparseArray[<4>, {3, 3}]"),
                   ("Normal[SparseArray[{{1, 1} -> 1, {2, 2} -> 2, {3, 3} -> 3, {1, 3} -> 4}]]",
                    "{{1, 0, 4}, {0, 2, 0}, {0, 0, 3}}"),
                   ("Normal[SparseArray[{1 -> a, 3 -> b}]]", "{a, 0, b}"),
                   ("Normal[SparseArray[{i_, i_} -> 1, {3, 3}]]",
                    "{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}"),
                   ("Normal[SparseArray[{{i_, j_} /; Abs[i - j] == 1 -> x}, {3, 3}]]",
                    "{{0, x, 0}, {x, 0, x}, {0, x, 0}}"),
                   ("SparseArray[{{0, 1}, {0, 0}}]", "SparseArray[<1>, {2, 2}]"),
                   ("SparseArray[{2 -> 5}, 4, 1]", "SparseArray[<1>, {4}, 1]"),
                   ("Normal[SparseArray[Band[{1, 2}] -> {a, b}, {3, 3}]]",
                    "{{0, a, 0}, {0, 0, b}, {0, 0, 0}}"),
                   ("SparseArray[x]", "SparseArray[x]",
                    ["SparseArray::rules: x is not a list of rules, a list of positions and "
                     "values, or an array."])])
def sparse_array(ev, expr):
    args = expr.args
    a0 = args[0]
    if is_sparse(a0) and len(args) == 1:
        return _made(ev, a0)
    if a0 is S.Automatic and len(args) == 4:
        return _from_full_form(ev, args)
    dims = None
    default = ZERO
    if len(args) > 1 and args[1] is not S.Automatic:
        dims = _int_list(args[1]) if is_list(args[1]) else \
            ((args[1].value,) if type(args[1]) is Integer else None)
        if dims is None or any(d < 0 for d in dims):
            return None
    if len(args) > 2:
        default = args[2]
    if is_sparse(a0):               # SparseArray[s, dims, val]: other dimensions or default
        if len(args) < 3:
            default = a0.default
        a0 = a0.normal()
    rules = _rules_list(a0)
    if rules is not None:
        # a last rule {_, _, ...} -> val (as ArrayRules ends) gives the default
        last = rules[-1].args[0] if rules else None
        if is_list(last) and last.args and all(
                isinstance(b, Expression) and b.head is S.Blank and not b.args
                for b in last.args):
            if len(args) < 3:
                default = rules[-1].args[1]
            rules = rules[:-1]
            if not rules and dims is None:
                return None
    if rules is None:
        if is_list(a0):
            t = tensor(a0)
            if t is None:
                ev.message("SparseArray", "rules", a0)
                return None
            d = tuple(t[0])
            s = from_dense(a0, d, default)
            if dims is not None and dims != d:
                s = SparseArrayExpr(dims, default, {k: v for k, v in s.nz.items()
                                                    if all(i < n for i, n in zip(k, dims))})
            return _made(ev, s)
        ev.message("SparseArray", "rules", a0)
        return None
    s = build(ev, rules, dims, default)
    if s is None:
        return None
    return _made(ev, s)


@builtin("SparseArray", sub=True,
         usage="SparseArray[...][\"prop\"] gives the property prop of a sparse array: "
               "\"NonzeroValues\" (\"ExplicitValues\"), \"NonzeroPositions\" "
               "(\"ExplicitPositions\"), \"Background\" (\"ImplicitValue\"), "
               "\"ExplicitLength\", \"Density\", \"RowPointers\", \"ColumnIndices\", "
               "\"AdjacencyLists\", \"MatrixColumns\", \"Properties\".",
         examples=[("SparseArray[{{1, 1} -> a, {2, 3} -> b}][\"NonzeroValues\"]", "{a, b}"),
                   ("SparseArray[{{1, 1} -> a, {2, 3} -> b}][\"NonzeroPositions\"]",
                    "{{1, 1}, {2, 3}}"),
                   ("SparseArray[{{1, 1} -> 1, {2, 2} -> 2}, {3, 3}][\"Density\"]",
                    "0.222222"),
                   ("SparseArray[{2 -> x}, 3, 7][\"Background\"]", "7")])
def sparse_property(ev, expr):
    s = expr.head
    if not is_sparse(s) or len(expr.args) != 1 or type(expr.args[0]) is not String:
        return None
    from mathilda.algorithms.linalg.sparse_structure import prop
    return prop(s, expr.args[0].value)


def _from_full_form(ev, args):
    """SparseArray[Automatic, dims, default, {1, {ptr, cols}, vals}] (its FullForm)."""
    dims = _int_list(args[1])
    data = args[3]
    if dims is None or not is_list(data) or len(data.args) != 3:
        return None
    ptrs = data.args[1]
    if not is_list(ptrs) or len(ptrs.args) != 2:
        return None
    ptr = _int_list(ptrs.args[0]) or ()
    cols = ptrs.args[1].args if is_list(ptrs.args[1]) else None
    vals = data.args[2].args if is_list(data.args[2]) else None
    if cols is None or vals is None or len(cols) != len(vals):
        return None
    nz = {}
    if len(dims) == 1:
        for c, v in zip(cols, vals):
            p = _int_list(c)
            if p is None:
                return None
            nz[(p[0] - 1,)] = v
    else:
        for i in range(len(ptr) - 1):
            for k in range(ptr[i], ptr[i + 1]):
                p = _int_list(cols[k])
                if p is None:
                    return None
                nz[(i,) + tuple(q - 1 for q in p)] = vals[k]
    return _made(ev, SparseArrayExpr(dims, args[2], nz))


@builtin("ArrayRules", nargs=(1, 2),
         usage="ArrayRules[SparseArray[...]] gives the rules {pos1 -> val1, ...} specifying "
               "the elements of a sparse array, ending with the rule for the default; "
               "ArrayRules[list] those of an ordinary array (default 0).",
         examples=[("ArrayRules[SparseArray[{{1, 1} -> a, {2, 3} -> b}]]",
                    "{{1, 1} -> a, {2, 3} -> b, {_, _} -> 0}"),
                   ("ArrayRules[{a, 0, b}]", "{{1} -> a, {3} -> b, {_} -> 0}"),
                   ("ArrayRules[{{0, 1}, {2, 0}}]", "{{1, 2} -> 1, {2, 1} -> 2, {_, _} -> 0}"),
                   ("ArrayRules[SparseArray[{2 -> x}, 3, 1]]", "{{2} -> x, {_} -> 1}"),
                   ("ArrayRules[{1, 1, 2}, 1]", "{{3} -> 2, {_} -> 1}")])
def array_rules(ev, expr):
    args = expr.args
    x = args[0]
    if not is_sparse(x):
        if not is_list(x):
            return None
        t = tensor(x)
        if t is None:
            return None
        x = from_dense(x, tuple(t[0]), args[1] if len(args) > 1 else ZERO)
    elif len(args) > 1 and args[1] != x.default:
        x = SparseArrayExpr(x.dims, args[1], {k: v for k, v in _all_items(x) if v != args[1]})
    rules = [Expression(S.Rule, (make_list([Integer(i + 1) for i in p]), x.nz[p]))
             for p in x.positions()]
    blank = make_list([Expression(S.Blank, ())] * len(x.dims))
    rules.append(Expression(S.Rule, (blank, x.default)))
    return make_list(rules)


def _all_items(s):
    for idx in product(*[range(d) for d in s.dims]):
        yield idx, s.element(idx)
