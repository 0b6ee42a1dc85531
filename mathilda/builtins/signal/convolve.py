"""ListConvolve and ListCorrelate: every form of the reference pages (alignments k and
{kL, kR} per dimension or for all, padding p, {p1, p2, ...}, {}, the cyclic default, the
generalised g and h, the level lev) in any number of dimensions.

Arrays of machine numbers and of integers (exactly, while the sums fit in 64 bits) are done
on NumPy buffers through SciPy's convolve (FFT or direct, whichever is faster); anything else
(exact fractions, symbols, padding {}, other g and h) term by term through the evaluator.
The index arithmetic is in mathilda.algorithms.signal.convolve.
"""

import itertools

from mathilda.algorithms.build import plus, times
from mathilda.algorithms.signal.convolve import numeric, output_range, source_index
from mathilda.core.expr import Expression, Integer, S
from mathilda.core.registry import builtin

_MESSAGES = {
    "kspec": "Alignment specification `1` for the kernel `2` should be a nonzero integer or a "
             "pair of nonzero integers no larger than the length of the kernel.",
    "ohp": "Overhang parameters `1` should be a nonzero integer, a list of nonzero integers "
           "or a list of lists of nonzero integers.",
    "arrl": "The kernel `1` and the list `2` should be arrays, the list at least as deep as "
            "the convolution's rank `3`.",
}


def _is_list(x):
    return isinstance(x, Expression) and x.head is S.List


def _dims(x, limit=None):
    """The dimensions of x as a full array (to depth limit at most)."""
    shape = []
    level = [x]
    while (limit is None or len(shape) < limit) and all(_is_list(e) for e in level):
        lens = {len(e.args) for e in level}
        if len(lens) != 1 or 0 in lens:
            break
        shape.append(lens.pop())
        level = [a for e in level for a in e.args]
    return tuple(shape)


def _element(x, idx):
    for i in idx:
        x = x.args[i]
    return x


def _alignments(ev, name, spec, ker, m):
    """[(kL, kR) per dimension] as positive 1-based indices, or None after a message."""
    r = len(m)

    def one(k, d):
        if type(k) is not Integer:
            return None
        v = k.value
        if v == 0 or abs(v) > m[d]:
            return False
        return v if v > 0 else m[d] + 1 + v

    def bad_form():
        ev.message(name, "ohp", spec)
        return None

    if type(spec) is Integer:
        pairs = [(spec, spec)] * r
    elif _is_list(spec) and len(spec.args) == 2 and all(type(k) is Integer for k in spec.args):
        pairs = [(spec.args[0], spec.args[1])] * r
    elif _is_list(spec) and len(spec.args) == 2 and all(
            _is_list(p) and len(p.args) == r for p in spec.args):
        pairs = list(zip(spec.args[0].args, spec.args[1].args))
    elif _is_list(spec) and len(spec.args) == r and r > 1 and all(
            type(k) is Integer for k in spec.args):
        pairs = [(k, k) for k in spec.args]
    else:
        return bad_form()
    out = []
    for d, (a, b) in enumerate(pairs):
        ka, kb = one(a, d), one(b, d)
        if ka is None or kb is None:
            return bad_form()
        if ka is False or kb is False:
            ev.message(name, "kspec", spec, ker)
            return None
        out.append((ka, kb))
    return out


def _numpy(x):
    from mathilda.core.packed import to_numpy
    if hasattr(type(x), "array"):
        return x.array
    arr = to_numpy(x)
    if arr is None or arr.dtype.kind not in "ifc":
        return None
    return arr


def _fast(ev, ker, x, al, pad, r):
    """The NumPy path, or None."""
    k = _numpy(ker)
    a = _numpy(x)
    if k is None or a is None or k.ndim != r or a.ndim < r:
        return None
    p = None
    if pad is not None:
        p = _numpy(pad) if _is_list(pad) else _numpy(Expression(S.List, (pad,)))
        if p is None:
            return None
        if not _is_list(pad):
            p = p.reshape(())
        elif p.ndim != r and not (r == 1 and p.ndim == a.ndim):
            return None
    size = 1
    for d in range(r):
        size *= max(0, a.shape[d] - al[d][1] + al[d][0])
    if not ev.check_size(size * max(1, a[(0,) * r].size if a.ndim > r else 1), "ListConvolve"):
        return None
    out = numeric(k, a, [kl for kl, _ in al], [kr for _, kr in al], p)
    if out is None:
        return None
    from mathilda.core.packed import from_numpy
    if out.size == 0:
        return Expression(S.List, ())
    return ev.final(from_numpy(out))


def _general(ev, ker, x, al, pad, g, h, m, n, convolve):
    """Term by term: h[g[ker[r], x[t + r]], ...] over the kernel positions (a convolution's
    kernel arrives reversed: its terms are listed in the order of the original kernel)."""
    r = len(m)
    ranges = [list(output_range(n[d], al[d][0], al[d][1])) for d in range(r)]
    if any(not rg for rg in ranges):
        return Expression(S.List, ())
    if pad is None:
        plen = [None] * r
        pad_array = None
    elif _is_list(pad) and not pad.args:
        plen = [0] * r
        pad_array = None
    elif _is_list(pad):
        pd = _dims(pad, r)
        if len(pd) < r:
            plen = [1] * r
            pad_array = ("elem", pad)                # a padding element that is a list
        else:
            plen = list(pd)
            pad_array = ("array", pad)
    else:
        plen = [1] * r
        pad_array = ("elem", pad)
    kidx = list(itertools.product(*[range(md) for md in m]))
    if convolve:
        kidx.reverse()
    default = g is S.Times and h is S.Plus

    def value_at(t):
        terms = []
        for ki in kidx:
            src = []
            is_pad = False
            for d in range(r):
                s = source_index(t[d] + ki[d] + 1, n[d], plen[d])
                if s is None:
                    break
                src.append(s[1])
                is_pad = is_pad or s[0] == "pad"
            else:
                if is_pad:
                    if pad_array[0] == "elem":
                        e = pad_array[1]
                    else:
                        # the padding array cyclically; the list's own entries where inside
                        e = _element(pad_array[1], [
                            (t[d] + ki[d]) % plen[d] for d in range(r)])
                else:
                    e = _element(x, src)
                kv = _element(ker, ki)
                terms.append(times(kv, e) if default else Expression(g, (kv, e)))
                continue
        if default:
            return plus(*terms) if terms else Integer(0)
        return Expression(h, tuple(terms))

    def build(d, prefix):
        if d == r:
            ev.check_interrupt()
            return value_at(prefix)
        return Expression(S.List, tuple(build(d + 1, prefix + [t]) for t in ranges[d]))
    return ev.evaluate(build(0, []))


def _reverse(ker, depth):
    if depth == 0 or not _is_list(ker):
        return ker
    return Expression(S.List, tuple(_reverse(a, depth - 1) for a in reversed(ker.args)))


def _filter(ev, expr, name, convolve):
    args = expr.args
    if len(args) == 5:
        return None
    ker, x = args[0], args[1]
    if not _is_list(ker) or not _is_list(x):
        return None
    lev = None
    if len(args) == 7:
        if type(args[6]) is not Integer or args[6].value < 1:
            return None
        lev = args[6].value
    m = _dims(ker, lev)
    if not m or (lev is not None and len(m) < lev):
        ev.message(name, "arrl", ker, x, Integer(lev or len(m) or 1))
        return None
    r = len(m)
    n = _dims(x, r)
    if len(n) < r:
        ev.message(name, "arrl", ker, x, Integer(r))
        return None
    if len(args) >= 3:
        al = _alignments(ev, name, args[2], ker, m)
        if al is None:
            return None
    else:
        al = [(md, 1) if convolve else (1, md) for md in m]     # no overhangs
    pad = args[3] if len(args) >= 4 else None
    g = args[4] if len(args) >= 6 else S.Times
    h = args[5] if len(args) >= 6 else S.Plus
    if convolve:                 # convolution: correlation with the kernel reversed
        ker = _reverse(ker, r)
        al = [(md + 1 - kl, md + 1 - kr) for md, (kl, kr) in zip(m, al)]
    if g is S.Times and h is S.Plus and not (_is_list(pad) and not pad.args):
        out = _fast(ev, ker, x, al, pad, r)
        if out is not None:
            return out
    return _general(ev, ker, x, al, pad, g, h, m, n, convolve)


_USAGE = ("%(n)s[ker, list] forms the %(w)s of the kernel ker with list (no overhangs: "
          "Sum[ker[[r]] list[[%(i)s]], r]). %(n)s[ker, list, k] forms the cyclic %(w)s "
          "with the kth element of ker aligned with each element of list; %(n)s[ker, list, "
          "{kL, kR}] puts ker[[kL]] list[[1]] in the first element and ker[[kR]] list[[-1]] "
          "in the last; %(n)s[ker, list, klist, p] pads with p ({p1, p2, ...}: cyclically; "
          "{}: no padding) instead of wrapping around; %(n)s[ker, list, klist, padding, g, "
          "h] uses g for Times and h for Plus; a last argument lev sets the level. Kernels "
          "and lists may be arrays of any rank.")


@builtin("ListConvolve", nargs=(2, 7), messages=_MESSAGES,
         usage=_USAGE % {"n": "ListConvolve", "w": "convolution", "i": "s - r + m"},
         examples=[("ListConvolve[{x, y}, {a, b, c}]", "{b x + a y, c x + b y}"),
                   ("ListConvolve[{1, 1}, {1, 2, 3, 4}]", "{3, 5, 7}"),
                   ("ListConvolve[{x, y}, {a, b, c}, 1]", "{a x + c y, b x + a y, c x + b y}"),
                   ("ListConvolve[{1, 2}, {1, 0, 0}, {1, -1}, 0]", "{1, 2, 0, 0}"),
                   ("ListConvolve[{x, y, z}, {a, b, c, d, e}, 2]",
                    "{b x + a y + e z, c x + b y + a z, d x + c y + b z, e x + d y + c z, "
                    "a x + e y + d z}"),
                   ("ListConvolve[{{1, 1}, {1, 1}}, {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}}]",
                    "{{12, 16}, {24, 28}}"),
                   ("ListConvolve[{x, y}, {a, b, c}, {1, -1}, 0, f, g]",
                    "{g[f[x, a], f[y, 0]], g[f[x, b], f[y, a]], g[f[x, c], f[y, b]], "
                    "g[f[x, 0], f[y, c]]}")])
def list_convolve(ev, expr):
    return _filter(ev, expr, "ListConvolve", True)


@builtin("ListCorrelate", nargs=(2, 7), messages=_MESSAGES,
         usage=_USAGE % {"n": "ListCorrelate", "w": "correlation", "i": "s + r - 1"},
         examples=[("ListCorrelate[{x, y}, {a, b, c}]", "{a x + b y, b x + c y}"),
                   ("ListCorrelate[{1, -1}, {1, 4, 9, 16}]", "{-3, -5, -7}"),
                   ("ListCorrelate[{x, y}, {a, b, c}, 1]", "{a x + b y, b x + c y, c x + a y}"),
                   ("ListCorrelate[{x, y}, {a, b, c}, {-1, 1}, 0]",
                    "{a y, a x + b y, b x + c y, c x}"),
                   ("ListCorrelate[{x, y}, {a, b, c}, {-1, 1}, {}, f, g]",
                    "{g[f[y, a]], g[f[x, a], f[y, b]], g[f[x, b], f[y, c]], g[f[x, c]]}"),
                   ("ListCorrelate[{1, 2}, {1, 2, 3}, 3]", "ListCorrelate[{1, 2}, {1, 2, 3}, 3]",
                    ["ListCorrelate::kspec: Alignment specification 3 for the kernel {1, 2} "
                     "should be a nonzero integer or a pair of nonzero integers no larger "
                     "than the length of the kernel."])])
def list_correlate(ev, expr):
    return _filter(ev, expr, "ListCorrelate", False)
