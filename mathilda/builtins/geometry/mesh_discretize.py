"""Regions as meshes: DiscretizeRegion, BoundaryDiscretizeRegion, DiscretizeGraphics,
RegionBoundary and TriangulateMesh (machine coordinates; the option MaxCellMeasure bounds
the measure of the cells)."""

import math

from mathilda.algorithms.geometry import discretize as D
from mathilda.algorithms.geometry import mesh as MM
from mathilda.algorithms.geometry import meshgen as G
from mathilda.algorithms.geometry.calc import py_number, to_list
from mathilda.algorithms.geometry.regions import shape_of
from mathilda.core.expr import Expression, Integer, String, Symbol, S
from mathilda.core.registry import builtin

_LIST = S.List
_MSG = {"unsup": "The region `1` cannot be discretized.",
        "bdd": "The region `1` needs bounds {{xmin, xmax}, ...} to be discretized.",
        "mcm": "The value `1` of MaxCellMeasure is not a positive number or a list of rules "
               "\"Length\" | \"Area\" | \"Volume\" -> number."}


def _f(ev, x):
    v = py_number(x)
    if v is None:
        v = py_number(ev.call("N", x))
    if v is None or isinstance(v, complex):
        raise D.Unsupported()
    return float(v)


def _fp(ev, p):
    return [_f(ev, a) for a in p]


_MEASURE_NAMES = {"Length": 1, "Area": 2, "Volume": 3}


def _max_measure(ev, value, dim):
    """The largest cell measure for a region of dimension dim (None: the default)."""
    if value is S.Automatic or value is S.Infinity:
        return None
    v = py_number(value) if not isinstance(value, Expression) else None
    if v is None and not isinstance(value, Expression):
        v = py_number(ev.call("N", value))
    if v is not None and not isinstance(v, complex) and v > 0:
        return float(v)
    rules = value.args if isinstance(value, Expression) and value.head is _LIST else (value,)
    for r in rules:
        if isinstance(r, Expression) and r.head is S.Rule and type(r.args[0]) is String:
            d = _MEASURE_NAMES.get(r.args[0].value)
            n = py_number(ev.call("N", r.args[1]))
            if d is None or n is None or isinstance(n, complex) or n <= 0:
                raise ValueError
            if d == dim:
                return float(n)
        else:
            raise ValueError
    return None


def _formula_cells(ev, reg, bounds, amax):
    """Cells of an ImplicitRegion (2D, marching squares on a grid) or a ParametricRegion
    (sampled on a grid of its parameters)."""
    from mathilda.algorithms.graphics.sampling import Sampler
    import numpy as np
    if reg.head is S.ImplicitRegion:
        xs = to_list(reg.args[1])
        if xs is None or len(xs) != 2 or not all(type(x) is Symbol for x in xs):
            raise D.Unsupported()
        if bounds is None:
            b = ev.call("RegionBounds", reg)
            bounds = _bounds(ev, b, 2) if isinstance(b, Expression) and b.head is _LIST \
                else None
            if bounds is None:
                raise LookupError
        cond = ev.evaluate(reg.args[0])
        f, curve = _level(cond)
        if f is None:
            raise D.Unsupported()
        n = 41 if amax is None else max(11, min(401, int(math.ceil(
            (bounds[0][1] - bounds[0][0]) / math.sqrt(2 * amax))) + 1))
        gx = np.linspace(bounds[0][0], bounds[0][1], n)
        gy = np.linspace(bounds[1][0], bounds[1][1], n)
        X, Y = np.meshgrid(gx, gy, indexing="ij")
        vals = Sampler(ev, f, tuple(xs))(X.ravel(), Y.ravel()).reshape(n, n)
        return G.marching_squares(vals.tolist(), gx.tolist(), gy.tolist(), curve)
    fs = to_list(reg.args[0])
    ranges = to_list(reg.args[1])
    if fs is None or ranges is None or not 1 <= len(ranges) <= 2 or \
            not all(isinstance(r, list) and len(r) == 3 for r in ranges):
        raise D.Unsupported()
    params = tuple(r[0] for r in ranges)
    spans = [(_f(ev, ev.evaluate(r[1])), _f(ev, ev.evaluate(r[2]))) for r in ranges]
    body = Expression(_LIST, tuple(fs))
    n = 101 if len(ranges) == 1 else 31
    grids = [np.linspace(a, b, n) for a, b in spans]
    if len(ranges) == 1:
        vals = Sampler(ev, body, params)(grids[0])
        pts = np.asarray(vals).reshape(len(fs), n).T.tolist()
        return D.polyline([pts])
    U, V = np.meshgrid(grids[0], grids[1], indexing="ij")
    vals = np.asarray(Sampler(ev, body, params)(U.ravel(), V.ravel())).reshape(len(fs), n * n)
    pts = vals.T.tolist()
    merge = G.Merger(9)
    ids = [merge.add(p) for p in pts]
    cells = []
    for i in range(n - 1):
        for j in range(n - 1):
            a, b, c, d = ids[i * n + j], ids[(i + 1) * n + j], ids[(i + 1) * n + j + 1], \
                ids[i * n + j + 1]
            for t in ((a, b, c), (a, c, d)):
                if len(set(t)) == 3:
                    cells.append(("Triangle", t))
    return merge.coords, cells


def _level(cond):
    """(f, curve): the region is f <= 0 (curve False) or f == 0 (curve True)."""
    h = getattr(cond, "head", None)
    name = getattr(h, "name", None)
    if name in ("LessEqual", "Less", "GreaterEqual", "Greater", "Equal") and \
            len(cond.args) == 2:
        a, b = cond.args
        diff = Expression(S.Plus, (a, Expression(S.Times, (Integer(-1), b)))) \
            if name in ("LessEqual", "Less", "Equal") else \
            Expression(S.Plus, (b, Expression(S.Times, (Integer(-1), a))))
        return diff, name == "Equal"
    if name in ("And", "Or"):
        parts = [_level(c) for c in cond.args]
        if any(p[0] is None or p[1] for p in parts):
            return None, False
        return Expression(S.Max if name == "And" else S.Min,
                          tuple(p[0] for p in parts)), False
    return None, False


def _bounds(ev, x, d):
    b = to_list(x)
    if b is None or len(b) != d or not all(isinstance(r, list) and len(r) == 2 for r in b):
        return None
    try:
        out = [[_f(ev, r[0]), _f(ev, r[1])] for r in b]
    except D.Unsupported:
        return None
    return out if all(lo < hi for lo, hi in out) else None


def region_cells(ev, reg, bounds=None, mcm=S.Automatic):
    """(coords, cells) of a region; raises D.Unsupported, LookupError (no bounds) or
    ValueError (a bad MaxCellMeasure)."""
    if MM.is_mesh(reg):
        return reg.coords, list(reg.cells)
    if isinstance(reg, Expression) and reg.head is S.TransformedRegion:
        from mathilda.builtins.geometry.derived_regions import derived_cells
        return derived_cells(ev, reg, lambda r: region_cells(ev, r, None, mcm))
    if isinstance(reg, Expression) and reg.head in (S.ImplicitRegion, S.ParametricRegion):
        dim = len(reg.args[1].args) if isinstance(reg.args[1], Expression) else 2
        return _formula_cells(ev, reg, bounds, _max_measure(ev, mcm, dim))
    s = shape_of(reg)
    if s is None:
        raise D.Unsupported()
    amax = _max_measure(ev, mcm, s.dim)
    k = s.kind
    if k == "points":
        pts = [_fp(ev, p) for p in s.points]
        return pts, [("Point", (i,)) for i in range(len(pts))]
    if k == "polyline":
        return D.polyline([[_fp(ev, p) for p in ln] for ln in s.lines], amax)
    if k == "polygon" and s.edim == 2:
        return D.polygons([[_fp(ev, p) for p in poly] for poly in s.polygons], amax)
    if k == "simplices" and s.edim == s.dim and s.dim in (1, 2, 3):
        simp = [[_fp(ev, p) for p in t] for t in s.simplices]
        if s.dim == 2:
            return D.polygons(simp, amax)
        if s.dim == 1:
            return D.polyline(simp, amax)
        return D.tetrahedra(simp)
    if k == "box" and s.dim in (2, 3):
        lo = _fp(ev, s.lo)
        hi = [_f(ev, ev.evaluate(x)) for x in s.hi]
        return D.box(lo, hi, amax)
    if k == "parallelotope" and s.dim == 2 and s.edim == 2:
        o = _fp(ev, s.origin)
        u, v = (_fp(ev, w) for w in s.vectors)
        return D.polygons([[o, [o[0] + u[0], o[1] + u[1]],
                            [o[0] + u[0] + v[0], o[1] + u[1] + v[1]],
                            [o[0] + v[0], o[1] + v[1]]]], amax)
    if k == "ellipsoid" and s.edim in (2, 3):
        c = _fp(ev, s.center)
        radii = _fp(ev, s.radii)
        return D.disk(c, radii, amax) if s.edim == 2 else D.ball(c, radii, amax)
    if k == "annulus":
        c = _fp(ev, s.center)
        rin, rout = _f(ev, s.inner), _f(ev, s.outer)
        return D.disk(c, [rout, rout], amax, inner=rin)
    if k == "sphere" and s.edim == 2:
        return D.circle(_fp(ev, s.center), _fp(ev, s.radii), amax)
    if k == "sphere" and s.edim == 3 and s.r is not None:
        return D.sphere(_fp(ev, s.center), _f(ev, s.r), amax)
    raise D.Unsupported()


def _opts(expr):
    pos = [a for a in expr.args if not (isinstance(a, Expression) and a.head is S.Rule)]
    opts = {a.args[0].name: a.args[1] for a in expr.args
            if isinstance(a, Expression) and a.head is S.Rule and
            type(a.args[0]) is Symbol}
    return pos, opts


def _discretized(ev, expr, name):
    pos, opts = _opts(expr)
    if not 1 <= len(pos) <= 2:
        return None
    reg = pos[0]
    bounds = None
    if len(pos) == 2:
        bounds = _bounds(ev, pos[1], len(to_list(pos[1]) or []))
        if bounds is None:
            return None
    mcm = opts.get("MaxCellMeasure", S.Automatic)
    try:
        coords, cells = region_cells(ev, reg, bounds, mcm)
    except D.Unsupported:
        ev.message(name, "unsup", reg)
        return None
    except LookupError:
        ev.message(name, "bdd", reg)
        return None
    except ValueError:
        ev.message(name, "mcm", mcm)
        return None
    except G.Degenerate:
        ev.message(name, "unsup", reg)
        return None
    if not cells:
        return Expression(S.EmptyRegion, (Integer(len(coords[0]) if coords else 2),))
    return MM.make_mesh(coords, cells)


_DR_OPTS = {"MaxCellMeasure": "Automatic"}


@builtin("DiscretizeRegion", nargs=(1, None), messages=_MSG, options=_DR_OPTS,
         usage="DiscretizeRegion[reg] gives a MeshRegion approximating the region reg (points, "
               "lines, polygons, triangles, rectangles, parallelograms, disks, annuli, circles, "
               "balls, spheres, cuboids, simplices, a 2D ImplicitRegion by marching squares, "
               "a ParametricRegion of one or two parameters by sampling); DiscretizeRegion[reg, "
               "{{xmin, xmax}, ...}] within bounds.  MaxCellMeasure -> a (or \"Area\" -> a, ...) "
               "bounds the measure of the cells.",
         examples=[("Area[DiscretizeRegion[Polygon[{{0, 0}, {2, 0}, {2, 2}, {1, 1}, {0, 2}}]]]",
                    "3."),
                   ("MeshCellCount[DiscretizeRegion[Rectangle[]], 2]", "2"),
                   ("MeshCellCount[DiscretizeRegion[Rectangle[], MaxCellMeasure -> 0.125], 2]",
                    "8"),
                   ("Volume[DiscretizeRegion[Cuboid[{0, 0, 0}, {1, 2, 3}]]]", "6."),
                   ("Abs[Area[DiscretizeRegion[Disk[]]] - Pi] < 0.02", "True"),
                   ("RegionDimension[DiscretizeRegion[Circle[]]]", "1"),
                   ("DiscretizeRegion[InfiniteLine[{0, 0}, {1, 1}]]",
                    "DiscretizeRegion[InfiniteLine[{0, 0}, {1, 1}]]",
                    ["DiscretizeRegion::unsup: The region InfiniteLine[{0, 0}, {1, 1}] cannot "
                     "be discretized."])])
def discretize_region(ev, expr):
    return _discretized(ev, expr, "DiscretizeRegion")


def _loops_of(coords, edges):
    """Closed loops (index lists, the first repeated at the end) of boundary segments."""
    nxt = {}
    for a, b in edges:
        nxt.setdefault(a, []).append(b)
    used = set()
    loops = []
    for a, b in edges:
        if (a, b) in used:
            continue
        loop = [a]
        cur = (a, b)
        while cur not in used:
            used.add(cur)
            loop.append(cur[1])
            if cur[1] == loop[0]:
                break
            cands = [c for c in nxt.get(cur[1], []) if (cur[1], c) not in used]
            if not cands:
                break
            cur = (cur[1], cands[0])
        loops.append(loop)
    return loops


def boundary_mesh_of(m):
    """The BoundaryMeshRegion bounding a full-dimensional MeshRegion, or None."""
    if m.boundary:
        return m
    d = m.edim
    if m.max_cell_dim() != d:
        return None
    cells = MM.boundary_cells(m)
    if d == 2:
        # orient every boundary edge as its triangle runs (counterclockwise cells)
        edges = []
        for h, idx in m.cells:
            if MM.CELL_DIMS[h] != 2:
                continue
            pts = MM.plane_coords(m.points(idx))
            from mathilda.algorithms.geometry.polygons import signed_area2
            ccw = signed_area2(pts) >= 0
            n = len(idx)
            for i in range(n):
                e = (idx[i], idx[(i + 1) % n]) if ccw else (idx[(i + 1) % n], idx[i])
                edges.append(e)
        bset = {frozenset(i) for _, i in cells}
        edges = [e for e in edges if frozenset(e) in bset]
        cells = []
        for lp in _loops_of(m.coords, edges):
            body = lp[:-1] if lp[0] == lp[-1] else lp
            k = body.index(min(body))
            body = body[k:] + body[:k]
            cells.append(("Line", tuple(body + [body[0]])))
    elif d == 3:
        tets = []
        for h, idx in m.cells:
            tets += [("Tetrahedron", s) for s in MM.cell_simplices(m.coords, h, idx)]
        cells = G.boundary_of_tets(m.coords, tets)
    return MM.make_mesh(m.coords, cells, True)


@builtin("BoundaryDiscretizeRegion", nargs=(1, None), messages=_MSG, options=_DR_OPTS,
         usage="BoundaryDiscretizeRegion[reg] gives a BoundaryMeshRegion approximating the "
               "full-dimensional region reg (a Line loop per boundary curve in 2D, outward "
               "triangles in 3D); the forms and options are those of DiscretizeRegion.",
         examples=[("BoundaryDiscretizeRegion[Rectangle[{0, 0}, {2, 1}]]",
                    "BoundaryMeshRegion[{{0., 1.}, {0., 0.}, {2., 0.}, {2., 1.}}, "
                    "{Line[{1, 2, 3, 4, 1}]}]"),
                   ("Volume[BoundaryDiscretizeRegion[Cuboid[]]]", "1."),
                   ("Area[BoundaryDiscretizeRegion[Annulus[{0, 0}, {1, 2}]]] < 3 Pi", "True"),
                   ("MeshCellCount[BoundaryDiscretizeRegion[Cuboid[]]]", "{8, 18, 12}")])
def boundary_discretize_region(ev, expr):
    m = _discretized(ev, expr, "BoundaryDiscretizeRegion")
    if not MM.is_mesh(m):
        return m
    b = boundary_mesh_of(m)
    if b is None:
        ev.message("BoundaryDiscretizeRegion", "unsup", expr.args[0])
        return None
    return b


_DIRECTIVES = ("RGBColor", "Hue", "GrayLevel", "Opacity", "EdgeForm", "FaceForm",
               "Thickness", "PointSize", "Dashing", "AbsoluteThickness", "AbsolutePointSize",
               "Directive", "CMYKColor", "Style")


def _primitives(x, out):
    if isinstance(x, Expression) and x.head is _LIST:
        for a in x.args:
            _primitives(a, out)
    elif isinstance(x, Expression) and getattr(x.head, "name", None) in _DIRECTIVES:
        if x.head is S.Style and x.args:
            _primitives(x.args[0], out)
    elif x is not None:
        out.append(x)


@builtin("DiscretizeGraphics", nargs=(1, None), messages=_MSG, options=_DR_OPTS,
         usage="DiscretizeGraphics[g] gives a MeshRegion of the primitives of the Graphics or "
               "Graphics3D g (or of a primitive or list of them), directives ignored.",
         examples=[("Area[DiscretizeGraphics[Graphics[{Red, Rectangle[{0, 0}, {1, 1}], "
                    "Triangle[{{2, 0}, {3, 0}, {2, 1}}]}]]]", "1.5"),
                   ("MeshCellCount[DiscretizeGraphics[{Point[{0, 0}], Line[{{1, 0}, {2, 0}}]}]]",
                    "{3, 1}"),
                   ("Volume[DiscretizeGraphics[Graphics3D[Cuboid[]]]]", "1.")])
def discretize_graphics(ev, expr):
    pos, opts = _opts(expr)
    if len(pos) != 1:
        return None
    g = pos[0]
    if isinstance(g, Expression) and g.head in (S.Graphics, S.Graphics3D):
        g = g.args[0] if g.args else Expression(_LIST, ())
    prims = []
    _primitives(g, prims)
    mcm = opts.get("MaxCellMeasure", S.Automatic)
    merge = G.Merger()
    cells = []
    for p in prims:
        try:
            coords, cs = region_cells(ev, p, None, mcm)
        except (D.Unsupported, LookupError, ValueError, G.Degenerate):
            ev.message("DiscretizeGraphics", "unsup", p)
            return None
        ids = [merge.add(q) for q in coords]
        cells += [(h, tuple(ids[i] for i in idx)) for h, idx in cs]
    if not cells or len({len(q) for q in merge.coords}) != 1:
        return None
    return MM.make_mesh(merge.coords, cells)


def _closed(points):
    pts = list(points.args)
    return Expression(S.Line, (Expression(_LIST, tuple(pts + [pts[0]])),))


@builtin("RegionBoundary", nargs=1,
         usage="RegionBoundary[reg] gives the boundary of the region reg: a MeshRegion of the "
               "boundary cells of a mesh region; Circle for a Disk, Sphere for a Ball, a "
               "closed Line for a Polygon, Triangle or Rectangle.",
         examples=[("RegionBoundary[Disk[{1, 2}, 3]]", "Circle[{1, 2}, 3]"),
                   ("RegionBoundary[Ball[]]", "Sphere[{0, 0, 0}]"),
                   ("RegionBoundary[Triangle[{{0, 0}, {1, 0}, {0, 1}}]]",
                    "Line[{{0, 0}, {1, 0}, {0, 1}, {0, 0}}]"),
                   ("RegionBoundary[MeshRegion[{{0, 0}, {1, 0}, {0, 1}}, Triangle[{1, 2, 3}]]]",
                    "MeshRegion[{{0., 0.}, {1., 0.}, {0., 1.}}, {Line[{1, 2}], Line[{2, 3}], "
                    "Line[{3, 1}]}]"),
                   ("ArcLength[RegionBoundary[ConvexHullMesh[{{0, 0}, {3, 0}, {0, 4}}]]]",
                    "12.")])
def region_boundary(ev, expr):
    x = expr.args[0]
    if MM.is_mesh(x):
        cells = MM.boundary_cells(x)
        if x.boundary or x.max_cell_dim() != 2:
            return MM.make_mesh(x.coords, cells)
        return MM.make_mesh(x.coords, [("Line", idx) for _, idx in cells])
    if not isinstance(x, Expression):
        return None
    h = x.head
    if h is S.Disk and len(x.args) <= 2:
        return Expression(S.Circle, x.args)
    if h is S.Ball and len(x.args) <= 2:
        return Expression(S.Sphere, x.args)
    if h in (S.Polygon, S.Triangle) and len(x.args) == 1:
        pts = x.args[0]
        if isinstance(pts, Expression) and pts.head is _LIST and pts.args and \
                all(isinstance(p, Expression) and p.head is _LIST and
                    not any(isinstance(a, Expression) and a.head is _LIST for a in p.args)
                    for p in pts.args):
            return _closed(pts)
    if h is S.Rectangle and len(x.args) == 2:
        s = shape_of(x)
        if s is not None:
            (x0, y0), (x1, y1) = s.lo, s.hi
            return _closed(Expression(_LIST, tuple(Expression(_LIST, p) for p in (
                (x0, y0), (x1, y0), (x1, y1), (x0, y1)))))
    return None
