"""Geometry algorithms: regions, their measures, distances, polygons, transformations."""
