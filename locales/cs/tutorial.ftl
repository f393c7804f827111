## Výukové lekce: řešené příklady z pravidel, hrané jeden po druhém.

# Slova, která hráč může v lekci napsat, oddělená čárkou (platí i anglická).
tutorial-words-show = ukaž, předveď
tutorial-words-next = pokračuj
tutorial-words-again = zkus, zopakuj
tutorial-words-list = seznam

# Jméno hráče u stolu během lekce: krátké křestní jméno, které sedí do každé věty her
# ("Na tahu: Alex.", "Vyhrává Alex.") a hodí se pro hráče i hráčku.
tutorial-learner-name = Alex
# Ostatní místa u stolu během lekce. $number: číslo místa, 2 až 4.
tutorial-other-player = Hráč { $number }

# Co seznam her obsahuje, řečeno před ním, když je po jedné hře na řádek.
tutorial-games-what = Výukové lekce
# Co seznam příkladů obsahuje. $game: název hry.
tutorial-list-what = Lekce hry { $game }
# Výběr hry. $count: počet her; $items: číslovaný seznam názvů her.
tutorial-games = Výukové lekce pro { $count ->
        [one] jednu hru
        [2] dvě hry
        [few] { $count } hry
       *[other] { $count } her
    }: { $items }. Napiš číslo, nebo zpět pro odchod.
# Výběr příkladu. $game: název hry; $count: počet; $items: číslované názvy.
tutorial-list = Lekce hry { $game }, { $count ->
        [one] jeden příklad
        [few] { $count } příklady
       *[other] { $count } příkladů
    }: { $items }. Napiš číslo, nebo zpět pro odchod.
# Špatná volba v seznamu. $count: nejvyšší číslo.
tutorial-choose-number = Napiš číslo 1 až { $count }, nebo zpět pro odchod.
# $game: co hráč chtěl; $games: hry, které lekce mají.
tutorial-unknown-game = Pro { $game } žádná lekce není. Lekce: { $games }.
# $name: co hráč chtěl; $count: kolik příkladů hra má (následuje jejich seznam).
tutorial-unknown-name = Příklad { $name } neexistuje. Vyber příklad podle čísla, 1 až { $count }.
# Příklady podle čísel na jednom řádku. $count: počet; $items: číslované názvy.
tutorial-examples = { $count ->
    [one] Příklad: { $items }.
   *[other] Příklady: { $items }.
    }

# Začátek příkladu. $number: jeho pořadí; $count: počet; $title: název. Bez "z 12":
# hlas by číslo po předložce přečetl v 1. pádě ("z dvanáct").
tutorial-title = Příklad { $number }, celkem { $count }: { $title }.
# Co teď hráč může udělat.
tutorial-ask = Zahraj tah jako ve hře. Nebo napiš ukaž a tah se zahraje za tebe; funguje i proč, pravidla a fronta.
# Hráč zvolil jiný povolený tah. $move: tah, který příklad chce, jako fráze.
tutorial-other-move = Ten tah je povolený, ale tento příklad chce: { $move }. Zkus to znovu, nebo napiš ukaž.
# Před vyprávěním předvedeného tahu. $move: tah jako fráze; $typed: co pro něj napsat.
tutorial-showing = Tah: { $move }. Napsat ho můžeš takto: { $typed }.
# V příkladu o několika rozhodnutích: co teď hráč může udělat. $count: kolik rozhodnutí
# je na hráči.
tutorial-ask-steps = { $count ->
        [one] Rozhodni se jako ve hře.
        [2] Udělej dvě rozhodnutí jako ve hře, jedno po druhém.
        [few] Udělej { $count } rozhodnutí jako ve hře, jedno po druhém.
       *[other] Udělej { $count } rozhodnutí jako ve hře, jedno po druhém.
    } Nebo napiš ukaž a další rozhodnutí se udělá za tebe; funguje i proč, pravidla a další otázky.
# Hráč zvolil jiné povolené rozhodnutí. $move: to, které příklad chce, jak ho jmenuje seznam.
tutorial-other-step = To je povolené, ale tento příklad chce: { $move }. Zkus to znovu, nebo napiš ukaž.
# Před vyprávěním předvedeného rozhodnutí. $move: rozhodnutí, jak ho jmenuje seznam.
tutorial-showing-step = Rozhodnutí: { $move }.
# Totéž, i s tím, co pro ně napsat. $typed: čísla k napsání, třeba 2 nebo 2 1.
tutorial-showing-typed = Rozhodnutí: { $move }. Napsat ho můžeš takto: { $typed }.
# Zapečetěná nabídka jako rozhodnutí, které příklad chce. $amount: nabízené mince.
tutorial-step-bid = nabídka { $amount }
# Po tahu: vysvětlení příkladu. $explanation: text vysvětlení.
tutorial-explanation = Proč: { $explanation }
# Po příkladu. $number a $title: další příklad.
tutorial-next = Stiskni Enter nebo napiš pokračuj pro příklad { $number }: { $title }. Nebo zkus, seznam, nebo zpět pro odchod.
# Po posledním příkladu.
tutorial-last = To byl poslední příklad. Napiš zkus pro opakování, seznam pro všechny příklady, nebo zpět pro odchod.
# Výzva po příkladu. $number: číslo dalšího příkladu.
tutorial-prompt-next = Příklad { $number }, Enter ho spustí:
# Výzva po posledním příkladu.
tutorial-prompt-last = Zkus, seznam, nebo zpět:
# Neznámá odpověď po příkladu.
tutorial-after-usage = Napiš pokračuj, zkus, seznam, nebo zpět.
# Příkaz uložit během lekce.
tutorial-no-save = Lekce se neukládají.
# Odchod z lekcí.
tutorial-closed = Lekce skončila.
# Některé soubory příkladů nešly načíst (poškozená instalace); ostatní se nabídnou.
# $count: kolik jich chybí.
tutorial-examples-skipped = { $count ->
        [one] Jeden příklad nešel načíst, a proto chybí.
        [few] { $count } příklady nešly načíst, a proto chybí.
       *[other] { $count } příkladů nešlo načíst, a proto chybí.
    }
