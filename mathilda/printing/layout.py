"""Two-dimensional text blocks for OutputForm: the pictures of Subscript, Superscript,
Overscript, ... and the joining of several-line pieces into one line of an expression.

A block is the text of its lines joined by ``\\n``; ``Block`` (a ``str``) also carries the
index of its *baseline*, the line that lines up with the text around it (``x`` in
``Superscript[x, 2]``, whose picture is `` 2`` over ``x``: baseline 1).  A plain string of
several lines (MatrixForm, TableForm, BaseForm) has its baseline on its first line.

``hjoin(pieces)`` lays pieces side by side with their baselines on one row, so that
``{Subscript[x, 1], y}`` prints as ``{x , y}`` over `` 1`` (Wolfram's OutputForm), and a
MatrixForm inside a list stays a block instead of breaking the line it is in.

The script layouts follow Wolfram's OutputForm: a subscript starts below the last line of
its base, right of it; a superscript ends above the first line of its base; over- and
underscripts are centred over and under the base.
"""

__all__ = ["Block", "lines_of", "hjoin", "subsuperscript", "overunder", "stack"]


class Block(str):
    """Text of several lines with the index of its baseline."""

    __slots__ = ("baseline",)

    def __new__(cls, lines, baseline=0):
        b = str.__new__(cls, "\n".join(line.rstrip() for line in lines))
        b.baseline = baseline
        return b


def lines_of(text):
    """(lines, baseline, width) of a piece of text."""
    lines = text.split("\n")
    return lines, getattr(text, "baseline", 0), max(len(line) for line in lines)


def _block(lines, baseline):
    return Block(lines, baseline) if len(lines) > 1 else lines[0]


def hjoin(pieces):
    """The pieces (strings, some of several lines) side by side, baselines aligned."""
    parts = []
    run = []
    for p in pieces:
        if "\n" in p:
            if run:
                parts.append(("".join(run),))
                run = []
            parts.append(lines_of(p))
        else:
            run.append(p)
    if run:
        parts.append(("".join(run),))
    up = max(p[1] if len(p) > 1 else 0 for p in parts)
    down = max(len(p[0]) - p[1] - 1 if len(p) > 1 else 0 for p in parts)
    rows = [[] for _ in range(up + down + 1)]
    for p in parts:
        if len(p) == 1:
            for i, r in enumerate(rows):
                r.append(p[0] if i == up else " " * len(p[0]))
            continue
        lines, base, width = p
        top = up - base
        for i, r in enumerate(rows):
            k = i - top
            r.append((lines[k] if 0 <= k < len(lines) else "").ljust(width))
    return _block(["".join(r) for r in rows], up)


def subsuperscript(base, sub=None, sup=None):
    """The block of ``base`` with ``sub`` below its right end and ``sup`` above it (each
    text, or None)."""
    blines, bbase, bw = lines_of(base)
    above = lines_of(sup)[0] if sup is not None else []
    below = lines_of(sub)[0] if sub is not None else []
    lines = [" " * bw + s for s in above] + [line.ljust(bw) for line in blines] + \
        [" " * bw + s for s in below]
    return _block(lines, bbase + len(above))


def overunder(base, under=None, over=None):
    """``over`` centred above ``base`` and ``under`` centred below it (text or None)."""
    blines, bbase, bw = lines_of(base)
    parts = [lines_of(t) for t in (over, base, under) if t is not None]
    width = max(p[2] for p in parts)

    def centred(ls, w):
        pad = (width - w) // 2
        return [" " * pad + line for line in ls]

    lines = []
    top = 0
    if over is not None:
        o = lines_of(over)
        lines += centred(o[0], o[2])
        top = len(o[0])
    lines += centred(blines, bw)
    if under is not None:
        u = lines_of(under)
        lines += centred(u[0], u[2])
    return _block(lines, top + bbase)


def stack(texts, align="Left", gap=0, baseline=0):
    """Texts one above the other (``gap`` blank lines between them), aligned Left, Center
    or Right; the baseline is that of the first line of text ``baseline``."""
    blocks = [lines_of(t) for t in texts]
    if not blocks:
        return ""
    width = max(b[2] for b in blocks)
    lines = []
    base = 0
    for i, (ls, _, w) in enumerate(blocks):
        if i and gap:
            lines += [""] * gap
        if i == baseline:
            base = len(lines)
        pad = width - w
        left = pad if align == "Right" else pad // 2 if align == "Center" else 0
        lines += [" " * left + line for line in ls]
    return _block(lines, base)
