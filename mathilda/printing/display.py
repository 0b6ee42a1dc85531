"""Plain-text layout of the display wrappers MatrixForm, TableForm, Row and Column, as the
Wolfram Language's OutputForm prints them.

Each ``format_*(expr, fmt)`` takes the whole wrapper expression and ``fmt``, a callable
giving the one-line OutputForm text of an element, and returns the full text (lines joined
by ``\\n``) or None when the expression is malformed (the printer then prints it as a normal
expression).  An element whose text has several lines (a nested table) is laid out as a
block.

Layout rules (OutputForm, TableSpacing -> Automatic, i.e. {1, 3, 0, 1, 0, 1, ...}):

* a table is a grid: the first level runs down (rows, one blank line between them), the
  second across (columns, three spaces between them), the third down again, and so on;
* columns are left-aligned and padded to their widest entry; trailing spaces are dropped;
* a vector in MatrixForm or TableForm is a column: one element per line, a blank line between
  elements;
* Row[{a, b, ...}] is the texts side by side; Row[list, sep] puts sep between them;
* Column[{a, b, ...}] is one element per line, no blank lines (Column[list, align, gap]
  sets the alignment and the number of blank lines);
* TableHeadings -> {rows, columns} adds the labels as a first column and a first row (no
  rules are drawn).
"""

from mathilda.core.expr import Expression, Integer, Real, String, Symbol, S

__all__ = ["format_matrix_form", "format_table_form", "format_row", "format_column",
           "format_grid", "text_grid"]

_TABLE_SPACING = (1, 3, 0, 1)       # then 0, 1, 0, 1, ...


def _spacing(level, spacings):
    if level < len(spacings):
        return spacings[level]
    return _TABLE_SPACING[2 + (level - 2) % 2] if level >= 2 else _TABLE_SPACING[level]


def _is_list(x):
    return isinstance(x, Expression) and x.head is S.List


def _lines(text):
    return text.split("\n")


def _width(block):
    return max((len(line) for line in block), default=0)


def _align(line, width, how):
    pad = width - len(line)
    if pad <= 0:
        return line
    if how == "Right":
        return " " * pad + line
    if how == "Center":
        left = pad // 2
        return " " * left + line + " " * (pad - left)
    return line + " " * pad


def _grid(rows, col_gap, row_gap, aligns=()):
    """Lines of a grid of blocks (rows: lists of blocks, possibly ragged)."""
    ncols = max((len(r) for r in rows), default=0)
    widths = [0] * ncols
    for r in rows:
        for j, b in enumerate(r):
            widths[j] = max(widths[j], _width(b))
    gap = " " * col_gap
    out = []
    for i, r in enumerate(rows):
        if i and row_gap:
            out.extend([""] * row_gap)
        height = max((len(b) for b in r), default=1)
        for k in range(height):
            cells = []
            for j, b in enumerate(r):
                line = b[k] if k < len(b) else ""
                how = aligns[j] if j < len(aligns) else (aligns[-1] if aligns else "Left")
                cells.append(_align(line, widths[j], how))
            out.append(gap.join(cells).rstrip())
    return out


def _render(x, level, depth, spacings, fmt, aligns):
    """The block of x laid out as a table from ``level`` down to ``depth`` levels."""
    if not _is_list(x) or level >= depth:
        return _lines(fmt(x))
    row_gap = _spacing(level, spacings)
    if level + 1 >= depth or not any(_is_list(e) for e in x.args):
        rows = [[_render(e, level + 2, depth, spacings, fmt, aligns)] for e in x.args]
        return _grid(rows, 0, row_gap, aligns)
    col_gap = _spacing(level + 1, spacings)
    rows = []
    for e in x.args:
        if _is_list(e):
            rows.append([_render(c, level + 2, depth, spacings, fmt, aligns)
                         for c in e.args])
        else:
            rows.append([_render(e, level + 2, depth, spacings, fmt, aligns)])
    return _grid(rows, col_gap, row_gap, aligns)


def _list_depth(x):
    """How many levels of x are Lists (ragged lists count their deepest branch)."""
    if not _is_list(x):
        return 0
    if hasattr(type(x), "array"):
        return x.array.ndim
    return 1 + max((_list_depth(e) for e in x.args), default=0)


def _array_depth(x):
    """The number of levels of x that form a full rectangular array."""
    if not _is_list(x):
        return 0
    if hasattr(type(x), "array"):
        return x.array.ndim
    if not x.args:
        return 1
    if not all(_is_list(e) for e in x.args):
        return 1
    n = len(x.args[0].args)
    if any(len(e.args) != n for e in x.args):
        return 1
    return 1 + min(_array_depth(e) for e in x.args)


def _options(args):
    """(positional args, {option name: value}) of a wrapper's arguments, or None."""
    pos = []
    opts = {}
    for a in args:
        if isinstance(a, Expression) and a.head in (S.Rule, S.RuleDelayed) and \
                len(a.args) == 2:
            k = a.args[0]
            name = k.name if type(k) is Symbol else k.value if type(k) is String else None
            if name is None:
                return None
            opts[name] = a.args[1]
        elif opts:
            return None
        else:
            pos.append(a)
    return pos, opts


def _count(x):
    """A non-negative spacing from an Integer or Real, else None."""
    if type(x) is Integer and x.value >= 0:
        return x.value
    if type(x) is Real and float(x.value) >= 0:
        return int(round(float(x.value)))
    return None


def _spacings(x):
    if x is None or x is S.Automatic:
        return ()
    if _is_list(x):
        vals = [_count(e) for e in x.args]
        return None if None in vals else tuple(vals)
    v = _count(x)
    return None if v is None else (v, v)


def _alignments(x):
    if x is None or x is S.Automatic:
        return ()
    names = ("Left", "Center", "Right")
    if type(x) is Symbol and x.name in names:
        return (x.name,)
    if _is_list(x) and x.args and type(x.args[0]) is Symbol and x.args[0].name in names:
        return (x.args[0].name,)
    return None


def _table(expr, fmt, rectangular):
    parsed = _options(expr.args)
    if parsed is None:
        return None
    pos, opts = parsed
    if len(pos) != 1:
        return None
    for k in opts:
        if k not in ("TableSpacing", "TableAlignments", "TableDepth", "TableHeadings"):
            return None
    heads = _headings(opts.get("TableHeadings"))
    if heads is False:
        return None
    spacings = _spacings(opts.get("TableSpacing"))
    aligns = _alignments(opts.get("TableAlignments"))
    if spacings is None or aligns is None:
        return None
    x = pos[0]
    depth = _array_depth(x) if rectangular else _list_depth(x)
    td = opts.get("TableDepth")
    if td is not None and td is not S.Infinity:
        if type(td) is not Integer or td.value < 0:
            return None
        depth = min(depth, td.value)
    if depth == 0:
        return fmt(x)
    if heads is not None and _is_list(x):
        return "\n".join(_headed(x, depth, spacings, fmt, aligns, heads))
    return "\n".join(_render(x, 0, depth, spacings, fmt, aligns))


def _headings(h):
    """TableHeadings -> {rows, columns}: (row labels or None, column labels or None) where
    a side is None, Automatic (1, 2, ...) or a list; None if there are none, False if
    malformed."""
    if h is None or h is S["None"]:
        return None
    if h is S.Automatic:
        h = Expression(S.List, (S.Automatic, S.Automatic))
    if not _is_list(h) or not 1 <= len(h.args) <= 2:
        return False
    out = []
    for side in h.args:
        if side is S["None"]:
            out.append(None)
        elif side is S.Automatic or _is_list(side):
            out.append(side)
        else:
            return False
    if len(out) == 1:
        out.append(None)
    return tuple(out)


def _labels(side, n):
    if side is None:
        return None
    if side is S.Automatic:
        return [Integer(i + 1) for i in range(n)]
    return list(side.args[:n]) + [String("")] * max(0, n - len(side.args))


def _headed(x, depth, spacings, fmt, aligns, heads):
    """A table with row labels as a first column and column labels as a first row."""
    rows = []
    for e in x.args:
        if depth >= 2 and _is_list(e):
            rows.append([_render(c, 2, depth, spacings, fmt, aligns) for c in e.args])
        else:
            rows.append([_render(e, 2, depth, spacings, fmt, aligns)])
    ncols = max((len(r) for r in rows), default=0)
    rlab = _labels(heads[0], len(rows))
    clab = _labels(heads[1], ncols)
    if rlab is not None:
        rows = [[_lines(fmt(lab))] + r for lab, r in zip(rlab, rows)]
    if clab is not None:
        rows.insert(0, ([[""]] if rlab is not None else []) + [_lines(fmt(c)) for c in clab])
    return _grid(rows, _spacing(1, spacings), _spacing(0, spacings), aligns)


def format_matrix_form(expr, fmt):
    """MatrixForm[list, opts]: a grid of the rectangular part of list."""
    return _table(expr, fmt, True)


def format_table_form(expr, fmt):
    """TableForm[list, opts]: a grid of list (ragged rows allowed)."""
    return _table(expr, fmt, False)


def format_row(expr, fmt):
    """Row[{e1, e2, ...}] or Row[{e1, e2, ...}, sep]."""
    args = expr.args
    if not 1 <= len(args) <= 2 or not _is_list(args[0]):
        return None
    texts = [fmt(e) for e in args[0].args]
    if len(args) == 2:
        sep = fmt(args[1])
        texts = [t for i, e in enumerate(texts) for t in ((sep, e) if i else (e,))]
    blocks = [_lines(t) for t in texts]
    if all(len(b) == 1 for b in blocks):
        return "".join(b[0] for b in blocks)
    # pieces of several lines side by side, their baselines on one row (a Subscript's
    # base line, the first line of a table): printing/layout.py
    from mathilda.printing.layout import hjoin
    return hjoin(texts)


def format_column(expr, fmt):
    """Column[list], Column[list, alignment], Column[list, alignment, gap]."""
    parsed = _options(expr.args)
    if parsed is None:
        return None
    pos, opts = parsed
    if not 1 <= len(pos) <= 3 or not _is_list(pos[0]):
        return None
    for k in opts:
        if k not in ("Alignment", "Spacings"):
            return None
    align = pos[1] if len(pos) > 1 else opts.get("Alignment")
    aligns = _alignments(align)
    gap = pos[2] if len(pos) > 2 else opts.get("Spacings")
    gap = 0 if gap is None or gap is S.Automatic else _count(gap)
    if aligns is None or gap is None:
        return None
    rows = [[_lines(fmt(e))] for e in pos[0].args]
    return "\n".join(_grid(rows, 0, gap, aligns))


def text_grid(rows, fmt, col_gap=3):
    """The lines of a grid of expressions (rows: lists of Expr, possibly ragged), each
    element as ``fmt`` writes it, columns left-aligned ``col_gap`` spaces apart, rows on
    consecutive lines."""
    return _grid([[_lines(fmt(e)) for e in r] for r in rows], col_gap, 0)


def format_grid(expr, fmt):
    """Grid[{{a, b}, {c, d}}, opts]: the rows on consecutive lines, the columns
    left-aligned three spaces apart (a row that is not a list is one cell)."""
    parsed = _options(expr.args)
    if parsed is None:
        return None
    pos, _ = parsed
    if len(pos) != 1 or not _is_list(pos[0]):
        return None
    rows = [list(r.args) if _is_list(r) else [r] for r in pos[0].args]
    return "\n".join(text_grid(rows, fmt))


def _tree_block(x, fmt, depth, limit):
    """The lines of the text tree of ``x``: ``f[a, |     , c]`` with each compound
    argument drawn below its ``|`` (which is padded to the argument's width)."""
    if not isinstance(x, Expression) or (limit is not None and depth >= limit):
        return [fmt(x)]
    line = fmt(x.head) + "["
    below = []
    for i, a in enumerate(x.args):
        if i:
            line += ", "
        if isinstance(a, Expression) and (limit is None or depth + 1 < limit):
            block = _tree_block(a, fmt, depth + 1, limit)
            below.append((len(line), block))
            line += "|".ljust(_width(block))
        else:
            line += fmt(a)
    line += "]"
    lines = [line]
    for row in range(max((len(b) for _, b in below), default=0)):
        text = ""
        for col, block in below:
            if row < len(block):
                text = text.ljust(col) + block[row]
        lines.append(text.rstrip())
    return lines


def format_tree_form(expr, fmt):
    """TreeForm[expr] (TreeForm[expr, n]: n levels drawn): the text tree of expr."""
    a = expr.args
    if len(a) not in (1, 2):
        return None
    limit = None
    if len(a) == 2:
        n = a[1]
        if type(n) is not Integer or n.value < 0:
            return None
        limit = n.value
    return "\n".join(_tree_block(a[0], fmt, 0, limit))
