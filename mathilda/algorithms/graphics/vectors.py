"""Vector fields: VectorPlot, StreamPlot, ListVectorPlot, ListStreamPlot, VectorDensityPlot
and StreamDensityPlot.

A field is sampled on a grid all at once (sampling.Sampler).  Arrows sit at the centres of
a VectorPoints x VectorPoints grid of cells; by default they all have the same length (in
the picture's scaled coordinates, so a field over a wide region does not look squashed)
and are coloured by the magnitude of the field, as the Wolfram Language draws them.
Streamlines are traced through the field interpolated bilinearly on a fine grid, with a
second-order Runge-Kutta step of fixed length in scaled coordinates, forwards and
backwards from seed points taken cell by cell over the region; a line stops where it
leaves the region, where the field vanishes or is not real, and where it comes into a
cell another line already passes through, so the lines are evenly spaced.  Each line is
an ``Arrow`` with an arrowhead in the middle."""

from mathilda.core.expr import Expression, Integer, Real, String, Symbol, S, TRUE, FALSE
from mathilda.algorithms.graphics import plotting as P
from mathilda.algorithms.graphics.colors import GRADIENTS, gradient_array, rgb_expr
from mathilda.algorithms.graphics.sampling import Sampler

FIELD_GRADIENT = "M10DefaultDensityGradient"
_NAMED_POINTS = {"Coarse": 9, "Medium": 15, "Fine": 22, "Automatic": 15}
_NAMED_STREAMS = {"Coarse": 0.6, "Medium": 1.0, "Fine": 1.6, "Automatic": 1.0}


def _np():
    import numpy as np
    return np


# --- options ------------------------------------------------------------------------------------

def vector_points(spec, default=15):
    """(nx, ny) arrows for VectorPoints -> spec (n, {nx, ny}, Coarse/Medium/Fine)."""
    if type(spec) is Integer and spec.value >= 1:
        return spec.value, spec.value
    if isinstance(spec, Expression) and spec.head is S.List and len(spec.args) == 2 and \
            all(type(a) is Integer and a.value >= 1 for a in spec.args):
        return spec.args[0].value, spec.args[1].value
    name = spec.name if type(spec) is Symbol else spec.value if type(spec) is String \
        else None
    n = _NAMED_POINTS.get(name, default)
    return n, n


def stream_density(spec):
    """A density factor for StreamPoints -> spec (a number of lines or a name)."""
    if type(spec) is Integer and spec.value >= 1:
        return max(0.3, min(4.0, (spec.value / 25.0) ** 0.5))
    name = spec.name if type(spec) is Symbol else spec.value if type(spec) is String \
        else None
    return _NAMED_STREAMS.get(name, 1.0)


def gradient_name(cf, default=FIELD_GRADIENT):
    """A gradient for a colour-function option: its name, None for None/False, or the
    default for Automatic (and for values this renderer cannot apply)."""
    if cf is S["None"] or cf is FALSE:
        return None
    if type(cf) is String and cf.value in GRADIENTS:
        return cf.value
    return default


def _colors(np, grad, values, lo=None, hi=None):
    """RGBColor expressions of ``grad`` at the scaled values (kept off the very light end,
    so thin arrows stay visible on white)."""
    v = np.asarray(values, dtype=float)
    lo = float(np.nanmin(v)) if lo is None else lo
    hi = float(np.nanmax(v)) if hi is None else hi
    t = (v - lo) / ((hi - lo) or 1.0)
    if grad == FIELD_GRADIENT:
        t = 0.05 + 0.8 * t
    rgb = gradient_array(grad, t)
    return [rgb_expr(float(r), float(g), float(b)) for r, g, b in rgb]


def _item_colors(np, cf, values, color_index, default_color):
    """One colour per arrow or streamline: the colour function's gradient at the
    magnitudes ``values``, or one colour for all (the field's default colour when there
    are several fields, ``default_color`` when given)."""
    grad = gradient_name(cf) if color_index is None else None
    if grad is not None:
        return _colors(np, grad, values)
    col = default_color if default_color is not None else P.color_expr(color_index or 1)
    return [col] * len(values)


# --- sampling ---------------------------------------------------------------------------------

def sample_field(ev, body, xv, yv, X, Y):
    """(U, V) float arrays of the field ``body`` ({vx, vy}) at the points X, Y (same
    shape); NaN where a component is not real.  None when the body is no pair."""
    np = _np()
    s = Sampler(ev, body, (xv, yv))
    r = s(X.ravel(), Y.ravel())
    if r.ndim != 2 or r.shape[0] != 2:
        return None
    return r[0].reshape(X.shape), r[1].reshape(X.shape)


def sample_scalar(ev, body, xv, yv, X, Y):
    np = _np()
    s = Sampler(ev, body, (xv, yv))
    r = s(X.ravel(), Y.ravel())
    if r.ndim > 1:
        r = r[0]
    return r.reshape(X.shape)


def cell_centres(np, a, b, c, d, nx, ny):
    xs = a + (np.arange(nx) + 0.5) * (b - a) / nx
    ys = c + (np.arange(ny) + 0.5) * (d - c) / ny
    return np.meshgrid(xs, ys)


# --- arrows -----------------------------------------------------------------------------------

def arrow_prims(np, X, Y, U, V, box, n_cells, opts, color_index=None, default_color=None):
    """The primitives of the arrows at points X, Y (flattened) of the field U, V: one
    ``{colour, Arrowheads[s], Arrow[{tail, head}]}`` per arrow, centred on its point."""
    (a, b), (c, d) = box
    x, y, u, v = X.ravel(), Y.ravel(), U.ravel(), V.ravel()
    norm = np.hypot(u, v)
    ok = np.isfinite(norm) & (norm > 0)
    if not ok.any():
        return [], None
    x, y, u, v, norm = x[ok], y[ok], u[ok], v[ok], norm[ok]
    w, h = (b - a) or 1.0, (d - c) or 1.0
    su, sv = u / w, v / h                       # the direction in scaled coordinates
    sn = np.hypot(su, sv)
    cell = 1.0 / max(n_cells)
    length = np.full(len(x), 0.8 * cell)
    scaling = opts.get("VectorScaling")
    scale_spec = opts.get("VectorScale")
    from mathilda.algorithms.graphics.numeric import real_scalar
    fixed = real_scalar(scale_spec) if scale_spec is not None else None
    if fixed is not None and fixed > 0:
        length = np.full(len(x), fixed)
    if type(scaling) is String and scaling.value == "Linear" or (
            isinstance(scale_spec, Expression) and scale_spec.head is S.List):
        length = length * norm / norm.max()
    dx, dy = su / sn * length * w, sv / sn * length * h
    tails = np.column_stack([x - dx / 2, y - dy / 2])
    heads = np.column_stack([x + dx / 2, y + dy / 2])
    cols = _item_colors(np, opts.get("VectorColorFunction"), norm, color_index,
                        default_color)
    user = P._directives(opts.get("VectorStyle"))
    prims = []
    for k in range(len(x)):
        head = Expression(S.Arrowheads, (Real(0.35 * float(length[k])),))
        seg = P.packed(np.array([tails[k], heads[k]]))
        prims.append(P.lst(cols[k], *user, head, Expression(S.Arrow, (seg,))))
    return prims, (float(norm.min()), float(norm.max()))


# --- streamlines ------------------------------------------------------------------------------

class _Field:
    """A field on a regular grid (xs, ys, U, V) in scaled coordinates, bilinear."""

    def __init__(self, np, xs, ys, U, V, box):
        (a, b), (c, d) = box
        self.np = np
        self.box = box
        self.w, self.h = (b - a) or 1.0, (d - c) or 1.0
        self.gx = (xs - a) / self.w
        self.gy = (ys - c) / self.h
        self.U, self.V = U / self.w, V / self.h      # velocity in scaled units
        self.nx, self.ny = len(xs), len(ys)

    def at(self, p):
        np = self.np
        x, y = p
        if not (self.gx[0] <= x <= self.gx[-1] and self.gy[0] <= y <= self.gy[-1]):
            return None
        i = min(max(int(np.searchsorted(self.gx, x) - 1), 0), self.nx - 2)
        j = min(max(int(np.searchsorted(self.gy, y) - 1), 0), self.ny - 2)
        tx = (x - self.gx[i]) / (self.gx[i + 1] - self.gx[i])
        ty = (y - self.gy[j]) / (self.gy[j + 1] - self.gy[j])
        out = []
        for F in (self.U, self.V):
            f = (F[j, i] * (1 - tx) * (1 - ty) + F[j, i + 1] * tx * (1 - ty) +
                 F[j + 1, i] * (1 - tx) * ty + F[j + 1, i + 1] * tx * ty)
            out.append(f)
        if not (out[0] == out[0] and out[1] == out[1]):
            return None
        return out


def _trace(np, field, p0, sign, mask, step, mask_n, line_id, max_steps=2000):
    """Points of a streamline from p0 along sign * the field, marking mask cells."""
    pts = [p0]
    p = np.array(p0, dtype=float)
    own = set()
    cell = (min(int(p[0] * mask_n), mask_n - 1), min(int(p[1] * mask_n), mask_n - 1))
    own.add(cell)
    stale = 0                   # steps since the line last entered a new cell
    last = None
    for _ in range(max_steps):
        v = field.at(p)
        if v is None:
            break
        sp = (v[0] ** 2 + v[1] ** 2) ** 0.5
        if sp < 1e-12:
            break
        k1 = np.array(v) / sp * sign
        mid = p + k1 * step / 2
        v2 = field.at(mid)
        if v2 is None:
            break
        sp2 = (v2[0] ** 2 + v2[1] ** 2) ** 0.5
        if sp2 < 1e-12:
            break
        d = np.array(v2) / sp2 * sign
        if last is not None and d @ last < 0:
            break                                 # the field turns back (a jump)
        last = d
        q = p + d * step
        if not (0 <= q[0] <= 1 and 0 <= q[1] <= 1):
            break
        c = (min(int(q[0] * mask_n), mask_n - 1), min(int(q[1] * mask_n), mask_n - 1))
        if c not in own:
            if mask[c[1], c[0]] and mask[c[1], c[0]] != line_id:
                break
            own.add(c)
            stale = 0
        else:
            stale += 1
            if stale > 40:                        # circling in its own cells (a spiral)
                break
        if len(pts) > 3 and np.hypot(*(q - pts[0])) < step * 0.5:
            break                                 # a closed orbit
        pts.append(q.copy())
        p = q
    return pts, own


def streamlines(np, field, density=1.0, check=None):
    """Evenly spaced streamlines (a list of n x 2 arrays in scaled coordinates)."""
    mask_n = max(8, int(round(22 * density)))
    mask = np.zeros((mask_n, mask_n), dtype=np.int32)
    step = 0.25 / mask_n
    lines = []
    # seeds: the cell centres, from the border inwards (as matplotlib's streamplot does)
    order = []
    lo, hi = 0, mask_n - 1
    while lo <= hi:
        ring = [(i, lo) for i in range(lo, hi + 1)] + [(hi, j) for j in range(lo + 1, hi + 1)]
        ring += [(i, hi) for i in range(hi - 1, lo - 1, -1)] if hi > lo else []
        ring += [(lo, j) for j in range(hi - 1, lo, -1)] if hi > lo else []
        order.extend(ring)
        lo, hi = lo + 1, hi - 1
    line_id = 0
    for k, (i, j) in enumerate(order):
        if mask[j, i]:
            continue
        if check is not None and k % 32 == 0:
            check()
        line_id += 1
        p0 = ((i + 0.5) / mask_n, (j + 0.5) / mask_n)
        fwd, own_f = _trace(np, field, p0, 1.0, mask, step, mask_n, line_id)
        for c in own_f:
            mask[c[1], c[0]] = line_id
        back, own_b = _trace(np, field, p0, -1.0, mask, step, mask_n, line_id)
        pts = back[::-1] + fwd[1:]
        if len(pts) < 6:
            for c in own_f | own_b:
                if mask[c[1], c[0]] == line_id:
                    mask[c[1], c[0]] = 0
            continue
        for c in own_b:
            mask[c[1], c[0]] = line_id
        lines.append(np.array(pts))
    return lines


def stream_prims(np, field, opts, density, color_index=None, default_color=None,
                 check=None):
    """``{colour, Arrowheads[{{s, 0.5}}], Arrow[points]}`` per streamline, coloured by the
    mean magnitude of the field along it."""
    (a, b), (c, d) = field.box
    lines = streamlines(np, field, density, check)
    if not lines:
        return [], None
    speeds = []
    for ln in lines:
        vs = [field.at(p) for p in ln[::max(1, len(ln) // 8)]]
        vs = [(v[0] * field.w) ** 2 + (v[1] * field.h) ** 2 for v in vs if v is not None]
        speeds.append(float(np.mean(np.sqrt(vs))) if vs else 0.0)
    speeds = np.array(speeds)
    cols = _item_colors(np, opts.get("StreamColorFunction"), speeds, color_index,
                        default_color)
    user = P._directives(opts.get("StreamStyle"))
    markers = opts.get("StreamMarkers")
    plain = type(markers) is String and markers.value in ("Line", "None") or \
        markers is S["None"]
    prims = []
    head = Expression(S.Arrowheads, (P.lst(P.lst(Real(0.02), Real(0.5))),))
    for ln, col in zip(lines, cols):
        pts = np.column_stack([a + ln[:, 0] * (b - a), c + ln[:, 1] * (d - c)])
        if plain:
            prims.append(P.lst(col, *user, Expression(S.Line, (P.packed(pts),))))
        else:
            prims.append(P.lst(col, *user, head, Expression(S.Arrow, (P.packed(pts),))))
    return prims, (float(speeds.min()), float(speeds.max()))


# --- the plots ----------------------------------------------------------------------------------

def frame_defaults(box):
    (a, b), (c, d) = box
    return [("AspectRatio", Integer(1)), ("Frame", TRUE),
            ("FrameTicks", P.lst(P.lst(S.Automatic, S.Automatic),
                                 P.lst(S.Automatic, S.Automatic))),
            ("PlotRange", P.lst(P.range_expr(a, b), P.range_expr(c, d))),
            ("PlotRangePadding", P.lst(P.lst(P.scaled(0.02), P.scaled(0.02)),
                                       P.lst(P.scaled(0.02), P.scaled(0.02))))]


def _legend(g, opts, grad, rng, key="PlotLegends"):
    legend = opts.get(key)
    if rng is None or grad is None:
        return g
    if legend is S.Automatic:
        return Expression(S.Legended, (g, Expression(S.BarLegend, (P.lst(
            String(grad), P.lst(Real(rng[0]), Real(rng[1]))),))))
    if isinstance(legend, Expression) and getattr(legend.head, "name", "") == "BarLegend":
        return Expression(S.Legended, (g, legend))
    return g


def field_plot(ev, fields, xv, a, b, yv, c, d, opts, given, kind="vector"):
    """VectorPlot (kind "vector") and StreamPlot ("stream") of one or more fields."""
    np = _np()
    box = ((a, b), (c, d))
    prims, rng = [], None
    many = len(fields) > 1
    for i, body in enumerate(fields):
        if kind == "vector":
            nx, ny = vector_points(opts.get("VectorPoints"))
            X, Y = cell_centres(np, a, b, c, d, nx, ny)
            uv = sample_field(ev, body, xv, yv, X, Y)
            if uv is None:
                return None
            ps, r = arrow_prims(np, X, Y, uv[0], uv[1], box, (nx, ny), opts,
                                i + 1 if many else None)
        else:
            n = 60
            xs, ys = np.linspace(a, b, n), np.linspace(c, d, n)
            X, Y = np.meshgrid(xs, ys)
            uv = sample_field(ev, body, xv, yv, X, Y)
            if uv is None:
                return None
            field = _Field(np, xs, ys, uv[0], uv[1], box)
            ps, r = stream_prims(np, field, opts, stream_density(opts.get("StreamPoints")),
                                 i + 1 if many else None, check=ev.check_interrupt)
        prims.append(P.lst(*ps))
        rng = r if rng is None else rng
    g = P.graphics(P.lst(*prims), frame_defaults(box), P.passed_options(opts, given))
    key = "VectorColorFunction" if kind == "vector" else "StreamColorFunction"
    return _legend(g, opts, None if many else gradient_name(opts.get(key)), rng)


def density_field_plot(ev, body, scalar, xv, a, b, yv, c, d, opts, given, kind="vector"):
    """VectorDensityPlot / StreamDensityPlot: the field over a Raster of ``scalar`` (by
    default the field's magnitude)."""
    np = _np()
    box = ((a, b), (c, d))
    n = 100
    xs, ys = np.linspace(a, b, n), np.linspace(c, d, n)
    X, Y = np.meshgrid(xs, ys)
    uv = sample_field(ev, body, xv, yv, X, Y)
    if uv is None:
        return None
    Z = np.hypot(uv[0], uv[1]) if scalar is None else \
        sample_scalar(ev, scalar, xv, yv, X, Y)
    fin = np.isfinite(Z)
    zlo, zhi = (float(Z[fin].min()), float(Z[fin].max())) if fin.any() else (0.0, 1.0)
    grad = gradient_name(opts.get("ColorFunction")) or FIELD_GRADIENT
    t = (Z - zlo) / ((zhi - zlo) or 1.0)
    rgb = gradient_array(grad, t.ravel()).reshape(Z.shape + (3,))
    img = np.concatenate([rgb, np.where(fin, 1.0, 0.0)[..., None]], axis=2)
    dx, dy = (b - a) / (n - 1) / 2, (d - c) / (n - 1) / 2
    raster = Expression(S.Raster, (P.packed(img), P.lst(P.lst(Real(a - dx), Real(c - dy)),
                                                        P.lst(Real(b + dx), Real(d + dy)))))
    black = Expression(S.GrayLevel, (Integer(0),))
    if kind == "vector":
        nx, ny = vector_points(opts.get("VectorPoints"))
        Xc, Yc = cell_centres(np, a, b, c, d, nx, ny)
        uvc = sample_field(ev, body, xv, yv, Xc, Yc)
        vo = dict(opts)
        if "VectorColorFunction" not in given:
            vo["VectorColorFunction"] = S["None"]
        ps, _ = arrow_prims(np, Xc, Yc, uvc[0], uvc[1], box, (nx, ny), vo,
                            None if "VectorColorFunction" in given else 1, black)
    else:
        field = _Field(np, xs, ys, uv[0], uv[1], box)
        so = dict(opts)
        if "StreamColorFunction" not in given:
            so["StreamColorFunction"] = S["None"]
        ps, _ = stream_prims(np, field, so, stream_density(opts.get("StreamPoints")),
                             None if "StreamColorFunction" in given else 1, black,
                             ev.check_interrupt)
    g = P.graphics(P.lst(raster, P.lst(*ps)), frame_defaults(box),
                   P.passed_options(opts, given))
    return _legend(g, opts, grad, (zlo, zhi))


# --- data -------------------------------------------------------------------------------------

def field_data(data):
    """(kind, arrays) of vector data: ("grid", (U, V)) for an array of vectors (rows are
    y = 1, 2, ..., columns x = 1, 2, ...) or ("points", (XY, UV)) for {{x, y}, {vx, vy}}
    pairs; None when the data is neither."""
    from mathilda.algorithms.graphics.numeric import real_array
    arr = real_array(data)
    if arr is None:
        return None
    if arr.ndim == 3 and arr.shape[2] == 2 and arr.shape[1] == 2 and arr.shape[0] > 2:
        # {{{x, y}, {vx, vy}}, ...}: pairs (an ambiguous 2 x 2 x 2 grid is read as pairs)
        return "points", (arr[:, 0, :], arr[:, 1, :])
    if arr.ndim == 3 and arr.shape[2] == 2 and arr.shape[0] >= 2 and arr.shape[1] >= 2:
        return "grid", (arr[..., 0], arr[..., 1])
    return None


def _regrid(np, kind, arrays, n=40):
    """(xs, ys, U, V, box) of data on a regular grid (scattered data interpolated
    linearly)."""
    if kind == "grid":
        U, V = arrays
        ny, nx = U.shape
        xs, ys = np.arange(1.0, nx + 1), np.arange(1.0, ny + 1)
        return xs, ys, U, V, ((1.0, float(nx)), (1.0, float(ny)))
    from mathilda.algorithms.graphics.surfaces3d import scattered_linear
    XY, UV = arrays
    a, b = float(XY[:, 0].min()), float(XY[:, 0].max())
    c, d = float(XY[:, 1].min()), float(XY[:, 1].max())
    xs, ys = np.linspace(a, b, n), np.linspace(c, d, n)
    X, Y = np.meshgrid(xs, ys)
    r = scattered_linear(np, XY, [UV[:, 0], UV[:, 1]], X, Y)
    if r is None:
        return None
    return xs, ys, r[0], r[1], ((a, b), (c, d))


def list_field_plot(ev, kind, arrays, opts, given, plot="vector"):
    np = _np()
    if plot == "vector":
        if kind == "grid":
            U, V = arrays
            ny, nx = U.shape
            X, Y = np.meshgrid(np.arange(1.0, nx + 1), np.arange(1.0, ny + 1))
            box = ((1.0, float(nx)), (1.0, float(ny)))
            cells = (nx, ny)
        else:
            XY, UV = arrays
            X, Y, U, V = XY[:, 0], XY[:, 1], UV[:, 0], UV[:, 1]
            box = ((float(X.min()), float(X.max())), (float(Y.min()), float(Y.max())))
            k = max(2, int(round(len(X) ** 0.5)))
            cells = (k, k)
        if "VectorPoints" in given:
            grid = _regrid(np, kind, arrays)
            if grid is None:
                return None
            xs, ys, Ug, Vg, box = grid
            nx, ny = vector_points(opts.get("VectorPoints"))
            X, Y = cell_centres(np, box[0][0], box[0][1], box[1][0], box[1][1], nx, ny)
            U, V = _interp(np, xs, ys, Ug, X, Y), _interp(np, xs, ys, Vg, X, Y)
            cells = (nx, ny)
        ps, rng = arrow_prims(np, X, Y, U, V, box, cells, opts)
        key = "VectorColorFunction"
    else:
        grid = _regrid(np, kind, arrays)
        if grid is None:
            return None
        xs, ys, U, V, box = grid
        field = _Field(np, xs, ys, U, V, box)
        ps, rng = stream_prims(np, field, opts, stream_density(opts.get("StreamPoints")),
                               check=ev.check_interrupt)
        key = "StreamColorFunction"
    (a, b), (c, d) = box
    if b <= a or d <= c:
        return None
    g = P.graphics(P.lst(P.lst(*ps)), frame_defaults(box), P.passed_options(opts, given))
    return _legend(g, opts, gradient_name(opts.get(key)), rng)


def _interp(np, xs, ys, F, X, Y):
    from scipy.interpolate import RegularGridInterpolator
    f = RegularGridInterpolator((ys, xs), F, bounds_error=False, fill_value=np.nan)
    return f(np.column_stack([Y.ravel(), X.ravel()])).reshape(X.shape)
