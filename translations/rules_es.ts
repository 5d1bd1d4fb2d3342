<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>RulesDialog</name>
    <message>
        <source>The full rules are not written yet.</source>
        <translation>Las reglas completas aún no están escritas.</translation>
    </message>
    <message>
        <source>At this table</source>
        <translation>En esta mesa</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Juego:</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Rules of {game}</source>
        <translation>Reglas de {game}</translation>
    </message>
</context>
</TS>
