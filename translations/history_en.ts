<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>HandHistory</name>
    <message numerus="yes">
        <source>Not shown: %n round(s) ({numbers}), played at least in part before you came to the table; the host keeps them.</source>
        <translation>
            <numerusform>Not shown: %n round ({numbers}), played at least in part before you came to the table; the host keeps it.</numerusform>
            <numerusform>Not shown: %n rounds ({numbers}), played at least in part before you came to the table; the host keeps them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not shown: %n hand(s) ({numbers}), played at least in part before you came to the table; the host keeps them.</source>
        <translation>
            <numerusform>Not shown: %n hand ({numbers}), played at least in part before you came to the table; the host keeps it.</numerusform>
            <numerusform>Not shown: %n hands ({numbers}), played at least in part before you came to the table; the host keeps them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) of the unseen cards for each choice.</source>
        <translation>
            <numerusform>%n deal of the unseen cards for each choice.</numerusform>
            <numerusform>%n deals of the unseen cards for each choice.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hand {number}: %n card(s), trump {trump}</source>
        <translation>
            <numerusform>Hand {number}: %n card, trump {trump}</numerusform>
            <numerusform>Hand {number}: %n cards, trump {trump}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The expert would have done better at %n decision(s) (by more than twice the sampling error); costliest first.</source>
        <translation>
            <numerusform>The expert would have done better at %n decision (by more than twice the sampling error); costliest first.</numerusform>
            <numerusform>The expert would have done better at %n decisions (by more than twice the sampling error); costliest first.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>hidden (%n card(s))</source>
        <translation>
            <numerusform>hidden (%n card)</numerusform>
            <numerusform>hidden (%n cards)</numerusform>
        </translation>
    </message>
</context>
</TS>
