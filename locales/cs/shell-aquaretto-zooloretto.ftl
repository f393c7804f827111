## Sezení kombinované hry Aquaretto a Zooloretto: nápověda, odpovědi na příkazy a
## slova, která hráč smí psát. Příkazy pro zoo a vodní zoopark jsou ty ze samotných
## her (shell-zooloretto.ftl, shell-aquaretto.ftl).

shell-aquaretto-zooloretto-help-1 = Hra: číslo ze seznamu, nebo otočit zoo, otočit voda, vzít 2. Zpět nebo Escape vrátí o seznam výš nebo zruší peněžní akci.
shell-aquaretto-zooloretto-help-2 = Při kroku v jednom zoo jeho vlastní slova: výběh 3, stáj, pole jako 3C, sklad.
shell-aquaretto-zooloretto-help-3 = Zoo: zoo a stáj. Vodní zoopark: zoopark, mapa, nádrže, sklad, pole 3C, průzkum. Ke každému můžeš přidat jméno hráče.
shell-aquaretto-zooloretto-help-4 = Mapa zoo a mapa voda řeknou jedno místo, samotná mapa obojí. Stůl: vozy, hromádky, mince, skóre, ruka, hráči, tah, stůl.
shell-aquaretto-zooloretto-help-5 = Proč a číslo, nebo vzít 2, vůz 3, otočit voda, řekne, proč volba jde nebo nejde. Rada navrhne volbu.
shell-aquaretto-zooloretto-help-6 = Přehled: znovu, čárka starší, tečka novější, historie nebo záznam a číslo. Také pravidla, dál, nastavení, uložit, ticho, konec.
shell-aquaretto-zooloretto-word-not-now = To se k tomuto kroku nehodí. Vyber číslo ze seznamu, nebo napiš pomoc.
# Napsaná slova akce se hodí k oběma zoo.
shell-aquaretto-zooloretto-which-place = Tu akci má zoo i vodní zoopark. Napiš napřed zoo nebo zoopark, třeba zoo přesun nebo zoopark rozšířit, nebo vyber její číslo.
shell-aquaretto-zooloretto-why-not-now = Příkaz proč vysvětluje volby ve tvém tahu.
shell-aquaretto-zooloretto-why-usage = Napiš proč a číslo ze seznamu, nebo akci jako vzít 2, vůz 3 nebo otočit voda.
# $action: volba popsaná slovy.
shell-aquaretto-zooloretto-why-legal = Povoleno: { $action }.
# $group: položka, která otevře vlastní seznam, s počtem voleb.
shell-aquaretto-zooloretto-why-group = Tohle otevře seznam: { $group }.
shell-aquaretto-zooloretto-cannot-cancel = Tento krok už zrušit nejde; vyber ze seznamu.

# Výzva při průzkumu zooparku: $cell pole pod kurzorem.
shell-aquaretto-zooloretto-prompt-explore = Průzkum { $cell }: s, j, v, z nebo zpět:
# Hlavní nabídka, nová kombinovaná hra: s vkladní knížkou, nebo bez.
shell-aquaretto-zooloretto-ask-savings-book = Minirozšíření: 1: žádné, 2: vkladní knížka, jediné, které kombinovaná hra podporuje.

## Slova, která hráč smí psát, oddělená čárkou. Vždy platí obě řeči.
# Hromádky obou her.
shell-aquaretto-zooloretto-words-stacks = hromádky, hromádka, destičky
# Slova pro zoo ze Zooloretta po slovech mapa nebo otočit: mapa zoo, otočit zoo.
shell-aquaretto-zooloretto-words-place-zoo = zoo, zooloretto, souš
# Slova pro vodní zoopark z Aquaretta po slovech mapa nebo otočit: mapa voda.
shell-aquaretto-zooloretto-words-place-water = voda, vodní, vodní zoopark, zoopark, park, aquaretto, moře
