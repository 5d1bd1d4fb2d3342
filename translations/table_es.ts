<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>BiddingBox</name>
    <message>
        <source>Bidding box</source>
        <translation>Panel de apuestas</translation>
    </message>
    <message>
        <source>You may act now</source>
        <translation>Te toca</translation>
    </message>
    <message>
        <source>Change your bid of {bid}? (allowed until the next bid is made)</source>
        <translation>¿Cambiar tu apuesta de {bid}? (se puede hasta la siguiente apuesta)</translation>
    </message>
    <message>
        <source>Bid {number}</source>
        <translation>Apostar {number}</translation>
    </message>
    <message>
        <source>As dealer you may not bid {number}: the bids would total {total}, the number of tricks (the hook)</source>
        <translation>Como repartidor no puedes apostar {number}: las apuestas sumarían {total}, tantas como bazas (el gancho)</translation>
    </message>
    <message>
        <source>{number} is your bid now</source>
        <translation>{number} es tu apuesta ahora</translation>
    </message>
    <message>
        <source>You cannot bid {number} now</source>
        <translation>Ahora no puedes apostar {number}</translation>
    </message>
    <message>
        <source>Your call — highest bid: {bid}</source>
        <translation>Te toca — declaración más alta: {bid}</translation>
    </message>
    <message>
        <source>Your call — no bid yet</source>
        <translation>Te toca — aún no hay declaración</translation>
    </message>
    <message>
        <source>Bid {bid}</source>
        <translation>Declarar {bid}</translation>
    </message>
    <message>
        <source>{bid} is not a legal bid now (at or below the highest bid)</source>
        <translation>{bid} no es una declaración válida ahora (no supera la más alta)</translation>
    </message>
    <message>
        <source>You cannot pass now</source>
        <translation>Ahora no puedes pasar</translation>
    </message>
    <message>
        <source>Call your partner: pick a card (its holder partners you; if you hold it, you play alone)</source>
        <translation>Llama a tu compañero: elige una carta (quien la tenga será tu compañero; si la tienes tú, juegas solo)</translation>
    </message>
    <message>
        <source>Call your partner: pick a card you do not hold (its holder partners you)</source>
        <translation>Llama a tu compañero: elige una carta que no tengas (quien la tenga será tu compañero)</translation>
    </message>
    <message>
        <source>Call the {card}</source>
        <translation>Pedir: {card}</translation>
    </message>
    <message>
        <source>Call the {card}: it is in your hand, so you play alone</source>
        <translation>Pedir: {card} — está en tu mano, así que juegas solo</translation>
    </message>
    <message>
        <source>The {card} is in your hand: call a card you do not hold</source>
        <translation>{card}: esta carta está en tu mano — pide una carta que no tengas</translation>
    </message>
    <message>
        <source>You cannot call the {card}</source>
        <translation>No puedes pedir: {card}</translation>
    </message>
    <message>
        <source>Wash</source>
        <translation>Repartir de nuevo</translation>
    </message>
    <message>
        <source>No wash</source>
        <translation>No repartir</translation>
    </message>
    <message numerus="yes">
        <source>Your hand counts %n point(s), more than {limit}: no wash for you</source>
        <translation>
            <numerusform>Tu mano suma %n punto, más de {limit}: no puedes pedir que se reparta de nuevo</numerusform>
            <numerusform>Tu mano suma %n puntos, más de {limit}: no puedes pedir que se reparta de nuevo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your bid: how many tricks will you take? (%n to play)</source>
        <translation>
            <numerusform>Tu apuesta: ¿cuántas bazas harás? (se juega %n baza)</numerusform>
            <numerusform>Tu apuesta: ¿cuántas bazas harás? (se juegan %n bazas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wash? Your hand counts %n point(s): with {limit} or fewer you may ask for a new deal</source>
        <translation>
            <numerusform>¿Repartir de nuevo? Tu mano suma %n punto: con {limit} o menos puedes pedir un nuevo reparto</numerusform>
            <numerusform>¿Repartir de nuevo? Tu mano suma %n puntos: con {limit} o menos puedes pedir un nuevo reparto</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Bids</name>
    <message>
        <source>Pass</source>
        <translation>Paso</translation>
    </message>
    <message numerus="yes">
        <source>%n no trump(s)</source>
        <translation>
            <numerusform>%n sin triunfo</numerusform>
            <numerusform>%n sin triunfo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n club(s)</source>
        <translation>
            <numerusform>%n trébol</numerusform>
            <numerusform>%n tréboles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n diamond(s)</source>
        <translation>
            <numerusform>%n diamante</numerusform>
            <numerusform>%n diamantes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n heart(s)</source>
        <translation>
            <numerusform>%n corazón</numerusform>
            <numerusform>%n corazones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n spade(s)</source>
        <translation>
            <numerusform>%n pica</numerusform>
            <numerusform>%n picas</numerusform>
        </translation>
    </message>
    <message>
        <source>NT</source>
        <translation>ST</translation>
    </message>
</context>
<context>
    <name>CardItem</name>
    <message>
        <source>Face-down card</source>
        <translation>Carta boca abajo</translation>
    </message>
    <message>
        <source>{card} (cannot be played now)</source>
        <translation>{card} (no se puede jugar ahora)</translation>
    </message>
</context>
<context>
    <name>DealerButton</name>
    <message>
        <source>D</source>
        <translation>R</translation>
    </message>
</context>
<context>
    <name>LastTrick</name>
    <message>
        <source>Last trick — won by {player}</source>
        <translation>Última baza — para {player}</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Última baza</translation>
    </message>
    <message>
        <source>{card}, played by {player}</source>
        <translation>{card}, jugada por {player}</translation>
    </message>
</context>
<context>
    <name>RummyBar</name>
    <message>
        <source>the discard</source>
        <translation>el descarte</translation>
    </message>
    <message>
        <source>The others may ask for {card} (May I?) before you draw</source>
        <translation>Los demás pueden pedir {card} (¿Puedo?) antes de que robes</translation>
    </message>
    <message>
        <source>May I? for {card}: the first to ask gets it</source>
        <translation>¿Puedo? por {card}: se la lleva quien la pida primero</translation>
    </message>
    <message>
        <source>May I? for {card}</source>
        <translation>¿Puedo? por {card}</translation>
    </message>
    <message>
        <source>May I? for {card}: {player} asked first</source>
        <translation>¿Puedo? por {card}: {player} la pidió primero</translation>
    </message>
    <message>
        <source>May I? for {card}: {player} is ahead of you</source>
        <translation>¿Puedo? por {card}: {player} va antes que tú</translation>
    </message>
    <message>
        <source>May I? for {card}: {players} are ahead of you</source>
        <translation>¿Puedo? por {card}: {players} van antes que tú</translation>
    </message>
    <message>
        <source>May I? for {card}: nobody is ahead of you</source>
        <translation>¿Puedo? por {card}: nadie va antes que tú</translation>
    </message>
    <message>
        <source>What you can do</source>
        <translation>Lo que puedes hacer</translation>
    </message>
    <message>
        <source>Arrange:</source>
        <translation>Ordenar:</translation>
    </message>
    <message>
        <source>Suit</source>
        <translation>Palo</translation>
    </message>
    <message>
        <source>Sort your hand by suit</source>
        <translation>Ordenar tu mano por palos</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Sort your hand by rank</source>
        <translation>Ordenar tu mano por valor</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>Combinaciones</translation>
    </message>
    <message>
        <source>Bring the cards that make the contract together (the meld finder&apos;s choice), then pairs</source>
        <translation>Juntar las cartas que forman el contrato (la elección del buscador de combinaciones) y luego las parejas</translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>Sugerir</translation>
    </message>
    <message>
        <source>Select the cards of a contract (or meld) you can lay down now</source>
        <translation>Seleccionar las cartas de un contrato (o combinación) que puedes bajar ahora</translation>
    </message>
    <message>
        <source>Meld</source>
        <translation>Bajar</translation>
    </message>
    <message>
        <source>Lay down the selected cards (Enter)</source>
        <translation>Bajar las cartas seleccionadas (Intro)</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Discard the selected card (or drag it onto the discard pile)</source>
        <translation>Descartar la carta seleccionada (o arrastrarla al descarte)</translation>
    </message>
    <message>
        <source>May I? (M)</source>
        <translation>¿Puedo? (M)</translation>
    </message>
    <message>
        <source>Ask for the top discard out of turn (you also take the penalty card)</source>
        <translation>Pedir la carta de arriba del descarte fuera de tu turno (también te llevas la carta de penalización)</translation>
    </message>
    <message>
        <source>No thanks (N)</source>
        <translation>No, gracias (N)</translation>
    </message>
    <message>
        <source>Let the discard go</source>
        <translation>Dejar pasar el descarte</translation>
    </message>
    <message>
        <source>Time left to ask May I?</source>
        <translation>Tiempo para pedir «¿Puedo?»</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>Your turn: draw — click the stock (S) or the discard pile (D), or drag a card from it onto your hand</source>
        <translation>Te toca: roba — haz clic en el mazo (S) o en el descarte (D), o arrastra una carta de allí a tu mano</translation>
    </message>
    <message>
        <source>drag cards onto melds that light up (L)</source>
        <translation>arrastra cartas a las combinaciones que se iluminan (L)</translation>
    </message>
    <message>
        <source>select your contract and press Meld</source>
        <translation>selecciona tu contrato y pulsa Bajar</translation>
    </message>
    <message>
        <source>select a new meld and press Meld</source>
        <translation>selecciona una combinación nueva y pulsa Bajar</translation>
    </message>
    <message>
        <source>drag a card out of another&apos;s meld to screw</source>
        <translation>arrastra una carta de la combinación de otro para un Screw Over</translation>
    </message>
    <message>
        <source>discard to end your turn</source>
        <translation>descarta para terminar tu turno</translation>
    </message>
    <message>
        <source>meld every card to go out</source>
        <translation>baja todas las cartas para cerrar</translation>
    </message>
    <message>
        <source>Your turn: {steps}</source>
        <translation>Te toca: {steps}</translation>
    </message>
    <message>
        <source>{player} to play · {contract}</source>
        <translation>Le toca a {player} · {contract}</translation>
    </message>
    <message>
        <source>The joker</source>
        <translation>El comodín</translation>
    </message>
    <message>
        <source>In {meld}, the joker stands for:</source>
        <translation>En {meld}, el comodín hace de:</translation>
    </message>
    <message>
        <source>Use the joker you reclaimed now: lay it off or meld it (marked in your hand)</source>
        <translation>Usa ahora el comodín que recuperaste: colócalo o bájalo (marcado en tu mano)</translation>
    </message>
    <message>
        <source>Use the {card} you took now: lay it off or meld it (marked in your hand)</source>
        <translation>Usa ahora el {card} que tomaste: colócalo o bájalo (marcado en tu mano)</translation>
    </message>
    <message>
        <source>Use the cards you took ({cards}) now: lay them off or meld them (marked in your hand)</source>
        <translation>Usa ahora las cartas que tomaste ({cards}): colócalas o bájalas (marcadas en tu mano)</translation>
    </message>
</context>
<context>
    <name>RummyHand</name>
    <message>
        <source>Select the cards to meld first (click them, shift-click, or drag a box round them)</source>
        <translation>Primero selecciona las cartas que vas a bajar (haz clic, Mayús-clic o arrastra un recuadro alrededor)</translation>
    </message>
    <message>
        <source>You have melded your contract: lay cards off on the melds (drag them there)</source>
        <translation>Ya bajaste tu contrato: coloca cartas en las combinaciones (arrástralas allí)</translation>
    </message>
    <message>
        <source>You have melded your contract: lay cards off on the melds (drag them there); new melds are not allowed at this table</source>
        <translation>Ya bajaste tu contrato: coloca cartas en las combinaciones (arrástralas allí); en esta mesa no se permiten combinaciones nuevas</translation>
    </message>
    <message>
        <source>You have melded your contract this round</source>
        <translation>Ya bajaste tu contrato en esta ronda</translation>
    </message>
    <message>
        <source>You can meld after you have drawn: click the stock or the discard pile first</source>
        <translation>Puedes bajar después de robar: primero haz clic en el mazo o en el descarte</translation>
    </message>
</context>
<context>
    <name>RummyInput</name>
    <message>
        <source>No meld can be made from your hand now</source>
        <translation>Ahora no puedes formar ninguna combinación con tu mano</translation>
    </message>
    <message>
        <source>Select the one card to discard</source>
        <translation>Selecciona una sola carta para descartar</translation>
    </message>
    <message>
        <source>You cannot take the discard now</source>
        <translation>Ahora no puedes tomar el descarte</translation>
    </message>
    <message>
        <source>You cannot take the {card} now</source>
        <translation>Ahora no puedes tomar {card}</translation>
    </message>
    <message>
        <source>You cannot take the {card}: the Screw Over is off at this table</source>
        <translation>No puedes tomar {card}: el Screw Over no se juega en esta mesa</translation>
    </message>
    <message>
        <source>Select the one card to move</source>
        <translation>Elige la carta que quieres mover</translation>
    </message>
    <message>
        <source>Select the one card to lay off</source>
        <translation>Elige la carta que quieres colocar</translation>
    </message>
    <message>
        <source>Round {round}: {contract}.</source>
        <translation>Ronda {round}: {contract}.</translation>
    </message>
    <message>
        <source>Your hand: {cards}.</source>
        <translation>Tu mano: {cards}.</translation>
    </message>
    <message>
        <source>Selected: {cards}.</source>
        <translation>Seleccionadas: {cards}.</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: {card}; %n card(s) in the stock.</source>
        <translation>
            <numerusform>Descarte: {card}; %n carta en el mazo.</numerusform>
            <numerusform>Descarte: {card}; %n cartas en el mazo.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RummyTable</name>
    <message>
        <source>Rummy table</source>
        <translation>Mesa de Carioca</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Mazo</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Descarte</translation>
    </message>
    <message>
        <source>You ({name})</source>
        <translation>Tú ({name})</translation>
    </message>
    <message>
        <source>must re-meld</source>
        <translation>debe volver a bajar</translation>
    </message>
    <message>
        <source>melded ✓</source>
        <translation>bajado ✓</translation>
    </message>
    <message>
        <source>asks May I?</source>
        <translation>pide: ¿Puedo?</translation>
    </message>
    <message>
        <source>person</source>
        <translation>humano</translation>
    </message>
    <message>
        <source>{level} bot</source>
        <translation>bot ({level})</translation>
    </message>
    <message>
        <source>the joker as {card}</source>
        <translation>el comodín como {card}</translation>
    </message>
    <message>
        <source>Run of {player}: {cards}</source>
        <translation>Escalera de {player}: {cards}</translation>
    </message>
    <message>
        <source>Group of {player}: {cards}</source>
        <translation>Grupo de {player}: {cards}</translation>
    </message>
    <message>
        <source>Joker standing for {card}</source>
        <translation>Comodín en lugar de: {card}</translation>
    </message>
    <message>
        <source>Round {round}/{rounds}: {contract}</source>
        <translation>Ronda {round}/{rounds}: {contract}</translation>
    </message>
    <message>
        <source>All at once: every card in runs, no discard</source>
        <translation>Todo a la vez: todas las cartas en escaleras, sin descarte</translation>
    </message>
    <message>
        <source>Runs of one suit may not touch</source>
        <translation>Las escaleras de un mismo palo no pueden tocarse</translation>
    </message>
    <message>
        <source>May I?: off</source>
        <translation>¿Puedo?: no</translation>
    </message>
    <message>
        <source>May I?: in turn order</source>
        <translation>¿Puedo?: por orden de turno</translation>
    </message>
    <message>
        <source>May I?: first come</source>
        <translation>¿Puedo?: quien pida primero</translation>
    </message>
    <message>
        <source>You must meld again: {contract}</source>
        <translation>Debes volver a bajar: {contract}</translation>
    </message>
    <message>
        <source>Round {round}: {player} went out</source>
        <translation>Ronda {round}: {player} ha cerrado</translation>
    </message>
    <message>
        <source>Round {round}: the piles ran out</source>
        <translation>Ronda {round}: se acabaron las cartas</translation>
    </message>
    <message>
        <source>Penalty points: {points}</source>
        <translation>Puntos de penalización: {points}</translation>
    </message>
    <message>
        <source>Totals in the score sheet (lowest leads).</source>
        <translation>Totales en la hoja de puntuación (gana el más bajo).</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pt(s)</source>
        <translation>
            <numerusform>%n pto</numerusform>
            <numerusform>%n ptos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deck(s)</source>
        <translation>
            <numerusform>%n baraja</numerusform>
            <numerusform>%n barajas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) each</source>
        <translation>
            <numerusform>%n carta por jugador</numerusform>
            <numerusform>%n cartas por jugador</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>penalty %n card(s)</source>
        <translation>
            <numerusform>penalización %n carta</numerusform>
            <numerusform>penalización %n cartas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RummyWords</name>
    <message>
        <source>{groups} + {runs}</source>
        <translation>{groups} + {runs}</translation>
    </message>
    <message>
        <source>no meld</source>
        <translation>ninguna combinación</translation>
    </message>
    <message numerus="yes">
        <source>%n group(s)</source>
        <translation>
            <numerusform>%n grupo</numerusform>
            <numerusform>%n grupos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n escalera</numerusform>
            <numerusform>%n escaleras</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Score chart</source>
        <translation>Gráfico de puntuación</translation>
    </message>
    <message>
        <source>Running totals. {totals}</source>
        <translation>Totales acumulados. {totals}</translation>
    </message>
    <message>
        <source>No round scored yet</source>
        <translation>Aún no se ha puntuado ninguna ronda</translation>
    </message>
    <message>
        <source>No hand scored yet</source>
        <translation>Aún no se ha puntuado ninguna mano</translation>
    </message>
    <message>
        <source>The chart fills in as rounds are scored</source>
        <translation>El gráfico se completa a medida que se puntúan las rondas</translation>
    </message>
    <message>
        <source>The chart fills in as hands are scored</source>
        <translation>El gráfico se completa a medida que se puntúan las manos</translation>
    </message>
    <message numerus="yes">
        <source>after %n round(s)</source>
        <translation>
            <numerusform>tras %n ronda</numerusform>
            <numerusform>tras %n rondas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>after %n hand(s)</source>
        <translation>
            <numerusform>tras %n mano</numerusform>
            <numerusform>tras %n manos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>bid</source>
        <translation>apuesta</translation>
    </message>
    <message>
        <source>won</source>
        <translation>bazas</translation>
    </message>
    <message>
        <source>pts</source>
        <translation>ptos</translation>
    </message>
    <message>
        <source>total</source>
        <translation>total</translation>
    </message>
    <message>
        <source>bid/won</source>
        <translation>apuesta/bazas</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>cartas</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>repartidor</translation>
    </message>
    <message>
        <source>trump</source>
        <translation>triunfo</translation>
    </message>
    <message>
        <source>contract</source>
        <translation>contrato</translation>
    </message>
    <message>
        <source>declarer</source>
        <translation>declarante</translation>
    </message>
    <message>
        <source>bidding side</source>
        <translation>bando declarante</translation>
    </message>
    <message>
        <source>takers tricks</source>
        <translation>bazas del bando declarante</translation>
    </message>
    <message>
        <source>partner</source>
        <translation>compañero</translation>
    </message>
    <message>
        <source>alone</source>
        <translation>solo</translation>
    </message>
    <message>
        <source>declarer side</source>
        <translation>bando del declarante</translation>
    </message>
    <message>
        <source>needed</source>
        <translation>necesarias</translation>
    </message>
    <message>
        <source>side tricks</source>
        <translation>bazas del bando</translation>
    </message>
    <message>
        <source>made</source>
        <translation>cumplido</translation>
    </message>
    <message>
        <source>round</source>
        <translation>ronda</translation>
    </message>
    <message>
        <source>went out</source>
        <translation>cerró</translation>
    </message>
    <message>
        <source>ended</source>
        <translation>final</translation>
    </message>
    <message>
        <source>out</source>
        <translation>cerrada</translation>
    </message>
    <message>
        <source>piles empty</source>
        <translation>sin cartas</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Side {number}</source>
        <translation>Bando {number}</translation>
    </message>
    <message>
        <source>{player}, round {number}: {values}</source>
        <translation>{player}, ronda {number}: {values}</translation>
    </message>
    <message>
        <source>{player}, hand {number}: {values}</source>
        <translation>{player}, mano {number}: {values}</translation>
    </message>
    <message>
        <source>{line} (leading)</source>
        <translation>{line} (va primero)</translation>
    </message>
</context>
<context>
    <name>ScoreboardDock</name>
    <message>
        <source>Scores</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Hoja de puntuación</translation>
    </message>
    <message>
        <source>No hand scored yet</source>
        <translation>Ninguna mano puntuada aún</translation>
    </message>
    <message>
        <source>Score summary</source>
        <translation>Resumen de la puntuación</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Detalles</translation>
    </message>
    <message>
        <source>Show bids, tricks and points as well as the running totals</source>
        <translation>Mostrar apuestas, bazas y puntos además de los totales</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exportar CSV…</translation>
    </message>
    <message>
        <source>Save the score sheet as a spreadsheet file</source>
        <translation>Guardar la hoja de puntuación como archivo de hoja de cálculo</translation>
    </message>
    <message>
        <source>{player} leads</source>
        <translation>{player} va primero</translation>
    </message>
    <message>
        <source>{players} lead</source>
        <translation>{players} van primeros</translation>
    </message>
    <message>
        <source>No round scored yet</source>
        <translation>Aún no se ha puntuado ninguna ronda</translation>
    </message>
    <message>
        <source>Export scores</source>
        <translation>Exportar la puntuación</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Error al exportar</translation>
    </message>
    <message>
        <source>Could not write {path}: {reason}.</source>
        <translation>No se pudo escribir {path}: {reason}.</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n ronda</numerusform>
            <numerusform>%n rondas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n mano</numerusform>
            <numerusform>%n manos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n round(s): {leaders}</source>
        <translation>
            <numerusform>Tras %n ronda: {leaders}</numerusform>
            <numerusform>Tras %n rondas: {leaders}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n hand(s): {leaders}</source>
        <translation>
            <numerusform>Tras %n mano: {leaders}</numerusform>
            <numerusform>Tras %n manos: {leaders}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScrewDialog</name>
    <message>
        <source>Screw Over</source>
        <translation>Screw Over</translation>
    </message>
    <message>
        <source>Take the {card} from the meld of {player} and give them:</source>
        <translation>Toma {card} de la combinación de {player} y dale:</translation>
    </message>
    <message>
        <source>Card to give</source>
        <translation>Carta que das</translation>
    </message>
    <message>
        <source>You must then use the {card} this turn.</source>
        <translation>Luego debes usar el {card} en este turno.</translation>
    </message>
    <message>
        <source>Screw</source>
        <translation>Screw Over</translation>
    </message>
    <message>
        <source>The meld of {player} falls below its minimum: they take the rest of it back.</source>
        <translation>La combinación de {player} queda por debajo del mínimo: {player} recupera el resto.</translation>
    </message>
    <message>
        <source>The meld of {player} breaks and their contract is lost: they must meld that part again.</source>
        <translation>La combinación de {player} se rompe y pierde su contrato: {player} debe volver a bajar esa parte.</translation>
    </message>
    <message>
        <source>The meld of {player} stays on the table.</source>
        <translation>La combinación de {player} sigue en la mesa.</translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message>
        <source>{name} ({who})</source>
        <translation>{name} ({who})</translation>
    </message>
    <message>
        <source>Contract {bid}</source>
        <translation>Contrato {bid}</translation>
    </message>
    <message>
        <source>Bid {number}</source>
        <translation>Apuesta {number}</translation>
    </message>
    <message>
        <source>Bid {bid}</source>
        <translation>Decl. {bid}</translation>
    </message>
    <message>
        <source>Won {count}</source>
        <translation>Bazas {count}</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Compañero</translation>
    </message>
    <message>
        <source>Declarer&apos;s partner</source>
        <translation>Compañero del declarante</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Bot · {level}</source>
        <translation>Bot · {level}</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>Mesa de juego</translation>
    </message>
    <message>
        <source>Click or press Space to continue</source>
        <translation>Haz clic o pulsa Espacio para seguir</translation>
    </message>
    <message>
        <source>{game} is not playable at the table yet</source>
        <translation>{game} aún no se puede jugar en esta mesa</translation>
    </message>
    <message>
        <source>This window plays the trick-taking games so far.</source>
        <translation>Por ahora esta ventana solo juega los juegos de bazas.</translation>
    </message>
    <message>
        <source>Choose another game with Game ▸ New Game (Ctrl+N).</source>
        <translation>Elige otro juego con Partida ▸ Nueva partida (Ctrl+N).</translation>
    </message>
    <message>
        <source>Selected: {card}.</source>
        <translation>Seleccionada: {card}.</translation>
    </message>
    <message>
        <source>Your hand: {cards}.</source>
        <translation>Tu mano: {cards}.</translation>
    </message>
    <message>
        <source>{player}: {card}</source>
        <translation>{player}: {card}</translation>
    </message>
    <message>
        <source>On the table: {cards}.</source>
        <translation>En la mesa: {cards}.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Te toca.</translation>
    </message>
    <message>
        <source>Waiting for {player}.</source>
        <translation>Esperando a {player}.</translation>
    </message>
    <message>
        <source>Bid {number}? Press Enter, or type the next digit</source>
        <translation>¿Apostar {number}? Pulsa Intro o escribe la siguiente cifra</translation>
    </message>
</context>
<context>
    <name>TrumpMarker</name>
    <message>
        <source>Turned card: {card}</source>
        <translation>Carta volteada: {card}</translation>
    </message>
    <message>
        <source>Partner card: {card}</source>
        <translation>Carta compañera: {card}</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Triunfo</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguno</translation>
    </message>
    <message>
        <source>Called</source>
        <translation>Pedida</translation>
    </message>
    <message>
        <source>Clubs are trumps</source>
        <translation>Triunfo: tréboles</translation>
    </message>
    <message>
        <source>Diamonds are trumps</source>
        <translation>Triunfo: diamantes</translation>
    </message>
    <message>
        <source>Hearts are trumps</source>
        <translation>Triunfo: corazones</translation>
    </message>
    <message>
        <source>Spades are trumps</source>
        <translation>Triunfo: picas</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>Sin triunfo</translation>
    </message>
</context>
</TS>
