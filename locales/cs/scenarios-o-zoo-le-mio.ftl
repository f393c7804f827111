## Scénáře hry O Zoo le Mio: řešené příklady z pravidel a jeden náš, jako výukové lekce.
## Každý scénář má název, úvodní větu (zazní před přečtením stolu a končí tím, co má hráč
## udělat) a vysvětlení (zazní po vyprávění tahu). Hráč sedí na prvním místě, ostatní jsou
## hráč 2 a hráč 3. Tajné nabídky ostatních zazní předem, aby příklad proběhl vždy stejně.
## Bez proměnných.

# Pravidla, dražba: shodné nejvyšší nabídky.
scenarios-o-zoo-le-mio-auction-tie-title = Shoda nejvyšších nabídek
scenarios-o-zoo-le-mio-auction-tie-setup = První dražba hry, každý má 8 mincí. Vlajky na stožáru shora: hráč 3, ty, hráč 2. Hráč 2 nabídne 3 mince a hráč 3 jen 1. Nabídni také 3 mince a pak polož díl takto: ptáci na N2, plazi na O2.
scenarios-o-zoo-le-mio-auction-tie-explanation = Tvoje nabídka i nabídka hráče 2 byly 3 mince, tedy nejvyšší. O shodě rozhoduje stožár: tvoje vlajka visela výš než vlajka hráče 2, takže díl připadl tobě a tvoje 3 mince šly do banky, kdežto hráči 2 zůstalo všech 8. Výhra díky vlajce má ale svou cenu: tvoje vlajka putovala na samý spodek stožáru a zbylé 2 vlajky se posunuly o jedno místo nahoru, aniž by se mezi sebou prohodily. Vlajka hráče 3 visela nejvýš, jenže vlajky rozhodují jen mezi hráči, kteří shodně nabídli nejvíc.

# Pravidla, dražba: nabídka nula.
scenarios-o-zoo-le-mio-zero-bids-title = Nikdo nic nenabídne
scenarios-o-zoo-le-mio-zero-bids-setup = Druhá dražba kola. Tvoje vlajka visí na stožáru nejvýš. Hráč 2 za tento díl nenabídne nic. Nabídni také 0 mincí a pak polož díl takto: mořští živočichové na O1, savci na P1.
scenarios-o-zoo-le-mio-zero-bids-explanation = Nabídka 0 mincí je povolená. Obě nabídky byly nulové, tedy shodné, a díl tak zdarma připadl tobě, protože tvoje vlajka visela výš: do banky nešla ani jedna mince. I shoda na nule je shoda, proto tvoje vlajka klesla na spodek stožáru a příští shodu vyhraje hráč 2.

# Pravidla, budování zoo: cesty musí navazovat a tráva k trávě nestačí.
scenarios-o-zoo-le-mio-placing-a-tile-title = Kam se smí díl položit
scenarios-o-zoo-le-mio-placing-a-tile-setup = Tvoje zoo má zatím jen počáteční díl. Na M1 vede cesta od vchodu k západní straně, na N1 spojuje cesta východní stranu s jižní. Dražený díl má na každé půlce rovnou cestu. Nový díl musí navázat na každou cestu, které se dotkne, a aspoň jedna cesta ho musí spojit se zoo. Nejdřív postupně uslyšíš, proč nemůžeš nabídnout 9 mincí a proč díl nesmí ležet na L2 a M2, na M2 a N2, na L1 a M1 ani na L2 a L3. Pak nabídni 1 minci a polož díl nastojato: mořští živočichové na N2, savci pod nimi na N3.
scenarios-o-zoo-le-mio-placing-a-tile-explanation = Když díl stojí nastojato na N2 a N3, jeho rovná cesta navazuje na cestu, která z N1 vede na jih, a proto tam díl položit lze. Na L2 a M2 by se díl dotýkal jen trávy pod M1: díl spojený se zoo jen trávou položit nelze. Na M2 a N2 by jeho cesta vedla od západu k východu a cesta přicházející shora z N1 by skončila v trávě na N2: cesta musí vždy pokračovat. Na L1 a M1 by díl zakryl počáteční díl, a to nejde: díly se nikdy nepřekrývají. Na L2 a L3 by se zoo dotkl jen v rohu pole M1, jenže díl musí přiléhat celou hranou. A víc mincí, než kolik máš, nenabídne nikdo: s 8 mincemi je tvoje nejvyšší nabídka 8. Mořské živočichy ani savce nemá nikdo jiný, proto dostáváš 1 modrého a 1 žlutého návštěvníka; kdo je v nějaké barvě sám, dostane jen 1.

# Pravidla, návštěvníci: příklad s dorovnáním vedoucích.
scenarios-o-zoo-le-mio-reaching-the-leaders-title = Kdo dorovná později
scenarios-o-zoo-le-mio-reaching-the-leaders-setup = Příklad přímo z pravidel, na začátku kola 2. V červené barvě, tedy u ptáků, má hráč 2 oblast s 5 hvězdičkami a drží 2 červené návštěvníky, hráč 3 má 3 hvězdičky a drží 1 a tvoji ptáci na N2 mají 2 hvězdičky. Dražený díl má na levé půlce mořské živočichy se 2 hvězdičkami a na pravé ptáky se 3 hvězdičkami. Hráč 2 nabídne 1 minci a hráč 3 nic. Nabídni 2 mince a pak polož díl takto: mořští živočichové na M3, ptáci na N3, hned pod tvými ptáky.
scenarios-o-zoo-le-mio-reaching-the-leaders-explanation = Tvoji ptáci na N2 a N3 teď tvoří jednu oblast s 5 červenými hvězdičkami, stejně jako oblast hráče 2. Při stejné atraktivitě vyhrává ta oblast, která hodnoty dosáhla později, takže tvoje je první a oblast hráče 2 druhá. Hráč 2 i hráč 3 ti proto odevzdali po jednom červeném návštěvníkovi: ty máš 2, hráč 2 má 1 a hráč 3 žádného. Tvoji mořští živočichové jsou jediná modrá oblast, a tak přinesli ještě 1 modrého návštěvníka.

# Pravidla, stromy: nejvíc stromů a shoda ve prospěch pozdější zoo.
scenarios-o-zoo-le-mio-most-trees-title = Figurky stromů
scenarios-o-zoo-le-mio-most-trees-setup = V zoo hráče 2 rostou 2 stromy a hráč 2 drží 2 figurky stromů; ve tvé zoo roste 1 strom a ty držíš třetí figurku. Dražený díl má na levé půlce plazy s 1 hvězdičkou a na pravé opice se 3 hvězdičkami a stromem. Hráč 2 nabídne 1 minci. Nabídni 2 mince a pak polož díl takto: plazi na P3, opice na O3.
scenarios-o-zoo-le-mio-most-trees-explanation = Tvoje zoo má teď 2 stromy, stejně jako zoo hráče 2. Stromy se porovnávají jako hvězdičky: zoo s nejvíce stromy dostane 2 figurky stromů a druhá v pořadí 1, a ze 2 zoo se stejným počtem vyhrává ta, která ho dosáhla později. Tvoje zoo dosáhla 2 stromů později, a tak jedna figurka stromu přešla od hráče 2 k tobě: ty máš 2 a hráč 2 má 1. Tvoji plazi jsou jediná šedá oblast, proto přinesli ještě 1 šedého návštěvníka.

# Pravidla, lavičky: uzavřená smyčka.
scenarios-o-zoo-le-mio-one-loop-title = Smyčka přinese lavičku
scenarios-o-zoo-le-mio-one-loop-setup = Tvoje zoo: počáteční díl, který má na N1 cestu od východní strany k jižní, a díl na O1 a P1, jehož cesta na O1 vede na západ, na východ i na jih. Dražený díl má na každé půlce křižovatku s cestami do všech 4 stran. Hráč 2 nenabídne nic. Nabídni 1 minci a pak polož díl takto: ptáci na N2, savci na O2.
scenarios-o-zoo-le-mio-one-loop-explanation = Cesty teď tvoří okruh: z N1 na východ na O1, dolů na O2, na západ na N2 a zpátky nahoru na N1. Každá smyčka cest, kterou uzavřeš, ti přinese lavičku, a na konci každého kola se lavička počítá stejně jako figurka, krát číslo kola.

# Pravidla, lavičky: do každé nově utvořené smyčky 1 lavička.
scenarios-o-zoo-le-mio-two-loops-at-once-title = Jeden díl uzavře 2 smyčky
scenarios-o-zoo-le-mio-two-loops-at-once-setup = Tvoje zoo: počáteční díl, díl na O1 a P1, jehož cesta na O1 vede na západ, na východ i na jih, a pod O1 díl nastojato na O2 a O3 s křižovatkou na každé půlce. Dražený díl má na levé půlce opice s křižovatkou a na pravé mořské živočichy se zatáčkou. Hráč 2 nenabídne nic. Nabídni 1 minci a pak polož díl nastojato: opice na N2, mořští živočichové pod nimi na N3.
scenarios-o-zoo-le-mio-two-loops-at-once-explanation = Jediný díl uzavřel najednou 2 okruhy cest: nahoře N1, O1, O2 a N2, dole N2, O2, O3 a N3. Každá nově utvořená smyčka dostane vlastní lavičku, proto ti v zoo přibyly 2 lavičky. Cesta kolem všech 6 půlek se skládá z obou malých smyček, a tak nic dalšího nepřinese.

# Pravidla, lavičky: smyčka složená z menších smyček se nepočítá.
scenarios-o-zoo-le-mio-big-loop-counts-once-title = Velká smyčka nic nepřinese
scenarios-o-zoo-le-mio-big-loop-counts-once-setup = Zoo z příkladu se smyčkou: cesty na N1, O1, O2 a N2 tvoří okruh a jeho lavička už v zoo stojí. Dražený díl má 2 zatáčky, které se spojují v jednu cestu ve tvaru písmene U, otevřenou nahoru. Hráč 2 nenabídne nic. Nabídni 1 minci a pak polož díl pod okruh takto: savci na N3, plazi na O3.
scenarios-o-zoo-le-mio-big-loop-counts-once-explanation = Cesta ve tvaru U uzavřela druhou malou smyčku: N2, O2, O3 a N3. Ta přinesla 1 lavičku, takže v zoo teď stojí 2. Cesty sice vedou i dokola kolem všech 6 půlek od N1 po N3, jenže tahle velká smyčka vzniká jen spojením 2 malých a vlastní lavičku nepřináší: 2 lavičky, ne 3.

# Pravidla, konec kola: body krát číslo kola, pak příjem.
scenarios-o-zoo-le-mio-round-scoring-title = Konec kola
scenarios-o-zoo-le-mio-round-scoring-setup = Poslední dražba kola 2. Z kola 1 máš 6 bodů a hráč 2 má 5. Tvoje zoo má kromě počátečního dílu 3 díly a 1 lavičku, zoo hráče 2 má 6 dílů. Hráč 2 nenabídne nic. Nabídni 1 minci a pak polož díl tam, kde uzavře druhou smyčku: ptáci na N3, savci na O3.
scenarios-o-zoo-le-mio-round-scoring-explanation = Byl to poslední díl kola, a tak se kolo 2 hned vyhodnotilo. Za kolo dostane každý tolik bodů, kolik má dohromady figurek návštěvníků, figurek stromů a laviček, krát číslo kola, tady 2. Ty máš 6 návštěvníků a 2 lavičky: 8 krát 2 je 16 bodů, celkem 22. Hráč 2 má 5 návštěvníků a 1 figurku stromu: 6 krát 2 je 12 bodů, celkem 17. Lavička, která ti právě přibyla, se už započítala. Pak banka vyplatila každému 1 minci za každý díl v jeho zoo kromě počátečního: 4 mince tobě a 6 mincí hráči 2. Kolo 3 začíná 5 novými díly.

# Pravidla, varianta: díly se otáčejí, dokud 3 neukážou stromy.
scenarios-o-zoo-le-mio-tree-variant-reveal-title = Varianta se stromy
scenarios-o-zoo-le-mio-tree-variant-reveal-setup = Hra s variantou se stromy: v kolech 1 až 4 se díly otáčejí lícem nahoru, dokud 3 z nich neukážou stromy. První 3 díly kola 1 měly stromy všechny, takže kolo má jen 3 dražby a tohle je poslední z nich. Dražený díl má na levé půlce opice a na pravé plazy se stromem. Hráč 2 nenabídne nic. Nabídni 1 minci a pak polož díl nastojato: opice na O1, plazi pod nimi na O2.
scenarios-o-zoo-le-mio-tree-variant-reveal-explanation = Tvůj díl byl v kole poslední, proto se kolo 1 vyhodnotilo, body krát 1, a vyplatil se příjem. Pak začalo kolo 2. Díly se otáčely jeden po druhém, dokud 3 z nich neukázaly stromy: z prvních 5 měly stromy jen 2, takže se otočil ještě šestý a kolo 2 má 6 dražeb místo obvyklých 5. V posledním, pátém kole se prostě otočí všechny díly, které ještě zbývají.

# Náš příklad v duchu pravidel o návštěvnících: půlky, které se dotýkají rohem, se nespojí.
scenarios-o-zoo-le-mio-corner-is-not-a-region-title = Roh oblast nespojí
scenarios-o-zoo-le-mio-corner-is-not-a-region-setup = Hráč 2 má červenou oblast se 4 hvězdičkami a drží 2 červené návštěvníky, ty máš na N2 ptáky se 2 hvězdičkami a držíš třetího. Dražený díl má na levé půlce ptáky se 3 hvězdičkami a na pravé savce s 1 hvězdičkou. Hráč 2 nenabídne nic. Nabídni 1 minci a pak polož díl takto: ptáci na M3, savci na N3.
scenarios-o-zoo-le-mio-corner-is-not-a-region-explanation = Noví ptáci na M3 se s tvými ptáky na N2 dotýkají jen jedním rohem, a dotyk rohem 2 půlky do jedné oblasti nespojí. Máš tedy 2 červené oblasti, se 2 a se 3 hvězdičkami, a počítá se jen ta nejlepší: 3 hvězdičky, méně než 4 u hráče 2, takže červení návštěvníci zůstávají, kde byli. Kdyby ptáci leželi na N3, hned pod N2, obě půlky by vytvořily jednu oblast s 5 hvězdičkami a vedení by bylo tvoje.
