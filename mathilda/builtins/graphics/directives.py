"""Graphics directives: Thickness, AbsoluteThickness, PointSize, AbsolutePointSize,
Dashing, AbsoluteDashing, Dashed, Dotted, DotDashed, Thick, Thin, EdgeForm, FaceForm,
Directive, CapForm, JoinForm, Specularity.

They are inert heads (the renderer reads them); Dashed, Dotted, DotDashed, Thick and Thin
evaluate to the directives they stand for, as in the Wolfram Language, and Directive
splices lists and nested Directives into one flat directive."""

from mathilda.core.expr import Expression, S
from mathilda.core.registry import builtin, symbol_spec


def _no_call(ev, expr):
    return None


_INERT = [
    ("Thickness", "Thickness[r] is a directive: lines are drawn r times the picture's width "
                  "thick; Thickness[Small], Thickness[Large], ... named thicknesses.",
     "Thickness[0.01]"),
    ("AbsoluteThickness", "AbsoluteThickness[d] is a directive: lines are drawn d printer's "
                          "points thick.", "AbsoluteThickness[2]"),
    ("PointSize", "PointSize[r] is a directive: points are drawn as disks of diameter r "
                  "times the picture's width.", "PointSize[0.02]"),
    ("AbsolutePointSize", "AbsolutePointSize[d] is a directive: points are drawn as disks of "
                          "diameter d printer's points.", "AbsolutePointSize[5]"),
    ("Dashing", "Dashing[{r1, r2, ...}] is a directive: lines are drawn dashed with "
                "drawn and skipped lengths ri (fractions of the picture's width); "
                "Dashing[r] equal dashes and gaps; Dashing[{}] solid lines.",
     "Dashing[{0.02, 0.01}]"),
    ("AbsoluteDashing", "AbsoluteDashing[{d1, d2, ...}] is Dashing with lengths in printer's "
                        "points.", "AbsoluteDashing[{5, 2}]"),
    ("EdgeForm", "EdgeForm[g] is a directive: the edges of polygons, disks and rectangles "
                 "are drawn with the directives g; EdgeForm[] draws no edges.",
     "EdgeForm[AbsoluteThickness[2]]"),
    ("FaceForm", "FaceForm[g] is a directive: faces of polygons, disks and rectangles are "
                 "filled with the colour g; FaceForm[] draws no faces.",
     "FaceForm[GrayLevel[0.5]]"),
    ("CapForm", "CapForm[type] is a directive for the ends of lines (\"Butt\", \"Round\", "
                "\"Square\"); it is accepted and drawn with butt ends.",
     "CapForm[\"Round\"]"),
    ("JoinForm", "JoinForm[type] is a directive for the joins of lines (\"Miter\", "
                 "\"Round\", \"Bevel\"); accepted, drawn with round joins.",
     "JoinForm[\"Round\"]"),
    ("Specularity", "Specularity[s, n] is a directive for the shininess of 3D surfaces; "
                    "accepted, 3D pictures are drawn with diffuse lighting only.",
     "Specularity[GrayLevel[1], 20]"),
]

for _name, _usage, _ex in _INERT:
    symbol_spec(_name, usage=_usage, examples=[(_ex, _ex.replace('"', ""))])


def _parsed(ev, text):
    from mathilda.syntax.parser import parse
    return ev.evaluate(parse(text))


def _value(name, text, usage):
    builtin(name, value=lambda ev, t=text: _parsed(ev, t), usage=usage,
            examples=[("InputForm[%s]" % name, text)])(_no_call)


_value("Dashed", "Dashing[{Small, Small}]",
       "Dashed is a directive for dashed lines: Dashing[{Small, Small}].")
_value("Dotted", "Dashing[{0, Small}]",
       "Dotted is a directive for dotted lines: Dashing[{0, Small}].")
_value("DotDashed", "Dashing[{0, Small, Small, Small}]",
       "DotDashed is a directive for dot-dashed lines: Dashing[{0, Small, Small, Small}].")
_value("Thick", "Thickness[Large]", "Thick is a directive for thick lines: Thickness[Large].")
_value("Thin", "Thickness[Tiny]", "Thin is a directive for thin lines: Thickness[Tiny].")


def _flatten(args):
    for a in args:
        if isinstance(a, Expression) and a.head in (S.List, S.Directive):
            yield from _flatten(a.args)
        else:
            yield a


@builtin("Directive", nargs=(0, None),
         usage="Directive[g1, g2, ...] is one directive made of the gi (colours, "
               "thicknesses, dashing, opacity ...), used as a whole, for example in "
               "PlotStyle.",
         examples=[("Directive[Red, Thick]", "Directive[RGBColor[1, 0, 0], Thickness[Large]]"),
                   ("Directive[{Red, Directive[Dashed]}]",
                    "Directive[RGBColor[1, 0, 0], Dashing[{Small, Small}]]")])
def directive(ev, expr):
    if any(isinstance(a, Expression) and a.head in (S.List, S.Directive) for a in expr.args):
        return Expression(S.Directive, tuple(_flatten(expr.args)))
    return None
