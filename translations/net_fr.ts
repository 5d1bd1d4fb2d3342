<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>LanChat</name>
    <message>
        <source>Chat</source>
        <translation>Discussion</translation>
    </message>
    <message>
        <source>Say something to the table, Enter sends</source>
        <translation>Écrivez quelque chose à la table, Entrée envoie</translation>
    </message>
    <message>
        <source>Chat message</source>
        <translation>Message de discussion</translation>
    </message>
</context>
<context>
    <name>LanClient</name>
    <message>
        <source>You are not connected to the host any more</source>
        <translation>Vous n&apos;êtes plus connecté à l&apos;hôte</translation>
    </message>
</context>
<context>
    <name>LanCounts</name>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n seconde</numerusform>
            <numerusform>%n secondes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s)</source>
        <translation>
            <numerusform>%n place</numerusform>
            <numerusform>%n places</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n table(s)</source>
        <translation>
            <numerusform>%n table</numerusform>
            <numerusform>%n tables</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n connection(s)</source>
        <translation>
            <numerusform>%n connexion</numerusform>
            <numerusform>%n connexions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n character(s)</source>
        <translation>
            <numerusform>%n caractère</numerusform>
            <numerusform>%n caractères</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n person(s)</source>
        <translation>
            <numerusform>%n personne</numerusform>
            <numerusform>%n personnes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attempt(s)</source>
        <translation>
            <numerusform>%n tentative</numerusform>
            <numerusform>%n tentatives</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n coup</numerusform>
            <numerusform>%n coups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n connected player(s)</source>
        <translation>
            <numerusform>%n joueur connecté</numerusform>
            <numerusform>%n joueurs connectés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more request(s)</source>
        <translation>
            <numerusform>%n requête de plus</numerusform>
            <numerusform>%n requêtes de plus</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LanDialogs</name>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Code d&apos;accès</translation>
    </message>
    <message>
        <source>Your &amp;name</source>
        <translation>Votre &amp;nom</translation>
    </message>
    <message>
        <source>&amp;Port</source>
        <translation>&amp;Port</translation>
    </message>
    <message>
        <source>Join &amp;code</source>
        <translation>&amp;Code d&apos;accès</translation>
    </message>
</context>
<context>
    <name>LanDiscovery</name>
    <message>
        <source>{text} is not an address to announce to: write one like 192.168.1.255</source>
        <translation>{text} n&apos;est pas une adresse où annoncer : écrivez-en une comme 192.168.1.255</translation>
    </message>
    <message>
        <source>Cannot listen for tables on port {port}: {error}. Type the host&apos;s address instead.</source>
        <translation>Impossible d&apos;écouter les tables sur le port {port} : {error}. Saisissez plutôt l&apos;adresse de l&apos;hôte.</translation>
    </message>
</context>
<context>
    <name>LanHostDialog</name>
    <message>
        <source>Host a table</source>
        <translation>Héberger une table</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>Table de {name}</translation>
    </message>
    <message>
        <source>Table name</source>
        <translation>Nom de la table</translation>
    </message>
    <message>
        <source>Everyone on this network (0.0.0.0)</source>
        <translation>Tout le réseau (0.0.0.0)</translation>
    </message>
    <message>
        <source>Only this computer (127.0.0.1)</source>
        <translation>Cet ordinateur seulement (127.0.0.1)</translation>
    </message>
    <message>
        <source>Who may connect</source>
        <translation>Qui peut se connecter</translation>
    </message>
    <message>
        <source>Invite only: players need the join code</source>
        <translation>Sur invitation : les joueurs doivent avoir le code d&apos;accès</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Wait for a dropped player</source>
        <translation>Attendre un joueur déconnecté</translation>
    </message>
    <message>
        <source>How long a player who lost their connection keeps their seat before a bot plays it (they get it back when they rejoin)</source>
        <translation>Combien de temps un joueur qui a perdu la connexion garde sa place avant qu&apos;un bot ne la prenne (il la retrouve en rejoignant la table)</translation>
    </message>
    <message>
        <source>Announce to</source>
        <translation>Annoncer à</translation>
    </message>
    <message>
        <source>Where the table is announced so that Join dialogs list it: the network&apos;s broadcast address (255.255.255.255, or e.g. 192.168.1.255)</source>
        <translation>Où la table est annoncée pour que les fenêtres « Rejoindre » l&apos;affichent : l&apos;adresse de diffusion du réseau (255.255.255.255, ou par ex. 192.168.1.255)</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problème</translation>
    </message>
    <message>
        <source>&amp;Table name</source>
        <translation>Nom de la &amp;table</translation>
    </message>
    <message>
        <source>&amp;Open to</source>
        <translation>&amp;Ouverte à</translation>
    </message>
    <message>
        <source>&amp;Wait for a dropped player</source>
        <translation>&amp;Attendre un joueur déconnecté</translation>
    </message>
    <message>
        <source>&amp;Announce to</source>
        <translation>A&amp;nnoncer à</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Héberger</translation>
    </message>
</context>
<context>
    <name>LanHosting</name>
    <message>
        <source>Host</source>
        <translation>Hôte</translation>
    </message>
    <message>
        <source>Cannot host a table</source>
        <translation>Impossible d&apos;héberger une table</translation>
    </message>
    <message>
        <source>{table}: players join at this computer&apos;s address, port {port}, with the join code {code}</source>
        <translation>{table} : les joueurs rejoignent à l&apos;adresse de cet ordinateur, port {port}, avec le code d&apos;accès {code}</translation>
    </message>
    <message>
        <source>{table}: players join at this computer&apos;s address, port {port}</source>
        <translation>{table} : les joueurs rejoignent à l&apos;adresse de cet ordinateur, port {port}</translation>
    </message>
    <message>
        <source>Cannot resume the LAN game</source>
        <translation>Impossible de reprendre la partie en réseau local</translation>
    </message>
    <message>
        <source>The saved LAN table could not be read ({error}); it was put aside.</source>
        <translation>La table en réseau local enregistrée n&apos;a pas pu être lue ({error}) ; elle a été mise de côté.</translation>
    </message>
    <message>
        <source>Resume the LAN game?</source>
        <translation>Reprendre la partie en réseau local ?</translation>
    </message>
    <message>
        <source>Resume the LAN game of {game} at {table} with the same seats ({names})?

They get their seats back by joining again; a bot plays for anyone who does not come back in time. No: the saved table is forgotten. Cancel: it is kept, and Game ▸ Host a table offers it again.</source>
        <translation>Reprendre la partie en réseau local de {game} à {table} avec les mêmes places ({names}) ?

Chacun retrouve sa place en rejoignant la table ; un bot joue pour ceux qui ne reviennent pas à temps. Non : la table enregistrée est oubliée. Annuler : elle est gardée, et Partie ▸ Héberger une table la propose de nouveau.</translation>
    </message>
    <message>
        <source>{table}: players rejoin at this computer&apos;s address, port {port}</source>
        <translation>{table} : les joueurs reviennent à l&apos;adresse de cet ordinateur, port {port}</translation>
    </message>
    <message>
        <source>{where}. Their seats are held for {seconds}.</source>
        <translation>{where}. Leurs places sont gardées pendant {seconds}.</translation>
    </message>
    <message>
        <source>The LAN table could not be saved: {error}</source>
        <translation>La table en réseau local n&apos;a pas pu être enregistrée : {error}</translation>
    </message>
    <message>
        <source>The table is not announced: {error}</source>
        <translation>La table n&apos;est pas annoncée : {error}</translation>
    </message>
</context>
<context>
    <name>LanJoinDialog</name>
    <message>
        <source>Join a table</source>
        <translation>Rejoindre une table</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Free seats</source>
        <translation>Places libres</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Hôte</translation>
    </message>
    <message>
        <source>Tables on your network</source>
        <translation>Tables sur votre réseau</translation>
    </message>
    <message>
        <source>About the tables found</source>
        <translation>À propos des tables trouvées</translation>
    </message>
    <message>
        <source>Listening for tables… or type the host&apos;s address below.</source>
        <translation>Recherche de tables… ou saisissez l&apos;adresse de l&apos;hôte ci-dessous.</translation>
    </message>
    <message>
        <source>Host address</source>
        <translation>Adresse de l&apos;hôte</translation>
    </message>
    <message>
        <source>only for invite-only tables</source>
        <translation>seulement pour les tables sur invitation</translation>
    </message>
    <message>
        <source>Host &amp;address</source>
        <translation>&amp;Adresse de l&apos;hôte</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Rejoindre</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>&amp;Regarder</translation>
    </message>
    <message>
        <source>Watch the table without a seat: you see what an onlooker sees, and can chat</source>
        <translation>Regarder la table sans place : vous voyez ce que voit un spectateur, et pouvez discuter</translation>
    </message>
    <message>
        <source>Tables on your network (click one) — too many hosts are announcing: some are not listed</source>
        <translation>Tables sur votre réseau (cliquez sur l&apos;une d&apos;elles) — trop d&apos;hôtes s&apos;annoncent : certains ne sont pas listés</translation>
    </message>
    <message>
        <source>Tables on your network (click one):</source>
        <translation>Tables sur votre réseau (cliquez sur l&apos;une d&apos;elles) :</translation>
    </message>
    <message>
        <source>(new table)</source>
        <translation>(nouvelle table)</translation>
    </message>
    <message>
        <source>(no table)</source>
        <translation>(aucune table)</translation>
    </message>
    <message>
        <source>game under way</source>
        <translation>partie en cours</translation>
    </message>
    <message>
        <source>Invite-only</source>
        <translation>Sur invitation</translation>
    </message>
    <message>
        <source>{host} (another version)</source>
        <translation>{host} (autre version)</translation>
    </message>
    <message>
        <source>A game is under way: press Watch to watch it (a player who dropped out gets their seat back with Game ▸ Rejoin the table)</source>
        <translation>Une partie est en cours : appuyez sur Regarder pour la regarder (un joueur déconnecté retrouve sa place avec Partie ▸ Revenir à la table)</translation>
    </message>
    <message>
        <source>Invite-only: ask the host for the join code</source>
        <translation>Sur invitation : demandez le code d&apos;accès à l&apos;hôte</translation>
    </message>
    <message>
        <source>Another host on the network has a name that looks the same: ask your host for their address and port, and check them here</source>
        <translation>Un autre hôte du réseau a un nom qui se ressemble : demandez à votre hôte son adresse et son port, et vérifiez-les ici</translation>
    </message>
    <message>
        <source>This name mixes alphabets (Latin, Cyrillic, Greek letters drawn alike): it may imitate another host&apos;s — check the address with your host</source>
        <translation>Ce nom mélange des alphabets (lettres latines, cyrilliques, grecques qui se ressemblent) : il peut imiter celui d&apos;un autre hôte — vérifiez l&apos;adresse avec votre hôte</translation>
    </message>
    <message>
        <source>{table} is playing {game}: press Watch to watch it (type the join code the host gave you). A player who dropped out rejoins with Game ▸ Rejoin the table.</source>
        <translation>{table} joue à {game} : appuyez sur Regarder pour regarder (saisissez le code d&apos;accès donné par l&apos;hôte). Un joueur déconnecté revient avec Partie ▸ Revenir à la table.</translation>
    </message>
    <message>
        <source>{table} is playing {game}: press Watch to watch it. A player who dropped out rejoins with Game ▸ Rejoin the table.</source>
        <translation>{table} joue à {game} : appuyez sur Regarder pour regarder. Un joueur déconnecté revient avec Partie ▸ Revenir à la table.</translation>
    </message>
    <message>
        <source>{table} is invite-only: type the join code the host gave you.</source>
        <translation>{table} est sur invitation : saisissez le code d&apos;accès donné par l&apos;hôte.</translation>
    </message>
    <message>
        <source>{host}: press Join to open a table of your own there.</source>
        <translation>{host} : appuyez sur Rejoindre pour y ouvrir votre propre table.</translation>
    </message>
    <message>
        <source>{table}: press Join to sit down.</source>
        <translation>{table} : appuyez sur Rejoindre pour vous asseoir.</translation>
    </message>
</context>
<context>
    <name>LanJoining</name>
    <message>
        <source>The host keeps this game: ask them to save it</source>
        <translation>L&apos;hôte détient cette partie : demandez-lui de l&apos;enregistrer</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Connecting to {address} port {port}…</source>
        <translation>Connexion à {address} port {port}…</translation>
    </message>
    <message>
        <source>You are back at the table: your seat was kept for you</source>
        <translation>Vous êtes de retour à la table : votre place vous a été gardée</translation>
    </message>
    <message>
        <source>Connected to a host running cardgame_gui {version}: asking to watch…</source>
        <translation>Connecté à un hôte sous cardgame_gui {version} : demande pour regarder…</translation>
    </message>
    <message>
        <source>Connected to a host running cardgame_gui {version}: asking for a seat…</source>
        <translation>Connecté à un hôte sous cardgame_gui {version} : demande d&apos;une place…</translation>
    </message>
    <message>
        <source>You were watching at the LAN table at {address} port {port} as {name}. Rejoin it?

If the game is still running your seat is given back to you. No: the table is forgotten.</source>
        <translation>Vous regardiez la table en réseau local à {address} port {port} sous le nom {name}. La rejoindre ?

Si la partie est toujours en cours, votre place vous est rendue. Non : la table est oubliée.</translation>
    </message>
    <message>
        <source>You were playing at the LAN table at {address} port {port} as {name}. Rejoin it?

If the game is still running your seat is given back to you. No: the table is forgotten.</source>
        <translation>Vous jouiez à la table en réseau local à {address} port {port} sous le nom {name}. La rejoindre ?

Si la partie est toujours en cours, votre place vous est rendue. Non : la table est oubliée.</translation>
    </message>
    <message>
        <source>Rejoin the table?</source>
        <translation>Revenir à la table ?</translation>
    </message>
    <message>
        <source>{name} — disconnected, waiting {seconds}s</source>
        <translation>{name} — déconnecté, attente {seconds} s</translation>
    </message>
    <message>
        <source>A bot plays for {names} until they rejoin</source>
        <translation>Un bot joue pour {names} en attendant leur retour</translation>
    </message>
    <message>
        <source>Everyone is back at the table</source>
        <translation>Tout le monde est de retour à la table</translation>
    </message>
    <message>
        <source>{table}: you are watching this table</source>
        <translation>{table} : vous regardez cette table</translation>
    </message>
    <message>
        <source>You are watching {table}: you see what an onlooker sees, and can chat</source>
        <translation>Vous regardez {table} : vous voyez ce que voit un spectateur, et pouvez discuter</translation>
    </message>
    <message>
        <source>{table}: the game is over; the next one starts here when the host deals it</source>
        <translation>{table} : la partie est terminée ; la suivante commence ici quand l&apos;hôte distribue</translation>
    </message>
    <message>
        <source>{table}: you opened it: choose the game and press Start once everyone is ready; tick Ready when you are</source>
        <translation>{table} : vous l&apos;avez ouverte : choisissez le jeu et appuyez sur Commencer quand tout le monde est prêt ; cochez Prêt quand vous l&apos;êtes</translation>
    </message>
    <message>
        <source>{table}: the host chooses the game; tick Ready when you are</source>
        <translation>{table} : l&apos;hôte choisit le jeu ; cochez Prêt quand vous l&apos;êtes</translation>
    </message>
    <message>
        <source>You are back at the table in seat {seat}: your seat was kept for you</source>
        <translation>Vous êtes de retour à la table, place {seat} : votre place vous a été gardée</translation>
    </message>
    <message>
        <source>You sit in seat {seat} at {table}</source>
        <translation>Vous êtes à la place {seat} à {table}</translation>
    </message>
    <message>
        <source>Cannot join this table</source>
        <translation>Impossible de rejoindre cette table</translation>
    </message>
    <message>
        <source>The host&apos;s deal does not match what it promised</source>
        <translation>La donne de l&apos;hôte ne correspond pas à sa promesse</translation>
    </message>
    <message>
        <source>{verdict}

The host promised a deal before the first card and revealed it at the end; what you were shown does not follow from it. The host may have changed the deal during play.</source>
        <translation>{verdict}

L&apos;hôte a promis une donne avant la première carte et l&apos;a révélée à la fin ; ce qui vous a été montré n&apos;en découle pas. L&apos;hôte a peut-être modifié la donne en cours de partie.</translation>
    </message>
    <message>
        <source>Disconnected: {reason}</source>
        <translation>Déconnecté : {reason}</translation>
    </message>
    <message>
        <source>Removed from the table</source>
        <translation>Retiré de la table</translation>
    </message>
    <message>
        <source>Connection to the table lost</source>
        <translation>Connexion à la table perdue</translation>
    </message>
    <message>
        <source>{reason}

The table shows where the game stopped: start a new one with Game ▸ New Game, or try Game ▸ Rejoin the table.</source>
        <translation>{reason}

La table montre où la partie s&apos;est arrêtée : commencez-en une nouvelle avec Partie ▸ Nouvelle partie, ou essayez Partie ▸ Revenir à la table.</translation>
    </message>
</context>
<context>
    <name>LanLobby</name>
    <message>
        <source>Table lobby</source>
        <translation>Salon de la table</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <source>Re&amp;move from the table</source>
        <translation>Re&amp;tirer de la table</translation>
    </message>
    <message>
        <source>Free the chosen seat: its player leaves the table and cannot sit at it again (for someone who never ticks Ready)</source>
        <translation>Libérer la place choisie : son joueur quitte la table et ne peut plus s&apos;y asseoir (pour quelqu&apos;un qui ne coche jamais Prêt)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <source>S&amp;eats</source>
        <translation>&amp;Places</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>Rè&amp;gles</translation>
    </message>
    <message>
        <source>&amp;Bots in empty seats</source>
        <translation>&amp;Bots aux places vides</translation>
    </message>
    <message>
        <source>Lobby message</source>
        <translation>Message du salon</translation>
    </message>
    <message>
        <source>&amp;Ready</source>
        <translation>&amp;Prêt</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Commencer</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;Quitter la table</translation>
    </message>
    <message>
        <source>Table lobby — {table}</source>
        <translation>Salon de la table — {table}</translation>
    </message>
    <message>
        <source>✓ ready</source>
        <translation>✓ prêt</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>pas prêt</translation>
    </message>
    <message>
        <source>host</source>
        <translation>hôte</translation>
    </message>
    <message>
        <source>you</source>
        <translation>vous</translation>
    </message>
    <message>
        <source>disconnected: a bot plays</source>
        <translation>déconnecté : un bot joue</translation>
    </message>
    <message>
        <source>disconnected: seat held</source>
        <translation>déconnecté : place gardée</translation>
    </message>
    <message>
        <source>{seat}. {name} — {marks}</source>
        <translation>{seat}. {name} — {marks}</translation>
    </message>
    <message>
        <source>{seat}. (empty: {bot} will play)</source>
        <translation>{seat}. (libre : {bot} jouera)</translation>
    </message>
    <message>
        <source>Watching: {names}</source>
        <translation>Spectateurs : {names}</translation>
    </message>
    <message>
        <source>The next game at this table, the same seats</source>
        <translation>La partie suivante à cette table, les mêmes places</translation>
    </message>
    <message>
        <source>Everyone must tick Ready first</source>
        <translation>Tout le monde doit d&apos;abord cocher Prêt</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Custom (chosen by the host)</source>
        <translation>Personnalisées (choisies par l&apos;hôte)</translation>
    </message>
</context>
<context>
    <name>LanSession</name>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>this table</source>
        <translation>cette table</translation>
    </message>
    <message>
        <source>You host {table}. Quit and close it?

The game is saved: the next start offers to resume it (so does Game ▸ Host a table), and everyone gets their seat back by joining again.</source>
        <translation>Vous hébergez {table}. Quitter et la fermer ?

La partie est enregistrée : le prochain démarrage propose de la reprendre (tout comme Partie ▸ Héberger une table), et chacun retrouve sa place en rejoignant la table.</translation>
    </message>
    <message>
        <source>You host {table}. Quit and close it?

Everyone at it is sent home.</source>
        <translation>Vous hébergez {table}. Quitter et la fermer ?

Tout le monde à la table est renvoyé.</translation>
    </message>
    <message>
        <source>Close the LAN table?</source>
        <translation>Fermer la table en réseau local ?</translation>
    </message>
    <message>
        <source>the LAN table</source>
        <translation>la table en réseau local</translation>
    </message>
    <message>
        <source>Quit and leave {table}?

Your seat is held for {seconds}, then a bot plays it until you come back: the next start offers to rejoin, or join the table again.</source>
        <translation>Quitter et laisser {table} ?

Votre place est gardée pendant {seconds}, puis un bot la joue jusqu&apos;à votre retour : au prochain démarrage, on vous proposera de revenir, ou rejoignez à nouveau la table.</translation>
    </message>
    <message>
        <source>Quit and leave {table}?

Your seat is kept for the next game: the next start offers to rejoin, or join the table again.</source>
        <translation>Quitter et laisser {table} ?

Votre place est gardée pour la partie suivante : au prochain démarrage, on vous proposera de revenir, ou rejoignez à nouveau la table.</translation>
    </message>
    <message>
        <source>Quit and leave {table}?</source>
        <translation>Quitter et laisser {table} ?</translation>
    </message>
    <message>
        <source>Leave the LAN table?</source>
        <translation>Quitter la table en réseau local ?</translation>
    </message>
    <message>
        <source>&amp;Host a table…</source>
        <translation>&amp;Héberger une table…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>Re&amp;joindre une table…</translation>
    </message>
    <message>
        <source>Table &amp;lobby</source>
        <translation>&amp;Salon de la table</translation>
    </message>
    <message>
        <source>Leave the &amp;table</source>
        <translation>&amp;Quitter la table</translation>
    </message>
    <message>
        <source>&amp;Rejoin the table</source>
        <translation>&amp;Revenir à la table</translation>
    </message>
    <message>
        <source>The host deals the next game: it starts here when they do</source>
        <translation>L&apos;hôte distribue la partie suivante : elle commence ici dès qu&apos;il le fait</translation>
    </message>
    <message>
        <source>You closed the table: bots play the seats of the people who were here</source>
        <translation>Vous avez fermé la table : des bots jouent aux places des personnes présentes</translation>
    </message>
    <message>
        <source>You closed the table before its game started</source>
        <translation>Vous avez fermé la table avant le début de sa partie</translation>
    </message>
    <message>
        <source>Left the table — a bot plays</source>
        <translation>A quitté la table — un bot joue</translation>
    </message>
    <message>
        <source>seat {number}</source>
        <translation>place {number}</translation>
    </message>
    <message>
        <source>Waiting for {name} to bid</source>
        <translation>En attente de l&apos;annonce de {name}</translation>
    </message>
    <message>
        <source>Waiting for {name} to call a partner</source>
        <translation>En attente de la carte partenaire appelée par {name}</translation>
    </message>
    <message>
        <source>Waiting for {name} to answer May I?</source>
        <translation>En attente de la réponse de {name} (Je peux ?)</translation>
    </message>
    <message>
        <source>Waiting for {name} to play</source>
        <translation>En attente du jeu de {name}</translation>
    </message>
    <message>
        <source>You started another game: the LAN table is closed</source>
        <translation>Vous avez commencé une autre partie : la table en réseau local est fermée</translation>
    </message>
</context>
<context>
    <name>LanWords</name>
    <message>
        <source>a random bot</source>
        <translation>un bot aléatoire</translation>
    </message>
    <message>
        <source>a casual bot</source>
        <translation>un bot occasionnel</translation>
    </message>
    <message>
        <source>an expert bot</source>
        <translation>un bot expert</translation>
    </message>
    <message>
        <source>a bot</source>
        <translation>un bot</translation>
    </message>
    <message>
        <source>Random bot</source>
        <translation>Bot aléatoire</translation>
    </message>
    <message>
        <source>Casual bot</source>
        <translation>Bot occasionnel</translation>
    </message>
    <message>
        <source>Expert bot</source>
        <translation>Bot expert</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aléatoire</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>Occasionnel</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>There is no table &apos;{room}&apos; here</source>
        <translation>Il n&apos;y a pas de table « {room} » ici</translation>
    </message>
    <message>
        <source>You are not at that table</source>
        <translation>Vous n&apos;êtes pas à cette table</translation>
    </message>
    <message>
        <source>You are not at a table</source>
        <translation>Vous n&apos;êtes à aucune table</translation>
    </message>
    <message>
        <source>You are already at a table: leave it before opening another</source>
        <translation>Vous êtes déjà à une table : quittez-la avant d&apos;en ouvrir une autre</translation>
    </message>
    <message>
        <source>You are already at a table: leave it before joining another</source>
        <translation>Vous êtes déjà à une table : quittez-la avant d&apos;en rejoindre une autre</translation>
    </message>
    <message>
        <source>You are already at a table: leave it before watching another</source>
        <translation>Vous êtes déjà à une table : quittez-la avant d&apos;en regarder une autre</translation>
    </message>
    <message>
        <source>An invite-only table needs a join code</source>
        <translation>Une table sur invitation a besoin d&apos;un code d&apos;accès</translation>
    </message>
    <message>
        <source>A join code needs at least {characters}, so that nobody finds it by trying</source>
        <translation>Un code d&apos;accès doit avoir au moins {characters}, pour que personne ne le trouve en essayant</translation>
    </message>
    <message>
        <source>A join code has at most {characters}</source>
        <translation>Un code d&apos;accès a au plus {characters}</translation>
    </message>
    <message>
        <source>The host of {room} removed you from its seats: you cannot sit there again</source>
        <translation>L&apos;hôte de {room} vous a retiré de ses places : vous ne pouvez plus vous y asseoir</translation>
    </message>
    <message>
        <source>The game at {room} has already started</source>
        <translation>La partie à {room} a déjà commencé</translation>
    </message>
    <message>
        <source>{room} is full ({seats})</source>
        <translation>{room} est complète ({seats})</translation>
    </message>
    <message>
        <source>This host already has {tables} open, its most: join one of them, or open yours when one closes</source>
        <translation>Cet hôte a déjà {tables} ouvertes, son maximum : rejoignez-en une, ou ouvrez la vôtre quand l&apos;une ferme</translation>
    </message>
    <message>
        <source>{room} is invite-only: ask the host for the join code</source>
        <translation>{room} est sur invitation : demandez le code d&apos;accès à l&apos;hôte</translation>
    </message>
    <message>
        <source>That join code is wrong: ask the host for it again</source>
        <translation>Ce code d&apos;accès est faux : redemandez-le à l&apos;hôte</translation>
    </message>
    <message>
        <source>Too many wrong join codes from your address: wait {seconds} before trying again</source>
        <translation>Trop de codes d&apos;accès faux depuis votre adresse : attendez {seconds} avant de réessayer</translation>
    </message>
    <message>
        <source>The game at this table has ended</source>
        <translation>La partie à cette table est terminée</translation>
    </message>
    <message>
        <source>The game has already started</source>
        <translation>La partie a déjà commencé</translation>
    </message>
    <message>
        <source>You are watching this table: spectators have no seat to be ready in</source>
        <translation>Vous regardez cette table : les spectateurs n&apos;ont pas de place où être prêts</translation>
    </message>
    <message>
        <source>Only the host chooses the game</source>
        <translation>Seul l&apos;hôte choisit le jeu</translation>
    </message>
    <message>
        <source>Only the host can start the game</source>
        <translation>Seul l&apos;hôte peut commencer la partie</translation>
    </message>
    <message>
        <source>Only the host can free a seat</source>
        <translation>Seul l&apos;hôte peut libérer une place</translation>
    </message>
    <message>
        <source>Unknown game &apos;{text}&apos;</source>
        <translation>Jeu inconnu « {text} »</translation>
    </message>
    <message>
        <source>{game} is for {low}–{high} players, not {value}</source>
        <translation>{game} se joue à {low}–{high} joueurs, pas {value}</translation>
    </message>
    <message>
        <source>There are {people} at the table: choose at least {seats}</source>
        <translation>Il y a {people} à la table : choisissez au moins {seats}</translation>
    </message>
    <message>
        <source>{game}: {error}</source>
        <translation>{game} : {error}</translation>
    </message>
    <message>
        <source>No &apos;{text}&apos; bot plays {game} (levels: {levels})</source>
        <translation>Aucun bot « {text} » ne joue à {game} (niveaux : {levels})</translation>
    </message>
    <message>
        <source>The wait for a dropped player must be 0–{most} seconds, not {value}</source>
        <translation>L&apos;attente d&apos;un joueur déconnecté doit être de 0 à {most} secondes, pas {value}</translation>
    </message>
    <message>
        <source>Not everyone is ready: waiting for {names}</source>
        <translation>Tout le monde n&apos;est pas prêt : en attente de {names}</translation>
    </message>
    <message>
        <source>No &apos;{text}&apos; bot plays {game}: fill every seat</source>
        <translation>Aucun bot « {text} » ne joue à {game} : occupez chaque place</translation>
    </message>
    <message>
        <source>The game has started: a seat is freed only before the start (a player who leaves or drops is played by a bot)</source>
        <translation>La partie a commencé : une place ne se libère qu&apos;avant le début (un bot joue pour qui part ou se déconnecte)</translation>
    </message>
    <message>
        <source>There is nobody to remove in that seat ({seated} seated)</source>
        <translation>Personne à retirer à cette place ({seated} assis)</translation>
    </message>
    <message>
        <source>You cannot remove yourself: leave the table instead</source>
        <translation>Vous ne pouvez pas vous retirer vous-même : quittez plutôt la table</translation>
    </message>
    <message>
        <source>This host runs one table, its own: join it (or watch it) — no other table can be opened here</source>
        <translation>Cet hôte tient une seule table, la sienne : rejoignez-la (ou regardez-la) — aucune autre table ne peut être ouverte ici</translation>
    </message>
    <message>
        <source>Say which table to join</source>
        <translation>Indiquez quelle table rejoindre</translation>
    </message>
    <message>
        <source>Say which table to watch</source>
        <translation>Indiquez quelle table regarder</translation>
    </message>
    <message>
        <source>Nobody has opened a table here</source>
        <translation>Personne n&apos;a ouvert de table ici</translation>
    </message>
    <message>
        <source>Sit at a table to chat</source>
        <translation>Asseyez-vous à une table pour discuter</translation>
    </message>
    <message>
        <source>Unknown request &apos;{request}&apos;</source>
        <translation>Requête inconnue « {request} »</translation>
    </message>
    <message>
        <source>Cannot start: {error}</source>
        <translation>Impossible de commencer : {error}</translation>
    </message>
    <message>
        <source>You have already said hello</source>
        <translation>Vous avez déjà dit bonjour</translation>
    </message>
    <message>
        <source>You are sending too fast — wait a moment</source>
        <translation>Vous envoyez trop vite — patientez un instant</translation>
    </message>
    <message>
        <source>This host is full: it holds {connections}, its most. Try again when someone has left</source>
        <translation>Cet hôte est plein : il tient {connections}, son maximum. Réessayez quand quelqu&apos;un sera parti</translation>
    </message>
    <message>
        <source>This host already has {connections} from your address, its most: close one of them first</source>
        <translation>Cet hôte a déjà {connections} depuis votre adresse, son maximum : fermez-en d&apos;abord une</translation>
    </message>
    <message>
        <source>A message could not be read: {error}</source>
        <translation>Un message n&apos;a pas pu être lu : {error}</translation>
    </message>
    <message>
        <source>An answer could not be sent: {error}</source>
        <translation>Une réponse n&apos;a pas pu être envoyée : {error}</translation>
    </message>
    <message>
        <source>Broken frame, disconnecting: {error}</source>
        <translation>Trame défectueuse, déconnexion : {error}</translation>
    </message>
    <message>
        <source>Spectators watch: they do not play</source>
        <translation>Les spectateurs regardent : ils ne jouent pas</translation>
    </message>
    <message>
        <source>There is no game at your table yet</source>
        <translation>Il n&apos;y a pas encore de partie à votre table</translation>
    </message>
    <message>
        <source>That action is not understood ({error})</source>
        <translation>Cette action n&apos;est pas comprise ({error})</translation>
    </message>
    <message>
        <source>The host closed the table</source>
        <translation>L&apos;hôte a fermé la table</translation>
    </message>
    <message>
        <source>The server is shutting down: games under way are saved, and you can rejoin yours when it is back</source>
        <translation>Le serveur s&apos;arrête : les parties en cours sont enregistrées, et vous pourrez revenir à la vôtre à son retour</translation>
    </message>
    <message>
        <source>Say hello first: send a &apos;hello&apos; with your protocol version and name</source>
        <translation>Dites d&apos;abord bonjour : envoyez un « hello » avec votre version de protocole et votre nom</translation>
    </message>
    <message>
        <source>No hello within {seconds}: disconnected</source>
        <translation>Pas de bonjour en {seconds} : déconnecté</translation>
    </message>
    <message>
        <source>This table speaks protocol {theirs} (cardgame_gui {their_app}); your app speaks protocol {ours} (cardgame_gui {our_app}). Update your app to the host&apos;s version to join.</source>
        <translation>Cette table parle le protocole {theirs} (cardgame_gui {their_app}) ; votre application parle le protocole {ours} (cardgame_gui {our_app}). Mettez votre application à jour vers la version de l&apos;hôte pour rejoindre.</translation>
    </message>
    <message>
        <source>This table speaks protocol {theirs} (cardgame_gui {their_app}); your app speaks protocol {ours} (cardgame_gui {our_app}). The host&apos;s app is older: ask the host to update it.</source>
        <translation>Cette table parle le protocole {theirs} (cardgame_gui {their_app}) ; votre application parle le protocole {ours} (cardgame_gui {our_app}). L&apos;application de l&apos;hôte est plus ancienne : demandez à l&apos;hôte de la mettre à jour.</translation>
    </message>
    <message>
        <source>You sent far too many messages too fast: disconnected</source>
        <translation>Vous avez envoyé beaucoup trop de messages trop vite : déconnecté</translation>
    </message>
    <message>
        <source>You connected again from another window</source>
        <translation>Vous vous êtes reconnecté depuis une autre fenêtre</translation>
    </message>
    <message>
        <source>Nothing heard for {seconds}: the connection was lost</source>
        <translation>Rien reçu pendant {seconds} : la connexion est perdue</translation>
    </message>
    <message>
        <source>A frame was not finished within {seconds} of its first byte: disconnected</source>
        <translation>Une trame n&apos;a pas été complète dans les {seconds} suivant son premier octet : déconnecté</translation>
    </message>
    <message>
        <source>The other side closed the connection</source>
        <translation>L&apos;autre côté a fermé la connexion</translation>
    </message>
    <message>
        <source>The host closed the connection</source>
        <translation>L&apos;hôte a fermé la connexion</translation>
    </message>
    <message>
        <source>The other side did not read what was sent: over {kib} KiB were waiting</source>
        <translation>L&apos;autre côté n&apos;a pas lu ce qui était envoyé : plus de {kib} Kio attendaient</translation>
    </message>
    <message>
        <source>The host did not read what was sent: over {kib} KiB were waiting</source>
        <translation>L&apos;hôte n&apos;a pas lu ce qui était envoyé : plus de {kib} Kio attendaient</translation>
    </message>
    <message>
        <source>{error}</source>
        <translation>{error}</translation>
    </message>
    <message>
        <source>Could not connect: {error}</source>
        <translation>Connexion impossible : {error}</translation>
    </message>
    <message>
        <source>{reason}. Gave up rejoining after {attempts}</source>
        <translation>{reason}. Abandon du retour à la table après {attempts}</translation>
    </message>
    <message>
        <source>Connection lost — trying to rejoin… (attempt {attempt} of {most}; {reason})</source>
        <translation>Connexion perdue — tentative de retour à la table… (essai {attempt} sur {most} ; {reason})</translation>
    </message>
    <message>
        <source>The host plays a game this app does not know ({text})</source>
        <translation>L&apos;hôte joue à un jeu que cette application ne connaît pas ({text})</translation>
    </message>
    <message>
        <source>You left the table</source>
        <translation>Vous avez quitté la table</translation>
    </message>
    <message>
        <source>closed the app</source>
        <translation>a fermé l&apos;application</translation>
    </message>
    <message>
        <source>Could not join</source>
        <translation>Impossible de rejoindre</translation>
    </message>
    <message>
        <source>You started another game</source>
        <translation>Vous avez commencé une autre partie</translation>
    </message>
    <message>
        <source>left</source>
        <translation>parti</translation>
    </message>
    <message>
        <source>{name} joined {room}</source>
        <translation>{name} a rejoint {room}</translation>
    </message>
    <message>
        <source>{name} is watching {room}</source>
        <translation>{name} regarde {room}</translation>
    </message>
    <message>
        <source>{name} left the table</source>
        <translation>{name} a quitté la table</translation>
    </message>
    <message>
        <source>{name} left the table: {level} plays their seat now</source>
        <translation>{name} a quitté la table : {level} joue désormais sa place</translation>
    </message>
    <message>
        <source>{name} left the table: {level} plays their seat from the next game, unless someone joins in it</source>
        <translation>{name} a quitté la table : {level} jouera sa place dès la partie suivante, sauf si quelqu&apos;un s&apos;y assoit</translation>
    </message>
    <message>
        <source>{name} lost connection ({reason})</source>
        <translation>{name} a perdu la connexion ({reason})</translation>
    </message>
    <message>
        <source>{name} lost connection: {level} plays their seat now</source>
        <translation>{name} a perdu la connexion : {level} joue désormais sa place</translation>
    </message>
    <message>
        <source>{name} lost connection: {level} plays their seat from the next game, unless someone joins in it</source>
        <translation>{name} a perdu la connexion : {level} jouera sa place dès la partie suivante, sauf si quelqu&apos;un s&apos;y assoit</translation>
    </message>
    <message>
        <source>{name} lost connection: their seat is held for {seconds}</source>
        <translation>{name} a perdu la connexion : sa place est gardée pendant {seconds}</translation>
    </message>
    <message>
        <source>{name} lost connection ({reason}): their seat is held for {seconds}</source>
        <translation>{name} a perdu la connexion ({reason}) : sa place est gardée pendant {seconds}</translation>
    </message>
    <message>
        <source>{name} lost connection: their seat is kept for the next game</source>
        <translation>{name} a perdu la connexion : sa place est gardée pour la partie suivante</translation>
    </message>
    <message>
        <source>{name} lost connection ({reason}): their seat is kept for the next game</source>
        <translation>{name} a perdu la connexion ({reason}) : sa place est gardée pour la partie suivante</translation>
    </message>
    <message>
        <source>{name} did not come back: {level} plays their seat</source>
        <translation>{name} n&apos;est pas revenu : {level} joue sa place</translation>
    </message>
    <message>
        <source>{name} did not come back: {level} plays their seat until they rejoin</source>
        <translation>{name} n&apos;est pas revenu : {level} joue sa place jusqu&apos;à son retour</translation>
    </message>
    <message>
        <source>{name} is back</source>
        <translation>{name} est de retour</translation>
    </message>
    <message>
        <source>{host} removed {name} from the table</source>
        <translation>{host} a retiré {name} de la table</translation>
    </message>
    <message>
        <source>{name} sent far too many messages and was disconnected</source>
        <translation>{name} a envoyé beaucoup trop de messages et a été déconnecté</translation>
    </message>
    <message>
        <source>{name} ({address}) was disconnected: {reason}</source>
        <translation>{name} ({address}) a été déconnecté : {reason}</translation>
    </message>
    <message>
        <source>Refused a connection from {address}: {reason}</source>
        <translation>Connexion de {address} refusée : {reason}</translation>
    </message>
    <message>
        <source>Cannot host on {address} port {port}: {error}</source>
        <translation>Impossible d&apos;héberger sur {address} port {port} : {error}</translation>
    </message>
    <message>
        <source>Disconnected — a bot plays</source>
        <translation>Absent — un bot joue</translation>
    </message>
    <message>
        <source>Left the table — a bot plays</source>
        <translation>A quitté la table — un bot joue</translation>
    </message>
    <message>
        <source>Disconnected — waiting {waiting}s</source>
        <translation>Absent — encore {waiting} s</translation>
    </message>
    <message>
        <source>This is not a saved LAN table</source>
        <translation>Ce n&apos;est pas une table en réseau local enregistrée</translation>
    </message>
    <message>
        <source>The saved table is damaged ({error})</source>
        <translation>La table enregistrée est endommagée ({error})</translation>
    </message>
    <message>
        <source>The saved table&apos;s seats do not fit its game</source>
        <translation>Les places de la table enregistrée ne conviennent pas à son jeu</translation>
    </message>
    <message>
        <source>Someone from the saved table is already at another table here</source>
        <translation>Quelqu&apos;un de la table enregistrée est déjà à une autre table ici</translation>
    </message>
    <message>
        <source>The saved LAN table cannot be resumed: {error}</source>
        <translation>La table en réseau local enregistrée ne peut pas être reprise : {error}</translation>
    </message>
    <message>
        <source>The saved LAN table&apos;s seats do not match its game</source>
        <translation>Les places de la table en réseau local enregistrée ne correspondent pas à son jeu</translation>
    </message>
    <message>
        <source>The saved LAN table&apos;s deal check is damaged: {error}</source>
        <translation>La vérification de la donne de la table en réseau local enregistrée est endommagée : {error}</translation>
    </message>
    <message>
        <source>Deal verified ✓: the host dealt from the seed it promised before the first card ({seed}).</source>
        <translation>Donne vérifiée ✓ : l&apos;hôte a distribué à partir de la graine promise avant la première carte ({seed}).</translation>
    </message>
    <message>
        <source>Deal verified ✓ from where you came back: the {moves} before it replay from the seed the host promised before the first card ({seed}), and everything you were shown since follows from it. What you saw before you came back is not part of this check.</source>
        <translation>Donne vérifiée ✓ depuis votre retour : les {moves} d&apos;avant se rejouent à partir de la graine promise par l&apos;hôte avant la première carte ({seed}), et tout ce qui vous a été montré depuis en découle. Ce que vous avez vu avant votre retour ne fait pas partie de cette vérification.</translation>
    </message>
    <message>
        <source>Deal verified ✓ from where you came in: the {moves} before it replay from the seed the host promised before the first card ({seed}), and everything you were shown since follows from it.</source>
        <translation>Donne vérifiée ✓ depuis votre arrivée : les {moves} d&apos;avant se rejouent à partir de la graine promise par l&apos;hôte avant la première carte ({seed}), et tout ce qui vous a été montré depuis en découle.</translation>
    </message>
    <message>
        <source>Deal partly checked: the host revealed the seed it promised before the first card ({seed}), but did not list the {moves} made before you came in, so what you were shown could not be replayed from it.</source>
        <translation>Donne vérifiée en partie : l&apos;hôte a révélé la graine promise avant la première carte ({seed}), mais n&apos;a pas listé les {moves} joués avant votre arrivée : ce qui vous a été montré n&apos;a donc pas pu être rejoué à partir d&apos;elle.</translation>
    </message>
    <message>
        <source>your cards as dealt at the start differ from the promised deal</source>
        <translation>vos cartes distribuées au début diffèrent de la donne promise</translation>
    </message>
    <message>
        <source>the table you were shown at the start differs from the promised deal</source>
        <translation>la table qui vous a été montrée au début diffère de la donne promise</translation>
    </message>
    <message>
        <source>after move {move}, your cards differ from the promised deal</source>
        <translation>après le coup {move}, vos cartes diffèrent de la donne promise</translation>
    </message>
    <message>
        <source>after move {move}, the table you were shown differs from the promised deal</source>
        <translation>après le coup {move}, la table qui vous a été montrée diffère de la donne promise</translation>
    </message>
    <message>
        <source>Deal partly checked: the host revealed the seed it promised ({seed}), but too many hidden moves could not be told apart to replay the game here.</source>
        <translation>Donne vérifiée en partie : l&apos;hôte a révélé la graine promise ({seed}), mais trop de coups cachés ne se distinguaient pas pour rejouer la partie ici.</translation>
    </message>
    <message>
        <source>The host&apos;s deal does not match what it promised: {detail}.</source>
        <translation>La donne de l&apos;hôte ne correspond pas à sa promesse : {detail}.</translation>
    </message>
    <message>
        <source>it revealed no proper seed and salt</source>
        <translation>il n&apos;a révélé ni graine ni sel valables</translation>
    </message>
    <message>
        <source>the seed it revealed at the end ({seed}) is not the one it promised before the deal</source>
        <translation>la graine révélée à la fin ({seed}) n&apos;est pas celle promise avant la donne</translation>
    </message>
    <message>
        <source>seed {seed} cannot deal this game ({error})</source>
        <translation>la graine {seed} ne peut pas donner cette partie ({error})</translation>
    </message>
    <message>
        <source>move {move} ({action}) cannot be played in the promised deal: {error}</source>
        <translation>le coup {move} ({action}) ne peut pas être joué dans la donne promise : {error}</translation>
    </message>
    <message>
        <source>what happened at move {move} is not what the promised deal gives</source>
        <translation>ce qui s&apos;est passé au coup {move} n&apos;est pas ce que donne la donne promise</translation>
    </message>
    <message>
        <source>the final scores {shown} are not the promised deal&apos;s {promised}</source>
        <translation>le score final {shown} n&apos;est pas celui de la donne promise {promised}</translation>
    </message>
    <message>
        <source>move {move}: a hidden move fits nothing the promised deal allows</source>
        <translation>coup {move} : un coup caché ne correspond à rien de ce que permet la donne promise</translation>
    </message>
    <message>
        <source>what you were shown cannot come from it ({error})</source>
        <translation>ce qui vous a été montré ne peut pas en venir ({error})</translation>
    </message>
</context>
<context>
    <name>ServerCli</name>
    <message>
        <source>usage: </source>
        <translation>utilisation : </translation>
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
        <source>the following arguments are required: %s</source>
        <translation>les arguments suivants sont requis : %s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>arguments non reconnus : %s</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>argument %(argument_name)s : %(message)s</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>un argument attendu</translation>
    </message>
    <message>
        <source>expected at least one argument</source>
        <translation>au moins un argument attendu</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>valeur %(type)s invalide : %(value)r</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>choix invalide : %(value)r (choisissez parmi %(choices)s)</translation>
    </message>
    <message>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s : erreur : %(message)s
</translation>
    </message>
    <message>
        <source>A dedicated LAN host: many tables at once, bots in empty seats, no window. Ctrl+C saves every game under way and stops.</source>
        <translation>Un hôte dédié en réseau local : de nombreuses tables à la fois, des bots aux places vides, sans fenêtre. Ctrl+C enregistre chaque partie en cours et s&apos;arrête.</translation>
    </message>
    <message>
        <source>TCP port to listen on (the app&apos;s Join dialog proposes 47123; 0: any free port)</source>
        <translation>port TCP d&apos;écoute (la fenêtre Rejoindre de l&apos;application propose 47123 ; 0 : n&apos;importe quel port libre)</translation>
    </message>
    <message>
        <source>the server&apos;s name, as players see it (default: this computer&apos;s name)</source>
        <translation>le nom du serveur tel que les joueurs le voient (par défaut : le nom de cet ordinateur)</translation>
    </message>
    <message>
        <source>the address to listen on (default 0.0.0.0: every network of this computer; 127.0.0.1: this computer only)</source>
        <translation>l&apos;adresse d&apos;écoute (par défaut 0.0.0.0 : tous les réseaux de cet ordinateur ; 127.0.0.1 : cet ordinateur seulement)</translation>
    </message>
    <message>
        <source>where the open tables are announced, e.g. 192.168.1.255 (default: the app&apos;s setting lan/announce_address, else 255.255.255.255; CARDGAME_ANNOUNCE_ADDRESS in the environment overrides both)</source>
        <translation>où les tables ouvertes sont annoncées, par ex. 192.168.1.255 (par défaut : le réglage lan/announce_address de l&apos;application, sinon 255.255.255.255 ; CARDGAME_ANNOUNCE_ADDRESS dans l&apos;environnement prime sur les deux)</translation>
    </message>
    <message>
        <source>the UDP port announcements go to (default {port}, where the app listens)</source>
        <translation>le port UDP où vont les annonces (par défaut {port}, où l&apos;application écoute)</translation>
    </message>
    <message>
        <source>where games under way are saved on shutdown (default: the app&apos;s data folder)</source>
        <translation>où les parties en cours sont enregistrées à l&apos;arrêt (par défaut : le dossier de données de l&apos;application)</translation>
    </message>
    <message>
        <source>the bots&apos; pace: off (default) plays at full speed; fast, normal or slow pause between their moves as the app does, so that people at the table can follow</source>
        <translation>le rythme des bots : off (par défaut) joue à pleine vitesse ; fast, normal ou slow marquent une pause entre leurs coups comme l&apos;application, pour que les personnes à la table puissent suivre</translation>
    </message>
    <message>
        <source>tables open at once (default {count})</source>
        <translation>tables ouvertes à la fois (par défaut {count})</translation>
    </message>
    <message>
        <source>connections from one computer (default {count})</source>
        <translation>connexions depuis un même ordinateur (par défaut {count})</translation>
    </message>
    <message>
        <source>connections held at once, from everyone (default {count})</source>
        <translation>connexions tenues à la fois, de tout le monde (par défaut {count})</translation>
    </message>
    <message>
        <source>a room saved at an earlier shutdown: its game goes on with the same seats</source>
        <translation>une salle enregistrée lors d&apos;un arrêt précédent : sa partie continue avec les mêmes places</translation>
    </message>
    <message>
        <source>{option} must be 0 to 65535, not {value}</source>
        <translation>{option} doit être entre 0 et 65535, pas {value}</translation>
    </message>
    <message>
        <source>{option} must be at least 1, not {value}</source>
        <translation>{option} doit valoir au moins 1, pas {value}</translation>
    </message>
    <message>
        <source>cannot resume {file}: {reason}</source>
        <translation>impossible de reprendre {file} : {reason}</translation>
    </message>
    <message>
        <source>Serving &quot;{name}&quot; on port {port}</source>
        <translation>« {name} » en service sur le port {port}</translation>
    </message>
    <message>
        <source>warning: {warning}</source>
        <translation>avertissement : {warning}</translation>
    </message>
    <message>
        <source>announcing the open tables to {address} port {port}</source>
        <translation>annonce des tables ouvertes à {address} port {port}</translation>
    </message>
</context>
<context>
    <name>ServerLog</name>
    <message>
        <source>it is over {size} MB: not a saved room</source>
        <translation>il dépasse {size} Mo : ce n&apos;est pas une salle enregistrée</translation>
    </message>
    <message>
        <source>it is empty</source>
        <translation>il est vide</translation>
    </message>
    <message>
        <source>it is not text (not a saved room)</source>
        <translation>ce n&apos;est pas du texte (pas une salle enregistrée)</translation>
    </message>
    <message>
        <source>it is damaged (not valid JSON at line {line}, column {column})</source>
        <translation>il est endommagé (JSON invalide à la ligne {line}, colonne {column})</translation>
    </message>
    <message>
        <source>it holds no saved room</source>
        <translation>il ne contient aucune salle enregistrée</translation>
    </message>
    <message>
        <source>refused {name}&apos;s {request}: {reason}</source>
        <translation>{request} de {name} refusé : {reason}</translation>
    </message>
    <message>
        <source>refused {requests} from {name} in {seconds} s (not logged one by one)</source>
        <translation>refus de {requests} de {name} en {seconds} s (non journalisés un par un)</translation>
    </message>
    <message>
        <source>{room} closed</source>
        <translation>{room} fermée</translation>
    </message>
    <message>
        <source>{room} resumed from {file}: {game} for {players}, seats held for {names}</source>
        <translation>{room} reprise depuis {file} : {game} à {players}, places gardées pour {names}</translation>
    </message>
    <message>
        <source>{room} resumed: {game} for {players}, seats held for {names}</source>
        <translation>{room} reprise : {game} à {players}, places gardées pour {names}</translation>
    </message>
    <message>
        <source>{room} opened by {names}</source>
        <translation>{room} ouverte par {names}</translation>
    </message>
    <message>
        <source>set to {game} for {players}, {level} bots, options {options}</source>
        <translation>réglée sur {game} à {players}, bots de niveau {level}, options {options}</translation>
    </message>
    <message>
        <source>started {game} for {players}: {names}</source>
        <translation>{game} à {players} commencé : {names}</translation>
    </message>
    <message>
        <source>started the next game of {game} for {players}: {names}</source>
        <translation>partie suivante de {game} à {players} commencée : {names}</translation>
    </message>
    <message>
        <source>game over: {result}</source>
        <translation>partie terminée : {result}</translation>
    </message>
    <message>
        <source>{name} joined (seat {seat})</source>
        <translation>{name} a rejoint (place {seat})</translation>
    </message>
    <message>
        <source>{name} left</source>
        <translation>{name} est parti</translation>
    </message>
    <message>
        <source>{name} is watching</source>
        <translation>{name} regarde</translation>
    </message>
    <message>
        <source>{name} stopped watching</source>
        <translation>{name} ne regarde plus</translation>
    </message>
    <message>
        <source>{told}: {bot} plays seat {seat}</source>
        <translation>{told} : {bot} joue la place {seat}</translation>
    </message>
    <message>
        <source>{name} dropped: seat {seat} is held for them</source>
        <translation>{name} s&apos;est déconnecté : la place {seat} lui est gardée</translation>
    </message>
    <message>
        <source>{name} did not come back: {bot} plays seat {seat}</source>
        <translation>{name} n&apos;est pas revenu : {bot} joue la place {seat}</translation>
    </message>
    <message>
        <source>{told} (seat {seat})</source>
        <translation>{told} (place {seat})</translation>
    </message>
    <message>
        <source>no scores</source>
        <translation>aucun score</translation>
    </message>
    <message>
        <source>no winner</source>
        <translation>aucun gagnant</translation>
    </message>
    <message>
        <source>{name} wins</source>
        <translation>{name} gagne</translation>
    </message>
    <message>
        <source>{names} and {last} win</source>
        <translation>{names} et {last} gagnent</translation>
    </message>
    <message>
        <source>it is not a room this server can resume ({reason})</source>
        <translation>ce n&apos;est pas une salle que ce serveur peut reprendre ({reason})</translation>
    </message>
    <message>
        <source>shutting down ({why})</source>
        <translation>arrêt ({why})</translation>
    </message>
    <message>
        <source>told {players}: &quot;{reason}&quot;</source>
        <translation>message envoyé à {players} : « {reason} »</translation>
    </message>
    <message>
        <source>could not save {games}: the folder {folder} cannot be made ({error})</source>
        <translation>impossible d&apos;enregistrer {games} : le dossier {folder} ne peut pas être créé ({error})</translation>
    </message>
    <message>
        <source>could not save {room}: {error}</source>
        <translation>impossible d&apos;enregistrer {room} : {error}</translation>
    </message>
    <message>
        <source>saved {room} to {file}</source>
        <translation>{room} enregistrée dans {file}</translation>
    </message>
</context>
</TS>
