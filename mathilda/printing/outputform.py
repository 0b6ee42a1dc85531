"""OutputForm on one line, as the Wolfram Language prints it.

    {4 a - 3 b, -b + 2 c}    x^2    a/b    1/2    x/2    (3 x)/2    -(a/b)    -(x y)
    2 (a + b)    (a + b)^2    Sqrt[2]    1/Sqrt[2]    E^x    5 + 5 I    I/2    3.14159

Strings print without quotes, machine reals with 6 significant digits, products with spaces.
The display wrappers HoldForm, FullForm, InputForm, OutputForm, MatrixForm, TableForm, Row
and Column print their content in their own way.
"""

from mathilda.core.expr import Complex, Expression, Integer, Rational, Real, S, String
from mathilda.printing.core import _P_DIVIDE, _P_PLUS, _P_POWER, _P_TIMES, _is_int
from mathilda.printing.inputform import (
    InputFormPrinter, _negate, _negative_exponent, _postfix_fns, _rules,
)
from mathilda.printing.numbers import is_negative_number, real_output
from mathilda.syntax.operators import ATOM_PREC, CALL_PREC, NAMED_OPERATORS

__all__ = ["OutputFormPrinter"]

def _real_number(x):
    t = type(x)
    return t is Integer or t is Rational or t is Real


def _is_half(x, sign=1):
    return type(x) is Rational and x.value.denominator == 2 and x.value.numerator == sign


def _zero_re(re):
    """An exact zero, or an arbitrary-precision zero (N[I Pi, 30] prints as
    3.14159265358979323846264338328 I; a machine 0. is shown: 0. + 1. I)."""
    return _is_int(re, 0) or (type(re) is Real and re.prec is not None and not re.value)


class OutputFormPrinter(InputFormPrinter):
    times_sep = " "

    def text(self, expr):
        self.write(expr)
        out = self.out
        if len(out) == 1 and type(out[0]) is not str:
            return out[0]               # a block keeps its baseline (printing/layout.py)
        text = "".join(out)
        if "\n" in text and len(out) > 1:
            # pieces of several lines (Subscript[x, 1], MatrixForm, ...) inside one line
            # of text: side by side, baselines aligned (printing/layout.py)
            from mathilda.printing.layout import hjoin
            return hjoin(out)
        return text

    def hides_real_part(self, re):
        return _zero_re(re)

    # --- atoms ----------------------------------------------------------------------------
    def write_string(self, x):
        self.out.append(x.value)

    def write_real(self, x):
        self.out.append(real_output(x))

    # --- operators spelled by a named character: x \[Distributed] d ------------------------
    def p_named_binary(self, x):
        return NAMED_OPERATORS[x.head.name].prec if len(x.args) == 2 else None

    def w_named_binary(self, x):
        op = NAMED_OPERATORS[x.head.name]
        a, b = x.args
        self.emit(a, op.prec + 1)
        self.out.append(" \\[%s] " % op.named)
        self.emit(b, op.prec + 1)

    # --- Plus ------------------------------------------------------------------------------
    def w_plus(self, x):
        args = x.args
        self.emit(args[0], _P_PLUS + 1)
        for t in args[1:]:
            u = self.negated_term(t)
            if u is not None:
                self.out.append(" - ")
                self.emit(u, _P_PLUS + 1)
            else:
                self.out.append(" + ")
                self.emit(t, _P_PLUS + 1)

    def negated_term(self, t):
        """``-t`` when ``t`` prints with a leading minus sign (a negative number, a product
        with a negative coefficient, a negative imaginary number), else None."""
        if is_negative_number(t):
            return _negate(t)
        tt = type(t)
        if tt is Complex and _zero_re(t.re) and is_negative_number(t.im):
            return Complex(t.re, _negate(t.im))
        if tt is Expression and t.head is S.Times and len(t.args) >= 2:
            c = t.args[0]
            if is_negative_number(c):
                rest = t.args[1:]
                if _is_int(c, -1):
                    return rest[0] if len(rest) == 1 else Expression(S.Times, rest)
                return Expression(S.Times, (_negate(c),) + rest)
            if type(c) is Complex and _zero_re(c.re) and is_negative_number(c.im):
                return Expression(S.Times, (Complex(c.re, _negate(c.im)),) + t.args[1:])
        return None

    # --- Times -----------------------------------------------------------------------------
    def w_times(self, x):
        args = x.args
        c = args[0]
        rest = args[1:]
        if not (_real_number(c) or type(c) is Complex):
            c = None
            rest = args
        sign = ""
        cnum = cden = None          # coefficient's numerator item and denominator
        if c is not None:
            if type(c) is Complex and _zero_re(c.re) and _real_number(c.im):
                im = c.im
                if is_negative_number(im):
                    sign, im = "-", _negate(im)
                if type(im) is Rational:
                    p, q = im.value.numerator, im.value.denominator
                    cnum = "I" if p == 1 else "%d I" % p
                    cden = Integer(q)
                else:
                    cnum = self.imaginary_text(im)
            elif type(c) is Complex:
                cnum = c
            else:
                if is_negative_number(c):
                    sign, c = "-", _negate(c)
                if type(c) is Rational:
                    p, q = c.value.numerator, c.value.denominator
                    cnum = Integer(p) if p != 1 else None
                    cden = Integer(q)
                elif not _is_int(c, 1):
                    cnum = c
        num = [] if cnum is None else [cnum]
        den = [] if cden is None else [cden]
        for f in rest:
            d = _negative_exponent(f)
            if d is not None:
                den.append(d)
            else:
                num.append(f)
        minus_one = sign and cnum is None and cden is None
        out = self.out
        factors = num[1 if cnum is not None else 0:]
        if cden is not None and len(den) == 1 and len(factors) >= 2 and any(
                type(f) is Expression and f.head is S.Plus for f in factors):
            # a rational coefficient in front of a product with a sum: 1/2 n (1 + n)
            out.append(sign)
            out.append("%s/%s" % (num[0].value if cnum is not None else 1, cden.value))
            for f in num[1 if cnum is not None else 0:]:
                out.append(" ")
                self.emit(f, _P_TIMES + 1)
            return
        if minus_one:
            # -x, -x^2, -(x y), -(a/b), -(1/x)
            out.append("-")
            if len(num) == 1 and not den:
                self.emit(num[0], _P_TIMES + 1)
                return
            out.append("(")
            self._fraction(num, den, "")
            out.append(")")
            return
        self._fraction(num, den, sign)

    # --- Power ------------------------------------------------------------------------------
    def p_power(self, x):
        if len(x.args) != 2:
            return None
        e = x.args[1]
        if _is_half(e):
            return ATOM_PREC
        if is_negative_number(e):
            return _P_TIMES
        if self._power_block(x) is not None:
            return ATOM_PREC
        return _P_POWER

    def _power_block(self, x):
        b = x.args[0]
        if not isinstance(b, Expression) or b.head_symbol is None:
            return None         # the common case: no picture to make
        from mathilda.printing.notation import power_block
        return power_block(self, x)

    def w_power(self, x):
        b, e = x.args
        if _is_half(e):
            self.out.append("Sqrt[")
            self.write(b)
            self.out.append("]")
            return
        d = _negative_exponent(x)
        if d is not None:
            self.out.append("1/")
            self.emit(d, _P_DIVIDE + 1)
            return
        block = self._power_block(x)
        if block is not None:
            self.out.append(block)      # Subscript[x, 1]^2: 2 over 1 after x
            return
        self.emit(b, _P_POWER + 1)
        self.out.append("^")
        self.emit(e, _P_POWER)

    # --- heads registered with register_form (SeriesData: 1 + x + x^2/2 + O[x]^3) -------
    def _registered(self, x):
        fn = FORMS.get(x.head.name)
        if fn is None:          # its module is not imported yet (loaded on first use)
            from mathilda.core.registry import load_name
            load_name(x.head.name)
            fn = FORMS.get(x.head.name)
            if fn is None:
                return None
        try:
            f = fn(x)
        except Exception:
            f = None
        return f.args[0] if f is not None else None

    def p_registered(self, x):
        f = self._registered(x)
        return self.prec(f) if f is not None else CALL_PREC

    def w_registered(self, x):
        f = self._registered(x)
        if f is None:
            self.write_call(x)
        elif type(f) is String:
            self.out.append(f.value)    # a summary such as SparseArray[<2>, {3}]: never quoted
        else:
            self.write(f)

    # --- infinities: DirectedInfinity[] is ComplexInfinity, [1] Infinity, [-1] -Infinity ------
    def _infinity_form(self, x):
        a = x.args
        if not a:
            return S.ComplexInfinity
        if len(a) == 1:
            if _is_int(a[0], 1):
                return S.Infinity
            if _is_int(a[0], -1):
                return Expression(S.Times, (Integer(-1), S.Infinity))
            return Expression(S.Times, (a[0], S.Infinity))
        return None

    def p_infinity(self, x):
        f = self._infinity_form(x)
        return self.prec(f) if f is not None else None

    def w_infinity(self, x):
        f = self._infinity_form(x)
        self.write(f if f is not None else x)

    # --- graphics print as -Graphics-, -Graphics3D-, -Image- (issue 16) ------------------------
    def p_graphics(self, x):
        return ATOM_PREC if _drawable(x) else CALL_PREC

    def w_graphics(self, x):
        if _drawable(x):
            self.out.append("-%s-" % x.head.name)
        else:
            self.write_call(x)

    # --- display wrappers ---------------------------------------------------------------------
    def p_hold_form(self, x):
        return self.prec(x.args[0]) if len(x.args) == 1 else None

    def w_hold_form(self, x):
        self.write(x.args[0])

    def p_form(self, x):
        return ATOM_PREC if len(x.args) == 1 else None

    def w_full_form(self, x):
        from mathilda.printing.fullform import FullFormPrinter
        self.out.append(FullFormPrinter().text(x.args[0]))

    def w_input_form(self, x):
        self.out.append(InputFormPrinter().text(x.args[0]))

    def w_text_form(self, x):
        from mathilda.printing import TEXT_FORMS
        self.out.append(TEXT_FORMS[x.head.name](x.args[0]))

    def p_named(self, x):
        op = NAMED_OPERATORS[x.head.name]
        n = len(x.args)
        return op.prec if n == 2 or (n > 2 and op.kind == "flat") else None

    def w_named(self, x):
        op = NAMED_OPERATORS[x.head.name]
        c = op.spelling
        sep = " \\[%s] " % op.named if "\ue000" <= c <= "\uf8ff" else " %s " % c
        right = op.assoc == "right"
        last = len(x.args) - 1
        for i, a in enumerate(x.args):
            if i:
                self.out.append(sep)
            self.emit(a, op.prec + 1 if not (right and i == last) else op.prec)

    def p_display(self, x):
        return ATOM_PREC if self._display(x) is not None else None

    def w_display(self, x):
        self.out.append(self._display(x))

    def _display(self, x):
        cache = getattr(self, "_display_cache", None)
        if cache is None:
            cache = self._display_cache = {}
        key = id(x)
        if key in cache:
            return cache[key][1]
        try:
            from mathilda.printing import display
            f = {"MatrixForm": display.format_matrix_form,
                 "TableForm": display.format_table_form,
                 "Grid": display.format_grid,
                 "TreeForm": display.format_tree_form,
                 "Row": display.format_row,
                 "Column": display.format_column}[x.head.name]
            text = f(x, lambda e: OutputFormPrinter().text(e))
        except Exception:
            text = None
        cache[key] = (x, text)
        return text


    # --- Inactive[f][args] prints as f[args] does (StandardForm greys f; text cannot) ----
    def p_inactive(self, x):
        return self.prec(Expression(x.head.args[0], x.args))

    def w_inactive(self, x):
        self.write(Expression(x.head.args[0], x.args))

    # --- graphs: an atomic Graph object prints as Graph[<vertex count>, <edge count>] ----------
    def p_graph(self, x):
        return ATOM_PREC if x.is_atom and len(x.args) >= 2 else None

    def w_graph(self, x):
        self.out.append("Graph[<%d>, <%d>]" % (len(x.args[0].args), len(x.args[1].args)))


    # --- mesh regions: in full when small, else the first point and cell and "..." -------------
    def p_mesh(self, x):
        return ATOM_PREC if x.is_atom and len(x.args) >= 2 and (
            len(x.args[0].args) > MESH_FULL or len(x.args[1].args) > MESH_FULL) else None

    def w_mesh(self, x):
        pts, cells = x.args[0].args, x.args[1].args
        self.out.append("%s[{" % x.head.name)
        self.write(pts[0])
        self.out.append(", ...}, {")
        self.write(cells[0])
        self.out.append(", ...}]" if len(cells) > 1 else "}]")


MESH_FULL = 12      # a mesh region with more points or cells than this prints elided


def _output_rules(cls):
    r = _rules(cls)
    r["Graph"] = (cls.p_graph, cls.w_graph)
    r["MeshRegion"] = r["BoundaryMeshRegion"] = (cls.p_mesh, cls.w_mesh)
    r["Inactive[f][args]"] = (cls.p_inactive, cls.w_inactive)
    for name in ("UndirectedEdge", "DirectedEdge"):      # a \uf3d4 b, a \uf3d5 b
        r[name] = (cls.p_binary, cls.w_binary)
    r["HoldForm"] = (cls.p_hold_form, cls.w_hold_form)
    r["Defer"] = (cls.p_hold_form, cls.w_hold_form)
    r["DirectedInfinity"] = (cls.p_infinity, cls.w_infinity)
    for name in ("Graphics", "Graphics3D", "Image"):
        r[name] = (cls.p_graphics, cls.w_graphics)
    for name in ("OutputForm", "StandardForm", "TraditionalForm"):
        r[name] = (cls.p_hold_form, cls.w_hold_form)
    for name in NAMED_OPERATORS:
        r[name] = (cls.p_named_binary, cls.w_named_binary)
    r["FullForm"] = (cls.p_form, cls.w_full_form)
    r["InputForm"] = (cls.p_form, cls.w_input_form)
    from mathilda.printing import TEXT_FORMS              # TeXForm, CForm, FortranForm, ...
    for name in TEXT_FORMS:
        r[name] = (cls.p_form, cls.w_text_form)
    for name in ("MatrixForm", "TableForm", "Row", "Column", "Grid", "TreeForm"):
        r[name] = (cls.p_display, cls.w_display)
    from mathilda.printing.forms import RULES as form_rules   # NumberForm, BaseForm, Short..
    r.update(form_rules)
    from mathilda.printing.notation import RULES as notation_rules  # Infix, Subscript, ...
    r.update(notation_rules)
    for name in NAMED_OPERATORS:          # x ∈ Reals, a ⊗ b ⊗ c, p \[Implies] q
        r[name] = (cls.p_named, cls.w_named)
    return r


def _drawable(x):
    """False for an Image that is no image (``Image[{1, 2}]``, left unevaluated after its
    message): a real one holds its pixels as a packed array."""
    return x.head is not S.Image or bool(x.args) and hasattr(x.args[0], "array")


OutputFormPrinter.rules = _output_rules(OutputFormPrinter)

FORMS = {}


def register_form(head_name, fn):
    """Print expressions with head ``head_name`` as ``fn(expr)`` shows them: ``fn`` returns
    ``HoldForm[e]`` (``e`` is printed instead) or None (printed as it is).  For objects whose
    printed form is computed by the area that defines them (SeriesData: calculus)."""
    FORMS[head_name] = fn
    OutputFormPrinter.rules[head_name] = (OutputFormPrinter.p_registered,
                                          OutputFormPrinter.w_registered)


def _forms_loaded_on_first_use():
    """The heads whose forms builtin modules register, known from the index before those
    modules are imported: printing one imports its module (``_registered``)."""
    from mathilda.core.registry import FORM_HEADS
    for head in FORM_HEADS:
        OutputFormPrinter.rules[head] = (OutputFormPrinter.p_registered,
                                         OutputFormPrinter.w_registered)


_forms_loaded_on_first_use()
OutputFormPrinter.postfix_prec_fns = _postfix_fns(OutputFormPrinter)
