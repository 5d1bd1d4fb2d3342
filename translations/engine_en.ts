<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>GameLog</name>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n trick</numerusform>
            <numerusform>%n tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{head}: {dealer} deals, %n card(s) each</source>
        <translation>
            <numerusform>{head}: {dealer} deals, %n card each</numerusform>
            <numerusform>{head}: {dealer} deals, %n cards each</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The stock is used up and this table rebuilds it at most %n time(s): the round ends</source>
        <translation>
            <numerusform>The stock is used up and this table rebuilds it at most %n time: the round ends</numerusform>
            <numerusform>The stock is used up and this table rebuilds it at most %n times: the round ends</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} takes {card} and %n penalty card(s)</source>
        <translation>
            <numerusform>{name} takes {card} and %n penalty card</numerusform>
            <numerusform>{name} takes {card} and %n penalty cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} calls a wash (%n point(s) in hand)</source>
        <translation>
            <numerusform>{name} calls a wash (%n point in hand)</numerusform>
            <numerusform>{name} calls a wash (%n points in hand)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The discards are shuffled into a new stock of %n card(s)</source>
        <translation>
            <numerusform>The discards are shuffled into a new stock of %n card</numerusform>
            <numerusform>The discards are shuffled into a new stock of %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message numerus="yes">
        <source>you need %n more trick(s)</source>
        <translation>
            <numerusform>you need %n more trick</numerusform>
            <numerusform>you need %n more tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you have your %n trick(s)</source>
        <translation>
            <numerusform>you have your %n trick</numerusform>
            <numerusform>you have your %n tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>your side needs %n more trick(s)</source>
        <translation>
            <numerusform>your side needs %n more trick</numerusform>
            <numerusform>your side needs %n more tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the declarer&apos;s side needs %n more trick(s)</source>
        <translation>
            <numerusform>the declarer&apos;s side needs %n more trick</numerusform>
            <numerusform>the declarer&apos;s side needs %n more tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the takers need %n more trick(s) to reach your {level}</source>
        <translation>
            <numerusform>the takers need %n more trick to reach your {level}</numerusform>
            <numerusform>the takers need %n more tricks to reach your {level}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you can expect about {estimate} tricks (with %n trump(s)); as dealer you may not bid {barred}, and in the deals tried {tricks} scores best.</source>
        <translation>
            <numerusform>you can expect about {estimate} tricks (with %n trump); as dealer you may not bid {barred}, and in the deals tried {tricks} scores best.</numerusform>
            <numerusform>you can expect about {estimate} tricks (with %n trumps); as dealer you may not bid {barred}, and in the deals tried {tricks} scores best.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you can expect about {estimate} tricks (with %n trump(s)), and in the deals tried {tricks} scores best.</source>
        <translation>
            <numerusform>you can expect about {estimate} tricks (with %n trump), and in the deals tried {tricks} scores best.</numerusform>
            <numerusform>you can expect about {estimate} tricks (with %n trumps), and in the deals tried {tricks} scores best.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MeldWords</name>
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
    <name>RuleCard</name>
    <message numerus="yes">
        <source>{game} · %n player(s)</source>
        <translation>
            <numerusform>{game} · %n player</numerusform>
            <numerusform>{game} · %n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over after %n hand(s)</source>
        <translation>
            <numerusform>Game over after %n hand</numerusform>
            <numerusform>Game over after %n hands</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{line} · %n card(s) each</source>
        <translation>
            <numerusform>{line} · %n card each</numerusform>
            <numerusform>{line} · %n cards each</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message numerus="yes">
        <source>Continue your game of {game} (%n player(s), round {number})?</source>
        <translation>
            <numerusform>Continue your game of {game} (%n player, round {number})?</numerusform>
            <numerusform>Continue your game of {game} (%n players, round {number})?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Continue your game of {game} (%n player(s), hand {number})?</source>
        <translation>
            <numerusform>Continue your game of {game} (%n player, hand {number})?</numerusform>
            <numerusform>Continue your game of {game} (%n players, hand {number})?</numerusform>
        </translation>
    </message>
</context>
</TS>
