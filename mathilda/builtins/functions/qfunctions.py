"""q-analogs: QPochhammer, QFactorial, QGamma, QPolyGamma, QBinomial.

Exact rational arguments with an integer count give exact values (``QPochhammer[2, 3, 2]`` is
``5``), symbolic ones stay as they are (the Wolfram Language expands them only under
FunctionExpand), inexact ones give mpmath's values (``qp``, ``qfac``, ``qgamma``).
"""

from mathilda.algorithms.functions import combinatorial as comb
from mathilda.algorithms.functions.numeric import (fraction_value as _rat, inexact,
                                                   int_value as _int, mp_apply)
from mathilda.core.expr import make_rational
from mathilda.core.registry import builtin
from mathilda.numbers.arith import ONE, ZERO
from mathilda.numbers.infinity import COMPLEX_INFINITY

NUMERIC_LISTABLE = ("Listable", "NumericFunction", "Protected")
MAX_COUNT = 10000


def _qp_finite(m, a, q, n):
    """(a; q)_n for an integer n (negative n: 1/prod_{k=1}^{-n} (1 - a q^-k))."""
    n = int(n)
    if n >= 0:
        return m.qp(a, q, n)
    r = m.mpf(1)
    for k in range(1, -n + 1):
        r *= 1 - a * q ** -k
    return 1 / r


def _qp_numeric(m, a, q, n=None):
    if n is None:
        if abs(q) >= 1:
            return None
        return m.qp(a, q)
    if n != int(n):
        # (a; q)_n = (a; q)_inf/(a q^n; q)_inf
        if abs(q) >= 1:
            return None
        return m.qp(a, q) / m.qp(a * q ** n, q)
    return _qp_finite(m, a, q, n)


@builtin("QPochhammer", nargs=(1, 3), attributes=NUMERIC_LISTABLE,
         derivatives={
             2: ("-(QPochhammer[#1, #2] (Log[1 - #2] + QPolyGamma[0, Log[#1]/Log[#2], #2]))/"
                 "(#1 Log[#2])", None),
             3: ("(QPochhammer[#1, #2, #3] (QPolyGamma[0, #3 + Log[#1]/Log[#2], #2] - "
                 "QPolyGamma[0, Log[#1]/Log[#2], #2]))/(#1 Log[#2])", None, None)},
         usage="QPochhammer[a, q, n] gives the q-Pochhammer symbol (a; q)_n = "
               "(1 - a) (1 - a q) ... (1 - a q^(n - 1)). QPochhammer[a, q] gives (a; q)_Infinity, "
               "QPochhammer[q] gives (q; q)_Infinity.",
         examples=[("QPochhammer[2, 3, 2]", "5"), ("QPochhammer[a, q, 0]", "1"),
                   ("QPochhammer[1/2, 1/3, 3]", "85/216"),
                   ("QPochhammer[0.5, 0.3]", "0.398082"), ("QPochhammer[0.5]", "0.288788"),
                   ("QPochhammer[a, q, 3]", "QPochhammer[a, q, 3]"),
                   ("N[QPochhammer[1/3, 1/2], 20]", "0.46798587246861921248")])
def q_pochhammer(ev, expr):
    args = expr.args
    if len(args) == 1:
        q = args[0]
        if inexact(q):
            return mp_apply(lambda m, x: m.qp(x, x) if abs(x) < 1 else None, [q])
        if q == ZERO:
            return ONE
        return None
    a, q = args[0], args[1]
    n = args[2] if len(args) == 3 else None
    if n is not None and n == ZERO:
        return ONE
    if inexact(*args):
        return mp_apply(_qp_numeric, list(args))
    if a == ZERO:
        return ONE
    if n is None:
        return None
    k, av, qv = _int(n), _rat(a), _rat(q)
    if k is None or av is None or qv is None or abs(k) > MAX_COUNT:
        return None
    if k >= 0:
        return make_rational(comb.q_pochhammer(av, qv, k))
    if qv == 0:
        return None
    d = comb.q_pochhammer(av / qv ** (-k), qv, -k)       # prod_{j=1}^{-k} (1 - a q^-j)
    return COMPLEX_INFINITY if d == 0 else make_rational(1 / d)


@builtin("QFactorial", nargs=2, attributes=NUMERIC_LISTABLE,
         usage="QFactorial[n, q] gives the q-factorial [n]_q! = (q; q)_n/(1 - q)^n, the "
               "product of the q-integers 1 + q + ... + q^(k - 1) for k up to n.",
         examples=[("QFactorial[3, 2]", "21"), ("QFactorial[0, q]", "1"),
                   ("QFactorial[4, 1/2]", "315/64"), ("QFactorial[3, 0.5]", "2.625"),
                   ("QFactorial[2.5, 0.5]", "1.96025"), ("QFactorial[n, q]", "QFactorial[n, q]")])
def q_factorial(ev, expr):
    n, q = expr.args
    if inexact(n, q):
        return mp_apply(lambda m, x, y: m.qfac(x, y), [n, q])
    if n == ZERO:
        return ONE
    k, qv = _int(n), _rat(q)
    if k is not None and qv is not None and 0 < k <= MAX_COUNT:
        return make_rational(comb.q_factorial(k, qv))
    return None


@builtin("QGamma", nargs=2, attributes=NUMERIC_LISTABLE,
         derivatives={2: ("QGamma[#1, #2] QPolyGamma[0, #1, #2]", None)},
         usage="QGamma[z, q] gives the q-gamma function (q; q)_Infinity/(q^z; q)_Infinity "
               "(1 - q)^(1 - z), with QGamma[n, q] = QFactorial[n - 1, q].",
         examples=[("QGamma[4, 2]", "21"), ("QGamma[1, q]", "1"),
                   ("QGamma[2.5, 0.5]", "1.19059"), ("QGamma[3, 1/3]", "4/3"),
                   ("N[QGamma[1/2, 1/2], 20]", "1.5720327257863238828"),
                   ("QGamma[z, q]", "QGamma[z, q]")])
def q_gamma(ev, expr):
    z, q = expr.args
    if inexact(z, q):
        return mp_apply(lambda m, x, y: m.qgamma(x, y), [z, q])
    k, qv = _int(z), _rat(q)
    if k == 1 or k == 2:
        return ONE
    if k is not None and qv is not None:
        if k <= 0:
            return COMPLEX_INFINITY
        if k <= MAX_COUNT:
            return make_rational(comb.q_factorial(k - 1, qv))
    return None


def _q_polygamma_numeric(m, n, z, q):
    """psi_q^(n)(z) for 0 < |q| < 1: -Log[1 - q] + Log[q] Sum[q^(k + z)/(1 - q^(k + z)),
    {k, 0, Infinity}] for n = 0 (the logarithmic derivative of QGamma), its n-th derivative in z
    (Log[q]^(n + 1) Sum[m^n q^(m z)/(1 - q^m), {m, 1, Infinity}] when |q^z| < 1)."""
    if n != int(n) or n < 0 or not 0 < abs(q) < 1:
        return None
    n = int(n)
    lq = m.log(q)
    if abs(q ** z) < 1:
        s = m.nsum(lambda j: j ** n * q ** (j * z) / (1 - q ** j), [1, m.inf])
        r = lq ** (n + 1) * s
    else:
        def psi0(t):
            return lq * m.nsum(lambda k: q ** (k + t) / (1 - q ** (k + t)), [0, m.inf])
        r = psi0(z) if n == 0 else m.diff(psi0, z, n)
    return r - m.log(1 - q) if n == 0 else r


@builtin("QPolyGamma", nargs=(2, 3), attributes=NUMERIC_LISTABLE,
         derivatives={3: (None, "QPolyGamma[1 + #1, #2, #3]", None)},
         usage="QPolyGamma[z, q] gives the q-digamma function psi_q(z), the logarithmic "
               "derivative of QGamma[z, q]; QPolyGamma[n, z, q] gives its n-th derivative.",
         examples=[("QPolyGamma[z, q]", "QPolyGamma[0, z, q]"),
                   ("QPolyGamma[1.5, 0.5]", "0.034859"),
                   ("QPolyGamma[1, 2., 0.3]", "0.215866"),
                   ("D[QGamma[z, q], z]", "QGamma[z, q] QPolyGamma[0, z, q]")])
def q_polygamma(ev, expr):
    args = expr.args
    if len(args) == 2:
        return expr.__class__(expr.head, (ZERO,) + tuple(args))
    if inexact(*args):
        return mp_apply(_q_polygamma_numeric, list(args))
    return None


def _q_binomial_numeric(m, n, k, q):
    return m.qfac(n, q) / (m.qfac(k, q) * m.qfac(n - k, q))


@builtin("QBinomial", nargs=3, attributes=NUMERIC_LISTABLE,
         usage="QBinomial[n, m, q] gives the q-binomial coefficient (Gaussian binomial) "
               "(q; q)_n/((q; q)_m (q; q)_(n - m)).",
         examples=[("QBinomial[4, 2, 2]", "35"), ("QBinomial[5, 2, 1]", "10"),
                   ("QBinomial[4, 2, -1]", "2"), ("QBinomial[6, 3, 1/2]", "1395/512"),
                   ("QBinomial[4, 2, 0.5]", "2.1875"), ("QBinomial[n, m, q]",
                                                         "QBinomial[n, m, q]")])
def q_binomial(ev, expr):
    n, k, q = expr.args
    if inexact(n, k, q):
        return mp_apply(_q_binomial_numeric, [n, k, q])
    nv, kv, qv = _int(n), _int(k), _rat(q)
    if nv is not None and kv is not None and nv >= 0:
        if kv < 0 or kv > nv:
            return ZERO
        if qv is not None and nv <= 2000:
            return make_rational(comb.q_binomial(nv, kv, qv))
    return None
