"""Shared machinery of the linear-algebra builtins (builtins/linalg/matrices.py, builtins/linalg/solve.py,
builtins/linalg/eigen.py): nothing here is registered as a builtin.

Matrices arrive as Lists of Lists (or packed arrays).  ``matrix_rows(x)`` gives the rows of
a non-empty rectangular matrix whose elements are not Lists (a packed matrix's rows are
materialised only when indexed), and ``kind_of(rows)`` sorts them into the route that
computes with them:

    "int"   every entry an Integer               exact, Python ints (fields.py)
    "rat"   Integers and Rationals               exact, ints over common denominators
    "num"   machine numbers (exact ones mixed)   NumPy (float64 / complex128)
    "big"   arbitrary-precision reals/complexes  mpmath at the lowest precision present
    "sym"   anything else (symbols, exact        SymPy expressions kept in lowest terms
            complexes, radicals, ...)             (SymField in fields.py)

Entries SymPy cannot represent (strings, rules) are replaced by placeholder symbols around
a builtin decorated with ``opaque_entries``.
"""

from mathilda.core.expr import (Complex, Expression, Integer, Rational, Real, S, String,
                                Symbol)

LIST = S.List

MATSQ = "Argument `1` at position `2` is not a non-empty square matrix."
MATRIX = "Argument `1` at position `2` is not a non-empty rectangular matrix."
SING = "Matrix `1` is singular."
LUC = "Result for `1` of badly conditioned matrix `2` may contain significant numerical errors."


# --- shapes -------------------------------------------------------------------------------------

def is_list(x):
    return isinstance(x, Expression) and x.head is LIST


def vector_items(x):
    """The elements of a non-empty List none of whose elements is a List, else None."""
    if not is_list(x):
        return None
    arr = getattr(x, "array", None)
    if arr is not None:
        return x.args if arr.ndim == 1 else None
    items = x.args
    if not items:
        return None
    for a in items:
        if isinstance(a, Expression) and a.head is LIST:
            return None
    return items


class PackedRows:
    """The rows of a packed matrix, each materialised only when indexed (the machine-number
    routes read the NumPy buffer and never look at them)."""

    __slots__ = ("x", "n")

    def __init__(self, x):
        self.x = x
        self.n = x.array.shape[0]

    def __len__(self):
        return self.n

    def __getitem__(self, i):
        return self.x.args[i].args

    def __iter__(self):
        for i in range(self.n):
            yield self[i]


def matrix_rows(x):
    """The rows (sequences of Exprs) of a non-empty rectangular matrix, else None."""
    if not is_list(x):
        return None
    arr = getattr(x, "array", None)
    if arr is not None:
        if arr.ndim != 2:
            return None
        return PackedRows(x)
    rows = x.args
    if not rows:
        return None
    n = None
    out = []
    for r in rows:
        items = vector_items(r)
        if items is None:
            return None
        if n is None:
            n = len(items)
        elif len(items) != n:
            return None
        out.append(items)
    return out


def square_rows(ev, name, expr, pos=1):
    """The rows of argument ``pos`` if it is a non-empty square matrix; else ``name::matsq``
    and None."""
    x = expr.args[pos - 1]
    rows = matrix_rows(x)
    if rows is None or len(rows) != len(rows[0]):
        ev.message(name, "matsq", x, Integer(pos))
        return None
    return rows


def rect_rows(ev, name, expr, pos=1):
    """The rows of argument ``pos`` if it is a non-empty matrix; else ``name::matrix``."""
    x = expr.args[pos - 1]
    rows = matrix_rows(x)
    if rows is None:
        ev.message(name, "matrix", x, Integer(pos))
        return None
    return rows


def zero_like(items):
    """The zero to put beside items: 0. when every item is a machine real (a result of
    machine reals is an array of them, as Wolfram's packed results are), else 0."""
    if items and all(type(v) is Real and v.prec is None for v in items):
        return Real(0.0)
    return Integer(0)


def make_list(items):
    return Expression(LIST, tuple(items))


def make_matrix(rows):
    return Expression(LIST, tuple(Expression(LIST, tuple(r)) for r in rows))


def rat(v):
    """Integer/Rational Expr for a Fraction or int."""
    if type(v) is int:
        return Integer(v)
    if v.denominator == 1:
        return Integer(v.numerator)
    return Rational(v)


# --- kinds ---------------------------------------------------------------------------------------

def _entry_kind(x):
    t = type(x)
    if t is Integer:
        return 0
    if t is Rational:
        return 1
    if t is Real:
        return 2 if x.prec is None else 3
    if t is Complex:
        re, im = x.re, x.im
        if type(re) is Real or type(im) is Real:
            if (type(re) is Real and re.prec is not None) or \
                    (type(im) is Real and im.prec is not None):
                return 3
            return 2
        return 4
    return 5


_KINDS = ("int", "rat", "num", "big", "sym", "sym")


def kind_of(rows):
    """'int', 'rat', 'num', 'big' or 'sym' (see the module docstring)."""
    if rows and hasattr(type(rows), "array"):
        return "num" if rows.array.dtype.kind in "fc" else "int"
    seen = 0
    machine = False
    for r in rows:
        for x in r:
            k = _entry_kind(x)
            if k == 2:
                machine = True
            elif k > seen:
                seen = k
    if seen == 5:
        return "sym"
    if machine:
        return "num"
    if seen == 4:
        return "sym"
    return _KINDS[seen]


def matrix_kind(x, rows):
    """kind_of for the matrix expression ``x`` (a packed array is read from its buffer)."""
    arr = getattr(x, "array", None)
    if arr is not None:
        return "num" if arr.dtype.kind in "fc" else "int"
    return kind_of(rows)


def join_kinds(*kinds):
    order = ("int", "rat", "num", "big", "sym")
    ks = set(kinds)
    if "sym" in ks:
        return "sym"
    if "num" in ks:
        return "num"
    return max(kinds, key=order.index)


# --- NumPy ---------------------------------------------------------------------------------------

def np_array(x, rows=None):
    """A float64/complex128 NumPy array for a numeric matrix or vector expression."""
    from mathilda.core.packed import numpy
    np = numpy()
    arr = getattr(x, "array", None)
    if arr is not None:
        return arr.astype(np.complex128 if arr.dtype.kind == "c" else np.float64)
    if rows is None:
        rows = [x.args]
        vec = True
    else:
        vec = False
    cplx = any(type(v) is Complex for r in rows for v in r)
    data = [[_num(v, cplx) for v in r] for r in rows]
    a = np.array(data, dtype=np.complex128 if cplx else np.float64)
    return a[0] if vec else a


def _num(v, cplx):
    t = type(v)
    if t is Complex:
        return complex(_num(v.re, False), _num(v.im, False))
    if t is Integer or t is Real:
        return float(v.value)
    if t is Rational:
        return float(v.value)
    raise TypeError("not a number")


def np_result(arr):
    """The expression for a NumPy result (packed when possible); complex arrays whose
    imaginary parts are all zero stay complex, as Wolfram's machine complexes do."""
    from mathilda.core.packed import from_numpy
    return from_numpy(arr)


def np_scalar(v):
    from mathilda.core.packed import _py_atom
    if isinstance(v, complex) or getattr(v, "dtype", None) is not None and v.dtype.kind == "c":
        v = complex(v)
        return _py_atom(v)
    return _py_atom(float(v))


def numeric_tolerance(np, a):
    """The rank tolerance of NumPy's matrix_rank for the matrix ``a``."""
    if a.size == 0:
        return 0.0
    return max(a.shape) * np.finfo(np.float64).eps * float(np.abs(a).max())


# --- entries SymPy cannot represent --------------------------------------------------------------

def _opaque(e, table):
    """e, or the placeholder symbol standing for it when SymPy has no counterpart for it
    (a string, a rule, a pattern...)."""
    t = type(e)
    if t is Integer or t is Rational or t is Real or t is Complex:
        return e
    if t is not String and getattr(e, "array", None) is None:
        if t is Symbol:
            return e
        from mathilda.bridges.sympy import try_to_sympy
        if try_to_sympy(e) is not None:
            return e
    sym = table.get(e)
    if sym is None:
        sym = table[e] = Symbol("Linalg$Opaque%d" % (len(table) + 1))
    return sym


def _hide(x, table, depth):
    """The List x with its non-List elements (down to ``depth`` levels) made opaque."""
    if getattr(x, "array", None) is not None:
        return x
    new = []
    for a in x.args:
        if is_list(a):
            new.append(_hide(a, table, depth - 1) if depth > 1 else a)
        else:
            new.append(_opaque(a, table))
    if all(a is b for a, b in zip(new, x.args)):
        return x
    return Expression(LIST, tuple(new))


def _restore(e, back):
    if type(e) is Symbol:
        return back.get(e, e)
    if isinstance(e, Expression) and getattr(e, "array", None) is None:
        head = _restore(e.head, back)
        args = tuple(_restore(a, back) for a in e.args)
        if head is e.head and all(a is b for a, b in zip(args, e.args)):
            return e
        return Expression(head, args)
    return e


def opaque_entries(fn):
    """Decorator for builtins that may hand matrix entries to SymPy: entries it cannot
    represent (strings, rules, ...) are replaced by placeholder symbols for the
    computation and put back in the result (Det[{{a, "s"}, {1, 2}}] is 2 a - "s")."""

    def wrapper(ev, expr):
        table = {}
        args = tuple(_hide(a, table, 2) if is_list(a) else a for a in expr.args)
        if not table:
            return fn(ev, expr)
        r = fn(ev, Expression(expr.head, args))
        if r is None:
            return None
        back = {v: k for k, v in table.items()}
        return ev.evaluate(_restore(r, back))

    wrapper.__name__ = fn.__name__
    wrapper.__doc__ = fn.__doc__
    wrapper.__module__ = fn.__module__
    return wrapper
