"""Space-filling and fractal curves and the escape-time iteration of z -> z^2 + c.

The Hilbert curve of order n visits the 4^n cells of the 2^n x 2^n grid (the classic
index-to-point conversion: in each quadrant step the bits of the index choose the quadrant and
the lower part is reflected or swapped); the Peano curve visits the 9^n cells of the 3^n x 3^n
grid by a serpentine in each 3 x 3 block, the blocks of odd rank reflected; the Koch curve of
order n from {0, 0} to {1, 0} turns by 0, Pi/3, -2 Pi/3, Pi/3 in the base-4 digits of the step
index, steps of length 3^-n."""

__all__ = ["hilbert", "peano", "koch_turns", "escape_count", "in_cardioid_or_bulb"]


def hilbert(n):
    """The 4^n integer points of the Hilbert curve of order n, starting at (0, 0) and going
    up first."""
    side = 1 << n
    out = []
    for d in range(side * side):
        x = y = 0
        t = d
        s = 1
        while s < side:
            rx = 1 & (t // 2)
            ry = 1 & (t ^ rx)
            if ry == 0:
                if rx == 1:
                    x, y = s - 1 - x, s - 1 - y
                x, y = y, x
            x += s * rx
            y += s * ry
            t //= 4
            s *= 2
        out.append((x, y))
    return out


def peano(n):
    """The 9^n integer points of the Peano curve of order n, from (0, 0) to (3^n - 1, 3^n -
    1), going up first: the blocks in serpentine order, each a copy of the curve of order
    n - 1 reflected in x in the odd rows of blocks and in y in the odd columns."""
    pts = [(0, 0)]
    side = 1
    for _ in range(n):
        new = []
        for bx in range(3):
            for by in (range(3) if bx % 2 == 0 else range(2, -1, -1)):
                for x, y in pts:
                    if by % 2:
                        x = side - 1 - x
                    if bx % 2:
                        y = side - 1 - y
                    new.append((x + bx * side, y + by * side))
        pts = new
        side *= 3
    return pts


_KOCH = (0, 1, -2, 1)      # turns in units of Pi/3


def koch_turns(n):
    """The turn (in units of Pi/3) before each of the 4^n steps of the Koch curve."""
    turns = []
    for i in range(4 ** n):
        if i == 0:
            turns.append(0)
            continue
        # the turn before step i is that of the lowest nonzero base-4 digit of i
        j = i
        while j % 4 == 0:
            j //= 4
        turns.append(_KOCH[j % 4])
    return turns


def in_cardioid_or_bulb(c):
    """Is c in the main cardioid or the period-2 bulb of the Mandelbrot set?"""
    x, y = c.real, c.imag
    q = (x - 0.25) ** 2 + y * y
    return q * (q + (x - 0.25)) <= 0.25 * y * y or (x + 1) ** 2 + y * y <= 0.0625


def escape_count(z, c, limit, radius=2.0):
    """(k, True) when |z| > radius after k iterations of z -> z^2 + c, (limit, False) when
    that does not happen within limit iterations."""
    r2 = radius * radius
    for k in range(1, limit + 1):
        z = z * z + c
        if z.real * z.real + z.imag * z.imag > r2:
            return k, True
    return limit, False
