# accessible-games join: klient herního serveru (úkol 22).

online-client-help-join = připojit se ke hře na serveru přátel (accessible-games serve)
online-client-metavar-address = ADRESA
online-client-help-address = server: jeho jméno nebo adresa, za dvojtečkou číslo portu, pokud není 8765 (výchozí 127.0.0.1:8765)
online-client-help-name = jméno, pod kterým budeš hrát (nejvýš 20 znaků; výchozí je tvoje přihlašovací jméno)
online-client-help-tls = připojit se zabezpečeně přes TLS (jako u adresy začínající wss)
online-client-help-password-file = soubor, jehož první řádek je heslo serveru
online-client-default-name = Hráč
online-client-bad-address = { $address } není adresa serveru. Napiš jeho jméno nebo adresu, případně za dvojtečkou číslo portu, například 192.168.1.5:8765.
online-client-password-unreadable = Soubor s heslem { $file } nejde přečíst.
online-client-bad-name = Bez řídicích znaků z toho jména nic nezbude. Zvol jiné volbou name.
online-client-connecting = Připojuji se k { $address }.
online-client-refused = Na adrese { $address } žádný server neodpovídá. Zkontroluj, že běží a že je port správný.
online-client-unknown-host = Počítač { $host } neznám. Zkontroluj adresu.
online-client-timeout = Server na adrese { $address } neodpověděl včas.
online-client-tls = Zabezpečené spojení s { $address } selhalo: certifikát serveru není důvěryhodný, nebo server TLS nepoužívá.
online-client-no-server = Na adrese { $address } neodpovídá herní server, na tom portu poslouchá něco jiného.
online-client-bad-frame = Server poslal zprávu, které tato verze nerozumí. Končím.
online-client-lost = Spojení se serverem se přerušilo. Připojuji se znovu sám, tvoje místo zůstává.
online-client-back = Spojení je zase navázáno.
online-client-not-sent = Nejsi připojen, takže se řádek neodeslal. Napiš ho znovu, až bude spojení zpátky.
online-client-ctrl-c = Ctrl-C aplikaci neukončí. Odejdeš příkazem konec nebo klávesami Ctrl-D.
online-client-token-not-saved = Klíč k tvému místu se nepodařilo uložit do složky { $folder }. Po výpadku spojení by ses vrátil jako nový hráč.
