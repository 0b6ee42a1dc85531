"""Neighbourhoods of the cells of a nested-List array (ArrayFilter).

    neighborhood_calls(f, array, dims, offsets, mask, padding)
        the nested List of f[block] for every cell (or, with padding None, every cell whose
        whole neighbourhood lies inside the array)

``offsets`` is one range of offsets per filtered dimension (range(-r, r + 1) for a range-r
block; a template of width w has offsets -(w // 2) .. w - 1 - w // 2, so an even width
reaches further back than forward).  ``mask`` is None or a function of an offset tuple that
is False where the template has a 0 (the block then holds Missing[] there).  ``padding`` is
"Fixed" (repeat the edge), "Periodic", None (smaller result), or an Expr used for cells
outside the array.
"""

from mathilda.core.expr import Expression, S

__all__ = ["neighborhood_calls", "template_offsets"]

_MISSING = Expression(S.Missing, ())


def template_offsets(width):
    lo = -(width // 2)
    return range(lo, lo + width)


def _cell(array, index):
    x = array
    for i in index:
        x = x.args[i]
    return x


def neighborhood_calls(f, array, dims, offsets, mask, padding, check=None):
    d = len(dims)
    if padding is None:
        centres = [range(-o.start, n - (o.stop - 1)) for o, n in zip(offsets, dims)]
    else:
        centres = [range(n) for n in dims]
    fixed = padding == "Fixed"
    periodic = padding == "Periodic"

    def value(index):
        inside = []
        for i, n in zip(index, dims):
            if 0 <= i < n:
                inside.append(i)
            elif fixed:
                inside.append(0 if i < 0 else n - 1)
            elif periodic:
                inside.append(i % n)
            else:
                return padding
        return _cell(array, inside)

    def block(centre):
        def rec(level, offs):
            if level == d:
                if mask is not None and not mask(offs):
                    return _MISSING
                return value([c + o for c, o in zip(centre, offs)])
            return Expression(S.List, tuple(rec(level + 1, offs + (o,))
                                            for o in offsets[level]))
        return rec(0, ())

    def build(level, prefix):
        if level == d:
            if check is not None:
                check()
            return Expression(f, (block(prefix),))
        return Expression(S.List, tuple(build(level + 1, prefix + (i,))
                                        for i in centres[level]))
    return build(0, ())
