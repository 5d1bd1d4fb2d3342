<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>HandHistory</name>
    <message>
        <source>no trumps</source>
        <translation>sin triunfo</translation>
    </message>
    <message>
        <source>Round {round}: {contract}</source>
        <translation>Ronda {round}: {contract}</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>Mano {number}</translation>
    </message>
    <message>
        <source>{title} (being played)</source>
        <translation>{title} (en juego)</translation>
    </message>
    <message>
        <source>Trick {trick}: your {card} is the expert&apos;s card too — keeps your bid of {bid} at {pct}%</source>
        <translation>Baza {trick}: tu {card} es también la carta del experto – tu apuesta de {bid} se queda en {pct} %</translation>
    </message>
    <message>
        <source>Partner call: your {card} is the expert&apos;s choice too — the contract is made {pct}% of the time</source>
        <translation>Carta compañera: tu {card} es también la elección del experto – el contrato se cumple el {pct} % de las veces</translation>
    </message>
    <message>
        <source>Trick {trick}: your {card} is the expert&apos;s choice too — the contract is made {pct}% of the time</source>
        <translation>Baza {trick}: tu {card} es también la elección del experto – el contrato se cumple el {pct} % de las veces</translation>
    </message>
    <message>
        <source>Bid: the expert bids {bid} too — exact {pct}% of the time, {points} points expected</source>
        <translation>Apuesta: el experto también apuesta {bid} – exacta el {pct} % de las veces, {points} puntos esperados</translation>
    </message>
    <message>
        <source>Bid: the expert bids {best} — exact {best_pct}%, {best_points} points expected; your {yours}: {pct}%, {points} points (costs {cost} ± {error})</source>
        <translation>Apuesta: el experto apuesta {best} – exacta {best_pct} %, {best_points} puntos esperados; tu apuesta de {yours}: {pct} %, {points} puntos (cuesta {cost} ± {error})</translation>
    </message>
    <message>
        <source>Trick {trick}: the expert plays {best} — keeps your bid of {bid} at {best_pct}%; your {card} made it {pct}% (costs {cost} ± {error} points)</source>
        <translation>Baza {trick}: el experto juega {best} – tu apuesta de {bid} se queda en {best_pct} %; tu {card} la dejó en {pct} % (cuesta {cost} ± {error} puntos)</translation>
    </message>
    <message>
        <source>Partner call: the expert calls {best} — the contract is made {best_pct}%; your {card}: {pct}% (costs {cost} ± {error} points)</source>
        <translation>Carta compañera: el experto pide {best} – contrato cumplido el {best_pct} %; tu {card}: {pct} % (cuesta {cost} ± {error} puntos)</translation>
    </message>
    <message>
        <source>Trick {trick}: the expert plays {best} — the contract is made {best_pct}%; your {card}: {pct}% (costs {cost} ± {error} points)</source>
        <translation>Baza {trick}: el experto juega {best} – contrato cumplido el {best_pct} %; tu {card}: {pct} % (cuesta {cost} ± {error} puntos)</translation>
    </message>
    <message>
        <source>Bidding: the expert passes too — {points} points expected</source>
        <translation>Subasta: el experto también pasa – {points} puntos esperados</translation>
    </message>
    <message>
        <source>Bidding: your {call} is the expert&apos;s bid too — the contract is made {pct}% of the time, {points} points expected</source>
        <translation>Subasta: tu declaración de {call} es también la del experto – el contrato se cumple el {pct} % de las veces, {points} puntos esperados</translation>
    </message>
    <message>
        <source>Bidding: the expert bids {best} — the contract is made {best_pct}%, {best_points} points expected; your pass: {points} points (costs {cost} ± {error})</source>
        <translation>Subasta: el experto declara {best} – contrato cumplido el {best_pct} %, {best_points} puntos esperados; tu paso: {points} puntos (cuesta {cost} ± {error})</translation>
    </message>
    <message>
        <source>Bidding: the expert passes — {best_points} points expected; your {call}: made {pct}%, {points} points (costs {cost} ± {error})</source>
        <translation>Subasta: el experto pasa – {best_points} puntos esperados; tu {call}: cumplido el {pct} %, {points} puntos (cuesta {cost} ± {error})</translation>
    </message>
    <message>
        <source>Bidding: the expert bids {best} — the contract is made {best_pct}%; your {call}: {pct}% (costs {cost} ± {error} points)</source>
        <translation>Subasta: el experto declara {best} – contrato cumplido el {best_pct} %; tu {call}: {pct} % (cuesta {cost} ± {error} puntos)</translation>
    </message>
    <message>
        <source>pass: {points} ± {error} points</source>
        <translation>paso: {points} ± {error} puntos</translation>
    </message>
    <message>
        <source>{what}: {points} ± {error} points, contract made {pct} ± {pct_error}%</source>
        <translation>{what}: {points} ± {error} puntos, contrato cumplido {pct} ± {pct_error} %</translation>
    </message>
    <message>
        <source>bid {n}: {points} ± {error} points, exact {pct} ± {pct_error}%</source>
        <translation>apuesta {n}: {points} ± {error} puntos, exacta {pct} ± {pct_error} %</translation>
    </message>
    <message>
        <source>{what}: {points} ± {error} points, exact {pct} ± {pct_error}%</source>
        <translation>{what}: {points} ± {error} puntos, apuesta exacta {pct} ± {pct_error} %</translation>
    </message>
    <message>
        <source>Hand history</source>
        <translation>Historial de manos</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Manos</translation>
    </message>
    <message>
        <source>The hand at this point</source>
        <translation>La mano en este momento</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Reparto</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Atrás</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Adelante ▶</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Final</translation>
    </message>
    <message>
        <source>Review this hand</source>
        <translation>Analizar esta mano</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Progreso del análisis</translation>
    </message>
    <message>
        <source>The expert&apos;s opinions, costliest first</source>
        <translation>La opinión del experto, lo más caro primero</translation>
    </message>
    <message>
        <source>Open a saved game…</source>
        <translation>Abrir una partida guardada…</translation>
    </message>
    <message>
        <source>Paste a hand…</source>
        <translation>Pegar una mano…</translation>
    </message>
    <message>
        <source>Copy hand as text</source>
        <translation>Copiar la mano como texto</translation>
    </message>
    <message>
        <source>Save game as text…</source>
        <translation>Guardar la partida como texto…</translation>
    </message>
    <message>
        <source>Save hand as game…</source>
        <translation>Guardar la mano como partida…</translation>
    </message>
    <message>
        <source>No hand has been played yet. Open a saved game or paste a hand.</source>
        <translation>Aún no se ha jugado ninguna mano. Abre una partida guardada o pega una mano.</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>El reparto</translation>
    </message>
    <message>
        <source>The bidding</source>
        <translation>La subasta</translation>
    </message>
    <message>
        <source>Trick {n} of {total}</source>
        <translation>Baza {n} de {total}</translation>
    </message>
    <message>
        <source>Turn {n} of {total}</source>
        <translation>Turno {n} de {total}</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Asiento</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Apuesta</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Bazas</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <source>Contract: {level}{strain} by {name}</source>
        <translation>Contrato: {level}{strain} de {name}</translation>
    </message>
    <message>
        <source>{name} wins: the highest trump</source>
        <translation>{name} gana: el triunfo más alto</translation>
    </message>
    <message>
        <source>{name} wins: the highest card of the suit led</source>
        <translation>{name} gana: la carta más alta del palo de salida</translation>
    </message>
    <message>
        <source>Your hand:</source>
        <translation>Tu mano:</translation>
    </message>
    <message>
        <source>Cards held: {counts}</source>
        <translation>Cartas en la mano: {counts}</translation>
    </message>
    <message>
        <source>{owner}&apos;s run:</source>
        <translation>Escalera de {owner}:</translation>
    </message>
    <message>
        <source>{owner}&apos;s set:</source>
        <translation>Trío de {owner}:</translation>
    </message>
    <message>
        <source>Discard pile:</source>
        <translation>Descarte:</translation>
    </message>
    <message>
        <source>No hand to review.</source>
        <translation>No hay ninguna mano que analizar.</translation>
    </message>
    <message>
        <source>The expert reviews Devil&apos;s Bridge, German Bridge, Reverse Bridge and Floating Bridge hands.</source>
        <translation>El experto analiza manos de Devil&apos;s Bridge, German Bridge, Reverse Bridge y Floating Bridge.</translation>
    </message>
    <message>
        <source>No seat of yours in this game to review.</source>
        <translation>No tienes ningún asiento en esta partida que analizar.</translation>
    </message>
    <message>
        <source>The review opens once the hand is over.</source>
        <translation>El análisis se puede hacer cuando termine la mano.</translation>
    </message>
    <message>
        <source>The expert is looking at your decisions…</source>
        <translation>El experto está revisando tus decisiones…</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>Análisis cancelado.</translation>
    </message>
    <message>
        <source>Every bid and card of yours in this hand was forced.</source>
        <translation>Todas tus apuestas y cartas de esta mano eran forzadas.</translation>
    </message>
    <message>
        <source>The hand is on the clipboard as text.</source>
        <translation>La mano está en el portapapeles como texto.</translation>
    </message>
    <message>
        <source>Save the game as text</source>
        <translation>Guardar la partida como texto</translation>
    </message>
    <message>
        <source>Text (*.txt)</source>
        <translation>Texto (*.txt)</translation>
    </message>
    <message>
        <source>Save the game up to this hand</source>
        <translation>Guardar la partida hasta esta mano</translation>
    </message>
    <message>
        <source>Saved games (*.json)</source>
        <translation>Partidas guardadas (*.json)</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>No se puede guardar</translation>
    </message>
    <message>
        <source>Saved {name}.</source>
        <translation>{name} guardado.</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Abrir una partida guardada</translation>
    </message>
    <message>
        <source>Saved games (*.json);;All files (*)</source>
        <translation>Partidas guardadas (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Cannot open this file</source>
        <translation>No se puede abrir este archivo</translation>
    </message>
    <message>
        <source>Paste a hand</source>
        <translation>Pegar una mano</translation>
    </message>
    <message>
        <source>The hand as text</source>
        <translation>La mano como texto</translation>
    </message>
    <message>
        <source>Paste a hand copied from the hand history:</source>
        <translation>Pega una mano copiada del historial de manos:</translation>
    </message>
    <message>
        <source>Cannot read this hand</source>
        <translation>No se puede leer esta mano</translation>
    </message>
    <message>
        <source>No hand history for an onlooker: the host keeps this game.</source>
        <translation>No hay historial de manos para un espectador: el anfitrión guarda la partida.</translation>
    </message>
    <message numerus="yes">
        <source>Not shown: %n round(s) ({numbers}), played at least in part before you came to the table; the host keeps them.</source>
        <translation>
            <numerusform>No se muestra: %n ronda ({numbers}), jugada al menos en parte antes de que llegaras a la mesa; la guarda el anfitrión.</numerusform>
            <numerusform>No se muestran: %n rondas ({numbers}), jugadas al menos en parte antes de que llegaras a la mesa; las guarda el anfitrión.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not shown: %n hand(s) ({numbers}), played at least in part before you came to the table; the host keeps them.</source>
        <translation>
            <numerusform>No se muestra: %n mano ({numbers}), jugada al menos en parte antes de que llegaras a la mesa; la guarda el anfitrión.</numerusform>
            <numerusform>No se muestran: %n manos ({numbers}), jugadas al menos en parte antes de que llegaras a la mesa; las guarda el anfitrión.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deal(s) of the unseen cards for each choice.</source>
        <translation>
            <numerusform>%n reparto de las cartas desconocidas por opción.</numerusform>
            <numerusform>%n repartos de las cartas desconocidas por opción.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hand {number}: %n card(s), trump {trump}</source>
        <translation>
            <numerusform>Mano {number}: %n carta, triunfo {trump}</numerusform>
            <numerusform>Mano {number}: %n cartas, triunfo {trump}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The expert would have done better at %n decision(s) (by more than twice the sampling error); costliest first.</source>
        <translation>
            <numerusform>El experto lo habría hecho mejor en %n decisión (por más del doble del error de muestreo); las más caras primero.</numerusform>
            <numerusform>El experto lo habría hecho mejor en %n decisiones (por más del doble del error de muestreo); las más caras primero.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>hidden (%n card(s))</source>
        <translation>
            <numerusform>ocultas (%n carta)</numerusform>
            <numerusform>ocultas (%n cartas)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandText</name>
    <message>
        <source>{text} is not a card</source>
        <translation>{text} no es una carta</translation>
    </message>
    <message>
        <source>the text has no [{key} ...] line: is it a hand copied from the hand history?</source>
        <translation>el texto no tiene la línea [{key} ...]: ¿es una mano copiada del historial de manos?</translation>
    </message>
    <message>
        <source>the deal should list {names}</source>
        <translation>el reparto debería indicar {names}</translation>
    </message>
    <message>
        <source>line {number}: {reason}</source>
        <translation>línea {number}: {reason}</translation>
    </message>
    <message>
        <source>{tag}: {name} is not one of {names}</source>
        <translation>{tag}: {name} no es ninguno de {names}</translation>
    </message>
    <message>
        <source>{token} does not start with a seat ({names})</source>
        <translation>{token} no empieza por un asiento ({names})</translation>
    </message>
    <message>
        <source>{token} is not a bid, a pass or a call this format knows</source>
        <translation>{token} no es una declaración, un paso ni una llamada que este formato conozca</translation>
    </message>
</context>
</TS>
