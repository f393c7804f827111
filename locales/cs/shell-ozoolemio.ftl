## Hra O Zoo le Mio v terminálu: nápověda, odpovědi na příkazy a slova, která smí hráč napsat.

shell-ozoolemio-help-1 = Dražba: napiš svou nabídku, číslo od nuly do počtu svých mincí; nikdo jiný ji neuslyší.
shell-ozoolemio-help-2 = Pokládání dílu: číslo ze seznamu, pole jako 4M pro umístění přes něj, nebo dvě pole jako 4M 5M, levá půlka první. Příkazem zpět nebo klávesou Escape se vrátíš k celému seznamu.
shell-ozoolemio-help-3 = Zoo: zoo a oblasti, ke každému můžeš přidat jméno hráče; pole a jeho jméno, například pole 2M; díl, díly, umístění, mince, vlajky, návštěvníci, pořadí, skóre, hráči, tah, stůl.
# $arrows: yes, když kurzorem hýbou i šipky (bohatý režim vstupu).
shell-ozoolemio-help-4 = { $arrows ->
        [yes] Průzkum: průzkum, pak šipky nebo s, j, v a z (sever, jih, východ, západ) procházejí zoo pole po poli; zpět ho ukončí.
       *[no] Průzkum: průzkum, pak s, j, v a z (sever, jih, východ, západ) procházejí zoo pole po poli; zpět ho ukončí.
    } Proč a nabídka, číslo, pole nebo dvě pole řekne, proč to jde, nebo nejde.
shell-ozoolemio-help-5 = Historie: znovu nebo r, čárka pro starší, tečka pro novější, historie nebo záznam a číslo. Dále pravidla, zvíře a jeho jméno, dál, rada, nastavení, uložit, ticho, konec.
# $name: co hráč napsal; $players: jména hráčů.
shell-ozoolemio-no-such-player = Hráč { $name } tu není. Hráči: { $players }.
shell-ozoolemio-cell-usage = Napiš pole a jeho jméno, například pole 2M.
# Začíná průzkum. $you: yes pro vlastní zoo; $name majitel zoo;
# $arrows: yes, když kurzorem hýbou i šipky.
shell-ozoolemio-explore-start = { $you ->
        [yes] Průzkum tvé zoo.
       *[no] Průzkum zoo, { $name }.
    } { $arrows ->
        [yes] Pohyb šipkami nebo s, j, v a z: sever, jih, východ a západ, tedy nahoru, dolů, vpravo a vlevo; zpět průzkum ukončí.
       *[no] Pohyb s, j, v a z: sever, jih, východ a západ, tedy nahoru, dolů, vpravo a vlevo; zpět průzkum ukončí.
    }
# Kurzor dál nemůže: $cell je pole kousek za zoo.
shell-ozoolemio-explore-edge = Okraj na { $cell }: dál už nic neleží.
shell-ozoolemio-explore-end = Průzkum skončil.
shell-ozoolemio-no-tile = Teď se žádný díl nedraží ani nepokládá.
# Napsané pole $cell nezakrývá žádné umístění.
shell-ozoolemio-none-covers = Žádné umístění nezakrývá { $cell }.
shell-ozoolemio-fits-nowhere = Díl z dražby se do tvé zoo nikam nevejde; když ho získáš, jde ze hry.
shell-ozoolemio-why-not-now = Příkaz proč vysvětluje nabídku nebo umístění, když se rozhoduješ.
# Dvě napsaná pole, která se nedotýkají: $first, $second.
shell-ozoolemio-apart = Ta dvě pole se nedotýkají: { $first }, { $second }; díl zakrývá dvě pole vedle sebe.
shell-ozoolemio-why-usage = Napiš proč a nabídku, číslo ze seznamu, pole jako 4M, nebo umístění jako 4M 5M.
# Nabídka $amount jde; zbylo by $left mincí.
shell-ozoolemio-why-bid = Nabídka { $amount } je povolená; když vyhraješ, { $left ->
        [0] nezbude ti žádná mince.
        [1] zbude ti jedna mince.
        [2] zbudou ti dvě mince.
        [few] zbudou ti { $left } mince.
       *[other] zbude ti { $left } mincí.
    }
# Položka $number seznamu znamená umístění přes pole $cell, je jich $count.
shell-ozoolemio-why-group = Položka { $number } je pole { $cell }, kde končí cesty: { $count ->
        [1] jedno umístění
        [2] dvě umístění
       *[other] { $count } umístění
    }. Vyber ji a uslyšíš je.
# Pole $cell zakrývá $count umístění.
shell-ozoolemio-why-cell = { $count ->
        [1] Jedno umístění zakrývá pole { $cell }; uslyšíš ho, když napíšeš { $cell }.
        [2] Dvě umístění zakrývají pole { $cell }; uslyšíš je, když napíšeš { $cell }.
        [few] { $count } umístění zakrývají pole { $cell }; uslyšíš je, když napíšeš { $cell }.
       *[other] { $count } umístění zakrývá pole { $cell }; uslyšíš je, když napíšeš { $cell }.
    }
shell-ozoolemio-empty-bid = Nic nebylo napsáno. Napiš nabídku jako číslo, nebo pomoc.
shell-ozoolemio-word-not-now = To se teď nehodí. Napiš číslo, nebo pomoc.
shell-ozoolemio-cannot-cancel = Není kam se vrátit; vyber ze seznamu.
shell-ozoolemio-bid-no-back = Není co rušit; napiš nabídku jako číslo.
# Hlavní nabídka: pravidla hry.
shell-ozoolemio-ask-variant = Pravidla: 1: základní, 2: varianta se stromy, kdy se v kolech 1 až 4 otáčejí díly, dokud tři neukážou strom.
# Hlavní nabídka, po pravidlech: s jakými díly se hraje.
shell-ozoolemio-ask-tiles = Díly: Enter pro standardní sadu aplikace, nebo napiš cestu k souboru dílů.
# Výzva té otázky (nejvýš 40 znaků).
shell-ozoolemio-prompt-tiles = Soubor dílů, Enter pro standardní:

## Slova, která smí hráč napsat pro jednotlivé příkazy hry O Zoo le Mio, oddělená
## čárkou. Vždy platí oba jazyky. Anglická n, s, e a w jsou směry v obou.
shell-ozoolemio-words-zoo = zoo, mapa, řady
shell-ozoolemio-words-regions = oblasti, oblast
shell-ozoolemio-words-standings = pořadí, většiny, atraktivita
shell-ozoolemio-words-visitors = návštěvníci, figurky
shell-ozoolemio-words-tile = díl
shell-ozoolemio-words-tiles = díly, vyložené
shell-ozoolemio-words-coins = mince, peníze
shell-ozoolemio-words-flags = vlajky, vlajka, stožár
shell-ozoolemio-words-places = umístění, místa
shell-ozoolemio-words-explore = průzkum, prozkoumat
shell-ozoolemio-words-cell = pole, políčko
shell-ozoolemio-words-north = s, sever, nahoru
shell-ozoolemio-words-south = j, jih, dolů
shell-ozoolemio-words-east = v, východ, vpravo
shell-ozoolemio-words-west = z, západ, vlevo
# Vlastní zoo hráče u klávesnice, jako doplněk příkazu: zoo já.
shell-ozoolemio-words-me = já, můj, moje
