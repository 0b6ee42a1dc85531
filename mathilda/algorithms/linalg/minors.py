"""Combinatorial matrix functions on rows of Exprs or Python numbers: the index sets of
minors, the permanent (Ryser's formula for exact numbers, the permutation expansion for
symbolic entries), Sylvester's Hadamard matrices and the Levi-Civita symbol.

Nothing here evaluates: builtins/linalg/minors.py and builtins/linalg/named_matrices.py
build the expressions and evaluate them once."""

from itertools import combinations, permutations


def index_sets(n, k):
    """The k-subsets of range(n) in lexicographic order (Subsets[Range[n], {k}])."""
    return list(combinations(range(n), k))


def submatrix(rows, ri, ci):
    return [[rows[i][j] for j in ci] for i in ri]


def ryser_permanent(a):
    """The permanent of a square matrix of ints or Fractions, by Ryser's formula with the
    subsets in Gray-code order (O(2^n n) operations)."""
    n = len(a)
    if n == 0:
        return 1
    sums = [0] * n               # the row sums over the current column subset
    total = 0
    prev = 0
    for k in range(1, 1 << n):
        gray = k ^ (k >> 1)
        changed = gray ^ prev
        j = changed.bit_length() - 1
        add = gray & changed
        for i in range(n):
            sums[i] += a[i][j] if add else -a[i][j]
        prev = gray
        size = bin(gray).count("1")
        p = 1
        for s in sums:
            p *= s
            if p == 0:
                break
        total += -p if (n - size) % 2 else p
    return total


def permanent_terms(n):
    """The permutations of range(n), each the column chosen for row i."""
    return permutations(range(n))


def sylvester_hadamard(n):
    """The n x n Sylvester Hadamard matrix (n a power of 2) of +1/-1 ints: H[i][j] is
    (-1)^popcount(i & j), the natural (Kronecker power) ordering."""
    return [[-1 if bin(i & j).count("1") % 2 else 1 for j in range(n)] for i in range(n)]


def permutation_sign(p):
    """+1, -1 for a permutation of range(n) given as a sequence; 0 if it repeats a value."""
    p = list(p)
    if len(set(p)) != len(p):
        return 0
    sign = 1
    seen = [False] * len(p)
    for i in range(len(p)):
        if seen[i]:
            continue
        j, length = i, 0
        while not seen[j]:
            seen[j] = True
            j = p[j]
            length += 1
        if length % 2 == 0:
            sign = -sign
    return sign


def levi_civita_entries(n):
    """(position (1-based tuple), sign) for every nonzero entry of the rank-n Levi-Civita
    tensor, positions in lexicographic order."""
    return [(tuple(i + 1 for i in p), permutation_sign(p)) for p in permutations(range(n))]


def bit_reverse(i, bits):
    r = 0
    for _ in range(bits):
        r = (r << 1) | (i & 1)
        i >>= 1
    return r


def hadamard_rows(n, order):
    """The +1/-1 rows of the n x n Walsh-Hadamard matrix (n a power of 2) in the order
    "Sequency" (Walsh: k sign changes in row k), "BitComplement" (Sylvester, natural) or
    "GrayCode" (Paley, dyadic: the Sylvester row of the bit-reversed index)."""
    syl = sylvester_hadamard(n)
    if order == "BitComplement":
        return syl
    bits = n.bit_length() - 1
    if order == "GrayCode":
        return [syl[bit_reverse(i, bits)] for i in range(n)]
    return [syl[bit_reverse(k ^ (k >> 1), bits)] for k in range(n)]
