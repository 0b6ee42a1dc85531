"""Special matrices: HilbertMatrix, ToeplitzMatrix, HankelMatrix, VandermondeMatrix,
CompanionMatrix, PermutationMatrix, and the geometric transformation matrices
RotationMatrix, ScalingMatrix, ReflectionMatrix, ShearingMatrix.

Entries are built as expressions and evaluated once; a zero beside machine reals is the
machine zero 0. (as the Wolfram Language's packed results have it)."""

from mathilda.algorithms.build import divide, list_of, minus, neg, plus, power, times
from mathilda.algorithms.linalg.common import is_list, make_matrix, vector_items, zero_like
from mathilda.core.expr import TRUE, Expression, Integer, Real, S, Symbol
from mathilda.core.registry import builtin
from mathilda.numbers.infinity import INFINITY

ZERO = Integer(0)
ONE = Integer(1)
POSINT = "Argument `1` at position `2` is not a positive integer or a list of two positive integers."


def _small(x, lo=1):
    if type(x) is Integer and lo <= x.value < 1 << 31:
        return x.value
    return None


def _dims(x):
    """n or {m, n} as (m, n), else None."""
    n = _small(x)
    if n is not None:
        return n, n
    items = vector_items(x)
    if items is not None and len(items) == 2:
        m, n = _small(items[0]), _small(items[1])
        if m is not None and n is not None:
            return m, n
    return None


def _evaluated(ev, rows, name):
    if not ev.check_size(sum(len(r) for r in rows), name):
        return None
    return ev.evaluate(make_matrix(rows))


@builtin("HilbertMatrix", nargs=1, options={"WorkingPrecision": "Infinity"},
         usage="HilbertMatrix[n] gives the n x n Hilbert matrix with elements 1/(i + j - 1); "
               "HilbertMatrix[{m, n}] the m x n one.",
         examples=[("HilbertMatrix[3]", "{{1, 1/2, 1/3}, {1/2, 1/3, 1/4}, {1/3, 1/4, 1/5}}"),
                   ("HilbertMatrix[{2, 3}]", "{{1, 1/2, 1/3}, {1/2, 1/3, 1/4}}"),
                   ("HilbertMatrix[1]", "{{1}}"),
                   ("HilbertMatrix[2, WorkingPrecision -> MachinePrecision]",
                    "{{1., 0.5}, {0.5, 0.333333}}"),
                   ("Det[HilbertMatrix[4]]", "1/6048000"),
                   ("HilbertMatrix[0]", "HilbertMatrix[0]")])
def hilbert_matrix(ev, expr):
    pos, opts = ev.split_options(expr)
    if len(pos) != 1:
        return None
    d = _dims(pos[0])
    if d is None:
        return None
    m, n = d
    from mathilda.core.expr import make_rational
    rows = [[make_rational(1, i + j + 1) for j in range(n)] for i in range(m)]
    r = _evaluated(ev, rows, "HilbertMatrix")
    wp = opts.get("WorkingPrecision")
    if r is not None and wp is not None and wp != INFINITY:
        r = ev.call("N", r, wp)
    return r


def _toeplitz(col, row):
    m, n = len(col), len(row)
    return [[col[i - j] if i >= j else row[j - i] for j in range(n)] for i in range(m)]


@builtin("ToeplitzMatrix", nargs=(1, 2),
         usage="ToeplitzMatrix[{c1, ..., cn}] gives the symmetric Toeplitz matrix with first "
               "column (and row) c; ToeplitzMatrix[c, r] the Toeplitz matrix with first column "
               "c and first row r; ToeplitzMatrix[n] that of Range[n].",
         examples=[("ToeplitzMatrix[{a, b, c}]", "{{a, b, c}, {b, a, b}, {c, b, a}}"),
                   ("ToeplitzMatrix[{a, b, c}, {a, d, e}]",
                    "{{a, d, e}, {b, a, d}, {c, b, a}}"),
                   ("ToeplitzMatrix[3]", "{{1, 2, 3}, {2, 1, 2}, {3, 2, 1}}"),
                   ("ToeplitzMatrix[{1, 2}, {1, 3, 4}]", "{{1, 3, 4}, {2, 1, 3}}"),
                   ("ToeplitzMatrix[{1., 2.}]", "{{1., 2.}, {2., 1.}}")])
def toeplitz_matrix(ev, expr):
    args = expr.args
    n = _small(args[0])
    if n is not None and len(args) == 1:
        col = [Integer(k) for k in range(1, n + 1)]
        return _evaluated(ev, _toeplitz(col, col), "ToeplitzMatrix")
    col = vector_items(args[0])
    if col is None:
        return None
    row = col
    if len(args) == 2:
        row = vector_items(args[1])
        if row is None:
            return None
    return _evaluated(ev, _toeplitz(col, row), "ToeplitzMatrix")


@builtin("HankelMatrix", nargs=(1, 2),
         usage="HankelMatrix[{c1, ..., cn}] gives the Hankel matrix with first column c and "
               "zeros below the antidiagonal; HankelMatrix[c, r] the Hankel matrix with first "
               "column c and last row r; HankelMatrix[n] that of Range[n].",
         examples=[("HankelMatrix[{a, b, c}]", "{{a, b, c}, {b, c, 0}, {c, 0, 0}}"),
                   ("HankelMatrix[{a, b, c}, {c, d, e}]", "{{a, b, c}, {b, c, d}, {c, d, e}}"),
                   ("HankelMatrix[3]", "{{1, 2, 3}, {2, 3, 0}, {3, 0, 0}}"),
                   ("HankelMatrix[{1, 2}, {2, 3, 4}]", "{{1, 2, 3}, {2, 3, 4}}"),
                   ("HankelMatrix[{1., 2.}]", "{{1., 2.}, {2., 0.}}")])
def hankel_matrix(ev, expr):
    args = expr.args
    n = _small(args[0])
    if n is not None and len(args) == 1:
        col = [Integer(k) for k in range(1, n + 1)]
    else:
        col = vector_items(args[0])
        if col is None:
            return None
    m = len(col)
    if len(args) == 2:
        row = vector_items(args[1])
        if row is None:
            return None
        k = len(row)
        seq = list(col) + list(row[1:])          # the antidiagonals, top left first
        rows = [[seq[i + j] for j in range(k)] for i in range(m)]
    else:
        z = zero_like(col)
        rows = [[col[i + j] if i + j < m else z for j in range(m)] for i in range(m)]
    return _evaluated(ev, rows, "HankelMatrix")


@builtin("VandermondeMatrix", nargs=(1, 2),
         usage="VandermondeMatrix[{x1, ..., xn}] gives the Vandermonde matrix with rows "
               "{1, xi, xi^2, ..., xi^(n-1)}; VandermondeMatrix[x, m] has m columns.",
         examples=[("VandermondeMatrix[{a, b, c}]", "{{1, a, a^2}, {1, b, b^2}, {1, c, c^2}}"),
                   ("VandermondeMatrix[{1, 2, 3}]", "{{1, 1, 1}, {1, 2, 4}, {1, 3, 9}}"),
                   ("Det[VandermondeMatrix[{1, 2, 3, 4}]]", "12"),
                   ("VandermondeMatrix[{2, 3}, 4]", "{{1, 2, 4, 8}, {1, 3, 9, 27}}"),
                   ("VandermondeMatrix[{0.5, 2.}]", "{{1., 0.5}, {1., 2.}}")])
def vandermonde_matrix(ev, expr):
    args = expr.args
    xs = vector_items(args[0])
    if xs is None:
        return None
    k = len(xs)
    if len(args) == 2:
        k = _small(args[1])
        if k is None:
            return None
    one = Real(1.0) if zero_like(xs) is not ZERO else ONE
    rows = [[one if j == 0 else power(x, Integer(j)) for j in range(k)] for x in xs]
    return _evaluated(ev, rows, "VandermondeMatrix")


@builtin("CompanionMatrix", nargs=(1, 2),
         messages={"poly": "`1` is not a polynomial of degree at least 1 in `2`."},
         usage="CompanionMatrix[p, x] gives the companion matrix of the polynomial p in x (its "
               "characteristic polynomial is p made monic); CompanionMatrix[{c0, c1, ..., cn}] "
               "that of c0 + c1 x + ... + cn x^n.",
         examples=[("CompanionMatrix[1 + 2 x + 3 x^2 + x^3, x]",
                    "{{0, 0, -1}, {1, 0, -2}, {0, 1, -3}}"),
                   ("CompanionMatrix[x^2 - 5 x + 6, x]", "{{0, -6}, {1, 5}}"),
                   ("CompanionMatrix[{a, b, c}]", "{{0, -(a/c)}, {1, -(b/c)}}"),
                   ("CompanionMatrix[2 x^2 + 4, x]", "{{0, -2}, {1, 0}}"),
                   ("CharacteristicPolynomial[CompanionMatrix[x^3 - 2 x + 7, x], x]",
                    "-7 + 2 x - x^3")])
def companion_matrix(ev, expr):
    args = expr.args
    if len(args) == 2:
        if type(args[1]) is not Symbol:
            return None
        cl = ev.call("CoefficientList", args[0], args[1])
        coeffs = vector_items(cl) if is_list(cl) else None
        if coeffs is None or len(coeffs) < 2 or \
                ev.call("PolynomialQ", args[0], args[1]) is not TRUE:
            ev.message("CompanionMatrix", "poly", args[0], args[1])
            return None
    else:
        coeffs = vector_items(args[0])
        if coeffs is None or len(coeffs) < 2:
            return None
    lead = coeffs[-1]
    n = len(coeffs) - 1
    rows = []
    for i in range(n):
        row = [ONE if j == i - 1 else ZERO for j in range(n - 1)]
        row.append(neg(divide(coeffs[i], lead)))
        rows.append(row)
    return _evaluated(ev, rows, "CompanionMatrix")


@builtin("PermutationMatrix", nargs=1,
         usage="PermutationMatrix[permv] gives the permutation matrix m of the permutation "
               "vector permv, with m . v == Permute[v, permv].",
         examples=[("PermutationMatrix[{2, 3, 1}]", "{{0, 0, 1}, {1, 0, 0}, {0, 1, 0}}"),
                   ("PermutationMatrix[{1, 2}]", "{{1, 0}, {0, 1}}"),
                   ("PermutationMatrix[{2, 3, 1}] . {a, b, c}", "{c, a, b}"),
                   ("Permute[{a, b, c}, {2, 3, 1}]", "{c, a, b}"),
                   ("Det[PermutationMatrix[{2, 1, 3}]]", "-1")])
def permutation_matrix(ev, expr):
    p = vector_items(expr.args[0])
    if p is None:
        return None
    n = len(p)
    vals = [_small(v) for v in p]
    if None in vals or sorted(vals) != list(range(1, n + 1)):
        return None
    if not ev.check_size(n * n, "PermutationMatrix"):
        return None
    rows = [[ZERO] * n for _ in range(n)]
    for i, v in enumerate(vals):
        rows[v - 1][i] = ONE
    return make_matrix(rows)


# --- geometric transformations -------------------------------------------------------------------

def _outer(u, v):
    return [[times(a, b) for b in v] for a in u]


def _identity_plus(n, c, m):
    """IdentityMatrix[n] + c m (m a list of rows of expressions)."""
    return [[plus(ONE if i == j else ZERO, times(c, m[i][j])) for j in range(n)]
            for i in range(n)]


def _dot(u, v):
    return plus(*[times(a, b) for a, b in zip(u, v)])


def _vec(x, n=None):
    items = vector_items(x)
    if items is None or (n is not None and len(items) != n):
        return None
    return list(items)


@builtin("RotationMatrix", nargs=(1, 2),
         usage="RotationMatrix[theta] gives the 2D matrix rotating vectors counterclockwise by "
               "theta; RotationMatrix[theta, w] the 3D matrix rotating by theta around the "
               "vector w; RotationMatrix[{u, v}] the matrix rotating u to the direction of v.",
         examples=[("RotationMatrix[t]", "{{Cos[t], -Sin[t]}, {Sin[t], Cos[t]}}"),
                   ("RotationMatrix[Pi/2]", "{{0, -1}, {1, 0}}"),
                   ("RotationMatrix[Pi/3] . {1, 0}", "{1/2, Sqrt[3]/2}"),
                   ("RotationMatrix[t, {0, 0, 1}]",
                    "{{Cos[t], -Sin[t], 0}, {Sin[t], Cos[t], 0}, {0, 0, 1}}"),
                   ("RotationMatrix[Pi/2, {1, 0, 0}]", "{{1, 0, 0}, {0, 0, -1}, {0, 1, 0}}"),
                   ("RotationMatrix[{{1, 0}, {0, 1}}]", "{{0, -1}, {1, 0}}"),
                   ("RotationMatrix[{{1, 0, 0}, {0, 1, 0}}]",
                    "{{0, -1, 0}, {1, 0, 0}, {0, 0, 1}}")])
def rotation_matrix(ev, expr):
    args = expr.args
    if len(args) == 1:
        t = args[0]
        if is_list(t):
            return _rotation_between(ev, t)
        if isinstance(t, Expression) and t.head is S.SparseArray:
            return None
        c, s = Expression(S.Cos, (t,)), Expression(S.Sin, (t,))
        return ev.evaluate(make_matrix([[c, neg(s)], [s, c]]))
    t, w = args
    w = _vec(w, 3)
    if w is None or (isinstance(t, Expression) and t.head in (S.List, S.SparseArray)):
        return None
    return _axis_rotation(ev, t, w)


def _axis_rotation(ev, t, w):
    """Rodrigues' formula: cos(t) I + sin(t) [u]x + (1 - cos(t)) u u^T, u = w/|w|."""
    norm2 = ev.evaluate(_dot(w, w))
    if norm2 == ZERO:
        return None
    inv = power(norm2, Integer(-1))
    u = w
    c, s = Expression(S.Cos, (t,)), Expression(S.Sin, (t,))
    cross = [[ZERO, neg(u[2]), u[1]], [u[2], ZERO, neg(u[0])], [neg(u[1]), u[0], ZERO]]
    rows = []
    for i in range(3):
        row = []
        for j in range(3):
            e = plus(ONE if i == j else ZERO, times(minus(ONE, c), minus(times(u[i], u[j], inv),
                                                                         ONE if i == j else ZERO)),
                     times(s, cross[i][j], power(norm2, Expression(S.Rational, (Integer(-1), Integer(2))))))
            row.append(e)
        rows.append(row)
    m = ev.evaluate(make_matrix(rows))
    return ev.call("Simplify", m) if not all(v.is_number for r in m.args for v in r.args) else m


def _rotation_between(ev, pair):
    vs = pair.args
    if len(vs) != 2:
        return None
    u, v = _vec(vs[0]), _vec(vs[1])
    if u is None or v is None or len(u) != len(v) or len(u) not in (2, 3):
        return None
    if len(u) == 2:
        # the angle from u to v: cos = u.v/(|u||v|), sin = (u x v)/(|u||v|)
        nn = Expression(S.Sqrt, (times(_dot(u, u), _dot(v, v)),))
        c = divide(_dot(u, v), nn)
        s = divide(minus(times(u[0], v[1]), times(u[1], v[0])), nn)
        return ev.call("Simplify", ev.evaluate(make_matrix([[c, neg(s)], [s, c]])))
    w = [minus(times(u[1], v[2]), times(u[2], v[1])), minus(times(u[2], v[0]), times(u[0], v[2])),
         minus(times(u[0], v[1]), times(u[1], v[0]))]
    w = [ev.evaluate(x) for x in w]
    if all(x == ZERO for x in w):
        return None
    ang = Expression(S.ArcCos, (divide(_dot(u, v), Expression(S.Sqrt, (
        times(_dot(u, u), _dot(v, v)),))),))
    return _axis_rotation(ev, ev.evaluate(ang), w)


@builtin("ScalingMatrix", nargs=(1, 2),
         usage="ScalingMatrix[{s1, s2, ...}] gives the matrix scaling the i-th coordinate by "
               "si; ScalingMatrix[s, v] the matrix scaling by s in the direction of v.",
         examples=[("ScalingMatrix[{a, b}]", "{{a, 0}, {0, b}}"),
                   ("ScalingMatrix[{2, 3, 4}]", "{{2, 0, 0}, {0, 3, 0}, {0, 0, 4}}"),
                   ("ScalingMatrix[s, {1, 0}]", "{{s, 0}, {0, 1}}"),
                   ("ScalingMatrix[2, {1, 1}]", "{{3/2, 1/2}, {1/2, 3/2}}"),
                   ("ScalingMatrix[{1.5, 2.}]", "{{1.5, 0.}, {0., 2.}}")])
def scaling_matrix(ev, expr):
    args = expr.args
    if len(args) == 1:
        s = _vec(args[0])
        if s is None:
            return None
        z = zero_like(s)
        n = len(s)
        return ev.evaluate(make_matrix([[s[i] if i == j else z for j in range(n)]
                                        for i in range(n)]))
    s, v = args[0], _vec(args[1])
    if v is None:
        return None
    n2 = ev.evaluate(_dot(v, v))
    if n2 == ZERO:
        return None
    c = divide(minus(s, ONE), n2)
    return ev.call("Simplify", ev.evaluate(make_matrix(_identity_plus(len(v), c, _outer(v, v)))))


@builtin("ReflectionMatrix", nargs=1,
         usage="ReflectionMatrix[v] gives the matrix reflecting vectors in the hyperplane "
               "orthogonal to v: IdentityMatrix - 2 v v/(v . v).",
         examples=[("ReflectionMatrix[{1, 0}]", "{{-1, 0}, {0, 1}}"),
                   ("ReflectionMatrix[{1, 1}]", "{{0, -1}, {-1, 0}}"),
                   ("ReflectionMatrix[{1, 1, 1}]",
                    "{{1/3, -2/3, -2/3}, {-2/3, 1/3, -2/3}, {-2/3, -2/3, 1/3}}"),
                   ("ReflectionMatrix[{0, 0, 1}] . {x, y, z}", "{x, y, -z}"),
                   ("ReflectionMatrix[{1., 0.}]", "{{-1., 0.}, {0., 1.}}")])
def reflection_matrix(ev, expr):
    v = _vec(expr.args[0])
    if v is None:
        return None
    n2 = ev.evaluate(_dot(v, [Expression(S.Conjugate, (x,)) if not x.is_number else x
                              for x in v]))
    if n2 == ZERO:
        return None
    c = divide(Integer(-2), n2)
    m = ev.evaluate(make_matrix(_identity_plus(len(v), c, _outer(v, v))))
    if all(x.is_number for r in m.args for x in r.args):
        return m
    return ev.call("Simplify", m)


@builtin("ShearingMatrix", nargs=3,
         usage="ShearingMatrix[theta, v, n] gives the matrix shearing by theta in the "
               "direction of v, parallel to the hyperplane normal to n.",
         examples=[("ShearingMatrix[t, {1, 0}, {0, 1}]", "{{1, Tan[t]}, {0, 1}}"),
                   ("ShearingMatrix[Pi/4, {1, 0}, {0, 1}]", "{{1, 1}, {0, 1}}"),
                   ("ShearingMatrix[Pi/4, {0, 1}, {1, 0}]", "{{1, 0}, {1, 1}}"),
                   ("ShearingMatrix[t, {1, 0, 0}, {0, 0, 1}]",
                    "{{1, 0, Tan[t]}, {0, 1, 0}, {0, 0, 1}}"),
                   ("ShearingMatrix[Pi/3, {2, 0}, {0, 3}]", "{{1, Sqrt[3]}, {0, 1}}")])
def shearing_matrix(ev, expr):
    t, v, n = expr.args
    v, n = _vec(v), _vec(n)
    if v is None or n is None or len(v) != len(n):
        return None
    nv = Expression(S.Sqrt, (_dot(v, v),))
    nn = Expression(S.Sqrt, (_dot(n, n),))
    c = divide(Expression(S.Tan, (t,)), times(nv, nn))
    m = ev.evaluate(make_matrix(_identity_plus(len(v), c, _outer(v, n))))
    return m
