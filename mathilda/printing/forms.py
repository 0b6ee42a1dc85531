"""Plain-text layout of the formatting wrappers, as the Wolfram Language's OutputForm prints
them on one line:

    NumberForm[x, n], NumberForm[x, {n, f}]      approximate reals to n digits (f after the
                                                  point); DigitBlock, NumberSeparator,
                                                  NumberPoint, NumberSigns, NumberPadding,
                                                  SignPadding
    ScientificForm[x, ...], EngineeringForm[x, ...]  mantissa and exponent (a multiple of 3)
    PaddedForm[x, n], PaddedForm[x, {n, f}]       numbers padded to leave room for n digits
                                                  and a sign
    BaseForm[x, b]                                integers (and reals) in base b: the digits,
                                                  with the base as a subscript on the line below
    StringForm["`1` and `2`", a, b]               the filled template
    Style[x, ...], Framed[x, ...]                 their content (one-line OutputForm draws no
                                                  frame and has no styles)
    Short[x, n], Shallow[x, {depth, length}]      with <<k>> skeletons; Skeleton[k] is <<k>>

Exponents.  Wolfram's OutputForm writes ``1.23 10^6`` over two lines (the exponent as a
superscript); the one-line OutputForm of this project writes machine reals as ``1.23*^6`` (see
printing/numbers.py), and the number forms follow it: ``ScientificForm[12345.]`` prints
``1.2345*^4``.

BaseForm.  Wolfram's OutputForm prints ``BaseForm[10, 2]`` as ``1010`` with the base ``2`` as a
subscript on the line below, that is the two lines ``1010`` and ``    2``; this module does
the same (each number of the content gets its subscript under the space that follows it:
``BaseForm[{10, 11}, 2]`` is ``{1010 , 1011 }`` over ``     2      2``).  This keeps the
Wolfram layout rather than inventing a one-line notation such as ``1010_2``; like MatrixForm,
a BaseForm nested inside a larger expression is inserted as its block of text.

The printer rules (``RULES``: head name -> (prec_fn, write_fn)) are added to OutputForm's
dispatch table in outputform.py.  A malformed wrapper (``NumberForm[1.5, -1]``) gets no rule
and prints as an ordinary expression.
"""

from mathilda.core.expr import FALSE, TRUE, Expression, Integer, Real, String, Symbol, S

__all__ = ["RULES", "NumberSpec", "format_real", "format_integer", "string_form_text",
           "short_text", "shallow_expr", "number_spec"]

ATOM = 10000          # ATOM_PREC of syntax/operators.py: never parenthesised
MACHINE_DIGITS = 16   # digits shown at most for a machine real (NumberForm[N[Pi], 20])


# --- number specifications -----------------------------------------------------------------

class NumberSpec:
    """How NumberForm and its relatives print one number."""

    __slots__ = ("style", "n", "f", "padded", "block", "sep", "point", "signs", "padding",
                 "sign_padding", "base", "threshold", "step", "exponent_fn", "number_fn",
                 "default_digits")

    def __init__(self, style="number", n=None, f=None, padded=False):
        self.style = style            # "number", "scientific", "engineering", "base"
        self.n = n                    # significant digits (None: the default)
        self.f = f                    # digits right of the point (None: as many as needed)
        self.padded = padded          # PaddedForm: room for n digits and a sign
        self.block = (None, None)     # DigitBlock left and right of the point
        self.sep = (",", " ")         # NumberSeparator
        self.point = "."              # NumberPoint
        self.signs = ("-", "")        # NumberSigns (negative, positive)
        self.padding = (" ", "0") if padded else ("", "")   # NumberPadding (left, right)
        self.sign_padding = False     # SignPadding
        self.base = 10
        self.threshold = (-5, 6)      # ScientificNotationThreshold: exponents from -5 to 5
                                      # are written out
        self.step = 1                 # ExponentStep
        self.exponent_fn = None       # ExponentFunction (an Expr applied to the exponent)
        self.number_fn = None         # NumberFormat (an Expr: f[mantissa, base, exponent])
        self.default_digits = 6       # DefaultPrintPrecision of machine reals


def _pos_int(x):
    return type(x) is Integer and x.value > 0


def _option_name(k):
    if type(k) is Symbol:
        return k.name
    if type(k) is String:
        return k.value
    return None


def _split(args):
    """(positional args, {option: value}) or None when malformed."""
    pos, opts = [], {}
    for a in args:
        if isinstance(a, Expression) and a.head in (S.Rule, S.RuleDelayed) and \
                len(a.args) == 2:
            name = _option_name(a.args[0])
            if name is None:
                return None
            opts[name] = a.args[1]
        elif opts:
            return None
        else:
            pos.append(a)
    return pos, opts


def _string_value(x):
    return x.value if type(x) is String else None


def _pair(x, convert):
    """A setting given as one value or a pair {left, right}: (left, right) or None."""
    if isinstance(x, Expression) and x.head is S.List:
        if len(x.args) != 2:
            return None
        a, b = convert(x.args[0]), convert(x.args[1])
        return None if a is None or b is None else (a, b)
    v = convert(x)
    return None if v is None else (v, v)


def _block_value(x):
    if x is S.Infinity:
        return 0
    if _pos_int(x):
        return x.value
    return None


_STYLES = {"NumberForm": "number", "ScientificForm": "scientific",
           "EngineeringForm": "engineering", "PaddedForm": "number",
           "AccountingForm": "accounting", "PercentForm": "percent",
           "DecimalForm": "decimal"}
OPTIONS = ("DigitBlock", "NumberSeparator", "NumberPoint", "NumberSigns", "NumberPadding",
           "SignPadding", "ExponentFunction", "NumberFormat", "NumberMultiplier",
           "ScientificNotationThreshold", "ExponentStep", "DefaultPrintPrecision")


def number_spec(expr):
    """(content, NumberSpec) for NumberForm[x, ...] and its relatives, or None if the
    arguments are malformed (the problem, for a message, is then found by ``spec_problem``)."""
    name = expr.head.name
    parsed = _split(expr.args)
    if parsed is None:
        return None
    pos, opts = parsed
    if not 1 <= len(pos) <= 2:
        return None
    spec = NumberSpec(_STYLES[name], padded=(name == "PaddedForm"))
    if name in ("PercentForm", "DecimalForm", "AccountingForm"):
        spec.threshold = None         # never an exponent
    if name in ("PercentForm", "DecimalForm"):
        spec.point = None             # NumberPoint -> Automatic: only before digits
        if name == "PercentForm":
            spec.default_digits = 4
    if len(pos) == 2:
        d = pos[1]
        if _pos_int(d):
            spec.n = d.value
        elif isinstance(d, Expression) and d.head is S.List and len(d.args) == 2 and \
                _pos_int(d.args[0]) and type(d.args[1]) is Integer and d.args[1].value >= 0:
            spec.n, spec.f = d.args[0].value, d.args[1].value
        else:
            return None
    for k, v in opts.items():
        if k not in OPTIONS:
            return None
        if k == "DigitBlock":
            b = _pair(v, _block_value)
            if b is None:
                return None
            spec.block = tuple(x or None for x in b)
        elif k == "NumberSeparator":
            s = _pair(v, _string_value)
            if s is None:
                return None
            spec.sep = s
        elif k == "NumberPoint":
            if type(v) is not String:
                return None
            spec.point = v.value
        elif k == "NumberSigns":
            if not (isinstance(v, Expression) and v.head is S.List and len(v.args) == 2 and
                    all(type(a) is String for a in v.args)):
                return None
            spec.signs = (v.args[0].value, v.args[1].value)
        elif k == "NumberPadding":
            p = _pair(v, _string_value)
            if p is None:
                return None
            spec.padding = p
        elif k == "SignPadding":
            if v is not TRUE and v is not FALSE:
                return None
            spec.sign_padding = v is TRUE
        elif k == "ScientificNotationThreshold":
            if not (isinstance(v, Expression) and v.head is S.List and len(v.args) == 2):
                return None
            lo, hi = (_threshold(e) for e in v.args)
            if lo is None or hi is None:
                return None
            spec.threshold = (lo, hi)
        elif k == "ExponentStep":
            if not _pos_int(v):
                return None
            spec.step = v.value
        elif k == "ExponentFunction" and v is not S.Automatic:
            spec.exponent_fn = v
        elif k == "NumberFormat" and v is not S.Automatic:
            spec.number_fn = v
        elif k == "DefaultPrintPrecision" and v is not S.Automatic:
            if not _pos_int(v):
                return None
            spec.default_digits = v.value
        # the other options take their default (Automatic) layouts
    return pos[0], spec


def _threshold(x):
    if type(x) is Integer:
        return x.value
    if x is S.Infinity:
        return 10 ** 9
    if isinstance(x, Expression) and x.head is S.DirectedInfinity:
        return -10 ** 9 if x.args and type(x.args[0]) is Integer and x.args[0].value < 0 \
            else 10 ** 9
    return None


def _call(f, *args):
    """``f[args]`` evaluated by the active session (ExponentFunction, NumberFormat), or
    None when no session is printing."""
    from mathilda.printing.formatvalues import active_evaluation
    ev = active_evaluation()
    if ev is None:
        return None
    return ev.evaluate(Expression(f, args))


def _exponent(e10, spec):
    """The exponent the mantissa is written with (0: none) for a number of decimal
    exponent ``e10``."""
    if spec.style == "scientific":
        ex = e10
    elif spec.style == "engineering":
        ex = 3 * (e10 // 3)
    elif spec.threshold is None:
        return 0                    # accounting, percent, decimal: never an exponent
    else:
        lo, hi = spec.threshold
        ex = e10 if (e10 >= hi or e10 < lo) else 0
    if spec.step > 1:
        ex = spec.step * (ex // spec.step)
    if spec.exponent_fn is not None:
        v = _call(spec.exponent_fn, Integer(e10))
        if v is S.Null:
            return 0
        if type(v) is Integer:
            return v.value
    return ex


# --- digits ----------------------------------------------------------------------------------

def _exact(x):
    """(negative, numerator, denominator) of a Real's value, or None (infinity, NaN)."""
    from fractions import Fraction
    from mathilda.printing.numbers import _exact as mpf_exact
    if x.prec is None:
        v = x.value
        if v != v or v in (float("inf"), float("-inf")):
            return None
        fr = Fraction(abs(v))
        return (v < 0 or (v == 0 and str(v).startswith("-")), fr.numerator, fr.denominator)
    return mpf_exact(x.value)


def _round(num, den, n):
    """(digit string of length n, e10): num/den > 0 rounded to n significant digits."""
    from mathilda.printing.numbers import _round_digits
    return _round_digits(num, den, n)


def _round_at(num, den, decimals):
    """The integer num/den * 10^decimals rounded half to even."""
    if decimals >= 0:
        a, b = num * 10 ** decimals, den
    else:
        a, b = num, den * 10 ** (-decimals)
    q, r = divmod(a, b)
    if 2 * r > b or (2 * r == b and q & 1):
        q += 1
    return q


def _group(s, size, sep, from_right):
    if not size or len(s) <= size:
        return s
    if from_right:
        head = len(s) % size
        parts = ([s[:head]] if head else []) + [s[i:i + size] for i in range(head, len(s),
                                                                             size)]
    else:
        parts = [s[i:i + size] for i in range(0, len(s), size)]
    return sep.join(parts)


def _mantissa(num, den, spec, machine, prec):
    """(integer digits, fraction digits, exponent) of num/den >= 0 under ``spec``."""
    maxd = MACHINE_DIGITS if machine else max(1, int(round(prec)))
    n = spec.n if spec.n is not None else (spec.default_digits if machine else maxd)
    n = max(1, min(n, maxd))
    if num == 0:
        return "0", "0" * (spec.f or 0), 0
    digits, e10 = _round(num, den, n)
    ex = _exponent(e10, spec)
    if spec.f is not None:
        return _fixed(num, den, n, spec.f, ex, spec.style)
    ip_len = e10 - ex + 1
    if ip_len > n:
        # integer digits are never replaced by zeros: round at the units place instead
        return str(_round_at(num, den, -ex)), "", ex
    if ip_len <= 0:
        ip, fp = "0", "0" * (-ip_len) + digits
    else:
        ip, fp = digits[:ip_len], digits[ip_len:]
    if machine:
        fp = fp.rstrip("0")
    return ip, fp, ex


def _fixed(num, den, n, f, ex, style):
    """Exactly f digits right of the point of the mantissa num/den / 10^ex, at most n of
    them significant (the places past them shown as zeros)."""
    for _ in range(3):
        k = _round_at(num, den, f - ex)
        extra = len(str(k)) - n if k else 0
        if extra > 0:
            k = _round_at(num, den, f - ex - extra) * 10 ** extra
        text = str(k).rjust(f + 1, "0")
        ip, fp = (text[:-f], text[-f:]) if f else (text, "")
        width = 1 if style == "scientific" else 3 if style == "engineering" else None
        if width is not None and len(ip) > width:      # 9.996 -> 10.00: next exponent
            ex += 1 if style == "scientific" else 3
            continue
        return ip, fp, ex
    return ip, fp, ex


def _assemble(neg, ip, fp, ex, spec, width_int=None, width_frac=None):
    """The number's text: sign, digit blocks, point, padding and exponent."""
    lb, rb = spec.block
    ip_text = _group(ip, lb, spec.sep[0], True)
    fp_text = _group(fp, rb, spec.sep[1], False)
    left = ""
    if width_int is not None and len(ip) < width_int:
        left = spec.padding[0] * (width_int - len(ip))
    right = ""
    if width_frac is not None and len(fp) < width_frac:
        right = spec.padding[1] * (width_frac - len(fp))
    point = spec.point if spec.point is not None else "." if fp_text + right else ""
    if spec.number_fn is not None:
        text = _number_format(neg, ip_text + point + fp_text + right, ex, spec)
        if text is not None:
            return left + text
    body = ip_text + point + fp_text + right
    if ex:
        body += "*^%d" % ex
    if spec.style == "percent":
        body += "%"
    return _signed(neg, body, left, spec)


def _number_format(neg, mantissa, ex, spec):
    """NumberFormat -> f: the text of f["mantissa", "10", "exponent"] (exponent "" when
    there is none), or None when no session is printing."""
    m = (spec.signs[0] if neg else spec.signs[1]) + mantissa
    v = _call(spec.number_fn, String(m), String("10"), String(str(ex) if ex else ""))
    if v is None:
        return None
    from mathilda.printing.outputform import OutputFormPrinter
    return OutputFormPrinter().text(v)


def _signed(neg, body, left, spec):
    if spec.style == "accounting" and spec.signs == ("-", ""):
        return left + ("(" + body + ")" if neg else body)     # (2.5): a negative amount
    sign = spec.signs[0] if neg else spec.signs[1]
    if spec.padded:
        width = max(len(spec.signs[0]), len(spec.signs[1]))
        left += spec.padding[0] * (width - len(sign))
    if spec.sign_padding:
        return sign + left + body
    return left + sign + body


def format_real(x, spec):
    """The text of the Real ``x`` under ``spec``."""
    ex_ = _exact(x)
    if ex_ is None:
        from mathilda.printing.numbers import real_output
        return real_output(x)
    neg, num, den = ex_
    if spec.style == "base":
        return _base_real(neg, num, den, spec.base, x.prec)
    if spec.style == "percent":
        num *= 100
    ip, fp, ex = _mantissa(num, den, spec, x.prec is None, x.prec)
    if not spec.padded:
        return _assemble(neg, ip, fp, ex, spec)
    if spec.f is not None:
        return _assemble(neg, ip, fp, ex, spec, max(spec.n - spec.f, 1), spec.f)
    n = spec.n if spec.n is not None else len(ip) + len(fp)
    return _assemble(neg, ip, fp, ex, spec, None, max(n - len(ip.lstrip("0") or ip), 0))


def format_integer(v, spec):
    """The text of the integer ``v`` under ``spec`` (None: print it as usual)."""
    if spec.style == "base":
        return ("-" if v < 0 else "") + to_base(abs(v), spec.base)
    if spec.style == "percent":
        v *= 100
    digits = str(abs(v))
    if not spec.padded and not spec.block[0] and spec.signs == ("-", "") \
            and (spec.style != "accounting" or v >= 0) and spec.style != "percent":
        return None
    text = _group(digits, spec.block[0], spec.sep[0], True)
    left = ""
    if spec.padded and spec.n is not None and len(digits) < spec.n:
        left = spec.padding[0] * (spec.n - len(digits))
    if spec.style == "percent":
        text += "%"
    return _signed(v < 0, text, left, spec)


# --- bases -------------------------------------------------------------------------------

_DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"


def to_base(v, b):
    """The digits of the non-negative integer ``v`` in base ``b`` (2 <= b <= 36)."""
    if v == 0:
        return "0"
    out = []
    while v:
        v, r = divmod(v, b)
        out.append(_DIGITS[r])
    return "".join(reversed(out))


def _base_real(neg, num, den, b, prec):
    """A real in base b with as many base-b digits as its decimal precision carries (6
    digits for a machine real, as OutputForm shows them), trailing zeros dropped."""
    import math
    digits10 = 6 if prec is None else max(1, int(round(prec)))
    nb = max(1, int(math.ceil(digits10 * math.log(10) / math.log(b))))
    ip = num // den
    ip_text = to_base(ip, b)
    used = len(ip_text) if ip else 0
    rem_num = num - ip * den
    frac = []
    started = ip != 0
    while (used < nb) and rem_num and len(frac) < 2000:
        rem_num *= b
        d, rem_num = divmod(rem_num, den)
        frac.append(_DIGITS[d])
        if d or started:
            started = True
            used += 1
    text = ip_text + "." + "".join(frac).rstrip("0")
    return ("-" if neg else "") + text


# --- the number-form printers ------------------------------------------------------------------

_PRINTERS = {}


def _printer_class():
    cls = _PRINTERS.get("base")
    if cls is not None:
        return cls
    from mathilda.printing.outputform import OutputFormPrinter

    class NumberFormPrinter(OutputFormPrinter):
        """OutputForm with numbers written under ``spec`` (set on a subclass)."""
        spec = NumberSpec()
        subscripts = None

        def write(self, x):
            t = type(x)
            if t is Integer:
                text = format_integer(x.value, self.spec)
                if text is not None:
                    self.out.append(text)
                    self._subscript()
                    return
            OutputFormPrinter.write(self, x)

        def write_real(self, x):
            self.out.append(format_real(x, self.spec))
            self._subscript()

        def _subscript(self):
            if self.spec.style == "base":
                if self.subscripts is None:
                    self.subscripts = []
                pos = sum(len(s) for s in self.out)
                mark = str(self.spec.base)
                self.subscripts.append((pos, mark))
                self.out.append(" " * len(mark))

    _PRINTERS["base"] = NumberFormPrinter
    return NumberFormPrinter


def number_text(content, spec):
    """The OutputForm text of ``content`` with its numbers formatted by ``spec``."""
    base = _printer_class()
    cls = type("NumberFormPrinter", (base,), {"spec": spec})
    p = cls()
    text = p.text(content)
    if spec.style != "base":
        return text
    subs = p.subscripts or []
    # imaginary parts are printed by fresh printers: find their subscripts too
    if not subs:
        return text
    line2 = [" "] * len(text)
    for pos, mark in subs:
        for i, ch in enumerate(mark):
            if pos + i < len(line2):
                line2[pos + i] = ch
    return text.rstrip() + "\n" + "".join(line2).rstrip()


# --- StringForm ------------------------------------------------------------------------------

def string_form_text(expr, fmt):
    """StringForm["template", e1, e2, ...]: `n` is the nth argument, `` the next one; the
    arguments are printed in OutputForm.  None when the template is not a string or names
    an argument that is not there."""
    args = expr.args
    if not args or type(args[0]) is not String:
        return None
    t = args[0].value
    rest = args[1:]
    out = []
    i = 0
    nxt = 0
    while i < len(t):
        c = t[i]
        if c == "\\" and i + 1 < len(t) and t[i + 1] == "`":
            out.append("`")
            i += 2
            continue
        if c == "`":
            j = t.find("`", i + 1)
            if j < 0:
                out.append(t[i:])
                break
            key = t[i + 1:j]
            if key == "":
                k = nxt
            elif key.isdigit():
                k = int(key) - 1
            else:
                out.append(t[i:j + 1])
                i = j + 1
                continue
            if not 0 <= k < len(rest):
                return None
            out.append(fmt(rest[k]))
            nxt = k + 1
            i = j + 1
            continue
        out.append(c)
        i += 1
    if any("\n" in t for t in out):            # an argument of several lines (Subscript)
        from mathilda.printing.layout import hjoin
        return hjoin(out)
    return "".join(out)


# --- Short and Shallow ---------------------------------------------------------------------

def _skeleton(k):
    return Expression(S.Skeleton, (Integer(k),))


def _elide(x, keep):
    """x with every argument sequence longer than 2 keep + 1 cut to its first and last
    ``keep`` elements around a Skeleton."""
    if not isinstance(x, Expression):
        return x
    args = x.args
    n = len(args)
    if n > 2 * keep + 1:
        inner = tuple(_elide(a, keep) for a in args[:keep]) + (_skeleton(n - 2 * keep),) + \
            tuple(_elide(a, keep) for a in args[n - keep:])
    else:
        inner = tuple(_elide(a, keep) for a in args)
    return Expression(x.head, inner)


def _longest(x):
    if not isinstance(x, Expression):
        return 0
    m = len(x.args)
    for a in x.args:
        m = max(m, _longest(a))
    return m


def short_text(expr, lines, fmt):
    """Short[expr, n]: expr elided with <<k>> so that its text fits in about n lines of 78
    characters; the most elements are kept that fit, as many at the end of each long
    sequence as at its start."""
    limit = max(int(78 * lines), 1)
    text = fmt(expr)
    if len(text) <= limit or "\n" in text:
        return text
    lo, hi = 0, _longest(expr)
    best = fmt(_elide(expr, 0))
    while lo < hi:
        mid = (lo + hi + 1) // 2
        t = fmt(_elide(expr, mid))
        if len(t) <= limit:
            lo, best = mid, t
        else:
            hi = mid - 1
    if lo == 0 and len(best) > limit:
        return "<<1>>"
    return best


def shallow_expr(x, depth, length, level=0):
    """Shallow[expr, {depth, length}]: the parts of expr below ``depth`` levels that are not
    atoms, and the arguments past the first ``length``, replaced by Skeleton[k] (k: how many
    elements a skeleton stands for)."""
    if not isinstance(x, Expression):
        return x
    args = x.args
    shown = args[:length]
    inner = []
    run = 0
    for a in shown:
        if level + 1 >= depth and isinstance(a, Expression):
            run += 1
            continue
        if run:
            inner.append(_skeleton(run))
            run = 0
        inner.append(shallow_expr(a, depth, length, level + 1))
    run += len(args) - len(shown)
    if run:
        inner.append(_skeleton(run))
    return Expression(x.head, tuple(inner))


def _shallow_spec(args):
    """(depth, length) of Shallow[expr], Shallow[expr, depth], Shallow[expr, {d, l}]."""
    if len(args) == 1:
        return 4, 10
    if len(args) != 2:
        return None
    s = args[1]

    def lim(v):
        if v is S.Infinity:
            return 10 ** 9
        if type(v) is Integer and v.value >= 0:
            return v.value
        return None

    if isinstance(s, Expression) and s.head is S.List and len(s.args) == 2:
        d, n = lim(s.args[0]), lim(s.args[1])
        return None if d is None or n is None else (d, n)
    d = lim(s)
    return None if d is None else (d, 10)


# --- printer rules ---------------------------------------------------------------------------

def _fmt(x):
    from mathilda.printing.outputform import OutputFormPrinter
    return OutputFormPrinter().text(x)


def _cached(printer, x, make):
    cache = getattr(printer, "_forms_cache", None)
    if cache is None:
        cache = printer._forms_cache = {}
    hit = cache.get(id(x))
    if hit is not None and hit[0] is x:
        return hit[1]
    try:
        text = make(x)
    except Exception:          # a layout bug must not break printing: print as is
        text = None
    cache[id(x)] = (x, text)
    return text


def _number_form_text(x):
    parsed = number_spec(x)
    if parsed is None:
        return None
    return number_text(*parsed)


def _base_form_text(x):
    if len(x.args) != 2:
        return None
    b = x.args[1]
    if type(b) is not Integer or not 2 <= b.value <= 36:
        return None
    spec = NumberSpec("base")
    spec.base = b.value
    return number_text(x.args[0], spec)


def _short_text(x):
    args = x.args
    if len(args) == 1:
        n = 1
    elif len(args) == 2 and type(args[1]) in (Integer, Real) and float(args[1].value) > 0:
        n = float(args[1].value)
    else:
        return None
    return short_text(args[0], n, _fmt)


def _shallow_text(x):
    spec = _shallow_spec(x.args)
    if spec is None:
        return None
    return _fmt(shallow_expr(x.args[0], spec[0], spec[1]))


def _string_form(x):
    return string_form_text(x, _fmt)


_TEXT_MAKERS = {
    "NumberForm": _number_form_text, "ScientificForm": _number_form_text,
    "PercentForm": _number_form_text, "DecimalForm": _number_form_text,
    "AccountingForm": _number_form_text,
    "EngineeringForm": _number_form_text, "PaddedForm": _number_form_text,
    "BaseForm": _base_form_text, "StringForm": _string_form, "Short": _short_text,
    "Shallow": _shallow_text,
}

_CONTENT_PREC = frozenset(("NumberForm", "ScientificForm", "EngineeringForm", "PaddedForm",
                           "AccountingForm", "PercentForm", "DecimalForm"))


def p_text_form(printer, x):
    """Precedence of a number form (that of its content) or of a text block (an atom);
    None when malformed (then it prints as an ordinary expression)."""
    name = x.head.name
    text = _cached(printer, x, _TEXT_MAKERS[name])
    if text is None:
        return None
    if name in _CONTENT_PREC:
        return printer.prec(x.args[0])
    return ATOM


def w_text_form(printer, x):
    printer.out.append(_cached(printer, x, _TEXT_MAKERS[x.head.name]))


def p_transparent(printer, x):
    """Style[expr, ...] and Framed[expr, ...] print as expr."""
    return printer.prec(x.args[0]) if x.args else None


def w_transparent(printer, x):
    printer.write(x.args[0])


def p_skeleton(printer, x):
    return ATOM if len(x.args) == 1 else None


def w_skeleton(printer, x):
    printer.out.append("<<")
    printer.write(x.args[0])
    printer.out.append(">>")


RULES = dict({name: (p_text_form, w_text_form) for name in _TEXT_MAKERS},
             Style=(p_transparent, w_transparent), Framed=(p_transparent, w_transparent),
             Skeleton=(p_skeleton, w_skeleton))
