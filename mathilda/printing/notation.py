"""OutputForm of the notation and wrapper heads: how Wolfram's OutputForm prints them.

    Infix[f[a, b, c]]            a ~ f ~ b ~ f ~ c
    Infix[f[a, b], h]            a h b (h printed as it is, no spaces added)
    Infix[e, h, prec, grouping]  parenthesised at precedence prec (Left, Right,
                                 NonAssociative, None)
    Prefix[f[x]], Prefix[f[x], h]     f @ x, h x (no space)
    Postfix[f[x]], Postfix[f[x], h]   x // f, x h
    PrecedenceForm[e, prec]      e, parenthesised as an operator of precedence prec
    SequenceForm[e1, e2, ...]    the texts side by side
    ColumnForm[{e1, ...}, h, v]  one above the other (h: Left, Center, Right; v: Below,
                                 the top element on the baseline, Center, or Above, the
                                 bottom one)
    Subscript[x, i, ...], Superscript[x, n], Subsuperscript[x, i, n], Overscript[x, o],
    Underscript[x, u], Underoverscript[x, u, o], OverBar[x], UnderBar[x], OverDot[x],
    OverHat[x], OverTilde[x], OverVector[x]      two-dimensional blocks (printing/layout.py)
    Interpretation[e, expr], Tooltip[e, ...], Annotation[e, ...], Panel[e, ...],
    TextForm[e], Placeholder[e]  e
    Placeholder[]                \\[Placeholder]
    Labeled[e, lbl], Labeled[e, lbl, Top | Bottom | Left | Right]   lbl next to e (below)
    Invisible[e]                 spaces where e would be
    DisplayForm[boxes]           boxes shown (printing/boxes.py)

The rules (``RULES``: head -> (prec_fn, write_fn)) join OutputForm's table in outputform.py;
a malformed call prints as an ordinary expression.  InputForm and FullForm print all of
these as the expressions they are (``Subscript[x, 1]``).
"""

from mathilda.core.expr import Expression, Integer, Real, String, Symbol, S

__all__ = ["RULES"]

ATOM = 10000
_P_POWER = 590


def _text(printer, x):
    """The text (one or several lines) of ``x`` by a fresh printer of the same kind, which
    shares the blocks already made (a part's block is made once, however deep it is)."""
    p = type(printer)()
    cache = getattr(printer, "_notation_cache", None)
    if cache is None:
        cache = printer._notation_cache = {}
    p._notation_cache = cache
    return p.text(x)


def _prec_value(x):
    if type(x) is Integer:
        return x.value
    if type(x) is Real:
        return float(x.value)
    return None


# --- Infix, Prefix, Postfix, PrecedenceForm, SequenceForm ------------------------------------

def _infix_spec(x):
    """(operands, separator text or Expr, precedence or None, grouping) of an Infix."""
    a = x.args
    if not 1 <= len(a) <= 4 or not isinstance(a[0], Expression) or len(a[0].args) < 1:
        return None
    ops = a[0].args
    if len(a) == 1:
        return ops, " ~ %s ~ " % _plain(a[0].head), None, "None"
    prec = None
    if len(a) >= 3:
        prec = _prec_value(a[2])
        if prec is None:
            return None
    grouping = "None"
    if len(a) == 4:
        if type(a[3]) is not Symbol or a[3].name not in ("Left", "Right", "NonAssociative",
                                                         "None"):
            return None
        grouping = a[3].name
    return ops, a[1], prec, grouping


def _plain(h):
    from mathilda.printing.outputform import OutputFormPrinter
    return OutputFormPrinter().text(h)


def p_infix(printer, x):
    spec = _infix_spec(x)
    if spec is None:
        return None
    return ATOM if spec[2] is None else spec[2]


def w_infix(printer, x):
    ops, sep, prec, grouping = _infix_spec(x)
    out = printer.out
    last = len(ops) - 1
    for i, e in enumerate(ops):
        if i:
            if type(sep) is str:
                out.append(sep)
            elif isinstance(sep, Expression) and sep.head is S.List and sep.args:
                printer.write(sep.args[(i - 1) % len(sep.args)])
            else:
                printer.write(sep)
        if prec is None:
            printer.write(e)
        else:
            tight = (grouping == "Left" and i == 0) or (grouping == "Right" and i == last)
            printer.emit(e, prec if tight else prec + 1)


def _fix_spec(x, default_op):
    """(operand, operator text or Expr, precedence or None) of Prefix/Postfix."""
    a = x.args
    if not 1 <= len(a) <= 3 or not isinstance(a[0], Expression) or len(a[0].args) != 1:
        return None
    if len(a) == 1:
        return a[0].args[0], default_op % _plain(a[0].head), None
    prec = None
    if len(a) == 3:
        prec = _prec_value(a[2])
        if prec is None:
            return None
    return a[0].args[0], a[1], prec


def p_prefix(printer, x):
    spec = _fix_spec(x, "%s @ ")
    if spec is None:
        return None
    return ATOM if spec[2] is None else spec[2]


def w_prefix(printer, x):
    e, op, prec = _fix_spec(x, "%s @ ")
    if type(op) is str:
        printer.out.append(op)
    else:
        printer.write(op)
    if prec is None:
        printer.write(e)
    else:
        printer.emit(e, prec)


def p_postfix(printer, x):
    spec = _fix_spec(x, " // %s")
    if spec is None:
        return None
    return ATOM if spec[2] is None else spec[2]


def w_postfix(printer, x):
    e, op, prec = _fix_spec(x, " // %s")
    if prec is None:
        printer.write(e)
    else:
        printer.emit(e, prec)
    if type(op) is str:
        printer.out.append(op)
    else:
        printer.write(op)


def p_precedence_form(printer, x):
    if len(x.args) != 2:
        return None
    return _prec_value(x.args[1])


def w_precedence_form(printer, x):
    printer.write(x.args[0])


def p_atom(printer, x):
    return ATOM


def w_sequence_form(printer, x):
    for a in x.args:
        printer.write(a)


# --- blocks: ColumnForm, scripts, Labeled, Invisible -------------------------------------

def _column_form(printer, x):
    a = x.args
    if not 1 <= len(a) <= 3 or not isinstance(a[0], Expression):    # any head, not only List
        return None
    h = a[1].name if len(a) > 1 and type(a[1]) is Symbol else "Left"
    v = a[2].name if len(a) > 2 and type(a[2]) is Symbol else "Below"
    if h not in ("Left", "Center", "Right") or v not in ("Above", "Center", "Below"):
        return None
    from mathilda.printing.layout import stack
    items = [_text(printer, e) for e in a[0].args]
    if not items:
        return ""
    n = len(items)
    # Below (the default): the top element on the baseline; Above: the bottom one
    base = {"Below": 0, "Center": (n - 1) // 2, "Above": n - 1}[v]
    return stack(items, h, 0, base)


_MARKS = {"OverBar": ("over", "_"), "UnderBar": ("under", "_"), "OverDot": ("over", "."),
          "OverHat": ("over", "^"), "OverTilde": ("over", "~"),
          "OverVector": ("over", "->")}


def _base_text(printer, b):
    """The text of a script's base, in parentheses when it is an operator form."""
    p = printer.prec(b)
    t = _text(printer, b)
    return "(" + t + ")" if p <= _P_POWER and "\n" not in t else t


def _script(printer, x):
    from mathilda.printing import layout
    name = x.head.name
    a = x.args
    n = len(a)
    if name == "Subscript" and n >= 2:
        subs = [_text(printer, e) for e in a[1:]]
        sub = ",".join(subs) if all("\n" not in t for t in subs) else \
            layout.hjoin([t for i, e in enumerate(subs) for t in ((",", e) if i else (e,))])
        return layout.subsuperscript(_base_text(printer, a[0]), sub=sub)
    if name == "Superscript" and n == 2:
        return layout.subsuperscript(_base_text(printer, a[0]), sup=_text(printer, a[1]))
    if name == "Subsuperscript" and n == 3:
        return layout.subsuperscript(_base_text(printer, a[0]), sub=_text(printer, a[1]),
                                     sup=_text(printer, a[2]))
    if name == "Overscript" and n == 2:
        return layout.overunder(_text(printer, a[0]), over=_text(printer, a[1]))
    if name == "Underscript" and n == 2:
        return layout.overunder(_text(printer, a[0]), under=_text(printer, a[1]))
    if name == "Underoverscript" and n == 3:
        return layout.overunder(_text(printer, a[0]), under=_text(printer, a[1]),
                                over=_text(printer, a[2]))
    if name in _MARKS and n == 1:
        where, mark = _MARKS[name]
        base = _text(printer, a[0])
        width = layout.lines_of(base)[2]
        if mark == "_":
            mark = "_" * width
        return layout.overunder(base, **{where: mark})
    return None


def _labeled(printer, x):
    a = x.args
    if len(a) not in (2, 3):
        return None
    where = "Bottom"
    if len(a) == 3:
        if type(a[2]) is not Symbol or a[2].name not in ("Top", "Bottom", "Left", "Right"):
            return None
        where = a[2].name
    from mathilda.printing import layout
    e, lbl = _text(printer, a[0]), _text(printer, a[1])
    if where == "Bottom":
        return layout.stack([e, lbl], "Center", 0, 0)
    if where == "Top":
        return layout.stack([lbl, e], "Center", 0, 1)
    pieces = [lbl, " ", e] if where == "Left" else [e, " ", lbl]
    return layout.hjoin(pieces)


def _invisible(printer, x):
    if len(x.args) != 1:
        return None
    from mathilda.printing.layout import Block, lines_of
    lines, base, width = lines_of(_text(printer, x.args[0]))
    if len(lines) == 1:
        return " " * width
    # a block of spaces keeps its height: a line of one space each (trailing spaces go)
    return Block([" "] * len(lines), base)


def _placeholder(printer, x):
    if not x.args:
        return "\\[Placeholder]"
    if len(x.args) == 1:
        return _text(printer, x.args[0])
    return None


def _display_form(printer, x):
    if len(x.args) != 1:
        return None
    from mathilda.printing.boxes import box_text
    return box_text(x.args[0], lambda e: _text(printer, e))


_BLOCK_MAKERS = {"ColumnForm": _column_form, "Labeled": _labeled, "Invisible": _invisible,
                 "Placeholder": _placeholder, "DisplayForm": _display_form}
for _name in ("Subscript", "Superscript", "Subsuperscript", "Overscript", "Underscript",
              "Underoverscript") + tuple(_MARKS):
    _BLOCK_MAKERS[_name] = _script


def _made(printer, x):
    cache = getattr(printer, "_notation_cache", None)
    if cache is None:
        cache = printer._notation_cache = {}
    hit = cache.get(id(x))
    if hit is not None and hit[0] is x:
        return hit[1]
    try:
        text = _BLOCK_MAKERS[x.head.name](printer, x)
    except Exception:        # a layout bug must not break printing: print as is
        text = None
    cache[id(x)] = (x, text)
    return text


def p_block(printer, x):
    return None if _made(printer, x) is None else ATOM


def w_block(printer, x):
    printer.out.append(_made(printer, x))


# --- transparent wrappers: the first argument is what shows ----------------------------------

def p_first(printer, x):
    return printer.prec(x.args[0]) if x.args else None


def w_first(printer, x):
    printer.write(x.args[0])


def _first_of_interpretation(x):
    a = x.args
    if len(a) == 2:
        return a[0]
    if len(a) >= 3 and isinstance(a[0], Expression) and a[0].head is S.List:
        return a[1]          # Interpretation[{vars}, e, expr]
    return None


def p_interpretation(printer, x):
    e = _first_of_interpretation(x)
    return None if e is None else printer.prec(e)


def w_interpretation(printer, x):
    printer.write(_first_of_interpretation(x))


# --- SurdForm: real roots of integers written with Surd -----------------------------------

def _surds(x):
    """``x`` with n^(p/k) (n > 0 an integer, k > 2) written Surd[n, k]^p (a negative n
    to a rational power is a complex number, not a real root)."""
    from mathilda.core.expr import Rational
    if type(x) is not Expression:
        return x
    if x.head is S.Power and len(x.args) == 2 and type(x.args[0]) is Integer and \
            type(x.args[1]) is Rational:
        n, e = x.args[0].value, x.args[1].value
        k, p = e.denominator, e.numerator
        if k > 2 and n > 0:
            surd = Expression(S.Surd, (Integer(n), Integer(k)))
            return surd if p == 1 else Expression(S.Power, (surd, Integer(p)))
    args = tuple(_surds(a) for a in x.args)
    if all(a is b for a, b in zip(args, x.args)):
        return x
    return Expression(x.head, args)


def p_surd_form(printer, x):
    return printer.prec(_surds(x.args[0])) if len(x.args) == 1 else None


def w_surd_form(printer, x):
    printer.write(_surds(x.args[0]))


RULES = {
    "SurdForm": (p_surd_form, w_surd_form),
    "Infix": (p_infix, w_infix), "Prefix": (p_prefix, w_prefix),
    "Postfix": (p_postfix, w_postfix),
    "PrecedenceForm": (p_precedence_form, w_precedence_form),
    "SequenceForm": (p_atom, w_sequence_form),
    "Interpretation": (p_interpretation, w_interpretation),
}
for _name in _BLOCK_MAKERS:
    RULES[_name] = (p_block, w_block)
for _name in ("Tooltip", "Annotation", "Panel", "TextForm", "Format"):
    RULES[_name] = (p_first, w_first)


def power_block(printer, x):
    """The picture of ``b^e`` when the base b is a picture of several lines (a Subscript,
    an OverBar, ...): Subscript[x, 1]^2 as Subsuperscript[x, 1, 2] (2 above 1, after x);
    another base with e above its right end; None otherwise (the one-line form)."""
    b, e = x.args
    if not (isinstance(b, Expression) and type(b.head) is Symbol
            and b.head.name in _BLOCK_MAKERS):
        return None
    if b.head.name == "Subscript" and len(b.args) == 2:
        return _made(printer, Expression(Symbol("Subsuperscript"), (b.args[0], b.args[1], e)))
    made = _made(printer, b)
    if made is None or "\n" not in made:
        return None
    from mathilda.printing import layout
    return layout.subsuperscript(made, sup=_text(printer, e))

