"""The window functions of the Wolfram Language as Piecewise formulas on [-1/2, 1/2].

WINDOWS maps a window's name to (default parameter or None, formula): the formula is
Wolfram Language text in x (and a, the parameter) valid for |x| <= 1/2; outside the window
is 0.  The coefficients are those of the reference pages (HannWindow[x, a] is
a + (1 - a) Cos[2 Pi x], BlackmanWindow (21 + 25 Cos[2 Pi x] + 4 Cos[4 Pi x])/50, ...).
"""

__all__ = ["WINDOWS"]

WINDOWS = {
    "DirichletWindow": (None, "1"),
    "HannWindow": ("1/2", "a + (1 - a) Cos[2 Pi x]"),
    "HammingWindow": (None, "25/46 + 21/46 Cos[2 Pi x]"),
    "BlackmanWindow": (None, "(21 + 25 Cos[2 Pi x] + 4 Cos[4 Pi x])/50"),
    "BlackmanHarrisWindow": (None, "(35875 + 48829 Cos[2 Pi x] + 14128 Cos[4 Pi x] + "
                                   "1168 Cos[6 Pi x])/100000"),
    "BlackmanNuttallWindow": (None, "(3635819 + 4891775 Cos[2 Pi x] + 1365995 Cos[4 Pi x] + "
                                    "106411 Cos[6 Pi x])/10000000"),
    "NuttallWindow": (None, "(88942 + 121849 Cos[2 Pi x] + 36058 Cos[4 Pi x] + "
                            "3151 Cos[6 Pi x])/250000"),
    "ExactBlackmanWindow": (None, "(3969 + 4620 Cos[2 Pi x] + 715 Cos[4 Pi x])/9304"),
    "FlatTopWindow": (None, "(215578948 + 416631580 Cos[2 Pi x] + 277263158 Cos[4 Pi x] + "
                            "83578947 Cos[6 Pi x] + 6947368 Cos[8 Pi x])/1000000000"),
    "KaiserBesselWindow": (None, "(402 + 498 Cos[2 Pi x] + 99 Cos[4 Pi x] + "
                                 "Cos[6 Pi x])/1000"),
    "BartlettWindow": (None, "1 - 2 Abs[x]"),
    "BartlettHannWindow": (None, "31/50 - 12/25 Abs[x] + 19/50 Cos[2 Pi x]"),
    "WelchWindow": ("1", "(a^2 - 4 x^2)/a^2"),
    "ConnesWindow": ("1", "(a^2 - 4 x^2)^2/a^4"),
    "CosineWindow": ("1", "Cos[Pi x]^a"),
    "CauchyWindow": ("3", "1/(1 + 4 a^2 x^2)"),
    "GaussianWindow": ("3/10", "Exp[-x^2/(2 a^2)]"),
    "PoissonWindow": ("3", "Exp[-2 a Abs[x]]"),
    "HannPoissonWindow": ("1", "(1 + Cos[2 Pi x]) Exp[-2 a Abs[x]]/2"),
    "KaiserWindow": ("3", "BesselI[0, Pi a Sqrt[1 - 4 x^2]]/BesselI[0, Pi a]"),
    "LanczosWindow": (None, "Sinc[2 Pi x]"),
    "ParzenWindow": (None, "Piecewise[{{1 - 24 x^2 + 48 Abs[x]^3, Abs[x] <= 1/4}}, "
                           "2 (1 - 2 Abs[x])^3]"),
    "TukeyWindow": ("2/3", "Piecewise[{{1, a <= 0}, {(1 + Cos[2 Pi x])/2, a >= 1}, "
                           "{1, Abs[x] <= (1 - a)/2}}, "
                           "(1 + Cos[2 Pi (Abs[x] - (1 - a)/2)/a])/2]"),
}
