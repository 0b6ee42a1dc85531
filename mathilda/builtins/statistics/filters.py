"""Filters over lists: MovingAverage, MovingMedian, ListConvolve, ListCorrelate (one
dimension), Ratios.

Exact numbers are combined exactly (Fractions), machine reals natively; other elements
(symbols, vectors) are written as expressions for the evaluator.
"""

import math

from mathilda.algorithms.lists.common import is_list, make_list
from mathilda.algorithms.build import divide, plus, times
from mathilda.builtins.statistics.descriptive import median_value, number, values
from mathilda.core.expr import Integer, Real
from mathilda.core.registry import builtin

WINDOW = ("The window specification `1` should be a positive integer or a non-empty list of "
          "weights, no longer than the list `2`.")


def _window(ev, name, expr, weights_ok=True):
    """(list expr, r, weights or None) or None after a message."""
    x, spec = expr.args
    if not is_list(x):
        ev.message(name, "list", expr, Integer(1))
        return None
    n = len(x.args)
    if type(spec) is Integer and 1 <= spec.value <= n:
        return x, spec.value, None
    if weights_ok and is_list(spec) and 1 <= len(spec.args) <= n:
        return x, len(spec.args), list(spec.args)
    ev.message(name, "wind", spec, x)
    return None


@builtin("MovingAverage", nargs=2, messages={"wind": WINDOW},
         usage="MovingAverage[list, r] gives the averages of the runs of r consecutive "
               "elements of list (n - r + 1 of them). MovingAverage[list, {w1, ..., wr}] "
               "gives the averages weighted by the wi.",
         examples=[("MovingAverage[{1, 2, 3, 4, 5}, 2]", "{3/2, 5/2, 7/2, 9/2}"),
                   ("MovingAverage[{a, b, c}, 2]", "{(a + b)/2, (b + c)/2}"),
                   ("MovingAverage[{1., 2., 4., 8.}, 3]", "{2.33333, 4.66667}"),
                   ("MovingAverage[{1, 2, 3, 4}, {1, 2}]", "{5/3, 8/3, 11/3}"),
                   ("MovingAverage[{1, 2}, 3]", "MovingAverage[{1, 2}, 3]",
                    ["MovingAverage::wind: The window specification 3 should be a positive "
                     "integer or a non-empty list of weights, no longer than the list {1, "
                     "2}."])])
def moving_average(ev, expr):
    w = _window(ev, "MovingAverage", expr)
    if w is None:
        return None
    x, r, weights = w
    items = x.args
    n = len(items)
    vals = values(items)
    wv = values(weights) if weights is not None else None
    if vals is not None and (weights is None or wv is not None):
        if weights is None:
            if vals and type(vals[0]) is float:
                return make_list(Real(math.fsum(vals[i:i + r]) / r)
                                 for i in range(n - r + 1))
            total = sum(vals[:r])
            out = [total]
            for i in range(r, n):
                total += vals[i] - vals[i - r]
                out.append(total)
            return make_list(number(t / r) for t in out)
        if type(vals[0]) is float or any(type(v) is float for v in wv):
            vals, wv = [float(v) for v in vals], [float(v) for v in wv]
            s = math.fsum(wv)
            if s != 0:
                return make_list(Real(math.fsum(a * b for a, b in zip(wv, vals[i:i + r])) / s)
                                 for i in range(n - r + 1))
        else:
            s = sum(wv)
            if s != 0:
                return make_list(number(sum(a * b for a, b in zip(wv, vals[i:i + r])) / s)
                                 for i in range(n - r + 1))
    if weights is None:
        return make_list(ev.evaluate(divide(plus(*items[i:i + r]), Integer(r)))
                         for i in range(n - r + 1))
    total = plus(*weights)
    return make_list(ev.evaluate(divide(plus(*[times(a, b) for a, b in
                                               zip(weights, items[i:i + r])]), total))
                     for i in range(n - r + 1))


@builtin("MovingMedian", nargs=2, messages={"wind": WINDOW},
         usage="MovingMedian[list, r] gives the medians of the runs of r consecutive "
               "elements of list (real numbers).",
         examples=[("MovingMedian[{1, 5, 2, 8, 3}, 3]", "{2, 5, 3}"),
                   ("MovingMedian[{1, 2, 4, 7}, 2]", "{3/2, 3, 11/2}"),
                   ("MovingMedian[{1., 9., 2., 3.}, 3]", "{2., 3.}")])
def moving_median(ev, expr):
    w = _window(ev, "MovingMedian", expr, weights_ok=False)
    if w is None:
        return None
    x, r, _ = w
    vals = values(x.args)
    if vals is None:
        return None
    return make_list(number(median_value(vals[i:i + r])) for i in range(len(vals) - r + 1))


# --- ListConvolve and ListCorrelate --------------------------------------------------------------

def _align(spec, m):
    """(kL, kR) from k or {kL, kR} (negative counts from the end of the kernel), or None."""
    def one(k):
        if type(k) is not Integer or k.value == 0 or abs(k.value) > m:
            return None
        return k.value if k.value > 0 else m + 1 + k.value

    if is_list(spec) and len(spec.args) == 2:
        a, b = one(spec.args[0]), one(spec.args[1])
        return None if a is None or b is None else (a, b)
    k = one(spec)
    return None if k is None else (k, k)


def correlate(ev, ker, items, kl, kr, pad):
    """Sum_r ker[r] list[t + r] for t from 1 - kL to n - kR, with out-of-range elements
    taken cyclically (pad None), from the padding list ``pad`` cyclically, or left out
    (pad == [])."""
    m, n = len(ker), len(items)
    kv, lv = values(ker), values(items)
    numeric = kv is not None and lv is not None and pad is None
    if numeric and (any(type(v) is float for v in kv) or any(type(v) is float for v in lv)):
        kv, lv = [float(v) for v in kv], [float(v) for v in lv]
    out = []
    for t in range(1 - kl, n - kr + 1):
        terms = []
        for r in range(1, m + 1):
            j = t + r                        # 1-based position in the list
            if 1 <= j <= n:
                terms.append(j - 1)
            elif pad is None:
                terms.append((j - 1) % n)
            elif pad:
                terms.append(("pad", pad[(j - 1) % len(pad)]))
            else:
                terms.append(None)
        if numeric:
            s = sum(kv[r] * lv[j] for r, j in enumerate(terms))
            out.append(number(s))
            continue
        parts = []
        for r, j in enumerate(terms):
            if j is None:
                continue
            e = j[1] if isinstance(j, tuple) else items[j]
            parts.append(times(ker[r], e))
        out.append(ev.evaluate(plus(*parts)) if parts else Integer(0))
    return make_list(out)


def _filter(ev, expr, name, convolve):
    args = expr.args
    ker, x = args[0], args[1]
    if not is_list(ker) or not ker.args or any(is_list(e) for e in ker.args):
        return None
    if not is_list(x) or not x.args or any(is_list(e) for e in x.args):
        return None
    m, n = len(ker.args), len(x.args)
    if len(args) >= 3:
        al = _align(args[2], m)
        if al is None:
            ev.message(name, "kspec", args[2], ker)
            return None
    else:
        al = (m, 1) if convolve else (1, m)      # no overhangs
    pad = None
    if len(args) == 4:
        p = args[3]
        pad = list(p.args) if is_list(p) else [p]
    kl, kr = al
    k = list(ker.args)
    if convolve:                 # convolution: correlation with the reversed kernel
        k.reverse()
        kl, kr = m + 1 - kl, m + 1 - kr
    if n - kr + kl < 0:
        return make_list(())
    return correlate(ev, k, list(x.args), kl, kr, pad)


def _kspec_message():
    return {"kspec": "Alignment specification `1` for the kernel `2` should be a nonzero "
                     "integer or a pair of nonzero integers no larger than the length of "
                     "the kernel."}


@builtin("ListConvolve", nargs=(2, 4), messages=_kspec_message(),
         usage="ListConvolve[ker, list] forms the convolution of the kernel ker with list "
               "(no overhangs: Sum[ker[[r]] list[[s - r + m]], r]). ListConvolve[ker, list, "
               "k] forms the cyclic convolution with the kth element of ker aligned with "
               "each element of list; ListConvolve[ker, list, {kL, kR}] sets the overhangs "
               "and ListConvolve[ker, list, klist, p] pads with p (a list: cyclically; {}: "
               "no padding) instead of wrapping around.",
         examples=[("ListConvolve[{x, y}, {a, b, c}]", "{b x + a y, c x + b y}"),
                   ("ListConvolve[{1, 1}, {1, 2, 3, 4}]", "{3, 5, 7}"),
                   ("ListConvolve[{x, y}, {a, b, c}, 1]", "{a x + c y, b x + a y, c x + b y}"),
                   ("ListConvolve[{1, 2}, {1, 0, 0}, {1, -1}, 0]", "{1, 2, 0, 0}")])
def list_convolve(ev, expr):
    return _filter(ev, expr, "ListConvolve", True)


@builtin("ListCorrelate", nargs=(2, 4), messages=_kspec_message(),
         usage="ListCorrelate[ker, list] forms the correlation of the kernel ker with list "
               "(no overhangs: Sum[ker[[r]] list[[s + r - 1]], r]). ListCorrelate[ker, list, "
               "k] forms the cyclic correlation with the kth element of ker aligned with "
               "each element of list; ListCorrelate[ker, list, {kL, kR}] sets the overhangs "
               "and ListCorrelate[ker, list, klist, p] pads with p (a list: cyclically; {}: "
               "no padding) instead of wrapping around.",
         examples=[("ListCorrelate[{x, y}, {a, b, c}]", "{a x + b y, b x + c y}"),
                   ("ListCorrelate[{1, -1}, {1, 4, 9, 16}]", "{-3, -5, -7}"),
                   ("ListCorrelate[{x, y}, {a, b, c}, 1]", "{a x + b y, b x + c y, c x + a y}"),
                   ("ListCorrelate[{x, y}, {a, b, c}, {-1, 1}, 0]",
                    "{a y, a x + b y, b x + c y, c x}"),
                   ("ListCorrelate[{1, 2}, {1, 2, 3}, 3]", "ListCorrelate[{1, 2}, {1, 2, 3}, 3]",
                    ["ListCorrelate::kspec: Alignment specification 3 for the kernel {1, 2} "
                     "should be a nonzero integer or a pair of nonzero integers no larger "
                     "than the length of the kernel."])])
def list_correlate(ev, expr):
    return _filter(ev, expr, "ListCorrelate", False)


# --- Ratios ------------------------------------------------------------------------------------

@builtin("Ratios", nargs=(1, 2),
         usage="Ratios[list] gives the successive ratios of the elements of list: {b/a, c/b, "
               "...}. Ratios[list, n] gives the nth iterated ratios.",
         examples=[("Ratios[{1, 2, 4, 8}]", "{2, 2, 2}"),
                   ("Ratios[{a, b, c}]", "{b/a, c/b}"),
                   ("Ratios[{1, 2, 6, 24}, 2]", "{3/2, 4/3}"),
                   ("Ratios[{2., 3.}]", "{1.5}")])
def ratios(ev, expr):
    x = expr.args[0]
    if not is_list(x):
        ev.message("Ratios", "list", expr, Integer(1))
        return None
    k = 1
    if len(expr.args) == 2:
        s = expr.args[1]
        if type(s) is not Integer or s.value < 0:
            ev.message("Ratios", "intnn", expr, Integer(2))
            return None
        k = s.value
    items = list(x.args)
    for _ in range(k):
        if len(items) < 2:
            items = []
            break
        items = [ev.evaluate(divide(b, a)) for a, b in zip(items, items[1:])]
    return make_list(items)

