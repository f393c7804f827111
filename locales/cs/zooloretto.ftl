### Zooloretto: vše, co aplikace říká během hry Zooloretto.
###
### Pro překladatele:
### - Destičky, druhy a stánky přicházejí už hotové, v pádu uvedeném
###   v komentáři. Výčty jsou spojené zprávami zooloretto-list-comma
###   a zooloretto-list-and.
### - $you je yes, když jde o hráče u klávesnice, jinak no.
### - Výběhy, vozy a stánková místa přicházejí jako čísla od 1.
### - Vše je v přítomném čase, aby věta nepotřebovala rod hráče.
### - Atributy .short jsou stručné tvary, pokud možno nejvýš 40 znaků pro
###   jeden řádek braillského řádku.

## Druhy. Hodnota je základní jméno. Atributy: pády (.nom 1. pád, .acc 4. pád,
## .gen 2. pád, .ins 7. pád), tvary pro počty (.one pro 1, .few pro 2 až 4,
## .many pro 5 a víc), .accpl 4. pád množného čísla ("vyměnit velbloudy"),
## rod (.gender: m-anim, f nebo n) a .words, slova, která smí hráč napsat,
## oddělená čárkou, malými písmeny.

# Velbloud.
zooloretto-species-camel = velbloud
    .nom = velbloud
    .acc = velblouda
    .gen = velblouda
    .ins = velbloudem
    .one = velbloud
    .few = velbloudi
    .many = velbloudů
    .accpl = velbloudy
    .gender = m-anim
    .words = velbloud, velbloudi
# Slon.
zooloretto-species-elephant = slon
    .nom = slon
    .acc = slona
    .gen = slona
    .ins = slonem
    .one = slon
    .few = sloni
    .many = slonů
    .accpl = slony
    .gender = m-anim
    .words = slon, sloni
# Plameňák.
zooloretto-species-flamingo = plameňák
    .nom = plameňák
    .acc = plameňáka
    .gen = plameňáka
    .ins = plameňákem
    .one = plameňák
    .few = plameňáci
    .many = plameňáků
    .accpl = plameňáky
    .gender = m-anim
    .words = plameňák, plameňáci
# Klokan.
zooloretto-species-kangaroo = klokan
    .nom = klokan
    .acc = klokana
    .gen = klokana
    .ins = klokanem
    .one = klokan
    .few = klokani
    .many = klokanů
    .accpl = klokany
    .gender = m-anim
    .words = klokan, klokani
# Levhart.
zooloretto-species-leopard = levhart
    .nom = levhart
    .acc = levharta
    .gen = levharta
    .ins = levhartem
    .one = levhart
    .few = levharti
    .many = levhartů
    .accpl = levharty
    .gender = m-anim
    .words = levhart, levharti
# Šimpanz.
zooloretto-species-chimpanzee = šimpanz
    .nom = šimpanz
    .acc = šimpanze
    .gen = šimpanze
    .ins = šimpanzem
    .one = šimpanz
    .few = šimpanzi
    .many = šimpanzů
    .accpl = šimpanze
    .gender = m-anim
    .words = šimpanz, šimpanzi
# Panda.
zooloretto-species-panda = panda
    .nom = panda
    .acc = pandu
    .gen = pandy
    .ins = pandou
    .one = panda
    .few = pandy
    .many = pand
    .accpl = pandy
    .gender = f
    .words = panda, pandy
# Zebra.
zooloretto-species-zebra = zebra
    .nom = zebra
    .acc = zebru
    .gen = zebry
    .ins = zebrou
    .one = zebra
    .few = zebry
    .many = zeber
    .accpl = zebry
    .gender = f
    .words = zebra, zebry

## Prodejní stánky podle druhu. Hodnota je jméno stánku; atributy jako
## u druhů zvířat a .type, samotný druh tak, jak stojí ve výčtu druhů.

# Stánek s jídlem.
zooloretto-stall-food = stánek s jídlem
    .nom = stánek s jídlem
    .acc = stánek s jídlem
    .gen = stánku s jídlem
    .ins = stánkem s jídlem
    .one = stánek s jídlem
    .few = stánky s jídlem
    .many = stánků s jídlem
    .type = jídlo
    .gender = m-inan
    .words = jídlo, jídlem
# Stánek s pitím.
zooloretto-stall-drinks = stánek s pitím
    .nom = stánek s pitím
    .acc = stánek s pitím
    .gen = stánku s pitím
    .ins = stánkem s pitím
    .one = stánek s pitím
    .few = stánky s pitím
    .many = stánků s pitím
    .type = pití
    .gender = m-inan
    .words = pití, pitím
# Stánek se zmrzlinou.
zooloretto-stall-ice-cream = stánek se zmrzlinou
    .nom = stánek se zmrzlinou
    .acc = stánek se zmrzlinou
    .gen = stánku se zmrzlinou
    .ins = stánkem se zmrzlinou
    .one = stánek se zmrzlinou
    .few = stánky se zmrzlinou
    .many = stánků se zmrzlinou
    .type = zmrzlina
    .gender = m-inan
    .words = zmrzlina, zmrzlinou
# Stánek s balónky.
zooloretto-stall-balloons = stánek s balónky
    .nom = stánek s balónky
    .acc = stánek s balónky
    .gen = stánku s balónky
    .ins = stánkem s balónky
    .one = stánek s balónky
    .few = stánky s balónky
    .many = stánků s balónky
    .type = balónky
    .gender = m-inan
    .words = balónky, balónek
# Restaurace (budova z minirozšíření, samostatný druh stánku).
zooloretto-stall-restaurant = restaurace
    .nom = restaurace
    .acc = restauraci
    .gen = restaurace
    .ins = restaurací
    .one = restaurace
    .few = restaurace
    .many = restaurací
    .type = restaurace
    .gender = f
    .words = restaurace
# Obchod se suvenýry (budova z minirozšíření, samostatný druh stánku).
zooloretto-stall-souvenir-shop = obchod se suvenýry
    .nom = obchod se suvenýry
    .acc = obchod se suvenýry
    .gen = obchodu se suvenýry
    .ins = obchodem se suvenýry
    .one = obchod se suvenýry
    .few = obchody se suvenýry
    .many = obchodů se suvenýry
    .type = suvenýry
    .gender = m-inan
    .words = obchod se suvenýry, suvenýry
# Jakýkoli stánek, když na druhu nezáleží.
zooloretto-stall-any = stánek
    .nom = stánek
    .acc = stánek
    .gen = stánku
    .ins = stánkem

## Destičky.

# Jedna destička. $kind: male, female, plain, offspring, stall, coin nebo
# other; $case: požadovaný pád (nom, acc, gen, ins); $animal: druh v tomto
# pádě; $of: druh ve 2. pádě (samec velblouda); $stall: stánek v tomto pádě;
# $code: kód destičky z minirozšíření, kterou aplikace ještě neumí pojmenovat.
zooloretto-tile = { $kind ->
        [male] { $case ->
            [acc] samce { $of }
            [gen] samce { $of }
            [ins] samcem { $of }
           *[nom] samec { $of }
        }
        [female] { $case ->
            [acc] samici { $of }
            [ins] samicí { $of }
           *[nom] samice { $of }
        }
        [offspring] { $case ->
            [gen] mláděte { $of }
            [ins] mládětem { $of }
           *[nom] mládě { $of }
        }
        [stall] { $stall }
        [coin] { $case ->
            [acc] minci
            [ins] mincí
           *[nom] mince
        }
        [plain] { $animal }
       *[other] destička { $code }
    }

## Počty. $count je číslo; $one, $few a $many jsou tvary podstatného jména
## pro 1, pro 2 až 4 a pro 5 a víc.

# Počet zvířat nebo stánků: "3 velbloudi", "5 zeber".
zooloretto-count = { $count ->
        [one] 1 { $one }
        [few] { $count } { $few }
       *[other] { $count } { $many }
    }

## Výčty a drobnosti.

# Výčet: $head je výčet dosud, $item další položka.
zooloretto-list-comma = { $head }, { $item }
# Konec výčtu: $head výčet dosud, $item poslední položka.
zooloretto-list-and = { $head } a { $item }
# Spojuje položky, které samy obsahují čárky: $head dosud, $item další.
zooloretto-list-semicolon = { $head }; { $item }
# Položka číslovaného seznamu: $number číslo k napsání, $label položka.
zooloretto-numbered = { $number } { $label }
# Jméno s číslem, jako ve výčtu bodů: $name hráč, $number číslo.
zooloretto-player-number = { $name } { $number }
# Hráč ve výčtu hráčů: $name; $kind je bot, you nebo other.
zooloretto-player-entry = { $kind ->
        [bot] { $name } (bot)
        [you] { $name } (ty)
       *[other] { $name }
    }
# Nic, ve výčtu.
zooloretto-none = nic
# Výběh bez zvířat, v položce seznamu.
zooloretto-no-animals = bez zvířat

## Události. $player je hráč, který jedná; $you jako výše.

# První řádek hry. $count hráčů; $players jejich výčet; $removed kolik druhů
# ve hře není, jejich výčet v $species; $trucks počet vozů; $first začínající hráč.
zooloretto-game-started = Zooloretto, { $count ->
        [one] 1 hráč
        [few] { $count } hráči
       *[other] { $count } hráčů
    }: { $players }. { $removed ->
        [0] Ve hře je všech 8 druhů.
        [one] V této hře není: { $species }.
       *[other] V této hře nejsou: { $species }.
    } { $trucks ->
        [one] 1 vůz
        [few] { $trucks } vozy
       *[other] { $trucks } vozů
    }. { $you ->
        [yes] Začínáš ty.
       *[no] Začíná { $first }.
    }
# Při 2 hráčích: $blockers míst vozu $truck je po celou hru zablokováno.
zooloretto-truck-blocked = Vůz { $truck }: { $blockers ->
        [one] 1 místo je po celou hru zablokované otočenou destičkou.
        [few] { $blockers } místa jsou po celou hru zablokovaná otočenými destičkami.
       *[other] { $blockers } míst je po celou hru zablokováno otočenými destičkami.
    }
# Nové kolo: $round; začíná $player.
zooloretto-round-started = Kolo { $round }. { $you ->
        [yes] Začínáš ty.
       *[no] Začíná { $player }.
    }
# Otočená destička: $tile (1. pád); $end je yes, když je z hromádky pod kotoučem.
zooloretto-tile-drawn = { $end ->
        [yes] { $you ->
            [yes] Otáčíš destičku z hromádky pod kotoučem: { $tile }.
           *[no] { $player } otáčí destičku z hromádky pod kotoučem: { $tile }.
        }
       *[no] { $you ->
            [yes] Otáčíš destičku: { $tile }.
           *[no] { $player } otáčí destičku: { $tile }.
        }
    }
# První destička zpod kotouče: toto kolo je poslední.
zooloretto-final-round = Poslední kolo: došlo na hromádku pod kotoučem.
# Otočená destička $tile (4. pád) jde na vůz $truck.
zooloretto-tile-loaded = { $you ->
        [yes] Dáváš { $tile } na vůz { $truck }.
       *[no] { $player } dává { $tile } na vůz { $truck }.
    }
# $player si bere vůz $truck s destičkami $tiles (1. pád, výčet).
zooloretto-truck-taken = { $you ->
        [yes] Bereš vůz { $truck }: { $tiles }.
       *[no] { $player } bere vůz { $truck }: { $tiles }.
    }
# Mince z vozu jde do pokladničky; $coins je stav pokladničky teď.
zooloretto-coin-tile-cashed = { $you ->
        [yes] Mince: máš { $coins ->
            [one] 1 minci.
            [few] { $coins } mince.
           *[other] { $coins } mincí.
        }
       *[no] Mince: { $player } má { $coins ->
            [one] 1 minci.
            [few] { $coins } mince.
           *[other] { $coins } mincí.
        }
    }
# Zvíře jde do výběhu. $tile (4. pád); $enclosure číslo výběhu; $count zvířat
# v něm teď z $size míst ($size je 0, když není známé); $empty míst ještě volných.
zooloretto-animal-placed = { $you ->
        [yes] Dáváš { $tile } do výběhu { $enclosure }
       *[no] { $player } dává { $tile } do výběhu { $enclosure }
    }{ $size ->
        [0] .
       *[other] { $empty ->
            [0] , teď je plný.
           *[other] , teď { $count } z { $size }.
        }
    }
# Stánek jde na stánkové místo. $tile (4. pád); $enclosure; $slot číslo
# místa a $slots kolik stánkových míst výběh má.
zooloretto-stall-placed = { $you ->
        [yes] Stavíš { $tile } k výběhu { $enclosure }
       *[no] { $player } staví { $tile } k výběhu { $enclosure }
    }{ $slots ->
        [one] .
       *[other] , na stánkové místo { $slot }.
    }
# Destička jde do stáje: $tile (4. pád).
zooloretto-put-in-barn = { $you ->
        [yes] Dáváš { $tile } do stáje.
       *[no] { $player } dává { $tile } do stáje.
    }
# Pár má mládě, $tile (1. pád), ve výběhu $enclosure. $barn je yes, když byl
# výběh plný a mládě jde do stáje; jinak je teď ve výběhu $count zvířat z $size.
zooloretto-offspring-born = { $you ->
        [yes] Narodilo se { $tile } ve tvém výběhu { $enclosure }
       *[no] { $player }: narodilo se { $tile } ve výběhu { $enclosure }
    }{ $barn ->
        [yes] ; výběh je plný, takže jde do stáje.
       *[no] { $size ->
            [0] .
           *[other] , teď { $count } z { $size }.
        }
    }
# Mládě $tile_nom (1. pád) se narodilo ve výběhu $enclosure a čeká, až mu
# majitel vybere místo (minirozšíření zoo pro mazlíčky).
zooloretto-offspring-arrived = { $you ->
        [yes] Narodilo se { $tile_nom } ve tvém výběhu { $enclosure }; vyber, kam půjde.
       *[no] { $player }: narodilo se { $tile_nom } ve výběhu { $enclosure }.
    }
# Zvíře zaplnilo výběh $enclosure: $earned mincí z banky; $coins stav pokladničky.
zooloretto-coin-bonus = Výběh { $enclosure } je plný: { $you ->
        [yes] dostáváš { $earned ->
            [one] 1 minci
            [few] { $earned } mince
           *[other] { $earned } mincí
        }, teď máš { $coins }.
       *[no] { $player } dostává { $earned ->
            [one] 1 minci
            [few] { $earned } mince
           *[other] { $earned } mincí
        }, teď má { $coins }.
    }
# Zaplacená peněžní akce. $action: move, exchange, purchase, discard, expand
# nebo other; $cost mincí do banky; $coins stav pokladničky.
zooloretto-money-paid = { $you ->
        [yes] Platíš
       *[no] { $player } platí
    } { $cost ->
        [one] 1 minci
        [few] { $cost } mince
       *[other] { $cost } mincí
    } za { $action ->
        [move] přesun
        [exchange] výměnu
        [purchase] nákup
        [discard] odložení
        [expand] rozšiřující desku
       *[other] peněžní akci
    }, { $coins ->
        [one] zbývá 1 mince.
        [few] zbývají { $coins } mince.
       *[other] zbývá { $coins } mincí.
    }
# Zvířata výběhů $first a $second se prohodila. $detail je yes, když je známý
# nový obsah: $first_animals ve výběhu $first, $second_animals ve výběhu
# $second (počty s druhem).
zooloretto-enclosures-exchanged = { $you ->
        [yes] Vyměňuješ zvířata výběhů { $first } a { $second }.
       *[no] { $player } vyměňuje zvířata výběhů { $first } a { $second }.
    }{ $detail ->
        [yes] { " " }Teď ve výběhu { $first }: { $first_animals }; ve výběhu { $second }: { $second_animals }.
       *[no] {""}
    }
# Zvířata jednoho druhu ze stáje, $species (4. pád množného čísla), se
# vyměnila za zvířata výběhu $enclosure.
zooloretto-barn-exchanged = { $you ->
        [yes] Vyměňuješ { $species } ze stáje za zvířata z výběhu { $enclosure }.
       *[no] { $player } vyměňuje { $species } ze stáje za zvířata z výběhu { $enclosure }.
    }
# Nákup: $tile (4. pád) ze stáje, kterou má $seller, za 2 mince, z nich 1
# dostává prodávající, který má teď $seller_coins.
zooloretto-tile-purchased = { $you ->
        [yes] Kupuješ { $tile } ze stáje, kterou má { $seller }
       *[no] { $player } kupuje { $tile } ze stáje, kterou má { $seller }
    }; { $seller } dostává 1 minci, teď má { $seller_coins }.
# Destička $tile (4. pád) jde ze stáje natrvalo mimo hru.
zooloretto-tile-discarded = { $you ->
        [yes] Odkládáš { $tile } ze stáje mimo hru.
       *[no] { $player } odkládá { $tile } ze stáje mimo hru.
    }
# Přibyla rozšiřující deska: výběh $enclosure s $size místy ($size je 0, když
# není známé).
zooloretto-zoo-expanded = { $you ->
        [yes] Přidáváš rozšiřující desku: nový výběh { $enclosure }
       *[no] { $player } přidává rozšiřující desku: nový výběh { $enclosure }
    }{ $size ->
        [0] .
        [one] , 1 místo.
        [few] , { $size } místa.
       *[other] , { $size } míst.
    }
# Přesun nebo nákup byl zrušen dřív, než se cokoli zaplatilo.
zooloretto-money-action-cancelled = { $you ->
        [yes] Rušíš peněžní akci; nic se neplatí.
       *[no] { $player } ruší peněžní akci; nic se neplatí.
    }
# Při 2 hráčích: vůz $truck nikdo nevzal; jeho destičky $tiles jdou mimo hru.
zooloretto-leftovers-removed = Vůz { $truck } nikdo nevzal, jeho destičky jdou mimo hru: { $tiles }.
# Každý hráč už má vůz.
zooloretto-round-ended = Konec kola { $round }: každý hráč má vůz.

## Konec hry.

# První řádek výsledků: $scores výčet hráčů s body.
zooloretto-game-ended = Konec hry. Body: { $scores }.
# Řádek za každého hráče: $name, $total bodů; $categories výčet kategorií.
zooloretto-result-player = { $name }: { $total ->
        [one] 1 bod
        [few] { $total } body
       *[other] { $total } bodů
    }. { $categories }.
# Kategorie bodování, každá s číslem $points. Výběhy: body všech výběhů.
zooloretto-category-enclosures = výběhy { $points }
# Stánky: 2 body za každý druh stánku v zoo.
zooloretto-category-stalls = stánky { $points }
# Stáj: ztráta, $minus je její velikost jako kladné číslo.
zooloretto-category-barn = { $minus ->
        [0] stáj 0
       *[other] stáj minus { $minus }
    }
# Zbylé mince: rozhodují jen při shodě bodů.
zooloretto-category-coins = mince { $points }
# Kategorie minirozšíření bez vlastního jména: $name její id, $points číslo.
zooloretto-category-other = { $name } { $points }
# Konečné pořadí při 3 a více hráčích: $places výčet míst a jmen.
zooloretto-places = Pořadí: { $places }.
# Vítěz. $name vítěz nebo výčet vítězů; $you; $tiebreak: none, coins
# (rozhodly mince) nebo shared (dělené vítězství).
zooloretto-winner = { $tiebreak ->
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
# Shoda v bodech, rozhodly mince. $tied výčet hráčů se shodou; $count kolik
# jich je; $score jejich body; $name vítěz; $coins jeho mince; $others mince
# ostatních hráčů se shodou.
zooloretto-tie-break-coins = { $tied } mají shodně { $score ->
        [one] 1 bod
        [few] { $score } body
       *[other] { $score } bodů
    }; vyhrává { $name } s více mincemi, { $coins } proti { $others }.
# Dělené vítězství: $winners výčet; $score jejich body; $coins mince každého z nich.
zooloretto-tie-break-shared = O vítězství se dělí { $winners }: každý má { $score ->
        [one] 1 bod
        [few] { $score } body
       *[other] { $score } bodů
    } a { $coins ->
        [one] 1 minci.
        [few] { $coins } mince.
       *[other] { $coins } mincí.
    }

## Popis stolu. Hodnota je věta pro běžný a podrobný režim, .short stručný tvar.

# Kdo je na tahu: $player; $you; $coins v pokladničce hráče u klávesnice;
# $final je yes v posledním kole.
zooloretto-turn = { $you ->
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
zooloretto-turn-over = Konec hry.
# Jeden vůz. $number číslo vozu; $state: loaded, full, empty nebo taken;
# $tiles výčet jeho destiček; $player, kdo si ho vzal.
zooloretto-truck-entry = { $state ->
        [taken] { $number } už má { $player }
        [empty] { $number } prázdný
        [full] { $number } plný, veze: { $tiles }
       *[loaded] { $number } veze: { $tiles }
    }
# Vůz s otočenými blokujícími destičkami: $entry jako výše, $blockers blokovaných míst.
zooloretto-truck-with-blockers = { $entry }, { $blockers ->
        [one] 1 místo blokované
        [few] { $blockers } místa blokovaná
       *[other] { $blockers } míst blokováno
    }
# Vozy: $trucks, položky spojené středníky.
zooloretto-trucks = Vozy: { $trucks }.
    .short = Vozy: { $trucks }
# Kolo a hromádky: $round; $stack destiček v hromádce; $end pod kotoučem.
zooloretto-stacks = Kolo { $round }. Hromádka: { $stack ->
        [one] 1 destička
        [few] { $stack } destičky
       *[other] { $stack } destiček
    }, pod kotoučem { $end }.
    .short = Kolo { $round }, hromádka { $stack }, konec { $end }
# Mince všech hráčů: $players výčet jmen a mincí; $bank mincí v bance.
zooloretto-coins = Mince: { $players }. Banka: { $bank }.
    .short = Mince: { $players }
# Body, kdyby hra skončila teď: $scores výčet jmen a bodů.
zooloretto-scores = Body teď: { $scores }.
    .short = Body: { $scores }
# Hráči: $count kolik jich je, $players jejich výčet.
zooloretto-players = { $count ->
        [one] 1 hráč
        [few] { $count } hráči
       *[other] { $count } hráčů
    }: { $players }.
# Destička, která se právě umísťuje, $tile (1. pád), a $count dalších z vozu, výčet v $tiles.
zooloretto-hand-placing = { $count ->
        [0] Umístit teď: { $tile }.
       *[other] Umístit teď: { $tile }. Potom ještě: { $tiles }.
    }
    .short = Umístit: { $tile }
# Destičky z vozu, které zbývá umístit: $count, výčet v $tiles.
zooloretto-hand-waiting = { $count ->
        [one] Zbývá umístit: { $tiles }.
       *[other] Zbývá umístit, v pořadí podle tvé volby: { $tiles }.
    }
    .short = Zbývá: { $tiles }
# Právě otočená destička $tile (1. pád) čeká, až půjde na vůz.
zooloretto-hand-drawn = Otočená destička: { $tile }, čeká na vůz.
    .short = Otočeno: { $tile }
# Nic k umístění.
zooloretto-hand-empty = V ruce nic není.
    .short = Ruka prázdná

## Zoo popsaná jako seznam.

# Záhlaví zoo: $name majitel; $you; $enclosures počet výběhů; $barn destiček
# ve stáji; $coins; $points bodů, kdyby hra skončila teď.
zooloretto-zoo-title = { $you ->
        [yes] Tvoje zoo
       *[no] Zoo, { $name }
    }: { $enclosures ->
        [one] 1 výběh
        [few] { $enclosures } výběhy
       *[other] { $enclosures } výběhů
    }, ve stáji { $barn }, { $coins ->
        [one] 1 mince
        [few] { $coins } mince
       *[other] { $coins } mincí
    }, teď { $points ->
        [one] 1 bod.
        [few] { $points } body.
       *[other] { $points } bodů.
    }
    .short = { $you ->
        [yes] Tvoje zoo
       *[no] Zoo { $name }
    }: body { $points }
# Jeden výběh. $number; $kind: five, four, six, expansion nebo other; $size
# míst pro zvířata; $count zvířat, s druhem v $animals; $empty volných míst;
# $waiting: male, female nebo none, plodné zvíře ještě bez partnera; $stalls
# popis stánkových míst; $coins mincí za zaplnění; $full a $short body plného
# výběhu a výběhu bez jednoho zvířete; $points body teď.
zooloretto-enclosure = Výběh { $number }{ $kind ->
        [expansion] , rozšiřující deska
       *[other] {""}
    }, { $size ->
        [one] 1 místo
        [few] { $size } místa
       *[other] { $size } míst
    }: { $count ->
        [0] prázdný.
       *[other] { $animals }, { $empty ->
            [0] plný.
            [one] 1 volné.
            [few] { $empty } volná.
           *[other] { $empty } volných.
        }
    }{ $waiting ->
        [male] { " " }Samec čeká na samici.
        [female] { " " }Samice čeká na samce.
       *[none] {""}
    } { $stalls } { $coins ->
        [0] Zaplnění nevynese žádné mince.
        [one] Zaplnění vynese 1 minci.
        [few] Zaplnění vynese { $coins } mince.
       *[other] Zaplnění vynese { $coins } mincí.
    } Body: plný { $full }, bez jednoho zvířete { $short }, teď { $points }.
    .short = Výběh { $number }: { $count ->
        [0] prázdný, míst { $size }
       *[other] { $animals }, volno { $empty }
    }
# Stánková místa výběhu: $count míst; $spaces výčet, u každého číslo a obsah
# (stánek, nebo volné).
zooloretto-stall-spaces = { $count ->
        [0] Bez stánkového místa.
        [one] Stánkové místo: { $spaces }.
       *[other] Stánková místa: { $spaces }.
    }
# Jedno stánkové místo ve výčtu: $number (0, když má výběh jen jedno místo);
# $stall stánek na něm (1. pád), $free je yes, když je volné.
zooloretto-stall-space = { $number ->
        [0] { $free ->
            [yes] volné
           *[no] { $stall }
        }
       *[other] { $number } { $free ->
            [yes] volné
           *[no] { $stall }
        }
    }
# Druhy stánků v zoo: $count druhů, výčet v $types; $points bodů za ně.
zooloretto-zoo-stalls = { $count ->
        [0] Stánky v zoo: zatím žádné.
       *[other] Druhy stánků v zoo: { $types }, plus { $points }.
    }
    .short = Druhy stánků: { $count }
# Stáj. $name; $you; $count destiček, výčet podle druhů zvířat a stánků v
# $tiles; $species různých druhů zvířat a $stalls druhů stánků; $penalty
# bodů, které by stála teď.
zooloretto-barn = { $count ->
        [0] { $you ->
            [yes] Tvoje stáj je prázdná.
           *[no] Stáj, { $name }: prázdná.
        }
       *[other] { $you ->
            [yes] Tvoje stáj
           *[no] Stáj, { $name }
        }, { $count ->
            [one] 1 destička
            [few] { $count } destičky
           *[other] { $count } destiček
        }: { $tiles }. Teď stojí { $penalty ->
            [one] 1 bod
            [few] { $penalty } body
           *[other] { $penalty } bodů
        }: { $species ->
            [one] 1 druh zvířat
            [few] { $species } druhy zvířat
           *[other] { $species } druhů zvířat
        }, { $stalls ->
            [one] 1 druh stánků.
            [few] { $stalls } druhy stánků.
           *[other] { $stalls } druhů stánků.
        }
    }
    .short = { $you ->
        [yes] Stáj
       *[no] Stáj { $name }
    } { $count }: { $tiles }
# Body podle kategorií, kdyby hra skončila teď: $name; $total; $categories výčet.
zooloretto-score-player = { $name }: { $total ->
        [one] 1 bod
        [few] { $total } body
       *[other] { $total } bodů
    }. { $categories }.

## Možnosti v číslovaných seznamech.

# Přidat destičku na vůz (otočit ji a naložit).
zooloretto-action-draw = přidat destičku na vůz
# Vzít si vůz $truck s destičkami $tiles (1. pád, výčet).
zooloretto-action-take = vzít vůz { $truck }: { $tiles }
# Dát otočenou destičku na vůz $truck, na kterém je $count destiček, výčet v $tiles.
zooloretto-action-load = { $count ->
        [0] vůz { $truck }, prázdný
       *[other] vůz { $truck }: { $tiles }
    }
# Dát zvíře do výběhu $enclosure: je v něm $count zvířat, s druhem v
# $animals; $empty volných míst; $fills je yes, když ho toto zvíře zaplní.
zooloretto-action-enclosure = výběh { $enclosure }: { $count ->
        [0] prázdný, { $empty ->
            [one] 1 místo
            [few] { $empty } místa
           *[other] { $empty } míst
        }
       *[other] { $animals }, { $empty ->
            [one] 1 volné
            [few] { $empty } volná
           *[other] { $empty } volných
        }
    }{ $fills ->
        [yes] , zaplní ho
       *[no] {""}
    }
# Dát stánek na stánkové místo výběhu $enclosure; $slot číslo místa, $slots
# kolik míst výběh má; $animals zvířata výběhu, nebo bez zvířat.
zooloretto-action-stall-space = { $slots ->
        [one] stánkové místo u výběhu { $enclosure }
       *[other] stánkové místo { $slot } u výběhu { $enclosure }
    }, { $animals }
# Dát destičku do stáje.
zooloretto-action-barn = stáj
# Zrušit peněžní akci; nic se neplatí.
zooloretto-action-cancel = zrušit
# Peněžní akce přesun: $tile (4. pád) ze stáje do zoo za $cost.
zooloretto-action-move = přesunout { $tile } ze stáje, { $cost ->
        [one] 1 mince
        [few] { $cost } mince
       *[other] { $cost } mincí
    }
# Peněžní akce přesun: stánek $tile (4. pád) u výběhu $enclosure na jiné místo.
zooloretto-action-move-stall = přesunout { $tile } od výběhu { $enclosure }, { $cost ->
        [one] 1 mince
        [few] { $cost } mince
       *[other] { $cost } mincí
    }
# Peněžní akce výměna: zvířata výběhů $first a $second, $first_animals
# a $second_animals (počty s druhem, 4. pád), za $cost.
zooloretto-action-exchange = vyměnit výběhy { $first } a { $second }: { $first_animals } za { $second_animals }, { $cost ->
        [one] 1 mince
        [few] { $cost } mince
       *[other] { $cost } mincí
    }
# Peněžní akce výměna: $animals ze stáje (počet s druhem, 4. pád) za
# zvířata výběhu $enclosure, $other (4. pád), za $cost.
zooloretto-action-exchange-barn = vyměnit { $animals } ze stáje za výběh { $enclosure }: { $other }, { $cost ->
        [one] 1 mince
        [few] { $cost } mince
       *[other] { $cost } mincí
    }
# Peněžní akce nákup: $tile (4. pád) ze stáje, kterou má $player, za $cost.
zooloretto-action-purchase = koupit { $tile }, prodává { $player }, { $cost ->
        [one] 1 mince
        [few] { $cost } mince
       *[other] { $cost } mincí
    }
# Peněžní akce odložení: $tile (4. pád) z vlastní stáje za $cost.
zooloretto-action-discard = odložit { $tile } ze stáje, { $cost ->
        [one] 1 mince
        [few] { $cost } mince
       *[other] { $cost } mincí
    }
# Peněžní akce rozšíření: rozšiřující deska s výběhem o $size místech, za $cost.
zooloretto-action-expand = přidat rozšiřující desku, { $size ->
        [one] 1 místo
        [few] { $size } místa
       *[other] { $size } míst
    }, { $cost ->
        [one] 1 mince
        [few] { $cost } mince
       *[other] { $cost } mincí
    }
# Skupina voleb s vlastním seznamem: $kind (money, move, exchange, purchase,
# discard, expand nebo other) s $count možnostmi.
zooloretto-group = { $kind ->
        [money] peněžní akce
        [move] přesun
        [exchange] výměna
        [purchase] nákup
        [discard] odložení
        [expand] rozšíření
       *[other] další
    }, { $count ->
        [one] 1 možnost
        [few] { $count } možnosti
       *[other] { $count } možností
    }

## Otázky, když je hráč na tahu. $options je číslovaný seznam.

# Tah: přidat destičku, vzít vůz, nebo peněžní akce.
zooloretto-prompt-turn = Vyber: { $options }.
# Vlastní seznam skupiny: $kind jako u zooloretto-group.
zooloretto-prompt-group = { $kind ->
        [money] Peněžní akce
        [move] Přesun
        [exchange] Výměna
        [purchase] Nákup
        [discard] Odložení
        [expand] Rozšíření
       *[other] Další
    }: { $options }. Zpět vrátí předchozí seznam.
# Otočená destička $tile (4. pád) jde na vůz.
zooloretto-prompt-load = Na který vůz dát { $tile }? { $options }.
# Destičky vzatého vozu: kterou umístit teď.
zooloretto-prompt-choose = Kterou destičku umístit teď? { $options }.
# Umísti $tile (4. pád). $source: truck, move, move_stall, purchase nebo
# other; $seller kdo ji prodává (nákup); $count míst v zoo; $options všechny
# volby očíslované.
zooloretto-prompt-place = { $source ->
        [move] Kam přesunout { $tile } ze stáje
        [move_stall] Kam přesunout { $tile }
        [purchase] Nákup, prodává { $seller }: kam dát { $tile }
       *[other] Kam umístit { $tile }
    }{ $count ->
        [0] ? V zoo není místo. { $options }.
       *[other] ? { $options }.
    }
# Jakákoli jiná otázka: $options očíslované.
zooloretto-prompt-other = Vyber: { $options }.

## Proč je volba povolená: co by udělala.

# $tile (4. pád) do výběhu $enclosure: pak $count zvířat z $size; $fills je
# yes, když ho zaplní, s $coins mincemi; $breed yes, když se narodí mládě;
# $points body výběhu potom.
zooloretto-why-enclosure = Výběh { $enclosure } je povolený pro { $tile }: obsazeno pak { $count } z { $size }{ $fills ->
        [yes] { $coins ->
            [0] , plný.
            [one] , plný, vynese 1 minci.
            [few] , plný, vynese { $coins } mince.
           *[other] , plný, vynese { $coins } mincí.
        }
       *[no] .
    }{ $breed ->
        [yes] { " " }Narodí se mládě.
       *[no] {""}
    } Body potom: { $points }.
# Stánek na místo u výběhu $enclosure; $new je yes, když zoo ještě nemá stánek
# tohoto druhu (o 2 body víc); $helps je yes, když pak výběh dostane body za
# svá zvířata, i když má 2 nebo víc volných míst.
zooloretto-why-stall-space = Stánkové místo u výběhu { $enclosure } je povolené{ $new ->
        [yes] : nový druh stánku, plus 2 body
       *[no] : tento druh stánku už v zoo máš
    }{ $helps ->
        [yes] ; výběh pak navíc dostane body za svá zvířata.
       *[no] .
    }
# $tile (1. pád) do stáje; $penalty bodů, o které teď vzroste ztráta za stáj
# (0, když tam jeho druh už je).
zooloretto-why-barn = Stáj je povolená: { $penalty ->
        [0] { $tile } už nic navíc nestojí, tento druh už ve stáji je.
        [one] { $tile } stojí na konci 1 bod, pokud ve stáji zůstane.
        [few] { $tile } stojí na konci { $penalty } body, pokud ve stáji zůstane.
       *[other] { $tile } stojí na konci { $penalty } bodů, pokud ve stáji zůstane.
    }

## Proč tah nejde. Každá zpráva říká, co je špatně a co je možné.

# Špatný počet hráčů: povoleno $min až $max.
zooloretto-error-player-count = Zooloretto je pro { $min } až { $max } hráčů; změň počet hráčů.
# Rozšíření $name neexistuje.
zooloretto-error-unknown-expansion = Rozšíření { $name } neexistuje.
# Hromádky jsou prázdné.
zooloretto-error-no-tiles-left = Už nejsou žádné destičky k otočení; vezmi si vůz.
# Všechny vozy jsou plné nebo vzaté.
zooloretto-error-trucks-full = Všechny vozy jsou plné nebo vzaté; vezmi si vůz, nebo udělej peněžní akci.
# Vůz $truck neexistuje; vozy mají čísla 1 až $trucks.
zooloretto-error-no-such-truck = Vůz { $truck } neexistuje; vozy mají čísla 1 až { $trucks }.
# Vůz $truck si v tomto kole vzal $player.
zooloretto-error-truck-taken = Vůz { $truck } už v tomto kole má { $player }; vyber jiný vůz.
# Vůz $truck nemá volné místo.
zooloretto-error-truck-full = Vůz { $truck } je plný; dej destičku na jiný vůz.
# Na voze $truck není žádná otočená destička.
zooloretto-error-truck-empty = Vůz { $truck } je prázdný a prázdný vůz si vzít nejde; vyber vůz s destičkami.
# $tile (1. pád) není mezi destičkami vzatého vozu.
zooloretto-error-not-in-hand = Na tvém voze není { $tile }; vyber některou z destiček, které zbývá umístit.
# Výběh $enclosure neexistuje; zoo má $enclosures výběhů.
zooloretto-error-no-such-enclosure = Výběh { $enclosure } neexistuje; tvoje zoo má výběhy 1 až { $enclosures }.
# Výběh $enclosure nemá volné místo.
zooloretto-error-enclosure-full = Výběh { $enclosure } je plný; vyber jiný výběh, nebo stáj.
# Ve výběhu $enclosure žije jiný druh, $species_plural (1. pád množného čísla).
zooloretto-error-other-species = Ve výběhu { $enclosure } žijí { $species_plural }; zvíře smí jen do prázdného výběhu nebo k vlastnímu druhu, jinak do stáje.
# $tile (1. pád) není zvíře, do výběhu nesmí.
zooloretto-error-not-an-animal = { $tile } není zvíře; do výběhu nesmí.
# $tile (1. pád) není stánek, na stánkové místo nesmí.
zooloretto-error-not-a-stall = { $tile } není stánek; na stánková místa patří jen stánky.
# Výběh $enclosure nemá stánkové místo $slot.
zooloretto-error-no-such-stall-space = Výběh { $enclosure } nemá stánkové místo { $slot }; vyber místo ze seznamu.
# Stánkové místo $slot u výběhu $enclosure je obsazené.
zooloretto-error-stall-space-taken = Stánkové místo { $slot } u výběhu { $enclosure } je obsazené; vyber volné místo, nebo stáj.
# Destička nesmí do stáje; $source: move, move_stall, purchase nebo other.
zooloretto-error-barn-not-allowed = { $source ->
        [move] Tato destička je z tvé stáje; vyber místo v zoo, nebo akci zruš.
        [move_stall] Přesouvaný stánek patří na jiné stánkové místo; vyber ho, nebo akci zruš.
        [purchase] Koupená destička jde do tvé zoo; vyber místo, nebo akci zruš.
       *[other] Tato destička do stáje nesmí; vyber místo ze seznamu.
    }
# Není co zrušit.
zooloretto-error-nothing-to-cancel = Není co zrušit; vyber ze seznamu.
# Málo mincí: stojí to $cost, v pokladničce je $coins.
zooloretto-error-not-enough-coins = Stojí to { $cost ->
        [one] 1 minci
        [few] { $cost } mince
       *[other] { $cost } mincí
    } a ty máš { $coins }; vyber něco levnějšího.
# $tile (1. pád) není ve stáji, kterou má $player.
zooloretto-error-not-in-barn = { $tile } není ve stáji, kterou má { $player }; napiš stáj a uslyšíš, co v ní je.
# Pro $tile_acc (4. pád) není v zoo místo.
zooloretto-error-no-room = Pro { $tile_acc } v tvé zoo není místo; vyber jinou akci.
# Na stánkovém místě $slot u výběhu $enclosure žádný stánek nestojí.
zooloretto-error-no-stall-there = Na stánkovém místě { $slot } u výběhu { $enclosure } žádný stánek nestojí; napiš zoo a uslyšíš, kde tvoje stánky jsou.
# Hráč chtěl kupovat z vlastní stáje.
zooloretto-error-buy-from-self = Z vlastní stáje kupovat nemůžeš; destičku z ní můžeš za 1 minci přesunout.
# Takový hráč není: $player.
zooloretto-error-no-such-player = Hráč { $player } tu není; napiš hráči a uslyšíš, kdo hraje.
# Výměna potřebuje zvířata na obou stranách.
zooloretto-error-exchange-empty-side = Výměna potřebuje zvířata na obou stranách; vyber dvě skupiny, které nejsou prázdné.
# Na obou stranách je stejný druh, $species_plural.
zooloretto-error-exchange-same-species = Na obou stranách jsou { $species_plural }; výměna by nic nezměnila.
# Na jedné straně je víc zvířat, než má druhý výběh míst.
zooloretto-error-exchange-does-not-fit = Tato zvířata se nevejdou: na jedné straně je víc zvířat, než má druhý výběh míst.
# Zoo už má $limit rozšiřujících desek.
zooloretto-error-no-expansions-left = { $limit ->
        [one] Tvoje zoo už rozšiřující desku má; povolená je jen 1.
        [few] Tvoje zoo už má { $limit } rozšiřující desky, víc jich být nesmí.
       *[other] Tvoje zoo už má { $limit } rozšiřujících desek, víc jich být nesmí.
    }
# Akce patří k jinému kroku; $phase říká, co je na řadě teď.
zooloretto-error-not-now = { $phase ->
        [turn] Teď ne: nejdřív vyber akci tahu ze seznamu.
        [load_truck] Teď ne: nejdřív dej otočenou destičku na vůz.
        [choose_tile] Teď ne: nejdřív vyber, kterou destičku z vozu umístíš.
        [place_tile] Teď ne: nejdřív umísti destičku, kterou máš v ruce.
        [over] Teď ne: hra skončila.
       *[other] Teď ne: nejdřív odpověz na položenou otázku.
    }
# $code není destička.
zooloretto-error-unknown-tile = Neznámá destička: { $code }; vyber ze seznamu.
