<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>LanChat</name>
    <message>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>Say something to the table, Enter sends</source>
        <translation>Schreib etwas an den Tisch, Eingabe sendet</translation>
    </message>
    <message>
        <source>Chat message</source>
        <translation>Chat-Nachricht</translation>
    </message>
</context>
<context>
    <name>LanClient</name>
    <message>
        <source>You are not connected to the host any more</source>
        <translation>Du bist nicht mehr mit dem Gastgeber verbunden</translation>
    </message>
</context>
<context>
    <name>LanCounts</name>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n Sekunde</numerusform>
            <numerusform>%n Sekunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s)</source>
        <translation>
            <numerusform>%n Platz</numerusform>
            <numerusform>%n Plätze</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n table(s)</source>
        <translation>
            <numerusform>%n Tisch</numerusform>
            <numerusform>%n Tische</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n connection(s)</source>
        <translation>
            <numerusform>%n Verbindung</numerusform>
            <numerusform>%n Verbindungen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n character(s)</source>
        <translation>
            <numerusform>%n Zeichen</numerusform>
            <numerusform>%n Zeichen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n person(s)</source>
        <translation>
            <numerusform>%n Person</numerusform>
            <numerusform>%n Personen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attempt(s)</source>
        <translation>
            <numerusform>%n Versuch</numerusform>
            <numerusform>%n Versuchen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n Zug</numerusform>
            <numerusform>%n Zügen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n Spiel</numerusform>
            <numerusform>%n Spiele</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n connected player(s)</source>
        <translation>
            <numerusform>%n verbundenen Spieler</numerusform>
            <numerusform>%n verbundene Spieler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more request(s)</source>
        <translation>
            <numerusform>%n weitere Anfrage</numerusform>
            <numerusform>%n weitere Anfragen</numerusform>
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
        <translation>Dein Name</translation>
    </message>
    <message>
        <source>Join code</source>
        <translation>Beitrittscode</translation>
    </message>
    <message>
        <source>Your &amp;name</source>
        <translation>Dein &amp;Name</translation>
    </message>
    <message>
        <source>&amp;Port</source>
        <translation>&amp;Port</translation>
    </message>
    <message>
        <source>Join &amp;code</source>
        <translation>Beitritts&amp;code</translation>
    </message>
</context>
<context>
    <name>LanDiscovery</name>
    <message>
        <source>{text} is not an address to announce to: write one like 192.168.1.255</source>
        <translation>{text} ist keine Adresse zum Ankündigen: Schreib eine wie 192.168.1.255</translation>
    </message>
    <message>
        <source>Cannot listen for tables on port {port}: {error}. Type the host&apos;s address instead.</source>
        <translation>Kann auf Port {port} nicht nach Tischen lauschen: {error}. Gib stattdessen die Adresse des Gastgebers ein.</translation>
    </message>
</context>
<context>
    <name>LanHostDialog</name>
    <message>
        <source>Host a table</source>
        <translation>Tisch eröffnen</translation>
    </message>
    <message>
        <source>{name}&apos;s table</source>
        <translation>Tisch von {name}</translation>
    </message>
    <message>
        <source>Table name</source>
        <translation>Name des Tisches</translation>
    </message>
    <message>
        <source>Everyone on this network (0.0.0.0)</source>
        <translation>Alle in diesem Netzwerk (0.0.0.0)</translation>
    </message>
    <message>
        <source>Only this computer (127.0.0.1)</source>
        <translation>Nur dieser Computer (127.0.0.1)</translation>
    </message>
    <message>
        <source>Who may connect</source>
        <translation>Wer sich verbinden darf</translation>
    </message>
    <message>
        <source>Invite only: players need the join code</source>
        <translation>Nur mit Einladung: Mitspieler brauchen den Beitrittscode</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Wait for a dropped player</source>
        <translation>Auf abgebrochene Spieler warten</translation>
    </message>
    <message>
        <source>How long a player who lost their connection keeps their seat before a bot plays it (they get it back when they rejoin)</source>
        <translation>Wie lange jemand, dessen Verbindung abgebrochen ist, seinen Platz behält, bevor ein Bot ihn übernimmt (wer wieder beitritt, bekommt ihn zurück)</translation>
    </message>
    <message>
        <source>Announce to</source>
        <translation>Ankündigen an</translation>
    </message>
    <message>
        <source>Where the table is announced so that Join dialogs list it: the network&apos;s broadcast address (255.255.255.255, or e.g. 192.168.1.255)</source>
        <translation>Wohin der Tisch angekündigt wird, damit ihn die Beitreten-Dialoge anzeigen: die Broadcast-Adresse des Netzwerks (255.255.255.255 oder z. B. 192.168.1.255)</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>&amp;Table name</source>
        <translation>Name des &amp;Tisches</translation>
    </message>
    <message>
        <source>&amp;Open to</source>
        <translation>&amp;Offen für</translation>
    </message>
    <message>
        <source>&amp;Wait for a dropped player</source>
        <translation>Auf abgebrochene Spieler &amp;warten</translation>
    </message>
    <message>
        <source>&amp;Announce to</source>
        <translation>&amp;Ankündigen an</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Eröffnen</translation>
    </message>
</context>
<context>
    <name>LanHosting</name>
    <message>
        <source>Host</source>
        <translation>Gastgeber</translation>
    </message>
    <message>
        <source>Cannot host a table</source>
        <translation>Tisch kann nicht eröffnet werden</translation>
    </message>
    <message>
        <source>{table}: players join at this computer&apos;s address, port {port}, with the join code {code}</source>
        <translation>{table}: Mitspieler treten unter der Adresse dieses Computers bei, Port {port}, mit dem Beitrittscode {code}</translation>
    </message>
    <message>
        <source>{table}: players join at this computer&apos;s address, port {port}</source>
        <translation>{table}: Mitspieler treten unter der Adresse dieses Computers bei, Port {port}</translation>
    </message>
    <message>
        <source>Cannot resume the LAN game</source>
        <translation>LAN-Spiel kann nicht fortgesetzt werden</translation>
    </message>
    <message>
        <source>The saved LAN table could not be read ({error}); it was put aside.</source>
        <translation>Der gespeicherte LAN-Tisch konnte nicht gelesen werden ({error}); er wurde beiseitegelegt.</translation>
    </message>
    <message>
        <source>Resume the LAN game?</source>
        <translation>LAN-Spiel fortsetzen?</translation>
    </message>
    <message>
        <source>Resume the LAN game of {game} at {table} with the same seats ({names})?

They get their seats back by joining again; a bot plays for anyone who does not come back in time. No: the saved table is forgotten. Cancel: it is kept, and Game ▸ Host a table offers it again.</source>
        <translation>Das LAN-Spiel {game} am Tisch {table} mit denselben Plätzen ({names}) fortsetzen?

Wer wieder beitritt, bekommt seinen Platz zurück; für alle, die nicht rechtzeitig zurückkommen, spielt ein Bot. Nein: Der gespeicherte Tisch wird vergessen. Abbrechen: Er bleibt gespeichert, und Spiel ▸ Tisch eröffnen bietet ihn wieder an.</translation>
    </message>
    <message>
        <source>{table}: players rejoin at this computer&apos;s address, port {port}</source>
        <translation>{table}: Mitspieler treten unter der Adresse dieses Computers wieder bei, Port {port}</translation>
    </message>
    <message>
        <source>{where}. Their seats are held for {seconds}.</source>
        <translation>{where}. Ihre Plätze werden {seconds} lang freigehalten.</translation>
    </message>
    <message>
        <source>The LAN table could not be saved: {error}</source>
        <translation>Der LAN-Tisch konnte nicht gespeichert werden: {error}</translation>
    </message>
    <message>
        <source>The table is not announced: {error}</source>
        <translation>Der Tisch wird nicht angekündigt: {error}</translation>
    </message>
</context>
<context>
    <name>LanJoinDialog</name>
    <message>
        <source>Join a table</source>
        <translation>Tisch beitreten</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Free seats</source>
        <translation>Freie Plätze</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Gastgeber</translation>
    </message>
    <message>
        <source>Tables on your network</source>
        <translation>Tische in deinem Netzwerk</translation>
    </message>
    <message>
        <source>About the tables found</source>
        <translation>Über die gefundenen Tische</translation>
    </message>
    <message>
        <source>Listening for tables… or type the host&apos;s address below.</source>
        <translation>Suche nach Tischen … oder gib unten die Adresse des Gastgebers ein.</translation>
    </message>
    <message>
        <source>Host address</source>
        <translation>Adresse des Gastgebers</translation>
    </message>
    <message>
        <source>only for invite-only tables</source>
        <translation>nur für Tische mit Einladung</translation>
    </message>
    <message>
        <source>Host &amp;address</source>
        <translation>&amp;Adresse des Gastgebers</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Beitreten</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>&amp;Zuschauen</translation>
    </message>
    <message>
        <source>Watch the table without a seat: you see what an onlooker sees, and can chat</source>
        <translation>Dem Tisch ohne Platz zuschauen: Du siehst, was ein Zuschauer sieht, und kannst chatten</translation>
    </message>
    <message>
        <source>Tables on your network (click one) — too many hosts are announcing: some are not listed</source>
        <translation>Tische in deinem Netzwerk (klick einen an) — zu viele Gastgeber kündigen an: manche werden nicht aufgeführt</translation>
    </message>
    <message>
        <source>Tables on your network (click one):</source>
        <translation>Tische in deinem Netzwerk (klick einen an):</translation>
    </message>
    <message>
        <source>(new table)</source>
        <translation>(neuer Tisch)</translation>
    </message>
    <message>
        <source>(no table)</source>
        <translation>(kein Tisch)</translation>
    </message>
    <message>
        <source>game under way</source>
        <translation>Spiel läuft</translation>
    </message>
    <message>
        <source>Invite-only</source>
        <translation>Nur mit Einladung</translation>
    </message>
    <message>
        <source>{host} (another version)</source>
        <translation>{host} (andere Version)</translation>
    </message>
    <message>
        <source>A game is under way: press Watch to watch it (a player who dropped out gets their seat back with Game ▸ Rejoin the table)</source>
        <translation>Ein Spiel läuft: Drück auf Zuschauen, um zuzuschauen (wer rausgeflogen ist, bekommt seinen Platz mit Spiel ▸ Wieder an den Tisch zurück)</translation>
    </message>
    <message>
        <source>Invite-only: ask the host for the join code</source>
        <translation>Nur mit Einladung: Frag den Gastgeber nach dem Beitrittscode</translation>
    </message>
    <message>
        <source>Another host on the network has a name that looks the same: ask your host for their address and port, and check them here</source>
        <translation>Ein anderer Gastgeber im Netzwerk hat einen Namen, der genauso aussieht: Frag deinen Gastgeber nach Adresse und Port und vergleiche sie hier</translation>
    </message>
    <message>
        <source>This name mixes alphabets (Latin, Cyrillic, Greek letters drawn alike): it may imitate another host&apos;s — check the address with your host</source>
        <translation>Dieser Name mischt Alphabete (lateinische, kyrillische, griechische Buchstaben, die gleich aussehen): Er könnte den eines anderen Gastgebers nachahmen — prüfe die Adresse mit deinem Gastgeber</translation>
    </message>
    <message>
        <source>{table} is playing {game}: press Watch to watch it (type the join code the host gave you). A player who dropped out rejoins with Game ▸ Rejoin the table.</source>
        <translation>An {table} wird {game} gespielt: Drück auf Zuschauen, um zuzuschauen (gib den Beitrittscode ein, den dir der Gastgeber gegeben hat). Wer rausgeflogen ist, kommt mit Spiel ▸ Wieder an den Tisch zurück.</translation>
    </message>
    <message>
        <source>{table} is playing {game}: press Watch to watch it. A player who dropped out rejoins with Game ▸ Rejoin the table.</source>
        <translation>An {table} wird {game} gespielt: Drück auf Zuschauen, um zuzuschauen. Wer rausgeflogen ist, kommt mit Spiel ▸ Wieder an den Tisch zurück.</translation>
    </message>
    <message>
        <source>{table} is invite-only: type the join code the host gave you.</source>
        <translation>{table} ist nur mit Einladung: Gib den Beitrittscode ein, den dir der Gastgeber gegeben hat.</translation>
    </message>
    <message>
        <source>{host}: press Join to open a table of your own there.</source>
        <translation>{host}: Drück auf Beitreten, um dort einen eigenen Tisch zu eröffnen.</translation>
    </message>
    <message>
        <source>{table}: press Join to sit down.</source>
        <translation>{table}: Drück auf Beitreten, um dich hinzusetzen.</translation>
    </message>
</context>
<context>
    <name>LanJoining</name>
    <message>
        <source>The host keeps this game: ask them to save it</source>
        <translation>Der Gastgeber verwaltet dieses Spiel: Bitte ihn, es zu speichern</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Connecting to {address} port {port}…</source>
        <translation>Verbinde mit {address} Port {port} …</translation>
    </message>
    <message>
        <source>You are back at the table: your seat was kept for you</source>
        <translation>Du bist wieder am Tisch: Dein Platz wurde für dich freigehalten</translation>
    </message>
    <message>
        <source>Connected to a host running cardgame_gui {version}: asking to watch…</source>
        <translation>Mit einem Gastgeber mit cardgame_gui {version} verbunden: Bitte ums Zuschauen …</translation>
    </message>
    <message>
        <source>Connected to a host running cardgame_gui {version}: asking for a seat…</source>
        <translation>Mit einem Gastgeber mit cardgame_gui {version} verbunden: Bitte um einen Platz …</translation>
    </message>
    <message>
        <source>You were watching at the LAN table at {address} port {port} as {name}. Rejoin it?

If the game is still running your seat is given back to you. No: the table is forgotten.</source>
        <translation>Du hast am LAN-Tisch unter {address} Port {port} als {name} zugeschaut. Wieder beitreten?

Wenn das Spiel noch läuft, bekommst du deinen Platz zurück. Nein: Der Tisch wird vergessen.</translation>
    </message>
    <message>
        <source>You were playing at the LAN table at {address} port {port} as {name}. Rejoin it?

If the game is still running your seat is given back to you. No: the table is forgotten.</source>
        <translation>Du hast am LAN-Tisch unter {address} Port {port} als {name} gespielt. Wieder beitreten?

Wenn das Spiel noch läuft, bekommst du deinen Platz zurück. Nein: Der Tisch wird vergessen.</translation>
    </message>
    <message>
        <source>Rejoin the table?</source>
        <translation>Wieder an den Tisch?</translation>
    </message>
    <message>
        <source>{name} — disconnected, waiting {seconds}s</source>
        <translation>{name} — Verbindung weg, warte {seconds} s</translation>
    </message>
    <message>
        <source>A bot plays for {names} until they rejoin</source>
        <translation>Ein Bot spielt für {names}, bis sie zurückkommen</translation>
    </message>
    <message>
        <source>Everyone is back at the table</source>
        <translation>Alle sind wieder am Tisch</translation>
    </message>
    <message>
        <source>{table}: you are watching this table</source>
        <translation>{table}: Du schaust an diesem Tisch zu</translation>
    </message>
    <message>
        <source>You are watching {table}: you see what an onlooker sees, and can chat</source>
        <translation>Du schaust an {table} zu: Du siehst, was ein Zuschauer sieht, und kannst chatten</translation>
    </message>
    <message>
        <source>{table}: the game is over; the next one starts here when the host deals it</source>
        <translation>{table}: Das Spiel ist vorbei; das nächste beginnt hier, sobald der Gastgeber gibt</translation>
    </message>
    <message>
        <source>{table}: you opened it: choose the game and press Start once everyone is ready; tick Ready when you are</source>
        <translation>{table}: Du hast ihn eröffnet: Wähl das Spiel und drück auf Starten, sobald alle bereit sind; hak Bereit an, wenn du es bist</translation>
    </message>
    <message>
        <source>{table}: the host chooses the game; tick Ready when you are</source>
        <translation>{table}: Der Gastgeber wählt das Spiel; hak Bereit an, wenn du es bist</translation>
    </message>
    <message>
        <source>You are back at the table in seat {seat}: your seat was kept for you</source>
        <translation>Du bist wieder am Tisch auf Platz {seat}: Dein Platz wurde für dich freigehalten</translation>
    </message>
    <message>
        <source>You sit in seat {seat} at {table}</source>
        <translation>Du sitzt auf Platz {seat} an {table}</translation>
    </message>
    <message>
        <source>Cannot join this table</source>
        <translation>Beitritt zu diesem Tisch nicht möglich</translation>
    </message>
    <message>
        <source>The host&apos;s deal does not match what it promised</source>
        <translation>Das Geben des Gastgebers passt nicht zu seinem Versprechen</translation>
    </message>
    <message>
        <source>{verdict}

The host promised a deal before the first card and revealed it at the end; what you were shown does not follow from it. The host may have changed the deal during play.</source>
        <translation>{verdict}

Der Gastgeber hat vor der ersten Karte ein Geben versprochen und es am Ende offengelegt; was dir gezeigt wurde, folgt nicht daraus. Der Gastgeber könnte das Geben während des Spiels geändert haben.</translation>
    </message>
    <message>
        <source>Disconnected: {reason}</source>
        <translation>Getrennt: {reason}</translation>
    </message>
    <message>
        <source>Removed from the table</source>
        <translation>Vom Tisch entfernt</translation>
    </message>
    <message>
        <source>Connection to the table lost</source>
        <translation>Verbindung zum Tisch verloren</translation>
    </message>
    <message>
        <source>{reason}

The table shows where the game stopped: start a new one with Game ▸ New Game, or try Game ▸ Rejoin the table.</source>
        <translation>{reason}

Der Tisch zeigt, wo das Spiel stehen geblieben ist: Starte ein neues mit Spiel ▸ Neues Spiel, oder versuch Spiel ▸ Wieder an den Tisch.</translation>
    </message>
</context>
<context>
    <name>LanLobby</name>
    <message>
        <source>Table lobby</source>
        <translation>Tischlobby</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <source>Re&amp;move from the table</source>
        <translation>Vom Tisch ent&amp;fernen</translation>
    </message>
    <message>
        <source>Free the chosen seat: its player leaves the table and cannot sit at it again (for someone who never ticks Ready)</source>
        <translation>Den gewählten Platz freimachen: Wer dort sitzt, verlässt den Tisch und kann sich nicht wieder hinsetzen (für jemanden, der nie Bereit anhakt)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>S&amp;eats</source>
        <translation>&amp;Plätze</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>&amp;Bots in empty seats</source>
        <translation>&amp;Bots auf freien Plätzen</translation>
    </message>
    <message>
        <source>Lobby message</source>
        <translation>Nachricht der Lobby</translation>
    </message>
    <message>
        <source>&amp;Ready</source>
        <translation>Be&amp;reit</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>S&amp;tarten</translation>
    </message>
    <message>
        <source>&amp;Leave the table</source>
        <translation>Tisch &amp;verlassen</translation>
    </message>
    <message>
        <source>Table lobby — {table}</source>
        <translation>Tischlobby — {table}</translation>
    </message>
    <message>
        <source>✓ ready</source>
        <translation>✓ bereit</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>nicht bereit</translation>
    </message>
    <message>
        <source>host</source>
        <translation>Gastgeber</translation>
    </message>
    <message>
        <source>you</source>
        <translation>du</translation>
    </message>
    <message>
        <source>disconnected: a bot plays</source>
        <translation>Verbindung weg: ein Bot spielt</translation>
    </message>
    <message>
        <source>disconnected: seat held</source>
        <translation>Verbindung weg: Platz freigehalten</translation>
    </message>
    <message>
        <source>{seat}. {name} — {marks}</source>
        <translation>{seat}. {name} — {marks}</translation>
    </message>
    <message>
        <source>{seat}. (empty: {bot} will play)</source>
        <translation>{seat}. (frei: {bot} wird spielen)</translation>
    </message>
    <message>
        <source>Watching: {names}</source>
        <translation>Schauen zu: {names}</translation>
    </message>
    <message>
        <source>The next game at this table, the same seats</source>
        <translation>Das nächste Spiel an diesem Tisch, dieselben Plätze</translation>
    </message>
    <message>
        <source>Everyone must tick Ready first</source>
        <translation>Erst müssen alle Bereit anhaken</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Custom (chosen by the host)</source>
        <translation>Eigene (vom Gastgeber gewählt)</translation>
    </message>
</context>
<context>
    <name>LanSession</name>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>this table</source>
        <translation>diesen Tisch</translation>
    </message>
    <message>
        <source>You host {table}. Quit and close it?

The game is saved: the next start offers to resume it (so does Game ▸ Host a table), and everyone gets their seat back by joining again.</source>
        <translation>Du bist Gastgeber von {table}. Beenden und den Tisch schließen?

Das Spiel wird gespeichert: Der nächste Start bietet an, es fortzusetzen (ebenso Spiel ▸ Tisch eröffnen), und alle bekommen ihren Platz zurück, wenn sie wieder beitreten.</translation>
    </message>
    <message>
        <source>You host {table}. Quit and close it?

Everyone at it is sent home.</source>
        <translation>Du bist Gastgeber von {table}. Beenden und den Tisch schließen?

Alle am Tisch werden nach Hause geschickt.</translation>
    </message>
    <message>
        <source>Close the LAN table?</source>
        <translation>LAN-Tisch schließen?</translation>
    </message>
    <message>
        <source>the LAN table</source>
        <translation>den LAN-Tisch</translation>
    </message>
    <message>
        <source>Quit and leave {table}?

Your seat is held for {seconds}, then a bot plays it until you come back: the next start offers to rejoin, or join the table again.</source>
        <translation>Beenden und {table} verlassen?

Dein Platz wird {seconds} lang freigehalten, danach spielt ein Bot für dich, bis du zurückkommst: Beim nächsten Start wird dir angeboten, wieder beizutreten, oder du trittst dem Tisch neu bei.</translation>
    </message>
    <message>
        <source>Quit and leave {table}?

Your seat is kept for the next game: the next start offers to rejoin, or join the table again.</source>
        <translation>Beenden und {table} verlassen?

Dein Platz bleibt für das nächste Spiel frei: Beim nächsten Start wird dir angeboten, wieder beizutreten, oder du trittst dem Tisch neu bei.</translation>
    </message>
    <message>
        <source>Quit and leave {table}?</source>
        <translation>Beenden und {table} verlassen?</translation>
    </message>
    <message>
        <source>Leave the LAN table?</source>
        <translation>LAN-Tisch verlassen?</translation>
    </message>
    <message>
        <source>&amp;Host a table…</source>
        <translation>Tisch &amp;eröffnen…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>Tisch &amp;beitreten…</translation>
    </message>
    <message>
        <source>Table &amp;lobby</source>
        <translation>Tisch&amp;lobby</translation>
    </message>
    <message>
        <source>Leave the &amp;table</source>
        <translation>&amp;Tisch verlassen</translation>
    </message>
    <message>
        <source>&amp;Rejoin the table</source>
        <translation>&amp;Wieder an den Tisch</translation>
    </message>
    <message>
        <source>The host deals the next game: it starts here when they do</source>
        <translation>Der Gastgeber gibt das nächste Spiel: Es beginnt hier, sobald er gibt</translation>
    </message>
    <message>
        <source>You closed the table: bots play the seats of the people who were here</source>
        <translation>Du hast den Tisch geschlossen: Bots spielen auf den Plätzen der Leute, die hier waren</translation>
    </message>
    <message>
        <source>You closed the table before its game started</source>
        <translation>Du hast den Tisch geschlossen, bevor sein Spiel begonnen hat</translation>
    </message>
    <message>
        <source>Left the table — a bot plays</source>
        <translation>Hat den Tisch verlassen — Bot spielt</translation>
    </message>
    <message>
        <source>seat {number}</source>
        <translation>Platz {number}</translation>
    </message>
    <message>
        <source>Waiting for {name} to bid</source>
        <translation>Warte auf die Ansage von {name}</translation>
    </message>
    <message>
        <source>Waiting for {name} to call a partner</source>
        <translation>Warte, bis {name} die Partnerkarte ansagt</translation>
    </message>
    <message>
        <source>Waiting for {name} to answer May I?</source>
        <translation>Warte auf die Antwort von {name} (Darf ich?)</translation>
    </message>
    <message>
        <source>Waiting for {name} to play</source>
        <translation>Warte, bis {name} spielt</translation>
    </message>
    <message>
        <source>You started another game: the LAN table is closed</source>
        <translation>Du hast ein anderes Spiel begonnen: Der LAN-Tisch ist geschlossen</translation>
    </message>
</context>
<context>
    <name>LanWords</name>
    <message>
        <source>a random bot</source>
        <translation>ein Zufalls-Bot</translation>
    </message>
    <message>
        <source>a casual bot</source>
        <translation>ein Gelegenheitsspieler-Bot</translation>
    </message>
    <message>
        <source>an expert bot</source>
        <translation>ein Experten-Bot</translation>
    </message>
    <message>
        <source>a bot</source>
        <translation>ein Bot</translation>
    </message>
    <message>
        <source>Random bot</source>
        <translation>Zufalls-Bot</translation>
    </message>
    <message>
        <source>Casual bot</source>
        <translation>Gelegenheitsspieler-Bot</translation>
    </message>
    <message>
        <source>Expert bot</source>
        <translation>Experten-Bot</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>Gelegenheitsspieler</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>There is no table &apos;{room}&apos; here</source>
        <translation>Hier gibt es keinen Tisch „{room}“</translation>
    </message>
    <message>
        <source>You are not at that table</source>
        <translation>Du bist nicht an diesem Tisch</translation>
    </message>
    <message>
        <source>You are not at a table</source>
        <translation>Du bist an keinem Tisch</translation>
    </message>
    <message>
        <source>You are already at a table: leave it before opening another</source>
        <translation>Du bist schon an einem Tisch: Verlass ihn, bevor du einen anderen eröffnest</translation>
    </message>
    <message>
        <source>You are already at a table: leave it before joining another</source>
        <translation>Du bist schon an einem Tisch: Verlass ihn, bevor du einem anderen beitrittst</translation>
    </message>
    <message>
        <source>You are already at a table: leave it before watching another</source>
        <translation>Du bist schon an einem Tisch: Verlass ihn, bevor du an einem anderen zuschaust</translation>
    </message>
    <message>
        <source>An invite-only table needs a join code</source>
        <translation>Ein Tisch nur mit Einladung braucht einen Beitrittscode</translation>
    </message>
    <message>
        <source>A join code needs at least {characters}, so that nobody finds it by trying</source>
        <translation>Ein Beitrittscode braucht mindestens {characters}, damit niemand ihn durch Ausprobieren findet</translation>
    </message>
    <message>
        <source>A join code has at most {characters}</source>
        <translation>Ein Beitrittscode hat höchstens {characters}</translation>
    </message>
    <message>
        <source>The host of {room} removed you from its seats: you cannot sit there again</source>
        <translation>Der Gastgeber von {room} hat dich von seinen Plätzen entfernt: Du kannst dich dort nicht wieder hinsetzen</translation>
    </message>
    <message>
        <source>The game at {room} has already started</source>
        <translation>Das Spiel an {room} hat schon begonnen</translation>
    </message>
    <message>
        <source>{room} is full ({seats})</source>
        <translation>{room} ist voll ({seats})</translation>
    </message>
    <message>
        <source>This host already has {tables} open, its most: join one of them, or open yours when one closes</source>
        <translation>Dieser Gastgeber hat schon {tables} offen, mehr geht nicht: Tritt einem davon bei oder eröffne deinen, wenn einer schließt</translation>
    </message>
    <message>
        <source>{room} is invite-only: ask the host for the join code</source>
        <translation>{room} ist nur mit Einladung: Frag den Gastgeber nach dem Beitrittscode</translation>
    </message>
    <message>
        <source>That join code is wrong: ask the host for it again</source>
        <translation>Dieser Beitrittscode ist falsch: Frag den Gastgeber noch einmal danach</translation>
    </message>
    <message>
        <source>Too many wrong join codes from your address: wait {seconds} before trying again</source>
        <translation>Zu viele falsche Beitrittscodes von deiner Adresse: Warte {seconds}, bevor du es noch einmal versuchst</translation>
    </message>
    <message>
        <source>The game at this table has ended</source>
        <translation>Das Spiel an diesem Tisch ist zu Ende</translation>
    </message>
    <message>
        <source>The game has already started</source>
        <translation>Das Spiel hat schon begonnen</translation>
    </message>
    <message>
        <source>You are watching this table: spectators have no seat to be ready in</source>
        <translation>Du schaust an diesem Tisch nur zu: Zuschauer haben keinen Platz, auf dem sie bereit sein könnten</translation>
    </message>
    <message>
        <source>Only the host chooses the game</source>
        <translation>Nur der Gastgeber wählt das Spiel</translation>
    </message>
    <message>
        <source>Only the host can start the game</source>
        <translation>Nur der Gastgeber kann das Spiel starten</translation>
    </message>
    <message>
        <source>Only the host can free a seat</source>
        <translation>Nur der Gastgeber kann einen Platz freimachen</translation>
    </message>
    <message>
        <source>Unknown game &apos;{text}&apos;</source>
        <translation>Unbekanntes Spiel „{text}“</translation>
    </message>
    <message>
        <source>{game} is for {low}–{high} players, not {value}</source>
        <translation>{game} ist für {low}–{high} Spieler, nicht {value}</translation>
    </message>
    <message>
        <source>There are {people} at the table: choose at least {seats}</source>
        <translation>Am Tisch sitzen {people}: Wähl mindestens {seats}</translation>
    </message>
    <message>
        <source>{game}: {error}</source>
        <translation>{game}: {error}</translation>
    </message>
    <message>
        <source>No &apos;{text}&apos; bot plays {game} (levels: {levels})</source>
        <translation>Kein Bot „{text}“ spielt {game} (Stufen: {levels})</translation>
    </message>
    <message>
        <source>The wait for a dropped player must be 0–{most} seconds, not {value}</source>
        <translation>Die Wartezeit für abgebrochene Spieler muss 0–{most} Sekunden betragen, nicht {value}</translation>
    </message>
    <message>
        <source>Not everyone is ready: waiting for {names}</source>
        <translation>Noch nicht alle sind bereit: Warte auf {names}</translation>
    </message>
    <message>
        <source>No &apos;{text}&apos; bot plays {game}: fill every seat</source>
        <translation>Kein Bot „{text}“ spielt {game}: Besetz jeden Platz</translation>
    </message>
    <message>
        <source>The game has started: a seat is freed only before the start (a player who leaves or drops is played by a bot)</source>
        <translation>Das Spiel hat begonnen: Ein Platz wird nur vor dem Start freigemacht (für wen geht oder rausfliegt, spielt ein Bot)</translation>
    </message>
    <message>
        <source>There is nobody to remove in that seat ({seated} seated)</source>
        <translation>Auf diesem Platz ist niemand zu entfernen ({seated} sitzen)</translation>
    </message>
    <message>
        <source>You cannot remove yourself: leave the table instead</source>
        <translation>Du kannst dich nicht selbst entfernen: Verlass stattdessen den Tisch</translation>
    </message>
    <message>
        <source>This host runs one table, its own: join it (or watch it) — no other table can be opened here</source>
        <translation>Dieser Gastgeber hat einen Tisch, seinen eigenen: Tritt ihm bei (oder schau zu) — hier kann kein anderer Tisch eröffnet werden</translation>
    </message>
    <message>
        <source>Say which table to join</source>
        <translation>Sag, welchem Tisch du beitreten willst</translation>
    </message>
    <message>
        <source>Say which table to watch</source>
        <translation>Sag, an welchem Tisch du zuschauen willst</translation>
    </message>
    <message>
        <source>Nobody has opened a table here</source>
        <translation>Hier hat noch niemand einen Tisch eröffnet</translation>
    </message>
    <message>
        <source>Sit at a table to chat</source>
        <translation>Setz dich an einen Tisch, um zu chatten</translation>
    </message>
    <message>
        <source>Unknown request &apos;{request}&apos;</source>
        <translation>Unbekannte Anfrage „{request}“</translation>
    </message>
    <message>
        <source>Cannot start: {error}</source>
        <translation>Start nicht möglich: {error}</translation>
    </message>
    <message>
        <source>You have already said hello</source>
        <translation>Du hast schon Hallo gesagt</translation>
    </message>
    <message>
        <source>You are sending too fast — wait a moment</source>
        <translation>Du sendest zu schnell — warte einen Moment</translation>
    </message>
    <message>
        <source>This host is full: it holds {connections}, its most. Try again when someone has left</source>
        <translation>Dieser Gastgeber ist voll: Er hält {connections}, mehr geht nicht. Versuch es wieder, wenn jemand gegangen ist</translation>
    </message>
    <message>
        <source>This host already has {connections} from your address, its most: close one of them first</source>
        <translation>Dieser Gastgeber hat schon {connections} von deiner Adresse, mehr geht nicht: Schließ zuerst eine davon</translation>
    </message>
    <message>
        <source>A message could not be read: {error}</source>
        <translation>Eine Nachricht konnte nicht gelesen werden: {error}</translation>
    </message>
    <message>
        <source>An answer could not be sent: {error}</source>
        <translation>Eine Antwort konnte nicht gesendet werden: {error}</translation>
    </message>
    <message>
        <source>Broken frame, disconnecting: {error}</source>
        <translation>Fehlerhafter Datenblock, Verbindung wird getrennt: {error}</translation>
    </message>
    <message>
        <source>Spectators watch: they do not play</source>
        <translation>Zuschauer schauen zu: Sie spielen nicht mit</translation>
    </message>
    <message>
        <source>There is no game at your table yet</source>
        <translation>An deinem Tisch läuft noch kein Spiel</translation>
    </message>
    <message>
        <source>That action is not understood ({error})</source>
        <translation>Dieser Zug wird nicht verstanden ({error})</translation>
    </message>
    <message>
        <source>The host closed the table</source>
        <translation>Der Gastgeber hat den Tisch geschlossen</translation>
    </message>
    <message>
        <source>The server is shutting down: games under way are saved, and you can rejoin yours when it is back</source>
        <translation>Der Server fährt herunter: Laufende Spiele werden gespeichert, und du kannst deinem wieder beitreten, wenn er zurück ist</translation>
    </message>
    <message>
        <source>Say hello first: send a &apos;hello&apos; with your protocol version and name</source>
        <translation>Sag zuerst Hallo: Schick ein „hello“ mit deiner Protokollversion und deinem Namen</translation>
    </message>
    <message>
        <source>No hello within {seconds}: disconnected</source>
        <translation>Kein Hallo innerhalb von {seconds}: Verbindung getrennt</translation>
    </message>
    <message>
        <source>This table speaks protocol {theirs} (cardgame_gui {their_app}); your app speaks protocol {ours} (cardgame_gui {our_app}). Update your app to the host&apos;s version to join.</source>
        <translation>Dieser Tisch spricht Protokoll {theirs} (cardgame_gui {their_app}); deine App spricht Protokoll {ours} (cardgame_gui {our_app}). Aktualisiere deine App auf die Version des Gastgebers, um beizutreten.</translation>
    </message>
    <message>
        <source>This table speaks protocol {theirs} (cardgame_gui {their_app}); your app speaks protocol {ours} (cardgame_gui {our_app}). The host&apos;s app is older: ask the host to update it.</source>
        <translation>Dieser Tisch spricht Protokoll {theirs} (cardgame_gui {their_app}); deine App spricht Protokoll {ours} (cardgame_gui {our_app}). Die App des Gastgebers ist älter: Bitte ihn, sie zu aktualisieren.</translation>
    </message>
    <message>
        <source>You sent far too many messages too fast: disconnected</source>
        <translation>Du hast viel zu viele Nachrichten zu schnell geschickt: Verbindung getrennt</translation>
    </message>
    <message>
        <source>You connected again from another window</source>
        <translation>Du hast dich aus einem anderen Fenster neu verbunden</translation>
    </message>
    <message>
        <source>Nothing heard for {seconds}: the connection was lost</source>
        <translation>{seconds} lang nichts gehört: Die Verbindung ist verloren</translation>
    </message>
    <message>
        <source>A frame was not finished within {seconds} of its first byte: disconnected</source>
        <translation>Ein Datenblock wurde nicht innerhalb von {seconds} nach seinem ersten Byte fertig: Verbindung getrennt</translation>
    </message>
    <message>
        <source>The other side closed the connection</source>
        <translation>Die Gegenseite hat die Verbindung geschlossen</translation>
    </message>
    <message>
        <source>The host closed the connection</source>
        <translation>Der Gastgeber hat die Verbindung geschlossen</translation>
    </message>
    <message>
        <source>The other side did not read what was sent: over {kib} KiB were waiting</source>
        <translation>Die Gegenseite hat nicht gelesen, was gesendet wurde: über {kib} KiB warteten</translation>
    </message>
    <message>
        <source>The host did not read what was sent: over {kib} KiB were waiting</source>
        <translation>Der Gastgeber hat nicht gelesen, was gesendet wurde: über {kib} KiB warteten</translation>
    </message>
    <message>
        <source>{error}</source>
        <translation>{error}</translation>
    </message>
    <message>
        <source>Could not connect: {error}</source>
        <translation>Keine Verbindung möglich: {error}</translation>
    </message>
    <message>
        <source>{reason}. Gave up rejoining after {attempts}</source>
        <translation>{reason}. Nach {attempts} aufgegeben, wieder beizutreten</translation>
    </message>
    <message>
        <source>Connection lost — trying to rejoin… (attempt {attempt} of {most}; {reason})</source>
        <translation>Verbindung verloren — versuche, wieder beizutreten … (Versuch {attempt} von {most}; {reason})</translation>
    </message>
    <message>
        <source>The host plays a game this app does not know ({text})</source>
        <translation>Der Gastgeber spielt ein Spiel, das diese App nicht kennt ({text})</translation>
    </message>
    <message>
        <source>You left the table</source>
        <translation>Du hast den Tisch verlassen</translation>
    </message>
    <message>
        <source>closed the app</source>
        <translation>hat die App geschlossen</translation>
    </message>
    <message>
        <source>Could not join</source>
        <translation>Beitritt nicht möglich</translation>
    </message>
    <message>
        <source>You started another game</source>
        <translation>Du hast ein anderes Spiel begonnen</translation>
    </message>
    <message>
        <source>left</source>
        <translation>gegangen</translation>
    </message>
    <message>
        <source>{name} joined {room}</source>
        <translation>{name} ist {room} beigetreten</translation>
    </message>
    <message>
        <source>{name} is watching {room}</source>
        <translation>{name} schaut an {room} zu</translation>
    </message>
    <message>
        <source>{name} left the table</source>
        <translation>{name} hat den Tisch verlassen</translation>
    </message>
    <message>
        <source>{name} left the table: {level} plays their seat now</source>
        <translation>{name} hat den Tisch verlassen: Jetzt spielt {level} auf dem Platz</translation>
    </message>
    <message>
        <source>{name} left the table: {level} plays their seat from the next game, unless someone joins in it</source>
        <translation>{name} hat den Tisch verlassen: Ab dem nächsten Spiel spielt {level} auf dem Platz, außer jemand setzt sich dorthin</translation>
    </message>
    <message>
        <source>{name} lost connection ({reason})</source>
        <translation>{name} hat die Verbindung verloren ({reason})</translation>
    </message>
    <message>
        <source>{name} lost connection: {level} plays their seat now</source>
        <translation>{name} hat die Verbindung verloren: Jetzt spielt {level} auf dem Platz</translation>
    </message>
    <message>
        <source>{name} lost connection: {level} plays their seat from the next game, unless someone joins in it</source>
        <translation>{name} hat die Verbindung verloren: Ab dem nächsten Spiel spielt {level} auf dem Platz, außer jemand setzt sich dorthin</translation>
    </message>
    <message>
        <source>{name} lost connection: their seat is held for {seconds}</source>
        <translation>{name} hat die Verbindung verloren: Der Platz wird {seconds} lang freigehalten</translation>
    </message>
    <message>
        <source>{name} lost connection ({reason}): their seat is held for {seconds}</source>
        <translation>{name} hat die Verbindung verloren ({reason}): Der Platz wird {seconds} lang freigehalten</translation>
    </message>
    <message>
        <source>{name} lost connection: their seat is kept for the next game</source>
        <translation>{name} hat die Verbindung verloren: Der Platz bleibt für das nächste Spiel frei</translation>
    </message>
    <message>
        <source>{name} lost connection ({reason}): their seat is kept for the next game</source>
        <translation>{name} hat die Verbindung verloren ({reason}): Der Platz bleibt für das nächste Spiel frei</translation>
    </message>
    <message>
        <source>{name} did not come back: {level} plays their seat</source>
        <translation>{name} ist nicht zurückgekommen: {level} spielt auf dem Platz</translation>
    </message>
    <message>
        <source>{name} did not come back: {level} plays their seat until they rejoin</source>
        <translation>{name} ist nicht zurückgekommen: {level} spielt auf dem Platz, bis die Person zurückkommt</translation>
    </message>
    <message>
        <source>{name} is back</source>
        <translation>{name} ist wieder da</translation>
    </message>
    <message>
        <source>{host} removed {name} from the table</source>
        <translation>{host} hat {name} vom Tisch entfernt</translation>
    </message>
    <message>
        <source>{name} sent far too many messages and was disconnected</source>
        <translation>{name} hat viel zu viele Nachrichten geschickt und wurde getrennt</translation>
    </message>
    <message>
        <source>{name} ({address}) was disconnected: {reason}</source>
        <translation>{name} ({address}) wurde getrennt: {reason}</translation>
    </message>
    <message>
        <source>Refused a connection from {address}: {reason}</source>
        <translation>Verbindung von {address} abgelehnt: {reason}</translation>
    </message>
    <message>
        <source>Cannot host on {address} port {port}: {error}</source>
        <translation>Kann nicht unter {address} Port {port} Gastgeber sein: {error}</translation>
    </message>
    <message>
        <source>Disconnected — a bot plays</source>
        <translation>Getrennt — Bot spielt</translation>
    </message>
    <message>
        <source>Left the table — a bot plays</source>
        <translation>Hat den Tisch verlassen — Bot spielt</translation>
    </message>
    <message>
        <source>Disconnected — waiting {waiting}s</source>
        <translation>Getrennt — noch {waiting} s</translation>
    </message>
    <message>
        <source>This is not a saved LAN table</source>
        <translation>Das ist kein gespeicherter LAN-Tisch</translation>
    </message>
    <message>
        <source>The saved table is damaged ({error})</source>
        <translation>Der gespeicherte Tisch ist beschädigt ({error})</translation>
    </message>
    <message>
        <source>The saved table&apos;s seats do not fit its game</source>
        <translation>Die Plätze des gespeicherten Tisches passen nicht zu seinem Spiel</translation>
    </message>
    <message>
        <source>Someone from the saved table is already at another table here</source>
        <translation>Jemand vom gespeicherten Tisch sitzt hier schon an einem anderen Tisch</translation>
    </message>
    <message>
        <source>The saved LAN table cannot be resumed: {error}</source>
        <translation>Der gespeicherte LAN-Tisch kann nicht fortgesetzt werden: {error}</translation>
    </message>
    <message>
        <source>The saved LAN table&apos;s seats do not match its game</source>
        <translation>Die Plätze des gespeicherten LAN-Tisches passen nicht zu seinem Spiel</translation>
    </message>
    <message>
        <source>The saved LAN table&apos;s deal check is damaged: {error}</source>
        <translation>Die Prüfung des Gebens am gespeicherten LAN-Tisch ist beschädigt: {error}</translation>
    </message>
    <message>
        <source>Deal verified ✓: the host dealt from the seed it promised before the first card ({seed}).</source>
        <translation>Geben geprüft ✓: Der Gastgeber hat aus dem Startwert gegeben, den er vor der ersten Karte versprochen hat ({seed}).</translation>
    </message>
    <message>
        <source>Deal verified ✓ from where you came back: the {moves} before it replay from the seed the host promised before the first card ({seed}), and everything you were shown since follows from it. What you saw before you came back is not part of this check.</source>
        <translation>Geben geprüft ✓ ab deiner Rückkehr: Die {moves} davor lassen sich aus dem Startwert nachspielen, den der Gastgeber vor der ersten Karte versprochen hat ({seed}), und alles, was dir seitdem gezeigt wurde, ergibt sich daraus. Was du vor deiner Rückkehr gesehen hast, gehört nicht zu dieser Prüfung.</translation>
    </message>
    <message>
        <source>Deal verified ✓ from where you came in: the {moves} before it replay from the seed the host promised before the first card ({seed}), and everything you were shown since follows from it.</source>
        <translation>Geben geprüft ✓ ab deinem Einstieg: Die {moves} davor lassen sich aus dem Startwert nachspielen, den der Gastgeber vor der ersten Karte versprochen hat ({seed}), und alles, was dir seitdem gezeigt wurde, ergibt sich daraus.</translation>
    </message>
    <message>
        <source>Deal partly checked: the host revealed the seed it promised before the first card ({seed}), but did not list the {moves} made before you came in, so what you were shown could not be replayed from it.</source>
        <translation>Geben teilweise geprüft: Der Gastgeber hat den vor der ersten Karte versprochenen Startwert offengelegt ({seed}), aber die {moves} vor deinem Einstieg nicht aufgelistet, daher ließ sich das, was dir gezeigt wurde, nicht daraus nachspielen.</translation>
    </message>
    <message>
        <source>your cards as dealt at the start differ from the promised deal</source>
        <translation>deine Karten beim Geben zu Beginn weichen vom versprochenen Geben ab</translation>
    </message>
    <message>
        <source>the table you were shown at the start differs from the promised deal</source>
        <translation>der Tisch, der dir zu Beginn gezeigt wurde, weicht vom versprochenen Geben ab</translation>
    </message>
    <message>
        <source>after move {move}, your cards differ from the promised deal</source>
        <translation>nach Zug {move} weichen deine Karten vom versprochenen Geben ab</translation>
    </message>
    <message>
        <source>after move {move}, the table you were shown differs from the promised deal</source>
        <translation>nach Zug {move} weicht der Tisch, der dir gezeigt wurde, vom versprochenen Geben ab</translation>
    </message>
    <message>
        <source>Deal partly checked: the host revealed the seed it promised ({seed}), but too many hidden moves could not be told apart to replay the game here.</source>
        <translation>Geben teilweise geprüft: Der Gastgeber hat den versprochenen Startwert offengelegt ({seed}), aber zu viele verdeckte Züge ließen sich nicht unterscheiden, um das Spiel hier nachzuspielen.</translation>
    </message>
    <message>
        <source>The host&apos;s deal does not match what it promised: {detail}.</source>
        <translation>Das Geben des Gastgebers passt nicht zu seinem Versprechen: {detail}.</translation>
    </message>
    <message>
        <source>it revealed no proper seed and salt</source>
        <translation>er hat keinen gültigen Startwert und kein gültiges Salz offengelegt</translation>
    </message>
    <message>
        <source>the seed it revealed at the end ({seed}) is not the one it promised before the deal</source>
        <translation>der am Ende offengelegte Startwert ({seed}) ist nicht der vor dem Geben versprochene</translation>
    </message>
    <message>
        <source>seed {seed} cannot deal this game ({error})</source>
        <translation>aus dem Startwert {seed} lässt sich dieses Spiel nicht geben ({error})</translation>
    </message>
    <message>
        <source>move {move} ({action}) cannot be played in the promised deal: {error}</source>
        <translation>Zug {move} ({action}) ist im versprochenen Geben nicht spielbar: {error}</translation>
    </message>
    <message>
        <source>what happened at move {move} is not what the promised deal gives</source>
        <translation>was bei Zug {move} geschah, ergibt sich nicht aus dem versprochenen Geben</translation>
    </message>
    <message>
        <source>the final scores {shown} are not the promised deal&apos;s {promised}</source>
        <translation>der Endstand {shown} ist nicht der des versprochenen Gebens {promised}</translation>
    </message>
    <message>
        <source>move {move}: a hidden move fits nothing the promised deal allows</source>
        <translation>Zug {move}: ein verdeckter Zug passt zu nichts, was das versprochene Geben erlaubt</translation>
    </message>
    <message>
        <source>what you were shown cannot come from it ({error})</source>
        <translation>was dir gezeigt wurde, kann nicht daraus stammen ({error})</translation>
    </message>
</context>
<context>
    <name>ServerCli</name>
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
        <source>the following arguments are required: %s</source>
        <translation>folgende Argumente sind nötig: %s</translation>
    </message>
    <message>
        <source>unrecognized arguments: %s</source>
        <translation>unbekannte Argumente: %s</translation>
    </message>
    <message>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>Argument %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <source>expected one argument</source>
        <translation>ein Argument erwartet</translation>
    </message>
    <message>
        <source>expected at least one argument</source>
        <translation>mindestens ein Argument erwartet</translation>
    </message>
    <message>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>ungültiger %(type)s-Wert: %(value)r</translation>
    </message>
    <message>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>ungültige Wahl: %(value)r (zur Wahl: %(choices)s)</translation>
    </message>
    <message>
        <source>%(prog)s: error: %(message)s
</source>
        <translation>%(prog)s: Fehler: %(message)s
</translation>
    </message>
    <message>
        <source>A dedicated LAN host: many tables at once, bots in empty seats, no window. Ctrl+C saves every game under way and stops.</source>
        <translation>Ein eigener LAN-Gastgeber: viele Tische auf einmal, Bots auf freien Plätzen, kein Fenster. Strg+C speichert jedes laufende Spiel und hält an.</translation>
    </message>
    <message>
        <source>TCP port to listen on (the app&apos;s Join dialog proposes 47123; 0: any free port)</source>
        <translation>TCP-Port, auf dem gelauscht wird (der Beitreten-Dialog der App schlägt 47123 vor; 0: ein beliebiger freier Port)</translation>
    </message>
    <message>
        <source>the server&apos;s name, as players see it (default: this computer&apos;s name)</source>
        <translation>der Name des Servers, wie ihn die Spieler sehen (Standard: der Name dieses Computers)</translation>
    </message>
    <message>
        <source>the address to listen on (default 0.0.0.0: every network of this computer; 127.0.0.1: this computer only)</source>
        <translation>die Adresse, auf der gelauscht wird (Standard 0.0.0.0: alle Netzwerke dieses Computers; 127.0.0.1: nur dieser Computer)</translation>
    </message>
    <message>
        <source>where the open tables are announced, e.g. 192.168.1.255 (default: the app&apos;s setting lan/announce_address, else 255.255.255.255; CARDGAME_ANNOUNCE_ADDRESS in the environment overrides both)</source>
        <translation>wohin die offenen Tische angekündigt werden, z. B. 192.168.1.255 (Standard: die Einstellung lan/announce_address der App, sonst 255.255.255.255; CARDGAME_ANNOUNCE_ADDRESS in der Umgebung hat Vorrang vor beidem)</translation>
    </message>
    <message>
        <source>the UDP port announcements go to (default {port}, where the app listens)</source>
        <translation>der UDP-Port, an den die Ankündigungen gehen (Standard {port}, wo die App lauscht)</translation>
    </message>
    <message>
        <source>where games under way are saved on shutdown (default: the app&apos;s data folder)</source>
        <translation>wohin laufende Spiele beim Herunterfahren gespeichert werden (Standard: der Datenordner der App)</translation>
    </message>
    <message>
        <source>the bots&apos; pace: off (default) plays at full speed; fast, normal or slow pause between their moves as the app does, so that people at the table can follow</source>
        <translation>das Tempo der Bots: off (Standard) spielt mit voller Geschwindigkeit; fast, normal oder slow machen zwischen ihren Zügen Pausen wie die App, damit die Leute am Tisch folgen können</translation>
    </message>
    <message>
        <source>tables open at once (default {count})</source>
        <translation>gleichzeitig offene Tische (Standard {count})</translation>
    </message>
    <message>
        <source>connections from one computer (default {count})</source>
        <translation>Verbindungen von einem Computer (Standard {count})</translation>
    </message>
    <message>
        <source>connections held at once, from everyone (default {count})</source>
        <translation>gleichzeitig gehaltene Verbindungen von allen zusammen (Standard {count})</translation>
    </message>
    <message>
        <source>a room saved at an earlier shutdown: its game goes on with the same seats</source>
        <translation>ein bei einem früheren Herunterfahren gespeicherter Raum: Sein Spiel geht mit denselben Plätzen weiter</translation>
    </message>
    <message>
        <source>{option} must be 0 to 65535, not {value}</source>
        <translation>{option} muss zwischen 0 und 65535 liegen, nicht {value}</translation>
    </message>
    <message>
        <source>{option} must be at least 1, not {value}</source>
        <translation>{option} muss mindestens 1 sein, nicht {value}</translation>
    </message>
    <message>
        <source>cannot resume {file}: {reason}</source>
        <translation>{file} kann nicht fortgesetzt werden: {reason}</translation>
    </message>
    <message>
        <source>Serving &quot;{name}&quot; on port {port}</source>
        <translation>„{name}“ läuft auf Port {port}</translation>
    </message>
    <message>
        <source>warning: {warning}</source>
        <translation>Warnung: {warning}</translation>
    </message>
    <message>
        <source>announcing the open tables to {address} port {port}</source>
        <translation>die offenen Tische werden an {address} Port {port} angekündigt</translation>
    </message>
</context>
<context>
    <name>ServerLog</name>
    <message>
        <source>it is over {size} MB: not a saved room</source>
        <translation>die Datei ist größer als {size} MB: kein gespeicherter Raum</translation>
    </message>
    <message>
        <source>it is empty</source>
        <translation>die Datei ist leer</translation>
    </message>
    <message>
        <source>it is not text (not a saved room)</source>
        <translation>die Datei ist kein Text (kein gespeicherter Raum)</translation>
    </message>
    <message>
        <source>it is damaged (not valid JSON at line {line}, column {column})</source>
        <translation>die Datei ist beschädigt (kein gültiges JSON in Zeile {line}, Spalte {column})</translation>
    </message>
    <message>
        <source>it holds no saved room</source>
        <translation>die Datei enthält keinen gespeicherten Raum</translation>
    </message>
    <message>
        <source>refused {name}&apos;s {request}: {reason}</source>
        <translation>{request} von {name} abgelehnt: {reason}</translation>
    </message>
    <message>
        <source>refused {requests} from {name} in {seconds} s (not logged one by one)</source>
        <translation>{requests} von {name} in {seconds} s abgelehnt (nicht einzeln protokolliert)</translation>
    </message>
    <message>
        <source>{room} closed</source>
        <translation>{room} geschlossen</translation>
    </message>
    <message>
        <source>{room} resumed from {file}: {game} for {players}, seats held for {names}</source>
        <translation>{room} aus {file} fortgesetzt: {game} für {players}, Plätze freigehalten für {names}</translation>
    </message>
    <message>
        <source>{room} resumed: {game} for {players}, seats held for {names}</source>
        <translation>{room} fortgesetzt: {game} für {players}, Plätze freigehalten für {names}</translation>
    </message>
    <message>
        <source>{room} opened by {names}</source>
        <translation>{room} eröffnet von {names}</translation>
    </message>
    <message>
        <source>set to {game} for {players}, {level} bots, options {options}</source>
        <translation>eingestellt auf {game} für {players}, Bots der Stufe {level}, Optionen {options}</translation>
    </message>
    <message>
        <source>started {game} for {players}: {names}</source>
        <translation>{game} für {players} gestartet: {names}</translation>
    </message>
    <message>
        <source>started the next game of {game} for {players}: {names}</source>
        <translation>nächstes Spiel {game} für {players} gestartet: {names}</translation>
    </message>
    <message>
        <source>game over: {result}</source>
        <translation>Spiel vorbei: {result}</translation>
    </message>
    <message>
        <source>{name} joined (seat {seat})</source>
        <translation>{name} ist beigetreten (Platz {seat})</translation>
    </message>
    <message>
        <source>{name} left</source>
        <translation>{name} ist gegangen</translation>
    </message>
    <message>
        <source>{name} is watching</source>
        <translation>{name} schaut zu</translation>
    </message>
    <message>
        <source>{name} stopped watching</source>
        <translation>{name} schaut nicht mehr zu</translation>
    </message>
    <message>
        <source>{told}: {bot} plays seat {seat}</source>
        <translation>{told}: {bot} spielt auf Platz {seat}</translation>
    </message>
    <message>
        <source>{name} dropped: seat {seat} is held for them</source>
        <translation>{name} ist rausgeflogen: Platz {seat} wird freigehalten</translation>
    </message>
    <message>
        <source>{name} did not come back: {bot} plays seat {seat}</source>
        <translation>{name} ist nicht zurückgekommen: {bot} spielt auf Platz {seat}</translation>
    </message>
    <message>
        <source>{told} (seat {seat})</source>
        <translation>{told} (Platz {seat})</translation>
    </message>
    <message>
        <source>no scores</source>
        <translation>kein Punktestand</translation>
    </message>
    <message>
        <source>no winner</source>
        <translation>kein Gewinner</translation>
    </message>
    <message>
        <source>{name} wins</source>
        <translation>{name} gewinnt</translation>
    </message>
    <message>
        <source>{names} and {last} win</source>
        <translation>{names} und {last} gewinnen</translation>
    </message>
    <message>
        <source>it is not a room this server can resume ({reason})</source>
        <translation>es ist kein Raum, den dieser Server fortsetzen kann ({reason})</translation>
    </message>
    <message>
        <source>shutting down ({why})</source>
        <translation>fahre herunter ({why})</translation>
    </message>
    <message>
        <source>told {players}: &quot;{reason}&quot;</source>
        <translation>{players} benachrichtigt: „{reason}“</translation>
    </message>
    <message>
        <source>could not save {games}: the folder {folder} cannot be made ({error})</source>
        <translation>Konnte {games} nicht speichern: Der Ordner {folder} lässt sich nicht anlegen ({error})</translation>
    </message>
    <message>
        <source>could not save {room}: {error}</source>
        <translation>{room} konnte nicht gespeichert werden: {error}</translation>
    </message>
    <message>
        <source>saved {room} to {file}</source>
        <translation>{room} gespeichert in {file}</translation>
    </message>
</context>
</TS>
