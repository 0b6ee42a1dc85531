"""Minors and their relatives: Minors, Permanent, Adjugate, Wronskian, Casoratian.

Submatrices are picked in the lexicographic order of their row and column index sets
(algorithms/linalg/minors.py) and handed to Det (or the function given) as expressions, so
each entry is computed by the route Det takes for its kind (exact, machine, symbolic)."""

from mathilda.algorithms.build import list_of, plus, times
from mathilda.algorithms.linalg.common import (
    MATRIX, MATSQ, kind_of, make_matrix, rat, rect_rows, square_rows, vector_items)
from mathilda.algorithms.linalg.minors import (
    index_sets, permanent_terms, ryser_permanent, submatrix)
from mathilda.core.expr import Expression, Integer, S, Symbol
from mathilda.core.registry import builtin

ONE = Integer(1)
INTNM = "Non-negative machine-sized integer expected at position `2` in `1`."


def _det_or(f, rows, ri, ci):
    sub = submatrix(rows, ri, ci)
    if f is S.Det and not sub:
        return ONE                   # the 0 x 0 determinant
    return Expression(f, (make_matrix(sub),))


@builtin("Minors", nargs=(1, 3), messages={"matrix": MATRIX, "intnm": INTNM},
         usage="Minors[m] gives the minors of the matrix m: for an n x n matrix the (i, j) "
               "element is the determinant of m with row n-i+1 and column n-j+1 deleted. "
               "Minors[m, k] gives the kth minors, the determinants of the k x k submatrices "
               "(row and column sets in lexicographic order); Minors[m, k, f] applies f "
               "instead of Det to each submatrix.",
         examples=[("Minors[{{a, b}, {c, d}}]", "{{a, b}, {c, d}}"),
                   ("Minors[{{1, 2, 3}, {4, 5, 6}, {7, 8, 10}}]",
                    "{{-3, -6, -3}, {-6, -11, -4}, {-3, -2, 2}}"),
                   ("Minors[{{a, b, c}, {d, e, f}}, 2]",
                    "{{-(b d) + a e, -(c d) + a f, -(c e) + b f}}"),
                   ("Minors[{{1, 2}, {3, 4}}, 2]", "{{-2}}"),
                   ("Minors[{{1, 2, 3}, {4, 5, 6}}, 2, Tr]", "{{6, 7, 8}}"),
                   ("Minors[{{1., 2.}, {3., 4.}}, 1]", "{{1., 2.}, {3., 4.}}"),
                   ("Minors[{1, 2}]", "Minors[{1, 2}]",
                    ("Minors::matrix: Argument {1, 2} at position 1 is not a non-empty "
                     "rectangular matrix.",))])
def minors(ev, expr):
    args = expr.args
    rows = rect_rows(ev, "Minors", expr)
    if rows is None:
        return None
    m, n = len(rows), len(rows[0])
    if len(args) >= 2:
        k = args[1]
        if type(k) is not Integer or k.value < 0 or k.value >= 1 << 31:
            ev.message("Minors", "intnm", expr, Integer(2))
            return None
        k = k.value
    else:
        k = min(m, n) - 1
    f = args[2] if len(args) == 3 else S.Det
    rsets, csets = index_sets(m, k), index_sets(n, k)
    if not ev.check_size(len(rsets) * len(csets), "Minors"):
        return None
    return ev.evaluate(list_of(list_of(_det_or(f, rows, ri, ci) for ci in csets)
                               for ri in rsets))


def _exact_value(x):
    t = type(x)
    if t is Integer or t.__name__ == "Rational":
        return x.value
    return None


@builtin("Permanent", nargs=1, messages={"matsq": MATSQ},
         usage="Permanent[m] gives the permanent of the square matrix m: the sum over all "
               "permutations p of the products m[[i, p[[i]]]] (the determinant without the "
               "signs).",
         examples=[("Permanent[{{a, b}, {c, d}}]", "b c + a d"),
                   ("Permanent[{{1, 2}, {3, 4}}]", "10"),
                   ("Permanent[ConstantArray[1, {5, 5}]]", "120"),
                   ("Permanent[{{1/2, 1}, {1, 1/3}}]", "7/6"),
                   ("Permanent[{{1., 2.}, {3., 4.}}]", "10."),
                   ("Permanent[{{a, b, c}, {d, e, f}, {g, h, i}}]",
                    "c e g + b f g + c d h + a f h + b d i + a e i"),
                   ("Permanent[{{1, 2, 3}}]", "Permanent[{{1, 2, 3}}]",
                    ("Permanent::matsq: Argument {{1, 2, 3}} at position 1 is not a non-empty "
                     "square matrix.",))])
def permanent(ev, expr):
    rows = square_rows(ev, "Permanent", expr)
    if rows is None:
        return None
    n = len(rows)
    kind = kind_of(rows)
    if kind in ("int", "rat"):
        return rat(ryser_permanent([[_exact_value(v) for v in r] for r in rows]))
    if kind == "num" and n > 8:
        from mathilda.algorithms.linalg.common import np_array, np_scalar
        a = np_array(expr.args[0], rows).tolist()
        return np_scalar(ryser_permanent(a))
    count = 1
    for i in range(2, n + 1):
        count *= i
    if not ev.check_size(count * n, "Permanent"):
        return None
    terms = [times(*[rows[i][p[i]] for i in range(n)]) for p in permanent_terms(n)]
    return ev.evaluate(plus(*terms))


@builtin("Adjugate", nargs=1, messages={"matsq": MATSQ},
         usage="Adjugate[m] gives the adjugate (classical adjoint) of the square matrix m: the "
               "transpose of its matrix of cofactors, Det[m] Inverse[m] when m is invertible.",
         examples=[("Adjugate[{{a, b}, {c, d}}]", "{{d, -b}, {-c, a}}"),
                   ("Adjugate[{{1, 2, 3}, {4, 5, 6}, {7, 8, 10}}]",
                    "{{2, 4, -3}, {2, -11, 6}, {-3, 6, -3}}"),
                   ("Adjugate[{{1, 2}, {2, 4}}]", "{{4, -2}, {-2, 1}}"),
                   ("Adjugate[{{x}}]", "{{1}}"),
                   ("Adjugate[{{1., 2.}, {3., 4.}}]", "{{4., -2.}, {-3., 1.}}"),
                   ("m = {{2, 1, 0}, {1, 3, 1}, {0, 1, 4}}; Adjugate[m] . m == Det[m] "
                    "IdentityMatrix[3]", "True"),
                   ("Adjugate[{1, 2}]", "Adjugate[{1, 2}]",
                    ("Adjugate::matsq: Argument {1, 2} at position 1 is not a non-empty square "
                     "matrix.",))])
def adjugate(ev, expr):
    rows = square_rows(ev, "Adjugate", expr)
    if rows is None:
        return None
    n = len(rows)
    if not ev.check_size(n * n, "Adjugate"):
        return None
    if n == 1:
        return ev.evaluate(make_matrix([[ONE]]))
    idx = list(range(n))

    def cofactor(i, j):          # the (i, j) entry of the adjugate: the (j, i) cofactor
        d = _det_or(S.Det, rows, [r for r in idx if r != j], [c for c in idx if c != i])
        return d if (i + j) % 2 == 0 else times(Integer(-1), d)

    return ev.evaluate(list_of(list_of(cofactor(i, j) for j in idx) for i in idx))


def _functions_arg(ev, name, expr):
    fs = vector_items(expr.args[0])
    if fs is None:
        ev.message(name, "list", expr.args[0], Integer(1))
        return None
    if type(expr.args[1]) is not Symbol:
        ev.message(name, "ivar", expr.args[1])
        return None
    return list(fs)


LIST_MSG = "Argument `1` at position `2` is not a non-empty list."
IVAR = "`1` is not a valid variable."


@builtin("Wronskian", nargs=2, messages={"list": LIST_MSG, "ivar": IVAR},
         usage="Wronskian[{y1, y2, ...}, x] gives the Wronskian determinant of the functions "
               "yi of x: the determinant of the matrix whose kth row is the (k-1)th "
               "derivatives of the yi.",
         examples=[("Wronskian[{Sin[x], Cos[x]}, x]", "-1"),
                   ("Wronskian[{E^x, E^(2 x)}, x]", "E^(3 x)"),
                   ("Wronskian[{1, x, x^2}, x]", "2"),
                   ("Wronskian[{x, x^2, x^3}, x]", "2 x^3"),
                   ("Wronskian[{f[x], g[x]}, x]", "-(g[x] f'[x]) + f[x] g'[x]"),
                   ("Wronskian[{x, 2 x}, x]", "0")])
def wronskian(ev, expr):
    fs = _functions_arg(ev, "Wronskian", expr)
    if fs is None:
        return None
    x = expr.args[1]
    rows = [fs]
    for _ in range(len(fs) - 1):
        rows.append([ev.call("D", f, x) for f in rows[-1]])
    d = ev.call("Det", make_matrix(rows))
    return ev.call("Simplify", d)


@builtin("Casoratian", nargs=2, messages={"list": LIST_MSG, "ivar": IVAR},
         usage="Casoratian[{y1, y2, ...}, n] gives the Casoratian determinant of the sequences "
               "yi of n: the determinant of the matrix whose kth row is the yi at n + k - 1.",
         examples=[("Casoratian[{2^n, 3^n}, n]", "6^n"),
                   ("Casoratian[{1, n, n^2}, n]", "2"),
                   ("Casoratian[{1, (-1)^n}, n]", "-2 (-1)^n"),
                   ("Casoratian[{n, 2 n}, n]", "0"),
                   ("Casoratian[{a[n], b[n]}, n]", "-(a[1 + n] b[n]) + a[n] b[1 + n]")])
def casoratian(ev, expr):
    fs = _functions_arg(ev, "Casoratian", expr)
    if fs is None:
        return None
    n = expr.args[1]
    rows = [fs]
    for k in range(1, len(fs)):
        shift = Expression(S.Rule, (n, plus(n, Integer(k))))
        rows.append([ev.call("ReplaceAll", f, shift) for f in fs])
    d = ev.call("Det", make_matrix(rows))
    return ev.call("Simplify", d)

