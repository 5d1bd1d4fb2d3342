<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>BotLevels</name>
    <message>
        <source>random</source>
        <translation>aleatorio</translation>
    </message>
    <message>
        <source>casual</source>
        <translation>intermedio</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>experto</translation>
    </message>
</context>
<context>
    <name>CardNames</name>
    <message>
        <source>Two of clubs</source>
        <translation>Dos de tréboles</translation>
    </message>
    <message>
        <source>Three of clubs</source>
        <translation>Tres de tréboles</translation>
    </message>
    <message>
        <source>Four of clubs</source>
        <translation>Cuatro de tréboles</translation>
    </message>
    <message>
        <source>Five of clubs</source>
        <translation>Cinco de tréboles</translation>
    </message>
    <message>
        <source>Six of clubs</source>
        <translation>Seis de tréboles</translation>
    </message>
    <message>
        <source>Seven of clubs</source>
        <translation>Siete de tréboles</translation>
    </message>
    <message>
        <source>Eight of clubs</source>
        <translation>Ocho de tréboles</translation>
    </message>
    <message>
        <source>Nine of clubs</source>
        <translation>Nueve de tréboles</translation>
    </message>
    <message>
        <source>Ten of clubs</source>
        <translation>Diez de tréboles</translation>
    </message>
    <message>
        <source>Jack of clubs</source>
        <translation>Jota de tréboles</translation>
    </message>
    <message>
        <source>Queen of clubs</source>
        <translation>Reina de tréboles</translation>
    </message>
    <message>
        <source>King of clubs</source>
        <translation>Rey de tréboles</translation>
    </message>
    <message>
        <source>Ace of clubs</source>
        <translation>As de tréboles</translation>
    </message>
    <message>
        <source>Two of diamonds</source>
        <translation>Dos de diamantes</translation>
    </message>
    <message>
        <source>Three of diamonds</source>
        <translation>Tres de diamantes</translation>
    </message>
    <message>
        <source>Four of diamonds</source>
        <translation>Cuatro de diamantes</translation>
    </message>
    <message>
        <source>Five of diamonds</source>
        <translation>Cinco de diamantes</translation>
    </message>
    <message>
        <source>Six of diamonds</source>
        <translation>Seis de diamantes</translation>
    </message>
    <message>
        <source>Seven of diamonds</source>
        <translation>Siete de diamantes</translation>
    </message>
    <message>
        <source>Eight of diamonds</source>
        <translation>Ocho de diamantes</translation>
    </message>
    <message>
        <source>Nine of diamonds</source>
        <translation>Nueve de diamantes</translation>
    </message>
    <message>
        <source>Ten of diamonds</source>
        <translation>Diez de diamantes</translation>
    </message>
    <message>
        <source>Jack of diamonds</source>
        <translation>Jota de diamantes</translation>
    </message>
    <message>
        <source>Queen of diamonds</source>
        <translation>Reina de diamantes</translation>
    </message>
    <message>
        <source>King of diamonds</source>
        <translation>Rey de diamantes</translation>
    </message>
    <message>
        <source>Ace of diamonds</source>
        <translation>As de diamantes</translation>
    </message>
    <message>
        <source>Two of hearts</source>
        <translation>Dos de corazones</translation>
    </message>
    <message>
        <source>Three of hearts</source>
        <translation>Tres de corazones</translation>
    </message>
    <message>
        <source>Four of hearts</source>
        <translation>Cuatro de corazones</translation>
    </message>
    <message>
        <source>Five of hearts</source>
        <translation>Cinco de corazones</translation>
    </message>
    <message>
        <source>Six of hearts</source>
        <translation>Seis de corazones</translation>
    </message>
    <message>
        <source>Seven of hearts</source>
        <translation>Siete de corazones</translation>
    </message>
    <message>
        <source>Eight of hearts</source>
        <translation>Ocho de corazones</translation>
    </message>
    <message>
        <source>Nine of hearts</source>
        <translation>Nueve de corazones</translation>
    </message>
    <message>
        <source>Ten of hearts</source>
        <translation>Diez de corazones</translation>
    </message>
    <message>
        <source>Jack of hearts</source>
        <translation>Jota de corazones</translation>
    </message>
    <message>
        <source>Queen of hearts</source>
        <translation>Reina de corazones</translation>
    </message>
    <message>
        <source>King of hearts</source>
        <translation>Rey de corazones</translation>
    </message>
    <message>
        <source>Ace of hearts</source>
        <translation>As de corazones</translation>
    </message>
    <message>
        <source>Two of spades</source>
        <translation>Dos de picas</translation>
    </message>
    <message>
        <source>Three of spades</source>
        <translation>Tres de picas</translation>
    </message>
    <message>
        <source>Four of spades</source>
        <translation>Cuatro de picas</translation>
    </message>
    <message>
        <source>Five of spades</source>
        <translation>Cinco de picas</translation>
    </message>
    <message>
        <source>Six of spades</source>
        <translation>Seis de picas</translation>
    </message>
    <message>
        <source>Seven of spades</source>
        <translation>Siete de picas</translation>
    </message>
    <message>
        <source>Eight of spades</source>
        <translation>Ocho de picas</translation>
    </message>
    <message>
        <source>Nine of spades</source>
        <translation>Nueve de picas</translation>
    </message>
    <message>
        <source>Ten of spades</source>
        <translation>Diez de picas</translation>
    </message>
    <message>
        <source>Jack of spades</source>
        <translation>Jota de picas</translation>
    </message>
    <message>
        <source>Queen of spades</source>
        <translation>Reina de picas</translation>
    </message>
    <message>
        <source>King of spades</source>
        <translation>Rey de picas</translation>
    </message>
    <message>
        <source>Ace of spades</source>
        <translation>As de picas</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Comodín</translation>
    </message>
</context>
<context>
    <name>CardWords</name>
    <message>
        <source>clubs</source>
        <translation>tréboles</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamantes</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>corazones</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picas</translation>
    </message>
    <message>
        <source>no trumps</source>
        <translation>sin triunfo</translation>
    </message>
    <message>
        <source>twos</source>
        <translation>doses</translation>
    </message>
    <message>
        <source>threes</source>
        <translation>treses</translation>
    </message>
    <message>
        <source>fours</source>
        <translation>cuatros</translation>
    </message>
    <message>
        <source>fives</source>
        <translation>cincos</translation>
    </message>
    <message>
        <source>sixes</source>
        <translation>seises</translation>
    </message>
    <message>
        <source>sevens</source>
        <translation>sietes</translation>
    </message>
    <message>
        <source>eights</source>
        <translation>ochos</translation>
    </message>
    <message>
        <source>nines</source>
        <translation>nueves</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>dieces</translation>
    </message>
    <message>
        <source>jacks</source>
        <translation>jotas</translation>
    </message>
    <message>
        <source>queens</source>
        <translation>reinas</translation>
    </message>
    <message>
        <source>kings</source>
        <translation>reyes</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>ases</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Comodín</translation>
    </message>
    <message>
        <source>NT</source>
        <translation>ST</translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>The {level} bot in seat {seat} chose an illegal action {action}: {reason}</source>
        <translation>El bot «{level}» del asiento {seat} eligió una acción no permitida {action}: {reason}</translation>
    </message>
    <message>
        <source>The {level} bot in seat {seat} failed: {reason}</source>
        <translation>El bot «{level}» del asiento {seat} ha fallado: {reason}</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>Someone</source>
        <translation>Alguien</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Asiento {number}</translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n baza</numerusform>
            <numerusform>%n bazas</numerusform>
        </translation>
    </message>
    <message>
        <source>side {number}</source>
        <translation>pareja {number}</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Ronda {number}</translation>
    </message>
    <message>
        <source>Hand {number}</source>
        <translation>Mano {number}</translation>
    </message>
    <message>
        <source>New hand</source>
        <translation>Nueva mano</translation>
    </message>
    <message numerus="yes">
        <source>{head}: {dealer} deals, %n card(s) each</source>
        <translation>
            <numerusform>{head}: reparte {dealer}, %n carta a cada uno</numerusform>
            <numerusform>{head}: reparte {dealer}, %n cartas a cada uno</numerusform>
        </translation>
    </message>
    <message>
        <source>{head}: {dealer} deals</source>
        <translation>{head}: reparte {dealer}</translation>
    </message>
    <message>
        <source>{line} (redeal {number})</source>
        <translation>{line} (nuevo reparto {number})</translation>
    </message>
    <message>
        <source>{line}; trumps are {trump} ({card} turned)</source>
        <translation>{line}; triunfo: {trump} ({card} boca arriba)</translation>
    </message>
    <message>
        <source>{line}; trumps are {trump}</source>
        <translation>{line}; triunfo: {trump}</translation>
    </message>
    <message>
        <source>{line}; contract: {contract}</source>
        <translation>{line}; contrato: {contract}</translation>
    </message>
    <message>
        <source>{name} changes their bid to {bid} (was {previous})</source>
        <translation>{name} cambia su apuesta a {bid} (antes {previous})</translation>
    </message>
    <message>
        <source>{name} changes their bid to {bid}</source>
        <translation>{name} cambia su apuesta a {bid}</translation>
    </message>
    <message>
        <source>{name} plays {card}</source>
        <translation>{name} juega {card}</translation>
    </message>
    <message>
        <source>{name} plays their card</source>
        <translation>{name} juega su carta</translation>
    </message>
    <message>
        <source>{name} wins the trick with {card}</source>
        <translation>{name} gana la baza con {card}</translation>
    </message>
    <message>
        <source>{name} wins the trick</source>
        <translation>{name} gana la baza</translation>
    </message>
    <message>
        <source>{name} wins the auction with {contract}</source>
        <translation>{name} gana la subasta con {contract}</translation>
    </message>
    <message>
        <source>{line}; {declarer} declares</source>
        <translation>{line}; {declarer} es el declarante</translation>
    </message>
    <message>
        <source>{card} was the declarer&apos;s own card: {name} plays alone</source>
        <translation>{card} era una carta del propio declarante: {name} juega solo</translation>
    </message>
    <message>
        <source>{name} holds the called card {card}: the partnership is known</source>
        <translation>{name} tiene la carta pedida {card}: ya se conocen las parejas</translation>
    </message>
    <message>
        <source>Hand scored</source>
        <translation>Mano puntuada</translation>
    </message>
    <message>
        <source>Round {number} scored</source>
        <translation>Ronda {number} puntuada</translation>
    </message>
    <message>
        <source>Hand {number} scored</source>
        <translation>Mano {number} puntuada</translation>
    </message>
    <message>
        <source>{line} ({contract} by {declarer})</source>
        <translation>{line} ({contract} de {declarer})</translation>
    </message>
    <message>
        <source>{line} ({contract})</source>
        <translation>{line} ({contract})</translation>
    </message>
    <message>
        <source>{line}; {name} went out</source>
        <translation>{line}; {name} cerró</translation>
    </message>
    <message>
        <source>{line}: {points}</source>
        <translation>{line}: {points}</translation>
    </message>
    <message>
        <source>{line} — totals {totals}</source>
        <translation>{line} — totales {totals}</translation>
    </message>
    <message>
        <source>Game over: {names} wins</source>
        <translation>Fin de la partida: gana {names}</translation>
    </message>
    <message>
        <source>Game over: {names} win</source>
        <translation>Fin de la partida: ganan {names}</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>{name} takes {card} from the discard pile</source>
        <translation>{name} coge {card} del descarte</translation>
    </message>
    <message>
        <source>{name} draws from the stock</source>
        <translation>{name} roba del mazo</translation>
    </message>
    <message>
        <source>The stock is used up and the lone discard has gone once round the table ({card} is left): the round ends (house rule)</source>
        <translation>El mazo se ha agotado y el último descarte ha dado la vuelta a la mesa (queda {card}): la ronda termina (regla de la casa)</translation>
    </message>
    <message numerus="yes">
        <source>The stock is used up and this table rebuilds it at most %n time(s): the round ends</source>
        <translation>
            <numerusform>El mazo se ha agotado y en esta mesa se rehace como mucho %n vez: la ronda termina</numerusform>
            <numerusform>El mazo se ha agotado y en esta mesa se rehace como mucho %n veces: la ronda termina</numerusform>
        </translation>
    </message>
    <message>
        <source>The stock is used up and the one discard, {card}, cannot rebuild it: the round ends</source>
        <translation>El mazo se ha agotado y con un solo descarte, {card}, no se puede rehacer: la ronda termina</translation>
    </message>
    <message>
        <source>The stock and the discard pile are both empty</source>
        <translation>El mazo y el descarte están vacíos</translation>
    </message>
    <message numerus="yes">
        <source>{name} takes {card} and %n penalty card(s)</source>
        <translation>
            <numerusform>{name} coge {card} y %n carta de penalización</numerusform>
            <numerusform>{name} coge {card} y %n cartas de penalización</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} takes {card}</source>
        <translation>{name} coge {card}</translation>
    </message>
    <message>
        <source>Nobody takes {card}</source>
        <translation>Nadie coge {card}</translation>
    </message>
    <message>
        <source>{name} screws {victim}: takes {card}</source>
        <translation>{name} le hace un Screw Over a {victim}: coge {card}</translation>
    </message>
    <message>
        <source>{line} (the meld stays)</source>
        <translation>{line} (la combinación se mantiene)</translation>
    </message>
    <message>
        <source>{line} (the meld is broken up)</source>
        <translation>{line} (la combinación se deshace)</translation>
    </message>
    <message>
        <source>{line} (the contract is lost)</source>
        <translation>{line} (se pierde el contrato)</translation>
    </message>
    <message>
        <source>their own meld</source>
        <translation>su propia combinación</translation>
    </message>
    <message>
        <source>{name}&apos;s meld</source>
        <translation>la combinación de {name}</translation>
    </message>
    <message>
        <source>meld {number}</source>
        <translation>la combinación {number}</translation>
    </message>
    <message>
        <source>a meld</source>
        <translation>una combinación</translation>
    </message>
    <message>
        <source>Redeal after a wash: {dealer} deals</source>
        <translation>Reparto nuevo: reparte {dealer}</translation>
    </message>
    <message>
        <source>Redeal, everyone passed: {dealer} deals</source>
        <translation>Nuevo reparto, todos han pasado: reparte {dealer}</translation>
    </message>
    <message>
        <source>Redeal ({reason}): {dealer} deals</source>
        <translation>Nuevo reparto ({reason}): reparte {dealer}</translation>
    </message>
    <message numerus="yes">
        <source>{name} calls a wash (%n point(s) in hand)</source>
        <translation>
            <numerusform>{name} pide reparto nuevo (%n punto en la mano)</numerusform>
            <numerusform>{name} pide reparto nuevo (%n puntos en la mano)</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} calls a wash</source>
        <translation>{name} pide reparto nuevo</translation>
    </message>
    <message numerus="yes">
        <source>The discards are shuffled into a new stock of %n card(s)</source>
        <translation>
            <numerusform>Los descartes se barajan en un nuevo mazo de %n carta</numerusform>
            <numerusform>Los descartes se barajan en un nuevo mazo de %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>The discards are shuffled into a new stock</source>
        <translation>Los descartes se barajan en un nuevo mazo</translation>
    </message>
    <message>
        <source>{name} bids {bid}</source>
        <translation>{name} apuesta {bid}</translation>
    </message>
    <message>
        <source>{name} passes</source>
        <translation>{name} pasa</translation>
    </message>
    <message>
        <source>{name} calls {card} as partner</source>
        <translation>{name} pide {card} como compañera</translation>
    </message>
    <message>
        <source>{name} calls {card}: its holder is the partner</source>
        <translation>{name} pide {card}: quien la tenga es su compañero</translation>
    </message>
    <message>
        <source>{name} discards {card}</source>
        <translation>{name} descarta {card}</translation>
    </message>
    <message>
        <source>{card} is on the discard pile: May I?</source>
        <translation>{card} está en el descarte: ¿Puedo?</translation>
    </message>
    <message>
        <source>{name} asks “May I?” for {card}</source>
        <translation>{name} pregunta «¿Puedo?» por {card}</translation>
    </message>
    <message>
        <source>{name} does not wash</source>
        <translation>{name} no pide reparto nuevo</translation>
    </message>
    <message>
        <source>{name} does not ask</source>
        <translation>{name} no pregunta</translation>
    </message>
    <message>
        <source>{name} melds their contract: {melds}</source>
        <translation>{name} baja su contrato: {melds}</translation>
    </message>
    <message>
        <source>{name} lays down a new meld: {melds}</source>
        <translation>{name} baja una nueva combinación: {melds}</translation>
    </message>
    <message>
        <source>{name} lays off {card} on {meld}</source>
        <translation>{name} coloca {card} en {meld}</translation>
    </message>
    <message>
        <source>{name} puts {card} in place of the joker in {meld} and takes the joker</source>
        <translation>{name} pone {card} en lugar del comodín en {meld} y se lleva el comodín</translation>
    </message>
    <message>
        <source>{name} goes out!</source>
        <translation>¡{name} cierra!</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Registro de la partida</translation>
    </message>
</context>
<context>
    <name>HintMessage</name>
    <message>
        <source>Hints are off at this table.</source>
        <translation>Las pistas están desactivadas en esta mesa.</translation>
    </message>
    <message>
        <source>No hint: the game is over.</source>
        <translation>Sin pista: la partida ha terminado.</translation>
    </message>
    <message>
        <source>No hint: no game is in play.</source>
        <translation>Sin pista: no hay ninguna partida en juego.</translation>
    </message>
    <message>
        <source>No hint: it is not your turn.</source>
        <translation>Sin pista: no es tu turno.</translation>
    </message>
    <message>
        <source>Hint — {hint}</source>
        <translation>Pista — {hint}</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>Nothing to do now: it is not your turn.</source>
        <translation>Nada que hacer ahora: no es tu turno.</translation>
    </message>
    <message>
        <source>{action}: {reason}</source>
        <translation>{action}: {reason}</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Juega {card}</translation>
    </message>
    <message>
        <source>Play your card</source>
        <translation>Juega tu carta</translation>
    </message>
    <message>
        <source>Bid {tricks}</source>
        <translation>Apuesta {tricks}</translation>
    </message>
    <message>
        <source>Bid {bid}</source>
        <translation>Declara {bid}</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasa</translation>
    </message>
    <message>
        <source>Call {card}</source>
        <translation>Pide {card}</translation>
    </message>
    <message>
        <source>Wash</source>
        <translation>Reparto nuevo</translation>
    </message>
    <message>
        <source>Take the discard</source>
        <translation>Coge el descarte</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Roba del mazo</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Descarta {card}</translation>
    </message>
    <message>
        <source>Lay off {card}</source>
        <translation>Coloca {card}</translation>
    </message>
    <message>
        <source>Claim it (May I?)</source>
        <translation>Cógela (¿Puedo?)</translation>
    </message>
    <message>
        <source>Keep the hand</source>
        <translation>Quédate la mano</translation>
    </message>
    <message>
        <source>Let it go</source>
        <translation>Déjala pasar</translation>
    </message>
    <message>
        <source>Lay down your contract</source>
        <translation>Baja tu contrato</translation>
    </message>
    <message>
        <source>Lay down {cards}</source>
        <translation>Baja {cards}</translation>
    </message>
    <message>
        <source>Take back the joker with {card}</source>
        <translation>Recupera el comodín con {card}</translation>
    </message>
    <message>
        <source>Screw over with {give}</source>
        <translation>Screw Over con {give}</translation>
    </message>
    <message>
        <source>Keep your bid: no other bid looks clearly better.</source>
        <translation>Mantén tu apuesta: ninguna otra parece claramente mejor.</translation>
    </message>
    <message>
        <source>Let it go: that card does not bring your contract closer enough to pay the penalty.</source>
        <translation>Déjala pasar: esa carta no te acerca lo bastante a tu contrato como para pagar la penalización.</translation>
    </message>
    <message>
        <source>Nothing worth doing now: wait for your turn.</source>
        <translation>Ahora no merece la pena hacer nada: espera tu turno.</translation>
    </message>
    <message>
        <source>in the forehead hand your card is played for you.</source>
        <translation>en la mano de la frente tu carta se juega por ti.</translation>
    </message>
    <message>
        <source>your hand counts only {points} points.</source>
        <translation>tu mano solo suma {points} puntos.</translation>
    </message>
    <message>
        <source>your hand counts {points} points: worth playing.</source>
        <translation>tu mano suma {points} puntos: merece la pena jugarla.</translation>
    </message>
    <message>
        <source>{head}: {clause}.</source>
        <translation>{head}: {clause}.</translation>
    </message>
    <message>
        <source>lead the {card}, your strongest card</source>
        <translation>sal con {card}, tu carta más fuerte</translation>
    </message>
    <message>
        <source>lead the {card}, the card least likely to win</source>
        <translation>sal con {card}, la carta con menos opciones de ganar</translation>
    </message>
    <message>
        <source>lead the {card}</source>
        <translation>sal con {card}</translation>
    </message>
    <message>
        <source>win this one cheaply with the {card}</source>
        <translation>gana esta barata con {card}</translation>
    </message>
    <message>
        <source>win this one with the {card}</source>
        <translation>gana esta con {card}</translation>
    </message>
    <message>
        <source>you cannot win this one: play low with the {card}</source>
        <translation>esta no la puedes ganar: juega bajo con {card}</translation>
    </message>
    <message>
        <source>you cannot win this one: get rid of the {card}</source>
        <translation>esta no la puedes ganar: quítate {card} de encima</translation>
    </message>
    <message>
        <source>duck under the {best} with the {card}, your highest card that still loses</source>
        <translation>quédate por debajo de {best} con {card}, tu carta más alta que aún pierde</translation>
    </message>
    <message>
        <source>duck under the {best} with the {card}</source>
        <translation>quédate por debajo de {best} con {card}</translation>
    </message>
    <message numerus="yes">
        <source>you need %n more trick(s)</source>
        <translation>
            <numerusform>te falta %n baza</numerusform>
            <numerusform>te faltan %n bazas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you have your %n trick(s)</source>
        <translation>
            <numerusform>ya tienes tu %n baza</numerusform>
            <numerusform>ya tienes tus %n bazas</numerusform>
        </translation>
    </message>
    <message>
        <source>you bid nothing</source>
        <translation>apostaste cero</translation>
    </message>
    <message>
        <source>{head} but every card you may play wins this: shed the {card} while it costs least.</source>
        <translation>{head}, pero cualquier carta que puedas jugar gana esta baza: suelta {card} ahora que cuesta menos.</translation>
    </message>
    <message>
        <source>you are already over your bid, so this hand scores nothing more: play the {card}.</source>
        <translation>ya te has pasado de tu apuesta, así que esta mano no suma nada más: juega {card}.</translation>
    </message>
    <message>
        <source>your partner is winning this trick: play the {card}.</source>
        <translation>tu compañero va ganando esta baza: juega {card}.</translation>
    </message>
    <message numerus="yes">
        <source>your side needs %n more trick(s)</source>
        <translation>
            <numerusform>a tu pareja le falta %n baza</numerusform>
            <numerusform>a tu pareja le faltan %n bazas</numerusform>
        </translation>
    </message>
    <message>
        <source>your side has its contract</source>
        <translation>tu pareja ya tiene su contrato</translation>
    </message>
    <message numerus="yes">
        <source>the declarer&apos;s side needs %n more trick(s)</source>
        <translation>
            <numerusform>a la pareja del declarante le falta %n baza</numerusform>
            <numerusform>a la pareja del declarante le faltan %n bazas</numerusform>
        </translation>
    </message>
    <message>
        <source>the declarer&apos;s side has its contract</source>
        <translation>la pareja del declarante ya tiene su contrato</translation>
    </message>
    <message>
        <source>{clause}.</source>
        <translation>{clause}.</translation>
    </message>
    <message>
        <source>your side has {taken} of the {level} tricks the bid says you take, and each one short scores you 5</source>
        <translation>tu pareja tiene {taken} de las {level} bazas que la declaración dice que haréis, y cada una que falte te da 5</translation>
    </message>
    <message numerus="yes">
        <source>the takers need %n more trick(s) to reach your {level}</source>
        <translation>
            <numerusform>a los que hacen bazas les falta %n baza para llegar a tus {level}</numerusform>
            <numerusform>a los que hacen bazas les faltan %n bazas para llegar a tus {level}</numerusform>
        </translation>
    </message>
    <message>
        <source>{head}; you must capture, so shed the {card}, your highest winner.</source>
        <translation>{head}; estás obligado a ganar, así que suelta {card}, tu carta ganadora más alta.</translation>
    </message>
    <message>
        <source>{head}; you must capture, so shed the {card}.</source>
        <translation>{head}; estás obligado a ganar, así que suelta {card}.</translation>
    </message>
    <message>
        <source>you have {taken} tricks, past the {level} of the bid: each extra trick scores you 5</source>
        <translation>tienes {taken} bazas, por encima de las {level} de la declaración: cada baza de más te da 5</translation>
    </message>
    <message>
        <source>the takers have their {level}: hold them there, each extra trick scores them 5</source>
        <translation>los que hacen bazas ya tienen sus {level}: frénalos ahí, cada baza de más les da 5</translation>
    </message>
    <message>
        <source>{head}; {clause}.</source>
        <translation>{head}; {clause}.</translation>
    </message>
    <message numerus="yes">
        <source>you can expect about {estimate} tricks (with %n trump(s)); as dealer you may not bid {barred}, and in the deals tried {tricks} scores best.</source>
        <translation>
            <numerusform>puedes esperar unas {estimate} bazas (con %n triunfo); como repartidor no puedes apostar {barred}, y en los repartos probados {tricks} es lo que más puntúa.</numerusform>
            <numerusform>puedes esperar unas {estimate} bazas (con %n triunfos); como repartidor no puedes apostar {barred}, y en los repartos probados {tricks} es lo que más puntúa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you can expect about {estimate} tricks (with %n trump(s)), and in the deals tried {tricks} scores best.</source>
        <translation>
            <numerusform>puedes esperar unas {estimate} bazas (con %n triunfo), y en los repartos probados {tricks} es lo que más puntúa.</numerusform>
            <numerusform>puedes esperar unas {estimate} bazas (con %n triunfos), y en los repartos probados {tricks} es lo que más puntúa.</numerusform>
        </translation>
    </message>
    <message>
        <source>you can expect about {estimate} tricks; as dealer you may not bid {barred}, and in the deals tried {tricks} scores best.</source>
        <translation>puedes esperar unas {estimate} bazas; como repartidor no puedes apostar {barred}, y en los repartos probados {tricks} es lo que más puntúa.</translation>
    </message>
    <message>
        <source>you can expect about {estimate} tricks, and in the deals tried {tricks} scores best.</source>
        <translation>puedes esperar unas {estimate} bazas, y en los repartos probados {tricks} es lo que más puntúa.</translation>
    </message>
    <message>
        <source>your partner&apos;s {bid} is about right: let it stand.</source>
        <translation>el {bid} de tu compañero es más o menos justo: déjalo así.</translation>
    </message>
    <message>
        <source>the opponents can&apos;t be held to a bid above {bid} that pays you: let them have it and take tricks against it.</source>
        <translation>no puedes dejar a los rivales en una declaración por encima de {bid} que te convenga: déjasela y haz bazas en contra.</translation>
    </message>
    <message>
        <source>no contract looks worth it from this hand: see what the others say.</source>
        <translation>con esta mano ningún contrato parece valer la pena: mira qué dicen los demás.</translation>
    </message>
    <message>
        <source>the opponents should take about {tricks} with no trump.</source>
        <translation>los rivales deberían hacer unas {tricks} sin triunfo.</translation>
    </message>
    <message>
        <source>the opponents should take about {tricks} with {suit} trumps.</source>
        <translation>los rivales deberían hacer unas {tricks} con triunfo a {suit}.</translation>
    </message>
    <message>
        <source>in the deals tried the opponents take about {guess} tricks with no trump: {bid} pays best.</source>
        <translation>en los repartos probados los rivales hacen unas {guess} bazas sin triunfo: {bid} es lo que más paga.</translation>
    </message>
    <message>
        <source>in the deals tried the opponents take about {guess} tricks with {suit} trumps: {bid} pays best.</source>
        <translation>en los repartos probados los rivales hacen unas {guess} bazas con triunfo a {suit}: {bid} es lo que más paga.</translation>
    </message>
    <message>
        <source>with {points} points your side can&apos;t beat {bid}.</source>
        <translation>con {points} puntos tu pareja no puede superar {bid}.</translation>
    </message>
    <message>
        <source>{points} points is not enough to open.</source>
        <translation>{points} puntos no bastan para abrir.</translation>
    </message>
    <message>
        <source>with a called partner your side takes about {made} tricks in {suit} in the deals tried; {needed} are needed.</source>
        <translation>con un compañero pedido, tu pareja hace unas {made} bazas a {suit} en los repartos probados; hacen falta {needed}.</translation>
    </message>
    <message>
        <source>with {points} points your side (with a called partner) should make {needed} tricks in {suit}.</source>
        <translation>con {points} puntos tu pareja (con un compañero pedido) debería hacer {needed} bazas a {suit}.</translation>
    </message>
    <message>
        <source>a partner holding the {card} adds a top trump.</source>
        <translation>un compañero con {card} aporta un triunfo alto.</translation>
    </message>
    <message>
        <source>a partner holding the {card} covers the {suit}, your weakest suit.</source>
        <translation>un compañero con {card} cubre los {suit}, tu palo más débil.</translation>
    </message>
    <message>
        <source>the {top} brings your contract closer.</source>
        <translation>{top} te acerca a tu contrato.</translation>
    </message>
    <message>
        <source>the {top} on the discards does not help you.</source>
        <translation>{top} del descarte no te ayuda.</translation>
    </message>
    <message>
        <source>there is no discard.</source>
        <translation>no hay descarte.</translation>
    </message>
    <message>
        <source>that card brings your contract closer, worth the penalty card.</source>
        <translation>esa carta te acerca a tu contrato, vale la carta de penalización.</translation>
    </message>
    <message>
        <source>that card does not help you enough to take a penalty card with it.</source>
        <translation>esa carta no te ayuda lo bastante como para llevarte una carta de penalización con ella.</translation>
    </message>
    <message>
        <source>you hold your contract: get it on the table before someone goes out.</source>
        <translation>tienes tu contrato: bájalo antes de que alguien cierre.</translation>
    </message>
    <message>
        <source>every card you lay off is a card that can&apos;t count against you.</source>
        <translation>cada carta que colocas es una carta que ya no puede contar en tu contra.</translation>
    </message>
    <message>
        <source>it empties your hand faster.</source>
        <translation>así vacías la mano más deprisa.</translation>
    </message>
    <message>
        <source>a joker in hand fits any meld.</source>
        <translation>un comodín en la mano sirve para cualquier combinación.</translation>
    </message>
    <message>
        <source>it hands a costly card to an opponent.</source>
        <translation>así le pasas una carta cara a un rival.</translation>
    </message>
    <message>
        <source>it helps your contract least.</source>
        <translation>es la que menos ayuda a tu contrato.</translation>
    </message>
    <message>
        <source>it is the best move the bot can see.</source>
        <translation>es la mejor jugada que ve el bot.</translation>
    </message>
</context>
<context>
    <name>Lists</name>
    <message>
        <source>{items} and {last}</source>
        <translation>{items} y {last}</translation>
    </message>
</context>
<context>
    <name>MeldWords</name>
    <message>
        <source>group of {rank}</source>
        <translation>grupo de {rank}</translation>
    </message>
    <message>
        <source>run of {suit} {low}–{high}</source>
        <translation>escalera de {suit} {low}–{high}</translation>
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
    <message>
        <source>no meld</source>
        <translation>ninguna combinación</translation>
    </message>
    <message>
        <source>{cards} is too short for a meld (a group needs 3 cards, a run 4)</source>
        <translation>{cards} es demasiado corto para una combinación (un grupo necesita 3 cartas, una escalera 4)</translation>
    </message>
    <message>
        <source>{cards}: say which card each joker stands for</source>
        <translation>{cards}: di qué carta representa cada comodín</translation>
    </message>
    <message>
        <source>a joker must stand for a card, not for a joker</source>
        <translation>un comodín tiene que representar una carta, no otro comodín</translation>
    </message>
    <message>
        <source>{cards} is neither a group (one rank) nor a run (one suit)</source>
        <translation>{cards} no es ni un grupo (un solo valor) ni una escalera (un solo palo)</translation>
    </message>
    <message>
        <source>{cards} is too short for a run (4 cards at least)</source>
        <translation>{cards} es demasiado corto para una escalera (4 cartas como mínimo)</translation>
    </message>
    <message>
        <source>{cards} holds more than two aces: a run has at most one at each end</source>
        <translation>{cards} tiene más de dos ases: una escalera tiene como mucho uno en cada extremo</translation>
    </message>
    <message>
        <source>{cards} repeats a card: a run holds each rank once</source>
        <translation>{cards} repite una carta: en una escalera cada valor aparece una vez</translation>
    </message>
    <message>
        <source>{cards} wraps round the ace: an ace is low or high, not both</source>
        <translation>{cards} da la vuelta por el as: el as va abajo o arriba, no en los dos sitios</translation>
    </message>
    <message>
        <source>{cards} is not consecutive</source>
        <translation>{cards} no es consecutivo</translation>
    </message>
    <message>
        <source>the contract is {need}, not {have}</source>
        <translation>el contrato es {need}, no {have}</translation>
    </message>
    <message>
        <source>a contract group is laid with exactly 3 cards ({cards} has more): lay off the rest on a later turn</source>
        <translation>un grupo del contrato se baja con 3 cartas exactas ({cards} tiene más): coloca el resto en un turno posterior</translation>
    </message>
    <message>
        <source>a contract run is laid with exactly 4 cards ({cards} has more): lay off the rest on a later turn</source>
        <translation>una escalera del contrato se baja con 4 cartas exactas ({cards} tiene más): coloca el resto en un turno posterior</translation>
    </message>
    <message>
        <source>{first} and {second} are touching runs of one suit: they need a gap or an overlap</source>
        <translation>{first} y {second} son escaleras seguidas del mismo palo: necesitan un hueco o solaparse</translation>
    </message>
    <message>
        <source>in round 7 every card is melded at once ({left} would be left)</source>
        <translation>en la ronda 7 se bajan todas las cartas de una vez (quedaría {left})</translation>
    </message>
    <message>
        <source>say at which end of the meld ({meld}) the card goes</source>
        <translation>di en qué extremo de la combinación ({meld}) va la carta</translation>
    </message>
    <message>
        <source>{card} does not fit the meld ({meld})</source>
        <translation>{card} no encaja en la combinación ({meld})</translation>
    </message>
    <message>
        <source>{card} does not fit the low end of the meld ({meld})</source>
        <translation>{card} no encaja en el extremo bajo de la combinación ({meld})</translation>
    </message>
    <message>
        <source>{card} does not fit the high end of the meld ({meld})</source>
        <translation>{card} no encaja en el extremo alto de la combinación ({meld})</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>The game is over</source>
        <translation>La partida ha terminado</translation>
    </message>
    <message>
        <source>It&apos;s not your turn — waiting for {waiting}</source>
        <translation>No es tu turno — esperando a {waiting}</translation>
    </message>
    <message>
        <source>The table could not read that request</source>
        <translation>La mesa no ha podido leer esa petición</translation>
    </message>
    <message>
        <source>There is no game: start one with Game ▸ New Game</source>
        <translation>No hay partida: empieza una con Partida ▸ Nueva partida</translation>
    </message>
    <message>
        <source>Only bots play at this table: you are watching</source>
        <translation>En esta mesa solo juegan bots: estás mirando</translation>
    </message>
    <message>
        <source>Nothing to undo: undo takes back your own last card or bid when you play alone against bots</source>
        <translation>Nada que deshacer: deshacer retira tu última carta o apuesta cuando juegas solo contra bots</translation>
    </message>
    <message>
        <source>A bot plays your seat now</source>
        <translation>Ahora un bot juega en tu asiento</translation>
    </message>
    <message>
        <source>You must bid a whole number of tricks from 0 to {most}</source>
        <translation>Tienes que apostar un número entero de bazas entre 0 y {most}</translation>
    </message>
    <message>
        <source>You can&apos;t bid now — the bidding is over</source>
        <translation>Ahora no puedes apostar — las apuestas han terminado</translation>
    </message>
    <message>
        <source>You have already bid {tricks}</source>
        <translation>Ya has apostado {tricks}</translation>
    </message>
    <message>
        <source>You can&apos;t bid {tricks} — as dealer, the bids may not add up to {total}, the number of tricks (the hook)</source>
        <translation>No puedes apostar {tricks} — como repartidor, las apuestas no pueden sumar {total}, el número de bazas (el gancho)</translation>
    </message>
    <message>
        <source>You can&apos;t play a card now — the bidding is not over</source>
        <translation>Ahora no puedes jugar una carta — las apuestas no han terminado</translation>
    </message>
    <message>
        <source>You can&apos;t choose a card in the forehead hand — yours is played for you</source>
        <translation>En la mano de la frente no eliges carta — la tuya se juega por ti</translation>
    </message>
    <message>
        <source>You can&apos;t play {card} — it is not in your hand</source>
        <translation>No puedes jugar {card} — no está en tu mano</translation>
    </message>
    <message>
        <source>You can&apos;t lay off {card} — it is not in your hand</source>
        <translation>No puedes colocar {card} — no está en tu mano</translation>
    </message>
    <message>
        <source>You can&apos;t reclaim a joker with {card} — it is not in your hand</source>
        <translation>No puedes recuperar un comodín con {card} — no está en tu mano</translation>
    </message>
    <message>
        <source>You can&apos;t give {card} — it is not in your hand</source>
        <translation>No puedes dar {card} — no está en tu mano</translation>
    </message>
    <message>
        <source>You can&apos;t discard {card} — it is not in your hand</source>
        <translation>No puedes descartar {card} — no está en tu mano</translation>
    </message>
    <message>
        <source>You can&apos;t play {card} — you must follow {suit}</source>
        <translation>No puedes jugar {card} — tienes que seguir el palo de {suit}</translation>
    </message>
    <message>
        <source>You can&apos;t play {card} — forced capture: you must beat {best} (you can with {held})</source>
        <translation>No puedes jugar {card} — captura obligatoria: tienes que superar {best} (puedes con {held})</translation>
    </message>
    <message>
        <source>You can&apos;t play {card} — forced capture: you have no {suit}, so you must overtrump {best} (you can with {held})</source>
        <translation>No puedes jugar {card} — captura obligatoria: no tienes {suit}, así que tienes que contrafallar {best} (puedes con {held})</translation>
    </message>
    <message>
        <source>You can&apos;t play {card} — forced capture: you have no {suit}, so you must play a trump ({held})</source>
        <translation>No puedes jugar {card} — captura obligatoria: no tienes {suit}, así que tienes que fallar con triunfo ({held})</translation>
    </message>
    <message>
        <source>You can&apos;t bid that — a level is a whole number from 1 to {most}</source>
        <translation>Esa declaración no vale — un nivel es un número entero de 1 a {most}</translation>
    </message>
    <message>
        <source>You can&apos;t bid {bid} — the last bid was {last}</source>
        <translation>No puedes declarar {bid} — la última declaración fue {last}</translation>
    </message>
    <message>
        <source>You can&apos;t call now — the auction is over</source>
        <translation>Ahora no puedes declarar — la subasta ha terminado</translation>
    </message>
    <message>
        <source>You can&apos;t play a card now — the auction is not over</source>
        <translation>Ahora no puedes jugar una carta — la subasta no ha terminado</translation>
    </message>
    <message>
        <source>You can&apos;t play a card now — the declarer has not called a partner yet</source>
        <translation>Ahora no puedes jugar una carta — el declarante aún no ha pedido compañero</translation>
    </message>
    <message>
        <source>You can&apos;t lead {card} — {trump} are trumps and not broken yet (no trump has been played to an earlier trick)</source>
        <translation>No puedes salir con {card} — {trump} es el triunfo y aún no se ha abierto (no se ha jugado triunfo en ninguna baza anterior)</translation>
    </message>
    <message>
        <source>You can&apos;t bid yet — every player first says whether they wash (waiting for {waiting})</source>
        <translation>Aún no puedes declarar — primero cada jugador dice si pide reparto nuevo (esperando a {waiting})</translation>
    </message>
    <message>
        <source>You can&apos;t wash — washing is off at this table</source>
        <translation>No puedes pedir reparto nuevo — el reparto nuevo está desactivado en esta mesa</translation>
    </message>
    <message>
        <source>You can&apos;t wash — the auction has begun</source>
        <translation>No puedes pedir reparto nuevo — la subasta ya ha empezado</translation>
    </message>
    <message>
        <source>You can&apos;t wash — your hand counts {points} points, more than {limit}</source>
        <translation>No puedes pedir reparto nuevo — tu mano suma {points} puntos, más de {limit}</translation>
    </message>
    <message>
        <source>There is no wash to decline now</source>
        <translation>Ahora no hay ningún reparto nuevo que rechazar</translation>
    </message>
    <message>
        <source>You can&apos;t call a partner now — the auction is not over</source>
        <translation>Ahora no puedes pedir compañero — la subasta no ha terminado</translation>
    </message>
    <message>
        <source>You can&apos;t call a partner now — the partner is already called</source>
        <translation>Ahora no puedes pedir compañero — el compañero ya está pedido</translation>
    </message>
    <message>
        <source>You can&apos;t call the joker — no player holds it</source>
        <translation>No puedes pedir el comodín — ningún jugador lo tiene</translation>
    </message>
    <message>
        <source>You can&apos;t call {card} — it is in your own hand</source>
        <translation>No puedes pedir {card} — está en tu propia mano</translation>
    </message>
    <message>
        <source>You must first draw from the stock or the discard pile</source>
        <translation>Primero tienes que robar del mazo o del descarte</translation>
    </message>
    <message>
        <source>You may only say May I? or decline now — {turn} drew from the stock and {card} is offered</source>
        <translation>Ahora solo puedes decir «¿Puedo?» o rechazar — {turn} ha robado del mazo y se ofrece {card}</translation>
    </message>
    <message>
        <source>You can&apos;t take the discard — the discard pile is empty</source>
        <translation>No puedes coger el descarte — está vacío</translation>
    </message>
    <message>
        <source>You can&apos;t take the discard — the stock is used up (rebuilt as often as this table allows): draw from the stock to end the round</source>
        <translation>No puedes coger el descarte — el mazo se ha agotado (rehecho tantas veces como permite esta mesa): roba del mazo para terminar la ronda</translation>
    </message>
    <message>
        <source>You can&apos;t take the discard — the stock is used up and the last discard has gone round the table: draw from the stock to end the round</source>
        <translation>No puedes coger el descarte — el mazo se ha agotado y el último descarte ha dado la vuelta a la mesa: roba del mazo para terminar la ronda</translation>
    </message>
    <message>
        <source>You can&apos;t draw from the stock — it is empty and one discard cannot rebuild it: take the {card} from the discard pile</source>
        <translation>No puedes robar del mazo — está vacío y con un solo descarte no se puede rehacer: coge {card} del descarte</translation>
    </message>
    <message>
        <source>You can&apos;t lay off — you must first re-meld the part of the contract you were screwed out of</source>
        <translation>No puedes colocar — primero tienes que volver a bajar la parte del contrato que te quitó el Screw Over</translation>
    </message>
    <message>
        <source>You can&apos;t lay off — you have not melded your contract yet</source>
        <translation>No puedes colocar — aún no has bajado tu contrato</translation>
    </message>
    <message>
        <source>You can&apos;t lay off yet — laying off starts on the turn after the one you melded</source>
        <translation>Aún no puedes colocar — se puede a partir del turno siguiente al que bajaste</translation>
    </message>
    <message>
        <source>You can&apos;t lay down a new meld — you must first re-meld the part of the contract you were screwed out of</source>
        <translation>No puedes bajar una nueva combinación — primero tienes que volver a bajar la parte del contrato que te quitó el Screw Over</translation>
    </message>
    <message>
        <source>You can&apos;t lay down a new meld — you have not melded your contract yet</source>
        <translation>No puedes bajar una nueva combinación — aún no has bajado tu contrato</translation>
    </message>
    <message>
        <source>You can&apos;t lay down a new meld yet — that starts on the turn after the one you melded</source>
        <translation>Aún no puedes bajar una nueva combinación — se puede a partir del turno siguiente al que bajaste</translation>
    </message>
    <message>
        <source>You can&apos;t reclaim a joker — you must first re-meld the part of the contract you were screwed out of</source>
        <translation>No puedes recuperar un comodín — primero tienes que volver a bajar la parte del contrato que te quitó el Screw Over</translation>
    </message>
    <message>
        <source>You can&apos;t reclaim a joker — you have not melded your contract yet</source>
        <translation>No puedes recuperar un comodín — aún no has bajado tu contrato</translation>
    </message>
    <message>
        <source>You can&apos;t reclaim a joker yet — that starts on the turn after the one you melded</source>
        <translation>Aún no puedes recuperar un comodín — se puede a partir del turno siguiente al que bajaste</translation>
    </message>
    <message>
        <source>You can&apos;t meld — {reason}</source>
        <translation>No puedes bajar — {reason}</translation>
    </message>
    <message>
        <source>You can&apos;t lay off — {reason}</source>
        <translation>No puedes colocar — {reason}</translation>
    </message>
    <message>
        <source>You can&apos;t meld {cards} — you do not hold all of these</source>
        <translation>No puedes bajar {cards} — no tienes todas esas cartas</translation>
    </message>
    <message>
        <source>You have already melded this round — lay off instead</source>
        <translation>Ya has bajado en esta ronda — coloca cartas en su lugar</translation>
    </message>
    <message>
        <source>New melds after the contract are not played at this table</source>
        <translation>En esta mesa no se bajan combinaciones nuevas después del contrato</translation>
    </message>
    <message>
        <source>Jokers are not reclaimed at this table</source>
        <translation>En esta mesa no se recuperan comodines</translation>
    </message>
    <message>
        <source>You can&apos;t reclaim a joker from a group — jokers in groups are dead</source>
        <translation>No puedes recuperar un comodín de un grupo — los comodines de los grupos están muertos</translation>
    </message>
    <message>
        <source>You can&apos;t reclaim with {card} — no joker in that meld ({meld}) stands for it</source>
        <translation>No puedes recuperar nada con {card} — ningún comodín de esa combinación ({meld}) la representa</translation>
    </message>
    <message>
        <source>The Screw Over is not played at this table</source>
        <translation>En esta mesa no se juega el Screw Over</translation>
    </message>
    <message>
        <source>You have already used your Screw Over this round</source>
        <translation>Ya has usado tu Screw Over en esta ronda</translation>
    </message>
    <message>
        <source>You can&apos;t screw yourself — that meld ({meld}) is your own</source>
        <translation>No puedes hacerte un Screw Over a ti mismo — esa combinación ({meld}) es tuya</translation>
    </message>
    <message>
        <source>You can&apos;t take a joker from a group — dead jokers stay dead</source>
        <translation>No puedes coger un comodín de un grupo — los comodines muertos siguen muertos</translation>
    </message>
    <message>
        <source>You can&apos;t take back a {card} — a {card} was taken from you this round, and no copy of it may be taken back</source>
        <translation>No puedes recuperar un {card} — en esta ronda te quitaron un {card}, y no se puede recuperar ninguna copia</translation>
    </message>
    <message>
        <source>You can&apos;t give the {card} — you took it this turn and it must be put down on the table</source>
        <translation>No puedes dar {card} — la cogiste en este turno y tiene que ir a la mesa</translation>
    </message>
    <message>
        <source>You can&apos;t end your turn yet — first lay off {pending}</source>
        <translation>Aún no puedes terminar tu turno — primero coloca {pending}</translation>
    </message>
    <message>
        <source>You can&apos;t end your turn yet — first use {pending} in a meld or lay-off</source>
        <translation>Aún no puedes terminar tu turno — primero baja o coloca {pending}</translation>
    </message>
    <message>
        <source>You can&apos;t take that card — you could not use {pending} in a meld or lay-off this turn</source>
        <translation>No puedes coger esa carta — en este turno no podrías bajar ni colocar {pending}</translation>
    </message>
    <message>
        <source>You can&apos;t take that card — you could not use {pending} in your contract meld this turn</source>
        <translation>No puedes coger esa carta — en este turno no podrías meter {pending} en tu contrato</translation>
    </message>
    <message>
        <source>You can&apos;t reclaim the joker — {pending} could not all be laid off this turn</source>
        <translation>No puedes recuperar el comodín — {pending} no se podría colocar entero en este turno</translation>
    </message>
    <message>
        <source>You can&apos;t do that now — {pending} could then no longer be placed this turn</source>
        <translation>Ahora no puedes hacer eso — {pending} ya no se podría colocar en este turno</translation>
    </message>
</context>
<context>
    <name>RefusalsAbout</name>
    <message>
        <source>The game is over</source>
        <translation>La partida ha terminado</translation>
    </message>
    <message>
        <source>It&apos;s not {name}&apos;s turn — waiting for {waiting}</source>
        <translation>No es el turno de {name} — esperando a {waiting}</translation>
    </message>
    <message>
        <source>The table could not read {name}&apos;s request</source>
        <translation>La mesa no ha podido leer la petición de {name}</translation>
    </message>
    <message>
        <source>{name} must bid a whole number of tricks from 0 to {most}</source>
        <translation>{name} tiene que apostar un número entero de bazas entre 0 y {most}</translation>
    </message>
    <message>
        <source>{name} can&apos;t bid now — the bidding is over</source>
        <translation>{name} ya no puede apostar — las apuestas han terminado</translation>
    </message>
    <message>
        <source>{name} has already bid {tricks}</source>
        <translation>{name} ya ha apostado {tricks}</translation>
    </message>
    <message>
        <source>{name} can&apos;t bid {tricks} — as dealer, the bids may not add up to {total}, the number of tricks (the hook)</source>
        <translation>{name} no puede apostar {tricks} — como repartidor, las apuestas no pueden sumar {total}, el número de bazas (el gancho)</translation>
    </message>
    <message>
        <source>{name} can&apos;t play a card now — the bidding is not over</source>
        <translation>{name} no puede jugar una carta ahora — las apuestas no han terminado</translation>
    </message>
    <message>
        <source>{name} can&apos;t choose a card in the forehead hand — theirs is played for them</source>
        <translation>{name} no puede elegir carta en la mano de la frente — su carta se juega sola</translation>
    </message>
    <message>
        <source>{name} can&apos;t play {card} — it is not in their hand</source>
        <translation>{name} no puede jugar {card} — no está en su mano</translation>
    </message>
    <message>
        <source>{name} can&apos;t play {card} — they must follow {suit}</source>
        <translation>{name} no puede jugar {card} — tiene que seguir el palo de {suit}</translation>
    </message>
    <message>
        <source>{name} can&apos;t play {card} — forced capture: they must beat {best} (they can with {held})</source>
        <translation>{name} no puede jugar {card} — captura obligatoria: tiene que superar {best} (puede con {held})</translation>
    </message>
    <message>
        <source>{name} can&apos;t play {card} — forced capture: they have no {suit}, so they must overtrump {best} (they can with {held})</source>
        <translation>{name} no puede jugar {card} — captura obligatoria: no tiene {suit}, así que tiene que contrafallar {best} (puede con {held})</translation>
    </message>
    <message>
        <source>{name} can&apos;t play {card} — forced capture: they have no {suit}, so they must play a trump ({held})</source>
        <translation>{name} no puede jugar {card} — captura obligatoria: no tiene {suit}, así que tiene que fallar con triunfo ({held})</translation>
    </message>
    <message>
        <source>{name} can&apos;t bid that — a level is a whole number from 1 to {most}</source>
        <translation>Esa declaración de {name} no vale — un nivel es un número entero de 1 a {most}</translation>
    </message>
    <message>
        <source>{name} can&apos;t bid {bid} — the last bid was {last}</source>
        <translation>{name} no puede declarar {bid} — la última declaración fue {last}</translation>
    </message>
    <message>
        <source>{name} can&apos;t call now — the auction is over</source>
        <translation>{name} ya no puede declarar — la subasta ha terminado</translation>
    </message>
    <message>
        <source>{name} can&apos;t play a card now — the auction is not over</source>
        <translation>{name} no puede jugar una carta ahora — la subasta no ha terminado</translation>
    </message>
    <message>
        <source>{name} can&apos;t play a card now — the declarer has not called a partner yet</source>
        <translation>{name} no puede jugar una carta ahora — el declarante aún no ha pedido compañero</translation>
    </message>
    <message>
        <source>{name} can&apos;t lead {card} — {trump} are trumps and not broken yet (no trump has been played to an earlier trick)</source>
        <translation>{name} no puede salir con {card} — {trump} es el triunfo y aún no se ha abierto (no se ha jugado triunfo en ninguna baza anterior)</translation>
    </message>
    <message>
        <source>{name} can&apos;t bid yet — every player first says whether they wash (waiting for {waiting})</source>
        <translation>{name} aún no puede declarar — primero cada jugador dice si pide reparto nuevo (esperando a {waiting})</translation>
    </message>
    <message>
        <source>{name} can&apos;t wash — washing is off at this table</source>
        <translation>{name} no puede pedir reparto nuevo — el reparto nuevo está desactivado en esta mesa</translation>
    </message>
    <message>
        <source>{name} can&apos;t wash — the auction has begun</source>
        <translation>{name} no puede pedir reparto nuevo — la subasta ya ha empezado</translation>
    </message>
    <message>
        <source>{name} can&apos;t wash — their hand counts {points} points, more than {limit}</source>
        <translation>{name} no puede pedir reparto nuevo — su mano suma {points} puntos, más de {limit}</translation>
    </message>
    <message>
        <source>There is no wash for {name} to decline now</source>
        <translation>Ahora no hay ningún reparto nuevo que {name} pueda rechazar</translation>
    </message>
    <message>
        <source>{name} can&apos;t call a partner now — the auction is not over</source>
        <translation>{name} no puede pedir compañero ahora — la subasta no ha terminado</translation>
    </message>
    <message>
        <source>{name} can&apos;t call a partner now — the partner is already called</source>
        <translation>{name} no puede pedir compañero ahora — el compañero ya está pedido</translation>
    </message>
    <message>
        <source>{name} can&apos;t call the joker — no player holds it</source>
        <translation>{name} no puede pedir el comodín — ningún jugador lo tiene</translation>
    </message>
    <message>
        <source>{name} can&apos;t call {card} — it is in their own hand</source>
        <translation>{name} no puede pedir {card} — está en su propia mano</translation>
    </message>
</context>
<context>
    <name>RuleCard</name>
    <message>
        <source>Decks</source>
        <translation>Barajas</translation>
    </message>
    <message>
        <source>Decks of 52: auto (2; for more than four players one per two players) or a number</source>
        <translation>Barajas de 52: automático (2; con más de cuatro jugadores, una por cada dos jugadores) o un número</translation>
    </message>
    <message>
        <source>Auto (one per two players above four)</source>
        <translation>Automático (una por cada dos jugadores a partir de cinco)</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Comodines</translation>
    </message>
    <message>
        <source>Jokers in the pack: one fewer than the players, or a number (0: none)</source>
        <translation>Comodines en la baraja: uno menos que jugadores, o un número (0: ninguno)</translation>
    </message>
    <message>
        <source>one fewer than the players</source>
        <translation>uno menos que jugadores</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>May I</source>
        <translation>¿Puedo?</translation>
    </message>
    <message>
        <source>May I?: the earliest asker in turn order gets the discard, or the first to ask, or no out-of-turn claims</source>
        <translation>¿Puedo?: se lleva el descarte quien antes lo pida en el orden de juego, o el primero en pedirlo, o no se puede pedir fuera de turno</translation>
    </message>
    <message>
        <source>Turn order</source>
        <translation>Orden de juego</translation>
    </message>
    <message>
        <source>First come</source>
        <translation>El primero que llega</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Desactivado</translation>
    </message>
    <message>
        <source>Cards a May I? costs</source>
        <translation>Cartas que cuesta un «¿Puedo?»</translation>
    </message>
    <message>
        <source>Stock cards taken as penalty with a May I? discard</source>
        <translation>Cartas del mazo que se cogen como penalización con un descarte de «¿Puedo?»</translation>
    </message>
    <message>
        <source>New melds after contract</source>
        <translation>Combinaciones nuevas tras el contrato</translation>
    </message>
    <message>
        <source>After the contract, new groups and runs may be laid down on lay-off turns</source>
        <translation>Tras el contrato se pueden bajar nuevos grupos y escaleras en los turnos de colocar</translation>
    </message>
    <message>
        <source>Joker reclaim</source>
        <translation>Recuperar comodín</translation>
    </message>
    <message>
        <source>A melded player may swap the real card for a joker in a run and must lay that joker off the same turn</source>
        <translation>Quien ya ha bajado puede cambiar la carta real por un comodín de una escalera y tiene que colocar ese comodín en el mismo turno</translation>
    </message>
    <message>
        <source>Stock rebuilds</source>
        <translation>Rehacer el mazo</translation>
    </message>
    <message>
        <source>How many times the stock may be rebuilt from the discards in a round; once it is empty and may not be rebuilt, the round ends as piles empty</source>
        <translation>Cuántas veces se puede rehacer el mazo con los descartes en una ronda; cuando se vacía y ya no se puede rehacer, la ronda termina por falta de cartas</translation>
    </message>
    <message>
        <source>Unlimited</source>
        <translation>Sin límite</translation>
    </message>
    <message>
        <source>Screw over</source>
        <translation>Screw Over</translation>
    </message>
    <message>
        <source>Once per round take a card from another player&apos;s meld, give them one of yours, and use the card that turn</source>
        <translation>Una vez por ronda, coge una carta de la combinación de otro jugador, dale una de las tuyas y usa la carta en ese turno</translation>
    </message>
    <message>
        <source>Sequence</source>
        <translation>Secuencia</translation>
    </message>
    <message>
        <source>Order of hand sizes: 1 up to the maximum and back, or the reverse (as in Oh Hell)</source>
        <translation>Orden del número de cartas: de 1 al máximo y vuelta, o al revés (como en Oh Hell)</translation>
    </message>
    <message>
        <source>1 … max … 1</source>
        <translation>1 … máx … 1</translation>
    </message>
    <message>
        <source>max … 1 … max</source>
        <translation>máx … 1 … máx</translation>
    </message>
    <message>
        <source>Forehead last hand</source>
        <translation>Última mano en la frente</translation>
    </message>
    <message>
        <source>In the final one-card hand you see everyone&apos;s card but your own, held to your forehead</source>
        <translation>En la última mano de una carta ves las cartas de todos menos la tuya, que sostienes en la frente</translation>
    </message>
    <message>
        <source>Hook</source>
        <translation>Gancho</translation>
    </message>
    <message>
        <source>The dealer may not bid the number that makes the bids total the tricks</source>
        <translation>El repartidor no puede apostar el número con el que las apuestas sumarían el número de bazas</translation>
    </message>
    <message>
        <source>Bid changes</source>
        <translation>Cambiar la apuesta</translation>
    </message>
    <message>
        <source>A bid may be changed until the next player bids; the dealer&apos;s until the first card is played</source>
        <translation>Una apuesta se puede cambiar hasta que apueste el siguiente jugador; la del repartidor, hasta que se juegue la primera carta</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Exact bid scores 10 + bid (a miss scores 0), or 1 per trick plus 10 when exact</source>
        <translation>Acertar la apuesta da 10 + la apuesta (fallar da 0), o 1 por baza más 10 si se acierta</translation>
    </message>
    <message>
        <source>10 + bid when exact</source>
        <translation>10 + apuesta si se acierta</translation>
    </message>
    <message>
        <source>1 per trick, +10 when exact</source>
        <translation>1 por baza, +10 si se acierta</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Puntuación objetivo</translation>
    </message>
    <message>
        <source>End after the hand in which someone reaches this score (0: play the whole series)</source>
        <translation>Termina tras la mano en la que alguien llega a esta puntuación (0: jugar la serie completa)</translation>
    </message>
    <message>
        <source>play the whole series</source>
        <translation>jugar la serie completa</translation>
    </message>
    <message>
        <source>Wash</source>
        <translation>Reparto nuevo</translation>
    </message>
    <message>
        <source>Before the auction a player whose hand counts at most this many points (A4 K3 Q2 J1, +1 per card beyond the fourth in a suit) may call for a redeal (0: off)</source>
        <translation>Antes de la subasta, un jugador cuya mano sume como mucho estos puntos (A4 R3 Q2 J1, +1 por carta a partir de la quinta de un palo) puede pedir un nuevo reparto (0: desactivado)</translation>
    </message>
    <message>
        <source>off</source>
        <translation>desactivado</translation>
    </message>
    <message>
        <source>Auction direction</source>
        <translation>Sentido de la subasta</translation>
    </message>
    <message>
        <source>Direction of the auction, starting with the dealer (card play is always clockwise)</source>
        <translation>Sentido de la subasta, empezando por el repartidor (el juego de cartas siempre va en el sentido de las agujas del reloj)</translation>
    </message>
    <message>
        <source>Counter-clockwise</source>
        <translation>Sentido contrario a las agujas del reloj</translation>
    </message>
    <message>
        <source>Clockwise</source>
        <translation>Sentido de las agujas del reloj</translation>
    </message>
    <message>
        <source>Call own card</source>
        <translation>Nombrar carta propia</translation>
    </message>
    <message>
        <source>The declarer may call a card of their own hand, and then plays alone</source>
        <translation>El declarante puede pedir una carta de su propia mano, y entonces juega solo</translation>
    </message>
    <message>
        <source>First lead</source>
        <translation>Primera salida</translation>
    </message>
    <message>
        <source>Who leads the first trick: the declarer&apos;s left, or the declarer in no trump (the left otherwise)</source>
        <translation>Quién sale en la primera baza: el de la izquierda del declarante, o el declarante si es sin triunfo (si no, el de la izquierda)</translation>
    </message>
    <message>
        <source>Declarer&apos;s left</source>
        <translation>Izquierda del declarante</translation>
    </message>
    <message>
        <source>Declarer in no trump</source>
        <translation>Declarante en sin triunfo</translation>
    </message>
    <message>
        <source>Trump breaking</source>
        <translation>Romper el triunfo</translation>
    </message>
    <message>
        <source>Trump may not be led until a trump has been played to an earlier trick (unless the leader holds only trumps)</source>
        <translation>No se puede salir de triunfo hasta que se haya jugado triunfo en una baza anterior (salvo que solo te queden triunfos)</translation>
    </message>
    <message>
        <source>Each player of the side that wins the deal scores 1, or scores the tricks their side took</source>
        <translation>Cada jugador de la pareja que gana la mano suma 1, o suma las bazas que hizo su pareja</translation>
    </message>
    <message>
        <source>1 per deal won</source>
        <translation>1 por mano ganada</translation>
    </message>
    <message>
        <source>Tricks of the winning side</source>
        <translation>Bazas de la pareja ganadora</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Manos</translation>
    </message>
    <message>
        <source>Number of hands in the game</source>
        <translation>Número de manos de la partida</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Manos</translation>
    </message>
    <message>
        <source>How many rounds to play (0: one full cycle, 1 card up to as many as the deck deals evenly)</source>
        <translation>Cuántas rondas jugar (0: un ciclo completo, de 1 carta hasta tantas como la baraja reparta por igual)</translation>
    </message>
    <message>
        <source>one full cycle</source>
        <translation>un ciclo completo</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Triunfo</translation>
    </message>
    <message>
        <source>Trump each round: a suit drawn at random, or the suit of the card turned after the deal</source>
        <translation>Triunfo en cada ronda: un palo al azar, o el palo de la carta que se vuelve tras el reparto</translation>
    </message>
    <message>
        <source>Random suit</source>
        <translation>Palo al azar</translation>
    </message>
    <message>
        <source>Turned card</source>
        <translation>Carta vuelta</translation>
    </message>
    <message>
        <source>The last bidder may not make the bids total the tricks</source>
        <translation>El último en apostar no puede hacer que las apuestas sumen el número de bazas</translation>
    </message>
    <message>
        <source>Capture</source>
        <translation>Captura</translation>
    </message>
    <message>
        <source>Forced capture: beat the winning card (or trump) when you can, except over your partner; or even over your partner; or plain follow-suit</source>
        <translation>Captura obligatoria: superar la carta ganadora (o fallar) cuando puedas, salvo sobre tu compañero; o incluso sobre tu compañero; o solo seguir el palo</translation>
    </message>
    <message>
        <source>Forced, partner exempt</source>
        <translation>Obligatoria, salvo sobre el compañero</translation>
    </message>
    <message>
        <source>Forced, even over partner</source>
        <translation>Obligatoria, incluso sobre el compañero</translation>
    </message>
    <message>
        <source>No forced capture</source>
        <translation>Sin captura obligatoria</translation>
    </message>
    <message>
        <source>Standard scoring (2/3/3+1 per level, 5 per trick of difference to the takers), or the first playtest (5 to the bidders, 1 per trick to the takers)</source>
        <translation>Puntuación estándar (2/3/3+1 por nivel, 5 por baza de diferencia para los que hacen bazas), o la de la primera prueba (5 para los declarantes, 1 por baza para los que hacen bazas)</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Estándar</translation>
    </message>
    <message>
        <source>First playtest</source>
        <translation>Primera prueba</translation>
    </message>
    <message>
        <source>Who leads first: the player left of the first of the bidding side to name the final strain (as in Bridge), or left of whoever first named it, on either side (the rules read literally)</source>
        <translation>Quién sale primero: el jugador a la izquierda del primero de la pareja declarante que nombró el palo final (como en el bridge), o a la izquierda de quien lo nombró primero, sea de la pareja que sea (las reglas al pie de la letra)</translation>
    </message>
    <message>
        <source>Left of declarer</source>
        <translation>A la izquierda del declarante</translation>
    </message>
    <message>
        <source>Left of the first to name it</source>
        <translation>A la izquierda del primero que lo nombró</translation>
    </message>
    <message>
        <source>Number of hands in the game (a multiple of 4)</source>
        <translation>Número de manos de la partida (un múltiplo de 4)</translation>
    </message>
    <message>
        <source>on</source>
        <translation>activado</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Clásico</translation>
    </message>
    <message>
        <source>Screw Rummy</source>
        <translation>Screw Rummy</translation>
    </message>
    <message>
        <source>Oh Hell order</source>
        <translation>Orden de Oh Hell</translation>
    </message>
    <message>
        <source>Singapore</source>
        <translation>Singapur</translation>
    </message>
    <message>
        <source>Tricks scoring</source>
        <translation>Puntuación por bazas</translation>
    </message>
    <message>
        <source>Turned trump</source>
        <translation>Triunfo vuelto</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personalizado</translation>
    </message>
    <message>
        <source>Seven rounds, each with a contract of groups and runs to meld before you may lay off. Go out first; cards left in hand score against you. Lowest total wins. Screw Rummy adds first-come May I?, new melds after the contract and the Screw Over.</source>
        <translation>Siete rondas, cada una con un contrato de grupos y escaleras que hay que bajar antes de poder colocar. Cierra el primero; las cartas que te queden en la mano cuentan en tu contra. Gana el total más bajo. Screw Rummy añade el «¿Puedo?» para el primero que llega, combinaciones nuevas tras el contrato y el Screw Over.</translation>
    </message>
    <message>
        <source>Guess exactly how many tricks you will take. Hands grow from one card to ten and back; a turned card names trumps, the dealer is hooked so someone must miss, and in the last one-card hand you hold your card to your forehead.</source>
        <translation>Adivina exactamente cuántas bazas harás. Las manos crecen de una carta a diez y vuelven; una carta vuelta marca el triunfo, el repartidor queda enganchado para que alguien tenga que fallar, y en la última mano de una carta sostienes tu carta en la frente.</translation>
    </message>
    <message>
        <source>Bridge with a partner you have to find: the highest bidder names a card, and whoever holds it is their secret partner until that card is played.</source>
        <translation>Bridge con un compañero que hay que descubrir: el que más declara nombra una carta, y quien la tenga es su compañero secreto hasta que se juegue esa carta.</translation>
    </message>
    <message>
        <source>Bid the exact number of tricks you will take. Each round deals one card more, up to as many as the deck splits evenly, then starts again at one. Making your bid scores 10 plus the square of your tricks; missing costs the square of the difference.</source>
        <translation>Apuesta el número exacto de bazas que harás. Cada ronda se reparte una carta más, hasta tantas como la baraja reparta por igual, y luego se vuelve a empezar por una. Acertar da 10 más el cuadrado de tus bazas; fallar cuesta el cuadrado de la diferencia.</translation>
    </message>
    <message>
        <source>Bridge turned around: you bid how many tricks your opponents will take, and forced capture makes everyone beat the trick when they can. Bid it exactly to score most.</source>
        <translation>El bridge al revés: declaras cuántas bazas harán tus rivales, y la captura obligatoria hace que todos tengan que superar la baza cuando puedan. Acierta de lleno para puntuar más.</translation>
    </message>
    <message>
        <source>{option}: {value}</source>
        <translation>{option}: {value}</translation>
    </message>
    <message>
        <source>{option}: {value} (changed)</source>
        <translation>{option}: {value} (cambiado)</translation>
    </message>
    <message numerus="yes">
        <source>{game} · %n player(s)</source>
        <translation>
            <numerusform>{game} · %n jugador</numerusform>
            <numerusform>{game} · %n jugadores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over after %n hand(s)</source>
        <translation>
            <numerusform>Fin de la partida tras %n mano</numerusform>
            <numerusform>Fin de la partida tras %n manos</numerusform>
        </translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>Hand {number} of {total}</source>
        <translation>Mano {number} de {total}</translation>
    </message>
    <message numerus="yes">
        <source>{line} · %n card(s) each</source>
        <translation>
            <numerusform>{line} · %n carta cada uno</numerusform>
            <numerusform>{line} · %n cartas cada uno</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <source>Could not save {name}: {reason}. Any earlier copy of the file is unchanged.</source>
        <translation>No se ha podido guardar {name}: {reason}. Cualquier copia anterior del archivo sigue intacta.</translation>
    </message>
    <message>
        <source>Could not save {name}: {reason}.</source>
        <translation>No se ha podido guardar {name}: {reason}.</translation>
    </message>
    <message>
        <source>{name} could not be opened: there is no such file.</source>
        <translation>No se ha podido abrir {name}: ese archivo no existe.</translation>
    </message>
    <message>
        <source>{name} is a folder, not a saved game.</source>
        <translation>{name} es una carpeta, no una partida guardada.</translation>
    </message>
    <message>
        <source>{name} could not be opened: permission denied.</source>
        <translation>No se ha podido abrir {name}: permiso denegado.</translation>
    </message>
    <message>
        <source>{name} could not be opened: {reason}.</source>
        <translation>No se ha podido abrir {name}: {reason}.</translation>
    </message>
    <message>
        <source>{name} is not a saved game: it is a device, pipe or socket, not a file.</source>
        <translation>{name} no es una partida guardada: es un dispositivo, una tubería o un socket, no un archivo.</translation>
    </message>
    <message>
        <source>{name} is not a saved game: it is far too large (over {size} MiB).</source>
        <translation>{name} no es una partida guardada: es demasiado grande (más de {size} MiB).</translation>
    </message>
    <message>
        <source>{name} could not be read: {reason}.</source>
        <translation>No se ha podido leer {name}: {reason}.</translation>
    </message>
    <message>
        <source>{name} is empty: it holds no saved game.</source>
        <translation>{name} está vacío: no contiene ninguna partida guardada.</translation>
    </message>
    <message>
        <source>{name} is not a saved game of this program (it is not text).</source>
        <translation>{name} no es una partida guardada de este programa (no es texto).</translation>
    </message>
    <message>
        <source>{name} is incomplete: the file ends too early, so the game in it cannot be restored.</source>
        <translation>{name} está incompleto: el archivo termina antes de tiempo y la partida no se puede restaurar.</translation>
    </message>
    <message>
        <source>{name} is damaged: it is not valid saved-game data (line {line}, column {column}).</source>
        <translation>{name} está dañado: no son datos de partida válidos (línea {line}, columna {column}).</translation>
    </message>
    <message>
        <source>{name} is damaged: it holds a number far too long to be part of a saved game.</source>
        <translation>{name} está dañado: contiene un número demasiado largo para una partida guardada.</translation>
    </message>
    <message>
        <source>{name} is not a saved game of this program (its data nests too deeply).</source>
        <translation>{name} no es una partida guardada de este programa (sus datos están demasiado anidados).</translation>
    </message>
    <message>
        <source>{name} is not a saved game of this program.</source>
        <translation>{name} no es una partida guardada de este programa.</translation>
    </message>
    <message>
        <source>{name} is damaged: its rule options are not a list of names and values.</source>
        <translation>{name} está dañado: sus opciones de reglas no son una lista de nombres y valores.</translation>
    </message>
    <message>
        <source>{name} was saved by another version of this program (format {format}).</source>
        <translation>{name} se guardó con otra versión de este programa (formato {format}).</translation>
    </message>
    <message>
        <source>{name} cannot be restored: {reason}.</source>
        <translation>{name} no se puede restaurar: {reason}.</translation>
    </message>
    <message>
        <source>{name} is damaged: a field holds the wrong kind of value ({reason}).</source>
        <translation>{name} está dañado: un campo tiene un valor de tipo incorrecto ({reason}).</translation>
    </message>
    <message>
        <source>{name} is damaged: {reason}.</source>
        <translation>{name} está dañado: {reason}.</translation>
    </message>
    <message>
        <source>Games cannot be autosaved: the data folder {folder} cannot be written ({reason}). This session will not be kept when you quit.</source>
        <translation>Las partidas no se pueden guardar automáticamente: no se puede escribir en la carpeta de datos {folder} ({reason}). Esta sesión no se conservará al salir.</translation>
    </message>
    <message>
        <source>Could not autosave: the data folder {folder} cannot be created ({reason}).</source>
        <translation>No se ha podido guardar automáticamente: no se puede crear la carpeta de datos {folder} ({reason}).</translation>
    </message>
    <message>
        <source>Could not save: the folder {folder} cannot be created ({reason}).</source>
        <translation>No se ha podido guardar: no se puede crear la carpeta {folder} ({reason}).</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message numerus="yes">
        <source>Continue your game of {game} (%n player(s), round {number})?</source>
        <translation>
            <numerusform>¿Seguir tu partida de {game} (%n jugador, ronda {number})?</numerusform>
            <numerusform>¿Seguir tu partida de {game} (%n jugadores, ronda {number})?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Continue your game of {game} (%n player(s), hand {number})?</source>
        <translation>
            <numerusform>¿Seguir tu partida de {game} (%n jugador, mano {number})?</numerusform>
            <numerusform>¿Seguir tu partida de {game} (%n jugadores, mano {number})?</numerusform>
        </translation>
    </message>
</context>
</TS>
