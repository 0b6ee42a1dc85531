"""Exponential, trigonometric and error-like integrals: CosIntegral, SinIntegral,
CoshIntegral, SinhIntegral, ExpIntegralE, FresnelS, FresnelC, FresnelF, FresnelG, Erfi,
DawsonF, MarcumQ.

Declared through ``tabulated.special``: exact values at 0 and the infinities, parity,
numeric values through mpmath at any precision (SciPy on packed machine arrays), derivatives.
"""

from fractions import Fraction

from mathilda.algorithms.functions.numeric import fraction_value
from mathilda.builtins.functions.tabulated import form, special
from mathilda.core.expr import S
from mathilda.numbers.arith import ONE, ZERO
from mathilda.numbers.infinity import INFINITY

# the derivatives of CosIntegral, SinIntegral, CoshIntegral, SinhIntegral and Erfi are in
# calculus/derivatives.py's table

special("CosIntegral", 1, lambda m, z: m.ci(z),
        usage="CosIntegral[z] gives the cosine integral function Ci(z).",
        values={"0": "-Infinity", "Infinity": "0", "-Infinity": "I Pi",
                "I Infinity": "(I Pi)/2", "-I Infinity": "-(I Pi)/2"},
        kernel=lambda np, sp, z: None if (z <= 0).any() else sp.sici(z)[1],
        examples=[("CosIntegral[2.5]", "0.285871"), ("CosIntegral[0]", "-Infinity"),
                  ("CosIntegral[Infinity]", "0"), ("CosIntegral[-1.]", "0.337404 + 3.14159 I"),
                  ("D[CosIntegral[x], x]", "Cos[x]/x"),
                  ("N[CosIntegral[1], 20]", "0.33740392290096813466")])

special("SinIntegral", 1, lambda m, z: m.si(z),
        usage="SinIntegral[z] gives the sine integral function Si(z).",
        values={"0": "0", "Infinity": "Pi/2", "I Infinity": "I Infinity"}, parity="odd",
        kernel=lambda np, sp, z: sp.sici(z)[0],
        examples=[("SinIntegral[1.]", "0.946083"), ("SinIntegral[0]", "0"),
                  ("SinIntegral[Infinity]", "Pi/2"), ("SinIntegral[-x]", "-SinIntegral[x]"),
                  ("SinIntegral[-Infinity]", "-Pi/2"),
                  ("D[SinIntegral[x], x]", "Sin[x]/x")])

special("CoshIntegral", 1, lambda m, z: m.chi(z),
        usage="CoshIntegral[z] gives the hyperbolic cosine integral Chi(z).",
        values={"0": "-Infinity", "Infinity": "Infinity", "-Infinity": "Infinity"},
        kernel=lambda np, sp, z: None if (z <= 0).any() else sp.shichi(z)[1],
        examples=[("CoshIntegral[1.]", "0.837867"), ("CoshIntegral[0]", "-Infinity"),
                  ("CoshIntegral[Infinity]", "Infinity"),
                  ("D[CoshIntegral[x], x]", "Cosh[x]/x")])

special("SinhIntegral", 1, lambda m, z: m.shi(z),
        usage="SinhIntegral[z] gives the hyperbolic sine integral Shi(z).",
        values={"0": "0", "Infinity": "Infinity", "I Infinity": "(I Pi)/2"}, parity="odd",
        kernel=lambda np, sp, z: sp.shichi(z)[0],
        examples=[("SinhIntegral[1.]", "1.05725"), ("SinhIntegral[0]", "0"),
                  ("SinhIntegral[-x]", "-SinhIntegral[x]"),
                  ("SinhIntegral[-Infinity]", "-Infinity"),
                  ("D[SinhIntegral[x], x]", "Sinh[x]/x")])


def _expintegral_e(ev, expr):
    n, z = expr.args
    if z == INFINITY:
        return ZERO
    nv = fraction_value(n)
    if nv is None:
        return None
    if z == ZERO:
        return form("1/(-1 + #1)", n) if nv > 1 else S.ComplexInfinity
    if nv == 0:
        return form("1/(E^#1 #1)", z)
    if nv == Fraction(1, 2):
        return form("(Sqrt[Pi] Erfc[Sqrt[#1]])/Sqrt[#1]", z)
    return None


special("ExpIntegralE", 2, lambda m, n, z: m.expint(n, z), rule=_expintegral_e,
        usage="ExpIntegralE[n, z] gives the exponential integral function E_n(z).",
        derivatives=(None, "-ExpIntegralE[-1 + #1, #2]"),
        kernel=lambda np, sp, n, z: None if (z <= 0).any() or (n < 0).any()
        or (n != np.round(n)).any() else sp.expn(n.astype(np.int64), z),
        examples=[("ExpIntegralE[2, 1.5]", "0.0731008"), ("ExpIntegralE[3, 0]", "1/2"),
                  ("ExpIntegralE[0, z]", "E^(-z)/z"), ("ExpIntegralE[n, Infinity]", "0"),
                  ("D[ExpIntegralE[n, x], x]", "-ExpIntegralE[-1 + n, x]"),
                  ("ExpIntegralE[1/2, z]", "(Sqrt[Pi] Erfc[Sqrt[z]])/Sqrt[z]")])

special("FresnelS", 1, lambda m, z: m.fresnels(z),
        usage="FresnelS[z] gives the Fresnel integral S(z).",
        values={"0": "0", "Infinity": "1/2", "I Infinity": "-I/2"}, parity="odd",
        derivatives=("Sin[(Pi #1^2)/2]",),
        kernel=lambda np, sp, z: sp.fresnel(z)[0],
        examples=[("FresnelS[1.]", "0.438259"), ("FresnelS[0]", "0"),
                  ("FresnelS[Infinity]", "1/2"), ("FresnelS[-x]", "-FresnelS[x]"),
                  ("D[FresnelS[x], x]", "Sin[(Pi x^2)/2]"),
                  ("N[FresnelS[2], 20]", "0.34341567836369824220")])

special("FresnelC", 1, lambda m, z: m.fresnelc(z),
        usage="FresnelC[z] gives the Fresnel integral C(z).",
        values={"0": "0", "Infinity": "1/2", "I Infinity": "I/2"}, parity="odd",
        derivatives=("Cos[(Pi #1^2)/2]",),
        kernel=lambda np, sp, z: sp.fresnel(z)[1],
        examples=[("FresnelC[1.]", "0.779893"), ("FresnelC[0]", "0"),
                  ("FresnelC[Infinity]", "1/2"), ("FresnelC[-x]", "-FresnelC[x]"),
                  ("D[FresnelC[x], x]", "Cos[(Pi x^2)/2]")])


def _fresnel_aux(which):
    """FresnelF (f) and FresnelG (g) from S and C, with the precision their cancellation
    needs for large arguments."""
    def fn(m, z):
        extra = int(min(abs(z) ** 2 * 2.5, 20000)) + 10
        with m.extraprec(extra):
            s, c = m.fresnels(z), m.fresnelc(z)
            t = m.pi * z ** 2 / 2
            if which == "f":
                r = (m.mpf(1) / 2 - s) * m.cos(t) - (m.mpf(1) / 2 - c) * m.sin(t)
            else:
                r = (m.mpf(1) / 2 - c) * m.cos(t) + (m.mpf(1) / 2 - s) * m.sin(t)
        return +r
    return fn


special("FresnelF", 1, _fresnel_aux("f"),
        usage="FresnelF[z] gives the Fresnel auxiliary function F(z).",
        values={"0": "1/2", "Infinity": "0"}, derivatives=("-(Pi #1 FresnelG[#1])",),
        examples=[("FresnelF[1.]", "0.279893"), ("FresnelF[0]", "1/2"),
                  ("FresnelF[Infinity]", "0"), ("D[FresnelF[x], x]", "-(Pi x FresnelG[x])"),
                  ("FresnelF[100.]", "0.0031831")])

special("FresnelG", 1, _fresnel_aux("g"),
        usage="FresnelG[z] gives the Fresnel auxiliary function G(z).",
        values={"0": "1/2", "Infinity": "0"}, derivatives=("-1 + Pi #1 FresnelF[#1]",),
        examples=[("FresnelG[1.]", "0.0617409"), ("FresnelG[0]", "1/2"),
                  ("FresnelG[Infinity]", "0"), ("D[FresnelG[x], x]", "-1 + Pi x FresnelF[x]")])

special("Erfi", 1, lambda m, z: m.erfi(z),
        usage="Erfi[z] gives the imaginary error function erf(i z)/i.",
        values={"0": "0", "Infinity": "Infinity", "I Infinity": "I"}, parity="odd",
        kernel=lambda np, sp, z: sp.erfi(z),
        examples=[("Erfi[1.]", "1.65043"), ("Erfi[0]", "0"), ("Erfi[Infinity]", "Infinity"),
                  ("Erfi[-x]", "-Erfi[x]"), ("D[Erfi[x], x]", "(2 E^x^2)/Sqrt[Pi]"),
                  ("N[Erfi[1/2], 20]", "0.61495209469651098084")])


def _dawson(m, z):
    with m.extraprec(10):
        return m.sqrt(m.pi) / 2 * m.exp(-z ** 2) * m.erfi(z)


special("DawsonF", 1, _dawson,
        usage="DawsonF[z] gives the Dawson integral F(z).",
        values={"0": "0", "Infinity": "0"}, parity="odd",
        derivatives=("1 - 2 #1 DawsonF[#1]",), kernel=lambda np, sp, z: sp.dawsn(z),
        examples=[("DawsonF[1.]", "0.53808"), ("DawsonF[0]", "0"), ("DawsonF[-x]", "-DawsonF[x]"),
                  ("DawsonF[Infinity]", "0"), ("D[DawsonF[x], x]", "1 - 2 x DawsonF[x]")])


def _marcum(m, mu, a, b, b1=None):
    """Q_mu(a, b) = e^(-a^2/2) sum_j (a^2/2)^j/j! Q(mu + j, b^2/2): the noncentral chi-square
    tail as a Poisson mixture of regularized upper gamma functions (all terms positive)."""
    if b1 is not None:
        return _marcum(m, mu, a, b) - _marcum(m, mu, a, b1)
    if any(isinstance(v, m.mpc) for v in (mu, a, b)) or mu <= 0 or a < 0 or b < 0:
        return None
    x, y = a * a / 2, b * b / 2
    total, w, j = m.mpf(0), m.exp(-x), 0
    eps = m.eps
    while True:
        term = w * m.gammainc(mu + j, y, regularized=True)
        total += term
        j += 1
        w *= x / j
        if j > x and (w < eps * total or w == 0):
            break
        if j > 100000:
            return None
    return total


def _marcum_rule(ev, expr):
    mu, a, b = expr.args[:3]
    if len(expr.args) == 4:
        if b == expr.args[3]:
            return ZERO
        return None
    if b == ZERO:
        return ONE
    if b == INFINITY:
        return ZERO
    if a == ZERO:
        return form("Gamma[#1, #2^2/2]/Gamma[#1]", mu, b)
    return None


special("MarcumQ", (3, 4), _marcum, rule=_marcum_rule, real=True,
        usage="MarcumQ[m, a, b] gives the generalized Marcum Q-function Q_m(a, b); "
              "MarcumQ[m, a, b0, b1] gives Q_m(a, b0) - Q_m(a, b1).",
        derivatives={3: (None, "(#3^#1 BesselI[#1, #2 #3])/(#2^(-1 + #1) E^((#2^2 + #3^2)/2))",
                         "-((#3^#1 BesselI[-1 + #1, #2 #3])/(#2^(-1 + #1) "
                         "E^((#2^2 + #3^2)/2)))")},
        examples=[("MarcumQ[1, 0.5, 1.5]", "0.369069"), ("MarcumQ[m, a, 0]", "1"),
                  ("MarcumQ[1, 0, b]", "E^(-b^2/2)"), ("MarcumQ[2, 1., 2., 3.]", "0.406518"),
                  ("MarcumQ[m, a, Infinity]", "0")])
