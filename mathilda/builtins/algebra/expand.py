"""Algebra: Expand, ExpandAll, Factor, Together, Apart, Cancel, Simplify, FullSimplify,
Collect, Coefficient, CoefficientList, Exponent, PolynomialQ, Variables.

Polynomial expansion and the coefficient queries are native (mathilda.algorithms.algebra.polynomial);
factoring, rational-function normal forms and simplification go through the SymPy bridge
(mathilda.bridges.sympy), whose results are evaluated back into canonical form.
"""

from mathilda.bridges import sympy as bridge
from mathilda.algorithms.algebra.polynomial import (
    Expander, THREAD_HEADS, _TooLarge, expand, free_of, is_polynomial, variables,
)
from mathilda.algorithms.algebra.simplify import simplify as simplify_expr
from mathilda.algorithms.algebra.simplify import together as together_sympy
from mathilda.core.expr import Expression, Integer, Rational, Symbol, S, TRUE, FALSE
from mathilda.core.ordering import sort_key
from mathilda.core.patterns import compile_pattern, is_pattern_free
from mathilda.core.registry import builtin

_POLY_MSG = {"poly": "`1` is not a polynomial."}


def _thread(ev, expr, fn):
    """Apply ``fn(ev, e)`` (None: unchanged) through lists, equations and logic."""
    if isinstance(expr, Expression) and expr.head in THREAD_HEADS:
        out = []
        for a in expr.args:
            r = _thread(ev, a, fn)
            out.append(a if r is None else r)
        return ev.evaluate(Expression(expr.head, tuple(out)))
    return fn(ev, expr)


def _contains(ev, e, patt):
    """True when some subexpression of ``e`` matches the pattern (FreeQ negated)."""
    if is_pattern_free(patt):
        return not free_of(e, patt)
    m = compile_pattern(patt)

    def walk(x):
        for _ in m.match(x, {}, ev):
            return True
        if isinstance(x, Expression):
            return walk(x.head) or any(walk(a) for a in x.args)
        return False

    return walk(e)


# --- Expand --------------------------------------------------------------------------------

@builtin("Expand", nargs=(1, 2),
         usage="Expand[expr] expands out products and positive integer powers in expr; "
               "Expand[expr, patt] leaves unexpanded the parts free of patt.",
         examples=[("Expand[(x - 1)^3]", "-1 + 3 x - 3 x^2 + x^3"),
                   ("Expand[(a + b) (c + d)]", "a c + b c + a d + b d"),
                   ("Expand[(x + 1)^2/y]", "1/y + (2 x)/y + x^2/y"),
                   ("Expand[(x + 1)^2 (y + 1)^2, x]",
                    "(1 + y)^2 + 2 x (1 + y)^2 + x^2 (1 + y)^2")])
def expand_(ev, expr):
    args = expr.args
    keep = None
    if len(args) == 2:
        patt = args[1]
        keep = lambda s: not _contains(ev, s, patt)  # noqa: E731
    r = expand(ev, args[0], keep)
    return r


def _expand_all(ev, e, keep=None):
    if not isinstance(e, Expression):
        return e
    head = e.head
    if head in (S.Hold, S.HoldForm, S.Function):
        return e
    new_args = tuple(_expand_all(ev, a, keep) for a in e.args)
    if new_args != e.args:
        e = ev.evaluate(Expression(head, new_args))
        if not isinstance(e, Expression):
            return e
    if e.head is S.Power and len(e.args) == 2 and type(e.args[1]) is Integer \
            and e.args[1].value < 0 and isinstance(e.args[0], Expression) \
            and not (keep is not None and keep(e.args[0])):
        den = expand(ev, Expression(S.Power, (e.args[0], Integer(-e.args[1].value))), keep)
        if den is not None:
            e = ev.evaluate(Expression(S.Power, (den, Integer(-1))))
    r = expand(ev, e, keep)
    return e if r is None else r


@builtin("ExpandAll", nargs=(1, 2),
         usage="ExpandAll[expr] expands out all products and integer powers in every part "
               "of expr, denominators included; ExpandAll[expr, patt] leaves alone the parts "
               "free of patt.",
         examples=[("ExpandAll[Sin[(x + 1)^2]]", "Sin[1 + 2 x + x^2]"),
                   ("ExpandAll[1/(x + 1)^2]", "1/(1 + 2 x + x^2)")])
def expand_all(ev, expr):
    keep = None
    if len(expr.args) == 2:
        patt = expr.args[1]
        keep = lambda s: not _contains(ev, s, patt)  # noqa: E731
    return _expand_all(ev, expr.args[0], keep)


# --- SymPy-backed normal forms -------------------------------------------------------------

def _via_sympy(ev, e, fn):
    s = bridge.try_to_sympy(e)
    if s is None:
        return None
    try:
        r = fn(s)
    except (NotImplementedError, ValueError, TypeError, AttributeError, ZeroDivisionError,
            RecursionError):
        return None
    except Exception as exc:  # SymPy's own errors (PolynomialError, ...)
        if type(exc).__module__.startswith("sympy"):
            return None
        raise
    if r is s:
        return e
    return bridge.try_from_sympy(r, ev)


@builtin("Factor", nargs=(1, 2), options={"GaussianIntegers": "False", "Extension": "None"},
         usage="Factor[poly] factors a polynomial (or rational function) over the integers.",
         examples=[("Factor[x^2 - 1]", "(-1 + x) (1 + x)"),
                   ("Factor[x^3 - x^2 - x + 1]", "(-1 + x)^2 (1 + x)"),
                   ("Factor[2 x^2 + 4 x + 2]", "2 (1 + x)^2"),
                   ("Factor[x^2 + 1, GaussianIntegers -> True]", "(-I + x) (I + x)")])
def factor(ev, expr):
    pos, opts = ev.split_options(expr)
    if len(pos) != 1:
        return None
    kw = {}
    if opts.get("GaussianIntegers") is TRUE:
        kw["gaussian"] = True
    ext = opts.get("Extension")
    if ext is not None and ext is not Symbol("None") and ext is not S.Automatic:
        exts = ext.args if isinstance(ext, Expression) and ext.head is S.List else (ext,)
        conv = [bridge.try_to_sympy(x) for x in exts]
        if None not in conv:
            kw["extension"] = conv
    sp = bridge.sympy_module()
    return _thread(ev, pos[0], lambda ev_, e: _via_sympy(ev_, e, lambda s: sp.factor(s, **kw)))


@builtin("Together", nargs=1,
         usage="Together[expr] puts the terms of a sum over a common denominator and "
               "cancels common factors.",
         examples=[("Together[1/x + 1/y]", "(x + y)/(x y)"),
                   ("Together[(x^2 - 1)/(x - 1)]", "1 + x"),
                   ("Together[1/(x + 1) + 1/(x - 1)]", "(2 x)/((-1 + x) (1 + x))"),
                   ("Together[2/(1 - x)]", "-2/(-1 + x)"),
                   ("Together[x/2 + 1/3]", "(2 + 3 x)/6")])
def together(ev, expr):
    sp = bridge.sympy_module()
    return _thread(ev, expr.args[0], lambda ev_, e: _via_sympy(ev_, e,
                                                               lambda s: together_sympy(sp, s)))


@builtin("Cancel", nargs=1,
         usage="Cancel[expr] cancels the common factors of numerator and denominator.",
         examples=[("Cancel[(x^2 - 1)/(x - 1)]", "1 + x"),
                   ("Cancel[(x^2 - 2 x + 1)/(x^2 - 1)]", "(-1 + x)/(1 + x)"),
                   ("Cancel[x/(2 - 2 x)^2]", "x/(4 (-1 + x)^2)"),
                   ("Cancel[(x - y)/(x^2 - y^2) + (x^3 - 27)/(x^2 - 9)]",
                    "(9 + 3 x + x^2)/(3 + x) + 1/(x + y)"),
                   ("Cancel[(x^2 - 1)/(2 x - 2)^3]", "(1 + x)/(8 (-1 + x)^2)")])
def cancel(ev, expr):
    sp = bridge.sympy_module()

    def one(s):
        if isinstance(s, sp.Add):
            return sp.Add(*[together_sympy(sp, t) if not t.is_number else t
                            for t in s.args], evaluate=False)
        return together_sympy(sp, s)
    return _thread(ev, expr.args[0], lambda ev_, e: _via_sympy(ev_, e, one))


@builtin("Apart", nargs=(1, 2),
         messages={"ivar": "`1` is not a valid variable."},
         usage="Apart[expr] rewrites a rational function as a sum of partial fractions; "
               "Apart[expr, var] treats the other variables as constants.",
         examples=[("Apart[1/(x^2 - 1)]", "1/(2 (-1 + x)) - 1/(2 (1 + x))"),
                   ("Apart[1/(x (x + 1))]", "1/x - 1/(1 + x)")])
def apart(ev, expr):
    args = expr.args
    e = args[0]
    if len(args) == 2:
        var = args[1]
        if type(var) is not Symbol:
            ev.message("Apart", "ivar", var)
            return None
    else:
        vs = sorted(variables(e, lambda x: _numeric_q(ev, x)), key=sort_key)
        vs = [v for v in vs if type(v) is Symbol]
        if not vs:
            return e
        var = vs[0]
    sp = bridge.sympy_module()
    sv = bridge.to_sympy(var)
    return _thread(ev, e, lambda ev_, x: _via_sympy(ev_, x, lambda s: sp.apart(s, sv)))


# --- Simplify ------------------------------------------------------------------------------


def _simplify_builtin(ev, expr, name, full):
    pos, opts = ev.split_options(expr)
    if not 1 <= len(pos) <= 2:
        return None
    assum = pos[1] if len(pos) == 2 else opts.get("Assumptions")
    if len(pos) == 1 and assum is S.Automatic:     # none given: those of $Assumptions
        assum = ev.evaluate(S["$Assumptions"])
        if assum is S["$Assumptions"]:
            assum = None
    if assum is not None and (assum is TRUE or assum is S.Automatic):
        assum = None
    if assum is not None:       # a condition the assumptions decide (x^2 > 3 when x > 2)
        from mathilda.algorithms.algebra.refine import refine_expr
        decided = refine_expr(ev, pos[0], assum)
        if decided is TRUE or decided is FALSE:
            return decided
        if isinstance(pos[0], Expression) and pos[0].head in (S.And, S.Or, S.Not):
            pos = (ev.evaluate(decided),) + tuple(pos[1:])   # the conditions left over
    if isinstance(pos[0], Expression) and pos[0].head in (S.And, S.Or, S.Not):
        combined = _combined_inequalities(ev, pos[0])
        if combined is not None:
            return combined
    return _thread(ev, pos[0], lambda ev_, e: simplify_expr(ev_, e, assum, full))


def _combined_inequalities(ev, e):
    """A logical combination of inequalities in one variable (x > 2 && x > 3) as Reduce
    writes it (x > 3) when that is smaller; None otherwise."""
    from mathilda.algorithms.algebra.reduce import (
        Unsupported, auto_vars, normalize, reduce_system, relations_of)
    from mathilda.algorithms.algebra.simplify import leaf_count
    if not (isinstance(e, Expression) and e.head in (S.And, S.Or, S.Not)):
        return None
    rels = relations_of(normalize(e), [])
    ineq = (S.Less, S.LessEqual, S.Greater, S.GreaterEqual)
    if len(rels) < 2 or not all(isinstance(r, Expression) and r.head in ineq for r in rels):
        return None
    syms = auto_vars(ev, normalize(e))
    if len(syms) > 1 and e.head is S.And:
        # a conjunction of conditions each on one variable: each variable's reduced
        groups = {}
        for r in rels:
            vs = auto_vars(ev, r)
            if len(vs) != 1:
                return None
            groups.setdefault(vs[0], []).append(r)
        parts = []
        for v in syms:
            g = groups.get(v, [])
            c = _combined_inequalities(ev, Expression(S.And, tuple(g))) if len(g) > 1 \
                else None
            parts.append(c if c is not None else
                         (g[0] if len(g) == 1 else Expression(S.And, tuple(g))))
        r = ev.evaluate(Expression(S.And, tuple(parts)))
        return r if leaf_count(r) < leaf_count(e) else None
    if len(syms) != 1 or type(syms[0]) is not Symbol:
        return None
    try:
        r = ev.evaluate(reduce_system(ev, normalize(e), syms, "Reals"))
    except Unsupported:
        return None
    return r if leaf_count(r) < leaf_count(e) else None


@builtin("Simplify", nargs=(1, 2), options={"Assumptions": "Automatic"},
         usage="Simplify[expr] gives the simplest form of expr found by algebraic "
               "transformations; Simplify[expr, assum] uses assumptions such as x > 0.",
         examples=[("Simplify[Sin[x]^2 + Cos[x]^2]", "1"),
                   ("Simplify[(x^2 - 1)/(x - 1)]", "1 + x"),
                   ("Simplify[Sqrt[x^2], x > 0]", "x"),
                   ("Simplify[x^2 + 2 x + 1]", "(1 + x)^2")])
def simplify(ev, expr):
    return _simplify_builtin(ev, expr, "Simplify", False)


@builtin("FullSimplify", nargs=(1, 2), options={"Assumptions": "Automatic"},
         usage="FullSimplify[expr] tries a wider range of transformations than Simplify.",
         examples=[("FullSimplify[Sin[x] Cos[x] - Sin[2 x]/2]", "0"),
                   ("FullSimplify[Gamma[n + 1]/Gamma[n]]", "n")])
def full_simplify(ev, expr):
    return _simplify_builtin(ev, expr, "FullSimplify", True)


# --- coefficients ----------------------------------------------------------------------------

def _terms(ev, e):
    """(expander, list of (coeff, [(gen_expr, exp), ...])) of the expanded form of e."""
    x = Expander(ev)
    try:
        p = x.poly(e)
    except _TooLarge:
        return None, None
    return x, [(c, [(x.gens[i], k) for i, k in m]) for m, c in p.items()]


def _power_of(factor, form):
    """The exponent with which ``factor`` (a generator with its exponent) contains form:
    (exponent Expr or number, True) or (None, False)."""
    g, k = factor
    if g == form:
        return k, True
    if isinstance(g, Expression) and g.head is S.Power and len(g.args) == 2 \
            and g.args[0] == form:
        return Expression(S.Times, (g.args[1], _num(k))), True
    return None, False


def _num(v):
    from mathilda.algorithms.algebra.polynomial import _num as n
    return n(v)


def _form_factors(ev, form):
    """A form (x, x^2, x y^3) as a list of (base, exponent) pairs, or None."""
    if isinstance(form, Expression) and form.head is S.Times:
        out = []
        for f in form.args:
            r = _form_factors(ev, f)
            if r is None:
                return None
            out.extend(r)
        return out
    if isinstance(form, Expression) and form.head is S.Power and len(form.args) == 2 \
            and type(form.args[1]) in (Integer, Rational):
        v = form.args[1].value
        return [(form.args[0], v)]
    if form.is_number:
        return None
    return [(form, 1)]


def _coefficient(ev, e, form, n):
    fs = _form_factors(ev, form)
    if fs is None:
        return None
    x, terms = _terms(ev, e)
    if terms is None:
        return None
    want = {b: k * n for b, k in fs}
    picked = []
    for c, factors in terms:
        have = {}
        rest = []
        for g, k in factors:
            if g in want:
                have[g] = have.get(g, 0) + k
            else:
                rest.append((g, k))
        if all(have.get(b, 0) == k for b, k in want.items()):
            picked.append(_rebuild(c, rest))
    if not picked:
        return Integer(0)
    return ev.evaluate(Expression(S.Plus, tuple(picked)))


def _rebuild(c, factors):
    parts = [_num(c)] if c != 1 or not factors else []
    for g, k in factors:
        parts.append(g if k == 1 else Expression(S.Power, (g, _num(k))))
    if len(parts) == 1:
        return parts[0]
    return Expression(S.Times, tuple(parts))


@builtin("Coefficient", nargs=(2, 3), attributes=("Listable", "Protected"),
         usage="Coefficient[expr, form] gives the coefficient of form in the polynomial "
               "expr; Coefficient[expr, form, n] the coefficient of form^n.",
         examples=[("Coefficient[(x + 1)^3, x, 2]", "3"),
                   ("Coefficient[a x + b x^2 + c, x]", "a"),
                   ("Coefficient[a x + b x^2 + c, x, 0]", "c"),
                   ("Coefficient[x^2 y + 3 x y^2 + y, x y^2]", "3")])
def coefficient(ev, expr):
    args = expr.args
    n = 1
    if len(args) == 3:
        nn = args[2]
        if type(nn) not in (Integer, Rational):
            return None
        n = nn.value
    return _coefficient(ev, args[0], args[1], n)


def _exponents(ev, e, form):
    """The list of exponents of ``form`` over the terms of expanded ``e`` (None: no terms)."""
    x, terms = _terms(ev, e)
    if terms is None:
        return None
    out = []
    for c, factors in terms:
        total = []
        num = 0
        for f in factors:
            k, ok = _power_of(f, form)
            if ok:
                if isinstance(k, Expression):
                    total.append(k)
                else:
                    num += k
        if total:
            v = ev.evaluate(Expression(S.Plus, tuple(total) + (_num(num),)))
        else:
            v = _num(num)
        if v not in out:
            out.append(v)
    return out


@builtin("Exponent", nargs=(2, 3), attributes=("Listable", "Protected"),
         usage="Exponent[expr, form] gives the maximum power with which form appears in "
               "the expanded expr; Exponent[expr, form, h] applies h to the set of powers.",
         examples=[("Exponent[x^2 + x^5 + 1, x]", "5"),
                   ("Exponent[(x^2 + 1)^3, x]", "6"),
                   ("Exponent[1/x + x^3, x, List]", "{-1, 3}")])
def exponent(ev, expr):
    args = expr.args
    e, form = args[0], args[1]
    h = args[2] if len(args) == 3 else S.Max
    if e == Integer(0):
        return ev.evaluate(Expression(S.DirectedInfinity, (Integer(-1),)))
    exps = _exponents(ev, e, form)
    if exps is None:
        return None
    exps.sort(key=sort_key)
    return ev.evaluate(Expression(h, tuple(exps)))


@builtin("CoefficientList", nargs=2, messages=_POLY_MSG,
         usage="CoefficientList[poly, var] gives the list of coefficients of powers of var "
               "in poly, from power 0; CoefficientList[poly, {x, y, ...}] gives nested lists.",
         examples=[("CoefficientList[1 + 2 x + 3 x^3, x]", "{1, 2, 0, 3}"),
                   ("CoefficientList[(1 + x)^2 + a, x]", "{1 + a, 2, 1}"),
                   ("CoefficientList[1 + x y + 2 y^2, {x, y}]", "{{1, 0, 2}, {0, 1, 0}}")])
def coefficient_list(ev, expr):
    e, vs = expr.args
    single = not (isinstance(vs, Expression) and vs.head is S.List)
    vars_ = (vs,) if single else vs.args
    if not is_polynomial(e, vars_):
        ev.message("CoefficientList", "poly", e)
        return None
    x, terms = _terms(ev, e)
    if terms is None:
        return None
    if not terms:
        return Expression(S.List, ())
    table = {}
    degs = [0] * len(vars_)
    for c, factors in terms:
        key = [0] * len(vars_)
        rest = []
        for g, k in factors:
            for j, v in enumerate(vars_):
                if g == v:
                    key[j] = k
                    break
            else:
                rest.append((g, k))
        key = tuple(key)
        table.setdefault(key, []).append(_rebuild(c, rest))
        for j, k in enumerate(key):
            degs[j] = max(degs[j], k)

    def build(prefix, j):
        if j == len(vars_):
            parts = table.get(tuple(prefix))
            if not parts:
                return Integer(0)
            return ev.evaluate(Expression(S.Plus, tuple(parts))) if len(parts) > 1 \
                else ev.evaluate(parts[0])
        return Expression(S.List, tuple(build(prefix + [k], j + 1)
                                        for k in range(degs[j] + 1)))

    return build([], 0)


# --- Collect ---------------------------------------------------------------------------------

def _collect(ev, e, forms, h):
    form, rest_forms = forms[0], forms[1:]
    x, terms = _terms(ev, e)
    if terms is None:
        return None
    groups = {}
    order = []
    for c, factors in terms:
        key = []
        rest = []
        for f in factors:
            if _power_of(f, form)[1]:
                key.append(f)
            else:
                rest.append(f)
        k = tuple(key)
        if k not in groups:
            groups[k] = []
            order.append(k)
        groups[k].append(_rebuild(c, rest))
    out = []
    for k in order:
        coeff = ev.evaluate(Expression(S.Plus, tuple(groups[k])))
        if rest_forms:
            r = _collect(ev, coeff, rest_forms, h)
            coeff = coeff if r is None else r
        if h is not None:
            coeff = ev.evaluate(Expression(h, (coeff,)))
        if not k:
            out.append(coeff)
        else:
            out.append(Expression(S.Times, (coeff,) + tuple(_rebuild(1, [f]) for f in k)))
    return ev.evaluate(Expression(S.Plus, tuple(out)))


@builtin("Collect", nargs=(2, 3),
         usage="Collect[expr, x] collects together terms with the same power of x; "
               "Collect[expr, {x, y, ...}] collects in x, then in y, ...; Collect[expr, x, h] "
               "applies h to each coefficient.",
         examples=[("Collect[(1 + x)^3, x]", "1 + 3 x + 3 x^2 + x^3"),
                   ("Collect[x^2 y + x^2 + x y, x]", "x y + x^2 (1 + y)"),
                   ("Collect[a x^2 + b x^2, x, h]", "x^2 h[a + b]")])
def collect(ev, expr):
    args = expr.args
    e, vs = args[0], args[1]
    h = args[2] if len(args) == 3 else None
    forms = vs.args if isinstance(vs, Expression) and vs.head is S.List else (vs,)
    if not forms:
        return e
    return _thread(ev, e, lambda ev_, x: _collect(ev_, x, forms, h))


# --- PolynomialQ and Variables -------------------------------------------------------------

def _numeric_q(ev, x):
    return ev.call("NumericQ", x) is TRUE


@builtin("PolynomialQ", nargs=(1, 2),
         usage="PolynomialQ[expr, var] gives True if expr is a polynomial in var "
               "(or in every variable of a list), and False otherwise.",
         examples=[("PolynomialQ[x^2 + 3 x + 1, x]", "True"),
                   ("PolynomialQ[1/x + x, x]", "False"),
                   ("PolynomialQ[x^2 + Sin[y], x]", "True"),
                   ("PolynomialQ[x y + y^2, {x, y}]", "True")])
def polynomial_q(ev, expr):
    args = expr.args
    e = args[0]
    if len(args) == 1:
        vs = variables(e, lambda x: _numeric_q(ev, x))
    else:
        v = args[1]
        vs = v.args if isinstance(v, Expression) and v.head is S.List else (v,)
    return TRUE if is_polynomial(e, tuple(vs)) else FALSE


@builtin("Variables", nargs=1,
         usage="Variables[poly] gives the list of the independent variables of a polynomial, "
               "in canonical order.",
         examples=[("Variables[x^2 + a x + Sin[y]]", "{a, x, Sin[y]}"),
                   ("Variables[(x + y)^2 + 3 z^2 - y z + 7]", "{x, y, z}"),
                   ("Variables[Pi x + E]", "{x}")])
def variables_(ev, expr):
    vs = variables(expr.args[0], lambda x: _numeric_q(ev, x))
    return Expression(S.List, tuple(sorted(vs, key=sort_key)))
