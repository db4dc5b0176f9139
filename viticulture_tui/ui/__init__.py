"""The Textual hot-seat interface: screens, widgets, styles and the command registry."""
