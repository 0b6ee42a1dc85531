"""TeXForm: TeX text of an expression, as the Wolfram Language's TeXForm writes it.

    \\frac{1}{2} n (n+1)    J_0(x)    x^2+y^2    \\sqrt{x}    \\sqrt[3]{x}    e^{-x}
    \\sin (x)    \\sin ^2(x)    \\alpha +\\beta    \\{1,2,3\\}    x\\to y    \\text{abc}
    \\left(\\begin{array}{cc} a & b \\\\ c & d \\\\ \\end{array}\\right)

The layout is that of TraditionalForm: sums with their constant term last and a polynomial
in one variable by decreasing powers (``x^2+x+1``), products with spaces, quotients as
``\\frac``, calls with parentheses (``f(x,y)``), multi-letter names in ``\\text{}``, the
standard functions as their TeX operators (``\\log (x)``, ``\\Gamma (x)``, ``\\sin ^{-1}(x)``)
and the special functions with their indices as subscripts (``J_n(x)``, ``P_n(x)``).  A
control word is followed by a space (``\\pi +1``, ``x^{\\pi }``), as Wolfram writes it; the
text has no trailing space.

``tex_form(expr)`` never raises: a printer problem gives ``<<...>>`` from the caller.
"""

from mathilda.core.expr import Complex, Expr, Expression, Integer, Rational, Real, String, Symbol, S

__all__ = ["TeXPrinter", "tex_text", "GREEK_TEX"]

ATOM, POST, POWER, TIMES, PLUS, REL, NOT, AND, OR, IMPL, RULE, SEQ = (
    1000, 670, 590, 400, 310, 290, 230, 215, 213, 200, 120, 10)

_GREEK = ("alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi "
          "omicron pi rho varsigma sigma tau upsilon varphi chi psi omega").split()
GREEK_TEX = {chr(0x3B1 + i): "\\" + n for i, n in enumerate(_GREEK)}
GREEK_TEX["\u03bf"] = "o"
GREEK_TEX["\u03d5"] = "\\phi"
GREEK_TEX["\u03d1"] = "\\vartheta"
GREEK_TEX["\u03f5"] = "\\epsilon"
GREEK_TEX["\u03b5"] = "\\varepsilon"
GREEK_TEX["\u03c1"] = "\\rho"
GREEK_TEX["\u03f1"] = "\\varrho"
GREEK_TEX["\u03d6"] = "\\varpi"
for _c, _n in zip("\u0391\u0392\u0393\u0394\u0395\u0396\u0397\u0398\u0399\u039a\u039b\u039c"
                  "\u039d\u039e\u039f\u03a0\u03a1\u03a3\u03a4\u03a5\u03a6\u03a7\u03a8\u03a9",
                  "A B \\Gamma \\Delta E Z H \\Theta I K \\Lambda M N \\Xi O \\Pi P \\Sigma T "
                  "\\Upsilon \\Phi X \\Psi \\Omega".split()):
    GREEK_TEX[_c] = _n
_LETTERS = {"\u2135": "\\aleph", "\u210f": "\\hbar", "\u2113": "\\ell", "\u221e": "\\infty",
            "\u00b0": "{}^{\\circ}"}
for _i in range(26):
    _L = chr(65 + _i)
    _LETTERS[chr(0x1D538 + _i)] = "\\mathbb{%s}" % _L           # double-struck capitals
    _LETTERS[chr(0x1D49C + _i)] = "\\mathcal{%s}" % _L          # script capitals
for _c, _L in (("\u2102", "C"), ("\u210d", "H"), ("\u2115", "N"), ("\u2119", "P"),
               ("\u211a", "Q"), ("\u211d", "R"), ("\u2124", "Z")):
    _LETTERS[_c] = "\\mathbb{%s}" % _L
for _c, _L in (("\u212c", "B"), ("\u2130", "E"), ("\u2131", "F"), ("\u210b", "H"),
               ("\u2110", "I"), ("\u2112", "L"), ("\u2133", "M"), ("\u211b", "R")):
    _LETTERS[_c] = "\\mathcal{%s}" % _L

_CONSTANTS = {"Pi": "\\pi", "E": "e", "I": "i", "Infinity": "\\infty",
              "ComplexInfinity": "\\tilde{\\infty}", "EulerGamma": "\\gamma",
              "GoldenRatio": "\\phi", "Degree": "{}^{\\circ}", "Catalan": "C",
              "Reals": "\\mathbb{R}", "Integers": "\\mathbb{Z}", "Complexes": "\\mathbb{C}",
              "Rationals": "\\mathbb{Q}", "Primes": "\\mathbb{P}",
              "Algebraics": "\\mathbb{A}", "Booleans": "\\mathbb{B}"}

# functions printed as a TeX operator before their parenthesised arguments
_OPERATORS = {"Sin": "\\sin", "Cos": "\\cos", "Tan": "\\tan", "Cot": "\\cot", "Sec": "\\sec",
              "Csc": "\\csc", "Sinh": "\\sinh", "Cosh": "\\cosh", "Tanh": "\\tanh",
              "Coth": "\\coth", "Log": "\\log", "Max": "\\max", "Min": "\\min",
              "GCD": "\\gcd", "Det": "\\det", "Exp": "\\exp", "Gamma": "\\Gamma",
              "Zeta": "\\zeta", "DiracDelta": "\\delta", "HeavisideTheta": "\\theta",
              "Arg": "\\arg", "LogGamma": "\\log \\Gamma", "Beta": "B",
              "Sech": "\\text{sech}", "Csch": "\\text{csch}", "Erf": "\\text{erf}",
              "Erfc": "\\text{erfc}", "Erfi": "\\text{erfi}", "AiryAi": "\\text{Ai}",
              "AiryBi": "\\text{Bi}", "Re": "\\Re", "Im": "\\Im", "ProductLog": "W",
              "EllipticK": "K", "EllipticE": "E", "ExpIntegralEi": "\\text{Ei}",
              "SinIntegral": "\\text{Si}", "CosIntegral": "\\text{Ci}",
              "LogIntegral": "\\text{li}", "Sign": "\\text{sgn}", "ArcTan": "\\tan ^{-1}",
              "ArcSin": "\\sin ^{-1}", "ArcCos": "\\cos ^{-1}", "ArcCot": "\\cot ^{-1}",
              "ArcSec": "\\sec ^{-1}", "ArcCsc": "\\csc ^{-1}", "ArcSinh": "\\sinh ^{-1}",
              "ArcCosh": "\\cosh ^{-1}", "ArcTanh": "\\tanh ^{-1}",
              "ArcCoth": "\\coth ^{-1}", "ArcSech": "\\text{sech}^{-1}",
              "ArcCsch": "\\text{csch}^{-1}"}
# functions whose first argument is a subscript index: BesselJ[n, x] is J_n(x)
_INDEXED = {"BesselJ": "J", "BesselY": "Y", "BesselI": "I", "BesselK": "K",
            "LegendreP": "P", "LegendreQ": "Q", "HermiteH": "H", "LaguerreL": "L",
            "ChebyshevT": "T", "ChebyshevU": "U", "HankelH1": "H^{(1)}",
            "HankelH2": "H^{(2)}", "SphericalBesselJ": "j", "SphericalBesselY": "y",
            "PolyLog": "\\text{Li}", "GegenbauerC": "C", "StruveH": "\\pmb{H}",
            "StruveL": "\\pmb{L}"}

_RELATIONS = {"Equal": "=", "Unequal": "\\neq ", "Less": "<", "Greater": ">",
              "LessEqual": "\\leq ", "GreaterEqual": "\\geq ", "SameQ": "\\equiv ",
              "UnsameQ": "\\not\\equiv "}
_INFIX = {"Rule": ("\\to ", RULE), "RuleDelayed": (":>", RULE),
          "Implies": ("\\Rightarrow ", IMPL), "Equivalent": ("\\Leftrightarrow ", IMPL),
          "Element": ("\\in ", REL), "NotElement": ("\\notin ", REL),
          "Subset": ("\\subset ", REL), "SubsetEqual": ("\\subseteq ", REL),
          "Superset": ("\\supset ", REL), "Congruent": ("\\equiv ", REL),
          "Distributed": ("\\approx ", REL), "Set": ("=", RULE),
          "SetDelayed": (":=", RULE)}
_FLAT_INFIX = {"And": ("\\land ", AND), "Or": ("\\lor ", OR), "Xor": ("\\veebar ", OR),
               "Union": ("\\cup ", PLUS), "Intersection": ("\\cap ", TIMES),
               "Cross": ("\\times ", TIMES), "Dot": (".", TIMES),
               "CircleTimes": ("\\otimes ", TIMES), "TensorProduct": ("\\otimes ", TIMES),
               "CirclePlus": ("\\oplus ", PLUS), "StringJoin": ("<>", PLUS),
               "NonCommutativeMultiply": ("**", TIMES), "Composition": ("\\circ ", TIMES),
               "CenterDot": ("\\cdot ", TIMES), "Wedge": ("\\wedge ", TIMES),
               "Colon": (":", RULE), "PlusMinus": ("\\pm ", PLUS)}
_WRAPPERS = frozenset(("HoldForm", "TeXForm", "TraditionalForm", "StandardForm",
                       "OutputForm", "Defer", "Style", "DisplayForm", "Tooltip",
                       "Annotation", "Panel", "TextForm", "Labeled", "Framed", "Format"))
# OverBar[x] is \bar{x}, ...
_ACCENTS = {"OverBar": "\\bar", "UnderBar": "\\underline", "OverDot": "\\dot",
            "OverHat": "\\hat", "OverTilde": "\\tilde", "OverVector": "\\vec"}
_TEXT_ESCAPES = {"\\": "\\backslash ", "{": "\\{", "}": "\\}", "$": "\\$", "&": "\\&",
                 "%": "\\%", "#": "\\#", "_": "\\_", "^": "\\^{}", "~": "\\~{}"}


def _is_int(x, v=None):
    return type(x) is Integer and (v is None or x.value == v)


def _negative(x):
    t = type(x)
    if t is Integer or t is Rational:
        return x.value < 0
    if t is Real:
        return x.value < 0
    return False


def _neg(x):
    t = type(x)
    if t is Integer:
        return Integer(-x.value)
    if t is Rational:
        from mathilda.core.expr import make_rational
        return make_rational(-x.value.numerator, x.value.denominator)
    if t is Real:
        return Real(-x.value, prec=x.prec) if x.prec is not None else Real(-x.value)
    return x


def _head(x):
    return x.head.name if isinstance(x, Expression) and type(x.head) is Symbol else None


def text_escape(s):
    return "".join(_TEXT_ESCAPES.get(c, c) for c in s)


def _group(s):
    """``s`` as a TeX argument of ^ or _: a single character bare, else in braces."""
    return s if len(s) == 1 else "{%s}" % s


class TeXPrinter:
    """``tex(x) -> (text, precedence)`` for each expression."""

    def text(self, x):
        if not isinstance(x, Expr):      # not an expression: no TeX for it
            return ""
        return self.tex(x)[0].rstrip()

    # --- atoms ---------------------------------------------------------------------------
    def symbol(self, name):
        c = _CONSTANTS.get(name)
        if c is not None:
            return c + " " if c[-1].isalpha() else c
        if len(name) == 1:
            if name.isascii():
                return name
            t = GREEK_TEX.get(name) or _LETTERS.get(name)
            if t is not None:
                return t + " " if t[-1].isalpha() else t
            return name
        if "`" in name:
            name = name.rsplit("`", 1)[1]
        return "\\text{%s}" % text_escape(name)

    def number(self, x):
        t = type(x)
        if t is Integer:
            return str(x.value), (TIMES if x.value < 0 else ATOM)
        if t is Rational:
            p, q = x.value.numerator, x.value.denominator
            s = "\\frac{%d}{%d}" % (abs(p), q)
            return ("-" + s, TIMES) if p < 0 else (s, ATOM)
        if t is Real:
            from mathilda.printing.numbers import real_output
            s = real_output(x)
            if "*^" in s:
                m, e = s.split("*^")
                s = "%s\\times 10^{%s}" % (m, e)
                return s, TIMES
            return s, (TIMES if s.startswith("-") else ATOM)
        if t is Complex:
            return self.tex(Expression(S.Plus, (x.re, Expression(S.Times, (x.im, S.I))))
                            if not _is_int(x.re, 0) else
                            (Expression(S.Times, (x.im, S.I)) if not _is_int(x.im, 1)
                             else S.I))
        return str(x), ATOM

    # --- dispatch ------------------------------------------------------------------------
    def tex(self, x):
        t = type(x)
        if t is Symbol:
            return self.symbol(x.name), ATOM
        if t is String:
            return "\\text{%s}" % text_escape(x.value), ATOM
        if t in (Integer, Rational, Real, Complex):
            return self.number(x)
        if not isinstance(x, Expression):
            return str(x), ATOM
        h = x.head
        if type(h) is not Symbol:
            return self.compound_call(x)
        name = h.name
        fn = getattr(self, "h_" + name, None)
        if fn is not None:
            r = fn(x)
            if r is not None:
                return r
        a = x.args
        if name in _WRAPPERS and a:
            return self.tex(a[0])
        if name in _RELATIONS and len(a) >= 2:
            return self.infix(a, _RELATIONS[name], REL)
        if name in _INFIX and len(a) == 2:
            op, p = _INFIX[name]
            return self.infix(a, op, p)
        if name in _FLAT_INFIX and len(a) >= 2:
            op, p = _FLAT_INFIX[name]
            return self.infix(a, op, p)
        if name in _INDEXED and len(a) >= 2:
            return "%s_%s(%s)" % (_INDEXED[name], _group(self.tex(a[0])[0]),
                                  self.seq(a[1:])), ATOM
        if name in _OPERATORS:
            return "%s (%s)" % (_OPERATORS[name], self.seq(a)) \
                if _OPERATORS[name][-1].isalpha() else \
                "%s(%s)" % (_OPERATORS[name], self.seq(a)), ATOM
        return self.call(x)

    def wrap(self, x, need):
        s, p = self.tex(x)
        return "(%s)" % s if p < need else s

    def seq(self, args):
        return ",".join(self.tex(a)[0] for a in args)

    def call(self, x):
        return "%s(%s)" % (self.tex(x.head)[0], self.seq(x.args)), ATOM

    def compound_call(self, x):
        h = x.head
        if isinstance(h, Expression) and h.head is S.Derivative:      # Derivative[n][f]
            return self.derivative(h.args, x.args)
        if isinstance(h, Expression) and isinstance(h.head, Expression) and \
                h.head.head is S.Derivative and len(h.args) == 1:      # Derivative[n][f][x]
            d, _ = self.derivative(h.head.args, h.args)
            return "%s(%s)" % (d, self.seq(x.args)), ATOM
        return "%s(%s)" % (self.wrap(h, ATOM), self.seq(x.args)), ATOM

    def derivative(self, orders, fn):
        if len(orders) != 1 or not _is_int(orders[0]) or len(fn) != 1:
            return "\\text{Derivative}(%s)(%s)" % (self.seq(orders), self.seq(fn)), ATOM
        n = orders[0].value
        mark = "'" * n if n <= 3 else "^{(%d)}" % n
        return self.wrap(fn[0], ATOM) + mark, POST

    def infix(self, args, op, prec):
        return op.join(self.wrap(a, prec + 1) for a in args), prec

    # --- arithmetic ------------------------------------------------------------------------
    def h_Plus(self, x):
        terms = _traditional_order(x.args)
        out = []
        for i, t in enumerate(terms):
            s, p = self.tex(t)
            if p < PLUS + 1 and not (p == TIMES and s.startswith("-")):
                s = "(%s)" % s
            if i and not s.startswith("-"):
                out.append("+")
            out.append(s)
        return "".join(out), PLUS

    def h_Times(self, x):
        args = x.args
        c = args[0]
        sign = ""
        rest = list(args)
        if _negative(c):
            sign = "-"
            c = _neg(c)
            rest[0] = c
        if _is_int(rest[0], 1):
            rest = rest[1:]
        num, den = [], []
        coeff = None
        if rest and type(rest[0]) is Rational:
            coeff = rest[0]
            rest = rest[1:]
            if coeff.value.numerator != 1:
                num.append(Integer(coeff.value.numerator))
            den.append(Integer(coeff.value.denominator))
        for f in rest:
            d = _inverse(f)
            if d is not None:
                den.append(d)
            else:
                num.append(f)
        if coeff is not None and len(den) == 1 and len(num) >= 2 and \
                any(_head(f) == "Plus" for f in num):
            # a rational coefficient before a product with a sum: \frac{1}{2} n (n+1)
            s = "\\frac{%d}{%d} %s" % (coeff.value.numerator, coeff.value.denominator,
                                       self.product(num[1 if coeff.value.numerator != 1
                                                         else 0:]))
            return sign + s, TIMES
        if not den:
            if not num:
                return sign + "1", TIMES
            if len(num) == 1 and sign:
                return sign + self.wrap(num[0], TIMES), TIMES
            return sign + self.product(num), TIMES
        n = self.product(num) if num else "1"
        d = self.product(den)
        return sign + "\\frac{%s}{%s}" % (n, d), (TIMES if sign else ATOM)

    def product(self, factors):
        if len(factors) == 1:
            return self.tex(factors[0])[0]
        out = []
        for f in factors:
            s, p = self.tex(f)
            if p < TIMES + 1:
                s = "(%s)" % s
            out.append(s)
        return " ".join(out)

    def exponent(self, e):
        if type(e) is Rational:
            return "{%d/%d}" % (e.value.numerator, e.value.denominator)
        return _group(self.tex(e)[0])

    def h_Power(self, x):
        if len(x.args) != 2:
            return None
        b, e = x.args
        if type(e) is Rational and e.value.numerator == 1:
            q = e.value.denominator
            inner = self.tex(b)[0]
            return ("\\sqrt{%s}" % inner if q == 2 else "\\sqrt[%d]{%s}" % (q, inner)), ATOM
        d = _inverse(x)
        if d is not None:
            return "\\frac{1}{%s}" % self.tex(d)[0], ATOM
        if b is S.E:
            return "e^%s" % self.exponent(e), POWER
        hb = _head(b)
        if hb in _OPERATORS and _OPERATORS[hb][-1].isalpha() and \
                "^" not in _OPERATORS[hb] and _is_int(e) and e.value > 0:
            # Sin[x]^2 is \sin ^2(x)
            return "%s ^%s(%s)" % (_OPERATORS[hb], _group(str(e.value)),
                                   self.seq(b.args)), POWER
        s, p = self.tex(b)
        if p <= POWER or s.startswith("\\frac") or "^" in s and p == POWER:
            s = "\\left(%s\\right)" % s if "\\frac" in s else "(%s)" % s
        return "%s^%s" % (s, self.exponent(e)), POWER

    def h_Sqrt(self, x):
        return ("\\sqrt{%s}" % self.tex(x.args[0])[0], ATOM) if len(x.args) == 1 else None

    def h_Surd(self, x):
        if len(x.args) == 2:
            return "\\sqrt[%s]{%s}" % (self.tex(x.args[1])[0], self.tex(x.args[0])[0]), ATOM
        return None

    def h_DirectedInfinity(self, x):
        a = x.args
        if not a:
            return "\\tilde{\\infty}", ATOM
        if len(a) == 1:
            if _is_int(a[0], 1):
                return "\\infty", ATOM
            if _is_int(a[0], -1):
                return "-\\infty", TIMES
        return None

    def h_Factorial(self, x):
        return (self.wrap(x.args[0], ATOM) + "!", POST) if len(x.args) == 1 else None

    def h_Factorial2(self, x):
        return (self.wrap(x.args[0], ATOM) + "!!", POST) if len(x.args) == 1 else None

    def h_Binomial(self, x):
        if len(x.args) == 2:
            return "\\binom{%s}{%s}" % (self.tex(x.args[0])[0], self.tex(x.args[1])[0]), ATOM
        return None

    def h_Abs(self, x):
        return ("\\left| %s\\right|" % self.tex(x.args[0])[0], ATOM) \
            if len(x.args) == 1 else None

    def h_Norm(self, x):
        return ("\\left\\| %s\\right\\|" % self.tex(x.args[0])[0], ATOM) \
            if len(x.args) == 1 else None

    def h_Floor(self, x):
        return ("\\lfloor %s\\rfloor" % self.tex(x.args[0])[0], ATOM) \
            if len(x.args) == 1 else None

    def h_Ceiling(self, x):
        return ("\\lceil %s\\rceil" % self.tex(x.args[0])[0], ATOM) \
            if len(x.args) == 1 else None

    def h_Conjugate(self, x):
        return (self.wrap(x.args[0], ATOM) + "^*", POWER) if len(x.args) == 1 else None

    def h_Not(self, x):
        return ("\\neg " + self.wrap(x.args[0], NOT), NOT) if len(x.args) == 1 else None

    def h_PolyGamma(self, x):
        a = x.args
        if len(a) == 1:
            return "\\psi ^{(0)}(%s)" % self.tex(a[0])[0], ATOM
        if len(a) == 2:
            return "\\psi ^{(%s)}(%s)" % (self.tex(a[0])[0], self.tex(a[1])[0]), ATOM
        return None

    # --- structures ------------------------------------------------------------------------
    def h_List(self, x):
        m = _matrix(x)
        if m is not None:
            return self.array(m), ATOM
        return "\\{%s\\}" % self.seq(x.args), ATOM

    def array(self, rows):
        cols = len(rows[0]) if rows else 0
        body = "".join(" %s \\\\" % " & ".join(self.tex(c)[0] for c in r) for r in rows)
        return "\\left(\\begin{array}{%s}%s \\end{array}\\right)" % ("c" * cols, body)

    def h_MatrixForm(self, x):
        if not x.args:
            return None
        a = x.args[0]
        m = _matrix(a)
        if m is None and _head(a) == "List":
            m = [[e] for e in a.args]
        return (self.array(m), ATOM) if m is not None else self.tex(a)

    def h_Association(self, x):
        return "\\left\\langle |%s|\\right\\rangle" % self.seq(x.args), ATOM

    def h_Subscript(self, x):
        a = x.args
        if len(a) >= 2:
            return "%s_%s" % (self.wrap(a[0], ATOM),
                              _group(",".join(self.tex(i)[0] for i in a[1:]))), POWER
        return None

    def h_Superscript(self, x):
        a = x.args
        if len(a) == 2:
            return "%s^%s" % (self.wrap(a[0], ATOM), _group(self.tex(a[1])[0])), POWER
        return None

    def h_Subsuperscript(self, x):
        a = x.args
        if len(a) == 3:
            return "%s_%s^%s" % (self.wrap(a[0], ATOM), _group(self.tex(a[1])[0]),
                                 _group(self.tex(a[2])[0])), POWER
        return None

    def h_Overscript(self, x):
        a = x.args
        return ("\\overset{%s}{%s}" % (self.tex(a[1])[0], self.tex(a[0])[0]), ATOM) \
            if len(a) == 2 else None

    def h_Underscript(self, x):
        a = x.args
        return ("\\underset{%s}{%s}" % (self.tex(a[1])[0], self.tex(a[0])[0]), ATOM) \
            if len(a) == 2 else None

    def h_Underoverscript(self, x):
        a = x.args
        if len(a) != 3:
            return None
        inner = "\\underset{%s}{%s}" % (self.tex(a[1])[0], self.tex(a[0])[0])
        return "\\overset{%s}{%s}" % (self.tex(a[2])[0], inner), ATOM

    def accent(self, x):
        if len(x.args) != 1:
            return None
        return "%s{%s}" % (_ACCENTS[x.head.name], self.tex(x.args[0])[0]), ATOM

    h_OverBar = h_UnderBar = h_OverDot = h_OverHat = h_OverTilde = h_OverVector = accent

    def h_Interpretation(self, x):
        a = x.args
        if len(a) == 2:
            return self.tex(a[0])
        return self.tex(a[1]) if len(a) == 3 else None

    def h_Infix(self, x):
        a = x.args
        if len(a) >= 2 and isinstance(a[0], Expression) and a[0].args:
            sep = a[1].value if type(a[1]) is String else self.tex(a[1])[0]
            return sep.join(self.tex(e)[0] for e in a[0].args), PLUS
        return None

    def _operator(self, h):
        return h.value if type(h) is String else self.tex(h)[0]

    def h_Prefix(self, x):
        a = x.args
        if len(a) >= 2 and isinstance(a[0], Expression) and len(a[0].args) == 1:
            return self._operator(a[1]) + self.tex(a[0].args[0])[0], ATOM
        return None

    def h_Postfix(self, x):
        a = x.args
        if len(a) >= 2 and isinstance(a[0], Expression) and len(a[0].args) == 1:
            return self.tex(a[0].args[0])[0] + self._operator(a[1]), ATOM
        return None

    def h_PrecedenceForm(self, x):
        return self.tex(x.args[0]) if len(x.args) == 2 else None

    def h_ColumnForm(self, x):
        a = x.args
        if not a or not isinstance(a[0], Expression):
            return None
        how = {"Center": "c", "Right": "r"}.get(getattr(a[1], "name", ""), "l") \
            if len(a) > 1 else "l"
        body = "".join(" %s \\\\" % self.tex(e)[0] for e in a[0].args)
        return "\\begin{array}{%s}%s \\end{array}" % (how, body), ATOM

    def h_SequenceForm(self, x):
        return "".join(self.tex(e)[0] for e in x.args), ATOM

    def h_Integrate(self, x):
        a = x.args
        if len(a) != 2:
            return None
        body = self.wrap(a[0], PLUS + 1)
        v = a[1]
        if _head(v) == "List" and len(v.args) == 3:
            return "\\int_%s^%s %s \\, d%s" % (
                _group(self.tex(v.args[1])[0]), _group(self.tex(v.args[2])[0]), body,
                self.tex(v.args[0])[0]), PLUS
        return "\\int %s \\, d%s" % (body, self.tex(v)[0]), PLUS

    def _big(self, x, op):
        a = x.args
        if len(a) != 2 or _head(a[1]) != "List" or len(a[1].args) not in (2, 3):
            return None
        it = a[1].args
        lo = Integer(1) if len(it) == 2 else it[1]
        hi = it[-1]
        return "%s _{%s=%s}^%s %s" % (op, self.tex(it[0])[0], self.tex(lo)[0],
                                       _group(self.tex(hi)[0]),
                                       self.wrap(a[0], PLUS + 1)), PLUS

    def h_Sum(self, x):
        return self._big(x, "\\sum")

    def h_Product(self, x):
        return self._big(x, "\\prod")

    def h_Limit(self, x):
        a = x.args
        if len(a) >= 2 and _head(a[1]) == "Rule":
            return "\\underset{%s}{\\text{lim}}%s" % (self.tex(a[1])[0],
                                                      self.wrap(a[0], PLUS + 1)), PLUS
        return None

    def h_D(self, x):
        a = x.args
        if len(a) == 2 and type(a[1]) is Symbol:
            return "\\frac{\\partial %s}{\\partial %s}" % (self.wrap(a[0], TIMES + 1),
                                                          self.tex(a[1])[0]), ATOM
        return None

    def h_Slot(self, x):
        a = x.args
        if len(a) == 1 and _is_int(a[0]):
            return "\\text{$\\#$%d}" % a[0].value if a[0].value != 1 else "\\#1", ATOM
        return None

    def h_Function(self, x):
        if len(x.args) == 1:
            return self.tex(x.args[0])[0] + "\\&", POST
        return None

    def h_CompoundExpression(self, x):
        return ";".join(self.tex(a)[0] for a in x.args), SEQ


def _inverse(f):
    """``d`` when ``f`` is ``d^-k`` (printed in a denominator as ``d^k``), else None."""
    if isinstance(f, Expression) and f.head is S.Power and len(f.args) == 2:
        e = f.args[1]
        if _negative(e):
            e2 = _neg(e)
            return f.args[0] if _is_int(e2, 1) else Expression(S.Power, (f.args[0], e2))
    return None


def _matrix(x):
    """The rows of a rectangular list of (at least one) lists, or None."""
    a = x.args
    if not a or not all(isinstance(r, Expression) and r.head is S.List for r in a):
        return None
    n = len(a[0].args)
    if n == 0 or any(len(r.args) != n for r in a):
        return None
    if any(isinstance(c, Expression) and c.head is S.List for r in a for c in r.args):
        return None
    return [r.args for r in a]


def _is_constant(t):
    """Is ``t`` free of symbols other than the mathematical constants?"""
    if type(t) is Symbol:
        return t.name in _CONSTANTS
    if isinstance(t, Expression):
        return _is_constant(t.head) if type(t.head) is not Symbol else \
            all(_is_constant(a) for a in t.args)
    return True


def _variables(t, out):
    if type(t) is Symbol:
        if t.name not in _CONSTANTS:
            out.add(t)
    elif isinstance(t, Expression):
        for a in t.args:
            _variables(a, out)


def _degree(t, v):
    """The degree of the monomial ``t`` in ``v`` (None when it is not a monomial)."""
    if t is v:
        return 1
    if _is_constant(t):
        return 0
    if isinstance(t, Expression):
        if t.head is S.Power and t.args[0] is v and type(t.args[1]) in (Integer, Rational):
            return t.args[1].value
        if t.head is S.Times:
            total = 0
            for f in t.args:
                d = _degree(f, v)
                if d is None:
                    return None
                total += d
            return total
    return None


def _traditional_order(terms):
    """The terms of a sum in TraditionalForm's order: a polynomial in one variable by
    decreasing powers; otherwise the constant terms last."""
    vs = set()
    for t in terms:
        _variables(t, vs)
    if len(vs) == 1:
        v = next(iter(vs))
        degs = [_degree(t, v) for t in terms]
        if all(d is not None for d in degs):
            order = sorted(range(len(terms)), key=lambda i: -degs[i])
            return _positive_first([terms[i] for i in order])
    consts = [t for t in terms if _is_constant(t)]
    if consts and len(consts) < len(terms):
        return _positive_first([t for t in terms if not _is_constant(t)] + consts)
    return list(terms)


def _leading_minus(t):
    if _negative(t):
        return True
    return isinstance(t, Expression) and t.head is S.Times and bool(t.args) and \
        _negative(t.args[0])


def _positive_first(terms):
    """A sum does not start with a minus sign when a term without one exists (1-x)."""
    if terms and _leading_minus(terms[0]):
        for i, t in enumerate(terms):
            if not _leading_minus(t):
                return [t] + terms[:i] + terms[i + 1:]
    return terms


def tex_text(expr):
    """The TeXForm text of ``expr``."""
    return TeXPrinter().text(expr)
