<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>Games</name>
    <message>
        <source>Devil&apos;s Bridge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>German Bridge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reverse Bridge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Floating Bridge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contract Rummy</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>South</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>West</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>North</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>East</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
