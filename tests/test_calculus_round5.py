"""Round 5 of issue 19: derivatives that stay unevaluated in the Wolfram form, derivatives of
Hyperfactorial, BarnesG, the Carlson integrals and the q-functions (checked numerically against
finite differences), DSolveValue and DSolve with conditions and systems, N of products whose
parts under- or overflow, Series at Infinity, FresnelC/FresnelS at machine numbers."""

import pytest

from mathilda.session import Session


@pytest.fixture(scope="module")
def session():
    return Session()


ROWS = [
    # 1. no closed form in that argument: Derivative[...][f][...], not Hold[...] junk
    ("D[BesselJ[n, x], n]", "Derivative[1, 0][BesselJ][n, x]"),
    ("D[Zeta[x], x]", "Zeta'[x]"),
    ("FullForm[D[Zeta[x], x]]", "Derivative[1][Zeta][x]"),
    ("D[Zeta[x], {x, 2}]", "Zeta''[x]"),
    ("D[Zeta[x]^2, x]", "2 Zeta[x] Zeta'[x]"),
    ("D[BesselK[n, x], n]", "Derivative[1, 0][BesselK][n, x]"),
    ("D[PolyLog[n, x], n]", "Derivative[1, 0][PolyLog][n, x]"),
    ("D[Hypergeometric2F1[a, b, c, x], a]",
     "Derivative[1, 0, 0, 0][Hypergeometric2F1][a, b, c, x]"),
    ("D[BesselJ[n, x], n, x]", "Derivative[1, 1][BesselJ][n, x]"),
    ("D[BesselJ[n, x], x]", "(BesselJ[-1 + n, x] - BesselJ[1 + n, x])/2"),
    ("D[Gamma[a, x], a]", "Derivative[1, 0][Gamma][a, x]"),
    # closed forms added to the derivative table (each checked against a central difference
    # at non-integer parameters)
    ("D[Zeta[s, a], a]", "-(s Zeta[1 + s, a])"),
    ("D[Beta[a, b], a]", "Beta[a, b] (PolyGamma[0, a] - PolyGamma[0, a + b])"),
    ("D[ChebyshevT[n, x], x]", "n ChebyshevU[-1 + n, x]"),
    ("D[ChebyshevU[n, x], x]",
     "((1 + n) ChebyshevT[1 + n, x] - x ChebyshevU[n, x])/(-1 + x^2)"),
    ("D[HermiteH[n, x], x]", "2 n HermiteH[-1 + n, x]"),
    ("D[LaguerreL[n, x], x]", "-LaguerreL[-1 + n, 1, x]"),
    ("D[LaguerreL[n, a, x], x]", "-LaguerreL[-1 + n, 1 + a, x]"),
    ("D[LegendreP[n, x], x]",
     "((-1 - n) x LegendreP[n, x] + (1 + n) LegendreP[1 + n, x])/(-1 + x^2)"),
    ("D[BetaRegularized[x, a, b], x]", "((1 - x)^(-1 + b) x^(-1 + a))/Beta[a, b]"),
    ("D[GammaRegularized[a, x], x]", "-((E^(-x) x^(-1 + a))/Gamma[a])"),
    ("D[Erf[a, b], b]", "(2 E^(-b^2))/Sqrt[Pi]"),
    ("Table[Chop[N[(D[f, x] - ((f /. x -> x + 10^-8) - (f /. x -> x - 10^-8)) 10^8/2) /. "
     "{x -> 3/10, n -> 5/2, a -> 1/3, b -> 5/2}, 30], 10^-6], {f, {ChebyshevU[n, x], "
     "LegendreP[n, x], LaguerreL[n, a, x], BetaRegularized[x, a, b]}}]", "{0, 0, 0, 0}"),
    # numeric values of those derivatives (mpmath: zeta(2, derivative=1) = -0.937548...)
    ("Zeta'[2.]", "-0.937548"),
    ("N[Zeta'[2]]", "-0.937548"),
    ("N[Zeta'[2], 20]", "-0.93754825431584375370"),
    ("Derivative[2][Zeta][3.]", "0.239747"),
    ("Zeta'[2.5 + I]", "-0.0615204 + 0.273219 I"),
    ("D[BesselJ[n, x], n] /. {n -> 0.5, x -> 1.}", "-0.408104"),
    ("Derivative[1, 0][Gamma][2., 1.]", "0.587263"),
    ("Derivative[1][f][2.]", "f'[2.]"),
    # 2. closed forms
    ("D[Hyperfactorial[x], x]", "Hyperfactorial[x] (1/2 + x - Log[2 Pi]/2 + LogGamma[1 + x])"),
    ("D[BarnesG[x], x]", "BarnesG[x] (1/2 - x + Log[2 Pi]/2 + (-1 + x) PolyGamma[0, x])"),
    ("D[LogBarnesG[x], x]", "1/2 - x + Log[2 Pi]/2 + (-1 + x) PolyGamma[0, x]"),
    ("D[CarlsonRF[x, y, z], x]", "-CarlsonRD[y, z, x]/6"),
    ("D[CarlsonRF[x, y, z], z]", "-CarlsonRD[x, y, z]/6"),
    ("D[CarlsonRC[x, y], x]", "(-(1/Sqrt[x]) + CarlsonRC[x, y])/(2 (-x + y))"),
    ("D[CarlsonRC[x, y], y]", "(Sqrt[x]/y - CarlsonRC[x, y])/(2 (-x + y))"),
    ("D[CarlsonRD[x, y, z], x]", "(CarlsonRD[x, y, z] - CarlsonRD[y, z, x])/(2 (-x + z))"),
    ("D[CarlsonRJ[x, y, z, p], x]", "(-CarlsonRD[y, z, x] + CarlsonRJ[x, y, z, p])/(2 (p - x))"),
    ("D[QGamma[z, q], z]", "QGamma[z, q] QPolyGamma[0, z, q]"),
    ("D[QPochhammer[a, q], a]",
     "-((QPochhammer[a, q] (Log[1 - q] + QPolyGamma[0, Log[a]/Log[q], q]))/(a Log[q]))"),
    ("D[QPolyGamma[0, z, q], z]", "QPolyGamma[1, z, q]"),
    ("QPolyGamma[z, q]", "QPolyGamma[0, z, q]"),
    ("QPolyGamma[1.5, 0.5]", "0.034859"),
    ("QPolyGamma[1, 2., 0.3]", "0.215866"),
    ("QPolyGamma[0, -1.5, 0.3]", "2.67646"),
    ("N[QPolyGamma[2, 1/3, 1/2], 20]", "-55.082030916146181416"),
    # the derivatives at a point against mpmath.diff (computed independently)
    ("N[{D[CarlsonRJ[x, y, z, p], p], D[CarlsonRD[x, y, z], z], D[CarlsonRG[x, y, z], y], "
     "D[CarlsonRG[x, y, z], x], D[CarlsonRF[x, y, z], x], D[CarlsonRC[x, y], y]} /. "
     "{x -> 13/10, y -> 21/10, z -> 7/10, p -> 19/10}, 15]",
     "{-0.183260966893605, -1.13789897453958, 0.131305832342178, 0.145724342388354, "
     "-0.114234977665338, -0.125481950042524}"),
    ("N[{D[QPochhammer[a, q, 3], a], D[QPochhammer[a, q], a]} /. {a -> 3/10, q -> 2/5}, 15]",
     "{-1.20288000000000, -1.22615316140187}"),
    ("N[{D[Hyperfactorial[x], x], D[BarnesG[x], x]} /. x -> 17/10, 15]",
     "{3.77595199575970, -0.141475902343556}"),
    # 3. DSolve and DSolveValue
    ("DSolve[{y'[x] == x y[x], y[0] == 1}, y[x], x]", "{{y[x] -> E^(x^2/2)}}"),
    ("DSolve[y'[x] == x y[x], y[x], x]", "{{y[x] -> E^(x^2/2) C[1]}}"),
    ("DSolve[y'[x] == x y[x], y, x]", "{{y -> Function[{x}, E^(x^2/2) C[1]]}}"),
    ("DSolve[{y'[x] == x y[x], y[0] == 1}, y, x]", "{{y -> Function[{x}, E^(x^2/2)]}}"),
    ("DSolve[{y''[x] + y[x] == 0, y[0] == 0, y'[0] == 1}, y[x], x]", "{{y[x] -> Sin[x]}}"),
    ("DSolve[{x'[t] == y[t], y'[t] == -x[t]}, {x[t], y[t]}, t]",
     "{{x[t] -> C[1] Cos[t] + C[2] Sin[t], y[t] -> C[2] Cos[t] - C[1] Sin[t]}}"),
    ("DSolve[{x'[t] == y[t], y'[t] == -x[t], x[0] == 1, y[0] == 0}, {x[t], y[t]}, t]",
     "{{x[t] -> Cos[t], y[t] -> -Sin[t]}}"),
    ("DSolve[{x'[t] == y[t], y'[t] == -x[t]}, {x, y}, t]",
     "{{x -> Function[{t}, C[1] Cos[t] + C[2] Sin[t]], "
     "y -> Function[{t}, C[2] Cos[t] - C[1] Sin[t]]}}"),
    ("DSolve[{y'[x] == -y[x], y[1] == 2}, y[x], x]", "{{y[x] -> 2 E^(1 - x)}}"),
    ("DSolve[y'[x] == y[x], y[x], {x, 0, 1}]", "{{y[x] -> E^x C[1]}}"),
    # constant-coefficient systems: MatrixExp[A t] . {C[1], C[2]}, C[i] the value at 0
    ("DSolve[{x'[t] == y[t], y'[t] == x[t]}, {x[t], y[t]}, t]",
     "{{x[t] -> 1/2 E^(-t) (1 + E^(2 t)) C[1] + 1/2 E^(-t) (-1 + E^(2 t)) C[2], "
     "y[t] -> 1/2 E^(-t) (-1 + E^(2 t)) C[1] + 1/2 E^(-t) (1 + E^(2 t)) C[2]}}"),
    ("DSolve[{x'[t] == x[t] + y[t], y'[t] == x[t] - y[t]}, {x[t], y[t]}, t]",
     "{{x[t] -> 1/4 E^(-(Sqrt[2] t)) (2 - Sqrt[2] + (2 + Sqrt[2]) E^(2 Sqrt[2] t)) C[1] + "
     "(E^(-(Sqrt[2] t)) (-1 + E^(2 Sqrt[2] t)) C[2])/(2 Sqrt[2]), "
     "y[t] -> (E^(-(Sqrt[2] t)) (-1 + E^(2 Sqrt[2] t)) C[1])/(2 Sqrt[2]) + "
     "1/4 E^(-(Sqrt[2] t)) (2 + Sqrt[2] + (2 - Sqrt[2]) E^(2 Sqrt[2] t)) C[2]}}"),
    ("DSolve[{x'[t] == -x[t] + 2 y[t], y'[t] == -2 x[t] - y[t]}, {x[t], y[t]}, t]",
     "{{x[t] -> E^(-t) C[1] Cos[2 t] + E^(-t) C[2] Sin[2 t], "
     "y[t] -> E^(-t) C[2] Cos[2 t] - E^(-t) C[1] Sin[2 t]}}"),
    ("DSolve[{x'[t] == x[t] + 2 y[t], y'[t] == y[t]}, {x[t], y[t]}, t]",
     "{{x[t] -> E^t C[1] + 2 E^t t C[2], y[t] -> E^t C[2]}}"),
    ("DSolve[{x'[t] == a y[t], y'[t] == -a x[t]}, {x[t], y[t]}, t]",
     "{{x[t] -> C[1] Cos[a t] + C[2] Sin[a t], y[t] -> C[2] Cos[a t] - C[1] Sin[a t]}}"),
    ("DSolve[{x'[t] == x[t] + y[t], y'[t] == x[t] - y[t]}, {x[t], y[t]}, t] /. t -> 0",
     "{{x[0] -> C[1], y[0] -> C[2]}}"),
    ("DSolve[y'[x] == y[x]^2, y[x], x]", "{{y[x] -> 1/(-x - C[1])}}"),
    ("DSolve[{y'[x] == y[x]^2, y[0] == 1}, y[x], x]", "{{y[x] -> 1/(1 - x)}}"),
    ("DSolveValue[y'[x] == x y[x], y[x], x]", "E^(x^2/2) C[1]"),
    ("DSolveValue[{y'[x] == x y[x], y[0] == 1}, y[x], x]", "E^(x^2/2)"),
    ("DSolveValue[y'[x] == y[x], y, x]", "Function[{x}, E^x C[1]]"),
    ("DSolveValue[{y''[x] + y[x] == 0, y[0] == 0, y'[0] == 1}, y[Pi/2], x]", "1"),
    ("DSolveValue[{x'[t] == y[t], y'[t] == -x[t], x[0] == 1, y[0] == 0}, {x[t], y[t]}, t]",
     "{Cos[t], -Sin[t]}"),
    ("DSolveValue[{y'[x] == y[x], y[0] == 1}, y[x] + y'[x], x]", "2 E^x"),
    # 4. Series at Infinity
    ("Series[Exp[1/x], {x, Infinity, 3}]", "1 + 1/x + 1/(2 x^2) + 1/(6 x^3) + O[1/x]^4"),
    ("Series[x/(x + 1), {x, Infinity, 3}]", "1 - 1/x + 1/x^2 - 1/x^3 + O[1/x]^4"),
    ("Series[ArcTan[x], {x, Infinity, 3}]", "Pi/2 - 1/x + 1/(3 x^3) + O[1/x]^4"),
    ("FullForm[Series[x/(x + 1), {x, Infinity, 3}]]",
     "SeriesData[x, DirectedInfinity[1], List[1, -1, 1, -1], 0, 4, 1]"),
    ("Series[x^2 Exp[1/x], {x, Infinity, 2}]",
     "x^2 + x + 1/2 + 1/(6 x) + 1/(24 x^2) + O[1/x]^3"),
    ("Series[Sqrt[x^2 + 1], {x, Infinity, 3}]", "x + 1/(2 x) - 1/(8 x^3) + O[1/x]^4"),
    ("Series[Log[1 + 1/x], {x, Infinity, 3}]", "1/x - 1/(2 x^2) + 1/(3 x^3) + O[1/x]^4"),
    ("Series[x Sin[1/x], {x, Infinity, 4}]", "1 - 1/(6 x^2) + 1/(120 x^4) + O[1/x]^5"),
    # a symbolic power stays outside the series
    ("Series[Exp[-x] x^n, {x, 0, 2}]", "x^n (1 - x + x^2/2 + O[x]^3)"),
    ("Series[x^a Sin[x], {x, 0, 4}]", "x^a (x - x^3/6 + O[x]^5)"),
    # 5. parts that under- or overflow in machine arithmetic
    ("N[E^1600 Erfc[40]]", "0.0141003"),
    ("Precision[N[E^1600 Erfc[40]]]", "MachinePrecision"),
    ("N[E^1600 Erfc[40], 20]", "0.014100335983377813625"),
    ("N[Erfc[40]]", "1.896961059966276*^-697"),
    ("N[Exp[-800] Exp[-800] Exp[1600]]", "1."),
    ("N[Sin[Pi/7]^2 + Cos[Pi/7]^2 - 1]", "0."),
    ("Sum[Exp[-10.^k], {k, 1, 30}]", "0.0000453999"),
    # 6. AsymptoticRSolveValue: the leading terms of the closed form
    ("AsymptoticRSolveValue[{a[n + 1] == 2 a[n] + 1, a[0] == 0}, a[n], n -> Infinity]",
     "2^n"),
    ("AsymptoticRSolveValue[{a[n + 1] == 2 a[n] + 1, a[0] == 0}, a[n], {n, Infinity, 2}]",
     "-1 + 2^n"),
    ("AsymptoticRSolveValue[{a[n + 2] == a[n + 1] + a[n], a[0] == 0, a[1] == 1}, a[n], "
     "n -> Infinity]", "GoldenRatio^n/Sqrt[5]"),
    ("AsymptoticRSolveValue[{a[n + 1] == (n + 1) a[n], a[0] == 1}, a[n], n -> Infinity]",
     "E^(-n) n^(1/2 + n) Sqrt[2 Pi]"),
    ("AsymptoticRSolveValue[{a[n + 1] == a[n] + n, a[0] == 0}, a[n], n -> Infinity]",
     "n^2/2"),
    ("AsymptoticRSolveValue[{a[n + 2] == 5 a[n + 1] - 6 a[n], a[0] == 1, a[1] == 1}, a[n], "
     "n -> Infinity]", "-3^n"),
    ("AsymptoticRSolveValue[{a[n + 1] == 2 (2 n + 1)/(n + 1) a[n], a[0] == 1}, a[n], "
     "n -> Infinity]", "4^n/(Sqrt[n] Sqrt[Pi])"),
    # 7. Fresnel integrals at machine numbers
    ("FresnelC[0.5]", "0.492344"),
    ("FresnelS[0.5]", "0.0647324"),
    ("FresnelC[{0.5, 1.}]", "{0.492344, 0.779893}"),
    ("N[FresnelC[1/2], 20]", "0.49234422587144639288"),
]


@pytest.mark.parametrize("text,expected", ROWS)
def test_table(session, text, expected):
    assert str(session.evaluate(text)) == expected
