<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl">
<context>
    <name>HandHistory</name>
    <message>
        <source>no trumps</source>
        <translation>zonder troef</translation>
    </message>
    <message>
        <source>Round {round}: {contract}</source>
        <translation>Ronde {round}: {contract}</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>Ronde {number}</translation>
    </message>
    <message>
        <source>{title} (being played)</source>
        <translation>{title} (wordt gespeeld)</translation>
    </message>
    <message>
        <source>Trick {trick}: your {card} is the expert&apos;s card too — keeps your bid of {bid} at {pct}%</source>
        <translation>Slag {trick}: je {card} is ook de kaart van de expert – je bod van {bid} blijft op {pct}%</translation>
    </message>
    <message>
        <source>Partner call: your {card} is the expert&apos;s choice too — the contract is made {pct}% of the time</source>
        <translation>Partnerkaart: je {card} is ook de keuze van de expert – het contract wordt in {pct}% van de gevallen gehaald</translation>
    </message>
    <message>
        <source>Trick {trick}: your {card} is the expert&apos;s choice too — the contract is made {pct}% of the time</source>
        <translation>Slag {trick}: je {card} is ook de keuze van de expert – het contract wordt in {pct}% van de gevallen gehaald</translation>
    </message>
    <message>
        <source>Bid: the expert bids {bid} too — exact {pct}% of the time, {points} points expected</source>
        <translation>Bod: de expert biedt ook {bid} – precies gehaald in {pct}% van de gevallen, {points} punten verwacht</translation>
    </message>
    <message>
        <source>Bid: the expert bids {best} — exact {best_pct}%, {best_points} points expected; your {yours}: {pct}%, {points} points (costs {cost} ± {error})</source>
        <translation>Bod: de expert biedt {best} – precies {best_pct}%, {best_points} punten verwacht; jouw bod van {yours}: {pct}%, {points} punten (kost {cost} ± {error})</translation>
    </message>
    <message>
        <source>Trick {trick}: the expert plays {best} — keeps your bid of {bid} at {best_pct}%; your {card} made it {pct}% (costs {cost} ± {error} points)</source>
        <translation>Slag {trick}: de expert speelt {best} – je bod van {bid} blijft op {best_pct}%; met je {card} werd het {pct}% (kost {cost} ± {error} punten)</translation>
    </message>
    <message>
        <source>Partner call: the expert calls {best} — the contract is made {best_pct}%; your {card}: {pct}% (costs {cost} ± {error} points)</source>
        <translation>Partnerkaart: de expert vraagt {best} – contract gehaald in {best_pct}%; jouw {card}: {pct}% (kost {cost} ± {error} punten)</translation>
    </message>
    <message>
        <source>Trick {trick}: the expert plays {best} — the contract is made {best_pct}%; your {card}: {pct}% (costs {cost} ± {error} points)</source>
        <translation>Slag {trick}: de expert speelt {best} – contract gehaald in {best_pct}%; jouw {card}: {pct}% (kost {cost} ± {error} punten)</translation>
    </message>
    <message>
        <source>Bidding: the expert passes too — {points} points expected</source>
        <translation>Bieding: de expert past ook – {points} punten verwacht</translation>
    </message>
    <message>
        <source>Bidding: your {call} is the expert&apos;s bid too — the contract is made {pct}% of the time, {points} points expected</source>
        <translation>Bieding: je bod {call} is ook het bod van de expert – het contract wordt in {pct}% van de gevallen gehaald, {points} punten verwacht</translation>
    </message>
    <message>
        <source>Bidding: the expert bids {best} — the contract is made {best_pct}%, {best_points} points expected; your pass: {points} points (costs {cost} ± {error})</source>
        <translation>Bieding: de expert biedt {best} – contract gehaald in {best_pct}%, {best_points} punten verwacht; jouw pas: {points} punten (kost {cost} ± {error})</translation>
    </message>
    <message>
        <source>Bidding: the expert passes — {best_points} points expected; your {call}: made {pct}%, {points} points (costs {cost} ± {error})</source>
        <translation>Bieding: de expert past – {best_points} punten verwacht; jouw {call}: gehaald in {pct}%, {points} punten (kost {cost} ± {error})</translation>
    </message>
    <message>
        <source>Bidding: the expert bids {best} — the contract is made {best_pct}%; your {call}: {pct}% (costs {cost} ± {error} points)</source>
        <translation>Bieding: de expert biedt {best} – contract gehaald in {best_pct}%; jouw {call}: {pct}% (kost {cost} ± {error} punten)</translation>
    </message>
    <message>
        <source>pass: {points} ± {error} points</source>
        <translation>pas: {points} ± {error} punten</translation>
    </message>
    <message>
        <source>{what}: {points} ± {error} points, contract made {pct} ± {pct_error}%</source>
        <translation>{what}: {points} ± {error} punten, contract gehaald {pct} ± {pct_error}%</translation>
    </message>
    <message>
        <source>bid {n}: {points} ± {error} points, exact {pct} ± {pct_error}%</source>
        <translation>bod {n}: {points} ± {error} punten, precies {pct} ± {pct_error}%</translation>
    </message>
    <message>
        <source>{what}: {points} ± {error} points, exact {pct} ± {pct_error}%</source>
        <translation>{what}: {points} ± {error} punten, bod precies {pct} ± {pct_error}%</translation>
    </message>
    <message>
        <source>Hand history</source>
        <translation>Rondegeschiedenis</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Rondes</translation>
    </message>
    <message>
        <source>The hand at this point</source>
        <translation>De ronde op dit moment</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Delen</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Terug</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Verder ▶</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Einde</translation>
    </message>
    <message>
        <source>Review this hand</source>
        <translation>Deze ronde beoordelen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Voortgang van de beoordeling</translation>
    </message>
    <message>
        <source>The expert&apos;s opinions, costliest first</source>
        <translation>Het oordeel van de expert, de duurste eerst</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation>Opgeslagen spel openen…</translation>
    </message>
    <message>
        <source>Paste a hand…</source>
        <translation>Ronde plakken…</translation>
    </message>
    <message>
        <source>Copy hand as text</source>
        <translation>Ronde als tekst kopiëren</translation>
    </message>
    <message>
        <source>Save game as text…</source>
        <translation>Spel als tekst opslaan…</translation>
    </message>
    <message>
        <source>Save hand as game…</source>
        <translation>Ronde als spel opslaan…</translation>
    </message>
    <message>
        <source>No hand has been played yet. Open a saved game or paste a hand.</source>
        <translation>Er is nog geen ronde gespeeld. Open een opgeslagen spel of plak een ronde.</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Het delen</translation>
    </message>
    <message>
        <source>The bidding</source>
        <translation>De bieding</translation>
    </message>
    <message>
        <source>Trick {n} of {total}</source>
        <translation>Slag {n} van {total}</translation>
    </message>
    <message>
        <source>Turn {n} of {total}</source>
        <translation>Beurt {n} van {total}</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Plaats</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Bod</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Slagen</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kaarten</translation>
    </message>
    <message>
        <source>Contract: {level}{strain} by {name}</source>
        <translation>Contract: {level}{strain} door {name}</translation>
    </message>
    <message>
        <source>{name} wins: the highest trump</source>
        <translation>{name} wint: de hoogste troef</translation>
    </message>
    <message>
        <source>{name} wins: the highest card of the suit led</source>
        <translation>{name} wint: de hoogste kaart van de uitgekomen kleur</translation>
    </message>
    <message>
        <source>Your hand:</source>
        <translation>Je hand:</translation>
    </message>
    <message>
        <source>Cards held: {counts}</source>
        <translation>Kaarten in de hand: {counts}</translation>
    </message>
    <message>
        <source>{owner}&apos;s run:</source>
        <translation>Reeks van {owner}:</translation>
    </message>
    <message>
        <source>{owner}&apos;s set:</source>
        <translation>Groep van {owner}:</translation>
    </message>
    <message>
        <source>Discard pile:</source>
        <translation>Aflegstapel:</translation>
    </message>
    <message>
        <source>No hand to review.</source>
        <translation>Geen ronde om te beoordelen.</translation>
    </message>
    <message>
        <source>The expert reviews Devil&apos;s Bridge, German Bridge, Reverse Bridge and Floating Bridge hands.</source>
        <translation>De expert beoordeelt rondes van Devil&apos;s Bridge, German Bridge, Reverse Bridge en Floating Bridge.</translation>
    </message>
    <message>
        <source>No seat of yours in this game to review.</source>
        <translation>Je hebt in dit spel geen plaats om te beoordelen.</translation>
    </message>
    <message>
        <source>The review opens once the hand is over.</source>
        <translation>De beoordeling kan pas als de ronde voorbij is.</translation>
    </message>
    <message>
        <source>The expert is looking at your decisions…</source>
        <translation>De expert bekijkt je beslissingen…</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>Beoordeling geannuleerd.</translation>
    </message>
    <message>
        <source>Every bid and card of yours in this hand was forced.</source>
        <translation>Al je biedingen en kaarten in deze ronde waren gedwongen.</translation>
    </message>
    <message>
        <source>The hand is on the clipboard as text.</source>
        <translation>De ronde staat als tekst op het klembord.</translation>
    </message>
    <message>
        <source>Save the game as text</source>
        <translation>Spel als tekst opslaan</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>Tekst (*.txt)</translation>
    </message>
    <message>
        <source>Save the game up to this hand</source>
        <translation>Spel tot en met deze ronde opslaan</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Opgeslagen spellen (*.json)</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Opslaan lukt niet</translation>
    </message>
    <message>
        <source>Saved {name}.</source>
        <translation>{name} opgeslagen.</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Opgeslagen spel openen</translation>
    </message>
    <message>
        <source>Saved games (*.json);;All files (*)</source>
        <translation>Opgeslagen spellen (*.json);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Cannot open this file</source>
        <translation>Dit bestand kan niet worden geopend</translation>
    </message>
    <message>
        <source>Paste a hand</source>
        <translation>Ronde plakken</translation>
    </message>
    <message>
        <source>The hand as text</source>
        <translation>De ronde als tekst</translation>
    </message>
    <message>
        <source>Paste a hand copied from the hand history:</source>
        <translation>Plak een ronde die je uit de rondegeschiedenis hebt gekopieerd:</translation>
    </message>
    <message>
        <source>Cannot read this hand</source>
        <translation>Deze ronde kan niet worden gelezen</translation>
    </message>
    <message>
        <source>No hand history for an onlooker: the host keeps this game.</source>
        <translation>Geen rondegeschiedenis voor een toeschouwer: de host bewaart dit spel.</translation>
    </message>
    <message numerus="yes">
        <source>Not shown: %n round(s) ({numbers}), played at least in part before you came to the table; the host keeps them.</source>
        <translation>
            <numerusform>Niet getoond: %n ronde ({numbers}), die al (deels) gespeeld was voordat je aan tafel kwam; de host bewaart die.</numerusform>
            <numerusform>Niet getoond: %n rondes ({numbers}), die al (deels) gespeeld waren voordat je aan tafel kwam; de host bewaart ze.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not shown: %n hand(s) ({numbers}), played at least in part before you came to the table; the host keeps them.</source>
        <translation>
            <numerusform>Niet getoond: %n ronde ({numbers}), die al (deels) gespeeld was voordat je aan tafel kwam; de host bewaart die.</numerusform>
            <numerusform>Niet getoond: %n rondes ({numbers}), die al (deels) gespeeld waren voordat je aan tafel kwam; de host bewaart ze.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) of the unseen cards for each choice.</source>
        <translation>
            <numerusform>%n verdeling van de onbekende kaarten per keuze.</numerusform>
            <numerusform>%n verdelingen van de onbekende kaarten per keuze.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hand {number}: %n card(s), trump {trump}</source>
        <translation>
            <numerusform>Ronde {number}: %n kaart, troef {trump}</numerusform>
            <numerusform>Ronde {number}: %n kaarten, troef {trump}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The expert would have done better at %n decision(s) (by more than twice the sampling error); costliest first.</source>
        <translation>
            <numerusform>De expert had het bij %n beslissing beter gedaan (met meer dan twee keer de steekproeffout); de duurste eerst.</numerusform>
            <numerusform>De expert had het bij %n beslissingen beter gedaan (met meer dan twee keer de steekproeffout); de duurste eerst.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>hidden (%n card(s))</source>
        <translation>
            <numerusform>verborgen (%n kaart)</numerusform>
            <numerusform>verborgen (%n kaarten)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandText</name>
    <message>
        <source>{text} is not a card</source>
        <translation>{text} is geen kaart</translation>
    </message>
    <message>
        <source>the text has no [{key} ...] line: is it a hand copied from the hand history?</source>
        <translation>de tekst heeft geen regel [{key} ...]: is het een ronde die uit de rondegeschiedenis is gekopieerd?</translation>
    </message>
    <message>
        <source>the deal should list {names}</source>
        <translation>de verdeling moet {names} vermelden</translation>
    </message>
    <message>
        <source>line {number}: {reason}</source>
        <translation>regel {number}: {reason}</translation>
    </message>
    <message>
        <source>{tag}: {name} is not one of {names}</source>
        <translation>{tag}: {name} is niet een van {names}</translation>
    </message>
    <message>
        <source>{token} does not start with a seat ({names})</source>
        <translation>{token} begint niet met een plaats ({names})</translation>
    </message>
    <message>
        <source>{token} is not a bid, a pass or a call this format knows</source>
        <translation>{token} is geen bod, pas of aanroep die dit formaat kent</translation>
    </message>
</context>
</TS>
