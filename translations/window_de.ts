<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>Autosaving</name>
    <message>
        <source>{question}

It is the game of a LAN table: bots play the others&apos; seats.</source>
        <translation>{question}

Es ist das Spiel eines LAN-Tischs: Bots spielen die Plätze der anderen.</translation>
    </message>
    <message>
        <source>Continue?</source>
        <translation>Weiterspielen?</translation>
    </message>
    <message>
        <source>The game you were playing last time could not be continued: {reason} It is kept as {file}.</source>
        <translation>Das Spiel vom letzten Mal kann nicht fortgesetzt werden: {reason} Es ist als {file} aufbewahrt.</translation>
    </message>
    <message>
        <source>The game you were playing last time could not be continued: {reason} It could not be moved aside.</source>
        <translation>Das Spiel vom letzten Mal kann nicht fortgesetzt werden: {reason} Die Datei konnte nicht beiseitegelegt werden.</translation>
    </message>
    <message>
        <source>Cannot continue the last game</source>
        <translation>Das letzte Spiel kann nicht fortgesetzt werden</translation>
    </message>
</context>
<context>
    <name>GameOver</name>
    <message>
        <source>Nobody wins</source>
        <translation>Niemand gewinnt</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Du gewinnst!</translation>
    </message>
    <message>
        <source>You and {names} win!</source>
        <translation>Du und {names} gewinnt!</translation>
    </message>
    <message>
        <source>{name} wins</source>
        <translation>{name} gewinnt</translation>
    </message>
    <message>
        <source>{names} win</source>
        <translation>{names} gewinnen</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>&amp;Noch einmal spielen</translation>
    </message>
    <message>
        <source>The same game, options and players, with a new deal</source>
        <translation>Dasselbe Spiel mit denselben Optionen und Spielern, neu gegeben</translation>
    </message>
    <message>
        <source>&amp;Replay this deal</source>
        <translation>&amp;Gleiche Karten noch einmal</translation>
    </message>
    <message>
        <source>Play the same cards again from the first hand</source>
        <translation>Dieselben Karten noch einmal von der ersten Runde an spielen</translation>
    </message>
    <message>
        <source>Revie&amp;w the hands</source>
        <translation>Runden &amp;ansehen</translation>
    </message>
    <message>
        <source>Every hand of this game replayed, with the expert&apos;s view of your bids and cards (Game ▸ Hand history)</source>
        <translation>Jede Runde dieses Spiels nachgespielt, mit dem Blick des Experten auf deine Ansagen und Karten (Spiel ▸ Rundenverlauf)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Look at the table; Game ▸ New Game (Ctrl+N) starts another game</source>
        <translation>Den Tisch ansehen; Spiel ▸ Neues Spiel (Strg+N) beginnt ein neues Spiel</translation>
    </message>
    <message>
        <source>{place}.</source>
        <translation>{place}.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Off (no pauses or animation)</source>
        <translation>Aus (keine Pausen, keine Animation)</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Game in progress</source>
        <translation>Laufendes Spiel</translation>
    </message>
    <message>
        <source>Your game of {game} is not finished. Save it before you leave it?</source>
        <translation>Dein Spiel {game} ist noch nicht zu Ende. Möchtest du es speichern, bevor du es verlässt?</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Kartentisch</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statuszeile</translation>
    </message>
    <message>
        <source>⚠ Not autosaving: the data folder cannot be written</source>
        <translation>⚠ Kein automatisches Speichern: Der Datenordner ist nicht beschreibbar</translation>
    </message>
    <message>
        <source>Data folder warning</source>
        <translation>Warnung zum Datenordner</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Statisti&amp;cs…</source>
        <translation>St&amp;atistik…</translation>
    </message>
    <message>
        <source>Hand h&amp;istory…</source>
        <translation>Runden&amp;verlauf…</translation>
    </message>
    <message>
        <source>Seat na&amp;mes…</source>
        <translation>&amp;Platznamen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Been&amp;den</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>&amp;Letzter Stich</translation>
    </message>
    <message>
        <source>&amp;Sort hand</source>
        <translation>Blatt s&amp;ortieren</translation>
    </message>
    <message>
        <source>By &amp;suit (trumps last)</source>
        <translation>Nach &amp;Farbe (Trümpfe zuletzt)</translation>
    </message>
    <message>
        <source>By &amp;rank</source>
        <translation>Nach &amp;Rang</translation>
    </message>
    <message>
        <source>&amp;Undo your last move</source>
        <translation>&amp;Letzten Zug rückgängig machen</translation>
    </message>
    <message>
        <source>By &amp;suit</source>
        <translation>Nach &amp;Farbe</translation>
    </message>
    <message>
        <source>&amp;Dim cards you cannot play</source>
        <translation>Nicht spielbare Karten &amp;abdunkeln</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>&amp;Vierfarbiges Blatt</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>Karten&amp;rücken</translation>
    </message>
    <message>
        <source>&amp;Rule card</source>
        <translation>Regel&amp;karte</translation>
    </message>
    <message>
        <source>&amp;Pause after each trick (click to continue)</source>
        <translation>&amp;Pause nach jedem Stich (Klick zum Weiterspielen)</translation>
    </message>
    <message>
        <source>Bot sp&amp;eed</source>
        <translation>Bot-&amp;Tempo</translation>
    </message>
    <message>
        <source>“May I?” &amp;time to answer</source>
        <translation>Bedenk&amp;zeit für „Darf ich?“</translation>
    </message>
    <message>
        <source>Allow &amp;hints</source>
        <translation>Tipps &amp;erlauben</translation>
    </message>
    <message>
        <source>S&amp;ound</source>
        <translation>To&amp;n</translation>
    </message>
    <message>
        <source>Sound &amp;volume</source>
        <translation>Lautst&amp;ärke</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent} %</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>System language ({language})</source>
        <translation>Systemsprache ({language})</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Regeln dieses Spiels</translation>
    </message>
    <message>
        <source>&amp;Hint: what would the expert do?</source>
        <translation>&amp;Tipp: Was würde der Experte tun?</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>Ü&amp;ber</translation>
    </message>
    <message>
        <source>Cannot start this game</source>
        <translation>Dieses Spiel kann nicht beginnen</translation>
    </message>
    <message>
        <source>Took back your last move</source>
        <translation>Dein letzter Zug ist zurückgenommen</translation>
    </message>
    <message>
        <source>Last trick shown: press Ctrl+L again to hide it</source>
        <translation>Der letzte Stich wird gezeigt: Drück noch einmal Strg+L, um ihn auszublenden</translation>
    </message>
    <message>
        <source>No trick has been finished in this hand yet</source>
        <translation>In dieser Runde ist noch kein Stich beendet</translation>
    </message>
    <message>
        <source>About Card table</source>
        <translation>Über Kartentisch</translation>
    </message>
    <message>
        <source>Card table {version}
A card table for trick-taking and rummy games, played against bots or with friends on the LAN.</source>
        <translation>Kartentisch {version}
Ein Kartentisch für Stichspiele und Rommé, gegen Bots oder mit Freunden im LAN.</translation>
    </message>
    <message>
        <source>{game} — card table</source>
        <translation>{game} — Kartentisch</translation>
    </message>
    <message>
        <source>{game} is not playable at the table yet</source>
        <translation>{game} kann am Tisch noch nicht gespielt werden</translation>
    </message>
    <message>
        <source>Your turn: play a card (drag it to the middle, click it twice, or use ← → and Enter)</source>
        <translation>Du bist dran: Spiel eine Karte aus (in die Mitte ziehen, zweimal anklicken oder ← → und Eingabe)</translation>
    </message>
    <message>
        <source>Call your partner&apos;s card</source>
        <translation>Sag deine Partnerkarte an</translation>
    </message>
    <message>
        <source>Your turn: a wash (a new deal) or not</source>
        <translation>Du bist dran: neu geben oder nicht</translation>
    </message>
    <message>
        <source>Your bid</source>
        <translation>Du bist mit der Ansage dran</translation>
    </message>
    <message>
        <source>You may still change your bid</source>
        <translation>Du kannst deine Ansage noch ändern</translation>
    </message>
    <message>
        <source>Waiting for {name}, another person: this window plays one person&apos;s seat (choose bots for the others in New Game)</source>
        <translation>Warten auf {name}, eine andere Person: Dieses Fenster spielt nur einen Platz (wähle unter „Neues Spiel“ Bots für die anderen)</translation>
    </message>
    <message>
        <source>{name} {score}</source>
        <translation>{name} {score}</translation>
    </message>
    <message>
        <source>Game over: {verdict} — scores: {scores}</source>
        <translation>Spielende: {verdict} — Punkte: {scores}</translation>
    </message>
    <message>
        <source>Selected: {card} — press Enter to play it</source>
        <translation>Gewählt: {card} — mit Eingabe ausspielen</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n Sekunde</numerusform>
            <numerusform>%n Sekunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This version has no such bot for seat(s) {seats}: a bot of level {level} plays there instead</source>
        <translation>
            <numerusform>Diese Version hat keinen solchen Bot für Platz {seats}: Dort spielt stattdessen ein Bot der Stufe {level}</numerusform>
            <numerusform>Diese Version hat keine solchen Bots für die Plätze {seats}: Dort spielt stattdessen ein Bot der Stufe {level}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>{fewest}–{most} players</source>
        <translation>{fewest}–{most} Spieler</translation>
    </message>
    <message>
        <source>{game}
{players}</source>
        <translation>{game}
{players}</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Anzahl der Spieler</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Voreinstellung</translation>
    </message>
    <message>
        <source>A named set of rule options; changing any option makes it &quot;Custom&quot;</source>
        <translation>Eine benannte Auswahl von Regeloptionen; wer eine Option ändert, macht daraus „Eigene“</translation>
    </message>
    <message>
        <source>P&amp;reset:</source>
        <translation>&amp;Voreinstellung:</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>Deal number (seed)</source>
        <translation>Spielnummer (Seed)</translation>
    </message>
    <message>
        <source>The same deal number, game, players and rules deal the same cards: play this deal again. Leave empty for a random deal.</source>
        <translation>Gleiche Spielnummer, gleiches Spiel, gleiche Spieler und Regeln geben dieselben Karten: So spielst du diese Karten noch einmal. Leer lassen für zufällige Karten.</translation>
    </message>
    <message>
        <source>&amp;Deal number:</source>
        <translation>Spiel&amp;nummer:</translation>
    </message>
    <message>
        <source>Replay last deal</source>
        <translation>Letzte Karten wiederholen</translation>
    </message>
    <message>
        <source>Fill in the deal number of the last game started</source>
        <translation>Die Spielnummer des zuletzt begonnenen Spiels eintragen</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>The deal number must be a whole number from 0 to {most}, not “{given}”.</source>
        <translation>Die Spielnummer muss eine ganze Zahl von 0 bis {most} sein, nicht „{given}“.</translation>
    </message>
    <message>
        <source>This game cannot start: {reason}</source>
        <translation>Dieses Spiel kann nicht beginnen: {reason}</translation>
    </message>
    <message>
        <source>{seat}:</source>
        <translation>{seat}:</translation>
    </message>
    <message>
        <source>Fill in deal number {number}, the deal of the last game started</source>
        <translation>Spielnummer {number} eintragen, die des zuletzt begonnenen Spiels</translation>
    </message>
    <message>
        <source>{game} is for {fewest} to {most} players</source>
        <translation>{game} ist für {fewest} bis {most} Spieler</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Eigene</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>Seat {number} player</source>
        <translation>Platz {number}: Spieler</translation>
    </message>
    <message>
        <source>Seat {number} bot level</source>
        <translation>Platz {number}: Bot-Stufe</translation>
    </message>
    <message>
        <source>How well the bot plays</source>
        <translation>Wie gut der Bot spielt</translation>
    </message>
    <message>
        <source>{game} has no rule options.</source>
        <translation>{game} hat keine Regeloptionen.</translation>
    </message>
    <message>
        <source>{option}:</source>
        <translation>{option}:</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>The app speaks {language} from its next start.</source>
        <translation>Ab dem nächsten Start spricht die App {language}.</translation>
    </message>
    <message>
        <source>Your game cannot be kept over a restart here (the data folder cannot be written): the language changes when you next start the app.</source>
        <translation>Dein Spiel kann hier nicht über einen Neustart gerettet werden (der Datenordner ist nicht beschreibbar): Die Sprache wechselt, wenn du die App das nächste Mal startest.</translation>
    </message>
    <message>
        <source>Restart it now? Your game is saved and goes on where you left it.</source>
        <translation>Jetzt neu starten? Dein Spiel wird gespeichert und geht dort weiter, wo du aufgehört hast.</translation>
    </message>
    <message>
        <source>&amp;Restart now</source>
        <translation>Jetzt &amp;neu starten</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Später</translation>
    </message>
    <message>
        <source>The app speaks {language} from its next start</source>
        <translation>Ab dem nächsten Start spricht die App {language}</translation>
    </message>
    <message>
        <source>The language changes when you next start the app</source>
        <translation>Die Sprache wechselt, wenn du die App das nächste Mal startest</translation>
    </message>
    <message>
        <source>The app could not start again by itself. Start it yourself: your game goes on where you left it.</source>
        <translation>Die App konnte sich nicht selbst neu starten. Starte sie selbst: Dein Spiel geht dort weiter, wo du aufgehört hast.</translation>
    </message>
</context>
<context>
    <name>SavedGames</name>
    <message>
        <source>Open the saved game again?</source>
        <translation>Das gespeicherte Spiel erneut öffnen?</translation>
    </message>
    <message>
        <source>This game came from {file}. Opening it again takes the game back to where it was saved.</source>
        <translation>Dieses Spiel stammt aus {file}. Wenn du es erneut öffnest, geht das Spiel dorthin zurück, wo es gespeichert wurde.</translation>
    </message>
    <message>
        <source>Save a copy keeps the game as it is now in {folder}, where Game ▸ Open finds it; {file} stays as it was saved.</source>
        <translation>„Kopie speichern“ legt das Spiel, wie es jetzt ist, in {folder} ab, wo Spiel ▸ Öffnen es findet; {file} bleibt, wie es gespeichert wurde.</translation>
    </message>
    <message>
        <source>Save a copy</source>
        <translation>Kopie speichern</translation>
    </message>
    <message>
        <source>Save writes it to {file}.</source>
        <translation>„Speichern“ schreibt es in {file}.</translation>
    </message>
    <message>
        <source>Save keeps it in {folder}, where Game ▸ Open finds it.</source>
        <translation>„Speichern“ legt es in {folder} ab, wo Spiel ▸ Öffnen es findet.</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <source>Saved {file} in {folder}</source>
        <translation>{file} in {folder} gespeichert</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <source>Saved games (*.json);;All files (*)</source>
        <translation>Gespeicherte Spiele (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot open this file</source>
        <translation>Diese Datei kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Opened {file}</source>
        <translation>{file} geöffnet</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Gespeicherte Spiele (*.json)</translation>
    </message>
    <message>
        <source>There is no game to save</source>
        <translation>Es gibt kein Spiel zum Speichern</translation>
    </message>
    <message>
        <source>Saved {file}</source>
        <translation>{file} gespeichert</translation>
    </message>
</context>
<context>
    <name>SeatNamesDialog</name>
    <message>
        <source>{name} is another seat&apos;s name: choose a different one</source>
        <translation>{name} ist der Name eines anderen Platzes: Wähle einen anderen</translation>
    </message>
    <message>
        <source>Two seats have the same name: give each its own</source>
        <translation>Zwei Plätze haben denselben Namen: Gib jedem einen eigenen</translation>
    </message>
    <message>
        <source>Seat names</source>
        <translation>Platznamen</translation>
    </message>
    <message>
        <source>Name the seats at this table (leave a box empty for the usual name):</source>
        <translation>Benenne die Plätze an diesem Tisch (ein leeres Feld behält den üblichen Namen):</translation>
    </message>
    <message>
        <source>{seat}:</source>
        <translation>{seat}:</translation>
    </message>
    <message numerus="yes">
        <source>{name}… is too long: at most %n letter(s)</source>
        <translation>
            <numerusform>{name}… ist zu lang: höchstens %n Zeichen</numerusform>
            <numerusform>{name}… ist zu lang: höchstens %n Zeichen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Won %</source>
        <translation>Gewonnen %</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Bestwert</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Schnitt</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Zurücksetzen…</translation>
    </message>
    <message>
        <source>Forget all statistics</source>
        <translation>Die ganze Statistik löschen</translation>
    </message>
    <message>
        <source>You (human)</source>
        <translation>Du (Mensch)</translation>
    </message>
    <message>
        <source>{level} bot</source>
        <translation>Bot ({level})</translation>
    </message>
    <message>
        <source>Lowest total: in this game the lowest score wins</source>
        <translation>Niedrigste Summe: In diesem Spiel gewinnt der niedrigste Punktestand</translation>
    </message>
    <message>
        <source>No finished games yet. Statistics are kept for every game played to the end.</source>
        <translation>Noch keine beendeten Spiele. Die Statistik zählt jedes Spiel, das zu Ende gespielt wird.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <source>Forget all statistics?</source>
        <translation>Die ganze Statistik löschen?</translation>
    </message>
</context>
<context>
    <name>StatsStore</name>
    <message>
        <source>Statistics cannot be kept on disk: {reason}.</source>
        <translation>Die Statistik kann nicht auf der Festplatte gespeichert werden: {reason}.</translation>
    </message>
    <message>
        <source>The statistics file could not be read ({reason}), so the games of this session are not added to it.</source>
        <translation>Die Statistikdatei konnte nicht gelesen werden ({reason}), deshalb werden die Spiele dieser Sitzung nicht hinzugefügt.</translation>
    </message>
    <message>
        <source>The statistics file is damaged and could not be moved aside, so the games of this session are not added to it.</source>
        <translation>Die Statistikdatei ist beschädigt und konnte nicht beiseitegelegt werden, deshalb werden die Spiele dieser Sitzung nicht hinzugefügt.</translation>
    </message>
    <message>
        <source>The statistics file could not be read, so statistics start afresh (the old file is kept as {file}).</source>
        <translation>Die Statistikdatei konnte nicht gelesen werden, deshalb beginnt die Statistik neu (die alte Datei ist als {file} aufbewahrt).</translation>
    </message>
    <message>
        <source>Statistics could not be saved: the statistics file is locked or its folder cannot be written.</source>
        <translation>Die Statistik konnte nicht gespeichert werden: Die Statistikdatei ist gesperrt oder ihr Ordner ist nicht beschreibbar.</translation>
    </message>
    <message>
        <source>Statistics could not be saved: {reason}</source>
        <translation>Die Statistik konnte nicht gespeichert werden: {reason}</translation>
    </message>
</context>
</TS>
