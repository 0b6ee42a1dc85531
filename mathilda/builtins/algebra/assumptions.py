"""Assumptions, domains and conditions: the domains (Integers, Reals, ...), Element and
NotElement; $Assumptions, Assuming and Refine; ConditionalExpression and Undefined.

Simplify and FullSimplify (``expand.py``) use $Assumptions when they are given none.  Refine's
algorithm is ``mathilda/algorithms/algebra/refine.py``: relations in one variable are decided
by comparing solution sets, anything else goes through SymPy's ``refine`` with the
assumptions translated as Simplify translates them.
"""

from mathilda.core.expr import (Complex, Expression, Integer, Rational, Real, String, Symbol, S,
                                TRUE, FALSE)
from mathilda.core.registry import builtin, symbol_spec


# --- domains, Element, NotElement ----------------------------------------------------------------

DOMAINS = ("Integers", "Rationals", "Reals", "Complexes", "Algebraics", "Primes", "Booleans")
for _d in DOMAINS:
    symbol_spec(_d, usage="%s represents the domain of %s, as in x \u2208 %s." % (
        _d, {"Integers": "integers", "Rationals": "rational numbers", "Reals": "real numbers",
             "Complexes": "complex numbers", "Algebraics": "algebraic numbers",
             "Primes": "prime numbers", "Booleans": "Booleans, True and False"}[_d], _d),
        examples=[("Element[2, %s]" % _d, {"Booleans": "False"}.get(_d, "True"))])


def _sympy_fact(ev, x, attr):
    """SymPy's verdict (True, False or None) on the property ``attr`` of a numeric x."""
    from mathilda.bridges import sympy as bridge
    s = bridge.try_to_sympy(x)
    if s is None:
        return None
    try:
        return getattr(s, attr)
    except Exception as exc:  # an assumption query SymPy cannot answer
        if isinstance(exc, (KeyboardInterrupt, MemoryError)):
            raise
        return None


def _numeric(ev, x):
    return ev.call("NumericQ", x) is TRUE


def _is_infinite(x):
    return isinstance(x, Expression) and x.head is S.DirectedInfinity


def element_of(ev, x, dom):
    """True, False or None (undecided) for x in the named domain."""
    name = dom.name
    t = type(x)
    if name == "Booleans":
        if x is TRUE or x is FALSE:
            return True
        if x.is_number or t is String or _is_infinite(x):
            return False
        return None
    if t is String or x is TRUE or x is FALSE or _is_infinite(x) or x is S.Indeterminate:
        return False
    if name == "Complexes":
        if x.is_number:
            return True
        return True if _numeric(ev, x) else None
    if x.is_number:
        if name == "Integers":
            return t is Integer
        if name == "Rationals":
            return t is Integer or t is Rational
        if name == "Reals":
            return t is not Complex
        if name == "Algebraics":
            if t is Integer or t is Rational:
                return True
            return None if t is Real else _sympy_fact(ev, x, "is_algebraic")
        if name == "Primes":
            if t is not Integer:
                return False
            from mathilda.numbers.primes import is_prime
            return is_prime(x.value)
        return None
    if not _numeric(ev, x):
        return None
    attr = {"Integers": "is_integer", "Rationals": "is_rational", "Reals": "is_extended_real",
            "Algebraics": "is_algebraic", "Primes": "is_prime"}[name]
    return _sympy_fact(ev, x, attr)


def _element_items(x):
    if isinstance(x, Expression) and x.head in (S.List, S.Alternatives):
        return list(x.args)
    return [x]


def _element(ev, expr, negate):
    x, dom = expr.args
    if type(dom) is not Symbol or dom.name not in DOMAINS:
        return None
    items = _element_items(x)
    undecided = []
    for it in items:
        v = element_of(ev, it, dom)
        if v is False:
            return TRUE if negate else FALSE
        if v is None:
            undecided.append(it)
    if not undecided:
        return FALSE if negate else TRUE
    head = S.NotElement if negate else S.Element
    if isinstance(x, Expression) and x.head in (S.List, S.Alternatives):
        rest = undecided[0] if len(undecided) == 1 else \
            Expression(S.Alternatives, tuple(undecided))
        new = Expression(head, (rest, dom))
        return None if new == expr else new
    return None


@builtin("Element", nargs=2,
         usage="Element[x, dom] asserts that x is an element of the domain dom (Integers, "
               "Rationals, Reals, Complexes, Algebraics, Primes, Booleans); it evaluates for "
               "explicit numbers and stays symbolic otherwise.",
         examples=[("Element[2, Integers]", "True"), ("Element[1/2, Integers]", "False"),
                   ("Element[Pi, Reals]", "True"), ("Element[Sqrt[2], Rationals]", "False"),
                   ("Element[I, Reals]", "False"), ("Element[7, Primes]", "True"),
                   ("Element[x, Reals]", "x ∈ Reals"),
                   ("Element[{1, 2, 3}, Integers]", "True"),
                   ("Element[{x, 2}, Integers]", "x ∈ Integers")])
def element(ev, expr):
    return _element(ev, expr, False)


@builtin("NotElement", nargs=2,
         usage="NotElement[x, dom] asserts that x is not an element of the domain dom.",
         examples=[("NotElement[1/2, Integers]", "True"), ("NotElement[3, Primes]", "False"),
                   ("NotElement[x, Reals]", "x ∉ Reals")])
def not_element(ev, expr):
    return _element(ev, expr, True)


# --- assumptions -------------------------------------------------------------------------------

def _assumptions_value(ev):
    return ev.evaluate(S["$Assumptions"])


@builtin("$Assumptions", attributes=(), value=lambda ev: TRUE,
         usage="$Assumptions is the default setting of the assumptions used by Simplify, "
               "Refine and related functions; Assuming[assum, expr] extends it while expr is "
               "evaluated.",
         examples=[("$Assumptions", "True"),
                   ("Assuming[x > 0, $Assumptions]", "x > 0")])
def _assumptions_symbol(ev, expr):
    return None


def _conjoin(ev, a, b):
    if a is TRUE:
        return b
    if b is TRUE:
        return a
    return ev.evaluate(Expression(S.And, (a, b)))


def _assumption_list_to_and(ev, a):
    if isinstance(a, Expression) and a.head is S.List:
        return ev.evaluate(Expression(S.And, a.args))
    return a


@builtin("Assuming", nargs=2, attributes=("HoldRest", "Protected"),
         usage="Assuming[assum, expr] evaluates expr with assum appended to $Assumptions, "
               "so that Simplify, Refine and related functions use it.",
         examples=[("Assuming[x > 0, Simplify[Sqrt[x^2]]]", "x"),
                   ("Assuming[Element[n, Integers], Refine[Sin[n Pi]]]", "0"),
                   ("Assuming[x < 0, Refine[Abs[x]]]", "-x")])
def assuming(ev, expr):
    assum = _assumption_list_to_and(ev, expr.args[0])
    combined = _conjoin(ev, _assumptions_value(ev), assum)
    return ev.evaluate_in_block([(S["$Assumptions"], combined)], expr.args[1])


@builtin("Refine", nargs=(1, 2), options={"Assumptions": "Automatic"},
         usage="Refine[expr, assum] gives the form of expr that follows from the assumptions "
               "assum (x > 0, Element[x, Integers], ...); Refine[expr] uses $Assumptions.",
         examples=[("Refine[Sqrt[x^2], x > 0]", "x"), ("Refine[Abs[x], x < 0]", "-x"),
                   ("Refine[Sqrt[x^2], Element[x, Reals]]", "Abs[x]"),
                   ("Refine[Sin[n Pi], Element[n, Integers]]", "0"),
                   ("Refine[x > 0, x > 1]", "True"), ("Refine[x < 0, x > 1]", "False"),
                   ("Refine[Ramp[x], x < 0]", "0"), ("Refine[(a b)^c, a > 0]", "a^c b^c"),
                   ("Refine[Log[x], x < 0]", "I Pi + Log[-x]"),
                   ("Refine[Floor[x], Element[x, Integers]]", "x"),
                   ("Refine[Sqrt[x^2], Assumptions -> x < 0]", "-x"),
                   ("Refine[Sqrt[x^2]]", "Sqrt[x^2]")])
def refine(ev, expr):
    pos, opts = ev.split_options(expr)
    if not 1 <= len(pos) <= 2:
        return None
    e = pos[0]
    given = opts.get("Assumptions", S.Automatic)
    # an explicit Assumptions option replaces $Assumptions; the argument is appended
    assum = _assumptions_value(ev) if given is S.Automatic else \
        _assumption_list_to_and(ev, given)
    if len(pos) == 2:
        assum = _conjoin(ev, assum, _assumption_list_to_and(ev, pos[1]))
    if assum is TRUE or assum is S["$Assumptions"]:
        return e
    if assum is FALSE:
        return None
    from mathilda.algorithms.algebra.refine import refine_expr
    return refine_expr(ev, e, assum)


# --- ConditionalExpression -----------------------------------------------------------------------

@builtin("ConditionalExpression", nargs=2,
         usage="ConditionalExpression[expr, cond] is a symbolic construct that represents "
               "expr when cond is True (and is Undefined when cond is False).",
         examples=[("ConditionalExpression[x^2, True]", "x^2"),
                   ("ConditionalExpression[x^2, False]", "Undefined"),
                   ("ConditionalExpression[ConditionalExpression[x, x > 0], x < 1]",
                    "ConditionalExpression[x, x > 0 && x < 1]"),
                   ("ConditionalExpression[x, x > 0] /. x -> 2", "2")])
def conditional_expression(ev, expr):
    e, cond = expr.args
    if cond is TRUE:
        return e
    if cond is FALSE:
        return S.Undefined
    if isinstance(e, Expression) and e.head is S.ConditionalExpression and len(e.args) == 2:
        return Expression(S.ConditionalExpression, (e.args[0], _conjoin(ev, e.args[1], cond)))
    return None


symbol_spec("Undefined", usage="Undefined is a symbol that represents a quantity with no "
                                "defined value.",
            examples=[("ConditionalExpression[1, False]", "Undefined")])
