"""Eigenvalues and eigenvectors: the algorithms behind Eigenvalues, Eigenvectors,
Eigensystem, SingularValueList and the exact matrix 2-norm (no builtins here).

Exact and symbolic matrices: the characteristic polynomial (SymPy, division-free) is
factored over the field of the entries; each factor gives its roots the way the Wolfram
Language writes them:

* linear factors: the rational (or rational-function) root;
* quadratic factors: radicals, with the content pulled out as Wolfram does
  (``1/2 (5 + Sqrt[33])``, ``3/2 (5 - Sqrt[33])``, ``1 + Sqrt[2]``, ``I``);
* irreducible factors of degree 3 and more: ``Root[f, k]`` objects (Cubics and Quartics
  are False by default), numbered as Root numbers them (real roots ascending, then the
  complex ones by real part, each conjugate pair with the negative imaginary part first).

The roots are listed factor by factor in canonical order, then (when every root has a
numerical value) sorted by decreasing absolute value, ties in reverse of that order, which
gives ``{-1, 1}`` for ``{{0, 1}, {1, 0}}`` and ``{I, -I}`` for ``{{0, 1}, {-1, 0}}``.

Each root carries the field it lives in (QQ, SymField, or an algebraic extension AlgExt of
either), so eigenvectors are exact null spaces of ``m - lambda I`` computed in that field:
rational ones scaled to coprime integers (as NullSpace gives them), others with the last
free component 1.  Defective matrices get zero vectors for the missing ones.

Machine matrices: LAPACK through NumPy (``eigh`` for Hermitian matrices), sorted by
decreasing absolute value.  Arbitrary precision: mpmath at the precision of the input.
"""

from fractions import Fraction

from mathilda.algorithms.linalg.common import make_list, rat
from mathilda.algorithms.linalg.fields import (
    QQ, AlgExt, clear_denominators, content_form, null_vectors, rref, squarefree_split, SymField)
from mathilda.core.expr import Complex, Expression, Integer, Real, S, make_rational
from mathilda.core.ordering import sort_key

SLOT1 = Expression(S.Slot, (Integer(1),))


class Root_:
    """One eigenvalue: its expression, numerical value (complex or None), the field it
    lives in and its element there (None when eigenvectors cannot be computed exactly)."""

    __slots__ = ("expr", "value", "field", "elem", "out", "gen")

    def __init__(self, expr, value, field=None, elem=None, out=None, gen=None):
        self.expr = expr
        self.value = value
        self.field = field
        self.elem = elem
        self.out = out          # out(elem, ev) -> Expr for elements of ``field``
        self.gen = gen          # the generator of an AlgExt field (Sqrt[r], Root[f, k])


class Failed(Exception):
    """The exact method does not apply (SymPy could not factor, ...)."""


# --- the characteristic polynomial ---------------------------------------------------------------

def sympy_matrix(rows, kind):
    from mathilda.bridges.sympy import sympy_module, to_sympy
    sp = sympy_module()
    if kind in ("int", "rat"):
        return sp.Matrix([[sp.Rational(Fraction(v.value).numerator,
                                       Fraction(v.value).denominator) for v in r]
                          for r in rows])
    return sp.Matrix([[to_sympy(v) for v in r] for r in rows])


def charpoly_sympy(rows, kind):
    """(sp, x, monic characteristic polynomial det(x I - m) as a SymPy expression)."""
    from mathilda.bridges.sympy import sympy_module
    sp = sympy_module()
    x = sp.Symbol("_W_lambda")      # no Wolfram symbol converts to this name
    M = sympy_matrix(rows, kind)
    if kind in ("int", "rat"):
        P = M.charpoly(x)
    else:
        P = M.charpoly(x, simplify=sp.cancel)
    x = P.gen
    p = P.as_expr()
    if kind not in ("int", "rat"):
        p = sp.expand(p)
    return sp, x, p


# --- roots of the factors ------------------------------------------------------------------------

def _sqrt(ev, r):
    return ev.evaluate(Expression(S.Power, (Integer(r), make_rational(1, 2))))


def _ext_out_q(sqrt_r):
    def out(e, ev):
        return content_form(ev, [(e[0], None), (e[1], sqrt_r)])
    return out


def _root_out(alpha):
    def out(e, ev):
        terms = []
        for i, c in enumerate(e):
            if c == 0:
                continue
            if i == 0:
                terms.append(rat(c))
            else:
                p = alpha if i == 1 else Expression(S.Power, (alpha, Integer(i)))
                terms.append(Expression(S.Times, (rat(c), p)))
        if not terms:
            return Integer(0)
        return ev.evaluate(Expression(S.Plus, tuple(terms)))
    return out


def _q_out(e, ev):
    return rat(e)


def _rational_roots(ev, sp, x, f):
    """Roots of a factor f (a SymPy Poly over QQ/ZZ) of the characteristic polynomial."""
    coeffs = [Fraction(int(c.p), int(c.q)) for c in reversed(f.all_coeffs())]
    d = len(coeffs) - 1
    lead = coeffs[-1]
    coeffs = [c / lead for c in coeffs]
    if d == 1:
        v = -coeffs[0]
        return [Root_(rat(v), complex(v), QQ, v, _q_out)]
    if d == 2:
        B, C = coeffs[1], coeffs[0]
        p = -B / 2
        disc = B * B / 4 - C                  # roots p +- sqrt(disc)
        num, den = disc.numerator, disc.denominator
        k, r = squarefree_split(num * den)
        q = Fraction(k, den)
        sqrt_r = _sqrt(ev, r)
        field = AlgExt(QQ, [Fraction(-r), Fraction(0), Fraction(1)])
        out = _ext_out_q(sqrt_r)
        roots = []
        for sgn in (-1, 1):
            e = (p, sgn * q)
            val = complex(p) + sgn * float(q) * (complex(r) ** 0.5)
            roots.append(Root_(out(e, ev), val, field, e, out, sqrt_r))
        return roots
    # degree >= 3: Root objects
    ints = [c * lead for c in coeffs]
    den = 1
    for c in ints:
        den = den * c.denominator // _gcd(den, c.denominator)
    ints = [int(c * den) for c in ints]
    g = 0
    for c in ints:
        g = _gcd(g, c)
    ints = [c // g for c in ints]
    if ints[-1] < 0:
        ints = [-c for c in ints]
    body = ev.evaluate(Expression(S.Plus, tuple(
        Expression(S.Times, (Integer(c), Expression(S.Power, (SLOT1, Integer(i)))))
        for i, c in enumerate(ints) if c)))
    fn = Expression(S.Function, (body,))
    vals = root_order(_numeric_roots(ints))
    field = AlgExt(QQ, coeffs)
    roots = []
    for k, val in enumerate(vals, 1):
        alpha = Expression(S.Root, (fn, Integer(k)))
        e = field.elem([Fraction(0), Fraction(1)])
        roots.append(Root_(alpha, val, field, e, _root_out(alpha), alpha))
    return roots


def _gcd(a, b):
    from math import gcd
    return gcd(a, b)


def _numeric_roots(ints):
    """All complex roots of the integer polynomial sum ints[i] x^i, to machine accuracy."""
    import mpmath
    with mpmath.workdps(30):
        rs = mpmath.polyroots(list(reversed(ints)), maxsteps=200, extraprec=60)
    out = []
    for z in rs:
        z = complex(z)
        if abs(z.imag) <= 1e-12 * max(1.0, abs(z)):
            z = complex(z.real, 0.0)
        out.append(z)
    return out


def root_order(vals):
    """Root's numbering: reals ascending, then the complex roots by real part and then
    imaginary part (a conjugate pair: the negative imaginary part first)."""
    reals = sorted((v for v in vals if v.imag == 0), key=lambda z: z.real)
    cplx = sorted((v for v in vals if v.imag != 0),
                  key=lambda z: (round(z.real, 9), z.imag))
    return reals + cplx


def _symbolic_roots(ev, sp, x, f):
    """Roots of a factor f (a SymPy Poly in x with symbolic or non-rational coefficients)."""
    from mathilda.bridges.sympy import from_sympy
    F = SymField()
    cs = [F.norm(c) for c in reversed(f.all_coeffs())]
    d = len(cs) - 1
    lead = cs[-1]
    cs = [F.norm(c / lead) for c in cs]
    if d == 1:
        v = F.norm(-cs[0])
        e = from_sympy(v, ev)
        return [Root_(e, _numeric(ev, e), F, v, F.to_expr)]
    if d == 2:
        B, C = cs[1], cs[0]
        D = F.norm(B * B - 4 * C)
        Dx = from_sympy(D, ev)
        sqrtD = ev.evaluate(Expression(S.Power, (Dx, make_rational(1, 2))))
        mB = from_sympy(F.norm(-B), ev)
        field = AlgExt(F, [F.norm(-D), F.zero, F.one])
        half = sp.Rational(1, 2)
        out = _sym_ext_out(F, sqrtD)
        roots = []
        for sgn in (-1, 1):
            term = sqrtD if sgn > 0 else Expression(S.Times, (Integer(-1), sqrtD))
            if D.free_symbols or B.free_symbols:      # 1/2 (a + d - Sqrt[...])
                e = ev.evaluate(Expression(S.Times, (make_rational(1, 2),
                                                     Expression(S.Plus, (mB, term)))))
            else:       # numbers with radicals: expanded (1 + Sqrt[2], not (2 + 2 Sqrt[2])/2)
                e = from_sympy(sp.expand((-B + sgn * sp.sqrt(D)) / 2), ev)
            elem = (F.norm(-B * half), F.norm(sgn * half))
            roots.append(Root_(e, _numeric(ev, e), field, elem, out, sqrtD))
        return roots
    # an irreducible factor of degree >= 3 with symbolic coefficients: no parametric
    # Root objects here (Root needs numeric coefficients), the call stays unevaluated
    raise Failed("symbolic factor of degree %d" % d)


def _sym_ext_out(F, sqrtD):
    sp = F.sp

    def out(e, ev):
        from mathilda.bridges.sympy import from_sympy
        p, q = e
        if q == 0:
            return from_sympy(p, ev)
        np_, dp = sp.fraction(sp.together(p))
        nq, dq = sp.fraction(sp.together(q))
        den = sp.lcm(dp, dq)
        P = sp.expand(sp.cancel(p * den))
        Q = sp.expand(sp.cancel(q * den))
        num = Expression(S.Plus, (from_sympy(P, ev),
                                  Expression(S.Times, (from_sympy(Q, ev), sqrtD))))
        return ev.evaluate(Expression(S.Times, (num, Expression(S.Power, (
            from_sympy(den, ev), Integer(-1))))))
    return out


def _numeric(ev, e):
    t = type(e)
    if t is Integer or t is Real:
        return complex(float(e.value))
    if t is Complex:
        try:
            return complex(float(e.re.value), float(e.im.value))
        except (TypeError, AttributeError):
            return None
    n = ev.evaluate(Expression(S.N, (e,)))
    t = type(n)
    if t is Real:
        return complex(float(n.value))
    if t is Integer:
        return complex(n.value)
    if t is Complex and type(n.re) in (Real, Integer) and type(n.im) in (Real, Integer):
        return complex(float(n.re.value), float(n.im.value))
    return None


def exact_eigenvalues(ev, rows, kind):
    """The eigenvalues (list of Root_) of an exact or symbolic square matrix, in Wolfram's
    order."""
    sp, x, p = charpoly_sympy(rows, kind)
    try:
        _, factors = sp.factor_list(p, x)
    except Exception as e:       # noqa: BLE001 - SymPy cannot factor over this domain
        raise Failed(str(e))
    from mathilda.bridges.sympy import from_sympy
    keyed = []
    for f, mult in factors:
        poly = sp.Poly(f, x)
        if poly.degree() <= 0:
            continue
        key = sort_key(from_sympy(poly.as_expr().subs(x, sp.Symbol("x")), ev))
        keyed.append((key, poly, mult))
    keyed.sort(key=lambda t: t[0])
    out = []
    for _, poly, mult in keyed:
        exact_q = poly.domain.is_ZZ or poly.domain.is_QQ
        roots = _rational_roots(ev, sp, x, poly) if exact_q else \
            _symbolic_roots(ev, sp, x, poly)
        for r in roots:
            out.extend([r] * mult)
    if all(r.value is not None for r in out):
        idx = sorted(range(len(out)), key=lambda i: _abs_key(out[i].value))
        out = [out[i] for i in reversed(idx)]
    return out


def _abs_key(z):
    """|z| rounded to 10 significant digits, so that equal moduli computed with different
    rounding errors tie (the cube roots of unity all have modulus 1)."""
    return float("%.10g" % abs(z))


# --- eigenvectors --------------------------------------------------------------------------------

def exact_eigenvectors(ev, rows, kind, roots):
    """The eigenvectors (list of Expr vectors) matching ``roots``; None if some root has no
    field to compute in."""
    n = len(rows)
    done = {}
    out = []
    for r in roots:
        if r.field is None:
            return None
        key = id(r)
        if key not in done:
            done[key] = _null_for(ev, rows, kind, r, n)
        vecs = done[key]
        out.append(vecs.pop(0) if vecs else make_list([Integer(0)] * n))
    return out


def _lift(r):
    """(field, element, out) of a root for a matrix with non-rational entries: a root in
    QQ or an extension of QQ is moved to SymField (or the same extension of it)."""
    F = r.field
    if F is QQ:
        S_ = SymField()
        return S_, S_.from_rat(r.elem), S_.to_expr
    if isinstance(F, AlgExt) and F.base is QQ:
        S_ = SymField()
        F2 = AlgExt(S_, [S_.from_rat(c) for c in F.f])
        elem = tuple(S_.from_rat(c) for c in r.elem)
        out = _sym_ext_out(S_, r.gen) if F.d == 2 else _sym_poly_out(S_, r.gen)
        return F2, elem, out
    return F, r.elem, r.out


def _sym_poly_out(F, gen):
    def out(e, ev):
        terms = []
        for i, c in enumerate(e):
            cx = F.to_expr(c, ev)
            terms.append(cx if i == 0 else Expression(S.Times, (
                cx, Expression(S.Power, (gen, Integer(i))))))
        return ev.evaluate(Expression(S.Plus, tuple(terms)))
    return out


def _null_for(ev, rows, kind, r, n):
    if kind in ("int", "rat"):
        F, elem, out = r.field, r.elem, r.out
        base = F.base if isinstance(F, AlgExt) else F
        conv = (lambda v: Fraction(v.value)) if base is QQ else base.from_expr
    else:
        F, elem, out = _lift(r)
        base = F.base if isinstance(F, AlgExt) else F
        conv = base.from_expr
    lift = F.from_base if isinstance(F, AlgExt) else (lambda b: b)
    mat = []
    for i, row in enumerate(rows):
        line = [lift(conv(v)) for v in row]
        line[i] = F.sub(line[i], elem)
        mat.append(line)
    piv = rref(F, mat, ev=ev)
    vecs = null_vectors(F, mat, piv, n)
    res = []
    for v in vecs:
        if F is QQ:
            res.append(make_list([Integer(c) for c in clear_denominators(v)]))
        else:
            res.append(make_list([out(c, ev) for c in v]))
    return res


# --- numeric -------------------------------------------------------------------------------------

def numeric_eigen(a, vectors=False):
    """(values, vectors or None) of a NumPy matrix, by decreasing absolute value."""
    from mathilda.core.packed import numpy
    np = numpy()
    herm = bool((a == a.conj().T).all())
    if herm:
        if vectors:
            w, v = np.linalg.eigh(a)
        else:
            w, v = np.linalg.eigvalsh(a), None
    else:
        if vectors:
            w, v = np.linalg.eig(a)
        else:
            w, v = np.linalg.eigvals(a), None
        if w.dtype.kind == "c" and not np.any(w.imag) and a.dtype.kind != "c":
            w = w.real
            if v is not None:
                v = v.real
    order = sorted(range(len(w)), key=lambda i: -_abs_key(w[i]))
    w = w[order]
    if v is not None:
        v = v[:, order].T
    return w, v


def big_eigen(rows, vectors=False):
    """(values, vectors, digits) of an arbitrary-precision matrix with mpmath."""
    import mpmath
    prec = min(_prec(v) for r in rows for v in r)
    with mpmath.workdps(int(prec) + 5):
        M = mpmath.matrix([[_mp(v) for v in r] for r in rows])
        if vectors:
            w, V = mpmath.eig(M)
        else:
            w, V = mpmath.eig(M, right=False), None
        order = sorted(range(len(w)), key=lambda i: -abs(w[i]))
        vals = [w[i] for i in order]
        vecs = None
        if V is not None:
            vecs = []
            for i in order:
                col = [V[k, i] for k in range(V.rows)]
                nrm = mpmath.sqrt(sum(abs(c) ** 2 for c in col))
                vecs.append([c / nrm for c in col])
    return vals, vecs, prec


def _prec(v):
    t = type(v)
    if t is Real:
        return v.prec if v.prec is not None else 16
    if t is Complex:
        return min(_prec(v.re), _prec(v.im))
    return 10 ** 6


def _mp(v):
    import mpmath
    t = type(v)
    if t is Complex:
        return mpmath.mpc(_mp(v.re), _mp(v.im))
    if t is Integer:
        return mpmath.mpf(v.value)
    if t is Real:
        return mpmath.mpf(v.value)
    f = Fraction(v.value)
    return mpmath.mpf(f.numerator) / f.denominator


def mp_expr(z, prec):
    """Real or Complex Expr of an mpmath number at ``prec`` digits (the mpf values are kept
    as they are: building a new mpf would round to the current working precision)."""
    import mpmath
    if isinstance(z, mpmath.mpc):
        if z.imag == 0:
            return Real(z.real, prec=prec)
        return Complex(Real(z.real, prec=prec), Real(z.imag, prec=prec))
    if not isinstance(z, mpmath.mpf):
        with mpmath.workdps(int(prec) + 5):
            z = mpmath.mpf(z)
    return Real(z, prec=prec)
