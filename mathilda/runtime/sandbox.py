"""Sandboxed sessions.

``Session(sandbox=True)`` (and ``mathilda --sandbox``) calls ``confine(session)``:

* the session gets its own copy of the builtin registry in which every name of
  ``FORBIDDEN`` (reading or writing files, directories, processes, the environment, links,
  the network, any escape into Python) is a builtin that refuses with
  ``Name::sandbox: Name is not allowed in a sandboxed session.`` and gives ``$Failed``.
  Names that are not implemented yet are refused the same way, so adding one later cannot
  open a hole.  The copy is made once per process; the evaluator's hot path is untouched
  (it already looks builtins up in ``defs.builtins``).
* ``$MaxResultSize`` is capped at ``SANDBOX_MAX_RESULT_SIZE`` (a sandboxed program may
  lower it, not raise it);
* every top-level evaluation gets a time limit (``session.time_limit``, seconds) and a
  memory limit (``session.memory_limit``, bytes of growth of the process's resident
  memory), both settable from Python and enforced by ``limits.py``.
"""

import os

from mathilda.core.evaluation import Evaluation
from mathilda.core.expr import Symbol, S

__all__ = ["FORBIDDEN", "confine", "sandbox_registry", "SANDBOX_TIME_LIMIT",
           "SANDBOX_MAX_RESULT_SIZE", "sandbox_memory_limit"]


def _forbidden_names():
    """The names of ``mathilda/data/sandbox_forbidden.txt`` (its header says how they were
    chosen)."""
    path = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "data",
                        "sandbox_forbidden.txt")
    with open(path, encoding="utf-8") as f:
        return frozenset(w for line in f if not line.startswith("#") for w in line.split())


FORBIDDEN = _forbidden_names()
"""Names refused in a sandboxed session (issue 27: every Wolfram builtin that touches
files, processes, the network, the environment or native code).  Most are not builtins of
Mathilda (yet): they are refused all the same.  ``Exit``/``Quit`` are refused so that
untrusted input cannot end the host's session or process.  There is no builtin that
evaluates Python; ``PythonEvaluate`` and ``ExternalEvaluate`` are listed so that one can
never appear unnoticed.  A ``$`` name (``$HomeDirectory``) is a system variable whose value
describes the host: it is refused when evaluated."""


SANDBOX_TIME_LIMIT = 10.0           # seconds per top-level evaluation


SANDBOX_MAX_RESULT_SIZE = 10 ** 7   # elements a builtin may allocate in one result


def sandbox_memory_limit():
    """Bytes a sandboxed evaluation may add to the process: 1 GiB, or a quarter of the
    machine's memory when that is smaller."""
    limit = 1 << 30
    try:
        total = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
        if total > 0:
            limit = min(limit, total // 4)
    except (ValueError, OSError, AttributeError):
        pass
    return limit


def _refuse(ev, expr):
    name = expr.head.name if type(expr.head) is Symbol else "General"
    ev.message(name, "sandbox", Symbol(name))
    return S["$Failed"]


def _refuse_value(name):
    def value(ev):
        ev.message(name, "sandbox", Symbol(name))
        return S["$Failed"]
    return value


_sandbox_registry = None


def sandbox_registry(builtins):
    """The registry a sandboxed session uses: ``builtins`` with every FORBIDDEN name
    replaced by a builtin that refuses (made once; immutable afterwards)."""
    global _sandbox_registry
    if _sandbox_registry is None:
        from mathilda.core.registry import BuiltinSpec
        reg = dict(builtins)
        for name in FORBIDDEN:
            old = builtins.get(name)
            spec = BuiltinSpec(name)
            if old is not None:
                spec.attributes = old.attributes
                spec.usage = old.usage
                spec.messages = dict(old.messages)
                spec.module = old.module
            spec.usage = spec.usage or "%s is not available in a sandboxed session." % name
            spec.func = _refuse
            if name.startswith("$"):
                spec.value = _refuse_value(name)
            reg[name] = spec
        _sandbox_registry = reg
    return _sandbox_registry


class SandboxEvaluation(Evaluation):
    """The evaluation context of a sandboxed session: ``$MaxResultSize`` may be lowered but
    not raised above ``SANDBOX_MAX_RESULT_SIZE``."""

    @property
    def max_result_size(self):
        return self._max_result_size

    @max_result_size.setter
    def max_result_size(self, value):
        cap = SANDBOX_MAX_RESULT_SIZE
        if value > cap:
            if getattr(self, "_max_result_size", None) is not None:
                self.message("$MaxResultSize", "sandbox",
                             "Raising $MaxResultSize above %d" % cap)
            value = cap
        self._max_result_size = value


def confine(session):
    """Make ``session`` a sandboxed session (called by ``Session(sandbox=True)`` before any
    definition is created)."""
    defs = session.defs
    defs.builtins = sandbox_registry(defs.builtins)
    ev = session.ev
    ev.__class__ = SandboxEvaluation
    ev._max_result_size = None
    ev.max_result_size = SANDBOX_MAX_RESULT_SIZE
    session.time_limit = SANDBOX_TIME_LIMIT
    session.memory_limit = sandbox_memory_limit()
    # issue 27: the memory limit holds for the session as a whole, not for each evaluation
    # (25 evaluations kept 1.75 GB): what the process grew since the session began counts
    from mathilda.runtime.limits import rss_bytes
    session.memory_base = rss_bytes()
