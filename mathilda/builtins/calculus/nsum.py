"""NSum and NProduct: numerical sums and products, finite or infinite, with convergence
acceleration (mathilda.algorithms.calculus.nsum, through mpmath's nsum).

The summand is evaluated at each index with the iteration variables bound (as Block binds
them): through the compile translator where it maps the summand (machine precision), else
through the evaluator (N of the summand, at the WorkingPrecision).  Large finite ranges are
evaluated as one NumPy vector when the summand translates.
"""

from fractions import Fraction

from mathilda.algorithms.calculus.numeric import quiet_underflow, underflow_as_zero
from mathilda.algorithms.calculus.nsum import (METHODS, NotConverged, accelerated_multi,
                                               accelerated_product, accelerated_sum,
                                               looks_divergent)
from mathilda.core.expr import (Complex, Expression, Integer, Rational, Real, String, Symbol, S,
                                make_rational)
from mathilda.core.registry import builtin

_MESSAGES = {
    "nsnum": "Summand (or its derivative) `1` is not numerical at point `2` = `3`.",
    "emcon": "Euler-Maclaurin sum failed to converge to requested error tolerance.",
    "div": "Sum does not converge.",
    "meth": "Value of option Method -> `1` should be Automatic, \"AlternatingSigns\", "
            "\"EulerMaclaurin\" or \"WynnEpsilon\".",
    "nterm": "Value of option `1` -> `2` should be a non-negative integer.",
    "wprec": "Value of option WorkingPrecision -> `1` should be MachinePrecision or a "
             "positive number.",
}
_PMESSAGES = dict(_MESSAGES, nsnum="Factor (or its derivative) `1` is not numerical at point "
                                   "`2` = `3`.",
                  div="Product does not converge.")


class _Bad(Exception):
    """A summand value that is not a number (message already given)."""


def _to_mp(x):
    import mpmath
    t = type(x)
    if t is Integer:
        return mpmath.mpf(x.value)
    if t is Rational:
        return mpmath.mpf(x.value.numerator) / x.value.denominator
    if t is Real:
        return mpmath.mpf(x.value)
    if t is Complex:
        return mpmath.mpc(_to_mp(x.re), _to_mp(x.im))
    return None


def _bound(ev, b):
    """An exact Fraction, a float, or +-inf for an iterator bound, else None."""
    import mpmath
    b = ev.evaluate(b)
    if type(b) is Integer:
        return Fraction(b.value)
    if type(b) is Rational:
        return b.value
    if isinstance(b, Expression) and b.head is S.DirectedInfinity and len(b.args) == 1:
        d = b.args[0]
        if d == Integer(1):
            return mpmath.inf
        if d == Integer(-1):
            return -mpmath.inf
        return None
    n = ev.call("N", b)
    if type(n) is Real:
        return float(n.value)
    return None


def _mpf(v):
    import mpmath
    if isinstance(v, Fraction):
        return mpmath.mpf(v.numerator) / v.denominator
    return mpmath.mpf(v)


def _index(v):
    import mpmath
    if isinstance(v, Fraction):
        return make_rational(v)
    if isinstance(v, mpmath.mpf):
        return Real(v, prec=int(mpmath.mp.dps))
    return Real(float(v))


def _at(start, sign, k, k0, di):
    """The index value start + sign (k - k0) di (k an int, or an mpmath real)."""
    if isinstance(k, int):
        return _index(start + sign * (k - k0) * di)
    return _index(_mpf(start) + sign * (k - k0) * _mpf(di))


class _Summand:
    """The summand as a function of the iteration variables' values (Exprs)."""

    def __init__(self, ev, name, body, variables, wp):
        from mathilda.algorithms.compile import numeric_function
        self.ev = ev
        self.name = name
        self.body = body
        self.variables = variables
        self.dps = wp
        self.compiled = None
        self.vectorised = None
        if wp is None:
            self.compiled = numeric_function(body, variables, ev=ev, vectorized=False)
        self.nbody = quiet_underflow(Expression(S.N, (body,) if wp is None else
                                                (body, Integer(wp))))
        self._xbody = {}

    def xbody(self):
        """N[body, d] at mpmath's current precision: the extrapolations raise it and
        amplify the rounding errors of the terms, so the terms must carry all its digits."""
        import mpmath
        d = max(int(mpmath.mp.dps), (self.dps or 15) + 5)
        b = self._xbody.get(d)
        if b is None:
            b = self._xbody[d] = quiet_underflow(Expression(S.N, (self.body, Integer(d))))
        return b

    def value(self, values, extra=False):
        import mpmath
        from mathilda.algorithms.compile import Fallback
        self.ev.check_interrupt()
        if self.compiled is not None and not extra:
            try:
                return mpmath.mpf(self.compiled(*[float(_to_mp(v)) for v in values]))
            except (Fallback, TypeError, ValueError, OverflowError, ZeroDivisionError):
                pass
        r = self.ev.evaluate_in_block(list(zip(self.variables, values)),
                                      self.xbody() if extra else self.nbody)
        m = _to_mp(underflow_as_zero(self.ev, r))
        if m is None:
            self.ev.message(self.name, "nsnum", self.body, self.variables[-1], values[-1])
            raise _Bad()
        return m


def _iterators(ev, name, specs):
    its = []
    for k, spec in enumerate(specs):
        if not (isinstance(spec, Expression) and spec.head is S.List and 2 <= len(spec.args) <= 4
                and type(spec.args[0]) is Symbol):
            ev.message(name, "itform", spec, Integer(k + 2))
            return None
        its.append(spec)
    return its


def _range(ev, name, spec):
    """(start, stop, step) of an iterator spec evaluated now: Fractions, floats or +-inf."""
    import mpmath
    a = spec.args
    if len(a) == 2:
        lo, hi, di = Fraction(1), _bound(ev, a[1]), Fraction(1)
    else:
        lo, hi = _bound(ev, a[1]), _bound(ev, a[2])
        di = _bound(ev, a[3]) if len(a) == 4 else Fraction(1)
    if lo is None or hi is None or di is None or di in (mpmath.inf, -mpmath.inf) or di == 0:
        ev.message(name, "iterb", spec)
        raise _Bad()
    return lo, hi, di


def _reduce(ev, name, summand, its, values, opts, product):
    """The sum (product) over the iterators its, the outer ones bound to values."""
    import mpmath
    spec = its[0]
    var = spec.args[0]
    defs = ev.defs
    saved = [(v, defs.get(v).own) for v, _ in values]
    try:
        for v, x in values:
            defs.set_own(v, x)
        lo, hi, di = _range(ev, name, spec)
    finally:
        for v, own in saved:
            defs.restore_own(v, own)
    rest = its[1:]
    # index k with i = start + (k - k0) di, k0 chosen so that i = k di when di divides the
    # start: the extrapolation (Richardson's) works on the natural index of the terms
    if lo == -mpmath.inf and hi == mpmath.inf:
        point = lambda k: _index(Fraction(k) * di if isinstance(di, Fraction) else k * di)
        klo, khi = -mpmath.inf, mpmath.inf
    else:
        start, sign = (hi, -1) if lo == -mpmath.inf else (lo, 1)
        q = start / di * sign
        k0 = int(q) if isinstance(q, Fraction) and q.denominator == 1 else 1
        point = lambda k: _at(start, sign, k, k0, di)
        klo = k0
        if lo == -mpmath.inf or hi == mpmath.inf:
            khi = mpmath.inf
        elif hi == -mpmath.inf:
            khi = k0 - 1
        else:
            khi = k0 + int(mpmath.floor((_mpf(hi) - _mpf(lo)) / _mpf(di) + 1e-12))
    if khi != mpmath.inf and klo != -mpmath.inf and khi < klo:
        return mpmath.mpf(1 if product else 0)

    if not rest and khi != mpmath.inf and klo != -mpmath.inf and khi - klo > 2000 \
            and summand.dps is None and not product:
        v = _vector_sum(ev, summand, values, point, klo, khi)
        if v is not None:
            return v

    infinite = khi == mpmath.inf or klo == -mpmath.inf
    extra = infinite or opts.get("extra", False)

    def term(k):
        here = values + [(var, point(k))]
        if rest:
            return _reduce(ev, name, summand, rest, here, dict(opts, extra=extra), product)
        return summand.value([x for _, x in here], extra)

    dps = opts["dps"]
    # the test samples terms far out (k ~ 2^16): with several iterators an inner sum there
    # has not started to converge yet, so only single sums are tested
    if infinite and not rest:
        term(klo if klo != -mpmath.inf else 0)        # not numerical: say so at the start
    if infinite and opts["verify"] and opts.get("single") and looks_divergent(term, klo if klo != -mpmath.inf else 0,
                                                       15, product):
        ev.message(name, "div")
        raise _Bad()
    fn = accelerated_product if product else accelerated_sum
    # an inner sum feeds an outer extrapolation, which needs it to all the digits it works with
    goal = dps + 2 if not values else max(dps + 2, int(mpmath.mp.dps) - 5)
    try:
        return fn(term, klo, khi, opts["method"], opts["nterms"],
                  max(dps + 15, int(mpmath.mp.dps)), ev.check_interrupt, goal=goal)
    except NotConverged as exc:
        ev.message(name, "emcon")
        return exc.value


def _multi(ev, name, summand, its, opts):
    """A multiple sum whose ranges are fixed integer ranges (unit steps, not depending on the
    other indices) with one at least infinite: one extrapolation (accelerated_multi)."""
    import mpmath
    variables = set(it.args[0] for it in its)
    intervals = []
    for it in its:
        if any(not free for free in [_free(b, variables) for b in it.args[1:]]):
            return None
        lo, hi, di = _range(ev, name, it)
        if di != 1 or any(not (v in (mpmath.inf, -mpmath.inf) or
                               isinstance(v, Fraction) and v.denominator == 1)
                          for v in (lo, hi)):
            return None
        intervals.append([lo if not isinstance(lo, Fraction) else int(lo),
                          hi if not isinstance(hi, Fraction) else int(hi)])
    if not any(mpmath.inf in iv or -mpmath.inf in iv for iv in intervals):
        return None

    def term(*ks):
        return summand.value([Integer(k) for k in ks], True)
    dps = opts["dps"]
    try:
        return accelerated_multi(term, intervals, opts["method"], dps + 15, ev.check_interrupt,
                                 goal=dps + 2)
    except NotConverged as exc:
        ev.message(name, "emcon")
        return exc.value


def _free(expr, symbols):
    if type(expr) is Symbol:
        return expr not in symbols
    if isinstance(expr, Expression):
        return _free(expr.head, symbols) and all(_free(a, symbols) for a in expr.args)
    return True


def _vector_sum(ev, summand, values, point, klo, khi):
    """A long finite sum of a translatable summand: one NumPy vector (chunks of 2^20)."""
    import math
    import numpy as np
    from mathilda.algorithms.compile import numeric_function
    if summand.vectorised is None:
        summand.vectorised = numeric_function(summand.body, summand.variables, ev=ev) or False
    f = summand.vectorised
    if f is False:
        return None
    p0 = _to_mp(point(klo))
    p1 = _to_mp(point(klo + 1))
    start, step = float(p0), float(p1 - p0)
    outer = [float(_to_mp(x)) for _, x in values]
    parts = []
    for c0 in range(klo, khi + 1, 1 << 20):
        ev.check_interrupt()
        ks = np.arange(c0, min(khi, c0 + (1 << 20) - 1) + 1, dtype=float) - klo
        out = f(*([np.full_like(ks, o) for o in outer] + [start + step * ks]))
        if not np.all(np.isfinite(out)):
            return None
        parts.append(math.fsum(out))
    import mpmath
    return mpmath.mpf(math.fsum(parts))


def _options(ev, name, opts, terms_name):
    m = opts.get("Method", S.Automatic)
    if m is S.Automatic:
        method = "Automatic"
    elif type(m) is String and m.value in METHODS:
        method = m.value
    else:
        ev.message(name, "meth", m)
        return None
    nt = opts.get(terms_name, Integer(15))
    if type(nt) is not Integer or nt.value < 0:
        ev.message(name, "nterm", Symbol(terms_name), nt)
        return None
    wp = opts.get("WorkingPrecision", S.MachinePrecision)
    if wp is S.MachinePrecision:
        dps = None
    else:
        n = ev.call("N", wp)
        if type(n) is not Real or n.value <= 0:
            ev.message(name, "wprec", wp)
            return None
        dps = max(1, int(round(float(n.value))))
        if dps <= 16:
            dps = None
    verify = opts.get("VerifyConvergence", S.True_ if hasattr(S, "True_") else None)
    from mathilda.core.expr import FALSE
    return {"method": method, "nterms": nt.value, "dps": dps or 15, "wp": dps, "single": False,
            "verify": verify is not FALSE}


def _numeric(ev, name, expr, product):
    import mpmath
    terms_name = "NProductFactors" if product else "NSumTerms"
    pos, opts = ev.split_options(expr)
    if len(pos) < 2:
        return None
    o = _options(ev, name, opts, terms_name)
    if o is None:
        return None
    its = _iterators(ev, name, pos[1:])
    if its is None:
        return None
    variables = [it.args[0] for it in its]
    o["single"] = len(its) == 1
    summand = _Summand(ev, name, pos[0], variables, o["wp"])
    try:
        r = _multi(ev, name, summand, its, o) if len(its) > 1 and not product else None
        if r is None:
            with mpmath.workdps(o["dps"] + 15):
                r = _reduce(ev, name, summand, its, [], o, product)
    except _Bad:
        return None
    except (ValueError, ZeroDivisionError, OverflowError, ArithmeticError):
        return None
    return _result(r, o["wp"])


def _result(v, wp):
    import mpmath
    if isinstance(v, mpmath.mpc):
        re, im = v.real, v.imag
        if im == 0 or abs(im) < 1e-14 * abs(re):
            v = re
        elif abs(re) < 1e-14 * abs(im):
            re = mpmath.mpf(0)
            return Complex(Integer(0) if wp is None else Real(re, prec=wp),
                           Real(float(im)) if wp is None else Real(+im, prec=wp))
        else:
            if wp is None:
                return Complex(Real(float(re)), Real(float(im)))
            return Complex(Real(+re, prec=wp), Real(+im, prec=wp))
    if wp is None:
        return Real(float(v))
    with mpmath.workdps(wp):
        return Real(+v, prec=wp)


_OPTIONS = {"Method": "Automatic", "NSumTerms": "15", "WorkingPrecision": "MachinePrecision",
            "VerifyConvergence": "True", "AccuracyGoal": "Infinity",
            "PrecisionGoal": "Automatic", "EvaluationMonitor": "None"}
_POPTIONS = {"Method": "Automatic", "NProductFactors": "15",
             "WorkingPrecision": "MachinePrecision", "VerifyConvergence": "True",
             "AccuracyGoal": "Infinity", "PrecisionGoal": "Automatic",
             "EvaluationMonitor": "None"}


@builtin("NSum", nargs=(2, None), attributes=("HoldAll", "Protected"), options=_OPTIONS,
         messages=_MESSAGES,
         usage="NSum[f, {i, imin, imax}] gives a numerical approximation to the sum of f for i "
               "from imin to imax (either may be infinite); NSum[f, {i, imin, imax, di}] uses "
               "the step di; NSum[f, {i, ...}, {j, ...}, ...] a multiple sum. Options: Method "
               "(Automatic, \"AlternatingSigns\", \"EulerMaclaurin\", \"WynnEpsilon\"), "
               "NSumTerms (15 terms added before extrapolation), WorkingPrecision, "
               "VerifyConvergence.",
         examples=[("NSum[(-5)^i/i!, {i, 0, Infinity}]", "0.00673795"),
                   ("NSum[1/i^2, {i, 1, Infinity}]", "1.64493"),
                   ("NSum[1/k^2, {k, 2, Infinity, 2}]", "0.411234"),
                   ("NSum[(-1)^k/(2 k + 1), {k, 0, Infinity}, Method -> \"AlternatingSigns\"]",
                    "0.785398"),
                   ("NSum[1/k^3, {k, 1, Infinity}, WorkingPrecision -> 30]",
                    "1.20205690315959428539973816151")])
def nsum(ev, expr):
    return _numeric(ev, "NSum", expr, False)


@builtin("NProduct", nargs=(2, None), attributes=("HoldAll", "Protected"), options=_POPTIONS,
         messages=_PMESSAGES,
         usage="NProduct[f, {i, imin, imax}] gives a numerical approximation to the product of "
               "f for i from imin to imax (imax may be Infinity); NProduct[f, {i, imin, imax, "
               "di}] uses the step di. Options: Method, NProductFactors (15 factors multiplied "
               "before extrapolation), WorkingPrecision, VerifyConvergence.",
         examples=[("NProduct[1 + 1/k^2, {k, 1, Infinity}]", "3.67608"),
                   ("NProduct[k, {k, 1, 10}]", "3.6288*^6"),
                   ("NProduct[1 - 1/(4 k^2), {k, 1, Infinity}]", "0.63662"),
                   ("NProduct[Exp[1/k^2], {k, 1, Infinity}, WorkingPrecision -> 20]",
                    "5.1806683178971157484")])
def nproduct(ev, expr):
    return _numeric(ev, "NProduct", expr, True)
