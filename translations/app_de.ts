<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>Argparse</name>
    <message>
        <source>usage: </source>
        <translation>Aufruf: </translation>
    </message>
    <message>
        <source>options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>Positionsargumente</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>diese Hilfe zeigen und beenden</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>Argument %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>unbekannte Argumente: %s</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>diese Argumente fehlen: %s</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>braucht einen Wert</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>mehrdeutige Option: %(option)s könnte %(matches)s sein</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>ungültiger %(type)s-Wert: %(value)r</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>ungültige Wahl: %(value)r (möglich: %(choices)s)</translation>
    </message>
    <message>
        <source>not allowed with argument %s</source>
        <translation>nicht zusammen mit Argument %s erlaubt</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>explizites Argument %r ignoriert</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>cardgame-gui: no display to open the window on (DISPLAY and WAYLAND_DISPLAY are unset): run it on a desktop, or set QT_QPA_PLATFORM=offscreen for a window nobody sees</source>
        <translation>cardgame-gui: kein Bildschirm, auf dem sich das Fenster öffnen kann (DISPLAY und WAYLAND_DISPLAY sind nicht gesetzt): starte es auf einem Desktop oder setze QT_QPA_PLATFORM=offscreen für ein Fenster, das niemand sieht</translation>
    </message>
    <message>
        <source>A desktop card table.</source>
        <translation>Ein Kartentisch für den Computer.</translation>
    </message>
    <message>
        <source>open the window, play a short bot-only game at full speed and exit (0 = ok)</source>
        <translation>Fenster öffnen, ein kurzes Spiel nur mit Bots in voller Geschwindigkeit spielen und beenden (0 = in Ordnung)</translation>
    </message>
    <message>
        <source>start straight into this game (listed below)</source>
        <translation>gleich mit diesem Spiel beginnen (Liste unten)</translation>
    </message>
    <message>
        <source>number of players (default: the game&apos;s own)</source>
        <translation>Anzahl der Spieler (Standard: die übliche des Spiels)</translation>
    </message>
    <message>
        <source>a named set of rule options of the game (listed below)</source>
        <translation>eine benannte Zusammenstellung von Regeloptionen des Spiels (Liste unten)</translation>
    </message>
    <message>
        <source>deal seed, to play the same deal again</source>
        <translation>Startwert fürs Geben, um dieselben Karten noch einmal zu spielen</translation>
    </message>
    <message>
        <source>bot level for the other seats (listed below; default: casual)</source>
        <translation>Bot-Stufe für die anderen Plätze (Liste unten; Standard: casual)</translation>
    </message>
    <message>
        <source>bot pace and animation</source>
        <translation>Tempo der Bots und der Animationen</translation>
    </message>
    <message>
        <source>--players, --preset and --bots need --game</source>
        <translation>--players, --preset und --bots brauchen --game</translation>
    </message>
    <message>
        <source>unknown game {game!r} (known games: {games})</source>
        <translation>unbekanntes Spiel {game!r} (bekannte Spiele: {games})</translation>
    </message>
    <message>
        <source>no bot can play {game} yet</source>
        <translation>noch kann kein Bot {game} spielen</translation>
    </message>
    <message>
        <source>unknown language {code!r} (languages: {choices})</source>
        <translation>unbekannte Sprache {code!r} (Sprachen: {choices})</translation>
    </message>
    <message>
        <source>use this language: {codes} (default: the one chosen in the window, else the system&apos;s)</source>
        <translation>diese Sprache verwenden: {codes} (Standard: die im Fenster gewählte, sonst die des Systems)</translation>
    </message>
    <message>
        <source>show the version and exit</source>
        <translation>Version zeigen und beenden</translation>
    </message>
    <message>
        <source>{prog}: error: {message}</source>
        <translation>{prog}: Fehler: {message}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>{game} is for {low} to {high} players, not {players}</source>
        <translation>{game} ist für {low} bis {high} Spieler, nicht für {players}</translation>
    </message>
    <message>
        <source>{game} has no preset {name!r} (presets: {presets})</source>
        <translation>{game} hat keine Voreinstellung {name!r} (Voreinstellungen: {presets})</translation>
    </message>
    <message>
        <source>no {level!r} bot for {game} (bot levels: {levels})</source>
        <translation>kein Bot der Stufe {level!r} für {game} (Bot-Stufen: {levels})</translation>
    </message>
    <message>
        <source>--option wants name=value, not {pair!r}</source>
        <translation>--option erwartet name=wert, nicht {pair!r}</translation>
    </message>
    <message>
        <source>--games must be at least 1</source>
        <translation>--games muss mindestens 1 sein</translation>
    </message>
    <message>
        <source>games (players; presets; bot levels):</source>
        <translation>Spiele (Spieler; Voreinstellungen; Bot-Stufen):</translation>
    </message>
    <message>
        <source>{name}: {low} to {high} players, usually {usual}; presets {presets}; bots {bots}</source>
        <translation>{name}: {low} bis {high} Spieler, meist {usual}; Voreinstellungen {presets}; Bots {bots}</translation>
    </message>
    <message>
        <source>Play bot-only games headless.</source>
        <translation>Spiele nur mit Bots, ohne Fenster.</translation>
    </message>
    <message>
        <source>the game to play</source>
        <translation>welches Spiel gespielt wird</translation>
    </message>
    <message>
        <source>seats at the table (default: the game&apos;s usual)</source>
        <translation>Plätze am Tisch (Standard: die übliche Anzahl des Spiels)</translation>
    </message>
    <message>
        <source>games to play (default 100)</source>
        <translation>Anzahl der Spiele (Standard 100)</translation>
    </message>
    <message>
        <source>seed of the first deal (default 1)</source>
        <translation>Startwert fürs erste Geben (Standard 1)</translation>
    </message>
    <message>
        <source>a named set of rule options (listed below)</source>
        <translation>eine benannte Zusammenstellung von Regeloptionen (Liste unten)</translation>
    </message>
    <message>
        <source>a rule option (repeatable; applied after --preset)</source>
        <translation>eine Regeloption (mehrfach möglich; gilt nach --preset)</translation>
    </message>
    <message>
        <source>bot level for every seat (default: random)</source>
        <translation>Bot-Stufe für jeden Platz (Standard: random)</translation>
    </message>
    <message>
        <source>comma-separated bot level per seat, overriding --bot</source>
        <translation>Bot-Stufe je Platz, durch Kommas getrennt; ersetzt --bot</translation>
    </message>
    <message>
        <source>print the result as JSON</source>
        <translation>das Ergebnis als JSON ausgeben</translation>
    </message>
    <message>
        <source>move the --bots entrants round the table, each deal played from every seat</source>
        <translation>die Teilnehmer aus --bots um den Tisch wandern lassen, sodass jedes Blatt von jedem Platz aus gespielt wird</translation>
    </message>
    <message>
        <source>processes to play games in (default 1)</source>
        <translation>Anzahl der Prozesse, in denen gespielt wird (Standard 1)</translation>
    </message>
    <message>
        <source>cardgame-sim: stock_rebuilds={count} (a round ends once the stock has been rebuilt that often; --option stock_rebuilds=unlimited lifts it)</source>
        <translation>cardgame-sim: stock_rebuilds={count} (eine Runde endet, sobald der Stapel so oft neu gebildet wurde; --option stock_rebuilds=unlimited hebt das auf)</translation>
    </message>
    <message>
        <source>--jobs must be 1 to 64, not {jobs}</source>
        <translation>--jobs muss zwischen 1 und 64 liegen, nicht {jobs}</translation>
    </message>
    <message>
        <source>cardgame-gui: the window cannot open: Qt&apos;s xcb platform plugin needs {libraries}, which this system lacks — on Debian or Ubuntu: sudo apt install {packages}</source>
        <translation>cardgame-gui: das Fenster kann nicht geöffnet werden: das xcb-Plattform-Plugin von Qt braucht {libraries}, die diesem System fehlen — unter Debian oder Ubuntu: sudo apt install {packages}</translation>
    </message>
    <message numerus="yes">
        <source>{game} is for exactly %n player(s), not {players}</source>
        <translation>
            <numerusform>{game} ist für genau %n Spieler, nicht für {players}</numerusform>
            <numerusform>{game} ist für genau %n Spieler, nicht für {players}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: exactly %n player(s); presets {presets}; bots {bots}</source>
        <translation>
            <numerusform>{name}: genau %n Spieler; Voreinstellungen {presets}; Bots {bots}</numerusform>
            <numerusform>{name}: genau %n Spieler; Voreinstellungen {presets}; Bots {bots}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>--bots names %n seat(s) but the table has {players}</source>
        <translation>
            <numerusform>--bots nennt %n Platz, aber der Tisch hat {players}</numerusform>
            <numerusform>--bots nennt %n Plätze, aber der Tisch hat {players}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Devil&apos;s Bridge</source>
        <translation>Devil&apos;s Bridge</translation>
    </message>
    <message>
        <source>German Bridge</source>
        <translation>German Bridge</translation>
    </message>
    <message>
        <source>Reverse Bridge</source>
        <translation>Reverse Bridge</translation>
    </message>
    <message>
        <source>Floating Bridge</source>
        <translation>Floating Bridge</translation>
    </message>
    <message>
        <source>Contract Rummy</source>
        <translation>Contract Rummy (Rommé)</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>South</source>
        <translation>Süd</translation>
    </message>
    <message>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Ost</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Spieler {number}</translation>
    </message>
</context>
</TS>
