"""Drawing a Graphics3D expression with matplotlib's mplot3d.

Polygons (also the faces of spheres, cylinders, cones, cuboids and tubes, which the scene
builds) are shaded with simple lighting (an ambient part and two directional lights fixed
to the viewer) so that solids look solid; lines, points and text are drawn as they are.
ViewPoint gives the camera direction, BoxRatios the box's proportions, Boxed the box
edges, Axes the tick marks on three edges, as in the Wolfram Language."""

import math

from mathilda.core.expr import S, TRUE, FALSE
from mathilda.algorithms.graphics import options as O
from mathilda.algorithms.graphics.numeric import real_array
from mathilda.algorithms.graphics.scene import Scene, bounds
from mathilda.algorithms.graphics.style import Style

DEFAULT_FACE = (1.0, 1.0, 1.0, 1.0)
DEFAULT_LINE = (0.0, 0.0, 0.0, 1.0)
BOX_COLOR = (0.55, 0.55, 0.55, 1.0)
DEFAULT_VIEW = (1.3, -2.4, 2.0)


def _np():
    import numpy as np
    return np


class Picture3D:
    dim = 3

    def __init__(self, expr, numericalize=None):
        np = _np()
        self.expr = expr
        self.numericalize = numericalize
        self.opts = O.graphics_options(expr)
        content = expr.args[0] if expr.args else S.List
        self.scene = Scene(3, numericalize).build(content)
        b = bounds(self.scene.items, 3)
        if b is None:
            b = (np.array([-1.0, -1.0, -1.0]), np.array([1.0, 1.0, 1.0]))
        specs = O.plot_range(self.opts.get("PlotRange"), 3)
        rng = []
        for i in range(3):
            r = O.resolve_range(specs[i], float(b[0][i]), float(b[1][i]))
            lo, hi = r if r is not None else (float(b[0][i]), float(b[1][i]))
            if hi - lo <= 1e-12 * max(1.0, abs(lo), abs(hi)):
                d = abs(lo) * 0.1 or 1.0
                lo, hi = lo - d, hi + d
            rng.append((lo, hi))
        self.range = rng
        br = self.opts.get("BoxRatios")
        ratios = real_array(br) if br is not None and br is not S.Automatic else None
        if ratios is None or ratios.shape != (3,):
            ratios = np.array([hi - lo for lo, hi in rng])
            ratios = ratios / ratios.max()
            ratios = np.maximum(ratios, 0.02)
        self.ratios = ratios
        vp = self.opts.get("ViewPoint")
        v = real_array(vp) if vp is not None else None
        named = {"Front": (0, -2, 0), "Back": (0, 2, 0), "Above": (0, -0.01, 2),
                 "Below": (0, -0.01, -2), "Left": (-2, 0, 0), "Right": (2, 0, 0)}
        if vp is not None and getattr(vp, "name", None) in named:
            v = np.array(named[vp.name], dtype=float)
        self.view = tuple(v) if v is not None and v.shape == (3,) else DEFAULT_VIEW
        self.boxed = self.opts.get("Boxed") is not FALSE
        self.axes = O.bool_pair(self.opts.get("Axes"), (False, False))[0] or \
            self.opts.get("Axes") is TRUE
        self.axes_label = self.opts.get("AxesLabel")
        self.plot_label = self.opts.get("PlotLabel")
        if self.plot_label is S["None"]:
            self.plot_label = None
        lighting = self.opts.get("Lighting")
        self.lighting = not (lighting is S["None"] or lighting is FALSE)
        self.aspect = None

    def paddings(self):
        top = 18.0 if self.plot_label is not None else 2.0
        return 2.0, 2.0, 2.0, top

    def size(self, want=None):
        w, h = want if want is not None else O.image_size(self.opts.get("ImageSize"))
        if w is None and h is None:
            w = 360.0
        if h is None:
            h = w * 0.9
        if w is None:
            w = h / 0.9
        return float(w), float(h), self.paddings()

    # --- drawing ------------------------------------------------------------------------------
    def draw(self, ax, width_pt, height_pt):
        np = _np()
        (x0, x1), (y0, y1), (z0, z1) = self.range
        ax.set_xlim(x0, x1)
        ax.set_ylim(y0, y1)
        ax.set_zlim(z0, z1)
        ax.set_box_aspect(tuple(self.ratios), zoom=0.95)
        vx, vy, vz = self.view
        elev = math.degrees(math.atan2(vz, math.hypot(vx, vy)))
        azim = math.degrees(math.atan2(vy, vx))
        ax.view_init(elev=elev, azim=azim)
        dist = math.sqrt(vx * vx + vy * vy + vz * vz)
        ax.set_proj_type("persp", focal_length=max(0.25, min(3.0, dist / 2.2)))
        ax.patch.set_visible(False)
        self._axes(ax)
        view_dir = np.array(self.view, dtype=float)
        view_dir /= np.linalg.norm(view_dir) or 1.0
        span = np.array([x1 - x0, y1 - y0, z1 - z0])
        scale = self.ratios / span           # data -> box units, for normals
        # faces and line segments go into one collection, so that the painter's
        # algorithm orders them together (mesh lines in front of the faces they lie on)
        self._faces, self._fc, self._ec, self._lw = [], [], [], []
        lift = view_dir / scale * 0.01 * float(self.ratios.max())
        self._scale = scale
        for it in self.scene.items:
            if it.kind == "polygons":
                self.d_polygons(ax, it, view_dir, scale, width_pt)
            elif it.kind in ("lines", "arrows"):
                self.d_lines(ax, it, lift, width_pt)
            else:
                f = getattr(self, "d_" + it.kind, None)
                if f is not None:
                    f(ax, it, view_dir, scale, width_pt)
        if self._faces:
            from mpl_toolkits.mplot3d.art3d import Poly3DCollection
            # one line width for the whole collection: mplot3d reorders the colours by
            # depth but not per-element widths (faces without edges get their own colour)
            lws = [w for w, f in zip(self._lw, self._fc) if w > 0 and f[3] == 0]
            lw = max(set(lws), key=lws.count) if lws else (max(self._lw) or 0.3)
            pc = Poly3DCollection(self._faces, facecolors=self._fc, edgecolors=self._ec,
                                  linewidths=lw)
            ax.add_collection3d(pc)
        if self.plot_label is not None:
            from mathilda.algorithms.graphics.render2d import text_of
            ax.set_title(text_of(self.plot_label), fontsize=11, pad=2)

    def _axes(self, ax):
        np = _np()
        for a in (ax.xaxis, ax.yaxis, ax.zaxis):
            a.pane.set_visible(False)
            a.line.set_color(BOX_COLOR if self.axes else (1, 1, 1, 0))
        ax.grid(False)
        if not self.axes:
            ax.set_xticks([])
            ax.set_yticks([])
            ax.set_zticks([])
            for a in (ax.xaxis, ax.yaxis, ax.zaxis):
                a.line.set_visible(False)
        else:
            from mathilda.algorithms.graphics.plotrange import nice_ticks, tick_labels
            for setter, lab, (lo, hi) in ((ax.set_xticks, ax.set_xticklabels, self.range[0]),
                                          (ax.set_yticks, ax.set_yticklabels, self.range[1]),
                                          (ax.set_zticks, ax.set_zticklabels, self.range[2])):
                major, _ = nice_ticks(lo, hi, 5)
                setter(major)
                lab(tick_labels(major))
            ax.tick_params(labelsize=7, colors=(0.3, 0.3, 0.3), pad=0)
            labels = self.axes_label
            if O.is_list(labels, 3):
                from mathilda.algorithms.graphics.render2d import text_of
                for set_label, e in zip((ax.set_xlabel, ax.set_ylabel, ax.set_zlabel),
                                        labels.args):
                    if e is not S["None"]:
                        set_label(text_of(e), fontsize=9, labelpad=-4)
        if self.boxed:
            (x0, x1), (y0, y1), (z0, z1) = self.range
            c = np.array([[x0, y0, z0], [x1, y0, z0], [x1, y1, z0], [x0, y1, z0],
                          [x0, y0, z1], [x1, y0, z1], [x1, y1, z1], [x0, y1, z1]])
            for i, j in ((0, 1), (1, 2), (2, 3), (3, 0), (4, 5), (5, 6), (6, 7), (7, 4),
                         (0, 4), (1, 5), (2, 6), (3, 7)):
                ax.plot(*zip(c[i], c[j]), color=BOX_COLOR, lw=0.6)

    def shade(self, np, faces, base, view_dir, scale, per_face=None):
        """Face colours under the default lights (n x 4)."""
        if per_face is not None:
            cols = np.asarray(per_face, dtype=float)
        else:
            cols = np.repeat(np.asarray(base, dtype=float)[None, :], len(faces), axis=0)
        if not self.lighting or len(faces) == 0:
            return cols
        normals = _normals(np, faces, scale)
        lights = [(np.array([0.3, -0.4, 1.0]), 0.45), (view_dir, 0.35),
                  (np.array([-1.0, 0.6, 0.3]), 0.2)]
        inten = np.full(len(faces), 0.32)
        for d, w in lights:
            d = d / np.linalg.norm(d)
            inten += w * np.abs(normals @ d)
        inten = np.clip(inten, 0, 1.15)
        out = cols.copy()
        out[:, :3] = np.clip(cols[:, :3] * inten[:, None], 0, 1)
        return out

    def d_polygons(self, ax, it, view_dir, scale, width_pt):
        from mpl_toolkits.mplot3d.art3d import Poly3DCollection
        np = _np()
        faces = [p for p in it.data if len(p) >= 3 and p.shape[-1] == 3]
        if not faces:
            return
        st = it.style
        per_face = it.extra if isinstance(it.extra, np.ndarray) else None
        if st.face is False:
            fc = "none"
        else:
            fc = self.shade(np, faces, st.face_rgba(DEFAULT_FACE), view_dir, scale, per_face)
        smooth = per_face is not None or (isinstance(it.extra, str) and it.extra == "smooth")
        edge = st.edge
        if edge is False or (edge is None and smooth):
            # no edges: edges in the face colour hide the seams between adjacent faces
            ec, lw = (fc if not isinstance(fc, str) else "none"), 0.3
        elif isinstance(edge, Style):
            ec, lw = [edge.rgba(DEFAULT_LINE)], _thick(edge, width_pt, 0.5)
        else:
            ec, lw = [(0.0, 0.0, 0.0, 0.6)], 0.4
        n = len(faces)
        self._faces.extend(faces)
        self._fc.extend(_rows(np, fc, n, (0, 0, 0, 0)))
        self._ec.extend(_rows(np, ec, n, (0, 0, 0, 0)))
        self._lw.extend([lw] * n)

    def d_lines(self, ax, it, lift, width_pt):
        np = _np()
        st = it.style
        color = st.rgba(DEFAULT_LINE)
        lw = _thick(st, width_pt, 0.8)
        for p in it.data:
            if len(p) < 2 or p.shape[-1] != 3:
                continue
            p = p + lift
            segs = np.stack([p[:-1], p[1:]], axis=1)
            segs = segs[np.isfinite(segs).all(axis=(1, 2))]
            self._faces.extend(segs)
            self._fc.extend([(0, 0, 0, 0)] * len(segs))
            self._ec.extend([color] * len(segs))
            self._lw.extend([lw] * len(segs))
            if it.kind == "arrows" and len(segs):
                self._cone(np, segs[-1], color)

    def _cone(self, np, seg, color, sides=8):
        """A cone for the head of a 3D arrow on its last segment (in box units: a
        quarter of the segment, at most 5% of the box)."""
        scale = getattr(self, "_scale", np.ones(3))
        a, b = seg[0] * scale, seg[1] * scale
        d = b - a
        n = float(np.linalg.norm(d))
        if n == 0:
            return
        d /= n
        L = min(0.3 * n, 0.05 * float(self.ratios.max()))
        r = 0.35 * L
        u = np.cross(d, [1.0, 0.0, 0.0] if abs(d[0]) < 0.9 else [0.0, 1.0, 0.0])
        u /= np.linalg.norm(u)
        v = np.cross(d, u)
        base = b - L * d
        ring = [base + r * (np.cos(t) * u + np.sin(t) * v)
                for t in np.linspace(0, 2 * np.pi, sides, endpoint=False)]
        for k in range(sides):
            tri = np.array([b, ring[k], ring[(k + 1) % sides]]) / scale
            self._faces.append(tri)
            self._fc.append(tuple(color))
            self._ec.append((0, 0, 0, 0))
            self._lw.append(0.0)

    def d_points(self, ax, it, view_dir, scale, width_pt):
        pts = it.data
        if pts.shape[-1] != 3 or len(pts) == 0:
            return
        st = it.style
        ps = st.pointsize
        d = ps[1] if ps and ps[0] == "abs" else (ps[1] * width_pt if ps else 0.01 * width_pt)
        ax.scatter(pts[:, 0], pts[:, 1], pts[:, 2], s=d * d, c=[st.rgba(DEFAULT_LINE)],
                   depthshade=False, linewidths=0)

    def d_text(self, ax, it, view_dir, scale, width_pt):
        from mathilda.algorithms.graphics.render2d import text_of
        content, pos, offset, angle, scaled = it.data
        if pos is None or len(pos) != 3:
            return
        f = it.style.font or {}
        ax.text(pos[0], pos[1], pos[2], text_of(content), fontsize=f.get("size", 11),
                color=f.get("color", it.style.rgba(DEFAULT_LINE)), ha="center", va="center")


def _rows(np, c, n, none):
    """n RGBA rows from a colour spec ("none", one colour in a list, an n x 4 array)."""
    if isinstance(c, str):
        return [none] * n
    a = np.asarray(c, dtype=float)
    if a.ndim == 1:
        return [tuple(a)] * n
    if len(a) == 1:
        return [tuple(a[0])] * n
    return [tuple(r) for r in a]


def _thick(style, width_pt, default):
    t = style.thickness
    if t is None:
        return default
    return t[1] if t[0] == "abs" else t[1] * width_pt


def _normals(np, faces, scale):
    """Unit normals of the faces (Newell's method: right for any planar polygon, also one
    with repeated vertices such as the quads at a sphere's poles)."""
    if isinstance(faces, np.ndarray) and faces.ndim == 3:
        groups = [(np.arange(len(faces)), faces)]
    else:
        by_len = {}
        for i, f in enumerate(faces):
            by_len.setdefault(len(f), []).append(i)
        groups = [(np.array(ix), np.stack([faces[i] for i in ix])) for ix in by_len.values()]
    out = np.zeros((len(faces), 3))
    for ix, F in groups:
        F = F * scale
        G = np.roll(F, -1, axis=1)
        n = np.stack([((F[:, :, 1] - G[:, :, 1]) * (F[:, :, 2] + G[:, :, 2])).sum(axis=1),
                      ((F[:, :, 2] - G[:, :, 2]) * (F[:, :, 0] + G[:, :, 0])).sum(axis=1),
                      ((F[:, :, 0] - G[:, :, 0]) * (F[:, :, 1] + G[:, :, 1])).sum(axis=1)],
                     axis=1)
        norm = np.linalg.norm(n, axis=1)
        norm[norm == 0] = 1.0
        out[ix] = n / norm[:, None]
    return out
