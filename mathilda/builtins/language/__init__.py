"""The language: how expressions are evaluated and rewritten.

Control flow (``CompoundExpression``, ``If``, ``Which``, ``Switch``, ``Do``, ``While``,
``For``, ``Return``, ``Throw``/``Catch``, ``Abort``), scoping (``Module``, ``Block``,
``With``, ``Function``), assignments (``Set``, ``SetDelayed``, ``UpSet``, ``TagSet``, the
update operators, ``Clear``), rules and replacement (``ReplaceAll``, ``ReplaceRepeated``,
``MatchQ``, the holding wrappers ``Hold``, ``Unevaluated``, ``Evaluate``, ``Sequence``),
attributes and definitions as data (``SetAttributes``, ``Protect``, ``Definition``,
``Options``), functional programming (``Map``, ``Apply``, ``MapThread``, ``Thread``,
``Composition``, ``Sow``/``Reap``), iteration (``Nest``, ``FixedPoint``, ``Fold``), logic
and identity (``SameQ``, ``And``, ``Or``, ``Not``, ``Head``, Boolean functions and their
normal forms), comparison (``Equal``, ``Less``, ``Inequality``, ``Max``, ``Min``) and
evaluation under limits (``TimeConstrained``, ``MemoryConstrained``)."""
