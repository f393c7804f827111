### Zooloretto: vše, co aplikace říká během hry Zooloretto.
###
### Pro překladatele:
### - Destičky, druhy a stánky přicházejí už hotové, v pádu uvedeném
###   v komentáři. Výčty jsou spojené zprávami common-list-comma
###   a common-list-and (common.ftl).
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
## pro 1, pro 2 až 4 a pro 5 a víc; $gender jeho rod (m-anim, m-inan, f, n)
## a $case pád (nom nebo acc), aby číslovka 1 a 2 zněla slovem ve správném tvaru.

# Počet zvířat nebo stánků: "3 velbloudi", "5 zeber".
zooloretto-count = { $count ->
        [one] { $gender ->
            [f] { $case ->
                [acc] jednu
               *[nom] jedna
            }
            [n] jedno
            [m-anim] { $case ->
                [acc] jednoho
               *[nom] jeden
            }
           *[other] jeden
        } { $one }
        [2] { $gender ->
            [f] dvě
            [n] dvě
           *[other] dva
        } { $few }
        [few] { $count } { $few }
       *[other] { $count } { $many }
    }

## Výčty a drobnosti.

# Jméno s číslem, jako ve stručném výčtu bodů nebo mincí ("Body: Eva: 10"):
# $name hráč, $number číslo.
zooloretto-player-number = { $name }: { $number }
# Hráč a jeho mince ve výčtu mincí ("Eva má jednu minci"): $name, $coins.
zooloretto-player-coins = { $name } má { $coins ->
        [one] jednu minci
        [2] dvě mince
        [few] { $coins } mince
       *[other] { $coins } mincí
    }
# Hráč a jeho body ve výčtu bodů ("Eva má 10"): $name, $points.
zooloretto-player-points = { $name } má { $points }
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
        [one] jedno místo je po celou hru zablokované otočenou destičkou.
        [2] dvě místa jsou po celou hru zablokovaná otočenými destičkami.
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
    .short = { $end ->
        [yes] Z hromádky pod kotoučem: { $tile }.
       *[no] Otočeno: { $tile }.
    }
# První destička zpod kotouče: toto kolo je poslední.
zooloretto-final-round = Poslední kolo: došlo na hromádku pod kotoučem.
# Otočená destička $tile (4. pád) jde na vůz $truck; $only je yes, když jiný vůz
# místo neměl (pak se hráče aplikace neptá).
zooloretto-tile-loaded = { $you ->
        [yes] Dáváš { $tile } na vůz { $truck }
       *[no] { $player } dává { $tile } na vůz { $truck }
    }{ $only ->
        [yes] , jediný vůz s volným místem.
       *[no] .
    }
    .short = Vůz { $truck }: { $tile_nom }.
# $player si bere vůz $truck s destičkami $tiles (1. pád, výčet).
zooloretto-truck-taken = { $you ->
        [yes] Bereš vůz { $truck }: { $tiles }.
       *[no] { $player } bere vůz { $truck }: { $tiles }.
    }
    .short = { $you ->
        [yes] Bereš vůz { $truck }: { $tiles }.
       *[no] { $player } bere vůz { $truck }.
    }
# Mince z vozu jde do pokladničky; $coins je stav pokladničky teď.
zooloretto-coin-tile-cashed = { $you ->
        [yes] Mince: máš { $coins ->
            [one] jednu minci.
            [2] dvě mince.
            [few] { $coins } mince.
           *[other] { $coins } mincí.
        }
       *[no] Mince: { $player } má { $coins ->
            [one] jednu minci.
            [2] dvě mince.
            [few] { $coins } mince.
           *[other] { $coins } mincí.
        }
    }
    .short = { $you ->
        [yes] Mince, máš { $coins }.
       *[no] Mince, { $player } má { $coins }.
    }
# Zvíře jde do výběhu. $tile (4. pád); $enclosure číslo výběhu; $count zvířat
# v něm teď z $size míst ($size je 0, když není známé); $empty míst ještě volných.
# .clause: totéž jako část delší věty o hráči ("klokana do výběhu 3").
zooloretto-animal-placed = { $you ->
        [yes] Dáváš { $tile } do výběhu { $enclosure }
       *[no] { $player } dává { $tile } do výběhu { $enclosure }
    }{ $size ->
        [0] .
       *[other] { $empty ->
            [0] , teď je plný.
           *[other] , obsazeno { $count }, celkem { $size }.
        }
    }
    .clause = { $tile } do výběhu { $enclosure }{ $size ->
        [0] {""}
       *[other] { $empty ->
            [0] , teď je plný
           *[other] , obsazeno { $count }, celkem { $size }
        }
    }
    .short = { $you ->
        [yes] Výběh { $enclosure }: { $tile_nom }.
       *[no] { $player }, výběh { $enclosure }: { $tile_nom }.
    }
    .clause-short = { $tile_nom }, výběh { $enclosure }
# Stánek jde na stánkové místo. $tile (4. pád); $enclosure; $slot číslo
# místa a $slots kolik stánkových míst výběh má.
zooloretto-stall-placed = { $you ->
        [yes] Stavíš { $tile } k výběhu { $enclosure }
       *[no] { $player } staví { $tile } k výběhu { $enclosure }
    }{ $slots ->
        [one] .
       *[other] , na stánkové místo { $slot }.
    }
    .clause = { $tile } k výběhu { $enclosure }{ $slots ->
        [one] {""}
       *[other] , na stánkové místo { $slot }
    }
    .short = { $you ->
        [yes] Výběh { $enclosure }: { $tile_nom }.
       *[no] { $player }, výběh { $enclosure }: { $tile_nom }.
    }
    .clause-short = { $tile_nom }, výběh { $enclosure }
# Destička jde do stáje: $tile (4. pád).
zooloretto-put-in-barn = { $you ->
        [yes] Dáváš { $tile } do stáje.
       *[no] { $player } dává { $tile } do stáje.
    }
    .clause = { $tile } do stáje
    .short = { $you ->
        [yes] Stáj: { $tile_nom }.
       *[no] { $player }, stáj: { $tile_nom }.
    }
    .clause-short = { $tile_nom }, stáj
# Dílek z vozíku šel do stáje bez ptaní, protože ho nevezme žádný výběh ani místo pro
# stánek v zoo: $player (nebo $you), $tile (4. pád).
zooloretto-only-barn = { $you ->
        [yes] Dáváš { $tile } do stáje: ve tvé zoo nemá místo.
       *[no] { $player } dává { $tile } do stáje: v zoo nemá místo.
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
           *[other] , obsazeno { $count }, celkem { $size }.
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
            [one] jednu minci
            [2] dvě mince
            [few] { $earned } mince
           *[other] { $earned } mincí
        }, teď máš { $coins }.
       *[no] { $player } dostává { $earned ->
            [one] jednu minci
            [2] dvě mince
            [few] { $earned } mince
           *[other] { $earned } mincí
        }, teď má { $coins }.
    }
# Zaplacená peněžní akce. $action: move, exchange, purchase, discard, expand,
# z minirozšíření restaurant, pavilion, special (specializovaný výběh),
# hand-off (předání stavenišť) a gorilla, nebo other; $cost mincí do banky;
# $coins stav pokladničky.
zooloretto-money-paid = { $you ->
        [yes] Platíš
       *[no] { $player } platí
    } { $cost ->
        [one] jednu minci
        [2] dvě mince
        [few] { $cost } mince
       *[other] { $cost } mincí
    } za { $action ->
        [move] přesun
        [exchange] výměnu
        [purchase] nákup
        [discard] odložení
        [expand] rozšiřující desku
        [restaurant] restauraci
        [pavilion] pavilón
        [special] specializovaný výběh
        [hand-off] předání stavenišť
        [gorilla] použití gorily
       *[other] peněžní akci
    }, { $coins ->
        [one] zbývá jedna mince.
        [2] zbývají dvě mince.
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
# dostává prodávající, který má teď $seller_coins; $seller_you je yes, když
# prodává posluchač.
zooloretto-tile-purchased = { $you ->
        [yes] Kupuješ { $tile }, prodává { $seller } a dostává jednu minci, teď má { $seller_coins }.
       *[no] { $seller_you ->
            [yes] { $player } kupuje { $tile } z tvé stáje; dostáváš jednu minci, teď máš { $seller_coins }.
           *[no] { $player } kupuje { $tile }, prodává { $seller } a dostává jednu minci, teď má { $seller_coins }.
        }
    }
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
        [one] , jedno místo.
        [2] , dvě místa.
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
    .short = Konec kola { $round }.

## Konec hry.

# První řádek výsledků: $scores výčet hráčů s body (zooloretto-player-points).

zooloretto-game-ended = Konec hry. Body: { $scores }.
# Řádek za každého hráče: $name, $total bodů; $categories výčet kategorií;
# $coins zbylé mince, řečené zvlášť, protože rozhodují jen při shodě bodů.
zooloretto-result-player = { $name }: { $total ->
        [one] 1 bod
        [few] { $total } body
       *[other] { $total } bodů
    }. { $categories }. Mince pro případ shody bodů: { $coins }.
# Kategorie bodování, každá s číslem $points. Výběhy: body všech výběhů.
zooloretto-category-enclosures = výběhy { $points }
# Stánky: 2 body za každý druh stánku v zoo.
zooloretto-category-stalls = stánky { $points }
# Stáj: ztráta, $minus je její velikost jako kladné číslo.
zooloretto-category-barn = { $minus ->
        [0] stáj 0
       *[other] stáj minus { $minus }
    }
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
        [one] jednu minci.
        [2] dvě mince.
        [few] { $coins } mince.
       *[other] { $coins } mincí.
    }

## Popis stolu. Hodnota je věta pro běžný a podrobný režim, .short stručný tvar.

# Kdo je na tahu: $player; $you; $coins v pokladničce hráče u klávesnice;
# $final je yes v posledním kole.
zooloretto-turn = { $you ->
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
        [yes] { $player }, mince { $coins }
       *[no] Tah: { $player }
    }
# Kdo je na tahu, jako záhlaví dlouhého seznamu voleb tahu ("Na tahu: Anna,
# tedy ty, máš 3 mince, 5 možností:"); proměnné jako u zooloretto-turn.
zooloretto-turn-what = { $final ->
        [yes] Poslední kolo.{ " " }
       *[no] {""}
    }{ $you ->
        [yes] Na tahu: { $player }, tedy ty, máš { $coins ->
            [one] jednu minci
            [2] dvě mince
            [few] { $coins } mince
           *[other] { $coins } mincí
        }
       *[no] Na tahu: { $player }
    }
    .short = { $you ->
        [yes] { $player }, mince { $coins }
       *[no] Tah: { $player }
    }
# Hra skončila.
zooloretto-turn-over = Konec hry.
# Jeden vůz. $number číslo vozu; $state: loaded, full, empty nebo taken;
# $tiles výčet jeho destiček (4. pád); $player, kdo si ho vzal.
zooloretto-truck-entry = { $state ->
        [taken] vůz { $number } už má { $player }
        [empty] vůz { $number } je prázdný
        [full] vůz { $number } je plný, veze { $tiles }
       *[loaded] vůz { $number } veze { $tiles }
    }
# Vůz s otočenými blokujícími destičkami: $entry jako výše, $blockers blokovaných míst.
zooloretto-truck-with-blockers = { $entry }, { $blockers ->
        [one] jedno místo blokované
        [2] dvě místa blokovaná
        [few] { $blockers } místa blokovaná
       *[other] { $blockers } míst blokováno
    }
# Záhlaví před vozy, každý na svém řádku: $count vozů.
zooloretto-trucks-heading = Vozy, celkem { $count }:
# Jeden vůz na vlastním řádku: $entry jako u zooloretto-truck-entry, s velkým
# písmenem na začátku.
zooloretto-truck-line = { $entry }.
# Vozy: $trucks, položky spojené středníky.
zooloretto-trucks = Vozy: { $trucks }.
    .short = Vozy: { $trucks }
# Kolo a hromádky: $round; $stack destiček v hromádce; $end pod kotoučem.
zooloretto-stacks = Kolo { $round }. Hromádka: { $stack ->
        [one] jedna destička
        [2] dvě destičky
        [few] { $stack } destičky
       *[other] { $stack } destiček
    }, pod kotoučem { $end }.
    .short = Kolo { $round }, hromádka { $stack }, konec { $end }
# Mince všech hráčů: $players výčet, kdo kolik mincí má (zooloretto-player-coins);
# $short totéž stručně (zooloretto-player-number); $bank mincí v bance.
zooloretto-coins = Mince: { $players }. { $bank ->
        [0] Banka je prázdná.
        [one] V bance je jedna mince.
        [2] V bance jsou dvě mince.
        [few] V bance jsou { $bank } mince.
       *[other] V bance je { $bank } mincí.
    }
    .short = Mince: { $short }
# Body, kdyby hra skončila teď: $scores výčet, kdo kolik bodů má
# (zooloretto-player-points); $short totéž stručně (zooloretto-player-number).
zooloretto-scores = Body teď: { $scores }.
    .short = Body: { $short }
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
        [one] jedna mince
        [2] dvě mince
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
# Jeden výběh. $number; $kind: five, four, six, expansion, special
# (specializovaný výběh jen pro $species, 4. pád množného čísla) nebo other;
# $capacity jeho míst; na $pavilions z nich stojí pavilón, takže ho zaplní
# $size zvířat; na $sites z nich stojí staveniště (zablokované, počítá se
# jako prázdné); $count zvířat, s druhem v $animals; $empty míst volných pro
# zvířata; $waiting: male, female nebo none, plodné zvíře ještě bez partnera;
# $stalls popis stánkových míst; $coins mincí za zaplnění (neříká se u plného
# výběhu); $full a $short body plného výběhu a výběhu bez jednoho zvířete;
# $points body teď; $best
# nejvíc bodů, které ještě může mít (říká se, když v něm stojí staveniště).
zooloretto-enclosure = Výběh { $number }{ $kind ->
        [expansion] , rozšiřující deska
        [special] , specializovaný jen pro { $species }
       *[other] {""}
    }, { $capacity ->
        [one] jedno místo
        [2] dvě místa
        [few] { $capacity } místa
       *[other] { $capacity } míst
    }{ $pavilions ->
        [0] {""}
        [one] , na jednom místě je pavilón
        [2] , na dvou místech jsou pavilóny
        [few] , pavilóny zabírají { $pavilions } místa
       *[other] , pavilóny zabírají { $pavilions } míst
    }{ $pavilions ->
        [0] {""}
       *[other] , takže ho zaplní { $size ->
            [one] jedno zvíře
            [2] dvě zvířata
            [few] { $size } zvířata
           *[other] { $size } zvířat
        }
    }{ $sites ->
        [0] {""}
        [one] , na jednom místě je staveniště, to místo se počítá jako prázdné
        [2] , na dvou místech jsou staveniště, ta místa se počítají jako prázdná
        [few] , staveniště zabírají { $sites } místa, ta se počítají jako prázdná
       *[other] , staveniště zabírají { $sites } míst, ta se počítají jako prázdná
    }: { $count ->
        [0] prázdný.
       *[other] { $animals }, { $empty ->
            [0] plný.
            [one] jedno volné.
            [2] dvě volná.
            [few] { $empty } volná.
           *[other] { $empty } volných.
        }
    }{ $waiting ->
        [male] { " " }Samec čeká na samici.
        [female] { " " }Samice čeká na samce.
       *[none] {""}
    } { $stalls } { $sites ->
        [0] { $empty ->
            [0] {""}
           *[other] { $coins ->
                [0] Zaplnění nevynese žádné mince.
                [one] Zaplnění vynese jednu minci.
                [2] Zaplnění vynese dvě mince.
                [few] Zaplnění vynese { $coins } mince.
               *[other] Zaplnění vynese { $coins } mincí.
            }{ " " }
        }Body: plný { $full }, bez jednoho zvířete { $short }, teď { $points }.
       *[other] Úplný nikdy nebude: za zaplnění žádné mince, nejvýš { $best ->
            [one] 1 bod
            [few] { $best } body
           *[other] { $best } bodů
        }, teď { $points }.
    }
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
# $free je yes, když je volné; $site je yes, když ho blokuje staveniště;
# jinak $stall stánek na něm (1. pád).
zooloretto-stall-space = { $number ->
        [0] { $free ->
            [yes] volné
           *[no] { $site ->
                [yes] blokované staveništěm, není to stánek
               *[no] { $stall }
            }
        }
       *[other] místo { $number } { $free ->
            [yes] je volné
           *[no] { $site ->
                [yes] je blokované staveništěm, není to stánek
               *[no] je { $stall }
            }
        }
    }

# Restaurace stojí na všech stánkových místech výběhu ($count míst).
zooloretto-stall-spaces-restaurant = Obě stánková místa: restaurace.
# Druhy stánků v zoo: $count druhů, výčet v $types; $points bodů za ně;
# $restaurant je yes, když tam stojí restaurace (2 body za každý stánek).
zooloretto-zoo-stalls = { $count ->
        [0] Stánky v zoo: zatím žádné.
       *[other] Druhy stánků v zoo: { $types }, { $points ->
            [one] to je 1 bod
            [few] to jsou { $points } body
           *[other] to je { $points } bodů
        }{ $restaurant ->
            [yes] , díky restauraci 2 body za každý stánek.
           *[no] .
        }
    }
    .short = Druhy stánků: { $count }
# Stáj. $name; $you; $count destiček, výčet podle druhů zvířat a stánků v
# $tiles; $species různých druhů zvířat a $stalls druhů stánků; $sites
# stavenišť (za libovolný počet 2 body); $halved je yes, když ztrátu půlí
# lední medvěd; $penalty bodů, které by stála teď.
zooloretto-barn = { $count ->
        [0] { $you ->
            [yes] Tvoje stáj je prázdná.
           *[no] Stáj, { $name }: prázdná.
        }
       *[other] { $you ->
            [yes] Tvoje stáj
           *[no] Stáj, { $name }
        }, { $count ->
            [one] jedna destička
            [2] dvě destičky
            [few] { $count } destičky
           *[other] { $count } destiček
        }: { $tiles }. { $you ->
            [yes] Teď tě stojí
           *[no] Teď to stojí
        } { $penalty ->
            [one] 1 bod
            [few] { $penalty } body
           *[other] { $penalty } bodů
        }: { $species ->
            [one] 1 druh zvířat
            [few] { $species } druhy zvířat
           *[other] { $species } druhů zvířat
        }, { $stalls ->
            [one] 1 druh stánků
            [few] { $stalls } druhy stánků
           *[other] { $stalls } druhů stánků
        }{ $sites ->
            [0] {""}
           *[other] , staveniště
        }{ $halved ->
            [yes] , díky lednímu medvědovi jen polovina.
           *[no] .
        }
    }
    .short = { $you ->
        [yes] Stáj
       *[no] Stáj { $name }
    } { $count }: { $tiles }
# Body podle kategorií, kdyby hra skončila teď: $name; $total; $categories výčet;
# $coins mince teď, řečené zvlášť, protože rozhodují jen při shodě bodů.
zooloretto-score-player = { $name }: { $total ->
        [one] 1 bod
        [few] { $total } body
       *[other] { $total } bodů
    }. { $categories }. Mince pro případ shody bodů: { $coins }.

## Možnosti v číslovaných seznamech.

# Přidat destičku na vůz (otočit ji a naložit).
zooloretto-action-draw = přidat destičku na vůz
    .short = otočit
# Vzít si vůz $truck s destičkami $tiles (1. pád, výčet).
zooloretto-action-take = vzít vůz { $truck }: { $tiles }
    .short = vůz { $truck }: { $tiles }
# Dát otočenou destičku na vůz $truck, na kterém je $count destiček, výčet v $tiles.
zooloretto-action-load = { $count ->
        [0] vůz { $truck }, prázdný
       *[other] vůz { $truck }: { $tiles }
    }
    .short = vůz { $truck }{ $count ->
        [0] {""}
       *[other] : { $tiles }
    }
# Dát zvíře do výběhu $enclosure: je v něm $count zvířat, s druhem v
# $animals; $empty volných míst; $fills je yes, když ho toto zvíře zaplní.
zooloretto-action-enclosure = výběh { $enclosure }: { $count ->
        [0] prázdný, { $empty ->
            [one] jedno místo
            [2] dvě místa
            [few] { $empty } místa
           *[other] { $empty } míst
        }
       *[other] { $animals }, { $empty ->
            [one] jedno volné
            [2] dvě volná
            [few] { $empty } volná
           *[other] { $empty } volných
        }
    }{ $fills ->
        [yes] , zaplní ho
       *[no] {""}
    }
    .short = výběh { $enclosure }, volno { $empty }{ $fills ->
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
        [one] jedna mince
        [2] dvě mince
        [few] { $cost } mince
       *[other] { $cost } mincí
    }
# Peněžní akce přesun: stánek $tile (4. pád) u výběhu $enclosure na jiné místo.
zooloretto-action-move-stall = přesunout { $tile } od výběhu { $enclosure }, { $cost ->
        [one] jedna mince
        [2] dvě mince
        [few] { $cost } mince
       *[other] { $cost } mincí
    }
# Peněžní akce výměna: zvířata výběhů $first a $second, $first_animals
# a $second_animals (počty s druhem, 4. pád), za $cost.
zooloretto-action-exchange = vyměnit výběhy { $first } a { $second }: { $first_animals } za { $second_animals }, { $cost ->
        [one] jedna mince
        [2] dvě mince
        [few] { $cost } mince
       *[other] { $cost } mincí
    }
    .short = vyměnit { $first } a { $second }, { $cost ->
        [one] jedna mince
        [2] dvě mince
        [few] { $cost } mince
       *[other] { $cost } mincí
    }
# Peněžní akce výměna: $animals ze stáje (počet s druhem, 4. pád) za
# zvířata výběhu $enclosure, $other (4. pád), za $cost.
zooloretto-action-exchange-barn = vyměnit { $animals } ze stáje za výběh { $enclosure }: { $other }, { $cost ->
        [one] jedna mince
        [2] dvě mince
        [few] { $cost } mince
       *[other] { $cost } mincí
    }
# Peněžní akce nákup: $tile (4. pád) ze stáje, kterou má $player, za $cost.
zooloretto-action-purchase = koupit { $tile }, prodává { $player }, { $cost ->
        [one] jedna mince
        [2] dvě mince
        [few] { $cost } mince
       *[other] { $cost } mincí
    }
# Peněžní akce odložení: $tile (4. pád) z vlastní stáje za $cost.
zooloretto-action-discard = odložit { $tile } ze stáje, { $cost ->
        [one] jedna mince
        [2] dvě mince
        [few] { $cost } mince
       *[other] { $cost } mincí
    }
# Peněžní akce rozšíření: rozšiřující deska s výběhem o $size místech, za $cost.
zooloretto-action-expand = přidat rozšiřující desku, { $size ->
        [one] jedno místo
        [2] dvě místa
        [few] { $size } místa
       *[other] { $size } míst
    }, { $cost ->
        [one] jedna mince
        [2] dvě mince
        [few] { $cost } mince
       *[other] { $cost } mincí
    }
    .short = rozšiřující deska, { $cost ->
        [one] jedna mince
        [2] dvě mince
        [few] { $cost } mince
       *[other] { $cost } mincí
    }
# Skupina voleb s vlastním seznamem: $kind (money, move, exchange, purchase,
# discard, expand, z minirozšíření build, special a hand-off, nebo other)
# s $count možnostmi.
zooloretto-group = { $kind ->
        [money] peněžní akce
        [move] přesun
        [exchange] výměna
        [purchase] nákup
        [discard] odložení
        [expand] rozšíření
        [build] budovy
        [special] specializované výběhy
        [hand-off] předání stavenišť
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
        [build] budovy
        [special] specializované výběhy
        [hand-off] předání stavenišť
       *[other] další
    }, { $count }

## Otázky, když je hráč na tahu. $options je číslovaný seznam.

# Tah: přidat destičku, vzít vůz, nebo peněžní akce.
zooloretto-prompt-turn = Vyber: { $options }.
    .short = { $options }.
# Vlastní seznam skupiny na jednom řádku: $what jako u zooloretto-group-what.
zooloretto-prompt-group = { $what }: { $options }. Příkazem zpět se vrátíš k předchozímu seznamu.
# Co obsahuje vlastní seznam skupiny: $kind jako u zooloretto-group.
zooloretto-group-what = { $kind ->
        [money] Peněžní akce
        [move] Přesun
        [exchange] Výměna
        [purchase] Nákup
        [discard] Odložení
        [expand] Rozšíření
        [build] Budovy
        [special] Specializované výběhy
        [hand-off] Předání stavenišť
       *[other] Další
    }
# Zazní po vlastním seznamu skupiny, když má každá položka svůj řádek.
zooloretto-back = Příkazem zpět se vrátíš k předchozímu seznamu.
# Otočená destička $tile (4. pád) jde na vůz.
zooloretto-prompt-load = Na který vůz dát { $tile }? { $options }.
    .short = { $options }.
# Destičky vzatého vozu: kterou umístit teď.
zooloretto-prompt-choose = Kterou destičku umístit teď? { $options }.
    .short = { $options }.
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
    .short = { $count ->
        [0] V zoo není místo. { $options }.
       *[other] { $options }.
    }
# Jakákoli jiná otázka: $options očíslované.
zooloretto-prompt-other = Vyber: { $options }.
    .short = { $options }.
# Na co se rozhodnutí teď ptá, několika slovy: řádek před dlouhým seznamem
# ("Vůz pro velblouda, 12 možností:") a výzva před kurzorem ("Vůz pro
# velblouda, 1 až 3:"). $kind: turn, load (otočená $tile jde na vůz), choose
# (která destička teď), place, move, move_stall, purchase (od $seller), born,
# gift, buy, site, gorilla, bonus nebo other; $tile je destička ve 4. pádě.
# .short: totéž bez destičky, pro výzvu, která by přesáhla 40 znaků.
zooloretto-decision = { $kind ->
        [turn] Tvůj tah
        [load] Vůz pro { $tile }
        [choose] Další destička
        [move] Kam přesunout { $tile }
        [move_stall] Kam přesunout { $tile }
        [purchase] Nákup, prodává { $seller }: kam dát { $tile }
        [gift] Místo pro { $tile }
        [site] Zoo pro { $tile }
        [gorilla] Gorila: kam dát { $tile }
        [bonus] Bonusový výběh
        [place] Kam dát { $tile }
        [born] Kam dát { $tile }
        [buy] Kam postavit { $tile }
       *[other] Vyber
    }
    .short = { $kind ->
        [turn] Tvůj tah
        [load] Na který vůz
        [choose] Další destička
        [move] Kam přesunout destičku
        [move_stall] Kam přesunout stánek
        [purchase] Kam dát nákup
        [gift] Stánkové místo
        [site] Zoo pro staveniště
        [gorilla] Gorila: kam dát destičku
        [bonus] Bonusový výběh
        [born] Kam dát mládě
        [buy] Kam postavit budovu
        [place] Kam dát destičku
       *[other] Vyber
    }

## Proč je volba povolená: co by udělala.

# $tile (4. pád) do výběhu $enclosure: pak $count zvířat z $size; $fills je
# yes, když ho zaplní, s $coins mincemi; $breed yes, když se narodí mládě;
# $points body výběhu potom.
zooloretto-why-enclosure = Výběh { $enclosure } je povolený pro { $tile }: obsazeno pak { $count }, celkem { $size }{ $fills ->
        [yes] { $coins ->
            [0] , plný.
            [one] , plný, vynese jednu minci.
            [2] , plný, vynese dvě mince.
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
zooloretto-error-player-count = Zooloretto je pro { $min } až { $max ->
        [one] jednoho hráče
        [few] { $max } hráče

       *[other] { $max } hráčů
    }; změň počet hráčů.
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
        [one] jednu minci
        [2] dvě mince
        [few] { $cost } mince
       *[other] { $cost } mincí
    } a ty máš { $coins }; vyber něco levnějšího.
# $tile_acc (4. pád) není ve stáji, kterou má $player; $own je yes, když je to
# stáj toho, kdo se ptá.
zooloretto-error-not-in-barn = { $own ->
        [yes] Ve stáji nemáš { $tile_acc }
       *[no] { $player } nemá ve stáji { $tile_acc }
    }; napiš stáj a uslyšíš, co v ní je.
# Pro $tile_acc (4. pád) není v zoo místo.
zooloretto-error-no-room = Pro { $tile_acc } v tvé zoo není místo; vyber jinou akci.
# Na stánkovém místě $slot u výběhu $enclosure žádný stánek nestojí.
zooloretto-error-no-stall-there = Na stánkovém místě { $slot } u výběhu { $enclosure } žádný stánek nestojí; napiš zoo a uslyšíš, kde tvoje stánky jsou.
# Hráč chtěl kupovat z vlastní stáje.
zooloretto-error-buy-from-self = Z vlastní stáje kupovat nemůžeš; destičku z ní můžeš za jednu minci přesunout.
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
        [one] Tvoje zoo už rozšiřující desku má; povolená je jen jedna.
        [2] Tvoje zoo už má dvě rozšiřující desky, víc jich být nesmí.
        [few] Tvoje zoo už má { $limit } rozšiřující desky, víc jich být nesmí.
       *[other] Rozšiřujících desek už má tvoje zoo { $limit }, víc jich být nesmí.
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

## Minirozšíření (každé má své téma pravidel).

# Jméno minirozšíření ve výčtu: $name je jeho id.
zooloretto-expansion-name = { $name ->
        [buildings] tři nové budovy

        [petting-zoo] zoo pro mazlíčky
        [specialised-enclosures] specializované výběhy
        [polar-bear] lední medvěd
        [construction-sites] staveniště
        [task-cards] karty úkolů
        [gorilla] gorila
        [savings-book] vkladní knížka
        [reindeer] sob
       *[other] { $name }
    }
# Řekne se na začátku: $count minirozšíření ve hře, jejich jména v $names.
zooloretto-expansions-in-play = { $count ->
        [0] Bez minirozšíření: základní hra.
       *[other] Minirozšíření ve hře: { $names }.
    }
# Jméno bonusového výběhu ve výčtu: $name je polar-bear, gorilla nebo reindeer.
zooloretto-bonus-name = { $name ->
        [polar-bear] lední medvěd
        [gorilla] gorila
       *[reindeer] sob
    }

## Destičky minirozšíření. Atributy jsou pády jako u druhů; $key říká, o kterou
## destičku jde; $species je druh specializovaného výběhu (4. pád množného čísla).

# Pavilón, pevně na místě pro zvíře.
zooloretto-tile-pavilion = pavilón
    .nom = pavilón
    .acc = pavilón
    .gen = pavilónu
    .ins = pavilónem
# Staveniště; $key je, co blokuje: enclosure, stall (stánkové místo) nebo barn.
zooloretto-tile-site = { $key ->
        [enclosure] staveniště pro výběh
        [stall] staveniště pro stánkové místo
       *[barn] staveniště pro stáj
    }
    .nom = { $key ->
        [enclosure] staveniště pro výběh
        [stall] staveniště pro stánkové místo
       *[barn] staveniště pro stáj
    }
    .acc = { $key ->
        [enclosure] staveniště pro výběh
        [stall] staveniště pro stánkové místo
       *[barn] staveniště pro stáj
    }
    .gen = { $key ->
        [enclosure] staveniště pro výběh
        [stall] staveniště pro stánkové místo
       *[barn] staveniště pro stáj
    }
    .ins = { $key ->
        [enclosure] staveništěm pro výběh
        [stall] staveništěm pro stánkové místo
       *[barn] staveništěm pro stáj
    }
# Specializovaný výběh pro $species.
zooloretto-tile-special = specializovaný výběh pro { $species }
    .nom = specializovaný výběh pro { $species }
    .acc = specializovaný výběh pro { $species }
    .gen = specializovaného výběhu pro { $species }
    .ins = specializovaným výběhem pro { $species }
# Bonusový výběh; $key: polar-bear, gorilla nebo reindeer.
zooloretto-tile-bonus = { $key ->
        [polar-bear] výběh s ledním medvědem
        [gorilla] výběh s gorilou
       *[reindeer] výběh se sobem
    }
    .nom = { $key ->
        [polar-bear] výběh s ledním medvědem
        [gorilla] výběh s gorilou
       *[reindeer] výběh se sobem
    }
    .acc = { $key ->
        [polar-bear] výběh s ledním medvědem
        [gorilla] výběh s gorilou
       *[reindeer] výběh se sobem
    }
    .gen = { $key ->
        [polar-bear] výběhu s ledním medvědem
        [gorilla] výběhu s gorilou
       *[reindeer] výběhu se sobem
    }
    .ins = { $key ->
        [polar-bear] výběhem s ledním medvědem
        [gorilla] výběhem s gorilou
       *[reindeer] výběhem se sobem
    }
# Počet stavenišť ve výčtu obsahu stáje: $count.
zooloretto-sites-count = { $count ->
        [one] jedno staveniště
        [2] dvě staveniště
        [few] { $count } staveniště
       *[other] { $count } stavenišť
    }
# Kde stojí staveniště. $where: enclosure, stall nebo barn; $enclosure; $slot
# stánkové místo a $slots kolik jich výběh má.
zooloretto-site-where = { $where ->
        [enclosure] ve výběhu { $enclosure }
        [stall] { $slots ->
            [one] na stánkovém místě u výběhu { $enclosure }
           *[other] na stánkovém místě { $slot } u výběhu { $enclosure }
        }
       *[barn] ve stáji
    }
# Vybírá se bonusový výběh.
zooloretto-hand-bonus = Vybíráš bonusový výběh.
    .short = Výběr bonusového výběhu

## Minirozšíření v zoo.

# Zoo pro mazlíčky. $name; $you; $count mláďat v ní, výčet v $tiles; $room
# zbývajících míst; $next mincí, které vynese další mládě.
zooloretto-petting-zoo = { $you ->
        [yes] Tvoje zoo pro mazlíčky
       *[no] Zoo pro mazlíčky, { $name }
    }: { $count ->
        [0] prázdné
       *[other] { $tiles }
    }{ $room ->
        [0] , plné.
       *[other] , místo ještě pro { $room ->
            [one] jedno mládě
            [2] dvě mláďata
            [few] { $room } mláďata
           *[other] { $room } mláďat
        }; další mládě tam vynese { $next ->
            [one] jednu minci.
            [2] dvě mince.
            [few] { $next } mince.
           *[other] { $next } mincí.
        }
    }
    .short = { $you ->
        [yes] Mazlíčci
       *[no] Mazlíčci { $name }
    }: mláďat { $count }
# Bonusový výběh hráče. $name; $you; $bonus: polar-bear, gorilla, reindeer
# nebo none; $used je yes, když je mince gorily už použitá.
zooloretto-bonus-held = { $you ->
        [yes] Tvůj bonusový výběh
       *[no] Bonusový výběh, { $name }
    }: { $bonus ->
        [polar-bear] lední medvěd, stáj stojí jen polovinu bodů.
        [gorilla] { $used ->
            [yes] gorila, její mince je už použitá.
           *[no] gorila, jednou smí otočená destička jít rovnou do zoo za jednu minci.
        }
        [reindeer] sob, 1 bod za každé prázdné místo ve výbězích.
       *[none] zatím žádný; jeden si vezme ten, kdo první zaplní šestimístný výběh.
    }
    .short = { $you ->
        [yes] Bonus
       *[no] Bonus { $name }
    }: { $bonus ->
        [polar-bear] lední medvěd
        [gorilla] gorila
        [reindeer] sob
       *[none] žádný
    }
# Vkladní knížka. $name; $you; $field pole, na kterém leží mince, 0 když je prázdná.
zooloretto-savings-book = { $you ->
        [yes] Tvoje vkladní knížka
       *[no] Vkladní knížka, { $name }
    }: { $field ->
        [0] prázdná.
       *[other] mince na poli { $field }; na konci každého kola postoupí a na poli 4 se vrátí i s jednou mincí úroku.
    }
    .short = { $you ->
        [yes] Knížka
       *[no] Knížka { $name }
    }: pole { $field }

## Stůl: co tam kladou minirozšíření.

# Budovy na prodej, každá za $cost: $restaurant je yes, dokud je restaurace
# na stole; $pavilions pavilónů zbývá; $shop je yes, dokud obchod se suvenýry
# čeká na první mládě.
zooloretto-table-buildings = Budovy na prodej, každá za { $cost ->
        [one] jednu minci
        [2] dvě mince
        [few] { $cost } mince
       *[other] { $cost } mincí
    }: { $restaurant ->
        [yes] restaurace
       *[no] restaurace už ne
    }, { $pavilions ->
        [0] žádný pavilón
        [one] jeden pavilón
        [2] dva pavilóny
        [few] { $pavilions } pavilóny
       *[other] { $pavilions } pavilónů
    }. { $shop ->
        [yes] Obchod se suvenýry dostane ten, komu se první narodí mládě.
       *[no] Obchod se suvenýry už má majitele.
    }
# Zbylé specializované výběhy: $count, pro $species (4. pád množného čísla, výčet), za $cost.
zooloretto-table-special = { $count ->
        [0] Specializované výběhy: žádný nezbyl.
       *[other] Specializované výběhy, každý za { $cost ->
            [one] jednu minci
            [2] dvě mince
            [few] { $cost } mince
           *[other] { $cost } mincí
        }, { $count ->
            [one] zbývá 1
            [few] zbývají { $count }
           *[other] zbývá { $count }
        }: pro { $species }.
    }
# Zbylé bonusové výběhy: $count, jména v $names.
zooloretto-table-bonus = { $count ->
        [0] Bonusové výběhy: žádný nezbyl.
       *[other] Bonusové výběhy za zaplnění šestimístného výběhu: { $names }.
    }

## Karty úkolů (naše rekonstrukce, viz téma pravidel karty úkolů).

# Karta úkolu. $you je yes, když ji slyší majitel; $name majitel; $number
# číslo karty (1 až 5); $three a $two druhy (2. pád množného čísla, "výběh
# velbloudů") za 3 a 2 body za každý zaplněný výběh; $zero druh (4. pád
# množného čísla), za který se ve stáji body neztrácejí.
zooloretto-task-card = { $you ->
        [yes] Karta úkolu, jen pro tebe: karta { $number }
       *[no] Karta úkolu, { $name }: karta { $number }
    }, 3 body za každý zaplněný výběh { $three }, 2 body za každý zaplněný výběh { $two } a za { $zero } ve stáji se body neztrácejí.

## Události minirozšíření. $player je hráč, který jedná; $you jako výše.

# Restaurace stojí na obou stánkových místech výběhu $enclosure.
zooloretto-restaurant-built = { $you ->
        [yes] Stavíš restauraci u výběhu { $enclosure }, na obě jeho stánková místa.
       *[no] { $player } staví restauraci u výběhu { $enclosure }, na obě jeho stánková místa.
    }
# Pavilón ve výběhu $enclosure, kterému teď k zaplnění stačí $size zvířat.
zooloretto-pavilion-built = { $you ->
        [yes] Stavíš pavilón ve výběhu { $enclosure }
       *[no] { $player } staví pavilón ve výběhu { $enclosure }
    }: teď mu k zaplnění stačí { $size ->
        [one] jedno zvíře.
        [2] dvě zvířata.
        [few] { $size } zvířata.
       *[other] { $size } zvířat.
    }
# První mládě přináší obchod se suvenýry; $in_barn je yes, když nebylo volné
# stánkové místo a obchod šel do stáje.
zooloretto-souvenir-shop-given = { $you ->
        [yes] První mládě: dostáváš obchod se suvenýry{ $in_barn ->
            [yes] ; žádné stánkové místo není volné, jde do tvé stáje.
           *[no] ; vyber pro něj volné stánkové místo.
        }
       *[no] První mládě: { $player } dostává obchod se suvenýry{ $in_barn ->
            [yes] ; žádné stánkové místo není volné, jde do stáje.
           *[no] .
        }
    }
# Mládě $tile (4. pád) jde do zoo pro mazlíčky: $earned mincí, $coins stav pokladničky.
zooloretto-petting-zoo-placed = { $you ->
        [yes] Dáváš { $tile } do své zoo pro mazlíčky
       *[no] { $player } dává { $tile } do zoo pro mazlíčky
    }{ $earned ->
        [0] ; v bance už mince nejsou.
       *[other] { $you ->
            [yes] : dostáváš { $earned ->
                [one] jednu minci
                [2] dvě mince
                [few] { $earned } mince
               *[other] { $earned } mincí
            }, teď máš { $coins }.
           *[no] : dostává { $earned ->
                [one] jednu minci
                [2] dvě mince
                [few] { $earned } mince
               *[other] { $earned } mincí
            }, teď má { $coins }.
        }
    }
# Koupený specializovaný výběh pro $species_accpl (4. pád množného čísla); je
# to výběh $enclosure.
zooloretto-special-enclosure-bought = { $you ->
        [yes] Kupuješ specializovaný výběh pro { $species_accpl }: je to tvůj výběh { $enclosure }.
       *[no] { $player } kupuje specializovaný výběh pro { $species_accpl }: výběh { $enclosure }.
    }
# Hráč zaplnil šestimístný výběh a bere si bonusový výběh $name (polar-bear,
# gorilla nebo reindeer).
zooloretto-bonus-enclosure-taken = { $you ->
        [yes] { $name ->
            [polar-bear] Získáváš výběh s ledním medvědem: stáj tě bude stát jen polovinu bodů.
            [gorilla] Získáváš výběh s gorilou: jednou smíš otočenou destičku dát rovnou do zoo za jednu minci.
           *[reindeer] Získáváš výběh se sobem: dostaneš 1 bod za každé prázdné místo ve svých výbězích.
        }
       *[no] { $name ->
            [polar-bear] { $player } získává výběh s ledním medvědem: stáj ho bude stát jen polovinu bodů.
            [gorilla] { $player } získává výběh s gorilou: jednou smí dát otočenou destičku rovnou do zoo.
           *[reindeer] { $player } získává výběh se sobem: 1 bod za každé prázdné místo.
        }
    }
# Mezi destičky se zamíchalo $count stavenišť.
zooloretto-sites-shuffled-in = { $count ->
        [one] jedno staveniště je zamíchané
        [2] dvě staveniště jsou zamíchaná
        [few] { $count } staveniště jsou zamíchaná
       *[other] { $count } stavenišť je zamícháno
    } mezi destičky.
# $player dává staveniště do zoo, kterou má $owner ($mine je yes, když je to
# hráč u klávesnice). $where: enclosure, stall nebo barn; $enclosure; $slot
# stánkové místo a $slots kolik jich výběh má.
zooloretto-site-placed = { $mine ->
        [yes] { $player } ti dává staveniště
       *[no] Staveniště dostává { $owner }, { $you ->
            [yes] dáváš ho ty
           *[no] dává ho { $player }
        }
    }: { $where ->
        [enclosure] do výběhu { $enclosure }, zablokované místo se počítá jako prázdné.
        [stall] { $slots ->
            [one] na stánkové místo u výběhu { $enclosure }, stánek tam teď stát nemůže.
           *[other] na stánkové místo { $slot } u výběhu { $enclosure }, stánek tam teď stát nemůže.
        }
       *[barn] do stáje, kde staveniště stojí dohromady 2 body.
    }
# Pro staveniště $tile_nom nebylo místo v žádné cizí zoo; jde mimo hru.
zooloretto-site-removed = Žádná cizí zoo nemá místo: { $tile_nom } jde mimo hru.
# $player zaplatil za předání $tiles_count stavenišť, výčet v $tiles; umístí se hned potom.
zooloretto-sites-handed-off = { $you ->
        [yes] Předáváš { $tiles_count ->
            [one] jedno staveniště: { $tiles }; teď ho umísti do cizí zoo.
            [2] dvě staveniště: { $tiles }; teď je umísti do cizích zoo.
            [few] { $tiles_count } staveniště: { $tiles }; teď je umísti do cizích zoo.
           *[other] { $tiles_count } stavenišť: { $tiles }; teď je umísti do cizích zoo.
        }
       *[no] { $player } předává { $tiles_count ->
            [one] jedno staveniště: { $tiles }.
            [2] dvě staveniště: { $tiles }.
            [few] { $tiles_count } staveniště: { $tiles }.
           *[other] { $tiles_count } stavenišť: { $tiles }.
        }
    }
# Soukromé: vlastní karta úkolu hráče u klávesnice, karta $number; $three,
# $two a $zero jako u zooloretto-task-card.
zooloretto-task-card-dealt = Karta úkolu, jen pro tebe: karta { $number }, 3 body za každý zaplněný výběh { $three }, 2 body za každý zaplněný výběh { $two } a za { $zero } ve tvé stáji body neztrácíš. Znovu ji uslyšíš příkazem úkol.
# Co slyší ostatní: $player dostává tajnou kartu úkolu.
zooloretto-task-card-hidden = { $you ->
        [yes] Dostáváš tajnou kartu úkolu.
       *[no] { $player } dostává tajnou kartu úkolu.
    }
# Na konci se odkrývá $count karet úkolů (za každého hráče následuje řádek).
zooloretto-task-cards-revealed = Karty úkolů se odkrývají.
# Mince jde na vkladní knížku; $coins stav pokladničky.
zooloretto-coin-saved = { $you ->
        [yes] Dáváš jednu minci na svou vkladní knížku, na pole 1
       *[no] { $player } dává jednu minci na vkladní knížku, na pole 1
    }; { $coins ->
        [one] zbývá jedna mince.
        [2] zbývají dvě mince.
        [few] zbývají { $coins } mince.
       *[other] zbývá { $coins } mincí.
    }
# Na konci kola postoupila uložená mince na pole $field.
zooloretto-savings-moved = { $you ->
        [yes] Tvoje vkladní knížka
       *[no] Vkladní knížka, { $player }
    }: mince postupuje na pole { $field }.
# Uložená mince se vrátila s úrokem $interest mincí; $coins stav pokladničky.
zooloretto-savings-paid-out = { $you ->
        [yes] Vkladní knížka ti vrací minci
       *[no] { $player } dostává z vkladní knížky zpět svou minci
    }{ $interest ->
        [0] , ale na úrok v bance nezbylo
        [one] { " " }a jednu minci úroku
        [2] { " " }a dvě mince úroku
        [few] { " " }a { $interest } mince úroku
       *[other] { " " }a { $interest } mincí úroku
    }; teď { $you ->
        [yes] máš
       *[no] má
    } { $coins ->
        [one] jednu minci.
        [2] dvě mince.
        [few] { $coins } mince.
       *[other] { $coins } mincí.
    }

## Kategorie bodování minirozšíření, každá s číslem $points.

# Obchod se suvenýry: 1 bod za každé mládě ve výbězích.
zooloretto-category-souvenir-shop = obchod se suvenýry { $points }
# Sob: 1 bod za každé prázdné místo.
zooloretto-category-reindeer = sob { $points }
# Body za kartu úkolu.
zooloretto-category-task-card = karta úkolu { $points }

## Možnosti minirozšíření v číslovaných seznamech. $cost v mincích.

# Peněžní akce: koupit restauraci.
zooloretto-action-buy-restaurant = koupit restauraci, { $cost ->
        [one] jedna mince
        [2] dvě mince
        [few] { $cost } mince
       *[other] { $cost } mincí
    }
# Peněžní akce: koupit pavilón.
zooloretto-action-buy-pavilion = koupit pavilón, { $cost ->
        [one] jedna mince
        [2] dvě mince
        [few] { $cost } mince
       *[other] { $cost } mincí
    }
# Postavit restauraci u výběhu $enclosure na stánková místa $first a $second;
# $animals zvířata výběhu.
zooloretto-action-place-restaurant = výběh { $enclosure }, stánková místa { $first } a { $second }: { $animals }
# Postavit pavilón ve výběhu $enclosure: $count zvířat, s druhem v $animals;
# potom ho zaplní $size zvířat ($complete yes: bude úplný hned).
zooloretto-action-place-pavilion = výběh { $enclosure }: { $count ->
        [0] prázdný
       *[other] { $animals }
    }, potom { $complete ->
        [yes] hned úplný
       *[no] ho zaplní { $size ->
            [one] jedno zvíře
            [2] dvě zvířata
            [few] { $size } zvířata
           *[other] { $size } zvířat
        }
    }
# Mládě do zoo pro mazlíčky: vynese $coins.
zooloretto-action-petting-zoo = zoo pro mazlíčky, { $coins ->
        [0] žádná mince, banka je prázdná
        [one] jedna mince
        [2] dvě mince
        [few] { $coins } mince
       *[other] { $coins } mincí
    }
# Peněžní akce: specializovaný výběh pro $species (4. pád množného čísla), $size míst.
zooloretto-action-buy-special = koupit specializovaný výběh pro { $species }, { $size ->
        [one] jedno místo
        [2] dvě místa
        [few] { $size } místa
       *[other] { $size } míst
    }, { $cost ->
        [one] jedna mince
        [2] dvě mince
        [few] { $cost } mince
       *[other] { $cost } mincí
    }
# Vybrat bonusový výběh $bonus (polar-bear, gorilla nebo reindeer).
zooloretto-action-bonus = { $bonus ->
        [polar-bear] lední medvěd: stáj tě stojí jen polovinu bodů
        [gorilla] gorila: jednou otočená destička rovnou do zoo za jednu minci
       *[reindeer] sob: 1 bod za každé prázdné místo
    }
# Použít gorilu: otočenou destičku $tile (4. pád) rovnou do zoo.
zooloretto-action-gorilla = gorila: { $tile } rovnou do tvé zoo, { $cost ->
        [one] jedna mince
        [2] dvě mince
        [few] { $cost } mince
       *[other] { $cost } mincí
    }
# Uložit $cost mincí na vkladní knížku; vrátí se s úrokem $interest za $rounds kol.
zooloretto-action-save = vkladní knížka: uložit { $cost ->
        [one] jednu minci
        [2] dvě mince
        [few] { $cost } mince
       *[other] { $cost } mincí
    }, vrátí se za { $rounds ->
        [one] jedno kolo
        [2] dvě kola
        [few] { $rounds } kola
       *[other] { $rounds } kol
    } a úrok bude { $interest ->
        [one] jedna mince
        [2] dvě mince
        [few] { $interest } mince
       *[other] { $interest } mincí
    }
# Místo pro staveniště v zoo, kterou má $name. $where: enclosure, stall nebo
# barn; $enclosure; $count zvířat, s druhem v $animals; $empty volných míst;
# $slot stánkové místo a $slots kolik jich výběh má.
zooloretto-action-place-site = { $name }, { $where ->
        [enclosure] výběh { $enclosure }: { $count ->
            [0] prázdný, { $empty ->
                [one] jedno místo
                [2] dvě místa
                [few] { $empty } místa
               *[other] { $empty } míst
            }
           *[other] { $animals }, { $empty ->
                [one] jedno volné
                [2] dvě volná
                [few] { $empty } volná
               *[other] { $empty } volných
            }
        }
        [stall] { $slots ->
            [one] stánkové místo u výběhu { $enclosure }
           *[other] stánkové místo { $slot } u výběhu { $enclosure }
        }, { $animals }
       *[barn] stáj
    }
# Žádná cizí zoo nemá místo: staveniště jde mimo hru.
zooloretto-action-remove-site = vyřadit ze hry, žádná cizí zoo nemá místo
# Peněžní akce: předat $count stavenišť, která stojí na místech $places (výčet).
zooloretto-action-hand-off = předat staveniště { $places }, { $cost ->
        [one] jedna mince
        [2] dvě mince
        [few] { $cost } mince
       *[other] { $cost } mincí
    }
# Položka nabídky s místy v zoo, kterou má $name: $count míst.
zooloretto-group-owner = zoo, { $name }: { $count ->
        [one] jedno místo
        [2] dvě místa
        [few] { $count } místa
       *[other] { $count } míst
    }
# Co obsahuje seznam míst v zoo, kterou má $name.
zooloretto-group-owner-what = Zoo: { $name }
# Místa v zoo, kterou má $name, očíslovaná v $options.
zooloretto-prompt-group-owner = Místa v zoo, { $name }: { $options }. Příkazem zpět se vrátíš k předchozímu seznamu.
# Umístit destičku minirozšíření. $source: born (mládě, $tile), gift (obchod
# se suvenýry), buy (budova, $tile), site (staveniště, $tile, $count míst v
# cizích zoo), gorilla (otočená destička $tile) nebo bonus (výběr bonusového
# výběhu); $tile je ve 4. pádě; $options očíslované.
zooloretto-prompt-place-expansion = { $source ->
        [born] Nové { $tile }: kam půjde? { $options }.
        [gift] Obchod se suvenýry: vyber pro něj volné stánkové místo. { $options }.
        [buy] Kam postavit { $tile }? { $options }.
        [site] { $count ->
            [0] Žádná cizí zoo nemá místo, { $tile } musí mimo hru: { $options }.
           *[other] Do které cizí zoo dát { $tile }? { $options }.
        }
        [gorilla] Gorila: kam ve tvé zoo dát { $tile }? { $options }.
       *[bonus] Tvůj šestimístný výběh je plný: vyber si bonusový výběh. { $options }.
    }

## Proč akce minirozšíření nejde.

# Výběh $enclosure je jen pro $species_accpl (4. pád množného čísla).
zooloretto-error-special-species = Výběh { $enclosure } je jen pro { $species_accpl }; vyber jiný výběh, nebo stáj.
# Mládě smí jen k rodičům, do zoo pro mazlíčky, nebo do stáje.
zooloretto-error-newborn-with-parents = Mládě smí jen k rodičům, do zoo pro mazlíčky, nebo do stáje, když je výběh rodičů plný; vyber ze seznamu.
# Budova $building (restaurant nebo pavilion) už není na prodej.
zooloretto-error-building-gone = { $building ->
        [restaurant] Restaurace už je postavená, je jen 1.
       *[pavilion] Oba pavilóny už jsou postavené, žádný nezbyl.
    }
# Pro budovu $building (restaurant nebo pavilion) není v zoo místo.
zooloretto-error-no-room-for-building = { $building ->
        [restaurant] Restaurace potřebuje dvě volná stánková místa vedle sebe u jednoho výběhu; tvoje zoo je nemá.
       *[pavilion] Pavilón potřebuje volné místo pro zvíře ve výběhu, který není specializovaný; tvoje zoo takové nemá.
    }
# Do zoo pro mazlíčky smí jen mládě, hned po narození.
zooloretto-error-petting-zoo-newborns-only = Do zoo pro mazlíčky smí jen mládě, hned když se narodí.
# Zoo pro mazlíčky je plné, vejde se do něj $spaces mláďat.
zooloretto-error-petting-zoo-full = Tvoje zoo pro mazlíčky je plné, vejdou se do něj { $spaces ->
        [one] jedno mládě
        [2] dvě mláďata
        [few] { $spaces } mláďata
       *[other] { $spaces } mláďat
    }; mládě jde k rodičům, nebo do stáje.
# Specializovaný výběh pro $species_accpl už není na stole.
zooloretto-error-special-gone = Specializovaný výběh pro { $species_accpl } už na stole není; vyber jiný.
# Bonusový výběh $name (polar-bear, gorilla nebo reindeer) už není na stole.
zooloretto-error-bonus-gone = { $name ->
        [polar-bear] Výběh s ledním medvědem
        [gorilla] Výběh s gorilou
       *[reindeer] Výběh se sobem
    } už na stole není; vyber jiný.
# Hráč nemá výběh s gorilou.
zooloretto-error-gorilla-not-yours = Výběh s gorilou nemáš; dostane ho ten, kdo první zaplní šestimístný výběh.
# Mince gorily je už použitá.
zooloretto-error-gorilla-used = Gorila už je použitá: funguje jen jednou za hru.
# Není co předat: nejvýš $limit vlastních stavenišť najednou.
zooloretto-error-no-sites-to-hand-off = K předání potřebuješ staveniště ve vlastní zoo, nejvýš { $limit ->
        [one] jedno
        [2] dvě
       *[other] { $limit }
    } najednou; napiš zoo a uslyšíš, kde jsou.
# Staveniště nesmí mimo hru: jiná zoo má místo.
zooloretto-error-site-has-places = Pro toto staveniště je ještě místo v cizí zoo, takže mimo hru jít nemůže; vyber místo ze seznamu.
# Staveniště nikdy nejde do vlastní zoo.
zooloretto-error-site-own-zoo = Staveniště patří do cizí zoo, nikdy do tvé vlastní.
# Tam není místo pro staveniště druhu $kind (enclosure, stall nebo barn).
zooloretto-error-site-no-room = Tam pro staveniště není místo: { $kind ->
        [enclosure] potřebuje volné místo ve výběhu
        [stall] potřebuje volné stánkové místo
       *[other] potřebuje jiné místo
    }; vyber místo ze seznamu.
# Na vkladní knížce už leží mince, na poli $field.
zooloretto-error-savings-busy = Na tvé vkladní knížce už je mince, na poli { $field }; najednou smí být jen 1.

## Události jednoho hráče za sebou, řečené spolu (běžná a stručná upovídanost).
## .short: stručný tvar.

# Otočená destička $tile_nom (1. pád) šla na vůz $truck; $end je yes, když
# byla z hromádky pod kotoučem.
zooloretto-run-drawn-loaded = { $you ->
        [yes] Otáčíš destičku{ $end ->
            [yes] { " " }z hromádky pod kotoučem
           *[no] {""}
        } a dáváš ji na vůz { $truck }: { $tile_nom }.
       *[no] { $player } otáčí destičku{ $end ->
            [yes] { " " }z hromádky pod kotoučem
           *[no] {""}
        } a dává ji na vůz { $truck }: { $tile_nom }.
    }
    .short = { $you ->
        [yes] Ty: { $tile_nom } na vůz { $truck }.
       *[no] { $player }: { $tile_nom } na vůz { $truck }.
    }
# Vzatý vůz s mincemi: vůz $truck s destičkami $tiles (výčet); $coins stav pokladničky teď.
zooloretto-run-truck-taken = { $you ->
        [yes] Bereš vůz { $truck }: { $tiles }; teď máš { $coins ->
            [one] jednu minci
            [2] dvě mince
            [few] { $coins } mince
           *[other] { $coins } mincí
        }.
       *[no] { $player } bere vůz { $truck }: { $tiles }; teď má { $coins ->
            [one] jednu minci
            [2] dvě mince
            [few] { $coins } mince
           *[other] { $coins } mincí
        }.
    }
    .short = { $you ->
        [yes] Bereš vůz { $truck }: { $tiles }; teď máš { $coins ->
            [one] jednu minci
            [2] dvě mince
            [few] { $coins } mince
           *[other] { $coins } mincí
        }.
       *[no] { $player } bere vůz { $truck }, teď má { $coins ->
            [one] jednu minci
            [2] dvě mince
            [few] { $coins } mince
           *[other] { $coins } mincí
        }.
    }
# Destičky umístěné za sebou: $clauses, každá v tvaru .clause své události, středníky.
zooloretto-run-placed = { $you ->
        [yes] Dáváš { $clauses }.
       *[no] { $player } dává { $clauses }.
    }
    .short = { $you ->
        [yes] Dáváš { $clauses }.
       *[no] { $player }: { $clauses }.
    }
# Dvě věty jednoho hráče na jednom řádku: $line dosud, pak $sentence.
zooloretto-run-line = { $line } { $sentence }
# Událost jiného hráče, která mění tvou zoo nebo pokladničku: $line.
zooloretto-for-you = Pro tebe: { $line }
