"""Import, Export, ImportString and ExportString for the formats "Text", "Lines", "CSV",
"TSV", "JSON" and "RawJSON", with the standard library only.

    Text     the whole file as one string; Export writes a string as it is and any other
             expression in OutputForm
    Lines    a list of strings, one per line
    CSV/TSV  a list of rows; fields that read as numbers become Integer or Real, others stay
             strings; Export takes a matrix (a flat list is written as a column)
    JSON     objects become lists of rules (the Wolfram "JSON" format), arrays lists,
             true/false/null True/False/Null; Export also takes Associations
    RawJSON  as JSON, but objects become Associations

    PNG, SVG, PDF, JPEG, EPS   pictures: Export draws a Graphics, Graphics3D, Legended or
             Image (any other expression as its text) through mathilda.algorithms.graphics,
             with the options ImageSize and ImageResolution; ExportString gives SVG text or
             the bytes as a string; Import reads PNG and JPEG files as Image[data, "Byte"]
    GIF      an animated GIF (mathilda.algorithms.dynamic): the frames of a Manipulate,
             Animate or ListAnimate, or the elements of a list; any other expression is one
             frame (Import does not read GIF)

The format is inferred from the file extension when it is not given (.txt, .csv, .tsv,
.json, .png, .svg, .pdf, .jpg).  Exported text has no trailing newline, so Export and
Import round-trip.
"""

import csv
import io
import json
import re

from mathilda.core.expr import (Expression, Integer, Rational, Real, String, Symbol, S,
                                TRUE, FALSE, NULL)
from mathilda.core.registry import builtin
from mathilda.builtins.system.files import FILE_MESSAGES, file_name, resolve, sandboxed

FORMATS = ("Text", "Lines", "CSV", "TSV", "JSON", "RawJSON", "PNG", "SVG", "PDF", "JPEG",
           "EPS", "GIF")
# pictures (issue 16): drawn by mathilda.algorithms.graphics; Import reads PNG and JPEG
IMAGE_FORMATS = ("PNG", "SVG", "PDF", "JPEG", "EPS", "GIF")
_EXTENSIONS = {"png": "PNG", "svg": "SVG", "pdf": "PDF", "jpg": "JPEG", "jpeg": "JPEG",
               "eps": "EPS", "gif": "GIF",
               "txt": "Text", "text": "Text", "csv": "CSV", "tsv": "TSV", "tab": "TSV",
               "json": "JSON"}

MESSAGES = dict(
    FILE_MESSAGES,
    fmtnosup="`1` is not a supported `2` format.",
    infer="Cannot infer format of file `1`.",
    nffil="File `1` not found during `2`.",
    type="`1` cannot be exported to the `2` format.",
    fmterr="Cannot read the data as `1`: `2`.",
)


def _format_arg(ev, x, name):
    if type(x) is String:
        for f in FORMATS:
            if f.lower() == x.value.lower():
                return f
    ev.message(name, "fmtnosup", x, name)
    return None


def _infer(ev, fname, name):
    ext = fname.rsplit("/", 1)[-1].rpartition(".")[2].lower() if "." in fname else ""
    fmt = _EXTENSIONS.get(ext)
    if fmt is None:
        ev.message(name, "infer", fname)
    return fmt


# ---------------------------------------------------------------------------------------
# reading
# ---------------------------------------------------------------------------------------

_INT = re.compile(r"[+-]?\d+\Z")
_REAL = re.compile(r"[+-]?(?:\d+\.\d*|\.\d+|\d+)(?:[eE][+-]?\d+)?\Z")


def _field(s):
    t = s.strip()
    low = t.lower()
    if low == "true":               # as the Wolfram Language reads CSV: True, FALSE, true
        return TRUE
    if low == "false":
        return FALSE
    if _INT.match(t):
        return Integer(int(t))
    if _REAL.match(t):
        return Real(float(t))
    return String(s)


class _Object(list):
    """A JSON object, as its (key, value) pairs in order."""


def _from_json(v, assoc):
    if v is True:
        return TRUE
    if v is False:
        return FALSE
    if v is None:
        return NULL
    if isinstance(v, int):
        return Integer(v)
    if isinstance(v, float):
        return Real(v)
    if isinstance(v, str):
        return String(v)
    if not isinstance(v, _Object):
        return Expression(S.List, tuple(_from_json(x, assoc) for x in v))
    rules = tuple(Expression(S.Rule, (String(k), _from_json(x, assoc))) for k, x in v)
    return Expression(S.Association if assoc else S.List, rules)


def import_text(ev, text, fmt, name):
    """The expression for ``text`` read in format ``fmt`` (None after a message)."""
    if fmt == "Text":
        return String(text)
    if fmt == "Lines":
        lines = text.split("\n")
        if lines and lines[-1] == "":
            lines.pop()
        return Expression(S.List, tuple(String(x.rstrip("\r")) for x in lines))
    if fmt in ("CSV", "TSV"):
        reader = csv.reader(io.StringIO(text), delimiter="," if fmt == "CSV" else "\t")
        try:
            rows = [Expression(S.List, tuple(_field(f) for f in row)) for row in reader]
        except csv.Error as e:
            ev.message(name, "fmterr", fmt, str(e))
            return None
        return Expression(S.List, tuple(rows))
    try:
        data = json.loads(text, object_pairs_hook=_Object)
    except ValueError as e:
        ev.message(name, "fmterr", fmt, str(e))
        return None
    return _from_json(data, fmt == "RawJSON")


@builtin("Import", nargs=(1, 2), messages=MESSAGES,
         usage="Import[\"file\"] reads the file in the format its extension names (.txt, "
               ".csv, .tsv, .json); Import[\"file\", \"fmt\"] uses the format \"Text\", "
               "\"Lines\", \"CSV\", \"TSV\", \"JSON\" or \"RawJSON\".",
         examples=[("Import[\"no/such/file.csv\"]", "$Failed",
                    ["Import::nffil: File no/such/file.csv not found during Import."])])
def import_(ev, expr):
    fname = file_name(ev, expr.args[0], "Import")
    if fname is None:
        return None
    fmt = _format_arg(ev, expr.args[1], "Import") if len(expr.args) > 1 else \
        _infer(ev, fname, "Import")
    if fmt is None:
        return S["$Failed"]
    if sandboxed(ev, "Import"):
        return S["$Failed"]
    if fmt in IMAGE_FORMATS:
        return _import_image(ev, fname, fmt)
    try:
        with open(resolve(ev, fname), encoding="utf-8", newline="") as f:
            text = f.read()
    except FileNotFoundError:
        ev.message("Import", "nffil", fname, "Import")
        return S["$Failed"]
    except (OSError, UnicodeDecodeError):
        ev.message("Import", "noopen", fname)
        return S["$Failed"]
    r = import_text(ev, text, fmt, "Import")
    return S["$Failed"] if r is None else r


def _import_image(ev, fname, fmt):
    if fmt not in ("PNG", "JPEG"):
        ev.message("Import", "fmtnosup", String(fmt), "Import")
        return S["$Failed"]
    from mathilda.algorithms.graphics.export import read_image
    import os
    path = resolve(ev, fname)
    if not os.path.exists(path):
        ev.message("Import", "nffil", fname, "Import")
        return S["$Failed"]
    try:
        return read_image(path)
    except (OSError, ValueError):
        ev.message("Import", "fmterr", fmt, "not a readable image")
        return S["$Failed"]


@builtin("ImportString", nargs=2, messages=MESSAGES,
         usage="ImportString[\"data\", \"fmt\"] reads the string as Import reads a file.",
         examples=[("ImportString[\"1,a\\n2.5,b\", \"CSV\"]", "{{1, a}, {2.5, b}}"),
                   ("ImportString[\"{\\\"a\\\": [1, true]}\", \"JSON\"]", "{a -> {1, True}}")])
def import_string(ev, expr):
    x = expr.args[0]
    if type(x) is not String:
        ev.message("ImportString", "string", expr, Integer(1))
        return None
    fmt = _format_arg(ev, expr.args[1], "ImportString")
    if fmt is None:
        return S["$Failed"]
    r = import_text(ev, x.value, fmt, "ImportString")
    return S["$Failed"] if r is None else r


# ---------------------------------------------------------------------------------------
# writing
# ---------------------------------------------------------------------------------------

class _NotExportable(Exception):
    pass


def _text_of(x):
    from mathilda.printing import output_form
    if type(x) is String:
        return x.value
    return output_form(x)


def _cell(x):
    if type(x) is String:
        return x.value
    if type(x) is Integer:
        return str(x.value)
    if type(x) is Real:
        return repr(float(x.value))
    from mathilda.printing import input_form
    return input_form(x)


def _rows(x):
    if isinstance(x, Expression) and x.head is S.List:
        rows = []
        for r in x.args:
            if isinstance(r, Expression) and r.head is S.List:
                rows.append([_cell(c) for c in r.args])
            else:
                rows.append([_cell(r)])
        return rows
    return [[_cell(x)]]


def _is_rule(r):
    return isinstance(r, Expression) and r.head in (S.Rule, S.RuleDelayed) \
        and len(r.args) == 2


def _to_json(x):
    t = type(x)
    if t is Integer:
        return x.value
    if t is Real:
        return float(x.value)
    if t is Rational:
        return float(x.value)
    if t is String:
        return x.value
    if x is TRUE:
        return True
    if x is FALSE:
        return False
    if x is NULL:
        return None
    if isinstance(x, Expression):
        if x.head is S.Association or (x.head is S.List and x.args
                                       and all(_is_rule(r) for r in x.args)):
            if not all(_is_rule(r) for r in x.args):
                raise _NotExportable()
            out = {}
            for r in x.args:
                k = r.args[0]
                key = k.value if type(k) is String else k.name if type(k) is Symbol else None
                if key is None:
                    raise _NotExportable()
                out[key] = _to_json(r.args[1])
            return out
        if x.head is S.List:
            return [_to_json(a) for a in x.args]
    if t is Symbol:
        return x.name
    raise _NotExportable()


def export_text(ev, x, fmt, name):
    """The text of ``x`` in format ``fmt`` (None after a message)."""
    if fmt == "Text":
        return _text_of(x)
    if fmt == "Lines":
        items = x.args if isinstance(x, Expression) and x.head is S.List else (x,)
        return "\n".join(_text_of(a) for a in items)
    if fmt in ("CSV", "TSV"):
        buf = io.StringIO()
        w = csv.writer(buf, delimiter="," if fmt == "CSV" else "\t", lineterminator="\n")
        w.writerows(_rows(x))
        return buf.getvalue()[:-1]
    try:
        data = _to_json(x)
    except _NotExportable:
        ev.message(name, "type", x, fmt)
        return None
    return json.dumps(data, indent="\t", separators=(",", ":"), ensure_ascii=False)


_PICTURE_OPTIONS = {"ImageSize": "Automatic", "ImageResolution": "72"}


def _picture_bytes(ev, x, fmt, opts):
    """The bytes of a picture export (issue 16: drawn by mathilda.algorithms.graphics)."""
    from mathilda.algorithms.graphics.export import export_bytes
    from mathilda.algorithms.graphics.numeric import real_scalar
    from mathilda.algorithms.graphics.options import image_size
    w, h = image_size(opts.get("ImageSize"))
    res = real_scalar(opts.get("ImageResolution")) or 72.0
    size = (w, h) if w or h else None
    if fmt == "GIF":
        from mathilda.algorithms.dynamic.frames import gif_export
        return gif_export(ev, x, size, res)
    return export_bytes(x, fmt.lower(), size, lambda e: ev.call("N", e), res)


@builtin("Export", nargs=(2, 3), messages=MESSAGES, options=_PICTURE_OPTIONS,
         usage="Export[\"file\", expr] writes expr to the file in the format its extension "
               "names (.txt, .csv, .tsv, .json; .png, .svg, .pdf, .jpg for pictures; .gif for "
               "animations of a Manipulate, Animate, ListAnimate or list of frames) and "
               "gives the file name; Export[\"file\", expr, \"fmt\"] uses the format "
               "\"Text\", \"Lines\", \"CSV\", \"TSV\", \"JSON\", \"RawJSON\", \"PNG\", "
               "\"SVG\", \"PDF\", \"JPEG\", \"EPS\" or \"GIF\"; pictures take the options ImageSize "
               "and ImageResolution.",
         examples=[("Export[\"out.xyz\", 1]", "$Failed",
                    ["Export::infer: Cannot infer format of file out.xyz."])])
def export(ev, expr):
    pos, opts = ev.split_options(expr)
    fname = file_name(ev, pos[0], "Export")
    if fname is None:
        return None
    fmt = _format_arg(ev, pos[2], "Export") if len(pos) > 2 else \
        _infer(ev, fname, "Export")
    if fmt is None:
        return S["$Failed"]
    if sandboxed(ev, "Export"):
        return S["$Failed"]
    if fmt in IMAGE_FORMATS:
        data = _picture_bytes(ev, pos[1], fmt, opts)
        try:
            with open(resolve(ev, fname), "wb") as f:
                f.write(data)
        except OSError:
            ev.message("Export", "noopen", fname)
            return S["$Failed"]
        return String(fname)
    text = export_text(ev, pos[1], fmt, "Export")
    if text is None:
        return S["$Failed"]
    try:
        with open(resolve(ev, fname), "w", encoding="utf-8", newline="") as f:
            f.write(text)
    except OSError:
        ev.message("Export", "noopen", fname)
        return S["$Failed"]
    return String(fname)


@builtin("ExportString", nargs=2, messages=MESSAGES, options=_PICTURE_OPTIONS,
         usage="ExportString[expr, \"fmt\"] gives the text Export would write (for \"SVG\" "
               "the SVG text, for \"PNG\", \"PDF\", \"JPEG\" the bytes as a string).",
         examples=[("ExportString[{{1, \"a b\"}, {2.5, x}}, \"CSV\"]", "1,a b\n2.5,x"),
                   ("ExportString[{1, 2}, \"Lines\"]", "1\n2"),
                   ("StringTake[ExportString[Graphics[Disk[]], \"SVG\"], 5]", "<?xml"),
                   ("StringTake[ExportString[Graphics[Disk[]], \"PNG\"], {2, 4}]", "PNG")])
def export_string(ev, expr):
    pos, opts = ev.split_options(expr)
    fmt = _format_arg(ev, pos[1], "ExportString")
    if fmt is None:
        return S["$Failed"]
    if fmt in IMAGE_FORMATS:
        data = _picture_bytes(ev, pos[0], fmt, opts)
        return String(data.decode("utf-8") if fmt == "SVG" else data.decode("latin-1"))
    text = export_text(ev, pos[0], fmt, "ExportString")
    return S["$Failed"] if text is None else String(text)
