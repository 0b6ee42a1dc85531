"""Display forms: the layout functions of mathilda/printing/display.py on their own (with a
simple element formatter), and end to end through the printer."""

import pytest

from support import run
from mathilda.core.expr import Expression, Integer, String, Symbol, S
from mathilda.printing.display import (format_column, format_matrix_form, format_row,
                                       format_table_form)


def fmt(e):
    """A stand-in for the one-line OutputForm printer: enough for atoms and lists."""
    if type(e) is String:
        return e.value
    if type(e) is Integer:
        return str(e.value)
    if type(e) is Symbol:
        return e.name
    if isinstance(e, Expression) and e.head is S.List:
        return "{" + ", ".join(fmt(a) for a in e.args) + "}"
    return "%s[%s]" % (fmt(e.head), ", ".join(fmt(a) for a in e.args))


def L(*items):
    return Expression(S.List, tuple(_x(i) for i in items))


def _x(i):
    if isinstance(i, int):
        return Integer(i)
    if isinstance(i, str):
        return String(i)
    return i


def W(head, *args):
    return Expression(Symbol(head), tuple(_x(a) for a in args))


def R(k, v):
    return Expression(S.Rule, (Symbol(k), _x(v)))


LAYOUT = [
    (format_matrix_form, W("MatrixForm", L(L(1, 2), L(3, 4))), "1   2\n\n3   4"),
    (format_matrix_form, W("MatrixForm", L(L(1, 100), L(1000, 2))), "1      100\n\n1000   2"),
    (format_matrix_form, W("MatrixForm", L(1, 2, 3)), "1\n\n2\n\n3"),
    (format_matrix_form, W("MatrixForm", L()), ""),
    (format_matrix_form, W("MatrixForm", Symbol("x")), "x"),
    (format_matrix_form, W("MatrixForm", L(L(1, 2), L(3))), "{1, 2}\n\n{3}"),
    (format_matrix_form, W("MatrixForm", L(L("ab", "c"))), "ab   c"),
    (format_matrix_form, W("MatrixForm", L(L(L(1, 2), L(3, 4)))), "1   3\n2   4"),
    (format_matrix_form, W("MatrixForm", L(L(1, 2)), R("TableSpacing", L(0, 1))), "1 2"),
    (format_matrix_form, W("MatrixForm"), None),
    (format_matrix_form, W("MatrixForm", L(1), L(2)), None),
    (format_table_form, W("TableForm", L(L(1, 2, 3), L(40, 5))), "1    2   3\n\n40   5"),
    (format_table_form, W("TableForm", L("a", "bb")), "a\n\nbb"),
    (format_table_form, W("TableForm", L(L(1, 2), 3)), "1   2\n\n3"),
    (format_table_form, W("TableForm", L(L(1, 22), L(333, 4)),
                          R("TableAlignments", Symbol("Right"))), "  1   22\n\n333    4"),
    (format_table_form, W("TableForm", L(L(1, 22), L(333, 4)),
                          R("TableAlignments", Symbol("Center"))), " 1    22\n\n333   4"),
    (format_table_form, W("TableForm", L(L(1, 2), L(3, 4)), R("TableSpacing", L(2, 1))),
     "1 2\n\n\n3 4"),
    (format_table_form, W("TableForm", L(L(1, 2), L(3, 4)), R("TableDepth", 1)),
     "{1, 2}\n\n{3, 4}"),
    (format_table_form, W("TableForm", L(L(L(1, 2), L(3, 4)), L(L(5, 6), L(7, 8)))),
     "1   3\n2   4\n\n5   7\n6   8"),
    (format_table_form, W("TableForm", L(L(1, 2)), R("TableHeadings", L(L("r"), L("c")))),
     "    c\n\nr   1   2"),
    (format_table_form, W("TableForm", L(L(1, 2), L(3, 4)),
                          R("TableHeadings", Symbol("Automatic"))),
     "    1   2\n\n1   1   2\n\n2   3   4"),
    (format_table_form, W("TableForm", L(5, 6), R("TableHeadings", L(L("a", "b")))),
     "a   5\n\nb   6"),
    (format_table_form, W("TableForm", L(5), R("TableHeadings", Symbol("x"))), None),
    (format_table_form, W("TableForm", L(1), R("Bogus", 1)), None),
    (format_row, W("Row", L("a", "b", 1)), "ab1"),
    (format_row, W("Row", L("a", "b", "c"), ", "), "a, b, c"),
    (format_row, W("Row", L()), ""),
    (format_row, W("Row", Symbol("x")), None),
    (format_column, W("Column", L("a", "bbb", "cc")), "a\nbbb\ncc"),
    (format_column, W("Column", L(1, 100), Symbol("Right")), "  1\n100"),
    (format_column, W("Column", L(1, 100), Symbol("Center")), " 1\n100"),
    (format_column, W("Column", L("x", "y"), Symbol("Left"), 1), "x\n\ny"),
    (format_column, W("Column", L("x", "y"), R("Spacings", 2)), "x\n\n\ny"),
    (format_column, W("Column", Symbol("x")), None),
]


@pytest.mark.parametrize("fn,expr,text", LAYOUT, ids=[fmt(r[1]) for r in LAYOUT])
def test_layout(fn, expr, text):
    assert fn(expr, fmt) == text


def test_multiline_cells_are_blocks():
    inner = W("MatrixForm", L(L(1, 2), L(3, 4)))

    def fmt2(e):
        if isinstance(e, Expression) and e.head is Symbol("MatrixForm"):
            return format_matrix_form(e, fmt)
        return fmt(e)

    assert format_row(W("Row", L("M = ", inner)), fmt2) == "M = 1   2\n\n    3   4"
    assert format_column(W("Column", L(inner, "end")), fmt2) == "1   2\n\n3   4\nend"
    assert format_table_form(W("TableForm", L(L(inner, "x"))), fmt2) == \
        "1   2   x\n\n3   4"


# --- end to end (needs the printer to dispatch to these functions) -----------------------------

ROWS = [
    ("MatrixForm[{{1, 2}, {3, 4}}]", "1   2\n\n3   4"),
    ("MatrixForm[{{1, 100}, {x^2, y}}]", "1     100\n\nx^2   y"),
    ("MatrixForm[{a, b, c}]", "a\n\nb\n\nc"),
    ("MatrixForm[{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}]", "1   0   0\n\n0   1   0\n\n0   0   1"),
    ("TableForm[{{1, 2, 3}, {40, 5}}]", "1    2   3\n\n40   5"),
    ("TableForm[{{\"name\", \"n\"}, {\"ab\", 12}}]", "name   n\n\nab     12"),
    ("TableForm[{{1, 2}, {3, 4}}, TableSpacing -> {0, 1}]", "1 2\n3 4"),
    ("TableForm[{a, b}]", "a\n\nb"),
    ("Row[{a, b, 1 + 2}]", "ab3"),
    ("Row[{x, y, z}, \", \"]", "x, y, z"),
    ("Row[{\"n = \", 5}]", "n = 5"),
    ("Column[{a, b + c, d}]", "a\nb + c\nd"),
    ("Column[{1, 100}, Right]", "  1\n100"),
    ("ToString[Row[{1, 2}, \"-\"]]", "1-2"),
    ("Head[MatrixForm[{{1}}]]", "MatrixForm"),
    ("MatrixForm[{{1, 2}, {3, 4}}][[1]]", "{{1, 2}, {3, 4}}"),
    ("InputForm[Row[{a, b}]]", "Row[{a, b}]"),
    ("TableForm[{{1, 2}, {3, 4}}, TableHeadings -> {{a, b}, {\"x\", \"y\"}}]",
     "    x   y\n\na   1   2\n\nb   3   4"),
    ("{Row[{1, 2}], Column[{a}]}", "{12, a}"),
    ("TableForm[{}]", ""),
]


@pytest.mark.parametrize("row", ROWS, ids=[r[0] for r in ROWS])
def test_display_end_to_end(row):
    out, msgs = run(row[0])
    assert out == row[1]
    assert msgs == (row[2] if len(row) > 2 else [])
