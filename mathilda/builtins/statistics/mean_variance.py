"""Descriptive statistics on plain lists: Mean, Median, Variance, StandardDeviation.

Exact numbers are combined exactly (Fractions), machine reals natively; anything else
(symbolic or complex data) is handed to the evaluator as one expression.  A matrix is
treated column by column, as in the Wolfram Language.  (Packed-array paths are added
elsewhere.)
"""

import math
from fractions import Fraction

from mathilda.algorithms.packed.stats import packed_mean, packed_median, packed_standard_deviation, packed_variance
from mathilda.algorithms.probability.api import NOT_A_DISTRIBUTION, of_distribution
from mathilda.algorithms.lists.common import is_list, make_list, numeric_kind
from mathilda.core.expr import Expression, Integer, Rational, Real, S, make_rational
from mathilda.core.registry import builtin

RECTN = "Rectangular array with at least one element expected at position `1` in `2`."
SHLEN = "The argument `1` should have at least `2` elements."


def _kind(items):
    """'exact' for Integer/Rational data, 'real' when machine reals occur, else None."""
    kind = numeric_kind(items)
    return "exact" if kind == "int" else kind


def _py(x):
    return x.value


def _columns(x):
    """The columns of a matrix (a List of Lists of one length), or None."""
    rows = x.args
    if not rows or not all(is_list(r) for r in rows):
        return None
    n = len(rows[0].args)
    if any(len(r.args) != n for r in rows):
        return None
    return [make_list(r.args[j] for r in rows) for j in range(n)]


def _check(ev, name, expr, minlen=1):
    x = expr.args[0]
    if not is_list(x):
        ev.message(name, "rectn", Integer(1), expr)
        return None
    if not x.args:
        ev.message(name, "rectn", Integer(1), expr)
        return None
    if any(is_list(a) for a in x.args) and _columns(x) is None:
        ev.message(name, "rectn", Integer(1), expr)
        return None
    if len(x.args) < minlen:
        ev.message(name, "shlen", x, Integer(minlen))
        return None
    return x


def _by_columns(ev, name, expr, of, minlen=1):
    """``of(items)`` for the list argument, or a list of ``of(column)`` for a matrix (None,
    unevaluated, if any column gives None); None after a ``name::rectn``/``shlen``
    message."""
    x = _check(ev, name, expr, minlen)
    if x is None:
        return None
    cols = _columns(x)
    if cols is not None:
        out = [of(c.args) for c in cols]
        return None if None in out else make_list(out)
    return of(x.args)


def mean_of(ev, items):
    kind = _kind(items)
    n = len(items)
    if kind == "exact":
        return make_rational(Fraction(sum(Fraction(_py(a)) for a in items)) / n)
    if kind == "real":
        return Real(math.fsum(float(_py(a)) for a in items) / n)
    return Expression(S.Times, (Expression(S.Plus, tuple(items)),
                                Expression(S.Power, (Integer(n), Integer(-1)))))


@builtin("Mean", packed=packed_mean, nargs=1, messages={"rectn": RECTN},
         usage="Mean[list] gives the mean of the elements of list; Mean[matrix] the means "
               "of its columns. Mean[dist] gives the mean of the distribution dist.",
         examples=[("Mean[{1, 2, 3, 4}]", "5/2"), ("Mean[GammaDistribution[a, b]]", "a b"),
                   ("Mean[BinomialDistribution[10, 1/3]]", "10/3"), ("Mean[{a, b}]", "(a + b)/2"),
                   ("Mean[{1., 2.}]", "1.5"), ("Mean[{{1, 2}, {3, 6}}]", "{2, 4}"),
                   ("Mean[{}]", "Mean[{}]",
                    ["Mean::rectn: Rectangular array with at least one element expected at "
                     "position 1 in Mean[{}]."])])
def mean(ev, expr):
    r = of_distribution(ev, expr)
    if r is not NOT_A_DISTRIBUTION:
        return r
    return _by_columns(ev, "Mean", expr, lambda items: mean_of(ev, items))


def _median_of(ev, items):
    vals = []
    for a in items:
        t = type(a)
        if t is Integer or t is Rational or (t is Real and a.prec is None):
            vals.append((a.value, a))
        else:
            return None
    vals.sort(key=lambda p: p[0])
    n = len(vals)
    if n % 2:
        return vals[n // 2][1]
    a, b = vals[n // 2 - 1][1], vals[n // 2][1]
    return mean_of(ev, [a, b])


@builtin("Median", packed=packed_median, nargs=1, messages={"rectn": RECTN},
         usage="Median[list] gives the median of the (real numeric) elements of list: the "
               "middle element, or the mean of the two middle elements; Median[matrix] the "
               "medians of its columns. Median[dist] gives the median of the distribution dist.",
         examples=[("Median[{3, 1, 2}]", "2"), ("Median[LogNormalDistribution[m, s]]", "E^m"),
                   ("Median[ExponentialDistribution[l]]", "Log[2]/l"), ("Median[{1, 2, 3, 4}]", "5/2"),
                   ("Median[{1.5, 0.5}]", "1."), ("Median[{{1, 5}, {3, 2}, {4, 4}}]",
                                                  "{3, 4}"),
                   ("Median[{}]", "Median[{}]",
                    ["Median::rectn: Rectangular array with at least one element expected "
                     "at position 1 in Median[{}]."])])
def median(ev, expr):
    r = of_distribution(ev, expr)
    if r is not NOT_A_DISTRIBUTION:
        return r
    return _by_columns(ev, "Median", expr, lambda items: _median_of(ev, items))


def variance_of(ev, items):
    kind = _kind(items)
    n = len(items)
    if kind == "exact":
        vals = [Fraction(_py(a)) for a in items]
        m = sum(vals) / n
        return make_rational(sum((v - m) ** 2 for v in vals) / (n - 1))
    if kind == "real":
        vals = [float(_py(a)) for a in items]
        m = math.fsum(vals) / n
        return Real(math.fsum((v - m) ** 2 for v in vals) / (n - 1))
    # symbolic or complex data: the pairwise form sum_{i<j} |xi - xj|^2 / (n (n - 1))
    terms = []
    conj = S.Conjugate
    for i in range(n):
        for j in range(i + 1, n):
            a, b = items[i], items[j]
            d = Expression(S.Plus, (a, Expression(S.Times, (Integer(-1), b))))
            dc = Expression(S.Plus, (Expression(conj, (a,)), Expression(S.Times, (
                Integer(-1), Expression(conj, (b,))))))
            terms.append(Expression(S.Times, (d, dc)))
    return Expression(S.Times, (make_rational(1, n * (n - 1)),
                                Expression(S.Plus, tuple(terms))))


def _variance_builtin(ev, expr, name, finish):
    return _by_columns(ev, name, expr, lambda items: finish(variance_of(ev, items)), 2)


@builtin("Variance", packed=packed_variance, nargs=1, messages={"rectn": RECTN, "shlen": SHLEN},
         usage="Variance[list] gives the unbiased sample variance of the elements of list "
               "(sum of squared deviations over n - 1); Variance[matrix] those of its "
               "columns. Variance[dist] gives the variance of the distribution dist.",
         examples=[("Variance[{1, 2, 3, 4}]", "5/3"), ("Variance[ExponentialDistribution[l]]", "1/l^2"),
                   ("Variance[UniformDistribution[{0, 1}]]", "1/12"), ("Variance[{1., 2., 4.}]", "2.33333"),
                   ("Variance[{{1, 2}, {3, 5}}]", "{2, 9/2}"),
                   ("Variance[{1}]", "Variance[{1}]",
                    ["Variance::shlen: The argument {1} should have at least 2 elements."])])
def variance(ev, expr):
    r = of_distribution(ev, expr)
    if r is not NOT_A_DISTRIBUTION:
        return r
    return _variance_builtin(ev, expr, "Variance", lambda v: v)


def _sqrt(v):
    if type(v) is Real and v.prec is None:
        return Real(math.sqrt(v.value))
    return Expression(S.Sqrt, (v,))


@builtin("StandardDeviation", nargs=1, messages={"rectn": RECTN, "shlen": SHLEN},
         packed=packed_standard_deviation,
         usage="StandardDeviation[list] gives the sample standard deviation of the elements "
               "of list (the square root of Variance); StandardDeviation[matrix] those of "
               "its columns. StandardDeviation[dist] gives the standard deviation of the "
               "distribution dist.",
         examples=[("StandardDeviation[{1, 2, 3, 4}]", "Sqrt[5/3]"),
                   ("StandardDeviation[NormalDistribution[m, s]]", "s"),
                   ("StandardDeviation[GammaDistribution[a, b]]", "Sqrt[a] b"),
                   ("StandardDeviation[{1., 2., 3.}]", "1."),
                   ("StandardDeviation[{{1, 2}, {3, 2}}]", "{Sqrt[2], 0}"),
                   ("StandardDeviation[x]", "StandardDeviation[x]",
                    ["StandardDeviation::rectn: Rectangular array with at least one element "
                     "expected at position 1 in StandardDeviation[x]."])])
def standard_deviation(ev, expr):
    r = of_distribution(ev, expr)
    if r is not NOT_A_DISTRIBUTION:
        return r
    return _variance_builtin(ev, expr, "StandardDeviation", _sqrt)


