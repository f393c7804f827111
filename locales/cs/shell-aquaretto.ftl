## Hra Aquaretto v terminálu: nápověda, odpovědi na příkazy a slova, která smí hráč napsat.

shell-aquaretto-help-1 = Hra: číslo ze seznamu. Také pole, například 3C, pro umístění destičky, sklad, nebo slova, například vzít 2, koupit Petr, rozšířit malou. Zpět nebo Escape zruší peněžní akci.
shell-aquaretto-help-2 = Zoopark: mapa, nádrže, sklad, zoopark, ke každému můžeš přidat jméno hráče; pole a název pole, například pole 3C; ruka, vozy, hromádky, mince, skóre, hráči, tah, stůl.
# $arrows: yes, když kurzorem hýbou i šipky (bohatý režim vstupu).
shell-aquaretto-help-3 = { $arrows ->
        [yes] Průzkum: průzkum, pak šipky nebo s, j, v a z (sever, jih, východ, západ) procházejí zoopark pole po poli; zpět ho ukončí.
       *[no] Průzkum: průzkum, pak s, j, v a z (sever, jih, východ, západ) procházejí zoopark pole po poli; zpět ho ukončí.
    } Proč a číslo, pole nebo akce řekne, proč to jde, nebo nejde.
shell-aquaretto-help-4 = Historie: znovu nebo r, čárka pro starší, tečka pro novější, historie nebo záznam a číslo. Dále pravidla, zvíře a jeho jméno, dál, rada, nastavení, uložit, ticho, konec.
# Začíná průzkum. $you: yes pro vlastní zoopark; $name majitel zooparku;
# $arrows: yes, když kurzorem hýbou i šipky.
shell-aquaretto-explore-start = { $you ->
        [yes] Průzkum tvého zooparku.
       *[no] Průzkum zooparku, { $name }.
    } { $arrows ->
        [yes] Pohyb šipkami nebo s, j, v a z: sever, jih, východ a západ, tedy nahoru, dolů, vpravo a vlevo; zpět průzkum ukončí.
       *[no] Pohyb s, j, v a z: sever, jih, východ a západ, tedy nahoru, dolů, vpravo a vlevo; zpět průzkum ukončí.
    }
# Kurzor dál nemůže: $cell je poslední pole parku tím směrem.
shell-aquaretto-explore-edge = Okraj parku na { $cell }: tím směrem už žádné pole není.
shell-aquaretto-explore-end = Průzkum skončil.
shell-aquaretto-cannot-cancel = Tento krok už zrušit nejde; vyber ze seznamu.
shell-aquaretto-cancelled = Zrušeno: nic se neplatilo.
# Otázka měla jedinou možnost, takže byla vybrána hned: $action, ta možnost slovy.
shell-aquaretto-only-choice = Jediná možnost, vybrána hned: { $action }.
shell-aquaretto-word-not-now = To se k tomuto kroku nehodí. Vyber číslo ze seznamu, nebo napiš pomoc.
# Slovo jako vzít se hodí na víc možností: $options je vyjmenuje i s čísly.
shell-aquaretto-which = Kterou z nich? { $options }.
# Jedna položka toho seznamu: $typed je, co pro ni napsat, $action ta možnost.
shell-aquaretto-which-entry = { $typed } { $action }
# Slovo jmenuje druh akce, z něhož teď nejde žádná, každá z jiného důvodu;
# $what: take, buy, move nebo expand.
shell-aquaretto-none-allowed = { $what ->
        [take] Teď nejde vzít žádný vůz: každý je prázdný, nebo už vzatý.
        [buy] Není co koupit: navrchu skladu jiného hráče není destička, která by se hodila do tvého zooparku.
        [move] Není co přesunout: žádný zaměstnanec nemá jiné místo a vrchní destička tvého skladu nemá povolené pole.
       *[expand] Rozšiřující desku teď přidat nejde: žádná zbylá se k tvému zooparku nevejde.
    }
# $name: co hráč napsal; $players: jména hráčů.
shell-aquaretto-no-such-player = Hráč { $name } tu není. Hráči: { $players }.
shell-aquaretto-why-not-now = Příkaz proč vysvětluje volbu, když jsi na tahu.
shell-aquaretto-why-usage = Napiš proč a číslo ze seznamu, pole, například 3C, nebo akci, například vzít 2.
# $action: volba popsaná slovy.
shell-aquaretto-why-legal = Povoleno: { $action }.
# Hráč jmenoval pole, když se neumísťuje destička ani cvičitel.
shell-aquaretto-why-cell-not-now = Pole se vysvětlují, když umísťuješ destičku nebo cvičitele; co na poli je, zjistíš příkazem pole, například pole 3C.
# $cell: pole napsané při umísťování rozšiřující desky.
shell-aquaretto-board-none-covers = Žádné umístění desky nepokrývá { $cell }; vyber ze seznamu, nebo napiš jiné pole.
shell-aquaretto-cell-usage = Napiš pole a název pole, například pole 3C.

## Slova, která smí hráč napsat pro jednotlivé příkazy hry Aquaretto, oddělená
## čárkou. Vždy platí oba jazyky. Anglická n, s, e a w jsou směry v obou.
shell-aquaretto-words-map = mapa
shell-aquaretto-words-pools = nádrže, nádrž
shell-aquaretto-words-depot = sklad
shell-aquaretto-words-trucks = vozy
shell-aquaretto-words-stacks = hromádky, hromádka
shell-aquaretto-words-park = zoopark, park
shell-aquaretto-words-coins = mince, peníze
shell-aquaretto-words-explore = průzkum, prozkoumat
shell-aquaretto-words-cell = pole, políčko
shell-aquaretto-words-north = s, sever, nahoru
shell-aquaretto-words-south = j, jih, dolů
shell-aquaretto-words-east = v, východ, vpravo
shell-aquaretto-words-west = z, západ, vlevo

## Slova pro akce tahu.
shell-aquaretto-words-draw = přidat, otočit
shell-aquaretto-words-take = vzít, vezmi
shell-aquaretto-words-truck = vůz
shell-aquaretto-words-move = přesun, přesunout
shell-aquaretto-words-buy = koupit, nákup
shell-aquaretto-words-discard = odložit, odložení
shell-aquaretto-words-expand = rozšířit, rozšíření
# Vlastní zoopark hráče u klávesnice, jako doplněk příkazu: zoopark já.
shell-aquaretto-words-me = já, můj, moje
