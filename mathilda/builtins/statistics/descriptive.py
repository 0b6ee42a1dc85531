"""Descriptive statistics beyond Mean/Median/Variance (mean_variance.py): Commonest, Quantile,
Quartiles, InterquartileRange, Skewness, Kurtosis,
GeometricMean, HarmonicMean, RootMeanSquare, MeanDeviation, MedianDeviation, TrimmedMean,
RandomSample (Covariance, Correlation, Standardize: correlation.py; Nearest: nearest.py).

Numbers are combined natively: exact data (Integer, Rational) exactly with Fractions, machine
reals as floats (a mixture as floats, as the Wolfram Language does).  Anything else (symbolic
or arbitrary-precision data) is written as one expression and handed to the evaluator.  A
matrix is treated column by column.
"""

import math
from fractions import Fraction

from mathilda.algorithms.build import minus, plus, power, times
from mathilda.algorithms.probability.api import NOT_A_DISTRIBUTION, of_distribution
from mathilda.algorithms.lists.common import is_list, make_list
from mathilda.builtins.statistics.mean_variance import mean_of
from mathilda.core.expr import Complex, Expression, Integer, Rational, Real, S, String, \
    make_rational
from mathilda.core.registry import builtin

RECTN = "Rectangular array with at least one element expected at position `1` in `2`."
SHLEN = "The argument `1` should have at least `2` elements."
INTNM = "Non-negative machine-sized integer expected at position `2` in `1`."


# --- numbers -----------------------------------------------------------------------------------

def value(x):
    """Fraction for Integer/Rational, float for a machine Real, else None."""
    t = type(x)
    if t is Integer or t is Rational:
        return Fraction(x.value)
    if t is Real and x.prec is None:
        return x.value
    return None


def values(items):
    """The Python numbers of ``items`` (all Fractions, or floats as soon as one is a machine
    real), or None when one is not a real number of those kinds."""
    out = []
    real = False
    for a in items:
        v = value(a)
        if v is None:
            return None
        if type(v) is float:
            real = True
        out.append(v)
    if real:
        out = [float(v) for v in out]
    return out


def number(v):
    """An Expr for a Fraction or float."""
    if type(v) is float:
        return Real(v)
    return make_rational(v)


# --- data checks ----------------------------------------------------------------------------

def columns(x):
    """The columns of a matrix (a non-empty List of Lists of one length), or None."""
    rows = x.args
    if not rows or not all(is_list(r) for r in rows):
        return None
    n = len(rows[0].args)
    if any(len(r.args) != n for r in rows):
        return None
    return [make_list(r.args[j] for r in rows) for j in range(n)]


def data_arg(ev, name, expr, minlen=1, pos=0):
    """The data argument as a List (vector or matrix), or None after name::rectn/shlen."""
    x = expr.args[pos]
    if not is_list(x) or not x.args or (any(is_list(a) for a in x.args) and
                                        columns(x) is None):
        ev.message(name, "rectn", Integer(pos + 1), expr)
        return None
    if len(x.args) < minlen:
        ev.message(name, "shlen", x, Integer(minlen))
        return None
    return x


def by_column(x, fn):
    """fn(items) for a vector, the list of fn(column) for a matrix; None if any is None."""
    cols = columns(x)
    if cols is None:
        return fn(x.args)
    out = [fn(c.args) for c in cols]
    return None if any(r is None for r in out) else make_list(out)


# --- Commonest ----------------------------------------------------------------------------------

def _count_spec(ev, name, expr, spec):
    """(n, strict) from n or UpTo[n], or None after name::intnm."""
    if isinstance(spec, Expression) and spec.head is S.UpTo and len(spec.args) == 1:
        v = spec.args[0]
        if type(v) is Integer and v.value >= 0:
            return v.value, False
    elif type(spec) is Integer and spec.value >= 0:
        return spec.value, True
    ev.message(name, "intnm", expr, Integer(2))
    return None


@builtin("Commonest", nargs=(1, 2),
         messages={"intnm": INTNM,
                   "dstlms": "The requested number of elements `1` is greater than the "
                             "number of distinct elements `2`. Only `2` elements will be "
                             "returned."},
         usage="Commonest[list] gives the elements that occur most often in list, in the "
               "order they first appear. Commonest[list, n] gives the n most common "
               "elements, the most frequent first; UpTo[n] gives as many as there are.",
         examples=[("Commonest[{b, a, c, 2, a, b, 1, 2}]", "{b, a, 2}"),
                   ("Commonest[{b, a, c, 2, a, b, 1, 2}, 4]", "{b, a, 2, c}"),
                   ("Commonest[{1, 2, 2, 3, 3, 3}, 1]", "{3}"),
                   ("Commonest[{a, b}, 3]", "{a, b}",
                    ["Commonest::dstlms: The requested number of elements 3 is greater than "
                     "the number of distinct elements 2. Only 2 elements will be "
                     "returned."])])
def commonest(ev, expr):
    x = expr.args[0]
    if not is_list(x):
        ev.message("Commonest", "list", expr, Integer(1))
        return None
    counts = {}
    for a in x.args:
        counts[a] = counts.get(a, 0) + 1
    if len(expr.args) == 1:
        top = max(counts.values(), default=0)
        return make_list(k for k, c in counts.items() if c == top)
    spec = _count_spec(ev, "Commonest", expr, expr.args[1])
    if spec is None:
        return None
    n, strict = spec
    ranked = sorted(counts.items(), key=lambda kv: -kv[1])      # stable: first seen first
    if n > len(ranked) and strict:
        ev.message("Commonest", "dstlms", Integer(n), Integer(len(ranked)))
    return make_list(k for k, _ in ranked[:n])


# --- Quantile ---------------------------------------------------------------------------------------

NQUAN = ("The Quantile specification `1` should be a number or a list of numbers between 0 "
         "and 1.")
_DEFAULT_PARAMS = ((0, 0), (1, 0))
_QUARTILE_PARAMS = ((Fraction(1, 2), 0), (0, 1))


def _q_value(q):
    v = value(q)
    if v is None or not 0 <= v <= 1:
        return None
    return v


def _params(p):
    """((a, b), (c, d)) from {{a, b}, {c, d}} of real numbers, else None."""
    if not (is_list(p) and len(p.args) == 2 and all(is_list(r) and len(r.args) == 2
                                                    for r in p.args)):
        return None
    vals = [value(e) for r in p.args for e in r.args]
    if any(v is None for v in vals):
        return None
    return (vals[0], vals[1]), (vals[2], vals[3])


def sorted_values(items, ev=None):
    """(key, expr) pairs of real numbers sorted by value, or None if one is not a real
    number.  Exact and machine numbers are their own keys; with ``ev``, other numeric
    quantities (Pi, Sqrt[2], arbitrary-precision reals) are ordered by their N value."""
    pairs = []
    for a in items:
        v = value(a)
        if v is None and ev is not None and type(a) is not String and not is_list(a):
            v = value(ev.evaluate(Expression(S.N, (a,))))
        if v is None:
            return None
        pairs.append((v, a))
    pairs.sort(key=lambda p: p[0])
    return pairs


def _combine(ev, lo, hi, w):
    """lo + (hi - lo) w, exactly when w is 0 or 1."""
    if lo == hi or w == 0 and type(w) is not float:
        return lo
    if w == 1 and type(w) is not float:
        return hi
    return ev.evaluate(plus(lo, times(minus(hi, lo), number(w))))


def quantile_of(ev, items, q, params):
    """The q-th quantile of items (real numbers) with parameters {{a, b}, {c, d}}, or None."""
    pairs = sorted_values(items, ev)
    if pairs is None:
        return None
    n = len(pairs)
    (a, b), (c, d) = params
    if type(q) is float:
        x = float(a) + (n + float(b)) * q
    else:
        x = a + (n + b) * q
    fl = math.floor(x)
    frac = x - fl
    lo = pairs[min(max(fl, 1), n) - 1][1]
    hi = pairs[min(max(math.ceil(x), 1), n) - 1][1]
    w = c if d == 0 else c + d * frac
    return _combine(ev, lo, hi, w)


def _quantile(ev, data, qspec, params):
    if is_list(qspec):
        out = [_quantile(ev, data, q, params) for q in qspec.args]
        return None if any(r is None for r in out) else make_list(out)
    q = _q_value(qspec)
    return by_column(data, lambda items: quantile_of(ev, items, q, params))


@builtin("Quantile", nargs=(2, 3), messages={"rectn": RECTN, "nquan": NQUAN},
         usage="Quantile[list, q] gives the q-th quantile of list: the element at position "
               "Ceiling[q n] of the sorted list (the first for q = 0). Quantile[list, {q1, "
               "q2, ...}] gives several; Quantile[list, q, {{a, b}, {c, d}}] uses the "
               "parameters of the general definition (x = a + (n + b) q, interpolating with "
               "c + d FractionalPart[x]). A matrix is taken column by column.",
         examples=[("Quantile[{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, 1/4]", "3"),
                   ("Quantile[NormalDistribution[0, 1], 0.975]", "1.95996"),
                   ("Quantile[ExponentialDistribution[l], q]",
                    "ConditionalExpression[-(Log[1 - q]/l), 0 <= q <= 1]"),
                   ("Quantile[{1, 2, 3, 4}, 1/2]", "2"),
                   ("Quantile[{3, 1, 2}, {0, 1/2, 1}]", "{1, 2, 3}"),
                   ("Quantile[{1, 2, 3, 4}, 0.5, {{1/2, 0}, {0, 1}}]", "2.5"),
                   ("Quantile[{{1, 10}, {2, 20}, {3, 30}}, 1/2]", "{2, 20}"),
                   ("Quantile[{1, 2, 3}, 2]", "Quantile[{1, 2, 3}, 2]",
                    ["Quantile::nquan: The Quantile specification 2 should be a number or a "
                     "list of numbers between 0 and 1."])])
def quantile(ev, expr):
    r = of_distribution(ev, expr)
    if r is not NOT_A_DISTRIBUTION:
        return r
    data = data_arg(ev, "Quantile", expr)
    if data is None:
        return None
    qspec = expr.args[1]
    qs = qspec.args if is_list(qspec) else (qspec,)
    if not qs or any(is_list(q) or _q_value(q) is None for q in qs):
        ev.message("Quantile", "nquan", qspec)
        return None
    params = _DEFAULT_PARAMS
    if len(expr.args) == 3:
        params = _params(expr.args[2])
        if params is None:
            return None
    return _quantile(ev, data, qspec, params)


def _quartile_params(ev, expr):
    if len(expr.args) == 2:
        return _params(expr.args[1])
    return _QUARTILE_PARAMS


@builtin("Quartiles", nargs=(1, 2), messages={"rectn": RECTN},
         usage="Quartiles[list] gives the 1/4, 1/2 and 3/4 quantiles of list, interpolated "
               "as Quantile with the parameters {{1/2, 0}, {0, 1}}; Quartiles[list, "
               "{{a, b}, {c, d}}] uses other parameters. A matrix gives the quartiles of each "
               "column.",
         examples=[("Quartiles[{1, 2, 3, 4, 5}]", "{7/4, 3, 17/4}"),
                   ("Quartiles[UniformDistribution[{0, 4}]]", "{1, 2, 3}"),
                   ("Quartiles[{1, 2, 3, 4, 5, 6, 7, 8}]", "{5/2, 9/2, 13/2}"),
                   ("Quartiles[{1., 2., 4., 8.}]", "{1.5, 3., 6.}"),
                   ("Quartiles[{}]", "Quartiles[{}]",
                    ["Quartiles::rectn: Rectangular array with at least one element expected "
                     "at position 1 in Quartiles[{}]."])])
def quartiles(ev, expr):
    r = of_distribution(ev, expr)
    if r is not NOT_A_DISTRIBUTION:
        return r
    data = data_arg(ev, "Quartiles", expr)
    params = _quartile_params(ev, expr)
    if data is None or params is None:
        return None
    qs = (Fraction(1, 4), Fraction(1, 2), Fraction(3, 4))

    def one(items):
        out = [quantile_of(ev, items, q, params) for q in qs]
        return None if any(r is None for r in out) else make_list(out)
    return by_column(data, one)


@builtin("InterquartileRange", nargs=(1, 2), messages={"rectn": RECTN},
         usage="InterquartileRange[list] gives the difference between the upper and lower "
               "quartiles of list (Quartiles' interpolation); InterquartileRange[list, {{a, "
               "b}, {c, d}}] uses other quantile parameters.",
         examples=[("InterquartileRange[{1, 2, 3, 4, 5}]", "5/2"),
                   ("InterquartileRange[ExponentialDistribution[1]]", "Log[3]"),
                   ("InterquartileRange[{1, 3, 4, 6, 10, 12}]", "7"),
                   ("InterquartileRange[{{1, 2}, {3, 5}, {4, 9}}]", "{9/4, 21/4}")])
def interquartile_range(ev, expr):
    r = of_distribution(ev, expr)
    if r is not NOT_A_DISTRIBUTION:
        return r
    data = data_arg(ev, "InterquartileRange", expr)
    params = _quartile_params(ev, expr)
    if data is None or params is None:
        return None

    def one(items):
        lo = quantile_of(ev, items, Fraction(1, 4), params)
        hi = quantile_of(ev, items, Fraction(3, 4), params)
        return None if lo is None or hi is None else ev.evaluate(minus(hi, lo))
    return by_column(data, one)


# --- moments ---------------------------------------------------------------------------------

def _central_moments(ev, items, ks):
    """Population central moments of orders ks: (kind, [moments]) with kind 'num' (Python
    numbers) or 'expr' (evaluated expressions)."""
    n = len(items)
    vals = values(items)
    if vals is not None:
        if vals and type(vals[0]) is float:
            m = math.fsum(vals) / n
            return "num", [math.fsum((v - m) ** k for v in vals) / n for k in ks]
        m = sum(vals) / n
        return "num", [sum((v - m) ** k for v in vals) / n for k in ks]
    mean = mean_of(ev, items)
    devs = [minus(x, mean) for x in items]
    return "expr", [ev.evaluate(times(make_rational(1, n),
                                      plus(*[power(d, Integer(k)) for d in devs])))
                    for k in ks]


def _ratio(ev, num, den, e):
    """num / den^e, natively for floats with den > 0, else by the evaluator."""
    if type(num) is float and type(den) is float and den > 0:
        return Real(num / den ** float(e))
    a = num if not isinstance(num, (Fraction, float)) else number(num)
    b = den if not isinstance(den, (Fraction, float)) else number(den)
    return ev.evaluate(times(a, power(b, make_rational(-e.numerator, e.denominator)
                                      if isinstance(e, Fraction) else Integer(-e))))


@builtin("Skewness", nargs=1, messages={"rectn": RECTN},
         usage="Skewness[list] gives the coefficient of skewness of the elements of list: the "
               "third central moment over the 3/2 power of the second (population "
               "moments). A matrix gives the skewness of each column. Skewness[dist] gives the "
               "coefficient of skewness of the distribution dist.",
         examples=[("Skewness[{1, 2, 3, 10}]", "(18 Sqrt[2])/25"),
                   ("Skewness[GammaDistribution[a, b]]", "2/Sqrt[a]"),
                   ("Skewness[{1, 2, 3}]", "0"),
                   ("Skewness[{1., 2., 4., 10.}]", "0.848321"),
                   ("Skewness[x]", "Skewness[x]",
                    ["Skewness::rectn: Rectangular array with at least one element expected "
                     "at position 1 in Skewness[x]."])])
def skewness(ev, expr):
    r = of_distribution(ev, expr)
    if r is not NOT_A_DISTRIBUTION:
        return r
    data = data_arg(ev, "Skewness", expr)
    if data is None:
        return None

    def one(items):
        _, (m2, m3) = _central_moments(ev, items, (2, 3))
        return _ratio(ev, m3, m2, Fraction(3, 2))
    return by_column(data, one)


@builtin("Kurtosis", nargs=1, messages={"rectn": RECTN},
         usage="Kurtosis[list] gives the coefficient of kurtosis of the elements of list: the "
               "fourth central moment over the square of the second (population moments). A "
               "matrix gives the kurtosis of each column. Kurtosis[dist] gives the coefficient "
               "of kurtosis of the distribution dist.",
         examples=[("Kurtosis[{1, 2, 3, 10}]", "1394/625"),
                   ("Kurtosis[PoissonDistribution[m]]", "3 + 1/m"),
                   ("Kurtosis[{1, 2, 3, 4}]", "41/25"),
                   ("Kurtosis[{1., 2., 4., 10.}]", "2.07077"),
                   ("Kurtosis[{{1, 5}, {2, 5}, {3, 6}}]", "{3/2, 3/2}")])
def kurtosis(ev, expr):
    r = of_distribution(ev, expr)
    if r is not NOT_A_DISTRIBUTION:
        return r
    data = data_arg(ev, "Kurtosis", expr)
    if data is None:
        return None

    def one(items):
        _, (m2, m4) = _central_moments(ev, items, (2, 4))
        return _ratio(ev, m4, m2, Fraction(2))
    return by_column(data, one)


# --- means ------------------------------------------------------------------------------------

@builtin("GeometricMean", nargs=1, messages={"rectn": RECTN},
         usage="GeometricMean[list] gives the geometric mean of the elements of list: the "
               "n-th root of their product. A matrix gives that of each column.",
         examples=[("GeometricMean[{2, 8}]", "4"), ("GeometricMean[{2, 3}]", "Sqrt[6]"),
                   ("GeometricMean[{1., 2., 4.}]", "2."),
                   ("GeometricMean[{a, b, c}]", "(a b c)^(1/3)")])
def geometric_mean(ev, expr):
    data = data_arg(ev, "GeometricMean", expr)
    if data is None:
        return None

    def one(items):
        vals = values(items)
        n = len(items)
        if vals is not None and type(vals[0]) is float and all(v > 0 for v in vals):
            return Real(math.exp(math.fsum(math.log(v) for v in vals) / n))
        return ev.evaluate(power(times(*items), make_rational(1, n)))
    return by_column(data, one)


@builtin("HarmonicMean", nargs=1, messages={"rectn": RECTN},
         usage="HarmonicMean[list] gives the harmonic mean of the elements of list: n over the "
               "sum of their reciprocals. A matrix gives that of each column.",
         examples=[("HarmonicMean[{1, 2, 4}]", "12/7"), ("HarmonicMean[{1., 3.}]", "1.5"),
                   ("HarmonicMean[{a, b}]", "2/(1/a + 1/b)")])
def harmonic_mean(ev, expr):
    data = data_arg(ev, "HarmonicMean", expr)
    if data is None:
        return None

    def one(items):
        vals = values(items)
        n = len(items)
        if vals is not None and all(v != 0 for v in vals):
            if type(vals[0]) is float:
                total = math.fsum(1 / v for v in vals)
                if total != 0:
                    return Real(n / total)
            else:
                total = sum(1 / v for v in vals)
                if total != 0:
                    return make_rational(n / total)
        return ev.evaluate(times(Integer(n), power(
            plus(*[power(x, Integer(-1)) for x in items]), Integer(-1))))
    return by_column(data, one)


@builtin("RootMeanSquare", nargs=1, messages={"rectn": RECTN},
         usage="RootMeanSquare[list] gives the square root of the mean of the squares of the "
               "elements of list (of their absolute values for numbers). A matrix gives that "
               "of each column.",
         examples=[("RootMeanSquare[{1, 2, 3}]", "Sqrt[14/3]"),
                   ("RootMeanSquare[{3., 4.}]", "3.53553"),
                   ("RootMeanSquare[{1, 7}]", "5"),
                   ("RootMeanSquare[{a, b}]", "Sqrt[a^2 + b^2]/Sqrt[2]")])
def root_mean_square(ev, expr):
    data = data_arg(ev, "RootMeanSquare", expr)
    if data is None:
        return None

    def one(items):
        vals = values(items)
        n = len(items)
        if vals is not None and type(vals[0]) is float:
            return Real(math.sqrt(math.fsum(v * v for v in vals) / n))
        if vals is not None:
            return ev.evaluate(power(make_rational(sum(v * v for v in vals) / n),
                                     make_rational(1, 2)))
        sq = [power(Expression(S.Abs, (x,)) if x.is_number else x, Integer(2))
              for x in items]
        return ev.evaluate(power(times(make_rational(1, n), plus(*sq)), make_rational(1, 2)))
    return by_column(data, one)


@builtin("MeanDeviation", nargs=1, messages={"rectn": RECTN},
         usage="MeanDeviation[list] gives the mean absolute deviation of the elements of list "
               "from their mean. A matrix gives that of each column.",
         examples=[("MeanDeviation[{1, 2, 3, 4}]", "1"),
                   ("MeanDeviation[{1, 2, 6}]", "2"),
                   ("MeanDeviation[{1., 2., 6.}]", "2.")])
def mean_deviation(ev, expr):
    data = data_arg(ev, "MeanDeviation", expr)
    if data is None:
        return None

    def one(items):
        vals = values(items)
        n = len(items)
        if vals is not None:
            if type(vals[0]) is float:
                m = math.fsum(vals) / n
                return Real(math.fsum(abs(v - m) for v in vals) / n)
            m = sum(vals) / n
            return make_rational(sum(abs(v - m) for v in vals) / n)
        m = mean_of(ev, items)
        return ev.evaluate(times(make_rational(1, n), plus(
            *[Expression(S.Abs, (minus(x, m),)) for x in items])))
    return by_column(data, one)


def median_value(vals):
    """The median of a non-empty list of Fractions or floats."""
    s = sorted(vals)
    n = len(s)
    if n % 2:
        return s[n // 2]
    return (s[n // 2 - 1] + s[n // 2]) / 2


@builtin("MedianDeviation", nargs=1, messages={"rectn": RECTN},
         usage="MedianDeviation[list] gives the median absolute deviation of the elements of "
               "list from their median. A matrix gives that of each column.",
         examples=[("MedianDeviation[{1, 2, 3, 4, 10}]", "1"),
                   ("MedianDeviation[{1, 2, 4, 7}]", "3/2"),
                   ("MedianDeviation[{1., 2., 4., 7.}]", "1.5")])
def median_deviation(ev, expr):
    data = data_arg(ev, "MedianDeviation", expr)
    if data is None:
        return None

    def one(items):
        vals = values(items)
        if vals is None:
            return None
        m = median_value(vals)
        return number(median_value([abs(v - m) for v in vals]))
    return by_column(data, one)


TRIM = ("The trimming specification `1` should be a number or a pair of numbers between 0 "
        "and 1 whose sum is less than 1.")


def trim_fractions(ev, name, expr):
    """The fractions (bottom, top) of TrimmedMean/WinsorizedMean's optional second argument
    (default 0.05 at each end), or None after name::trim."""
    spec = expr.args[1] if len(expr.args) == 2 else Real(0.05)
    fs = [value(a) for a in spec.args] if is_list(spec) and len(spec.args) == 2 \
        else [value(spec), value(spec)]
    if any(f is None or f < 0 for f in fs) or fs[0] + fs[1] >= 1:
        ev.message(name, "trim", spec)
        return None
    return fs


@builtin("TrimmedMean", nargs=(1, 2), messages={"rectn": RECTN, "trim": TRIM},
         usage="TrimmedMean[list, f] gives the mean of the elements of list after dropping a "
               "fraction f of the smallest and of the largest elements (Floor[f n] of each). "
               "TrimmedMean[list, {f1, f2}] drops f1 at the bottom and f2 at the top; "
               "TrimmedMean[list] is TrimmedMean[list, 0.05].",
         examples=[("TrimmedMean[{1, 2, 3, 4, 100}, 1/5]", "3"),
                   ("TrimmedMean[{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, {0.1, 0.3}]", "9/2"),
                   ("TrimmedMean[{1, 2, 3, 6}]", "3"),
                   ("TrimmedMean[{1, 2, 3}, 1/2]", "TrimmedMean[{1, 2, 3}, 1/2]",
                    ["TrimmedMean::trim: The trimming specification 1/2 should be a number "
                     "or a pair of numbers between 0 and 1 whose sum is less than 1."])])
def trimmed_mean(ev, expr):
    return mean_after_trimming(ev, "TrimmedMean", expr, lambda xs, lo, hi: xs[lo:len(xs) - hi])


def mean_after_trimming(ev, name, expr, keep, stat=None):
    """The mean of each column of expr's data (a list or matrix) after sorting it and
    ``keep(sorted_values, lo, hi)``, where lo and hi are the numbers of elements the
    trimming fractions (TrimmedMean, WinsorizedMean) take at the bottom and the top;
    ``stat(kept)`` instead of the mean (TrimmedVariance, WinsorizedVariance)."""
    data = data_arg(ev, name, expr)
    if data is None:
        return None
    fs = trim_fractions(ev, name, expr)
    if fs is None:
        return None

    def one(items):
        pairs = sorted_values(items, ev)
        if pairs is None:
            return None
        n = len(pairs)
        lo, hi = int(math.floor(fs[0] * n)), int(math.floor(fs[1] * n))
        kept = keep([p[1] for p in pairs], lo, hi)
        if stat is not None:
            return stat(kept)
        return ev.evaluate(mean_of(ev, kept)) if kept else None
    return by_column(data, one)


# --- RandomSample ------------------------------------------------------------------------------

@builtin("RandomSample", nargs=(1, 2),
         messages={"lrwl": "The items for choice `1` should be a list or a rule weights -> "
                           "choices.", "intnm": INTNM},
         usage="RandomSample[{e1, e2, ...}, n] gives a pseudorandom sample of n of the ei, "
               "without repetition (all of them, permuted, when n exceeds their number); "
               "RandomSample[list] gives a random permutation. RandomSample[{w1, w2, ...} -> "
               "{e1, e2, ...}, n] samples with weights wi. SeedRandom makes it reproducible.",
         examples=[("SeedRandom[3]; a = RandomSample[Range[10]]; SeedRandom[3]; "
                    "a == RandomSample[Range[10]]", "True"),
                   ("Sort[RandomSample[{a, b, c, d}]]", "{a, b, c, d}"),
                   ("Length[RandomSample[Range[100], 5]]", "5"),
                   ("Sort[RandomSample[{1, 2, 3}, 10]]", "{1, 2, 3}"),
                   ("RandomSample[{0, 0, 1} -> {a, b, c}, 1]", "{c}")])
def random_sample(ev, expr):
    from mathilda.algorithms.arithmetic.random import generator
    from mathilda.numbers.precision import to_float
    args = expr.args
    spec = args[0]
    weights = None
    if is_list(spec):
        items = list(spec.args)
    elif isinstance(spec, Expression) and spec.head is S.Rule and len(spec.args) == 2 and \
            is_list(spec.args[0]) and is_list(spec.args[1]) and \
            len(spec.args[0].args) == len(spec.args[1].args) and all(
                a.is_number and type(a) is not Complex and to_float(a) >= 0
                for a in spec.args[0].args):
        items = list(spec.args[1].args)
        weights = [to_float(a) for a in spec.args[0].args]
    else:
        ev.message("RandomSample", "lrwl", spec)
        return None
    n = len(items)
    if len(args) == 2:
        c = _count_spec(ev, "RandomSample", expr, args[1])
        if c is None:
            return None
        n = min(c[0], n)
    g = generator(ev)
    if weights is None:
        return make_list(g.sample(items, n))
    out = []
    pool = list(zip(weights, items))
    for _ in range(n):
        total = math.fsum(w for w, _ in pool)
        if total <= 0:
            break
        r = g.random() * total
        acc = 0.0
        for i, (w, e) in enumerate(pool):
            acc += w
            if r < acc or i == len(pool) - 1:
                out.append(e)
                del pool[i]
                break
    return make_list(out)
