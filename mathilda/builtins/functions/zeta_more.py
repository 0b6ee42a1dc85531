"""The zeta family beyond Zeta: ZetaZero, RiemannSiegelZ, RiemannSiegelTheta, RiemannXi,
RiemannR, PrimeZetaP, StieltjesGamma, DirichletEta, DirichletBeta, DirichletLambda.

Declared through ``tabulated.special``.  DirichletEta and DirichletLambda at integers are
written through Zeta (which gives the exact even values); DirichletBeta gives its exact
values at the odd positive and the nonpositive integers through the Euler numbers.  The
zeros and the Stieltjes constants are numeric only (``N[ZetaZero[1]]``).
"""

from fractions import Fraction

from mathilda.algorithms.build import power, times
from mathilda.algorithms.functions.numeric import int_value
from mathilda.builtins.functions.tabulated import form, special
from mathilda.core.expr import Integer, S, make_rational


MAX_EXACT = 200          # integer arguments up to this size get exact values


def _index(m, k, lowest=1):
    if isinstance(k, m.mpc) or k != int(k) or k < lowest:
        return None
    return int(k)


def _zeta_zero(m, k):
    if isinstance(k, m.mpc) or k != int(k) or k == 0:
        return None
    z = m.zetazero(abs(int(k)))
    return z if k > 0 else m.conj(z)


special("ZetaZero", 1, _zeta_zero,
        usage="ZetaZero[k] represents the k-th zero of the Riemann zeta function on the "
              "critical line (k < 0: below the real axis).",
        examples=[("N[ZetaZero[1]]", "0.5 + 14.1347 I"), ("ZetaZero[1]", "ZetaZero[1]"),
                  ("N[ZetaZero[2], 20]", "0.50000000000000000000 + 21.022039638771554993 I"),
                  ("N[ZetaZero[-1]]", "0.5 - 14.1347 I"),
                  ("Chop[Zeta[N[ZetaZero[3]]]]", "0")])

special("RiemannSiegelTheta", 1, lambda m, t: m.siegeltheta(t),
        usage="RiemannSiegelTheta[t] gives the Riemann-Siegel function theta(t).",
        values={"0": "0"}, parity="odd",
        derivatives=("-Log[Pi]/2 + (PolyGamma[0, 1/4 - (I #1)/2] + "
                     "PolyGamma[0, 1/4 + (I #1)/2])/4",),
        examples=[("RiemannSiegelTheta[10.]", "-3.06707"), ("RiemannSiegelTheta[0]", "0"),
                  ("RiemannSiegelTheta[-t]", "-RiemannSiegelTheta[t]"),
                  ("N[RiemannSiegelTheta[20], 20]", "1.1868948084444840448"),
                  ("RiemannSiegelTheta[t]", "RiemannSiegelTheta[t]")])

special("RiemannSiegelZ", 1, lambda m, t: m.siegelz(t), real=True,
        usage="RiemannSiegelZ[t] gives the Riemann-Siegel function Z(t).",
        values={"0": "Zeta[1/2]"}, parity="even",
        examples=[("RiemannSiegelZ[10.]", "-1.54919"), ("RiemannSiegelZ[0]", "Zeta[1/2]"),
                  ("RiemannSiegelZ[-t]", "RiemannSiegelZ[t]"),
                  ("N[RiemannSiegelZ[20], 20]", "1.1478424121851972776"),
                  ("Chop[RiemannSiegelZ[Im[N[ZetaZero[1]]]]]", "0")])


def _xi(m, s):
    if s == 0 or s == 1:
        return m.mpf(1) / 2
    return s * (s - 1) / 2 * m.pi ** (-s / 2) * m.gamma(s / 2) * m.zeta(s)


def _xi_rule(ev, expr):
    k = int_value(expr.args[0])
    if k is not None and k > 0 and k % 2 == 0 and k <= MAX_EXACT:
        return form("(#1 (-1 + #1) Gamma[#1/2] Zeta[#1])/(2 Pi^(#1/2))", expr.args[0])
    return None


special("RiemannXi", 1, _xi, rule=_xi_rule,
        usage="RiemannXi[s] gives the Riemann xi function xi(s).",
        values={"0": "1/2", "1": "1/2"},
        examples=[("RiemannXi[0.5]", "0.497121"), ("RiemannXi[0]", "1/2"),
                  ("RiemannXi[2]", "Pi/6"), ("RiemannXi[4]", "Pi^2/15"),
                  ("RiemannXi[s]", "RiemannXi[s]"),
                  ("N[RiemannXi[3], 20]", "0.57393989404675551338")])

special("RiemannR", 1, lambda m, x: m.riemannr(x),
        usage="RiemannR[x] gives the Riemann prime counting function R(x).",
        examples=[("RiemannR[100.]", "25.6616"), ("RiemannR[x]", "RiemannR[x]"),
                  ("N[RiemannR[1000], 20]", "168.35944628116734806"),
                  ("Round[RiemannR[10.^6]]", "78527"), ("RiemannR[2.]", "1.54101")])


def _prime_zeta(m, s):
    if m.re(s) <= 1 and not isinstance(s, m.mpc):
        return None
    return m.primezeta(s)


special("PrimeZetaP", 1, _prime_zeta,
        usage="PrimeZetaP[s] gives the prime zeta function P(s), the sum of p^-s over the "
              "primes p.",
        values={"1": "Infinity", "Infinity": "0"},
        examples=[("PrimeZetaP[2.]", "0.452247"), ("PrimeZetaP[s]", "PrimeZetaP[s]"),
                  ("PrimeZetaP[1]", "Infinity"),
                  ("N[PrimeZetaP[3], 20]", "0.17476263929944353642"),
                  ("PrimeZetaP[Infinity]", "0")])


def _stieltjes(m, n, a=None):
    k = _index(m, n, 0)
    if k is None or k > 10 ** 6:    # mpmath's quadrature takes no index beyond a machine int
        return None
    return m.stieltjes(k) if a is None else m.stieltjes(k, a)


special("StieltjesGamma", (1, 2), _stieltjes,
        usage="StieltjesGamma[n] gives the Stieltjes constant gamma_n; StieltjesGamma[n, a] "
              "the generalized constant gamma_n(a).",
        values={"0": "EulerGamma", "0, 1": "EulerGamma", "_, 1": "StieltjesGamma[#1]"},
        examples=[("N[StieltjesGamma[1]]", "-0.0728158"), ("StieltjesGamma[0]", "EulerGamma"),
                  ("StieltjesGamma[2]", "StieltjesGamma[2]"),
                  ("N[StieltjesGamma[2], 20]", "-0.0096903631928723184845"),
                  ("StieltjesGamma[n, 1]", "StieltjesGamma[n]"),
                  ("N[StieltjesGamma[1, 1/2]]", "-1.35346")])


def _through_zeta(text):
    """A rule writing the function at an integer other than 1 through Zeta."""
    def rule(ev, expr):
        k = int_value(expr.args[0])
        if k is not None and k != 1 and abs(k) <= MAX_EXACT:
            return form(text, expr.args[0])
        return None
    return rule


special("DirichletEta", 1, lambda m, s: m.altzeta(s),
        rule=_through_zeta("(1 - 2^(1 - #1)) Zeta[#1]"),
        usage="DirichletEta[s] gives the Dirichlet eta function eta(s).",
        values={"1": "Log[2]"},
        examples=[("DirichletEta[2.]", "0.822467"), ("DirichletEta[1]", "Log[2]"),
                  ("DirichletEta[2]", "Pi^2/12"), ("DirichletEta[0]", "1/2"),
                  ("DirichletEta[3]", "(3 Zeta[3])/4"), ("DirichletEta[-1]", "1/4"),
                  ("DirichletEta[s]", "DirichletEta[s]")])

special("DirichletLambda", 1, lambda m, s: (1 - 2 ** (-s)) * m.zeta(s),
        rule=_through_zeta("(1 - 2^(-#1)) Zeta[#1]"),
        usage="DirichletLambda[s] gives the Dirichlet lambda function lambda(s).",
        values={"1": "ComplexInfinity"},
        examples=[("DirichletLambda[2.]", "1.2337"), ("DirichletLambda[2]", "Pi^2/8"),
                  ("DirichletLambda[1]", "ComplexInfinity"), ("DirichletLambda[0]", "0"),
                  ("DirichletLambda[3]", "(7 Zeta[3])/8"),
                  ("DirichletLambda[s]", "DirichletLambda[s]")])


def _euler_number(n):
    """The Euler number E_n (E_0 = 1, E_2 = -1, ...)."""
    import sympy
    return int(sympy.euler(n))


def _beta_rule(ev, expr):
    k = int_value(expr.args[0])
    if k is None or abs(k) > MAX_EXACT:
        return None
    if k <= 0:
        return make_rational(Fraction(_euler_number(-k), 2))
    if k % 2 == 1:
        j = (k - 1) // 2
        c = Fraction((-1) ** j * _euler_number(2 * j), 4 ** (j + 1) * _factorial(2 * j))
        return times(make_rational(c), power(S.Pi, Integer(k)))
    if k == 2:
        return S.Catalan
    return None


def _factorial(n):
    r = 1
    for i in range(2, n + 1):
        r *= i
    return r


special("DirichletBeta", 1, lambda m, s: m.dirichlet(s, [0, 1, 0, -1]), rule=_beta_rule,
        usage="DirichletBeta[s] gives the Dirichlet beta function beta(s).",
        values={"Infinity": "1"},
        examples=[("DirichletBeta[2.]", "0.915966"), ("DirichletBeta[1]", "Pi/4"),
                  ("DirichletBeta[2]", "Catalan"), ("DirichletBeta[3]", "Pi^3/32"),
                  ("DirichletBeta[0]", "1/2"), ("DirichletBeta[-2]", "-1/2"),
                  ("DirichletBeta[s]", "DirichletBeta[s]")])


