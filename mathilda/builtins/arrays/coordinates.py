"""Neighbourhoods and coordinate lattices: ArrayFilter, CoordinateBounds,
CoordinateBoundsArray.

Block gathering lives in mathilda.algorithms.arrays.neighborhoods; the arithmetic on
coordinates goes through the evaluator (Plus, Times, Min, Max, Floor), so exact, machine
and symbolic values all work.
"""

from mathilda.algorithms.arrays.neighborhoods import neighborhood_calls, template_offsets
from mathilda.algorithms.arrays.shape import dimensions
from mathilda.algorithms.lists.common import is_list, machine_int, make_list
from mathilda.core.expr import Expression, Integer, Rational, Real, String, S, make_rational
from mathilda.core.registry import builtin

# --- ArrayFilter -------------------------------------------------------------------------------

_AF_MESSAGES = {
    "arr": "`1` is not a full array of depth at least `2`.",
    "rng": "The range specification `1` should be a non-negative integer, a list of "
           "non-negative integers, or an array of 0s and 1s.",
    "pad": "Padding -> `1` should be None, \"Fixed\", \"Periodic\" or a value.",
}


def _template_mask(template):
    def mask(offs):
        x = template
        for o, w in zip(offs, dimensions(template)):
            x = x.args[o - template_offsets(w).start]
        return not (type(x) is Integer and x.value == 0)
    return mask


@builtin("ArrayFilter", nargs=3, options={"Padding": '"Fixed"'}, messages=_AF_MESSAGES,
         usage="ArrayFilter[f, array, r] applies f to the range-r block (the cells within r "
               "in every dimension) around each cell of array; ArrayFilter[f, array, {r1, "
               "r2, ...}] uses ranges ri in successive dimensions; ArrayFilter[f, array, "
               "template] uses blocks of the shape of template, with Missing[] where it "
               "has 0s. Padding -> \"Fixed\" (default) repeats the edge cells, "
               "\"Periodic\" wraps, None gives only blocks inside the array, val pads "
               "with val.",
         examples=[("ArrayFilter[f, Range[5], 1]",
                    "{f[{1, 1, 2}], f[{1, 2, 3}], f[{2, 3, 4}], f[{3, 4, 5}], f[{4, 5, 5}]}"),
                   ("ArrayFilter[Mean, Range[10], 1]",
                    "{4/3, 2, 3, 4, 5, 6, 7, 8, 9, 29/3}"),
                   ("ArrayFilter[f, Range[4], 1, Padding -> None]",
                    "{f[{1, 2, 3}], f[{2, 3, 4}]}"),
                   ("ArrayFilter[f, Range[3], 1, Padding -> 0]",
                    "{f[{0, 1, 2}], f[{1, 2, 3}], f[{2, 3, 0}]}"),
                   ("ArrayFilter[f, Range[3], 1, Padding -> \"Periodic\"]",
                    "{f[{3, 1, 2}], f[{1, 2, 3}], f[{2, 3, 1}]}"),
                   ("ArrayFilter[f, {a, b, c}, {1, 0, 1}]",
                    "{f[{a, Missing[], b}], f[{a, Missing[], c}], f[{b, Missing[], c}]}"),
                   ("ArrayFilter[Differences, Range[5]^2, {1, 1}]",
                    "{{0}, {3}, {5}, {7}, {9}}"),
                   ("ArrayFilter[Total[#, 2] &, {{1, 2}, {3, 4}}, 1]",
                    "{{18, 21}, {24, 27}}"),
                   ("ArrayFilter[f, {{1, 2}, {3, 4}}, 1, Padding -> None]", "{}"),
                   ("ArrayFilter[f, x, 1]", "ArrayFilter[f, x, 1]",
                    ["ArrayFilter::arr: x is not a full array of depth at least 1."])])
def array_filter(ev, expr):
    pos, opts = ev.split_options(expr, 3)
    f, array, spec = pos
    padding = opts.get("Padding")
    if padding is S["None"]:
        padding = None
    elif type(padding) is String:
        if padding.value not in ("Fixed", "Periodic"):
            ev.message("ArrayFilter", "pad", padding)
            return None
        padding = padding.value
    full = dimensions(array)
    mask = None
    r = machine_int(spec)
    if r is not None and r >= 0:
        d = max(len(full), 1)
        offsets = [range(-r, r + 1)] * d
    elif is_list(spec) and 0 < len(spec.args) <= len(full) and all(
            machine_int(a) is not None and machine_int(a) >= 0 for a in spec.args):
        # {r1, r2, ...}: ranges in the leading dimensions (a longer list is a template)
        d = len(spec.args)
        offsets = [range(-machine_int(a), machine_int(a) + 1) for a in spec.args]
    elif is_list(spec) and dimensions(spec) and all(n > 0 for n in dimensions(spec)):
        tdims = dimensions(spec)
        d = len(tdims)
        offsets = [template_offsets(w) for w in tdims]
        mask = _template_mask(spec)
    else:
        ev.message("ArrayFilter", "rng", spec)
        return None
    if len(full) < d:
        ev.message("ArrayFilter", "arr", array, Integer(d))
        return None
    dims = full[:d]
    cells = 1
    for o, n in zip(offsets, dims):
        cells *= n * len(o)
    if not ev.check_size(cells, "ArrayFilter"):
        return None
    return neighborhood_calls(f, array, dims, offsets, mask, padding, ev.check_interrupt)


# --- CoordinateBounds --------------------------------------------------------------------------

def _points(x, out):
    """Collect the innermost lists of x (its coordinate tuples)."""
    if not is_list(x):
        return False
    if all(not is_list(a) for a in x.args):
        out.append(x.args)
        return True
    for a in x.args:
        if is_list(a):
            if not _points(a, out):
                return False
        else:
            return False
    return True


def _pad_pair(ev, spec, lo, hi):
    """(pad below, pad above) of one dimension, or None."""
    if is_list(spec) and len(spec.args) == 2:
        return spec.args[0], spec.args[1]
    if isinstance(spec, Expression) and spec.head is S.Scaled and len(spec.args) == 1:
        p = ev.evaluate(Expression(S.Times, (spec.args[0], Expression(
            S.Plus, (hi, Expression(S.Times, (Integer(-1), lo)))))))
        return p, p
    if spec.is_atom or not is_list(spec):
        return spec, spec
    return None


@builtin("CoordinateBounds", nargs=(1, 2),
         messages={"pad": "`1` is not a valid padding specification.",
                   "coords": "`1` is not a list of coordinates of one dimension."},
         usage="CoordinateBounds[coords] gives {{xmin, xmax}, {ymin, ymax}, ...} of the "
               "points coords (at any depth of nesting); CoordinateBounds[coords, d] pads "
               "by d in each dimension, Scaled[s] by s times the span, {p1, p2, ...} "
               "dimension by dimension, {{p1min, p1max}, ...} below and above.",
         examples=[("CoordinateBounds[{{0, 1}, {1, 2}, {2, 1}, {3, 2}, {4, 0}}]",
                    "{{0, 4}, {0, 2}}"),
                   ("CoordinateBounds[{{0, 1}, {1, 2}, {2, 1}, {3, 2}, {4, 0}}, 1]",
                    "{{-1, 5}, {-1, 3}}"),
                   ("CoordinateBounds[{{0, 1}, {1, 2}, {2, 1}, {3, 2}, {4, 0}}, "
                    "Scaled[1/4]]", "{{-1, 5}, {-1/2, 5/2}}"),
                   ("CoordinateBounds[{{1, 2}, {{{{{5, 6}}}}, {9, 10}}}]",
                    "{{1, 9}, {2, 10}}"),
                   ("pts = {{3, -3}, {3, 3}, {-3, 3}, {-3, -3}}; CoordinateBounds[pts, {1, 2}]",
                    "{{-4, 4}, {-5, 5}}"),
                   ("CoordinateBounds[{{3, -3}, {-3, 3}}, {{1, 2}, {3, 4}}]",
                    "{{-4, 5}, {-6, 7}}"),
                   ("CoordinateBounds[{{1, 2.5, 3}, {0, 4, 1/2}}]",
                    "{{0, 1}, {2.5, 4}, {1/2, 3}}"),
                   ("CoordinateBounds[{{a, 1}, {b, 2}}]", "{{Min[a, b], Max[a, b]}, {1, 2}}"),
                   ("CoordinateBounds[{{1, 2}, {3}}]", "CoordinateBounds[{{1, 2}, {3}}]",
                    ["CoordinateBounds::coords: {{1, 2}, {3}} is not a list of coordinates "
                     "of one dimension."])])
def coordinate_bounds(ev, expr):
    coords = expr.args[0]
    pts = []
    if not _points(coords, pts) or not pts or len({len(p) for p in pts}) != 1 or \
            not pts[0]:
        ev.message("CoordinateBounds", "coords", coords)
        return None
    d = len(pts[0])
    bounds = []
    for k in range(d):
        col = [p[k] for p in pts]
        bounds.append((ev.evaluate(Expression(S.Min, tuple(col))),
                       ev.evaluate(Expression(S.Max, tuple(col)))))
    if len(expr.args) == 1:
        return make_list([make_list(b) for b in bounds])
    spec = expr.args[1]
    if is_list(spec):
        if len(spec.args) != d:
            ev.message("CoordinateBounds", "pad", spec)
            return None
        specs = list(spec.args)
    else:
        specs = [spec] * d
    out = []
    for (lo, hi), s in zip(bounds, specs):
        p = _pad_pair(ev, s, lo, hi)
        if p is None:
            ev.message("CoordinateBounds", "pad", spec)
            return None
        out.append(make_list([
            ev.evaluate(Expression(S.Plus, (lo, Expression(S.Times, (Integer(-1), p[0]))))),
            ev.evaluate(Expression(S.Plus, (hi, p[1])))]))
    return make_list(out)


# --- CoordinateBoundsArray ---------------------------------------------------------------------

def _per_dim(spec, d):
    if is_list(spec) and len(spec.args) == d:
        return list(spec.args)
    return [spec] * d


def _e(ev, head, *args):
    return ev.evaluate(Expression(head, args))


def _minus(ev, a, b):
    return _e(ev, S.Plus, a, _e(ev, S.Times, Integer(-1), b))


def _count(ev, span, step):
    """Floor[span/step] + 1 as a Python int (a little tolerance for machine reals), or
    None."""
    q = _e(ev, S.Times, span, _e(ev, S.Power, step, Integer(-1)))
    if type(q) is Real:
        try:
            v = float(q.value)
        except (TypeError, ValueError):
            return None
        import math
        return math.floor(v + 1e-10 * max(1.0, abs(v))) + 1
    if type(q) in (Integer, Rational):
        fl = _e(ev, S.Floor, q)
        return fl.value + 1 if type(fl) is Integer else None
    return None


@builtin("CoordinateBoundsArray", nargs=(1, 4),
         messages={"bounds": "`1` is not a list of pairs {min, max}.",
                   "step": "`1` is not a valid step specification.",
                   "offset": "`1` is not a valid offset specification."},
         usage="CoordinateBoundsArray[{{xmin, xmax}, {ymin, ymax}, ...}] gives the array of "
               "points {x, y, ...} with integer steps from the minima up to the maxima; a "
               "second argument d or {dx, dy, ...} gives the steps, Into[n] n equal steps; "
               "a third gives offsets added to every point (a value, Scaled[s] of the step, "
               "or Center for Scaled[1/2]); a fourth k adds k points on every side (fewer "
               "when negative).",
         examples=[("CoordinateBoundsArray[{{0, 2}, {0, 1}}]",
                    "{{{0, 0}, {0, 1}}, {{1, 0}, {1, 1}}, {{2, 0}, {2, 1}}}"),
                   ("CoordinateBoundsArray[{{0, 1}, {0, 1}}, 1/2]",
                    "{{{0, 0}, {0, 1/2}, {0, 1}}, {{1/2, 0}, {1/2, 1/2}, {1/2, 1}}, "
                    "{{1, 0}, {1, 1/2}, {1, 1}}}"),
                   ("CoordinateBoundsArray[{{0, 2}, {0, 2}}, 1, Center]",
                    "{{{1/2, 1/2}, {1/2, 3/2}}, {{3/2, 1/2}, {3/2, 3/2}}}"),
                   ("CoordinateBoundsArray[{{0, 4}}, 2]", "{{0}, {2}, {4}}"),
                   ("CoordinateBoundsArray[{{0, 1}}, Into[4]]",
                    "{{0}, {1/4}, {1/2}, {3/4}, {1}}"),
                   ("CoordinateBoundsArray[{{0, 2}}, 1, 0, 1]", "{{-1}, {0}, {1}, {2}, {3}}"),
                   ("CoordinateBoundsArray[{{0, 4}}, 1, 0, -1]", "{{1}, {2}, {3}}"),
                   ("CoordinateBoundsArray[{{0, 1}}, 0.5]", "{{0.}, {0.5}, {1.}}"),
                   ("CoordinateBoundsArray[{{0, 3}}, 1, Scaled[1/3]]", "{{1/3}, {4/3}, {7/3}}"),
                   ("CoordinateBoundsArray[{{0, 1}, {5, 6}}, {1, 1/2}, {0, 1/4}]",
                    "{{{0, 21/4}, {0, 23/4}}, {{1, 21/4}, {1, 23/4}}}"),
                   ("CoordinateBoundsArray[{1, 2}]", "CoordinateBoundsArray[{1, 2}]",
                    ["CoordinateBoundsArray::bounds: {1, 2} is not a list of pairs "
                     "{min, max}."])])
def coordinate_bounds_array(ev, expr):
    args = expr.args
    bounds = args[0]
    if not is_list(bounds) or not bounds.args or not all(
            is_list(b) and len(b.args) == 2 for b in bounds.args):
        ev.message("CoordinateBoundsArray", "bounds", bounds)
        return None
    d = len(bounds.args)
    steps = _per_dim(args[1] if len(args) > 1 else Integer(1), d)
    offsets = _per_dim(args[2] if len(args) > 2 else Integer(0), d)
    pads = _per_dim(args[3] if len(args) > 3 else Integer(0), d)
    axes = []
    total = 1
    for (lo, hi), step, off, k in zip((b.args for b in bounds.args), steps, offsets, pads):
        span = _minus(ev, hi, lo)
        if isinstance(step, Expression) and step.head is S.Into and len(step.args) == 1:
            n = machine_int(step.args[0])
            if n is None or n < 1:
                ev.message("CoordinateBoundsArray", "step", step)
                return None
            step = _e(ev, S.Times, span, make_rational(1, n))
        elif not step.is_number:
            ev.message("CoordinateBoundsArray", "step", step)
            return None
        if off is S.Center:
            off = Expression(S.Scaled, (make_rational(1, 2),))
        if isinstance(off, Expression) and off.head is S.Scaled and len(off.args) == 1:
            off = _e(ev, S.Times, off.args[0], step)
        if not off.is_number:
            ev.message("CoordinateBoundsArray", "offset", off)
            return None
        kk = machine_int(k)
        if kk is None:
            ev.message("CoordinateBoundsArray", "step", k)
            return None
        start = _e(ev, S.Plus, lo, off)
        n = _count(ev, _minus(ev, hi, start), step)
        if n is None:
            ev.message("CoordinateBoundsArray", "step", step)
            return None
        n = max(n, 0) + 2 * kk
        first = _minus(ev, start, _e(ev, S.Times, Integer(kk), step))
        total *= max(n, 0)
        if not ev.check_size(total * d, "CoordinateBoundsArray"):
            return None
        axes.append([_e(ev, S.Plus, first, _e(ev, S.Times, Integer(i), step))
                     for i in range(max(n, 0))])

    def build(level, prefix):
        if level == d:
            return make_list(prefix)
        return make_list([build(level + 1, prefix + [v]) for v in axes[level]])
    return build(0, [])
