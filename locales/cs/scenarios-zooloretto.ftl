## Scénáře hry Zooloretto: řešené příklady z pravidel a několik našich, jako výukové lekce.
## Každý scénář má název, úvodní větu (zazní před přečtením zoo a končí tím, co má hráč
## udělat) a vysvětlení (zazní po vyprávění tahu). Výběhy a vozy se číslují jako ve hře,
## od 1. Malá čísla se píší slovy (dvě mince), jak je přečte hlas. Bez proměnných.

# Náš příklad, základní hra: mincový bonus.
scenarios-zooloretto-coin-bonus-last-space-title = Mince za poslední místo
scenarios-zooloretto-coin-bonus-last-space-setup = Výběh 1 má pět míst a žijí v něm už čtyři zebry. Na voze 1 je další zebra. Vezmi si vůz 1 a dej zebru do výběhu 1.
scenarios-zooloretto-coin-bonus-last-space-explanation = Zebra obsadila poslední volné místo výběhu 1, a tak ti banka vyplatila mincový bonus: za pětimístný výběh dvě mince. Čtyřmístný výběh vynese po zaplnění jednu minci, šestimístný nic. Bonus dostaneš pokaždé, když zvíře výběh zaplní, ať přijede na voze, přijde ze stáje, nebo se v něm narodí. Jedině výměna ho nepřinese nikdy.

# Náš příklad, základní hra: mláďata.
scenarios-zooloretto-offspring-fills-enclosure-title = Mládě zaplní výběh
scenarios-zooloretto-offspring-fills-enclosure-setup = Výběh 2 má čtyři místa a jsou v něm samec velblouda a ještě jeden velbloud. Na voze 1 je samice velblouda. Vezmi si vůz 1 a dej samici do výběhu 2.
scenarios-zooloretto-offspring-fills-enclosure-explanation = Ve výběhu 2 jsou teď spolu plodný samec a plodná samice, a tak se jim hned narodilo mládě a zůstalo u nich. Mládě obsadilo poslední místo a výběh ti vynesl svůj bonus, jednu minci, stejně jako za kterékoli jiné zvíře, které ho zaplní. Každý rodič má za hru jen jedno mládě. Kdyby byl výběh už plný, šlo by mládě do stáje.

# Náš příklad, základní hra, peněžní akce: výměna potřebuje zvířata na obou stranách.
scenarios-zooloretto-exchange-needs-animals-both-sides-title = Výměna potřebuje zvířata na obou stranách
scenarios-zooloretto-exchange-needs-animals-both-sides-setup = Výběh 3 má šest míst a žije v něm pět velbloudů, jeden tedy chybí. Výběh 1 má pět míst a jsou v něm dvě zebry. Výběh 2 je prázdný. Tvých pět velbloudů by přesně zaplnilo výběh 1. Zaplať jednu minci a vyměň zvířata mezi výběhy 1 a 3.
scenarios-zooloretto-exchange-needs-animals-both-sides-explanation = Velbloudi se přestěhovali do výběhu 1 a zaplnili ho: mají teď osm bodů místo šesti, které měli ve výběhu 3 bez jednoho zvířete. Zebry šly opačným směrem. Výměna prohodí všechna zvířata dvou výběhů. V obou výbězích musí být zvířata, v každém jiného druhu, a každá skupina se musí vejít do druhého výběhu. Proto se výměny nemohl účastnit prázdný výběh 2: do prázdného výběhu přicházejí zvířata jen po jednom, z vozu nebo ze stáje. A přestože velbloudi teď zaplňují výběh 1, výměna mincový bonus nikdy nepřinese.

# Náš příklad, základní hra: výměna nepřinese mince, ani když výběh zaplní mládě.
scenarios-zooloretto-exchange-offspring-no-coin-title = Za výměnu žádné mince
scenarios-zooloretto-exchange-offspring-no-coin-setup = Ve stáji máš samce velblouda, samici velblouda a ještě jednoho velblouda. Výběh 2 má čtyři místa a žije v něm jediná panda. Zaplať jednu minci a vyměň velbloudy ze stáje za pandu.
scenarios-zooloretto-exchange-offspring-no-coin-explanation = Tři velbloudi se přestěhovali do výběhu 2 a panda do stáje. Plodný pár měl hned mládě a to obsadilo poslední místo. Přesto žádná mince nepřišla: výměna mincový bonus nikdy nepřinese, ani když výběh zaplní mládě, které se při ní narodí. Kdyby samice přijela na voze, totéž mládě by ti vyneslo jednu minci.

# Náš příklad, základní hra, hodnocení: u čtyřmístného výběhu stačí jeden stánek.
scenarios-zooloretto-one-stall-is-enough-title = Stačí jeden stánek
scenarios-zooloretto-one-stall-is-enough-setup = Výběh 2 má čtyři místa a vedle něj jsou dvě stánková místa. Žijí v něm dva velbloudi, dvě místa jsou tedy prázdná a teď by výběh nevynesl nic. Na voze 1 je stánek s jídlem. Vezmi si vůz 1 a postav stánek na první stánkové místo u výběhu 2.
scenarios-zooloretto-one-stall-is-enough-explanation = Výběh, kterému chybějí dvě nebo víc zvířat, dostane jeden bod za každé zvíře, pokud vedle něj stojí aspoň jeden stánek. Výběh 2 má sice dvě stánková místa, ale stačí jediný stánek: jeho dva velbloudi teď vynesou dva body. Stánek s jídlem navíc přinese dva body jako druh stánku ve tvé zoo.

# Náš příklad, základní hra, hodnocení: tentýž stánek pomáhá výběhu a počítá se i jako druh.
scenarios-zooloretto-stall-counts-for-variety-title = Jeden stánek se počítá dvakrát
scenarios-zooloretto-stall-counts-for-variety-setup = Výběh 1 má pět míst a žijí v něm tři šimpanzi. U prázdného výběhu 3 stojí stánek s pitím. Na voze 1 je stánek s jídlem. Vezmi si vůz 1 a postav stánek k výběhu 1.
scenarios-zooloretto-stall-counts-for-variety-explanation = Díky stánku s jídlem dostane výběh 1 za každého šimpanze jeden bod, tedy tři body, přestože v něm dvě místa zůstávají prázdná. Tentýž stánek se přitom počítá i mezi druhy: ve tvé zoo jsou teď dva druhy stánků, s jídlem a s pitím, každý za dva body. Stánek si tedy nemusí vybírat, k čemu se započítá.

# Pravidla, tři nové budovy, restaurace: ve hře 2 hráčů 10 bodů za stánky.
scenarios-zooloretto-restaurant-ten-stall-points-title = Restaurace ve hře dvou hráčů
scenarios-zooloretto-restaurant-ten-stall-points-setup = Je to hra dvou hráčů a tvoje zoo má dvě rozšiřující desky, takže má celkem šest stánkových míst. Na čtyřech z nich stojí stánky: dva s jídlem, jeden s pitím a jeden se zmrzlinou, tedy tři druhy za šest bodů. Volná zůstávají jen dvě stánková místa u výběhu 2. Kup restauraci za tři mince a postav ji tam.
scenarios-zooloretto-restaurant-ten-stall-points-explanation = Restaurace potřebuje dvě volná stánková místa vedle sebe a ta nabízí jen čtyřmístný výběh. Jejímu majiteli se stánky počítají jinak: každý stánek na stánkovém místě mu dá dva body, ať je jakéhokoli druhu, a počítá se i restaurace sama. Čtyři stánky a restaurace tak vynesou deset bodů, kdežto tři druhy dávaly jen šest. Restaurace zůstane tam, kde byla postavena, a každý druh stánku ve stáji dál stojí dva body.

# Náš příklad, tři nové budovy: obchod se suvenýry dostane první hráč s mládětem.
scenarios-zooloretto-souvenir-shop-first-offspring-title = Obchod se suvenýry za první mládě
scenarios-zooloretto-souvenir-shop-first-offspring-setup = Zatím se nikomu nenarodilo mládě, a tak obchod se suvenýry ještě leží na stole. Výběh 3 má šest míst a žije v něm samec zebry a ještě jedna zebra. Na voze 1 je samice zebry. Vezmi si vůz 1 a dej samici do výběhu 3, pak postav obchod se suvenýry na stánkové místo u výběhu 3.
scenarios-zooloretto-souvenir-shop-first-offspring-explanation = Tvým zebrám se narodilo první mládě ve hře, a tak obchod se suvenýry připadl tobě a bylo třeba ho postavit na volné stánkové místo podle tvé volby. Kdyby žádné volné nebylo, šel by do stáje. Je to samostatný druh stánku za dva body a výběh vedle něj dostane jeden bod za každé zvíře, i když v něm dvě místa zůstanou prázdná. Na stánkovém místě navíc na konci hry vynese jeden bod za každé mládě ve tvých výbězích.

# Náš příklad, zoo pro mazlíčky: mládě z plného výběhu.
scenarios-zooloretto-petting-zoo-newborn-title = Mládě do zoo pro mazlíčky
scenarios-zooloretto-petting-zoo-newborn-setup = Výběh 2 má čtyři místa a jsou v něm samec velblouda a dva další velbloudi. Na voze 1 je samice velblouda. Vezmi si vůz 1 a dej samici do výběhu 2, pak dej mládě do své zoo pro mazlíčky.
scenarios-zooloretto-petting-zoo-newborn-explanation = Samice zaplnila výběh 2 a ten ti vynesl jednu minci. Potom měl pár mládě. Výběh už byl plný, takže bez zoo pro mazlíčky by mládě skončilo ve stáji a stálo by tě body. Do zoo pro mazlíčky se mládě dostane jen hned po narození, nikdy přesunem ani výměnou. Za první mládě v ní dostaneš jednu minci, za druhé dvě mince. Vejdou se tam dvě mláďata a body nepřinášejí.

# Náš příklad, lední medvěd: první zaplněný šestimístný výběh.
scenarios-zooloretto-polar-bear-halves-barn-title = Lední medvěd půlí ztrátu za stáj
scenarios-zooloretto-polar-bear-halves-barn-setup = Šestimístný výběh zatím nikdo nezaplnil. Tvůj výběh 3 má šest míst a žije v něm pět pand. Ve stáji máš zebru a stánek s jídlem, které by tě stály čtyři body. Na voze 1 je panda. Vezmi si vůz 1 a dej pandu do výběhu 3.
scenarios-zooloretto-polar-bear-halves-barn-explanation = Tvůj šestimístný výběh se zaplnil jako první ve hře, a tak ti ze stolu připadl výběh s ledním medvědem. Jeho majitel ztrácí za stáj jen polovinu bodů: dva místo čtyř. Plný šestimístný výběh vynese deset bodů, ale mince za jeho zaplnění nedostaneš. Do výběhu s ledním medvědem se nikdy nic nedává a zůstane ti až do konce hry.

# Pravidla, přemisťovatelná staveniště, příklad: Claus přidá třetího slona.
scenarios-zooloretto-construction-site-third-elephant-title = Třetí slon vedle staveniště
scenarios-zooloretto-construction-site-third-elephant-setup = Výběh 2 má čtyři místa: žijí v něm dva sloni a na třetí místo ti jiný hráč položil staveniště. Na voze 1 je další slon. Vezmi si vůz 1 a dej slona do výběhu 2.
scenarios-zooloretto-construction-site-third-elephant-explanation = Slon obsadil poslední volné místo, a přesto žádná mince nepřišla. Staveniště své místo blokuje, ale pro mincový bonus i pro hodnocení se to místo počítá jako prázdné. Tak dál chybí jedno zvíře výběhu 2: teď žádný bonus a na konci čtyři body místo pěti. Peněžní akcí předání stavenišť můžeš za jednu minci poslat až dvě staveniště jiným hráčům.

# Náš příklad, vkladní knížka: úrok na konci kola.
scenarios-zooloretto-savings-book-interest-title = Úrok z vkladní knížky
scenarios-zooloretto-savings-book-interest-setup = Máš dvě mince a na poli 3 tvé vkladní knížky leží uložená mince. Druhý hráč si už vůz vzal, takže jakmile si vůz vezmeš i ty, kolo skončí. Vezmi si vůz 1 a dej jeho zebru do výběhu 1.
scenarios-zooloretto-savings-book-interest-explanation = Na konci kola se uložená mince posunula na pole 4, a tak se ti vrátila do zásoby i s jednou mincí úroku z banky: teď máš čtyři mince. Uložená mince nemůže knížku opustit dřív, než dojde na pole 4, a na knížce smí ležet vždy nejvýš jedna mince. V některém z dalších tahů můžeš místo obvyklé akce zase jednu uložit.
