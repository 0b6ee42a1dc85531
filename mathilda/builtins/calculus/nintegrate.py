"""NIntegrate: numerical integration.

At machine precision (WorkingPrecision -> MachinePrecision, the default) a one-dimensional
integrand is evaluated once symbolically, translated to a Python function of floats
(mathilda/algorithms/compile, the translator Compile and plotting use) and integrated by
SciPy's QUADPACK (mathilda/algorithms/calculus/quadrature.py): the points given between the
limits are break points, infinite ranges are mapped by QUADPACK, and a factor Sin[w x] or
Cos[w x] goes into its oscillatory rules.  A multiple integral is translated the same way,
integrand and limits (an inner limit may depend on the outer variables), and integrated by
nested QUADPACK calls.  When the translation or QUADPACK fails (a complex or non-numeric
value, no convergence) and when more digits are asked for, mpmath's quadrature is used
instead, over the integrand made a function of mpmath numbers (mathilda/algorithms/calculus/
mpfunc.py) where it can be, else over values computed by the evaluator; the inner levels of a multiple integral try
Gauss-Legendre first."""

from mathilda.algorithms.algebra.polynomial import free_of
from mathilda.algorithms.calculus.mpfunc import mp_function
from mathilda.algorithms.calculus.numeric import NotNumeric, mp_to_expr, underflow_as_zero
from mathilda.algorithms.calculus.quadrature import machine_quad, mp_quad
from mathilda.core.expr import Complex, Expression, Integer, Rational, Real, Symbol, S
from mathilda.core.registry import builtin


def _to_mp(r):
    """An mpmath number for a numeric atom (at its own precision), else NotNumeric."""
    from mathilda.numbers.precision import to_mpc, to_mpf
    t = type(r)
    if t is Real or t is Integer or t is Rational:
        return to_mpf(r)
    if t is Complex:
        return to_mpc(r)
    raise NotNumeric(r)


def evaluator_function(ev, body, var, digits=None):
    """A Python function t -> mpmath number evaluating N[body] (N[body, digits]) with
    var = t through the evaluator (the compiled translation first at machine precision);
    it raises NotNumeric when the value is not a number."""
    import mpmath
    from mathilda.algorithms.compile import Fallback, numeric_function as translate
    nbody = Expression(S.N, (body,) if digits is None else (body, Real(float(digits))))
    compiled = translate(body, [var], ev=ev, vectorized=False) if digits is None else None

    def atom(x):
        if digits is None:
            return Real(float(x))
        return Real(mpmath.mpf(x), prec=float(digits))

    def fn(t):
        ev.check_interrupt()
        if compiled is not None and not isinstance(t, (mpmath.mpc, complex)):
            try:
                return mpmath.mpf(compiled(float(t)))
            except Fallback:
                pass            # not a machine real there: the evaluator
        if isinstance(t, (mpmath.mpc, complex)):
            v = Complex(atom(t.real), atom(t.imag))
        else:
            v = atom(t)
        return _to_mp(underflow_as_zero(ev, ev.evaluate_in_block([(var, v)], nbody)))

    return fn


def _fast_first(ev, fast, outer, slow):
    """The integrand through its mpmath translation ``fast`` (the outer variables' values
    first), through ``slow`` (the evaluator) at a point where the translation fails or gives
    what is not a number."""
    import mpmath

    def fn(t):
        try:
            v = fast(*outer, t)
        except Exception:       # noqa: BLE001 -- any failure of the translation: the evaluator
            return slow(t)
        if isinstance(v, (mpmath.mpf, mpmath.mpc)) and mpmath.isfinite(v):
            return v
        return slow(t)
    return fn


def _singular_end(ev, f, spec, digits, fast):
    """True when the integrand has no finite value at a finite end of the range."""
    import mpmath
    var = spec.args[0]
    slow = evaluator_function(ev, f, var, digits)
    with mpmath.workdps(int(digits) + 5):
        for b in (spec.args[1], spec.args[-1]):
            try:
                t = _bound(ev, b, digits)
            except NotNumeric:
                return False
            if mpmath.isinf(t):
                continue
            try:
                v = fast(t) if fast is not None else slow(t)
            except (NotNumeric, ArithmeticError, ValueError):
                return True
            if not mpmath.isfinite(v):
                return True
    return False


def _bound(ev, b, digits=None):
    import mpmath
    v = ev.evaluate(Expression(S.N, (b,) if digits is None else (b, Real(float(digits)))))
    if isinstance(v, Expression) and v.head is S.DirectedInfinity and len(v.args) == 1:
        d = v.args[0]
        if d == Integer(1) or (type(d) is Real and d.value > 0):
            return mpmath.inf
        if d == Integer(-1) or (type(d) is Real and d.value < 0):
            return -mpmath.inf
    return _to_mp(v)


def _working_precision(ev, opts):
    """None for MachinePrecision, else the digits asked for (a number > 0); False after a
    message."""
    wp = opts.get("WorkingPrecision")
    if wp is None or wp is S.MachinePrecision:
        return None
    wp = ev.evaluate(wp)
    if wp is S.MachinePrecision:
        return None
    if type(wp) in (Integer, Real) and float(wp.value) > 0:
        return float(wp.value) if float(wp.value) > 15.9 else None
    ev.message("NIntegrate", "wprec", wp)
    return False


def _oscillation(ev, body, var):
    """(rest, ("sin" | "cos", w)) when body is rest Sin[w var] or rest Cos[w var] with a
    number w != 0, else None."""
    factors = body.args if isinstance(body, Expression) and body.head is S.Times else (body,)
    for i, f in enumerate(factors):
        if isinstance(f, Expression) and f.head in (S.Sin, S.Cos) and len(f.args) == 1:
            w = ev.evaluate(Expression(S.Times, (f.args[0], Expression(S.Power, (
                var, Integer(-1))))))
            if free_of(w, var) and type(w := ev.evaluate(Expression(S.N, (w,)))) is Real \
                    and w.value != 0:
                rest = factors[:i] + factors[i + 1:]
                r = Integer(1) if not rest else (rest[0] if len(rest) == 1 else
                                                 Expression(S.Times, rest))
                return r, ("sin" if f.head is S.Sin else "cos", float(w.value))
    return None


def _machine_1d(ev, f, spec):
    """The integral at machine precision through the compiled integrand and QUADPACK, or
    None (the caller falls back to mpmath)."""
    import math
    from mathilda.algorithms.compile import Fallback
    var = spec.args[0]
    try:
        pts = [float(_bound(ev, b)) for b in spec.args[1:]]
    except (NotNumeric, TypeError, ValueError):
        return None
    body = ev.evaluate_in_block([(var, None)], f)
    weight = None
    osc = _oscillation(ev, body, var)
    if osc is not None:
        kind, w = osc[1]
        span = pts[-1] - pts[0]
        if math.isinf(span) or abs(w) * span > 20 * math.pi:
            body, weight = osc
    g = _translated(ev, body, var)
    if g is None:
        return None
    try:
        # the translated function itself: a float in, a float out; any other value (a
        # complex number, a domain error) makes machine_quad give up
        return machine_quad(g.fn if not g.complex else g, pts, weight)
    except Fallback:
        return None


class _Failed(Exception):
    """An inner integral of a multiple integral did not succeed at machine precision."""


def _machine_nd(ev, f, specs):
    """A multiple integral at machine precision by nested QUADPACK calls on the translated
    integrand, each range's limits translated as functions of the outer variables; or None
    (the caller falls back to mpmath)."""
    from mathilda.algorithms.compile import numeric_function as translate
    names = [spec.args[0] for spec in specs]
    if len(set(names)) != len(names):
        return None
    block = [(v, None) for v in names]
    body = ev.evaluate_in_block(block, f)
    g = translate(body, names, ev=ev, vectorized=False)
    if g is None or g.complex:
        return None
    limits = []
    for k, spec in enumerate(specs):
        outer = names[:k]
        row = []
        for b in spec.args[1:]:
            if all(free_of(b, v) for v in names):
                try:
                    row.append(float(_bound(ev, b)))
                except (NotNumeric, TypeError, ValueError):
                    return None
                continue
            if any(not free_of(b, v) for v in names[k:]):
                return None         # a limit in terms of its own or an inner variable
            h = translate(ev.evaluate_in_block(block, b), outer, ev=ev, vectorized=False)
            if h is None or h.complex:
                return None
            row.append(h.fn)
        limits.append(row)
    fn = g.fn
    last = len(specs) - 1

    def level(k, outer):
        pts = [b(*outer) if callable(b) else b for b in limits[k]]
        if k == last:
            def inner(t):
                return fn(*outer, t)
        else:
            def inner(t):
                ev.check_interrupt()
                return level(k + 1, outer + (t,))
        v = machine_quad(inner, pts)
        if v is None:
            raise _Failed()
        return v
    try:
        return level(0, ())
    except (_Failed, ArithmeticError, ValueError, TypeError):
        return None


_COMPILED = {}


def _undefined(ev, e):
    """True when no symbol in e has definitions of the session's (the translator's
    condition for mapping a known head), so that a translation of e made before still
    holds."""
    table = ev.defs.table
    stack = [e]
    while stack:
        x = stack.pop()
        if isinstance(x, Expression):
            stack.append(x.head)
            stack.extend(x.args)
        elif type(x) is Symbol:
            d = table.get(x)
            if d is not None and (d.down or d.down_exact or d.up or d.up_exact or d.sub
                                  or d.own is not None):
                return False
    return True


def _translated(ev, body, var):
    """The translation of body as a function of var (mathilda/algorithms/compile), kept for
    the next call with the same integrand (translating costs more than integrating a smooth
    function), or None."""
    from mathilda.algorithms.compile import numeric_function as translate
    key = (body, var)
    g = _COMPILED.get(key)
    if g is not None and _undefined(ev, body):
        return g
    g = translate(body, [var], ev=ev, vectorized=False)
    if g is not None:
        if len(_COMPILED) >= 64:
            _COMPILED.clear()
        _COMPILED[key] = g
    return g


@builtin("NIntegrate", nargs=(2, None), attributes=("HoldAll", "Protected"),
         options={"WorkingPrecision": "MachinePrecision"},
         messages={"inumr": "The integrand `1` has evaluated to non-numerical values for all "
                            "sampling points in the region with boundaries `2`.",
                   "nlim": "`1` is not a valid limit of integration.",
                   "wprec": "The value `1` of the option WorkingPrecision should be a "
                            "positive number or MachinePrecision."},
         usage="NIntegrate[f, {x, a, b}] gives a numerical approximation to the integral of f "
               "from a to b; {x, a, x1, ..., b} breaks the range at the points xi; further "
               "{y, c, d} integrate over more dimensions.  WorkingPrecision -> n computes "
               "with n digits.",
         examples=[("NIntegrate[Sin[x], {x, 0, Pi}]", "2."),
                   ("NIntegrate[Exp[-x^2], {x, -Infinity, Infinity}]", "1.77245"),
                   ("NIntegrate[x y, {x, 0, 1}, {y, 0, x}]", "0.125"),
                   ("NIntegrate[Sin[200 x] Exp[-x], {x, 0, 10}]", "0.00499996"),
                   ("NIntegrate[1/Sqrt[Abs[x]], {x, -1, 0, 1}]", "4."),
                   ("NIntegrate[Exp[-x^2], {x, 0, 1}, WorkingPrecision -> 30]",
                    "0.746824132812427025399467436132")])
def nintegrate(ev, expr):
    import mpmath
    pos, opts = ev.split_options(expr)
    if len(pos) < 2:
        return None
    f, specs = pos[0], pos[1:]
    for spec in specs:
        if not (isinstance(spec, Expression) and spec.head is S.List and len(spec.args) >= 3
                and type(spec.args[0]) is Symbol):
            ev.message("NIntegrate", "nlim", spec)
            return None
    digits = _working_precision(ev, opts)
    if digits is False:
        return None
    if digits is None:
        v = _machine_1d(ev, f, specs[0]) if len(specs) == 1 else _machine_nd(ev, f, specs)
        if v is not None:
            return Real(v)

    names = [spec.args[0] for spec in specs]
    fast = None
    symbolic = None
    if digits is not None and len(set(names)) == len(names):
        symbolic = ev.evaluate_in_block([(v, None) for v in names], f)
        with mpmath.workdps(int(digits) + 5):
            fast = mp_function(symbolic, names)

    def integrate_from(k, outer):
        spec = specs[k]
        var = spec.args[0]
        pts = [_bound(ev, b, digits) for b in spec.args[1:]]
        if k == len(specs) - 1:
            fn = evaluator_function(ev, f, var, digits)
            if fast is not None:
                fn = _fast_first(ev, fast, outer, fn)
        else:
            def fn(t, var=var):
                v = Real(float(t)) if digits is None else Real(mpmath.mpf(t), prec=digits)
                defs = ev.defs
                saved = defs.get(var).own
                try:
                    defs.set_own(var, v)
                    return integrate_from(k + 1, outer + (t,))
                finally:
                    defs.restore_own(var, saved)
        # an inner integral is one quadrature: its error estimate is good for a smooth
        # integrand, and refining each of them costs a factor of the outer nodes
        return mp_quad(fn, pts, refine=(k == 0))

    dps = 15 if digits is None else int(digits) + 5
    if digits is not None and len(specs) == 1 and _singular_end(ev, f, specs[0], digits, fast):
        # tanh-sinh stops its nodes at about 10^-dps from an end, where a singularity like
        # 1/Sqrt[x] leaves a piece of order 10^(-dps/2): twice the digits make it negligible
        dps = 2 * int(digits) + 10
    try:
        with mpmath.workdps(dps):
            if fast is not None and dps != int(digits) + 5:
                fast = mp_function(symbolic, names)     # its numbers at the higher precision
            r = _chop_parts(integrate_from(0, ()))
            if digits is not None:
                return _precise(r, digits)
    except NotNumeric:
        ev.message("NIntegrate", "inumr", f,
                   Expression(S.List, tuple(Expression(S.List, s.args[1:]) for s in specs)))
        return None
    except (ValueError, ZeroDivisionError, OverflowError):
        return None
    return mp_to_expr(r)


def _precise(v, digits):
    """An mpmath result as a Real (or Complex) with `digits` digits."""
    import mpmath
    from mathilda.numbers.precision import real

    def one(x):
        with mpmath.workdps(int(digits) + 5):
            return real(mpmath.mpf(x), digits)
    if isinstance(v, mpmath.mpc):
        if v.imag == 0:
            return one(v.real)
        return Complex(one(v.real), one(v.imag))
    return one(v)


def _chop_parts(v):
    """Quadrature leaves rounding noise in a part that is zero (E^(I x) over [0, Pi] gives
    2. I, not 1.*^-16 + 2. I): drop a part below 1e-14 of the other."""
    import mpmath
    if isinstance(v, mpmath.mpc):
        re, im = abs(v.real), abs(v.imag)
        if re < 1e-14 * im:
            return mpmath.mpc(0, v.imag)
        if im < 1e-14 * re:
            return mpmath.mpf(v.real)
    return v
