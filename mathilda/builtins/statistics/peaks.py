"""FindPeaks: the positions and values of the peaks of a list
(``algorithms/statistics/peaks.py``)."""

from mathilda.algorithms.lists.common import is_list, make_list
from mathilda.algorithms.statistics import peaks
from mathilda.core.expr import Expression, Integer, Real, S
from mathilda.core.packed import to_numpy
from mathilda.core.registry import builtin

LDATA = "`1` is not a valid dataset or list of datasets."
PSPEC = "`1` is not a valid peak specification: a non-negative number or {value, scale}."


def _number(ev, x):
    if type(x) in (Integer, Real):
        return float(x.value)
    if isinstance(x, Expression) and x.head is S.DirectedInfinity and x.args == (Integer(-1),):
        return -float("inf")
    n = ev.call("N", x)
    return float(n.value) if type(n) in (Integer, Real) else None


def _pair(ev, x, default_scale):
    """(value, scale) from v or {v, scale}."""
    if is_list(x) and len(x.args) == 2:
        v, sc = _number(ev, x.args[0]), _number(ev, x.args[1])
        return (v, sc) if v is not None and sc is not None and sc >= 0 else None
    v = _number(ev, x)
    return (v, default_scale) if v is not None else None


@builtin("FindPeaks", nargs=(1, 4), messages={"ldata": LDATA, "pspec": PSPEC},
         options={"InterpolationOrder": "Automatic", "Padding": "\"Reflected\""},
         usage="FindPeaks[list] gives positions and values of the detected peaks in list. "
               "FindPeaks[list, \u03c3] finds peaks that survive Gaussian blurring up to "
               "scale \u03c3. FindPeaks[list, \u03c3, s] finds peaks with minimum sharpness s. "
               "FindPeaks[list, \u03c3, s, t] finds only peaks with values greater than t. "
               "FindPeaks[list, \u03c3, {s, \u03c3s}, {t, \u03c3t}] uses different scales for "
               "thresholding sharpness and value.",
         examples=[("FindPeaks[{1, 3, 2, 5, 1, 4, 2}]", "{{2, 3}, {4, 5}, {6, 4}}"),
                   ("FindPeaks[{1, 3, 2, 5, 1, 4, 2}, 0, 0, 4]", "{{4, 5}, {6, 4}}"),
                   ("FindPeaks[{0, 1, 3, 5, 3, 1, 0, 2, 4, 2, 0}]", "{{4, 5}, {9, 4}}"),
                   ("FindPeaks[x]", "FindPeaks[x]",
                    ["FindPeaks::ldata: x is not a valid dataset or list of datasets."])])
def find_peaks(ev, expr):
    pos, _ = ev.split_options(expr)
    data = pos[0]
    arr = to_numpy(data) if is_list(data) and data.args else None
    if arr is None and is_list(data) and data.args:
        arr = to_numpy(ev.call("N", data))
    if arr is None or arr.ndim != 1 or arr.dtype.kind not in "if":
        ev.message("FindPeaks", "ldata", data)
        return None
    sigma = _number(ev, pos[1]) if len(pos) > 1 else 0.0
    if sigma is None or sigma < 0:
        ev.message("FindPeaks", "pspec", pos[1])
        return None
    sharp = _pair(ev, pos[2], sigma) if len(pos) > 2 else (0.0, sigma)
    thresh = _pair(ev, pos[3], 0.0) if len(pos) > 3 else (-float("inf"), 0.0)
    if sharp is None or thresh is None:
        ev.message("FindPeaks", "pspec", pos[2] if sharp is None else pos[3])
        return None
    idx = peaks.find(arr, sigma, sharp[0], sharp[1], thresh[0], thresh[1])
    return make_list(make_list((Integer(i + 1), data.args[i])) for i in idx)
