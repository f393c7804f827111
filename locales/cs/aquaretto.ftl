### Aquaretto: vše, co aplikace říká během hry Aquaretto.
###
### Pro překladatele:
### - Destičky, druhy, zaměstnanci a desky přicházejí už hotové, v pádu
###   uvedeném v komentáři. Výčty jsou spojené zprávami common-list-comma
###   a common-list-and (common.ftl).
### - $pool je druh tak, jak pojmenovává nádrž: 2. pád množného čísla,
###   "nádrž kosatek".
### - $you je yes, když jde o hráče u klávesnice, jinak no.
### - Pole se jmenují číslem řady a písmenem sloupce (3C, -1B), aby hlasová
###   syntéza vyslovila písmeno i minus.
### - Čísla: syntéza čte číslici 1 jako „jeden“ a 2 jako „dva“. Před ženským a
###   středním rodem proto píšeme slovo (jednu minci, dvě destičky, jedno mládě):
###   ve výběru [one] slovo místo { $count } a pro 2 zvláštní větev [2]. Po
###   předložce, která mění pád (s, o, po, při, na ... polích), číslici nepíšeme.
### - Vše je v přítomném čase, aby věta nepotřebovala rod hráče.
### - Atributy .short jsou stručné tvary, pokud možno nejvýš 40 znaků pro jeden
###   řádek braillského řádku.

## Druhy. Hodnota je základní jméno. Atributy: pády (.nom 1. pád, .acc 4. pád,
## .gen 2. pád, .ins 7. pád), .genpl 2. pád množného čísla pro jméno nádrže,
## rod (.gender: m-anim, f nebo n) a .words, slova, která smí hráč napsat,
## oddělená čárkou, malými písmeny.

# Delfín, cvičitelný.
aquaretto-species-dolphin = delfín
    .nom = delfín
    .acc = delfína
    .gen = delfína
    .ins = delfínem
    .genpl = delfínů
    .gender = m-anim
    .words = delfín
# Kosatka, cvičitelná.
aquaretto-species-orca = kosatka
    .nom = kosatka
    .acc = kosatku
    .gen = kosatky
    .ins = kosatkou
    .genpl = kosatek
    .gender = f
    .words = kosatka
# Lachtan, cvičitelný.
aquaretto-species-sea-lion = lachtan
    .nom = lachtan
    .acc = lachtana
    .gen = lachtana
    .ins = lachtanem
    .genpl = lachtanů
    .gender = m-anim
    .words = lachtan, tuleň
# Lední medvěd.
aquaretto-species-polar-bear = lední medvěd
    .nom = lední medvěd
    .acc = ledního medvěda
    .gen = ledního medvěda
    .ins = ledním medvědem
    .genpl = ledních medvědů
    .gender = m-anim
    .words = lední medvěd, medvěd
# Tučňák.
aquaretto-species-penguin = tučňák
    .nom = tučňák
    .acc = tučňáka
    .gen = tučňáka
    .ins = tučňákem
    .genpl = tučňáků
    .gender = m-anim
    .words = tučňák
# Mořská želva.
aquaretto-species-turtle = mořská želva
    .nom = mořská želva
    .acc = mořskou želvu
    .gen = mořské želvy
    .ins = mořskou želvou
    .genpl = mořských želv
    .gender = f
    .words = mořská želva, želva
# Krokodýl.
aquaretto-species-crocodile = krokodýl
    .nom = krokodýl
    .acc = krokodýla
    .gen = krokodýla
    .ins = krokodýlem
    .genpl = krokodýlů
    .gender = m-anim
    .words = krokodýl
# Hroch.
aquaretto-species-hippo = hroch
    .nom = hroch
    .acc = hrocha
    .gen = hrocha
    .ins = hrochem
    .genpl = hrochů
    .gender = m-anim
    .words = hroch

## Destičky.

# Jedna destička. $kind: male, female, fish, lightning, plain, offspring nebo
# coin; $case: požadovaný pád (nom, acc, gen, ins); $animal: druh v tomto
# pádě; $of: druh ve 2. pádě (samec kosatky).
aquaretto-tile = { $kind ->
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
        [fish] { $animal } s rybou
        [lightning] { $animal } s bleskem
        [offspring] { $case ->
            [gen] mláděte { $of }
            [ins] mládětem { $of }
           *[nom] mládě { $of }
        }
        [coin] { $case ->
            [acc] minci
            [ins] mincí
           *[nom] mince
        }
       *[plain] { $animal }
    }

## Zaměstnanci a rozšiřující desky. .nom, .acc a .gen jsou pády; .words je to,
## co smí hráč napsat.

# Zaměstnanec u pokladny.
aquaretto-worker-cashier = pokladní
    .nom = pokladní
    .acc = pokladního
    .gen = pokladního
    .words = pokladní
# Zaměstnanec u krmení.
aquaretto-worker-keeper = ošetřovatel
    .nom = ošetřovatel
    .acc = ošetřovatele
    .gen = ošetřovatele
    .words = ošetřovatel
# Zaměstnanec na lavičce manažera.
aquaretto-worker-manager = manažer
    .nom = manažer
    .acc = manažera
    .gen = manažera
    .words = manažer
# Cvičitel, bez udání místa.
aquaretto-worker-trainer = cvičitel
    .nom = cvičitel
    .acc = cvičitele
    .gen = cvičitele
    .words = cvičitel
# Cvičitel stojící na poli $cell.
aquaretto-worker-trainer-at = cvičitel na { $cell }
    .nom = cvičitel na { $cell }
    .acc = cvičitele na { $cell }
    .gen = cvičitele na { $cell }
# Malá rozšiřující deska, 3 pole.
aquaretto-board-small = malá rozšiřující deska
    .nom = malá rozšiřující deska
    .acc = malou rozšiřující desku
    .words = malá, malou
# Velká rozšiřující deska, 4 pole, o druh víc.
aquaretto-board-large = velká rozšiřující deska
    .nom = velká rozšiřující deska
    .acc = velkou rozšiřující desku
    .words = velká, velkou

## Výčty a drobnosti.

# Jméno s číslem, jako ve výčtu bodů: $name hráč, $number číslo.
aquaretto-player-number = { $name }: { $number }
# Hráč ve výčtu hráčů: $name; $kind je bot, you nebo other.
aquaretto-player-entry = { $kind ->
        [bot] { $name } (bot)
        [you] { $name } (ty)
       *[other] { $name }
    }
# Souvislý úsek polí v řadě: od $first do $last. Čárka za prvním polem: bez ní
# syntéza čte písmena A, I, K, O, S, U, V, Z jako slova (3K až 3M „tři k až“,
# 3K, až 3M „tři ká, až tři em“).
aquaretto-cell-run = { $first }, až { $last }

## Události. $player je hráč, který jedná; $you jako výše.

# První řádek hry. $count hráčů; $players jejich výčet; $removed kolik druhů
# ve hře není, jejich výčet v $species; $trucks počet vozů; $first začínající hráč.
aquaretto-game-started = Aquaretto, { $count ->
        [one] jeden hráč
        [few] { $count } hráči
       *[other] { $count } hráčů
    }: { $players }. { $removed ->
        [0] Ve hře je všech 8 druhů.
        [one] V této hře není: { $species }.
       *[other] V této hře nejsou: { $species }.
    } { $trucks ->
        [one] jeden vůz
        [few] { $trucks } vozy
       *[other] { $trucks } vozů
    }. { $you ->
        [yes] Začínáš ty.
       *[no] Začíná { $first }.
    }
# Při 2 hráčích: $blockers míst vozu $truck je po celou hru zablokováno.
aquaretto-truck-blocked = Vůz { $truck }: { $blockers ->
        [one] jedno místo je po celou hru zablokované otočenou destičkou.
        [2] dvě místa jsou po celou hru zablokovaná otočenými destičkami.
        [few] { $blockers } místa jsou po celou hru zablokovaná otočenými destičkami.
       *[other] { $blockers } míst je po celou hru zablokováno otočenými destičkami.
    }
# Nové kolo: $round; začíná $player.
aquaretto-round-started = Kolo { $round }. { $you ->
        [yes] Začínáš ty.
       *[no] Začíná { $player }.
    }
# Otočená destička: $tile (1. pád); $end je yes, když je z hromádky pod kotoučem.
aquaretto-tile-drawn = { $end ->
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
aquaretto-end-stack-reached = Poslední kolo: došlo na hromádku pod kotoučem.
# Otočená destička $tile (4. pád) jde na vůz $truck.
aquaretto-tile-loaded = { $you ->
        [yes] Dáváš { $tile } na vůz { $truck }.
       *[no] { $player } dává { $tile } na vůz { $truck }.
    }
# $player si bere vůz $truck s destičkami $tiles (1. pád, výčet).
aquaretto-truck-taken = { $you ->
        [yes] Bereš vůz { $truck }: { $tiles }.
       *[no] { $player } bere vůz { $truck }: { $tiles }.
    }
# Mince z vozu jde do pokladničky; $coins je stav pokladničky teď.
aquaretto-coin-tile-taken = { $you ->
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
# Destička z vozu jde do zooparku. $tile (4. pád) na $cell; $size destiček
# má teď její nádrž; $pool jméno nádrže; u nové nádrže $species počet druhů v
# zooparku a $limit povolený počet (0, když není znám).
aquaretto-tile-placed = { $you ->
        [yes] Dáváš { $tile } na { $cell }.
       *[no] { $player } dává { $tile } na { $cell }.
    } { $size ->
        [1] Nová nádrž { $pool }{ $limit ->
            [0] .
           *[other] . Zoopark má teď { $species ->
                [one] jeden druh
                [few] { $species } druhy
               *[other] { $species } druhů
            } a smí mít nejvýš { $limit }.
        }
       *[other] Nádrž { $pool } má teď { $size ->
            [one] jednu destičku.
            [2] dvě destičky.
            [few] { $size } destičky.
           *[other] { $size } destiček.
        }
    }
# Destička z vozu jde navrch skladu; teď v něm je $count destiček. $reason: chosen
# (hráč ji tam dal), species-limit (nová nádrž nejde: zoopark už má $limit druhů)
# nebo no-cell (žádné volné pole zooparku se pro ni nehodí).
aquaretto-tile-to-depot = { $you ->
        [yes] Dáváš { $tile } do skladu
       *[no] { $player } dává { $tile } do skladu
    }, { $count ->
        [one] teď v něm je jedna destička
        [2] teď v něm jsou dvě destičky
        [few] teď v něm jsou { $count } destičky
       *[other] teď v něm je { $count } destiček
    }{ $reason ->
        [species-limit] : zoopark už má { $limit ->
            [one] jeden druh
            [few] { $limit } druhy
           *[other] { $limit } druhů
        }, novou nádrž založit nejde.
        [no-cell] : v zooparku pro ni není žádné povolené pole.
       *[chosen] .
    }
# Samec a samice se setkali: narodilo se mládě druhu $species (2. pád).
aquaretto-offspring-born = { $you ->
        [yes] Narodilo se ti mládě { $species }.
       *[no] { $player }: narodilo se mládě { $species }.
    }
# Mládě jde do své nádrže na $cell; nádrž $pool má teď $size destiček.
aquaretto-offspring-placed = Mládě jde na { $cell }. Nádrž { $pool } má teď { $size ->
        [one] jednu destičku.
        [2] dvě destičky.
        [few] { $size } destičky.
       *[other] { $size } destiček.
    }
# Nádrž nemá místo: mládě $tile (4. pád) jde do skladu, v něm je teď $count destiček.
aquaretto-offspring-to-depot = Pro { $tile } není v nádrži místo: jde do skladu, { $count ->
        [one] teď v něm je jedna destička.
        [2] teď v něm jsou dvě destičky.
        [few] teď v něm jsou { $count } destičky.
       *[other] teď v něm je { $count } destiček.
    }
# Nádrž dosáhla $size destiček: 1 mince z banky; $coins je stav pokladničky teď.
aquaretto-bonus-coin = { $you ->
        [yes] Bonusová mince: nádrž { $pool } má { $size ->
            [one] jednu destičku.
            [2] dvě destičky.
            [few] { $size } destičky.
           *[other] { $size } destiček.
        } Máš { $coins ->
            [one] jednu minci.
            [2] dvě mince.
            [few] { $coins } mince.
           *[other] { $coins } mincí.
        }
       *[no] { $player } dostává bonusovou minci: nádrž { $pool } má { $size ->
            [one] jednu destičku.
            [2] dvě destičky.
            [few] { $size } destičky.
           *[other] { $size } destiček.
        } Teď má { $coins ->
            [one] jednu minci.
            [2] dvě mince.
            [few] { $coins } mince.
           *[other] { $coins } mincí.
        }
    }
# Nádrž dosáhla $size destiček, ale banka je prázdná.
aquaretto-bonus-coin-bank-empty = Nádrž { $pool } má { $size ->
        [one] jednu destičku
        [2] dvě destičky
        [few] { $size } destičky
       *[other] { $size } destiček
    }, ale v bance už žádná mince není.
# Nádrž dosáhla $size destiček: nový zaměstnanec.
aquaretto-worker-earned = { $you ->
        [yes] Získáváš zaměstnance: nádrž
       *[no] { $player } získává zaměstnance: nádrž
    } { $pool } má { $size ->
        [one] jednu destičku.
        [2] dvě destičky.
        [few] { $size } destičky.
       *[other] { $size } destiček.
    }
# Nový zaměstnanec zaujal místo: $worker (1. pád, například pokladní, cvičitel na 3C).
aquaretto-worker-placed = { $you ->
        [yes] Tvůj nový zaměstnanec: { $worker }.
       *[no] { $player }: nový zaměstnanec, { $worker }.
    }
# Zaměstnanec je získán, ale žádné místo není volné.
aquaretto-worker-no-place = Pro nového zaměstnance není volné místo: zůstává v zásobě.
# Zaměstnanec je získán, ale všech 16 figurek je už ve hře.
aquaretto-worker-supply-empty = V zásobě už žádný zaměstnanec není: nový nepřijde.
# Peněžní akce přesun: $tile (4. pád) ze skladu na $cell za 1 minci; $size a
# $pool jako u umístěné destičky; $coins je stav pokladničky teď.
aquaretto-depot-tile-moved = { $you ->
        [yes] Platíš jednu minci a přesouváš { $tile } ze skladu na { $cell }.
       *[no] { $player } platí jednu minci a přesouvá { $tile } ze skladu na { $cell }.
    } { $size ->
        [1] Nová nádrž { $pool }.
       *[other] Nádrž { $pool } má teď { $size ->
            [2] dvě destičky.
            [few] { $size } destičky.
           *[other] { $size } destiček.
        }
    } Mince: { $coins }.
    .short = { $you ->
        [yes] Přesouváš { $tile } ze skladu na { $cell }.
       *[no] { $player } přesouvá { $tile } ze skladu na { $cell }.
    }
# Peněžní akce přesun: zaměstnanec mění místo. $from (2. pád) a $to (1. pád)
# jsou místa, například pokladní, cvičitel na 3C; $coins stav pokladničky.
aquaretto-worker-moved = { $you ->
        [yes] Platíš jednu minci za přesun zaměstnance. Místo tvého { $from }: { $to }.
       *[no] { $player } platí jednu minci za přesun zaměstnance. Místo { $from }: { $to }.
    } Mince: { $coins }.
    .short = { $you ->
        [yes] Přesun zaměstnance: { $to }.
       *[no] { $player }, přesun zaměstnance: { $to }.
    }
# Peněžní akce nákup: $tile (4. pád) ze skladu, který má $seller, za 2 mince,
# 1 z nich prodávajícímu; jde na $cell; $size a $pool jako u umístěné destičky;
# $seller_you je yes, když prodává posluchač.
aquaretto-tile-bought = { $you ->
        [yes] Kupuješ { $tile } ze skladu za dvě mince, jednu z nich dostává { $seller }. Destička jde na { $cell }.
       *[no] { $seller_you ->
            [yes] { $player } kupuje { $tile } z tvého skladu za dvě mince, jednu z nich dostáváš ty. Destička jde na { $cell }.
           *[no] { $player } kupuje { $tile } ze skladu za dvě mince, jednu z nich dostává { $seller }. Destička jde na { $cell }.
        }
    } { $size ->
        [1] Nová nádrž { $pool }.
       *[other] Nádrž { $pool } má teď { $size ->
            [2] dvě destičky.
            [few] { $size } destičky.
           *[other] { $size } destiček.
        }
    }
    .short = { $you ->
        [yes] Kupuješ { $tile } od hráče { $seller }, na { $cell }.
       *[no] { $seller_you ->
            [yes] { $player } kupuje { $tile } z tvého skladu, na { $cell }.
           *[no] { $player } kupuje { $tile } od hráče { $seller }, na { $cell }.
        }
    }
# Peněžní akce odložení: $tile (4. pád) jde za 2 mince mimo hru; $coins stav pokladničky.
aquaretto-depot-tile-discarded = { $you ->
        [yes] Platíš dvě mince a odkládáš { $tile } ze skladu mimo hru.
       *[no] { $player } platí dvě mince a odkládá { $tile } ze skladu mimo hru.
    } Mince: { $coins }.
    .short = { $you ->
        [yes] Odkládáš { $tile }.
       *[no] { $player } odkládá { $tile }.
    }
# Peněžní akce rozšíření: $board (4. pád) za $cost mincí; nová pole $cells;
# povoleno je teď $limit druhů.
aquaretto-park-expanded = { $you ->
        [yes] Přidáváš { $board } za { $cost ->
            [one] jednu minci
            [2] dvě mince
            [few] { $cost } mince
           *[other] { $cost } mincí
        }: nová pole { $cells }.
       *[no] { $player } přidává { $board } za { $cost ->
            [one] jednu minci
            [2] dvě mince
            [few] { $cost } mince
           *[other] { $cost } mincí
        }: nová pole { $cells }.
    } Zoopark teď smí mít nejvýš { $limit ->
        [one] jeden druh.
        [few] { $limit } druhy.
       *[other] { $limit } druhů.
    }
    .short = { $you ->
        [yes] Nová pole: { $cells }.
       *[no] { $player }, nová pole: { $cells }.
    }
# Při 2 hráčích: vůz $truck nikdo nevzal; jeho destičky $tiles jdou mimo hru.
aquaretto-leftover-tiles-removed = Vůz { $truck } nikdo nevzal, jeho destičky jdou mimo hru: { $tiles }.
# Každý hráč už má vůz.
aquaretto-round-ended = Konec kola { $round }: každý hráč má vůz.
    .short = Konec kola { $round }.

## Tah jiného hráče na řádku nebo dvou (normální a stručná upovídanost). Tah je
## věta a její části spojené středníky; .short je stručná podoba části.

# Otočená destička jde na vůz: $tile (1. pád) na vůz $truck; $end je yes, když
# byla z hromádky pod kotoučem.
aquaretto-turn-load = { $you ->
        [yes] Přidáváš na vůz { $truck } destičku{ $end ->
            [yes] {" "}z hromádky pod kotoučem
           *[no] {""}
        }: { $tile }.
       *[no] { $player } přidává na vůz { $truck } destičku{ $end ->
            [yes] {" "}z hromádky pod kotoučem
           *[no] {""}
        }: { $tile }.
    }
    .short = { $you ->
        [yes] { $tile } na vůz { $truck }.
       *[no] { $player }: { $tile } na vůz { $truck }.
    }
# $player si bere vůz $truck; $parts: kam šla která destička, nebo výčet destiček.
aquaretto-turn-take = { $you ->
        [yes] Bereš vůz { $truck }: { $parts }.
       *[no] { $player } bere vůz { $truck }: { $parts }.
    }
# Pokračování téhož tahu: $parts jako výše.
aquaretto-turn-then = { $you ->
        [yes] Dále: { $parts }.
       *[no] { $player } dále: { $parts }.
    }
# Události hráče, kterým v tomto kroku nepředchází jeho akce (umístěná destička): $parts.
aquaretto-turn-parts = { $you ->
        [yes] { $parts }.
       *[no] { $player }: { $parts }.
    }
# Řádek o posluchačově vlastním zooparku nebo skladu v tahu jiného hráče: $text.
aquaretto-for-you = Pro tebe: { $text }
# $tile (1. pád) jde na vůz $truck.
aquaretto-part-loaded = { $tile } na vůz { $truck }
# Mince z vozu; $coins je stav pokladničky teď.
aquaretto-part-coin = mince z vozu, teď { $coins ->
        [1] jedna mince
        [2] dvě mince
        [few] { $coins } mince
       *[other] { $coins } mincí
    }
    .short = mince z vozu
# $tile (1. pád) jde na $cell; nádrž má $size destiček; u nové nádrže $species
# druhů z povolených $limit (0: neznámo).
aquaretto-part-placed = { $tile } na { $cell }, { $size ->
        [1] nová nádrž{ $limit ->
            [0] {""}
           *[other] , zoopark má { $species ->
                [one] jeden druh
                [few] { $species } druhy
               *[other] { $species } druhů
            } a smí mít nejvýš { $limit }
        }
       *[other] nádrž má { $size ->
            [2] dvě destičky
            [few] { $size } destičky
           *[other] { $size } destiček
        }
    }
    .short = { $tile } na { $cell }
# $tile (1. pád) jde do skladu, v němž je teď $count destiček; $reason a $limit jako
# v aquaretto-tile-to-depot.
aquaretto-part-depot = { $tile } do skladu, ve skladu { $count ->
        [1] jedna destička
        [2] dvě destičky
        [few] { $count } destičky
       *[other] { $count } destiček
    }{ $reason ->
        [species-limit] , nová nádrž nejde
        [no-cell] , žádné povolené pole
       *[chosen] {""}
    }
    .short = { $tile } do skladu{ $reason ->
        [chosen] {""}
       *[other] , žádné povolené pole
    }
# Bonusová mince; $coins je stav pokladničky teď.
aquaretto-part-bonus = bonusová mince, teď { $coins ->
        [1] jedna mince
        [2] dvě mince
        [few] { $coins } mince
       *[other] { $coins } mincí
    }
    .short = bonusová mince
aquaretto-part-bank-empty = bonusová mince není, banka je prázdná
# Rodí se mládě druhu $species (2. pád).
aquaretto-part-born = rodí se mládě { $species }
# Mládě $tile (1. pád, „mládě hrocha“) jde na $cell; nádrž má $size destiček.
aquaretto-part-offspring-placed = nové { $tile } na { $cell }, nádrž má { $size ->
        [one] jednu destičku
        [2] dvě destičky
        [few] { $size } destičky
       *[other] { $size } destiček
    }
    .short = nové { $tile } na { $cell }
# Mládě $tile (1. pád) jde do skladu ($count destiček), v nádrži není místo.
aquaretto-part-offspring-depot = nové { $tile } do skladu, v nádrži není místo
    .short = nové { $tile } do skladu
aquaretto-part-worker-earned = nový zaměstnanec
# Místo nového zaměstnance: $worker (1. pád).
aquaretto-part-worker = nový zaměstnanec: { $worker }
aquaretto-part-worker-no-place = nový zaměstnanec, ale žádné volné místo
aquaretto-part-worker-none-left = v zásobě už není žádný zaměstnanec

## Konec hry.

# První řádek výsledků: $scores výčet hráčů s body.
aquaretto-game-ended = Konec hry. Výsledné body. { $scores }.
# Řádek za každého hráče: $name, $total bodů; kategorie $animals, $cashiers,
# $keepers, $trainers; $depot ztráta za sklad jako kladné číslo.
aquaretto-result-player = { $name }: { $total ->
        [one] jeden bod
        [few] { $total } body
       *[other] { $total } bodů
    }. Zvířata { $animals }, pokladní { $cashiers }, ošetřovatelé { $keepers }, cvičitelé { $trainers }, { $depot ->
        [0] sklad 0.
       *[other] sklad minus { $depot }.
    }
# Konečné pořadí při 3 a více hráčích: $places výčet míst a jmen.
aquaretto-places = Pořadí: { $places }.
# Vítěz. $name vítěz nebo výčet vítězů; $you; $tiebreak: none, coins
# (rozhodly mince) nebo shared (dělené vítězství).
aquaretto-winner = { $tiebreak ->
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
aquaretto-tie-break-coins = { $tied } mají shodně { $score ->
        [one] jeden bod
        [few] { $score } body
       *[other] { $score } bodů
    }; vyhrává { $name }, protože má víc mincí: { $coins }, ostatní { $others }.
# Dělené vítězství: $winners výčet; $score jejich body; $coins mince každého z nich.
aquaretto-tie-break-shared = O vítězství se dělí { $winners }: každý má { $score ->
        [one] jeden bod
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
aquaretto-turn = { $you ->
        [yes] Na tahu: { $player }, tedy ty. Máš { $coins ->
            [1] jednu minci.
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
        [yes] { $player }, { $coins ->
            [1] jedna mince
            [2] dvě mince
            [few] { $coins } mince
           *[other] { $coins } mincí
        }
       *[no] Tah: { $player }
    }
# Hra skončila.
aquaretto-turn-over = Konec hry.
# Jeden vůz. $number číslo vozu; $state: loaded, full, empty nebo taken;
# $tiles výčet jeho destiček (1. pád), $tiles_acc týž ve 4. pádě; $player, kdo si
# ho vzal. .short bez slova vůz.
aquaretto-truck-entry = { $state ->
        [taken] vůz { $number } má { $player }
        [empty] vůz { $number } je prázdný
        [full] vůz { $number } je plný, veze { $tiles_acc }
       *[loaded] vůz { $number } veze { $tiles_acc }
    }
    .short = { $state ->
        [taken] { $number }: vzatý
        [empty] { $number }: prázdný
        [full] { $number }, plný: { $tiles }
       *[loaded] { $number }: { $tiles }
    }
# Vůz s otočenými blokujícími destičkami: $entry jako výše, $blockers blokovaných míst.
aquaretto-truck-with-blockers = { $entry }, { $blockers ->
        [one] jedno místo blokované
        [2] dvě místa blokovaná
        [few] { $blockers } místa blokovaná
       *[other] { $blockers } míst blokováno
    }
# Vozy: $trucks, položky spojené středníky.
aquaretto-trucks = Vozy: { $trucks }.
    .short = Vozy: { $trucks }
# Kolo a hromádky: $round; $stack destiček v hromádkách; $end pod kotoučem.
aquaretto-stacks = Kolo { $round }. Hromádky: { $stack ->
        [one] jedna destička
        [2] dvě destičky
        [few] { $stack } destičky
       *[other] { $stack } destiček
    }, pod kotoučem { $end }.
    .short = Kolo { $round }, hromádky { $stack }, pod kotoučem { $end }
# Mince všech hráčů: $players výčet jmen a mincí; $bank mincí v bance.
aquaretto-coins = Mince. { $players }. { $bank ->
        [0] V bance žádná mince není.
        [one] V bance je jedna mince.
        [2] V bance jsou dvě mince.
        [few] V bance jsou { $bank } mince.
       *[other] V bance je { $bank } mincí.
    }
    .short = Mince. { $players }
# Body, kdyby hra skončila teď: $scores výčet jmen a bodů.
aquaretto-scores = Body teď. { $scores }.
    .short = Body. { $scores }
# Hráči: $count kolik jich je, $players jejich výčet.
aquaretto-players = { $count ->
        [one] jeden hráč
        [few] { $count } hráči
       *[other] { $count } hráčů
    }: { $players }.
# Destička, která se právě umísťuje, $tile (1. pád), a $count dalších z vozu, výčet v $tiles.
aquaretto-hand-placing = { $count ->
        [0] Umístit teď: { $tile }.
       *[other] Umístit teď: { $tile }. Potom ještě: { $tiles }.
    }
    .short = Umístit: { $tile }
# Destičky z vozu, které zbývá umístit: $count, výčet v $tiles.
aquaretto-hand-waiting = { $count ->
        [one] Zbývá umístit: { $tiles }.
       *[other] Zbývá umístit, v pořadí podle tvé volby: { $tiles }.
    }
    .short = Zbývá: { $tiles }
# Nic k umístění.
aquaretto-hand-empty = V ruce nic není.
    .short = Ruka prázdná

## Vodní zoopark.

# Záhlaví mapy: $name majitel; $you; $fields polí; $species druhů, povoleno $limit.
aquaretto-map-title = { $you ->
        [yes] Tvůj zoopark
       *[no] Zoopark, { $name }
    }: { $fields ->
        [one] jedno pole
        [2] dvě pole
        [few] { $fields } pole
       *[other] { $fields } polí
    }, { $species ->
        [0] zatím žádný druh
        [one] jeden druh
        [few] { $species } druhy
       *[other] { $species } druhů
    } { $limit ->
        [3] ze tří povolených
        [4] ze čtyř povolených
        [5] z pěti povolených
       *[other] a povoleno je nejvýš { $limit }
    }.
    .short = { $you ->
        [yes] Tvůj zoopark
       *[no] Zoopark { $name }
    }, { $fields ->
        [one] jedno pole
        [2] dvě pole
        [few] { $fields } pole
       *[other] { $fields } polí
    }
# Jedna řada mapy: $row číslo; $cells pole řady zleva doprava.
aquaretto-map-row = Řada { $row }: { $cells }.
    .short = Řada { $row }: { $cells }
# Kousek řady: $cells jedno pole nebo úsek; $kind: empty, trainer nebo tile;
# $label destička (1. pád). Pole stojí na konci, před čárkou: když po něm
# následuje slovo, syntéza čte písmena A, I, K, O, S, U, V, Z jako slova a, i, k ...
aquaretto-map-entry = { $kind ->
        [empty] volno na { $cells }
        [trainer] cvičitel na { $cells }
       *[tile] { $label } na { $cells }
    }
# Úsek jednoho druhu, jehož destičky mají značky: $entry (úsek) a $marks, výčet
# označených polí (aquaretto-map-mark). Bez závorek: pole před závorkou i před
# koncem závorky syntéza čte jako slovo.
aquaretto-map-marked = { $entry }, z toho { $marks }
# Jedno označené pole úseku: $cell; $kind: male, female, fish, lightning nebo offspring.
aquaretto-map-mark = { $kind ->
        [male] samec
        [female] samice
        [fish] ryba
        [lightning] blesk
       *[offspring] mládě
    } na { $cell }
# Záhlaví nádrží: $name; $you; $count nádrží; $limit povolených druhů.
aquaretto-pools-title = { $you ->
        [yes] Tvoje nádrže
       *[no] Nádrže, { $name }
    }: { $count ->
        [0] zatím žádná
       *[other] { $count }
    }, zoopark smí mít nejvýš { $limit ->
        [one] jeden druh
        [few] { $limit } druhy
       *[other] { $limit } druhů
    }.
    .short = { $you ->
        [yes] Nádrže
       *[no] Nádrže { $name }
    }: { $count }, povoleno { $limit }
# Jedna nádrž. $pool její jméno; $size destiček na polích $cells; $offspring
# dosud narozených mláďat; $waiting: male, female nebo none, plodné zvíře
# ještě bez partnera; $next velikost při dalším bonusu (0: už žádný); $reward:
# coin nebo worker; $room volných polí, kam může růst.
aquaretto-pool = Nádrž { $pool }, { $size ->
        [one] jedna destička
        [2] dvě destičky
        [few] { $size } destičky
       *[other] { $size } destiček
    }: { $cells }. { $offspring ->
        [0] Zatím bez mláďat
        [one] Jedno mládě
        [2] Dvě mláďata
        [few] { $offspring } mláďata
       *[other] { $offspring } mláďat
    }{ $waiting ->
        [male] , samec čeká na samici.
        [female] , samice čeká na samce.
       *[none] .
    } { $next ->
        [0] Další bonus už není.
       *[other] Další bonus, { $reward ->
            [worker] zaměstnanec
           *[coin] mince
        }, až v ní { $next ->
            [one] bude jedna destička.
            [2] budou dvě destičky.
            [few] budou { $next } destičky.
           *[other] bude { $next } destiček.
        }
    } { $room ->
        [0] Nemá kam růst.
        [one] Volné místo: jedno pole.
        [2] Volná místa: dvě pole.
        [few] Volná místa: { $room } pole.
       *[other] Volná místa: { $room } polí.
    }
    .short = Nádrž { $pool } { $size }: { $cells }
# Sklad. $name; $you; $count destiček, výčet shora v $tiles; $species různých
# druhů; $penalty bodů, které na konci stojí.
aquaretto-depot = { $count ->
        [0] { $you ->
            [yes] Tvůj sklad je prázdný.
           *[no] Sklad, { $name }: prázdný.
        }
       *[other] { $you ->
            [yes] Tvůj sklad
           *[no] Sklad, { $name }
        }, { $count ->
            [one] jedna destička
            [2] dvě destičky
            [few] { $count } destičky
           *[other] { $count } destiček
        }, shora: { $tiles }. { $species ->
            [one] Jeden druh
            [few] { $species } druhy
           *[other] { $species } druhů
        }, na konci minus { $penalty }.
    }
    .short = { $you ->
        [yes] Sklad
       *[no] Sklad { $name }
    }{ $count ->
        [0] {" "}prázdný
       *[other] {" "}{ $count }: { $tiles }
    }
# Nadpis dlouhého skladu vypsaného po jedné destičce na řádek: $name; $you; $count destiček.
aquaretto-depot-heading = { $you ->
        [yes] Tvůj sklad
       *[no] Sklad, { $name }
    }, { $count ->
        [one] jedna destička
        [2] dvě destičky
        [few] { $count } destičky
       *[other] { $count } destiček
    }, shora:
# Po dlouhém skladu: $species různých druhů; $penalty bodů, které stojí na konci.
aquaretto-depot-cost = { $species ->
        [1] Jeden druh
        [2] Dva druhy
        [few] { $species } druhy
       *[other] { $species } druhů
    }, na konci minus { $penalty }.
# Zoopark na jeden řádek. $name; $you; $fields; $species z $limit; $workers
# výčet zaměstnanců; $depot destiček ve skladu; $coins.
aquaretto-park-summary = { $you ->
        [yes] Tvůj zoopark
       *[no] Zoopark, { $name }
    }: { $fields ->
        [one] jedno pole
        [2] dvě pole
        [few] { $fields } pole
       *[other] { $fields } polí
    }, { $species ->
        [0] zatím žádný druh
        [one] jeden druh
        [few] { $species } druhy
       *[other] { $species } druhů
    } { $limit ->
        [3] ze tří povolených
        [4] ze čtyř povolených
        [5] z pěti povolených
       *[other] a povoleno je nejvýš { $limit }
    }. Zaměstnanci: { $workers }. Sklad: { $depot }. Mince: { $coins }.
# Žádný zaměstnanec, ve výčtu zaměstnanců.
aquaretto-workers-none = žádní
# Jedno pole. $cell; $kind: off (není pole), empty, trainer nebo tile; $label
# destička (1. pád); $pool a $size její nádrž; $legal: yes nebo no, když se do
# tohoto zooparku právě umísťuje destička, jinak unknown; $tile umísťovaná
# destička (1. pád).
aquaretto-cell = { $kind ->
        [off] { $cell }: tady není pole.
        [trainer] { $cell }: cvičitel.
        [tile] { $cell }: { $label }, nádrž { $pool } má { $size ->
            [one] jednu destičku.
            [2] dvě destičky.
            [few] { $size } destičky.
           *[other] { $size } destiček.
        }
       *[empty] { $cell }: volné pole{ $legal ->
            [yes] , { $tile } sem smí.
            [no] , { $tile } sem nesmí.
           *[unknown] .
        }
    }
# Proč je místo zaměstnance povolené a co získá: $option, místo a jeho body
# (aquaretto-worker-option); $kind: cashier, keeper, manager nebo trainer.
aquaretto-why-worker = Povoleno: { $option }, kdyby hra teď skončila. { $kind ->
        [cashier] Pokladní získá jeden bod za každou tvou minci.
        [keeper] Ošetřovatel získá jeden bod za každou destičku s rybou ve tvém zooparku.
        [manager] S manažerem tě sklad stojí o jeden bod méně za každý druh v něm.
       *[trainer] Cvičitel získá jeden bod za každého delfína, kosatku nebo lachtana bez blesku na osmi polích kolem sebe.
    }
# Proč je pole povolené: $tile (1. pád) na $cell; $size velikost nádrže potom;
# $pool jméno nádrže; $bonus: coin, worker nebo none; $breed: yes, když se
# narodí mládě.
aquaretto-why-place = Povolené pole { $cell }: { $size ->
        [1] { $tile } tam založí novou nádrž.
       *[other] { $tile } se připojí k nádrži { $pool }, ta pak bude mít { $size ->
            [2] dvě destičky.
            [few] { $size } destičky.
           *[other] { $size } destiček.
        }
    }{ $bonus ->
        [coin] { " " }Bonus: mince.
        [worker] { " " }Bonus: zaměstnanec.
       *[none] {""}
    }{ $breed ->
        [yes] { " " }Narodí se mládě.
       *[no] {""}
    }

## Možnosti v číslovaných seznamech.

# Přidat destičku na vůz (otočit ji a naložit).
aquaretto-action-draw = přidat destičku na vůz
    .short = přidat destičku
# Vzít si vůz $truck (řádek vozů těsně před tím říká jeho destičky).
aquaretto-action-take = vzít vůz { $truck }
# Přesunout horní destičku skladu $tile (4. pád) do zooparku za $cost mincí.
aquaretto-action-move-depot = přesunout { $tile } ze skladu do zooparku, { $cost ->
        [1] jedna mince
        [2] dvě mince
        [few] { $cost } mince
       *[other] { $cost } mincí
    }
    .short = přesunout { $tile } ze skladu, { $cost ->
        [1] jedna mince
        [2] dvě mince
        [few] { $cost } mince
       *[other] { $cost } mincí
    }
# Přesunout zaměstnance $worker (4. pád) na jiné místo za $cost mincí.
aquaretto-action-move-worker = přesunout { $worker }, { $cost ->
        [1] jedna mince
        [2] dvě mince
        [few] { $cost } mince
       *[other] { $cost } mincí
    }
    .short = přesunout { $worker }, { $cost ->
        [1] jedna mince
        [2] dvě mince
        [few] { $cost } mince
       *[other] { $cost } mincí
    }
# Koupit $tile (4. pád), horní destičku skladu, který má $player, za $cost mince.
aquaretto-action-buy = koupit { $tile } z cizího skladu ({ $player }), { $cost ->
        [1] jedna mince
        [2] dvě mince
        [few] { $cost } mince
       *[other] { $cost } mincí
    }
    .short = koupit { $tile } od hráče { $player }, { $cost ->
        [1] jedna mince
        [2] dvě mince
        [few] { $cost } mince
       *[other] { $cost } mincí
    }
# Odložit $tile (4. pád), horní destičku vlastního skladu, za $cost mince.
aquaretto-action-discard = odložit { $tile } ze skladu mimo hru, { $cost ->
        [1] jedna mince
        [2] dvě mince
        [few] { $cost } mince
       *[other] { $cost } mincí
    }
    .short = odložit { $tile }, { $cost ->
        [1] jedna mince
        [2] dvě mince
        [few] { $cost } mince
       *[other] { $cost } mincí
    }
# Přidat $board (4. pád) za $cost mincí; $size je small nebo large.
aquaretto-action-expand = přidat { $board }, { $cost ->
        [1] jedna mince
        [2] dvě mince
        [few] { $cost } mince
       *[other] { $cost } mincí
    }
    .short = { $size ->
        [small] malá deska
       *[large] velká deska
    }, { $cost ->
        [1] jedna mince
        [2] dvě mince
        [few] { $cost } mince
       *[other] { $cost } mincí
    }
# Dát otočenou destičku na vůz $truck, na kterém je $count destiček, výčet v $tiles.
aquaretto-action-load = { $count ->
        [0] vůz { $truck }, prázdný
       *[other] vůz { $truck }: { $tiles }
    }
# Dát destičku do skladu.
aquaretto-action-depot = sklad
# Zrušit peněžní akci; nic se neplatí.
aquaretto-action-cancel = zrušit
# Umístění rozšiřující desky na pole $cells.
aquaretto-action-board = na { $cells }
    .short = { $cells }
# Skupina umístění desky: $side (above, right, below, left) s $count umístěními.
aquaretto-board-side = { $side ->
        [above] nad zooparkem
        [below] pod zooparkem
        [left] vlevo od zooparku
       *[right] vpravo od zooparku
    }, { $count ->
        [1] jedno umístění
        [2] dvě umístění
       *[other] { $count } umístění
    }
# Skupina povolených polí: řada $row, její pole vyjmenovaná v $cells.
aquaretto-group-row = řada { $row }: { $cells }
# Peněžní akce za jednou položkou seznamu tahu: $count akcí.
aquaretto-group-money = peněžní akce, { $count ->
        [1] jedna možnost
        [2] dvě možnosti
        [3] tři možnosti
        [4] čtyři možnosti
       *[other] { $count } možností
    }
# Skupina míst pro zaměstnance: cvičitel na jednom z $count polí.
aquaretto-group-trainer = cvičitel, { $count ->
        [1] jedno místo
        [2] dvě místa
        [few] { $count } místa
       *[other] { $count } míst
    }

## Otázky, když je hráč na tahu. $options je číslovaný seznam.

# Tah: přidat destičku, vzít vůz, nebo peněžní akce.
aquaretto-prompt-turn = Vyber: { $options }.
    .short = { $options }.
# Kdo je na tahu ($turn, věta) a vozy ($trucks, věta) na jednom řádku.
aquaretto-turn-and-trucks = { $turn } { $trucks }
    .short = { $turn }. { $trucks }
# Nadpis vozů vypsaných po jednom na řádek.
aquaretto-trucks-heading = Vozy:
# Jeden vůz na samostatném řádku: $entry jako v aquaretto-truck-entry (slovo vůz
# obsahuje; jeho .short ne, proto ho přidává .short).
aquaretto-truck-line = { $entry }.
    .short = Vůz { $entry }.
# Otočená destička $tile (4. pád) jde na vůz.
aquaretto-prompt-load = Na který vůz dát { $tile }? { $options }.
    .short = Vůz pro { $tile }: { $options }.
# Žádná destička vzatého vozu nemá povolené pole, takže bez otázky šly všechny do skladu:
# $tiles (1. pád) v pořadí z vozu; ve skladu je teď $count destiček.
aquaretto-all-to-depot = { $you ->
        [yes] Vše do tvého skladu, protože pro žádnou z destiček není ve tvém zooparku povolené pole: { $tiles }.
       *[no] { $player }: vše do skladu, protože pro žádnou z destiček není v zooparku povolené pole: { $tiles }.
    } Ve skladu { $count ->
        [one] je teď jedna destička.
        [2] jsou teď dvě destičky.
        [few] jsou teď { $count } destičky.
       *[other] je teď { $count } destiček.
    }
# Destičky vzatého vozu: kterou umístit teď.
aquaretto-prompt-choose = Kterou destičku umístit teď? { $options }.
    .short = Další: { $options }.
# Umísti $tile (4. pád): $count povolených polí, očíslovaných v $cells; $extra
# je depot, cancel nebo none, s číslem $number, které se pro to píše.
aquaretto-prompt-place = Umísti { $tile }. { $count ->
        [0] Žádné povolené pole.
        [one] Povolené pole: { $cells }.
       *[other] Povolená pole: { $cells }.
    }{ $extra ->
        [depot] { " " }Nebo { $number }: sklad.
        [cancel] { " " }Nebo { $number }: zrušit.
       *[none] {""}
    }
    .short = { $count ->
        [0] Umísti { $tile }: žádné pole
       *[other] Umísti { $tile }: { $cells }
    }{ $extra ->
        [depot] , { $number }: sklad.
        [cancel] , { $number }: zrušit.
       *[none] .
    }
# Místo zaměstnance v seznamu: $worker (1. pád) a $points bodů, které by tam získal,
# kdyby hra teď skončila.
aquaretto-worker-option = { $worker }, { $points ->
        [one] jeden bod
        [few] { $points } body
       *[other] { $points } bodů
    }
# Umístění zaměstnance. $moving: přesouvaný zaměstnanec (4. pád), nebo new pro nového.
aquaretto-prompt-worker = { $moving ->
        [new] Umísti nového zaměstnance: { $options }.
       *[other] Kam přesunout { $moving }? { $options }.
    }
# Umísti $board (4. pád): $count umístění v $options; $back je yes, když jde jen o
# část umístění (jedna strana, nebo ta, která pokrývají pole).
aquaretto-prompt-board = Umísti { $board }: { $count ->
        [one] jedna možnost
        [2] dvě možnosti
        [few] { $count } možnosti
       *[other] { $count } možností
    }. { $options }.{ $back ->
        [yes] { " " }Příkazem zpět se vrátíš k předchozímu seznamu.
       *[no] {""}
    }
# Umístění je moc na výčet: nejdřív strana, nebo pole, které má deska pokrýt.
aquaretto-prompt-board-sides = Umísti { $board }: { $count ->
        [one] jedna možnost
        [2] dvě možnosti
        [few] { $count } možnosti
       *[other] { $count } možností
    }. Vyber stranu, nebo napiš pole, které má deska pokrýt: { $options }.
# Táž otázka před stranami po jedné na řádek: $board (4. pád), $count umístění.
aquaretto-board-sides-intro = Umísti { $board }: { $count ->
        [one] jedna možnost
        [2] dvě možnosti
        [few] { $count } možnosti
       *[other] { $count } možností
    }. Vyber stranu, nebo napiš pole, které má deska pokrýt.
    .short = Umísti { $board }: { $count ->
        [one] jedna možnost
        [2] dvě možnosti
        [few] { $count } možnosti
       *[other] { $count } možností
    }, po stranách.
# Mnoho povolených polí, po řadách: $tile (4. pád), $count polí; $options očíslované řady.
aquaretto-prompt-place-rows = Umísti { $tile }: { $count ->
        [one] jedno povolené pole
        [2] dvě povolená pole
        [few] { $count } povolená pole
       *[other] { $count } povolených polí
    }. Vyber řadu, nebo napiš pole: { $options }.
# Táž otázka před řadami po jedné na řádek.
aquaretto-place-rows-intro = Umísti { $tile }: { $count ->
        [one] jedno povolené pole
        [2] dvě povolená pole
        [few] { $count } povolená pole
       *[other] { $count } povolených polí
    }. Vyber řadu, nebo napiš pole.
    .short = Umísti { $tile }: { $count ->
        [one] jedno povolené pole
        [2] dvě povolená pole
        [few] { $count } povolená pole
       *[other] { $count } povolených polí
    }, po řadách.
# Pole jedné řady: $tile (4. pád), $row, $options očíslovaná.
aquaretto-prompt-place-row = Umísti { $tile } v řadě { $row }: { $options }. Příkazem zpět se vrátíš k výběru řady.
    .short = Řada { $row }: { $options }.
# Místa cvičitele: $options očíslovaná.
aquaretto-prompt-trainer = Umísti cvičitele: { $options }. Příkazem zpět se vrátíš k celému seznamu míst.
# Peněžní akce: $options očíslované.
aquaretto-prompt-money = Peněžní akce: { $options }. Příkazem zpět se vrátíš k akcím tahu.
# Řečeno po části seznamu, která je po jedné položce na řádek.
aquaretto-back-to-all = Příkazem zpět se vrátíš k celému seznamu.

## Co dlouhý seznam obsahuje, pro jeho úvodní řádek („Akce, 7 možností:“).

aquaretto-list-turn = Akce
# $tile (4. pád): právě otočená destička.
aquaretto-list-load = Vůz pro { $tile }
aquaretto-list-choose = Další destička
# $tile (4. pád): destička k umístění.
aquaretto-list-place = Umísti { $tile }
# $tile (4. pád), $row: pole jedné řady.
aquaretto-list-place-row = Umísti { $tile } v řadě { $row }
aquaretto-list-rows = Řady
# $moving: new, nebo přesouvaný zaměstnanec (4. pád).
aquaretto-list-worker = { $moving ->
        [new] Umísti nového zaměstnance
       *[other] Přesuň { $moving }
    }
aquaretto-list-trainer = Místo cvičitele
aquaretto-list-money = Peněžní akce
# $board (4. pád).
aquaretto-list-board = Umísti { $board }
aquaretto-list-sides = Strany

## Výzva před kurzorem: rozhodnutí několika slovy, pak rozsah
## (common-prompt-range přidá „, 1 až 7:“). I s rozsahem nejvýš 40 znaků.

aquaretto-ask-turn = Akce
# $tile: druh otočené destičky (4. pád), nebo mince.
aquaretto-ask-load = Vůz pro { $tile }
aquaretto-ask-choose = Další destička
# $tile: druh k umístění (4. pád).
aquaretto-ask-place = Umísti { $tile }
# $row: řada, jejíž pole se vypisují.
aquaretto-ask-row = Pole v řadě { $row }
aquaretto-ask-trainer = Pole cvičitele
aquaretto-ask-money = Peněžní akce
# $moving: new, nebo přesouvaný zaměstnanec (4. pád).
aquaretto-ask-worker = { $moving ->
        [new] Nový zaměstnanec
       *[other] Přesuň { $moving }
    }
# Rozšiřující deska. $size: small nebo large; $kind: all (všechna umístění), sides
# (seznam stran), side (jedna strana, $side above, right, below nebo left) nebo cell
# (umístění pokrývající $cell).
aquaretto-ask-board = { $size ->
        [small] Malá
       *[large] Velká
    } deska{ $kind ->
        [sides] , strana
        [side] { $side ->
            [above] {" "}nahoře
            [below] {" "}dole
            [left] {" "}vlevo
           *[right] {" "}vpravo
        }
        [cell] {" "}na { $cell }
       *[all] {""}
    }
# Při průzkumu zooparku.
aquaretto-ask-explore = Průzkum, s j v z, zpět končí:

## Proč tah nejde. Každá zpráva říká, co je špatně a co je možné.

# Špatný počet hráčů: povoleno $min až $max.
aquaretto-error-player-count = Aquaretto: hráčů může být { $min } až { $max }; změň jejich počet.
# Mince nikdy nejde do zooparku: $tile.
aquaretto-error-not-an-animal = Mince jde do pokladničky, ne do zooparku; vyber destičku se zvířetem.
# $cell není pole zooparku.
aquaretto-error-not-a-field = V tvém zooparku není pole { $cell }; vyber některé z povolených polí, nebo napiš mapa.
# Na $cell už je destička; $pool je jméno její nádrže.
aquaretto-error-occupied = K tvé nádrži { $pool } už patří pole { $cell }; vyber volné pole ze seznamu.
# Na $cell stojí cvičitel.
aquaretto-error-trainer-there = Cvičitel už stojí na { $cell }; vyber volné pole ze seznamu.
# Zoopark už má $limit druhů, takže $species_acc (4. pád) nádrž nezaloží.
aquaretto-error-species-limit = Pro { $species_acc } nová nádrž nevznikne: tvůj zoopark už má { $limit ->
        [one] jeden druh
        [few] { $limit } druhy
       *[other] { $limit } druhů
    }. Dej destičku do skladu, nebo přidej velkou rozšiřující desku.
# Druh už má nádrž se jménem $pool a $cell s ní nesousedí.
aquaretto-error-not-adjacent-to-pool = Tvoje nádrž { $pool } nesousedí s polem { $cell }. Každý druh má jen jednu nádrž; napiš nádrže a uslyšíš, kde je.
# $cell sousedí s nádrží $other_pool na poli $neighbour.
aquaretto-error-touches-other-species = Vedle pole { $cell }, na { $neighbour }, je tvoje nádrž { $other_pool }; nádrže různých druhů se nesmějí dotýkat. Vyber jiné pole.
# Destička nesmí do skladu; $source: offspring, depot nebo purchase.
aquaretto-error-depot-not-allowed = { $source ->
        [offspring] Mládě jde do skladu, jen když jeho nádrž nemá místo; vyber některé z polí.
        [depot] Tato destička je z tvého skladu; vyber pole, nebo akci zruš.
       *[purchase] Koupená destička jde do tvého zooparku; vyber pole, nebo akci zruš.
    }
# Deska velikosti $size nemá tento tvar.
aquaretto-error-board-shape = To není tvar { $size ->
        [small] malé desky, 3 pole do tvaru L
       *[large] velké desky, 4 pole do čtverce
    }; vyber umístění ze seznamu.
# Deska by zakryla $cell, pole nebo tištěnou desku.
aquaretto-error-board-overlaps = Deska by zakryla { $cell }, které už k zooparku patří; vyber umístění ze seznamu.
# Deska by sahala na $cell, mimo pojmenovaná pole.
aquaretto-error-board-out-of-range = Deska by sahala až na { $cell }, příliš daleko; vyber umístění ze seznamu.
# Deska se nedotýká zooparku.
aquaretto-error-board-not-touching = Deska musí sdílet hranu s tvým zooparkem; vyber umístění ze seznamu.
# Hromádky jsou prázdné.
aquaretto-error-no-tiles-left = Už nejsou žádné destičky k otočení; vezmi si vůz.
# Všechny vozy jsou plné nebo vzaté.
aquaretto-error-trucks-full = Všechny vozy ve hře jsou plné; vezmi si vůz, nebo udělej peněžní akci.
# Vůz $truck neexistuje; vozy mají čísla 1 až $trucks.
aquaretto-error-no-such-truck = Vůz { $truck } neexistuje; vozy mají čísla 1 až { $trucks }.
# Vůz $truck si v tomto kole vzal $player.
aquaretto-error-truck-taken = Vůz { $truck } už v tomto kole má { $player }; vyber jiný vůz.
# Vůz $truck nemá volné místo.
aquaretto-error-truck-full = Vůz { $truck } je plný; dej destičku na jiný vůz.
# Na voze $truck není žádná otočená destička.
aquaretto-error-truck-empty = Vůz { $truck } je prázdný a prázdný vůz si vzít nejde; vyber vůz s destičkami.
# $tile (1. pád) není mezi destičkami vzatého vozu.
aquaretto-error-not-in-hand = Na tvém voze není { $tile }; vyber některou z destiček, které zbývá umístit.
# Málo mincí: stojí to $cost, v pokladničce je $coins.
aquaretto-error-not-enough-coins = Stojí to { $cost ->
        [one] jednu minci
        [2] dvě mince
        [few] { $cost } mince
       *[other] { $cost } mincí
    } a ty máš { $coins }; vyber něco levnějšího.
# Sklad, který má $player, je prázdný.
aquaretto-error-depot-empty = { $player } má prázdný sklad; není z něj co vzít.
# Horní destička skladu, $tile_acc (4. pád), nemá v zooparku povolené pole.
aquaretto-error-no-room = Pro { $tile_acc } není v tvém zooparku povolené pole; nejdřív zoopark rozšiř, nebo vyber jinou akci.
# Hráč chtěl kupovat z vlastního skladu.
aquaretto-error-buy-from-self = Z vlastního skladu kupovat nemůžeš; jeho horní destičku můžeš přesunout za jednu minci.
# Takový hráč není: $player.
aquaretto-error-no-such-player = Hráč { $player } tu není; napiš hráči a uslyšíš, kdo hraje.
# Takový zaměstnanec není: $kind (1. pád).
aquaretto-error-no-such-worker = Takového zaměstnance nemáš: { $kind }; napiš park a uslyšíš, kde tvoji zaměstnanci jsou.
# Zaměstnanec $kind nemá kam jít.
aquaretto-error-nowhere-to-move = Pro tvého zaměstnance, { $kind }, není jiné místo; vyber jinou akci.
# Deska velikosti $size už žádná nezbyla.
aquaretto-error-no-boards-left = { $size ->
        [small] Už nemáš žádnou malou desku; velká může být ještě volná.
       *[large] Už nemáš žádnou velkou desku; malá může být ještě volná.
    }
# Deska velikosti $size se nikam nevejde.
aquaretto-error-no-board-placement = { $size ->
        [small] Malá deska
       *[large] Velká deska
    } se k tvému zooparku nikam nevejde; vyber jinou akci.
# Není co zrušit.
aquaretto-error-nothing-to-cancel = Není co zrušit; vyber ze seznamu.
# Zaměstnanců druhu $kind smí být nejvýš $limit.
aquaretto-error-worker-limit = Zaměstnanců na tomto místě, { $kind }, už máš { $limit }, víc jich být nesmí; vyber jiné místo.
# Přesouvaný zaměstnanec už je $kind.
aquaretto-error-worker-already-there = Zaměstnanec už je { $kind }; vyber jiné místo, nebo akci zruš.
# Akce patří k jinému kroku; $phase říká, co je na řadě teď.
aquaretto-error-not-now = { $phase ->
        [turn] Teď ne: nejdřív vyber akci tahu ze seznamu.
        [load_truck] Teď ne: nejdřív dej otočenou destičku na vůz.
        [choose_tile] Teď ne: nejdřív vyber, kterou destičku z vozu umístíš.
        [place_tile] Teď ne: nejdřív umísti destičku, kterou máš v ruce.
        [place_worker] Teď ne: nejdřív umísti zaměstnance.
        [place_board] Teď ne: nejdřív umísti rozšiřující desku, nebo akci zruš.
       *[over] Teď ne: hra skončila.
    }
# $text není jméno pole.
aquaretto-error-cell-syntax = { $text } není pole; pole se jmenuje číslem řady a písmenem sloupce, například 3C.
# $code není destička.
aquaretto-error-unknown-tile = Neznámá destička: { $code }; vyber ze seznamu.
