"""The picture of a mesh region: a Graphics (2D, 1D) or Graphics3D expression.

Faces are light blue with thin darker edges, lines and points dark blue, as the Wolfram
Language's default MeshCellStyle shows them; a 2D BoundaryMeshRegion fills each boundary
loop, the holes (loops inside an odd number of others) in white; a 3D mesh shows its
boundary faces."""

from mathilda.core.expr import FALSE, Expression, Real, S

_LIST = S.List


def _num(v):
    return Real(float(v))


def _pt(p):
    if len(p) == 1:
        p = [p[0], 0.0]
    return Expression(_LIST, tuple(_num(v) for v in p))


def _pts(ps):
    return Expression(_LIST, tuple(_pt(p) for p in ps))


def _rgb(r, g, b):
    return Expression(S.RGBColor, (_num(r), _num(g), _num(b)))


_FACE = (0.74, 0.82, 0.93)
_EDGE = (0.42, 0.53, 0.71)
_LINE = (0.22, 0.33, 0.55)


def _e(head, *args):
    return Expression(S[head], tuple(args))


def picture(mesh):
    from mathilda.algorithms.geometry import mesh as M
    three = mesh.edim == 3
    prims = []
    faces, holes, lines, points = [], [], [], []
    if mesh.boundary and mesh.edim == 2:
        loops = M._loops(mesh)
        for s, lp in zip(M._loop_signs(loops), loops):
            (faces if s > 0 else holes).append(lp)
    elif mesh.boundary and mesh.edim == 1:
        xs = sorted(p[0] for p in mesh.coords)
        lines = [[[xs[i]], [xs[i + 1]]] for i in range(0, len(xs) - 1, 2)]
        points = [[x] for x in xs]
    elif three:
        cells = mesh.cells if mesh.boundary else M.boundary_cells(mesh) \
            if mesh.max_cell_dim() == 3 else mesh.cells
        for h, idx in cells:
            d = M.CELL_DIMS[h]
            pts = mesh.points(idx)
            if d == 0:
                points.extend(pts)
            else:
                (lines if d == 1 else faces).append(pts)
    else:
        for h, idx in mesh.cells:
            d = M.CELL_DIMS[h]
            pts = mesh.points(idx)
            if d == 0:
                points.extend(pts)
            else:
                (lines if d == 1 else faces).append(pts)
    edge = _e("EdgeForm", _rgb(*_EDGE))
    if faces:
        prims.append(_e("List", edge, _e("FaceForm", _rgb(*_FACE)),
                        *[_e("Polygon", _pts(f)) for f in faces]))
    if holes:
        prims.append(_e("List", edge, _e("FaceForm", _rgb(1, 1, 1)),
                        *[_e("Polygon", _pts(f)) for f in holes]))
    if lines:
        prims.append(_e("List", _rgb(*_LINE), *[_e("Line", _pts(l)) for l in lines]))
    if points:
        prims.append(_e("List", _rgb(*_LINE), _e("PointSize", _num(0.012)),
                        _e("Point", _pts(points))))
    head = S.Graphics3D if three else S.Graphics
    opts = (Expression(S.Rule, (S.Boxed, FALSE)),) if three else ()
    return Expression(head, (Expression(_LIST, tuple(prims)),) + opts)
