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
<context>
    <name>SimReport</name>
    <message numerus="yes">
        <source>{game}: {players} players, %n game(s), seed {seed}, options {options}</source>
        <translation>
            <numerusform>{game}: {players} players, %n game, seed {seed}, options {options}</numerusform>
            <numerusform>{game}: {players} players, %n games, seed {seed}, options {options}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>stopped after %n game(s): {stopped} could not finish</source>
        <translation>
            <numerusform>stopped after %n game: {stopped} could not finish</numerusform>
            <numerusform>stopped after %n games: {stopped} could not finish</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{game}: {players} players, %n game(s), seed {seed}, options {options}, seats rotated</source>
        <translation>
            <numerusform>{game}: {players} players, %n game, seed {seed}, options {options}, seats rotated</numerusform>
            <numerusform>{game}: {players} players, %n games, seed {seed}, options {options}, seats rotated</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{game}: {players} players, %n game(s), seed {seed}, options {options}, seats fixed</source>
        <translation>
            <numerusform>{game}: {players} players, %n game, seed {seed}, options {options}, seats fixed</numerusform>
            <numerusform>{game}: {players} players, %n games, seed {seed}, options {options}, seats fixed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{hands} hands in {seconds} s with %n job(s)</source>
        <translation>
            <numerusform>{hands} hands in {seconds} s with %n job</numerusform>
            <numerusform>{hands} hands in {seconds} s with %n jobs</numerusform>
        </translation>
    </message>
</context>
</TS>
