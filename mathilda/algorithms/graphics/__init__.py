"""Graphics algorithms: colours, sampling, plot ranges, ticks and the renderer.

    colors.py      colour directives as expressions <-> RGBA tuples; named colours, Blend,
                   Lighter/Darker, the indexed schemes (ColorData[97]) and gradients
    numeric.py     Expr <-> NumPy conversions for coordinates (packed arrays stay packed)
    sampling.py    evaluating a plot's function on many points at once, with the
                   point-by-point fallback; adaptive refinement; gaps at poles and jumps
    plotrange.py   automatic plot ranges (outlier clipping), padding, ticks
    scene.py       a Graphics/Graphics3D expression walked into styled primitives
    render2d.py    2D scenes drawn with matplotlib (Agg, imported on first render)
    render3d.py    3D scenes drawn with mpl_toolkits.mplot3d
    export.py      ``render(expr, fmt, size)``: SVG/PNG/PDF/JPEG bytes

Nothing here imports NumPy or matplotlib at module level."""
