"""Mathilda embedded in Python: the Session API in one runnable page.

    python examples/embed.py

Every line of output is checked by tests/test_embed.py.
"""

import os
import sys
from fractions import Fraction

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from mathilda import Session, from_python  # noqa: E402

s = Session()

# Evaluate text: the result is an Expr.  str() is its OutputForm; the other forms are
# methods; to_python() converts it to plain Python values.
r = s.evaluate("ArrayPad[{1, 2, 3}, 1]")
print(r)                                          # {0, 1, 2, 3, 0}
print(r.to_python())                              # [0, 1, 2, 3, 0]
print(s.evaluate("{x^2, 1/2}").full_form())       # List[Power[x, 2], Rational[1, 2]]
print(s.evaluate('"text"').input_form())          # "text"

# State persists between calls: definitions, $Line, In/Out history.
s.evaluate("f[x_] := x^2 + 1")
print(s.evaluate("f[3]"), s.evaluate("f[a + b] // Expand"))

# Call a builtin (or your own function) with Python arguments.
print(s.call("ArrayPad", [1, 2, 3], 1))         # {0, 1, 2, 3, 0}
print(s.call("f", Fraction(1, 2)))                # 5/4

# Python values in and out: ints, Fractions, floats, complex, strings, bools, None,
# lists (List), dicts (Association).
e = from_python({"name": "Ada", "scores": [3, Fraction(1, 2), 2.5], "ok": True, "x": None})
print(e)
print(s.evaluate("{1/3, 2.5, I, \"s\", True, Null, {1, 2}, <|\"k\" -> 1|>}").to_python())
print(repr(s.evaluate("Sin[x]").to_python()))     # no Python meaning: stays an Expr

# NumPy arrays go in as packed arrays and come back as NumPy arrays.
import numpy as np  # noqa: E402
m = s.call("ArrayPad", np.array([[1, 2], [3, 4]]), 1)
print(type(m.to_python()).__name__, m.to_python().tolist())

# SymPy, both ways.
import sympy  # noqa: E402
from mathilda import from_sympy  # noqa: E402
print(repr(s.evaluate("Expand[(x + 1)^2]").to_sympy()))
print(from_sympy(sympy.sin(sympy.Symbol("y")) ** 2))

# Messages are collected (never raised); s.messages holds those of the last call.
r = s.evaluate("Length[1, 2]")
print(r, [str(m) for m in s.messages])

# Print output is collected in s.printed, and sent to the `output` callback if given.
lines = []
t = Session(output=lines.append)
t.evaluate('Do[Print["line ", i], {i, 2}]')
print(t.printed, lines)

# A time limit aborts the evaluation with $Aborted.
print(s.evaluate("While[True]", timeout=0.2))

# Two sessions never see each other's definitions.
print(Session().evaluate("f[3]"))
