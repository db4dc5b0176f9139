"""Widgets of the game screen, one per file; each draws a view the screen hands down to it."""
