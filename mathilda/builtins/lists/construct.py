"""Constructing lists and asking about their shape: Range, Table, Array, ConstantArray,
Length, Dimensions, ArrayDepth, ArrayQ, VectorQ, MatrixQ, Depth, LeafCount, ArrayReshape,
AtomQ, ListQ."""

import math
from fractions import Fraction

from mathilda.algorithms.build import plus as _plus, times
from mathilda.algorithms.packed.lists import packed_array_reshape
from mathilda.algorithms.packed.ndarray import nd_array_depth, nd_dimensions, nd_length
from mathilda.algorithms.packed.sources import constant_array_source, range_source, table_source
from mathilda.algorithms.arrays.shape import dimensions, flatten_to_depth, nest
from mathilda.algorithms.lists.common import (LIST, is_infinity, is_list, machine_int, make_list,
                                            matcher)
from mathilda.core.settled import is_settled
from mathilda.core.expr import (Complex, Expression, Integer, Rational, Real, String, Symbol,
                                S, TRUE, FALSE, make_rational)
from mathilda.core.iterators import iterator_values
from mathilda.core.loopbody import VALUE_TYPES, body_template
from mathilda.core.levels import depth as expr_depth
from mathilda.core.registry import builtin
from mathilda.algorithms.compile import compiled_loop

_VALUE_TYPES = frozenset(VALUE_TYPES)

ILSMN = ("Single or list of non-negative machine-sized integers expected at position `1` "
         "of `2`.")


def _exact(x):
    """Python int/Fraction for an exact real number, float for a machine real, else None."""
    t = type(x)
    if t is Integer or t is Rational:
        return x.value
    if t is Real and x.prec is None:
        return x.value
    return None


# --- Range ----------------------------------------------------------------------------------

def _range_count(lo, hi, st):
    q = (hi - lo) / st
    if isinstance(q, float) and not math.isfinite(q):   # size guard: a count overflowing
        q = Fraction(hi - lo) / Fraction(st)            # a float is counted exactly
    if isinstance(q, float):
        q = math.floor(q + 1e-12 * max(1.0, abs(q)))
    else:
        q = math.floor(q)
    return max(0, int(q) + 1)


@builtin("Range", around=range_source, nargs=(1, 3), attributes=("Listable", "Protected"),
         messages={"range": "Range specification in `1` does not have appropriate bounds."},
         usage="Range[n] gives {1, 2, ..., n}; Range[a, b] gives {a, ..., b} in steps of 1; "
               "Range[a, b, d] uses step d (integer, rational, real, negative or symbolic "
               "with a numeric count).",
         examples=[("Range[5]", "{1, 2, 3, 4, 5}"), ("Range[2, 10, 3]", "{2, 5, 8}"),
                   ("Range[0, 1, 1/4]", "{0, 1/4, 1/2, 3/4, 1}"),
                   ("Range[5, 1, -2]", "{5, 3, 1}"), ("Range[0, 1, 0.25]",
                                                      "{0., 0.25, 0.5, 0.75, 1.}"),
                   ("Range[x, x + 2]", "{x, 1 + x, 2 + x}"),
                   ("Range[a]", "Range[a]",
                    ["Range::range: Range specification in Range[a] does not have "
                     "appropriate bounds."])])
def range_(ev, expr):
    args = expr.args
    if len(args) == 1:
        lo_e, hi_e, st_e = Integer(1), args[0], Integer(1)
    elif len(args) == 2:
        (lo_e, hi_e), st_e = args, Integer(1)
    else:
        lo_e, hi_e, st_e = args
    if type(lo_e) is Integer and type(hi_e) is Integer and type(st_e) is Integer:
        lo, hi, st = lo_e.value, hi_e.value, st_e.value
        if st == 0:
            ev.message("Range", "range", expr)
            return None
        n = max(0, (hi - lo) // st + 1)
        if not ev.check_size(n, "Range"):
            return None
        if lo >= -5 and hi <= 256 and st > 0:
            return Expression(LIST, tuple(Integer(v) for v in range(lo, lo + n * st, st)))
        return Expression(LIST, tuple([Integer(v) for v in range(lo, lo + n * st, st)]))
    lo, hi, st = _exact(lo_e), _exact(hi_e), _exact(st_e)
    if lo is not None and hi is not None and st is not None:
        if st == 0:
            ev.message("Range", "range", expr)
            return None
        n = _range_count(lo, hi, st)
        if not ev.check_size(n, "Range"):
            return None
        if type(lo_e) is Real or type(st_e) is Real:
            lo, st = float(lo), float(st)
            return make_list(Real(lo + k * st) for k in range(n))
        lo, st = Fraction(lo), Fraction(st)
        return make_list(make_rational(lo + k * st) for k in range(n))
    # symbolic bounds: the number of elements must still be numeric
    if any(type(a) is String or is_list(a) for a in (lo_e, hi_e, st_e)):
        ev.message("Range", "range", expr)
        return None
    diff = ev.evaluate(_plus(hi_e, times(Integer(-1), lo_e)))
    q = ev.evaluate(Expression(S.Times, (diff, Expression(S.Power, (st_e, Integer(-1))))))
    qv = _exact(q)
    if qv is None:
        ev.message("Range", "range", expr)
        return None
    n = max(0, math.floor(qv) + 1)
    if not ev.check_size(n, "Range"):
        return None
    return make_list(lo_e if k == 0 else _plus(lo_e, times(Integer(k), st_e))
                     for k in range(n))


# --- Table ----------------------------------------------------------------------------------

def _check_iterator_form(ev, spec, pos):
    """Emit Table::itform for a List iterator whose variable is not a symbol."""
    if isinstance(spec, Expression) and spec.head is LIST:
        a = spec.args
        if len(a) > 4 or (len(a) >= 2 and type(a[0]) is not Symbol) or not a:
            ev.message("Table", "itform", spec, Integer(pos))
            return False
    return True


def _table(ev, body, specs, name):
    """The nested list of body values over the iterators ``specs`` (None after a message)."""
    spec = specs[0]
    r = iterator_values(ev, spec, name)
    if r is None:
        return None
    var, values = r
    rest = specs[1:]
    out = []
    append = out.append
    defs = ev.defs
    if var is None:
        for _ in values:
            ev.check_interrupt()
            if rest:
                v = _table(ev, body, rest, name)
                if v is None:
                    return None
                append(v)
            else:
                append(ev.evaluate(body))
        return Expression(LIST, tuple(out))
    d = defs.get(var)
    saved = d.own
    evaluate = ev.evaluate
    if not rest:
        r = _table_by_template(ev, body, var, values)
        if r is not None:
            return r
    try:
        for v in values:
            ev.check_interrupt()
            defs.set_own(var, v)
            if rest:
                x = _table(ev, body, rest, name)
                if x is None:
                    return None
                append(x)
            else:
                append(evaluate(body))
    finally:
        defs.restore_own(var, saved)
    return Expression(LIST, tuple(out))


def _table_by_template(ev, body, var, values):
    """The list of body values built by substitution (core/loopbody.py), marked as
    evaluated when it certainly is; None when the body or the values do not allow it."""
    if len(values) < 2 or not all(type(v) in _VALUE_TYPES for v in values):
        return None
    t = body_template(ev, body, var)
    if t is None:
        return None
    fn, evaluates = t
    defs = ev.defs
    token = defs.token
    out = []
    extend = out.extend
    for i in range(0, len(values), 512):
        ev.check_interrupt()
        extend(map(fn, values[i:i + 512]))
    r = Expression(LIST, tuple(out))
    if defs.token is token and (not evaluates or _as_is_in_list(out, token)):
        r._ev = token
    return r


def _as_is_in_list(elements, token, _nothing=S.Nothing, _seq=S.Sequence, _splice=S.Splice):
    """True when every one of the evaluated ``elements`` stays as it is in a List (none is
    Nothing, Sequence[...] or Splice[...]) and is marked as evaluated under ``token`` (an
    atom always is)."""
    for x in elements:
        if type(x) is Expression:
            if x._ev is not token or x.head is _seq or x.head is _splice:
                return False
        elif x is _nothing:
            return False
    return True


@builtin("Table", around=table_source, nargs=(2, None), attributes=("HoldAll", "Protected"),
         usage="Table[expr, n] gives n copies of expr; Table[expr, {i, imax}], "
               "{i, imin, imax}, {i, imin, imax, di} and {i, {v1, v2, ...}} evaluate expr "
               "for successive values of i; several iterators give a nested list (later "
               "bounds may depend on earlier variables).",
         examples=[("Table[i^2, {i, 5}]", "{1, 4, 9, 16, 25}"),
                   ("Table[x, 3]", "{x, x, x}"),
                   ("Table[{i, j}, {i, 2}, {j, i}]", "{{{1, 1}}, {{2, 1}, {2, 2}}}"),
                   ("Table[i, {i, 0, 1, 1/3}]", "{0, 1/3, 2/3, 1}"),
                   ("Table[f[v], {v, {a, b}}]", "{f[a], f[b]}"),
                   ("Table[i, {i, 10, 1, -3}]", "{10, 7, 4, 1}"),
                   ("Table[i, {i, n}]", "Table[i, {i, n}]",
                    ["Table::iterb: Iterator {i, n} does not have appropriate bounds."])])
def table(ev, expr):
    r = compiled_loop(ev, expr)
    if r is not None:
        return r
    body = expr.args[0]
    specs = expr.args[1:]
    for k, spec in enumerate(specs):
        if not _check_iterator_form(ev, spec, k + 2):
            return None
    specs = [Expression(LIST, spec.args) if isinstance(spec, Expression)
             and spec.head is LIST else spec for spec in specs]
    if len(specs) > 1:
        n = _estimate_size(ev, specs, "Table")
        if n is not None and not ev.check_size(n, "Table"):
            return None
    defs = ev.defs
    changes = defs.rule_changes
    r = _table(ev, body, specs, "Table")
    if r is not None and r._ev is not defs.token and defs.rule_changes == changes and \
            is_settled(defs, r):
        # only the iterators' values changed meanwhile: the elements need no second walk
        ev.final(r)
    return r


def _estimate_size(ev, specs, name):
    """The number of elements of a nested Table, from the iterator lengths at the first
    value of each outer variable (None if an iterator cannot be expanded quietly)."""
    defs = ev.defs
    saved = []
    total = 1
    ev.quiet.append(None)
    try:
        for spec in specs:
            r = iterator_values(ev, spec, name)
            if r is None:
                return None
            var, values = r
            total *= len(values)
            if not values:
                return 0
            if var is not None:
                saved.append((var, defs.get(var).own))
                defs.set_own(var, values[0])
    finally:
        ev.quiet.pop()
        for var, rule in reversed(saved):
            defs.restore_own(var, rule)
    return total


# --- Array, ConstantArray -------------------------------------------------------------------

def _dims_arg(x):
    """A list of non-negative machine ints from n or {n1, n2, ...}, else None."""
    v = machine_int(x)
    if v is not None:
        return [v] if v >= 0 else None
    if is_list(x) and x.args:
        out = []
        for a in x.args:
            v = machine_int(a)
            if v is None or v < 0:
                return None
            out.append(v)
        return out
    return None


def _prod(dims):
    p = 1
    for d in dims:
        p *= d
    return p


def _origin_values(ev, origin, n):
    """The n index values for one dimension: origin r (r, r+1, ...) or a range {a, b}."""
    if is_list(origin) and len(origin.args) == 2:
        a, b = origin.args
        if n == 1:
            return [a]
        av, bv = _exact(a), _exact(b)
        if av is not None and bv is not None and type(a) is not Real and type(b) is not Real:
            step = (Fraction(bv) - Fraction(av)) / (n - 1)
            return [make_rational(Fraction(av) + k * step) for k in range(n)]
        if av is not None and bv is not None:
            step = (float(bv) - float(av)) / (n - 1)
            return [Real(float(av) + k * step) for k in range(n)]
        step = ev.evaluate(Expression(S.Times, (_plus(b, times(Integer(-1), a)),
                                                Expression(S.Power, (Integer(n - 1),
                                                                     Integer(-1))))))
        return [ev.evaluate(_plus(a, times(Integer(k), step))) for k in range(n)]
    if type(origin) is Integer:
        r = origin.value
        return [Integer(r + k) for k in range(n)]
    return [ev.evaluate(_plus(origin, Integer(k))) if k else origin for k in range(n)]


@builtin("Array", nargs=(2, 4),
         messages={"ilsmn": ILSMN,
                   "plen": "`1` and `2` should have the same length."},
         usage="Array[f, n] gives {f[1], ..., f[n]}; Array[f, {n1, n2, ...}] a nested array "
               "of f[i1, i2, ...]; Array[f, dims, origin] starts the indices at origin (or "
               "spans a range {a, b}); Array[f, dims, origin, h] uses head h at each level.",
         examples=[("Array[f, 3]", "{f[1], f[2], f[3]}"),
                   ("Array[f, {2, 2}]", "{{f[1, 1], f[1, 2]}, {f[2, 1], f[2, 2]}}"),
                   ("Array[f, 3, 0]", "{f[0], f[1], f[2]}"),
                   ("Array[f, 3, {0, 1}]", "{f[0], f[1/2], f[1]}"),
                   ("Array[f, 2, 1, g]", "g[f[1], f[2]]"),
                   ("Array[f, -1]", "Array[f, -1]",
                    ["Array::ilsmn: Single or list of non-negative machine-sized integers "
                     "expected at position 2 of Array[f, -1]."])])
def array(ev, expr):
    args = expr.args
    f = args[0]
    dims = _dims_arg(args[1])
    if dims is None:
        ev.message("Array", "ilsmn", Integer(2), expr)
        return None
    if not ev.check_size(_prod(dims), "Array"):
        return None
    origin = args[2] if len(args) > 2 else Integer(1)
    head = args[3] if len(args) > 3 else LIST
    if len(dims) > 1:
        if is_list(origin) and len(origin.args) == len(dims):
            origins = list(origin.args)
        elif is_list(origin):
            ev.message("Array", "plen", args[1], origin)
            return None
        else:
            origins = [origin] * len(dims)
    else:
        origins = [origin]
    axes = [_origin_values(ev, o, n) for o, n in zip(origins, dims)]

    def build(level, prefix):
        if level == len(dims):
            return Expression(f, prefix)
        return Expression(head, tuple(build(level + 1, prefix + (v,)) for v in axes[level]))
    return build(0, ())


@builtin("ConstantArray", around=constant_array_source, nargs=2, messages={"ilsmn": ILSMN},
         usage="ConstantArray[c, n] gives a list of n copies of c; ConstantArray[c, {n1, "
               "n2, ...}] an n1 x n2 x ... array of c.",
         examples=[("ConstantArray[0, 3]", "{0, 0, 0}"),
                   ("ConstantArray[x, {2, 3}]", "{{x, x, x}, {x, x, x}}"),
                   ("ConstantArray[a, 0]", "{}"),
                   ("ConstantArray[c, -1]", "ConstantArray[c, -1]",
                    ["ConstantArray::ilsmn: Single or list of non-negative machine-sized "
                     "integers expected at position 2 of ConstantArray[c, -1]."])])
def constant_array(ev, expr):
    c, spec = expr.args
    dims = _dims_arg(spec)
    if dims is None:
        ev.message("ConstantArray", "ilsmn", Integer(2), expr)
        return None
    if not ev.check_size(_prod(dims), "ConstantArray"):
        return None
    x = c
    for n in reversed(dims):
        x = Expression(LIST, (x,) * n)
    return x


# --- Length, Dimensions, ArrayDepth, Depth, LeafCount ----------------------------------------

@builtin("Length", packed=nd_length, nargs=1,
         usage="Length[expr] gives the number of elements in expr (0 for an atom).",
         examples=[("Length[{a, b, c}]", "3"), ("Length[f[x, y]]", "2"), ("Length[x]", "0"),
                   ("Length[{}]", "0")])
def length(ev, expr):
    x = expr.args[0]
    if x.is_atom:
        return Integer(0)
    return Integer(len(x))


def _level_limit(ev, name, expr, x):
    if is_infinity(x):
        return None, True
    v = machine_int(x)
    if v is None or v < 0:
        ev.message(name, "innf", Integer(2), expr)
        return None, False
    return v, True


INNF = "Non-negative integer or Infinity expected at position `1` in `2`."


@builtin("Dimensions", packed=nd_dimensions, nargs=(1, 2), messages={"innf": INNF},
         usage="Dimensions[expr] gives the dimensions of expr, a full array (the same head "
               "and length at each level); Dimensions[expr, n] looks at most n levels "
               "deep.",
         examples=[("Dimensions[{{1, 2, 3}, {4, 5, 6}}]", "{2, 3}"),
                   ("Dimensions[{{1, 2}, {3}}]", "{2}"), ("Dimensions[x]", "{}"),
                   ("Dimensions[f[g[a], g[b]]]", "{2, 1}"),
                   ("Dimensions[{{{1}}}, 2]", "{1, 1}"),
                   ("Dimensions[{1}, -1]", "Dimensions[{1}, -1]",
                    ["Dimensions::innf: Non-negative integer or Infinity expected at "
                     "position 2 in Dimensions[{1}, -1]."])])
def dimensions_(ev, expr):
    x = expr.args[0]
    level = None
    if len(expr.args) == 2:
        level, ok = _level_limit(ev, "Dimensions", expr, expr.args[1])
        if not ok:
            return None
    return make_list(Integer(d) for d in dimensions(x, level, None))


@builtin("ArrayDepth", packed=nd_array_depth, nargs=1,
         usage="ArrayDepth[expr] gives the depth to which expr is a full array "
               "(Length[Dimensions[expr]]).",
         examples=[("ArrayDepth[{{1, 2}, {3, 4}}]", "2"), ("ArrayDepth[{{1, 2}, {3}}]", "1"),
                   ("ArrayDepth[x]", "0")])
def array_depth(ev, expr):
    return Integer(len(dimensions(expr.args[0], None, None)))


def _full_array(x):
    """(True, dims, leaves) if x is a full array of Lists, else (False, ...)."""
    if not is_list(x):
        return False, None, None
    dims = dimensions(x, None, LIST)
    if 0 in dims:
        return True, dims, []
    leaves = flatten_to_depth(x, len(dims))
    for e in leaves:
        if isinstance(e, Expression) and e.head is LIST:
            return False, dims, None
    return True, dims, leaves


def _all_test(ev, test, leaves):
    for e in leaves:
        if ev.evaluate(Expression(test, (e,))) is not TRUE:
            return False
    return True


@builtin("ArrayQ", nargs=(1, 3),
         usage="ArrayQ[expr] gives True if expr is a full array (Lists of equal length at "
               "each level); ArrayQ[expr, patt] also requires its depth to match patt; "
               "ArrayQ[expr, patt, test] requires test to give True for every element.",
         examples=[("ArrayQ[{{1, 2}, {3, 4}}]", "True"), ("ArrayQ[{{1, 2}, {3}}]", "False"),
                   ("ArrayQ[{1, {2}}]", "False"), ("ArrayQ[x]", "False"),
                   ("ArrayQ[{{1}}, 2]", "True"), ("ArrayQ[{1, 2}, _, IntegerQ]", "True")])
def array_q(ev, expr):
    args = expr.args
    ok, dims, leaves = _full_array(args[0])
    if not ok:
        return FALSE
    if len(args) > 1 and not matcher(ev, args[1])(Integer(len(dims))):
        return FALSE
    if len(args) > 2 and not _all_test(ev, args[2], leaves):
        return FALSE
    return TRUE


@builtin("VectorQ", nargs=(1, 2),
         usage="VectorQ[expr] gives True if expr is a List none of whose elements is a "
               "List; VectorQ[expr, test] also requires test to give True for each element.",
         examples=[("VectorQ[{a, b, c}]", "True"), ("VectorQ[{a, {b}}]", "False"),
                   ("VectorQ[{}]", "True"), ("VectorQ[{1, 2}, IntegerQ]", "True"),
                   ("VectorQ[x]", "False")])
def vector_q(ev, expr):
    x = expr.args[0]
    if not is_list(x):
        return FALSE
    for e in x.args:
        if isinstance(e, Expression) and e.head is LIST:
            return FALSE
    if len(expr.args) == 2 and not _all_test(ev, expr.args[1], x.args):
        return FALSE
    return TRUE


@builtin("MatrixQ", nargs=(1, 2),
         usage="MatrixQ[expr] gives True if expr is a List of Lists of equal length whose "
               "elements are not Lists; MatrixQ[expr, test] also requires test to give "
               "True for each element.",
         examples=[("MatrixQ[{{1, 2}, {3, 4}}]", "True"), ("MatrixQ[{1, 2}]", "False"),
                   ("MatrixQ[{{1}, {2, 3}}]", "False"), ("MatrixQ[{{}}]", "True"),
                   ("MatrixQ[{{1, x}}, NumberQ]", "False")])
def matrix_q(ev, expr):
    ok, dims, leaves = _full_array(expr.args[0])
    if not ok or len(dims) != 2:
        return FALSE
    if len(expr.args) == 2 and not _all_test(ev, expr.args[1], leaves):
        return FALSE
    return TRUE


@builtin("Depth", nargs=1,
         usage="Depth[expr] gives the maximum number of indices needed to reach any part "
               "of expr, plus 1 (heads are not counted).",
         examples=[("Depth[{a, {b, {c}}}]", "4"), ("Depth[x]", "1"), ("Depth[f[x][y]]", "2"),
                   ("Depth[{}]", "1")])
def depth_(ev, expr):
    return Integer(expr_depth(expr.args[0]))


def leaf_count(x):
    """The number of indivisible subexpressions of x, heads included (Rational and Complex
    count as their head and two parts)."""
    n = 0
    stack = [x]
    pop = stack.pop
    push = stack.append
    while stack:
        e = pop()
        t = type(e)
        if t is Expression:
            # the common atoms counted here, not pushed
            h = e.head
            if type(h) is Symbol:
                n += 1
            else:
                push(h)
            for a in e.args:
                ta = type(a)
                if ta is Symbol or ta is Integer or ta is String or ta is Real:
                    n += 1
                else:
                    push(a)
            continue
        if t is Rational:
            n += 3
            continue
        if t is Complex:
            n += 1
            push(e.re)
            push(e.im)
            continue
        if e.is_atom and not getattr(t, "leaves_of_full_form", False):
            n += 1          # (a SparseArray counts the leaves of its FullForm)
            continue
        push(e.head)
        stack.extend(e.args)
    return n


@builtin("LeafCount", nargs=1,
         usage="LeafCount[expr] gives the total number of indivisible subexpressions in "
               "expr, heads included.",
         examples=[("LeafCount[f[x, y]]", "3"), ("LeafCount[{a, {b, c}}]", "5"),
                   ("LeafCount[1/2]", "3"), ("LeafCount[x]", "1")])
def leaf_count_(ev, expr):
    return Integer(leaf_count(expr.args[0]))


# --- ArrayReshape ---------------------------------------------------------------------------

def _all_leaves(x, out):
    for e in x.args:
        if isinstance(e, Expression) and e.head is LIST:
            _all_leaves(e, out)
        else:
            out.append(e)
    return out


@builtin("ArrayReshape", packed=packed_array_reshape, nargs=(2, 3),
         messages={"list": "List expected at position `1` in `2`.",
                   "ilsmn": ILSMN},
         usage="ArrayReshape[list, dims] arranges the elements of list (flattened) into an "
               "array of dimensions dims, padding with 0 if there are too few; "
               "ArrayReshape[list, dims, x] pads with x.",
         examples=[("ArrayReshape[{1, 2, 3, 4, 5, 6}, {2, 3}]", "{{1, 2, 3}, {4, 5, 6}}"),
                   ("ArrayReshape[{a, b, c}, {2, 2}]", "{{a, b}, {c, 0}}"),
                   ("ArrayReshape[{{1, 2}, {3, 4}}, {4}]", "{1, 2, 3, 4}"),
                   ("ArrayReshape[{a, b}, {3}, x]", "{a, b, x}"),
                   ("ArrayReshape[{a}, {-1}]", "ArrayReshape[{a}, {-1}]",
                    ["ArrayReshape::ilsmn: Single or list of non-negative machine-sized "
                     "integers expected at position 2 of ArrayReshape[{a}, {-1}]."])])
def array_reshape(ev, expr):
    args = expr.args
    x = args[0]
    if not is_list(x):
        ev.message("ArrayReshape", "list", Integer(1), expr)
        return None
    dims = _dims_arg(args[1])
    if dims is None or not is_list(args[1]):
        ev.message("ArrayReshape", "ilsmn", Integer(2), expr)
        return None
    total = _prod(dims)
    if not ev.check_size(total, "ArrayReshape"):
        return None
    pad = args[2] if len(args) > 2 else Integer(0)
    flat = _all_leaves(x, [])
    if len(flat) >= total:
        flat = flat[:total]
    else:
        flat.extend([pad] * (total - len(flat)))
    return nest(flat, dims)


# --- AtomQ, ListQ ---------------------------------------------------------------------------

@builtin("AtomQ", nargs=1,
         usage="AtomQ[expr] gives True if expr cannot be subdivided (a symbol, number or "
               "string), False otherwise.",
         examples=[("AtomQ[x]", "True"), ("AtomQ[1/2]", "True"), ("AtomQ[f[x]]", "False"),
                   ("AtomQ[\"abc\"]", "True")])
def atom_q(ev, expr):
    return TRUE if expr.args[0].is_atom else FALSE


@builtin("ListQ", nargs=1,
         usage="ListQ[expr] gives True if expr is a List, False otherwise.",
         examples=[("ListQ[{a, b}]", "True"), ("ListQ[f[a]]", "False"), ("ListQ[{}]", "True")])
def list_q(ev, expr):
    return TRUE if is_list(expr.args[0]) else FALSE
