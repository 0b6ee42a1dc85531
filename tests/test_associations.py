"""Associations: construction, lookup, Part, Normal, the Key* functions, Merge, GroupBy,
Counts, and the map_association / register_normal services."""

import pytest

from support import run
from mathilda.session import Session

INVRL = "The argument %s is not a valid Association or a list of rules."

ROWS = [
    # construction: rules evaluated, later keys win (keeping the first position)
    ("<|a -> 1, b -> 2|>", "<|a -> 1, b -> 2|>"),
    ("<|a -> 1 + 1|>", "<|a -> 2|>"),
    ("<|a -> 1, b -> 2, a -> 3|>", "<|a -> 3, b -> 2|>"),
    ("<||>", "<||>"),
    ("Association[]", "<||>"),
    ("Association[{a -> 1, b -> 2}]", "<|a -> 1, b -> 2|>"),
    ("Association[{a -> 1}, {{b -> 2}}, c -> 3]", "<|a -> 1, b -> 2, c -> 3|>"),
    ("<|<|a -> 1|>, b -> 2|>", "<|a -> 1, b -> 2|>"),
    ("<|a :> 1 + 1|>", "<|a :> 1 + 1|>"),
    ("<|\"x\" -> 1, 2 -> y|>", "<|x -> 1, 2 -> y|>"),
    ("InputForm[<|\"x\" -> 1|>]", "<|\"x\" -> 1|>"),
    ("<|1 -> a, 1. -> b|>", "<|1 -> a, 1. -> b|>"),
    ("<|a -> 1, 2|>", "<|a -> 1, 2|>"),
    ("Association[Sequence[a -> 1, b -> 2]]", "<|a -> 1, b -> 2|>"),
    ("Head[<|a -> 1|>]", "Association"),
    ("Length[<|a -> 1, b -> 2|>]", "2"),
    ("Length[<||>]", "0"),
    ("<|a -> 1|> === <|a -> 1|>", "True"),
    ("<|a -> 1, b -> 2|> === <|b -> 2, a -> 1|>", "False"),
    # values are not re-evaluated (associations are atomic)
    ("as1 = <|k -> v1|>; v1 = 5; as1", "<|k -> v1|>"),
    ("v2 = 5; <|k -> v2|>", "<|k -> 5|>"),
    # assoc[key]
    ("<|a -> 1, b -> 2|>[b]", "2"),
    ("<|a -> 1|>[z]", "Missing[KeyAbsent, z]"),
    ("<|\"a\" -> 1|>[\"a\"]", "1"),
    ("<|{1, 2} -> x|>[{1, 2}]", "x"),
    ("<|a -> 1|>[Key[a]]", "1"),
    ("as2 = <|a -> 1, b -> 2|>; as2[a] + as2[b]", "3"),
    ("<|a :> 1 + 1|>[a]", "2"),
    ("<|a -> 1|>[a, b]", "<|a -> 1|>[a, b]",
     ["Association::argx: Association called with 2 arguments; 1 argument is expected."]),
    # Part
    ("<|a -> 1, b -> 2|>[[2]]", "2"),
    ("<|a -> 1, b -> 2|>[[-1]]", "2"),
    ("<|\"a\" -> 1, \"b\" -> 2|>[[\"b\"]]", "2"),
    ("<|a -> 1, b -> 2|>[[Key[a]]]", "1"),
    ("<|a -> {1, 2, 3}|>[[Key[a], 2]]", "2"),
    ("<|a -> 1, b -> 2, c -> 3|>[[2 ;; 3]]", "<|b -> 2, c -> 3|>"),
    ("<|a -> 1, b -> 2, c -> 3|>[[{1, 3}]]", "<|a -> 1, c -> 3|>"),
    # Keys, Values
    ("Keys[<|a -> 1, b -> 2|>]", "{a, b}"),
    ("Values[<|a -> 1, b -> 2|>]", "{1, 2}"),
    ("Keys[<||>]", "{}"),
    ("Keys[{a -> 1, b :> 2}]", "{a, b}"),
    ("Values[{a -> 1, b :> 1 + 1}]", "{1, 2}"),
    ("Keys[a -> 1]", "a"),
    ("Keys[{<|a -> 1|>, <|b -> 2, c -> 3|>}]", "{{a}, {b, c}}"),
    ("Values[<|a -> 1, b -> 2|>, f]", "{f[1], f[2]}"),
    ("Keys[7]", "Keys[7]", ["Keys::invrl: " + INVRL % "7"]),
    ("Values[{a -> 1, 2}]", "Values[{a -> 1, 2}]", ["Values::invrl: " + INVRL % "{a -> 1, 2}"]),
    ("Keys[]", "Keys[]", ["Keys::argt: Keys called with 0 arguments; 1 or 2 arguments are "
                          "expected."]),
    # Lookup
    ("Lookup[<|a -> 1, b -> 2|>, a]", "1"),
    ("Lookup[<|a -> 1|>, b]", "Missing[KeyAbsent, b]"),
    ("Lookup[<|a -> 1|>, b, 0]", "0"),
    ("Lookup[<|a -> 1|>, a, Print[\"no\"]; 0]", "1"),
    ("Lookup[<|a -> 1, b -> 2|>, {b, a, c}]", "{2, 1, Missing[KeyAbsent, c]}"),
    ("Lookup[<|{1} -> x|>, Key[{1}]]", "x"),
    ("Lookup[{<|a -> 1|>, <|a -> 2, b -> 3|>}, a]", "{1, 2}"),
    ("Lookup[{<|a -> 1|>, <|b -> 3|>}, a, 0]", "{1, 0}"),
    ("Lookup[{a -> 1, b -> 2}, b]", "2"),
    ("Lookup[b][<|a -> 1, b -> 2|>]", "2"),
    ("Lookup[<|a -> 1|>, a, 0, f]", "f[1]"),
    ("Lookup[5, a]", "Lookup[5, a]", ["Lookup::invrl: " + INVRL % "5"]),
    # KeyExistsQ, AssociationQ
    ("KeyExistsQ[<|a -> 1|>, a]", "True"),
    ("KeyExistsQ[<|a -> 1|>, b]", "False"),
    ("KeyExistsQ[{a -> 1}, a]", "True"),
    ("KeyExistsQ[<|{1} -> 1|>, Key[{1}]]", "True"),
    ("KeyExistsQ[a][<|a -> Missing[]|>]", "True"),
    ("KeyExistsQ[x, a]", "KeyExistsQ[x, a]", ["KeyExistsQ::invrl: " + INVRL % "x"]),
    ("AssociationQ[<|a -> 1|>]", "True"),
    ("AssociationQ[<||>]", "True"),
    ("AssociationQ[{a -> 1}]", "False"),
    ("AssociationQ[Association[1]]", "False"),
    # Normal
    ("Normal[<|a -> 1, b :> 2|>]", "{a -> 1, b :> 2}"),
    ("Normal[<||>]", "{}"),
    ("Normal[{1, <|a -> <|b -> 2|>|>}]", "{1, {a -> {b -> 2}}}"),
    ("Normal[f[<|a -> 1|>]]", "f[{a -> 1}]"),
    ("Normal[{1, 2}]", "{1, 2}"),
    ("Normal[x]", "x"),
    ("Normal[<|a -> 1|>, Association]", "{a -> 1}"),
    ("Normal[<|a -> 1|>, List]", "<|a -> 1|>"),
    ("Normal[]", "Normal[]", ["Normal::argt: Normal called with 0 arguments; 1 or 2 arguments "
                              "are expected."]),
    # KeyDrop, KeyTake, KeySelect, KeySort, KeyMap
    ("KeyDrop[<|a -> 1, b -> 2, c -> 3|>, {a, c}]", "<|b -> 2|>"),
    ("KeyDrop[<|a -> 1, b -> 2|>, a]", "<|b -> 2|>"),
    ("KeyDrop[<|a -> 1|>, z]", "<|a -> 1|>"),
    ("KeyDrop[{<|a -> 1, b -> 2|>, <|a -> 3|>}, a]", "{<|b -> 2|>, <||>}"),
    ("KeyDrop[{a -> 1, b -> 2}, b]", "{a -> 1}"),
    ("KeyDrop[a][<|a -> 1, b -> 2|>]", "<|b -> 2|>"),
    ("KeyDrop[1, a]", "KeyDrop[1, a]", ["KeyDrop::invrl: " + INVRL % "1"]),
    ("KeyTake[<|a -> 1, b -> 2, c -> 3|>, {c, a}]", "<|c -> 3, a -> 1|>"),
    ("KeyTake[<|a -> 1|>, {z}]", "<||>"),
    ("KeyTake[{c}][<|a -> 1, c -> 3|>]", "<|c -> 3|>"),
    ("KeyTake[x, a]", "KeyTake[x, a]", ["KeyTake::invrl: " + INVRL % "x"]),
    ("KeySelect[<|1 -> a, 2 -> b, 3 -> c|>, EvenQ]", "<|2 -> b|>"),
    ("KeySort[<|c -> 1, a -> 2, b -> 3|>]", "<|a -> 2, b -> 3, c -> 1|>"),
    ("KeySort[<|2 -> x, \"b\" -> y, 1 -> z|>]", "<|1 -> z, 2 -> x, b -> y|>"),
    ("KeySort[<|1 -> x, 3 -> y, 2 -> z|>, Greater]", "<|3 -> y, 2 -> z, 1 -> x|>"),
    ("KeySort[{b -> 1, a -> 2}]", "{a -> 2, b -> 1}"),
    ("KeySort[3]", "KeySort[3]", ["KeySort::invrl: " + INVRL % "3"]),
    ("KeyMap[f, <|a -> 1, b -> 2|>]", "<|f[a] -> 1, f[b] -> 2|>"),
    ("KeyMap[1 &, <|a -> 1, b -> 2|>]", "<|1 -> 2|>"),
    # KeyValueMap, AssociationMap, AssociationThread
    ("KeyValueMap[f, <|a -> 1, b -> 2|>]", "{f[a, 1], f[b, 2]}"),
    ("KeyValueMap[#1 + #2 &, <|1 -> 10, 2 -> 20|>]", "{11, 22}"),
    ("KeyValueMap[f][<|a -> 1|>]", "{f[a, 1]}"),
    ("KeyValueMap[f, <||>]", "{}"),
    ("KeyValueMap[f, x]", "KeyValueMap[f, x]", ["KeyValueMap::invrl: " + INVRL % "x"]),
    ("AssociationMap[f, {a, b}]", "<|a -> f[a], b -> f[b]|>"),
    ("AssociationMap[#^2 &, {1, 2, 3}]", "<|1 -> 1, 2 -> 4, 3 -> 9|>"),
    ("AssociationMap[(#[[1]] -> 10 #[[2]]) &, <|a -> 1, b -> 2|>]", "<|a -> 10, b -> 20|>"),
    ("AssociationMap[f][{x}]", "<|x -> f[x]|>"),
    ("AssociationMap[f, {}]", "<||>"),
    ("AssociationMap[f, 5]", "AssociationMap[f, 5]",
     ["AssociationMap::list: List expected at position 2 in AssociationMap[f, 5]."]),
    ("AssociationThread[{a, b}, {1, 2}]", "<|a -> 1, b -> 2|>"),
    ("AssociationThread[{a, b} -> {1, 2}]", "<|a -> 1, b -> 2|>"),
    ("AssociationThread[{a, a}, {1, 2}]", "<|a -> 2|>"),
    ("AssociationThread[{a, b}, {1}]", "AssociationThread[{a, b}, {1}]",
     ["AssociationThread::idim: {a, b} and {1} must have the same length."]),
    # Merge
    ("Merge[{<|a -> 1, b -> 2|>, <|a -> 10|>}, Total]", "<|a -> 11, b -> 2|>"),
    ("Merge[{<|a -> 1|>, <|a -> 2|>, <|b -> 3|>}, f]", "<|a -> f[{1, 2}], b -> f[{3}]|>"),
    ("Merge[{<|a -> 1|>, {a -> 2}}, First]", "<|a -> 1|>"),
    ("Merge[{}, f]", "<||>"),
    ("Merge[f][{<|a -> 1|>, <|a -> 2|>}]", "<|a -> f[{1, 2}]|>"),
    ("Merge[{<|a -> 1|>, 2}, f]", "Merge[{<|a -> 1|>, 2}, f]", ["Merge::invrl: " + INVRL % "2"]),
    ("Merge[x, f]", "Merge[x, f]", ["Merge::list: List expected at position 1 in Merge[x, f]."]),
    # GroupBy
    ("GroupBy[{1, 2, 3, 4, 5}, OddQ]", "<|True -> {1, 3, 5}, False -> {2, 4}|>"),
    ("GroupBy[{{a, 1}, {b, 2}, {a, 3}}, First]", "<|a -> {{a, 1}, {a, 3}}, b -> {{b, 2}}|>"),
    ("GroupBy[{{a, 1}, {b, 2}, {a, 3}}, First -> Last]", "<|a -> {1, 3}, b -> {2}|>"),
    ("GroupBy[{{a, 1}, {b, 2}, {a, 3}}, First -> Last, Total]", "<|a -> 4, b -> 2|>"),
    ("GroupBy[{1, 2, 3, 4, 5, 6}, {EvenQ, # > 3 &}]",
     "<|False -> <|False -> {1, 3}, True -> {5}|>, True -> <|False -> {2}, True -> {4, 6}|>|>"),
    ("GroupBy[<|a -> 1, b -> 2, c -> 3|>, OddQ]",
     "<|True -> <|a -> 1, c -> 3|>, False -> <|b -> 2|>|>"),
    ("GroupBy[{}, f]", "<||>"),
    ("GroupBy[OddQ][{1, 2}]", "<|True -> {1}, False -> {2}|>"),
    ("GroupBy[x, f]", "GroupBy[x, f]", ["GroupBy::list: List expected at position 1 in "
                                        "GroupBy[x, f]."]),
    # Counts
    ("Counts[{a, b, a, c, a, b}]", "<|a -> 3, b -> 2, c -> 1|>"),
    ("Counts[{3, 1, 3}]", "<|3 -> 2, 1 -> 1|>"),
    ("Counts[{}]", "<||>"),
    ("Counts[{1, 1.}]", "<|1 -> 1, 1. -> 1|>"),
    ("Counts[Range[3]]", "<|1 -> 1, 2 -> 1, 3 -> 1|>"),
    ("Counts[x]", "Counts[x]", ["Counts::list: List expected at position 1 in Counts[x]."]),
    # Key, Missing
    ("Key[b][<|a -> 1, b -> 2|>]", "2"),
    ("Key[z][<|a -> 1|>]", "Missing[KeyAbsent, z]"),
    ("Missing[\"KeyAbsent\", x]", "Missing[KeyAbsent, x]"),
]


@pytest.mark.parametrize("row", ROWS, ids=[r[0] for r in ROWS])
def test_associations(row):
    out, msgs = run(row[0])
    assert out == row[1]
    assert msgs == (row[2] if len(row) > 2 else [])


def test_association_is_not_reevaluated_but_keeps_index():
    from mathilda.core.association import AssociationExpr
    s = Session()
    r = s.evaluate("<|a -> 1, b -> 2, a -> 3|>")
    assert isinstance(r, AssociationExpr)
    assert r.index == {r.args[0].args[0]: 0, r.args[1].args[0]: 1}
    assert s.ev.evaluate(r) is r
    import pickle
    r2 = pickle.loads(pickle.dumps(r))
    assert isinstance(r2, AssociationExpr) and r2 == r and r2.index == r.index


def test_map_association_helper():
    from mathilda.core.association import map_association
    from mathilda.core.expr import S
    s = Session()
    a = s.evaluate("<|a -> 1, b :> 2|>")
    r = map_association(s.ev, S.f, a)
    assert r.input_form() == "<|a -> f[1], b :> f[2]|>"
    r = map_association(s.ev, s.evaluate("#^2 &"), s.evaluate("<|x -> 3|>"))
    assert str(r) == "<|x -> 9|>"


def test_normal_converts_each_kind_of_object():
    assert run("Normal[{<|k -> 1|>, ConditionalExpression[a, b], "
               "Series[Exp[x], {x, 0, 2}]}]")[0] == "{{k -> 1}, a, 1 + x + x^2/2}"
    assert run("Normal[NDArray[{1, 2}]]")[0] == "{1, 2}"
    assert run("Normal[{<|k -> 1|>, ConditionalExpression[a, b]}, ConditionalExpression]")[0] \
        == "{<|k -> 1|>, a}"


def test_large_association_lookup():
    # its time is measured by bench/scaling.py
    s = Session()
    s.evaluate("big = AssociationThread[Range[20000], Range[20000]^2];")
    r = s.evaluate("Table[big[i], {i, 1, 20000, 7}] // Length")
    assert str(r) == str(len(range(1, 20001, 7)))
    assert str(s.evaluate("{big[7], big[19999], big[0]}")) == \
        "{49, 399960001, Missing[KeyAbsent, 0]}"


def test_thread_over_associations_helper():
    from mathilda.core.association import thread_over_associations
    from mathilda.core.expr import Expression, Integer, S
    s = Session()
    a = s.evaluate("<|a -> 1, b -> 2|>")
    b = s.evaluate("<|b -> 20, a -> 10|>")
    r = thread_over_associations(s.ev, Expression(S.Plus, (a, Integer(1))))
    assert str(s.ev.evaluate(r)) == "<|a -> 2, b -> 3|>"
    r = thread_over_associations(s.ev, Expression(S.Plus, (a, b)))
    assert str(s.ev.evaluate(r)) == "<|a -> 11, b -> 22|>"
    c = s.evaluate("<|a -> 1|>")
    assert thread_over_associations(s.ev, Expression(S.Plus, (a, c))) is None
    assert [str(m) for m in s.ev.messages][-1].startswith("Thread::tdlen:")
    assert thread_over_associations(s.ev, Expression(S.Plus, (Integer(1), Integer(2)))) is None
