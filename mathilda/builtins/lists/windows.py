"""Moving windows over a list of values: MovingMap.

A list of values {x1, x2, ...} has the times 1, 2, ...; a window of size w aligned Right
(the default) at time t holds the values of the times t - w .. t (w + 1 values), aligned
Left t .. t + w, Center t - w/2 .. t + w/2; ``Quantity[n, "Events"]`` is a window of n
values.  With the default padding (Automatic) only the windows that lie inside the data
are kept; None keeps every window (the first ones shorter); a value pads the data with it
so that there is one window per element.
"""

import math
from fractions import Fraction

from mathilda.core.expr import Expression, Integer, String, Symbol, S
from mathilda.core.registry import builtin

_MESSAGES = {
    "wsize": "Window specification `1` should be a non-negative number, a list {size, "
             "alignment} or Quantity[n, \"Events\"].",
    "list": "List of values expected at position 2 in `1`.",
}
_ALIGN = {"Right": (1, 0), "Left": (0, 1), "Center": (Fraction(1, 2), Fraction(1, 2))}


def _size(w):
    """The window's span in steps of the data (w, or n - 1 for n events), or None."""
    if type(w) is Integer and w.value >= 0:
        return w.value
    if isinstance(w, Expression) and w.head is S.Quantity and len(w.args) == 2 and \
            type(w.args[0]) is Integer and w.args[0].value >= 1 and \
            type(w.args[1]) is String and w.args[1].value == "Events":
        return w.args[0].value - 1
    return None


def _window_spec(w):
    """(span, (left share, right share)) of a window specification, or None."""
    align = _ALIGN["Right"]
    if isinstance(w, Expression) and w.head is S.List and 1 <= len(w.args) <= 2:
        if len(w.args) == 2:
            a = w.args[1]
            if type(a) is not Symbol or a.name not in _ALIGN:
                return None
            align = _ALIGN[a.name]
        w = w.args[0]
    span = _size(w)
    return None if span is None else (span, align)


def _windows(n, span, align, padded):
    """The (lo, hi) index ranges (inclusive, 0-based, possibly outside 0..n-1 when padded)
    of the windows, one per element (None: a window that overhangs the data)."""
    left, right = align
    out = []
    for i in range(n):
        lo, hi = math.ceil(i - span * left), math.floor(i + span * right)
        out.append((lo, hi) if padded or (lo >= 0 and hi <= n - 1) else None)
    return out


@builtin("MovingMap", nargs=(3, 4), messages=_MESSAGES,
         usage="MovingMap[f, data, w] applies f to size w windows in the list of values "
               "data (a window of size w holds w + 1 consecutive values, ending at each "
               "time from the (w+1)-th on). MovingMap[f, data, {w, align}] aligns the "
               "windows Right (the default), Center or Left; MovingMap[f, data, "
               "Quantity[n, \"Events\"]] uses windows of n values; MovingMap[f, data, w, "
               "padding] pads the data with padding (None: keep the shorter windows at "
               "the start).",
         examples=[("MovingMap[f, {a, b, c, d, e}, 2]", "{f[{a, b, c}], f[{b, c, d}], "
                                                       "f[{c, d, e}]}"),
                   ("MovingMap[Mean, {1, 2, 3, 4, 5}, 1]", "{3/2, 5/2, 7/2, 9/2}"),
                   ("MovingMap[Total, {1, 2, 3, 4}, Quantity[2, \"Events\"]]", "{3, 5, 7}"),
                   ("MovingMap[f, {a, b, c}, 1, 0]", "{f[{0, a}], f[{a, b}], f[{b, c}]}"),
                   ("MovingMap[f, {a, b, c}, 1, None]", "{f[{a}], f[{a, b}], f[{b, c}]}"),
                   ("MovingMap[f, {a, b, c, d, e}, {2, Center}]",
                    "{f[{a, b, c}], f[{b, c, d}], f[{c, d, e}]}"),
                   ("MovingMap[f, {a, b, c}, {1, Left}]", "{f[{a, b}], f[{b, c}]}")])
def moving_map(ev, expr):
    f, data, w = expr.args[:3]
    if not (isinstance(data, Expression) and data.head is S.List):
        ev.message("MovingMap", "list", expr)
        return None
    spec = _window_spec(w)
    if spec is None:
        ev.message("MovingMap", "wsize", w)
        return None
    span, align = spec
    xs = data.args
    n = len(xs)
    pad = expr.args[3] if len(expr.args) == 4 else S.Automatic
    if isinstance(pad, Expression) and pad.head is S.List and len(pad.args) == 2:
        pad = pad.args[1]
    keep_short = pad is S["None"]
    padded = pad is not S.Automatic
    out = []
    for r in _windows(n, span, align, padded):
        ev.check_interrupt()
        if r is None:
            continue
        lo, hi = r
        if keep_short:
            window = xs[max(lo, 0):min(hi, n - 1) + 1]
        else:
            window = tuple(xs[j] if 0 <= j < n else pad for j in range(lo, hi + 1))
        out.append(Expression(f, (Expression(S.List, window),)))
    return Expression(S.List, tuple(out))
