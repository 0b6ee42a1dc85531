"""Algorithms: plain functions on Expr values and NumPy arrays, one layer below the builtins.

A module here imports only ``mathilda.core``, ``mathilda.numbers``, ``mathilda.bridges``,
``mathilda.printing`` and other ``mathilda.algorithms`` modules, never ``mathilda.builtins``: a
builtin's declaration (``builtins/<area>/``) checks its arguments, emits its messages and makes
one call down to a function here, which can be tested without the evaluator.  Heavy
libraries (NumPy, SciPy, SymPy, matplotlib, NetworkX) are imported inside the functions that
need them, so importing this package costs nothing at start-up."""
