"""Play with friends over the network: the messages of ``serve`` and ``join``
(``protocol``, docs/protocol.md) and the client that ``join`` runs (``client``)."""
