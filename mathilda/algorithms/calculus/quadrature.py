"""One-dimensional numerical quadrature for NIntegrate.

    machine_quad(g, pts, weight=None)   SciPy's QUADPACK (scipy.integrate.quad) on a Python
                                        callable of floats: pts are the range's end points
                                        with any points in between (singularities), either
                                        end may be infinite; weight ("sin" | "cos", w) puts
                                        a factor Sin[w x] or Cos[w x] into QUADPACK's
                                        oscillatory rules (QAWO on finite ranges, QAWF on
                                        half-infinite ones).  Returns the value, or None
                                        when QUADPACK could not reach the tolerance or g
                                        left the machine reals (the caller then uses
                                        mp_quad)
    mp_quad(fn, pts)                    mpmath's quadrature (any working precision),
                                        refined adaptively on finite ranges

Both aim at a relative error of about 1e-10 (NIntegrate's default PrecisionGoal at machine
precision is 6 digits; the tighter goal keeps the printed digits right)."""

__all__ = ["machine_quad", "mp_quad", "QuadFailed"]

_REL = 1e-11
_ABS = 1e-13
_LIMIT = 2000


class QuadFailed(Exception):
    """The integrand left the machine reals, or QUADPACK did not converge."""


def _checked(g):
    """g with a non-finite value turned into QuadFailed (QUADPACK would sum a nan)."""
    import math

    def run(x):
        v = g(x)
        if not math.isfinite(v):
            raise QuadFailed()
        return v
    return run


def _piece(quad, g, a, b, weight):
    """One range [a, b], a < b (b may be Infinity: then a is finite)."""
    import math
    kw = dict(epsabs=_ABS, epsrel=_REL, limit=_LIMIT, full_output=1)
    if weight is not None:
        kind, w = weight
        if math.isinf(b):
            # QAWF from a few periods on; before that the plain rule on g times the weight
            # (QAWF's first cycle mishandles a g singular at a, as 1/x for Sin[x]/x)
            c = a + 8 * math.pi / abs(w)
            trig = math.sin if kind == "sin" else math.cos
            head = _piece(quad, lambda x: g(x) * trig(w * x), a, c, None)
            if head is None:
                return None
            kw = dict(epsabs=_ABS, limlst=200, limit=_LIMIT, full_output=1,
                      weight=kind, wvar=w)
            tail = _quad_call(quad, g, c, b, kw)
            return None if tail is None else head + tail
        kw.update(weight=kind, wvar=w)
    return _quad_call(quad, g, a, b, kw)


def _quad_call(quad, g, a, b, kw):
    import math
    import warnings
    from scipy.integrate import IntegrationWarning
    with warnings.catch_warnings():
        warnings.simplefilter("error", IntegrationWarning)
        try:
            out = quad(g, a, b, **kw)
        except IntegrationWarning:
            return None
    value, err = out[0], out[1]
    if len(out) > 3 and out[3] and "roundoff" not in str(out[3]).lower():
        return None                     # QUADPACK's message: not converged
    if not math.isfinite(value) or err > max(1e-9 * abs(value), 1e-11):
        return None
    return value


def machine_quad(g, pts, weight=None):
    """The integral of the real function g over pts (see the module docstring), or None."""
    import math
    from scipy.integrate import quad
    g = _checked(g)
    total = 0.0
    try:
        for a, b in zip(pts, pts[1:]):
            if a == b:
                continue
            sign = 1.0
            if a > b:
                a, b, sign = b, a, -1.0
            if weight is not None and math.isinf(a) and math.isinf(b):
                # QAWF is for [a, Infinity): split at 0 and turn the left half around
                kind, w = weight
                left = _piece(quad, lambda x: g(-x), 0.0, math.inf,
                              (kind, w)) if kind == "cos" else _piece(
                    quad, lambda x: -g(-x), 0.0, math.inf, (kind, w))
                right = _piece(quad, g, 0.0, math.inf, weight)
                if left is None or right is None:
                    return None
                total += sign * (left + right)
                continue
            if weight is not None and math.isinf(a):
                kind, w = weight
                flipped = (lambda x: g(-x)) if kind == "cos" else (lambda x: -g(-x))
                v = _piece(quad, flipped, -b, math.inf, weight)
            else:
                v = _piece(quad, g, a, b, weight)
            if v is None:
                return None
            total += sign * v
    except (QuadFailed, ArithmeticError, ValueError, TypeError):
        return None
    return total


def mp_quad(fn, pts, refine=True):
    """mpmath's quadrature, refined adaptively on finite ranges: while the summed error
    estimate is above 1e-10 of the value, the piece with the largest estimate is halved (at
    most 2000 pieces).  On the whole range an oscillating integrand is badly wrong
    (Sin[200 x] Exp[-x] on [0, 10] by 1e-1; Sin[1/x] near 0).  ``refine=False``: one
    quadrature over the pieces between the points (the inner levels of a multiple
    integral): Gauss-Legendre first, which needs some fifty times fewer points than tanh-sinh
    for a smooth integrand, kept when its error estimate is below the working precision."""
    import heapq
    import mpmath
    if any(mpmath.isinf(p) for p in pts):
        return mpmath.quad(fn, pts)
    if not refine:
        r, e = mpmath.quad(fn, pts, method="gauss-legendre", error=True)
        if e <= mpmath.mpf(10) ** (5 - mpmath.mp.dps) * max(abs(r), 1):
            return r
        return mpmath.quad(fn, pts)
    eps = mpmath.mpf(10) ** (-max(10, mpmath.mp.dps - 5))
    heap = []
    for a, b in zip(pts, pts[1:]):
        r, e = mpmath.quad(fn, [a, b], error=True)
        heap.append((-e, a, b, r))
    heapq.heapify(heap)
    while len(heap) < 2000:
        total = mpmath.fsum(h[3] for h in heap)
        err = -sum(h[0] for h in heap)
        if err <= eps * max(abs(total), eps):
            break
        _, a, b, _ = heapq.heappop(heap)
        m = (a + b) / 2
        for lo, hi in ((a, m), (m, b)):
            r, e = mpmath.quad(fn, [lo, hi], error=True)
            heapq.heappush(heap, (-e, lo, hi, r))
    return mpmath.fsum(h[3] for h in heap)
