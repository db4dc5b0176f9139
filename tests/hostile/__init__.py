"""Tests that play the hostile user: damaged files and other input meant to break the game."""
