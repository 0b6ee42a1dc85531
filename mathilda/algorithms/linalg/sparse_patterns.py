"""Cases, Position, Count, MemberQ and FreeQ on a sparse array: as on the array it stands
for, without making it dense (the bodies of SparseArray's up-values for those heads,
builtins/linalg/sparse_lists.py).

The array's levels are its own: level 0 is the sparse array, levels 1 .. rank-1 its
subarrays (sparse arrays, as Part gives them), level rank its elements, and deeper levels
the parts of the elements.  The heads of the array's levels are not parts (a sparse array
is a raw object holding no Lists); the parts of the elements are walked as
``walk_levels`` walks any expression (Heads as asked).  The order is Level's: depth
first, the parts of a node before the node.

All the implicit elements are the default, and all the implicit subarrays of one level
are alike, so what a pattern finds in them is found once and repeated: only where the
default (or an implicit subarray) matches does the walk visit every position, and Count,
MemberQ and FreeQ multiply instead of visiting."""

from mathilda.algorithms.lists.common import StopWalk, matcher, walk_levels
from mathilda.algorithms.linalg.sparse import SparseArrayExpr
from mathilda.core.levels import INF, depth, in_levels


class _Scan:
    """One walk of sparse array ``s`` for the subexpressions at levels lo..hi matching
    ``pred``."""

    def __init__(self, ev, s, pred, lo, hi, heads):
        self.ev = ev
        self.s = s
        self.pred = pred
        self.lo, self.hi, self.heads = lo, hi, heads
        self.rank = len(s.dims)
        self._implicit = {}          # level -> [(relative position, expr)] of an implicit part
        self._icount = {}            # level -> the count in an implicit part
        self._edepth = None

    # --- the levels of an element -----------------------------------------------------------

    def _element_levels(self):
        """(lo, hi) for walking an element's own subexpressions, or None if none are in
        the levels."""
        lo, hi, r = self.lo, self.hi, self.rank
        elo = max(lo - r, 0) if lo >= 0 else lo
        if hi == INF or hi < 0:
            ehi = hi
        else:
            ehi = hi - r
            if ehi < 0:
                return None
        return elo, ehi

    def element(self, e):
        """[(position within e, sub)] of the matches in element e (e itself included)."""
        lv = self._element_levels()
        if lv is None:
            return []
        out = []
        pred = self.pred

        def visit(sub, p):
            if pred(sub):
                out.append((p, sub))
        walk_levels(e, lv[0], lv[1], self.heads, visit, with_pos=True)
        return out

    # --- the array's own levels ---------------------------------------------------------

    def _node_depth(self, k):
        if self._edepth is None:
            vals = list(self.s.nz.values()) + [self.s.default]
            self._edepth = max(depth(v) for v in vals)
        return self.rank - k + self._edepth

    def _node_in_levels(self, k):
        need = self.lo < 0 or self.hi < 0
        return in_levels(k, self._node_depth(k) if need else 0, self.lo, self.hi)

    def _node(self, k, entries):
        if k == 0:
            return self.s
        return SparseArrayExpr(self.s.dims[k:], self.s.default, dict(entries))

    def implicit(self, k):
        """[(relative position, expr)] of the matches in an implicit part at level k (all
        of its elements the default)."""
        r = self._implicit.get(k)
        if r is not None:
            return r
        if k == self.rank:
            r = self.element(self.s.default)
        else:
            r = []
            sub = self.implicit(k + 1)
            if sub:
                for i in range(self.s.dims[k]):
                    self.ev.check_interrupt()
                    r.extend(((i,) + p, x) for p, x in sub)
            if self._node_in_levels(k):
                node = self._node(k, {})
                if self.pred(node):
                    r.append(((), node))
        self._implicit[k] = r
        return r

    def walk(self, emit):
        """Call ``emit(position tuple, expr)`` for every match, in Level's order (emit may
        raise StopWalk)."""
        try:
            self._walk(0, (), self.s.nz, emit)
        except StopWalk:
            pass

    def _walk(self, k, prefix, entries, emit):
        if k == self.rank:
            e = entries.get((), self.s.default)
            for p, x in self.element(e):
                emit(prefix + p, x)
            return
        children = {}
        for key, v in entries.items():
            children.setdefault(key[0], {})[key[1:]] = v
        if self.implicit(k + 1):
            for i in range(self.s.dims[k]):
                self.ev.check_interrupt()
                c = children.get(i)
                if c is not None:
                    self._walk(k + 1, prefix + (i,), c, emit)
                else:
                    for p, x in self.implicit(k + 1):
                        emit(prefix + (i,) + p, x)
        else:
            for i in sorted(children):
                self._walk(k + 1, prefix + (i,), children[i], emit)
        if self._node_in_levels(k):
            node = self._node(k, entries)
            if self.pred(node):
                emit(prefix, node)

    # --- counting -------------------------------------------------------------------------

    def implicit_count(self, k):
        r = self._icount.get(k)
        if r is None:
            if k == self.rank:
                r = len(self.element(self.s.default))
            else:
                r = self.s.dims[k] * self.implicit_count(k + 1)
                if self._node_in_levels(k) and self.pred(self._node(k, {})):
                    r += 1
            self._icount[k] = r
        return r

    def count(self, k=0, entries=None):
        if entries is None:
            entries = self.s.nz
        if k == self.rank:
            return len(self.element(entries.get((), self.s.default)))
        children = {}
        for key, v in entries.items():
            children.setdefault(key[0], {})[key[1:]] = v
        n = sum(self.count(k + 1, c) for c in children.values())
        n += (self.s.dims[k] - len(children)) * self.implicit_count(k + 1)
        if self._node_in_levels(k) and self.pred(self._node(k, entries)):
            n += 1
        return n


def matches(ev, s, patt, lo, hi, heads, limit=None):
    """[(1-based position tuple, expr)] of the subexpressions of s at levels lo..hi that
    match patt (at most limit of them)."""
    out = []

    def emit(p, x):
        out.append((tuple(i + 1 for i in p[:_array_part(p, s)]) + p[_array_part(p, s):], x))
        if limit is not None and len(out) >= limit:
            raise StopWalk()
    if limit == 0:
        return out
    _Scan(ev, s, matcher(ev, patt), lo, hi, heads).walk(emit)
    return out


def _array_part(p, s):
    """How many leading indices of a position are array indices (0-based here)."""
    return min(len(p), len(s.dims))


def count(ev, s, patt, lo, hi, heads):
    """The number of subexpressions of s at levels lo..hi matching patt."""
    return _Scan(ev, s, matcher(ev, patt), lo, hi, heads).count()
