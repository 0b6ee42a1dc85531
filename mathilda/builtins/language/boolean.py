"""Boolean functions: the connectives Implies, Equivalent, Nand, Nor, Xnor, Majority; Boolean
tables, tests and normal forms (BooleanTable, SatisfiableQ, TautologyQ, LogicalExpand,
BooleanConvert, BooleanMinimize).

The Boolean algorithms work on plain data (``mathilda.algorithms.logic.boolean_forms``).
Domains, Element, assumptions and ConditionalExpression are in
``mathilda/builtins/algebra/assumptions.py``.
"""

from mathilda.algorithms.logic import boolean_forms as bf
from mathilda.core.expr import Expression, Integer, String, Symbol, S, TRUE, FALSE
from mathilda.core.registry import builtin

_BOOL = (TRUE, FALSE)


def _not(ev, x):
    return ev.evaluate(Expression(S.Not, (x,)))


# --- connectives -------------------------------------------------------------------------------

@builtin("Implies", nargs=2,
         usage="Implies[p, q] represents the logical implication p => q.",
         examples=[("Implies[True, q]", "q"), ("Implies[False, q]", "True"),
                   ("Implies[p, False]", "!p"), ("Implies[p, q]", "p \\[Implies] q")])
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
                   ("Equivalent[a, b]", "a ⧦ b")])
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
                   ("Nand[a, True]", "!a"), ("Nand[a, b]", "a ⊼ b")])
def nand(ev, expr):
    return _nand_nor(ev, expr, S.Nand, FALSE, TRUE)


@builtin("Nor", attributes=("HoldAll", "Protected"),
         usage="Nor[e1, e2, ...] is the logical NOR function: True when all the ei are "
               "False, False as soon as one of them is True.",
         examples=[("Nor[False, False]", "True"), ("Nor[False, True]", "False"),
                   ("Nor[a, False]", "!a"), ("Nor[a, b]", "a ⊽ b")])
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


@builtin("Majority",
         usage="Majority[e1, e2, ...] gives True if more than half of the ei are True, and "
               "False if at least half are False (a tie is False); with symbolic ei it gives "
               "the Or or And of the rest when that decides it.",
         examples=[("Majority[True, True, False]", "True"),
                   ("Majority[True, False, False]", "False"),
                   ("Majority[True, False]", "False"),
                   ("Majority[True, True, False, False, True]", "True"),
                   ("Majority[True, a, b]", "a || b"),
                   ("Majority[False, a, b]", "a && b"),
                   ("Majority[True, True, a]", "True"),
                   ("Majority[False, False, a, b]", "False"),
                   ("Majority[a, b, c]", "Majority[a, b, c]")])
def majority(ev, expr):
    n = len(expr.args)
    trues = sum(1 for a in expr.args if a is TRUE)
    rest = [a for a in expr.args if a is not TRUE and a is not FALSE]
    need = n // 2 + 1 - trues       # more True values needed among the rest
    if need <= 0:
        return TRUE
    if need > len(rest):
        return FALSE
    if len(rest) == n:
        return None
    if need == 1:
        return Expression(S.Or, tuple(rest))
    if need == len(rest):
        return Expression(S.And, tuple(rest))
    return None


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
    return ev.evaluate_in_block(list(zip(vars_, values)), body)


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
