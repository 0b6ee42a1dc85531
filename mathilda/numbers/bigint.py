"""Arithmetic on huge integers in steps that a time limit can interrupt (issue 27).

A single call into GMP or CPython's integer code (one ``pow(a, e, n)`` with a 300000-bit
modulus, one ``str()`` of a 30-million-digit integer) runs to its end before the runtime's
asynchronous abort can land.  These helpers use GMP (gmpy2) for speed and cut the work into
calls of bounded cost, so a limit stops them within a fraction of a second:

``powmod(a, e, n)``   a^e mod n, the exponent taken a few bits at a time
``to_mpz(n)``         n as a gmpy2 integer (plain int when gmpy2 is missing)
``decimal(n)``        the decimal digits of n >= 0 (divide and conquer over gmpy2)
"""

__all__ = ["powmod", "to_mpz", "decimal", "STEP_COST"]

STEP_COST = 1 << 22      # about (modulus bits) x (exponent bits) per uninterrupted call

try:
    import gmpy2 as _gmpy2
except ImportError:      # pragma: no cover - gmpy2 is a dependency
    _gmpy2 = None


def to_mpz(n):
    return _gmpy2.mpz(n) if _gmpy2 is not None else n


def _pow(a, e, n):
    if _gmpy2 is not None:
        return _gmpy2.powmod(a, e, n)
    return pow(a, e, n)


def powmod(a, e, n):
    """a^e mod n for integers, e >= 0 and n >= 1 (an mpz when gmpy2 is there).  Each call
    into GMP costs at most about STEP_COST bit operations squared per modulus bit."""
    nbits = n.bit_length()
    ebits = e.bit_length()
    if nbits * ebits <= STEP_COST * 4:
        return _pow(a, e, n)
    step = max(1, STEP_COST // max(nbits, 1))        # exponent bits per call
    a = to_mpz(a) % n
    n = to_mpz(n)
    e = int(e)
    r = to_mpz(1)
    top = ebits - ebits % step if ebits % step else ebits - step
    shift = top
    while shift >= 0:
        chunk = (e >> shift) & ((1 << step) - 1)
        if shift != top:
            r = _pow(r, 1 << step, n)
        if chunk:
            r = r * _pow(a, chunk, n) % n
        shift -= step
    return r


_SMALL_DIGITS = 1 << 16      # digits converted in one call


def decimal(n):
    """str(n) for an integer n >= 0 of any size, in pieces of at most _SMALL_DIGITS digits
    per call into GMP (plus the divisions that split it)."""
    if n.bit_length() <= 3 * _SMALL_DIGITS:
        return _gmpy2.mpz(n).digits() if _gmpy2 is not None and n.bit_length() > 12000 \
            else _plain(n)
    n = to_mpz(n)
    powers = [to_mpz(10) ** _SMALL_DIGITS]      # 10^(D 2^i)
    while powers[-1].bit_length() * 2 <= n.bit_length() + 64:
        powers.append(powers[-1] * powers[-1])
    out = []
    _split(n, powers, len(powers) - 1, out, False)
    return "".join(out)


def _plain(n):
    from mathilda.numbers.intstr import split_to_str
    return split_to_str(int(n))


def _split(n, powers, i, out, pad):
    """Append the digits of n (< powers[i]^2) to out, zero-padded to 2 D 2^i digits when
    ``pad``."""
    if i < 0:
        s = n.digits() if _gmpy2 is not None else str(n)
        out.append(s.zfill(_SMALL_DIGITS) if pad else s)
        return
    p = powers[i]
    if not pad and n < p:
        _split(n, powers, i - 1, out, False)
        return
    q, r = divmod(n, p)
    _split(q, powers, i - 1, out, pad)
    _split(r, powers, i - 1, out, True)
