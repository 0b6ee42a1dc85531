"""The session's pseudorandom generator.

    generator(ev)        the random.Random of ``ev``'s Session, created unseeded on first
                         use; RandomInteger, RandomReal, RandomChoice, RandomSample and
                         RandomPrime draw from it
    reseed(ev, seed)     a new generator for the Session (SeedRandom); seed None: from
                         the operating system's entropy

Each Session has its own generator (Python's Mersenne Twister), held here in a weak table
keyed by the Session, so ``SeedRandom[n]`` makes the following draws reproducible in that
session only.
"""

import os
import random as _random
import weakref


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
