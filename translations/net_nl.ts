<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl">
<context>
    <name>LanChat</name>
    <message>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>Say something to the table, Enter sends</source>
        <translation>Zeg iets tegen de tafel, Enter verstuurt</translation>
    </message>
    <message>
        <source>Chat message</source>
        <translation>Chatbericht</translation>
    </message>
</context>
<context>
    <name>LanClient</name>
    <message>
        <source>You are not connected to the host any more</source>
        <translation>Je bent niet meer met de host verbonden</translation>
    </message>
</context>
<context>
    <name>LanCounts</name>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n seconde</numerusform>
            <numerusform>%n seconden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s)</source>
        <translation>
            <numerusform>%n plaats</numerusform>
            <numerusform>%n plaatsen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n table(s)</source>
        <translation>
            <numerusform>%n tafel</numerusform>
            <numerusform>%n tafels</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n connection(s)</source>
        <translation>
            <numerusform>%n verbinding</numerusform>
            <numerusform>%n verbindingen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n character(s)</source>
        <translation>
            <numerusform>%n teken</numerusform>
            <numerusform>%n tekens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n person(s)</source>
        <translation>
            <numerusform>%n persoon</numerusform>
            <numerusform>%n personen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attempt(s)</source>
        <translation>
            <numerusform>%n poging</numerusform>
            <numerusform>%n pogingen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n zet</numerusform>
            <numerusform>%n zetten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n spel</numerusform>
            <numerusform>%n spellen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n connected player(s)</source>
        <translation>
            <numerusform>%n verbonden speler</numerusform>
            <numerusform>%n verbonden spelers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more request(s)</source>
        <translation>
            <numerusform>nog %n verzoek</numerusform>
            <numerusform>nog %n verzoeken</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LanDialogs</name>
    <message>
        <source>Port</source>
        <translation>Poort</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Je naam</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Toegangscode</translation>
    </message>
    <message>
        <source>Your &amp;name</source>
        <translation>Je &amp;naam</translation>
    </message>
    <message>
        <source>&amp;Port</source>
        <translation>&amp;Poort</translation>
    </message>
    <message>
        <source>Join &amp;code</source>
        <translation>Toegangs&amp;code</translation>
    </message>
</context>
<context>
    <name>LanDiscovery</name>
    <message>
        <source>{text} is not an address to announce to: write one like 192.168.1.255</source>
        <translation>{text} is geen adres om aan te kondigen: schrijf er een zoals 192.168.1.255</translation>
    </message>
    <message>
        <source>Cannot listen for tables on port {port}: {error}. Type the host&apos;s address instead.</source>
        <translation>Kan op poort {port} niet naar tafels luisteren: {error}. Typ in plaats daarvan het adres van de host.</translation>
    </message>
</context>
<context>
    <name>LanHostDialog</name>
    <message>
        <source>Host a table</source>
        <translation>Tafel hosten</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>Tafel van {name}</translation>
    </message>
    <message>
        <source>Table name</source>
        <translation>Naam van de tafel</translation>
    </message>
    <message>
        <source>Everyone on this network (0.0.0.0)</source>
        <translation>Iedereen op dit netwerk (0.0.0.0)</translation>
    </message>
    <message>
        <source>Only this computer (127.0.0.1)</source>
        <translation>Alleen deze computer (127.0.0.1)</translation>
    </message>
    <message>
        <source>Who may connect</source>
        <translation>Wie mag verbinden</translation>
    </message>
    <message>
        <source>Invite only: players need the join code</source>
        <translation>Alleen op uitnodiging: spelers hebben de toegangscode nodig</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Wait for a dropped player</source>
        <translation>Wachten op een weggevallen speler</translation>
    </message>
    <message>
        <source>How long a player who lost their connection keeps their seat before a bot plays it (they get it back when they rejoin)</source>
        <translation>Hoe lang een speler van wie de verbinding wegviel zijn plaats houdt voordat een bot hem overneemt (wie opnieuw meedoet, krijgt hem terug)</translation>
    </message>
    <message>
        <source>Announce to</source>
        <translation>Aankondigen aan</translation>
    </message>
    <message>
        <source>Where the table is announced so that Join dialogs list it: the network&apos;s broadcast address (255.255.255.255, or e.g. 192.168.1.255)</source>
        <translation>Waar de tafel wordt aangekondigd zodat Meedoen-vensters hem tonen: het broadcastadres van het netwerk (255.255.255.255, of bijv. 192.168.1.255)</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Probleem</translation>
    </message>
    <message>
        <source>&amp;Table name</source>
        <translation>Naam van de &amp;tafel</translation>
    </message>
    <message>
        <source>&amp;Open to</source>
        <translation>&amp;Open voor</translation>
    </message>
    <message>
        <source>&amp;Wait for a dropped player</source>
        <translation>&amp;Wachten op een weggevallen speler</translation>
    </message>
    <message>
        <source>&amp;Announce to</source>
        <translation>&amp;Aankondigen aan</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Hosten</translation>
    </message>
</context>
<context>
    <name>LanHosting</name>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Cannot host a table</source>
        <translation>Kan geen tafel hosten</translation>
    </message>
    <message>
        <source>{table}: players join at this computer&apos;s address, port {port}, with the join code {code}</source>
        <translation>{table}: spelers doen mee via het adres van deze computer, poort {port}, met de toegangscode {code}</translation>
    </message>
    <message>
        <source>{table}: players join at this computer&apos;s address, port {port}</source>
        <translation>{table}: spelers doen mee via het adres van deze computer, poort {port}</translation>
    </message>
    <message>
        <source>Cannot resume the LAN game</source>
        <translation>Kan het LAN-spel niet hervatten</translation>
    </message>
    <message>
        <source>The saved LAN table could not be read ({error}); it was put aside.</source>
        <translation>De opgeslagen LAN-tafel kon niet worden gelezen ({error}); hij is opzijgezet.</translation>
    </message>
    <message>
        <source>Resume the LAN game?</source>
        <translation>LAN-spel hervatten?</translation>
    </message>
    <message>
        <source>Resume the LAN game of {game} at {table} with the same seats ({names})?

They get their seats back by joining again; a bot plays for anyone who does not come back in time. No: the saved table is forgotten. Cancel: it is kept, and Game ▸ Host a table offers it again.</source>
        <translation>Het LAN-spel {game} aan {table} hervatten met dezelfde plaatsen ({names})?

Wie opnieuw meedoet, krijgt zijn plaats terug; voor wie niet op tijd terugkomt, speelt een bot. Nee: de opgeslagen tafel wordt vergeten. Annuleren: hij blijft bewaard, en Spel ▸ Tafel hosten biedt hem opnieuw aan.</translation>
    </message>
    <message>
        <source>{table}: players rejoin at this computer&apos;s address, port {port}</source>
        <translation>{table}: spelers doen opnieuw mee via het adres van deze computer, poort {port}</translation>
    </message>
    <message>
        <source>{where}. Their seats are held for {seconds}.</source>
        <translation>{where}. Hun plaatsen worden {seconds} vastgehouden.</translation>
    </message>
    <message>
        <source>The LAN table could not be saved: {error}</source>
        <translation>De LAN-tafel kon niet worden opgeslagen: {error}</translation>
    </message>
    <message>
        <source>The table is not announced: {error}</source>
        <translation>De tafel wordt niet aangekondigd: {error}</translation>
    </message>
</context>
<context>
    <name>LanJoinDialog</name>
    <message>
        <source>Join a table</source>
        <translation>Aan een tafel meedoen</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tafel</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Free seats</source>
        <translation>Vrije plaatsen</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Tables on your network</source>
        <translation>Tafels op je netwerk</translation>
    </message>
    <message>
        <source>About the tables found</source>
        <translation>Over de gevonden tafels</translation>
    </message>
    <message>
        <source>Listening for tables… or type the host&apos;s address below.</source>
        <translation>Zoeken naar tafels… of typ hieronder het adres van de host.</translation>
    </message>
    <message>
        <source>Host address</source>
        <translation>Adres van de host</translation>
    </message>
    <message>
        <source>only for invite-only tables</source>
        <translation>alleen voor tafels op uitnodiging</translation>
    </message>
    <message>
        <source>Host &amp;address</source>
        <translation>&amp;Adres van de host</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Meedoen</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>&amp;Kijken</translation>
    </message>
    <message>
        <source>Watch the table without a seat: you see what an onlooker sees, and can chat</source>
        <translation>Aan de tafel kijken zonder plaats: je ziet wat een toeschouwer ziet en kunt chatten</translation>
    </message>
    <message>
        <source>Tables on your network (click one) — too many hosts are announcing: some are not listed</source>
        <translation>Tafels op je netwerk (klik er een aan) — te veel hosts kondigen aan: sommige staan niet in de lijst</translation>
    </message>
    <message>
        <source>Tables on your network (click one):</source>
        <translation>Tafels op je netwerk (klik er een aan):</translation>
    </message>
    <message>
        <source>(new table)</source>
        <translation>(nieuwe tafel)</translation>
    </message>
    <message>
        <source>(no table)</source>
        <translation>(geen tafel)</translation>
    </message>
    <message>
        <source>game under way</source>
        <translation>spel bezig</translation>
    </message>
    <message>
        <source>Invite-only</source>
        <translation>Alleen op uitnodiging</translation>
    </message>
    <message>
        <source>{host} (another version)</source>
        <translation>{host} (andere versie)</translation>
    </message>
    <message>
        <source>A game is under way: press Watch to watch it (a player who dropped out gets their seat back with Game ▸ Rejoin the table)</source>
        <translation>Er is een spel bezig: druk op Kijken om te kijken (wie eruit viel, krijgt zijn plaats terug met Spel ▸ Opnieuw aan tafel)</translation>
    </message>
    <message>
        <source>Invite-only: ask the host for the join code</source>
        <translation>Alleen op uitnodiging: vraag de host om de toegangscode</translation>
    </message>
    <message>
        <source>Another host on the network has a name that looks the same: ask your host for their address and port, and check them here</source>
        <translation>Een andere host op het netwerk heeft een naam die er hetzelfde uitziet: vraag je host om adres en poort en controleer ze hier</translation>
    </message>
    <message>
        <source>This name mixes alphabets (Latin, Cyrillic, Greek letters drawn alike): it may imitate another host&apos;s — check the address with your host</source>
        <translation>Deze naam mengt alfabetten (Latijnse, Cyrillische, Griekse letters die op elkaar lijken): hij kan die van een andere host nabootsen — controleer het adres met je host</translation>
    </message>
    <message>
        <source>{table} is playing {game}: press Watch to watch it (type the join code the host gave you). A player who dropped out rejoins with Game ▸ Rejoin the table.</source>
        <translation>Aan {table} wordt {game} gespeeld: druk op Kijken om te kijken (typ de toegangscode die je van de host kreeg). Wie eruit viel, doet opnieuw mee met Spel ▸ Opnieuw aan tafel.</translation>
    </message>
    <message>
        <source>{table} is playing {game}: press Watch to watch it. A player who dropped out rejoins with Game ▸ Rejoin the table.</source>
        <translation>Aan {table} wordt {game} gespeeld: druk op Kijken om te kijken. Wie eruit viel, doet opnieuw mee met Spel ▸ Opnieuw aan tafel.</translation>
    </message>
    <message>
        <source>{table} is invite-only: type the join code the host gave you.</source>
        <translation>{table} is alleen op uitnodiging: typ de toegangscode die je van de host kreeg.</translation>
    </message>
    <message>
        <source>{host}: press Join to open a table of your own there.</source>
        <translation>{host}: druk op Meedoen om daar een eigen tafel te openen.</translation>
    </message>
    <message>
        <source>{table}: press Join to sit down.</source>
        <translation>{table}: druk op Meedoen om aan te schuiven.</translation>
    </message>
</context>
<context>
    <name>LanJoining</name>
    <message>
        <source>The host keeps this game: ask them to save it</source>
        <translation>De host beheert dit spel: vraag hem het op te slaan</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Connecting to {address} port {port}…</source>
        <translation>Verbinden met {address} poort {port}…</translation>
    </message>
    <message>
        <source>You are back at the table: your seat was kept for you</source>
        <translation>Je bent terug aan tafel: je plaats is voor je vastgehouden</translation>
    </message>
    <message>
        <source>Connected to a host running cardgame_gui {version}: asking to watch…</source>
        <translation>Verbonden met een host met cardgame_gui {version}: vragen om te kijken…</translation>
    </message>
    <message>
        <source>Connected to a host running cardgame_gui {version}: asking for a seat…</source>
        <translation>Verbonden met een host met cardgame_gui {version}: vragen om een plaats…</translation>
    </message>
    <message>
        <source>You were watching at the LAN table at {address} port {port} as {name}. Rejoin it?

If the game is still running your seat is given back to you. No: the table is forgotten.</source>
        <translation>Je keek mee aan de LAN-tafel op {address} poort {port} als {name}. Opnieuw meedoen?

Als het spel nog loopt, krijg je je plaats terug. Nee: de tafel wordt vergeten.</translation>
    </message>
    <message>
        <source>You were playing at the LAN table at {address} port {port} as {name}. Rejoin it?

If the game is still running your seat is given back to you. No: the table is forgotten.</source>
        <translation>Je speelde aan de LAN-tafel op {address} poort {port} als {name}. Opnieuw meedoen?

Als het spel nog loopt, krijg je je plaats terug. Nee: de tafel wordt vergeten.</translation>
    </message>
    <message>
        <source>Rejoin the table?</source>
        <translation>Opnieuw aan tafel?</translation>
    </message>
    <message>
        <source>{name} — disconnected, waiting {seconds}s</source>
        <translation>{name} — verbinding weg, wacht {seconds} s</translation>
    </message>
    <message>
        <source>A bot plays for {names} until they rejoin</source>
        <translation>Een bot speelt voor {names} tot ze terugkomen</translation>
    </message>
    <message>
        <source>Everyone is back at the table</source>
        <translation>Iedereen is terug aan tafel</translation>
    </message>
    <message>
        <source>{table}: you are watching this table</source>
        <translation>{table}: je kijkt mee aan deze tafel</translation>
    </message>
    <message>
        <source>You are watching {table}: you see what an onlooker sees, and can chat</source>
        <translation>Je kijkt mee aan {table}: je ziet wat een toeschouwer ziet en kunt chatten</translation>
    </message>
    <message>
        <source>{table}: the game is over; the next one starts here when the host deals it</source>
        <translation>{table}: het spel is voorbij; het volgende begint hier zodra de host deelt</translation>
    </message>
    <message>
        <source>{table}: you opened it: choose the game and press Start once everyone is ready; tick Ready when you are</source>
        <translation>{table}: jij hebt hem geopend: kies het spel en druk op Starten als iedereen klaar is; vink Klaar aan als jij het bent</translation>
    </message>
    <message>
        <source>{table}: the host chooses the game; tick Ready when you are</source>
        <translation>{table}: de host kiest het spel; vink Klaar aan als je klaar bent</translation>
    </message>
    <message>
        <source>You are back at the table in seat {seat}: your seat was kept for you</source>
        <translation>Je bent terug aan tafel op plaats {seat}: je plaats is voor je vastgehouden</translation>
    </message>
    <message>
        <source>You sit in seat {seat} at {table}</source>
        <translation>Je zit op plaats {seat} aan {table}</translation>
    </message>
    <message>
        <source>Cannot join this table</source>
        <translation>Kan niet aan deze tafel meedoen</translation>
    </message>
    <message>
        <source>The host&apos;s deal does not match what it promised</source>
        <translation>Het delen van de host klopt niet met wat hij beloofde</translation>
    </message>
    <message>
        <source>{verdict}

The host promised a deal before the first card and revealed it at the end; what you were shown does not follow from it. The host may have changed the deal during play.</source>
        <translation>{verdict}

De host beloofde een deling vóór de eerste kaart en onthulde die aan het eind; wat jij te zien kreeg, volgt daar niet uit. De host heeft de deling misschien tijdens het spel veranderd.</translation>
    </message>
    <message>
        <source>Disconnected: {reason}</source>
        <translation>Verbinding verbroken: {reason}</translation>
    </message>
    <message>
        <source>Removed from the table</source>
        <translation>Van de tafel verwijderd</translation>
    </message>
    <message>
        <source>Connection to the table lost</source>
        <translation>Verbinding met de tafel verloren</translation>
    </message>
    <message>
        <source>{reason}

The table shows where the game stopped: start a new one with Game ▸ New Game, or try Game ▸ Rejoin the table.</source>
        <translation>{reason}

De tafel toont waar het spel stopte: begin een nieuw met Spel ▸ Nieuw spel, of probeer Spel ▸ Opnieuw aan tafel.</translation>
    </message>
</context>
<context>
    <name>LanLobby</name>
    <message>
        <source>Table lobby</source>
        <translation>Tafellobby</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plaatsen</translation>
    </message>
    <message>
        <source>Re&amp;move from the table</source>
        <translation>Van tafel &amp;verwijderen</translation>
    </message>
    <message>
        <source>Free the chosen seat: its player leaves the table and cannot sit at it again (for someone who never ticks Ready)</source>
        <translation>De gekozen plaats vrijmaken: de speler verlaat de tafel en kan er niet opnieuw aan zitten (voor iemand die nooit Klaar aanvinkt)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>S&amp;eats</source>
        <translation>&amp;Plaatsen</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regels</translation>
    </message>
    <message>
        <source>&amp;Bots in empty seats</source>
        <translation>&amp;Bots op lege plaatsen</translation>
    </message>
    <message>
        <source>Lobby message</source>
        <translation>Bericht van de lobby</translation>
    </message>
    <message>
        <source>&amp;Ready</source>
        <translation>&amp;Klaar</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>S&amp;tarten</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>Tafel ver&amp;laten</translation>
    </message>
    <message>
        <source>Table lobby — {table}</source>
        <translation>Tafellobby — {table}</translation>
    </message>
    <message>
        <source>✓ ready</source>
        <translation>✓ klaar</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>niet klaar</translation>
    </message>
    <message>
        <source>host</source>
        <translation>host</translation>
    </message>
    <message>
        <source>you</source>
        <translation>jij</translation>
    </message>
    <message>
        <source>disconnected: a bot plays</source>
        <translation>verbinding weg: een bot speelt</translation>
    </message>
    <message>
        <source>disconnected: seat held</source>
        <translation>verbinding weg: plaats vastgehouden</translation>
    </message>
    <message>
        <source>{seat}. {name} — {marks}</source>
        <translation>{seat}. {name} — {marks}</translation>
    </message>
    <message>
        <source>{seat}. (empty: {bot} will play)</source>
        <translation>{seat}. (leeg: {bot} gaat spelen)</translation>
    </message>
    <message>
        <source>Watching: {names}</source>
        <translation>Kijken mee: {names}</translation>
    </message>
    <message>
        <source>The next game at this table, the same seats</source>
        <translation>Het volgende spel aan deze tafel, dezelfde plaatsen</translation>
    </message>
    <message>
        <source>Everyone must tick Ready first</source>
        <translation>Iedereen moet eerst Klaar aanvinken</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standaard</translation>
    </message>
    <message>
        <source>Custom (chosen by the host)</source>
        <translation>Aangepast (gekozen door de host)</translation>
    </message>
</context>
<context>
    <name>LanSession</name>
    <message>
        <source>Quit</source>
        <translation>Afsluiten</translation>
    </message>
    <message>
        <source>this table</source>
        <translation>deze tafel</translation>
    </message>
    <message>
        <source>You host {table}. Quit and close it?

The game is saved: the next start offers to resume it (so does Game ▸ Host a table), and everyone gets their seat back by joining again.</source>
        <translation>Jij host {table}. Afsluiten en de tafel sluiten?

Het spel wordt opgeslagen: de volgende start biedt aan het te hervatten (net als Spel ▸ Tafel hosten), en iedereen krijgt zijn plaats terug door opnieuw mee te doen.</translation>
    </message>
    <message>
        <source>You host {table}. Quit and close it?

Everyone at it is sent home.</source>
        <translation>Jij host {table}. Afsluiten en de tafel sluiten?

Iedereen aan tafel wordt naar huis gestuurd.</translation>
    </message>
    <message>
        <source>Close the LAN table?</source>
        <translation>LAN-tafel sluiten?</translation>
    </message>
    <message>
        <source>the LAN table</source>
        <translation>de LAN-tafel</translation>
    </message>
    <message>
        <source>Quit and leave {table}?

Your seat is held for {seconds}, then a bot plays it until you come back: the next start offers to rejoin, or join the table again.</source>
        <translation>Afsluiten en {table} verlaten?

Je plaats wordt {seconds} vastgehouden, daarna speelt een bot tot je terugkomt: bij de volgende start kun je opnieuw meedoen, of je doet weer mee aan de tafel.</translation>
    </message>
    <message>
        <source>Quit and leave {table}?

Your seat is kept for the next game: the next start offers to rejoin, or join the table again.</source>
        <translation>Afsluiten en {table} verlaten?

Je plaats blijft bewaard voor het volgende spel: bij de volgende start kun je opnieuw meedoen, of je doet weer mee aan de tafel.</translation>
    </message>
    <message>
        <source>Quit and leave {table}?</source>
        <translation>Afsluiten en {table} verlaten?</translation>
    </message>
    <message>
        <source>Leave the LAN table?</source>
        <translation>LAN-tafel verlaten?</translation>
    </message>
    <message>
        <source>&amp;Host a table…</source>
        <translation>Tafel &amp;hosten…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>Aan een tafel &amp;meedoen…</translation>
    </message>
    <message>
        <source>Table &amp;lobby</source>
        <translation>Tafel&amp;lobby</translation>
    </message>
    <message>
        <source>Leave the &amp;table</source>
        <translation>&amp;Tafel verlaten</translation>
    </message>
    <message>
        <source>&amp;Rejoin the table</source>
        <translation>&amp;Opnieuw aan tafel</translation>
    </message>
    <message>
        <source>The host deals the next game: it starts here when they do</source>
        <translation>De host deelt het volgende spel: het begint hier zodra hij deelt</translation>
    </message>
    <message>
        <source>You closed the table: bots play the seats of the people who were here</source>
        <translation>Je hebt de tafel gesloten: bots spelen op de plaatsen van wie hier was</translation>
    </message>
    <message>
        <source>You closed the table before its game started</source>
        <translation>Je hebt de tafel gesloten voordat het spel begon</translation>
    </message>
    <message>
        <source>Left the table — a bot plays</source>
        <translation>Van tafel — bot speelt</translation>
    </message>
    <message>
        <source>seat {number}</source>
        <translation>plaats {number}</translation>
    </message>
    <message>
        <source>Waiting for {name} to bid</source>
        <translation>Wachten tot {name} biedt</translation>
    </message>
    <message>
        <source>Waiting for {name} to call a partner</source>
        <translation>Wachten tot {name} de partnerkaart noemt</translation>
    </message>
    <message>
        <source>Waiting for {name} to answer May I?</source>
        <translation>Wachten op het antwoord van {name} (Mag ik?)</translation>
    </message>
    <message>
        <source>Waiting for {name} to play</source>
        <translation>Wachten tot {name} speelt</translation>
    </message>
    <message>
        <source>You started another game: the LAN table is closed</source>
        <translation>Je bent een ander spel begonnen: de LAN-tafel is gesloten</translation>
    </message>
</context>
<context>
    <name>LanWords</name>
    <message>
        <source>a random bot</source>
        <translation>een willekeurige bot</translation>
    </message>
    <message>
        <source>a casual bot</source>
        <translation>een gemiddelde bot</translation>
    </message>
    <message>
        <source>an expert bot</source>
        <translation>een expert-bot</translation>
    </message>
    <message>
        <source>a bot</source>
        <translation>een bot</translation>
    </message>
    <message>
        <source>Random bot</source>
        <translation>Willekeurige bot</translation>
    </message>
    <message>
        <source>Casual bot</source>
        <translation>Gemiddelde bot</translation>
    </message>
    <message>
        <source>Expert bot</source>
        <translation>Expert-bot</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Willekeurig</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>Gemiddeld</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>There is no table &apos;{room}&apos; here</source>
        <translation>Hier is geen tafel ‘{room}’</translation>
    </message>
    <message>
        <source>You are not at that table</source>
        <translation>Je zit niet aan die tafel</translation>
    </message>
    <message>
        <source>You are not at a table</source>
        <translation>Je zit niet aan een tafel</translation>
    </message>
    <message>
        <source>You are already at a table: leave it before opening another</source>
        <translation>Je zit al aan een tafel: verlaat die eerst voordat je een andere opent</translation>
    </message>
    <message>
        <source>You are already at a table: leave it before joining another</source>
        <translation>Je zit al aan een tafel: verlaat die eerst voordat je aan een andere meedoet</translation>
    </message>
    <message>
        <source>You are already at a table: leave it before watching another</source>
        <translation>Je zit al aan een tafel: verlaat die eerst voordat je bij een andere meekijkt</translation>
    </message>
    <message>
        <source>An invite-only table needs a join code</source>
        <translation>Een tafel op uitnodiging heeft een toegangscode nodig</translation>
    </message>
    <message>
        <source>A join code needs at least {characters}, so that nobody finds it by trying</source>
        <translation>Een toegangscode heeft minstens {characters} nodig, zodat niemand hem door proberen vindt</translation>
    </message>
    <message>
        <source>A join code has at most {characters}</source>
        <translation>Een toegangscode heeft hoogstens {characters}</translation>
    </message>
    <message>
        <source>The host of {room} removed you from its seats: you cannot sit there again</source>
        <translation>De host van {room} heeft je van zijn plaatsen verwijderd: je kunt daar niet meer aanschuiven</translation>
    </message>
    <message>
        <source>The game at {room} has already started</source>
        <translation>Het spel aan {room} is al begonnen</translation>
    </message>
    <message>
        <source>{room} is full ({seats})</source>
        <translation>{room} is vol ({seats})</translation>
    </message>
    <message>
        <source>This host already has {tables} open, its most: join one of them, or open yours when one closes</source>
        <translation>Deze host heeft al {tables} open, het maximum: doe mee aan een ervan, of open de jouwe als er een sluit</translation>
    </message>
    <message>
        <source>{room} is invite-only: ask the host for the join code</source>
        <translation>{room} is alleen op uitnodiging: vraag de host om de toegangscode</translation>
    </message>
    <message>
        <source>That join code is wrong: ask the host for it again</source>
        <translation>Die toegangscode klopt niet: vraag de host er nog eens om</translation>
    </message>
    <message>
        <source>Too many wrong join codes from your address: wait {seconds} before trying again</source>
        <translation>Te veel foute toegangscodes vanaf je adres: wacht {seconds} voordat je het opnieuw probeert</translation>
    </message>
    <message>
        <source>The game at this table has ended</source>
        <translation>Het spel aan deze tafel is afgelopen</translation>
    </message>
    <message>
        <source>The game has already started</source>
        <translation>Het spel is al begonnen</translation>
    </message>
    <message>
        <source>You are watching this table: spectators have no seat to be ready in</source>
        <translation>Je kijkt alleen mee aan deze tafel: toeschouwers hebben geen plaats om klaar te zijn</translation>
    </message>
    <message>
        <source>Only the host chooses the game</source>
        <translation>Alleen de host kiest het spel</translation>
    </message>
    <message>
        <source>Only the host can start the game</source>
        <translation>Alleen de host kan het spel starten</translation>
    </message>
    <message>
        <source>Only the host can free a seat</source>
        <translation>Alleen de host kan een plaats vrijmaken</translation>
    </message>
    <message>
        <source>Unknown game &apos;{text}&apos;</source>
        <translation>Onbekend spel ‘{text}’</translation>
    </message>
    <message>
        <source>{game} is for {low}–{high} players, not {value}</source>
        <translation>{game} is voor {low}–{high} spelers, niet {value}</translation>
    </message>
    <message>
        <source>There are {people} at the table: choose at least {seats}</source>
        <translation>Er zitten {people} aan tafel: kies minstens {seats}</translation>
    </message>
    <message>
        <source>{game}: {error}</source>
        <translation>{game}: {error}</translation>
    </message>
    <message>
        <source>No &apos;{text}&apos; bot plays {game} (levels: {levels})</source>
        <translation>Geen bot ‘{text}’ speelt {game} (niveaus: {levels})</translation>
    </message>
    <message>
        <source>The wait for a dropped player must be 0–{most} seconds, not {value}</source>
        <translation>De wachttijd voor een weggevallen speler moet 0–{most} seconden zijn, niet {value}</translation>
    </message>
    <message>
        <source>Not everyone is ready: waiting for {names}</source>
        <translation>Nog niet iedereen is klaar: wachten op {names}</translation>
    </message>
    <message>
        <source>No &apos;{text}&apos; bot plays {game}: fill every seat</source>
        <translation>Geen bot ‘{text}’ speelt {game}: vul elke plaats</translation>
    </message>
    <message>
        <source>The game has started: a seat is freed only before the start (a player who leaves or drops is played by a bot)</source>
        <translation>Het spel is begonnen: een plaats wordt alleen vóór de start vrijgemaakt (voor wie vertrekt of wegvalt, speelt een bot)</translation>
    </message>
    <message>
        <source>There is nobody to remove in that seat ({seated} seated)</source>
        <translation>Op die plaats is niemand te verwijderen ({seated} zitten)</translation>
    </message>
    <message>
        <source>You cannot remove yourself: leave the table instead</source>
        <translation>Je kunt jezelf niet verwijderen: verlaat in plaats daarvan de tafel</translation>
    </message>
    <message>
        <source>This host runs one table, its own: join it (or watch it) — no other table can be opened here</source>
        <translation>Deze host heeft één tafel, zijn eigen: doe mee (of kijk mee) — hier kan geen andere tafel worden geopend</translation>
    </message>
    <message>
        <source>Say which table to join</source>
        <translation>Zeg aan welke tafel je wilt meedoen</translation>
    </message>
    <message>
        <source>Say which table to watch</source>
        <translation>Zeg bij welke tafel je wilt meekijken</translation>
    </message>
    <message>
        <source>Nobody has opened a table here</source>
        <translation>Hier heeft nog niemand een tafel geopend</translation>
    </message>
    <message>
        <source>Sit at a table to chat</source>
        <translation>Schuif aan een tafel aan om te chatten</translation>
    </message>
    <message>
        <source>Unknown request &apos;{request}&apos;</source>
        <translation>Onbekend verzoek ‘{request}’</translation>
    </message>
    <message>
        <source>Cannot start: {error}</source>
        <translation>Kan niet starten: {error}</translation>
    </message>
    <message>
        <source>You have already said hello</source>
        <translation>Je hebt al hallo gezegd</translation>
    </message>
    <message>
        <source>You are sending too fast — wait a moment</source>
        <translation>Je verstuurt te snel — wacht even</translation>
    </message>
    <message>
        <source>This host is full: it holds {connections}, its most. Try again when someone has left</source>
        <translation>Deze host is vol: hij heeft {connections}, het maximum. Probeer het opnieuw als er iemand weg is</translation>
    </message>
    <message>
        <source>This host already has {connections} from your address, its most: close one of them first</source>
        <translation>Deze host heeft al {connections} vanaf je adres, het maximum: sluit er eerst een</translation>
    </message>
    <message>
        <source>A message could not be read: {error}</source>
        <translation>Een bericht kon niet worden gelezen: {error}</translation>
    </message>
    <message>
        <source>An answer could not be sent: {error}</source>
        <translation>Een antwoord kon niet worden verstuurd: {error}</translation>
    </message>
    <message>
        <source>Broken frame, disconnecting: {error}</source>
        <translation>Kapot datablok, verbinding wordt verbroken: {error}</translation>
    </message>
    <message>
        <source>Spectators watch: they do not play</source>
        <translation>Toeschouwers kijken: ze spelen niet mee</translation>
    </message>
    <message>
        <source>There is no game at your table yet</source>
        <translation>Aan je tafel is nog geen spel bezig</translation>
    </message>
    <message>
        <source>That action is not understood ({error})</source>
        <translation>Die zet wordt niet begrepen ({error})</translation>
    </message>
    <message>
        <source>The host closed the table</source>
        <translation>De host heeft de tafel gesloten</translation>
    </message>
    <message>
        <source>The server is shutting down: games under way are saved, and you can rejoin yours when it is back</source>
        <translation>De server wordt afgesloten: lopende spellen worden opgeslagen en je kunt opnieuw meedoen aan het jouwe als hij terug is</translation>
    </message>
    <message>
        <source>Say hello first: send a &apos;hello&apos; with your protocol version and name</source>
        <translation>Zeg eerst hallo: stuur een ‘hello’ met je protocolversie en naam</translation>
    </message>
    <message>
        <source>No hello within {seconds}: disconnected</source>
        <translation>Geen hallo binnen {seconds}: verbinding verbroken</translation>
    </message>
    <message>
        <source>This table speaks protocol {theirs} (cardgame_gui {their_app}); your app speaks protocol {ours} (cardgame_gui {our_app}). Update your app to the host&apos;s version to join.</source>
        <translation>Deze tafel spreekt protocol {theirs} (cardgame_gui {their_app}); jouw app spreekt protocol {ours} (cardgame_gui {our_app}). Werk je app bij naar de versie van de host om mee te doen.</translation>
    </message>
    <message>
        <source>This table speaks protocol {theirs} (cardgame_gui {their_app}); your app speaks protocol {ours} (cardgame_gui {our_app}). The host&apos;s app is older: ask the host to update it.</source>
        <translation>Deze tafel spreekt protocol {theirs} (cardgame_gui {their_app}); jouw app spreekt protocol {ours} (cardgame_gui {our_app}). De app van de host is ouder: vraag de host hem bij te werken.</translation>
    </message>
    <message>
        <source>You sent far too many messages too fast: disconnected</source>
        <translation>Je stuurde veel te veel berichten te snel: verbinding verbroken</translation>
    </message>
    <message>
        <source>You connected again from another window</source>
        <translation>Je hebt opnieuw verbinding gemaakt vanuit een ander venster</translation>
    </message>
    <message>
        <source>Nothing heard for {seconds}: the connection was lost</source>
        <translation>{seconds} niets gehoord: de verbinding is verloren</translation>
    </message>
    <message>
        <source>A frame was not finished within {seconds} of its first byte: disconnected</source>
        <translation>Een datablok was niet binnen {seconds} na zijn eerste byte compleet: verbinding verbroken</translation>
    </message>
    <message>
        <source>The other side closed the connection</source>
        <translation>De andere kant heeft de verbinding gesloten</translation>
    </message>
    <message>
        <source>The host closed the connection</source>
        <translation>De host heeft de verbinding gesloten</translation>
    </message>
    <message>
        <source>The other side did not read what was sent: over {kib} KiB were waiting</source>
        <translation>De andere kant las niet wat werd verstuurd: meer dan {kib} KiB stond te wachten</translation>
    </message>
    <message>
        <source>The host did not read what was sent: over {kib} KiB were waiting</source>
        <translation>De host las niet wat werd verstuurd: meer dan {kib} KiB stond te wachten</translation>
    </message>
    <message>
        <source>{error}</source>
        <translation>{error}</translation>
    </message>
    <message>
        <source>Could not connect: {error}</source>
        <translation>Kon geen verbinding maken: {error}</translation>
    </message>
    <message>
        <source>{reason}. Gave up rejoining after {attempts}</source>
        <translation>{reason}. Na {attempts} gestopt met opnieuw meedoen</translation>
    </message>
    <message>
        <source>Connection lost — trying to rejoin… (attempt {attempt} of {most}; {reason})</source>
        <translation>Verbinding verloren — probeer opnieuw mee te doen… (poging {attempt} van {most}; {reason})</translation>
    </message>
    <message>
        <source>The host plays a game this app does not know ({text})</source>
        <translation>De host speelt een spel dat deze app niet kent ({text})</translation>
    </message>
    <message>
        <source>You left the table</source>
        <translation>Je hebt de tafel verlaten</translation>
    </message>
    <message>
        <source>closed the app</source>
        <translation>heeft de app gesloten</translation>
    </message>
    <message>
        <source>Could not join</source>
        <translation>Kon niet meedoen</translation>
    </message>
    <message>
        <source>You started another game</source>
        <translation>Je bent een ander spel begonnen</translation>
    </message>
    <message>
        <source>left</source>
        <translation>vertrokken</translation>
    </message>
    <message>
        <source>{name} joined {room}</source>
        <translation>{name} doet mee aan {room}</translation>
    </message>
    <message>
        <source>{name} is watching {room}</source>
        <translation>{name} kijkt mee aan {room}</translation>
    </message>
    <message>
        <source>{name} left the table</source>
        <translation>{name} heeft de tafel verlaten</translation>
    </message>
    <message>
        <source>{name} left the table: {level} plays their seat now</source>
        <translation>{name} heeft de tafel verlaten: nu speelt {level} op die plaats</translation>
    </message>
    <message>
        <source>{name} left the table: {level} plays their seat from the next game, unless someone joins in it</source>
        <translation>{name} heeft de tafel verlaten: vanaf het volgende spel speelt {level} op die plaats, tenzij iemand daar aanschuift</translation>
    </message>
    <message>
        <source>{name} lost connection ({reason})</source>
        <translation>{name} is de verbinding kwijt ({reason})</translation>
    </message>
    <message>
        <source>{name} lost connection: {level} plays their seat now</source>
        <translation>{name} is de verbinding kwijt: nu speelt {level} op die plaats</translation>
    </message>
    <message>
        <source>{name} lost connection: {level} plays their seat from the next game, unless someone joins in it</source>
        <translation>{name} is de verbinding kwijt: vanaf het volgende spel speelt {level} op die plaats, tenzij iemand daar aanschuift</translation>
    </message>
    <message>
        <source>{name} lost connection: their seat is held for {seconds}</source>
        <translation>{name} is de verbinding kwijt: de plaats wordt {seconds} vastgehouden</translation>
    </message>
    <message>
        <source>{name} lost connection ({reason}): their seat is held for {seconds}</source>
        <translation>{name} is de verbinding kwijt ({reason}): de plaats wordt {seconds} vastgehouden</translation>
    </message>
    <message>
        <source>{name} lost connection: their seat is kept for the next game</source>
        <translation>{name} is de verbinding kwijt: de plaats blijft bewaard voor het volgende spel</translation>
    </message>
    <message>
        <source>{name} lost connection ({reason}): their seat is kept for the next game</source>
        <translation>{name} is de verbinding kwijt ({reason}): de plaats blijft bewaard voor het volgende spel</translation>
    </message>
    <message>
        <source>{name} did not come back: {level} plays their seat</source>
        <translation>{name} is niet teruggekomen: {level} speelt op die plaats</translation>
    </message>
    <message>
        <source>{name} did not come back: {level} plays their seat until they rejoin</source>
        <translation>{name} is niet teruggekomen: {level} speelt op die plaats tot de speler terugkomt</translation>
    </message>
    <message>
        <source>{name} is back</source>
        <translation>{name} is terug</translation>
    </message>
    <message>
        <source>{host} removed {name} from the table</source>
        <translation>{host} heeft {name} van tafel verwijderd</translation>
    </message>
    <message>
        <source>{name} sent far too many messages and was disconnected</source>
        <translation>{name} stuurde veel te veel berichten en is losgekoppeld</translation>
    </message>
    <message>
        <source>{name} ({address}) was disconnected: {reason}</source>
        <translation>{name} ({address}) is losgekoppeld: {reason}</translation>
    </message>
    <message>
        <source>Refused a connection from {address}: {reason}</source>
        <translation>Verbinding van {address} geweigerd: {reason}</translation>
    </message>
    <message>
        <source>Cannot host on {address} port {port}: {error}</source>
        <translation>Kan niet hosten op {address} poort {port}: {error}</translation>
    </message>
    <message>
        <source>Disconnected — a bot plays</source>
        <translation>Weg — bot speelt</translation>
    </message>
    <message>
        <source>Left the table — a bot plays</source>
        <translation>Van tafel — bot speelt</translation>
    </message>
    <message>
        <source>Disconnected — waiting {waiting}s</source>
        <translation>Weg — nog {waiting} s</translation>
    </message>
    <message>
        <source>This is not a saved LAN table</source>
        <translation>Dit is geen opgeslagen LAN-tafel</translation>
    </message>
    <message>
        <source>The saved table is damaged ({error})</source>
        <translation>De opgeslagen tafel is beschadigd ({error})</translation>
    </message>
    <message>
        <source>The saved table&apos;s seats do not fit its game</source>
        <translation>De plaatsen van de opgeslagen tafel passen niet bij het spel</translation>
    </message>
    <message>
        <source>Someone from the saved table is already at another table here</source>
        <translation>Iemand van de opgeslagen tafel zit hier al aan een andere tafel</translation>
    </message>
    <message>
        <source>The saved LAN table cannot be resumed: {error}</source>
        <translation>De opgeslagen LAN-tafel kan niet worden hervat: {error}</translation>
    </message>
    <message>
        <source>The saved LAN table&apos;s seats do not match its game</source>
        <translation>De plaatsen van de opgeslagen LAN-tafel kloppen niet met het spel</translation>
    </message>
    <message>
        <source>The saved LAN table&apos;s deal check is damaged: {error}</source>
        <translation>De controle van de deling van de opgeslagen LAN-tafel is beschadigd: {error}</translation>
    </message>
    <message>
        <source>Deal verified ✓: the host dealt from the seed it promised before the first card ({seed}).</source>
        <translation>Deling gecontroleerd ✓: de host deelde uit de startwaarde die hij vóór de eerste kaart beloofde ({seed}).</translation>
    </message>
    <message>
        <source>Deal verified ✓ from where you came back: the {moves} before it replay from the seed the host promised before the first card ({seed}), and everything you were shown since follows from it. What you saw before you came back is not part of this check.</source>
        <translation>Deling gecontroleerd ✓ vanaf je terugkeer: de {moves} ervoor zijn na te spelen uit de startwaarde die de host vóór de eerste kaart beloofde ({seed}), en alles wat je sindsdien te zien kreeg, volgt eruit. Wat je vóór je terugkeer zag, hoort niet bij deze controle.</translation>
    </message>
    <message>
        <source>Deal verified ✓ from where you came in: the {moves} before it replay from the seed the host promised before the first card ({seed}), and everything you were shown since follows from it.</source>
        <translation>Deling gecontroleerd ✓ vanaf je binnenkomst: de {moves} ervoor zijn na te spelen uit de startwaarde die de host vóór de eerste kaart beloofde ({seed}), en alles wat je sindsdien te zien kreeg, volgt eruit.</translation>
    </message>
    <message>
        <source>Deal partly checked: the host revealed the seed it promised before the first card ({seed}), but did not list the {moves} made before you came in, so what you were shown could not be replayed from it.</source>
        <translation>Deling deels gecontroleerd: de host onthulde de vóór de eerste kaart beloofde startwaarde ({seed}), maar gaf de {moves} van vóór je binnenkomst niet door, dus wat je te zien kreeg, kon er niet uit worden nagespeeld.</translation>
    </message>
    <message>
        <source>your cards as dealt at the start differ from the promised deal</source>
        <translation>je kaarten zoals ze aan het begin gedeeld werden, wijken af van de beloofde deling</translation>
    </message>
    <message>
        <source>the table you were shown at the start differs from the promised deal</source>
        <translation>de tafel die je aan het begin te zien kreeg, wijkt af van de beloofde deling</translation>
    </message>
    <message>
        <source>after move {move}, your cards differ from the promised deal</source>
        <translation>na zet {move} wijken je kaarten af van de beloofde deling</translation>
    </message>
    <message>
        <source>after move {move}, the table you were shown differs from the promised deal</source>
        <translation>na zet {move} wijkt de tafel die je te zien kreeg, af van de beloofde deling</translation>
    </message>
    <message>
        <source>Deal partly checked: the host revealed the seed it promised ({seed}), but too many hidden moves could not be told apart to replay the game here.</source>
        <translation>Deling deels gecontroleerd: de host onthulde de beloofde startwaarde ({seed}), maar te veel verborgen zetten waren niet uit elkaar te houden om het spel hier na te spelen.</translation>
    </message>
    <message>
        <source>The host&apos;s deal does not match what it promised: {detail}.</source>
        <translation>Het delen van de host klopt niet met wat hij beloofde: {detail}.</translation>
    </message>
    <message>
        <source>it revealed no proper seed and salt</source>
        <translation>hij onthulde geen geldige startwaarde en zout</translation>
    </message>
    <message>
        <source>the seed it revealed at the end ({seed}) is not the one it promised before the deal</source>
        <translation>de aan het eind onthulde startwaarde ({seed}) is niet de vóór het delen beloofde</translation>
    </message>
    <message>
        <source>seed {seed} cannot deal this game ({error})</source>
        <translation>met startwaarde {seed} kan dit spel niet worden gedeeld ({error})</translation>
    </message>
    <message>
        <source>move {move} ({action}) cannot be played in the promised deal: {error}</source>
        <translation>zet {move} ({action}) kan in de beloofde deling niet worden gespeeld: {error}</translation>
    </message>
    <message>
        <source>what happened at move {move} is not what the promised deal gives</source>
        <translation>wat er bij zet {move} gebeurde, volgt niet uit de beloofde deling</translation>
    </message>
    <message>
        <source>the final scores {shown} are not the promised deal&apos;s {promised}</source>
        <translation>de eindscore {shown} is niet die van de beloofde deling {promised}</translation>
    </message>
    <message>
        <source>move {move}: a hidden move fits nothing the promised deal allows</source>
        <translation>zet {move}: een verborgen zet past bij niets wat de beloofde deling toelaat</translation>
    </message>
    <message>
        <source>what you were shown cannot come from it ({error})</source>
        <translation>wat je te zien kreeg, kan er niet uit voortkomen ({error})</translation>
    </message>
</context>
<context>
    <name>ServerCli</name>
    <message>
        <source>usage: </source>
        <translation>gebruik: </translation>
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
        <translation>deze hulptekst tonen en afsluiten</translation>
    </message>
    <message>
        <source>the following arguments are required: %s</source>
        <translation>de volgende argumenten zijn verplicht: %s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>onbekende argumenten: %s</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>argument %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>één argument verwacht</translation>
    </message>
    <message>
        <source>expected at least one argument</source>
        <translation>minstens één argument verwacht</translation>
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
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s: fout: %(message)s
</translation>
    </message>
    <message>
        <source>A dedicated LAN host: many tables at once, bots in empty seats, no window. Ctrl+C saves every game under way and stops.</source>
        <translation>Een aparte LAN-host: veel tafels tegelijk, bots op lege plaatsen, geen venster. Ctrl+C slaat elk lopend spel op en stopt.</translation>
    </message>
    <message>
        <source>TCP port to listen on (the app&apos;s Join dialog proposes 47123; 0: any free port)</source>
        <translation>TCP-poort om op te luisteren (het Meedoen-venster van de app stelt 47123 voor; 0: een willekeurige vrije poort)</translation>
    </message>
    <message>
        <source>the server&apos;s name, as players see it (default: this computer&apos;s name)</source>
        <translation>de naam van de server zoals spelers hem zien (standaard: de naam van deze computer)</translation>
    </message>
    <message>
        <source>the address to listen on (default 0.0.0.0: every network of this computer; 127.0.0.1: this computer only)</source>
        <translation>het adres om op te luisteren (standaard 0.0.0.0: elk netwerk van deze computer; 127.0.0.1: alleen deze computer)</translation>
    </message>
    <message>
        <source>where the open tables are announced, e.g. 192.168.1.255 (default: the app&apos;s setting lan/announce_address, else 255.255.255.255; CARDGAME_ANNOUNCE_ADDRESS in the environment overrides both)</source>
        <translation>waar de open tafels worden aangekondigd, bijv. 192.168.1.255 (standaard: de instelling lan/announce_address van de app, anders 255.255.255.255; CARDGAME_ANNOUNCE_ADDRESS in de omgeving gaat boven beide)</translation>
    </message>
    <message>
        <source>the UDP port announcements go to (default {port}, where the app listens)</source>
        <translation>de UDP-poort waar de aankondigingen heen gaan (standaard {port}, waar de app luistert)</translation>
    </message>
    <message>
        <source>where games under way are saved on shutdown (default: the app&apos;s data folder)</source>
        <translation>waar lopende spellen bij het afsluiten worden opgeslagen (standaard: de datamap van de app)</translation>
    </message>
    <message>
        <source>the bots&apos; pace: off (default) plays at full speed; fast, normal or slow pause between their moves as the app does, so that people at the table can follow</source>
        <translation>het tempo van de bots: off (standaard) speelt op volle snelheid; fast, normal of slow pauzeren tussen hun zetten zoals de app, zodat de mensen aan tafel kunnen volgen</translation>
    </message>
    <message>
        <source>tables open at once (default {count})</source>
        <translation>tegelijk open tafels (standaard {count})</translation>
    </message>
    <message>
        <source>connections from one computer (default {count})</source>
        <translation>verbindingen vanaf één computer (standaard {count})</translation>
    </message>
    <message>
        <source>connections held at once, from everyone (default {count})</source>
        <translation>tegelijk vastgehouden verbindingen, van iedereen samen (standaard {count})</translation>
    </message>
    <message>
        <source>a room saved at an earlier shutdown: its game goes on with the same seats</source>
        <translation>een bij een eerdere afsluiting opgeslagen kamer: het spel gaat verder met dezelfde plaatsen</translation>
    </message>
    <message>
        <source>{option} must be 0 to 65535, not {value}</source>
        <translation>{option} moet 0 tot 65535 zijn, niet {value}</translation>
    </message>
    <message>
        <source>{option} must be at least 1, not {value}</source>
        <translation>{option} moet minstens 1 zijn, niet {value}</translation>
    </message>
    <message>
        <source>cannot resume {file}: {reason}</source>
        <translation>kan {file} niet hervatten: {reason}</translation>
    </message>
    <message>
        <source>Serving &quot;{name}&quot; on port {port}</source>
        <translation>„{name}” draait op poort {port}</translation>
    </message>
    <message>
        <source>warning: {warning}</source>
        <translation>waarschuwing: {warning}</translation>
    </message>
    <message>
        <source>announcing the open tables to {address} port {port}</source>
        <translation>de open tafels worden aangekondigd aan {address} poort {port}</translation>
    </message>
</context>
<context>
    <name>ServerLog</name>
    <message>
        <source>it is over {size} MB: not a saved room</source>
        <translation>het is groter dan {size} MB: geen opgeslagen kamer</translation>
    </message>
    <message>
        <source>it is empty</source>
        <translation>het is leeg</translation>
    </message>
    <message>
        <source>it is not text (not a saved room)</source>
        <translation>het is geen tekst (geen opgeslagen kamer)</translation>
    </message>
    <message>
        <source>it is damaged (not valid JSON at line {line}, column {column})</source>
        <translation>het is beschadigd (geen geldige JSON op regel {line}, kolom {column})</translation>
    </message>
    <message>
        <source>it holds no saved room</source>
        <translation>het bevat geen opgeslagen kamer</translation>
    </message>
    <message>
        <source>refused {name}&apos;s {request}: {reason}</source>
        <translation>{request} van {name} geweigerd: {reason}</translation>
    </message>
    <message>
        <source>refused {requests} from {name} in {seconds} s (not logged one by one)</source>
        <translation>{requests} van {name} in {seconds} s geweigerd (niet één voor één gelogd)</translation>
    </message>
    <message>
        <source>{room} closed</source>
        <translation>{room} gesloten</translation>
    </message>
    <message>
        <source>{room} resumed from {file}: {game} for {players}, seats held for {names}</source>
        <translation>{room} hervat uit {file}: {game} voor {players}, plaatsen vastgehouden voor {names}</translation>
    </message>
    <message>
        <source>{room} resumed: {game} for {players}, seats held for {names}</source>
        <translation>{room} hervat: {game} voor {players}, plaatsen vastgehouden voor {names}</translation>
    </message>
    <message>
        <source>{room} opened by {names}</source>
        <translation>{room} geopend door {names}</translation>
    </message>
    <message>
        <source>set to {game} for {players}, {level} bots, options {options}</source>
        <translation>ingesteld op {game} voor {players}, bots van niveau {level}, opties {options}</translation>
    </message>
    <message>
        <source>started {game} for {players}: {names}</source>
        <translation>{game} voor {players} gestart: {names}</translation>
    </message>
    <message>
        <source>started the next game of {game} for {players}: {names}</source>
        <translation>volgende spel {game} voor {players} gestart: {names}</translation>
    </message>
    <message>
        <source>game over: {result}</source>
        <translation>spel voorbij: {result}</translation>
    </message>
    <message>
        <source>{name} joined (seat {seat})</source>
        <translation>{name} doet mee (plaats {seat})</translation>
    </message>
    <message>
        <source>{name} left</source>
        <translation>{name} is vertrokken</translation>
    </message>
    <message>
        <source>{name} is watching</source>
        <translation>{name} kijkt mee</translation>
    </message>
    <message>
        <source>{name} stopped watching</source>
        <translation>{name} kijkt niet meer mee</translation>
    </message>
    <message>
        <source>{told}: {bot} plays seat {seat}</source>
        <translation>{told}: {bot} speelt op plaats {seat}</translation>
    </message>
    <message>
        <source>{name} dropped: seat {seat} is held for them</source>
        <translation>{name} is weggevallen: plaats {seat} wordt vastgehouden</translation>
    </message>
    <message>
        <source>{name} did not come back: {bot} plays seat {seat}</source>
        <translation>{name} is niet teruggekomen: {bot} speelt op plaats {seat}</translation>
    </message>
    <message>
        <source>{told} (seat {seat})</source>
        <translation>{told} (plaats {seat})</translation>
    </message>
    <message>
        <source>no scores</source>
        <translation>geen score</translation>
    </message>
    <message>
        <source>no winner</source>
        <translation>geen winnaar</translation>
    </message>
    <message>
        <source>{name} wins</source>
        <translation>{name} wint</translation>
    </message>
    <message>
        <source>{names} and {last} win</source>
        <translation>{names} en {last} winnen</translation>
    </message>
    <message>
        <source>it is not a room this server can resume ({reason})</source>
        <translation>het is geen kamer die deze server kan hervatten ({reason})</translation>
    </message>
    <message>
        <source>shutting down ({why})</source>
        <translation>afsluiten ({why})</translation>
    </message>
    <message>
        <source>told {players}: &quot;{reason}&quot;</source>
        <translation>{players} ingelicht: „{reason}”</translation>
    </message>
    <message>
        <source>could not save {games}: the folder {folder} cannot be made ({error})</source>
        <translation>kon {games} niet opslaan: de map {folder} kan niet worden gemaakt ({error})</translation>
    </message>
    <message>
        <source>could not save {room}: {error}</source>
        <translation>kon {room} niet opslaan: {error}</translation>
    </message>
    <message>
        <source>saved {room} to {file}</source>
        <translation>{room} opgeslagen in {file}</translation>
    </message>
</context>
</TS>
