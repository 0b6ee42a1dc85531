"""Guessing the Import format of a string (StringFormat, StringFormatQ): magic bytes for
binary formats, then a parse test for JSON and XML, then the shape of the lines for CSV,
TSV and Table; anything else is "Text".  Heuristic, as the Wolfram Language says of its
own."""

import json
import re

__all__ = ["guess_format", "FORMATS"]

_MAGIC = (("\x89PNG\r\n\x1a\n", "PNG"), ("GIF87a", "GIF"), ("GIF89a", "GIF"),
          ("\xff\xd8\xff", "JPEG"), ("%PDF-", "PDF"), ("PK\x03\x04", "ZIP"),
          ("\x1f\x8b", "GZIP"), ("BM", None), ("%!PS", "PostScript"),
          ("RIFF", None), ("\x7fELF", None))

FORMATS = ("PNG", "GIF", "JPEG", "PDF", "ZIP", "GZIP", "PostScript", "JSON", "XML", "HTML",
           "SVG", "CSV", "TSV", "Table", "Text")

_NUMBER = re.compile(r"^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$")


def _is_json(s):
    t = s.strip()
    if not t or t[0] not in "{[":
        return False
    try:
        json.loads(t)
    except ValueError:
        return False
    return True


def _xml_kind(s):
    t = s.lstrip()
    if not t.startswith("<"):
        return None
    low = t[:200].lower()
    if low.startswith("<!doctype html") or low.startswith("<html"):
        return "HTML"
    if "<svg" in low:
        return "SVG"
    import xml.etree.ElementTree as ET
    try:
        ET.fromstring(t)
    except ET.ParseError:
        return None
    return "XML"


def _delimited(lines, sep):
    counts = [line.count(sep) for line in lines]
    return counts[0] > 0 and all(c == counts[0] for c in counts)


def guess_format(s):
    for magic, name in _MAGIC:
        if s.startswith(magic) and name is not None:
            return name
    if _is_json(s):
        return "JSON"
    kind = _xml_kind(s)
    if kind is not None:
        return kind
    lines = [line for line in s.splitlines() if line.strip()]
    if not lines:
        return "Text"
    if len(lines) > 1 or "," in lines[0] or "\t" in lines[0]:
        if _delimited(lines, "\t"):
            return "TSV"
        if _delimited(lines, ","):
            return "CSV"
    fields = [line.split() for line in lines]
    if all(all(_NUMBER.match(f) for f in row) for row in fields):
        return "Table"
    return "Text"
