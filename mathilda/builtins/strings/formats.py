"""StringFormat and StringFormatQ: which Import format a string looks like (the heuristics
are in mathilda/algorithms/strings/formats.py)."""

from mathilda.algorithms.lists.common import is_list
from mathilda.algorithms.strings.formats import guess_format
from mathilda.core.expr import Integer, String, TRUE, FALSE
from mathilda.core.registry import builtin

_STRING = {"string": "String expected at position `1` in `2`."}


@builtin("StringFormat", nargs=1, messages=_STRING,
         usage="StringFormat[\"string\"] guesses the ImportString format of the string: "
               "\"JSON\", \"XML\", \"HTML\", \"SVG\", \"CSV\", \"TSV\", \"Table\" (columns of "
               "numbers), an image or archive format from its first bytes, else \"Text\".",
         examples=[("StringFormat[\"{\\\"a\\\": 1, \\\"b\\\": [1, 2]}\"]", "JSON"),
                   ("StringFormat[\"a,b,c\\n1,2,3\"]", "CSV"),
                   ("StringFormat[\"<note><to>Tove</to></note>\"]", "XML"),
                   ("StringFormat[\"1 2 3\\n4 5 6\"]", "Table"),
                   ("StringFormat[\"Just some words.\"]", "Text"),
                   ("StringFormat[1]", "StringFormat[1]",
                    ["StringFormat::string: String expected at position 1 in "
                     "StringFormat[1]."])])
def string_format(ev, expr):
    s = expr.args[0]
    if type(s) is not String:
        ev.message("StringFormat", "string", Integer(1), expr)
        return None
    return String(guess_format(s.value))


@builtin("StringFormatQ", nargs=2, messages=_STRING,
         usage="StringFormatQ[\"string\", \"fmt\"] gives True if the string looks like the "
               "Import format fmt (by the heuristics of StringFormat); StringFormatQ[s, "
               "{fmt1, fmt2, ...}] if it looks like one of them.",
         examples=[("StringFormatQ[\"[1, 2]\", \"JSON\"]", "True"),
                   ("StringFormatQ[\"[1, 2\", \"JSON\"]", "False"),
                   ("StringFormatQ[\"a\\tb\\n1\\t2\", {\"CSV\", \"TSV\"}]", "True")])
def string_format_q(ev, expr):
    s, fmt = expr.args
    if type(s) is not String:
        ev.message("StringFormatQ", "string", Integer(1), expr)
        return None
    names = [f.value for f in fmt.args if type(f) is String] if is_list(fmt) else \
        [fmt.value] if type(fmt) is String else None
    if names is None:
        return None
    got = guess_format(s.value)
    return TRUE if any(n.upper() == got.upper() for n in names) else FALSE
