"""More logic: the connectives Implies, Equivalent, Nand, Nor, Xnor; Boolean tables, tests
and normal forms (BooleanTable, SatisfiableQ, TautologyQ, LogicalExpand, BooleanConvert,
BooleanMinimize); the domains and Element / NotElement; assumptions (Refine, Assuming,
$Assumptions) and ConditionalExpression.

The Boolean algorithms work on plain data (mathilda.algorithms.logic.boolean_forms).  Refine shares
Simplify's translation of assumptions to SymPy (mathilda.builtins.algebra.expand), and Simplify and
FullSimplify are taught to use $Assumptions when no assumptions are given (wrap_builtin).
"""

from mathilda.algorithms.logic import boolean_forms as bf
from mathilda.core.expr import (
    Complex, Expression, Integer, Rational, Real, String, Symbol, S, TRUE, FALSE,
)
from mathilda.core.registry import after_load, builtin, symbol_spec, wrap_builtin

_BOOL = (TRUE, FALSE)


def _not(ev, x):
    return ev.evaluate(Expression(S.Not, (x,)))


# --- connectives -------------------------------------------------------------------------------

@builtin("Implies", nargs=2,
         usage="Implies[p, q] represents the logical implication p => q.",
         examples=[("Implies[True, q]", "q"), ("Implies[False, q]", "True"),
                   ("Implies[p, False]", "!p"), ("Implies[p, q]", "Implies[p, q]")])
def implies(ev, expr):
    p, q = expr.args
    if p is TRUE:
        return q
    if p is FALSE or q is TRUE:
        return TRUE
    if q is FALSE:
        return _not(ev, p)
    return None


@builtin("Equivalent", attributes=("Orderless", "Protected"),
         usage="Equivalent[e1, e2, ...] is True when all of the ei are True or all are "
               "False.",
         examples=[("Equivalent[True, True]", "True"), ("Equivalent[True, False]", "False"),
                   ("Equivalent[a, True]", "a"), ("Equivalent[a, b, False]", "!a && !b"),
                   ("Equivalent[a, b]", "Equivalent[a, b]")])
def equivalent(ev, expr):
    rest = []
    trues = falses = 0
    for a in expr.args:
        if a is TRUE:
            trues += 1
        elif a is FALSE:
            falses += 1
        elif a not in rest:
            rest.append(a)
    if trues and falses:
        return FALSE
    if trues:
        return ev.evaluate(Expression(S.And, tuple(rest)))
    if falses:
        return ev.evaluate(Expression(S.And, tuple(Expression(S.Not, (a,)) for a in rest)))
    if len(rest) <= 1:
        return TRUE
    if len(rest) < len(expr.args):
        return Expression(S.Equivalent, tuple(rest))
    return None


def _nand_nor(ev, expr, head, decisive, neutral):
    """Nand (decisive False, neutral True) and Nor (decisive True, neutral False): the
    arguments are evaluated in order; a decisive one ends the evaluation."""
    rest = []
    for a in expr.args:
        v = ev.evaluate(a)
        if v is decisive:
            return _not(ev, decisive)
        if v is neutral:
            continue
        rest.append(v)
    if not rest:
        return _not(ev, neutral)
    if len(rest) == 1:
        return _not(ev, rest[0])
    new = Expression(head, tuple(rest))
    return None if new == expr else new


@builtin("Nand", attributes=("HoldAll", "Protected"),
         usage="Nand[e1, e2, ...] is the logical NAND function: False when all the ei are "
               "True, True as soon as one of them is False.",
         examples=[("Nand[True, True]", "False"), ("Nand[True, False]", "True"),
                   ("Nand[a, True]", "!a"), ("Nand[a, b]", "Nand[a, b]")])
def nand(ev, expr):
    return _nand_nor(ev, expr, S.Nand, FALSE, TRUE)


@builtin("Nor", attributes=("HoldAll", "Protected"),
         usage="Nor[e1, e2, ...] is the logical NOR function: True when all the ei are "
               "False, False as soon as one of them is True.",
         examples=[("Nor[False, False]", "True"), ("Nor[False, True]", "False"),
                   ("Nor[a, False]", "!a"), ("Nor[a, b]", "Nor[a, b]")])
def nor(ev, expr):
    return _nand_nor(ev, expr, S.Nor, TRUE, FALSE)


@builtin("Xnor", attributes=("Orderless", "Protected"),
         usage="Xnor[e1, e2, ...] is the logical XNOR (not XOR) function: True when an even "
               "number of the ei are True.",
         examples=[("Xnor[True, False]", "False"), ("Xnor[True, True]", "True"),
                   ("Xnor[a, True]", "a"), ("Xnor[a, False]", "!a"),
                   ("Xnor[a, b]", "Xnor[a, b]")])
def xnor(ev, expr):
    trues = 0
    rest = []
    for a in expr.args:
        if a is TRUE:
            trues += 1
        elif a is not FALSE:
            rest.append(a)
    if not rest:
        return TRUE if trues % 2 == 0 else FALSE
    if len(rest) == 1:
        return rest[0] if trues % 2 else _not(ev, rest[0])
    if len(rest) == len(expr.args):
        return None
    return Expression(S.Xor if trues % 2 else S.Xnor, tuple(rest))


# --- tables and tests ------------------------------------------------------------------------

def _var_list(spec):
    if isinstance(spec, Expression) and spec.head is S.List:
        return list(spec.args)
    return [spec]


def _bad_vars(vs):
    from mathilda.core.patterns import is_pattern_free
    for v in vs:
        if v.is_number or type(v) is String or v is TRUE or v is FALSE or \
                not is_pattern_free(v):
            return v
    return None


def _block_values(ev, vars_, values, body):
    """Evaluate body with the variables bound to the values: symbols as Block binds them,
    other variables (x > 0, f[x]) replaced in the evaluated body."""
    if not all(type(v) is Symbol for v in vars_):
        rules = Expression(S.List, tuple(Expression(S.Rule, (v, x))
                                         for v, x in zip(vars_, values)))
        return ev.evaluate(Expression(S.ReplaceAll, (ev.evaluate(body), rules)))
    defs = ev.defs
    saved = [defs.get(v).own for v in vars_]
    try:
        for v, x in zip(vars_, values):
            defs.set_own(v, x)
        return ev.evaluate(body)
    finally:
        for v, s in zip(vars_, saved):
            defs.restore_own(v, s)


_BVAR = {"bvar": "`1` is not a valid Boolean variable."}


@builtin("BooleanTable", nargs=(1, None), attributes=("HoldAll", "Protected"),
         messages=_BVAR,
         usage="BooleanTable[expr, {a1, a2, ...}] gives the values of expr for all "
               "combinations of True and False for the ai (True first); BooleanTable[expr] "
               "uses the Boolean variables of expr; further lists give nested tables.",
         examples=[("BooleanTable[p && q, {p, q}]", "{True, False, False, False}"),
                   ("BooleanTable[Implies[p, q]]", "{True, False, True, True}"),
                   ("BooleanTable[Xor[p, q], {p}, {q}]",
                    "{{False, True}, {True, False}}")])
def boolean_table(ev, expr):
    body = expr.args[0]
    if len(expr.args) == 1:
        specs = [boolean_vars_of(ev, ev.evaluate(body))]
    else:
        specs = [_var_list(s) for s in expr.args[1:]]
    for vs in specs:
        bad = _bad_vars(vs)
        if bad is not None:
            ev.message("BooleanTable", "bvar", bad)
            return None
    n = sum(len(vs) for vs in specs)
    if not ev.check_size(2 ** n if n < 64 else 1 << 64, "BooleanTable"):
        return None
    flat = [v for vs in specs for v in vs]

    def level(k, prefix):
        out = []
        for values in bf.assignments(len(specs[k])):
            vals = prefix + [TRUE if b else FALSE for b in values]
            if k == len(specs) - 1:
                ev.check_interrupt()
                out.append(_block_values(ev, flat, vals, body))
            else:
                out.append(level(k + 1, vals))
        return Expression(S.List, tuple(out))

    return level(0, [])


def boolean_vars_of(ev, e):
    return bf.boolean_variables(e)


def _truth_search(ev, e, vs, want):
    """True if some assignment of the variables gives ``want`` (SatisfiableQ with want True;
    TautologyQ is "no assignment gives False"); None if e has variables outside vs."""
    index = {v: i for i, v in enumerate(vs)}
    try:
        f = bf.compile_bool(e, index)
    except KeyError:
        return None
    if len(vs) > 16:
        r = _sympy_satisfiable(e if want else Expression(S.Not, (e,)))
        if r is not None:
            return r
    for k, values in enumerate(bf.assignments(len(vs))):
        if k & 1023 == 0:
            ev.check_interrupt()
        if f(values) == want:
            return True
    return False


def _sympy_satisfiable(e):
    from mathilda.bridges import sympy as bridge
    s = bridge.try_to_sympy(e)
    if s is None:
        return None
    from sympy.logic.inference import satisfiable
    try:
        return satisfiable(s) is not False
    except Exception as exc:  # SymPy refuses a non-Boolean part
        if isinstance(exc, (KeyboardInterrupt, MemoryError)):
            raise
        return None


def _vars_arg(ev, expr, name):
    e = expr.args[0]
    if len(expr.args) == 2:
        vs = _var_list(expr.args[1])
        bad = _bad_vars(vs)
        if bad is not None:
            ev.message(name, "bvar", bad)
            return e, None
        extra = [v for v in bf.boolean_variables(e) if v not in vs]
        return e, vs + extra
    return e, bf.boolean_variables(e)


@builtin("SatisfiableQ", nargs=(1, 2), messages=_BVAR,
         usage="SatisfiableQ[bf] gives True if some assignment of True and False to the "
               "Boolean variables makes bf True; SatisfiableQ[bf, {a1, a2, ...}] names the "
               "variables.",
         examples=[("SatisfiableQ[a && !a]", "False"), ("SatisfiableQ[a || b]", "True"),
                   ("SatisfiableQ[Xor[a, b] && Equivalent[a, b]]", "False")])
def satisfiable_q(ev, expr):
    e, vs = _vars_arg(ev, expr, "SatisfiableQ")
    if vs is None:
        return None
    r = _truth_search(ev, e, vs, True)
    return None if r is None else (TRUE if r else FALSE)


@builtin("TautologyQ", nargs=(1, 2), messages=_BVAR,
         usage="TautologyQ[bf] gives True if every assignment of True and False to the "
               "Boolean variables makes bf True.",
         examples=[("TautologyQ[a || !a]", "True"), ("TautologyQ[a || b]", "False"),
                   ("TautologyQ[Implies[a && b, a]]", "True")])
def tautology_q(ev, expr):
    e, vs = _vars_arg(ev, expr, "TautologyQ")
    if vs is None:
        return None
    r = _truth_search(ev, e, vs, False)
    return None if r is None else (FALSE if r else TRUE)


# --- normal forms -------------------------------------------------------------------------------

def _always_true(e, vs):
    """A tautology in at most 12 variables (a || !a): its normal form is True."""
    if len(vs) > 12:
        return False
    f = bf.compile_bool(e, {v: i for i, v in enumerate(vs)})
    return all(f(values) for values in bf.assignments(len(vs)))


def _dnf(ev, e):
    vs = bf.boolean_variables(e)
    index = {v: i for i, v in enumerate(vs)}
    try:
        terms = bf.dnf_terms(e, index)
    except bf.TooLarge:
        return None
    if terms and _always_true(e, vs):
        return TRUE
    return ev.evaluate(bf.terms_to_dnf(terms, vs))


def _cnf(ev, e):
    vs = bf.boolean_variables(e)
    index = {v: i for i, v in enumerate(vs)}
    try:
        return ev.evaluate(bf.terms_to_cnf(bf.dnf_terms(e, index, neg=True), vs))
    except bf.TooLarge:
        return None


@builtin("LogicalExpand", nargs=1,
         usage="LogicalExpand[expr] expands out logical And and Or, giving a disjunction of "
               "conjunctions with duplicate and contradictory terms removed.",
         examples=[("LogicalExpand[(a || b) && (c || d)]",
                    "(a && c) || (a && d) || (b && c) || (b && d)"),
                   ("LogicalExpand[!(a && b)]", "!a || !b"),
                   ("LogicalExpand[Implies[a, b]]", "!a || b"),
                   ("LogicalExpand[a && (!a || b)]", "a && b")])
def logical_expand(ev, expr):
    e = expr.args[0]
    if not bf.is_connective(e):
        return e
    return _dnf(ev, e)


_FORMS = {"DNF": "DNF", "SOP": "DNF", "CNF": "CNF", "POS": "CNF"}


@builtin("BooleanConvert", nargs=(1, 2),
         messages={"bfmt": "`1` is not a known Boolean form specification; use \"DNF\", "
                           "\"SOP\", \"CNF\" or \"POS\"."},
         usage="BooleanConvert[expr] converts a Boolean expression to disjunctive normal form; "
               "BooleanConvert[expr, form] to the form \"DNF\" (\"SOP\") or \"CNF\" (\"POS\").",
         examples=[("BooleanConvert[Xor[a, b]]", "(a && !b) || (!a && b)"),
                   ("BooleanConvert[Implies[a, b]]", "!a || b"),
                   ("BooleanConvert[a && b || c, \"CNF\"]", "(a || c) && (b || c)")])
def boolean_convert(ev, expr):
    e = expr.args[0]
    form = "DNF"
    if len(expr.args) == 2:
        f = expr.args[1]
        form = _FORMS.get(f.value) if type(f) is String else None
        if form is None:
            ev.message("BooleanConvert", "bfmt", f)
            return None
    return _dnf(ev, e) if form == "DNF" else _cnf(ev, e)


@builtin("BooleanMinimize", nargs=(1, 2),
         messages={"bfmt": "`1` is not a known Boolean form specification; use \"DNF\", "
                           "\"SOP\", \"CNF\" or \"POS\".",
                   "toomany": "Too many variables (`1`) to minimize."},
         usage="BooleanMinimize[expr] gives a minimal disjunctive normal form of a Boolean "
               "expression; BooleanMinimize[expr, \"CNF\"] a minimal conjunctive form.",
         examples=[("BooleanMinimize[a && b || a && !b]", "a"),
                   ("BooleanMinimize[Xor[a, b] || a && b]", "a || b"),
                   ("BooleanMinimize[(a || b) && (a || c)]", "a || (b && c)"),
                   ("BooleanMinimize[a || b && c, \"CNF\"]", "(a || b) && (a || c)"),
                   ("BooleanMinimize[a || !a]", "True")])
def boolean_minimize(ev, expr):
    e = expr.args[0]
    form = "DNF"
    if len(expr.args) == 2:
        f = expr.args[1]
        form = _FORMS.get(f.value) if type(f) is String else None
        if form is None:
            ev.message("BooleanMinimize", "bfmt", f)
            return None
    vs = bf.boolean_variables(e)
    n = len(vs)
    if n > 14:
        ev.message("BooleanMinimize", "toomany", Integer(n))
        return None
    try:
        f = bf.compile_bool(e, {v: i for i, v in enumerate(vs)})
    except KeyError:
        return None
    want = form == "DNF"
    minterms = []
    for k, values in enumerate(bf.assignments(n)):
        if k & 1023 == 0:
            ev.check_interrupt()
        if f(values) == want:
            minterms.append(values)
    terms = bf.minimal_terms(minterms, n)
    if want:
        return ev.evaluate(bf.terms_to_dnf(terms, vs))
    # the minimal DNF of Not[e], each term negated, is a minimal CNF of e
    return ev.evaluate(bf.terms_to_cnf(terms, vs))


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
                   ("Element[x, Reals]", "Element[x, Reals]"),
                   ("Element[{1, 2, 3}, Integers]", "True"),
                   ("Element[{x, 2}, Integers]", "Element[x, Integers]")])
def element(ev, expr):
    return _element(ev, expr, False)


@builtin("NotElement", nargs=2,
         usage="NotElement[x, dom] asserts that x is not an element of the domain dom.",
         examples=[("NotElement[1/2, Integers]", "True"), ("NotElement[3, Primes]", "False"),
                   ("NotElement[x, Reals]", "NotElement[x, Reals]")])
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
    from mathilda.builtins.calculus.derivatives import _block_eval
    return _block_eval(ev, S["$Assumptions"], combined, expr.args[1])


@after_load
def _simplify_uses_assumptions():
    """Simplify[expr] and FullSimplify[expr] without assumptions use $Assumptions."""
    for name in ("Simplify", "FullSimplify"):
        def wrapper(ev, expr, general):
            pos, opts = ev.split_options(expr)
            if len(pos) == 1 and opts.get("Assumptions") is S.Automatic:
                a = _assumptions_value(ev)
                if a is not TRUE and a is not S["$Assumptions"]:
                    return general(ev, Expression(expr.head, (pos[0], a)))
            return general(ev, expr)
        wrap_builtin(name)(wrapper)


@builtin("Refine", nargs=(1, 2),
         usage="Refine[expr, assum] gives the form of expr that follows from the assumptions "
               "assum (x > 0, Element[x, Integers], ...); Refine[expr] uses $Assumptions.",
         examples=[("Refine[Sqrt[x^2], x > 0]", "x"), ("Refine[Abs[x], x < 0]", "-x"),
                   ("Refine[Sqrt[x^2], Element[x, Reals]]", "Abs[x]"),
                   ("Refine[Sin[n Pi], Element[n, Integers]]", "0"),
                   ("Refine[x > 0, x > 1]", "True"), ("Refine[x < 0, x > 1]", "False"),
                   ("Refine[Sqrt[x^2]]", "Sqrt[x^2]")])
def refine(ev, expr):
    e = expr.args[0]
    assum = _assumptions_value(ev)
    if len(expr.args) == 2:
        assum = _conjoin(ev, assum, _assumption_list_to_and(ev, expr.args[1]))
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


def _normal_conditional(ev, e, *rest):
    return e.args[0] if len(e.args) == 2 else e


def _register_normal():
    from mathilda.builtins.lists.associations import register_normal
    register_normal("ConditionalExpression", _normal_conditional)


_register_normal()


symbol_spec("Undefined", usage="Undefined is a symbol that represents a quantity with no "
                                "defined value.",
            examples=[("ConditionalExpression[1, False]", "Undefined")])
