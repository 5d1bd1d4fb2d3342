<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>LanChat</name>
    <message>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>Say something to the table, Enter sends</source>
        <translation>Di algo a la mesa, Intro envía</translation>
    </message>
    <message>
        <source>Chat message</source>
        <translation>Mensaje de chat</translation>
    </message>
</context>
<context>
    <name>LanClient</name>
    <message>
        <source>You are not connected to the host any more</source>
        <translation>Ya no estás conectado al anfitrión</translation>
    </message>
</context>
<context>
    <name>LanCounts</name>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n segundo</numerusform>
            <numerusform>%n segundos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s)</source>
        <translation>
            <numerusform>%n asiento</numerusform>
            <numerusform>%n asientos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n table(s)</source>
        <translation>
            <numerusform>%n mesa</numerusform>
            <numerusform>%n mesas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n connection(s)</source>
        <translation>
            <numerusform>%n conexión</numerusform>
            <numerusform>%n conexiones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n character(s)</source>
        <translation>
            <numerusform>%n carácter</numerusform>
            <numerusform>%n caracteres</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n person(s)</source>
        <translation>
            <numerusform>%n persona</numerusform>
            <numerusform>%n personas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attempt(s)</source>
        <translation>
            <numerusform>%n intento</numerusform>
            <numerusform>%n intentos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n jugada</numerusform>
            <numerusform>%n jugadas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partida</numerusform>
            <numerusform>%n partidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n connected player(s)</source>
        <translation>
            <numerusform>%n jugador conectado</numerusform>
            <numerusform>%n jugadores conectados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more request(s)</source>
        <translation>
            <numerusform>%n solicitud más</numerusform>
            <numerusform>%n solicitudes más</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LanDialogs</name>
    <message>
        <source>Port</source>
        <translation>Puerto</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Tu nombre</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Código de acceso</translation>
    </message>
    <message>
        <source>Your &amp;name</source>
        <translation>Tu &amp;nombre</translation>
    </message>
    <message>
        <source>&amp;Port</source>
        <translation>&amp;Puerto</translation>
    </message>
    <message>
        <source>Join &amp;code</source>
        <translation>&amp;Código de acceso</translation>
    </message>
</context>
<context>
    <name>LanDiscovery</name>
    <message>
        <source>{text} is not an address to announce to: write one like 192.168.1.255</source>
        <translation>{text} no es una dirección a la que anunciar: escribe una como 192.168.1.255</translation>
    </message>
    <message>
        <source>Cannot listen for tables on port {port}: {error}. Type the host&apos;s address instead.</source>
        <translation>No se pueden buscar mesas en el puerto {port}: {error}. Escribe en su lugar la dirección del anfitrión.</translation>
    </message>
</context>
<context>
    <name>LanHostDialog</name>
    <message>
        <source>Host a table</source>
        <translation>Abrir una mesa</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>Mesa de {name}</translation>
    </message>
    <message>
        <source>Table name</source>
        <translation>Nombre de la mesa</translation>
    </message>
    <message>
        <source>Everyone on this network (0.0.0.0)</source>
        <translation>Todos en esta red (0.0.0.0)</translation>
    </message>
    <message>
        <source>Only this computer (127.0.0.1)</source>
        <translation>Solo este ordenador (127.0.0.1)</translation>
    </message>
    <message>
        <source>Who may connect</source>
        <translation>Quién puede conectarse</translation>
    </message>
    <message>
        <source>Invite only: players need the join code</source>
        <translation>Solo con invitación: los jugadores necesitan el código de acceso</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Wait for a dropped player</source>
        <translation>Esperar a un jugador desconectado</translation>
    </message>
    <message>
        <source>How long a player who lost their connection keeps their seat before a bot plays it (they get it back when they rejoin)</source>
        <translation>Cuánto tiempo conserva su asiento un jugador que perdió la conexión antes de que lo juegue un bot (lo recupera al volver a unirse)</translation>
    </message>
    <message>
        <source>Announce to</source>
        <translation>Anunciar a</translation>
    </message>
    <message>
        <source>Where the table is announced so that Join dialogs list it: the network&apos;s broadcast address (255.255.255.255, or e.g. 192.168.1.255)</source>
        <translation>Dónde se anuncia la mesa para que aparezca en las ventanas de unirse: la dirección de difusión de la red (255.255.255.255, o p. ej. 192.168.1.255)</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problema</translation>
    </message>
    <message>
        <source>&amp;Table name</source>
        <translation>Nombre de la &amp;mesa</translation>
    </message>
    <message>
        <source>&amp;Open to</source>
        <translation>&amp;Abierta a</translation>
    </message>
    <message>
        <source>&amp;Wait for a dropped player</source>
        <translation>&amp;Esperar a un jugador desconectado</translation>
    </message>
    <message>
        <source>&amp;Announce to</source>
        <translation>A&amp;nunciar a</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Abrir</translation>
    </message>
</context>
<context>
    <name>LanHosting</name>
    <message>
        <source>Host</source>
        <translation>Anfitrión</translation>
    </message>
    <message>
        <source>Cannot host a table</source>
        <translation>No se puede abrir una mesa</translation>
    </message>
    <message>
        <source>{table}: players join at this computer&apos;s address, port {port}, with the join code {code}</source>
        <translation>{table}: los jugadores se unen en la dirección de este ordenador, puerto {port}, con el código de acceso {code}</translation>
    </message>
    <message>
        <source>{table}: players join at this computer&apos;s address, port {port}</source>
        <translation>{table}: los jugadores se unen en la dirección de este ordenador, puerto {port}</translation>
    </message>
    <message>
        <source>Cannot resume the LAN game</source>
        <translation>No se puede reanudar la partida en red local</translation>
    </message>
    <message>
        <source>The saved LAN table could not be read ({error}); it was put aside.</source>
        <translation>No se pudo leer la mesa en red local guardada ({error}); se ha apartado.</translation>
    </message>
    <message>
        <source>Resume the LAN game?</source>
        <translation>¿Reanudar la partida en red local?</translation>
    </message>
    <message>
        <source>Resume the LAN game of {game} at {table} with the same seats ({names})?

They get their seats back by joining again; a bot plays for anyone who does not come back in time. No: the saved table is forgotten. Cancel: it is kept, and Game ▸ Host a table offers it again.</source>
        <translation>¿Reanudar la partida en red local de {game} en {table} con los mismos asientos ({names})?

Cada uno recupera su asiento al volver a unirse; un bot juega por quien no vuelva a tiempo. No: se olvida la mesa guardada. Cancelar: se conserva, y Partida ▸ Abrir una mesa la vuelve a ofrecer.</translation>
    </message>
    <message>
        <source>{table}: players rejoin at this computer&apos;s address, port {port}</source>
        <translation>{table}: los jugadores vuelven a unirse en la dirección de este ordenador, puerto {port}</translation>
    </message>
    <message>
        <source>{where}. Their seats are held for {seconds}.</source>
        <translation>{where}. Sus asientos se reservan durante {seconds}.</translation>
    </message>
    <message>
        <source>The LAN table could not be saved: {error}</source>
        <translation>No se pudo guardar la mesa en red local: {error}</translation>
    </message>
    <message>
        <source>The table is not announced: {error}</source>
        <translation>La mesa no se anuncia: {error}</translation>
    </message>
</context>
<context>
    <name>LanJoinDialog</name>
    <message>
        <source>Join a table</source>
        <translation>Unirse a una mesa</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Free seats</source>
        <translation>Asientos libres</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Anfitrión</translation>
    </message>
    <message>
        <source>Tables on your network</source>
        <translation>Mesas en tu red</translation>
    </message>
    <message>
        <source>About the tables found</source>
        <translation>Sobre las mesas encontradas</translation>
    </message>
    <message>
        <source>Listening for tables… or type the host&apos;s address below.</source>
        <translation>Buscando mesas… o escribe abajo la dirección del anfitrión.</translation>
    </message>
    <message>
        <source>Host address</source>
        <translation>Dirección del anfitrión</translation>
    </message>
    <message>
        <source>only for invite-only tables</source>
        <translation>solo para mesas con invitación</translation>
    </message>
    <message>
        <source>Host &amp;address</source>
        <translation>&amp;Dirección del anfitrión</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Unirse</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>&amp;Mirar</translation>
    </message>
    <message>
        <source>Watch the table without a seat: you see what an onlooker sees, and can chat</source>
        <translation>Mirar la mesa sin asiento: ves lo que ve un espectador y puedes chatear</translation>
    </message>
    <message>
        <source>Tables on your network (click one) — too many hosts are announcing: some are not listed</source>
        <translation>Mesas en tu red (haz clic en una) — demasiados anfitriones se anuncian: algunos no aparecen</translation>
    </message>
    <message>
        <source>Tables on your network (click one):</source>
        <translation>Mesas en tu red (haz clic en una):</translation>
    </message>
    <message>
        <source>(new table)</source>
        <translation>(mesa nueva)</translation>
    </message>
    <message>
        <source>(no table)</source>
        <translation>(ninguna mesa)</translation>
    </message>
    <message>
        <source>game under way</source>
        <translation>partida en curso</translation>
    </message>
    <message>
        <source>Invite-only</source>
        <translation>Solo con invitación</translation>
    </message>
    <message>
        <source>{host} (another version)</source>
        <translation>{host} (otra versión)</translation>
    </message>
    <message>
        <source>A game is under way: press Watch to watch it (a player who dropped out gets their seat back with Game ▸ Rejoin the table)</source>
        <translation>Hay una partida en curso: pulsa Mirar para verla (quien se desconectó recupera su asiento con Partida ▸ Volver a la mesa)</translation>
    </message>
    <message>
        <source>Invite-only: ask the host for the join code</source>
        <translation>Solo con invitación: pide el código de acceso al anfitrión</translation>
    </message>
    <message>
        <source>Another host on the network has a name that looks the same: ask your host for their address and port, and check them here</source>
        <translation>Otro anfitrión de la red tiene un nombre que parece igual: pide a tu anfitrión su dirección y puerto, y compruébalos aquí</translation>
    </message>
    <message>
        <source>This name mixes alphabets (Latin, Cyrillic, Greek letters drawn alike): it may imitate another host&apos;s — check the address with your host</source>
        <translation>Este nombre mezcla alfabetos (letras latinas, cirílicas y griegas que se parecen): puede imitar el de otro anfitrión — comprueba la dirección con tu anfitrión</translation>
    </message>
    <message>
        <source>{table} is playing {game}: press Watch to watch it (type the join code the host gave you). A player who dropped out rejoins with Game ▸ Rejoin the table.</source>
        <translation>En {table} se juega a {game}: pulsa Mirar para verla (escribe el código de acceso que te dio el anfitrión). Quien se desconectó vuelve con Partida ▸ Volver a la mesa.</translation>
    </message>
    <message>
        <source>{table} is playing {game}: press Watch to watch it. A player who dropped out rejoins with Game ▸ Rejoin the table.</source>
        <translation>En {table} se juega a {game}: pulsa Mirar para verla. Quien se desconectó vuelve con Partida ▸ Volver a la mesa.</translation>
    </message>
    <message>
        <source>{table} is invite-only: type the join code the host gave you.</source>
        <translation>{table} es solo con invitación: escribe el código de acceso que te dio el anfitrión.</translation>
    </message>
    <message>
        <source>{host}: press Join to open a table of your own there.</source>
        <translation>{host}: pulsa Unirse para abrir allí tu propia mesa.</translation>
    </message>
    <message>
        <source>{table}: press Join to sit down.</source>
        <translation>{table}: pulsa Unirse para sentarte.</translation>
    </message>
</context>
<context>
    <name>LanJoining</name>
    <message>
        <source>The host keeps this game: ask them to save it</source>
        <translation>El anfitrión guarda esta partida: pídele que la guarde</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Connecting to {address} port {port}…</source>
        <translation>Conectando con {address} puerto {port}…</translation>
    </message>
    <message>
        <source>You are back at the table: your seat was kept for you</source>
        <translation>Has vuelto a la mesa: tu asiento te estaba esperando</translation>
    </message>
    <message>
        <source>Connected to a host running cardgame_gui {version}: asking to watch…</source>
        <translation>Conectado a un anfitrión con cardgame_gui {version}: pidiendo mirar…</translation>
    </message>
    <message>
        <source>Connected to a host running cardgame_gui {version}: asking for a seat…</source>
        <translation>Conectado a un anfitrión con cardgame_gui {version}: pidiendo un asiento…</translation>
    </message>
    <message>
        <source>You were watching at the LAN table at {address} port {port} as {name}. Rejoin it?

If the game is still running your seat is given back to you. No: the table is forgotten.</source>
        <translation>Estabas mirando la mesa en red local en {address} puerto {port} como {name}. ¿Volver a unirte?

Si la partida sigue en curso, recuperas tu asiento. No: se olvida la mesa.</translation>
    </message>
    <message>
        <source>You were playing at the LAN table at {address} port {port} as {name}. Rejoin it?

If the game is still running your seat is given back to you. No: the table is forgotten.</source>
        <translation>Estabas jugando en la mesa en red local en {address} puerto {port} como {name}. ¿Volver a unirte?

Si la partida sigue en curso, recuperas tu asiento. No: se olvida la mesa.</translation>
    </message>
    <message>
        <source>Rejoin the table?</source>
        <translation>¿Volver a la mesa?</translation>
    </message>
    <message>
        <source>{name} — disconnected, waiting {seconds}s</source>
        <translation>{name} — desconectado, esperando {seconds} s</translation>
    </message>
    <message>
        <source>A bot plays for {names} until they rejoin</source>
        <translation>Un bot juega por {names} hasta que vuelvan</translation>
    </message>
    <message>
        <source>Everyone is back at the table</source>
        <translation>Todos han vuelto a la mesa</translation>
    </message>
    <message>
        <source>{table}: you are watching this table</source>
        <translation>{table}: estás mirando esta mesa</translation>
    </message>
    <message>
        <source>You are watching {table}: you see what an onlooker sees, and can chat</source>
        <translation>Estás mirando {table}: ves lo que ve un espectador y puedes chatear</translation>
    </message>
    <message>
        <source>{table}: the game is over; the next one starts here when the host deals it</source>
        <translation>{table}: la partida ha terminado; la siguiente empieza aquí cuando reparta el anfitrión</translation>
    </message>
    <message>
        <source>{table}: you opened it: choose the game and press Start once everyone is ready; tick Ready when you are</source>
        <translation>{table}: la abriste tú: elige el juego y pulsa Empezar cuando todos estén listos; marca Listo cuando lo estés</translation>
    </message>
    <message>
        <source>{table}: the host chooses the game; tick Ready when you are</source>
        <translation>{table}: el anfitrión elige el juego; marca Listo cuando lo estés</translation>
    </message>
    <message>
        <source>You are back at the table in seat {seat}: your seat was kept for you</source>
        <translation>Has vuelto a la mesa en el asiento {seat}: tu asiento te estaba esperando</translation>
    </message>
    <message>
        <source>You sit in seat {seat} at {table}</source>
        <translation>Te sientas en el asiento {seat} de {table}</translation>
    </message>
    <message>
        <source>Cannot join this table</source>
        <translation>No puedes unirte a esta mesa</translation>
    </message>
    <message>
        <source>The host&apos;s deal does not match what it promised</source>
        <translation>El reparto del anfitrión no coincide con lo que prometió</translation>
    </message>
    <message>
        <source>{verdict}

The host promised a deal before the first card and revealed it at the end; what you were shown does not follow from it. The host may have changed the deal during play.</source>
        <translation>{verdict}

El anfitrión prometió un reparto antes de la primera carta y lo reveló al final; lo que se te mostró no se deduce de él. Puede que el anfitrión cambiara el reparto durante la partida.</translation>
    </message>
    <message>
        <source>Disconnected: {reason}</source>
        <translation>Desconectado: {reason}</translation>
    </message>
    <message>
        <source>Removed from the table</source>
        <translation>Te han quitado de la mesa</translation>
    </message>
    <message>
        <source>Connection to the table lost</source>
        <translation>Se perdió la conexión con la mesa</translation>
    </message>
    <message>
        <source>{reason}

The table shows where the game stopped: start a new one with Game ▸ New Game, or try Game ▸ Rejoin the table.</source>
        <translation>{reason}

La mesa muestra dónde se detuvo la partida: empieza otra con Partida ▸ Nueva partida, o prueba Partida ▸ Volver a la mesa.</translation>
    </message>
</context>
<context>
    <name>LanLobby</name>
    <message>
        <source>Table lobby</source>
        <translation>Sala de la mesa</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Asientos</translation>
    </message>
    <message>
        <source>Re&amp;move from the table</source>
        <translation>&amp;Quitar de la mesa</translation>
    </message>
    <message>
        <source>Free the chosen seat: its player leaves the table and cannot sit at it again (for someone who never ticks Ready)</source>
        <translation>Liberar el asiento elegido: su jugador deja la mesa y no puede volver a sentarse (para quien nunca marca Listo)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Juego</translation>
    </message>
    <message>
        <source>S&amp;eats</source>
        <translation>&amp;Asientos</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <source>&amp;Bots in empty seats</source>
        <translation>&amp;Bots en asientos vacíos</translation>
    </message>
    <message>
        <source>Lobby message</source>
        <translation>Mensaje de la sala</translation>
    </message>
    <message>
        <source>&amp;Ready</source>
        <translation>&amp;Listo</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Empezar</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>&amp;Dejar la mesa</translation>
    </message>
    <message>
        <source>Table lobby — {table}</source>
        <translation>Sala de la mesa — {table}</translation>
    </message>
    <message>
        <source>✓ ready</source>
        <translation>✓ listo</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>no listo</translation>
    </message>
    <message>
        <source>host</source>
        <translation>anfitrión</translation>
    </message>
    <message>
        <source>you</source>
        <translation>tú</translation>
    </message>
    <message>
        <source>disconnected: a bot plays</source>
        <translation>desconectado: juega un bot</translation>
    </message>
    <message>
        <source>disconnected: seat held</source>
        <translation>desconectado: asiento reservado</translation>
    </message>
    <message>
        <source>{seat}. {name} — {marks}</source>
        <translation>{seat}. {name} — {marks}</translation>
    </message>
    <message>
        <source>{seat}. (empty: {bot} will play)</source>
        <translation>{seat}. (libre: jugará {bot})</translation>
    </message>
    <message>
        <source>Watching: {names}</source>
        <translation>Mirando: {names}</translation>
    </message>
    <message>
        <source>The next game at this table, the same seats</source>
        <translation>La siguiente partida en esta mesa, los mismos asientos</translation>
    </message>
    <message>
        <source>Everyone must tick Ready first</source>
        <translation>Todos deben marcar Listo primero</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Estándar</translation>
    </message>
    <message>
        <source>Custom (chosen by the host)</source>
        <translation>Personalizadas (elegidas por el anfitrión)</translation>
    </message>
</context>
<context>
    <name>LanSession</name>
    <message>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>this table</source>
        <translation>esta mesa</translation>
    </message>
    <message>
        <source>You host {table}. Quit and close it?

The game is saved: the next start offers to resume it (so does Game ▸ Host a table), and everyone gets their seat back by joining again.</source>
        <translation>Eres el anfitrión de {table}. ¿Salir y cerrarla?

La partida se guarda: el próximo inicio ofrece reanudarla (igual que Partida ▸ Abrir una mesa), y cada uno recupera su asiento al volver a unirse.</translation>
    </message>
    <message>
        <source>You host {table}. Quit and close it?

Everyone at it is sent home.</source>
        <translation>Eres el anfitrión de {table}. ¿Salir y cerrarla?

Todos los de la mesa se van a casa.</translation>
    </message>
    <message>
        <source>Close the LAN table?</source>
        <translation>¿Cerrar la mesa en red local?</translation>
    </message>
    <message>
        <source>the LAN table</source>
        <translation>la mesa en red local</translation>
    </message>
    <message>
        <source>Quit and leave {table}?

Your seat is held for {seconds}, then a bot plays it until you come back: the next start offers to rejoin, or join the table again.</source>
        <translation>¿Salir y dejar {table}?

Tu asiento se reserva durante {seconds}; después lo juega un bot hasta que vuelvas: al próximo inicio se te ofrecerá volver, o únete de nuevo a la mesa.</translation>
    </message>
    <message>
        <source>Quit and leave {table}?

Your seat is kept for the next game: the next start offers to rejoin, or join the table again.</source>
        <translation>¿Salir y dejar {table}?

Tu asiento se guarda para la siguiente partida: al próximo inicio se te ofrecerá volver, o únete de nuevo a la mesa.</translation>
    </message>
    <message>
        <source>Quit and leave {table}?</source>
        <translation>¿Salir y dejar {table}?</translation>
    </message>
    <message>
        <source>Leave the LAN table?</source>
        <translation>¿Dejar la mesa en red local?</translation>
    </message>
    <message>
        <source>&amp;Host a table…</source>
        <translation>&amp;Abrir una mesa…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>&amp;Unirse a una mesa…</translation>
    </message>
    <message>
        <source>Table &amp;lobby</source>
        <translation>&amp;Sala de la mesa</translation>
    </message>
    <message>
        <source>Leave the &amp;table</source>
        <translation>&amp;Dejar la mesa</translation>
    </message>
    <message>
        <source>&amp;Rejoin the table</source>
        <translation>&amp;Volver a la mesa</translation>
    </message>
    <message>
        <source>The host deals the next game: it starts here when they do</source>
        <translation>El anfitrión reparte la siguiente partida: empieza aquí en cuanto lo haga</translation>
    </message>
    <message>
        <source>You closed the table: bots play the seats of the people who were here</source>
        <translation>Has cerrado la mesa: unos bots juegan en los asientos de quienes estaban aquí</translation>
    </message>
    <message>
        <source>You closed the table before its game started</source>
        <translation>Has cerrado la mesa antes de que empezara su partida</translation>
    </message>
    <message>
        <source>Left the table — a bot plays</source>
        <translation>Dejó la mesa — juega un bot</translation>
    </message>
    <message>
        <source>seat {number}</source>
        <translation>asiento {number}</translation>
    </message>
    <message>
        <source>Waiting for {name} to bid</source>
        <translation>Esperando la apuesta de {name}</translation>
    </message>
    <message>
        <source>Waiting for {name} to call a partner</source>
        <translation>Esperando a que {name} elija la carta compañera</translation>
    </message>
    <message>
        <source>Waiting for {name} to answer May I?</source>
        <translation>Esperando la respuesta de {name} (¿Puedo?)</translation>
    </message>
    <message>
        <source>Waiting for {name} to play</source>
        <translation>Esperando a que juegue {name}</translation>
    </message>
    <message>
        <source>You started another game: the LAN table is closed</source>
        <translation>Has empezado otra partida: la mesa en red local está cerrada</translation>
    </message>
</context>
<context>
    <name>LanWords</name>
    <message>
        <source>a random bot</source>
        <translation>un bot aleatorio</translation>
    </message>
    <message>
        <source>a casual bot</source>
        <translation>un bot intermedio</translation>
    </message>
    <message>
        <source>an expert bot</source>
        <translation>un bot experto</translation>
    </message>
    <message>
        <source>a bot</source>
        <translation>un bot</translation>
    </message>
    <message>
        <source>Random bot</source>
        <translation>Bot aleatorio</translation>
    </message>
    <message>
        <source>Casual bot</source>
        <translation>Bot intermedio</translation>
    </message>
    <message>
        <source>Expert bot</source>
        <translation>Bot experto</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aleatorio</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>Intermedio</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experto</translation>
    </message>
    <message>
        <source>There is no table &apos;{room}&apos; here</source>
        <translation>Aquí no hay ninguna mesa «{room}»</translation>
    </message>
    <message>
        <source>You are not at that table</source>
        <translation>No estás en esa mesa</translation>
    </message>
    <message>
        <source>You are not at a table</source>
        <translation>No estás en ninguna mesa</translation>
    </message>
    <message>
        <source>You are already at a table: leave it before opening another</source>
        <translation>Ya estás en una mesa: déjala antes de abrir otra</translation>
    </message>
    <message>
        <source>You are already at a table: leave it before joining another</source>
        <translation>Ya estás en una mesa: déjala antes de unirte a otra</translation>
    </message>
    <message>
        <source>You are already at a table: leave it before watching another</source>
        <translation>Ya estás en una mesa: déjala antes de mirar otra</translation>
    </message>
    <message>
        <source>An invite-only table needs a join code</source>
        <translation>Una mesa con invitación necesita un código de acceso</translation>
    </message>
    <message>
        <source>A join code needs at least {characters}, so that nobody finds it by trying</source>
        <translation>Un código de acceso necesita al menos {characters}, para que nadie lo encuentre probando</translation>
    </message>
    <message>
        <source>A join code has at most {characters}</source>
        <translation>Un código de acceso tiene como mucho {characters}</translation>
    </message>
    <message>
        <source>The host of {room} removed you from its seats: you cannot sit there again</source>
        <translation>El anfitrión de {room} te ha quitado de sus asientos: no puedes volver a sentarte allí</translation>
    </message>
    <message>
        <source>The game at {room} has already started</source>
        <translation>La partida en {room} ya ha empezado</translation>
    </message>
    <message>
        <source>{room} is full ({seats})</source>
        <translation>{room} está llena ({seats})</translation>
    </message>
    <message>
        <source>This host already has {tables} open, its most: join one of them, or open yours when one closes</source>
        <translation>Este anfitrión ya tiene {tables} abiertas, su máximo: únete a una o abre la tuya cuando se cierre alguna</translation>
    </message>
    <message>
        <source>{room} is invite-only: ask the host for the join code</source>
        <translation>{room} es solo con invitación: pide el código de acceso al anfitrión</translation>
    </message>
    <message>
        <source>That join code is wrong: ask the host for it again</source>
        <translation>Ese código de acceso no es correcto: vuelve a pedírselo al anfitrión</translation>
    </message>
    <message>
        <source>Too many wrong join codes from your address: wait {seconds} before trying again</source>
        <translation>Demasiados códigos de acceso incorrectos desde tu dirección: espera {seconds} antes de volver a intentarlo</translation>
    </message>
    <message>
        <source>The game at this table has ended</source>
        <translation>La partida en esta mesa ha terminado</translation>
    </message>
    <message>
        <source>The game has already started</source>
        <translation>La partida ya ha empezado</translation>
    </message>
    <message>
        <source>You are watching this table: spectators have no seat to be ready in</source>
        <translation>Estás mirando esta mesa: los espectadores no tienen asiento en el que estar listos</translation>
    </message>
    <message>
        <source>Only the host chooses the game</source>
        <translation>Solo el anfitrión elige el juego</translation>
    </message>
    <message>
        <source>Only the host can start the game</source>
        <translation>Solo el anfitrión puede empezar la partida</translation>
    </message>
    <message>
        <source>Only the host can free a seat</source>
        <translation>Solo el anfitrión puede liberar un asiento</translation>
    </message>
    <message>
        <source>Unknown game &apos;{text}&apos;</source>
        <translation>Juego desconocido «{text}»</translation>
    </message>
    <message>
        <source>{game} is for {low}–{high} players, not {value}</source>
        <translation>{game} es para {low}–{high} jugadores, no {value}</translation>
    </message>
    <message>
        <source>There are {people} at the table: choose at least {seats}</source>
        <translation>Hay {people} en la mesa: elige al menos {seats}</translation>
    </message>
    <message>
        <source>{game}: {error}</source>
        <translation>{game}: {error}</translation>
    </message>
    <message>
        <source>No &apos;{text}&apos; bot plays {game} (levels: {levels})</source>
        <translation>Ningún bot «{text}» juega a {game} (niveles: {levels})</translation>
    </message>
    <message>
        <source>The wait for a dropped player must be 0–{most} seconds, not {value}</source>
        <translation>La espera de un jugador desconectado debe ser de 0–{most} segundos, no {value}</translation>
    </message>
    <message>
        <source>Not everyone is ready: waiting for {names}</source>
        <translation>No todos están listos: esperando a {names}</translation>
    </message>
    <message>
        <source>No &apos;{text}&apos; bot plays {game}: fill every seat</source>
        <translation>Ningún bot «{text}» juega a {game}: ocupa todos los asientos</translation>
    </message>
    <message>
        <source>The game has started: a seat is freed only before the start (a player who leaves or drops is played by a bot)</source>
        <translation>La partida ha empezado: un asiento solo se libera antes del comienzo (un bot juega por quien se va o se desconecta)</translation>
    </message>
    <message>
        <source>There is nobody to remove in that seat ({seated} seated)</source>
        <translation>No hay nadie que quitar en ese asiento ({seated} sentados)</translation>
    </message>
    <message>
        <source>You cannot remove yourself: leave the table instead</source>
        <translation>No puedes quitarte a ti mismo: deja la mesa en su lugar</translation>
    </message>
    <message>
        <source>This host runs one table, its own: join it (or watch it) — no other table can be opened here</source>
        <translation>Este anfitrión tiene una sola mesa, la suya: únete (o mírala) — aquí no se puede abrir otra mesa</translation>
    </message>
    <message>
        <source>Say which table to join</source>
        <translation>Di a qué mesa quieres unirte</translation>
    </message>
    <message>
        <source>Say which table to watch</source>
        <translation>Di qué mesa quieres mirar</translation>
    </message>
    <message>
        <source>Nobody has opened a table here</source>
        <translation>Aquí nadie ha abierto una mesa</translation>
    </message>
    <message>
        <source>Sit at a table to chat</source>
        <translation>Siéntate a una mesa para chatear</translation>
    </message>
    <message>
        <source>Unknown request &apos;{request}&apos;</source>
        <translation>Solicitud desconocida «{request}»</translation>
    </message>
    <message>
        <source>Cannot start: {error}</source>
        <translation>No se puede empezar: {error}</translation>
    </message>
    <message>
        <source>You have already said hello</source>
        <translation>Ya has saludado</translation>
    </message>
    <message>
        <source>You are sending too fast — wait a moment</source>
        <translation>Estás enviando demasiado rápido — espera un momento</translation>
    </message>
    <message>
        <source>This host is full: it holds {connections}, its most. Try again when someone has left</source>
        <translation>Este anfitrión está lleno: tiene {connections}, su máximo. Vuelve a intentarlo cuando alguien se haya ido</translation>
    </message>
    <message>
        <source>This host already has {connections} from your address, its most: close one of them first</source>
        <translation>Este anfitrión ya tiene {connections} desde tu dirección, su máximo: cierra primero una</translation>
    </message>
    <message>
        <source>A message could not be read: {error}</source>
        <translation>No se pudo leer un mensaje: {error}</translation>
    </message>
    <message>
        <source>An answer could not be sent: {error}</source>
        <translation>No se pudo enviar una respuesta: {error}</translation>
    </message>
    <message>
        <source>Broken frame, disconnecting: {error}</source>
        <translation>Bloque de datos roto, desconectando: {error}</translation>
    </message>
    <message>
        <source>Spectators watch: they do not play</source>
        <translation>Los espectadores miran: no juegan</translation>
    </message>
    <message>
        <source>There is no game at your table yet</source>
        <translation>Todavía no hay partida en tu mesa</translation>
    </message>
    <message>
        <source>That action is not understood ({error})</source>
        <translation>No se entiende esa acción ({error})</translation>
    </message>
    <message>
        <source>The host closed the table</source>
        <translation>El anfitrión ha cerrado la mesa</translation>
    </message>
    <message>
        <source>The server is shutting down: games under way are saved, and you can rejoin yours when it is back</source>
        <translation>El servidor se está apagando: las partidas en curso se guardan y podrás volver a la tuya cuando vuelva</translation>
    </message>
    <message>
        <source>Say hello first: send a &apos;hello&apos; with your protocol version and name</source>
        <translation>Saluda primero: envía un «hello» con tu versión de protocolo y tu nombre</translation>
    </message>
    <message>
        <source>No hello within {seconds}: disconnected</source>
        <translation>Ningún saludo en {seconds}: desconectado</translation>
    </message>
    <message>
        <source>This table speaks protocol {theirs} (cardgame_gui {their_app}); your app speaks protocol {ours} (cardgame_gui {our_app}). Update your app to the host&apos;s version to join.</source>
        <translation>Esta mesa habla el protocolo {theirs} (cardgame_gui {their_app}); tu aplicación habla el protocolo {ours} (cardgame_gui {our_app}). Actualiza tu aplicación a la versión del anfitrión para unirte.</translation>
    </message>
    <message>
        <source>This table speaks protocol {theirs} (cardgame_gui {their_app}); your app speaks protocol {ours} (cardgame_gui {our_app}). The host&apos;s app is older: ask the host to update it.</source>
        <translation>Esta mesa habla el protocolo {theirs} (cardgame_gui {their_app}); tu aplicación habla el protocolo {ours} (cardgame_gui {our_app}). La aplicación del anfitrión es más antigua: pídele que la actualice.</translation>
    </message>
    <message>
        <source>You sent far too many messages too fast: disconnected</source>
        <translation>Has enviado demasiados mensajes demasiado rápido: desconectado</translation>
    </message>
    <message>
        <source>You connected again from another window</source>
        <translation>Te has vuelto a conectar desde otra ventana</translation>
    </message>
    <message>
        <source>Nothing heard for {seconds}: the connection was lost</source>
        <translation>Nada recibido en {seconds}: se perdió la conexión</translation>
    </message>
    <message>
        <source>A frame was not finished within {seconds} of its first byte: disconnected</source>
        <translation>Un bloque de datos no se completó en {seconds} desde su primer byte: desconectado</translation>
    </message>
    <message>
        <source>The other side closed the connection</source>
        <translation>El otro lado ha cerrado la conexión</translation>
    </message>
    <message>
        <source>The host closed the connection</source>
        <translation>El anfitrión ha cerrado la conexión</translation>
    </message>
    <message>
        <source>The other side did not read what was sent: over {kib} KiB were waiting</source>
        <translation>El otro lado no leyó lo enviado: había más de {kib} KiB esperando</translation>
    </message>
    <message>
        <source>The host did not read what was sent: over {kib} KiB were waiting</source>
        <translation>El anfitrión no leyó lo enviado: había más de {kib} KiB esperando</translation>
    </message>
    <message>
        <source>{error}</source>
        <translation>{error}</translation>
    </message>
    <message>
        <source>Could not connect: {error}</source>
        <translation>No se pudo conectar: {error}</translation>
    </message>
    <message>
        <source>{reason}. Gave up rejoining after {attempts}</source>
        <translation>{reason}. Se dejó de intentar volver tras {attempts}</translation>
    </message>
    <message>
        <source>Connection lost — trying to rejoin… (attempt {attempt} of {most}; {reason})</source>
        <translation>Conexión perdida — intentando volver… (intento {attempt} de {most}; {reason})</translation>
    </message>
    <message>
        <source>The host plays a game this app does not know ({text})</source>
        <translation>El anfitrión juega a un juego que esta aplicación no conoce ({text})</translation>
    </message>
    <message>
        <source>You left the table</source>
        <translation>Has dejado la mesa</translation>
    </message>
    <message>
        <source>closed the app</source>
        <translation>cerró la aplicación</translation>
    </message>
    <message>
        <source>Could not join</source>
        <translation>No se pudo unir</translation>
    </message>
    <message>
        <source>You started another game</source>
        <translation>Has empezado otra partida</translation>
    </message>
    <message>
        <source>left</source>
        <translation>se fue</translation>
    </message>
    <message>
        <source>{name} joined {room}</source>
        <translation>{name} se ha unido a {room}</translation>
    </message>
    <message>
        <source>{name} is watching {room}</source>
        <translation>{name} está mirando {room}</translation>
    </message>
    <message>
        <source>{name} left the table</source>
        <translation>{name} ha dejado la mesa</translation>
    </message>
    <message>
        <source>{name} left the table: {level} plays their seat now</source>
        <translation>{name} ha dejado la mesa: ahora juega {level} en su asiento</translation>
    </message>
    <message>
        <source>{name} left the table: {level} plays their seat from the next game, unless someone joins in it</source>
        <translation>{name} ha dejado la mesa: desde la siguiente partida juega {level} en su asiento, salvo que alguien se siente en él</translation>
    </message>
    <message>
        <source>{name} lost connection ({reason})</source>
        <translation>{name} ha perdido la conexión ({reason})</translation>
    </message>
    <message>
        <source>{name} lost connection: {level} plays their seat now</source>
        <translation>{name} ha perdido la conexión: ahora juega {level} en su asiento</translation>
    </message>
    <message>
        <source>{name} lost connection: {level} plays their seat from the next game, unless someone joins in it</source>
        <translation>{name} ha perdido la conexión: desde la siguiente partida juega {level} en su asiento, salvo que alguien se siente en él</translation>
    </message>
    <message>
        <source>{name} lost connection: their seat is held for {seconds}</source>
        <translation>{name} ha perdido la conexión: su asiento se reserva durante {seconds}</translation>
    </message>
    <message>
        <source>{name} lost connection ({reason}): their seat is held for {seconds}</source>
        <translation>{name} ha perdido la conexión ({reason}): su asiento se reserva durante {seconds}</translation>
    </message>
    <message>
        <source>{name} lost connection: their seat is kept for the next game</source>
        <translation>{name} ha perdido la conexión: su asiento se guarda para la siguiente partida</translation>
    </message>
    <message>
        <source>{name} lost connection ({reason}): their seat is kept for the next game</source>
        <translation>{name} ha perdido la conexión ({reason}): su asiento se guarda para la siguiente partida</translation>
    </message>
    <message>
        <source>{name} did not come back: {level} plays their seat</source>
        <translation>{name} no ha vuelto: {level} juega en su asiento</translation>
    </message>
    <message>
        <source>{name} did not come back: {level} plays their seat until they rejoin</source>
        <translation>{name} no ha vuelto: {level} juega en su asiento hasta que vuelva</translation>
    </message>
    <message>
        <source>{name} is back</source>
        <translation>{name} ha vuelto</translation>
    </message>
    <message>
        <source>{host} removed {name} from the table</source>
        <translation>{host} ha quitado a {name} de la mesa</translation>
    </message>
    <message>
        <source>{name} sent far too many messages and was disconnected</source>
        <translation>{name} envió demasiados mensajes y fue desconectado</translation>
    </message>
    <message>
        <source>{name} ({address}) was disconnected: {reason}</source>
        <translation>{name} ({address}) fue desconectado: {reason}</translation>
    </message>
    <message>
        <source>Refused a connection from {address}: {reason}</source>
        <translation>Conexión desde {address} rechazada: {reason}</translation>
    </message>
    <message>
        <source>Cannot host on {address} port {port}: {error}</source>
        <translation>No se puede ser anfitrión en {address} puerto {port}: {error}</translation>
    </message>
    <message>
        <source>Disconnected — a bot plays</source>
        <translation>Ausente — juega un bot</translation>
    </message>
    <message>
        <source>Left the table — a bot plays</source>
        <translation>Dejó la mesa — juega un bot</translation>
    </message>
    <message>
        <source>Disconnected — waiting {waiting}s</source>
        <translation>Ausente — faltan {waiting} s</translation>
    </message>
    <message>
        <source>This is not a saved LAN table</source>
        <translation>Esto no es una mesa en red local guardada</translation>
    </message>
    <message>
        <source>The saved table is damaged ({error})</source>
        <translation>La mesa guardada está dañada ({error})</translation>
    </message>
    <message>
        <source>The saved table&apos;s seats do not fit its game</source>
        <translation>Los asientos de la mesa guardada no encajan con su juego</translation>
    </message>
    <message>
        <source>Someone from the saved table is already at another table here</source>
        <translation>Alguien de la mesa guardada ya está en otra mesa aquí</translation>
    </message>
    <message>
        <source>The saved LAN table cannot be resumed: {error}</source>
        <translation>No se puede reanudar la mesa en red local guardada: {error}</translation>
    </message>
    <message>
        <source>The saved LAN table&apos;s seats do not match its game</source>
        <translation>Los asientos de la mesa en red local guardada no coinciden con su juego</translation>
    </message>
    <message>
        <source>The saved LAN table&apos;s deal check is damaged: {error}</source>
        <translation>La comprobación del reparto de la mesa en red local guardada está dañada: {error}</translation>
    </message>
    <message>
        <source>Deal verified ✓: the host dealt from the seed it promised before the first card ({seed}).</source>
        <translation>Reparto verificado ✓: el anfitrión repartió con la semilla que prometió antes de la primera carta ({seed}).</translation>
    </message>
    <message>
        <source>Deal verified ✓ from where you came back: the {moves} before it replay from the seed the host promised before the first card ({seed}), and everything you were shown since follows from it. What you saw before you came back is not part of this check.</source>
        <translation>Reparto verificado ✓ desde tu vuelta: las {moves} anteriores se reproducen con la semilla que el anfitrión prometió antes de la primera carta ({seed}), y todo lo que se te ha mostrado desde entonces se sigue de ella. Lo que viste antes de volver no entra en esta comprobación.</translation>
    </message>
    <message>
        <source>Deal verified ✓ from where you came in: the {moves} before it replay from the seed the host promised before the first card ({seed}), and everything you were shown since follows from it.</source>
        <translation>Reparto verificado ✓ desde tu llegada: las {moves} anteriores se reproducen con la semilla que el anfitrión prometió antes de la primera carta ({seed}), y todo lo que se te ha mostrado desde entonces se sigue de ella.</translation>
    </message>
    <message>
        <source>Deal partly checked: the host revealed the seed it promised before the first card ({seed}), but did not list the {moves} made before you came in, so what you were shown could not be replayed from it.</source>
        <translation>Reparto comprobado en parte: el anfitrión reveló la semilla que prometió antes de la primera carta ({seed}), pero no envió las {moves} hechas antes de tu llegada, así que lo que se te mostró no se pudo reproducir con ella.</translation>
    </message>
    <message>
        <source>your cards as dealt at the start differ from the promised deal</source>
        <translation>tus cartas repartidas al principio no coinciden con el reparto prometido</translation>
    </message>
    <message>
        <source>the table you were shown at the start differs from the promised deal</source>
        <translation>la mesa que se te mostró al principio no coincide con el reparto prometido</translation>
    </message>
    <message>
        <source>after move {move}, your cards differ from the promised deal</source>
        <translation>tras la jugada {move}, tus cartas no coinciden con el reparto prometido</translation>
    </message>
    <message>
        <source>after move {move}, the table you were shown differs from the promised deal</source>
        <translation>tras la jugada {move}, la mesa que se te mostró no coincide con el reparto prometido</translation>
    </message>
    <message>
        <source>Deal partly checked: the host revealed the seed it promised ({seed}), but too many hidden moves could not be told apart to replay the game here.</source>
        <translation>Reparto comprobado en parte: el anfitrión reveló la semilla prometida ({seed}), pero demasiadas jugadas ocultas no se podían distinguir para reproducir la partida aquí.</translation>
    </message>
    <message>
        <source>The host&apos;s deal does not match what it promised: {detail}.</source>
        <translation>El reparto del anfitrión no coincide con lo que prometió: {detail}.</translation>
    </message>
    <message>
        <source>it revealed no proper seed and salt</source>
        <translation>no reveló una semilla y una sal válidas</translation>
    </message>
    <message>
        <source>the seed it revealed at the end ({seed}) is not the one it promised before the deal</source>
        <translation>la semilla revelada al final ({seed}) no es la prometida antes del reparto</translation>
    </message>
    <message>
        <source>seed {seed} cannot deal this game ({error})</source>
        <translation>la semilla {seed} no puede repartir esta partida ({error})</translation>
    </message>
    <message>
        <source>move {move} ({action}) cannot be played in the promised deal: {error}</source>
        <translation>la jugada {move} ({action}) no se puede hacer en el reparto prometido: {error}</translation>
    </message>
    <message>
        <source>what happened at move {move} is not what the promised deal gives</source>
        <translation>lo que pasó en la jugada {move} no es lo que da el reparto prometido</translation>
    </message>
    <message>
        <source>the final scores {shown} are not the promised deal&apos;s {promised}</source>
        <translation>la puntuación final {shown} no es la del reparto prometido {promised}</translation>
    </message>
    <message>
        <source>move {move}: a hidden move fits nothing the promised deal allows</source>
        <translation>jugada {move}: una jugada oculta no encaja con nada de lo que permite el reparto prometido</translation>
    </message>
    <message>
        <source>what you were shown cannot come from it ({error})</source>
        <translation>lo que se te mostró no puede venir de él ({error})</translation>
    </message>
</context>
<context>
    <name>ServerCli</name>
    <message>
        <source>usage: </source>
        <translation>uso: </translation>
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
        <source>the following arguments are required: %s</source>
        <translation>se necesitan los siguientes argumentos: %s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>argumentos no reconocidos: %s</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>argumento %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>se esperaba un argumento</translation>
    </message>
    <message>
        <source>expected at least one argument</source>
        <translation>se esperaba al menos un argumento</translation>
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
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s: error: %(message)s
</translation>
    </message>
    <message>
        <source>A dedicated LAN host: many tables at once, bots in empty seats, no window. Ctrl+C saves every game under way and stops.</source>
        <translation>Un anfitrión dedicado en red local: muchas mesas a la vez, bots en los asientos vacíos, sin ventana. Ctrl+C guarda cada partida en curso y se detiene.</translation>
    </message>
    <message>
        <source>TCP port to listen on (the app&apos;s Join dialog proposes 47123; 0: any free port)</source>
        <translation>puerto TCP en el que escuchar (la ventana de unirse de la aplicación propone 47123; 0: cualquier puerto libre)</translation>
    </message>
    <message>
        <source>the server&apos;s name, as players see it (default: this computer&apos;s name)</source>
        <translation>el nombre del servidor tal como lo ven los jugadores (por defecto: el nombre de este ordenador)</translation>
    </message>
    <message>
        <source>the address to listen on (default 0.0.0.0: every network of this computer; 127.0.0.1: this computer only)</source>
        <translation>la dirección en la que escuchar (por defecto 0.0.0.0: todas las redes de este ordenador; 127.0.0.1: solo este ordenador)</translation>
    </message>
    <message>
        <source>where the open tables are announced, e.g. 192.168.1.255 (default: the app&apos;s setting lan/announce_address, else 255.255.255.255; CARDGAME_ANNOUNCE_ADDRESS in the environment overrides both)</source>
        <translation>dónde se anuncian las mesas abiertas, p. ej. 192.168.1.255 (por defecto: el ajuste lan/announce_address de la aplicación, si no 255.255.255.255; CARDGAME_ANNOUNCE_ADDRESS en el entorno prevalece sobre ambos)</translation>
    </message>
    <message>
        <source>the UDP port announcements go to (default {port}, where the app listens)</source>
        <translation>el puerto UDP al que van los anuncios (por defecto {port}, donde escucha la aplicación)</translation>
    </message>
    <message>
        <source>where games under way are saved on shutdown (default: the app&apos;s data folder)</source>
        <translation>dónde se guardan las partidas en curso al apagar (por defecto: la carpeta de datos de la aplicación)</translation>
    </message>
    <message>
        <source>the bots&apos; pace: off (default) plays at full speed; fast, normal or slow pause between their moves as the app does, so that people at the table can follow</source>
        <translation>el ritmo de los bots: off (por defecto) juega a toda velocidad; fast, normal o slow hacen pausas entre sus jugadas como la aplicación, para que las personas de la mesa puedan seguirlas</translation>
    </message>
    <message>
        <source>tables open at once (default {count})</source>
        <translation>mesas abiertas a la vez (por defecto {count})</translation>
    </message>
    <message>
        <source>connections from one computer (default {count})</source>
        <translation>conexiones desde un mismo ordenador (por defecto {count})</translation>
    </message>
    <message>
        <source>connections held at once, from everyone (default {count})</source>
        <translation>conexiones mantenidas a la vez, de todos (por defecto {count})</translation>
    </message>
    <message>
        <source>a room saved at an earlier shutdown: its game goes on with the same seats</source>
        <translation>una sala guardada en un apagado anterior: su partida continúa con los mismos asientos</translation>
    </message>
    <message>
        <source>{option} must be 0 to 65535, not {value}</source>
        <translation>{option} debe estar entre 0 y 65535, no {value}</translation>
    </message>
    <message>
        <source>{option} must be at least 1, not {value}</source>
        <translation>{option} debe ser al menos 1, no {value}</translation>
    </message>
    <message>
        <source>cannot resume {file}: {reason}</source>
        <translation>no se puede reanudar {file}: {reason}</translation>
    </message>
    <message>
        <source>Serving &quot;{name}&quot; on port {port}</source>
        <translation>Sirviendo «{name}» en el puerto {port}</translation>
    </message>
    <message>
        <source>warning: {warning}</source>
        <translation>aviso: {warning}</translation>
    </message>
    <message>
        <source>announcing the open tables to {address} port {port}</source>
        <translation>anunciando las mesas abiertas a {address} puerto {port}</translation>
    </message>
</context>
<context>
    <name>ServerLog</name>
    <message>
        <source>it is over {size} MB: not a saved room</source>
        <translation>ocupa más de {size} MB: no es una sala guardada</translation>
    </message>
    <message>
        <source>it is empty</source>
        <translation>está vacío</translation>
    </message>
    <message>
        <source>it is not text (not a saved room)</source>
        <translation>no es texto (no es una sala guardada)</translation>
    </message>
    <message>
        <source>it is damaged (not valid JSON at line {line}, column {column})</source>
        <translation>está dañado (JSON no válido en la línea {line}, columna {column})</translation>
    </message>
    <message>
        <source>it holds no saved room</source>
        <translation>no contiene ninguna sala guardada</translation>
    </message>
    <message>
        <source>refused {name}&apos;s {request}: {reason}</source>
        <translation>{request} de {name} rechazado: {reason}</translation>
    </message>
    <message>
        <source>refused {requests} from {name} in {seconds} s (not logged one by one)</source>
        <translation>se rechazaron {requests} de {name} en {seconds} s (no registradas una a una)</translation>
    </message>
    <message>
        <source>{room} closed</source>
        <translation>{room} cerrada</translation>
    </message>
    <message>
        <source>{room} resumed from {file}: {game} for {players}, seats held for {names}</source>
        <translation>{room} reanudada desde {file}: {game} para {players}, asientos reservados para {names}</translation>
    </message>
    <message>
        <source>{room} resumed: {game} for {players}, seats held for {names}</source>
        <translation>{room} reanudada: {game} para {players}, asientos reservados para {names}</translation>
    </message>
    <message>
        <source>{room} opened by {names}</source>
        <translation>{room} abierta por {names}</translation>
    </message>
    <message>
        <source>set to {game} for {players}, {level} bots, options {options}</source>
        <translation>configurada para {game} con {players}, bots de nivel {level}, opciones {options}</translation>
    </message>
    <message>
        <source>started {game} for {players}: {names}</source>
        <translation>{game} para {players} empezado: {names}</translation>
    </message>
    <message>
        <source>started the next game of {game} for {players}: {names}</source>
        <translation>siguiente partida de {game} para {players} empezada: {names}</translation>
    </message>
    <message>
        <source>game over: {result}</source>
        <translation>partida terminada: {result}</translation>
    </message>
    <message>
        <source>{name} joined (seat {seat})</source>
        <translation>{name} se ha unido (asiento {seat})</translation>
    </message>
    <message>
        <source>{name} left</source>
        <translation>{name} se ha ido</translation>
    </message>
    <message>
        <source>{name} is watching</source>
        <translation>{name} está mirando</translation>
    </message>
    <message>
        <source>{name} stopped watching</source>
        <translation>{name} ha dejado de mirar</translation>
    </message>
    <message>
        <source>{told}: {bot} plays seat {seat}</source>
        <translation>{told}: {bot} juega en el asiento {seat}</translation>
    </message>
    <message>
        <source>{name} dropped: seat {seat} is held for them</source>
        <translation>{name} se ha desconectado: el asiento {seat} se le reserva</translation>
    </message>
    <message>
        <source>{name} did not come back: {bot} plays seat {seat}</source>
        <translation>{name} no ha vuelto: {bot} juega en el asiento {seat}</translation>
    </message>
    <message>
        <source>{told} (seat {seat})</source>
        <translation>{told} (asiento {seat})</translation>
    </message>
    <message>
        <source>no scores</source>
        <translation>sin puntuación</translation>
    </message>
    <message>
        <source>no winner</source>
        <translation>sin ganador</translation>
    </message>
    <message>
        <source>{name} wins</source>
        <translation>gana {name}</translation>
    </message>
    <message>
        <source>{names} and {last} win</source>
        <translation>ganan {names} y {last}</translation>
    </message>
    <message>
        <source>it is not a room this server can resume ({reason})</source>
        <translation>no es una sala que este servidor pueda reanudar ({reason})</translation>
    </message>
    <message>
        <source>shutting down ({why})</source>
        <translation>apagando ({why})</translation>
    </message>
    <message>
        <source>told {players}: &quot;{reason}&quot;</source>
        <translation>aviso enviado a {players}: «{reason}»</translation>
    </message>
    <message>
        <source>could not save {games}: the folder {folder} cannot be made ({error})</source>
        <translation>no se pudieron guardar {games}: no se puede crear la carpeta {folder} ({error})</translation>
    </message>
    <message>
        <source>could not save {room}: {error}</source>
        <translation>no se pudo guardar {room}: {error}</translation>
    </message>
    <message>
        <source>saved {room} to {file}</source>
        <translation>{room} guardada en {file}</translation>
    </message>
</context>
</TS>
