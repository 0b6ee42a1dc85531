"""The one checked translator from expressions to Python/NumPy code, and the compiler.

Everything in Mathilda that turns an expression into Python code goes through this package:
Compile, the automatic compilation of numeric loops, plotting's vectorised sampling, the
right-hand sides of NDSolve, FindRoot, NIntegrate, FindFit and the optimisers.  See
``numeric_function`` for the contract, and mathilda/HACKING.md ("Compiling expressions").

Pipeline: ``lower.py`` (Expr -> typed tree; only known heads, every other symbol refuses) ->
``scalar.py`` / ``vector.py`` (typed tree -> Python source with generated names only) ->
``runtime.build`` (checks the source's syntax and names, executes it in a namespace holding
only the helpers it was built with and no builtins).
"""

from mathilda.algorithms.compile.runtime import Fallback
from mathilda.core.expr import Expression, Symbol
from mathilda.algorithms.compile.tree import Unsupported

__all__ = ["numeric_function", "NumericFunction", "Fallback", "Unsupported", "compiled_loop"]


def compiled_loop(ev, expr):
    """The value of a numeric loop (Do, Table, Sum, Product, Nest, NestList, FixedPoint,
    While, For) computed by compiled code, or None: the builtin then evaluates it as usual.
    Its one call from the builtin's body; see loops.py."""
    if _foreign_head(ev, expr):
        return None
    from mathilda.algorithms.compile.loops import compile_loop
    return compile_loop(ev, expr)


def _foreign_head(ev, expr, limit=2000):
    """True when the loop holds a head the translator refuses for certain (a compound head,
    or a symbol that names no builtin: lower.py handles builtins only), so that a symbolic
    loop (``Table[c[k] x, {k, 500}]``) costs no import of the compiler; looks at the first
    ``limit`` nodes only."""
    builtins = ev.defs.builtins
    stack = list(expr.args)
    n = 0
    while stack and n < limit:
        e = stack.pop()
        if isinstance(e, Expression) and type(e) is Expression:
            n += 1
            h = e.head
            if type(h) is not Symbol or h.name not in builtins:
                return True
            stack.extend(e.args)
    return False


class NumericFunction:
    """A compiled numeric expression; see ``numeric_function``."""

    __slots__ = ("fn", "vectorized", "complex", "kind", "source", "nargs", "_inner_complex")

    def __init__(self, fn, vectorized, complex_, kind, source, nargs, inner_complex):
        self.fn = fn
        self.vectorized = vectorized
        self.complex = complex_
        self.kind = kind                 # "R", "I", "C", "B", "N": the result's type
        self.source = source
        self.nargs = nargs
        self._inner_complex = inner_complex

    def __call__(self, *xs):
        if len(xs) != self.nargs:
            raise TypeError("expected %d arguments" % self.nargs)
        if self.vectorized:
            return self._vector(xs)
        return self._scalar(xs)

    def _scalar(self, xs):
        conv = complex if self.complex else float
        try:
            r = self.fn(*[conv(x) for x in xs])
        except Fallback:
            raise
        except (ArithmeticError, ValueError, TypeError):
            raise Fallback()
        if self.kind == "B":
            return r
        if type(r) is complex:
            if not self.complex:
                raise Fallback()
            return r
        return conv(r)

    def _vector(self, xs):
        import numpy as np
        dtype = complex if (self.complex or self._inner_complex) else float
        args = [np.asarray(x, dtype=dtype) for x in xs]
        shape = np.broadcast_shapes(*[a.shape for a in args]) if args else ()
        with np.errstate(all="ignore"):
            r = np.asarray(self.fn(*args))
            if r.shape != shape:
                r = np.broadcast_to(r, shape)
            if self.kind == "B":
                return np.array(r, dtype=bool)
            if self.complex:
                r = np.array(r, dtype=complex)
                r[~np.isfinite(r)] = np.nan
                return r
            if np.iscomplexobj(r):
                out = np.array(r.real, dtype=float)
                out[r.imag != 0] = np.nan
            else:
                out = np.array(r, dtype=float)
            out[~np.isfinite(out)] = np.nan
            return out


def numeric_function(expr, variables, *, ev=None, vectorized=True, complex=False):
    """A Python function computing the numeric expression ``expr`` of ``variables``, or None.

    ``expr``: an Expr (normally already evaluated); ``variables``: a sequence of Symbols, the
    arguments in order.  ``ev``: the evaluation context; with it, a known function the session
    has redefined makes the translation refuse.

    None when ``expr`` contains anything the translator does not map: a symbol that is not
    one of ``variables`` and not a numeric constant (Pi, E, Degree, GoldenRatio, EulerGamma,
    Catalan, True, False), a head outside the known arithmetic, elementary functions,
    comparisons, logic and If/Which/Piecewise/Boole, a string, a compound head.  The caller
    then evaluates through the evaluator.

    ``vectorized=True`` (the default): ``f(*arrays)`` broadcasts NumPy arrays (or scalars) and
    returns a float64 array of the broadcast shape (complex128 with ``complex=True``; a bool
    array for a predicate).  Points where the value is not a finite real number are nan.

    ``vectorized=False``: ``f(*numbers)`` takes floats (complex numbers with ``complex=True``)
    and returns a float (complex, bool) computed with the evaluator's own machine arithmetic,
    bit for bit; it raises ``Fallback`` (an ArithmeticError) where the evaluator would leave
    the machine numbers (a complex or infinite value, a domain error, an overflow): evaluate
    that point through the evaluator instead.
    """
    from mathilda.algorithms.compile.lower import Lowering
    from mathilda.algorithms.compile.runtime import build
    from mathilda.algorithms.compile.tree import COMPLEX, REAL
    mode = "machine" if (vectorized or complex) else "exact"
    low = Lowering(mode, ev)
    vars_ = [low.declare(v, COMPLEX if complex else REAL) for v in variables]
    if len({v.symbol for v in vars_}) != len(vars_):
        return None
    try:
        root = low.expr(expr)
    except Unsupported:
        return None
    if root.type.rank or root.type.kind not in "BINRC":
        return None
    inner_complex = _has_complex(root)
    if vectorized:
        from mathilda.algorithms.compile.vector import VectorEmitter
        em = VectorEmitter(complex or inner_complex)
        try:
            body = em.emit(root)
        except Unsupported:
            return None
    else:
        from mathilda.algorithms.compile.scalar import ScalarEmitter
        em = ScalarEmitter(mode)
        try:
            body = em.value(root)
        except Unsupported:
            return None
        if root.type.kind == "I":
            body = "%s(%s)" % (em.helper("h_machine_int"), body)
    params = ", ".join(v.name for v in vars_)
    source = "def f(%s):\n    return %s\n" % (params, body)
    try:
        fn = build(source, em.bindings, "f")
    except Unsupported:
        return None
    return NumericFunction(fn, vectorized, complex, root.type.kind, source, len(vars_),
                           inner_complex)


def _has_complex(node):
    if node.type is not None and node.type.kind == "C":
        return True
    return any(_has_complex(a) for a in node.args)
