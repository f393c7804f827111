### O Zoo le Mio: vše, co aplikace říká během hry O Zoo le Mio.
###
### Pro překladatele:
### - Druhy zvířat, strany, díly, pole a výčty přicházejí už hotové; v jakém
###   tvaru, říká komentář u každé zprávy.
### - $colour je red, yellow, grey, orange nebo blue (barva hvězdiček
###   a návštěvníků druhu); zprávy, které barvu jmenují, se s ní shodují.
### - $you je yes, když jde o hráče u klávesnice.
### - Pole se jmenují číslem řady a písmeny sloupce (2M, -1AA), aby je hlasová
###   syntéza četla zřetelně. V řadě 1 leží počáteční díl; čísla řad rostou směrem dolů.
### - Díl se popisuje tak, jak je nakreslený, natočený na východ: levá půlka první.
### - Vše je v přítomném čase a jména hráčů jen v 1. pádě, aby věta nepotřebovala
###   rod hráče ani skloňování jména.
### - Atributy .short jsou stručné tvary pro stručnou upovídanost.

## Výčty a drobnosti.

# Jméno s číslem, jako ve výčtu nabídek nebo bodů.
ozoolemio-player-number = { $name }: { $number }
# Hráč ve výčtu hráčů: $name; $kind je bot, you nebo other.
ozoolemio-player-entry = { $kind ->
        [bot] { $name } (bot)
        [you] { $name } (ty)
       *[other] { $name }
    }
# Figurky tohoto druhu nikdo nemá.
ozoolemio-nobody = nikdo
# Dvě celé věty na jednom řádku: $first, pak $second.
ozoolemio-sentences = { $first } { $second }
# Výčet v jedné větě: $heading (končí dvojtečkou), pak $items.
ozoolemio-items = { $heading } { $items }.

## Druhy zvířat na půlce (v množném čísle, 1. pád) a strany. .gen je 2. pád
## množného čísla, po slově "oblast".

ozoolemio-category-birds = ptáci
    .gen = ptáků
ozoolemio-category-mammals = savci
    .gen = savců
ozoolemio-category-reptiles = plazi
    .gen = plazů
ozoolemio-category-monkeys = opice
    .gen = opic
ozoolemio-category-sea-life = mořští živočichové
    .gen = mořských živočichů
# Půlka počátečního dílu: bez zvířat.
ozoolemio-start-half = počáteční díl
# $count hvězdiček barvy $colour, přídavné jméno se shoduje.
ozoolemio-stars = { $count ->
        [1] jedna
        [2] dvě
       *[other] { $count }
    } { $count ->
        [one] { $colour ->
            [red] červená
            [yellow] žlutá
            [grey] šedá
            [orange] oranžová
           *[blue] modrá
        } hvězdička
        [few] { $colour ->
            [red] červené
            [yellow] žluté
            [grey] šedé
            [orange] oranžové
           *[blue] modré
        } hvězdičky
       *[other] { $colour ->
            [red] červených
            [yellow] žlutých
            [grey] šedých
            [orange] oranžových
           *[blue] modrých
        } hvězdiček
    }
# $count hvězdiček bez barvy (normální a stručná upovídanost: barva je barva druhu).
ozoolemio-stars-plain = { $count ->
        [1] jedna
        [2] dvě
       *[other] { $count }
    } { $count ->
        [one] hvězdička
        [few] hvězdičky
       *[other] hvězdiček
    }
# Figurky návštěvníků jedné barvy jako nadpis: $colour; $category zvířata.
ozoolemio-visitors-of = { $colour ->
        [red] Červení
        [yellow] Žlutí
        [grey] Šedí
        [orange] Oranžoví
       *[blue] Modří
    } návštěvníci, { $category }
# Figurky jedné barvy ve výčtu hráče: $colour, $number.
ozoolemio-colour-number = { $colour ->
        [red] červení
        [yellow] žlutí
        [grey] šedí
        [orange] oranžoví
       *[blue] modří
    } { $number }
# Figurky stromů jako nadpis.
ozoolemio-tree-figures = Figurky stromů
# Strany půlky. .from začíná cestu (2. pád s předložkou), .to ji končí.
ozoolemio-side-n = sever
    .from = ze severu
    .to = na sever
ozoolemio-side-e = východ
    .from = z východu
    .to = na východ
ozoolemio-side-s = jih
    .from = z jihu
    .to = na jih
ozoolemio-side-w = západ
    .from = ze západu
    .to = na západ

## Cesty, půlky a díly.

# Jedna cesta půlky. $kind: dead-end, straight, bend, junction nebo crossing;
# $from a $to její dva konce s předložkou (slepá cesta má jen $to); $sides
# všechny strany, vyjmenované.
ozoolemio-path = { $kind ->
        [dead-end] slepá cesta { $to }
        [straight] rovná cesta { $from } { $to }
        [bend] zatáčka { $from } { $to }
        [junction] rozcestí na { $sides }
       *[crossing] křižovatka na všechny 4 strany
    }
# Půlka bez cesty.
ozoolemio-path-none = bez cesty
# Zvířata půlky: $category, $stars (hotové hvězdičky), $trees nakreslených stromů.
ozoolemio-animals = { $category }, { $stars }{ $trees ->
        [0] {""}
        [one] , 1 strom
        [few] , { $trees } stromy
       *[other] , { $trees } stromů
    }
# Půlka: $animals jako výše, $paths její cesty.
ozoolemio-half = { $animals }, { $paths }
# Díl krátce: $first a $second zvířata půlek s hvězdičkami (1 až 3, slovy, aby
# předložka nestála před číslicí); $trees na dílu.
ozoolemio-tile-label = { $first } { $first_stars ->
        [1] s jednou hvězdičkou
        [2] se dvěma hvězdičkami
        [3] se třemi hvězdičkami
       *[other] s hvězdičkami: { $first_stars }
    } a { $second } { $second_stars ->
        [1] s jednou hvězdičkou
        [2] se dvěma hvězdičkami
        [3] se třemi hvězdičkami
       *[other] s hvězdičkami: { $second_stars }
    }{ $trees ->
        [0] {""}
        [one] , 1 strom
        [few] , { $trees } stromy
       *[other] , { $trees } stromů
    }
# Jedna půlka nakresleného dílu: $position left nebo right; $half jako výše.
ozoolemio-tile-half = { $position ->
        [left] Levá půlka
       *[right] Pravá půlka
    }: { $half }.

## Události. $player je hráč, o kterého jde; $you jako výše.

# První věta hry: $count hráčů, vyjmenovaných v $players.
ozoolemio-game-started = O Zoo le Mio, { $count ->
        [one] 1 hráč
        [few] { $count } hráči
       *[other] { $count } hráčů
    }: { $players }.
# Pravidla, řečená po hráčích: $variant standard nebo trees; $tiles dílů zoo;
# $rounds kol; $coins mincí na začátku.
ozoolemio-game-rules = { $variant ->
        [trees] Varianta se stromy: v kolech 1 až 4 se otáčejí díly, dokud tři neukážou strom; { $tiles ->
            [one] 1 díl
            [few] { $tiles } díly
           *[other] { $tiles } dílů
        }, { $rounds ->
            [1] jedno kolo
            [2] dvě kola
            [few] { $rounds } kola
           *[other] { $rounds } kol
        }, na začátku { $coins ->
            [1] jedna mince
            [2] dvě mince
            [few] { $coins } mince
           *[other] { $coins } mincí
        } na hráče.
       *[standard] Základní pravidla: { $tiles ->
            [one] 1 díl
            [few] { $tiles } díly
           *[other] { $tiles } dílů
        }, { $rounds ->
            [1] jedno kolo
            [2] dvě kola
            [few] { $rounds } kola
           *[other] { $rounds } kol
        }, na začátku { $coins ->
            [1] jedna mince
            [2] dvě mince
            [few] { $coins } mince
           *[other] { $coins } mincí
        } na hráče.
    }
# Která sada dílů se hraje: $kind standard (vlastní sada aplikace), file (soubor
# dílů, $name jeho jméno) nebo unnamed (sada beze jména ze starší uložené hry).
ozoolemio-tileset = { $kind ->
        [file] Díly: ze souboru dílů { $name }.
        [unnamed] Díly: ze souboru dílů.
       *[standard] Díly: standardní sada aplikace.
    }
# Stožár s vlajkami, shora: $flags, vyjmenovaní hráči.
ozoolemio-flags = Stožár, vlajky shora: { $flags }. Při shodě vyhrává nejvyšší vlajka.
    .short = Vlajky: { $flags }
# Nové kolo: $round z $rounds (hra má vždy 5 kol; číslovka slovem, ve 2. pádě).
ozoolemio-round-started = Kolo { $round } { $rounds ->
        [5] z pěti
       *[other] (celkem { $rounds })
    }.
# Díly kola otočené lícem nahoru: kolo $round z $rounds; $count dílů, očíslovaných
# v pořadí dražby v $tiles; $left jich zůstává lícem dolů.
ozoolemio-tiles-revealed = Kolo { $round } { $rounds ->
        [5] z pěti
       *[other] (celkem { $rounds })
    }: lícem nahoru { $count ->
        [one] 1 díl
        [few] { $count } díly
       *[other] { $count } dílů
    }, lícem dolů { $left }, draží se v tomto pořadí: { $tiles }.
    .short = Kolo { $round } { $rounds ->
        [5] z pěti
       *[other] (celkem { $rounds })
    }: lícem nahoru { $count }, lícem dolů { $left }.
# Totéž jako nadpis, díly následují každý na řádku.
ozoolemio-tiles-revealed-heading = Kolo { $round } { $rounds ->
        [5] z pěti
       *[other] (celkem { $rounds })
    }: lícem nahoru { $count ->
        [one] 1 díl
        [few] { $count } díly
       *[other] { $count } dílů
    }, lícem dolů { $left }, draží se v tomto pořadí:
# Pro kolo $round z $rounds nezbyl žádný díl (varianta se stromy s vlastním souborem
# dílů je může vyčerpat): kolo nemá dražbu a hned se vyhodnotí.
ozoolemio-tiles-none-left = Kolo { $round } { $rounds ->
        [5] z pěti
       *[other] (celkem { $rounds })
    }: nezbyl žádný díl k dražbě, takže se kolo hned vyhodnotí.
# Začíná dražba $number z $of v tomto kole; $tile krátce. (Ne "z { $of }": po
# předložce by hlas četl číslici ve špatném pádě.)
ozoolemio-auction-started = Dražba { $number }, celkem { $of }: { $tile }.
# Začíná dražba, řečená s půlkami dílu (pravá následuje jako ozoolemio-tile-half):
# dražba $number z $of; $half levá půlka.
ozoolemio-auction-left = Dražba { $number }, celkem { $of }. Levá půlka: { $half }.
# Co ostatní slyší o tajné nabídce.
ozoolemio-bid-hidden = { $you ->
        [yes] Nabídku máš podanou.
       *[no] { $player }: nabídka podána.
    }
# Tajná nabídka, slyší ji jen ten, kdo nabízí: $amount mincí.
ozoolemio-bid-placed = { $you ->
        [yes] Tvoje nabídka: { $amount ->
            [1] jedna mince
            [2] dvě mince
            [few] { $amount } mince
           *[other] { $amount } mincí
        }, zapečetěná.
       *[no] { $player } nabízí { $amount ->
            [1] jednu minci
            [2] dvě mince
            [few] { $amount } mince
           *[other] { $amount } mincí
        }, zapečetěno.
    }
# Všechny nabídky odkryté: $bids podle hráčů; $winner; $you, když vyhrává
# posluchač; $tie yes, když rozhodl stožár; $price zaplaceno do banky.
ozoolemio-bids-revealed = Nabídky: { $bids }; { $you ->
        [yes] díl získáváš
       *[no] díl získává { $winner }
    }{ $tie ->
        [yes] {" "}díky vlajce
       *[no] {""}
    } { $price ->
        [0] zdarma.
        [1] za jednu minci.
        [2] za dvě mince.
        [few] za { $price } mince.
       *[other] za { $price } mincí.
    }
    .short = Nabídky: { $bids }; { $you ->
        [yes] díl získáváš
       *[no] díl získává { $winner }
    }{ $tie ->
        [yes] {" "}díky vlajce
       *[no] {""}
    }.
# Vlajka vítěze shody jde dospod; $flags stožár teď, shora.
ozoolemio-flag-moved = { $you ->
        [yes] Tvoje vlajka jde na spodek stožáru.
       *[no] Na spodek stožáru jde vlajka: { $player }.
    } Stožár shora: { $flags }.
    .short = Vlajky teď: { $flags }.
# Mince po zaplacení dílu nebo po příjmu, slyší je jen jejich majitel.
ozoolemio-coins-left = { $you ->
        [yes] Teď máš { $coins ->
            [0] žádnou minci.
            [1] jednu minci.
            [2] dvě mince.
            [few] { $coins } mince.
           *[other] { $coins } mincí.
        }
       *[no] { $player } teď má { $coins ->
            [0] žádnou minci.
            [1] jednu minci.
            [2] dvě mince.
            [few] { $coins } mince.
           *[other] { $coins } mincí.
        }
    }
# Položený díl: $cells říká, která půlka leží kde; $joins pole, na jejichž
# cesty navazuje (je jich $count).
ozoolemio-tile-placed = { $you ->
        [yes] Pokládáš díl
       *[no] { $player } pokládá díl
    }: { $cells }{ $count ->
        [0] .
       *[other] ; navazuje na { $joins }.
    }
    .short = { $you ->
        [yes] Pokládáš:
       *[no] { $player } pokládá:
    } { $cells }.
# Získaný díl se nikam nevejde: $tile krátce.
ozoolemio-tile-set-aside = { $you ->
        [yes] Díl jde stranou, nemáš ho kam položit: { $tile }. Zaplacený je i tak.
       *[no] Díl jde stranou, { $player } ho nemá kam položit: { $tile }. Zaplacený je i tak.
    }
# Figurky návštěvníků jedné barvy mění majitele: $who nadpis barvy;
# $changes kdo kolik získává a od koho; $holders kdo je má teď.
ozoolemio-visitors-moved = { $who }: { $changes }. Teď { $holders }.
# Figurky stromů mění majitele, jako výše.
ozoolemio-tree-figures-moved = Figurky stromů: { $changes }. Teď { $holders }.
# Figurky mění majitele po položení dílu, krátce. $kind: birds, mammals, reptiles,
# monkeys nebo sea-life (návštěvníci toho druhu), nebo trees (figurky stromů);
# $changes kdo kolik získává a od koho; $now yes přidá $holders, kdo je má teď.
ozoolemio-figures-moved = { $kind ->
        [birds] Návštěvníci ptáků
        [mammals] Návštěvníci savců
        [reptiles] Návštěvníci plazů
        [monkeys] Návštěvníci opic
        [sea-life] Návštěvníci mořských živočichů
       *[trees] Figurky stromů
    }: { $changes }{ $now ->
        [yes] ; teď { $holders }.
       *[no] .
    }
# Jeden hráč získává figurky: $to získává $count; $kind je supply (vše ze
# zásoby), transfer (vše od jednoho hráče) nebo many; $sources vyjmenovává,
# odkud přicházejí (části figure-source a figure-supply). .short (stručná
# upovídanost) zásobu neříká, když je vše z ní. $figure je visitors (figurky
# návštěvníků: jednoho, dva) nebo trees (figurky stromů: jednu, dvě); číslovky 1 a 2
# slovy, aby je hlas řekl ve správném rodě.
ozoolemio-figure-gain = { $to } získává { $figure ->
        [trees] { $count ->
            [1] jednu
            [2] dvě
           *[other] { $count }
        }
       *[visitors] { $count ->
            [1] jednoho
            [2] dva
           *[other] { $count }
        }
    }{ $kind ->
        [supply] {" "}ze zásoby
        [transfer] , { $sources }
       *[many] : { $sources }
    }
    .short = { $to } získává { $figure ->
        [trees] { $count ->
            [1] jednu
            [2] dvě
           *[other] { $count }
        }
       *[visitors] { $count ->
            [1] jednoho
            [2] dva
           *[other] { $count }
        }
    }{ $kind ->
        [supply] {""}
        [transfer] , { $sources }
       *[many] : { $sources }
    }
# $count figurek bráno hráči $from; $figure jako výše.
ozoolemio-figure-source = { $from } ztrácí { $figure ->
        [trees] { $count ->
            [1] jednu
            [2] dvě
           *[other] { $count }
        }
       *[visitors] { $count ->
            [1] jednoho
            [2] dva
           *[other] { $count }
        }
    }
# $count figurek ze zásoby; $figure jako výše.
ozoolemio-figure-supply = { $figure ->
        [trees] { $count ->
            [1] jednu
            [2] dvě
           *[other] { $count }
        }
       *[visitors] { $count ->
            [1] jednoho
            [2] dva
           *[other] { $count }
        }
    } ze zásoby
# $from vrací $count figurek do zásoby; $figure jako výše.
ozoolemio-figure-to-supply = { $from } vrací { $figure ->
        [trees] { $count ->
            [1] jednu
            [2] dvě
           *[other] { $count }
        }
       *[visitors] { $count ->
            [1] jednoho
            [2] dva
           *[other] { $count }
        }
    } do zásoby
# Nové smyčky cest: $count laviček; $total v zoo teď.
ozoolemio-benches-placed = { $you ->
        [yes] Uzavíráš
       *[no] { $player } uzavírá
    } { $count ->
        [1] jednu smyčku: jedna lavička
        [2] dvě smyčky: dvě lavičky
        [few] { $count } smyčky: { $count } lavičky
       *[other] { $count } smyček: { $count } laviček
    }, v zoo celkem { $total }.
# Konec kola: $visitors figurek návštěvníků, $trees figurek stromů a $benches
# laviček, krát $round, dává $points bodů; $total celkem.
ozoolemio-round-scored = Body za kolo { $round }, { $player }: návštěvníci { $visitors }, stromy { $trees }, lavičky { $benches }, krát { $round }: { $points ->
        [one] 1 bod
        [few] { $points } body
       *[other] { $points } bodů
    }, celkem { $total }.
# Body všech hráčů na konci kola, na jednom řádku: $round; $scores položky
# (ozoolemio-round-points-entry) oddělené středníky.
ozoolemio-round-points = Body za kolo { $round }. { $scores }.
# Body jednoho hráče: $name, $points za kolo, $total celkem (.short: jen za kolo).
ozoolemio-round-points-entry = { $name }: { $points }, celkem { $total }
    .short = { $name }: { $points }
# Příjem všech hráčů na konci kola, na jednom řádku: $entries
# (ozoolemio-income-entry); $short yes, když banka někomu nezaplatila celý příjem.
ozoolemio-income = Příjem po minci za každý položený díl. { $entries }.{ $short ->
        [yes] {" "}Banka je prázdná.
       *[no] {""}
    }
# Příjem jednoho hráče: $name, vyplaceno $amount; $short yes, když méně než $owed.
ozoolemio-income-entry = { $short ->
        [yes] { $name }: { $amount } (nárok { $owed })
       *[no] { $name }: { $amount }
    }
# Příjem: $amount mincí z $owed (1 za položený díl); $short yes, když banka došla.
ozoolemio-income-paid = { $short ->
        [yes] Příjem, { $player }: jen { $amount ->
            [0] nic
            [1] jedna mince
            [2] dvě mince
            [few] { $amount } mince
           *[other] { $amount } mincí
        }, nárok { $owed }; banka je prázdná.
       *[no] Příjem, { $player }: { $amount ->
            [1] jedna mince
            [2] dvě mince
            [few] { $amount } mince
           *[other] { $amount } mincí
        }, jedna za každý položený díl.
    }

## Konec hry.

# První řádek výsledku: $scores každý hráč a jeho body.
ozoolemio-game-ended = Konec hry. Body: { $scores }.
# Řádek za hráče: $total bodů, z toho $visitors za návštěvníky, $trees za
# stromy, $benches za lavičky; $coins zbylých mincí.
ozoolemio-result-player = { $name }: { $total ->
        [one] 1 bod
        [few] { $total } body
       *[other] { $total } bodů
    }, z toho návštěvníci { $visitors }, stromy { $trees }, lavičky { $benches }; { $coins ->
        [1] zbývá jedna mince.
        [2] zbývají dvě mince.
        [few] zbývají { $coins } mince.
       *[other] zbývá { $coins } mincí.
    }
# Pořadí při 3 a více hráčích: $places místo a jméno.
ozoolemio-places = Pořadí: { $places }.
# Vítěz: $name (nebo vítězové vyjmenovaní, $count); $you.
ozoolemio-winner = { $count ->
        [one] { $you ->
            [yes] Vyhráváš. Gratulujeme!
           *[no] Vítězí { $name }.
        }
       *[other] Dělené vítězství: { $name }.
    }
# Shoda bodů rozhodnutá mincemi: $tied hráči s $score body; vítězí $name
# s $coins mincemi; $others mince ostatních ve shodě.
# (Počty mincí stojí za dvojtečkou, ne za "proti": po předložce by hlas četl číslici ve špatném pádě.)
ozoolemio-tie-break-coins = { $tied } mají shodně { $score ->
        [one] 1 bod
        [few] { $score } body
       *[other] { $score } bodů
    }; vítězí { $name }, protože má víc mincí: { $coins }, ostatní ve shodě: { $others }.
# Dělené vítězství: $winners, shodně $score bodů a $coins mincí.
ozoolemio-tie-break-shared = Dělené vítězství: { $winners }; mají shodně { $score ->
        [one] 1 bod
        [few] { $score } body
       *[other] { $score } bodů
    } a { $coins ->
        [1] jednu minci
        [2] dvě mince
        [few] { $coins } mince
       *[other] { $coins } mincí
    }.

## Stůl.

# Dražba: kolo, dražba $number z $of; $count hráčů ve $waiting ještě nenabídlo.
ozoolemio-turn-bid = Kolo { $round }, dražba { $number }, celkem { $of }; { $count ->
        [one] nabídku ještě podává: { $waiting }.
       *[other] nabídky ještě podávají: { $waiting }.
    }
    .short = Dražba { $number }, celkem { $of }: čeká { $waiting }
# Díl pokládá $player.
ozoolemio-turn-place = Kolo { $round }, dražba { $number }, celkem { $of }; { $you ->
        [yes] pokládáš díl.
       *[no] díl pokládá { $player }.
    }
    .short = Dražba { $number }, celkem { $of }: pokládá { $player }
# Hra skončila.
ozoolemio-turn-over = Hra skončila.
# Díly kola lícem nahoru, které se ještě draží: $count, očíslované v $tiles;
# $left lícem dolů.
ozoolemio-tiles = Kolo { $round }, { $count ->
        [0] lícem nahoru už nic
        [one] lícem nahoru 1 díl: { $tiles }
        [few] lícem nahoru { $count } díly: { $tiles }
       *[other] lícem nahoru { $count } dílů: { $tiles }
    }. Lícem dolů { $left }.
# Totéž jako nadpis, díly následují každý na řádku.
ozoolemio-tiles-heading = Kolo { $round }, lícem nahoru { $count ->
        [one] 1 díl
        [few] { $count } díly
       *[other] { $count } dílů
    }, lícem dolů { $left }:
# Díl v dražbě: $number z $of, $tile krátce.
ozoolemio-tile-on-auction = Draží se díl { $number }, celkem { $of }: { $tile }.
# Díl, který pokládá $player, krátce.
ozoolemio-tile-in-hand = { $you ->
        [yes] Pokládáš díl: { $tile }.
       *[no] { $player } pokládá díl: { $tile }.
    }
ozoolemio-tile-none = Teď se nic nedraží.
# Mince: vlastní ($you yes, $coins) a banka $bank.
ozoolemio-coins = { $you ->
        [yes] Máš { $coins ->
            [1] jednu minci
            [2] dvě mince
            [few] { $coins } mince
           *[other] { $coins } mincí
        }; mince ostatních jsou tajné.
       *[no] Mince hráčů jsou tajné.
    } { $bank ->
        [0] Banka je prázdná.
        [1] V bance je jedna mince.
        [2] V bance jsou dvě mince.
        [few] V bance jsou { $bank } mince.
       *[other] V bance je { $bank } mincí.
    }
    .short = { $you ->
        [yes] Mince { $coins }, banka { $bank }
       *[no] Banka { $bank }
    }
# $count hráčů, vyjmenovaných v $players.
ozoolemio-players = Hráči, { $count }: { $players }.
# Hra načtená z automatického uložení: $game (jméno hry s variantou); kolo a dražbu řekne
# řádek, který následuje.
ozoolemio-resumed = { $game }: pokračujeme.

## Zoo.

# Nadpis zoo: čí ($name, $you), $tiles dílů i s počátečním; řady $first_row až
# $last_row, sloupce $first_column až $last_column; $benches, $trees, $ends
# volných konců cest; $rows a $columns: kolik jich je.
ozoolemio-zoo-title = { $you ->
        [yes] Tvoje zoo
       *[no] Zoo, { $name }
    }: { $tiles ->
        [one] 1 díl
        [few] { $tiles } díly
       *[other] { $tiles } dílů
    }, { $rows ->
        [1] řada { $first_row }
       *[other] řady { $first_row } až { $last_row }
    }, { $columns ->
        [1] sloupec { $first_column }
       *[other] sloupce { $first_column }, až { $last_column }
    }; lavičky { $benches }, stromy { $trees }, volné konce cest { $ends }.
    .short = { $you ->
        [yes] Tvoje zoo
       *[no] { $name }
    }: dílů { $tiles }, řady { $first_row } až { $last_row }
# Jedna řada: číslo $row, $count půlek, vyjmenovaných v $cells.
ozoolemio-row = Řada { $row }, { $count ->
        [1] jedna půlka
        [2] dvě půlky
        [few] { $count } půlky
       *[other] { $count } půlek
    }: { $cells }.
# Řada jako nadpis, jejích $count půlek následuje každá na řádku.
ozoolemio-row-heading = Řada { $row }, { $count ->
        [1] jedna půlka
        [2] dvě půlky
        [few] { $count } půlky
       *[other] { $count } půlek
    }:
# Pole v řadě: $cell jméno, $half co na něm leží.
ozoolemio-row-entry = { $cell }, { $half }
# Vstupní pavilon v řadě 0.
ozoolemio-row-pavilion = 0M a 0N, vstupní pavilon
# Pole pavilonu.
ozoolemio-cell-pavilion = { $cell }: vstupní pavilon; sem žádný díl nepatří.
# Zakryté pole: $half co tu leží; $other pole druhé půlky téhož dílu, $partner
# co na ní je; oblast $category (2. pád) má $stars hvězdiček (0: počáteční díl).
ozoolemio-cell = { $cell }: { $half }. Druhá půlka { $other }, { $partner }.{ $stars ->
        [0] {""}
        [1] {" "}Oblast { $category }: jedna hvězdička.
        [2] {" "}Oblast { $category }: dvě hvězdičky.
        [few] {" "}Oblast { $category }: { $stars } hvězdičky.
       *[other] {" "}Oblast { $category }: { $stars } hvězdiček.
    }
# Prázdné pole: vede sem $paths cest, z $sources; $tile yes, když je díl
# v ruce nebo v dražbě a $count jeho umístění pole zakrývá.
ozoolemio-cell-empty = { $cell }: prázdné.{ $paths ->
        [0] {""}
        [one] {" "}Vede sem cesta z { $sources }.
       *[other] {" "}Vedou sem cesty z { $sources }.
    }{ $tile ->
        [yes] { $count ->
            [0] {" "}Díl ho zakrýt nemůže.
            [1] {" "}Zakrývá ho jedno umístění dílu.
            [2] {" "}Zakrývají ho dvě umístění dílu.
            [few] {" "}Zakrývají ho { $count } umístění dílu.
           *[other] {" "}Zakrývá ho { $count } umístění dílu.
        }
       *[no] {""}
    }
# Nadpis oblastí: zoo, $name ($you).
ozoolemio-regions-title = { $you ->
        [yes] Oblasti tvé zoo, nejlepší z každého druhu:
       *[no] Oblasti, zoo { $name }, nejlepší z každého druhu:
    }
    .short = Oblasti, { $name }:
# V zoo není žádná půlka druhu $category.
ozoolemio-region-none = { $category }: zatím žádná oblast.
# Nejlepší oblast druhu $category: $stars (hotové hvězdičky) na $cells
# (prázdné a $brief yes při stručnosti); celkem $count oblastí.
ozoolemio-region-best = { $category }: nejlepší oblast { $stars }{ $brief ->
        [yes] {""}
       *[no] , na { $cells }
    }; { $count ->
        [one] jiná oblast není.
        [2] celkem dvě oblasti.
        [few] celkem { $count } oblasti.
       *[other] celkem { $count } oblastí.
    }
# Hráč v soutěži o figurky: $figures figurek; $value nejlepší hodnota
# (hvězdičky nebo stromy, $kind).
ozoolemio-standing-entry = { $value ->
        [0] { $name }: nic
       *[other] { $name }: { $figures }, { $kind ->
            [trees] { $value ->
                [one] 1 strom
                [few] { $value } stromy
               *[other] { $value } stromů
            }
           *[stars] { $value ->
                [one] jedna hvězdička
                [2] dvě hvězdičky
                [few] { $value } hvězdičky
               *[other] { $value } hvězdiček
            }
        }
    }
# Jedna soutěž: $who (návštěvníci barvy nebo stromy); $entries všichni hráči.
ozoolemio-standing = { $who }: { $entries }.
# Figurky hráče: $visitors celkem, po barvách v $colours; $trees figurek
# stromů; $benches laviček; kolo číslo $round by dalo $points bodů.
ozoolemio-figures = { $name }: { $visitors ->
        [0] žádní návštěvníci
        [one] 1 návštěvník, { $colours }
        [few] { $visitors } návštěvníci, { $colours }
       *[other] { $visitors } návštěvníků, { $colours }
    }; figurky stromů { $trees }; lavičky { $benches }; body za kolo { $round }, kdyby teď skončilo: { $points }.
# Body dosud: $scores.
ozoolemio-scores = Body: { $scores }.
    .short = Body: { $scores }
# Bodovací list před koncem prvního kola: zatím nic.
ozoolemio-scores-none = Zatím nebylo vyhodnoceno žádné kolo.
    .short = Žádné kolo nevyhodnoceno
# Bodovací list hráče na jednom řádku: $name, $total bodů dosud, pak $rounds:
# záznamy kol (ozoolemio-scores-entry) jeden za druhým.
ozoolemio-scores-player = { $name }: { $total ->
        [one] 1 bod
        [few] { $total } body
       *[other] { $total } bodů
    }. { $rounds }
    .short = { $name }: { $total }. { $rounds }
# Jedno kolo na bodovacím listu: kolo číslo $round; na jeho konci $visitors
# figurek návštěvníků, $trees figurek stromů a $benches laviček, sečteno
# a vynásobeno $multiplier (číslem kola), dává $points bodů.
ozoolemio-scores-entry = Kolo { $round }: { $visitors ->
        [one] 1 návštěvník
        [few] { $visitors } návštěvníci
       *[other] { $visitors } návštěvníků
    }, { $trees ->
        [one] 1 strom
        [few] { $trees } stromy
       *[other] { $trees } stromů
    }, { $benches ->
        [one] jedna lavička
        [2] dvě lavičky
        [few] { $benches } lavičky
       *[other] { $benches } laviček
    }, krát { $multiplier }, { $points ->
        [one] 1 bod
        [few] { $points } body
       *[other] { $points } bodů
    }.
    .short = Kolo { $round }: { $visitors } plus { $trees } plus { $benches }, krát { $multiplier }, { $points }.
# Bodovací list hráče jako nadpis, kola následují každé na řádku: $name,
# $total bodů dosud.
ozoolemio-scores-heading = { $name }: { $total ->
        [one] 1 bod
        [few] { $total } body
       *[other] { $total } bodů
    }, po kolech:
# Co by kolo $round přidalo, kdyby teď skončilo: $scores.
ozoolemio-scores-round = Kdyby teď skončilo kolo { $round }, přidalo by tyto body. { $scores }.
    .short = Kolo { $round }, kdyby teď skončilo: { $scores }

## Umístění dílu.

# Kam jdou půlky: $first (zvířata) na $first_cell, $second na $second_cell.
ozoolemio-placement-cells = { $first } na { $first_cell }, { $second } na { $second_cell }
# Oblast po položení: $category (2. pád), $stars.
ozoolemio-region-after = oblast { $category } má { $stars ->
        [1] jednu hvězdičku
        [2] dvě hvězdičky
        [few] { $stars } hvězdičky
       *[other] { $stars } hvězdiček
    }
# Umístění v seznamu: $cells jako výše; $joins pole, na jejichž cesty
# navazuje; $regions oblasti jeho půlek; $benches smyček, které uzavře.
ozoolemio-placement-label = { $cells }; navazuje na { $joins }; { $regions }{ $benches ->
        [0] {""}
        [1] ; uzavírá jednu smyčku
        [2] ; uzavírá dvě smyčky
        [few] ; uzavírá { $benches } smyčky
       *[other] ; uzavírá { $benches } smyček
    }
# Umístění v seznamu, krátce (normální upovídanost): $cells a $joins jako výše;
# $stars hvězdičky oblastí jeho půlek potom, v pořadí půlek, vyjmenované;
# $benches smyček, které uzavře.
ozoolemio-placement-short = { $cells }; navazuje na { $joins }; hvězdičky oblastí { $stars }{ $benches ->
        [0] {""}
        [1] ; uzavírá jednu smyčku
        [2] ; uzavírá dvě smyčky
        [few] ; uzavírá { $benches } smyčky
       *[other] ; uzavírá { $benches } smyček
    }
# Prázdné pole $cell, kde končí cesty zoo, z $sources; zakrývá ho $count umístění.
ozoolemio-path-end = { $cell }, cesta z { $sources }, { $count ->
        [1] jedno umístění
        [2] dvě umístění
       *[other] { $count } umístění
    }
# Odpověď na umístění: kam se díl z dražby (nebo v ruce) vejde do vlastní zoo,
# následuje $count umístění.
ozoolemio-fits = { $count ->
        [1] Díl má ve tvé zoo jedno možné umístění:
        [2] Díl má ve tvé zoo dvě možná umístění:
        [few] Díl má ve tvé zoo { $count } možná umístění:
       *[other] Díl má ve tvé zoo { $count } možných umístění:
    }
# Totéž, jen $count umístění přes pole $cell.
ozoolemio-fits-covering = { $count ->
        [1] Jedno umístění zakrývá { $cell }:
        [2] Dvě umístění zakrývají { $cell }:
        [few] { $count } umístění zakrývají { $cell }:
       *[other] { $count } umístění zakrývá { $cell }:
    }
# Umístění je tolik, že se nevypisují: $count umístění; následují pole, kde končí
# cesty ($ends).
ozoolemio-fits-ends = Díl má ve tvé zoo { $count ->
        [1] jedno možné umístění
        [2] dvě možná umístění
        [few] { $count } možná umístění
       *[other] { $count } možných umístění
    }; pole, kde končí cesty, celkem { $ends }:
ozoolemio-fits-ends-hint = Napiš umístění a pole a uslyšíš umístění u něj.
# Proč umístění: $number v seznamu (0, když v něm není), $cells, $joins.
ozoolemio-why-place = { $number ->
        [0] Lze
       *[other] Umístění { $number }
    }: { $cells }; navazuje na { $joins }.
# Oblasti, které by půlky vytvořily.
ozoolemio-why-regions = Oblasti potom: { $regions }.
# Figurky návštěvníků a stromů, které by hráč měl, a které má teď.
ozoolemio-why-figures = Figurky potom: návštěvníci { $visitors }, teď { $visitors_now }; stromy { $trees }, teď { $trees_now }.
# Nové lavičky; volné konce cest potom.
ozoolemio-why-paths = Cesty potom: { $benches ->
        [0] žádná nová lavička
        [one] jedna nová lavička
        [2] dvě nové lavičky
        [few] { $benches } nové lavičky
       *[other] { $benches } nových laviček
    }; volné konce cest { $ends }.

## Výzvy. Řádky řečené před rozhodnutím a výzva: slova před kurzorem, která
## ukazuje braillský řádek, zatímco aplikace čeká (nejvýš 40 znaků, na konci
## dvojtečka).

# Řádek před tajnou nabídkou: $name; $fits umístění dílu v jeho zoo.
# .short (stručná upovídanost) se říká, jen když se díl nikam nevejde.
ozoolemio-prompt-bid = Nabídka, { $name }: { $fits ->
        [0] pozor, díl se do tvé zoo nikam nevejde; když ho získáš, jde ze hry.
        [1] díl má ve tvé zoo jedno možné umístění.
        [2] díl má ve tvé zoo dvě možná umístění.
        [few] díl má ve tvé zoo { $fits } možná umístění.
       *[other] díl má ve tvé zoo { $fits } možných umístění.
    }
    .short = Pozor: díl se do tvé zoo nikam nevejde.
# $name nemá mince: nabídka je 0, řečeno místo otázky.
ozoolemio-prompt-bid-none = Nabídka, { $name }: nemáš žádné mince, nabízíš tedy 0.
# Výzva tajné nabídky: $coins nejvíc, kolik lze nabídnout (1 a víc).
ozoolemio-ask-bid = { $coins ->
        [1] Nabídka, 0 nebo jedna mince:
        [2] Nabídka, 0 až dvě mince:
        [few] Nabídka, 0 až { $coins } mince:
       *[other] Nabídka, 0 až { $coins } mincí:
    }
# Co obsahuje seznam umístění (common-list-count přidá počet); $named je yes při hře
# více lidí u jedné klávesnice, kdy to slyší všichni a jmenuje se hráč $name.
ozoolemio-placements-what = { $named ->
        [yes] Umístění dílu, pokládá { $name }
       *[no] Umístění tvého dílu
    }
# Výzva toho seznamu (common-prompt-range přidá rozsah).
ozoolemio-ask-placement = Umístění
# Mnoho umístění: nejdřív pole, kde končí cesty. Celkem $count umístění; $named a $name
# jako výše.
ozoolemio-ends-what = { $named ->
        [yes] Konce cest pro { $count ->
            [1] jedno umístění
            [2] dvě umístění
           *[other] { $count } umístění
        }, pokládá { $name }
       *[no] Konce cest pro { $count ->
            [1] jedno umístění
            [2] dvě umístění
           *[other] { $count } umístění
        } tvého dílu
    }
# Výzva seznamu konců cest.
ozoolemio-ask-end = Konec cesty
# Umístění u jednoho konce cesty nebo přes jedno pole: $kind end nebo cell; $group pole.
ozoolemio-group-what = { $kind ->
        [end] Umístění u konce cesty { $group }
       *[cell] Umístění přes { $group }
    }
# Řečeno po umístěních skupiny.
ozoolemio-group-back = { $kind ->
        [end] Příkazem zpět se vrátíš k seznamu konců cest.
       *[cell] Příkazem zpět se vrátíš k celému seznamu.
    }
# Výzva umístění skupiny, jako výše.
ozoolemio-ask-group = { $kind ->
        [end] Umístění u { $group }
       *[cell] Umístění přes { $group }
    }
# Krátký seznam na výběr v jedné větě: $what, pak očíslované $options.
ozoolemio-choices = { $what }: { $options }.
# Výzva při průzkumu zoo: $cell pod kurzorem.
ozoolemio-ask-explore = Průzkum { $cell }: s, j, v, z nebo zpět:

## Odmítnutí z pravidel.

ozoolemio-error-player-count = O Zoo le Mio je pro { $min ->
        [1] jednoho
       *[other] { $min }
    } až { $max ->
        [1] jednoho hráče
        [few] { $max } hráče
       *[other] { $max } hráčů
    }.
ozoolemio-error-unknown-option = O Zoo le Mio nemá volbu { $option }.
ozoolemio-error-unknown-variant = O Zoo le Mio nemá variantu { $variant }; vyber standard nebo trees.
ozoolemio-error-tiles-too-few-trees = Varianta se stromy potřebuje aspoň { $needed ->
        [one] 1 díl
        [few] { $needed } díly
       *[other] { $needed } dílů
    } se stromy; tato sada jich má { $found }.
# $phase: bid, place nebo over, co se u stolu právě děje.
ozoolemio-error-not-now = { $phase ->
        [bid] Teď ne: probíhá dražba.
        [place] Teď ne: pokládá se díl.
       *[over] Hra skončila.
    }
ozoolemio-error-already-bid = Za tento díl už nabízíš { $amount ->
        [1] jednu minci
        [2] dvě mince
        [few] { $amount } mince
       *[other] { $amount } mincí
    }; zapečetěná nabídka platí.
ozoolemio-error-bid-negative = Nabídka { $amount } nejde: nabídky začínají na 0.
ozoolemio-error-bid-too-high = Nabídka { $amount } nejde: máš jen { $coins ->
        [one] jednu minci.
        [2] dvě mince.
        [few] { $coins } mince.
       *[other] { $coins } mincí.
    }
ozoolemio-error-pavilion = Vstupní pavilon stojí na { $cell }; žádný díl ho nesmí zakrýt.
ozoolemio-error-occupied = Pole už je zakryté: { $cell }.
ozoolemio-error-path-meets-grass = Na trávu by narazila cesta na { $cell }; tráva je vedle, na { $neighbour }.
ozoolemio-error-path-not-continued = V trávě by skončila cesta z { $neighbour }; tráva by byla na { $cell }.
ozoolemio-error-not-touching = Díl se musí dotýkat tvé zoo celou hranou.
ozoolemio-error-grass-only = Díl musí navázat na cestu tvé zoo, ne jen trávou na trávu.
ozoolemio-error-cell-syntax = { $text } není pole; pole se jmenují jako 2M nebo -1L.
ozoolemio-error-tile-syntax = { $text } není díl v krátkém zápisu dílů.

## Soubory dílů (accessible-games play o-zoo-le-mio --tiles SOUBOR). $file je
## jméno souboru; $where jmenuje vadnou část: nejvyšší úroveň, díl nebo půlku.

# $kind: document, tile nebo half; $tile id dílu; $half 1 nebo 2.
ozoolemio-tiles-where = { $kind ->
        [document] nejvyšší úroveň
        [half] díl { $tile }, půlka { $half }
       *[tile] díl { $tile }
    }
ozoolemio-error-tiles-unreadable = Soubor dílů { $file } nejde přečíst.
ozoolemio-error-tiles-too-large = Soubor dílů { $file } je příliš velký; největší povolená velikost v bajtech: { $limit }.
ozoolemio-error-tiles-not-json = Soubor dílů { $file } není platný JSON, chyba je kolem řádku { $line }.
ozoolemio-error-tiles-format = Toto není soubor dílů O Zoo le Mio: format musí být ozoolemio-tiles.
ozoolemio-error-tiles-version = Soubor dílů má verzi { $version }; aplikace čte verzi { $expected }.
ozoolemio-error-tiles-field = Soubor dílů, { $where }: položka { $field } chybí, je špatně, nebo tam nepatří.
ozoolemio-error-tiles-count = Soubor dílů musí mít { $expected } dílů zoo, ne { $found }.
ozoolemio-error-tiles-start-count = Počátečních dílů musí být v souboru dílů { $expected }, ne { $found }.
# $tile: pořadí dílu od 1; $list: zoo nebo start.
ozoolemio-error-tiles-bad-tile = Soubor dílů: { $list ->
        [start] počáteční díl
       *[zoo] díl zoo
    } číslo { $tile } není díl.
ozoolemio-error-tiles-bad-id = Soubor dílů: { $list ->
        [start] počáteční díl
       *[zoo] díl zoo
    } číslo { $tile } nemá platné id: 1 až 12 znaků, malá písmena, číslice nebo spojovníky.
ozoolemio-error-tiles-duplicate-id = Soubor dílů: id { $tile } je použité dvakrát.
ozoolemio-error-tiles-halves = Soubor dílů, díl { $tile }: díl potřebuje přesně dvě půlky.
ozoolemio-error-tiles-category = Soubor dílů, { $where }: { $value } není druh zvířat; použij birds, mammals, reptiles, monkeys nebo sea-life.
ozoolemio-error-tiles-same-category = Soubor dílů, díl { $tile }: na obou půlkách jsou { $category }; musí se lišit.
ozoolemio-error-tiles-stars = Soubor dílů, { $where }: hvězdiček { $value }; půlka jich má jednu až tři.
ozoolemio-error-tiles-trees = Soubor dílů, { $where }: stromů { $value }; půlka jich má 0 až 2.
ozoolemio-error-tiles-path-syntax = Soubor dílů, { $where }: cesta { $path } musí být z písmen n, e, s a w, každé nejvýš jednou.
ozoolemio-error-tiles-path-reused = Soubor dílů, { $where }: dvě cesty vedou na stejnou stranu, { $side }.
ozoolemio-error-tiles-paths-cross = Soubor dílů, { $where }: dvě cesty by se křížily; křižovatku zapiš jako jednu cestu, nesw.
ozoolemio-error-tiles-inner-path = Soubor dílů, díl { $tile }: cesta přes prostřední hranu je jen na jedné půlce.
ozoolemio-error-tiles-no-path = Soubor dílů, díl { $tile }: díl nemá žádnou cestu.
ozoolemio-error-tiles-no-outer-path = Soubor dílů, díl { $tile }: žádná cesta nevede k vnějšímu okraji dílu, takže by ho nešlo nikdy položit.
ozoolemio-error-tiles-start-animals = Soubor dílů, { $where }: počáteční díl nemá zvířata, takže ani položku { $field }.
ozoolemio-error-tiles-start-branch = Soubor dílů, { $where }: cesty počátečního dílu se nesmí větvit.
ozoolemio-error-tiles-start-entrance = Soubor dílů, počáteční díl { $tile }: žádná cesta nevede na sever ke vchodu.
