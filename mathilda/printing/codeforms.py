"""CForm and FortranForm: expressions as C and Fortran source text, as the Wolfram Language
writes them.

    CForm        Power(x,2) + Sin(x)    2*x    x/2.    (3*x)/2.    1/x    Sqrt(x)
                 Power(E,x)    0.5    1.e10    Complex(3,2)    List(1,2)    a == b && c
    FortranForm  x**2 + Sin(x)    2*x    x/2.    x**(-2)    E**x    (3,2)    1.e10

Exact rationals print as machine reals (``0.5``; a rational coefficient divides: ``x/2.``),
reals with all the digits of the double, calls with parentheses and no spaces after the
commas (``f(x,y)``), sums and comparisons with spaces around their operators.
"""

from mathilda.core.expr import Complex, Expression, Integer, Rational, Real, String, Symbol, S

__all__ = ["c_text", "fortran_text"]

ATOM, UNARY, POWER, TIMES, PLUS, REL, NOT, AND, OR = 1000, 700, 600, 400, 310, 290, 230, 215, \
    213

_RELATIONS = {"Equal": "==", "Unequal": "!=", "Less": "<", "Greater": ">", "LessEqual": "<=",
              "GreaterEqual": ">="}


def _negative(x):
    t = type(x)
    return (t is Integer or t is Rational or t is Real) and x.value < 0


def _neg(x):
    t = type(x)
    if t is Integer:
        return Integer(-x.value)
    if t is Rational:
        from mathilda.core.expr import make_rational
        return make_rational(-x.value.numerator, x.value.denominator)
    return Real(-x.value, prec=x.prec) if x.prec is not None else Real(-x.value)


def _machine(v):
    """A float's text with all its digits, exponents as e: 0.5, 3.141592653589793, 1.e10."""
    from mathilda.printing.numbers import machine_input
    s = machine_input(float(v))
    if "*^" in s:
        m, e = s.split("*^")
        return "%se%s" % (m, e)
    return s


class _CodePrinter:
    power_fn = True          # Power(x,2) (C) rather than x**2 (Fortran)
    and_op, or_op, not_op = " && ", " || ", "!"

    def text(self, x):
        return self.code(x)[0]

    def code(self, x):
        t = type(x)
        if t is Symbol:
            return x.name.rsplit("`", 1)[-1], ATOM
        if t is Integer:
            return str(x.value), (UNARY if x.value < 0 else ATOM)
        if t is Rational:
            s = _machine(x.value.numerator / x.value.denominator)
            return s, (UNARY if s.startswith("-") else ATOM)
        if t is Real:
            from mathilda.printing.numbers import real_input
            s = _machine(x.value) if x.prec is None else \
                real_input(x).split("`")[0].replace("*^", "e")
            return s, (UNARY if s.startswith("-") else ATOM)
        if t is Complex:
            return self.complex(x), ATOM
        if t is String:
            from mathilda.printing.core import escape_string
            return escape_string(x.value), ATOM
        if not isinstance(x, Expression):
            return str(x), ATOM
        h = x.head
        name = h.name if type(h) is Symbol else None
        a = x.args
        if name == "Plus" and len(a) >= 2:
            return self.plus(a), PLUS
        if name == "Times" and len(a) >= 2:
            return self.times(a)
        if name == "Power" and len(a) == 2:
            return self.power(a[0], a[1])
        if name in _RELATIONS and len(a) >= 2:
            op = " %s " % _RELATIONS[name]
            return op.join(self.wrap(e, REL + 1) for e in a), REL
        if name == "And" and len(a) >= 2:
            return self.and_op.join(self.wrap(e, AND + 1) for e in a), AND
        if name == "Or" and len(a) >= 2:
            return self.or_op.join(self.wrap(e, OR + 1) for e in a), OR
        if name == "Not" and len(a) == 1:
            return self.not_op + self.wrap(a[0], UNARY), NOT
        if name in ("HoldForm", "CForm", "FortranForm", "Defer") and len(a) == 1:
            return self.code(a[0])
        if name == "DirectedInfinity" and len(a) == 1 and type(a[0]) is Integer:
            return ("Infinity", ATOM) if a[0].value > 0 else ("-Infinity", UNARY)
        return "%s(%s)" % (self.wrap(h, ATOM), ",".join(self.code(e)[0] for e in a)), ATOM

    def wrap(self, x, need):
        s, p = self.code(x)
        return "(%s)" % s if p < need else s

    def complex(self, x):
        return "Complex(%s,%s)" % (self.code(x.re)[0], self.code(x.im)[0])

    def plus(self, args):
        out = [self.wrap(args[0], PLUS)]
        for t in args[1:]:
            s, p = self.code(t)
            if s.startswith("-") and p >= TIMES - 100:
                out.append(" - " + s[1:])
            else:
                out.append(" + " + (s if p > PLUS else "(%s)" % s))
        return "".join(out)

    def times(self, args):
        sign = ""
        args = list(args)
        if _negative(args[0]):
            sign = "-"
            args[0] = _neg(args[0])
            if type(args[0]) is Integer and args[0].value == 1:
                args = args[1:]
        num, den = [], []
        for f in args:
            if type(f) is Rational:
                if f.value.numerator != 1:
                    num.append(Integer(f.value.numerator))
                den.append(Real(float(f.value.denominator)))
                continue
            if isinstance(f, Expression) and f.head is S.Power and len(f.args) == 2 and \
                    type(f.args[1]) in (Integer, Rational) and f.args[1].value < 0:
                k = _neg(f.args[1])
                den.append(f.args[0] if k == Integer(1) else
                           Expression(S.Power, (f.args[0], k)))
                continue
            num.append(f)
        if not den:
            body = "*".join(self.wrap(f, TIMES) for f in num) if num else "1"
            return sign + body, (UNARY if sign else TIMES)
        n = self.factors(num) if num else "1"
        d = self.factors(den)
        if len(den) == 1 and self.code(den[0])[1] <= TIMES and not d.startswith("("):
            d = "(%s)" % d
        if sign:
            return "-(%s/%s)" % (n, d), UNARY
        return "%s/%s" % (n, d), TIMES

    def factors(self, fs):
        if len(fs) == 1:
            s, p = self.code(fs[0])
            return "(%s)" % s if p < TIMES else s
        return "(%s)" % "*".join(self.wrap(f, TIMES) for f in fs)

    def power(self, b, e):
        if type(e) is Rational and e.value == 0.5 or (type(e) is Rational and
                                                      e.value.numerator == 1 and
                                                      e.value.denominator == 2):
            return "Sqrt(%s)" % self.code(b)[0], ATOM
        if type(e) is Rational and e.value.numerator == -1 and e.value.denominator == 2:
            return "1/Sqrt(%s)" % self.code(b)[0], TIMES
        if type(e) is Integer and e.value == -1:
            return "1/%s" % self.wrap(b, ATOM if not self.power_fn else TIMES + 1), TIMES
        return self.power_text(b, e)

    def power_text(self, b, e):
        return "Power(%s,%s)" % (self.code(b)[0], self.code(e)[0]), ATOM


class CFormPrinter(_CodePrinter):
    pass


class FortranFormPrinter(_CodePrinter):
    power_fn = False
    and_op, or_op, not_op = " .AND. ", " .OR. ", ".NOT. "

    def complex(self, x):
        return "(%s,%s)" % (self.code(x.re)[0], self.code(x.im)[0])

    def power_text(self, b, e):
        eb = self.wrap(b, ATOM)
        s, p = self.code(e)
        if p < ATOM or s.startswith("-"):
            s = "(%s)" % s
        return "%s**%s" % (eb, s), POWER

    def code(self, x):
        if isinstance(x, Expression) and x.head is S.List:
            return "List(%s)" % ",".join(self.code(e)[0] for e in x.args), ATOM
        return _CodePrinter.code(self, x)


def c_text(expr):
    """The CForm text of ``expr``."""
    return CFormPrinter().text(expr)


def fortran_text(expr):
    """The FortranForm text of ``expr``."""
    return FortranFormPrinter().text(expr)
