"""Data: Dataset and Query (structured data of lists and associations, queried by
parts and operators)."""
