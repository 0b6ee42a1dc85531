"""LowpassFilter, HighpassFilter, BandpassFilter and BandstopFilter of lists and arrays:
convolution with a windowed-sinc FIR kernel (mathilda.algorithms.signal.fir), the data
extended by their end values ("Fixed" padding), every dimension in turn; and Upsample and
Downsample.  The default kernel length is 2 Ceiling[2 Pi/w] + 1 for the narrowest band w
(at most the data's length, kept odd) and the default window HammingWindow."""

import math

from mathilda.algorithms.signal.fir import apply, kernel
from mathilda.core.expr import Expression, Integer, Symbol, S, TRUE
from mathilda.core.registry import builtin

_MESSAGES = {
    "arr": "Argument `1` is not a rectangular array of numbers.",
    "cut": "The cutoff frequency specification `1` should give frequencies between 0 and "
           "Pi (times the sample rate), one for all dimensions or one for each.",
    "klen": "The kernel length `1` should be a positive integer.",
    "wind": "The window `1` should be a window function or a list of `2` numbers.",
    "srate": "The sample rate `1` should be a positive number.",
}
_OPTS = {"Padding": "\"Fixed\"", "SampleRate": "Automatic"}


def _number(ev, v):
    r = ev.call("N", v)
    from mathilda.core.expr import Real
    if type(r) is Real:
        return float(r.value)
    if type(r) is Integer:
        return float(r.value)
    return None


def _cutoffs(ev, kind, spec, rank, sr):
    """[cut per dimension] (a number, or (w1, w2) for bands) or None."""
    def one(v):
        if kind in ("low", "high"):
            x = _number(ev, v)
            return x / sr if x is not None and 0 <= x / sr <= math.pi else None
        if isinstance(v, Expression) and v.head is S.List and len(v.args) == 2:
            a, b = _number(ev, v.args[0]), _number(ev, v.args[1])
            if isinstance(v.args[0], Expression) and v.args[0].head is S.List:
                return None
            if a is not None and b is not None and 0 <= a / sr <= b / sr <= math.pi:
                return (a / sr, b / sr)
        return None
    is_list = isinstance(spec, Expression) and spec.head is S.List
    if kind in ("low", "high") and is_list:
        cuts = [one(v) for v in spec.args]
    elif kind in ("band", "stop") and is_list and spec.args and all(
            isinstance(v, Expression) and v.head is S.List for v in spec.args):
        cuts = [one(v) for v in spec.args]
    else:
        cuts = [one(spec)]
    if any(c is None for c in cuts) or len(cuts) not in (1, rank):
        return None
    return cuts * rank if len(cuts) == 1 else cuts


def _window(ev, spec, n):
    import numpy as np
    from mathilda.builtins.signal.fourier import _machine_array
    if isinstance(spec, Expression) and spec.head is S.List:
        w = _machine_array(ev, spec)
    else:
        half = ev.evaluate(Expression(S.Power, (Integer(2), Integer(-1))))
        sampled = Expression(S.Array, (spec, Integer(n), Expression(S.List, (
            Expression(S.Times, (Integer(-1), half)), half)))) if n > 1 else \
            Expression(S.List, (Expression(spec, (Integer(0),)),))
        w = _machine_array(ev, ev.evaluate(Expression(S.N, (sampled,))))
    if w is None or w.shape != (n,) or w.dtype.kind == "c":
        return None
    return np.asarray(w, dtype=float)


def _filter(ev, expr, name, kind):
    import numpy as np
    from mathilda.builtins.signal.fourier import _machine_array
    pos, opts = ev.split_options(expr)
    if not 2 <= len(pos) <= 4:
        return None
    arr = _machine_array(ev, pos[0]) if isinstance(pos[0], Expression) else None
    if arr is None or arr.ndim == 0 or arr.size == 0:
        ev.message(name, "arr", pos[0])
        return None
    sr = opts.get("SampleRate", Symbol("Automatic"))
    srv = 1.0 if sr == Symbol("Automatic") else _number(ev, sr)
    if srv is None or srv <= 0:
        ev.message(name, "srate", sr)
        return None
    cuts = _cutoffs(ev, kind, pos[1], arr.ndim, srv)
    if cuts is None:
        ev.message(name, "cut", pos[1])
        return None
    kernels = []
    for axis, cut in enumerate(cuts):
        if len(pos) > 2:
            n = pos[2]
            if type(n) is not Integer or n.value < 1:
                ev.message(name, "klen", n)
                return None
            n = n.value
        else:
            width = cut if kind in ("low", "high") else min(cut[0] or cut[1], cut[1] - cut[0]
                                                            or cut[1])
            n = 2 * math.ceil(2 * math.pi / max(width, 1e-3)) + 1
            n = min(n, arr.shape[axis] if arr.shape[axis] % 2 else arr.shape[axis] - 1)
            n = max(n, 1)
        wspec = pos[3] if len(pos) > 3 else Symbol("HammingWindow")
        w = _window(ev, wspec, n)
        if w is None:
            ev.message(name, "wind", wspec, Integer(n))
            return None
        kernels.append(kernel(kind, cut, n, w))
    from mathilda.core.packed import from_numpy
    return ev.final(from_numpy(apply(arr, kernels)))


_USAGE = ("%s[data, %s] applies a %s filter %s to a list or array of numbers (every "
          "dimension in turn; a list of specifications gives one for each dimension); "
          "%s[data, spec, n] uses a kernel of length n; %s[data, spec, n, wfun] multiplies "
          "the kernel by the window wfun (a window function sampled from -1/2 to 1/2 or a "
          "list of n weights; HammingWindow by default).  The kernel is the truncated "
          "ideal (least-squares) kernel, the data are extended by their end values, and "
          "SampleRate -> sr takes the frequencies in radians per unit of 1/sr.")


@builtin("LowpassFilter", nargs=(2, 4), messages=_MESSAGES, options=_OPTS,
         usage=_USAGE % ("LowpassFilter", "wc", "lowpass", "with cutoff frequency wc",
                         "LowpassFilter", "LowpassFilter"),
         examples=[
    ("LowpassFilter[{1, 1, 1, 1, 1}, 1, 3]", "{0.364892, 0.364892, 0.364892, 0.364892, 0.364892}"),
    ("LowpassFilter[{0, 0, 1, 0, 0}, Pi/2, 3, DirichletWindow]",
     "{0., 0.31831, 0.5, 0.31831, 0.}"),
    ("LowpassFilter[{{0, 0, 0}, {0, 1, 0}, {0, 0, 0}}, Pi/2, 3, DirichletWindow]",
     "{{0.101321, 0.159155, 0.101321}, {0.159155, 0.25, 0.159155}, "
     "{0.101321, 0.159155, 0.101321}}"),
    ("LowpassFilter[{1, 2}, 4]", "LowpassFilter[{1, 2}, 4]",
     ["LowpassFilter::cut: The cutoff frequency specification 4 should give frequencies "
      "between 0 and Pi (times the sample rate), one for all dimensions or one for each."])])
def lowpass_filter(ev, expr):
    return _filter(ev, expr, "LowpassFilter", "low")


@builtin("HighpassFilter", nargs=(2, 4), messages=_MESSAGES, options=_OPTS,
         usage=_USAGE % ("HighpassFilter", "wc", "highpass", "with cutoff frequency wc",
                         "HighpassFilter", "HighpassFilter"),
         examples=[
    ("HighpassFilter[{0, 0, 1, 0, 0}, Pi/2, 3, DirichletWindow]",
     "{0., -0.31831, 0.5, -0.31831, 0.}"),
    ("Chop[HighpassFilter[{2, 2, 2, 2}, 1, 3, {1, 0, 1}]]", "{-1.07139, -1.07139, -1.07139, -1.07139}")])
def highpass_filter(ev, expr):
    return _filter(ev, expr, "HighpassFilter", "high")


@builtin("BandpassFilter", nargs=(2, 4), messages=_MESSAGES, options=_OPTS,
         usage=_USAGE % ("BandpassFilter", "{w1, w2}", "bandpass",
                         "passing the frequencies from w1 to w2",
                         "BandpassFilter", "BandpassFilter"),
         examples=[
    ("BandpassFilter[{0, 0, 1, 0, 0}, {Pi/4, Pi/2}, 3, DirichletWindow]",
     "{0., 0.0932308, 0.25, 0.0932308, 0.}"),
    ("BandpassFilter[{1, 2}, {2, 1}]", "BandpassFilter[{1, 2}, {2, 1}]",
     ["BandpassFilter::cut: The cutoff frequency specification {2, 1} should give "
      "frequencies between 0 and Pi (times the sample rate), one for all dimensions or "
      "one for each."])])
def bandpass_filter(ev, expr):
    return _filter(ev, expr, "BandpassFilter", "band")


@builtin("BandstopFilter", nargs=(2, 4), messages=_MESSAGES, options=_OPTS,
         usage=_USAGE % ("BandstopFilter", "{w1, w2}", "bandstop",
                         "removing the frequencies from w1 to w2",
                         "BandstopFilter", "BandstopFilter"),
         examples=[
    ("BandstopFilter[{0, 0, 1, 0, 0}, {Pi/4, Pi/2}, 3, DirichletWindow]",
     "{0., -0.0932308, 0.75, -0.0932308, 0.}")])
def bandstop_filter(ev, expr):
    return _filter(ev, expr, "BandstopFilter", "stop")


def _factors(ev, name, pos, rank):
    """([n per dimension], [offset per dimension]) or None after a message."""
    def ints(spec, low):
        vals = spec.args if isinstance(spec, Expression) and spec.head is S.List else [spec]
        if not vals or len(vals) > rank or any(type(v) is not Integer or v.value < low
                                               for v in vals):
            return None
        vals = [v.value for v in vals]
        return vals * rank if len(vals) == 1 else vals + [1] * (rank - len(vals))
    ns = ints(pos[1], 1)
    if ns is None:
        ev.message(name, "fact", pos[1])
        return None
    ks = ints(pos[2], 1) if len(pos) > 2 else [1] * rank
    if ks is None or any(k > n for k, n in zip(ks, ns)) and name == "Upsample":
        ev.message(name, "offs", pos[2])
        return None
    return ns, ks


def _resample(ev, expr, name):
    from mathilda.builtins.signal.filters import _refold
    from mathilda.builtins.signal.fourier import _shape
    import itertools
    pos, _ = ev.split_options(expr)
    if not 2 <= len(pos) <= 3:
        return None
    data = pos[0]
    if hasattr(type(data), "array"):
        data = ev.call("Normal", data)
    got = _shape(data) if isinstance(data, Expression) and data.head is S.List else None
    if not got:
        ev.message(name, "arr2", pos[0])
        return None
    shape, leaves = got
    f = _factors(ev, name, pos, len(shape))
    if f is None:
        return None
    ns, ks = f
    strides = [1] * len(shape)
    for d in range(len(shape) - 2, -1, -1):
        strides[d] = strides[d + 1] * shape[d + 1]
    if name == "Downsample":
        axes = [range(k - 1, m, n) for m, n, k in zip(shape, ns, ks)]
        out = [leaves[sum(i * s for i, s in zip(idx, strides))]
               for idx in itertools.product(*axes)]
        new = [len(a) for a in axes]
        if 0 in new:
            return Expression(S.List, ())
        return _refold(out, new)
    new = [m * n for m, n in zip(shape, ns)]
    if not ev.check_size(math.prod(new), name):
        return None
    zero = Integer(0)
    out = []
    for idx in itertools.product(*[range(m) for m in new]):
        if all((i - (k - 1)) % n == 0 for i, n, k in zip(idx, ns, ks)):
            src = [(i - (k - 1)) // n for i, n, k in zip(idx, ns, ks)]
            out.append(leaves[sum(i * s for i, s in zip(src, strides))])
        else:
            out.append(zero)
    return _refold(out, new)


_RESAMPLE_MESSAGES = {
    "arr2": "Argument `1` is not a nonempty rectangular array.",
    "fact": "The factor `1` should be a positive integer or a list of positive integers, "
            "one for each dimension.",
    "offs": "The offset `1` should be a positive integer or a list of positive integers no "
            "larger than the factors.",
}


@builtin("Upsample", nargs=(2, 3), messages=_RESAMPLE_MESSAGES,
         usage="Upsample[array, n] inserts n - 1 zeros after every element of a list (in "
               "every dimension of an array; {n1, n2, ...} for one factor each); "
               "Upsample[array, n, k] puts every element at position k of its block of n.",
         examples=[("Upsample[{a, b, c}, 2]", "{a, 0, b, 0, c, 0}"),
                   ("Upsample[{1, 2}, 3, 2]", "{0, 1, 0, 0, 2, 0}"),
                   ("Upsample[{{1, 2}}, {1, 2}]", "{{1, 0, 2, 0}}"),
                   ("Upsample[{1, 2}, 0]", "Upsample[{1, 2}, 0]",
                    ["Upsample::fact: The factor 0 should be a positive integer or a list of "
                     "positive integers, one for each dimension."])])
def upsample(ev, expr):
    return _resample(ev, expr, "Upsample")


@builtin("Downsample", nargs=(2, 3), messages=_RESAMPLE_MESSAGES,
         usage="Downsample[array, n] keeps every n-th element of a list, from the first "
               "(in every dimension of an array; {n1, n2, ...} for one factor each); "
               "Downsample[array, n, k] starts at the k-th element.",
         examples=[("Downsample[{a, b, c, d, e}, 2]", "{a, c, e}"),
                   ("Downsample[{a, b, c, d, e}, 2, 2]", "{b, d}"),
                   ("Downsample[{{1, 2, 3}, {4, 5, 6}}, {2, 2}]", "{{1, 3}}"),
                   ("Downsample[x, 2]", "Downsample[x, 2]",
                    ["Downsample::arr2: Argument x is not a nonempty rectangular array."])])
def downsample(ev, expr):
    return _resample(ev, expr, "Downsample")
