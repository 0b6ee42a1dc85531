"""What generated code may call, and the checked construction of generated code.

Generated code is Python source built by ``scalar.py`` / ``vector.py`` from a typed tree.  It is
turned into a function only by ``build(source, bindings, entry)``, which

1. checks the source: it must parse, every syntax node must be of an allowed kind (no attribute
   access, no imports, no strings, no lambdas, no comprehensions, no ``global``), and every name
   must be a local of the generated function or a key of ``bindings`` (generated names only:
   ``v3``, ``t12``, ``h_plus``, ...; no user symbol name ever reaches the source);
2. executes it (``core.codegen.run``) in a namespace that holds nothing but ``bindings`` and
   an empty ``__builtins__``: the function can reach exactly the math it was built from.

``Fallback`` is what a generated function raises when a value leaves the machine numbers (an
overflow, a complex result where a real was typed, an integer outside 64 bits, an exact
rational): the caller then evaluates the original expression through the evaluator.

The helpers here (``plus_n``, ``times_n``, ``power``, ...) reproduce the evaluator's own
arithmetic on machine numbers exactly (the same operations in the same order), so that a
compiled loop gives the same bits as the uncompiled one; see ``numbers/collect.py`` (Plus and
Times sort their numeric arguments by value and fold them; exact integers are summed apart and
added last) and ``numbers/powers.py``.
"""

import ast
import math
from fractions import Fraction

from mathilda.algorithms.compile.tree import Unsupported
from mathilda.core.codegen import run

__all__ = ["Fallback", "build", "check_source", "comparisons", "INT_MIN", "INT_MAX", "HELPERS"]

INT_MAX = (1 << 63) - 1
INT_MIN = -(1 << 63)
COST_BITS = 1 << 22          # as numbers/powers.py: larger exact powers stay unevaluated


class Fallback(ArithmeticError):
    """A value left the machine numbers: evaluate the original expression instead."""


def fail(*_):
    raise Fallback()


# --- the evaluator's arithmetic on machine numbers -----------------------------------------------

def _inexact(x):
    return type(x) is float


def plus_n(*xs):
    """Plus of three or more machine numbers as the evaluator adds them: exact integers and
    rationals summed exactly, the reals sorted by value and added left to right, the exact
    sum added last (numbers/collect.py plus_args)."""
    exact = None
    reals = []
    for x in xs:
        if type(x) is float:
            reals.append(x)
        else:
            exact = x if exact is None else exact + x
    if not reals:
        return exact
    reals.sort()
    r = reals[0]
    for x in reals[1:]:
        r = r + x
    if exact is not None:
        r = float(exact) + r
    if r - r != 0.0:
        raise Fallback()
    return r


def times_n(*xs):
    """Times of three or more machine numbers: all of them sorted by value (exact ones first
    on ties) and multiplied left to right, exact products staying exact."""
    items = sorted(xs, key=_number_order)
    r = items[0]
    for x in items[1:]:
        if type(r) is float or type(x) is float:
            r = float(r) * float(x)
        else:
            r = r * x
    if type(r) is float:
        if r - r != 0.0:
            raise Fallback()
    elif type(r) is Fraction:
        if r.denominator == 1:
            r = r.numerator
    return r


def _number_order(x):
    return (x, type(x) is float)


def power(b, e):
    """Power of two machine numbers (int or float) as numbers/powers.py computes it; Fallback
    where the result is not a machine number (0^0, 0^-1, a rational, a complex number, an
    overflow)."""
    tb, te = type(b), type(e)
    if tb is int and te is int:
        if e < 0 or (b == 0 and e == 0):
            raise Fallback()
        if abs(b) > 1 and (abs(b).bit_length() - 1) * e > COST_BITS:
            raise Fallback()
        return b ** e
    fb = float(b)
    if fb == 0:
        fe = float(e)
        if fe > 0:
            return b if tb is float else 0.0
        raise Fallback()
    try:
        if te is int:
            r = fb ** e
        else:
            fe = float(e)
            if fb < 0 and fe == 0.5:
                raise Fallback()
            r = fb ** fe
    except (OverflowError, ZeroDivisionError, ValueError):
        raise Fallback()
    if type(r) is not float or r - r != 0.0:
        raise Fallback()
    return r


def recip(x):
    """x^-1 for a machine number: an exact 1/n is a rational, so only reals."""
    if type(x) is not float or x == 0:
        raise Fallback()
    r = x ** -1
    if r - r != 0.0:
        raise Fallback()
    return r


def real_arg(x):
    """The argument of an elementary function must be inexact: Sin[2] stays Sin[2]."""
    if type(x) is not float:
        raise Fallback()
    return x


def finite(x):
    if x - x != 0:
        raise Fallback()
    return x


def machine_int(x):
    if INT_MIN <= x <= INT_MAX:
        return x
    raise Fallback()


def quotient(m, n):
    if n == 0:
        raise Fallback()
    return m // n


def mod(m, n):
    if n == 0:
        raise Fallback()
    return m % n


def boole(b):
    return 1 if b else 0


def fmin(*xs):
    return min(xs)


def fmax(*xs):
    return max(xs)


def sign(x):
    return (x > 0) - (x < 0)


def cpower(b, e):
    """Power with a complex operand (Compile's machine complex numbers)."""
    b = complex(b)
    if b == 0:
        raise Fallback()
    try:
        r = b ** e
    except (OverflowError, ZeroDivisionError, ValueError):
        raise Fallback()
    r = complex(r)
    if r.real - r.real != 0.0 or r.imag - r.imag != 0.0:
        raise Fallback()
    return r


# Comparisons of machine numbers as the evaluator makes them: a real is equal to another
# number up to its last seven binary digits (numbers/arith.py numbers_equal), and the order
# relations treat such numbers as equal too.
MACHINE_TOLERANCE = 2.0 ** -(53 - 7)


def _near(a, b):
    if a == b:
        return True
    if type(a) is not float and type(b) is not float:
        return False
    fa, fb = float(a), float(b)
    scale = max(abs(fa), abs(fb))
    if scale == 0:
        return True
    return abs(fa - fb) <= MACHINE_TOLERANCE * scale


def comparisons(near):
    """Equal, Unequal, Less, LessEqual, Greater, GreaterEqual with the tolerance of
    ``near`` (the Python target's ``_near``; the Numba target passes its compiled one)."""
    def eq(a, b):
        return near(a, b)

    def ne(a, b):
        return not near(a, b)

    def lt(a, b):
        return a < b and not near(a, b)

    def le(a, b):
        return a <= b or near(a, b)

    def gt(a, b):
        return a > b and not near(a, b)

    def ge(a, b):
        return a >= b or near(a, b)
    return eq, ne, lt, le, gt, ge


eq, ne, lt, le, gt, ge = comparisons(_near)


def count(lo, hi, step):
    """The number of values of an iterator {i, lo, hi, step} (core/iterators.py)."""
    from mathilda.core.iterators import _count
    if step == 0:
        raise Fallback()
    return _count(None, lo, hi, step)


def nonneg(n):
    if n < 0:
        raise Fallback()
    return n


def to_complex(x):
    return complex(x)


def machine_number(x):
    if type(x) is float:
        if x - x != 0.0:
            raise Fallback()
        return x
    if INT_MIN <= x <= INT_MAX:
        return x
    raise Fallback()


# Sum and Product as builtins/calculus.py computes them: the terms are combined through Plus
# (Times) every CHUNK terms, and at the end.
CHUNK = 4096


def chunk_list():
    return [None] * CHUNK


def plus_flush(acc):
    """A full chunk of terms becomes their Plus, the first term of the next chunk."""
    acc[0] = plus_n(*acc)
    return 1


def times_flush(acc):
    acc[0] = times_n(*acc)
    return 1


def plus_end(acc, n):
    return plus_n(*acc[:n]) if n else 0


def times_end(acc, n):
    return times_n(*acc[:n]) if n else 1


def same_q(a, b):
    """SameQ of two machine numbers (builtins/logic.py same_q): reals within their last bits,
    an integer never the same as a real."""
    if type(a) is float and type(b) is float:
        return a == b or abs(a - b) <= 2.0 ** -45 * max(abs(a), abs(b))
    return type(a) is type(b) and a == b


def to_bool(x):
    if x is True or x is False:
        return x
    raise Fallback()


HELPERS = {
    "h_fail": fail, "h_plus_n": plus_n, "h_times_n": times_n, "h_power": power,
    "h_recip": recip, "h_real_arg": real_arg, "h_finite": finite,
    "h_machine_int": machine_int, "h_quotient": quotient, "h_mod": mod, "h_boole": boole,
    "h_min": fmin, "h_max": fmax, "h_sign": sign, "h_to_bool": to_bool,
    "h_floor": math.floor, "h_ceil": math.ceil, "h_abs": abs, "h_float": float,
    "h_int": int, "h_range": range, "h_Fraction": Fraction, "h_round": round,
    "h_cpower": cpower, "h_eq": eq, "h_ne": ne, "h_lt": lt, "h_le": le, "h_gt": gt,
    "h_ge": ge, "h_count": count, "h_nonneg": nonneg, "h_complex": to_complex,
    "h_machine_number": machine_number,
}
"""Helpers a scalar function may bind (by these generated names)."""


# --- the checked construction ---------------------------------------------------------------------

_ALLOWED_NODES = (
    ast.Module, ast.FunctionDef, ast.arguments, ast.arg, ast.Return, ast.Assign,
    ast.AugAssign, ast.If, ast.While, ast.For, ast.Break, ast.Continue, ast.Pass, ast.Expr,
    ast.Raise, ast.Try, ast.ExceptHandler, ast.Tuple, ast.List,
    ast.BoolOp, ast.BinOp, ast.UnaryOp, ast.Compare, ast.IfExp, ast.Call, ast.Name,
    ast.Constant, ast.Subscript, ast.Slice, ast.NamedExpr, ast.Load, ast.Store,
    ast.And, ast.Or, ast.Not, ast.USub, ast.UAdd, ast.Invert, ast.Add, ast.Sub, ast.Mult,
    ast.Div, ast.FloorDiv, ast.Mod, ast.Pow, ast.BitAnd, ast.BitOr, ast.BitXor,
    ast.Eq, ast.NotEq, ast.Lt, ast.LtE, ast.Gt, ast.GtE,
)


class UnsafeSource(Unsupported):
    """Generated source failed the check: a bug in a code generator, never user input."""


def check_source(source, bindings):
    """Raise UnsafeSource unless ``source`` uses only allowed syntax and names."""
    try:
        tree = ast.parse(source, mode="exec")
    except SyntaxError as exc:
        raise UnsafeSource("does not parse: %s" % exc)
    local = set()
    for node in ast.walk(tree):
        if not isinstance(node, _ALLOWED_NODES):
            raise UnsafeSource("syntax %s" % type(node).__name__)
        if isinstance(node, ast.Constant):
            v = node.value
            if not (type(v) in (int, float, bool) or v is None):
                raise UnsafeSource("constant %r" % (v,))
            if type(v) is float and not math.isfinite(v):
                raise UnsafeSource("constant %r" % (v,))
        elif isinstance(node, ast.FunctionDef):
            if node.decorator_list or node.returns:
                raise UnsafeSource("decorated function")
            local.add(node.name)
        elif isinstance(node, ast.arg):
            local.add(node.arg)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            local.add(node.id)
        elif isinstance(node, ast.ExceptHandler) and node.name is not None:
            local.add(node.name)
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            name = node.id
            if name.startswith("_") or not (name in local or name in bindings):
                raise UnsafeSource("name %s" % name)
        elif isinstance(node, (ast.FunctionDef, ast.arg)):
            name = node.name if isinstance(node, ast.FunctionDef) else node.arg
            if name.startswith("_"):
                raise UnsafeSource("name %s" % name)
    return tree


def build(source, bindings, entry):
    """The function ``entry`` defined by ``source``, in a namespace holding only
    ``bindings`` (generated names -> objects) and no builtins."""
    for k in bindings:
        if k.startswith("_") or not k.isidentifier():
            raise UnsafeSource("binding %s" % k)
    tree = check_source(source, bindings)
    return run(tree, bindings, entry, "<mathilda-compiled>")
