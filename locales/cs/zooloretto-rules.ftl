## Zooloretto: mluvená příručka pravidel, čtená příkazem "rules [téma]" po odstavcích.
## Psáno vlastními slovy; rozhodují česká pravidla, shared/RULES-FACTS.md doplňuje, co nechávají
## otevřené. Kde aplikace rozhoduje něco, co pravidla neříkají, stojí v odstavci "v této aplikaci".
## Každý odstavec musí dávat smysl sám o sobě na 40znakovém braillském řádku: klíčové slovo
## na začátek, žádné symboly. Malá čísla (do deseti) píšeme slovy ve správném rodě a pádě, aby je
## hlas četl správně ("dvě mince", "s jedním chybějícím zvířetem"); číslicemi zůstávají větší čísla,
## data, čísla polí, vozů a karet a názvy témat ("2 hráči", "3 nové budovy"). Hráče oslovujeme tykáním jako celá aplikace
## a vyhýbáme se tvarům, které prozradí rod (minulý čas, sám, rád).
## Příkazy jsou slova ze shell.ftl: pravidla (rules) a dál (more).
## Id: zooloretto-rules-<téma>-title, zooloretto-rules-<téma>-<n> (n = 1, 2, ...; stejný počet
## jako v angličtině), zooloretto-rules-<téma>-words (slova oddělená čárkou, kterými lze téma
## vyvolat; přijímají se slova obou jazyků, diakritika je nepovinná).
## Témata: nejdřív základní hra, pak devět malých rozšíření a nakonec jejich kombinování.

# Názvy témat v pořadí témat; každý musí být jedním ze slov daného tématu.
-zooloretto-rules-list = přehled, materiál, příprava, zoo, tah, umisťování, mláďata, mince, peněžní akce, 2 hráči, konec, hodnocení, shoda, otázky, budovy, zoo pro mazlíčky, specializované výběhy, lední medvěd, staveniště, karty úkolů, gorila, vkladní knížka, sob, kombinace

## Navigace

# Řekne se po "rules" bez tématu.
zooloretto-rules-topics = Témata pravidel, 24: { -zooloretto-rules-list }. Napiš pravidla a téma, například pravidla zoo nebo pravidla gorila.
# Řekne se po prvním odstavci tématu, které má další odstavce.
zooloretto-rules-more = Další odstavec přečteš příkazem dál.
# Řekne příkaz "more" po posledním odstavci tématu.
zooloretto-rules-end-of-topic = Konec tématu. Napiš pravidla a další téma.
# $topic (řetězec) co hráč napsal za "rules"
zooloretto-rules-unknown-topic = Téma { $topic } v pravidlech není. Témata: { -zooloretto-rules-list }.

## Téma: přehled

zooloretto-rules-overview-title = Přehled hry Zooloretto
zooloretto-rules-overview-words = přehled, úvod, cíl, hra, zooloretto
zooloretto-rules-overview-1 = Zooloretto je hra s destičkami pro dva až pět hráčů. Každý hráč buduje zoo: z přepravních vozů získáváš zvířata a prodejní stánky a rozmisťuješ je v zoo.
zooloretto-rules-overview-2 = Cíl: nasbírat nejvíc bodů. Body přinášejí plné výběhy a pestrá nabídka stánků, zato zvířata a stánky, které uvíznou ve stáji, body berou.
zooloretto-rules-overview-3 = Mince: za ně provádíš peněžní akce, kterými zoo přestavuješ: přesun, výměnu, nákup, odložení a rozšíření.
zooloretto-rules-overview-4 = Malá rozšíření: aplikace nabízí i devět malých rozšíření základní hry, každé má své téma. Zapneš je při zakládání hry.
zooloretto-rules-overview-5 = Čtení pravidel: napiš pravidla a název tématu, například pravidla zoo nebo pravidla gorila. Příkaz dál přečte další odstavec; názvy témat fungují česky i anglicky a stačí první písmena.
zooloretto-rules-overview-6 = Témata pravidel: { -zooloretto-rules-list }.

## Téma: materiál

zooloretto-rules-components-title = Materiál
zooloretto-rules-components-words = materiál, destičky, druhy, zvířata, prodejní stánky, typy stánků
zooloretto-rules-components-1 = Druhy: velbloud, slon, plameňák, klokan, levhart, šimpanz, panda a zebra. Každý druh má 11 destiček zvířat: dva samce, dvě samice a sedm bez symbolu.
zooloretto-rules-components-2 = Mláďata: 16 destiček mláďat, dvě od každého druhu. Nikdy se nemíchají mezi ostatní; čekají vedle hromádek, dokud se ve výběhu nesejde pár.
zooloretto-rules-components-3 = Prodejní stánky: 12 destiček stánků, čtyři typy po třech kusech. V této aplikaci se typy jmenují jídlo, pití, zmrzlina a balónky.
zooloretto-rules-components-4 = Peníze: 12 destiček mincí se zamíchá mezi zvířata a stánky. Mincí je 30; každý hráč začíná se dvěma a zbytek má banka.
zooloretto-rules-components-5 = Desky: každý hráč má desku zoo se třemi výběhy a stájí. Rozšiřující desky čekají na peněžní akci rozšíření, viz téma zoo.

## Téma: příprava

zooloretto-rules-setup-title = Příprava
zooloretto-rules-setup-words = příprava, začátek, vynechané druhy, hromádka pod kotoučem, kotouč
zooloretto-rules-setup-1 = Vynechané druhy: při dvou hráčích zůstanou v krabici tři druhy, při třech hráčích dva, při čtyřech hráčích jeden a při pěti hráčích hraje všech osm. V této aplikaci se vynechané druhy losují.
zooloretto-rules-setup-2 = Hromádky: destičky zvířat druhů ve hře, 12 stánků a 12 destiček mincí se zamíchají lícem dolů. 15 z nich leží stranou pod dřevěným kotoučem jako poslední hromádka a ze zbytku je hlavní hromádka.
zooloretto-rules-setup-3 = Vozy: jeden přepravní vůz na hráče, každý pojme tři destičky. Při dvou hráčích je to jinak, viz téma 2 hráči.
zooloretto-rules-setup-4 = Začátek: v této aplikaci začíná první hráč v pořadí u stolu a tahy jdou dál v tomtéž pořadí.

## Téma: zoo

zooloretto-rules-zoo-title = Tvoje zoo
zooloretto-rules-zoo-words = zoo, výběhy, výběh, stáj, stánková místa, rozšiřující deska
zooloretto-rules-zoo-1 = Výběhy: deska zoo má tři, pro pět, čtyři a šest zvířat. U každého jsou stánková místa a většina z nich ti po zaplnění vynese mince.
zooloretto-rules-zoo-2 = Pětimístný výběh: jedno stánkové místo, po zaplnění dvě mince. Plný dává osm bodů, s jedním chybějícím zvířetem pět bodů.
zooloretto-rules-zoo-3 = Čtyřmístný výběh: dvě stánková místa vedle sebe, po zaplnění jedna mince. Plný dává pět bodů, s jedním chybějícím zvířetem čtyři body.
zooloretto-rules-zoo-4 = Šestimístný výběh: jedno stánkové místo, po zaplnění žádné mince. Plný dává deset bodů, s jedním chybějícím zvířetem šest bodů.
zooloretto-rules-zoo-5 = Stáj: pojme libovolně mnoho zvířat i stánků všeho druhu. Co v ní na konci zůstane, stojí body, viz téma hodnocení.
zooloretto-rules-zoo-6 = Rozšiřující deska: získáš ji peněžní akcí rozšíření a přidá výběh pro pět zvířat s jedním stánkovým místem a jednou mincí po zaplnění. Plný dává devět bodů, s jedním chybějícím zvířetem pět bodů.

## Téma: tah

zooloretto-rules-turn-title = Tvůj tah
zooloretto-rules-turn-words = tah, tahy, kolo, vozy, vůz, přepravní vůz
zooloretto-rules-turn-1 = Tah: uděláš právě jednu ze tří věcí: přidáš destičku na vůz, vezmeš si vůz a opustíš kolo, nebo provedeš jednu peněžní akci. Pak je na tahu další hráč, který je ještě v kole.
zooloretto-rules-turn-2 = Přidání destičky: otoč vrchní destičku a polož ji na vůz, na kterém je místo a který si ještě nikdo nevzal; když jsou všechny takové vozy plné, přidat nejde. V této aplikaci jde destička na vůz sama, když má místo jen jeden vůz.
zooloretto-rules-turn-3 = Poslední hromádka: 15 destiček pod kotoučem přijde na řadu až po vyčerpání hlavní hromádky. První z nich zahájí poslední kolo, viz téma konec.
zooloretto-rules-turn-4 = Vzetí vozu: vyber vůz s aspoň jednou destičkou, hned umísti všechny jeho destičky a do konce kola už nehraješ. Viz téma umisťování.
zooloretto-rules-turn-5 = Peněžní akce: za mince přestavuješ zoo, viz téma peněžní akce. Jakmile máš vůz, v tom kole už žádnou peněžní akci neprovedeš.
zooloretto-rules-turn-6 = Poslední v kole: když už mají vůz všichni ostatní, hraje poslední hráč tah za tahem, dokud si nevezme poslední vůz.
zooloretto-rules-turn-7 = Další kolo: jakmile má vůz každý hráč, prázdné vozy se vrátí doprostřed. Další kolo začíná ten, kdo si vzal poslední vůz.

## Téma: umisťování

zooloretto-rules-placing-title = Umisťování destiček
zooloretto-rules-placing-words = umisťování, umístění, umístit
zooloretto-rules-placing-1 = Zvířata: zvíře jde do prázdného výběhu nebo do výběhu, kde už žije jeho druh, pokud je tam volné místo. Ve výběhu nikdy nežije víc než jeden druh.
zooloretto-rules-placing-2 = Více výběhů: druh smí žít i ve více než jednom výběhu najednou, na rozdíl od hry Aquaretto.
zooloretto-rules-placing-3 = Stáj: kteroukoli destičku smíš místo toho dát do stáje, i když je v zoo místo. Když se v zoo nic nehodí, zbývá jen stáj.
zooloretto-rules-placing-4 = Stánky: prodejní stánek jde na kterékoli volné stánkové místo v zoo, nebo do stáje. Ke zvířatům vedle se hodit nemusí.
zooloretto-rules-placing-5 = Destičky mincí: destička mince z vozu se hned promění v jednu minci ve tvé zásobě.
zooloretto-rules-placing-6 = Pořadí: destičky ze svého vozu umisťuješ po jedné, v pořadí, které si zvolíš.

## Téma: mláďata

zooloretto-rules-offspring-title = Mláďata
zooloretto-rules-offspring-words = mláďata, mládě, páření, samec, samice
zooloretto-rules-offspring-1 = Mláďata: každý druh má dva samce a dvě samice. Jakmile se samec a samice téhož druhu sejdou v jednom výběhu, hned mají jedno mládě.
zooloretto-rules-offspring-2 = Jen jednou: samec nebo samice, kteří už mládě mají, se znovu nepáří, ať se později dostanou kamkoli. Třetí plodné zvíře čeká na nového partnera, který ještě mládě nemá.
zooloretto-rules-offspring-3 = Kam mládě jde: přidá se do výběhu rodičů. Je-li ten výběh plný, jde do stáje.
zooloretto-rules-offspring-4 = Jen ve výběhu: ve stáji ani na voze se mláďata nerodí. Mládě platí jako běžné zvíře svého druhu a může výběh zaplnit, viz téma mince.

## Téma: mince

zooloretto-rules-coins-title = Mince a mincový bonus
zooloretto-rules-coins-words = mince, mincový bonus, bonus, peníze
zooloretto-rules-coins-1 = Mincový bonus: kdykoli zvíře obsadí poslední volné místo výběhu, vezmeš si z banky mince toho výběhu. Pětimístný výběh dává dvě, čtyřmístný a rozšiřující deska jednu, šestimístný nic.
zooloretto-rules-coins-2 = Odkudkoli: bonus platí pro zvíře z vozu, z přesunu i z nákupu a také pro mládě. Přijde znovu pokaždé, když se výběh zaplní znovu.
zooloretto-rules-coins-3 = Výměna bez bonusu: výměna nikdy mince nepřinese, ani když výběh zaplní mládě, které se díky ní narodí.
zooloretto-rules-coins-4 = Prázdná banka: v této aplikaci se bonus vyplatí jen do výše mincí, které v bance zbývají.
zooloretto-rules-coins-5 = Další mince: každá destička mince z vozu je jedna mince. Mincemi platíš peněžní akce a na konci rozhodují při shodě.

## Téma: peněžní akce

zooloretto-rules-money-actions-title = Peněžní akce
zooloretto-rules-money-actions-words = peněžní akce, peněžní akci, přesun, výměna, nákup, koupě, odložení, rozšíření
zooloretto-rules-money-actions-1 = Peněžní akce: nejvýš jedna za tah, místo přidání destičky nebo vzetí vozu. Platíš do banky, jen při nákupu jde polovina prodávajícímu.
zooloretto-rules-money-actions-2 = Přesun, jedna mince: přenes jedno zvíře nebo jeden stánek ze stáje do zoo, nebo přemísti jeden stánek na jiné volné stánkové místo.
zooloretto-rules-money-actions-3 = Výměna, jedna mince: prohoď všechna zvířata dvou výběhů, nebo všechna zvířata jednoho druhu ze stáje se všemi zvířaty jednoho výběhu.
zooloretto-rules-money-actions-4 = Podmínky výměny: na obou stranách musí být zvířata, každá strana jiného druhu, a každá skupina se musí vejít tam, kam jde. Stánky zůstávají na místě.
zooloretto-rules-money-actions-5 = Nákup, dvě mince: vezmi kteroukoli jednu destičku ze stáje jiného hráče a umísti ji u sebe v zoo; prodávající nemůže odmítnout. Jedna mince jde prodávajícímu a jedna do banky.
zooloretto-rules-money-actions-6 = Odložení, dvě mince: jedna destička podle tvé volby natrvalo odejde z tvé stáje i ze hry.
zooloretto-rules-money-actions-7 = Rozšíření, tři mince: přidáš rozšiřující desku s novým výběhem, viz téma zoo. Každý hráč smí rozšířit jednou, ve hře dvou hráčů dvakrát.

## Téma: 2 hráči

zooloretto-rules-two-players-title = 2 hráči
zooloretto-rules-two-players-words = 2 hráči, dva hráči, zablokovaná místa, blokování
zooloretto-rules-two-players-1 = Dva hráči: běžná pravidla s těmito změnami. Vynechají se tři druhy a hraje se se třemi vozy, které pojmou tři, dvě a jednu destičku.
zooloretto-rules-two-players-2 = Zablokovaná místa: na voze 2 leží jedna destička lícem dolů a na voze 3 leží dvě, z vynechaných druhů. Zůstanou tam celou hru a nikdy se neumisťují.
zooloretto-rules-two-players-3 = Konec kola: každý hráč si vezme jeden vůz, takže jeden vůz zbude. Destičky lícem nahoru, které na něm leží, odejdou ze hry.
zooloretto-rules-two-players-4 = Rozšíření: při dvou hráčích smí každý hráč přidat až dvě rozšiřující desky.

## Téma: konec

zooloretto-rules-end-title = Konec hry
zooloretto-rules-end-words = konec, konec hry, poslední kolo
zooloretto-rules-end-1 = Poslední kolo: jakmile se táhne destička z hromádky pod kotoučem, je právě hrané kolo poslední. Dohraje se jako obvykle.
zooloretto-rules-end-2 = Konec hry: když si v posledním kole každý hráč vezme vůz, hra končí a zoo se hodnotí. Viz téma hodnocení.

## Téma: hodnocení

zooloretto-rules-scoring-title = Hodnocení
zooloretto-rules-scoring-words = hodnocení, body, bodování, trest za stáj
zooloretto-rules-scoring-1 = Plný výběh: dává vyšší hodnotu, třeba osm bodů za pětimístný výběh. Chybí-li jedno zvíře, dává nižší hodnotu, třeba pět bodů.
zooloretto-rules-scoring-2 = Méně zvířat: chybějí-li ve výběhu dvě nebo víc zvířat, dává jeden bod za každé zvíře, pokud vedle něj stojí aspoň jeden stánek, jinak nic. U čtyřmístného výběhu stačí jeden stánek.
zooloretto-rules-scoring-3 = Stánky: dva body za každý různý typ stánku v zoo. Víc stánků stejného typu se počítá jen jednou.
zooloretto-rules-scoring-4 = Dvojí užitek: stánek u poloprázdného výběhu se počítá i mezi typy stánků.
zooloretto-rules-scoring-5 = Stáj: každý druh zvířete ve tvé stáji stojí dva body a stejně tak každý typ stánku v ní, bez ohledu na počet destiček.
zooloretto-rules-scoring-6 = Příklad: dvě zebry, jeden velbloud a dva stánky s jídlem ve stáji stojí šest bodů, po dvou za zebry, velblouda a jídlo.
zooloretto-rules-scoring-7 = Rozšíření: některá malá rozšíření body přidávají nebo mění; jejich témata říkají jak.

## Téma: shoda

zooloretto-rules-ties-title = Shoda
zooloretto-rules-ties-words = shoda, nerozhodně, vítěz, výhra
zooloretto-rules-ties-1 = Shoda: z hráčů se stejným součtem vyhrává ten, kdo má víc mincí. Je-li shoda i potom, dělí se o výhru.

## Téma: otázky

zooloretto-rules-faq-title = Časté otázky
zooloretto-rules-faq-words = otázky, časté otázky, dotazy
zooloretto-rules-faq-1 = Výměna s prázdným výběhem? Ne. Při výměně musí být zvířata na obou stranách; prázdný výběh zabydlíš zvířaty ze stáje přesunem.
zooloretto-rules-faq-2 = Mince, když výměna zaplní výběh? Ne. Výměna mincový bonus nepřinese nikdy, ani když výběh zaplní mládě, které se díky ní narodí.
zooloretto-rules-faq-3 = Stejný druh ve dvou výbězích? Ano. Na rozdíl od hry Aquaretto smí druh žít ve více výbězích.
zooloretto-rules-faq-4 = Peněžní akce po vzetí vozu? Ne. Vzetím vozu tvoje účast v tom kole končí.
zooloretto-rules-faq-5 = Stánek do stáje, i když jsou volná stánková místa? Ano, do stáje smí kterákoli destička, jen tam na konci stojí body.

## Téma: budovy (malé rozšíření: restaurace, obchod se suvenýry, pavilóny)

zooloretto-rules-buildings-title = Rozšíření: 3 nové budovy
zooloretto-rules-buildings-words = budovy, restaurace, obchod se suvenýry, suvenýry, pavilón, pavilóny, pavilon
zooloretto-rules-buildings-1 = Budovy: jedna restaurace, jeden obchod se suvenýry a dva pavilóny čekají lícem nahoru uprostřed stolu.
zooloretto-rules-buildings-2 = Restaurace: nový typ stánku, koupíš ji peněžní akcí za tři mince. Potřebuje dvě volná stánková místa vedle sebe, a ta má základní zoo jen u čtyřmístného výběhu.
zooloretto-rules-buildings-3 = Napevno: položenou restauraci už nic nepohne, ani peněžní akce přesun.
zooloretto-rules-buildings-4 = Body za restauraci: majitel dostane dva body za každý stánek, který stojí na stánkovém místě, ať je jakéhokoli typu, a jednou se počítá i samotná restaurace. Tyto body nahrazují obvyklé body za různé typy stánků.
zooloretto-rules-buildings-5 = Restaurace a stáj: každý typ stánku ve stáji dál stojí dva body. Výběh vedle restaurace boduje, i když v něm chybí dvě nebo víc zvířat.
zooloretto-rules-buildings-6 = Tipy k restauraci: při dvou hráčích může vynést až deset bodů za stánky. Při pěti hráčích je to riskantní nákup, protože peněz je málo.
zooloretto-rules-buildings-7 = Obchod se suvenýry: stánek s vlastním typem. Musí si ho vzít ten, komu se jako prvnímu narodí mládě, a dát ho na volné stánkové místo, nebo do stáje, když žádné volné nemá.
zooloretto-rules-buildings-8 = Body za suvenýry: stojí-li obchod na konci na stánkovém místě, dá jeden bod za každé mládě ve tvých výbězích a k tomu obvyklé dva body za svůj typ; mláďata ve stáji se nepočítají a obchod ve stáji nic navíc nedá. V této aplikaci se nepočítají ani mláďata v zoo pro mazlíčky.
zooloretto-rules-buildings-9 = Pavilóny: dvě zvláštní destičky, každá za tři mince jako peněžní akce. Pavilón položíš na volné pole některého svého výběhu a zůstane tam napevno.
zooloretto-rules-buildings-10 = Účinek pavilónu: výběhu stačí k zaplnění a k mincovému bonusu o jedno zvíře méně. Oba pavilóny smějí stát v tomtéž výběhu.
zooloretto-rules-buildings-11 = Omezení pavilónu: výměna přesune zvířata, pavilón ale zůstane na místě, a pavilón není stánek. Pravidla pavilóny s jinými rozšířeními nedoporučují; v této aplikaci je přesto kombinovat smíš a aplikace tě jednou upozorní.

## Téma: zoo pro mazlíčky

zooloretto-rules-petting-zoo-title = Rozšíření: zoo pro mazlíčky
zooloretto-rules-petting-zoo-words = zoo pro mazlíčky, mazlíčci, mazlíčky
zooloretto-rules-petting-zoo-1 = Zoo pro mazlíčky: každý hráč dostane jednu, další výběh s místem pro dvě mláďata libovolných druhů.
zooloretto-rules-petting-zoo-2 = Volba při narození: když se ti narodí mládě, hned se rozhodni, kam půjde: do zoo pro mazlíčky, nebo k rodičům, a je-li jejich výběh plný, do stáje. Jinou cestou se do zoo pro mazlíčky nic nedostane.
zooloretto-rules-petting-zoo-3 = Mince: za první mládě v zoo pro mazlíčky dostaneš jednu minci, za druhé dvě mince.
zooloretto-rules-petting-zoo-4 = Uzavřeno: přesun ani výměna nemohou zvíře přivést do zoo pro mazlíčky ani ho odtamtud odvést. Pravidla o tom mlčí, a tak v této aplikaci mláďata tam na konci nedávají žádné body a nepočítají se pro obchod se suvenýry.
zooloretto-rules-petting-zoo-5 = Páření: i tady má každé zvíře mládě jen jednou, ať jeho mládě skončí kdekoli.
zooloretto-rules-petting-zoo-6 = Kombinace: pravidla zoo pro mazlíčky s jinými rozšířeními nedoporučují. V této aplikaci je přesto kombinovat smíš a aplikace tě jednou upozorní.

## Téma: specializované výběhy

zooloretto-rules-specialised-enclosures-title = Rozšíření: specializované výběhy
zooloretto-rules-specialised-enclosures-words = specializované výběhy, specializovaný výběh, zvláštní výběhy
zooloretto-rules-specialised-enclosures-1 = Specializované výběhy: osm, pro každý druh jeden, leží uprostřed stolu. Kterýkoli z nich koupíš peněžní akcí za dvě mince.
zooloretto-rules-specialised-enclosures-2 = Místo: specializovaný výběh pojme dvě zvířata, a to jen svého druhu. Nemá stánková místa a mincový bonus nedává.
zooloretto-rules-specialised-enclosures-3 = Body: pravidla za ně žádné body neuvádějí. V této aplikaci dává každé zvíře ve specializovaném výběhu jeden bod; je to naše vlastní rozhodnutí.
zooloretto-rules-specialised-enclosures-4 = Použití: ke konci hry se hodí jako domov pro přebytečná zvířata, ale mince za to nestojí vždy.

## Téma: lední medvěd

zooloretto-rules-polar-bear-title = Rozšíření: lední medvěd
zooloretto-rules-polar-bear-words = lední medvěd, medvěd
zooloretto-rules-polar-bear-1 = Lední medvěd: první hráč, který zaplní svůj šestimístný výběh, získá výběh s ledním medvědem a má ho až do konce hry. Nic se do něj nikdy umístit nedá.
zooloretto-rules-polar-bear-2 = Body: jeho majitel ztrácí za stáj jen polovinu obvyklých bodů. S gorilou nebo sobem viz téma kombinace.

## Téma: staveniště

zooloretto-rules-construction-sites-title = Rozšíření: staveniště
zooloretto-rules-construction-sites-words = staveniště, stavby, předání
zooloretto-rules-construction-sites-1 = Staveniště: devět destiček, tři pro výběhy, tři pro stánková místa a tři pro stáje. Zamíchají se mezi ostatní destičky.
zooloretto-rules-construction-sites-2 = Vůz se staveništěm: kdo si ho vezme, položí staveniště do zoo jiného hráče, nikdy k sobě. Víc stavenišť smí dostat tentýž hráč.
zooloretto-rules-construction-sites-3 = Kam: staveniště výběhu jde na volné pole kteréhokoli výběhu, staveniště stánkového místa na volné stánkové místo a staveniště stáje do stáje. Nemá-li žádný jiný hráč volné místo toho druhu, staveniště odejde ze hry.
zooloretto-rules-construction-sites-4 = Blokování: staveniště zablokuje své místo pro jiné destičky. Pro mincový bonus i hodnocení se to místo počítá jako prázdné.
zooloretto-rules-construction-sites-5 = Příklad: ve čtyřmístném výběhu jsou tři sloni a staveniště. Mince za zaplnění nepřijde a na konci dává výběh jen čtyři body, jako by jedno zvíře chybělo.
zooloretto-rules-construction-sites-6 = Napevno: přesun ani výměna se staveniště nedotknou. Zvířata ve výběhu se staveništěm ale vyměňovat smíš.
zooloretto-rules-construction-sites-7 = Předání: nová peněžní akce za jednu minci. Až dvě staveniště, která máš v zoo, předej ostatním hráčům podle běžných pravidel umisťování.
zooloretto-rules-construction-sites-8 = Staveniště ve stáji: jedno nebo víc stavenišť stáje ve tvé stáji stojí dohromady dva body.

## Téma: karty úkolů

zooloretto-rules-task-cards-title = Rozšíření: karty úkolů
zooloretto-rules-task-cards-words = karty úkolů, karta úkolu, úkoly, karty
zooloretto-rules-task-cards-1 = Karty úkolů: pět tajných karet, každý hráč dostane jednu a ukáže ji až na konci. Zbylé se vrátí do krabice.
zooloretto-rules-task-cards-2 = Vynechané druhy: při méně než pěti hráčích smějí zůstat v krabici jen plameňáci, klokani a levharti.
zooloretto-rules-task-cards-3 = Body: na konci se všechny karty odkryjí. Dostaneš tři body za každý plný výběh druhu, který má tvoje karta za tři body, a dva body za každý plný výběh druhu za dva body.
zooloretto-rules-task-cards-4 = Ušetřený druh: za třetí druh na tvé kartě ve stáji neplatíš žádné body, ať tam leží kolik chce jeho destiček.
zooloretto-rules-task-cards-5 = Naše rekonstrukce: pravidla znění karet neuvádějí, takže v této aplikaci jsou karty naše vlastní. Pokrývají velblouda, slona, šimpanze, pandu a zebru, každý druh jednou za tři body, jednou za dva body a jednou jako ušetřený.
zooloretto-rules-task-cards-6 = Karta 1: tři body za každý plný výběh velbloudů, dva body za každý plný výběh slonů a šimpanzi ve stáji nic nestojí.
zooloretto-rules-task-cards-7 = Karta 2: tři body za každý plný výběh slonů, dva body za každý plný výběh šimpanzů a pandy ve stáji nic nestojí.
zooloretto-rules-task-cards-8 = Karta 3: tři body za každý plný výběh šimpanzů, dva body za každý plný výběh pand a zebry ve stáji nic nestojí.
zooloretto-rules-task-cards-9 = Karta 4: tři body za každý plný výběh pand, dva body za každý plný výběh zeber a velbloudi ve stáji nic nestojí.
zooloretto-rules-task-cards-10 = Karta 5: tři body za každý plný výběh zeber, dva body za každý plný výběh velbloudů a sloni ve stáji nic nestojí.
zooloretto-rules-task-cards-11 = Plné výběhy: v této aplikaci se počítá i plný specializovaný výběh daného druhu, stejně jako každý jiný plný výběh.

## Téma: gorila

zooloretto-rules-gorilla-title = Rozšíření: gorila
zooloretto-rules-gorilla-words = gorila
zooloretto-rules-gorilla-1 = Gorila: první hráč, který zaplní svůj šestimístný výběh, získá výběh s gorilou a má ho až do konce hry. Nic se do něj umístit nedá; s ledním medvědem nebo sobem viz téma kombinace.
zooloretto-rules-gorilla-2 = Investice: jednou za hru smíš po otočení destičky položit jednu minci na svůj výběh s gorilou a tu destičku umístit rovnou k sobě do zoo, místo na vůz. V této aplikaci jde do výběhu nebo na stánkové místo, nikdy do stáje.
zooloretto-rules-gorilla-3 = Ztracená mince: ta mince zůstane na výběhu s gorilou. Na konci se nepočítá, ani při shodě.

## Téma: vkladní knížka

zooloretto-rules-savings-book-title = Rozšíření: vkladní knížka
zooloretto-rules-savings-book-words = vkladní knížka, knížka, úrok, spoření
zooloretto-rules-savings-book-1 = Vkladní knížka: každý hráč dostane jednu. Ve svém tahu ji smíš použít místo obvyklých akcí: vezmi jednu minci ze svých peněz a polož ji na pole 1.
zooloretto-rules-savings-book-2 = Jen jedna mince: na knížce smí ležet vždy jen jedna mince. Jakmile se vrátí, smíš knížku použít znovu.
zooloretto-rules-savings-book-3 = Úrok: na konci každého kola se mince posune o jedno pole výš. Na poli 4 se vrátí do tvé zásoby i s jednou mincí úroku z banky, a to i v posledním kole.
zooloretto-rules-savings-book-4 = Zamčeno: minci nejde z knížky vzít dřív, než dojde na pole 4. Mince, která na konci hry na knížce leží, se počítá při shodě.
zooloretto-rules-savings-book-5 = Posun: v této aplikaci se mince posouvá sama, takže se na ni nezapomene.

## Téma: sob

zooloretto-rules-reindeer-title = Rozšíření: sob
zooloretto-rules-reindeer-words = sob, soba, vánoce
zooloretto-rules-reindeer-1 = Sob: první hráč, který zaplní svůj šestimístný výběh, získá výběh se sobem a má ho až do konce hry. Nic se do něj umístit nedá; s ledním medvědem nebo gorilou viz téma kombinace.
zooloretto-rules-reindeer-2 = Body: majitel získá jeden bod za každé neobsazené pole výběhů základní hry, na desce zoo i na rozšiřujících deskách.
zooloretto-rules-reindeer-3 = Jen o Vánocích: podle pravidel smí sob do hry jen o Vánocích, a my držíme slovo. V této aplikaci přijde na návštěvu ve dnech 24. až 26. prosince.
zooloretto-rules-reindeer-4 = Netrpěliví: v této aplikaci smíš zapnout nastavení sob celý rok a sob přijde kterýkoli den. Jednou za rok stejně obletí celý svět, takže ho to neunaví.

## Téma: kombinace

zooloretto-rules-combining-title = Kombinování rozšíření
zooloretto-rules-combining-words = kombinace, kombinování, více rozšíření
zooloretto-rules-combining-1 = Více bonusů za šestimístný výběh: hraje-li se s víc než jedním z rozšíření lední medvěd, gorila a sob, vybere si první hráč, který zaplní šestimístný výběh, jeden z nich. Další hráč, který zaplní svůj, si vezme jeden ze zbylých.
zooloretto-rules-combining-2 = Nejvýš jeden: žádný hráč nezíská víc než jeden z těchto výběhů.
zooloretto-rules-combining-3 = Nedoporučeno: pravidla nedoporučují hrát pavilóny ani zoo pro mazlíčky s jinými rozšířeními. V této aplikaci to přesto smíš a aplikace tě při zakládání hry jednou větou upozorní.

zooloretto-rules-combining-4 = Ostatní: zbylá rozšíření se dají kombinovat libovolně.
