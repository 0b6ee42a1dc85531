"""DisplayForm: low-level boxes shown as the text they stand for (OutputForm).

    RowBox[{"a", "+", "b"}]          a+b
    SuperscriptBox["x", "2"]          2 over x (a block, printing/layout.py)
    SubscriptBox, SubsuperscriptBox, OverscriptBox, UnderscriptBox, UnderoverscriptBox
    FractionBox["a", "b"]             a over a line of dashes over b
    SqrtBox["x"]                      Sqrt[x]
    GridBox[{{a, b}, {c, d}}]         the rows on consecutive lines, columns 3 spaces apart
    StyleBox[b, ...], FrameBox[b, ...], TagBox[b, ...], InterpretationBox[b, ...],
    TooltipBox[b, ...], ButtonBox[b, ...], AdjustmentBox[b, ...], FormBox[b, ...]   b

A string box shows its characters (a string box holding quotes, ``"\\"abc\\""``, shows
them); a list of boxes is a row; anything else prints in OutputForm.
"""

from mathilda.core.expr import Expression, String, Symbol, S

__all__ = ["box_text"]

_TRANSPARENT = frozenset(("StyleBox", "FrameBox", "TagBox", "InterpretationBox", "TooltipBox",
                          "ButtonBox", "AdjustmentBox", "FormBox", "PaneBox", "PanelBox",
                          "ItemBox"))


def box_text(b, fmt):
    """The text of box ``b``; ``fmt`` prints an expression that is not a box."""
    from mathilda.printing import layout
    t = type(b)
    if t is String:
        return b.value
    if t is not Expression or type(b.head) is not Symbol:
        return fmt(b)
    name = b.head.name
    a = b.args
    n = len(a)

    def sub(x):
        return box_text(x, fmt)

    if name == "List":
        return layout.hjoin([sub(x) for x in a]) if a else ""
    if name == "RowBox" and n == 1 and isinstance(a[0], Expression) and \
            a[0].head is S.List:
        return layout.hjoin([sub(x) for x in a[0].args]) if a[0].args else ""
    if name == "SuperscriptBox" and n >= 2:
        return layout.subsuperscript(sub(a[0]), sup=sub(a[1]))
    if name == "SubscriptBox" and n >= 2:
        return layout.subsuperscript(sub(a[0]), sub=sub(a[1]))
    if name == "SubsuperscriptBox" and n >= 3:
        return layout.subsuperscript(sub(a[0]), sub=sub(a[1]), sup=sub(a[2]))
    if name == "OverscriptBox" and n >= 2:
        return layout.overunder(sub(a[0]), over=sub(a[1]))
    if name == "UnderscriptBox" and n >= 2:
        return layout.overunder(sub(a[0]), under=sub(a[1]))
    if name == "UnderoverscriptBox" and n >= 3:
        return layout.overunder(sub(a[0]), under=sub(a[1]), over=sub(a[2]))
    if name == "FractionBox" and n >= 2:
        num, den = sub(a[0]), sub(a[1])
        width = max(layout.lines_of(num)[2], layout.lines_of(den)[2])
        return layout.overunder("-" * width, under=den, over=num)
    if name == "SqrtBox" and n >= 1:
        return layout.hjoin(["Sqrt[", sub(a[0]), "]"])
    if name == "GridBox" and n >= 1 and isinstance(a[0], Expression) and \
            a[0].head is S.List:
        from mathilda.printing.display import _grid, _lines
        rows = [[_lines(sub(c)) for c in (r.args if isinstance(r, Expression) and
                                          r.head is S.List else (r,))] for r in a[0].args]
        return "\n".join(_grid(rows, 3, 0))
    if name in _TRANSPARENT and n >= 1:
        return sub(a[0])
    return fmt(b)
