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
# Položka výčtu o jednom z nich: $place jako výše, $label položka.
aquaretto-zooloretto-option = { $place ->
        [zoo] zoo
       *[water] vodní zoopark
    }: { $label }
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
# Jméno s číslem, jako ve výčtu bodů.
aquaretto-zooloretto-player-number = { $name } { $number }
# Hráč ve výčtu hráčů: $name; $kind je bot, you nebo other.
aquaretto-zooloretto-player-entry = { $kind ->
        [bot] { $name } (bot)
        [you] { $name } (ty)
       *[other] { $name }
    }

## Události. $player je hráč, který jedná; $you jako výše.

# První řádek hry: $count hráčů, výčet v $players; $trucks vozů; $coins mincí
# na začátku pro každého; $first začínající hráč.
aquaretto-zooloretto-game-started = Aquaretto a Zooloretto, { $count ->
        [one] 1 hráč
        [few] { $count } hráči
       *[other] { $count } hráčů
    }: { $players }. { $trucks ->
        [one] 1 vůz
        [few] { $trucks } vozy
       *[other] { $trucks } vozů
    }, každý hráč dostává { $coins ->
        [one] 1 minci
        [few] { $coins } mince
       *[other] { $coins } mincí
    }. { $you ->
        [yes] Začínáš ty.
       *[no] Začíná { $first }.
    }
# Druhy vyřazené z jedné hry: $place; $count kolik, výčet v $species.
aquaretto-zooloretto-species-removed = { $place ->
        [zoo] Zoo
       *[water] Vodní zoopark
    }: { $count ->
        [0] hrají všechny druhy.
        [one] mimo hru je { $species }.
       *[other] mimo hru jsou { $species }.
    }
# Při 2 hráčích: $blockers míst vozu $truck je po celou hru zablokováno.
aquaretto-zooloretto-truck-blocked = Vůz { $truck }: { $blockers ->
        [one] 1 místo je po celou hru zablokované otočenou destičkou.
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
# Při 2 hráčích: vůz $truck nikdo nevzal; jeho $count destiček, výčet v $tiles, jde mimo hru.
aquaretto-zooloretto-leftovers-removed = Vůz { $truck } nikdo nevzal, jeho destičky jdou mimo hru: { $tiles }.
# Každý hráč už má vůz.
aquaretto-zooloretto-round-ended = Konec kola { $round }: každý hráč má vůz.
# Hromádka jedné hry odchází: $place ta hra, $count zbylých neotočených
# destiček; $other hra, která se hraje dál.
aquaretto-zooloretto-supply-removed = { $place ->
        [zoo] Destičky pro zoo končí
       *[water] Destičky pro vodní zoopark končí
    }: { $count ->
        [0] žádná nezbyla.
        [one] poslední destička jde neotočená mimo hru.
        [few] poslední { $count } destičky jdou neotočené mimo hru.
       *[other] posledních { $count } destiček jde neotočených mimo hru.
    } Dál jen destičky pro { $other ->
        [zoo] zoo
       *[water] vodní zoopark
    }, na kterýkoli vůz, a vůz si lze vzít kdykoli.

## Konec hry.

# První řádek výsledků: $scores výčet hráčů s body.
aquaretto-zooloretto-game-ended = Konec hry. Body: { $scores }.
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
        [one] 1 bod
        [few] { $score } body
       *[other] { $score } bodů
    }; vyhrává { $name } s více mincemi, { $coins } proti { $others }.
# Dělené vítězství: $winners výčet; $score jejich body; $coins mince každého z nich.
aquaretto-zooloretto-tie-break-shared = O vítězství se dělí { $winners }: každý má { $score ->
        [one] 1 bod
        [few] { $score } body
       *[other] { $score } bodů
    } a { $coins ->
        [one] 1 minci.
        [few] { $coins } mince.
       *[other] { $coins } mincí.
    }

## Popis stolu.

# Kdo je na tahu: $player; $you; $coins v pokladničce posluchače (jedna pro
# obě zoo); $final je yes v posledním kole.
aquaretto-zooloretto-turn = { $you ->
        [yes] Na tahu: { $player }, tedy ty. Máš { $coins ->
            [one] 1 minci.
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
        [taken] { $number } už má { $player }
        [empty] { $number } prázdný
        [full] { $number } plný, { $place ->
            [zoo] zoo
           *[water] vodní zoopark
        }: { $tiles }
       *[loaded] { $number } { $place ->
            [zoo] zoo
           *[water] vodní zoopark
        }: { $tiles }
    }
# Vůz s otočenými blokujícími destičkami: $entry jako výše, $blockers blokovaných míst.
aquaretto-zooloretto-truck-with-blockers = { $entry }, { $blockers ->
        [one] 1 místo blokované
        [few] { $blockers } místa blokovaná
       *[other] { $blockers } míst blokováno
    }
# Všechny vozy: $trucks položky.
aquaretto-zooloretto-trucks = Vozy: { $trucks }.
    .short = Vozy: { $trucks }
# Mince všech, jedna pokladnička na obě zoo: $players výčet jmen a mincí;
# $bank mince v jediné bance.
aquaretto-zooloretto-coins = Mince: { $players }. Banka: { $bank }.
    .short = Mince: { $players }
# Body, kdyby hra skončila teď: $scores výčet jmen a bodů.
aquaretto-zooloretto-scores = Body teď: { $scores }.
    .short = Body: { $scores }
# Hráči: $count; $players výčet.
aquaretto-zooloretto-players = { $count ->
        [one] 1 hráč
        [few] { $count } hráči
       *[other] { $count } hráčů
    }: { $players }.
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
            [one] zbývá 1
            [few] zbývají { $count }
           *[other] zbývá { $count }
        }
       *[no] { $count ->
            [one] zbývá 1
            [few] zbývají { $count }
           *[other] zbývá { $count }
        }
    }
# Vzít si vůz $truck s destičkami $tiles (1. pád, výčet) hry $place.
aquaretto-zooloretto-action-take = vzít vůz { $truck }, { $place ->
        [zoo] zoo
       *[water] vodní zoopark
    }: { $tiles }
# Dát otočenou destičku na vůz $truck, na kterém je $count destiček, výčet v $tiles.
aquaretto-zooloretto-action-load = { $count ->
        [0] vůz { $truck }, prázdný
       *[other] vůz { $truck }: { $tiles }
    }
# Začátek tahu: $options očíslované.
aquaretto-zooloretto-prompt-turn = Vyber: { $options }.
# Otočená destička $tile (4. pád) hry $place jde na vůz: $options očíslované.
aquaretto-zooloretto-prompt-load = { $place ->
        [zoo] Destička pro zoo
       *[water] Destička pro vodní zoopark
    }: na který vůz dát { $tile }? { $options }.

## Proč je volba povolená: co udělá.

# Naložení na vůz $truck, teď prázdný, určí jeho hru pro toto kolo: $place.
aquaretto-zooloretto-why-load-fixes = Povoleno: vůz { $truck } je prázdný; tahle destička z něj udělá vůz pro { $place ->
        [zoo] zoo
       *[water] vodní zoopark
    } na celé kolo.

## Odmítnutí v kombinované hře. Vozy od 1; $supply je zoo nebo water.

# $min a $max: rozsah počtu hráčů.
aquaretto-zooloretto-error-player-count = Kombinovaná hra je pro { $min } až { $max } hráčů.
# $name: minirozšíření Zooloretta, vyslovené slovy.
aquaretto-zooloretto-error-expansion-unsupported = V kombinované hře není: { $name }. Z minirozšíření jde jen vkladní knížka.
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
aquaretto-zooloretto-error-truck-empty = Vůz { $truck } je prázdný: vzít si jde jen vůz aspoň s 1 otočenou destičkou.
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
aquaretto-zooloretto-error-take-needs-both = Vůz si zatím vzít nejde: nejdřív musí 1 vůz vézt destičky pro zoo a jiný destičky pro vodní zoopark.
aquaretto-zooloretto-error-trucks-are-shared = Vozy patří oběma hrám: otáčej, nakládej a ber je z hlavního seznamu.
# $phase: na co se teď čeká (turn, load_truck, zoo, water nebo over).
aquaretto-zooloretto-error-not-now = Teď ne: { $phase ->
        [load_truck] nejdřív dej otočenou destičku na vůz.
        [zoo] nejdřív dokonči krok ve svém zoo.
        [water] nejdřív dokonči krok ve svém vodním zooparku.
        [over] hra skončila.
       *[turn] tohle na začátku tahu vybrat nejde.
    }
