"""TeXForm against SymPy's latex(), and unit conversion against pint, in the same run.

    python bench/strings_units.py [RUNS]

TeX: the text of a sum of 200 terms (powers, fractions, sines, square roots) by
``printing.tex_form`` and by ``sympy.latex`` of the same expression (converted once, outside
the timing).  Units: 2000 exact conversions Miles -> Kilometers through
``UnitConvert[...]`` evaluated by a Session, against 2000 ``pint`` conversions
(``Quantity.to``, floating point) on one UnitRegistry.  Medians of RUNS runs (default 5).
"""

import _common  # noqa: F401  first: puts the repository root first

import statistics  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402


def _median(fn, runs):
    ts = []
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        ts.append(time.perf_counter() - t0)
    return statistics.median(ts)


def main():
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    from mathilda.session import Session
    from mathilda.printing import tex_form
    from mathilda.bridges.sympy import to_sympy
    import sympy
    s = Session()
    e = s.evaluate("Sum[x^k/(k + 1) + Sin[k x]^2 - Sqrt[k + y]/3, {k, 1, 200}]")
    se = to_sympy(e)
    t_tex = _median(lambda: tex_form(e), runs)
    t_sym = _median(lambda: sympy.latex(se), runs)
    print("TeX of a 200-term sum (%d characters): TeXForm %.4f s, sympy.latex %.4f s, "
          "ratio %.1fx" % (len(tex_form(e)), t_tex, t_sym, t_sym / t_tex))
    s.evaluate('qs = Table[Quantity[k, "Miles"], {k, 2000}];')
    t_units = _median(lambda: s.evaluate('UnitConvert[qs, "Kilometers"];'), runs)
    import pint
    ureg = pint.UnitRegistry()
    ps = [k * ureg.mile for k in range(1, 2001)]
    t_pint = _median(lambda: [p.to(ureg.kilometer) for p in ps], runs)
    print("2000 conversions Miles -> Kilometers: UnitConvert (exact) %.4f s, pint (float) "
          "%.4f s, ratio %.2fx" % (t_units, t_pint, t_units / t_pint))


if __name__ == "__main__":
    main()
