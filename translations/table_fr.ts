<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>BiddingBox</name>
    <message>
        <source>Bidding box</source>
        <translation>Boîte d&apos;enchères</translation>
    </message>
    <message>
        <source>You may act now</source>
        <translation>À vous de jouer</translation>
    </message>
    <message>
        <source>Change your bid of {bid}? (allowed until the next bid is made)</source>
        <translation>Changer votre annonce de {bid} ? (possible jusqu&apos;à l&apos;annonce suivante)</translation>
    </message>
    <message>
        <source>Bid {number}</source>
        <translation>Annoncer {number}</translation>
    </message>
    <message>
        <source>As dealer you may not bid {number}: the bids would total {total}, the number of tricks (the hook)</source>
        <translation>En tant que donneur, vous ne pouvez pas annoncer {number} : les annonces feraient {total} au total, autant que de plis (le crochet)</translation>
    </message>
    <message>
        <source>{number} is your bid now</source>
        <translation>{number} est votre annonce actuelle</translation>
    </message>
    <message>
        <source>You cannot bid {number} now</source>
        <translation>Vous ne pouvez pas annoncer {number} maintenant</translation>
    </message>
    <message>
        <source>Your call — highest bid: {bid}</source>
        <translation>À vous — plus haute enchère : {bid}</translation>
    </message>
    <message>
        <source>Your call — no bid yet</source>
        <translation>À vous — pas encore d&apos;enchère</translation>
    </message>
    <message>
        <source>Bid {bid}</source>
        <translation>Enchérir {bid}</translation>
    </message>
    <message>
        <source>{bid} is not a legal bid now (at or below the highest bid)</source>
        <translation>{bid} n&apos;est pas une enchère possible maintenant (pas au-dessus de la plus haute)</translation>
    </message>
    <message>
        <source>You cannot pass now</source>
        <translation>Vous ne pouvez pas passer maintenant</translation>
    </message>
    <message>
        <source>Call your partner: pick a card (its holder partners you; if you hold it, you play alone)</source>
        <translation>Appelez votre partenaire : choisissez une carte (celui qui la détient sera votre partenaire ; si vous l&apos;avez, vous jouez seul)</translation>
    </message>
    <message>
        <source>Call your partner: pick a card you do not hold (its holder partners you)</source>
        <translation>Appelez votre partenaire : choisissez une carte que vous n&apos;avez pas (celui qui la détient sera votre partenaire)</translation>
    </message>
    <message>
        <source>Call the {card}</source>
        <translation>Appeler : {card}</translation>
    </message>
    <message>
        <source>Call the {card}: it is in your hand, so you play alone</source>
        <translation>Appeler : {card} — elle est dans votre main, vous jouez donc seul</translation>
    </message>
    <message>
        <source>The {card} is in your hand: call a card you do not hold</source>
        <translation>{card} : cette carte est dans votre main — appelez une carte que vous n&apos;avez pas</translation>
    </message>
    <message>
        <source>You cannot call the {card}</source>
        <translation>Vous ne pouvez pas appeler : {card}</translation>
    </message>
    <message>
        <source>Wash</source>
        <translation>Redonne</translation>
    </message>
    <message>
        <source>No wash</source>
        <translation>Pas de redonne</translation>
    </message>
    <message numerus="yes">
        <source>Your hand counts %n point(s), more than {limit}: no wash for you</source>
        <translation>
            <numerusform>Votre main compte %n point, plus de {limit} : pas de redonne pour vous</numerusform>
            <numerusform>Votre main compte %n points, plus de {limit} : pas de redonne pour vous</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your bid: how many tricks will you take? (%n to play)</source>
        <translation>
            <numerusform>Votre annonce : combien de plis ferez-vous ? (%n pli en jeu)</numerusform>
            <numerusform>Votre annonce : combien de plis ferez-vous ? (%n plis en jeu)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wash? Your hand counts %n point(s): with {limit} or fewer you may ask for a new deal</source>
        <translation>
            <numerusform>Redonne ? Votre main compte %n point : à {limit} ou moins, vous pouvez demander une nouvelle donne</numerusform>
            <numerusform>Redonne ? Votre main compte %n points : à {limit} ou moins, vous pouvez demander une nouvelle donne</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Bids</name>
    <message>
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message numerus="yes">
        <source>%n no trump(s)</source>
        <translation>
            <numerusform>%n sans-atout</numerusform>
            <numerusform>%n sans-atout</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n club(s)</source>
        <translation>
            <numerusform>%n trèfle</numerusform>
            <numerusform>%n trèfles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n diamond(s)</source>
        <translation>
            <numerusform>%n carreau</numerusform>
            <numerusform>%n carreaux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n heart(s)</source>
        <translation>
            <numerusform>%n cœur</numerusform>
            <numerusform>%n cœurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n spade(s)</source>
        <translation>
            <numerusform>%n pique</numerusform>
            <numerusform>%n piques</numerusform>
        </translation>
    </message>
    <message>
        <source>NT</source>
        <translation>SA</translation>
    </message>
</context>
<context>
    <name>CardItem</name>
    <message>
        <source>Face-down card</source>
        <translation>Carte face cachée</translation>
    </message>
    <message>
        <source>{card} (cannot be played now)</source>
        <translation>{card} (ne peut pas être jouée maintenant)</translation>
    </message>
</context>
<context>
    <name>DealerButton</name>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
</context>
<context>
    <name>LastTrick</name>
    <message>
        <source>Last trick — won by {player}</source>
        <translation>Dernier pli — remporté par {player}</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Dernier pli</translation>
    </message>
    <message>
        <source>{card}, played by {player}</source>
        <translation>{card}, jouée par {player}</translation>
    </message>
</context>
<context>
    <name>RummyBar</name>
    <message>
        <source>the discard</source>
        <translation>la carte défaussée</translation>
    </message>
    <message>
        <source>The others may ask for {card} (May I?) before you draw</source>
        <translation>Les autres peuvent demander {card} (Je peux ?) avant que vous ne piochiez</translation>
    </message>
    <message>
        <source>May I? for {card}: the first to ask gets it</source>
        <translation>Je peux ? pour {card} : le premier qui demande l&apos;obtient</translation>
    </message>
    <message>
        <source>May I? for {card}</source>
        <translation>Je peux ? pour {card}</translation>
    </message>
    <message>
        <source>May I? for {card}: {player} asked first</source>
        <translation>Je peux ? pour {card} : {player} a demandé en premier</translation>
    </message>
    <message>
        <source>May I? for {card}: {player} is ahead of you</source>
        <translation>Je peux ? pour {card} : {player} passe avant vous</translation>
    </message>
    <message>
        <source>May I? for {card}: {players} are ahead of you</source>
        <translation>Je peux ? pour {card} : {players} passent avant vous</translation>
    </message>
    <message>
        <source>May I? for {card}: nobody is ahead of you</source>
        <translation>Je peux ? pour {card} : personne ne passe avant vous</translation>
    </message>
    <message>
        <source>What you can do</source>
        <translation>Ce que vous pouvez faire</translation>
    </message>
    <message>
        <source>Arrange:</source>
        <translation>Trier :</translation>
    </message>
    <message>
        <source>Suit</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>Sort your hand by suit</source>
        <translation>Trier votre main par couleur</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Sort your hand by rank</source>
        <translation>Trier votre main par valeur</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>Combinaisons</translation>
    </message>
    <message>
        <source>Bring the cards that make the contract together (the meld finder&apos;s choice), then pairs</source>
        <translation>Regrouper les cartes qui font le contrat (le choix du chercheur de combinaisons), puis les paires</translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>Suggérer</translation>
    </message>
    <message>
        <source>Select the cards of a contract (or meld) you can lay down now</source>
        <translation>Sélectionner les cartes d&apos;un contrat (ou d&apos;une combinaison) que vous pouvez poser maintenant</translation>
    </message>
    <message>
        <source>Meld</source>
        <translation>Poser</translation>
    </message>
    <message>
        <source>Lay down the selected cards (Enter)</source>
        <translation>Poser les cartes sélectionnées (Entrée)</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Défausser</translation>
    </message>
    <message>
        <source>Discard the selected card (or drag it onto the discard pile)</source>
        <translation>Défausser la carte sélectionnée (ou la faire glisser sur la défausse)</translation>
    </message>
    <message>
        <source>May I? (M)</source>
        <translation>Je peux ? (M)</translation>
    </message>
    <message>
        <source>Ask for the top discard out of turn (you also take the penalty card)</source>
        <translation>Demander la carte du dessus de la défausse hors de votre tour (vous prenez aussi la carte de pénalité)</translation>
    </message>
    <message>
        <source>No thanks (N)</source>
        <translation>Non merci (N)</translation>
    </message>
    <message>
        <source>Let the discard go</source>
        <translation>Laisser passer la carte défaussée</translation>
    </message>
    <message>
        <source>Time left to ask May I?</source>
        <translation>Temps restant pour demander « Je peux ? »</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Your turn: draw — click the stock (S) or the discard pile (D), or drag a card from it onto your hand</source>
        <translation>À vous : piochez — cliquez sur la pioche (S) ou la défausse (D), ou faites glisser une carte de l&apos;une d&apos;elles dans votre main</translation>
    </message>
    <message>
        <source>drag cards onto melds that light up (L)</source>
        <translation>faites glisser des cartes sur les combinaisons qui s&apos;éclairent (L)</translation>
    </message>
    <message>
        <source>select your contract and press Meld</source>
        <translation>sélectionnez votre contrat et cliquez sur Poser</translation>
    </message>
    <message>
        <source>select a new meld and press Meld</source>
        <translation>sélectionnez une nouvelle combinaison et cliquez sur Poser</translation>
    </message>
    <message>
        <source>drag a card out of another&apos;s meld to screw</source>
        <translation>faites glisser une carte hors de la combinaison d&apos;un autre pour un Screw Over</translation>
    </message>
    <message>
        <source>discard to end your turn</source>
        <translation>défaussez pour finir votre tour</translation>
    </message>
    <message>
        <source>meld every card to go out</source>
        <translation>posez toutes vos cartes pour finir</translation>
    </message>
    <message>
        <source>Your turn: {steps}</source>
        <translation>À vous : {steps}</translation>
    </message>
    <message>
        <source>{player} to play · {contract}</source>
        <translation>À {player} de jouer · {contract}</translation>
    </message>
    <message>
        <source>The joker</source>
        <translation>Le joker</translation>
    </message>
    <message>
        <source>In {meld}, the joker stands for:</source>
        <translation>Dans {meld}, le joker remplace :</translation>
    </message>
    <message>
        <source>Use the joker you reclaimed now: lay it off or meld it (marked in your hand)</source>
        <translation>Utilisez maintenant le joker récupéré : ajoutez-le à une combinaison ou posez-le (marqué dans votre main)</translation>
    </message>
    <message>
        <source>Use the {card} you took now: lay it off or meld it (marked in your hand)</source>
        <translation>Utilisez maintenant le {card} pris : ajoutez-le à une combinaison ou posez-le (marqué dans votre main)</translation>
    </message>
    <message>
        <source>Use the cards you took ({cards}) now: lay them off or meld them (marked in your hand)</source>
        <translation>Utilisez maintenant les cartes prises ({cards}) : ajoutez-les à des combinaisons ou posez-les (marquées dans votre main)</translation>
    </message>
</context>
<context>
    <name>RummyHand</name>
    <message>
        <source>Select the cards to meld first (click them, shift-click, or drag a box round them)</source>
        <translation>Sélectionnez d&apos;abord les cartes à poser (cliquez dessus, Maj-clic, ou tracez un cadre autour)</translation>
    </message>
    <message>
        <source>You have melded your contract: lay cards off on the melds (drag them there)</source>
        <translation>Vous avez posé votre contrat : ajoutez des cartes aux combinaisons (faites-les glisser dessus)</translation>
    </message>
    <message>
        <source>You have melded your contract: lay cards off on the melds (drag them there); new melds are not allowed at this table</source>
        <translation>Vous avez posé votre contrat : ajoutez des cartes aux combinaisons (faites-les glisser dessus) ; les nouvelles combinaisons ne sont pas permises à cette table</translation>
    </message>
    <message>
        <source>You have melded your contract this round</source>
        <translation>Vous avez déjà posé votre contrat dans cette manche</translation>
    </message>
    <message>
        <source>You can meld after you have drawn: click the stock or the discard pile first</source>
        <translation>Vous pourrez poser après avoir pioché : cliquez d&apos;abord sur la pioche ou la défausse</translation>
    </message>
</context>
<context>
    <name>RummyInput</name>
    <message>
        <source>No meld can be made from your hand now</source>
        <translation>Aucune combinaison possible avec votre main pour l&apos;instant</translation>
    </message>
    <message>
        <source>Select the one card to discard</source>
        <translation>Sélectionnez une seule carte à défausser</translation>
    </message>
    <message>
        <source>You cannot take the discard now</source>
        <translation>Vous ne pouvez pas prendre la carte défaussée maintenant</translation>
    </message>
    <message>
        <source>You cannot take the {card} now</source>
        <translation>Vous ne pouvez pas prendre {card} maintenant</translation>
    </message>
    <message>
        <source>You cannot take the {card}: the Screw Over is off at this table</source>
        <translation>Vous ne pouvez pas prendre {card} : le Screw Over n&apos;est pas joué à cette table</translation>
    </message>
    <message>
        <source>Select the one card to move</source>
        <translation>Choisissez la carte à déplacer</translation>
    </message>
    <message>
        <source>Select the one card to lay off</source>
        <translation>Choisissez la carte à ajouter à une combinaison</translation>
    </message>
    <message>
        <source>Round {round}: {contract}.</source>
        <translation>Manche {round} : {contract}.</translation>
    </message>
    <message>
        <source>Your hand: {cards}.</source>
        <translation>Votre main : {cards}.</translation>
    </message>
    <message>
        <source>Selected: {cards}.</source>
        <translation>Sélection : {cards}.</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: {card}; %n card(s) in the stock.</source>
        <translation>
            <numerusform>Défausse : {card} ; %n carte dans la pioche.</numerusform>
            <numerusform>Défausse : {card} ; %n cartes dans la pioche.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RummyTable</name>
    <message>
        <source>Rummy table</source>
        <translation>Table de rami</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Pioche</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <source>You ({name})</source>
        <translation>Vous ({name})</translation>
    </message>
    <message>
        <source>must re-meld</source>
        <translation>doit reposer</translation>
    </message>
    <message>
        <source>melded ✓</source>
        <translation>posé ✓</translation>
    </message>
    <message>
        <source>asks May I?</source>
        <translation>demande : Je peux ?</translation>
    </message>
    <message>
        <source>person</source>
        <translation>humain</translation>
    </message>
    <message>
        <source>{level} bot</source>
        <translation>bot ({level})</translation>
    </message>
    <message>
        <source>the joker as {card}</source>
        <translation>le joker pour {card}</translation>
    </message>
    <message>
        <source>Run of {player}: {cards}</source>
        <translation>Suite de {player} : {cards}</translation>
    </message>
    <message>
        <source>Group of {player}: {cards}</source>
        <translation>Groupe de {player} : {cards}</translation>
    </message>
    <message>
        <source>Joker standing for {card}</source>
        <translation>Joker à la place de : {card}</translation>
    </message>
    <message>
        <source>Round {round}/{rounds}: {contract}</source>
        <translation>Manche {round}/{rounds} : {contract}</translation>
    </message>
    <message>
        <source>All at once: every card in runs, no discard</source>
        <translation>Tout d&apos;un coup : toutes les cartes en suites, sans défausse</translation>
    </message>
    <message>
        <source>Runs of one suit may not touch</source>
        <translation>Deux suites d&apos;une même couleur ne peuvent pas se toucher</translation>
    </message>
    <message>
        <source>May I?: off</source>
        <translation>Je peux ? : non</translation>
    </message>
    <message>
        <source>May I?: in turn order</source>
        <translation>Je peux ? : dans l&apos;ordre du jeu</translation>
    </message>
    <message>
        <source>May I?: first come</source>
        <translation>Je peux ? : premier arrivé</translation>
    </message>
    <message>
        <source>You must meld again: {contract}</source>
        <translation>Vous devez reposer : {contract}</translation>
    </message>
    <message>
        <source>Round {round}: {player} went out</source>
        <translation>Manche {round} : {player} a fini</translation>
    </message>
    <message>
        <source>Round {round}: the piles ran out</source>
        <translation>Manche {round} : la pioche est épuisée</translation>
    </message>
    <message>
        <source>Penalty points: {points}</source>
        <translation>Points de pénalité : {points}</translation>
    </message>
    <message>
        <source>Totals in the score sheet (lowest leads).</source>
        <translation>Totaux dans la feuille de score (le plus bas mène).</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pt(s)</source>
        <translation>
            <numerusform>%n pt</numerusform>
            <numerusform>%n pts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deck(s)</source>
        <translation>
            <numerusform>%n jeu</numerusform>
            <numerusform>%n jeux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) each</source>
        <translation>
            <numerusform>%n carte chacun</numerusform>
            <numerusform>%n cartes chacun</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>penalty %n card(s)</source>
        <translation>
            <numerusform>pénalité %n carte</numerusform>
            <numerusform>pénalité %n cartes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RummyWords</name>
    <message>
        <source>{groups} + {runs}</source>
        <translation>{groups} + {runs}</translation>
    </message>
    <message>
        <source>no meld</source>
        <translation>aucune combinaison</translation>
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
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Score chart</source>
        <translation>Graphique des scores</translation>
    </message>
    <message>
        <source>Running totals. {totals}</source>
        <translation>Totaux en cours. {totals}</translation>
    </message>
    <message>
        <source>No round scored yet</source>
        <translation>Aucune manche comptée pour l&apos;instant</translation>
    </message>
    <message>
        <source>No hand scored yet</source>
        <translation>Aucune donne comptée pour l&apos;instant</translation>
    </message>
    <message>
        <source>The chart fills in as rounds are scored</source>
        <translation>Le graphique se remplit au fil des manches</translation>
    </message>
    <message>
        <source>The chart fills in as hands are scored</source>
        <translation>Le graphique se remplit au fil des donnes</translation>
    </message>
    <message numerus="yes">
        <source>after %n round(s)</source>
        <translation>
            <numerusform>après %n manche</numerusform>
            <numerusform>après %n manches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>after %n hand(s)</source>
        <translation>
            <numerusform>après %n donne</numerusform>
            <numerusform>après %n donnes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>bid</source>
        <translation>annonce</translation>
    </message>
    <message>
        <source>won</source>
        <translation>plis</translation>
    </message>
    <message>
        <source>pts</source>
        <translation>pts</translation>
    </message>
    <message>
        <source>total</source>
        <translation>total</translation>
    </message>
    <message>
        <source>bid/won</source>
        <translation>annonce/plis</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>cartes</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>donneur</translation>
    </message>
    <message>
        <source>trump</source>
        <translation>atout</translation>
    </message>
    <message>
        <source>contract</source>
        <translation>contrat</translation>
    </message>
    <message>
        <source>declarer</source>
        <translation>déclarant</translation>
    </message>
    <message>
        <source>bidding side</source>
        <translation>camp du déclarant</translation>
    </message>
    <message>
        <source>takers tricks</source>
        <translation>plis du camp déclarant</translation>
    </message>
    <message>
        <source>partner</source>
        <translation>partenaire</translation>
    </message>
    <message>
        <source>alone</source>
        <translation>seul</translation>
    </message>
    <message>
        <source>declarer side</source>
        <translation>camp du déclarant</translation>
    </message>
    <message>
        <source>needed</source>
        <translation>requis</translation>
    </message>
    <message>
        <source>side tricks</source>
        <translation>plis du camp</translation>
    </message>
    <message>
        <source>made</source>
        <translation>réussi</translation>
    </message>
    <message>
        <source>round</source>
        <translation>manche</translation>
    </message>
    <message>
        <source>went out</source>
        <translation>a fini</translation>
    </message>
    <message>
        <source>ended</source>
        <translation>fin</translation>
    </message>
    <message>
        <source>out</source>
        <translation>fini</translation>
    </message>
    <message>
        <source>piles empty</source>
        <translation>pioche épuisée</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>Side {number}</source>
        <translation>Camp {number}</translation>
    </message>
    <message>
        <source>{player}, round {number}: {values}</source>
        <translation>{player}, manche {number} : {values}</translation>
    </message>
    <message>
        <source>{player}, hand {number}: {values}</source>
        <translation>{player}, donne {number} : {values}</translation>
    </message>
    <message>
        <source>{line} (leading)</source>
        <translation>{line} (en tête)</translation>
    </message>
</context>
<context>
    <name>ScoreboardDock</name>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Feuille de score</translation>
    </message>
    <message>
        <source>No hand scored yet</source>
        <translation>Aucune donne comptée</translation>
    </message>
    <message>
        <source>Score summary</source>
        <translation>Résumé du score</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Détails</translation>
    </message>
    <message>
        <source>Show bids, tricks and points as well as the running totals</source>
        <translation>Afficher les annonces, les plis et les points en plus des totaux</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exporter en CSV…</translation>
    </message>
    <message>
        <source>Save the score sheet as a spreadsheet file</source>
        <translation>Enregistrer la feuille de score comme fichier de tableur</translation>
    </message>
    <message>
        <source>{player} leads</source>
        <translation>{player} est en tête</translation>
    </message>
    <message>
        <source>{players} lead</source>
        <translation>{players} sont en tête</translation>
    </message>
    <message>
        <source>No round scored yet</source>
        <translation>Aucune manche comptée pour l&apos;instant</translation>
    </message>
    <message>
        <source>Export scores</source>
        <translation>Exporter les scores</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Échec de l&apos;export</translation>
    </message>
    <message>
        <source>Could not write {path}: {reason}.</source>
        <translation>Impossible d&apos;écrire {path} : {reason}.</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n manche</numerusform>
            <numerusform>%n manches</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n donne</numerusform>
            <numerusform>%n donnes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n round(s): {leaders}</source>
        <translation>
            <numerusform>Après %n manche : {leaders}</numerusform>
            <numerusform>Après %n manches : {leaders}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n hand(s): {leaders}</source>
        <translation>
            <numerusform>Après %n donne : {leaders}</numerusform>
            <numerusform>Après %n donnes : {leaders}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScrewDialog</name>
    <message>
        <source>Screw Over</source>
        <translation>Screw Over</translation>
    </message>
    <message>
        <source>Take the {card} from the meld of {player} and give them:</source>
        <translation>Prendre {card} dans la combinaison de {player} et lui donner :</translation>
    </message>
    <message>
        <source>Card to give</source>
        <translation>Carte à donner</translation>
    </message>
    <message>
        <source>You must then use the {card} this turn.</source>
        <translation>Vous devrez ensuite utiliser le {card} pendant ce tour.</translation>
    </message>
    <message>
        <source>Screw</source>
        <translation>Screw Over</translation>
    </message>
    <message>
        <source>The meld of {player} falls below its minimum: they take the rest of it back.</source>
        <translation>La combinaison de {player} passe sous son minimum : {player} reprend le reste.</translation>
    </message>
    <message>
        <source>The meld of {player} breaks and their contract is lost: they must meld that part again.</source>
        <translation>La combinaison de {player} se brise et son contrat est perdu : {player} doit reposer cette partie.</translation>
    </message>
    <message>
        <source>The meld of {player} stays on the table.</source>
        <translation>La combinaison de {player} reste sur la table.</translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message>
        <source>{name} ({who})</source>
        <translation>{name} ({who})</translation>
    </message>
    <message>
        <source>Contract {bid}</source>
        <translation>Contrat {bid}</translation>
    </message>
    <message>
        <source>Bid {number}</source>
        <translation>Annonce {number}</translation>
    </message>
    <message>
        <source>Bid {bid}</source>
        <translation>Enchère {bid}</translation>
    </message>
    <message>
        <source>Won {count}</source>
        <translation>Plis {count}</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partenaire</translation>
    </message>
    <message>
        <source>Declarer&apos;s partner</source>
        <translation>Partenaire du déclarant</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Bot · {level}</source>
        <translation>Bot · {level}</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <source>Click or press Space to continue</source>
        <translation>Cliquez ou appuyez sur Espace pour continuer</translation>
    </message>
    <message>
        <source>{game} is not playable at the table yet</source>
        <translation>{game} ne se joue pas encore à cette table</translation>
    </message>
    <message>
        <source>This window plays the trick-taking games so far.</source>
        <translation>Cette fenêtre ne joue pour l&apos;instant que les jeux de levées.</translation>
    </message>
    <message>
        <source>Choose another game with Game ▸ New Game (Ctrl+N).</source>
        <translation>Choisissez un autre jeu avec Partie ▸ Nouvelle partie (Ctrl+N).</translation>
    </message>
    <message>
        <source>Selected: {card}.</source>
        <translation>Sélection : {card}.</translation>
    </message>
    <message>
        <source>Your hand: {cards}.</source>
        <translation>Votre main : {cards}.</translation>
    </message>
    <message>
        <source>{player}: {card}</source>
        <translation>{player} : {card}</translation>
    </message>
    <message>
        <source>On the table: {cards}.</source>
        <translation>Sur la table : {cards}.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>À vous de jouer.</translation>
    </message>
    <message>
        <source>Waiting for {player}.</source>
        <translation>En attente de {player}.</translation>
    </message>
    <message>
        <source>Bid {number}? Press Enter, or type the next digit</source>
        <translation>Annoncer {number} ? Appuyez sur Entrée ou tapez le chiffre suivant</translation>
    </message>
</context>
<context>
    <name>TrumpMarker</name>
    <message>
        <source>Turned card: {card}</source>
        <translation>Carte retournée : {card}</translation>
    </message>
    <message>
        <source>Partner card: {card}</source>
        <translation>Carte partenaire : {card}</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Atout</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>Called</source>
        <translation>Appelée</translation>
    </message>
    <message>
        <source>Clubs are trumps</source>
        <translation>Atout trèfle</translation>
    </message>
    <message>
        <source>Diamonds are trumps</source>
        <translation>Atout carreau</translation>
    </message>
    <message>
        <source>Hearts are trumps</source>
        <translation>Atout cœur</translation>
    </message>
    <message>
        <source>Spades are trumps</source>
        <translation>Atout pique</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>Sans atout</translation>
    </message>
</context>
</TS>
