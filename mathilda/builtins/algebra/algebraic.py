"""Algebraic numbers: RootReduce, ToRadicals and RootSum (algorithms in
mathilda/algorithms/algebra/algebraic.py)."""

from mathilda.algorithms.algebra import algebraic as alg
from mathilda.core.expr import Expression, S
from mathilda.core.registry import builtin


@builtin("RootReduce", nargs=1, attributes=("Listable", "Protected"),
         usage="RootReduce[expr] attempts to reduce expr to a single Root object (a "
               "rational number, or radicals for a quadratic number).",
         examples=[("RootReduce[Sqrt[2] + Sqrt[3]]", "Root[1 - 10 #1^2 + #1^4 & , 4]"),
                   ("RootReduce[(1 + Sqrt[2])^2]", "3 + 2 Sqrt[2]"),
                   ("RootReduce[1 + 2^(1/3)]", "Root[-3 + 3 #1 - 3 #1^2 + #1^3 & , 1]"),
                   ("RootReduce[Root[#^5 - # + 1 &, 1]^2]",
                    "Root[-1 + #1 - 2 #1^3 + #1^5 & , 1]"),
                   ("RootReduce[Sqrt[2] Sqrt[8]]", "4"),
                   ("RootReduce[x + Sqrt[2]]", "Sqrt[2] + x")])
def root_reduce(ev, expr):
    e = expr.args[0]
    r = alg.root_reduce(ev, e)
    return e if r is None else r


@builtin("ToRadicals", nargs=1,
         usage="ToRadicals[expr] attempts to express all Root objects in expr in terms of "
               "radicals (possible for polynomials of degree at most four).",
         examples=[("ToRadicals[Root[#^2 - # - 1 &, 2]]", "(1 + Sqrt[5])/2"),
                   ("ToRadicals[Root[#^3 - 2 &, 1]]", "2^(1/3)"),
                   ("ToRadicals[Root[#^5 - # + 1 &, 1]]", "Root[1 - #1 + #1^5 & , 1]"),
                   ("ToRadicals[x + Root[#^4 - 10 #^2 + 1 &, 4]]", "Sqrt[5 + 2 Sqrt[6]] + x")])
def to_radicals(ev, expr):
    return alg.to_radicals(ev, expr.args[0])


@builtin("RootSum", nargs=2,
         usage="RootSum[f, form] represents the sum of form[x] for all x that satisfy the "
               "polynomial equation f[x] == 0; it evaluates when form is a rational function.",
         examples=[("RootSum[#^3 + # + 1 &, 1/(1 + #) &]", "4"),
                   ("RootSum[#^5 - 3 # - 7 &, #^2 &]", "0"),
                   ("RootSum[#^2 - 2 &, #^4 &]", "8"),
                   ("RootSum[#^3 - 2 &, Log[x - #] &]", "RootSum[-2 + #1^3 & , Log[x - #1] & ]"),
                   ("RootSum[#^2 - a &, #^2 &]", "2 a")])
def root_sum(ev, expr):
    f, form = expr.args
    if not (isinstance(f, Expression) and f.head is S.Function):
        return None
    r = alg.root_sum(ev, f, form)
    if r is None or r == expr:
        return None
    return r
