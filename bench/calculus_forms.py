"""Integrate in the Wolfram form and arithmetic on series: what the post-processing and the
SeriesData arithmetic cost.

    python bench/calculus_forms.py
    python bench/calculus_forms.py --rows [--quick]

1-3. Integrate through a Session (SymPy's integrate, the Wolfram-form rewrites each checked
     by its derivative, the conversions) against SymPy's integrate alone on the same
     integrand: the ratio is the price of the Wolfram form and of the bridge.
4-5. A product and a reciprocal of series of order 20 (SeriesData arithmetic on stored
     series) against SymPy multiplying / inverting the same truncated series.
Medians of several alternating runs; SymPy's cache is cleared before every call of either
side (else SymPy answers a repeated call from its cache).
"""

import _common  # first: keeps bench/ off sys.path , puts the repository root first

import sympy as sp  # noqa: E402

from mathilda.session import Session  # noqa: E402


def cases():
    s = Session()
    x, a = sp.symbols("x a")
    out = [
        ("Integrate Sin[x]^2", lambda: s.evaluate("Integrate[Sin[x]^2, x];"),
         lambda: sp.integrate(sp.sin(x) ** 2, x), "sympy.integrate"),
        ("Integrate 1/(1 + x^3)", lambda: s.evaluate("Integrate[1/(1 + x^3), x];"),
         lambda: sp.integrate(1 / (1 + x ** 3), x), "sympy.integrate"),
        ("Integrate Exp[-a x], 0..Infinity",
         lambda: s.evaluate("Integrate[Exp[-a x], {x, 0, Infinity}];"),
         lambda: sp.integrate(sp.exp(-a * x), (x, 0, sp.oo), conds="separate"),
         "sympy.integrate conds=separate"),
    ]
    s.evaluate("se = Series[Exp[x], {x, 0, 20}]; ss = Series[Sin[x], {x, 0, 20}]; "
               "sc = Series[Cos[x], {x, 0, 20}];")
    pe = sp.series(sp.exp(x), x, 0, 21)
    ps = sp.series(sp.sin(x), x, 0, 21)
    pc = sp.series(sp.cos(x), x, 0, 21)
    out.append(("series product, order 20", lambda: s.evaluate("se ss;"),
                lambda: sp.expand(pe * ps), "sympy (series * series).expand()"))
    out.append(("series reciprocal, order 20", lambda: s.evaluate("1/sc;"),
                lambda: sp.series(1 / pc.removeO(), x, 0, 21), "sympy.series(1/poly)"))
    return out


def _fresh(fn):
    from sympy.core.cache import clear_cache

    def run():
        clear_cache()
        return fn()
    return run


def main():
    rows, quick, _ = _common.flags()
    repeat = 3 if quick else 7
    for name, ours, other, vs in cases():
        a, b = _common.pair_timings(_fresh(ours), _fresh(other), repeat)
        ma, mb = _common.median(a), _common.median(b)
        if rows:
            _common.row(name, ma, mb, vs)
        else:
            print("%-34s ours %8.4f s   %-34s %8.4f s   ratio %.2f"
                  % (name, ma, vs, mb, ma / mb))


if __name__ == "__main__":
    main()
