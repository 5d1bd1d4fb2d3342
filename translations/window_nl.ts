<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl">
<context>
    <name>Autosaving</name>
    <message>
        <source>{question}

It is the game of a LAN table: bots play the others&apos; seats.</source>
        <translation>{question}

Het is het spel van een LAN-tafel: bots spelen de plaatsen van de anderen.</translation>
    </message>
    <message>
        <source>Continue?</source>
        <translation>Verder spelen?</translation>
    </message>
    <message>
        <source>The game you were playing last time could not be continued: {reason} It is kept as {file}.</source>
        <translation>Het spel van de vorige keer kan niet verder gespeeld worden: {reason} Het is bewaard als {file}.</translation>
    </message>
    <message>
        <source>The game you were playing last time could not be continued: {reason} It could not be moved aside.</source>
        <translation>Het spel van de vorige keer kan niet verder gespeeld worden: {reason} Het bestand kon niet opzij gezet worden.</translation>
    </message>
    <message>
        <source>Cannot continue the last game</source>
        <translation>Het laatste spel kan niet verder</translation>
    </message>
</context>
<context>
    <name>GameOver</name>
    <message>
        <source>Nobody wins</source>
        <translation>Niemand wint</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Jij wint!</translation>
    </message>
    <message>
        <source>You and {names} win!</source>
        <translation>Jij en {names} winnen!</translation>
    </message>
    <message>
        <source>{name} wins</source>
        <translation>{name} wint</translation>
    </message>
    <message>
        <source>{names} win</source>
        <translation>{names} winnen</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spel afgelopen</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>&amp;Nog een keer</translation>
    </message>
    <message>
        <source>The same game, options and players, with a new deal</source>
        <translation>Hetzelfde spel met dezelfde opties en spelers, opnieuw gedeeld</translation>
    </message>
    <message>
        <source>&amp;Replay this deal</source>
        <translation>Deze &amp;kaarten opnieuw</translation>
    </message>
    <message>
        <source>Play the same cards again from the first hand</source>
        <translation>Dezelfde kaarten opnieuw spelen vanaf de eerste ronde</translation>
    </message>
    <message>
        <source>Revie&amp;w the hands</source>
        <translation>Rondes &amp;bekijken</translation>
    </message>
    <message>
        <source>Every hand of this game replayed, with the expert&apos;s view of your bids and cards (Game ▸ Hand history)</source>
        <translation>Elke ronde van dit spel nagespeeld, met de kijk van de expert op je biedingen en kaarten (Spel ▸ Rondeverloop)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>Look at the table; Game ▸ New Game (Ctrl+N) starts another game</source>
        <translation>Naar de tafel kijken; Spel ▸ Nieuw spel (Ctrl+N) begint een ander spel</translation>
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
        <translation>Blauw</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rood</translation>
    </message>
    <message>
        <source>Off (no pauses or animation)</source>
        <translation>Uit (geen pauzes of animatie)</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Snel</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langzaam</translation>
    </message>
    <message>
        <source>Game in progress</source>
        <translation>Spel bezig</translation>
    </message>
    <message>
        <source>Your game of {game} is not finished. Save it before you leave it?</source>
        <translation>Je spel {game} is nog niet afgelopen. Wil je het opslaan voordat je het verlaat?</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Kaarttafel</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statusbalk</translation>
    </message>
    <message>
        <source>⚠ Not autosaving: the data folder cannot be written</source>
        <translation>⚠ Geen automatisch opslaan: de gegevensmap is niet beschrijfbaar</translation>
    </message>
    <message>
        <source>Data folder warning</source>
        <translation>Waarschuwing over de gegevensmap</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nieuw spel…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>O&amp;penen…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>Op&amp;slaan</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Opslaan &amp;als…</translation>
    </message>
    <message>
        <source>Statisti&amp;cs…</source>
        <translation>Stat&amp;istieken…</translation>
    </message>
    <message>
        <source>Hand h&amp;istory…</source>
        <translation>Ronde&amp;verloop…</translation>
    </message>
    <message>
        <source>Seat na&amp;mes…</source>
        <translation>Plaatsnam&amp;en…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>A&amp;fsluiten</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Be&amp;werken</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Beeld</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>&amp;Laatste slag</translation>
    </message>
    <message>
        <source>&amp;Sort hand</source>
        <translation>Hand &amp;sorteren</translation>
    </message>
    <message>
        <source>By &amp;suit (trumps last)</source>
        <translation>Op &amp;kleur (troef achteraan)</translation>
    </message>
    <message>
        <source>By &amp;rank</source>
        <translation>Op &amp;rang</translation>
    </message>
    <message>
        <source>&amp;Undo your last move</source>
        <translation>Je laatste zet &amp;ongedaan maken</translation>
    </message>
    <message>
        <source>By &amp;suit</source>
        <translation>Op &amp;kleur</translation>
    </message>
    <message>
        <source>&amp;Dim cards you cannot play</source>
        <translation>Kaarten die je niet kunt spelen &amp;dimmen</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>V&amp;ierkleurige kaarten</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>Kaart&amp;rug</translation>
    </message>
    <message>
        <source>&amp;Rule card</source>
        <translation>Regel&amp;kaart</translation>
    </message>
    <message>
        <source>&amp;Pause after each trick (click to continue)</source>
        <translation>&amp;Pauze na elke slag (klik om verder te gaan)</translation>
    </message>
    <message>
        <source>Bot sp&amp;eed</source>
        <translation>Tempo van de &amp;bots</translation>
    </message>
    <message>
        <source>“May I?” &amp;time to answer</source>
        <translation>Bedenk&amp;tijd voor ‘Mag ik?’</translation>
    </message>
    <message>
        <source>Allow &amp;hints</source>
        <translation>&amp;Hints toestaan</translation>
    </message>
    <message>
        <source>S&amp;ound</source>
        <translation>&amp;Geluid</translation>
    </message>
    <message>
        <source>Sound &amp;volume</source>
        <translation>Geluids&amp;volume</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}%</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>T&amp;aal</translation>
    </message>
    <message>
        <source>System language ({language})</source>
        <translation>Systeemtaal ({language})</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Regels van dit spel</translation>
    </message>
    <message>
        <source>&amp;Hint: what would the expert do?</source>
        <translation>&amp;Hint: wat zou de expert doen?</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Over</translation>
    </message>
    <message>
        <source>Cannot start this game</source>
        <translation>Dit spel kan niet beginnen</translation>
    </message>
    <message>
        <source>Took back your last move</source>
        <translation>Je laatste zet is teruggenomen</translation>
    </message>
    <message>
        <source>Last trick shown: press Ctrl+L again to hide it</source>
        <translation>Laatste slag getoond: druk nog eens op Ctrl+L om hem te verbergen</translation>
    </message>
    <message>
        <source>No trick has been finished in this hand yet</source>
        <translation>In deze ronde is nog geen slag afgemaakt</translation>
    </message>
    <message>
        <source>About Card table</source>
        <translation>Over Kaarttafel</translation>
    </message>
    <message>
        <source>Card table {version}
A card table for trick-taking and rummy games, played against bots or with friends on the LAN.</source>
        <translation>Kaarttafel {version}
Een kaarttafel voor slagenspellen en rummy, tegen bots of met vrienden op het LAN.</translation>
    </message>
    <message>
        <source>{game} — card table</source>
        <translation>{game} — kaarttafel</translation>
    </message>
    <message>
        <source>{game} is not playable at the table yet</source>
        <translation>{game} kan nog niet aan tafel gespeeld worden</translation>
    </message>
    <message>
        <source>Your turn: play a card (drag it to the middle, click it twice, or use ← → and Enter)</source>
        <translation>Jij bent aan de beurt: speel een kaart (sleep hem naar het midden, klik er twee keer op of gebruik ← → en Enter)</translation>
    </message>
    <message>
        <source>Call your partner&apos;s card</source>
        <translation>Noem je partnerkaart</translation>
    </message>
    <message>
        <source>Your turn: a wash (a new deal) or not</source>
        <translation>Jij bent aan de beurt: opnieuw delen of niet</translation>
    </message>
    <message>
        <source>Your bid</source>
        <translation>Jij moet bieden</translation>
    </message>
    <message>
        <source>You may still change your bid</source>
        <translation>Je kunt je bod nog wijzigen</translation>
    </message>
    <message>
        <source>Waiting for {name}, another person: this window plays one person&apos;s seat (choose bots for the others in New Game)</source>
        <translation>Wachten op {name}, een andere persoon: dit venster speelt de plaats van één persoon (kies bij Nieuw spel bots voor de anderen)</translation>
    </message>
    <message>
        <source>{name} {score}</source>
        <translation>{name} {score}</translation>
    </message>
    <message>
        <source>Game over: {verdict} — scores: {scores}</source>
        <translation>Spel afgelopen: {verdict} — score: {scores}</translation>
    </message>
    <message>
        <source>Selected: {card} — press Enter to play it</source>
        <translation>Gekozen: {card} — druk op Enter om hem te spelen</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n seconde</numerusform>
            <numerusform>%n seconden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This version has no such bot for seat(s) {seats}: a bot of level {level} plays there instead</source>
        <translation>
            <numerusform>Deze versie heeft zo’n bot niet voor plaats {seats}: daar speelt nu een bot van niveau {level}</numerusform>
            <numerusform>Deze versie heeft zulke bots niet voor de plaatsen {seats}: daar speelt nu een bot van niveau {level}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>{fewest}–{most} players</source>
        <translation>{fewest}–{most} spelers</translation>
    </message>
    <message>
        <source>{game}
{players}</source>
        <translation>{game}
{players}</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Aantal spelers</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Spelers:</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Voorinstelling</translation>
    </message>
    <message>
        <source>A named set of rule options; changing any option makes it &quot;Custom&quot;</source>
        <translation>Een set regelopties met een naam; verander je een optie, dan wordt het ‘Eigen’</translation>
    </message>
    <message>
        <source>P&amp;reset:</source>
        <translation>&amp;Voorinstelling:</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plaatsen</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <source>random</source>
        <translation>willekeurig</translation>
    </message>
    <message>
        <source>Deal number (seed)</source>
        <translation>Spelnummer (seed)</translation>
    </message>
    <message>
        <source>The same deal number, game, players and rules deal the same cards: play this deal again. Leave empty for a random deal.</source>
        <translation>Hetzelfde spelnummer, spel, aantal spelers en dezelfde regels delen dezelfde kaarten: zo speel je deze kaarten opnieuw. Laat leeg voor willekeurige kaarten.</translation>
    </message>
    <message>
        <source>&amp;Deal number:</source>
        <translation>Spel&amp;nummer:</translation>
    </message>
    <message>
        <source>Replay last deal</source>
        <translation>Laatste kaarten opnieuw</translation>
    </message>
    <message>
        <source>Fill in the deal number of the last game started</source>
        <translation>Vul het spelnummer van het laatst begonnen spel in</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Beginnen</translation>
    </message>
    <message>
        <source>The deal number must be a whole number from 0 to {most}, not “{given}”.</source>
        <translation>Het spelnummer moet een geheel getal van 0 tot {most} zijn, niet ‘{given}’.</translation>
    </message>
    <message>
        <source>This game cannot start: {reason}</source>
        <translation>Dit spel kan niet beginnen: {reason}</translation>
    </message>
    <message>
        <source>{seat}:</source>
        <translation>{seat}:</translation>
    </message>
    <message>
        <source>Fill in deal number {number}, the deal of the last game started</source>
        <translation>Vul spelnummer {number} in, dat van het laatst begonnen spel</translation>
    </message>
    <message>
        <source>{game} is for {fewest} to {most} players</source>
        <translation>{game} is voor {fewest} tot {most} spelers</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Eigen</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mens</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>Seat {number} player</source>
        <translation>Plaats {number}: speler</translation>
    </message>
    <message>
        <source>Seat {number} bot level</source>
        <translation>Plaats {number}: niveau van de bot</translation>
    </message>
    <message>
        <source>How well the bot plays</source>
        <translation>Hoe goed de bot speelt</translation>
    </message>
    <message>
        <source>{game} has no rule options.</source>
        <translation>{game} heeft geen regelopties.</translation>
    </message>
    <message>
        <source>{option}:</source>
        <translation>{option}:</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n speler</numerusform>
            <numerusform>%n spelers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>Language</source>
        <translation>Taal</translation>
    </message>
    <message>
        <source>The app speaks {language} from its next start.</source>
        <translation>Vanaf de volgende start spreekt de app {language}.</translation>
    </message>
    <message>
        <source>Your game cannot be kept over a restart here (the data folder cannot be written): the language changes when you next start the app.</source>
        <translation>Je spel kan hier niet bewaard blijven bij een herstart (de gegevensmap is niet beschrijfbaar): de taal verandert als je de app de volgende keer start.</translation>
    </message>
    <message>
        <source>Restart it now? Your game is saved and goes on where you left it.</source>
        <translation>Nu herstarten? Je spel wordt opgeslagen en gaat verder waar je gebleven was.</translation>
    </message>
    <message>
        <source>&amp;Restart now</source>
        <translation>Nu &amp;herstarten</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Later</translation>
    </message>
    <message>
        <source>The app speaks {language} from its next start</source>
        <translation>Vanaf de volgende start spreekt de app {language}</translation>
    </message>
    <message>
        <source>The language changes when you next start the app</source>
        <translation>De taal verandert als je de app de volgende keer start</translation>
    </message>
    <message>
        <source>The app could not start again by itself. Start it yourself: your game goes on where you left it.</source>
        <translation>De app kon zichzelf niet opnieuw starten. Start hem zelf: je spel gaat verder waar je gebleven was.</translation>
    </message>
</context>
<context>
    <name>SavedGames</name>
    <message>
        <source>Open the saved game again?</source>
        <translation>Het opgeslagen spel opnieuw openen?</translation>
    </message>
    <message>
        <source>This game came from {file}. Opening it again takes the game back to where it was saved.</source>
        <translation>Dit spel komt uit {file}. Als je het opnieuw opent, gaat het spel terug naar waar het werd opgeslagen.</translation>
    </message>
    <message>
        <source>Save a copy keeps the game as it is now in {folder}, where Game ▸ Open finds it; {file} stays as it was saved.</source>
        <translation>Kopie opslaan bewaart het spel zoals het nu is in {folder}, waar Spel ▸ Openen het vindt; {file} blijft zoals het werd opgeslagen.</translation>
    </message>
    <message>
        <source>Save a copy</source>
        <translation>Kopie opslaan</translation>
    </message>
    <message>
        <source>Save writes it to {file}.</source>
        <translation>Opslaan schrijft het naar {file}.</translation>
    </message>
    <message>
        <source>Save keeps it in {folder}, where Game ▸ Open finds it.</source>
        <translation>Opslaan bewaart het in {folder}, waar Spel ▸ Openen het vindt.</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Opslaan lukt niet</translation>
    </message>
    <message>
        <source>Saved {file} in {folder}</source>
        <translation>{file} opgeslagen in {folder}</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Een opgeslagen spel openen</translation>
    </message>
    <message>
        <source>Saved games (*.json);;All files (*)</source>
        <translation>Opgeslagen spellen (*.json);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Cannot open this file</source>
        <translation>Dit bestand kan niet geopend worden</translation>
    </message>
    <message>
        <source>Opened {file}</source>
        <translation>{file} geopend</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Het spel opslaan</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Opgeslagen spellen (*.json)</translation>
    </message>
    <message>
        <source>There is no game to save</source>
        <translation>Er is geen spel om op te slaan</translation>
    </message>
    <message>
        <source>Saved {file}</source>
        <translation>{file} opgeslagen</translation>
    </message>
</context>
<context>
    <name>SeatNamesDialog</name>
    <message>
        <source>{name} is another seat&apos;s name: choose a different one</source>
        <translation>{name} is de naam van een andere plaats: kies een andere</translation>
    </message>
    <message>
        <source>Two seats have the same name: give each its own</source>
        <translation>Twee plaatsen hebben dezelfde naam: geef elke plaats een eigen naam</translation>
    </message>
    <message>
        <source>Seat names</source>
        <translation>Plaatsnamen</translation>
    </message>
    <message>
        <source>Name the seats at this table (leave a box empty for the usual name):</source>
        <translation>Geef de plaatsen aan deze tafel een naam (laat een vak leeg voor de gewone naam):</translation>
    </message>
    <message>
        <source>{seat}:</source>
        <translation>{seat}:</translation>
    </message>
    <message numerus="yes">
        <source>{name}… is too long: at most %n letter(s)</source>
        <translation>
            <numerusform>{name}… is te lang: hoogstens %n teken</numerusform>
            <numerusform>{name}… is te lang: hoogstens %n tekens</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Plaats</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespeeld</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Won %</source>
        <translation>% gewonnen</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Beste</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Gemiddeld</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistieken</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Wissen…</translation>
    </message>
    <message>
        <source>Forget all statistics</source>
        <translation>Alle statistieken wissen</translation>
    </message>
    <message>
        <source>You (human)</source>
        <translation>Jij (mens)</translation>
    </message>
    <message>
        <source>{level} bot</source>
        <translation>Bot ({level})</translation>
    </message>
    <message>
        <source>Lowest total: in this game the lowest score wins</source>
        <translation>Laagste totaal: in dit spel wint de laagste score</translation>
    </message>
    <message>
        <source>No finished games yet. Statistics are kept for every game played to the end.</source>
        <translation>Nog geen afgemaakte spellen. Statistieken tellen elk spel dat tot het eind gespeeld is.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Statistieken wissen</translation>
    </message>
    <message>
        <source>Forget all statistics?</source>
        <translation>Alle statistieken wissen?</translation>
    </message>
</context>
<context>
    <name>StatsStore</name>
    <message>
        <source>Statistics cannot be kept on disk: {reason}.</source>
        <translation>Statistieken kunnen niet op schijf bewaard worden: {reason}.</translation>
    </message>
    <message>
        <source>The statistics file could not be read ({reason}), so the games of this session are not added to it.</source>
        <translation>Het statistiekenbestand kon niet gelezen worden ({reason}), dus de spellen van deze sessie worden er niet aan toegevoegd.</translation>
    </message>
    <message>
        <source>The statistics file is damaged and could not be moved aside, so the games of this session are not added to it.</source>
        <translation>Het statistiekenbestand is beschadigd en kon niet opzij gezet worden, dus de spellen van deze sessie worden er niet aan toegevoegd.</translation>
    </message>
    <message>
        <source>The statistics file could not be read, so statistics start afresh (the old file is kept as {file}).</source>
        <translation>Het statistiekenbestand kon niet gelezen worden, dus de statistieken beginnen opnieuw (het oude bestand is bewaard als {file}).</translation>
    </message>
    <message>
        <source>Statistics could not be saved: the statistics file is locked or its folder cannot be written.</source>
        <translation>De statistieken konden niet opgeslagen worden: het bestand is vergrendeld of de map is niet beschrijfbaar.</translation>
    </message>
    <message>
        <source>Statistics could not be saved: {reason}</source>
        <translation>De statistieken konden niet opgeslagen worden: {reason}</translation>
    </message>
</context>
</TS>
