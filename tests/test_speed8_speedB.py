"""Issue 24, round 8 (speedB): the fast paths of Fold, FoldList, FixedPoint and the exact
arithmetic give the results of the general code (exact printed outputs)."""

from mathilda.algorithms.language.slotfill import slot_filler
from mathilda.core.functions import apply_pure_function
from mathilda.session import Session
from mathilda.syntax.parser import parse

from support import check_rows


def test_fold_and_fixed_point_with_compiled_slots():
    check_rows([
        ("Fold[#1 + 2 #2 &, 0, Range[6000]]", "36006000"),
        ("Do[r = FixedPoint[(# + 2/#)/2 &, 1, 4], {3}]; r", "665857/470832"),
        ("FoldList[f[#1, #2, #0] &, x, {a, b}]",
         "{x, f[x, a, f[#1, #2, #0] & ], f[f[x, a, f[#1, #2, #0] & ], b, f[#1, #2, #0] & ]}"),
        ("Fold[{##} &, x, {a, b}]", "{{x, a}, b}"),
        ("Fold[#3 &, x, {a}]", "#3",
         ["Function::slotn: Slot number 3 in #3 &  cannot be filled from (x, a)."]),
        ("FixedPoint[Function[y, y/2], 8, 3]", "1"),
        ("Fold[#1 + #2 &, 0, {Sequence[1, 2], 3}]", "6"),
        ("Fold[#1 + #2 &, 0, {1, Sequence[], 3}]", "4"),
        ("FixedPoint[(Print[#]; Floor[#/2]) &, 5]", "0"),
        ("Fold[#1[#2] &, f, {a, b}]", "f[a][b]"),
        ("Fold[(#1 + #2 + Function[#1 #2][2, 3]) &, 0, {1, 2}]", "15"),
        ("k = 10; Fold[#1 + k #2 &, 0, {1, 2}]", "30"),
        ("k = 1; Fold[(k = k + 1; #1 + k #2) &, 0, {1, 2}]", "8"),
        ("FoldList[Hold[#1, #2] &, x, {1 + 1}]", "{x, Hold[x, 2]}"),
        ("FixedPoint[c &, x]", "c"),
        ("FixedPointList[If[# > 2, # - 2, #] &, 7]", "{7, 5, 3, 1, 1}"),
    ])


def test_slot_filler_builds_what_fill_slots_builds():
    s = Session()
    for text, n in [("f[#1, g[#2, h[k]], #1]&", 2), ("(# + 2/#)/2 &", 1), ("#2[#1]&", 2),
                    ("{#0, 1, Function[#1]}&", 1), ("c &", 2)]:
        f = s.ev.evaluate(parse(text))
        args = tuple(s.ev.evaluate(parse(a)) for a in ("p[1]", "q")[:n])
        fill = slot_filler(f, n)
        assert fill is not None
        assert fill(*args) == apply_pure_function(s.ev, f, args, None)
    for text, n in [("{##}&", 2), ("#3&", 2), ("#a&", 1), ("Function[x, x]", 1)]:
        assert slot_filler(s.ev.evaluate(parse(text)), n) is None
