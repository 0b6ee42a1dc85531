"""Round 5 plots against matplotlib drawing the same grid.

    python bench/graphics_round5.py
    python bench/graphics_round5.py --rows [--quick]

1. StreamPlot[{-1 - x^2 + y, 1 + x - y^2}, {x, -3, 3}, {y, -3, 3}] evaluated and exported
   to PNG, against matplotlib's streamplot of the same field on the same 60 x 60 grid (the
   field computed by NumPy) to PNG.
2. VectorPlot of the same field (15 x 15 arrows) to PNG, against matplotlib's quiver of the
   same arrows to PNG.
3. ComplexPlot[(z^2 - 1)/(z^2 + 1), {z, -2 - 2 I, 2 + 2 I}] (300 x 300) to PNG, against
   NumPy computing the same values and matplotlib's imshow of their hue to PNG.

Each pair is timed alternately (median of several runs), so the machine's load affects
both alike.
"""

import _common  # first: keeps bench/ off sys.path , puts the repository root first

import io  # noqa: E402

import numpy as np  # noqa: E402

from mathilda import Session  # noqa: E402
from mathilda.algorithms.graphics.export import render, matplotlib_setup  # noqa: E402


def _png(fig):
    buf = io.BytesIO()
    fig.savefig(buf, format="png")
    return buf.getvalue()


def _figure():
    matplotlib_setup()
    from matplotlib.figure import Figure
    return Figure(figsize=(5, 5), dpi=72)


def main():
    rows, quick, _ = _common.flags()
    n = 3 if quick else 7
    s = Session()
    field = "{-1 - x^2 + y, 1 + x - y^2}, {x, -3, 3}, {y, -3, 3}"
    results = []

    def mpl_stream():
        xs = np.linspace(-3, 3, 60)
        X, Y = np.meshgrid(xs, xs)
        U, V = -1 - X ** 2 + Y, 1 + X - Y ** 2
        fig = _figure()
        ax = fig.add_axes([0.08, 0.08, 0.9, 0.9])
        ax.streamplot(X, Y, U, V, color=np.hypot(U, V), density=1.0)
        return _png(fig)
    a, b = _common.pair_timings(lambda: render(s.evaluate("StreamPlot[%s]" % field), "png"),
                                mpl_stream, n)
    results.append(("StreamPlot + PNG", a, b, "matplotlib streamplot+PNG"))

    def mpl_quiver():
        xs = -3 + (np.arange(15) + 0.5) * 6 / 15
        X, Y = np.meshgrid(xs, xs)
        U, V = -1 - X ** 2 + Y, 1 + X - Y ** 2
        N = np.hypot(U, V)
        fig = _figure()
        ax = fig.add_axes([0.08, 0.08, 0.9, 0.9])
        ax.quiver(X, Y, U / N, V / N, N)
        return _png(fig)
    a, b = _common.pair_timings(lambda: render(s.evaluate("VectorPlot[%s]" % field), "png"),
                                mpl_quiver, n)
    results.append(("VectorPlot 15x15 + PNG", a, b, "matplotlib quiver+PNG"))

    def mpl_complex():
        from matplotlib.colors import hsv_to_rgb
        xs = np.linspace(-2, 2, 300)
        X, Y = np.meshgrid(xs, xs)
        Z = X + 1j * Y
        W = (Z ** 2 - 1) / (Z ** 2 + 1)
        hsv = np.stack([np.mod(np.angle(W) / (2 * np.pi), 1), np.full(W.shape, 0.8),
                        2 / np.pi * np.arctan(np.abs(W))], axis=-1)
        fig = _figure()
        ax = fig.add_axes([0.08, 0.08, 0.9, 0.9])
        ax.imshow(hsv_to_rgb(hsv), origin="lower", extent=(-2, 2, -2, 2))
        return _png(fig)
    a, b = _common.pair_timings(lambda: render(s.evaluate(
        "ComplexPlot[(z^2 - 1)/(z^2 + 1), {z, -2 - 2 I, 2 + 2 I}]"), "png"), mpl_complex, n)
    results.append(("ComplexPlot 300x300 + PNG", a, b, "NumPy + imshow+PNG"))

    for case, a, b, vs in results:
        ma, mb = _common.median(a), _common.median(b)
        if rows:
            _common.row(case, ma, mb, vs)
        else:
            print("%-28s %9.2f ms   %-26s %9.2f ms   ratio %.2f" % (
                case, ma * 1e3, vs, mb * 1e3, ma / mb))


if __name__ == "__main__":
    main()
