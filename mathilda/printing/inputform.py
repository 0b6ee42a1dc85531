"""InputForm: Wolfram Language syntax that reads back as the same expression.

``parse(input_form(e)) == e`` for every expression built from symbols, integers, rationals,
reals and strings (complex numbers print as ``1 + 2*I``, which evaluates back to the same
number).  Where the Wolfram Language's InputForm writes a form that only *evaluates* to the
expression (``x/2`` for ``Times[Rational[1, 2], x]``, ``Sqrt[x]`` for ``Power[x, 1/2]``),
this one writes what parses to it exactly: ``1/2*x``, ``x^(1/2)``, ``x^(-1)``.
"""

from mathilda.core.expr import Complex, Expression, Integer, Rational, Real, String, Symbol, S
from mathilda.printing.core import (
    Printer, _BINARY, _BLANK_TAILS, _CHAIN, _FLAT, _POSTFIX, _PREFIX, _P_COMPOUND,
    _P_DERIVATIVE, _P_DIVIDE, _P_FUNCTION, _P_GET, _P_MESSAGENAME, _P_NEG, _P_OPTIONAL,
    _P_PATTERN, _P_PLUS, _P_POWER, _P_PUT, _P_SET, _P_SPAN, _P_TIMES, _P_APPLY, _is_int,
    escape_string, is_name,
)
from mathilda.printing.numbers import is_negative_number, real_input
from mathilda.syntax.operators import ATOM_PREC, BY_NAME, CALL_PREC, COMPARISON_SPELLING

__all__ = ["InputFormPrinter", "OperatorRules"]

_PATTERN_HEADS = frozenset(("Pattern", "Blank", "BlankSequence", "BlankNullSequence",
                            "Optional", "PatternTest", "Condition", "Alternatives",
                            "Repeated", "RepeatedNull", "HoldPattern", "Verbatim"))
_FILE = __import__("re").compile(r'[^\s"\[\](){},;<>|]+$')
_MAX_PRIMES = 12


def _num(x):
    t = type(x)
    return t is Integer or t is Rational or t is Real


def _blank(x):
    """'_', '__' or '___' for a Blank-family expression with no argument, else None."""
    if type(x) is Expression and not x.args and type(x.head) is Symbol:
        return _BLANK_TAILS.get(x.head.name)
    return None


def _blank_text(x):
    """Text of Blank[], Blank[h] (h a symbol) and the sequence blanks, else None."""
    if type(x) is not Expression or type(x.head) is not Symbol:
        return None
    tail = _BLANK_TAILS.get(x.head.name)
    if tail is None or len(x.args) > 1:
        return None
    if not x.args:
        return tail
    h = x.args[0]
    if type(h) is Symbol and is_name(h.name):
        return tail + h.name
    return None


# Operands the Wolfram Language parenthesises although precedence does not need it:
# (a && b) || (a && c).
_PAREN_INSIDE = {"Or": frozenset({"And"})}


class OperatorRules:
    """The operator syntax shared by InputForm and OutputForm: precedence functions
    (``p_*``: the precedence of the operator form, or None when the expression has to print
    as a call) and writers (``w_*``)."""

    # --- generic operators from the table ----------------------------------------------------
    def p_binary(self, x):
        return BY_NAME[x.head.name].prec if len(x.args) == 2 else None

    def w_binary(self, x):
        op = BY_NAME[x.head.name]
        a, b = x.args
        p = op.prec
        if op.assoc == "right":
            self.emit(a, p + 1)
        else:
            self.emit(a, p)
        self.out.append(" %s " % op.spelling if op.space else op.spelling)
        self.emit(b, p if op.assoc == "right" else p + 1)

    def p_flat(self, x):
        return BY_NAME[x.head.name].prec if len(x.args) >= 2 else None

    def w_flat(self, x):
        op = BY_NAME[x.head.name]
        sep = " %s " % op.spelling if op.space else op.spelling
        inner = _PAREN_INSIDE.get(x.head.name)
        first = True
        for a in x.args:
            if first:
                first = False
            else:
                self.out.append(sep)
            if inner is not None and type(a) is Expression \
                    and getattr(a.head, "name", None) in inner \
                    and self.prec(a) < CALL_PREC:
                self.out.append("(")
                self.write(a)
                self.out.append(")")
            else:
                self.emit(a, op.prec + 1)

    def p_chain(self, x):
        return 290 if len(x.args) >= 2 else None

    def w_chain(self, x):
        sep = " %s " % COMPARISON_SPELLING[x.head.name]
        first = True
        for a in x.args:
            if first:
                first = False
            else:
                self.out.append(sep)
            self.emit(a, 291)

    def p_inequality(self, x):
        args = x.args
        n = len(args)
        if n < 5 or n % 2 == 0:
            return None
        ops = args[1::2]
        for o in ops:
            if type(o) is not Symbol or o.name not in COMPARISON_SPELLING:
                return None
        if all(o is ops[0] for o in ops):
            return None            # would read back as Less[a, b, c]
        return 290

    def w_inequality(self, x):
        args = x.args
        self.emit(args[0], 291)
        for k in range(1, len(args), 2):
            self.out.append(" %s " % COMPARISON_SPELLING[args[k].name])
            self.emit(args[k + 1], 291)

    def p_prefix(self, x):
        return BY_NAME[x.head.name].prec if len(x.args) == 1 else None

    def w_prefix(self, x):
        op = BY_NAME[x.head.name]
        self.out.append(op.spelling)
        self.emit(x.args[0], op.prec)

    def p_postfix(self, x):
        return BY_NAME[x.head.name].prec if len(x.args) == 1 else None

    def w_postfix(self, x):
        op = BY_NAME[x.head.name]
        n = len(self.out)
        self.emit(x.args[0], op.prec + 1)
        sp = op.spelling
        if sp == "=.":
            sp = " =."
        elif sp[0] == ".":
            last = self.out[-1] if len(self.out) > n else ""
            if last and last[-1] in "0123456789._":
                sp = " " + sp
        self.out.append(sp)

    # --- special forms ---------------------------------------------------------------------------
    def p_function(self, x):
        return _P_FUNCTION if len(x.args) == 1 else None

    def w_function(self, x):
        self.emit(x.args[0], _P_FUNCTION + 1)
        self.out.append(" & ")

    def p_apply(self, x):
        args = x.args
        if len(args) == 2:
            return _P_APPLY
        if len(args) == 3 and isinstance(args[2], Expression) and args[2].head is S.List \
                and len(args[2].args) == 1 and _is_int(args[2].args[0], 1):
            return _P_APPLY
        return None

    def w_apply(self, x):
        a = x.args
        self.emit(a[0], _P_APPLY + 1)
        self.out.append(" @@ " if len(a) == 2 else " @@@ ")
        self.emit(a[1], _P_APPLY)

    def p_pattern(self, x):
        a = x.args
        if len(a) != 2 or type(a[0]) is not Symbol or not is_name(a[0].name):
            return None
        return ATOM_PREC if _blank_text(a[1]) is not None else _P_PATTERN

    def w_pattern(self, x):
        name, p = x.args
        tail = _blank_text(p)
        if tail is not None:
            self.out.append(name.name + tail)
        else:
            self.out.append(name.name + ":")
            self.emit(p, _P_PATTERN + 1)

    def p_blank(self, x):
        return ATOM_PREC if _blank_text(x) is not None else None

    def w_blank(self, x):
        self.out.append(_blank_text(x))

    def p_optional(self, x):
        a = x.args
        if len(a) == 1:
            p = a[0]
            if _blank(p) is not None:
                return ATOM_PREC
            if type(p) is Expression and p.head is S.Pattern and len(p.args) == 2 \
                    and type(p.args[0]) is Symbol and is_name(p.args[0].name) \
                    and _blank(p.args[1]) is not None:
                return ATOM_PREC
            return None
        if len(a) == 2:
            p = a[0]
            h = p.head_symbol if type(p) is Expression else None
            if h is not None and h.name in _PATTERN_HEADS:
                return _P_OPTIONAL
        return None

    def w_optional(self, x):
        a = x.args
        if len(a) == 1:
            self.write(a[0])
            self.out.append(".")
        else:
            self.emit(a[0], _P_OPTIONAL + 1)
            self.out.append(":")
            self.emit(a[1], _P_OPTIONAL + 1)

    def p_slot(self, x):
        a = x.args
        if len(a) == 1:
            v = a[0]
            if type(v) is Integer and v.value >= 0:
                return ATOM_PREC
            if type(v) is String and is_name(v.value) and "`" not in v.value:
                return ATOM_PREC
        return None

    def w_slot(self, x):
        v = x.args[0]
        mark = "##" if x.head is S.SlotSequence else "#"
        if type(v) is String:
            self.out.append(mark + v.value)
        else:
            self.out.append(mark + str(v.value))      # #1, ##1: as Wolfram prints them

    def p_slot_sequence(self, x):
        a = x.args
        return ATOM_PREC if len(a) == 1 and type(a[0]) is Integer and a[0].value >= 0 \
            else None

    def p_out(self, x):
        a = x.args
        if not a:
            return ATOM_PREC
        if len(a) == 1 and type(a[0]) is Integer and (a[0].value >= 0 or
                                                        -100 <= a[0].value <= -2):
            return ATOM_PREC      # (Out[-10^20] is not written as 10^20 percent signs)
        return None

    def w_out(self, x):
        if not x.args:
            self.out.append("%")
        else:
            v = x.args[0].value
            self.out.append("%" * -v if v < 0 else "%" + str(v))

    def p_message_name(self, x):
        a = x.args
        if len(a) >= 2 and all(type(t) is String for t in a[1:]):
            return _P_MESSAGENAME
        return None

    def w_message_name(self, x):
        a = x.args
        self.emit(a[0], _P_MESSAGENAME + 1)
        for t in a[1:]:
            self.out.append("::")
            self.out.append(t.value if is_name(t.value) and "`" not in t.value
                            else escape_string(t.value))

    def p_span(self, x):
        return _P_SPAN if len(x.args) in (2, 3) else None

    def w_span(self, x):
        first = True
        for a in x.args:
            if first:
                first = False
            else:
                self.out.append(";;")
            self.emit(a, _P_SPAN + 1)

    def p_tagset(self, x):
        n = 2 if x.head is S.TagUnset else 3
        return _P_SET if len(x.args) == n else None

    def w_tagset(self, x):
        a = x.args
        self.emit(a[0], _P_SET + 1)
        self.out.append(" /: ")
        self.emit(a[1], _P_SET + 1)
        if x.head is S.TagUnset:
            self.out.append(" =.")
            return
        self.out.append(" = " if x.head is S.TagSet else " := ")
        self.emit(a[2], _P_SET)

    def p_put(self, x):
        a = x.args
        return _P_PUT if len(a) == 2 and type(a[1]) is String else None

    def w_put(self, x):
        a = x.args
        self.emit(a[0], _P_PUT + 1)
        self.out.append(" >> " if x.head is S.Put else " >>> ")
        self._file(a[1].value)

    def _file(self, name):
        self.out.append(name if _FILE.match(name) else escape_string(name))

    def p_get(self, x):
        a = x.args
        return _P_GET if len(a) == 1 and type(a[0]) is String else None

    def w_get(self, x):
        self.out.append("<<")
        self._file(x.args[0].value)

    def p_derivative(self, x):
        h = x.head
        if len(x.args) == 1 and len(h.args) == 1 and type(h.args[0]) is Integer \
                and 1 <= h.args[0].value <= _MAX_PRIMES:
            return _P_DERIVATIVE
        return None

    def w_derivative(self, x):
        self.emit(x.args[0], _P_DERIVATIVE + 1)
        self.out.append("'" * x.head.args[0].value)

    def p_part(self, x):
        if len(x.args) < 2:
            return None
        h = x.args[0]
        if isinstance(h, Expression) and self.trailing_call_ok(h):
            p = self.prec(h)
            return p if p < CALL_PREC else CALL_PREC
        return CALL_PREC

    def w_part(self, x):
        self.write_head(x.args[0])
        self.out.append("[[")
        self.write_sequence(x.args[1:])
        self.out.append("]]")

    def p_list(self, x):
        return ATOM_PREC

    def w_list(self, x):
        self.out.append("{")
        self.write_sequence(x.args)
        self.out.append("}")

    def p_association(self, x):
        return ATOM_PREC

    def w_association(self, x):
        self.out.append("<|")
        self.write_sequence(x.args)
        self.out.append("|>")

    def p_compound(self, x):
        return _P_COMPOUND if len(x.args) >= 2 else None

    def w_compound(self, x):
        args = x.args
        last = len(args) - 1
        for k, a in enumerate(args):
            if k == last and a is S.Null:
                self.out.append(";")
                return
            if k:
                self.out.append("; ")
            self.emit(a, _P_COMPOUND + 1)


def _rules(cls):
    """The head -> (prec_fn, write_fn) table of a printer class."""
    r = {}
    for name in _BINARY:
        r[name] = (cls.p_binary, cls.w_binary)
    for name in _FLAT:
        r[name] = (cls.p_flat, cls.w_flat)
    for name in _CHAIN:
        r[name] = (cls.p_chain, cls.w_chain)
    for name in _PREFIX:
        r[name] = (cls.p_prefix, cls.w_prefix)
    for name in _POSTFIX:
        r[name] = (cls.p_postfix, cls.w_postfix)
    for name in _BLANK_TAILS:
        r[name] = (cls.p_blank, cls.w_blank)
    r.update({
        "Inequality": (cls.p_inequality, cls.w_inequality),
        "Function": (cls.p_function, cls.w_function),
        "Apply": (cls.p_apply, cls.w_apply),
        "Pattern": (cls.p_pattern, cls.w_pattern),
        "Optional": (cls.p_optional, cls.w_optional),
        "Slot": (cls.p_slot, cls.w_slot),
        "SlotSequence": (cls.p_slot_sequence, cls.w_slot),
        "Out": (cls.p_out, cls.w_out),
        "MessageName": (cls.p_message_name, cls.w_message_name),
        "Span": (cls.p_span, cls.w_span),
        "TagSet": (cls.p_tagset, cls.w_tagset),
        "TagSetDelayed": (cls.p_tagset, cls.w_tagset),
        "TagUnset": (cls.p_tagset, cls.w_tagset),
        "Put": (cls.p_put, cls.w_put),
        "PutAppend": (cls.p_put, cls.w_put),
        "Get": (cls.p_get, cls.w_get),
        "Derivative[n][f]": (cls.p_derivative, cls.w_derivative),
        "Part": (cls.p_part, cls.w_part),
        "List": (cls.p_list, cls.w_list),
        "Association": (cls.p_association, cls.w_association),
        "CompoundExpression": (cls.p_compound, cls.w_compound),
        "Plus": (cls.p_plus, cls.w_plus),
        "Times": (cls.p_times, cls.w_times),
        "Power": (cls.p_power, cls.w_power),
    })
    return r


def _postfix_fns(cls):
    return frozenset((cls.p_postfix, cls.p_function, cls.p_derivative))


class InputFormPrinter(OperatorRules, Printer):
    use_operators = True
    times_sep = "*"

    # --- numbers ---------------------------------------------------------------------------
    def number_prec(self, x):
        t = type(x)
        if t is Complex:
            return self.complex_prec(x)
        if is_negative_number(x):
            return _P_NEG
        if t is Rational:
            return _P_DIVIDE
        return ATOM_PREC

    def write_real(self, x):
        self.out.append(real_input(x))

    def write_rational(self, x):
        v = x.value
        self.out.append("%d/%d" % (v.numerator, v.denominator))

    def hides_real_part(self, re):
        """True when a complex number prints as its imaginary part alone."""
        return _is_int(re, 0)

    def complex_prec(self, x):
        re, im = x.re, x.im
        if self.hides_real_part(re):
            if _is_int(im, 1):
                return ATOM_PREC
            return _P_NEG if is_negative_number(im) or _is_int(im, -1) else \
                (_P_DIVIDE if type(im) is Rational else _P_TIMES)
        return _P_PLUS

    def write_complex(self, x):
        re, im = x.re, x.im
        if not self.hides_real_part(re):
            self.write(re)
            if is_negative_number(im):
                self.out.append(" - ")
                im = _negate(im)
            else:
                self.out.append(" + ")
        elif is_negative_number(im):
            im = _negate(im)
            if type(im) is Rational and im.value.numerator != 1:
                v = im.value
                self.out.append("(-%d%sI)/%d" % (v.numerator, self.times_sep, v.denominator))
                return
            self.out.append("-")
        self.write_imaginary(im)

    def write_imaginary(self, im):
        """``im I`` for a non-negative real ``im``."""
        self.out.append(self.imaginary_text(im))

    def imaginary_text(self, im):
        if _is_int(im, 1):
            return "I"
        if type(im) is Rational:
            v = im.value
            if v.numerator == 1:
                return "I/%d" % v.denominator
            return "(%d%sI)/%d" % (v.numerator, self.times_sep, v.denominator)
        return type(self)().text(im) + self.times_sep + "I"

    # --- Plus ------------------------------------------------------------------------------
    def p_plus(self, x):
        return _P_PLUS if len(x.args) >= 2 else None

    def w_plus(self, x):
        args = x.args
        self.emit(args[0], _P_PLUS + 1)
        for t in args[1:]:
            if not self.write_negative_term(t):
                self.out.append(" + ")
                self.emit(t, _P_PLUS + 1)

    def write_negative_term(self, t):
        """Write `` - u`` when the parser reads it back as the term ``t``; else False."""
        if is_negative_number(t):
            self.out.append(" - ")
            self.write(_negate(t))
            return True
        if type(t) is not Expression or t.head is not S.Times or len(t.args) < 2:
            return False
        c = t.args[0]
        if not is_negative_number(c):
            return False
        rest = t.args[1:]
        if _is_int(c, -1):
            if _num(rest[0]) or type(rest[0]) is Complex:
                return False              # -1*2 would read back as -2
            self.out.append(" - ")
            if len(rest) == 1:
                u = rest[0]
                if type(u) is Expression and u.head is S.Times:
                    self.out.append("(")
                    self.write(u)
                    self.out.append(")")
                else:
                    self.emit(u, _P_PLUS + 1)
            else:
                self.w_times_factors(rest)
            return True
        self.out.append(" - ")
        self.w_times_factors((_negate(c),) + rest)
        return True

    # --- Times -----------------------------------------------------------------------------
    def p_times(self, x):
        return _P_TIMES if len(x.args) >= 2 else None

    def w_times(self, x):
        """Numerator over denominator as the Wolfram Language's InputForm writes a product:
        ``x^2/2``, ``-2/(5*x^2)``, ``(a*b)/c``, ``-(a/b)``; a complex coefficient stays a
        factor (``(2*I)*x``)."""
        args = x.args
        c = args[0]
        minus_one = _is_int(c, -1)
        if type(c) is not Complex and (type(c) is Rational or any(
                _negative_exponent(f) is not None for f in args)):
            num, den = [], []
            sign = ""
            if c.is_number:
                if is_negative_number(c):
                    sign, c = "-", _negate(c)
                if type(c) is Rational:
                    if c.value.numerator != 1:
                        num.append(Integer(c.value.numerator))
                    den.append(Integer(c.value.denominator))
                elif not _is_int(c, 1):
                    num.append(c)
            for f in args[1:] if x.args[0].is_number else args:
                d = _negative_exponent(f)
                if d is not None:
                    den.append(d)
                else:
                    num.append(f)
            if not minus_one:
                self._fraction(num, den, sign)
                return
            if num or len(den) > 1:         # -(a/b), -(1/(x*y))
                self.out.append("-(")
                self._fraction(num, den, "")
                self.out.append(")")
                return
            # -x^(-1): a bare reciprocal keeps its power form
        if _is_int(args[0], -1) and not (_num(args[1]) or type(args[1]) is Complex):
            self.out.append("-")
            if len(args) == 2:
                u = args[1]
                if type(u) is Expression and u.head is S.Times:
                    self.out.append("(")
                    self.write(u)
                    self.out.append(")")
                else:
                    self.emit(u, _P_TIMES + 1)
            else:
                self.w_times_factors(args[1:])
            return
        self.w_times_factors(args)

    def _items(self, items, need):
        first = True
        for it in items:
            if first:
                first = False
            else:
                self.out.append(self.times_sep)
            if isinstance(it, str):
                self.out.append(it)
            else:
                self.emit(it, need)

    def _fraction(self, num, den, sign):
        out = self.out
        if not den:
            out.append(sign)
            if not num:
                out.append("1")
            elif len(num) == 1 and not sign:
                self.emit(num[0], _P_TIMES)
            else:
                self._items(num, _P_TIMES + 1)
            return
        if len(num) > 1:
            out.append("(" + sign)
            self._items(num, _P_TIMES + 1)
            out.append(")")
        elif num:
            out.append(sign)
            self.emit(num[0], _P_TIMES + 1 if sign else _P_DIVIDE)
        else:
            out.append(sign + "1")
        out.append("/")
        if len(den) > 1:
            out.append("(")
            self._items(den, _P_TIMES + 1)
            out.append(")")
        else:
            self.emit(den[0], _P_DIVIDE + 1)

    def w_times_factors(self, factors):
        """The factors joined by ``*``, with ``/d`` for a factor ``Power[d, -1]``, exactly as
        the parser builds a product (``a/b*c`` is ``Times[a, Power[b, -1], c]``)."""
        out = self.out
        prev = None
        for k, f in enumerate(factors):
            if k and type(f) is Expression and f.head is S.Power and len(f.args) == 2 \
                    and _is_int(f.args[1], -1) \
                    and not (type(prev) is Integer and type(f.args[0]) is Integer):
                out.append("/")
                self.emit(f.args[0], _P_DIVIDE + 1)
            else:
                if k:
                    out.append("*")
                if type(f) is Expression and f.head is S.Times:
                    out.append("(")
                    self.write(f)
                    out.append(")")
                elif k and is_negative_number(f):
                    self.write(f)         # a*-2 reads back as Times[a, -2]
                else:
                    self.emit(f, _P_TIMES)
            prev = f

    # --- Power ------------------------------------------------------------------------------
    def p_power(self, x):
        return _P_POWER if len(x.args) == 2 else None

    def w_power(self, x):
        b, e = x.args
        self.emit(b, _P_POWER + 1)
        self.out.append("^")
        self.emit(e, _P_POWER)


def _negative_exponent(f):
    """For ``Power[b, e]`` with ``e`` a negative real number: ``b^-e`` (just ``b`` when
    ``e`` is -1); else None."""
    if type(f) is Expression and f.head is S.Power and len(f.args) == 2:
        b, e = f.args
        if is_negative_number(e):
            if _is_int(e, -1):
                return b
            return Expression(S.Power, (b, _negate(e)))
    return None


def _negate(x):
    """-x for a real number atom, exactly (mpf negation would round to 53 bits)."""
    t = type(x)
    if t is Integer:
        return Integer(-x.value)
    if t is Rational:
        return Rational(-x.value)
    if x.prec is None:
        return Real(-x.value)
    import mpmath
    return Real(mpmath.mp.make_mpf(mpmath.libmp.mpf_neg(x.value._mpf_)), x.prec)


InputFormPrinter.rules = _rules(InputFormPrinter)
InputFormPrinter.postfix_prec_fns = _postfix_fns(InputFormPrinter)
