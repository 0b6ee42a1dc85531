(* Unsqueeze and Squeeze: the ONNX operators (Unsqueeze version 13) as builtins.
   The examples of the operator's documentation, with their exact data.
   Run it with:  mathilda examples/unsqueeze.m  *)

(* test_cc_unsqueeze_axes: shape {2, 3} -> {1, 2, 1, 3} *)
Print[Unsqueeze[{{0., 1., 2.}, {3., 4., 5.}}, {0, 2}]]

(* x: shape {3, 4, 5}, the reals 0. to 59. *)
x = {{{0., 1., 2., 3., 4.}, {5., 6., 7., 8., 9.}, {10., 11., 12., 13., 14.},
      {15., 16., 17., 18., 19.}},
     {{20., 21., 22., 23., 24.}, {25., 26., 27., 28., 29.}, {30., 31., 32., 33., 34.},
      {35., 36., 37., 38., 39.}},
     {{40., 41., 42., 43., 44.}, {45., 46., 47., 48., 49.}, {50., 51., 52., 53., 54.},
      {55., 56., 57., 58., 59.}}};

(* test_unsqueeze_axis_0, _1, _2: shapes {1, 3, 4, 5}, {3, 1, 4, 5}, {3, 4, 1, 5} *)
Print[Unsqueeze[x, {0}]]
Print[Unsqueeze[x, {1}]]
Print[Unsqueeze[x, {2}]]

(* test_unsqueeze_negative_axes: shape {1, 3, 1, 5}, axes {-2} -> {1, 3, 1, 1, 5} *)
Print[Unsqueeze[{{{{0., 1., 2., 3., 4.}}, {{5., 6., 7., 8., 9.}}, {{10., 11., 12., 13., 14.}}}}, {-2}]]

(* test_unsqueeze_three_axes and test_unsqueeze_unsorted_axes: {3, 4, 1, 5, 1, 1} *)
Print[Unsqueeze[x, {2, 4, 5}]]
Print[Unsqueeze[x, {5, 4, 2}]]

(* test_unsqueeze_two_axes: {3, 1, 4, 5, 1} *)
Print[Unsqueeze[x, {1, 4}]]

(* Scalars are rank 0; any element type; a single integer axis. *)
Print[Unsqueeze[5, {0}]]
Print[Unsqueeze[5, {0, -1}]]
Print[Unsqueeze[{"a", "b"}, 1]]
Print[Unsqueeze[{True, False}, {0}]]

(* Squeeze is the inverse. *)
Print[Squeeze[Unsqueeze[x, {5, 4, 2}], {2, 4, 5}] === x]
Print[Squeeze[{{{1}, {2}, {3}}}]]
Print[Squeeze[{{{1}, {2}, {3}}}, -1]]

(* Bad axes: a message, and the call stays unevaluated. *)
Print[Unsqueeze[{1, 2, 3}, {0, 4}]]
Print[Unsqueeze[{1, 2, 3}, {1, 1}]]
