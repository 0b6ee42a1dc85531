(* A tour of the language in forty lines.  Run it with:  mathilda examples/tour.m *)

(* Exact numbers by default, as many digits as you ask for on request. *)
Print[2^100, "   ", 1/3 + 1/6, "   ", Sqrt[8], "   ", 20!]
Print[N[Pi, 30], "   ", N[Sqrt[2]]]

(* Symbols stay symbolic: algebra and calculus. *)
Print[Expand[(x + 1)^3], "   ", Factor[x^2 - 4]]
Print[D[Sin[x]^2, x], "   ", Integrate[x Exp[x], x]]
Print[Solve[x^2 - 5 x + 6 == 0, x], "   ", Sum[1/k^2, {k, 1, Infinity}]]

(* Lists, and functions that act on whole lists. *)
squares = Table[k^2, {k, 1, 6}];
Print[squares, "   total ", Total[squares], "   ", Plus @@ squares]
Print[Select[Range[30], PrimeQ], "   ", Map[#^2 + 1 &, {1, 2, 3}], "   ", f /@ {a, b}]
Print[Fold[Plus, 0, {1, 2, 3, 4}], "   ", Nest[2 # &, 1, 10], "   ", Reverse[Range[5]]]

(* Definitions are rewrite rules with patterns, tried most specific first. *)
fib[0] = 0; fib[1] = 1;
fib[n_Integer /; n > 1] := fib[n] = fib[n - 1] + fib[n - 2]
Print[fib[80]]
area[circle[r_]] := Pi r^2
area[square[s_]] := s^2
Print[area /@ {circle[2], square[3], triangle[1]}]
Print[{a, b, c} /. b -> 42, "   ", f[g[x]] /. f[g[y_]] :> y^2]

(* Strings and associations. *)
Print[StringJoin["Math", "ilda"], " has ", StringLength["Mathilda"], " letters"]
Print[StringReplace["the cat sat", "at" -> "og"], "   ", ToUpperCase["loud"]]
ages = <|"ann" -> 31, "bob" -> 27|>;
Print[ages["bob"], "   ", Keys[ages], "   ", Values[ages]]

(* Control flow and local variables. *)
collatz[n_] := Module[{k = n, steps = 0},
  While[k != 1, k = If[EvenQ[k], k/2, 3 k + 1]; steps++];
  steps]
Print["Collatz steps from 27: ", collatz[27]]
Do[Print[i, "! = ", i!], {i, 3, 5}]

(* Arrays: ArrayPad and Unsqueeze, after NumPy's pad and ONNX's Unsqueeze. *)
Print[ArrayPad[{1, 2, 3}, 2], "   ", ArrayPad[{1, 2, 3}, 2, "Periodic"]]
Print[ArrayPad[{{1, 2}, {3, 4}}, 1, "Reflected"]]
Print[Dimensions[Unsqueeze[{{1, 2}, {3, 4}}, {0, 3}]]]
