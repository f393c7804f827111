## Scénáře hry O Zoo le Mio: řešené příklady z pravidel a jeden náš, jako výukové lekce.
## Každý scénář má název, úvodní větu (zazní před přečtením stolu a končí tím, co má hráč
## udělat) a vysvětlení (zazní po vyprávění tahu). Hráč sedí na prvním místě, ostatní jsou
## hráč 2 a hráč 3. Tajné nabídky ostatních zazní předem, aby příklad proběhl vždy stejně.
## Malá čísla se píší slovy (dvě mince), jak je přečte hlas. Bez proměnných.

# Pravidla, dražba: shodné nejvyšší nabídky.
scenarios-o-zoo-le-mio-auction-tie-title = Shoda nejvyšších nabídek
scenarios-o-zoo-le-mio-auction-tie-setup = První dražba hry, každý má osm mincí. Vlajky na stožáru shora: hráč 3, ty, hráč 2. Hráč 2 nabídne tři mince a hráč 3 jen jednu. Nabídni také tři mince a pak polož díl takto: ptáci na 2N, plazi na 2O.
scenarios-o-zoo-le-mio-auction-tie-explanation = Tvoje nabídka i nabídka hráče 2 byly tři mince, tedy nejvyšší. O shodě rozhoduje stožár: tvoje vlajka visela výš než vlajka hráče 2, takže díl připadl tobě a tvoje tři mince šly do banky, kdežto hráči 2 zůstalo všech osm. Výhra díky vlajce má ale svou cenu: tvoje vlajka putovala na samý spodek stožáru a zbylé dvě vlajky se posunuly o jedno místo nahoru, aniž by se mezi sebou prohodily. Vlajka hráče 3 visela nejvýš, jenže vlajky rozhodují jen mezi hráči, kteří shodně nabídli nejvíc.

# Pravidla, dražba: nabídka nula.
scenarios-o-zoo-le-mio-zero-bids-title = Nikdo nic nenabídne
scenarios-o-zoo-le-mio-zero-bids-setup = Druhá dražba kola. Tvoje vlajka visí na stožáru nejvýš. Hráč 2 za tento díl nenabídne nic. Nabídni také 0 mincí a pak polož díl takto: mořští živočichové na 1O, savci na 1P.
scenarios-o-zoo-le-mio-zero-bids-explanation = Nabídka 0 mincí je povolená. Obě nabídky byly nulové, tedy shodné, a díl tak zdarma připadl tobě, protože tvoje vlajka visela výš: do banky nešla ani jedna mince. I shoda na nule je shoda, proto tvoje vlajka klesla na spodek stožáru a příští shodu vyhraje hráč 2.

# Pravidla, budování zoo: cesty musí navazovat a tráva k trávě nestačí.
scenarios-o-zoo-le-mio-placing-a-tile-title = Kam se smí díl položit
scenarios-o-zoo-le-mio-placing-a-tile-setup = Tvoje zoo má zatím jen počáteční díl. Na 1M vede cesta od vchodu k západní straně, na 1N spojuje cesta východní stranu s jižní. Dražený díl má na každé půlce rovnou cestu. Nový díl musí navázat na každou cestu, které se dotkne, a aspoň jedna cesta ho musí spojit se zoo. Nejdřív postupně uslyšíš, proč nemůžeš nabídnout devět mincí a proč díl nesmí ležet na 2L a 2M, na 2M a 2N, na 1L a 1M ani na 2L a 3L. Pak nabídni jednu minci a polož díl nastojato: mořští živočichové na 2N, savci pod nimi na 3N.
scenarios-o-zoo-le-mio-placing-a-tile-explanation = Když díl stojí nastojato na 2N a 3N, jeho rovná cesta navazuje na cestu, která z 1N vede na jih, a proto tam díl položit lze. Na 2L a 2M by se díl dotýkal jen trávy pod 1M: díl spojený se zoo jen trávou položit nelze. Na 2M a 2N by jeho cesta vedla od západu k východu a cesta přicházející shora z 1N by skončila v trávě na 2N: cesta musí vždy pokračovat. Na 1L a 1M by díl zakryl počáteční díl, a to nejde: díly se nikdy nepřekrývají. Na 2L a 3L by se zoo dotkl jen v rohu pole 1M, jenže díl musí přiléhat celou hranou. A víc mincí, než kolik máš, nenabídne nikdo: s osmi mincemi je tvoje nejvyšší nabídka 8. Mořské živočichy ani savce nemá nikdo jiný, proto dostáváš jednoho modrého a jednoho žlutého návštěvníka; kdo je v nějaké barvě sám, dostane jen jednoho.

# Pravidla, návštěvníci: příklad s dorovnáním vedoucích.
scenarios-o-zoo-le-mio-reaching-the-leaders-title = Kdo dorovná později
scenarios-o-zoo-le-mio-reaching-the-leaders-setup = Příklad přímo z pravidel, na začátku kola 2. V červené barvě, tedy u ptáků, má hráč 2 oblast s pěti hvězdičkami a drží dva červené návštěvníky, hráč 3 má tři hvězdičky a drží jednoho a tvoji ptáci na 2N mají dvě hvězdičky. Dražený díl má na levé půlce mořské živočichy se dvěma hvězdičkami a na pravé ptáky se třemi hvězdičkami. Hráč 2 nabídne jednu minci a hráč 3 nic. Nabídni dvě mince a pak polož díl takto: mořští živočichové na 3M, ptáci na 3N, hned pod tvými ptáky.
scenarios-o-zoo-le-mio-reaching-the-leaders-explanation = Tvoji ptáci na 2N a 3N teď tvoří jednu oblast s pěti červenými hvězdičkami, stejně jako oblast hráče 2. Při stejné atraktivitě vyhrává ta oblast, která hodnoty dosáhla později, takže tvoje je první a oblast hráče 2 druhá. Hráč 2 i hráč 3 ti proto odevzdali po jednom červeném návštěvníkovi: ty máš dva, hráč 2 má jednoho a hráč 3 žádného. Tvoji mořští živočichové jsou jediná modrá oblast, a tak přinesli ještě jednoho modrého návštěvníka.

# Pravidla, stromy: nejvíc stromů a shoda ve prospěch pozdější zoo.
scenarios-o-zoo-le-mio-most-trees-title = Figurky stromů
scenarios-o-zoo-le-mio-most-trees-setup = V zoo hráče 2 rostou dva stromy a hráč 2 drží dvě figurky stromů; ve tvé zoo roste jeden strom a ty držíš třetí figurku. Dražený díl má na levé půlce plazy s jednou hvězdičkou a na pravé opice se třemi hvězdičkami a stromem. Hráč 2 nabídne jednu minci. Nabídni dvě mince a pak polož díl takto: plazi na 3P, opice na 3O.
scenarios-o-zoo-le-mio-most-trees-explanation = Tvoje zoo má teď dva stromy, stejně jako zoo hráče 2. Stromy se porovnávají jako hvězdičky: zoo s nejvíce stromy dostane dvě figurky stromů a druhá v pořadí jednu, a ze dvou zoo se stejným počtem vyhrává ta, která ho dosáhla později. Tvoje zoo dosáhla dvou stromů později, a tak jedna figurka stromu přešla od hráče 2 k tobě: ty máš dvě a hráč 2 má jednu. Tvoji plazi jsou jediná šedá oblast, proto přinesli ještě jednoho šedého návštěvníka.

# Pravidla, lavičky: uzavřená smyčka.
scenarios-o-zoo-le-mio-one-loop-title = Smyčka přinese lavičku
scenarios-o-zoo-le-mio-one-loop-setup = Tvoje zoo: počáteční díl, který má na 1N cestu od východní strany k jižní, a díl na polích 1O, 1P, jehož cesta vede na západ, na východ i na jih z pole 1O. Dražený díl má na každé půlce křižovatku s cestami do všech čtyř stran. Hráč 2 nenabídne nic. Nabídni jednu minci a pak polož díl takto: ptáci na 2N, savci na 2O.
scenarios-o-zoo-le-mio-one-loop-explanation = Cesty teď tvoří okruh: z 1N na východ na 1O, dolů na 2O, na západ na 2N a zpátky nahoru na 1N. Každá smyčka cest, kterou uzavřeš, ti přinese lavičku, a na konci každého kola se lavička počítá stejně jako figurka, krát číslo kola.

# Pravidla, lavičky: do každé nově utvořené smyčky jedna lavička.
scenarios-o-zoo-le-mio-two-loops-at-once-title = Jeden díl uzavře dvě smyčky
scenarios-o-zoo-le-mio-two-loops-at-once-setup = Tvoje zoo: počáteční díl, díl na polích 1O, 1P, jehož cesta vede na západ, na východ i na jih z pole 1O, a pod ním díl nastojato na polích 2O, 3O, s křižovatkou na každé půlce. Dražený díl má na levé půlce opice s křižovatkou a na pravé mořské živočichy se zatáčkou. Hráč 2 nenabídne nic. Nabídni jednu minci a pak polož díl nastojato: opice na 2N, mořští živočichové pod nimi na 3N.
scenarios-o-zoo-le-mio-two-loops-at-once-explanation = Jediný díl uzavřel najednou dva okruhy cest: nahoře 1N, 1O, 2O, 2N, dole 2N, 2O, 3O, 3N. Každá nově utvořená smyčka dostane vlastní lavičku, proto ti v zoo přibyly dvě lavičky. Cesta kolem všech šesti půlek se skládá z obou malých smyček, a tak nic dalšího nepřinese.

# Pravidla, lavičky: smyčka složená z menších smyček se nepočítá.
scenarios-o-zoo-le-mio-big-loop-counts-once-title = Velká smyčka nic nepřinese
scenarios-o-zoo-le-mio-big-loop-counts-once-setup = Zoo z příkladu se smyčkou: cesty na polích 1N, 1O, 2O, 2N tvoří okruh a jeho lavička už v zoo stojí. Dražený díl má dvě zatáčky, které se spojují v jednu cestu ve tvaru písmene U, otevřenou nahoru. Hráč 2 nenabídne nic. Nabídni jednu minci a pak polož díl pod okruh takto: savci na 3N, plazi na 3O.
scenarios-o-zoo-le-mio-big-loop-counts-once-explanation = Cesta ve tvaru U uzavřela druhou malou smyčku: 2N, 2O, 3O, 3N. Ta přinesla jednu lavičku, takže v zoo teď stojí dvě. Cesty sice vedou i dokola kolem všech šesti půlek od 1N po 3N, jenže tahle velká smyčka vzniká jen spojením dvou malých a vlastní lavičku nepřináší: dvě lavičky, ne tři.

# Pravidla, konec kola: body krát číslo kola, pak příjem.
scenarios-o-zoo-le-mio-round-scoring-title = Konec kola
scenarios-o-zoo-le-mio-round-scoring-setup = Poslední dražba kola 2. Z kola 1 máš šest bodů a hráč 2 má pět. Tvoje zoo má kromě počátečního dílu tři díly a jednu lavičku, zoo hráče 2 má šest dílů. Hráč 2 nenabídne nic. Nabídni jednu minci a pak polož díl tam, kde uzavře druhou smyčku: ptáci na 3N, savci na 3O.
scenarios-o-zoo-le-mio-round-scoring-explanation = Byl to poslední díl kola, a tak se kolo 2 hned vyhodnotilo. Za kolo dostane každý tolik bodů, kolik má dohromady figurek návštěvníků, figurek stromů a laviček, krát číslo kola, tady 2. Ty máš šest návštěvníků a dvě lavičky: osm krát dva je 16 bodů, celkem 22. Hráč 2 má pět návštěvníků a jednu figurku stromu: šest krát dva je 12 bodů, celkem 17. Lavička, která ti právě přibyla, se už započítala. Pak banka vyplatila každému jednu minci za každý díl v jeho zoo kromě počátečního: čtyři mince tobě a šest mincí hráči 2. Kolo 3 začíná pěti novými díly.

# Pravidla, varianta: díly se otáčejí, dokud tři neukážou stromy.
scenarios-o-zoo-le-mio-tree-variant-reveal-title = Varianta se stromy
scenarios-o-zoo-le-mio-tree-variant-reveal-setup = Hra s variantou se stromy: v kolech 1 až 4 se díly otáčejí lícem nahoru, dokud tři z nich neukážou stromy. První tři díly kola 1 měly stromy všechny, takže kolo má jen tři dražby a tohle je poslední z nich. Dražený díl má na levé půlce opice a na pravé plazy se stromem. Hráč 2 nenabídne nic. Nabídni jednu minci a pak polož díl nastojato: opice na 1O, plazi pod nimi na 2O.
scenarios-o-zoo-le-mio-tree-variant-reveal-explanation = Tvůj díl byl v kole poslední, proto se kolo 1 vyhodnotilo, body krát jedna, a vyplatil se příjem. Pak začalo kolo 2. Díly se otáčely jeden po druhém, dokud tři z nich neukázaly stromy: z prvních pěti měly stromy jen dva, takže se otočil ještě šestý a kolo 2 má šest dražeb místo obvyklých pěti. V posledním, pátém kole se prostě otočí všechny díly, které ještě zbývají.

# Náš příklad v duchu pravidel o návštěvnících: půlky, které se dotýkají rohem, se nespojí.
scenarios-o-zoo-le-mio-corner-is-not-a-region-title = Roh oblast nespojí
scenarios-o-zoo-le-mio-corner-is-not-a-region-setup = Hráč 2 má červenou oblast se čtyřmi hvězdičkami a drží dva červené návštěvníky, ty máš na 2N ptáky se dvěma hvězdičkami a držíš třetího. Dražený díl má na levé půlce ptáky se třemi hvězdičkami a na pravé savce s jednou hvězdičkou. Hráč 2 nenabídne nic. Nabídni jednu minci a pak polož díl takto: ptáci na 3M, savci na 3N.
scenarios-o-zoo-le-mio-corner-is-not-a-region-explanation = Noví ptáci na 3M se s tvými ptáky na 2N dotýkají jen jedním rohem, a dotyk rohem dvě půlky do jedné oblasti nespojí. Máš tedy dvě červené oblasti, se dvěma a se třemi hvězdičkami, a počítá se jen ta nejlepší: tři hvězdičky, méně než čtyři u hráče 2, takže červení návštěvníci zůstávají, kde byli. Kdyby ptáci leželi na 3N, hned pod 2N, obě půlky by vytvořily jednu oblast s pěti hvězdičkami a vedení by bylo tvoje.
