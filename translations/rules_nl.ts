<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl">
<context>
    <name>RulesDialog</name>
    <message>
        <source>The full rules are not written yet.</source>
        <translation>De volledige regels zijn nog niet geschreven.</translation>
    </message>
    <message>
        <source>At this table</source>
        <translation>Aan deze tafel</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spel:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <source>Rules of {game}</source>
        <translation>Spelregels: {game}</translation>
    </message>
</context>
</TS>
