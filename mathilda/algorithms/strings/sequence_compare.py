"""Comparing two sequences (Python strings or lists of hashable items).

    levenshtein(a, b, tick)           edit distance (insertions, deletions, substitutions)
    damerau_levenshtein(a, b, tick)   the same with transpositions of adjacent elements
                                      (the unrestricted distance, Lowrance-Wagner)
    longest_common_run(a, b, tick)    (start in a, start in b, length) of the longest
                                      contiguous common run, earliest in a on ties
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
    best = (0, 0, 0)
    prev = [0] * (len(b) + 1)
    for i in range(1, len(a) + 1):
        tick()
        cur = [0] * (len(b) + 1)
        ai = a[i - 1]
        for j in range(1, len(b) + 1):
            if ai == b[j - 1]:
                k = prev[j - 1] + 1
                cur[j] = k
                if k > best[2]:
                    best = (i - k, j - k, k)
        prev = cur
    return best


def longest_common_sequence(a, b, tick=_noop):
    n, m = len(a), len(b)
    # L[i][j]: LCS length of a[i:], b[j:] (built from the end, so that the walk from the
    # start picks the earliest elements of a)
    L = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(n - 1, -1, -1):
        tick()
        row, nxt = L[i], L[i + 1]
        ai = a[i]
        for j in range(m - 1, -1, -1):
            row[j] = nxt[j + 1] + 1 if ai == b[j] else max(nxt[j], row[j + 1])
    out = []
    i = j = 0
    while i < n and j < m:
        if a[i] == b[j] and L[i][j] == L[i + 1][j + 1] + 1:
            out.append(i)
            i += 1
            j += 1
        elif L[i + 1][j] >= L[i][j + 1]:
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


def align(a, b, score, gap, local=False, tick=_noop):
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
            if local and t == 0:
                break
            if i == 0 and j == 0:
                break
            state = "M" if M[i][j] == t else "X" if X[i][j] == t else "Y"
        elif state == "X":
            ops.append(("-", i - 1, None))
            t = X[i][j] - dele[i - 1]
            i -= 1
            if i == 0 and j == 0:
                break
            state = "X" if X[i][j] == t else "M" if M[i][j] - gap == t else "Y"
        else:
            ops.append(("+", None, j - 1))
            t = Y[i][j] - ins[j - 1]
            j -= 1
            if i == 0 and j == 0:
                break
            state = "Y" if Y[i][j] == t else "M" if M[i][j] - gap == t else "X"
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
