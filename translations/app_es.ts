<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>Argparse</name>
    <message>
        <source>usage: </source>
        <translation>Uso: </translation>
    </message>
    <message>
        <source>options</source>
        <translation>opciones</translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>argumentos posicionales</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>mostrar esta ayuda y salir</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>argumento %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>argumentos no reconocidos: %s</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>faltan estos argumentos: %s</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>se esperaba un valor</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>opción ambigua: %(option)s podría ser %(matches)s</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>valor %(type)s no válido: %(value)r</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>opción no válida: %(value)r (elige entre %(choices)s)</translation>
    </message>
    <message>
        <source>not allowed with argument %s</source>
        <translation>no permitido junto con el argumento %s</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>argumento explícito %r ignorado</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>cardgame-gui: no display to open the window on (DISPLAY and WAYLAND_DISPLAY are unset): run it on a desktop, or set QT_QPA_PLATFORM=offscreen for a window nobody sees</source>
        <translation>cardgame-gui: no hay pantalla donde abrir la ventana (DISPLAY y WAYLAND_DISPLAY no están definidas): ejecútalo en un escritorio, o define QT_QPA_PLATFORM=offscreen para una ventana que nadie ve</translation>
    </message>
    <message>
        <source>A desktop card table.</source>
        <translation>Una mesa de cartas en tu ordenador.</translation>
    </message>
    <message>
        <source>open the window, play a short bot-only game at full speed and exit (0 = ok)</source>
        <translation>abrir la ventana, jugar a toda velocidad una partida corta solo con bots y salir (0 = correcto)</translation>
    </message>
    <message>
        <source>start straight into this game (listed below)</source>
        <translation>empezar directamente una partida de este juego (lista abajo)</translation>
    </message>
    <message>
        <source>number of players (default: the game&apos;s own)</source>
        <translation>número de jugadores (por defecto: el habitual del juego)</translation>
    </message>
    <message>
        <source>a named set of rule options of the game (listed below)</source>
        <translation>un conjunto con nombre de opciones de reglas del juego (lista abajo)</translation>
    </message>
    <message>
        <source>deal seed, to play the same deal again</source>
        <translation>semilla del reparto, para volver a jugar las mismas cartas</translation>
    </message>
    <message>
        <source>bot level for the other seats (listed below; default: casual)</source>
        <translation>nivel de los bots en los otros asientos (lista abajo; por defecto: casual)</translation>
    </message>
    <message>
        <source>bot pace and animation</source>
        <translation>ritmo de los bots y de las animaciones</translation>
    </message>
    <message>
        <source>--players, --preset and --bots need --game</source>
        <translation>--players, --preset y --bots necesitan --game</translation>
    </message>
    <message>
        <source>unknown game {game!r} (known games: {games})</source>
        <translation>juego desconocido {game!r} (juegos conocidos: {games})</translation>
    </message>
    <message>
        <source>no bot can play {game} yet</source>
        <translation>todavía ningún bot sabe jugar a {game}</translation>
    </message>
    <message>
        <source>unknown language {code!r} (languages: {choices})</source>
        <translation>idioma desconocido {code!r} (idiomas: {choices})</translation>
    </message>
    <message>
        <source>use this language: {codes} (default: the one chosen in the window, else the system&apos;s)</source>
        <translation>usar este idioma: {codes} (por defecto: el elegido en la ventana; si no, el del sistema)</translation>
    </message>
    <message>
        <source>show the version and exit</source>
        <translation>mostrar la versión y salir</translation>
    </message>
    <message>
        <source>{prog}: error: {message}</source>
        <translation>{prog}: error: {message}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>{game} is for {low} to {high} players, not {players}</source>
        <translation>{game} se juega entre {low} y {high} jugadores, no con {players}</translation>
    </message>
    <message>
        <source>{game} has no preset {name!r} (presets: {presets})</source>
        <translation>{game} no tiene el ajuste predefinido {name!r} (ajustes predefinidos: {presets})</translation>
    </message>
    <message>
        <source>no {level!r} bot for {game} (bot levels: {levels})</source>
        <translation>no hay bot de nivel {level!r} para {game} (niveles: {levels})</translation>
    </message>
    <message>
        <source>--option wants name=value, not {pair!r}</source>
        <translation>--option espera nombre=valor, no {pair!r}</translation>
    </message>
    <message>
        <source>--games must be at least 1</source>
        <translation>--games debe ser al menos 1</translation>
    </message>
    <message>
        <source>games (players; presets; bot levels):</source>
        <translation>juegos (jugadores; ajustes predefinidos; niveles de bots):</translation>
    </message>
    <message>
        <source>{name}: {low} to {high} players, usually {usual}; presets {presets}; bots {bots}</source>
        <translation>{name}: de {low} a {high} jugadores, normalmente {usual}; ajustes predefinidos {presets}; bots {bots}</translation>
    </message>
    <message>
        <source>Play bot-only games headless.</source>
        <translation>Partidas solo con bots, sin ventana.</translation>
    </message>
    <message>
        <source>the game to play</source>
        <translation>el juego al que jugar</translation>
    </message>
    <message>
        <source>seats at the table (default: the game&apos;s usual)</source>
        <translation>asientos en la mesa (por defecto: los habituales del juego)</translation>
    </message>
    <message>
        <source>games to play (default 100)</source>
        <translation>número de partidas (por defecto 100)</translation>
    </message>
    <message>
        <source>seed of the first deal (default 1)</source>
        <translation>semilla del primer reparto (por defecto 1)</translation>
    </message>
    <message>
        <source>a named set of rule options (listed below)</source>
        <translation>un conjunto con nombre de opciones de reglas (lista abajo)</translation>
    </message>
    <message>
        <source>a rule option (repeatable; applied after --preset)</source>
        <translation>una opción de reglas (repetible; se aplica después de --preset)</translation>
    </message>
    <message>
        <source>bot level for every seat (default: random)</source>
        <translation>nivel de bot para cada asiento (por defecto: random)</translation>
    </message>
    <message>
        <source>comma-separated bot level per seat, overriding --bot</source>
        <translation>nivel de bot por asiento, separados por comas; sustituye a --bot</translation>
    </message>
    <message>
        <source>print the result as JSON</source>
        <translation>mostrar el resultado en JSON</translation>
    </message>
    <message>
        <source>move the --bots entrants round the table, each deal played from every seat</source>
        <translation>rotar a los participantes de --bots alrededor de la mesa, para que cada reparto se juegue desde cada asiento</translation>
    </message>
    <message>
        <source>processes to play games in (default 1)</source>
        <translation>número de procesos en los que se juega (por defecto 1)</translation>
    </message>
    <message>
        <source>cardgame-sim: stock_rebuilds={count} (a round ends once the stock has been rebuilt that often; --option stock_rebuilds=unlimited lifts it)</source>
        <translation>cardgame-sim: stock_rebuilds={count} (una ronda termina cuando el mazo se ha rehecho tantas veces; --option stock_rebuilds=unlimited quita el límite)</translation>
    </message>
    <message>
        <source>--jobs must be 1 to 64, not {jobs}</source>
        <translation>--jobs debe estar entre 1 y 64, no {jobs}</translation>
    </message>
    <message>
        <source>cardgame-gui: the window cannot open: Qt&apos;s xcb platform plugin needs {libraries}, which this system lacks — on Debian or Ubuntu: sudo apt install {packages}</source>
        <translation>cardgame-gui: la ventana no puede abrirse: el complemento de plataforma xcb de Qt necesita {libraries}, que faltan en este sistema — en Debian o Ubuntu: sudo apt install {packages}</translation>
    </message>
    <message numerus="yes">
        <source>{game} is for exactly %n player(s), not {players}</source>
        <translation>
            <numerusform>{game} es para exactamente %n jugador, no para {players}</numerusform>
            <numerusform>{game} es para exactamente %n jugadores, no para {players}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: exactly %n player(s); presets {presets}; bots {bots}</source>
        <translation>
            <numerusform>{name}: exactamente %n jugador; ajustes predefinidos {presets}; bots {bots}</numerusform>
            <numerusform>{name}: exactamente %n jugadores; ajustes predefinidos {presets}; bots {bots}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>--bots names %n seat(s) but the table has {players}</source>
        <translation>
            <numerusform>--bots indica %n asiento, pero la mesa tiene {players}</numerusform>
            <numerusform>--bots indica %n asientos, pero la mesa tiene {players}</numerusform>
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
        <translation>Contract Rummy (Carioca)</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>South</source>
        <translation>Sur</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Oeste</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Norte</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Este</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Jugador {number}</translation>
    </message>
</context>
<context>
    <name>SimReport</name>
    <message>
        <source>default</source>
        <translation>por defecto</translation>
    </message>
    <message>
        <source>game with seed {seed} stopped and left out: {why} (random bots may never finish a rummy round; try --bot casual)</source>
        <translation>partida con semilla {seed} detenida y descartada: {why} (los bots aleatorios quizá nunca terminen una ronda de rummy; prueba --bot casual)</translation>
    </message>
    <message>
        <source>no game finished: no figures</source>
        <translation>ninguna partida terminada: sin cifras</translation>
    </message>
    <message>
        <source>seat</source>
        <translation>asiento</translation>
    </message>
    <message>
        <source>bot</source>
        <translation>bot</translation>
    </message>
    <message>
        <source>mean score</source>
        <translation>puntuación media</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>victorias</translation>
    </message>
    <message>
        <source>share</source>
        <translation>porcentaje</translation>
    </message>
    <message>
        <source>a win shared by tied seats counts each of them its fraction (two tied: 0.5 each)</source>
        <translation>una victoria compartida entre asientos empatados cuenta a cada uno su fracción (dos empatados: 0.5 cada uno)</translation>
    </message>
    <message>
        <source>rounds ended by going out: {out} of {hands} ({share})</source>
        <translation>rondas terminadas al cerrar alguien: {out} de {hands} ({share})</translation>
    </message>
    <message>
        <source>{hands} hands in {seconds} s: {rate} hands/s</source>
        <translation>{hands} manos en {seconds} s: {rate} manos/s</translation>
    </message>
    <message>
        <source>entrant</source>
        <translation>participante</translation>
    </message>
    <message>
        <source>win rate</source>
        <translation>tasa de victorias</translation>
    </message>
    <message>
        <source>exact bids</source>
        <translation>apuestas exactas</translation>
    </message>
    <message>
        <source>side of entrants 0+2 less the other side</source>
        <translation>bando de los participantes 0+2 menos el otro bando</translation>
    </message>
    <message>
        <source>entrant 0 less the others&apos; mean</source>
        <translation>participante 0 menos la media de los demás</translation>
    </message>
    <message>
        <source>margin ({who}): {margin} ± {half} a game (95%); ± {deals} over whole deals</source>
        <translation>margen ({who}): {margin} ± {half} por partida (95 %); ± {deals} sobre repartos completos</translation>
    </message>
    <message>
        <source>margin ({who}): {margin} ± {half} a game (95%)</source>
        <translation>margen ({who}): {margin} ± {half} por partida (95 %)</translation>
    </message>
    <message>
        <source>takers exactly on the level when {level} bid: {share}</source>
        <translation>tomadores justo en el nivel cuando {level} declaró: {share}</translation>
    </message>
    <message>
        <source>rounds ended by going out: {out} of {hands}</source>
        <translation>rondas terminadas al cerrar alguien: {out} de {hands}</translation>
    </message>
    <message>
        <source>round {number} went {moves} moves without ending</source>
        <translation>la ronda {number} duró {moves} jugadas sin terminar</translation>
    </message>
    <message numerus="yes">
        <source>{game}: {players} players, %n game(s), seed {seed}, options {options}</source>
        <translation>
            <numerusform>{game}: {players} jugadores, %n partida, semilla {seed}, opciones {options}</numerusform>
            <numerusform>{game}: {players} jugadores, %n partidas, semilla {seed}, opciones {options}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>stopped after %n game(s): {stopped} could not finish</source>
        <translation>
            <numerusform>detenido tras %n partida: {stopped} no pudieron terminar</numerusform>
            <numerusform>detenido tras %n partidas: {stopped} no pudieron terminar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{game}: {players} players, %n game(s), seed {seed}, options {options}, seats rotated</source>
        <translation>
            <numerusform>{game}: {players} jugadores, %n partida, semilla {seed}, opciones {options}, asientos rotados</numerusform>
            <numerusform>{game}: {players} jugadores, %n partidas, semilla {seed}, opciones {options}, asientos rotados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{game}: {players} players, %n game(s), seed {seed}, options {options}, seats fixed</source>
        <translation>
            <numerusform>{game}: {players} jugadores, %n partida, semilla {seed}, opciones {options}, asientos fijos</numerusform>
            <numerusform>{game}: {players} jugadores, %n partidas, semilla {seed}, opciones {options}, asientos fijos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{hands} hands in {seconds} s with %n job(s)</source>
        <translation>
            <numerusform>{hands} manos en {seconds} s con %n proceso</numerusform>
            <numerusform>{hands} manos en {seconds} s con %n procesos</numerusform>
        </translation>
    </message>
</context>
</TS>
