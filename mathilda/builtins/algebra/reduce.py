"""Reduce: equations and inequalities rewritten as explicit conditions on the variables.

The builtin checks its arguments (the system, the variables, the domain) and calls
``reduce_system`` (``mathilda/algorithms/algebra/reduce.py``, which says what it solves).
"""

from mathilda.algorithms.algebra.reduce import (Unsupported, auto_vars, domain_of, is_system,
                                               normalize, reduce_system, split_domains)
from mathilda.core.expr import Expression, S, Symbol, TRUE, FALSE
from mathilda.core.registry import builtin


_MESSAGES = {
    "nsmet": "This system cannot be solved with the methods available to Reduce.",
    "ivar": "`1` is not a valid variable.",
    "naqs": "`1` is not a quantified system of equations and inequalities.",
}


def _has_quantifier(e):
    if not isinstance(e, Expression):
        return False
    if e.head is S.Exists or e.head is S.ForAll:
        return True
    return any(_has_quantifier(a) for a in e.args)


@builtin("Reduce", nargs=(1, 3), messages=_MESSAGES,
         usage="Reduce[expr, vars] reduces the equations and inequalities expr to explicit "
               "conditions on the variables (x == a || x == b, a < x <= b, ...); "
               "Reduce[expr, vars, dom] works over the domain Reals, Integers or Complexes.",
         examples=[("Reduce[x^2 - 1 == 0, x]", "x == -1 || x == 1"),
                   ("Reduce[x^2 < 4, x]", "-2 < x < 2"),
                   ("Reduce[x^2 >= 1, x]", "x <= -1 || x >= 1"),
                   ("Reduce[x^2 + 1 == 0, x]", "x == -I || x == I"),
                   ("Reduce[x^2 + 1 == 0, x, Reals]", "False"),
                   ("Reduce[{x + y == 1, x - y == 3}, {x, y}]", "x == 2 && y == -1"),
                   ("Reduce[x^2 < 10, x, Integers]",
                    "x == -3 || x == -2 || x == -1 || x == 0 || x == 1 || x == 2 || x == 3"),
                   ("Reduce[x^2 == 4, 1]", "Reduce[x^2 == 4, 1]",
                    ["Reduce::ivar: 1 is not a valid variable."])])
def reduce_(ev, expr):
    args = expr.args
    if _has_quantifier(args[0]):
        # the quantifiers are eliminated first (Resolve over the domain given), then the
        # quantifier-free system is reduced
        resolved = ev.evaluate(Expression(S.Resolve, (args[0],) + tuple(args[2:3])))
        if not _has_quantifier(resolved) and not resolved.has_head(S.Resolve):
            return ev.evaluate(Expression(expr.head, (resolved,) + tuple(args[1:])))
    system = normalize(args[0])
    split = split_domains(system)
    doms = {}
    if split is not None:
        system, doms = split
    if not is_system(system):
        ev.message("Reduce", "naqs", args[0])
        return None
    system = ev.evaluate(system)
    if system is FALSE:
        return system
    if system is TRUE and doms:          # only domains: Reduce[x ∈ Reals, x] is x ∈ Reals
        conds = tuple(Expression(S.Element, (v, Symbol(d))) for v, d in doms.items()
                      if d != "Complexes")
        return TRUE if not conds else conds[0] if len(conds) == 1 else \
            Expression(S.And, conds)
    if system is TRUE and not (len(args) > 2 and args[2] is S.Integers):
        return system
    if len(args) > 1:
        spec = args[1]
        vars_ = list(spec.args) if isinstance(spec, Expression) and spec.head is S.List \
            else [spec]
        for v in vars_:
            if v.is_number or type(v).__name__ == "String" or v is TRUE or v is FALSE or \
                    isinstance(v, Expression) and v.head is S.List:
                ev.message("Reduce", "ivar", v)
                return None
    else:
        vars_ = auto_vars(ev, system)
    domain = None
    if len(args) > 2:
        d = args[2]
        if d not in (S.Reals, S.Integers, S.Complexes):
            ev.message("Reduce", "nsmet")
            return None
        domain = None if d is S.Complexes else d.name
    if not vars_:
        return None
    try:
        if doms:
            domain = domain_of(doms, vars_, domain)
            domain = None if domain == "Complexes" else domain
        r = reduce_system(ev, system, vars_, domain)
    except Unsupported:
        ev.message("Reduce", "nsmet")
        return None
    return ev.evaluate(r)
