"""The MIME bundle of a result: what a notebook shows for ``Out[n]``.

    text/plain        the one-line OutputForm (``str(expr)``), always
    image/png         base64 PNG, when the result renders itself (``_repr_png_``)
    image/svg+xml     SVG text, when the result renders itself (``_repr_svg_``)
    text/latex        ``$...$`` TeX, for results that are not pictures, when a TeX printer
                      exists (the result's ``_repr_latex_``, else ``mathilda.printing``'s
                      ``tex_form``)

Nothing here knows about graphics: any result offering the IPython display methods gets
the pictures, so the kernel shows whatever the renderer can draw.  The methods follow the
IPython convention: a method returning None means "no picture of this kind", and a
``(data, metadata)`` pair carries metadata (``{"width": ..., "height": ...}``).  A method that
raises costs that entry only; the error is returned so the kernel can report it.
"""

import base64

__all__ = ["mime_bundle", "tex_printer", "LATEX_LIMIT"]

# results whose OutputForm is longer than this get no text/latex: typesetting a page of
# TeX is slow in the browser and no easier to read than the plain text
LATEX_LIMIT = 4000

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


def mime_bundle(result, latex=True):
    """(data, metadata, errors) for ``result``: the MIME bundle of an ``execute_result``,
    its metadata, and the exceptions raised by the display methods (as
    ``(method, exception)`` pairs)."""
    text = str(result)
    data = {"text/plain": text}
    metadata = {}
    errors = []
    for mime, method in _PICTURES:
        try:
            value, meta = _call(result, method)
        except Exception as e:
            errors.append((method, e))
            continue
        if value is None:
            continue
        if mime == "image/png":
            if not isinstance(value, (bytes, bytearray)):
                continue
            value = base64.b64encode(bytes(value)).decode("ascii")
        elif isinstance(value, bytes):
            value = value.decode("utf-8")
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
