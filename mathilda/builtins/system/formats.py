"""$ImportFormats and $ExportFormats: the formats Import and Export of this session handle,
read from the import/export module's table (system/importexport.py), so a format added there
is listed here."""

from mathilda.core.expr import Expression, String, S
from mathilda.core.registry import builtin


def _formats(kind):
    from mathilda.builtins.system import importexport as m
    formats = list(m.FORMATS)
    if kind == "import":
        images = getattr(m, "IMAGE_FORMATS", ())
        readable = getattr(m, "IMPORT_IMAGE_FORMATS", ("PNG", "JPEG"))
        formats = [f for f in formats if f not in images or f in readable]
    return Expression(S.List, tuple(String(f) for f in sorted(formats)))


@builtin("$ImportFormats", value=lambda ev: _formats("import"),
         usage="$ImportFormats gives a list of the formats Import and ImportString read.",
         examples=[("MemberQ[$ImportFormats, \"CSV\"]", "True"),
                   ("Complement[{\"JSON\", \"Text\", \"Lines\"}, $ImportFormats]", "{}")])
def _import_formats(ev, expr):
    return None


@builtin("$ExportFormats", value=lambda ev: _formats("export"),
         usage="$ExportFormats gives a list of the formats Export and ExportString write.",
         examples=[("MemberQ[$ExportFormats, \"JSON\"]", "True"),
                   ("MemberQ[$ExportFormats, \"Parsnip\"]", "False")])
def _export_formats(ev, expr):
    return None
