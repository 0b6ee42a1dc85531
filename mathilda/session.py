"""Session: the public API.  All interpreter state lives in a Session.

    s = Session()
    r = s.evaluate("f[x_] := x^2; f[3]")
    str(r)            # '9'
    s.messages        # the messages of the last evaluate, each str() as 'Sym::tag: text'

Evaluation runs on a worker thread with a large stack, so deep expressions and deep
recursion (up to $RecursionLimit) never hit Python's RecursionError; Ctrl+C in the calling
thread, or ``timeout=``, aborts the evaluation with ``$Aborted``.

The session runtime is ``mathilda/runtime/``: ``deep.py`` (the big-stack thread),
``limits.py`` (time and memory limits, interrupts) and ``sandbox.py`` (sandboxed sessions).
One input takes one path: ``evaluate`` moves to the big-stack thread once (``run_deep``),
parses, and runs each top-level expression through ``_evaluate_one`` (history, deadline),
``limits.run_limited`` (the limit frame) and ``_eval_top`` (the evaluator, and the messages
for what escapes it).
"""

from mathilda.core.definitions import Definitions, Rule
from mathilda.core.evaluation import Evaluation, AbortSignal, ControlFlow, ThrowSignal
from mathilda.core.expr import Expr, Expression, Integer, String, Symbol, S
from mathilda.core.messages import Message

from mathilda.runtime.deep import run_deep  # noqa: F401  (re-exported)

import sys as _sys

if hasattr(_sys, "set_int_max_str_digits"):
    # exact integers of any size are this interpreter's business: ToString, IntegerDigits
    # and friends must not hit CPython's 4300-digit conversion limit
    _sys.set_int_max_str_digits(0)


_gc_tuned = False
_RULE_RECORDS = {}   # Session._load_rules: the definitions the builtins' rules make


from mathilda.numbers.precision import use_session_bounds  # noqa: E402


def _tune_gc():
    """Expressions are immutable trees without cycles: the cyclic collector's default
    thresholds make building large lists about three times slower, so collect rarely and
    move the objects alive after start-up out of its sight."""
    global _gc_tuned
    if _gc_tuned:
        return
    import gc
    gc.freeze()
    gc.set_threshold(50000, 20, 20)
    _gc_tuned = True



OUTPUT_FORMS = frozenset((
    "InputForm", "OutputForm", "TextForm", "CForm", "FortranForm", "Short", "Shallow",
    "MatrixForm", "TableForm", "TreeForm", "FullForm", "NumberForm", "EngineeringForm",
    "ScientificForm", "DecimalForm", "PercentForm", "PaddedForm", "AccountingForm", "BaseForm",
    "DisplayForm", "MathMLForm", "TeXForm", "StandardForm", "TraditionalForm"))
"""The wrappers of $OutputForms: at the top level they only say how a result is printed
(``Out[n]//MatrixForm=``); Out[n] keeps the expression inside."""


def output_form_of(result):
    """The name of the output-form wrapper of a top-level result, or None."""
    if type(result) is not Expression or not result.args:
        return None
    name = getattr(result.head, "name", None)
    return name if name in OUTPUT_FORMS else None


def without_output_form(result):
    """What Out[n] holds for a result: the expression inside a top-level MatrixForm,
    InputForm, Short, ... (%, after MatrixForm[m], is m)."""
    return result.args[0] if output_form_of(result) else result

class Session:
    """An interpreter session: definitions, In/Out history and messages."""

    # issue 10: default limits of every top-level evaluation (None: none); a sandboxed
    # session sets both (runtime/sandbox.py), and they may be changed from Python.
    time_limit = None        # seconds
    memory_limit = None      # bytes of growth of the process's memory
    memory_base = None       # the process's memory when a session-wide limit began

    def __new__(cls, *args, **kwargs):
        # the builtins are loaded and frozen out of the collector's sight before the first
        # Session object exists: frozen, its cycles (session <-> evaluation) would never be
        # collected, and a discarded first session kept all its definitions
        _tune_gc()
        return object.__new__(cls)

    def __init__(self, sandbox=False, output=None, message_sink=None):
        import time
        self.start_time = time.time()      # SessionTime[] counts from here
        self.sandbox = sandbox
        Symbol.sweep(growth=20000)         # the symbols of discarded sessions
        self.defs = Definitions()
        self.ev = Evaluation(self, self.defs)
        self.ev.output = self._print
        self.ev.message_sink = message_sink
        self.output = output           # callable(str) for Print; None: collect only
        self.printed = []              # lines printed by the last evaluate
        self.messages = []             # messages of the last evaluate
        self.line = 1                  # $Line: the number of the next input
        self.in_history = {}           # n -> held input Expr
        self.out_history = {}          # n -> result Expr
        self.message_history = {}      # n -> the Messages emitted by input n (MessageList)
        self.line_messages = ([], 0)   # the list the current input's messages go to, and
                                       # where they start in it ($MessageList)
        self.input_file = None
        self.script_args = []
        self.exit_code = None          # set by Exit[n] / Quit[n]
        import threading
        self._lock = threading.RLock()  # one thread at a time (evaluate's docstring)
        self._timeout = None           # the limit of the current evaluate call, as given
        self._deadline = None          # ... and when it ends (time.monotonic())
        if sandbox:     # issue 10: forbidden builtins, $MaxResultSize cap, default limits
            from mathilda.runtime.sandbox import confine
            confine(self)
        self._load_rules()

    def _load_rules(self):
        """The builtins' rules written in the language (``rules=`` of @builtin): the first
        session of a process evaluates them and records the definitions they make; later
        sessions replay the record (26 rules cost 2 ms a Session to parse and evaluate)."""
        from mathilda.core.registry import rule_specs
        specs = rule_specs()
        if not specs:
            return
        key = tuple((spec.name, tuple(spec.rules)) for spec in specs)
        made = _RULE_RECORDS.get(key)
        defs = self.defs
        if made is None:
            kinds = {}
            add = defs.add_rule

            def record(sym, kind, rule):
                kinds[(sym, kind)] = None
                add(sym, kind, rule)
            defs.add_rule = record
            try:
                self._evaluate_rules(specs)
            finally:
                del defs.add_rule
            if "own" not in {k for _, k in kinds}:
                _RULE_RECORDS[key] = [(sym, kind) + defs.rules_of(sym, kind)
                                      for sym, kind in kinds]
            return
        for sym, kind, rules, exact in made:
            defs.install_rules(sym, kind, rules, exact)

    def _evaluate_rules(self, specs):
        from mathilda.syntax.parser import parse
        ev = self.ev
        for spec in specs:
            sym = Symbol(spec.name)
            d = self.defs.get(sym)
            saved = d.attributes
            d.attributes = 0
            try:
                for text in spec.rules:
                    ev.evaluate(parse(text))
            finally:
                d.attributes = saved
        ev.messages.clear()

    # --- printing ---------------------------------------------------------------------
    def _print(self, text):
        self.printed.append(text)
        if self.output is not None:
            self.output(text)

    # --- evaluation -------------------------------------------------------------------
    def parse(self, text):
        from mathilda.syntax.parser import parse_all
        return parse_all(text)

    def evaluate(self, text_or_expr, timeout=None, history=True):
        """Evaluate text (all its top-level expressions) or an Expr; return the last result.

        Never raises for bad input: syntax errors and internal errors give ``$Failed``
        with a message in ``self.messages``.  ``timeout`` (seconds, default
        ``self.time_limit``) bounds the whole call: parsing and every top-level expression
        together (``format`` prints a result within what is left of it); a NaN or
        negative timeout is a ValueError.

        A Session is used by one thread at a time: a call from a second thread while one
        runs waits for it to end (the calls are serialised; the wait does not count
        against the second call's timeout)."""
        timeout = _check_timeout(timeout)
        with self._lock:
            return self._guarded(self._evaluate, text_or_expr, timeout, history)

    def _guarded(self, fn, *args):
        """run_deep(fn, *args); an abort that escaped the runtime's handlers (it cannot,
        but nothing may reach the caller) gives $Aborted."""
        try:
            return run_deep(self._active, fn, *args, on_interrupt=self.interrupt)
        except AbortSignal as a:
            if a.reason == "timeout" and not any(m.tag == "timeout" for m in self.messages):
                self.ev.message("General", "timeout", _seconds_text(self._timeout))
            return S["$Aborted"]

    def _active(self, fn, *args):
        """``fn(*args)`` with this session's format values in force for printing
        (Format[f[x_]] := ...: printing/formatvalues.py)."""
        from mathilda.printing.formatvalues import active
        with active(self.ev):
            return fn(*args)

    def displayed(self, result):
        """``result`` as the front ends show it: with the session's format values applied
        (``Format[f[x_]] := ...``); ``result`` itself when there are none.  A result whose
        head has a rich display (``core/display.py``: a Manipulate's frames as HTML) gives
        that display, a ``RichDisplay`` (made here, within the session)."""
        from mathilda.core.display import display_for
        rich = display_for(result)
        if rich is not None:
            with self._lock:
                shown = self._guarded(rich, self.ev, result)
            if hasattr(shown, "_repr_mimebundle_"):
                return shown
        if not self.defs.format_symbols:
            return result
        from mathilda.printing.formatvalues import apply_format_values
        with self._lock:
            return self._guarded(apply_format_values, result, "OutputForm", self.ev)

    def format(self, result, form="OutputForm"):
        """The text of ``result`` (OutputForm, or ``form="InputForm"``), printed within
        the time left of the last ``evaluate`` call and under the session's memory limit:
        "$Aborted" (with ``General::timeout`` or ``General::memory`` in ``self.messages``)
        when printing would exceed them."""
        with self._lock:
            return self._guarded(self._format, result, form)

    def _format(self, result, form):
        if form == "InputForm":
            from mathilda.printing import input_form as fmt
        else:
            fmt = str
        ok, text = self._within_limits(fmt, result)
        return text if ok else "$Aborted"

    def limited(self, fn, *args):
        """``fn(*args)`` on the big-stack thread within the limits of one evaluate call (the
        session's time and memory limits): its value, or None when a limit stopped it
        (with ``General::timeout`` or ``General::memory``).  The front ends parse their
        input this way, so a 50 MB file is bounded like its evaluation."""
        with self._lock:
            r = self._guarded(self._limited, fn, args)
            return None if r is S["$Aborted"] else r

    def _limited(self, fn, args):
        self.messages = []
        self.ev.messages = self.messages
        self._start_call(None)
        ok, value = self._within_limits(fn, *args)
        return value if ok else None

    def _within_limits(self, fn, *args):
        """(True, fn(*args)) under what is left of the current call's time and the memory
        limit, or (False, None) when a limit stopped it."""
        from mathilda.runtime.limits import run_limited
        box = []

        def run(_):
            box.append(fn(*args))
            return S.Null
        r = run_limited(self.ev, run, None, self._time_left(), self._memory_left(),
                        shown=self._timeout)
        return (True, box[0]) if box and r is S.Null else (False, None)

    def _evaluate(self, text_or_expr, timeout, history):
        self.messages = []
        self.printed = []
        self.ev.messages = self.messages
        self.ev.message_counts = {}
        self._start_call(timeout)
        if isinstance(text_or_expr, Expr):
            exprs = [text_or_expr]
        else:
            try:
                from mathilda.bridges.python import from_python
            except ImportError:  # pragma: no cover - during early development
                from_python = None
            if not isinstance(text_or_expr, str):
                if from_python is None:
                    raise TypeError("evaluate() takes a string or an Expr")
                exprs = [from_python(text_or_expr)]
            else:
                exprs = self._parse_limited(text_or_expr)
                if type(exprs) is not list:
                    return exprs
        result = S.Null
        for i, e in enumerate(exprs):
            if i and self._time_left() == 0.0:     # the call's time is used up
                if not any(m.tag == "timeout" for m in self.messages):
                    self.ev.message("General", "timeout", _seconds_text(self._timeout))
                return S["$Aborted"]
            result = self._evaluate_one(e, history)
            if self.exit_code is not None:
                break
        return result

    def _memory_left(self):
        """Bytes the next evaluation may add (None: no limit): ``memory_limit`` for each
        evaluation, or, when ``memory_base`` is set (a sandboxed session), for the session
        as a whole: what the process grew since then is deducted."""
        limit = self.memory_limit
        base = self.memory_base
        if limit is None or base is None:
            return limit
        from mathilda.runtime.limits import rss_bytes
        return limit - max(rss_bytes() - base, 0)

    def _time_left(self):
        """Seconds left of the current evaluate call (None: no limit)."""
        if self._deadline is None:
            return None
        import time
        return max(self._deadline - time.monotonic(), 0.0)

    def _parse_limited(self, text):
        """The top-level expressions of ``text`` (a list), parsed under the call's limits;
        $Failed after a syntax error, $Aborted when the limits stopped the parse."""
        ok, exprs = self._within_limits(self._parse_for_eval, text)
        if not ok:
            return S["$Aborted"]
        return S["$Failed"] if exprs is None else exprs

    def _parse_for_eval(self, text):
        from mathilda.syntax.errors import MathildaSyntaxError
        try:
            return self.parse(text)
        except MathildaSyntaxError as e:
            self._syntax_message(e)
            return None
        except RecursionError:
            self.ev.message("General", "interr", "input nested too deeply to parse")
            return None

    def _syntax_message(self, e):
        from mathilda.syntax.errors import IncompleteInput
        tag = getattr(e, "tag", None) or ("sntxi" if isinstance(e, IncompleteInput)
                                           else "sntxf")
        self.ev._emit(Message("Syntax", tag, getattr(e, "message", str(e))))

    def evaluate_expr(self, expr, timeout=None, history=True):
        """Evaluate one top-level Expr, recording it as In[n]/Out[n]."""
        timeout = _check_timeout(timeout)
        with self._lock:
            return self._guarded(self._evaluate_expr, expr, timeout, history)

    def _evaluate_expr(self, expr, timeout, history):
        self._start_call(timeout)
        return self._evaluate_one(expr, history)

    def _start_call(self, timeout):
        """The limit of an evaluate call starts now."""
        import time
        if timeout is None:
            timeout = self.time_limit      # issue 10: the session's default limit
        self._timeout = timeout
        self._deadline = time.monotonic() + timeout if timeout is not None else None
        use_session_bounds(self.ev)

    def _evaluate_one(self, expr, history):
        """One top-level expression, on the big-stack thread, within what is left of the
        current call's time."""
        ev = self.ev
        n = self.line
        if history:
            self.in_history[n] = expr
            self.line_messages = (ev.messages, len(ev.messages))
        ev.depth = 0
        ev.reclim_unwinding = False
        ev.abort_requested = False
        left = self._time_left()
        ev.deadline = self._deadline
        try:
            # issue 10: time/memory limits enforced by the watchdog of runtime/limits.py
            from mathilda.runtime.limits import run_limited
            memory = self._memory_left()
            if memory is not None and memory <= 0:
                ev.message("General", "memory")
                result = S["$Aborted"]
            else:
                result = run_limited(ev, self._eval_top, expr, left, memory,
                                     shown=self._timeout)
        finally:
            ev.deadline = None
        if history and getattr(result, "head", None) in _PICTURE_HEADS:
            self._display(result)
        if history:
            self.out_history[n] = without_output_form(result)
            msgs, start = self.line_messages
            if len(msgs) > start:
                self.message_history[n] = tuple(msgs[start:])
            self.line = n + 1
        return result

    def _display(self, result):
        """$DisplayFunction[picture] for its side effect, unless it is Identity (issue 16)."""
        f = self.ev.evaluate(S["$DisplayFunction"])
        if f is S.Identity or f is S["$DisplayFunction"]:
            return
        # already inside this call (its lock, its big-stack thread, what is left of its time)
        self._evaluate_one(Expression(f, (result,)), history=False)

    def interrupt(self):
        """Abort the running evaluation (it returns $Aborted)."""
        # issue 10: sets ev.abort_requested, and aborts asynchronously a long stretch of
        # Python code (SymPy, a builtin's loop) that does not reach the evaluator's check
        from mathilda.runtime.limits import interrupt
        interrupt(self.ev)

    def _eval_top(self, expr):
        ev = self.ev
        try:
            defs = ev.defs
            if defs.__dict__.get("context_stack") or len(defs.context_path) != 2 or \
                    defs.context_path[0] != "System`":
                # inside Begin/BeginPackage, or with packages on $ContextPath: names
                # without a context are read in the current context (issue 21)
                from mathilda.algorithms.language.contexts import resolve_contexts
                expr = resolve_contexts(ev, expr)
            r = ev.evaluate(expr)
            if ev.abort_requested:
                # an abort was requested (Ctrl+C) but no step took it: the code it landed
                # in (SymPy's) swallowed it, so the result is not the answer (issue 27)
                ev.abort_requested = False
                self._limit_message(ev.abort_reason)
                return S["$Aborted"]
            return r
        except AbortSignal as a:
            self._limit_message(a.reason)
            return S["$Aborted"]
        except ThrowSignal as t:
            handler = getattr(t, "handler", None)
            if handler is not None:         # Throw[value, tag, f] with no Catch for it
                return self._eval_top(Expression(handler, (t.value, t.tag)))
            ev._emit(Message("Throw", "nocatch", "Uncaught %s returned to top level."
                             % _short(Expression(S.Throw, (t.value,) if t.tag is None
                                                 else (t.value, t.tag)))))
            return Expression(S.Hold, (Expression(S.Throw, (t.value,) if t.tag is None
                                                  else (t.value, t.tag)),))
        except ControlFlow as c:
            if hasattr(c, "uncaught_message"):
                c.uncaught_message(ev)
            name = type(c).__name__.replace("Signal", "")
            if name == "Exit":      # Exit[]/Quit[]: the front end leaves with exit_code
                return S.Null
            value = getattr(c, "value", None)
            if value is not None:
                return Expression(S.Hold, (Expression(Symbol(name), (value,)),))
            return Expression(S.Hold, (Expression(Symbol(name), ()),))
        except RecursionError:
            ev.message("$RecursionLimit", "reclim2", Integer(ev.recursion_limit),
                       "a deeply nested expression")
            return S["$Failed"]
        except MemoryError:
            ev.message("General", "memory")
            return S["$Failed"]
        except Exception as e:  # never let a Python exception escape
            ev.message("General", "interr", "%s: %s" % (type(e).__name__, e))
            return S["$Failed"]

    def _limit_message(self, reason):
        if reason == "timeout":
            self.ev.message("General", "timeout", _seconds_text(self._timeout))
        elif reason == "memory" and not any(m.tag == "memory" for m in self.ev.messages):
            self.ev.message("General", "memory")

    def call(self, name, *args):
        """Evaluate ``name[args...]`` with Python values converted by from_python."""
        from mathilda.bridges.python import from_python
        expr = Expression(Symbol(name), tuple(from_python(a) for a in args))
        return self.evaluate(expr)

    # --- introspection for front ends ---------------------------------------------------
    def names(self):
        return sorted(self.defs.all_symbols())

    def usage(self, name):
        """The usage text of the symbol ``name`` (what ``?name`` shows; "" if none)."""
        return self.defs.usage(name)


_PICTURE_HEADS = frozenset([S.Graphics, S.Graphics3D, S.Legended, S.Image])


def _check_timeout(t):
    """``timeout=`` as given (None: the session's default); NaN or negative is an error
    (NaN used to mean no limit at all)."""
    if t is None:
        return None
    import math
    try:
        f = float(t)
    except (TypeError, ValueError):
        raise ValueError("timeout must be a number of seconds or None, not %r" % (t,))
    if math.isnan(f) or f < 0:
        raise ValueError("timeout must be a non-negative number of seconds, not %r" % (t,))
    return f


def _seconds_text(t):
    return ("%g" % t) if t is not None else "the allowed number of"


def _short(expr):
    from mathilda.printing import short_form
    return short_form(expr)
