"""Helpers of tests/test_hyptests*.py: data as Wolfram Language text, numbers back."""


def lst(a):
    """A list of machine reals, in full precision."""
    return "{" + ", ".join(repr(float(v)) for v in a) + "}"


def num(s, text):
    """The machine number text evaluates to in the Session s."""
    return float(str(s.evaluate(text + " // InputForm")).replace("*^", "e"))
