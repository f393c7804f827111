### Beasty Bar: vše, co aplikace říká během hry Beasty Bar.
###
### Pro překladatele:
### - Proměnné se zvířetem nebo kartou ($card, $cards, $victim ...) přicházejí
###   už hotové, v pádu uvedeném v komentáři (1. pád nebo 4. pád). Výčty jsou
###   spojené zprávami common-list-comma a common-list-and (common.ftl).
### - $animal na začátku věty přichází s velkým písmenem.
### - $gender je mluvnický rod jednajícího zvířete (m-anim, f nebo n, z atributu
###   .gender), podle něj se shoduje sloveso v minulém čase.
### - $you je yes, když jde o hráče u klávesnice, jinak no.
### - $variant je basic nebo advanced.
### - Opakující se akce hrošice, krokodýla a žirafy mají vlastní zprávy: id
###   události a za ním -recurring.
### - Atributy .short jsou stručné tvary, pokud možno nejvýš 40 znaků pro jeden
###   řádek braillského řádku.

## Zvířata. Hodnota je základní jméno. Atributy: pády (.nom 1. pád, .acc 4. pád,
## .gen 2. pád, .ins 7. pád), rod (.gender: m-anim, f nebo n) a .words, slova,
## která smí hráč napsat, oddělená čárkou, malými písmeny.

# Lev, síla 12.
beasty-bar-animal-12 = lev
    .nom = lev
    .acc = lva
    .gen = lva
    .ins = lvem
    .gender = m-anim
    .words = lev
# Hrošice, síla 11, opakující se.
beasty-bar-animal-11 = hrošice
    .nom = hrošice
    .acc = hrošici
    .gen = hrošice
    .ins = hrošicí
    .gender = f
    .words = hrošice, hroch
# Krokodýl, síla 10, opakující se.
beasty-bar-animal-10 = krokodýl
    .nom = krokodýl
    .acc = krokodýla
    .gen = krokodýla
    .ins = krokodýlem
    .gender = m-anim
    .words = krokodýl
# Had, síla 9.
beasty-bar-animal-9 = had
    .nom = had
    .acc = hada
    .gen = hada
    .ins = hadem
    .gender = m-anim
    .words = had
# Žirafa, síla 8, opakující se.
beasty-bar-animal-8 = žirafa
    .nom = žirafa
    .acc = žirafu
    .gen = žirafy
    .ins = žirafou
    .gender = f
    .words = žirafa
# Zebra, síla 7, opakující se (jen blokuje).
beasty-bar-animal-7 = zebra
    .nom = zebra
    .acc = zebru
    .gen = zebry
    .ins = zebrou
    .gender = f
    .words = zebra
# Lachtan, síla 6.
beasty-bar-animal-6 = lachtan
    .nom = lachtan
    .acc = lachtana
    .gen = lachtana
    .ins = lachtanem
    .gender = m-anim
    .words = lachtan, tuleň
# Chameleon, síla 5.
beasty-bar-animal-5 = chameleon
    .nom = chameleon
    .acc = chameleona
    .gen = chameleona
    .ins = chameleonem
    .gender = m-anim
    .words = chameleon, chameleón
# Opice, síla 4.
beasty-bar-animal-4 = opice
    .nom = opice
    .acc = opici
    .gen = opice
    .ins = opicí
    .gender = f
    .words = opice
# Klokan, síla 3.
beasty-bar-animal-3 = klokan
    .nom = klokan
    .acc = klokana
    .gen = klokana
    .ins = klokanem
    .gender = m-anim
    .words = klokan
# Papoušek, síla 2.
beasty-bar-animal-2 = papoušek
    .nom = papoušek
    .acc = papouška
    .gen = papouška
    .ins = papouškem
    .gender = m-anim
    .words = papoušek
# Skunk, síla 1.
beasty-bar-animal-1 = skunk
    .nom = skunk
    .acc = skunka
    .gen = skunka
    .ins = skunkem
    .gender = m-anim
    .words = skunk

## Barvy. $gender (m-anim, f nebo n) a $case (nom, acc, gen nebo ins) vybírají
## tvar přídavného jména. Pro barvu hráče se předává f a nom (barva červená).
## .words: co smí hráč napsat, oddělené čárkou.

# Zelená barva.
beasty-bar-colour-green = { $gender ->
        [f] { $case ->
            [acc] zelenou
            [gen] zelené
            [ins] zelenou
           *[nom] zelená
        }
        [n] { $case ->
            [gen] zeleného
            [ins] zeleným
           *[nom] zelené
        }
       *[m-anim] { $case ->
            [acc] zeleného
            [gen] zeleného
            [ins] zeleným
           *[nom] zelený
        }
    }
    .words = zelená, zelený, zel
# Žlutá barva.
beasty-bar-colour-yellow = { $gender ->
        [f] { $case ->
            [acc] žlutou
            [gen] žluté
            [ins] žlutou
           *[nom] žlutá
        }
        [n] { $case ->
            [gen] žlutého
            [ins] žlutým
           *[nom] žluté
        }
       *[m-anim] { $case ->
            [acc] žlutého
            [gen] žlutého
            [ins] žlutým
           *[nom] žlutý
        }
    }
    .words = žlutá, žlutý, žlut
# Modrá barva.
beasty-bar-colour-blue = { $gender ->
        [f] { $case ->
            [acc] modrou
            [gen] modré
            [ins] modrou
           *[nom] modrá
        }
        [n] { $case ->
            [gen] modrého
            [ins] modrým
           *[nom] modré
        }
       *[m-anim] { $case ->
            [acc] modrého
            [gen] modrého
            [ins] modrým
           *[nom] modrý
        }
    }
    .words = modrá, modrý, mod
# Červená barva.
beasty-bar-colour-red = { $gender ->
        [f] { $case ->
            [acc] červenou
            [gen] červené
            [ins] červenou
           *[nom] červená
        }
        [n] { $case ->
            [gen] červeného
            [ins] červeným
           *[nom] červené
        }
       *[m-anim] { $case ->
            [acc] červeného
            [gen] červeného
            [ins] červeným
           *[nom] červený
        }
    }
    .words = červená, červený, červ

## Karty, popisky a výčty.

# Karty ve stručném režimu: codes (kódy jako R10O, krátké pro braillský řádek), nebo
# words (barva a zvíře slovy, jak je přečte český hlas: červený krokodýl).
beasty-bar-brief-cards = words

# Karta: $colour je přídavné jméno barvy, $animal zvíře, obojí už ve stejném
# pádě. Příklad: červený lev.
beasty-bar-card = { $colour } { $animal }
# Karta nebo zvíře v podrobném režimu: $label jméno, $strength síla 1 až 12,
# $recurring yes u hrošice, krokodýla, žirafy a zebry.
beasty-bar-label-full = { $recurring ->
        [yes] { $label } (síla { $strength }, opakující se)
       *[no] { $label } (síla { $strength })
    }
# Karta s body, hra pro pokročilé: $label karta, $points její body.
beasty-bar-label-points = { $label } ({ $points ->
        [one] jeden bod
        [few] { $points } body
       *[other] { $points } bodů
    })
# Jméno s číslem, jako ve výčtu skóre: $name hráč, $number číslo. Dvojtečka drží
# jméno a číslo od sebe ("Hráč 1: 12", ne "Hráč 1 12").
beasty-bar-player-number = { $name }: { $number }

## Hráči a začátek hry.

# Hráč ve výčtu hráčů: $name; $colour barva hráče; $kind je bot, you nebo other.
beasty-bar-player-entry = { $kind ->
        [bot] { $name } ({ $colour }, bot)
        [you] { $name } ({ $colour }, ty)
       *[other] { $name } ({ $colour })
    }
# Hráči: $count kolik jich je, $players jejich výčet.
beasty-bar-players = { $count ->
        [one] Jeden hráč: { $players }.
        [few] { $count } hráči: { $players }.
       *[other] { $count } hráčů: { $players }.
    }
# První řádek hry. $variant; $count počet hráčů; $players výčet hráčů s barvami;
# $first jméno začínajícího hráče; $you.
beasty-bar-game-started = Beasty Bar, { $variant ->
        [advanced] hra pro pokročilé
       *[basic] základní hra
    }, { $count ->
        [one] jeden hráč
        [few] { $count } hráči
       *[other] { $count } hráčů
    }: { $players }. { $you ->
        [yes] Začínáš ty.
       *[no] Začíná { $first }.
    }
# Nabídka nové hry: kdo začíná. 1: rozhodne los (podle pravidel začíná ten, kdo vypadá
# nejdivočeji); 2: hráč 1, jehož jméno zaznělo jako první.
beasty-bar-ask-first = Kdo začíná? 1: rozhodne los, jak říkají pravidla; 2: hráč 1, první zadané jméno.
# Výzva k této otázce (nejvýš 30 znaků).
beasty-bar-prompt-first = Začínající hráč
# Jen hra pro pokročilé: každý teď vyřadí $count zvířat z této hry.
beasty-bar-set-aside-begins = Odkládání: každý si tajně odloží stranou { $count ->
        [one] jedno zvíře, které v této hře nebude.
        [2] dvě zvířata, která v této hře nebudou.
        [few] { $count } zvířata, která v této hře nebudou.
       *[other] { $count } zvířat, která v této hře nebudou.
    }
# Slyší jen ten hráč: $card (1. pád) odložil; $remaining kolik ještě zbývá.
beasty-bar-card-set-aside = { $remaining ->
        [0] Odloženo: { $card }. To bylo poslední.
        [one] Odloženo: { $card }. Zbývá ještě jedno.
        [2] Odloženo: { $card }. Zbývají ještě dvě.
        [few] Odloženo: { $card }. Zbývají ještě { $remaining }.
       *[other] Odloženo: { $card }. Zbývá ještě { $remaining }.
    }
# $player má odkládání hotové; $you.
beasty-bar-set-aside-done = { $you ->
        [yes] Odkládání: máš hotovo.
       *[no] Odkládání: { $player } má hotovo.
    }
# Slyší jen ten hráč: počáteční ruka, $count karet; $cards výčet zvířat (1. pád, bez barvy).
beasty-bar-hand-dealt = V ruce máš { $count ->
        [one] jednu kartu
        [2] dvě karty
        [few] { $count } karty
       *[other] { $count } karet
    }: { $cards }.
# Začíná první tah: první hraje $player; $you.
beasty-bar-play-begins = { $you ->
        [yes] Hra začíná. Hraješ první.
       *[no] Hra začíná. První hraje { $player }.
    }

## Co se děje ve frontě. $animal je jednající zvíře s velkým písmenem, bez barvy
## (ve zprávách -recurring s barvou); $gender jeho rod.

# $player hraje $card (4. pád); $you.
beasty-bar-card-played = { $you ->
        [yes] Hraješ { $card }.
       *[no] { $player } hraje { $card }.
    }
    .short = { $you ->
            [yes] Ty: { $nominative }
           *[no] { $player }: { $nominative }
        }
# $animal nemá na co působit.
beasty-bar-no-effect = { $animal } nemá na koho působit, jen se zařadí do fronty.
    .short = zařadí se do fronty
# Zahraná zebra: sama nic nedělá, ale hrošice a krokodýli přes ni neprojdou. $animal je zebra.
beasty-bar-zebra-joins = { $animal } se zařadí do fronty: sama nic nedělá, ale přes ni neprojde hrošice ani krokodýl.
    .short = zařadí se, zastaví hrošice i krokodýly
# Právě zahraná hrošice nebo krokodýl (nebo chameleon v jeho roli), $animal, stojí
# za zebrou $zebra (4. pád) a neprojde přes ni.
beasty-bar-blocked-by-zebra = { $animal } neprojde přes { $zebra } a zůstane na konci fronty.
    .short = neprojde přes { $zebra }
# Lev jde do čela. $count vyděšených opic, které utekly na TO JE KONEC; $cards jejich
# výčet (4. pád), $monkeys týž výčet v 1. pádě.
beasty-bar-lion-takes-front = { $count ->
        [0] { $animal } jde do čela fronty.
        [one] { $animal } { $gender ->
            [f] vyděsila
            [n] vyděsilo
           *[m-anim] vyděsil
        } { $cards } a ta utekla na TO JE KONEC. { $animal } jde do čela fronty.
        [2] { $animal } { $gender ->
            [f] vyděsila
            [n] vyděsilo
           *[m-anim] vyděsil
        } dvě opice, utekly na TO JE KONEC: { $monkeys }. { $animal } jde do čela fronty.
        [few] { $animal } { $gender ->
            [f] vyděsila
            [n] vyděsilo
           *[m-anim] vyděsil
        } { $count } opice, utekly na TO JE KONEC: { $monkeys }. { $animal } jde do čela fronty.
       *[other] { $animal } { $gender ->
            [f] vyděsila
            [n] vyděsilo
           *[m-anim] vyděsil
        } { $count } opic, utekly na TO JE KONEC: { $monkeys }. { $animal } jde do čela fronty.
    }
    .short = { $count ->
            [0] jde do čela
           *[other] vyděsí { $cards } a jde do čela
        }
# Druhý lev: $animal narazil na $other (4. pád), lva, který už čeká.
beasty-bar-lion-meets-lion = { $animal } { $gender ->
        [f] narazila
        [n] narazilo
       *[m-anim] narazil
    } ve frontě na { $other } a jde rovnou na TO JE KONEC.
    .short = narazí na lva a jde na TO JE KONEC
# Hrošice předběhla $count zvířat; $cards jejich výčet (4. pád).
beasty-bar-hippo-pushes = { $animal } { $gender ->
        [f] předběhla
        [n] předběhlo
       *[m-anim] předběhl
    } { $count ->
        [one] { $cards }.
        [2] dvě zvířata: { $cards }.
        [few] { $count } zvířata: { $cards }.
       *[other] { $count } zvířat: { $cards }.
    }
    .short = předběhne { $cards }
# Totéž v opakující se fázi; $animal i s barvou.
beasty-bar-hippo-pushes-recurring = { $animal } znovu { $gender ->
        [f] předběhla
        [n] předběhlo
       *[m-anim] předběhl
    } { $count ->
        [one] { $cards }.
        [2] dvě zvířata: { $cards }.
        [few] { $count } zvířata: { $cards }.
       *[other] { $count } zvířat: { $cards }.
    }
# Krokodýl sežral $count zvířat; $cards jejich výčet (4. pád).
beasty-bar-crocodile-eats = { $animal } { $gender ->
        [f] sežrala
        [n] sežralo
       *[m-anim] sežral
    } { $count ->
        [one] { $cards }.
        [2] dvě zvířata: { $cards }.
        [few] { $count } zvířata: { $cards }.
       *[other] { $count } zvířat: { $cards }.
    }
    .short = sežere { $cards }
# Totéž v opakující se fázi; $animal i s barvou.
beasty-bar-crocodile-eats-recurring = { $animal } znovu { $gender ->
        [f] zaútočila a sežrala
        [n] zaútočilo a sežralo
       *[m-anim] zaútočil a sežral
    } { $count ->
        [one] { $cards }.
        [2] dvě zvířata: { $cards }.
        [few] { $count } zvířata: { $cards }.
       *[other] { $count } zvířat: { $cards }.
    }
# Had seřadil frontu; $queue nové pořadí od Nebeské brány (1. pád); $follows je yes,
# když fronta zazní hned potom, takže se pořadí tady neříká.
beasty-bar-snake-sorts = { $animal } { $gender ->
        [f] seřadila
        [n] seřadilo
       *[m-anim] seřadil
    } frontu podle síly.{ $follows ->
        [yes] {""}
       *[no] {" "}Fronta od Nebeské brány: { $queue }.
    }
    .short = seřadí frontu
# Žirafa předběhla $over (4. pád).
beasty-bar-giraffe-jumps = { $animal } { $gender ->
        [f] předběhla
        [n] předběhlo
       *[m-anim] předběhl
    } { $over }.
    .short = předběhne { $over }
# Totéž v opakující se fázi; $animal i s barvou.
beasty-bar-giraffe-jumps-recurring = { $animal } znovu { $gender ->
        [f] předběhla
        [n] předběhlo
       *[m-anim] předběhl
    } { $over }.
# Lachtan otočil frontu; $queue nové pořadí od Nebeské brány (1. pád); $follows je yes,
# když fronta zazní hned potom, takže se pořadí tady neříká.
beasty-bar-seal-turns = { $animal } { $gender ->
        [f] otočila
        [n] otočilo
       *[m-anim] otočil
    } frontu.{ $follows ->
        [yes] {""}
       *[no] {" "}Fronta od Nebeské brány: { $queue }.
    }
    .short = otočí frontu
# Chameleon pro tento tah napodobuje $target (4. pád).
beasty-bar-chameleon-copies = { $animal } napodobuje { $target }.
    .short = napodobí { $target }
# Opičí vzpoura: $count vyhnaných zvířat, výčet v $expelled (4. pád);
# $monkeys je parta, která je teď v čele (1. pád).
beasty-bar-monkeys-riot = { $count ->
        [0] Opičí vzpoura. Opice obsadily čelo fronty: { $monkeys }.
        [one] Opičí vzpoura. Opice vyhnaly { $expelled }. V čele fronty jsou teď { $monkeys }.
        [2] Opičí vzpoura. Opice vyhnaly dvě zvířata: { $expelled }. V čele fronty jsou teď { $monkeys }.
        [few] Opičí vzpoura. Opice vyhnaly { $count } zvířata: { $expelled }. V čele fronty jsou teď { $monkeys }.
       *[other] Opičí vzpoura. Opice vyhnaly { $count } zvířat: { $expelled }. V čele fronty jsou teď { $monkeys }.
    }
# Klokan přeskočil $count zvířat, výčet v $over (4. pád), od brány.
beasty-bar-kangaroo-jumps = { $animal } { $gender ->
        [f] přeskočila
        [n] přeskočilo
       *[m-anim] přeskočil
    } { $count ->
        [one] { $over }.
        [2] dvě zvířata: { $over }.
        [few] { $count } zvířata: { $over }.
       *[other] { $count } zvířat: { $over }.
    }
    .short = přeskočí { $over }
# Papoušek vyhnal $victim (4. pád) na TO JE KONEC.
beasty-bar-parrot-scares = { $animal } { $gender ->
        [f] vyhnala
        [n] vyhnalo
       *[m-anim] vyhnal
    } { $victim } na TO JE KONEC.
    .short = vyžene { $victim }
# Skunk vyhnal $count zvířat, výčet v $cards (1. pád; $expelled 4. pád).
beasty-bar-skunk-stinks = { $animal } { $gender ->
        [f] zasmradila
        [n] zasmradilo
       *[m-anim] zasmradil
    } frontu{ $count ->
        [one] , na TO JE KONEC prchá { $cards }.
        [2] . Na TO JE KONEC prchají dvě zvířata: { $cards }.
        [few] . Na TO JE KONEC prchají { $count } zvířata: { $cards }.
       *[other] . Na TO JE KONEC prchá { $count } zvířat: { $cards }.
    }
    .short = vyžene { $expelled }
# Čekalo 5 zvířat: $count jich vešlo do baru, výčet v $entered (1. pád);
# $kicked (1. pád) byl poslední a je vyhozen.
beasty-bar-gate-opens = Nebeská brána se otevřela: do baru { $count ->
        [one] jde
       *[other] jdou
    } { $entered }. Poslední ve frontě, { $kicked }, jde na TO JE KONEC.
# $player si dobral kartu (která to je, zůstává skryté); $you.
beasty-bar-card-drawn-hidden = { $you ->
        [yes] Dobíráš si kartu.
       *[no] { $player } si dobírá kartu.
    }
# Slyší jen ten, kdo dobíral: $card (4. pád); v balíčku mu zbývá $left karet.
beasty-bar-card-drawn = Dobíráš si { $card }. { $left ->
        [0] Tvůj balíček je teď prázdný.
        [one] V balíčku ti zbývá jedna karta.
        [2] V balíčku ti zbývají dvě karty.
        [few] V balíčku ti zbývají { $left } karty.
       *[other] V balíčku ti zbývá { $left } karet.
    }

## Konec hry.

# První řádek výsledků. $variant: basic, advanced, nebo unknown, když ji
# vypravěč nezná; $scores výčet hráčů se skóre (v základní hře zvířata, ve hře
# pro pokročilé body).
beasty-bar-game-ended = Konec hry. { $variant ->
        [advanced] Body
        [basic] Zvířata v baru
       *[unknown] Skóre
    }: { $scores }.
# Řádek za každého hráče: $name; $count jeho zvířat v baru; $points jeho body;
# $cards výčet zvířat; $variant.
beasty-bar-result-player = { $count ->
        [0] { $name } nemá v baru žádné zvíře.
       *[other] { $variant ->
            [advanced] { $name }: { $points ->
                [one] jeden bod
                [few] { $points } body
               *[other] { $points } bodů
            } za { $count ->
                [one] jedno zvíře
                [2] dvě zvířata
                [few] { $count } zvířata
               *[other] { $count } zvířat
            }: { $cards }.
           *[basic] { $name } má v baru { $count ->
                [one] jedno zvíře
                [2] dvě zvířata
                [few] { $count } zvířata
               *[other] { $count } zvířat
            }: { $cards }.
        }
    }
# Konečné pořadí při 3 nebo 4 hráčích: $places výčet míst a jmen.
beasty-bar-places = Pořadí: { $places }.
# Vítěz. $name vítěz nebo výčet vítězů; $you; $tiebreak: none, strength
# (rozhodl nižší součet síly) nebo shared (dělené vítězství).
beasty-bar-winner = { $tiebreak ->
        [shared] O vítězství se dělí { $name }.
        [strength] { $you ->
            [yes] Vyhrává { $name } díky nižšímu součtu síly. Gratulujeme.
           *[no] Vyhrává { $name } díky nižšímu součtu síly.
        }
       *[none] { $you ->
            [yes] Vyhrává { $name }. Gratulujeme.
           *[no] Vyhrává { $name }.
        }
    }
# Shoda ve skóre, rozhodla síla. $tied výčet hráčů se shodou; $count kolik jich je;
# $score jejich skóre; $variant; $name vítěz; $strength vítězův součet síly;
# $others součty ostatních hráčů se shodou.
beasty-bar-tie-break-strength = { $tied } mají shodně { $variant ->
        [advanced] { $score ->
            [one] jeden bod
            [few] { $score } body
           *[other] { $score } bodů
        }
       *[basic] { $score ->
            [one] jedno zvíře
            [2] dvě zvířata
            [few] { $score } zvířata
           *[other] { $score } zvířat
        }
    }; vyhrává { $name }, protože má nižší součet síly: { $strength }, ostatní mají { $others }.
# Dělené vítězství: $winners výčet; $score jejich skóre; $variant; $strength
# společný součet síly.
beasty-bar-tie-break-shared = O vítězství se dělí { $winners }. Mají shodně { $variant ->
        [advanced] { $score ->
            [one] jeden bod
            [few] { $score } body
           *[other] { $score } bodů
        }
       *[basic] { $score ->
            [one] jedno zvíře
            [2] dvě zvířata
            [few] { $score } zvířata
           *[other] { $score } zvířat
        }
    } i stejný součet síly, { $strength }.

## Popis stolu. Hodnota je věta pro běžný a podrobný režim, .short stručný tvar.

# Fronta od Nebeské brány. $count čekajících zvířat; $cards číslovaný výčet.
beasty-bar-queue = { $count ->
        [0] Fronta je prázdná.
        [one] Fronta, jedno zvíře: { $cards }.
        [2] Fronta, dvě zvířata od Nebeské brány: { $cards }.
        [few] Fronta, { $count } zvířata od Nebeské brány: { $cards }.
       *[other] Fronta, { $count } zvířat od Nebeské brány: { $cards }.
    }
    .short = { $count ->
        [0] Fronta prázdná
       *[other] Fronta { $count }: { $cards }
    }
# Bar. $count zvířat v baru celkem; $players počty jednotlivých hráčů
# (v podrobném režimu i která zvířata).
beasty-bar-bar = { $count ->
        [0] Bar je prázdný.
        [one] V baru jedno zvíře: { $players }.
        [2] V baru dvě zvířata: { $players }.
        [few] V baru { $count } zvířata: { $players }.
       *[other] V baru { $count } zvířat: { $players }.
    }
    .short = { $count ->
        [0] Bar prázdný
       *[other] Bar { $count }: { $players }
    }
# Podíl jednoho hráče na baru v podrobném režimu: $name; $count zvířat; $cards jejich výčet.
beasty-bar-bar-entry-full = { $count ->
        [0] { $name }: 0
       *[other] { $name }: { $count } ({ $cards })
    }
# TO JE KONEC, kam jdou vyhozená zvířata. $count kolik jich je; $cards jejich výčet.
beasty-bar-thats-it = { $count ->
        [0] TO JE KONEC: zatím nic.
        [one] TO JE KONEC, jedno zvíře: { $cards }.
        [2] TO JE KONEC, dvě zvířata: { $cards }.
        [few] TO JE KONEC, { $count } zvířata: { $cards }.
       *[other] TO JE KONEC, { $count } zvířat: { $cards }.
    }
    .short = { $count ->
        [0] TO JE KONEC: nic
       *[other] TO JE KONEC { $count }: { $cards }
    }
# Karty v ruce hráče u klávesnice. $count karet; $cards číslovaný výčet.
beasty-bar-hand = { $count ->
        [0] V ruce nemáš žádnou kartu.
       *[other] V ruce: { $cards }.
    }
    .short = { $count ->
        [0] V ruce nic
       *[other] V ruce: { $cards }
    }
# Divák se ptá na ruku.
beasty-bar-hand-none = Ruka: jen se díváš, žádné karty nemáš.
# Dosavadní skóre. $variant; $scores výčet hráčů se zvířaty v baru (základní hra)
# nebo s body a zvířaty (hra pro pokročilé).
beasty-bar-scores = { $variant ->
        [advanced] Body v baru: { $scores }.
       *[basic] Zvířata v baru: { $scores }.
    }
    .short = { $variant ->
        [advanced] Body: { $scores }
       *[basic] Skóre: { $scores }
    }
# Skóre jednoho hráče ve hře pro pokročilé: $name; $points; $count zvířat.
beasty-bar-score-points = { $name }: { $points } ({ $count ->
        [one] jedno zvíře
        [2] dvě zvířata
        [few] { $count } zvířata
       *[other] { $count } zvířat
    })
# Karty, které hráčům zbývají. $players výčet hráčů.
beasty-bar-cards-left = Zbývající karty: { $players }.
    .short = Karty: { $players }
# Karty jednoho hráče: $name; $total karet celkem; z toho $hand v ruce a $pile v balíčku.
# Výčet hráčů je spojený středníky.
beasty-bar-cards-entry = { $total ->
        [0] { $name } už nemá žádnou kartu
       *[other] { $total ->
            [one] { $name } má jednu kartu
            [2] { $name } má dvě karty
            [few] { $name } má { $total } karty
           *[other] { $name } má { $total } karet
        }, { $hand ->
            [one] jednu
            [2] dvě
           *[other] { $hand }
        } v ruce a { $pile ->
            [one] jednu
            [2] dvě
           *[other] { $pile }
        } v balíčku
    }
# Kdo je na tahu: $player; $you.
beasty-bar-turn = { $you ->
        [yes] Na tahu: { $player }, tedy ty.
       *[no] Na tahu: { $player }.
    }
# Hra pro pokročilé, odkládání. $you: yes, když hráč u klávesnice ještě vybírá;
# $left kolik ještě odloží; $players výčet těch, kdo ještě vybírají; $count kolik jich je.
beasty-bar-turn-set-aside = { $you ->
        [yes] { $left ->
            [one] Odkládání: vyber ještě jedno zvíře.
            [2] Odkládání: vyber ještě dvě zvířata.
            [few] Odkládání: vyber ještě { $left } zvířata.
           *[other] Odkládání: vyber ještě { $left } zvířat.
        }
       *[no] { $count ->
            [one] Odkládání: ještě vybírá { $players }.
           *[other] Odkládání: ještě vybírají { $players }.
        }
    }
# Hra skončila.
beasty-bar-turn-over = Konec hry.
# Nadpis seznamu k odkládání (zvířata následují po jednom na řádek, každé se svými body):
# $name ještě odkládá $left zvířat; $again je yes po prvním výběru, kdy je seznam
# bez vybraného zvířete očíslovaný znovu.
beasty-bar-set-aside-heading = { $again ->
        [yes] { $left ->
            [one] { $name } odkládá ještě jedno zvíře, seznam je očíslovaný znovu:
            [2] { $name } odkládá ještě dvě zvířata, seznam je očíslovaný znovu:
            [few] { $name } odkládá ještě { $left } zvířata, seznam je očíslovaný znovu:
           *[other] { $name } odkládá ještě { $left } zvířat, seznam je očíslovaný znovu:
        }
       *[no] { $left ->
            [one] { $name } odkládá jedno zvíře, které v této hře nebude:
            [2] { $name } odkládá dvě zvířata, která v této hře nebudou:
            [few] { $name } odkládá { $left } zvířata, která v této hře nebudou:
           *[other] { $name } odkládá { $left } zvířat, která v této hře nebudou:
        }
    }
# Zvíře zadané při odkládání už je odložené: $card (1. pád).
beasty-bar-already-set-aside = Toto zvíře už leží stranou: { $card }; vyber jiné.

## Doplňující volby po zahrání papouška, klokana nebo chameleona.
## $animal je zvíře, které volí, s velkým písmenem.

# Papoušek (nebo chameleon v jeho roli) vybírá oběť.
beasty-bar-choose-victim = { $animal }: které zvíře vyhnat?
# Klokan (nebo chameleon v jeho roli) vybírá délku skoku.
beasty-bar-choose-jump = { $animal }: přeskočit jedno, nebo dvě zvířata?
# Chameleon vybírá, koho napodobí.
beasty-bar-choose-copy = { $animal }: které zvíře napodobit?
# Doplňující otázka s jedinou odpovědí, kterou aplikace vybere sama, bez ptaní.
# Papoušek (nebo chameleon v jeho roli) může vyhnat jen $card (4. pád) na místě $position.
beasty-bar-only-victim = { $animal }: vyhnat jde jen { $card } na místě { $position }.
# Klokan (nebo chameleon v jeho roli) může skočit jen přes $over (4. pád).
beasty-bar-only-jump = { $animal }: skok jde jen jeden, přes { $over }.
# Chameleon může napodobit jen $card (4. pád) na místě $position.
beasty-bar-only-copy = { $animal }: napodobit jde jen { $card } na místě { $position }.
# Možnost: zvíře na místě $position, $card (1. pád).
beasty-bar-option-victim = { $position } { $card }
# Možnost: skok přes zvířata v $over (4. pád); číslo v seznamu udává délku skoku.
beasty-bar-option-jump = přes { $over }
# Možnost: napodobit $card (4. pád) na místě $position.
beasty-bar-option-copy = napodobit { $card } na místě { $position }

## Popis celého tahu na jeden řádek, pro odpovědi na "proč" a pro seznamy.
## $card je zahraná karta (4. pád).

# Karta bez další volby.
beasty-bar-action-play = zahrát { $card }
# Pokročilá varianta, před hrou: odložit $card (4. pád) mimo tuto hru.
beasty-bar-action-set-aside = odložit { $card }
# Papoušek: $victim (4. pád) na místě $position.
beasty-bar-action-victim = zahrát { $card } a vyhnat { $victim } z místa { $position }
# Klokan: skok přes $over (4. pád); délku skoku dává jejich počet.
beasty-bar-action-jump = zahrát { $card } a přeskočit { $over }
# Chameleon: napodobit $target (4. pád) na místě $position.
beasty-bar-action-copy = zahrát { $card } a napodobit { $target } na místě { $position }
# Chameleon jako papoušek: pak vyhnat $victim (4. pád) z místa $place.
beasty-bar-action-copy-victim = zahrát { $card }, napodobit { $target } na místě { $position } a vyhnat { $victim } z místa { $place }
# Chameleon jako klokan: pak skok přes $over (4. pád).
beasty-bar-action-copy-jump = zahrát { $card }, napodobit { $target } na místě { $position } a přeskočit { $over }
# Volby, které k frontě nesedí: $choices jsou zadaná čísla.
beasty-bar-action-other = zahrát { $card } s volbami { $choices }

## Proč tah nejde. Každá zpráva říká, co je špatně a co je možné.

# Špatný počet hráčů: povoleno $min až $max.
beasty-bar-error-player-count = Beasty Bar: hráčů může být { $min } až { $max }; změň jejich počet.
# Neznámá varianta hry.
beasty-bar-error-variant = Neznámá varianta; vyber základní hru, nebo hru pro pokročilé.
# Zadaný začínající hráč nesedí u stolu: místa jsou od 1 do $count.
beasty-bar-error-first-player = Začínající hráč u stolu nesedí; vyber místo 1 až { $count }.
# Odkládání už skončilo.
beasty-bar-error-not-setting-aside = Odkládání už skončilo; zahraj kartu z ruky.
# Zvíře napsané slovem hráč nemá v ruce: $animal jeho jméno ve 4. pádě (lva).
beasty-bar-animal-not-in-hand = V ruce nemáš { $animal }.
# $card (1. pád, nebo napsaný text) hráč nemá v ruce.
beasty-bar-error-not-in-hand = Tuto kartu nemáš v ruce: { $card }; vyber některou z karet, které držíš.
# Hra ještě nezačala: hráč musí odložit ještě $left zvířat.
beasty-bar-error-set-aside-first = { $left ->
        [one] Hra zatím nezačala: nejdřív odlož ještě jedno zvíře.
        [2] Hra zatím nezačala: nejdřív odlož ještě dvě zvířata.
        [few] Hra zatím nezačala: nejdřív odlož ještě { $left } zvířata.
       *[other] Hra zatím nezačala: nejdřív odlož ještě { $left } zvířat.
    }
# $code není kód karty.
beasty-bar-error-unknown-card = Neznámá karta: { $code }; napiš jméno zvířete, nebo písmeno barvy (G zelená, Y žlutá, B modrá, R červená) a sílu 1 až 12.
# Tah nejde přečíst.
beasty-bar-error-move-syntax = Tahu nerozumím; napiš kartu a za ni čísla voleb, například R2 1.
# Ve frontě je stejná karta dvakrát.
beasty-bar-error-card-twice = Neplatná fronta: stejná karta je v ní víckrát; každá karta může ve frontě čekat jen jednou.
# Ve frontě už je 5 zvířat.
beasty-bar-error-queue-full = Neplatná fronta: už v ní je 5 zvířat; před zahráním mohou čekat nejvýš 4.
# $card (1. pád) už čeká ve frontě.
beasty-bar-error-card-in-queue = Tato karta už je ve frontě: { $card }; zahraj kartu z ruky.
# Chameleon chtěl napodobit chameleona.
beasty-bar-error-chameleon-copies-chameleon = Chameleon nemůže napodobit jiného chameleona; vyber jiné zvíře ve frontě.
# Chameleon potřebuje místo zvířete, které napodobí.
beasty-bar-error-chameleon-needs-target = Chameleon potřebuje zvíře, které napodobí; připiš jeho místo ve frontě.
# $position není místo ve frontě; platná místa jsou 1 až $count.
beasty-bar-error-bad-position = { $count ->
        [one] Na místě { $position } žádné zvíře není; jediné místo je 1.
       *[other] Na místě { $position } žádné zvíře není; vyber místo 1 až { $count }.
    }
# Papoušek potřebuje oběť mezi $count čekajícími zvířaty.
beasty-bar-error-parrot-needs-victim = { $count ->
        [one] Papoušek potřebuje oběť; připiš 1, jediné místo ve frontě.
       *[other] Papoušek potřebuje oběť; připiš její místo ve frontě, 1 až { $count }.
    }
# Klokan přeskočí nejvýš $most zvířat.
beasty-bar-error-kangaroo-jump = { $most ->
        [one] Klokan tu může přeskočit jen jedno zvíře; připiš 1.
       *[other] Klokan přeskočí jedno, nebo dvě zvířata; připiš 1, nebo 2.
    }
# Číslo u karty, která žádnou volbu nepotřebuje.
beasty-bar-error-no-choice-needed = Tato karta žádnou další volbu nepotřebuje; zahraj ji bez čísla.

## Výzvy: text před kurzorem, zatímco hra čeká (nejvýš 40 znaků).
beasty-bar-prompt-play = Zahraj kartu
beasty-bar-prompt-set-aside = Odlož zvíře
beasty-bar-prompt-victim = Které zvíře vyhnat
beasty-bar-prompt-jump = Délka skoku
beasty-bar-prompt-copy = Které zvíře napodobit
# Nadpis TO JE KONEC po jednom zvířeti na řádek. $count: počet zvířat.
beasty-bar-thats-it-heading = TO JE KONEC, { $count ->
        [one] jedno zvíře
        [2] dvě zvířata
        [few] { $count } zvířata
       *[other] { $count } zvířat
    }:

# Stručně: tah a co karta udělala, na jednom řádku. $played: kdo hrál kterou kartu (tvar
# .short zprávy beasty-bar-card-played); $actions: co udělala, oddělené čárkou.
beasty-bar-play-brief = { $played }, { $actions }.
