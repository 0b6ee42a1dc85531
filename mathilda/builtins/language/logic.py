"""Logic and identity: SameQ, UnsameQ, And, Or, Not, Xor, TrueQ, Head, BooleanQ, MissingQ."""

from mathilda.core.expr import Expression, Rational, Real, S, TRUE, FALSE
from mathilda.core.registry import builtin, symbol_spec


def same_q(a, b):
    """SameQ: structural identity; machine reals compare within their last bits."""
    if a is b:
        return True
    ta = type(a)
    if ta is not type(b):
        return a == b
    if ta is Rational:
        # (FixedPoint's test of two exact iterates: no Fraction comparison)
        x, y = a.value, b.value
        return x._numerator == y._numerator and x._denominator == y._denominator
    if ta is Real and a.prec is None and b.prec is None:
        x, y = a.value, b.value
        return x == y or abs(x - y) <= 2.0 ** -45 * max(abs(x), abs(y))
    return a == b


@builtin("SameQ", nargs=None,
         usage="lhs === rhs gives True if lhs and rhs are identical expressions.",
         examples=[("a === a", "True"), ("1 === 1.", "False"), ("{1, 2} === {1, 2}", "True")])
def same_q_(ev, expr):
    args = expr.args
    for i in range(len(args) - 1):
        if not same_q(args[i], args[i + 1]):
            return FALSE
    return TRUE


@builtin("UnsameQ", nargs=None,
         usage="lhs =!= rhs gives True if lhs and rhs are not identical.",
         examples=[("a =!= b", "True"), ("a =!= a", "False")])
def unsame_q(ev, expr):
    args = expr.args
    for i in range(len(args)):
        for j in range(i + 1, len(args)):
            if same_q(args[i], args[j]):
                return FALSE
    return TRUE


def _connective(ev, expr, head, absorbing, neutral):
    """And/Or: evaluate the arguments in order; ``absorbing`` (False for And) decides at
    once, ``neutral`` (True for And) drops out, the rest stay (flattened)."""
    rest = []
    for a in expr.args:
        v = ev.evaluate(a)
        if v is absorbing:
            return absorbing
        if v is neutral:
            continue
        if isinstance(v, Expression) and v.head is head:
            rest.extend(v.args)
        else:
            rest.append(v)
    if not rest:
        return neutral
    if len(rest) == 1:
        return rest[0]
    new = Expression(head, tuple(rest))
    return None if new == expr else new


@builtin("And", attributes=("Flat", "HoldAll", "OneIdentity", "Protected"),
         usage="e1 && e2 && ... is the logical AND: it evaluates its arguments in order, "
               "giving False as soon as one is False.",
         examples=[("True && False", "False"), ("True && a", "a"), ("a && True && b", "a && b"),
                   ("And[]", "True")])
def and_(ev, expr):
    return _connective(ev, expr, S.And, FALSE, TRUE)


@builtin("Or", attributes=("Flat", "HoldAll", "OneIdentity", "Protected"),
         usage="e1 || e2 || ... is the logical OR: it evaluates its arguments in order, "
               "giving True as soon as one is True.",
         examples=[("False || True", "True"), ("False || a", "a"), ("Or[]", "False")])
def or_(ev, expr):
    return _connective(ev, expr, S.Or, TRUE, FALSE)


@builtin("Not", nargs=1, usage="!expr is the logical NOT.",
         examples=[("!True", "False"), ("!a", "!a"), ("!!a", "a"), ("!(x < 10)", "x >= 10"),
                   ("!(a == b)", "a != b")])
def not_(ev, expr):
    a = expr.args[0]
    if a is TRUE:
        return FALSE
    if a is FALSE:
        return TRUE
    if isinstance(a, Expression):
        if a.head is S.Not and len(a.args) == 1:
            return a.args[0]
        if len(a.args) == 2:
            # !(x < 10) is x >= 10, !(a == b) is a != b
            neg = _NEGATED.get(a.head)
            if neg is not None:
                return Expression(neg, a.args)
    return None


_NEGATED = {S.Less: S.GreaterEqual, S.GreaterEqual: S.Less, S.Greater: S.LessEqual,
            S.LessEqual: S.Greater, S.Equal: S.Unequal, S.Unequal: S.Equal}


@builtin("Xor", attributes=("Flat", "OneIdentity", "Orderless", "Protected"),
         usage="Xor[e1, e2, ...] is the logical exclusive OR.",
         examples=[("Xor[True, False]", "True"), ("Xor[True, True]", "False")])
def xor(ev, expr):
    count = 0
    rest = []
    for a in expr.args:
        if a is TRUE:
            count += 1
        elif a is FALSE:
            pass
        else:
            rest.append(a)
    if rest:
        return None
    return TRUE if count % 2 else FALSE


@builtin("TrueQ", nargs=1, usage="TrueQ[expr] gives True if expr is True, False otherwise.",
         examples=[("TrueQ[a]", "False"), ("TrueQ[1 < 2]", "True")])
def true_q(ev, expr):
    return TRUE if expr.args[0] is TRUE else FALSE


symbol_spec("True", attributes=("Locked", "Protected"),
            usage="True is the symbol for the Boolean value true.",
            examples=[("1 < 2", "True")])
symbol_spec("False", attributes=("Locked", "Protected"),
            usage="False is the symbol for the Boolean value false.",
            examples=[("1 > 2", "False")])
symbol_spec("Null", usage="Null is the value of an expression that returns nothing.",
            examples=[("Head[Null]", "Symbol")])


@builtin("Head", nargs=(1, 2),
         usage="Head[expr] gives the head of expr; Head[expr, h] wraps it in h.",
         examples=[("Head[f[x]]", "f"), ("Head[1/2]", "Rational"), ("Head[\"s\"]", "String"),
                   ("Head[{1, 2}]", "List"), ("Head[a, g]", "g[Symbol]")])
def head(ev, expr):
    h = expr.args[0].head
    if len(expr.args) == 2:
        return Expression(expr.args[1], (h,))
    return h




@builtin("BooleanQ", nargs=1,
         usage="BooleanQ[expr] gives True if expr is True or False, and False otherwise.",
         examples=[("BooleanQ[True]", "True"), ("BooleanQ[False]", "True"),
                   ("BooleanQ[x]", "False"), ("BooleanQ[1 < 2]", "True"),
                   ("BooleanQ[0]", "False"), ("Select[{True, 1, False, x}, BooleanQ]",
                                              "{True, False}")])
def boolean_q(ev, expr):
    a = expr.args[0]
    return TRUE if a is TRUE or a is FALSE else FALSE


@builtin("MissingQ", nargs=1,
         usage="MissingQ[expr] gives True if expr has head Missing (Missing[], "
               "Missing[\"NotAvailable\"], ...), and False otherwise.",
         examples=[("MissingQ[Missing[]]", "True"),
                   ("MissingQ[Missing[\"NotAvailable\"]]", "True"),
                   ("MissingQ[<|a -> 1|>[b]]", "True"),
                   ("MissingQ[1]", "False"), ("MissingQ[Missing]", "False"),
                   ("Select[{1, Missing[], 2}, MissingQ]", "{Missing[]}")])
def missing_q(ev, expr):
    a = expr.args[0]
    return TRUE if not a.is_atom and a.head is S.Missing else FALSE
