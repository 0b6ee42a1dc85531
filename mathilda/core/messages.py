"""Message templates and formatting (``Symbol::tag: text`` with `` `1` `` slots)."""

import re

# General messages with their Wolfram Language wording.
GENERAL = {
    "argx": "`1` called with `2` arguments; 1 argument is expected.",
    "argr": "`1` called with 1 argument; `2` arguments are expected.",
    "argrx": "`1` called with `2` arguments; `3` arguments are expected.",
    "argt": "`1` called with `2` arguments; `3` or `4` arguments are expected.",
    "argtu": "`1` called with 1 argument; `2` or `3` arguments are expected.",
    "argb": "`1` called with `2` arguments; between `3` and `4` arguments are expected.",
    "argbu": "`1` called with 1 argument; between `2` and `3` arguments are expected.",
    "argm": "`1` called with `2` arguments; `3` or more arguments are expected.",
    "argmu": "`1` called with 1 argument; `2` or more arguments are expected.",
    "args": "`1` called with `2` arguments; no arguments are expected.",
    "argsu": "`1` called with 1 argument; no arguments are expected.",
    "intp": "Positive integer expected at position `2` in `1`.",
    "intnn": "Non-negative integer expected at position `2` in `1`.",
    "int": "Integer expected at position `2` in `1`.",
    "intm": "Machine-sized integer expected at position `2` in `1`.",
    "list": "List expected at position `2` in `1`.",
    "string": "String expected at position `2` in `1`.",
    "strs": "String or list of strings expected at position `2` in `1`.",
    "level": "Level specification `1` is not of the form n, {n}, or {m, n}.",
    "nonopt": "Options expected (instead of `1`) beyond position `2` in `3`. "
              "An option must be a rule or a list of rules.",
    "optx": "Unknown option `1` in `2`.",
    "normal": "Nonatomic expression expected at position `1` in `2`.",
    "iterb": "Iterator `1` does not have appropriate bounds.",
    "itform": "Argument `1` at position `2` does not have the correct form for an iterator.",
    "wrsym": "Symbol `1` is Protected.",
    "setraw": "Cannot assign to raw object `1`.",
    "sym": "Argument `1` at position `2` is expected to be a symbol.",
    "ivar": "`1` is not a valid variable.",
    "ssle": "Symbol, string, or HoldPattern[symbol] expected at position `2` in `1`.",
    "spec": "Part specification `1` is not of the form n or {n1, n2, ...}.",
    "partw": "Part `1` of `2` does not exist.",
    "partd": "Part specification `1` is longer than depth of object.",
    "pkspec1": "The expression `1` cannot be used as a part specification.",
    "rep": "`1` is not a valid replacement rule.",
    "reps": "`1` is neither a list of replacement rules nor a valid dispatch table, "
            "and so cannot be used for replacing.",
    "noopen": "Cannot open `1`.",
    "nffil": "File not found during `1`.",
    "ovfl": "Overflow occurred in computation.",
    "unfl": "Underflow occurred in computation.",
    "dbyz": "Division by zero.",
    "infy": "Infinite expression `1` encountered.",
    "indet": "Indeterminate expression `1` encountered.",
    "stop": "Further output of `1` will be suppressed during this calculation.",
    "newsym": "Symbol `1` is new.",
    "sandbox": "`1` is not allowed in a sandboxed session.",
    "interr": "Internal error: `1`.",
    "rsize": "The result would have `1` elements, more than $MaxResultSize (`2`).",
    "tdlen": "Objects of unequal length in `1` cannot be combined.",
    "dupsym": "Duplicate parameter `1` found in `2`.",
    "lvlist": "Local variable specification `1` is not a List.",
    "lvset": "Local variable specification `1` contains `2`, which is an assignment "
             "to `3`; only assignments to symbols are allowed.",
    "lvsym": "Local variable specification `1` contains `2`, which is not a symbol or an "
             "assignment to a symbol.",
    "fpct": "Too many parameters in `1` to be filled from `2`.",
    "slot": "`1` (in `2`) should contain a non-negative integer.",
    "rvalue": "`1` is not a variable with a value, so its value cannot be changed.",
    "write": "Tag `1` in `2` is Protected.",
    "udist": "The specification `1` is not a random distribution recognized by the system.",
    "aborted": "The evaluation was aborted.",
    "timeout": "The evaluation took longer than `1` seconds and was stopped.",
    "memory": "The evaluation needed more memory than allowed.",
}

# Messages of specific symbols that the core itself emits.
SPECIFIC = {
    ("$RecursionLimit", "reclim2"): "Recursion depth of `1` exceeded during evaluation of `2`.",
    ("$IterationLimit", "itlim"): "Iteration limit of `1` exceeded.",
    ("Syntax", "sntxf"): "\"`1`\" cannot be followed by \"`2`\".",
    ("Syntax", "sntxi"): "Incomplete expression; more input is needed `1`.",
    ("Syntax", "tsntxi"): "\"`1`\" is incomplete; more input is needed.",
    ("Syntax", "sntxb"): "Expression cannot begin with \"`1`\".",
    ("Set", "wrsym"): "Symbol `1` is Protected.",
    ("Part", "partw"): "Part `1` of `2` does not exist.",
    ("Part", "partd"): "Part specification `1` is longer than depth of object.",
    ("Function", "slotn"): "Slot number `1` in `2` cannot be filled from `3`.",
    ("Function", "slota"): "Slot `1` in `2` cannot be filled from `3`.",
}

_SLOT = re.compile(r"`(\d*)`")


def format_template(template, args):
    """Fill `` `n` `` slots of a template with the already-printed ``args`` (strings)."""
    counter = [0]

    def repl(m):
        if m.group(1):
            i = int(m.group(1)) - 1
        else:
            i = counter[0]
            counter[0] += 1
        return args[i] if 0 <= i < len(args) else m.group(0)

    return _SLOT.sub(repl, template)


# control characters (but newline and tab) are never written raw into a message: an escape
# sequence typed in the input would reach the terminal (issue 27); they are written as the
# Wolfram Language writes them in InputForm strings
_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def _escape_control(m):
    c = m.group()
    return "\\[RawEscape]" if c == "\x1b" else "\\.%02x" % ord(c)


def escape_controls(text):
    """``text`` with its control characters written as escapes (what a message shows)."""
    return _CONTROL.sub(_escape_control, text) if _CONTROL.search(text) else text


class Message:
    """One emitted message: ``Message(symbol_name, tag, text)``; ``str()`` gives
    ``Symbol::tag: text``."""

    __slots__ = ("symbol", "tag", "text")

    def __init__(self, symbol, tag, text):
        self.symbol = symbol
        self.tag = tag
        if _CONTROL.search(text):
            text = _CONTROL.sub(_escape_control, text)
        self.text = text

    def __str__(self):
        return "%s::%s: %s" % (self.symbol, self.tag, self.text)

    def __repr__(self):
        return "Message(%r)" % str(self)

    def __eq__(self, other):
        if isinstance(other, str):
            return str(self) == other
        return isinstance(other, Message) and str(self) == str(other)

    def __hash__(self):
        return hash(str(self))
