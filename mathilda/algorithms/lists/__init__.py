"""List algorithms: the helpers the list builtins share.

    common.py   level and count specifications, option splitting, walking an expression's
                levels, operator forms, machine-integer tests"""
