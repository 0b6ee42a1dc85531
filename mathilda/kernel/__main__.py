"""``python -m mathilda.kernel``: the kernel Jupyter starts, and ``install``."""

import sys

from mathilda.kernel import main

sys.exit(main())
