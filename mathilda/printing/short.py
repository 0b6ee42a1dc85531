"""The form of expressions inside messages: OutputForm (``1/0``, ``2 x``), strings in
quotes, long parts elided as Short does: ``{1, 2, 3, <<994>>, 998, 999, 1000}``."""

from mathilda.core.expr import Expression, String
from mathilda.printing.core import escape_string, run_printer
from mathilda.printing.outputform import OutputFormPrinter

__all__ = ["shorten"]


class _Skeleton(Expression):
    """Prints as ``<<n>>`` (n elided elements)."""

    __slots__ = ()


def _elide(x, keep, slen):
    if type(x) is String and len(x.value) > 2 * slen + 10:
        v = x.value
        return String(v[:slen] + "<<%d>>" % (len(v) - 2 * slen) + v[-slen:])
    if not isinstance(x, Expression):
        return x
    args = x.args
    n = len(args)
    if n > 2 * keep + 1:
        inner = tuple(_elide(a, keep, slen) for a in args[:keep]) + \
            (_Skeleton(String(str(n - 2 * keep)), ()),) + \
            tuple(_elide(a, keep, slen) for a in args[-keep:])
    else:
        inner = tuple(_elide(a, keep, slen) for a in args)
    return Expression(_elide(x.head, keep, slen), inner)


class _ShortPrinter(OutputFormPrinter):
    def write(self, x):
        if type(x) is _Skeleton:
            self.out.append("<<%s>>" % x.head.value)
        else:
            OutputFormPrinter.write(self, x)

    def write_string(self, x):
        self.out.append(escape_string(x.value))

    def prec(self, x):
        if type(x) is _Skeleton:
            return 10000
        return OutputFormPrinter.prec(self, x)


def shorten(expr, limit):
    text = run_printer(_ShortPrinter, expr)
    if len(text) <= limit:
        return text
    for keep, slen in ((8, 60), (4, 30), (2, 15), (1, 8)):
        text = run_printer(_ShortPrinter, _elide(expr, keep, slen))
        if len(text) <= limit:
            return text
    return text
