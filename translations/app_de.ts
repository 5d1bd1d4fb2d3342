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
<context>
    <name>SimReport</name>
    <message>
        <source>default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>game with seed {seed} stopped and left out: {why} (random bots may never finish a rummy round; try --bot casual)</source>
        <translation>Spiel mit Startwert {seed} abgebrochen und nicht gezählt: {why} (Zufalls-Bots beenden eine Rommé-Runde womöglich nie; versuche --bot casual)</translation>
    </message>
    <message>
        <source>no game finished: no figures</source>
        <translation>kein Spiel zu Ende gespielt: keine Zahlen</translation>
    </message>
    <message>
        <source>seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>mean score</source>
        <translation>Punkte im Schnitt</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>share</source>
        <translation>Anteil</translation>
    </message>
    <message>
        <source>a win shared by tied seats counts each of them its fraction (two tied: 0.5 each)</source>
        <translation>ein geteilter Sieg zählt für jeden Platz im Gleichstand seinen Bruchteil (zwei gleichauf: je 0.5)</translation>
    </message>
    <message>
        <source>rounds ended by going out: {out} of {hands} ({share})</source>
        <translation>Runden, die durch Ausmachen endeten: {out} von {hands} ({share})</translation>
    </message>
    <message>
        <source>{hands} hands in {seconds} s: {rate} hands/s</source>
        <translation>{hands} Runden in {seconds} s: {rate} Runden/s</translation>
    </message>
    <message>
        <source>entrant</source>
        <translation>Teilnehmer</translation>
    </message>
    <message>
        <source>win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <source>exact bids</source>
        <translation>genaue Ansagen</translation>
    </message>
    <message>
        <source>side of entrants 0+2 less the other side</source>
        <translation>Seite der Teilnehmer 0+2 minus die andere Seite</translation>
    </message>
    <message>
        <source>entrant 0 less the others&apos; mean</source>
        <translation>Teilnehmer 0 minus der Schnitt der anderen</translation>
    </message>
    <message>
        <source>margin ({who}): {margin} ± {half} a game (95%); ± {deals} over whole deals</source>
        <translation>Vorsprung ({who}): {margin} ± {half} pro Spiel (95 %); ± {deals} über ganze Verteilungen</translation>
    </message>
    <message>
        <source>margin ({who}): {margin} ± {half} a game (95%)</source>
        <translation>Vorsprung ({who}): {margin} ± {half} pro Spiel (95 %)</translation>
    </message>
    <message>
        <source>takers exactly on the level when {level} bid: {share}</source>
        <translation>Nehmer genau auf der Stufe, wenn {level} geboten hat: {share}</translation>
    </message>
    <message>
        <source>rounds ended by going out: {out} of {hands}</source>
        <translation>Runden, die durch Ausmachen endeten: {out} von {hands}</translation>
    </message>
    <message>
        <source>round {number} went {moves} moves without ending</source>
        <translation>Runde {number} lief {moves} Züge lang, ohne zu enden</translation>
    </message>
    <message numerus="yes">
        <source>{game}: {players} players, %n game(s), seed {seed}, options {options}</source>
        <translation>
            <numerusform>{game}: {players} Spieler, %n Spiel, Startwert {seed}, Optionen {options}</numerusform>
            <numerusform>{game}: {players} Spieler, %n Spiele, Startwert {seed}, Optionen {options}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>stopped after %n game(s): {stopped} could not finish</source>
        <translation>
            <numerusform>nach %n Spiel beendet: {stopped} konnten nicht zu Ende gespielt werden</numerusform>
            <numerusform>nach %n Spielen beendet: {stopped} konnten nicht zu Ende gespielt werden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{game}: {players} players, %n game(s), seed {seed}, options {options}, seats rotated</source>
        <translation>
            <numerusform>{game}: {players} Spieler, %n Spiel, Startwert {seed}, Optionen {options}, Plätze rotiert</numerusform>
            <numerusform>{game}: {players} Spieler, %n Spiele, Startwert {seed}, Optionen {options}, Plätze rotiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{game}: {players} players, %n game(s), seed {seed}, options {options}, seats fixed</source>
        <translation>
            <numerusform>{game}: {players} Spieler, %n Spiel, Startwert {seed}, Optionen {options}, feste Plätze</numerusform>
            <numerusform>{game}: {players} Spieler, %n Spiele, Startwert {seed}, Optionen {options}, feste Plätze</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{hands} hands in {seconds} s with %n job(s)</source>
        <translation>
            <numerusform>{hands} Runden in {seconds} s mit %n Prozess</numerusform>
            <numerusform>{hands} Runden in {seconds} s mit %n Prozessen</numerusform>
        </translation>
    </message>
</context>
</TS>
