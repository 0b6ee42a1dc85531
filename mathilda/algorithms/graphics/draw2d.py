"""Drawing the items of a 2D scene into a matplotlib Axes.

Points become one marker line per item (one ``<use>`` per point in SVG), lines a
LineCollection, polygons a PolyCollection, text matplotlib Text objects, rasters an image,
insets a child Axes placed in data coordinates.  Relative sizes (Thickness[0.01],
PointSize[0.02], Arrowheads[0.05]) are fractions of the plot area's width in points."""

import math

from mathilda.core.expr import S
from mathilda.algorithms.graphics.style import Style

DEFAULT_LINE = (0.0, 0.0, 0.0, 1.0)
TEXT_SIZE = 11.0


def _np():
    import numpy as np
    return np


class Context:
    def __init__(self, ax, picture, width_pt, height_pt):
        self.ax = ax
        self.pic = picture
        (x0, x1), (y0, y1) = picture.range
        self.w_pt = width_pt
        self.h_pt = height_pt
        self.sx = width_pt / (x1 - x0)
        self.sy = height_pt / (y1 - y0)
        self.clip = picture.clip

    # --- sizes -----------------------------------------------------------------------------
    def size(self, spec, default):
        if spec is None:
            spec = default
        kind, v = spec
        return v if kind == "abs" else v * self.w_pt

    def linewidth(self, style, default=0.8):
        if style.thickness is None:
            return default
        return self.size(style.thickness, ("abs", default))

    def dashes(self, style):
        d = style.dashing
        if not d:
            return None
        seq = [max(self.size(x, x), 0.01) if x[1] > 0 else 0.01 for x in d]
        if len(seq) % 2:
            seq = seq * 2
        return (0, seq)

    # --- items -----------------------------------------------------------------------------
    def draw_items(self, items, z):
        run = []                # consecutive arrows drawn as one collection (VectorPlot)
        for it in items:
            if it.kind == "arrows":
                key = (self.linewidth(it.style), repr(self.dashes(it.style)))
                if run and run[0][0] != key:
                    self.d_arrow_run([r[1] for r in run], run[0][2])
                    run = []
                run.append((key, it, z))
                z += 0.0001
                continue
            if run:
                self.d_arrow_run([r[1] for r in run], run[0][2])
                run = []
            f = getattr(self, "d_" + it.kind, None)
            if f is not None:
                f(it, z)
            z += 0.0001
        if run:
            self.d_arrow_run([r[1] for r in run], run[0][2])

    def d_points(self, it, z):
        np = _np()
        st = it.style
        pts = it.data
        if pts.shape[-1] != 2 or len(pts) == 0:
            return
        d = self.size(st.pointsize, ("rel", 0.008))
        if it.extra is not None and len(it.extra) == len(pts):
            self.ax.scatter(pts[:, 0], pts[:, 1], s=d * d, c=it.extra, linewidths=0,
                            zorder=z, clip_on=self.clip)
            return
        line, = self.ax.plot(pts[:, 0], pts[:, 1], linestyle="none", marker="o",
                             markersize=d, markeredgewidth=0, color=st.rgba(DEFAULT_LINE),
                             zorder=z, clip_on=self.clip)
        del np, line

    def d_lines(self, it, z):
        from matplotlib.collections import LineCollection
        segs = [p for p in it.data if len(p) >= 2 and p.shape[-1] == 2]
        if not segs:
            return
        st = it.style
        lc = LineCollection(segs, colors=[st.rgba(DEFAULT_LINE)],
                            linewidths=self.linewidth(st), zorder=z, clip_on=self.clip,
                            capstyle="butt", joinstyle="round")
        ds = self.dashes(st)
        if ds is not None:
            lc.set_linestyle(ds)
        self.ax.add_collection(lc, autolim=False)

    def d_polygons(self, it, z):
        from matplotlib.collections import PolyCollection
        np = _np()
        polys = [p for p in it.data if len(p) >= 3 and p.shape[-1] == 2]
        if not polys:
            return
        st = it.style
        if st.face is False:
            faces = "none"
        elif isinstance(it.extra, np.ndarray) and len(it.extra) == len(polys):
            faces = it.extra
        else:
            faces = [st.face_rgba(DEFAULT_LINE)]
        edge = st.edge
        if isinstance(edge, Style):
            ec = [edge.rgba(DEFAULT_LINE)]
            lw = self.linewidth(edge, 0.8)
            ls = self.dashes(edge)
        else:
            ec, lw, ls = "none", 0.0, None
            if not isinstance(faces, str):
                # an edge in the face colour hides the seams between adjacent polygons
                ec = faces
                opaque = isinstance(faces, np.ndarray) or (len(polys) > 1 and
                                                          faces[0][3] >= 1.0)
                lw = 0.3 if opaque else 0.0
        pc = PolyCollection(polys, facecolors=faces, edgecolors=ec, linewidths=lw,
                            zorder=z, clip_on=self.clip, joinstyle="round")
        if ls is not None:
            pc.set_linestyle(ls)
        self.ax.add_collection(pc, autolim=False)

    def d_holed(self, it, z):
        """Polygons with holes: one compound path each (the holes wind the other way)."""
        from matplotlib.collections import PathCollection
        from matplotlib.path import Path
        np = _np()
        paths = []
        for outer, holes in it.data:
            rings = [outer] + [h for h in holes if len(h) >= 3]
            verts, codes = [], []
            for k, r in enumerate(rings):
                r = np.asarray(r, dtype=float)
                if k > 0 and _orientation(np, r) == _orientation(np, rings[0]):
                    r = r[::-1]
                verts.append(r)
                verts.append(r[:1])
                c = np.full(len(r) + 1, Path.LINETO, dtype=np.uint8)
                c[0] = Path.MOVETO
                c[-1] = Path.CLOSEPOLY
                codes.append(c)
            paths.append(Path(np.concatenate(verts), np.concatenate(codes)))
        if not paths:
            return
        st = it.style
        face = "none" if st.face is False else [st.face_rgba(DEFAULT_LINE)]
        edge = st.edge
        if isinstance(edge, Style):
            ec, lw = [edge.rgba(DEFAULT_LINE)], self.linewidth(edge, 0.8)
        else:
            ec, lw = (face if not isinstance(face, str) else "none"), 0.3
        pc = PathCollection(paths, facecolors=face, edgecolors=ec, linewidths=lw,
                            zorder=z, clip_on=self.clip)
        pc.set_transform(self.ax.transData)
        self.ax.add_collection(pc, autolim=False)

    def d_arrows(self, it, z):
        self.d_arrow_run([it], z)

    def d_arrow_run(self, items, z):
        """Arrows of several items (one line width and dashing) as one line collection
        and one collection of heads, each in its item's colour."""
        from matplotlib.collections import LineCollection, PolyCollection
        np = _np()
        segs, seg_cols, tris, tri_cols = [], [], [], []
        for it in items:
            st = it.style
            color = st.rgba(DEFAULT_LINE)
            heads = st.arrowheads
            if heads is False:
                heads = []
            elif heads is None:
                heads = [(0.04, 1.0)]          # Arrowheads[Medium]-like default
            setback = it.extra if isinstance(it.extra, (float, int)) else 0.0
            for path in it.data:
                if len(path) < 2 or path.shape[-1] != 2:
                    continue
                P = path * [self.sx, self.sy]          # in points
                P = _set_back(np, P, float(setback) * self.sx if np.ndim(setback) == 0
                              else 0)
                segs.append(P / [self.sx, self.sy])
                seg_cols.append(color)
                for size, pos in heads:
                    L = abs(size) * self.w_pt
                    tip, direction = _along(np, P, pos)
                    if direction is None:
                        continue
                    if size < 0:
                        direction = -direction
                    n = np.array([-direction[1], direction[0]])
                    base = tip - direction * L
                    tri = np.array([tip, base + n * L * 0.35, base + direction * L * 0.25,
                                    base - n * L * 0.35])
                    tris.append(tri / [self.sx, self.sy])
                    tri_cols.append(color)
        st = items[0].style
        if segs:
            lc = LineCollection(segs, colors=seg_cols, linewidths=self.linewidth(st),
                                zorder=z, clip_on=self.clip)
            ds = self.dashes(st)
            if ds is not None:
                lc.set_linestyle(ds)
            self.ax.add_collection(lc, autolim=False)
        if tris:
            self.ax.add_collection(PolyCollection(tris, facecolors=tri_cols,
                                                  edgecolors="none", zorder=z + 0.00005,
                                                  clip_on=self.clip), autolim=False)

    def d_rays(self, it, z):
        from matplotlib.collections import LineCollection
        np = _np()
        p0, v, both = it.data
        (x0, x1), (y0, y1) = self.pic.range
        big = 4 * max(x1 - x0, y1 - y0) + np.abs(p0).max()
        a = p0 - v * big if both else p0
        b = p0 + v * big
        st = it.style
        lc = LineCollection([np.array([a, b])], colors=[st.rgba(DEFAULT_LINE)],
                            linewidths=self.linewidth(st), zorder=z, clip_on=True)
        self.ax.add_collection(lc, autolim=False)

    def d_text(self, it, z):
        from mathilda.algorithms.graphics.render2d import text_of, text_width
        content, pos, offset, angle, scaled = it.data
        st = it.style
        f = st.font or {}
        base = self.pic.base_style.font or {}
        size = f.get("size", base.get("size", TEXT_SIZE))
        color = f.get("color", st.rgba(DEFAULT_LINE) if st.color is not None else
                      base.get("color", (0, 0, 0, 1)))
        ha = "center" if abs(offset[0]) < 0.5 else ("left" if offset[0] < 0 else "right")
        va = "center" if abs(offset[1]) < 0.5 else ("bottom" if offset[1] < 0 else "top")
        kw = dict(fontsize=size, color=color, ha=ha, va=va, rotation=angle, zorder=z,
                  fontweight=f.get("weight", "normal"), fontstyle=f.get("slant", "normal"),
                  clip_on=self.clip)
        if "family" in f:
            kw["family"] = _family(f["family"])
        if "background" in f:
            kw["bbox"] = dict(facecolor=f["background"], edgecolor="none", pad=1)
        if pos is None or len(pos) != 2:
            return
        if self.clip and not scaled:
            # a label anchored inside the plot range is drawn whole (a curve's PlotLabels
            # reach into the padding); one anchored outside is clipped away
            (x0, x1), (y0, y1) = self.pic.range
            if x0 <= pos[0] <= x1 and y0 <= pos[1] <= y1:
                kw["clip_on"] = False
        text = text_of(content)
        transform = self.ax.transAxes if scaled else self.ax.transData
        # an offset beyond +-1 moves the text further from its point (Text[s, p, {-1.5, 0}]
        # leaves a quarter of the text's width between p and its left edge)
        dx = -math.copysign(max(0.0, abs(offset[0]) - 1) / 2, offset[0]) * \
            text_width(text, size)
        dy = -math.copysign(max(0.0, abs(offset[1]) - 1) / 2, offset[1]) * size * 1.2
        if dx or dy:
            from matplotlib.transforms import offset_copy
            transform = offset_copy(transform, fig=self.ax.figure, x=dx, y=dy,
                                    units="points")
        self.ax.text(pos[0], pos[1], text, transform=transform, **kw)

    def d_raster(self, it, z):
        img, ext = it.data
        (x0, y0), (x1, y1) = ext
        interp = "nearest"
        if it.style.font and it.style.font.get("smooth"):
            interp = "bilinear"
        self.ax.imshow(img, extent=(x0, x1, y0, y1), origin="lower", interpolation=interp,
                       aspect="auto", zorder=z, clip_on=self.clip, resample=False)

    def d_smooth_raster(self, it, z):
        img, ext = it.data
        (x0, y0), (x1, y1) = ext
        self.ax.imshow(img, extent=(x0, x1, y0, y1), origin="lower",
                       interpolation="bilinear", aspect="auto", zorder=z, clip_on=self.clip)

    def d_inset(self, it, z):
        from mathilda.algorithms.graphics.export import picture_for
        np = _np()
        g, pos, opos, size, scaled = it.data
        pic = picture_for(g, self.pic.numericalize)
        if pic is None:
            return
        if size is not None and np.ndim(size) == 0:
            size = np.array([float(size), float(size) * (pic.aspect or 0.618)])
        if size is None:
            w, h, _ = pic.size()
            size = np.array([w / self.sx, h / self.sy])
        if scaled:
            (x0, x1), (y0, y1) = self.pic.range
            pos = np.array([x0 + pos[0] * (x1 - x0), y0 + pos[1] * (y1 - y0)])
        frac = _inset_anchor(opos)
        left = pos[0] - frac[0] * size[0]
        bottom = pos[1] - frac[1] * size[1]
        w_pt, h_pt = size[0] * self.sx, size[1] * self.sy
        from mathilda.algorithms.graphics.export import place_inset
        place_inset(self.ax, pic, (left, bottom, size[0], size[1]), w_pt, h_pt, z)


def _orientation(np, r):
    x, y = r[:, 0], r[:, 1]
    return np.sign(np.sum(x * np.roll(y, -1) - np.roll(x, -1) * y))


def _inset_anchor(opos):
    """The point of the inset placed at its position, as fractions of its size."""
    from mathilda.algorithms.graphics.numeric import real_array
    named = {"Center": (0.5, 0.5), "Left": (0, 0.5), "Right": (1, 0.5), "Top": (0.5, 1),
             "Bottom": (0.5, 0)}
    if opos is None or opos is S.Automatic:
        return (0.5, 0.5)
    name = getattr(opos, "name", None)
    if name in named:
        return named[name]
    if hasattr(opos, "head") and opos.head is S.Scaled and opos.args:
        a = real_array(opos.args[0])
        if a is not None and a.shape == (2,):
            return (float(a[0]), float(a[1]))
    if hasattr(opos, "head") and opos.head is S.ImageScaled and opos.args:
        a = real_array(opos.args[0])
        if a is not None and a.shape == (2,):
            return (float(a[0]), float(a[1]))
    return (0.5, 0.5)


def _family(name):
    n = name.lower()
    if "courier" in n or "mono" in n:
        return "monospace"
    if "times" in n or "serif" == n:
        return "serif"
    return "sans-serif"


def _along(np, P, pos):
    """The point at fraction ``pos`` of the polyline's length and the unit direction."""
    d = np.diff(P, axis=0)
    seg = np.hypot(d[:, 0], d[:, 1])
    total = seg.sum()
    if total == 0:
        return P[-1], None
    target = min(max(pos, 0.0), 1.0) * total
    c = np.concatenate([[0.0], np.cumsum(seg)])
    i = int(np.searchsorted(c, target, side="left"))
    i = min(max(i, 1), len(P) - 1)
    while i < len(P) - 1 and seg[i - 1] == 0:
        i += 1
    if seg[i - 1] == 0:
        return P[-1], None
    u = (target - c[i - 1]) / seg[i - 1]
    pt = P[i - 1] + u * d[i - 1]
    return pt, d[i - 1] / seg[i - 1]


def _set_back(np, P, s):
    if not s:
        return P
    P = P.copy()
    for end, nxt in ((0, 1), (-1, -2)):
        v = P[nxt] - P[end]
        n = math.hypot(v[0], v[1])
        if n > s:
            P[end] = P[end] + v / n * s
    return P
