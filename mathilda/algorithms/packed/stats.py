"""Packed paths of Mean, Median, Variance and StandardDeviation (builtins/statistics/mean_variance.py).

Vectors and matrices (column by column) of machine integers or reals.  The results are
those of the general path, bit for bit: integers are combined exactly (Python integers and
Fractions), machine reals with correctly rounded sums (``math.fsum``) of the same terms as
the general path (its squares are the C library's ``pow``, so they are computed the same
way, on the buffer's floats rather than on Real atoms).  Complex data, higher ranks and anything needing a message go to the general
path.
"""

import math
from fractions import Fraction

from mathilda.algorithms.packed.common import (
    INT64_MAX, int_bound, numpy, result,
)
from mathilda.core.expr import Expression, Real, S, make_rational
from mathilda.core.packed import PackedArray

LIST = S.List


def _columns(expr, minlen=1):
    """The columns of a packed vector ([the vector]) or matrix, as 1-d arrays; None when the
    general path should decide."""
    if len(expr.args) != 1:
        return None
    x = expr.args[0]
    if type(x) is not PackedArray:
        return None
    a = x.array
    if a.dtype.kind == "c" or a.ndim > 2 or a.shape[0] < minlen:
        return None
    if a.ndim == 1:
        return [a], False
    return [a[:, j] for j in range(a.shape[1])], True


def _finish(values, matrix):
    if not matrix:
        return values[0]
    lst = Expression(LIST, tuple(values))
    from mathilda.core.packed import pack
    p = pack(lst)
    return p if p is not None else lst


def _int_sums(c):
    """(sum, sum of squares) of an int64 column, exactly."""
    n = c.shape[0]
    b = int_bound(c)
    if b * n <= INT64_MAX:
        s1 = int(c.sum())
    else:
        s1 = sum(c.tolist())
    if b * b * n <= INT64_MAX:
        s2 = int((c * c).sum())
    else:
        s2 = sum(v * v for v in c.tolist())
    return s1, s2


def _mean_col(c):
    n = c.shape[0]
    if c.dtype.kind == "i":
        return make_rational(Fraction(_int_sums(c)[0], n))
    return Real(math.fsum(c.tolist()) / n)


def _variance_col(np, c):
    n = c.shape[0]
    if c.dtype.kind == "i":
        s1, s2 = _int_sums(c)
        return make_rational(Fraction(n * s2 - s1 * s1, n * (n - 1)))
    vals = c.tolist()
    m = math.fsum(vals) / n
    # (v - m) ** 2 is the C library's pow, which differs from (v - m) * (v - m) in the last
    # bit now and then: the same expression as the general path
    return Real(math.fsum([(v - m) ** 2 for v in vals]) / (n - 1))


def _median_col(np, c):
    s = np.sort(c, kind="stable")
    n = s.shape[0]
    k = c.dtype.kind
    if n % 2:
        return result(np.asarray(s[n // 2]))
    a, b = s[n // 2 - 1].item(), s[n // 2].item()
    if k == "i":
        return make_rational(Fraction(a + b, 2))
    return Real(math.fsum([a, b]) / 2)


def packed_mean(ev, expr):
    cols = _columns(expr)
    if cols is None:
        return None
    cs, matrix = cols
    return _finish([_mean_col(c) for c in cs], matrix)


def packed_median(ev, expr):
    cols = _columns(expr)
    if cols is None:
        return None
    np = numpy()
    cs, matrix = cols
    return _finish([_median_col(np, c) for c in cs], matrix)


def packed_variance(ev, expr):
    cols = _columns(expr, 2)
    if cols is None:
        return None
    np = numpy()
    cs, matrix = cols
    return _finish([_variance_col(np, c) for c in cs], matrix)


def _sqrt(v):
    if type(v) is Real:
        return Real(math.sqrt(v.value))
    return Expression(S.Sqrt, (v,))


def packed_standard_deviation(ev, expr):
    cols = _columns(expr, 2)
    if cols is None:
        return None
    np = numpy()
    cs, matrix = cols
    return _finish([_sqrt(_variance_col(np, c)) for c in cs], matrix)
