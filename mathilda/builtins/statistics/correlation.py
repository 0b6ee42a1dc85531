"""Covariance, Correlation and Standardize, for vectors and (column by column) matrices.

Exact data is combined exactly, machine reals as floats; symbolic data is written as one
expression for the evaluator (see descriptive.py)."""

import math

from mathilda.algorithms.build import minus, plus, power, times
from mathilda.algorithms.probability.api import NOT_A_DISTRIBUTION, of_distribution
from mathilda.algorithms.lists.common import is_list, make_list
from mathilda.builtins.statistics.descriptive import RECTN, SHLEN, columns, data_arg, values
from mathilda.builtins.statistics.mean_variance import mean_of
from mathilda.core.expr import Complex, Expression, Integer, Real, S, make_rational
from mathilda.core.registry import builtin


# --- Covariance and Correlation -----------------------------------------------------------------

VCTMAT = ("The arguments to `1` must be a pair of vectors of equal length or a pair of "
          "matrices with an equal number of rows.")


def _conj(x):
    if type(x) is Complex or not x.is_number:
        return Expression(S.Conjugate, (x,))
    return x


def covariance_of(ev, u, v):
    """The unbiased covariance of the sequences u and v (equal lengths >= 2)."""
    n = len(u)
    a, b = values(u), values(v)
    if a is not None and b is not None:
        if any(type(t) is float for t in a + b):
            a, b = [float(t) for t in a], [float(t) for t in b]
            ma, mb = math.fsum(a) / n, math.fsum(b) / n
            return Real(math.fsum((x - ma) * (y - mb) for x, y in zip(a, b)) / (n - 1))
        ma, mb = sum(a) / n, sum(b) / n
        return make_rational(sum((x - ma) * (y - mb) for x, y in zip(a, b)) / (n - 1))
    mu, mv = mean_of(ev, u), mean_of(ev, v)
    terms = [times(minus(x, mu), _conj(minus(y, mv))) for x, y in zip(u, v)]
    return ev.evaluate(times(make_rational(1, n - 1), plus(*terms)))


def correlation_of(ev, u, v):
    cov = covariance_of(ev, u, v)
    vu, vv = covariance_of(ev, u, u), covariance_of(ev, v, v)
    if type(cov) is Real and type(vu) is Real and type(vv) is Real and vu.value > 0 \
            and vv.value > 0:
        return Real(cov.value / math.sqrt(vu.value * vv.value))
    return ev.evaluate(times(cov, power(times(vu, vv), make_rational(-1, 2))))


def _pairwise(ev, name, expr, fn):
    args = expr.args
    if len(args) == 1:
        m = args[0]
        cols = columns(m) if is_list(m) else None
        if cols is None:
            ev.message(name, "matrix", m, Integer(1))
            return None
        if len(m.args) < 2:
            ev.message(name, "shlen", m, Integer(2))
            return None
        return make_list(make_list(fn(ev, c.args, d.args) for d in cols) for c in cols)
    a, b = args
    if not (is_list(a) and is_list(b)) or len(a.args) != len(b.args) or not a.args:
        ev.message(name, "vctmat", S[name])
        return None
    ca, cb = columns(a), columns(b)
    if ca is None and cb is None and not any(is_list(e) for e in a.args + b.args):
        if len(a.args) < 2:
            ev.message(name, "shlen", a, Integer(2))
            return None
        return fn(ev, a.args, b.args)
    if ca is None or cb is None:
        ev.message(name, "vctmat", S[name])
        return None
    if len(a.args) < 2:
        ev.message(name, "shlen", a, Integer(2))
        return None
    return make_list(make_list(fn(ev, c.args, d.args) for d in cb) for c in ca)


_PAIR_MESSAGES = {"vctmat": VCTMAT, "shlen": SHLEN,
                  "matrix": "Argument `1` at position `2` is not a non-empty rectangular "
                            "matrix."}


@builtin("Covariance", nargs=(1, 3), messages=_PAIR_MESSAGES,
         usage="Covariance[v1, v2] gives the covariance of the vectors v1 and v2 (sum of "
               "products of deviations over n - 1, the second conjugated). Covariance[m] "
               "gives the covariance matrix of the columns of the matrix m; Covariance[m1, "
               "m2] the covariances of the columns of m1 with those of m2. Covariance[dist] gives "
               "the covariance matrix of the multivariate distribution dist, Covariance[dist, "
               "i, j] its (i, j) entry.",
         examples=[("Covariance[{1, 2, 3}, {1, 2, 4}]", "3/2"),
                   ("Covariance[MultinormalDistribution[{0, 0}, {{2, 1}, {1, 3}}]]",
                    "{{2, 1}, {1, 3}}"),
                   ("Covariance[MultinomialDistribution[n, {p, 1 - p}], 1, 2]",
                    "-(n (1 - p) p)"),
                   ("Covariance[{{1, 2}, {2, 4}, {3, 9}}]", "{{1, 7/2}, {7/2, 13}}"),
                   ("Covariance[{1., 2., 3.}, {2., 4., 7.}]", "2.5"),
                   ("Covariance[{1, 2}, {1, 2, 3}]", "Covariance[{1, 2}, {1, 2, 3}]",
                    ["Covariance::vctmat: The arguments to Covariance must be a pair of "
                     "vectors of equal length or a pair of matrices with an equal number of "
                     "rows."])])
def covariance(ev, expr):
    r = of_distribution(ev, expr)
    if r is not NOT_A_DISTRIBUTION:
        return r
    if len(expr.args) == 3:
        ev.argcount_message("Covariance", 3, 1, 2)
        return None
    return _pairwise(ev, "Covariance", expr, covariance_of)


@builtin("Correlation", nargs=(1, 2), messages=_PAIR_MESSAGES,
         usage="Correlation[v1, v2] gives the (Pearson) correlation coefficient of the vectors "
               "v1 and v2: their covariance over the product of their standard deviations. "
               "Correlation[m] gives the correlation matrix of the columns of m; "
               "Correlation[m1, m2] that of the columns of m1 with those of m2. Correlation[dist] "
               "gives the correlation matrix of the multivariate distribution dist.",
         examples=[("Correlation[{1, 2, 3}, {1, 2, 4}]", "(3 Sqrt[3/7])/2"),
                   ("Correlation[MultinormalDistribution[{0, 0}, {{1, 1/2}, {1/2, 1}}]]",
                    "{{1, 1/2}, {1/2, 1}}"),
                   ("Correlation[{1, 2, 3}, {3, 2, 1}]", "-1"),
                   ("Correlation[{10., 8., 13., 9., 11.}, {8.04, 6.95, 7.58, 8.81, 8.33}]",
                    "0.0762849"),
                   ("Correlation[{{1, 2}, {2, 4}, {3, 7}}]",
                    "{{1, (5 Sqrt[3/19])/2}, {(5 Sqrt[3/19])/2, 1}}")])
def correlation(ev, expr):
    r = of_distribution(ev, expr)
    if r is not NOT_A_DISTRIBUTION:
        return r
    return _pairwise(ev, "Correlation", expr, correlation_of)


# --- Standardize -----------------------------------------------------------------------------

@builtin("Standardize", nargs=(1, 3), messages={"rectn": RECTN, "shlen": SHLEN},
         usage="Standardize[list] shifts and rescales the elements of list to have mean 0 "
               "and unit sample variance: (x - Mean[list])/StandardDeviation[list]. "
               "Standardize[list, f1] subtracts f1[list]; Standardize[list, f1, f2] divides "
               "by f2[list]. A matrix is standardized column by column.",
         examples=[("Standardize[{1, 2, 3}]", "{-1, 0, 1}"),
                   ("Standardize[{6, 8, 10}, Mean, 1 &]", "{-2, 0, 2}"),
                   ("Standardize[{1., 2., 4.}]", "{-0.872872, -0.218218, 1.09109}"),
                   ("Standardize[{{1, 10}, {3, 30}}]", "{{-(1/Sqrt[2]), -(1/Sqrt[2])}, "
                                                       "{1/Sqrt[2], 1/Sqrt[2]}}")])
def standardize(ev, expr):
    args = expr.args
    data = data_arg(ev, "Standardize", expr, 2 if len(args) < 3 else 1)
    if data is None:
        return None
    f1 = args[1] if len(args) > 1 else S.Mean
    f2 = args[2] if len(args) > 2 else S.StandardDeviation

    def one(items):
        col = make_list(items)
        loc = ev.call(f1, col)
        scale = ev.call(f2, col)
        inv = ev.evaluate(power(scale, Integer(-1)))
        return [ev.evaluate(times(minus(x, loc), inv)) for x in items]

    cols = columns(data)
    if cols is None:
        return make_list(one(data.args))
    out = [one(c.args) for c in cols]
    return make_list(make_list(out[j][i] for j in range(len(out)))
                     for i in range(len(data.args)))
