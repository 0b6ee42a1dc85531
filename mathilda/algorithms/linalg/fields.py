"""Exact linear algebra for the linalg builtins (nothing registered here): Bareiss
determinants and fraction-free Gauss-Jordan elimination in Python ints, the fields that
elimination runs over (QQ as Fractions, SymField: SymPy expressions kept in lowest terms by
``cancel``, AlgExt: an algebraic extension base[t]/(f(t)) of either, where eigenvectors of
irrational eigenvalues live), Gauss-Jordan over any of them (``rref``), null spaces in
Wolfram's order, and the Wolfram-style writing of radicals (``content_form``).

A field is an object with ``zero one add sub mul div neg inv is_zero`` and
``from_expr``/``to_expr`` conversions.
"""

from fractions import Fraction
from math import gcd, isqrt
import operator

from mathilda.algorithms.linalg.common import PackedRows, make_matrix, rat
from mathilda.core.expr import Expression, Integer, S


# --- exact numbers -------------------------------------------------------------------------------

def bareiss_det(a):
    """Determinant of a square matrix of Python ints (a list of lists, consumed)."""
    n = len(a)
    sign = 1
    prev = 1
    for k in range(n - 1):
        if a[k][k] == 0:
            for i in range(k + 1, n):
                if a[i][k] != 0:
                    a[k], a[i] = a[i], a[k]
                    sign = -sign
                    break
            else:
                return 0
        rowk = a[k]
        akk = rowk[k]
        tail = rowk[k + 1:]
        for i in range(k + 1, n):
            rowi = a[i]
            aik = rowi[k]
            if aik:
                a[i] = rowi[:k + 1] + [(x * akk - aik * y) // prev
                                       for x, y in zip(rowi[k + 1:], tail)]
            elif akk != prev:
                a[i] = rowi[:k + 1] + [x * akk // prev for x in rowi[k + 1:]]
        prev = akk
    return sign * a[n - 1][n - 1]


def exact_values(rows):
    """Python ints/Fractions of an int/rat matrix (a packed one read from its buffer)."""
    if isinstance(rows, PackedRows):
        return rows.x.array.tolist()
    return [[v.value for v in r] for r in rows]


def integer_rows(vals):
    """(rows of ints, scales): each row of ints/Fractions multiplied by the lcm of its
    denominators (the scales)."""
    ints = []
    scales = []
    for r in vals:
        den = 1
        for v in r:
            if type(v) is Fraction:
                den = den * v.denominator // gcd(den, v.denominator)
        ints.append([int(v * den) for v in r] if den != 1 else list(r))
        scales.append(den)
    return ints, scales


def exact_det(rows):
    """Determinant (Fraction or int) of an int/rat matrix (rows of Exprs)."""
    ints, scales = integer_rows(exact_values(rows))
    scale = 1
    for d in scales:
        scale *= d
    d = bareiss_det(ints)
    return Fraction(d, scale) if scale != 1 else d


class Inexact(Exception):
    """A fraction-free division left a remainder (cannot happen for exact minors; the
    caller falls back on Fractions)."""


def ff_rref(a, ncols=None, ev=None):
    """Fraction-free Gauss-Jordan elimination of a list of rows of Python ints (modified in
    place) on the first ``ncols`` columns: every division is exact (the entries stay minors
    of the matrix).  Gives (pivots, d): the reduced row echelon form is rows/d on the pivot
    rows (d is the last pivot; every pivot entry ends equal to d)."""
    m = len(a)
    n = len(a[0]) if ncols is None else ncols
    width = len(a[0])
    prev = 1
    r = 0
    pivots = []
    for c in range(n):
        if ev is not None:
            ev.check_interrupt()
        p = None
        for i in range(r, m):
            if a[i][c]:
                p = i
                break
        if p is None:
            continue
        a[r], a[p] = a[p], a[r]
        rowr = a[r]
        piv = rowr[c]
        for i in range(m):
            if i == r:
                continue
            rowi = a[i]
            f = rowi[c]
            if f:
                num = [piv * x - f * y for x, y in zip(rowi, rowr)]
            elif piv != prev:
                num = [piv * x for x in rowi]
            else:
                continue
            new = [x // prev for x in num]
            if prev != 1 and any(q * prev != x for q, x in zip(new, num)):
                raise Inexact()
            a[i] = new
        prev = piv
        pivots.append(c)
        r += 1
        if r == m:
            break
    # rows reduced before the last pivot carry an older pivot on their diagonal: bring every
    # pivot row to the common scale prev
    for k, pc in enumerate(pivots):
        dk = a[k][pc]
        if dk != prev:
            row = a[k]
            for j in range(width):
                q, rem = divmod(row[j] * prev, dk)
                if rem:
                    raise Inexact()
                row[j] = q
    return pivots, prev


def exact_rref(rows, extra=None, ncols=None, ev=None):
    """Reduced row echelon form of an int/rat matrix (with optional extra columns ``extra``,
    lists of ints/Fractions per row) as rows of Fractions, and the pivot columns."""
    vals = exact_values(rows)
    if extra is not None:
        vals = [list(r) + list(e) for r, e in zip(vals, extra)]
    ints, _ = integer_rows(vals)
    try:
        piv, d = ff_rref(ints, ncols, ev)
    except Inexact:
        fr = [[Fraction(v) for v in r] for r in vals]
        piv = rref(QQ, fr, ncols, ev=ev)
        return fr, piv
    k = len(piv)
    # pivot rows scaled to the RREF; the other rows are zero on the first ncols columns
    # and keep their (scaled) extra columns, whose non-zero entries mean inconsistency
    return [[Fraction(v, d) for v in row] if i < k else [Fraction(v) for v in row]
            for i, row in enumerate(ints)], piv


def squarefree_split(n):
    """(k, r) with n == k^2 r and r squarefree (n a non-zero int; r keeps the sign)."""
    sign = -1 if n < 0 else 1
    n = abs(n)
    k = 1
    r = 1
    p = 2
    while p * p <= n:
        e = 0
        while n % p == 0:
            n //= p
            e += 1
        k *= p ** (e // 2)
        if e % 2:
            r *= p
        p += 1 if p == 2 else 2
        if p > 10 ** 6:         # give up on a full factorisation: keep the rest under the root
            break
    s = isqrt(n)
    if s * s == n:
        k *= s
    else:
        r *= n
    return k, sign * r


def content_form(ev, terms):
    """The Wolfram-style expression ``c (t1 + t2 + ...)`` for a sum of rational multiples of
    fixed expressions: ``terms`` is a list of (Fraction, Expr or None for 1).  The common
    content c is pulled out (1/6 (-3 + Sqrt[33]), 3/2 (5 + Sqrt[33]))."""
    terms = [(Fraction(c), e) for c, e in terms if c != 0]
    if not terms:
        return Integer(0)
    den = 1
    for c, _ in terms:
        den = den * c.denominator // gcd(den, c.denominator)
    nums = [int(c * den) for c, _ in terms]
    g = 0
    for v in nums:
        g = gcd(g, v)
    parts = []
    for v, (_, e) in zip(nums, terms):
        k = Integer(v // g)
        parts.append(k if e is None else Expression(S.Times, (k, e)))
    inner = parts[0] if len(parts) == 1 else Expression(S.Plus, tuple(parts))
    c = Fraction(g, den)
    if len(parts) == 1 or c == 1:
        return ev.evaluate(Expression(S.Times, (rat(c), inner)))
    inner = ev.evaluate(inner)
    return ev.evaluate(Expression(S.Times, (rat(c), inner)))


# --- fields --------------------------------------------------------------------------------------

class QQField:
    """The rationals as Python Fractions (ints allowed)."""

    zero = Fraction(0)
    one = Fraction(1)
    add = staticmethod(operator.add)
    sub = staticmethod(operator.sub)
    mul = staticmethod(operator.mul)
    div = staticmethod(operator.truediv)
    neg = staticmethod(operator.neg)

    @staticmethod
    def inv(a):
        return 1 / Fraction(a)

    @staticmethod
    def is_zero(a):
        return a == 0

    @staticmethod
    def from_expr(x):
        return Fraction(x.value)

    @staticmethod
    def from_rat(v):
        return Fraction(v)

    @staticmethod
    def to_expr(a, ev):
        return rat(Fraction(a))


QQ = QQField()


class SymField:
    """Expressions through SymPy, kept in lowest terms by ``cancel`` (rational functions of
    the symbols, with I and radicals as generators)."""

    def __init__(self):
        from mathilda.bridges.sympy import sympy_module
        sp = self.sp = sympy_module()
        self.zero = sp.Integer(0)
        self.one = sp.Integer(1)
        self._cancel = sp.cancel

    def norm(self, a):
        try:
            return self._cancel(a)
        except Exception:       # SymPy's polys refuse some generators: keep the expression
            return self.sp.simplify(a)

    def add(self, a, b):
        return self.norm(a + b)

    def sub(self, a, b):
        return self.norm(a - b)

    def mul(self, a, b):
        return self.norm(a * b)

    def div(self, a, b):
        return self.norm(a / b)

    def neg(self, a):
        return -a

    def inv(self, a):
        return self.norm(1 / a)

    def is_zero(self, a):
        if a == 0:
            return True
        if a.is_number:
            z = a.equals(0)
            return bool(z)
        return False

    def from_expr(self, x):
        from mathilda.bridges.sympy import to_sympy
        return self.norm(to_sympy(x))

    def from_rat(self, v):
        v = Fraction(v)
        return self.sp.Rational(v.numerator, v.denominator)

    def to_expr(self, a, ev):
        from mathilda.bridges.sympy import from_sympy
        return from_sympy(a, ev)


class AlgExt:
    """The algebraic extension base[t]/(f(t)) of a field ``base`` by a root t of the monic
    irreducible ``f`` (coefficients c0..c_{d-1}, 1 in base elements).  Elements are tuples
    of d base elements (coefficients of 1, t, t^2, ...)."""

    def __init__(self, base, f):
        self.base = base
        self.f = list(f)
        self.d = len(f) - 1
        self.zero = tuple([base.zero] * self.d)
        self.one = (base.one,) + tuple([base.zero] * (self.d - 1))

    def elem(self, coeffs):
        c = list(coeffs) + [self.base.zero] * (self.d - len(coeffs))
        return tuple(c)

    def from_base(self, b):
        return (b,) + tuple([self.base.zero] * (self.d - 1))

    def add(self, a, b):
        B = self.base
        return tuple(B.add(x, y) for x, y in zip(a, b))

    def sub(self, a, b):
        B = self.base
        return tuple(B.sub(x, y) for x, y in zip(a, b))

    def neg(self, a):
        B = self.base
        return tuple(B.neg(x) for x in a)

    def is_zero(self, a):
        B = self.base
        return all(B.is_zero(x) for x in a)

    def _reduce(self, p):
        """p (a list of base elements) modulo f."""
        B, f, d = self.base, self.f, self.d
        p = list(p)
        for k in range(len(p) - 1, d - 1, -1):
            c = p[k]
            if not B.is_zero(c):
                for i in range(d):
                    p[k - d + i] = B.sub(p[k - d + i], B.mul(c, f[i]))
            p[k] = B.zero
        return tuple(p[:d]) if len(p) >= d else self.elem(p)

    def mul(self, a, b):
        B = self.base
        out = [B.zero] * (2 * self.d - 1)
        for i, x in enumerate(a):
            if B.is_zero(x):
                continue
            for j, y in enumerate(b):
                if not B.is_zero(y):
                    out[i + j] = B.add(out[i + j], B.mul(x, y))
        return self._reduce(out)

    def inv(self, a):
        """Inverse through the extended Euclidean algorithm in base[t]."""
        B = self.base
        r0, r1 = _ptrim(B, list(self.f)), _ptrim(B, list(a))
        s0, s1 = [B.zero], [B.one]
        while len(r1) > 1 or not B.is_zero(r1[0]):
            q, r = _pdivmod(B, r0, r1)
            r0, r1 = r1, r
            s0, s1 = s1, _ptrim(B, _psub(B, s0, _pmul(B, q, s1)))
        # r0 is a non-zero constant
        c = B.inv(r0[0])
        return self._reduce([B.mul(c, x) for x in s0])

    def div(self, a, b):
        return self.mul(a, self.inv(b))


def _ptrim(B, p):
    while len(p) > 1 and B.is_zero(p[-1]):
        p.pop()
    return p


def _psub(B, p, q):
    n = max(len(p), len(q))
    p = p + [B.zero] * (n - len(p))
    q = q + [B.zero] * (n - len(q))
    return [B.sub(x, y) for x, y in zip(p, q)]


def _pmul(B, p, q):
    out = [B.zero] * (len(p) + len(q) - 1)
    for i, x in enumerate(p):
        for j, y in enumerate(q):
            out[i + j] = B.add(out[i + j], B.mul(x, y))
    return out


def _pdivmod(B, p, q):
    p = list(p)
    dq = len(q) - 1
    lead = B.inv(q[-1])
    if len(p) - 1 < dq:
        return [B.zero], _ptrim(B, p)
    quot = [B.zero] * (len(p) - dq)
    for k in range(len(p) - 1, dq - 1, -1):
        c = B.mul(p[k], lead)
        quot[k - dq] = c
        if not B.is_zero(c):
            for i in range(dq + 1):
                p[k - dq + i] = B.sub(p[k - dq + i], B.mul(c, q[i]))
    rem = _ptrim(B, p[:dq] if dq else [B.zero])
    return _ptrim(B, quot), rem


# --- elimination ---------------------------------------------------------------------------------

def rref(F, rows, ncols=None, ev=None):
    """Reduce ``rows`` (lists of F elements, modified in place) to reduced row echelon form
    on the first ``ncols`` columns; gives the list of pivot columns."""
    m = len(rows)
    n = len(rows[0]) if ncols is None else ncols
    is_zero, mul, sub, inv = F.is_zero, F.mul, F.sub, F.inv
    zero = F.zero
    r = 0
    pivots = []
    for c in range(n):
        if ev is not None:
            ev.check_interrupt()
        p = None
        for i in range(r, m):
            if not is_zero(rows[i][c]):
                p = i
                break
        if p is None:
            for i in range(r, m):
                rows[i][c] = zero
            continue
        rows[r], rows[p] = rows[p], rows[r]
        row = rows[r]
        piv = row[c]
        if piv != F.one:
            s = inv(piv)
            row = rows[r] = [zero] * c + [mul(v, s) for v in row[c:]]
        for i in range(m):
            if i != r:
                ri = rows[i]
                fct = ri[c]
                if not is_zero(fct):
                    rows[i] = ri[:c] + [zero] + [sub(a, mul(fct, b))
                                                 for a, b in zip(ri[c + 1:], row[c + 1:])]
                else:
                    ri[c] = zero
        pivots.append(c)
        r += 1
        if r == m:
            break
    return pivots


def null_vectors(F, rows, pivots, n):
    """Basis of the null space from a reduced matrix (Wolfram order: the vector of the
    last free variable first)."""
    free = [c for c in range(n) if c not in pivots]
    out = []
    for f in reversed(free):
        v = [F.zero] * n
        v[f] = F.one
        for k, pc in enumerate(pivots):
            v[pc] = F.neg(rows[k][f])
        out.append(v)
    return out


def clear_denominators(v):
    """A Fraction vector scaled to coprime integers (the scale positive)."""
    den = 1
    for x in v:
        den = den * x.denominator // gcd(den, x.denominator)
    ints = [int(x * den) for x in v]
    g = 0
    for x in ints:
        g = gcd(g, x)
    if g > 1:
        ints = [x // g for x in ints]
    return ints


def field_for(kind):
    return QQ if kind in ("int", "rat") else SymField()


def to_field(F, rows):
    if F is QQ:
        return [[Fraction(v.value) for v in r] for r in rows]
    return [[F.from_expr(v) for v in r] for r in rows]


def from_field(F, ev, rows):
    return make_matrix([[F.to_expr(v, ev) for v in r] for r in rows])


def rational_function_det(sp_m):
    """The determinant of a SymPy matrix whose entries are rational functions with rational
    coefficients, by fraction-free elimination in SymPy's DomainMatrix over ZZ[x..] or
    ZZ(x..) (a 6 x 6 matrix of 1/(i + j + x) in 0.2 s, where Berkowitz takes 20 s); None for
    other entries (radicals, functions, floats), which take the general route."""
    from sympy.polys.matrices import DomainMatrix
    from sympy.polys.polyerrors import PolificationFailed, CoercionFailed
    if sp_m.rows < 3:
        return None
    try:
        dm = DomainMatrix.from_Matrix(sp_m)
    except (PolificationFailed, CoercionFailed, ValueError, TypeError):
        return None
    dom = dm.domain
    if not (dom.is_PolynomialRing or dom.is_FractionField) or \
            not (dom.domain.is_ZZ or dom.domain.is_QQ):
        return None
    return dom.to_sympy(dm.det())
