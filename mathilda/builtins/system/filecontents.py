"""What files hold: FilePrint, FileHash, Save.

Save appends the definitions of symbols to a file, in the form Get reads back: each line of
Definition (attributes, values, defaults, options) followed by a line holding one space, as
the Wolfram Language writes it; the symbols the definitions use that have definitions of
their own (and are not builtins) are saved after them, recursively.
"""

import fnmatch

from mathilda.core.expr import Expression, Integer, String, Symbol, S
from mathilda.core.registry import builtin
from mathilda.builtins.system.files import FILE_MESSAGES, file_name, resolve

MSG = dict(FILE_MESSAGES, fdnfnd="Directory or file `1` not found.",
           type="`1` is not a supported hash type.",
           format="`1` is not a supported hash format.",
           range="`1` is not a valid range of bytes.",
           sym="`1` is not a symbol, a string of a name pattern or a context.")


def _read_bytes(ev, x, name):
    """(bytes, name) of a file, or None after a message (False when it was missing)."""
    n = file_name(ev, x, name)
    if n is None:
        return None
    try:
        with open(resolve(ev, n), "rb") as f:
            return f.read(), n
    except OSError:
        ev.message(name, "noopen", n)
        return False


def _lines_range(lines, spec):
    n = len(lines)
    if type(spec) is Integer:
        k = spec.value
        return lines[:k] if k >= 0 else lines[max(n + k, 0):]
    if isinstance(spec, Expression) and spec.head is S.List and len(spec.args) == 2 and \
            all(type(a) is Integer for a in spec.args):
        a, b = (v.value for v in spec.args)
        lo = a - 1 if a > 0 else n + a
        hi = b if b > 0 else n + b + 1
        return lines[max(lo, 0):max(hi, 0)]
    return None


@builtin("FilePrint", nargs=(1, 2), messages=dict(MSG, spec="Invalid line range `1`."),
         usage="FilePrint[\"file\"] prints the contents of a file; FilePrint[\"file\", n] "
               "its first n lines, -n the last n, {m, n} lines m through n.",
         examples=[("f = Close[OpenWrite[]]; WriteString[f, \"one\\ntwo\\n\"]; Close[f]; "
                    "FilePrint[f, -1]", "")])
def file_print(ev, expr):
    r = _read_bytes(ev, expr.args[0], "FilePrint")
    if not r:
        return S["$Failed"] if r is False else None
    text = r[0].decode("utf-8", "replace")
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if len(expr.args) > 1:
        lines = _lines_range(lines, expr.args[1])
        if lines is None:
            ev.message("FilePrint", "spec", expr.args[1])
            return None
    for line in lines:
        ev.print_line(line.rstrip("\r"))
    return S.Null


def _byte_range(data, spec):
    n = len(data)
    if spec is S.All:
        return data
    if type(spec) is Integer:
        k = spec.value
        return data[:k] if k >= 0 else data[max(n + k, 0):]
    if isinstance(spec, Expression) and spec.head is S.List and \
            all(type(a) is Integer and a.value > 0 for a in spec.args):
        if len(spec.args) == 1:
            return data[spec.args[0].value - 1:spec.args[0].value]
        if len(spec.args) == 2:
            return data[spec.args[0].value - 1:spec.args[1].value]
    return None


@builtin("FileHash", nargs=(1, 3), messages=MSG,
         usage="FileHash[\"file\"] gives the MD5 hash of the bytes of a file, as an integer; "
               "FileHash[\"file\", \"type\"] a hash of another type (\"SHA256\", \"SHA\", "
               "\"CRC32\", \"Adler32\", ... as for Hash); FileHash[\"file\", \"type\", "
               "\"format\"] in a format (\"HexString\", \"Base64Encoding\", ...); "
               "FileHash[{\"file\", range}, ...] hashes the bytes n, -n, {n} or {m, n} only; "
               "a list of files gives a list of hashes.",
         examples=[("f = Close[OpenWrite[]]; WriteString[f, \"abc\"]; Close[f]; "
                    "FileHash[f, \"MD5\", \"HexString\"]", "900150983cd24fb0d6963f7d28e17f72"),
                   ("f = Close[OpenWrite[]]; WriteString[f, \"abc\"]; Close[f]; "
                    "FileHash[{f, 2}, \"CRC32\"] == Hash[\"ab\", \"CRC32\"]", "True")])
def file_hash(ev, expr):
    from mathilda.algorithms.strings import hashing
    a = expr.args
    t = a[1] if len(a) > 1 else String("MD5")
    fmt = a[2] if len(a) > 2 else String("Integer")
    if type(t) is not String or hashing.digest(b"", t.value) is None:
        ev.message("FileHash", "type", t)
        return None
    if type(fmt) is not String or fmt.value not in ("Integer", "DecimalString", "HexString",
                                                    "Base36String", "Base64Encoding",
                                                    "ByteArray"):
        ev.message("FileHash", "format", fmt)
        return None
    x = a[0]
    single = not (isinstance(x, Expression) and x.head is S.List and not (
        len(x.args) == 2 and type(x.args[0]) is String and type(x.args[1]) is not String))
    specs = (x,) if single else x.args
    out = []
    for spec in specs:
        rng = S.All
        if isinstance(spec, Expression) and spec.head is S.List and len(spec.args) == 2:
            spec, rng = spec.args
        r = _read_bytes(ev, spec, "FileHash")
        if not r:
            return S["$Failed"] if r is False else None
        data = _byte_range(r[0], rng)
        if data is None:
            ev.message("FileHash", "range", rng)
            return None
        d = hashing.digest(data, t.value)
        if fmt.value == "ByteArray":
            import base64
            out.append(Expression(S.ByteArray, (String(base64.b64encode(d).decode()),)))
        else:
            v = hashing.format_digest(d, fmt.value)
            out.append(Integer(v) if type(v) is int else String(v))
    return out[0] if single else Expression(S.List, tuple(out))


# ---------------------------------------------------------------------------------------
# Save
# ---------------------------------------------------------------------------------------

def _lines(ev, sym):
    """The definition lines of a symbol, and its messages (``f::usage = "..."``)."""
    from mathilda.algorithms.language.symbols import definition_lines
    from mathilda.printing import input_form
    d = ev.defs.table.get(sym)
    lines = ["%s::%s = %s" % (sym.name, tag, input_form(String(text)))
             for tag, text in sorted((d.messages or {}).items())] if d is not None else []
    return lines + definition_lines(ev, sym)


def _user_defined(ev, sym):
    d = ev.defs.table.get(sym)
    if d is None or d.builtin is not None:
        return False
    return bool(d.own or d.down or d.down_exact or d.up or d.up_exact or d.sub or
                d.defaults or d.attributes or d.options or d.messages)


def _symbols_in(x, out):
    stack = [x]
    while stack:
        x = stack.pop()
        if type(x) is Symbol:
            out.append(x)
        elif isinstance(x, Expression):
            stack.append(x.head)
            stack.extend(reversed(x.args))


def _rules(d):
    rules = ([d.own] if d.own else []) + list(d.down_exact.values()) + list(d.down) + \
        list(d.up_exact.values()) + list(d.up) + list(d.sub)
    return rules


def save_order(ev, roots):
    """The symbols to save: the roots, then the user-defined symbols their definitions use,
    in the order they are met."""
    seen, order = set(), []
    queue = list(roots)
    while queue:
        s = queue.pop(0)
        if s in seen:
            continue
        seen.add(s)
        if not _user_defined(ev, s):
            continue
        order.append(s)
        found = []
        d = ev.defs.table.get(s)
        for r in _rules(d):
            _symbols_in(r.lhs, found)
            _symbols_in(r.rhs, found)
        for v in (d.defaults or {}).values():
            _symbols_in(v, found)
        for v in (d.options or {}).values():
            _symbols_in(v, found)
        queue.extend(x for x in found if x not in seen)
    return order


def _save_roots(ev, x):
    xs = x.args if isinstance(x, Expression) and x.head is S.List else (x,)
    roots = []
    for a in xs:
        if type(a) is Symbol:
            roots.append(a)
        elif type(a) is String and a.value:
            v = a.value
            names = ev.defs.user_symbols()
            if v.endswith("`"):
                roots.extend(Symbol(n) for n in names
                             if Symbol(n).context == v)
            elif any(c in v for c in "*@"):
                pat = v.replace("@", "*")
                roots.extend(Symbol(n) for n in names if fnmatch.fnmatchcase(n, pat))
            else:
                roots.append(Symbol(v))
        else:
            return None, a
    return roots, None


@builtin("Save", nargs=2, attributes=("HoldRest", "Protected"), messages=MSG,
         usage="Save[\"file\", symbol] appends the definitions of the symbol, and of the "
               "symbols they use, to a file, so that Get reads them back; Save[\"file\", "
               "{s1, s2, ...}] several; Save[\"file\", \"form\"] the symbols whose names "
               "match the string pattern, Save[\"file\", \"context`\"] those of a context.",
         examples=[("g1[x_] := 2 x; f1[x_] := g1[x] + 1; f = Close[OpenWrite[]]; "
                    "Save[f, f1]; ReadString[f]",
                    "f1[x_] := g1[x] + 1\n \ng1[x_] := 2*x\n \n"),
                   ("f = Close[OpenWrite[]]; a1 = 5; Save[f, a1]; Clear[a1]; Get[f]; a1",
                    "5")])
def save(ev, expr):
    n = file_name(ev, ev.evaluate(expr.args[0]), "Save")
    if n is None:
        return None
    roots, bad = _save_roots(ev, expr.args[1])
    if roots is None:
        ev.message("Save", "sym", bad)
        return None
    text = "".join(line + "\n \n" for s in save_order(ev, roots)
                   for line in _lines(ev, s))
    try:
        with open(resolve(ev, n), "a", encoding="utf-8") as f:
            f.write(text)
    except OSError:
        ev.message("Save", "noopen", n)
        return S["$Failed"]
    return S.Null


@builtin("DumpSave", nargs=2, attributes=("HoldRest", "Protected"), messages=MSG,
         usage="DumpSave[\"file.mx\", symbol] writes the definitions of the symbol (and of "
               "the symbols they use) to a file in a binary form that Get reads back, "
               "replacing the file, and gives the list of the symbols; DumpSave[\"file.mx\", "
               "{s1, s2, ...}] several, DumpSave[\"file.mx\", \"context`\"] a context.  "
               "(The files are Mathilda's own: compressed WXF of the definitions.)",
         examples=[("f = Close[OpenWrite[]]; d1[x_] := x + 1; DumpSave[f, d1]; Clear[d1]; "
                    "Get[f]; d1[2]", "3")])
def dump_save(ev, expr):
    n = file_name(ev, ev.evaluate(expr.args[0]), "DumpSave")
    if n is None:
        return None
    roots, bad = _save_roots(ev, expr.args[1])
    if roots is None:
        ev.message("DumpSave", "sym", bad)
        return None
    from mathilda.algorithms.system.wxf import mx_bytes
    syms = save_order(ev, roots)
    text = "".join(line + "\n" for s in syms for line in _lines(ev, s))
    try:
        with open(resolve(ev, n), "wb") as f:
            f.write(mx_bytes(text))
    except OSError:
        ev.message("DumpSave", "noopen", n)
        return S["$Failed"]
    return Expression(S.List, tuple(r for r in roots if r in syms) if roots else ())


__all__ = ["save_order"]
