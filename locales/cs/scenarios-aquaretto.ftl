## Scénáře hry Aquaretto: řešené příklady z pravidel a několik našich, jako výukové lekce.
## Každý scénář má název, úvodní větu (zazní před přečtením stolu a končí tím, co má hráč
## udělat) a vysvětlení (zazní po vyprávění tahu). Hráč sedí na prvním místě, druhý hráč se
## jmenuje hráč 2. Malá čísla se píší slovy (dvě mince), čísla vozů, hráčů a pole číslicí. Vozy se číslují od 1. Bez proměnných.

# Pravidla, založení nové nádrže: Klaus zakládá nádrž s kosatkami vedle delfínů.
scenarios-aquaretto-klaus-orca-pool-title = Klaus zakládá nádrž s kosatkami
scenarios-aquaretto-klaus-orca-pool-setup = Stejně jako Klaus z pravidel máš nádrž se třemi delfíny na 2B, 2C a 3B. Vůz 1 veze první kosatku. Mezi dvěma nádržemi musí vždy zůstat volné pole, dotýkat se rohem ale smějí. Vezmi vůz 1 a polož kosatku na 3D.
scenarios-aquaretto-klaus-orca-pool-explanation = Kosatka založila novou nádrž a je to tvůj druhý druh ze tří povolených. Pole 3D se delfína na 2C dotýká jen rohem, a dotyk rohem se nepočítá. Žádné pole, které s některým delfínem sdílí hranu, třeba 2D, 3C nebo 4B, pro kosatku nepřicházelo v úvahu, a tak obě nádrže od sebe odděluje volné pole.

# Pravidla, bonusy za zvětšování nádrže: třetí a čtvrtá destička najednou dají jednu minci.
scenarios-aquaretto-two-tiles-one-coin-title = Bonus za dvě destičky najednou
scenarios-aquaretto-two-tiles-one-coin-setup = Tvoje nádrž s kosatkami má dvě destičky, na 2C a 3C, a vůz 1 veze další dvě kosatky. Nádrž vynese jednu minci, když naroste na tři, šest, devět nebo 12 destiček. Vezmi vůz 1, polož kosatku na 4C a kosatku s bleskem na 5C.
scenarios-aquaretto-two-tiles-one-coin-explanation = První kosatka zvětšila nádrž na tři destičky a banka ti za to vyplatila jednu minci. Druhá ji zvětšila na čtyři a za to nedostaneš nic. I když nádrž v jediném tahu naroste o dvě destičky, bonus dostaneš právě jednou, a tak teď máš dvě mince.

# Náš příklad, bonusy za zvětšování nádrže: pátá destička přinese zaměstnance, hned umístěného.
scenarios-aquaretto-fifth-tile-worker-title = Pátá destička přivede zaměstnance
scenarios-aquaretto-fifth-tile-worker-setup = Tvoje nádrž s ledními medvědy má čtyři destičky, všechny se symbolem ryby, a vůz 1 veze dalšího ledního medvěda. Když nádrž dosáhne pěti nebo deseti destiček, získáš zaměstnance, kterého musíš hned umístit. Vezmi vůz 1, polož medvěda na 5C a nového zaměstnance udělej ošetřovatelem.
scenarios-aquaretto-fifth-tile-worker-explanation = Pátá destička ti ze zásoby přivedla zaměstnance a ten hned zaujal místo u krmicí stanice. Ošetřovatel dá na konci hry jeden bod za každou destičku se symbolem ryby ve tvém vodním zooparku, takže pět ledních medvědů ti teď vynese pět bodů jako zvířata a dalších pět díky ošetřovateli. Mít můžeš nejvýš dva ošetřovatele.

# Náš příklad, mláďata: rodiče nemusí ležet vedle sebe.
scenarios-aquaretto-offspring-born-apart-title = Pár ve stejné nádrži má mládě
scenarios-aquaretto-offspring-born-apart-setup = Ve tvé nádrži s kosatkami je na 2B samec schopný páření a na 2C obyčejná kosatka. Vůz 1 veze samici schopnou páření. Vezmi vůz 1, polož samici na 2D a potom mládě na 3B.
scenarios-aquaretto-offspring-born-apart-explanation = Samice se dostala do stejné nádrže jako samec, a tak se hned narodilo mládě, přestože rodiče neleží vedle sebe. Mládě se počítá jako další kosatka této nádrže: samice nádrž zvětšila na tři destičky a vynesla ti minci, mládě ji zvětšilo na čtyři. Každý samec i každá samice může mít mládě jen jednou.

# Pravidla, poznámka k mláďatům: třetí zvíře schopné páření k páru mládě nepřinese.
scenarios-aquaretto-third-fertile-waits-title = Třetí kosatka schopná páření čeká
scenarios-aquaretto-third-fertile-waits-setup = Ve tvé nádrži s kosatkami jsou samec a samice, kteří už své mládě mají, a to leží na 2D. Vůz 1 veze druhého samce schopného páření. Vezmi vůz 1 a polož samce na 2E.
scenarios-aquaretto-third-fertile-waits-explanation = Tentokrát se žádné mládě nenarodilo. První pár už své jediné mládě má a nový samec zatím nemá vlastní partnerku. Počká, až do nádrže přibude druhá samice schopná páření, a pak spolu budou mít mládě.

# Náš příklad, mláďata: nádrž, která nemůže růst, pošle mládě do skladu.
scenarios-aquaretto-offspring-to-depot-title = Mládě bez místa jde do skladu
scenarios-aquaretto-offspring-to-depot-setup = Tvůj delfín, samec schopný páření, je na 1B v horní řadě vodního zooparku. Tvoje kosatka je na 2D a tvůj lední medvěd na 2A, takže nádrži s delfíny zbývá jen jedno pole, kam může růst: 1C. Vůz 1 veze samici delfína schopnou páření. Vezmi vůz 1 a polož ji na 1C.
scenarios-aquaretto-offspring-to-depot-explanation = Pár měl hned mládě, jenže nádrž už nemohla růst: každé pole vedle ní, 2B, 2C i 1D, sousedí s tvým ledním medvědem nebo s tvou kosatkou. Mládě nelze odmítnout, a tak skončilo ve tvém skladu, kde tě na konci hry každý druh stojí dva body.

# Náš příklad, hra dvou hráčů: tři vozy, blokující destičky lícem dolů, zbytek odchází ze hry.
scenarios-aquaretto-two-player-trucks-title = Vozy ve hře dvou hráčů
scenarios-aquaretto-two-player-trucks-setup = Ve hře dvou hráčů jsou na stole tři vozy a destičky otočené lícem dolů jim po celou hru blokují část přihrádek: na vůz 1 se vejdou tři destičky, na vůz 2 se vejdou jen dvě a na vůz 3 jen jedna. Vůz 1 si už vzal hráč 2. Vezmi vůz 2, polož kosatku na 3C a kosatku s bleskem na 4C.
scenarios-aquaretto-two-player-trucks-explanation = Z vozu 2 se ti dostaly jen kosatky otočené lícem nahoru, destička lícem dolů zůstává na voze až do konce hry. Každý hráč teď má vůz, takže kolo skončilo a hroch z vozu 3 byl vyřazen ze hry: ve hře dvou hráčů se destičky z vozu, který si nikdo nevzal, vždy odstraní.

# Pravidla, poznámka ke konci kola a častá otázka: poslední hráč v kole smí dál jednat.
scenarios-aquaretto-alone-in-the-round-title = Poslední v kole
scenarios-aquaretto-alone-in-the-round-setup = Hráč 2 si už vzal vůz, takže v tomto kole zbýváš jen ty. Ve skladu máš hrocha a na něm kosatku a k tomu tři mince. Přesuň kosatku ze skladu na 4C za jednu minci a potom odlož hrocha za dvě mince.
scenarios-aquaretto-alone-in-the-round-explanation = Poslední hráč v kole hraje tah za tahem, dokud si nevezme vůz. Každý tah je jedna akce, a tak tu proběhly dvě peněžní akce za sebou: přesun za jednu minci a odložení za dvě mince, které hrocha vyřadilo ze hry. Obě platby šly do banky. Tvůj sklad je prázdný a na tahu jsi pořád ty.

# Náš příklad, peněžní akce nákup: jedna mince prodávajícímu, jedna do banky.
scenarios-aquaretto-buy-from-depot-title = Nákup z cizího skladu
scenarios-aquaretto-buy-from-depot-setup = Ve skladu hráče 2 leží delfín na kosatce a tvoje nádrž s delfíny je na 3C. Máš tři mince. Kup delfína a polož ho na 4C.
scenarios-aquaretto-buy-from-depot-explanation = Nákup stojí dvě mince: jednu dostane majitel skladu a jedna jde do banky, a majitel nákup nemůže odmítnout. Koupit lze jen horní destičku a musíš ji umístit do svého vodního zooparku podle obvyklých pravidel. Peněžní akce ti zabrala celý tah.

# Náš příklad, peněžní akce rozšíření: velká deska dovolí další druh.
scenarios-aquaretto-expand-new-species-title = Velká deska pro čtvrtý druh
scenarios-aquaretto-expand-new-species-setup = Ve tvém vodním zooparku už jsou delfíni, kosatky a lední medvědi, tedy tři druhy, a víc jich zatím mít nesmíš. Hráč 2 si už vzal vůz, takže v kole zbýváš jen ty. Máš dvě mince a vůz 2 veze hrocha. Přidej velkou desku na 2F, 2G, 3F a 3G, pak vezmi vůz 2 a polož hrocha na 2E.
scenarios-aquaretto-expand-new-species-explanation = Velká deska stojí dvě mince, přidá čtyři pole a dovolí jeden další druh; malá deska stojí jednu minci a přidá tři pole, ale žádný další druh. Nová nádrž nemusí ležet na nové desce: pole 2E je volné a nesousedí s žádnou jinou nádrží. Po vzetí vozu kolo skončilo.

# Pravidla, příklad dodatečných bodů za cvičitele (obrázek na s. 4) a častá otázka: z manažera cvičitel.
scenarios-aquaretto-trainer-three-and-five-title = Cvičitelé za tři a pět bodů
scenarios-aquaretto-trainer-three-and-five-setup = Tohle je obrázek se cvičiteli z pravidel. Na 3B stojí cvičitel, tvůj manažer sedí na lavičce u skladu a máš jednu minci. Kosatky leží na 2B, 2C, 2D a 3D, delfíni na 4B, 5C a s bleskem na 4C. Přesuň manažera na 3C, ať se z něj stane cvičitel.
scenarios-aquaretto-trainer-three-and-five-explanation = Za jednu minci se z manažera stal cvičitel. Cvičitel dá jeden bod za každého delfína, kosatku nebo lachtana na osmi polích kolem sebe, ale nic za destičku s bleskem. Cvičitel na 3B vynese tři body: za kosatky na 2B a 2C a za delfína na 4B. Cvičitel na 3C vynese pět bodů: za všechny čtyři kosatky a za delfína na 4B, takže tyto tři destičky se počítají oběma cvičitelům. Delfín s bleskem na 4C nevynese nic a stejně tak delfín na 5C, vedle kterého žádný cvičitel nestojí.

# Náš příklad, konec hry: první destička zpod kotouče zahájí poslední kolo.
scenarios-aquaretto-end-stack-last-round-title = Destička pod kotoučem zahájí poslední kolo
scenarios-aquaretto-end-stack-last-round-setup = Hlavní hromádky došly a zbývá jen 15 destiček pod kotoučem. Vůz 1 si vzal hráč 2, vůz 2 veze delfína, vůz 3 je prázdný a tvoje kosatka je na 3C. Otoč destičku a polož ji na vůz 3, pak vezmi vůz 3 a polož destičku na 4C.
scenarios-aquaretto-end-stack-last-round-explanation = První destička zpod kotouče zahájila poslední kolo a to se vždy hraje až do konce, tedy dokud si všichni nevezmou vůz. Jakmile byl vzat poslední vůz, kolo skončilo: delfín, který zůstal na voze 2, byl vyřazen ze hry, hra skončila a přišlo na řadu hodnocení zooparků.

# Pravidla, častá otázka: po odstoupení z posledního kola už žádné peněžní akce.
scenarios-aquaretto-no-money-after-leaving-title = Po vzetí vozu už žádné peněžní akce
scenarios-aquaretto-no-money-after-leaving-setup = Je poslední kolo: destičky se už berou zpod kotouče. Máš tři mince a ve skladu hrocha, který tě bude stát dva body. Přesto vezmi vůz 1, polož kosatku na 4C a poslouchej, co bude dál.
scenarios-aquaretto-no-money-after-leaving-explanation = Po vzetí vozu už v kole nejsi a nemůžeš provést žádnou akci, ani peněžní, zatímco dohrává hráč 2. Hroch tedy zůstal ve skladu a při hodnocení tě stál dva body. Odložení za dvě mince před vzetím vozu by ti ty body ušetřilo.

# Pravidla, příklad hodnocení (obrázek na s. 6): 30 bodů.
scenarios-aquaretto-scoring-thirty-points-title = Příklad hodnocení za 30 bodů
scenarios-aquaretto-scoring-thirty-points-setup = Tohle je příklad hodnocení z pravidel, chybí mu jen poslední destička. Ve vodním zooparku máš šest delfínů, pět lachtanů, šest ledních medvědů a jednoho hrocha, k tomu dva cvičitele a ošetřovatele; ve skladu máš dva druhy zvířat a k tomu dvě mince. Hráč 2 si už vůz vzal, takže až si vezmeš poslední vůz, hra skončí. Vezmi vůz 2 a polož hrocha na 3G.
scenarios-aquaretto-scoring-thirty-points-explanation = Každé zvíře ve vodním zooparku dá jeden bod: šest delfínů, šest ledních medvědů, pět lachtanů a dva hroši dají dohromady 19. Cvičitel na 2C přidá šest bodů za čtyři delfíny a dva lachtany, cvičitel na 3C přidá čtyři body za dva delfíny a dva lachtany a lachtan s bleskem na 4D se cvičitelům nepočítá. Ošetřovatel přidá pět bodů za pět destiček s rybou. Bez pokladního ti dvě mince nedají nic a bez manažera tě dva druhy ve skladu stojí čtyři body. Součet: 30.
