"""PeriodogramArray and SpectrogramArray (mathilda.algorithms.signal.spectra) and their
plots Periodogram (a ListLinePlot of the first half of the power spectrum in decibels) and
Spectrogram (an ArrayPlot of the magnitudes of the short-time Fourier transform, frequency
upwards, time to the right).  The partition length n, offset d, smoothing window wfun (a
window function sampled at n points from -1/2 to 1/2, or a list of n weights) and padded
length m follow the reference pages."""

from mathilda.algorithms.signal.spectra import periodogram, stft
from mathilda.core.expr import Expression, Integer, Real, Symbol, S, TRUE
from mathilda.core.registry import builtin

_MESSAGES = {
    "invl": "The argument `1` should be a list of at least two numbers.",
    "plen": "The partition length `1` should be a positive integer no larger than the "
            "length of the data.",
    "poff": "The partition offset `1` should be a positive integer.",
    "wind": "The window `1` should be a window function or a list of `2` numbers.",
    "padl": "The padded length `1` should be an integer no smaller than the partition "
            "length `2`.",
    "fpar": "FourierParameters -> `1` should be a list of two numbers.",
}


def _data(ev, name, x):
    import numpy as np
    from mathilda.builtins.signal.fourier import _machine_array
    arr = _machine_array(ev, x) if isinstance(x, Expression) else None
    if arr is None or arr.ndim != 1 or len(arr) < 2 or not np.all(np.isfinite(arr)):
        ev.message(name, "invl", x)
        return None
    return arr


def _window(ev, name, spec, n):
    import numpy as np
    from mathilda.builtins.signal.fourier import _machine_array
    if isinstance(spec, Expression) and spec.head is S.List:
        w = _machine_array(ev, spec)
    else:
        half = ev.evaluate(Expression(S.Power, (Integer(2), Integer(-1))))
        if n > 1:
            sampled = Expression(S.Array, (spec, Integer(n), Expression(S.List, (
                Expression(S.Times, (Integer(-1), half)), half))))
        else:
            sampled = Expression(S.List, (Expression(spec, (Integer(0),)),))
        w = _machine_array(ev, ev.evaluate(Expression(S.N, (sampled,))))
    if w is None or w.ndim != 1 or len(w) != n or w.dtype.kind == "c":
        ev.message(name, "wind", spec, Integer(n))
        return None
    return np.asarray(w, dtype=float)


def _spec(ev, name, pos, default_n, default_d):
    """(data, n, d, w, m) from list, n, d, wfun, m, or None after a message."""
    x = _data(ev, name, pos[0])
    if x is None:
        return None
    n = pos[1] if len(pos) > 1 else Integer(default_n(len(x)))
    if type(n) is not Integer or not 1 <= n.value <= len(x):
        ev.message(name, "plen", n)
        return None
    n = n.value
    d = pos[2] if len(pos) > 2 else Integer(default_d(n))
    if type(d) is not Integer or d.value < 1:
        ev.message(name, "poff", d)
        return None
    w = _window(ev, name, pos[3] if len(pos) > 3 else Symbol("DirichletWindow"), n)
    if w is None:
        return None
    m = pos[4] if len(pos) > 4 else Integer(n)
    if type(m) is not Integer or m.value < n:
        ev.message(name, "padl", m, Integer(n))
        return None
    return x, n, d.value, w, m.value


def _fourier_parameters(ev, name, opts, default):
    from mathilda.builtins.signal.fourier import _machine_array
    p = opts.get("FourierParameters")
    if p is None:
        return default
    arr = _machine_array(ev, p) if isinstance(p, Expression) and p.head is S.List else None
    if arr is None or arr.shape != (2,) or arr.dtype.kind == "c":
        ev.message(name, "fpar", p)
        return None
    return float(arr[0]), float(arr[1])


def _periodogram(ev, expr, name):
    pos, opts = ev.split_options(expr)
    if not 1 <= len(pos) <= 5:
        return None
    fp = _fourier_parameters(ev, name, opts, (0.0, 1.0))
    got = _spec(ev, name, pos, lambda length: length, lambda n: n) if fp else None
    if got is None:
        return None
    x, n, d, w, m = got
    return periodogram(x, n, d, w, m, fp[0])


def _stft(ev, expr, name):
    pos, opts = ev.split_options(expr)
    if not 1 <= len(pos) <= 5:
        return None
    fp = _fourier_parameters(ev, name, opts, (1.0, -1.0))
    got = _spec(ev, name, pos, _default_length, lambda n: max(1, round(n / 3))) \
        if fp else None
    if got is None:
        return None
    x, n, d, w, m = got
    return stft(x, n, d, w, m, fp[0], fp[1])


def _default_length(length):
    import math
    return min(length, 2 ** max(1, round(math.log2(math.sqrt(length)))))


def _packed(ev, arr):
    from mathilda.core.packed import from_numpy
    return ev.final(from_numpy(arr))


_PERIODOGRAM_OPTS = {"FourierParameters": "{0, 1}"}
_FORMS = ("%s[list] %s of list; %s[list, n] %s of the partitions of length n (offset n); "
          "%s[list, n, d] uses offset d; %s[list, n, d, wfun] multiplies every partition "
          "by the window wfun (a window function sampled from -1/2 to 1/2, or a list of n "
          "weights; DirichletWindow by default); %s[list, n, d, wfun, m] pads every "
          "partition with zeros to length m before the transform.")


@builtin("PeriodogramArray", nargs=(1, 5), messages=_MESSAGES, options=_PERIODOGRAM_OPTS,
         usage=_FORMS % ("PeriodogramArray", "gives the squared magnitude of the discrete "
                         "Fourier transform (the power spectrum)", "PeriodogramArray",
                         "averages the power spectra", "PeriodogramArray",
                         "PeriodogramArray", "PeriodogramArray"),
         examples=[
    ("PeriodogramArray[{1, 2, 3, 4}]", "{25., 2., 1., 2.}"),
    ("PeriodogramArray[{1, 2, 3, 4}, 2]", "{14.5, 0.5}"),
    ("PeriodogramArray[{1, 2, 3, 4}, 2, 1]", "{13.8333, 0.5}"),
    ("PeriodogramArray[{1, 2, 3, 4}, 4, 4, HannWindow]", "{3.51562, 1.82813, 0.140625, 1.82813}"),
    ("PeriodogramArray[{1, 1}, 2, 2, {1, 1}, 4]", "{1., 0.5, 0., 0.5}"),
    ("PeriodogramArray[{1, 2, 3, 4}, FourierParameters -> {1, 1}]",
     "{100., 8., 4., 8.}"),
    ("PeriodogramArray[{1, 2}, 3]", "PeriodogramArray[{1, 2}, 3]",
     ["PeriodogramArray::plen: The partition length 3 should be a positive integer no "
      "larger than the length of the data."])])
def periodogram_array(ev, expr):
    r = _periodogram(ev, expr, "PeriodogramArray")
    return None if r is None else _packed(ev, r)


@builtin("SpectrogramArray", nargs=(1, 5), messages=_MESSAGES,
         options={"FourierParameters": "{1, -1}"},
         usage=_FORMS % ("SpectrogramArray", "gives the discrete Fourier transforms of "
                         "partitions (the short-time Fourier transform)", "SpectrogramArray",
                         "transforms", "SpectrogramArray", "SpectrogramArray",
                         "SpectrogramArray") +
         " By default n is the power of 2 nearest Sqrt[Length[list]] and d is Round[n/3];"
         " the last partition is padded on the right with the list's last value.",
         examples=[
    ("SpectrogramArray[{1, 2, 3, 4}, 2, 2]", "{{3. + 0. I, -1. + 0. I}, {7. + 0. I, -1. + 0. I}}"),
    ("SpectrogramArray[{1, 2, 3}, 2, 2]", "{{3. + 0. I, -1. + 0. I}, {6. + 0. I, 0. + 0. I}}"),
    ("Dimensions[SpectrogramArray[Range[64]]]", "{20, 8}"),
    ("SpectrogramArray[{1, 2}, 2, 0]", "SpectrogramArray[{1, 2}, 2, 0]",
     ["SpectrogramArray::poff: The partition offset 0 should be a positive integer."])])
def spectrogram_array(ev, expr):
    r = _stft(ev, expr, "SpectrogramArray")
    return None if r is None else _packed(ev, r)


def _plot_options(ev, expr, own):
    _, opts = ev.split_options(expr)
    return [Expression(S.Rule, (Symbol(k), v)) for k, v in opts.items() if k not in own]


@builtin("Periodogram", nargs=(1, 5), messages=_MESSAGES,
         usage=_FORMS % ("Periodogram", "plots the power spectrum (in decibels, the first "
                         "half of the frequencies from 0 to 1/2)", "Periodogram",
                         "plots the mean of the power spectra", "Periodogram", "Periodogram",
                         "Periodogram") + " Other options are those of ListLinePlot.",
         examples=[("Head[Periodogram[Sin[Range[64]]]]", "Graphics"),
                   ("Periodogram[x]", "Periodogram[x]",
                    ["Periodogram::invl: The argument x should be a list of at least two "
                     "numbers."])])
def periodogram_plot(ev, expr):
    import numpy as np
    r = _periodogram(ev, expr, "Periodogram")
    if r is None:
        return None
    m = len(r)
    half = r[:m // 2 + 1]
    db = 10 * np.log10(np.maximum(half, 1e-300))
    pts = np.column_stack([np.arange(len(half)) / m, db])
    from mathilda.core.packed import from_numpy
    opts = _plot_options(ev, expr, ("FourierParameters",))
    return ev.call("ListLinePlot", from_numpy(pts), *opts,
                   Expression(S.Rule, (Symbol("PlotRange"), Symbol("All"))),
                   Expression(S.Rule, (Symbol("Frame"), TRUE)))


@builtin("Spectrogram", nargs=(1, 5), messages=_MESSAGES,
         usage=_FORMS % ("Spectrogram", "plots the magnitudes of the short-time Fourier "
                         "transform", "Spectrogram", "plots the transforms", "Spectrogram",
                         "Spectrogram", "Spectrogram") +
         " Time runs to the right and frequency (the first half) upwards, in decibels;"
         " other options are those of ArrayPlot.",
         examples=[("Head[Spectrogram[Sin[Range[256]^2/200.]]]", "Graphics")])
def spectrogram_plot(ev, expr):
    import numpy as np
    r = _stft(ev, expr, "Spectrogram")
    if r is None:
        return None
    half = np.abs(r[:, :r.shape[1] // 2 + 1])
    db = 20 * np.log10(np.maximum(half, 1e-12 * max(half.max(), 1e-300)))
    from mathilda.core.packed import from_numpy
    opts = _plot_options(ev, expr, ("FourierParameters",))
    return ev.call("ArrayPlot", from_numpy(db.T[::-1].copy()), *opts,
                   Expression(S.Rule, (Symbol("AspectRatio"), Expression(
                       S.Rational, (Integer(1), Integer(3))))),
                   Expression(S.Rule, (Symbol("ColorFunction"), Symbol("Automatic"))))
