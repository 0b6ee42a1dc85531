"""Graphics: pictures as expressions.

``Graphics[primitives, options]`` and ``Graphics3D`` hold primitives (``Point``, ``Line``,
``Polygon``, ``Disk``, ...), directives (colours, thickness, opacity) and options; the plot
functions sample functions and data into such expressions, and the renderer below
(``mathilda.algorithms.graphics``) turns them into SVG, PNG or PDF."""
