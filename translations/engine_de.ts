<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>BotLevels</name>
    <message>
        <source>random</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <source>casual</source>
        <translation>Gelegenheitsspieler</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>Experte</translation>
    </message>
</context>
<context>
    <name>CardNames</name>
    <message>
        <source>Two of clubs</source>
        <translation>Kreuz-Zwei</translation>
    </message>
    <message>
        <source>Three of clubs</source>
        <translation>Kreuz-Drei</translation>
    </message>
    <message>
        <source>Four of clubs</source>
        <translation>Kreuz-Vier</translation>
    </message>
    <message>
        <source>Five of clubs</source>
        <translation>Kreuz-Fünf</translation>
    </message>
    <message>
        <source>Six of clubs</source>
        <translation>Kreuz-Sechs</translation>
    </message>
    <message>
        <source>Seven of clubs</source>
        <translation>Kreuz-Sieben</translation>
    </message>
    <message>
        <source>Eight of clubs</source>
        <translation>Kreuz-Acht</translation>
    </message>
    <message>
        <source>Nine of clubs</source>
        <translation>Kreuz-Neun</translation>
    </message>
    <message>
        <source>Ten of clubs</source>
        <translation>Kreuz-Zehn</translation>
    </message>
    <message>
        <source>Jack of clubs</source>
        <translation>Kreuz-Bube</translation>
    </message>
    <message>
        <source>Queen of clubs</source>
        <translation>Kreuz-Dame</translation>
    </message>
    <message>
        <source>King of clubs</source>
        <translation>Kreuz-König</translation>
    </message>
    <message>
        <source>Ace of clubs</source>
        <translation>Kreuz-Ass</translation>
    </message>
    <message>
        <source>Two of diamonds</source>
        <translation>Karo-Zwei</translation>
    </message>
    <message>
        <source>Three of diamonds</source>
        <translation>Karo-Drei</translation>
    </message>
    <message>
        <source>Four of diamonds</source>
        <translation>Karo-Vier</translation>
    </message>
    <message>
        <source>Five of diamonds</source>
        <translation>Karo-Fünf</translation>
    </message>
    <message>
        <source>Six of diamonds</source>
        <translation>Karo-Sechs</translation>
    </message>
    <message>
        <source>Seven of diamonds</source>
        <translation>Karo-Sieben</translation>
    </message>
    <message>
        <source>Eight of diamonds</source>
        <translation>Karo-Acht</translation>
    </message>
    <message>
        <source>Nine of diamonds</source>
        <translation>Karo-Neun</translation>
    </message>
    <message>
        <source>Ten of diamonds</source>
        <translation>Karo-Zehn</translation>
    </message>
    <message>
        <source>Jack of diamonds</source>
        <translation>Karo-Bube</translation>
    </message>
    <message>
        <source>Queen of diamonds</source>
        <translation>Karo-Dame</translation>
    </message>
    <message>
        <source>King of diamonds</source>
        <translation>Karo-König</translation>
    </message>
    <message>
        <source>Ace of diamonds</source>
        <translation>Karo-Ass</translation>
    </message>
    <message>
        <source>Two of hearts</source>
        <translation>Herz-Zwei</translation>
    </message>
    <message>
        <source>Three of hearts</source>
        <translation>Herz-Drei</translation>
    </message>
    <message>
        <source>Four of hearts</source>
        <translation>Herz-Vier</translation>
    </message>
    <message>
        <source>Five of hearts</source>
        <translation>Herz-Fünf</translation>
    </message>
    <message>
        <source>Six of hearts</source>
        <translation>Herz-Sechs</translation>
    </message>
    <message>
        <source>Seven of hearts</source>
        <translation>Herz-Sieben</translation>
    </message>
    <message>
        <source>Eight of hearts</source>
        <translation>Herz-Acht</translation>
    </message>
    <message>
        <source>Nine of hearts</source>
        <translation>Herz-Neun</translation>
    </message>
    <message>
        <source>Ten of hearts</source>
        <translation>Herz-Zehn</translation>
    </message>
    <message>
        <source>Jack of hearts</source>
        <translation>Herz-Bube</translation>
    </message>
    <message>
        <source>Queen of hearts</source>
        <translation>Herz-Dame</translation>
    </message>
    <message>
        <source>King of hearts</source>
        <translation>Herz-König</translation>
    </message>
    <message>
        <source>Ace of hearts</source>
        <translation>Herz-Ass</translation>
    </message>
    <message>
        <source>Two of spades</source>
        <translation>Pik-Zwei</translation>
    </message>
    <message>
        <source>Three of spades</source>
        <translation>Pik-Drei</translation>
    </message>
    <message>
        <source>Four of spades</source>
        <translation>Pik-Vier</translation>
    </message>
    <message>
        <source>Five of spades</source>
        <translation>Pik-Fünf</translation>
    </message>
    <message>
        <source>Six of spades</source>
        <translation>Pik-Sechs</translation>
    </message>
    <message>
        <source>Seven of spades</source>
        <translation>Pik-Sieben</translation>
    </message>
    <message>
        <source>Eight of spades</source>
        <translation>Pik-Acht</translation>
    </message>
    <message>
        <source>Nine of spades</source>
        <translation>Pik-Neun</translation>
    </message>
    <message>
        <source>Ten of spades</source>
        <translation>Pik-Zehn</translation>
    </message>
    <message>
        <source>Jack of spades</source>
        <translation>Pik-Bube</translation>
    </message>
    <message>
        <source>Queen of spades</source>
        <translation>Pik-Dame</translation>
    </message>
    <message>
        <source>King of spades</source>
        <translation>Pik-König</translation>
    </message>
    <message>
        <source>Ace of spades</source>
        <translation>Pik-Ass</translation>
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
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>no trumps</source>
        <translation>ohne Trumpf</translation>
    </message>
    <message>
        <source>twos</source>
        <translation>Zweien</translation>
    </message>
    <message>
        <source>threes</source>
        <translation>Dreien</translation>
    </message>
    <message>
        <source>fours</source>
        <translation>Vieren</translation>
    </message>
    <message>
        <source>fives</source>
        <translation>Fünfen</translation>
    </message>
    <message>
        <source>sixes</source>
        <translation>Sechsen</translation>
    </message>
    <message>
        <source>sevens</source>
        <translation>Siebenen</translation>
    </message>
    <message>
        <source>eights</source>
        <translation>Achten</translation>
    </message>
    <message>
        <source>nines</source>
        <translation>Neunen</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>Zehnen</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>Buben</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>Damen</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>Königen</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>Assen</translation>
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
        <translation>Der Bot „{level}“ auf Platz {seat} hat einen unerlaubten Zug gewählt {action}: {reason}</translation>
    </message>
    <message>
        <source>The {level} bot in seat {seat} failed: {reason}</source>
        <translation>Der Bot „{level}“ auf Platz {seat} ist ausgefallen: {reason}</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>Someone</source>
        <translation>Jemand</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Platz {number}</translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n Stich</numerusform>
            <numerusform>%n Stiche</numerusform>
        </translation>
    </message>
    <message>
        <source>side {number}</source>
        <translation>Seite {number}</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Runde {number}</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>Runde {number}</translation>
    </message>
    <message>
        <source>New hand</source>
        <translation>Neue Runde</translation>
    </message>
    <message numerus="yes">
        <source>{head}: {dealer} deals, %n card(s) each</source>
        <translation>
            <numerusform>{head}: {dealer} gibt, je %n Karte</numerusform>
            <numerusform>{head}: {dealer} gibt, je %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>{head}: {dealer} deals</source>
        <translation>{head}: {dealer} gibt</translation>
    </message>
    <message>
        <source>{line} (redeal {number})</source>
        <translation>{line} (Neugeben {number})</translation>
    </message>
    <message>
        <source>{line}; trumps are {trump} ({card} turned)</source>
        <translation>{line}; Trumpf ist {trump} ({card} aufgedeckt)</translation>
    </message>
    <message>
        <source>{line}; trumps are {trump}</source>
        <translation>{line}; Trumpf ist {trump}</translation>
    </message>
    <message>
        <source>{line}; contract: {contract}</source>
        <translation>{line}; Kontrakt: {contract}</translation>
    </message>
    <message>
        <source>{name} changes their bid to {bid} (was {previous})</source>
        <translation>{name} ändert die Ansage auf {bid} (vorher {previous})</translation>
    </message>
    <message>
        <source>{name} changes their bid to {bid}</source>
        <translation>{name} ändert die Ansage auf {bid}</translation>
    </message>
    <message>
        <source>{name} plays {card}</source>
        <translation>{name} spielt {card}</translation>
    </message>
    <message>
        <source>{name} plays their card</source>
        <translation>{name} spielt die eigene Karte</translation>
    </message>
    <message>
        <source>{name} wins the trick with {card}</source>
        <translation>{name} gewinnt den Stich mit {card}</translation>
    </message>
    <message>
        <source>{name} wins the trick</source>
        <translation>{name} gewinnt den Stich</translation>
    </message>
    <message>
        <source>{name} wins the auction with {contract}</source>
        <translation>{name} gewinnt die Reizung mit {contract}</translation>
    </message>
    <message>
        <source>{line}; {declarer} declares</source>
        <translation>{line}; {declarer} ist Alleinspieler</translation>
    </message>
    <message>
        <source>{card} was the declarer&apos;s own card: {name} plays alone</source>
        <translation>{card} war die eigene Karte des Alleinspielers: {name} spielt allein</translation>
    </message>
    <message>
        <source>{name} holds the called card {card}: the partnership is known</source>
        <translation>{name} hat die gerufene Karte {card}: die Partnerschaft ist bekannt</translation>
    </message>
    <message>
        <source>Hand scored</source>
        <translation>Runde gewertet</translation>
    </message>
    <message>
        <source>Round {number} scored</source>
        <translation>Runde {number} gewertet</translation>
    </message>
    <message>
        <source>Hand {number} scored</source>
        <translation>Runde {number} gewertet</translation>
    </message>
    <message>
        <source>{line} ({contract} by {declarer})</source>
        <translation>{line} ({contract} von {declarer})</translation>
    </message>
    <message>
        <source>{line} ({contract})</source>
        <translation>{line} ({contract})</translation>
    </message>
    <message>
        <source>{line}; {name} went out</source>
        <translation>{line}; {name} hat ausgemacht</translation>
    </message>
    <message>
        <source>{line}: {points}</source>
        <translation>{line}: {points}</translation>
    </message>
    <message>
        <source>{line} — totals {totals}</source>
        <translation>{line} — Stand {totals}</translation>
    </message>
    <message>
        <source>Game over: {names} wins</source>
        <translation>Spielende: {names} gewinnt</translation>
    </message>
    <message>
        <source>Game over: {names} win</source>
        <translation>Spielende: {names} gewinnen</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>{name} takes {card} from the discard pile</source>
        <translation>{name} nimmt {card} vom Ablagestapel</translation>
    </message>
    <message>
        <source>{name} draws from the stock</source>
        <translation>{name} zieht vom Stapel</translation>
    </message>
    <message>
        <source>The stock is used up and the lone discard has gone once round the table ({card} is left): the round ends (house rule)</source>
        <translation>Der Stapel ist aufgebraucht und die letzte abgeworfene Karte ist einmal um den Tisch gegangen ({card} bleibt übrig): die Runde endet (Hausregel)</translation>
    </message>
    <message numerus="yes">
        <source>The stock is used up and this table rebuilds it at most %n time(s): the round ends</source>
        <translation>
            <numerusform>Der Stapel ist aufgebraucht und an diesem Tisch wird er höchstens %n-mal neu gebildet: die Runde endet</numerusform>
            <numerusform>Der Stapel ist aufgebraucht und an diesem Tisch wird er höchstens %n-mal neu gebildet: die Runde endet</numerusform>
        </translation>
    </message>
    <message>
        <source>The stock is used up and the one discard, {card}, cannot rebuild it: the round ends</source>
        <translation>Der Stapel ist aufgebraucht und die eine abgeworfene Karte, {card}, reicht nicht für einen neuen: die Runde endet</translation>
    </message>
    <message>
        <source>The stock and the discard pile are both empty</source>
        <translation>Stapel und Ablagestapel sind beide leer</translation>
    </message>
    <message numerus="yes">
        <source>{name} takes {card} and %n penalty card(s)</source>
        <translation>
            <numerusform>{name} nimmt {card} und %n Strafkarte</numerusform>
            <numerusform>{name} nimmt {card} und %n Strafkarten</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} takes {card}</source>
        <translation>{name} nimmt {card}</translation>
    </message>
    <message>
        <source>Nobody takes {card}</source>
        <translation>Niemand nimmt {card}</translation>
    </message>
    <message>
        <source>{name} screws {victim}: takes {card}</source>
        <translation>{name} macht einen Screw Over bei {victim}: nimmt {card}</translation>
    </message>
    <message>
        <source>{line} (the meld stays)</source>
        <translation>{line} (die Meldung bleibt)</translation>
    </message>
    <message>
        <source>{line} (the meld is broken up)</source>
        <translation>{line} (die Meldung zerfällt)</translation>
    </message>
    <message>
        <source>{line} (the contract is lost)</source>
        <translation>{line} (der Kontrakt ist verloren)</translation>
    </message>
    <message>
        <source>their own meld</source>
        <translation>die eigene Meldung</translation>
    </message>
    <message>
        <source>{name}&apos;s meld</source>
        <translation>die Meldung von {name}</translation>
    </message>
    <message>
        <source>meld {number}</source>
        <translation>Meldung {number}</translation>
    </message>
    <message>
        <source>a meld</source>
        <translation>eine Meldung</translation>
    </message>
    <message>
        <source>Redeal after a wash: {dealer} deals</source>
        <translation>Es wird neu gegeben: {dealer} gibt</translation>
    </message>
    <message>
        <source>Redeal, everyone passed: {dealer} deals</source>
        <translation>Neu geben, alle haben gepasst: {dealer} gibt</translation>
    </message>
    <message>
        <source>Redeal ({reason}): {dealer} deals</source>
        <translation>Neu geben ({reason}): {dealer} gibt</translation>
    </message>
    <message numerus="yes">
        <source>{name} calls a wash (%n point(s) in hand)</source>
        <translation>
            <numerusform>{name} lässt neu geben (%n Punkt auf der Hand)</numerusform>
            <numerusform>{name} lässt neu geben (%n Punkte auf der Hand)</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} calls a wash</source>
        <translation>{name} lässt neu geben</translation>
    </message>
    <message numerus="yes">
        <source>The discards are shuffled into a new stock of %n card(s)</source>
        <translation>
            <numerusform>Die abgeworfenen Karten werden zu einem neuen Stapel aus %n Karte gemischt</numerusform>
            <numerusform>Die abgeworfenen Karten werden zu einem neuen Stapel aus %n Karten gemischt</numerusform>
        </translation>
    </message>
    <message>
        <source>The discards are shuffled into a new stock</source>
        <translation>Die abgeworfenen Karten werden zu einem neuen Stapel gemischt</translation>
    </message>
    <message>
        <source>{name} bids {bid}</source>
        <translation>{name} sagt {bid} an</translation>
    </message>
    <message>
        <source>{name} passes</source>
        <translation>{name} passt</translation>
    </message>
    <message>
        <source>{name} calls {card} as partner</source>
        <translation>{name} ruft {card} als Partnerkarte</translation>
    </message>
    <message>
        <source>{name} calls {card}: its holder is the partner</source>
        <translation>{name} ruft {card}: wer sie hat, ist Partner</translation>
    </message>
    <message>
        <source>{name} discards {card}</source>
        <translation>{name} wirft {card} ab</translation>
    </message>
    <message>
        <source>{card} is on the discard pile: May I?</source>
        <translation>{card} liegt auf dem Ablagestapel: Darf ich?</translation>
    </message>
    <message>
        <source>{name} asks “May I?” for {card}</source>
        <translation>{name} fragt „Darf ich?“ für {card}</translation>
    </message>
    <message>
        <source>{name} does not wash</source>
        <translation>{name} lässt nicht neu geben</translation>
    </message>
    <message>
        <source>{name} does not ask</source>
        <translation>{name} fragt nicht</translation>
    </message>
    <message>
        <source>{name} melds their contract: {melds}</source>
        <translation>{name} legt den Kontrakt aus: {melds}</translation>
    </message>
    <message>
        <source>{name} lays down a new meld: {melds}</source>
        <translation>{name} legt eine neue Meldung aus: {melds}</translation>
    </message>
    <message>
        <source>{name} lays off {card} on {meld}</source>
        <translation>{name} legt {card} an {meld} an</translation>
    </message>
    <message>
        <source>{name} puts {card} in place of the joker in {meld} and takes the joker</source>
        <translation>{name} legt {card} anstelle des Jokers in {meld} und nimmt den Joker</translation>
    </message>
    <message>
        <source>{name} goes out!</source>
        <translation>{name} macht aus!</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
</context>
<context>
    <name>HintMessage</name>
    <message>
        <source>Hints are off at this table.</source>
        <translation>Tipps sind an diesem Tisch ausgeschaltet.</translation>
    </message>
    <message>
        <source>No hint: the game is over.</source>
        <translation>Kein Tipp: das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>No hint: no game is in play.</source>
        <translation>Kein Tipp: es läuft kein Spiel.</translation>
    </message>
    <message>
        <source>No hint: it is not your turn.</source>
        <translation>Kein Tipp: du bist nicht am Zug.</translation>
    </message>
    <message>
        <source>Hint — {hint}</source>
        <translation>Tipp — {hint}</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>Nothing to do now: it is not your turn.</source>
        <translation>Gerade nichts zu tun: du bist nicht am Zug.</translation>
    </message>
    <message>
        <source>{action}: {reason}</source>
        <translation>{action}: {reason}</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Spiel {card}</translation>
    </message>
    <message>
        <source>Play your card</source>
        <translation>Spiel deine Karte</translation>
    </message>
    <message>
        <source>Bid {tricks}</source>
        <translation>Sag {tricks} an</translation>
    </message>
    <message>
        <source>Bid {bid}</source>
        <translation>Biete {bid}</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message>
        <source>Call {card}</source>
        <translation>Ruf {card}</translation>
    </message>
    <message>
        <source>Wash</source>
        <translation>Neu geben</translation>
    </message>
    <message>
        <source>Take the discard</source>
        <translation>Nimm die abgeworfene Karte</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Zieh vom Stapel</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Wirf {card} ab</translation>
    </message>
    <message>
        <source>Lay off {card}</source>
        <translation>Leg {card} an</translation>
    </message>
    <message>
        <source>Claim it (May I?)</source>
        <translation>Nimm sie (Darf ich?)</translation>
    </message>
    <message>
        <source>Keep the hand</source>
        <translation>Behalte das Blatt</translation>
    </message>
    <message>
        <source>Let it go</source>
        <translation>Lass sie liegen</translation>
    </message>
    <message>
        <source>Lay down your contract</source>
        <translation>Leg deinen Kontrakt aus</translation>
    </message>
    <message>
        <source>Lay down {cards}</source>
        <translation>Leg {cards} aus</translation>
    </message>
    <message>
        <source>Take back the joker with {card}</source>
        <translation>Hol den Joker mit {card} zurück</translation>
    </message>
    <message>
        <source>Screw over with {give}</source>
        <translation>Screw Over mit {give}</translation>
    </message>
    <message>
        <source>Keep your bid: no other bid looks clearly better.</source>
        <translation>Bleib bei deiner Ansage: keine andere sieht deutlich besser aus.</translation>
    </message>
    <message>
        <source>Let it go: that card does not bring your contract closer enough to pay the penalty.</source>
        <translation>Lass sie liegen: die Karte bringt dich deinem Kontrakt nicht nah genug, um die Strafkarte zu bezahlen.</translation>
    </message>
    <message>
        <source>Nothing worth doing now: wait for your turn.</source>
        <translation>Gerade lohnt sich nichts: warte, bis du dran bist.</translation>
    </message>
    <message>
        <source>in the forehead hand your card is played for you.</source>
        <translation>in der Stirnrunde wird deine Karte für dich gespielt.</translation>
    </message>
    <message>
        <source>your hand counts only {points} points.</source>
        <translation>dein Blatt zählt nur {points} Punkte.</translation>
    </message>
    <message>
        <source>your hand counts {points} points: worth playing.</source>
        <translation>dein Blatt zählt {points} Punkte: das lohnt sich zu spielen.</translation>
    </message>
    <message>
        <source>{head}: {clause}.</source>
        <translation>{head}: {clause}.</translation>
    </message>
    <message>
        <source>lead the {card}, your strongest card</source>
        <translation>spiel {card} aus, deine stärkste Karte</translation>
    </message>
    <message>
        <source>lead the {card}, the card least likely to win</source>
        <translation>spiel {card} aus, die Karte, die am wenigsten wahrscheinlich gewinnt</translation>
    </message>
    <message>
        <source>lead the {card}</source>
        <translation>spiel {card} aus</translation>
    </message>
    <message>
        <source>win this one cheaply with the {card}</source>
        <translation>gewinn diesen Stich billig mit {card}</translation>
    </message>
    <message>
        <source>win this one with the {card}</source>
        <translation>gewinn diesen Stich mit {card}</translation>
    </message>
    <message>
        <source>you cannot win this one: play low with the {card}</source>
        <translation>diesen Stich kannst du nicht gewinnen: spiel niedrig mit {card}</translation>
    </message>
    <message>
        <source>you cannot win this one: get rid of the {card}</source>
        <translation>diesen Stich kannst du nicht gewinnen: werd {card} los</translation>
    </message>
    <message>
        <source>duck under the {best} with the {card}, your highest card that still loses</source>
        <translation>bleib mit {card} unter {best}, deiner höchsten Karte, die noch verliert</translation>
    </message>
    <message>
        <source>duck under the {best} with the {card}</source>
        <translation>bleib mit {card} unter {best}</translation>
    </message>
    <message numerus="yes">
        <source>you need %n more trick(s)</source>
        <translation>
            <numerusform>du brauchst noch %n Stich</numerusform>
            <numerusform>du brauchst noch %n Stiche</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you have your %n trick(s)</source>
        <translation>
            <numerusform>du hast deinen %n Stich</numerusform>
            <numerusform>du hast deine %n Stiche</numerusform>
        </translation>
    </message>
    <message>
        <source>you bid nothing</source>
        <translation>du hast null angesagt</translation>
    </message>
    <message>
        <source>{head} but every card you may play wins this: shed the {card} while it costs least.</source>
        <translation>{head}, aber jede Karte, die du spielen darfst, gewinnt diesen Stich: wirf {card} ab, solange es am wenigsten kostet.</translation>
    </message>
    <message>
        <source>you are already over your bid, so this hand scores nothing more: play the {card}.</source>
        <translation>du liegst schon über deiner Ansage, diese Runde bringt also nichts mehr: spiel {card}.</translation>
    </message>
    <message>
        <source>your partner is winning this trick: play the {card}.</source>
        <translation>dein Partner gewinnt diesen Stich: spiel {card}.</translation>
    </message>
    <message numerus="yes">
        <source>your side needs %n more trick(s)</source>
        <translation>
            <numerusform>deine Seite braucht noch %n Stich</numerusform>
            <numerusform>deine Seite braucht noch %n Stiche</numerusform>
        </translation>
    </message>
    <message>
        <source>your side has its contract</source>
        <translation>deine Seite hat ihren Kontrakt</translation>
    </message>
    <message numerus="yes">
        <source>the declarer&apos;s side needs %n more trick(s)</source>
        <translation>
            <numerusform>die Seite des Alleinspielers braucht noch %n Stich</numerusform>
            <numerusform>die Seite des Alleinspielers braucht noch %n Stiche</numerusform>
        </translation>
    </message>
    <message>
        <source>the declarer&apos;s side has its contract</source>
        <translation>die Seite des Alleinspielers hat ihren Kontrakt</translation>
    </message>
    <message>
        <source>{clause}.</source>
        <translation>{clause}.</translation>
    </message>
    <message>
        <source>your side has {taken} of the {level} tricks the bid says you take, and each one short scores you 5</source>
        <translation>deine Seite hat {taken} der {level} Stiche, die ihr laut Gebot macht, und jeder fehlende bringt dir 5</translation>
    </message>
    <message numerus="yes">
        <source>the takers need %n more trick(s) to reach your {level}</source>
        <translation>
            <numerusform>die Stichmacher brauchen noch %n Stich bis zu deinen {level}</numerusform>
            <numerusform>die Stichmacher brauchen noch %n Stiche bis zu deinen {level}</numerusform>
        </translation>
    </message>
    <message>
        <source>{head}; you must capture, so shed the {card}, your highest winner.</source>
        <translation>{head}; du musst den Stich nehmen: spiel dafür {card}, deine höchste Gewinnkarte, und bist sie los.</translation>
    </message>
    <message>
        <source>{head}; you must capture, so shed the {card}.</source>
        <translation>{head}; du musst den Stich nehmen: spiel dafür {card} und bist sie los.</translation>
    </message>
    <message>
        <source>you have {taken} tricks, past the {level} of the bid: each extra trick scores you 5</source>
        <translation>du hast {taken} Stiche, mehr als die {level} des Gebots: jeder weitere Stich bringt dir 5</translation>
    </message>
    <message>
        <source>the takers have their {level}: hold them there, each extra trick scores them 5</source>
        <translation>die Stichmacher haben ihre {level}: halt sie dort, jeder weitere Stich bringt ihnen 5</translation>
    </message>
    <message>
        <source>{head}; {clause}.</source>
        <translation>{head}; {clause}.</translation>
    </message>
    <message numerus="yes">
        <source>you can expect about {estimate} tricks (with %n trump(s)); as dealer you may not bid {barred}, and in the deals tried {tricks} scores best.</source>
        <translation>
            <numerusform>du kannst mit etwa {estimate} Stichen rechnen (mit %n Trumpf); als Geber darfst du nicht {barred} ansagen, und in den durchgespielten Verteilungen bringt {tricks} am meisten.</numerusform>
            <numerusform>du kannst mit etwa {estimate} Stichen rechnen (mit %n Trümpfen); als Geber darfst du nicht {barred} ansagen, und in den durchgespielten Verteilungen bringt {tricks} am meisten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you can expect about {estimate} tricks (with %n trump(s)), and in the deals tried {tricks} scores best.</source>
        <translation>
            <numerusform>du kannst mit etwa {estimate} Stichen rechnen (mit %n Trumpf), und in den durchgespielten Verteilungen bringt {tricks} am meisten.</numerusform>
            <numerusform>du kannst mit etwa {estimate} Stichen rechnen (mit %n Trümpfen), und in den durchgespielten Verteilungen bringt {tricks} am meisten.</numerusform>
        </translation>
    </message>
    <message>
        <source>you can expect about {estimate} tricks; as dealer you may not bid {barred}, and in the deals tried {tricks} scores best.</source>
        <translation>du kannst mit etwa {estimate} Stichen rechnen; als Geber darfst du nicht {barred} ansagen, und in den durchgespielten Verteilungen bringt {tricks} am meisten.</translation>
    </message>
    <message>
        <source>you can expect about {estimate} tricks, and in the deals tried {tricks} scores best.</source>
        <translation>du kannst mit etwa {estimate} Stichen rechnen, und in den durchgespielten Verteilungen bringt {tricks} am meisten.</translation>
    </message>
    <message>
        <source>your partner&apos;s {bid} is about right: let it stand.</source>
        <translation>das {bid} deines Partners passt ungefähr: lass es stehen.</translation>
    </message>
    <message>
        <source>the opponents can&apos;t be held to a bid above {bid} that pays you: let them have it and take tricks against it.</source>
        <translation>die Gegner lassen sich auf kein Gebot über {bid} festlegen, das dir etwas bringt: lass es ihnen und mach Stiche dagegen.</translation>
    </message>
    <message>
        <source>no contract looks worth it from this hand: see what the others say.</source>
        <translation>mit diesem Blatt lohnt sich kein Kontrakt: hör erst, was die anderen bieten.</translation>
    </message>
    <message>
        <source>the opponents should take about {tricks} with no trump.</source>
        <translation>die Gegner sollten ohne Trumpf etwa {tricks} machen.</translation>
    </message>
    <message>
        <source>the opponents should take about {tricks} with {suit} trumps.</source>
        <translation>die Gegner sollten mit {suit} als Trumpf etwa {tricks} machen.</translation>
    </message>
    <message>
        <source>in the deals tried the opponents take about {guess} tricks with no trump: {bid} pays best.</source>
        <translation>in den durchgespielten Verteilungen machen die Gegner ohne Trumpf etwa {guess} Stiche: {bid} bringt am meisten.</translation>
    </message>
    <message>
        <source>in the deals tried the opponents take about {guess} tricks with {suit} trumps: {bid} pays best.</source>
        <translation>in den durchgespielten Verteilungen machen die Gegner mit {suit} als Trumpf etwa {guess} Stiche: {bid} bringt am meisten.</translation>
    </message>
    <message>
        <source>with {points} points your side can&apos;t beat {bid}.</source>
        <translation>mit {points} Punkten kann deine Seite {bid} nicht überbieten.</translation>
    </message>
    <message>
        <source>{points} points is not enough to open.</source>
        <translation>{points} Punkte reichen nicht zum Eröffnen.</translation>
    </message>
    <message>
        <source>with a called partner your side takes about {made} tricks in {suit} in the deals tried; {needed} are needed.</source>
        <translation>mit einem gerufenen Partner macht deine Seite in den durchgespielten Verteilungen etwa {made} Stiche in {suit}; {needed} werden gebraucht.</translation>
    </message>
    <message>
        <source>with {points} points your side (with a called partner) should make {needed} tricks in {suit}.</source>
        <translation>mit {points} Punkten sollte deine Seite (mit einem gerufenen Partner) {needed} Stiche in {suit} machen.</translation>
    </message>
    <message>
        <source>a partner holding the {card} adds a top trump.</source>
        <translation>ein Partner mit {card} bringt einen hohen Trumpf dazu.</translation>
    </message>
    <message>
        <source>a partner holding the {card} covers the {suit}, your weakest suit.</source>
        <translation>ein Partner mit {card} deckt {suit} ab, deine schwächste Farbe.</translation>
    </message>
    <message>
        <source>the {top} brings your contract closer.</source>
        <translation>{top} bringt dich deinem Kontrakt näher.</translation>
    </message>
    <message>
        <source>the {top} on the discards does not help you.</source>
        <translation>{top} auf dem Ablagestapel hilft dir nicht.</translation>
    </message>
    <message>
        <source>there is no discard.</source>
        <translation>es liegt keine Karte auf dem Ablagestapel.</translation>
    </message>
    <message>
        <source>that card brings your contract closer, worth the penalty card.</source>
        <translation>die Karte bringt dich deinem Kontrakt näher, das ist die Strafkarte wert.</translation>
    </message>
    <message>
        <source>that card does not help you enough to take a penalty card with it.</source>
        <translation>die Karte hilft dir nicht genug, um dafür eine Strafkarte zu nehmen.</translation>
    </message>
    <message>
        <source>you hold your contract: get it on the table before someone goes out.</source>
        <translation>du hast deinen Kontrakt: leg ihn aus, bevor jemand ausmacht.</translation>
    </message>
    <message>
        <source>every card you lay off is a card that can&apos;t count against you.</source>
        <translation>jede Karte, die du anlegst, kann nicht mehr gegen dich zählen.</translation>
    </message>
    <message>
        <source>it empties your hand faster.</source>
        <translation>so wird deine Hand schneller leer.</translation>
    </message>
    <message>
        <source>a joker in hand fits any meld.</source>
        <translation>ein Joker auf der Hand passt in jede Meldung.</translation>
    </message>
    <message>
        <source>it hands a costly card to an opponent.</source>
        <translation>so bekommt ein Gegner eine teure Karte.</translation>
    </message>
    <message>
        <source>it helps your contract least.</source>
        <translation>sie hilft deinem Kontrakt am wenigsten.</translation>
    </message>
    <message>
        <source>it is the best move the bot can see.</source>
        <translation>das ist der beste Zug, den der Bot sieht.</translation>
    </message>
</context>
<context>
    <name>Lists</name>
    <message>
        <source>{items} and {last}</source>
        <translation>{items} und {last}</translation>
    </message>
</context>
<context>
    <name>MeldWords</name>
    <message>
        <source>group of {rank}</source>
        <translation>Satz aus {rank}</translation>
    </message>
    <message>
        <source>run of {suit} {low}–{high}</source>
        <translation>Folge in {suit} {low}–{high}</translation>
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
    <message>
        <source>no meld</source>
        <translation>keine Meldung</translation>
    </message>
    <message>
        <source>{cards} is too short for a meld (a group needs 3 cards, a run 4)</source>
        <translation>{cards} ist zu kurz für eine Meldung (ein Satz braucht 3 Karten, eine Folge 4)</translation>
    </message>
    <message>
        <source>{cards}: say which card each joker stands for</source>
        <translation>{cards}: sag, für welche Karte jeder Joker steht</translation>
    </message>
    <message>
        <source>a joker must stand for a card, not for a joker</source>
        <translation>ein Joker muss für eine Karte stehen, nicht für einen Joker</translation>
    </message>
    <message>
        <source>{cards} is neither a group (one rank) nor a run (one suit)</source>
        <translation>{cards} ist weder ein Satz (ein Rang) noch eine Folge (eine Farbe)</translation>
    </message>
    <message>
        <source>{cards} is too short for a run (4 cards at least)</source>
        <translation>{cards} ist zu kurz für eine Folge (mindestens 4 Karten)</translation>
    </message>
    <message>
        <source>{cards} holds more than two aces: a run has at most one at each end</source>
        <translation>{cards} enthält mehr als zwei Asse: eine Folge hat höchstens eins an jedem Ende</translation>
    </message>
    <message>
        <source>{cards} repeats a card: a run holds each rank once</source>
        <translation>{cards} enthält eine Karte doppelt: in einer Folge kommt jeder Rang einmal vor</translation>
    </message>
    <message>
        <source>{cards} wraps round the ace: an ace is low or high, not both</source>
        <translation>{cards} geht über das Ass hinweg: ein Ass ist niedrig oder hoch, nicht beides</translation>
    </message>
    <message>
        <source>{cards} is not consecutive</source>
        <translation>{cards} ist nicht lückenlos</translation>
    </message>
    <message>
        <source>the contract is {need}, not {have}</source>
        <translation>der Kontrakt ist {need}, nicht {have}</translation>
    </message>
    <message>
        <source>a contract group is laid with exactly 3 cards ({cards} has more): lay off the rest on a later turn</source>
        <translation>ein Satz für den Kontrakt wird mit genau 3 Karten ausgelegt ({cards} hat mehr): leg den Rest in einem späteren Zug an</translation>
    </message>
    <message>
        <source>a contract run is laid with exactly 4 cards ({cards} has more): lay off the rest on a later turn</source>
        <translation>eine Folge für den Kontrakt wird mit genau 4 Karten ausgelegt ({cards} hat mehr): leg den Rest in einem späteren Zug an</translation>
    </message>
    <message>
        <source>{first} and {second} are touching runs of one suit: they need a gap or an overlap</source>
        <translation>{first} und {second} sind aneinanderstoßende Folgen einer Farbe: sie brauchen eine Lücke oder eine Überschneidung</translation>
    </message>
    <message>
        <source>in round 7 every card is melded at once ({left} would be left)</source>
        <translation>in Runde 7 werden alle Karten auf einmal ausgelegt ({left} bliebe übrig)</translation>
    </message>
    <message>
        <source>say at which end of the meld ({meld}) the card goes</source>
        <translation>sag, an welches Ende der Meldung ({meld}) die Karte kommt</translation>
    </message>
    <message>
        <source>{card} does not fit the meld ({meld})</source>
        <translation>{card} passt nicht an die Meldung ({meld})</translation>
    </message>
    <message>
        <source>{card} does not fit the low end of the meld ({meld})</source>
        <translation>{card} passt nicht an das untere Ende der Meldung ({meld})</translation>
    </message>
    <message>
        <source>{card} does not fit the high end of the meld ({meld})</source>
        <translation>{card} passt nicht an das obere Ende der Meldung ({meld})</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>The game is over</source>
        <translation>Das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>It&apos;s not your turn — waiting for {waiting}</source>
        <translation>Du bist nicht am Zug — wir warten auf {waiting}</translation>
    </message>
    <message>
        <source>The table could not read that request</source>
        <translation>Der Tisch konnte diese Anfrage nicht lesen</translation>
    </message>
    <message>
        <source>There is no game: start one with Game ▸ New Game</source>
        <translation>Es läuft kein Spiel: starte eins mit Spiel ▸ Neues Spiel</translation>
    </message>
    <message>
        <source>Only bots play at this table: you are watching</source>
        <translation>An diesem Tisch spielen nur Bots: du schaust zu</translation>
    </message>
    <message>
        <source>Nothing to undo: undo takes back your own last card or bid when you play alone against bots</source>
        <translation>Nichts rückgängig zu machen: Rückgängig nimmt deine eigene letzte Karte oder Ansage zurück, wenn du allein gegen Bots spielst</translation>
    </message>
    <message>
        <source>A bot plays your seat now</source>
        <translation>Ein Bot spielt jetzt deinen Platz</translation>
    </message>
    <message>
        <source>You must bid a whole number of tricks from 0 to {most}</source>
        <translation>Du musst eine ganze Zahl von Stichen zwischen 0 und {most} ansagen</translation>
    </message>
    <message>
        <source>You can&apos;t bid now — the bidding is over</source>
        <translation>Du kannst jetzt nicht ansagen — die Ansagen sind vorbei</translation>
    </message>
    <message>
        <source>You have already bid {tricks}</source>
        <translation>Du hast schon {tricks} angesagt</translation>
    </message>
    <message>
        <source>You can&apos;t bid {tricks} — as dealer, the bids may not add up to {total}, the number of tricks (the hook)</source>
        <translation>Du kannst nicht {tricks} ansagen — als Geber dürfen die Ansagen nicht {total} ergeben, die Zahl der Stiche (der Haken)</translation>
    </message>
    <message>
        <source>You can&apos;t play a card now — the bidding is not over</source>
        <translation>Du kannst jetzt keine Karte spielen — die Ansagen sind noch nicht vorbei</translation>
    </message>
    <message>
        <source>You can&apos;t choose a card in the forehead hand — yours is played for you</source>
        <translation>In der Stirnrunde kannst du keine Karte wählen — deine wird für dich gespielt</translation>
    </message>
    <message>
        <source>You can&apos;t play {card} — it is not in your hand</source>
        <translation>Du kannst {card} nicht spielen — die Karte ist nicht auf deiner Hand</translation>
    </message>
    <message>
        <source>You can&apos;t lay off {card} — it is not in your hand</source>
        <translation>Du kannst {card} nicht anlegen — die Karte ist nicht auf deiner Hand</translation>
    </message>
    <message>
        <source>You can&apos;t reclaim a joker with {card} — it is not in your hand</source>
        <translation>Du kannst mit {card} keinen Joker zurückholen — die Karte ist nicht auf deiner Hand</translation>
    </message>
    <message>
        <source>You can&apos;t give {card} — it is not in your hand</source>
        <translation>Du kannst {card} nicht abgeben — die Karte ist nicht auf deiner Hand</translation>
    </message>
    <message>
        <source>You can&apos;t discard {card} — it is not in your hand</source>
        <translation>Du kannst {card} nicht abwerfen — die Karte ist nicht auf deiner Hand</translation>
    </message>
    <message>
        <source>You can&apos;t play {card} — you must follow {suit}</source>
        <translation>Du kannst {card} nicht spielen — du musst {suit} bedienen</translation>
    </message>
    <message>
        <source>You can&apos;t play {card} — forced capture: you must beat {best} (you can with {held})</source>
        <translation>Du kannst {card} nicht spielen — Stichzwang: du musst {best} schlagen (das geht mit {held})</translation>
    </message>
    <message>
        <source>You can&apos;t play {card} — forced capture: you have no {suit}, so you must overtrump {best} (you can with {held})</source>
        <translation>Du kannst {card} nicht spielen — Stichzwang: du hast kein {suit}, also musst du {best} übertrumpfen (das geht mit {held})</translation>
    </message>
    <message>
        <source>You can&apos;t play {card} — forced capture: you have no {suit}, so you must play a trump ({held})</source>
        <translation>Du kannst {card} nicht spielen — Stichzwang: du hast kein {suit}, also musst du Trumpf spielen ({held})</translation>
    </message>
    <message>
        <source>You can&apos;t bid that — a level is a whole number from 1 to {most}</source>
        <translation>Dieses Gebot geht nicht — eine Stufe ist eine ganze Zahl von 1 bis {most}</translation>
    </message>
    <message>
        <source>You can&apos;t bid {bid} — the last bid was {last}</source>
        <translation>Du kannst nicht {bid} bieten — das letzte Gebot war {last}</translation>
    </message>
    <message>
        <source>You can&apos;t call now — the auction is over</source>
        <translation>Du kannst jetzt nicht bieten — die Reizung ist vorbei</translation>
    </message>
    <message>
        <source>You can&apos;t play a card now — the auction is not over</source>
        <translation>Du kannst jetzt keine Karte spielen — die Reizung ist noch nicht vorbei</translation>
    </message>
    <message>
        <source>You can&apos;t play a card now — the declarer has not called a partner yet</source>
        <translation>Du kannst jetzt keine Karte spielen — der Alleinspieler hat noch keinen Partner gerufen</translation>
    </message>
    <message>
        <source>You can&apos;t lead {card} — {trump} are trumps and not broken yet (no trump has been played to an earlier trick)</source>
        <translation>Du kannst {card} nicht ausspielen — {trump} ist Trumpf und noch nicht freigegeben (in keinem früheren Stich wurde Trumpf gespielt)</translation>
    </message>
    <message>
        <source>You can&apos;t bid yet — every player first says whether they wash (waiting for {waiting})</source>
        <translation>Du kannst noch nicht bieten — erst sagt jeder, ob er neu geben lässt (wir warten auf {waiting})</translation>
    </message>
    <message>
        <source>You can&apos;t wash — washing is off at this table</source>
        <translation>Du kannst nicht neu geben lassen — „Neu geben“ ist an diesem Tisch ausgeschaltet</translation>
    </message>
    <message>
        <source>You can&apos;t wash — the auction has begun</source>
        <translation>Du kannst nicht neu geben lassen — die Reizung hat schon begonnen</translation>
    </message>
    <message>
        <source>You can&apos;t wash — your hand counts {points} points, more than {limit}</source>
        <translation>Du kannst nicht neu geben lassen — dein Blatt zählt {points} Punkte, mehr als {limit}</translation>
    </message>
    <message>
        <source>There is no wash to decline now</source>
        <translation>Gerade gibt es kein Neugeben, auf das du verzichten könntest</translation>
    </message>
    <message>
        <source>You can&apos;t call a partner now — the auction is not over</source>
        <translation>Du kannst jetzt keinen Partner rufen — die Reizung ist noch nicht vorbei</translation>
    </message>
    <message>
        <source>You can&apos;t call a partner now — the partner is already called</source>
        <translation>Du kannst jetzt keinen Partner rufen — der Partner ist schon gerufen</translation>
    </message>
    <message>
        <source>You can&apos;t call the joker — no player holds it</source>
        <translation>Du kannst den Joker nicht rufen — niemand hat ihn</translation>
    </message>
    <message>
        <source>You can&apos;t call {card} — it is in your own hand</source>
        <translation>Du kannst {card} nicht rufen — die Karte ist auf deiner eigenen Hand</translation>
    </message>
    <message>
        <source>You must first draw from the stock or the discard pile</source>
        <translation>Du musst zuerst vom Stapel oder vom Ablagestapel ziehen</translation>
    </message>
    <message>
        <source>You may only say May I? or decline now — {turn} drew from the stock and {card} is offered</source>
        <translation>Du kannst jetzt nur „Darf ich?“ sagen oder verzichten — {turn} hat vom Stapel gezogen und {card} wird angeboten</translation>
    </message>
    <message>
        <source>You can&apos;t take the discard — the discard pile is empty</source>
        <translation>Du kannst die abgeworfene Karte nicht nehmen — der Ablagestapel ist leer</translation>
    </message>
    <message>
        <source>You can&apos;t take the discard — the stock is used up (rebuilt as often as this table allows): draw from the stock to end the round</source>
        <translation>Du kannst die abgeworfene Karte nicht nehmen — der Stapel ist aufgebraucht (so oft neu gebildet, wie dieser Tisch erlaubt): zieh vom Stapel, um die Runde zu beenden</translation>
    </message>
    <message>
        <source>You can&apos;t take the discard — the stock is used up and the last discard has gone round the table: draw from the stock to end the round</source>
        <translation>Du kannst die abgeworfene Karte nicht nehmen — der Stapel ist aufgebraucht und die letzte abgeworfene Karte ist einmal um den Tisch gegangen: zieh vom Stapel, um die Runde zu beenden</translation>
    </message>
    <message>
        <source>You can&apos;t draw from the stock — it is empty and one discard cannot rebuild it: take the {card} from the discard pile</source>
        <translation>Du kannst nicht vom Stapel ziehen — er ist leer und eine abgeworfene Karte reicht nicht für einen neuen: nimm {card} vom Ablagestapel</translation>
    </message>
    <message>
        <source>You can&apos;t lay off — you must first re-meld the part of the contract you were screwed out of</source>
        <translation>Du kannst nicht anlegen — du musst erst den Teil deines Kontrakts neu auslegen, den dir der Screw Over genommen hat</translation>
    </message>
    <message>
        <source>You can&apos;t lay off — you have not melded your contract yet</source>
        <translation>Du kannst nicht anlegen — du hast deinen Kontrakt noch nicht ausgelegt</translation>
    </message>
    <message>
        <source>You can&apos;t lay off yet — laying off starts on the turn after the one you melded</source>
        <translation>Du kannst noch nicht anlegen — Anlegen geht erst ab dem Zug nach dem, in dem du ausgelegt hast</translation>
    </message>
    <message>
        <source>You can&apos;t lay down a new meld — you must first re-meld the part of the contract you were screwed out of</source>
        <translation>Du kannst keine neue Meldung auslegen — du musst erst den Teil deines Kontrakts neu auslegen, den dir der Screw Over genommen hat</translation>
    </message>
    <message>
        <source>You can&apos;t lay down a new meld — you have not melded your contract yet</source>
        <translation>Du kannst keine neue Meldung auslegen — du hast deinen Kontrakt noch nicht ausgelegt</translation>
    </message>
    <message>
        <source>You can&apos;t lay down a new meld yet — that starts on the turn after the one you melded</source>
        <translation>Du kannst noch keine neue Meldung auslegen — das geht erst ab dem Zug nach dem, in dem du ausgelegt hast</translation>
    </message>
    <message>
        <source>You can&apos;t reclaim a joker — you must first re-meld the part of the contract you were screwed out of</source>
        <translation>Du kannst keinen Joker zurückholen — du musst erst den Teil deines Kontrakts neu auslegen, den dir der Screw Over genommen hat</translation>
    </message>
    <message>
        <source>You can&apos;t reclaim a joker — you have not melded your contract yet</source>
        <translation>Du kannst keinen Joker zurückholen — du hast deinen Kontrakt noch nicht ausgelegt</translation>
    </message>
    <message>
        <source>You can&apos;t reclaim a joker yet — that starts on the turn after the one you melded</source>
        <translation>Du kannst noch keinen Joker zurückholen — das geht erst ab dem Zug nach dem, in dem du ausgelegt hast</translation>
    </message>
    <message>
        <source>You can&apos;t meld — {reason}</source>
        <translation>Du kannst nicht auslegen — {reason}</translation>
    </message>
    <message>
        <source>You can&apos;t lay off — {reason}</source>
        <translation>Du kannst nicht anlegen — {reason}</translation>
    </message>
    <message>
        <source>You can&apos;t meld {cards} — you do not hold all of these</source>
        <translation>Du kannst {cards} nicht auslegen — du hast nicht alle diese Karten</translation>
    </message>
    <message>
        <source>You have already melded this round — lay off instead</source>
        <translation>Du hast in dieser Runde schon ausgelegt — leg stattdessen an</translation>
    </message>
    <message>
        <source>New melds after the contract are not played at this table</source>
        <translation>Neue Meldungen nach dem Kontrakt gibt es an diesem Tisch nicht</translation>
    </message>
    <message>
        <source>Jokers are not reclaimed at this table</source>
        <translation>Joker werden an diesem Tisch nicht zurückgeholt</translation>
    </message>
    <message>
        <source>You can&apos;t reclaim a joker from a group — jokers in groups are dead</source>
        <translation>Du kannst keinen Joker aus einem Satz zurückholen — Joker in Sätzen sind tot</translation>
    </message>
    <message>
        <source>You can&apos;t reclaim with {card} — no joker in that meld ({meld}) stands for it</source>
        <translation>Du kannst mit {card} nichts zurückholen — kein Joker in dieser Meldung ({meld}) steht für diese Karte</translation>
    </message>
    <message>
        <source>The Screw Over is not played at this table</source>
        <translation>Den Screw Over gibt es an diesem Tisch nicht</translation>
    </message>
    <message>
        <source>You have already used your Screw Over this round</source>
        <translation>Du hast deinen Screw Over in dieser Runde schon benutzt</translation>
    </message>
    <message>
        <source>You can&apos;t screw yourself — that meld ({meld}) is your own</source>
        <translation>Du kannst dir keinen Screw Over machen — diese Meldung ({meld}) ist deine eigene</translation>
    </message>
    <message>
        <source>You can&apos;t take a joker from a group — dead jokers stay dead</source>
        <translation>Du kannst keinen Joker aus einem Satz nehmen — tote Joker bleiben tot</translation>
    </message>
    <message>
        <source>You can&apos;t take back a {card} — a {card} was taken from you this round, and no copy of it may be taken back</source>
        <translation>Du kannst keine {card} zurücknehmen — dir wurde in dieser Runde eine {card} genommen, und keine Karte dieser Art darf zurückgenommen werden</translation>
    </message>
    <message>
        <source>You can&apos;t give the {card} — you took it this turn and it must be put down on the table</source>
        <translation>Du kannst {card} nicht abgeben — du hast die Karte in diesem Zug genommen und musst sie auf den Tisch legen</translation>
    </message>
    <message>
        <source>You can&apos;t end your turn yet — first lay off {pending}</source>
        <translation>Du kannst deinen Zug noch nicht beenden — leg zuerst {pending} an</translation>
    </message>
    <message>
        <source>You can&apos;t end your turn yet — first use {pending} in a meld or lay-off</source>
        <translation>Du kannst deinen Zug noch nicht beenden — leg zuerst {pending} aus oder an</translation>
    </message>
    <message>
        <source>You can&apos;t take that card — you could not use {pending} in a meld or lay-off this turn</source>
        <translation>Du kannst diese Karte nicht nehmen — du könntest {pending} in diesem Zug weder auslegen noch anlegen</translation>
    </message>
    <message>
        <source>You can&apos;t take that card — you could not use {pending} in your contract meld this turn</source>
        <translation>Du kannst diese Karte nicht nehmen — du könntest {pending} in diesem Zug nicht in deinem Kontrakt auslegen</translation>
    </message>
    <message>
        <source>You can&apos;t reclaim the joker — {pending} could not all be laid off this turn</source>
        <translation>Du kannst den Joker nicht zurückholen — {pending} ließe sich in diesem Zug nicht ganz anlegen</translation>
    </message>
    <message>
        <source>You can&apos;t do that now — {pending} could then no longer be placed this turn</source>
        <translation>Das geht jetzt nicht — {pending} ließe sich dann in diesem Zug nicht mehr unterbringen</translation>
    </message>
</context>
<context>
    <name>RefusalsAbout</name>
    <message>
        <source>The game is over</source>
        <translation>Das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>It&apos;s not {name}&apos;s turn — waiting for {waiting}</source>
        <translation>{name} ist nicht am Zug — wir warten auf {waiting}</translation>
    </message>
    <message>
        <source>The table could not read {name}&apos;s request</source>
        <translation>Der Tisch konnte die Anfrage von {name} nicht lesen</translation>
    </message>
    <message>
        <source>{name} must bid a whole number of tricks from 0 to {most}</source>
        <translation>{name} muss eine ganze Zahl von Stichen zwischen 0 und {most} ansagen</translation>
    </message>
    <message>
        <source>{name} can&apos;t bid now — the bidding is over</source>
        <translation>{name} kann jetzt nicht ansagen — die Ansagen sind vorbei</translation>
    </message>
    <message>
        <source>{name} has already bid {tricks}</source>
        <translation>{name} hat schon {tricks} angesagt</translation>
    </message>
    <message>
        <source>{name} can&apos;t bid {tricks} — as dealer, the bids may not add up to {total}, the number of tricks (the hook)</source>
        <translation>{name} kann nicht {tricks} ansagen — als Geber dürfen die Ansagen nicht {total} ergeben, die Zahl der Stiche (der Haken)</translation>
    </message>
    <message>
        <source>{name} can&apos;t play a card now — the bidding is not over</source>
        <translation>{name} kann jetzt keine Karte spielen — die Ansagen sind noch nicht vorbei</translation>
    </message>
    <message>
        <source>{name} can&apos;t choose a card in the forehead hand — theirs is played for them</source>
        <translation>{name} kann in der Stirnrunde keine Karte wählen — sie wird von selbst gespielt</translation>
    </message>
    <message>
        <source>{name} can&apos;t play {card} — it is not in their hand</source>
        <translation>{name} kann {card} nicht spielen — die Karte ist nicht auf der Hand von {name}</translation>
    </message>
    <message>
        <source>{name} can&apos;t play {card} — they must follow {suit}</source>
        <translation>{name} kann {card} nicht spielen — {name} muss {suit} bedienen</translation>
    </message>
    <message>
        <source>{name} can&apos;t play {card} — forced capture: they must beat {best} (they can with {held})</source>
        <translation>{name} kann {card} nicht spielen — Stichzwang: {name} muss {best} schlagen (das geht mit {held})</translation>
    </message>
    <message>
        <source>{name} can&apos;t play {card} — forced capture: they have no {suit}, so they must overtrump {best} (they can with {held})</source>
        <translation>{name} kann {card} nicht spielen — Stichzwang: {name} hat kein {suit}, muss also {best} übertrumpfen (das geht mit {held})</translation>
    </message>
    <message>
        <source>{name} can&apos;t play {card} — forced capture: they have no {suit}, so they must play a trump ({held})</source>
        <translation>{name} kann {card} nicht spielen — Stichzwang: {name} hat kein {suit}, muss also Trumpf spielen ({held})</translation>
    </message>
    <message>
        <source>{name} can&apos;t bid that — a level is a whole number from 1 to {most}</source>
        <translation>Dieses Gebot von {name} geht nicht — eine Stufe ist eine ganze Zahl von 1 bis {most}</translation>
    </message>
    <message>
        <source>{name} can&apos;t bid {bid} — the last bid was {last}</source>
        <translation>{name} kann nicht {bid} bieten — das letzte Gebot war {last}</translation>
    </message>
    <message>
        <source>{name} can&apos;t call now — the auction is over</source>
        <translation>{name} kann jetzt nicht bieten — die Reizung ist vorbei</translation>
    </message>
    <message>
        <source>{name} can&apos;t play a card now — the auction is not over</source>
        <translation>{name} kann jetzt keine Karte spielen — die Reizung ist noch nicht vorbei</translation>
    </message>
    <message>
        <source>{name} can&apos;t play a card now — the declarer has not called a partner yet</source>
        <translation>{name} kann jetzt keine Karte spielen — der Alleinspieler hat noch keinen Partner gerufen</translation>
    </message>
    <message>
        <source>{name} can&apos;t lead {card} — {trump} are trumps and not broken yet (no trump has been played to an earlier trick)</source>
        <translation>{name} kann {card} nicht ausspielen — {trump} ist Trumpf und noch nicht freigegeben (in keinem früheren Stich wurde Trumpf gespielt)</translation>
    </message>
    <message>
        <source>{name} can&apos;t bid yet — every player first says whether they wash (waiting for {waiting})</source>
        <translation>{name} kann noch nicht bieten — erst sagt jeder, ob er neu geben lässt (wir warten auf {waiting})</translation>
    </message>
    <message>
        <source>{name} can&apos;t wash — washing is off at this table</source>
        <translation>{name} kann nicht neu geben lassen — „Neu geben“ ist an diesem Tisch ausgeschaltet</translation>
    </message>
    <message>
        <source>{name} can&apos;t wash — the auction has begun</source>
        <translation>{name} kann nicht neu geben lassen — die Reizung hat schon begonnen</translation>
    </message>
    <message>
        <source>{name} can&apos;t wash — their hand counts {points} points, more than {limit}</source>
        <translation>{name} kann nicht neu geben lassen — das Blatt von {name} zählt {points} Punkte, mehr als {limit}</translation>
    </message>
    <message>
        <source>There is no wash for {name} to decline now</source>
        <translation>Gerade gibt es kein Neugeben, auf das {name} verzichten könnte</translation>
    </message>
    <message>
        <source>{name} can&apos;t call a partner now — the auction is not over</source>
        <translation>{name} kann jetzt keinen Partner rufen — die Reizung ist noch nicht vorbei</translation>
    </message>
    <message>
        <source>{name} can&apos;t call a partner now — the partner is already called</source>
        <translation>{name} kann jetzt keinen Partner rufen — der Partner ist schon gerufen</translation>
    </message>
    <message>
        <source>{name} can&apos;t call the joker — no player holds it</source>
        <translation>{name} kann den Joker nicht rufen — niemand hat ihn</translation>
    </message>
    <message>
        <source>{name} can&apos;t call {card} — it is in their own hand</source>
        <translation>{name} kann {card} nicht rufen — die Karte ist auf der eigenen Hand von {name}</translation>
    </message>
</context>
<context>
    <name>RuleCard</name>
    <message>
        <source>Decks</source>
        <translation>Pakete</translation>
    </message>
    <message>
        <source>Decks of 52: auto (2; for more than four players one per two players) or a number</source>
        <translation>Spiele zu 52 Karten: automatisch (2; bei mehr als vier Spielern eins je zwei Spieler) oder eine Zahl</translation>
    </message>
    <message>
        <source>Auto (one per two players above four)</source>
        <translation>Automatisch (eins je zwei Spieler ab fünf)</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Jokers in the pack: one fewer than the players, or a number (0: none)</source>
        <translation>Joker im Spiel: einer weniger als Spieler, oder eine Zahl (0: keine)</translation>
    </message>
    <message>
        <source>one fewer than the players</source>
        <translation>einer weniger als Spieler</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>May I</source>
        <translation>Darf ich?</translation>
    </message>
    <message>
        <source>May I?: the earliest asker in turn order gets the discard, or the first to ask, or no out-of-turn claims</source>
        <translation>Darf ich?: wer in der Spielreihenfolge zuerst fragt, bekommt die abgeworfene Karte, oder wer als Erster fragt, oder kein Zugriff außer der Reihe</translation>
    </message>
    <message>
        <source>Turn order</source>
        <translation>Spielreihenfolge</translation>
    </message>
    <message>
        <source>First come</source>
        <translation>Wer zuerst kommt</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Cards a May I? costs</source>
        <translation>Karten für ein „Darf ich?“</translation>
    </message>
    <message>
        <source>Stock cards taken as penalty with a May I? discard</source>
        <translation>Strafkarten vom Stapel zu einer „Darf ich?“-Karte</translation>
    </message>
    <message>
        <source>New melds after contract</source>
        <translation>Neue Meldungen nach dem Kontrakt</translation>
    </message>
    <message>
        <source>After the contract, new groups and runs may be laid down on lay-off turns</source>
        <translation>Nach dem Kontrakt dürfen in Zügen zum Anlegen neue Sätze und Folgen ausgelegt werden</translation>
    </message>
    <message>
        <source>Joker reclaim</source>
        <translation>Joker zurückholen</translation>
    </message>
    <message>
        <source>A melded player may swap the real card for a joker in a run and must lay that joker off the same turn</source>
        <translation>Wer ausgelegt hat, darf einen Joker in einer Folge gegen die echte Karte tauschen und muss diesen Joker im selben Zug anlegen</translation>
    </message>
    <message>
        <source>Stock rebuilds</source>
        <translation>Stapel neu bilden</translation>
    </message>
    <message>
        <source>How many times the stock may be rebuilt from the discards in a round; once it is empty and may not be rebuilt, the round ends as piles empty</source>
        <translation>Wie oft der Stapel in einer Runde aus den abgeworfenen Karten neu gebildet werden darf; ist er leer und darf nicht neu gebildet werden, endet die Runde mangels Karten</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Unbegrenzt</translation>
    </message>
    <message>
        <source>Screw over</source>
        <translation>Screw Over</translation>
    </message>
    <message>
        <source>Once per round take a card from another player&apos;s meld, give them one of yours, and use the card that turn</source>
        <translation>Einmal pro Runde eine Karte aus der Meldung eines anderen nehmen, ihm dafür eine eigene geben und die Karte im selben Zug verwenden</translation>
    </message>
    <message>
        <source>Sequence</source>
        <translation>Reihenfolge</translation>
    </message>
    <message>
        <source>Order of hand sizes: 1 up to the maximum and back, or the reverse (as in Oh Hell)</source>
        <translation>Reihenfolge der Kartenzahlen: von 1 bis zum Höchstwert und zurück, oder umgekehrt (wie bei Oh Hell)</translation>
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
        <translation>Stirnrunde zum Schluss</translation>
    </message>
    <message>
        <source>In the final one-card hand you see everyone&apos;s card but your own, held to your forehead</source>
        <translation>In der letzten Runde mit einer Karte siehst du alle Karten außer deiner eigenen, die du an die Stirn hältst</translation>
    </message>
    <message>
        <source>Hook</source>
        <translation>Haken</translation>
    </message>
    <message>
        <source>The dealer may not bid the number that makes the bids total the tricks</source>
        <translation>Der Geber darf nicht die Zahl ansagen, mit der die Ansagen die Zahl der Stiche ergeben</translation>
    </message>
    <message>
        <source>Bid changes</source>
        <translation>Ansage ändern</translation>
    </message>
    <message>
        <source>A bid may be changed until the next player bids; the dealer&apos;s until the first card is played</source>
        <translation>Eine Ansage darf geändert werden, bis der nächste Spieler ansagt; die des Gebers, bis die erste Karte gespielt ist</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <source>Exact bid scores 10 + bid (a miss scores 0), or 1 per trick plus 10 when exact</source>
        <translation>Eine genaue Ansage zählt 10 + Ansage (daneben zählt 0), oder 1 je Stich plus 10 bei genauer Ansage</translation>
    </message>
    <message>
        <source>10 + bid when exact</source>
        <translation>10 + Ansage, wenn genau</translation>
    </message>
    <message>
        <source>1 per trick, +10 when exact</source>
        <translation>1 je Stich, +10 wenn genau</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Zielpunktzahl</translation>
    </message>
    <message>
        <source>End after the hand in which someone reaches this score (0: play the whole series)</source>
        <translation>Ende nach der Runde, in der jemand diese Punktzahl erreicht (0: die ganze Serie spielen)</translation>
    </message>
    <message>
        <source>play the whole series</source>
        <translation>die ganze Serie spielen</translation>
    </message>
    <message>
        <source>Wash</source>
        <translation>Neu geben</translation>
    </message>
    <message>
        <source>Before the auction a player whose hand counts at most this many points (A4 K3 Q2 J1, +1 per card beyond the fourth in a suit) may call for a redeal (0: off)</source>
        <translation>Vor der Reizung darf ein Spieler, dessen Blatt höchstens so viele Punkte zählt (A4 K3 D2 B1, +1 je Karte über die vierte einer Farbe hinaus), neu geben lassen (0: aus)</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>Auction direction</source>
        <translation>Richtung der Reizung</translation>
    </message>
    <message>
        <source>Direction of the auction, starting with the dealer (card play is always clockwise)</source>
        <translation>Richtung der Reizung, beginnend beim Geber (gespielt wird immer im Uhrzeigersinn)</translation>
    </message>
    <message>
        <source>Counter-clockwise</source>
        <translation>Gegen den Uhrzeigersinn</translation>
    </message>
    <message>
        <source>Clockwise</source>
        <translation>Im Uhrzeigersinn</translation>
    </message>
    <message>
        <source>Call own card</source>
        <translation>Eigene Karte rufen</translation>
    </message>
    <message>
        <source>The declarer may call a card of their own hand, and then plays alone</source>
        <translation>Der Alleinspieler darf eine Karte seiner eigenen Hand rufen und spielt dann allein</translation>
    </message>
    <message>
        <source>First lead</source>
        <translation>Erstes Ausspiel</translation>
    </message>
    <message>
        <source>Who leads the first trick: the declarer&apos;s left, or the declarer in no trump (the left otherwise)</source>
        <translation>Wer zum ersten Stich ausspielt: der linke Nachbar des Alleinspielers, oder ohne Trumpf der Alleinspieler (sonst der linke Nachbar)</translation>
    </message>
    <message>
        <source>Declarer&apos;s left</source>
        <translation>Links vom Alleinspieler</translation>
    </message>
    <message>
        <source>Declarer in no trump</source>
        <translation>Alleinspieler bei ohne Trumpf</translation>
    </message>
    <message>
        <source>Trump breaking</source>
        <translation>Trumpf brechen</translation>
    </message>
    <message>
        <source>Trump may not be led until a trump has been played to an earlier trick (unless the leader holds only trumps)</source>
        <translation>Trumpf darf erst ausgespielt werden, wenn in einem früheren Stich Trumpf gespielt wurde (außer man hat nur noch Trümpfe)</translation>
    </message>
    <message>
        <source>Each player of the side that wins the deal scores 1, or scores the tricks their side took</source>
        <translation>Jeder Spieler der Seite, die die Runde gewinnt, bekommt 1 Punkt, oder die Stiche, die seine Seite gemacht hat</translation>
    </message>
    <message>
        <source>1 per deal won</source>
        <translation>1 je gewonnene Runde</translation>
    </message>
    <message>
        <source>Tricks of the winning side</source>
        <translation>Stiche der Gewinnerseite</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Number of hands in the game</source>
        <translation>Zahl der Runden im Spiel</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>How many rounds to play (0: one full cycle, 1 card up to as many as the deck deals evenly)</source>
        <translation>Wie viele Runden gespielt werden (0: ein ganzer Durchgang, von 1 Karte bis so viele, wie das Spiel gleichmäßig hergibt)</translation>
    </message>
    <message>
        <source>one full cycle</source>
        <translation>ein ganzer Durchgang</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <source>Trump each round: a suit drawn at random, or the suit of the card turned after the deal</source>
        <translation>Trumpf in jeder Runde: eine zufällig gezogene Farbe, oder die Farbe der nach dem Geben aufgedeckten Karte</translation>
    </message>
    <message>
        <source>Random suit</source>
        <translation>Zufällige Farbe</translation>
    </message>
    <message>
        <source>Turned card</source>
        <translation>Aufgedeckte Karte</translation>
    </message>
    <message>
        <source>The last bidder may not make the bids total the tricks</source>
        <translation>Wer zuletzt ansagt, darf die Ansagen nicht auf die Zahl der Stiche bringen</translation>
    </message>
    <message>
        <source>Capture</source>
        <translation>Stichzwang</translation>
    </message>
    <message>
        <source>Forced capture: beat the winning card (or trump) when you can, except over your partner; or even over your partner; or plain follow-suit</source>
        <translation>Stichzwang: die führende Karte schlagen (oder trumpfen), wenn man kann, außer über den Partner; oder sogar über den Partner; oder nur Farbe bedienen</translation>
    </message>
    <message>
        <source>Forced, partner exempt</source>
        <translation>Zwang, Partner ausgenommen</translation>
    </message>
    <message>
        <source>Forced, even over partner</source>
        <translation>Zwang, auch über den Partner</translation>
    </message>
    <message>
        <source>No forced capture</source>
        <translation>Kein Stichzwang</translation>
    </message>
    <message>
        <source>Standard scoring (2/3/3+1 per level, 5 per trick of difference to the takers), or the first playtest (5 to the bidders, 1 per trick to the takers)</source>
        <translation>Standardwertung (2/3/3+1 je Stufe, 5 je Stich Unterschied für die Stichmacher), oder der erste Testlauf (5 für die Bieter, 1 je Stich für die Stichmacher)</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>First playtest</source>
        <translation>Erster Testlauf</translation>
    </message>
    <message>
        <source>Who leads first: the player left of the first of the bidding side to name the final strain (as in Bridge), or left of whoever first named it, on either side (the rules read literally)</source>
        <translation>Wer zuerst ausspielt: der Spieler links von dem aus der bietenden Seite, der die letzte Farbe zuerst genannt hat (wie im Bridge), oder links von dem, der sie zuerst genannt hat, egal auf welcher Seite (die Regeln wörtlich genommen)</translation>
    </message>
    <message>
        <source>Left of declarer</source>
        <translation>Links vom Alleinspieler</translation>
    </message>
    <message>
        <source>Left of the first to name it</source>
        <translation>Links von dem, der sie zuerst nannte</translation>
    </message>
    <message>
        <source>Number of hands in the game (a multiple of 4)</source>
        <translation>Zahl der Runden im Spiel (ein Vielfaches von 4)</translation>
    </message>
    <message>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <source>Screw Rummy</source>
        <translation>Screw Rummy</translation>
    </message>
    <message>
        <source>Oh Hell order</source>
        <translation>Oh-Hell-Reihenfolge</translation>
    </message>
    <message>
        <source>Singapore</source>
        <translation>Singapur</translation>
    </message>
    <message>
        <source>Tricks scoring</source>
        <translation>Stichwertung</translation>
    </message>
    <message>
        <source>Turned trump</source>
        <translation>Aufgedeckter Trumpf</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Eigene</translation>
    </message>
    <message>
        <source>Seven rounds, each with a contract of groups and runs to meld before you may lay off. Go out first; cards left in hand score against you. Lowest total wins. Screw Rummy adds first-come May I?, new melds after the contract and the Screw Over.</source>
        <translation>Sieben Runden, jede mit einem Kontrakt aus Sätzen und Folgen, den du auslegen musst, bevor du anlegen darfst. Mach als Erster aus; Karten auf der Hand zählen gegen dich. Die niedrigste Summe gewinnt. Screw Rummy bringt „Darf ich?“ nach dem Prinzip „wer zuerst kommt“, neue Meldungen nach dem Kontrakt und den Screw Over dazu.</translation>
    </message>
    <message>
        <source>Guess exactly how many tricks you will take. Hands grow from one card to ten and back; a turned card names trumps, the dealer is hooked so someone must miss, and in the last one-card hand you hold your card to your forehead.</source>
        <translation>Sag genau voraus, wie viele Stiche du machst. Die Runden wachsen von einer Karte auf zehn und zurück; eine aufgedeckte Karte bestimmt Trumpf, der Geber hängt am Haken, sodass jemand danebenliegen muss, und in der letzten Runde mit einer Karte hältst du deine Karte an die Stirn.</translation>
    </message>
    <message>
        <source>Bridge with a partner you have to find: the highest bidder names a card, and whoever holds it is their secret partner until that card is played.</source>
        <translation>Bridge mit einem Partner, den du erst finden musst: wer am höchsten bietet, nennt eine Karte, und wer sie hat, ist sein geheimer Partner, bis diese Karte gespielt wird.</translation>
    </message>
    <message>
        <source>Bid the exact number of tricks you will take. Each round deals one card more, up to as many as the deck splits evenly, then starts again at one. Making your bid scores 10 plus the square of your tricks; missing costs the square of the difference.</source>
        <translation>Sag genau an, wie viele Stiche du machst. Jede Runde wird eine Karte mehr gegeben, bis so viele, wie das Spiel gleichmäßig hergibt, dann geht es wieder bei einer los. Eine erfüllte Ansage zählt 10 plus das Quadrat deiner Stiche; daneben kostet das Quadrat des Unterschieds.</translation>
    </message>
    <message>
        <source>Bridge turned around: you bid how many tricks your opponents will take, and forced capture makes everyone beat the trick when they can. Bid it exactly to score most.</source>
        <translation>Bridge andersherum: du bietest, wie viele Stiche deine Gegner machen, und der Stichzwang zwingt jeden, den Stich zu schlagen, wenn er kann. Wer genau bietet, punktet am meisten.</translation>
    </message>
    <message>
        <source>{option}: {value}</source>
        <translation>{option}: {value}</translation>
    </message>
    <message>
        <source>{option}: {value} (changed)</source>
        <translation>{option}: {value} (geändert)</translation>
    </message>
    <message numerus="yes">
        <source>{game} · %n player(s)</source>
        <translation>
            <numerusform>{game} · %n Spieler</numerusform>
            <numerusform>{game} · %n Spieler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over after %n hand(s)</source>
        <translation>
            <numerusform>Spielende nach %n Runde</numerusform>
            <numerusform>Spielende nach %n Runden</numerusform>
        </translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>Hand {number} of {total}</source>
        <translation>Runde {number} von {total}</translation>
    </message>
    <message numerus="yes">
        <source>{line} · %n card(s) each</source>
        <translation>
            <numerusform>{line} · je %n Karte</numerusform>
            <numerusform>{line} · je %n Karten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <source>Could not save {name}: {reason}. Any earlier copy of the file is unchanged.</source>
        <translation>{name} konnte nicht gespeichert werden: {reason}. Eine frühere Fassung der Datei bleibt unverändert.</translation>
    </message>
    <message>
        <source>Could not save {name}: {reason}.</source>
        <translation>{name} konnte nicht gespeichert werden: {reason}.</translation>
    </message>
    <message>
        <source>{name} could not be opened: there is no such file.</source>
        <translation>{name} konnte nicht geöffnet werden: diese Datei gibt es nicht.</translation>
    </message>
    <message>
        <source>{name} is a folder, not a saved game.</source>
        <translation>{name} ist ein Ordner, kein gespeichertes Spiel.</translation>
    </message>
    <message>
        <source>{name} could not be opened: permission denied.</source>
        <translation>{name} konnte nicht geöffnet werden: keine Berechtigung.</translation>
    </message>
    <message>
        <source>{name} could not be opened: {reason}.</source>
        <translation>{name} konnte nicht geöffnet werden: {reason}.</translation>
    </message>
    <message>
        <source>{name} is not a saved game: it is a device, pipe or socket, not a file.</source>
        <translation>{name} ist kein gespeichertes Spiel: es ist ein Gerät, eine Pipe oder ein Socket, keine Datei.</translation>
    </message>
    <message>
        <source>{name} is not a saved game: it is far too large (over {size} MiB).</source>
        <translation>{name} ist kein gespeichertes Spiel: die Datei ist viel zu groß (über {size} MiB).</translation>
    </message>
    <message>
        <source>{name} could not be read: {reason}.</source>
        <translation>{name} konnte nicht gelesen werden: {reason}.</translation>
    </message>
    <message>
        <source>{name} is empty: it holds no saved game.</source>
        <translation>{name} ist leer: darin ist kein gespeichertes Spiel.</translation>
    </message>
    <message>
        <source>{name} is not a saved game of this program (it is not text).</source>
        <translation>{name} ist kein gespeichertes Spiel dieses Programms (es ist kein Text).</translation>
    </message>
    <message>
        <source>{name} is incomplete: the file ends too early, so the game in it cannot be restored.</source>
        <translation>{name} ist unvollständig: die Datei endet zu früh, das Spiel darin lässt sich nicht wiederherstellen.</translation>
    </message>
    <message>
        <source>{name} is damaged: it is not valid saved-game data (line {line}, column {column}).</source>
        <translation>{name} ist beschädigt: das sind keine gültigen Spielstandsdaten (Zeile {line}, Spalte {column}).</translation>
    </message>
    <message>
        <source>{name} is damaged: it holds a number far too long to be part of a saved game.</source>
        <translation>{name} ist beschädigt: darin steht eine Zahl, die viel zu lang für ein gespeichertes Spiel ist.</translation>
    </message>
    <message>
        <source>{name} is not a saved game of this program (its data nests too deeply).</source>
        <translation>{name} ist kein gespeichertes Spiel dieses Programms (die Daten sind zu tief verschachtelt).</translation>
    </message>
    <message>
        <source>{name} is not a saved game of this program.</source>
        <translation>{name} ist kein gespeichertes Spiel dieses Programms.</translation>
    </message>
    <message>
        <source>{name} is damaged: its rule options are not a list of names and values.</source>
        <translation>{name} ist beschädigt: die Regeloptionen sind keine Liste aus Namen und Werten.</translation>
    </message>
    <message>
        <source>{name} was saved by another version of this program (format {format}).</source>
        <translation>{name} wurde mit einer anderen Version dieses Programms gespeichert (Format {format}).</translation>
    </message>
    <message>
        <source>{name} cannot be restored: {reason}.</source>
        <translation>{name} lässt sich nicht wiederherstellen: {reason}.</translation>
    </message>
    <message>
        <source>{name} is damaged: a field holds the wrong kind of value ({reason}).</source>
        <translation>{name} ist beschädigt: ein Feld enthält einen Wert der falschen Art ({reason}).</translation>
    </message>
    <message>
        <source>{name} is damaged: {reason}.</source>
        <translation>{name} ist beschädigt: {reason}.</translation>
    </message>
    <message>
        <source>Games cannot be autosaved: the data folder {folder} cannot be written ({reason}). This session will not be kept when you quit.</source>
        <translation>Spiele können nicht automatisch gespeichert werden: in den Datenordner {folder} kann nicht geschrieben werden ({reason}). Diese Sitzung geht beim Beenden verloren.</translation>
    </message>
    <message>
        <source>Could not autosave: the data folder {folder} cannot be created ({reason}).</source>
        <translation>Automatisches Speichern fehlgeschlagen: der Datenordner {folder} kann nicht angelegt werden ({reason}).</translation>
    </message>
    <message>
        <source>Could not save: the folder {folder} cannot be created ({reason}).</source>
        <translation>Speichern fehlgeschlagen: der Ordner {folder} kann nicht angelegt werden ({reason}).</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message numerus="yes">
        <source>Continue your game of {game} (%n player(s), round {number})?</source>
        <translation>
            <numerusform>Deine Partie {game} fortsetzen (%n Spieler, Runde {number})?</numerusform>
            <numerusform>Deine Partie {game} fortsetzen (%n Spieler, Runde {number})?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Continue your game of {game} (%n player(s), hand {number})?</source>
        <translation>
            <numerusform>Deine Partie {game} fortsetzen (%n Spieler, Runde {number})?</numerusform>
            <numerusform>Deine Partie {game} fortsetzen (%n Spieler, Runde {number})?</numerusform>
        </translation>
    </message>
</context>
</TS>
