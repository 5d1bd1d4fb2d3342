<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>RulesDialog</name>
    <message>
        <source>The full rules are not written yet.</source>
        <translation>Les règles complètes ne sont pas encore rédigées.</translation>
    </message>
    <message>
        <source>At this table</source>
        <translation>À cette table</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu :</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Rules of {game}</source>
        <translation>Règles du jeu : {game}</translation>
    </message>
</context>
</TS>
