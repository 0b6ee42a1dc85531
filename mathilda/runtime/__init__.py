"""The session runtime: how a Session runs an input, beside ``mathilda/session.py``.

    deep.py      ``run_deep(fn, ...)``: run on a thread with a 512 MB stack and a high Python
                 recursion limit, so deeply nested input never hits RecursionError (the
                 evaluator, the parser and the printers use it; code already on such a
                 thread calls the function directly)
    limits.py    time and memory limits (the frames TimeConstrained, MemoryConstrained and
                 ``Session.evaluate(timeout=...)`` push, the watchdog thread, asynchronous
                 aborts), interrupts (Ctrl+C) and ``run_limited``, the top-level evaluation
                 under the session's limits
    sandbox.py   sandboxed sessions: the refused names, the $MaxResultSize cap, the default
                 limits

``deep.py`` imports nothing from mathilda, so the layers below (core, syntax, printing) may
call it; ``limits.py`` and ``sandbox.py`` sit above ``core``.
"""
