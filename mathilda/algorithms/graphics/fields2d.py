"""ListVectorDensityPlot and ListStreamDensityPlot: vector data (an array of vectors or
{{x, y}, {vx, vy}} pairs, regridded as ListVectorPlot and ListStreamPlot do) drawn over a
Raster of the field's magnitude, as VectorDensityPlot and StreamDensityPlot draw a
function."""

from mathilda.core.expr import Expression, Integer, Real, S
from mathilda.algorithms.graphics import plotting as P
from mathilda.algorithms.graphics import vectors as V
from mathilda.algorithms.graphics.colors import gradient_array


def _np():
    import numpy as np
    return np


def list_density_field(ev, kind, arrays, opts, given, plot="vector"):
    np = _np()
    grid = V._regrid(np, kind, arrays, 60)
    if grid is None:
        return None
    xs, ys, U, Vv, box = grid
    (a, b), (c, d) = box
    if b <= a or d <= c:
        return None
    # the magnitude on a finer grid, interpolated linearly
    fx, fy = np.linspace(a, b, 100), np.linspace(c, d, 100)
    FX, FY = np.meshgrid(fx, fy)
    Z = np.hypot(V._interp(np, xs, ys, U, FX, FY), V._interp(np, xs, ys, Vv, FX, FY))
    fin = np.isfinite(Z)
    zlo, zhi = (float(Z[fin].min()), float(Z[fin].max())) if fin.any() else (0.0, 1.0)
    grad = V.gradient_name(opts.get("ColorFunction")) or V.FIELD_GRADIENT
    t = (Z - zlo) / ((zhi - zlo) or 1.0)
    rgb = gradient_array(grad, np.nan_to_num(t.ravel())).reshape(Z.shape + (3,))
    img = np.concatenate([rgb, np.where(fin, 1.0, 0.0)[..., None]], axis=2)
    dx, dy = (b - a) / 99 / 2, (d - c) / 99 / 2
    raster = Expression(S.Raster, (P.packed(img), P.lst(P.lst(Real(a - dx), Real(c - dy)),
                                                        P.lst(Real(b + dx), Real(d + dy)))))
    black = Expression(S.GrayLevel, (Integer(0),))
    o = dict(opts)
    if plot == "vector":
        nx, ny = V.vector_points(opts.get("VectorPoints"))
        X, Y = V.cell_centres(np, a, b, c, d, nx, ny)
        Uc, Vc = V._interp(np, xs, ys, U, X, Y), V._interp(np, xs, ys, Vv, X, Y)
        if "VectorColorFunction" not in given:
            o["VectorColorFunction"] = S["None"]
        ps, _ = V.arrow_prims(np, X, Y, Uc, Vc, box, (nx, ny), o,
                              None if "VectorColorFunction" in given else 1, black)
    else:
        field = V._Field(np, xs, ys, U, Vv, box)
        if "StreamColorFunction" not in given:
            o["StreamColorFunction"] = S["None"]
        ps, _ = V.stream_prims(np, field, o, V.stream_density(opts.get("StreamPoints")),
                               None if "StreamColorFunction" in given else 1, black,
                               ev.check_interrupt)
    g = P.graphics(P.lst(raster, P.lst(*ps)), V.frame_defaults(box),
                   P.passed_options(opts, given))
    return V._legend(g, opts, grad, (zlo, zhi))
