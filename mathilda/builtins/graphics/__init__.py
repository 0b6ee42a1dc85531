"""Graphics: pictures as expressions.

``Graphics[primitives, options]`` and ``Graphics3D`` hold primitives (``Point``, ``Line``,
``Polygon``, ``Disk``, ...), directives (colours, thickness, opacity) and options; the plot
functions sample functions and data into such expressions, and the renderer below
(``mathilda.algorithms.graphics``) turns them into SVG, PNG or PDF."""

from mathilda.core.expr import register_pictures
from mathilda.algorithms.graphics import export as _export

register_pictures(_export)      # Expr.to_svg, to_png, _repr_svg_ and _repr_png_ draw with it
