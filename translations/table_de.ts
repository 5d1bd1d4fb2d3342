<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>BiddingBox</name>
    <message>
        <source>Bidding box</source>
        <translation>Ansage- und Gebotsfeld</translation>
    </message>
    <message>
        <source>You may act now</source>
        <translation>Du bist dran</translation>
    </message>
    <message>
        <source>Change your bid of {bid}? (allowed until the next bid is made)</source>
        <translation>Deine Ansage {bid} ändern? (möglich, bis die nächste Ansage gemacht ist)</translation>
    </message>
    <message>
        <source>Bid {number}</source>
        <translation>{number} ansagen</translation>
    </message>
    <message>
        <source>As dealer you may not bid {number}: the bids would total {total}, the number of tricks (the hook)</source>
        <translation>Als Geber darfst du nicht {number} ansagen: Die Ansagen ergäben zusammen {total}, so viele wie Stiche (der Haken)</translation>
    </message>
    <message>
        <source>{number} is your bid now</source>
        <translation>{number} ist deine Ansage</translation>
    </message>
    <message>
        <source>You cannot bid {number} now</source>
        <translation>Du kannst jetzt nicht {number} ansagen</translation>
    </message>
    <message>
        <source>Your call — highest bid: {bid}</source>
        <translation>Du bist dran — höchstes Gebot: {bid}</translation>
    </message>
    <message>
        <source>Your call — no bid yet</source>
        <translation>Du bist dran — noch kein Gebot</translation>
    </message>
    <message>
        <source>Bid {bid}</source>
        <translation>{bid} bieten</translation>
    </message>
    <message>
        <source>{bid} is not a legal bid now (at or below the highest bid)</source>
        <translation>{bid} ist jetzt kein erlaubtes Gebot (nicht höher als das höchste Gebot)</translation>
    </message>
    <message>
        <source>You cannot pass now</source>
        <translation>Du kannst jetzt nicht passen</translation>
    </message>
    <message>
        <source>Call your partner: pick a card (its holder partners you; if you hold it, you play alone)</source>
        <translation>Ruf deinen Partner: Wähle eine Karte (wer sie hält, spielt mit dir; hältst du sie selbst, spielst du allein)</translation>
    </message>
    <message>
        <source>Call your partner: pick a card you do not hold (its holder partners you)</source>
        <translation>Ruf deinen Partner: Wähle eine Karte, die du nicht hast (wer sie hält, spielt mit dir)</translation>
    </message>
    <message>
        <source>Call the {card}</source>
        <translation>{card} rufen</translation>
    </message>
    <message>
        <source>Call the {card}: it is in your hand, so you play alone</source>
        <translation>{card} rufen: Die Karte ist in deiner Hand, also spielst du allein</translation>
    </message>
    <message>
        <source>The {card} is in your hand: call a card you do not hold</source>
        <translation>{card}: Die Karte ist in deiner Hand – ruf eine Karte, die du nicht hast</translation>
    </message>
    <message>
        <source>You cannot call the {card}</source>
        <translation>Du kannst {card} nicht rufen</translation>
    </message>
    <message>
        <source>Wash</source>
        <translation>Neu geben</translation>
    </message>
    <message>
        <source>No wash</source>
        <translation>Nicht neu geben</translation>
    </message>
    <message numerus="yes">
        <source>Your hand counts %n point(s), more than {limit}: no wash for you</source>
        <translation>
            <numerusform>Dein Blatt zählt %n Punkt, mehr als {limit}: du kannst nicht neu geben lassen</numerusform>
            <numerusform>Dein Blatt zählt %n Punkte, mehr als {limit}: du kannst nicht neu geben lassen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your bid: how many tricks will you take? (%n to play)</source>
        <translation>
            <numerusform>Deine Ansage: Wie viele Stiche machst du? (%n Stich wird gespielt)</numerusform>
            <numerusform>Deine Ansage: Wie viele Stiche machst du? (%n Stiche werden gespielt)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wash? Your hand counts %n point(s): with {limit} or fewer you may ask for a new deal</source>
        <translation>
            <numerusform>Neu geben? Dein Blatt zählt %n Punkt: mit {limit} oder weniger darfst du neu geben lassen</numerusform>
            <numerusform>Neu geben? Dein Blatt zählt %n Punkte: mit {limit} oder weniger darfst du neu geben lassen</numerusform>
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
            <numerusform>%n ohne Trumpf</numerusform>
            <numerusform>%n ohne Trumpf</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n club(s)</source>
        <translation>
            <numerusform>%n Kreuz</numerusform>
            <numerusform>%n Kreuz</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n diamond(s)</source>
        <translation>
            <numerusform>%n Karo</numerusform>
            <numerusform>%n Karo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n heart(s)</source>
        <translation>
            <numerusform>%n Herz</numerusform>
            <numerusform>%n Herz</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n spade(s)</source>
        <translation>
            <numerusform>%n Pik</numerusform>
            <numerusform>%n Pik</numerusform>
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
        <translation>Verdeckte Karte</translation>
    </message>
    <message>
        <source>{card} (cannot be played now)</source>
        <translation>{card} (kann jetzt nicht gespielt werden)</translation>
    </message>
</context>
<context>
    <name>DealerButton</name>
    <message>
        <source>D</source>
        <translation>G</translation>
    </message>
</context>
<context>
    <name>LastTrick</name>
    <message>
        <source>Last trick — won by {player}</source>
        <translation>Letzter Stich — an {player}</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Letzter Stich</translation>
    </message>
    <message>
        <source>{card}, played by {player}</source>
        <translation>{card}, gespielt von {player}</translation>
    </message>
</context>
<context>
    <name>RummyBar</name>
    <message>
        <source>the discard</source>
        <translation>die abgeworfene Karte</translation>
    </message>
    <message>
        <source>The others may ask for {card} (May I?) before you draw</source>
        <translation>Die anderen dürfen {card} verlangen (Darf ich?), bevor du ziehst</translation>
    </message>
    <message>
        <source>May I? for {card}: the first to ask gets it</source>
        <translation>Darf ich? für {card}: Wer zuerst fragt, bekommt sie</translation>
    </message>
    <message>
        <source>May I? for {card}</source>
        <translation>Darf ich? für {card}</translation>
    </message>
    <message>
        <source>May I? for {card}: {player} asked first</source>
        <translation>Darf ich? für {card}: {player} hat zuerst gefragt</translation>
    </message>
    <message>
        <source>May I? for {card}: {player} is ahead of you</source>
        <translation>Darf ich? für {card}: {player} ist vor dir dran</translation>
    </message>
    <message>
        <source>May I? for {card}: {players} are ahead of you</source>
        <translation>Darf ich? für {card}: {players} sind vor dir dran</translation>
    </message>
    <message>
        <source>May I? for {card}: nobody is ahead of you</source>
        <translation>Darf ich? für {card}: Niemand ist vor dir dran</translation>
    </message>
    <message>
        <source>What you can do</source>
        <translation>Was du tun kannst</translation>
    </message>
    <message>
        <source>Arrange:</source>
        <translation>Sortieren:</translation>
    </message>
    <message>
        <source>Suit</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Sort your hand by suit</source>
        <translation>Dein Blatt nach Farben sortieren</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Sort your hand by rank</source>
        <translation>Dein Blatt nach Werten sortieren</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>Meldungen</translation>
    </message>
    <message>
        <source>Bring the cards that make the contract together (the meld finder&apos;s choice), then pairs</source>
        <translation>Die Karten für den Kontrakt zusammenlegen (wie die Meldungssuche sie wählt), dann Paare</translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>Vorschlagen</translation>
    </message>
    <message>
        <source>Select the cards of a contract (or meld) you can lay down now</source>
        <translation>Die Karten eines Kontrakts (oder einer Meldung) auswählen, den du jetzt auslegen kannst</translation>
    </message>
    <message>
        <source>Meld</source>
        <translation>Auslegen</translation>
    </message>
    <message>
        <source>Lay down the selected cards (Enter)</source>
        <translation>Die ausgewählten Karten auslegen (Eingabetaste)</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Abwerfen</translation>
    </message>
    <message>
        <source>Discard the selected card (or drag it onto the discard pile)</source>
        <translation>Die ausgewählte Karte abwerfen (oder auf den Ablagestapel ziehen)</translation>
    </message>
    <message>
        <source>May I? (M)</source>
        <translation>Darf ich? (M)</translation>
    </message>
    <message>
        <source>Ask for the top discard out of turn (you also take the penalty card)</source>
        <translation>Die oberste abgeworfene Karte außer der Reihe verlangen (du nimmst auch die Strafkarte)</translation>
    </message>
    <message>
        <source>No thanks (N)</source>
        <translation>Nein danke (N)</translation>
    </message>
    <message>
        <source>Let the discard go</source>
        <translation>Die abgeworfene Karte liegen lassen</translation>
    </message>
    <message>
        <source>Time left to ask May I?</source>
        <translation>Zeit, um „Darf ich?“ zu fragen</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <source>Your turn: draw — click the stock (S) or the discard pile (D), or drag a card from it onto your hand</source>
        <translation>Du bist dran: Ziehe — klicke auf den Stapel (S) oder den Ablagestapel (D) oder ziehe eine Karte davon auf dein Blatt</translation>
    </message>
    <message>
        <source>drag cards onto melds that light up (L)</source>
        <translation>ziehe Karten an Meldungen, die aufleuchten, um sie anzulegen (L)</translation>
    </message>
    <message>
        <source>select your contract and press Meld</source>
        <translation>wähle deinen Kontrakt und klicke auf Auslegen</translation>
    </message>
    <message>
        <source>select a new meld and press Meld</source>
        <translation>wähle eine neue Meldung und klicke auf Auslegen</translation>
    </message>
    <message>
        <source>drag a card out of another&apos;s meld to screw</source>
        <translation>ziehe eine Karte aus der Meldung eines anderen für ein Screw Over</translation>
    </message>
    <message>
        <source>discard to end your turn</source>
        <translation>wirf ab, um deinen Zug zu beenden</translation>
    </message>
    <message>
        <source>meld every card to go out</source>
        <translation>lege alle Karten aus, um auszumachen</translation>
    </message>
    <message>
        <source>Your turn: {steps}</source>
        <translation>Du bist dran: {steps}</translation>
    </message>
    <message>
        <source>{player} to play · {contract}</source>
        <translation>{player} ist dran · {contract}</translation>
    </message>
    <message>
        <source>The joker</source>
        <translation>Der Joker</translation>
    </message>
    <message>
        <source>In {meld}, the joker stands for:</source>
        <translation>In {meld} steht der Joker für:</translation>
    </message>
    <message>
        <source>Use the joker you reclaimed now: lay it off or meld it (marked in your hand)</source>
        <translation>Setze den zurückgeholten Joker jetzt ein: lege ihn an oder lege ihn aus (in deinem Blatt markiert)</translation>
    </message>
    <message>
        <source>Use the {card} you took now: lay it off or meld it (marked in your hand)</source>
        <translation>Setze die genommene {card} jetzt ein: lege sie an oder lege sie aus (in deinem Blatt markiert)</translation>
    </message>
    <message>
        <source>Use the cards you took ({cards}) now: lay them off or meld them (marked in your hand)</source>
        <translation>Setze die genommenen Karten ({cards}) jetzt ein: lege sie an oder aus (in deinem Blatt markiert)</translation>
    </message>
</context>
<context>
    <name>RummyHand</name>
    <message>
        <source>Select the cards to meld first (click them, shift-click, or drag a box round them)</source>
        <translation>Wähle zuerst die Karten zum Auslegen (anklicken, mit Umschalt klicken oder einen Rahmen darum ziehen)</translation>
    </message>
    <message>
        <source>You have melded your contract: lay cards off on the melds (drag them there)</source>
        <translation>Du hast deinen Kontrakt ausgelegt: Lege Karten an die Meldungen an (zieh sie dorthin)</translation>
    </message>
    <message>
        <source>You have melded your contract: lay cards off on the melds (drag them there); new melds are not allowed at this table</source>
        <translation>Du hast deinen Kontrakt ausgelegt: Lege Karten an die Meldungen an (zieh sie dorthin); neue Meldungen sind an diesem Tisch nicht erlaubt</translation>
    </message>
    <message>
        <source>You have melded your contract this round</source>
        <translation>Du hast deinen Kontrakt in dieser Runde schon ausgelegt</translation>
    </message>
    <message>
        <source>You can meld after you have drawn: click the stock or the discard pile first</source>
        <translation>Auslegen kannst du, nachdem du gezogen hast: Klicke zuerst auf den Stapel oder den Ablagestapel</translation>
    </message>
</context>
<context>
    <name>RummyInput</name>
    <message>
        <source>No meld can be made from your hand now</source>
        <translation>Aus deinem Blatt lässt sich jetzt keine Meldung bilden</translation>
    </message>
    <message>
        <source>Select the one card to discard</source>
        <translation>Wähle genau eine Karte zum Abwerfen</translation>
    </message>
    <message>
        <source>You cannot take the discard now</source>
        <translation>Du kannst die abgeworfene Karte jetzt nicht nehmen</translation>
    </message>
    <message>
        <source>You cannot take the {card} now</source>
        <translation>Du kannst {card} jetzt nicht nehmen</translation>
    </message>
    <message>
        <source>You cannot take the {card}: the Screw Over is off at this table</source>
        <translation>Du kannst {card} nicht nehmen: Das Screw Over ist an diesem Tisch aus</translation>
    </message>
    <message>
        <source>Select the one card to move</source>
        <translation>Wähle die eine Karte, die du verschieben willst</translation>
    </message>
    <message>
        <source>Select the one card to lay off</source>
        <translation>Wähle die eine Karte, die du anlegen willst</translation>
    </message>
    <message>
        <source>Round {round}: {contract}.</source>
        <translation>Runde {round}: {contract}.</translation>
    </message>
    <message>
        <source>Your hand: {cards}.</source>
        <translation>Dein Blatt: {cards}.</translation>
    </message>
    <message>
        <source>Selected: {cards}.</source>
        <translation>Ausgewählt: {cards}.</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: {card}; %n card(s) in the stock.</source>
        <translation>
            <numerusform>Ablagestapel: {card}; %n Karte im Stapel.</numerusform>
            <numerusform>Ablagestapel: {card}; %n Karten im Stapel.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RummyTable</name>
    <message>
        <source>Rummy table</source>
        <translation>Rommé-Tisch</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Ablagestapel</translation>
    </message>
    <message>
        <source>You ({name})</source>
        <translation>Du ({name})</translation>
    </message>
    <message>
        <source>must re-meld</source>
        <translation>muss neu auslegen</translation>
    </message>
    <message>
        <source>melded ✓</source>
        <translation>ausgelegt ✓</translation>
    </message>
    <message>
        <source>asks May I?</source>
        <translation>fragt: Darf ich?</translation>
    </message>
    <message>
        <source>person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>{level} bot</source>
        <translation>Bot ({level})</translation>
    </message>
    <message>
        <source>the joker as {card}</source>
        <translation>der Joker als {card}</translation>
    </message>
    <message>
        <source>Run of {player}: {cards}</source>
        <translation>Folge von {player}: {cards}</translation>
    </message>
    <message>
        <source>Group of {player}: {cards}</source>
        <translation>Satz von {player}: {cards}</translation>
    </message>
    <message>
        <source>Joker standing for {card}</source>
        <translation>Joker für {card}</translation>
    </message>
    <message>
        <source>Round {round}/{rounds}: {contract}</source>
        <translation>Runde {round}/{rounds}: {contract}</translation>
    </message>
    <message>
        <source>All at once: every card in runs, no discard</source>
        <translation>Alles auf einmal: alle Karten in Folgen, kein Abwurf</translation>
    </message>
    <message>
        <source>Runs of one suit may not touch</source>
        <translation>Folgen einer Farbe dürfen nicht aneinanderstoßen</translation>
    </message>
    <message>
        <source>May I?: off</source>
        <translation>Darf ich?: aus</translation>
    </message>
    <message>
        <source>May I?: in turn order</source>
        <translation>Darf ich?: der Reihe nach</translation>
    </message>
    <message>
        <source>May I?: first come</source>
        <translation>Darf ich?: wer zuerst fragt</translation>
    </message>
    <message>
        <source>You must meld again: {contract}</source>
        <translation>Du musst neu auslegen: {contract}</translation>
    </message>
    <message>
        <source>Round {round}: {player} went out</source>
        <translation>Runde {round}: {player} hat ausgemacht</translation>
    </message>
    <message>
        <source>Round {round}: the piles ran out</source>
        <translation>Runde {round}: Die Stapel sind aufgebraucht</translation>
    </message>
    <message>
        <source>Penalty points: {points}</source>
        <translation>Strafpunkte: {points}</translation>
    </message>
    <message>
        <source>Totals in the score sheet (lowest leads).</source>
        <translation>Gesamtstand im Punkteblatt (die wenigsten Punkte führen).</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pt(s)</source>
        <translation>
            <numerusform>%n Pkt.</numerusform>
            <numerusform>%n Pkt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deck(s)</source>
        <translation>
            <numerusform>%n Paket</numerusform>
            <numerusform>%n Pakete</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) each</source>
        <translation>
            <numerusform>%n Karte pro Spieler</numerusform>
            <numerusform>%n Karten pro Spieler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>penalty %n card(s)</source>
        <translation>
            <numerusform>Strafe %n Karte</numerusform>
            <numerusform>Strafe %n Karten</numerusform>
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
        <translation>keine Meldung</translation>
    </message>
    <message numerus="yes">
        <source>%n group(s)</source>
        <translation>
            <numerusform>%n Satz</numerusform>
            <numerusform>%n Sätze</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n Folge</numerusform>
            <numerusform>%n Folgen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Score chart</source>
        <translation>Punkteverlauf</translation>
    </message>
    <message>
        <source>Running totals. {totals}</source>
        <translation>Zwischenstände. {totals}</translation>
    </message>
    <message>
        <source>No round scored yet</source>
        <translation>Noch keine Runde gewertet</translation>
    </message>
    <message>
        <source>No hand scored yet</source>
        <translation>Noch keine Runde gewertet</translation>
    </message>
    <message>
        <source>The chart fills in as rounds are scored</source>
        <translation>Der Verlauf füllt sich mit jeder gewerteten Runde</translation>
    </message>
    <message>
        <source>The chart fills in as hands are scored</source>
        <translation>Der Verlauf füllt sich mit jeder gewerteten Runde</translation>
    </message>
    <message numerus="yes">
        <source>after %n round(s)</source>
        <translation>
            <numerusform>nach %n Runde</numerusform>
            <numerusform>nach %n Runden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>after %n hand(s)</source>
        <translation>
            <numerusform>nach %n Runde</numerusform>
            <numerusform>nach %n Runden</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>bid</source>
        <translation>Ansage</translation>
    </message>
    <message>
        <source>won</source>
        <translation>Stiche</translation>
    </message>
    <message>
        <source>pts</source>
        <translation>Pkt.</translation>
    </message>
    <message>
        <source>total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>bid/won</source>
        <translation>Ansage/Stiche</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <source>trump</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <source>contract</source>
        <translation>Kontrakt</translation>
    </message>
    <message>
        <source>declarer</source>
        <translation>Alleinspieler</translation>
    </message>
    <message>
        <source>bidding side</source>
        <translation>bietende Seite</translation>
    </message>
    <message>
        <source>takers tricks</source>
        <translation>Stiche der Bieter</translation>
    </message>
    <message>
        <source>partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>alone</source>
        <translation>allein</translation>
    </message>
    <message>
        <source>declarer side</source>
        <translation>Seite des Alleinspielers</translation>
    </message>
    <message>
        <source>needed</source>
        <translation>nötig</translation>
    </message>
    <message>
        <source>side tricks</source>
        <translation>Stiche der Seite</translation>
    </message>
    <message>
        <source>made</source>
        <translation>erfüllt</translation>
    </message>
    <message>
        <source>round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>went out</source>
        <translation>ausgemacht</translation>
    </message>
    <message>
        <source>ended</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>out</source>
        <translation>ausgemacht</translation>
    </message>
    <message>
        <source>piles empty</source>
        <translation>Stapel leer</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Side {number}</source>
        <translation>Seite {number}</translation>
    </message>
    <message>
        <source>{player}, round {number}: {values}</source>
        <translation>{player}, Runde {number}: {values}</translation>
    </message>
    <message>
        <source>{player}, hand {number}: {values}</source>
        <translation>{player}, Runde {number}: {values}</translation>
    </message>
    <message>
        <source>{line} (leading)</source>
        <translation>{line} (führt)</translation>
    </message>
</context>
<context>
    <name>ScoreboardDock</name>
    <message>
        <source>Scores</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Punkteblatt</translation>
    </message>
    <message>
        <source>No hand scored yet</source>
        <translation>Noch keine Runde gewertet</translation>
    </message>
    <message>
        <source>Score summary</source>
        <translation>Zusammenfassung des Punktestands</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Show bids, tricks and points as well as the running totals</source>
        <translation>Ansagen, Stiche und Punkte neben den Zwischenständen zeigen</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV exportieren…</translation>
    </message>
    <message>
        <source>Save the score sheet as a spreadsheet file</source>
        <translation>Das Punkteblatt als Tabellendatei speichern</translation>
    </message>
    <message>
        <source>{player} leads</source>
        <translation>{player} führt</translation>
    </message>
    <message>
        <source>{players} lead</source>
        <translation>{players} führen</translation>
    </message>
    <message>
        <source>No round scored yet</source>
        <translation>Noch keine Runde gewertet</translation>
    </message>
    <message>
        <source>Export scores</source>
        <translation>Punkte exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>Could not write {path}: {reason}.</source>
        <translation>{path} konnte nicht geschrieben werden: {reason}.</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n Runde</numerusform>
            <numerusform>%n Runden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n Runde</numerusform>
            <numerusform>%n Runden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n round(s): {leaders}</source>
        <translation>
            <numerusform>Nach %n Runde: {leaders}</numerusform>
            <numerusform>Nach %n Runden: {leaders}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n hand(s): {leaders}</source>
        <translation>
            <numerusform>Nach %n Runde: {leaders}</numerusform>
            <numerusform>Nach %n Runden: {leaders}</numerusform>
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
        <translation>Nimm {card} aus der Meldung von {player} und gib dafür:</translation>
    </message>
    <message>
        <source>Card to give</source>
        <translation>Karte, die du gibst</translation>
    </message>
    <message>
        <source>You must then use the {card} this turn.</source>
        <translation>Du musst die {card} dann in diesem Zug einsetzen.</translation>
    </message>
    <message>
        <source>Screw</source>
        <translation>Screw Over</translation>
    </message>
    <message>
        <source>The meld of {player} falls below its minimum: they take the rest of it back.</source>
        <translation>Die Meldung von {player} fällt unter ihr Minimum: {player} nimmt den Rest zurück.</translation>
    </message>
    <message>
        <source>The meld of {player} breaks and their contract is lost: they must meld that part again.</source>
        <translation>Die Meldung von {player} zerfällt und der Kontrakt ist verloren: {player} muss diesen Teil neu auslegen.</translation>
    </message>
    <message>
        <source>The meld of {player} stays on the table.</source>
        <translation>Die Meldung von {player} bleibt liegen.</translation>
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
        <translation>Kontrakt {bid}</translation>
    </message>
    <message>
        <source>Bid {number}</source>
        <translation>Ansage {number}</translation>
    </message>
    <message>
        <source>Bid {bid}</source>
        <translation>Gebot {bid}</translation>
    </message>
    <message>
        <source>Won {count}</source>
        <translation>Stiche {count}</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>Declarer&apos;s partner</source>
        <translation>Partner des Alleinspielers</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Mensch</translation>
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
        <translation>Kartentisch</translation>
    </message>
    <message>
        <source>Click or press Space to continue</source>
        <translation>Klicken oder Leertaste drücken, um weiterzuspielen</translation>
    </message>
    <message>
        <source>{game} is not playable at the table yet</source>
        <translation>{game} kann an diesem Tisch noch nicht gespielt werden</translation>
    </message>
    <message>
        <source>This window plays the trick-taking games so far.</source>
        <translation>Dieses Fenster spielt bisher nur die Stichspiele.</translation>
    </message>
    <message>
        <source>Choose another game with Game ▸ New Game (Ctrl+N).</source>
        <translation>Wähle ein anderes Spiel mit Spiel ▸ Neues Spiel (Strg+N).</translation>
    </message>
    <message>
        <source>Selected: {card}.</source>
        <translation>Ausgewählt: {card}.</translation>
    </message>
    <message>
        <source>Your hand: {cards}.</source>
        <translation>Dein Blatt: {cards}.</translation>
    </message>
    <message>
        <source>{player}: {card}</source>
        <translation>{player}: {card}</translation>
    </message>
    <message>
        <source>On the table: {cards}.</source>
        <translation>Auf dem Tisch: {cards}.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Du bist dran.</translation>
    </message>
    <message>
        <source>Waiting for {player}.</source>
        <translation>Warten auf {player}.</translation>
    </message>
    <message>
        <source>Bid {number}? Press Enter, or type the next digit</source>
        <translation>{number} ansagen? Drück Eingabe oder tipp die nächste Ziffer</translation>
    </message>
</context>
<context>
    <name>TrumpMarker</name>
    <message>
        <source>Turned card: {card}</source>
        <translation>Aufgedeckte Karte: {card}</translation>
    </message>
    <message>
        <source>Partner card: {card}</source>
        <translation>Partnerkarte: {card}</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keiner</translation>
    </message>
    <message>
        <source>Called</source>
        <translation>Gerufen</translation>
    </message>
    <message>
        <source>Clubs are trumps</source>
        <translation>Kreuz ist Trumpf</translation>
    </message>
    <message>
        <source>Diamonds are trumps</source>
        <translation>Karo ist Trumpf</translation>
    </message>
    <message>
        <source>Hearts are trumps</source>
        <translation>Herz ist Trumpf</translation>
    </message>
    <message>
        <source>Spades are trumps</source>
        <translation>Pik ist Trumpf</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>Ohne Trumpf</translation>
    </message>
</context>
</TS>
