"""Geometry: regions (points, lines, polygons, disks, balls, ...) and their measures,
centroids, bounds, membership, distances and transformations."""
