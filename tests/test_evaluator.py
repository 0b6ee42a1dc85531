"""Table-driven tests of the evaluator: definitions, patterns, attributes, scoping,
control flow, messages and unevaluated fallbacks.  Each row: input, expected OutputForm,
and optionally the exact list of messages."""

import pytest

from support import run

DEFINITIONS = [
    ("x = 5; x", "5"),
    ("x = 5; x + 1", "6"),
    ("x = y; y = 2; x", "2"),
    ("x := 1 + 1; x", "2"),
    ("a = b = 3; {a, b}", "{3, 3}"),
    ("{p, q} = {1, 2}; {q, p}", "{2, 1}"),
    ("f[x_] := x^2; f[3]", "9"),
    ("f[x_] := x^2; f /@ {1, 2, 3}", "{1, 4, 9}"),
    ("f[x_] := x^2; f[a]", "a^2"),
    ("f[x_] := x + 1; f[f[1]]", "3"),
    ("f[0] = 1; f[n_] := n f[n - 1]; f[5]", "120"),
    ("f[n_] := n f[n - 1]; f[0] = 1; f[5]", "120"),
    ("f[x_Integer] := int; f[x_] := other; {f[1], f[a], f[1.5]}", "{int, other, other}"),
    ("f[x_] := other; f[x_Integer] := int; {f[1], f[a]}", "{int, other}"),
    ("f[x_] := 1; f[x_] := 2; f[0]", "2"),
    ("f[x_] := 1; f[y_] := 2; f[0]", "2"),
    ("f[1] = a; f[1] = b; f[1]", "b"),
    ("f[x_, y_] := x - y; f[5, 3]", "2"),
    ("f[x_, y_] := x - y; f[5]", "f[5]"),
    ("f[x_] := x; f[1, 2]", "f[1, 2]"),
    ("g[x_][y_] := x + y; g[1][2]", "3"),
    ("g[x_][y_] := x y; g[a][b]", "a b"),
    ("h[x_] = x^2; h[4]", "16"),
    ("y = 2; h[x_] = x y; y = 3; h[1]", "2"),
    ("y = 2; h[x_] := x y; y = 3; h[1]", "3"),
    ("f[x_] := (x = 1); f[2]", "1", ["Set::setraw: Cannot assign to raw object 2."]),
    ("ClearAll[f]; f[x_] := x^3; Clear[f]; f[2]", "f[2]"),
    ("v = 7; v =.; v", "v"),
    ("f[1] = 5; f[1] =.; f[1]", "f[1]"),
    ("f[x_ /; x > 0] := pos; f[x_] := nonpos; {f[1], f[-1], f[a]}", "{pos, nonpos, nonpos}"),
    ("f[x_] := pos /; x > 0; {f[2], f[-2]}", "{pos, f[-2]}"),
    ("f[x_] /; x > 0 := pos; {f[2], f[-2]}", "{pos, f[-2]}"),
    ("f[x_?EvenQ] := even; {f[2], f[3]}", "{even, f[3]}"),
    ("fib[0] = 0; fib[1] = 1; fib[n_] := fib[n - 1] + fib[n - 2]; fib[15]", "610"),
    ("mf[0] = 0; mf[1] = 1; mf[n_] := mf[n] = mf[n - 1] + mf[n - 2]; mf[100]",
     "354224848179261915075"),
    ("mf[n_] := mf[n] = n; mf[3]; DownValues[mf]",
     "{HoldPattern[mf[3]] :> 3, HoldPattern[mf[n_]] :> (mf[n] = n)}"),
    ("ack[0, n_] := n + 1; ack[m_, 0] := ack[m - 1, 1]; "
     "ack[m_, n_] := ack[m - 1, ack[m, n - 1]]; ack[2, 3]", "9"),
    ("area[sq] ^= 4; area[sq]", "4"),
    ("sq /: perim[sq] = 16; perim[sq]", "16"),
    ("sq /: perim[sq] = 16; UpValues[sq]", "{HoldPattern[perim[sq]] :> 16}"),
    ("u /: u + v = uv; u + v", "uv"),
    ("x = 5; OwnValues[x]", "{HoldPattern[x] :> 5}"),
    ("f[x_] := x; DownValues[f]", "{HoldPattern[f[x_]] :> x}"),
    ("f[1 + 1] = two; f[2]", "two"),
    ("f[HoldPattern[1 + 1]] = held; {f[2], f[Unevaluated[1 + 1]]}", "{f[2], held}"),
    ("i = 1; i++; i", "2"),
    ("i = 1; i++", "1"),
    ("i = 1; ++i", "2"),
    ("i = 1; i--; i", "0"),
    ("i = 1; --i", "0"),
    ("i = 1; i += 4", "5"),
    ("i = 10; i -= 4", "6"),
    ("i = 10; i *= 4", "40"),
    ("i = 10; i /= 4", "5/2"),
    ("i++", "i++", ["Increment::rvalue: i is not a variable with a value, so its value "
                    "cannot be changed."]),
    ("l = {1, 2, 3}; l[[2]] = 9; l", "{1, 9, 3}"),
    ("l = {1, 2, 3}; l[[-1]] = 0; l", "{1, 2, 0}"),
    ("m = {{1, 2}, {3, 4}}; m[[1, 2]] = 0; m", "{{1, 0}, {3, 4}}"),
    ("m = {{1, 2}, {3, 4}}; m[[All, 1]] = 0; m", "{{0, 2}, {0, 4}}"),
    ("m = {{1, 2}, {3, 4}}; m[[All, 1]] = {7, 8}; m", "{{7, 2}, {8, 4}}"),
    ("l = {1, 2, 3}; l[[2]] += 10; l", "{1, 12, 3}"),
    ("l = {1, 2}; l[[5]] = 0", "0", ["Part::partw: Part 5 of {1, 2} does not exist."]),
    ("Pi = 3", "3", ["Set::wrsym: Symbol Pi is Protected."]),
    ("Plus[x_, y_] := 0", "$Failed", ["SetDelayed::wrsym: Symbol Plus is Protected."]),
    ("Unprotect[Plus]; Plus[1, 1] = 3; Protect[Plus]; {1 + 1, 2 + 2}", "{3, 4}"),
    ("Protect[w]; w = 3", "3", ["Set::wrsym: Symbol w is Protected."]),
    ("Protect[w]; Unprotect[w]; w = 3; w", "3"),
    ("Default[df] = 10; df[x_.] := x; {df[], df[3]}", "{10, 3}"),
    ("f[x_, y_: 5] := {x, y}; {f[1], f[1, 2]}", "{{1, 5}, {1, 2}}"),
    ("f[a x_.] := x; {f[a 3], f[a]}", "{3, 1}"),
    ("f[x_. + y_] := {x, y}; f[a]", "{0, a}"),
    ("Options[op] = {s -> 1, t -> 2}; op[OptionsPattern[]] := {OptionValue[s], "
     "OptionValue[t]}; op[t -> 5]", "{1, 5}"),
    ("Attributes[f] = {Listable}; f[{1, 2}]", "{f[1], f[2]}"),
]

PATTERNS = [
    ("MatchQ[1, _Integer]", "True"),
    ("MatchQ[1.5, _Integer]", "False"),
    ("MatchQ[a, _Symbol]", "True"),
    ("MatchQ[\"s\", _String]", "True"),
    ("MatchQ[1/2, _Rational]", "True"),
    ("MatchQ[f[1, 2], f[_, _]]", "True"),
    ("MatchQ[f[1, 2], f[_]]", "False"),
    ("MatchQ[f[1, 2, 3], f[__]]", "True"),
    ("MatchQ[f[], f[__]]", "False"),
    ("MatchQ[f[], f[___]]", "True"),
    ("MatchQ[f[1, a], f[__Integer]]", "False"),
    ("MatchQ[f[1, 2], f[__Integer]]", "True"),
    ("MatchQ[{1, 2, 3}, {x__, y_} /; Length[{x}] == 2]", "True"),
    ("MatchQ[{a, b, a}, {x_, _, x_}]", "True"),
    ("MatchQ[{a, b, c}, {x_, _, x_}]", "False"),
    ("MatchQ[x, x | y]", "True"),
    ("MatchQ[z, x | y]", "False"),
    ("MatchQ[{1, 2}, {_Integer ..}]", "True"),
    ("MatchQ[{1, a}, {_Integer ..}]", "False"),
    ("MatchQ[{}, {_Integer ...}]", "True"),
    ("MatchQ[{}, {_Integer ..}]", "False"),
    ("MatchQ[3, Except[_String]]", "True"),
    ("MatchQ[\"s\", Except[_String]]", "False"),
    ("MatchQ[x_, Verbatim[x_]]", "True"),
    ("MatchQ[y, Verbatim[x_]]", "False"),
    ("MatchQ[4, _?EvenQ]", "True"),
    ("MatchQ[5, _?EvenQ]", "False"),
    ("MatchQ[5, x_ /; x > 4]", "True"),
    ("MatchQ[a + b, _Plus]", "True"),
    ("MatchQ[a + b + c, a + _]", "True"),
    ("MatchQ[b + a, a + b]", "True"),
    ("MatchQ[f[a, b], f[b, a]]", "False"),
    ("MatchQ[{1, 2, 3, 4, 5}, {___, 3, ___}]", "True"),
    ("MatchQ[{1, 2, 4, 5}, {___, 3, ___}]", "False"),
    ("MatchQ[g[f[1]], g[f[_]]]", "True"),
    ("MatchQ[1 + 1, HoldPattern[1 + 1]]", "False"),
    ("MatchQ[Hold[1 + 1], Hold[HoldPattern[1 + 1]]]", "True"),
    ("MatchQ[f[1], _[_]]", "True"),
    ("MatchQ[f[1], _f]", "True"),
    ("MatchQ[f[1, 2, 3], f[x__] /; Plus[x] == 6]", "True"),
    ("f[1, 2, 3] /. f[x__] :> {x}", "{1, 2, 3}"),
    ("f[1, 2, 3] /. f[x_, y__] :> {{x}, {y}}", "{{1}, {2, 3}}"),
    ("f[1, 2, 3] /. f[x__, y_] :> {{x}, {y}}", "{{1, 2}, {3}}"),
    ("f[1, 2, 3] /. f[x___, y__] :> {{x}, {y}}", "{{}, {1, 2, 3}}"),
    ("{a, b, c, d} /. {x___, b, y___} :> {y, x}", "{c, d, a}"),
    ("ReplaceList[{a, b, c}, {x___, y___} :> {{x}, {y}}]",
     "{{{}, {a, b, c}}, {{a}, {b, c}}, {{a, b}, {c}}, {{a, b, c}, {}}}"),
    ("{1, 2, 3} /. x_Integer :> x^2", "{1, 4, 9}"),
    ("{1, 2, 3} /. x_Integer /; x > 1 :> 0", "{1, 0, 0}"),
    ("{1, a, 2} /. _Integer -> n", "{n, a, n}"),
    ("f[a] /. f[x_] -> g[x]", "g[a]"),
    ("f[f[a]] /. f[x_] -> g[x]", "g[f[a]]"),
    ("f[f[a]] //. f[x_] -> g[x]", "g[g[a]]"),
    ("x /. x -> y /. y -> z", "z"),
    ("{x, y} /. {x -> 1, y -> 2}", "{1, 2}"),
    ("{x, y} /. {{x -> 1}, {y -> 2}}", "{{1, y}, {x, 2}}"),
    ("a + b /. a -> 1", "1 + b"),
    ("a + b + c /. a + b -> x", "c + x"),
    ("a b c /. a c -> z", "b z"),
    ("f[1, 2] /. f[x_, y_] :> x + y", "3"),
    ("{a, b} /. List -> f", "f[a, b]"),
    ("x /. y -> 1", "x"),
    ("Replace[{1, 2}, {a_, b_} :> b]", "2"),
    ("Replace[f[1], 1 -> 2]", "f[1]"),
    ("Replace[f[1], 1 -> 2, {1}]", "f[2]"),
    ("Replace[1, {1 -> a, 1 -> b}]", "a"),
    ("x /. 1", "x /. 1", ["ReplaceAll::reps: {1} is neither a list of replacement rules "
                          "nor a valid dispatch table, and so cannot be used for replacing."]),
    ("fact[n_] := n fact[n - 1] /; n > 0; fact[0] = 1; fact[6]", "720"),
    ("MatchQ[f[a, b, c], f[x__, y__] /; Length[{x}] == 2]", "True"),
    ("Cases2[l_, p_] := Select[l, MatchQ[#, p] &]; Cases2[{1, a, 2}, _Integer]", "{1, 2}"),
    ("MatchQ[{1, 2, 3}, {1, _, 3}]", "True"),
]

ATTRIBUTES = [
    ("Attributes[Plus]", "{Flat, Listable, NumericFunction, OneIdentity, Orderless, Protected}"),
    ("Attributes[Set]", "{HoldFirst, Protected, SequenceHold}"),
    ("Attributes[If]", "{HoldRest, Protected}"),
    ("Attributes[Hold]", "{HoldAll, Protected}"),
    ("Attributes[f]", "{}"),
    ("SetAttributes[f, Orderless]; f[c, a, b]", "f[a, b, c]"),
    ("SetAttributes[f, Flat]; f[a, f[b, c]]", "f[a, b, c]"),
    ("SetAttributes[f, {Flat, Orderless}]; f[c, f[b, a]]", "f[a, b, c]"),
    ("SetAttributes[f, Listable]; f[{1, 2}, {3, 4}]", "{f[1, 3], f[2, 4]}"),
    ("SetAttributes[f, Listable]; f[{1, 2}, x]", "{f[1, x], f[2, x]}"),
    ("SetAttributes[f, Listable]; f[{1, 2}, {1, 2, 3}]", "f[{1, 2}, {1, 2, 3}]",
     ["Thread::tdlen: Objects of unequal length in f[{1, 2}, {1, 2, 3}] cannot be "
      "combined."]),
    ("SetAttributes[f, HoldAll]; f[1 + 1]", "f[1 + 1]"),
    ("SetAttributes[f, HoldFirst]; f[1 + 1, 2 + 2]", "f[1 + 1, 4]"),
    ("SetAttributes[f, HoldRest]; f[1 + 1, 2 + 2]", "f[2, 2 + 2]"),
    ("SetAttributes[f, HoldAll]; f[Evaluate[1 + 1], 2 + 2]", "f[2, 2 + 2]"),
    ("SetAttributes[f, HoldAllComplete]; f[Evaluate[1 + 1]]", "f[Evaluate[1 + 1]]"),
    ("SetAttributes[f, HoldAll]; f[Sequence[a, b]]", "f[a, b]"),
    ("SetAttributes[f, SequenceHold]; f[Sequence[a, b]]", "f[Sequence[a, b]]"),
    ("SetAttributes[f, HoldAllComplete]; f[Sequence[a, b]]", "f[Sequence[a, b]]"),
    ("f[Sequence[a, b], c]", "f[a, b, c]"),
    ("f[Sequence[]]", "f[]"),
    ("Length[Unevaluated[1 + 2 + 3]]", "3"),
    ("f[Unevaluated[1 + 1]]", "f[Unevaluated[1 + 1]]"),
    ("SetAttributes[f, HoldAll]; f[x_] := Hold[x]; f[1 + 1]", "Hold[1 + 1]"),
    ("SetAttributes[f, OneIdentity]; Attributes[f]", "{OneIdentity}"),
    ("SetAttributes[f, Listable]; ClearAttributes[f, Listable]; f[{1}]", "f[{1}]"),
    ("SetAttributes[f, Foo]", "SetAttributes[f, Foo]",
     ["SetAttributes::attnf: Foo is not a known attribute."]),
    ("Protect[f]; Attributes[f]", "{Protected}"),
    ("Unprotect[f]", "{}"),
    ("Protect[f]", "{f}"),
    ("SetAttributes[f, Locked]; SetAttributes[f, Listable]", "",
     ["SetAttributes::locked: Symbol f is locked."]),
    ("Hold[1 + 1]", "Hold[1 + 1]"),
    ("HoldForm[1 + 1]", "1 + 1"),
    ("HoldComplete[1 + 1]", "HoldComplete[1 + 1]"),
    ("ReleaseHold[Hold[1 + 1]]", "2"),
    ("Hold[Evaluate[1 + 1]]", "Hold[2]"),
    ("Hold[x] /. x -> 1 + 1", "Hold[2]"),
    ("Hold[x] /. x :> 1 + 1", "Hold[1 + 1]"),
    ("x = 3; Hold[x]", "Hold[x]"),
    ("Head[f[x]]", "f"),
    ("Head[1]", "Integer"),
    ("Head[1.5]", "Real"),
    ("Head[2/3]", "Rational"),
    ("Head[1 + I]", "Complex"),
    ("Head[\"s\"]", "String"),
    ("Head[x]", "Symbol"),
    ("Head[{}]", "List"),
    ("Head[f[x][y]]", "f[x]"),
    ("Head[a + b]", "Plus"),
]

SCOPING = [
    ("Module[{t = 3}, t^2]", "9"),
    ("t = 1; Module[{t = 5}, t]; t", "1"),
    ("Module[{t}, t = 4; t + 1]", "5"),
    ("Module[{a = 1, b = 2}, a + b]", "3"),
    ("Module[{a = 1, b}, b = a + 1; {a, b}]", "{1, 2}"),
    ("StringMatchQ[ToString[Module[{t}, t]], \"t$*\"]", "True"),
    ("Module[{t}, Head[t]]", "Symbol"),
    ("Module[x, x]", "Module[x, x]", ["Module::lvlist: Local variable specification x is "
                                      "not a List."]),
    ("Module[{1}, 1]", "Module[{1}, 1]",
     ["Module::lvsym: Local variable specification {1} contains 1, which is not a symbol "
      "or an assignment to a symbol."]),
    ("Block[{x = 2}, x + 1]", "3"),
    ("x = 7; {Block[{x = 2}, x], x}", "{2, 7}"),
    ("x = 7; Block[{x}, x]", "7"),
    ("x = 7; Block[{x}, Hold[x]]", "Hold[x]"),
    ("x = 7; Block[{x}, OwnValues[x]]", "{}"),
    ("f[] := y; Block[{y = 3}, f[]]", "3"),
    ("f[] := y; Module[{y = 3}, f[]]", "y"),
    ("With[{c = 2}, c + c]", "4"),
    ("With[{c = 1 + 1}, Hold[c]]", "Hold[2]"),
    ("With[{x = 1}, With[{y = x + 1}, y]]", "2"),
    ("Function[x, x^2][3]", "9"),
    ("Function[{x, y}, x + y][1, 2]", "3"),
    ("(#^2 &)[4]", "16"),
    ("#1 + #2 &[1, 2]", "3"),
    ("{##} &[a, b, c]", "{a, b, c}"),
    ("{##2} &[a, b, c]", "{b, c}"),
    ("f[##] &[1, 2]", "f[1, 2]"),
    ("#0 &[1]", "#0 & "),
    ("(# + 1 &) /@ {1, 2}", "{2, 3}"),
    ("Map[Function[x, x + 1], {1, 2}]", "{2, 3}"),
    ("(If[# > 1, #, 0] &) /@ {1, 2, 3}", "{0, 2, 3}"),
    ("Function[{x}, Function[{y}, x + y]][1][2]", "3"),
    ("(#1 &)[]", "#1", ["Function::slotn: Slot number 1 in #1 &  cannot be filled from "
                        "()."]),
    ("Function[{x, y}, x][1]", "Function[{x, y}, x][1]",
     ["Function::fpct: Too many parameters in Function[{x, y}, x] to be filled from {1}."]),
    ("f = (#^3 &); f[2]", "8"),
    ("Apply[Function[{x, y}, x y], {3, 4}]", "12"),
    ("Nest[# + 1 &, 0, 5]", "5"),
]

CONTROL = [
    ("If[True, 1, 2]", "1"),
    ("If[False, 1, 2]", "2"),
    ("If[x, 1, 2]", "If[x, 1, 2]"),
    ("If[x, 1, 2, 3]", "3"),
    ("If[False, 1]", ""),
    ("If[1 == 1, a]", "a"),
    ("If[]", "If[]", ["If::argb: If called with 0 arguments; between 2 and 4 arguments are "
                      "expected."]),
    ("Which[False, 1, True, 2]", "2"),
    ("Which[False, 1, False, 2]", ""),
    ("Which[1 < 0, a, 2 > 1, b]", "b"),
    ("Switch[2, 1, a, 2, b, _, c]", "b"),
    ("Switch[x, 1, a, _, c]", "c"),
    ("Switch[\"s\", _Integer, int, _String, str]", "str"),
    ("Switch[5, 1, a]", ""),
    ("s = 0; Do[s += i, {i, 100}]; s", "5050"),
    ("s = 0; Do[s += i, {i, 2, 10, 2}]; s", "30"),
    ("s = 0; Do[s += 1, {10}]; s", "10"),
    ("s = 0; Do[s += i j, {i, 3}, {j, 2}]; s", "18"),
    ("s = {}; Do[AppendTo[s, i], {i, {a, b, c}}]; s", "{a, b, c}"),
    ("s = 0; Do[If[i > 3, Break[]]; s += i, {i, 10}]; s", "6"),
    ("s = 0; Do[If[EvenQ[i], Continue[]]; s += i, {i, 10}]; s", "25"),
    ("Do[If[i == 4, Return[i]], {i, 10}]", "4"),
    ("i = 42; Do[i, {i, 3}]; i", "42"),
    ("Do[x, {i, a}]", "Do[x, {i, a}]", ["Do::iterb: Iterator {i, a} does not have "
                                        "appropriate bounds."]),
    ("n = 0; While[n < 10, n++]; n", "10"),
    ("n = 0; While[True, n++; If[n == 5, Break[]]]; n", "5"),
    ("n = 0; While[n < 3, n++]", ""),
    ("t = 0; For[i = 0, i < 5, i++, t += i]; t", "10"),
    ("t = 0; For[i = 0, i < 5, i++, If[i == 2, Break[]]; t += 1]; t", "2"),
    ("f[x_] := (Return[x + 1]; 0); f[1]", "2"),
    ("f[x_] := Module[{}, If[x > 0, Return[pos]]; neg]; {f[1], f[-1]}", "{pos, neg}"),
    ("Catch[Throw[5]]", "5"),
    ("Catch[1; Throw[2]; 3]", "2"),
    ("Catch[Do[If[i^2 > 20, Throw[i]], {i, 10}]]", "5"),
    ("Catch[Throw[a, t1], t1]", "a"),
    ("Catch[Catch[Throw[a, t1], t2], t1]", "a"),
    ("Catch[Throw[a, t1], t1, f]", "f[a, t1]"),
    ("Catch[1 + 1]", "2"),
    ("Throw[1]", "Hold[Throw[1]]", ["Throw::nocatch: Uncaught Throw[1] returned to top "
                                    "level."]),
    ("CheckAbort[Abort[], aborted]", "aborted"),
    ("Abort[]", "$Aborted"),
    ("CompoundExpression[a, b, c]", "c"),
    ("a; b", "b"),
    ("a;", ""),
    ("Return[5]", "Hold[Return[5]]"),
    ("r[x_] := r[x + 1]; r[1]; 1 + 1", "2"),
    ("TrueQ[True]", "True"),
    ("TrueQ[x]", "False"),
    ("True && False", "False"),
    ("True || False", "True"),
    ("a && True", "a"),
    ("a || False", "a"),
    ("False && undefined[]", "False"),
    ("!True", "False"),
    ("!a", "!a"),
    ("Xor[True, True]", "False"),
    ("Xor[True, False]", "True"),
    ("And[]", "True"),
    ("Or[]", "False"),
    ("a === a", "True"),
    ("a === b", "False"),
    ("1 === 1.", "False"),
    ("f[a] === f[a]", "True"),
    ("a =!= b", "True"),
    ("{1, 2} === {1, 2}", "True"),
    ("SameQ[a, a, a]", "True"),
    ("SameQ[]", "True"),
]

MESSAGES = [
    ("f::bad = \"Bad `1`.\"; Message[f::bad, 7]", "", ["f::bad: Bad 7."]),
    ("Message[f::nomsg]", "", ["f::nomsg: -- Message text not found --"]),
    ("Message[f::argx, f, 2]", "", ["f::argx: f called with 2 arguments; 1 argument is "
                                    "expected."]),
    ("Quiet[Message[f::argx, f, 2]; 5]", "5", []),
    ("Off[f::argx]; Message[f::argx, f, 2]; 1", "1", []),
    ("Off[f::argx]; On[f::argx]; Message[f::argx, f, 2]",
     "", ["f::argx: f called with 2 arguments; 1 argument is expected."]),
    ("Check[Message[f::argx, f, 2]; 1, failed]", "failed",
     ["f::argx: f called with 2 arguments; 1 argument is expected."]),
    ("Check[1, failed]", "1"),
    ("Quiet[Check[Message[f::argx, f, 2]; 1, failed]]", "failed", []),
    ("f::usage = \"f is a function.\"; f::usage", "f is a function."),
    ("General::argx", "`1` called with `2` arguments; 1 argument is expected."),
    ("Length[1, 2]", "Length[1, 2]", ["Length::argx: Length called with 2 arguments; 1 "
                                      "argument is expected."]),
    ("Replace[x]", "Replace[x]", []),          # the operator form Replace[rules]
    ("Replace[]", "Replace[]", ["Replace::argb: Replace called with 0 arguments; between 1 "
                                "and 3 arguments are expected."]),
    ("MatchQ[x]", "MatchQ[x]", ["MatchQ::argr: MatchQ called with 1 argument; 2 arguments "
                                "are expected."]),
    ("MatchQ[x, y, z]", "MatchQ[x, y, z]", ["MatchQ::argrx: MatchQ called with 3 arguments; "
                                            "2 arguments are expected."]),
    ("ToString[x^2]", "x^2"),
    ("ToString[\"a\", InputForm]", "\"a\""),
    ("ToString[a + b, FullForm]", "Plus[a, b]"),
    ("ToExpression[\"1 + 2\"]", "3"),
    ("ToExpression[\"x = 4\"]; x", "4"),
    ("ToExpression[\"1 + 1\", InputForm, Hold]", "Hold[1 + 1]"),
    ("FullForm[a + b^2]", "Plus[a, Power[b, 2]]"),
    ("FullForm[{1, \"s\"}]", "List[1, \"s\"]"),
    ("InputForm[\"s\"]", "\"s\""),
    ("Names[\"ArrayPa*\"]", "{ArrayPad}"),
    ("Print[\"hi\"]", ""),
    ("Timing[1 + 1][[2]]", "2"),
    ("AbsoluteTiming[2 + 2][[2]]", "4"),
    ("$RecursionLimit", "1024"),
    ("$IterationLimit", "4096"),
    ("Block[{$RecursionLimit = 50}, $RecursionLimit]", "50"),
    ("$RecursionLimit = 5", "5", ["$RecursionLimit::limset: Cannot set $RecursionLimit to "
                                  "5; value must be an integer of at least 20 or "
                                  "Infinity."]),
    ("Block[{$RecursionLimit = 30}, x = x + 1]", "29 + Hold[1 + x]",
     ["$RecursionLimit::reclim2: Recursion depth of 30 exceeded during evaluation of "
      "1 + x."]),
    ("ff[x_] := ff[x] + 1; Head[Quiet[ff[1]]]", "Plus"),
    ("$IterationLimit = 100; r[x_] := r[x + 1]; r[1]", "Hold[r[101 + 1]]",
     ["$IterationLimit::itlim: Iteration limit of 100 exceeded."]),
]

ALL_ROWS = DEFINITIONS + PATTERNS + ATTRIBUTES + SCOPING + CONTROL + MESSAGES


@pytest.mark.parametrize("row", ALL_ROWS, ids=[r[0][:60] for r in ALL_ROWS])
def test_row(row):
    text, expected = row[0], row[1]
    out, msgs = run(text)
    assert out == expected
    if len(row) > 2:
        assert msgs == row[2]


def test_row_count():
    assert len(ALL_ROWS) >= 300


def test_recursion_limit_and_session_survives():
    from mathilda.session import Session
    s = Session()
    r = s.evaluate("r[x_] := r[x + 1]; r[1]")
    assert r.head.name == "Hold"
    assert any(m.tag == "reclim2" for m in s.messages)
    assert str(s.evaluate("1 + 1")) == "2"
    assert s.messages == []


def test_deep_recursion_no_python_error():
    from mathilda.session import Session
    s = Session()
    s.evaluate("g[0] = 0; g[n_] := 1 + g[n - 1]")
    assert str(s.evaluate("g[400]")) == "400"
    s.evaluate("$RecursionLimit = 5000")
    assert str(s.evaluate("g[2000]")) == "2000"


def test_sessions_are_independent():
    from mathilda.session import Session
    a, b = Session(), Session()
    a.evaluate("x = 5")
    assert str(b.evaluate("x")) == "x"
    assert str(a.evaluate("x")) == "5"


def test_recursion_limit_on_tail_call():
    from mathilda.session import Session
    s = Session()
    r = s.evaluate("r[x_] := r[x + 1]; r[1]")
    assert r.head.name == "Hold"
    assert [m.tag for m in s.messages][:1] == ["reclim2"]


def test_history():
    from mathilda.session import Session
    s = Session()
    s.evaluate("1 + 1")
    s.evaluate("%^2")
    assert str(s.evaluate("%")) == "4"
    assert str(s.evaluate("%1")) == "2"
    assert str(s.evaluate("Out[2]")) == "4"
    assert str(s.evaluate("%%")) == "2"
