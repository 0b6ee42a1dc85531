"""The controls and panes (Slider, Checkbox, Setter, Button, PopupMenu, ..., Pane, Deploy).

A front end draws them and lets a user move them; here there is none, so each one stays
as it is and prints as itself (Slider[0.5] prints Slider[0.5]), its arguments evaluated
unless its attributes hold them.  Button and ActionMenu hold their actions: an action runs
only when pressed, and nothing is ever pressed.  Pane and Deploy print their contents.
Inside Manipulate, Control[{u, min, max}] is read as the specification {u, min, max}.
"""

from mathilda.core.expr import Expression, S
from mathilda.core.registry import builtin
from mathilda.printing.outputform import register_form

_NO_FE = " Without a front end it stays as it is, prints as itself and does nothing."
_ATTRS = ("Protected", "ReadProtected")


def _inert(ev, expr):
    return None


def _control(name, usage, examples, nargs=None, attributes=_ATTRS):
    builtin(name, nargs=nargs, attributes=attributes, usage=usage + _NO_FE,
            examples=examples)(_inert)


_control("Slider", "Slider[x] represents a slider at position x in the range 0 to 1; "
         "Slider[Dynamic[x], {min, max}] and Slider[x, {min, max, dx}] set the range and "
         "step.",
         [("Slider[0.5]", "Slider[0.5]"), ("Slider[1 + 1, {0, 4}]", "Slider[2, {0, 4}]")])
_control("Slider2D", "Slider2D[{x, y}] represents a two-dimensional slider at {x, y}; "
         "Slider2D[pt, {min, max}] sets its range.",
         [("Slider2D[{0.2, 0.7}]", "Slider2D[{0.2, 0.7}]")])
_control("Checkbox", "Checkbox[x] represents a checkbox, checked when x is True; "
         "Checkbox[x, {val1, val2}] switches between val1 (unchecked) and val2.",
         [("Checkbox[True]", "Checkbox[True]")])
_control("Toggler", "Toggler[x] represents a toggle button showing x and switching it "
         "between True and False; Toggler[x, {val1, val2, ...}] cycles through the values.",
         [("Toggler[False]", "Toggler[False]")])
_control("Setter", "Setter[x, val] represents a setter button that sets x to val when "
         "pressed; Setter[x, val, label] shows label.",
         [("Setter[1, 2]", "Setter[1, 2]")], nargs=(2, None))
_control("SetterBar", "SetterBar[x, {val1, val2, ...}] represents a bar of setter buttons, "
         "one for each value, the one for x highlighted.",
         [("SetterBar[a, {a, b, c}]", "SetterBar[a, {a, b, c}]")], nargs=(2, None))
_control("RadioButtonBar", "RadioButtonBar[x, {val1, val2, ...}] represents a row of radio "
         "buttons, one for each value, the one for x selected.",
         [("RadioButtonBar[1, {1, 2, 3}]", "RadioButtonBar[1, {1, 2, 3}]")],
         nargs=(2, None))
_control("PopupMenu", "PopupMenu[x, {val1, val2, ...}] represents a popup menu of the "
         "values, showing x; the values may be given as val -> label.",
         [("PopupMenu[b, {a, b}]", "PopupMenu[b, {a, b}]")], nargs=(2, None))
_control("InputField", "InputField[x] represents an input field showing x; "
         "InputField[x, String] and InputField[x, Number] restrict what can be typed.",
         [("InputField[\"text\", String]", "InputField[text, String]")])
_control("Button", "Button[label, action] represents a button showing label that evaluates "
         "action when pressed (Button has attribute HoldRest: action is not evaluated "
         "otherwise).",
         [("Button[\"Go\", Print[1]]", "Button[Go, Print[1]]"),
          ("Button[\"Go\", x10 = 1]; ValueQ[x10]", "False")],
         nargs=(1, None), attributes=("HoldRest", "Protected", "ReadProtected"))
_control("ActionMenu", "ActionMenu[name, {lbl1 :> act1, lbl2 :> act2, ...}] represents a "
         "menu labelled name whose items evaluate their actions when chosen (HoldRest).",
         [("ActionMenu[\"m\", {\"a\" :> Print[1]}]", "ActionMenu[m, {a :> Print[1]}]")],
         nargs=(2, None), attributes=("HoldRest", "Protected", "ReadProtected"))
_control("Control", "Control[{u, min, max}] represents the control Manipulate uses for u "
         "(any specification of Manipulate); in a Manipulate it is read as that "
         "specification.",
         [("Control[{u, 0, 1}]", "Control[{u, 0, 1}]")], nargs=1)
_control("Manipulator", "Manipulator[x] represents a slider with animation and stepping "
         "controls at x in the range 0 to 1; Manipulator[x, {min, max}] sets the range.",
         [("Manipulator[0.3, {0, 1}]", "Manipulator[0.3, {0, 1}]")])
_control("Animator", "Animator[x] represents an animation control that moves x from 0 to 1 "
         "repeatedly; Animator[x, {min, max}] sets the range.",
         [("Animator[0.]", "Animator[0.]")])
_control("LocatorPane", "LocatorPane[pts, back] represents back with locators at the points "
         "pts that can be dragged.",
         [("LocatorPane[{{0, 0}}, g]", "LocatorPane[{{0, 0}}, g]")], nargs=(2, None))


@builtin("Pane", nargs=(1, None), attributes=_ATTRS,
         usage="Pane[expr] displays as expr in a pane (Pane[expr, w] of width w, "
               "Pane[expr, {w, h}]); text output prints expr alone.",
         examples=[("Pane[a + b]", "a + b"), ("InputForm[Pane[x, 100]]", "Pane[x, 100]")])
def pane(ev, expr):
    return None


@builtin("Deploy", nargs=1, attributes=_ATTRS,
         usage="Deploy[expr] displays expr with its contents protected from editing in a "
               "front end; text output prints expr alone.",
         examples=[("Deploy[x^2]", "x^2"), ("InputForm[Deploy[x]]", "Deploy[x]")])
def deploy(ev, expr):
    return None


def _contents(x):
    return Expression(S.HoldForm, (x.args[0],)) if x.args else None


register_form("Pane", _contents)
register_form("Deploy", _contents)
