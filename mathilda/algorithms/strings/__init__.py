"""String algorithms: the pure parts of the string builtins.

    templates.py   splitting a string template into text, slots and <* expression *> pieces
"""
