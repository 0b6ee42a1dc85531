"""Theta, Weierstrass and modular functions: EllipticTheta, EllipticThetaPrime,
EllipticNomeQ, InverseEllipticNomeQ, NevilleThetaS/C/D/N, WeierstrassP, WeierstrassPPrime,
InverseWeierstrassP, WeierstrassZeta, WeierstrassSigma, KleinInvariantJ, ModularLambda,
DedekindEta.

Declared through ``tabulated.special``.  The Weierstrass functions of the invariants
{g2, g3} are computed from the roots e1, e2, e3 of 4 t^3 - g2 t - g3: P(u) is
e3 + (e1 - e3) ns^2(u Sqrt[e1 - e3] | m) with m = (e2 - e3)/(e1 - e3), the inverse is Carlson's
R_F(p - e1, p - e2, p - e3), and zeta and sigma come from theta functions of the nome of the
half-periods w1 = K(m)/Sqrt[e1 - e3], w3 = I K(1 - m)/Sqrt[e1 - e3].
"""

from mathilda.algorithms.functions.numeric import inexact, mp_apply
from mathilda.builtins.functions.tabulated import form, parity_rule, special
from mathilda.core.expr import Complex, Expression, S

_ODD = parity_rule("odd1")
_EVEN = parity_rule("even1")

# --- theta functions -------------------------------------------------------------------------


def _theta(derivative):
    def fn(m, a, *rest):
        if a != int(a) or not 1 <= a <= 4:
            return None
        u, q = rest if len(rest) == 2 else (m.mpf(0), rest[0])
        if abs(q) >= 1:
            return None
        return m.jtheta(int(a), u, q, derivative)
    return fn


def _theta_parity(prime):
    """EllipticTheta[1, u, q] is odd in u, the others even; EllipticThetaPrime the reverse."""
    def rule(ev, expr):
        if len(expr.args) != 3:
            return None
        a, u, q = expr.args
        from mathilda.numbers.elementary import looks_negative, negate
        if not looks_negative(u) or not a.is_number:
            return None
        g = Expression(expr.head, (a, negate(ev, u), q))
        odd = (a.value == 1) != prime
        return form("-#1", g) if odd else g
    return rule


special("EllipticTheta", (2, 3), _theta(0), rule=_theta_parity(False),
        usage="EllipticTheta[a, u, q] gives the theta function theta_a(u, q), a = 1, 2, 3, 4; "
              "EllipticTheta[a, q] gives theta_a(0, q).",
        values={"1, 0, _": "0", "1, _": "0", "1, _, 0": "0", "2, _, 0": "0",
                "3, _, 0": "1", "4, _, 0": "1", "3, 0": "1", "4, 0": "1", "2, 0": "0"},
        derivatives={3: (None, "EllipticThetaPrime[#1, #2, #3]", None)},
        examples=[("EllipticTheta[1, 0.5, 0.2]", "0.587908"), ("EllipticTheta[1, 0, q]", "0"),
                  ("EllipticTheta[3, u, 0]", "1"), ("EllipticTheta[3, 0.3]", "1.61624"),
                  ("EllipticTheta[1, -u, q]", "-EllipticTheta[1, u, q]"),
                  ("D[EllipticTheta[2, u, q], u]", "EllipticThetaPrime[2, u, q]"),
                  ("N[EllipticTheta[4, 1/2, 1/3], 20]", "0.62962379551200158027")])

special("EllipticThetaPrime", (2, 3), _theta(1), rule=_theta_parity(True),
        usage="EllipticThetaPrime[a, u, q] gives the derivative of the theta function "
              "theta_a(u, q) with respect to u; EllipticThetaPrime[a, q] its value at u = 0.",
        values={"2, 0, _": "0", "3, 0, _": "0", "4, 0, _": "0", "2, _": "0", "3, _": "0",
                "4, _": "0"},
        examples=[("EllipticThetaPrime[1, 0.5, 0.2]", "1.16205"),
                  ("EllipticThetaPrime[3, 0, q]", "0"),
                  ("EllipticThetaPrime[1, 0.3]", "1.08591"),
                  ("EllipticThetaPrime[2, -u, q]", "-EllipticThetaPrime[2, u, q]"),
                  ("EllipticThetaPrime[4, q]", "0")])

special("EllipticNomeQ", 1, lambda m, k: m.qfrom(m=k),
        usage="EllipticNomeQ[m] gives the nome q = exp(-Pi K(1 - m)/K(m)).",
        values={"0": "0", "1": "1"},
        derivatives=("(Pi^2 EllipticNomeQ[#1])/(4 (1 - #1) #1 EllipticK[#1]^2)",),
        examples=[("EllipticNomeQ[0.5]", "0.0432139"), ("EllipticNomeQ[0]", "0"),
                  ("EllipticNomeQ[1]", "1"), ("EllipticNomeQ[m]", "EllipticNomeQ[m]"),
                  ("N[EllipticNomeQ[1/3], 20]", "0.025319913366285186867")])

special("InverseEllipticNomeQ", 1,
        lambda m, q: m.mfrom(q=q) if abs(q) < 1 else None,
        usage="InverseEllipticNomeQ[q] gives the parameter m whose nome EllipticNomeQ[m] is q.",
        values={"0": "0"},
        examples=[("InverseEllipticNomeQ[0.1]", "0.802403"), ("InverseEllipticNomeQ[0]", "0"),
                  ("InverseEllipticNomeQ[q]", "InverseEllipticNomeQ[q]"),
                  ("InverseEllipticNomeQ[EllipticNomeQ[0.3]]", "0.3"),
                  ("N[InverseEllipticNomeQ[1/10], 20]", "0.80240329821757621169")])

# --- Neville theta functions -----------------------------------------------------------------


def _neville(kind):
    a = {"s": 1, "c": 2, "d": 3, "n": 4}[kind]

    def fn(m, u, k):
        q = m.qfrom(m=k)
        kk = m.ellipk(k)
        v = m.pi * u / (2 * kk)
        if kind == "s":
            return 2 * kk * m.jtheta(1, v, q) / (m.pi * m.jtheta(1, 0, q, 1))
        return m.jtheta(a, v, q) / m.jtheta(a, 0, q)
    return fn


# kind -> (value at u = 0, at m = 0, odd)
_NEVILLE = {"S": ("0", "Sin[#1]", True), "C": ("1", "Cos[#1]", False),
            "D": ("1", "1", False), "N": ("1", "1", False)}
_NEVILLE_AT = {"S": "0.482871", "C": "0.896478", "D": "0.983304", "N": "1.01825"}

for _name in ("NevilleThetaS", "NevilleThetaC", "NevilleThetaD", "NevilleThetaN"):
    _k = _name[-1]
    _u0, _m0, _odd = _NEVILLE[_k]
    special(_name, 2, _neville(_k.lower()),
            usage="%s[z, m] gives the Neville theta function theta_%s(z | m)."
                  % (_name, _k.lower()),
            values={"0, _": _u0, "_, 0": _m0}, parity="odd1" if _odd else "even1",
            examples=[("%s[0.5, 0.3]" % _name, _NEVILLE_AT[_k]), ("%s[0, m]" % _name, _u0),
                      ("%s[z, 0]" % _name, _m0.replace("#1", "z")),
                      ("%s[-z, m]" % _name, ("-%s[z, m]" if _odd else "%s[z, m]") % _name),
                      ("%s[z, m]" % _name, "%s[z, m]" % _name)])

# --- Weierstrass functions -------------------------------------------------------------------


def _roots(m, g2, g3):
    """e1, e2, e3 (real roots in decreasing order), or None for a degenerate cubic."""
    if abs(g2 ** 3 - 27 * g3 ** 2) < m.eps * (abs(g2) ** 3 + 27 * abs(g3) ** 2 + 1):
        return None
    es = m.polyroots([4, 0, -g2, -g3], maxsteps=200, extraprec=40)
    if all(abs(m.im(e)) < m.eps * 10 * (1 + abs(e)) for e in es):
        es = sorted((m.re(e) for e in es), reverse=True)
    return es


def _wp(m, u, g2, g3, prime=False):
    es = _roots(m, g2, g3)
    if es is None:
        return None
    e1, e2, e3 = es
    s = m.sqrt(e1 - e3)
    k = (e2 - e3) / (e1 - e3)
    w = u * s
    ns = m.ellipfun("ns", w, k)
    if prime:
        return -2 * s ** 3 * ns * m.ellipfun("cs", w, k) * m.ellipfun("ds", w, k)
    return e3 + (e1 - e3) * ns ** 2


def _half_periods(m, es):
    e1, e2, e3 = es
    s = m.sqrt(e1 - e3)
    k = (e2 - e3) / (e1 - e3)
    w1, w3 = m.ellipk(k) / s, 1j * m.ellipk(1 - k) / s
    if m.im(w3 / w1) < 0:
        w3 = -w3
    return w1, w3


def _zeta_sigma(m, u, g2, g3, which):
    es = _roots(m, g2, g3)
    if es is None:
        return None
    w1, w3 = _half_periods(m, es)
    q = m.exp(1j * m.pi * w3 / w1)
    t1 = m.jtheta(1, 0, q, 1)
    eta1 = -m.pi ** 2 * m.jtheta(1, 0, q, 3) / (12 * w1 * t1)
    v = m.pi * u / (2 * w1)
    if which == "zeta":
        return eta1 * u / w1 + m.pi / (2 * w1) * m.jtheta(1, v, q, 1) / m.jtheta(1, v, q)
    return 2 * w1 / m.pi * m.exp(eta1 * u ** 2 / (2 * w1)) * m.jtheta(1, v, q) / t1


def _inverse_wp(m, p, g2, g3):
    es = _roots(m, g2, g3)
    if es is None:
        return None
    return m.elliprf(p - es[0], p - es[1], p - es[2])


def _invariants(x):
    """(g2, g3) of an invariants list {g2, g3}, else None."""
    if isinstance(x, Expression) and x.head is S.List and len(x.args) == 2:
        return x.args
    return None


def _weierstrass(fn, parity, degenerate):
    """The rule of a Weierstrass function: numeric values for numeric arguments, the
    degenerate case {0, 0} (``degenerate``: its closed form in #1), the parity in u."""
    sym = parity_rule(parity) if parity else None

    def rule(ev, expr):
        u, g = expr.args
        inv = _invariants(g)
        if inv is None:
            return None
        g2, g3 = inv
        if inexact(u, g2, g3):
            real = not any(type(x) is Complex for x in (u, g2, g3))
            return mp_apply(lambda m, a, b, c: fn(m, a, b, c), [u, g2, g3], force_real=real)
        if g2.is_number and g3.is_number and g2.value == 0 and g3.value == 0 and degenerate:
            return form(degenerate, u)
        return sym(ev, expr) if sym else None
    return rule


_W_ATTRS = ("NumericFunction", "Protected", "ReadProtected")

special("WeierstrassP", 2, None, attributes=_W_ATTRS,
        rule=_weierstrass(_wp, "even1", "1/#1^2"),
        usage="WeierstrassP[u, {g2, g3}] gives the Weierstrass elliptic function P(u; g2, g3).",
        derivatives=("WeierstrassPPrime[#1, #2]", None),
        examples=[("WeierstrassP[0.5, {1, 2}]", "4.01698"),
                  ("WeierstrassP[u, {0, 0}]", "1/u^2"),
                  ("WeierstrassP[-u, {g2, g3}]", "WeierstrassP[u, {g2, g3}]"),
                  ("D[WeierstrassP[u, {g2, g3}], u]", "WeierstrassPPrime[u, {g2, g3}]"),
                  ("N[WeierstrassP[1/2, {2, 1/3}], 20]", "4.0257974617727537510")])

special("WeierstrassPPrime", 2, None, attributes=_W_ATTRS,
        rule=_weierstrass(lambda m, u, a, b: _wp(m, u, a, b, True), "odd1", "-2/#1^3"),
        usage="WeierstrassPPrime[u, {g2, g3}] gives the derivative P'(u; g2, g3) of the "
              "Weierstrass elliptic function.",
        derivatives=("6 WeierstrassP[#1, #2]^2 - #2[[1]]/2", None),
        examples=[("WeierstrassPPrime[0.5, {1, 2}]", "-15.9141"),
                  ("WeierstrassPPrime[u, {0, 0}]", "-2/u^3"),
                  ("WeierstrassPPrime[-u, {g2, g3}]", "-WeierstrassPPrime[u, {g2, g3}]"),
                  ("D[WeierstrassPPrime[u, {g2, g3}], u]",
                   "-g2/2 + 6 WeierstrassP[u, {g2, g3}]^2"),
                  ("WeierstrassPPrime[u, {g2, g3}]", "WeierstrassPPrime[u, {g2, g3}]")])

special("InverseWeierstrassP", 2, None, attributes=_W_ATTRS,
        rule=_weierstrass(_inverse_wp, None, None),
        usage="InverseWeierstrassP[p, {g2, g3}] gives a value of u for which "
              "WeierstrassP[u, {g2, g3}] is p.",
        examples=[("InverseWeierstrassP[WeierstrassP[0.5, {1, 2}], {1, 2}]", "0.5"),
                  ("WeierstrassP[InverseWeierstrassP[3., {2., 1.}], {2., 1.}]", "3."),
                  ("InverseWeierstrassP[p, {g2, g3}]", "InverseWeierstrassP[p, {g2, g3}]"),
                  ("N[InverseWeierstrassP[5, {1, 1}], 20]", "0.44772723910647175351"),
                  ("InverseWeierstrassP[2., {1., 0.5}]", "0.71249")])

special("WeierstrassZeta", 2, None, attributes=_W_ATTRS,
        rule=_weierstrass(lambda m, u, a, b: _zeta_sigma(m, u, a, b, "zeta"), "odd1", "1/#1"),
        usage="WeierstrassZeta[u, {g2, g3}] gives the Weierstrass zeta function "
              "zeta(u; g2, g3).",
        derivatives=("-WeierstrassP[#1, #2]", None),
        examples=[("WeierstrassZeta[0.5, {1, 2}]", "1.99747"),
                  ("WeierstrassZeta[u, {0, 0}]", "1/u"),
                  ("WeierstrassZeta[-u, {g2, g3}]", "-WeierstrassZeta[u, {g2, g3}]"),
                  ("D[WeierstrassZeta[u, {g2, g3}], u]", "-WeierstrassP[u, {g2, g3}]"),
                  ("N[WeierstrassZeta[1/2, {2, 1/3}], 20]", "1.9957551350439298818")])

special("WeierstrassSigma", 2, None, attributes=_W_ATTRS,
        rule=_weierstrass(lambda m, u, a, b: _zeta_sigma(m, u, a, b, "sigma"), "odd1", "#1"),
        usage="WeierstrassSigma[u, {g2, g3}] gives the Weierstrass sigma function "
              "sigma(u; g2, g3).",
        derivatives=("WeierstrassSigma[#1, #2] WeierstrassZeta[#1, #2]", None),
        examples=[("WeierstrassSigma[0.5, {1, 2}]", "0.499851"),
                  ("WeierstrassSigma[u, {0, 0}]", "u"),
                  ("WeierstrassSigma[-u, {g2, g3}]", "-WeierstrassSigma[u, {g2, g3}]"),
                  ("D[WeierstrassSigma[u, {g2, g3}], u]",
                   "WeierstrassSigma[u, {g2, g3}] WeierstrassZeta[u, {g2, g3}]"),
                  ("N[WeierstrassSigma[1, {1, 1}], 20]", "0.99463617273083387028")])

# --- modular functions -----------------------------------------------------------------------


def _upper(fn):
    """fn(m, tau) for tau in the upper half-plane, else None; real on the imaginary axis."""
    def value(m, tau):
        if m.im(tau) <= 0:
            return None
        r = fn(m, tau)
        return m.re(r) if m.re(tau) == 0 else r
    return value


def _lambda(m, tau):
    q = m.exp(1j * m.pi * tau)
    return (m.jtheta(2, 0, q) / m.jtheta(3, 0, q)) ** 4


special("KleinInvariantJ", 1, _upper(lambda m, tau: m.kleinj(tau)),
        usage="KleinInvariantJ[tau] gives the Klein invariant modular function J(tau).",
        values={"I": "1", "(-1 + I Sqrt[3])/2": "0", "(1 + I Sqrt[3])/2": "0"},
        examples=[("KleinInvariantJ[2. I]", "166.375"), ("KleinInvariantJ[I]", "1"),
                  ("KleinInvariantJ[(1 + I Sqrt[3])/2]", "0"),
                  ("KleinInvariantJ[tau]", "KleinInvariantJ[tau]"),
                  ("KleinInvariantJ[0.5 + I]", "-0.051849 + 1.2997*^-24 I")])

special("ModularLambda", 1, _upper(_lambda),
        usage="ModularLambda[tau] gives the modular lambda elliptic function lambda(tau).",
        values={"I": "1/2"},
        examples=[("ModularLambda[2. I]", "0.0294373"), ("ModularLambda[I]", "1/2"),
                  ("ModularLambda[tau]", "ModularLambda[tau]"),
                  ("ModularLambda[0.5 + I]", "0.228566 + 0.636309 I"),
                  ("N[ModularLambda[I/2], 20]", "0.97056274847714058562")])

special("DedekindEta", 1, _upper(lambda m, tau: m.eta(tau)),
        usage="DedekindEta[tau] gives the Dedekind eta modular elliptic function eta(tau).",
        values={"I": "Gamma[1/4]/(2 Pi^(3/4))"},
        examples=[("DedekindEta[2. I]", "0.592383"), ("DedekindEta[I]",
                                                    "Gamma[1/4]/(2 Pi^(3/4))"),
                  ("DedekindEta[tau]", "DedekindEta[tau]"),
                  ("DedekindEta[0.5 + I]", "0.764503 + 0.100649 I"),
                  ("N[DedekindEta[I], 20]", "0.76822542232605665900")])
