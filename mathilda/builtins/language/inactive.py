"""Inactive, Inactivate and Activate: expressions whose functions are kept from evaluating.

``Inactive[f][args]`` does not evaluate as ``f[args]`` would (its arguments still evaluate);
``Inactivate[expr]`` (HoldFirst) puts every symbol used as a head (except List) behind
``Inactive``, ``Activate[expr]`` takes them out again.  The second argument of either
restricts them to the heads that match a pattern.  OutputForm prints ``Inactive[f][args]``
as ``f[args]`` prints (printing/outputform.py; StandardForm greys ``f``), InputForm shows the
``Inactive``.
"""

from mathilda.core.expr import Expression, Symbol, S
from mathilda.core.patterns import compile_pattern
from mathilda.core.registry import builtin


def _matcher(ev, patt):
    """The test a head symbol passes to be (in)activated."""
    if patt is None:
        return lambda h: True
    if type(patt) is Symbol:
        return lambda h: h is patt
    m = compile_pattern(patt)

    def test(h):
        for _ in m.match(h, {}, ev):
            return True
        return False
    return test


def _inactivate(x, test):
    if not isinstance(x, Expression) or hasattr(type(x), "array"):
        return x
    h = x.head
    if type(h) is Symbol:
        nh = h
        if h is not S.List and h is not S.Inactive and test(h):
            nh = Expression(S.Inactive, (h,))
    elif isinstance(h, Expression) and h.head is S.Inactive:
        nh = h
    else:
        nh = _inactivate(h, test)
    if h is S.Inactive:
        return x
    args = tuple(_inactivate(a, test) for a in x.args)
    if nh is h and all(a is b for a, b in zip(args, x.args)):
        return x
    return Expression(nh, args)


def _activate(x, test):
    if not isinstance(x, Expression) or hasattr(type(x), "array"):
        return x
    h = x.head
    if isinstance(h, Expression) and h.head is S.Inactive and len(h.args) == 1 and \
            test(h.args[0]):
        nh = h.args[0]
    else:
        nh = _activate(h, test)
    args = tuple(_activate(a, test) for a in x.args)
    if nh is h and all(a is b for a, b in zip(args, x.args)):
        return x
    return Expression(nh, args)


@builtin("Inactive", nargs=1, attributes=("Protected",),
         usage="Inactive[f] is an inactive form of f: Inactive[f][args] stays as it is "
               "(its arguments evaluate) until Activate makes it f[args].",
         examples=[("Inactive[Plus][1, 2]", "1 + 2"),
                   ("InputForm[Inactive[Plus][1, 2]]", "Inactive[Plus][1, 2]"),
                   ("Inactive[Sin][Pi] /. Inactive[Sin] -> Cos", "-1"),
                   ("Activate[Inactive[Plus][1, 2]]", "3"),
                   ("Inactive[f][1 + 1]", "f[2]")])
def inactive(ev, expr):
    return None


@builtin("Inactivate", nargs=(1, 2), attributes=("HoldFirst", "Protected"),
         usage="Inactivate[expr] replaces all instances of f with Inactive[f] for symbols "
               "f used as heads in expr. Inactivate[expr, patt] inactivates all symbols in "
               "expr that match the pattern patt.",
         examples=[("InputForm[Inactivate[1 + 2 + 3]]", "Inactive[Plus][1, 2, 3]"),
                   ("Inactivate[1 + 2 + 3]", "1 + 2 + 3"),
                   ("InputForm[Inactivate[Sin[Pi] + Cos[Pi], Sin]]",
                    "-1 + Inactive[Sin][Pi]"),
                   ("InputForm[Inactivate[{1 + 1, 2 3}]]",
                    "{Inactive[Plus][1, 1], Inactive[Times][2, 3]}"),
                   ("InputForm[Inactivate[Sin[x] + Cos[x], Except[Plus]]]",
                    "Inactive[Cos][x] + Inactive[Sin][x]")])
def inactivate(ev, expr):
    a = expr.args
    test = _matcher(ev, a[1] if len(a) == 2 else None)
    return _inactivate(a[0], test)


@builtin("Activate", nargs=(1, 2), attributes=("Protected",),
         usage="Activate[expr] replaces all instances of Inactive[f] in expr with f. "
               "Activate[expr, patt] replaces only instances of Inactive[f] for which f "
               "matches the pattern patt.",
         examples=[("Activate[Inactivate[1 + 2 + 3]]", "6"),
                   ("Activate[Inactive[Sin][Pi/2]]", "1"),
                   ("InputForm[Activate[Inactivate[Sin[Pi] + Cos[Pi]], Sin]]",
                    "Inactive[Plus][0, Inactive[Cos][Pi]]"),
                   ("Activate[Inactivate[2^10] /. 10 -> 3]", "8"),
                   ("Activate[Inactive[f][x], f | g]", "f[x]")])
def activate(ev, expr):
    a = expr.args
    test = _matcher(ev, a[1] if len(a) == 2 else None)
    r = _activate(a[0], test)
    return r
