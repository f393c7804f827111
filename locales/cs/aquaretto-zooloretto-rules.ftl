## Aquaretto a Zooloretto dohromady: mluvená pravidla, čtená příkazem "pravidla [téma]"
## po odstavcích. Jen to, co varianta mění; pravidla každé hry jsou v aquaretto-rules.ftl
## a zooloretto-rules.ftl.
## Vlastními slovy; rozhoduje varianta na konci českých pravidel Aquaretta. Kde aplikace
## rozhoduje něco, co pravidla neříkají, odstavec to uvádí slovy "V této aplikaci".
## Každý odstavec musí dávat smysl sám na 40znakovém Braillově řádku: klíčové slovo
## napřed, žádné symboly. Malá čísla (do deseti) slovy, jak píše česká próza a jak je hlas
## přečte ve správném rodě a pádě; číslice zůstávají u čísel příkazů a polí.
## Id: aquaretto-zooloretto-rules-<téma>-title, -<n> (stejný počet v každém jazyce),
## -words (slova oddělená čárkou, kterými se hráč k tématu dostane).

# Názvy témat v pořadí témat; každý musí být jedním ze slov svého tématu.
-aquaretto-zooloretto-rules-list = přehled, příprava, tah, vozy, braní, umístění, peníze, konec, hodnocení, 2 hráči, rozšíření, příkazy

## Navigace

# Říká se na "pravidla" bez tématu.
aquaretto-zooloretto-rules-topics = Témata pravidel, 12: { -aquaretto-zooloretto-rules-list }. Napiš pravidla a téma, například pravidla vozy nebo pravidla hodnocení.
# Říká se po prvním odstavci tématu, které má další odstavce.
aquaretto-zooloretto-rules-more = Další odstavec přečteš příkazem dál.
# Říká příkaz "dál" po posledním odstavci tématu.
aquaretto-zooloretto-rules-end-of-topic = Konec tématu. Napiš pravidla a další téma.
# $topic (řetězec) co hráč napsal za "pravidla"
aquaretto-zooloretto-rules-unknown-topic = Téma { $topic } v pravidlech není. Témata: { -aquaretto-zooloretto-rules-list }.

## Téma: přehled

aquaretto-zooloretto-rules-overview-title = Přehled kombinované hry Aquaretto a Zooloretto
aquaretto-zooloretto-rules-overview-words = přehled, úvod, o hře, cíl, hra, kombinace, varianta
aquaretto-zooloretto-rules-overview-1 = Aquaretto a Zooloretto dohromady je varianta pro dva až pět hráčů, kteří obě hry dobře znají. Každý hráč buduje zároveň zoo ze Zooloretta a vodní zoopark z Aquaretta a má na obě jednu pokladničku.
aquaretto-zooloretto-rules-overview-2 = Cíl: co nejvíc bodů za zoo a vodní zoopark dohromady. Zoo se hodnotí podle pravidel Zooloretta, vodní zoopark podle pravidel Aquaretta, se dvěma malými změnami, viz hodnocení.
aquaretto-zooloretto-rules-overview-3 = Čtení pravidel: napiš pravidla a název tématu, třeba pravidla vozy nebo pravidla hodnocení. Další odstavec přečteš příkazem dál. Pravidla každé hry zvlášť najdeš u té hry; tady je jen to, co varianta mění.
aquaretto-zooloretto-rules-overview-4 = Témata pravidel: { -aquaretto-zooloretto-rules-list }.

## Téma: příprava

aquaretto-zooloretto-rules-setup-title = Příprava
aquaretto-zooloretto-rules-setup-words = příprava, začátek, součásti, materiál
aquaretto-zooloretto-rules-setup-1 = Hraje se s obsahem obou krabic. Všichni hráči mají zoo i s jeho rozšiřující deskou a k tomu vodní zoopark, k němuž patří rozšiřující desky a deska skladu, stejně jako v každé hře zvlášť.
aquaretto-zooloretto-rules-setup-2 = Vozy: jeden na hráče, ale ve dvou hráčích tři. Mince: každý hráč začíná jen se dvěma, všechny ostatní mince z obou krabic tvoří jednu společnou banku. V této aplikaci má banka na začátku všech 60 mincí obou krabic bez mincí hráčů.
aquaretto-zooloretto-rules-setup-3 = Druhy: když hraje méně než pět hráčů, vyřadí každá hra tolik druhů, kolik určují její vlastní pravidla. V této aplikaci se vybírají náhodně a Aquaretto nikdy nevyřadí delfína, kosatku ani lachtana.
aquaretto-zooloretto-rules-setup-4 = Hromádky: destičky každé hry se míchají samostatně a zůstávají ve dvou oddělených hromádkách, každá se svou koncovou hromádkou pod kotoučem, v níž je 15 destiček. V této aplikaci začíná hráč na prvním místě.

## Téma: tah

aquaretto-zooloretto-rules-turn-title = Tah
aquaretto-zooloretto-rules-turn-words = tah, tahy, akce, volby, otočit
aquaretto-zooloretto-rules-turn-1 = Tah nabízí obvyklé tři možnosti: přidat destičku na vůz, vzít si vůz a odstoupit z kola, nebo provést jednu peněžní akci.
aquaretto-zooloretto-rules-turn-2 = Přidání destičky: vybíráš, ze které hry otočíš. V této aplikaci seznam nabízí otočit destičku pro zoo a otočit destičku pro vodní zoopark, obojí s počtem zbylých destiček.
aquaretto-zooloretto-rules-turn-3 = Koncové hromádky: na hromádku pod kotoučem jedné hry dojde, teprve když je hlavní hromádka té hry prázdná.
aquaretto-zooloretto-rules-turn-4 = V této aplikaci jde otočená destička na vůz sama, když ji smí vzít jen jeden vůz.

## Téma: vozy

aquaretto-zooloretto-rules-trucks-title = Nakládání vozů
aquaretto-zooloretto-rules-trucks-words = vozy, vůz, nakládání, naložit, přepravní vůz
aquaretto-zooloretto-rules-trucks-1 = Jedna hra na vůz: vůz veze buď jen destičky pro zoo, nebo jen destičky pro vodní zoopark, nikdy obojí. Pro kterou hru vůz jezdí, určí v každém kole první destička, která na něj přijde.
aquaretto-zooloretto-rules-trucks-2 = Vůz pro každou hru: v každém kole musí pro každou hru zbýt aspoň jeden vůz. Když tedy všechny vozy kromě jednoho vezou destičky pro zoo, na poslední smějí jen destičky pro vodní zoopark, a naopak.
aquaretto-zooloretto-rules-trucks-3 = Tato omezení končí, jakmile destičky jedné hry odejdou ze hry, viz konec.

## Téma: braní

aquaretto-zooloretto-rules-taking-title = Braní vozu
aquaretto-zooloretto-rules-taking-words = braní, vzít, první vůz, odstoupení
aquaretto-zooloretto-rules-taking-1 = První vůz v kole: nikdo si nesmí vzít vůz, dokud jeden vůz neveze destičky pro zoo a jiný destičky pro vodní zoopark. Do té doby jde jen otáčet a dělat peněžní akce.
aquaretto-zooloretto-rules-taking-2 = Jinak platí braní jako v každé hře: vůz musí mít aspoň jednu destičku lícem nahoru, vezmeš si ho a odstoupíš z kola. Poslední hráč v kole hraje dál, dokud si vůz nevezme.
aquaretto-zooloretto-rules-taking-3 = V této aplikaci seznam u vozu vždy řekne jeho hru: vzít vůz 2, zoo, a jeho destičky.

## Téma: umístění

aquaretto-zooloretto-rules-placing-title = Umísťování destiček
aquaretto-zooloretto-rules-placing-words = umístění, umísťování, umístit, kam destičky
aquaretto-zooloretto-rules-placing-1 = Destičky pro zoo smějí jen do zoo nebo do stáje, podle pravidel Zooloretta. Destičky pro vodní zoopark smějí jen do vodního zooparku nebo do skladu, podle pravidel Aquaretta.
aquaretto-zooloretto-rules-placing-2 = Mince z vozů obou her jdou do jedné pokladničky. Mláďata, bonusové mince a zaměstnanci se řídí pravidly své hry.
aquaretto-zooloretto-rules-placing-3 = V této aplikaci začíná každá otázka kroku v jednom z nich jménem místa, zoo nebo vodní zoopark, a pokračuje obvyklou otázkou té hry.

## Téma: peníze

aquaretto-zooloretto-rules-money-title = Peněžní akce
aquaretto-zooloretto-rules-money-words = peníze, peněžní akce, mince, banka
aquaretto-zooloretto-rules-money-1 = Peněžní akce je jedna akce buď v zoo, nebo ve vodním zooparku; v jednom tahu nikdy v obou.
aquaretto-zooloretto-rules-money-2 = Každá peněžní akce se platí z jediné pokladničky do jediné banky a každá vydělaná mince přichází z té banky.
aquaretto-zooloretto-rules-money-3 = V této aplikaci, když jedno místo nabízí víc než tři peněžní akce, čekají za jednou položkou: zoo, peněžní akce, nebo vodní zoopark, peněžní akce.

## Téma: konec

aquaretto-zooloretto-rules-end-title = Konec hry
aquaretto-zooloretto-rules-end-words = konec, konec hry, kotouč, koncová hromádka, poslední kolo
aquaretto-zooloretto-rules-end-1 = První kotouč: když někdo otočí první destičku pod kotoučem jedné hry, zbytek destiček té hry odejde na konci kola ze hry. Od dalšího kola se hraje jen s destičkami druhé hry.
aquaretto-zooloretto-rules-end-2 = Od té chvíle omezení vozů končí: destičky smějí na kterýkoli vůz a vůz si lze vzít kdykoli.
aquaretto-zooloretto-rules-end-3 = Druhý kotouč: když pak někdo otočí první destičku pod druhým kotoučem, kolo se obvykle dohraje. Jakmile má každý hráč vůz, hra končí a přijde hodnocení.
aquaretto-zooloretto-rules-end-4 = V této aplikaci hra skončí také po kole, ve kterém už nezbyla k otočení žádná destička her, které se ještě hrají.

## Téma: hodnocení

aquaretto-zooloretto-rules-scoring-title = Hodnocení
aquaretto-zooloretto-rules-scoring-words = hodnocení, body, vítěz, shoda, pokladní, manažer
aquaretto-zooloretto-rules-scoring-1 = Vodní zoopark se skladem se hodnotí podle pravidel Aquaretta, zoo se stájí podle pravidel Zooloretta, a každý hráč sečte oba výsledky, tedy dva součty.
aquaretto-zooloretto-rules-scoring-2 = Pokladní: kdo má ve vodním zooparku jednoho nebo dva pokladní, dostane od každého z nich jeden bod za každou minci, kterou ještě vlastní; mince jsou v jediné pokladničce pro obě hry.
aquaretto-zooloretto-rules-scoring-3 = Manažer: kdo má ve vodním zooparku manažera, ztrácí za každý druh zvířat ve stáji jen jeden bod místo dvou. V této aplikaci každý druh stánku ve stáji dál stojí dva body.
aquaretto-zooloretto-rules-scoring-4 = Vyhrává hráč s nejvíc body. V této aplikaci při shodě rozhoduje víc vlastněných mincí, jako v obou hrách; při další shodě se o vítězství dělí.

## Téma: 2 hráči

aquaretto-zooloretto-rules-two-players-title = 2 hráči
aquaretto-zooloretto-rules-two-players-words = 2 hráči, dva hráči, blokované, blokace
aquaretto-zooloretto-rules-two-players-1 = Dva hráči: tři vozy. V této aplikaci leží na druhém voze lícem dolů jedna destička a na třetím dvě, z vyřazených druhů Zooloretta, takže první vůz pojme tři destičky, druhý dvě a třetí jednu.
aquaretto-zooloretto-rules-two-players-2 = Vzít si jde jen vůz aspoň s jednou destičkou lícem nahoru a patří ti jen tyto destičky; ty lícem dolů zůstávají. Když mají oba hráči vůz, destičky lícem nahoru na třetím voze jdou ze hry.

## Téma: rozšíření

aquaretto-zooloretto-rules-expansions-title = Minirozšíření
aquaretto-zooloretto-rules-expansions-words = rozšíření, minirozšíření, vkladní knížka
aquaretto-zooloretto-rules-expansions-1 = Minirozšíření Zooloretta: v této aplikaci se ke kombinované hře smí přidat jen vkladní knížka. Pravidla neříkají, jak by tu fungovala ostatní, proto je aplikace odmítne.
aquaretto-zooloretto-rules-expansions-2 = Vkladní knížka: místo obvyklých možností smíš dát jednu minci z pokladničky na vkladní knížku, jako v Zoolorettu. V této aplikaci ta mince dál patří tobě a počítá se pro pokladní i při shodě.

## Téma: příkazy

aquaretto-zooloretto-rules-commands-title = Hraní v této aplikaci
aquaretto-zooloretto-rules-commands-words = příkazy, ovládání, psaní, slova
aquaretto-zooloretto-rules-commands-1 = V této aplikaci zoo znamená zoo ze Zooloretta se stájí a vodní zoopark znamená park z Aquaretta se skladem. Každý seznam a každá odpověď řekne, o kterém z nich mluví.
aquaretto-zooloretto-rules-commands-2 = Dotazy: zoo a stáj pro zoo; zoopark, mapa, nádrže, sklad a pole pro vodní zoopark. Samotná mapa řekne obojí, mapa zoo nebo mapa voda jen jedno. Vozy, hromádky, mince a skóre platí pro obě hry.
aquaretto-zooloretto-rules-commands-3 = Psaní: otočit zoo nebo otočit voda, vzít 2, a při kroku v jednom místě slova té hry, třeba výběh 3, stáj, pole jako 3C nebo sklad. Proč a číslo ze seznamu vysvětlí tu volbu, třeba proč 3, když destička čeká na vůz; proč vůz 3 mluví o voze.
