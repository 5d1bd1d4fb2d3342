<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>BotLevels</name>
    <message>
        <source>random</source>
        <translation>aléatoire</translation>
    </message>
    <message>
        <source>casual</source>
        <translation>occasionnel</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>expert</translation>
    </message>
</context>
<context>
    <name>CardNames</name>
    <message>
        <source>Two of clubs</source>
        <translation>Deux de trèfle</translation>
    </message>
    <message>
        <source>Three of clubs</source>
        <translation>Trois de trèfle</translation>
    </message>
    <message>
        <source>Four of clubs</source>
        <translation>Quatre de trèfle</translation>
    </message>
    <message>
        <source>Five of clubs</source>
        <translation>Cinq de trèfle</translation>
    </message>
    <message>
        <source>Six of clubs</source>
        <translation>Six de trèfle</translation>
    </message>
    <message>
        <source>Seven of clubs</source>
        <translation>Sept de trèfle</translation>
    </message>
    <message>
        <source>Eight of clubs</source>
        <translation>Huit de trèfle</translation>
    </message>
    <message>
        <source>Nine of clubs</source>
        <translation>Neuf de trèfle</translation>
    </message>
    <message>
        <source>Ten of clubs</source>
        <translation>Dix de trèfle</translation>
    </message>
    <message>
        <source>Jack of clubs</source>
        <translation>Valet de trèfle</translation>
    </message>
    <message>
        <source>Queen of clubs</source>
        <translation>Dame de trèfle</translation>
    </message>
    <message>
        <source>King of clubs</source>
        <translation>Roi de trèfle</translation>
    </message>
    <message>
        <source>Ace of clubs</source>
        <translation>As de trèfle</translation>
    </message>
    <message>
        <source>Two of diamonds</source>
        <translation>Deux de carreau</translation>
    </message>
    <message>
        <source>Three of diamonds</source>
        <translation>Trois de carreau</translation>
    </message>
    <message>
        <source>Four of diamonds</source>
        <translation>Quatre de carreau</translation>
    </message>
    <message>
        <source>Five of diamonds</source>
        <translation>Cinq de carreau</translation>
    </message>
    <message>
        <source>Six of diamonds</source>
        <translation>Six de carreau</translation>
    </message>
    <message>
        <source>Seven of diamonds</source>
        <translation>Sept de carreau</translation>
    </message>
    <message>
        <source>Eight of diamonds</source>
        <translation>Huit de carreau</translation>
    </message>
    <message>
        <source>Nine of diamonds</source>
        <translation>Neuf de carreau</translation>
    </message>
    <message>
        <source>Ten of diamonds</source>
        <translation>Dix de carreau</translation>
    </message>
    <message>
        <source>Jack of diamonds</source>
        <translation>Valet de carreau</translation>
    </message>
    <message>
        <source>Queen of diamonds</source>
        <translation>Dame de carreau</translation>
    </message>
    <message>
        <source>King of diamonds</source>
        <translation>Roi de carreau</translation>
    </message>
    <message>
        <source>Ace of diamonds</source>
        <translation>As de carreau</translation>
    </message>
    <message>
        <source>Two of hearts</source>
        <translation>Deux de cœur</translation>
    </message>
    <message>
        <source>Three of hearts</source>
        <translation>Trois de cœur</translation>
    </message>
    <message>
        <source>Four of hearts</source>
        <translation>Quatre de cœur</translation>
    </message>
    <message>
        <source>Five of hearts</source>
        <translation>Cinq de cœur</translation>
    </message>
    <message>
        <source>Six of hearts</source>
        <translation>Six de cœur</translation>
    </message>
    <message>
        <source>Seven of hearts</source>
        <translation>Sept de cœur</translation>
    </message>
    <message>
        <source>Eight of hearts</source>
        <translation>Huit de cœur</translation>
    </message>
    <message>
        <source>Nine of hearts</source>
        <translation>Neuf de cœur</translation>
    </message>
    <message>
        <source>Ten of hearts</source>
        <translation>Dix de cœur</translation>
    </message>
    <message>
        <source>Jack of hearts</source>
        <translation>Valet de cœur</translation>
    </message>
    <message>
        <source>Queen of hearts</source>
        <translation>Dame de cœur</translation>
    </message>
    <message>
        <source>King of hearts</source>
        <translation>Roi de cœur</translation>
    </message>
    <message>
        <source>Ace of hearts</source>
        <translation>As de cœur</translation>
    </message>
    <message>
        <source>Two of spades</source>
        <translation>Deux de pique</translation>
    </message>
    <message>
        <source>Three of spades</source>
        <translation>Trois de pique</translation>
    </message>
    <message>
        <source>Four of spades</source>
        <translation>Quatre de pique</translation>
    </message>
    <message>
        <source>Five of spades</source>
        <translation>Cinq de pique</translation>
    </message>
    <message>
        <source>Six of spades</source>
        <translation>Six de pique</translation>
    </message>
    <message>
        <source>Seven of spades</source>
        <translation>Sept de pique</translation>
    </message>
    <message>
        <source>Eight of spades</source>
        <translation>Huit de pique</translation>
    </message>
    <message>
        <source>Nine of spades</source>
        <translation>Neuf de pique</translation>
    </message>
    <message>
        <source>Ten of spades</source>
        <translation>Dix de pique</translation>
    </message>
    <message>
        <source>Jack of spades</source>
        <translation>Valet de pique</translation>
    </message>
    <message>
        <source>Queen of spades</source>
        <translation>Dame de pique</translation>
    </message>
    <message>
        <source>King of spades</source>
        <translation>Roi de pique</translation>
    </message>
    <message>
        <source>Ace of spades</source>
        <translation>As de pique</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
</context>
<context>
    <name>CardWords</name>
    <message>
        <source>clubs</source>
        <translation>trèfle</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>carreau</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cœur</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>pique</translation>
    </message>
    <message>
        <source>no trumps</source>
        <translation>sans atout</translation>
    </message>
    <message>
        <source>twos</source>
        <translation>deux</translation>
    </message>
    <message>
        <source>threes</source>
        <translation>trois</translation>
    </message>
    <message>
        <source>fours</source>
        <translation>quatre</translation>
    </message>
    <message>
        <source>fives</source>
        <translation>cinq</translation>
    </message>
    <message>
        <source>sixes</source>
        <translation>six</translation>
    </message>
    <message>
        <source>sevens</source>
        <translation>sept</translation>
    </message>
    <message>
        <source>eights</source>
        <translation>huit</translation>
    </message>
    <message>
        <source>nines</source>
        <translation>neuf</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>dix</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>valets</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>dames</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>rois</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>as</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>NT</source>
        <translation>SA</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>The {level} bot in seat {seat} chose an illegal action {action}: {reason}</source>
        <translation>Le bot «&#xa0;{level}&#xa0;» à la place {seat} a choisi une action interdite {action}&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>The {level} bot in seat {seat} failed: {reason}</source>
        <translation>Le bot «&#xa0;{level}&#xa0;» à la place {seat} a échoué&#xa0;: {reason}</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>Someone</source>
        <translation>Quelqu&apos;un</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Place {number}</translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n pli</numerusform>
            <numerusform>%n plis</numerusform>
        </translation>
    </message>
    <message>
        <source>side {number}</source>
        <translation>camp {number}</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Manche {number}</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>Donne {number}</translation>
    </message>
    <message>
        <source>New hand</source>
        <translation>Nouvelle donne</translation>
    </message>
    <message numerus="yes">
        <source>{head}: {dealer} deals, %n card(s) each</source>
        <translation>
            <numerusform>{head}&#xa0;: {dealer} donne, %n carte chacun</numerusform>
            <numerusform>{head}&#xa0;: {dealer} donne, %n cartes chacun</numerusform>
        </translation>
    </message>
    <message>
        <source>{head}: {dealer} deals</source>
        <translation>{head}&#xa0;: {dealer} donne</translation>
    </message>
    <message>
        <source>{line} (redeal {number})</source>
        <translation>{line} (nouvelle distribution {number})</translation>
    </message>
    <message>
        <source>{line}; trumps are {trump} ({card} turned)</source>
        <translation>{line}&#xa0;; atout {trump} ({card} retournée)</translation>
    </message>
    <message>
        <source>{line}; trumps are {trump}</source>
        <translation>{line}&#xa0;; atout {trump}</translation>
    </message>
    <message>
        <source>{line}; contract: {contract}</source>
        <translation>{line}&#xa0;; contrat&#xa0;: {contract}</translation>
    </message>
    <message>
        <source>{name} changes their bid to {bid} (was {previous})</source>
        <translation>{name} change son annonce pour {bid} (avant&#xa0;: {previous})</translation>
    </message>
    <message>
        <source>{name} changes their bid to {bid}</source>
        <translation>{name} change son annonce pour {bid}</translation>
    </message>
    <message>
        <source>{name} plays {card}</source>
        <translation>{name} joue {card}</translation>
    </message>
    <message>
        <source>{name} plays their card</source>
        <translation>{name} joue sa carte</translation>
    </message>
    <message>
        <source>{name} wins the trick with {card}</source>
        <translation>{name} remporte le pli avec {card}</translation>
    </message>
    <message>
        <source>{name} wins the trick</source>
        <translation>{name} remporte le pli</translation>
    </message>
    <message>
        <source>{name} wins the auction with {contract}</source>
        <translation>{name} remporte les enchères avec {contract}</translation>
    </message>
    <message>
        <source>{line}; {declarer} declares</source>
        <translation>{line}&#xa0;; {declarer} est le déclarant</translation>
    </message>
    <message>
        <source>{card} was the declarer&apos;s own card: {name} plays alone</source>
        <translation>{card} était une carte du déclarant&#xa0;: {name} joue seul</translation>
    </message>
    <message>
        <source>{name} holds the called card {card}: the partnership is known</source>
        <translation>{name} a la carte appelée {card}&#xa0;: les partenaires sont connus</translation>
    </message>
    <message>
        <source>Hand scored</source>
        <translation>Donne comptée</translation>
    </message>
    <message>
        <source>Round {number} scored</source>
        <translation>Manche {number} comptée</translation>
    </message>
    <message>
        <source>Hand {number} scored</source>
        <translation>Donne {number} comptée</translation>
    </message>
    <message>
        <source>{line} ({contract} by {declarer})</source>
        <translation>{line} ({contract} par {declarer})</translation>
    </message>
    <message>
        <source>{line} ({contract})</source>
        <translation>{line} ({contract})</translation>
    </message>
    <message>
        <source>{line}; {name} went out</source>
        <translation>{line}&#xa0;; {name} a fini</translation>
    </message>
    <message>
        <source>{line}: {points}</source>
        <translation>{line}&#xa0;: {points}</translation>
    </message>
    <message>
        <source>{line} — totals {totals}</source>
        <translation>{line} — totaux {totals}</translation>
    </message>
    <message>
        <source>Game over: {names} wins</source>
        <translation>Partie terminée&#xa0;: {names} gagne</translation>
    </message>
    <message>
        <source>Game over: {names} win</source>
        <translation>Partie terminée&#xa0;: {names} gagnent</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>{name} takes {card} from the discard pile</source>
        <translation>{name} prend {card} dans la défausse</translation>
    </message>
    <message>
        <source>{name} draws from the stock</source>
        <translation>{name} pioche</translation>
    </message>
    <message>
        <source>The stock is used up and the lone discard has gone once round the table ({card} is left): the round ends (house rule)</source>
        <translation>La pioche est épuisée et la dernière carte défaussée a fait le tour de la table ({card} reste)&#xa0;: la manche se termine (règle maison)</translation>
    </message>
    <message numerus="yes">
        <source>The stock is used up and this table rebuilds it at most %n time(s): the round ends</source>
        <translation>
            <numerusform>La pioche est épuisée et cette table ne la reconstitue pas plus de %n fois&#xa0;: la manche se termine</numerusform>
            <numerusform>La pioche est épuisée et cette table ne la reconstitue pas plus de %n fois&#xa0;: la manche se termine</numerusform>
        </translation>
    </message>
    <message>
        <source>The stock is used up and the one discard, {card}, cannot rebuild it: the round ends</source>
        <translation>La pioche est épuisée et la seule carte défaussée, {card}, ne suffit pas à la reconstituer&#xa0;: la manche se termine</translation>
    </message>
    <message>
        <source>The stock and the discard pile are both empty</source>
        <translation>La pioche et la défausse sont toutes deux vides</translation>
    </message>
    <message numerus="yes">
        <source>{name} takes {card} and %n penalty card(s)</source>
        <translation>
            <numerusform>{name} prend {card} et %n carte de pénalité</numerusform>
            <numerusform>{name} prend {card} et %n cartes de pénalité</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} takes {card}</source>
        <translation>{name} prend {card}</translation>
    </message>
    <message>
        <source>Nobody takes {card}</source>
        <translation>Personne ne prend {card}</translation>
    </message>
    <message>
        <source>{name} screws {victim}: takes {card}</source>
        <translation>{name} fait un Screw Over à {victim}&#xa0;: prend {card}</translation>
    </message>
    <message>
        <source>{line} (the meld stays)</source>
        <translation>{line} (la combinaison reste)</translation>
    </message>
    <message>
        <source>{line} (the meld is broken up)</source>
        <translation>{line} (la combinaison est défaite)</translation>
    </message>
    <message>
        <source>{line} (the contract is lost)</source>
        <translation>{line} (le contrat est perdu)</translation>
    </message>
    <message>
        <source>their own meld</source>
        <translation>sa propre combinaison</translation>
    </message>
    <message>
        <source>{name}&apos;s meld</source>
        <translation>la combinaison de {name}</translation>
    </message>
    <message>
        <source>meld {number}</source>
        <translation>la combinaison {number}</translation>
    </message>
    <message>
        <source>a meld</source>
        <translation>une combinaison</translation>
    </message>
    <message>
        <source>Redeal after a wash: {dealer} deals</source>
        <translation>Redonne&#xa0;: {dealer} distribue</translation>
    </message>
    <message>
        <source>Redeal, everyone passed: {dealer} deals</source>
        <translation>Nouvelle distribution, tout le monde a passé&#xa0;: {dealer} donne</translation>
    </message>
    <message>
        <source>Redeal ({reason}): {dealer} deals</source>
        <translation>Nouvelle distribution ({reason})&#xa0;: {dealer} donne</translation>
    </message>
    <message numerus="yes">
        <source>{name} calls a wash (%n point(s) in hand)</source>
        <translation>
            <numerusform>{name} demande une redonne (%n point en main)</numerusform>
            <numerusform>{name} demande une redonne (%n points en main)</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} calls a wash</source>
        <translation>{name} demande une redonne</translation>
    </message>
    <message numerus="yes">
        <source>The discards are shuffled into a new stock of %n card(s)</source>
        <translation>
            <numerusform>La défausse est mélangée en une nouvelle pioche de %n carte</numerusform>
            <numerusform>La défausse est mélangée en une nouvelle pioche de %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>The discards are shuffled into a new stock</source>
        <translation>La défausse est mélangée en une nouvelle pioche</translation>
    </message>
    <message>
        <source>{name} bids {bid}</source>
        <translation>{name} annonce {bid}</translation>
    </message>
    <message>
        <source>{name} passes</source>
        <translation>{name} passe</translation>
    </message>
    <message>
        <source>{name} calls {card} as partner</source>
        <translation>{name} appelle {card} comme partenaire</translation>
    </message>
    <message>
        <source>{name} calls {card}: its holder is the partner</source>
        <translation>{name} appelle {card}&#xa0;: qui la détient est le partenaire</translation>
    </message>
    <message>
        <source>{name} discards {card}</source>
        <translation>{name} défausse {card}</translation>
    </message>
    <message>
        <source>{card} is on the discard pile: May I?</source>
        <translation>{card} est sur la défausse&#xa0;: Je peux&#xa0;?</translation>
    </message>
    <message>
        <source>{name} asks “May I?” for {card}</source>
        <translation>{name} demande «&#xa0;Je peux&#xa0;?&#xa0;» pour {card}</translation>
    </message>
    <message>
        <source>{name} does not wash</source>
        <translation>{name} ne demande pas de redonne</translation>
    </message>
    <message>
        <source>{name} does not ask</source>
        <translation>{name} ne demande pas</translation>
    </message>
    <message>
        <source>{name} melds their contract: {melds}</source>
        <translation>{name} pose son contrat&#xa0;: {melds}</translation>
    </message>
    <message>
        <source>{name} lays down a new meld: {melds}</source>
        <translation>{name} pose une nouvelle combinaison&#xa0;: {melds}</translation>
    </message>
    <message>
        <source>{name} lays off {card} on {meld}</source>
        <translation>{name} ajoute {card} à {meld}</translation>
    </message>
    <message>
        <source>{name} puts {card} in place of the joker in {meld} and takes the joker</source>
        <translation>{name} met {card} à la place du joker dans {meld} et prend le joker</translation>
    </message>
    <message>
        <source>{name} goes out!</source>
        <translation>{name} a fini&#xa0;!</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Journal de la partie</translation>
    </message>
</context>
<context>
    <name>HintMessage</name>
    <message>
        <source>Hints are off at this table.</source>
        <translation>Les conseils sont désactivés à cette table.</translation>
    </message>
    <message>
        <source>No hint: the game is over.</source>
        <translation>Pas de conseil&#xa0;: la partie est terminée.</translation>
    </message>
    <message>
        <source>No hint: no game is in play.</source>
        <translation>Pas de conseil&#xa0;: aucune partie en cours.</translation>
    </message>
    <message>
        <source>No hint: it is not your turn.</source>
        <translation>Pas de conseil&#xa0;: ce n&apos;est pas à vous de jouer.</translation>
    </message>
    <message>
        <source>Hint — {hint}</source>
        <translation>Conseil — {hint}</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>Nothing to do now: it is not your turn.</source>
        <translation>Rien à faire pour l&apos;instant&#xa0;: ce n&apos;est pas à vous de jouer.</translation>
    </message>
    <message>
        <source>{action}: {reason}</source>
        <translation>{action}&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Jouez {card}</translation>
    </message>
    <message>
        <source>Play your card</source>
        <translation>Jouez votre carte</translation>
    </message>
    <message>
        <source>Bid {tricks}</source>
        <translation>Annoncez {tricks}</translation>
    </message>
    <message>
        <source>Bid {bid}</source>
        <translation>Enchérissez {bid}</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passez</translation>
    </message>
    <message>
        <source>Call {card}</source>
        <translation>Appelez {card}</translation>
    </message>
    <message>
        <source>Wash</source>
        <translation>Redonne</translation>
    </message>
    <message>
        <source>Take the discard</source>
        <translation>Prenez la carte défaussée</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Piochez</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Défaussez {card}</translation>
    </message>
    <message>
        <source>Lay off {card}</source>
        <translation>Ajoutez {card}</translation>
    </message>
    <message>
        <source>Claim it (May I?)</source>
        <translation>Prenez-la (Je peux&#xa0;?)</translation>
    </message>
    <message>
        <source>Keep the hand</source>
        <translation>Gardez la main</translation>
    </message>
    <message>
        <source>Let it go</source>
        <translation>Laissez-la</translation>
    </message>
    <message>
        <source>Lay down your contract</source>
        <translation>Posez votre contrat</translation>
    </message>
    <message>
        <source>Lay down {cards}</source>
        <translation>Posez {cards}</translation>
    </message>
    <message>
        <source>Take back the joker with {card}</source>
        <translation>Reprenez le joker avec {card}</translation>
    </message>
    <message>
        <source>Screw over with {give}</source>
        <translation>Screw Over avec {give}</translation>
    </message>
    <message>
        <source>Keep your bid: no other bid looks clearly better.</source>
        <translation>Gardez votre annonce&#xa0;: aucune autre ne semble nettement meilleure.</translation>
    </message>
    <message>
        <source>Let it go: that card does not bring your contract closer enough to pay the penalty.</source>
        <translation>Laissez-la&#xa0;: cette carte ne vous rapproche pas assez de votre contrat pour payer la pénalité.</translation>
    </message>
    <message>
        <source>Nothing worth doing now: wait for your turn.</source>
        <translation>Rien d&apos;utile à faire pour l&apos;instant&#xa0;: attendez votre tour.</translation>
    </message>
    <message>
        <source>in the forehead hand your card is played for you.</source>
        <translation>dans la donne du front, votre carte est jouée pour vous.</translation>
    </message>
    <message>
        <source>your hand counts only {points} points.</source>
        <translation>votre main ne compte que {points} points.</translation>
    </message>
    <message>
        <source>your hand counts {points} points: worth playing.</source>
        <translation>votre main compte {points} points&#xa0;: elle vaut la peine d&apos;être jouée.</translation>
    </message>
    <message>
        <source>{head}: {clause}.</source>
        <translation>{head}&#xa0;: {clause}.</translation>
    </message>
    <message>
        <source>lead the {card}, your strongest card</source>
        <translation>entamez avec {card}, votre carte la plus forte</translation>
    </message>
    <message>
        <source>lead the {card}, the card least likely to win</source>
        <translation>entamez avec {card}, la carte qui a le moins de chances de gagner</translation>
    </message>
    <message>
        <source>lead the {card}</source>
        <translation>entamez avec {card}</translation>
    </message>
    <message>
        <source>win this one cheaply with the {card}</source>
        <translation>remportez ce pli à moindre coût avec {card}</translation>
    </message>
    <message>
        <source>win this one with the {card}</source>
        <translation>remportez ce pli avec {card}</translation>
    </message>
    <message>
        <source>you cannot win this one: play low with the {card}</source>
        <translation>vous ne pouvez pas remporter ce pli&#xa0;: jouez petit avec {card}</translation>
    </message>
    <message>
        <source>you cannot win this one: get rid of the {card}</source>
        <translation>vous ne pouvez pas remporter ce pli&#xa0;: débarrassez-vous de {card}</translation>
    </message>
    <message>
        <source>duck under the {best} with the {card}, your highest card that still loses</source>
        <translation>passez sous {best} avec {card}, votre plus haute carte qui perd encore</translation>
    </message>
    <message>
        <source>duck under the {best} with the {card}</source>
        <translation>passez sous {best} avec {card}</translation>
    </message>
    <message numerus="yes">
        <source>you need %n more trick(s)</source>
        <translation>
            <numerusform>il vous faut encore %n pli</numerusform>
            <numerusform>il vous faut encore %n plis</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you have your %n trick(s)</source>
        <translation>
            <numerusform>vous avez votre %n pli</numerusform>
            <numerusform>vous avez vos %n plis</numerusform>
        </translation>
    </message>
    <message>
        <source>you bid nothing</source>
        <translation>vous avez annoncé zéro</translation>
    </message>
    <message>
        <source>{head} but every card you may play wins this: shed the {card} while it costs least.</source>
        <translation>{head}, mais toutes les cartes que vous pouvez jouer remportent ce pli&#xa0;: lâchez {card} tant que cela coûte le moins.</translation>
    </message>
    <message>
        <source>you are already over your bid, so this hand scores nothing more: play the {card}.</source>
        <translation>vous avez déjà dépassé votre annonce, cette donne ne rapporte donc plus rien&#xa0;: jouez {card}.</translation>
    </message>
    <message>
        <source>your partner is winning this trick: play the {card}.</source>
        <translation>votre partenaire tient ce pli&#xa0;: jouez {card}.</translation>
    </message>
    <message numerus="yes">
        <source>your side needs %n more trick(s)</source>
        <translation>
            <numerusform>votre camp a encore besoin de %n pli</numerusform>
            <numerusform>votre camp a encore besoin de %n plis</numerusform>
        </translation>
    </message>
    <message>
        <source>your side has its contract</source>
        <translation>votre camp a rempli son contrat</translation>
    </message>
    <message numerus="yes">
        <source>the declarer&apos;s side needs %n more trick(s)</source>
        <translation>
            <numerusform>le camp du déclarant a encore besoin de %n pli</numerusform>
            <numerusform>le camp du déclarant a encore besoin de %n plis</numerusform>
        </translation>
    </message>
    <message>
        <source>the declarer&apos;s side has its contract</source>
        <translation>le camp du déclarant a rempli son contrat</translation>
    </message>
    <message>
        <source>{clause}.</source>
        <translation>{clause}.</translation>
    </message>
    <message>
        <source>your side has {taken} of the {level} tricks the bid says you take, and each one short scores you 5</source>
        <translation>votre camp a {taken} des {level} plis que l&apos;enchère vous attribue, et chaque pli manquant vous rapporte 5</translation>
    </message>
    <message numerus="yes">
        <source>the takers need %n more trick(s) to reach your {level}</source>
        <translation>
            <numerusform>les preneurs ont encore besoin de %n pli pour atteindre vos {level}</numerusform>
            <numerusform>les preneurs ont encore besoin de %n plis pour atteindre vos {level}</numerusform>
        </translation>
    </message>
    <message>
        <source>{head}; you must capture, so shed the {card}, your highest winner.</source>
        <translation>{head}&#xa0;; vous devez prendre, alors lâchez {card}, votre plus haute carte gagnante.</translation>
    </message>
    <message>
        <source>{head}; you must capture, so shed the {card}.</source>
        <translation>{head}&#xa0;; vous devez prendre, alors lâchez {card}.</translation>
    </message>
    <message>
        <source>you have {taken} tricks, past the {level} of the bid: each extra trick scores you 5</source>
        <translation>vous avez {taken} plis, au-delà des {level} de l&apos;enchère&#xa0;: chaque pli en plus vous rapporte 5</translation>
    </message>
    <message>
        <source>the takers have their {level}: hold them there, each extra trick scores them 5</source>
        <translation>les preneurs ont leurs {level}&#xa0;: retenez-les là, chaque pli en plus leur rapporte 5</translation>
    </message>
    <message>
        <source>{head}; {clause}.</source>
        <translation>{head}&#xa0;; {clause}.</translation>
    </message>
    <message numerus="yes">
        <source>you can expect about {estimate} tricks (with %n trump(s)); as dealer you may not bid {barred}, and in the deals tried {tricks} scores best.</source>
        <translation>
            <numerusform>vous pouvez espérer environ {estimate} plis (avec %n atout)&#xa0;; comme donneur vous ne pouvez pas annoncer {barred}, et dans les donnes essayées {tricks} rapporte le plus.</numerusform>
            <numerusform>vous pouvez espérer environ {estimate} plis (avec %n atouts)&#xa0;; comme donneur vous ne pouvez pas annoncer {barred}, et dans les donnes essayées {tricks} rapporte le plus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you can expect about {estimate} tricks (with %n trump(s)), and in the deals tried {tricks} scores best.</source>
        <translation>
            <numerusform>vous pouvez espérer environ {estimate} plis (avec %n atout), et dans les donnes essayées {tricks} rapporte le plus.</numerusform>
            <numerusform>vous pouvez espérer environ {estimate} plis (avec %n atouts), et dans les donnes essayées {tricks} rapporte le plus.</numerusform>
        </translation>
    </message>
    <message>
        <source>you can expect about {estimate} tricks; as dealer you may not bid {barred}, and in the deals tried {tricks} scores best.</source>
        <translation>vous pouvez espérer environ {estimate} plis&#xa0;; comme donneur vous ne pouvez pas annoncer {barred}, et dans les donnes essayées {tricks} rapporte le plus.</translation>
    </message>
    <message>
        <source>you can expect about {estimate} tricks, and in the deals tried {tricks} scores best.</source>
        <translation>vous pouvez espérer environ {estimate} plis, et dans les donnes essayées {tricks} rapporte le plus.</translation>
    </message>
    <message>
        <source>your partner&apos;s {bid} is about right: let it stand.</source>
        <translation>le {bid} de votre partenaire est à peu près juste&#xa0;: laissez-le.</translation>
    </message>
    <message>
        <source>the opponents can&apos;t be held to a bid above {bid} that pays you: let them have it and take tricks against it.</source>
        <translation>on ne peut pas tenir les adversaires à une enchère au-dessus de {bid} qui vous rapporte&#xa0;: laissez-la-leur et faites des plis contre.</translation>
    </message>
    <message>
        <source>no contract looks worth it from this hand: see what the others say.</source>
        <translation>aucun contrat ne vaut la peine avec cette main&#xa0;: voyez ce que disent les autres.</translation>
    </message>
    <message>
        <source>the opponents should take about {tricks} with no trump.</source>
        <translation>les adversaires devraient faire environ {tricks} à sans atout.</translation>
    </message>
    <message>
        <source>the opponents should take about {tricks} with {suit} trumps.</source>
        <translation>les adversaires devraient faire environ {tricks} avec atout {suit}.</translation>
    </message>
    <message>
        <source>in the deals tried the opponents take about {guess} tricks with no trump: {bid} pays best.</source>
        <translation>dans les donnes essayées, les adversaires font environ {guess} plis à sans atout&#xa0;: {bid} rapporte le plus.</translation>
    </message>
    <message>
        <source>in the deals tried the opponents take about {guess} tricks with {suit} trumps: {bid} pays best.</source>
        <translation>dans les donnes essayées, les adversaires font environ {guess} plis avec atout {suit}&#xa0;: {bid} rapporte le plus.</translation>
    </message>
    <message>
        <source>with {points} points your side can&apos;t beat {bid}.</source>
        <translation>avec {points} points, votre camp ne peut pas battre {bid}.</translation>
    </message>
    <message>
        <source>{points} points is not enough to open.</source>
        <translation>{points} points ne suffisent pas pour ouvrir.</translation>
    </message>
    <message>
        <source>with a called partner your side takes about {made} tricks in {suit} in the deals tried; {needed} are needed.</source>
        <translation>avec un partenaire appelé, votre camp fait environ {made} plis à {suit} dans les donnes essayées&#xa0;; il en faut {needed}.</translation>
    </message>
    <message>
        <source>with {points} points your side (with a called partner) should make {needed} tricks in {suit}.</source>
        <translation>avec {points} points, votre camp (avec un partenaire appelé) devrait faire {needed} plis à {suit}.</translation>
    </message>
    <message>
        <source>a partner holding the {card} adds a top trump.</source>
        <translation>un partenaire qui a {card} ajoute un gros atout.</translation>
    </message>
    <message>
        <source>a partner holding the {card} covers the {suit}, your weakest suit.</source>
        <translation>un partenaire qui a {card} couvre {suit}, votre couleur la plus faible.</translation>
    </message>
    <message>
        <source>the {top} brings your contract closer.</source>
        <translation>{top} vous rapproche de votre contrat.</translation>
    </message>
    <message>
        <source>the {top} on the discards does not help you.</source>
        <translation>{top} sur la défausse ne vous aide pas.</translation>
    </message>
    <message>
        <source>there is no discard.</source>
        <translation>la défausse est vide.</translation>
    </message>
    <message>
        <source>that card brings your contract closer, worth the penalty card.</source>
        <translation>cette carte vous rapproche de votre contrat, elle vaut la carte de pénalité.</translation>
    </message>
    <message>
        <source>that card does not help you enough to take a penalty card with it.</source>
        <translation>cette carte ne vous aide pas assez pour prendre une carte de pénalité avec.</translation>
    </message>
    <message>
        <source>you hold your contract: get it on the table before someone goes out.</source>
        <translation>vous avez votre contrat&#xa0;: posez-le avant que quelqu&apos;un finisse.</translation>
    </message>
    <message>
        <source>every card you lay off is a card that can&apos;t count against you.</source>
        <translation>chaque carte ajoutée est une carte qui ne peut plus compter contre vous.</translation>
    </message>
    <message>
        <source>it empties your hand faster.</source>
        <translation>cela vide votre main plus vite.</translation>
    </message>
    <message>
        <source>a joker in hand fits any meld.</source>
        <translation>un joker en main va dans n&apos;importe quelle combinaison.</translation>
    </message>
    <message>
        <source>it hands a costly card to an opponent.</source>
        <translation>cela donne une carte coûteuse à un adversaire.</translation>
    </message>
    <message>
        <source>it helps your contract least.</source>
        <translation>c&apos;est celle qui aide le moins votre contrat.</translation>
    </message>
    <message>
        <source>it is the best move the bot can see.</source>
        <translation>c&apos;est le meilleur coup que le bot voie.</translation>
    </message>
</context>
<context>
    <name>Lists</name>
    <message>
        <source>{items} and {last}</source>
        <translation>{items} et {last}</translation>
    </message>
</context>
<context>
    <name>MeldWords</name>
    <message>
        <source>group of {rank}</source>
        <translation>groupe de {rank}</translation>
    </message>
    <message>
        <source>run of {suit} {low}–{high}</source>
        <translation>suite à {suit} {low}–{high}</translation>
    </message>
    <message numerus="yes">
        <source>%n group(s)</source>
        <translation>
            <numerusform>%n groupe</numerusform>
            <numerusform>%n groupes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n suite</numerusform>
            <numerusform>%n suites</numerusform>
        </translation>
    </message>
    <message>
        <source>no meld</source>
        <translation>aucune combinaison</translation>
    </message>
    <message>
        <source>{cards} is too short for a meld (a group needs 3 cards, a run 4)</source>
        <translation>{cards} est trop court pour une combinaison (un groupe demande 3 cartes, une suite 4)</translation>
    </message>
    <message>
        <source>{cards}: say which card each joker stands for</source>
        <translation>{cards}&#xa0;: indiquez quelle carte remplace chaque joker</translation>
    </message>
    <message>
        <source>a joker must stand for a card, not for a joker</source>
        <translation>un joker doit remplacer une carte, pas un joker</translation>
    </message>
    <message>
        <source>{cards} is neither a group (one rank) nor a run (one suit)</source>
        <translation>{cards} n&apos;est ni un groupe (une seule valeur) ni une suite (une seule couleur)</translation>
    </message>
    <message>
        <source>{cards} is too short for a run (4 cards at least)</source>
        <translation>{cards} est trop court pour une suite (4 cartes au moins)</translation>
    </message>
    <message>
        <source>{cards} holds more than two aces: a run has at most one at each end</source>
        <translation>{cards} contient plus de deux as&#xa0;: une suite en a au plus un à chaque bout</translation>
    </message>
    <message>
        <source>{cards} repeats a card: a run holds each rank once</source>
        <translation>{cards} contient une carte en double&#xa0;: une suite n&apos;a chaque valeur qu&apos;une fois</translation>
    </message>
    <message>
        <source>{cards} wraps round the ace: an ace is low or high, not both</source>
        <translation>{cards} fait le tour par l&apos;as&#xa0;: un as est bas ou haut, pas les deux</translation>
    </message>
    <message>
        <source>{cards} is not consecutive</source>
        <translation>{cards} ne se suit pas</translation>
    </message>
    <message>
        <source>the contract is {need}, not {have}</source>
        <translation>le contrat est {need}, pas {have}</translation>
    </message>
    <message>
        <source>a contract group is laid with exactly 3 cards ({cards} has more): lay off the rest on a later turn</source>
        <translation>un groupe du contrat se pose avec exactement 3 cartes ({cards} en a plus)&#xa0;: ajoutez le reste à un tour suivant</translation>
    </message>
    <message>
        <source>a contract run is laid with exactly 4 cards ({cards} has more): lay off the rest on a later turn</source>
        <translation>une suite du contrat se pose avec exactement 4 cartes ({cards} en a plus)&#xa0;: ajoutez le reste à un tour suivant</translation>
    </message>
    <message>
        <source>{first} and {second} are touching runs of one suit: they need a gap or an overlap</source>
        <translation>{first} et {second} sont des suites qui se touchent dans la même couleur&#xa0;: il leur faut un écart ou un chevauchement</translation>
    </message>
    <message>
        <source>in round 7 every card is melded at once ({left} would be left)</source>
        <translation>à la manche 7, toutes les cartes se posent d&apos;un coup ({left} resterait)</translation>
    </message>
    <message>
        <source>say at which end of the meld ({meld}) the card goes</source>
        <translation>indiquez à quel bout de la combinaison ({meld}) va la carte</translation>
    </message>
    <message>
        <source>{card} does not fit the meld ({meld})</source>
        <translation>{card} ne va pas dans la combinaison ({meld})</translation>
    </message>
    <message>
        <source>{card} does not fit the low end of the meld ({meld})</source>
        <translation>{card} ne va pas au bas de la combinaison ({meld})</translation>
    </message>
    <message>
        <source>{card} does not fit the high end of the meld ({meld})</source>
        <translation>{card} ne va pas au haut de la combinaison ({meld})</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>The game is over</source>
        <translation>La partie est terminée</translation>
    </message>
    <message>
        <source>It&apos;s not your turn — waiting for {waiting}</source>
        <translation>Ce n&apos;est pas à vous — on attend {waiting}</translation>
    </message>
    <message>
        <source>The table could not read that request</source>
        <translation>La table n&apos;a pas pu lire cette demande</translation>
    </message>
    <message>
        <source>There is no game: start one with Game ▸ New Game</source>
        <translation>Aucune partie&#xa0;: lancez-en une avec Partie ▸ Nouvelle partie</translation>
    </message>
    <message>
        <source>Only bots play at this table: you are watching</source>
        <translation>Seuls des bots jouent à cette table&#xa0;: vous regardez</translation>
    </message>
    <message>
        <source>Nothing to undo: undo takes back your own last card or bid when you play alone against bots</source>
        <translation>Rien à annuler&#xa0;: l&apos;annulation reprend votre dernière carte ou annonce quand vous jouez seul contre des bots</translation>
    </message>
    <message>
        <source>A bot plays your seat now</source>
        <translation>Un bot joue maintenant à votre place</translation>
    </message>
    <message>
        <source>You must bid a whole number of tricks from 0 to {most}</source>
        <translation>Vous devez annoncer un nombre entier de plis entre 0 et {most}</translation>
    </message>
    <message>
        <source>You can&apos;t bid now — the bidding is over</source>
        <translation>Vous ne pouvez plus annoncer — les annonces sont terminées</translation>
    </message>
    <message>
        <source>You have already bid {tricks}</source>
        <translation>Vous avez déjà annoncé {tricks}</translation>
    </message>
    <message>
        <source>You can&apos;t bid {tricks} — as dealer, the bids may not add up to {total}, the number of tricks (the hook)</source>
        <translation>Vous ne pouvez pas annoncer {tricks} — en tant que donneur, le total des annonces ne peut pas faire {total}, le nombre de plis (le crochet)</translation>
    </message>
    <message>
        <source>You can&apos;t play a card now — the bidding is not over</source>
        <translation>Vous ne pouvez pas jouer de carte maintenant — les annonces ne sont pas terminées</translation>
    </message>
    <message>
        <source>You can&apos;t choose a card in the forehead hand — yours is played for you</source>
        <translation>Vous ne pouvez pas choisir de carte dans la donne du front — la vôtre est jouée pour vous</translation>
    </message>
    <message>
        <source>You can&apos;t play {card} — it is not in your hand</source>
        <translation>Vous ne pouvez pas jouer {card} — cette carte n&apos;est pas dans votre main</translation>
    </message>
    <message>
        <source>You can&apos;t lay off {card} — it is not in your hand</source>
        <translation>Vous ne pouvez pas ajouter {card} — cette carte n&apos;est pas dans votre main</translation>
    </message>
    <message>
        <source>You can&apos;t reclaim a joker with {card} — it is not in your hand</source>
        <translation>Vous ne pouvez pas reprendre un joker avec {card} — cette carte n&apos;est pas dans votre main</translation>
    </message>
    <message>
        <source>You can&apos;t give {card} — it is not in your hand</source>
        <translation>Vous ne pouvez pas donner {card} — cette carte n&apos;est pas dans votre main</translation>
    </message>
    <message>
        <source>You can&apos;t discard {card} — it is not in your hand</source>
        <translation>Vous ne pouvez pas défausser {card} — cette carte n&apos;est pas dans votre main</translation>
    </message>
    <message>
        <source>You can&apos;t play {card} — you must follow {suit}</source>
        <translation>Vous ne pouvez pas jouer {card} — vous devez fournir à {suit}</translation>
    </message>
    <message>
        <source>You can&apos;t play {card} — forced capture: you must beat {best} (you can with {held})</source>
        <translation>Vous ne pouvez pas jouer {card} — prise obligatoire&#xa0;: vous devez battre {best} (possible avec {held})</translation>
    </message>
    <message>
        <source>You can&apos;t play {card} — forced capture: you have no {suit}, so you must overtrump {best} (you can with {held})</source>
        <translation>Vous ne pouvez pas jouer {card} — prise obligatoire&#xa0;: vous n&apos;avez plus de {suit}, vous devez donc surcouper {best} (possible avec {held})</translation>
    </message>
    <message>
        <source>You can&apos;t play {card} — forced capture: you have no {suit}, so you must play a trump ({held})</source>
        <translation>Vous ne pouvez pas jouer {card} — prise obligatoire&#xa0;: vous n&apos;avez plus de {suit}, vous devez donc couper ({held})</translation>
    </message>
    <message>
        <source>You can&apos;t bid that — a level is a whole number from 1 to {most}</source>
        <translation>Cette enchère n&apos;est pas possible — un palier est un nombre entier de 1 à {most}</translation>
    </message>
    <message>
        <source>You can&apos;t bid {bid} — the last bid was {last}</source>
        <translation>Vous ne pouvez pas enchérir {bid} — la dernière enchère était {last}</translation>
    </message>
    <message>
        <source>You can&apos;t call now — the auction is over</source>
        <translation>Vous ne pouvez plus enchérir — les enchères sont terminées</translation>
    </message>
    <message>
        <source>You can&apos;t play a card now — the auction is not over</source>
        <translation>Vous ne pouvez pas jouer de carte maintenant — les enchères ne sont pas terminées</translation>
    </message>
    <message>
        <source>You can&apos;t play a card now — the declarer has not called a partner yet</source>
        <translation>Vous ne pouvez pas jouer de carte maintenant — le déclarant n&apos;a pas encore appelé de partenaire</translation>
    </message>
    <message>
        <source>You can&apos;t lead {card} — {trump} are trumps and not broken yet (no trump has been played to an earlier trick)</source>
        <translation>Vous ne pouvez pas entamer avec {card} — {trump} est atout et pas encore ouvert (aucun atout n&apos;a été joué dans un pli précédent)</translation>
    </message>
    <message>
        <source>You can&apos;t bid yet — every player first says whether they wash (waiting for {waiting})</source>
        <translation>Vous ne pouvez pas encore enchérir — chaque joueur dit d&apos;abord s&apos;il demande une redonne (on attend {waiting})</translation>
    </message>
    <message>
        <source>You can&apos;t wash — washing is off at this table</source>
        <translation>Vous ne pouvez pas demander de redonne — la redonne est désactivée à cette table</translation>
    </message>
    <message>
        <source>You can&apos;t wash — the auction has begun</source>
        <translation>Vous ne pouvez pas demander de redonne — les enchères ont commencé</translation>
    </message>
    <message>
        <source>You can&apos;t wash — your hand counts {points} points, more than {limit}</source>
        <translation>Vous ne pouvez pas demander de redonne — votre main compte {points} points, plus que {limit}</translation>
    </message>
    <message>
        <source>There is no wash to decline now</source>
        <translation>Il n&apos;y a pas de redonne à refuser maintenant</translation>
    </message>
    <message>
        <source>You can&apos;t call a partner now — the auction is not over</source>
        <translation>Vous ne pouvez pas appeler de partenaire maintenant — les enchères ne sont pas terminées</translation>
    </message>
    <message>
        <source>You can&apos;t call a partner now — the partner is already called</source>
        <translation>Vous ne pouvez pas appeler de partenaire maintenant — le partenaire est déjà appelé</translation>
    </message>
    <message>
        <source>You can&apos;t call the joker — no player holds it</source>
        <translation>Vous ne pouvez pas appeler le joker — aucun joueur ne l&apos;a</translation>
    </message>
    <message>
        <source>You can&apos;t call {card} — it is in your own hand</source>
        <translation>Vous ne pouvez pas appeler {card} — cette carte est dans votre propre main</translation>
    </message>
    <message>
        <source>You must first draw from the stock or the discard pile</source>
        <translation>Vous devez d&apos;abord piocher ou prendre dans la défausse</translation>
    </message>
    <message>
        <source>You may only say May I? or decline now — {turn} drew from the stock and {card} is offered</source>
        <translation>Vous pouvez seulement dire «&#xa0;Je peux&#xa0;?&#xa0;» ou refuser maintenant — {turn} a pioché et {card} est proposée</translation>
    </message>
    <message>
        <source>You can&apos;t take the discard — the discard pile is empty</source>
        <translation>Vous ne pouvez pas prendre la carte défaussée — la défausse est vide</translation>
    </message>
    <message>
        <source>You can&apos;t take the discard — the stock is used up (rebuilt as often as this table allows): draw from the stock to end the round</source>
        <translation>Vous ne pouvez pas prendre la carte défaussée — la pioche est épuisée (reconstituée autant que cette table le permet)&#xa0;: piochez pour terminer la manche</translation>
    </message>
    <message>
        <source>You can&apos;t take the discard — the stock is used up and the last discard has gone round the table: draw from the stock to end the round</source>
        <translation>Vous ne pouvez pas prendre la carte défaussée — la pioche est épuisée et la dernière carte défaussée a fait le tour de la table&#xa0;: piochez pour terminer la manche</translation>
    </message>
    <message>
        <source>You can&apos;t draw from the stock — it is empty and one discard cannot rebuild it: take the {card} from the discard pile</source>
        <translation>Vous ne pouvez pas piocher — la pioche est vide et une seule carte défaussée ne suffit pas à la reconstituer&#xa0;: prenez {card} dans la défausse</translation>
    </message>
    <message>
        <source>You can&apos;t lay off — you must first re-meld the part of the contract you were screwed out of</source>
        <translation>Vous ne pouvez pas ajouter — vous devez d&apos;abord reposer la partie du contrat que le Screw Over vous a prise</translation>
    </message>
    <message>
        <source>You can&apos;t lay off — you have not melded your contract yet</source>
        <translation>Vous ne pouvez pas ajouter — vous n&apos;avez pas encore posé votre contrat</translation>
    </message>
    <message>
        <source>You can&apos;t lay off yet — laying off starts on the turn after the one you melded</source>
        <translation>Vous ne pouvez pas encore ajouter — cela commence au tour qui suit celui où vous avez posé</translation>
    </message>
    <message>
        <source>You can&apos;t lay down a new meld — you must first re-meld the part of the contract you were screwed out of</source>
        <translation>Vous ne pouvez pas poser de nouvelle combinaison — vous devez d&apos;abord reposer la partie du contrat que le Screw Over vous a prise</translation>
    </message>
    <message>
        <source>You can&apos;t lay down a new meld — you have not melded your contract yet</source>
        <translation>Vous ne pouvez pas poser de nouvelle combinaison — vous n&apos;avez pas encore posé votre contrat</translation>
    </message>
    <message>
        <source>You can&apos;t lay down a new meld yet — that starts on the turn after the one you melded</source>
        <translation>Vous ne pouvez pas encore poser de nouvelle combinaison — cela commence au tour qui suit celui où vous avez posé</translation>
    </message>
    <message>
        <source>You can&apos;t reclaim a joker — you must first re-meld the part of the contract you were screwed out of</source>
        <translation>Vous ne pouvez pas reprendre de joker — vous devez d&apos;abord reposer la partie du contrat que le Screw Over vous a prise</translation>
    </message>
    <message>
        <source>You can&apos;t reclaim a joker — you have not melded your contract yet</source>
        <translation>Vous ne pouvez pas reprendre de joker — vous n&apos;avez pas encore posé votre contrat</translation>
    </message>
    <message>
        <source>You can&apos;t reclaim a joker yet — that starts on the turn after the one you melded</source>
        <translation>Vous ne pouvez pas encore reprendre de joker — cela commence au tour qui suit celui où vous avez posé</translation>
    </message>
    <message>
        <source>You can&apos;t meld — {reason}</source>
        <translation>Vous ne pouvez pas poser — {reason}</translation>
    </message>
    <message>
        <source>You can&apos;t lay off — {reason}</source>
        <translation>Vous ne pouvez pas ajouter — {reason}</translation>
    </message>
    <message>
        <source>You can&apos;t meld {cards} — you do not hold all of these</source>
        <translation>Vous ne pouvez pas poser {cards} — vous n&apos;avez pas toutes ces cartes</translation>
    </message>
    <message>
        <source>You have already melded this round — lay off instead</source>
        <translation>Vous avez déjà posé pendant cette manche — ajoutez plutôt des cartes</translation>
    </message>
    <message>
        <source>New melds after the contract are not played at this table</source>
        <translation>À cette table, on ne pose pas de nouvelles combinaisons après le contrat</translation>
    </message>
    <message>
        <source>Jokers are not reclaimed at this table</source>
        <translation>À cette table, on ne reprend pas les jokers</translation>
    </message>
    <message>
        <source>You can&apos;t reclaim a joker from a group — jokers in groups are dead</source>
        <translation>Vous ne pouvez pas reprendre un joker d&apos;un groupe — les jokers des groupes sont morts</translation>
    </message>
    <message>
        <source>You can&apos;t reclaim with {card} — no joker in that meld ({meld}) stands for it</source>
        <translation>Vous ne pouvez rien reprendre avec {card} — aucun joker de cette combinaison ({meld}) ne la remplace</translation>
    </message>
    <message>
        <source>The Screw Over is not played at this table</source>
        <translation>À cette table, on ne joue pas le Screw Over</translation>
    </message>
    <message>
        <source>You have already used your Screw Over this round</source>
        <translation>Vous avez déjà utilisé votre Screw Over pendant cette manche</translation>
    </message>
    <message>
        <source>You can&apos;t screw yourself — that meld ({meld}) is your own</source>
        <translation>Vous ne pouvez pas vous faire un Screw Over — cette combinaison ({meld}) est la vôtre</translation>
    </message>
    <message>
        <source>You can&apos;t take a joker from a group — dead jokers stay dead</source>
        <translation>Vous ne pouvez pas prendre un joker dans un groupe — les jokers morts restent morts</translation>
    </message>
    <message>
        <source>You can&apos;t take back a {card} — a {card} was taken from you this round, and no copy of it may be taken back</source>
        <translation>Vous ne pouvez pas reprendre un {card} — on vous a pris un {card} pendant cette manche, et aucun exemplaire ne peut être repris</translation>
    </message>
    <message>
        <source>You can&apos;t give the {card} — you took it this turn and it must be put down on the table</source>
        <translation>Vous ne pouvez pas donner {card} — vous l&apos;avez prise à ce tour et elle doit être posée sur la table</translation>
    </message>
    <message>
        <source>You can&apos;t end your turn yet — first lay off {pending}</source>
        <translation>Vous ne pouvez pas encore finir votre tour — ajoutez d&apos;abord {pending}</translation>
    </message>
    <message>
        <source>You can&apos;t end your turn yet — first use {pending} in a meld or lay-off</source>
        <translation>Vous ne pouvez pas encore finir votre tour — posez ou ajoutez d&apos;abord {pending}</translation>
    </message>
    <message>
        <source>You can&apos;t take that card — you could not use {pending} in a meld or lay-off this turn</source>
        <translation>Vous ne pouvez pas prendre cette carte — vous ne pourriez ni poser ni ajouter {pending} à ce tour</translation>
    </message>
    <message>
        <source>You can&apos;t take that card — you could not use {pending} in your contract meld this turn</source>
        <translation>Vous ne pouvez pas prendre cette carte — vous ne pourriez pas mettre {pending} dans votre contrat à ce tour</translation>
    </message>
    <message>
        <source>You can&apos;t reclaim the joker — {pending} could not all be laid off this turn</source>
        <translation>Vous ne pouvez pas reprendre le joker — {pending} ne pourrait pas être entièrement ajouté à ce tour</translation>
    </message>
    <message>
        <source>You can&apos;t do that now — {pending} could then no longer be placed this turn</source>
        <translation>Vous ne pouvez pas faire cela maintenant — {pending} ne pourrait alors plus être placé à ce tour</translation>
    </message>
</context>
<context>
    <name>RefusalsAbout</name>
    <message>
        <source>The game is over</source>
        <translation>La partie est terminée</translation>
    </message>
    <message>
        <source>It&apos;s not {name}&apos;s turn — waiting for {waiting}</source>
        <translation>Ce n&apos;est pas à {name} de jouer — on attend {waiting}</translation>
    </message>
    <message>
        <source>The table could not read {name}&apos;s request</source>
        <translation>La table n&apos;a pas pu lire la demande de {name}</translation>
    </message>
    <message>
        <source>{name} must bid a whole number of tricks from 0 to {most}</source>
        <translation>{name} doit annoncer un nombre entier de plis entre 0 et {most}</translation>
    </message>
    <message>
        <source>{name} can&apos;t bid now — the bidding is over</source>
        <translation>{name} ne peut plus annoncer — les annonces sont terminées</translation>
    </message>
    <message>
        <source>{name} has already bid {tricks}</source>
        <translation>{name} a déjà annoncé {tricks}</translation>
    </message>
    <message>
        <source>{name} can&apos;t bid {tricks} — as dealer, the bids may not add up to {total}, the number of tricks (the hook)</source>
        <translation>{name} ne peut pas annoncer {tricks} — pour le donneur, le total des annonces ne peut pas faire {total}, le nombre de plis (le crochet)</translation>
    </message>
    <message>
        <source>{name} can&apos;t play a card now — the bidding is not over</source>
        <translation>{name} ne peut pas jouer de carte maintenant — les annonces ne sont pas terminées</translation>
    </message>
    <message>
        <source>{name} can&apos;t choose a card in the forehead hand — theirs is played for them</source>
        <translation>{name} ne peut pas choisir de carte dans la donne du front — sa carte est jouée d&apos;office</translation>
    </message>
    <message>
        <source>{name} can&apos;t play {card} — it is not in their hand</source>
        <translation>{name} ne peut pas jouer {card} — cette carte n&apos;est pas dans sa main</translation>
    </message>
    <message>
        <source>{name} can&apos;t play {card} — they must follow {suit}</source>
        <translation>{name} ne peut pas jouer {card} — il lui faut fournir à {suit}</translation>
    </message>
    <message>
        <source>{name} can&apos;t play {card} — forced capture: they must beat {best} (they can with {held})</source>
        <translation>{name} ne peut pas jouer {card} — prise obligatoire : il lui faut battre {best} (possible avec {held})</translation>
    </message>
    <message>
        <source>{name} can&apos;t play {card} — forced capture: they have no {suit}, so they must overtrump {best} (they can with {held})</source>
        <translation>{name} ne peut pas jouer {card} — prise obligatoire : sans {suit}, il lui faut surcouper {best} (possible avec {held})</translation>
    </message>
    <message>
        <source>{name} can&apos;t play {card} — forced capture: they have no {suit}, so they must play a trump ({held})</source>
        <translation>{name} ne peut pas jouer {card} — prise obligatoire : sans {suit}, il lui faut couper ({held})</translation>
    </message>
    <message>
        <source>{name} can&apos;t bid that — a level is a whole number from 1 to {most}</source>
        <translation>Cette enchère de {name} n&apos;est pas possible — un palier est un nombre entier de 1 à {most}</translation>
    </message>
    <message>
        <source>{name} can&apos;t bid {bid} — the last bid was {last}</source>
        <translation>{name} ne peut pas enchérir {bid} — la dernière enchère était {last}</translation>
    </message>
    <message>
        <source>{name} can&apos;t call now — the auction is over</source>
        <translation>{name} ne peut plus enchérir — les enchères sont terminées</translation>
    </message>
    <message>
        <source>{name} can&apos;t play a card now — the auction is not over</source>
        <translation>{name} ne peut pas jouer de carte maintenant — les enchères ne sont pas terminées</translation>
    </message>
    <message>
        <source>{name} can&apos;t play a card now — the declarer has not called a partner yet</source>
        <translation>{name} ne peut pas jouer de carte maintenant — le déclarant n&apos;a pas encore appelé de partenaire</translation>
    </message>
    <message>
        <source>{name} can&apos;t lead {card} — {trump} are trumps and not broken yet (no trump has been played to an earlier trick)</source>
        <translation>{name} ne peut pas entamer avec {card} — {trump} est atout et pas encore ouvert (aucun atout n&apos;a été joué dans un pli précédent)</translation>
    </message>
    <message>
        <source>{name} can&apos;t bid yet — every player first says whether they wash (waiting for {waiting})</source>
        <translation>{name} ne peut pas encore enchérir — chaque joueur dit d&apos;abord s&apos;il demande une redonne (on attend {waiting})</translation>
    </message>
    <message>
        <source>{name} can&apos;t wash — washing is off at this table</source>
        <translation>{name} ne peut pas demander de redonne — la redonne est désactivée à cette table</translation>
    </message>
    <message>
        <source>{name} can&apos;t wash — the auction has begun</source>
        <translation>{name} ne peut pas demander de redonne — les enchères ont commencé</translation>
    </message>
    <message>
        <source>{name} can&apos;t wash — their hand counts {points} points, more than {limit}</source>
        <translation>{name} ne peut pas demander de redonne — sa main compte {points} points, plus que {limit}</translation>
    </message>
    <message>
        <source>There is no wash for {name} to decline now</source>
        <translation>Il n&apos;y a pas de redonne que {name} puisse refuser maintenant</translation>
    </message>
    <message>
        <source>{name} can&apos;t call a partner now — the auction is not over</source>
        <translation>{name} ne peut pas appeler de partenaire maintenant — les enchères ne sont pas terminées</translation>
    </message>
    <message>
        <source>{name} can&apos;t call a partner now — the partner is already called</source>
        <translation>{name} ne peut pas appeler de partenaire maintenant — le partenaire est déjà appelé</translation>
    </message>
    <message>
        <source>{name} can&apos;t call the joker — no player holds it</source>
        <translation>{name} ne peut pas appeler le joker — aucun joueur ne l&apos;a</translation>
    </message>
    <message>
        <source>{name} can&apos;t call {card} — it is in their own hand</source>
        <translation>{name} ne peut pas appeler {card} — cette carte est dans sa propre main</translation>
    </message>
</context>
<context>
    <name>RuleCard</name>
    <message>
        <source>Decks</source>
        <translation>Jeux de cartes</translation>
    </message>
    <message>
        <source>Decks of 52: auto (2; for more than four players one per two players) or a number</source>
        <translation>Jeux de 52 cartes&#xa0;: auto (2&#xa0;; au-delà de quatre joueurs, un par deux joueurs) ou un nombre</translation>
    </message>
    <message>
        <source>Auto (one per two players above four)</source>
        <translation>Auto (un par deux joueurs au-delà de quatre)</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Jokers</translation>
    </message>
    <message>
        <source>Jokers in the pack: one fewer than the players, or a number (0: none)</source>
        <translation>Jokers dans le paquet&#xa0;: un de moins que de joueurs, ou un nombre (0&#xa0;: aucun)</translation>
    </message>
    <message>
        <source>one fewer than the players</source>
        <translation>un de moins que de joueurs</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>May I</source>
        <translation>Je peux&#xa0;?</translation>
    </message>
    <message>
        <source>May I?: the earliest asker in turn order gets the discard, or the first to ask, or no out-of-turn claims</source>
        <translation>Je peux&#xa0;?&#xa0;: le premier demandeur dans l&apos;ordre du jeu obtient la carte défaussée, ou le premier qui demande, ou pas de demande hors tour</translation>
    </message>
    <message>
        <source>Turn order</source>
        <translation>Ordre du jeu</translation>
    </message>
    <message>
        <source>First come</source>
        <translation>Premier arrivé</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Désactivé</translation>
    </message>
    <message>
        <source>Cards a May I? costs</source>
        <translation>Coût d&apos;un «&#xa0;Je peux&#xa0;?&#xa0;»</translation>
    </message>
    <message>
        <source>Stock cards taken as penalty with a May I? discard</source>
        <translation>Cartes de la pioche prises en pénalité avec une carte obtenue par «&#xa0;Je peux&#xa0;?&#xa0;»</translation>
    </message>
    <message>
        <source>New melds after contract</source>
        <translation>Nouvelles combinaisons après le contrat</translation>
    </message>
    <message>
        <source>After the contract, new groups and runs may be laid down on lay-off turns</source>
        <translation>Après le contrat, on peut poser de nouveaux groupes et suites aux tours où l&apos;on ajoute des cartes</translation>
    </message>
    <message>
        <source>Joker reclaim</source>
        <translation>Reprise du joker</translation>
    </message>
    <message>
        <source>A melded player may swap the real card for a joker in a run and must lay that joker off the same turn</source>
        <translation>Un joueur qui a posé peut échanger la vraie carte contre un joker dans une suite et doit ajouter ce joker au même tour</translation>
    </message>
    <message>
        <source>Stock rebuilds</source>
        <translation>Reconstitutions de la pioche</translation>
    </message>
    <message>
        <source>How many times the stock may be rebuilt from the discards in a round; once it is empty and may not be rebuilt, the round ends as piles empty</source>
        <translation>Combien de fois la pioche peut être reconstituée avec la défausse pendant une manche&#xa0;; une fois vide et non reconstituable, la manche se termine faute de cartes</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Illimité</translation>
    </message>
    <message>
        <source>Screw over</source>
        <translation>Screw Over</translation>
    </message>
    <message>
        <source>Once per round take a card from another player&apos;s meld, give them one of yours, and use the card that turn</source>
        <translation>Une fois par manche, prenez une carte dans la combinaison d&apos;un autre joueur, donnez-lui une des vôtres, et utilisez la carte au même tour</translation>
    </message>
    <message>
        <source>Sequence</source>
        <translation>Séquence</translation>
    </message>
    <message>
        <source>Order of hand sizes: 1 up to the maximum and back, or the reverse (as in Oh Hell)</source>
        <translation>Ordre des tailles de main&#xa0;: de 1 jusqu&apos;au maximum et retour, ou l&apos;inverse (comme au Oh Hell)</translation>
    </message>
    <message>
        <source>1 … max … 1</source>
        <translation>1 … max … 1</translation>
    </message>
    <message>
        <source>max … 1 … max</source>
        <translation>max … 1 … max</translation>
    </message>
    <message>
        <source>Forehead last hand</source>
        <translation>Dernière donne sur le front</translation>
    </message>
    <message>
        <source>In the final one-card hand you see everyone&apos;s card but your own, held to your forehead</source>
        <translation>Dans la dernière donne à une carte, vous voyez la carte de chacun sauf la vôtre, tenue contre votre front</translation>
    </message>
    <message>
        <source>Hook</source>
        <translation>Crochet</translation>
    </message>
    <message>
        <source>The dealer may not bid the number that makes the bids total the tricks</source>
        <translation>Le donneur ne peut pas annoncer le nombre qui ferait égaler le total des annonces au nombre de plis</translation>
    </message>
    <message>
        <source>Bid changes</source>
        <translation>Changement d&apos;annonce</translation>
    </message>
    <message>
        <source>A bid may be changed until the next player bids; the dealer&apos;s until the first card is played</source>
        <translation>Une annonce peut être changée jusqu&apos;à ce que le joueur suivant annonce&#xa0;; celle du donneur jusqu&apos;à la première carte jouée</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Décompte</translation>
    </message>
    <message>
        <source>Exact bid scores 10 + bid (a miss scores 0), or 1 per trick plus 10 when exact</source>
        <translation>Une annonce exacte rapporte 10 + l&apos;annonce (sinon 0), ou 1 par pli plus 10 si elle est exacte</translation>
    </message>
    <message>
        <source>10 + bid when exact</source>
        <translation>10 + annonce si exacte</translation>
    </message>
    <message>
        <source>1 per trick, +10 when exact</source>
        <translation>1 par pli, +10 si exacte</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Score à atteindre</translation>
    </message>
    <message>
        <source>End after the hand in which someone reaches this score (0: play the whole series)</source>
        <translation>Fin après la donne où quelqu&apos;un atteint ce score (0&#xa0;: jouer toute la série)</translation>
    </message>
    <message>
        <source>play the whole series</source>
        <translation>jouer toute la série</translation>
    </message>
    <message>
        <source>Wash</source>
        <translation>Redonne</translation>
    </message>
    <message>
        <source>Before the auction a player whose hand counts at most this many points (A4 K3 Q2 J1, +1 per card beyond the fourth in a suit) may call for a redeal (0: off)</source>
        <translation>Avant les enchères, un joueur dont la main compte au plus ce nombre de points (A4 R3 D2 V1, +1 par carte au-delà de la quatrième d&apos;une couleur) peut demander une nouvelle distribution (0&#xa0;: désactivé)</translation>
    </message>
    <message>
        <source>off</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <source>Auction direction</source>
        <translation>Sens des enchères</translation>
    </message>
    <message>
        <source>Direction of the auction, starting with the dealer (card play is always clockwise)</source>
        <translation>Sens des enchères, en commençant par le donneur (le jeu de la carte tourne toujours dans le sens horaire)</translation>
    </message>
    <message>
        <source>Counter-clockwise</source>
        <translation>Sens antihoraire</translation>
    </message>
    <message>
        <source>Clockwise</source>
        <translation>Sens horaire</translation>
    </message>
    <message>
        <source>Call own card</source>
        <translation>Appeler sa propre carte</translation>
    </message>
    <message>
        <source>The declarer may call a card of their own hand, and then plays alone</source>
        <translation>Le déclarant peut appeler une carte de sa propre main, et joue alors seul</translation>
    </message>
    <message>
        <source>First lead</source>
        <translation>Entame</translation>
    </message>
    <message>
        <source>Who leads the first trick: the declarer&apos;s left, or the declarer in no trump (the left otherwise)</source>
        <translation>Qui entame le premier pli&#xa0;: le joueur à gauche du déclarant, ou le déclarant à sans atout (sinon celui de gauche)</translation>
    </message>
    <message>
        <source>Declarer&apos;s left</source>
        <translation>À gauche du déclarant</translation>
    </message>
    <message>
        <source>Declarer in no trump</source>
        <translation>Le déclarant à sans atout</translation>
    </message>
    <message>
        <source>Trump breaking</source>
        <translation>Atouts à libérer</translation>
    </message>
    <message>
        <source>Trump may not be led until a trump has been played to an earlier trick (unless the leader holds only trumps)</source>
        <translation>On ne peut pas entamer atout tant qu&apos;aucun atout n&apos;a été joué dans un pli précédent (sauf si l&apos;on n&apos;a plus que des atouts)</translation>
    </message>
    <message>
        <source>Each player of the side that wins the deal scores 1, or scores the tricks their side took</source>
        <translation>Chaque joueur du camp qui gagne la donne marque 1, ou marque les plis faits par son camp</translation>
    </message>
    <message>
        <source>1 per deal won</source>
        <translation>1 par donne gagnée</translation>
    </message>
    <message>
        <source>Tricks of the winning side</source>
        <translation>Plis du camp gagnant</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Donnes</translation>
    </message>
    <message>
        <source>Number of hands in the game</source>
        <translation>Nombre de donnes dans la partie</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Donnes</translation>
    </message>
    <message>
        <source>How many rounds to play (0: one full cycle, 1 card up to as many as the deck deals evenly)</source>
        <translation>Combien de donnes jouer (0&#xa0;: un cycle complet, d&apos;une carte jusqu&apos;au maximum que le paquet distribue également)</translation>
    </message>
    <message>
        <source>one full cycle</source>
        <translation>un cycle complet</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Atout</translation>
    </message>
    <message>
        <source>Trump each round: a suit drawn at random, or the suit of the card turned after the deal</source>
        <translation>Atout à chaque donne&#xa0;: une couleur tirée au hasard, ou la couleur de la carte retournée après la distribution</translation>
    </message>
    <message>
        <source>Random suit</source>
        <translation>Couleur au hasard</translation>
    </message>
    <message>
        <source>Turned card</source>
        <translation>Carte retournée</translation>
    </message>
    <message>
        <source>The last bidder may not make the bids total the tricks</source>
        <translation>Le dernier à annoncer ne peut pas faire égaler le total des annonces au nombre de plis</translation>
    </message>
    <message>
        <source>Capture</source>
        <translation>Prise</translation>
    </message>
    <message>
        <source>Forced capture: beat the winning card (or trump) when you can, except over your partner; or even over your partner; or plain follow-suit</source>
        <translation>Prise obligatoire&#xa0;: battre la carte maîtresse (ou couper) quand on peut, sauf sur son partenaire&#xa0;; ou même sur son partenaire&#xa0;; ou simplement fournir</translation>
    </message>
    <message>
        <source>Forced, partner exempt</source>
        <translation>Obligatoire, sauf sur le partenaire</translation>
    </message>
    <message>
        <source>Forced, even over partner</source>
        <translation>Obligatoire, même sur le partenaire</translation>
    </message>
    <message>
        <source>No forced capture</source>
        <translation>Pas de prise obligatoire</translation>
    </message>
    <message>
        <source>Standard scoring (2/3/3+1 per level, 5 per trick of difference to the takers), or the first playtest (5 to the bidders, 1 per trick to the takers)</source>
        <translation>Décompte standard (2/3/3+1 par palier, 5 par pli d&apos;écart pour les preneurs), ou celui du premier essai (5 pour les enchérisseurs, 1 par pli pour les preneurs)</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>First playtest</source>
        <translation>Premier essai</translation>
    </message>
    <message>
        <source>Who leads first: the player left of the first of the bidding side to name the final strain (as in Bridge), or left of whoever first named it, on either side (the rules read literally)</source>
        <translation>Qui entame&#xa0;: le joueur à gauche du premier du camp enchérisseur à avoir nommé la couleur finale (comme au bridge), ou à gauche de celui qui l&apos;a nommée en premier, quel que soit son camp (les règles prises au pied de la lettre)</translation>
    </message>
    <message>
        <source>Left of declarer</source>
        <translation>À gauche du déclarant</translation>
    </message>
    <message>
        <source>Left of the first to name it</source>
        <translation>À gauche du premier à l&apos;avoir nommée</translation>
    </message>
    <message>
        <source>Number of hands in the game (a multiple of 4)</source>
        <translation>Nombre de donnes dans la partie (un multiple de 4)</translation>
    </message>
    <message>
        <source>on</source>
        <translation>activé</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Classique</translation>
    </message>
    <message>
        <source>Screw Rummy</source>
        <translation>Screw Rummy</translation>
    </message>
    <message>
        <source>Oh Hell order</source>
        <translation>Ordre du Oh Hell</translation>
    </message>
    <message>
        <source>Singapore</source>
        <translation>Singapour</translation>
    </message>
    <message>
        <source>Tricks scoring</source>
        <translation>Décompte aux plis</translation>
    </message>
    <message>
        <source>Turned trump</source>
        <translation>Atout retourné</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personnalisé</translation>
    </message>
    <message>
        <source>Seven rounds, each with a contract of groups and runs to meld before you may lay off. Go out first; cards left in hand score against you. Lowest total wins. Screw Rummy adds first-come May I?, new melds after the contract and the Screw Over.</source>
        <translation>Sept manches, chacune avec un contrat de groupes et de suites à poser avant de pouvoir ajouter des cartes. Finissez le premier&#xa0;; les cartes restées en main comptent contre vous. Le plus petit total gagne. Le Screw Rummy ajoute le «&#xa0;Je peux&#xa0;?&#xa0;» au premier arrivé, de nouvelles combinaisons après le contrat et le Screw Over.</translation>
    </message>
    <message>
        <source>Guess exactly how many tricks you will take. Hands grow from one card to ten and back; a turned card names trumps, the dealer is hooked so someone must miss, and in the last one-card hand you hold your card to your forehead.</source>
        <translation>Devinez exactement combien de plis vous ferez. Les donnes passent d&apos;une carte à dix et reviennent&#xa0;; une carte retournée désigne l&apos;atout, le donneur est pris au crochet pour que quelqu&apos;un se trompe, et dans la dernière donne à une carte vous tenez votre carte contre votre front.</translation>
    </message>
    <message>
        <source>Bridge with a partner you have to find: the highest bidder names a card, and whoever holds it is their secret partner until that card is played.</source>
        <translation>Un bridge où il faut trouver son partenaire&#xa0;: le plus fort enchérisseur nomme une carte, et celui qui la détient est son partenaire secret jusqu&apos;à ce que cette carte soit jouée.</translation>
    </message>
    <message>
        <source>Bid the exact number of tricks you will take. Each round deals one card more, up to as many as the deck splits evenly, then starts again at one. Making your bid scores 10 plus the square of your tricks; missing costs the square of the difference.</source>
        <translation>Annoncez le nombre exact de plis que vous ferez. Chaque donne distribue une carte de plus, jusqu&apos;au maximum que le paquet partage également, puis on recommence à une. Réussir son annonce rapporte 10 plus le carré de ses plis&#xa0;; la manquer coûte le carré de l&apos;écart.</translation>
    </message>
    <message>
        <source>Bridge turned around: you bid how many tricks your opponents will take, and forced capture makes everyone beat the trick when they can. Bid it exactly to score most.</source>
        <translation>Le bridge à l&apos;envers&#xa0;: vous enchérissez sur le nombre de plis que feront vos adversaires, et la prise obligatoire force chacun à battre le pli quand il le peut. Visez juste pour marquer le plus.</translation>
    </message>
    <message>
        <source>{option}: {value}</source>
        <translation>{option}&#xa0;: {value}</translation>
    </message>
    <message>
        <source>{option}: {value} (changed)</source>
        <translation>{option}&#xa0;: {value} (modifié)</translation>
    </message>
    <message numerus="yes">
        <source>{game} · %n player(s)</source>
        <translation>
            <numerusform>{game} · %n joueur</numerusform>
            <numerusform>{game} · %n joueurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over after %n hand(s)</source>
        <translation>
            <numerusform>Partie terminée après %n donne</numerusform>
            <numerusform>Partie terminée après %n donnes</numerusform>
        </translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Hand {number} of {total}</source>
        <translation>Donne {number} sur {total}</translation>
    </message>
    <message numerus="yes">
        <source>{line} · %n card(s) each</source>
        <translation>
            <numerusform>{line} · %n carte chacun</numerusform>
            <numerusform>{line} · %n cartes chacun</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <source>Could not save {name}: {reason}. Any earlier copy of the file is unchanged.</source>
        <translation>Impossible d&apos;enregistrer {name}&#xa0;: {reason}. Toute version précédente du fichier reste inchangée.</translation>
    </message>
    <message>
        <source>Could not save {name}: {reason}.</source>
        <translation>Impossible d&apos;enregistrer {name}&#xa0;: {reason}.</translation>
    </message>
    <message>
        <source>{name} could not be opened: there is no such file.</source>
        <translation>Impossible d&apos;ouvrir {name}&#xa0;: ce fichier n&apos;existe pas.</translation>
    </message>
    <message>
        <source>{name} is a folder, not a saved game.</source>
        <translation>{name} est un dossier, pas une partie enregistrée.</translation>
    </message>
    <message>
        <source>{name} could not be opened: permission denied.</source>
        <translation>Impossible d&apos;ouvrir {name}&#xa0;: accès refusé.</translation>
    </message>
    <message>
        <source>{name} could not be opened: {reason}.</source>
        <translation>Impossible d&apos;ouvrir {name}&#xa0;: {reason}.</translation>
    </message>
    <message>
        <source>{name} is not a saved game: it is a device, pipe or socket, not a file.</source>
        <translation>{name} n&apos;est pas une partie enregistrée&#xa0;: c&apos;est un périphérique, un tube ou un socket, pas un fichier.</translation>
    </message>
    <message>
        <source>{name} is not a saved game: it is far too large (over {size} MiB).</source>
        <translation>{name} n&apos;est pas une partie enregistrée&#xa0;: le fichier est beaucoup trop gros (plus de {size} Mio).</translation>
    </message>
    <message>
        <source>{name} could not be read: {reason}.</source>
        <translation>Impossible de lire {name}&#xa0;: {reason}.</translation>
    </message>
    <message>
        <source>{name} is empty: it holds no saved game.</source>
        <translation>{name} est vide&#xa0;: il ne contient aucune partie enregistrée.</translation>
    </message>
    <message>
        <source>{name} is not a saved game of this program (it is not text).</source>
        <translation>{name} n&apos;est pas une partie enregistrée par ce programme (ce n&apos;est pas du texte).</translation>
    </message>
    <message>
        <source>{name} is incomplete: the file ends too early, so the game in it cannot be restored.</source>
        <translation>{name} est incomplet&#xa0;: le fichier s&apos;arrête trop tôt, la partie qu&apos;il contient ne peut pas être restaurée.</translation>
    </message>
    <message>
        <source>{name} is damaged: it is not valid saved-game data (line {line}, column {column}).</source>
        <translation>{name} est endommagé&#xa0;: ce ne sont pas des données de partie valides (ligne {line}, colonne {column}).</translation>
    </message>
    <message>
        <source>{name} is damaged: it holds a number far too long to be part of a saved game.</source>
        <translation>{name} est endommagé&#xa0;: il contient un nombre bien trop long pour une partie enregistrée.</translation>
    </message>
    <message>
        <source>{name} is not a saved game of this program (its data nests too deeply).</source>
        <translation>{name} n&apos;est pas une partie enregistrée par ce programme (ses données sont trop imbriquées).</translation>
    </message>
    <message>
        <source>{name} is not a saved game of this program.</source>
        <translation>{name} n&apos;est pas une partie enregistrée par ce programme.</translation>
    </message>
    <message>
        <source>{name} is damaged: its rule options are not a list of names and values.</source>
        <translation>{name} est endommagé&#xa0;: ses options de règles ne sont pas une liste de noms et de valeurs.</translation>
    </message>
    <message>
        <source>{name} was saved by another version of this program (format {format}).</source>
        <translation>{name} a été enregistré par une autre version de ce programme (format {format}).</translation>
    </message>
    <message>
        <source>{name} cannot be restored: {reason}.</source>
        <translation>{name} ne peut pas être restauré&#xa0;: {reason}.</translation>
    </message>
    <message>
        <source>{name} is damaged: a field holds the wrong kind of value ({reason}).</source>
        <translation>{name} est endommagé&#xa0;: un champ contient une valeur du mauvais type ({reason}).</translation>
    </message>
    <message>
        <source>{name} is damaged: {reason}.</source>
        <translation>{name} est endommagé&#xa0;: {reason}.</translation>
    </message>
    <message>
        <source>Games cannot be autosaved: the data folder {folder} cannot be written ({reason}). This session will not be kept when you quit.</source>
        <translation>Les parties ne peuvent pas être enregistrées automatiquement&#xa0;: impossible d&apos;écrire dans le dossier de données {folder} ({reason}). Cette session ne sera pas conservée quand vous quitterez.</translation>
    </message>
    <message>
        <source>Could not autosave: the data folder {folder} cannot be created ({reason}).</source>
        <translation>Enregistrement automatique impossible&#xa0;: le dossier de données {folder} ne peut pas être créé ({reason}).</translation>
    </message>
    <message>
        <source>Could not save: the folder {folder} cannot be created ({reason}).</source>
        <translation>Enregistrement impossible&#xa0;: le dossier {folder} ne peut pas être créé ({reason}).</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message numerus="yes">
        <source>Continue your game of {game} (%n player(s), round {number})?</source>
        <translation>
            <numerusform>Reprendre votre partie de {game} (%n joueur, manche {number})&#xa0;?</numerusform>
            <numerusform>Reprendre votre partie de {game} (%n joueurs, manche {number})&#xa0;?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Continue your game of {game} (%n player(s), hand {number})?</source>
        <translation>
            <numerusform>Reprendre votre partie de {game} (%n joueur, donne {number})&#xa0;?</numerusform>
            <numerusform>Reprendre votre partie de {game} (%n joueurs, donne {number})&#xa0;?</numerusform>
        </translation>
    </message>
</context>
</TS>
