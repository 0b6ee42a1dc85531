"""Linear filters on lists, arrays and images: GaussianFilter (and its derivatives),
LaplacianGaussianFilter, GradientFilter, LaplacianFilter, DerivativeFilter, ImageConvolve
and ImageCorrelate, with the Padding option ("Fixed" by default, as in the Wolfram
Language).  The neighbourhood statistics (MeanFilter, MedianFilter, ...) are in
builtins/signal/filters.py; the kernels in kernels.py."""

from mathilda.algorithms.image import filters as F
from mathilda.builtins.image._common import (DATINV, IMGINV, PADDING, data_argument,
                                             is_list, padding_option, picture, rank_of,
                                             result)
from mathilda.builtins.image.kernels import (derivative_spec, method_option, radius_spec,
                                             standardized_option)
from mathilda.core.expr import Integer
from mathilda.core.registry import builtin

_MSG = {"imginv": DATINV, "padding": PADDING,
        "rspec": "The radius specification `1` should be a non-negative number, a pair "
                 "{r, \u03c3} or a list of non-negative numbers.",
        "dspec": "The derivative specification `1` should be a list of non-negative "
                 "integers or a list of such lists.",
        "meth": "Method `1` should be \"Bessel\" or \"Gaussian\"."}
_GAUSS_OPTIONS = {"Method": "\"Bessel\"", "Padding": "\"Fixed\"", "Standardized": "True",
                  "WorkingPrecision": "Automatic"}


def _real_type(pic):
    return "Real32" if pic.type in ("Bit", "Byte", "Bit16") else pic.type


def _smooth_type(pic):
    return "Real32" if pic.type == "Bit" else pic.type


def _gaussian_setup(ev, name, expr, npos):
    """(kind, pic, arr, radii, sigmas, method, standardized, padding, pos) or None."""
    pos, opts = ev.split_options(expr)
    if not npos[0] <= len(pos) <= npos[1]:
        return None
    got = data_argument(ev, name, pos[0])
    if got is None:
        return None
    kind, pic, arr = got
    rank = rank_of(kind, arr)
    spec = radius_spec(pos[1], rank)
    if spec is None:
        ev.message(name, "rspec", pos[1])
        return None
    method = method_option(ev, name, opts)
    padding = padding_option(ev, name, opts)
    if method is None or padding is False:
        return None
    return kind, pic, arr, spec[0], spec[1], method, standardized_option(opts), padding, \
        pos, rank


def _gaussian_terms(arr, radii, sigmas, terms, method, std, padding):
    out = None
    for t in terms:
        ks = [F.gaussian_kernel_1d(r, s, n, method, std) for r, s, n in
              zip(radii, sigmas, t)]
        y = F.separable(arr, ks, padding)
        out = y if out is None else out + y
    return out


@builtin("GaussianFilter", nargs=(2, 3), messages=_MSG, options=_GAUSS_OPTIONS,
         usage="GaussianFilter[data, r] convolves a list, array or image with the discrete "
               "Gaussian kernel of radius r and standard deviation r/2 (GaussianMatrix), "
               "the data repeated past its ends (Padding -> \"Fixed\"); "
               "GaussianFilter[data, {r, \u03c3}] with standard deviation \u03c3; "
               "GaussianFilter[data, {{r1, r2, ...}, \u03c3}] radius ri at level i; "
               "GaussianFilter[data, r, {n1, n2, ...}] with the kernel of the ni-th "
               "derivatives (an image's first level is its rows).",
         examples=[("GaussianFilter[{1, 2, 3, 4, 5}, 1]",
                    "{1.09938, 2., 3., 4., 4.90062}"),
                   ("GaussianFilter[{0, 0, 0, 1, 0, 0, 0}, {2, 1}]",
                    "{0., 0.0508822, 0.211838, 0.474559, 0.211838, 0.0508822, 0.}"),
                   ("GaussianFilter[{1, 2, 3, 4, 5, 6, 7}, 2, 1]",
                    "{0.5, 0.877501, 1., 1., 1., 0.877501, 0.5}"),
                   ("GaussianFilter[{0, 0, 1, 0, 0}, 1, Padding -> None]",
                    "{0.0993805, 0.801239, 0.0993805}"),
                   ("ImageData[GaussianFilter[Image[{{0, 0, 0}, {0, 1, 0}, {0, 0, 0}}], 1]]",
                    "{{0.00987648, 0.0796275, 0.00987648}, {0.0796275, 0.641984, "
                    "0.0796275}, {0.00987648, 0.0796275, 0.00987648}}"),
                   ("GaussianFilter[x, 1]", "GaussianFilter[x, 1]",
                    ["GaussianFilter::imginv: Expecting an image or a nonempty numerical "
                     "array instead of x."])])
def gaussian_filter(ev, expr):
    got = _gaussian_setup(ev, "GaussianFilter", expr, (2, 3))
    if got is None:
        return None
    kind, pic, arr, radii, sigmas, method, std, padding, pos, rank = got
    terms = [(0,) * rank]
    if len(pos) == 3:
        terms = derivative_spec(pos[2], rank)
        if terms is None:
            ev.message("GaussianFilter", "dspec", pos[2])
            return None
    out = _gaussian_terms(arr, radii, sigmas, terms, method, std, padding)
    derivative = any(any(t) for t in terms)
    typ = (_real_type(pic) if derivative else _smooth_type(pic)) if pic else None
    return result(kind, pic, out, typ)


@builtin("LaplacianGaussianFilter", nargs=2, messages=_MSG, options=_GAUSS_OPTIONS,
         usage="LaplacianGaussianFilter[data, r] convolves a list, array or image with the "
               "Laplacian of the discrete Gaussian of radius r (the sum of the second "
               "derivative filters of GaussianFilter over every level); "
               "LaplacianGaussianFilter[data, {r, \u03c3}] with standard deviation "
               "\u03c3. Images give images of a real type.",
         examples=[("LaplacianGaussianFilter[{0, 0, 0, 1, 0, 0, 0}, 1]",
                    "{0., 0., 1., -2., 1., 0., 0.}"),
                   ("LaplacianGaussianFilter[{1, 4, 9, 16, 25, 36, 49}, {2, 1}]",
                    "{2.17987, 2.20503, 2., 2., 2., -1.07549, -7.25909}"),
                   ("ImageType[LaplacianGaussianFilter[Image[{{0, 255}, {255, 0}}, "
                    "\"Byte\"], 1]]", "Real32")])
def laplacian_gaussian_filter(ev, expr):
    got = _gaussian_setup(ev, "LaplacianGaussianFilter", expr, (2, 2))
    if got is None:
        return None
    kind, pic, arr, radii, sigmas, method, std, padding, pos, rank = got
    terms = [tuple(2 if j == i else 0 for j in range(rank)) for i in range(rank)]
    out = _gaussian_terms(arr, radii, sigmas, terms, method, std, padding)
    return result(kind, pic, out, _real_type(pic) if pic else None)


@builtin("GradientFilter", nargs=2, messages=_MSG, options=_GAUSS_OPTIONS,
         usage="GradientFilter[data, r] gives the magnitude of the gradient of a list, "
               "array or image, each partial derivative computed with the first-derivative "
               "Gaussian filter of radius r (GaussianFilter[data, r, {0, ..., 1, ...}]); "
               "GradientFilter[data, {r, \u03c3}] with standard deviation \u03c3. Images "
               "give images of a real type.",
         examples=[("GradientFilter[{1, 2, 4, 8, 16}, 1]", "{0.5, 1.5, 3., 6., 4.}"),
                   ("ImageData[GradientFilter[Image[{{0, 0, 1, 1}}], 1]]",
                    "{{0., 0.5, 0.5, 0.}}")])
def gradient_filter(ev, expr):
    import numpy as np
    got = _gaussian_setup(ev, "GradientFilter", expr, (2, 2))
    if got is None:
        return None
    kind, pic, arr, radii, sigmas, method, std, padding, pos, rank = got
    total = None
    for i in range(rank):
        t = [tuple(1 if j == i else 0 for j in range(rank))]
        d = _gaussian_terms(arr, radii, sigmas, t, method, std, padding)
        total = d * d if total is None else total + d * d
    return result(kind, pic, np.sqrt(total), _real_type(pic) if pic else None)


def _radii(ev, name, spec, rank):
    if type(spec) is Integer and spec.value >= 0:
        return [spec.value] * rank
    if is_list(spec) and 1 <= len(spec.args) <= rank and all(
            type(v) is Integer and v.value >= 0 for v in spec.args):
        return [v.value for v in spec.args] + [0] * (rank - len(spec.args))
    ev.message(name, "rad", spec)
    return None


@builtin("LaplacianFilter", nargs=2, options={"Padding": "\"Fixed\"",
                                               "WorkingPrecision": "Automatic"},
         messages=dict(_MSG, rad="The radius `1` should be a non-negative integer or a "
                                 "list of non-negative integers."),
         usage="LaplacianFilter[data, r] convolves a list, array or image with the radius-r "
               "Laplacian kernel: the sum over the levels of the second difference "
               "(f[i - r] - 2 f[i] + f[i + r])/r^2; LaplacianFilter[data, {r1, r2, ...}] "
               "with radius ri at level i. Images give images of a real type.",
         examples=[("LaplacianFilter[{0, 0, 0, 1, 0, 0, 0}, 1]",
                    "{0., 0., 1., -2., 1., 0., 0.}"),
                   ("LaplacianFilter[{1, 4, 9, 16, 25}, 1]", "{3., 2., 2., 2., -9.}"),
                   ("LaplacianFilter[{{0, 0, 0}, {0, 1, 0}, {0, 0, 0}}, 1]",
                    "{{0., 1., 0.}, {1., -4., 1.}, {0., 1., 0.}}")])
def laplacian_filter(ev, expr):
    import numpy as np
    pos, opts = ev.split_options(expr)
    if len(pos) != 2:
        return None
    got = data_argument(ev, "LaplacianFilter", pos[0])
    if got is None:
        return None
    kind, pic, arr = got
    rank = rank_of(kind, arr)
    radii = _radii(ev, "LaplacianFilter", pos[1], rank)
    padding = padding_option(ev, "LaplacianFilter", opts)
    if radii is None or padding is False:
        return None
    big = max(radii)
    kernel = np.zeros((2 * big + 1,) * rank)
    c = (big,) * rank
    for i, r in enumerate(radii):
        if r == 0:
            continue
        for off, w in ((-r, 1.0), (0, -2.0), (r, 1.0)):
            idx = list(c)
            idx[i] += off
            kernel[tuple(idx)] += w / (r * r)
    out = F.correlate(arr, kernel, padding)
    return result(kind, pic, out, _real_type(pic) if pic else None)


def _spline_derivative_kernel(order, n):
    """The n-th derivative of the centred B-spline of degree ``order`` at the integers
    (the mean of the one-sided values at a jump), as a convolution kernel."""
    import numpy as np
    from scipy.interpolate import BSpline
    half = (order + 1) / 2
    b = BSpline.basis_element(np.arange(order + 2) - half, extrapolate=False)
    d = b.derivative(n) if n else b
    xs = np.arange(-int(np.ceil(half)), int(np.ceil(half)) + 1, dtype=float)
    eps = 1e-9
    vals = (np.nan_to_num(d(xs - eps)) + np.nan_to_num(d(xs + eps))) / 2
    return vals


_NP_PAD = {"nearest": "edge", "wrap": "wrap", "mirror": "reflect", "reflect": "symmetric"}


def _spline_derivative(data, axis, n, order, mode, cval):
    """The n-th derivative along ``axis`` of the spline of degree ``order`` through the
    data, extended past its ends by the padding (20 extra samples each side, enough for
    the spline coefficients' exponential decay to reach the rounding error)."""
    import numpy as np
    from scipy import ndimage
    m = 20
    pad = [(0, 0)] * data.ndim
    pad[axis] = (m, m)
    if mode is None or mode == "constant":
        p = np.pad(data, pad, mode="constant", constant_values=cval) if mode else \
            np.pad(data, pad, mode="edge")
    else:
        p = np.pad(data, pad, mode=_NP_PAD[mode])
    c = ndimage.spline_filter1d(p, order, axis=axis, mode="mirror") if order > 1 else p
    out = ndimage.convolve1d(c, _spline_derivative_kernel(order, n), axis=axis,
                             mode="nearest")
    sl = [slice(None)] * data.ndim
    sl[axis] = slice(m, m + data.shape[axis])
    return out[tuple(sl)]


@builtin("DerivativeFilter", nargs=2, messages=dict(_MSG, dspec="The derivative "
         "specification `1` should be a list of non-negative integers."),
         options={"InterpolationOrder": "3", "Padding": "\"Fixed\""},
         usage="DerivativeFilter[data, {n1, n2, ...}] gives the derivatives of a list, array "
               "or image of order ni at level i, from the spline of degree 3 "
               "(InterpolationOrder) through the data, the data repeated past its ends.",
         examples=[("DerivativeFilter[{1, 4, 9, 16, 25, 36}, {1}]",
                    "{1.29736, 4.15818, 6.06991, 7.56218, 11.6814, 5.71231}"),
                   ("DerivativeFilter[{0, 1, 2, 3, 4}, {1}, Padding -> \"Periodic\"]",
                    "{-2.18182, 1.90909, 0.545455, 1.90909, -2.18182}")])
def derivative_filter(ev, expr):
    pos, opts = ev.split_options(expr)
    if len(pos) != 2:
        return None
    got = data_argument(ev, "DerivativeFilter", pos[0])
    if got is None:
        return None
    kind, pic, arr = got
    rank = rank_of(kind, arr)
    terms = derivative_spec(pos[1], rank)
    if terms is None or len(terms) != 1:
        ev.message("DerivativeFilter", "dspec", pos[1])
        return None
    padding = padding_option(ev, "DerivativeFilter", opts)
    if padding is False:
        return None
    mode, cval = padding
    order = opts.get("InterpolationOrder")
    order = order.value if type(order) is Integer and 1 <= order.value <= 5 else 3
    out = arr.astype(float)
    for axis, n in enumerate(terms[0]):
        if n:
            out = _spline_derivative(out, axis, n, order, mode, cval)
    return result(kind, pic, out, _real_type(pic) if pic else None)


def _image_kernel(ev, name, expr):
    import numpy as np
    from mathilda.algorithms.graphics.numeric import real_array
    pos, opts = ev.split_options(expr)
    if len(pos) != 2:
        return None
    pic = picture(ev, name, pos[0])
    if pic is None:
        return None
    k = real_array(pos[1], lambda e: ev.call("N", e))
    if k is None or k.ndim not in (1, 2) or k.size == 0:
        ev.message(name, "kernel", pos[1])
        return None
    padding = padding_option(ev, name, opts)
    if padding is False:
        return None
    if k.ndim == 1:
        k = k[None, :]
    return pic, np.asarray(k, dtype=float), padding


_KMSG = {"imginv": IMGINV, "padding": PADDING,
         "kernel": "The kernel `1` should be a nonempty vector or matrix of real numbers."}


@builtin("ImageConvolve", nargs=2, messages=_KMSG, options={"Padding": "\"Fixed\""},
         usage="ImageConvolve[image, ker] convolves every channel of image with the matrix "
               "ker (its centre on each pixel), the image repeated past its edges "
               "(Padding -> \"Fixed\"; \"Periodic\", \"Reflected\", \"Reversed\", a value "
               "or None); the image keeps its type.",
         examples=[("ImageData[ImageConvolve[Image[{{0, 0, 0}, {0, 1, 0}, {0, 0, 0}}], "
                    "{{1, 2, 3}, {4, 5, 6}, {7, 8, 9}}/45]]",
                    "{{0.0222222, 0.0444444, 0.0666667}, {0.0888889, 0.111111, 0.133333}, "
                    "{0.155556, 0.177778, 0.2}}"),
                   ("ImageData[ImageConvolve[Image[{{1, 0, 0, 0}}], {{1/2, 1/2}}]]",
                    "{{1., 0.5, 0., 0.}}"),
                   ("ImageConvolve[Image[{{1}}], x]", "ImageConvolve[-Image-, x]",
                    ["ImageConvolve::kernel: The kernel x should be a nonempty vector or "
                     "matrix of real numbers."])])
def image_convolve(ev, expr):
    got = _image_kernel(ev, "ImageConvolve", expr)
    if got is None:
        return None
    pic, k, padding = got
    return result("image", pic, F.convolve(pic.data, k, padding))


@builtin("ImageCorrelate", nargs=2, messages=_KMSG, options={"Padding": "\"Fixed\""},
         usage="ImageCorrelate[image, ker] correlates every channel of image with the matrix "
               "ker (the sum of ker times the pixels under it, its centre on each pixel), "
               "the image repeated past its edges (Padding -> \"Fixed\"); the image keeps "
               "its type.",
         examples=[("ImageData[ImageCorrelate[Image[{{0, 0, 0}, {0, 1, 0}, {0, 0, 0}}], "
                    "{{1, 2, 3}, {4, 5, 6}, {7, 8, 9}}/45]]",
                    "{{0.2, 0.177778, 0.155556}, {0.133333, 0.111111, 0.0888889}, "
                    "{0.0666667, 0.0444444, 0.0222222}}")])
def image_correlate(ev, expr):
    got = _image_kernel(ev, "ImageCorrelate", expr)
    if got is None:
        return None
    pic, k, padding = got
    return result("image", pic, F.correlate(pic.data, k, padding))
