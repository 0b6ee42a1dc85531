"""FullForm: every expression as ``head[arg1, arg2, ...]``, with no special syntax.

    Plus[a, Times[b, Power[c, 2]]]    List[1, 2]    Rational[1, 2]    Complex[1, 2]
    "a string"    -5    3.14159265358979    3.1415926535897932384626`20.

Reals print with all their digits; the text reads back as the same expression.
"""

from mathilda.printing.core import Printer

__all__ = ["FullFormPrinter"]


class FullFormPrinter(Printer):
    use_operators = False
