### Výstup řeči: zprávy o samotných řečových kanálech.
### Hra každou z nich ohlásí nejvýš jednou jako jeden vypsaný řádek a pokračuje;
### hráč dál čte všechny řádky na obrazovce nebo na Braillském řádku.

# Ohlásí se jednou při spuštění, když zvolený výstup řeči nejde použít; hra
# pokračuje jen s vypsanými řádky (ty hráčův odečítač obrazovky čte dál).
# Proměnné:
#   $mode (String) - hodnota volby --speech, jak ji hráč napsal: „tts“ (vestavěný
#                    hlas), „screen-reader“ nebo jiné slovo (jen u důvodu
#                    unknown-mode). Hodnoty auto, print, screen-reader a tts
#                    nepřekládejte, jsou to hodnoty volby.
#   $reason (String) - proč; každá hodnota má svou variantu:
#       not-installed     nejde načíst pythonní balíček pro daný výstup
#       no-espeak         Linux: není nainstalovaný syntezátor espeak-ng
#       no-player         Linux: chybí přehrávač zvuku aplay (balíček alsa-utils)
#       no-speechd        Linux: chybí pythonní modul pro Speech Dispatcher
#       no-screen-reader  nebyl nalezen žádný spuštěný odečítač obrazovky
#       failed            syntezátor se spustil, ale selhal
#       timeout           syntezátor neodpověděl včas
#       unknown-mode      $mode není režim řeči
speech-engine-missing = { $reason ->
    [no-espeak] Řeč vypnuta: vestavěný hlas potřebuje espeak-ng; nainstaluj balíček espeak-ng.
    [no-player] Řeč vypnuta: vestavěný hlas potřebuje přehrávač zvuku aplay; nainstaluj balíček alsa-utils.
    [no-speechd] Řeč vypnuta: čtení odečítačem obrazovky potřebuje Speech Dispatcher pro Python; nainstaluj balíček python3-speechd.
    [no-screen-reader] Řeč vypnuta: nebyl nalezen žádný spuštěný odečítač obrazovky.
    [failed] Řeč vypnuta: { $mode ->
            [tts] vestavěný hlas
            [screen-reader] odečítač obrazovky
           *[other] výstup { $mode }
        } se nepodařilo spustit.
    [timeout] Řeč vypnuta: { $mode ->
            [tts] vestavěný hlas
            [screen-reader] odečítač obrazovky
           *[other] výstup { $mode }
        } neodpověděl včas.
    [unknown-mode] Řeč vypnuta: { $mode } není režim řeči; použij auto, print, screen-reader nebo tts.
   *[not-installed] Řeč vypnuta: { $mode ->
            [tts] balíček pyttsx3 pro vestavěný hlas
            [screen-reader] balíček accessible-output2 pro odečítače obrazovky
           *[other] balíček pro výstup { $mode }
        } není nainstalovaný.
}

# Řekne se, když hráč v nastavení zvolí výstup řeči (nebo rychlost či hlas vestavěného
# hlasu), který nejde spustit: nastavení si ponechá předchozí hodnotu a dosavadní řeč
# pokračuje. Proměnné a důvody jako u speech-engine-missing.
speech-engine-refused = { $reason ->
    [no-espeak] Řeč beze změny: vestavěný hlas potřebuje espeak-ng; nainstaluj balíček espeak-ng.
    [no-player] Řeč beze změny: vestavěný hlas potřebuje přehrávač zvuku aplay; nainstaluj balíček alsa-utils.
    [no-speechd] Řeč beze změny: čtení odečítačem obrazovky potřebuje Speech Dispatcher pro Python; nainstaluj balíček python3-speechd.
    [no-screen-reader] Řeč beze změny: nebyl nalezen žádný spuštěný odečítač obrazovky.
    [failed] Řeč beze změny: { $mode ->
            [tts] vestavěný hlas
            [screen-reader] odečítač obrazovky
           *[other] výstup { $mode }
        } se nepodařilo spustit.
    [timeout] Řeč beze změny: { $mode ->
            [tts] vestavěný hlas
            [screen-reader] odečítač obrazovky
           *[other] výstup { $mode }
        } neodpověděl včas.
    [unknown-mode] Řeč beze změny: { $mode } není režim řeči.
   *[not-installed] Řeč beze změny: { $mode ->
            [tts] balíček pyttsx3 pro vestavěný hlas
            [screen-reader] balíček accessible-output2 pro odečítače obrazovky
           *[other] balíček pro výstup { $mode }
        } není nainstalovaný.
}

# Ohlásí se jednou, když řeč, která fungovala, během hry přestane odpovídat;
# od té chvíle hra jen vypisuje řádky.
# Proměnné:
#   $mode (String) - „tts“ (vestavěný hlas) nebo „screen-reader“.
speech-engine-stopped = Řeč vypnuta: přestal odpovídat { $mode ->
        [tts] vestavěný hlas
        [screen-reader] odečítač obrazovky
       *[other] výstup { $mode }
    }.

# Ohlásí se jednou, když vestavěný hlas funguje, ale nemá hlas pro jazyk hry,
# takže text čte svým výchozím hlasem.
# Proměnné:
#   $lang (String) - kód jazyka hry: „cs“ (čeština) nebo „en“ (angličtina).
speech-voice-missing = { $lang ->
    [cs] Chybí český hlas: vestavěný hlas čte češtinu svým výchozím hlasem; nainstaluj do systému český hlas nebo espeak-ng.
   *[other] Chybí anglický hlas: vestavěný hlas čte angličtinu svým výchozím hlasem; nainstaluj do systému anglický hlas nebo espeak-ng.
}
