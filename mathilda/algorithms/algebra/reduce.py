"""Reduce's algorithm: equations and inequalities rewritten as explicit conditions on the
variables (``reduce_system(ev, system, vars, domain)``; the builtin is in
``mathilda/builtins/algebra/reduce.py``).

* One variable, real domain (Reduce[..., x, Reals], or any inequality in the system): the
  solution set is computed as a SymPy set (``solveset`` per relation, combined with the logic
  of the system) and written back as Wolfram conditions: points ``x == a``, intervals
  ``a < x <= b``, half-lines ``x > a``, joined with ``||`` in increasing order.
* One variable, complex domain (equations only): the roots, ordered as Solve orders them.
* Periodic solutions come back with an integer parameter C[1]: ``Element[C[1], Integers] &&
  (x == 2 Pi C[1] || x == Pi + 2 Pi C[1])``.
* Integers: the real solution set, enumerated when bounded.
* A linear equation with symbolic coefficients gives the generic solution and the degenerate
  case, as in the Wolfram Language: ``(b == 0 && a == 0) || (a != 0 && x == -(b/a))``.
* Several variables: systems of equations through Solve (solving for the later variables in
  terms of the earlier ones), with inequalities as conditions on the solutions.

``real_set`` and ``set_to_condition`` are shared with Refine (mathilda.algorithms.algebra.refine).
"""

from mathilda.bridges import sympy as bridge
from mathilda.algorithms.algebra.polynomial import variables
from mathilda.core.expr import Expression, Integer, Symbol, S, TRUE, FALSE
from mathilda.core.ordering import sort_key


RELATIONS = frozenset(Symbol(n) for n in ("Equal", "Unequal", "Less", "LessEqual", "Greater",
                                          "GreaterEqual"))
_INEQ = frozenset(Symbol(n) for n in ("Less", "LessEqual", "Greater", "GreaterEqual",
                                      "Inequality"))
_LOGIC = frozenset(Symbol(n) for n in ("And", "Or", "Not"))


class Unsupported(Exception):
    """The system is outside what these methods can solve."""


# --- the system ---------------------------------------------------------------------------------

def split_inequality(e):
    """Inequality[a, op, b, op, c, ...] as And of binary relations."""
    a = e.args
    parts = []
    for i in range(0, len(a) - 2, 2):
        parts.append(Expression(a[i + 1], (a[i], a[i + 2])))
    return parts[0] if len(parts) == 1 else Expression(S.And, tuple(parts))


def normalize(e):
    """Lists become And, Inequality chains and n-ary relations become And of binary ones."""
    if not isinstance(e, Expression):
        return e
    h = e.head
    if h is S.List or h in _LOGIC:
        args = tuple(normalize(a) for a in e.args)
        return Expression(S.And if h is S.List else h, args)
    if h is S.Inequality and len(e.args) % 2 == 1 and len(e.args) >= 3:
        return normalize(split_inequality(e))
    if h in RELATIONS and len(e.args) > 2:
        return Expression(S.And, tuple(Expression(h, (a, b))
                                       for a, b in zip(e.args, e.args[1:])))
    return e


_DOMAIN_NAMES = ("Reals", "Integers", "Complexes")


def split_domains(e):
    """Element[x, dom] conjuncts taken out of the system (``Reduce[x^2 == 1 && x \u2208
    Integers, x]``): (the rest, {x: "Integers" | "Reals" | "Complexes"}); None when an
    Element is elsewhere (inside Or, or over another domain)."""
    doms = {}
    items = e.args if isinstance(e, Expression) and e.head in (S.And, S.List) else (e,)
    rest = []
    for it in items:
        if isinstance(it, Expression) and it.head is S.Element and len(it.args) == 2:
            xs, d = it.args
            if getattr(d, "name", None) not in _DOMAIN_NAMES:
                return None
            vs = xs.args if isinstance(xs, Expression) and \
                xs.head in (S.List, S.Alternatives) else (xs,)
            for v in vs:
                doms[v] = d.name
            continue
        if isinstance(it, Expression) and it.head in (S.And, S.List):
            sub = split_domains(it)
            if sub is None:
                return None
            rest.append(sub[0])
            doms.update(sub[1])
            continue
        if _mentions_element(it):
            return None
        rest.append(it)
    if not rest:
        return TRUE, doms
    return (rest[0] if len(rest) == 1 else Expression(S.And, tuple(rest))), doms


def _mentions_element(e):
    if not isinstance(e, Expression):
        return False
    if e.head is S.Element:
        return True
    return e.head in _LOGIC and any(_mentions_element(a) for a in e.args)


def domain_of(doms, vars_, domain):
    """The one domain of the variables from the Element conjuncts and the domain argument
    (None: the default); raises Unsupported for mixed domains."""
    names = {doms.get(v, domain) for v in vars_}
    extra = set(doms) - set(vars_)
    if extra:
        raise Unsupported
    if len(names) == 1:
        return names.pop()
    if names <= {None, "Reals"}:
        return "Reals"
    if names <= {None, "Complexes"}:
        return None
    raise Unsupported


def relations_of(e, out):
    if isinstance(e, Expression) and e.head in _LOGIC:
        for a in e.args:
            relations_of(a, out)
    else:
        out.append(e)
    return out


def is_system(e):
    """Every atom of the logic is a relation, True or False."""
    for r in relations_of(e, []):
        if r is TRUE or r is FALSE:
            continue
        if not (isinstance(r, Expression) and r.head in RELATIONS and len(r.args) == 2):
            return False
    return True


def _has_inequality(e):
    return any(isinstance(r, Expression) and r.head in _INEQ for r in relations_of(e, []))


def auto_vars(ev, e):
    vs = []
    for r in relations_of(e, []):
        if isinstance(r, Expression):
            for side in r.args:
                for v in variables(side, lambda x: ev.call("NumericQ", x) is TRUE):
                    if v not in vs:
                        vs.append(v)
    return sorted(vs, key=sort_key)


# --- SymPy sets --------------------------------------------------------------------------------

def _relation_sympy(ev, r, sp):
    lhs, rhs = r.args
    a, b = bridge.try_to_sympy(lhs), bridge.try_to_sympy(rhs)
    if a is None or b is None:
        raise Unsupported
    return {"Equal": sp.Eq, "Unequal": sp.Ne, "Less": sp.Lt, "LessEqual": sp.Le,
            "Greater": sp.Gt, "GreaterEqual": sp.Ge}[r.head.name](a, b, evaluate=False)


def real_set(ev, cond, sx, domain="real"):
    """The SymPy set of the x (a SymPy symbol) satisfying ``cond`` over the reals (or the
    complexes); raises Unsupported."""
    sp = bridge.sympy_module()
    universe = sp.S.Reals if domain == "real" else sp.S.Complexes
    if cond is TRUE:
        return universe
    if cond is FALSE:
        return sp.S.EmptySet
    if isinstance(cond, Expression) and cond.head in _LOGIC:
        parts = [real_set(ev, a, sx, domain) for a in cond.args]
        if cond.head is S.And:
            out = universe
            for p in parts:
                out = sp.Intersection(out, p)
            return out
        if cond.head is S.Or:
            return sp.Union(*parts) if parts else sp.S.EmptySet
        return sp.Complement(universe, parts[0])
    if not (isinstance(cond, Expression) and cond.head in RELATIONS and len(cond.args) == 2):
        raise Unsupported
    rel = _relation_sympy(ev, cond, sp)
    if rel.free_symbols - {sx}:
        raise Unsupported
    if domain != "real" and cond.head not in (S.Equal, S.Unequal):
        raise Unsupported
    try:
        if cond.head is S.Unequal and domain != "real":
            zeros = sp.solveset(sp.Eq(rel.lhs, rel.rhs), sx, universe)
            return sp.Complement(universe, zeros)
        st = sp.solveset(rel, sx, universe)
    except Exception as exc:  # SymPy cannot solve this relation
        if isinstance(exc, (KeyboardInterrupt, MemoryError)):
            raise
        st = None
    if domain == "real" and (st is None or isinstance(st, sp.ConditionSet)):
        st = _polynomial_set(sp, rel, sx)      # three real roots of a cubic, ...
    if st is None:
        raise Unsupported
    return st


_SIGN_OK = {"Equal": lambda s: s == 0, "Unequal": lambda s: s != 0,
            "StrictLessThan": lambda s: s < 0, "LessThan": lambda s: s <= 0,
            "StrictGreaterThan": lambda s: s > 0, "GreaterThan": lambda s: s >= 0}


def _polynomial_set(sp, rel, sx):
    """The real solutions of a polynomial relation with rational coefficients by its sign
    between its real roots (exact: rationals, radicals, CRootOf); None otherwise."""
    d = sp.expand(rel.lhs - rel.rhs)
    try:
        p = sp.Poly(d, sx)
    except sp.PolynomialError:
        return None
    if not all(c.is_rational for c in p.all_coeffs()) or p.degree() < 1:
        return None
    ok = _SIGN_OK.get(type(rel).__name__)
    if ok is None:
        return None
    roots = []
    for r in p.real_roots():
        if r not in roots:
            roots.append(r)
    vals = [float(r.evalf(30)) for r in roots]

    def sign_at(v):
        y = p.eval(v)
        return int(bool(y > 0)) - int(bool(y < 0))

    from fractions import Fraction
    parts = []
    if not roots:
        return sp.S.Reals if ok(sign_at(0)) else sp.S.EmptySet
    samples = [sp.Rational(Fraction(vals[0]).limit_denominator(10 ** 9)) - 1]
    for a, b in zip(vals, vals[1:]):
        samples.append(sp.Rational(Fraction((a + b) / 2).limit_denominator(10 ** 12)))
    samples.append(sp.Rational(Fraction(vals[-1]).limit_denominator(10 ** 9)) + 1)
    ends = [-sp.oo] + roots + [sp.oo]
    root_ok = ok(0)
    for k, smp in enumerate(samples):
        if ok(sign_at(smp)):
            parts.append(sp.Interval(ends[k], ends[k + 1], left_open=not (
                k > 0 and root_ok), right_open=not (k < len(roots) and root_ok)))
    if root_ok:
        parts.append(sp.FiniteSet(*roots))
    return sp.Union(*parts) if parts else sp.S.EmptySet


def _num(v):
    """A complex float for ordering; raises Unsupported for non-numbers."""
    try:
        z = complex(v.evalf(20))
    except (TypeError, ValueError, AttributeError):
        raise Unsupported
    return z


def pieces(st, sp):
    """A real set as sorted disjoint pieces: ("point", a) and ("interval", a, b, lopen,
    ropen) with a or b possibly infinite."""
    out = []

    def add(s):
        if s is sp.S.EmptySet:
            return
        if s is sp.S.Reals:
            out.append(("interval", -sp.oo, sp.oo, True, True))
        elif isinstance(s, sp.FiniteSet):
            for p in s.args:
                if p.is_real is False:
                    continue
                out.append(("point", p))
        elif isinstance(s, sp.Interval):
            if s.start == s.end:
                out.append(("point", s.start))
            else:
                out.append(("interval", s.start, s.end, bool(s.left_open), bool(s.right_open)))
        elif isinstance(s, sp.Union):
            for a in s.args:
                add(a)
        elif isinstance(s, sp.Complement) and isinstance(s.args[1], sp.FiniteSet):
            base = pieces(s.args[0], sp)
            for pt in sorted(s.args[1].args, key=lambda p: _num(p).real):
                base = _remove_point(base, pt, sp)
            out.extend(base)
        elif isinstance(s, sp.Intersection):
            sets = list(s.args)
            finite = [a for a in sets if isinstance(a, sp.FiniteSet)]
            if finite:
                for p in finite[0].args:
                    if all(a.contains(p) is sp.true for a in sets):
                        out.append(("point", p))
            else:
                raise Unsupported
        else:
            raise Unsupported

    add(st)

    def key(pc):
        if pc[0] == "point":
            return (_num(pc[1]).real, 1)
        a = pc[1]
        return (float("-inf") if a == -sp.oo else _num(a).real, 0 if pc[3] is False else 2)

    out.sort(key=key)
    return out


def _remove_point(base, pt, sp):
    out = []
    for pc in base:
        if pc[0] == "point":
            if pc[1] != pt:
                out.append(pc)
            continue
        _, a, b, lo, ro = pc
        inside = (a == -sp.oo or _num(a).real < _num(pt).real) and \
                 (b == sp.oo or _num(pt).real < _num(b).real)
        if inside:
            out.append(("interval", a, pt, lo, True))
            out.append(("interval", pt, b, True, ro))
        elif pt == a and not lo:
            out.append(("interval", a, b, True, ro))
        elif pt == b and not ro:
            out.append(("interval", a, b, lo, True))
        else:
            out.append(pc)
    return out


def _w(ev, v):
    r = bridge.try_from_sympy(v, ev)
    if r is None:
        raise Unsupported
    return r


def between(a, op1, x, op2, b):
    """a op1 x op2 b: Less[a, x, b] when the two operators agree (as the parser reads
    a < x < b), Inequality[a, op1, x, op2, b] otherwise."""
    if op1 is op2:
        return Expression(op1, (a, x, b))
    return Expression(S.Inequality, (a, op1, x, op2, b))


def set_to_condition(ev, st, x):
    """A real SymPy set as a Wolfram condition on x."""
    sp = bridge.sympy_module()
    ps = pieces(st, sp)
    conds = []
    for pc in ps:
        if pc[0] == "point":
            conds.append(Expression(S.Equal, (x, _w(ev, pc[1]))))
            continue
        _, a, b, lo, ro = pc
        if a == -sp.oo and b == sp.oo:
            return TRUE
        if a == -sp.oo:
            conds.append(Expression(S.Less if ro else S.LessEqual, (x, _w(ev, b))))
        elif b == sp.oo:
            conds.append(Expression(S.Greater if lo else S.GreaterEqual, (x, _w(ev, a))))
        else:
            conds.append(between(_w(ev, a), S.Less if lo else S.LessEqual, x,
                                 S.Less if ro else S.LessEqual, _w(ev, b)))
    if not conds:
        return FALSE
    return conds[0] if len(conds) == 1 else Expression(S.Or, tuple(conds))


def _complex_key(v):
    z = _num(v)
    real = abs(z.imag) < 1e-12 * max(1.0, abs(z.real))
    return (0, z.real, 0.0) if real else (1, z.real, z.imag)


def _complex_condition(ev, st, x):
    sp = bridge.sympy_module()
    if st is sp.S.EmptySet:
        return FALSE
    if st is sp.S.Complexes:
        return TRUE
    if isinstance(st, sp.FiniteSet):
        pts = sorted(st.args, key=_complex_key)
        conds = [Expression(S.Equal, (x, _w(ev, p))) for p in pts]
        return conds[0] if len(conds) == 1 else Expression(S.Or, tuple(conds))
    if isinstance(st, sp.Complement) and st.args[0] is sp.S.Complexes \
            and isinstance(st.args[1], sp.FiniteSet):
        pts = sorted(st.args[1].args, key=_complex_key)
        conds = [Expression(S.Unequal, (x, _w(ev, p))) for p in pts]
        return conds[0] if len(conds) == 1 else Expression(S.And, tuple(conds))
    raise Unsupported


def _periodic_condition(ev, st, x, sp):
    """A union of ImageSets n -> a n + b over the integers: Element[C[1], Integers] &&
    (x == b1 + a1 C[1] || ...)."""
    parts = st.args if isinstance(st, sp.Union) else (st,)
    c1 = Expression(S.C, (Integer(1),))
    conds = []
    for p in parts:
        if not (isinstance(p, sp.ImageSet) and p.base_sets == (sp.S.Integers,)):
            raise Unsupported
        lam = p.lamda
        (n,) = lam.variables
        body = sp.expand(lam.expr)
        if not body.is_polynomial(n) or sp.degree(body, n) != 1:
            raise Unsupported
        a, b = body.coeff(n, 1), body.coeff(n, 0)
        conds.append((_num(b).real, Expression(S.Equal, (x, Expression(S.Plus, (
            _w(ev, b), Expression(S.Times, (_w(ev, a), c1))))))))
    conds.sort(key=lambda t: t[0])
    eqs = [c for _, c in conds]
    alt = eqs[0] if len(eqs) == 1 else Expression(S.Or, tuple(eqs))
    return Expression(S.And, (Expression(S.Element, (c1, S.Integers)), alt))


def _integer_condition(ev, st, x, sp):
    ps = pieces(st, sp)
    pts = []
    conds = []
    for pc in ps:
        if pc[0] == "point":
            if pc[1].is_integer:
                pts.append(pc[1])
            continue
        _, a, b, lo, ro = pc
        if a == -sp.oo and b == sp.oo:
            return Expression(S.Element, (x, S.Integers))
        if a == -sp.oo or b == sp.oo:
            bound = sp.floor(b) if a == -sp.oo else sp.ceiling(a)
            if a == -sp.oo and ro and bound == b:
                bound -= 1
            if b == sp.oo and lo and bound == a:
                bound += 1
            rel = S.LessEqual if a == -sp.oo else S.GreaterEqual
            conds.append(Expression(S.And, (Expression(S.Element, (x, S.Integers)),
                                             Expression(rel, (x, _w(ev, bound))))))
            continue
        lo_i = sp.ceiling(a)
        if lo and lo_i == a:
            lo_i += 1
        hi_i = sp.floor(b)
        if ro and hi_i == b:
            hi_i -= 1
        if hi_i - lo_i > 10000:
            raise Unsupported
        k = lo_i
        while k <= hi_i:
            pts.append(k)
            k += 1
    pts = sorted(set(pts), key=lambda p: int(p))
    eqs = [Expression(S.Equal, (x, _w(ev, p))) for p in pts]
    allc = eqs + conds
    if not allc:
        return FALSE
    return allc[0] if len(allc) == 1 else Expression(S.Or, tuple(allc))


# --- Reduce --------------------------------------------------------------------------------------

def _polynomial_roots(ev, system, x, real):
    """One polynomial equation with rational coefficients: its distinct roots in Solve's
    forms (mathilda/algorithms/algebra/roots.py), the real ones in increasing order over
    the reals, in canonical order over the complexes; None when that does not apply."""
    if not (isinstance(system, Expression) and system.head is S.Equal
            and len(system.args) == 2):
        return None
    from mathilda.algorithms.algebra.roots import exact_roots
    e = ev.evaluate(Expression(S.Plus, (system.args[0], Expression(
        S.Times, (Integer(-1), system.args[1])))))
    roots = exact_roots(ev, e, x)
    if roots is None:
        return None
    distinct = []
    for r in roots:
        if r not in distinct:
            distinct.append(r)
    if real:
        keyed = []
        for r in distinct:
            v = ev.evaluate(Expression(S.N, (r,)))
            if type(v).__name__ in ("Real", "Integer"):
                keyed.append((float(v.value), r))
        distinct = [r for _, r in sorted(keyed, key=lambda t: t[0])]
    else:
        distinct = list(ev.call("Sort", Expression(S.List, tuple(distinct))).args)
    conds = [Expression(S.Equal, (x, r)) for r in distinct]
    if not conds:
        return FALSE
    return conds[0] if len(conds) == 1 else Expression(S.Or, tuple(conds))


def _univariate(ev, system, x, domain):
    sp = bridge.sympy_module()
    sx = bridge.try_to_sympy(x)
    if sx is None:
        raise Unsupported
    if not sx.is_Symbol:
        d = sp.Dummy("x")
        stand_in = True
    else:
        d = sx
        stand_in = False
    if stand_in:
        raise Unsupported
    real = domain in ("Reals", "Integers") or (domain is None and _has_inequality(system))
    if domain != "Integers":
        r = _polynomial_roots(ev, system, x, real)
        if r is not None:
            return r
    st = real_set(ev, system, d, "real" if real else "complex")
    if isinstance(st, sp.ImageSet) or (isinstance(st, sp.Union) and
                                       any(isinstance(a, sp.ImageSet) for a in st.args)):
        return _periodic_condition(ev, st, x, sp)
    if domain == "Integers":
        return _integer_condition(ev, st, x, sp)
    if real:
        return set_to_condition(ev, st, x)
    return _complex_condition(ev, st, x)


def _parametric_linear(ev, system, x):
    """a x + b == 0 with symbolic a: the generic and the degenerate cases."""
    if not (isinstance(system, Expression) and system.head is S.Equal):
        raise Unsupported
    lhs = ev.evaluate(Expression(S.Plus, (system.args[0], Expression(S.Times, (
        Integer(-1), system.args[1])))))
    if ev.call("PolynomialQ", lhs, x) is not TRUE:
        raise Unsupported
    coeffs = ev.call("CoefficientList", lhs, x)
    if not (isinstance(coeffs, Expression) and coeffs.head is S.List):
        raise Unsupported
    cs = coeffs.args
    if len(cs) == 2:
        b, a = cs
        if a.is_number:
            raise Unsupported           # numeric leading coefficient: not parametric
        sol = ev.evaluate(Expression(S.Times, (Integer(-1), b, Expression(S.Power, (
            a, Integer(-1))))))
        degenerate = ev.evaluate(Expression(S.And, (Expression(S.Equal, (b, Integer(0))),
                                                    Expression(S.Equal, (a, Integer(0))))))
        generic = Expression(S.And, (Expression(S.Unequal, (a, Integer(0))),
                                     Expression(S.Equal, (x, sol))))
        return Expression(S.Or, (degenerate, generic))
    if len(cs) > 2 and cs[-1].is_number:
        sols = ev.call("Solve", system, x)
        return _solutions_condition(ev, sols, [x])
    raise Unsupported


def _solutions_condition(ev, sols, vars_):
    if not (isinstance(sols, Expression) and sols.head is S.List):
        raise Unsupported
    if not sols.args:
        return FALSE
    alts = []
    for sol in sols.args:
        if not (isinstance(sol, Expression) and sol.head is S.List):
            raise Unsupported
        rules = {r.args[0]: r.args[1] for r in sol.args}
        eqs = [Expression(S.Equal, (v, rules[v])) for v in vars_ if v in rules]
        if not eqs:
            return TRUE
        alts.append(eqs[0] if len(eqs) == 1 else Expression(S.And, tuple(eqs)))
    if len(alts) == 1:
        return alts[0]
    return Expression(S.Or, tuple(alts))


def _multivariate(ev, system, vars_, domain):
    if isinstance(system, Expression) and system.head is S.Or:
        raise Unsupported
    rels = relations_of(system, [])
    if any(isinstance(r, Expression) and r.head is S.Not for r in rels):
        raise Unsupported
    eqs = [r for r in rels if isinstance(r, Expression) and r.head is S.Equal]
    if not eqs:
        raise Unsupported
    args = [system, Expression(S.List, tuple(reversed(vars_)))]
    if domain is not None:
        args.append(Symbol(domain))
    sols = ev.call("Solve", *args)
    if isinstance(sols, Expression) and sols.head is S.Solve:
        raise Unsupported
    return _solutions_condition(ev, sols, vars_)


def _integer_system(ev, system, vars_):
    from mathilda.algorithms.algebra.diophantine import integer_solutions
    r = integer_solutions(ev, system, vars_)
    if r[0] == "points":
        alts = [Expression(S.And, tuple(Expression(S.Equal, (v, Integer(p)))
                                        for v, p in zip(vars_, pt))) for pt in r[1]]
        if not alts:
            return FALSE
        return alts[0] if len(alts) == 1 else Expression(S.Or, tuple(alts))
    _, exprs, n, _ = r
    cs = [Expression(S.C, (Integer(k),)) for k in range(1, n + 1)]
    dom = Expression(S.Element, (cs[0] if n == 1 else Expression(S.Alternatives, tuple(cs)),
                                 S.Integers))
    return Expression(S.And, (dom,) + tuple(Expression(S.Equal, (v, e))
                                            for v, e in zip(vars_, exprs)))


def reduce_system(ev, system, vars_, domain):
    """The reduced condition (an Expr); raises Unsupported."""
    if system is TRUE and domain == "Integers":
        conds = tuple(Expression(S.Element, (v, S.Integers)) for v in vars_)
        return conds[0] if len(conds) == 1 else Expression(S.And, conds)
    if system is TRUE or system is FALSE:
        return system
    if domain == "Integers" and len(vars_) > 1:
        return _integer_system(ev, system, vars_)
    if len(vars_) == 2 and (domain == "Reals" or _has_inequality(system)):
        from mathilda.algorithms.algebra.cad2 import reduce_plane
        try:
            return reduce_plane(ev, system, vars_[0], vars_[1])
        except Unsupported:
            pass
    if len(vars_) == 1:
        x = vars_[0]
        try:
            return _univariate(ev, system, x, domain)
        except Unsupported:
            if _has_inequality(system):
                raise
            return _parametric_linear(ev, system, x)
    return _multivariate(ev, system, vars_, domain)


