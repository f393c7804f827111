"""The core shared by every game: protocol, match layer, events, errors, chance, saves, bots."""
