"""The parts of an optimum: ArgMin, ArgMax, MinValue, MaxValue (on Minimize / Maximize),
NArgMin, NArgMax, NMinValue, NMaxValue (on NMinimize / NMaximize), FindArgMin, FindArgMax,
FindMinValue, FindMaxValue (on FindMinimum / FindMaximum), and LinearOptimization (linear
and mixed-integer programs: SciPy's HiGHS, the vertex recovered exactly for exact input by
mathilda/algorithms/algebra/linear_programming.py).

Each of the first twelve evaluates the full solver and takes the value or the point of its
{value, {x -> x0, ...}} result; when the solver stays unevaluated, so does the part.  The
exact ArgMin and ArgMax give a bare point for a single variable given without a list, the
numeric ones always give a list (as the Wolfram Language does).
"""

from fractions import Fraction

from mathilda.core.expr import (Expression, Integer, Rational, Real, String, Symbol, S, TRUE,
                                make_rational)
from mathilda.core.registry import builtin


def _is_list(x):
    return isinstance(x, Expression) and x.head is S.List


def _solve(ev, expr, solver):
    """The {value, rules} result of the solver on the same arguments, or None."""
    r = ev.evaluate(Expression(Symbol(solver), expr.args))
    if _is_list(r) and len(r.args) == 2 and _is_list(r.args[1]) and all(
            isinstance(a, Expression) and a.head is S.Rule for a in r.args[1].args):
        return r
    return None


def _point(ev, expr, solver, always_list):
    r = _solve(ev, expr, solver)
    if r is None:
        return None
    pts = [rule.args[1] for rule in r.args[1].args]
    spec = expr.args[1] if len(expr.args) > 1 else None
    if not always_list and len(pts) == 1 and not _is_list(spec):
        return pts[0]
    return Expression(S.List, tuple(pts))


def _value(ev, expr, solver):
    r = _solve(ev, expr, solver)
    return None if r is None else r.args[0]


_EXACT_USAGE = ("{0}[f, x] gives the position x{1} at which f is {2}; {0}[f, {{x, y, ...}}] "
                "the point {{x{1}, y{1}, ...}}; {0}[{{f, cons}}, vars] subject to the "
                "constraints cons (as {3} does).")
_VALUE_USAGE = ("{0}[f, x] gives the {1} value of f over x; {0}[f, {{x, y, ...}}] over "
                "several variables; {0}[{{f, cons}}, vars] subject to the constraints cons "
                "(as {2} does).")


@builtin("ArgMin", nargs=(2, None),
         usage=_EXACT_USAGE.format("ArgMin", "min", "minimized", "Minimize"),
         examples=[("ArgMin[2 x^2 - 3 x + 5, x]", "3/4"),
                   ("ArgMin[(x - 1)^2 + (y - 2)^2, {x, y}]", "{1, 2}"),
                   ("ArgMin[{x^2, x >= 1}, x]", "1"),
                   ("ArgMin[x^2 - 3 x, {x}]", "{3/2}")])
def arg_min(ev, expr):
    return _point(ev, expr, "Minimize", False)


@builtin("ArgMax", nargs=(2, None),
         usage=_EXACT_USAGE.format("ArgMax", "max", "maximized", "Maximize"),
         examples=[("ArgMax[-x^2 + 4 x, x]", "2"),
                   ("ArgMax[{x, x^2 <= 2}, x]", "Sqrt[2]"),
                   ("ArgMax[x/(x^2 + 1), {x}]", "{1}")])
def arg_max(ev, expr):
    return _point(ev, expr, "Maximize", False)


@builtin("MinValue", nargs=(2, None),
         usage=_VALUE_USAGE.format("MinValue", "minimum", "Minimize"),
         examples=[("MinValue[2 x^2 - 3 x + 5, x]", "31/8"),
                   ("MinValue[{x^2 + y^2, x + y == 1}, {x, y}]", "1/2"),
                   ("MinValue[{x, x^2 <= 2}, x]", "-Sqrt[2]")])
def min_value(ev, expr):
    return _value(ev, expr, "Minimize")


@builtin("MaxValue", nargs=(2, None),
         usage=_VALUE_USAGE.format("MaxValue", "maximum", "Maximize"),
         examples=[("MaxValue[-x^2 + 4 x, x]", "4"),
                   ("MaxValue[x/(x^2 + 1), x]", "1/2")])
def max_value(ev, expr):
    return _value(ev, expr, "Maximize")


_N_USAGE = ("{0}[f, x] gives a position {{x{1}}} at which f is numerically globally {2}; "
            "{0}[f, {{x, y, ...}}] in several variables; {0}[{{f, cons}}, vars] subject to "
            "constraints (effectively vars /. Last[{3}[...]]).")


@builtin("NArgMin", nargs=(2, None), options={"Method": "Automatic"},
         usage=_N_USAGE.format("NArgMin", "min", "minimized", "NMinimize"),
         examples=[("NArgMin[x^4 - 3 x^2 + x, x]", "{-1.30084}"),
                   ("NArgMin[{x^2 + y^2, x + y >= 1}, {x, y}]", "{0.5, 0.5}")])
def n_arg_min(ev, expr):
    return _point(ev, expr, "NMinimize", True)


@builtin("NArgMax", nargs=(2, None), options={"Method": "Automatic"},
         usage=_N_USAGE.format("NArgMax", "max", "maximized", "NMaximize"),
         examples=[("NArgMax[Sin[x] Exp[-x^2], x]", "{0.653271}"),
                   ("NArgMax[{x y, x + y == 2}, {x, y}]", "{1., 1.}")])
def n_arg_max(ev, expr):
    return _point(ev, expr, "NMaximize", True)


@builtin("NMinValue", nargs=(2, None), options={"Method": "Automatic"},
         usage=_VALUE_USAGE.format("NMinValue", "numerical global minimum", "NMinimize"),
         examples=[("NMinValue[x^4 - 3 x^2 + x, x]", "-3.51391"),
                   ("NMinValue[{x, x^2 + y^2 <= 1}, {x, y}]", "-1.")])
def n_min_value(ev, expr):
    return _value(ev, expr, "NMinimize")


@builtin("NMaxValue", nargs=(2, None), options={"Method": "Automatic"},
         usage=_VALUE_USAGE.format("NMaxValue", "numerical global maximum", "NMaximize"),
         examples=[("NMaxValue[Sin[x] Exp[-x^2], x]", "0.396653"),
                   ("NMaxValue[{x y, x + y == 2}, {x, y}]", "1.")])
def n_max_value(ev, expr):
    return _value(ev, expr, "NMaximize")


_FIND_USAGE = ("{0}[f, {{x, x0}}] gives the position {{x{1}}} of a local {2} of f found "
               "by a search from x = x0; {0}[f, {{{{x, x0}}, {{y, y0}}, ...}}] in several "
               "variables; {0}[{{f, cons}}, ...] subject to constraints (effectively "
               "vars /. Last[{3}[...]]).")
_FIND_VALUE = ("{0}[f, {{x, x0}}] gives the value at a local {1} of f found by a search "
               "from x = x0; {0}[f, {{{{x, x0}}, {{y, y0}}, ...}}] in several variables "
               "(effectively First[{2}[...]]).")


@builtin("FindArgMin", nargs=(2, None), attributes=("HoldAll", "Protected"),
         options={"MaxIterations": "100"},
         usage=_FIND_USAGE.format("FindArgMin", "min", "minimum", "FindMinimum"),
         examples=[("FindArgMin[2 x^2 + 3 x - 5, {x, 1}]", "{-0.75}"),
                   ("FindArgMin[(x - 1)^2 + (y - 2)^2 + 3, {{x, 0}, {y, 0}}]", "{1., 2.}"),
                   ("FindArgMin[{x^2, x >= 1}, {x, 3}]", "{1.}")])
def find_arg_min(ev, expr):
    return _point(ev, expr, "FindMinimum", True)


@builtin("FindArgMax", nargs=(2, None), attributes=("HoldAll", "Protected"),
         options={"MaxIterations": "100"},
         usage=_FIND_USAGE.format("FindArgMax", "max", "maximum", "FindMaximum"),
         examples=[("FindArgMax[Sin[x], {x, 1}]", "{1.5708}"),
                   ("FindArgMax[x Exp[-x], {x, 2}]", "{1.}")])
def find_arg_max(ev, expr):
    return _point(ev, expr, "FindMaximum", True)


@builtin("FindMinValue", nargs=(2, None), attributes=("HoldAll", "Protected"),
         options={"MaxIterations": "100"},
         usage=_FIND_VALUE.format("FindMinValue", "minimum", "FindMinimum"),
         examples=[("FindMinValue[x^2 - 3 x + 2, {x, 1}]", "-0.25"),
                   ("FindMinValue[Sin[x], {x, 1}]", "-1.")])
def find_min_value(ev, expr):
    return _value(ev, expr, "FindMinimum")


@builtin("FindMaxValue", nargs=(2, None), attributes=("HoldAll", "Protected"),
         options={"MaxIterations": "100"},
         usage=_FIND_VALUE.format("FindMaxValue", "maximum", "FindMaximum"),
         examples=[("FindMaxValue[Sin[x], {x, 1}]", "1."),
                   ("FindMaxValue[x Exp[-x], {x, 2}]", "0.367879")])
def find_max_value(ev, expr):
    return _value(ev, expr, "FindMaximum")


# --- LinearOptimization ----------------------------------------------------------------------

_LP_MESSAGES = {
    "nsolc": "There are no points that satisfy the constraints.",
    "ubnd": "The problem is unbounded.",
    "lincon": "The constraint `1` is not linear in the variables.",
    "linobj": "The objective function `1` is not linear in the variables.",
    "prop": "`1` is not a known property of LinearOptimization.",
    "dims": "The dimensions of the arguments are inconsistent.",
    "nnum": "The coefficients of the problem should be real numbers.",
    "ivar": "`1` is not a valid variable.",
    "fail": "The solver could not find a solution.",
}

_PROPS = ("PrimalMinimizer", "PrimalMinimizerRules", "PrimalMinimizerVector", "DualMaximizer",
          "PrimalMinimumValue", "DualMaximumValue", "ObjectiveVector", "ConstraintMatrices",
          "Properties")


class _Bad(Exception):
    """A malformed problem: (tag, args) of the message to give."""


def _num(x, state):
    t = type(x)
    if t is Integer or t is Rational:
        return Fraction(x.value)
    if t is Real:
        state["exact"] = False
        return Fraction(float(x.value))
    raise _Bad("nnum")


def _vec(ev, x, state):
    if not _is_list(x):
        raise _Bad("dims")
    return [_num(ev.evaluate(Expression(S.N, (a,))) if not a.is_number else a, state)
            for a in x.args]


def _matrix(ev, m, state):
    if not _is_list(m) or not all(_is_list(r) for r in m.args):
        raise _Bad("dims")
    return [_vec(ev, r, state) for r in m.args]


def _out(v, exact):
    return make_rational(v.numerator, v.denominator) if exact else Real(float(v))


def _sympy_linear(e, syms, sp):
    """(coefficients, constant) of a linear SymPy expression, or None."""
    e = sp.expand(e)
    coeffs = []
    for s in syms:
        c = e.coeff(s, 1)
        coeffs.append(c)
    rest = sp.expand(e - sum(c * s for c, s in zip(coeffs, syms)))
    if any(c.free_symbols & set(syms) for c in coeffs) or rest.free_symbols & set(syms):
        return None
    return coeffs, rest


def _frac(x, state, sp):
    if x.is_Rational:
        return Fraction(int(x.p), int(x.q))
    if x.is_Float or (x.is_number and x.is_real):
        state["exact"] = False if x.is_Float else state["exact"]
        if not x.is_Float:
            v = sp.nsimplify(x)
            if v.is_Rational:
                return Fraction(int(v.p), int(v.q))
            state["exact"] = False
        return Fraction(float(x))
    raise _Bad("nnum")


def _flatten_cons(c, out):
    if isinstance(c, Expression) and c.head in (S.And, S.List):
        for a in c.args:
            _flatten_cons(a, out)
    elif c is not TRUE:
        out.append(c)
    return out


def _chain(c):
    """[(lhs, rhs, sense)] of an equation or a (chained) inequality: sense 1 means lhs >=
    rhs, -1 lhs <= rhs, 0 equality."""
    h = c.head if isinstance(c, Expression) else None
    senses = {S.GreaterEqual: 1, S.Greater: 1, S.LessEqual: -1, S.Less: -1, S.Equal: 0}
    if h in senses and len(c.args) >= 2:
        return [(a, b, senses[h]) for a, b in zip(c.args, c.args[1:])]
    if h is S.Inequality and len(c.args) % 2 == 1:
        out = []
        for k in range(1, len(c.args), 2):
            op = c.args[k]
            if op not in senses:
                return None
            out.append((c.args[k - 1], c.args[k + 1], senses[op]))
        return out
    return None


def _symbolic_problem(ev, f, cons, vspec, state):
    """(c, rows, lower, upper, integer, vars) of LinearOptimization[f, cons, vars]."""
    from mathilda.bridges import sympy as bridge
    sp = bridge.sympy_module()
    items = list(vspec.args) if _is_list(vspec) else [vspec]
    vars_, integer = [], []
    for it in items:
        if isinstance(it, Expression) and it.head is S.Element and len(it.args) == 2:
            vs = list(it.args[0].args) if _is_list(it.args[0]) else [it.args[0]]
            for v in vs:
                vars_.append(v)
                integer.append(it.args[1] is S.Integers)
        else:
            vars_.append(it)
            integer.append(False)
    for v in vars_:
        if v.is_atom and type(v) is not Symbol or isinstance(v, String) or v.is_number:
            raise _Bad("ivar", v)
    syms = [sp.Dummy("lo%d" % i) for i in range(len(vars_))]
    subs = Expression(S.List, tuple(Expression(S.Rule, (v, Symbol("LinOptVar$%d" % i)))
                                    for i, v in enumerate(vars_)))
    names = {"LinOptVar$%d" % i: s for i, s in enumerate(syms)}

    def conv(e):
        e = ev.evaluate(Expression(S.ReplaceAll, (e, subs)))
        s = bridge.try_to_sympy(e)
        if s is None:
            return None
        return s.subs({sp.Symbol(bridge.encode_name(k)): v for k, v in names.items()})

    sf = conv(f)
    lin = None if sf is None else _sympy_linear(sf, syms, sp)
    if lin is None:
        raise _Bad("linobj", f)
    c = [_frac(a, state, sp) for a in lin[0]]
    rows = []
    for con in _flatten_cons(ev.evaluate(cons), []):
        if isinstance(con, Expression) and con.head is S.Element and len(con.args) == 2:
            vs = list(con.args[0].args) if _is_list(con.args[0]) else [con.args[0]]
            for v in vs:
                if v in vars_ and con.args[1] is S.Integers:
                    integer[vars_.index(v)] = True
                elif v not in vars_ or con.args[1] is not S.Reals:
                    raise _Bad("lincon", con)
            continue
        pairs = _chain(con)
        if pairs is None:
            raise _Bad("lincon", con)
        for a, b, sense in pairs:
            d = conv(Expression(S.Plus, (a, Expression(S.Times, (Integer(-1), b)))))
            lin = None if d is None else _sympy_linear(d, syms, sp)
            if lin is None:
                raise _Bad("lincon", con)
            rows.append(([_frac(x, state, sp) for x in lin[0]], -_frac(lin[1], state, sp),
                         sense))
    n = len(vars_)
    const = _frac(_sympy_linear(sf, syms, sp)[1], state, sp)
    return c, rows, [None] * n, [None] * n, integer, vars_, const


def _matrix_problem(ev, args, state):
    """(c, rows, lower, upper, integer, n) of LinearOptimization[c, {a, b}, {aeq, beq},
    doms]."""
    c = _vec(ev, args[0], state)
    n = len(c)
    rows = []
    integer = [False] * n
    rest = list(args[1:])
    if rest and _is_list(rest[-1]) and rest[-1].args and all(
            d in (S.Integers, S.Reals) for d in rest[-1].args):
        integer = [d is S.Integers for d in rest.pop().args]
    elif rest and rest[-1] in (S.Integers, S.Reals):
        integer = [rest.pop() is S.Integers] * n
    if len(integer) != n or len(rest) > 2:
        raise _Bad("dims")
    for k, part in enumerate(rest):
        if not (_is_list(part) and len(part.args) == 2):
            raise _Bad("dims")
        if _is_list(part.args[0]) and not part.args[0].args:
            continue
        a = _matrix(ev, part.args[0], state)
        b = _vec(ev, part.args[1], state)
        if len(a) != len(b) or any(len(r) != n for r in a):
            raise _Bad("dims")
        for r, bi in zip(a, b):
            rows.append((r, -bi, 1 if k == 0 else 0))
    return c, rows, [None] * n, [None] * n, integer, n


def _duals(x, c, rows):
    """The multipliers (lambda, nu) of the dual problem, maximize -b.lambda - beq.nu subject
    to a^T.lambda + aeq^T.nu == c and lambda >= 0, for the constraints a.x + b >= 0 and
    aeq.x + beq == 0 (ConstraintMatrices): complementary slackness at the vertex x gives
    lambda = 0 off the active constraints and a linear system for the rest; None when that
    system does not fix them or a multiplier comes out negative."""
    from mathilda.algorithms.algebra.linear_programming import _solve_exact
    ineq = [(r, b, s) for r, b, s in rows if s != 0]
    eq = [(r, b, s) for r, b, s in rows if s == 0]
    forms = [([v * s for v in r], -b * s) for r, b, s in ineq] + [(r, -b) for r, b, _s in eq]
    active = [k for k, (a, b) in enumerate(forms) if k >= len(ineq) or
              sum(ai * xi for ai, xi in zip(a, x)) + b == 0]
    n = len(c)
    system = [([forms[k][0][j] for k in active], c[j]) for j in range(n)]
    mu = _solve_exact(system, len(active)) if active else ([] if all(
        v == 0 for v in c) else None)
    if mu is None:
        return None
    full = [Fraction(0)] * len(forms)
    for k, v in zip(active, mu):
        full[k] = v
    lam, nu = full[:len(ineq)], full[len(ineq):]
    if any(v < 0 for v in lam):
        return None
    return lam, nu


def _property(prop, x, c, const, vars_, exact, matrix_form, rows):
    vals = [_out(v, exact) for v in x] if x is not None else None
    n = len(c)
    if prop == "Properties":
        return Expression(S.List, tuple(String(p) for p in _PROPS))
    if prop == "ObjectiveVector":
        return Expression(S.List, tuple(_out(v, exact) for v in c))
    if prop == "ConstraintMatrices":
        ineq = [r for r in rows if r[2] != 0]
        eq = [r for r in rows if r[2] == 0]

        def mat(rs):
            return Expression(S.List, (
                Expression(S.List, tuple(Expression(S.List, tuple(
                    _out(v * (1 if s >= 0 else -1), exact) for v in r))
                    for r, _b, s in rs)),
                Expression(S.List, tuple(_out(-b * (1 if s >= 0 else -1), exact)
                                         for _r, b, s in rs))))
        return Expression(S.List, (mat(ineq), mat(eq)))
    if prop in ("PrimalMinimizer", "PrimalMinimizerVector"):
        if vals is None:
            return Expression(S.List, (S.Indeterminate,) * n)
        return Expression(S.List, tuple(vals))
    if prop == "PrimalMinimizerRules":
        return Expression(S.List, tuple(Expression(S.Rule, (v, val)) for v, val in zip(
            vars_, vals if vals is not None else [S.Indeterminate] * n)))
    if prop == "DualMaximizer":
        duals = None if x is None else _duals(x, c, rows)
        if duals is None:
            return S.Indeterminate
        return Expression(S.List, tuple(Expression(S.List, tuple(_out(v, exact) for v in d))
                                        for d in duals))
    if prop in ("PrimalMinimumValue", "DualMaximumValue"):
        if x is None:
            return S.Indeterminate
        return _out(sum(a * v for a, v in zip(c, x)) + const, exact)
    return None


@builtin("LinearOptimization", nargs=(2, 5), messages=_LP_MESSAGES,
         options={"Method": "Automatic", "Tolerance": "Automatic"},
         usage="LinearOptimization[f, cons, vars] finds values of the variables vars that "
               "minimize the linear objective f subject to the linear constraints cons "
               "(equations, inequalities, x \u2208 Integers), as rules; "
               "LinearOptimization[c, {a, b}] the vector x minimizing c.x subject to "
               "a.x + b >= 0; LinearOptimization[c, {a, b}, {aeq, beq}] also aeq.x + beq == "
               "0; a final list of Integers/Reals gives the domains; LinearOptimization[..., "
               "\"prop\"] gives a property (\"PrimalMinimizer\", \"PrimalMinimumValue\", "
               "\"DualMaximizer\" (the multipliers {lambda, nu}), "
               "...).  Exact input gives an exact vertex.",
         examples=[("LinearOptimization[x + y, {x + 2 y >= 3, x >= 0, y >= 0}, {x, y}]",
                    "{x -> 0, y -> 3/2}"),
                   ("LinearOptimization[x + 2 y, {-5 x + y == 7, x + y >= 26, x >= 3, "
                    "y >= 4}, {x, y}]", "{x -> 19/6, y -> 137/6}"),
                   ("LinearOptimization[x + y, {x + 2 y >= 3, x >= 0, y >= 0}, {x, y}, "
                    "\"PrimalMinimumValue\"]", "3/2"),
                   ("LinearOptimization[{1, 1}, {{{1, 2}, {1, 0}, {0, 1}}, {-3, 0, 0}}]",
                    "{0, 3/2}"),
                   ("LinearOptimization[-x - y, {2 x + y <= 7/2, x >= 0, y >= 0, "
                    "x \u2208 Integers, y \u2208 Integers}, {x, y}]", "{x -> 0, y -> 3}"),
                   ("LinearOptimization[x, {x >= 1, x <= 0}, {x}]", "{x -> Indeterminate}",
                    ["LinearOptimization::nsolc: There are no points that satisfy the "
                     "constraints."])])
def linear_optimization(ev, expr):
    args, _opts = ev.split_options(expr)
    args = list(args)
    prop = None
    if args and (isinstance(args[-1], String) or (_is_list(args[-1]) and args[-1].args and
                                                  all(isinstance(a, String)
                                                      for a in args[-1].args))):
        prop = args.pop()
    if len(args) < 2:
        return None
    state = {"exact": True}
    matrix_form = _is_list(args[0]) and not (len(args) == 3 and not _is_list(args[1]))
    try:
        if matrix_form and len(args) <= 4 and all(_is_list(a) or a in (S.Integers, S.Reals)
                                                  for a in args):
            c, rows, lower, upper, integer, n = _matrix_problem(ev, args, state)
            vars_, const = [Symbol("x%d" % (i + 1)) for i in range(n)], Fraction(0)
        elif len(args) == 3:
            c, rows, lower, upper, integer, vars_, const = _symbolic_problem(
                ev, args[0], args[1], args[2], state)
            matrix_form = False
        else:
            return None
    except _Bad as exc:
        ev.message("LinearOptimization", *[a if not isinstance(a, str) else a
                                           for a in exc.args])
        return None
    props = [p.value for p in prop.args] if _is_list(prop) else \
        [prop.value] if prop is not None else \
        ["PrimalMinimizer" if matrix_form else "PrimalMinimizerRules"]
    for p in props:
        if p not in _PROPS:
            ev.message("LinearOptimization", "prop", String(p))
            return None
    x = None
    if any(p not in ("Properties", "ObjectiveVector", "ConstraintMatrices") for p in props):
        from mathilda.algorithms.algebra.linear_programming import solve_lp
        exact = state["exact"]
        if not c:
            x = []
        else:
            res = solve_lp(c, rows, lower, upper, integer if any(integer) else False, exact)
            if res[0] == "ok":
                x = [Fraction(v) if not isinstance(v, Fraction) else v for v in res[1]]
            elif res[0] == "infeasible":
                ev.message("LinearOptimization", "nsolc")
            elif res[0] == "unbounded":
                ev.message("LinearOptimization", "ubnd")
            else:
                ev.message("LinearOptimization", "fail")
                return None
    exact = state["exact"]
    out = [_property(p, x, c, const, vars_, exact, matrix_form, rows) for p in props]
    return Expression(S.List, tuple(out)) if _is_list(prop) else out[0]
