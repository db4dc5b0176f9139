"""Pure functions that turn the engine's views into Rich text; widgets and screens share them."""
