"""SpearmanRho and KendallTau: rank correlation coefficients of two vectors or of the columns
of matrices (ranks and pair counts in ``algorithms/statistics/ranks.py``)."""

from mathilda.algorithms.lists.common import is_list, make_list
from mathilda.algorithms.statistics.ranks import kendall_counts, ranks
from mathilda.builtins.statistics.descriptive import columns, number, values
from mathilda.core.expr import Expression, Integer, S, make_rational
from mathilda.core.registry import builtin

VCTMAT = ("The arguments to `1` must be a pair of vectors of equal length or a pair of "
          "matrices with an equal number of rows.")
SHLEN = "The argument `1` should have at least `2` elements."


def _pairs(ev, name, expr):
    """The list of (u, v) item pairs to correlate and the shape of the result ('scalar' or
    (rows, cols)), or None after a message."""
    args = expr.args
    if len(args) == 1:
        cols = columns(args[0]) if is_list(args[0]) else None
        if cols is None:
            ev.message(name, "vctmat", name)
            return None
        return [[(a, b) for b in cols] for a in cols], "matrix"
    u, v = args
    if not (is_list(u) and is_list(v)) or len(u.args) != len(v.args):
        ev.message(name, "vctmat", name)
        return None
    cu, cv = columns(u), columns(v)
    if cu is None and cv is None:
        return (u, v), "scalar"
    if cu is None or cv is None:
        ev.message(name, "vctmat", name)
        return None
    return [[(a, b) for b in cv] for a in cu], "matrix"


def _run(ev, name, expr, fn):
    found = _pairs(ev, name, expr)
    if found is None:
        return None
    pairs, shape = found
    if shape == "scalar":
        return fn(ev, name, *pairs)
    out = []
    for row in pairs:
        vals = [fn(ev, name, a, b) for a, b in row]
        if any(v is None for v in vals):
            return None
        out.append(make_list(vals))
    return make_list(out)


def _numbers(ev, name, u, v):
    if len(u.args) < 2:
        ev.message(name, "shlen", u, Integer(2))
        return None
    xs, ys = values(u.args), values(v.args)
    if xs is None or ys is None:
        return None
    return xs, ys


def _spearman(ev, name, u, v):
    got = _numbers(ev, name, u, v)
    if got is None:
        return None
    xs, ys = got
    rx, ry = ranks(xs), ranks(ys)
    if len(set(rx)) == 1 or len(set(ry)) == 1:
        return S.Indeterminate
    real = any(type(a) is float for a in xs + ys)
    r = ev.call("Correlation", make_list(number(a) for a in rx), make_list(number(b) for b in ry))
    return ev.call("N", r) if real else r


def _kendall(ev, name, u, v):
    got = _numbers(ev, name, u, v)
    if got is None:
        return None
    xs, ys = got
    s, tx, ty = kendall_counts(xs, ys)
    if tx == 0 or ty == 0:
        return S.Indeterminate
    r = ev.evaluate(Expression(S.Times, (Integer(s), Expression(S.Power, (
        Integer(tx * ty), make_rational(-1, 2))))))
    real = any(type(a) is float for a in xs + ys)
    return ev.call("N", r) if real else r


@builtin("SpearmanRho", nargs=(1, 2), messages={"vctmat": VCTMAT, "shlen": SHLEN},
         usage="SpearmanRho[v1, v2] gives Spearman's rank correlation coefficient \u03c1 "
               "between the vectors v1 and v2. SpearmanRho[m] gives Spearman's rank "
               "correlation matrix for the matrix m. SpearmanRho[m1, m2] gives Spearman's "
               "rank correlation matrix for the matrices m1 and m2.",
         examples=[("SpearmanRho[{1, 2, 3, 4, 5}, {2, 1, 4, 3, 5}]", "4/5"),
                   ("SpearmanRho[{1.5, 2.1, 0.3}, {10., 20., 5.}]", "1."),
                   ("SpearmanRho[{{1, 2}, {2, 1}, {3, 3}}]", "{{1, 1/2}, {1/2, 1}}")])
def spearman_rho(ev, expr):
    return _run(ev, "SpearmanRho", expr, _spearman)


@builtin("KendallTau", nargs=(1, 2), messages={"vctmat": VCTMAT, "shlen": SHLEN},
         usage="KendallTau[v1, v2] gives the Kendall rank correlation coefficient \u03c4 "
               "between the vectors v1 and v2 (tau-b: ties count in neither). KendallTau[m] "
               "gives Kendall's rank correlation matrix for the matrix m. KendallTau[m1, m2] "
               "gives it for the matrices m1 and m2.",
         examples=[("KendallTau[{1, 2, 3, 4, 5}, {2, 1, 4, 3, 5}]", "3/5"),
                   ("KendallTau[{1, 2, 3}, {3, 2, 1}]", "-1"),
                   ("KendallTau[{1, 2, 2, 3}, {1, 2, 3, 3}]", "4/5")])
def kendall_tau(ev, expr):
    return _run(ev, "KendallTau", expr, _kendall)
