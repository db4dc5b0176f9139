"""`python -m viticulture_tui` runs the `viticulture` command."""

from viticulture_tui.cli import main

raise SystemExit(main())
