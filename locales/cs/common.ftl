## Zprávy společné všem hrám: odmítnutí tahu, ukládání a příkazová řádka.

core-error-game-over = Hra skončila. Novou začneš z hlavní nabídky.
core-error-not-your-turn = Teď nejsi na tahu. Kdo je na tahu, zjistíš příkazem tah.
core-error-illegal-action = Tento tah teď není povolený. Co můžeš dělat, zjistíš příkazem pomoc.

## Ukládání.
save-error-no-game = Žádná uložená hra tu není. Otevírám hlavní nabídku.
save-error-missing = Žádná uložená hra tu není. Otevírám hlavní nabídku.
# Co je špatně s poškozenou uloženou hrou; na stejném řádku následuje save-put-aside.
save-error-too-large = Soubor s uloženou hrou je příliš velký.
save-error-unreadable = Soubor s uloženou hrou je poškozený a nejde přečíst.
save-error-not-a-file = Soubor s uloženou hrou není obyčejný soubor, ale složka, roura nebo zařízení.
save-error-too-deep = Soubor s uloženou hrou je zanořený tak hluboko, že to uložená hra být nemůže.
save-error-number = Soubor s uloženou hrou obsahuje tak dlouhé číslo, že to uložená hra být nemůže.
save-error-invalid = Soubor neobsahuje platnou uloženou hru.
save-error-options = Uložená hra má neplatné nastavení nebo počet hráčů.
save-error-name = Jméno hráče v uložené hře je prázdné, delší než 40 znaků nebo obsahuje řídicí znaky.
save-error-bot = Uložená hra obsahuje druh robota, který tahle aplikace nezná.
save-error-replay = Uložená hra obsahuje nepovolený tah.
save-error-mismatch = Uložená hra neodpovídá svým vlastním tahům.
# Po popisu poškozené uložené hry. $kept: yes, když se soubor přejmenoval; $file: jeho nová cesta.
save-put-aside = { $kept ->
    [yes] Soubor je odložený jako { $file } a znovu se načítat nebude.
   *[no] Soubor se nepodařilo odložit.
} Otevírám hlavní nabídku.

## Příkazová řádka: nápověda a chyby.
cli-description = Zvířecí deskové hry pro hlasový výstup, Braillův řádek a klávesnici. Bez příkazu se otevře hlavní nabídka.
cli-help-lang = jazyk: cs pro češtinu, en pro angličtinu
cli-help-speech = řeč: auto, print, screen-reader nebo tts
cli-help-plain = prostý vstup: bez jakýchkoli řídicích sekvencí
cli-help-rich = rozšířený vstup: úpravy řádku pomocí prompt_toolkit
cli-help-bot-delay = pauza před každým tahem bota, v sekundách
cli-help-thinking = jak dlouho silní boti přemýšlejí nad tahem, v sekundách: 0.5, 1, 2, nebo 4 (výchozí 1)
cli-help-verbosity = podrobnost hlášení: brief, normal nebo full
cli-help-play = začít novou hru
cli-help-game = hra: beasty-bar, aquaretto, zooloretto, o-zoo-le-mio nebo aquaretto-zooloretto
cli-help-players = počet hráčů: 2 až 4 u Beasty Baru a O Zoo le Mio, 2 až 5 u Aquaretta, Zooloretta i obou dohromady
cli-help-bots = kolik hráčů bude botů; lidé sedí na prvních místech
cli-help-names = jména lidských hráčů oddělená čárkou
cli-help-variant = Beasty Bar: basic pro základní hru, advanced pro hru s body pro pokročilé; O Zoo le Mio: standard, nebo trees pro variantu se stromy
cli-help-tiles = O Zoo le Mio: hrát s díly z tohoto souboru místo vlastní sady aplikace
cli-help-seed = číslo, které určí zamíchání karet; se stejným číslem se rozdá stejně
cli-help-bot = druh botů: random (snadní), greedy (střední), nebo strong (silní, přemýšlejí asi sekundu nad tahem)
cli-help-expansion = zahrnout minirozšíření podle jména, anglického i českého (budovy, lední-medvěd, vkladní-knížka); pro víc rozšíření volbu opakovat
cli-help-first = Beasty Bar: číslo místa hráče, který začíná (první místo je 1, lidé sedí první); bez něj rozhodne zamíchání
cli-help-rules = vypsat pravidla, nebo jedno téma
cli-help-topic = téma pravidel, třeba lev nebo vyhodnocení
cli-help-resume = pokračovat v poslední uložené hře
# $saved: yes (hra je uložená), aside (způsobilo to její načítání; $save: kam se odložila),
# stuck (způsobilo to její načítání a nejde odložit), no (žádná hra uložená není).
cli-crash = Promiň, v aplikaci se něco pokazilo. { $saved ->
    [yes] Hra je uložená po posledním tahu: pokračuj příkazem accessible-games resume.
    [aside] Stalo se to při načítání uložené hry, proto je odložená jako { $save } a příště se načítat nebude.
    [stuck] Stalo se to při načítání uložené hry a tu se nepodařilo odložit: místo pokračování začni novou hru.
   *[no] Žádná hra uložená není.
} { $logged ->
    [yes] Podrobnosti jsou v souboru { $file }.
   *[no] Podrobnosti se nepodařilo zapsat.
}
cli-help-tutorial = naučit se hru krok za krokem na příkladech z pravidel
cli-help-example = název příkladu nebo jeho číslo v seznamu
cli-help-about = přečíst si o zvířeti ze her
cli-help-animal = jméno zvířete, česky nebo anglicky
# $detail: popis problému od argparse (jeho texty jsou zprávy cli-argparse-*).
cli-bad-arguments = Chybná příkazová řádka, { $detail }. Zkus accessible-games --help.
# $low, $high: rozsah počtu hráčů hry.
cli-error-players = { $high ->
        [one] Tuto hru hraje jen jeden hráč.
        [few] Tuto hru hrají { $low } až { $high } hráči.
       *[other] Tuto hru hraje { $low } až { $high } hráčů.
    }
cli-error-bots = Botů může být nejvýš tolik, kolik je hráčů.
# $name: požadované rozšíření; $count: kolik rozšíření je známých; $known: jejich jména.
cli-error-unknown-expansion = { $count ->
        [0] Rozšíření { $name } neexistuje; tato hra zatím žádná rozšíření nemá.
       *[other] Rozšíření { $name } neexistuje; známá rozšíření: { $known }.
    }
# $variant: požadovaná varianta; $count: kolik jich hra má; $known: jejich jména.
cli-error-variant = { $count ->
        [0] Varianta { $variant } tu není; tato hra žádné varianty nemá.
       *[other] Varianta { $variant } tu není; varianty této hry: { $known }.
    }
cli-error-tiles-game = Se souborem dílů hraje jen O Zoo le Mio.
cli-error-first-game = Kdo začíná, se dá zvolit jen v Beasty Baru.
# $players: kolik hráčů u stolu sedí.
cli-error-first = Začínající hráč: zadej číslo místa, 1 až { $players }.
# $name: rozšíření zadané víc než jednou.
cli-error-expansion-twice = Rozšíření { $name } je zadané dvakrát; každé zadej jen jednou.
cli-error-names = Zadej nejvýš jedno jméno na každého lidského hráče, každé nejvýš 20 znaků; jména odděl čárkou.

## Příkazová řádka: vlastní texty knihovny argparse (nadpisy nápovědy a chyby).
## Proměnné jsou místa, kam argparse doplní jména a hodnoty.
cli-argparse-usage = použití:
cli-argparse-positionals = argumenty
cli-argparse-options = volby
cli-argparse-help = vypsat tuto nápovědu a skončit
# $argument: volba nebo argument; $message: co je na něm špatně.
cli-argparse-argument = { $argument }: { $message }
# $arguments: co příkazová řádka nezná.
cli-argparse-unrecognized = neznámé argumenty: { $arguments }
# $argument: volba, se kterou tahle nejde spojit.
cli-argparse-not-allowed = nejde spojit s volbou { $argument }
# $value: hodnota, kterou volba nebere.
cli-argparse-ignored = volba nebere hodnotu { $value }
# $arguments: chybějící argumenty.
cli-argparse-required = chybí povinné argumenty: { $arguments }
# $arguments: argumenty, z nichž je potřeba jeden.
cli-argparse-one-required = je potřeba jeden z argumentů { $arguments }
cli-argparse-expected-one = chybí hodnota
cli-argparse-expected-at-most-one = bere nejvýš jednu hodnotu
cli-argparse-expected-at-least-one = chce aspoň jednu hodnotu
# $count: kolik hodnot volba chce.
cli-argparse-expected-count = počet hodnot má být { $count }
# $option: napsaná volba; $matches: volby, které může znamenat.
cli-argparse-ambiguous = volba { $option } může znamenat: { $matches }
# $option: volba, která tu nemá co dělat.
cli-argparse-unexpected = nečekaná volba { $option }
# $value: napsaná hodnota, která není číslo.
cli-error-not-a-number = { $value } není číslo
cli-error-number-too-long = číslo smí mít nejvýš { $most } číslic
# $value: napsaná hodnota; $choices: povolené hodnoty.
cli-argparse-invalid-choice = takovou hodnotu neznám: { $value }; možnosti jsou { $choices }
# Jména hodnot v nápovědě (velkými písmeny, jak je argparse ukazuje).
cli-metavar-command = příkaz
cli-metavar-game = hra
cli-metavar-topic = téma
cli-metavar-example = příklad
cli-metavar-animal = zvíře
cli-metavar-seconds = SEKUNDY
cli-metavar-number = ČÍSLO
cli-metavar-name = JMÉNO
cli-metavar-names = JMÉNA
cli-metavar-file = SOUBOR
cli-metavar-bots = DRUHY
# $name: napsaná hra; $known: hry, které existují.
cli-error-unknown-game = Hra { $name } neexistuje; hry: { $known }.

## Samohra: boti proti botům.
cli-help-selfplay = nechat boty odehrát mnoho her a vypsat výsledky
cli-help-games = kolik her odehrát
cli-help-selfplay-bot = druhy botů podle míst, oddělené čárkou a opakované podle potřeby: random, greedy, strong
# $game: název hry; $games: kolik her proběhlo; $players: počet míst; $seed: první semínko.
cli-selfplay-summary = { $game }: { $games ->
    [one] jedna hra
    [2] dvě hry
    [few] { $games } hry
   *[other] { $games } her
    }, { $players ->
    [one] jeden hráč
    [few] { $players } hráči
   *[other] { $players } hráčů
    }, semínko { $seed }.
# $seat: číslo místa; $bot: random, greedy nebo strong; $mean: průměrné skóre; $best: nejlepší skóre;
# $wins: samostatná vítězství; $shared: vítězství sdílená s dalšími.
cli-selfplay-seat = Místo { $seat }, bot { $bot }: průměr { $mean }, nejlépe { $best }, { $wins ->
    [one] jedna výhra
    [2] dvě výhry
    [few] { $wins } výhry
   *[other] { $wins } výher
    }, sdílených { $shared }.
# $ms: milisekundy na hru.
cli-selfplay-time = Čas na hru v milisekundách: { $ms }.
# $most: největší počet her.
cli-error-games = Počet her musí být 1 až { $most }.
cli-error-selfplay-bots = Druhy botů jsou random, greedy a strong, oddělené čárkou.
game-name-beasty-bar = Beasty Bar
game-name-aquaretto = Aquaretto
game-name-zooloretto = Zooloretto
game-name-o-zoo-le-mio = O Zoo le Mio
game-name-aquaretto-zooloretto = Aquaretto a Zooloretto dohromady

## Výčty, společné vyprávění všech her.

# Výčet: $head je výčet dosud, $item další položka.
common-list-comma = { $head }, { $item }
# Konec výčtu: $head výčet dosud, $item poslední položka.
common-list-and = { $head } a { $item }
# Spojuje položky, které samy obsahují čárky: $head dosud, $item další.
common-list-semicolon = { $head }; { $item }
# Poslední dvě jména polí výčtu: $head výčet dosud, $item poslední pole. Bez spojky a:
# hlas by písmeno před ním přečetl jako slovo (3K a jako k).
common-list-cells-last = { $head }, { $item }
# Položka číslovaného seznamu: $number číslo k napsání, $label položka.
common-list-numbered = { $number }: { $label }

# Očíslovaná položka na samostatném řádku: $number k napsání, $label položka.
common-list-numbered-line = { $number }: { $label }
# Řádek před seznamem po jedné položce na řádek. $what: co seznam obsahuje; $count: počet.
common-list-count = { $what }, { $count ->
    [1] jedna možnost
    [2] dvě možnosti
    [3] tři možnosti
    [4] čtyři možnosti
   *[other] { $count } možností
    }:

## Výzva: text před kurzorem, který braillský řádek ukazuje, zatímco aplikace čeká.
## Jmenuje rozhodnutí několika slovy a co lze napsat; nejvýš 40 znaků.

# Volba z očíslovaného seznamu. $what: rozhodnutí slovem či dvěma; $count: počet položek.
common-prompt-range = { $count ->
    [1] { $what }, 1:
   *[other] { $what }, 1 až { $count }:
    }

# Témata pravidel jako seznam. $count: počet témat.
common-rules-topics = Témata pravidel, { $count }:
# Týž seznam na jednom řádku. $topics: jména témat oddělená čárkou.
common-rules-topics-line = Témata pravidel: { $topics }.
cli-help-serve = spustit herní server, aby spolu přátelé hráli každý ze svého počítače
cli-help-host = adresa, na které se naslouchá (127.0.0.1: jen tento počítač; 0.0.0.0: celá síť)
cli-help-port = port, na kterém se naslouchá (8765)
cli-help-data = složka, kde server uchovává stoly
cli-help-tls-cert = soubor certifikátu TLS (spolu s --tls-key se klienti připojují zabezpečeně)
cli-help-tls-key = soubor soukromého klíče TLS
cli-help-password-file = soubor s heslem, které hráči musí zadat
cli-metavar-folder = SLOŽKA
