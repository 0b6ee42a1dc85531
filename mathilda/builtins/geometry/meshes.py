"""Mesh regions: MeshRegion, BoundaryMeshRegion, MeshRegionQ, BoundaryMeshRegionQ,
MeshCoordinates, MeshCells, MeshPrimitives, MeshCellCount and MeshCellIndex.

A mesh region is an atomic object (like a Graph) holding machine coordinates and cells;
it prints as ``MeshRegion[{{0., 0.}, ...}, {Triangle[{1, 2, 3}], ...}]`` and draws itself
as a picture (Show, Export).  RegionMeasure, RegionCentroid, RegionMember and the other
region functions accept it."""

from mathilda.algorithms.geometry import mesh as MM
from mathilda.algorithms.geometry.calc import py_number
from mathilda.core.expr import FALSE, TRUE, Expression, Integer, Real, S
from mathilda.core.registry import builtin

_LIST = S.List
_MSGS = {"mcoord": "`1` is not a valid list of coordinates: points of equal dimension "
                   "1, 2 or 3 with real coordinates are expected.",
         "mcell": "`1` is not a valid mesh cell specification.",
         "mcind": "The index `1` in the cell `2` does not refer to a coordinate.",
         "bcell": "The cell `1` of a boundary mesh must have dimension one less than the "
                  "embedding dimension.",
         "nocell": "No cells were given."}


def _is_rule(x):
    return isinstance(x, Expression) and x.head in (S.Rule, S.RuleDelayed)


def coordinates(ev, x):
    """Float points of a coordinate list, or None."""
    if not (isinstance(x, Expression) and x.head is _LIST and x.args):
        return None
    out = []
    for p in x.args:
        if not (isinstance(p, Expression) and p.head is _LIST) or not 1 <= len(p.args) <= 3:
            return None
        q = []
        for a in p.args:
            v = py_number(a)
            if v is None:
                v = py_number(ev.call("N", a))
            if v is None or isinstance(v, complex):
                return None
            q.append(float(v))
        out.append(q)
    if len({len(p) for p in out}) != 1:
        return None
    return out


def _construct(ev, expr, boundary):
    name = "BoundaryMeshRegion" if boundary else "MeshRegion"
    args = list(expr.args)
    opts = tuple(a for a in args if _is_rule(a))
    pos = [a for a in args if not _is_rule(a)]
    if len(pos) == 1 and MM.is_mesh(pos[0]):
        m = pos[0]
        if m.boundary != boundary:
            return None
        return MM.MeshExpr(m.coords, m.cells, boundary, m.options + opts)
    if len(pos) < 2:
        return None
    coords = coordinates(ev, pos[0])
    if coords is None:
        ev.message(name, "mcoord", pos[0])
        return None
    cells = pos[1:]
    try:
        parsed = []
        for c in cells:
            parsed += MM.parse_cells(c, len(coords), len(coords[0]))
        if not parsed:
            ev.message(name, "nocell")
            return None
        if boundary:
            MM.check_boundary(parsed, len(coords[0]))
    except MM.MeshError as e:
        ev.message(name, e.tag, *e.args_)
        return None
    return MM.make_mesh(coords, parsed, boundary, opts)


_SQUARE = "{{0, 0}, {1, 0}, {1, 1}, {0, 1}}"


@builtin("MeshRegion", nargs=(1, None), messages=_MSGS, attributes=("Protected", "ReadProtected"),
         usage="MeshRegion[{p1, p2, ...}, {cell1, cell2, ...}] represents the mesh of the cells "
               "Point[i], Line[{i1, i2, ...}], Triangle[{i1, i2, i3}], Polygon[{i1, ...}], "
               "Tetrahedron, Hexahedron, Prism and Pyramid, whose integer indices i refer to "
               "the points pi (machine coordinates in 1, 2 or 3 dimensions); MeshRegion[mreg, "
               "opts] adds options.",
         examples=[("MeshRegion[{{0, 0}, {1, 0}, {0, 1}}, Triangle[{1, 2, 3}]]",
                    "MeshRegion[{{0., 0.}, {1., 0.}, {0., 1.}}, {Triangle[{1, 2, 3}]}]"),
                   ("Area[MeshRegion[" + _SQUARE + ", Polygon[{1, 2, 3, 4}]]]", "1."),
                   ("MeshCoordinates[MeshRegion[{{0, 0}, {5, 5}, {1, 0}}, Line[{1, 3}]]]",
                    "{{0., 0.}, {1., 0.}}"),
                   ("AtomQ[MeshRegion[{{0}, {1}}, Line[{1, 2}]]]", "True"),
                   ("MeshRegion[{{0, 0}, {1, 0}}, Line[{1, 3}]]",
                    "MeshRegion[{{0, 0}, {1, 0}}, Line[{1, 3}]]",
                    ["MeshRegion::mcind: The index 3 in the cell Line[{1, 3}] does not refer "
                     "to a coordinate."]),
                   ("MeshRegion[{{0, a}}, Point[1]]", "MeshRegion[{{0, a}}, Point[1]]",
                    ["MeshRegion::mcoord: {{0, a}} is not a valid list of coordinates: points "
                     "of equal dimension 1, 2 or 3 with real coordinates are expected."])])
def mesh_region(ev, expr):
    return _construct(ev, expr, False)


@builtin("BoundaryMeshRegion", nargs=(1, None), messages=_MSGS,
         attributes=("Protected", "ReadProtected"),
         usage="BoundaryMeshRegion[{p1, p2, ...}, {cell1, ...}] represents the full-dimensional "
               "region bounded by the cells: Point cells in 1D, closed Line loops in 2D (a "
               "loop inside another is a hole), Polygon or Triangle faces in 3D.",
         examples=[("BoundaryMeshRegion[" + _SQUARE + ", Line[{1, 2, 3, 4, 1}]]",
                    "BoundaryMeshRegion[{{0., 0.}, {1., 0.}, {1., 1.}, {0., 1.}}, "
                    "{Line[{1, 2, 3, 4, 1}]}]"),
                   ("Area[BoundaryMeshRegion[{{0, 0}, {4, 0}, {4, 4}, {0, 4}, {1, 1}, {2, 1}, "
                    "{2, 2}, {1, 2}}, Line[{1, 2, 3, 4, 1}], Line[{5, 6, 7, 8, 5}]]]", "15."),
                   ("RegionMeasure[BoundaryMeshRegion[{{1}, {3}}, Point[{1, 2}]]]", "2."),
                   ("BoundaryMeshRegion[" + _SQUARE + ", Triangle[{1, 2, 3}]]",
                    "BoundaryMeshRegion[" + _SQUARE + ", Triangle[{1, 2, 3}]]",
                    ["BoundaryMeshRegion::bcell: The cell Triangle[{1, 2, 3}] of a boundary "
                     "mesh must have dimension one less than the embedding dimension."])])
def boundary_mesh_region(ev, expr):
    return _construct(ev, expr, True)


def _q(name, boundary, usage, examples):
    @builtin(name, nargs=1, usage=usage, examples=examples)
    def fn(ev, expr):
        x = expr.args[0]
        return TRUE if MM.is_mesh(x) and x.boundary == boundary else FALSE
    fn.__name__ = name
    return fn


_q("MeshRegionQ", False, "MeshRegionQ[reg] gives True if reg is a valid MeshRegion.",
   [("MeshRegionQ[MeshRegion[{{0, 0}, {1, 0}, {0, 1}}, Triangle[{1, 2, 3}]]]", "True"),
    ("MeshRegionQ[Disk[]]", "False"),
    ("MeshRegionQ[ConvexHullMesh[{{0, 0}, {1, 0}, {0, 1}}]]", "False")])
_q("BoundaryMeshRegionQ", True,
   "BoundaryMeshRegionQ[reg] gives True if reg is a valid BoundaryMeshRegion.",
   [("BoundaryMeshRegionQ[ConvexHullMesh[{{0, 0}, {1, 0}, {0, 1}}]]", "True"),
    ("BoundaryMeshRegionQ[MeshRegion[{{0, 0}, {1, 0}, {0, 1}}, Triangle[{1, 2, 3}]]]",
     "False"), ("BoundaryMeshRegionQ[x]", "False")])


def _real_point(p):
    return Expression(_LIST, tuple(Real(v) for v in p))


@builtin("MeshCoordinates", nargs=1,
         usage="MeshCoordinates[mreg] gives the list of the coordinates of the mesh region "
               "mreg (those its cells use).",
         examples=[("MeshCoordinates[MeshRegion[{{0, 0}, {1, 0}, {0, 1}}, "
                    "Triangle[{1, 2, 3}]]]", "{{0., 0.}, {1., 0.}, {0., 1.}}"),
                   ("MeshCoordinates[BoundaryMeshRegion[{{0}, {2}}, Point[{1, 2}]]]",
                    "{{0.}, {2.}}"),
                   ("MeshCoordinates[x]", "MeshCoordinates[x]")])
def mesh_coordinates(ev, expr):
    m = expr.args[0]
    if not MM.is_mesh(m):
        return None
    return m.args[0]


def _cell_expr(h, idx, m=None):
    """h[{i1, ...}] (Point[i]); with the mesh, h[{p1, ...}] (Point[p])."""
    if m is None:
        return MM._cell_expr(h, idx)
    if h == "Point":
        return Expression(S.Point, (_real_point(m.coords[idx[0]]),))
    return Expression(S[h], (Expression(_LIST, tuple(_real_point(m.coords[i])
                                                     for i in idx)),))


def _dims(m):
    return range(m.max_cell_dim() + 1)


def _select(ev, m, spec, name):
    """The list of (d, i) (1-based i) a cell specification selects, or None."""
    if spec is S.All:
        return [(d, i + 1) for d in _dims(m) for i in range(len(m.faces(d)))]
    if type(spec) is Integer:
        d = spec.value
        if d not in _dims(m):
            return []
        return [(d, i + 1) for i in range(len(m.faces(d)))]
    if isinstance(spec, Expression) and spec.head is _LIST and len(spec.args) == 2 and \
            type(spec.args[0]) is Integer:
        d = spec.args[0].value
        n = len(m.faces(d)) if d in _dims(m) else 0
        ispec = spec.args[1]
        if ispec is S.All:
            return [(d, i + 1) for i in range(n)]
        listed = isinstance(ispec, Expression) and ispec.head is _LIST
        items = ispec.args if listed else (ispec,)
        if not all(type(i) is Integer and 1 <= abs(i.value) <= n for i in items):
            return None
        out = [(d, i.value if i.value > 0 else n + 1 + i.value) for i in items]
        return out if listed else out[0]
    return None


def _cells_builtin(name, with_coords, usage, examples):
    @builtin(name, nargs=(1, 2), usage=usage, examples=examples)
    def fn(ev, expr):
        m = expr.args[0]
        if not MM.is_mesh(m):
            return None
        spec = expr.args[1] if len(expr.args) == 2 else S.All
        sel = _select(ev, m, spec, name)
        if sel is None:
            return None
        coords_of = m if with_coords else None
        if isinstance(sel, tuple):
            d, i = sel
            return _cell_expr(*m.faces(d)[i - 1], coords_of)
        return Expression(_LIST, tuple(_cell_expr(*m.faces(d)[i - 1], coords_of)
                                       for d, i in sel))
    fn.__name__ = name
    return fn


_TRI = "MeshRegion[{{0, 0}, {1, 0}, {0, 1}}, Triangle[{1, 2, 3}]]"
_cells_builtin(
    "MeshCells", False,
    "MeshCells[mreg, d] gives the cells of dimension d of the mesh region mreg (indices into "
    "MeshCoordinates); MeshCells[mreg, {d, i}] the i-th of them, MeshCells[mreg, {d, {i1, "
    "...}}] and MeshCells[mreg, {d, All}] several; MeshCells[mreg] all cells.",
    [("MeshCells[" + _TRI + ", 1]", "{Line[{1, 2}], Line[{2, 3}], Line[{3, 1}]}"),
     ("MeshCells[" + _TRI + ", 0]", "{Point[1], Point[2], Point[3]}"),
     ("MeshCells[" + _TRI + ", {1, 2}]", "Line[{2, 3}]"),
     ("MeshCells[" + _TRI + ", {2, All}]", "{Triangle[{1, 2, 3}]}")])
_cells_builtin(
    "MeshPrimitives", True,
    "MeshPrimitives[mreg, d] gives the cells of dimension d of the mesh region mreg as "
    "primitives with coordinates; MeshPrimitives[mreg, {d, i}] one of them.",
    [("MeshPrimitives[" + _TRI + ", 2]", "{Triangle[{{0., 0.}, {1., 0.}, {0., 1.}}]}"),
     ("MeshPrimitives[" + _TRI + ", {0, 2}]", "Point[{1., 0.}]"),
     ("Length[MeshPrimitives[" + _TRI + ", 1]]", "3")])


@builtin("MeshCellCount", nargs=(1, 2),
         usage="MeshCellCount[mreg] gives the numbers of cells of each dimension 0, 1, ... of "
               "the mesh region mreg; MeshCellCount[mreg, d] the number of cells of dimension "
               "d; MeshCellCount[mreg, {d, All}] the same.",
         examples=[("MeshCellCount[" + _TRI + "]", "{3, 3, 1}"),
                   ("MeshCellCount[" + _TRI + ", 1]", "3"),
                   ("MeshCellCount[MeshRegion[{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, "
                    "Tetrahedron[{1, 2, 3, 4}]]]", "{4, 6, 4, 1}"),
                   ("MeshCellCount[BoundaryMeshRegion[" + _SQUARE + ", Line[{1, 2, 3, 4, 1}]]]",
                    "{4, 4}")])
def mesh_cell_count(ev, expr):
    m = expr.args[0]
    if not MM.is_mesh(m):
        return None
    if len(expr.args) == 1:
        return Expression(_LIST, tuple(Integer(n) for n in m.cell_counts()))
    spec = expr.args[1]
    if isinstance(spec, Expression) and spec.head is _LIST and len(spec.args) == 2 and \
            spec.args[1] is S.All:
        spec = spec.args[0]
    if type(spec) is not Integer or spec.value < 0:
        return None
    d = spec.value
    return Integer(len(m.faces(d)) if d in _dims(m) else 0)


def _index(m, cell):
    h = getattr(cell.head, "name", None) if isinstance(cell, Expression) else None
    if h not in MM.CELL_DIMS:
        return None
    try:
        parsed = MM.parse_cells(cell, len(m.coords), m.edim)
    except MM.MeshError:
        return None
    out = []
    for ph, idx in parsed:
        d = MM.CELL_DIMS[ph]
        if d not in _dims(m):
            return None
        key = frozenset(idx) if ph != "Point" else idx
        found = next((k for k, (fh, fi) in enumerate(m.faces(d))
                      if (frozenset(fi) if fh != "Point" else fi) == key), None)
        if found is None:
            return None
        out.append(Expression(_LIST, (Integer(d), Integer(found + 1))))
    return out


@builtin("MeshCellIndex", nargs=2,
         usage="MeshCellIndex[mreg, d] gives the cell indices {d, i} of the cells of dimension "
               "d of the mesh region mreg; MeshCellIndex[mreg, All] those of every dimension; "
               "MeshCellIndex[mreg, cell] the index of the cell h[{i1, ...}].",
         examples=[("MeshCellIndex[" + _TRI + ", 1]", "{{1, 1}, {1, 2}, {1, 3}}"),
                   ("MeshCellIndex[" + _TRI + ", Line[{3, 2}]]", "{1, 2}"),
                   ("MeshCellIndex[" + _TRI + ", Triangle[{1, 2, 3}]]", "{2, 1}"),
                   ("Length[MeshCellIndex[" + _TRI + ", All]]", "7")])
def mesh_cell_index(ev, expr):
    m, spec = expr.args
    if not MM.is_mesh(m):
        return None
    if spec is S.All or type(spec) is Integer:
        sel = _select(ev, m, spec, "MeshCellIndex")
        return Expression(_LIST, tuple(Expression(_LIST, (Integer(d), Integer(i)))
                                       for d, i in sel))
    if isinstance(spec, Expression) and spec.head is _LIST:
        out = []
        for c in spec.args:
            r = _index(m, c)
            if r is None:
                return None
            out += r
        return Expression(_LIST, tuple(out))
    r = _index(m, spec)
    if r is None:
        return None
    return r[0] if len(r) == 1 else Expression(_LIST, tuple(r))
