## Aquaretto: mluvená příručka pravidel, čtená příkazem "rules [téma]" po odstavcích.
## Psáno vlastními slovy; rozhodují česká pravidla, shared/RULES-FACTS.md doplňuje, co nechávají
## otevřené. Kde aplikace rozhoduje něco, co pravidla neříkají, stojí v odstavci "v této aplikaci".
## Každý odstavec musí dávat smysl sám o sobě na 40znakovém braillském řádku: klíčové slovo
## na začátek, žádné symboly. Malá čísla (do deseti) píšeme slovy, jak to česká próza dělá
## a jak je hlas přečte ve správném rodě a pádě; číslice zůstávají u názvů polí, čísel vozů,
## řad a témat a v řadě čísel, v níž je i větší číslo (3, 6, 9 nebo 12). Hráče oslovujeme tykáním jako celá aplikace
## a vyhýbáme se tvarům, které prozradí rod (minulý čas, sám, rád).
## Příkazy jsou slova ze shell.ftl: pravidla (rules) a dál (more).
## Id: aquaretto-rules-<téma>-title, aquaretto-rules-<téma>-<n> (n = 1, 2, ...; stejný počet
## jako v angličtině), aquaretto-rules-<téma>-words (slova oddělená čárkou, kterými lze téma
## vyvolat; přijímají se slova obou jazyků, diakritika je nepovinná).

# Názvy témat v pořadí témat; každý musí být jedním ze slov daného tématu.
-aquaretto-rules-list = přehled, příprava, tah, vozy, umístění, nádrže, mláďata, bonusy, pokladní, ošetřovatel, cvičitel, manažer, přesun, nákup, odložení, rozšíření, konec, hodnocení, 2 hráči, pole, otázky

## Navigace

# Řekne se po "rules" bez tématu.
aquaretto-rules-topics = Témata pravidel, 21: { -aquaretto-rules-list }. Napiš pravidla a téma, například pravidla nádrže nebo pravidla cvičitel.
# Řekne se po prvním odstavci tématu, které má další odstavce.
aquaretto-rules-more = Další odstavec přečteš příkazem dál.
# Řekne příkaz "more" po posledním odstavci tématu.
aquaretto-rules-end-of-topic = Konec tématu. Napiš pravidla a další téma.
# $topic (řetězec) co hráč napsal za "rules"
aquaretto-rules-unknown-topic = Téma { $topic } v pravidlech není. Témata: { -aquaretto-rules-list }.

## Téma: přehled

aquaretto-rules-overview-title = Přehled hry Aquaretto
aquaretto-rules-overview-words = přehled, úvod, cíl, hra, aquaretto
aquaretto-rules-overview-1 = Aquaretto je hra s destičkami pro dva až pět hráčů. Každý hráč má svůj vodní zoopark: z přepravních vozů získáváš destičky zvířat a zabydluješ je v nádržích. Na konci má každé zvíře v zooparku cenu jednoho bodu.
aquaretto-rules-overview-2 = Cíl: nasbírat nejvíc bodů. Zvířata, pro která v zooparku není místo, se hromadí ve skladu, a každý druh tam stojí body. Zaměstnanci, které dostaneš za rostoucí nádrže, přinášejí body navíc. Mince platí peněžní akce, třeba rozšíření zooparku.
aquaretto-rules-overview-3 = Čtení pravidel: napiš pravidla a název tématu, například pravidla nádrže nebo pravidla cvičitel. Příkaz dál přečte další odstavec. Názvy témat fungují česky i anglicky a stačí první písmena.
aquaretto-rules-overview-4 = Témata pravidel: { -aquaretto-rules-list }.

## Téma: příprava

aquaretto-rules-setup-title = Příprava
aquaretto-rules-setup-words = příprava, začátek, materiál
aquaretto-rules-setup-1 = Druhy: delfín, kosatka, lachtan, lední medvěd, tučňák, mořská želva, krokodýl a hroch. Každý druh má 11 čtvercových destiček zvířat a dvě kulatá mláďata.
aquaretto-rules-setup-2 = Méně hráčů, méně druhů: hrají-li čtyři hráči, zůstane jeden druh v krabici, hrají-li tři, zůstanou dva, a hrají-li dva, zůstanou tři. Delfín, kosatka a lachtan hrají vždy. V této aplikaci se vynechané druhy losují.
aquaretto-rules-setup-3 = Hromádky: čtvercové destičky hraných druhů se zamíchají spolu s deseti destičkami mincí. Patnáct z nich leží zvlášť jako hromádka pod kotoučem a přijde na řadu až nakonec. Mláďata čekají lícem nahoru vedle hromádek.
aquaretto-rules-setup-4 = Vozy: na každého hráče jeden přepravní vůz a do každého se vejdou tři destičky. Hrají-li dva hráči, jsou vozy tři, viz téma 2 hráči.
aquaretto-rules-setup-5 = Tvoje výbava: vodní zoopark, který má 19 polí, deska skladu, jedna mince, dvě malé a dvě velké rozšiřující desky. Zbytek mincí, celkem je jich 30, a všech 16 figurek zaměstnanců zůstává v bance.
aquaretto-rules-setup-6 = Začátek: v této aplikaci začíná první hráč v pořadí u stolu a tahy se pak střídají v tomtéž pořadí. Podle pravidel se hráči na začínajícím dohodnou.

## Téma: tah

aquaretto-rules-turn-title = Tvůj tah
aquaretto-rules-turn-words = tah, tahy, kolo, akce, peněžní akce
aquaretto-rules-turn-1 = Tah: uděláš právě jednu ze tří věcí. Přidáš destičku na vůz, nebo si vezmeš vůz a z kola odejdeš, nebo provedeš jednu peněžní akci. Pak je na tahu další hráč, který ještě z kola neodešel.
aquaretto-rules-turn-2 = Přidání destičky: otoč další destičku a dej ji na vůz s volným místem. Nejde to, když jsou všechny vozy plné nebo už žádná destička nezbývá. Viz téma vozy.
aquaretto-rules-turn-3 = Vzetí vozu: vyber kterýkoli vůz, na kterém je aspoň jedna destička, jeho destičky hned umísti a do konce kola už nehraješ. Viz témata vozy a umístění.
aquaretto-rules-turn-4 = Peněžní akce: zaplatíš bance a provedeš přesun, nákup, odložení nebo rozšíření. Každá má své téma. Mince a destičky mincí mají stejnou hodnotu. Do tahu se vejde jen jedna peněžní akce, větší přestavba proto zabere víc tahů.
aquaretto-rules-turn-5 = Placení v této aplikaci: peněžní akce o více krocích, třeba s volbou pole nebo místa pro desku, se platí až ve chvíli, kdy zvolíš poslední krok. Do té doby ji můžeš zdarma zrušit a udělat něco jiného.
aquaretto-rules-turn-6 = Konec kola: jakmile má každý hráč svůj vůz, kolo skončí. Vozy se vyprázdní a nové kolo začíná hráč, který si vůz vzal jako poslední.
aquaretto-rules-turn-7 = Poslední v kole: když už jsou ostatní mimo kolo, poslední hráč je dál na tahu, přidává destičky nebo dělá peněžní akce, dokud si nevezme vůz.

## Téma: vozy

aquaretto-rules-trucks-title = Přepravní vozy a hromádky
aquaretto-rules-trucks-words = vozy, vůz, přepravní vůz, hromádky, naložení
aquaretto-rules-trucks-1 = Vozy: na každý se vejdou nejvýš tři destičky. Otočená destička jde na vůz s volným místem, který si v tomto kole nikdo nevzal. Má-li místo jen jeden vůz, destička na něj v této aplikaci jde sama.
aquaretto-rules-trucks-2 = Hromádky v této aplikaci: destičky lícem dolů tvoří jednu společnou hromádku, takže prostě dostaneš další. Hromádka pod kotoučem, 15 destiček, přijde na řadu, až když jiné destičky dojdou, a její první destička zahajuje poslední kolo.
aquaretto-rules-trucks-3 = Vzetí vozu: musí na něm být aspoň jedna destička lícem nahoru. Vůz máš před sebou až do konce kola, takže všichni vidí, že v tomto kole už nehraješ.
aquaretto-rules-trucks-4 = Destičky z vozu: destičky mincí se rovnou přidají k tvým mincím. Každou destičku zvířete musíš hned umístit, do zooparku nebo do skladu. V této aplikaci si volíš, kterou umístíš dřív, a poslední se umístí bez ptaní.
aquaretto-rules-trucks-5 = Čekání: čím déle čekáš, tím plnější jsou vozy, a plný vůz může přivézt zvířata, pro která nemáš místo. Sklad se pak těžko vyprazdňuje.

## Téma: umístění

aquaretto-rules-placement-title = Umisťování destiček zvířat
aquaretto-rules-placement-words = umístění, umisťování, sklad
aquaretto-rules-placement-1 = Umístění: destička zvířete jde na volné pole tvého zooparku nebo navrch tvého skladu. Volné pole nemá destičku ani cvičitele.
aquaretto-rules-placement-2 = Známý druh: má-li už druh v zooparku nádrž, destička se k ní musí připojit a dotýkat se stranou aspoň jedné její destičky.
aquaretto-rules-placement-3 = Nový druh: destička založí novou nádrž na kterémkoli volném poli, ale jen dokud máš v zooparku méně druhů, než je limit. Limit je zpočátku tři, viz téma nádrže.
aquaretto-rules-placement-4 = Odstup: destička se nikdy nedotýká stranou destičky jiného druhu. Dotyk jen rohem nevadí.
aquaretto-rules-placement-5 = Sklad: destičku z vozu smíš vždy dát do skladu, i když je v zooparku místo. Když se nehodí žádné pole, zbývá jen sklad; v této aplikaci tam destička pak jde sama.
aquaretto-rules-placement-6 = Hromádka ve skladu: destičky leží v jedné hromádce na sobě, nejnovější navrchu, libovolně mnoho a libovolných druhů. Pořadí se nemění. Do každého skladu se smí kdykoli podívat kdokoli. Přesunout, koupit nebo odložit jde jen vrchní destičku.
aquaretto-rules-placement-7 = Názvy polí: pole se jmenují nejdřív číslem řádku, pak písmenem sloupce, například 3C. Viz téma pole.

## Téma: nádrže

aquaretto-rules-pools-title = Nádrže a limit druhů
aquaretto-rules-pools-words = nádrže, nádrž, druhy, limit
aquaretto-rules-pools-1 = Nádrž: všechny destičky jednoho druhu v tvém zooparku, spojené stranami. V nádrži je jen jeden druh a každý druh má nejvýš jednu nádrž.
aquaretto-rules-pools-2 = Nádrže od sebe: destičky různých druhů se nikdy nedotýkají stranou. Smějí se potkat rohem, nebo je dělí prázdné pole či pole s cvičitelem.
aquaretto-rules-pools-3 = Limit druhů: zpočátku smíš mít v zooparku tři druhy. Každá velká rozšiřující deska limit zvýší o jeden, tedy nejvýš na pět. Malé desky přidávají pole, ne druhy.
aquaretto-rules-pools-4 = Nová nádrž: nemusí začít na velké desce, která ji umožnila. Poslouží kterékoli volné pole, na kterém zůstane zachován odstup.
aquaretto-rules-pools-5 = Plánování: nádrž roste jen o destičky přidané k ní, proto kolem nádrží, které chceš mít velké, nech volné místo.

## Téma: mláďata

aquaretto-rules-offspring-title = Mláďata
aquaretto-rules-offspring-words = mláďata, mládě, páření, samec, samice
aquaretto-rules-offspring-1 = Mláďata: každý druh má dva samce a dvě samice, poznáš je podle malých symbolů. Jakmile se samec a samice téhož druhu sejdou ve stejné nádrži, hned mají jedno mládě. Nemusí ležet vedle sebe.
aquaretto-rules-offspring-2 = Jen jedno mládě: samec nebo samice, kteří už mládě mají, se znovu nepáří. Třetí plodné zvíře v nádrži s párem čeká, dokud nepřibude partner opačného pohlaví, který ještě mládě neměl.
aquaretto-rules-offspring-3 = Jen v nádrži: ve skladu ani na voze se mláďata nerodí. Kulaté mládě se bere ze zásoby vedle hromádek a platí jako běžné zvíře svého druhu.
aquaretto-rules-offspring-4 = Umístění mláděte: připojí se ke své nádrži, pokud se hodí nějaké pole. V této aplikaci ho nelze odmítnout: do skladu jde, jen když se nehodí žádné pole, a když se hodí právě jedno pole, umístí se samo.
aquaretto-rules-offspring-5 = Mládě napřed: v této aplikaci se mládě umístí dřív než zaměstnanec, kterého přinesla tatáž destička. I mládě může získat bonus, viz téma bonusy.
aquaretto-rules-offspring-6 = Symboly: mláďata nemají symbol ryby ani blesk. V této aplikaci mládě delfína, kosatky nebo lachtana boduje u sousedního cvičitele stejně jako ostatní zvířata jeho druhu bez blesku.

## Téma: bonusy

aquaretto-rules-bonuses-title = Bonusy za rostoucí nádrže
aquaretto-rules-bonuses-words = bonusy, bonus, odměny
aquaretto-rules-bonuses-1 = Bonus mince: nádrž, která má nově 3, 6, 9 nebo 12 destiček, ti vynese jednu minci z banky. Dvanáct destiček vyžaduje mládě, protože druh má jen 11 čtvercových destiček.
aquaretto-rules-bonuses-2 = Bonus zaměstnanec: nádrž, která má nově pět nebo deset destiček, ti vynese jednoho zaměstnance. Hned ho postav jako pokladního, ošetřovatele, cvičitele nebo manažera; každá práce má své téma. Je-li volné jen jedno místo, zaměstnanec tam v této aplikaci jde sám.
aquaretto-rules-bonuses-3 = Odkudkoli: v této aplikaci platí bonus pokaždé, když se destička připojí k nádrži, z vozu, jako mládě, přesunem i nákupem. Destičky přibývají po jedné, takže žádná velikost se nepřeskočí.
aquaretto-rules-bonuses-4 = Pořadí v této aplikaci: přinese-li jedna destička víc odměn, nejdřív přijde mince, pak se umístí případné mládě a nakonec nový zaměstnanec.
aquaretto-rules-bonuses-5 = Když něco chybí: v této aplikaci prázdná banka znamená, že bonusová mince nepřijde. Zaměstnanec, pro kterého nemáš volné místo, zůstane v zásobě, a když už je všech 16 figurek rozdáno, žádný další nepřijde.

## Téma: pokladní

aquaretto-rules-cashier-title = Pokladní
aquaretto-rules-cashier-words = pokladní, pokladna
aquaretto-rules-cashier-1 = Pokladní: zaměstnanec v jedné ze dvou pokladen vlevo dole na desce tvého zooparku. Nejvýš dva pokladní.
aquaretto-rules-cashier-2 = Body za pokladní: na konci ti každý pokladní dá jeden bod za každou tvou minci, se dvěma pokladními má tedy každá mince cenu dvou bodů. Mince si necháváš; rozhodují i při shodě.

## Téma: ošetřovatel

aquaretto-rules-keeper-title = Ošetřovatel
aquaretto-rules-keeper-words = ošetřovatel, ošetřovatelé, ryba, symbol ryby, krmicí stanice
aquaretto-rules-keeper-1 = Ošetřovatel: zaměstnanec u jedné ze dvou krmicích stanic vlevo dole na desce tvého zooparku. Nejvýš dva ošetřovatelé.
aquaretto-rules-keeper-2 = Body za ošetřovatele: na konci ti každý ošetřovatel dá jeden bod za každou destičku se symbolem ryby v zooparku, se dvěma ošetřovateli má tedy každá taková destička cenu dvou bodů. Ryby ve skladu body nepřinášejí.
aquaretto-rules-keeper-3 = Symbol ryby: mají ho jen lední medvěd, tučňák, mořská želva, krokodýl a hroch, vždy šest destiček druhu z jedenácti. Mláďata rybu nemají nikdy.

## Téma: cvičitel

aquaretto-rules-trainer-title = Cvičitel
aquaretto-rules-trainer-words = cvičitel, cvičitelé, blesk
aquaretto-rules-trainer-1 = Cvičitel: zaměstnanec, který stojí na volném poli tvého zooparku; na to pole pak už nejde žádná destička. Cvičitelů smíš mít kolik chceš.
aquaretto-rules-trainer-2 = Body za cvičitele: na konci ti každý cvičitel dá jeden bod za každého delfína, kosatku a lachtana bez blesku na osmi polích kolem sebe, stranou i rohem. Destička vedle dvou cvičitelů boduje u obou.
aquaretto-rules-trainer-3 = Blesk: delfín, kosatka i lachtan mají blesk na dvou destičkách. Ty u cvičitele nebodují, jako zvířata ale dál platí jeden bod. Ostatní druhy u cvičitele nebodují nikdy.
aquaretto-rules-trainer-4 = Příklad cvičitele: cvičitel na 3C, kosatky na 2B a 2C, delfín s bleskem na 3D a tučňák na 4C. Cvičitel vynese dva body, za dvě kosatky.

## Téma: manažer

aquaretto-rules-manager-title = Manažer
aquaretto-rules-manager-words = manažer, lavička
aquaretto-rules-manager-1 = Manažer: zaměstnanec na lavičce na desce tvého skladu. Jen jeden manažer.
aquaretto-rules-manager-2 = Body za manažera: na konci tě každý druh ve skladu stojí jen jeden bod místo dvou.

## Téma: přesun

aquaretto-rules-move-title = Peněžní akce přesun, jedna mince
aquaretto-rules-move-words = přesun, přesunutí, přemístění
aquaretto-rules-move-1 = Přesun stojí jednu minci do banky. Buď vrchní destička tvého skladu přejde do zooparku, nebo jeden tvůj zaměstnanec změní místo.
aquaretto-rules-move-2 = Destička ze skladu v této aplikaci: přesun se nabízí, jen když se vrchní destička tvého skladu hodí na některé pole zooparku; zpět do skladu jít nemůže. Platí běžná pravidla umisťování a může přinést bonusy i mládě.
aquaretto-rules-move-3 = Zaměstnanec: kterýkoli může vzít jinou práci, třeba z manažera se stane cvičitel na volném poli, nebo cvičitel přejde na jiné volné pole. Limity prací platí dál. V této aplikaci nelze pokladního, ošetřovatele ani manažera přesunout ke stejné práci, nic by se tím nezměnilo.
aquaretto-rules-move-4 = Placení v této aplikaci: mince se zaplatí, až zvolíš pole nebo nové místo. Do té doby můžeš akci zdarma zrušit.

## Téma: nákup

aquaretto-rules-buy-title = Peněžní akce nákup, dvě mince
aquaretto-rules-buy-words = nákup, koupě, koupit
aquaretto-rules-buy-1 = Nákup stojí dvě mince: vrchní destička ze skladu jiného hráče přejde do tvého zooparku. Jedna mince jde tomu hráči, jedna do banky. Prodávající nákup odmítnout nemůže.
aquaretto-rules-buy-2 = Nákup v této aplikaci: koupit jde jen destičku, která se hodí na pole tvého zooparku, a do tvého skladu nejde nikdy. Platí běžná pravidla umisťování a může přinést bonusy i mládě.
aquaretto-rules-buy-3 = Placení v této aplikaci: dvě mince se zaplatí, až zvolíš pole. Do té doby můžeš akci zdarma zrušit.

## Téma: odložení

aquaretto-rules-discard-title = Peněžní akce odložení, dvě mince
aquaretto-rules-discard-words = odložení, odložit, vyřazení
aquaretto-rules-discard-1 = Odložení stojí dvě mince, obě do banky: vrchní destička tvého vlastního skladu natrvalo odejde ze hry.
aquaretto-rules-discard-2 = K čemu odložení: sníží trest za sklad, je-li destička poslední svého druhu ve skladu, a odkryje destičku pod ní pro pozdější přesun.

## Téma: rozšíření

aquaretto-rules-expand-title = Peněžní akce rozšíření
aquaretto-rules-expand-words = rozšíření, rozšiřující deska, desky
aquaretto-rules-expand-1 = Rozšíření: přidáš k zooparku rozšiřující desku a její pole od té chvíle patří k zooparku. Každý hráč má na celou hru dvě malé a dvě velké desky.
aquaretto-rules-expand-2 = Malá deska: jedna mince, tři pole do tvaru L, tedy čtverec dvě krát dvě pole bez jednoho rohu. Víc místa, ale žádný další druh.
aquaretto-rules-expand-3 = Velká deska: dvě mince, čtverec dvě krát dvě pole. Víc místa a limit druhů se zvýší o jeden. Nový druh může založit nádrž kdekoli v zooparku.
aquaretto-rules-expand-4 = Poloha: desku smíš libovolně otočit, leží na stejné mřížce jako zoopark a nezakryje žádné pole. V této aplikaci musí sdílet aspoň jednu celou stranu pole se zooparkem nebo s dřívější deskou.
aquaretto-rules-expand-5 = Tištěná deska v této aplikaci: rozšiřující deska nikdy nezakryje její čtverec, od 5E po 1A, ani jeho rohy bez polí, kde jsou pokladny, krmicí stanice a obrázky.
aquaretto-rules-expand-6 = Placení v této aplikaci: mince se zaplatí, až zvolíš, kam deska půjde. Do té doby můžeš akci zdarma zrušit.

## Téma: konec

aquaretto-rules-end-title = Konec hry
aquaretto-rules-end-words = konec, konec hry, poslední kolo, kotouč
aquaretto-rules-end-1 = Poslední kolo: jakmile někdo otočí první destičku z hromádky pod kotoučem, je právě hrané kolo poslední. Dohraje se jako obvykle.
aquaretto-rules-end-2 = Konec hry: když si v posledním kole každý hráč vezme vůz, hra končí a zooparky se hodnotí. Viz téma hodnocení.
aquaretto-rules-end-3 = Po vzetí vozu: hráč, který už má vůz, v tom kole nic dalšího nedělá, ani peněžní akci. To platí i v posledním kole.

## Téma: hodnocení

aquaretto-rules-scoring-title = Hodnocení a vítěz
aquaretto-rules-scoring-words = hodnocení, body, vítěz, výhra, shoda
aquaretto-rules-scoring-1 = Zvířata: každá destička zvířete v tvém zooparku je jeden bod, včetně mláďat. Přičti body za pokladní, ošetřovatele a cvičitele.
aquaretto-rules-scoring-2 = Sklad: každý druh ve tvém skladu stojí dva body, bez ohledu na počet jeho destiček; s manažerem jeden bod. Příklad: tři želvy ve skladu stojí dva body, s manažerem jeden.
aquaretto-rules-scoring-3 = Vítěz: vyhrává nejvyšší součet. Při shodě rozhodne víc mincí. Je-li shoda i potom, hráči se o výhru dělí.

## Téma: 2 hráči

aquaretto-rules-two-players-title = 2 hráči
aquaretto-rules-two-players-words = 2 hráči, dva hráči, blokování, zablokovaná místa
aquaretto-rules-two-players-1 = Dva hráči: běžná pravidla s těmito změnami. Vynechají se tři druhy, hraje se se třemi vozy a některá místa na vozech jsou celou hru zablokovaná.
aquaretto-rules-two-players-2 = Zablokovaná místa v této aplikaci: vůz 2 veze jednu destičku lícem dolů a vůz 3 veze dvě, z vynechaných druhů. Na vůz 1 se tak vejdou tři destičky, na vůz 2 se vejdou dvě a na vůz 3 jen jedna.
aquaretto-rules-two-players-3 = Vzetí vozu: vůz musí mít aspoň jednu destičku lícem nahoru a dostaneš jen destičky lícem nahoru. Destičky lícem dolů na voze zůstávají.
aquaretto-rules-two-players-4 = Konec kola: jakmile si oba hráči vezmou vůz, destičky lícem nahoru na třetím voze odejdou ze hry.

## Téma: pole

aquaretto-rules-cells-title = Názvy polí
aquaretto-rules-cells-words = pole, políčka, názvy polí, mapa, souřadnice
aquaretto-rules-cells-1 = Názvy polí: nejdřív číslo řádku, pak písmeno sloupce, jako místo v divadle: 3C. Na tištěné desce mají řádky čísla 1 až 5 shora dolů a sloupce písmena A, B, C, D a E zleva doprava.
aquaretto-rules-cells-2 = Tištěná deska, 19 polí. Řádek 1: 1B, 1C, 1D. Řádek 2: 2A, 2B, 2C, 2D, 2E. Řádek 3: 3A, 3B, 3C, 3D, 3E. Řádek 4: 4B, 4C, 4D, 4E. Řádek 5: 5C, 5D. 1A, 1E, 4A, 5A, 5B a 5E jsou rohy bez polí.
aquaretto-rules-cells-3 = Názvy zůstávají, v této aplikaci: pole si název nechá, i když zoopark roste. Sloupce vpravo od E pokračují F, G, H a dál. Sloupce vlevo od A se počítají od konce abecedy: Z, pak Y, X. Vlevo od 3A, hned vedle, leží tedy 3Z.
aquaretto-rules-cells-4 = Řádky: pod řádkem 5 jsou řádky 6, 7 a dál. Nad řádkem 1 je řádek 0, pak řádek -1, -2, čti minus 1, minus 2. 0C tedy leží hned nad 1C a -1C hned nad 0C.
aquaretto-rules-cells-5 = Sousedé: dvě pole sdílejí stranu, když jsou v jednom řádku se sousedními písmeny, jako 3C a 3D, nebo v jednom sloupci se sousedními čísly, jako 3C a 4C. 3C a 4D se dotýkají jen rohem.

## Téma: otázky

aquaretto-rules-faq-title = Časté otázky
aquaretto-rules-faq-words = otázky, časté otázky, dotazy
aquaretto-rules-faq-1 = Zbývám v kole jen já, můžu pokračovat? Ano. Dál jsi na tahu se všemi třemi možnostmi, třeba s několika peněžními akcemi nebo dalšími destičkami, dokud je na voze místo, a to až do vzetí posledního vozu.
aquaretto-rules-faq-2 = Dvě nádrže jednoho druhu? Ne. Každý druh má v tvém zooparku nejvýš jednu nádrž.
aquaretto-rules-faq-3 = Různé druhy v jedné nádrži? Ne. V nádrži je vždy jen jeden druh.
aquaretto-rules-faq-4 = Udělá přesun z mého manažera cvičitele? Ano. Za jednu minci manažer opustí lavičku a postaví se na volné pole tvého zooparku.
aquaretto-rules-faq-5 = Delfín vedle dvou mých cvičitelů, dva body? Ano. Počítá ho každý cvičitel, takže přinese dva body navíc.
aquaretto-rules-faq-6 = Peněžní akce po vzetí vozu v posledním kole? Ne. Vzetím vozu tvoje účast v tom kole končí.
