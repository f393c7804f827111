## Hra Zooloretto v terminálu: nápověda, odpovědi na příkazy a slova, která smí hráč napsat.

shell-zooloretto-help-1 = Hra: číslo ze seznamu. Také slova jako přidat, vzít 2, výběh 3, místo 2 1, rozšířit, nebo přesun, výměna, koupit a odložit, které otevřou svůj seznam.
shell-zooloretto-help-2 = Zpět nebo Escape se vrátí ze seznamu, nebo zruší přesun či nákup.
shell-zooloretto-help-3 = Zoo: zoo a stáj, ke každému můžeš přidat jméno hráče; vozy, hromádky, mince, skóre, ruka, hráči, tah, stůl; úkol pro tvou kartu úkolu.
shell-zooloretto-help-4 = Proč a číslo ze seznamu, nebo místo jako výběh 2, místo 2 1 či stáj, řekne, proč to jde, nebo nejde, a co by to přineslo.
shell-zooloretto-help-5 = Historie: znovu nebo r, čárka pro starší, tečka pro novější, historie nebo záznam a číslo. Dále pravidla, zvíře a jeho jméno, dál, rada, nastavení, uložit, ticho, konec.
shell-zooloretto-cannot-cancel = Tento krok zrušit nejde; vyber ze seznamu.
shell-zooloretto-word-not-now = To se k tomuto kroku nehodí. Vyber číslo ze seznamu, nebo napiš pomoc.
# Slovo peněžní akce napsané v tahu, když žádná akce toho druhu nejde, a proč.
# $kind: move, exchange, purchase nebo discard; $empty: yes, když jsou stáje, ze
# kterých by brala, prázdné (move: vlastní stáj; purchase: všechny ostatní), jinak no.
shell-zooloretto-nothing-to = { $kind ->
        [move] { $empty ->
            [yes] Nic k přesunu: tvoje stáj je prázdná a žádný stánek nemůže na jiné volné stánkové místo.
           *[no] Nic k přesunu: nic z tvojí stáje se do zoo nevejde a žádný stánek nemůže na jiné volné stánkové místo.
        }
        [exchange] Nic k výměně: žádné dvě skupiny zvířat různých druhů se nevejdou jedna na místo druhé.
        [purchase] { $empty ->
            [yes] Nic ke koupi: v žádné jiné stáji nic není.
           *[no] Nic ke koupi: nic z ostatních stájí se do tvé zoo nevejde.
        }
       *[discard] Nic k odložení: tvoje stáj je prázdná.
    }
# $name: co hráč napsal; $players: jména hráčů.
shell-zooloretto-no-such-player = Hráč { $name } tu není. Hráči: { $players }.
shell-zooloretto-why-not-now = Příkaz proč vysvětluje volbu, když jsi na tahu.
shell-zooloretto-why-usage = Napiš proč a číslo ze seznamu, nebo místo jako výběh 2, místo 2 1 či stáj.
# $action: volba popsaná slovy.
shell-zooloretto-why-legal = Povoleno: { $action }.
# $group: položka seznamu, která otevírá vlastní seznam, s počtem možností.
shell-zooloretto-why-group = Tato volba otevře seznam: { $group }.

## Slova, která smí hráč napsat pro jednotlivé příkazy hry Zooloretto, oddělená
## čárkou. Vždy platí oba jazyky.
shell-zooloretto-words-zoo = zoo
shell-zooloretto-words-barn = stáj
shell-zooloretto-words-trucks = vozy
# Kolo a destičky, které zbývají v hromádce a pod kotoučem, jak je říká stůl.
shell-zooloretto-words-stacks = hromádky, hromádka
shell-zooloretto-words-coins = mince, peníze
# Vlastní tajná karta úkolu (minirozšíření karty úkolů).
shell-zooloretto-words-task = úkol, karta

## Slova pro akce tahu a pro místa.
shell-zooloretto-words-draw = přidat, otočit
shell-zooloretto-words-take = vzít, vezmi
shell-zooloretto-words-truck = vůz
shell-zooloretto-words-move = přesun, přesunout
shell-zooloretto-words-exchange = výměna, vyměnit
shell-zooloretto-words-buy = koupit, nákup
shell-zooloretto-words-discard = odložit, odložení
shell-zooloretto-words-expand = rozšířit, rozšíření
# Výběh podle čísla: výběh 2.
shell-zooloretto-words-enclosure = výběh
# Stánkové místo podle výběhu a čísla: místo 2 1.
shell-zooloretto-words-space = místo
# Vlastní zoo hráče u klávesnice, jako doplněk příkazu: zoo já.
shell-zooloretto-words-me = já, můj, moje

## Karty úkolů: slyší je jen ten, komu patří.
shell-zooloretto-task-none = V této hře karty úkolů nejsou.
shell-zooloretto-task-hidden = Kartu úkolu uslyší jen ten, komu patří, když je na tahu.

## Výběr minirozšíření před hrou.
# Řečeno před očíslovanými rozšířeními.
shell-zooloretto-expansions-ask = Minirozšíření: napiš číslo nebo název a rozšíření přidáš nebo odebereš, pak stiskni Enter a hra začne.
# Co seznam obsahuje, pro jeho úvodní řádek.
shell-zooloretto-expansions-what = Minirozšíření
# Seznam na jednom řádku. $items: očíslovaná rozšíření.
shell-zooloretto-expansions-line = Minirozšíření: { $items }.
# Co je zatím vybráno: $count rozšíření, jména v $names.
shell-zooloretto-expansions-chosen = Vybráno: { $count ->
        [0] nic, základní hra.
       *[other] { $names }.
    }
# $count: kolik rozšíření seznam má.
shell-zooloretto-expansions-invalid = Napiš číslo 1 až { $count } nebo název rozšíření, nebo stiskni Enter a hra začne.
# Slova, která výběr ukončí a spustí hru, oddělená čárkou.
shell-zooloretto-words-done = hotovo, start, začít
# Pravidla radí tato rozšíření nekombinovat s jinými: $names.
shell-zooloretto-combine-warning = Pozor, pravidla radí hrát tato minirozšíření samostatně, bez dalších: { $names }; hra přesto začíná.
# Sob vybraný mimo Vánoce, s vypnutým nastavením.
shell-zooloretto-reindeer-not-in-season = Sob přilétá jen o Vánocích, ve dnech 24. až 26. prosince, a dnes má práci jinde; jestli se nemůžeš dočkat, zapni v nastavení sob celý rok.
