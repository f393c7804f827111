# accessible-games join: the client of a game server (issue 22).

online-client-help-join = join a game on a friend's server (accessible-games serve)
online-client-metavar-address = ADDRESS
online-client-help-address = the server: its name or address, with a colon and the port if not 8765 (default 127.0.0.1:8765)
online-client-help-name = the name to play under (at most 20 characters; default: your login name)
online-client-help-tls = connect with TLS (as an address beginning with wss does)
online-client-help-password-file = a file whose first line is the server's password
online-client-default-name = Player
online-client-bad-address = { $address } is not a server's address. Write its name or address, with a colon and the port if needed, such as 192.168.1.5:8765.
online-client-password-unreadable = The password file { $file } cannot be read.
online-client-bad-name = That name is empty once control characters are left out. Choose another with the name option.
online-client-connecting = Connecting to { $address }.
online-client-refused = No server answers at { $address }. Check that it is running and that the port is right.
online-client-unknown-host = The computer { $host } is not known. Check the address.
online-client-timeout = The server at { $address } did not answer in time.
online-client-tls = The secure connection to { $address } failed: the server's certificate is not trusted, or the server does not use TLS.
online-client-no-server = No game server answers at { $address }: something else listens on that port.
online-client-bad-frame = The server sent a message this version does not understand. Leaving.
online-client-lost = Connection to the server lost. Connecting again by itself; your seat is kept.
online-client-back = Connected again.
online-client-not-sent = Not connected: that line was not sent. Type it again once connected.
online-client-ctrl-c = Ctrl-C does not leave. To leave, type quit, or press Ctrl-D.
online-client-token-not-saved = Your seat's key could not be saved in { $folder }. After a lost connection you would come back as a new player.
