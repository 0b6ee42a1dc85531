"""WhenEvent: events in NDSolve (ode.py's integrator, stopped at the events).

An event WhenEvent[cond, action] is watched along the integration: an equation lhs == rhs
fires where lhs - rhs changes sign, an inequality (a > b, a < b, ...) where it becomes
true, any other condition where its truth value turns from False to True.  The step in
which it fires is cut at the event point (located by bisection on the cubic Hermite
interpolant of the step, then reached by one Runge-Kutta step of that length), the action
is carried out, and the integration continues from there:

* ``y[t] -> value`` (or ``y'[t] -> value``, a list of such rules) changes the state, the
  values on the right evaluated with the functions and t at the event;
* ``"StopIntegration"`` ends the integration at the event (the solution's domain ends
  there), ``"RemoveEvent"`` stops watching the event, ``"CrossDiscontinuity"`` just
  restarts the method at the event;
* anything else (Sow[t], Print[...]) is evaluated at the event for its side effects.

Where the state jumps, the solution keeps the value before the event a hair
(1e-10 relative) before the event point and the value after it at the point.
"""

from mathilda.core.expr import Expression, Integer, Real, String, Symbol, S, TRUE, FALSE
from mathilda.core.registry import builtin

_EVENT_OPTIONS = {'"DetectionMethod"': "Automatic", '"LocationMethod"': "Automatic",
                  '"Direction"': "All", '"Priority"': "Automatic",
                  '"IntegrateEvent"': "False"}


@builtin("WhenEvent", nargs=(2, None), attributes=("HoldAll", "Protected"),
         usage="WhenEvent[event, action] specifies an action that occurs when event "
               "becomes true in the integration of NDSolve: an equation fires where it "
               "crosses zero, an inequality where it becomes true; the action may change "
               "the state (y'[t] -> -0.9 y'[t]), be \"StopIntegration\", \"RemoveEvent\" "
               "or \"CrossDiscontinuity\", or be evaluated at the event (Sow[t]).",
         examples=[("s = NDSolve[{y'[t] == 1, y[0] == 0, WhenEvent[y[t] == 1/2, "
                    "\"StopIntegration\"]}, y, {t, 0, 2}]; y[\"Domain\"] /. s[[1]]",
                    "{{0., 0.5}}"),
                   ("Reap[NDSolve[{y'[t] == 1, y[0] == 0, WhenEvent[y[t] == 1/4, Sow[t]]}, "
                    "y, {t, 0, 1}]][[2]]", "{{0.25}}"),
                   ("f = NDSolveValue[{y''[t] == -9.81, y[0] == 5, y'[0] == 0, "
                    "WhenEvent[y[t] == 0, y'[t] -> -0.9 y'[t]]}, y, {t, 0, 5}]; "
                    "Round[{f[1.5], f[3.]}, 0.0001]", "{3.1917, 1.2412}"),
                   ("WhenEvent[x[t] > 1, \"StopIntegration\"]",
                    "WhenEvent[x[t] > 1, StopIntegration]")])
def when_event(ev, expr):
    return None


def split_events(eqs):
    """(equations without the WhenEvent items, [WhenEvent expressions])."""
    items = list(eqs.args) if isinstance(eqs, Expression) and eqs.head is S.List else [eqs]
    events = [e for e in items if isinstance(e, Expression) and e.head is S.WhenEvent]
    if not events:
        return eqs, []
    rest = [e for e in items if not (isinstance(e, Expression) and e.head is S.WhenEvent)]
    return Expression(S.List, tuple(rest)), events


def _state_keys(fs, orders, x):
    """{y[x]: index, y'[x]: index, ...} for the state components."""
    keys = {}
    pos = 0
    for (f, _pure), order in zip(fs, orders):
        for k in range(order):
            d = f if k == 0 else Expression(Expression(S.Derivative, (Integer(k),)), (f,))
            keys[Expression(d, (x,))] = pos + k
        pos += order
    return keys


def _substitute(e, table):
    """e with the subexpressions that are keys of table replaced (structurally, held)."""
    r = table.get(e) if isinstance(e, (Expression, Symbol)) else None
    if r is not None:
        return r
    if isinstance(e, Expression):
        head = _substitute(e.head, table)
        args = tuple(_substitute(a, table) for a in e.args)
        if head is not e.head or any(a is not b for a, b in zip(args, e.args)):
            return Expression(head, args)
    return e


class _Event:
    def __init__(self, cond, action):
        self.cond = cond
        self.action = action
        self.kind = "bool"
        self.residual = None
        if isinstance(cond, Expression) and len(cond.args) == 2:
            a, b = cond.args
            if cond.head is S.Equal:
                self.kind, self.residual = "zero", (a, b)
            elif cond.head in (S.Greater, S.GreaterEqual):
                self.kind, self.residual = "up", (a, b)
            elif cond.head in (S.Less, S.LessEqual):
                self.kind, self.residual = "up", (b, a)
        self.active = True


class EventWatcher:
    """The events of one NDSolve call: .hook for ode.integrate, .apply at a fired event."""

    def __init__(self, ev, events, fs, orders, x, rhs):
        self.ev = ev
        self.x = x
        self.rhs = rhs
        self.keys = _state_keys(fs, orders, x)
        self.events = [_Event(e.args[0], e.args[1]) for e in events]
        self.fired = None
        self.last = None          # the values of the conditions at the last accepted point

    def _table(self, t, y):
        table = {k: Real(float(y[i])) for k, i in self.keys.items()}
        table[self.x] = Real(float(t))
        return table

    def _g(self, e, t, y):
        """The signed indicator of event e at (t, y): a float, or None."""
        table = self._table(t, y)
        if e.residual is not None:
            body = Expression(S.Subtract, tuple(_substitute(a, table) for a in e.residual))
            v = self.ev.evaluate(Expression(S.N, (body,)))
            if type(v) in (Real, Integer):
                return float(v.value)
            return None
        v = self.ev.evaluate(_substitute(e.cond, table))
        return 1.0 if v is TRUE else -1.0 if v is FALSE else None

    @staticmethod
    def _crossed(e, g0, g1):
        if g0 is None or g1 is None:
            return False
        if e.kind == "zero":
            return (g0 > 0 and g1 <= 0) or (g0 < 0 and g1 >= 0)
        return g0 < 0 <= g1 if e.kind == "up" else g0 < 0 < g1

    def start(self, t, y):
        self.last = [self._g(e, t, y) if e.active else None for e in self.events]
        for i, e in enumerate(self.events):
            if e.kind == "zero" and self.last[i] == 0.0:
                self.last[i] = None        # starting on the event: wait for the sign

    def hook(self, t0, y0, f0, t1, y1, f1):
        """Called by integrate after each accepted step: None, or the event point
        (te, ye, fe) where the step is cut."""
        from mathilda.builtins.calculus.ode import rk_step
        vals = [self._g(e, t1, y1) if e.active else None for e in self.events]
        first = None
        for i, e in enumerate(self.events):
            g0 = self.last[i]
            if g0 is None and vals[i] is not None and vals[i] != 0.0:
                continue
            if e.active and self._crossed(e, g0, vals[i]):
                te = self._locate(e, g0, t0, y0, f0, t1, y1, f1)
                if te is None:
                    continue
                if first is None or (te - first[0]) * (t1 - t0) < 0:
                    first = (te, i)
        if first is None:
            self.last = vals
            return None
        te, i = first
        if te == t1:
            ye, fe = list(y1), list(f1)
        else:
            ye = rk_step(self.rhs, t0, y0, f0, te - t0)
            fe = self.rhs(te, ye)
        self.fired = i
        return te, ye, fe

    def _locate(self, e, g0, t0, y0, f0, t1, y1, f1):
        """The last point of the step where the event has not fired yet: regula falsi
        (Illinois) on the residual, bisection on a truth value, the state at a trial point
        one Runge-Kutta step of that length from the step's start; None when a residual
        jumps across zero (Mod[t, 1] == 0.5 at t = 1) instead of reaching it."""
        from mathilda.builtins.calculus.ode import rk_step
        lo, hi = t0, t1
        glo, ghi = g0, self._g(e, t1, y1)
        real = [glo, ghi]
        side = 0
        tol = 1e-14 * max(1.0, abs(t0), abs(t1))
        for _ in range(100):
            if abs(hi - lo) <= tol:
                break
            if e.residual is not None and glo is not None and ghi is not None \
                    and glo != ghi:
                mid = lo + (hi - lo) * glo / (glo - ghi)
                if not min(lo, hi) < mid < max(lo, hi):
                    mid = 0.5 * (lo + hi)
            else:
                mid = 0.5 * (lo + hi)
            if mid in (lo, hi):
                break
            gm = self._g(e, mid, rk_step(self.rhs, t0, y0, f0, mid - t0))
            if gm is None:
                break
            if self._crossed(e, g0, gm):
                hi, ghi = mid, gm
                real[1] = gm
                if side == -1:
                    glo *= 0.5
                side = -1
            else:
                lo, glo = mid, gm
                real[0] = gm
                if side == 1:
                    ghi *= 0.5
                side = 1
        if e.kind == "zero" and None not in real and min(map(abs, real)) > 1e-6 * (
                1.0 + max(map(abs, y0), default=0.0)):
            return None            # a jump of the residual across zero, not a root
        return lo if lo != t0 else hi

    def apply(self, te, ye):
        """Carry out the fired event's action at (te, ye): (new state, stop?)."""
        e = self.events[self.fired]
        table = self._table(te, ye)
        state = list(ye)
        stop = False
        actions = e.action.args if isinstance(e.action, Expression) \
            and e.action.head is S.List else (e.action,)
        for a in actions:
            if type(a) is String:
                if a.value == "StopIntegration":
                    stop = True
                elif a.value == "RemoveEvent":
                    e.active = False
                continue
            if isinstance(a, Expression) and a.head in (S.Rule, S.RuleDelayed) \
                    and len(a.args) == 2 and a.args[0] in self.keys:
                v = self.ev.evaluate(Expression(S.N, (_substitute(a.args[1], table),)))
                if type(v) not in (Real, Integer):
                    self.ev.message("NDSolve", "nbnum1", a.args[1], Real(float(te)))
                    continue
                state[self.keys[a.args[0]]] = float(v.value)
                continue
            self.ev.evaluate(_substitute(a, table))
        self.start(te, state)
        g = self.last[self.fired]
        if e.kind != "zero":
            self.last[self.fired] = 1.0                 # fired: already true
        elif g is not None and abs(g) <= 1e-9 * (1.0 + max(map(abs, state), default=0.0)):
            self.last[self.fired] = None                # on the event: wait for the sign
        return state, stop


def _hermite(t0, y0, f0, t1, y1, f1, t):
    h = t1 - t0
    s = (t - t0) / h
    h00 = (1 + 2 * s) * (1 - s) ** 2
    h10 = s * (1 - s) ** 2
    h01 = s * s * (3 - 2 * s)
    h11 = s * s * (s - 1)
    return [h00 * a + h10 * h * da + h01 * b + h11 * h * db
            for a, da, b, db in zip(y0, f0, y1, f1)]


def integrate_with_events(ev, integrate, watcher, t0, y0, t1, max_steps):
    """integrate from t0 to t1 with the events of watcher: (ts, ys, ds, failure)."""
    ts, ys, ds = [], [], []
    t, y = t0, list(y0)
    watcher.start(t, y)
    direction = 1.0 if t1 > t0 else -1.0
    steps = max_steps
    while True:
        pts, pys, pds, fail = integrate(ev, watcher.rhs, t, y, t1, max_steps=steps,
                                        event=watcher.hook)
        steps = max(1, steps - len(pts))
        if ts:
            if pys[0] != ys[-1]:          # a jump: the old value a hair before the event
                delta = 1e-10 * max(1.0, abs(ts[-1]))
                if len(ts) > 1:
                    delta = min(delta, 0.5 * abs(ts[-1] - ts[-2]))
                ts[-1] -= direction * delta
            else:
                ts.pop(), ys.pop(), ds.pop()
        ts.extend(pts)
        ys.extend(pys)
        ds.extend(pds)
        if fail is None or fail[0] != "event":
            return ts, ys, ds, fail
        te = pts[-1]
        y, stop = watcher.apply(te, pys[-1])
        if stop or (t1 - te) * direction <= 1e-14 * max(1.0, abs(t1)):
            return ts, ys, ds, None
        t = te
