"""DEigenvalues and DEigensystem: exact eigenvalues and eigenfunctions of a constant-
coefficient operator a u''[x] + b u'[x] + c u[x] on [x0, x1] with u == 0 at both ends.

With alpha = -b/(2 a) the eigenfunctions are E^(alpha x) Sin[k Pi (x - x0)/(x1 - x0)] and
the eigenvalues c - b^2/(4 a) - a k^2 Pi^2/(x1 - x0)^2, k = 1, 2, ...; operators with
variable coefficients or other boundary conditions are left unevaluated (DEigenvalues::nsup).
"""

from mathilda.builtins.calculus.ndeigen import (_coefficients, eigen_arguments,
                                                _MESSAGES as _ND_MESSAGES)
from mathilda.core.expr import Expression, Integer, Symbol, S, TRUE
from mathilda.core.registry import builtin

_MESSAGES = dict(_ND_MESSAGES, nsup="Only constant-coefficient second-order operators with "
                 "DirichletCondition[u[x] == 0, True] are supported exactly: `1`.")


def _parse(ev, name, expr):
    """(eigenvalue Exprs, eigenfunction Exprs) or None after a message."""
    args = eigen_arguments(ev, name, expr)
    if args is None:
        return None
    ops, u, rng, n = args
    x, x0, x1 = rng.args
    items = ops.args if isinstance(ops, Expression) and ops.head is S.List else (ops,)
    conds = [it for it in items if isinstance(it, Expression) and it.head is S.DirichletCondition]
    rest = [it for it in items if it not in conds]
    ok = len(rest) == 1 and len(conds) == 1 and len(conds[0].args) == 2 \
        and conds[0].args[1] is TRUE and isinstance(conds[0].args[0], Expression) \
        and conds[0].args[0].head is S.Equal \
        and ev.evaluate(Expression(S.PossibleZeroQ, (conds[0].args[0].args[1],))) is TRUE
    coeffs = _coefficients(ev, rest[0], u, x) if ok else None
    if coeffs is None or any(ev.evaluate(Expression(S.FreeQ, (c, x))) is not TRUE
                             for c in coeffs) \
            or ev.evaluate(Expression(S.PossibleZeroQ, (coeffs[2],))) is TRUE:
        ev.message(name, "nsup", ops)
        return None
    c, b, a = coeffs
    length = ev.evaluate(Expression(S.Subtract, (x1, x0)))
    vals, funcs = [], []
    for k in range(1, n.value + 1):
        lam = _eval(ev, "Simplify[c - b^2/(4 a) - a k^2 Pi^2/l^2]",
                    a=a, b=b, c=c, k=Integer(k), l=length)
        vals.append(lam)
        funcs.append(_eval(ev, "Simplify[E^(-b x/(2 a)) Sin[k Pi (x - x0)/l]]",
                           a=a, b=b, k=Integer(k), l=length, x=x, x0=x0))
    return vals, funcs


def _eval(ev, text, **values):
    from mathilda.syntax.parser import parse
    from mathilda.builtins.calculus.ndsolve_events import _substitute
    e = parse(text)
    table = {Symbol(k) if not hasattr(S, k) else S[k]: v for k, v in values.items()}
    return ev.evaluate(_substitute(e, table))


@builtin("DEigenvalues", nargs=(4, None), messages=_MESSAGES,
         usage="DEigenvalues[{op, DirichletCondition[u[x] == 0, True]}, u[x], {x, x0, x1}, n] "
               "gives the first n exact eigenvalues of the constant-coefficient operator op "
               "(a u''[x] + b u'[x] + c u[x]) with u == 0 at both ends.",
         examples=[("DEigenvalues[{-u''[x], DirichletCondition[u[x] == 0, True]}, u[x], "
                    "{x, 0, Pi}, 4]", "{1, 4, 9, 16}"),
                   ("DEigenvalues[{-u''[x] + 2 u[x], DirichletCondition[u[x] == 0, True]}, "
                    "u, {x, 0, 1}, 2]", "{2 + Pi^2, 2 + 4 Pi^2}")])
def deigenvalues(ev, expr):
    r = _parse(ev, "DEigenvalues", expr)
    return None if r is None else Expression(S.List, tuple(r[0]))


@builtin("DEigensystem", nargs=(4, None), messages=_MESSAGES,
         usage="DEigensystem[{op, DirichletCondition[u[x] == 0, True]}, u[x], {x, x0, x1}, n] "
               "gives {eigenvalues, eigenfunctions} for the first n eigenvalues of the "
               "constant-coefficient operator op with u == 0 at both ends.",
         examples=[("DEigensystem[{-u''[x], DirichletCondition[u[x] == 0, True]}, u[x], "
                    "{x, 0, Pi}, 3]", "{{1, 4, 9}, {Sin[x], Sin[2 x], Sin[3 x]}}")])
def deigensystem(ev, expr):
    r = _parse(ev, "DEigensystem", expr)
    if r is None:
        return None
    return Expression(S.List, (Expression(S.List, tuple(r[0])), Expression(S.List, tuple(r[1]))))
