"""Graphs: ``Graph`` expressions of vertices and edges, their constructors, queries and
algorithms (paths, components, flows, isomorphism, centralities)."""
