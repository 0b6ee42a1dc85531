"""Rich displays: how a front end that shows HTML (the Jupyter kernel) shows a result whose
head asks for more than its text and picture -- a Manipulate shown as precomputed frames
with a slider.

An area registers ``fn(ev, expr)`` for a head with ``register_display``; ``fn`` evaluates
what it needs with ``ev`` and gives a ``RichDisplay`` (or None: shown as usual).
``Session.displayed`` calls it, inside the session (its big stack, its format values,
interrupts), so the front end itself knows nothing of the areas.  Nothing here evaluates.
"""

__all__ = ["register_display", "display_for", "RichDisplay", "DISPLAYS"]

DISPLAYS = {}


def register_display(head_name, fn):
    """Show results with head ``head_name`` as ``fn(ev, expr)`` makes them (a RichDisplay)."""
    DISPLAYS[head_name] = fn


def display_for(expr):
    """The display function registered for the head of ``expr``, or None."""
    head = getattr(expr, "head", None)
    name = getattr(head, "name", None) if head is not None else None
    if name is None or getattr(expr, "is_atom", True):
        return None
    fn = DISPLAYS.get(name)
    if fn is None:
        from mathilda.core.registry import load_name
        load_name(name)             # a builtin whose module registers a display
        fn = DISPLAYS.get(name)
    return fn


class RichDisplay:
    """A result as a front end shows it: ``text`` (its OutputForm) and a MIME bundle
    (``{"text/html": ...}``), offered through the IPython display protocol."""

    def __init__(self, text, bundle, metadata=None):
        self.text = text
        self.bundle = dict(bundle)
        self.metadata = dict(metadata or {})

    def __str__(self):
        return self.text

    def _repr_mimebundle_(self, include=None, exclude=None):
        return dict(self.bundle, **{"text/plain": self.text}), self.metadata
