<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl">
<context>
    <name>BiddingBox</name>
    <message>
        <source>Bidding box</source>
        <translation>Biedvak</translation>
    </message>
    <message>
        <source>You may act now</source>
        <translation>Je bent aan de beurt</translation>
    </message>
    <message>
        <source>Change your bid of {bid}? (allowed until the next bid is made)</source>
        <translation>Je bod van {bid} wijzigen? (kan tot het volgende bod)</translation>
    </message>
    <message>
        <source>Bid {number}</source>
        <translation>{number} bieden</translation>
    </message>
    <message>
        <source>As dealer you may not bid {number}: the bids would total {total}, the number of tricks (the hook)</source>
        <translation>Als gever mag je geen {number} bieden: de biedingen zouden samen {total} zijn, evenveel als er slagen zijn (de haak)</translation>
    </message>
    <message>
        <source>{number} is your bid now</source>
        <translation>{number} is nu je bod</translation>
    </message>
    <message>
        <source>You cannot bid {number} now</source>
        <translation>Je kunt nu geen {number} bieden</translation>
    </message>
    <message>
        <source>Your call — highest bid: {bid}</source>
        <translation>Jij bent aan de beurt — hoogste bod: {bid}</translation>
    </message>
    <message>
        <source>Your call — no bid yet</source>
        <translation>Jij bent aan de beurt — nog geen bod</translation>
    </message>
    <message>
        <source>Bid {bid}</source>
        <translation>{bid} bieden</translation>
    </message>
    <message>
        <source>{bid} is not a legal bid now (at or below the highest bid)</source>
        <translation>{bid} is nu geen geldig bod (niet hoger dan het hoogste bod)</translation>
    </message>
    <message>
        <source>You cannot pass now</source>
        <translation>Je kunt nu niet passen</translation>
    </message>
    <message>
        <source>Call your partner: pick a card (its holder partners you; if you hold it, you play alone)</source>
        <translation>Roep je partner: kies een kaart (wie haar heeft, is je partner; heb je haar zelf, dan speel je alleen)</translation>
    </message>
    <message>
        <source>Call your partner: pick a card you do not hold (its holder partners you)</source>
        <translation>Roep je partner: kies een kaart die je niet hebt (wie haar heeft, is je partner)</translation>
    </message>
    <message>
        <source>Call the {card}</source>
        <translation>{card} vragen</translation>
    </message>
    <message>
        <source>Call the {card}: it is in your hand, so you play alone</source>
        <translation>{card} vragen: die kaart heb je zelf, dus je speelt alleen</translation>
    </message>
    <message>
        <source>The {card} is in your hand: call a card you do not hold</source>
        <translation>{card}: die kaart heb je zelf – kies een kaart die je niet hebt</translation>
    </message>
    <message>
        <source>You cannot call the {card}</source>
        <translation>Je kunt {card} niet vragen</translation>
    </message>
    <message>
        <source>Wash</source>
        <translation>Opnieuw delen</translation>
    </message>
    <message>
        <source>No wash</source>
        <translation>Niet opnieuw delen</translation>
    </message>
    <message numerus="yes">
        <source>Your hand counts %n point(s), more than {limit}: no wash for you</source>
        <translation>
            <numerusform>Je hand telt %n punt, meer dan {limit}: je mag niet opnieuw laten delen</numerusform>
            <numerusform>Je hand telt %n punten, meer dan {limit}: je mag niet opnieuw laten delen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your bid: how many tricks will you take? (%n to play)</source>
        <translation>
            <numerusform>Jouw bod: hoeveel slagen haal je? (%n slag te spelen)</numerusform>
            <numerusform>Jouw bod: hoeveel slagen haal je? (%n slagen te spelen)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Wash? Your hand counts %n point(s): with {limit} or fewer you may ask for a new deal</source>
        <translation>
            <numerusform>Opnieuw delen? Je hand telt %n punt: met {limit} of minder mag je om een nieuwe deling vragen</numerusform>
            <numerusform>Opnieuw delen? Je hand telt %n punten: met {limit} of minder mag je om een nieuwe deling vragen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Bids</name>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message numerus="yes">
        <source>%n no trump(s)</source>
        <translation>
            <numerusform>%n zonder troef</numerusform>
            <numerusform>%n zonder troef</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n club(s)</source>
        <translation>
            <numerusform>%n klaveren</numerusform>
            <numerusform>%n klaveren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n diamond(s)</source>
        <translation>
            <numerusform>%n ruiten</numerusform>
            <numerusform>%n ruiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n heart(s)</source>
        <translation>
            <numerusform>%n harten</numerusform>
            <numerusform>%n harten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n spade(s)</source>
        <translation>
            <numerusform>%n schoppen</numerusform>
            <numerusform>%n schoppen</numerusform>
        </translation>
    </message>
    <message>
        <source>NT</source>
        <translation>SA</translation>
    </message>
</context>
<context>
    <name>CardItem</name>
    <message>
        <source>Face-down card</source>
        <translation>Gesloten kaart</translation>
    </message>
    <message>
        <source>{card} (cannot be played now)</source>
        <translation>{card} (kan nu niet gespeeld worden)</translation>
    </message>
</context>
<context>
    <name>DealerButton</name>
    <message>
        <source>D</source>
        <translation>G</translation>
    </message>
</context>
<context>
    <name>LastTrick</name>
    <message>
        <source>Last trick — won by {player}</source>
        <translation>Laatste slag — voor {player}</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Laatste slag</translation>
    </message>
    <message>
        <source>{card}, played by {player}</source>
        <translation>{card}, gespeeld door {player}</translation>
    </message>
</context>
<context>
    <name>RummyBar</name>
    <message>
        <source>the discard</source>
        <translation>de afgelegde kaart</translation>
    </message>
    <message>
        <source>The others may ask for {card} (May I?) before you draw</source>
        <translation>De anderen mogen om {card} vragen (Mag ik?) voordat jij pakt</translation>
    </message>
    <message>
        <source>May I? for {card}: the first to ask gets it</source>
        <translation>Mag ik? voor {card}: wie het eerst vraagt, krijgt hem</translation>
    </message>
    <message>
        <source>May I? for {card}</source>
        <translation>Mag ik? voor {card}</translation>
    </message>
    <message>
        <source>May I? for {card}: {player} asked first</source>
        <translation>Mag ik? voor {card}: {player} vroeg het eerst</translation>
    </message>
    <message>
        <source>May I? for {card}: {player} is ahead of you</source>
        <translation>Mag ik? voor {card}: {player} gaat voor jou</translation>
    </message>
    <message>
        <source>May I? for {card}: {players} are ahead of you</source>
        <translation>Mag ik? voor {card}: {players} gaan voor jou</translation>
    </message>
    <message>
        <source>May I? for {card}: nobody is ahead of you</source>
        <translation>Mag ik? voor {card}: niemand gaat voor jou</translation>
    </message>
    <message>
        <source>What you can do</source>
        <translation>Wat je kunt doen</translation>
    </message>
    <message>
        <source>Arrange:</source>
        <translation>Sorteren:</translation>
    </message>
    <message>
        <source>Suit</source>
        <translation>Kleur</translation>
    </message>
    <message>
        <source>Sort your hand by suit</source>
        <translation>Je hand op kleur sorteren</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Waarde</translation>
    </message>
    <message>
        <source>Sort your hand by rank</source>
        <translation>Je hand op waarde sorteren</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>Combinaties</translation>
    </message>
    <message>
        <source>Bring the cards that make the contract together (the meld finder&apos;s choice), then pairs</source>
        <translation>De kaarten voor het contract bij elkaar leggen (de keuze van de combinatiezoeker), dan paren</translation>
    </message>
    <message>
        <source>Suggest</source>
        <translation>Voorstellen</translation>
    </message>
    <message>
        <source>Select the cards of a contract (or meld) you can lay down now</source>
        <translation>De kaarten kiezen van een contract (of combinatie) dat je nu kunt uitleggen</translation>
    </message>
    <message>
        <source>Meld</source>
        <translation>Uitleggen</translation>
    </message>
    <message>
        <source>Lay down the selected cards (Enter)</source>
        <translation>De gekozen kaarten uitleggen (Enter)</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Afleggen</translation>
    </message>
    <message>
        <source>Discard the selected card (or drag it onto the discard pile)</source>
        <translation>De gekozen kaart afleggen (of naar de aflegstapel slepen)</translation>
    </message>
    <message>
        <source>May I? (M)</source>
        <translation>Mag ik? (M)</translation>
    </message>
    <message>
        <source>Ask for the top discard out of turn (you also take the penalty card)</source>
        <translation>Buiten je beurt om de bovenste afgelegde kaart vragen (je krijgt ook de strafkaart)</translation>
    </message>
    <message>
        <source>No thanks (N)</source>
        <translation>Nee, dank je (N)</translation>
    </message>
    <message>
        <source>Let the discard go</source>
        <translation>De afgelegde kaart laten liggen</translation>
    </message>
    <message>
        <source>Time left to ask May I?</source>
        <translation>Tijd om „Mag ik?” te vragen</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} s</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spel voorbij</translation>
    </message>
    <message>
        <source>Your turn: draw — click the stock (S) or the discard pile (D), or drag a card from it onto your hand</source>
        <translation>Jij bent aan de beurt: pak een kaart — klik op de stapel (S) of de aflegstapel (D), of sleep er een kaart van naar je hand</translation>
    </message>
    <message>
        <source>drag cards onto melds that light up (L)</source>
        <translation>sleep kaarten naar combinaties die oplichten (L)</translation>
    </message>
    <message>
        <source>select your contract and press Meld</source>
        <translation>kies je contract en klik op Uitleggen</translation>
    </message>
    <message>
        <source>select a new meld and press Meld</source>
        <translation>kies een nieuwe combinatie en klik op Uitleggen</translation>
    </message>
    <message>
        <source>drag a card out of another&apos;s meld to screw</source>
        <translation>sleep een kaart uit de combinatie van een ander voor een Screw Over</translation>
    </message>
    <message>
        <source>discard to end your turn</source>
        <translation>leg af om je beurt te beëindigen</translation>
    </message>
    <message>
        <source>meld every card to go out</source>
        <translation>leg alle kaarten uit om uit te gaan</translation>
    </message>
    <message>
        <source>Your turn: {steps}</source>
        <translation>Jij bent aan de beurt: {steps}</translation>
    </message>
    <message>
        <source>{player} to play · {contract}</source>
        <translation>{player} is aan de beurt · {contract}</translation>
    </message>
    <message>
        <source>The joker</source>
        <translation>De joker</translation>
    </message>
    <message>
        <source>In {meld}, the joker stands for:</source>
        <translation>In {meld} staat de joker voor:</translation>
    </message>
    <message>
        <source>Use the joker you reclaimed now: lay it off or meld it (marked in your hand)</source>
        <translation>Gebruik de joker die je terugnam nu: leg hem aan of leg hem uit (gemarkeerd in je hand)</translation>
    </message>
    <message>
        <source>Use the {card} you took now: lay it off or meld it (marked in your hand)</source>
        <translation>Gebruik de genomen {card} nu: leg hem aan of leg hem uit (gemarkeerd in je hand)</translation>
    </message>
    <message>
        <source>Use the cards you took ({cards}) now: lay them off or meld them (marked in your hand)</source>
        <translation>Gebruik de genomen kaarten ({cards}) nu: leg ze aan of leg ze uit (gemarkeerd in je hand)</translation>
    </message>
</context>
<context>
    <name>RummyHand</name>
    <message>
        <source>Select the cards to meld first (click them, shift-click, or drag a box round them)</source>
        <translation>Kies eerst de kaarten om uit te leggen (klik ze aan, Shift-klik, of sleep er een kader omheen)</translation>
    </message>
    <message>
        <source>You have melded your contract: lay cards off on the melds (drag them there)</source>
        <translation>Je hebt je contract uitgelegd: leg kaarten aan bij de combinaties (sleep ze erheen)</translation>
    </message>
    <message>
        <source>You have melded your contract: lay cards off on the melds (drag them there); new melds are not allowed at this table</source>
        <translation>Je hebt je contract uitgelegd: leg kaarten aan bij de combinaties (sleep ze erheen); nieuwe combinaties zijn aan deze tafel niet toegestaan</translation>
    </message>
    <message>
        <source>You have melded your contract this round</source>
        <translation>Je hebt je contract deze ronde al uitgelegd</translation>
    </message>
    <message>
        <source>You can meld after you have drawn: click the stock or the discard pile first</source>
        <translation>Je kunt uitleggen nadat je een kaart hebt gepakt: klik eerst op de stapel of de aflegstapel</translation>
    </message>
</context>
<context>
    <name>RummyInput</name>
    <message>
        <source>No meld can be made from your hand now</source>
        <translation>Met je hand kun je nu geen combinatie maken</translation>
    </message>
    <message>
        <source>Select the one card to discard</source>
        <translation>Kies één kaart om af te leggen</translation>
    </message>
    <message>
        <source>You cannot take the discard now</source>
        <translation>Je kunt de afgelegde kaart nu niet nemen</translation>
    </message>
    <message>
        <source>You cannot take the {card} now</source>
        <translation>Je kunt {card} nu niet nemen</translation>
    </message>
    <message>
        <source>You cannot take the {card}: the Screw Over is off at this table</source>
        <translation>Je kunt {card} niet nemen: de Screw Over staat aan deze tafel uit</translation>
    </message>
    <message>
        <source>Select the one card to move</source>
        <translation>Kies de ene kaart die je wilt verplaatsen</translation>
    </message>
    <message>
        <source>Select the one card to lay off</source>
        <translation>Kies de ene kaart die je wilt aanleggen</translation>
    </message>
    <message>
        <source>Round {round}: {contract}.</source>
        <translation>Ronde {round}: {contract}.</translation>
    </message>
    <message>
        <source>Your hand: {cards}.</source>
        <translation>Je hand: {cards}.</translation>
    </message>
    <message>
        <source>Selected: {cards}.</source>
        <translation>Gekozen: {cards}.</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: {card}; %n card(s) in the stock.</source>
        <translation>
            <numerusform>Aflegstapel: {card}; %n kaart in de stapel.</numerusform>
            <numerusform>Aflegstapel: {card}; %n kaarten in de stapel.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RummyTable</name>
    <message>
        <source>Rummy table</source>
        <translation>Jokertafel</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Aflegstapel</translation>
    </message>
    <message>
        <source>You ({name})</source>
        <translation>Jij ({name})</translation>
    </message>
    <message>
        <source>must re-meld</source>
        <translation>moet opnieuw uitleggen</translation>
    </message>
    <message>
        <source>melded ✓</source>
        <translation>uitgelegd ✓</translation>
    </message>
    <message>
        <source>asks May I?</source>
        <translation>vraagt: Mag ik?</translation>
    </message>
    <message>
        <source>person</source>
        <translation>mens</translation>
    </message>
    <message>
        <source>{level} bot</source>
        <translation>bot ({level})</translation>
    </message>
    <message>
        <source>the joker as {card}</source>
        <translation>de joker als {card}</translation>
    </message>
    <message>
        <source>Run of {player}: {cards}</source>
        <translation>Reeks van {player}: {cards}</translation>
    </message>
    <message>
        <source>Group of {player}: {cards}</source>
        <translation>Groep van {player}: {cards}</translation>
    </message>
    <message>
        <source>Joker standing for {card}</source>
        <translation>Joker in plaats van {card}</translation>
    </message>
    <message>
        <source>Round {round}/{rounds}: {contract}</source>
        <translation>Ronde {round}/{rounds}: {contract}</translation>
    </message>
    <message>
        <source>All at once: every card in runs, no discard</source>
        <translation>Alles ineens: alle kaarten in reeksen, niet afleggen</translation>
    </message>
    <message>
        <source>Runs of one suit may not touch</source>
        <translation>Reeksen van één kleur mogen niet aansluiten</translation>
    </message>
    <message>
        <source>May I?: off</source>
        <translation>Mag ik?: uit</translation>
    </message>
    <message>
        <source>May I?: in turn order</source>
        <translation>Mag ik?: op volgorde van de beurt</translation>
    </message>
    <message>
        <source>May I?: first come</source>
        <translation>Mag ik?: wie het eerst vraagt</translation>
    </message>
    <message>
        <source>You must meld again: {contract}</source>
        <translation>Je moet opnieuw uitleggen: {contract}</translation>
    </message>
    <message>
        <source>Round {round}: {player} went out</source>
        <translation>Ronde {round}: {player} is uitgegaan</translation>
    </message>
    <message>
        <source>Round {round}: the piles ran out</source>
        <translation>Ronde {round}: de stapels zijn op</translation>
    </message>
    <message>
        <source>Penalty points: {points}</source>
        <translation>Strafpunten: {points}</translation>
    </message>
    <message>
        <source>Totals in the score sheet (lowest leads).</source>
        <translation>Totalen op het scoreblad (de laagste staat voor).</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n kaart</numerusform>
            <numerusform>%n kaarten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pt(s)</source>
        <translation>
            <numerusform>%n pt</numerusform>
            <numerusform>%n ptn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n deck(s)</source>
        <translation>
            <numerusform>%n kaartspel</numerusform>
            <numerusform>%n kaartspellen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) each</source>
        <translation>
            <numerusform>%n kaart per speler</numerusform>
            <numerusform>%n kaarten per speler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>penalty %n card(s)</source>
        <translation>
            <numerusform>straf %n kaart</numerusform>
            <numerusform>straf %n kaarten</numerusform>
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
        <translation>geen combinatie</translation>
    </message>
    <message numerus="yes">
        <source>%n group(s)</source>
        <translation>
            <numerusform>%n groep</numerusform>
            <numerusform>%n groepen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <translation>
            <numerusform>%n reeks</numerusform>
            <numerusform>%n reeksen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Score chart</source>
        <translation>Scoreverloop</translation>
    </message>
    <message>
        <source>Running totals. {totals}</source>
        <translation>Tussenstanden. {totals}</translation>
    </message>
    <message>
        <source>No round scored yet</source>
        <translation>Nog geen ronde geteld</translation>
    </message>
    <message>
        <source>No hand scored yet</source>
        <translation>Nog geen ronde geteld</translation>
    </message>
    <message>
        <source>The chart fills in as rounds are scored</source>
        <translation>Het verloop vult zich met elke getelde ronde</translation>
    </message>
    <message>
        <source>The chart fills in as hands are scored</source>
        <translation>Het verloop vult zich met elke getelde ronde</translation>
    </message>
    <message numerus="yes">
        <source>after %n round(s)</source>
        <translation>
            <numerusform>na %n ronde</numerusform>
            <numerusform>na %n rondes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>after %n hand(s)</source>
        <translation>
            <numerusform>na %n ronde</numerusform>
            <numerusform>na %n rondes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>bid</source>
        <translation>bod</translation>
    </message>
    <message>
        <source>won</source>
        <translation>slagen</translation>
    </message>
    <message>
        <source>pts</source>
        <translation>ptn</translation>
    </message>
    <message>
        <source>total</source>
        <translation>totaal</translation>
    </message>
    <message>
        <source>bid/won</source>
        <translation>bod/slagen</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>kaarten</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>gever</translation>
    </message>
    <message>
        <source>trump</source>
        <translation>troef</translation>
    </message>
    <message>
        <source>contract</source>
        <translation>contract</translation>
    </message>
    <message>
        <source>declarer</source>
        <translation>leider</translation>
    </message>
    <message>
        <source>bidding side</source>
        <translation>biedende partij</translation>
    </message>
    <message>
        <source>takers tricks</source>
        <translation>slagen biedende partij</translation>
    </message>
    <message>
        <source>partner</source>
        <translation>partner</translation>
    </message>
    <message>
        <source>alone</source>
        <translation>alleen</translation>
    </message>
    <message>
        <source>declarer side</source>
        <translation>partij van de leider</translation>
    </message>
    <message>
        <source>needed</source>
        <translation>nodig</translation>
    </message>
    <message>
        <source>side tricks</source>
        <translation>slagen partij</translation>
    </message>
    <message>
        <source>made</source>
        <translation>gehaald</translation>
    </message>
    <message>
        <source>round</source>
        <translation>ronde</translation>
    </message>
    <message>
        <source>went out</source>
        <translation>uitgegaan</translation>
    </message>
    <message>
        <source>ended</source>
        <translation>einde</translation>
    </message>
    <message>
        <source>out</source>
        <translation>uitgegaan</translation>
    </message>
    <message>
        <source>piles empty</source>
        <translation>stapels op</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nee</translation>
    </message>
    <message>
        <source>Side {number}</source>
        <translation>Partij {number}</translation>
    </message>
    <message>
        <source>{player}, round {number}: {values}</source>
        <translation>{player}, ronde {number}: {values}</translation>
    </message>
    <message>
        <source>{player}, hand {number}: {values}</source>
        <translation>{player}, ronde {number}: {values}</translation>
    </message>
    <message>
        <source>{line} (leading)</source>
        <translation>{line} (staat voor)</translation>
    </message>
</context>
<context>
    <name>ScoreboardDock</name>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Scoreblad</translation>
    </message>
    <message>
        <source>No hand scored yet</source>
        <translation>Nog geen ronde geteld</translation>
    </message>
    <message>
        <source>Score summary</source>
        <translation>Samenvatting van de score</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Show bids, tricks and points as well as the running totals</source>
        <translation>Biedingen, slagen en punten naast de tussenstanden tonen</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV exporteren…</translation>
    </message>
    <message>
        <source>Save the score sheet as a spreadsheet file</source>
        <translation>Het scoreblad als spreadsheetbestand opslaan</translation>
    </message>
    <message>
        <source>{player} leads</source>
        <translation>{player} staat voor</translation>
    </message>
    <message>
        <source>{players} lead</source>
        <translation>{players} staan voor</translation>
    </message>
    <message>
        <source>No round scored yet</source>
        <translation>Nog geen ronde geteld</translation>
    </message>
    <message>
        <source>Export scores</source>
        <translation>Scores exporteren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-bestanden (*.csv)</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Exporteren mislukt</translation>
    </message>
    <message>
        <source>Could not write {path}: {reason}.</source>
        <translation>Kon {path} niet schrijven: {reason}.</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n ronde</numerusform>
            <numerusform>%n rondes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n ronde</numerusform>
            <numerusform>%n rondes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n round(s): {leaders}</source>
        <translation>
            <numerusform>Na %n ronde: {leaders}</numerusform>
            <numerusform>Na %n rondes: {leaders}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n hand(s): {leaders}</source>
        <translation>
            <numerusform>Na %n ronde: {leaders}</numerusform>
            <numerusform>Na %n rondes: {leaders}</numerusform>
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
        <translation>Neem {card} uit de combinatie van {player} en geef daarvoor:</translation>
    </message>
    <message>
        <source>Card to give</source>
        <translation>Kaart die je geeft</translation>
    </message>
    <message>
        <source>You must then use the {card} this turn.</source>
        <translation>Je moet de {card} dan deze beurt gebruiken.</translation>
    </message>
    <message>
        <source>Screw</source>
        <translation>Screw Over</translation>
    </message>
    <message>
        <source>The meld of {player} falls below its minimum: they take the rest of it back.</source>
        <translation>De combinatie van {player} komt onder het minimum: {player} neemt de rest terug.</translation>
    </message>
    <message>
        <source>The meld of {player} breaks and their contract is lost: they must meld that part again.</source>
        <translation>De combinatie van {player} valt uiteen en het contract is verloren: {player} moet dat deel opnieuw uitleggen.</translation>
    </message>
    <message>
        <source>The meld of {player} stays on the table.</source>
        <translation>De combinatie van {player} blijft liggen.</translation>
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
        <translation>Contract {bid}</translation>
    </message>
    <message>
        <source>Bid {number}</source>
        <translation>Bod {number}</translation>
    </message>
    <message>
        <source>Bid {bid}</source>
        <translation>Bod {bid}</translation>
    </message>
    <message>
        <source>Won {count}</source>
        <translation>Slagen {count}</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>Declarer&apos;s partner</source>
        <translation>Partner van de leider</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Jij</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
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
        <translation>Speeltafel</translation>
    </message>
    <message>
        <source>Click or press Space to continue</source>
        <translation>Klik of druk op de spatiebalk om verder te gaan</translation>
    </message>
    <message>
        <source>{game} is not playable at the table yet</source>
        <translation>{game} kan nog niet aan deze tafel gespeeld worden</translation>
    </message>
    <message>
        <source>This window plays the trick-taking games so far.</source>
        <translation>Dit venster speelt tot nu toe alleen de slagenspellen.</translation>
    </message>
    <message>
        <source>Choose another game with Game ▸ New Game (Ctrl+N).</source>
        <translation>Kies een ander spel met Spel ▸ Nieuw spel (Ctrl+N).</translation>
    </message>
    <message>
        <source>Selected: {card}.</source>
        <translation>Gekozen: {card}.</translation>
    </message>
    <message>
        <source>Your hand: {cards}.</source>
        <translation>Je hand: {cards}.</translation>
    </message>
    <message>
        <source>{player}: {card}</source>
        <translation>{player}: {card}</translation>
    </message>
    <message>
        <source>On the table: {cards}.</source>
        <translation>Op tafel: {cards}.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Jij bent aan de beurt.</translation>
    </message>
    <message>
        <source>Waiting for {player}.</source>
        <translation>Wachten op {player}.</translation>
    </message>
    <message>
        <source>Bid {number}? Press Enter, or type the next digit</source>
        <translation>{number} bieden? Druk op Enter of typ het volgende cijfer</translation>
    </message>
</context>
<context>
    <name>TrumpMarker</name>
    <message>
        <source>Turned card: {card}</source>
        <translation>Omgedraaide kaart: {card}</translation>
    </message>
    <message>
        <source>Partner card: {card}</source>
        <translation>Partnerkaart: {card}</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Troef</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Geen</translation>
    </message>
    <message>
        <source>Called</source>
        <translation>Gevraagd</translation>
    </message>
    <message>
        <source>Clubs are trumps</source>
        <translation>Klaveren is troef</translation>
    </message>
    <message>
        <source>Diamonds are trumps</source>
        <translation>Ruiten is troef</translation>
    </message>
    <message>
        <source>Hearts are trumps</source>
        <translation>Harten is troef</translation>
    </message>
    <message>
        <source>Spades are trumps</source>
        <translation>Schoppen is troef</translation>
    </message>
    <message>
        <source>No trumps</source>
        <translation>Zonder troef</translation>
    </message>
</context>
</TS>
