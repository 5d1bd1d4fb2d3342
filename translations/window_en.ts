<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n second</numerusform>
            <numerusform>%n seconds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This version has no such bot for seat(s) {seats}: a bot of level {level} plays there instead</source>
        <translation>
            <numerusform>This version has no such bot for seat {seats}: a bot of level {level} plays there instead</numerusform>
            <numerusform>This version has no such bots for seats {seats}: a bot of level {level} plays there instead</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeatNamesDialog</name>
    <message numerus="yes">
        <source>{name}… is too long: at most %n letter(s)</source>
        <translation>
            <numerusform>{name}… is too long: at most %n letter</numerusform>
            <numerusform>{name}… is too long: at most %n letters</numerusform>
        </translation>
    </message>
</context>
</TS>
