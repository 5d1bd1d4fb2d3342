<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>Autosaving</name>
    <message>
        <source>{question}

It is the game of a LAN table: bots play the others&apos; seats.</source>
        <translation>{question}

C’est la partie d’une table en réseau local&#xa0;: des bots jouent les places des autres.</translation>
    </message>
    <message>
        <source>Continue?</source>
        <translation>Continuer&#xa0;?</translation>
    </message>
    <message>
        <source>The game you were playing last time could not be continued: {reason} It is kept as {file}.</source>
        <translation>La partie de la dernière fois n’a pas pu être reprise&#xa0;: {reason} Elle est conservée sous {file}.</translation>
    </message>
    <message>
        <source>The game you were playing last time could not be continued: {reason} It could not be moved aside.</source>
        <translation>La partie de la dernière fois n’a pas pu être reprise&#xa0;: {reason} Le fichier n’a pas pu être mis de côté.</translation>
    </message>
    <message>
        <source>Cannot continue the last game</source>
        <translation>Impossible de reprendre la dernière partie</translation>
    </message>
</context>
<context>
    <name>GameOver</name>
    <message>
        <source>Nobody wins</source>
        <translation>Personne ne gagne</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Vous gagnez&#xa0;!</translation>
    </message>
    <message>
        <source>You and {names} win!</source>
        <translation>Vous et {names} gagnez&#xa0;!</translation>
    </message>
    <message>
        <source>{name} wins</source>
        <translation>{name} gagne</translation>
    </message>
    <message>
        <source>{names} win</source>
        <translation>{names} gagnent</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>&amp;Rejouer</translation>
    </message>
    <message>
        <source>The same game, options and players, with a new deal</source>
        <translation>La même partie, avec les mêmes options et les mêmes joueurs, et une nouvelle donne</translation>
    </message>
    <message>
        <source>&amp;Replay this deal</source>
        <translation>Re&amp;jouer cette donne</translation>
    </message>
    <message>
        <source>Play the same cards again from the first hand</source>
        <translation>Rejouer les mêmes cartes depuis la première donne</translation>
    </message>
    <message>
        <source>Revie&amp;w the hands</source>
        <translation>Re&amp;voir les donnes</translation>
    </message>
    <message>
        <source>Every hand of this game replayed, with the expert&apos;s view of your bids and cards (Game ▸ Hand history)</source>
        <translation>Chaque donne de cette partie rejouée, avec l’avis de l’expert sur vos annonces et vos cartes (Partie ▸ Historique des donnes)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Look at the table; Game ▸ New Game (Ctrl+N) starts another game</source>
        <translation>Regarder la table&#xa0;; Partie ▸ Nouvelle partie (Ctrl+N) en commence une autre</translation>
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
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>Off (no pauses or animation)</source>
        <translation>Sans attente (ni pause ni animation)</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Game in progress</source>
        <translation>Partie en cours</translation>
    </message>
    <message>
        <source>Your game of {game} is not finished. Save it before you leave it?</source>
        <translation>Votre partie de {game} n’est pas terminée. L’enregistrer avant de la quitter&#xa0;?</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Barre d’état</translation>
    </message>
    <message>
        <source>⚠ Not autosaving: the data folder cannot be written</source>
        <translation>⚠ Pas d’enregistrement automatique&#xa0;: le dossier de données n’est pas accessible en écriture</translation>
    </message>
    <message>
        <source>Data folder warning</source>
        <translation>Avertissement sur le dossier de données</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer so&amp;us…</translation>
    </message>
    <message>
        <source>Statisti&amp;cs…</source>
        <translation>St&amp;atistiques…</translation>
    </message>
    <message>
        <source>Hand h&amp;istory…</source>
        <translation>H&amp;istorique des donnes…</translation>
    </message>
    <message>
        <source>Seat na&amp;mes…</source>
        <translation>Noms des p&amp;laces…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Qui&amp;tter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>&amp;Dernier pli</translation>
    </message>
    <message>
        <source>&amp;Sort hand</source>
        <translation>&amp;Trier la main</translation>
    </message>
    <message>
        <source>By &amp;suit (trumps last)</source>
        <translation>Par &amp;couleur (atouts à la fin)</translation>
    </message>
    <message>
        <source>By &amp;rank</source>
        <translation>Par &amp;rang</translation>
    </message>
    <message>
        <source>&amp;Undo your last move</source>
        <translation>&amp;Annuler votre dernier coup</translation>
    </message>
    <message>
        <source>By &amp;suit</source>
        <translation>Par &amp;couleur</translation>
    </message>
    <message>
        <source>&amp;Dim cards you cannot play</source>
        <translation>&amp;Griser les cartes injouables</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>Jeu à &amp;quatre couleurs</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>Dos des &amp;cartes</translation>
    </message>
    <message>
        <source>&amp;Rule card</source>
        <translation>&amp;Fiche des règles</translation>
    </message>
    <message>
        <source>&amp;Pause after each trick (click to continue)</source>
        <translation>&amp;Pause après chaque pli (cliquer pour continuer)</translation>
    </message>
    <message>
        <source>Bot sp&amp;eed</source>
        <translation>&amp;Vitesse des bots</translation>
    </message>
    <message>
        <source>“May I?” &amp;time to answer</source>
        <translation>Dé&amp;lai de réponse à «&#xa0;Je peux&#xa0;?&#xa0;»</translation>
    </message>
    <message>
        <source>Allow &amp;hints</source>
        <translation>Autoriser les c&amp;onseils</translation>
    </message>
    <message>
        <source>S&amp;ound</source>
        <translation>&amp;Son</translation>
    </message>
    <message>
        <source>Sound &amp;volume</source>
        <translation>Vol&amp;ume du son</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}&#xa0;%</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>La&amp;ngue</translation>
    </message>
    <message>
        <source>System language ({language})</source>
        <translation>Langue du système ({language})</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Règles de ce jeu</translation>
    </message>
    <message>
        <source>&amp;Hint: what would the expert do?</source>
        <translation>&amp;Conseil&#xa0;: que ferait l’expert&#xa0;?</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>À &amp;propos</translation>
    </message>
    <message>
        <source>Cannot start this game</source>
        <translation>Impossible de commencer cette partie</translation>
    </message>
    <message>
        <source>Took back your last move</source>
        <translation>Votre dernier coup est annulé</translation>
    </message>
    <message>
        <source>Last trick shown: press Ctrl+L again to hide it</source>
        <translation>Dernier pli affiché&#xa0;: appuyez de nouveau sur Ctrl+L pour le masquer</translation>
    </message>
    <message>
        <source>No trick has been finished in this hand yet</source>
        <translation>Aucun pli n’est encore terminé dans cette donne</translation>
    </message>
    <message>
        <source>About Card table</source>
        <translation>À propos de Table de cartes</translation>
    </message>
    <message>
        <source>Card table {version}
A card table for trick-taking and rummy games, played against bots or with friends on the LAN.</source>
        <translation>Table de cartes {version}
Une table de jeu pour les jeux de plis et de rami, contre des bots ou entre amis en réseau local.</translation>
    </message>
    <message>
        <source>{game} — card table</source>
        <translation>{game} — table de jeu</translation>
    </message>
    <message>
        <source>{game} is not playable at the table yet</source>
        <translation>{game} ne se joue pas encore à la table</translation>
    </message>
    <message>
        <source>Your turn: play a card (drag it to the middle, click it twice, or use ← → and Enter)</source>
        <translation>À vous&#xa0;: jouez une carte (glissez-la au milieu, cliquez deux fois dessus, ou utilisez ← → et Entrée)</translation>
    </message>
    <message>
        <source>Call your partner&apos;s card</source>
        <translation>Appelez la carte partenaire</translation>
    </message>
    <message>
        <source>Your turn: a wash (a new deal) or not</source>
        <translation>À vous&#xa0;: redonne ou non</translation>
    </message>
    <message>
        <source>Your bid</source>
        <translation>À vous d’annoncer</translation>
    </message>
    <message>
        <source>You may still change your bid</source>
        <translation>Vous pouvez encore changer votre annonce</translation>
    </message>
    <message>
        <source>Waiting for {name}, another person: this window plays one person&apos;s seat (choose bots for the others in New Game)</source>
        <translation>En attente de {name}, une autre personne&#xa0;: cette fenêtre ne joue qu’une place (choisissez des bots pour les autres dans Nouvelle partie)</translation>
    </message>
    <message>
        <source>{name} {score}</source>
        <translation>{name} {score}</translation>
    </message>
    <message>
        <source>Game over: {verdict} — scores: {scores}</source>
        <translation>Partie terminée&#xa0;: {verdict} — scores&#xa0;: {scores}</translation>
    </message>
    <message>
        <source>Selected: {card} — press Enter to play it</source>
        <translation>Sélection&#xa0;: {card} — appuyez sur Entrée pour la jouer</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n seconde</numerusform>
            <numerusform>%n secondes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This version has no such bot for seat(s) {seats}: a bot of level {level} plays there instead</source>
        <translation>
            <numerusform>Cette version n’a pas ce bot pour la place {seats}&#xa0;: un bot de niveau {level} y joue à sa place</numerusform>
            <numerusform>Cette version n’a pas ces bots pour les places {seats}&#xa0;: un bot de niveau {level} y joue à leur place</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>{fewest}–{most} players</source>
        <translation>{fewest} à {most} joueurs</translation>
    </message>
    <message>
        <source>{game}
{players}</source>
        <translation>{game}
{players}</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Nombre de joueurs</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Joueurs&#xa0;:</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Préréglage</translation>
    </message>
    <message>
        <source>A named set of rule options; changing any option makes it &quot;Custom&quot;</source>
        <translation>Un ensemble nommé d’options de règles&#xa0;; changer une option en fait un réglage «&#xa0;Personnalisé&#xa0;»</translation>
    </message>
    <message>
        <source>P&amp;reset:</source>
        <translation>&amp;Préréglage&#xa0;:</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>random</source>
        <translation>au hasard</translation>
    </message>
    <message>
        <source>Deal number (seed)</source>
        <translation>Numéro de donne (graine)</translation>
    </message>
    <message>
        <source>The same deal number, game, players and rules deal the same cards: play this deal again. Leave empty for a random deal.</source>
        <translation>Le même numéro de donne, avec le même jeu, les mêmes joueurs et les mêmes règles, distribue les mêmes cartes&#xa0;: rejouez cette donne. Laissez vide pour une donne au hasard.</translation>
    </message>
    <message>
        <source>&amp;Deal number:</source>
        <translation>&amp;Numéro de donne&#xa0;:</translation>
    </message>
    <message>
        <source>Replay last deal</source>
        <translation>Reprendre la dernière donne</translation>
    </message>
    <message>
        <source>Fill in the deal number of the last game started</source>
        <translation>Inscrire le numéro de donne de la dernière partie commencée</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Commencer</translation>
    </message>
    <message>
        <source>The deal number must be a whole number from 0 to {most}, not “{given}”.</source>
        <translation>Le numéro de donne doit être un nombre entier de 0 à {most}, pas «&#xa0;{given}&#xa0;».</translation>
    </message>
    <message>
        <source>This game cannot start: {reason}</source>
        <translation>Cette partie ne peut pas commencer&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>{seat}:</source>
        <translation>{seat}&#xa0;:</translation>
    </message>
    <message>
        <source>Fill in deal number {number}, the deal of the last game started</source>
        <translation>Inscrire le numéro de donne {number}, celui de la dernière partie commencée</translation>
    </message>
    <message>
        <source>{game} is for {fewest} to {most} players</source>
        <translation>{game} se joue de {fewest} à {most} joueurs</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personnalisé</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>Seat {number} player</source>
        <translation>Place {number}&#xa0;: joueur</translation>
    </message>
    <message>
        <source>Seat {number} bot level</source>
        <translation>Place {number}&#xa0;: niveau du bot</translation>
    </message>
    <message>
        <source>How well the bot plays</source>
        <translation>Le niveau de jeu du bot</translation>
    </message>
    <message>
        <source>{game} has no rule options.</source>
        <translation>{game} n’a pas d’options de règles.</translation>
    </message>
    <message>
        <source>{option}:</source>
        <translation>{option}&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>The app speaks {language} from its next start.</source>
        <translation>L’application parlera {language} dès son prochain démarrage.</translation>
    </message>
    <message>
        <source>Your game cannot be kept over a restart here (the data folder cannot be written): the language changes when you next start the app.</source>
        <translation>Votre partie ne peut pas être conservée lors d’un redémarrage (le dossier de données n’est pas accessible en écriture)&#xa0;: la langue changera au prochain démarrage de l’application.</translation>
    </message>
    <message>
        <source>Restart it now? Your game is saved and goes on where you left it.</source>
        <translation>Redémarrer maintenant&#xa0;? Votre partie est enregistrée et reprend là où vous l’avez laissée.</translation>
    </message>
    <message>
        <source>&amp;Restart now</source>
        <translation>&amp;Redémarrer maintenant</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>Plus &amp;tard</translation>
    </message>
    <message>
        <source>The app speaks {language} from its next start</source>
        <translation>L’application parlera {language} dès son prochain démarrage</translation>
    </message>
    <message>
        <source>The language changes when you next start the app</source>
        <translation>La langue changera au prochain démarrage de l’application</translation>
    </message>
    <message>
        <source>The app could not start again by itself. Start it yourself: your game goes on where you left it.</source>
        <translation>L’application n’a pas pu redémarrer d’elle-même. Lancez-la vous-même&#xa0;: votre partie reprendra là où vous l’avez laissée.</translation>
    </message>
</context>
<context>
    <name>SavedGames</name>
    <message>
        <source>Open the saved game again?</source>
        <translation>Rouvrir la partie enregistrée&#xa0;?</translation>
    </message>
    <message>
        <source>This game came from {file}. Opening it again takes the game back to where it was saved.</source>
        <translation>Cette partie vient de {file}. La rouvrir ramène la partie là où elle a été enregistrée.</translation>
    </message>
    <message>
        <source>Save a copy keeps the game as it is now in {folder}, where Game ▸ Open finds it; {file} stays as it was saved.</source>
        <translation>Enregistrer une copie range la partie telle qu’elle est maintenant dans {folder}, où Partie ▸ Ouvrir la retrouve&#xa0;; {file} reste tel qu’il a été enregistré.</translation>
    </message>
    <message>
        <source>Save a copy</source>
        <translation>Enregistrer une copie</translation>
    </message>
    <message>
        <source>Save writes it to {file}.</source>
        <translation>Enregistrer l’écrit dans {file}.</translation>
    </message>
    <message>
        <source>Save keeps it in {folder}, where Game ▸ Open finds it.</source>
        <translation>« Enregistrer » la range dans {folder}, où Partie ▸ Ouvrir la retrouve.</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Impossible d’enregistrer</translation>
    </message>
    <message>
        <source>Saved {file} in {folder}</source>
        <translation>{file} enregistré dans {folder}</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <source>Saved games (*.json);;All files (*)</source>
        <translation>Parties enregistrées (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Cannot open this file</source>
        <translation>Impossible d’ouvrir ce fichier</translation>
    </message>
    <message>
        <source>Opened {file}</source>
        <translation>{file} ouvert</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Parties enregistrées (*.json)</translation>
    </message>
    <message>
        <source>There is no game to save</source>
        <translation>Il n’y a pas de partie à enregistrer</translation>
    </message>
    <message>
        <source>Saved {file}</source>
        <translation>{file} enregistré</translation>
    </message>
</context>
<context>
    <name>SeatNamesDialog</name>
    <message>
        <source>{name} is another seat&apos;s name: choose a different one</source>
        <translation>{name} est le nom d’une autre place&#xa0;: choisissez-en un autre</translation>
    </message>
    <message>
        <source>Two seats have the same name: give each its own</source>
        <translation>Deux places ont le même nom&#xa0;: donnez à chacune le sien</translation>
    </message>
    <message>
        <source>Seat names</source>
        <translation>Noms des places</translation>
    </message>
    <message>
        <source>Name the seats at this table (leave a box empty for the usual name):</source>
        <translation>Nommez les places de cette table (laissez une case vide pour garder le nom habituel)&#xa0;:</translation>
    </message>
    <message>
        <source>{seat}:</source>
        <translation>{seat}&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <source>{name}… is too long: at most %n letter(s)</source>
        <translation>
            <numerusform>{name}… est trop long&#xa0;:&#xa0;%n caractère au plus</numerusform>
            <numerusform>{name}… est trop long&#xa0;:&#xa0;%n caractères au plus</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jouées</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>Won %</source>
        <translation>% gagnées</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Meilleur</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Réinitialiser…</translation>
    </message>
    <message>
        <source>Forget all statistics</source>
        <translation>Effacer toutes les statistiques</translation>
    </message>
    <message>
        <source>You (human)</source>
        <translation>Vous (humain)</translation>
    </message>
    <message>
        <source>{level} bot</source>
        <translation>Bot ({level})</translation>
    </message>
    <message>
        <source>Lowest total: in this game the lowest score wins</source>
        <translation>Total le plus bas&#xa0;: dans ce jeu, le score le plus bas gagne</translation>
    </message>
    <message>
        <source>No finished games yet. Statistics are kept for every game played to the end.</source>
        <translation>Aucune partie terminée pour l’instant. Les statistiques comptent chaque partie jouée jusqu’au bout.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Réinitialiser les statistiques</translation>
    </message>
    <message>
        <source>Forget all statistics?</source>
        <translation>Effacer toutes les statistiques&#xa0;?</translation>
    </message>
</context>
<context>
    <name>StatsStore</name>
    <message>
        <source>Statistics cannot be kept on disk: {reason}.</source>
        <translation>Les statistiques ne peuvent pas être conservées sur le disque&#xa0;: {reason}.</translation>
    </message>
    <message>
        <source>The statistics file could not be read ({reason}), so the games of this session are not added to it.</source>
        <translation>Le fichier de statistiques n’a pas pu être lu ({reason})&#xa0;: les parties de cette session n’y sont donc pas ajoutées.</translation>
    </message>
    <message>
        <source>The statistics file is damaged and could not be moved aside, so the games of this session are not added to it.</source>
        <translation>Le fichier de statistiques est endommagé et n’a pas pu être mis de côté&#xa0;: les parties de cette session n’y sont donc pas ajoutées.</translation>
    </message>
    <message>
        <source>The statistics file could not be read, so statistics start afresh (the old file is kept as {file}).</source>
        <translation>Le fichier de statistiques n’a pas pu être lu&#xa0;: les statistiques repartent de zéro (l’ancien fichier est conservé sous {file}).</translation>
    </message>
    <message>
        <source>Statistics could not be saved: the statistics file is locked or its folder cannot be written.</source>
        <translation>Les statistiques n’ont pas pu être enregistrées&#xa0;: le fichier est verrouillé ou son dossier n’est pas accessible en écriture.</translation>
    </message>
    <message>
        <source>Statistics could not be saved: {reason}</source>
        <translation>Les statistiques n’ont pas pu être enregistrées&#xa0;: {reason}</translation>
    </message>
</context>
</TS>
