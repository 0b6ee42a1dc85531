"""Boolean functions counted and written out: BooleanVariables, SatisfiabilityCount,
SatisfiabilityInstances, BooleanMinterms, BooleanMaxterms, and the quantifiers Exists and
ForAll (inert forms that Resolve and Reduce read).

Truth values are computed over all assignments in BooleanTable's order (True before False,
the first variable varying slowest) with algorithms/logic/boolean_forms.py."""

from mathilda.algorithms.logic import boolean_forms as bf
from mathilda.algorithms.build import list_of
from mathilda.core.expr import FALSE, TRUE, Expression, Integer, S, String, Symbol
from mathilda.core.registry import builtin

BVAR = "`1` is not a valid Boolean variable."
INTNM = "Non-negative machine-sized integer expected at position `2` in `1`."
MAX_VARS = 22                    # 4 million assignments at most


def _vars(ev, name, expr):
    """(expression, variables) of bf or bf, {a1, ...}; None after name::bvar."""
    e = expr.args[0]
    if _has_majority(e):         # not a connective of boolean_forms: written out first
        e = _expand_majority(e)
    if len(expr.args) >= 2:
        spec = expr.args[1]
        vs = list(spec.args) if isinstance(spec, Expression) and spec.head is S.List else [spec]
        for v in vs:
            if v.is_number or type(v) is String or v is TRUE or v is FALSE:
                ev.message(name, "bvar", v)
                return None
        return e, vs + [v for v in bf.boolean_variables(e) if v not in vs]
    return e, bf.boolean_variables(e)


def _compiled(ev, e, vs):
    """A function of a tuple of bools for e over vs; None when e is not a Boolean function
    of vs or has too many variables."""
    if len(vs) > MAX_VARS:
        return None
    try:
        return bf.compile_bool(e, {v: i for i, v in enumerate(vs)})
    except KeyError:
        return None


def _models(ev, f, n):
    """The satisfying assignments of f (tuples of n bools), in BooleanTable order."""
    for k, values in enumerate(bf.assignments(n)):
        if k & 4095 == 0:
            ev.check_interrupt()
        if f(values):
            yield values


@builtin("BooleanVariables", nargs=1,
         usage="BooleanVariables[expr] gives the list of the Boolean variables of expr: its "
               "maximal parts not built with a logical connective, in canonical order.",
         examples=[("BooleanVariables[a && b || !c]", "{a, b, c}"),
                   ("BooleanVariables[Xor[x, y] && Implies[z, x]]", "{x, y, z}"),
                   ("BooleanVariables[p[1] || x > 0]", "{x > 0, p[1]}"),
                   ("BooleanVariables[True || False]", "{}")])
def boolean_variables(ev, expr):
    return list_of(bf.boolean_variables(expr.args[0]))


@builtin("SatisfiabilityCount", nargs=(1, 2), messages={"bvar": BVAR},
         usage="SatisfiabilityCount[bf] gives the number of assignments of True and False to "
               "the Boolean variables of bf that make it True; SatisfiabilityCount[bf, {a1, "
               "a2, ...}] counts over the variables ai.",
         examples=[("SatisfiabilityCount[a || b]", "3"),
                   ("SatisfiabilityCount[Xor[a, b, c]]", "4"),
                   ("SatisfiabilityCount[a, {a, b, c}]", "4"),
                   ("SatisfiabilityCount[a && !a]", "0"),
                   ("SatisfiabilityCount[True, {a, b}]", "4"),
                   ("SatisfiabilityCount[Majority[a, b, c, d, e]]", "16"),
                   ("SatisfiabilityCount[a || b, {1}]", "SatisfiabilityCount[a || b, {1}]",
                    ("SatisfiabilityCount::bvar: 1 is not a valid Boolean variable.",))])
def satisfiability_count(ev, expr):
    r = _vars(ev, "SatisfiabilityCount", expr)
    if r is None:
        return None
    e, vs = r
    f = _compiled(ev, e, vs)
    if f is None:
        return None
    return Integer(sum(1 for _ in _models(ev, f, len(vs))))


def _expand_majority(e):
    """Majority[a1, ..., an] as the Or of the Ands of its (n // 2 + 1)-subsets."""
    if not isinstance(e, Expression):
        return e
    args = tuple(_expand_majority(a) for a in e.args)
    if e.head is Symbol("Majority"):
        from itertools import combinations
        k = len(args) // 2 + 1
        return Expression(S.Or, tuple(Expression(S.And, c) for c in combinations(args, k)))
    return Expression(e.head, args)


def _has_majority(e):
    if not isinstance(e, Expression):
        return False
    return e.head is Symbol("Majority") or any(_has_majority(a) for a in e.args)


@builtin("SatisfiabilityInstances", nargs=(1, 3), messages={"bvar": BVAR, "intnm": INTNM},
         usage="SatisfiabilityInstances[bf] gives one assignment (a list of True and False "
               "for the Boolean variables) that makes bf True; SatisfiabilityInstances[bf, "
               "{a1, a2, ...}] lists the values of the ai; SatisfiabilityInstances[bf, vars, "
               "m] gives up to m assignments (All: every one), in BooleanTable's order. The "
               "list is empty when bf is not satisfiable.",
         examples=[("SatisfiabilityInstances[a && !b]", "{{True, False}}"),
                   ("SatisfiabilityInstances[a || b, {a, b}, All]",
                    "{{True, True}, {True, False}, {False, True}}"),
                   ("SatisfiabilityInstances[Xor[a, b, c], {a, b, c}, 2]",
                    "{{True, True, True}, {True, False, False}}"),
                   ("SatisfiabilityInstances[a && !a]", "{}"),
                   ("SatisfiabilityInstances[Implies[a, b], {b, a}]", "{{True, True}}"),
                   ("SatisfiabilityInstances[a, {a}, 0]", "{}"),
                   ("SatisfiabilityInstances[a, {a}, -1]", "SatisfiabilityInstances[a, {a}, -1]",
                    ("SatisfiabilityInstances::intnm: Non-negative machine-sized integer "
                     "expected at position 3 in SatisfiabilityInstances[a, {a}, -1].",))])
def satisfiability_instances(ev, expr):
    m = 1
    if len(expr.args) == 3:
        k = expr.args[2]
        if k is S.All:
            m = None
        elif type(k) is Integer and 0 <= k.value < 1 << 31:
            m = k.value
        else:
            ev.message("SatisfiabilityInstances", "intnm", expr, Integer(3))
            return None
    r = _vars(ev, "SatisfiabilityInstances", expr)
    if r is None:
        return None
    e, vs = r
    f = _compiled(ev, e, vs)
    if f is None:
        return None
    out = []
    if m != 0:
        for values in _models(ev, f, len(vs)):
            out.append(list_of(TRUE if b else FALSE for b in values))
            if m is not None and len(out) >= m:
                break
    if m is not None and not ev.check_size(len(out) * max(1, len(vs)),
                                           "SatisfiabilityInstances"):
        return None
    return list_of(out)



def _term_bits(ev, name, expr, spec, n):
    """The 0/1 vectors of an index k, a list of indices or a list of 0/1 vectors; None
    (after name::spec) if none of these."""
    def bits(k):
        return [(k >> (n - 1 - i)) & 1 for i in range(n)]

    if type(spec) is Integer:
        if 0 <= spec.value < 1 << n:
            return [bits(spec.value)]
    elif isinstance(spec, Expression) and spec.head is S.List:
        out = []
        for a in spec.args:
            if type(a) is Integer and 0 <= a.value < 1 << n:
                out.append(bits(a.value))
            elif isinstance(a, Expression) and a.head is S.List and len(a.args) == n and \
                    all(type(b) is Integer and b.value in (0, 1) for b in a.args):
                out.append([b.value for b in a.args])
            else:
                out = None
                break
        if out is not None:
            return out
    ev.message(name, "spec", spec, Integer(n))
    return None


def _terms(ev, expr, name, mins):
    spec, vs = expr.args
    if not (isinstance(vs, Expression) and vs.head is S.List and vs.args):
        return None
    xs = list(vs.args)
    rows = _term_bits(ev, name, expr, spec, len(xs))
    if rows is None:
        return None
    inner, outer = (S.And, S.Or) if mins else (S.Or, S.And)
    terms = []
    for row in rows:
        lits = []
        for x, b in zip(xs, row):
            positive = b == 1 if mins else b == 0
            lits.append(x if positive else Expression(S.Not, (x,)))
        terms.append(lits[0] if len(lits) == 1 else Expression(inner, tuple(lits)))
    if not terms:
        return FALSE if mins else TRUE
    return ev.evaluate(terms[0] if len(terms) == 1 else Expression(outer, tuple(terms)))


SPEC = ("`1` is not a valid term specification for `2` variables: an index from 0 to "
        "2^`2` - 1, a list of them or a list of 0/1 vectors.")


@builtin("BooleanMinterms", nargs=2, messages={"spec": SPEC},
         usage="BooleanMinterms[k, {x1, ..., xn}] gives the kth minterm in the xi: the And of "
               "xi or !xi as the ith binary digit of k (n digits, x1 the most significant) "
               "is 1 or 0; BooleanMinterms[{k1, k2, ...}, vars] gives the Or of those "
               "minterms and BooleanMinterms[{{v11, ..., v1n}, ...}, vars] that of the "
               "minterms of the 0/1 vectors.",
         examples=[("BooleanMinterms[3, {x, y}]", "x && y"),
                   ("BooleanMinterms[2, {x, y, z}]", "!x && y && !z"),
                   ("BooleanMinterms[{1, 2}, {x, y}]", "(!x && y) || (x && !y)"),
                   ("BooleanMinterms[{{1, 0, 1}}, {a, b, c}]", "a && !b && c"),
                   ("BooleanMinterms[{}, {x, y}]", "False"),
                   ("BooleanTable[BooleanMinterms[{1, 2}, {x, y}], {x, y}]",
                    "{False, True, True, False}"),
                   ("BooleanMinterms[4, {x, y}]", "BooleanMinterms[4, {x, y}]",
                    ("BooleanMinterms::spec: 4 is not a valid term specification for 2 "
                     "variables: an index from 0 to 2^2 - 1, a list of them or a list of 0/1 "
                     "vectors.",))])
def boolean_minterms(ev, expr):
    return _terms(ev, expr, "BooleanMinterms", True)


@builtin("BooleanMaxterms", nargs=2, messages={"spec": SPEC},
         usage="BooleanMaxterms[k, {x1, ..., xn}] gives the kth maxterm in the xi: the Or of "
               "xi or !xi as the ith binary digit of k (x1 the most significant) is 0 or 1, "
               "False exactly at that assignment; BooleanMaxterms[{k1, k2, ...}, vars] gives "
               "the And of those maxterms and BooleanMaxterms[{{v11, ..., v1n}, ...}, vars] "
               "that of the maxterms of the 0/1 vectors.",
         examples=[("BooleanMaxterms[0, {x, y}]", "x || y"),
                   ("BooleanMaxterms[5, {x, y, z}]", "!x || y || !z"),
                   ("BooleanMaxterms[{0, 3}, {x, y}]", "(x || y) && (!x || !y)"),
                   ("BooleanMaxterms[{{0, 1}}, {a, b}]", "a || !b"),
                   ("BooleanMaxterms[{}, {x}]", "True"),
                   ("BooleanTable[BooleanMaxterms[{0, 3}, {x, y}], {x, y}]",
                    "{False, True, True, False}")])
def boolean_maxterms(ev, expr):
    return _terms(ev, expr, "BooleanMaxterms", False)


def _quantifier(ev, expr, trivial):
    args = expr.args
    body = args[-1]
    if len(args) == 3 and args[1] is FALSE:
        return TRUE if trivial is TRUE else FALSE       # nothing satisfies the condition
    if body is TRUE or body is FALSE:
        if len(args) == 2 or args[1] is TRUE or body is trivial:
            return body
    return None


@builtin("Exists", nargs=(2, 3), attributes=("HoldAll", "Protected"),
         usage="Exists[x, expr] represents the statement that there exists a value of x for "
               "which expr is True; Exists[x, cond, expr] that one satisfying cond does; "
               "Exists[{x1, x2, ...}, expr] quantifies several variables. Resolve and Reduce "
               "eliminate the quantifier.",
         examples=[("Exists[x, x > 0]", "Exists[x, x > 0]"),
                   ("Exists[x, False]", "False"),
                   ("Exists[x, x > 0, False]", "False"),
                   ("Resolve[Exists[x, x^2 == -1], Reals]", "False"),
                   ("Resolve[Exists[x, x^2 + 1 == 0]]", "True")])
def exists(ev, expr):
    return _quantifier(ev, expr, FALSE)


@builtin("ForAll", nargs=(2, 3), attributes=("HoldAll", "Protected"),
         usage="ForAll[x, expr] represents the statement that expr is True for all values of "
               "x; ForAll[x, cond, expr] that it is for all x satisfying cond; ForAll[{x1, x2, "
               "...}, expr] quantifies several variables. Resolve and Reduce eliminate the "
               "quantifier.",
         examples=[("ForAll[x, x^2 >= 0]", "ForAll[x, x^2 >= 0]"),
                   ("ForAll[x, True]", "True"),
                   ("ForAll[x, False, x > 0]", "True"),
                   ("Resolve[ForAll[x, x^2 >= 0], Reals]", "True"),
                   ("Resolve[ForAll[x, x^2 > 0], Reals]", "False")])
def for_all(ev, expr):
    return _quantifier(ev, expr, TRUE)
