<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl">
<context>
    <name>Argparse</name>
    <message>
        <source>usage: </source>
        <translation>Gebruik: </translation>
    </message>
    <message>
        <source>options</source>
        <translation>opties</translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>positionele argumenten</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>deze hulp tonen en stoppen</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>argument %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>onbekende argumenten: %s</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>deze argumenten zijn verplicht: %s</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>verwacht één waarde</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>dubbelzinnige optie: %(option)s kan %(matches)s zijn</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>ongeldige %(type)s-waarde: %(value)r</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>ongeldige keuze: %(value)r (kies uit %(choices)s)</translation>
    </message>
    <message>
        <source>not allowed with argument %s</source>
        <translation>niet toegestaan samen met argument %s</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>expliciet argument %r genegeerd</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>cardgame-gui: no display to open the window on (DISPLAY and WAYLAND_DISPLAY are unset): run it on a desktop, or set QT_QPA_PLATFORM=offscreen for a window nobody sees</source>
        <translation>cardgame-gui: geen beeldscherm om het venster op te openen (DISPLAY en WAYLAND_DISPLAY zijn niet ingesteld): start het op een bureaublad, of stel QT_QPA_PLATFORM=offscreen in voor een venster dat niemand ziet</translation>
    </message>
    <message>
        <source>A desktop card table.</source>
        <translation>Een kaarttafel op je computer.</translation>
    </message>
    <message>
        <source>open the window, play a short bot-only game at full speed and exit (0 = ok)</source>
        <translation>venster openen, een kort spel met alleen bots op volle snelheid spelen en stoppen (0 = in orde)</translation>
    </message>
    <message>
        <source>start straight into this game (listed below)</source>
        <translation>meteen met dit spel beginnen (lijst hieronder)</translation>
    </message>
    <message>
        <source>number of players (default: the game&apos;s own)</source>
        <translation>aantal spelers (standaard: het gebruikelijke aantal van het spel)</translation>
    </message>
    <message>
        <source>a named set of rule options of the game (listed below)</source>
        <translation>een benoemde set regelopties van het spel (lijst hieronder)</translation>
    </message>
    <message>
        <source>deal seed, to play the same deal again</source>
        <translation>startwaarde voor het delen, om dezelfde kaarten nog eens te spelen</translation>
    </message>
    <message>
        <source>bot level for the other seats (listed below; default: casual)</source>
        <translation>botniveau voor de andere plaatsen (lijst hieronder; standaard: casual)</translation>
    </message>
    <message>
        <source>bot pace and animation</source>
        <translation>tempo van de bots en de animaties</translation>
    </message>
    <message>
        <source>--players, --preset and --bots need --game</source>
        <translation>--players, --preset en --bots hebben --game nodig</translation>
    </message>
    <message>
        <source>unknown game {game!r} (known games: {games})</source>
        <translation>onbekend spel {game!r} (bekende spellen: {games})</translation>
    </message>
    <message>
        <source>no bot can play {game} yet</source>
        <translation>nog geen enkele bot kan {game} spelen</translation>
    </message>
    <message>
        <source>unknown language {code!r} (languages: {choices})</source>
        <translation>onbekende taal {code!r} (talen: {choices})</translation>
    </message>
    <message>
        <source>use this language: {codes} (default: the one chosen in the window, else the system&apos;s)</source>
        <translation>deze taal gebruiken: {codes} (standaard: de taal die in het venster gekozen is, anders die van het systeem)</translation>
    </message>
    <message>
        <source>show the version and exit</source>
        <translation>versie tonen en stoppen</translation>
    </message>
    <message>
        <source>{prog}: error: {message}</source>
        <translation>{prog}: fout: {message}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>{game} is for {low} to {high} players, not {players}</source>
        <translation>{game} is voor {low} tot {high} spelers, niet voor {players}</translation>
    </message>
    <message>
        <source>{game} has no preset {name!r} (presets: {presets})</source>
        <translation>{game} heeft geen voorinstelling {name!r} (voorinstellingen: {presets})</translation>
    </message>
    <message>
        <source>no {level!r} bot for {game} (bot levels: {levels})</source>
        <translation>geen bot van niveau {level!r} voor {game} (botniveaus: {levels})</translation>
    </message>
    <message>
        <source>--option wants name=value, not {pair!r}</source>
        <translation>--option verwacht naam=waarde, niet {pair!r}</translation>
    </message>
    <message>
        <source>--games must be at least 1</source>
        <translation>--games moet minstens 1 zijn</translation>
    </message>
    <message>
        <source>games (players; presets; bot levels):</source>
        <translation>spellen (spelers; voorinstellingen; botniveaus):</translation>
    </message>
    <message>
        <source>{name}: {low} to {high} players, usually {usual}; presets {presets}; bots {bots}</source>
        <translation>{name}: {low} tot {high} spelers, meestal {usual}; voorinstellingen {presets}; bots {bots}</translation>
    </message>
    <message>
        <source>Play bot-only games headless.</source>
        <translation>Spellen met alleen bots, zonder venster.</translation>
    </message>
    <message>
        <source>the game to play</source>
        <translation>welk spel er gespeeld wordt</translation>
    </message>
    <message>
        <source>seats at the table (default: the game&apos;s usual)</source>
        <translation>plaatsen aan tafel (standaard: het gebruikelijke aantal van het spel)</translation>
    </message>
    <message>
        <source>games to play (default 100)</source>
        <translation>aantal spellen (standaard 100)</translation>
    </message>
    <message>
        <source>seed of the first deal (default 1)</source>
        <translation>startwaarde voor het delen van het eerste spel (standaard 1)</translation>
    </message>
    <message>
        <source>a named set of rule options (listed below)</source>
        <translation>een benoemde set regelopties (lijst hieronder)</translation>
    </message>
    <message>
        <source>a rule option (repeatable; applied after --preset)</source>
        <translation>een regeloptie (herhaalbaar; geldt na --preset)</translation>
    </message>
    <message>
        <source>bot level for every seat (default: random)</source>
        <translation>botniveau voor elke plaats (standaard: random)</translation>
    </message>
    <message>
        <source>comma-separated bot level per seat, overriding --bot</source>
        <translation>botniveau per plaats, gescheiden door komma&apos;s; vervangt --bot</translation>
    </message>
    <message>
        <source>print the result as JSON</source>
        <translation>het resultaat als JSON tonen</translation>
    </message>
    <message>
        <source>move the --bots entrants round the table, each deal played from every seat</source>
        <translation>de deelnemers uit --bots rond de tafel laten doorschuiven, zodat elk spel vanaf elke plaats gespeeld wordt</translation>
    </message>
    <message>
        <source>processes to play games in (default 1)</source>
        <translation>aantal processen waarin gespeeld wordt (standaard 1)</translation>
    </message>
    <message>
        <source>cardgame-sim: stock_rebuilds={count} (a round ends once the stock has been rebuilt that often; --option stock_rebuilds=unlimited lifts it)</source>
        <translation>cardgame-sim: stock_rebuilds={count} (een ronde eindigt zodra de stapel zo vaak opnieuw gevormd is; --option stock_rebuilds=unlimited heft dat op)</translation>
    </message>
    <message>
        <source>--jobs must be 1 to 64, not {jobs}</source>
        <translation>--jobs moet tussen 1 en 64 liggen, niet {jobs}</translation>
    </message>
    <message>
        <source>cardgame-gui: the window cannot open: Qt&apos;s xcb platform plugin needs {libraries}, which this system lacks — on Debian or Ubuntu: sudo apt install {packages}</source>
        <translation>cardgame-gui: het venster kan niet openen: de xcb-platformplug-in van Qt heeft {libraries} nodig, die op dit systeem ontbreken — op Debian of Ubuntu: sudo apt install {packages}</translation>
    </message>
    <message numerus="yes">
        <source>{game} is for exactly %n player(s), not {players}</source>
        <translation>
            <numerusform>{game} is voor precies %n speler, niet voor {players}</numerusform>
            <numerusform>{game} is voor precies %n spelers, niet voor {players}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: exactly %n player(s); presets {presets}; bots {bots}</source>
        <translation>
            <numerusform>{name}: precies %n speler; voorinstellingen {presets}; bots {bots}</numerusform>
            <numerusform>{name}: precies %n spelers; voorinstellingen {presets}; bots {bots}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>--bots names %n seat(s) but the table has {players}</source>
        <translation>
            <numerusform>--bots noemt %n plaats, maar de tafel heeft er {players}</numerusform>
            <numerusform>--bots noemt %n plaatsen, maar de tafel heeft er {players}</numerusform>
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
        <translation>German Bridge (Boerenbridge)</translation>
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
        <translation>Contract Rummy (jokeren)</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>South</source>
        <translation>Zuid</translation>
    </message>
    <message>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Noord</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Oost</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Speler {number}</translation>
    </message>
</context>
<context>
    <name>SimReport</name>
    <message>
        <source>default</source>
        <translation>standaard</translation>
    </message>
    <message>
        <source>game with seed {seed} stopped and left out: {why} (random bots may never finish a rummy round; try --bot casual)</source>
        <translation>spel met startwaarde {seed} afgebroken en niet meegeteld: {why} (willekeurige bots maken een rummy-ronde misschien nooit af; probeer --bot casual)</translation>
    </message>
    <message>
        <source>no game finished: no figures</source>
        <translation>geen spel uitgespeeld: geen cijfers</translation>
    </message>
    <message>
        <source>seat</source>
        <translation>plaats</translation>
    </message>
    <message>
        <source>bot</source>
        <translation>bot</translation>
    </message>
    <message>
        <source>mean score</source>
        <translation>gem. score</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>share</source>
        <translation>aandeel</translation>
    </message>
    <message>
        <source>a win shared by tied seats counts each of them its fraction (two tied: 0.5 each)</source>
        <translation>een gedeelde winst telt voor elke plaats die gelijk eindigt een deel (twee gelijk: elk 0.5)</translation>
    </message>
    <message>
        <source>rounds ended by going out: {out} of {hands} ({share})</source>
        <translation>rondes geëindigd doordat iemand uitging: {out} van {hands} ({share})</translation>
    </message>
    <message>
        <source>{hands} hands in {seconds} s: {rate} hands/s</source>
        <translation>{hands} rondes in {seconds} s: {rate} rondes/s</translation>
    </message>
    <message>
        <source>entrant</source>
        <translation>deelnemer</translation>
    </message>
    <message>
        <source>win rate</source>
        <translation>winstpercentage</translation>
    </message>
    <message>
        <source>exact bids</source>
        <translation>exacte boden</translation>
    </message>
    <message>
        <source>side of entrants 0+2 less the other side</source>
        <translation>kant van deelnemers 0+2 min de andere kant</translation>
    </message>
    <message>
        <source>entrant 0 less the others&apos; mean</source>
        <translation>deelnemer 0 min het gemiddelde van de anderen</translation>
    </message>
    <message>
        <source>margin ({who}): {margin} ± {half} a game (95%); ± {deals} over whole deals</source>
        <translation>voorsprong ({who}): {margin} ± {half} per spel (95%); ± {deals} over hele verdelingen</translation>
    </message>
    <message>
        <source>margin ({who}): {margin} ± {half} a game (95%)</source>
        <translation>voorsprong ({who}): {margin} ± {half} per spel (95%)</translation>
    </message>
    <message>
        <source>takers exactly on the level when {level} bid: {share}</source>
        <translation>nemers precies op het niveau als {level} bood: {share}</translation>
    </message>
    <message>
        <source>rounds ended by going out: {out} of {hands}</source>
        <translation>rondes geëindigd doordat iemand uitging: {out} van {hands}</translation>
    </message>
    <message>
        <source>round {number} went {moves} moves without ending</source>
        <translation>ronde {number} duurde {moves} zetten zonder te eindigen</translation>
    </message>
    <message numerus="yes">
        <source>{game}: {players} players, %n game(s), seed {seed}, options {options}</source>
        <translation>
            <numerusform>{game}: {players} spelers, %n spel, startwaarde {seed}, opties {options}</numerusform>
            <numerusform>{game}: {players} spelers, %n spellen, startwaarde {seed}, opties {options}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>stopped after %n game(s): {stopped} could not finish</source>
        <translation>
            <numerusform>gestopt na %n spel: {stopped} konden niet worden uitgespeeld</numerusform>
            <numerusform>gestopt na %n spellen: {stopped} konden niet worden uitgespeeld</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{game}: {players} players, %n game(s), seed {seed}, options {options}, seats rotated</source>
        <translation>
            <numerusform>{game}: {players} spelers, %n spel, startwaarde {seed}, opties {options}, plaatsen doorgeschoven</numerusform>
            <numerusform>{game}: {players} spelers, %n spellen, startwaarde {seed}, opties {options}, plaatsen doorgeschoven</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{game}: {players} players, %n game(s), seed {seed}, options {options}, seats fixed</source>
        <translation>
            <numerusform>{game}: {players} spelers, %n spel, startwaarde {seed}, opties {options}, vaste plaatsen</numerusform>
            <numerusform>{game}: {players} spelers, %n spellen, startwaarde {seed}, opties {options}, vaste plaatsen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{hands} hands in {seconds} s with %n job(s)</source>
        <translation>
            <numerusform>{hands} rondes in {seconds} s met %n proces</numerusform>
            <numerusform>{hands} rondes in {seconds} s met %n processen</numerusform>
        </translation>
    </message>
</context>
</TS>
