"""Precedence climbing over one bracket level: a flat list of elements -> Expr.

The LALR grammar (grammar/mathilda.lark) hands each bracketed sequence over as a list of
elements: lark Tokens (atoms, operators, newlines), Exprs (already parsed groups: parentheses,
lists, associations) and ``Suffix`` objects (``[args]`` calls and ``[[args]]`` parts).  This
module turns such a list into expressions, reading precedence and associativity from the
operator table (mathilda/syntax/operators.py).

Parsing functions return ``(expr, flag)``; ``flag`` is ``TIMES`` when ``expr`` is a ``Times``
built by operators (``*``, juxtaposition, ``/``, unary minus) and not closed by parentheses:
such a product is spliced into an enclosing product (``a*b/c`` is ``Times[a, b, Power[c,
-1]]``) and negated by absorbing the sign (``a - 2 b`` is ``Plus[a, Times[-2, b]]``, ``-a b``
is ``Times[-1, a, b]``), as the Wolfram Language parses them.
"""

from mathilda.core.expr import (
    Complex, Expression, Integer, Rational, Real, String, Symbol, S, make_rational, Expr,
)
from mathilda.syntax.errors import IncompleteInput, ParseError
from mathilda.syntax.literals import LiteralError, number_value, string_value
from mathilda.syntax.operators import AFTER, BY_NAME, COMPARISONS, PREFIX

__all__ = ["Suffix", "parse_elements", "parse_top"]

TIMES = 1

_TIMES_PREC = BY_NAME["Times"].prec
_PLUS_PREC = BY_NAME["Plus"].prec
_MINUS_RBP = _TIMES_PREC - 1          # -a*b: the minus takes the whole product
_CALL = 1000

_OPERAND_TOKENS = frozenset(("NUMBER", "STRING", "SYMBOL", "PATTERN", "SLOT", "OUT"))

_MINUS_ONE = Integer(-1)
_ONE = Integer(1)
_PATTERN_HEADS = frozenset(("Pattern", "Blank", "BlankSequence", "BlankNullSequence",
                            "Optional", "PatternTest", "Condition", "Alternatives",
                            "Repeated", "RepeatedNull", "HoldPattern", "Verbatim"))
_BLANKS = (None, S.Blank, S.BlankSequence, S.BlankNullSequence)
_NUMBER_TYPES = (Integer, Rational, Real)


class Suffix:
    """A ``[args]`` (part=False) or ``[[args]]`` (part=True) suffix."""

    __slots__ = ("args", "part", "pos")

    def __init__(self, args, part, pos):
        self.args = args
        self.part = part
        self.pos = pos


class _Stop(Exception):
    pass


def _E(head, args):
    return Expression(head, args)


def _is_number(x):
    t = type(x)
    return t is Integer or t is Rational or t is Real


def _negate_number(x):
    t = type(x)
    if t is Integer:
        return Integer(-x.value)
    if t is Rational:
        return Rational(-x.value)
    return Real(-x.value, x.prec)


def neg(x, flag):
    """The expression the Wolfram Language parser builds for ``-x``."""
    t = type(x)
    if t is Integer or t is Rational or t is Real:
        return _negate_number(x)
    if flag == TIMES:
        args = x.args
        first = args[0]
        if _is_number(first):
            return _E(S.Times, (_negate_number(first),) + args[1:])
        return _E(S.Times, (_MINUS_ONE,) + args)
    return _E(S.Times, (_MINUS_ONE, x))


def _pattern_token(tok):
    """x_  x_h  _  __h  x_.  _."""
    i = tok.index("_")
    name = tok[:i]
    j = i
    n = len(tok)
    while j < n and tok[j] == "_":
        j += 1
    rest = tok[j:]
    blank_head = _BLANKS[j - i]
    if rest == ".":
        blank = _E(blank_head, ())
        optional = True
    else:
        blank = _E(blank_head, (_symbol(rest),) if rest else ())
        optional = False
    p = _E(S.Pattern, (_symbol(name), blank)) if name else blank
    return _E(S.Optional, (p,)) if optional else p


def _symbol(name):
    if name.startswith("`"):
        name = "Global" + name
    return Symbol(name)


def _slot_token(tok):
    if tok.startswith("##"):
        rest = tok[2:]
        return _E(S.SlotSequence, (Integer(int(rest)) if rest else _ONE,))
    rest = tok[1:]
    if not rest:
        return _E(S.Slot, (_ONE,))
    if rest[0].isdigit():
        return _E(S.Slot, (Integer(int(rest)),))
    return _E(S.Slot, (String(rest),))


def _out_token(tok):
    rest = tok[1:]
    if not rest:
        return _E(S.Out, ())
    if rest[0].isdigit():
        return _E(S.Out, (Integer(int(rest)),))
    return _E(S.Out, (Integer(-len(tok)),))


def _file_name(tok, skip):
    s = tok[skip:].strip()
    if s.startswith('"'):
        return string_value(s)
    return String(s)


def make_call(head, args):
    """``head[args]``; ``Rational[n, d]`` and ``Complex[a, b]`` with number literals become
    the number atoms, so that FullForm text reads back as the same expression."""
    if type(head) is Symbol and len(args) == 2:
        name = head.name
        if name == "Rational":
            a, b = args
            if type(a) is Integer and type(b) is Integer and b.value != 0:
                return make_rational(a.value, b.value)
        elif name == "Complex":
            a, b = args
            if _is_number(a) and _is_number(b) and not (type(b) is Integer and b.value == 0):
                return Complex(a, b)
    return Expression(head, tuple(args))


class Parser:
    """One run of precedence climbing over ``els`` (a list of elements)."""

    __slots__ = ("els", "n", "i", "text", "top", "end_pos")

    def __init__(self, els, text, top, end_pos):
        self.els = els
        self.n = len(els)
        self.i = 0
        self.text = text
        self.top = top
        self.end_pos = end_pos       # offset of the closing bracket (inner) or len(text)

    # --- errors ---------------------------------------------------------------------------
    def pos_of(self, k):
        if k >= self.n:
            return self.end_pos
        el = self.els[k]
        p = getattr(el, "start_pos", None)
        if p is None:
            p = getattr(el, "pos", None)
        if p is None:
            # an already parsed group: the position just after the previous token
            j = k - 1
            while j >= 0:
                q = getattr(self.els[j], "end_pos", None)
                if q is not None:
                    return q
                j -= 1
            return 0
        return p

    def error(self, k=None, reason=None):
        if k is None:
            k = self.i
        if k >= self.n and self.top:
            raise IncompleteInput.at_end(self.text)
        off = self.pos_of(k)
        start = self.text.rfind("\n", 0, off) + 1
        raise ParseError.at(self.text, off, start, reason)

    # --- helpers ----------------------------------------------------------------------------
    def peek(self):
        """The next element, skipping newlines (they only matter at the top level, in
        operator position: see ``led_bp``)."""
        els = self.els
        i = self.i
        n = self.n
        while i < n:
            el = els[i]
            if el.__class__ is not Suffix and not isinstance(el, Expr) and el.type == "NL":
                i += 1
                continue
            self.i = i
            return el
        self.i = i
        return None

    def starts_operand(self, el):
        if el is None or el.__class__ is Suffix:
            return False
        if isinstance(el, Expr):
            return True
        t = el.type
        if t in _OPERAND_TOKENS or t == "GET":
            return True
        return t == "OP" and str(el) in PREFIX

    def next_is_newline(self):
        i = self.i
        return i < self.n and not isinstance(self.els[i], (Expr, Suffix)) \
            and self.els[i].type == "NL"

    # --- the climbing loop --------------------------------------------------------------
    def expr(self, rbp):
        left, flag = self.nud(rbp)
        els = self.els
        while True:
            i = self.i
            if i >= self.n:
                return left, flag
            el = els[i]
            cls = el.__class__
            if cls is Suffix:
                if _CALL <= rbp:
                    return left, flag
                self.i = i + 1
                if el.part:
                    left = _E(S.Part, (left,) + tuple(el.args))
                else:
                    left = make_call(left, el.args)
                flag = None
                continue
            if isinstance(el, Expr):
                if _TIMES_PREC <= rbp:
                    return left, flag
                left, flag = self.times(left, flag)
                continue
            t = el.type
            if t == "OP":
                sp = str(el)
                if sp[0] == "'":
                    if 670 <= rbp:
                        return left, flag
                    self.i = i + 1
                    left = _E(_E(S.Derivative, (Integer(len(sp)),)), (left,))
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
                left, flag = self.led(op, sp, left, flag)
                continue
            if t == "NL":
                if self.top:
                    return left, flag
                self.i = i + 1
                continue
            if t in _OPERAND_TOKENS:
                if _TIMES_PREC <= rbp:
                    return left, flag
                left, flag = self.times(left, flag)
                continue
            if t == "PUT":
                if 30 <= rbp:
                    return left, flag
                self.i = i + 1
                if str(el).startswith(">>>"):
                    left = _E(S.PutAppend, (left, _file_name(el, 3)))
                else:
                    left = _E(S.Put, (left, _file_name(el, 2)))
                flag = None
                continue
            self.error(i)

    def nud(self, rbp):
        el = self.peek()
        if el is None:
            self.error()
        i = self.i
        self.i = i + 1
        cls = el.__class__
        if cls is Suffix:
            self.error(i)
        if isinstance(el, Expr):
            return el, None
        t = el.type
        if t == "SYMBOL":
            return _symbol(str(el)), None
        if t == "NUMBER":
            try:
                return number_value(str(el)), None
            except LiteralError as e:
                self.error(i, str(e))
        if t == "STRING":
            return string_value(str(el)), None
        if t == "PATTERN":
            return _pattern_token(str(el)), None
        if t == "SLOT":
            return _slot_token(str(el)), None
        if t == "OUT":
            return _out_token(str(el)), None
        if t == "GET":
            return _E(S.Get, (_file_name(el, 2),)), None
        if t == "OP":
            sp = str(el)
            op = PREFIX.get(sp)
            if op is not None:
                return self.prefix(op, sp, rbp)
            if sp == "!!":
                x, _ = self.expr(max(230, rbp))
                return _E(S.Not, (_E(S.Not, (x,)),)), None
            if sp == ";;":
                return self.span(_ONE), None
        self.error(i)

    def prefix(self, op, sp, rbp):
        name = op.name
        if name == "Minus":
            x, flag = self.expr(max(_MINUS_RBP, rbp))
            r = neg(x, flag)
            return r, (TIMES if type(r) is Expression and r.head is S.Times else None)
        if name == "UnaryPlus":
            return self.expr(max(_MINUS_RBP, rbp))
        if name == "Get":           # (lexed with its file name; unreachable)
            self.error(self.i - 1)
        x, _ = self.expr(max(op.prec, rbp))
        return _E(Symbol(op.head), (x,)), None

    def times(self, left, flag):
        """A product: ``*`` or juxtaposition, flat; ``/`` products are spliced in."""
        args = list(left.args) if flag == TIMES else [left]
        while True:
            el = self.peek() if not self.top else self.cur()
            if el is None:
                break
            if el.__class__ is not Suffix and not isinstance(el, Expr) and el.type == "OP":
                if str(el) != "*":
                    break
                self.i += 1
            elif not self.starts_operand(el) or (not isinstance(el, Expr) and el.type == "OP"):
                break
            x, xf = self.expr(_TIMES_PREC)
            if xf == TIMES:
                args.extend(x.args)
            else:
                args.append(x)
        return _E(S.Times, tuple(args)), TIMES

    def cur(self):
        return self.els[self.i] if self.i < self.n else None

    def led(self, op, sp, left, flag):
        name = op.name
        self.i += 1
        kind = op.kind
        if kind == "postfix":
            if name == "Function":
                return _E(S.Function, (left,)), None
            return _E(Symbol(op.head), (left,)), None
        if name == "Times":
            self.i -= 1
            return self.times(left, flag)
        if name == "Plus" or name == "Subtract":
            return self.plus(left, sp), None
        if name == "Divide":
            right, rflag = self.expr(op.prec)
            if type(left) is Integer and type(right) is Integer and right.value != 0:
                return make_rational(left.value, right.value), None
            args = left.args if flag == TIMES else (left,)
            return _E(S.Times, args + (_E(S.Power, (right, _MINUS_ONE)),)), TIMES
        if kind == "flat":
            if name == "CompoundExpression":
                return self.compound(left), None
            args = [left]
            head = Symbol(op.head)
            while True:
                x, _ = self.expr(op.prec)
                args.append(x)
                el = self.cur()
                if el is None or el.__class__ is Suffix or isinstance(el, Expr) \
                        or el.type != "OP" or str(el) != sp:
                    break
                self.i += 1
            return _E(head, tuple(args)), None
        if kind == "chain":
            return self.chain(left, sp), None
        if sp == ":":
            if type(left) is Symbol:
                x, _ = self.expr(150)
                return _E(S.Pattern, (left, x)), None
            h = left.head_symbol if isinstance(left, Expression) else None
            if h is not None and h.name in _PATTERN_HEADS:
                x, _ = self.expr(140)
                return _E(S.Optional, (left, x)), None
            self.error(self.i - 1, "a symbol or pattern must come before :")
        if name == "MessageName":
            return self.message_name(left), None
        if name == "Span":
            return self.span(left), None
        if name == "TagSet":
            return self.tagset(left), None
        rbp = op.prec - 1 if op.assoc == "right" else op.prec
        right, _ = self.expr(rbp)
        if name == "Postfix":
            return make_call(right, (left,)), None
        if name == "Prefix":
            return make_call(left, (right,)), None
        if name == "Apply1":
            return _E(S.Apply, (left, right, _E(S.List, (_ONE,)))), None
        return _E(Symbol(op.head), (left, right)), None

    def plus(self, left, sp):
        args = [left]
        while True:
            x, xf = self.expr(_PLUS_PREC)
            args.append(neg(x, xf) if sp == "-" else x)
            el = self.cur()
            if el is None or el.__class__ is Suffix or isinstance(el, Expr) \
                    or el.type != "OP":
                break
            sp = str(el)
            if sp != "+" and sp != "-":
                break
            self.i += 1
        return _E(S.Plus, tuple(args))

    def chain(self, left, sp):
        operands = [left]
        ops = [COMPARISONS[sp]]
        while True:
            x, _ = self.expr(290)
            operands.append(x)
            el = self.cur()
            if el is None or el.__class__ is Suffix or isinstance(el, Expr) \
                    or el.type != "OP":
                break
            sp = str(el)
            name = COMPARISONS.get(sp)
            if name is None:
                break
            ops.append(name)
            self.i += 1
        if all(o == ops[0] for o in ops):
            return _E(Symbol(ops[0]), tuple(operands))
        args = [operands[0]]
        for o, x in zip(ops, operands[1:]):
            args.append(Symbol(o))
            args.append(x)
        return _E(S.Inequality, tuple(args))

    def compound(self, left):
        args = [left]
        while True:
            if self.top and self.next_is_newline():
                args.append(S.Null)
                break
            el = self.peek() if not self.top else self.cur()
            if self.starts_operand(el):
                x, _ = self.expr(10)
                args.append(x)
            else:
                args.append(S.Null)
            el = self.cur()
            if el is None or el.__class__ is Suffix or isinstance(el, Expr) \
                    or el.type != "OP" or str(el) != ";":
                break
            self.i += 1
        return _E(S.CompoundExpression, tuple(args))

    def _span_operand(self):
        if self.top and self.next_is_newline():
            return None
        el = self.peek() if not self.top else self.cur()
        if el is None or not self.starts_operand(el):
            return None
        if not isinstance(el, Expr) and el.type == "OP" and str(el) == ";;":
            return None
        x, _ = self.expr(305)
        return x

    def span(self, start):
        end = self._span_operand()
        args = [start, S.All if end is None else end]
        el = self.cur()
        if el is not None and el.__class__ is not Suffix and not isinstance(el, Expr) \
                and el.type == "OP" and str(el) == ";;":
            j = self.i
            self.i += 1
            step = self._span_operand()
            if step is None:
                self.i = j
            else:
                args.append(step)
        return _E(S.Span, tuple(args))

    def message_name(self, left):
        args = [left]
        while True:
            el = self.cur()
            if el is None or isinstance(el, (Expr, Suffix)) or el.type not in (
                    "SYMBOL", "STRING"):
                self.error(self.i, "a message tag must follow ::")
            self.i += 1
            args.append(string_value(str(el)) if el.type == "STRING" else String(str(el)))
            el = self.cur()
            if el is None or isinstance(el, (Expr, Suffix)) or el.type != "OP" \
                    or str(el) != "::":
                break
            self.i += 1
        return _E(S.MessageName, tuple(args))

    def tagset(self, tag):
        lhs, _ = self.expr(40)
        el = self.cur()
        if el is None:
            self.error()
        if isinstance(el, (Expr, Suffix)) or el.type != "OP" or str(el) not in (
                "=", ":=", "=."):
            self.error(self.i, "/: must be followed by an assignment")
        self.i += 1
        sp = str(el)
        if sp == "=.":
            return _E(S.TagUnset, (tag, lhs))
        rhs, _ = self.expr(39)
        return _E(S.TagSet if sp == "=" else S.TagSetDelayed, (tag, lhs, rhs))


def parse_elements(els, text, end_pos):
    """One expression from the elements of a bracketed sequence; None if it is empty."""
    p = Parser(els, text, False, end_pos)
    if p.peek() is None:
        return None
    x, _ = p.expr(0)
    if p.peek() is not None:
        p.error()
    return x


def parse_top(els, text):
    """The top-level expressions of a whole input (newline-separated when complete)."""
    p = Parser(els, text, True, len(text))
    out = []
    while True:
        if p.peek() is None:
            return out
        x, _ = p.expr(0)
        out.append(x)
        i = p.i
        if i < p.n and not p.next_is_newline():
            p.error(i)
