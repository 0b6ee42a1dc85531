"""SparseArrayExpr: the expression class of SparseArray objects (the builtins are in
builtins/linalg/sparse.py).

A sparse array has dimensions ``dims``, a default element ``default`` and its other
elements, held either as a dict {0-based index tuple: Expr} (any rank, any entries) or,
for a matrix of machine numbers, as a SciPy CSR matrix; each form is made from the other
on demand.  Its ``args`` are the Wolfram Language's FullForm of the object,
``SparseArray[Automatic, dims, default, {1, {rowpointers, columnindices}, values}]``, built
lazily; it prints as ``SparseArray[<n>, dims]``.  Like an association it is atomic to the
evaluator."""

from mathilda.core.expr import Complex, Expression, Integer, Real, S, Symbol

ZERO = Integer(0)
SPARSE = Symbol("SparseArray")


def _list(items):
    return Expression(S.List, tuple(items))


class SparseArrayExpr(Expression):
    __slots__ = ("dims", "default", "_nz", "_csr", "_args")

    def __init__(self, dims, default=ZERO, nz=None, csr=None):
        self.head = SPARSE
        self.dims = tuple(dims)
        self.default = default
        self._nz = nz
        self._csr = csr
        self._args = None
        self._hash = None
        self._ev = True

    is_atom = True           # AtomQ: a raw object, as in the Wolfram Language
    leaves_of_full_form = True   # LeafCount counts the leaves of its FullForm

    def replace_inside(self, one):
        """ReplaceAll's rules acting on the array (core/ruleset.py): ``one(v)`` (v with
        the rules applied, v itself if none matched) on the default and on every explicit
        value.  self when nothing changed; else the unevaluated FullForm
        ``SparseArray[Automatic, dims, default, {1, {ptr, cols}, values}]`` with the new
        values (its evaluation makes the sparse array, explicit positions kept)."""
        default = one(self.default)
        pos = self.positions()
        nz = self.nz
        vals = [one(nz[p]) for p in pos]
        if default is self.default and all(v is nz[p] for v, p in zip(vals, pos)):
            return self
        a = self._full_form()
        data = a[3]
        data = Expression(S.List, data.args[:2] + (_list(vals),))
        return Expression(SPARSE, (a[0], a[1], default, data))

    def take_part(self, specs, whole):
        from mathilda.algorithms.linalg.sparse_parts import take_part
        return take_part(self, specs, whole)

    def replace_part(self, specs, value, whole):
        from mathilda.algorithms.linalg.sparse_parts import replace_part
        return replace_part(self, specs, value, whole)

    @staticmethod
    def thread_listable(ev, expr):
        from mathilda.algorithms.linalg.sparse_elementwise import thread_listable
        return thread_listable(ev, expr)

    def __reduce__(self):
        return (SparseArrayExpr, (self.dims, self.default, self.nz, None))

    # --- the two storages ---------------------------------------------------------------

    @property
    def nz(self):
        if self._nz is None:
            from mathilda.core.packed import _py_atom
            c = self._csr.tocoo()
            self._nz = {(int(i), int(j)): _py_atom(v.item())
                        for i, j, v in zip(c.row, c.col, c.data) if v != 0}
        return self._nz

    @property
    def csr(self):
        """The SciPy CSR matrix of a machine-number matrix with default 0, else None."""
        if self._csr is not None:
            return self._csr
        if len(self.dims) != 2 or not _zero(self.default):
            return None
        vals = list(self.nz.values())
        if not all(_machine(v) for v in vals) and not all(type(v) is Integer and
                                                          abs(v.value) < 1 << 53 for v in vals):
            return None
        if not vals:
            cplx = False
        else:
            cplx = any(type(v) is Complex for v in vals)
        import scipy.sparse as ss
        from mathilda.core.packed import numpy
        np = numpy()
        keys = list(self.nz)
        rows = np.array([k[0] for k in keys], dtype=np.int64)
        cols = np.array([k[1] for k in keys], dtype=np.int64)
        data = np.array([_pyval(self.nz[k]) for k in keys],
                        dtype=np.complex128 if cplx else np.float64)
        if not any(type(v) is Real or type(v) is Complex for v in vals):
            return None          # exact integers stay exact (the dict form)
        self._csr = ss.csr_matrix((data, (rows, cols)), shape=self.dims)
        return self._csr

    def numeric_csr(self):
        """A CSR matrix (floats) of a matrix with numeric entries and default 0, or None."""
        c = self.csr
        if c is not None:
            return c
        if len(self.dims) != 2 or not _zero(self.default):
            return None
        vals = list(self.nz.values())
        if not all(v.is_number for v in vals):
            return None
        import scipy.sparse as ss
        from mathilda.core.packed import numpy
        np = numpy()
        keys = list(self.nz)
        cplx = any(type(v) is Complex for v in vals)
        data = np.array([_pyval(self.nz[k]) for k in keys],
                        dtype=np.complex128 if cplx else np.float64)
        return ss.csr_matrix((data, ([k[0] for k in keys], [k[1] for k in keys])),
                             shape=self.dims)

    @property
    def count(self):
        if self._csr is not None and self._nz is None:
            return int(self._csr.count_nonzero())
        return len(self.nz)

    def positions(self):
        return sorted(self.nz)

    # --- as an expression ---------------------------------------------------------------

    @property
    def args(self):
        a = self._args
        if a is None:
            a = self._args = self._full_form()
        return a

    def _full_form(self):
        pos = self.positions()
        n0 = self.dims[0] if self.dims else 0
        ptr = [0] * (n0 + 1)
        for p in pos:
            ptr[p[0] + 1] += 1
        for i in range(n0):
            ptr[i + 1] += ptr[i]
        cols = _list([_list([Integer(k + 1) for k in p[1:]]) for p in pos]) if len(self.dims) > 1 \
            else _list([_list([Integer(p[0] + 1)]) for p in pos])
        if len(self.dims) == 1:
            ptr = [0, len(pos)]
        data = _list([Integer(1), _list([_list([Integer(v) for v in ptr]), cols]),
                      _list([self.nz[p] for p in pos])])
        return (S.Automatic, _list([Integer(d) for d in self.dims]), self.default, data)

    def __hash__(self):
        h = self._hash
        if h is None:
            h = self._hash = hash((SPARSE, self.dims, self.default,
                                   tuple(sorted(self.nz.items()))))
        return h

    def __eq__(self, other):
        if isinstance(other, SparseArrayExpr):
            return self.dims == other.dims and self.default == other.default and \
                self.nz == other.nz
        return Expression.__eq__(self, other)

    def __ne__(self, other):
        return not self.__eq__(other)

    # --- conversions ----------------------------------------------------------------------

    def element(self, idx):
        return self.nz.get(idx, self.default)

    def normal(self):
        """The dense nested List."""
        from mathilda.core.packed import from_numpy
        c = self._csr
        if c is not None and self._nz is None and type(self.default) is Real:
            return from_numpy(c.toarray())
        return _dense(self.dims, lambda idx: self.nz.get(idx, self.default))


def _dense(dims, cell):
    def build(prefix, k):
        if k == len(dims):
            return cell(tuple(prefix))
        return _list([build(prefix + [i], k + 1) for i in range(dims[k])])
    if not dims:
        return cell(())
    return build([], 0)


def _zero(v):
    return (type(v) is Integer and v.value == 0) or (type(v) is Real and v.value == 0)


def _machine(v):
    if type(v) is Real:
        return v.prec is None
    if type(v) is Complex:
        return any(type(p) is Real and p.prec is None for p in (v.re, v.im))
    return False


def _pyval(v):
    if type(v) is Complex:
        return complex(float(v.re.value), float(v.im.value))
    return float(v.value)


def is_sparse(x):
    return isinstance(x, SparseArrayExpr)


def is_default(v, default):
    """Whether the element v is the default (0. is the default 0 and 0 the default 0.)."""
    return v == default or (_zero(v) and _zero(default))


def from_dense(x, dims, default=ZERO):
    """The sparse array of the full List array x (dims its dimensions); a packed array of
    machine reals has the default 0. (as SparseArray[{0., 1.}] has in the Wolfram
    Language)."""
    from mathilda.core.packed import has_buffer
    if has_buffer(x) and _zero(default) and x.array.dtype.kind in "fc" and len(dims) == 2:
        import scipy.sparse as ss
        return from_scipy(ss.csr_matrix(x.array))
    nz = {}
    machine = [True]

    def walk(e, prefix):
        if len(prefix) == len(dims):
            if machine[0] and not _machine(e):
                machine[0] = False
            if not is_default(e, default):
                nz[tuple(prefix)] = e
            return
        for i, a in enumerate(e.args):
            walk(a, prefix + [i])
    walk(x, [])
    if machine[0] and type(default) is Integer and default.value == 0 and dims and \
            all(dims):
        default = Real(0.0)
    return SparseArrayExpr(dims, default, nz)


def from_scipy(m, default=None):
    """The sparse array of a SciPy sparse matrix (machine numbers); the default is 0. (or
    the given 0 or 0.)."""
    if default is None:
        default = Real(0.0) if m.dtype.kind in "fc" else ZERO
    return SparseArrayExpr(m.shape, default, None, m.tocsr())
