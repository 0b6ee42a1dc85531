"""Counting data in bins: BinCounts and HistogramList.

Bins are half-open intervals [a, b).  A bin specification is a width dx (bins at multiples
of dx covering the data), {dx} (the same), {xmin, xmax, dx} (from xmin to xmax), or
{{b1, b2, ...}} (explicit edges; -Infinity and Infinity allowed).  Elements that are not real
numbers are ignored.  Exact data and specifications give exact edges.

HistogramList chooses its bins itself when none are given (``HistogramList[data]``) or
only their number (``HistogramList[data, n]``), with the Wolfram Language's rules: see
``algorithms/statistics/histogram_bins.py`` (Freedman-Diaconis widths rounded to 1, 2 or 5
times a power of ten, bins centred on the values of data on a lattice of that width).
BinLists puts the elements themselves in the bins BinCounts counts.
"""

import math
from bisect import bisect_right
from fractions import Fraction

from mathilda.algorithms.lists.common import is_list, make_list
from mathilda.algorithms.statistics import histogram_bins
from mathilda.builtins.statistics.descriptive import number, value
from mathilda.core.expr import Expression, Integer, Real, S, String
from mathilda.core.registry import builtin

BSPEC = "`1` is not a valid bin specification."
INF = float("inf")


def _edge_value(x):
    if x is S.Infinity or (isinstance(x, Expression) and x.head is S.DirectedInfinity and
                           len(x.args) == 1 and value(x.args[0]) is not None):
        if x is S.Infinity:
            return INF
        return INF if value(x.args[0]) > 0 else -INF
    if isinstance(x, Expression) and x.head is S.Times and len(x.args) == 2 and \
            x.args[0] == Integer(-1) and x.args[1] is S.Infinity:
        return -INF
    return value(x)


def _uniform(lo_val, hi_val, dx):
    """Edges at multiples of dx from the bin holding lo_val to the one holding hi_val."""
    k0 = math.floor(lo_val / dx)
    k1 = math.floor(hi_val / dx)
    return [k * dx for k in range(k0, k1 + 2)]


def _positive(v):
    return v is not None and v > 0 and v != INF


def bin_edges(ev, name, spec, vals):
    """Python edge values for a specification (None: unit width), or None."""
    lo = min(vals) if vals else 0
    hi = max(vals) if vals else 0
    if spec is None:
        dx = 1
    elif is_list(spec) and len(spec.args) == 1 and is_list(spec.args[0]):
        edges = [_edge_value(e) for e in spec.args[0].args]
        if len(edges) < 2 or any(e is None for e in edges) or \
                any(a >= b for a, b in zip(edges, edges[1:])):
            return None
        return edges
    elif is_list(spec) and len(spec.args) == 1:
        dx = value(spec.args[0])
    elif is_list(spec) and len(spec.args) == 3:
        a, b, dx = (value(e) for e in spec.args)
        if a is None or b is None or not _positive(dx) or b < a:
            return None
        count = math.floor((b - a) / dx)
        if not ev.check_size(count + 1, name):
            return False
        return [a + k * dx for k in range(count + 1)]
    else:
        dx = value(spec)
    if not _positive(dx):
        return None
    if vals and not ev.check_size(math.floor(hi / dx) - math.floor(lo / dx) + 2, name):
        return False
    return _uniform(lo, hi, dx) if vals else []


def _counts(points, edges_per_dim):
    """Nested count lists for points (tuples of Python numbers)."""
    shape = [len(e) - 1 for e in edges_per_dim]
    flat = {}
    for p in points:
        idx = []
        for v, edges in zip(p, edges_per_dim):
            i = bisect_right(edges, v) - 1
            if not 0 <= i < len(edges) - 1:
                break
            idx.append(i)
        else:
            flat[tuple(idx)] = flat.get(tuple(idx), 0) + 1

    def build(prefix, dims):
        if not dims:
            return Integer(flat.get(tuple(prefix), 0))
        return make_list(build(prefix + [i], dims[1:]) for i in range(dims[0]))
    return build([], shape)


def _real_points(data, dims):
    """Points (tuples) of the real-numbered elements of data (vectors of length dims when
    dims > 1), or None when data is not a list."""
    pts = []
    for e in data.args:
        if dims == 1:
            v = value(e)
            if v is not None:
                pts.append((v,))
        elif is_list(e) and len(e.args) == dims:
            vs = tuple(value(c) for c in e.args)
            if None not in vs:
                pts.append(vs)
    return pts


@builtin("BinCounts", nargs=(1, None), messages={"bspec": BSPEC},
         usage="BinCounts[{x1, x2, ...}] counts the xi in unit bins [k, k + 1) covering them; "
               "BinCounts[data, dx] uses bins of width dx at multiples of dx, BinCounts[data, "
               "{xmin, xmax, dx}] bins from xmin to xmax, BinCounts[data, {{b1, b2, ...}}] "
               "the bins [b1, b2), [b2, b3), .... BinCounts[{{x1, y1}, ...}, xspec, yspec, "
               "...] gives an array of counts.",
         examples=[("BinCounts[{1, 3, 2, 1, 4, 5, 6, 2}]", "{2, 2, 1, 1, 1, 1}"),
                   ("BinCounts[{1, 3, 2, 1, 4, 5, 6, 2}, {0, 10, 2}]", "{2, 3, 2, 1, 0}"),
                   ("BinCounts[{0.5, 1.5, 2.5}, {{0, 1, 3}}]", "{1, 2}"),
                   ("BinCounts[{1, 2, 12}, 5]", "{2, 0, 1}"),
                   ("BinCounts[{{1, 1}, {2, 3}, {2, 4}}, {0, 4, 2}, {0, 6, 3}]",
                    "{{1, 0}, {0, 2}}"),
                   ("BinCounts[{1, 2}, -1]", "BinCounts[{1, 2}, -1]",
                    ["BinCounts::bspec: -1 is not a valid bin specification."])])
def bin_counts(ev, expr):
    args = expr.args
    data = args[0]
    if not is_list(data):
        ev.message("BinCounts", "list", expr, Integer(1))
        return None
    specs = list(args[1:])
    dims = max(len(specs), 1)
    if dims == 1 and data.args and all(is_list(e) for e in data.args):
        return None
    pts = _real_points(data, dims)
    edges = []
    for d in range(dims):
        spec = specs[d] if d < len(specs) else None
        e = bin_edges(ev, "BinCounts", spec, [p[d] for p in pts])
        if e is False:
            return None
        if e is None:
            ev.message("BinCounts", "bspec", spec)
            return None
        edges.append(e)
    return _counts(pts, edges)


# --- HistogramList ---------------------------------------------------------------------------

_HEIGHTS = ("Count", "CumulativeCount", "SurvivalCount", "Probability", "PDF", "CDF",
            "SF", "Intensity")


def _heights(counts, edges, kind):
    total = sum(counts)
    if kind == "Count":
        return [Integer(c) for c in counts]
    if kind == "CumulativeCount":
        acc, out = 0, []
        for c in counts:
            acc += c
            out.append(Integer(acc))
        return out
    if kind == "SurvivalCount":
        acc, out = total, []
        for c in counts:
            acc -= c
            out.append(Integer(acc))
        return out
    if total == 0:
        return [Integer(0) for _ in counts]
    widths = [b - a for a, b in zip(edges, edges[1:])]
    if kind == "Probability":
        return [number(Fraction(c, total)) for c in counts]
    if kind in ("PDF", "Intensity"):
        scale = total if kind == "PDF" else 1
        return [number(c / (w * scale)) if w != INF else Integer(0)
                for c, w in zip(counts, widths)]
    acc, out = 0, []
    for c in counts:
        acc += c
        out.append(number(Fraction(acc, total) if kind == "CDF"
                          else Fraction(total - acc, total)))
    return out


def _edge_expr(v):
    if v == INF:
        return S.Infinity
    if v == -INF:
        return Expression(S.DirectedInfinity, (Integer(-1),))
    return number(Fraction(v) if type(v) is int else v)


HBINS = "The specified bin specification `1` is not valid."


@builtin("HistogramList", nargs=(1, 3), messages={"bspec": BSPEC},
         usage="HistogramList[{x1, x2, ...}] gives {bin edges, counts} for the data as "
               "Histogram would bin it (Freedman-Diaconis widths rounded to 1, 2 or 5 times a "
               "power of 10); "
               "HistogramList[data, bspec] uses the bins of bspec: n (about n bins), {dx}, "
               "{xmin, xmax, dx} or {{b1, b2, ...}}; HistogramList[data, bspec, hspec] gives "
               "heights \"Count\", \"CumulativeCount\", \"SurvivalCount\", \"Probability\", "
               "\"PDF\", \"CDF\", \"SF\" or \"Intensity\".",
         examples=[("HistogramList[{1, 2, 2, 3, 3, 3}]", "{{0.5, 1.5, 2.5, 3.5}, {1, 2, 3}}"),
                   ("HistogramList[Range[10]]", "{{0, 5, 10, 15}, {4, 5, 1}}"),
                   ("HistogramList[{50, 98, 94, 45, 31, 44, 28, 69}]", "{{0, 50, 100}, {4, 4}}"),
                   ("HistogramList[{0.1, 0.15, 0.2, 0.9}, 4]",
                    "{{0, 1/5, 2/5, 3/5, 4/5, 1}, {2, 1, 0, 0, 1}}"),
                   ("HistogramList[{1, 3, 7}, {{0, 5, 10}}]", "{{0, 5, 10}, {2, 1}}"),
                   ("HistogramList[{1, 2, 2, 5}, {2}, \"Probability\"]",
                    "{{0, 2, 4, 6}, {1/4, 1/2, 1/4}}"),
                   ("HistogramList[{1.5, 2.5, 2.7}, {0, 4, 1}, \"CDF\"]",
                    "{{0, 1, 2, 3, 4}, {0, 1/3, 1, 1}}")])
def histogram_list(ev, expr):
    args = expr.args
    data = args[0]
    if not is_list(data) or any(is_list(e) for e in data.args):
        ev.message("HistogramList", "list", expr, Integer(1))
        return None
    vals = [p[0] for p in _real_points(data, 1)]
    spec = args[1] if len(args) > 1 else S.Automatic
    kind = "Count"
    if len(args) == 3:
        h = args[2]
        if type(h) is not String or h.value not in _HEIGHTS:
            return None
        kind = h.value
    if type(spec) is Real and spec.value > 0:
        spec = S.Automatic                     # a real count falls back to the automatic bins
    if spec is S.Automatic:
        spec_edges = histogram_bins.automatic(vals) or None
    elif type(spec) is Integer and spec.value > 0:
        if not ev.check_size(spec.value, "HistogramList"):
            return None
        spec_edges = histogram_bins.by_count(vals, spec.value) or None
    elif type(spec) is Integer:
        return None
    elif is_list(spec) and len(spec.args) == 1 and _positive(value(spec.args[0])) and \
            histogram_bins.centred(vals, value(spec.args[0])):
        spec_edges = histogram_bins.centred(vals, value(spec.args[0]))
    else:
        spec_edges = bin_edges(ev, "HistogramList", spec, vals)
        if spec_edges is False:
            return None
        if spec_edges is None:
            ev.message("HistogramList", "bspec", spec)
            return None
    if spec_edges is None:
        return make_list((make_list(()), make_list(())))
    counts_expr = _counts([(v,) for v in vals], [spec_edges])
    counts = [c.value for c in counts_expr.args]
    return make_list((make_list(_edge_expr(e) for e in spec_edges),
                      make_list(_heights(counts, spec_edges, kind))))


VECTMAT = ("The first argument is expected to be a unit-compatible vector or a matrix with "
           "unit-compatible columns.")


def _bin_lists(items, coords, edges_per_dim):
    """Nested lists of the items (in their order) by the bins of their coordinates."""
    shape = [len(e) - 1 for e in edges_per_dim]
    flat = {}
    for item, p in zip(items, coords):
        idx = []
        for v, edges in zip(p, edges_per_dim):
            i = bisect_right(edges, v) - 1
            if not 0 <= i < len(edges) - 1:
                break
            idx.append(i)
        else:
            flat.setdefault(tuple(idx), []).append(item)

    def build(prefix, dims):
        if not dims:
            return make_list(flat.get(tuple(prefix), []))
        return make_list(build(prefix + [i], dims[1:]) for i in range(dims[0]))
    return build([], shape)


@builtin("BinLists", nargs=(1, None), messages={"bspec": BSPEC, "vectmat": VECTMAT},
         usage="BinLists[{e1, e2, ...}] gives lists of the ei in unit bins [k, k + 1); "
               "BinLists[data, dx] uses bins of width dx, BinLists[data, {xmin, xmax, dx}] "
               "bins from xmin to xmax, BinLists[data, {{b1, b2, ...}}] the bins [b1, b2), "
               "[b2, b3), .... BinLists[{{x1, y1}, ...}, xspec, yspec, ...] gives an array "
               "of lists of the points.",
         examples=[("BinLists[{1, 3, 2, 1, 4, 5, 6, 2}, {0, 10, 2}]",
                    "{{1, 1}, {3, 2, 2}, {4, 5}, {6}, {}}"),
                   ("BinLists[Range[10], {0, 10, 4}]", "{{1, 2, 3}, {4, 5, 6, 7}}"),
                   ("BinLists[{1, 3, 2, 1, 4, 5, 6, 2}, {{-Infinity, 2, 5, 7, Infinity}}]",
                    "{{1, 1}, {3, 2, 4, 2}, {5, 6}, {}}"),
                   ("BinLists[{{1, 1}, {2, 3}, {2, 4}}, {0, 4, 2}, {0, 6, 3}]",
                    "{{{{1, 1}}, {}}, {{}, {{2, 3}, {2, 4}}}}"),
                   ("BinLists[x, {0, 10, 1}]", "BinLists[x, {0, 10, 1}]",
                    ["BinLists::vectmat: The first argument is expected to be a "
                     "unit-compatible vector or a matrix with unit-compatible columns."])])
def bin_lists(ev, expr):
    args = expr.args
    data = args[0]
    if not is_list(data):
        ev.message("BinLists", "vectmat")
        return None
    specs = list(args[1:])
    dims = max(len(specs), 1)
    if dims == 1 and data.args and all(is_list(e) for e in data.args):
        return None
    items, pts = [], []
    for e in data.args:
        if dims == 1:
            v = value(e)
            if v is not None:
                items.append(e)
                pts.append((v,))
        elif is_list(e) and len(e.args) == dims:
            vs = tuple(value(c) for c in e.args)
            if None not in vs:
                items.append(e)
                pts.append(vs)
    edges = []
    for d in range(dims):
        spec = specs[d] if d < len(specs) else None
        e = bin_edges(ev, "BinLists", spec, [p[d] for p in pts])
        if e is False:
            return None
        if e is None:
            ev.message("BinLists", "bspec", spec)
            return None
        edges.append(e)
    return _bin_lists(items, pts, edges)
