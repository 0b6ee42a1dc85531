"""Drawing a Graphics expression with matplotlib (the Agg/SVG/PDF canvases, no GUI).

``Picture2D(expr, numericalize)`` reads the options and walks the primitives; ``size()``
gives the image size in points and the paddings around the plot area (room for tick
labels, axes and frame labels, the plot label); ``draw(ax, width_pt)`` draws into a
matplotlib Axes already placed in its figure.  Insets draw a nested Picture into a child
Axes positioned in the parent's data coordinates.

The look follows the Wolfram Language's defaults: gray axes through the origin with ticks
on the inner side and no label where the axes cross, a frame with ticks inside, tick
labels formatted alike, the plot range padded (Scaled[0.02] unless the graphic says
otherwise), the plot area as wide as ImageSize allows, AspectRatio kept exactly."""

import math

from mathilda.core.expr import String, S, TRUE
from mathilda.algorithms.graphics import options as O
from mathilda.algorithms.graphics.plotrange import nice_ticks, tick_labels
from mathilda.algorithms.graphics.scene import Scene, bounds
from mathilda.algorithms.graphics.style import Style, apply, font_of

DEFAULT_WIDTH = 360.0
TICK_FONT = 9.0
LABEL_FONT = 10.0
AXES_COLOR = (0.55, 0.55, 0.55, 1.0)
TICK_LABEL_COLOR = (0.3, 0.3, 0.3, 1.0)
TEXT_COLOR = (0.0, 0.0, 0.0, 1.0)
DEFAULT_POINTSIZE = 0.008          # of the plot width
DEFAULT_THICKNESS = ("abs", 0.8)
MAJOR_TICK = 4.0
MINOR_TICK = 2.5


def _np():
    import numpy as np
    return np


def text_of(x):
    """The text shown for a label or Text content (strings as they are, other expressions
    in OutputForm)."""
    if type(x) is String:
        return x.value.replace("$", "\\$")
    if hasattr(x, "head") and x.head in (S.Superscript, S.Subscript) and len(x.args) == 2:
        mark = "^" if x.head is S.Superscript else "_"
        return "$%s%s{%s}$" % (_math(text_of(x.args[0])), mark, _math(text_of(x.args[1])))
    from mathilda.printing import output_form
    return output_form(x).replace("$", "\\$")


def _math(s):
    """Text for inside matplotlib's $...$ math mode."""
    if s.startswith("$") and s.endswith("$"):
        return s[1:-1]
    return s.replace(" ", "\\ ")


def text_width(s, size):
    """An estimate of the width of a one-line text in points."""
    lines = s.split("\n")
    return max(len(ln) for ln in lines) * size * 0.56 if lines else 0.0


def style_of(x, base=None):
    """A Style from a style option value (a directive, a list of them, a font size...)."""
    s = base.copy() if base is not None else Style()
    if x is None or x is S["None"] or x is S.Automatic:
        return s
    return font_of(s, [x])


class Picture2D:
    def __init__(self, expr, numericalize=None, legend=None):
        self.expr = expr
        self.numericalize = numericalize
        self.legend = legend
        self.opts = O.graphics_options(expr)
        content = expr.args[0] if expr.args else S.List
        self.scene = Scene(2, numericalize).build(content)
        self.prolog = Scene(2, numericalize).build(self.opts.get("Prolog", S.List))
        self.epilog = Scene(2, numericalize).build(self.opts.get("Epilog", S.List))
        self._ranges()
        self._axes_options()

    # --- ranges and sizes -------------------------------------------------------------------
    def _ranges(self):
        np = _np()
        opts = self.opts
        specs = O.plot_range(opts.get("PlotRange"), 2)
        b = bounds(self.scene.items, 2)
        if b is None:
            b = bounds(self.epilog.items + self.prolog.items, 2)
        if b is None:
            b = (np.array([-1.0, -1.0]), np.array([1.0, 1.0]))
        lo, hi = b
        rng = []
        for i in range(2):
            r = O.resolve_range(specs[i], float(lo[i]), float(hi[i]))
            if r is None or not all(math.isfinite(v) for v in r):
                r = (float(lo[i]), float(hi[i]))
            a, c = r
            if c - a <= 1e-12 * max(1.0, abs(a), abs(c)):
                d = abs(a) * 0.1 or 1.0
                a, c = a - d, c + d
            rng.append((a, c))
        self.data_range = rng
        pads = O.padding(opts.get("PlotRangePadding"), 2)
        self.range = [O.apply_padding(rng[i][0], rng[i][1], pads[i]) for i in range(2)]
        (x0, x1), (y0, y1) = self.range
        a = O.aspect_ratio(opts.get("AspectRatio"))
        if a == "auto":
            a = (y1 - y0) / (x1 - x0)
            a = min(max(a, 1 / 50), 50)
        elif a == "full":
            a = None
        self.aspect = a

    def _axes_options(self):
        o = self.opts
        self.axes = O.bool_pair(o.get("Axes"), (False, False))
        self.frame = O.frame_flags(o.get("Frame"))
        self.frame_label = O.frame_labels(o.get("FrameLabel"))
        self.axes_label = O.label_pair(o.get("AxesLabel"))
        self.plot_label = o.get("PlotLabel")
        if self.plot_label is S["None"]:
            self.plot_label = None
        self.label_style = style_of(o.get("LabelStyle"))
        self.base_style = style_of(o.get("BaseStyle"))
        self.axes_style = [style_of(s) for s in O.pair(o.get("AxesStyle"))]
        self.frame_style = [style_of(s) for s in O.pair(o.get("FrameStyle"))]
        self.ticks_style = [style_of(s) for s in O.pair(o.get("TicksStyle"))]
        self.ticks = [O.ticks_spec(t) for t in O.per_axis(o.get("Ticks"))]
        ft = o.get("FrameTicks")
        if O.is_list(ft, 2) and all(O.is_list(e, 2) for e in ft.args):
            (l_, r), (b, t) = ft.args[0].args, ft.args[1].args
            self.frame_ticks = [O.ticks_spec(b), O.ticks_spec(l_), O.ticks_spec(t),
                                O.ticks_spec(r)]
        else:
            fx, fy = O.per_axis(ft)
            self.frame_ticks = [O.ticks_spec(fx), O.ticks_spec(fy), O.ticks_spec(fx),
                                O.ticks_spec(fy)]
        self.grid = O.gridlines_spec(o.get("GridLines"))
        self.grid_style = style_of(o.get("GridLinesStyle"))
        self.origin = O.axes_origin(o.get("AxesOrigin"))
        self.clip = o.get("PlotRangeClipping") is TRUE
        bg = o.get("Background")
        from mathilda.algorithms.graphics.colors import rgba
        self.background = rgba(bg) if bg is not None else None
        self.fs = self.label_style.font.get("size", TICK_FONT) if self.label_style.font \
            else TICK_FONT

    def axis_positions(self):
        """(x of the y axis, y of the x axis) where the axes cross."""
        (x0, x1), (y0, y1) = self.data_range
        ox, oy = self.origin

        def auto(lo, hi):
            if lo <= 0 <= hi:
                return 0.0
            return lo if lo > 0 else hi
        return (ox if ox is not None else auto(x0, x1),
                oy if oy is not None else auto(y0, y1))

    def tick_values(self, axis, spec):
        """(major positions, labels, minor positions) for one axis."""
        lo, hi = self.range[axis]
        if spec is None:
            return [], [], []
        if spec == "auto":
            major, minor = nice_ticks(lo, hi)
            return major, tick_labels(major), minor
        eps = 1e-9 * abs(hi - lo)
        inside = [t for t in spec if lo - eps <= t[0] <= hi + eps]
        # an unlabelled tick with an explicit length is a minor tick (log axes)
        minor = [t[0] for t in inside if t[2] is not None and type(t[1]) is String
                 and not t[1].value]
        ticks = [t for t in inside if not (t[2] is not None and type(t[1]) is String
                                           and not t[1].value)]
        nums = [t[0] for t in ticks if t[1] == "number"]
        fmt = dict(zip(nums, tick_labels(nums)))
        major, labels = [], []
        for t in ticks:
            lab = t[1]
            major.append(t[0])
            labels.append(fmt.get(t[0], "") if lab == "number" else
                          "" if lab is None else text_of(lab))
        return major, labels, minor

    def paddings(self):
        """(left, right, bottom, top) room around the plot area in points."""
        fs = self.fs
        left, right, bottom, top = 4.0, 6.0, 4.0, 6.0
        (x0, x1), (y0, y1) = self.range
        ax_x, ax_y = self.axis_positions()
        if any(self.frame):
            if self.frame[0]:
                _, labels, _ = self.tick_values(1, self.frame_ticks[1])
                left += max([text_width(s, fs) for s in labels] + [0]) + MAJOR_TICK + 4
            if self.frame[2]:
                bottom += fs * 1.3 + 4
            _, xl, _ = self.tick_values(0, self.frame_ticks[0])
            if xl:
                right = max(right, text_width(xl[-1], fs) / 2 + 2)
        if self.axes[1] and (ax_x - x0) <= 0.03 * (x1 - x0):
            _, labels, _ = self.tick_values(1, self.ticks[1])
            left += max([text_width(s, fs) for s in labels] + [0]) + 4
        elif self.axes[1]:
            left += 2
        if self.axes[0] and (ax_y - y0) <= 0.03 * (y1 - y0):
            bottom += fs * 1.3 + 2
        if self.axes[0]:
            _, xl, _ = self.tick_values(0, self.ticks[0])
            if xl:
                right = max(right, text_width(xl[-1], fs) / 2 + 2)
                left = max(left, text_width(xl[0], fs) / 2 + 2)
        if self.axes[1]:
            bottom = max(bottom, fs * 0.6)
            top = max(top, fs * 0.6)
        lab_fs = LABEL_FONT
        if self.axes_label[0] is not None:
            right += text_width(text_of(self.axes_label[0]), lab_fs) + 4
        if self.axes_label[1] is not None:
            top += lab_fs * 1.5
        fl = self.frame_label
        if fl[0] is not None:
            left += lab_fs * 1.6
        if fl[1] is not None:
            right += lab_fs * 1.6
        if fl[2] is not None:
            bottom += lab_fs * 1.6
        if fl[3] is not None:
            top += lab_fs * 1.6
        if self.plot_label is not None:
            top += lab_fs * 1.2 * (text_of(self.plot_label).count("\n") + 1) + 4
        given = O.image_padding(self.opts.get("ImagePadding"))
        return tuple(auto if g is None else g
                     for auto, g in zip((left, right, bottom, top), given))

    def size(self, want=None):
        """(width, height, paddings) in points for the requested (w, h) or ImageSize."""
        w, h = want if want is not None else O.image_size(self.opts.get("ImageSize"))
        pads = self.paddings()
        l_, r, b, t = pads
        aspect = self.aspect
        if w is None and h is None:
            if aspect is None or aspect <= 1.5:
                w = DEFAULT_WIDTH
            else:
                h = DEFAULT_WIDTH * 1.5 if aspect < 3 else DEFAULT_WIDTH
        if aspect is None:
            aspect = 1 / O.GOLDEN
        if w is not None and h is None:
            h = max(10.0, (w - l_ - r)) * aspect + b + t
        elif h is not None and w is None:
            w = max(10.0, (h - b - t)) / aspect + l_ + r
        return float(w), float(h), pads

    # --- drawing ----------------------------------------------------------------------------
    def draw(self, ax, width_pt, height_pt):
        from mathilda.algorithms.graphics import draw2d
        np = _np()
        (x0, x1), (y0, y1) = self.range
        ax.set_xlim(x0, x1)
        ax.set_ylim(y0, y1)
        ax.set_autoscale_on(False)
        if self.aspect is not None:
            ax.set_box_aspect(self.aspect)
        ctx = draw2d.Context(ax, self, width_pt, height_pt)
        # the plot area is one rectangle with the id "plotarea" in SVG (tests and tools read
        # the picture's coordinate system from it)
        ax.patch.set_gid("plotarea")
        ax.patch.set_linewidth(0)
        ax.patch.set_facecolor(self.background if self.background is not None else "none")
        self._grid(ax, ctx)
        ctx.draw_items(self.prolog.items, 1.0)
        ctx.draw_items(self.scene.items, 2.0)
        ctx.draw_items(self.epilog.items, 5.0)
        self._axes(ax, ctx)
        self._labels(ax, ctx)
        del np

    def _grid(self, ax, ctx):
        for axis in range(2):
            spec = self.grid[axis]
            if spec is None:
                continue
            if spec == "auto":
                major, _, _ = self.tick_values(axis, "auto")
                lines = [(p, None) for p in major]
            else:
                lines = spec
            for p, st in lines:
                s = self.grid_style
                if st is not None:
                    s = style_of(st, s)
                c = s.rgba((0.5, 0.5, 0.5, 0.4)) if s.color or s.opacity else \
                    (0.85, 0.85, 0.85, 1.0)
                lw = ctx.linewidth(s, 0.5)
                if axis == 0:
                    ax.axvline(p, color=c, lw=lw, zorder=0.5)
                else:
                    ax.axhline(p, color=c, lw=lw, zorder=0.5)

    def _axes(self, ax, ctx):
        sp = ax.spines
        frame = any(self.frame)
        ax_x, ax_y = self.axis_positions()
        fs = self.fs
        tick_color = self.label_style.font.get("color", TICK_LABEL_COLOR) \
            if self.label_style.font else TICK_LABEL_COLOR
        # axes in front of the primitives (the Wolfram Language's "AxesInFront")
        ax.set_axisbelow(False)
        ax.xaxis.set_zorder(6.0)
        ax.yaxis.set_zorder(6.0)
        for name in ("left", "right", "bottom", "top"):
            sp[name].set_visible(False)
            sp[name].set_zorder(6.0)
        ax.tick_params(which="both", length=0, labelleft=False, labelbottom=False,
                       labelright=False, labeltop=False, left=False, bottom=False,
                       right=False, top=False)
        if frame:
            sides = (("left", 1, self.frame[0]), ("right", 1, self.frame[1]),
                     ("bottom", 0, self.frame[2]), ("top", 0, self.frame[3]))
            for name, axis, on in sides:
                if not on:
                    continue
                st = self.frame_style[axis]
                sp[name].set_visible(True)
                sp[name].set_color(st.rgba(AXES_COLOR))
                sp[name].set_linewidth(ctx.linewidth(st, 0.8))
            self._frame_ticks(ax, ctx, fs, tick_color)
            return
        xa, ya = self.axes
        if xa:
            st = self.axes_style[0]
            sp["bottom"].set_visible(True)
            sp["bottom"].set_position(("data", ax_y))
            sp["bottom"].set_color(st.rgba(AXES_COLOR))
            sp["bottom"].set_linewidth(ctx.linewidth(st, 0.8))
            major, labels, minor = self.tick_values(0, self.ticks[0])
            if ya:
                labels = ["" if abs(p - ax_x) < 1e-12 * max(1, abs(p)) else lab
                          for p, lab in zip(major, labels)]
            self._set_ticks(ax.xaxis, major, labels, minor)
            ts = self.ticks_style[0]
            ax.tick_params(axis="x", which="both", bottom=True, labelbottom=True,
                           direction="in", color=st.rgba(AXES_COLOR),
                           labelcolor=_font_color(ts, tick_color), labelsize=fs, pad=3)
            ax.tick_params(axis="x", which="major", length=MAJOR_TICK, width=0.6)
            ax.tick_params(axis="x", which="minor", length=MINOR_TICK, width=0.5)
        if ya:
            st = self.axes_style[1]
            sp["left"].set_visible(True)
            sp["left"].set_position(("data", ax_x))
            sp["left"].set_color(st.rgba(AXES_COLOR))
            sp["left"].set_linewidth(ctx.linewidth(st, 0.8))
            major, labels, minor = self.tick_values(1, self.ticks[1])
            if xa:
                labels = ["" if abs(p - ax_y) < 1e-12 * max(1, abs(p)) else lab
                          for p, lab in zip(major, labels)]
            self._set_ticks(ax.yaxis, major, labels, minor)
            ts = self.ticks_style[1]
            ax.tick_params(axis="y", which="both", left=True, labelleft=True,
                           direction="in", color=st.rgba(AXES_COLOR),
                           labelcolor=_font_color(ts, tick_color), labelsize=fs, pad=3)
            ax.tick_params(axis="y", which="major", length=MAJOR_TICK, width=0.6)
            ax.tick_params(axis="y", which="minor", length=MINOR_TICK, width=0.5)

    @staticmethod
    def _set_ticks(axis, major, labels, minor):
        axis.set_ticks(major)
        axis.set_ticklabels(labels)
        axis.set_ticks(minor, minor=True)

    def _frame_ticks(self, ax, ctx, fs, tick_color):
        # bottom/left with labels, top/right as the same ticks without
        specs = self.frame_ticks
        xmaj, xlab, xmin = self.tick_values(0, specs[0])
        ymaj, ylab, ymin = self.tick_values(1, specs[1])
        self._set_ticks(ax.xaxis, xmaj, xlab, xmin)
        self._set_ticks(ax.yaxis, ymaj, ylab, ymin)
        st = self.frame_style
        ax.tick_params(axis="x", which="both", direction="in", bottom=self.frame[2],
                       top=self.frame[3] and specs[2] is not None,
                       labelbottom=self.frame[2], color=st[0].rgba(AXES_COLOR),
                       labelcolor=_font_color(self.ticks_style[0], tick_color),
                       labelsize=fs, pad=3)
        ax.tick_params(axis="y", which="both", direction="in", left=self.frame[0],
                       right=self.frame[1] and specs[3] is not None,
                       labelleft=self.frame[0], color=st[1].rgba(AXES_COLOR),
                       labelcolor=_font_color(self.ticks_style[1], tick_color),
                       labelsize=fs, pad=3)
        ax.tick_params(which="major", length=MAJOR_TICK + 1, width=0.6)
        ax.tick_params(which="minor", length=MINOR_TICK, width=0.5)

    def _labels(self, ax, ctx):
        lab_fs = LABEL_FONT
        color = TEXT_COLOR
        base = self.label_style

        def kw(expr, size=lab_fs):
            s = base
            while hasattr(expr, "head") and expr.head is S.Style and expr.args:
                s = font_of(s, expr.args[1:])
                expr = expr.args[0]
            f = s.font or {}
            return text_of(expr), dict(fontsize=f.get("size", size),
                                       color=f.get("color", s.color or color),
                                       fontweight=f.get("weight", "normal"),
                                       fontstyle=f.get("slant", "normal"))
        if self.plot_label is not None:
            t, k = kw(self.plot_label, lab_fs + 1)
            ax.set_title(t, pad=6, **k)
        xl, yl = self.axes_label[0], self.axes_label[1]
        ax_x, ax_y = self.axis_positions()
        (x0, x1), (y0, y1) = self.range
        if not any(self.frame):
            if xl is not None and self.axes[0]:
                t, k = kw(xl)
                ax.annotate(t, xy=(x1, ax_y), xycoords="data", xytext=(4, 0),
                            textcoords="offset points", ha="left", va="center",
                            annotation_clip=False, **k)
            if yl is not None and self.axes[1]:
                t, k = kw(yl)
                ax.annotate(t, xy=(ax_x, y1), xycoords="data", xytext=(0, 4),
                            textcoords="offset points", ha="center", va="bottom",
                            annotation_clip=False, **k)
        fl = self.frame_label
        if fl[2] is not None:
            t, k = kw(fl[2])
            ax.set_xlabel(t, labelpad=3, **k)
        if fl[0] is not None:
            t, k = kw(fl[0])
            ax.set_ylabel(t, labelpad=3, **k)
        if fl[3] is not None:
            t, k = kw(fl[3])
            ax.text(0.5, 1.0, t, transform=ax.transAxes, ha="center", va="bottom", **k)
        if fl[1] is not None:
            t, k = kw(fl[1])
            ax.text(1.02, 0.5, t, transform=ax.transAxes, ha="left", va="center",
                    rotation=-90, **k)


def _font_color(style, default):
    if style.font and "color" in style.font:
        return style.font["color"]
    if style.color is not None:
        return style.rgba()
    return default


__all__ = ["Picture2D", "text_of", "apply"]
