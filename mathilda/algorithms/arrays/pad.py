"""ArrayPad on nested Lists: every amount form, constant / cyclic / named-scheme padding.

The entry points take already-validated arguments (see ``parse_amounts`` and
``classify_padding``, which raise ``PadError(tag, *args)`` for bad input; the builtin turns
that into an ``ArrayPad::tag`` message):

    pad_fill(array, dims, amounts, block)                  constant or cyclic padding
    pad_scheme(array, dims, amounts, scheme, order, finish) named schemes

``dims`` are the array's full dimensions (at least ``len(amounts)`` of them), ``amounts`` a
list of ``(lo, hi)`` per padded level, outermost first.  Only the first ``K = len(amounts)``
levels are padded; the elements at level K are opaque cells (padding cells there are scalars
for a constant, and whole sub-arrays for a named scheme).

Sharing: the result is built from tuples of the original elements (immutable), so untouched
sub-arrays are shared, identical padding rows are built once, and the inner levels are
assembled by tuple slicing (C speed).  Numeric cells of the linear schemes are computed with
Python numbers (no evaluator call per cell); a cell that involves a non-numeric entry is kept
as an integer linear form ``{entry: coefficient}`` through all levels and turned into one
``Plus[Times[c, entry], ...]`` at the end, which ``finish`` evaluates (and expands).
"""

from fractions import Fraction
from itertools import chain

from mathilda.core.expr import (Atom, Expression, Integer, Rational, Real, S, String,
                                make_rational)
from mathilda.algorithms.arrays.pad_plans import (SCHEMES, NEEDS_TWO, compile_plan, level_plan,
                                                  trim_then_pad)

__all__ = ["PadError", "parse_amounts", "classify_padding", "check_block", "result_dims",
           "pad_fill", "pad_scheme", "check_mindimsize", "MACHINE_INT"]

LIST = S.List
EMPTY = Expression(LIST, ())
MACHINE_INT = 2 ** 63 - 1


class PadError(Exception):
    """Bad input: becomes the message ``ArrayPad::tag`` with ``args``."""

    def __init__(self, tag, *args):
        super().__init__(tag)
        self.tag = tag
        self.args_ = args


# --- argument analysis ----------------------------------------------------------------------

def _machine_int(x):
    return type(x) is Integer and -MACHINE_INT <= x.value <= MACHINE_INT


def _is_list(x):
    return isinstance(x, Expression) and x.head is LIST


def _pair(x):
    """``m`` -> (m, m); ``{m}`` -> (m, m); ``{m, n}`` -> (m, n); else None."""
    if _machine_int(x):
        return (x.value, x.value)
    if _is_list(x) and 1 <= len(x.args) <= 2 and all(_machine_int(a) for a in x.args):
        a = x.args
        return (a[0].value, a[-1].value)
    return None


def parse_amounts(spec, depth):
    """The list of ``(lo, hi)`` per padded level for the amount ``spec`` of an array of
    ``depth`` full levels.  Raises ``PadError("padspec", spec)`` for a malformed spec and
    ``PadError("depth", spec, n)`` for a per-level spec longer than the depth."""
    p = _pair(spec)
    if p is not None:
        return [p] * depth
    if _is_list(spec) and spec.args and all(_is_list(a) for a in spec.args):
        pairs = [_pair(a) for a in spec.args]
        if all(p is not None for p in pairs):
            if len(pairs) > depth:
                raise PadError("depth", spec, len(pairs))
            return pairs
    raise PadError("padspec", spec)


def classify_padding(padding):
    """("const", c) | ("cyclic", block) | ("scheme", name), or PadError("pad", padding)."""
    if type(padding) is String:
        if padding.value in SCHEMES:
            return ("scheme", padding.value)
        raise PadError("pad", padding)
    if _is_list(padding):
        return ("cyclic", padding)
    return ("const", padding)


def check_block(block, levels):
    """A cyclic block must not reach an empty list within the padded levels."""
    stack = [(block, 0)]
    while stack:
        b, k = stack.pop()
        if k >= levels or not _is_list(b):
            continue
        if not b.args:
            raise PadError("cycempty", block)
        if k + 1 < levels:
            stack.extend((c, k + 1) for c in b.args if _is_list(c))


def result_dims(dims, amounts, value_scheme):
    """Dimensions of the result: the padded levels, then the untouched ones.  A named
    scheme leaves an empty level unpadded."""
    out = []
    for k, (lo, hi) in enumerate(amounts):
        L = dims[k]
        if value_scheme:
            start, stop, before, after = trim_then_pad(L, lo, hi)
            out.append(stop - start + before + after if stop > start else 0)
        else:
            out.append(max(0, L + lo + hi))
    return out + list(dims[len(amounts):])


def check_mindimsize(dims, amounts, scheme):
    """True if ``scheme`` may pad these levels (the difference / reflection schemes need
    a level of length at least 2 wherever padding is positive)."""
    if scheme not in NEEDS_TWO:
        return True
    for k, (lo, hi) in enumerate(amounts):
        if lo > 0 or hi > 0:
            start, stop, _before, _after = trim_then_pad(dims[k], lo, hi)
            if stop - start == 1:        # judged on the trimmed length
                return False
    return True


# --- constant and cyclic padding --------------------------------------------------------------

def _blk_at(blk, t):
    if _is_list(blk):
        a = blk.args
        return a[t % len(a)]
    return blk


def pad_fill(array, dims, amounts, block):
    """Pad with a constant (``block`` not a List) or a cyclic block (a List, tiled over the
    index space anchored at the first original element)."""
    K = len(amounts)
    memo = {}

    def fill(k, blk):
        """The padding sub-array for levels k.. under the block element ``blk``."""
        key = (k, id(blk))
        r = memo.get(key)
        if r is not None:
            return r[0]
        L = dims[k]
        lo, hi = amounts[k]
        t0, t1 = -lo, L + hi
        last = k == K - 1
        if t1 <= t0:
            r = EMPTY
        elif not _is_list(blk):
            item = blk if last else fill(k + 1, blk)
            r = Expression(LIST, (item,) * (t1 - t0))
        else:
            items = [_blk_at(blk, t) for t in range(t0, t1)]
            if not last:
                items = [fill(k + 1, b) for b in items]
            r = Expression(LIST, tuple(items))
        memo[key] = (r, blk)          # keep blk alive so its id stays unique
        return r

    def build(node, k, blk):
        L = dims[k]
        lo, hi = amounts[k]
        t0, t1 = -lo, L + hi
        if t1 <= t0:
            return EMPTY
        a0 = max(t0, 0)
        a1 = max(a0, min(t1, L))
        last = k == K - 1
        src = node.args
        if not _is_list(blk):
            nb = max(0, min(0, t1) - t0)
            na = max(0, t1 - max(L, t0))
            if last:
                inside = src[a0:a1] if type(src) is tuple else tuple(src[a0:a1])
                if nb == 0 and na == 0 and a0 == 0 and a1 == L:
                    return node
                return Expression(LIST, (blk,) * nb + inside + (blk,) * na)
            item = fill(k + 1, blk) if (nb or na) else None
            inside = tuple(build(c, k + 1, blk) for c in src[a0:a1])
            return Expression(LIST, (item,) * nb + inside + (item,) * na)
        items = []
        for t in range(t0, min(0, t1)):
            b = _blk_at(blk, t)
            items.append(b if last else fill(k + 1, b))
        if last:
            items.extend(src[a0:a1])
        else:
            items.extend(build(src[t], k + 1, _blk_at(blk, t)) for t in range(a0, a1))
        for t in range(max(L, t0), t1):
            b = _blk_at(blk, t)
            items.append(b if last else fill(k + 1, b))
        return Expression(LIST, tuple(items))

    if K == 0:
        return array
    return build(array, 0, block)


# --- named schemes ----------------------------------------------------------------------------

class _Lin(Atom):
    """A cell that is an integer linear combination of original entries (while padding)."""

    __slots__ = ("d",)

    def __init__(self, d):
        self.d = d


def _num(x):
    """The Python number of a fast numeric entry, or None."""
    t = type(x)
    if t is Integer or t is Rational:
        return x.value
    if t is Real and x.prec is None:
        return x.value
    return None


def _to_expr(v):
    t = type(v)
    if t is int:
        return Integer(v)
    if t is float:
        return Real(v + 0.0)          # + 0.0: never a negative zero
    if t is Fraction:
        return make_rational(v)
    raise TypeError(t)


def _mul(c, v):
    if type(v) is float:
        try:
            return float(c) * v
        except OverflowError:
            return (float("inf") if c > 0 else float("-inf")) * v
    return c * v


def _int_rows(cs, cols):
    """``sum c row`` for rows of Integers only (the common case, at C-ish speed), else
    None."""
    for col in cols:
        for x in col:
            if type(x) is not Integer:
                return None
    vals = [[x.value for x in col] for col in cols]
    if len(vals) == 1:
        c, = cs
        return tuple([Integer(c * u) for u in vals[0]])
    if len(vals) == 2:
        c1, c2 = cs
        return tuple([Integer(c1 * u + c2 * v) for u, v in zip(*vals)])
    acc = [cs[0] * u for u in vals[0]]
    for c, vs in zip(cs[1:], vals[1:]):
        acc = [a + c * u for a, u in zip(acc, vs)]
    return tuple([Integer(a) for a in acc])


class _Combiner:
    """Linear combinations of cells: numbers with Python arithmetic, anything else as a
    linear form (``_Lin``)."""

    def __init__(self):
        self.symbolic = False

    def leaf(self, terms):
        if len(terms) == 2:
            (c1, x1), (c2, x2) = terms
            if type(x1) is Integer and type(x2) is Integer:
                return Integer(c1 * x1.value + c2 * x2.value)
        acc = None
        for c, x in terms:
            t = type(x)
            if t is Integer or t is Rational:
                p = c * x.value
            elif t is Real and x.prec is None:
                p = _mul(c, x.value)
            else:
                return self.linear(terms)
            acc = p if acc is None else acc + p
        return _to_expr(acc)

    def linear(self, terms):
        self.symbolic = True
        d = {}
        for c, x in terms:
            if type(x) is _Lin:
                for k, v in x.d.items():
                    d[k] = d.get(k, 0) + c * v
            else:
                for v, k in _split(x, c):
                    d[k] = d.get(k, 0) + v
        d = {k: v for k, v in d.items() if v}
        if len(d) == 1:
            (k, v), = d.items()
            if v == 1:
                return k
        return _Lin(d)

    def combine(self, terms, depth):
        """``sum c x`` over ``terms`` of sub-arrays of ``depth`` full levels, elementwise."""
        if depth == 0:
            return self.leaf(terms)
        cols = [x.args for _, x in terms]
        cs = [c for c, _ in terms]
        n = len(cols[0])
        if depth == 1:
            row = _int_rows(cs, cols)
            if row is not None:
                return Expression(LIST, row)
            leaf = self.leaf
            return Expression(LIST, tuple(leaf(list(zip(cs, [col[j] for col in cols])))
                                          for j in range(n)))
        return Expression(LIST, tuple(
            self.combine(list(zip(cs, [col[j] for col in cols])), depth - 1)
            for j in range(n)))


def _split(x, c):
    """``c x`` as (coefficient, term) pairs: sums are distributed and numeric factors taken
    into the coefficient (the linear part of Expand)."""
    if isinstance(x, Expression):
        h = x.head
        if h is S.Plus:
            return [p for t in x.args for p in _split(t, c)]
        if h is S.Times and len(x.args) >= 2:
            n = _num(x.args[0])
            if n is not None:
                rest = x.args[1:]
                return _split(rest[0] if len(rest) == 1 else Expression(S.Times, rest),
                              _mul(n, c) if type(n) is float else c * n)
    return [(c, x)]


def lin_to_expr(d):
    """The unevaluated ``Plus[Times[c, e], ...]`` of a linear form."""
    terms = []
    for k, c in d.items():
        if type(k) is _Lin:            # cannot happen: forms are flattened when combined
            raise TypeError("nested linear form")
        terms.append(k if c == 1 and type(c) is int
                     else Expression(S.Times, (_to_expr(c), k)))
    if not terms:
        return Integer(0)
    if len(terms) == 1:
        return terms[0]
    return Expression(S.Plus, tuple(terms))


def _replace_lin(x, finish):
    if type(x) is _Lin:
        return finish(x.d)
    if isinstance(x, Expression) and x.head is LIST and type(x) is Expression:
        args = x.args
        new = tuple(_replace_lin(a, finish) for a in args)
        if any(a is not b for a, b in zip(args, new)):
            return Expression(LIST, new)
    return x


def _concat(parts):
    """One tuple from a few sequences (tuple concatenation is a memcpy; many parts: chain)."""
    if len(parts) > 8:
        return tuple(chain.from_iterable(parts))
    out = ()
    for p in parts:
        out += p if type(p) is tuple else tuple(p)
    return out


def pad_scheme(array, dims, amounts, scheme, order=1, finish=lin_to_expr, check=None):
    """Pad with a named scheme; ``order`` is the InterpolationOrder (None: Infinity).

    Levels are processed outer to inner: the level-k elements (sub-arrays) are extended
    first, combined elementwise, then every element is padded at level k+1.  ``finish``
    turns a linear form ``{entry: coefficient}`` into the final cell (the builtin passes a
    function that evaluates and expands it).  ``check`` (optional) is called now and then
    (interrupts)."""
    K = len(amounts)
    D = len(dims)
    # a level is unchanged when it has no padding or is empty (value schemes leave it)
    ident = [dims[k] == 0 or (lo == 0 and hi == 0) for k, (lo, hi) in enumerate(amounts)]
    # levels k.. all unchanged: the sub-array is shared as it is
    rest_ident = [all(ident[k:]) for k in range(K)] + [True]
    ops = [None] * K                  # compiled lazily: a level never reached costs nothing
    used = [None] * K
    comb = _Combiner()

    def level_ops(k):
        lo, hi = amounts[k]
        o = ops[k] = compile_plan(level_plan(scheme, dims[k], lo, hi, order))
        used[k] = sorted({i for op in o if op[0] == "c" for terms in op[1] for i, _ in terms})
        return o

    def apply(node, k):
        if rest_ident[k]:
            return node
        kids = node.args
        if ident[k]:
            new = kids
        else:
            o = ops[k] or level_ops(k)
            depth = D - k - 1
            vals = None
            if depth == 0 and used[k]:
                # the entries this row's combinations read, if they are all Integers
                vals = {}
                for i in used[k]:
                    x = kids[i]
                    if type(x) is not Integer:
                        vals = None
                        break
                    vals[i] = x.value
            parts = []
            for op in o:
                kind = op[0]
                if kind == "s":
                    parts.append(kids[op[1]])
                elif kind == "r":
                    parts.append((kids[op[1]],) * op[2])
                elif vals is not None:
                    parts.append([Integer(sum([c * vals[i] for i, c in terms]))
                                  for terms in op[1]])
                else:
                    parts.append([comb.combine([(c, kids[i]) for i, c in terms], depth)
                                  for terms in op[1]])
            new = _concat(parts)
        if k + 1 < K and not rest_ident[k + 1]:
            if check is not None:
                check()
            cache = {}
            out = []
            for c in new:
                r = cache.get(id(c))
                if r is None:
                    r = cache[id(c)] = apply(c, k + 1)
                out.append(r)
            new = out
        return Expression(LIST, tuple(new))

    if K == 0:
        return array
    result = apply(array, 0)
    if comb.symbolic:
        result = _replace_lin(result, finish)
    return result
