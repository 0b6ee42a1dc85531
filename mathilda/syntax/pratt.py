"""Precedence climbing over one bracket level: a flat list of elements -> Expr.

Each bracketed sequence of the input reaches this module as a list of ``Tok`` elements:
lexical tokens (atoms, operators, newlines) and three kinds of already parsed groups:
``GROUP`` (a parenthesised expression, a list or an association: ``value`` is the Expr),
``CALL`` (a ``[args]`` suffix) and ``PART`` (a ``[[args]]`` suffix; ``value`` is the tuple of
arguments).  Precedence and associativity come from the operator table
(mathilda/syntax/operators.py), which the printers read too.

Parsing functions return ``(expr, flag)``; ``flag`` is ``TIMES`` when ``expr`` is a ``Times``
built by operators (``*``, juxtaposition, ``/``, unary minus) and not closed by parentheses:
such a product is spliced into an enclosing product (``a*b/c`` is ``Times[a, b, Power[c,
-1]]``) and negated by absorbing the sign (``a - 2 b`` is ``Plus[a, Times[-2, b]]``, ``-a b``
is ``Times[-1, a, b]``), as the Wolfram Language parses them.

Newline tokens appear only at the top level: there a newline ends an expression when the
expression is complete, and is skipped where an operand is still expected.
"""

from mathilda.core.expr import (
    Complex, Expression, Integer, Rational, Real, String, Symbol, S, make_rational,
)
from mathilda.syntax.errors import IncompleteInput, ParseError
from mathilda.syntax.literals import LiteralError, number_value, string_value
from mathilda.syntax.operators import AFTER, BY_NAME, COMPARISONS, PREFIX

__all__ = ["Tok", "parse_elements", "parse_top", "make_call", "neg"]

TIMES = 1

_TIMES_PREC = BY_NAME["Times"].prec
_PLUS_PREC = BY_NAME["Plus"].prec
_MINUS_RBP = _TIMES_PREC - 1          # -a*b: the minus takes the whole product
_CALL_PREC = 1000
_DERIVATIVE_PREC = BY_NAME["Derivative"].prec
_PUT_PREC = BY_NAME["Put"].prec

# Element types that begin an operand (juxtaposed after an operand they multiply it).
_OPERANDS = frozenset(("SYMBOL", "NUMBER", "GROUP", "STRING", "PATTERN", "SLOT", "OUT",
                       "GET"))

_MINUS_ONE = Integer(-1)
_ONE = Integer(1)
_PATTERN_HEADS = frozenset(("Pattern", "Blank", "BlankSequence", "BlankNullSequence",
                            "Optional", "PatternTest", "Condition", "Alternatives",
                            "Repeated", "RepeatedNull", "HoldPattern", "Verbatim"))
_BLANKS = (None, S.Blank, S.BlankSequence, S.BlankNullSequence)

_symbols = Symbol._table     # interned symbols by name (read-only fast path)
_Times = S.Times
_Power = S.Power
_Plus = S.Plus


def Tok(type, value, start_pos, end_pos):
    """One element: ``(type, value, start_pos, end_pos)``: ``type`` is the token name or
    GROUP / CALL / PART, ``value`` the token text or the Expr / argument tuple of a group,
    then the offsets in the input.  (Plain tuples: the parser makes ~0.5 million per MB.)"""
    return (type, value, start_pos, end_pos)


def _is_number(x):
    t = type(x)
    return t is Integer or t is Rational or t is Real


def _negate_number(x):
    t = type(x)
    if t is Integer:
        return Integer(-x.value)
    if t is Rational:
        return Rational(-x.value)
    if x.prec is None:
        return Real(-x.value)
    import mpmath                 # exactly: -mpf would round to the working precision
    return Real(mpmath.mp.make_mpf(mpmath.libmp.mpf_neg(x.value._mpf_)), x.prec)


def neg(x, flag):
    """The expression the Wolfram Language parser builds for ``-x``."""
    t = type(x)
    if t is Integer or t is Rational or t is Real:
        return _negate_number(x)
    if flag == TIMES:
        args = x.args
        if _is_number(args[0]):
            return Expression(_Times, (_negate_number(args[0]),) + args[1:])
        return Expression(_Times, (_MINUS_ONE,) + args)
    return Expression(_Times, (_MINUS_ONE, x))


def _symbol(name):
    if name[0] == "`":
        name = "Global" + name
    return Symbol(name)


def _pattern_token(tok):
    """x_  x_h  _  __h  x_.  _."""
    i = tok.index("_")
    j = i
    n = len(tok)
    while j < n and tok[j] == "_":
        j += 1
    rest = tok[j:]
    blank_head = _BLANKS[j - i]
    if rest == ".":
        blank = Expression(blank_head, ())
    else:
        blank = Expression(blank_head, (_symbol(rest),) if rest else ())
    p = Expression(S.Pattern, (_symbol(tok[:i]), blank)) if i else blank
    return Expression(S.Optional, (p,)) if rest == "." else p


def _slot_token(tok):
    if tok.startswith("##"):
        rest = tok[2:]
        return Expression(S.SlotSequence, (Integer(int(rest)) if rest else _ONE,))
    rest = tok[1:]
    if not rest:
        return Expression(S.Slot, (_ONE,))
    if rest[0].isdigit():
        return Expression(S.Slot, (Integer(int(rest)),))
    return Expression(S.Slot, (String(rest),))


def _out_token(tok):
    rest = tok[1:]
    if not rest:
        return Expression(S.Out, ())
    if rest[0].isdigit():
        return Expression(S.Out, (Integer(int(rest)),))
    return Expression(S.Out, (Integer(-len(tok)),))


def _file_name(tok, skip):
    s = tok[skip:].strip()
    if s.startswith('"'):
        return string_value(s)
    return String(s)


def make_call(head, args):
    """``head[args]``; ``Rational[n, d]`` and ``Complex[a, b]`` with number literals become
    the number atoms, so that FullForm text reads back as the same expression."""
    if len(args) == 2 and type(head) is Symbol:
        name = head.name
        if name == "Rational":
            a, b = args
            if type(a) is Integer and type(b) is Integer and b.value != 0:
                return make_rational(a.value, b.value)
        elif name == "Complex":
            a, b = args
            if _is_number(a) and _is_number(b) and not (type(b) is Integer and b.value == 0):
                return Complex(a, b)
    return Expression(head, args if type(args) is tuple else tuple(args))


def _number(text):
    if text.isdigit():
        if len(text) > 4000:       # (Python's int() refuses over 4300 digits)
            from mathilda.syntax.literals import digits_int
            return Integer(digits_int(text))
        return Integer(int(text))
    return number_value(text)


# nud handlers for atoms
def _nud_symbol(v):
    if v == "\u03c0":
        return S.Pi
    return _symbol(v) if v[0] == "`" else Symbol(v)


_ATOM = {
    "SYMBOL": _nud_symbol,
    "NUMBER": _number,
    "STRING": string_value,
    "PATTERN": _pattern_token,
    "SLOT": _slot_token,
    "OUT": _out_token,
    "GET": lambda v: Expression(S.Get, (_file_name(v, 2),)),
}


class Parser:
    """One run of precedence climbing over ``els`` (a list of Tok)."""

    __slots__ = ("els", "n", "i", "text", "top", "end_pos")

    def __init__(self, els, text, top, end_pos):
        self.els = els
        self.n = len(els)
        self.i = 0
        self.text = text
        self.top = top
        self.end_pos = end_pos       # offset of the closing bracket (inner) or len(text)

    # --- errors ---------------------------------------------------------------------------
    def error(self, k=None, reason=None):
        if k is None:
            k = self.i
        if k >= self.n:
            if self.top:
                raise IncompleteInput.at_end(self.text)
            off = self.end_pos
        else:
            off = self.els[k][2]
        start = self.text.rfind("\n", 0, off) + 1
        raise ParseError.at(self.text, off, start, reason)

    # --- helpers ----------------------------------------------------------------------------
    def skip_newlines(self):
        els = self.els
        i = self.i
        n = self.n
        while i < n and els[i][0] == "NL":
            i += 1
        self.i = i

    def at_op(self, sp):
        """Is the next element the operator ``sp``?"""
        i = self.i
        if i < self.n:
            el = self.els[i]
            return el[0] == "OP" and el[1] == sp
        return False

    def operand_follows(self):
        """Does an operand start at the next element (skipping newlines inside brackets,
        not at the top level, where a newline ends a complete expression)?"""
        i = self.i
        if i >= self.n:
            return False
        el = self.els[i]
        t = el[0]
        if t in _OPERANDS:
            return True
        return t == "OP" and el[1] in PREFIX

    # --- the climbing loop --------------------------------------------------------------
    def expr(self, rbp):
        left, flag = self.nud(rbp)
        els = self.els
        n = self.n
        while True:
            i = self.i
            if i >= n:
                return left, flag
            el = els[i]
            t = el[0]
            if t == "OP":
                sp = el[1]
                if sp[0] == "'":
                    if _DERIVATIVE_PREC <= rbp:
                        return left, flag
                    self.i = i + 1
                    left = Expression(Expression(S.Derivative, (Integer(len(sp)),)), (left,))
                    flag = None
                    continue
                op = AFTER.get(sp)
                if op is None:
                    self.error(i)
                prec = op.prec
                if sp == ":":
                    prec = 150 if type(left) is Symbol else 140
                if prec <= rbp:
                    return left, flag
                self.i = i + 1
                left, flag = self.led(op, sp, left, flag)
            elif t in _OPERANDS:
                if _TIMES_PREC <= rbp:
                    return left, flag
                left, flag = self.times(left, flag)
            elif t == "CALL":
                if _CALL_PREC <= rbp:
                    return left, flag
                self.i = i + 1
                left = make_call(left, el[1])
                flag = None
            elif t == "PART":
                if _CALL_PREC <= rbp:
                    return left, flag
                self.i = i + 1
                left = Expression(S.Part, (left,) + el[1])
                flag = None
            elif t == "NL":
                return left, flag          # (only at the top level)
            elif t == "PUT":
                if _PUT_PREC <= rbp:
                    return left, flag
                self.i = i + 1
                v = el[1]
                if v.startswith(">>>"):
                    left = Expression(S.PutAppend, (left, _file_name(v, 3)))
                else:
                    left = Expression(S.Put, (left, _file_name(v, 2)))
                flag = None
            else:
                self.error(i)

    def nud(self, rbp):
        i = self.i
        if i >= self.n:
            self.error()
        el = self.els[i]
        t = el[0]
        if t == "NL":
            self.skip_newlines()
            return self.nud(rbp)
        self.i = i + 1
        if t == "SYMBOL":
            v = el[1]
            s = _symbols.get(v)
            if s is None:
                s = _nud_symbol(v)
            return s, None
        f = _ATOM.get(t)
        if f is not None:
            try:
                return f(el[1]), None
            except LiteralError as e:
                self.error(i, str(e))
        if t == "GROUP":
            return el[1], None
        if t == "OP":
            sp = el[1]
            op = PREFIX.get(sp)
            if op is not None:
                return self.prefix(op, rbp)
            if sp == "?" and self.top and (i == 0 or self.els[i - 1][0] == "NL"):
                return self.information(i), None
            if sp == "!!":
                x, _ = self.expr(max(230, rbp))
                return Expression(S.Not, (Expression(S.Not, (x,)),)), None
            if sp == ";;":
                return self.span(_ONE), None
        self.error(i)

    def information(self, i):
        """``?Name`` / ``??Name`` (with * wildcards) starting a top-level line:
        Information["Name", LongForm -> False | True], as in a script file."""
        els = self.els
        j = i + 1
        long_form = j < self.n and els[j][0] == "OP" and els[j][1] == "?"
        if long_form:
            j += 1
        k = j
        while k < self.n and els[k][0] != "NL":
            k += 1
        if k == j:
            self.error(j)
        name = self.text[els[j][2]:els[k - 1][3]].strip()
        self.i = k
        return Expression(S.Information, (String(name), Expression(
            S.Rule, (S.LongForm, S["True"] if long_form else S["False"]))))

    def prefix(self, op, rbp):
        name = op.name
        if name == "Minus":
            x, flag = self.expr(max(_MINUS_RBP, rbp))
            r = neg(x, flag)
            return r, (TIMES if type(r) is Expression else None)
        if name == "UnaryPlus":
            return self.expr(max(_MINUS_RBP, rbp))
        x, _ = self.expr(max(op.prec, rbp))
        return Expression(Symbol(op.head), (x,)), None

    def times(self, left, flag):
        """A product: ``*`` or juxtaposition, flat; ``/`` products are spliced in."""
        args = list(left.args) if flag == TIMES else [left]
        els = self.els
        n = self.n
        while True:
            i = self.i
            if i >= n:
                break
            el = els[i]
            t = el[0]
            if t == "OP":
                if el[1] != "*":
                    break
                self.i = i + 1
            elif t not in _OPERANDS:
                break
            x, xf = self.expr(_TIMES_PREC)
            if xf == TIMES:
                args.extend(x.args)
            else:
                args.append(x)
        return Expression(_Times, tuple(args)), TIMES

    def led(self, op, sp, left, flag):
        name = op.name
        kind = op.kind
        if kind == "postfix":
            return Expression(Symbol(op.head), (left,)), None
        if name == "Plus" or name == "Subtract":
            return self.plus(left, sp), None
        if name == "Times":
            self.i -= 1
            return self.times(left, flag)
        if name == "Divide":
            right, _ = self.expr(op.prec)
            if type(left) is Integer and type(right) is Integer and right.value != 0:
                return make_rational(left.value, right.value), None
            args = left.args if flag == TIMES else (left,)
            return Expression(_Times, args + (Expression(_Power, (right, _MINUS_ONE)),)), \
                TIMES
        if kind == "flat":
            if name == "CompoundExpression":
                return self.compound(left), None
            args = [left]
            while True:
                x, _ = self.expr(op.prec)
                args.append(x)
                if not self.at_op(sp):
                    break
                self.i += 1
            return Expression(Symbol(op.head), tuple(args)), None
        if kind == "chain":
            return self.chain(left, sp), None
        if sp == ":":
            if type(left) is Symbol:
                x, _ = self.expr(150)
                return Expression(S.Pattern, (left, x)), None
            h = left.head_symbol if type(left) is Expression else None
            if h is not None and h.name in _PATTERN_HEADS:
                x, _ = self.expr(140)
                return Expression(S.Optional, (left, x)), None
            self.error(self.i - 1, "a symbol or pattern must come before :")
        if name == "MessageName":
            return self.message_name(left), None
        if name == "Span":
            return self.span(left), None
        if name == "TagSet":
            return self.tagset(left), None
        if name == "Infix":                 # a ~f~ b -> f[a, b]
            f, _ = self.expr(op.prec)
            if not self.at_op("~"):
                self.error(self.i, "~f~ needs its second ~")
            self.i += 1
            right, _ = self.expr(op.prec)
            return make_call(f, (left, right)), None
        right, _ = self.expr(op.prec - 1 if op.assoc == "right" else op.prec)
        if name == "Postfix":
            return make_call(right, (left,)), None
        if name == "Prefix":
            return make_call(left, (right,)), None
        if name == "Apply1":
            return Expression(S.Apply, (left, right, Expression(S.List, (_ONE,)))), None
        return Expression(Symbol(op.head), (left, right)), None

    def plus(self, left, sp):
        args = [left]
        els = self.els
        while True:
            x, xf = self.expr(_PLUS_PREC)
            args.append(neg(x, xf) if sp == "-" else x)
            i = self.i
            if i >= self.n:
                break
            el = els[i]
            if el[0] != "OP":
                break
            sp = el[1]
            if sp != "+" and sp != "-":
                break
            self.i = i + 1
        return Expression(_Plus, tuple(args))

    def chain(self, left, sp):
        operands = [left]
        ops = [COMPARISONS[sp]]
        els = self.els
        while True:
            x, _ = self.expr(290)
            operands.append(x)
            i = self.i
            if i >= self.n or els[i][0] != "OP":
                break
            name = COMPARISONS.get(els[i][1])
            if name is None:
                break
            ops.append(name)
            self.i = i + 1
        first = ops[0]
        for o in ops:
            if o != first:
                break
        else:
            return Expression(Symbol(first), tuple(operands))
        args = [operands[0]]
        for o, x in zip(ops, operands[1:]):
            args.append(Symbol(o))
            args.append(x)
        return Expression(S.Inequality, tuple(args))

    def compound(self, left):
        args = [left]
        while True:
            if self.operand_follows():
                x, _ = self.expr(10)
                args.append(x)
            else:
                args.append(S.Null)
            if not self.at_op(";"):
                break
            self.i += 1
        return Expression(S.CompoundExpression, tuple(args))

    def _span_operand(self):
        if not self.operand_follows():
            return None
        x, _ = self.expr(305)
        return x

    def span(self, start):
        end = self._span_operand()
        args = [start, S.All if end is None else end]
        if self.at_op(";;"):
            j = self.i
            self.i += 1
            step = self._span_operand()
            if step is None:
                self.i = j
            else:
                args.append(step)
        return Expression(S.Span, tuple(args))

    def message_name(self, left):
        i = self.i
        if i < self.n and self.els[i][0] == "CALL" and type(left) is String:
            # a compound type: "PackedArray"::["Real64", 1]
            self.i = i + 1
            return make_call(Expression(S.TypeSpecifier, (left,)), self.els[i][1])
        args = [left]
        while True:
            i = self.i
            el = self.els[i] if i < self.n else None
            if el is None or el[0] not in ("SYMBOL", "STRING"):
                self.error(i, "a message tag must follow ::")
            self.i = i + 1
            args.append(string_value(el[1]) if el[0] == "STRING" else String(el[1]))
            if not self.at_op("::"):
                break
            self.i += 1
        return Expression(S.MessageName, tuple(args))

    def tagset(self, tag):
        lhs, _ = self.expr(40)
        i = self.i
        if i >= self.n:
            self.error()
        el = self.els[i]
        if el[0] != "OP" or el[1] not in ("=", ":=", "=."):
            self.error(i, "/: must be followed by an assignment")
        self.i = i + 1
        sp = el[1]
        if sp == "=.":
            return Expression(S.TagUnset, (tag, lhs))
        rhs, _ = self.expr(39)
        return Expression(S.TagSet if sp == "=" else S.TagSetDelayed, (tag, lhs, rhs))


def parse_elements(els, text, end_pos):
    """The expression of a bracketed sequence (no newline elements); None if empty."""
    if not els:
        return None
    if len(els) == 1:
        el = els[0]
        f = _ATOM.get(el[0])
        if f is not None and el[0] != "GET":
            try:
                return f(el[1])
            except LiteralError as e:
                p = Parser(els, text, False, end_pos)
                p.error(0, str(e))
        if el[0] == "GROUP":
            return el[1]
    p = Parser(els, text, False, end_pos)
    x, _ = p.expr(0)
    if p.i < p.n:
        p.error()
    return x


def parse_top(els, text):
    """The top-level expressions of a whole input (newline-separated when complete)."""
    p = Parser(els, text, True, len(text))
    out = []
    n = p.n
    while True:
        p.skip_newlines()
        if p.i >= n:
            return out
        x, _ = p.expr(0)
        out.append(x)
        if p.i < n and els[p.i][0] != "NL":
            p.error(p.i)
