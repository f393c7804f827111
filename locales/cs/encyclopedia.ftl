## Encyklopedie zvířat: všechna zvířata čtyř her, čtená po odstavcích.
## Prostá, obecně známá fakta vlastními slovy, se zaokrouhlenými čísly. Hesla zvířat z Aquaretta
## nesou všechna čísla z malé encyklopedie zvířat v pravidlech Aquaretta, nikdy však její věty.
## Každý odstavec musí dávat smysl sám o sobě na 40znakovém braillském řádku: klíčové slovo
## na začátek, jedna nebo dvě celé věty, malá čísla do deseti slovy (jak je přečte hlas), větší
## číslicemi, jednotky slovy, žádné symboly.
## Poslední odstavec každého hesla jmenuje hry, ve kterých zvíře je.
## Id: encyclopedia-<heslo>-title, encyclopedia-<heslo>-<n> (n = 1, 2, ...; stejný počet jako
## v angličtině), encyclopedia-<heslo>-words (slova oddělená čárkou, kterými lze heslo vyvolat,
## první je jeho název v seznamech; přijímají se slova obou jazyků, diakritika je nepovinná).

## Navigace

# Řekne se, když hráč chce encyklopedii bez zvířete.
# $count (číslo) kolik zvířat seznam uvádí
# $animals (řetězec) jejich názvy oddělené čárkou
encyclopedia-animals = Encyklopedie zvířat, { $count ->
        [one] jedno zvíře
        [2] dvě zvířata
        [few] { $count } zvířata
       *[other] { $count } zvířat
    }: { $animals }.
# Řekne se po prvním odstavci hesla, které má další odstavce.
encyclopedia-more = Další odstavec přečteš příkazem dál.
# Řekne příkaz "more" po posledním odstavci hesla.
encyclopedia-end-of-entry = Konec hesla.
# $animal (řetězec) co hráč napsal
# $animals (řetězec) názvy zvířat oddělené čárkou
encyclopedia-unknown = Zvíře { $animal } v encyklopedii není. Zvířata: { $animals }.
# $animal (řetězec) co hráč napsal, začátek několika názvů
# $animals (řetězec) názvy, které to může znamenat, oddělené čárkou
encyclopedia-ambiguous = Na { $animal } začíná více zvířat: { $animals }.

## Beasty Bar

encyclopedia-lion-title = Lev
encyclopedia-lion-words = lev, lvice
encyclopedia-lion-1 = Smečka: lvi jsou jediné kočkovité šelmy, které žijí ve skupinách. Smečku tvoří několik příbuzných samic s mláďaty a jeden až tři samci.
encyclopedia-lion-2 = Velikost: lev váží asi 190 kilogramů, lvice asi 130. Hříva dělá samce ještě mohutnějším.
encyclopedia-lion-3 = Řev: lví řev je slyšet až na osm kilometrů. Lvi odpočívají až 20 hodin denně.
encyclopedia-lion-4 = Hra: Beasty Bar. Lev je nejsilnější karta, má sílu 12.

encyclopedia-hippo-title = Hroch
encyclopedia-hippo-words = hroch, hrošice
encyclopedia-hippo-1 = Hmotnost: dospělý hroch váží 3 až 4,5 tuny a od čenichu po ocas měří až 4,5 metru.
encyclopedia-hippo-2 = Rychlost: ačkoli je hroch tak těžký, na krátkou vzdálenost běží rychlostí asi 50 kilometrů za hodinu.
encyclopedia-hippo-3 = Potrava: hroši se v noci pasou a den tráví v řekách a jezerech, aby jim kůže nevysychala. Jejich řecké jméno znamená říční kůň, ale nejbližšími žijícími příbuznými jsou jim velryby.
encyclopedia-hippo-4 = Hry: Beasty Bar, kde je hrošice opakující se karta se silou 11, a Aquaretto.

encyclopedia-crocodile-title = Krokodýl
encyclopedia-crocodile-words = krokodýl
encyclopedia-crocodile-1 = Délka: největší krokodýli dorůstají až šest metrů. Krokodýl mořský je největší žijící plaz.
encyclopedia-crocodile-2 = Původ: krokodýli patří k velmi staré vývojové větvi plazů, která sahá až k archosaurům z období triasu. Z archosaurů vzešli také dinosauři a ptáci.
encyclopedia-crocodile-3 = Číhání: oči a nosní otvory má krokodýl vysoko na hlavě. Může tak ležet skoro celý pod hladinou, dýchat a nenápadně vyhlížet kořist.
encyclopedia-crocodile-4 = Hry: Beasty Bar, kde je krokodýl opakující se karta se silou 10, a Aquaretto.

encyclopedia-snake-title = Had
encyclopedia-snake-words = had, hadi
encyclopedia-snake-1 = Druhy: asi 4000 druhů hadů žije na všech kontinentech kromě Antarktidy.
encyclopedia-snake-2 = Smysly: had čichá rozeklaným jazykem, který přenáší pachy do zvláštního orgánu na patře. Hadi nemají víčka ani vnější uši.
encyclopedia-snake-3 = Velikost: nejdelší had, krajta mřížkovaná, dorůstá asi sedm metrů. Nejmenší hadi měří jen asi deset centimetrů.
encyclopedia-snake-4 = Hra: Beasty Bar. Had má sílu 9.

encyclopedia-giraffe-title = Žirafa
encyclopedia-giraffe-words = žirafa
encyclopedia-giraffe-1 = Výška: žirafa je nejvyšší zvíře na Zemi. Samec může měřit skoro šest metrů.
encyclopedia-giraffe-2 = Krk: žirafí krk má jen sedm obratlů, stejně jako krk člověka, ale každý z nich je velmi dlouhý.
encyclopedia-giraffe-3 = Potrava: žirafy okusují listí vysoko v korunách akácií tmavým jazykem dlouhým asi 50 centimetrů. Spí vždy jen pár minut.
encyclopedia-giraffe-4 = Hra: Beasty Bar. Žirafa je opakující se karta se silou 8.

encyclopedia-zebra-title = Zebra
encyclopedia-zebra-words = zebra
encyclopedia-zebra-1 = Pruhy: každá zebra má vlastní vzor černých a bílých pruhů, jedinečný jako otisk prstu. Pruhy zřejmě odrazují dotěrné mouchy.
encyclopedia-zebra-2 = Velikost: zebra stepní váží asi 300 kilogramů a běží rychlostí až 65 kilometrů za hodinu.
encyclopedia-zebra-3 = Stáda: zebry žijí v rodinných skupinách na africké savaně a často se pasou bok po boku s pakoni.
encyclopedia-zebra-4 = Hry: Beasty Bar, kde je zebra opakující se karta se silou 7, a Zooloretto.

encyclopedia-sea-lion-title = Lachtan a tuleň
encyclopedia-sea-lion-words = lachtan, tuleň
encyclopedia-sea-lion-1 = Kolonie: lachtani jsou společenská zvířata a shlukují se ve velkých hlučných skupinách na skalnatých pobřežích, hlavně kolem Tichého oceánu a v jižních mořích.
encyclopedia-sea-lion-2 = Uši a ploutve: lachtan má malé ušní boltce a zadní ploutve umí otočit dopředu, takže po souši chodí. Tuleň boltce nemá a po souši se posouvá po břiše.
encyclopedia-sea-lion-3 = Obratnost: lachtani se ve vodě hbitě otáčejí, kroutí a vyskakují, a proto se tak rychle učí kouskům.
encyclopedia-sea-lion-4 = Hry: Beasty Bar, kde je lachtan karta se silou 6, a Aquaretto, kde jsou lachtani ve hře vždy.

encyclopedia-chameleon-title = Chameleon
encyclopedia-chameleon-words = chameleon, chameleón
encyclopedia-chameleon-1 = Barva: chameleon mění barvu tím, že přeskupuje drobné krystalky v kůži. Dává tak najevo hlavně náladu a řídí svou teplotu, méně se tím skrývá.
encyclopedia-chameleon-2 = Oči: každé oko se pohybuje samostatně, takže chameleon sleduje dva směry najednou.
encyclopedia-chameleon-3 = Jazyk: lepkavý jazyk vystřelí ve zlomku sekundy a bývá delší než celé tělo. Většina chameleonů žije v Africe a na Madagaskaru.
encyclopedia-chameleon-4 = Hra: Beasty Bar. Chameleon má sílu 5 a napodobí akci jiného zvířete.

encyclopedia-monkey-title = Opice
encyclopedia-monkey-words = opice
encyclopedia-monkey-1 = Druhy: opic je přes 250 druhů. Žijí v tropických lesích a savanách Afriky, Asie a Střední a Jižní Ameriky.
encyclopedia-monkey-2 = Ocas: chápavý ocas, který slouží jako pátá ruka, mají jen některé americké opice. Lidoopi jako šimpanz nebo gorila ocas nemají vůbec.
encyclopedia-monkey-3 = Tlupy: většina opic žije ve skupinách, dorozumívá se voláním a navzájem si probírá srst.
encyclopedia-monkey-4 = Hry: Beasty Bar, kde má opice sílu 4, a O Zoo le Mio, kde jsou opice jednou z pěti kategorií zvířat, s oranžovými hvězdičkami.

encyclopedia-kangaroo-title = Klokan
encyclopedia-kangaroo-words = klokan
encyclopedia-kangaroo-1 = Skoky: klokan rudý skáče rychlostí přes 50 kilometrů za hodinu a jediným skokem překoná až osm metrů.
encyclopedia-kangaroo-2 = Vak: čerstvě narozené mládě klokana měří jen asi dva centimetry. Samo se doplazí do matčina vaku a roste v něm celé měsíce.
encyclopedia-kangaroo-3 = Domov: klokani žijí jen v Austrálii a na okolních ostrovech. Živí se trávou a silný ocas jim pomáhá držet rovnováhu.
encyclopedia-kangaroo-4 = Hry: Beasty Bar, kde má klokan sílu 3, a Zooloretto.

encyclopedia-parrot-title = Papoušek
encyclopedia-parrot-words = papoušek
encyclopedia-parrot-1 = Druhy: papoušků je asi 400 druhů, většina z nich žije v teplých lesích Jižní Ameriky, Afriky, Asie a Austrálie.
encyclopedia-parrot-2 = Řeč: mnozí papoušci napodobují zvuky i lidská slova. Papoušek šedý, žako, je známý tím, že se naučí stovky slov.
encyclopedia-parrot-3 = Nohy a zobák: papoušek má dva prsty vpředu a dva vzadu a při šplhání mu zahnutý zobák slouží jako třetí noha. Velcí arové se dožívají i přes 50 let.
encyclopedia-parrot-4 = Hra: Beasty Bar. Papoušek má sílu 2 a pošle jedno zvíře z fronty na kartu TO JE KONEC.

encyclopedia-skunk-title = Skunk
encyclopedia-skunk-words = skunk
encyclopedia-skunk-1 = Sprej: skunk v ohrožení vystříkne páchnoucí tekutinu až na tři metry. Zápach je cítit i na vzdálenost přes jeden kilometr.
encyclopedia-skunk-2 = Varování: než skunk vystříkne, dupe, syčí a zvedne ocas. Černobílá srst varuje ostatní zvířata už z dálky.
encyclopedia-skunk-3 = Domov: skunkové žijí v Severní a Jižní Americe a váží zhruba jako domácí kočka. Jedí hmyz, drobné živočichy, ovoce i vejce.
encyclopedia-skunk-4 = Hra: Beasty Bar. Skunk je nejslabší karta se silou 1, a přesto z fronty vyžene nejsilnější zvířata.

## Aquaretto

encyclopedia-dolphin-title = Delfín
encyclopedia-dolphin-words = delfín
encyclopedia-dolphin-1 = Potápění: delfíni se umějí ponořit 500 metrů hluboko. S jediným nádechem vydrží pod hladinou 15 minut.
encyclopedia-dolphin-2 = Inteligence: delfíni patří k nejchytřejším zvířatům. Každý má svůj typický hvizd, který mu slouží jako jméno.
encyclopedia-dolphin-3 = Skupiny: delfíni žijí ve skupinách, loví společně a často vyskakují vysoko nad hladinu.
encyclopedia-dolphin-4 = Hra: Aquaretto. Delfíni jsou ve hře vždy, při jakémkoli počtu hráčů.

encyclopedia-orca-title = Kosatka
encyclopedia-orca-words = kosatka, kosatka dravá
encyclopedia-orca-1 = Velikost: kosatka váží až devět tun a dorůstá až osm metrů. Je to největší zástupce delfínovitých.
encyclopedia-orca-2 = Rychlost: kosatka zrychlí až na 55 kilometrů za hodinu a patří k nejrychlejším savcům v moři.
encyclopedia-orca-3 = Vody: kosatky žijí ve všech oceánech, nejvíc v chladných mořích Arktidy a Antarktidy. Jejich černobílé zbarvení je nezaměnitelné.
encyclopedia-orca-4 = Hra: Aquaretto. Kosatky jsou ve hře vždy, při jakémkoli počtu hráčů.

encyclopedia-sea-turtle-title = Mořská želva
encyclopedia-sea-turtle-words = mořská želva, želva
encyclopedia-sea-turtle-1 = Stáří: želvy žijí na Zemi asi 200 milionů let, už od doby prvních dinosaurů.
encyclopedia-sea-turtle-2 = Putování: mořské želvy obývají teplá tropická a subtropická moře a nechávají se nést proudy na tisíce kilometrů.
encyclopedia-sea-turtle-3 = Hnízdění: mořská želva stráví skoro celý život v moři. Na břeh vylézají jen samice, aby zahrabaly vejce do písku pláže, často té, kde se samy vylíhly.
encyclopedia-sea-turtle-4 = Hra: Aquaretto.

encyclopedia-penguin-title = Tučňák
encyclopedia-penguin-words = tučňák
encyclopedia-penguin-1 = Domov: tučňáci žijí skoro jen na jižní polokouli, mnozí v chladných mořích kolem Antarktidy. Křídla se jim změnila v tuhé ploutve.
encyclopedia-penguin-2 = Skoky: tučňák zrychlí tím, že při plavání znovu a znovu vyskakuje z vody. Umí se vymrštit skoro dva metry vysoko, třeba na led.
encyclopedia-penguin-3 = Velikost: tučňák císařský, největší druh, měří přes jeden metr a váží až 40 kilogramů.
encyclopedia-penguin-4 = Hra: Aquaretto.

encyclopedia-polar-bear-title = Lední medvěd
encyclopedia-polar-bear-words = lední medvěd, medvěd
encyclopedia-polar-bear-1 = Velikost: lední medvěd je největší suchozemská šelma a velký samec váží až 700 kilogramů. Má výborný čich: tuleně ucítí na vzdálenost přes jeden kilometr.
encyclopedia-polar-bear-2 = Plavání: lední medvěd pádluje velkými předními tlapami a bez odpočinku uplave 65 kilometrů i víc.
encyclopedia-polar-bear-3 = Nanuk je inuitské jméno ledního medvěda, který má v mýtech Inuitů zvláštní místo. Lední medvědi žijí většinou o samotě na mořském ledu Arktidy.
encyclopedia-polar-bear-4 = Hry: Aquaretto a Zooloretto s minirozšířením lední medvěd, kde je výběh s ledním medvědem bonusem.

## Zooloretto

encyclopedia-camel-title = Velbloud
encyclopedia-camel-words = velbloud, dromedár
encyclopedia-camel-1 = Hrby: velbloudí hrb je zásobárna tuku, ne vody. Dromedár má jeden hrb, drabař dva.
encyclopedia-camel-2 = Voda: žíznivý velbloud vypije asi 100 litrů za deset minut a pak vydrží celé dny bez pití.
encyclopedia-camel-3 = Poušť: dlouhé řasy, uzavíratelné nozdry a široká chodidla chrání velbloudy před pískem a nesou je po dunách. Dromedár váží 400 až 600 kilogramů.
encyclopedia-camel-4 = Hra: Zooloretto.

encyclopedia-elephant-title = Slon
encyclopedia-elephant-words = slon
encyclopedia-elephant-1 = Velikost: slon africký je největší suchozemské zvíře. Velký samec váží šest tun i víc.
encyclopedia-elephant-2 = Chobot: chobot je nos srostlý s horním pyskem a má desítky tisíc svalů. Slon jím dýchá, čichá, nabírá vodu, bere potravu i zdraví ostatní.
encyclopedia-elephant-3 = Rodina: stádo vede nejstarší samice. Slonice nosí mládě asi 22 měsíců, než se narodí.
encyclopedia-elephant-4 = Hra: Zooloretto.

encyclopedia-flamingo-title = Plameňák
encyclopedia-flamingo-words = plameňák
encyclopedia-flamingo-1 = Barva: plameňáci se líhnou šedí. Růžovou barvu jim dávají barviva z drobných korýšů a řas, které jedí.
encyclopedia-flamingo-2 = Potrava: plameňák při krmení drží hlavu obráceně, temenem dolů, a zahnutým zobákem cedí vodu.
encyclopedia-flamingo-3 = Stání: plameňáci často odpočívají na jedné noze, což šetří teplo i sílu. Žijí ve velkých hejnech na mělkých slaných jezerech.
encyclopedia-flamingo-4 = Hra: Zooloretto.

encyclopedia-leopard-title = Levhart
encyclopedia-leopard-words = levhart, leopard, panter
encyclopedia-leopard-1 = Síla: levhart dokáže vytáhnout na strom kořist těžší než on sám, kam na ni lvi ani hyeny nedosáhnou.
encyclopedia-leopard-2 = Skvrny: levhartí skvrny jsou rozety, kroužky s prázdným středem. Černí levharti, kterým se říká černí panteři, je mají také, jen skryté v tmavé srsti.
encyclopedia-leopard-3 = Rozšíření: levharti žijí na více místech než kterákoli jiná velká kočka, od afrických savan po asijské lesy a hory. Loví hlavně v noci.
encyclopedia-leopard-4 = Hra: Zooloretto.

encyclopedia-chimpanzee-title = Šimpanz
encyclopedia-chimpanzee-words = šimpanz
encyclopedia-chimpanzee-1 = Příbuznost: šimpanzi a bonobové jsou našimi nejbližšími žijícími příbuznými. S člověkem mají shodných asi 98 procent DNA.
encyclopedia-chimpanzee-2 = Nástroje: šimpanzi vytahují klacíky termity z termitišť a kameny louskají ořechy. Mláďata se to učí tak, že pozorují dospělé.
encyclopedia-chimpanzee-3 = Domov: šimpanzi žijí v tlupách v lesích a savanách střední a západní Afriky. Dospělý šimpanz váží asi 40 až 60 kilogramů.
encyclopedia-chimpanzee-4 = Hra: Zooloretto.

encyclopedia-panda-title = Panda
encyclopedia-panda-words = panda, panda velká
encyclopedia-panda-1 = Bambus: panda velká jí bambus až 14 hodin denně a sní ho 10 až 40 kilogramů. Patří mezi medvědy, a přesto se živí skoro jen rostlinami.
encyclopedia-panda-2 = Palec: zvětšená zápěstní kost slouží pandě jako šestý prst a pomáhá jí držet stonky bambusu.
encyclopedia-panda-3 = Domov: volně žijí pandy jen v horských lesích střední Číny. Čerstvě narozené mládě váží jen asi 100 gramů.
encyclopedia-panda-4 = Hra: Zooloretto.

encyclopedia-gorilla-title = Gorila
encyclopedia-gorilla-words = gorila
encyclopedia-gorilla-1 = Velikost: gorila je největší lidoop. Dospělý samec váží kolem 200 kilogramů.
encyclopedia-gorilla-2 = Skupina: tlupu vede dospělý samec, kterému se podle stříbřité srsti na zádech říká stříbrohřbetý. Gorily jedí hlavně listy, stonky a plody.
encyclopedia-gorilla-3 = Domov: gorily žijí v lesích střední Afriky. Na noc si každá z nich postaví z listí nové hnízdo.
encyclopedia-gorilla-4 = Hra: Zooloretto s minirozšířením gorila, kde je výběh s gorilou bonusem.

encyclopedia-reindeer-title = Sob
encyclopedia-reindeer-words = sob, karibu
encyclopedia-reindeer-1 = Parohy: u sobů nosí parohy samci i samice, na rozdíl od ostatních jelenovitých. Každý rok je shodí a narostou jim nové.
encyclopedia-reindeer-2 = Tahy: některá stáda sobů v Severní Americe ujdou za rok tisíce kilometrů, víc než kterýkoli jiný suchozemský savec.
encyclopedia-reindeer-3 = Zima: sob má duté chlupy, které drží teplo, a v zimě si zpod sněhu vyhrabává lišejníky. V Laponsku lidé chovají sobí stáda.
encyclopedia-reindeer-4 = Hra: Zooloretto s vánočním minirozšířením sob, kde je výběh se sobem bonusem.

## O Zoo le Mio: kategorie zvířat

encyclopedia-birds-title = Ptáci
encyclopedia-birds-words = ptáci, pták
encyclopedia-birds-1 = Ptáci: známe přes 10000 druhů a jako jediní dnešní živočichové mají peří. Všichni se líhnou z vajec s tvrdou skořápkou.
encyclopedia-birds-2 = Let: duté kosti a silné prsní svaly umožňují většině ptáků létat. Někteří, třeba tučňáci nebo pštrosi, létat nedokážou.
encyclopedia-birds-3 = Hra: O Zoo le Mio, kde jsou ptáci jednou z pěti kategorií zvířat, s červenými hvězdičkami. Ptáci ostatních her: papoušek, tučňák a plameňák.

encyclopedia-mammals-title = Savci
encyclopedia-mammals-words = savci, savec
encyclopedia-mammals-1 = Savci: známe asi 6500 druhů, od netopýrka vážícího dva gramy po plejtváka obrovského. Samice krmí mláďata mlékem.
encyclopedia-mammals-2 = Tělo: savci jsou teplokrevní a většina z nich má srst. Skoro všichni rodí živá mláďata, vejce kladou jen ptakopysk a ježury.
encyclopedia-mammals-3 = Hra: O Zoo le Mio, kde jsou savci jednou z pěti kategorií zvířat, se žlutými hvězdičkami. Většina zvířat ostatních her patří také k savcům, od lva po pandu.

encyclopedia-reptiles-title = Plazi
encyclopedia-reptiles-words = plazi, plaz
encyclopedia-reptiles-1 = Plazi: známe přes 11000 druhů hadů, ještěrů, želv a krokodýlů. Kůži mají pokrytou suchými šupinami.
encyclopedia-reptiles-2 = Teplo: plazi jsou studenokrevní, na slunci se ohřívají a ve stínu chladnou. Většina z nich klade vejce na souši.
encyclopedia-reptiles-3 = Hra: O Zoo le Mio, kde jsou plazi jednou z pěti kategorií zvířat, se šedými hvězdičkami. Plazi ostatních her: had, chameleon, krokodýl a mořská želva.

encyclopedia-sea-life-title = Mořští živočichové
encyclopedia-sea-life-words = mořští živočichové, mořská zvířata
encyclopedia-sea-life-1 = Oceány pokrývají asi 70 procent Země. Žijí v nich ryby, velryby, medúzy, korály, chobotnice a mnoho dalších tvorů.
encyclopedia-sea-life-2 = Hloubky: většina oceánu je temná, studená a hluboká. Nejhlubší místo leží asi 11 kilometrů pod hladinou.
encyclopedia-sea-life-3 = Hra: O Zoo le Mio, kde jsou mořští živočichové jednou z pěti kategorií zvířat, s modrými hvězdičkami. Mořská zvířata ostatních her: delfín, kosatka, lachtan, mořská želva a tučňák.
