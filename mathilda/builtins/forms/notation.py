"""Notation and display wrappers: Infix, Prefix, Postfix, PrecedenceForm, SequenceForm,
ColumnForm, TextForm, TraditionalForm, DisplayForm, the two-dimensional notations
(Subscript, Superscript, Overscript, OverBar, ...) and the wrappers that print their first
argument (Tooltip, Annotation, Panel, Labeled, Placeholder, Invisible).

They evaluate their arguments and stay as they are; OutputForm lays them out with
mathilda/printing/notation.py (the 2-D blocks with printing/layout.py), InputForm prints
them as the expressions they are, TeXForm and MathMLForm as the notation they stand for.
"""

from mathilda.core.registry import symbol_spec

symbol_spec(
    "Infix",
    usage="Infix[f[e1, e2, ...]] prints as e1 ~ f ~ e2 ~ f ~ e3 .... Infix[expr, h] puts h "
          "between the elements of expr (h as it is: no spaces are added; a list of "
          "separators is used in turn). Infix[expr, h, precedence, grouping] parenthesises "
          "the elements as an operator of that precedence and grouping (Left, Right, "
          "NonAssociative, None) would.",
    examples=[("Infix[f[a, b, c]]", "a ~ f ~ b ~ f ~ c"),
              ("Infix[{a, b, c}, \"~\"]", "a~b~c"),
              ("Infix[{a + b, c}, \" * \", 400, Left]", "(a + b) * c"),
              ("InputForm[Infix[{a, b}, \"+\"]]", "Infix[{a, b}, \"+\"]")])

symbol_spec(
    "Prefix",
    usage="Prefix[f[expr]] prints as f @ expr; Prefix[f[expr], h] prints as h followed by "
          "expr; Prefix[f[expr], h, precedence] parenthesises expr for that precedence.",
    examples=[("Prefix[f[x]]", "f @ x"), ("Prefix[f[x], \"-\"]", "-x"),
              ("Prefix[f[a + b], \"-\", 480]", "-(a + b)")])

symbol_spec(
    "Postfix",
    usage="Postfix[f[expr]] prints as expr // f; Postfix[f[expr], h] prints as expr "
          "followed by h; Postfix[f[expr], h, precedence] parenthesises expr for that "
          "precedence.",
    examples=[("Postfix[f[x]]", "x // f"), ("Postfix[g[n], \"!\"]", "n!"),
              ("Postfix[g[a + b], \"!\", 610]", "(a + b)!")])

symbol_spec(
    "PrecedenceForm",
    usage="PrecedenceForm[expr, prec] prints as expr, parenthesised inside other operators "
          "as if it were an operator of precedence prec.",
    examples=[("PrecedenceForm[a + b, 100] c", "c (a + b)"),
              ("PrecedenceForm[a + b, 1000] c", "c a + b")])

symbol_spec(
    "SequenceForm",
    usage="SequenceForm[expr1, expr2, ...] prints as the textual concatenation of the "
          "printed forms of the expri.",
    examples=[("SequenceForm[a, \"+\", b]", "a+b"),
              ("SequenceForm[\"x = \", 1 + 1]", "x = 2")])

symbol_spec(
    "ColumnForm",
    usage="ColumnForm[{e1, e2, ...}] prints as a column of the ei, left-aligned. "
          "ColumnForm[list, horiz] aligns them Left, Center or Right; ColumnForm[list, "
          "horiz, vert] puts the top element (Below, the default), the middle one (Center) "
          "or the bottom one (Above) on the baseline. The list may have any head.",
    examples=[("ColumnForm[{a, bbb, cc}]", "a\nbbb\ncc"),
              ("ColumnForm[{1, 100, 10}, Right]", "  1\n100\n 10"),
              ("{ColumnForm[{a, b}], c}", "{a, c}\n b")])

symbol_spec(
    "SurdForm",
    usage="SurdForm[expr] prints with the real roots of positive integers in expr "
          "(n^(1/k), k > 2) written as Surd[n, k]; square roots stay Sqrt[n].",
    examples=[("SurdForm[2^(1/3)]", "Surd[2, 3]"),
              ("SurdForm[{2^(2/5), 3^(1/4) x}]", "{Surd[2, 5]^2, Surd[3, 4] x}"),
              ("SurdForm[Sqrt[2] + 1]", "1 + Sqrt[2]")])

symbol_spec(
    "TextForm",
    usage="TextForm[expr] prints as a textual form of expr: strings without quotes, as "
          "OutputForm.",
    examples=[("TextForm[\"abc\"]", "abc"), ("TextForm[x^2 + 1]", "1 + x^2")])

symbol_spec(
    "TraditionalForm",
    usage="TraditionalForm[expr] prints as an approximation to traditional mathematical "
          "notation; in a terminal as the text of OutputForm (TeXForm writes its TeX).",
    examples=[("TraditionalForm[x^2 + Sin[x]]", "x^2 + Sin[x]"),
              ("ToString[TraditionalForm[a/b]]", "a/b")])

symbol_spec(
    "DisplayForm",
    usage="DisplayForm[boxes] prints with the low-level boxes shown as what they stand "
          "for: RowBox[{...}] side by side, SuperscriptBox, SubscriptBox, FractionBox, "
          "SqrtBox, GridBox, OverscriptBox, ... as two-dimensional text, StyleBox, FrameBox, "
          "TagBox, InterpretationBox as their first argument.",
    examples=[("DisplayForm[RowBox[{\"a\", \"+\", \"b\"}]]", "a+b"),
              ("DisplayForm[SuperscriptBox[\"x\", \"2\"]]", " 2\nx"),
              ("DisplayForm[FractionBox[\"1\", \"x+y\"]]", " 1\n---\nx+y"),
              ("DisplayForm[x + y]", "x + y")])

for _name, _doc, _ex in (
        ("Subscript", "Subscript[x, y] is an object that formats as x with the subscript y "
                      "(two lines in OutputForm); Subscript[x, y1, y2, ...] as x with "
                      "y1,y2,... below.",
         [("Subscript[x, 1]", "x\n 1"), ("{Subscript[a, i, j], b}", "{a   , b}\n  i,j"),
          ("InputForm[Subscript[x, 1]]", "Subscript[x, 1]"),
          ("ToString[Subscript[x, 1], TeXForm]", "x_1")]),
        ("Superscript", "Superscript[x, y] is an object that formats as x with the "
                        "superscript y (it is not a power: it does not evaluate).",
         [("Superscript[x, 2]", " 2\nx"), ("Superscript[x, 2] + 1", "     2\n1 + x"),
          ("ToString[Superscript[x, n], TeXForm]", "x^n")]),
        ("Subsuperscript", "Subsuperscript[x, y, z] is an object that formats as x with "
                           "the subscript y and the superscript z.",
         [("Subsuperscript[x, 1, 2]", " 2\nx\n 1"),
          ("ToString[Subsuperscript[a, i, 2], TeXForm]", "a_i^2")]),
        ("Overscript", "Overscript[x, y] is an object that formats as x with y centred "
                       "above it.",
         [("Overscript[x, \"~\"]", "~\nx"), ("Overscript[abc, 1]", " 1\nabc"),
          ("ToString[Overscript[x, y], TeXForm]", "\\overset{y}{x}")]),
        ("Underscript", "Underscript[x, y] is an object that formats as x with y centred "
                        "below it.",
         [("Underscript[x, y]", "x\ny"), ("Underscript[Max, k]", "Max\n k"),
          ("ToString[Underscript[x, y], TeXForm]", "\\underset{y}{x}")]),
        ("Underoverscript", "Underoverscript[x, y, z] is an object that formats as x with "
                            "y below it and z above it.",
         [("Underoverscript[abc, 1, 2]", " 2\nabc\n 1"),
          ("ToString[Underoverscript[x, a, b], TeXForm]",
           "\\overset{b}{\\underset{a}{x}}")]),
        ("OverBar", "OverBar[x] is a symbolic form that prints as x with a bar over it.",
         [("OverBar[abc]", "___\nabc"), ("ToString[OverBar[x], TeXForm]", "\\bar{x}")]),
        ("UnderBar", "UnderBar[x] is a symbolic form that prints as x with a bar under it.",
         [("UnderBar[x]", "x\n_"), ("ToString[UnderBar[x], TeXForm]", "\\underline{x}")]),
        ("OverDot", "OverDot[x] is a symbolic form that prints as x with a dot over it.",
         [("OverDot[x]", ".\nx"), ("ToString[OverDot[x], TeXForm]", "\\dot{x}")]),
        ("OverHat", "OverHat[x] is a symbolic form that prints as x with a hat over it.",
         [("OverHat[x]", "^\nx"), ("ToString[OverHat[x], TeXForm]", "\\hat{x}")]),
        ("OverTilde", "OverTilde[x] is a symbolic form that prints as x with a tilde over "
                      "it.",
         [("OverTilde[x]", "~\nx"), ("ToString[OverTilde[x], TeXForm]", "\\tilde{x}")]),
        ("OverVector", "OverVector[x] is a symbolic form that prints as x with a right "
                       "vector arrow over it.",
         [("OverVector[x]", "->\nx"), ("ToString[OverVector[v], TeXForm]", "\\vec{v}")])):
    # the scripts are not protected (Subscript[x, 1] = 3 is common); the marks are
    symbol_spec(_name, attributes=("Protected",) if _name.startswith(("OverBar", "UnderBar",
                                                                       "OverDot", "OverHat",
                                                                       "OverTilde",
                                                                       "OverVector"))
                else ("NHoldRest",), usage=_doc, examples=_ex)

symbol_spec(
    "Tooltip",
    usage="Tooltip[expr, label] displays expr, with label shown when the mouse is over it; "
          "text output prints expr alone (in graphics it is transparent).",
    examples=[("Tooltip[x + y, \"sum\"]", "x + y"), ("Tooltip[a, b] + 1", "1 + a")])

symbol_spec(
    "Annotation",
    usage="Annotation[expr, data] represents expr annotated with data; it prints as expr.",
    examples=[("Annotation[x^2, \"note\"]", "x^2"),
              ("InputForm[Annotation[a, b]]", "Annotation[a, b]")])

symbol_spec(
    "Panel",
    usage="Panel[expr] displays as a panel containing expr; text output prints expr alone.",
    examples=[("Panel[a + b]", "a + b"), ("Panel[x, \"title\"]", "x")])

symbol_spec(
    "Labeled",
    usage="Labeled[expr, lbl] displays expr with the label lbl centred below it; "
          "Labeled[expr, lbl, pos] puts it at Top, Bottom, Left or Right.",
    examples=[("Labeled[x, \"label\"]", "  x\nlabel"),
              ("Labeled[x, \"lbl\", Left]", "lbl x"),
              ("Labeled[abc, y, Top]", " y\nabc")])

symbol_spec(
    "Placeholder",
    usage="Placeholder[] prints as the placeholder character \\[Placeholder]; "
          "Placeholder[name] prints as name.",
    examples=[("Placeholder[]", "\\[Placeholder]"), ("Placeholder[x]", "x")])

symbol_spec(
    "Invisible",
    usage="Invisible[expr] displays as space that takes up the room of expr.",
    examples=[("{Invisible[abc], d}", "{   , d}"), ("Head[Invisible[x]]", "Invisible")])
