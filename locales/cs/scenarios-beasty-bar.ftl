## Scénáře hry Beasty Bar: řešené příklady z pravidel a několik našich, jako výukové lekce.
## Každý scénář má název, úvodní větu (zazní před přečtením fronty a končí tím, co má hráč
## udělat) a vysvětlení (zazní po vyprávění tahu). Hráč vlastní barvu zvířete, které hraje.
## Malá čísla se píší slovy (dvě opice), jak je přečte hlas. Bez proměnných.

# Pravidla, průběh hry, příklady 1 až 4.
scenarios-beasty-bar-turn-steps-title = Jak probíhá tah
scenarios-beasty-bar-turn-steps-setup = Čekají čtyři zvířata. Tvoje žlutá žirafa se postaví na konec fronty a pak provede svou akci. Zahraj ji.
scenarios-beasty-bar-turn-steps-explanation = Žirafa předběhla slabšího papouška před sebou. Pak se od brány vyhodnotily opakující se efekty: hrošice u brány neměla koho předběhnout, červená žirafa předběhla opici a tvoje žirafa, zahraná v tomto tahu, se už neposunula. Ve frontě bylo pět zvířat, a tak první dvě, hrošice a červená žirafa, vešla do baru a poslední, papoušek, byl vyhozen na TO JE KONEC.

# Pravidla, průběh hry, příklady 2 a 3 bez hrošice: brána zůstane zavřená.
scenarios-beasty-bar-turn-steps-before-gate-title = Týž tah bez brány
scenarios-beasty-bar-turn-steps-before-gate-setup = Fronta z minulého příkladu, jen bez hrošice: čekají tři zvířata. Zahraj svou žlutou žirafu.
scenarios-beasty-bar-turn-steps-before-gate-explanation = Tvoje žirafa předběhla papouška. Při opakujících se efektech předběhla červená žirafa opici a tvoje žirafa, zahraná v tomto tahu, zůstala stát. Ve frontě jsou jen čtyři zvířata, brána zůstává zavřená.

# Náš příklad: akce lva.
scenarios-beasty-bar-lion-scares-monkeys-title = Lev vyděsí opice
scenarios-beasty-bar-lion-scares-monkeys-setup = Čekají dvě opice a papoušek. Zahraj svého červeného lva, nejsilnější zvíře.
scenarios-beasty-bar-lion-scares-monkeys-explanation = Lev vyhnal všechny opice z fronty na TO JE KONEC a došel až do čela fronty. Ostatní zvířata, třeba papoušek, ho prostě pustí dopředu.

# Náš příklad: druhý lev.
scenarios-beasty-bar-lion-meets-lion-title = Druhý lev do fronty nesmí
scenarios-beasty-bar-lion-meets-lion-setup = U brány už čeká zelený lev. Přesto zahraj svého červeného lva.
scenarios-beasty-bar-lion-meets-lion-explanation = Lev, který ve frontě najde jiného lva, jde rovnou na TO JE KONEC a nic dalšího neudělá. Svého lva si schovej na frontu, kde žádný lev není.

# Náš příklad: akce hrošice a zebra, která ji zastaví.
scenarios-beasty-bar-hippo-stops-at-zebra-title = Zebra zastaví hrošici
scenarios-beasty-bar-hippo-stops-at-zebra-setup = Čeká klokan, zebra a papoušek. Zahraj svou červenou hrošici.
scenarios-beasty-bar-hippo-stops-at-zebra-explanation = Hrošice předběhla všechna slabší zvířata před sebou, tady papouška, až narazila na zebru. Přes zebru se nedostane žádná hrošice ani krokodýl. Hrošice má opakující se efekt: bude se tlačit dopředu každý tah, ale zebra ji pořád zastaví.

# Pravidla, karta hrošice.
scenarios-beasty-bar-hippo-pushes-kangaroo-back-title = Hrošice zatlačí klokana zpět
scenarios-beasty-bar-hippo-pushes-kangaroo-back-setup = Čekají dvě hrošice. Zahraj svého červeného klokana a přeskoč obě.
scenarios-beasty-bar-hippo-pushes-kangaroo-back-explanation = Klokan přeskočil obě hrošice. Při opakujících se efektech ale každá hrošice slabšího klokana zase předběhla, a klokan je opět poslední.

# Pravidla, karta hrošice, se lvem u brány.
scenarios-beasty-bar-hippo-stops-at-lion-title = Hrošice se zastaví o lva
scenarios-beasty-bar-hippo-stops-at-lion-setup = U brány čeká modrý lev a za ním dvě hrošice. Zahraj svého červeného klokana a přeskoč obě hrošice.
scenarios-beasty-bar-hippo-stops-at-lion-explanation = Klokan přeskočil obě hrošice a ony ho zase předběhly. Lva ale předběhnout nemohly, protože je silnější, a tak lev zůstává u brány.

# Pravidla, karta krokodýla.
scenarios-beasty-bar-crocodile-eats-kangaroo-title = Krokodýl žere jen dopředu
scenarios-beasty-bar-crocodile-eats-kangaroo-setup = U brány čeká červený krokodýl a za ním modrý papoušek. Zahraj svého žlutého klokana a přeskoč oba.
scenarios-beasty-bar-crocodile-eats-kangaroo-explanation = Klokan doskočil před krokodýla. Při opakujících se efektech krokodýl slabšího klokana před sebou sežral a poslal ho na TO JE KONEC. Papoušek za krokodýlem je v bezpečí: krokodýl žere jen směrem dopředu.

# Pravidla, karta hada.
scenarios-beasty-bar-snake-sorts-queue-title = Had seřadí frontu
scenarios-beasty-bar-snake-sorts-queue-setup = Čeká modrý had, zelená zebra, červená hrošice a modrý papoušek. Zahraj svého zeleného hada.
scenarios-beasty-bar-snake-sorts-queue-explanation = Had seřadil frontu od nejsilnějšího: hrošice, pak oba hadi, modrý první, protože tu byl dřív, pak zebra a papoušek. Ve frontě bylo pět zvířat, a tak hrošice a modrý had vešli do baru a papoušek byl vyhozen.

# Pravidla, karta zebry, první tah. Pravidla zapomínají na opakovaný krok červené žirafy.
scenarios-beasty-bar-zebra-stops-crocodile-title = Zebra zastaví krokodýla
scenarios-beasty-bar-zebra-stops-crocodile-setup = Čeká žlutý papoušek, červená žirafa, zelená zebra a červený papoušek. Zahraj svého žlutého krokodýla.
scenarios-beasty-bar-zebra-stops-crocodile-explanation = Krokodýl sežral červeného papouška před sebou a zastavil se o zebru: přes zebru krokodýl nemůže. Při opakujících se efektech pak červená žirafa předběhla žlutého papouška. Příklad v pravidlech na tento krok žirafy zapomíná, ale podle pravidel k němu dojde.

# Pravidla, karta zebry, další tah, z fronty, jak vyjde podle pravidel.
scenarios-beasty-bar-zebra-shields-kangaroo-title = Klokan se schová za zebru
scenarios-beasty-bar-zebra-shields-kangaroo-setup = Fronta z minulého příkladu o tah později. Zahraj svého modrého klokana a přeskoč zebru i krokodýla.
scenarios-beasty-bar-zebra-shields-kangaroo-explanation = Klokan doskočil před zebru, kam na něj krokodýl nedosáhne. Ve frontě bylo pět zvířat: červená žirafa a žlutý papoušek vešli do baru a krokodýl na konci byl vyhozen na TO JE KONEC.

# Pravidla, karta zebry, další tah, z fronty, jak ji píší pravidla.
scenarios-beasty-bar-zebra-shields-kangaroo-as-written-title = Klokan a zebra podle textu pravidel
scenarios-beasty-bar-zebra-shields-kangaroo-as-written-setup = Týž tah z fronty, jak ji píší pravidla, s papouškem u brány. Zahraj svého modrého klokana a přeskoč zebru i krokodýla.
scenarios-beasty-bar-zebra-shields-kangaroo-as-written-explanation = Tentokrát červená žirafa předběhla papouška při opakujících se efektech a klokan zůstal v bezpečí před zebrou. Do baru vešla tatáž dvě zvířata, žirafa první, a krokodýl byl vyhozen.

# Pravidla, karta lachtana.
scenarios-beasty-bar-seal-swaps-ends-title = Lachtan prohodí bránu a východ
scenarios-beasty-bar-seal-swaps-ends-setup = Čeká červený lev, žlutý krokodýl, modrá zebra a zelená hrošice. Zahraj svého žlutého lachtana.
scenarios-beasty-bar-seal-swaps-ends-explanation = Lachtan otočil celou frontu: hrošice se dostala k bráně a lev na konec. Hrošice pak předběhla lachtana a zebra nedovolila krokodýlovi nikoho sežrat. Ve frontě bylo pět zvířat: hrošice a lachtan vešli do baru a lev, teď poslední, byl vyhozen.

# Pravidla, karta chameleona.
scenarios-beasty-bar-chameleon-as-hippo-title = Chameleon je na chvíli hrošicí
scenarios-beasty-bar-chameleon-as-hippo-setup = Čeká červená hrošice a žlutý krokodýl. Zahraj svého zeleného chameleona a napodob hrošici.
scenarios-beasty-bar-chameleon-as-hippo-explanation = Jako hrošice chameleon předběhl krokodýla. Při opakujících se efektech už byl zase obyčejným chameleonem se silou 5, a tak ho krokodýl sežral.

# Pravidla, karta opice.
scenarios-beasty-bar-monkey-gang-title = Opice se spolčí
scenarios-beasty-bar-monkey-gang-setup = Čeká červený had, žlutá opice, modrá opice a zelený papoušek. Zahraj svou červenou opici.
scenarios-beasty-bar-monkey-gang-explanation = Když je ve frontě další opice, opice se spolčí: vyženou všechny hrošice a krokodýly, tady žádní nebyli, a jdou k bráně, tvoje opice první a ostatní za ní v obráceném pořadí. Ve frontě bylo pět zvířat: tvoje opice a modrá opice vešly do baru a papoušek byl vyhozen.

# Pravidla, karta opice, poznámka o chameleonovi.
scenarios-beasty-bar-monkey-chameleon-title = Chameleon se přidá k opicím
scenarios-beasty-bar-monkey-chameleon-setup = Čeká červená hrošice, žlutá opice a modrý krokodýl. Zahraj svého zeleného chameleona a napodob opici.
scenarios-beasty-bar-monkey-chameleon-explanation = Jako opice se chameleon spolčil se žlutou opicí. Společně vyhnali hrošici i krokodýla na TO JE KONEC a chameleon šel k bráně, opice hned za ním.

# Pravidla, karta klokana.
scenarios-beasty-bar-kangaroo-jumps-behind-zebra-title = Klokan skočí před zebru
scenarios-beasty-bar-kangaroo-jumps-behind-zebra-setup = U brány čeká zelená zebra a za ní červený krokodýl. Zahraj svého žlutého klokana a přeskoč oba.
scenarios-beasty-bar-kangaroo-jumps-behind-zebra-explanation = Klokan přeskočí jedno, nebo dvě zvířata jakékoli síly. Doskočil až k bráně a zebra za ním ho chrání před krokodýlem.

# Pravidla, karta papouška.
scenarios-beasty-bar-parrot-removes-zebra-title = Papoušek vyžene zebru
scenarios-beasty-bar-parrot-removes-zebra-setup = Čeká žlutý klokan, modrá opice, červená zebra a zelený krokodýl. Zahraj svého žlutého papouška a vyžeň zebru na třetím místě.
scenarios-beasty-bar-parrot-removes-zebra-explanation = Papoušek poslal zebru na TO JE KONEC. Bez zebry v cestě krokodýl při opakujících se efektech žral: nejdřív opici, pak klokana. Papoušek za krokodýlem je v bezpečí.

# Pravidla, karta skunka.
scenarios-beasty-bar-skunk-two-species-title = Skunk vyžene dva nejsilnější druhy
scenarios-beasty-bar-skunk-two-species-setup = Čeká žlutý krokodýl, modrý krokodýl, červená zebra a červená hrošice. Zahraj svého zeleného skunka.
scenarios-beasty-bar-skunk-two-species-explanation = Skunk vyhnal nejsilnější druh zvířat ve frontě, hrošici, a druhý nejsilnější, oba krokodýly. Zebra je teď první a skunk druhý.

# Pravidla, karta skunka, závěrečná poznámka o chameleonovi.
scenarios-beasty-bar-skunk-chameleon-title = I chameleon umí smrdět
scenarios-beasty-bar-skunk-chameleon-setup = Čeká červená zebra, zelený skunk, modrá žirafa a žlutý had. Zahraj svého žlutého chameleona a napodob skunka.
scenarios-beasty-bar-skunk-chameleon-explanation = Jako skunk chameleon vyhnal dva nejsilnější druhy, skunky nepočítaje: hada a žirafu. Zebra a pravý skunk ve frontě zůstávají.
