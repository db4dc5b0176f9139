"""Play in a web browser: `viticulture serve` runs one game process per browser tab (textual-serve)."""
