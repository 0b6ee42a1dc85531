"""Sequence comparison, distances and clustering benchmark.

    python bench/textseq.py
    python bench/textseq.py --rows [--quick]

Through Session evaluation, on random strings over {a, c, g, t} and random real points:
EditDistance (bit-parallel) against python-Levenshtein / rapidfuzz when installed, else
against a plain dynamic programme in Python; LongestCommonSubsequence (suffix automaton),
LongestCommonSequence and SequenceAlignment (row-at-a-time NumPy) alone;
EuclideanDistance on packed vectors and DistanceMatrix against scipy.spatial.distance.cdist;
FindClusters with and without a given number of clusters.
"""

import _common  # first: keeps bench/ off sys.path , puts the repository root first

import random  # noqa: E402

from mathilda import Session  # noqa: E402


def _dp_levenshtein(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


def _other_levenshtein():
    try:
        from rapidfuzz.distance import Levenshtein
        return Levenshtein.distance, "rapidfuzz"
    except ImportError:
        return _dp_levenshtein, "Python DP"


def main():
    rows, quick, _ = _common.flags()
    repeat = 3 if quick else 7
    s = Session()
    rnd = random.Random(1)
    n = 1000
    a = "".join(rnd.choice("acgt") for _ in range(n))
    b = "".join(rnd.choice("acgt") for _ in range(n))
    s.evaluate('a = "%s"; b = "%s";' % (a, b))
    s.evaluate("SeedRandom[1]; u = RandomReal[1, 10^5]; v = RandomReal[1, 10^5]; "
               "pts = RandomReal[1, {1000, 3}];")
    lev, lev_name = _other_levenshtein()
    cases = [
        ("EditDistance 1000 x 1000", "EditDistance[a, b]", lambda: lev(a, b), lev_name),
        ("LongestCommonSubsequence 1000^2", "LongestCommonSubsequence[a, b]", None, ""),
        ("LongestCommonSequence 1000^2", "LongestCommonSequence[a, b]", None, ""),
        ("SequenceAlignment 1000 x 1000", "SequenceAlignment[a, b]", None, ""),
        ("NeedlemanWunschSimilarity 1000^2", "NeedlemanWunschSimilarity[a, b]", None, ""),
        ("EuclideanDistance 10^5 packed", "EuclideanDistance[u, v]", None, ""),
        ("DistanceMatrix 1000 x 3", "DistanceMatrix[pts]", "cdist", "scipy cdist"),
        ("FindClusters 1000 x 3, k = 5", "FindClusters[pts, 5]", None, ""),
        ("FindClusters 1000 x 3, auto k", "FindClusters[pts]", None, ""),
    ]
    for case, text, other, vs in cases:
        def ours(text=text):
            s.evaluate(text)
        if other == "cdist":
            import numpy as np
            from scipy.spatial.distance import cdist
            P = np.array(s.evaluate("pts").to_python())
            other = lambda P=P: cdist(P, P)         # noqa: E731
        if other is not None:
            t_ours, t_other = _common.pair_timings(ours, other, repeat)
        else:
            t_ours, t_other = _common.timings(ours, repeat), None
        if rows:
            _common.row(case[:34], _common.median(t_ours), _common.median(t_other), vs)
        else:
            line = "%-36s %9.4f s" % (case, _common.median(t_ours))
            if t_other is not None:
                line += "   %s %9.4f s" % (vs, _common.median(t_other))
            print(line)


if __name__ == "__main__":
    main()
