<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>HandHistory</name>
    <message>
        <source>no trumps</source>
        <translation>ohne Trumpf</translation>
    </message>
    <message>
        <source>Round {round}: {contract}</source>
        <translation>Runde {round}: {contract}</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>Runde {number}</translation>
    </message>
    <message>
        <source>{title} (being played)</source>
        <translation>{title} (läuft noch)</translation>
    </message>
    <message>
        <source>Trick {trick}: your {card} is the expert&apos;s card too — keeps your bid of {bid} at {pct}%</source>
        <translation>Stich {trick}: Deine Karte {card} spielt auch der Experte – deine Ansage {bid} bleibt bei {pct} %</translation>
    </message>
    <message>
        <source>Partner call: your {card} is the expert&apos;s choice too — the contract is made {pct}% of the time</source>
        <translation>Partnerkarte: Deine Karte {card} wählt auch der Experte – der Kontrakt wird in {pct} % der Fälle erfüllt</translation>
    </message>
    <message>
        <source>Trick {trick}: your {card} is the expert&apos;s choice too — the contract is made {pct}% of the time</source>
        <translation>Stich {trick}: Deine Karte {card} wählt auch der Experte – der Kontrakt wird in {pct} % der Fälle erfüllt</translation>
    </message>
    <message>
        <source>Bid: the expert bids {bid} too — exact {pct}% of the time, {points} points expected</source>
        <translation>Ansage: Der Experte sagt auch {bid} an – genau getroffen in {pct} % der Fälle, {points} Punkte erwartet</translation>
    </message>
    <message>
        <source>Bid: the expert bids {best} — exact {best_pct}%, {best_points} points expected; your {yours}: {pct}%, {points} points (costs {cost} ± {error})</source>
        <translation>Ansage: Der Experte sagt {best} an – genau {best_pct} %, {best_points} Punkte erwartet; deine Ansage {yours}: {pct} %, {points} Punkte (kostet {cost} ± {error})</translation>
    </message>
    <message>
        <source>Trick {trick}: the expert plays {best} — keeps your bid of {bid} at {best_pct}%; your {card} made it {pct}% (costs {cost} ± {error} points)</source>
        <translation>Stich {trick}: Der Experte spielt {best} – deine Ansage {bid} bleibt bei {best_pct} %; mit deiner Karte {card} waren es {pct} % (kostet {cost} ± {error} Punkte)</translation>
    </message>
    <message>
        <source>Partner call: the expert calls {best} — the contract is made {best_pct}%; your {card}: {pct}% (costs {cost} ± {error} points)</source>
        <translation>Partnerkarte: Der Experte ruft {best} – Kontrakt erfüllt zu {best_pct} %; deine Karte {card}: {pct} % (kostet {cost} ± {error} Punkte)</translation>
    </message>
    <message>
        <source>Trick {trick}: the expert plays {best} — the contract is made {best_pct}%; your {card}: {pct}% (costs {cost} ± {error} points)</source>
        <translation>Stich {trick}: Der Experte spielt {best} – Kontrakt erfüllt zu {best_pct} %; deine Karte {card}: {pct} % (kostet {cost} ± {error} Punkte)</translation>
    </message>
    <message>
        <source>Bidding: the expert passes too — {points} points expected</source>
        <translation>Reizung: Auch der Experte passt – {points} Punkte erwartet</translation>
    </message>
    <message>
        <source>Bidding: your {call} is the expert&apos;s bid too — the contract is made {pct}% of the time, {points} points expected</source>
        <translation>Reizung: Dein Gebot {call} gibt auch der Experte ab – der Kontrakt wird in {pct} % der Fälle erfüllt, {points} Punkte erwartet</translation>
    </message>
    <message>
        <source>Bidding: the expert bids {best} — the contract is made {best_pct}%, {best_points} points expected; your pass: {points} points (costs {cost} ± {error})</source>
        <translation>Reizung: Der Experte bietet {best} – Kontrakt erfüllt zu {best_pct} %, {best_points} Punkte erwartet; dein Passen: {points} Punkte (kostet {cost} ± {error})</translation>
    </message>
    <message>
        <source>Bidding: the expert passes — {best_points} points expected; your {call}: made {pct}%, {points} points (costs {cost} ± {error})</source>
        <translation>Reizung: Der Experte passt – {best_points} Punkte erwartet; dein Gebot {call}: erfüllt zu {pct} %, {points} Punkte (kostet {cost} ± {error})</translation>
    </message>
    <message>
        <source>Bidding: the expert bids {best} — the contract is made {best_pct}%; your {call}: {pct}% (costs {cost} ± {error} points)</source>
        <translation>Reizung: Der Experte bietet {best} – Kontrakt erfüllt zu {best_pct} %; dein Gebot {call}: {pct} % (kostet {cost} ± {error} Punkte)</translation>
    </message>
    <message>
        <source>pass: {points} ± {error} points</source>
        <translation>Passen: {points} ± {error} Punkte</translation>
    </message>
    <message>
        <source>{what}: {points} ± {error} points, contract made {pct} ± {pct_error}%</source>
        <translation>{what}: {points} ± {error} Punkte, Kontrakt erfüllt {pct} ± {pct_error} %</translation>
    </message>
    <message>
        <source>bid {n}: {points} ± {error} points, exact {pct} ± {pct_error}%</source>
        <translation>Ansage {n}: {points} ± {error} Punkte, genau {pct} ± {pct_error} %</translation>
    </message>
    <message>
        <source>{what}: {points} ± {error} points, exact {pct} ± {pct_error}%</source>
        <translation>{what}: {points} ± {error} Punkte, Ansage genau {pct} ± {pct_error} %</translation>
    </message>
    <message>
        <source>Hand history</source>
        <translation>Rundenverlauf</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>The hand at this point</source>
        <translation>Die Runde an dieser Stelle</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Verteilung</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Zurück</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Weiter ▶</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>Review this hand</source>
        <translation>Diese Runde bewerten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Fortschritt der Bewertung</translation>
    </message>
    <message>
        <source>The expert&apos;s opinions, costliest first</source>
        <translation>Die Meinung des Experten, die teuersten Fehler zuerst</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation>Gespeichertes Spiel öffnen…</translation>
    </message>
    <message>
        <source>Paste a hand…</source>
        <translation>Runde einfügen…</translation>
    </message>
    <message>
        <source>Copy hand as text</source>
        <translation>Runde als Text kopieren</translation>
    </message>
    <message>
        <source>Save game as text…</source>
        <translation>Spiel als Text speichern…</translation>
    </message>
    <message>
        <source>Save hand as game…</source>
        <translation>Runde als Spiel speichern…</translation>
    </message>
    <message>
        <source>No hand has been played yet. Open a saved game or paste a hand.</source>
        <translation>Es wurde noch keine Runde gespielt. Öffne ein gespeichertes Spiel oder füge eine Runde ein.</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Die Verteilung</translation>
    </message>
    <message>
        <source>The bidding</source>
        <translation>Die Reizung</translation>
    </message>
    <message>
        <source>Trick {n} of {total}</source>
        <translation>Stich {n} von {total}</translation>
    </message>
    <message>
        <source>Turn {n} of {total}</source>
        <translation>Zug {n} von {total}</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Ansage</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Stiche</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Contract: {level}{strain} by {name}</source>
        <translation>Kontrakt: {level}{strain} von {name}</translation>
    </message>
    <message>
        <source>{name} wins: the highest trump</source>
        <translation>{name} gewinnt: der höchste Trumpf</translation>
    </message>
    <message>
        <source>{name} wins: the highest card of the suit led</source>
        <translation>{name} gewinnt: die höchste Karte der ausgespielten Farbe</translation>
    </message>
    <message>
        <source>Your hand:</source>
        <translation>Deine Hand:</translation>
    </message>
    <message>
        <source>Cards held: {counts}</source>
        <translation>Karten auf der Hand: {counts}</translation>
    </message>
    <message>
        <source>{owner}&apos;s run:</source>
        <translation>Folge von {owner}:</translation>
    </message>
    <message>
        <source>{owner}&apos;s set:</source>
        <translation>Satz von {owner}:</translation>
    </message>
    <message>
        <source>Discard pile:</source>
        <translation>Ablagestapel:</translation>
    </message>
    <message>
        <source>No hand to review.</source>
        <translation>Keine Runde zum Bewerten.</translation>
    </message>
    <message>
        <source>The expert reviews Devil&apos;s Bridge, German Bridge, Reverse Bridge and Floating Bridge hands.</source>
        <translation>Der Experte bewertet Runden von Devil&apos;s Bridge, German Bridge, Reverse Bridge und Floating Bridge.</translation>
    </message>
    <message>
        <source>No seat of yours in this game to review.</source>
        <translation>In diesem Spiel hast du keinen Platz, den man bewerten könnte.</translation>
    </message>
    <message>
        <source>The review opens once the hand is over.</source>
        <translation>Die Bewertung ist möglich, sobald die Runde vorbei ist.</translation>
    </message>
    <message>
        <source>The expert is looking at your decisions…</source>
        <translation>Der Experte sieht sich deine Entscheidungen an…</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>Bewertung abgebrochen.</translation>
    </message>
    <message>
        <source>Every bid and card of yours in this hand was forced.</source>
        <translation>Jede deiner Ansagen und Karten war in dieser Runde erzwungen.</translation>
    </message>
    <message>
        <source>The hand is on the clipboard as text.</source>
        <translation>Die Runde liegt als Text in der Zwischenablage.</translation>
    </message>
    <message>
        <source>Save the game as text</source>
        <translation>Spiel als Text speichern</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>Text (*.txt)</translation>
    </message>
    <message>
        <source>Save the game up to this hand</source>
        <translation>Spiel bis zu dieser Runde speichern</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Gespeicherte Spiele (*.json)</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <source>Saved {name}.</source>
        <translation>{name} gespeichert.</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <source>Saved games (*.json);;All files (*)</source>
        <translation>Gespeicherte Spiele (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Cannot open this file</source>
        <translation>Diese Datei lässt sich nicht öffnen</translation>
    </message>
    <message>
        <source>Paste a hand</source>
        <translation>Runde einfügen</translation>
    </message>
    <message>
        <source>The hand as text</source>
        <translation>Die Runde als Text</translation>
    </message>
    <message>
        <source>Paste a hand copied from the hand history:</source>
        <translation>Füge eine Runde ein, die du aus dem Rundenverlauf kopiert hast:</translation>
    </message>
    <message>
        <source>Cannot read this hand</source>
        <translation>Diese Runde lässt sich nicht lesen</translation>
    </message>
    <message>
        <source>No hand history for an onlooker: the host keeps this game.</source>
        <translation>Kein Rundenverlauf für Zuschauer: Das Spiel liegt beim Gastgeber.</translation>
    </message>
    <message numerus="yes">
        <source>Not shown: %n round(s) ({numbers}), played at least in part before you came to the table; the host keeps them.</source>
        <translation>
            <numerusform>Nicht gezeigt: %n Runde ({numbers}), die zumindest teilweise gespielt wurde, bevor du an den Tisch kamst; sie liegt beim Gastgeber.</numerusform>
            <numerusform>Nicht gezeigt: %n Runden ({numbers}), die zumindest teilweise gespielt wurden, bevor du an den Tisch kamst; sie liegen beim Gastgeber.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not shown: %n hand(s) ({numbers}), played at least in part before you came to the table; the host keeps them.</source>
        <translation>
            <numerusform>Nicht gezeigt: %n Runde ({numbers}), die zumindest teilweise gespielt wurde, bevor du an den Tisch kamst; sie liegt beim Gastgeber.</numerusform>
            <numerusform>Nicht gezeigt: %n Runden ({numbers}), die zumindest teilweise gespielt wurden, bevor du an den Tisch kamst; sie liegen beim Gastgeber.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) of the unseen cards for each choice.</source>
        <translation>
            <numerusform>%n Verteilung der unbekannten Karten je Möglichkeit.</numerusform>
            <numerusform>%n Verteilungen der unbekannten Karten je Möglichkeit.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hand {number}: %n card(s), trump {trump}</source>
        <translation>
            <numerusform>Runde {number}: %n Karte, Trumpf {trump}</numerusform>
            <numerusform>Runde {number}: %n Karten, Trumpf {trump}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The expert would have done better at %n decision(s) (by more than twice the sampling error); costliest first.</source>
        <translation>
            <numerusform>Der Experte hätte bei %n Entscheidung besser gespielt (um mehr als den doppelten Stichprobenfehler); die teuersten zuerst.</numerusform>
            <numerusform>Der Experte hätte bei %n Entscheidungen besser gespielt (um mehr als den doppelten Stichprobenfehler); die teuersten zuerst.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>hidden (%n card(s))</source>
        <translation>
            <numerusform>verdeckt (%n Karte)</numerusform>
            <numerusform>verdeckt (%n Karten)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandText</name>
    <message>
        <source>{text} is not a card</source>
        <translation>{text} ist keine Karte</translation>
    </message>
    <message>
        <source>the text has no [{key} ...] line: is it a hand copied from the hand history?</source>
        <translation>im Text fehlt die Zeile [{key} ...]: Ist es eine Runde, die aus dem Rundenverlauf kopiert wurde?</translation>
    </message>
    <message>
        <source>the deal should list {names}</source>
        <translation>die Verteilung sollte {names} aufführen</translation>
    </message>
    <message>
        <source>line {number}: {reason}</source>
        <translation>Zeile {number}: {reason}</translation>
    </message>
    <message>
        <source>{tag}: {name} is not one of {names}</source>
        <translation>{tag}: {name} ist keiner von {names}</translation>
    </message>
    <message>
        <source>{token} does not start with a seat ({names})</source>
        <translation>{token} beginnt nicht mit einem Platz ({names})</translation>
    </message>
    <message>
        <source>{token} is not a bid, a pass or a call this format knows</source>
        <translation>{token} ist kein Gebot, kein Passen und keine Ansage, die dieses Format kennt</translation>
    </message>
</context>
</TS>
