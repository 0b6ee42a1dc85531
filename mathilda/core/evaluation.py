"""The evaluation loop (the Wolfram standard evaluation sequence) and the context ``ev``.

``Evaluation.evaluate(expr)`` rewrites ``expr`` to a fixed point:

1. atoms: a symbol is replaced by its OwnValue; other atoms are themselves;
2. an expression already marked with the current definitions token is returned as is;
3. ``_step``: evaluate the head, then the arguments unless held (``_held_arguments``);
   splice Sequence, apply Flat and Orderless (``_normalise``); then the first that applies of
   Listable threading (``_listable``), UpValues (``_up_values``), DownValues, the builtin, or
   for a compound head SubValues (``_sub_values``).  A step either rewrites (REWRITTEN, or
   BY_DEFINITION when a user's definition applied: the loop continues on the new expression)
   or leaves the expression unchanged (FIXED: a fixed point, marked and returned).

Each rewrite counts one level towards ``$RecursionLimit``; exceeding it emits
``$RecursionLimit::reclim2`` and gives ``Hold[expr]``.  Non-local control flow (Return,
Break, Continue, Throw, Abort) uses the exceptions below.
"""

import time

from mathilda.core import attributes as A
from mathilda.core.expr import (  # noqa: F401  (FALSE re-exported)
    Expression, Integer, Rational, String, Symbol, S, TRUE, FALSE, new_integer,
)
from mathilda.core.evaluation_messages import EvaluationMessages
from mathilda.core.settled import SettledMark, settled_mark, still_settled
from mathilda.core.substitution import _flatten_rules
from mathilda.core.functions import apply_pure_function
from mathilda.core.applyrules import apply_rules as _apply_rules_impl
from mathilda.core.rhsfold import (
    ARG_FOLD as _ARG_FOLD, EXACT_OPERAND as _EXACT_OPERAND, FOLD_DEPTH as _FOLD_DEPTH,
    exact_fold as _exact_fold, fold_exact as _fold_exact,
)
from mathilda.core.arguments import (  # noqa: F401  (_flatten, _sort_args re-exported)
    _flatten, _sort_args, _splice_sequences, expand_threaded as _expand_threaded,
    normalise as _normalise, up_candidates as _up_candidates, _THREADED,
)

HOLD_FIRST = A.HOLD_FIRST_MASK
HOLD_REST = A.HOLD_REST_MASK
_ANY_HOLD = A.HOLD_FIRST_MASK | A.HOLD_REST_MASK
_HOLD_ALL_COMPLETE = A.HOLD_ALL_COMPLETE
_LISTABLE = A.LISTABLE
_LIST = S.List
_SEQUENCE = S.Sequence
_UNEVALUATED = S.Unevaluated
_EVALUATE = S.Evaluate
_CONDITION = S.Condition
_TIMES = S.Times
_INDETERMINATE = S.Indeterminate
_FLAT_OR_ORDERLESS = A.FLAT | A.ORDERLESS
_INT_FOLD = {S.Plus: int.__add__, S.Times: int.__mul__}


def _integer_value(table, sym):
    """The OwnValue of ``sym`` when it is an Integer (what evaluating it gives at once),
    else ``sym``."""
    d = table.get(sym)
    if d is not None:
        r = d.own
        if r is not None and type(r.rhs) is Integer:
            return r.rhs
    return sym


def _plain_multiple(ev, a, x, y):
    """True when ``a``, ``Times[x, y]`` of an Integer ``x`` (a literal of ``a``) and a
    symbol ``y``, is a fixed point of evaluation: ``y`` has no value and no UpValues, Times
    no DownValues, ``x`` is neither 0 nor 1 (Times's own step leaves such a ``k y`` as it
    is: core's operators), and the recursion limit is not near (there the step of ``a`` is
    the one that exceeds it)."""
    if a.args[0] is not x or y is _INDETERMINATE:
        return False
    v = x.value
    if v == 0 or v == 1:
        return False
    defs = ev.defs
    table = defs.table
    sd = table.get(y)
    if sd is None:
        spec = defs.builtins.get(y.name)
        if spec is not None and spec.value is not None:
            return False
    elif sd.own is not None or (sd.builtin is not None and sd.builtin.value is not None):
        return False
    if defs.up_count and y in defs.up_symbols:
        return False
    fd = table.get(_TIMES)
    if fd is not None and (fd.down or fd.down_exact):
        return False
    return ev.depth < ev.recursion_limit - 1


# what one evaluation step did (the second item of ``Evaluation._step``'s result)
FIXED = False           # nothing applies: a fixed point
REWRITTEN = True        # rewritten by the evaluator or a builtin
BY_DEFINITION = 2       # a user's definition applied: Return[] returns from it here


class ControlFlow(Exception):
    """Base of the exceptions used for non-local control flow."""


class ReturnSignal(ControlFlow):
    def __init__(self, value, tag=None):
        self.value = value
        self.tag = tag


class BreakSignal(ControlFlow):
    pass


class ContinueSignal(ControlFlow):
    pass


class ThrowSignal(ControlFlow):
    def __init__(self, value, tag=None):
        self.value = value
        self.tag = tag


class AbortSignal(ControlFlow):
    """Abort[], Ctrl+C, or a time limit: unwinds to the top level (or CheckAbort)."""

    def __init__(self, reason="abort"):
        self.reason = reason


def default_max_result_size():
    """The default $MaxResultSize: the number of elements (about 64 bytes each, counting
    the expression objects) that fit in a quarter of the machine's memory."""
    try:
        import os
        mem = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (ValueError, OSError, AttributeError):
        return 10 ** 9
    return max(10 ** 6, mem // 4 // 64)


class Evaluation(EvaluationMessages):
    """The evaluation context of one Session (``ev`` in builtins)."""

    def __init__(self, session, defs):
        self.session = session
        self.defs = defs
        self.depth = 0
        self.recursion_limit = 1024
        self.iteration_limit = 4096
        self.max_result_size = default_max_result_size()
        self.messages = []
        self.quiet = []             # stack of sets of (sym, tag) quieted; None = all
        self.check_stack = []       # Check[] frames: lists of messages seen
        self.abort_requested = False
        self.deadline = None        # time.monotonic() value for the innermost time limit
        self.abort_reason = "abort"  # issue 10: "timeout"/"memory" when the limits'
                                     # watchdog (runtime/limits.py) requested the abort
        self.message_counts = {}
        self.output = None          # callable(str) for Print; set by the Session
        self.display = None         # callable(Expr) showing a picture Print is given (a
                                    # notebook front end sets it; None: pictures as text)
        self.message_sink = None    # callable(Message) for immediate display
        self.stats_steps = 0
        self.reclim_unwinding = False   # set once $RecursionLimit was hit (see evaluate)
        self.tracing = False        # True while Trace wraps the methods below: no shortcut
                                    # may then bypass _call_builtin

    # ------------------------------------------------------------------------------------
    # the loop
    # ------------------------------------------------------------------------------------
    def evaluate(self, expr):
        if type(expr) is not Expression:
            if type(expr) is Symbol:
                return self._eval_symbol(expr)
            return expr     # other atoms; a PackedArray is always evaluated
        defs = self.defs
        mark = expr._ev
        if mark is defs.token:
            return expr
        if mark is not None and type(mark) is SettledMark and (
                mark.token is defs.token or still_settled(defs, mark)):
            return expr     # a stored value, settled (core/settled.py)
        if self.abort_requested:
            self._abort_now()
        depth0 = self.depth
        limit = self.recursion_limit
        self.depth = depth = depth0 + 1
        try:
            if depth > limit:
                if self.reclim_unwinding:
                    return expr
                return self._recursion_exceeded(expr)
            iterations = 0
            changed = False
            while True:
                token = defs.token
                if changed == BY_DEFINITION:
                    try:
                        new, changed = self._step(expr)
                    except ReturnSignal as r:
                        if r.tag is not None:
                            raise
                        return r.value if r.value is not None else S.Null
                else:
                    new, changed = self._step(expr)
                if not changed:
                    if token is defs.token and type(new) is Expression:
                        new._ev = token
                    return new
                expr = new
                if type(expr) is not Expression:
                    if type(expr) is Symbol:
                        return self._eval_symbol(expr)
                    return expr
                mark = expr._ev
                if mark is defs.token:
                    return expr
                if mark is not None and type(mark) is SettledMark and (
                        mark.token is defs.token or still_settled(defs, mark)):
                    return expr
                iterations += 1
                self.depth += 1
                if self.depth > limit:
                    if self.reclim_unwinding:
                        return Expression(S.Hold, (expr,))
                    return self._recursion_exceeded(expr)
                if iterations > self.iteration_limit:
                    self.message("$IterationLimit", "itlim", Integer(self.iteration_limit))
                    return Expression(S.Hold, (expr,))
        finally:
            self.depth = depth0

    def _recursion_exceeded(self, expr):
        self.reclim_unwinding = True
        self.message("$RecursionLimit", "reclim2", Integer(self.recursion_limit), expr)
        return Expression(S.Hold, (expr,))

    def _eval_symbol(self, sym):
        d = self.defs.table.get(sym)
        if d is None:
            spec = self.defs.builtins.get(sym.name)
            if spec is None or spec.value is None:
                return sym
            d = self.defs.get(sym)
        rule = d.own
        if rule is None:
            if d.builtin is not None and d.builtin.value is not None:
                v = d.builtin.value(self)
                if v is not None and v is not sym:
                    return self.evaluate(v)
            return sym
        value = rule.rhs
        tv = type(value)
        if tv is Expression:
            mark = value._ev
            if type(mark) is not SettledMark:
                return self.evaluate(value)      # evaluate() counts the depth
            r = self.evaluate(value)
            if r is value and value._ev is self.defs.token:
                # a settled value walked again after a rule change: settled again
                mark = settled_mark(self.defs, value)
                if mark is not None:
                    value._ev = mark
            return r
        if tv is not Symbol:
            return value if value.is_atom else self.evaluate(value)
        if value is sym:
            return sym
        depth0 = self.depth
        self.depth += 1
        try:
            if self.depth > self.recursion_limit:
                return self._recursion_exceeded(sym)
            return self.evaluate(value)
        finally:
            self.depth = depth0

    def _step(self, expr):
        """One evaluation step: ``(result, how)``, ``how`` being FIXED (no change: a fixed
        point), REWRITTEN, or BY_DEFINITION (a user's Up/Down/SubValue applied, so that
        Return[] returns from it).  The steps: the head; the arguments (the common loop
        inline, held arguments in ``_held_arguments``); Sequence, Flat and Orderless
        (``_normalise``); then the first of ``_listable``, ``_up_values``, the DownValues and
        the builtin, or ``_sub_values`` for a compound head that applies."""
        head = expr.head
        defs = self.defs
        if type(head) is Symbol:
            d = defs.table.get(head)
            if d is None:
                spec = defs.builtins.get(head.name)
                if spec is not None:
                    d = defs.get(head)
            elif d.own is not None:
                newhead = self._eval_symbol(head)
                if newhead is not head:
                    return Expression(newhead, expr.args), REWRITTEN
            attrs = d.attributes if d is not None else 0
        else:
            newhead = self.evaluate(head)
            if newhead is not head:
                return Expression(newhead, expr.args), REWRITTEN
            d = None
            attrs = 0
            if type(head) is Expression and head.head is S.Function:
                return self._apply_function(head, expr)

        # the arguments: the common case (nothing held) inline, it is the hot loop.  An
        # argument already marked as evaluated is kept without a call; ``up`` records
        # whether an argument could carry UpValues (its symbol or head symbol has some).
        args = expr.args
        unevaluated = None
        has_list = has_seq = False
        ups = defs.up_symbols if defs.up_count and not attrs & _HOLD_ALL_COMPLETE else None
        up = False
        if not attrs & _ANY_HOLD:
            new_args = None
            ev = self.evaluate
            tracing = self.tracing
            evsym = self._eval_symbol if not tracing else ev
            table = defs.table
            i = 0
            for a in args:
                ta = type(a)
                if ta is Expression:
                    if a._ev is defs.token:
                        v = a
                    elif a.head is _UNEVALUATED and len(a.args) == 1:
                        v = a.args[0]
                        if unevaluated is None:
                            unevaluated = {}
                        unevaluated[i] = a
                    else:
                        fold = _ARG_FOLD.get(a.head) if type(a.head) is Symbol else None
                        if fold is not None and len(a.args) == 2:
                            # Plus/Times/Power of two Integers (n - 1 in a right side, 1/3
                            # in a loop's body), or of symbols whose value is an Integer
                            # (k^2 in a loop's body): folded here as its own step would,
                            # without the calls
                            x, y = a.args
                            if type(x) is Symbol:
                                x = _integer_value(table, x)
                            if type(y) is Symbol:
                                y = _integer_value(table, y)
                            if type(x) is Integer and type(y) is Integer:
                                fd = table.get(a.head)
                                # (not at the recursion limit either: there its own
                                # step is the one that exceeds it, as in the Wolfram
                                # Language)
                                if (fd is None or not (fd.down or fd.down_exact)) and \
                                        not tracing and \
                                        self.depth < self.recursion_limit - 1:
                                    x = fold(x.value, y.value)
                                    if x is not None:
                                        if new_args is None:
                                            new_args = list(args)
                                        new_args[i] = x
                                        i += 1
                                        continue
                            elif type(x) in _EXACT_OPERAND and type(y) in _EXACT_OPERAND \
                                    and not tracing and \
                                    self.depth < self.recursion_limit - _FOLD_DEPTH:
                                # the same for exact rationals and nested parts of them
                                # ((# + 2/#)/2 & of a Rational: a Newton step)
                                x = _fold_exact(table, a, _FOLD_DEPTH)
                                if x is not None:
                                    if new_args is None:
                                        new_args = list(args)
                                    new_args[i] = x
                                    i += 1
                                    continue
                            elif type(x) is Integer and type(y) is Symbol and \
                                    a.head is _TIMES and not tracing and \
                                    _plain_multiple(self, a, x, y):
                                a._ev = defs.token      # k x: Times leaves it as it is
                        v = ev(a)
                elif ta is Symbol:
                    # _eval_symbol's commonest answers inline: a symbol with a SymbolDef
                    # and no value (not a builtin's), or whose value is a number or string
                    sd = table.get(a)
                    if tracing:
                        v = ev(a)
                    elif sd is None:
                        # no definitions: itself, unless a builtin gives it a value
                        spec = defs.builtins.get(a.name)
                        v = a if spec is None or spec.value is None else evsym(a)
                    else:
                        r = sd.own
                        if r is not None:
                            v = r.rhs
                            if type(v) is Symbol or not v.is_atom:
                                v = evsym(a)
                        elif sd.builtin is None:
                            v = a
                        else:
                            v = evsym(a)
                else:
                    if ta is not Integer and ta is not String and isinstance(a, Expression):
                        has_list = True         # a PackedArray
                        if ups is not None:
                            up = True
                    i += 1
                    continue
                tv = type(v)
                if tv is Expression:
                    vh = v.head
                    if vh is _LIST:
                        has_list = True
                    elif vh is _SEQUENCE:
                        has_seq = True
                    if ups is not None and (type(vh) is not Symbol or vh in ups):
                        up = True
                elif tv is Symbol:
                    if ups is not None and v in ups:
                        up = True
                elif tv is not Integer and isinstance(v, Expression):
                    has_list = True
                    if ups is not None:
                        up = True
                if v is not a:
                    if new_args is None:
                        new_args = list(args)
                    new_args[i] = v
                i += 1
            new_args = args if new_args is None else tuple(new_args)
        elif attrs & _HOLD_ALL_COMPLETE:
            new_args = args
        else:
            new_args, unevaluated, has_list, has_seq = self._held_arguments(args, attrs)
            if ups is not None:
                for v in new_args:
                    tv = type(v)
                    if tv is Symbol:
                        if v in ups:
                            up = True
                            break
                    elif tv is Expression:
                        vh = v.head
                        if type(vh) is not Symbol or vh in ups:
                            up = True
                            break
                    elif not v.is_atom:
                        up = True
                        break
        if has_seq or attrs & _FLAT_OR_ORDERLESS:
            if len(new_args) == 2 and d is not None:
                # Plus or Times of two Integers, the commonest arithmetic, is
                # folded at once unless the user gave the head definitions
                x, y = new_args
                if type(x) is Integer and type(y) is Integer:
                    fold = _INT_FOLD.get(head)
                    if fold is not None and not (d.down or d.down_exact or self.tracing):
                        return new_integer(fold(x.value, y.value)), REWRITTEN
                elif (type(x) is Rational or type(y) is Rational) and \
                        (type(x) is Integer or type(x) is Rational) and \
                        (type(y) is Integer or type(y) is Rational):
                    # and of two exact numbers (1/2 (x + 2/x) in a Newton step)
                    if head in _INT_FOLD and not (d.down or d.down_exact or self.tracing):
                        return _exact_fold(head, x, y), REWRITTEN
                elif not up and unevaluated is None:
                    # a declared pair path (registry: ``pair``), a sum grown by one term
                    spec = d.builtin
                    if spec is not None and spec.pair is not None and \
                            not (d.down or d.down_exact or self.tracing):
                        r = spec.pair(self, x, y)
                        if r is not None:
                            return r, REWRITTEN
            n0 = len(new_args)
            new_args, unevaluated = _normalise(head, attrs, new_args, has_seq, unevaluated)
            if ups is not None and not up and len(new_args) != n0:
                up = _up_candidates(new_args, ups)   # flattened or spliced: the new ones
        if new_args is not args:
            expr = Expression(head, new_args)
        args = new_args

        if has_list and attrs & _LISTABLE:
            r = self._listable(expr, d)
            if r is not None:
                return r
        if up:
            r = self._up_values(expr, args)
            if r is not None:
                return r, BY_DEFINITION
        if d is not None:
            if d.down_exact or d.down:
                if self.tracing:
                    r = self._apply_rules(expr, d.down, d.down_exact)
                else:
                    r = _apply_rules_impl(self, expr, d.down, d.down_exact)
                if r is not None:
                    return r, BY_DEFINITION
            spec = d.builtin
            if spec is not None:
                func = spec.func
                if func is not None:
                    nargs = spec.nargs
                    if nargs is not None or self.tracing:
                        r = self._call_builtin(spec, expr)
                    else:
                        # _call_builtin without its argument count check (none declared)
                        try:
                            r = func(self, expr)
                        except ControlFlow:
                            raise
                        except RecursionError:
                            raise
                        except Exception as e:
                            r = self._builtin_failed(spec, e)
                    if r is not None and r is not expr:
                        return r, REWRITTEN
        elif type(head) is not Symbol:
            r = self._sub_values(expr)
            if r is not None:
                return r
        if unevaluated:
            expr = Expression(head, tuple(unevaluated.get(i, a) for i, a in enumerate(args)))
        return expr, FIXED

    def _held_arguments(self, args, attrs):
        """The arguments of a HoldFirst or HoldRest head: ``(new_args, unevaluated,
        has_list, has_seq)``; ``unevaluated`` maps positions to the Unevaluated[...] wrappers
        stripped (restored when nothing applies)."""
        unevaluated = None
        has_list = has_seq = False
        new_args = None
        ev = self.evaluate
        for i, a in enumerate(args):
            if (attrs & HOLD_FIRST) if i == 0 else (attrs & HOLD_REST):
                if type(a) is Expression and a.head is _EVALUATE:
                    v = self._evaluate_evaluate(a)
                else:
                    v = a
            elif type(a) is Expression and a.head is _UNEVALUATED and len(a.args) == 1:
                v = a.args[0]
                if unevaluated is None:
                    unevaluated = {}
                unevaluated[i] = a
            else:
                v = ev(a)
            if isinstance(v, Expression):
                vh = v.head
                if vh is _LIST:
                    has_list = True
                elif vh is _SEQUENCE:
                    has_seq = True
            if v is not a:
                if new_args is None:
                    new_args = list(args)
                new_args[i] = v
        return (args if new_args is None else tuple(new_args)), unevaluated, has_list, has_seq

    def _listable(self, expr, d):
        """A Listable head with a List (or packed) argument: Threaded[...] expanded, else
        the builtin's declared ``vector`` path, else threading element-wise."""
        for a in expr.args:
            if type(a) is Expression and a.head is _THREADED and len(a.args) == 1:
                r = _expand_threaded(expr)
                if r is not None:
                    return r, REWRITTEN
                break
        for a in expr.args:
            # an atomic array object (a SparseArray) threads the head over its own
            # elements: its class's ``thread_listable(ev, expr)`` gives the result, expr
            # itself (stays unevaluated, after a message) or None (not handled)
            t = getattr(type(a), "thread_listable", None)
            if t is not None:
                r = t(self, expr)
                if r is not None:
                    return r, (FIXED if r is expr else REWRITTEN)
                break
        spec = d.builtin if d is not None else None
        if spec is not None and spec.vector is not None:
            r = spec.vector(self, expr)
            if r is not None:
                return r, REWRITTEN
        r = self._thread_listable(expr)
        if r is not None:
            return r, REWRITTEN
        if not any(isinstance(a, Expression) and a.head is _LIST for a in expr.args):
            return None     # only atomic objects (a SparseArray): up-values and the builtin
        return expr, FIXED

    def _up_values(self, expr, args):
        """The result of the first UpValue (of an argument symbol or an argument's head)
        that applies to ``expr``, or None."""
        defs = self.defs
        up_symbols = defs.up_symbols
        for a in args:
            ta = type(a)
            if ta is Symbol:
                s = a
            elif ta is Expression:
                s = a.head
                if type(s) is not Symbol:
                    s = a.head_symbol
            elif isinstance(a, Expression):
                s = a.head_symbol
            else:
                continue
            if s not in up_symbols:
                continue
            ud = defs.table.get(s)
            if ud is not None and (ud.up or ud.up_exact):
                r = self._apply_rules(expr, ud.up, ud.up_exact)
                if r is not None:
                    return r
        return None

    def _sub_values(self, expr):
        """A compound head ``f[a][b]``: the SubValues of ``f``, else its builtin's operator
        form (``sub``); ``(result, how)`` or None."""
        hs = expr.head_symbol
        if hs is None:
            return None
        defs = self.defs
        sd = defs.table.get(hs)
        if sd is None and hs.name in defs.builtins:
            sd = defs.get(hs)
        if sd is None:
            return None
        if sd.sub:
            r = self._apply_rules(expr, sd.sub, None)
            if r is not None:
                return r, BY_DEFINITION
        spec = sd.builtin
        if spec is not None and spec.sub is not None:
            r = spec.sub(self, expr)
            if r is not None and r is not expr:
                return r, REWRITTEN
        return None

    def _evaluate_evaluate(self, a):
        if len(a.args) == 1:
            return self.evaluate(a.args[0])
        return Expression(S.Sequence, tuple(self.evaluate(x) for x in a.args))

    def _call_builtin(self, spec, expr):
        nargs = spec.nargs
        if nargs is not None:
            n = len(expr.args)
            if spec.options:
                lo = nargs if type(nargs) is int else nargs[0]
                while n > lo and _is_option(expr.args[n - 1]):
                    n -= 1
            if type(nargs) is int:
                if n != nargs:
                    self._argcount_message(spec.name, n, nargs, nargs)
                    return None
            else:
                lo, hi = nargs
                if n < lo or (hi is not None and n > hi):
                    self._argcount_message(spec.name, n, lo, hi)
                    return None
        try:
            return spec.func(self, expr)
        except ControlFlow:
            raise
        except RecursionError:
            raise
        except Exception as e:
            return self._builtin_failed(spec, e)

    def _builtin_failed(self, spec, e):
        """The result of a builtin that raised ``e``: $Failed after a message."""
        if isinstance(e, MemoryError):
            self.message("General", "memory")
            return S["$Failed"]
        # a bug in a builtin: report it, never crash
        self.message("General", "interr", ("%s in %s: %s" % (
            type(e).__name__, spec.name, e)))
        return S["$Failed"]

    def _thread_listable(self, expr):
        args = expr.args
        n = None
        for a in args:
            if isinstance(a, Expression) and a.head is S.List:
                m = len(a.args)
                if n is None:
                    n = m
                elif m != n:
                    self.message("Thread", "tdlen", expr)
                    return None
        if n is None:
            # no List argument: an Association (Listable functions thread over its values)
            from mathilda.core.association import thread_over_associations
            return thread_over_associations(self, expr)
        head = expr.head
        out = []
        for i in range(n):
            out.append(Expression(head, tuple(
                a.args[i] if isinstance(a, Expression) and a.head is S.List else a
                for a in args)))
        return Expression(S.List, tuple(out))

    def _apply_rules(self, expr, rules, exact):
        return _apply_rules_impl(self, expr, rules, exact)

    # ------------------------------------------------------------------------------------
    # pure functions
    # ------------------------------------------------------------------------------------
    def _apply_function(self, f, expr):
        fargs = f.args
        attrs = 0
        if len(fargs) == 3:
            a = fargs[2]
            names = [a] if type(a) is Symbol else list(a.args) if a.head is S.List else []
            try:
                attrs = A.from_names(n.name for n in names if type(n) is Symbol)
            except KeyError:
                attrs = 0
        args = expr.args
        if not attrs:
            args = tuple(map(self.evaluate, args))
            for a in args:
                if type(a) is Expression and a.head is _SEQUENCE:
                    args = _splice_sequences(args)
                    break
        elif not (attrs & (A.HOLD_ALL | A.HOLD_ALL_COMPLETE)):
            new = []
            for i, a in enumerate(args):
                if (i == 0 and attrs & A.HOLD_FIRST) or (i > 0 and attrs & A.HOLD_REST):
                    new.append(a)
                else:
                    new.append(self.evaluate(a))
            args = _splice_sequences(tuple(new))
        r = apply_pure_function(self, f, args, expr)
        if r is None:
            return Expression(f, args), False
        return r, True

    # ------------------------------------------------------------------------------------
    # services for builtins
    # ------------------------------------------------------------------------------------
    def final(self, expr):
        """Mark a result a builtin built from already evaluated parts (for example a large
        list of numbers) as being at a fixed point, so that the evaluator does not walk it
        again.  Only for results that evaluation would leave unchanged."""
        if type(expr) is Expression:
            expr._ev = self.defs.token
        return expr

    def call(self, head, *args):
        if isinstance(head, str):
            head = Symbol(head)
        return self.evaluate(Expression(head, args))

    def evaluate_in_block(self, bindings, body):
        """Evaluate ``body`` with symbols bound as Block binds them: ``bindings`` is a list
        of ``(symbol, value)`` (value None: the symbol has no value); their values are
        restored afterwards."""
        defs = self.defs
        saved = [(var, defs.get(var).own) for var, _ in bindings]
        try:
            for var, value in bindings:
                if value is None:
                    defs.restore_own(var, None)
                else:
                    defs.set_own(var, value)
            return self.evaluate(body)
        finally:
            for var, rule in reversed(saved):
                defs.restore_own(var, rule)

    def condition_true(self, test, b):
        if b:
            test = substitute(test, b, self)
        return self.evaluate(test) is TRUE

    def default_value(self, head, pos):
        """Default[f] / Default[f, i] for optional arguments (x_.)."""
        if head is None:
            return None
        d = self.defs.table.get(head)
        if d is not None and d.defaults:
            v = d.defaults.get(pos)
            if v is None:
                v = d.defaults.get(None)
            if v is not None:
                return v
        return _BUILTIN_DEFAULTS.get((head.name, pos), _BUILTIN_DEFAULTS.get(head.name))

    def split_options(self, expr, npos=None):
        """Positional arguments and a dict of option values (defaults merged in)."""
        args = expr.args
        n = len(args)
        if npos is None:
            lo = 0
            head = expr.head
            if type(head) is Symbol:
                spec = self.defs.builtins.get(head.name)
                if spec is not None and spec.nargs is not None:
                    lo = spec.nargs if type(spec.nargs) is int else spec.nargs[0]
            while n > lo and _is_option(args[n - 1]):
                n -= 1
        else:
            n = min(npos, n)
        opts = dict(self.options_of(expr.head))
        for a in args[n:]:
            for r in _flatten_rules(a):
                name = r.args[0]
                key = name.name if type(name) is Symbol else \
                    name.value if type(name) is String else None
                if key is not None:
                    opts[key] = r.args[1]
        return args[:n], opts

    def options_of(self, sym):
        """The current Options[sym] as a dict name -> value Expr."""
        if type(sym) is not Symbol:
            return {}
        d = self.defs.get(sym)
        if d.options is None:
            spec = d.builtin
            from mathilda.syntax.parser import parse
            d.options = {k: self.evaluate(parse(v)) if isinstance(v, str) else v
                         for k, v in spec.options.items()}
        return d.options

    def check_size(self, n, sym):
        if n > self.max_result_size:
            self.message(sym if isinstance(sym, str) else sym.name, "rsize",
                         Integer(n), Integer(self.max_result_size))
            return False
        return True

    def check_interrupt(self):
        if self.abort_requested:
            self._abort_now()
        dl = self.deadline
        if dl is not None and time.monotonic() > dl:
            raise AbortSignal("timeout")

    def _abort_now(self):
        self.abort_requested = False
        reason, self.abort_reason = self.abort_reason, "abort"   # issue 10: see sandbox.py
        raise AbortSignal(reason)

_BUILTIN_DEFAULTS = {"Plus": Integer(0), "Times": Integer(1), ("Power", 2): Integer(1)}


def _is_option(a):
    if type(a) is Expression:
        h = a.head
        if (h is S.Rule or h is S.RuleDelayed) and len(a.args) == 2:
            return True
        if h is S.List and a.args and all(_is_option(x) for x in a.args):
            return True
    return False


# --- substitution of pattern bindings ----------------------------------------------------------


from mathilda.core.substitution import (  # noqa: E402,F401  (re-exported)
    _option_value, _subst, apply_rule, substitute,
)
