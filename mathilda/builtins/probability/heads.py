"""How a distribution head is declared: inert, with its parameter messages and its defaults.

``declare(name, usage, examples)`` registers ``name`` as a builtin that evaluates only to fill
in default parameters (``NormalDistribution[]`` is ``NormalDistribution[0, 1]``,
``TriangularDistribution[{a, b}]`` is ``TriangularDistribution[{a, b}, (a + b)/2]``) and
otherwise stays as it is: a distribution is a symbolic object that the distribution
functions read.  Its messages (``posprm`` and the other parameter checks) are the templates
of ``algorithms/probability/families.py``, emitted when a function meets a bad parameter.
"""

from mathilda.algorithms.probability.build import ex
from mathilda.algorithms.probability.families import FAMILIES, PARAM_MESSAGES
from mathilda.core.expr import Expression
from mathilda.core.registry import builtin

ATTRIBUTES = ("Protected", "ReadProtected")


def _defaults(name):
    """{number of arguments given: fn(args) -> full argument tuple}."""
    out = {}
    for (h, n), fam in FAMILIES.items():
        if h != name:
            continue
        d = getattr(fam, "defaults", None)
        if d is not None:
            out[0] = (lambda args, d=d: tuple(ex(v) for v in d))
        for k, fn in getattr(fam, "complete", {}).items():
            out[k] = fn
    return out


def declare(name, usage, examples, messages=None):
    completions = _defaults(name)

    @builtin(name, attributes=ATTRIBUTES, usage=usage, examples=examples,
             messages=dict(PARAM_MESSAGES, **(messages or {})))
    def head(ev, expr, _c=completions):
        fn = _c.get(len(expr.args))
        if fn is None:
            return None
        full = fn(expr.args)
        if full is None:
            return None
        return Expression(expr.head, tuple(full))

    head.__name__ = name
    return head
