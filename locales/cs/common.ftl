## Zprávy společné všem hrám: odmítnutí tahu, ukládání a příkazová řádka.

core-error-game-over = Hra skončila. Novou začneš z hlavní nabídky.
core-error-not-your-turn = Teď nejsi na tahu. Kdo je na tahu, zjistíš příkazem tah.
core-error-illegal-action = Tento tah teď není povolený. Co můžeš dělat, vypíše pomoc.

## Ukládání.
save-error-no-game = Žádná uložená hra není. Otevírám hlavní nabídku.
save-error-missing = Žádná uložená hra není. Otevírám hlavní nabídku.
save-error-too-large = Soubor s uloženou hrou je příliš velký. Otevírám hlavní nabídku.
save-error-unreadable = Soubor s uloženou hrou je poškozený a nejde přečíst. Otevírám hlavní nabídku.
save-error-invalid = Soubor není platná uložená hra. Otevírám hlavní nabídku.
save-error-replay = Uložená hra obsahuje nepovolený tah. Otevírám hlavní nabídku.
save-error-mismatch = Uložená hra neodpovídá svým vlastním tahům. Otevírám hlavní nabídku.

## Příkazová řádka: nápověda a chyby.
cli-description = Deskové hry ze zoo pro hlas, Braillův řádek a klávesnici. Bez příkazu se otevře hlavní nabídka.
cli-help-lang = jazyk: cs pro češtinu, en pro angličtinu
cli-help-speech = řeč: auto, print, screen-reader nebo tts
cli-help-plain = prostý vstup: žádné řídicí sekvence
cli-help-rich = rozšířený vstup: úpravy řádku přes prompt_toolkit
cli-help-bot-delay = pauza před každým tahem bota, v sekundách
cli-help-verbosity = kolik se říká: brief, normal nebo full
cli-help-play = začít novou hru
cli-help-game = hra: beasty-bar
cli-help-players = počet hráčů, 2 až 4
cli-help-bots = kolik hráčů jsou boti; lidé sedí první
cli-help-names = jména lidských hráčů, oddělená čárkou
cli-help-variant = basic, nebo advanced s body
cli-help-seed = číslo, které určí zamíchání, pro opakování rozdání
cli-help-bot = druh bota: greedy nebo random
cli-help-rules = vypsat pravidla nebo jedno téma
cli-help-topic = téma pravidel, třeba lev nebo bodování
cli-help-resume = pokračovat v poslední uložené hře
# $detail: popis problému od argparse, anglicky.
cli-bad-arguments = Chybná příkazová řádka: { $detail }. Zkus accessible-games --help.
cli-error-players = Počet hráčů musí být 2 až 4.
cli-error-bots = Počet botů musí být od 0 do počtu hráčů.
cli-error-names = Zadej nejvýš jedno jméno na lidského hráče, každé do 20 znaků, oddělená čárkou.
