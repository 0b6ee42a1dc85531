"""The table of the Wolfram Language's System` symbols and their attributes
(``mathilda/data/system_symbols.txt``; its header says where it comes from).

Loaded on first use (``Names``, ``Attributes`` of a symbol without a registration), not at
start-up.  It answers questions *about* the system symbols; evaluation itself only knows
the registered builtins, so a system symbol we do not implement yet behaves as an undefined
symbol (it is not Protected against assignment).
"""

import os

from mathilda.core import attributes as A

__all__ = ["system_names", "system_attributes"]

_PATH = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "data",
                     "system_symbols.txt")
_table = None


def _load():
    global _table
    table = {}
    default = A.PROTECTED
    with open(_PATH, encoding="utf-8") as f:
        for line in f:
            if not line or line[0] == "#":
                continue
            line = line.rstrip("\n")
            name, sep, attrs = line.partition("\t")
            if name:
                table[name] = A.from_names(attrs.split()) if sep else default
    _table = table
    return table


def system_names():
    """The names of the system symbols (a dict name -> attribute bits)."""
    return _table if _table is not None else _load()


def system_attributes(name):
    """The attribute bits of the system symbol ``name``, or None when it is not one."""
    return system_names().get(name)
