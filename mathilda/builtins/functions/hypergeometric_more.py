"""More hypergeometric-type functions: Hypergeometric0F1Regularized,
Hypergeometric1F1Regularized, Hypergeometric2F1Regularized, HypergeometricPFQRegularized,
WhittakerM, WhittakerW, ParabolicCylinderD, CoulombF, CoulombG, AppellF1, MeijerG.

Declared through ``tabulated.special``; the regularized functions are finite at the poles of
the lower parameters (mpmath's limits), and reduce to 1/Gamma at z = 0.
"""

from mathilda.algorithms.functions.numeric import inexact, mp_apply
from mathilda.builtins.functions.tabulated import form, special
from mathilda.core.expr import Expression, Integer, Rational, S
from mathilda.numbers.arith import ZERO


def _regularized(m, upper, lower, z):
    """pFq(upper; lower; z)/prod Gamma(lower), finite where a lower parameter is a pole:
    for b_j = -n the series starts at z^(n + 1), and
    pFq~(a; b; z) = prod (a_i)_(n+1) z^(n+1) pFq~(a + n + 1; n + 2, b_k + n + 1 (k != j); z)."""
    for j, b in enumerate(lower):
        if not isinstance(b, m.mpc) and b <= 0 and b == int(b):
            n = int(-b)
            c = z ** (n + 1)
            for a in upper:
                c *= m.rf(a, n + 1)
            if c == 0:
                return c
            rest = [x + n + 1 for k, x in enumerate(lower) if k != j]
            return c * _regularized(m, [a + n + 1 for a in upper], [m.mpf(n + 2)] + rest, z)
    g = m.mpf(1)
    for b in lower:
        g *= m.gamma(b)
    return m.hyper(upper, lower, z) / g


special("Hypergeometric0F1Regularized", 2, lambda m, b, z: _regularized(m, [], [b], z),
        usage="Hypergeometric0F1Regularized[b, z] is the regularized confluent hypergeometric "
              "function 0F1(; b; z)/Gamma(b).",
        values={"_, 0": "1/Gamma[#1]"},
        derivatives=(None, "Hypergeometric0F1Regularized[1 + #1, #2]"),
        examples=[("Hypergeometric0F1Regularized[2., 1.5]", "1.96279"),
                  ("Hypergeometric0F1Regularized[b, 0]", "1/Gamma[b]"),
                  ("Hypergeometric0F1Regularized[-1., 2.]", "3.71504"),
                  ("D[Hypergeometric0F1Regularized[b, z], z]",
                   "Hypergeometric0F1Regularized[1 + b, z]"),
                  ("Hypergeometric0F1Regularized[b, z]", "Hypergeometric0F1Regularized[b, z]")])

special("Hypergeometric1F1Regularized", 3,
        lambda m, a, b, z: _regularized(m, [a], [b], z),
        usage="Hypergeometric1F1Regularized[a, b, z] is the regularized confluent "
              "hypergeometric function 1F1(a; b; z)/Gamma(b).",
        values={"_, _, 0": "1/Gamma[#2]", "0, _, _": "1/Gamma[#2]"},
        derivatives=(None, None, "#1 Hypergeometric1F1Regularized[1 + #1, 1 + #2, #3]"),
        examples=[("Hypergeometric1F1Regularized[1., 2., 0.5]", "1.29744"),
                  ("Hypergeometric1F1Regularized[a, b, 0]", "1/Gamma[b]"),
                  ("Hypergeometric1F1Regularized[1., -2., 0.5]", "0.20609"),
                  ("D[Hypergeometric1F1Regularized[a, b, z], z]",
                   "a Hypergeometric1F1Regularized[1 + a, 1 + b, z]"),
                  ("Hypergeometric1F1Regularized[0, 3, z]", "1/2")])

special("Hypergeometric2F1Regularized", 4,
        lambda m, a, b, c, z: _regularized(m, [a, b], [c], z),
        usage="Hypergeometric2F1Regularized[a, b, c, z] is the regularized hypergeometric "
              "function 2F1(a, b; c; z)/Gamma(c).",
        values={"_, _, _, 0": "1/Gamma[#3]", "0, _, _, _": "1/Gamma[#3]",
                "_, 0, _, _": "1/Gamma[#3]"},
        derivatives=(None, None, None,
                     "#1 #2 Hypergeometric2F1Regularized[1 + #1, 1 + #2, 1 + #3, #4]"),
        examples=[("Hypergeometric2F1Regularized[1., 2., 3., 0.5]", "0.772589"),
                  ("Hypergeometric2F1Regularized[a, b, c, 0]", "1/Gamma[c]"),
                  ("Hypergeometric2F1Regularized[1., 2., -1., 0.5]", "24."),
                  ("D[Hypergeometric2F1Regularized[a, b, c, z], z]",
                   "a b Hypergeometric2F1Regularized[1 + a, 1 + b, 1 + c, z]"),
                  ("Hypergeometric2F1Regularized[0, b, 4, z]", "1/6")])


def _list_numbers(x):
    if isinstance(x, Expression) and x.head is S.List:
        return list(x.args)
    return None


def _pfq_rule(ev, expr):
    upper, lower, z = (_list_numbers(expr.args[0]), _list_numbers(expr.args[1]),
                       expr.args[2])
    if upper is None or lower is None:
        return None
    if inexact(*upper, *lower, z):
        nu = len(upper)
        return mp_apply(lambda m, *xs: _regularized(m, list(xs[:nu]), list(xs[nu:-1]), xs[-1]),
                        upper + lower + [z])
    if z == ZERO:
        return form("1/Apply[Times, Gamma[#1]]", expr.args[1])
    return None


special("HypergeometricPFQRegularized", 3, None, rule=_pfq_rule,
        attributes=("NumericFunction", "Protected"),
        usage="HypergeometricPFQRegularized[{a1, ..., ap}, {b1, ..., bq}, z] is the "
              "regularized generalized hypergeometric function pFq(a; b; z)/(Gamma(b1) ... "
              "Gamma(bq)).",
        examples=[("HypergeometricPFQRegularized[{1., 2.}, {3., 4.}, 0.5]", "0.0908355"),
                  ("HypergeometricPFQRegularized[{a}, {b, c}, 0]", "1/(Gamma[b] Gamma[c])"),
                  ("HypergeometricPFQRegularized[{1., 1.}, {-1., 2.}, 0.2]", "0.0155026"),
                  ("HypergeometricPFQRegularized[{a}, {b}, z]",
                   "HypergeometricPFQRegularized[{a}, {b}, z]"),
                  ("HypergeometricPFQRegularized[{}, {2.}, 1.5]", "1.96279")])

# --- Whittaker, parabolic cylinder and Coulomb functions ---------------------------------------

special("WhittakerM", 3, lambda m, k, mu, z: m.whitm(k, mu, z),
        usage="WhittakerM[k, m, z] gives the Whittaker function M_(k, m)(z).",
        values={"_, _, 0": "0"},
        derivatives=(None, None, "(1/2 - #1/#3) WhittakerM[#1, #2, #3] + "
                                 "((1/2 + #1 + #2) WhittakerM[1 + #1, #2, #3])/#3"),
        examples=[("WhittakerM[1., 0.5, 2.]", "0.735759"), ("WhittakerM[k, m, 0]", "0"),
                  ("WhittakerM[k, m, z]", "WhittakerM[k, m, z]"),
                  ("WhittakerM[0.5, 1.5, 1.]", "0.903953"),
                  ("N[WhittakerM[1, 1/2, 3], 20]", "0.66939048044528948680")])

special("WhittakerW", 3, lambda m, k, mu, z: m.whitw(k, mu, z),
        usage="WhittakerW[k, m, z] gives the Whittaker function W_(k, m)(z).",
        derivatives=(None, None, "(1/2 - #1/#3) WhittakerW[#1, #2, #3] - "
                                 "WhittakerW[1 + #1, #2, #3]/#3"),
        examples=[("WhittakerW[1., 0.5, 2.]", "0.735759"), ("WhittakerW[k, m, z]",
                                                           "WhittakerW[k, m, z]"),
                  ("WhittakerW[0.5, 1.5, 1.]", "2.59714"),
                  ("WhittakerW[-1., 0.5, 2.]", "0.102029"),
                  ("N[WhittakerW[1, 1/2, 3], 20]", "0.66939048044528948680")])

special("ParabolicCylinderD", 2, lambda m, nu, z: m.pcfd(nu, z),
        usage="ParabolicCylinderD[nu, z] gives the parabolic cylinder function D_nu(z).",
        values={"0, _": "E^(-#2^2/4)", "1, _": "#2/E^(#2^2/4)"},
        derivatives=(None, "(#2 ParabolicCylinderD[#1, #2])/2 - ParabolicCylinderD[1 + #1, #2]"),
        examples=[("ParabolicCylinderD[2., 1.5]", "0.712229"),
                  ("ParabolicCylinderD[0, z]", "E^(-z^2/4)"),
                  ("ParabolicCylinderD[nu, z]", "ParabolicCylinderD[nu, z]"),
                  ("D[ParabolicCylinderD[nu, z], z]",
                   "(z ParabolicCylinderD[nu, z])/2 - ParabolicCylinderD[1 + nu, z]"),
                  ("N[ParabolicCylinderD[1/2, 1], 20]", "0.84220324406983957449")])

special("CoulombF", 3, lambda m, l, eta, r: m.coulombf(l, eta, r),
        usage="CoulombF[l, eta, r] gives the regular Coulomb wave function F_l(eta, r).",
        examples=[("CoulombF[0, 1., 2.]", "0.661782"), ("CoulombF[l, e, r]", "CoulombF[l, e, r]"),
                  ("CoulombF[1, 0.5, 3.]", "1.06109"), ("CoulombF[0, 0, 2.]", "0.909297"),
                  ("N[CoulombF[1, 1, 5], 20]", "1.0928811049366747823")])

special("CoulombG", 3, lambda m, l, eta, r: m.coulombg(l, eta, r),
        usage="CoulombG[l, eta, r] gives the irregular Coulomb wave function G_l(eta, r).",
        examples=[("CoulombG[0, 1., 2.]", "1.27578"), ("CoulombG[l, e, r]", "CoulombG[l, e, r]"),
                  ("CoulombG[1, 0.5, 3.]", "0.510485"), ("CoulombG[0, 0, 2.]", "-0.416147"),
                  ("N[CoulombG[1, 1, 5], 20]", "-0.40113635414403391234")])

# --- AppellF1 and MeijerG ---------------------------------------------------------------------

special("AppellF1", 6, lambda m, a, b1, b2, c, x, y: m.appellf1(a, b1, b2, c, x, y),
        usage="AppellF1[a, b1, b2, c, x, y] is the Appell hypergeometric function of two "
              "variables F1(a; b1, b2; c; x, y).",
        values={"_, _, _, _, 0, 0": "1", "_, _, _, _, _, 0": "Hypergeometric2F1[#1, #2, #4, #5]",
                "_, _, _, _, 0, _": "Hypergeometric2F1[#1, #3, #4, #6]"},
        derivatives=(None, None, None, None,
                     "(#1 #2 AppellF1[1 + #1, 1 + #2, #3, 1 + #4, #5, #6])/#4",
                     "(#1 #3 AppellF1[1 + #1, #2, 1 + #3, 1 + #4, #5, #6])/#4"),
        examples=[("AppellF1[1., 2., 3., 4., 0.2, 0.3]", "1.47178"),
                  ("AppellF1[a, b1, b2, c, 0, 0]", "1"),
                  ("AppellF1[a, b1, b2, c, x, 0]", "Hypergeometric2F1[a, b1, c, x]"),
                  ("AppellF1[a, b1, b2, c, 0, y]", "Hypergeometric2F1[a, b2, c, y]"),
                  ("AppellF1[a, b1, b2, c, x, y]", "AppellF1[a, b1, b2, c, x, y]")])


def _meijer_lists(x):
    """((first, second)) of a parameter list {{...}, {...}} of numbers, else None."""
    if not (isinstance(x, Expression) and x.head is S.List and len(x.args) == 2):
        return None
    out = []
    for part in x.args:
        if not (isinstance(part, Expression) and part.head is S.List):
            return None
        out.append(list(part.args))
    return out


def _meijer_rule(ev, expr):
    a, b = _meijer_lists(expr.args[0]), _meijer_lists(expr.args[1])
    if a is None or b is None:
        return None
    z = expr.args[2]
    r = expr.args[3] if len(expr.args) == 4 else None
    flat = a[0] + a[1] + b[0] + b[1] + [z] + ([r] if r is not None else [])
    if not inexact(*flat):
        if r is None and all(type(p) in (Integer, Rational) for p in flat[:-1]):
            return _meijer_closed_form(ev, a, b, z)
        return None
    sizes = [len(a[0]), len(a[1]), len(b[0]), len(b[1])]

    def fn(m, *xs):
        i = 0
        parts = []
        for n in sizes:
            parts.append(list(xs[i:i + n]))
            i += n
        rest = xs[i:]
        return m.meijerg([parts[0], parts[1]], [parts[2], parts[3]], rest[0],
                         *(rest[1:] if len(rest) > 1 else ()))
    return mp_apply(fn, flat)


MAX_PARAMETERS = 6


def _meijer_closed_form(ev, a, b, z):
    """The elementary or named-function form SymPy's hyperexpand finds for a Meijer G of
    rational parameters, or None (a form still in G or pFq, or a piecewise one)."""
    if sum(len(p) for p in a + b) > MAX_PARAMETERS:
        return None
    from mathilda.bridges import sympy as bridge
    sp = bridge.sympy_module()
    try:
        zs = bridge.to_sympy(z)
        ps = [[bridge.to_sympy(x) for x in part] for part in a + b]
        g = sp.meijerg((ps[0], ps[1]), (ps[2], ps[3]), zs)
        r = sp.hyperexpand(g)
    except (bridge.ConversionError, ValueError, TypeError, NotImplementedError):
        return None
    if r.has(sp.meijerg, sp.hyper, sp.Piecewise, sp.Integral):
        return None
    return bridge.try_from_sympy(r, ev)


special("MeijerG", (3, 4), None, rule=_meijer_rule, attributes=("NumericFunction", "Protected"),
        usage="MeijerG[{{a1, ..., an}, {an+1, ..., ap}}, {{b1, ..., bm}, {bm+1, ..., bq}}, z] "
              "is the Meijer G-function; MeijerG[..., z, r] the generalized form.",
        examples=[("MeijerG[{{}, {}}, {{0.}, {}}, 2.]", "0.135335"),
                  ("MeijerG[{{1.}, {}}, {{1.}, {0.}}, 0.5]", "0.393469"),
                  ("MeijerG[{{}, {}}, {{0.5}, {0.}}, 1.]", "0.513016"),
                  ("MeijerG[{{a}, {}}, {{b}, {}}, z]", "MeijerG[{{a}, {}}, {{b}, {}}, z]"),
                  ("MeijerG[{{}, {}}, {{0}, {}}, z]", "E^(-z)"),
                  ("MeijerG[{{}, {}}, {{1/2}, {0}}, z]", "Sin[2 Sqrt[z]]/Sqrt[Pi]"),
                  ("MeijerG[{{}, {}}, {{0}, {}}, 2.]", "0.135335")])
