"""Plots of functions of one variable: Plot, LogPlot, LogLinearPlot, LogLogPlot,
ParametricPlot (curves) and PolarPlot.

``function_plot(ev, funcs, var, a, b, opts, scale)`` samples each function (vectorised,
adaptively refined, broken at poles and jumps, see sampling.py) and returns the Graphics
expression; ``scale`` is "linear", "log" (log y), "loglinear" (log x) or "loglog".  Log
axes are drawn in natural-log coordinates with tick marks labelled by the values, as the
Wolfram Language's LogPlot does."""

import math

from mathilda.core.expr import Expression, Integer, Real, S, String, TRUE, FALSE
from mathilda.algorithms.graphics import plotting as P
from mathilda.algorithms.graphics.numeric import real_scalar
from mathilda.algorithms.graphics.plotrange import robust_range, widen, log_ticks
from mathilda.algorithms.graphics.sampling import (Sampler, adaptive_sample, find_breaks,
                                                   masked, region_mask, split_runs, _weights)


def _np():
    import numpy as np
    return np


def _points_option(opts, default):
    v = opts.get("PlotPoints")
    if type(v) is Integer and v.value >= 2:
        return v.value
    return default


def _recursion_option(opts, default=6):
    v = opts.get("MaxRecursion")
    if type(v) is Integer and v.value >= 0:
        return min(v.value, 15)
    return default


def _exclusion_points(ev, spec, var):
    """(automatic?, [x positions]) from an Exclusions value."""
    if spec is None or spec is S.Automatic:
        return True, []
    if spec is S["None"]:
        return False, []
    items = spec.args if isinstance(spec, Expression) and spec.head is S.List else (spec,)
    pts = []
    auto = False
    for it in items:
        if it is S.Automatic:
            auto = True
            continue
        if isinstance(it, Expression) and it.head is S.Equal and len(it.args) == 2:
            lhs, rhs = it.args
            if lhs is var:
                v = real_scalar(ev.call("N", rhs))
            elif rhs is var:
                v = real_scalar(ev.call("N", lhs))
            else:
                v = None
            if v is not None:
                pts.append(v)
            continue
        v = real_scalar(ev.call("N", it))
        if v is not None:
            pts.append(v)
    return auto, pts


class FunctionSpec:
    """One function of a plot: its held body, directives from a Style wrapper, and a
    legend label from a Legended wrapper."""

    __slots__ = ("body", "style", "legend")

    def __init__(self, body, style=(), legend=None):
        self.body = body
        self.style = tuple(style)
        self.legend = legend


def unwrap_functions(held):
    """FunctionSpecs for a plot's first argument: a literal list gives one per element;
    Style[f, d...] and Legended[f, label] wrappers (and Tooltip, Labeled, Callout,
    Annotation, which draw f) are taken apart."""
    items = held.args if isinstance(held, Expression) and held.head is S.List else (held,)
    out = []
    for f in items:
        style, legend = [], None
        while isinstance(f, Expression) and f.args and f.head_symbol is not None and \
                f.head_symbol.name in ("Style", "Legended", "Tooltip", "Labeled", "Callout",
                                       "Annotation", "Highlighted") and f.head is f.head_symbol:
            name = f.head.name
            if name == "Style":
                style.extend(f.args[1:])
            elif name == "Legended" and len(f.args) > 1:
                legend = f.args[1]
            f = f.args[0]
        out.append(FunctionSpec(f, style, legend))
    return out


class Curve:
    """The samples of one function: runs (n x 2 arrays in plot coordinates)."""

    def __init__(self, runs, xs, ys):
        self.runs = runs
        self.xs = xs
        self.ys = ys


def sample_functions(ev, funcs, var, a, b, opts, xmap=None, ymap=None):
    """Curves for the held function bodies ``funcs`` over [a, b] in plot coordinates.

    ``xmap`` maps plot x to the variable (exp for a log x axis); ``ymap`` maps values to
    plot y (log for a log y axis)."""
    np = _np()
    n0 = _points_option(opts, 50)
    rec = _recursion_option(opts)
    auto_excl, excl = _exclusion_points(ev, opts.get("Exclusions"), var)
    curves = []
    region = region_mask(ev, opts, 2)
    for spec in funcs:
        sampler = Sampler(ev, spec.body, (var,))
        if region is not None:
            sampler = _masked_sampler(sampler, region)

        def f(ts, _s=sampler):
            xs = ts if xmap is None else xmap(ts)
            v = _s(xs)
            if v.ndim > 1:
                v = v[0]
            return v if ymap is None else ymap(v)

        # a body giving a list of k numbers is k curves of the same style
        probe = sampler(np.array([(a + b) / 2.0]) if xmap is None else xmap(
            np.array([(a + b) / 2.0])))
        rows = probe.shape[0] if probe.ndim > 1 else 1
        for j in range(rows):
            if rows > 1:
                def f(ts, _s=sampler, _j=j):
                    xs = ts if xmap is None else xmap(ts)
                    v = _s(xs)
                    v = v[_j] if v.ndim > 1 else np.full(len(xs), np.nan)
                    return v if ymap is None else ymap(v)
            xs, ys = adaptive_sample(f, a, b, n0, rec)
            lo, hi = robust_range(ys, _weights(np, xs))
            breaks = []
            if auto_excl and len(xs) > 2:
                xs, ys, breaks = find_breaks(f, xs, ys, lo, hi)
            if excl:
                span = (b - a) or 1.0
                near = np.array([c + d * span * 1e-7 for c in excl for d in (-1, 1)
                                 if a < c < b])
                if near.size:
                    xs = np.concatenate([xs, near])
                    ys = np.concatenate([ys, f(near)])
                    order = np.argsort(xs, kind="stable")
                    xs, ys = xs[order], ys[order]
                breaks = sorted(set(breaks) | {float(c) for c in excl if a < c < b})
            curves.append((Curve(split_runs(xs, ys, breaks), xs, ys), spec))
    return curves


def _masked_sampler(sampler, region):
    """The values of a Plot's sampler with NaN (a gap) where RegionFunction[x, y] is not
    True; a body giving k values is masked row by row."""
    def sample(xs):
        v = sampler(xs)
        if v.ndim > 1:
            return _np().stack([masked(row, region, xs) for row in v])
        return masked(v, region, xs)
    return sample


def _log_map(np, v):
    with np.errstate(divide="ignore", invalid="ignore"):
        out = np.log(np.where(v > 0, v, np.nan))
    return out


def log_ticks_expr(lo, hi):
    """Explicit ticks for a natural-log axis from lo to hi: {{pos, label}, ...} with minor
    ticks as {pos, "", {0.00375, 0.}}."""
    ln10 = math.log(10.0)
    major, minor = log_ticks(lo / ln10, hi / ln10)
    out = []
    for p in major:
        out.append(P.lst(Real(p * ln10), _log_label(p)))
    for p in minor:
        out.append(P.lst(Real(p * ln10), _empty_label(), P.lst(Real(0.00375), Real(0.0))))
    return P.lst(*out)


def _empty_label():
    from mathilda.core.expr import String
    return String("")


def _log_label(p):
    from mathilda.core.expr import String
    r = round(p)
    if abs(p - r) < 1e-9:
        e = int(r)
        if 0 <= e <= 4:
            return Integer(10 ** e)
        if -3 <= e < 0:
            return Real(10.0 ** e)
        return Expression(S.Superscript, (Integer(10), Integer(e)))
    v = 10 ** p
    return String("%g" % float("%.3g" % v))


def function_plot(ev, funcs, labels, var, a_expr, b_expr, a, b, opts, given,
                  scale="linear"):
    """The Graphics (or Legended) of Plot-like plots."""
    np = _np()
    xlog = scale in ("loglinear", "loglog")
    ylog = scale in ("log", "loglog")
    if xlog:
        if a <= 0 or b <= 0:
            return None
        ta, tb = math.log(a), math.log(b)
        xmap = np.exp
    else:
        ta, tb = a, b
        xmap = None
    ymap = (lambda v: _log_map(np, v)) if ylog else None
    curves = sample_functions(ev, funcs, var, ta, tb, opts, xmap, ymap)
    # the y range over all curves
    all_y = [c.ys for c, _ in curves]
    all_w = [_weights(np, c.xs) for c, _ in curves]
    if all_y:
        ys = np.concatenate(all_y)
        ws = np.concatenate(all_w)
    else:
        ys = ws = np.zeros(0)
    fin = np.isfinite(ys)
    if fin.any():
        auto = robust_range(ys, ws)
        full = widen(float(ys[fin].min()), float(ys[fin].max()))
    else:
        auto = full = (0.0, 1.0)
    specs = P.split_plot_range(opts.get("PlotRange"), 2)
    y0, y1 = P.y_range(specs[1], auto, full)
    x_spec = specs[0]
    # primitives
    plot_style = opts.get("PlotStyle")
    fill = P.filling_targets(opts.get("Filling"), len(curves))
    styles = []
    curve_groups = []
    fill_groups = []
    n = len(curves)
    for i, (c, spec) in enumerate(curves):
        st = P.curve_style(i + 1, P.style_for(plot_style, i, n), extra=spec.style)
        styles.append(st)
        curve_groups.append(P.lst(st, *P.line_exprs(c.runs)))
    for i, target in sorted(fill.items()):
        if i >= n:
            continue
        runs = curves[i][0].runs
        kind = target[0]
        if kind == "curve":
            j = target[1]
            if not (0 <= j < n):
                continue
            polys = P.fill_polygons(runs, other=curves[j][0].runs)
        else:
            base = 0.0 if kind == "axis" else y0 if kind == "bottom" else y1 \
                if kind == "top" else target[1]
            if ylog and kind == "axis":
                base = y0
            elif ylog and kind == "value":
                base = math.log(target[1]) if target[1] > 0 else y0
            polys = P.fill_polygons(runs, base_y=base)
        if polys:
            fill_groups.append(P.lst(P.fill_style(i + 1, opts.get("FillingStyle")),
                                     Expression(S.EdgeForm, ()), P.polygon_expr(polys)))
    mesh = opts.get("Mesh")
    mesh_groups = []
    count = P.mesh_count(mesh, 0) if type(mesh) is Integer else 0
    for i, (c, spec) in enumerate(curves):
        pts = np.concatenate(c.runs) if c.runs else np.zeros((0, 2))
        if count and len(pts):
            # Mesh -> n: the function at n points equally spaced in x
            xs = np.linspace(ta, tb, count + 2)[1:-1]
            ys = np.asarray(Sampler(ev, spec.body, (var,))(
                xmap(xs) if xmap is not None else xs), dtype=float).reshape(-1)[:len(xs)]
            if ymap is not None:
                ys = ymap(ys)
            pts = np.column_stack([xs, ys])[np.isfinite(ys)]
        elif mesh is not S.All and mesh is not S.Full:
            continue
        if len(pts):
            mesh_groups.append(P.mesh_points(i, pts))
    texts, label_width = curve_labels(opts.get("PlotLabels"), labels,
                                      [c.runs for c, _ in curves], y0, y1)
    prims = P.lst(P.lst(*fill_groups), P.lst(*curve_groups), P.lst(*mesh_groups), *texts)
    # options
    if x_spec is None or x_spec is S.Automatic or x_spec is S.Full or x_spec is S.All:
        x_range = P.lst(a_expr, b_expr) if not xlog else P.range_expr(ta, tb)
    else:
        x_range = x_spec
    ox = 0.0 if ta <= 0 <= tb else (ta if ta > 0 else tb)
    oy = 0.0 if y0 <= 0 <= y1 else (y0 if y0 > 0 else y1)
    defaults = [
        ("AspectRatio", P.GOLDEN_INV),
        ("Axes", P.lst(TRUE, TRUE)),
        ("AxesLabel", P.lst(S["None"], S["None"])),
        ("AxesOrigin", P.lst(Real(ox), Real(oy))),
        ("PlotRange", P.lst(x_range, P.range_expr(y0, y1))),
        ("PlotRangeClipping", TRUE),
        ("PlotRangePadding", P.padding_expr(0.02, 0.05)),
    ]
    if xlog or ylog:
        defaults.append(("Ticks", P.lst(log_ticks_expr(ta, tb) if xlog else S.Automatic,
                                        log_ticks_expr(y0, y1) if ylog else S.Automatic)))
    else:
        defaults.append(("Ticks", P.lst(S.Automatic, S.Automatic)))
    if texts:      # room on the right for the curves' labels
        defaults.append(("ImagePadding", P.lst(P.lst(S.Automatic, Real(label_width)),
                                               P.lst(S.Automatic, S.Automatic))))
    g = P.graphics(prims, defaults, P.passed_options(opts, given))
    legend, place = P.legend_labels(opts.get("PlotLegends"), labels, n)
    if legend is None:
        legend = _wrapper_labels(curves)
    return P.legended(g, styles, legend, place)


def curve_labels(spec, exprs, runs, y0, y1):
    """PlotLabels: ([Text[label, {x, y}, {-1, 0}], ...] at the right end of each curve,
    the width in points they need right of the plot area)."""
    from mathilda.algorithms.graphics.render2d import text_of, text_width, TICK_FONT
    if spec is None or spec is S["None"] or spec is FALSE:
        return [], 0.0
    if isinstance(spec, Expression) and spec.head is S.Placed and spec.args:
        spec = spec.args[0]
    if spec is S.Automatic or (type(spec) is String and spec.value == "Expressions"):
        labels = [Expression(S.HoldForm, (e,)) for e in exprs]
    elif isinstance(spec, Expression) and spec.head is S.List:
        labels = list(spec.args)
    else:
        labels = [spec]
    np = _np()
    texts, width = [], 0.0
    for lab, rs in zip(labels, runs):
        if lab is S["None"] or not rs:
            continue
        pts = np.concatenate(rs)
        inside = pts[np.isfinite(pts[:, 1]) & (pts[:, 1] >= y0) & (pts[:, 1] <= y1)]
        if not len(inside):
            continue
        x, y = inside[-1]
        texts.append(Expression(S.Text, (lab, P.lst(Real(float(x)), Real(float(y))),
                                         P.lst(Real(-1.5), Integer(0)))))
        width = max(width, text_width(text_of(lab), TICK_FONT) * 1.25 + 8.0)
    return texts, width


def _wrapper_labels(curves):
    labels = [spec.legend for _, spec in curves]
    if any(lab is not None for lab in labels):
        from mathilda.core.expr import String
        return [lab if lab is not None else String("") for lab in labels]
    return None


# --- parametric curves --------------------------------------------------------------------------

def parametric_plot(ev, pairs, var, a, b, opts, given, polar=False):
    """ParametricPlot of curves {fx, fy} (each a held pair of bodies, or a body giving a
    pair) over u in [a, b]; PolarPlot gives r bodies with polar=True."""
    np = _np()
    n0 = _points_option(opts, 100 if polar else 80)
    rec = _recursion_option(opts)
    curves = []
    for body in pairs:
        sampler = Sampler(ev, body, (var,))

        def xy(ts, _s=sampler):
            v = _s(ts)
            if polar:
                r = v if v.ndim == 1 else v[0]
                return np.stack([r * np.cos(ts), r * np.sin(ts)])
            if v.ndim == 1 or v.shape[0] < 2:
                return np.full((2, len(ts)), np.nan)
            return v[:2]
        ts, pts = adaptive_curve(xy, a, b, n0, rec)
        curves.append(_runs_2d(np, pts))
    every = [p for c in curves for r in c for p in r]
    if every:
        allp = np.array(every)
        xr = widen(float(allp[:, 0].min()), float(allp[:, 0].max()))
        yr = widen(float(allp[:, 1].min()), float(allp[:, 1].max()))
    else:
        xr = yr = (-1.0, 1.0)
    specs = P.split_plot_range(opts.get("PlotRange"), 2)
    xr = P.y_range(specs[0], xr, xr)
    yr = P.y_range(specs[1], yr, yr)
    plot_style = opts.get("PlotStyle")
    groups, styles = [], []
    for i, runs in enumerate(curves):
        st = P.curve_style(i + 1, P.style_for(plot_style, i, len(curves)))
        styles.append(st)
        groups.append(P.lst(st, *P.line_exprs(runs)))
    defaults = [("AspectRatio", S.Automatic), ("Axes", P.lst(TRUE, TRUE)),
                ("PlotRange", P.lst(P.range_expr(*xr), P.range_expr(*yr))),
                ("PlotRangeClipping", TRUE), ("PlotRangePadding", P.padding_expr(0.02, 0.02)),
                ("Ticks", P.lst(S.Automatic, S.Automatic))]
    g = P.graphics(P.lst(P.lst(*groups)), defaults, P.passed_options(opts, given))
    legend, place = P.legend_labels(opts.get("PlotLegends"), list(pairs), len(curves))
    return P.legended(g, styles, legend, place)


def parametric_region(ev, pairs, uvar, a, b, vvar, c, d, opts, given):
    """ParametricPlot[{fx, fy}, {u, a, b}, {v, c, d}]: the region the pair covers, filled in
    a light tint of its colour, its boundary (the images of the domain's four sides) in the
    curve style and mesh lines of constant u and v."""
    np = _np()
    n = _points_option(opts, 40)
    us, vs = np.linspace(a, b, n), np.linspace(c, d, n)
    U, V = np.meshgrid(us, vs)
    from mathilda.algorithms.graphics.plot3d import _quads
    _, quads = _quads(np, n, n)
    items, styles, every = [], [], []
    mesh = P.mesh_count(opts.get("Mesh"), 10)
    gray = Expression(S.Directive, (Expression(S.GrayLevel, (Real(0.0), Real(0.5))),
                                    Expression(S.AbsoluteThickness, (Real(0.5),))))
    for i, body in enumerate(pairs):
        v = Sampler(ev, body, (uvar, vvar))(U.ravel(), V.ravel())
        if v.ndim == 1 or v.shape[0] < 2:
            continue
        pts = np.column_stack([v[0], v[1]])
        ok = np.isfinite(pts).all(axis=1)
        good = quads[ok[quads].all(axis=1)]
        pts_c = np.where(ok[:, None], pts, 0.0)
        every.append(pts[ok])
        st = P.curve_style(i + 1, P.style_for(opts.get("PlotStyle"), i, len(pairs)))
        styles.append(st)
        grid = pts.reshape(n, n, 2)
        sides = [grid[0, :], grid[:, -1], grid[-1, ::-1], grid[::-1, 0]]
        lines = [r for side in sides for r in _runs_2d(np, side.T) if len(r) > 1]
        mesh_lines = []
        for k in np.unique(np.linspace(0, n - 1, mesh + 2).round().astype(int))[1:-1]:
            mesh_lines += _runs_2d(np, grid[k, :].T) + _runs_2d(np, grid[:, k].T)
        from mathilda.core.packed import PackedArray
        items.append(P.lst(
            Expression(S.GraphicsComplex, (P.packed(pts_c), P.lst(
                Expression(S.EdgeForm, ()), P.tint(i + 1, 0.3),
                Expression(S.Polygon, (PackedArray((good + 1).astype(np.int64)),))))),
            P.lst(gray, *P.line_exprs([m for m in mesh_lines if len(m) > 1])),
            P.lst(st, *P.line_exprs(lines))))
    if every and len(np.concatenate(every)):
        allp = np.concatenate(every)
        xr = widen(float(allp[:, 0].min()), float(allp[:, 0].max()))
        yr = widen(float(allp[:, 1].min()), float(allp[:, 1].max()))
    else:
        xr = yr = (-1.0, 1.0)
    specs = P.split_plot_range(opts.get("PlotRange"), 2)
    xr = P.y_range(specs[0], xr, xr)
    yr = P.y_range(specs[1], yr, yr)
    defaults = [("AspectRatio", S.Automatic), ("Axes", P.lst(TRUE, TRUE)),
                ("PlotRange", P.lst(P.range_expr(*xr), P.range_expr(*yr))),
                ("PlotRangeClipping", TRUE), ("PlotRangePadding", P.padding_expr(0.02, 0.02)),
                ("Ticks", P.lst(S.Automatic, S.Automatic))]
    g = P.graphics(P.lst(*items), defaults, P.passed_options(opts, given))
    legend, place = P.legend_labels(opts.get("PlotLegends"), list(pairs), len(styles))
    return P.legended(g, styles, legend, place, kind="SwatchLegend")


def _runs_2d(np, pts):
    xs, ys = pts[0], pts[1]
    fin = np.isfinite(xs) & np.isfinite(ys)
    runs = []
    cur = []
    for i in range(len(xs)):
        if fin[i]:
            cur.append((xs[i], ys[i]))
        elif cur:
            runs.append(np.array(cur))
            cur = []
    if cur:
        runs.append(np.array(cur))
    return [r for r in runs if len(r) >= 2]


def adaptive_curve(f, a, b, n0, max_rec):
    """Sample a plane curve t -> f(t) (a 2 x n array) with refinement where it bends."""
    np = _np()
    ts = np.linspace(a, b, max(int(n0), 2))
    pts = np.asarray(f(ts), dtype=float)
    min_w = (b - a) / (max(int(n0), 2) - 1) / 2.0 ** max_rec * 1.0001
    for _ in range(int(max_rec)):
        fin = np.isfinite(pts).all(axis=0)
        if fin.sum() < 3:
            break
        X, Y = pts[0], pts[1]
        sx = (np.nanmax(X[fin]) - np.nanmin(X[fin])) or 1.0
        sy = (np.nanmax(Y[fin]) - np.nanmin(Y[fin])) or 1.0
        X, Y = X / sx, Y / sy
        d1x, d1y = X[1:-1] - X[:-2], Y[1:-1] - Y[:-2]
        d2x, d2y = X[2:] - X[1:-1], Y[2:] - Y[1:-1]
        with np.errstate(invalid="ignore", divide="ignore"):
            cos = (d1x * d2x + d1y * d2y) / (np.hypot(d1x, d1y) * np.hypot(d2x, d2y))
        bend = fin[:-2] & fin[1:-1] & fin[2:] & (cos < 0.985)
        mark = np.zeros(len(ts) - 1, dtype=bool)
        mark[:-1] |= bend
        mark[1:] |= bend
        mark |= fin[:-1] != fin[1:]
        mark &= np.diff(ts) > min_w
        if not mark.any():
            break
        new = (ts[:-1][mark] + ts[1:][mark]) / 2
        pn = np.asarray(f(new), dtype=float)
        ts = np.concatenate([ts, new])
        pts = np.concatenate([pts, pn], axis=1)
        order = np.argsort(ts, kind="stable")
        ts, pts = ts[order], pts[:, order]
    return ts, pts
