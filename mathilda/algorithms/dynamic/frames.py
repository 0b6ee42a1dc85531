"""The frames of a Manipulate, Animate or ListAnimate: the body evaluated at each
combination of the control values (``specs.py``), each frame under FRAME_SECONDS of
TimeConstrained and all of them under TOTAL_SECONDS (frames past it are left out and
said so), then drawn: a picture as PNG, anything else as its text.

    plan(ev, expr)           -> Plan (controls, results, interval, note) or None
    frame_items(ev, plan)    -> [("png", bytes) | ("text", str)] for the HTML
    frame_pictures(ev, plan) -> [PNG bytes] for an animated GIF (text drawn as a picture)
    gif_export(ev, expr)     -> the bytes of an animated GIF (Export["f.gif", ...])
"""

import itertools
import time

from mathilda.core.expr import Expression, Integer, Real, String, Symbol, S
from mathilda.algorithms.dynamic.specs import (Control, MAX_FRAMES, allocate,
                                               parse_control)

__all__ = ["Plan", "plan", "parse_specs", "frame_items", "frame_pictures", "gif_export",
           "FRAME_SECONDS", "TOTAL_SECONDS", "DYNAMIC_HEADS"]

FRAME_SECONDS = 10.0
TOTAL_SECONDS = 60.0
DEFAULT_DURATION = 5000          # ms for one pass through the frames of an animation
DYNAMIC_HEADS = ("Manipulate", "Animate", "ListAnimate")


class Plan:
    """What a front end shows: ``controls`` (Control list), ``results`` (one Expr per
    combination, the last variable varying fastest; None where the time ran out),
    ``animated`` (a play button), ``interval`` (ms between frames), ``notes`` (text)."""

    def __init__(self, controls, results, animated, interval, notes):
        self.controls = controls
        self.results = results
        self.animated = animated
        self.interval = interval
        self.notes = notes

    @property
    def sizes(self):
        return [len(c.values) for c in self.controls]

    @property
    def initial(self):
        return [c.initial for c in self.controls]


def _is_rule(x):
    return isinstance(x, Expression) and x.head in (S.Rule, S.RuleDelayed) and \
        len(x.args) == 2


def parse_specs(ev, specs):
    """(controls, bad) for the control arguments of a Manipulate or Animate: labels
    (strings), Delimiter and options are skipped, Control[spec] is read as spec; ``bad``
    lists the arguments that have no form of a variable specification."""
    controls, bad = [], []
    for s in specs:
        if type(s) is String or s is Symbol("Delimiter") or _is_rule(s):
            continue
        if isinstance(s, Expression) and s.head is Symbol("Control") and len(s.args) == 1:
            s = s.args[0]
        c = parse_control(ev, s)
        if c is None:
            bad.append(s)
        else:
            controls.append(c)
    return controls, bad


def _evaluate_frames(ev, body, controls, frame_seconds, total_seconds):
    results = []
    start = time.monotonic()
    for combo in itertools.product(*[range(len(c.values)) for c in controls]):
        if time.monotonic() - start > total_seconds:
            results.append(None)
            continue
        e = body
        if controls:
            bindings = Expression(S.List, tuple(
                Expression(S.Set, (c.var, c.values[i])) for c, i in zip(controls, combo)))
            e = Expression(S.With, (bindings, body))
        results.append(ev.evaluate(Expression(Symbol("TimeConstrained"),
                                              (e, Real(float(frame_seconds))))))
    return results


def _notes(controls, results):
    notes = []
    for c in controls:
        if c.total is not None and c.total > len(c.values):
            notes.append("%s: %d of its %d values" % (c.label, len(c.values), c.total))
    missing = sum(r is None for r in results)
    if missing:
        notes.append("%d frames not computed (over %g s in all)" % (missing, TOTAL_SECONDS))
    return notes


def plan(ev, expr, cap=MAX_FRAMES, frame_seconds=FRAME_SECONDS,
         total_seconds=TOTAL_SECONDS):
    """The Plan of a Manipulate, Animate or ListAnimate expression, or None when ``expr``
    is none of them or its specifications are not all valid."""
    name = getattr(expr.head, "name", None) if isinstance(expr, Expression) else None
    if name not in DYNAMIC_HEADS or not expr.args:
        return None
    args = expr.args
    if name == "ListAnimate":
        items = args[0]
        if not (isinstance(items, Expression) and items.head is S.List and items.args):
            return None
        n = len(items.args)
        control = Control(Symbol("frame"), [Integer(i + 1) for i in range(n)], 0, "frame",
                          "slider", n)
        control = allocate([control], cap)[0]
        picked = [items.args[v.value - 1] for v in control.values]
        interval = _interval(n=len(picked))
        if len(args) > 1 and not _is_rule(args[1]):
            fps = ev.call("N", args[1])
            if type(fps) is Real and fps.value > 0:
                interval = max(20, int(round(1000 / float(fps.value))))
        return Plan([control], picked, True, interval, _notes([control], picked))
    controls, bad = parse_specs(ev, args[1:])
    if bad:
        return None
    controls = allocate(controls, cap)
    results = _evaluate_frames(ev, args[0], controls, frame_seconds, total_seconds)
    return Plan(controls, results, name == "Animate", _interval(len(results)),
                _notes(controls, results))


def _interval(n):
    return max(40, min(1000, DEFAULT_DURATION // max(1, n)))


def _picture_module():
    from mathilda.algorithms.graphics import export
    return export


def _png(ev, result, size=None, resolution=72):
    export = _picture_module()
    return export.render(result, "png", size, lambda e: ev.call("N", e), resolution)


def frame_items(ev, plan_, size=None, resolution=72):
    """("png", bytes) for a picture, ("text", OutputForm) otherwise, per frame."""
    export = _picture_module()
    out = []
    for r in plan_.results:
        if r is None:
            out.append(("text", "(not computed: the time for the frames ran out)"))
            continue
        if export.is_graphics(r):
            try:
                out.append(("png", _png(ev, r, size, resolution)))
                continue
            except Exception:           # a picture that cannot be drawn shows its text
                pass
        out.append(("text", str(r)))
    return out


def frame_pictures(ev, plan_, size=None, resolution=72):
    """PNG bytes per computed frame (any other expression drawn as its text)."""
    export = _picture_module()
    out = []
    for r in plan_.results:
        if r is None:
            continue
        out.append(export.export_bytes(r, "png", size, lambda e: ev.call("N", e),
                                       resolution))
    return out


GIF_LIST_FRAMES = 200


def gif_export(ev, x, size=None, resolution=72):
    """The bytes of an animated GIF of ``x``: the frames of a Manipulate, Animate or
    ListAnimate (a list: up to GIF_LIST_FRAMES, thinned evenly beyond), the elements of a
    non-empty list, or ``x`` itself as one frame."""
    from mathilda.algorithms.dynamic.gif import gif_bytes
    name = getattr(x.head, "name", None) if isinstance(x, Expression) else None
    p = None
    if name in DYNAMIC_HEADS:
        p = plan(ev, x, GIF_LIST_FRAMES if name == "ListAnimate" else MAX_FRAMES)
    elif isinstance(x, Expression) and x.head is S.List and x.args:
        p = plan(ev, Expression(Symbol("ListAnimate"), (x,)), GIF_LIST_FRAMES)
    pngs = frame_pictures(ev, p, size, resolution) if p is not None else []
    if not pngs:
        export = _picture_module()
        pngs = [export.export_bytes(x, "png", size, lambda e: ev.call("N", e), resolution)]
    return gif_bytes(pngs, p.interval if p is not None else 1000)
