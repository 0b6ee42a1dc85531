"""Imported once by the fork server of local kernels (see local.py): loads what every kernel
needs, so that each forked kernel starts with it in memory.  Only imports and pure calls:
no thread may be started here (the server forks, and a fork copies no other thread)."""

from mathilda.core.registry import load_all
from mathilda.parallel import kernel  # noqa: F401
from mathilda.printing import input_form
from mathilda.session import Session
from mathilda.syntax.parser import parse

load_all()
input_form(parse("f[x_] := {1.5, 1/2, \"s\"}^2"))
# a first evaluation imports what evaluating needs; straight on the context, not through
# Session.evaluate, which would start the big-stack and watchdog threads
Session().ev.evaluate(parse("Module[{t = Table[i^2, {i, 300}]}, {Total[t], N[t][[2]], "
                            "ToString[t[[3]]], f[x] /. f[y_] :> y + 1}]"))
try:
    import numpy  # noqa: F401  (packed arrays: every kernel would import it anyway)
except ImportError:     # pragma: no cover
    pass
