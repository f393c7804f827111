## Beasty Bar: mluvená příručka pravidel, čtená příkazem "rules [téma]" po odstavcích.
## Psáno vlastními slovy; rozhodující jsou pravidla českého braillského vydání.
## Každý odstavec musí dávat smysl sám o sobě na 40znakovém braillském řádku: klíčové slovo
## na začátek, malá čísla slovy (dvě zvířata, ve dvou hráčích), jak je přečte hlas; číslice
## jen u síly, bodů, míst ve frontě a kódů karet; žádné symboly. Hráče oslovujeme tykáním jako celá aplikace
## a vyhýbáme se tvarům, které prozradí rod (minulý čas, sám, rád).
## Příkazy jsou slova ze shell.ftl: pravidla (rules) a dál (more).
## Id: beasty-bar-rules-<téma>-title, beasty-bar-rules-<téma>-<n> (n = 1, 2, ...; stejný počet
## jako v angličtině), beasty-bar-rules-<téma>-words (slova oddělená čárkou, kterými lze téma
## vyvolat; přijímají se slova obou jazyků, diakritika je nepovinná).

# Názvy témat v pořadí témat; každý musí být jedním ze slov daného tématu.
-beasty-bar-rules-list = přehled, příprava, tah, lev, hrošice, krokodýl, had, žirafa, zebra, lachtan, chameleon, opice, klokan, papoušek, skunk, opakování, brána, konec, vyhodnocení, pro pokročilé, zápis

## Navigace

# Řekne se po "rules" bez tématu.
beasty-bar-rules-topics = Témata pravidel, 21: { -beasty-bar-rules-list }. Napiš pravidla a téma, například pravidla lev nebo pravidla 12.
# Řekne se po prvním odstavci tématu, které má další odstavce.
beasty-bar-rules-more = Další odstavec přečteš příkazem dál.
# Řekne příkaz "more" po posledním odstavci tématu.
beasty-bar-rules-end-of-topic = Konec tématu. Napiš pravidla a další téma.
# $topic (řetězec) co hráč napsal za "rules"
beasty-bar-rules-unknown-topic = Téma { $topic } v pravidlech není. Témata: { -beasty-bar-rules-list }.

## Téma: přehled

beasty-bar-rules-overview-title = Přehled hry Beasty Bar
beasty-bar-rules-overview-words = přehled, úvod, cíl, hra
beasty-bar-rules-overview-1 = Beasty Bar je karetní hra pro dva až čtyři hráče. Zvířata čekají ve frontě před barem a ve svém tahu zařadíš na konec fronty další své zvíře. Kdykoli ve frontě čeká pět zvířat, první dvě vejdou do baru a poslední je vyhozeno.
beasty-bar-rules-overview-2 = Cíl: dostat do baru víc zvířat své barvy než soupeři. Každý hráč má 12 zvířat své barvy: zelené, žluté, modré nebo červené. Každé zvíře má sílu od jedné do dvanácti a vlastní schopnost.
beasty-bar-rules-overview-3 = Čtení pravidel: napiš pravidla a název tématu, například pravidla lev nebo pravidla 12. Příkaz dál přečte další odstavec. Názvy témat fungují česky i anglicky.
beasty-bar-rules-overview-4 = Témata pravidel: { -beasty-bar-rules-list }.

## Téma: příprava

beasty-bar-rules-setup-title = Příprava
beasty-bar-rules-setup-words = příprava, začátek
beasty-bar-rules-setup-1 = Karty: každý vezme 12 karet své barvy a zamíchá je. Do ruky si vezme čtyři z nich, zbylých osm položí lícem dolů jako svůj dobírací balíček. Do dobíracího balíčku se nikdo nedívá.
beasty-bar-rules-setup-2 = Stůl: fronta leží mezi dvěma kartami. Na jednom konci stojí Nebeská brána, vchod do baru. Na druhém konci leží karta TO JE KONEC, kam odcházejí vyhozená zvířata. Mezi nimi je místo pro pět zvířat.
beasty-bar-rules-setup-3 = Začátek: podle pravidel začíná ten, kdo vypadá nejdivočeji. V této aplikaci začínajícího hráče určí los (se stejným --seed vyjde stejně), pokud ho nevybereš v nabídce nové hry nebo volbou --first N; hra oznámí, kdo začíná. Tahy se pak střídají v pořadí u stolu. Ve dvou hráčích se hraje podle stejných pravidel.
beasty-bar-rules-setup-4 = Hra pro pokročilé: každý nejprve odloží čtyři karty stranou, takže v dobíracím balíčku má jen čtyři karty. Podrobnosti najdeš v tématu pro pokročilé.

## Téma: tah

beasty-bar-rules-turn-title = Tah v pěti krocích
beasty-bar-rules-turn-words = tah, tahy, průběh
beasty-bar-rules-turn-1 = Tah, krok 1, zahrání: polož kartu z ruky na konec fronty, tedy co nejdál od brány. Je-li fronta prázdná, karta stojí přímo u brány. Zahrát smíš vždy kteroukoli kartu z ruky.
beasty-bar-rules-turn-2 = Tah, krok 2, akce: zahrané zvíře provede svou akci, pokud to jde. Každé zvíře má vlastní téma, například pravidla papoušek.
beasty-bar-rules-turn-3 = Tah, krok 3, opakování: hrošice, krokodýli, žirafy a zebry ve frontě jednají znovu, postupně od brány. Viz téma opakování.
beasty-bar-rules-turn-4 = Tah, krok 4, brána: čeká-li teď ve frontě pět zvířat, dvě zvířata nejblíže bráně vejdou do baru a poslední jde na kartu TO JE KONEC. Při menším počtu se nic neděje. Viz téma brána.
beasty-bar-rules-turn-5 = Tah, krok 5, dobrání: vezmi si horní kartu ze svého dobíracího balíčku, takže máš v ruce opět čtyři karty. Když je balíček prázdný, nedobíráš a hraješ dál s kartami, které ti v ruce zbyly.
beasty-bar-rules-turn-6 = Délka fronty: na konci tahu čekají nejvýš čtyři zvířata, protože pět zvířat bránu vždy otevře.

## Téma: lev

beasty-bar-rules-lion-title = Lev, síla 12
beasty-bar-rules-lion-words = lev
beasty-bar-rules-lion-1 = Lev, síla 12, neopakuje se. Zahraný lev se postaví na úplný začátek fronty, přímo k bráně, a všechny opice ve frontě vyžene na kartu TO JE KONEC.
beasty-bar-rules-lion-2 = Lev proti lvu: pokud už ve frontě nějaký lev čeká, právě zahraný lev jde ihned na kartu TO JE KONEC. Ve frontě může stát jen jeden lev.
beasty-bar-rules-lion-3 = Lev, příklad: ve frontě stojí papoušek, opice a zebra. Přijde lev: opice jde na kartu TO JE KONEC a fronta je teď lev, papoušek, zebra.
beasty-bar-rules-lion-4 = Lev a chameleon: v této aplikaci se chameleon, který napodobí lva, počítá jako druhý lev, a proto jde ihned na kartu TO JE KONEC. Přesun lva na začátek fronty uvádí souhrnná karta, text pravidel o něm mlčí.

## Téma: hrošice

beasty-bar-rules-hippo-title = Hrošice, síla 11
beasty-bar-rules-hippo-words = hrošice, hroch
beasty-bar-rules-hippo-1 = Hrošice, síla 11, opakuje se. Hrošice se protlačí dopředu kolem všech slabších zvířat před sebou, nikdy však kolem zebry. Zastaví se tedy za zebrou, za jinou hrošicí nebo za lvem.
beasty-bar-rules-hippo-2 = Hrošice jako opakující se zvíře: po každé další kartě se znovu protlačí dopředu, pokud může. V této aplikaci jedná v opakování i hrošice zahraná v tomto tahu, obvykle už bez účinku.
beasty-bar-rules-hippo-3 = Hrošice, příklad: ve frontě stojí lev, zebra a had. Zahraná hrošice předběhne hada a zastaví se za zebrou, takže fronta je lev, zebra, hrošice, had.

## Téma: krokodýl

beasty-bar-rules-crocodile-title = Krokodýl, síla 10
beasty-bar-rules-crocodile-words = krokodýl
beasty-bar-rules-crocodile-1 = Krokodýl, síla 10, opakuje se. Krokodýl sežere zvíře přímo před sebou, je-li slabší a není to zebra, pak další a tak dál. Sežraná zvířata jdou na kartu TO JE KONEC. Zarazí se o zebru, o jiného krokodýla nebo o silnější zvíře.
beasty-bar-rules-crocodile-2 = Krokodýl jako opakující se zvíře: po každé další kartě znovu žere, kdykoli se přímo před ním ocitne slabší zvíře, které není zebra. Zvířata za sebou nikdy nesežere.
beasty-bar-rules-crocodile-3 = Krokodýl, příklad: ve frontě stojí zebra, papoušek a skunk. Zahraný krokodýl sežere skunka, pak papouška a zarazí se o zebru. Fronta je teď zebra, krokodýl.
beasty-bar-rules-crocodile-4 = Krokodýl v této aplikaci: žere po jednom zvířeti, vždy to, které stojí přímo před ním. I krokodýl zahraný v tomto tahu jedná v opakování téhož tahu, obvykle však bez účinku.

## Téma: had

beasty-bar-rules-snake-title = Had, síla 9
beasty-bar-rules-snake-words = had
beasty-bar-rules-snake-1 = Had, síla 9, neopakuje se. Had seřadí celou frontu podle síly: nejsilnější zvíře skončí u brány, nejslabší na konci fronty.
beasty-bar-rules-snake-2 = Had a stejná síla: zvířata téhož druhu si při řazení nevymění místa, zůstanou v dosavadním pořadí.
beasty-bar-rules-snake-3 = Had, příklad: ve frontě stojí papoušek, lev, klokan a zebra. Zahraný had je seřadí takto: lev, had, zebra, klokan, papoušek. Teď čeká pět zvířat, takže lev a had vejdou do baru a papoušek je vyhozen.

## Téma: žirafa

beasty-bar-rules-giraffe-title = Žirafa, síla 8
beasty-bar-rules-giraffe-words = žirafa
beasty-bar-rules-giraffe-1 = Žirafa, síla 8, opakuje se. Zahraná žirafa předběhne jedno zvíře přímo před sebou, je-li slabší než 8. Za jeden tah nikdy nepředběhne víc než jedno zvíře.
beasty-bar-rules-giraffe-2 = Žirafa jako opakující se zvíře: v každém dalším tahu znovu předběhne jedno slabší zvíře před sebou. V této aplikaci žirafa zahraná v tomto tahu v opakování téhož tahu už nejedná.
beasty-bar-rules-giraffe-3 = Žirafa, příklad: ve frontě stojí hrošice a opice. Zahraná žirafa předběhne opici: hrošice, žirafa, opice. V dalších tazích zůstane stát, protože hrošice před ní je silnější.
beasty-bar-rules-giraffe-4 = Žirafa a žirafa: dvě žirafy se nikdy nepředbíhají, žádná není slabší. V této aplikaci žirafa předběhne slabší zvíře vždy, když může; nic nevolíš.

## Téma: zebra

beasty-bar-rules-zebra-title = Zebra, síla 7
beasty-bar-rules-zebra-words = zebra
beasty-bar-rules-zebra-1 = Zebra, síla 7, opakuje se. Zebra po zahrání nic nedělá a sama se nikdy nepohne.
beasty-bar-rules-zebra-2 = Zebra jako štít: hrošice ji nepředběhne a krokodýl ji nesežere, takže zvířata před zebrou jsou před oběma v bezpečí.
beasty-bar-rules-zebra-3 = Zebra nechrání před ostatními: nezastaví klokana, papouška, hada, lachtana, skunka ani opičí vzpouru. Klokan ji dokonce smí přeskočit.
beasty-bar-rules-zebra-4 = Zebra, příklad: ve frontě stojí papoušek, zebra a klokan. Zahraný krokodýl sežere klokana a zarazí se o zebru, takže papoušek u brány zůstane v bezpečí.

## Téma: lachtan

beasty-bar-rules-seal-title = Lachtan, síla 6
beasty-bar-rules-seal-words = lachtan, tuleň
beasty-bar-rules-seal-1 = Lachtan, síla 6, neopakuje se. Lachtan prohodí oba konce fronty: Nebeská brána a karta TO JE KONEC si vymění místa, takže se celá fronta otočí. Zvíře, které bylo poslední, je teď první.
beasty-bar-rules-seal-2 = Lachtan v této aplikaci: frontu prostě obrátíme, takže místo 1 je vždy zvíře nejblíže bráně. Po lachtanovi začínají opakující se zvířata od nového konce u brány.
beasty-bar-rules-seal-3 = Lachtan, příklad: ve frontě stojí lev, papoušek a klokan. Po zahrání lachtana se fronta otočí: lachtan, klokan, papoušek, lev. Lachtan je teď u brány a lev na konci.

## Téma: chameleon

beasty-bar-rules-chameleon-title = Chameleon, síla 5
beasty-bar-rules-chameleon-words = chameleon, chameleón
beasty-bar-rules-chameleon-1 = Chameleon, síla 5, neopakuje se. Zahraný chameleon napodobí akci jiného zvířete, které už stojí ve frontě, a na tu chvíli převezme i jeho sílu.
beasty-bar-rules-chameleon-2 = Chameleon a volby: napodobí-li papouška, vybereš i oběť; napodobí-li klokana, vybereš, jestli přeskočí jedno, nebo dvě zvířata. Jiného chameleona napodobit nemůže. Nemá-li koho napodobit, jen se zařadí do fronty.
beasty-bar-rules-chameleon-3 = Chameleon potom: v opakování i v dalších tazích je to obyčejný chameleon se silou 5 bez akce. Jako had se řadí se silou 9, jako krokodýl žere zvířata slabší než 10.
beasty-bar-rules-chameleon-4 = Chameleon a lev: v této aplikaci se chameleon, který napodobí lva, počítá jako druhý lev a jde ihned na kartu TO JE KONEC. Napodobí-li jedinou opici ve frontě, spustí opičí vzpouru stejně jako druhá opice.
beasty-bar-rules-chameleon-5 = Chameleon, příklad: ve frontě stojí hrošice a papoušek. Chameleon napodobí hrošici, se silou 11 předběhne papouška a zastaví se za hrošicí: hrošice, chameleon, papoušek.

## Téma: opice

beasty-bar-rules-monkey-title = Opice, síla 4
beasty-bar-rules-monkey-words = opice, opičí vzpoura, vzpoura
beasty-bar-rules-monkey-1 = Opice, síla 4, neopakuje se. Samotná opice ve frontě nic nedělá.
beasty-bar-rules-monkey-2 = Opičí vzpoura: čeká-li ve frontě už aspoň jedna jiná opice, všechny hrošice a krokodýli jdou na kartu TO JE KONEC. Právě zahraná opice se postaví k bráně, ostatní opice za ni v obráceném pořadí a za ně zbylá zvířata v dosavadním pořadí.
beasty-bar-rules-monkey-3 = Opice, příklad: ve frontě stojí červená opice, krokodýl a modrá opice. Přijde zelená opice: krokodýl jde na kartu TO JE KONEC a fronta je zelená opice, modrá opice, červená opice.
beasty-bar-rules-monkey-4 = Opice a lev: lev zahraný později vyžene všechny opice na kartu TO JE KONEC. V této aplikaci spustí opičí vzpouru i chameleon, který napodobí jedinou opici ve frontě.

## Téma: klokan

beasty-bar-rules-kangaroo-title = Klokan, síla 3
beasty-bar-rules-kangaroo-words = klokan
beasty-bar-rules-kangaroo-1 = Klokan, síla 3, neopakuje se. Klokan přeskočí jedno, nebo dvě zvířata přímo před sebou, ať jsou jakkoli silná. Délku skoku si zvolíš.
beasty-bar-rules-kangaroo-2 = Klokan v této aplikaci: stojí-li před ním jen jedno zvíře, může přeskočit jen to jedno. Do prázdné fronty se prostě postaví k bráně.
beasty-bar-rules-kangaroo-3 = Klokan, příklad: ve frontě stojí had, zebra a krokodýl. Klokan přeskočí dvě zvířata a přistane mezi hadem a zebrou: had, klokan, zebra, krokodýl. Jako tah se to zapíše například R3 2.

## Téma: papoušek

beasty-bar-rules-parrot-title = Papoušek, síla 2
beasty-bar-rules-parrot-words = papoušek
beasty-bar-rules-parrot-1 = Papoušek, síla 2, neopakuje se. Papoušek vyžene z fronty jedno zvíře podle tvé volby a to odchází na kartu TO JE KONEC. Vybrat můžeš kterékoli jiné zvíře ve frontě, ať je jakkoli silné.
beasty-bar-rules-parrot-2 = Papoušek v této aplikaci: sám sebe vyhnat nemůže. Do prázdné fronty se jen zařadí a nic se nestane.
beasty-bar-rules-parrot-3 = Papoušek, příklad: ve frontě stojí žirafa, klokan, zebra a krokodýl a papoušek vyžene zebru. V opakování už krokodýlovi nic nebrání, a tak sežere klokana a potom i žirafu.

## Téma: skunk

beasty-bar-rules-skunk-title = Skunk, síla 1
beasty-bar-rules-skunk-words = skunk
beasty-bar-rules-skunk-1 = Skunk, síla 1, neopakuje se. Skunk najde ve frontě dva nejsilnější druhy zvířat a všechna zvířata těchto dvou druhů pošle na kartu TO JE KONEC. Jiné skunky nikdy nevyžene.
beasty-bar-rules-skunk-2 = Skunk a druhy: dva krokodýli jsou jeden druh, takže odejdou oba. V této aplikaci: je-li ve frontě jen jeden jiný druh, odejdou všechna jeho zvířata; je-li fronta prázdná nebo v ní jsou jen skunci, nestane se nic.
beasty-bar-rules-skunk-3 = Skunk, příklad: ve frontě stojí lev, červená žirafa, papoušek a modrá žirafa a přijde skunk. Lev i obě žirafy jdou na kartu TO JE KONEC; zůstanou papoušek a skunk.

## Téma: opakování

beasty-bar-rules-recurring-title = Opakující se zvířata
beasty-bar-rules-recurring-words = opakování, opakující, opakující se
beasty-bar-rules-recurring-1 = Opakující se zvířata jsou hrošice, krokodýl, žirafa a zebra. Braillské vydání označuje jejich karty písmenem O a v kódu karty ho smíš připsat také, například R10O je červený krokodýl.
beasty-bar-rules-recurring-2 = Opakování: když zahrané zvíře dokončí svou akci, každé opakující se zvíře ve frontě jedná znovu, postupně od brány dozadu. Zebra vlastní akci nemá, jen blokuje.
beasty-bar-rules-recurring-3 = Pořadí opakování v této aplikaci: určí se předem, než opakování začne. Každé z těchto zvířat, které je stále ve frontě, pak přijde na řadu v tomto pořadí, i když ho mezitím posunulo jiné zvíře. Žádné nejedná podruhé.
beasty-bar-rules-recurring-4 = Opakování a právě zahraná karta: v této aplikaci žirafa zahraná v tomto tahu v témže tahu znovu nejedná. Hrošice nebo krokodýl zahraní v tomto tahu jednají, obvykle však bez účinku. Chameleon se nikdy neopakuje.
beasty-bar-rules-recurring-5 = Opakování po lachtanovi: začíná se od toho konce fronty, který je po otočení u Nebeské brány.

## Téma: brána

beasty-bar-rules-gate-title = Nebeská brána a TO JE KONEC
beasty-bar-rules-gate-words = brána, nebeská brána, bar, to je konec, vyhození
beasty-bar-rules-gate-1 = Brána, kontrola: na konci každého tahu, po opakování, spočítej zvířata ve frontě. Je-li jich pět, Nebeská brána se otevře; je-li jich méně, nestane se nic.
beasty-bar-rules-gate-2 = Brána se otevírá: dvě zvířata nejblíže bráně vejdou do baru a zůstanou v něm do konce hry. Poslední zvíře fronty jde na kartu TO JE KONEC. Zbylá dvě zvířata se posunou k bráně.
beasty-bar-rules-gate-3 = TO JE KONEC: zvířata vyhozená bránou nebo jinými zvířaty, třeba papouškem, krokodýlem či skunkem, leží na kartě TO JE KONEC a do hry se už nevrátí. Zbytek fronty se vždy přisune k bráně.

## Téma: konec

beasty-bar-rules-end-title = Konec hry
beasty-bar-rules-end-words = konec, konec hry
beasty-bar-rules-end-1 = Konec hry: hra skončí, jakmile už nikdo nemá žádnou kartu, ani v ruce, ani v dobíracím balíčku. Poslední čtyři karty hraješ už jen z ruky, bez dobírání.
beasty-bar-rules-end-2 = Fronta na konci hry: zvířata, která v ní zůstala, se nepočítají. V této aplikaci se nezapočítají nikomu, protože se do baru nedostala.

## Téma: vyhodnocení

beasty-bar-rules-scoring-title = Vyhodnocení a vítěz
beasty-bar-rules-scoring-words = vyhodnocení, vítěz, vítězství, remíza, výsledek
beasty-bar-rules-scoring-1 = Vyhodnocení, základní hra: vyhrává ten, kdo má v baru nejvíc zvířat své barvy.
beasty-bar-rules-scoring-2 = Remíza: při shodném počtu zvířat vyhrává ten, jehož zvířata v baru mají nižší součet síly. V této aplikaci se sčítají jen jeho vlastní zvířata v baru.
beasty-bar-rules-scoring-3 = Stále remíza: je-li stejný i součet síly, dělí se tito hráči o vítězství. V této aplikaci platí stejné rozhodování i ve hře pro pokročilé.

## Téma: pro pokročilé

beasty-bar-rules-advanced-title = Hra pro pokročilé
beasty-bar-rules-advanced-words = pro pokročilé, pokročilí, pokročilá, pokročilé, varianta, body
beasty-bar-rules-advanced-1 = Hra pro pokročilé: před hrou si každý prohlédne všech 12 karet své barvy a tajně z nich čtyři odloží. Odložené karty se hry neúčastní. Zbylých osm se zamíchá, čtyři jdou do ruky a čtyři do dobíracího balíčku.
beasty-bar-rules-advanced-2 = Body místo počtu: každé zvíře v baru má svou hodnotu v bodech. Vyhrává ten, kdo má nejvíc bodů; o remíze rozhoduje totéž co v základní hře.
beasty-bar-rules-advanced-3 = Body, část 1: lev 2, hrošice 2, krokodýl 3, had 2, žirafa 3, zebra 4.
beasty-bar-rules-advanced-4 = Body, část 2: lachtan 2, chameleon 3, opice 3, klokan 4, papoušek 4, skunk 4.

## Téma: zápis

beasty-bar-rules-notation-title = Zápis karet a tahů
beasty-bar-rules-notation-words = zápis, notace, kódy, kódy karet, značení, místa, pozice
beasty-bar-rules-notation-1 = Kódy karet: písmeno barvy a za ním síla. Písmena pocházejí z angličtiny: G je zelená, Y žlutá, B modrá a R červená. R12 je tedy červený lev a G1 zelený skunk.
beasty-bar-rules-notation-2 = Značka O: karty braillského vydání označují opakující se zvířata písmenem O. Kód smíš psát s O i bez něj, například R10O je červený krokodýl a B7O modrá zebra.
beasty-bar-rules-notation-3 = Místa ve frontě se počítají od brány. Místo 1 je zvíře nejblíže Nebeské bráně, místo 2 je to za ním a tak dál.
beasty-bar-rules-notation-4 = Zápis tahu: kód karty a za ním případné volby jako čísla. R2 1: červený papoušek vyžene zvíře na místě 1. Y3 2: žlutý klokan přeskočí dvě zvířata.
beasty-bar-rules-notation-5 = Tah chameleonem: nejprve místo zvířete, které napodobí, potom volba tohoto zvířete, pokud nějakou má. G5 3 2: zelený chameleon napodobí klokana na místě 3 a přeskočí dvě zvířata.
