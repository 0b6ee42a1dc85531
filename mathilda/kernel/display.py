"""The MIME bundle of a result: what a notebook shows for ``Out[n]``.

    text/plain        the one-line OutputForm (``str(expr)``, or the ``text`` given: the
                      kernel passes ``Session.format(result)``), always
    text/html         from a result's ``_repr_mimebundle_`` (a Manipulate's frames: the
                      ``RichDisplay`` that ``Session.displayed`` gives, core/display.py)
    image/png         base64 PNG, when the result renders itself (``_repr_png_``)
    image/svg+xml     SVG text, when the result renders itself (``_repr_svg_``) and the text
                      is at most SVG_LIMIT characters (a scatter of 10^5 points is ~9 MB of
                      SVG, too much for a browser and a notebook file; the PNG stays)
    text/latex        ``$...$`` TeX, for results that are not pictures, when a TeX printer
                      exists (the result's ``_repr_latex_``, else ``mathilda.printing``'s
                      ``tex_form``)

Nothing here knows about graphics: any result offering the IPython display methods gets
the pictures, so the kernel shows whatever the renderer can draw.  The methods follow the
IPython convention: a method returning None means "no picture of this kind", and a
``(data, metadata)`` pair carries metadata (``{"width": ..., "height": ...}``).  A result with
``_repr_mimebundle_()`` gives its whole bundle at once instead (a renderer can then draw once
and choose the formats).  A method that raises costs that entry only; the error is returned
so the kernel can report it.  A KeyboardInterrupt (the kernel's interrupt while a picture is
drawn) ends the drawing: the bundle holds what was done before it.
"""

import base64

__all__ = ["mime_bundle", "tex_printer", "LATEX_LIMIT", "SVG_LIMIT"]

# results whose OutputForm is longer than this get no text/latex: typesetting a page of
# TeX is slow in the browser and no easier to read than the plain text
LATEX_LIMIT = 4000
SVG_LIMIT = 2 * 1000 * 1000

_PICTURES = (("image/png", "_repr_png_"), ("image/svg+xml", "_repr_svg_"))


def _call(obj, method):
    """(data, metadata) from ``obj.method()``, or (None, None)."""
    fn = getattr(obj, method, None)
    if fn is None or not callable(fn):
        return None, None
    value = fn()
    if isinstance(value, tuple) and len(value) == 2:
        return value
    return value, None


def tex_printer():
    """The TeX printer of ``mathilda.printing`` (a function Expr -> str), or None while
    there is none."""
    try:
        from mathilda import printing
    except ImportError:  # pragma: no cover
        return None
    fn = getattr(printing, "tex_form", None)
    return fn if callable(fn) else None


def _latex(result, text):
    if len(text) > LATEX_LIMIT:
        return None
    value, _ = _call(result, "_repr_latex_")
    if value:
        return value
    tex = tex_printer()
    if tex is None:
        return None
    value = tex(result)
    if not value or value.startswith("<<"):      # a printer that failed
        return None
    return "$%s$" % value


def mime_bundle(result, latex=True, text=None):
    """(data, metadata, errors) for ``result``: the MIME bundle of an ``execute_result``,
    its metadata, and the exceptions raised by the display methods (as
    ``(method, exception)`` pairs).  ``text``: the text/plain entry (default
    ``str(result)``)."""
    if text is None:
        text = str(result)
    data = {"text/plain": text}
    metadata = {}
    errors = []
    try:
        bundle, meta = _call(result, "_repr_mimebundle_")
    except Exception as e:
        errors.append(("_repr_mimebundle_", e))
        bundle, meta = None, None
    if isinstance(bundle, dict):
        for mime, value in bundle.items():
            if isinstance(value, (bytes, bytearray)):
                value = (base64.b64encode(bytes(value)).decode("ascii")
                         if not mime.startswith("text/") and "svg" not in mime
                         else bytes(value).decode("utf-8"))
            data[mime] = value
        data["text/plain"] = text
        metadata.update(meta or {})
        return data, metadata, errors
    for mime, method in _PICTURES:
        try:
            value, meta = _call(result, method)
        except KeyboardInterrupt:     # stopped while drawing: what is drawn already stays
            return data, metadata, errors
        except Exception as e:
            errors.append((method, e))
            continue
        if value is None:
            continue
        if mime == "image/png":
            if not isinstance(value, (bytes, bytearray)):
                continue
            value = base64.b64encode(bytes(value)).decode("ascii")
        else:
            if isinstance(value, bytes):
                value = value.decode("utf-8")
            if len(value) > SVG_LIMIT:
                continue
        data[mime] = value
        if meta:
            metadata[mime] = meta
    if latex and len(data) == 1:
        try:
            value = _latex(result, text)
        except Exception as e:
            errors.append(("_repr_latex_", e))
            value = None
        if value:
            data["text/latex"] = value
    return data, metadata, errors
