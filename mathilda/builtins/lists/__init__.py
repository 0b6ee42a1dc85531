"""Lists: the data structure of the language, and associations.

Constructing lists and asking about their shape (``Range``, ``Table``, ``Array``,
``ConstantArray``, ``Length``, ``Dimensions``, ``ArrayDepth``), taking them apart (``Part``,
``Take``, ``Drop``, ``First``, ``Extract``, ``Position``, ``ReplacePart``), rearranging them
(``Join``, ``Flatten``, ``Reverse``, ``Transpose``, ``Partition``, ``PadLeft``), ordering and
grouping (``Sort``, ``SortBy``, ``Union``, ``Tally``, ``Gather``, ``Split``), selecting
and counting (``Select``, ``Cases``, ``MemberQ``, ``FreeQ``, ``Count``), aggregates
(``Total``, ``Accumulate``, ``Differences``, ``Outer``), combinatorial lists
(``Tuples``, ``Permutations``, ``Subsets``) and associations (``<|k -> v|>``, ``Keys``,
``Lookup``, ``GroupBy``, ``Counts``, ``Merge``).  Lists of machine numbers are often packed
arrays (see ``arrays/``); the builtins here take their fast paths transparently."""
