"""Issue 21, the lists/language half, second part: everyday list builtins, runs of elements,
key sets, patterns on associations, packages, and the operators users write with them.
Each row: (input, exact OutputForm[, messages])."""

from support import check_rows

DATA = ('data = {<|"name" -> "Ann", "age" -> 31, "city" -> "Oslo"|>, '
        '<|"name" -> "Bob", "age" -> 25, "city" -> "Rome"|>, '
        '<|"name" -> "Cy", "age" -> 40, "city" -> "Oslo"|>}; ')

ROWS = [
    # SelectFirst, DeleteDuplicatesBy, CountDistinct(By) on a list of associations
    (DATA + "SelectFirst[data, #age > 30 &][\"name\"]", "Ann"),
    (DATA + "SelectFirst[data, #age > 50 &, None]", "None"),
    (DATA + "DeleteDuplicatesBy[data, #city &][[All, \"name\"]]", "{Ann, Bob}"),
    (DATA + "CountDistinctBy[data, #city &]", "2"),
    (DATA + "CountDistinct[data[[All, \"city\"]]]", "2"),
    (DATA + "RankedMax[data[[All, \"age\"]], 2]", "31"),
    # KeyValuePattern
    (DATA + "Cases[data, KeyValuePattern[{\"city\" -> \"Oslo\", \"age\" -> a_}] :> a]",
     "{31, 40}"),
    ("MatchQ[<|\"a\" -> 1, \"b\" -> 2|>, KeyValuePattern[{\"b\" -> 2, \"a\" -> _}]]",
     "True"),
    ("MatchQ[<|\"a\" -> 1|>, KeyValuePattern[\"b\" -> _]]", "False"),
    ("MatchQ[{a -> 1, b -> 2}, KeyValuePattern[b -> _Integer]]", "True"),
    ("MatchQ[{a -> 1, 3}, KeyValuePattern[a -> _]]", "False"),
    ("MatchQ[<|a -> 1|>, KeyValuePattern[{_ -> 1, _ -> 1}]]", "False"),
    ("g[KeyValuePattern[\"n\" -> n_]] := n^2; g[<|\"m\" -> 0, \"n\" -> 3|>]", "9"),
    # key sets
    (DATA + "KeyUnion[{<|\"a\" -> 1|>, <|\"b\" -> 2|>}]",
     "{<|a -> 1, b -> Missing[KeyAbsent, b]|>, <|a -> Missing[KeyAbsent, a], b -> 2|>}"),
    (DATA + "Keys[KeyIntersection[{data[[1]], <|\"age\" -> 0|>}]]", "{{age}, {age}}"),
    # Splice and the assignment operator //=
    ("{0, Splice[{1, 2}], 3}", "{0, 1, 2, 3}"),
    ("Table[If[EvenQ[i], Splice[{i, i}], i], {i, 4}]", "{1, 2, 2, 3, 4, 4}"),
    ("Join[{a}, {Splice[{b, c}]}]", "{a, b, c}"),
    ("x = 16; x //= Sqrt; x", "4"),
    ("v = {1, 2, 3}; v[[2]] //= (10 # &); v", "{1, 20, 3}"),
    ("as = <|\"k\" -> 2|>; as[\"k\"] //= Factorial; as", "<|k -> 2|>"),
    ("as = <|\"k\" -> 3|>; as[\"k\"] //= Factorial; as", "<|k -> 6|>"),
    ("c[_] := 0; c[u] //= (# + 5 &); c[u]", "5"),
    ("y //= f", "y //= f", ["ApplyTo::rvalue: y is not a variable with a value, so its "
                            "value cannot be changed."]),
    ("Hold[a //= f] // FullForm", "Hold[ApplyTo[a, f]]"),
    # folds carrying a state, runs
    ("FoldPairList[TakeDrop, Range[10], {1, 2, 3}]", "{{1}, {2, 3}, {4, 5, 6}}"),
    ("FoldPairList[{Quotient[#1, #2], Mod[#1, #2]} &, 1234, {1000, 100, 10, 1}]",
     "{1, 2, 3, 4}"),
    ("SequenceCases[{1, 2, 3, 2, 3, 4}, {a_, b_} /; b == a + 1]", "{{1, 2}, {2, 3}}"),
    ("SequenceCases[{1, 2, 3, 2, 3, 4}, {a_, b_} /; b == a + 1, Overlaps -> True]",
     "{{1, 2}, {2, 3}, {2, 3}, {3, 4}}"),
    ("SequencePosition[{1, 0, 0, 1, 0, 0, 0}, {0 ..}]", "{{2, 3}, {3, 3}, {5, 7}, {6, 7}, "
                                                        "{7, 7}}"),
    ("SequencePosition[{1, 0, 0, 1, 0, 0, 0}, {0 ..}, Overlaps -> False]",
     "{{2, 3}, {5, 7}}"),
    ("SequenceSplit[{1, 2, 0, 0, 3, 0, 4}, {0 ..}]", "{{1, 2}, {3}, {4}}"),
    ("SequenceReplace[{a, b, c, a, b}, {a, b} -> x]", "{x, c, x}"),
    ("SequenceCount[Flatten[Table[{1, 0}, 5]], {1, 0, 1}, Overlaps -> True]", "4"),
    ("SequenceCases[x, {a}]", "SequenceCases[x, {a}]",
     ["SequenceCases::normal: Nonatomic expression expected at position 1 in "
      "SequenceCases[x, {a}]."]),
    # operator forms of the replacement functions, ReplaceAt
    ("Map[ReplaceAll[x -> 2], {x, x^2, y}]", "{2, 4, y}"),
    ("Replace[{1, 2}, {a_, b_} :> a + b]", "3"),
    ("ReplaceAt[{{1, 2}, {3, 4}}, n_ :> -n, {{1, 1}, {2, 2}}]", "{{-1, 2}, {3, -4}}"),
    # packages
    ("BeginPackage[\"Geo`\"]; area::usage = \"area[r] is the area of a disc.\"; "
     "Begin[\"`Private`\"]; area[r_] := Pi r^2; End[]; EndPackage[]; area[2]", "4 Pi"),
    ("BeginPackage[\"Geo`\"]; EndPackage[]; Needs[\"Geo`\"]", ""),
    ("Begin[\"A`\"]; Begin[\"`B`\"]; {$Context, End[], End[], $Context}",
     "{A`B`, A`B`, A`, Global`}"),
    # Once, Comap
    ("i = 0; f1[] := Once[++i]; {f1[], f1[], i}", "{1, 1, 1}"),
    ("Comap[{Min, Max, Mean}, {1, 2, 6}]", "{1, 6, 3}"),
    ("ComapApply[{Plus, Times}, {2, 5}]", "{7, 10}"),
    # arrays
    ("ArrayFilter[Max, {1, 5, 2, 8, 3}, 1]", "{5, 5, 8, 8, 8}"),
    ("ArrayFilter[Total, {{1, 1}, {1, 1}}, 1, Padding -> 0]",
     "{{{0, 2, 2}, {2, 2, 0}}, {{0, 2, 2}, {2, 2, 0}}}"),
    ("ArrayFilter[Total[#, 2] &, {{1, 1}, {1, 1}}, 1, Padding -> 0]", "{{4, 4}, {4, 4}}"),
    ("Dimensions[CoordinateBoundsArray[{{0, 1}, {0, 1}}, Into[10]]]", "{11, 11, 2}"),
    ("CoordinateBounds[CoordinateBoundsArray[{{-1, 1}, {0, 3}}]]", "{{-1, 1}, {0, 3}}"),
    ("Majority @@ Thread[{3, 7, 1, 9} > 2]", "True"),
]


def test_rows():
    check_rows(ROWS)
