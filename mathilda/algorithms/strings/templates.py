"""The string template syntax of StringTemplate and TemplateApply.

``split_template(text)`` cuts a template string into pieces:

    ("text", s)       literal text
    ("slot", n)       `` (successive slots 1, 2, ...) or `n`: TemplateSlot[n]
    ("slot", "name")  `name`: TemplateSlot["name"]
    ("expr", source)  <* source *>: TemplateExpression[parsed source]

A backtick that does not open a well-formed slot, and a ``<*`` without its ``*>``, are
literal text.  ``\\``` and ``\\<*`` are literal too (the backslash escapes them).
"""

import re

__all__ = ["split_template"]

_SLOT = re.compile(r"`([0-9]*|[A-Za-z$][A-Za-z0-9$]*)`")


def split_template(text):
    pieces = []
    buf = []
    counter = 0
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c == "\\" and i + 1 < n and (text[i + 1] == "`" or text.startswith("<*", i + 1)):
            buf.append(text[i + 1])
            i += 2
            continue
        if c == "`":
            m = _SLOT.match(text, i)
            if m is not None:
                name = m.group(1)
                if name == "":
                    counter += 1
                    slot = counter
                elif name.isdigit():
                    slot = int(name)
                    counter = slot
                else:
                    slot = name
                _flush(pieces, buf)
                pieces.append(("slot", slot))
                i = m.end()
                continue
        elif c == "<" and text.startswith("<*", i):
            j = text.find("*>", i + 2)
            if j >= 0:
                _flush(pieces, buf)
                pieces.append(("expr", text[i + 2:j]))
                i = j + 2
                continue
        buf.append(c)
        i += 1
    _flush(pieces, buf)
    return pieces


def _flush(pieces, buf):
    if buf:
        pieces.append(("text", "".join(buf)))
        del buf[:]
