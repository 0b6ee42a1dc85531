"""NIntegrate at machine precision against scipy.integrate.quad on the same integrands, in
the same run (medians of several runs), and the mpmath path NIntegrate used before (the
evaluator-backed function integrated by mpmath, as WorkingPrecision -> n still does).

    python bench/nintegrate.py [runs]
"""

import math
import statistics
import sys
import time

CASES = [
    # (NIntegrate input, the same integrand and range for scipy, weight for scipy or None)
    ("NIntegrate[Exp[-x^2] Cos[x], {x, 0, 3}]",
     lambda x: math.exp(-x * x) * math.cos(x), 0.0, 3.0, None),
    ("NIntegrate[1/(1 + x^2), {x, 0, 1}]", lambda x: 1 / (1 + x * x), 0.0, 1.0, None),
    ("NIntegrate[Exp[-x^2], {x, -Infinity, Infinity}]",
     lambda x: math.exp(-x * x), -math.inf, math.inf, None),
    ("NIntegrate[Sin[200 x] Exp[-x], {x, 0, 10}]",
     lambda x: math.exp(-x), 0.0, 10.0, ("sin", 200.0)),
    ("NIntegrate[Sin[1/x], {x, 0.001, 1}]", lambda x: math.sin(1 / x), 0.001, 1.0, None),
]


def median_time(fn, runs):
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def main():
    from scipy.integrate import quad
    from mathilda.session import Session
    from mathilda.algorithms.calculus.quadrature import mp_quad
    from mathilda.builtins.calculus.nintegrate import evaluator_function, _bound
    import mpmath
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    s = Session()
    print("times: medians of %d runs; scipy quad with its default tolerance and with "
          "NIntegrate's (epsrel 1e-11)" % runs)
    print(f"{'integrand':48s} {'NIntegrate':>10s} {'quad':>9s} {'ratio':>7s} "
          f"{'quad 1e-11':>10s} {'ratio':>7s} {'mpmath path':>11s} {'value':>18s}")
    for text, g, a, b, weight in CASES:
        expr = s.parse(text)[0]
        s.evaluate(expr)                                     # warm up (imports)
        t_ours = median_time(lambda: s.evaluate(expr), runs)
        kw = dict(limit=2000) if weight is None else dict(weight=weight[0], wvar=weight[1])
        t_scipy = median_time(lambda: quad(g, a, b, **kw), runs)
        tight = dict(kw, epsabs=1e-13, epsrel=1e-11)
        t_tight = median_time(lambda: quad(g, a, b, **tight), runs)
        body, spec = expr.args[0], expr.args[1]
        fn = evaluator_function(s.ev, body, spec.args[0])
        pts = [_bound(s.ev, p) for p in spec.args[1:]]
        with mpmath.workdps(15):
            t_mp = median_time(lambda: mp_quad(fn, pts), max(1, runs // 3))
        value = s.evaluate(expr).value
        print(f"{text:48s} {t_ours * 1e3:8.3f}ms {t_scipy * 1e3:7.3f}ms "
              f"{t_ours / t_scipy:6.1f}x {t_tight * 1e3:8.3f}ms {t_ours / t_tight:6.1f}x "
              f"{t_mp * 1e3:9.1f}ms {value:18.13g}", flush=True)


if __name__ == "__main__":
    main()
