"""Issue 21, the language half: clearing, association slots, assignment operators on parts
and definitions, Switch, Goto/Label, conditions in scoped bodies, Sort with an ordering
function.  Each row: (input, exact OutputForm[, messages])."""

from support import check_rows

DATA = ('data = {<|"name" -> "Ann", "age" -> 31|>, <|"name" -> "Bob", "age" -> 25|>, '
        '<|"name" -> "Cy", "age" -> 40|>}; ')

ROWS = [
    # Clear / ClearAll / Remove with patterns and contexts
    ("x = 1; y = 2; Clear[\"Global`*\"]; {x, y}", "{x, y}"),
    ("f[x_] := x^2; SetAttributes[f, Listable]; ClearAll[\"Global`*\"]; "
     "{f[2], Attributes[f]}", "{f[2], {}}"),
    ("f[x_] := x^2; SetAttributes[f, Listable]; Clear[\"Global`*\"]; Attributes[f]",
     "{Listable}"),
    ("a1 = 1; a2 = 2; b1 = 3; Clear[\"a*\"]; {a1, a2, b1}", "{a1, a2, 3}"),
    ("ab = 1; abc = 2; Clear[\"a@\"]; {ab, abc}", "{ab, abc}"),
    ("xX = 1; Clear[\"x@\"]; xX", "1"),
    ("q = 1; Clear[\"`*\"]; q", "q"),
    ("Foo`v = 1; w = 2; Clear[\"Foo`*\"]; {Foo`v, w}", "{Foo`v, 2}"),
    ("u = 3; Clear[\"*`*\"]; {u, Pi > 3}", "{u, True}"),
    ("x = 1; Clear[x, \"y\"]", ""),
    ("Clear[Sin]", "", ["Clear::wrsym: Symbol Sin is Protected."]),
    ("Clear[2]", "", ["Clear::ssym: 2 is not a symbol or a string."]),
    ("ClearAll[\"Global`*\"]; Names[\"Global`*\"]", "{}"),
    ("r = 1; Remove[r]; Names[\"r\"]", "{}"),
    ("r1 = 1; r2 = 2; Remove[\"r*\"]; {r1, r2}", "{r1, r2}"),
    ("Remove[Plus]", "", ["Remove::rmptc: Symbol Plus is Protected and cannot be "
                          "removed."]),
    ("Remove[\"nomatch*\"]", "", ["Remove::rmnsm: There are no symbols matching "
                                  "\"nomatch*\"."]),
    ("Context[x]", "Global`"), ("Context[Plus]", "System`"), ("$Context", "Global`"),
    # association slots
    (DATA + "Select[data, #age > 30 &]",
     "{<|name -> Ann, age -> 31|>, <|name -> Cy, age -> 40|>}"),
    (DATA + "#name & /@ data", "{Ann, Bob, Cy}"),
    (DATA + "Map[#name <> \"!\" &, data]", "{Ann!, Bob!, Cy!}"),
    (DATA + "SortBy[data, #age &][[All, \"name\"]]", "{Bob, Ann, Cy}"),
    (DATA + "GroupBy[data, #age > 30 &, Length]", "<|True -> 2, False -> 1|>"),
    (DATA + "Total[#age & /@ data]", "96"),
    ("#a + #b &[<|\"a\" -> 1, \"b\" -> 2|>]", "3"),
    ("#x &[<|\"y\" -> 1|>]", "Missing[KeyAbsent, x]"),
    ("#a &[1]", "#a", ["Function::slota: Slot #a in #a &  cannot be filled from (1)."]),
    ("FullForm[#name &]", "Function[Slot[\"name\"]]"),
    # AssociateTo / KeyDropFrom and updates of parts and definitions
    ("as = <|\"k\" -> 1|>; as[\"k\"] += 10; as", "<|k -> 11|>"),
    ("as = <|\"k\" -> 4|>; {as[\"k\"]++, as[\"k\"] *= 3, as[\"k\"] -= 1, "
     "as[\"k\"] /= 2, ++as[\"k\"], --as[\"k\"]}", "{4, 15, 14, 7, 8, 7}"),
    ("c[_] := 0; c[x] += 1; c[x] += 1; {c[x], c[y]}", "{2, 0}"),
    ("c[_] := 0; Scan[c[#]++ &, {a, b, a, a}]; {c[a], c[b], c[z]}", "{3, 1, 0}"),
    ("v = {1, 2, 3}; v[[2]] *= 10; v[[3]]++; v", "{1, 20, 4}"),
    ("v = {1, 2}; {v[[1]]--, v}", "{1, {0, 2}}"),
    ("m = {{1}, {2}}; AppendTo[m[[1]], 5]; PrependTo[m[[2]], 0]; m", "{{1, 5}, {0, 2}}"),
    ("d[_] := {}; AppendTo[d[1], a]; AppendTo[d[1], b]; {d[1], d[2]}", "{{a, b}, {}}"),
    ("as = <|a -> {}|>; AppendTo[as[a], 1]; as", "<|a -> {1}|>"),
    ("g[1] += 1", "g[1] += 1",
     ["AddTo::rvalue: g[1] is not a variable with a value, so its value cannot be "
      "changed."]),
    ("k++", "k++", ["Increment::rvalue: k is not a variable with a value, so its value "
                    "cannot be changed."]),
    ("as = <|a -> 1|>; AssociateTo[as, b -> 2]; KeyDropFrom[as, a]; as", "<|b -> 2|>"),
    # Switch evaluates its forms
    ("Switch[2, 1 + 1, \"two\", _, \"other\"]", "two"),
    ("n = 3; Switch[3, n, same, _, other]", "same"),
    ("Switch[5, _String, s]", ""),
    ("Switch[1, 2, 3, 4]", "Switch[1, 2, 3, 4]",
     ["Switch::argct: Switch called with 4 arguments. Switch must be called with an odd "
      "number of arguments."]),
    ("Switch[{a, 1}, {_, _Integer}, yes, _, no]", "yes"),
    # Label / Goto
    ("Module[{i = 0}, Label[l]; i++; If[i < 3, Goto[l]]; i]", "3"),
    ("Block[{s = 0, i = 1}, Label[top]; s += i; i++; If[i <= 10, Goto[top]]; s]", "55"),
    ("Catch[Module[{n = 0}, Label[a]; n++; If[n == 5, Throw[n]]; Goto[a]]]", "5"),
    ("Goto[nowhere]", "Hold[Goto[nowhere]]", ["Goto::nolabel: Label nowhere not found."]),
    ("Throw[1, t]", "Hold[Throw[1, t]]",
     ["Throw::nocatch: Uncaught Throw[1, t] returned to top level."]),
    # a condition at the end of a scoped body inside a definition
    ("f[u_] := Module[{v = u}, 10 /; v > 0]; {f[1], f[-1]}", "{10, f[-1]}"),
    ("f[u_] := Module[{v = u}, v /; v > 0]; f[_] := neg; {f[2], f[-2]}", "{2, neg}"),
    ("g[x_] := With[{y = x^2}, y /; y > 4]; {g[1], g[3]}", "{g[1], 9}"),
    ("h[x_] := Block[{t = x}, t + 1 /; IntegerQ[t]]; {h[1], h[a]}", "{2, h[a]}"),
    ("k[x_] := With[{y = x}, Module[{z = 2 y}, z /; z > 2]]; {k[1], k[2]}", "{k[1], 4}"),
    ("{1, -1} /. x_ :> Module[{s = x}, big /; s > 0]", "{big, -1}"),
    # Sort with an ordering function
    ("Sort[{{1, a}, {2, b}, {1, c}}, #1[[1]] >= #2[[1]] &]", "{{2, b}, {1, a}, {1, c}}"),
    ("Sort[{{1, a}, {2, b}, {1, c}}, #1[[1]] > #2[[1]] &]", "{{2, b}, {1, c}, {1, a}}"),
    ("Sort[{{1, a}, {2, b}, {1, c}}, #1[[1]] <= #2[[1]] &]", "{{1, a}, {1, c}, {2, b}}"),
    ("Sort[{3, 1, 2, 1.}, Less]", "{1., 1, 2, 3}"),
    ("Sort[{3, 1, 2, 1.}, LessEqual]", "{1, 1., 2, 3}"),
    ("Sort[{3, 1, 2}, Greater]", "{3, 2, 1}"),
    ("Sort[{c, a, b}, Order]", "{a, b, c}"),
    ("Sort[{b, a, c}, #1 <= #2 &]", "{b, a, c}"),
    ("Sort[<|a -> 3, b -> 1, c -> 2|>]", "<|b -> 1, c -> 2, a -> 3|>"),
    ("Ordering[{3, 1, 2}, All, Greater]", "{1, 3, 2}"),
    # an association is one level in Level, DeleteCases, Position, Depth
    ("Level[<|a -> 1, b -> <|c -> 2|>|>, {-1}]", "{1, 2}"),
    ("Level[<|a -> 1, b -> {2, 3}|>, 1]", "{1, {2, 3}}"),
    ("Level[<|a -> 1, b -> {2, 3}|>, {2}]", "{2, 3}"),
    ("Depth[<|a -> 1|>]", "2"),
    ("DeleteCases[<|a -> 1, b -> {1, 2}|>, 1, Infinity]", "<|b -> {2}|>"),
    ("DeleteCases[<|a -> {1, 2}, b -> 1|>, 1, {2}]", "<|a -> {2}, b -> 1|>"),
    ("DeleteCases[<|a -> 1, b -> 2|>, 1]", "<|b -> 2|>"),
    ("Position[<|x -> 1, y -> 2|>, 2]", "{{Key[y]}}"),
    ("Position[<|x -> {1, 2}|>, 2]", "{{Key[x], 2}}"),
    ("Cases[<|a -> 1, b -> {2, x}|>, _Integer, Infinity]", "{1, 2}"),
    # ReplacePart with a position that does not exist; MapAt with no positions
    ("ReplacePart[{a, b, c}, 5 -> x]", "ReplacePart[{a, b, c}, 5 -> x]",
     ["ReplacePart::partw: Part {5} of {a, b, c} does not exist."]),
    ("ReplacePart[{a, b, c}, {2, 1} -> x]", "ReplacePart[{a, b, c}, {2, 1} -> x]",
     ["ReplacePart::partw: Part {2, 1} of {a, b, c} does not exist."]),
    ("ReplacePart[{a, b, c}, -4 -> x]", "ReplacePart[{a, b, c}, -4 -> x]",
     ["ReplacePart::partw: Part {-4} of {a, b, c} does not exist."]),
    ("ReplacePart[{a, b, c}, {i_ /; i > 5} -> x]", "{a, b, c}"),
    ("MapAt[F, {a, b, c}, {}]", "{a, b, c}"),
    ("MapAt[F, {a, b, c}, {{}}]", "F[{a, b, c}]"),
]


def test_rows():
    check_rows(ROWS)
