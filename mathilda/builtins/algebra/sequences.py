"""FindSequenceFunction (the models in mathilda/algorithms/algebra/sequences.py)."""

from mathilda.bridges import sympy as bridge
from mathilda.core.expr import Expression, Integer, Rational, Symbol, S
from mathilda.core.registry import builtin

_SLOT = Expression(S.Slot, (Integer(1),))


def _points(ev, data):
    """[(k, a_k)] as SymPy numbers, or None."""
    if not (isinstance(data, Expression) and data.head is S.List) or not data.args:
        return None
    sp = bridge.sympy_module()
    out = []
    for i, item in enumerate(data.args, start=1):
        if isinstance(item, Expression) and item.head is S.List and len(item.args) == 2:
            k, a = item.args
        else:
            k, a = Integer(i), item
        if type(k) is not Integer or type(a) not in (Integer, Rational):
            return None
        out.append((sp.Integer(k.value), bridge.to_sympy(a)))
    return out


@builtin("FindSequenceFunction", nargs=(1, 2),
         usage="FindSequenceFunction[{a1, a2, ...}, n] attempts to find a simple function of "
               "n that yields the sequence an (a polynomial, a rational function, a "
               "hypergeometric term such as 2^n or n!, or a Fibonacci-like recurrence); "
               "FindSequenceFunction[{{n1, a1}, ...}, n] uses the given indices; without n "
               "it gives a pure function.",
         examples=[("FindSequenceFunction[{1, 4, 9, 16, 25}, n]", "n^2"),
                   ("FindSequenceFunction[{1, 3, 6, 10, 15}, n]", "1/2 n (1 + n)"),
                   ("FindSequenceFunction[{2, 4, 8, 16, 32}, n]", "2^n"),
                   ("FindSequenceFunction[{1, 2, 6, 24, 120}, n]", "n!"),
                   ("FindSequenceFunction[{1, 1/2, 1/3, 1/4, 1/5}, n]", "1/n"),
                   ("FindSequenceFunction[{1, 1, 2, 3, 5, 8, 13}, n]", "Fibonacci[n]"),
                   ("FindSequenceFunction[{{2, 4}, {3, 9}, {5, 25}, {7, 49}}, n]", "n^2"),
                   ("FindSequenceFunction[{1, 4, 9, 16, 25}]", "#1^2 & "),
                   ("FindSequenceFunction[{1, 7, 2, 9, 3}, n]",
                    "FindSequenceFunction[{1, 7, 2, 9, 3}, n]")])
def find_sequence_function(ev, expr):
    from mathilda.algorithms.algebra.sequences import find_sequence_function as algo
    points = _points(ev, expr.args[0])
    if points is None:
        return None
    n = expr.args[1] if len(expr.args) == 2 else Symbol("FindSequenceFunction$n")
    if type(n) is not Symbol:
        return None
    sp = bridge.sympy_module()
    sn = bridge.to_sympy(n)
    w = algo(ev, sp, points, sn)
    if w is None:
        return None
    if len(expr.args) == 1:
        w = ev.evaluate(Expression(S.ReplaceAll, (w, Expression(S.Rule, (n, _SLOT)))))
        return Expression(S.Function, (w,))
    return w
