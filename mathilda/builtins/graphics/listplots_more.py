"""More plots of data: ListStepPlot, ListPolarPlot, DiscretePlot (built on the list plot of
mathilda.algorithms.graphics.listplot)."""

import math

from mathilda.algorithms.graphics import listplot as L
from mathilda.builtins.graphics._common import PLOT_MESSAGES, split_given
from mathilda.builtins.graphics.listplots import _OPTIONS, _data_range
from mathilda.core.expr import TRUE, Expression, S, Symbol
from mathilda.core.registry import builtin

_STEP_OPTIONS = dict(_OPTIONS, Joined="True")


def _step_points(np, pts, where):
    """The corners of a step line through the points, sorted by x: each value held from its
    point to the next (Left), centred on its point (Center) or up to its point (Right)."""
    pts = pts[np.argsort(pts[:, 0], kind="stable")]
    n = len(pts)
    if n == 0:
        return pts
    xs, ys = pts[:, 0], pts[:, 1]
    dx = np.diff(xs)
    last = dx[-1] if len(dx) else 1.0
    if where == "Center":
        mids = np.concatenate([[xs[0] - (dx[0] if len(dx) else 1.0) / 2], (xs[:-1] + xs[1:]) / 2,
                               [xs[-1] + last / 2]])
        lefts, rights = mids[:-1], mids[1:]
    elif where == "Right":
        lefts = np.concatenate([[xs[0] - (dx[0] if len(dx) else 1.0)], xs[:-1]])
        rights = xs
    else:
        lefts = xs
        rights = np.concatenate([xs[1:], [xs[-1] + last]])
    out = np.empty((2 * n, 2))
    out[0::2, 0] = lefts
    out[1::2, 0] = rights
    out[0::2, 1] = ys
    out[1::2, 1] = ys
    return out


@builtin("ListStepPlot", nargs=(1, 2), options=_STEP_OPTIONS, messages=PLOT_MESSAGES,
         usage="ListStepPlot[{y1, y2, ...}] plots the values as steps: yi from i to i + 1. "
               "ListStepPlot[{{x1, y1}, ...}] steps from xi to the next x; ListStepPlot[data, "
               "Center] centres each step on its point and ListStepPlot[data, Right] ends it "
               "there. Several datasets and the options of ListLinePlot are accepted.",
         examples=[("ListStepPlot[{1, 3, 2, 4}]", "-Graphics-"),
                   ("Cases[ListStepPlot[{1, 3, 2}], Line[p_] :> p, Infinity]",
                    "{{{1., 1.}, {2., 1.}, {2., 3.}, {3., 3.}, {3., 2.}, {4., 2.}}}"),
                   ("Cases[ListStepPlot[{{0, 1}, {2, 5}}, Right], Line[p_] :> p, Infinity]",
                    "{{{-2., 1.}, {0., 1.}, {0., 5.}, {2., 5.}}}"),
                   ("ListStepPlot[x]", "ListStepPlot[x]",
                    ["ListStepPlot::lpn: x is not a list of numbers or pairs of numbers."])])
def list_step_plot(ev, expr):
    import numpy as np
    pos, opts, given = split_given(ev, expr)
    where = "Left"
    if len(pos) == 2:
        w = pos[1]
        if not (type(w) is Symbol and w.name in ("Left", "Center", "Right")):
            return None
        where = w.name
    sets = L.datasets(pos[0], _data_range(opts))
    if sets is None:
        ev.message("ListStepPlot", "lpn", pos[0])
        return None
    for d in sets:
        d.points = _step_points(np, d.points, where)
    return L.list_plot(sets, opts, given, True)


_POLAR_OPTIONS = dict(_OPTIONS, AspectRatio="Automatic")


@builtin("ListPolarPlot", nargs=1, options=_POLAR_OPTIONS, messages=PLOT_MESSAGES,
         usage="ListPolarPlot[{r1, r2, ...}] plots points equally spaced in angle from 0 to "
               "2 Pi at radii ri. ListPolarPlot[{{theta1, r1}, ...}] plots the points at the "
               "given angles. Joined -> True joins them; several datasets are accepted.",
         examples=[("ListPolarPlot[{1, 2, 3, 4}]", "-Graphics-"),
                   ("Round[Cases[ListPolarPlot[{{0, 1}, {Pi/2, 2}}], Point[p_] :> p, "
                    "Infinity], 10^-6]", "{{{1, 0}, {0, 2}}}"),
                   ("ListPolarPlot[x]", "ListPolarPlot[x]",
                    ["ListPolarPlot::lpn: x is not a list of numbers or pairs of numbers."])])
def list_polar_plot(ev, expr):
    import numpy as np
    pos, opts, given = split_given(ev, expr)
    dr = _data_range(opts) or (0.0, 2 * math.pi)
    sets = L.datasets(pos[0], dr)
    if sets is None:
        ev.message("ListPolarPlot", "lpn", pos[0])
        return None
    for d in sets:
        th, r = d.points[:, 0], d.points[:, 1]
        d.points = np.column_stack([r * np.cos(th), r * np.sin(th)])
    given.setdefault("AspectRatio", opts.get("AspectRatio", S.Automatic))
    return L.list_plot(sets, opts, given, opts.get("Joined") is TRUE)


_DISCRETE_OPTIONS = dict(_OPTIONS, Filling="Axis")


@builtin("DiscretePlot", attributes=("HoldAll", "Protected", "ReadProtected"),
         options=_DISCRETE_OPTIONS,
         messages=PLOT_MESSAGES,
         usage="DiscretePlot[expr, {n, nmax}] plots expr at n = 1, ..., nmax; DiscretePlot[expr, "
               "{n, nmin, nmax}] and {n, nmin, nmax, dn} use those values. Each value is a "
               "point with a stem to the axis (Filling -> Axis); a list of expressions gives "
               "several datasets.",
         examples=[("DiscretePlot[n^2, {n, 5}]", "-Graphics-"),
                   ("Cases[DiscretePlot[k, {k, 0, 2}], Point[p_] :> p, Infinity]",
                    "{{{0., 0.}, {1., 1.}, {2., 2.}}}"),
                   ("Count[DiscretePlot[{n, 2 n}, {n, 3}], Point[_], Infinity]", "2")])
def discrete_plot(ev, expr):
    pos, opts, given = split_given(ev, expr)
    if len(pos) != 2:
        return None
    body, it = pos
    spec = it
    if isinstance(it, Expression) and it.head is S.List and len(it.args) == 2:
        spec = Expression(S.List, (it.args[0], it.args[1]))
    if not (isinstance(spec, Expression) and spec.head is S.List and 2 <= len(spec.args) <= 4):
        ev.message("DiscretePlot", "pllim", it)
        return None
    var = spec.args[0]
    values = ev.evaluate(Expression(S.Table, (var, spec)))
    if not (isinstance(values, Expression) and values.head is S.List):
        ev.message("DiscretePlot", "pllim", it)
        return None
    exprs = body.args if isinstance(body, Expression) and body.head is S.List else (body,)
    data = []
    for e in exprs:
        pts = ev.evaluate(Expression(S.Table, (Expression(S.List, (var, e)), spec)))
        data.append(pts)
    data = data[0] if len(data) == 1 else Expression(S.List, tuple(data))
    sets = L.datasets(data)
    if sets is None:
        ev.message("DiscretePlot", "lpn", data)
        return None
    return L.list_plot(sets, opts, given, False)
