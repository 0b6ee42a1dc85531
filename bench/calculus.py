"""Numeric calculus and signal benchmark: Fourier, NIntegrate, Interpolation, ListConvolve and
NSum through the evaluator against NumPy/SciPy/mpmath doing the same directly.

    python bench/calculus.py [--quick]
    python bench/calculus.py --rows [--quick]

Each row evaluates a call (parsed once, evaluated with ``ev.evaluate``: dispatch, argument
checks, the library call and the wrapping of the result are all timed) and the same
computation written directly, alternately in the same run (so the machine's load affects
both alike); medians of several runs and the ratio mathilda / reference.

    Fourier[x], x packed, 2^20 reals            numpy.fft.ifft(x, norm="ortho") (the same
                                                transform: Exp[+2 Pi I r s/n]/Sqrt[n])
    InverseFourier[z], 2^20 complexes           numpy.fft.fft(z, norm="ortho")
    NIntegrate[Exp[-x^2] Cos[3 x], {x, 0, 5}]   scipy.integrate.quad (smooth)
    NIntegrate[Sin[200 x] Exp[-x], {x, 0, 10}]  scipy.integrate.quad, limit=200 (oscillatory)
    Interpolation of 10^4 points                scipy.interpolate.CubicSpline(x, y)
    f[pts], 10^5 packed points                  CubicSpline(pts)
    Interpolation[..., Method -> "Spline"][pts] make_interp_spline(x, y, 3)(pts)
    ListConvolve[k, x], 15 and 10^6 reals       numpy.convolve(x, k, "valid")
    NSum[1/k^2, {k, 1, Infinity}]               mpmath.nsum(lambda k: 1/k**2, [1, inf])
"""

import _common  # first: keeps bench/ off sys.path, puts the repository root first

import numpy as np  # noqa: E402

from mathilda.session import Session  # noqa: E402
from mathilda.syntax.parser import parse  # noqa: E402


def cases():
    """Yield (name, ours, reference, check)."""
    import mpmath
    from scipy.integrate import quad
    from scipy.interpolate import CubicSpline, make_interp_spline
    s = Session()
    ev = s.ev

    def run(text):
        expr = parse(text)
        return lambda: ev.evaluate(expr)

    s.evaluate("SeedRandom[3]; x20 = RandomReal[1, 2^20]; "
               "z20 = Fourier[RandomReal[1, 2^20]];")
    x = s.evaluate("x20").array
    z = s.evaluate("z20").array
    got = s.evaluate("Fourier[x20]").array
    ok = "ok" if np.allclose(got, np.fft.ifft(x, norm="ortho")) else "WRONG"
    yield ("Fourier, 2^20 reals", run("Fourier[x20]"),
           lambda: np.fft.ifft(x, norm="ortho"), ok)
    got = s.evaluate("InverseFourier[z20]").array
    ok = "ok" if np.allclose(got, np.fft.fft(z, norm="ortho")) else "WRONG"
    yield ("InverseFourier, 2^20 complexes", run("InverseFourier[z20]"),
           lambda: np.fft.fft(z, norm="ortho"), ok)

    smooth = "NIntegrate[Exp[-x^2] Cos[3 x], {x, 0, 5}]"
    want = quad(lambda t: np.exp(-t * t) * np.cos(3 * t), 0, 5)[0]
    ok = "ok" if abs(s.evaluate(smooth).to_python() - want) < 1e-9 else "WRONG"
    yield ("NIntegrate smooth", run(smooth),
           lambda: quad(lambda t: np.exp(-t * t) * np.cos(3 * t), 0, 5), ok)
    osc = "NIntegrate[Sin[200 x] Exp[-x], {x, 0, 10}]"
    want = quad(lambda t: np.sin(200 * t) * np.exp(-t), 0, 10, limit=200)[0]
    exact = 200 * (1 - np.exp(-10) * (np.cos(2000) + np.sin(2000) / 200)) / (1 + 200 ** 2)
    got = s.evaluate(osc).to_python()
    ok = ("ok" if abs(got - exact) < 1e-7 else "WRONG") + \
        " (err %.1e, quad %.1e)" % (abs(got - exact), abs(want - exact))
    yield ("NIntegrate oscillatory", run(osc),
           lambda: quad(lambda t: np.sin(200 * t) * np.exp(-t), 0, 10, limit=200), ok)

    s.evaluate("xs = Sort[RandomReal[{0, 100}, 10^4]]; data = Transpose[{xs, Sin[xs]}]; "
               "pts = RandomReal[{0, 100}, 10^5];")
    xs = s.evaluate("xs").array
    ys = np.sin(xs)
    pts = s.evaluate("pts").array
    f = s.evaluate("f = Interpolation[data]")
    ok = "ok" if f.head.name == "InterpolatingFunction" else "WRONG"
    yield ("Interpolation, 10^4 points", run("Interpolation[data]"),
           lambda: CubicSpline(xs, ys), ok)
    cs = CubicSpline(xs, ys)
    got = s.evaluate("f[pts]").array
    inside = (pts > xs[0]) & (pts < xs[-1])
    ok = "ok" if np.abs(got[inside] - np.sin(pts[inside])).max() < 1e-4 else "WRONG"
    yield ("f[pts], 10^5 evaluations", run("Quiet[f[pts]]"), lambda: cs(pts), ok)
    g = s.evaluate("g = Interpolation[data, Method -> \"Spline\"]")
    spl = make_interp_spline(xs, ys, 3)
    got = s.evaluate("Quiet[g[pts]]").array
    ok = "ok" if np.allclose(got, spl(pts)) else "WRONG"
    yield ("Spline build + 10^5 evaluations",
           run("Quiet[Interpolation[data, Method -> \"Spline\"][pts]]"),
           lambda: make_interp_spline(xs, ys, 3)(pts), ok)

    s.evaluate("k15 = RandomReal[1, 15]; x6 = RandomReal[1, 10^6];")
    k = s.evaluate("k15").array
    x6 = s.evaluate("x6").array
    got = s.evaluate("ListConvolve[k15, x6]").array
    ok = "ok" if np.allclose(got, np.convolve(x6, k, "valid")) else "WRONG"
    yield ("ListConvolve, 15 by 10^6", run("ListConvolve[k15, x6]"),
           lambda: np.convolve(x6, k, "valid"), ok)

    got = s.evaluate("NSum[1/k^2, {k, 1, Infinity}]").to_python()
    ok = "ok" if abs(got - float(mpmath.zeta(2))) < 1e-12 else "WRONG"
    yield ("NSum 1/k^2", run("NSum[1/k^2, {k, 1, Infinity}]"),
           lambda: mpmath.nsum(lambda j: 1 / j ** 2, [1, mpmath.inf]), ok)



if __name__ == "__main__":
    _common.paired_main(cases, "NumPy/SciPy/mpmath", 7, 34)
