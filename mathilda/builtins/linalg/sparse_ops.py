"""What the builtins of other areas do with sparse arrays: the bodies of SparseArray's
up-values (Linalg`SparseOpQ, Linalg`SparseOp; installed by builtins/linalg/sparse.py).
Results that the Wolfram Language keeps sparse (sums, products by scalars, elementwise
products, powers, Transpose, Dot of two sparse arrays, Inverse, N) are sparse; the others
are what the dense array would give."""

from mathilda.algorithms.linalg.common import is_list, make_list
from mathilda.algorithms.linalg.sparse import SparseArrayExpr, from_dense, from_scipy, is_sparse
from mathilda.algorithms.linalg.tensors import tensor
from mathilda.core.expr import FALSE, TRUE, Expression, Integer, Real, S, Symbol
from mathilda.core.registry import builtin
from mathilda.builtins.linalg.sparse_lists import STRUCTURAL as _STRUCTURAL, structural

ZERO = Integer(0)
# builtins that see a sparse array as the dense array it stands for
DENSE_HEADS = ("Eigenvalues", "Eigenvectors", "Eigensystem", "CharacteristicPolynomial",
               "MatrixExp", "MatrixPower", "RowReduce", "NullSpace", "Norm",
               "SingularValueList", "MatrixForm", "QRDecomposition", "LUDecomposition",
               "CholeskyDecomposition", "SingularValueDecomposition", "PseudoInverse",
               "Max", "Min", "Mean")
_CACHE = []          # [(key, args, result)]: SparseOpQ's result, taken by SparseOp


def _dims_list(s):
    return make_list([Integer(d) for d in s.dims])


def _dot(ev, args):
    if len(args) > 2:       # a . b . c: Dot is associative, pairs from the left
        r = args[0]
        for b in args[1:]:
            r = ev.call("Dot", r, b)
            if isinstance(r, Expression) and r.head is S.Dot:
                return None
        return r
    if len(args) != 2:
        return None
    a, b = args
    da, db = (ev.call("Dimensions", x) for x in (a, b))
    if da.args and db.args and da.args[-1] != db.args[0]:
        ev.message("Dot", "dotsh", a, b)        # shown as given, SparseArray and all
        return None
    if is_sparse(a) and is_sparse(b):
        ca, cb = a.csr, b.csr
        if ca is not None and cb is not None and len(a.dims) == 2 and len(b.dims) == 2:
            exact = type(a.default) is Integer and type(b.default) is Integer
            return from_scipy(ca @ cb, ZERO if exact else None)
        r = ev.call("Dot", a.normal(), b.normal())
        t = tensor(r) if is_list(r) else None
        return from_dense(r, tuple(t[0])) if t is not None else r
    if is_sparse(a) and a.csr is not None and is_list(b) and hasattr(type(b), "array") \
            and b.array.dtype.kind in "fci":
        from mathilda.core.packed import from_numpy
        return from_numpy(a.csr @ b.array)
    r = ev.call("Dot", a.normal() if is_sparse(a) else a, b.normal() if is_sparse(b) else b)
    return None if isinstance(r, Expression) and r.head is S.Dot else r


def _linear_solve(ev, a, b):
    c = a.numeric_csr() if is_sparse(a) else None
    if c is not None and (a.csr is not None or _inexact(b)) and a.dims[0] == a.dims[1]:
        from mathilda.algorithms.linalg.common import np_array
        import scipy.sparse.linalg as sl
        from mathilda.core.packed import from_numpy
        bb = b.normal() if is_sparse(b) else b
        rows = None
        try:
            vec = np_array(bb)
        except (TypeError, ValueError, AttributeError):
            return None
        import warnings
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            try:
                return from_numpy(sl.spsolve(c.tocsc(), vec))
            except Exception:
                pass
    return ev.call("LinearSolve", a.normal() if is_sparse(a) else a,
                   b.normal() if is_sparse(b) else b)


def _arnoldi(s, k):
    """Eigenvalues[s, k] of a large machine-number sparse matrix: the k of largest absolute
    value (largest first) by ARPACK (scipy.sparse.linalg.eigsh for a symmetric matrix,
    eigs otherwise), without making the matrix dense; None for the dense route."""
    c = s.csr
    if c is None or type(k) is not Integer or len(s.dims) != 2 or s.dims[0] != s.dims[1]:
        return None
    n = s.dims[0]
    k = k.value
    if n <= 200 or not 0 < k < n - 1:
        return None
    import scipy.sparse.linalg as sl
    from mathilda.core.packed import from_numpy, numpy
    np = numpy()
    try:
        if c.dtype.kind == "f" and abs(c - c.T).max() == 0:
            w = sl.eigsh(c, k=k, which="LM", return_eigenvectors=False)
        else:
            w = sl.eigs(c, k=k, which="LM", return_eigenvectors=False)
    except Exception:          # no convergence: the dense route decides
        return None
    w = w[np.argsort(-np.abs(w), kind="stable")]
    if w.dtype.kind == "c" and not np.any(w.imag):
        w = w.real
    return from_numpy(w)


def _inexact(b):
    arr = getattr(b, "array", None)
    return arr is not None and arr.dtype.kind in "fc"


def _det(ev, s):
    c = s.csr
    if c is not None and s.dims[0] == s.dims[1] and s.dims[0] > 0:
        import scipy.sparse.linalg as sl
        from mathilda.core.packed import numpy
        np = numpy()
        try:
            lu = sl.splu(c.tocsc())
        except RuntimeError:          # exactly singular
            return Real(0.0)
        d = np.prod(lu.U.diagonal())
        # the signs of the row and column permutations
        sign = _perm_sign(lu.perm_r) * _perm_sign(lu.perm_c)
        from mathilda.algorithms.linalg.common import np_scalar
        return np_scalar(d * sign)
    return ev.call("Det", s.normal())


def _perm_sign(p):
    p = list(p)
    sign = 1
    seen = [False] * len(p)
    for i in range(len(p)):
        if not seen[i]:
            j, k = i, 0
            while not seen[j]:
                seen[j] = True
                j = p[j]
                k += 1
            if k % 2 == 0:
                sign = -sign
    return sign


def _op(ev, h, args):
    name = h.name
    sp = [a for a in args if is_sparse(a)]
    if not sp:
        return None
    s = sp[0]
    if name == "Normal" and len(args) == 1:
        return s.normal()
    if name in ("Dimensions", "TensorDimensions") and len(args) == 1:
        return _dims_list(s)
    if name == "Length" and len(args) == 1:
        return Integer(s.dims[0]) if s.dims else Integer(0)
    if name in ("ArrayDepth", "TensorRank") and len(args) == 1:
        return Integer(len(s.dims))
    if name == "MatrixQ" and len(args) == 1:
        return TRUE if len(s.dims) == 2 else FALSE
    if name == "VectorQ" and len(args) == 1:
        return TRUE if len(s.dims) == 1 else FALSE
    if name == "ArrayQ" and len(args) == 1:
        return TRUE
    if name == "SquareMatrixQ" and len(args) == 1:
        return TRUE if len(s.dims) == 2 and s.dims[0] == s.dims[1] else FALSE
    if name == "Dot":
        return _dot(ev, args)
    if name in _STRUCTURAL:
        return structural(ev, name, s, args)
    if name == "Det" and len(args) == 1:
        return _det(ev, s)
    if name == "LinearSolve" and len(args) == 2 and args[0] is s:
        return _linear_solve(ev, s, args[1])
    if name == "Inverse" and len(args) == 1:
        r = ev.call("Inverse", s.normal())
        t = tensor(r) if is_list(r) else None
        return from_dense(r, tuple(t[0])) if t is not None else None
    if name == "Tr" and len(args) == 1:
        n = min(s.dims) if s.dims else 0
        return ev.evaluate(Expression(S.Plus, tuple(s.element((i,) * len(s.dims))
                                                    for i in range(n))))
    if name == "Diagonal" and len(args) == 1 and len(s.dims) == 2:
        return make_list([s.element((i, i)) for i in range(min(s.dims))])
    if name == "N" and args[0] is s:
        rest = args[1:]
        return SparseArrayExpr(s.dims, ev.call("N", s.default, *rest),
                               {k: ev.call("N", v, *rest) for k, v in s.nz.items()})
    if name == "Eigenvalues" and len(args) == 2 and args[0] is s:
        r = _arnoldi(s, args[1])
        if r is not None:
            return r
    if name in DENSE_HEADS:
        return ev.evaluate(Expression(h, tuple(a.normal() if is_sparse(a) else a
                                               for a in args)))
    if name in ("Total", "MatrixRank") and args[0] is s:
        return ev.call(name, s.normal(), *args[1:])
    return None


def _key(h, args):
    return (h, tuple(id(a) for a in args))


@builtin("Linalg`SparseOpQ", nargs=2,
         usage="Linalg`SparseOpQ[head, {args}] is True when head[args] with sparse arrays "
               "among args has a value (the condition of SparseArray's up-values).",
         examples=[("Linalg`SparseOpQ[Normal, {SparseArray[{1 -> a}]}]", "True")])
def sparse_op_q(ev, expr):
    h, lst = expr.args
    if type(h) is not Symbol or not (isinstance(lst, Expression) and lst.head is S.List):
        return FALSE
    r = _op(ev, h, lst.args)
    if r is None:
        return FALSE
    _CACHE[:] = [(_key(h, lst.args), lst.args, r)]
    return TRUE


@builtin("Linalg`SparseOp", nargs=2,
         usage="Linalg`SparseOp[head, {args}] computes head[args] with sparse arrays among "
               "args (the body of SparseArray's up-values).",
         examples=[("Linalg`SparseOp[Normal, {SparseArray[{1 -> a}]}]", "{a}")])
def sparse_op(ev, expr):
    h, lst = expr.args
    if type(h) is not Symbol or not (isinstance(lst, Expression) and lst.head is S.List):
        return None
    if _CACHE and _CACHE[0][0] == _key(h, lst.args):
        r = _CACHE[0][2]
        _CACHE.clear()
        return r
    return _op(ev, h, lst.args)
