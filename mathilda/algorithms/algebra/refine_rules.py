"""Refine's own rules: the functions whose value follows from the sign, reality or
integrality of their arguments (Abs, Sign, Ramp, UnitStep, Max, Floor, Re, Arg, Log, Power,
Element, Mod, ArcSin[Sin[x]], ...), applied bottom-up before SymPy's ``refine``.

``Facts(ev, assum)`` answers questions about an expression under the assumptions:
``sign(u)`` is one of "pos", "neg", "zero", "nonneg", "nonpos" or None; ``real(u)``,
``integer(u)`` and ``even(u)`` are True, False or None.  The answers come from SymPy's
assumptions on symbols (x > 0 makes x positive) and, for an expression in one variable, from
comparing solution sets (``refine._decide``: x > 2 implies x - 1 > 0).
"""

from mathilda.bridges import sympy as bridge
from mathilda.core.expr import (
    Expression, Integer, Rational, Symbol, S, TRUE, FALSE, make_rational,
)

_ZERO = Integer(0)
_ONE = Integer(1)


class Facts:
    def __init__(self, ev, assum, decide):
        from mathilda.algorithms.algebra.simplify import assumption_symbols
        self.ev, self.assum, self._decide = ev, assum, decide
        sp = self.sp = bridge.sympy_module()
        table = {}
        assumption_symbols(ev, assum, sp, table)
        self.reps = {}
        for sym, kw in table.items():
            plain = bridge.sympy_symbol(sym)
            self.reps[plain] = sp.Symbol(plain.name, **kw)
        self._cache = {}

    def sympy(self, u):
        s = bridge.try_to_sympy(u)
        if s is None or not isinstance(s, self.sp.Expr):
            return None
        return s.xreplace(self.reps)

    def _holds(self, rel, u):
        d = self._decide(self.ev, Expression(S[rel], (u, _ZERO)), self.assum)
        return d is TRUE

    def sign(self, u):
        key = ("sign", u)
        if key in self._cache:
            return self._cache[key]
        r = self._sign(u)
        self._cache[key] = r
        return r

    def _sign(self, u):
        s = self.sympy(u)
        if s is not None:
            try:
                if s.is_zero:
                    return "zero"
                if s.is_positive:
                    return "pos"
                if s.is_negative:
                    return "neg"
                if s.is_nonnegative:
                    return "nonneg"
                if s.is_nonpositive:
                    return "nonpos"
            except Exception as exc:  # SymPy's assumption queries give up on some inputs
                if isinstance(exc, (KeyboardInterrupt, MemoryError)):
                    raise
        for rel, name in (("Greater", "pos"), ("Less", "neg"), ("GreaterEqual", "nonneg"),
                          ("LessEqual", "nonpos")):
            if self._holds(rel, u):
                return name
        return None

    def nonneg(self, u):
        return self.sign(u) in ("pos", "zero", "nonneg")

    def nonpos(self, u):
        return self.sign(u) in ("neg", "zero", "nonpos")

    def _attr(self, u, attr):
        s = self.sympy(u)
        if s is None:
            return None
        try:
            return getattr(s, attr)
        except Exception as exc:  # SymPy's assumption queries give up on some inputs
            if isinstance(exc, (KeyboardInterrupt, MemoryError)):
                raise
            return None

    def real(self, u):
        r = self._attr(u, "is_extended_real")
        if r is None and self.sign(u) is not None:
            return True
        return r

    def integer(self, u):
        return self._attr(u, "is_integer")

    def even(self, u):
        return self._attr(u, "is_even")

    def odd(self, u):
        return self._attr(u, "is_odd")


# --- the rules -------------------------------------------------------------------------------

def _neg(u):
    return Expression(S.Times, (Integer(-1), u))


def _abs(f, u):
    if f.nonneg(u):
        return u
    if f.nonpos(u):
        return _neg(u)
    return None


def _sign(f, u):
    return {"pos": _ONE, "neg": Integer(-1), "zero": _ZERO}.get(f.sign(u))


def _ramp(f, u):
    if f.nonneg(u):
        return u
    if f.nonpos(u):
        return _ZERO
    return None


def _unit_step(f, u):
    if f.nonneg(u):
        return _ONE
    if f.sign(u) == "neg":
        return _ZERO
    return None


def _heaviside(f, u):
    s = f.sign(u)
    return {"pos": _ONE, "neg": _ZERO}.get(s)


def _integer_valued(f, u):
    return u if f.integer(u) else None


def _fractional_part(f, u):
    return _ZERO if f.integer(u) else None


def _re(f, u):
    return u if f.real(u) else None


def _im(f, u):
    return _ZERO if f.real(u) else None


def _arg(f, u):
    s = f.sign(u)
    if s == "pos":
        return _ZERO
    if s == "neg":
        return S.Pi
    return None


def _log(f, u):
    if f.sign(u) == "neg":
        return Expression(S.Plus, (Expression(S.Times, (S.I, S.Pi)),
                                   Expression(S.Log, (_neg(u),))))
    if isinstance(u, Expression) and u.head is S.Power and len(u.args) == 2:
        b, p = u.args
        if b is S.E and f.real(p):
            return p
        if f.sign(b) == "pos" and f.real(p):
            return Expression(S.Times, (p, Expression(S.Log, (b,))))
    return None


def _power(f, b, p):
    # (a b)^c: the factors known to be positive come out
    if isinstance(b, Expression) and b.head is S.Times:
        out, rest = [], []
        for a in b.args:
            (out if f.sign(a) == "pos" else rest).append(a)
        if out and (rest or len(out) > 1):
            parts = [Expression(S.Power, (a, p)) for a in out]
            if rest:
                parts.append(Expression(S.Power, (Expression(S.Times, tuple(rest)), p)))
            return Expression(S.Times, tuple(parts))
    if isinstance(b, Expression) and b.head is S.Power and len(b.args) == 2:
        a, q = b.args
        # (a^q)^p is a^(q p) when a > 0 and q is real, or p is an integer
        if f.integer(p) or (f.sign(a) == "pos" and f.real(q)):
            return Expression(S.Power, (a, Expression(S.Times, (q, p))))
        # Sqrt[u^2] and (u^2)^(1/2)-like: u^(2k) to the 1/(2k) is Abs[u] for real u
        if type(q) is Integer and type(p) is Rational and q.value % 2 == 0 \
                and p.value * q.value == 1 and f.real(a):
            return _abs(f, a) or Expression(S.Abs, (a,))
    # E^(I Pi k) for an integer k is (-1)^k
    if b is S.E:
        k = f.ev.evaluate(Expression(S.Times, (p, Expression(S.Power, (
            Expression(S.Times, (S.I, S.Pi)), Integer(-1))))))
        if f.integer(k):
            return Expression(S.Power, (Integer(-1), k))
    # (-1)^n for an integer n of known parity
    if b == Integer(-1):
        if f.even(p):
            return _ONE
        if f.odd(p):
            return Integer(-1)
    return None


def _max_min(f, args, keep_larger):
    """Drop the arguments another argument dominates."""
    args = list(args)
    changed = True
    while changed and len(args) > 1:
        changed = False
        for i in range(len(args)):
            for j in range(len(args)):
                if i == j:
                    continue
                d = Expression(S.Plus, (args[i], _neg(args[j])))
                d = f.ev.evaluate(d)
                if (f.nonneg(d) if keep_larger else f.nonpos(d)):
                    del args[j]
                    changed = True
                    break
            if changed:
                break
    return args


def _element(f, u, dom):
    name = getattr(dom, "name", "")
    test = {"Reals": f.real, "Integers": f.integer}.get(name)
    if test is None:
        return None
    r = test(u)
    return TRUE if r is True else FALSE if r is False else None


def _inverse_trig(f, head, inner):
    """ArcSin[Sin[x]] is x on -Pi/2 <= x <= Pi/2, and the like."""
    ranges = {"ArcSin": ("Sin", -1, 1, 2), "ArcTan": ("Tan", -1, 1, 2),
              "ArcCos": ("Cos", 0, 1, 1)}
    spec = ranges.get(head.name)
    if spec is None or not (isinstance(inner, Expression) and len(inner.args) == 1
                            and getattr(inner.head, "name", "") == spec[0]):
        return None
    x = inner.args[0]
    lo = f.ev.evaluate(Expression(S.Times, (make_rational(spec[1], spec[3]), S.Pi)))
    hi = f.ev.evaluate(Expression(S.Times, (make_rational(spec[2], spec[3]), S.Pi)))
    if f.nonneg(f.ev.evaluate(Expression(S.Plus, (x, _neg(lo))))) and \
            f.nonpos(f.ev.evaluate(Expression(S.Plus, (x, _neg(hi))))):
        return x
    return None


_UNARY = {"Abs": _abs, "Sign": _sign, "Ramp": _ramp, "UnitStep": _unit_step,
          "HeavisideTheta": _heaviside, "Floor": _integer_valued,
          "Ceiling": _integer_valued, "Round": _integer_valued,
          "IntegerPart": _integer_valued, "FractionalPart": _fractional_part,
          "Re": _re, "Im": _im, "Conjugate": _re, "Arg": _arg, "Log": _log}


def _rule(f, e):
    h = e.head
    if type(h) is not Symbol:
        return None
    name, args = h.name, e.args
    if name in _UNARY and len(args) == 1:
        return _UNARY[name](f, args[0])
    if name == "Power" and len(args) == 2:
        return _power(f, *args)
    if name in ("Max", "Min") and len(args) > 1:
        kept = _max_min(f, args, name == "Max")
        return Expression(h, tuple(kept)) if len(kept) < len(args) else None
    if name == "Element" and len(args) == 2:
        return _element(f, *args)
    if name == "Mod" and len(args) == 2 and args[1] == _ONE and f.integer(args[0]):
        return _ZERO
    if name in ("ArcSin", "ArcCos", "ArcTan") and len(args) == 1:
        return _inverse_trig(f, h, args[0])
    return None


def apply_rules(f, e, depth=0):
    """e with Refine's rules applied bottom-up (each rewritten part evaluated again)."""
    if not isinstance(e, Expression) or depth > 200:
        return e
    f.ev.check_interrupt()
    head = e.head
    args = tuple(apply_rules(f, a, depth + 1) for a in e.args)
    if args != e.args:
        e = f.ev.evaluate(Expression(head, args))
        if not isinstance(e, Expression):
            return e
    for _ in range(20):
        r = _rule(f, e)
        if r is None:
            break
        r = f.ev.evaluate(r)
        if r == e:
            break
        e = r
        if not isinstance(e, Expression):
            break
        e = Expression(e.head, tuple(apply_rules(f, a, depth + 1) for a in e.args))
        e = f.ev.evaluate(e)
    return e
