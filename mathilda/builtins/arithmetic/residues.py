"""Residues and orders: JacobiSymbol, KroneckerSymbol, MultiplicativeOrder, PrimitiveRoot,
PrimitiveRootList, CarmichaelLambda, and the bit builtins BitGet, BitSet, BitClear.
The algorithms are in algorithms/numbertheory/residues.py."""

from math import gcd

from mathilda.algorithms.build import list_of
from mathilda.algorithms.numbertheory.residues import (
    carmichael, jacobi, kronecker, multiplicative_order, primitive_root, primitive_roots)
from mathilda.core.expr import Integer, S
from mathilda.core.registry import builtin

LISTABLE = ("Listable", "Protected")


def _int(x):
    return x.value if type(x) is Integer else None


@builtin("JacobiSymbol", nargs=2, attributes=LISTABLE,
         usage="JacobiSymbol[n, m] gives the Jacobi symbol (n/m) for odd positive m.",
         examples=[("JacobiSymbol[10, 7]", "-1"), ("JacobiSymbol[2, 15]", "1"),
                   ("JacobiSymbol[3, 9]", "0"), ("JacobiSymbol[-1, 7]", "-1"),
                   ("Table[JacobiSymbol[n, 5], {n, 0, 5}]", "{0, 1, -1, -1, 1, 0}"),
                   ("JacobiSymbol[3, 8]", "JacobiSymbol[3, 8]")])
def jacobi_symbol(ev, expr):
    n, m = (_int(a) for a in expr.args)
    if n is None or m is None or m <= 0 or m % 2 == 0:
        return None
    return Integer(jacobi(n, m))


@builtin("KroneckerSymbol", nargs=2, attributes=LISTABLE,
         usage="KroneckerSymbol[n, m] gives the Kronecker symbol (n/m), which extends the "
               "Jacobi symbol to every integer m.",
         examples=[("KroneckerSymbol[3, 8]", "-1"), ("KroneckerSymbol[10, 7]", "-1"),
                   ("KroneckerSymbol[5, -1]", "1"), ("KroneckerSymbol[-5, -1]", "-1"),
                   ("KroneckerSymbol[2, 0]", "0"), ("KroneckerSymbol[-1, 0]", "1"),
                   ("Table[KroneckerSymbol[n, 8], {n, 8}]", "{1, 0, -1, 0, -1, 0, 1, 0}")])
def kronecker_symbol(ev, expr):
    n, m = (_int(a) for a in expr.args)
    if n is None or m is None:
        return None
    return Integer(kronecker(n, m))


@builtin("MultiplicativeOrder", nargs=(2, 3),
         usage="MultiplicativeOrder[k, n] gives the multiplicative order of k modulo n, the "
               "smallest m with k^m = 1 (mod n); MultiplicativeOrder[k, n, {r1, r2, ...}] "
               "the smallest m with k^m congruent to one of the ri.",
         examples=[("MultiplicativeOrder[2, 7]", "3"), ("MultiplicativeOrder[3, 7]", "6"),
                   ("MultiplicativeOrder[10, 17]", "16"), ("MultiplicativeOrder[-1, 5]", "2"),
                   ("MultiplicativeOrder[2, 7, {4}]", "2"),
                   ("MultiplicativeOrder[2, 6]", "MultiplicativeOrder[2, 6]")])
def multiplicative_order_(ev, expr):
    args = expr.args
    k, n = _int(args[0]), _int(args[1])
    if k is None or n is None or n == 0:
        return None
    n = abs(n)
    if len(args) == 3:
        rs = args[2].args if args[2].head is S.List else None
        if not rs or any(type(r) is not Integer for r in rs):
            return None
        targets = {r.value % n for r in rs}
        if gcd(k, n) != 1:
            # search the preperiod and one period of the powers of k
            seen = set()
            x, m = k % n, 1
            while x not in seen and m <= n + 1:
                if x in targets:
                    return Integer(m)
                seen.add(x)
                x, m = x * k % n, m + 1
                if m % 4096 == 0:
                    ev.check_interrupt()
            return None
        order = multiplicative_order(k % n, n, ev.check_interrupt)
        return _first(ev, k, n, order, targets)
    if gcd(k, n) != 1:
        return None
    return Integer(multiplicative_order(k % n, n, ev.check_interrupt))


def _first(ev, k, n, order, targets):
    """The least m >= 1 (up to the order) with k^m in targets mod n, else None."""
    if order > 1 << 22:
        return None
    x = 1
    for m in range(1, order + 1):
        x = x * k % n
        if x in targets:
            return Integer(m)
        if m % 4096 == 0:
            ev.check_interrupt()
    return None


@builtin("PrimitiveRoot", nargs=(1, 2), attributes=LISTABLE,
         usage="PrimitiveRoot[n] gives the smallest primitive root of n; PrimitiveRoot[n, k] "
               "the smallest primitive root greater than or equal to k.",
         examples=[("PrimitiveRoot[7]", "3"), ("PrimitiveRoot[23]", "5"),
                   ("PrimitiveRoot[9]", "2"), ("PrimitiveRoot[2]", "1"),
                   ("PrimitiveRoot[7, 4]", "5"), ("PrimitiveRoot[8]", "PrimitiveRoot[8]"),
                   ("PrimitiveRoot[10^20 + 39]", "3")])
def primitive_root_(ev, expr):
    args = expr.args
    n = _int(args[0])
    k = _int(args[1]) if len(args) > 1 else 1
    if n is None or k is None or n < 1:
        return None
    g = primitive_root(n, k, ev.check_interrupt)
    return None if g is None else Integer(g)


@builtin("PrimitiveRootList", nargs=1, attributes=LISTABLE,
         usage="PrimitiveRootList[n] gives a list of the primitive roots of n.",
         examples=[("PrimitiveRootList[7]", "{3, 5}"),
                   ("PrimitiveRootList[18]", "{5, 11}"),
                   ("PrimitiveRootList[13]", "{2, 6, 7, 11}"),
                   ("PrimitiveRootList[8]", "{}"), ("PrimitiveRootList[2]", "{1}"),
                   ("Length[PrimitiveRootList[1009]]", "288")])
def primitive_root_list(ev, expr):
    n = _int(expr.args[0])
    if n is None or n < 1:
        return None
    if not ev.check_size(n // 2, "PrimitiveRootList"):
        return None
    return list_of([Integer(g) for g in primitive_roots(n, ev.check_interrupt)])


@builtin("CarmichaelLambda", nargs=1, attributes=LISTABLE,
         usage="CarmichaelLambda[n] gives the Carmichael function lambda(n), the smallest m "
               "with k^m = 1 (mod n) for every k coprime to n.",
         examples=[("CarmichaelLambda[8]", "2"), ("CarmichaelLambda[15]", "4"),
                   ("CarmichaelLambda[1]", "1"), ("CarmichaelLambda[-9]", "6"),
                   ("CarmichaelLambda[561]", "80"),
                   ("CarmichaelLambda[Range[10]]", "{1, 1, 2, 2, 4, 2, 6, 2, 6, 4}")])
def carmichael_lambda(ev, expr):
    n = _int(expr.args[0])
    if n is None or n == 0:
        return None
    return Integer(carmichael(abs(n), ev.check_interrupt))


# --- single bits ---------------------------------------------------------------------------------

def _bit_args(expr):
    n, k = (_int(a) for a in expr.args)
    if n is None or k is None or k < 0 or k > 1 << 26:
        return None
    return n, k


@builtin("BitGet", nargs=2, attributes=LISTABLE,
         usage="BitGet[n, k] gives the bit with index k in the integer n (the coefficient "
               "of 2^k in its binary digits; two's complement for negative n).",
         examples=[("BitGet[5, 0]", "1"), ("BitGet[5, 1]", "0"), ("BitGet[5, {0, 1, 2}]", "{1, 0, 1}"),
                   ("BitGet[-1, 100]", "1"), ("BitGet[2^100, 100]", "1")])
def bit_get(ev, expr):
    a = _bit_args(expr)
    return None if a is None else Integer((a[0] >> a[1]) & 1)


@builtin("BitSet", nargs=2, attributes=LISTABLE,
         usage="BitSet[n, k] sets to 1 the bit with index k in the integer n.",
         examples=[("BitSet[5, 1]", "7"), ("BitSet[0, 10]", "1024"), ("BitSet[7, 0]", "7"),
                   ("BitSet[-8, 0]", "-7"), ("BitSet[1, {1, 2, 3}]", "{3, 5, 9}")])
def bit_set(ev, expr):
    a = _bit_args(expr)
    return None if a is None else Integer(a[0] | (1 << a[1]))


@builtin("BitClear", nargs=2, attributes=LISTABLE,
         usage="BitClear[n, k] sets to 0 the bit with index k in the integer n.",
         examples=[("BitClear[7, 1]", "5"), ("BitClear[1024, 10]", "0"),
                   ("BitClear[5, 1]", "5"), ("BitClear[-1, 0]", "-2"),
                   ("BitClear[15, {0, 1, 2}]", "{14, 13, 11}")])
def bit_clear(ev, expr):
    a = _bit_args(expr)
    return None if a is None else Integer(a[0] & ~(1 << a[1]))
