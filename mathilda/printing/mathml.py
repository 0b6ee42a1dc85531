"""MathMLForm: presentation MathML of an expression, laid out as the Wolfram Language's
MathMLForm writes it (one element per line, one space of indentation per level):

    <math xmlns='http://www.w3.org/1998/Math/MathML'>
     <msup>
      <mi>x</mi>
      <mn>2</mn>
     </msup>
    </math>

Sums and products are ``mrow``s (the invisible times ``&#8290;`` between factors), quotients
``mfrac``, square roots ``msqrt``, other roots ``mroot``, calls a name, the function
application character ``&#8289;`` and the arguments in parentheses, lists in braces;
non-ASCII characters are written as character references (``&#945;`` for alpha).
"""

from mathilda.core.expr import Complex, Expr, Expression, Integer, Rational, Real, String, \
    Symbol, S

__all__ = ["mathml_text", "MathMLPrinter"]

_FUNCTIONS = {"Sin": "sin", "Cos": "cos", "Tan": "tan", "Cot": "cot", "Sec": "sec",
              "Csc": "csc", "Log": "log", "Exp": "exp", "Sinh": "sinh", "Cosh": "cosh",
              "Tanh": "tanh", "Gamma": "&#915;", "Zeta": "&#950;", "Max": "max",
              "Min": "min"}
_CONSTANTS = {"Pi": ("mi", "&#960;"), "E": ("mi", "&#8519;"), "I": ("mi", "&#8520;"),
              "Infinity": ("mi", "&#8734;"), "Degree": ("mi", "&#176;")}
_RELATIONS = {"Equal": "=", "Unequal": "&#8800;", "Less": "&lt;", "Greater": "&gt;",
              "LessEqual": "&#8804;", "GreaterEqual": "&#8805;", "Rule": "&#8594;",
              "And": "&#8743;", "Or": "&#8744;", "Element": "&#8712;"}


# head -> (element, number of arguments, accent character of the one-argument forms)
_SCRIPTS = {"Subscript": ("msub", 2), "Superscript": ("msup", 2),
            "Subsuperscript": ("msubsup", 3), "Overscript": ("mover", 2),
            "Underscript": ("munder", 2), "Underoverscript": ("munderover", 3),
            "OverBar": ("mover", 1, "&#175;"), "UnderBar": ("munder", 1, "_"),
            "OverDot": ("mover", 1, "."), "OverHat": ("mover", 1, "^"),
            "OverTilde": ("mover", 1, "~"), "OverVector": ("mover", 1, "&#8594;")}


def _esc(s):
    out = []
    for c in s:
        if c == "&":
            out.append("&amp;")
        elif c == "<":
            out.append("&lt;")
        elif c == ">":
            out.append("&gt;")
        elif ord(c) > 126:
            out.append("&#%d;" % ord(c))
        else:
            out.append(c)
    return "".join(out)


def _leaf(tag, text):
    return (tag, text)


def _row(*items):
    return ("mrow", list(items))


def _mo(op):
    return ("mo", op)


class MathMLPrinter:
    def text(self, x):
        if not isinstance(x, Expr):
            return ""
        lines = ["<math xmlns='http://www.w3.org/1998/Math/MathML'>"]
        self.serialize(self.ml(x), 1, lines)
        lines.append("</math>")
        return "\n".join(lines)

    def serialize(self, node, depth, lines):
        tag, body = node
        pad = " " * depth
        if isinstance(body, str):
            lines.append("%s<%s>%s</%s>" % (pad, tag, body, tag))
            return
        lines.append("%s<%s>" % (pad, tag))
        for c in body:
            self.serialize(c, depth + 1, lines)
        lines.append("%s</%s>" % (pad, tag))

    # --- expressions ---------------------------------------------------------------------
    def ml(self, x):
        t = type(x)
        if t is Symbol:
            c = _CONSTANTS.get(x.name)
            if c is not None:
                return _leaf(*c)
            return _leaf("mi", _esc(x.name))
        if t is Integer:
            if x.value < 0:
                return _row(_mo("-"), _leaf("mn", str(-x.value)))
            return _leaf("mn", str(x.value))
        if t is Rational:
            p, q = x.value.numerator, x.value.denominator
            f = ("mfrac", [_leaf("mn", str(abs(p))), _leaf("mn", str(q))])
            return _row(_mo("-"), f) if p < 0 else f
        if t is Real:
            from mathilda.printing.numbers import real_output
            s = real_output(x)
            if s.startswith("-"):
                return _row(_mo("-"), _leaf("mn", s[1:]))
            return _leaf("mn", s)
        if t is Complex:
            return self.ml(Expression(S.Plus, (x.re, Expression(S.Times, (x.im, S.I)))))
        if t is String:
            return _leaf("ms", _esc(x.value))
        if not isinstance(x, Expression):
            return _leaf("mi", _esc(str(x)))
        h = x.head
        name = h.name if type(h) is Symbol else None
        a = x.args
        if name == "Plus" and len(a) >= 2:
            items = [self.ml(a[0])]
            for e in a[1:]:
                neg = self.negated(e)
                if neg is not None:
                    items += [_mo("-"), self.wrap(neg, 310)]
                else:
                    items += [_mo("+"), self.wrap(e, 310)]
            return _row(*items)
        if name == "Times" and len(a) >= 2:
            return self.times(a)
        if name == "Power" and len(a) == 2:
            return self.power(*a)
        if name == "Sqrt" and len(a) == 1:
            return ("msqrt", [self.ml(a[0])])
        if name == "List":
            items = [_mo("{")]
            for i, e in enumerate(a):
                if i:
                    items.append(_mo(","))
                items.append(self.ml(e))
            items.append(_mo("}"))
            return _row(*items)
        if name in _RELATIONS and len(a) >= 2:
            items = []
            for i, e in enumerate(a):
                if i:
                    items.append(_mo(_RELATIONS[name]))
                items.append(self.ml(e))
            return _row(*items)
        if name in ("HoldForm", "MathMLForm", "TraditionalForm") and len(a) == 1:
            return self.ml(a[0])
        script = _SCRIPTS.get(name)
        if script is not None and len(a) == script[1]:
            # Subscript[x, 1] is <msub>, Overscript[x, y] <mover>, OverBar[x] <mover> x _
            if len(a) == 1:
                return (script[0], [self.ml(a[0]), _mo(script[2])])
            return (script[0], [self.ml(e) for e in a])    # base, under, over: as given
        if name in ("Tooltip", "Annotation", "Panel", "Interpretation") and a:
            return self.ml(a[0])
        head = _leaf("mi", _FUNCTIONS[name]) if name in _FUNCTIONS else self.ml(h)
        items = [head, _mo("&#8289;"), _mo("(")]
        for i, e in enumerate(a):
            if i:
                items.append(_mo(","))
            items.append(self.ml(e))
        items.append(_mo(")"))
        return _row(*items)

    def prec(self, x):
        if isinstance(x, Expression) and type(x.head) is Symbol:
            return {"Plus": 310, "Times": 400}.get(x.head.name, 1000)
        if type(x) is Integer and x.value < 0 or type(x) is Rational and x.value < 0:
            return 400
        return 1000

    def wrap(self, x, need):
        m = self.ml(x)
        if self.prec(x) <= need and self.prec(x) < 1000:
            return _row(_mo("("), m, _mo(")"))
        return m

    def negated(self, e):
        if type(e) in (Integer, Rational, Real) and e.value < 0:
            from mathilda.printing.texform import _neg
            return _neg(e)
        if isinstance(e, Expression) and e.head is S.Times and e.args and \
                type(e.args[0]) in (Integer, Rational, Real) and e.args[0].value < 0:
            from mathilda.printing.texform import _neg
            c = _neg(e.args[0])
            rest = e.args[1:]
            if type(c) is Integer and c.value == 1:
                return rest[0] if len(rest) == 1 else Expression(S.Times, rest)
            return Expression(S.Times, (c,) + rest)
        return None

    def times(self, a):
        from mathilda.printing.texform import _inverse
        num, den = [], []
        sign = False
        for f in a:
            if type(f) is Rational:
                p, q = f.value.numerator, f.value.denominator
                if p < 0:
                    sign, p = True, -p
                if p != 1:
                    num.append(Integer(p))
                den.append(Integer(q))
                continue
            if type(f) in (Integer, Real) and f.value < 0:
                sign = True
                from mathilda.printing.texform import _neg
                f = _neg(f)
                if type(f) is Integer and f.value == 1:
                    continue
            d = _inverse(f)
            if d is not None:
                den.append(d)
            else:
                num.append(f)

        def product(fs):
            if not fs:
                return _leaf("mn", "1")
            if len(fs) == 1:
                return self.ml(fs[0])
            items = []
            for i, f in enumerate(fs):
                if i:
                    items.append(_mo("&#8290;"))
                items.append(self.wrap(f, 400))
            return _row(*items)
        body = product(num) if not den else ("mfrac", [product(num), product(den)])
        return _row(_mo("-"), body) if sign else body

    def power(self, b, e):
        from mathilda.printing.texform import _inverse
        if type(e) is Rational and e.value.numerator == 1:
            q = e.value.denominator
            if q == 2:
                return ("msqrt", [self.ml(b)])
            return ("mroot", [self.ml(b), _leaf("mn", str(q))])
        d = _inverse(Expression(S.Power, (b, e)))
        if d is not None:
            return ("mfrac", [_leaf("mn", "1"), self.ml(d)])
        return ("msup", [self.wrap(b, 590), self.ml(e)])


def mathml_text(expr):
    return MathMLPrinter().text(expr)
