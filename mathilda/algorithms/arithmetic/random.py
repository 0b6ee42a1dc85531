"""The session's pseudorandom generator.

    generator(ev)        the random.Random of ``ev``'s Session, created unseeded on first
                         use; RandomInteger, RandomReal, RandomChoice, RandomSample and
                         RandomPrime draw from it
    working_digits(...)  the WorkingPrecision option of a random builtin as digits
    random_digits(...)   a uniform arbitrary-precision number, every digit drawn
    reseed(ev, seed)     a new generator for the Session (SeedRandom); seed None: from
                         the operating system's entropy
    draw_array(...)      an array of given dimensions filled by a drawing function, after
                         checking its size against the session's limits
    nested(flat, dims)   the nested List of those dimensions holding a flat list

Each Session has its own generator (Python's Mersenne Twister), held here in a weak table
keyed by the Session, so ``SeedRandom[n]`` makes the following draws reproducible in that
session only.
"""

import os
import random as _random
import weakref

from mathilda.core.expr import Complex, Expression, S
from mathilda.numbers.precision import bits_for, mp, real, to_float, to_mpf


_GENERATORS = weakref.WeakKeyDictionary()


def generator(ev):
    """The session's random.Random (created unseeded on first use)."""
    key = ev.session if ev.session is not None else ev
    g = _GENERATORS.get(key)
    if g is None:
        g = _GENERATORS[key] = _random.Random(int.from_bytes(os.urandom(8), "little"))
    return g


def reseed(ev, seed):
    """Give ``ev``'s Session a new generator seeded with ``seed`` (an int or str; None: from
    os.urandom)."""
    key = ev.session if ev.session is not None else ev
    if seed is None:
        seed = int.from_bytes(os.urandom(8), "little")
    _GENERATORS[key] = _random.Random(seed)


def working_digits(ev, name, expr, opts):
    """The WorkingPrecision option as digits: None for machine precision, False (after a
    message) for a bad value."""
    wp = opts.get("WorkingPrecision", S.MachinePrecision)
    if wp is S.MachinePrecision:
        return None
    if wp.is_number and type(wp) is not Complex and to_float(wp) > 0:
        return to_float(wp)
    ev.message(name, "precbd", wp)
    return False


def random_digits(g, lo, hi, digits):
    """A uniform pseudorandom number between the exact or inexact numbers ``lo`` and
    ``hi`` with ``digits`` decimal digits: every digit drawn, none padded."""
    m = mp()
    bits = bits_for(digits)
    with m.workprec(bits):
        u = m.mpf(g.getrandbits(bits)) / (m.mpf(2) ** bits)
        a, b = to_mpf(lo, bits), to_mpf(hi, bits)
        return real(a + (b - a) * u, digits)


def nested(flat, dims, leaf=None):
    """The nested List of dimensions ``dims`` holding the elements of ``flat`` in row-major
    order; ``leaf(elements)`` builds each innermost list (default: a List of them)."""
    if len(dims) == 1:
        return leaf(flat) if leaf is not None else Expression(S.List, tuple(flat))
    step = len(flat) // dims[0] if dims[0] else 0
    return Expression(S.List, tuple(nested(flat[i * step:(i + 1) * step], dims[1:], leaf)
                                    for i in range(dims[0])))


def draw_array(ev, name, dims, draw, leaf=None):
    """The array of dimensions ``dims`` filled by ``draw(n)`` (a list of n elements), or None
    when it is larger than the session allows (``name::`` message from ev.check_size)."""
    total = 1
    for d in dims:
        total *= d
    if not ev.check_size(total, name):
        return None
    return nested(draw(total), dims, leaf)
