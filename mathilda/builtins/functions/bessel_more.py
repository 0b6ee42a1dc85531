"""Bessel-type functions beyond J, Y, I, K: AiryAiPrime, AiryBi, AiryBiPrime, AiryAiZero,
AiryBiZero, ScorerGi, ScorerHi, ScorerGiPrime, ScorerHiPrime, HankelH1, HankelH2,
SphericalBesselJ, SphericalBesselY, SphericalHankelH1, SphericalHankelH2, StruveH, StruveL,
KelvinBer, KelvinBei, KelvinKer, KelvinKei, AngerJ, WeberE, BesselJZero, BesselYZero.

Declared through ``tabulated.special``.  Spherical Bessel functions of integer order are
written out in Sin and Cos (the recurrence f_{n+1} = (2n + 1)/z f_n - f_{n-1}); the zeros
are numeric only (``N[BesselJZero[0, 1]]``), as in the Wolfram Language.
"""

from fractions import Fraction

from mathilda.algorithms.build import plus, power, times
from mathilda.algorithms.functions.numeric import fraction_value, int_value
from mathilda.builtins.functions.tabulated import form, special
from mathilda.core.expr import Expression, Integer, S
from mathilda.numbers.arith import MINUS_ONE, ONE, ZERO

MAX_ORDER = 40          # spherical Bessel functions up to this order are written out


def _index(m, k):
    """A positive integer from an integer-valued number, else None."""
    if isinstance(k, m.mpc) or k != int(k) or k < 1:
        return None
    return int(k)


def _zero(fname):
    def fn(m, *xs):
        k = _index(m, xs[-1])
        return None if k is None else getattr(m, fname)(*xs[:-1], k)
    return fn


# --- Airy and Scorer ---------------------------------------------------------------------------

special("AiryAiPrime", 1, lambda m, z: m.airyai(z, 1),
        usage="AiryAiPrime[z] gives the derivative of the Airy function Ai'(z).",
        values={"0": "-(1/(3^(1/3) Gamma[1/3]))", "Infinity": "0"},
        derivatives=("#1 AiryAi[#1]",), kernel=lambda np, sp, z: sp.airy(z)[1],
        examples=[("AiryAiPrime[1.]", "-0.159147"), ("AiryAiPrime[0]",
                                                     "-(1/(3^(1/3) Gamma[1/3]))"),
                  ("AiryAiPrime[Infinity]", "0"), ("D[AiryAiPrime[x], x]", "x AiryAi[x]"),
                  ("N[AiryAiPrime[-1], 20]", "-0.010160567116645209395")])

special("AiryBi", 1, lambda m, z: m.airybi(z),
        usage="AiryBi[z] gives the Airy function Bi(z).",
        values={"0": "1/(3^(1/6) Gamma[2/3])", "Infinity": "Infinity", "-Infinity": "0"},
        derivatives=("AiryBiPrime[#1]",), kernel=lambda np, sp, z: sp.airy(z)[2],
        examples=[("AiryBi[1.]", "1.20742"), ("AiryBi[0]", "1/(3^(1/6) Gamma[2/3])"),
                  ("AiryBi[Infinity]", "Infinity"), ("D[AiryBi[x], x]", "AiryBiPrime[x]"),
                  ("AiryBi[-2.]", "-0.412303")])

special("AiryBiPrime", 1, lambda m, z: m.airybi(z, 1),
        usage="AiryBiPrime[z] gives the derivative of the Airy function Bi'(z).",
        values={"0": "3^(1/6)/Gamma[1/3]", "Infinity": "Infinity", "-Infinity": "0"},
        derivatives=("#1 AiryBi[#1]",), kernel=lambda np, sp, z: sp.airy(z)[3],
        examples=[("AiryBiPrime[1.]", "0.932436"), ("AiryBiPrime[0]", "3^(1/6)/Gamma[1/3]"),
                  ("D[AiryBiPrime[x], x]", "x AiryBi[x]"), ("AiryBiPrime[Infinity]", "Infinity"),
                  ("AiryBiPrime[-1.]", "0.592376")])

special("AiryAiZero", 1, _zero("airyaizero"),
        usage="AiryAiZero[k] represents the k-th zero of the Airy function Ai(x).",
        examples=[("N[AiryAiZero[1]]", "-2.33811"), ("AiryAiZero[1]", "AiryAiZero[1]"),
                  ("N[AiryAiZero[3], 20]", "-5.5205598280955510591"),
                  ("AiryAi[N[AiryAiZero[2]]] // Chop", "0"),
                  ("N[AiryAiZero[{1, 2}]]", "{-2.33811, -4.08795}")])

special("AiryBiZero", 1, _zero("airybizero"),
        usage="AiryBiZero[k] represents the k-th zero of the Airy function Bi(x).",
        examples=[("N[AiryBiZero[1]]", "-1.17371"), ("AiryBiZero[1]", "AiryBiZero[1]"),
                  ("N[AiryBiZero[2], 20]", "-3.2710933028363527157"),
                  ("AiryBi[N[AiryBiZero[3]]] // Chop", "0"),
                  ("N[AiryBiZero[{1, 2}]]", "{-1.17371, -3.27109}")])


def _scorer_prime(fname):
    def fn(m, z):
        with m.extraprec(20):
            return m.diff(getattr(m, fname), z)
    return fn


special("ScorerGi", 1, lambda m, z: m.scorergi(z),
        usage="ScorerGi[z] gives the Scorer function Gi(z).",
        values={"0": "1/(3^(7/6) Gamma[2/3])", "Infinity": "0"},
        derivatives=("ScorerGiPrime[#1]",),
        examples=[("ScorerGi[1.]", "0.235218"), ("ScorerGi[0]", "1/(3 3^(1/6) Gamma[2/3])"),
                  ("D[ScorerGi[x], x]", "ScorerGiPrime[x]"), ("ScorerGi[Infinity]", "0"),
                  ("N[ScorerGi[2], 20]", "0.16895356565401036277")])

special("ScorerHi", 1, lambda m, z: m.scorerhi(z),
        usage="ScorerHi[z] gives the Scorer function Hi(z).",
        values={"0": "2/(3^(7/6) Gamma[2/3])", "-Infinity": "0"},
        derivatives=("ScorerHiPrime[#1]",),
        examples=[("ScorerHi[1.]", "0.972205"), ("ScorerHi[0]", "2/(3 3^(1/6) Gamma[2/3])"),
                  ("D[ScorerHi[x], x]", "ScorerHiPrime[x]"), ("ScorerHi[-Infinity]", "0"),
                  ("ScorerHi[-1.]", "0.22067")])

special("ScorerGiPrime", 1, _scorer_prime("scorergi"),
        usage="ScorerGiPrime[z] gives the derivative of the Scorer function Gi'(z).",
        values={"0": "1/(3^(5/6) Gamma[1/3])"}, derivatives=("-1/Pi + #1 ScorerGi[#1]",),
        examples=[("ScorerGiPrime[1.]", "-0.0484378"),
                  ("ScorerGiPrime[0]", "1/(3^(5/6) Gamma[1/3])"),
                  ("D[ScorerGiPrime[x], x]", "-(1/Pi) + x ScorerGi[x]"),
                  ("ScorerGiPrime[2.]", "-0.0672538")])

special("ScorerHiPrime", 1, _scorer_prime("scorerhi"),
        usage="ScorerHiPrime[z] gives the derivative of the Scorer function Hi'(z).",
        values={"0": "2/(3^(5/6) Gamma[1/3])"}, derivatives=("1/Pi + #1 ScorerHi[#1]",),
        examples=[("ScorerHiPrime[1.]", "0.980874"),
                  ("ScorerHiPrime[0]", "2/(3^(5/6) Gamma[1/3])"),
                  ("D[ScorerHiPrime[x], x]", "1/Pi + x ScorerHi[x]"),
                  ("ScorerHiPrime[-1.]", "0.115273")])

# --- Hankel functions -------------------------------------------------------------------------

def _hankel_at_zero(ev, expr):
    n, z = expr.args
    return S.ComplexInfinity if z == ZERO and n.is_number else None


for _name, _mp, _sign in (("HankelH1", "hankel1", "+"), ("HankelH2", "hankel2", "-")):
    special(_name, 2, (lambda f: lambda m, n, z: getattr(m, f)(n, z))(_mp),
            usage="%s[n, z] gives the Hankel function of the %s kind H^(%s)_n(z) = "
                  "J_n(z) %s i Y_n(z)." % (_name, "first" if _sign == "+" else "second",
                                           _name[-1], _sign),
            derivatives=(None, "(%s[-1 + #1, #2] - %s[1 + #1, #2])/2" % (_name, _name)),
            rule=_hankel_at_zero,
            examples=[("%s[0, 1.]" % _name, "0.765198 %s 0.088257 I" % _sign),
                      ("%s[1, 0]" % _name, "ComplexInfinity"),
                      ("%s[n, x]" % _name, "%s[n, x]" % _name),
                      ("D[%s[0, x], x]" % _name, "(%s[-1, x] - %s[1, x])/2" % (_name, _name)),
                      ("%s[1/2, 2.]" % _name, "0.513016 %s 0.234786 I" % _sign)])

# --- spherical Bessel functions ---------------------------------------------------------------

# name -> (f_0, f_{-1}, kind)
_SPHERICAL = {
    "SphericalBesselJ": ("Sin[#1]/#1", "Cos[#1]/#1", "j"),
    "SphericalBesselY": ("-(Cos[#1]/#1)", "Sin[#1]/#1", "y"),
}


def _spherical_value(kind):
    def fn(m, n, z):
        if z == 0:
            if kind == "j":
                return m.mpf(1) if n == 0 else (m.mpf(0) if m.re(n) > 0 else None)
            return None
        bessel = m.besselj if kind == "j" else m.bessely
        return m.sqrt(m.pi / (2 * z)) * bessel(n + m.mpf(1) / 2, z)
    return fn


def _spherical_form(ev, name, k, z):
    """The elementary form of the spherical Bessel function of integer order k >= 0."""
    f0, fm1, _ = _SPHERICAL[name]
    lo, hi = ev.evaluate(form(fm1, z)), ev.evaluate(form(f0, z))
    for j in range(k):
        nxt = plus(times(Integer(2 * j + 1), power(z, MINUS_ONE), hi), times(MINUS_ONE, lo))
        lo, hi = hi, ev.evaluate(Expression(S.Expand, (nxt,)))
    return hi


def _spherical_rule(name):
    def rule(ev, expr):
        n, z = expr.args
        k = int_value(n)
        if z == ZERO and k is not None:
            if name == "SphericalBesselJ":
                return ONE if k == 0 else (ZERO if k > 0 else None)
            return S.ComplexInfinity
        if k is not None and 0 <= k <= MAX_ORDER and type(z) is not Integer:
            return _spherical_form(ev, name, k, z)
        return None
    return rule


special("SphericalBesselJ", 2, _spherical_value("j"), rule=_spherical_rule("SphericalBesselJ"),
        usage="SphericalBesselJ[n, z] gives the spherical Bessel function of the first kind "
              "j_n(z).",
        derivatives=(None, "-SphericalBesselJ[1 + #1, #2] + (#1 SphericalBesselJ[#1, #2])/#2"),
        kernel=lambda np, sp, n, z: None if (n < 0).any() or (n != np.round(n)).any()
        else sp.spherical_jn(n.astype(np.int64), z),
        examples=[("SphericalBesselJ[1, 5.2]", "-0.122771"), ("SphericalBesselJ[0, x]",
                                                             "Sin[x]/x"),
                  ("SphericalBesselJ[1, x]", "-(Cos[x]/x) + Sin[x]/x^2"),
                  ("SphericalBesselJ[0, 0]", "1"), ("SphericalBesselJ[2, 0]", "0"),
                  ("N[SphericalBesselJ[2, 1], 20]", "0.062035052011373861102")])

special("SphericalBesselY", 2, _spherical_value("y"), rule=_spherical_rule("SphericalBesselY"),
        usage="SphericalBesselY[n, z] gives the spherical Bessel function of the second kind "
              "y_n(z).",
        derivatives=(None, "-SphericalBesselY[1 + #1, #2] + (#1 SphericalBesselY[#1, #2])/#2"),
        kernel=lambda np, sp, n, z: None if (n < 0).any() or (n != np.round(n)).any()
        or (z <= 0).any() else sp.spherical_yn(n.astype(np.int64), z),
        examples=[("SphericalBesselY[1, 5.5]", "0.104853"),
                  ("SphericalBesselY[0, x]", "-(Cos[x]/x)"),
                  ("SphericalBesselY[1, x]", "-(Cos[x]/x^2) - Sin[x]/x"),
                  ("SphericalBesselY[0, 0]", "ComplexInfinity"),
                  ("N[SphericalBesselY[1, 2], 20]", "-0.35061200427605525095")])


def _spherical_hankel(sign):
    j, y = _spherical_value("j"), _spherical_value("y")

    def fn(m, n, z):
        a, b = j(m, n, z), y(m, n, z)
        if a is None or b is None:
            return None
        return a + sign * 1j * b
    return fn


for _name, _sign in (("SphericalHankelH1", 1), ("SphericalHankelH2", -1)):
    _pm = "+" if _sign > 0 else "-"
    special(_name, 2, _spherical_hankel(_sign),
            usage="%s[n, z] gives the spherical Hankel function of the %s kind h^(%s)_n(z) = "
                  "j_n(z) %s i y_n(z)." % (_name, "first" if _sign > 0 else "second",
                                           _name[-1], _pm),
            derivatives=(None, "-%s[1 + #1, #2] + (#1 %s[#1, #2])/#2" % (_name, _name)),
            examples=[("%s[1, 5.2]" % _name, "-0.122771 %s 0.152568 I" % _pm),
                      ("%s[0, 1.]" % _name, "0.841471 %s 0.540302 I" % ("-" if _sign > 0
                                                                      else "+")),
                      ("%s[n, x]" % _name, "%s[n, x]" % _name),
                      ("D[%s[0, x], x]" % _name, "-%s[1, x]" % _name),
                      ("%s[2, 3.]" % _name, "0.298637 %s 0.267038 I" % ("-" if _sign > 0
                                                                       else "+"))])

# --- Struve, Kelvin, Anger, Weber -------------------------------------------------------------

_STRUVE_EXTRA = "(#2/2)^#1/(Sqrt[Pi] Gamma[3/2 + #1])"


def _struve_rule(half):
    """0 at z = 0 for orders above -1; the elementary form of order 1/2."""
    def rule(ev, expr):
        n, z = expr.args
        nv = fraction_value(n)
        if nv is None:
            return None
        if z == ZERO and nv > -1:
            return ZERO
        if nv == Fraction(1, 2):
            return form("(Sqrt[2/Pi] (%s))/Sqrt[#1]" % half, z)
        return None
    return rule


special("StruveH", 2, lambda m, n, z: m.struveh(n, z),
        usage="StruveH[n, z] gives the Struve function H_n(z).",
        rule=_struve_rule("1 - Cos[#1]"),
        derivatives=(None, "(StruveH[-1 + #1, #2] - StruveH[1 + #1, #2] + %s)/2"
                     % _STRUVE_EXTRA),
        kernel=lambda np, sp, n, z: sp.struve(n, z),
        examples=[("StruveH[1, 2.5]", "0.863154"), ("StruveH[0, 0]", "0"),
                  ("StruveH[n, x]", "StruveH[n, x]"), ("StruveH[2.5, 1.5]", "0.0625504"),
                  ("N[StruveH[0, 1], 20]", "0.56865662704828795099")])

special("StruveL", 2, lambda m, n, z: m.struvel(n, z),
        usage="StruveL[n, z] gives the modified Struve function L_n(z).",
        rule=_struve_rule("-1 + Cosh[#1]"),
        derivatives=(None, "(StruveL[-1 + #1, #2] + StruveL[1 + #1, #2] + %s)/2"
                     % _STRUVE_EXTRA),
        kernel=lambda np, sp, n, z: sp.modstruve(n, z),
        examples=[("StruveL[1, 2.5]", "1.98803"), ("StruveL[0, 0]", "0"),
                  ("StruveL[n, x]", "StruveL[n, x]"), ("StruveL[0, 1.]", "0.710243"),
                  ("N[StruveL[1, 1], 20]", "0.22676438105580863683")])


def _kelvin(fname):
    def fn(m, *xs):
        n, z = (m.mpf(0), xs[0]) if len(xs) == 1 else xs
        return getattr(m, fname)(n, z)
    return fn


# name -> mpmath, value at 0 (order 0), derivative of the order-0 function, SciPy
_KELVIN = {
    "KelvinBer": ("ber", "1", "(KelvinBei[1, #1] + KelvinBer[1, #1])/Sqrt[2]", "ber"),
    "KelvinBei": ("bei", "0", "(KelvinBei[1, #1] - KelvinBer[1, #1])/Sqrt[2]", "bei"),
    "KelvinKer": ("ker", "Infinity", "(KelvinKei[1, #1] + KelvinKer[1, #1])/Sqrt[2]", "ker"),
    "KelvinKei": ("kei", "-Pi/4", "(KelvinKei[1, #1] - KelvinKer[1, #1])/Sqrt[2]", "kei"),
}
_KELVIN_EXAMPLES = {
    "KelvinBer": ("0.984382", "-0.997078"), "KelvinBei": ("0.249566", "0.299775"),
    "KelvinKer": ("0.286706", "-0.230806"), "KelvinKei": ("-0.494995", "0.0800494"),
}

for _name, (_mp, _at0, _d, _sp) in _KELVIN.items():
    _one, _two = _KELVIN_EXAMPLES[_name]
    special(_name, (1, 2), _kelvin(_mp),
            usage="%s[z] gives the Kelvin function %s(z); %s[n, z] the Kelvin function "
                  "%s_n(z)." % (_name, _mp, _name, _mp),
            values={"0": _at0}, derivatives={1: (_d,)},
            kernel=(lambda f: lambda np, sp, *a: getattr(sp, f)(a[-1]) if len(a) == 1
                    else None)(_sp),
            examples=[("%s[1.]" % _name, _one), ("%s[0]" % _name, _at0),
                      ("%s[1, 2.]" % _name, _two), ("%s[x]" % _name, "%s[x]" % _name),
                      ("%s[n, x]" % _name, "%s[n, x]" % _name)])

special("AngerJ", 2, lambda m, n, z: m.angerj(n, z),
        usage="AngerJ[n, z] gives the Anger function J_n(z).",
        derivatives=(None, "(AngerJ[-1 + #1, #2] - AngerJ[1 + #1, #2])/2"),
        examples=[("AngerJ[0.5, 1.]", "0.855165"), ("AngerJ[n, x]", "AngerJ[n, x]"),
                  ("AngerJ[1, 2.]", "0.576725"),
                  ("D[AngerJ[n, x], x]", "(AngerJ[-1 + n, x] - AngerJ[1 + n, x])/2"),
                  ("N[AngerJ[1/3, 2], 20]", "0.55058022684176061507")])

special("WeberE", 2, lambda m, n, z: m.webere(n, z),
        usage="WeberE[n, z] gives the Weber function E_n(z).",
        derivatives=(None, "(WeberE[-1 + #1, #2] - WeberE[1 + #1, #2])/2"),
        examples=[("WeberE[0.5, 1.]", "0.0995075"), ("WeberE[n, x]", "WeberE[n, x]"),
                  ("WeberE[1, 2.]", "-0.010144"),
                  ("D[WeberE[n, x], x]", "(WeberE[-1 + n, x] - WeberE[1 + n, x])/2"),
                  ("N[WeberE[1/3, 2], 20]", "-0.56546195207908117472")])

special("BesselJZero", 2, _zero("besseljzero"),
        usage="BesselJZero[n, k] represents the k-th zero of the Bessel function J_n(x).",
        examples=[("N[BesselJZero[0, 1]]", "2.40483"), ("BesselJZero[0, 1]", "BesselJZero[0, 1]"),
                  ("N[BesselJZero[1, 2], 20]", "7.0155866698156187535"),
                  ("N[BesselJZero[1/2, 1]]", "3.14159"),
                  ("N[BesselJZero[2, {1, 2, 3}]]", "{5.13562, 8.41724, 11.6198}")])

special("BesselYZero", 2, _zero("besselyzero"),
        usage="BesselYZero[n, k] represents the k-th zero of the Bessel function Y_n(x).",
        examples=[("N[BesselYZero[0, 1]]", "0.893577"), ("BesselYZero[0, 1]", "BesselYZero[0, 1]"),
                  ("N[BesselYZero[1, 2], 20]", "5.4296810407941351328"),
                  ("N[BesselYZero[1/2, 1]]", "1.5708"),
                  ("N[BesselYZero[2, {1, 2}]]", "{3.38424, 6.79381}")])
