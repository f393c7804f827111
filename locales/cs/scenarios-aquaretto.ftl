## Scénáře hry Aquaretto: řešené příklady z pravidel a několik našich, jako výukové lekce.
## Každý scénář má název, úvodní větu (zazní před přečtením stolu a končí tím, co má hráč
## udělat) a vysvětlení (zazní po vyprávění tahu). Hráč sedí na 1. místě, druhý hráč se
## jmenuje hráč 2. Vozy se číslují od 1. Bez proměnných.

# Pravidla, založení nové nádrže: Klaus zakládá nádrž s kosatkami vedle delfínů.
scenarios-aquaretto-klaus-orca-pool-title = Klaus zakládá nádrž s kosatkami
scenarios-aquaretto-klaus-orca-pool-setup = Stejně jako Klaus z pravidel máš nádrž se 3 delfíny na B2, C2 a B3. Vůz 1 ti veze první kosatku. Mezi 2 nádržemi musí vždy zůstat volné pole, dotýkat se rohem ale smějí. Vezmi vůz 1 a polož kosatku na D3.
scenarios-aquaretto-klaus-orca-pool-explanation = Kosatka založila novou nádrž a je to tvůj druhý druh ze 3 povolených. Pole D3 se delfína na C2 dotýká jen rohem, a dotyk rohem se nepočítá. Žádné pole, které s některým delfínem sdílí hranu, třeba D2, C3 nebo B4, pro kosatku nepřicházelo v úvahu, a tak obě nádrže od sebe odděluje volné pole.

# Pravidla, bonusy za zvětšování nádrže: 3. a 4. destička najednou dají 1 minci.
scenarios-aquaretto-two-tiles-one-coin-title = Bonus za 2 destičky najednou
scenarios-aquaretto-two-tiles-one-coin-setup = Tvoje nádrž s kosatkami má 2 destičky, na C2 a C3, a vůz 1 veze další 2 kosatky. Nádrž vynese 1 minci, když naroste na 3, 6, 9 nebo 12 destiček. Vezmi vůz 1, polož kosatku na C4 a kosatku s bleskem na C5.
scenarios-aquaretto-two-tiles-one-coin-explanation = První kosatka zvětšila nádrž na 3 destičky a banka ti za to vyplatila 1 minci. Druhá ji zvětšila na 4 a za to nedostaneš nic. I když nádrž v jediném tahu naroste o 2 destičky, bonus dostaneš právě jednou, a tak teď máš 2 mince.

# Náš příklad, bonusy za zvětšování nádrže: 5. destička přinese zaměstnance, hned umístěného.
scenarios-aquaretto-fifth-tile-worker-title = Pátá destička přivede zaměstnance
scenarios-aquaretto-fifth-tile-worker-setup = Tvoje nádrž s ledními medvědy má 4 destičky, všechny se symbolem ryby, a vůz 1 veze dalšího ledního medvěda. Když nádrž dosáhne 5 nebo 10 destiček, získáš zaměstnance, kterého musíš hned umístit. Vezmi vůz 1, polož medvěda na C5 a nového zaměstnance udělej ošetřovatelem.
scenarios-aquaretto-fifth-tile-worker-explanation = Pátá destička ti ze zásoby přivedla zaměstnance a ten hned zaujal místo u krmicí stanice. Ošetřovatel dá na konci hry 1 bod za každou destičku se symbolem ryby ve tvém vodním zooparku, takže 5 ledních medvědů ti teď vynese 5 bodů jako zvířata a dalších 5 díky ošetřovateli. Mít můžeš nejvýš 2 ošetřovatele.

# Náš příklad, mláďata: rodiče nemusí ležet vedle sebe.
scenarios-aquaretto-offspring-born-apart-title = Pár ve stejné nádrži má mládě
scenarios-aquaretto-offspring-born-apart-setup = Ve tvé nádrži s kosatkami je na B2 samec schopný páření a na C2 obyčejná kosatka. Vůz 1 veze samici schopnou páření. Vezmi vůz 1, polož samici na D2 a potom mládě na B3.
scenarios-aquaretto-offspring-born-apart-explanation = Samice se dostala do stejné nádrže jako samec, a tak se hned narodilo mládě, přestože rodiče neleží vedle sebe. Mládě se počítá jako další kosatka této nádrže: samice nádrž zvětšila na 3 destičky a vynesla ti minci, mládě ji zvětšilo na 4. Každý samec i každá samice může mít mládě jen jednou.

# Pravidla, poznámka k mláďatům: třetí zvíře schopné páření k páru mládě nepřinese.
scenarios-aquaretto-third-fertile-waits-title = Třetí kosatka schopná páření čeká
scenarios-aquaretto-third-fertile-waits-setup = Ve tvé nádrži s kosatkami jsou samec a samice, kteří už své mládě mají, a to leží na D2. Vůz 1 veze druhého samce schopného páření. Vezmi vůz 1 a polož samce na E2.
scenarios-aquaretto-third-fertile-waits-explanation = Tentokrát se žádné mládě nenarodilo. První pár už své jediné mládě má a nový samec zatím nemá vlastní partnerku. Počká, až do nádrže přibude druhá samice schopná páření, a pak spolu budou mít mládě.

# Náš příklad, mláďata: nádrž, která nemůže růst, pošle mládě do skladu.
scenarios-aquaretto-offspring-to-depot-title = Mládě bez místa jde do skladu
scenarios-aquaretto-offspring-to-depot-setup = Tvůj delfín, samec schopný páření, je na B1 v horní řadě vodního zooparku. Tvůj lední medvěd na A2 a tvoje kosatka na D2 nechávají nádrži s delfíny jen 1 pole, kam může růst: C1. Vůz 1 veze samici delfína schopnou páření. Vezmi vůz 1 a polož ji na C1.
scenarios-aquaretto-offspring-to-depot-explanation = Pár měl hned mládě, jenže nádrž už nemohla růst: každé pole vedle ní, B2, C2 i D1, sousedí s tvým ledním medvědem nebo s tvou kosatkou. Mládě nelze odmítnout, a tak skončilo ve tvém skladu, kde tě na konci hry každý druh stojí 2 body.

# Náš příklad, hra 2 hráčů: 3 vozy, blokující destičky lícem dolů, zbytek odchází ze hry.
scenarios-aquaretto-two-player-trucks-title = Vozy ve hře 2 hráčů
scenarios-aquaretto-two-player-trucks-setup = Ve hře 2 hráčů jsou na stole 3 vozy a destičky otočené lícem dolů jim po celou hru blokují část přihrádek: na vůz 1 se vejdou 3 destičky, na vůz 2 jen 2 a na vůz 3 jen 1. Vůz 1 si už vzal hráč 2. Vezmi vůz 2, polož kosatku na C3 a kosatku s bleskem na C4.
scenarios-aquaretto-two-player-trucks-explanation = Z vozu 2 ti připadly jen kosatky otočené lícem nahoru, destička lícem dolů zůstává na voze až do konce hry. Každý hráč teď má vůz, takže kolo skončilo a hroch z vozu 3 byl vyřazen ze hry: ve hře 2 hráčů se destičky z vozu, který si nikdo nevzal, vždy odstraní.

# Pravidla, poznámka ke konci kola a častá otázka: poslední hráč v kole smí dál jednat.
scenarios-aquaretto-alone-in-the-round-title = Poslední v kole
scenarios-aquaretto-alone-in-the-round-setup = Hráč 2 si už vzal vůz, takže v tomto kole zbýváš jen ty. Ve skladu máš hrocha a na něm kosatku a k tomu 3 mince. Přesuň kosatku ze skladu na C4 za 1 minci a potom odlož hrocha za 2 mince.
scenarios-aquaretto-alone-in-the-round-explanation = Poslední hráč v kole hraje tah za tahem, dokud si nevezme vůz. Každý tah je 1 akce, a tak tu proběhly 2 peněžní akce za sebou: přesun za 1 minci a odložení za 2 mince, které hrocha vyřadilo ze hry. Obě platby šly do banky. Tvůj sklad je prázdný a na tahu jsi pořád ty.

# Náš příklad, peněžní akce nákup: 1 mince prodávajícímu, 1 do banky.
scenarios-aquaretto-buy-from-depot-title = Nákup z cizího skladu
scenarios-aquaretto-buy-from-depot-setup = Ve skladu hráče 2 leží delfín na kosatce a tvoje nádrž s delfíny je na C3. Máš 3 mince. Kup delfína a polož ho na C4.
scenarios-aquaretto-buy-from-depot-explanation = Nákup stojí 2 mince: 1 dostane majitel skladu a 1 jde do banky, a majitel nákup nemůže odmítnout. Koupit lze jen horní destičku a musíš ji umístit do svého vodního zooparku podle obvyklých pravidel. Peněžní akce ti zabrala celý tah.

# Náš příklad, peněžní akce rozšíření: velká deska dovolí další druh.
scenarios-aquaretto-expand-new-species-title = Velká deska pro čtvrtý druh
scenarios-aquaretto-expand-new-species-setup = Ve tvém vodním zooparku už jsou delfíni, kosatky a lední medvědi, tedy 3 druhy, a víc jich zatím mít nesmíš. Hráč 2 si už vzal vůz, takže v kole zbýváš jen ty. Máš 2 mince a vůz 2 veze hrocha. Přidej velkou desku na F2, G2, F3 a G3, pak vezmi vůz 2 a polož hrocha na E2.
scenarios-aquaretto-expand-new-species-explanation = Velká deska stojí 2 mince, přidá 4 pole a dovolí 1 další druh; malá deska stojí 1 minci a přidá 3 pole, ale žádný další druh. Nová nádrž nemusí ležet na nové desce: pole E2 je volné a nesousedí s žádnou jinou nádrží. Po vzetí vozu kolo skončilo.

# Pravidla, příklad dodatečných bodů za cvičitele (obrázek na s. 4) a častá otázka: z manažera cvičitel.
scenarios-aquaretto-trainer-three-and-five-title = Cvičitelé za 3 a 5 bodů
scenarios-aquaretto-trainer-three-and-five-setup = Tohle je obrázek se cvičiteli z pravidel. Na B3 stojí cvičitel, tvůj manažer sedí na lavičce u skladu a máš 1 minci. Kosatky leží na B2, C2, D2 a D3, delfíni na B4, C5 a s bleskem na C4. Přesuň manažera na C3, ať se z něj stane cvičitel.
scenarios-aquaretto-trainer-three-and-five-explanation = Za 1 minci se z manažera stal cvičitel. Cvičitel dá 1 bod za každého delfína, kosatku nebo lachtana na 8 polích kolem sebe, ale nic za destičku s bleskem. Cvičitel na B3 vynese 3 body: za kosatky na B2 a C2 a za delfína na B4. Cvičitel na C3 vynese 5 bodů: za všechny 4 kosatky a za delfína na B4, takže tyto 3 destičky se počítají oběma cvičitelům. Delfín s bleskem na C4 nevynese nic a stejně tak delfín na C5, vedle kterého žádný cvičitel nestojí.

# Náš příklad, konec hry: první destička zpod kotouče zahájí poslední kolo.
scenarios-aquaretto-end-stack-last-round-title = Destička pod kotoučem zahájí poslední kolo
scenarios-aquaretto-end-stack-last-round-setup = Hlavní hromádky došly a zbývá jen 15 destiček pod kotoučem. Vůz 1 si vzal hráč 2, vůz 2 veze delfína, vůz 3 je prázdný a tvoje kosatka je na C3. Otoč destičku a polož ji na vůz 3, pak vezmi vůz 3 a polož destičku na C4.
scenarios-aquaretto-end-stack-last-round-explanation = První destička zpod kotouče zahájila poslední kolo a to se vždy hraje až do konce, tedy dokud si všichni nevezmou vůz. Jakmile byl vzat poslední vůz, kolo skončilo: delfín, který zůstal na voze 2, byl vyřazen ze hry, hra skončila a přišlo na řadu hodnocení zooparků.

# Pravidla, častá otázka: po odstoupení z posledního kola už žádné peněžní akce.
scenarios-aquaretto-no-money-after-leaving-title = Po vzetí vozu už žádné peněžní akce
scenarios-aquaretto-no-money-after-leaving-setup = Je poslední kolo: destičky se už berou zpod kotouče. Máš 3 mince a ve skladu hrocha, který tě bude stát 2 body. Přesto vezmi vůz 1, polož kosatku na C4 a poslouchej, co bude dál.
scenarios-aquaretto-no-money-after-leaving-explanation = Po vzetí vozu už v kole nejsi a nemůžeš provést žádnou akci, ani peněžní, zatímco hráč 2 dohrává. Hroch tedy zůstal ve skladu a při hodnocení tě stál 2 body. Odložení za 2 mince před vzetím vozu by ti ty body ušetřilo.

# Pravidla, příklad hodnocení (obrázek na s. 6): 30 bodů.
scenarios-aquaretto-scoring-thirty-points-title = Příklad hodnocení za 30 bodů
scenarios-aquaretto-scoring-thirty-points-setup = Tohle je příklad hodnocení z pravidel, chybí mu jen poslední destička. Ve vodním zooparku máš 6 delfínů, 5 lachtanů, 6 ledních medvědů a 1 hrocha, k tomu 2 cvičitele a ošetřovatele; ve skladu máš 2 druhy zvířat a k tomu 2 mince. Hráč 2 si už vůz vzal, takže až si vezmeš poslední vůz, hra skončí. Vezmi vůz 2 a polož hrocha na G3.
scenarios-aquaretto-scoring-thirty-points-explanation = Každé zvíře ve vodním zooparku dá 1 bod: 6 delfínů, 6 ledních medvědů, 5 lachtanů a 2 hroši dají dohromady 19. Cvičitel na C2 přidá 6 bodů za 4 delfíny a 2 lachtany, cvičitel na C3 přidá 4 body za 2 delfíny a 2 lachtany a lachtan s bleskem na D4 se cvičitelům nepočítá. Ošetřovatel přidá 5 bodů za 5 destiček s rybou. Bez pokladního ti 2 mince nedají nic a bez manažera tě 2 druhy ve skladu stojí 4 body. Součet: 30.
