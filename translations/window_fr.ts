<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
    <context>
        <name>Autosaving</name>
        <message>
            <source>{question}

It is the game of a LAN table: bots play the others' seats.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Continue?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The game you were playing last time could not be continued: {reason} It is kept as {file}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The game you were playing last time could not be continued: {reason} It could not be moved aside.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot continue the last game</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BotLevels</name>
        <message>
            <source>Random</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Casual</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Expert</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>GameOver</name>
        <message>
            <source>Nobody wins</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You win!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You and {names} win!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} wins</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{names} win</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Game over</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Play again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The same game, options and players, with a new deal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Replay this deal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Play the same cards again from the first hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Revie&amp;w the hands</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every hand of this game replayed, with the expert's view of your bids and cards (Game ▸ Hand history)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Close</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Look at the table; Game ▸ New Game (Ctrl+N) starts another game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{place}.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Blue</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Red</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Off (no pauses or animation)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fast</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Normal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Slow</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Game in progress</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your game of {game} is not finished. Save it before you leave it?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Card table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Status</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>⚠ Not autosaving: the data folder cannot be written</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Data folder warning</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;New Game…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Save</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save &amp;As…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>S&amp;tatistics…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hand h&amp;istory…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Seat &amp;names…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Undo your last card or bid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;View</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Last trick</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Sort hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>By &amp;suit (trumps last)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>By &amp;rank</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Dim cards you cannot play</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Four-colour deck</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Card &amp;back</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Rule card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Pause after each trick (click to continue)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bot &amp;speed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>“May I?” &amp;time to answer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Allow &amp;hints</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>S&amp;ound</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sound &amp;volume</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{percent}%</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lan&amp;guage</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>System language ({language})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Help</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Rules of this game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Hint: what would the expert do?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;About</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot start this game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Took back your last move</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Last trick shown: press Ctrl+L again to hide it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No trick has been finished in this hand yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>About</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cardgame_gui {version}
A card table for trick-taking and rummy games, played against bots or with friends on the LAN.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{game} — card table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{game} is not playable at the table yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your turn: play a card (drag it to the middle, click it twice, or use ← → and Enter)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Call your partner's card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your bid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You may still change your bid</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Waiting for {name}, another person: this window plays one person's seat (choose bots for the others in New Game)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} {score}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Game over: {verdict} — scores: {scores}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Selected: {card} — press Enter to play it</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n second(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>This version has no such bot for seat(s) {seats}: a bot of level {level} plays there instead</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>New Game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{fewest}–{most} players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{game}
{players}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Number of players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Players:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Preset</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A named set of rule options; changing any option makes it "Custom"</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>P&amp;reset:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Seats</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rules</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>random</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deal number (seed)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The same deal number, game, players and rules deal the same cards: play this deal again. Leave empty for a random deal.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Deal number:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Replay last deal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fill in the deal number of the last game started</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Start</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The deal number must be a whole number from 0 to {most}, not “{given}”.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This game cannot start: {reason}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat}:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fill in deal number {number}, the deal of the last game started</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{game} is for {fewest} to {most} players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Custom</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Human</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Seat {number} player</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Seat {number} bot level</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How well the bot plays</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{game} has no rule options.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{option}:</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n player(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>Preferences</name>
        <message>
            <source>Language</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The app speaks {language} from its next start.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your game cannot be kept over a restart here (the data folder cannot be written): the language changes when you next start the app.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Restart it now? Your game is saved and goes on where you left it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Restart now</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Later</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The app speaks {language} from its next start</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The language changes when you next start the app</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The app could not start again by itself. Start it yourself: your game goes on where you left it.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SavedGames</name>
        <message>
            <source>Save writes it to {file}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save keeps it in {folder}, where Game ▸ Open finds it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot save</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saved {file} in {folder}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open a saved game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saved games (*.json);;All files (*)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cannot open this file</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Opened {file}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save the game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saved games (*.json)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no game to save</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saved {file}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SeatNamesDialog</name>
        <message>
            <source>{name} is another seat's name: choose a different one</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two seats have the same name: give each its own</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Seat names</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Name the seats at this table (leave a box empty for the usual name):</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{seat}:</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>{name}… is too long: at most %n letter(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>StatisticsDialog</name>
        <message>
            <source>Game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Seat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Played</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Won</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Won %</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Best</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Average</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Statistics</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reset…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Forget all statistics</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You (human)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{level} bot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lowest total: in this game the lowest score wins</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No finished games yet. Statistics are kept for every game played to the end.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reset statistics</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Forget all statistics?</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>StatsStore</name>
        <message>
            <source>Statistics cannot be kept on disk: {reason}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The statistics file could not be read ({reason}), so the games of this session are not added to it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The statistics file is damaged and could not be moved aside, so the games of this session are not added to it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The statistics file could not be read, so statistics start afresh (the old file is kept as {file}).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Statistics could not be saved: the statistics file is locked or its folder cannot be written.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Statistics could not be saved: {reason}</source>
            <translation type="unfinished" />
        </message>
    </context>
</TS>
