"""Legends beside a picture, and images.

``LegendedPicture`` draws ``Legended[g, legend]``: the picture on the left and the legend
(LineLegend, SwatchLegend, PointLegend, BarLegend or a list of labels, optionally in
Placed[legend, After | Right | Below | Top ...]) beside it.  ``ImagePicture`` draws an
``Image[data]`` (rows from the top, values 0..1, or 0..255 for "Byte")."""

from mathilda.core.expr import Expression, String, Symbol, S
from mathilda.algorithms.graphics import options as O
from mathilda.algorithms.graphics.colors import gradient_array, GRADIENTS
from mathilda.algorithms.graphics.numeric import real_array
from mathilda.algorithms.graphics.style import Style, apply

LEGEND_FONT = 9.0


def _np():
    import numpy as np
    return np


def _style_of(d):
    s = apply(Style(), d)
    if s is None and isinstance(d, Expression) and d.head is S.List:
        s = Style()
        for a in d.args:
            t = apply(s, a)
            if t is not None:
                s = t
    return s or Style()


class Legend:
    """One legend: kind ('line', 'swatch', 'point', 'bar'), entries (style, label text),
    and for bar legends the gradient and range."""

    def __init__(self, spec):
        from mathilda.algorithms.graphics.render2d import text_of
        self.kind = "line"
        self.entries = []
        self.position = "After"
        self.gradient = None
        x = spec
        if isinstance(x, Expression) and x.head is S.Placed and x.args:
            pos = x.args[1] if len(x.args) > 1 else S.After
            self.position = getattr(pos, "name", "After")
            x = x.args[0]
        head = getattr(getattr(x, "head", None), "name", None)
        if head in ("LineLegend", "SwatchLegend", "PointLegend") and x.args:
            self.kind = {"LineLegend": "line", "SwatchLegend": "swatch",
                         "PointLegend": "point"}[head]
            styles = x.args[0]
            labels = x.args[1] if len(x.args) > 1 and not _is_opt(x.args[1]) else None
            st = list(styles.args) if O.is_list(styles) else []
            labs = list(labels.args) if labels is not None and O.is_list(labels) else \
                [None] * len(st)
            for i, s in enumerate(st):
                lab = labs[i] if i < len(labs) else None
                self.entries.append((_style_of(s), "" if lab is None else text_of(lab)))
        elif head == "BarLegend" and x.args:
            self.kind = "bar"
            g = x.args[0]
            name, lo, hi = "M10DefaultDensityGradient", 0.0, 1.0
            if O.is_list(g, 2):
                if type(g.args[0]) is String and g.args[0].value in GRADIENTS:
                    name = g.args[0].value
                r = real_array(g.args[1])
                if r is not None and r.shape == (2,):
                    lo, hi = float(r[0]), float(r[1])
            elif type(g) is String and g.value in GRADIENTS:
                name = g.value
            self.gradient = (name, lo, hi)
        elif O.is_list(x):
            from mathilda.algorithms.graphics.colors import palette_97
            for i, lab in enumerate(x.args):
                r, g, b = palette_97(i + 1)
                s = Style()
                s.color = (r, g, b, 1.0)
                self.entries.append((s, text_of(lab)))
        elif x is not None:
            self.entries.append((None, text_of(x)))

    def _handles(self):
        from matplotlib.lines import Line2D
        from matplotlib.patches import Patch
        handles, labels = [], []
        for st, text in self.entries:
            if st is None:
                handles.append(Line2D([], [], color=(0, 0, 0, 0)))
            elif self.kind == "swatch":
                handles.append(Patch(facecolor=st.face_rgba((0.5, 0.5, 0.5, 1)),
                                     edgecolor=(0.4, 0.4, 0.4, 0.6), linewidth=0.5))
            elif self.kind == "point":
                handles.append(Line2D([], [], linestyle="none", marker="o", markersize=5,
                                      color=st.rgba((0.37, 0.51, 0.71, 1))))
            else:
                lw = st.thickness[1] if st.thickness and st.thickness[0] == "abs" else 1.6
                handles.append(Line2D([], [], color=st.rgba((0.37, 0.51, 0.71, 1)), lw=lw))
            labels.append(text)
        return handles, labels

    def width(self):
        if self.kind == "bar":
            return 60.0
        from mathilda.algorithms.graphics.render2d import text_width
        w = max([text_width(t, LEGEND_FONT) for _, t in self.entries] + [0.0])
        return w + 40.0

    def draw(self, fig, x, y, w, h):
        """Draw into the figure region (x, y, w, h) in figure fractions."""
        if self.kind == "bar":
            return self._bar(fig, x, y, w, h)
        handles, labels = self._handles()
        fig.legend(handles, labels, loc="center left", bbox_to_anchor=(x, y + h / 2),
                   frameon=False, fontsize=LEGEND_FONT, handlelength=1.8,
                   borderaxespad=0.2)

    def draw_beside(self, ax, x):
        """Draw as an Axes legend to the right of ``ax`` (x in axes fractions)."""
        if self.kind == "bar":
            return
        handles, labels = self._handles()
        ax.legend(handles, labels, loc="center left", bbox_to_anchor=(x, 0.5),
                  frameon=False, fontsize=LEGEND_FONT, handlelength=1.8, borderaxespad=0.2)

    def _bar(self, fig, x, y, w, h):
        np = _np()
        name, lo, hi = self.gradient
        ax = fig.add_axes([x + 0.1 * w, y + 0.15 * h, 0.18 * w, 0.7 * h])
        t = np.linspace(0, 1, 128)
        img = gradient_array(name, t)[:, None, :]
        ax.imshow(img, origin="lower", aspect="auto", extent=(0, 1, lo, hi))
        ax.set_xticks([])
        ax.yaxis.tick_right()
        ax.tick_params(labelsize=LEGEND_FONT - 1, colors=(0.3, 0.3, 0.3), length=2)
        for s in ax.spines.values():
            s.set_color((0.6, 0.6, 0.6))


def _is_opt(a):
    return isinstance(a, Expression) and a.head in (S.Rule, S.RuleDelayed)


class LegendedPicture:
    def __init__(self, inner, legend_args, numericalize=None):
        self.inner = inner
        self.dim = getattr(inner, "dim", 2)
        self.aspect = inner.aspect
        self.legends = [Legend(a) for a in legend_args]

    def paddings(self):
        l_, r, b, t = self.inner.paddings()
        return l_, r + sum(lg.width() for lg in self.legends), b, t

    def size(self, want=None):
        w, h, pads = self.inner.size(want)
        extra = sum(lg.width() for lg in self.legends)
        if want is None or want[0] is None:
            w += extra
        return w, h, (pads[0], pads[1] + extra, pads[2], pads[3])

    def draw(self, ax, w, h):
        """Draw into an Axes (an inset cell): the picture, its legends to the right."""
        self.inner.draw(ax, w, h)
        x = 1.0
        for lg in self.legends:
            lg.draw_beside(ax, x)
            x += lg.width() / max(w, 1.0)

    def draw_figure(self, fig, w, h, pads):
        from mathilda.algorithms.graphics.export import _draw_top
        extra = sum(lg.width() for lg in self.legends)
        _draw_top(fig, self.inner, w - extra, h, self.inner.size((w - extra, h))[2])
        # _draw_top placed the axes for the narrower width: rescale to the figure
        ax = fig.axes[-1]
        l_, b, aw, ah = ax.get_position().bounds
        k = (w - extra) / w
        ax.set_position([l_ * k, b, aw * k, ah])
        x = (w - extra) / w
        for lg in self.legends:
            lw = lg.width() / w
            lg.draw(fig, x, 0.0, lw, 1.0)
            x += lw


class ImagePicture:
    dim = 2

    def __init__(self, expr, numericalize=None):
        np = _np()
        self.expr = expr
        from mathilda.algorithms.image import core
        pic = core.from_expr(expr)
        data = core.to_rgb(pic) if pic is not None else np.ones((1, 1))
        self.data = np.clip(data, 0, 1)
        h, w = self.data.shape[:2]
        self.aspect = h / w if w else 1.0
        self.pixels = (w, h)
        opts = O.graphics_options(expr)
        self.image_size = O.image_size(opts.get("ImageSize"))

    def paddings(self):
        return 0.0, 0.0, 0.0, 0.0

    def size(self, want=None):
        w, h = want if want is not None else self.image_size
        if w is None and h is None:
            w, h = self.pixels
        elif h is None:
            h = w * self.aspect
        elif w is None:
            w = h / self.aspect
        return float(w), float(h), (0.0, 0.0, 0.0, 0.0)

    def draw(self, ax, w, h):
        d = self.data
        if d.ndim == 2:
            ax.imshow(d, cmap="gray", vmin=0, vmax=1, interpolation="nearest",
                      aspect="auto")
        else:
            ax.imshow(d, interpolation="nearest", aspect="auto")
        ax.set_axis_off()


__all__ = ["LegendedPicture", "ImagePicture", "Legend", "Symbol"]
