<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>Argparse</name>
    <message>
        <source>usage: </source>
        <translation>Utilisation : </translation>
    </message>
    <message>
        <source>options</source>
        <translation>options</translation>
    </message>
    <message>
        <source>positional arguments</source>
        <translation>arguments positionnels</translation>
    </message>
    <message>
        <source>show this help message and exit</source>
        <translation>afficher cette aide et quitter</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>argument %(argument_name)s : %(message)s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>arguments non reconnus : %s</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>les arguments suivants sont obligatoires : %s</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>une valeur est attendue</translation>
    </message>
    <message>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>option ambiguë : %(option)s pourrait être %(matches)s</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>valeur %(type)s non valide : %(value)r</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>choix non valide : %(value)r (choisissez parmi %(choices)s)</translation>
    </message>
    <message>
        <source>not allowed with argument %s</source>
        <translation>non autorisé avec l&apos;argument %s</translation>
    </message>
    <message>
        <source>ignored explicit argument %r</source>
        <translation>argument explicite %r ignoré</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>cardgame-gui: no display to open the window on (DISPLAY and WAYLAND_DISPLAY are unset): run it on a desktop, or set QT_QPA_PLATFORM=offscreen for a window nobody sees</source>
        <translation>cardgame-gui : aucun écran où ouvrir la fenêtre (DISPLAY et WAYLAND_DISPLAY ne sont pas définies) : lancez-le depuis un bureau, ou définissez QT_QPA_PLATFORM=offscreen pour une fenêtre que personne ne voit</translation>
    </message>
    <message>
        <source>A desktop card table.</source>
        <translation>Une table de cartes sur votre ordinateur.</translation>
    </message>
    <message>
        <source>open the window, play a short bot-only game at full speed and exit (0 = ok)</source>
        <translation>ouvrir la fenêtre, jouer à toute vitesse une courte partie entre bots et quitter (0 = réussi)</translation>
    </message>
    <message>
        <source>start straight into this game (listed below)</source>
        <translation>commencer directement une partie de ce jeu (liste ci-dessous)</translation>
    </message>
    <message>
        <source>number of players (default: the game&apos;s own)</source>
        <translation>nombre de joueurs (par défaut : celui du jeu)</translation>
    </message>
    <message>
        <source>a named set of rule options of the game (listed below)</source>
        <translation>un ensemble nommé d&apos;options de règles du jeu (liste ci-dessous)</translation>
    </message>
    <message>
        <source>deal seed, to play the same deal again</source>
        <translation>graine de la donne, pour rejouer la même donne</translation>
    </message>
    <message>
        <source>bot level for the other seats (listed below; default: casual)</source>
        <translation>niveau des bots aux autres places (liste ci-dessous ; par défaut : casual)</translation>
    </message>
    <message>
        <source>bot pace and animation</source>
        <translation>rythme des bots et des animations</translation>
    </message>
    <message>
        <source>--players, --preset and --bots need --game</source>
        <translation>--players, --preset et --bots demandent --game</translation>
    </message>
    <message>
        <source>unknown game {game!r} (known games: {games})</source>
        <translation>jeu inconnu {game!r} (jeux connus : {games})</translation>
    </message>
    <message>
        <source>no bot can play {game} yet</source>
        <translation>aucun bot ne sait encore jouer à {game}</translation>
    </message>
    <message>
        <source>unknown language {code!r} (languages: {choices})</source>
        <translation>langue inconnue {code!r} (langues : {choices})</translation>
    </message>
    <message>
        <source>use this language: {codes} (default: the one chosen in the window, else the system&apos;s)</source>
        <translation>utiliser cette langue : {codes} (par défaut : celle choisie dans la fenêtre, sinon celle du système)</translation>
    </message>
    <message>
        <source>show the version and exit</source>
        <translation>afficher la version et quitter</translation>
    </message>
    <message>
        <source>{prog}: error: {message}</source>
        <translation>{prog} : erreur : {message}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>{game} is for {low} to {high} players, not {players}</source>
        <translation>{game} se joue de {low} à {high} joueurs, pas à {players}</translation>
    </message>
    <message>
        <source>{game} has no preset {name!r} (presets: {presets})</source>
        <translation>{game} n&apos;a pas de préréglage {name!r} (préréglages : {presets})</translation>
    </message>
    <message>
        <source>no {level!r} bot for {game} (bot levels: {levels})</source>
        <translation>pas de bot de niveau {level!r} pour {game} (niveaux : {levels})</translation>
    </message>
    <message>
        <source>--option wants name=value, not {pair!r}</source>
        <translation>--option attend nom=valeur, pas {pair!r}</translation>
    </message>
    <message>
        <source>--games must be at least 1</source>
        <translation>--games doit valoir au moins 1</translation>
    </message>
    <message>
        <source>games (players; presets; bot levels):</source>
        <translation>jeux (joueurs ; préréglages ; niveaux des bots) :</translation>
    </message>
    <message>
        <source>{name}: {low} to {high} players, usually {usual}; presets {presets}; bots {bots}</source>
        <translation>{name} : de {low} à {high} joueurs, d&apos;habitude {usual} ; préréglages {presets} ; bots {bots}</translation>
    </message>
    <message>
        <source>Play bot-only games headless.</source>
        <translation>Des parties entre bots, sans fenêtre.</translation>
    </message>
    <message>
        <source>the game to play</source>
        <translation>le jeu auquel jouer</translation>
    </message>
    <message>
        <source>seats at the table (default: the game&apos;s usual)</source>
        <translation>places à la table (par défaut : le nombre habituel du jeu)</translation>
    </message>
    <message>
        <source>games to play (default 100)</source>
        <translation>nombre de parties (100 par défaut)</translation>
    </message>
    <message>
        <source>seed of the first deal (default 1)</source>
        <translation>graine de la première donne (1 par défaut)</translation>
    </message>
    <message>
        <source>a named set of rule options (listed below)</source>
        <translation>un ensemble nommé d&apos;options de règles (liste ci-dessous)</translation>
    </message>
    <message>
        <source>a rule option (repeatable; applied after --preset)</source>
        <translation>une option de règle (répétable ; appliquée après --preset)</translation>
    </message>
    <message>
        <source>bot level for every seat (default: random)</source>
        <translation>niveau des bots à chaque place (par défaut : random)</translation>
    </message>
    <message>
        <source>comma-separated bot level per seat, overriding --bot</source>
        <translation>niveau de bot par place, séparés par des virgules ; remplace --bot</translation>
    </message>
    <message>
        <source>print the result as JSON</source>
        <translation>afficher le résultat en JSON</translation>
    </message>
    <message>
        <source>move the --bots entrants round the table, each deal played from every seat</source>
        <translation>faire tourner les participants de --bots autour de la table, pour que chaque donne soit jouée depuis chaque place</translation>
    </message>
    <message>
        <source>processes to play games in (default 1)</source>
        <translation>nombre de processus qui jouent les parties (1 par défaut)</translation>
    </message>
    <message>
        <source>cardgame-sim: stock_rebuilds={count} (a round ends once the stock has been rebuilt that often; --option stock_rebuilds=unlimited lifts it)</source>
        <translation>cardgame-sim : stock_rebuilds={count} (une manche s&apos;arrête une fois la pioche reconstituée autant de fois ; --option stock_rebuilds=unlimited lève cette limite)</translation>
    </message>
    <message>
        <source>--jobs must be 1 to 64, not {jobs}</source>
        <translation>--jobs doit être compris entre 1 et 64, pas {jobs}</translation>
    </message>
    <message>
        <source>cardgame-gui: the window cannot open: Qt&apos;s xcb platform plugin needs {libraries}, which this system lacks — on Debian or Ubuntu: sudo apt install {packages}</source>
        <translation>cardgame-gui : la fenêtre ne peut pas s&apos;ouvrir : le module de plateforme xcb de Qt a besoin de {libraries}, absentes de ce système — sous Debian ou Ubuntu : sudo apt install {packages}</translation>
    </message>
    <message numerus="yes">
        <source>{game} is for exactly %n player(s), not {players}</source>
        <translation>
            <numerusform>{game} se joue à exactement %n joueur, pas à {players}</numerusform>
            <numerusform>{game} se joue à exactement %n joueurs, pas à {players}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: exactly %n player(s); presets {presets}; bots {bots}</source>
        <translation>
            <numerusform>{name} : exactement %n joueur ; préréglages {presets} ; bots {bots}</numerusform>
            <numerusform>{name} : exactement %n joueurs ; préréglages {presets} ; bots {bots}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>--bots names %n seat(s) but the table has {players}</source>
        <translation>
            <numerusform>--bots nomme %n place, mais la table en a {players}</numerusform>
            <numerusform>--bots nomme %n places, mais la table en a {players}</numerusform>
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
        <translation>Contract Rummy (rami)</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Ouest</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Joueur {number}</translation>
    </message>
</context>
<context>
    <name>SimReport</name>
    <message>
        <source>default</source>
        <translation>par défaut</translation>
    </message>
    <message>
        <source>game with seed {seed} stopped and left out: {why} (random bots may never finish a rummy round; try --bot casual)</source>
        <translation>partie de graine {seed} arrêtée et écartée : {why} (des bots aléatoires peuvent ne jamais finir une manche de rami ; essayez --bot casual)</translation>
    </message>
    <message>
        <source>no game finished: no figures</source>
        <translation>aucune partie terminée : pas de chiffres</translation>
    </message>
    <message>
        <source>seat</source>
        <translation>place</translation>
    </message>
    <message>
        <source>bot</source>
        <translation>bot</translation>
    </message>
    <message>
        <source>mean score</source>
        <translation>score moyen</translation>
    </message>
    <message>
        <source>wins</source>
        <translation>victoires</translation>
    </message>
    <message>
        <source>share</source>
        <translation>part</translation>
    </message>
    <message>
        <source>a win shared by tied seats counts each of them its fraction (two tied: 0.5 each)</source>
        <translation>une victoire partagée entre places à égalité compte pour chacune sa fraction (deux à égalité : 0.5 chacune)</translation>
    </message>
    <message>
        <source>rounds ended by going out: {out} of {hands} ({share})</source>
        <translation>manches où un joueur a fini : {out} sur {hands} ({share})</translation>
    </message>
    <message>
        <source>{hands} hands in {seconds} s: {rate} hands/s</source>
        <translation>{hands} donnes en {seconds} s : {rate} donnes/s</translation>
    </message>
    <message>
        <source>entrant</source>
        <translation>participant</translation>
    </message>
    <message>
        <source>win rate</source>
        <translation>taux de victoire</translation>
    </message>
    <message>
        <source>exact bids</source>
        <translation>annonces exactes</translation>
    </message>
    <message>
        <source>side of entrants 0+2 less the other side</source>
        <translation>camp des participants 0+2 moins l&apos;autre camp</translation>
    </message>
    <message>
        <source>entrant 0 less the others&apos; mean</source>
        <translation>participant 0 moins la moyenne des autres</translation>
    </message>
    <message>
        <source>margin ({who}): {margin} ± {half} a game (95%); ± {deals} over whole deals</source>
        <translation>écart ({who}) : {margin} ± {half} par partie (95 %) ; ± {deals} sur des donnes entières</translation>
    </message>
    <message>
        <source>margin ({who}): {margin} ± {half} a game (95%)</source>
        <translation>écart ({who}) : {margin} ± {half} par partie (95 %)</translation>
    </message>
    <message>
        <source>takers exactly on the level when {level} bid: {share}</source>
        <translation>preneurs pile au niveau quand {level} a enchéri : {share}</translation>
    </message>
    <message>
        <source>rounds ended by going out: {out} of {hands}</source>
        <translation>manches où un joueur a fini : {out} sur {hands}</translation>
    </message>
    <message>
        <source>round {number} went {moves} moves without ending</source>
        <translation>la manche {number} a duré {moves} coups sans se terminer</translation>
    </message>
    <message numerus="yes">
        <source>{game}: {players} players, %n game(s), seed {seed}, options {options}</source>
        <translation>
            <numerusform>{game} : {players} joueurs, %n partie, graine {seed}, options {options}</numerusform>
            <numerusform>{game} : {players} joueurs, %n parties, graine {seed}, options {options}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>stopped after %n game(s): {stopped} could not finish</source>
        <translation>
            <numerusform>arrêt après %n partie : {stopped} n&apos;ont pas pu se terminer</numerusform>
            <numerusform>arrêt après %n parties : {stopped} n&apos;ont pas pu se terminer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{game}: {players} players, %n game(s), seed {seed}, options {options}, seats rotated</source>
        <translation>
            <numerusform>{game} : {players} joueurs, %n partie, graine {seed}, options {options}, places tournantes</numerusform>
            <numerusform>{game} : {players} joueurs, %n parties, graine {seed}, options {options}, places tournantes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{game}: {players} players, %n game(s), seed {seed}, options {options}, seats fixed</source>
        <translation>
            <numerusform>{game} : {players} joueurs, %n partie, graine {seed}, options {options}, places fixes</numerusform>
            <numerusform>{game} : {players} joueurs, %n parties, graine {seed}, options {options}, places fixes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{hands} hands in {seconds} s with %n job(s)</source>
        <translation>
            <numerusform>{hands} donnes en {seconds} s avec %n processus</numerusform>
            <numerusform>{hands} donnes en {seconds} s avec %n processus</numerusform>
        </translation>
    </message>
</context>
</TS>
