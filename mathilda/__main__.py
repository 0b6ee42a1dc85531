"""``python -m mathilda``: the same as the ``mathilda`` command."""

import sys

from mathilda.cli import main

if __name__ == "__main__":
    sys.exit(main())
