<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>HandHistory</name>
    <message>
        <source>no trumps</source>
        <translation>sans atout</translation>
    </message>
    <message>
        <source>Round {round}: {contract}</source>
        <translation>Manche {round} : {contract}</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>Donne {number}</translation>
    </message>
    <message>
        <source>{title} (being played)</source>
        <translation>{title} (en cours)</translation>
    </message>
    <message>
        <source>Trick {trick}: your {card} is the expert&apos;s card too — keeps your bid of {bid} at {pct}%</source>
        <translation>Pli {trick} : votre {card} est aussi la carte de l&apos;expert – votre annonce de {bid} reste à {pct} %</translation>
    </message>
    <message>
        <source>Partner call: your {card} is the expert&apos;s choice too — the contract is made {pct}% of the time</source>
        <translation>Carte partenaire : votre {card} est aussi le choix de l&apos;expert – le contrat est réussi {pct} % du temps</translation>
    </message>
    <message>
        <source>Trick {trick}: your {card} is the expert&apos;s choice too — the contract is made {pct}% of the time</source>
        <translation>Pli {trick} : votre {card} est aussi le choix de l&apos;expert – le contrat est réussi {pct} % du temps</translation>
    </message>
    <message>
        <source>Bid: the expert bids {bid} too — exact {pct}% of the time, {points} points expected</source>
        <translation>Annonce : l&apos;expert annonce aussi {bid} – réussie exactement {pct} % du temps, {points} points attendus</translation>
    </message>
    <message>
        <source>Bid: the expert bids {best} — exact {best_pct}%, {best_points} points expected; your {yours}: {pct}%, {points} points (costs {cost} ± {error})</source>
        <translation>Annonce : l&apos;expert annonce {best} – exacte {best_pct} %, {best_points} points attendus ; votre annonce de {yours} : {pct} %, {points} points (coûte {cost} ± {error})</translation>
    </message>
    <message>
        <source>Trick {trick}: the expert plays {best} — keeps your bid of {bid} at {best_pct}%; your {card} made it {pct}% (costs {cost} ± {error} points)</source>
        <translation>Pli {trick} : l&apos;expert joue {best} – votre annonce de {bid} reste à {best_pct} % ; votre {card} l&apos;a mise à {pct} % (coûte {cost} ± {error} points)</translation>
    </message>
    <message>
        <source>Partner call: the expert calls {best} — the contract is made {best_pct}%; your {card}: {pct}% (costs {cost} ± {error} points)</source>
        <translation>Carte partenaire : l&apos;expert appelle {best} – contrat réussi à {best_pct} % ; votre {card} : {pct} % (coûte {cost} ± {error} points)</translation>
    </message>
    <message>
        <source>Trick {trick}: the expert plays {best} — the contract is made {best_pct}%; your {card}: {pct}% (costs {cost} ± {error} points)</source>
        <translation>Pli {trick} : l&apos;expert joue {best} – contrat réussi à {best_pct} % ; votre {card} : {pct} % (coûte {cost} ± {error} points)</translation>
    </message>
    <message>
        <source>Bidding: the expert passes too — {points} points expected</source>
        <translation>Enchères : l&apos;expert passe aussi – {points} points attendus</translation>
    </message>
    <message>
        <source>Bidding: your {call} is the expert&apos;s bid too — the contract is made {pct}% of the time, {points} points expected</source>
        <translation>Enchères : votre enchère de {call} est aussi celle de l&apos;expert – le contrat est réussi {pct} % du temps, {points} points attendus</translation>
    </message>
    <message>
        <source>Bidding: the expert bids {best} — the contract is made {best_pct}%, {best_points} points expected; your pass: {points} points (costs {cost} ± {error})</source>
        <translation>Enchères : l&apos;expert annonce {best} – contrat réussi à {best_pct} %, {best_points} points attendus ; votre passe : {points} points (coûte {cost} ± {error})</translation>
    </message>
    <message>
        <source>Bidding: the expert passes — {best_points} points expected; your {call}: made {pct}%, {points} points (costs {cost} ± {error})</source>
        <translation>Enchères : l&apos;expert passe – {best_points} points attendus ; votre {call} : réussi à {pct} %, {points} points (coûte {cost} ± {error})</translation>
    </message>
    <message>
        <source>Bidding: the expert bids {best} — the contract is made {best_pct}%; your {call}: {pct}% (costs {cost} ± {error} points)</source>
        <translation>Enchères : l&apos;expert annonce {best} – contrat réussi à {best_pct} % ; votre {call} : {pct} % (coûte {cost} ± {error} points)</translation>
    </message>
    <message>
        <source>pass: {points} ± {error} points</source>
        <translation>passe : {points} ± {error} points</translation>
    </message>
    <message>
        <source>{what}: {points} ± {error} points, contract made {pct} ± {pct_error}%</source>
        <translation>{what} : {points} ± {error} points, contrat réussi {pct} ± {pct_error} %</translation>
    </message>
    <message>
        <source>bid {n}: {points} ± {error} points, exact {pct} ± {pct_error}%</source>
        <translation>annonce {n} : {points} ± {error} points, exacte {pct} ± {pct_error} %</translation>
    </message>
    <message>
        <source>{what}: {points} ± {error} points, exact {pct} ± {pct_error}%</source>
        <translation>{what} : {points} ± {error} points, annonce exacte {pct} ± {pct_error} %</translation>
    </message>
    <message>
        <source>Hand history</source>
        <translation>Historique des donnes</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Donnes</translation>
    </message>
    <message>
        <source>The hand at this point</source>
        <translation>La donne à ce moment</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Distribution</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Retour</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Suivant ▶</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>Review this hand</source>
        <translation>Analyser cette donne</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Progression de l&apos;analyse</translation>
    </message>
    <message>
        <source>The expert&apos;s opinions, costliest first</source>
        <translation>L&apos;avis de l&apos;expert, les plus coûteux d&apos;abord</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation>Ouvrir une partie enregistrée…</translation>
    </message>
    <message>
        <source>Paste a hand…</source>
        <translation>Coller une donne…</translation>
    </message>
    <message>
        <source>Copy hand as text</source>
        <translation>Copier la donne en texte</translation>
    </message>
    <message>
        <source>Save game as text…</source>
        <translation>Enregistrer la partie en texte…</translation>
    </message>
    <message>
        <source>Save hand as game…</source>
        <translation>Enregistrer la donne comme partie…</translation>
    </message>
    <message>
        <source>No hand has been played yet. Open a saved game or paste a hand.</source>
        <translation>Aucune donne n&apos;a encore été jouée. Ouvrez une partie enregistrée ou collez une donne.</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>La distribution</translation>
    </message>
    <message>
        <source>The bidding</source>
        <translation>Les enchères</translation>
    </message>
    <message>
        <source>Trick {n} of {total}</source>
        <translation>Pli {n} sur {total}</translation>
    </message>
    <message>
        <source>Turn {n} of {total}</source>
        <translation>Tour {n} sur {total}</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Annonce</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Plis</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Contract: {level}{strain} by {name}</source>
        <translation>Contrat : {level}{strain} par {name}</translation>
    </message>
    <message>
        <source>{name} wins: the highest trump</source>
        <translation>{name} remporte le pli : l&apos;atout le plus fort</translation>
    </message>
    <message>
        <source>{name} wins: the highest card of the suit led</source>
        <translation>{name} remporte le pli : la plus forte carte de la couleur entamée</translation>
    </message>
    <message>
        <source>Your hand:</source>
        <translation>Votre main :</translation>
    </message>
    <message>
        <source>Cards held: {counts}</source>
        <translation>Cartes en main : {counts}</translation>
    </message>
    <message>
        <source>{owner}&apos;s run:</source>
        <translation>Suite de {owner} :</translation>
    </message>
    <message>
        <source>{owner}&apos;s set:</source>
        <translation>Groupe de {owner} :</translation>
    </message>
    <message>
        <source>Discard pile:</source>
        <translation>Défausse :</translation>
    </message>
    <message>
        <source>No hand to review.</source>
        <translation>Aucune donne à analyser.</translation>
    </message>
    <message>
        <source>The expert reviews Devil&apos;s Bridge, German Bridge, Reverse Bridge and Floating Bridge hands.</source>
        <translation>L&apos;expert analyse les donnes de Devil&apos;s Bridge, German Bridge, Reverse Bridge et Floating Bridge.</translation>
    </message>
    <message>
        <source>No seat of yours in this game to review.</source>
        <translation>Vous n&apos;avez pas de place dans cette partie à analyser.</translation>
    </message>
    <message>
        <source>The review opens once the hand is over.</source>
        <translation>L&apos;analyse est possible une fois la donne terminée.</translation>
    </message>
    <message>
        <source>The expert is looking at your decisions…</source>
        <translation>L&apos;expert examine vos décisions…</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>Analyse annulée.</translation>
    </message>
    <message>
        <source>Every bid and card of yours in this hand was forced.</source>
        <translation>Toutes vos enchères et cartes de cette donne étaient forcées.</translation>
    </message>
    <message>
        <source>The hand is on the clipboard as text.</source>
        <translation>La donne est dans le presse-papiers en texte.</translation>
    </message>
    <message>
        <source>Save the game as text</source>
        <translation>Enregistrer la partie en texte</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>Texte (*.txt)</translation>
    </message>
    <message>
        <source>Save the game up to this hand</source>
        <translation>Enregistrer la partie jusqu&apos;à cette donne</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Parties enregistrées (*.json)</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Enregistrement impossible</translation>
    </message>
    <message>
        <source>Saved {name}.</source>
        <translation>{name} enregistré.</translation>
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
        <translation>Impossible d&apos;ouvrir ce fichier</translation>
    </message>
    <message>
        <source>Paste a hand</source>
        <translation>Coller une donne</translation>
    </message>
    <message>
        <source>The hand as text</source>
        <translation>La donne en texte</translation>
    </message>
    <message>
        <source>Paste a hand copied from the hand history:</source>
        <translation>Collez une donne copiée depuis l&apos;historique des donnes :</translation>
    </message>
    <message>
        <source>Cannot read this hand</source>
        <translation>Impossible de lire cette donne</translation>
    </message>
    <message>
        <source>No hand history for an onlooker: the host keeps this game.</source>
        <translation>Pas d&apos;historique des donnes pour un spectateur : l&apos;hôte garde cette partie.</translation>
    </message>
    <message numerus="yes">
        <source>Not shown: %n round(s) ({numbers}), played at least in part before you came to the table; the host keeps them.</source>
        <translation>
            <numerusform>Non affichée : %n manche ({numbers}), jouée au moins en partie avant votre arrivée à la table ; l&apos;hôte la garde.</numerusform>
            <numerusform>Non affichées : %n manches ({numbers}), jouées au moins en partie avant votre arrivée à la table ; l&apos;hôte les garde.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not shown: %n hand(s) ({numbers}), played at least in part before you came to the table; the host keeps them.</source>
        <translation>
            <numerusform>Non affichée : %n donne ({numbers}), jouée au moins en partie avant votre arrivée à la table ; l&apos;hôte la garde.</numerusform>
            <numerusform>Non affichées : %n donnes ({numbers}), jouées au moins en partie avant votre arrivée à la table ; l&apos;hôte les garde.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) of the unseen cards for each choice.</source>
        <translation>
            <numerusform>%n distribution des cartes inconnues pour chaque choix.</numerusform>
            <numerusform>%n distributions des cartes inconnues pour chaque choix.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hand {number}: %n card(s), trump {trump}</source>
        <translation>
            <numerusform>Donne {number} : %n carte, atout {trump}</numerusform>
            <numerusform>Donne {number} : %n cartes, atout {trump}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The expert would have done better at %n decision(s) (by more than twice the sampling error); costliest first.</source>
        <translation>
            <numerusform>L&apos;expert aurait mieux fait à %n décision (de plus de deux fois l&apos;erreur d&apos;échantillonnage) ; les plus coûteuses d&apos;abord.</numerusform>
            <numerusform>L&apos;expert aurait mieux fait à %n décisions (de plus de deux fois l&apos;erreur d&apos;échantillonnage) ; les plus coûteuses d&apos;abord.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>hidden (%n card(s))</source>
        <translation>
            <numerusform>cachées (%n carte)</numerusform>
            <numerusform>cachées (%n cartes)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandText</name>
    <message>
        <source>{text} is not a card</source>
        <translation>{text} n&apos;est pas une carte</translation>
    </message>
    <message>
        <source>the text has no [{key} ...] line: is it a hand copied from the hand history?</source>
        <translation>le texte n&apos;a pas de ligne [{key} ...] : est-ce bien une donne copiée depuis l&apos;historique des donnes ?</translation>
    </message>
    <message>
        <source>the deal should list {names}</source>
        <translation>la distribution devrait indiquer {names}</translation>
    </message>
    <message>
        <source>line {number}: {reason}</source>
        <translation>ligne {number} : {reason}</translation>
    </message>
    <message>
        <source>{tag}: {name} is not one of {names}</source>
        <translation>{tag} : {name} ne fait pas partie de {names}</translation>
    </message>
    <message>
        <source>{token} does not start with a seat ({names})</source>
        <translation>{token} ne commence pas par une place ({names})</translation>
    </message>
    <message>
        <source>{token} is not a bid, a pass or a call this format knows</source>
        <translation>{token} n&apos;est ni une enchère, ni une passe, ni un appel que ce format connaît</translation>
    </message>
</context>
</TS>
