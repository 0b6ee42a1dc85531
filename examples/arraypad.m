(* ArrayPad: a tour of every amount form and every padding.
   Run it with:  mathilda examples/arraypad.m  *)

(* The amount: m on every side of every level, {m, n} before and after, {m} = {m, m},
   and per-level specifications; fewer levels than the depth pad only the outer ones. *)
Print[ArrayPad[{1, 2, 3}, 1]]
Print[ArrayPad[{1, 2, 3, 4}, {2, 0}]]
Print[ArrayPad[{1, 2, 3}, {2}]]
Print[ArrayPad[{{1, 2}, {3, 4}}, 1]]
Print[ArrayPad[{{1, 2}, {3, 4}}, {{1}, {0}}]]
Print[ArrayPad[{{1, 2}, {3, 4}}, {{0}, {1}}]]
Print[ArrayPad[{{1, 2}, {3, 4}}, {{1}}]]

(* Negative amounts remove elements, alone or mixed with padding on the other side. *)
Print[ArrayPad[Range[10], -2]]
Print[ArrayPad[Range[10], {-3, 2}]]
Print[ArrayPad[{{1, 2}, {3, 4}}, {{-1, 2}, {1, 3}}]]

(* A constant (any expression), or a cyclic block anchored at the first element. *)
Print[ArrayPad[{1, 2, 3}, 2, x]]
Print[ArrayPad[{1, 2, 3}, 2, {x, y}]]
Print[ArrayPad[{{1, 2}, {3, 4}}, 1, {{a, b}, {c, d}}]]

(* The eight named schemes, with amounts larger than the array. *)
Print[ArrayPad[{a, b, c}, 4, "Fixed"]]
Print[ArrayPad[{a, b, c}, 4, "Periodic"]]
Print[ArrayPad[{a, b, c}, 4, "Reflected"]]
Print[ArrayPad[{a, b, c}, 4, "Reversed"]]
Print[ArrayPad[{a, b, c}, 4, "ReversedNegation"]]
Print[ArrayPad[{a, b, c}, 3, "ReflectedDifferences"]]
Print[ArrayPad[{a, b, c}, 4, "ReversedDifferences"]]
Print[ArrayPad[{a, b, c}, 3, "Extrapolated"]]

(* Extrapolation of any order: a polynomial through the cells nearest to each end. *)
Print[ArrayPad[{1, 5, 7, 8}, {0, 3}, "Extrapolated"]]
Print[ArrayPad[{1, 5, 7, 8}, {0, 3}, "Extrapolated", InterpolationOrder -> 2]]
Print[ArrayPad[{1, 5, 7, 8}, {0, 3}, "Extrapolated", InterpolationOrder -> Infinity]]

(* Levels are padded outer to inner, so corners are consistent. *)
Print[ArrayPad[{{1, 2}, {3, 4}}, 1, "Fixed"]]
Print[ArrayPad[{{1, 2}, {3, 4}}, 1, "ReversedNegation"]]
Print[ArrayPad[{{a, b}, {c, d}}, 1, "Extrapolated"]]

(* Reals stay reals; an empty level cannot be padded by a value-dependent scheme. *)
Print[ArrayPad[{0.5, 1.5}, 2, "Extrapolated"]]
Print[ArrayPad[{{}, {}}, 1, "Fixed"]]
Print[ArrayPad[{{}, {}}, 1, x]]

(* The difference schemes need at least 2 elements where they pad: a message, and the
   call stays unevaluated; explicit amounts that leave that level alone are fine. *)
Print[ArrayPad[{{1, 2, 4}}, {1, 2}, "ReflectedDifferences"]]
Print[ArrayPad[{{1, 2, 4}}, {{0, 0}, {1, 2}}, "ReflectedDifferences"]]
