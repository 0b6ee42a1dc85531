"""Entropy of data: the information entropy of the values of a list (or the characters of a
string), from the counts of the distinct values, exact whatever the values are."""

from mathilda.core.expr import Expression, Integer, S, String, make_rational
from mathilda.core.registry import builtin


def _values(ev, x):
    """The elements whose distinct values are counted, or None."""
    if type(x) is String:
        return Expression(S.List, tuple(String(c) for c in x.value))
    if isinstance(x, Expression) and x.head is S.List:
        return x
    return None


def entropy_of(ev, values, base=None):
    """Sum of (c/n) Log[n/c] over the counts c of the distinct values (divided by Log[base])."""
    n = len(values.args)
    if n == 0:
        return Integer(0)
    tally = ev.call("Tally", values)
    if not (isinstance(tally, Expression) and tally.head is S.List):
        return None
    terms = []
    for row in tally.args:
        c = row.args[1].value
        if c != n:
            terms.append(Expression(S.Times, (make_rational(c, n), Expression(
                S.Log, (make_rational(n, c),)))))
    h = Expression(S.Plus, tuple(terms)) if terms else Integer(0)
    if base is not None:
        h = Expression(S.Times, (h, Expression(S.Power, (Expression(S.Log, (base,)),
                                                         Integer(-1)))))
    return ev.evaluate(h)


@builtin("Entropy", nargs=(1, 2),
         usage="Entropy[list] gives the base E information entropy of the values in list. "
               "Entropy[k, list] gives the base k information entropy.",
         examples=[("Entropy[{a, b, b}]", "(2 Log[3/2])/3 + Log[3]/3"),
                   ("Entropy[2, {0, 1, 1, 0}]", "1"),
                   ("Entropy[\"aabb\"]", "Log[2]"),
                   ("N[Entropy[{1, 2, 2, 3, 3, 3}]]", "1.0114")])
def entropy(ev, expr):
    args = expr.args
    base = args[0] if len(args) == 2 else None
    values = _values(ev, args[-1])
    if values is None:
        return None
    return entropy_of(ev, values, base)
