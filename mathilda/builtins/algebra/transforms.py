"""Algebraic transformations: TrigExpand, TrigReduce, TrigToExp, ExpToTrig, TrigFactor,
PowerExpand, ComplexExpand, FunctionExpand, ExpandNumerator, ExpandDenominator.

The trigonometric rewritings are native, over the evaluator:

* TrigExpand applies the addition formulas to sums of arguments and de Moivre's formula to
  integer multiples (Cos[3 x] -> Cos[x]^3 - 3 Cos[x] Sin[x]^2), then expands;
* TrigToExp and the inverse functions' logarithmic forms are one table of pure functions;
* ExpToTrig splits each exponent into its real and imaginary parts (E^(a + I b) ->
  (Cosh[a] + Sinh[a]) (Cos[b] + I Sin[b]));
* TrigReduce is TrigToExp, Expand, ExpToTrig and Together on the trigonometric factors of
  each term (products and powers become multiple angles);
* TrigFactor uses the sum-to-product formulas on two-term sums and otherwise factors the
  expanded form.

ComplexExpand goes through SymPy with the variables taken to be real.
"""

from mathilda.algorithms.build import plus, times
from mathilda.bridges import sympy as bridge
from mathilda.algorithms.algebra.polynomial import free_of
from mathilda.core.expr import Complex, Expression, Integer, Symbol, S, make_rational
from mathilda.core.functions import apply_pure_function
from mathilda.core.registry import builtin

_THREAD = frozenset(Symbol(n) for n in (
    "List", "Equal", "Unequal", "Less", "LessEqual", "Greater", "GreaterEqual", "And",
    "Or", "Not", "Rule"))


def _thread(ev, e, fn):
    if isinstance(e, Expression) and e.head in _THREAD:
        return ev.evaluate(Expression(e.head, tuple(_thread(ev, a, fn) for a in e.args)))
    r = fn(ev, e)
    return e if r is None else r


def _map_bottom_up(ev, e, fn):
    """Rebuild e from the leaves up, applying fn(ev, node) (None: keep) to each normal
    expression after its parts; the result is evaluated."""
    if not isinstance(e, Expression) or hasattr(type(e), "array"):
        return e
    if e.head in (S.Hold, S.HoldForm, S.Function):
        return e
    args = tuple(_map_bottom_up(ev, a, fn) for a in e.args)
    node = e if args == e.args else ev.evaluate(Expression(e.head, args))
    if not isinstance(node, Expression):
        return node
    r = fn(ev, node)
    return node if r is None else r


def _pow(a, b):
    return Expression(S.Power, (a, b))


def _f(name, x):
    return Expression(Symbol(name), (x,))


def _binomial(n, k):
    from math import comb
    return comb(n, k)


# --- TrigExpand --------------------------------------------------------------------------

_CIRCULAR = ("Sin", "Cos")
_HYPERBOLIC = ("Sinh", "Cosh")
_RATIOS = {"Tan": ("Sin", "Cos"), "Cot": ("Cos", "Sin"), "Sec": (None, "Cos"),
           "Csc": (None, "Sin"), "Tanh": ("Sinh", "Cosh"), "Coth": ("Cosh", "Sinh"),
           "Sech": (None, "Cosh"), "Csch": (None, "Sinh")}


def _split_multiple(ev, u):
    """(n, y) with u == n y for an integer |n| >= 2, else None."""
    if isinstance(u, Expression) and u.head is S.Times and type(u.args[0]) is Integer \
            and abs(u.args[0].value) >= 2:
        rest = u.args[1:]
        y = rest[0] if len(rest) == 1 else Expression(S.Times, rest)
        return u.args[0].value, y
    return None


def _expand_sc(ev, name, u):
    """Sin/Cos/Sinh/Cosh[u] expanded (an unevaluated expression), or None."""
    hyper = name in _HYPERBOLIC
    sname, cname = ("Sinh", "Cosh") if hyper else ("Sin", "Cos")
    if isinstance(u, Expression) and u.head is S.Plus and len(u.args) >= 2:
        a = u.args[0]
        b = ev.evaluate(Expression(S.Plus, u.args[1:]))
        sa, ca = _expanded(ev, sname, a), _expanded(ev, cname, a)
        sb, cb = _expanded(ev, sname, b), _expanded(ev, cname, b)
        if name == sname:
            return plus(times(sa, cb), times(ca, sb))
        sign = Integer(1) if hyper else Integer(-1)
        return plus(times(ca, cb), times(sign, sa, sb))
    m = _split_multiple(ev, u)
    if m is None:
        return None
    n, y = m
    sign = -1 if n < 0 else 1
    n = abs(n)
    s, c = _expanded(ev, sname, y), _expanded(ev, cname, y)
    terms = []
    odd = name == sname
    for k in range(1 if odd else 0, n + 1, 2):
        coeff = _binomial(n, k)
        if not hyper:
            coeff *= (-1) ** ((k - 1) // 2 if odd else k // 2)
        terms.append(times(Integer(coeff), _pow(c, Integer(n - k)), _pow(s, Integer(k))))
    r = Expression(S.Plus, tuple(terms))
    if odd and sign < 0:
        r = times(Integer(-1), r)
    return r


def _expanded(ev, name, u):
    r = _expand_sc(ev, name, u)
    return _f(name, u) if r is None else r


def _trig_expand_node(ev, node):
    h = node.head
    if type(h) is not Symbol or len(node.args) != 1:
        return None
    name = h.name
    u = node.args[0]
    if name in _CIRCULAR or name in _HYPERBOLIC:
        r = _expand_sc(ev, name, u)
        return None if r is None else ev.evaluate(r)
    ratio = _RATIOS.get(name)
    if ratio is not None:
        num, den = ratio
        if _expand_sc(ev, den, u) is None:
            return None
        d = _expanded(ev, den, u)
        n = Integer(1) if num is None else _expanded(ev, num, u)
        return ev.evaluate(times(n, _pow(d, Integer(-1))))
    return None


def trig_expand(ev, e):
    r = _map_bottom_up(ev, e, _trig_expand_node)
    return ev.call("Expand", r)


@builtin("TrigExpand", nargs=1,
         usage="TrigExpand[expr] expands trigonometric and hyperbolic functions of sums and "
               "integer multiples of angles, then expands products.",
         examples=[("TrigExpand[Sin[x + y]]", "Cos[y] Sin[x] + Cos[x] Sin[y]"),
                   ("TrigExpand[Cos[2 x]]", "Cos[x]^2 - Sin[x]^2"),
                   ("TrigExpand[Sin[3 x]]", "3 Cos[x]^2 Sin[x] - Sin[x]^3"),
                   ("TrigExpand[Cosh[x + y]]", "Cosh[x] Cosh[y] + Sinh[x] Sinh[y]")])
def trig_expand_(ev, expr):
    return _thread(ev, expr.args[0], trig_expand)


# --- TrigToExp -------------------------------------------------------------------------------

TO_EXP = {
    "Sin": "I/2 E^(-I #) - I/2 E^(I #)",
    "Cos": "E^(-I #)/2 + E^(I #)/2",
    "Tan": "(I (E^(-I #) - E^(I #)))/(E^(-I #) + E^(I #))",
    "Cot": "-((I (E^(-I #) + E^(I #)))/(E^(-I #) - E^(I #)))",
    "Sec": "2/(E^(-I #) + E^(I #))",
    "Csc": "(2 I)/(-E^(-I #) + E^(I #))",
    "Sinh": "-E^(-#)/2 + E^#/2",
    "Cosh": "E^(-#)/2 + E^#/2",
    "Tanh": "(-E^(-#) + E^#)/(E^(-#) + E^#)",
    "Coth": "(E^(-#) + E^#)/(-E^(-#) + E^#)",
    "Sech": "2/(E^(-#) + E^#)",
    "Csch": "2/(-E^(-#) + E^#)",
    "ArcSin": "-I Log[I # + Sqrt[1 - #^2]]",
    "ArcCos": "Pi/2 + I Log[I # + Sqrt[1 - #^2]]",
    "ArcTan": "I/2 Log[1 - I #] - I/2 Log[1 + I #]",
    "ArcCot": "I/2 Log[1 - I/#] - I/2 Log[1 + I/#]",
    "ArcSinh": "Log[# + Sqrt[1 + #^2]]",
    "ArcCosh": "Log[# + Sqrt[-1 + #] Sqrt[1 + #]]",
    "ArcTanh": "-Log[1 - #]/2 + Log[1 + #]/2",
    "ArcCoth": "-Log[1 - 1/#]/2 + Log[1 + 1/#]/2",
}
_parsed = {}


def _body(table, name):
    key = (id(table), name)
    f = _parsed.get(key)
    if f is None:
        src = table.get(name)
        if src is None:
            return None
        from mathilda.syntax.parser import parse
        f = _parsed[key] = Expression(S.Function, (parse(src),))
    return f


def _to_exp_node(ev, node):
    h = node.head
    if type(h) is Symbol and len(node.args) == 1 and h.name in TO_EXP:
        return ev.evaluate(apply_pure_function(ev, _body(TO_EXP, h.name), node.args, node))
    return None


def trig_to_exp(ev, e):
    return _map_bottom_up(ev, e, _to_exp_node)


@builtin("TrigToExp", nargs=1,
         usage="TrigToExp[expr] writes trigonometric and hyperbolic functions (and their "
               "inverses) in terms of exponentials (and logarithms).",
         examples=[("TrigToExp[Cos[x]]", "E^(-I x)/2 + E^(I x)/2"),
                   ("TrigToExp[Sinh[x]]", "-E^(-x)/2 + E^x/2"),
                   ("TrigToExp[ArcSinh[x]]", "Log[x + Sqrt[1 + x^2]]")])
def trig_to_exp_(ev, expr):
    return _thread(ev, expr.args[0], trig_to_exp)


# --- ExpToTrig -------------------------------------------------------------------------------

def _split_exponent(ev, u):
    """(real part, imaginary part) of an exponent, term by term, as unevaluated sums."""
    terms = u.args if isinstance(u, Expression) and u.head is S.Plus else (u,)
    re, im = [], []
    for t in terms:
        if type(t) is Complex:
            c, rest = t, ()
        elif isinstance(t, Expression) and t.head is S.Times and type(t.args[0]) is Complex:
            c, rest = t.args[0], t.args[1:]
        else:
            re.append(t)
            continue
        if not (c.re == Integer(0)):
            re.append(Expression(S.Times, (c.re,) + rest))
        im.append(Expression(S.Times, (c.im,) + rest))
    return re, im


def _exp_to_trig_node(ev, node):
    if node.head is not S.Power or len(node.args) != 2 or node.args[0] is not S.E:
        return None
    re, im = _split_exponent(ev, node.args[1])
    factors = []
    if re:
        a = ev.evaluate(Expression(S.Plus, tuple(re)))
        factors.append(plus(_f("Cosh", a), _f("Sinh", a)))
    if im:
        b = ev.evaluate(Expression(S.Plus, tuple(im)))
        factors.append(plus(_f("Cos", b), times(Complex(Integer(0), Integer(1)),
                                                  _f("Sin", b))))
    return ev.evaluate(Expression(S.Times, tuple(factors)))


def exp_to_trig(ev, e):
    return _map_bottom_up(ev, e, _exp_to_trig_node)


@builtin("ExpToTrig", nargs=1,
         usage="ExpToTrig[expr] writes exponentials in terms of trigonometric and hyperbolic "
               "functions.",
         examples=[("ExpToTrig[E^(I x)]", "Cos[x] + I Sin[x]"),
                   ("ExpToTrig[E^x]", "Cosh[x] + Sinh[x]"),
                   ("ExpToTrig[(E^(I x) + E^(-I x))/2]", "Cos[x]"),
                   ("ExpToTrig[E^(x + I y)]", "(Cos[y] + I Sin[y]) (Cosh[x] + Sinh[x])")])
def exp_to_trig_(ev, expr):
    return _thread(ev, expr.args[0], _exp_to_trig_simplest)


def _exp_to_trig_simplest(ev, e):
    """The converted form, expanded when that makes it smaller (the parts of E^(I x) and
    E^(-I x) cancel in sums, as in ExpToTrig[TrigToExp[Sin[x]]])."""
    if not _has_exp(e):
        return e
    r = exp_to_trig(ev, e)
    x = ev.call("Expand", r)
    from mathilda.algorithms.algebra.simplify import leaf_count
    return x if leaf_count(x) < leaf_count(r) else r


def _has_exp(e):
    if isinstance(e, Expression):
        if e.head is S.Power and len(e.args) == 2 and e.args[0] is S.E:
            return True
        return any(_has_exp(a) for a in e.args)
    return False


# --- TrigReduce ------------------------------------------------------------------------------

_TRIG_NAMES = frozenset(Symbol(n) for n in ("Sin", "Cos", "Tan", "Cot", "Sec", "Csc", "Sinh",
                                            "Cosh", "Tanh", "Coth", "Sech", "Csch"))


def _is_trig_factor(f):
    if isinstance(f, Expression) and f.head in _TRIG_NAMES and len(f.args) == 1:
        return True
    return isinstance(f, Expression) and f.head is S.Power and len(f.args) == 2 \
        and type(f.args[1]) is Integer and _is_trig_factor(f.args[0])


def _reduce_term(ev, t):
    factors = t.args if isinstance(t, Expression) and t.head is S.Times else (t,)
    trig = [f for f in factors if _is_trig_factor(f)]
    if not trig or (len(trig) == 1 and not (isinstance(trig[0], Expression)
                                            and trig[0].head is S.Power)):
        return t
    rest = [f for f in factors if not _is_trig_factor(f)]
    prod = ev.evaluate(Expression(S.Times, tuple(trig)))
    r = ev.call("Expand", exp_to_trig(ev, ev.call("Expand", trig_to_exp(ev, prod))))
    return ev.evaluate(Expression(S.Times, tuple(rest) + (r,)))


def _reduce_walk(ev, x):
    """Top-down: the terms of sums and whole products are reduced (so that Sin[x]^2 Cos[x]^2
    is reduced as one product), the arguments of other functions recursively."""
    if not isinstance(x, Expression) or x.head in (S.Hold, S.HoldForm, S.Function):
        return x
    if x.head is S.Plus:
        return ev.evaluate(Expression(S.Plus, tuple(_reduce_walk(ev, t) for t in x.args)))
    if x.head is S.Times or (x.head is S.Power and _is_trig_factor(x)):
        factors = x.args if x.head is S.Times else (x,)
        inner = tuple(f if _is_trig_factor(f) else _reduce_walk(ev, f) for f in factors)
        return _reduce_term(ev, ev.evaluate(Expression(S.Times, inner)))
    args = tuple(_reduce_walk(ev, a) for a in x.args)
    return x if args == x.args else ev.evaluate(Expression(x.head, args))


def trig_reduce(ev, e):
    r = _reduce_walk(ev, e)
    if r == e:
        return e
    return ev.call("Together", ev.call("Expand", r))


@builtin("TrigReduce", nargs=1,
         usage="TrigReduce[expr] rewrites products and powers of trigonometric and "
               "hyperbolic functions in terms of functions of multiple angles.",
         examples=[("TrigReduce[Sin[x]^2]", "(1 - Cos[2 x])/2"),
                   ("TrigReduce[Sin[x] Cos[x]]", "Sin[2 x]/2"),
                   ("TrigReduce[Cos[x]^3]", "(3 Cos[x] + Cos[3 x])/4"),
                   ("TrigReduce[Sin[x]^3]", "(3 Sin[x] - Sin[3 x])/4"),
                   ("TrigReduce[Sinh[x]^2]", "(-1 + Cosh[2 x])/2")])
def trig_reduce_(ev, expr):
    return _thread(ev, expr.args[0], trig_reduce)


# --- TrigFactor ------------------------------------------------------------------------------

def _sc_term(t):
    """(coefficient, name, argument) for c Sin[u] / c Cos[u], else None."""
    c = Integer(1)
    f = t
    if isinstance(t, Expression) and t.head is S.Times and len(t.args) == 2 \
            and t.args[0].is_number:
        c, f = t.args
    if isinstance(f, Expression) and f.head in (S.Sin, S.Cos) and len(f.args) == 1:
        return c, f.head.name, f.args[0]
    return None


def _sum_to_product(ev, e):
    if not (isinstance(e, Expression) and e.head is S.Plus and len(e.args) == 2):
        return None
    p, q = _sc_term(e.args[0]), _sc_term(e.args[1])
    if p is None or q is None or p[1] != q[1]:
        return None
    (c1, name, a), (c2, _, b) = p, q
    half = make_rational(1, 2)
    s = ev.call("Expand", times(half, plus(a, b)))
    d = ev.call("Expand", times(half, plus(a, times(Integer(-1), b))))
    if c1 == c2:
        if name == "Sin":
            r = times(Integer(2), c1, _f("Cos", d), _f("Sin", s))
        else:
            r = times(Integer(2), c1, _f("Cos", d), _f("Cos", s))
    elif ev.evaluate(plus(c1, c2)) == Integer(0):
        if name == "Sin":
            r = times(Integer(2), c1, _f("Cos", s), _f("Sin", d))
        else:
            r = times(Integer(-2), c1, _f("Sin", s), _f("Sin", d))
    else:
        return None
    return ev.evaluate(r)


def trig_factor(ev, e):
    r = _sum_to_product(ev, e)
    if r is not None:
        return r
    return ev.call("Factor", trig_expand(ev, e))


@builtin("TrigFactor", nargs=1,
         usage="TrigFactor[expr] factors trigonometric expressions: sums of two sines or "
               "cosines become products, and expanded forms are factored.",
         examples=[("TrigFactor[Sin[x] + Sin[y]]", "2 Cos[x/2 - y/2] Sin[x/2 + y/2]"),
                   ("TrigFactor[Sin[2 x]]", "2 Cos[x] Sin[x]"),
                   ("TrigFactor[Sin[x]^2 + 2 Sin[x] Cos[x] + Cos[x]^2]", "(Cos[x] + Sin[x])^2")])
def trig_factor_(ev, expr):
    return _thread(ev, expr.args[0], trig_factor)


# --- PowerExpand -----------------------------------------------------------------------------

def _power_expand_node(ev, node, keep):
    h = node.head
    args = node.args
    if h is S.Power and len(args) == 2:
        base, c = args
        if isinstance(base, Expression) and base.head is S.Times:
            inner, outer = [], []
            for f in base.args:
                (inner if keep(f) else outer).append(f)
            if not outer:
                return None
            parts = [_pow(f, c) for f in outer]
            if inner:
                parts.append(_pow(Expression(S.Times, tuple(inner)), c))
            return ev.evaluate(Expression(S.Times, tuple(parts)))
        if isinstance(base, Expression) and base.head is S.Power and len(base.args) == 2 \
                and not keep(base):
            return ev.evaluate(_pow(base.args[0], times(base.args[1], c)))
        return None
    if h is S.Log and len(args) == 1:
        x = args[0]
        if isinstance(x, Expression) and x.head is S.Times:
            inner, outer = [], []
            for f in x.args:
                (inner if keep(f) else outer).append(f)
            if not outer:
                return None
            parts = [_f("Log", f) for f in outer]
            if inner:
                parts.append(_f("Log", Expression(S.Times, tuple(inner))))
            return ev.evaluate(Expression(S.Plus, tuple(parts)))
        if isinstance(x, Expression) and x.head is S.Power and len(x.args) == 2 \
                and not keep(x):
            return ev.evaluate(times(x.args[1], _f("Log", x.args[0])))
    return None


def power_expand(ev, e, vars_=None):
    if vars_ is None:
        def keep(f):
            return False
    else:
        def keep(f):
            return all(free_of(f, v) for v in vars_)
    for _ in range(20):
        ev.check_interrupt()
        r = _map_bottom_up(ev, e, lambda ev_, n: _power_expand_node(ev_, n, keep))
        if r == e:
            return r
        e = r
    return e


@builtin("PowerExpand", nargs=(1, 2),
         usage="PowerExpand[expr] expands (a b)^c to a^c b^c, (a^b)^c to a^(b c) and "
               "logarithms of products and powers, ignoring branch cuts; "
               "PowerExpand[expr, {x, ...}] expands only the parts involving the x.",
         examples=[("PowerExpand[Sqrt[x^2]]", "x"), ("PowerExpand[(a b)^c]", "a^c b^c"),
                   ("PowerExpand[Log[a b^2]]", "Log[a] + 2 Log[b]"),
                   ("PowerExpand[Sqrt[x^2 y^2], {x}]", "x Sqrt[y^2]")])
def power_expand_(ev, expr):
    vars_ = None
    if len(expr.args) == 2:
        v = expr.args[1]
        vars_ = list(v.args) if isinstance(v, Expression) and v.head is S.List else [v]
    return _thread(ev, expr.args[0], lambda ev_, e: power_expand(ev_, e, vars_))


# --- ComplexExpand ---------------------------------------------------------------------------

def complex_expand(ev, e, complex_vars):
    sp = bridge.sympy_module()
    s = bridge.try_to_sympy(e)
    if s is None:
        return None
    cvars = set()
    for v in complex_vars:
        sv = bridge.try_to_sympy(v)
        if sv is not None and sv.is_Symbol:
            cvars.add(sv)
    reps, back = {}, {}
    for sym in s.free_symbols:
        if sym in cvars:
            re_, im_ = sp.Dummy(sym.name + "re", real=True), sp.Dummy(sym.name + "im",
                                                                         real=True)
            reps[sym] = re_ + sp.I * im_
            back[re_] = sp.re(sym)
            back[im_] = sp.im(sym)
        else:
            r = sp.Symbol(sym.name, real=True)
            reps[sym] = r
            back[r] = sp.Symbol(sym.name)
    try:
        r = sp.expand(s.xreplace(reps), complex=True)
        r = r.xreplace(back)
    except Exception as exc:  # SymPy cannot expand this form
        if isinstance(exc, (KeyboardInterrupt, MemoryError)):
            raise
        return None
    return bridge.try_from_sympy(r, ev)


@builtin("ComplexExpand", nargs=(1, 2),
         usage="ComplexExpand[expr] expands expr into real and imaginary parts, taking the "
               "variables to be real; ComplexExpand[expr, {z, ...}] takes the z to be "
               "complex (their parts appear as Re[z] and Im[z]).",
         examples=[("ComplexExpand[E^(I x)]", "Cos[x] + I Sin[x]"),
                   ("ComplexExpand[(a + I b)^2]", "a^2 + 2 I a b - b^2"),
                   ("ComplexExpand[Abs[a + I b]]", "Sqrt[a^2 + b^2]"),
                   ("ComplexExpand[Sin[x + I y]]", "Cosh[y] Sin[x] + I Cos[x] Sinh[y]"),
                   ("ComplexExpand[z^2, {z}]", "-Im[z]^2 + 2 I Im[z] Re[z] + Re[z]^2")])
def complex_expand_(ev, expr):
    cv = []
    if len(expr.args) == 2:
        v = expr.args[1]
        cv = list(v.args) if isinstance(v, Expression) and v.head is S.List else [v]
    return _thread(ev, expr.args[0], lambda ev_, e: complex_expand(ev_, e, cv))


# --- FunctionExpand -----------------------------------------------------------------------------

EXPANSIONS = {
    "Factorial": "Gamma[1 + #]",
    "Beta": "(Gamma[#1] Gamma[#2])/Gamma[#1 + #2]",
    "Pochhammer": "Gamma[#1 + #2]/Gamma[#1]",
    "Binomial": "Gamma[1 + #1]/(Gamma[1 + #2] Gamma[1 - #2 + #1])",
    "Factorial2": "2^(#/2 + (1 - Cos[Pi #])/4) Pi^((-1 + Cos[Pi #])/4) Gamma[1 + #/2]",
    "LogGamma": "Log[Gamma[#]]",
    "Haversine": "(1 - Cos[#])/2",
}


def _function_expand_node(ev, node):
    h = node.head
    if type(h) is not Symbol:
        return None
    name = h.name
    args = node.args
    if name in ("Binomial", "Pochhammer") and len(args) == 2 and type(args[1]) is Integer \
            and 0 <= args[1].value <= 64:
        n, k = args[0], args[1].value
        if name == "Binomial":
            factors = [plus(n, Integer(-i)) for i in range(k)]
            from math import factorial
            factors.append(make_rational(1, factorial(k)))
        else:
            factors = [plus(n, Integer(i)) for i in range(k)]
        return ev.evaluate(Expression(S.Times, tuple(factors)))
    if name in ("Factorial", "LogGamma", "Haversine", "Factorial2") and len(args) == 1 or \
            name in ("Beta", "Pochhammer", "Binomial") and len(args) == 2:
        if name in ("Factorial", "Factorial2") and type(args[0]) is Integer:
            return None
        return ev.evaluate(apply_pure_function(ev, _body(EXPANSIONS, name), args, node))
    return None


@builtin("FunctionExpand", nargs=(1, 2),
         usage="FunctionExpand[expr] expands special functions in expr into simpler "
               "functions (Gamma functions, polynomials for integer arguments).",
         examples=[("FunctionExpand[Binomial[n, 2]]", "1/2 (-1 + n) n"),
                   ("FunctionExpand[Beta[a, b]]", "(Gamma[a] Gamma[b])/Gamma[a + b]"),
                   ("FunctionExpand[Pochhammer[a, 3]]", "a (1 + a) (2 + a)"),
                   ("FunctionExpand[n!]", "Gamma[1 + n]")])
def function_expand(ev, expr):
    return _thread(ev, expr.args[0], _function_expand)


def _function_expand(ev, e):
    r = _map_bottom_up(ev, e, _function_expand_node)
    if _has_head(r, S.Gamma):
        # ratios of Gamma functions whose arguments differ by integers: Gamma[2 + n]/Gamma[n]
        s = bridge.try_to_sympy(r)
        if s is not None:
            sp = bridge.sympy_module()
            try:
                g = sp.gammasimp(s)
            except Exception as exc:  # SymPy cannot simplify this product
                if isinstance(exc, (KeyboardInterrupt, MemoryError)):
                    raise
                return r
            w = bridge.try_from_sympy(g, ev)
            from mathilda.algorithms.algebra.simplify import leaf_count
            if w is not None and leaf_count(w) < leaf_count(r):
                return w
    return r


def _has_head(e, h):
    if isinstance(e, Expression):
        return e.head is h or any(_has_head(a, h) for a in e.args)
    return False


# --- ExpandNumerator, ExpandDenominator --------------------------------------------------------

def _expand_part(ev, e, which):
    if isinstance(e, Expression) and e.head is S.Plus and which == "Numerator":
        return ev.evaluate(Expression(S.Plus, tuple(_expand_part(ev, t, which)
                                                     for t in e.args)))
    num = ev.call("Numerator", e)
    den = ev.call("Denominator", e)
    if which == "Numerator":
        num = ev.call("Expand", num)
    else:
        if den == Integer(1):
            if isinstance(e, Expression) and e.head is S.Plus:
                return ev.evaluate(Expression(S.Plus, tuple(_expand_part(ev, t, which)
                                                             for t in e.args)))
            return e
        den = ev.call("Expand", den)
    if den == Integer(1):
        return num
    return ev.evaluate(times(num, _pow(den, Integer(-1))))


@builtin("ExpandNumerator", nargs=1,
         usage="ExpandNumerator[expr] expands out the numerators of the terms of expr, "
               "leaving the denominators alone.",
         examples=[("ExpandNumerator[(x + 1)^2/(x + 2)^2]", "(1 + 2 x + x^2)/(2 + x)^2"),
                   ("ExpandNumerator[(a + b)^2/c + (x + 1)^2]",
                    "1 + (a^2 + 2 a b + b^2)/c + 2 x + x^2")])
def expand_numerator(ev, expr):
    return _thread(ev, expr.args[0], lambda ev_, e: _expand_part(ev_, e, "Numerator"))


@builtin("ExpandDenominator", nargs=1,
         usage="ExpandDenominator[expr] expands out the denominators of the terms of expr, "
               "leaving the numerators alone.",
         examples=[("ExpandDenominator[(x + 1)^2/(x + 2)^2]", "(1 + x)^2/(4 + 4 x + x^2)"),
                   ("ExpandDenominator[a/(b + c)^2 + d]", "a/(b^2 + 2 b c + c^2) + d")])
def expand_denominator(ev, expr):
    return _thread(ev, expr.args[0], lambda ev_, e: _expand_part(ev_, e, "Denominator"))
