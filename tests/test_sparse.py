"""SparseArray as a full citizen: parts and part assignment, Map, Listable functions,
structural operations that keep sparsity, properties -- tables of exact printed results,
and properties that compare every operation with the same operation on Normal[s]."""

from support import check_rows
from mathilda.session import Session

S3 = "s = SparseArray[{{1, 1} -> 1, {2, 2} -> 2}, {3, 3}]; "

ROWS = [
    # part assignment keeps a sparse array
    (S3 + "s[[1, 2]] = 5; s", "SparseArray[<3>, {3, 3}]"),
    (S3 + "s[[1, 2]] = 5; Normal[s]", "{{1, 5, 0}, {0, 2, 0}, {0, 0, 0}}"),
    (S3 + "s[[3]] = {7, 8, 9}; Normal[s]", "{{1, 0, 0}, {0, 2, 0}, {7, 8, 9}}"),
    (S3 + "s[[All, 3]] = x; Normal[s]", "{{1, 0, x}, {0, 2, x}, {0, 0, x}}"),
    (S3 + "s[[All, 1]] = {a, b, c}; Normal[s]", "{{a, 0, 0}, {b, 2, 0}, {c, 0, 0}}"),
    (S3 + "s[[1, 1]] = 0; s", "SparseArray[<1>, {3, 3}]"),
    (S3 + "s[[2 ;; 3, 2 ;; 3]] = 9; Normal[s]", "{{1, 0, 0}, {0, 9, 9}, {0, 9, 9}}"),
    (S3 + "s[[1, 1]] += 10; s[[1, 1]]", "11"),
    (S3 + "s[[4, 1]] = 1", "1", ["Part::partw: Part 4 of SparseArray[<2>, {3, 3}] does "
                                 "not exist."]),
    # parts
    (S3 + "s[[2]]", "SparseArray[<1>, {3}]"),
    (S3 + "Normal[s[[All, 2]]]", "{0, 2, 0}"),
    (S3 + "Normal[s[[{1, 1, 2}, 1 ;; 2]]]", "{{1, 0}, {1, 0}, {0, 2}}"),
    (S3 + "s[[-1, -1]]", "0"),
    (S3 + "s[[0]]", "SparseArray"),
    (S3 + "{s}[[1, 2, 2]]", "2"),
    (S3 + "s[[4]]", "SparseArray[<2>, {3, 3}][[4]]",
     ["Part::partw: Part 4 of SparseArray[<2>, {3, 3}] does not exist."]),
    (S3 + "s[[1, 1, 1]]", "SparseArray[<2>, {3, 3}][[1, 1, 1]]",
     ["Part::partd: Part specification SparseArray[<2>, {3, 3}][[1, 1, 1]] is longer than "
      "depth of object."]),
    ("AtomQ[SparseArray[{1 -> 1}]]", "True"),
    # Map over the values (and the default) or the subarrays
    ("Map[f, SparseArray[{1 -> a, 3 -> b}]]", "SparseArray[<2>, {3}, f[0]]"),
    ("Normal[Map[f, SparseArray[{1 -> a, 3 -> b}]]]", "{f[a], f[0], f[b]}"),
    ("Map[#^2 &, SparseArray[{1 -> 2, 3 -> 3}]]", "SparseArray[<2>, {3}]"),
    ("Normal[Map[f, SparseArray[{{1, 1} -> a}, {2, 2}], {2}]]",
     "{{f[a], f[0]}, {f[0], f[0]}}"),
    ("Map[Reverse, SparseArray[{{1, 1} -> a}, {2, 2}]] // Normal", "{{0, a}, {0, 0}}"),
    ("Apply[f, SparseArray[{1 -> a, 3 -> b}]]", "f[a, 0, b]"),
    ("Apply[Plus, SparseArray[{{1, 1} -> a, {2, 2} -> b}], {1}]", "{a, b}"),
    # Listable functions thread over the elements
    ("Sin[SparseArray[{2 -> Pi/2}, 3]]", "SparseArray[<1>, {3}]"),
    ("Normal[Cos[SparseArray[{2 -> Pi}, 3]]]", "{1, -1, 1}"),
    ("SparseArray[{2 -> 5}, 4] + 1", "SparseArray[<1>, {4}, 1]"),
    ("Normal[SparseArray[{2 -> 5}, 4] + {1, 2, 3, 4}]", "{1, 7, 3, 4}"),
    ("Normal[SparseArray[{{1, 1} -> 1}, {2, 2}] + {a, b}]", "{{1 + a, a}, {b, b}}"),
    ("SparseArray[{2 -> 5}, 4] + {1, 2}", "{1, 2} + SparseArray[<1>, {4}]",
     ["Thread::tdlen: Objects of unequal length in {1, 2} + SparseArray[<1>, {4}] cannot "
      "be combined."]),
    ("3 SparseArray[{{1, 2} -> 1, {3, 4} -> 2}] + x", "SparseArray[<2>, {3, 4}, x]"),
    ("SetAttributes[g, Listable]; Normal[g[SparseArray[{1 -> a}, 2]]]", "{g[a], g[0]}"),
    ("SparseArray[{1., 0., 2.}]", "SparseArray[<2>, {3}]"),
    ("ArrayRules[SparseArray[{1., 0., 2.}]]", "{{1} -> 1., {3} -> 2., {_} -> 0.}"),
    # structure
    (S3 + "Flatten[s]", "SparseArray[<2>, {9}]"),
    (S3 + "Normal[Flatten[s]]", "{1, 0, 0, 0, 2, 0, 0, 0, 0}"),
    (S3 + "Join[s, s]", "SparseArray[<4>, {6, 3}]"),
    (S3 + "Normal[Join[s, {{a, b, c}}]]", "{{1, 0, 0}, {0, 2, 0}, {0, 0, 0}, {a, b, c}}"),
    (S3 + "Dimensions[Join[s, s, 2]]", "{3, 6}"),
    (S3 + "Normal[Reverse[s]]", "{{0, 0, 0}, {0, 2, 0}, {1, 0, 0}}"),
    ("Normal[Transpose[SparseArray[{{1, 2} -> a}, {2, 3}]]]", "{{0, 0}, {a, 0}, {0, 0}}"),
    ("Dimensions[Transpose[SparseArray[{{1, 2, 3} -> a}], {3, 1, 2}]]", "{2, 3, 1}"),
    (S3 + "Take[s, 2]", "SparseArray[<2>, {2, 3}]"),
    (S3 + "Normal[Drop[s, 1, -1]]", "{{0, 2}, {0, 0}}"),
    (S3 + "Normal[First[s]]", "{1, 0, 0}"),
    (S3 + "Dimensions[Rest[s]]", "{2, 3}"),
    (S3 + "s == Normal[s]", "True"),
    (S3 + "s == 2 s", "False"),
    (S3 + "s != 2 s", "True"),
    (S3 + "s === Normal[s]", "False"),
    # Band
    ("Normal[SparseArray[{Band[{1, 1}] -> 2, Band[{2, 1}] -> -1, Band[{1, 2}] -> -1}, "
     "{4, 4}]]", "{{2, -1, 0, 0}, {-1, 2, -1, 0}, {0, -1, 2, -1}, {0, 0, -1, 2}}"),
    ("SparseArray[Band[{1, 1}] -> {a, b, c}]", "SparseArray[<3>, {3, 3}]"),
    ("Normal[SparseArray[{Band[{1, 1}] -> x, {1, 3} -> y}, {3, 3}]]",
     "{{x, 0, y}, {0, x, 0}, {0, 0, x}}"),
    ("Normal[SparseArray[Band[{1, 1}, {4, 4}] -> {x, y}, {4, 4}]]",
     "{{x, 0, 0, 0}, {0, y, 0, 0}, {0, 0, x, 0}, {0, 0, 0, y}}"),
    ("Normal[SparseArray[Band[{2, 1}, {3, 2}] -> 1, {4, 4}]]",
     "{{0, 0, 0, 0}, {1, 0, 0, 0}, {0, 1, 0, 0}, {0, 0, 0, 0}}"),
    ("Normal[SparseArray[Band[{1, 1}, {4, 4}, {2, 2}] -> 1, {4, 4}]]",
     "{{1, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 1, 0}, {0, 0, 0, 0}}"),
    ("Normal[SparseArray[Band[{1, 1}, Automatic, {1, 2}] -> x, {3, 6}]]",
     "{{x, 0, 0, 0, 0, 0}, {0, 0, x, 0, 0, 0}, {0, 0, 0, 0, x, 0}}"),
    ("Normal[SparseArray[Band[{2, 1}, {2, 4}, {0, 1}] -> x, {3, 4}]]",
     "{{0, 0, 0, 0}, {x, x, x, x}, {0, 0, 0, 0}}"),
    ("Normal[SparseArray[Band[{1, -1}, Automatic, {1, -1}] -> 1, {3, 3}]]",
     "{{0, 0, 1}, {0, 1, 0}, {1, 0, 0}}"),
    ("Normal[SparseArray[Band[{2, 2}] -> {{1, 2}, {3, 4}}, {4, 4}]]",
     "{{0, 0, 0, 0}, {0, 1, 2, 0}, {0, 3, 4, 0}, {0, 0, 0, 0}}"),
    ("Normal[SparseArray[Band[{1, 1}] -> {{{1, 2}}, {{3}, {4}}}, {3, 3}]]",
     "{{1, 2, 0}, {0, 0, 3}, {0, 0, 4}}"),
    ("Normal[SparseArray[Band[{1, 1}, {4, 4}] -> {{{1, 1}, {1, 1}}}, {4, 4}]]",
     "{{1, 1, 0, 0}, {1, 1, 0, 0}, {0, 0, 1, 1}, {0, 0, 1, 1}}"),
    ("Normal[SparseArray[Band[{1, 1, 1}] -> 1, {2, 2, 2}]]",
     "{{{1, 0}, {0, 0}}, {{0, 0}, {0, 1}}}"),
    ("Normal[SparseArray[Band[{1, 1}] -> 1., {3, 3}]]", "{{1., 0, 0}, {0, 1., 0}, {0, 0, 1.}}"),
    ("ArrayRules[SparseArray[{Band[{1, 1}] -> 1., Band[{1, 1}] -> 5.}, {2, 2}]]",
     "{{1, 1} -> 1., {2, 2} -> 1., {_, _} -> 0}"),
    ("n = 10^5; s = SparseArray[{Band[{1, 1}] -> 2., Band[{1, 2}] -> -1., "
     "Band[{2, 1}] -> -1.}, {n, n}]; {s, s[[n, n - 1]], Total[s . ConstantArray[1., n]]}",
     "{SparseArray[<299998>, {100000, 100000}], -1., 2.}"),
    # ArrayRules reference page: the rules rebuild the array; defaults
    ("s = SparseArray[{{i_, j_} /; Abs[i - j] <= 1 -> -2 + 3 Abs[i - j]}, {5, 5}]",
     "SparseArray[<13>, {5, 5}]"),
    ("s = SparseArray[{{i_, j_} /; Abs[i - j] <= 1 -> -2 + 3 Abs[i - j]}, {5, 5}]; "
     "ArrayRules[s][[{1, 2, -1}]]", "{{1, 1} -> -2, {1, 2} -> 1, {_, _} -> 0}"),
    ("s = SparseArray[{{i_, j_} /; Abs[i - j] <= 1 -> -2 + 3 Abs[i - j]}, {5, 5}]; "
     "SparseArray[ArrayRules[s]] === s", "True"),
    ("m = {{2, 0, 1}, {2, 2, 0}, {1, 1, 2}}; SparseArray[m, Automatic, 2]",
     "SparseArray[<5>, {3, 3}, 2]"),
    ("m = {{2, 0, 1}, {2, 2, 0}, {1, 1, 2}}; ArrayRules[SparseArray[m, Automatic, 2]]",
     "{{1, 2} -> 0, {1, 3} -> 1, {2, 3} -> 0, {3, 1} -> 1, {3, 2} -> 1, {_, _} -> 2}"),
    ("m = {{2, 0, 1}, {2, 2, 0}, {1, 1, 2}}; SparseArray[ArrayRules[SparseArray[m, "
     "Automatic, 2], 1], {3, 3}] === SparseArray[m, Automatic, 1]", "True"),
    ("a = {{{1, 0}, {0, 1}}, {{1, 1}, {0, 0}}}; SparseArray[ArrayRules[a], {2, 2, 2}] === "
     "SparseArray[a]", "True"),
    ("a = {{{1, 0}, {0, 1}}, {{1, 1}, {0, 0}}}; SparseArray[ArrayRules[a, 1], {2, 2, 2}] "
     "=== SparseArray[a, Automatic, 1]", "True"),
    # SciPy on large machine matrices: ARPACK eigenvalues agree with the dense ones
    ("n = 400; s = SparseArray[{Band[{1, 1}] -> 2., Band[{1, 2}] -> -1., "
     "Band[{2, 1}] -> -1.}, {n, n}]; Max[Abs[Eigenvalues[s, 3] - Eigenvalues[Normal[s], 3]]]"
     " < 10^-8", "True"),
    # properties
    (S3 + "s[\"NonzeroValues\"]", "{1, 2}"),
    (S3 + "s[\"NonzeroPositions\"]", "{{1, 1}, {2, 2}}"),
    (S3 + "s[\"Density\"]", "0.222222"),
    (S3 + "s[\"Background\"]", "0"),
    (S3 + "s[\"RowPointers\"]", "{0, 1, 2, 2}"),
    (S3 + "s[\"ColumnIndices\"]", "{{1}, {2}}"),
    (S3 + "s[\"AdjacencyLists\"]", "{{1}, {2}, {}}"),
]


def test_rows():
    check_rows(ROWS)


def test_sparse_agrees_with_normal():
    """Every operation on a sparse array gives what it gives on the ordinary array."""
    s = Session()
    s.evaluate("s = SparseArray[{{1, 1} -> 1, {2, 3} -> x, {3, 2} -> 2.5}, {3, 4}, 0]; "
               "n = Normal[s];")
    for op in ["#[[2]] &", "#[[All, 3]] &", "#[[2 ;; 3, {1, 3}]] &", "Sin", "# + 1 &",
               "#^2 &", "3 # &", "# + # &", "Flatten", "Reverse", "Transpose",
               "Join[#, #] &", "Take[#, -2] &", "Drop[#, {2}] &", "Map[f, #, {2}] &",
               "Total", "Dimensions", "Length", "ArrayDepth"]:
        r = s.evaluate("Normal[(%s)[s]] === (%s)[n]" % (op, op))
        assert str(r) == "True", op
