"""Elliptic integrals and Jacobi elliptic functions: EllipticF, EllipticPi, JacobiZeta,
JacobiAmplitude, the twelve Jacobi functions JacobiSN ... JacobiDC and their inverses
InverseJacobiSN ... InverseJacobiDC.

The parameter is m = k^2, as in the Wolfram Language.  Declared through
``tabulated.special``; the twelve functions and their inverses from one table (the letters
p, q of pq(u | m) give the values at m = 0, m = 1 and u = 0, the parity and the derivative).
"""

from mathilda.builtins.functions.tabulated import special

# --- elliptic integrals -------------------------------------------------------------------

special("EllipticF", 2, lambda m, phi, k: m.ellipf(phi, k),
        usage="EllipticF[phi, m] gives the elliptic integral of the first kind F(phi | m).",
        values={"0, _": "0", "_, 0": "#1", "Pi/2, _": "EllipticK[#2]"}, parity="odd1",
        derivatives=("1/Sqrt[1 - #2 Sin[#1]^2]",
                     "(EllipticE[#1, #2]/(1 - #2) - EllipticF[#1, #2] - "
                     "(#2 Sin[2 #1])/(2 (1 - #2) Sqrt[1 - #2 Sin[#1]^2]))/(2 #2)"),
        examples=[("EllipticF[0.5, 0.3]", "0.50614"), ("EllipticF[phi, 0]", "phi"),
                  ("EllipticF[Pi/2, m]", "EllipticK[m]"), ("EllipticF[0, m]", "0"),
                  ("EllipticF[-phi, m]", "-EllipticF[phi, m]"),
                  ("D[EllipticF[phi, m], phi]", "1/Sqrt[1 - m Sin[phi]^2]"),
                  ("N[EllipticF[1, 1/2], 20]", "1.0832167728451687504")])


def _ellippi(m, *xs):
    return m.ellippi(*xs)


special("EllipticPi", (2, 3), _ellippi,
        usage="EllipticPi[n, m] gives the complete elliptic integral of the third kind "
              "Pi(n | m); EllipticPi[n, phi, m] the incomplete integral Pi(n; phi | m).",
        values={"0, _": "EllipticK[#2]", "_, 0": "Pi/(2 Sqrt[1 - #1])",
                "_, 0, _": "0", "0, _, _": "EllipticF[#2, #3]",
                "_, Pi/2, _": "EllipticPi[#1, #3]"},
        derivatives={3: (None, "1/((1 - #1 Sin[#2]^2) Sqrt[1 - #3 Sin[#2]^2])", None)},
        examples=[("EllipticPi[0.4, 0.6]", "2.59092"), ("EllipticPi[0, m]", "EllipticK[m]"),
                  ("EllipticPi[n, 0]", "Pi/(2 Sqrt[1 - n])"),
                  ("EllipticPi[0.4, 0.5, 0.6]", "0.530283"),
                  ("EllipticPi[n, 0, m]", "0"), ("EllipticPi[n, Pi/2, m]", "EllipticPi[n, m]")])


def _jacobi_zeta(m, phi, k):
    kk = m.ellipk(k)
    return m.ellipe(phi, k) - m.ellipe(k) * m.ellipf(phi, k) / kk


special("JacobiZeta", 2, _jacobi_zeta,
        usage="JacobiZeta[phi, m] gives the Jacobi zeta function Z(phi | m).",
        values={"0, _": "0", "_, 0": "0", "Pi/2, _": "0"}, parity="odd1",
        derivatives=("Sqrt[1 - #2 Sin[#1]^2] - EllipticE[#2]/(EllipticK[#2] "
                     "Sqrt[1 - #2 Sin[#1]^2])", None),
        examples=[("JacobiZeta[0.5, 0.3]", "0.0671513"), ("JacobiZeta[0, m]", "0"),
                  ("JacobiZeta[phi, 0]", "0"), ("JacobiZeta[-phi, m]", "-JacobiZeta[phi, m]"),
                  ("N[JacobiZeta[1, 1/2], 20]", "0.13823539676104706791")])


def _amplitude(m, u, k):
    if isinstance(u, m.mpc) or isinstance(k, m.mpc) or k >= 1:
        return m.asin(m.ellipfun("sn", u, k)) if k != 1 else 2 * m.atan(m.tanh(u / 2))
    kk = m.ellipk(k)
    n = m.nint(u / (2 * kk))
    r = u - 2 * n * kk
    return m.atan2(m.ellipfun("sn", r, k), m.ellipfun("cn", r, k)) + n * m.pi


special("JacobiAmplitude", 2, _amplitude,
        usage="JacobiAmplitude[u, m] gives the amplitude am(u | m) for Jacobi elliptic "
              "functions.",
        values={"0, _": "0", "_, 0": "#1", "_, 1": "Gudermannian[#1]"}, parity="odd1",
        derivatives=("JacobiDN[#1, #2]", None),
        examples=[("JacobiAmplitude[0.5, 0.3]", "0.494073"), ("JacobiAmplitude[u, 0]", "u"),
                  ("JacobiAmplitude[0, m]", "0"),
                  ("JacobiAmplitude[-u, m]", "-JacobiAmplitude[u, m]"),
                  ("D[JacobiAmplitude[u, m], u]", "JacobiDN[u, m]"),
                  ("JacobiAmplitude[10., 0.5]", "8.39183")])

# --- the twelve Jacobi functions ---------------------------------------------------------------

# pq -> (value at m = 0, at m = 1, at u = 0, odd in u, derivative in u)
_JACOBI = {
    "SN": ("Sin[#1]", "Tanh[#1]", "0", True, "JacobiCN[#1, #2] JacobiDN[#1, #2]"),
    "CN": ("Cos[#1]", "Sech[#1]", "1", False, "-(JacobiDN[#1, #2] JacobiSN[#1, #2])"),
    "DN": ("1", "Sech[#1]", "1", False, "-(#2 JacobiCN[#1, #2] JacobiSN[#1, #2])"),
    "CD": ("Cos[#1]", "1", "1", False, "(-1 + #2) JacobiND[#1, #2] JacobiSD[#1, #2]"),
    "CS": ("Cot[#1]", "Csch[#1]", "ComplexInfinity", True,
           "-(JacobiDS[#1, #2] JacobiNS[#1, #2])"),
    "DC": ("Sec[#1]", "1", "1", False, "(1 - #2) JacobiNC[#1, #2] JacobiSC[#1, #2]"),
    "DS": ("Csc[#1]", "Csch[#1]", "ComplexInfinity", True,
           "-(JacobiCS[#1, #2] JacobiNS[#1, #2])"),
    "NC": ("Sec[#1]", "Cosh[#1]", "1", False, "JacobiDC[#1, #2] JacobiSC[#1, #2]"),
    "ND": ("1", "Cosh[#1]", "1", False, "#2 JacobiCD[#1, #2] JacobiSD[#1, #2]"),
    "NS": ("Csc[#1]", "Coth[#1]", "ComplexInfinity", True,
           "-(JacobiCS[#1, #2] JacobiDS[#1, #2])"),
    "SC": ("Tan[#1]", "Sinh[#1]", "0", True, "JacobiDC[#1, #2] JacobiNC[#1, #2]"),
    "SD": ("Sin[#1]", "Sinh[#1]", "0", True, "JacobiCD[#1, #2] JacobiND[#1, #2]"),
}

# machine values at (0.5, 0.3), checked against SciPy's ellipj
_JACOBI_AT = {
    "SN": "0.474216", "CN": "0.880409", "DN": "0.965679", "CD": "0.911699",
    "CS": "1.85656", "DC": "1.09685", "DS": "2.03637", "NC": "1.13584", "ND": "1.03554",
    "NS": "2.10875", "SC": "0.538631", "SD": "0.49107",
}


def _jacobi_numeric(pq):
    kind = pq.lower()
    return lambda m, u, k: m.ellipfun(kind, u, k)


def _jacobi_kernel(pq):
    p, q = pq.lower()

    def kernel(np, sp, u, k):
        if (k < 0).any() or (k > 1).any():
            return None
        sn, cn, dn, _ = sp.ellipj(u, k)
        v = {"s": sn, "c": cn, "d": dn, "n": 1.0}
        return v[p] / v[q]
    return kernel


for _name in ("JacobiSN", "JacobiCN", "JacobiDN", "JacobiCD", "JacobiCS", "JacobiDC",
              "JacobiDS", "JacobiNC", "JacobiND", "JacobiNS", "JacobiSC", "JacobiSD"):
    _pq = _name[len("Jacobi"):]
    _m0, _m1, _u0, _odd, _d = _JACOBI[_pq]
    special(_name, 2, _jacobi_numeric(_pq),
            usage="%s[u, m] gives the Jacobi elliptic function %s(u | m)."
                  % (_name, _pq.lower()),
            values={"_, 0": _m0, "_, 1": _m1, "0, _": _u0},
            parity="odd1" if _odd else "even1",
            derivatives=(_d, None), kernel=_jacobi_kernel(_pq),
            examples=[("%s[0.5, 0.3]" % _name, _JACOBI_AT[_pq]),
                      ("%s[u, 0]" % _name, _m0.replace("#1", "u")),
                      ("%s[u, 1]" % _name, _m1.replace("#1", "u")),
                      ("%s[0, m]" % _name, _u0),
                      ("%s[-u, m]" % _name, ("-%s[u, m]" if _odd else "%s[u, m]") % _name),
                      ("D[%s[u, m], u]" % _name, _d.replace("#1", "u").replace("#2", "m"))])

# --- their inverses ----------------------------------------------------------------------------

# pq -> (sn^2 of the u with pq(u) = v, odd, on [0, 2K] when even, derivative in v,
#        value at m = 0)
_INVERSE = {
    "SN": (lambda m, v, k: v * v, True, "1/Sqrt[(1 - #1^2) (1 - #2 #1^2)]", "ArcSin[#1]"),
    "CN": (lambda m, v, k: 1 - v * v, False, "-(1/Sqrt[(1 - #1^2) (1 - #2 + #2 #1^2)])",
           "ArcCos[#1]"),
    "DN": (lambda m, v, k: (1 - v * v) / k, False,
           "-(1/Sqrt[(1 - #1^2) (-1 + #2 + #1^2)])", None),
    "CD": (lambda m, v, k: (1 - v * v) / (1 - k * v * v),
           False, "-(1/Sqrt[(1 - #1^2) (1 - #2 #1^2)])", "ArcCos[#1]"),
    "CS": (lambda m, v, k: 1 / (1 + v * v),
           True, "-(1/Sqrt[(1 + #1^2) (1 - #2 + #1^2)])", "ArcCot[#1]"),
    "DC": (lambda m, v, k: (v * v - 1) / (v * v - k),
           False, "1/Sqrt[(-1 + #1^2) (-#2 + #1^2)]", "ArcSec[#1]"),
    "DS": (lambda m, v, k: 1 / (k + v * v),
           True, "-(1/Sqrt[(#2 + #1^2) (-1 + #2 + #1^2)])", "ArcCsc[#1]"),
    "NC": (lambda m, v, k: 1 - 1 / (v * v),
           False, "1/Sqrt[(-1 + #1^2) (#2 + (1 - #2) #1^2)]", "ArcSec[#1]"),
    "ND": (lambda m, v, k: (1 - 1 / (v * v)) / k,
           False, "1/Sqrt[(-1 + #1^2) (1 - (1 - #2) #1^2)]", None),
    "NS": (lambda m, v, k: 1 / (v * v),
           True, "-(1/Sqrt[(-1 + #1^2) (-#2 + #1^2)])", "ArcCsc[#1]"),
    "SC": (lambda m, v, k: v * v / (1 + v * v),
           True, "1/Sqrt[(1 + #1^2) (1 + (1 - #2) #1^2)]", "ArcTan[#1]"),
    "SD": (lambda m, v, k: v * v / (1 + k * v * v),
           True, "1/Sqrt[(1 - (1 - #2) #1^2) (1 + #2 #1^2)]", "ArcSin[#1]"),
}


# an argument in the real range of each function at m = 0.4
_INVERSE_AT = {"SN": "0.3", "CN": "0.3", "DN": "0.9", "CD": "0.3", "CS": "0.3", "DC": "1.5",
               "DS": "1.5", "NC": "1.5", "ND": "1.1", "NS": "1.5", "SC": "0.3", "SD": "0.3"}


_INVERSE_D = {"SN": "1/Sqrt[(1 - x^2) (1 - m x^2)]",
              "CN": "-(1/Sqrt[(1 - x^2) (1 - m + m x^2)])",
              "DN": "-(1/Sqrt[(1 - x^2) (-1 + m + x^2)])"}


def _inverse_numeric(pq):
    sn2, odd, _, _ = _INVERSE[pq]
    decreasing = pq in ("CN", "CD", "DN")     # pq falls from 1 on [0, K] or [0, 2K]
    rising = pq in ("NC", "DC", "ND")         # the reciprocals rise from 1

    def fn(m, v, k):
        s2 = sn2(m, v, k)
        u = m.ellipf(m.asin(m.sqrt(s2)), k)
        real = not isinstance(v, m.mpc) and not isinstance(u, m.mpc)
        if odd and real and v < 0:
            return -u
        if real and ((decreasing and v < 0 and pq != "DN") or
                     (rising and v < 0 and pq != "ND")):
            return 2 * m.ellipk(k) - u
        return u
    return fn


for _name in ("InverseJacobiSN", "InverseJacobiCN", "InverseJacobiDN", "InverseJacobiCD",
              "InverseJacobiCS", "InverseJacobiDC", "InverseJacobiDS", "InverseJacobiNC",
              "InverseJacobiND", "InverseJacobiNS", "InverseJacobiSC", "InverseJacobiSD"):
    _pq = _name[len("InverseJacobi"):]
    _s2, _odd, _d, _at0 = _INVERSE[_pq]
    _vals = {"_, 0": _at0} if _at0 else {}
    if _pq in ("SN", "SC", "SD"):
        _vals["0, _"] = "0"
    if _pq in ("CN", "DN", "CD", "DC", "NC", "ND"):
        _vals["1, _"] = "0"
    if _pq == "SN":
        _vals["1, _"] = "EllipticK[#2]"
    _ex = [("%s[x, m]" % _name, "%s[x, m]" % _name),
           ("Jacobi%s[%s[%s, 0.4], 0.4] // Chop" % (_pq, _name, _INVERSE_AT[_pq]),
            _INVERSE_AT[_pq])]
    if _at0:
        _ex.append(("%s[x, 0]" % _name, _at0.replace("#1", "x")))
    if _pq in _INVERSE_D:
        _ex.append(("D[%s[x, m], x]" % _name, _INVERSE_D[_pq]))
    special(_name, 2, _inverse_numeric(_pq),
            usage="%s[v, m] gives the inverse of the Jacobi elliptic function %s: the u with "
                  "%s(u | m) = v." % (_name, _pq.lower(), _pq.lower()),
            values=_vals or None, parity="odd1" if _odd else None,
            derivatives=(_d, None) if _d else None,
            examples=_ex)
