"""Trace: the evaluation chains of an expression, as the Wolfram Language records them.

Trace[expr] evaluates expr and gives the nested list of the forms its evaluation went
through, each wrapped in HoldForm.  One list is one evaluation chain: the forms of one
expression, in order; the chains of the subsidiary evaluations (arguments, the body
evaluations of a builtin) are sublists at the place they happened.  A chain records the
expression once its head and arguments are evaluated (``2 3 + 4`` gives ``{{2 3, 6}, 6 + 4,
10}``: the arguments' chain, then ``6 + 4``), then each rewrite; a chain in which nothing
changed is left out (``Trace[f[a]]`` is ``{}``).  A symbol's chain is the symbol and its
value's forms (``x := 1 + 1``: ``{x, 1 + 1, 2}``).

The tracer does not touch the evaluator's code: for the duration of the call it puts
recording wrappers over the evaluation context's own methods (``evaluate``, ``_step``,
``_eval_symbol`` and the rule appliers ``_step`` calls once the arguments are evaluated) as
instance attributes, and takes them away afterwards.
"""

from mathilda.core import attributes as A
from mathilda.core.expr import Expression, Integer, Symbol, S
from mathilda.core.patterns import compile_pattern
from mathilda.core.registry import builtin
from mathilda.core.substitution import substitute

_INFINITY = Expression(S.DirectedInfinity, (Integer(1),))
_ANY = Expression(S.Blank, ())
_BRANCHING = (S.If, S.Which, S.Switch)
_HOLDS = A.HOLD_FIRST_MASK | A.HOLD_REST_MASK
_AFTER_ARGS = ("_call_builtin", "_apply_rules", "_up_values", "_listable", "_sub_values")
_WRAPPED = ("evaluate", "_step", "_eval_symbol", "_apply_function") + _AFTER_ARGS


class _Frame:
    """One evaluation chain: ``items`` holds forms (Exprs) and sublists (_Frame)."""

    __slots__ = ("entry", "items", "last", "cont", "collect", "stepping", "depth", "only",
                 "mute", "muted_below", "mute_rest")

    def __init__(self, entry, depth):
        self.entry = entry
        self.items = []
        self.last = None
        self.cont = False          # the next evaluate() continues this chain (a value)
        self.collect = None        # [(expr, value)] of direct evaluations, when wanted
        self.stepping = None       # the expression _step is working on
        self.depth = depth
        self.only = None           # inside a builtin: the arguments whose calls it records
        self.mute = False          # a chain that is not kept
        self.muted_below = False   # ... nor any inside it (TraceOff, a builtin's own work)
        self.mute_rest = False     # the forms after one that matched TraceOff are not kept

    def record(self, e):
        last = self.last
        if last is not None and (last is e or last == e):
            return
        self.items.append(e)
        self.last = e

    def trivial(self):
        it = self.items
        return not it or (len(it) == 1 and type(it[0]) is not _Frame and
                          (it[0] is self.entry or it[0] == self.entry))


class Tracer:
    def __init__(self, ev, max_depth=None, on=None, off=None):
        self.ev = ev
        self.max_depth = max_depth
        self.on = on                # TraceOn: a matcher, or None (tracing is on)
        self.off = off              # TraceOff: a matcher, or None
        self.root = _Frame(None, 0)
        self.root.mute = on is not None
        self.stack = [self.root]
        self.bubbled = False        # chains came up from under muted ones (TraceOn)

    def _rec(self, fr, e):
        """Record the form ``e`` in ``fr``, switching tracing off after a form that matches
        TraceOff and on from one that matches TraceOn."""
        if self.off is not None and not fr.mute and self._matches(self.off, e):
            fr.record(e)
            fr.mute_rest = True
            return
        if fr.mute and not fr.muted_below and self.on is not None and \
                self._matches(self.on, e):
            fr.mute = False
            fr.items = [it for it in fr.items if type(it) is _Frame]
            fr.last = None
        if not fr.mute_rest:
            fr.record(e)

    def _matches(self, m, expr):
        for _ in m.match(expr, {}, self.ev):
            return True
        return False

    # --- installing and removing the wrappers --------------------------------------------
    def run(self, expr):
        ev = self.ev
        saved = {n: ev.__dict__[n] for n in _WRAPPED if n in ev.__dict__}
        cls = type(ev)
        self.orig = {n: getattr(cls, n).__get__(ev, cls) for n in _WRAPPED}
        ev.evaluate = self.evaluate
        ev._step = self.step
        ev._eval_symbol = self.eval_symbol
        ev._apply_function = self.apply_function
        for n in _AFTER_ARGS:
            setattr(ev, n, self._after_args(self.orig[n]))
        tracing, ev.tracing = ev.tracing, True     # the evaluator takes no shortcut past
        try:                                        # the wrapped methods meanwhile
            ev.evaluate(expr)
        finally:
            ev.tracing = tracing
            for n in _WRAPPED:
                ev.__dict__.pop(n, None)
            ev.__dict__.update(saved)
        return self.root

    def _push(self, entry):
        fr = _Frame(entry, len(self.stack))
        self.stack.append(fr)
        return fr

    def _pop(self, fr):
        self.stack.pop()
        if fr.mute:
            # a muted chain keeps none of its forms; the chains traced inside it (TraceOn)
            # go up to the enclosing one
            subs = [it for it in fr.items if type(it) is _Frame]
            if subs:
                parent = self.stack[-1]
                parent.items.extend(subs)
                self.bubbled = self.bubbled or parent is self.root
            return
        if fr.trivial():
            return
        if self.max_depth is not None and fr.depth > self.max_depth:
            return
        self.stack[-1].items.append(fr)

    # --- the wrappers ----------------------------------------------------------------------
    def evaluate(self, expr):
        fr = self.stack[-1]
        cont = fr.cont
        if cont:
            fr.cont = False
        t = type(expr)
        if t is Symbol:
            if cont:
                self._rec(fr, expr)
            v = self.orig["evaluate"](expr)
        elif t is not Expression or cont:
            v = self.orig["evaluate"](expr)
        else:
            sub = self._push(expr)
            only = fr.only
            if only is not None and not any(expr.head is a for a in only) or \
                    fr.mute_rest or fr.muted_below or \
                    (self.off is not None and self._matches(self.off, expr)):
                sub.mute = sub.muted_below = True
            elif fr.mute:
                sub.mute = fr.muted_below or not (self.on is not None and
                                                  self._matches(self.on, expr))
            try:
                v = self.orig["evaluate"](expr)
            finally:
                self._pop(sub)
        if fr.collect is not None:
            fr.collect.append((expr, v))
        return v

    def step(self, expr):
        fr = self.stack[-1]
        saved, fr.collect, fr.stepping = fr.collect, [], expr
        n = len(fr.items)
        try:
            r = self.orig["_step"](expr)
        finally:
            fr.collect, fr.stepping = saved, None
        items = fr.items
        if len(items) > n and type(items[-1]) is _Frame and expr.head in _BRANCHING:
            # If, Which and Switch return their chosen branch to be evaluated (Wolfram's
            # evaluator goes on with it in the same chain); ours evaluate it themselves
            sub = items.pop()
            for it in sub.items:
                if type(it) is _Frame:
                    items.append(it)
                else:
                    self._rec(fr, it)
        self._rec(fr, r[0])
        return r

    def _record_evaluated(self, fr, expr):
        """Record ``fr.stepping`` with its evaluated head and arguments, as they were before
        Flat, Orderless and Sequence rearranged them (``3 2``, not ``2 3``); ``expr`` when
        nothing was collected."""
        done, fr.collect = fr.collect, None
        e = fr.stepping
        if done is None or e is None:
            self._rec(fr, expr)
            return
        fr.stepping = None
        k = 0
        head = e.head
        if done and done[0][0] is head:
            head = done[0][1]
            k = 1
        args = []
        for a in e.args:
            if k < len(done) and done[k][0] is a:
                args.append(done[k][1])
                k += 1
            else:
                args.append(a)
        self._rec(fr, Expression(head, tuple(args)))

    def eval_symbol(self, sym):
        fr = self.stack[-1]
        if fr.last is sym:                  # the chain was rewritten to this symbol
            own = None
        else:
            parent = fr
            own = fr = self._push(sym)
            if parent.only is not None or parent.muted_below or parent.mute_rest:
                own.mute = own.muted_below = True
            elif parent.mute:
                own.mute = not (self.on is not None and self._matches(self.on, sym))
            self._rec(fr, sym)
        fr.cont = True
        try:
            v = self.orig["_eval_symbol"](sym)
            if v is not sym:
                self._rec(fr, v)
        finally:
            fr.cont = False
            if own is not None:
                self._pop(own)
        return v

    def apply_function(self, f, expr):
        fr = self.stack[-1]
        r = self.orig["_apply_function"](f, expr)
        self._record_evaluated(fr, expr)
        return r

    def _after_args(self, fn):
        stack = self.stack
        record = self._record_evaluated
        defs = self.ev.defs
        if fn.__name__ != "_call_builtin":
            def wrapper(*a):
                fr = stack[-1]
                if fr.stepping is not None:
                    record(fr, a[0])
                return fn(*a)
            return wrapper

        def call_builtin(spec, expr):
            # a builtin that holds no argument evaluates inside only what it builds (Sin's
            # exact values, Solve's algebra), which Wolfram's Trace does not show, and the
            # calls of the functions it was given (Select's test, Fold's f), which it does
            fr = stack[-1]
            if fr.stepping is not None:
                record(fr, expr)
            head = expr.head
            held = type(head) is Symbol and defs.attributes(head) & _HOLDS
            saved, fr.only = fr.only, (None if held else expr.args)
            try:
                return fn(spec, expr)
            finally:
                fr.only = saved
        return call_builtin


# --- the result: nested lists of HoldForm, filtered by a form ----------------------------

def _as_list(fr, keep):
    out = []
    for it in fr.items:
        if type(it) is _Frame:
            sub = _as_list(it, keep)
            if sub is not None:
                out.append(sub)
        else:
            v = keep(it)
            if v is not None:
                out.append(v)
    if not out and keep is not _hold:
        return None
    return Expression(S.List, tuple(out))


def _hold(e):
    return Expression(S.HoldForm, (e,))


def _form_filter(ev, form):
    """The function that maps a recorded form to what Trace[expr, form] keeps (None: drop)."""
    if type(form) is Symbol:
        return lambda e: _hold(e) if e is form or (isinstance(e, Expression) and
                                                   e.head is form) else None
    rule = isinstance(form, Expression) and form.head in (S.Rule, S.RuleDelayed) and \
        len(form.args) == 2
    m = compile_pattern(form.args[0] if rule else form)

    def keep(e):
        for b in m.match(e, {}, ev):
            if not rule:
                return _hold(e)
            return ev.evaluate(substitute(form.args[1], b, ev))
        return None
    return keep


_OPTIONS = ("TraceDepth", "TraceOn", "TraceOff")


def _is_option(a):
    return isinstance(a, Expression) and a.head in (S.Rule, S.RuleDelayed) and \
        len(a.args) == 2 and type(a.args[0]) is Symbol and a.args[0].name in _OPTIONS


@builtin("Trace", attributes=("HoldAll", "Protected"),
         options={"TraceDepth": "Infinity", "TraceOn": "_", "TraceOff": "None"},
         usage="Trace[expr] generates a list of all expressions used in the evaluation of "
               "expr. Trace[expr, form] includes only those expressions which match form. "
               "Trace[expr, s] includes all evaluations which use transformation rules "
               "associated with the symbol s (those of head s). The options: TraceDepth -> n "
               "(the levels of nested chains kept), TraceOn -> patt (trace only inside "
               "the evaluations of forms that match patt), TraceOff -> patt (not inside "
               "them).",
         messages={"dep": "Value of option TraceDepth -> `1` should be a non-negative "
                          "integer or Infinity."},
         examples=[("Trace[1 + 1]", "{1 + 1, 2}"),
                   ("Trace[2 3 + 4]", "{{2 3, 6}, 6 + 4, 10}"),
                   ("Trace[f[a]]", "{}"),
                   ("fac[1] = 1; fac[n_] := n fac[n - 1]; Trace[fac[3], fac[_]]",
                    "{fac[3], {fac[2], {fac[1]}}}")])
def trace(ev, expr):
    n = len(expr.args)
    while n > 1 and _is_option(expr.args[n - 1]):
        n -= 1
    pos, opts = ev.split_options(expr, npos=n)
    if not 1 <= len(pos) <= 2:
        ev.argcount_message("Trace", len(pos), 1, 2)
        return None
    depth = opts.get("TraceDepth", S.Infinity)
    if depth is S.Infinity or depth == _INFINITY:
        depth = None
    elif type(depth) is Integer and depth.value >= 0:
        depth = depth.value
    else:
        ev.message("Trace", "dep", depth)
        return None
    on, off = opts.get("TraceOn", S.Blank), opts.get("TraceOff", S["None"])
    on = None if on == _ANY else compile_pattern(on)
    off = None if off is S["None"] else compile_pattern(off)
    tracer = Tracer(ev, depth, on, off)
    root = tracer.run(pos[0])
    keep = _hold if len(pos) == 1 else _form_filter(ev, pos[1])
    chains = [it for it in root.items if type(it) is _Frame]
    if not chains:
        return Expression(S.List, ())
    if tracer.bubbled:
        out = [r for r in (_as_list(c, keep) for c in chains) if r is not None]
        return Expression(S.List, tuple(out))
    r = _as_list(chains[0], keep)
    return r if r is not None else Expression(S.List, ())
