<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>BiddingBox</name>
    <message numerus="yes">
        <source>Your hand counts %n point(s), more than {limit}: no wash for you</source>
        <translation>
            <numerusform>Your hand counts %n point, more than {limit}: no wash for you</numerusform>
            <numerusform>Your hand counts %n points, more than {limit}: no wash for you</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your bid: how many tricks will you take? (%n to play)</source>
        <translation>
            <numerusform>Your bid: how many tricks will you take? (%n to play)</numerusform>
            <numerusform>Your bid: how many tricks will you take? (%n to play)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wash? Your hand counts %n point(s): with {limit} or fewer you may ask for a new deal</source>
        <translation>
            <numerusform>Wash? Your hand counts %n point: with {limit} or fewer you may ask for a new deal</numerusform>
            <numerusform>Wash? Your hand counts %n points: with {limit} or fewer you may ask for a new deal</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Bids</name>
    <message numerus="yes">
        <source>%n no trump(s)</source>
        <translation>
            <numerusform>%n no trump</numerusform>
            <numerusform>%n no trumps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n club(s)</source>
        <translation>
            <numerusform>%n club</numerusform>
            <numerusform>%n clubs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n diamond(s)</source>
        <translation>
            <numerusform>%n diamond</numerusform>
            <numerusform>%n diamonds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n heart(s)</source>
        <translation>
            <numerusform>%n heart</numerusform>
            <numerusform>%n hearts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n spade(s)</source>
        <translation>
            <numerusform>%n spade</numerusform>
            <numerusform>%n spades</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RummyInput</name>
    <message numerus="yes">
        <source>Discard pile: {card}; %n card(s) in the stock.</source>
        <translation>
            <numerusform>Discard pile: {card}; %n card in the stock.</numerusform>
            <numerusform>Discard pile: {card}; %n cards in the stock.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RummyTable</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
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
            <numerusform>%n deck</numerusform>
            <numerusform>%n decks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) each</source>
        <translation>
            <numerusform>%n card each</numerusform>
            <numerusform>%n cards each</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>penalty %n card(s)</source>
        <translation>
            <numerusform>penalty %n card</numerusform>
            <numerusform>penalty %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RummyWords</name>
    <message numerus="yes">
        <source>%n group(s)</source>
        <translation>
            <numerusform>%n group</numerusform>
            <numerusform>%n groups</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n run</numerusform>
            <numerusform>%n runs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message numerus="yes">
        <source>after %n round(s)</source>
        <translation>
            <numerusform>after %n round</numerusform>
            <numerusform>after %n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>after %n hand(s)</source>
        <translation>
            <numerusform>after %n hand</numerusform>
            <numerusform>after %n hands</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreboardDock</name>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n hand</numerusform>
            <numerusform>%n hands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n round(s): {leaders}</source>
        <translation>
            <numerusform>After %n round: {leaders}</numerusform>
            <numerusform>After %n rounds: {leaders}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n hand(s): {leaders}</source>
        <translation>
            <numerusform>After %n hand: {leaders}</numerusform>
            <numerusform>After %n hands: {leaders}</numerusform>
        </translation>
    </message>
</context>
</TS>
