"""Sum and Product: native for numeric ranges (through the evaluator, or compiled), SymPy for
symbolic and infinite ones, the closed forms rewritten toward the Wolfram forms by
``mathilda/algorithms/calculus/wolfram_form.py`` (factored, Gamma ratios combined to n!,
Pochhammer, HarmonicNumber, exponents factored)."""

from mathilda.algorithms.algebra.polynomial import is_polynomial
from mathilda.algorithms.calculus.products import indefinite_product, infinite_product
from mathilda.algorithms.calculus.wolfram_form import closed_form
from mathilda.algorithms.compile import compiled_loop
from mathilda.bridges import sympy as bridge
from mathilda.core.expr import Expression, Integer, Rational, Real, Symbol, S
from mathilda.core.registry import builtin


def _sympy_ok(r, sp):
    return r is not None and not r.has(sp.Integral, sp.Sum, sp.Product, sp.Limit)


def _infinite(r, sp):
    return r in (sp.oo, -sp.oo, sp.zoo, sp.nan)


# --- Sum and Product ---------------------------------------------------------------------------

NATIVE_TERMS = 10000     # numeric ranges up to this many terms are added by the evaluator


def _real_number(x):
    return type(x) in (Integer, Rational) or (type(x) is Real)


def _native(ev, name, f, spec, rest, count=None):
    """Add (multiply) the values of f over the iterator through the evaluator.  With
    ``count`` the spec is {i, lo, hi, step} with exact numbers and the values are generated
    lazily; partial results are combined every few thousand terms to bound memory."""
    if count is not None:
        var, lo, st = spec.args[0], spec.args[1], spec.args[3] if len(spec.args) > 3 \
            else Integer(1)
        if type(lo) is Integer and type(st) is Integer:
            a, d = lo.value, st.value
            values = (Integer(a + k * d) for k in range(count))
        else:
            values = (ev.evaluate(Expression(S.Plus, (lo, Expression(
                S.Times, (Integer(k), st))))) for k in range(count))
    else:
        from mathilda.core.iterators import iterator_values
        r = iterator_values(ev, spec, name)
        if r is None:
            return None
        var, values = r
    body = Expression(Symbol(name), (f,) + rest) if rest else f
    op = S.Plus if name == "Sum" else S.Times
    defs = ev.defs
    saved = defs.get(var).own if var is not None else None
    acc = []
    try:
        for v in values:
            ev.check_interrupt()
            if var is not None:
                defs.set_own(var, v)
            acc.append(ev.evaluate(body))
            if len(acc) >= 4096:
                acc = [ev.evaluate(Expression(op, tuple(acc)))]
    finally:
        if var is not None:
            defs.restore_own(var, saved)
    if not acc:
        return Integer(0 if name == "Sum" else 1)
    return ev.evaluate(Expression(op, tuple(acc)))


def _symbolic(ev, name, f, var, lo, hi, rest):
    """Sum/Product over var from lo to hi through SymPy; None when it cannot."""
    from mathilda.algorithms.algebra.simplify import leaf_count
    sp = bridge.sympy_module()
    body = Expression(Symbol(name), (f,) + rest) if rest else f
    inner = ev.evaluate_in_block([(var, None)], body)
    s = bridge.try_to_sympy(inner)
    a, b = bridge.try_to_sympy(lo), bridge.try_to_sympy(hi)
    if s is None or a is None or b is None:
        return None
    sv = bridge.sympy_symbol(var)
    try:
        fn = sp.summation if name == "Sum" else sp.product
        r = fn(s, (sv, a, b))
    except Exception as exc:
        if isinstance(exc, (KeyboardInterrupt, MemoryError)):
            raise
        return None
    r = bridge.generic_piece(r)
    if not _sympy_ok(r, sp):
        return None
    if _infinite(r, sp):
        if name == "Sum":
            ev.message("Sum", "div")
        return None
    # closed forms come back expanded (n^2/2 + n/2) or with Pochhammer/factorial ratios;
    # the Wolfram Language gives the factored, combined form when it is no larger
    best = None
    for cand in closed_form(sp, r):
        alt = bridge.try_from_sympy(cand, ev)
        if alt is not None and (best is None or leaf_count(alt) <= leaf_count(best)):
            best = alt
    return best


def _indefinite_sum(ev, f, var):
    """Sum[f, i]: a g with g(i + 1) - g(i) = f(i), the sum from 0 (or 1) to i - 1 without
    its additive constants (Sum[x^i, i] is x^i/(-1 + x))."""
    from mathilda.algorithms.algebra.simplify import leaf_count
    sp = bridge.sympy_module()
    inner = ev.evaluate_in_block([(var, None)], f)
    s = bridge.try_to_sympy(inner)
    if s is None:
        return None
    i = bridge.sympy_symbol(var)
    k = sp.Dummy("k", integer=True)
    for lo in (0, 1):
        try:
            r = sp.summation(s.subs(i, k), (k, lo, i - 1))
        except Exception as exc:
            if isinstance(exc, (KeyboardInterrupt, MemoryError)):
                raise
            continue
        r = bridge.generic_piece(r)
        if _sympy_ok(r, sp) and not _infinite(r, sp) and not r.has(sp.zoo, sp.nan):
            break
    else:
        return None
    # written with PolyGamma, as the Wolfram Language writes indefinite sums (Sum[1/i, i] is
    # PolyGamma[0, i]; the constant EulerGamma goes with the other constants)
    r = r.replace(lambda e: isinstance(e, sp.harmonic) and len(e.args) == 1,
                  lambda e: sp.polygamma(0, e.args[0] + 1))
    r = sp.expand(r)
    if r.is_Add:
        r = sp.Add(*[t for t in r.args if t.has(i)])
    best = None
    for cand in closed_form(sp, r):
        alt = bridge.try_from_sympy(cand, ev)
        if alt is not None and (best is None or leaf_count(alt) <= leaf_count(best)):
            best = alt
    return best


def _sum_product(ev, expr, name):
    args = expr.args
    f = args[0]
    spec = args[1]
    rest = args[2:]
    if type(spec) is Symbol and name == "Sum" and not rest:
        return _indefinite_sum(ev, f, spec)
    if not (isinstance(spec, Expression) and spec.head is S.List) or len(spec.args) < 2 \
            or (len(spec.args) == 2 and isinstance(spec.args[1], Expression)
                and spec.args[1].head is S.List):
        return _native(ev, name, f, spec, rest)
    var = spec.args[0]
    if type(var) is not Symbol:
        ev.message(name, "itform", spec, Integer(2))
        return None
    bounds = [ev.evaluate(b) for b in spec.args[1:]]
    if len(bounds) == 1:
        lo, hi, step = Integer(1), bounds[0], Integer(1)
    elif len(bounds) in (2, 3):
        lo, hi = bounds[0], bounds[1]
        step = bounds[2] if len(bounds) == 3 else Integer(1)
    else:
        ev.message(name, "itform", spec, Integer(2))
        return None
    evaluated = Expression(S.List, (var,) + tuple(bounds))
    numeric = all(_real_number(b) for b in (lo, hi, step))
    count = _count(lo, hi, step) if numeric else None
    if numeric and count is None:
        ev.message(name, "iterb", spec)
        return None
    if count is not None and (count <= NATIVE_TERMS or (
            count <= 100 * NATIVE_TERMS and not is_polynomial(f, (var,)))):
        # SymPy is quick on polynomial summands, slow on others (Mod, Floor, ...)
        return _native(ev, name, f, evaluated, rest)
    if step == Integer(1):
        r = _symbolic(ev, name, f, var, lo, hi, rest)
        if r is not None:
            return r
    if count is not None:
        exact = all(type(b) in (Integer, Rational) for b in (lo, step))
        full = Expression(S.List, (var, lo, hi, step))
        return _native(ev, name, f, full, rest, count if exact else None)
    diff = ev.evaluate(Expression(S.Plus, (hi, Expression(S.Times, (Integer(-1), lo)))))
    if _real_number(diff) and _real_number(step):
        return _native(ev, name, f, evaluated, rest)
    return None


def _count(lo, hi, step):
    from fractions import Fraction
    import math
    lv, hv, sv = (Fraction(x.value) if type(x) is not Real else x.value for x in (lo, hi, step))
    if sv == 0:
        return None
    n = (hv - lv) / sv
    return max(0, math.floor(n) + 1)


@builtin("Sum", nargs=(2, None), attributes=("HoldAll", "Protected", "ReadProtected"),
         messages={"div": "Sum does not converge."},
         usage="Sum[f, {i, imin, imax}] gives the sum of f for i from imin to imax; "
               "symbolic and infinite bounds give closed forms; Sum[f, i] the indefinite "
               "sum (its difference in i is f).",
         examples=[("Sum[a^k, {k, 0, n}]", "(-1 + a^(1 + n))/(-1 + a)"),
                   ("Sum[k^2, {k, 1, 10}]", "385"),
                   ("Sum[x^k, {k, 0, 3}]", "1 + x + x^2 + x^3"),
                   ("Sum[1/k^2, {k, 1, Infinity}]", "Pi^2/6"),
                   ("Sum[i j, {i, 1, 3}, {j, 1, i}]", "25"),
                   ("Sum[1/k^3, {k, 1, n}]", "HarmonicNumber[n, 3]"),
                   ("Sum[i^2, i]", "1/6 (-1 + i) i (-1 + 2 i)")])
def sum_(ev, expr):
    r = compiled_loop(ev, expr)
    if r is not None:
        return r
    return _sum_product(ev, expr, "Sum")


@builtin("Product", nargs=(2, None), attributes=("HoldAll", "Protected", "ReadProtected"),
         usage="Product[f, {i, imin, imax}] gives the product of f for i from imin to imax "
               "(symbolic and infinite bounds give closed forms); Product[f, i] the "
               "indefinite product (g with g[i + 1]/g[i] = f).",
         examples=[("Product[k, {k, 1, 10}]", "3628800"), ("Product[k, {k, 1, n}]", "n!"),
                   ("Product[k, k]", "Gamma[k]"),
                   ("Product[1 + 1/k^2, {k, 1, Infinity}]", "Sinh[Pi]/Pi"),
                   ("Product[x - k, {k, 1, 3}]", "(-3 + x) (-2 + x) (-1 + x)")])
def product_(ev, expr):
    r = compiled_loop(ev, expr)
    if r is not None:
        return r
    args = expr.args
    if len(args) == 2 and type(args[1]) is Symbol:        # algorithms/calculus/products.py
        return indefinite_product(ev, ev.evaluate_in_block([(args[1], None)], args[0]),
                                  args[1])
    r = _sum_product(ev, expr, "Product")
    spec = args[1] if len(args) == 2 else None
    if r is None and isinstance(spec, Expression) and spec.head is S.List \
            and len(spec.args) == 3 and type(spec.args[0]) is Symbol:
        var = spec.args[0]
        r = infinite_product(ev, ev.evaluate_in_block([(var, None)], args[0]), var,
                             ev.evaluate(spec.args[1]), ev.evaluate(spec.args[2]))
    return r


