"""A Graphics or Graphics3D expression walked into styled primitives.

``Scene.build(content, dim)`` walks the primitives as the Wolfram Language scopes them: a
directive applies to what follows it in its list and in that list's sublists; ``Style[g,
d...]`` applies to ``g``; ``GraphicsComplex[pts, g]`` gives the integer indices in ``g``
those points; ``Translate``, ``Rotate``, ``Scale`` and ``GeometricTransformation`` move
what they hold; wrappers such as ``Tooltip``, ``Annotation``, ``Hyperlink``, ``Button``
and ``Legended`` draw their first argument.  Each primitive becomes an ``Item`` whose
coordinates are float NumPy arrays; curved and solid primitives (Bezier curves, 3D
spheres, cylinders, cones, cuboids, tubes, the geometry engineer's Triangle, Simplex,
Ball, Parallelogram, Parallelepiped, ...) are turned into lines and polygons here, so the
renderers draw only points, lines, polygons, disks, text, insets and rasters."""

import math

from mathilda.core.expr import Expression, Integer, String, Symbol, S
from mathilda.algorithms.graphics.numeric import real_array, real_scalar
from mathilda.algorithms.graphics.style import Style, apply, font_of
from mathilda.algorithms.graphics import shapes


def _np():
    import numpy as np
    return np


class Item:
    __slots__ = ("kind", "data", "style", "extra")

    def __init__(self, kind, data, style, extra=None):
        self.kind = kind
        self.data = data
        self.style = style
        self.extra = extra

    def __repr__(self):
        return "<Item %s>" % self.kind


WRAPPERS = {"Tooltip", "Annotation", "Hyperlink", "Button", "Mouseover", "StatusArea",
            "PopupWindow", "EventHandler", "Legended", "Labeled", "Callout", "Highlighted",
            "Dynamic", "GraphicsGroup", "Interpretation"}


class Scene:
    """The items of one picture; ``dim`` is 2 or 3."""

    def __init__(self, dim=2, numericalize=None):
        self.dim = dim
        self.items = []
        self.numericalize = numericalize
        self.coords = None              # GraphicsComplex points (float array)
        self.vertex_colors = None       # GraphicsComplex VertexColors (n x 4 array)
        self.transform = None           # (A, b): x -> A x + b
        self.unknown = []               # heads that are no graphics primitives

    # --- entry --------------------------------------------------------------------------
    def build(self, content, style=None):
        self.walk(content, style or Style())
        return self

    # --- walking ------------------------------------------------------------------------
    def walk(self, x, style):
        if isinstance(x, Expression) and x.head is S.List:
            s = style
            for a in x.args:
                t = apply(s, a)
                if t is not None:
                    s = t
                    continue
                self.walk(a, s)
            return
        if type(x) is Symbol:
            if x is S.Null or x is S["None"]:
                return
            t = apply(style, x)
            if t is None:
                self.unknown.append(x.name)
            return
        if not isinstance(x, Expression) or type(x.head) is not Symbol:
            return
        name = x.head.name
        f = getattr(self, "p_" + name, None)
        if f is not None:
            try:
                f(x, style)
            except (ValueError, IndexError, TypeError):
                self.unknown.append(name)
            return
        if name == "Style" and x.args:
            self.walk(x.args[0], font_of(style, x.args[1:]))
            return
        if name in WRAPPERS and x.args:
            self.walk(x.args[0], style)
            return
        if apply(style, x) is None:
            self.unknown.append(name)

    # --- coordinates --------------------------------------------------------------------
    def arr(self, x, ndim=None):
        """Float coordinates of ``x``: a point (d,), a list of points (n, d) or a list of
        lists; integer indices into the GraphicsComplex points are looked up."""
        np = _np()
        if self.coords is not None:
            idx = _indices(x)
            if idx is not None:
                return self.coords[idx - 1]
        a = real_array(x, self.numericalize)
        if a is None:
            raise ValueError("not numeric")
        if ndim is not None and a.ndim != ndim:
            raise ValueError("wrong depth")
        return self._transformed(np, a)

    def _transformed(self, np, a):
        if self.transform is None or a.size == 0:
            return a
        A, b = self.transform
        if a.shape[-1] != A.shape[0]:
            return a
        return a @ A.T + b

    def scalar(self, x):
        v = real_scalar(x, self.numericalize)
        if v is None:
            raise ValueError("not numeric")
        return v

    def point_lists(self, x):
        """A list of (n, d) arrays for {p1, p2, ...} or {{p1, ...}, {q1, ...}, ...}."""
        np = _np()
        if self.coords is not None:
            idx = _indices(x)
            if idx is not None:
                pts = self.coords[idx - 1]
                return [pts] if idx.ndim == 1 else list(pts)
            if isinstance(x, Expression) and x.head is S.List and x.args and \
                    getattr(x, "array", None) is None:
                out = []
                for a in x.args:
                    i = _indices(a)
                    if i is None or i.ndim != 1:
                        out = None
                        break
                    out.append(self.coords[i - 1])
                if out is not None:
                    return out
        a = real_array(x, self.numericalize)
        if a is not None:
            a = self._transformed(np, a)
            if a.ndim == 2:
                return [a]
            if a.ndim == 3:
                return list(a)
            raise ValueError("bad depth")
        if isinstance(x, Expression) and x.head is S.List:
            return [self.arr(r, 2) for r in x.args]
        raise ValueError("not numeric")

    def emit(self, kind, data, style, extra=None):
        self.items.append(Item(kind, data, style, extra))

    # --- 2D and 3D primitives ---------------------------------------------------------------
    def p_Point(self, x, style):
        if not x.args:
            return
        a = self.arr(x.args[0])
        if a.ndim == 1:
            a = a[None, :]
        self.emit("points", a.reshape(-1, a.shape[-1]), style, self._vcolors(x))

    def p_Line(self, x, style):
        if not x.args:
            return
        self.emit("lines", self.point_lists(x.args[0]), style)

    def p_Polygon(self, x, style):
        if not x.args:
            return
        a0 = x.args[0]
        np = _np()
        if isinstance(a0, Expression) and (a0.head is S.Rule or (
                a0.head is S.List and getattr(a0, "array", None) is None and any(
                    isinstance(e, Expression) and e.head is S.Rule for e in a0.args))):
            # Polygon[outer -> {holes}] and Polygon[{outer1 -> holes1, ...}]
            items = [a0] if a0.head is S.Rule else list(a0.args)
            shapes_ = []
            for it in items:
                if isinstance(it, Expression) and it.head is S.Rule and len(it.args) == 2:
                    outer = self.arr(it.args[0], 2)
                    h = it.args[1]
                    holes = self.point_lists(h) if isinstance(h, Expression) and h.args \
                        else []
                    shapes_.append((outer, holes))
                else:
                    shapes_.append((self.arr(it, 2), []))
            self.emit("holed", shapes_, style)
            return
        if self.coords is not None:
            idx = _indices(a0)
            if idx is not None and idx.ndim == 2:
                polys = self.coords[idx - 1]
                colors = None
                if self.vertex_colors is not None:
                    colors = self.vertex_colors[idx - 1].mean(axis=1)
                self.emit("polygons", polys, style, colors)
                return
        polys = self.point_lists(a0)
        colors = self._vcolors(x)
        if colors is not None and len(polys) == 1 and len(colors) == len(polys[0]):
            colors = colors.mean(axis=0)[None, :]
        self.emit("polygons", polys, style, colors)

    def _vcolors(self, x):
        from mathilda.algorithms.graphics.colors import rgba
        for o in x.args[1:]:
            if isinstance(o, Expression) and o.head is S.Rule and o.args[0] is \
                    S.VertexColors:
                v = o.args[1]
                if isinstance(v, Expression) and v.head is S.List:
                    cs = [rgba(c) for c in v.args]
                    if all(c is not None for c in cs):
                        return _np().array(cs, dtype=float)
        return None

    def p_Rectangle(self, x, style):
        np = _np()
        if not x.args or _is_opt(x.args[0]):
            lo, hi = np.array([0.0, 0.0]), np.array([1.0, 1.0])
        else:
            lo = self.arr(x.args[0], 1)
            hi = self.arr(x.args[1], 1) if len(x.args) > 1 and not _is_opt(x.args[1]) \
                else lo + 1
        (x0, y0), (x1, y1) = lo, hi
        r = _option(x.args, "RoundingRadius")
        rad = real_scalar(r) if r is not None else None
        if rad:
            poly = shapes.rounded_rect(x0, y0, x1, y1, rad)
        else:
            poly = np.array([[x0, y0], [x1, y0], [x1, y1], [x0, y1]])
        self.emit("polygons", [poly], style)

    def _center_radii(self, x, default_r=1.0):
        np = _np()
        args = [a for a in x.args if not _is_opt(a)]
        c = self.arr(args[0], 1) if args else np.zeros(self.dim)
        if len(args) > 1:
            r = args[1]
            ra = real_array(r, self.numericalize)
            if ra is None:
                raise ValueError("radius")
            radii = np.broadcast_to(ra, (self.dim,)).astype(float) if ra.ndim == 0 \
                else ra.astype(float)
        else:
            radii = np.full(self.dim, default_r)
        angles = None
        if len(args) > 2:
            angles = self.arr(args[2], 1)
        return c, radii, angles

    def p_Circle(self, x, style):
        c, radii, angles = self._center_radii(x)
        if self.dim == 3:
            return
        self.emit("lines", [shapes.ellipse(c, radii, angles, closed=angles is None)], style)

    def p_Disk(self, x, style):
        c, radii, angles = self._center_radii(x)
        self.emit("polygons", [shapes.ellipse(c, radii, angles, sector=True)], style)

    def p_Annulus(self, x, style):
        np = _np()
        args = x.args
        c = self.arr(args[0], 1) if args else np.zeros(2)
        r = self.arr(args[1], 1) if len(args) > 1 else np.array([0.5, 1.0])
        angles = self.arr(args[2], 1) if len(args) > 2 else None
        self.emit("polygons", [shapes.annulus(c, r[0], r[1], angles)], style)

    def p_Ball(self, x, style):
        if self.dim == 2:
            self.p_Disk(x, style)
        else:
            self.p_Sphere(x, style)

    def p_Ellipsoid(self, x, style):
        np = _np()
        c = self.arr(x.args[0], 1)
        r = self.arr(x.args[1])
        if r.ndim == 2:           # a weight matrix: use its diagonal square roots
            r = np.sqrt(np.abs(np.diag(r)))
        if self.dim == 2:
            self.emit("polygons", [shapes.ellipse(c, r, None, sector=True)], style)
        else:
            self.emit("polygons", shapes.sphere(c, r), style, "smooth")

    def p_Triangle(self, x, style):
        pts = self.point_lists(x.args[0]) if x.args else \
            [_np().array([[0.0, 0.0], [1.0, 0.0], [0.0, 1.0]])]
        self.emit("polygons", pts, style)

    def p_Simplex(self, x, style):
        pts = self.point_lists(x.args[0])
        for p in pts:
            if len(p) == 1:
                self.emit("points", p, style)
            elif len(p) == 2:
                self.emit("lines", [p], style)
            elif len(p) == 3:
                self.emit("polygons", [p], style)
            else:
                self.emit("polygons", shapes.tetra_faces(p), style)

    def p_RegularPolygon(self, x, style):
        np = _np()
        args = x.args
        if len(args) == 1:
            c, r, n, theta = np.zeros(2), 1.0, int(args[0].value), 0.0
        else:
            c = self.arr(args[0], 1)
            rr = args[1]
            if isinstance(rr, Expression) and rr.head is S.List:
                r, theta = self.scalar(rr.args[0]), self.scalar(rr.args[1])
            else:
                r, theta = self.scalar(rr), None
            n = int(args[2].value)
            if theta is None:
                theta = math.pi / 2 - math.pi / n if n % 2 == 0 else math.pi / 2
        ang = theta + 2 * math.pi * np.arange(n) / n
        self.emit("polygons", [np.column_stack([c[0] + r * np.cos(ang),
                                                c[1] + r * np.sin(ang)])], style)

    def p_Parallelogram(self, x, style):
        np = _np()
        p = self.arr(x.args[0], 1)
        v = self.arr(x.args[1], 2)
        self.emit("polygons", [np.array([p, p + v[0], p + v[0] + v[1], p + v[1]])], style)

    def p_Parallelepiped(self, x, style):
        p = self.arr(x.args[0], 1)
        v = self.arr(x.args[1], 2)
        self.emit("polygons", shapes.parallelepiped(p, v), style, "flat")

    def p_Arrow(self, x, style):
        if not x.args:
            return
        a0 = x.args[0]
        if isinstance(a0, Expression) and a0.head in (S.BezierCurve, S.BSplineCurve):
            pts = [self._curve(a0)]
        elif isinstance(a0, Expression) and a0.head is S.Line and a0.args:
            pts = self.point_lists(a0.args[0])
        else:
            pts = self.point_lists(a0)
        setback = 0.0
        if len(x.args) > 1 and not _is_opt(x.args[1]):
            sb = real_array(x.args[1])
            if sb is not None:
                setback = sb
        self.emit("arrows", pts, style, setback)

    def _curve(self, x):
        np = _np()
        pts = self.arr(x.args[0], 2)
        deg = _option(x.args, "SplineDegree")
        deg = int(deg.value) if type(deg) is Integer else 3
        if x.head is S.BSplineCurve:
            return shapes.bspline(np, pts, deg)
        return shapes.bezier(np, pts, deg)

    def p_BezierCurve(self, x, style):
        self.emit("lines", [self._curve(x)], style)

    def p_BSplineCurve(self, x, style):
        self.emit("lines", [self._curve(x)], style)

    def _joined(self, x, kind, style):
        """FilledCurve and JoinedCurve: their Line and curve segments joined into one path,
        emitted as ``kind`` ("polygons" or "lines")."""
        np = _np()
        segs = x.args[0].args if x.args and isinstance(x.args[0], Expression) else ()
        parts = []
        for seg in segs:
            if isinstance(seg, Expression) and seg.head is S.Line:
                parts.extend(self.point_lists(seg.args[0]))
            elif isinstance(seg, Expression) and seg.head in (S.BezierCurve, S.BSplineCurve):
                parts.append(self._curve(seg))
        if parts:
            self.emit(kind, [np.concatenate(parts)], style)

    def p_FilledCurve(self, x, style):
        self._joined(x, "polygons", style)

    def p_JoinedCurve(self, x, style):
        self._joined(x, "lines", style)

    def p_HalfLine(self, x, style):
        np = _np()
        a = x.args
        if len(a) == 1:
            p = self.arr(a[0], 2)
            p0, v = p[0], p[1] - p[0]
        else:
            p0, v = self.arr(a[0], 1), self.arr(a[1], 1)
        self.emit("rays", (p0, v / (np.linalg.norm(v) or 1.0), False), style)

    def p_InfiniteLine(self, x, style):
        np = _np()
        a = x.args
        if len(a) == 1:
            p = self.arr(a[0], 2)
            p0, v = p[0], p[1] - p[0]
        else:
            p0, v = self.arr(a[0], 1), self.arr(a[1], 1)
        self.emit("rays", (p0, v / (np.linalg.norm(v) or 1.0), True), style)

    def p_Text(self, x, style):
        np = _np()
        args = [a for a in x.args if not _is_opt(a)]
        if not args:
            return
        content = args[0]
        s = style
        while isinstance(content, Expression) and content.head is S.Style and content.args:
            s = font_of(s, content.args[1:])
            content = content.args[0]
        pos, scaled = (np.zeros(self.dim), False)
        if len(args) > 1:
            pos, scaled = self._position(args[1])
        offset = np.zeros(2)
        if len(args) > 2:
            o = real_array(args[2])
            if o is not None and o.shape == (2,):
                offset = o
        angle = 0.0
        if len(args) > 3:
            d = real_array(args[3])
            if d is not None and d.shape == (2,):
                angle = math.degrees(math.atan2(d[1], d[0]))
        self.emit("text", (content, pos, offset, angle, scaled), s)

    def _position(self, p):
        """(coordinates, scaled?) of a position: {x, y}, Scaled[{sx, sy}] or
        Offset[{dx, dy}, pos] (the offset is dropped)."""
        if isinstance(p, Expression) and p.head is S.Scaled and p.args:
            return real_array(p.args[0]), True
        if isinstance(p, Expression) and p.head is S.Offset and len(p.args) == 2:
            return self._position(p.args[1])
        if isinstance(p, Expression) and p.head is S.ImageScaled and p.args:
            return real_array(p.args[0]), True
        return self.arr(p, 1), False

    def p_Inset(self, x, style):
        np = _np()
        args = [a for a in x.args if not _is_opt(a)]
        if not args:
            return
        obj = args[0]
        pos, scaled = (np.zeros(2), False) if len(args) < 2 else self._position(args[1])
        opos = args[2] if len(args) > 2 else S.Automatic
        size = real_array(args[3]) if len(args) > 3 else None
        g = obj
        from mathilda.algorithms.graphics.export import is_graphics
        if is_graphics(g):      # a picture (a Graph too): drawn in its box
            self.emit("inset", (g, pos, opos, size, scaled), style)
        else:
            self.emit("text", (g, pos, np.zeros(2), 0.0, scaled), style)

    def p_Raster(self, x, style):
        from mathilda.algorithms.graphics.raster import raster_rgba
        np = _np()
        img = raster_rgba(x.args[0], x.args[2] if len(x.args) > 2 and
                          not _is_opt(x.args[2]) else None, self.numericalize)
        if img is None:
            raise ValueError("raster")
        h, w = img.shape[:2]
        if len(x.args) > 1 and not _is_opt(x.args[1]):
            ext = self.arr(x.args[1], 2)
        else:
            ext = np.array([[0.0, 0.0], [float(w), float(h)]])
        self.emit("raster", (img, ext), style)

    # --- GraphicsComplex and transformations ------------------------------------------------
    def p_GraphicsComplex(self, x, style):
        from mathilda.algorithms.graphics.colors import rgba
        np = _np()
        if len(x.args) < 2:
            return
        pts = real_array(x.args[0], self.numericalize)
        if pts is None:
            raise ValueError("coords")
        saved = self.coords, self.vertex_colors
        self.coords = self._transformed(np, pts)
        vc = _option(x.args[2:], "VertexColors")
        if vc is not None and isinstance(vc, Expression) and vc.head is S.List:
            cs = [rgba(c) for c in vc.args]
            self.vertex_colors = np.array(cs, dtype=float) if all(
                c is not None for c in cs) and len(cs) == len(pts) else None
        else:
            self.vertex_colors = None
        transform, self.transform = self.transform, None
        try:
            self.walk(x.args[1], style)
        finally:
            self.coords, self.vertex_colors = saved
            self.transform = transform

    def _with_transform(self, A, b, g, style):
        np = _np()
        A = np.asarray(A, dtype=float)
        b = np.asarray(b, dtype=float)
        old = self.transform
        if old is not None:
            A0, b0 = old
            A, b = A0 @ A, A0 @ b + b0
        self.transform = (A, b)
        try:
            self.walk(g, style)
        finally:
            self.transform = old

    def p_Translate(self, x, style):
        np = _np()
        v = self.arr_raw(x.args[1])
        vs = v if v.ndim == 2 else v[None, :]
        for t in vs:
            self._with_transform(np.eye(len(t)), t, x.args[0], style)

    def arr_raw(self, x):
        a = real_array(x, self.numericalize)
        if a is None:
            raise ValueError("not numeric")
        return a

    def p_Rotate(self, x, style):
        np = _np()
        th = self.scalar(x.args[1])
        c, s = math.cos(th), math.sin(th)
        if self.dim == 3:
            axis = self.arr_raw(x.args[2]) if len(x.args) > 2 else np.array([0, 0, 1.0])
            A = shapes.rotation3(axis, th)
            center = self.arr_raw(x.args[3]) if len(x.args) > 3 else np.zeros(3)
        else:
            A = np.array([[c, -s], [s, c]])
            center = self.arr_raw(x.args[2]) if len(x.args) > 2 else np.zeros(2)
        self._with_transform(A, center - A @ center, x.args[0], style)

    def p_Scale(self, x, style):
        np = _np()
        s = self.arr_raw(x.args[1])
        d = self.dim
        A = np.diag(np.broadcast_to(s, (d,)).astype(float))
        center = self.arr_raw(x.args[2]) if len(x.args) > 2 else np.zeros(d)
        self._with_transform(A, center - A @ center, x.args[0], style)

    def p_GeometricTransformation(self, x, style):
        np = _np()
        t = x.args[1]
        if isinstance(t, Expression) and t.head is S.List and len(t.args) == 2 and \
                real_array(t.args[1]) is not None and real_array(t.args[1]).ndim == 1 and \
                real_array(t.args[0]) is not None and real_array(t.args[0]).ndim == 2:
            A, b = self.arr_raw(t.args[0]), self.arr_raw(t.args[1])
        else:
            A = self.arr_raw(t)
            b = np.zeros(A.shape[0])
        self._with_transform(A, b, x.args[0], style)

    # --- 3D solids ------------------------------------------------------------------------
    def p_Sphere(self, x, style):
        np = _np()
        args = [a for a in x.args if not _is_opt(a)]
        c = self.arr(args[0]) if args else np.zeros(3)
        r = self.scalar(args[1]) if len(args) > 1 else 1.0
        centers = c if c.ndim == 2 else c[None, :]
        for cc in centers:
            self.emit("polygons", shapes.sphere(cc, np.array([r, r, r])), style, "smooth")

    def p_Cuboid(self, x, style):
        np = _np()
        args = [a for a in x.args if not _is_opt(a)]
        lo = self.arr(args[0], 1) if args else np.zeros(3)
        hi = self.arr(args[1], 1) if len(args) > 1 else lo + 1
        if self.dim == 2:
            self.emit("polygons", [np.array([[lo[0], lo[1]], [hi[0], lo[1]], [hi[0], hi[1]],
                                             [lo[0], hi[1]]])], style)
            return
        self.emit("polygons", shapes.cuboid(lo, hi), style, "flat")

    def _axis_solid(self, x, style, kind):
        np = _np()
        args = [a for a in x.args if not _is_opt(a)]
        ends = self.arr(args[0], 2) if args else np.array([[0, 0, -1.0], [0, 0, 1.0]])
        r = self.scalar(args[1]) if len(args) > 1 else 1.0
        self.emit("polygons", shapes.axis_solid(ends[0], ends[1], r, kind), style, "smooth")

    def p_Cylinder(self, x, style):
        self._axis_solid(x, style, "cylinder")

    def p_Cone(self, x, style):
        self._axis_solid(x, style, "cone")

    def p_Tube(self, x, style):
        args = [a for a in x.args if not _is_opt(a)]
        if not args:
            return
        a0 = args[0]
        if isinstance(a0, Expression) and a0.head in (S.Line, S.BezierCurve,
                                                      S.BSplineCurve):
            pts = self.point_lists(a0.args[0]) if a0.head is S.Line else [self._curve(a0)]
        else:
            pts = self.point_lists(a0)
        r = self.scalar(args[1]) if len(args) > 1 else None
        if self.dim == 2 or r is None:
            self.emit("lines", pts, style)
            return
        for p in pts:
            self.emit("polygons", shapes.tube(p, r), style, "smooth")

    def p_Tetrahedron(self, x, style):
        np = _np()
        p = self.arr(x.args[0], 2) if x.args else shapes.TETRA
        self.emit("polygons", shapes.tetra_faces(p), style, "flat")
        del np

    def p_Hexahedron(self, x, style):
        self.emit("polygons", shapes.hexa_faces(self.arr(x.args[0], 2)), style, "flat")

    def p_Pyramid(self, x, style):
        self.emit("polygons", shapes.pyramid_faces(self.arr(x.args[0], 2)), style, "flat")

    def p_Prism(self, x, style):
        self.emit("polygons", shapes.prism_faces(self.arr(x.args[0], 2)), style, "flat")

    def p_RegularPolygon(self, x, style):
        self.emit("polygons", [self.arr(self.numericalize(Expression(S.CirclePoints,
                                                                      x.args)), 2)], style)

    def p_StadiumShape(self, x, style):
        ends, r = self._capsule_args(x, 2)
        self.emit("polygons", [shapes.stadium(ends[0], ends[1], r)], style)

    def p_DiskSegment(self, x, style):
        c, radii, angles = self._center_radii(x)
        self.emit("polygons", [shapes.ellipse(c, radii, angles)], style)

    def _capsule_args(self, x, n):
        np = _np()
        args = [a for a in x.args if not _is_opt(a)]
        ends = np.zeros((2, n))
        ends[:, 0] = [-1.0, 1.0]
        if len(args) == 2:
            ends = self.arr(args[0], 2)
        r = self.scalar(args[-1]) if args else 1.0
        return ends, r

    def p_CapsuleShape(self, x, style):
        np = _np()
        (a, b), r = self._capsule_args(x, 3)
        self.emit("polygons", shapes.axis_solid(a, b, r, "cylinder"), style, "smooth")
        for e in (a, b):
            self.emit("polygons", shapes.sphere(e, np.array([r, r, r])), style, "smooth")

    def p_Torus(self, x, style):
        np = _np()
        c = self.arr(x.args[0], 1) if x.args else np.zeros(3)
        r0, r1 = self.arr(x.args[1], 1) if len(x.args) > 1 else (0.5, 1.0)
        self.emit("polygons", shapes.torus(c, (r0 + r1) / 2, (r1 - r0) / 2), style, "smooth")

    p_FilledTorus = p_Torus

    def _centre_edge(self, x):
        np = _np()
        args = [a for a in x.args if not _is_opt(a)]
        c = self.arr(args[0], 1) if args and isinstance(args[0], Expression) and \
            args[0].head is S.List else np.zeros(3)
        el = self.scalar(args[-1]) if args and not (isinstance(args[-1], Expression) and
                                                     args[-1].head is S.List) else 1.0
        return c, el

    def p_Cube(self, x, style):
        c, el = self._centre_edge(x)
        self.emit("polygons", shapes.cuboid(c - el / 2, c + el / 2), style, "flat")

    def p_Octahedron(self, x, style):
        np = _np()
        c, el = self._centre_edge(x)
        h = el / math.sqrt(2)
        v = [c + s * h * e for e in np.eye(3) for s in (1, -1)]
        self.emit("polygons", [np.array([v[a], v[b], v[d]]) for a in (0, 1) for b in (2, 3)
                               for d in (4, 5)], style, "flat")

    def p_Polyhedron(self, x, style):
        pts = self.arr(x.args[0], 2)
        faces = x.args[1]
        polys = [pts[_indices(f) - 1] for f in faces.args]
        self.emit("polygons", polys, style, "flat")


def _indices(x):
    """A NumPy integer array for an integer index or a (rectangular) list of them."""
    if type(x) is Integer:
        return _np().array(x.value)
    arr = getattr(x, "array", None)
    if arr is not None:
        return arr if arr.dtype.kind == "i" else None
    if isinstance(x, Expression) and x.head is S.List and x.args:
        if all(type(a) is Integer for a in x.args):
            return _np().array([a.value for a in x.args])
        rows = [_indices(a) for a in x.args]
        if all(r is not None and r.ndim == 1 for r in rows) and \
                len({len(r) for r in rows}) == 1:
            return _np().stack(rows)
    return None


def _is_opt(a):
    return isinstance(a, Expression) and a.head in (S.Rule, S.RuleDelayed)


def _option(args, name):
    for a in args:
        if _is_opt(a) and type(a.args[0]) is Symbol and a.args[0].name == name:
            return a.args[1]
        if _is_opt(a) and type(a.args[0]) is String and a.args[0].value == name:
            return a.args[1]
    return None


def bounds(items, dim):
    """(mins, maxs) over the coordinates of the items (text and insets by their anchor;
    rays and scaled positions do not count), or None when there are none."""
    np = _np()
    lo = np.full(dim, np.inf)
    hi = np.full(dim, -np.inf)
    found = False

    def add(a):
        nonlocal found
        a = np.asarray(a, dtype=float).reshape(-1, dim)
        if a.size == 0:
            return
        fin = np.isfinite(a).all(axis=1)
        a = a[fin]
        if a.size == 0:
            return
        np.minimum(lo, a.min(axis=0), out=lo)
        np.maximum(hi, a.max(axis=0), out=hi)
        found = True

    for it in items:
        k = it.kind
        if k == "points":
            if it.data.shape[-1] == dim:
                add(it.data)
        elif k in ("lines", "polygons", "arrows"):
            d = it.data
            if hasattr(d, "reshape"):
                if d.shape[-1] == dim:
                    add(d)
            else:
                for p in d:
                    if p.shape[-1] == dim:
                        add(p)
        elif k == "holed":
            for outer, _ in it.data:
                if outer.shape[-1] == dim:
                    add(outer)
        elif k == "text":
            pos, scaled = it.data[1], it.data[4]
            if not scaled and pos is not None and len(pos) == dim:
                add(pos)
        elif k == "inset":
            pos, scaled = it.data[1], it.data[4]
            if not scaled and len(pos) == dim:
                add(pos)
                size = it.data[3]
                if size is not None and size.shape == (dim,):
                    add(pos + size / 2)
                    add(pos - size / 2)
        elif k == "raster":
            add(it.data[1])
    if not found:
        return None
    return lo, hi
