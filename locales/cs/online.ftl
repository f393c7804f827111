# Herní server: předsálí, stoly, chat (accessible_games/online).

# $name: jméno hráče, jak ho server vede.
online-welcome = Vítej na herním serveru! Jsi v předsálí pod jménem { $name }.
online-goodbye = Na shledanou. Herní server jsi opustil.
# $items: číslované položky.
online-lobby = Předsálí. { $items }.
online-lobby-create = založit stůl
online-lobby-join = přisednout ke stolu
online-lobby-leave = odejít ze serveru
online-prompt-lobby = Předsálí
online-ask-bots = Kolik míst obsadí boti hned teď, { $low } až { $high }? Enter zvolí { $default }. Místa, která zůstanou volná při začátku hry, dostanou také boti.
# $code: kód po jednotlivých znacích; $game: hra; $free: místa pro přátele.
online-table-created = Stůl { $code } je otevřený pro hru { $game }. { $free ->
    [0] Na žádného přítele se nečeká: začni, až budeš připravený.
    [one] Jedno místo čeká na přítele: řekni mu kód { $code }.
   *[other] Volná místa pro přátele: { $free }. Řekni jim kód { $code }.
}
online-no-tables = Teď žádný stůl nečeká na hráče. Založ vlastní, nebo si od přítele vyžádej kód.
online-prompt-table = Stůl
# $items: číslované stoly.
online-tables = Stoly. { $items }.
online-prompt-table-or-code = Stůl, 1 až { $count }, nebo jeho kód:
online-no-such-table = Žádný stůl nemá takové číslo ani kód.
online-table-full = U toho stolu není volné místo.
# $code, $game; $seats: všechna místa; $free: volná; $players: kdo sedí; $mine: yes, když tam má hráč místo; $started: yes, když hra začala.
online-table-label = { $code }, { $game }, hráčů: { $seats }, { $started ->
    [yes] hraje se
   *[no] volných míst: { $free }
}, { $players }{ $mine ->
    [yes] , tvoje místo
   *[no] {""}
}
# $code: kód stolu.
online-left-table = Odešel jsi od stolu { $code }. Tvoje místo na tebe čeká: z předsálí se ke stolu zase vrátíš.
online-room-start = začít hru
online-room-leave = odejít od stolu
# $code; $free: místa, která jsou ještě volná.
online-prompt-room = Stůl { $code }, volných míst { $free }
online-saved-by-server = Server tuto hru ukládá po každém tahu.
# $names: kdo se teď rozhoduje; $count: kolik jich je.
online-prompt-waiting = { $count ->
    [one] Na tahu je { $names }; příkaz:
   *[other] Na tahu jsou { $names }; příkaz:
}
online-not-your-turn = Teď nejsi na tahu: { $count ->
    [one] rozhoduje se { $names }.
   *[other] rozhodují se { $names }.
} Otázky a příkazy mezitím fungují.
online-words-say = řekni, napiš, chat
online-words-who = kdo
online-chat-empty = Za slovo řekni napiš, co chceš říct.
online-chat-no-table = Chat slyší hráči u stolu: nejdřív si k nějakému přisedni.
# $name: kdo psal; $text: co napsal.
online-chat = Chat, { $name }: { $text }
# $name; $away: yes, když je spojení přerušené.
online-who-entry = { $name }{ $away ->
    [yes] {" "}(pryč)
   *[no] {""}
}
online-who-table = U stolu { $code }: { $names }.
online-who-server = { $count ->
    [one] Na serveru: { $names }.
    [few] Na serveru jsou { $count } hráči: { $names }.
   *[other] Na serveru je { $count } hráčů: { $names }.
}
online-away = { $name } je pryč: spojení se přerušilo. Místo na něj čeká.
online-back = { $name } je zpět.
online-unknown-message = Server nerozuměl zprávě od tohoto programu; nic se nezměnilo.
online-closed-protocol = Server ukončil spojení: zpráva porušila jeho pravidla.
online-closed-version = Server mluví jinou verzí protokolu: aktualizuj program.
online-closed-password = Server heslo odmítl.
online-closed-name = Server to jméno odmítl: jméno smí mít nejvýš 20 znaků a žádnou čárku.
online-closed-flood = Server ukončil spojení: příliš mnoho zpráv naráz.
online-closed-left = Server jsi opustil.
online-closed-replaced = S tvým klíčem se připojilo jiné spojení a od teď hraje za tebe; tohle spojení končí.
online-closed-shutdown = Server se vypíná.

# Příkaz serve. $address: ws://host:port; $folder: kam se ukládají stoly.
online-serve-listening = Herní server naslouchá na adrese { $address }. Stoly se ukládají do složky { $folder }. Ctrl-C server zastaví.
# $tls, $password: yes nebo no.
online-serve-exposed = Server je dostupný ze sítě{ $tls ->
    [yes] , s TLS
   *[no] {""} bez TLS
}{ $password ->
    [yes] {" "}a s heslem.
   *[no] {" "}a bez hesla.
} { $tls ->
    [yes] { $password ->
        [yes] {""}
       *[no] Doporučuje se soubor s heslem.
    }
   *[no] Doporučuje se TLS (--tls-cert a --tls-key, nebo reverzní proxy) nebo soubor s heslem.
}
online-serve-stopped = Herní server se zastavil. Stoly jsou uložené a při dalším spuštění se vrátí.
# $host, $port; $detail: důvod podle systému.
online-serve-cannot-listen = Server nemůže naslouchat na { $host }, port { $port }: { $detail }.
online-serve-password-unreadable = Soubor s heslem { $file } nejde přečíst: { $detail }.
online-serve-password-empty = Soubor s heslem { $file } je prázdný.
online-serve-tls-both = TLS potřebuje obojí: --tls-cert i --tls-key.
online-serve-tls-unreadable = Certifikát nebo klíč TLS nejde použít: { $detail }.
# $count: obnovené stoly; $aside: poškozené uložené hry odložené stranou.
online-serve-restored = { $count ->
    [one] Vrátil se jeden stůl
   *[other] Vrácené stoly: { $count }
}{ $aside ->
    [0] .
    [one] ; jedna poškozená uložená hra byla odložena ve stejné složce.
   *[other] ; poškozené uložené hry odložené ve stejné složce: { $aside }.
}
# $count: řádky řečené, zatímco bylo spojení přerušené (nejvýš posledních 60).
online-missed = { $count ->
    [one] Zatímco jsi byl pryč, zazněl jeden řádek:
   *[other] Zatímco jsi byl pryč, zazněly tyto řádky, celkem { $count }:
}
