"""Playing with friends over the network: the game server (serve) and its client (join)."""
