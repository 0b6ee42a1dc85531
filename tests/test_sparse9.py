"""SparseArray fidelity (round 9): LeafCount and FullForm, ReplaceAll on the values and the
background, Cases/Position/Count/MemberQ/FreeQ as on the array (without making it dense),
Map's order, SparseArrayQ, sparse Total/Max/Min/Mean, a diagonal pattern rule on a large
array -- exact printed results."""

from support import check_rows

V = "s = SparseArray[{1 -> 1, 3 -> 2}, 5]; "
M = "m = SparseArray[{{1, 1} -> f[x], {2, 3} -> 2}, {2, 3}]; "

ROWS = [
    # FullForm and LeafCount (the leaves of the FullForm)
    (V + "FullForm[s]", "SparseArray[Automatic, List[5], 0, List[1, List[List[0, 2], "
                        "List[List[1], List[3]]], List[1, 2]]]"),
    (V + "InputForm[s]", "SparseArray[Automatic, {5}, 0, {1, {{0, 2}, {{1}, {3}}}, {1, 2}}]"),
    (V + "LeafCount[s]", "19"),
    (V + "LeafCount[{s}]", "20"),
    ("LeafCount[SparseArray[{{1, 1} -> 1/2, {2, 2} -> x}]]", "23"),
    # ReplaceAll acts on the explicit values and on the background
    (V + "s /. 0 -> 7", "SparseArray[<2>, {5}, 7]"),
    (V + "Normal[s /. 0 -> 7]", "{1, 7, 2, 7, 7}"),
    (V + "Normal[s /. 1 -> 7]", "{7, 0, 2, 0, 0}"),
    (V + "s /. x_Integer :> x + 10", "SparseArray[<2>, {5}, 10]"),
    (V + "Normal[s /. x_Integer :> x + 10]", "{11, 10, 12, 10, 10}"),
    (V + "s /. _SparseArray -> q", "q"),
    (V + "{s, 0} /. 0 -> 8", "{SparseArray[<2>, {5}, 8], 8}"),
    (V + "s === (s /. 9 -> 0)", "True"),
    ("Normal[SparseArray[{1 -> x}, 3] /. x -> 1 + y]", "{1 + y, 0, 0}"),
    ("Normal[SparseArray[{{1, 2} -> x}, {2, 2}] /. x :> 3]", "{{0, 3}, {0, 0}}"),
    # Cases, Position, Count, MemberQ, FreeQ: as on the array
    (V + "Cases[s, _Integer]", "{1, 0, 2, 0, 0}"),
    (V + "Cases[s, 0]", "{0, 0, 0}"),
    (V + "Cases[s, x_ /; x > 0 :> x^2]", "{1, 4}"),
    (V + "Cases[s, _Integer, 1, 2]", "{1, 0}"),
    (V + "Position[s, 2]", "{{3}}"),
    (V + "Position[s, 0]", "{{2}, {4}, {5}}"),
    (V + "Position[s, _]", "{{1}, {2}, {3}, {4}, {5}, {}}"),
    (V + "Position[s, 0, {-1}]", "{{2}, {4}, {5}}"),
    (V + "{Count[s, 0], Count[s, 2], Count[s, 7]}", "{3, 1, 0}"),
    (V + "{MemberQ[s, 2], MemberQ[s, 0], MemberQ[s, 7]}", "{True, True, False}"),
    (V + "{FreeQ[s, 2], FreeQ[s, 0], FreeQ[s, 7]}", "{False, False, True}"),
    (M + "Position[m, x]", "{{1, 1, 1}}"),
    (M + "Position[m, f]", "{{1, 1, 0}}"),
    (M + "Position[m, 0]", "{{1, 2}, {1, 3}, {2, 1}, {2, 2}}"),
    (M + "Position[m, _SparseArray]", "{{1}, {2}, {}}"),
    (M + "Cases[m, _SparseArray]", "{SparseArray[<1>, {3}], SparseArray[<1>, {3}]}"),
    (M + "Cases[m, _, {2}]", "{f[x], 0, 0, 0, 0, 2}"),
    (M + "Cases[m, _Integer, Infinity]", "{0, 0, 0, 0, 2}"),
    (M + "{Count[m, 0, 2], Count[m, _, Infinity], Count[Normal[m], _, Infinity]}",
     "{4, 9, 9}"),
    (M + "{FreeQ[m, f], FreeQ[m, f, Heads -> False], FreeQ[m, x]}", "{False, True, False}"),
    (M + "Cases[m, _, x]", "Cases[SparseArray[<2>, {2, 3}], _, x]",
     ["Cases::level: Level specification x is not of the form n, {n}, or {m, n}."]),
    (M + "Count[m, _, x]", "Count[SparseArray[<2>, {2, 3}], _, x]",
     ["Count::level: Level specification x is not of the form n, {n}, or {m, n}."]),
    # a large identity: counted, not visited
    ("Count[SparseArray[{i_, i_} -> 1, {300, 300}], 0, {2}]", "89700"),
    ("Position[SparseArray[{i_, i_} -> 1, {300, 300}], 1][[-1]]", "{300, 300}"),
]


def test_rows():
    check_rows(ROWS)
