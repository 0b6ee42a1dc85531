"""Machine-precision vector paths of the special functions on packed real arrays, through
SciPy (``scipy.special``) and NumPy.

    real_vector(kernel)    the ``vector=`` path of a Listable function: when an argument is a
                           packed array with a buffer and every argument is a machine real (or
                           an integer, with at least one real), ``kernel(np, sp, *arrays)``
                           on the aligned float64 operands; its result is returned packed when
                           every value is finite, else None (threading then computes each
                           element, with the exact special values and messages)
    KERNELS                name -> kernel, for the builtins of builtins/functions/

A kernel returns None where it does not apply (a parameter outside the domain SciPy covers,
a real argument whose value would be complex).  Values agree with the scalar (mpmath) path to
about 1e-14 relative, not bit for bit.
"""

from mathilda.algorithms.packed.common import align, errstate, numpy, operands
from mathilda.core.packed import PackedArray, has_buffer


def real_vector(kernel):
    def vec(ev, expr):
        if not any(type(a) is PackedArray and has_buffer(a) for a in expr.args):
            return None
        ops = operands(expr.args)
        if ops is None:
            return None
        vals, kinds = ops
        if "f" not in kinds or any(k not in "if" for k in kinds):
            return None
        al = align(vals)
        if al is None:
            return None
        vals, shape = al
        np = numpy()
        import scipy.special as sp
        arrays = [np.asarray(v, dtype=np.float64) for v in vals]
        with errstate():
            out = kernel(np, sp, *arrays)
        if out is None:
            return None
        out = np.ascontiguousarray(np.broadcast_to(out, shape), dtype=np.float64)
        if not np.isfinite(out).all():
            return None
        return ev.final(PackedArray(out)) if hasattr(ev, "final") else PackedArray(out)

    vec.__name__ = "vec_" + kernel.__name__.lstrip("_")
    return vec


def _scalar(a):
    """The value of a 0-dimensional operand, else None."""
    return float(a) if a.ndim == 0 else None


def _harmonic(np, sp, n, r=None):
    if r is not None and not (r == 1).all():
        if (r <= 1).any() or (n + 1 <= 0).any():
            return None
        return sp.zeta(r) - sp.zeta(r, n + 1)
    return sp.digamma(n + 1) + np.euler_gamma


def _pochhammer(np, sp, a, n):
    return sp.poch(a, n)


def _polylog(np, sp, s, z):
    s = _scalar(s)
    if s is None or (z > 1).any():
        return None
    if s == 2:
        return sp.spence(1 - z)
    if s == 1:
        if (z == 1).any():
            return None
        return -np.log1p(-z)
    if s == 0:
        return z / (1 - z)
    return None


def _hurwitz_zeta(np, sp, s, a):
    if (s <= 1).any() or (a <= 0).any():
        return None
    return sp.zeta(s, a)


def _hyp0f1(np, sp, a, z):
    return sp.hyp0f1(a, z)


def _hyp1f1(np, sp, a, b, z):
    return sp.hyp1f1(a, b, z)


def _hyperu(np, sp, a, b, z):
    if (z <= 0).any():
        return None
    return sp.hyperu(a, b, z)


def _gegenbauer(np, sp, n, m, x=None):
    if x is None:
        return None                       # the renormalized form: the scalar path
    if (m <= -0.5).any() or (np.abs(x) > 1).any():
        return None                       # outside the range SciPy's evaluation covers well
    return sp.eval_gegenbauer(n, m, x)


def _carlson(fname):
    def kernel(np, sp, *xs):
        if any((x < 0).any() for x in xs):
            return None
        return getattr(sp, fname)(*xs)
    kernel.__name__ = fname
    return kernel


def _agm(np, sp, a, b):
    if (a < 0).any() or (b < 0).any():
        return None
    a, b = np.broadcast_arrays(a.astype(np.float64), b.astype(np.float64))
    a, b = a.copy(), b.copy()
    for _ in range(64):
        a, b = (a + b) / 2, np.sqrt(a * b)
        if (np.abs(a - b) <= 1e-16 * np.abs(a)).all():
            break
    return (a + b) / 2


def _gudermannian(np, sp, x):
    return 2 * np.arctan(np.tanh(x / 2))


def _inverse_gudermannian(np, sp, x):
    t = np.tan(x / 2)
    if (np.abs(t) >= 1).any():
        return None                       # complex values: the scalar path
    return 2 * np.arctanh(t)


KERNELS = {
    "HarmonicNumber": _harmonic, "Pochhammer": _pochhammer, "PolyLog": _polylog,
    "HurwitzZeta": _hurwitz_zeta, "Hypergeometric0F1": _hyp0f1,
    "Hypergeometric1F1": _hyp1f1, "HypergeometricU": _hyperu, "GegenbauerC": _gegenbauer,
    "CarlsonRC": _carlson("elliprc"), "CarlsonRD": _carlson("elliprd"),
    "CarlsonRF": _carlson("elliprf"), "CarlsonRG": _carlson("elliprg"),
    "CarlsonRJ": _carlson("elliprj"), "ArithmeticGeometricMean": _agm,
    "Gudermannian": _gudermannian, "InverseGudermannian": _inverse_gudermannian,
}


def vector_of(name):
    """The vector path of the special function ``name`` (a KeyError when it has none)."""
    return real_vector(KERNELS[name])
