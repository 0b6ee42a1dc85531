"""Manipulate, Animate and ListAnimate.

Without a front end they keep their form: Manipulate and Animate hold everything and stay
as they were written (a specification with no form of a variable specification gives
``vsform``); ListAnimate evaluates its list.  The Jupyter kernel shows each as one HTML
output (registered here with ``core.display.register_display``): the frames computed
for a few values of each control (mathilda/algorithms/dynamic/), a slider per variable
or buttons for a list of values, and a play button for Animate and ListAnimate.  Export
writes them as animated GIFs.
"""

from mathilda.core.display import RichDisplay, register_display
from mathilda.core.expr import Expression, Integer, S
from mathilda.core.registry import builtin
from mathilda.algorithms.dynamic.frames import frame_items, parse_specs, plan
from mathilda.algorithms.dynamic.html import plan_html
from mathilda.algorithms.dynamic.specs import MAX_FRAMES, SLIDER_POINTS

_ATTRS = ("HoldAll", "Protected", "ReadProtected")
_VSFORM = {"vsform": "`1` argument `2` does not have the correct form for a variable "
                     "specification."}

_SHOWN = ("In the Jupyter kernel it shows as one HTML output: the body evaluated for a few "
          "values of each control (%d slider positions for one variable; all combinations "
          "of at most %d frames in all, values thinned evenly beyond that), each frame at "
          "most 10 s and all within 60 s, pictures as PNG images, anything else as text, "
          "switched by a slider per variable (buttons for a list of values) with a few "
          "lines of JavaScript; nothing is evaluated when a control moves. Export[\"f.gif\", "
          "...] writes the frames as an animated GIF." % (SLIDER_POINTS, MAX_FRAMES))


def _check_specs(ev, name, expr):
    _controls, bad = parse_specs(ev, expr.args[1:])
    for b in bad:
        ev.message(name, "vsform", name, b)
    return None


@builtin("Manipulate", nargs=(1, None), attributes=_ATTRS, messages=_VSFORM,
         usage="Manipulate[expr, {u, umin, umax}] represents an interface for manipulating "
               "expr as u varies from umin to umax; {u, umin, umax, du} moves in steps du, "
               "{{u, init}, umin, umax} starts at init, {{u, init, lbl}, ...} labels the "
               "control, {u, {u1, u2, ...}} chooses among values (buttons), and several "
               "specifications give several controls (ControlType -> Setter etc. chooses "
               "buttons). Without a front end it stays as it is, held. " + _SHOWN,
         examples=[("Manipulate[x^2, {x, 0, 1}]", "Manipulate[x^2, {x, 0, 1}]"),
                   ("Manipulate[Plot[Sin[a t], {t, 0, 6}], {{a, 2, \"freq\"}, 1, 5}]",
                    "Manipulate[Plot[Sin[a t], {t, 0, 6}], {{a, 2, freq}, 1, 5}]"),
                   ("Manipulate[n!, {n, {1, 2, 3}}] // InputForm",
                    "Manipulate[n!, {n, {1, 2, 3}}]"),
                   ("Manipulate[x, {x}]", "Manipulate[x, {x}]",
                    ["Manipulate::vsform: Manipulate argument {x} does not have the correct "
                     "form for a variable specification."])])
def manipulate(ev, expr):
    return _check_specs(ev, "Manipulate", expr)


@builtin("Animate", nargs=(2, None), attributes=_ATTRS, messages=_VSFORM,
         usage="Animate[expr, {u, umin, umax}] represents an animation of expr as u goes "
               "from umin to umax; {u, umin, umax, du} in steps du, {u, {u1, u2, ...}} "
               "through the values. Without a front end it stays as it is, held. "
               + _SHOWN.replace("switched by", "with a play button, switched by"),
         examples=[("Animate[Sin[x t], {t, 0, 1}]", "Animate[Sin[x t], {t, 0, 1}]"),
                   ("Animate[x, 1]", "Animate[x, 1]",
                    ["Animate::vsform: Animate argument 1 does not have the correct form "
                     "for a variable specification."])])
def animate(ev, expr):
    return _check_specs(ev, "Animate", expr)


@builtin("ListAnimate", nargs=(1, None), attributes=("Protected", "ReadProtected"),
         usage="ListAnimate[{expr1, expr2, ...}] represents an animation whose frames are "
               "the expri; ListAnimate[list, fps] shows fps frames per second. Without a "
               "front end it stays as it is (its list evaluated). In the Jupyter kernel it "
               "shows as one HTML output with a slider and a play button (at most %d frames, "
               "thinned evenly beyond that); Export[\"f.gif\", ListAnimate[list]] writes "
               "every frame (up to %d) to an animated GIF." % (MAX_FRAMES, 200),
         examples=[("ListAnimate[Table[i^2, {i, 3}]]", "ListAnimate[{1, 4, 9}]"),
                   ("ListAnimate[x]", "ListAnimate[x]",
                    ["ListAnimate::list: List expected at position 1 in ListAnimate[x]."])])
def list_animate(ev, expr):
    x = expr.args[0]
    if not (isinstance(x, Expression) and x.head is S.List):
        ev.message("ListAnimate", "list", expr, Integer(1))
    return None


def _rich(ev, expr):
    """The HTML of a Manipulate, Animate or ListAnimate result (None: shown as text)."""
    p = plan(ev, expr)
    if p is None:
        return None
    items = frame_items(ev, p)
    labels = [[str(v) for v in c.values] for c in p.controls]
    return RichDisplay(str(expr), {"text/html": plan_html(p, items, labels)})


for _name in ("Manipulate", "Animate", "ListAnimate"):
    register_display(_name, _rich)
