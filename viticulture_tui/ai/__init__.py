"""Seats that are not humans: the random seat (and later bots)."""
