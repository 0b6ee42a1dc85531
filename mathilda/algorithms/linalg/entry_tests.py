"""The equality of two matrix entries under the options SameTest and Tolerance of the
symmetry predicates (SymmetricMatrixQ, HermitianMatrixQ, AntisymmetricMatrixQ,
AntihermitianMatrixQ), as their reference pages describe:

* ``SameTest -> f``: entries a and b are equal when f[a, b] gives True;
* ``Tolerance -> t``: approximate entries whose difference is at most t are equal (the
  difference is "taken to be zero"); beyond it they are compared except for their last
  bits (4 ulps of the larger one; for arbitrary-precision numbers 10^-(p - 1) relative).

``entry_test(ev, opts)`` gives ``test(a, b) -> bool``, or None when neither option is set
(the predicate's own exact test applies), or "bad" for a Tolerance that is not a
non-negative number.
"""

from mathilda.core.expr import Complex, Expression, Integer, Rational, Real, S, TRUE

_EPS = 2.0 ** -52


def _as_complex(v):
    t = type(v)
    if t is Complex:
        return complex(float(v.re.value), float(v.im.value))
    if t in (Integer, Rational, Real):
        return complex(float(v.value))
    return None


def _relative(v):
    """The relative size of the last bits of an approximate number (None: exact)."""
    t = type(v)
    if t is Complex:
        a, b = _relative(v.re), _relative(v.im)
        return a if b is None else b if a is None else max(a, b)
    if t is Real:
        return 4 * _EPS if v.prec is None else 10.0 ** -(v.prec - 1)
    return None


def entry_test(ev, opts):
    same = opts.get("SameTest", S.Automatic)
    tol = opts.get("Tolerance", S.Automatic)
    if same is S.Automatic and tol is S.Automatic:
        return None
    t = 0.0
    if tol is not S.Automatic:
        if type(tol) not in (Integer, Rational, Real) or float(tol.value) < 0:
            return "bad"
        t = float(tol.value)

    def test(a, b):
        if same is not S.Automatic:
            return ev.evaluate(Expression(same, (a, b))) is TRUE
        if a == b:
            return True
        za, zb = _as_complex(a), _as_complex(b)
        if za is None or zb is None:
            return False
        rel = _relative(a)
        rb = _relative(b)
        if rel is None and rb is None:
            return za == zb
        rel = max(r for r in (rel, rb) if r is not None)
        d = abs(za - zb)
        return d <= t or d <= rel * max(abs(za), abs(zb))
    return test
