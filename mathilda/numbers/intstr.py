"""Decimal text of huge integers without Python's 4300-digit ``str(int)`` limit.

``int_to_str(n)`` splits n by a power of ten recursively (divide and conquer), so
``int_to_str(12000!)`` works whatever ``sys.get_int_max_str_digits()`` says.
"""

import math

__all__ = ["int_to_str", "str_to_int"]

_SMALL_BITS = 12000          # below ~3600 digits: str() is allowed and fast


def int_to_str(n):
    if n < 0:
        return "-" + int_to_str(-n)
    if n.bit_length() <= _SMALL_BITS:
        return str(n)
    from mathilda.numbers.bigint import decimal     # GMP, in interruptible pieces
    return decimal(n)


def split_to_str(n):
    """int_to_str without GMP."""
    if n.bit_length() <= _SMALL_BITS:
        return str(n)
    k = int(n.bit_length() * math.log10(2)) // 2
    q, r = divmod(n, 10 ** k)
    return split_to_str(q) + split_to_str(r).zfill(k)


def str_to_int(s):
    """int(s) for a string of decimal digits of any length."""
    s = s.strip()
    neg = s.startswith("-")
    if neg or s.startswith("+"):
        s = s[1:]
    if len(s) <= 3000:
        v = int(s)
    else:
        k = len(s) // 2
        v = str_to_int(s[:-k]) * 10 ** k + str_to_int(s[-k:])
    return -v if neg else v
