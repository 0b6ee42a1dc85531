"""UpTo[n]: "n, or as many as there are", the count taken by Take, Drop, TakeDrop,
Partition, Ordering, TakeList, TakeLargest, TakeSmallest, MinimalBy, MaximalBy, Commonest,
RandomSample, StringTake, StringDrop, StringPartition, Eigenvalues and FindClusters (each
reads it in its own registration; UpTo itself is inert)."""

from mathilda.core.registry import symbol_spec

symbol_spec(
    "UpTo",
    usage="UpTo[n] represents up to n objects or positions: if n are available, all n are "
          "used; if fewer are available, only those available are used.",
    examples=[("UpTo[3]", "UpTo[3]"),
              ("Take[{a, b, c}, UpTo[5]]", "{a, b, c}"),
              ("Drop[{a, b, c}, UpTo[2]]", "{c}"),
              ("Partition[{1, 2, 3, 4, 5}, UpTo[2]]", "{{1, 2}, {3, 4}, {5}}"),
              ("Ordering[{30, 10, 20}, UpTo[10]]", "{2, 3, 1}"),
              ("Commonest[{a, b, a, c}, UpTo[10]]", "{a, b, c}"),
              ("TakeLargest[{4, 1, 3}, UpTo[5]]", "{4, 3, 1}"),
              ("MinimalBy[{-3, 1, 2}, Abs, UpTo[2]]", "{1, 2}"),
              ("Length[RandomSample[{1, 2, 3}, UpTo[6]]]", "3"),
              ("StringTake[\"abc\", UpTo[20]]", "abc"),
              ("Eigenvalues[{{2, 0}, {0, 1}}, UpTo[4]]", "{2, 1}")])
