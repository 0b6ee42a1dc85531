"""Solve for systems whose solutions are sets rather than points: inequalities, domains
given by Element, disjunctions, and systems over the integers.  The system is reduced
(``reduce.reduce_system``) and the reduced condition is written as Solve's rules
(``solve_by_reduce``):

* ``x == a`` gives ``{x -> a}``; alternatives (Or) give one solution each;
* a condition on x that is not an equation (an interval, a half-line) gives
  ``{x -> ConditionalExpression[x, -2 < x < 2]}``;
* an unbounded set of integers gives its parameter:
  ``{x -> ConditionalExpression[C[1], C[1] \u2208 Integers && C[1] >= 2]}``;
* parametrized solutions (periodic ones, families of integer solutions) give
  ``{x -> ConditionalExpression[2 + 3 C[1], C[1] \u2208 Integers], ...}``.
"""

from mathilda.algorithms.algebra.reduce import (
    RELATIONS, Unsupported, domain_of, normalize, reduce_system, split_domains,
)
from mathilda.core.expr import Expression, Integer, S, TRUE, FALSE

_INEQ = frozenset((S.Less, S.LessEqual, S.Greater, S.GreaterEqual, S.Inequality, S.Unequal))


def _relations(e, out):
    if isinstance(e, Expression) and e.head in (S.And, S.Or, S.Not, S.List):
        for a in e.args:
            _relations(a, out)
    else:
        out.append(e)
    return out


def wants_sets(system, vars_, domain):
    """Whether Solve should go through Reduce: Element conjuncts, Or/Not, inequalities
    without equations, or integers with inequalities or several variables."""
    rels = _relations(system, [])
    if any(isinstance(r, Expression) and r.head is S.Element for r in rels):
        return True
    if _has_logic(system):
        return True
    eqs = [r for r in rels if isinstance(r, Expression) and r.head is S.Equal]
    ineqs = [r for r in rels if isinstance(r, Expression) and r.head in _INEQ]
    if domain is S.Integers:
        return bool(ineqs) or len(vars_) > 1
    return bool(ineqs) and (not eqs or len(vars_) == 2)


def _has_logic(e):
    if not isinstance(e, Expression):
        return False
    if e.head in (S.Or, S.Not):
        return True
    if e.head in (S.And, S.List):
        return any(_has_logic(a) for a in e.args)
    return False


def solve_by_reduce(ev, system, vars_, domain):
    """Solve's list of solutions, or None when the system is outside these methods (also
    when called again from inside Reduce, which solves equations through Solve)."""
    if getattr(ev, "solving_sets", False):
        return None
    ev.solving_sets = True
    try:
        return _solve_by_reduce(ev, system, vars_, domain)
    finally:
        ev.solving_sets = False


def _solve_by_reduce(ev, system, vars_, domain):
    system = normalize(system)
    split = split_domains(system)
    if split is None:
        return None
    system, doms = split
    system = ev.evaluate(system)
    dom_name = None if domain is None else domain.name
    try:
        name = domain_of(doms, vars_, dom_name) if doms else dom_name
        if name == "Complexes":
            name = None
        cond = reduce_system(ev, system, list(vars_), name)
        cond = ev.evaluate(cond)
        sols = _to_rules(ev, cond, list(vars_))
    except Unsupported:
        return None
    return Expression(S.List, tuple(Expression(S.List, tuple(s)) for s in sols))


def _conjuncts(e):
    return list(e.args) if isinstance(e, Expression) and e.head is S.And else [e]


def _is_param_domain(c):
    return isinstance(c, Expression) and c.head is S.Element and len(c.args) == 2 and \
        c.args[1] is S.Integers and _only_params(c.args[0])


def _only_params(x):
    if isinstance(x, Expression) and x.head is S.Alternatives:
        return all(_only_params(a) for a in x.args)
    return isinstance(x, Expression) and x.head is S.C


def _to_rules(ev, cond, vars_):
    """A list of solutions (each a list of rules) for the reduced condition."""
    if cond is FALSE:
        return []
    if cond is TRUE:
        return [[]]
    if isinstance(cond, Expression) and cond.head is S.Or:
        out = []
        for a in cond.args:
            out.extend(_to_rules(ev, a, vars_))
        return out
    parts = _conjuncts(cond)
    params = [c for c in parts if _is_param_domain(c)]
    if params:
        rest = [c for c in parts if not _is_param_domain(c)]
        pcond = params[0] if len(params) == 1 else Expression(S.And, tuple(params))
        body = rest[0] if len(rest) == 1 else Expression(S.And, tuple(rest))
        out = []
        for sol in _to_rules(ev, body, vars_):
            out.append([Expression(S.Rule, (r.args[0], Expression(
                S.ConditionalExpression, (r.args[1], pcond)))) for r in sol])
        return out
    # Element[x, Integers] && x >= 2: the integers of an unbounded set, as C[1]
    ints = [c for c in parts if isinstance(c, Expression) and c.head is S.Element and
            c.args[1] is S.Integers and c.args[0] in vars_]
    if ints:
        if len(vars_) != 1 or len(ints) != 1:
            raise Unsupported
        x = vars_[0]
        c1 = Expression(S.C, (Integer(1),))
        pc = ev.evaluate(Expression(S.ReplaceAll, (cond, Expression(S.Rule, (x, c1)))))
        return [[Expression(S.Rule, (x, Expression(S.ConditionalExpression, (c1, pc))))]]
    rules = {}
    conditions = []
    for c in parts:
        if isinstance(c, Expression) and c.head is S.Equal and len(c.args) == 2 \
                and c.args[0] in vars_ and c.args[0] not in rules:
            rules[c.args[0]] = c.args[1]
        else:
            conditions.append(c)
    if conditions:
        free = [v for v in vars_ if v not in rules]
        if len(free) != 1 or any(not _mentions_only(c, free[0], vars_) for c in conditions):
            raise Unsupported
        x = free[0]
        cc = conditions[0] if len(conditions) == 1 else Expression(S.And, tuple(conditions))
        if rules:
            # y == f(x) where the condition on x holds: y -> ConditionalExpression[f(x), c]
            return [[Expression(S.Rule, (v, Expression(S.ConditionalExpression,
                                                        (rules[v], cc))))
                     for v in vars_ if v in rules]]
        rules[x] = Expression(S.ConditionalExpression, (x, cc))
    return [[Expression(S.Rule, (v, rules[v])) for v in vars_ if v in rules]]


def _mentions_only(c, x, vars_):
    """The condition c is about x (no other variable of the system)."""
    def walk(e):
        if e in vars_ and e is not x:
            return False
        if isinstance(e, Expression):
            return walk(e.head) and all(walk(a) for a in e.args)
        return True
    return walk(c) and isinstance(c, Expression) and (c.head in RELATIONS or
                                                      c.head is S.Inequality)


def _even_roots(e, out):
    """The radicands b of b^(p/q) with q even (Sqrt[b], b^(1/4), ...) inside e, with
    whether the power is negative (b must then be positive)."""
    if not isinstance(e, Expression):
        return out
    if e.head is S.Power and len(e.args) == 2 and type(e.args[1]).__name__ == "Rational" \
            and e.args[1].value.denominator % 2 == 0:
        out.append((e.args[0], e.args[1].value < 0))
    for a in e.args:
        _even_roots(a, out)
    return out


def real_solution_condition(ev, values, vars_):
    """Over the reals, the condition on the one parameter under which the solution values
    are real (their even roots have non-negative radicands): True when there is nothing to
    say, None when it cannot be said (several parameters, no reduction)."""
    from mathilda.algorithms.algebra.reduce import auto_vars
    roots = []
    for v in values:
        _even_roots(v, roots)
    if not roots:
        return TRUE
    conds = tuple(Expression(S.Greater if neg else S.GreaterEqual, (b, Integer(0)))
                  for b, neg in roots)
    system = conds[0] if len(conds) == 1 else Expression(S.And, conds)
    params = [p for p in auto_vars(ev, system) if p not in vars_]
    if len(params) != 1:
        return None
    try:
        return ev.evaluate(reduce_system(ev, normalize(system), params, "Reals"))
    except Unsupported:
        return None
