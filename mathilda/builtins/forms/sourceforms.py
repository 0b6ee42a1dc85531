"""TeXForm, CForm, FortranForm, MathMLForm: wrappers that print their content as TeX, C or Fortran text
(the printers are mathilda/printing/texform.py and codeforms.py); ``ToString[expr, TeXForm]``
gives the same text."""

from mathilda.core.registry import symbol_spec

symbol_spec(
    "TeXForm",
    usage="TeXForm[expr] prints as a TeX version of expr: fractions as \\frac, roots as "
          "\\sqrt, Greek letters and constants as their TeX commands, the standard and "
          "special functions as TeX operators (\\sin (x), J_0(x)), lists in \\{ \\}, "
          "matrices as arrays. ToString[expr, TeXForm] gives the text as a string.",
    examples=[("TeXForm[n (n + 1)/2]", "\\frac{1}{2} n (n+1)"),
              ("TeXForm[HoldForm[BesselJ[0, x]]]", "J_0(x)"),
              ("TeXForm[x^2 + Sqrt[y]]", "x^2+\\sqrt{y}"),
              ("TeXForm[Sin[\\[Alpha]]^2]", "\\sin ^2(\\alpha )"),
              ("ToString[{a -> 1/2}, TeXForm]", "\\{a\\to \\frac{1}{2}\\}"),
              ("TeXForm[{{a, b}, {c, d}}]",
               "\\left(\\begin{array}{cc} a & b \\\\ c & d \\\\ \\end{array}\\right)"),
              ("TeXForm[HoldForm[Integrate[f[x], {x, 0, 1}]]]",
               "\\int_0^1 f(x) \\, dx")])

symbol_spec(
    "CForm",
    usage="CForm[expr] prints as a C language version of expr: operators with C syntax, "
          "powers as Power(x,n), functions as calls, exact rationals as reals.",
    examples=[("CForm[x^2 + Sin[x]]", "Power(x,2) + Sin(x)"),
              ("CForm[3 x/2]", "(3*x)/2."),
              ("CForm[E^x/Sqrt[y]]", "Power(E,x)/Sqrt(y)"),
              ("CForm[1/2 + 2.5*^-8]", "0.500000025"),
              ("ToString[a == b && c < 1, CForm]", "a == b && c < 1")])

symbol_spec(
    "FortranForm",
    usage="FortranForm[expr] prints as a Fortran version of expr: ** for powers, "
          "functions as calls, exact rationals as reals.",
    examples=[("FortranForm[x^2 + Sin[x]]", "x**2 + Sin(x)"),
              ("FortranForm[x^-2]", "x**(-2)"),
              ("FortranForm[E^x]", "E**x"),
              ("FortranForm[(a + b)^3/2]", "(a + b)**3/2."),
              ("ToString[3 + 2 I, FortranForm]", "(3,2)")])

symbol_spec(
    "MathMLForm",
    usage="MathMLForm[expr] prints as a presentation MathML version of expr: one element "
          "per line inside <math xmlns='http://www.w3.org/1998/Math/MathML'>.",
    examples=[("MathMLForm[x^2]",
               "<math xmlns='http://www.w3.org/1998/Math/MathML'>\n <msup>\n  <mi>x</mi>\n"
               "  <mn>2</mn>\n </msup>\n</math>"),
              ("MathMLForm[1/2]",
               "<math xmlns='http://www.w3.org/1998/Math/MathML'>\n <mfrac>\n  <mn>1</mn>\n"
               "  <mn>2</mn>\n </mfrac>\n</math>"),
              ("MathMLForm[Sqrt[x]]",
               "<math xmlns='http://www.w3.org/1998/Math/MathML'>\n <msqrt>\n  <mi>x</mi>\n"
               " </msqrt>\n</math>")])
