## Interaktivní prostředí: výzvy, nabídky, příkazy a odpovědi na ně.

# Hráč stiskl Ctrl-C.
shell-ctrl-c = Ctrl-C hru neukončí. Napiš konec nebo stiskni Ctrl-D; hra se v obou případech uloží.
shell-settings-not-saved = Nastavení se nepodařilo uložit na disk; platí do ukončení aplikace.
# První řádek obnovené hry. $game: jméno hry s variantou (shell-game-variant);
# $turn: číslo tahu, který přijde; $count: kolik minirozšíření je ve hře, vyjmenovaných v $names.
shell-resumed = { $count ->
        [0] { $game }: pokračujeme tahem { $turn }.
       *[other] { $game }: pokračujeme tahem { $turn }. Minirozšíření: { $names }.
    }
# Jméno hry s variantou. $game: jméno; $variant: basic, advanced, standard nebo trees.
shell-game-variant = { $game }, { $variant ->
        [advanced] hra pro pokročilé
        [standard] základní pravidla
        [trees] varianta se stromy
       *[basic] základní hra
    }
# Soukromí u jednoho počítače. $name: hráč, který si má sednout ke klávesnici.
shell-privacy-ask = Na řadě: { $name }. Stiskni Enter, až bude u počítače jen { $name }.
shell-privacy-enter = Na řadě: { $name }. Pokračuj klávesou Enter.
# Po hře napsal hráč něco, co není otázka na ni.
shell-game-over-usage = Hra skončila. Historii, skóre, stůl a pravidla si můžeš dál prohlížet; odejdeš klávesou Enter nebo slovem konec.
shell-saved-resume-hint = Hra je uložená. Pokračovat můžeš příkazem accessible-games resume.
shell-saved = Hra je uložená. Pokračovat můžeš příkazem accessible-games resume.
shell-empty-line = Nic nebylo napsáno. Napiš číslo ze seznamu, nebo pomoc.
# $word: co hráč napsal; $candidates: slova, která to mohou znamenat.
shell-ambiguous = { $word } může znamenat: { $candidates }. Napiš víc písmen.
shell-unknown-command = Neznámý příkaz: { $word }. Příkazy vypíše pomoc.
shell-beasty-bar-set-aside-first = Nejdřív odlož svá 4 zvířata: vyber je čísly.
shell-nothing-to-cancel = Není co rušit.
shell-cancelled = Zrušeno. Nic se nezahrálo.
# $number: co hráč napsal; $count: počet položek seznamu.
shell-number-out-of-range = V seznamu číslo { $number } není. Vyber 1 až { $count }.
# Místo čísla ze seznamu přišlo slovo. $word: co hráč napsal; $count: počet položek seznamu.
shell-word-not-a-choice = Slovo { $word } tu nic neznamená. Napiš číslo 1 až { $count }.
shell-beasty-bar-choice-not-number = Za kartou napiš volby čísly, například 2 1.
# $card: jméno karty.
shell-beasty-bar-card-not-yours = Tuto kartu v ruce nemáš: { $card }.
# $options: číslované možnosti.
shell-choose-or-back = Vyber: { $options }. Příkaz zpět tah zruší.
shell-why-not-now = Proč: funguje jen ve tvém tahu, pro kartu z ruky.
shell-why-usage = Napiš proč a kartu: číslo z ruky, zvíře, nebo celý tah, například R2 1.
# $question: co ještě zbývá vybrat; $options: číslované možnosti.
shell-why-needs-more = Tah ještě není úplný. { $question } { $options }.
# $action: tah popsaný slovy.
shell-why-legal = Tah je povolený: { $action }. Proběhl by takto.
shell-hand-hidden = Ruka: karty se čtou jen jejich majiteli, a to když je na tahu.
shell-nothing-to-repeat = Zatím není co opakovat.
shell-help-1 = Hraní: napiš číslo karty z ruky, nebo jméno zvířete. Na doplňující otázku odpověz číslem; zpět nebo Escape tah zruší.
shell-help-2 = Stůl: fronta nebo q, bar nebo b, vyhození nebo o, stůl, ruka nebo h, skóre nebo s, karty, hráči, tah nebo t.
shell-help-3 = Historie: znovu nebo r zopakuje poslední hlášení. Čárka nebo starší jde zpět, tečka nebo novější dopředu. Historie nebo záznam a číslo přečte tolik posledních řádků.
shell-help-4 = Ostatní: pravidla a téma, zvíře a jeho jméno, dál pro další odstavec, proč a karta, rada, nastavení, uložit, ticho, konec.
# Příkaz ticho, když je řeč vypnutá: hra jen vypisuje řádky, takže není co umlčet.
shell-stop-print = Není co zastavit: řeč je nastavená jen na vypsané řádky. Čtečku obrazovky umlčí její vlastní klávesa, například Ctrl.
shell-review-start = Začátek historie.
shell-review-end = Konec historie.
# $most: největší povolené číslo.
shell-history-usage = Napiš historie nebo záznam a číslo 1 až { $most }.
# $topic: co hráč napsal (témata následují každé na svém řádku).
shell-rules-unknown = Téma { $topic } v pravidlech není.
shell-more-nothing = Už není co číst. Napiš pravidla a téma.
shell-rules-menu = Napiš téma, dál pro další odstavec, nebo stiskni Enter pro návrat.
# Konec tématu pravidel v hlavní nabídce; témata následují po jednom na řádku.
shell-rules-menu-end = Konec tématu. Napiš jiné téma, nebo stiskni Enter pro návrat.

## Nastavení.
# Prodleva botů. $seconds: počet sekund, i s desetinnou částí (0,5 spadá pod many).
shell-value-seconds = { $seconds ->
    [0] žádná prodleva
    [0.5] půl sekundy
    [one] jedna sekunda
    [2] dvě sekundy
    [few] { $seconds } sekundy
    [many] { $seconds } sekundy
   *[other] { $seconds } sekund
    }
shell-value-language-en = angličtina
shell-value-language-cs = čeština
shell-value-verbosity-brief = stručně
shell-value-verbosity-normal = běžně
shell-value-verbosity-full = podrobně
shell-value-speech-auto = automaticky (jen vypsané řádky)
shell-value-speech-print = jen vypsané řádky
shell-value-speech-screen-reader = odečítač obrazovky
shell-value-speech-tts = vestavěný hlas
# $rate: počet slov za minutu vestavěného hlasu.
shell-value-rate = { $rate ->
    [one] jedno slovo za minutu
    [2] dvě slova za minutu
    [few] { $rate } slova za minutu
   *[other] { $rate } slov za minutu
    }
shell-value-rate-default = výchozí rychlost hlasu
shell-value-voice-auto = automaticky podle jazyka
shell-settings-voice-ask = Napiš jméno nebo označení hlasu, jak ho uvádí systém. Prázdný řádek vybere hlas podle jazyka.
# $most: nejdelší povolené jméno hlasu.
shell-settings-voice-invalid = Jméno hlasu má nejvýš { $most } znaků. Nic se nezměnilo.
shell-value-input-mode-auto = automaticky
shell-value-input-mode-plain = prostý
shell-value-input-mode-rich = rozšířený, od příštího spuštění
# Druhy botů (random, greedy, strong), jak je jmenují nabídky a nastavení.
shell-value-bot-kind-random = snadní, hrají náhodně
shell-value-bot-kind-greedy = střední, hrají tah, který teď vypadá nejlépe
shell-value-bot-kind-strong = silní, v duchu si zahrají mnoho her dopředu
# Název nastavení: hodnota začíná větu, .lower stojí uprostřed seznamu, .acc za slovem Vyber.
shell-setting-language = Jazyk
    .lower = jazyk
    .acc = jazyk
shell-setting-verbosity = Podrobnost
    .lower = podrobnost
    .acc = podrobnost
shell-setting-speech = Řeč
    .lower = řeč
    .acc = způsob řeči
shell-setting-rate = Rychlost řeči
    .lower = rychlost řeči
    .acc = rychlost řeči
shell-setting-voice = Hlas
    .lower = hlas
    .acc = hlas
shell-setting-bot-delay = Prodleva botů
    .lower = prodleva botů
    .acc = prodlevu botů
shell-setting-bot-kind = Síla botů
    .lower = síla botů
    .acc = sílu botů
shell-setting-thinking = Čas na rozmyšlenou silných botů
    .lower = čas na rozmyšlenou silných botů
    .acc = čas na rozmyšlenou silných botů
shell-setting-input-mode = Režim vstupu
    .lower = režim vstupu
    .acc = režim vstupu
shell-setting-reindeer-all-year = Sob celý rok
    .lower = sob celý rok
    .acc = nastavení sob celý rok
# Hra u jedné klávesnice: smazat terminál i jeho historii, když další hráč stiskne Enter.
shell-setting-clear-at-handover = Mazání obrazovky při předání
    .lower = mazání obrazovky při předání
    .acc = mazání obrazovky při předání
shell-setting-hints = Rady
    .lower = rady
    .acc = rady
shell-value-on = zapnuto
shell-value-off = vypnuto
# Jedna položka seznamu nastavení. $number: číslo; $setting: název (.lower); $value: současná hodnota.
shell-settings-item = { $number }: { $setting } ({ $value })
# $items: číslovaná nastavení s hodnotami.
shell-settings-menu = Nastavení. { $items }. Vyber číslo, nebo stiskni Enter pro návrat.
shell-settings-closed = Nastavení zavřeno.
# $setting: název nastavení (.acc); $options: číslované hodnoty.
shell-settings-choose = Vyber { $setting }. { $options }.
# $setting: název nastavení; $value: nová hodnota.
shell-settings-changed = { $setting }: nově { $value }.

## Hráči a hlavní nabídka.
# $number: číslo místa u stolu.
shell-default-name = Hráč { $number }
shell-bot-colour-R = Červený
shell-bot-colour-G = Zelený
shell-bot-colour-B = Modrý
shell-bot-colour-Y = Žlutý
shell-bot-colour-O = Oranžový
# $colour: barva bota. „Robot“, ne „Bot“: bot zní stejně jako bod.
shell-bot-name = Robot { $colour }
# $items: číslovaná nabídka.
shell-menu = Hlavní nabídka. { $items }.
shell-menu-play = nová hra
# $items: číslovaný seznam her.
shell-ask-game = Která hra? { $items }.
shell-menu-resume = pokračovat v uložené hře
shell-menu-rules = pravidla
shell-menu-settings = nastavení
shell-menu-quit = konec
shell-menu-tutorial = učení na příkladech z pravidel
shell-menu-about = o zvířatech
shell-about-menu = Napiš jméno zvířete, dál pro další odstavec, nebo Enter pro návrat.
shell-goodbye = Na shledanou.
# Při úplně prvním spuštění, v obou jazycích.
shell-choose-language = Language, jazyk. 1: English, 2: čeština.
# $low, $high: povolený rozsah.
shell-number-between = Napiš číslo { $low } až { $high }.
# $number: číslo místa; $default: jméno, které platí po stisku Enter.
shell-ask-name = Jméno hráče { $number }? Enter ponechá jméno { $default }.
# $most: nejdelší povolené jméno.
shell-name-invalid = Jméno smí mít nejvýš { $most } znaků a žádnou čárku. Zkus to znovu.
# $low, $high: rozsah; $default: hodnota po stisku Enter.
shell-ask-players = Kolik hráčů, { $low } až { $high }? Enter zvolí { $default }.
shell-ask-bots = Kolik z nich bude botů, { $low } až { $high }? Enter zvolí { $default }.
# $options: číslované druhy botů; $default: číslo, které zvolí Enter.
shell-ask-bot-kind = Jak silní mají boti být? { $options }. Enter zvolí { $default }.
shell-ask-variant = Varianta. 1: základní hra, 2: hra pro pokročilé s body.

## Slova, kterými hráč zadává příkazy, oddělená čárkou. Vždy platí oba jazyky.
shell-words-queue = fronta, tlačenice
shell-words-bar = bar
shell-words-out = vyhození, vyhozená, tojekonec
shell-words-hand = ruka
shell-words-table = stůl
shell-words-scores = skóre, body, stav
shell-words-turn = tah, kdo
shell-words-players = hráči
shell-words-cards = karty
shell-words-repeat = znovu, opakuj
shell-words-older = starší
shell-words-newer = novější
shell-words-history = historie, záznam
shell-words-rules = pravidla
shell-words-about = zvíře, encyklopedie
shell-words-more = dál, další, víc
shell-words-why = proč
shell-words-hint = rada, poraď
shell-words-help = pomoc, nápověda
shell-words-settings = nastavení
shell-words-save = uložit
shell-words-quit = konec, ukončit
shell-words-back = zpět, zpátky, zrušit
shell-words-stop = ticho

## Výzvy: text před kurzorem, který braillský řádek ukazuje, zatímco aplikace čeká na vstup.
## Několik slov, která jmenují, na co se ptáme; nejvýš 40 znaků i se všemi hodnotami.
# Rozhodnutí, pro které hra neřekla vlastní výzvu.
shell-prompt-decision = Tvoje rozhodnutí:
shell-prompt-main-menu = Hlavní nabídka
shell-prompt-game = Hra
shell-prompt-variant = Varianta
# Říká se v obou jazycích při úplně prvním spuštění.
shell-prompt-language = 1: English, 2: čeština:
shell-prompt-settings = Nastavení
# Celé číslo s výchozí hodnotou. $what: na co se ptáme; $low, $high: rozsah; $default: Enter.
shell-prompt-number = { $what }, { $low } až { $high }, Enter { $default }:
shell-prompt-players = Počet hráčů
shell-prompt-bots = Počet botů
shell-prompt-bot-kind = Síla botů
# $number: číslo místa.
shell-prompt-name = Jméno hráče { $number }, Enter ponechá:
shell-prompt-topic = Téma pravidel, Enter zpět:
shell-prompt-animal = Zvíře, Enter zpět:
shell-prompt-voice = Hlas, Enter vybere sám:
shell-prompt-expansions-choice = Rozšíření
shell-prompt-example = Příklad
# Soukromí u jedné klávesnice. $name: hráč, který má převzít klávesnici.
shell-prompt-privacy = { $name }, stiskni Enter:
# Po výsledku, do stisku Enter.
shell-prompt-game-over = Konec hry, Enter pro odchod:
# $count: kolik rozšíření se nabízí.
shell-prompt-expansions = Rozšíření 1 až { $count }, Enter spustí:
# Seznam nastavení po jednom na řádek. $setting: jméno (.lower); $value: hodnota.
shell-settings-line = { $setting }, nyní { $value }

# Zpevnění relací (issue 20): Ctrl-C, nepovedené ukládání, nahrazení uložené hry, druhá aplikace.
# Ctrl-C mimo hru (nabídky, výuka): tady se nic neukládá.
shell-ctrl-c-unsaved = Ctrl-C aplikaci neukončí. Odejdeš příkazem konec nebo zpět, nebo klávesami Ctrl-D.
# Ctrl-C zastavilo aplikaci tam, kde nešlo pokračovat (spouštění, načítání).
shell-ctrl-c-leave = Zastaveno klávesami Ctrl-C. Uložená hra zůstává, jak byla.
# Ukládání selhalo. $reason: not-writable, disk-full, not-a-folder nebo other; $detail: slova
# systému (u other); $leaving: yes, když hráč odchází; $folder: datová složka;
# $variable: jméno proměnné prostředí, která určuje datovou složku.
shell-save-failed = Ukládání selhalo: { $reason ->
        [not-writable] do datové složky nelze zapisovat.
        [disk-full] disk je plný.
        [not-a-folder] datová složka je soubor, ne složka.
       *[other] { $detail }.
    } { $leaving ->
        [yes] Hra uložená není.
       *[no] Hra pokračuje bez uložení.
    } { $reason ->
        [not-writable] Povol zápis do složky { $folder }, nebo nastav { $variable } na složku, do které zapisovat můžeš.
        [disk-full] Uvolni místo na disku.
        [not-a-folder] Přesuň soubor { $folder } jinam, nebo nastav { $variable } na složku.
       *[other] Zkontroluj složku { $folder }.
    }
shell-save-works-again = Ukládání zase funguje: hra je uložená.
# Odchod poté, co už zazněl důvod nepovedeného uložení.
shell-left-unsaved = Odcházíš. Hra uložená není, takže v ní pokračovat nepůjde.
shell-answer-yes = ano, a
shell-answer-no = ne, n
shell-yes-or-no = Napiš ano, nebo ne; Enter znamená ne.
# $game: jméno uložené hry.
shell-replace-ask = Máš uloženou nedohranou hru { $game }. Nahradit ji novou hrou?
shell-prompt-replace = Nahradit, ano nebo ne, Enter ne:
shell-replace-kept-menu = Uložená hra zůstává. Pokračovat v ní můžeš z hlavní nabídky.
# $game: id hry, jak se píše za play.
shell-replace-kept = Uložená hra zůstává. Pokračovat v ní můžeš příkazem accessible-games resume; novou hru i tak spustíš příkazem accessible-games play { $game } --replace.
# $folder: datová složka.
shell-instance-running = S datovou složkou { $folder } už běží jiná aplikace accessible-games; nejdřív ji ukonči.
cli-help-replace = spustit, i když je uložená nedohraná hra, a nahradit ji

## Rada: co by při rozhodování hráče zvolil silný bot, a proč.
# $choice: volba, jak ji jmenují seznamy; $typed: co pro ni napsat.
shell-hint = Rada: { $choice } (napiš { $typed }).
# Totéž, když volbu nemá žádný právě řečený seznam.
shell-hint-untyped = Rada: { $choice }.
# Proč, v bodech. $points: o kolik víc než druhá nejlepší volba $other (jak ji jmenují
# seznamy).
shell-hint-points = { $points ->
        [one] Přinese asi jeden bod
        [few] Přinese asi { $points } body
       *[other] Přinese asi { $points } bodů
    } navíc oproti druhé nejlepší volbě, což je { $other }.
# Proč, ve výhrách, když body vycházejí nastejno.
shell-hint-wins = Bodů přinese zhruba stejně jako druhá nejlepší volba, { $other }, ale vyhrává se s ní častěji.
# Ani body, ani výhry volby nerozliší.
shell-hint-close = Těsné rozhodnutí: druhá nejlepší volba, { $other }, vychází skoro stejně.
# Za prvním řádkem rady. $share: kolik procent zkušebních her se s radou vyhraje.
shell-hint-share = { $share ->
        [0] S touto radou nevyhraješ skoro žádnou zkušební hru.
        [1] S touto radou vyhraješ asi jedno procento zkušebních her.
        [2] S touto radou vyhraješ asi dvě procenta zkušebních her.
        [few] S touto radou vyhraješ asi { $share } procenta zkušebních her.
       *[other] S touto radou vyhraješ asi { $share } procent zkušebních her.
    }
shell-hint-only = Jiná volba tu není.
# V příkladu rada jmenuje další krok příkladu.
shell-hint-example = Právě tenhle krok příklad učí.
shell-hint-off = Rady jsou vypnuté. Zapneš je v nastavení.
shell-hint-not-now = Teď není o čem rozhodovat, rada nebude.
