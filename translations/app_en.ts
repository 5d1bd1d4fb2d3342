<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>CommandLine</name>
    <message numerus="yes">
        <source>{game} is for exactly %n player(s), not {players}</source>
        <translation>
            <numerusform>{game} is for exactly %n player, not {players}</numerusform>
            <numerusform>{game} is for exactly %n players, not {players}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: exactly %n player(s); presets {presets}; bots {bots}</source>
        <translation>
            <numerusform>{name}: exactly %n player; presets {presets}; bots {bots}</numerusform>
            <numerusform>{name}: exactly %n players; presets {presets}; bots {bots}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>--bots names %n seat(s) but the table has {players}</source>
        <translation>
            <numerusform>--bots names %n seat but the table has {players}</numerusform>
            <numerusform>--bots names %n seats but the table has {players}</numerusform>
        </translation>
    </message>
</context>
</TS>
