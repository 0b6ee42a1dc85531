"""Comparing two sequences (Python strings or lists of hashable items).

    levenshtein(a, b, tick)           edit distance (insertions, deletions, substitutions)
    damerau_levenshtein(a, b, tick)   the same with transpositions of adjacent elements
                                      (the unrestricted distance, Lowrance-Wagner)
    longest_common_run(a, b, tick)    (start in a, start in b, length) of the longest
                                      contiguous common run, earliest in a on ties (a
                                      suffix automaton: linear time)
    longest_common_sequence(a, b, tick)   indices (in a) of a longest common subsequence of
                                      elements not necessarily contiguous
    longest_ordered(items, le)        indices of the longest ordered subsequence (le(x, y):
                                      y may follow x), earliest on ties
    align(a, b, score, gap, local, tick)   an optimal global (Needleman-Wunsch) or local
                                      (Smith-Waterman) alignment with an affine gap cost
                                      (Gotoh): (score, ops) with ops a list of
                                      ("=", i, j) / ("x", i, j) / ("-", i, None) / ("+", None, j)
    segments(a, b, ops, merge)        the ops as Wolfram's SequenceAlignment segments:
                                      ("same", a-slice) or ("diff", a-slice, b-slice)

``tick()`` is called once a row so that a long computation can be interrupted.
"""

__all__ = ["levenshtein", "damerau_levenshtein", "longest_common_run",
           "longest_common_sequence", "longest_ordered", "align", "segments"]


def _noop():
    pass


def levenshtein(a, b, tick=_noop):
    """Myers' bit-parallel algorithm (Hyyro's formulation): the shorter sequence is the
    pattern, one bit per element in Python integers, one step per element of the longer
    one -- O(len(a) len(b) / 64) word operations, done by the big-integer arithmetic."""
    if len(a) > len(b):
        a, b = b, a
    m = len(a)
    if m == 0:
        return len(b)
    peq = {}
    for i, c in enumerate(a):
        peq[c] = peq.get(c, 0) | (1 << i)
    mask = (1 << m) - 1
    high = 1 << (m - 1)
    pv, mv, score = mask, 0, m
    for k, c in enumerate(b):
        if not k & 1023:
            tick()
        eq = peq.get(c, 0)
        xv = eq | mv
        xh = (((eq & pv) + pv) ^ pv) | eq
        ph = (mv | ~(xh | pv)) & mask
        mh = pv & xh
        if ph & high:
            score += 1
        elif mh & high:
            score -= 1
        ph = ((ph << 1) | 1) & mask
        mh = (mh << 1) & mask
        pv = (mh | ~(xv | ph)) & mask
        mv = ph & xv
    return score


def damerau_levenshtein(a, b, tick=_noop):
    n, m = len(a), len(b)
    big = n + m
    last_row = {}
    d = [[big] * (m + 2) for _ in range(n + 2)]
    for i in range(n + 1):
        d[i + 1][0] = big
        d[i + 1][1] = i
    for j in range(m + 1):
        d[0][j + 1] = big
        d[1][j + 1] = j
    for i in range(1, n + 1):
        tick()
        last_col = 0
        ai = a[i - 1]
        for j in range(1, m + 1):
            bj = b[j - 1]
            k = last_row.get(bj, 0)
            l_ = last_col
            cost = 0 if ai == bj else 1
            if cost == 0:
                last_col = j
            d[i + 1][j + 1] = min(d[i][j] + cost, d[i + 1][j] + 1, d[i][j + 1] + 1,
                                  d[k][l_] + (i - k - 1) + 1 + (j - l_ - 1))
        last_row[ai] = i
    return d[n + 1][m + 1]


def longest_common_run(a, b, tick=_noop):
    """A suffix automaton of b, then one scan of a: O(len(a) + len(b)) steps.  The first
    longest run in a is kept (a later one must be strictly longer); its place in b is the
    first occurrence there (each automaton state keeps the first end position of its
    strings)."""
    if not a or not b:
        return (0, 0, 0)
    link, length, first = [-1], [0], [-1]
    trans = [{}]
    last = 0
    for pos, c in enumerate(b):
        if not pos & 4095:
            tick()
        cur = len(length)
        length.append(length[last] + 1)
        link.append(-1)
        first.append(pos)
        trans.append({})
        p = last
        while p != -1 and c not in trans[p]:
            trans[p][c] = cur
            p = link[p]
        if p == -1:
            link[cur] = 0
        else:
            q = trans[p][c]
            if length[p] + 1 == length[q]:
                link[cur] = q
            else:
                clone = len(length)
                length.append(length[p] + 1)
                link.append(link[q])
                first.append(first[q])
                trans.append(dict(trans[q]))
                while p != -1 and trans[p].get(c) == q:
                    trans[p][c] = clone
                    p = link[p]
                link[q] = clone
                link[cur] = clone
        last = cur
    best = (0, 0, 0)
    state, run = 0, 0
    for i, c in enumerate(a):
        if not i & 4095:
            tick()
        while state and c not in trans[state]:
            state = link[state]
            run = length[state]
        if c in trans[state]:
            state = trans[state][c]
            run += 1
        else:
            state, run = 0, 0
        if run > best[2]:
            # the run a[i-run+1 .. i] ends in b at the first end position of its state
            end_b = first[state]
            best = (i - run + 1, end_b - run + 1, run)
    return best


def longest_common_sequence(a, b, tick=_noop):
    """Indices in a of a longest common subsequence, the earliest elements of a first.
    L[i, j], the LCS length of a[i:] and b[j:], is built a row at a time on NumPy: with
    t[j] = max(L[i+1, j], L[i+1, j+1] + 1 where a[i] == b[j]), the row is the running
    maximum of t from the right.  More than MAX_CELLS cells raise AlignmentTooLarge."""
    from mathilda.core.packed import numpy
    np = numpy()
    n, m = len(a), len(b)
    if not n or not m:
        return []
    if (n + 1) * (m + 1) > MAX_CELLS:
        raise AlignmentTooLarge()
    ids = {}
    ia = [ids.setdefault(x, len(ids)) for x in a]
    ib = np.array([ids.setdefault(y, len(ids)) for y in b])
    L = np.zeros((n + 1, m + 1), dtype=np.int32)
    for i in range(n - 1, -1, -1):
        if not i & 63:
            tick()
        nxt = L[i + 1]
        t = np.where(ib == ia[i], nxt[1:] + 1, nxt[:-1])
        t = np.maximum(t, nxt[:-1])
        L[i, :-1] = np.maximum.accumulate(t[::-1])[::-1]
    out = []
    i = j = 0
    while i < n and j < m:
        if ia[i] == ib[j] and L[i, j] == L[i + 1, j + 1] + 1:
            out.append(i)
            i += 1
            j += 1
        elif L[i + 1, j] >= L[i, j + 1]:
            i += 1
        else:
            j += 1
    return out


def longest_ordered(items, le, tick=_noop):
    """O(n^2) dynamic programme (le is an arbitrary predicate, not a total order)."""
    n = len(items)
    if n == 0:
        return []
    # best[i]: length of the longest ordered sequence starting at i; nxt[i]: its next index
    best = [1] * n
    nxt = [None] * n
    for i in range(n - 1, -1, -1):
        tick()
        for j in range(i + 1, n):
            if best[j] + 1 > best[i] and le(items[i], items[j]):
                best[i] = best[j] + 1
                nxt[i] = j
    top = max(best)
    i = best.index(top)
    out = []
    while i is not None:
        out.append(i)
        i = nxt[i]
    return out


_NEG = float("-inf")


MAX_CELLS = 20_000_000      # score-matrix cells kept for a traceback (three float64 arrays)


class AlignmentTooLarge(Exception):
    """The traceback of an alignment would need more than MAX_CELLS cells."""


def align(a, b, score, gap, local=False, tick=_noop, trace=True):
    """An optimal alignment (see align_python): the score matrices are filled a row at a
    time on NumPy arrays (the insertion state by a prefix maximum along the row), the
    similarity of each pair of distinct elements asked once; the traceback is the same.
    With ``trace=False`` only the score is computed, keeping two rows (any length);
    otherwise more than MAX_CELLS cells raise AlignmentTooLarge."""
    from mathilda.core.packed import numpy
    np = numpy()
    n, m = len(a), len(b)
    if n == 0 and m == 0:
        return 0, []
    ids = {}
    ia = [ids.setdefault(x, len(ids)) for x in a]
    ib = [ids.setdefault(y, len(ids)) for y in b]
    elems = [None] * len(ids)
    for x, k in ids.items():
        elems[k] = x
    used_a, used_b = sorted(set(ia)), sorted(set(ib))
    T = np.zeros((len(ids), len(ids)))
    for u in used_a:
        for v in used_b:
            T[u, v] = score(elems[u], elems[v])
    dele = np.array([score(elems[u], None) for u in range(len(ids))]) if ids else np.zeros(0)
    ins = np.array([score(None, elems[v]) for v in range(len(ids))]) if ids else np.zeros(0)
    ib_arr = np.array(ib, dtype=int)
    ins_b = ins[ib_arr] if m else np.zeros(0)
    C = np.concatenate(([0.0], np.cumsum(ins_b)))         # C[j] = ins of b[:j]
    neg = -np.inf
    if not trace:
        return _score_only(n, m, ia, ib_arr, T, dele, C, gap, local, tick), None
    if (n + 1) * (m + 1) > MAX_CELLS:
        raise AlignmentTooLarge()
    M = np.full((n + 1, m + 1), neg)
    X = np.full((n + 1, m + 1), neg)
    Y = np.full((n + 1, m + 1), neg)
    M[0, 0] = 0.0
    for i in range(n + 1):
        tick()
        if i:
            s_row = T[ia[i - 1], ib_arr] if m else np.zeros(0)
            p = np.maximum(np.maximum(M[i - 1, :-1], X[i - 1, :-1]), Y[i - 1, :-1])
            if local:
                p = np.maximum(p, 0.0)
            M[i, 1:] = p + s_row
            X[i] = np.maximum(np.maximum(M[i - 1] - gap, X[i - 1]), Y[i - 1] - gap) + \
                dele[ia[i - 1]]
        # Y[i, j] = C[j] + max over k < j of (max(M, X)[i, k] - gap - C[k])
        start = np.maximum(M[i], X[i]) - gap - C
        pm = np.maximum.accumulate(start)
        Y[i, 1:] = C[1:] + pm[:-1]
    best = None
    if local:
        k = int(np.argmax(M))           # the first maximum, row by row
        best = (float(M.flat[k]), k // (m + 1), k % (m + 1))
        if not best[0] > 0:
            return 0, []
    return _traceback(a, b, M.tolist(), X.tolist(), Y.tolist(),
                      lambda x, y: score(x, y) if x is None or y is None else
                      T[ids[x], ids[y]], dele[ia].tolist() if n else [],
                      ins_b.tolist(), gap, local, best)


def _score_only(n, m, ia, ib_arr, T, dele, C, gap, local, tick):
    from mathilda.core.packed import numpy
    np = numpy()
    neg = -np.inf
    Mp = np.full(m + 1, neg)
    Xp = np.full(m + 1, neg)
    Yp = np.full(m + 1, neg)
    Mp[0] = 0.0
    best = 0.0
    for i in range(n + 1):
        tick()
        if i:
            Mi = np.full(m + 1, neg)
            p = np.maximum(np.maximum(Mp[:-1], Xp[:-1]), Yp[:-1])
            if local:
                p = np.maximum(p, 0.0)
            Mi[1:] = p + T[ia[i - 1], ib_arr]
            Xi = np.maximum(np.maximum(Mp - gap, Xp), Yp - gap) + dele[ia[i - 1]]
        else:
            Mi, Xi = Mp, Xp
        Yi = np.full(m + 1, neg)
        pm = np.maximum.accumulate(np.maximum(Mi, Xi) - gap - C)
        Yi[1:] = C[1:] + pm[:-1]
        if local and m:
            best = max(best, float(Mi[1:].max()) if i else 0.0)
        Mp, Xp, Yp = Mi, Xi, Yi
    if local:
        return best
    return float(max(Mp[m], Xp[m], Yp[m]))


def align_python(a, b, score, gap, local=False, tick=_noop):
    """Gotoh's algorithm: M (ending in a pair), X (ending in a deletion from a), Y (ending in
    an insertion from b); a gap run of length k costs gap + sum of the per-element scores.
    ``score(x, y)`` gives the similarity of two elements, ``score(x, None)`` of deleting x,
    ``score(None, y)`` of inserting y.  Ties prefer a pair, then a deletion, then an
    insertion, looking back from the end."""
    n, m = len(a), len(b)
    M = [[_NEG] * (m + 1) for _ in range(n + 1)]
    X = [[_NEG] * (m + 1) for _ in range(n + 1)]
    Y = [[_NEG] * (m + 1) for _ in range(n + 1)]
    dele = [score(x, None) for x in a]
    ins = [score(None, y) for y in b]
    M[0][0] = 0
    best = (0, 0, 0)
    for i in range(n + 1):
        tick()
        for j in range(m + 1):
            if i and j:
                p = max(M[i - 1][j - 1], X[i - 1][j - 1], Y[i - 1][j - 1])
                if local and p < 0:
                    p = 0
                M[i][j] = p + score(a[i - 1], b[j - 1])
                if local and M[i][j] > best[0]:
                    best = (M[i][j], i, j)
            if i:
                X[i][j] = max(M[i - 1][j] - gap, X[i - 1][j], Y[i - 1][j] - gap) + dele[i - 1]
            if j:
                Y[i][j] = max(M[i][j - 1] - gap, Y[i][j - 1], X[i][j - 1] - gap) + ins[j - 1]
    return _traceback(a, b, M, X, Y, score, dele, ins, gap, local, best)


def _close(x, y):
    if x == y:
        return True
    if x == _NEG or y == _NEG:
        return False
    return abs(x - y) <= 1e-9 * max(1.0, abs(x), abs(y))


def _traceback(a, b, M, X, Y, score, dele, ins, gap, local, best=None):
    n, m = len(a), len(b)
    if local and best is None:
        best = (0, 0, 0)
        for i in range(1, n + 1):
            row = M[i]
            for j in range(1, m + 1):
                if row[j] > best[0] + 1e-12:
                    best = (row[j], i, j)
    if local:
        sc, i, j = best
        if sc <= 0:
            return 0, []
        state = "M"
    else:
        i, j = n, m
        if n == 0 and m == 0:
            return 0, []
        sc = max(M[n][m], X[n][m], Y[n][m])
        state = "M" if M[n][m] == sc else "X" if X[n][m] == sc else "Y"
    ops = []
    while i > 0 or j > 0:
        if state == "M":
            ops.append(("=" if a[i - 1] == b[j - 1] else "x", i - 1, j - 1))
            t = M[i][j] - score(a[i - 1], b[j - 1])
            i -= 1
            j -= 1
            if local and _close(t, 0):
                break
            if i == 0 and j == 0:
                break
            state = "M" if _close(M[i][j], t) else "X" if _close(X[i][j], t) else "Y"
        elif state == "X":
            ops.append(("-", i - 1, None))
            t = X[i][j] - dele[i - 1]
            i -= 1
            if i == 0 and j == 0:
                break
            state = "X" if _close(X[i][j], t) else "M" if _close(M[i][j] - gap, t) else "Y"
        else:
            ops.append(("+", None, j - 1))
            t = Y[i][j] - ins[j - 1]
            j -= 1
            if i == 0 and j == 0:
                break
            state = "Y" if _close(Y[i][j], t) else "M" if _close(M[i][j] - gap, t) else "X"
    ops.reverse()
    return sc, ops


def segments(a, b, ops, merge=True, local_span=None):
    """Wolfram SequenceAlignment segments for the ops of a global alignment of a and b (or,
    for a local one, of the aligned region with the flanks as differences)."""
    out = []
    ia = ib = 0
    if ops:
        first = ops[0]
        ia0 = first[1] if first[1] is not None else next(
            (o[1] for o in ops if o[1] is not None), len(a))
        ib0 = first[2] if first[2] is not None else next(
            (o[2] for o in ops if o[2] is not None), len(b))
    else:
        ia0, ib0 = len(a), len(b)
    pieces = []             # (kind, a-slice, b-slice)
    if ia0 or ib0:
        pieces.append(("diff", a[:ia0], b[:ib0]))
    ia, ib = ia0, ib0
    for op, i, j in ops:
        if op == "=":
            pieces.append(("same", a[i:i + 1], b[j:j + 1]))
            ia, ib = i + 1, j + 1
        elif op == "x":
            pieces.append(("sub", a[i:i + 1], b[j:j + 1]))
            ia, ib = i + 1, j + 1
        elif op == "-":
            pieces.append(("del", a[i:i + 1], b[:0]))
            ia = i + 1
        else:
            pieces.append(("ins", a[:0], b[j:j + 1]))
            ib = j + 1
    if ia < len(a) or ib < len(b):
        pieces.append(("diff", a[ia:], b[ib:]))
    for kind, x, y in pieces:
        if kind == "same":
            if out and out[-1][0] == "same":
                out[-1] = ("same", out[-1][1] + x)
            else:
                out.append(("same", x))
            continue
        if merge:
            if out and out[-1][0] == "diff":
                out[-1] = ("diff", out[-1][1] + x, out[-1][2] + y)
            else:
                out.append(("diff", x, y))
        else:
            if out and out[-1][0] == "diff" and out[-1][3] == kind:
                out[-1] = ("diff", out[-1][1] + x, out[-1][2] + y, kind)
            else:
                out.append(("diff", x, y, kind))
    return [o[:3] for o in out]
