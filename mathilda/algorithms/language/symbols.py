"""What a session knows about a symbol, as text (for Definition, Information, ``?``/``??`` and
the front ends' completion).

    usage_text(ev, name)        the usage message ("" if none): ``Name::usage`` set by the
                                user, else the builtin's registered usage
    definition_lines(ev, sym)   the lines Definition[sym] prints: attributes, values,
                                defaults, options
    defined_at(ev, name)        where a builtin is defined: ``mathilda/.../module.py:line``
                                (None for a symbol that is not a builtin)
"""

import os

from mathilda.core import attributes as A


def usage_text(ev, name):
    """The usage message of the symbol ``name`` ("" if it has none)."""
    return ev.defs.usage(name)


def definition_lines(ev, sym):
    """The lines Definition[sym] prints: attributes, values, options."""
    from mathilda.printing import input_form
    d = ev.defs.table.get(sym)
    lines = []
    attrs = ev.defs.attributes(sym)
    if attrs:
        lines.append("Attributes[%s] = {%s}" % (sym.name, ", ".join(A.to_names(attrs))))
    if d is not None:
        rules = ([d.own] if d.own else []) + list(d.down_exact.values()) + d.down + \
            list(d.up_exact.values()) + d.up + d.sub + d.formats    # Format[f[x_]] := ...
        for r in rules:
            lhs = r.lhs
            lines.append("%s %s %s" % (input_form(lhs),
                                       ":=" if r.delayed else "=", input_form(r.rhs)))
        if d.defaults:
            for pos, v in d.defaults.items():
                lines.append("Default[%s%s] = %s" % (sym.name, "" if pos is None else
                                                     ", %d" % pos, input_form(v)))
    opts = ev.options_of(sym) if (d is not None and (d.options or d.builtin)) else {}
    if opts:
        lines.append("Options[%s] = {%s}" % (sym.name, ", ".join(
            "%s -> %s" % (k, input_form(v)) for k, v in opts.items())))
    return lines


def defined_at(ev, name):
    """``mathilda/<path>.py:<line>`` of the registration of the builtin ``name``, or None."""
    spec = ev.defs.builtins.get(name)
    if spec is None or spec.file is None:
        return None
    return "%s:%d" % (source_path(spec.file), spec.line)


def source_path(filename):
    """A source file's path from the directory above the ``mathilda`` package (the repository
    root of a checkout): ``mathilda/builtins/lists/order.py``."""
    here = os.path.abspath(__file__)           # <root>/mathilda/algorithms/language/symbols.py
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(here))))
    path = os.path.relpath(os.path.abspath(filename), root)
    return path.replace(os.sep, "/")
