### Aquaretto a Zooloretto dohromady: co aplikace říká navíc oproti každé hře zvlášť.
###
### Pokyny pro překladatele:
### - Zoo je zoo ze Zooloretta se stájí; vodní zoopark je park z Aquaretta se
###   skladem. $place je zoo nebo water a říká, o které jde.
### - Destičky přicházejí už vyslovené vyprávěním obou her, v pádě uvedeném v
###   komentáři. Výčty přicházejí spojené zprávami pro výčty níže.
### - $you je yes, když posluchač je jmenovaný hráč, jinak no.
### - Vozy přicházejí jako čísla od 1.
### - Atributy .short jsou stručné tvary pro řádek Braillova řádku.
### Všechno ostatní (umísťování destiček, peněžní akce, popis zoo a zooparku)
### říkají zooloretto.ftl a aquaretto.ftl.

## Slova a výčty.

# Které zoo, uvnitř věty nebo výčtu: $place je zoo nebo water.
aquaretto-zooloretto-place = { $place ->
        [zoo] zoo
       *[water] vodní zoopark
    }
# Řádek o jednom z nich: $place jako výše, $text samotný řádek.
aquaretto-zooloretto-about = { $place ->
        [zoo] Zoo
       *[water] Vodní zoopark
    }: { $text }
# Položka výčtu o jednom z nich: $place jako výše, $label položka. Čárka, ne
# dvojtečka: položka za číslem („3: “) často sama dvojtečku má („vkladní knížka: …“).
aquaretto-zooloretto-option = { $place ->
        [zoo] zoo
       *[water] vodní zoopark
    }, { $label }
# Celé číslo, které může být záporné: $number jeho velikost; $minus yes pod 0.
aquaretto-zooloretto-signed = { $minus ->
        [yes] minus { $number }
       *[no] { $number }
    }
# Body se slovem: $number jejich velikost; $minus yes pod 0.
aquaretto-zooloretto-points = { $minus ->
        [yes] minus { $number }
       *[no] { $number }
    } { $number ->
        [one] bod
        [few] body
       *[other] bodů
    }
# Jméno s číslem, jako ve výčtu bodů: „Anna: 10“.
aquaretto-zooloretto-player-number = { $name }: { $number }
# Hráč ve výčtu hráčů: $name; $kind je bot, you nebo other.
aquaretto-zooloretto-player-entry = { $kind ->
        [bot] { $name } (bot)
        [you] { $name } (ty)
       *[other] { $name }
    }

## Události. $player je hráč, který jedná; $you jako výše.

# První řádek hry (hráči následují na vlastním řádku): $trucks vozů; $coins
# mincí na začátku pro každého.
aquaretto-zooloretto-game-started = Aquaretto a Zooloretto: { $trucks ->
        [one] jeden vůz
        [few] { $trucks } vozy
       *[other] { $trucks } vozů
    }, každý hráč dostává { $coins ->
        [one] jednu minci
        [2] dvě mince
        [few] { $coins } mince
       *[other] { $coins } mincí
    }.
# Druhy vyřazené z jedné hry: $place; $count kolik, výčet v $species.
aquaretto-zooloretto-species-removed = { $place ->
        [zoo] Zoo
       *[water] Vodní zoopark
    }: { $count ->
        [0] hrají všechny druhy.
        [one] mimo hru je { $species }.
       *[other] mimo hru jsou { $species }.
    }
# Žádná destička vodního zooparku ze vzatého vozu nemá povolené pole, takže bez otázky
# šly všechny do skladu: $tiles (1. pád) v pořadí z vozu; ve skladu je teď $count
# destiček; $player, $you jako výše.
aquaretto-zooloretto-all-to-depot = { $you ->
        [yes] Vodní zoopark: vše do tvého skladu, protože pro žádnou z destiček není ve tvém zooparku povolené pole: { $tiles }.
       *[no] Vodní zoopark, { $player }: vše do skladu, protože pro žádnou z destiček není v zooparku povolené pole: { $tiles }.
    } Ve skladu { $count ->
        [one] je teď jedna destička.
        [2] jsou teď dvě destičky.
        [few] jsou teď { $count } destičky.
       *[other] je teď { $count } destiček.
    }
# Při 2 hráčích: $blockers míst vozu $truck je po celou hru zablokováno.
aquaretto-zooloretto-truck-blocked = Vůz { $truck }: { $blockers ->
        [one] jedno místo je po celou hru zablokované otočenou destičkou.
        [2] dvě místa jsou po celou hru zablokovaná otočenými destičkami.
        [few] { $blockers } místa jsou po celou hru zablokovaná otočenými destičkami.
       *[other] { $blockers } míst je po celou hru zablokováno otočenými destičkami.
    }
# Nové kolo: $round; začíná $player; $supplies je both, zoo nebo water:
# destičky kterých her se ještě hrají.
aquaretto-zooloretto-round-started = Kolo { $round }. { $you ->
        [yes] Začínáš ty.
       *[no] Začíná { $player }.
    }{ $supplies ->
        [zoo] { " " }Už jen destičky pro zoo.
        [water] { " " }Už jen destičky pro vodní zoopark.
       *[both] {""}
    }
# Otočená destička: $place její hra; $tile (1. pád); $end je yes, když je z
# hromádky pod kotoučem té hry.
aquaretto-zooloretto-tile-drawn = { $you ->
        [yes] Otáčíš
       *[no] { $player } otáčí
    } destičku pro { $place ->
        [zoo] zoo
       *[water] vodní zoopark
    }{ $end ->
        [yes] { " " }z hromádky pod kotoučem
       *[no] {""}
    }: { $tile }.
# První destička pod kotoučem jedné hry: $place je ta hra.
aquaretto-zooloretto-supply-ending = { $place ->
        [zoo] Zoo: došlo na hromádku pod kotoučem. Zbylé destičky pro zoo odejdou na konci kola, pak se hraje jen s destičkami pro vodní zoopark.
       *[water] Vodní zoopark: došlo na hromádku pod kotoučem. Zbylé destičky pro vodní zoopark odejdou na konci kola, pak se hraje jen s destičkami pro zoo.
    }
# Došlo i na hromádku pod kotoučem druhé hry: toto kolo je poslední.
aquaretto-zooloretto-final-round = Poslední kolo: došlo i na hromádku pod kotoučem pro { $place ->
        [zoo] zoo
       *[water] vodní zoopark
    }.
# Otočená destička $tile (4. pád) jde na vůz $truck.
aquaretto-zooloretto-tile-loaded = { $you ->
        [yes] Dáváš { $tile } na vůz { $truck }.
       *[no] { $player } dává { $tile } na vůz { $truck }.
    }
# První destička na voze $truck určila jeho hru pro toto kolo: $place.
aquaretto-zooloretto-truck-supply-fixed = Vůz { $truck } veze v tomto kole jen destičky pro { $place ->
        [zoo] zoo
       *[water] vodní zoopark
    }.
# Otočená destička, která šla na vůz, na jednom řádku (botova, nebo když mohla
# jen na jeden vůz): $player, $you; $tile (4. pád),
# $tile_nom (1. pád, v .short); $place její hra; $end je yes, když byla z hromádky
# pod kotoučem; $truck; $fixed je yes, když šlo o první destičku vozu, která určí
# jeho hru pro toto kolo.
aquaretto-zooloretto-tile-drawn-loaded = { $you ->
        [yes] Otáčíš
       *[no] { $player } otáčí
    } { $tile }, destičku pro { $place ->
        [zoo] zoo
       *[water] vodní zoopark
    }{ $end ->
        [yes] { " " }z hromádky pod kotoučem
       *[no] {""}
    }, a { $you ->
        [yes] dáváš
       *[no] dává
    } ji na vůz { $truck }{ $fixed ->
        [yes] , teď jen pro { $place ->
            [zoo] zoo
           *[water] vodní zoopark
        }
       *[no] {""}
    }.
    .short = { $you ->
        [yes] Ty
       *[no] { $player }
    }, vůz { $truck }{ $fixed ->
        [yes] , { $place ->
            [zoo] zoo
           *[water] vodní zoopark
        }
       *[no] {""}
    }: { $tile_nom }.
# První destička na voze $truck, která určí jeho hru ($place) pro toto kolo:
# $tile (4. pád), $tile_nom (1. pád, v .short).
aquaretto-zooloretto-tile-loaded-fixed = { $you ->
        [yes] Dáváš
       *[no] { $player } dává
    } { $tile } na vůz { $truck }, teď jen pro { $place ->
        [zoo] zoo
       *[water] vodní zoopark
    }.
    .short = { $you ->
        [yes] Ty
       *[no] { $player }
    }, vůz { $truck }, { $place ->
        [zoo] zoo
       *[water] vodní zoopark
    }: { $tile_nom }.
# Při 2 hráčích: vůz $truck nikdo nevzal; jeho $count destiček, výčet v $tiles, jde mimo hru.
aquaretto-zooloretto-leftovers-removed = Vůz { $truck } nikdo nevzal, { $count ->
        [one] jeho destička jde mimo hru
       *[other] jeho destičky jdou mimo hru
    }: { $tiles }.
# Každý hráč už má vůz.
aquaretto-zooloretto-round-ended = Konec kola { $round }: každý hráč má vůz.
# Kolo $ended skončilo (každý hráč má vůz) a začíná kolo $round: začíná $player
# ($you); $supplies je both, zoo nebo water: destičky kterých her se hrají.
aquaretto-zooloretto-round-next = Konec kola { $ended }: každý hráč má vůz. Kolo { $round }: { $you ->
        [yes] začínáš ty.
       *[no] začíná { $player }.
    }{ $supplies ->
        [zoo] { " " }Už jen destičky pro zoo.
        [water] { " " }Už jen destičky pro vodní zoopark.
       *[both] {""}
    }
    .short = Kolo { $round }: { $you ->
        [yes] začínáš ty.
       *[no] začíná { $player }.
    }{ $supplies ->
        [zoo] { " " }Už jen destičky pro zoo.
        [water] { " " }Už jen destičky pro vodní zoopark.
       *[both] {""}
    }
# Hromádka jedné hry odchází: $place ta hra, $count zbylých neotočených destiček.
aquaretto-zooloretto-supply-removed = { $place ->
        [zoo] Destičky pro zoo končí
       *[water] Destičky pro vodní zoopark končí
    }: { $count ->
        [0] žádná nezbyla.
        [one] poslední destička jde neotočená mimo hru.
        [2] poslední dvě destičky jdou neotočené mimo hru.
        [few] poslední { $count } destičky jdou neotočené mimo hru.
       *[other] posledních { $count } destiček jde neotočených mimo hru.
    }
# Zazní na dalším řádku: $other hra, která se hraje dál.
aquaretto-zooloretto-supply-left = Dál jen destičky pro { $other ->
        [zoo] zoo
       *[water] vodní zoopark
    }, na kterýkoli vůz, a vůz si lze vzít kdykoli.

## Konec hry.

# První řádek výsledků: $scores výčet hráčů s body.
aquaretto-zooloretto-game-ended = Konec hry. Konečné body. { $scores }.
# Součet jednoho hráče: $name; $points body i se slovem (aquaretto-zooloretto-points);
# z toho $zoo za zoo a $water za vodní zoopark (aquaretto-zooloretto-signed).
aquaretto-zooloretto-result-player = { $name }: { $points }, zoo { $zoo } a vodní zoopark { $water }.
# Kategorie zoo jednoho hráče: $name; $points součet zoo; $categories výčet
# podle vyprávění Zooloretta.
aquaretto-zooloretto-result-zoo = { $name }, zoo { $points }: { $categories }.
# Kategorie vodního zooparku: $name; $points jeho součet; $animals,
# $cashiers, $keepers, $trainers; $depot ztráta za sklad jako kladné číslo.
aquaretto-zooloretto-result-water = { $name }, vodní zoopark { $points }: zvířata { $animals }, pokladní { $cashiers }, ošetřovatelé { $keepers }, cvičitelé { $trainers }, { $depot ->
        [0] sklad 0.
       *[other] sklad minus { $depot }.
    }
# Konečné pořadí při 3 a více hráčích: $places výčet míst a jmen.
aquaretto-zooloretto-places = Pořadí: { $places }.
# Vítěz: $name (nebo výčet vítězů); $tiebreak: none, coins nebo shared; $you.
aquaretto-zooloretto-winner = { $tiebreak ->
        [shared] O vítězství se dělí { $name }.
        [coins] { $you ->
            [yes] Vyhrává { $name } díky více mincím. Gratulujeme.
           *[no] Vyhrává { $name } díky více mincím.
        }
       *[none] { $you ->
            [yes] Vyhrává { $name }. Gratulujeme.
           *[no] Vyhrává { $name }.
        }
    }
# Shoda v bodech, rozhodly mince: $tied hráči se shodou, $count kolik jich je,
# $score jejich body; $name vítěz s $coins mincemi; $others mince ostatních.
aquaretto-zooloretto-tie-break-coins = { $tied } mají shodně { $score ->
        [one] jeden bod
        [few] { $score } body
       *[other] { $score } bodů
    }; vyhrává { $name } s více mincemi, { $coins } proti { $others }.
# Dělené vítězství: $winners výčet; $score jejich body; $coins mince každého z nich.
aquaretto-zooloretto-tie-break-shared = O vítězství se dělí { $winners }: každý má { $score ->
        [one] jeden bod
        [few] { $score } body
       *[other] { $score } bodů
    } a { $coins ->
        [one] jednu minci.
        [2] dvě mince.
        [few] { $coins } mince.
       *[other] { $coins } mincí.
    }

## Popis stolu.

# Kdo je na tahu: $player; $you; $coins v pokladničce posluchače (jedna pro
# obě zoo); $final je yes v posledním kole.
aquaretto-zooloretto-turn = { $you ->
        [yes] Na tahu: { $player }, tedy ty. Máš { $coins ->
            [one] jednu minci.
            [2] dvě mince.
            [few] { $coins } mince.
           *[other] { $coins } mincí.
        }
       *[no] Na tahu: { $player }.
    }{ $final ->
        [yes] { " " }Poslední kolo.
       *[no] {""}
    }
    .short = { $you ->
        [yes] Tah: { $player }, mince { $coins }
       *[no] Tah: { $player }
    }
# Hra skončila.
aquaretto-zooloretto-turn-over = Hra skončila.
# Kolo a obě hromádky: $round; $stacks výčet hromádek obou her.
aquaretto-zooloretto-stacks = Kolo { $round }. Hromádky: { $stacks }.
    .short = Kolo { $round }: { $stacks }
# Hromádky jedné hry: $place; $state je open nebo out (její destičky jsou
# mimo hru); $stack destiček v hlavní hromádce; $end pod kotoučem.
aquaretto-zooloretto-stack-entry = { $place ->
        [zoo] zoo
       *[water] vodní zoopark
    } { $state ->
        [out] mimo hru
       *[open] { $stack } a { $end } pod kotoučem
    }
# Vůz ve výčtu vozů: $number; $state taken, empty, full nebo loaded; $player
# kdo ho má; $place hra jeho destiček; $tiles výčet.
aquaretto-zooloretto-truck-entry = { $state ->
        [taken] vůz { $number } má { $player }
        [empty] vůz { $number } je prázdný
        [full] vůz { $number } je plný, veze pro { $place ->
            [zoo] zoo
           *[water] vodní zoopark
        }: { $tiles }
       *[loaded] vůz { $number } veze pro { $place ->
            [zoo] zoo
           *[water] vodní zoopark
        }: { $tiles }
    }
# Jeden vůz na samostatném řádku, ve výčtu vozů: jako výše.
aquaretto-zooloretto-truck-line = { $state ->
        [taken] Vůz { $number } má { $player }
        [empty] Vůz { $number } je prázdný
        [full] Vůz { $number } je plný, veze pro { $place ->
            [zoo] zoo
           *[water] vodní zoopark
        }: { $tiles }
       *[loaded] Vůz { $number } veze pro { $place ->
            [zoo] zoo
           *[water] vodní zoopark
        }: { $tiles }
    }
# Nadpis vozů po jednom na řádek.
aquaretto-zooloretto-trucks-heading = Vozy:
# Vůz s otočenými blokujícími destičkami: $entry jako výše, $blockers blokovaných míst.
aquaretto-zooloretto-truck-with-blockers = { $entry }, { $blockers ->
        [one] jedno místo blokované
        [2] dvě místa blokovaná
        [few] { $blockers } místa blokovaná
       *[other] { $blockers } míst blokováno
    }
# Všechny vozy: $trucks položky.
aquaretto-zooloretto-trucks = Vozy: { $trucks }.
    .short = Vozy: { $trucks }
# Mince všech, jedna pokladnička na obě zoo: $players výčet jmen a mincí;
# $bank mince v jediné bance.
aquaretto-zooloretto-coins = Mince. { $players }. Banka: { $bank }.
    .short = Mince. { $players }
# Mince po jedné pokladničce na řádek: nadpis, pak každý hráč ($name, $coins),
# nakonec banka ($coins).
aquaretto-zooloretto-coins-heading = Mince:
aquaretto-zooloretto-coins-item = { $name }: { $coins ->
        [one] jedna mince
        [2] dvě mince
        [few] { $coins } mince
       *[other] { $coins } mincí
    }
aquaretto-zooloretto-bank-item = Banka: { $coins ->
        [one] jedna mince
        [2] dvě mince
        [few] { $coins } mince
       *[other] { $coins } mincí
    }
# Nadpis bodů teď, když následuje řádek každého hráče.
aquaretto-zooloretto-scores-heading = Průběžné body:
# Body, kdyby hra skončila teď: $scores výčet jmen a bodů.
aquaretto-zooloretto-scores = Průběžné body. { $scores }.
    .short = Body. { $scores }
# Hráči: $count; $players výčet.
aquaretto-zooloretto-players = { $count ->
        [one] jeden hráč
        [few] { $count } hráči
       *[other] { $count } hráčů
    }: { $players }.
# Nadpis hráčů po jednom na řádek: $count hráčů.
aquaretto-zooloretto-players-heading = { $count ->
        [one] jeden hráč:
        [few] { $count } hráči:
       *[other] { $count } hráčů:
    }
# Na začátku tahu není co umístit.
aquaretto-zooloretto-hand-empty = V ruce nic: otoč destičku, vezmi si vůz nebo udělej peněžní akci.
    .short = Ruka prázdná
# Právě otočená destička $tile (1. pád) hry $place čeká na vůz.
aquaretto-zooloretto-hand-drawn = Otočená destička pro { $place ->
        [zoo] zoo
       *[water] vodní zoopark
    }: { $tile }. Teď půjde na vůz.
    .short = Otočeno: { $tile }

## Volby v číslovaných seznamech.

# Otočit destičku z hromádek jedné hry: $place; $count kolik jich tam zbývá;
# $end je yes, když je hlavní hromádka prázdná a destička je zpod kotouče.
aquaretto-zooloretto-action-draw = otočit destičku pro { $place ->
        [zoo] zoo
       *[water] vodní zoopark
    }, { $end ->
        [yes] z hromádky pod kotoučem, { $count ->
            [one] zbývá jedna
            [few] zbývají { $count }
           *[other] zbývá { $count }
        }
       *[no] { $count ->
            [one] zbývá jedna
            [few] zbývají { $count }
           *[other] zbývá { $count }
        }
    }
    .short = otočit pro { $place ->
        [zoo] zoo
       *[water] vodní zoopark
    }, { $end ->
        [yes] pod kotoučem, { $count ->
            [one] zbývá jedna
            [few] zbývají { $count }
           *[other] zbývá { $count }
        }
       *[no] { $count ->
            [one] zbývá jedna
            [few] zbývají { $count }
           *[other] zbývá { $count }
        }
    }
# Vzít si vůz $truck s destičkami $tiles (1. pád, výčet) hry $place.
aquaretto-zooloretto-action-take = vzít vůz { $truck }, { $place ->
        [zoo] zoo
       *[water] vodní zoopark
    }: { $tiles }
    .short = vůz { $truck }, { $place ->
        [zoo] zoo
       *[water] vodní zoopark
    }: { $tiles }
# Dát otočenou destičku na vůz $truck, na kterém je $count destiček, výčet v $tiles.
aquaretto-zooloretto-action-load = { $count ->
        [0] vůz { $truck }, prázdný
       *[other] vůz { $truck }: { $tiles }
    }

## Otázky: na co se rozhodnutí ptá, jeho seznam a výzva (text před kurzorem;
## doplní se k ní „, 1 až N:“ a musí zůstat krátká, i s rozsahem nejvýš 40 znaků).
## Dlouhý seznam zazní jako „$what, N možností:“ a pak po jedné položce na řádek.

# Krátký seznam v jedné větě: $what otázka, $options očíslované.
aquaretto-zooloretto-choose = { $what }: { $options }.
# Začátek tahu: $player; $coins v pokladničce obou zoo; $final je yes
# v posledním kole. Zazní před volbami: „Na tahu: Anna, máš 3 mince, 7 možností:“.
aquaretto-zooloretto-turn-what = Na tahu: { $player }, máš { $coins ->
        [one] jednu minci
        [2] dvě mince
        [few] { $coins } mince
       *[other] { $coins } mincí
    }{ $final ->
        [yes] , poslední kolo
       *[no] {""}
    }
    .short = Tvůj tah, { $coins ->
        [one] jedna mince
        [2] dvě mince
        [few] { $coins } mince
       *[other] { $coins } mincí
    }{ $final ->
        [yes] , poslední kolo
       *[no] {""}
    }
# Krátký seznam tahu v jedné větě: $what jako výše, $options očíslované.
aquaretto-zooloretto-prompt-turn = { $what }. Vyber: { $options }.
# Výzva tahu.
aquaretto-zooloretto-ask-turn = Tah
# Položka, která otevře vlastní seznam: $kind money, move, exchange, purchase,
# discard, expand nebo other (druh peněžní akce); $count možností v něm.
aquaretto-zooloretto-group = { $kind ->
        [money] peněžní akce
        [move] přesun
        [exchange] výměna
        [purchase] nákup
        [discard] odložení
        [expand] rozšíření
       *[other] další
    }, { $count ->
        [one] jedna možnost
        [2] dvě možnosti
        [few] { $count } možnosti
       *[other] { $count } možností
    }
    .short = { $kind ->
        [money] peněžní akce
        [move] přesun
        [exchange] výměna
        [purchase] nákup
        [discard] odložení
        [expand] rozšíření
       *[other] další
    }, { $count }
# Otázka (i výzva) takového seznamu: $place zoo nebo water; $kind jako výše.
aquaretto-zooloretto-group-what = { $place ->
        [zoo] Zoo
       *[water] Vodní zoopark
    }, { $kind ->
        [money] peněžní akce
        [move] přesun
        [exchange] výměna
        [purchase] nákup
        [discard] odložení
        [expand] rozšíření
       *[other] další
    }
# Zazní po seznamu skupiny.
aquaretto-zooloretto-back-returns = Příkazem zpět se vrátíš k předchozímu seznamu.
# Otočená destička jde na vůz: $tile (4. pád).
aquaretto-zooloretto-load-what = Vůz pro { $tile }
# Výzva téhož; .short bez destičky, když by výzva byla moc dlouhá.
aquaretto-zooloretto-ask-load = Vůz pro { $tile }
    .short = Vůz pro destičku
# Kterou destičku vzatého vozu umístit teď: $place zoo nebo water.
aquaretto-zooloretto-next-what = { $place ->
        [zoo] Zoo
       *[water] Vodní zoopark
    }, další destička
# Výzva téhož.
aquaretto-zooloretto-ask-next = { $place ->
        [zoo] Zoo
       *[water] Vodní zoopark
    }, další destička
# Umístit destičku v zoo: $tile (4. pád); $source truck, move (ze tvé stáje),
# move_stall, purchase (ze stáje hráče $seller) nebo other; $count míst v zoo
# (0: zbývá jen stáj nebo odložení).
aquaretto-zooloretto-zoo-place-what = Zoo, { $source ->
        [move] přesuň { $tile } ze stáje
        [move_stall] přesuň { $tile }
        [purchase] nákup, prodává { $seller }: umísti { $tile }
       *[other] umísti { $tile }
    }{ $count ->
        [0] , v zoo není místo
       *[other] {""}
    }
# Výzva umístění destičky na obou místech: $tile (4. pád); ve vodním zooparku jen
# druh zvířete. .short, když by výzva byla moc dlouhá.
aquaretto-zooloretto-ask-place = Místo pro { $tile }
    .short = Místo pro destičku
# Umístit destičku ve vodním zooparku: $tile (4. pád); $count povolených polí;
# $grouped je yes, když jsou pole po řadách.
aquaretto-zooloretto-water-place-what = Vodní zoopark, umísti { $tile }{ $count ->
        [0] , žádné povolené pole
       *[other] {""}
    }{ $grouped ->
        [yes] , pole po řadách
       *[no] {""}
    }
# Zazní po řadách polí.
aquaretto-zooloretto-type-cell = Nebo napiš pole, třeba 3C.
# Položka, která otevře povolená pole jedné řady: $first a $last pole; $count polí.
# Čárka za $first, aby syntéza jeho písmeno vyslovila jako písmeno, ne jako slovo.
aquaretto-zooloretto-cell-row = { $count ->
        [one] { $first }, jedno pole
        [2] { $first }, až { $last }, dvě pole
        [few] { $first }, až { $last }, { $count } pole
       *[other] { $first }, až { $last }, { $count } polí
    }
# Umístit zaměstnance: $moving přesouvaný zaměstnanec (4. pád), nebo new; $grouped
# je yes, když jsou pole pro trenéry po řadách.
aquaretto-zooloretto-worker-what = Vodní zoopark, { $moving ->
        [new] umísti nového zaměstnance
       *[other] přesuň { $moving }
    }{ $grouped ->
        [yes] , pole pro trenéry po řadách
       *[no] {""}
    }
# Výzva umístění zaměstnance.
aquaretto-zooloretto-ask-worker = Místo pro zaměstnance
# Umístit rozšiřující desku: $board (4. pád).
aquaretto-zooloretto-board-what = Vodní zoopark, umísti { $board }
# Zazní po umístěních jedné strany nebo jednoho pole; zpět vrátí k výběru strany.
aquaretto-zooloretto-board-back = Příkazem zpět se vrátíš k výběru strany.
# Výzva umístění desky.
aquaretto-zooloretto-ask-board = Umístění desky
# Umístění desky $board (4. pád) je moc na výčet: $count umístění, nejdřív strana.
aquaretto-zooloretto-board-sides-what = Vodní zoopark, umísti { $board }: { $count ->
        [one] jedno možné umístění
        [2] dvě možná umístění
        [few] { $count } možná umístění
       *[other] { $count } možných umístění
    }, nejdřív vyber stranu
# Jedna strana zooparku v tom seznamu: $side above, below, left nebo right; $count umístění.
aquaretto-zooloretto-board-side = { $side ->
        [above] nad zooparkem
        [below] pod zooparkem
        [left] vlevo od zooparku
       *[right] vpravo od zooparku
    }, { $count ->
        [one] jedno umístění
        [2] dvě umístění
       *[other] { $count } umístění
    }
# Zazní po stranách.
aquaretto-zooloretto-type-cover = Nebo napiš pole, které má deska pokrýt.
# Výzva výběru strany.
aquaretto-zooloretto-ask-side = Strana pro desku
# Jakákoli jiná otázka (i její výzva).
aquaretto-zooloretto-other-what = Vyber

## Proč je volba povolená: co udělá.

# Naložení na vůz $truck, teď prázdný, určí jeho hru pro toto kolo: $place.
aquaretto-zooloretto-why-load-fixes = Povoleno: vůz { $truck } je prázdný; tahle destička z něj udělá vůz pro { $place ->
        [zoo] zoo
       *[water] vodní zoopark
    } na celé kolo.

## Odmítnutí v kombinované hře. Vozy od 1; $supply je zoo nebo water.

# $min a $max: rozsah počtu hráčů.
aquaretto-zooloretto-error-player-count = Počet hráčů kombinované hry: { $min } až { $max }.
# $name: minirozšíření Zooloretta, vyslovené slovy.
aquaretto-zooloretto-error-expansion-unsupported = V kombinované hře není: { $name }. Z minirozšíření jde jen vkladní knížka.
# Jméno minirozšíření slovy, v prvním řádku obnovené hry. $name: jeho id.
aquaretto-zooloretto-expansion-name = { $name ->
       *[savings-book] vkladní knížka
    }
aquaretto-zooloretto-error-supply-closed = { $supply ->
        [zoo] Destičky pro zoo jsou mimo hru: teď se otáčejí jen destičky pro vodní zoopark.
       *[water] Destičky pro vodní zoopark jsou mimo hru: teď se otáčejí jen destičky pro zoo.
    }
aquaretto-zooloretto-error-no-tiles-left = { $supply ->
        [zoo] Destičky pro zoo došly.
       *[water] Destičky pro vodní zoopark došly.
    }
aquaretto-zooloretto-error-no-truck-for = { $supply ->
        [zoo] Destičku pro zoo teď nevezme žádný vůz: každý je plný, vzatý, nebo patří vodnímu zooparku.
       *[water] Destičku pro vodní zoopark teď nevezme žádný vůz: každý je plný, vzatý, nebo patří zoo.
    }
# $truck chtěný vůz; $trucks kolik jich je.
aquaretto-zooloretto-error-no-such-truck = Vůz { $truck } neexistuje; vozy jsou 1 až { $trucks }.
# $truck; $player kdo si ho vzal.
aquaretto-zooloretto-error-truck-taken = Vůz { $truck } už má { $player }.
aquaretto-zooloretto-error-truck-full = Vůz { $truck } je plný.
aquaretto-zooloretto-error-truck-empty = Vůz { $truck } je prázdný: vzít si jde jen vůz aspoň s jednou otočenou destičkou.
# Vůz $truck veze v tomto kole destičky hry $supply.
aquaretto-zooloretto-error-truck-other-supply = Vůz { $truck } veze v tomto kole jen destičky pro { $supply ->
        [zoo] zoo
       *[water] vodní zoopark
    }; vůz nikdy nemíchá obě hry.
# Vůz $truck musí zůstat volný pro první destičku hry $supply.
aquaretto-zooloretto-error-truck-kept-for = Vůz { $truck } je vyhrazený pro { $supply ->
        [zoo] zoo
       *[water] vodní zoopark
    }: každé kolo potřebuje vůz pro každou hru a žádný jiný vůz ho nenahradí.
aquaretto-zooloretto-error-take-needs-both = Vůz si zatím vzít nejde: nejdřív musí jeden vůz vézt destičky pro zoo a jiný destičky pro vodní zoopark.
aquaretto-zooloretto-error-trucks-are-shared = Vozy patří oběma hrám: otáčej, nakládej a ber je z hlavního seznamu.
# $phase: na co se teď čeká (turn, load_truck, zoo, water nebo over).
aquaretto-zooloretto-error-not-now = Teď ne: { $phase ->
        [load_truck] nejdřív dej otočenou destičku na vůz.
        [zoo] nejdřív dokonči krok ve svém zoo.
        [water] nejdřív dokonči krok ve svém vodním zooparku.
        [over] hra skončila.
       *[turn] tohle na začátku tahu vybrat nejde.
    }
