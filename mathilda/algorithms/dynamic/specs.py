"""The control specifications of Manipulate and Animate, read into the values a front end
without a kernel connection can show: each variable gets a short list of values, and the
frames are the body evaluated at every combination of them.

    {u, min, max}              a slider: SLIDER_POINTS machine numbers from min to max
    {u, min, max, du}          a slider in steps du (exact steps stay exact)
    {{u, init}, min, max, ...} starts at init (init is one of the values)
    {{u, init, lbl}, ...}      labelled lbl
    {u, {u1, u2, ...}}         a setter bar of the values ui (buttons)
    {{u, init}}                an input field: only init (a fixed value without a front end)
    ..., ControlType -> t      Setter, SetterBar, RadioButtonBar, PopupMenu, Checkbox,
                               Toggler, ActionMenu: buttons; the others: a slider

The whole product is capped at MAX_FRAMES: ``allocate`` gives the variables value counts
round-robin (the first variable first) while the product stays within the cap, so with
one variable there are up to 24 slider positions, with two 7 x 6, with three 4 x 4 x 3; a
variable left at one value keeps its initial value.  A list of values longer than its
count is thinned evenly (its ends and the initial value kept).
"""

from mathilda.core.expr import Expression, Integer, Real, String, Symbol, S

__all__ = ["Control", "parse_control", "allocate", "MAX_FRAMES", "SLIDER_POINTS",
           "BUTTON_TYPES"]

MAX_FRAMES = 48
SLIDER_POINTS = 24
BUTTON_TYPES = frozenset(("Setter", "SetterBar", "RadioButton", "RadioButtonBar",
                          "PopupMenu", "Checkbox", "CheckboxBar", "Toggler", "TogglerBar",
                          "ActionMenu"))


class Control:
    """One variable of a Manipulate: ``values`` (Exprs, in order), ``initial`` (an index
    into them), ``label`` (text), ``kind`` ("slider", "buttons" or "fixed"), ``total``
    (how many values the specification has; None for a continuous range)."""

    def __init__(self, var, values, initial, label, kind, total=None, span=None):
        self.span = span            # (min, max) of a continuous range
        self.var = var
        self.values = list(values)
        self.initial = initial
        self.label = label
        self.kind = kind
        self.total = total

    def thinned(self, count):
        """This control with at most ``count`` of its values (ends and initial kept)."""
        n = len(self.values)
        if n <= count:
            return self
        if self.span is not None and count >= 2 and self.initial == 0:
            a, b = self.span        # a continuous range: evenly spaced again
            return Control(self.var, [Real(a + (b - a) * i / (count - 1))
                                      for i in range(count)], 0, self.label, self.kind)
        if count <= 1:
            picks = [self.initial]
        else:
            picks = sorted({round(i * (n - 1) / (count - 1)) for i in range(count)})
            if self.initial not in picks:
                nearest = min(range(len(picks)), key=lambda j: abs(picks[j] - self.initial))
                picks[nearest] = self.initial
                picks = sorted(set(picks))
        return Control(self.var, [self.values[i] for i in picks], picks.index(self.initial),
                       self.label, self.kind if len(picks) > 1 else "fixed",
                       self.total if self.total is not None else n)


def _is_rule(x):
    return isinstance(x, Expression) and x.head in (S.Rule, S.RuleDelayed) and \
        len(x.args) == 2


def _real(ev, x):
    """The machine value of x, or None."""
    v = ev.call("N", x)
    if type(v) is Real:
        return float(v.value)
    if type(v) is Integer:
        return float(v.value)
    return None


def parse_control(ev, spec, steps=SLIDER_POINTS):
    """A Control for one specification ``spec`` (unevaluated), or None when it has no
    form of a variable specification."""
    if not (isinstance(spec, Expression) and spec.head is S.List and spec.args):
        return None
    items = list(spec.args)
    kind_hint = None
    while items and _is_rule(items[-1]):
        rule = items.pop()
        if rule.args[0] is Symbol("ControlType") and type(rule.args[1]) is Symbol:
            kind_hint = "buttons" if rule.args[1].name in BUTTON_TYPES else "slider"
    if not items:
        return None
    head, rest = items[0], items[1:]
    init = label = None
    if type(head) is Symbol:
        var = head
    elif isinstance(head, Expression) and head.head is S.List and 1 <= len(head.args) <= 3 \
            and type(head.args[0]) is Symbol:
        var = head.args[0]
        if len(head.args) >= 2:
            init = ev.evaluate(head.args[1])
        if len(head.args) == 3:
            label = head.args[2]
    else:
        return None
    label = var.name if label is None else (label.value if type(label) is String
                                            else str(ev.evaluate(label)))
    if not rest:
        if init is None:
            return None
        return Control(var, [init], 0, label, "fixed", 1)
    if len(rest) == 1:
        values = ev.evaluate(rest[0])
        if not (isinstance(values, Expression) and values.head is S.List and values.args):
            return None
        vals = [v.args[0] if _is_rule(v) else v for v in values.args]   # {val -> lbl}
        start = vals.index(init) if init is not None and init in vals else 0
        return Control(var, vals, start, label, kind_hint or "buttons", len(vals))
    if len(rest) not in (2, 3):
        return None
    lo, hi = ev.evaluate(rest[0]), ev.evaluate(rest[1])
    a, b = _real(ev, lo), _real(ev, hi)
    if a is None or b is None:
        return None
    if len(rest) == 3:
        step = ev.evaluate(rest[2])
        d = _real(ev, step)
        if d is None or d == 0 or (b - a) / d < 0:
            return None
        n = int((b - a) / d + 1e-9) + 1
        vals = [ev.call("Plus", lo, ev.call("Times", Integer(i), step)) for i in range(n)]
        total = n
    else:
        vals = [Real(a + (b - a) * i / (steps - 1)) for i in range(steps)]
        total = None
    start = 0
    if init is not None:
        iv = _real(ev, init)
        if iv is None:
            return None
        if init in vals:
            start = vals.index(init)
        else:       # the initial value joins the slider's positions
            nums = [_real(ev, v) for v in vals]
            start = next((i for i, v in enumerate(nums) if v > iv), len(vals))
            if start and abs(nums[start - 1] - iv) < 1e-12:
                start -= 1
            else:
                vals.insert(start, init)
    return Control(var, vals, start, label, kind_hint or "slider", total,
                   (a, b) if total is None else None)


def allocate(controls, cap=MAX_FRAMES):
    """The controls thinned so that the product of their value counts is at most ``cap``
    (round-robin, the first variable first)."""
    want = [len(c.values) for c in controls]
    counts = [1] * len(controls)
    grew = True
    while grew:
        grew = False
        for i in range(len(controls)):
            if counts[i] >= want[i]:
                continue
            product = 1
            for j, c in enumerate(counts):
                product *= (c + 1) if j == i else c
            if product <= cap:
                counts[i] += 1
                grew = True
    return [c.thinned(k) for c, k in zip(controls, counts)]
