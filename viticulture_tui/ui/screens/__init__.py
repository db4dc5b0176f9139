"""The screens of the app: title, new game, game, decisions, hand-over, help, game over."""
