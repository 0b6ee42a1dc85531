"""Format values: Format, FormatValues, and Interpretation.

``Format[f[x_]] := rhs`` (the assignment is handled with the other assignments, in
builtins/language/assignment.py) stores a format value of ``f``; the printers apply it to
every ``f[...]`` they print while the session is working (printing/formatvalues.py).
``Definition`` lists format values, ``Clear`` and ``Format[f[x_]] =.`` remove them.
"""

from mathilda.core.expr import Expression, String, Symbol, S
from mathilda.core.registry import builtin, symbol_spec

symbol_spec(
    "Format",
    usage="Format[expr] prints as the formatted form of expr: assigning Format[f[x_]] := "
          "rhs makes every f[...] print as rhs does (the right side is evaluated when "
          "printing); Format[expr, form] := rhs gives a format only for that form "
          "(OutputForm, InputForm, TeXForm, ...). Format[expr] alone applies in OutputForm, "
          "StandardForm, TraditionalForm, TeXForm and MathMLForm; FullForm never uses format "
          "values. Definition shows them; Clear and Format[...] =. remove them.",
    examples=[("Format[f1[x_]] := Row[{\"<\", x, \">\"}]; ToString[{f1[3], f1[a]}]",
               "{<3>, <a>}"),
              ("Format[pt[x_, y_]] := SequenceForm[\"(\", x, \", \", y, \")\"]; "
               "ToString[pt[1, 2] + 1]", "1 + (1, 2)"),
              ("Format[g1[x_], TeXForm] := Subscript[g, x]; "
               "{ToString[g1[1]], ToString[g1[1], TeXForm]}", "{g1[1], g_1}"),
              ("Format[f2[x_]] := Infix[{x, x}, \"*\"]; Format[f2[x_]] =.; ToString[f2[1]]",
               "f2[1]"),
              ("Format[f3[x_]] := h[x]; Clear[f3]; ToString[f3[1]]", "f3[1]"),
              ("Format[f4[x_]] := h[x]; ToString[InputForm[f4[1]]]", "f4[1]"),
              ("Format[kappa] = \"k\"; ToString[kappa^2]", "k^2")])


@builtin("FormatValues", nargs=1, attributes=("HoldAll", "Protected"),
         usage="FormatValues[f] gives the format values of f (Format[f[...]] := ...) as "
               "rules HoldPattern[Format[lhs]] :> rhs.",
         examples=[("Format[f5[x_]] := h[x]; InputForm[FormatValues[f5]]",
                    "{HoldPattern[Format[f5[x_]]] :> h[x]}"),
                   ("Format[f7[x_], TeXForm] := x; Length[FormatValues[f7]]", "1"),
                   ("FormatValues[f6]", "{}")])
def format_values(ev, expr):
    x = expr.args[0]
    if type(x) is String:
        x = Symbol(x.value)
    if type(x) is not Symbol:
        return None
    d = ev.defs.table.get(x)
    rules = d.formats if d is not None else ()
    return Expression(S.List, tuple(r.as_expr() for r in rules))


@builtin("Interpretation", nargs=(2, 3), attributes=("HoldAll", "Protected"),
         usage="Interpretation[e, expr] prints as e but stands for expr: e is evaluated, "
               "expr is kept unevaluated (Interpretation[{x = x0, ...}, e, expr] has local "
               "variables; e is evaluated with them set).",
         examples=[("Interpretation[1 + 1, x + y]", "2"),
                   ("InputForm[Interpretation[\"shown\", 1 + 1]]",
                    "Interpretation[\"shown\", 1 + 1]"),
                   ("Interpretation[{n = 2}, n^2, n]", "4")])
def interpretation(ev, expr):
    a = expr.args
    if len(a) == 2:
        e = ev.evaluate(a[0])
        return None if e is a[0] or e == a[0] else Expression(S.Interpretation, (e, a[1]))
    vars_, e = a[0], a[1]
    if not (isinstance(vars_, Expression) and vars_.head is S.List):
        return None
    # the display part is evaluated with the variables set, as With does
    v = ev.evaluate(Expression(S.With, (vars_, e)))
    if v == e:
        return None
    return Expression(S.Interpretation, (v, a[2]))
