"""TeXForm, CForm and FortranForm: the exact text of each form (as the Wolfram Language's
reference pages show it), through the wrappers and ToString."""

import pytest

from support import check_rows

TEX = [
    ("n (n + 1)/2", r"\frac{1}{2} n (n+1)"),
    ("HoldForm[BesselJ[0, x]]", "J_0(x)"),
    ("HoldForm[LegendreP[n, x]]", "P_n(x)"),
    ("x^2 + y^2", "x^2+y^2"),
    ("1 + x + x^2", "x^2+x+1"),
    ("(1 + x)/(1 - x)", r"\frac{x+1}{1-x}"),
    ("a/b", r"\frac{a}{b}"),
    ("-x/2", r"-\frac{x}{2}"),
    ("1/2", r"\frac{1}{2}"),
    ("x^10", "x^{10}"),
    ("x^(2/3)", "x^{2/3}"),
    ("Sqrt[x]", r"\sqrt{x}"),
    ("x^(1/3)", r"\sqrt[3]{x}"),
    ("1/Sqrt[2]", r"\frac{1}{\sqrt{2}}"),
    ("Exp[-x^2/2]", r"e^{-\frac{x^2}{2}}"),
    ("x^Pi", r"x^{\pi }"),
    ("\\[Alpha] + \\[Beta]", r"\alpha +\beta"),
    ("\\[CapitalOmega]", r"\Omega"),
    ("Sin[x]", r"\sin (x)"),
    ("Sin[x]^2", r"\sin ^2(x)"),
    ("ArcSin[x]", r"\sin ^{-1}(x)"),
    ("Log[x]", r"\log (x)"),
    ("Gamma[x]", r"\Gamma (x)"),
    ("Zeta[s]", r"\zeta (s)"),
    ("Erf[x]", r"\text{erf}(x)"),
    ("Abs[x]", r"\left| x\right|"),
    ("Binomial[n, k]", r"\binom{n}{k}"),
    ("x!", "x!"),
    ("f[x, y]", "f(x,y)"),
    ("foo[x]", r"\text{foo}(x)"),
    ("abc", r"\text{abc}"),
    ("\"a_b\"", r"\text{a\_b}"),
    ("f'[x]", "f'(x)"),
    ("Derivative[4][f][x]", "f^{(4)}(x)"),
    ("{1, 2, 3}", r"\{1,2,3\}"),
    ("{{a, b}, {c, d}}", r"\left(\begin{array}{cc} a & b \\ c & d \\ \end{array}\right)"),
    ("MatrixForm[{1, 2}]", r"\left(\begin{array}{c} 1 \\ 2 \\ \end{array}\right)"),
    ("x -> y", r"x\to y"),
    ("x == y", "x=y"),
    ("x <= y", r"x\leq y"),
    ("a && b", r"a\land b"),
    ("Element[x, Reals]", r"x\in \mathbb{R}"),
    ("-Infinity", r"-\infty"),
    ("3 + 4 I", "3+4 i"),
    ("1.5", "1.5"),
    ("1.*^10", r"1.\times 10^{10}"),
    ("Subscript[x, 1]", "x_1"),
    ("2 (a + b)", "2 (a+b)"),
    ("(a + b)^2", "(a+b)^2"),
    ("x Sin[y]/z", r"\frac{x \sin (y)}{z}"),
    ("HoldForm[Integrate[f[x], x]]", r"\int f(x) \, dx"),
    ("HoldForm[Sum[1/n^2, {n, 1, Infinity}]]", r"\sum _{n=1}^{\infty } \frac{1}{n^2}"),
    ("HoldForm[Limit[Sin[x]/x, x -> 0]]", r"\underset{x\to 0}{\text{lim}}\frac{\sin (x)}{x}"),
]

C = [
    ("x^2 + y^2", "Power(x,2) + Power(y,2)"),
    ("Sin[x]", "Sin(x)"),
    ("a/b", "a/b"),
    ("Sqrt[x]", "Sqrt(x)"),
    ("Exp[x]", "Power(E,x)"),
    ("1/2", "0.5"),
    ("x/2", "x/2."),
    ("3 x/2", "(3*x)/2."),
    ("a b/c", "(a*b)/c"),
    ("a/(b c)", "a/(b*c)"),
    ("x/y^2", "x/Power(y,2)"),
    ("-a/b", "-(a/b)"),
    ("-2 x", "-2*x"),
    ("2 (a + b)", "2*(a + b)"),
    ("(a + b)/c", "(a + b)/c"),
    ("x^-2", "Power(x,-2)"),
    ("x^(1/3)", "Power(x,0.3333333333333333)"),
    ("f[x, y]", "f(x,y)"),
    ("{1, 2}", "List(1,2)"),
    ("N[Pi]", "3.141592653589793"),
    ("1.*^-10", "1.e-10"),
    ("3 + 2 I", "Complex(3,2)"),
    ("a != b || !c", "a != b || !c"),
]

FORTRAN = [
    ("x^2 + y^2", "x**2 + y**2"),
    ("x^-2", "x**(-2)"),
    ("1/x", "1/x"),
    ("E^x", "E**x"),
    ("x^(a + b)", "x**(a + b)"),
    ("(a + b)^2", "(a + b)**2"),
    ("x/2", "x/2."),
    ("Sqrt[x]", "Sqrt(x)"),
    ("3 + 2 I", "(3,2)"),
    ("{1, 2}", "List(1,2)"),
    ("Sin[x] Cos[x]", "Cos(x)*Sin(x)"),
]


@pytest.mark.parametrize("form,rows", [("TeXForm", TEX), ("CForm", C),
                                       ("FortranForm", FORTRAN)])
def test_forms(form, rows):
    check_rows([("%s[%s]" % (form, i), o) for i, o in rows])
    check_rows([("ToString[%s, %s]" % (i, form), o) for i, o in rows[:5]])


def test_tex_form_is_the_kernel_printer():
    from mathilda import printing
    from mathilda.session import Session
    assert printing.tex_form(Session().evaluate("x^2/2")) == r"\frac{x^2}{2}"


def test_forms_stay_as_wrappers():
    check_rows([("FullForm[TeXForm[x^2]]", "TeXForm[Power[x, 2]]"),
                ("Head[CForm[x]]", "CForm"),
                ("{TeXForm[1/2]}", r"{\frac{1}{2}}")])
