"""Graphics benchmark: plotting and rendering against matplotlib drawing the same data.

    python bench/graphics.py
    python bench/graphics.py --rows [--quick]

Each case is timed as a median of several runs, alternating with its comparison so that
the machine's load affects both alike:

1. Plot[Sin[x], {x, 0, 10}]: the sampling (the whole Plot evaluation) against NumPy
   computing sin on the same points; and the packed-array path of the sampler (the
   evaluator on a packed array, without the compile translator) on the same plot.
2. Plot[Sin[x], {x, 0, 10}] evaluated and exported to PNG against matplotlib drawing the
   same points (one Line2D, a 360 point wide figure, Agg, PNG) directly: the floor.
3. A 100x100 ContourPlot (PlotPoints -> 100) to PNG against matplotlib's contourf + contour
   of the same grid values.
4. ListPlot of 10^5 points to PNG against matplotlib plotting the same points as markers.

The aim: sampling plus rendering within 2x of matplotlib's floor.
"""

import _common  # first: keeps bench/ off sys.path , puts the repository root first

import io  # noqa: E402

import numpy as np  # noqa: E402

from mathilda import Session  # noqa: E402
from mathilda.algorithms.graphics.export import render, matplotlib_setup  # noqa: E402
from mathilda.algorithms.graphics.numeric import real_array  # noqa: E402
from mathilda.core.expr import S  # noqa: E402


def _mpl_figure(w=360, h=222):
    matplotlib_setup()
    from matplotlib.figure import Figure
    return Figure(figsize=(w / 72, h / 72), dpi=72)


def _png(fig):
    buf = io.BytesIO()
    fig.savefig(buf, format="png")
    return buf.getvalue()


def _lines(g):
    out = []

    def walk(x):
        if getattr(x, "head", None) is S.Line:
            out.append(real_array(x.args[0]))
        elif hasattr(x, "args") and not hasattr(x, "array"):
            for a in x.args:
                walk(a)
    walk(g)
    return out


def main():
    rows, quick, _ = _common.flags()
    n = 5 if quick else 11
    s = Session()
    results = []

    # 1. sampling
    plot = "Plot[Sin[x], {x, 0, 10}]"
    g = s.evaluate(plot)
    pts = np.concatenate(_lines(g))
    xs = pts[:, 0].copy()
    ours, other = _common.pair_timings(lambda: s.evaluate(plot), lambda: np.sin(xs), n)
    results.append(("Plot Sin sampling (%d points)" % len(xs), ours, other, "NumPy sin"))

    from mathilda.algorithms.graphics import sampling
    original = sampling.Sampler.__call__

    def packed_only(self, *arrays):
        self.compiled = False
        return original(self, *arrays)
    sampling.Sampler.__call__ = packed_only
    try:
        packed, compiled = _common.pair_timings(lambda: s.evaluate(plot),
                                                lambda: None, n)
    finally:
        sampling.Sampler.__call__ = original
    results.append(("Plot Sin sampling, packed path", packed, ours, "compiled path"))

    # 2. Plot to PNG
    def ours_png():
        return render(s.evaluate(plot), "png")

    def mpl_png():
        fig = _mpl_figure()
        ax = fig.add_axes([0.08, 0.08, 0.9, 0.9])
        ax.plot(pts[:, 0], pts[:, 1], lw=1.6)
        return _png(fig)
    a, b = _common.pair_timings(ours_png, mpl_png, n)
    results.append(("Plot Sin + PNG", a, b, "matplotlib plot+PNG"))

    # 3. ContourPlot 100x100
    cp = "ContourPlot[Sin[x] Cos[y], {x, 0, 5}, {y, 0, 5}, PlotPoints -> 100]"
    X, Y = np.meshgrid(np.linspace(0, 5, 100), np.linspace(0, 5, 100))

    def ours_cp():
        return render(s.evaluate(cp), "png")

    def mpl_cp():
        Z = np.sin(X) * np.cos(Y)
        fig = _mpl_figure(360, 360)
        ax = fig.add_axes([0.08, 0.08, 0.9, 0.9])
        levels = np.linspace(-1, 1, 11)
        ax.contourf(X, Y, Z, levels=levels)
        ax.contour(X, Y, Z, levels=levels, colors="k", linewidths=0.6, alpha=0.4)
        return _png(fig)
    a, b = _common.pair_timings(ours_cp, mpl_cp, n)
    results.append(("ContourPlot 100x100 + PNG", a, b, "matplotlib contourf+PNG"))

    # 4. ListPlot of 10^5 points
    s.evaluate("SeedRandom[7]; data = RandomReal[1, {100000, 2}];")
    data = s.evaluate("data").array

    def ours_lp():
        return render(s.evaluate("ListPlot[data]"), "png")

    def mpl_lp():
        fig = _mpl_figure()
        ax = fig.add_axes([0.08, 0.08, 0.9, 0.9])
        ax.plot(data[:, 0], data[:, 1], "o", ms=2, mew=0)
        return _png(fig)
    a, b = _common.pair_timings(ours_lp, mpl_lp, max(3, n // 2))
    results.append(("ListPlot 10^5 points + PNG", a, b, "matplotlib markers+PNG"))

    lp_eval, _ = _common.pair_timings(lambda: s.evaluate("ListPlot[data]"), lambda: None,
                                      max(3, n // 2))
    results.append(("ListPlot 10^5 points (expression)", lp_eval, None, ""))

    for case, a, b, vs in results:
        ma, mb = _common.median(a), _common.median(b)
        if rows:
            _common.row(case, ma, mb, vs)
        elif mb is None:
            print("%-36s %9.2f ms" % (case, ma * 1e3))
        else:
            print("%-36s %9.2f ms   %-24s %9.2f ms   ratio %.2f" % (
                case, ma * 1e3, vs, mb * 1e3, ma / mb))


if __name__ == "__main__":
    main()
