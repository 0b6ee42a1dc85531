"""Argument helpers shared by the image builtins."""

from mathilda.algorithms.image import core

IMGINV = "Expecting an image instead of `1`."


def picture(ev, name, x):
    """The Picture of argument ``x``, or None after ``name::imginv``."""
    p = core.from_expr(x)
    if p is None:
        ev.message(name, "imginv", x)
    return p
