# The game server: the lobby, tables, chat (accessible_games/online).

# $name: the player's name as the server keeps it.
online-welcome = Welcome, { $name }. You are in the lobby of the game server.
online-goodbye = Goodbye. You left the game server.
# $items: the numbered entries.
online-lobby = Lobby. { $items }.
online-lobby-create = create a table
online-lobby-join = join a table
online-lobby-leave = leave the server
online-prompt-lobby = Lobby
online-ask-bots = How many seats do bots take now, { $low } to { $high }? Enter gives { $default }. Seats still free when the game starts go to bots too.
# $code: the code, its letters apart; $game: the game; $free: seats for friends.
online-table-created = Table { $code } is open for { $game }. { $free ->
    [0] No seat waits for a friend: start when you are ready.
    [one] One seat waits for a friend: tell them the code { $code }.
   *[other] Seats waiting for friends: { $free }. Tell them the code { $code }.
}
online-no-tables = No table waits for players now. Create one, or ask a friend for a code.
online-prompt-table = Table
# $items: the numbered tables.
online-tables = Tables. { $items }.
online-prompt-table-or-code = Table, 1 to { $count }, or its code:
online-no-such-table = No table has that number or code.
online-table-full = That table has no free seat.
# $code, $game; $seats: all seats; $free: free ones; $players: who sits; $mine: yes when the player has a seat there; $started: yes once the game began.
online-table-label = { $code }, { $game }, { $seats } players, { $started ->
    [yes] playing
   *[no] { $free } free
}, { $players }{ $mine ->
    [yes] , your seat
   *[no] {""}
}
# $code: the table's code.
online-left-table = You left table { $code }. Your seat waits for you: join the table again from the lobby.
online-room-start = start the game
online-room-leave = leave the table
# $code; $free: seats still free.
online-prompt-room = Table { $code }, { $free } free
online-saved-by-server = The server saves this game after every move.
# $names: who decides now; $count: how many they are.
online-prompt-waiting = Waiting for { $names }; command:
online-not-your-turn = It is not your turn: { $names } { $count ->
    [one] decides
   *[other] decide
} now. Questions and commands work meanwhile.
online-words-say = say, chat
online-words-who = who
online-chat-empty = Type what to say after the word say.
online-chat-no-table = Chat reaches the players of a table: join one first.
# $name: who wrote; $text: what they wrote.
online-chat = Chat, { $name }: { $text }
# $name; $away: yes when their connection is down.
online-who-entry = { $name }{ $away ->
    [yes] {" "}(away)
   *[no] {""}
}
online-who-table = At table { $code }: { $names }.
online-who-server = { $count ->
    [one] On the server: { $names }.
   *[other] On the server, { $count } players: { $names }.
}
online-away = { $name } is away: the connection dropped. The seat waits.
online-back = { $name } is back.
online-unknown-message = The server did not understand a message from this program; nothing changed.
online-closed-protocol = The server ended the connection: a message broke its rules.
online-closed-version = The server speaks another version of the protocol: update the program.
online-closed-password = The server refused the password.
online-closed-name = The server refused that name: a name has at most 20 letters and no comma.
online-closed-flood = The server ended the connection: too many messages at once.
online-closed-left = You left the server.
online-closed-replaced = Another connection came in with your token and plays in your place from now on; this one ends.
online-closed-shutdown = The server is shutting down.

# The serve command. $address: ws://host:port; $folder: where tables are saved.
online-serve-listening = Game server listening at { $address }. Tables are saved in { $folder }. Ctrl-C stops the server.
# $tls, $password: yes or no.
online-serve-exposed = The server is reachable from the network{ $tls ->
    [yes] , with TLS
   *[no] {""} without TLS
}{ $password ->
    [yes] {" "}and with a password.
   *[no] {" "}and without a password.
} { $tls ->
    [yes] { $password ->
        [yes] {""}
       *[no] A password file is advised.
    }
   *[no] TLS (--tls-cert and --tls-key, or a reverse proxy) or a password file is advised.
}
online-serve-stopped = Game server stopped. The tables are saved and come back at the next start.
# $host, $port; $detail: the system's reason.
online-serve-cannot-listen = The server cannot listen on { $host } port { $port }: { $detail }.
online-serve-password-unreadable = The password file { $file } cannot be read: { $detail }.
online-serve-password-empty = The password file { $file } is empty.
online-serve-tls-both = TLS needs both --tls-cert and --tls-key.
online-serve-tls-unreadable = The TLS certificate or key cannot be used: { $detail }.
# $count: tables restored; $aside: damaged saves put aside.
online-serve-restored = { $count ->
    [one] One table is back
   *[other] Tables back: { $count }
}{ $aside ->
    [0] .
    [one] ; one damaged save was put aside in the same folder.
   *[other] ; damaged saves put aside in the same folder: { $aside }.
}
# $count: lines said while the player's connection was down (the last ones, at most 60).
online-missed = { $count ->
    [one] While you were away, one line was said:
   *[other] While you were away, these lines were said, { $count } of them:
}
