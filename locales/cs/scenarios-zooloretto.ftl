## Scénáře hry Zooloretto: řešené příklady z pravidel a několik našich, jako výukové lekce.
## Každý scénář má název, úvodní větu (zazní před přečtením zoo a končí tím, co má hráč
## udělat) a vysvětlení (zazní po vyprávění tahu). Výběhy a vozy se číslují jako ve hře,
## od 1. Bez proměnných.

# Náš příklad, základní hra: mincový bonus.
scenarios-zooloretto-coin-bonus-last-space-title = Mince za poslední místo
scenarios-zooloretto-coin-bonus-last-space-setup = Výběh 1 má 5 míst a žijí v něm už 4 zebry. Na voze 1 je další zebra. Vezmi si vůz 1 a dej zebru do výběhu 1.
scenarios-zooloretto-coin-bonus-last-space-explanation = Zebra obsadila poslední volné místo výběhu 1, a tak ti banka vyplatila mincový bonus: za 5místný výběh 2 mince. 4místný výběh vynese po zaplnění 1 minci, 6místný nic. Bonus dostaneš pokaždé, když zvíře výběh zaplní, ať přijede na voze, přijde ze stáje, nebo se v něm narodí. Jedině výměna ho nepřinese nikdy.

# Náš příklad, základní hra: mláďata.
scenarios-zooloretto-offspring-fills-enclosure-title = Mládě zaplní výběh
scenarios-zooloretto-offspring-fills-enclosure-setup = Výběh 2 má 4 místa a jsou v něm samec velblouda a ještě jeden velbloud. Na voze 1 je samice velblouda. Vezmi si vůz 1 a dej samici do výběhu 2.
scenarios-zooloretto-offspring-fills-enclosure-explanation = Ve výběhu 2 jsou teď spolu plodný samec a plodná samice, a tak se jim hned narodilo mládě a zůstalo u nich. Mládě obsadilo poslední místo a výběh ti vynesl svůj bonus, 1 minci, stejně jako za kterékoli jiné zvíře, které ho zaplní. Každý rodič má za hru jen jedno mládě. Kdyby byl výběh už plný, šlo by mládě do stáje.

# Náš příklad, základní hra, peněžní akce: výměna potřebuje zvířata na obou stranách.
scenarios-zooloretto-exchange-needs-animals-both-sides-title = Výměna potřebuje zvířata na obou stranách
scenarios-zooloretto-exchange-needs-animals-both-sides-setup = Výběh 3 má 6 míst a žije v něm 5 velbloudů, jeden tedy chybí. Výběh 1 má 5 míst a jsou v něm 2 zebry. Výběh 2 je prázdný. Tvých 5 velbloudů by výběh 1 přesně zaplnilo. Zaplať 1 minci a vyměň zvířata mezi výběhy 1 a 3.
scenarios-zooloretto-exchange-needs-animals-both-sides-explanation = Velbloudi se přestěhovali do výběhu 1 a zaplnili ho: mají teď 8 bodů místo 6, které měli ve výběhu 3 bez jednoho zvířete. Zebry šly opačným směrem. Výměna prohodí všechna zvířata 2 výběhů. V obou výbězích musí být zvířata, v každém jiného druhu, a každá skupina se musí vejít do druhého výběhu. Proto prázdný výběh 2 do výměny vstoupit nemohl: do prázdného výběhu přicházejí zvířata jen po jednom, z vozu nebo ze stáje. A přestože velbloudi teď výběh 1 zaplňují, výměna mincový bonus nikdy nepřinese.

# Náš příklad, základní hra: výměna nepřinese mince, ani když výběh zaplní mládě.
scenarios-zooloretto-exchange-offspring-no-coin-title = Za výměnu žádné mince
scenarios-zooloretto-exchange-offspring-no-coin-setup = Ve stáji máš samce velblouda, samici velblouda a ještě jednoho velblouda. Výběh 2 má 4 místa a žije v něm jediná panda. Zaplať 1 minci a vyměň velbloudy ze stáje za pandu.
scenarios-zooloretto-exchange-offspring-no-coin-explanation = 3 velbloudi se přestěhovali do výběhu 2 a panda do stáje. Plodný pár měl hned mládě a to obsadilo poslední místo. Přesto žádná mince nepřišla: výměna mincový bonus nikdy nepřinese, ani když výběh zaplní mládě, které se při ní narodí. Kdyby samice přijela na voze, totéž mládě by ti vyneslo 1 minci.

# Náš příklad, základní hra, hodnocení: u 4místného výběhu stačí jeden stánek.
scenarios-zooloretto-one-stall-is-enough-title = Stačí jeden stánek
scenarios-zooloretto-one-stall-is-enough-setup = Výběh 2 má 4 místa a vedle něj jsou 2 stánková místa. Žijí v něm 2 velbloudi, 2 místa jsou tedy prázdná a teď by výběh nevynesl nic. Na voze 1 je stánek s jídlem. Vezmi si vůz 1 a postav stánek na první stánkové místo u výběhu 2.
scenarios-zooloretto-one-stall-is-enough-explanation = Výběh, kterému chybějí 2 nebo víc zvířat, dostane 1 bod za každé zvíře, pokud vedle něj stojí aspoň jeden stánek. Výběh 2 má sice 2 stánková místa, ale stačí jediný stánek: jeho 2 velbloudi teď vynesou 2 body. Stánek s jídlem navíc přinese 2 body jako druh stánku ve tvé zoo.

# Náš příklad, základní hra, hodnocení: tentýž stánek pomáhá výběhu a počítá se i jako druh.
scenarios-zooloretto-stall-counts-for-variety-title = Jeden stánek se počítá dvakrát
scenarios-zooloretto-stall-counts-for-variety-setup = Výběh 1 má 5 míst a žijí v něm 3 šimpanzi. U prázdného výběhu 3 stojí stánek s pitím. Na voze 1 je stánek s jídlem. Vezmi si vůz 1 a postav stánek k výběhu 1.
scenarios-zooloretto-stall-counts-for-variety-explanation = Díky stánku s jídlem dostane výběh 1 za každého šimpanze 1 bod, tedy 3 body, přestože v něm 2 místa zůstávají prázdná. Tentýž stánek se přitom počítá i mezi druhy: ve tvé zoo jsou teď 2 druhy stánků, s jídlem a s pitím, každý za 2 body. Stánek si tedy nemusí vybírat, k čemu se započítá.

# Pravidla, tři nové budovy, restaurace: ve hře 2 hráčů 10 bodů za stánky.
scenarios-zooloretto-restaurant-ten-stall-points-title = Restaurace ve hře 2 hráčů
scenarios-zooloretto-restaurant-ten-stall-points-setup = Je to hra 2 hráčů a tvoje zoo má 2 rozšiřující desky, takže má celkem 6 stánkových míst. Na 4 z nich stojí stánky: 2 s jídlem, 1 s pitím a 1 se zmrzlinou, tedy 3 druhy za 6 bodů. Volná zůstávají jen 2 stánková místa u výběhu 2. Kup restauraci za 3 mince a postav ji tam.
scenarios-zooloretto-restaurant-ten-stall-points-explanation = Restaurace potřebuje 2 volná stánková místa vedle sebe a ta nabízí jen 4místný výběh. Jejímu majiteli se stánky počítají jinak: každý stánek na stánkovém místě mu dá 2 body, ať je jakéhokoli druhu, a počítá se i restaurace sama. 4 stánky a restaurace tak vynesou 10 bodů, kdežto 3 druhy dávaly jen 6. Restaurace zůstane tam, kde byla postavena, a každý druh stánku ve stáji dál stojí 2 body.

# Náš příklad, tři nové budovy: obchod se suvenýry dostane první hráč s mládětem.
scenarios-zooloretto-souvenir-shop-first-offspring-title = Obchod se suvenýry za první mládě
scenarios-zooloretto-souvenir-shop-first-offspring-setup = Zatím se nikomu nenarodilo mládě, a tak obchod se suvenýry ještě leží na stole. Výběh 3 má 6 míst a žije v něm samec zebry a ještě jedna zebra. Na voze 1 je samice zebry. Vezmi si vůz 1 a dej samici do výběhu 3, pak postav obchod se suvenýry na stánkové místo u výběhu 3.
scenarios-zooloretto-souvenir-shop-first-offspring-explanation = Tvým zebrám se narodilo první mládě ve hře, a tak obchod se suvenýry připadl tobě a bylo třeba ho postavit na volné stánkové místo podle tvé volby. Kdyby žádné volné nebylo, šel by do stáje. Je to samostatný druh stánku za 2 body a výběh vedle něj dostane 1 bod za každé zvíře, i když v něm 2 místa zůstanou prázdná. Na stánkovém místě navíc na konci hry vynese 1 bod za každé mládě ve tvých výbězích.

# Náš příklad, zoo pro mazlíčky: mládě z plného výběhu.
scenarios-zooloretto-petting-zoo-newborn-title = Mládě do zoo pro mazlíčky
scenarios-zooloretto-petting-zoo-newborn-setup = Výběh 2 má 4 místa a jsou v něm samec velblouda a 2 další velbloudi. Na voze 1 je samice velblouda. Vezmi si vůz 1 a dej samici do výběhu 2, pak dej mládě do své zoo pro mazlíčky.
scenarios-zooloretto-petting-zoo-newborn-explanation = Samice zaplnila výběh 2 a ten ti vynesl 1 minci. Potom měl pár mládě. Výběh už byl plný, takže bez zoo pro mazlíčky by mládě skončilo ve stáji a stálo by tě body. Do zoo pro mazlíčky se mládě dostane jen hned po narození, nikdy přesunem ani výměnou. Za první mládě v ní dostaneš 1 minci, za druhé 2 mince. Vejdou se tam 2 mláďata a body nepřinášejí.

# Náš příklad, lední medvěd: první zaplněný 6místný výběh.
scenarios-zooloretto-polar-bear-halves-barn-title = Lední medvěd půlí ztrátu za stáj
scenarios-zooloretto-polar-bear-halves-barn-setup = 6místný výběh zatím nikdo nezaplnil. Tvůj výběh 3 má 6 míst a žije v něm 5 pand. Ve stáji máš zebru a stánek s jídlem, které by tě stály 4 body. Na voze 1 je panda. Vezmi si vůz 1 a dej pandu do výběhu 3.
scenarios-zooloretto-polar-bear-halves-barn-explanation = Tvůj 6místný výběh se zaplnil jako první ve hře, a tak ti ze stolu připadl výběh s ledním medvědem. Jeho majitel ztrácí za stáj jen polovinu bodů: 2 místo 4. Plný 6místný výběh vynese 10 bodů, ale mince za jeho zaplnění nedostaneš. Do výběhu s ledním medvědem se nikdy nic nedává a zůstane ti až do konce hry.

# Pravidla, přemisťovatelná staveniště, příklad: Claus přidá třetího slona.
scenarios-zooloretto-construction-site-third-elephant-title = Třetí slon vedle staveniště
scenarios-zooloretto-construction-site-third-elephant-setup = Výběh 2 má 4 místa: žijí v něm 2 sloni a na třetí místo ti jiný hráč položil staveniště. Na voze 1 je další slon. Vezmi si vůz 1 a dej slona do výběhu 2.
scenarios-zooloretto-construction-site-third-elephant-explanation = Slon obsadil poslední volné místo, a přesto žádná mince nepřišla. Staveniště své místo blokuje, ale pro mincový bonus i pro hodnocení se to místo počítá jako prázdné. Výběhu 2 tak dál jedno zvíře chybí: teď žádný bonus a na konci 4 body místo 5. Peněžní akcí předání stavenišť můžeš za 1 minci poslat až 2 staveniště jiným hráčům.

# Náš příklad, vkladní knížka: úrok na konci kola.
scenarios-zooloretto-savings-book-interest-title = Úrok z vkladní knížky
scenarios-zooloretto-savings-book-interest-setup = Máš 2 mince a na poli 3 tvé vkladní knížky leží uložená mince. Druhý hráč si už vůz vzal, takže jakmile si vůz vezmeš i ty, kolo skončí. Vezmi si vůz 1 a dej jeho zebru do výběhu 1.
scenarios-zooloretto-savings-book-interest-explanation = Na konci kola se uložená mince posunula na pole 4, a tak se ti vrátila do zásoby i s 1 mincí úroku z banky: teď máš 4 mince. Uložená mince nemůže knížku opustit dřív, než dojde na pole 4, a na knížce smí ležet vždy nejvýš jedna mince. V některém z dalších tahů můžeš místo obvyklé akce zase jednu uložit.
