"""Native polynomial arithmetic behind Expand, ExpandAll, Collect, Coefficient,
CoefficientList, Exponent, PolynomialQ and Variables (no SymPy: expansion of large powers is
the hot path and a SymPy round trip would dominate it).

An expression is read as a sparse polynomial over *generators*: every factor that is not a
sum to be multiplied out (a symbol, ``Sin[x]``, ``Sqrt[1 + x]``, ``1/(1 + x)``, ``2.5``,
``I``...).  ``Poly`` is a dict ``monomial -> coefficient`` where a monomial is a tuple of
``(generator index, exponent)`` pairs sorted by index, exponents are ints or Fractions, and
coefficients are exact rationals (int or Fraction).

The result is rebuilt as ``Plus[Times[c, g1^e1, ...], ...]`` and evaluated, so the native
arithmetic puts it in canonical order and simplifies what is left (``I^2``, ``Sqrt[2]^2``,
``x^n x``).  Nothing here is registered as a builtin.
"""

from fractions import Fraction
from math import comb, factorial

from mathilda.core.expr import Expression, Integer, Rational, Symbol, S, make_rational

__all__ = ["Expander", "expand", "free_of", "is_polynomial", "variables"]


def _is_plus(e):
    return type(e) is Expression and e.head is S.Plus


def _has_sum(e):
    """True when multiplying ``e`` out could change it."""
    if type(e) is not Expression:
        return False
    h = e.head
    if h is S.Plus:
        return True
    if h is S.Times:
        return any(_has_sum(a) for a in e.args)
    if h is S.Power and len(e.args) == 2:
        n = e.args[1]
        if type(n) is Integer and n.value > 0:
            return _has_sum(e.args[0])
        if type(n) is Rational and n.value > 1:
            return _is_plus(e.args[0])
    return False


class Expander:
    """Reads expressions as polynomials over generators and writes them back.

    ``keep(sum_expr)`` (optional) tells which sums must stay unexpanded (``Expand[e, patt]``
    keeps the sums free of ``patt``)."""

    def __init__(self, ev, keep=None):
        self.ev = ev
        self.keep = keep
        self.gens = []          # index -> generator Expr
        self.index = {}         # generator Expr -> index
        self.numeric = set()    # indices of exact rational generators (2 in 2^(1/2))

    # --- generators ----------------------------------------------------------------------
    def gen(self, e):
        i = self.index.get(e)
        if i is None:
            i = len(self.gens)
            self.gens.append(e)
            self.index[e] = i
            if type(e) is Integer or type(e) is Rational:
                self.numeric.add(i)
        return i

    def _mono(self, e, exp=1):
        return {((self.gen(e), exp),): 1}

    # --- reading ---------------------------------------------------------------------------
    def poly(self, e):
        t = type(e)
        if t is Integer:
            return {(): e.value} if e.value else {}
        if t is Rational:
            return {(): e.value}
        if t is not Expression:
            return self._mono(e)
        h = e.head
        if h is S.Plus:
            out = {}
            for a in e.args:
                _add_into(out, self.poly(a))
            return out
        if h is S.Times:
            out = {(): 1}
            for a in e.args:
                if _is_plus(a) and self.keep is not None and self.keep(a):
                    p = self._mono(a)
                else:
                    p = self.poly(a)
                out = self.mul(out, p)
                if not out:
                    return out
            return out
        if h is S.Power and len(e.args) == 2:
            return self._power(e)
        return self._mono(e)

    def _power(self, e):
        b, n = e.args
        tn = type(n)
        if tn is Integer:
            k = n.value
            if k > 0 and _has_sum(b) and not (self.keep is not None and _is_plus(b)
                                               and self.keep(b)):
                return self.power(self.poly(b), k)
            if type(b) is Expression and b.head is S.Power and len(b.args) == 2:
                return self._mono(b, k)
            return self._gen_power(b, k)
        if tn is Rational:
            q = n.value
            if q > 1 and _is_plus(b) and not (self.keep is not None and self.keep(b)):
                whole = q.numerator // q.denominator
                return self.mul(self.power(self.poly(b), whole),
                                self._gen_power(b, q - whole))
            return self._gen_power(b, q)
        return self._mono(e)

    def _gen_power(self, b, k):
        if type(b) is Expression and b.head is S.Times:
            # (x y)^(1/2) stays one generator; (x y)^-1 does not occur after evaluation
            return self._mono(Expression(S.Power, (b, _num(k))))
        return self._mono(b, k)

    # --- arithmetic --------------------------------------------------------------------------
    def mul(self, p, q):
        if len(p) > len(q):
            p, q = q, p
        if len(p) == 1 and () in p:
            c = p[()]
            if c == 1:
                return q
            return {m: c * v for m, v in q.items()}
        out = {}
        numeric = self.numeric
        check = self.ev.check_interrupt if len(p) * len(q) > 5000 else None
        for m1, c1 in p.items():
            if check is not None:
                check()
            for m2, c2 in q.items():
                m, c = _merge(m1, m2)
                c *= c1 * c2
                if numeric and m:
                    m, c = self._fold(m, c)
                v = out.get(m)
                if v is None:
                    out[m] = c
                else:
                    v += c
                    if v:
                        out[m] = v
                    else:
                        del out[m]
        return out

    def _fold(self, m, c):
        """Move exact rational generators with integral exponents into the coefficient."""
        keep = []
        for i, e in m:
            if i in self.numeric and (type(e) is int or e.denominator == 1):
                c = c * Fraction(self.gens[i].value) ** int(e)
            else:
                keep.append((i, e))
        return tuple(keep), c

    def power(self, p, n):
        """p^n for a non-negative integer n (multinomial expansion)."""
        if n == 0:
            return {(): 1}
        if not p:
            return {}
        if len(p) == 1:
            (m, c), = p.items()
            mono = tuple((i, e * n) for i, e in m)
            c = c ** n
            if self.numeric and mono:
                mono, c = self._fold(mono, c)
            return {mono: c}
        terms = list(p.items())
        k = len(terms)
        count = comb(n + k - 1, k - 1)
        if not self.ev.check_size(count, "Expand"):
            raise _TooLarge()
        # dense exponent vectors over the generators that occur in p
        local = sorted({i for m, _ in terms for i, _ in m})
        pos = {g: j for j, g in enumerate(local)}
        vecs = []
        for m, c in terms:
            v = [0] * len(local)
            for i, e in m:
                v[pos[i]] = e
            vecs.append((v, c))
        fact = [factorial(j) for j in range(n + 1)]
        out = {}
        width = len(local)
        check = self.ev.check_interrupt
        numeric = self.numeric

        def rec(t, remaining, exps, coeff, denom):
            if t == k - 1:
                v, c = vecs[t]
                r = remaining
                ex = [a + b * r for a, b in zip(exps, v)] if r else exps
                cf = coeff * (c ** r if r else 1)
                total = fact[n] // (denom * fact[r]) * cf
                mono = tuple((local[j], ex[j]) for j in range(width) if ex[j])
                if numeric and mono:
                    mono, total = self._fold(mono, total)
                old = out.get(mono)
                if old is None:
                    out[mono] = total
                else:
                    s = old + total
                    if s:
                        out[mono] = s
                    else:
                        del out[mono]
                return
            v, c = vecs[t]
            if t == 0:
                check()
            ex = exps
            cf = coeff
            for r in range(remaining + 1):
                rec(t + 1, remaining - r, ex, cf, denom * fact[r])
                ex = [a + b for a, b in zip(ex, v)]
                cf = cf * c

        rec(0, n, [0] * width, 1, 1)
        return out

    # --- writing ---------------------------------------------------------------------------
    def factor_expr(self, i, e):
        g = self.gens[i]
        if e == 1:
            return g
        return Expression(S.Power, (g, _num(e)))

    def term_expr(self, m, c):
        factors = [self.factor_expr(i, e) for i, e in m]
        if c != 1 or not factors:
            factors.insert(0, _num(c))
        if len(factors) == 1:
            return factors[0]
        return Expression(S.Times, tuple(factors))

    def to_expr(self, p):
        """The polynomial as an evaluated expression."""
        if not p:
            return Integer(0)
        terms = [self.term_expr(m, c) for m, c in p.items()]
        if len(terms) == 1:
            return self.ev.evaluate(terms[0])
        return self.ev.evaluate(Expression(S.Plus, tuple(terms)))


class _TooLarge(Exception):
    pass


def _num(v):
    if type(v) is int:
        return Integer(v)
    return make_rational(v)


def _merge(m1, m2):
    if not m1:
        return m2, 1
    if not m2:
        return m1, 1
    d = dict(m1)
    for i, e in m2:
        s = d.get(i, 0) + e
        if s:
            d[i] = s
        else:
            del d[i]
    return tuple(sorted(d.items())), 1


def _add_into(out, p):
    for m, c in p.items():
        v = out.get(m)
        if v is None:
            out[m] = c
        else:
            v += c
            if v:
                out[m] = v
            else:
                del out[m]


# Heads Expand threads over (as the Wolfram Language does).
THREAD_HEADS = frozenset(Symbol(n) for n in (
    "List", "Equal", "Unequal", "Less", "LessEqual", "Greater", "GreaterEqual", "And", "Or",
    "Not", "Xor", "Rule"))


def expand(ev, e, keep=None):
    """Expand ``e`` (threading over lists, equations and logic); None when too large."""
    if type(e) is Expression and e.head in THREAD_HEADS:
        args = []
        for a in e.args:
            r = expand(ev, a, keep)
            if r is None:
                return None
            args.append(r)
        return ev.evaluate(Expression(e.head, tuple(args)))
    if not _needs_expand(e):
        return e
    x = Expander(ev, keep)
    try:
        p = x.poly(e)
    except _TooLarge:
        return None
    return x.to_expr(p)


def _needs_expand(e):
    if type(e) is Expression and e.head is S.Plus:
        return any(_has_sum(a) for a in e.args)
    return _has_sum(e)


# --- structure queries -----------------------------------------------------------------------

def free_of(e, x):
    """True when ``x`` occurs nowhere in ``e`` (heads included)."""
    if e == x:
        return False
    if type(e) is not Expression:
        return True
    return free_of(e.head, x) and all(free_of(a, x) for a in e.args)


def is_polynomial(e, xs):
    """PolynomialQ: a polynomial in the expressions ``xs`` (coefficients free of them)."""
    if any(e == x for x in xs):
        return True
    if all(free_of(e, x) for x in xs):
        return True
    if type(e) is not Expression:
        return False
    h = e.head
    if h is S.Plus or h is S.Times:
        return all(is_polynomial(a, xs) for a in e.args)
    if h is S.Power and len(e.args) == 2:
        n = e.args[1]
        return type(n) is Integer and n.value >= 0 and is_polynomial(e.args[0], xs)
    return False


def variables(e, numeric_q):
    """Variables[e] as a list (unsorted, distinct); ``numeric_q(expr)`` says which
    subexpressions are numeric constants (Pi, Sin[2]) and so are not variables."""
    out = []
    seen = set()

    def walk(x):
        t = type(x)
        if t is Symbol:
            if not numeric_q(x) and x not in seen:
                seen.add(x)
                out.append(x)
            return
        if t is not Expression:
            return
        h = x.head
        if h is S.Plus or h is S.Times or h is S.List:
            for a in x.args:
                walk(a)
            return
        if h is S.Power and len(x.args) == 2:
            n = x.args[1]
            if type(n) is Integer or type(n) is Rational:
                walk(x.args[0])
                return
        if numeric_q(x):
            return
        if x not in seen:
            seen.add(x)
            out.append(x)

    walk(e)
    return out
