"""The Wolfram canonical order (what ``Sort``, ``Order`` and ``Orderless`` use).

One function defines it: ``sort_key(expr)`` returns a plain Python tuple, so that
``sorted(exprs, key=sort_key)`` gives the canonical order and the comparisons themselves run
in C.  ``order(a, b)`` is -1 / 0 / 1 (negated ``Order[a, b]``).

The order, as the Wolfram Language defines it:

1. numbers first, by numeric value, exact and inexact mixed; complex numbers by real part,
   then by absolute value of the imaginary part (then its sign); ties between an exact and an
   inexact number of the same value put the exact one first;
2. then strings, in dictionary order with a lowercase letter before its uppercase form;
3. then everything else, compared as *terms of a polynomial*:

   * a term is a monomial: a sequence of (base, exponent) factors; a symbol ``x`` is
     ``x^1``, ``Power[x, 2]`` is ``x^2``, ``Times[2, x, y^3]`` is ``x^1 y^3`` with the numeric
     coefficient ``2`` kept only as a tie-break; any other expression ``f[...]`` is the base
     ``f[...]`` with exponent 1;
   * two monomials are compared factor by factor *from the last factor* (the highest
     variable): first the base, then the exponent (smaller first); when one runs out first,
     it comes first.  This gives ``1 + x + x^2``, ``x^2 + 2 x y + y^2``, ``b c + a d``,
     ``-b + 2 c``;
   * bases: numbers < strings < symbols < other normal expressions; symbols alphabetically
     (``a < A < b < B``), then by context; normal expressions by their head, then by length
     (shorter first), then by their elements from the first;
   * among terms with the same monomial: by the coefficient, a bare term counting as 1
     (``-b``, ``b``, ``2 b``), then plain symbols < powers < products < others.

4. a sum is a base like any other (a factor ``(a + b)`` has exponent 1), and bases compare
   *as sums*: a base that is not a sum counts as the one-term sum of itself.  Two sums
   compare term by term from the last (highest) term, each term as a monomial (above);
   when one runs out, the next remaining term of the other is compared with ``0``.  So
   ``-1 + x < x < 1 + x < a + x``, ``a + b < x``, and since a power compares by its base
   first, ``-1 + x < x^2 < 1 + x``: ``(-1 + x) x (1 + x)``, ``(a + c) x``,
   ``x^2 (1 + x)``, ``(-1 + f[x]) f[x]^2``, ``2/(-1 + x) + x``, ``w + (a + b) x``.

   Encoding this in one tuple key: the key of a base is the key of its innermost "last
   base" (a symbol, string, number or non-arithmetic expression) followed by a chain of
   three *tails*, one per level of sum nesting (the tail of a sum holds the rest of
   its last term and the rest of its terms); a non-sum base pads the chain with the
   neutral tail ``_TAIL0`` of "x as the one-term sum x".  The chain is padded at the front,
   so tails of the same nesting level meet in a comparison.  Sums nested more than three
   deep in last-term position keep only their innermost three tails.
"""

from fractions import Fraction

from mathilda.core.expr import (
    Complex, Expression, Integer, Rational, Real, String, Symbol, S,
)

__all__ = ["sort_key", "order", "sort_exprs"]

# Tier of the top-level key: numbers, strings, terms.
_NUMBER, _STRING, _TERM = 0, 1, 2
# Tier of a monomial base.
_B_NUMBER, _B_STRING, _B_SYMBOL, _B_EXPR = 0, 1, 2, 3
# Kind rank among terms with equal monomial and coefficient.
_K_SYMBOL, _K_POWER, _K_TIMES, _K_OTHER = 0, 1, 2, 3

# A bare term counts as coefficient 1 (the key of the number 1): -x < x < 2 x, so that
# (x - y) (x + y) and {1 - x, 1 + x} come out in Wolfram's order.  A coefficient key is
# (keys of the numeric factors, key of the number): the numeric quantities of a product
# (Cos[1], Log[2], Sqrt[2]) belong to its coefficient, as the number does, so that
# 1 - 2 z Cos[1] + z^2 and x Log[2] + y z are in Wolfram's order.
_NO_COEFF = ((), (0, 1, 0, 0, 0, 0))

_Times = S.Times
_Power = S.Power
_Plus = S.Plus


def _real_value(x):
    """A Python number (int, Fraction or float) that compares exactly with the others."""
    t = type(x)
    if t is Integer:
        return x.value
    if t is Rational:
        return x.value
    if t is Real:
        if x.prec is None:
            return x.value
        mpf = getattr(x.value, "_mpf_", None)
        if mpf is None:
            return float(x.value)
        sign, man, exp, _bc = mpf
        man = int(man)
        if not man:
            return float(x.value)           # zero, inf, nan
        if sign:
            man = -man
        if exp >= 0:
            return man << exp if exp < 4096 else float(x.value)
        return Fraction(man, 1 << -exp) if exp > -4096 else float(x.value)
    return 0


def _number_key(x):
    t = type(x)
    if t is Complex:
        re = _real_value(x.re)
        im = _real_value(x.im)
        inexact = 1 if (type(x.re) is Real or type(x.im) is Real) else 0
        return (_NUMBER, re, abs(im), im, inexact, 2)
    if t is Real:
        return (_NUMBER, _real_value(x), 0, 0, 1, 0 if x.prec is None else x.prec)
    return (_NUMBER, x.value, 0, 0, 0, 0)


def _text_key(s):
    # Dictionary order, lowercase before uppercase of the same letter (a < A < b < B).
    return (s.lower(), s.swapcase())


def _symbol_base(sym):
    name = sym.name
    if "`" in name:
        ctx, short = name.rsplit("`", 1)
        return _pad((_B_SYMBOL, short.lower(), short.swapcase(), ctx))
    return _pad((_B_SYMBOL, name.lower(), name.swapcase(), ""))


def _base_key(x, key=None):
    """The key of ``x`` used as the base of a monomial factor."""
    t = type(x)
    if t is Symbol:
        return _symbol_base(x)
    if t is String:
        return _pad((_B_STRING,) + _text_key(x.value))
    if x.is_number:
        return _pad((_B_NUMBER,) + _number_key(x)[1:])
    if key is None:
        key = sort_key(x)
    return _expr_base(key)


def _expr_base(key):
    """The monomial base of a normal expression, from its full key: (_B_EXPR, head key,
    length, element keys)."""
    if key[3] == _K_OTHER:
        return key[1][0][0]
    return _pad((_B_EXPR,) + key[4])


_ONE_KEY = (_NUMBER, 1, 0, 0, 0, 0)      # sort_key(Integer(1))
_ZERO_KEY = (_NUMBER, 0, 0, 0, 0, 0)     # sort_key(Integer(0))

# The tail of a base that is not a sum: "x" as the one-term sum x (exponent 1, no other
# factors, coefficient 1, no further terms: the 0 that a longer sum is compared with).
_TAIL0 = (_ONE_KEY, (), _NO_COEFF, (_ZERO_KEY,))


def _pad(atom):
    """The base key of a non-sum base: its own key and a chain of three neutral tails."""
    return (atom, _TAIL0, _TAIL0, _TAIL0)

# Keys of symbols (a finite, interned set) and, bounded, of recently seen expressions:
# the evaluator sorts the same Orderless arguments again and again.
_symbol_keys = {}
_expr_keys = {}
_EXPR_CACHE_SIZE = 50000


def _symbol_key(sym):
    k = _symbol_keys.get(sym)
    if k is None:
        k = _symbol_keys[sym] = (_TERM, ((_symbol_base(sym), _ONE_KEY),), _NO_COEFF,
                                 _K_SYMBOL, ())
    return k


def _factor(x, key):
    """(base, exponent) of one factor of a product, from the factor's full key."""
    if type(x) is String:                 # a string factor: its own base, exponent 1
        return (_pad(key), _ONE_KEY)
    if type(x) is Symbol or key[3] == _K_POWER or key[3] == _K_OTHER:
        return key[1][0]
    if key[0] == _TERM:
        return (_pad((_B_EXPR,) + key[4]), _ONE_KEY)      # a nested product
    return (_base_key(x, key), _ONE_KEY)


def sort_key(expr):
    """A tuple key giving the Wolfram canonical order with ``sorted``."""
    t = type(expr)
    if t is Symbol:
        k = _symbol_keys.get(expr)
        return k if k is not None else _symbol_key(expr)
    if t is Integer:
        return (_NUMBER, expr.value, 0, 0, 0, 0)
    if t is not Expression:
        if t is String:
            return (_STRING,) + _text_key(expr.value)
        if expr.is_number:
            return _number_key(expr)
        if not isinstance(expr, Expression):
            return (_TERM, ((_pad((_B_EXPR, ((_NUMBER, repr(expr)),), 0, ())), _ONE_KEY),),
                    _NO_COEFF, _K_OTHER, ())
    try:
        k = _expr_keys.get(expr)
    except TypeError:               # an unhashable element somewhere: no caching
        k = None
    if k is not None:
        return k
    k = _expr_key(expr)
    if len(_expr_keys) >= _EXPR_CACHE_SIZE:
        _expr_keys.clear()
    try:
        _expr_keys[expr] = k
    except TypeError:
        pass
    return k


def _expr_key(expr):
    head = expr.head
    args = expr.args
    argkeys = tuple(map(sort_key, args))
    n = len(args)
    if head is _Power and n == 2:
        bk = _base_key(args[0], argkeys[0])
        return (_TERM, ((bk, argkeys[1]),), _NO_COEFF, _K_POWER,
                (sort_key(head), n, argkeys))
    if head is _Times and n:
        factors = []
        numeric = ()
        number = _NO_COEFF[1]
        for i, a in enumerate(args):
            if i == 0 and a.is_number:
                number = argkeys[0]
            elif type(a) is Symbol:     # (a constant such as Pi too: a factor)
                factors.append(argkeys[i][1][0])     # _factor's answer for a symbol
            elif _numeric_quantity(a):
                numeric += (argkeys[i],)
            else:
                factors.append(_factor(a, argkeys[i]))
        if not factors:                 # a numeric product (2 Sqrt[2] Cos[1]) as it is
            factors = [_factor(a, k) for a, k in zip(args, argkeys) if not a.is_number]
            numeric = ()
        factors.reverse()
        return (_TERM, tuple(factors), (numeric, number), _K_TIMES,
                (sort_key(head), n, argkeys))
    if head is _Plus and n:
        # The base key of a sum (rule 4): the innermost base of its last term, then the
        # chain of tails with this sum's tail last.
        last = argkeys[-1]
        if last[0] == _TERM:
            factors = last[1]
            inner, e1 = factors[0]
            tail = (e1, factors[1:], last[2], argkeys[-2::-1] + (_ZERO_KEY,))
        else:                               # a string or number as the highest term
            inner = _base_key(args[-1], last)
            tail = (_ONE_KEY, (), _NO_COEFF, argkeys[-2::-1] + (_ZERO_KEY,))
        if inner[1] is _TAIL0:              # room in the chain: shift it left
            inner = (inner[0], inner[2], inner[3], tail)
        # (else nested too deep: keep the innermost tails)
        return (_TERM, ((inner, _ONE_KEY),), _NO_COEFF, _K_OTHER, argkeys)
    hk = _symbol_keys.get(head) if type(head) is Symbol else None
    if hk is None:
        hk = sort_key(head)
    # (_pad written out)
    return (_TERM, ((((_B_EXPR, hk, n, argkeys), _TAIL0, _TAIL0, _TAIL0), _ONE_KEY),),
            _NO_COEFF, _K_OTHER, ())


_numeric_heads = {}


def _numeric_head(h):
    """Whether the symbol h is a NumericFunction (a Constant, for a symbol leaf), by the
    builtins' declared attributes."""
    r = _numeric_heads.get(h)
    if r is None:
        from mathilda.core import attributes as A
        from mathilda.core.registry import BUILTINS
        spec = BUILTINS.get(h.name)
        r = _numeric_heads[h] = bool(spec is not None and spec.attributes
                                     & (A.NUMERIC_FUNCTION | A.CONSTANT))
    return r


def _numeric_quantity(x):
    """NumericQ of a normal expression or atom, structurally (numbers, constants such as Pi,
    NumericFunction heads of numeric arguments)."""
    t = type(x)
    if t is Symbol:
        return _numeric_head(x)
    if x.is_number:
        return True
    if not isinstance(x, Expression) or type(x.head) is not Symbol \
            or not _numeric_head(x.head):
        return False
    if x.head is _Power and type(x.args[0]) is Symbol:
        return False                    # Pi^(-1/2) orders by Pi, as Pi does
    for a in x.args:
        if not _numeric_quantity(a):
            return False
    return True


def order(a, b):
    """-1 if ``a`` comes before ``b`` in canonical order, 1 if after, 0 if identical.

    This is ``-Order[a, b]``.
    """
    if a is b or a == b:
        return 0
    ka = sort_key(a)
    kb = sort_key(b)
    if ka < kb:
        return -1
    if ka > kb:
        return 1
    # Equal keys for different expressions: only for unusual numbers (e.g. NaN); break the
    # tie deterministically on the full form text.
    fa, fb = repr(a), repr(b)
    return -1 if fa < fb else (1 if fa > fb else 0)


def sort_exprs(exprs):
    """The expressions sorted into canonical order (a new list)."""
    return sorted(exprs, key=sort_key)
