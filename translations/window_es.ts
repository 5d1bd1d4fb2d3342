<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>Autosaving</name>
    <message>
        <source>{question}

It is the game of a LAN table: bots play the others&apos; seats.</source>
        <translation>{question}

Es la partida de una mesa en red local: los bots juegan en los asientos de los demás.</translation>
    </message>
    <message>
        <source>Continue?</source>
        <translation>¿Continuar?</translation>
    </message>
    <message>
        <source>The game you were playing last time could not be continued: {reason} It is kept as {file}.</source>
        <translation>No se pudo continuar la partida de la última vez: {reason} Se ha guardado como {file}.</translation>
    </message>
    <message>
        <source>The game you were playing last time could not be continued: {reason} It could not be moved aside.</source>
        <translation>No se pudo continuar la partida de la última vez: {reason} No se pudo apartar el archivo.</translation>
    </message>
    <message>
        <source>Cannot continue the last game</source>
        <translation>No se puede continuar la última partida</translation>
    </message>
</context>
<context>
    <name>GameOver</name>
    <message>
        <source>Nobody wins</source>
        <translation>Nadie gana</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>¡Has ganado!</translation>
    </message>
    <message>
        <source>You and {names} win!</source>
        <translation>¡Ganáis tú y {names}!</translation>
    </message>
    <message>
        <source>{name} wins</source>
        <translation>Gana {name}</translation>
    </message>
    <message>
        <source>{names} win</source>
        <translation>Ganan {names}</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>&amp;Jugar otra vez</translation>
    </message>
    <message>
        <source>The same game, options and players, with a new deal</source>
        <translation>La misma partida, con las mismas opciones y jugadores, y un reparto nuevo</translation>
    </message>
    <message>
        <source>&amp;Replay this deal</source>
        <translation>&amp;Repetir este reparto</translation>
    </message>
    <message>
        <source>Play the same cards again from the first hand</source>
        <translation>Jugar otra vez las mismas cartas desde la primera mano</translation>
    </message>
    <message>
        <source>Revie&amp;w the hands</source>
        <translation>Re&amp;visar las manos</translation>
    </message>
    <message>
        <source>Every hand of this game replayed, with the expert&apos;s view of your bids and cards (Game ▸ Hand history)</source>
        <translation>Cada mano de esta partida repetida, con la opinión del experto sobre tus apuestas y tus cartas (Partida ▸ Historial de manos)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Look at the table; Game ▸ New Game (Ctrl+N) starts another game</source>
        <translation>Mirar la mesa; Partida ▸ Nueva partida (Ctrl+N) empieza otra</translation>
    </message>
    <message>
        <source>{place}.</source>
        <translation>{place}.º</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <source>Off (no pauses or animation)</source>
        <translation>Sin esperas (ni pausas ni animación)</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Game in progress</source>
        <translation>Partida en curso</translation>
    </message>
    <message>
        <source>Your game of {game} is not finished. Save it before you leave it?</source>
        <translation>Tu partida de {game} no ha terminado. ¿Quieres guardarla antes de dejarla?</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Mesa de cartas</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Barra de estado</translation>
    </message>
    <message>
        <source>⚠ Not autosaving: the data folder cannot be written</source>
        <translation>⚠ Sin guardado automático: no se puede escribir en la carpeta de datos</translation>
    </message>
    <message>
        <source>Data folder warning</source>
        <translation>Aviso sobre la carpeta de datos</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ab&amp;rir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>Statisti&amp;cs…</source>
        <translation>&amp;Estadísticas…</translation>
    </message>
    <message>
        <source>Hand h&amp;istory…</source>
        <translation>H&amp;istorial de manos…</translation>
    </message>
    <message>
        <source>Seat na&amp;mes…</source>
        <translation>Nom&amp;bres de los asientos…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Sa&amp;lir</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>Ú&amp;ltima baza</translation>
    </message>
    <message>
        <source>&amp;Sort hand</source>
        <translation>&amp;Ordenar la mano</translation>
    </message>
    <message>
        <source>By &amp;suit (trumps last)</source>
        <translation>Por &amp;palo (triunfos al final)</translation>
    </message>
    <message>
        <source>By &amp;rank</source>
        <translation>Por &amp;valor</translation>
    </message>
    <message>
        <source>&amp;Undo your last move</source>
        <translation>&amp;Deshacer tu última jugada</translation>
    </message>
    <message>
        <source>By &amp;suit</source>
        <translation>Por &amp;palo</translation>
    </message>
    <message>
        <source>&amp;Dim cards you cannot play</source>
        <translation>&amp;Atenuar las cartas que no puedes jugar</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>Baraja de &amp;cuatro colores</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>&amp;Reverso de las cartas</translation>
    </message>
    <message>
        <source>&amp;Rule card</source>
        <translation>&amp;Ficha de reglas</translation>
    </message>
    <message>
        <source>&amp;Pause after each trick (click to continue)</source>
        <translation>Pa&amp;usa tras cada baza (haz clic para seguir)</translation>
    </message>
    <message>
        <source>Bot sp&amp;eed</source>
        <translation>Velocida&amp;d de los bots</translation>
    </message>
    <message>
        <source>“May I?” &amp;time to answer</source>
        <translation>&amp;Tiempo para responder a «¿Puedo?»</translation>
    </message>
    <message>
        <source>Allow &amp;hints</source>
        <translation>Permitir pi&amp;stas</translation>
    </message>
    <message>
        <source>S&amp;ound</source>
        <translation>So&amp;nido</translation>
    </message>
    <message>
        <source>Sound &amp;volume</source>
        <translation>Volu&amp;men del sonido</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent} %</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>System language ({language})</source>
        <translation>Idioma del sistema ({language})</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Reglas de este juego</translation>
    </message>
    <message>
        <source>&amp;Hint: what would the expert do?</source>
        <translation>&amp;Pista: ¿qué haría el experto?</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>Acerca &amp;de</translation>
    </message>
    <message>
        <source>Cannot start this game</source>
        <translation>No se puede empezar esta partida</translation>
    </message>
    <message>
        <source>Took back your last move</source>
        <translation>Has deshecho tu última jugada</translation>
    </message>
    <message>
        <source>Last trick shown: press Ctrl+L again to hide it</source>
        <translation>Última baza a la vista: pulsa Ctrl+L otra vez para ocultarla</translation>
    </message>
    <message>
        <source>No trick has been finished in this hand yet</source>
        <translation>Todavía no se ha completado ninguna baza en esta mano</translation>
    </message>
    <message>
        <source>About Card table</source>
        <translation>Acerca de Mesa de cartas</translation>
    </message>
    <message>
        <source>Card table {version}
A card table for trick-taking and rummy games, played against bots or with friends on the LAN.</source>
        <translation>Mesa de cartas {version}
Una mesa de cartas para juegos de bazas y de rummy, contra bots o con amigos en la red local.</translation>
    </message>
    <message>
        <source>{game} — card table</source>
        <translation>{game} — mesa de cartas</translation>
    </message>
    <message>
        <source>{game} is not playable at the table yet</source>
        <translation>{game} todavía no se puede jugar en la mesa</translation>
    </message>
    <message>
        <source>Your turn: play a card (drag it to the middle, click it twice, or use ← → and Enter)</source>
        <translation>Te toca: juega una carta (arrástrala al centro, haz clic en ella dos veces o usa ← → e Intro)</translation>
    </message>
    <message>
        <source>Call your partner&apos;s card</source>
        <translation>Elige la carta compañera</translation>
    </message>
    <message>
        <source>Your turn: a wash (a new deal) or not</source>
        <translation>Tu turno: repartir de nuevo o no</translation>
    </message>
    <message>
        <source>Your bid</source>
        <translation>Te toca apostar</translation>
    </message>
    <message>
        <source>You may still change your bid</source>
        <translation>Todavía puedes cambiar tu apuesta</translation>
    </message>
    <message>
        <source>Waiting for {name}, another person: this window plays one person&apos;s seat (choose bots for the others in New Game)</source>
        <translation>Esperando a {name}, otra persona: esta ventana juega un solo asiento (elige bots para los demás en Nueva partida)</translation>
    </message>
    <message>
        <source>{name} {score}</source>
        <translation>{name} {score}</translation>
    </message>
    <message>
        <source>Game over: {verdict} — scores: {scores}</source>
        <translation>Fin de la partida: {verdict} — puntuación: {scores}</translation>
    </message>
    <message>
        <source>Selected: {card} — press Enter to play it</source>
        <translation>Seleccionada: {card} — pulsa Intro para jugarla</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n segundo</numerusform>
            <numerusform>%n segundos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This version has no such bot for seat(s) {seats}: a bot of level {level} plays there instead</source>
        <translation>
            <numerusform>Esta versión no tiene ese bot para el asiento {seats}: en su lugar juega un bot de nivel {level}</numerusform>
            <numerusform>Esta versión no tiene esos bots para los asientos {seats}: en su lugar juega un bot de nivel {level}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>{fewest}–{most} players</source>
        <translation>{fewest}–{most} jugadores</translation>
    </message>
    <message>
        <source>{game}
{players}</source>
        <translation>{game}
{players}</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Número de jugadores</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Jugadores:</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Configuración</translation>
    </message>
    <message>
        <source>A named set of rule options; changing any option makes it &quot;Custom&quot;</source>
        <translation>Un conjunto de opciones de reglas con nombre; si cambias cualquier opción pasa a ser «Personalizada»</translation>
    </message>
    <message>
        <source>P&amp;reset:</source>
        <translation>Con&amp;figuración:</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Asientos</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>random</source>
        <translation>al azar</translation>
    </message>
    <message>
        <source>Deal number (seed)</source>
        <translation>Número de reparto (semilla)</translation>
    </message>
    <message>
        <source>The same deal number, game, players and rules deal the same cards: play this deal again. Leave empty for a random deal.</source>
        <translation>Con el mismo número de reparto, juego, jugadores y reglas salen las mismas cartas: así juegas este reparto otra vez. Déjalo vacío para un reparto al azar.</translation>
    </message>
    <message>
        <source>&amp;Deal number:</source>
        <translation>Número de &amp;reparto:</translation>
    </message>
    <message>
        <source>Replay last deal</source>
        <translation>Repetir el último reparto</translation>
    </message>
    <message>
        <source>Fill in the deal number of the last game started</source>
        <translation>Rellenar el número de reparto de la última partida empezada</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Empezar</translation>
    </message>
    <message>
        <source>The deal number must be a whole number from 0 to {most}, not “{given}”.</source>
        <translation>El número de reparto debe ser un número entero de 0 a {most}, no «{given}».</translation>
    </message>
    <message>
        <source>This game cannot start: {reason}</source>
        <translation>Esta partida no puede empezar: {reason}</translation>
    </message>
    <message>
        <source>{seat}:</source>
        <translation>{seat}:</translation>
    </message>
    <message>
        <source>Fill in deal number {number}, the deal of the last game started</source>
        <translation>Rellenar el número de reparto {number}, el de la última partida empezada</translation>
    </message>
    <message>
        <source>{game} is for {fewest} to {most} players</source>
        <translation>{game} se juega con {fewest} a {most} jugadores</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personalizada</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humano</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>Seat {number} player</source>
        <translation>Asiento {number}: jugador</translation>
    </message>
    <message>
        <source>Seat {number} bot level</source>
        <translation>Asiento {number}: nivel del bot</translation>
    </message>
    <message>
        <source>How well the bot plays</source>
        <translation>Lo bien que juega el bot</translation>
    </message>
    <message>
        <source>{game} has no rule options.</source>
        <translation>{game} no tiene opciones de reglas.</translation>
    </message>
    <message>
        <source>{option}:</source>
        <translation>{option}:</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n jugador</numerusform>
            <numerusform>%n jugadores</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>The app speaks {language} from its next start.</source>
        <translation>La aplicación hablará {language} a partir del próximo inicio.</translation>
    </message>
    <message>
        <source>Your game cannot be kept over a restart here (the data folder cannot be written): the language changes when you next start the app.</source>
        <translation>Aquí tu partida no se puede conservar al reiniciar (no se puede escribir en la carpeta de datos): el idioma cambiará la próxima vez que abras la aplicación.</translation>
    </message>
    <message>
        <source>Restart it now? Your game is saved and goes on where you left it.</source>
        <translation>¿Reiniciarla ahora? Tu partida se guarda y sigue donde la dejaste.</translation>
    </message>
    <message>
        <source>&amp;Restart now</source>
        <translation>&amp;Reiniciar ahora</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>Más &amp;tarde</translation>
    </message>
    <message>
        <source>The app speaks {language} from its next start</source>
        <translation>La aplicación hablará {language} a partir del próximo inicio</translation>
    </message>
    <message>
        <source>The language changes when you next start the app</source>
        <translation>El idioma cambiará la próxima vez que abras la aplicación</translation>
    </message>
    <message>
        <source>The app could not start again by itself. Start it yourself: your game goes on where you left it.</source>
        <translation>La aplicación no pudo reiniciarse sola. Ábrela tú: tu partida sigue donde la dejaste.</translation>
    </message>
</context>
<context>
    <name>SavedGames</name>
    <message>
        <source>Open the saved game again?</source>
        <translation>¿Abrir de nuevo la partida guardada?</translation>
    </message>
    <message>
        <source>This game came from {file}. Opening it again takes the game back to where it was saved.</source>
        <translation>Esta partida viene de {file}. Abrirla de nuevo devuelve la partida al punto en que se guardó.</translation>
    </message>
    <message>
        <source>Save a copy keeps the game as it is now in {folder}, where Game ▸ Open finds it; {file} stays as it was saved.</source>
        <translation>Guardar una copia deja la partida tal como está ahora en {folder}, donde Partida ▸ Abrir la encuentra; {file} se queda como se guardó.</translation>
    </message>
    <message>
        <source>Save a copy</source>
        <translation>Guardar una copia</translation>
    </message>
    <message>
        <source>Save writes it to {file}.</source>
        <translation>Guardar la escribe en {file}.</translation>
    </message>
    <message>
        <source>Save keeps it in {folder}, where Game ▸ Open finds it.</source>
        <translation>Guardar la deja en {folder}, donde Partida ▸ Abrir la encuentra.</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>No se puede guardar</translation>
    </message>
    <message>
        <source>Saved {file} in {folder}</source>
        <translation>{file} guardado en {folder}</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Abrir una partida guardada</translation>
    </message>
    <message>
        <source>Saved games (*.json);;All files (*)</source>
        <translation>Partidas guardadas (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Cannot open this file</source>
        <translation>No se puede abrir este archivo</translation>
    </message>
    <message>
        <source>Opened {file}</source>
        <translation>{file} abierto</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Partidas guardadas (*.json)</translation>
    </message>
    <message>
        <source>There is no game to save</source>
        <translation>No hay ninguna partida que guardar</translation>
    </message>
    <message>
        <source>Saved {file}</source>
        <translation>{file} guardado</translation>
    </message>
</context>
<context>
    <name>SeatNamesDialog</name>
    <message>
        <source>{name} is another seat&apos;s name: choose a different one</source>
        <translation>{name} es el nombre de otro asiento: elige otro</translation>
    </message>
    <message>
        <source>Two seats have the same name: give each its own</source>
        <translation>Dos asientos tienen el mismo nombre: dale a cada uno el suyo</translation>
    </message>
    <message>
        <source>Seat names</source>
        <translation>Nombres de los asientos</translation>
    </message>
    <message>
        <source>Name the seats at this table (leave a box empty for the usual name):</source>
        <translation>Pon nombre a los asientos de esta mesa (deja una casilla vacía para el nombre habitual):</translation>
    </message>
    <message>
        <source>{seat}:</source>
        <translation>{seat}:</translation>
    </message>
    <message numerus="yes">
        <source>{name}… is too long: at most %n letter(s)</source>
        <translation>
            <numerusform>{name}… es demasiado largo: %n carácter como máximo</numerusform>
            <numerusform>{name}… es demasiado largo: %n caracteres como máximo</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Asiento</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganadas</translation>
    </message>
    <message>
        <source>Won %</source>
        <translation>% ganadas</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Mejor</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Media</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Borrar…</translation>
    </message>
    <message>
        <source>Forget all statistics</source>
        <translation>Borrar todas las estadísticas</translation>
    </message>
    <message>
        <source>You (human)</source>
        <translation>Tú (humano)</translation>
    </message>
    <message>
        <source>{level} bot</source>
        <translation>Bot ({level})</translation>
    </message>
    <message>
        <source>Lowest total: in this game the lowest score wins</source>
        <translation>Total más bajo: en este juego gana la puntuación más baja</translation>
    </message>
    <message>
        <source>No finished games yet. Statistics are kept for every game played to the end.</source>
        <translation>Todavía no hay partidas terminadas. Las estadísticas cuentan cada partida jugada hasta el final.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Borrar las estadísticas</translation>
    </message>
    <message>
        <source>Forget all statistics?</source>
        <translation>¿Borrar todas las estadísticas?</translation>
    </message>
</context>
<context>
    <name>StatsStore</name>
    <message>
        <source>Statistics cannot be kept on disk: {reason}.</source>
        <translation>Las estadísticas no se pueden guardar en el disco: {reason}.</translation>
    </message>
    <message>
        <source>The statistics file could not be read ({reason}), so the games of this session are not added to it.</source>
        <translation>No se pudo leer el archivo de estadísticas ({reason}), así que las partidas de esta sesión no se añaden.</translation>
    </message>
    <message>
        <source>The statistics file is damaged and could not be moved aside, so the games of this session are not added to it.</source>
        <translation>El archivo de estadísticas está dañado y no se pudo apartar, así que las partidas de esta sesión no se añaden.</translation>
    </message>
    <message>
        <source>The statistics file could not be read, so statistics start afresh (the old file is kept as {file}).</source>
        <translation>No se pudo leer el archivo de estadísticas, así que las estadísticas empiezan de cero (el archivo antiguo se ha guardado como {file}).</translation>
    </message>
    <message>
        <source>Statistics could not be saved: the statistics file is locked or its folder cannot be written.</source>
        <translation>No se pudieron guardar las estadísticas: el archivo está bloqueado o no se puede escribir en su carpeta.</translation>
    </message>
    <message>
        <source>Statistics could not be saved: {reason}</source>
        <translation>No se pudieron guardar las estadísticas: {reason}</translation>
    </message>
</context>
</TS>
