"""Symbol attributes as bit flags (fast to test in the evaluation loop)."""

NAMES = (
    "Constant", "Flat", "HoldAll", "HoldAllComplete", "HoldFirst", "HoldRest", "Listable",
    "Locked", "NHoldAll", "NHoldFirst", "NHoldRest", "NumericFunction", "OneIdentity",
    "Orderless", "Protected", "ReadProtected", "SequenceHold", "Stub", "Temporary",
)

FLAGS = {name: 1 << i for i, name in enumerate(NAMES)}

CONSTANT = FLAGS["Constant"]
FLAT = FLAGS["Flat"]
HOLD_ALL = FLAGS["HoldAll"]
HOLD_ALL_COMPLETE = FLAGS["HoldAllComplete"]
HOLD_FIRST = FLAGS["HoldFirst"]
HOLD_REST = FLAGS["HoldRest"]
LISTABLE = FLAGS["Listable"]
LOCKED = FLAGS["Locked"]
NHOLD_ALL = FLAGS["NHoldAll"]
NHOLD_FIRST = FLAGS["NHoldFirst"]
NHOLD_REST = FLAGS["NHoldRest"]
NUMERIC_FUNCTION = FLAGS["NumericFunction"]
ONE_IDENTITY = FLAGS["OneIdentity"]
ORDERLESS = FLAGS["Orderless"]
PROTECTED = FLAGS["Protected"]
READ_PROTECTED = FLAGS["ReadProtected"]
SEQUENCE_HOLD = FLAGS["SequenceHold"]
TEMPORARY = FLAGS["Temporary"]

HOLD_FIRST_MASK = HOLD_ALL | HOLD_FIRST | HOLD_ALL_COMPLETE
HOLD_REST_MASK = HOLD_ALL | HOLD_REST | HOLD_ALL_COMPLETE


def from_names(names):
    """Bit set for an iterable of attribute names (unknown names raise KeyError)."""
    bits = 0
    for n in names:
        bits |= FLAGS[n]
    return bits


def to_names(bits):
    """Sorted attribute names of a bit set (Wolfram lists them alphabetically)."""
    return [n for n in NAMES if bits & FLAGS[n]]
