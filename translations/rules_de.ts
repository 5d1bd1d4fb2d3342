<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>RulesDialog</name>
    <message>
        <source>The full rules are not written yet.</source>
        <translation>Die vollständigen Regeln sind noch nicht geschrieben.</translation>
    </message>
    <message>
        <source>At this table</source>
        <translation>An diesem Tisch</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Rules of {game}</source>
        <translation>Spielregeln: {game}</translation>
    </message>
</context>
</TS>
