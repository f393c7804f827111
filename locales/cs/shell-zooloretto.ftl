## Hra Zooloretto v terminálu: nápověda, odpovědi na příkazy a slova, která smí hráč napsat.

shell-zooloretto-help-1 = Hra: číslo ze seznamu. Také slova jako přidat, vzít 2, výběh 3, místo 2 1, rozšířit, nebo přesun, výměna, koupit a odložit, které otevřou svůj seznam.
shell-zooloretto-help-2 = Zpět nebo Escape se vrátí ze seznamu, nebo zruší přesun či nákup.
shell-zooloretto-help-3 = Zoo: zoo a stáj, ke každému můžeš přidat jméno hráče; vozy, mince, skóre, ruka, hráči, tah, stůl; úkol pro tvou kartu úkolu.
shell-zooloretto-help-4 = Proč a číslo ze seznamu, nebo místo jako výběh 2, místo 2 1 či stáj, řekne, proč to jde, nebo nejde, a co by to přineslo.
shell-zooloretto-help-5 = Historie: znovu nebo r, čárka pro starší, tečka pro novější, historie a číslo. Dále pravidla, zvíře a jeho jméno, dál, nastavení, uložit, ticho, konec.
shell-zooloretto-cannot-cancel = Tento krok zrušit nejde; vyber ze seznamu.
shell-zooloretto-word-not-now = To se k tomuto kroku nehodí. Vyber číslo ze seznamu, nebo napiš pomoc.
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
shell-zooloretto-expansions-invalid = Napiš číslo od 1 do { $count } nebo název rozšíření, nebo stiskni Enter a hra začne.
# Slova, která výběr ukončí a spustí hru, oddělená čárkou.
shell-zooloretto-words-done = hotovo, start, začít
# Pravidla radí tato rozšíření nekombinovat s jinými: $names.
shell-zooloretto-combine-warning = Pozor, pravidla radí hrát tato minirozšíření samostatně, bez dalších: { $names }; hra přesto začíná.
# Sob vybraný mimo Vánoce, s vypnutým nastavením.
shell-zooloretto-reindeer-not-in-season = Sob přilétá jen o Vánocích, od 24. do 26. prosince, a dnes má práci jinde; jestli se nemůžeš dočkat, zapni v nastavení sob celý rok.
