## O Zoo le Mio: mluvená příručka pravidel, čtená příkazem "rules [téma]" po odstavcích.
## Psáno vlastními slovy; rozhodují česká pravidla, shared/RULES-FACTS.md doplňuje, co nechávají
## otevřené. Kde aplikace rozhoduje něco, co pravidla neříkají, stojí v odstavci "v této aplikaci".
## Každý odstavec musí dávat smysl sám o sobě na 40znakovém braillském řádku: klíčové slovo
## na začátek, číslice místo číslovek, žádné symboly. Hráče oslovujeme tykáním jako celá aplikace
## a vyhýbáme se tvarům, které prozradí rod (minulý čas, sám, rád).
## Příkazy jsou slova ze shell.ftl: pravidla (rules) a dál (more).
## Id skládá čtečka pravidel (accessible_games/narration/rules.py) z id hry "o-zoo-le-mio":
## o-zoo-le-mio-rules-<téma>-title, o-zoo-le-mio-rules-<téma>-<n> (n = 1, 2, ...; stejný počet
## jako v angličtině), o-zoo-le-mio-rules-<téma>-words (slova oddělená čárkou, kterými lze téma
## vyvolat; přijímají se slova obou jazyků, diakritika je nepovinná).
## Pravidla nemají pro 2 hráče žádné zvláštní úpravy, proto je ta poznámka v přehledu.

# Názvy témat v pořadí témat; každý musí být jedním ze slov daného tématu.
-o-zoo-le-mio-rules-list = přehled, materiál, sada dílů, příprava, kolo, dražba, přikládání, pole, návštěvníci, stromy, lavičky, hodnocení, příjem, konec, varianta

## Navigace

# Řekne se po "rules" bez tématu.
o-zoo-le-mio-rules-topics = Témata pravidel, 15: { -o-zoo-le-mio-rules-list }. Napiš pravidla a téma, například pravidla dražba nebo pravidla lavičky.
# Řekne se po prvním odstavci tématu, které má další odstavce.
o-zoo-le-mio-rules-more = Další odstavec přečteš příkazem dál.
# Řekne příkaz "more" po posledním odstavci tématu.
o-zoo-le-mio-rules-end-of-topic = Konec tématu. Napiš pravidla a další téma.
# $topic (řetězec) co hráč napsal za "rules"
o-zoo-le-mio-rules-unknown-topic = Téma { $topic } v pravidlech není. Témata: { -o-zoo-le-mio-rules-list }.

## Téma: přehled

o-zoo-le-mio-rules-overview-title = Přehled hry O Zoo le Mio
o-zoo-le-mio-rules-overview-words = přehled, úvod, cíl, hra, o zoo le mio, hráči, 2 hráči, dva hráči
o-zoo-le-mio-rules-overview-1 = O Zoo le Mio je dražební hra s přikládáním dílů pro dva až čtyři hráče. Vedeš vlastní zoo a snažíš se, aby návštěvníky lákala víc než všechny ostatní.
o-zoo-le-mio-rules-overview-2 = Roky: hra trvá pět kol, jedno za každý rok tvé zoo. V každém kole tajně nabízíš mince za nové díly a každý vydražený díl přibude do tvé zoo.
o-zoo-le-mio-rules-overview-3 = Atraktivita: velké oblasti hvězdiček jedné barvy lákají figurky návštěvníků, hodně stromů láká figurky stromů a každá smyčka z cest, kterou uzavřeš, ti vynese lavičku.
o-zoo-le-mio-rules-overview-4 = Body: na konci každého kola získáš body za figurky a lavičky, vynásobené číslem kola. Po pátém kole vyhrává nejvyšší součet.
o-zoo-le-mio-rules-overview-5 = Dva hráči: hra se hraje stejně ve dvou, třech i čtyřech hráčích. Pravidla pro dva hráče nemají žádné zvláštní úpravy.
o-zoo-le-mio-rules-overview-6 = Díly: vydaný seznam dílů neznáme, proto v této aplikaci hraješ s naší vlastní rekonstrukcí. Viz téma sada dílů.
o-zoo-le-mio-rules-overview-7 = Čtení pravidel: napiš pravidla a název tématu, například pravidla dražba nebo pravidla lavičky. Příkaz dál přečte další odstavec; názvy témat fungují česky i anglicky a stačí první písmena.
o-zoo-le-mio-rules-overview-8 = Témata pravidel: { -o-zoo-le-mio-rules-list }.

## Téma: materiál

o-zoo-le-mio-rules-components-title = Materiál
o-zoo-le-mio-rules-components-words = materiál, obsah, krabice, součásti, zvířata, kategorie
o-zoo-le-mio-rules-components-1 = Díly zoo: 25, každý má tvar kostky domina ze dvou čtvercových půlek. Obě půlky dílu vždy ukazují dvě různé kategorie zvířat.
o-zoo-le-mio-rules-components-2 = Barvy hvězdiček: každá půlka nese jednu až tři hvězdičky své kategorie. Ptáci mají hvězdičky červené, savci žluté, plazi šedé, opice oranžové a mořští živočichové modré.
o-zoo-le-mio-rules-components-3 = Cesty a stromy: na každém dílu vedou cesty, rovné, zahnuté nebo rozvětvené, a na některých půlkách rostou stromy. Rozhodují jen hvězdičky, stromy a cesty; obrázky zvířat jsou jen ozdoba.
o-zoo-le-mio-rules-components-4 = Počáteční díly: čtyři, pro každého hráče jeden, jen s cestami a bez zvířat. Každý leží u vstupního pavilónu svého hráče.
o-zoo-le-mio-rules-components-5 = Figurky: 15 figurek návštěvníků, tři v každé barvě hvězdiček, dále tři figurky stromů a 15 laviček.
o-zoo-le-mio-rules-components-6 = Peníze a vlajky: 35 mincí, čtyři vlajky hráčů a jeden vlajkový stožár.

## Téma: sada dílů

o-zoo-le-mio-rules-tile-set-title = Sada dílů
o-zoo-le-mio-rules-tile-set-words = sada dílů, díly, rekonstrukce, soubor dílů, vlastní díly
o-zoo-le-mio-rules-tile-set-1 = Seznam dílů: vydaný seznam všech 25 dílů nemáme k dispozici. V této aplikaci proto hraješ s naší vlastní rekonstrukcí, která dodržuje vše, co pravidla o dílech říkají.
o-zoo-le-mio-rules-tile-set-2 = Vyváženost: žádná barva není zvýhodněná. Každá barva je na deseti půlkách, které mají dohromady 20 hvězdiček, a na třech půlkách se stromy.
o-zoo-le-mio-rules-tile-set-3 = Stromy: stromy má 13 dílů, dohromady 15 stromů. Díly se stromy nesou o něco méně hvězdiček.
o-zoo-le-mio-rules-tile-set-4 = Cesty: zatáčky, rovné úseky, odbočky, křižovatky i slepé konce a také díly, jejichž půlky žádná cesta nespojuje. Každý počáteční díl má jednu cestu od vstupu a tři volné konce cest.
o-zoo-le-mio-rules-tile-set-5 = Vlastní díly: spusť hru s volbou --tiles a názvem souboru a budeš hrát s jinou sadou: 25 dílů zoo a čtyři počáteční díly. Soubor se nejdřív zkontroluje a každá chyba se ohlásí i s dílem a půlkou.
o-zoo-le-mio-rules-tile-set-6 = Formát souboru: popisuje ho dokument ozoolemio-tiles.md ve složce docs. Uložená hra si své díly pamatuje, takže ji obnovíš i bez souboru.

## Téma: příprava

o-zoo-le-mio-rules-setup-title = Příprava
o-zoo-le-mio-rules-setup-words = příprava, začátek, počáteční díl, vstup, pavilón, pavilon
o-zoo-le-mio-rules-setup-1 = Počáteční díl: každý hráč začíná s počátečním dílem přiloženým ke vstupnímu pavilónu. Z něj tvoje zoo roste do všech stran.
o-zoo-le-mio-rules-setup-2 = Mince: každý hráč dostane osm mincí a drží je v tajnosti. Ostatní mince má banka; všech mincí je 35.
o-zoo-le-mio-rules-setup-3 = Vlajky: vlajky hráčů visí na stožáru pod sebou. V této aplikaci se jejich pořadí losuje; rozhoduje při shodě nabídek, viz téma dražba.
o-zoo-le-mio-rules-setup-4 = Díly: 25 dílů zoo se zamíchá lícem dolů. Hned začíná první kolo, viz téma kolo.

## Téma: kolo

o-zoo-le-mio-rules-round-title = Kolo
o-zoo-le-mio-rules-round-words = kolo, kola, rok, roky, průběh hry
o-zoo-le-mio-rules-round-1 = Kola: hra má pět kol, jedno za každý rok. Na začátku kola se z hromádky otočí lícem nahoru pět dílů.
o-zoo-le-mio-rules-round-2 = Pořadí: otočené díly jdou do dražby jeden po druhém, v pořadí, jak se otočily. Všechny díly kola tedy znáš ještě před první dražbou.
o-zoo-le-mio-rules-round-3 = Po každé dražbě: vítěz díl hned přiloží do své zoo. Figurky návštěvníků, figurky stromů a lavičky se přepočítají okamžitě.
o-zoo-le-mio-rules-round-4 = Konec kola: po přiložení posledního dílu kola se ohodnotí všechny zoo a vyplatí se příjem. Viz témata hodnocení a příjem.
o-zoo-le-mio-rules-round-5 = Stromová varianta: v kolech jedna až čtyři závisí počet otočených dílů na stromech. Viz téma varianta.

## Téma: dražba

o-zoo-le-mio-rules-auction-title = Dražba
o-zoo-le-mio-rules-auction-words = dražba, dražby, nabídka, nabídky, nabízení, vlajka, vlajky, stožár
o-zoo-le-mio-rules-auction-1 = Tajné nabídky: každý hráč si potají zvolí počet mincí, od nuly až po všechny, které má. Pak se všechny nabídky ukážou najednou.
o-zoo-le-mio-rules-auction-2 = Vítěz: kdo nabídne nejvíc, získá díl a zaplatí tolik mincí do banky. Ostatní si své mince nechají.
o-zoo-le-mio-rules-auction-3 = Shoda: když se nejvyšší nabídky rovnají, vyhrává z nich hráč, jehož vlajka je na stožáru nejvýš. Ta vlajka pak klesne úplně dolů a vlajky pod ní se posunou o jedno místo nahoru.
o-zoo-le-mio-rules-auction-4 = Vlajky: posouvají se, jen když rozhodnou shodu. Nabídnou-li všichni nulu, dostane díl zdarma hráč s nejvyšší vlajkou a jeho vlajka klesne dolů.
o-zoo-le-mio-rules-auction-5 = Tajné nabídky v této aplikaci: hráči u společné klávesnice nabízejí jeden po druhém. Než zadáš nabídku, aplikace tě vyzve, ať se ujistíš, že nikdo jiný neposlouchá.
o-zoo-le-mio-rules-auction-6 = Skryté částky: ostatní se dozví jen to, že tvoje nabídka je zadaná, ne kolik činí. Všechny částky zazní najednou, až nabídnou všichni.
o-zoo-le-mio-rules-auction-7 = Tvoje mince: kolik jich máš, slyšíš jen ty. Boti nabízejí, aniž by viděli cizí nabídky, stejně jako ty.
o-zoo-le-mio-rules-auction-8 = Díl, který se nikam nevejde: i ten můžeš vydražit a zaplatíš za něj. Viz téma přikládání.

## Téma: přikládání

o-zoo-le-mio-rules-placing-title = Přikládání dílu
o-zoo-le-mio-rules-placing-words = přikládání, přiložení, položení, umístění, cesty, stranou
o-zoo-le-mio-rules-placing-1 = Mřížka: představ si zoo na mřížce čtverců, z nichž každý je velký jako půlka dílu. Každý díl zakryje dva sousední čtverce; smíš ho otočit jakkoli, jen ho nikdy nepřevracej.
o-zoo-le-mio-rules-placing-2 = Dotyk: nový díl musí sdílet se zoo aspoň jednu celou stranu čtverce. Dotyk jen rohem nestačí.
o-zoo-le-mio-rules-placing-3 = Cesty: na každé straně, kterou nový díl sdílí se zoo, musí cesta navazovat na cestu. Žádná cesta nesmí skončit v trávě, ať vede z nového dílu, nebo do něj.
o-zoo-le-mio-rules-placing-4 = Spojení: z nového dílu musí do zoo vést aspoň jedna cesta. Přiložit jen trávu k trávě nejde.
o-zoo-le-mio-rules-placing-5 = Volná pole: díl nikdy nezakryje jiný díl ani vstupní pavilón. V této aplikaci pavilón k zoo nepatří: dotyk s ním se nepočítá a cesta smí končit u jeho zdi.
o-zoo-le-mio-rules-placing-6 = Bez okraje stolu: v této aplikaci smí zoo růst do všech stran, takže ji nikdy nemusíš posouvat, aby se díl vešel.
o-zoo-le-mio-rules-placing-7 = Nevejde se nikam: v této aplikaci se vydražený díl, který v tvé zoo nejde nikam přiložit, odloží stranou do konce hry. Nabídku zaplatíš i tak.
o-zoo-le-mio-rules-placing-8 = Výběr: aplikace nabídne všechna povolená přiložení, každé jako pole první půlky a směr druhé půlky. Viz téma pole.

## Téma: pole

o-zoo-le-mio-rules-cells-title = Názvy polí
o-zoo-le-mio-rules-cells-words = pole, políčka, názvy polí, mřížka, souřadnice, mapa
o-zoo-le-mio-rules-cells-1 = Názvy polí: nejdřív číslo řádku, pak písmeno sloupce, jako místo v divadle: 1M je řádek 1, sloupec M. Každé pole je jeden čtverec, tedy půlka dílu.
o-zoo-le-mio-rules-cells-2 = Začátek: každý počáteční díl leží na 1M a 1N. Vstupní pavilón stojí hned nad ním, na 0M a 0N.
o-zoo-le-mio-rules-cells-3 = Sloupce: vpravo od N následují O, P a další písmena až do konce abecedy, pak AA, AB a tak dál. Vlevo od M jdou pozpátku L až A, pak ZZ, ZY a tak dál, takže 3ZZ leží hned vlevo od 3A.
o-zoo-le-mio-rules-cells-4 = Řádky: čísla rostou směrem dolů, takže řádky 2, 3 a další leží pod počátečním dílem. Nad řádkem 1 je řádek 0, pak řádek minus 1, psaný -1M, a tak dál.
o-zoo-le-mio-rules-cells-5 = Názvy se nemění: pole si název nechá, ať zoo roste jakkoli. Při psaní nezáleží na velkých písmenech, na mezerách ani na pořadí: m 2, m2 i 2m znamenají 2M.
o-zoo-le-mio-rules-cells-6 = Sousedé: dvě pole sdílejí stranu, když leží v jednom řádku se sousedními písmeny, jako 2M a 2N, nebo v jednom sloupci se sousedními čísly, jako 2M a 3M.
o-zoo-le-mio-rules-cells-7 = Směr: díl leží první půlkou na zvoleném poli a druhou půlkou na východ, na jih, na západ nebo na sever od něj. Východ je vpravo, jih dole.

## Téma: návštěvníci

o-zoo-le-mio-rules-visitors-title = Návštěvníci
o-zoo-le-mio-rules-visitors-words = návštěvníci, návštěvník, figurky návštěvníků, oblasti, oblast, hvězdičky, hvězdička, atraktivita
o-zoo-le-mio-rules-visitors-1 = Oblasti: čtverce s hvězdičkami stejné barvy, které sdílejí stranu, tvoří oblast. Čtverce, které se stýkají jen rohem, spojené nejsou.
o-zoo-le-mio-rules-visitors-2 = Atraktivita: hodnota oblasti je počet jejích hvězdiček. V každé barvě se počítá jen tvoje jediná nejlepší oblast, ne všechny dohromady.
o-zoo-le-mio-rules-visitors-3 = Figurky návštěvníků: tři v každé barvě. Hráč s nejatraktivnější oblastí dané barvy drží dvě z nich a druhý v pořadí drží jednu.
o-zoo-le-mio-rules-visitors-4 = Jediná oblast v barvě: má-li oblast dané barvy jen jeden hráč, drží z této barvy jen jednu figurku.
o-zoo-le-mio-rules-visitors-5 = Shoda: ze dvou oblastí se stejnou hodnotou vyhrává ta, která této hodnoty dosáhla později. Když tedy novým dílem vedoucího jen dorovnáš, už ho předstihneš.
o-zoo-le-mio-rules-visitors-6 = Okamžik dosažení v této aplikaci: oblast dosáhne své hodnoty ve chvíli, kdy ji naposledy zvětšil nebo s jinou oblastí spojil přiložený díl. Platí to i tehdy, když se hodnota jen vyrovná tvé starší nejlepší oblasti té barvy.
o-zoo-le-mio-rules-visitors-7 = Kdy: figurky mění majitele po každém přiloženém dílu. Boduje to, co držíš na konci kola.

## Téma: stromy

o-zoo-le-mio-rules-trees-title = Stromy
o-zoo-le-mio-rules-trees-words = stromy, strom, figurky stromů
o-zoo-le-mio-rules-trees-1 = Stromy: počítá se každý strom nakreslený ve tvé zoo. Záleží jen na jejich počtu, ne na tom, kde rostou.
o-zoo-le-mio-rules-trees-2 = Figurky stromů: jsou tři. Zoo s nejvíce stromy drží dvě a zoo s druhým nejvyšším počtem drží jednu.
o-zoo-le-mio-rules-trees-3 = Jediná zoo se stromy: má-li stromy jen jedna zoo, drží jen jednu figurku stromu.
o-zoo-le-mio-rules-trees-4 = Shoda: ze dvou zoo se stejným počtem stromů vyhrává ta, která ho dosáhla později, stejně jako u návštěvníků.
o-zoo-le-mio-rules-trees-5 = Body: figurka stromu má stejnou cenu jako figurka návštěvníka. Viz téma hodnocení.

## Téma: lavičky

o-zoo-le-mio-rules-benches-title = Lavičky
o-zoo-le-mio-rules-benches-words = lavičky, lavička, smyčky, smyčka
o-zoo-le-mio-rules-benches-1 = Smyčky: když díl, který přikládáš, uzavře cestu do kruhu, postavíš do té smyčky jednu lavičku. Lavičky ti zůstanou do konce hry.
o-zoo-le-mio-rules-benches-2 = Jen nové smyčky, v této aplikaci: smyčka složená jen z menších smyček nepřinese nic. Počítej plochy, které tvoje cesty uzavírají: každá nově uzavřená plocha dá jednu lavičku.
o-zoo-le-mio-rules-benches-3 = Příklad: díl, který naráz uzavře dvě malé smyčky vedle sebe, dá dvě lavičky. Velký okruh kolem obou žádnou lavičku navíc nepřinese.
o-zoo-le-mio-rules-benches-4 = Zásoba: lavičky nikdy nedojdou; aplikace je počítá za tebe.

## Téma: hodnocení

o-zoo-le-mio-rules-scoring-title = Hodnocení
o-zoo-le-mio-rules-scoring-words = hodnocení, body, bodování, hodnocení kola
o-zoo-le-mio-rules-scoring-1 = Hodnocení kola: na konci každého kola se sečtou tvoje figurky návštěvníků, figurky stromů a lavičky. Součet se vynásobí číslem kola.
o-zoo-le-mio-rules-scoring-2 = Příklad: ve čtvrtém kole dají tři figurky návštěvníků, jedna figurka stromu a dvě lavičky dohromady šest a šestkrát čtyři je 24 bodů.
o-zoo-le-mio-rules-scoring-3 = Váha kol: první kolo se počítá jednou a páté kolo pětkrát, takže nejvíc rozhodují pozdní kola. Figurky získané brzy můžeš později zase ztratit.
o-zoo-le-mio-rules-scoring-4 = Součet: body ze všech pěti kol se sčítají. Mince body nejsou, viz téma konec.

## Téma: příjem

o-zoo-le-mio-rules-income-title = Příjem
o-zoo-le-mio-rules-income-words = příjem, mince, peníze, banka
o-zoo-le-mio-rules-income-1 = Příjem: po hodnocení každého kola ti banka vyplatí jednu minci za každý vydražený díl ve tvé zoo. Počáteční díl se nepočítá.
o-zoo-le-mio-rules-income-2 = Odložené díly: díl, který se nikam nevešel, ve tvé zoo není, a tak žádný příjem nepřináší.
o-zoo-le-mio-rules-income-3 = Poslední kolo: v této aplikaci se příjem vyplácí i po pátém kole. Tehdy už má význam jen při shodě na konci.
o-zoo-le-mio-rules-income-4 = Nedostatek mincí: v této aplikaci, když banka nemůže všem zaplatit celou částku, vyplácí po jedné minci. Začne u nejvyšší vlajky, postupuje po stožáru dolů a pořád dokola, dokud se banka nevyprázdní.
o-zoo-le-mio-rules-income-5 = Utrácení: mince utrácíš jen za nabídky. Mince, které ti na konci zbudou, rozhodují jen při shodě.

## Téma: konec

o-zoo-le-mio-rules-end-title = Konec hry
o-zoo-le-mio-rules-end-words = konec, konec hry, vítěz, výhra, shoda, nerozhodně
o-zoo-le-mio-rules-end-1 = Konec hry: jakmile se ohodnotí a vyplatí páté kolo, hra končí. Vyhrává nejvyšší součet bodů.
o-zoo-le-mio-rules-end-2 = Shoda v této aplikaci: z hráčů se stejným počtem bodů vyhrává ten, komu zbylo víc mincí. Pravidla pro shodu nic neurčují; mince navrhuje překladatel českých pravidel.
o-zoo-le-mio-rules-end-3 = Stále shoda: hráči se stejnými body i stejnými mincemi se o místo dělí.

## Téma: varianta

o-zoo-le-mio-rules-variant-title = Stromová varianta
o-zoo-le-mio-rules-variant-words = varianta, stromová varianta, varianta se stromy
o-zoo-le-mio-rules-variant-1 = Stromová varianta: zvolíš ji při zakládání hry. Mění jen to, kolik dílů každé kolo nabídne.
o-zoo-le-mio-rules-variant-2 = Kola jedna až čtyři: díly se otáčejí lícem nahoru po jednom, dokud mezi nimi nejsou tři díly se stromy. Kolo tak může nabídnout méně i víc než pět dílů.
o-zoo-le-mio-rules-variant-3 = Páté kolo: otočí se všechny díly, které zbyly na hromádce, a všechny se vydraží.
o-zoo-le-mio-rules-variant-4 = Sada dílů: varianta potřebuje aspoň 12 dílů se stromy a naše sada jich má 13. Soubor dílů s menším počtem pro ni použít nejde.
