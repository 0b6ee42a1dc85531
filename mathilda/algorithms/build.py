"""Building expressions: the small constructors every area needs.

Each returns an *unevaluated* expression (the caller evaluates it, usually once, for the
whole result), except ``sum_of`` and ``product_of``, which drop the zeros and ones that a
term-by-term construction produces.

    plus(*terms)            Plus[terms...]
    times(*factors)         Times[factors...]
    power(b, e)             Power[b, e]
    sqrt(x)                 Power[x, 1/2]
    reciprocal(x)           Power[x, -1]
    neg(x)                  Times[-1, x]
    minus(a, b)             Plus[a, Times[-1, b]]
    divide(a, b)            Times[a, Power[b, -1]]
    call(head, *args)       head[args...] (head an Expr or a symbol name)
    list_of(items)          List[items...] from any iterable
    sum_of(terms)           Plus of the nonzero terms (0 for none, the term for one)
    product_of(factors)     Times of the factors other than 1 (0 if one is 0, 1 for none)
    from_text(text, **subs) the parsed text with the named symbols replaced (a template:
                            from_text("Simplify[e - c t]", e=e, c=c, t=t))
"""

from mathilda.core.expr import Expression, Integer, Symbol, S, make_rational

__all__ = ["plus", "times", "power", "sqrt", "reciprocal", "neg", "minus", "divide", "call",
           "list_of", "sum_of", "product_of", "from_text"]

_MINUS_ONE = Integer(-1)
_HALF = make_rational(1, 2)
_ZERO = Integer(0)
_ONE = Integer(1)


def plus(*terms):
    return Expression(S.Plus, terms)


def times(*factors):
    return Expression(S.Times, factors)


def power(b, e):
    return Expression(S.Power, (b, e))


def sqrt(x):
    return Expression(S.Power, (x, _HALF))


def reciprocal(x):
    return Expression(S.Power, (x, _MINUS_ONE))


def neg(x):
    return Expression(S.Times, (_MINUS_ONE, x))


def minus(a, b):
    return Expression(S.Plus, (a, Expression(S.Times, (_MINUS_ONE, b))))


def divide(a, b):
    return Expression(S.Times, (a, Expression(S.Power, (b, _MINUS_ONE))))


def call(head, *args):
    if isinstance(head, str):
        head = Symbol(head)
    return Expression(head, args)


def list_of(items):
    return Expression(S.List, tuple(items))


def sum_of(terms):
    terms = [t for t in terms if t != _ZERO]
    if not terms:
        return _ZERO
    if len(terms) == 1:
        return terms[0]
    return Expression(S.Plus, tuple(terms))


def product_of(factors):
    if any(f == _ZERO for f in factors):
        return _ZERO
    factors = [f for f in factors if f != _ONE]
    if not factors:
        return _ONE
    if len(factors) == 1:
        return factors[0]
    return Expression(S.Times, tuple(factors))


def from_text(text, **subs):
    """The parsed Wolfram Language text with the symbols named by the keywords replaced by
    their values, unevaluated: a template for an expression built around given parts."""
    from mathilda.core.substitution import substitute
    from mathilda.syntax.parser import parse
    return substitute(parse(text), {Symbol(k): v for k, v in subs.items()})
