"""MeanFilter, MedianFilter, MinFilter, MaxFilter, CommonestFilter, StandardDeviationFilter
and RangeFilter of lists, arrays of any rank and images: each element (each pixel of each
channel) replaced by Mean, Median, Min, Max, the commonest value, StandardDeviation or
Max - Min of its range-r neighbourhood (radius r in every dimension, or ri in dimension i),
smaller neighbourhoods at the boundaries, as in the Wolfram Language.  On lists the
statistics are evaluated by the builtins themselves, so exact and symbolic data give exact
and symbolic results; images are filtered on NumPy (algorithms/image/filters.py)."""

import itertools

from mathilda.builtins.signal.fourier import _shape
from mathilda.core.expr import Expression, Integer, S
from mathilda.core.registry import builtin

_MESSAGES = {
    "arr": "Argument `1` is not a nonempty rectangular array.",
    "rad": "The radius `1` should be a non-negative integer or a list of as many "
           "non-negative integers as the data have dimensions.",
}

# statistic -> (the builtins applied to each neighbourhood's list, whether an image
# result keeps the image's type)
_STATS = {"Mean": (("Mean",), True), "Median": (("Median",), True),
          "Min": (("Min",), True), "Max": (("Max",), True),
          "Commonest": (("Commonest", "Sort", "First"), True),
          "StandardDeviation": (("StandardDeviation",), False),
          "Range": (("MinMax", "Differences", "First"), True)}


def _image_filter(ev, name, stat, pic, spec):
    from mathilda.algorithms.image import core
    from mathilda.algorithms.image.filters import neighbourhood
    radii = _radii(spec, 2)
    if radii is None:
        ev.message(name, "rad", spec)
        return None
    out = neighbourhood(pic.data, radii, stat)
    keep = _STATS[stat][1]
    typ = pic.type if keep else ("Real32" if pic.type in ("Bit", "Byte", "Bit16")
                                 else pic.type)
    return core.to_expr(pic.like(out, typ))


def _radii(spec, rank):
    if type(spec) is Integer and spec.value >= 0:
        return [spec.value] * rank
    if isinstance(spec, Expression) and spec.head is S.List and \
            1 <= len(spec.args) <= rank and \
            all(type(v) is Integer and v.value >= 0 for v in spec.args):
        return [v.value for v in spec.args] + [0] * (rank - len(spec.args))
    return None


def _filter(ev, expr, name, stat):
    from mathilda.algorithms.image import core
    pos, _ = ev.split_options(expr)
    if len(pos) != 2:
        return None
    data = pos[0]
    pic = core.from_expr(data)
    if pic is not None:
        return _image_filter(ev, name, stat, pic, pos[1])
    if hasattr(type(data), "array"):
        data = ev.call("Normal", data)
    got = _shape(data) if isinstance(data, Expression) and data.head is S.List else None
    if not got:
        ev.message(name, "arr", pos[0])
        return None
    shape, leaves = got
    radii = _radii(pos[1], len(shape))
    if radii is None:
        ev.message(name, "rad", pos[1])
        return None
    if not ev.check_size(len(leaves), name):
        return None
    strides = [1] * len(shape)
    for d in range(len(shape) - 2, -1, -1):
        strides[d] = strides[d + 1] * shape[d + 1]
    out = []
    for idx in itertools.product(*[range(n) for n in shape]):
        ranges = [range(max(0, i - r), min(n, i + r + 1)) for i, r, n in zip(idx, radii, shape)]
        block = tuple(leaves[sum(j * s for j, s in zip(jdx, strides))]
                      for jdx in itertools.product(*ranges))
        value = Expression(S.List, block)
        if stat == "StandardDeviation" and len(block) == 1:
            out.append(ev.call("Times", Integer(0), block[0]))
            continue
        for head in _STATS[stat][0]:
            value = ev.call(head, value)
        out.append(value)
    return _refold(out, shape)


def _refold(flat, shape):
    if len(shape) == 1:
        return Expression(S.List, tuple(flat))
    step = len(flat) // shape[0]
    return Expression(S.List, tuple(_refold(flat[i * step:(i + 1) * step], shape[1:])
                                    for i in range(shape[0])))


_USAGE = ("%s[data, r] replaces every element of a list, array or image (each channel of "
          "each pixel) by the %s of its range-r "
          "neighbourhood (the elements at most r away in every dimension; smaller "
          "neighbourhoods at the boundaries); %s[data, {r1, r2, ...}] uses radius ri in "
          "dimension i.")


@builtin("MeanFilter", nargs=2, messages=_MESSAGES,
         usage=_USAGE % ("MeanFilter", "mean", "MeanFilter"),
         examples=[
    ("MeanFilter[{1, 2, 3, 4, 5}, 1]", "{3/2, 2, 3, 4, 9/2}"),
    ("MeanFilter[{a, b, c}, 1]", "{(a + b)/2, (a + b + c)/3, (b + c)/2}"),
    ("MeanFilter[{{1, 2}, {3, 4}}, 1]", "{{5/2, 5/2}, {5/2, 5/2}}"),
    ("MeanFilter[{{1, 2}, {3, 4}}, {1, 0}]", "{{2, 3}, {2, 3}}"),
    ("ImageData[MeanFilter[Image[{{0, 51, 102}}, \"Byte\"], 1], \"Byte\"]",
     "{{26, 51, 76}}"),
    ("MeanFilter[{1, 2}, -1]", "MeanFilter[{1, 2}, -1]",
     ["MeanFilter::rad: The radius -1 should be a non-negative integer or a list of as many "
      "non-negative integers as the data have dimensions."])])
def mean_filter(ev, expr):
    return _filter(ev, expr, "MeanFilter", "Mean")


@builtin("MedianFilter", nargs=2, messages=_MESSAGES,
         usage=_USAGE % ("MedianFilter", "median", "MedianFilter"),
         examples=[
    ("MedianFilter[{1, 5, 2, 8, 3}, 1]", "{3, 2, 5, 3, 11/2}"),
    ("MedianFilter[{1., 9., 2., 7.}, 1]", "{5., 2., 7., 4.5}"),
    ("ImageData[MedianFilter[Image[{{0, 1, 0}, {0, 0, 0}, {1, 1, 1}}], 1]]",
     "{{0., 0., 0.}, {0.5, 0., 0.5}, {0.5, 0.5, 0.5}}")])
def median_filter(ev, expr):
    return _filter(ev, expr, "MedianFilter", "Median")


@builtin("MinFilter", nargs=2, messages=_MESSAGES,
         usage=_USAGE % ("MinFilter", "minimum", "MinFilter"),
         examples=[
    ("MinFilter[{1, 5, 2, 8, 3}, 1]", "{1, 1, 2, 2, 3}"),
    ("MinFilter[{{1, 5}, {7, 3}}, {0, 1}]", "{{1, 1}, {3, 3}}"),
    ("ImageData[MinFilter[Image[{{{1, 0.5, 0}, {0.2, 1, 1}}}], 1]]",
     "{{{0.2, 0.5, 0.}, {0.2, 0.5, 0.}}}")])
def min_filter(ev, expr):
    return _filter(ev, expr, "MinFilter", "Min")


@builtin("MaxFilter", nargs=2, messages=_MESSAGES,
         usage=_USAGE % ("MaxFilter", "maximum", "MaxFilter"),
         examples=[
    ("MaxFilter[{1, 5, 2, 8, 3}, 1]", "{5, 5, 8, 8, 8}"),
    ("MaxFilter[{3, 1, 4, 1, 5}, 2]", "{4, 4, 5, 5, 5}"),
    ("ImageData[MaxFilter[Image[{{0, 1, 0, 0, 0}}, \"Bit\"], 1], \"Bit\"]",
     "{{1, 1, 1, 0, 0}}"),
    ("MaxFilter[x, 1]", "MaxFilter[x, 1]",
     ["MaxFilter::arr: Argument x is not a nonempty rectangular array."])])
def max_filter(ev, expr):
    return _filter(ev, expr, "MaxFilter", "Max")


@builtin("CommonestFilter", nargs=2, messages=_MESSAGES,
         usage=_USAGE % ("CommonestFilter", "commonest value (the smallest of equally "
                         "common values)", "CommonestFilter"),
         examples=[
    ("CommonestFilter[{1, 2, 2, 3, 3, 3, 1}, 1]", "{1, 2, 2, 3, 3, 3, 1}"),
    ("CommonestFilter[{5, 1, 5, 2, 2}, 1]", "{1, 5, 1, 2, 2}"),
    ("ImageData[CommonestFilter[Image[{{0, 1, 1}, {1, 0, 1}}, \"Bit\"], 1], \"Bit\"]",
     "{{0, 1, 1}, {0, 1, 1}}")])
def commonest_filter(ev, expr):
    return _filter(ev, expr, "CommonestFilter", "Commonest")


@builtin("StandardDeviationFilter", nargs=2, messages=_MESSAGES,
         usage=_USAGE % ("StandardDeviationFilter", "standard deviation",
                         "StandardDeviationFilter") + " A neighbourhood of one element "
               "gives 0; images give images of a real type.",
         examples=[
    ("StandardDeviationFilter[{1, 2, 4, 8}, 1]", "{1/Sqrt[2], Sqrt[7/3], 2 Sqrt[7/3], 2 Sqrt[2]}"),
    ("StandardDeviationFilter[{1., 2., 4., 8.}, 1]", "{0.707107, 1.52753, 3.05505, 2.82843}"),
    ("ImageData[StandardDeviationFilter[Image[{{0, 1, 0, 1}}], {0, 1}]]",
     "{{0.707107, 0.57735, 0.57735, 0.707107}}")])
def standard_deviation_filter(ev, expr):
    return _filter(ev, expr, "StandardDeviationFilter", "StandardDeviation")


@builtin("RangeFilter", nargs=2, messages=_MESSAGES,
         usage=_USAGE % ("RangeFilter", "range (the maximum less the minimum)",
                         "RangeFilter"),
         examples=[
    ("RangeFilter[{1, 5, 2, 8, 3}, 1]", "{4, 4, 6, 6, 5}"),
    ("ImageData[RangeFilter[Image[{{0, 0.5, 1}}], 1]]", "{{0.5, 1., 0.5}}")])
def range_filter(ev, expr):
    return _filter(ev, expr, "RangeFilter", "Range")
