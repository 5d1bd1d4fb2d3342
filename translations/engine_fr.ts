<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>BotLevels</name>
    <message>
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>casual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expert</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardNames</name>
    <message>
        <source>Two of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Six of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seven of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eight of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nine of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ten of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jack of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queen of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>King of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ace of clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Six of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seven of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eight of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nine of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ten of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jack of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queen of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>King of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ace of diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Six of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seven of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eight of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nine of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ten of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jack of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queen of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>King of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ace of hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Six of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seven of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eight of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nine of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ten of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jack of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queen of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>King of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ace of spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joker</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardWords</name>
    <message>
        <source>clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no trumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>twos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>threes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sixes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sevens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>aces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NT</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>The {level} bot in seat {seat} chose an illegal action {action}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {level} bot in seat {seat} failed: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>Someone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>side {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{head}: {dealer} deals, %n card(s) each</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{head}: {dealer} deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{line} (redeal {number})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{line}; trumps are {trump} ({card} turned)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{line}; trumps are {trump}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{line}; contract: {contract}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} changes their bid to {bid} (was {previous})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} changes their bid to {bid}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} plays {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} plays their card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} wins the trick with {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} wins the trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} wins the auction with {contract}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{line}; {declarer} declares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} was the declarer&apos;s own card: {name} plays alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} holds the called card {card}: the partnership is known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {number} scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {number} scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{line} ({contract} by {declarer})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{line} ({contract})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{line}; {name} went out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{line}: {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{line} — totals {totals}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: {names} wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: {names} win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} takes {card} from the discard pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} draws from the stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stock is used up and the lone discard has gone once round the table ({card} is left): the round ends (house rule)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The stock is used up and this table rebuilds it at most %n time(s): the round ends</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The stock is used up and the one discard, {card}, cannot rebuild it: the round ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stock and the discard pile are both empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{name} takes {card} and %n penalty card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{name} takes {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody takes {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} screws {victim}: takes {card} from meld {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} screws {victim}: takes {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{line} (the meld stays)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{line} (the meld is broken up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{line} (the contract is lost)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>their own meld</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s meld</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>meld {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a meld</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redeal after a wash: {dealer} deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redeal, everyone passed: {dealer} deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redeal ({reason}): {dealer} deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{name} calls a wash (%n point(s) in hand)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{name} calls a wash</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The discards are shuffled into a new stock of %n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The discards are shuffled into a new stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} bids {bid}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} calls {card} as partner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} calls {card}: its holder is the partner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} discards {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is on the discard pile: May I?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} asks “May I?” for {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} does not wash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} does not ask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} melds their contract: {melds}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} lays down a new meld: {melds}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} lays off {card} on {meld}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} puts {card} in place of the joker in {meld} and takes the joker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} goes out!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game log</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HintMessage</name>
    <message>
        <source>Hints are off at this table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hint: the game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hint: no game is in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hint: it is not your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint — {hint}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>Nothing to do now: it is not your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{action}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play your card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid {tricks}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid {bid}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay off {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claim it (May I?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let it go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay down your contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay down {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back the joker with {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Screw over with {give}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep your bid: no other bid looks clearly better.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let it go: that card does not bring your contract closer enough to pay the penalty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing worth doing now: wait for your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the forehead hand your card is played for you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your hand counts only {points} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your hand counts {points} points: worth playing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{head}: {clause}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lead the {card}, your strongest card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lead the {card}, the card least likely to win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lead the {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>win this one cheaply with the {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>win this one with the {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you cannot win this one: play low with the {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you cannot win this one: get rid of the {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duck under the {best} with the {card}, your highest card that still loses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duck under the {best} with the {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>you need %n more trick(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you have your %n trick(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>you bid nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{head} but every card you may play wins this: shed the {card} while it costs least.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you are already over your bid, so this hand scores nothing more: play the {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your partner is winning this trick: play the {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>your side needs %n more trick(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>your side has its contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>the declarer&apos;s side needs %n more trick(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>the declarer&apos;s side has its contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{clause}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your side has {taken} of the {level} tricks the bid says you take, and each one short scores you 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>the takers need %n more trick(s) to reach your {level}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{head}; you must capture, so shed the {card}, your highest winner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{head}; you must capture, so shed the {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you have {taken} tricks, past the {level} of the bid: each extra trick scores you 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the takers have their {level}: hold them there, each extra trick scores them 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{head}; {clause}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>you can expect about {estimate} tricks (with %n trump(s)); as dealer you may not bid {barred}, and in the deals tried {tricks} scores best.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you can expect about {estimate} tricks (with %n trump(s)), and in the deals tried {tricks} scores best.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>you can expect about {estimate} tricks; as dealer you may not bid {barred}, and in the deals tried {tricks} scores best.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you can expect about {estimate} tricks, and in the deals tried {tricks} scores best.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>your partner&apos;s {bid} is about right: let it stand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the opponents can&apos;t be held to a bid above {bid} that pays you: let them have it and take tricks against it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no contract looks worth it from this hand: see what the others say.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the opponents should take about {tricks} with no trump.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the opponents should take about {tricks} with {suit} trumps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the deals tried the opponents take about {guess} tricks with no trump: {bid} pays best.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the deals tried the opponents take about {guess} tricks with {suit} trumps: {bid} pays best.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with {points} points your side can&apos;t beat {bid}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{points} points is not enough to open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with a called partner your side takes about {made} tricks in {suit} in the deals tried; {needed} are needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with {points} points your side (with a called partner) should make {needed} tricks in {suit}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a partner holding the {card} adds a top trump.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a partner holding the {card} covers the {suit}, your weakest suit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {top} brings your contract closer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {top} on the discards does not help you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no discard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that card brings your contract closer, worth the penalty card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that card does not help you enough to take a penalty card with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you hold your contract: get it on the table before someone goes out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every card you lay off is a card that can&apos;t count against you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it empties your hand faster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a joker in hand fits any meld.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it hands a costly card to an opponent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it helps your contract least.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is the best move the bot can see.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Lists</name>
    <message>
        <source>{items} and {last}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MeldWords</name>
    <message>
        <source>group of {rank}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run of {suit} {low}–{high}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n group(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>no meld</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cards} is too short for a meld (a group needs 3 cards, a run 4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cards}: say which card each joker stands for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a joker must stand for a card, not for a joker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cards} is neither a group (one rank) nor a run (one suit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cards} is too short for a run (4 cards at least)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cards} holds more than two aces: a run has at most one at each end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cards} repeats a card: a run holds each rank once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cards} wraps round the ace: an ace is low or high, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cards} is not consecutive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the contract is {need}, not {have}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a contract group is laid with exactly 3 cards ({cards} has more): lay off the rest on a later turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a contract run is laid with exactly 4 cards ({cards} has more): lay off the rest on a later turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{first} and {second} are touching runs of one suit: they need a gap or an overlap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in round 7 every card is melded at once ({left} would be left)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>say at which end of the meld ({meld}) the card goes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} does not fit the meld ({meld})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} does not fit the low end of the meld ({meld})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} does not fit the high end of the meld ({meld})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>The game is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It&apos;s not your turn — waiting for {waiting}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table could not read that request</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no game: start one with Game ▸ New Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only bots play at this table: you are watching</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to undo: undo takes back your own last card or bid when you play alone against bots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bot plays your seat now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must bid a whole number of tricks from 0 to {most}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t bid now — the bidding is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have already bid {tricks}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t bid {tricks} — as dealer, the bids may not add up to {total}, the number of tricks (the hook)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t play a card now — the bidding is not over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t choose a card in the forehead hand — yours is played for you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t play {card} — it is not in your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t lay off {card} — it is not in your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t reclaim a joker with {card} — it is not in your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t give {card} — it is not in your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t discard {card} — it is not in your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t play {card} — you must follow {suit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t play {card} — forced capture: you must beat {best} (you can with {held})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t play {card} — forced capture: you have no {suit}, so you must overtrump {best} (you can with {held})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t play {card} — forced capture: you have no {suit}, so you must play a trump ({held})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t bid that — a level is a whole number from 1 to {most}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t bid {bid} — the last bid was {last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t call now — the auction is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t play a card now — the auction is not over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t play a card now — the declarer has not called a partner yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t lead {card} — {trump} are trumps and not broken yet (no trump has been played to an earlier trick)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t bid yet — every player first says whether they wash (waiting for {waiting})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t wash — washing is off at this table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t wash — the auction has begun</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t wash — your hand counts {points} points, more than {limit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no wash to decline now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t call a partner now — the auction is not over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t call a partner now — the partner is already called</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t call the joker — no player holds it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t call {card} — it is in your own hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must first draw from the stock or the discard pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may only say May I? or decline now — {turn} drew from the stock and {card} is offered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t take the discard — the discard pile is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t take the discard — the stock is used up (rebuilt as often as this table allows): draw from the stock to end the round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t take the discard — the stock is used up and the last discard has gone round the table: draw from the stock to end the round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t draw from the stock — it is empty and one discard cannot rebuild it: take the {card} from the discard pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t lay off — you must first re-meld the part of the contract you were screwed out of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t lay off — you have not melded your contract yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t lay off yet — laying off starts on the turn after the one you melded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t lay down a new meld — you must first re-meld the part of the contract you were screwed out of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t lay down a new meld — you have not melded your contract yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t lay down a new meld yet — that starts on the turn after the one you melded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t reclaim a joker — you must first re-meld the part of the contract you were screwed out of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t reclaim a joker — you have not melded your contract yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t reclaim a joker yet — that starts on the turn after the one you melded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t meld — {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t lay off — {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t meld {cards} — you do not hold all of these</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have already melded this round — lay off instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New melds after the contract are not played at this table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jokers are not reclaimed at this table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t reclaim a joker from a group — jokers in groups are dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t reclaim with {card} — no joker in that meld ({meld}) stands for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Screw Over is not played at this table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have already used your Screw Over this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t screw yourself — that meld ({meld}) is your own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t take a joker from a group — dead jokers stay dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t take back a {card} — a {card} was taken from you this round, and no copy of it may be taken back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t give the {card} — you took it this turn and it must be put down on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t end your turn yet — first lay off {pending}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t end your turn yet — first use {pending} in a meld or lay-off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t take that card — you could not use {pending} in a meld or lay-off this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t take that card — you could not use {pending} in your contract meld this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t reclaim the joker — {pending} could not all be laid off this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can&apos;t do that now — {pending} could then no longer be placed this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {refusal}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleCard</name>
    <message>
        <source>Decks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decks of 52: auto (2; for more than four players one per two players) or a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto (one per two players above four)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jokers in the pack: one fewer than the players, or a number (0: none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one fewer than the players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May I</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>May I?: the earliest asker in turn order gets the discard, or the first to ask, or no out-of-turn claims</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First come</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards a May I? costs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stock cards taken as penalty with a May I? discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New melds after contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the contract, new groups and runs may be laid down on lay-off turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joker reclaim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A melded player may swap the real card for a joker in a run and must lay that joker off the same turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stock rebuilds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many times the stock may be rebuilt from the discards in a round; once it is empty and may not be rebuilt, the round ends as piles empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Screw over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once per round take a card from another player&apos;s meld, give them one of yours, and use the card that turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order of hand sizes: 1 up to the maximum and back, or the reverse (as in Oh Hell)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 … max … 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max … 1 … max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forehead last hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the final one-card hand you see everyone&apos;s card but your own, held to your forehead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dealer may not bid the number that makes the bids total the tricks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bid may be changed until the next player bids; the dealer&apos;s until the first card is played</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact bid scores 10 + bid (a miss scores 0), or 1 per trick plus 10 when exact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10 + bid when exact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 per trick, +10 when exact</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End after the hand in which someone reaches this score (0: play the whole series)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play the whole series</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before the auction a player whose hand counts at most this many points (A4 K3 Q2 J1, +1 per card beyond the fourth in a suit) may call for a redeal (0: off)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auction direction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Direction of the auction, starting with the dealer (card play is always clockwise)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counter-clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Call own card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The declarer may call a card of their own hand, and then plays alone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First lead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who leads the first trick: the declarer&apos;s left, or the declarer in no trump (the left otherwise)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declarer&apos;s left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declarer in no trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trump breaking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trump may not be led until a trump has been played to an earlier trick (unless the leader holds only trumps)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player of the side that wins the deal scores 1, or scores the tricks their side took</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 per deal won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tricks of the winning side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of hands in the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many rounds to play (0: one full cycle, 1 card up to as many as the deck deals evenly)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one full cycle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trump each round: a suit drawn at random, or the suit of the card turned after the deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turned card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last bidder may not make the bids total the tricks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forced capture: beat the winning card (or trump) when you can, except over your partner; or even over your partner; or plain follow-suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forced, partner exempt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forced, even over partner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No forced capture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard scoring (2/3/3+1 per level, 5 per trick of difference to the takers), or the first playtest (5 to the bidders, 1 per trick to the takers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First playtest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who leads first: the player left of the first of the bidding side to name the final strain (as in Bridge), or left of whoever first named it, on either side (the rules read literally)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left of declarer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left of the first to name it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of hands in the game (a multiple of 4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Screw Rummy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Oh Hell order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Singapore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tricks scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turned trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seven rounds, each with a contract of groups and runs to meld before you may lay off. Go out first; cards left in hand score against you. Lowest total wins. Screw Rummy adds first-come May I?, new melds after the contract and the Screw Over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guess exactly how many tricks you will take. Hands grow from one card to ten and back; a turned card names trumps, the dealer is hooked so someone must miss, and in the last one-card hand you hold your card to your forehead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bridge with a partner you have to find: the highest bidder names a card, and whoever holds it is their secret partner until that card is played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid the exact number of tricks you will take. Each round deals one card more, up to as many as the deck splits evenly, then starts again at one. Making your bid scores 10 plus the square of your tricks; missing costs the square of the difference.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bridge turned around: you bid how many tricks your opponents will take, and forced capture makes everyone beat the trick when they can. Bid it exactly to score most.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{option}: {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{option}: {value} (changed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{game} · %n player(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over after %n hand(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {number} of {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{line} · %n card(s) each</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <source>Could not save {name}: {reason}. Any earlier copy of the file is unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save {name}: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} could not be opened: there is no such file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is a folder, not a saved game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} could not be opened: permission denied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} could not be opened: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is not a saved game: it is a device, pipe or socket, not a file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is not a saved game: it is far too large (over {size} MiB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} could not be read: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is empty: it holds no saved game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is not a saved game of this program (it is not text).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is incomplete: the file ends too early, so the game in it cannot be restored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is damaged: it is not valid saved-game data (line {line}, column {column}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is damaged: it holds a number far too long to be part of a saved game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is not a saved game of this program (its data nests too deeply).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is not a saved game of this program.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is damaged: its rule options are not a list of names and values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} was saved by another version of this program (format {format}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} cannot be restored: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is damaged: a field holds the wrong kind of value ({reason}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is damaged: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games cannot be autosaved: the data folder {folder} cannot be written ({reason}). This session will not be kept when you quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not autosave: the data folder {folder} cannot be created ({reason}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save: the folder {folder} cannot be created ({reason}).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
