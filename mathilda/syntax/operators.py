"""The operator table: the single source of operator syntax for the parser and the printers.

Each row gives the operator's name, its spelling, its precedence (the Wolfram Language's
``Precedence`` values), its kind and its associativity:

    kind   "infix"    a op b                       (assoc "left", "right" or "none")
           "flat"     a op b op c -> Head[a, b, c] (n-ary, like Plus, And, Alternatives)
           "chain"    comparisons: a < b <= c -> Inequality[a, Less, b, LessEqual, c]
           "prefix"   op a
           "postfix"  a op

``head`` is the symbol name the operator builds when that differs from ``name`` (``-`` builds
``Times[-1, x]``, ``/`` builds ``Times[a, Power[b, -1]]``, ``@@@`` builds ``Apply[f, x, {1}]``,
``//`` and ``@`` build ``f[x]``); ``None`` when the operator is only input syntax.

``space`` says how the printers write a binary operator: with spaces (``a -> b``) or without
(``x^2``, ``a/b``, ``x_?f``).

``named`` is the character name of an operator spelled by a named character only (no ASCII
spelling): the lexer reads ``\\[Name]`` and the Unicode character (``spelling``), and OutputForm
writes ``x \\[Name] y``; InputForm and FullForm write the call ``Name[x, y]``.

The parser reads ``PREFIX`` (operators that start an operand) and ``AFTER`` (operators that
follow an operand: infix, flat, chain and postfix); the printers read ``BY_HEAD``.
"""

__all__ = [
    "Operator", "OPERATORS", "BY_NAME", "BY_HEAD", "PREFIX", "AFTER", "SPELLINGS",
    "COMPARISONS", "NAMED_OPERATORS", "prec_of_head", "CALL_PREC", "ATOM_PREC",
]

CALL_PREC = 1000      # f[x], e[[i]]: binds tighter than every operator
ATOM_PREC = 10000     # atoms and bracketed forms never need parentheses


class Operator:
    __slots__ = ("name", "spelling", "prec", "kind", "assoc", "head", "space", "named")

    def __init__(self, name, spelling, prec, kind, assoc="none", head="=", space=True,
                 named=None):
        self.name = name
        self.spelling = spelling
        self.prec = prec
        self.kind = kind
        self.assoc = assoc
        self.head = name if head == "=" else head
        self.space = space
        self.named = named

    def __repr__(self):
        return "Operator(%r, %r, %d, %r, %r)" % (self.name, self.spelling, self.prec,
                                                 self.kind, self.assoc)


_O = Operator

OPERATORS = (
    _O("CompoundExpression", ";", 10, "flat"),
    _O("Put", ">>", 30, "postfix"),
    _O("PutAppend", ">>>", 30, "postfix"),
    _O("Set", "=", 40, "infix", "right"),
    _O("SetDelayed", ":=", 40, "infix", "right"),
    _O("UpSet", "^=", 40, "infix", "right"),
    _O("UpSetDelayed", "^:=", 40, "infix", "right"),
    _O("TagSet", "/:", 40, "infix", "right"),          # f /: g[f] = v  (ternary)
    _O("Unset", "=.", 40, "postfix"),
    _O("Postfix", "//", 70, "infix", "left", head=None),   # x // f -> f[x]
    _O("Function", "&", 90, "postfix"),
    _O("AddTo", "+=", 100, "infix", "right"),
    _O("SubtractFrom", "-=", 100, "infix", "right"),
    _O("TimesBy", "*=", 100, "infix", "right"),
    _O("DivideBy", "/=", 100, "infix", "right"),
    _O("ApplyTo", "//=", 100, "infix", "right"),
    _O("ReplaceAll", "/.", 110, "infix", "left"),
    _O("ReplaceRepeated", "//.", 110, "infix", "left"),
    _O("Rule", "->", 120, "infix", "right"),
    _O("TwoWayRule", "<->", 125, "infix", "right"),
    _O("RuleDelayed", ":>", 120, "infix", "right"),
    # graph edges: \[UndirectedEdge] and \[DirectedEdge] (private-use characters, read as
    # named characters; OutputForm writes them, InputForm writes UndirectedEdge[a, b])
    _O("UndirectedEdge", "\uf3d4", 120, "infix", "right"),
    _O("DirectedEdge", "\uf3d5", 120, "infix", "right"),
    _O("Condition", "/;", 130, "infix", "left"),
    _O("StringExpression", "~~", 135, "flat"),
    _O("Optional", ":", 140, "infix", "left", space=False),   # x_:d
    _O("Pattern", ":", 150, "infix", "left", space=False),    # x:p
    _O("Alternatives", "|", 160, "flat"),
    _O("Repeated", "..", 170, "postfix"),
    _O("RepeatedNull", "...", 170, "postfix"),
    _O("Or", "||", 214, "flat"),
    _O("And", "&&", 215, "flat"),
    _O("Not", "!", 230, "prefix"),
    _O("Distributed", "\uf3d2", 250, "infix", "none", named="Distributed"),   # x \[Distributed] d
    _O("Equal", "==", 290, "chain"),
    _O("Unequal", "!=", 290, "chain"),
    _O("Less", "<", 290, "chain"),
    _O("LessEqual", "<=", 290, "chain"),
    _O("Greater", ">", 290, "chain"),
    _O("GreaterEqual", ">=", 290, "chain"),
    _O("SameQ", "===", 290, "flat"),
    _O("UnsameQ", "=!=", 290, "flat"),
    _O("Span", ";;", 305, "infix", "none", space=False),
    _O("Plus", "+", 310, "flat"),
    _O("Subtract", "-", 310, "flat", head="Plus"),       # a - b -> Plus[a, Times[-1, b]]
    _O("Times", "*", 400, "flat", space=False),          # also juxtaposition: 2 x
    _O("Divide", "/", 470, "infix", "left", head="Times", space=False),
    _O("Minus", "-", 480, "prefix", head="Times"),       # -x -> Times[-1, x]
    _O("UnaryPlus", "+", 480, "prefix", head=None),      # +x -> x
    _O("Dot", ".", 490, "flat"),
    _O("NonCommutativeMultiply", "**", 510, "flat"),
    _O("Power", "^", 590, "infix", "right", space=False),
    _O("StringJoin", "<>", 600, "flat"),
    _O("Factorial", "!", 610, "postfix"),
    _O("Factorial2", "!!", 610, "postfix"),
    _O("Map", "/@", 620, "infix", "right"),
    _O("MapAll", "//@", 620, "infix", "right"),
    _O("Apply", "@@", 620, "infix", "right"),
    _O("Apply1", "@@@", 620, "infix", "right", head="Apply"),   # Apply[f, x, {1}]
    _O("RightComposition", "/*", 624, "flat"),
    _O("Composition", "@*", 625, "flat"),
    _O("Prefix", "@", 640, "infix", "right", head=None),        # f @ x -> f[x]
    _O("Increment", "++", 660, "postfix"),
    _O("Decrement", "--", 660, "postfix"),
    _O("PreIncrement", "++", 660, "prefix"),
    _O("PreDecrement", "--", 660, "prefix"),
    _O("Derivative", "'", 670, "postfix"),
    _O("PatternTest", "?", 680, "infix", "left", space=False),
    _O("Get", "<<", 720, "prefix"),
    _O("MessageName", "::", 750, "infix", "left", space=False),
)

# Operators spelled by a named character (\[Element] or its character), with the Wolfram
# Language's precedences; a ~f~ b is Infix: f[a, b].
_NAMED_ROWS = (
    ("Element", "\u2208", 250, "infix"), ("NotElement", "\u2209", 250, "infix"),
    ("ReverseElement", "\u220b", 250, "infix"), ("Subset", "\u2282", 250, "infix"),
    ("Superset", "\u2283", 250, "infix"), ("SubsetEqual", "\u2286", 250, "infix"),
    ("SupersetEqual", "\u2287", 250, "infix"), ("NotSubset", "\u2284", 250, "infix"),
    ("NotSuperset", "\u2285", 250, "infix"), ("Conditioned", "\uf3d3", 130, "infix"),
    ("Implies", "\uf523", 200, "right"), ("Equivalent", "\u29e6", 205, "flat"),
    ("Xor", "\u22bb", 215, "flat"), ("Nand", "\u22bc", 215, "flat"),
    ("Nor", "\u22bd", 215, "flat"), ("Union", "\u22c3", 300, "flat"),
    ("Intersection", "\u22c2", 305, "flat"), ("SquareUnion", "\u2294", 300, "flat"),
    ("SquareIntersection", "\u2293", 305, "flat"), ("CirclePlus", "\u2295", 330, "flat"),
    ("CircleMinus", "\u2296", 330, "infix"), ("PlusMinus", "\u00b1", 310, "flat"),
    ("MinusPlus", "\u2213", 310, "flat"), ("Star", "\u22c6", 390, "flat"),
    ("Cross", "\uf4a0", 399, "flat"), ("CenterDot", "\u00b7", 410, "flat"),
    ("CircleTimes", "\u2297", 420, "flat"), ("Wedge", "\u22c0", 440, "flat"),
    ("Vee", "\u22c1", 440, "flat"), ("CircleDot", "\u2299", 450, "flat"),
    ("Diamond", "\u22c4", 450, "flat"), ("TensorProduct", "\uf3da", 495, "flat"),
    ("TensorWedge", "\uf3db", 495, "flat"), ("SmallCircle", "\u2218", 530, "flat"),
    ("Backslash", "\u2216", 760, "infix"), ("Congruent", "\u2261", 290, "flat"),
    ("Proportional", "\u221d", 290, "infix"), ("TildeTilde", "\u2248", 290, "flat"),
    ("TildeEqual", "\u2243", 290, "flat"), ("Tilde", "\u223c", 290, "flat"),
    ("Divides", "\u2223", 305, "infix"), ("Therefore", "\u2234", 50, "right"),
    ("Because", "\u2235", 50, "left"), ("Colon", "\u2236", 80, "flat"),
)
OPERATORS = OPERATORS + tuple(
    _O(n, sp, p, "infix" if k in ("right", "left") else k,
       k if k in ("right", "left") else "none", named=n)
    for n, sp, p, k in _NAMED_ROWS) + (
    _O("Infix", "~", 630, "infix", "left", head=None),          # a ~f~ b -> f[a, b]
)

BY_NAME = {op.name: op for op in OPERATORS}

# Operators that begin an operand (prefix), and operators that follow one.
PREFIX = {op.spelling: op for op in OPERATORS if op.kind == "prefix"}
AFTER = {}
for _op in OPERATORS:
    if _op.kind != "prefix" and _op.spelling not in AFTER:
        AFTER[_op.spelling] = _op
# ":" after a symbol is Pattern, after a pattern Optional; the parser decides.
AFTER[":"] = BY_NAME["Pattern"]

# How heads print: the operator whose syntax a head is written with.
BY_HEAD = {}
for _op in OPERATORS:
    if _op.head and _op.head not in BY_HEAD and _op.name == _op.head:
        BY_HEAD[_op.head] = _op

# Operators written only with a named character: name -> Operator.
NAMED_OPERATORS = {op.named: op for op in OPERATORS if op.named}

COMPARISONS = {op.spelling: op.name for op in OPERATORS if op.kind == "chain"}
COMPARISON_SPELLING = {name: sp for sp, name in COMPARISONS.items()}

# Every spelling the lexer must know as an OP token.  (>> and >>> are lexed together with
# their file name, << with its file name; a named-character operator is a NAMED token.)
SPELLINGS = frozenset(op.spelling for op in OPERATORS if not op.named) - {
    ">>", ">>>", "<<", "\uf3d4", "\uf3d5"}


def prec_of_head(name, default=CALL_PREC):
    """The precedence an expression with head ``name`` prints with (when it uses its
    operator form)."""
    op = BY_HEAD.get(name)
    return op.prec if op is not None else default
