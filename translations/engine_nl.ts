<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl">
<context>
    <name>BotLevels</name>
    <message>
        <source>random</source>
        <translation>willekeurig</translation>
    </message>
    <message>
        <source>casual</source>
        <translation>gemiddeld</translation>
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
        <translation>Klaverentwee</translation>
    </message>
    <message>
        <source>Three of clubs</source>
        <translation>Klaverendrie</translation>
    </message>
    <message>
        <source>Four of clubs</source>
        <translation>Klaverenvier</translation>
    </message>
    <message>
        <source>Five of clubs</source>
        <translation>Klaverenvijf</translation>
    </message>
    <message>
        <source>Six of clubs</source>
        <translation>Klaverenzes</translation>
    </message>
    <message>
        <source>Seven of clubs</source>
        <translation>Klaverenzeven</translation>
    </message>
    <message>
        <source>Eight of clubs</source>
        <translation>Klaverenacht</translation>
    </message>
    <message>
        <source>Nine of clubs</source>
        <translation>Klaverennegen</translation>
    </message>
    <message>
        <source>Ten of clubs</source>
        <translation>Klaverentien</translation>
    </message>
    <message>
        <source>Jack of clubs</source>
        <translation>Klaverenboer</translation>
    </message>
    <message>
        <source>Queen of clubs</source>
        <translation>Klaverenvrouw</translation>
    </message>
    <message>
        <source>King of clubs</source>
        <translation>Klaverenheer</translation>
    </message>
    <message>
        <source>Ace of clubs</source>
        <translation>Klaverenaas</translation>
    </message>
    <message>
        <source>Two of diamonds</source>
        <translation>Ruitentwee</translation>
    </message>
    <message>
        <source>Three of diamonds</source>
        <translation>Ruitendrie</translation>
    </message>
    <message>
        <source>Four of diamonds</source>
        <translation>Ruitenvier</translation>
    </message>
    <message>
        <source>Five of diamonds</source>
        <translation>Ruitenvijf</translation>
    </message>
    <message>
        <source>Six of diamonds</source>
        <translation>Ruitenzes</translation>
    </message>
    <message>
        <source>Seven of diamonds</source>
        <translation>Ruitenzeven</translation>
    </message>
    <message>
        <source>Eight of diamonds</source>
        <translation>Ruitenacht</translation>
    </message>
    <message>
        <source>Nine of diamonds</source>
        <translation>Ruitennegen</translation>
    </message>
    <message>
        <source>Ten of diamonds</source>
        <translation>Ruitentien</translation>
    </message>
    <message>
        <source>Jack of diamonds</source>
        <translation>Ruitenboer</translation>
    </message>
    <message>
        <source>Queen of diamonds</source>
        <translation>Ruitenvrouw</translation>
    </message>
    <message>
        <source>King of diamonds</source>
        <translation>Ruitenheer</translation>
    </message>
    <message>
        <source>Ace of diamonds</source>
        <translation>Ruitenaas</translation>
    </message>
    <message>
        <source>Two of hearts</source>
        <translation>Hartentwee</translation>
    </message>
    <message>
        <source>Three of hearts</source>
        <translation>Hartendrie</translation>
    </message>
    <message>
        <source>Four of hearts</source>
        <translation>Hartenvier</translation>
    </message>
    <message>
        <source>Five of hearts</source>
        <translation>Hartenvijf</translation>
    </message>
    <message>
        <source>Six of hearts</source>
        <translation>Hartenzes</translation>
    </message>
    <message>
        <source>Seven of hearts</source>
        <translation>Hartenzeven</translation>
    </message>
    <message>
        <source>Eight of hearts</source>
        <translation>Hartenacht</translation>
    </message>
    <message>
        <source>Nine of hearts</source>
        <translation>Hartennegen</translation>
    </message>
    <message>
        <source>Ten of hearts</source>
        <translation>Hartentien</translation>
    </message>
    <message>
        <source>Jack of hearts</source>
        <translation>Hartenboer</translation>
    </message>
    <message>
        <source>Queen of hearts</source>
        <translation>Hartenvrouw</translation>
    </message>
    <message>
        <source>King of hearts</source>
        <translation>Hartenheer</translation>
    </message>
    <message>
        <source>Ace of hearts</source>
        <translation>Hartenaas</translation>
    </message>
    <message>
        <source>Two of spades</source>
        <translation>Schoppentwee</translation>
    </message>
    <message>
        <source>Three of spades</source>
        <translation>Schoppendrie</translation>
    </message>
    <message>
        <source>Four of spades</source>
        <translation>Schoppenvier</translation>
    </message>
    <message>
        <source>Five of spades</source>
        <translation>Schoppenvijf</translation>
    </message>
    <message>
        <source>Six of spades</source>
        <translation>Schoppenzes</translation>
    </message>
    <message>
        <source>Seven of spades</source>
        <translation>Schoppenzeven</translation>
    </message>
    <message>
        <source>Eight of spades</source>
        <translation>Schoppenacht</translation>
    </message>
    <message>
        <source>Nine of spades</source>
        <translation>Schoppennegen</translation>
    </message>
    <message>
        <source>Ten of spades</source>
        <translation>Schoppentien</translation>
    </message>
    <message>
        <source>Jack of spades</source>
        <translation>Schoppenboer</translation>
    </message>
    <message>
        <source>Queen of spades</source>
        <translation>Schoppenvrouw</translation>
    </message>
    <message>
        <source>King of spades</source>
        <translation>Schoppenheer</translation>
    </message>
    <message>
        <source>Ace of spades</source>
        <translation>Schoppenaas</translation>
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
        <translation>klaveren</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ruiten</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>harten</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>schoppen</translation>
    </message>
    <message>
        <source>no trumps</source>
        <translation>zonder troef</translation>
    </message>
    <message>
        <source>twos</source>
        <translation>tweeën</translation>
    </message>
    <message>
        <source>threes</source>
        <translation>drieën</translation>
    </message>
    <message>
        <source>fours</source>
        <translation>vieren</translation>
    </message>
    <message>
        <source>fives</source>
        <translation>vijven</translation>
    </message>
    <message>
        <source>sixes</source>
        <translation>zessen</translation>
    </message>
    <message>
        <source>sevens</source>
        <translation>zevens</translation>
    </message>
    <message>
        <source>eights</source>
        <translation>achten</translation>
    </message>
    <message>
        <source>nines</source>
        <translation>negens</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>tienen</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>boeren</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>vrouwen</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>heren</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>azen</translation>
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
        <translation>De bot ‘{level}’ op plaats {seat} koos een ongeldige zet {action}: {reason}</translation>
    </message>
    <message>
        <source>The {level} bot in seat {seat} failed: {reason}</source>
        <translation>De bot ‘{level}’ op plaats {seat} liep vast: {reason}</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>Someone</source>
        <translation>Iemand</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Plaats {number}</translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n slag</numerusform>
            <numerusform>%n slagen</numerusform>
        </translation>
    </message>
    <message>
        <source>side {number}</source>
        <translation>kant {number}</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Ronde {number}</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>Ronde {number}</translation>
    </message>
    <message>
        <source>New hand</source>
        <translation>Nieuwe ronde</translation>
    </message>
    <message numerus="yes">
        <source>{head}: {dealer} deals, %n card(s) each</source>
        <translation>
            <numerusform>{head}: {dealer} deelt, %n kaart per speler</numerusform>
            <numerusform>{head}: {dealer} deelt, %n kaarten per speler</numerusform>
        </translation>
    </message>
    <message>
        <source>{head}: {dealer} deals</source>
        <translation>{head}: {dealer} deelt</translation>
    </message>
    <message>
        <source>{line} (redeal {number})</source>
        <translation>{line} (opnieuw gedeeld {number})</translation>
    </message>
    <message>
        <source>{line}; trumps are {trump} ({card} turned)</source>
        <translation>{line}; {trump} is troef ({card} omgedraaid)</translation>
    </message>
    <message>
        <source>{line}; trumps are {trump}</source>
        <translation>{line}; {trump} is troef</translation>
    </message>
    <message>
        <source>{line}; contract: {contract}</source>
        <translation>{line}; contract: {contract}</translation>
    </message>
    <message>
        <source>{name} changes their bid to {bid} (was {previous})</source>
        <translation>{name} verandert het bod in {bid} (was {previous})</translation>
    </message>
    <message>
        <source>{name} changes their bid to {bid}</source>
        <translation>{name} verandert het bod in {bid}</translation>
    </message>
    <message>
        <source>{name} plays {card}</source>
        <translation>{name} speelt {card}</translation>
    </message>
    <message>
        <source>{name} plays their card</source>
        <translation>{name} speelt de eigen kaart</translation>
    </message>
    <message>
        <source>{name} wins the trick with {card}</source>
        <translation>{name} wint de slag met {card}</translation>
    </message>
    <message>
        <source>{name} wins the trick</source>
        <translation>{name} wint de slag</translation>
    </message>
    <message>
        <source>{name} wins the auction with {contract}</source>
        <translation>{name} wint de bieding met {contract}</translation>
    </message>
    <message>
        <source>{line}; {declarer} declares</source>
        <translation>{line}; {declarer} is leider</translation>
    </message>
    <message>
        <source>{card} was the declarer&apos;s own card: {name} plays alone</source>
        <translation>{card} was een eigen kaart van de leider: {name} speelt alleen</translation>
    </message>
    <message>
        <source>{name} holds the called card {card}: the partnership is known</source>
        <translation>{name} heeft de gevraagde kaart {card}: de partners zijn bekend</translation>
    </message>
    <message>
        <source>Hand scored</source>
        <translation>Ronde geteld</translation>
    </message>
    <message>
        <source>Round {number} scored</source>
        <translation>Ronde {number} geteld</translation>
    </message>
    <message>
        <source>Hand {number} scored</source>
        <translation>Ronde {number} geteld</translation>
    </message>
    <message>
        <source>{line} ({contract} by {declarer})</source>
        <translation>{line} ({contract} door {declarer})</translation>
    </message>
    <message>
        <source>{line} ({contract})</source>
        <translation>{line} ({contract})</translation>
    </message>
    <message>
        <source>{line}; {name} went out</source>
        <translation>{line}; {name} ging uit</translation>
    </message>
    <message>
        <source>{line}: {points}</source>
        <translation>{line}: {points}</translation>
    </message>
    <message>
        <source>{line} — totals {totals}</source>
        <translation>{line} — totaal {totals}</translation>
    </message>
    <message>
        <source>Game over: {names} wins</source>
        <translation>Spel afgelopen: {names} wint</translation>
    </message>
    <message>
        <source>Game over: {names} win</source>
        <translation>Spel afgelopen: {names} winnen</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spel afgelopen</translation>
    </message>
    <message>
        <source>{name} takes {card} from the discard pile</source>
        <translation>{name} pakt {card} van de aflegstapel</translation>
    </message>
    <message>
        <source>{name} draws from the stock</source>
        <translation>{name} pakt van de stapel</translation>
    </message>
    <message>
        <source>The stock is used up and the lone discard has gone once round the table ({card} is left): the round ends (house rule)</source>
        <translation>De stapel is op en de laatste afgelegde kaart is de tafel rond geweest ({card} blijft over): de ronde is voorbij (huisregel)</translation>
    </message>
    <message numerus="yes">
        <source>The stock is used up and this table rebuilds it at most %n time(s): the round ends</source>
        <translation>
            <numerusform>De stapel is op en aan deze tafel wordt hij hoogstens %n keer opnieuw gevormd: de ronde is voorbij</numerusform>
            <numerusform>De stapel is op en aan deze tafel wordt hij hoogstens %n keer opnieuw gevormd: de ronde is voorbij</numerusform>
        </translation>
    </message>
    <message>
        <source>The stock is used up and the one discard, {card}, cannot rebuild it: the round ends</source>
        <translation>De stapel is op en met die ene afgelegde kaart, {card}, is geen nieuwe te maken: de ronde is voorbij</translation>
    </message>
    <message>
        <source>The stock and the discard pile are both empty</source>
        <translation>De stapel en de aflegstapel zijn allebei leeg</translation>
    </message>
    <message numerus="yes">
        <source>{name} takes {card} and %n penalty card(s)</source>
        <translation>
            <numerusform>{name} pakt {card} en %n strafkaart</numerusform>
            <numerusform>{name} pakt {card} en %n strafkaarten</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} takes {card}</source>
        <translation>{name} pakt {card}</translation>
    </message>
    <message>
        <source>Nobody takes {card}</source>
        <translation>Niemand pakt {card}</translation>
    </message>
    <message>
        <source>{name} screws {victim}: takes {card}</source>
        <translation>{name} doet een Screw Over bij {victim}: pakt {card}</translation>
    </message>
    <message>
        <source>{line} (the meld stays)</source>
        <translation>{line} (de combinatie blijft)</translation>
    </message>
    <message>
        <source>{line} (the meld is broken up)</source>
        <translation>{line} (de combinatie valt uiteen)</translation>
    </message>
    <message>
        <source>{line} (the contract is lost)</source>
        <translation>{line} (het contract is kwijt)</translation>
    </message>
    <message>
        <source>their own meld</source>
        <translation>de eigen combinatie</translation>
    </message>
    <message>
        <source>{name}&apos;s meld</source>
        <translation>de combinatie van {name}</translation>
    </message>
    <message>
        <source>meld {number}</source>
        <translation>combinatie {number}</translation>
    </message>
    <message>
        <source>a meld</source>
        <translation>een combinatie</translation>
    </message>
    <message>
        <source>Redeal after a wash: {dealer} deals</source>
        <translation>Er wordt opnieuw gedeeld: {dealer} deelt</translation>
    </message>
    <message>
        <source>Redeal, everyone passed: {dealer} deals</source>
        <translation>Opnieuw delen, iedereen heeft gepast: {dealer} deelt</translation>
    </message>
    <message>
        <source>Redeal ({reason}): {dealer} deals</source>
        <translation>Opnieuw delen ({reason}): {dealer} deelt</translation>
    </message>
    <message numerus="yes">
        <source>{name} calls a wash (%n point(s) in hand)</source>
        <translation>
            <numerusform>{name} vraagt om opnieuw delen (%n punt in de hand)</numerusform>
            <numerusform>{name} vraagt om opnieuw delen (%n punten in de hand)</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} calls a wash</source>
        <translation>{name} vraagt om opnieuw delen</translation>
    </message>
    <message numerus="yes">
        <source>The discards are shuffled into a new stock of %n card(s)</source>
        <translation>
            <numerusform>De afgelegde kaarten worden geschud tot een nieuwe stapel van %n kaart</numerusform>
            <numerusform>De afgelegde kaarten worden geschud tot een nieuwe stapel van %n kaarten</numerusform>
        </translation>
    </message>
    <message>
        <source>The discards are shuffled into a new stock</source>
        <translation>De afgelegde kaarten worden geschud tot een nieuwe stapel</translation>
    </message>
    <message>
        <source>{name} bids {bid}</source>
        <translation>{name} biedt {bid}</translation>
    </message>
    <message>
        <source>{name} passes</source>
        <translation>{name} past</translation>
    </message>
    <message>
        <source>{name} calls {card} as partner</source>
        <translation>{name} vraagt {card} als partner</translation>
    </message>
    <message>
        <source>{name} calls {card}: its holder is the partner</source>
        <translation>{name} vraagt {card}: wie die heeft, is de partner</translation>
    </message>
    <message>
        <source>{name} discards {card}</source>
        <translation>{name} legt {card} af</translation>
    </message>
    <message>
        <source>{card} is on the discard pile: May I?</source>
        <translation>{card} ligt op de aflegstapel: Mag ik?</translation>
    </message>
    <message>
        <source>{name} asks “May I?” for {card}</source>
        <translation>{name} vraagt ‘Mag ik?’ voor {card}</translation>
    </message>
    <message>
        <source>{name} does not wash</source>
        <translation>{name} vraagt niet om opnieuw delen</translation>
    </message>
    <message>
        <source>{name} does not ask</source>
        <translation>{name} vraagt niet</translation>
    </message>
    <message>
        <source>{name} melds their contract: {melds}</source>
        <translation>{name} legt het contract uit: {melds}</translation>
    </message>
    <message>
        <source>{name} lays down a new meld: {melds}</source>
        <translation>{name} legt een nieuwe combinatie uit: {melds}</translation>
    </message>
    <message>
        <source>{name} lays off {card} on {meld}</source>
        <translation>{name} legt {card} aan bij {meld}</translation>
    </message>
    <message>
        <source>{name} puts {card} in place of the joker in {meld} and takes the joker</source>
        <translation>{name} legt {card} op de plaats van de joker in {meld} en pakt de joker</translation>
    </message>
    <message>
        <source>{name} goes out!</source>
        <translation>{name} gaat uit!</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Spelverslag</translation>
    </message>
</context>
<context>
    <name>HintMessage</name>
    <message>
        <source>Hints are off at this table.</source>
        <translation>Hints staan uit aan deze tafel.</translation>
    </message>
    <message>
        <source>No hint: the game is over.</source>
        <translation>Geen hint: het spel is afgelopen.</translation>
    </message>
    <message>
        <source>No hint: no game is in play.</source>
        <translation>Geen hint: er loopt geen spel.</translation>
    </message>
    <message>
        <source>No hint: it is not your turn.</source>
        <translation>Geen hint: je bent niet aan de beurt.</translation>
    </message>
    <message>
        <source>Hint — {hint}</source>
        <translation>Hint — {hint}</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>Nothing to do now: it is not your turn.</source>
        <translation>Nu niets te doen: je bent niet aan de beurt.</translation>
    </message>
    <message>
        <source>{action}: {reason}</source>
        <translation>{action}: {reason}</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Speel {card}</translation>
    </message>
    <message>
        <source>Play your card</source>
        <translation>Speel je kaart</translation>
    </message>
    <message>
        <source>Bid {tricks}</source>
        <translation>Bied {tricks}</translation>
    </message>
    <message>
        <source>Bid {bid}</source>
        <translation>Bied {bid}</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Call {card}</source>
        <translation>Vraag {card}</translation>
    </message>
    <message>
        <source>Wash</source>
        <translation>Opnieuw delen</translation>
    </message>
    <message>
        <source>Take the discard</source>
        <translation>Pak de afgelegde kaart</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Pak van de stapel</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Leg {card} af</translation>
    </message>
    <message>
        <source>Lay off {card}</source>
        <translation>Leg {card} aan</translation>
    </message>
    <message>
        <source>Claim it (May I?)</source>
        <translation>Pak hem (Mag ik?)</translation>
    </message>
    <message>
        <source>Keep the hand</source>
        <translation>Houd deze hand</translation>
    </message>
    <message>
        <source>Let it go</source>
        <translation>Laat hem liggen</translation>
    </message>
    <message>
        <source>Lay down your contract</source>
        <translation>Leg je contract uit</translation>
    </message>
    <message>
        <source>Lay down {cards}</source>
        <translation>Leg {cards} uit</translation>
    </message>
    <message>
        <source>Take back the joker with {card}</source>
        <translation>Haal de joker terug met {card}</translation>
    </message>
    <message>
        <source>Screw over with {give}</source>
        <translation>Screw Over met {give}</translation>
    </message>
    <message>
        <source>Keep your bid: no other bid looks clearly better.</source>
        <translation>Houd je bod: geen ander bod lijkt duidelijk beter.</translation>
    </message>
    <message>
        <source>Let it go: that card does not bring your contract closer enough to pay the penalty.</source>
        <translation>Laat hem liggen: die kaart brengt je niet genoeg dichter bij je contract om de strafkaart waard te zijn.</translation>
    </message>
    <message>
        <source>Nothing worth doing now: wait for your turn.</source>
        <translation>Nu valt er niets te winnen: wacht op je beurt.</translation>
    </message>
    <message>
        <source>in the forehead hand your card is played for you.</source>
        <translation>in de voorhoofdronde wordt je kaart voor je gespeeld.</translation>
    </message>
    <message>
        <source>your hand counts only {points} points.</source>
        <translation>je hand telt maar {points} punten.</translation>
    </message>
    <message>
        <source>your hand counts {points} points: worth playing.</source>
        <translation>je hand telt {points} punten: de moeite van het spelen waard.</translation>
    </message>
    <message>
        <source>{head}: {clause}.</source>
        <translation>{head}: {clause}.</translation>
    </message>
    <message>
        <source>lead the {card}, your strongest card</source>
        <translation>kom uit met {card}, je sterkste kaart</translation>
    </message>
    <message>
        <source>lead the {card}, the card least likely to win</source>
        <translation>kom uit met {card}, de kaart die het minst kans heeft te winnen</translation>
    </message>
    <message>
        <source>lead the {card}</source>
        <translation>kom uit met {card}</translation>
    </message>
    <message>
        <source>win this one cheaply with the {card}</source>
        <translation>win deze goedkoop met {card}</translation>
    </message>
    <message>
        <source>win this one with the {card}</source>
        <translation>win deze met {card}</translation>
    </message>
    <message>
        <source>you cannot win this one: play low with the {card}</source>
        <translation>deze kun je niet winnen: speel laag met {card}</translation>
    </message>
    <message>
        <source>you cannot win this one: get rid of the {card}</source>
        <translation>deze kun je niet winnen: raak {card} kwijt</translation>
    </message>
    <message>
        <source>duck under the {best} with the {card}, your highest card that still loses</source>
        <translation>duik onder {best} met {card}, je hoogste kaart die nog verliest</translation>
    </message>
    <message>
        <source>duck under the {best} with the {card}</source>
        <translation>duik onder {best} met {card}</translation>
    </message>
    <message numerus="yes">
        <source>you need %n more trick(s)</source>
        <translation>
            <numerusform>je hebt nog %n slag nodig</numerusform>
            <numerusform>je hebt nog %n slagen nodig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you have your %n trick(s)</source>
        <translation>
            <numerusform>je hebt je %n slag</numerusform>
            <numerusform>je hebt je %n slagen</numerusform>
        </translation>
    </message>
    <message>
        <source>you bid nothing</source>
        <translation>je hebt nul geboden</translation>
    </message>
    <message>
        <source>{head} but every card you may play wins this: shed the {card} while it costs least.</source>
        <translation>{head}, maar elke kaart die je mag spelen wint deze slag: loos {card} nu het het minst kost.</translation>
    </message>
    <message>
        <source>you are already over your bid, so this hand scores nothing more: play the {card}.</source>
        <translation>je zit al boven je bod, deze ronde levert dus niets meer op: speel {card}.</translation>
    </message>
    <message>
        <source>your partner is winning this trick: play the {card}.</source>
        <translation>je partner wint deze slag: speel {card}.</translation>
    </message>
    <message numerus="yes">
        <source>your side needs %n more trick(s)</source>
        <translation>
            <numerusform>jullie hebben nog %n slag nodig</numerusform>
            <numerusform>jullie hebben nog %n slagen nodig</numerusform>
        </translation>
    </message>
    <message>
        <source>your side has its contract</source>
        <translation>jullie hebben het contract binnen</translation>
    </message>
    <message numerus="yes">
        <source>the declarer&apos;s side needs %n more trick(s)</source>
        <translation>
            <numerusform>de kant van de leider heeft nog %n slag nodig</numerusform>
            <numerusform>de kant van de leider heeft nog %n slagen nodig</numerusform>
        </translation>
    </message>
    <message>
        <source>the declarer&apos;s side has its contract</source>
        <translation>de kant van de leider heeft het contract binnen</translation>
    </message>
    <message>
        <source>{clause}.</source>
        <translation>{clause}.</translation>
    </message>
    <message>
        <source>your side has {taken} of the {level} tricks the bid says you take, and each one short scores you 5</source>
        <translation>jullie hebben {taken} van de {level} slagen die het bod jullie toekent, en elke slag te weinig levert je 5 op</translation>
    </message>
    <message numerus="yes">
        <source>the takers need %n more trick(s) to reach your {level}</source>
        <translation>
            <numerusform>de slagenmakers hebben nog %n slag nodig om je {level} te halen</numerusform>
            <numerusform>de slagenmakers hebben nog %n slagen nodig om je {level} te halen</numerusform>
        </translation>
    </message>
    <message>
        <source>{head}; you must capture, so shed the {card}, your highest winner.</source>
        <translation>{head}; je moet overnemen, dus loos {card}, je hoogste winnaar.</translation>
    </message>
    <message>
        <source>{head}; you must capture, so shed the {card}.</source>
        <translation>{head}; je moet overnemen, dus loos {card}.</translation>
    </message>
    <message>
        <source>you have {taken} tricks, past the {level} of the bid: each extra trick scores you 5</source>
        <translation>je hebt {taken} slagen, meer dan de {level} van het bod: elke extra slag levert je 5 op</translation>
    </message>
    <message>
        <source>the takers have their {level}: hold them there, each extra trick scores them 5</source>
        <translation>de slagenmakers hebben hun {level}: houd ze daar, elke extra slag levert hun 5 op</translation>
    </message>
    <message>
        <source>{head}; {clause}.</source>
        <translation>{head}; {clause}.</translation>
    </message>
    <message numerus="yes">
        <source>you can expect about {estimate} tricks (with %n trump(s)); as dealer you may not bid {barred}, and in the deals tried {tricks} scores best.</source>
        <translation>
            <numerusform>je kunt ongeveer {estimate} slagen verwachten (met %n troef); als gever mag je geen {barred} bieden, en in de uitgeprobeerde verdelingen scoort {tricks} het best.</numerusform>
            <numerusform>je kunt ongeveer {estimate} slagen verwachten (met %n troeven); als gever mag je geen {barred} bieden, en in de uitgeprobeerde verdelingen scoort {tricks} het best.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you can expect about {estimate} tricks (with %n trump(s)), and in the deals tried {tricks} scores best.</source>
        <translation>
            <numerusform>je kunt ongeveer {estimate} slagen verwachten (met %n troef), en in de uitgeprobeerde verdelingen scoort {tricks} het best.</numerusform>
            <numerusform>je kunt ongeveer {estimate} slagen verwachten (met %n troeven), en in de uitgeprobeerde verdelingen scoort {tricks} het best.</numerusform>
        </translation>
    </message>
    <message>
        <source>you can expect about {estimate} tricks; as dealer you may not bid {barred}, and in the deals tried {tricks} scores best.</source>
        <translation>je kunt ongeveer {estimate} slagen verwachten; als gever mag je geen {barred} bieden, en in de uitgeprobeerde verdelingen scoort {tricks} het best.</translation>
    </message>
    <message>
        <source>you can expect about {estimate} tricks, and in the deals tried {tricks} scores best.</source>
        <translation>je kunt ongeveer {estimate} slagen verwachten, en in de uitgeprobeerde verdelingen scoort {tricks} het best.</translation>
    </message>
    <message>
        <source>your partner&apos;s {bid} is about right: let it stand.</source>
        <translation>het {bid} van je partner klopt ongeveer: laat het staan.</translation>
    </message>
    <message>
        <source>the opponents can&apos;t be held to a bid above {bid} that pays you: let them have it and take tricks against it.</source>
        <translation>de tegenstanders zijn niet vast te pinnen op een bod boven {bid} dat jou iets oplevert: gun het ze en haal er slagen tegen.</translation>
    </message>
    <message>
        <source>no contract looks worth it from this hand: see what the others say.</source>
        <translation>met deze hand lijkt geen contract de moeite: kijk wat de anderen bieden.</translation>
    </message>
    <message>
        <source>the opponents should take about {tricks} with no trump.</source>
        <translation>de tegenstanders zouden zonder troef ongeveer {tricks} moeten halen.</translation>
    </message>
    <message>
        <source>the opponents should take about {tricks} with {suit} trumps.</source>
        <translation>de tegenstanders zouden met {suit} als troef ongeveer {tricks} moeten halen.</translation>
    </message>
    <message>
        <source>in the deals tried the opponents take about {guess} tricks with no trump: {bid} pays best.</source>
        <translation>in de uitgeprobeerde verdelingen halen de tegenstanders zonder troef ongeveer {guess} slagen: {bid} levert het meest op.</translation>
    </message>
    <message>
        <source>in the deals tried the opponents take about {guess} tricks with {suit} trumps: {bid} pays best.</source>
        <translation>in de uitgeprobeerde verdelingen halen de tegenstanders met {suit} als troef ongeveer {guess} slagen: {bid} levert het meest op.</translation>
    </message>
    <message>
        <source>with {points} points your side can&apos;t beat {bid}.</source>
        <translation>met {points} punten kunnen jullie {bid} niet overbieden.</translation>
    </message>
    <message>
        <source>{points} points is not enough to open.</source>
        <translation>{points} punten is niet genoeg om te openen.</translation>
    </message>
    <message>
        <source>with a called partner your side takes about {made} tricks in {suit} in the deals tried; {needed} are needed.</source>
        <translation>met een gevraagde partner halen jullie in de uitgeprobeerde verdelingen ongeveer {made} slagen in {suit}; er zijn er {needed} nodig.</translation>
    </message>
    <message>
        <source>with {points} points your side (with a called partner) should make {needed} tricks in {suit}.</source>
        <translation>met {points} punten zouden jullie (met een gevraagde partner) {needed} slagen in {suit} moeten halen.</translation>
    </message>
    <message>
        <source>a partner holding the {card} adds a top trump.</source>
        <translation>een partner met {card} brengt een hoge troef mee.</translation>
    </message>
    <message>
        <source>a partner holding the {card} covers the {suit}, your weakest suit.</source>
        <translation>een partner met {card} dekt {suit}, je zwakste kleur.</translation>
    </message>
    <message>
        <source>the {top} brings your contract closer.</source>
        <translation>{top} brengt je dichter bij je contract.</translation>
    </message>
    <message>
        <source>the {top} on the discards does not help you.</source>
        <translation>{top} op de aflegstapel helpt je niet.</translation>
    </message>
    <message>
        <source>there is no discard.</source>
        <translation>er ligt niets op de aflegstapel.</translation>
    </message>
    <message>
        <source>that card brings your contract closer, worth the penalty card.</source>
        <translation>die kaart brengt je dichter bij je contract, de strafkaart waard.</translation>
    </message>
    <message>
        <source>that card does not help you enough to take a penalty card with it.</source>
        <translation>die kaart helpt je niet genoeg om er een strafkaart bij te nemen.</translation>
    </message>
    <message>
        <source>you hold your contract: get it on the table before someone goes out.</source>
        <translation>je hebt je contract: leg het uit voordat iemand uitgaat.</translation>
    </message>
    <message>
        <source>every card you lay off is a card that can&apos;t count against you.</source>
        <translation>elke kaart die je aanlegt, kan niet meer tegen je tellen.</translation>
    </message>
    <message>
        <source>it empties your hand faster.</source>
        <translation>zo raakt je hand sneller leeg.</translation>
    </message>
    <message>
        <source>a joker in hand fits any meld.</source>
        <translation>een joker in de hand past in elke combinatie.</translation>
    </message>
    <message>
        <source>it hands a costly card to an opponent.</source>
        <translation>zo krijgt een tegenstander een dure kaart.</translation>
    </message>
    <message>
        <source>it helps your contract least.</source>
        <translation>die helpt je contract het minst.</translation>
    </message>
    <message>
        <source>it is the best move the bot can see.</source>
        <translation>dat is de beste zet die de bot ziet.</translation>
    </message>
</context>
<context>
    <name>Lists</name>
    <message>
        <source>{items} and {last}</source>
        <translation>{items} en {last}</translation>
    </message>
</context>
<context>
    <name>MeldWords</name>
    <message>
        <source>group of {rank}</source>
        <translation>groep {rank}</translation>
    </message>
    <message>
        <source>run of {suit} {low}–{high}</source>
        <translation>reeks {suit} {low}–{high}</translation>
    </message>
    <message numerus="yes">
        <source>%n group(s)</source>
        <translation>
            <numerusform>%n groep</numerusform>
            <numerusform>%n groepen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n reeks</numerusform>
            <numerusform>%n reeksen</numerusform>
        </translation>
    </message>
    <message>
        <source>no meld</source>
        <translation>geen combinatie</translation>
    </message>
    <message>
        <source>{cards} is too short for a meld (a group needs 3 cards, a run 4)</source>
        <translation>{cards} is te kort voor een combinatie (een groep heeft 3 kaarten nodig, een reeks 4)</translation>
    </message>
    <message>
        <source>{cards}: say which card each joker stands for</source>
        <translation>{cards}: zeg voor welke kaart elke joker staat</translation>
    </message>
    <message>
        <source>a joker must stand for a card, not for a joker</source>
        <translation>een joker moet voor een kaart staan, niet voor een joker</translation>
    </message>
    <message>
        <source>{cards} is neither a group (one rank) nor a run (one suit)</source>
        <translation>{cards} is geen groep (één waarde) en geen reeks (één kleur)</translation>
    </message>
    <message>
        <source>{cards} is too short for a run (4 cards at least)</source>
        <translation>{cards} is te kort voor een reeks (minstens 4 kaarten)</translation>
    </message>
    <message>
        <source>{cards} holds more than two aces: a run has at most one at each end</source>
        <translation>{cards} heeft meer dan twee azen: een reeks heeft er hoogstens één aan elk eind</translation>
    </message>
    <message>
        <source>{cards} repeats a card: a run holds each rank once</source>
        <translation>{cards} heeft een kaart dubbel: een reeks heeft elke waarde maar één keer</translation>
    </message>
    <message>
        <source>{cards} wraps round the ace: an ace is low or high, not both</source>
        <translation>{cards} loopt door over de aas: een aas is laag of hoog, niet allebei</translation>
    </message>
    <message>
        <source>{cards} is not consecutive</source>
        <translation>{cards} sluit niet aan</translation>
    </message>
    <message>
        <source>the contract is {need}, not {have}</source>
        <translation>het contract is {need}, niet {have}</translation>
    </message>
    <message>
        <source>a contract group is laid with exactly 3 cards ({cards} has more): lay off the rest on a later turn</source>
        <translation>een groep voor het contract leg je uit met precies 3 kaarten ({cards} heeft er meer): leg de rest in een latere beurt aan</translation>
    </message>
    <message>
        <source>a contract run is laid with exactly 4 cards ({cards} has more): lay off the rest on a later turn</source>
        <translation>een reeks voor het contract leg je uit met precies 4 kaarten ({cards} heeft er meer): leg de rest in een latere beurt aan</translation>
    </message>
    <message>
        <source>{first} and {second} are touching runs of one suit: they need a gap or an overlap</source>
        <translation>{first} en {second} zijn aansluitende reeksen van één kleur: er moet een gat of een overlap tussen</translation>
    </message>
    <message>
        <source>in round 7 every card is melded at once ({left} would be left)</source>
        <translation>in ronde 7 leg je alle kaarten in één keer uit ({left} zou overblijven)</translation>
    </message>
    <message>
        <source>say at which end of the meld ({meld}) the card goes</source>
        <translation>zeg aan welk eind van de combinatie ({meld}) de kaart komt</translation>
    </message>
    <message>
        <source>{card} does not fit the meld ({meld})</source>
        <translation>{card} past niet bij de combinatie ({meld})</translation>
    </message>
    <message>
        <source>{card} does not fit the low end of the meld ({meld})</source>
        <translation>{card} past niet aan het lage eind van de combinatie ({meld})</translation>
    </message>
    <message>
        <source>{card} does not fit the high end of the meld ({meld})</source>
        <translation>{card} past niet aan het hoge eind van de combinatie ({meld})</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>The game is over</source>
        <translation>Het spel is afgelopen</translation>
    </message>
    <message>
        <source>It&apos;s not your turn — waiting for {waiting}</source>
        <translation>Je bent niet aan de beurt — we wachten op {waiting}</translation>
    </message>
    <message>
        <source>The table could not read that request</source>
        <translation>De tafel kon dit verzoek niet lezen</translation>
    </message>
    <message>
        <source>There is no game: start one with Game ▸ New Game</source>
        <translation>Er loopt geen spel: begin er een met Spel ▸ Nieuw spel</translation>
    </message>
    <message>
        <source>Only bots play at this table: you are watching</source>
        <translation>Aan deze tafel spelen alleen bots: je kijkt mee</translation>
    </message>
    <message>
        <source>Nothing to undo: undo takes back your own last card or bid when you play alone against bots</source>
        <translation>Niets ongedaan te maken: ongedaan maken neemt je eigen laatste kaart of bod terug als je alleen tegen bots speelt</translation>
    </message>
    <message>
        <source>A bot plays your seat now</source>
        <translation>Een bot speelt nu op jouw plaats</translation>
    </message>
    <message>
        <source>You must bid a whole number of tricks from 0 to {most}</source>
        <translation>Je moet een heel aantal slagen van 0 tot {most} bieden</translation>
    </message>
    <message>
        <source>You can&apos;t bid now — the bidding is over</source>
        <translation>Je kunt nu niet bieden — het bieden is voorbij</translation>
    </message>
    <message>
        <source>You have already bid {tricks}</source>
        <translation>Je hebt al {tricks} geboden</translation>
    </message>
    <message>
        <source>You can&apos;t bid {tricks} — as dealer, the bids may not add up to {total}, the number of tricks (the hook)</source>
        <translation>Je kunt geen {tricks} bieden — als gever mogen de biedingen samen niet {total} zijn, het aantal slagen (de haak)</translation>
    </message>
    <message>
        <source>You can&apos;t play a card now — the bidding is not over</source>
        <translation>Je kunt nu geen kaart spelen — het bieden is nog niet voorbij</translation>
    </message>
    <message>
        <source>You can&apos;t choose a card in the forehead hand — yours is played for you</source>
        <translation>In de voorhoofdronde kies je geen kaart — de jouwe wordt voor je gespeeld</translation>
    </message>
    <message>
        <source>You can&apos;t play {card} — it is not in your hand</source>
        <translation>Je kunt {card} niet spelen — die kaart zit niet in je hand</translation>
    </message>
    <message>
        <source>You can&apos;t lay off {card} — it is not in your hand</source>
        <translation>Je kunt {card} niet aanleggen — die kaart zit niet in je hand</translation>
    </message>
    <message>
        <source>You can&apos;t reclaim a joker with {card} — it is not in your hand</source>
        <translation>Je kunt met {card} geen joker terughalen — die kaart zit niet in je hand</translation>
    </message>
    <message>
        <source>You can&apos;t give {card} — it is not in your hand</source>
        <translation>Je kunt {card} niet geven — die kaart zit niet in je hand</translation>
    </message>
    <message>
        <source>You can&apos;t discard {card} — it is not in your hand</source>
        <translation>Je kunt {card} niet afleggen — die kaart zit niet in je hand</translation>
    </message>
    <message>
        <source>You can&apos;t play {card} — you must follow {suit}</source>
        <translation>Je kunt {card} niet spelen — je moet {suit} bekennen</translation>
    </message>
    <message>
        <source>You can&apos;t play {card} — forced capture: you must beat {best} (you can with {held})</source>
        <translation>Je kunt {card} niet spelen — slagdwang: je moet {best} overtreffen (dat kan met {held})</translation>
    </message>
    <message>
        <source>You can&apos;t play {card} — forced capture: you have no {suit}, so you must overtrump {best} (you can with {held})</source>
        <translation>Je kunt {card} niet spelen — slagdwang: je hebt geen {suit}, dus moet je {best} overtroeven (dat kan met {held})</translation>
    </message>
    <message>
        <source>You can&apos;t play {card} — forced capture: you have no {suit}, so you must play a trump ({held})</source>
        <translation>Je kunt {card} niet spelen — slagdwang: je hebt geen {suit}, dus moet je troef spelen ({held})</translation>
    </message>
    <message>
        <source>You can&apos;t bid that — a level is a whole number from 1 to {most}</source>
        <translation>Dat bod kan niet — een niveau is een heel getal van 1 tot {most}</translation>
    </message>
    <message>
        <source>You can&apos;t bid {bid} — the last bid was {last}</source>
        <translation>Je kunt geen {bid} bieden — het laatste bod was {last}</translation>
    </message>
    <message>
        <source>You can&apos;t call now — the auction is over</source>
        <translation>Je kunt nu niet bieden — de bieding is voorbij</translation>
    </message>
    <message>
        <source>You can&apos;t play a card now — the auction is not over</source>
        <translation>Je kunt nu geen kaart spelen — de bieding is nog niet voorbij</translation>
    </message>
    <message>
        <source>You can&apos;t play a card now — the declarer has not called a partner yet</source>
        <translation>Je kunt nu geen kaart spelen — de leider heeft nog geen partner gevraagd</translation>
    </message>
    <message>
        <source>You can&apos;t lead {card} — {trump} are trumps and not broken yet (no trump has been played to an earlier trick)</source>
        <translation>Je kunt niet uitkomen met {card} — {trump} is troef en nog niet vrij (in geen eerdere slag is troef gespeeld)</translation>
    </message>
    <message>
        <source>You can&apos;t bid yet — every player first says whether they wash (waiting for {waiting})</source>
        <translation>Je kunt nog niet bieden — eerst zegt iedereen of hij om opnieuw delen vraagt (we wachten op {waiting})</translation>
    </message>
    <message>
        <source>You can&apos;t wash — washing is off at this table</source>
        <translation>Je kunt niet om opnieuw delen vragen — opnieuw delen staat uit aan deze tafel</translation>
    </message>
    <message>
        <source>You can&apos;t wash — the auction has begun</source>
        <translation>Je kunt niet om opnieuw delen vragen — de bieding is al begonnen</translation>
    </message>
    <message>
        <source>You can&apos;t wash — your hand counts {points} points, more than {limit}</source>
        <translation>Je kunt niet om opnieuw delen vragen — je hand telt {points} punten, meer dan {limit}</translation>
    </message>
    <message>
        <source>There is no wash to decline now</source>
        <translation>Er is nu geen verzoek om opnieuw delen om af te slaan</translation>
    </message>
    <message>
        <source>You can&apos;t call a partner now — the auction is not over</source>
        <translation>Je kunt nu geen partner vragen — de bieding is nog niet voorbij</translation>
    </message>
    <message>
        <source>You can&apos;t call a partner now — the partner is already called</source>
        <translation>Je kunt nu geen partner vragen — de partner is al gevraagd</translation>
    </message>
    <message>
        <source>You can&apos;t call the joker — no player holds it</source>
        <translation>Je kunt de joker niet vragen — niemand heeft hem</translation>
    </message>
    <message>
        <source>You can&apos;t call {card} — it is in your own hand</source>
        <translation>Je kunt {card} niet vragen — die kaart zit in je eigen hand</translation>
    </message>
    <message>
        <source>You must first draw from the stock or the discard pile</source>
        <translation>Je moet eerst pakken van de stapel of de aflegstapel</translation>
    </message>
    <message>
        <source>You may only say May I? or decline now — {turn} drew from the stock and {card} is offered</source>
        <translation>Je kunt nu alleen ‘Mag ik?’ zeggen of afslaan — {turn} pakte van de stapel en {card} wordt aangeboden</translation>
    </message>
    <message>
        <source>You can&apos;t take the discard — the discard pile is empty</source>
        <translation>Je kunt de afgelegde kaart niet pakken — de aflegstapel is leeg</translation>
    </message>
    <message>
        <source>You can&apos;t take the discard — the stock is used up (rebuilt as often as this table allows): draw from the stock to end the round</source>
        <translation>Je kunt de afgelegde kaart niet pakken — de stapel is op (zo vaak opnieuw gevormd als deze tafel toestaat): pak van de stapel om de ronde te beëindigen</translation>
    </message>
    <message>
        <source>You can&apos;t take the discard — the stock is used up and the last discard has gone round the table: draw from the stock to end the round</source>
        <translation>Je kunt de afgelegde kaart niet pakken — de stapel is op en de laatste afgelegde kaart is de tafel rond geweest: pak van de stapel om de ronde te beëindigen</translation>
    </message>
    <message>
        <source>You can&apos;t draw from the stock — it is empty and one discard cannot rebuild it: take the {card} from the discard pile</source>
        <translation>Je kunt niet van de stapel pakken — hij is leeg en met één afgelegde kaart is geen nieuwe te maken: pak {card} van de aflegstapel</translation>
    </message>
    <message>
        <source>You can&apos;t lay off — you must first re-meld the part of the contract you were screwed out of</source>
        <translation>Je kunt niet aanleggen — je moet eerst het deel van je contract opnieuw uitleggen dat de Screw Over je afnam</translation>
    </message>
    <message>
        <source>You can&apos;t lay off — you have not melded your contract yet</source>
        <translation>Je kunt niet aanleggen — je hebt je contract nog niet uitgelegd</translation>
    </message>
    <message>
        <source>You can&apos;t lay off yet — laying off starts on the turn after the one you melded</source>
        <translation>Je kunt nog niet aanleggen — aanleggen mag pas vanaf de beurt na die waarin je uitlegde</translation>
    </message>
    <message>
        <source>You can&apos;t lay down a new meld — you must first re-meld the part of the contract you were screwed out of</source>
        <translation>Je kunt geen nieuwe combinatie uitleggen — je moet eerst het deel van je contract opnieuw uitleggen dat de Screw Over je afnam</translation>
    </message>
    <message>
        <source>You can&apos;t lay down a new meld — you have not melded your contract yet</source>
        <translation>Je kunt geen nieuwe combinatie uitleggen — je hebt je contract nog niet uitgelegd</translation>
    </message>
    <message>
        <source>You can&apos;t lay down a new meld yet — that starts on the turn after the one you melded</source>
        <translation>Je kunt nog geen nieuwe combinatie uitleggen — dat mag pas vanaf de beurt na die waarin je uitlegde</translation>
    </message>
    <message>
        <source>You can&apos;t reclaim a joker — you must first re-meld the part of the contract you were screwed out of</source>
        <translation>Je kunt geen joker terughalen — je moet eerst het deel van je contract opnieuw uitleggen dat de Screw Over je afnam</translation>
    </message>
    <message>
        <source>You can&apos;t reclaim a joker — you have not melded your contract yet</source>
        <translation>Je kunt geen joker terughalen — je hebt je contract nog niet uitgelegd</translation>
    </message>
    <message>
        <source>You can&apos;t reclaim a joker yet — that starts on the turn after the one you melded</source>
        <translation>Je kunt nog geen joker terughalen — dat mag pas vanaf de beurt na die waarin je uitlegde</translation>
    </message>
    <message>
        <source>You can&apos;t meld — {reason}</source>
        <translation>Je kunt niet uitleggen — {reason}</translation>
    </message>
    <message>
        <source>You can&apos;t lay off — {reason}</source>
        <translation>Je kunt niet aanleggen — {reason}</translation>
    </message>
    <message>
        <source>You can&apos;t meld {cards} — you do not hold all of these</source>
        <translation>Je kunt {cards} niet uitleggen — je hebt deze kaarten niet allemaal</translation>
    </message>
    <message>
        <source>You have already melded this round — lay off instead</source>
        <translation>Je hebt deze ronde al uitgelegd — leg in plaats daarvan aan</translation>
    </message>
    <message>
        <source>New melds after the contract are not played at this table</source>
        <translation>Nieuwe combinaties na het contract worden aan deze tafel niet gespeeld</translation>
    </message>
    <message>
        <source>Jokers are not reclaimed at this table</source>
        <translation>Aan deze tafel worden jokers niet teruggehaald</translation>
    </message>
    <message>
        <source>You can&apos;t reclaim a joker from a group — jokers in groups are dead</source>
        <translation>Je kunt geen joker uit een groep terughalen — jokers in groepen zijn dood</translation>
    </message>
    <message>
        <source>You can&apos;t reclaim with {card} — no joker in that meld ({meld}) stands for it</source>
        <translation>Je kunt met {card} niets terughalen — geen joker in die combinatie ({meld}) staat voor die kaart</translation>
    </message>
    <message>
        <source>The Screw Over is not played at this table</source>
        <translation>De Screw Over wordt aan deze tafel niet gespeeld</translation>
    </message>
    <message>
        <source>You have already used your Screw Over this round</source>
        <translation>Je hebt je Screw Over deze ronde al gebruikt</translation>
    </message>
    <message>
        <source>You can&apos;t screw yourself — that meld ({meld}) is your own</source>
        <translation>Je kunt geen Screw Over bij jezelf doen — die combinatie ({meld}) is van jou</translation>
    </message>
    <message>
        <source>You can&apos;t take a joker from a group — dead jokers stay dead</source>
        <translation>Je kunt geen joker uit een groep pakken — dode jokers blijven dood</translation>
    </message>
    <message>
        <source>You can&apos;t take back a {card} — a {card} was taken from you this round, and no copy of it may be taken back</source>
        <translation>Je kunt geen {card} terugpakken — deze ronde is je een {card} afgenomen, en geen exemplaar daarvan mag terug</translation>
    </message>
    <message>
        <source>You can&apos;t give the {card} — you took it this turn and it must be put down on the table</source>
        <translation>Je kunt {card} niet geven — je hebt die kaart deze beurt gepakt en hij moet op tafel komen</translation>
    </message>
    <message>
        <source>You can&apos;t end your turn yet — first lay off {pending}</source>
        <translation>Je kunt je beurt nog niet beëindigen — leg eerst {pending} aan</translation>
    </message>
    <message>
        <source>You can&apos;t end your turn yet — first use {pending} in a meld or lay-off</source>
        <translation>Je kunt je beurt nog niet beëindigen — leg eerst {pending} uit of aan</translation>
    </message>
    <message>
        <source>You can&apos;t take that card — you could not use {pending} in a meld or lay-off this turn</source>
        <translation>Je kunt die kaart niet pakken — je zou {pending} deze beurt niet kunnen uitleggen of aanleggen</translation>
    </message>
    <message>
        <source>You can&apos;t take that card — you could not use {pending} in your contract meld this turn</source>
        <translation>Je kunt die kaart niet pakken — je zou {pending} deze beurt niet in je contract kunnen uitleggen</translation>
    </message>
    <message>
        <source>You can&apos;t reclaim the joker — {pending} could not all be laid off this turn</source>
        <translation>Je kunt de joker niet terughalen — {pending} kan deze beurt niet helemaal aangelegd worden</translation>
    </message>
    <message>
        <source>You can&apos;t do that now — {pending} could then no longer be placed this turn</source>
        <translation>Dat kan nu niet — {pending} kan dan deze beurt niet meer kwijt</translation>
    </message>
</context>
<context>
    <name>RefusalsAbout</name>
    <message>
        <source>The game is over</source>
        <translation>Het spel is afgelopen</translation>
    </message>
    <message>
        <source>It&apos;s not {name}&apos;s turn — waiting for {waiting}</source>
        <translation>{name} is niet aan de beurt — we wachten op {waiting}</translation>
    </message>
    <message>
        <source>The table could not read {name}&apos;s request</source>
        <translation>De tafel kon het verzoek van {name} niet lezen</translation>
    </message>
    <message>
        <source>{name} must bid a whole number of tricks from 0 to {most}</source>
        <translation>{name} moet een heel aantal slagen van 0 tot {most} bieden</translation>
    </message>
    <message>
        <source>{name} can&apos;t bid now — the bidding is over</source>
        <translation>{name} kan nu niet bieden — het bieden is voorbij</translation>
    </message>
    <message>
        <source>{name} has already bid {tricks}</source>
        <translation>{name} heeft al {tricks} geboden</translation>
    </message>
    <message>
        <source>{name} can&apos;t bid {tricks} — as dealer, the bids may not add up to {total}, the number of tricks (the hook)</source>
        <translation>{name} kan geen {tricks} bieden — als gever mogen de biedingen samen niet {total} zijn, het aantal slagen (de haak)</translation>
    </message>
    <message>
        <source>{name} can&apos;t play a card now — the bidding is not over</source>
        <translation>{name} kan nu geen kaart spelen — het bieden is nog niet voorbij</translation>
    </message>
    <message>
        <source>{name} can&apos;t choose a card in the forehead hand — theirs is played for them</source>
        <translation>{name} kan in de voorhoofdronde geen kaart kiezen — die wordt vanzelf gespeeld</translation>
    </message>
    <message>
        <source>{name} can&apos;t play {card} — it is not in their hand</source>
        <translation>{name} kan {card} niet spelen — die kaart zit niet in de hand van {name}</translation>
    </message>
    <message>
        <source>{name} can&apos;t play {card} — they must follow {suit}</source>
        <translation>{name} kan {card} niet spelen — {name} moet {suit} bekennen</translation>
    </message>
    <message>
        <source>{name} can&apos;t play {card} — forced capture: they must beat {best} (they can with {held})</source>
        <translation>{name} kan {card} niet spelen — slagdwang: {name} moet {best} overtreffen (dat kan met {held})</translation>
    </message>
    <message>
        <source>{name} can&apos;t play {card} — forced capture: they have no {suit}, so they must overtrump {best} (they can with {held})</source>
        <translation>{name} kan {card} niet spelen — slagdwang: {name} heeft geen {suit}, dus moet {best} overtroefd worden (dat kan met {held})</translation>
    </message>
    <message>
        <source>{name} can&apos;t play {card} — forced capture: they have no {suit}, so they must play a trump ({held})</source>
        <translation>{name} kan {card} niet spelen — slagdwang: {name} heeft geen {suit}, dus moet er troef gespeeld worden ({held})</translation>
    </message>
    <message>
        <source>{name} can&apos;t bid that — a level is a whole number from 1 to {most}</source>
        <translation>Dat bod van {name} kan niet — een niveau is een heel getal van 1 tot {most}</translation>
    </message>
    <message>
        <source>{name} can&apos;t bid {bid} — the last bid was {last}</source>
        <translation>{name} kan geen {bid} bieden — het laatste bod was {last}</translation>
    </message>
    <message>
        <source>{name} can&apos;t call now — the auction is over</source>
        <translation>{name} kan nu niet bieden — de bieding is voorbij</translation>
    </message>
    <message>
        <source>{name} can&apos;t play a card now — the auction is not over</source>
        <translation>{name} kan nu geen kaart spelen — de bieding is nog niet voorbij</translation>
    </message>
    <message>
        <source>{name} can&apos;t play a card now — the declarer has not called a partner yet</source>
        <translation>{name} kan nu geen kaart spelen — de leider heeft nog geen partner gevraagd</translation>
    </message>
    <message>
        <source>{name} can&apos;t lead {card} — {trump} are trumps and not broken yet (no trump has been played to an earlier trick)</source>
        <translation>{name} kan niet uitkomen met {card} — {trump} is troef en nog niet vrij (in geen eerdere slag is troef gespeeld)</translation>
    </message>
    <message>
        <source>{name} can&apos;t bid yet — every player first says whether they wash (waiting for {waiting})</source>
        <translation>{name} kan nog niet bieden — eerst zegt iedereen of hij om opnieuw delen vraagt (we wachten op {waiting})</translation>
    </message>
    <message>
        <source>{name} can&apos;t wash — washing is off at this table</source>
        <translation>{name} kan niet om opnieuw delen vragen — opnieuw delen staat uit aan deze tafel</translation>
    </message>
    <message>
        <source>{name} can&apos;t wash — the auction has begun</source>
        <translation>{name} kan niet om opnieuw delen vragen — de bieding is al begonnen</translation>
    </message>
    <message>
        <source>{name} can&apos;t wash — their hand counts {points} points, more than {limit}</source>
        <translation>{name} kan niet om opnieuw delen vragen — de hand van {name} telt {points} punten, meer dan {limit}</translation>
    </message>
    <message>
        <source>There is no wash for {name} to decline now</source>
        <translation>Er is nu geen verzoek om opnieuw delen dat {name} kan afslaan</translation>
    </message>
    <message>
        <source>{name} can&apos;t call a partner now — the auction is not over</source>
        <translation>{name} kan nu geen partner vragen — de bieding is nog niet voorbij</translation>
    </message>
    <message>
        <source>{name} can&apos;t call a partner now — the partner is already called</source>
        <translation>{name} kan nu geen partner vragen — de partner is al gevraagd</translation>
    </message>
    <message>
        <source>{name} can&apos;t call the joker — no player holds it</source>
        <translation>{name} kan de joker niet vragen — niemand heeft hem</translation>
    </message>
    <message>
        <source>{name} can&apos;t call {card} — it is in their own hand</source>
        <translation>{name} kan {card} niet vragen — die kaart zit in de eigen hand van {name}</translation>
    </message>
</context>
<context>
    <name>RuleCard</name>
    <message>
        <source>Decks</source>
        <translation>Kaartspellen</translation>
    </message>
    <message>
        <source>Decks of 52: auto (2; for more than four players one per two players) or a number</source>
        <translation>Spellen van 52 kaarten: automatisch (2; bij meer dan vier spelers één per twee spelers) of een aantal</translation>
    </message>
    <message>
        <source>Auto (one per two players above four)</source>
        <translation>Automatisch (één per twee spelers boven vier)</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Jokers</translation>
    </message>
    <message>
        <source>Jokers in the pack: one fewer than the players, or a number (0: none)</source>
        <translation>Jokers in het spel: één minder dan het aantal spelers, of een aantal (0: geen)</translation>
    </message>
    <message>
        <source>one fewer than the players</source>
        <translation>één minder dan het aantal spelers</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>May I</source>
        <translation>Mag ik?</translation>
    </message>
    <message>
        <source>May I?: the earliest asker in turn order gets the discard, or the first to ask, or no out-of-turn claims</source>
        <translation>Mag ik?: wie in de beurtvolgorde het eerst vraagt krijgt de afgelegde kaart, of wie het eerst vraagt, of geen claims buiten de beurt</translation>
    </message>
    <message>
        <source>Turn order</source>
        <translation>Beurtvolgorde</translation>
    </message>
    <message>
        <source>First come</source>
        <translation>Wie het eerst komt</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Uit</translation>
    </message>
    <message>
        <source>Cards a May I? costs</source>
        <translation>Kaarten per „Mag ik?”</translation>
    </message>
    <message>
        <source>Stock cards taken as penalty with a May I? discard</source>
        <translation>Strafkaarten van de stapel bij een ‘Mag ik?’-kaart</translation>
    </message>
    <message>
        <source>New melds after contract</source>
        <translation>Nieuwe combinaties na het contract</translation>
    </message>
    <message>
        <source>After the contract, new groups and runs may be laid down on lay-off turns</source>
        <translation>Na het contract mogen in aanlegbeurten nieuwe groepen en reeksen uitgelegd worden</translation>
    </message>
    <message>
        <source>Joker reclaim</source>
        <translation>Joker terugnemen</translation>
    </message>
    <message>
        <source>A melded player may swap the real card for a joker in a run and must lay that joker off the same turn</source>
        <translation>Wie heeft uitgelegd mag de echte kaart ruilen voor een joker in een reeks en moet die joker dezelfde beurt aanleggen</translation>
    </message>
    <message>
        <source>Stock rebuilds</source>
        <translation>Stapel opnieuw vormen</translation>
    </message>
    <message>
        <source>How many times the stock may be rebuilt from the discards in a round; once it is empty and may not be rebuilt, the round ends as piles empty</source>
        <translation>Hoe vaak de stapel in een ronde opnieuw uit de afgelegde kaarten gevormd mag worden; is hij leeg en mag hij niet opnieuw gevormd worden, dan eindigt de ronde bij gebrek aan kaarten</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Onbeperkt</translation>
    </message>
    <message>
        <source>Screw over</source>
        <translation>Screw Over</translation>
    </message>
    <message>
        <source>Once per round take a card from another player&apos;s meld, give them one of yours, and use the card that turn</source>
        <translation>Eén keer per ronde een kaart uit de combinatie van een ander pakken, hem er een van jezelf voor geven en de kaart dezelfde beurt gebruiken</translation>
    </message>
    <message>
        <source>Sequence</source>
        <translation>Volgorde</translation>
    </message>
    <message>
        <source>Order of hand sizes: 1 up to the maximum and back, or the reverse (as in Oh Hell)</source>
        <translation>Volgorde van het aantal kaarten: van 1 tot het maximum en terug, of andersom (zoals bij Oh Hell)</translation>
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
        <translation>Laatste ronde op het voorhoofd</translation>
    </message>
    <message>
        <source>In the final one-card hand you see everyone&apos;s card but your own, held to your forehead</source>
        <translation>In de laatste ronde met één kaart zie je ieders kaart behalve je eigen, die je tegen je voorhoofd houdt</translation>
    </message>
    <message>
        <source>Hook</source>
        <translation>Haak</translation>
    </message>
    <message>
        <source>The dealer may not bid the number that makes the bids total the tricks</source>
        <translation>De gever mag niet het getal bieden waarmee de biedingen samen het aantal slagen worden</translation>
    </message>
    <message>
        <source>Bid changes</source>
        <translation>Bod wijzigen</translation>
    </message>
    <message>
        <source>A bid may be changed until the next player bids; the dealer&apos;s until the first card is played</source>
        <translation>Een bod mag gewijzigd worden tot de volgende speler biedt; dat van de gever tot de eerste kaart gespeeld is</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Puntentelling</translation>
    </message>
    <message>
        <source>Exact bid scores 10 + bid (a miss scores 0), or 1 per trick plus 10 when exact</source>
        <translation>Een precies bod levert 10 + bod op (ernaast levert 0), of 1 per slag plus 10 als het precies is</translation>
    </message>
    <message>
        <source>10 + bid when exact</source>
        <translation>10 + bod als het precies is</translation>
    </message>
    <message>
        <source>1 per trick, +10 when exact</source>
        <translation>1 per slag, +10 als het precies is</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Doelscore</translation>
    </message>
    <message>
        <source>End after the hand in which someone reaches this score (0: play the whole series)</source>
        <translation>Einde na de ronde waarin iemand deze score haalt (0: de hele reeks spelen)</translation>
    </message>
    <message>
        <source>play the whole series</source>
        <translation>de hele reeks spelen</translation>
    </message>
    <message>
        <source>Wash</source>
        <translation>Opnieuw delen</translation>
    </message>
    <message>
        <source>Before the auction a player whose hand counts at most this many points (A4 K3 Q2 J1, +1 per card beyond the fourth in a suit) may call for a redeal (0: off)</source>
        <translation>Voor de bieding mag een speler wiens hand hoogstens zoveel punten telt (A4 H3 V2 B1, +1 per kaart boven de vierde in een kleur) opnieuw laten delen (0: uit)</translation>
    </message>
    <message>
        <source>off</source>
        <translation>uit</translation>
    </message>
    <message>
        <source>Auction direction</source>
        <translation>Richting van de bieding</translation>
    </message>
    <message>
        <source>Direction of the auction, starting with the dealer (card play is always clockwise)</source>
        <translation>Richting van de bieding, te beginnen bij de gever (er wordt altijd met de klok mee gespeeld)</translation>
    </message>
    <message>
        <source>Counter-clockwise</source>
        <translation>Tegen de klok in</translation>
    </message>
    <message>
        <source>Clockwise</source>
        <translation>Met de klok mee</translation>
    </message>
    <message>
        <source>Call own card</source>
        <translation>Eigen kaart vragen</translation>
    </message>
    <message>
        <source>The declarer may call a card of their own hand, and then plays alone</source>
        <translation>De leider mag een kaart uit de eigen hand vragen en speelt dan alleen</translation>
    </message>
    <message>
        <source>First lead</source>
        <translation>Eerste uitkomst</translation>
    </message>
    <message>
        <source>Who leads the first trick: the declarer&apos;s left, or the declarer in no trump (the left otherwise)</source>
        <translation>Wie uitkomt in de eerste slag: links van de leider, of bij zonder troef de leider (anders links)</translation>
    </message>
    <message>
        <source>Declarer&apos;s left</source>
        <translation>Links van de leider</translation>
    </message>
    <message>
        <source>Declarer in no trump</source>
        <translation>De leider bij zonder troef</translation>
    </message>
    <message>
        <source>Trump breaking</source>
        <translation>Troef breken</translation>
    </message>
    <message>
        <source>Trump may not be led until a trump has been played to an earlier trick (unless the leader holds only trumps)</source>
        <translation>Met troef mag pas worden uitgekomen als in een eerdere slag troef is gespeeld (tenzij je alleen nog troeven hebt)</translation>
    </message>
    <message>
        <source>Each player of the side that wins the deal scores 1, or scores the tricks their side took</source>
        <translation>Elke speler van de kant die de ronde wint krijgt 1 punt, of de slagen die zijn kant haalde</translation>
    </message>
    <message>
        <source>1 per deal won</source>
        <translation>1 per gewonnen ronde</translation>
    </message>
    <message>
        <source>Tricks of the winning side</source>
        <translation>Slagen van de winnende kant</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Rondes</translation>
    </message>
    <message>
        <source>Number of hands in the game</source>
        <translation>Aantal rondes in het spel</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondes</translation>
    </message>
    <message>
        <source>How many rounds to play (0: one full cycle, 1 card up to as many as the deck deals evenly)</source>
        <translation>Hoeveel rondes er gespeeld worden (0: één volledige cyclus, van 1 kaart tot zoveel als het spel gelijk verdeelt)</translation>
    </message>
    <message>
        <source>one full cycle</source>
        <translation>één volledige cyclus</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Troef</translation>
    </message>
    <message>
        <source>Trump each round: a suit drawn at random, or the suit of the card turned after the deal</source>
        <translation>Troef in elke ronde: een willekeurig getrokken kleur, of de kleur van de kaart die na het delen wordt omgedraaid</translation>
    </message>
    <message>
        <source>Random suit</source>
        <translation>Willekeurige kleur</translation>
    </message>
    <message>
        <source>Turned card</source>
        <translation>Omgedraaide kaart</translation>
    </message>
    <message>
        <source>The last bidder may not make the bids total the tricks</source>
        <translation>Wie als laatste biedt, mag de biedingen niet samen het aantal slagen laten worden</translation>
    </message>
    <message>
        <source>Capture</source>
        <translation>Slagdwang</translation>
    </message>
    <message>
        <source>Forced capture: beat the winning card (or trump) when you can, except over your partner; or even over your partner; or plain follow-suit</source>
        <translation>Slagdwang: de winnende kaart overtreffen (of troeven) als het kan, behalve over je partner; of zelfs over je partner; of gewoon kleur bekennen</translation>
    </message>
    <message>
        <source>Forced, partner exempt</source>
        <translation>Verplicht, behalve over de partner</translation>
    </message>
    <message>
        <source>Forced, even over partner</source>
        <translation>Verplicht, ook over de partner</translation>
    </message>
    <message>
        <source>No forced capture</source>
        <translation>Geen slagdwang</translation>
    </message>
    <message>
        <source>Standard scoring (2/3/3+1 per level, 5 per trick of difference to the takers), or the first playtest (5 to the bidders, 1 per trick to the takers)</source>
        <translation>Standaardtelling (2/3/3+1 per niveau, 5 per slag verschil voor de slagenmakers), of de eerste testronde (5 voor de bieders, 1 per slag voor de slagenmakers)</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standaard</translation>
    </message>
    <message>
        <source>First playtest</source>
        <translation>Eerste testronde</translation>
    </message>
    <message>
        <source>Who leads first: the player left of the first of the bidding side to name the final strain (as in Bridge), or left of whoever first named it, on either side (the rules read literally)</source>
        <translation>Wie het eerst uitkomt: de speler links van wie van de biedende kant de uiteindelijke kleur het eerst noemde (zoals bij bridge), of links van wie hem het eerst noemde, aan welke kant ook (de regels letterlijk genomen)</translation>
    </message>
    <message>
        <source>Left of declarer</source>
        <translation>Links van de leider</translation>
    </message>
    <message>
        <source>Left of the first to name it</source>
        <translation>Links van wie hem het eerst noemde</translation>
    </message>
    <message>
        <source>Number of hands in the game (a multiple of 4)</source>
        <translation>Aantal rondes in het spel (een veelvoud van 4)</translation>
    </message>
    <message>
        <source>on</source>
        <translation>aan</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klassiek</translation>
    </message>
    <message>
        <source>Screw Rummy</source>
        <translation>Screw Rummy</translation>
    </message>
    <message>
        <source>Oh Hell order</source>
        <translation>Oh Hell-volgorde</translation>
    </message>
    <message>
        <source>Singapore</source>
        <translation>Singapore</translation>
    </message>
    <message>
        <source>Tricks scoring</source>
        <translation>Slagentelling</translation>
    </message>
    <message>
        <source>Turned trump</source>
        <translation>Omgedraaide troef</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Eigen</translation>
    </message>
    <message>
        <source>Seven rounds, each with a contract of groups and runs to meld before you may lay off. Go out first; cards left in hand score against you. Lowest total wins. Screw Rummy adds first-come May I?, new melds after the contract and the Screw Over.</source>
        <translation>Zeven rondes, elk met een contract van groepen en reeksen dat je moet uitleggen voordat je mag aanleggen. Ga als eerste uit; kaarten die je overhoudt tellen tegen je. Het laagste totaal wint. Screw Rummy voegt ‘Mag ik?’ voor wie het eerst komt toe, nieuwe combinaties na het contract en de Screw Over.</translation>
    </message>
    <message>
        <source>Guess exactly how many tricks you will take. Hands grow from one card to ten and back; a turned card names trumps, the dealer is hooked so someone must miss, and in the last one-card hand you hold your card to your forehead.</source>
        <translation>Voorspel precies hoeveel slagen je haalt. De rondes groeien van één kaart naar tien en weer terug; een omgedraaide kaart bepaalt de troef, de gever hangt aan de haak zodat iemand ernaast moet zitten, en in de laatste ronde met één kaart houd je je kaart tegen je voorhoofd.</translation>
    </message>
    <message>
        <source>Bridge with a partner you have to find: the highest bidder names a card, and whoever holds it is their secret partner until that card is played.</source>
        <translation>Bridge met een partner die je moet vinden: de hoogste bieder noemt een kaart, en wie die heeft is de geheime partner tot die kaart gespeeld wordt.</translation>
    </message>
    <message>
        <source>Bid the exact number of tricks you will take. Each round deals one card more, up to as many as the deck splits evenly, then starts again at one. Making your bid scores 10 plus the square of your tricks; missing costs the square of the difference.</source>
        <translation>Bied precies het aantal slagen dat je haalt. Elke ronde krijg je een kaart meer, tot zoveel als het spel gelijk verdeelt, daarna begint het weer bij één. Haal je je bod, dan krijg je 10 plus het kwadraat van je slagen; zit je ernaast, dan kost dat het kwadraat van het verschil.</translation>
    </message>
    <message>
        <source>Bridge turned around: you bid how many tricks your opponents will take, and forced capture makes everyone beat the trick when they can. Bid it exactly to score most.</source>
        <translation>Bridge andersom: je biedt hoeveel slagen je tegenstanders halen, en door slagdwang moet iedereen de slag overtreffen als dat kan. Bied precies om het meest te scoren.</translation>
    </message>
    <message>
        <source>{option}: {value}</source>
        <translation>{option}: {value}</translation>
    </message>
    <message>
        <source>{option}: {value} (changed)</source>
        <translation>{option}: {value} (gewijzigd)</translation>
    </message>
    <message numerus="yes">
        <source>{game} · %n player(s)</source>
        <translation>
            <numerusform>{game} · %n speler</numerusform>
            <numerusform>{game} · %n spelers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over after %n hand(s)</source>
        <translation>
            <numerusform>Spel afgelopen na %n ronde</numerusform>
            <numerusform>Spel afgelopen na %n rondes</numerusform>
        </translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spel afgelopen</translation>
    </message>
    <message>
        <source>Hand {number} of {total}</source>
        <translation>Ronde {number} van {total}</translation>
    </message>
    <message numerus="yes">
        <source>{line} · %n card(s) each</source>
        <translation>
            <numerusform>{line} · %n kaart per speler</numerusform>
            <numerusform>{line} · %n kaarten per speler</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <source>Could not save {name}: {reason}. Any earlier copy of the file is unchanged.</source>
        <translation>Kon {name} niet opslaan: {reason}. Een eerdere versie van het bestand is ongewijzigd.</translation>
    </message>
    <message>
        <source>Could not save {name}: {reason}.</source>
        <translation>Kon {name} niet opslaan: {reason}.</translation>
    </message>
    <message>
        <source>{name} could not be opened: there is no such file.</source>
        <translation>{name} kon niet worden geopend: dat bestand bestaat niet.</translation>
    </message>
    <message>
        <source>{name} is a folder, not a saved game.</source>
        <translation>{name} is een map, geen opgeslagen spel.</translation>
    </message>
    <message>
        <source>{name} could not be opened: permission denied.</source>
        <translation>{name} kon niet worden geopend: geen toegang.</translation>
    </message>
    <message>
        <source>{name} could not be opened: {reason}.</source>
        <translation>{name} kon niet worden geopend: {reason}.</translation>
    </message>
    <message>
        <source>{name} is not a saved game: it is a device, pipe or socket, not a file.</source>
        <translation>{name} is geen opgeslagen spel: het is een apparaat, pipe of socket, geen bestand.</translation>
    </message>
    <message>
        <source>{name} is not a saved game: it is far too large (over {size} MiB).</source>
        <translation>{name} is geen opgeslagen spel: het is veel te groot (meer dan {size} MiB).</translation>
    </message>
    <message>
        <source>{name} could not be read: {reason}.</source>
        <translation>{name} kon niet worden gelezen: {reason}.</translation>
    </message>
    <message>
        <source>{name} is empty: it holds no saved game.</source>
        <translation>{name} is leeg: er zit geen opgeslagen spel in.</translation>
    </message>
    <message>
        <source>{name} is not a saved game of this program (it is not text).</source>
        <translation>{name} is geen opgeslagen spel van dit programma (het is geen tekst).</translation>
    </message>
    <message>
        <source>{name} is incomplete: the file ends too early, so the game in it cannot be restored.</source>
        <translation>{name} is onvolledig: het bestand houdt te vroeg op, dus het spel erin kan niet worden hersteld.</translation>
    </message>
    <message>
        <source>{name} is damaged: it is not valid saved-game data (line {line}, column {column}).</source>
        <translation>{name} is beschadigd: het zijn geen geldige spelgegevens (regel {line}, kolom {column}).</translation>
    </message>
    <message>
        <source>{name} is damaged: it holds a number far too long to be part of a saved game.</source>
        <translation>{name} is beschadigd: er staat een getal in dat veel te lang is voor een opgeslagen spel.</translation>
    </message>
    <message>
        <source>{name} is not a saved game of this program (its data nests too deeply).</source>
        <translation>{name} is geen opgeslagen spel van dit programma (de gegevens zijn te diep genest).</translation>
    </message>
    <message>
        <source>{name} is not a saved game of this program.</source>
        <translation>{name} is geen opgeslagen spel van dit programma.</translation>
    </message>
    <message>
        <source>{name} is damaged: its rule options are not a list of names and values.</source>
        <translation>{name} is beschadigd: de regelopties zijn geen lijst van namen en waarden.</translation>
    </message>
    <message>
        <source>{name} was saved by another version of this program (format {format}).</source>
        <translation>{name} is opgeslagen door een andere versie van dit programma (formaat {format}).</translation>
    </message>
    <message>
        <source>{name} cannot be restored: {reason}.</source>
        <translation>{name} kan niet worden hersteld: {reason}.</translation>
    </message>
    <message>
        <source>{name} is damaged: a field holds the wrong kind of value ({reason}).</source>
        <translation>{name} is beschadigd: een veld bevat een verkeerd soort waarde ({reason}).</translation>
    </message>
    <message>
        <source>{name} is damaged: {reason}.</source>
        <translation>{name} is beschadigd: {reason}.</translation>
    </message>
    <message>
        <source>Games cannot be autosaved: the data folder {folder} cannot be written ({reason}). This session will not be kept when you quit.</source>
        <translation>Spellen kunnen niet automatisch worden opgeslagen: de gegevensmap {folder} is niet beschrijfbaar ({reason}). Deze sessie gaat verloren als je afsluit.</translation>
    </message>
    <message>
        <source>Could not autosave: the data folder {folder} cannot be created ({reason}).</source>
        <translation>Automatisch opslaan mislukt: de gegevensmap {folder} kan niet worden aangemaakt ({reason}).</translation>
    </message>
    <message>
        <source>Could not save: the folder {folder} cannot be created ({reason}).</source>
        <translation>Opslaan mislukt: de map {folder} kan niet worden aangemaakt ({reason}).</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message numerus="yes">
        <source>Continue your game of {game} (%n player(s), round {number})?</source>
        <translation>
            <numerusform>Je spel {game} voortzetten (%n speler, ronde {number})?</numerusform>
            <numerusform>Je spel {game} voortzetten (%n spelers, ronde {number})?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Continue your game of {game} (%n player(s), hand {number})?</source>
        <translation>
            <numerusform>Je spel {game} voortzetten (%n speler, ronde {number})?</numerusform>
            <numerusform>Je spel {game} voortzetten (%n spelers, ronde {number})?</numerusform>
        </translation>
    </message>
</context>
</TS>
