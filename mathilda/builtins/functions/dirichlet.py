"""DirichletCharacter and DirichletL for moduli whose unit group is cyclic (1, 2, 4, p^a,
2 p^a): the j-th character sends the smallest primitive root g to exp(2 Pi I (j - 1)/phi(k))
(algorithms/functions/characters.py), the Wolfram Language's ordering for prime moduli.
Other moduli stay unevaluated (their ordering of characters is not reproduced).
"""

from mathilda.algorithms.build import power, times
from mathilda.algorithms.functions import characters
from mathilda.algorithms.functions.numeric import inexact, int_value, integer_valued, mp_apply
from mathilda.builtins.functions.tabulated import form, special
from mathilda.core.expr import Expression, Integer, S, make_rational
from mathilda.numbers.arith import ONE, ZERO


def _index(k, j):
    """(k, j) as ints when k is a cyclic modulus and 1 <= j <= phi(k), else None."""
    kv, jv = integer_valued(k), integer_valued(j)      # N[DirichletL[5, 2, 2]] gives 5., 2.
    if kv is None or jv is None or kv < 1:
        return None
    c = characters.cyclic_modulus(kv)
    if c is None or not 1 <= jv <= c[1]:
        return None
    return kv, jv


def _root_of_unity(r):
    """exp(2 Pi I r) for a Fraction r in [0, 1), as (-1)^(2 r)."""
    if r == 0:
        return ONE
    return power(Integer(-1), make_rational(2 * r))


def _character_rule(ev, expr):
    k, j, n = expr.args
    kj = _index(k, j)
    nv = int_value(n)
    if kj is None or nv is None:
        return None
    r = characters.character(kj[0], kj[1], nv % kj[0])
    return ZERO if r is None else _root_of_unity(r)


special("DirichletCharacter", 3, None, rule=_character_rule,
        attributes=("Listable", "Protected"),
        usage="DirichletCharacter[k, j, n] gives the Dirichlet character chi_j(n) with "
              "modulus k and index j.",
        examples=[("Table[DirichletCharacter[5, 2, n], {n, 5}]", "{1, I, -I, -1, 0}"),
                  ("Table[DirichletCharacter[2, 1, n], {n, 10}]",
                   "{1, 0, 1, 0, 1, 0, 1, 0, 1, 0}"),
                  ("DirichletCharacter[3, 2, {1, 2, 3, 4, 5}]", "{1, -1, 0, 1, -1}"),
                  ("DirichletCharacter[7, 2, 3]", "(-1)^(1/3)"),
                  ("DirichletCharacter[4, 2, 3]", "-1"),
                  ("DirichletCharacter[k, j, n]", "DirichletCharacter[k, j, n]")])


def _l_rule(ev, expr):
    k, j, s = expr.args
    kj = _index(k, j)
    if kj is None:
        return None
    kv, jv = kj
    if inexact(s) and s.is_number:
        table = characters.character_table(kv, jv)

        def fn(m, x):
            chi = [0 if r is None else m.expjpi(2 * m.mpf(r.numerator) / r.denominator)
                   for r in table]
            if all(isinstance(c, int) or m.im(c) == 0 for c in chi):
                chi = [m.re(c) for c in chi]
            return m.dirichlet(x, chi)
        return mp_apply(fn, [s])
    if jv == 1 and int_value(s) is not None:
        primes = [p for p in range(2, kv + 1) if kv % p == 0 and
                  all(p % q for q in range(2, int(p ** 0.5) + 1))]
        factors = [form("1 - #1^(-#2)", Integer(p), s) for p in primes]
        return times(*factors, Expression(S.Zeta, (s,)))
    return None


special("DirichletL", 3, None, rule=_l_rule, attributes=("Listable", "NumericFunction",
                                                          "Protected"),
        usage="DirichletL[k, j, s] gives the Dirichlet L-function L(chi, s) of the Dirichlet "
              "character chi with modulus k and index j.",
        examples=[("DirichletL[4, 2, 2.]", "0.915966"), ("DirichletL[5, 1, 2]", "(4 Pi^2)/25"),
                  ("DirichletL[3, 2, 1.]", "0.6046"),
                  ("N[DirichletL[5, 2, 2], 15]", "0.958716122716883 + 0.145565876785090 I"),
                  ("DirichletL[k, j, s]", "DirichletL[k, j, s]")])
