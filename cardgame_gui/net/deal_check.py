"""Deals anyone can check (pure Python, no Qt): the host promises its seed before the deal and reveals it at
the end; every client replays the game and checks that it saw exactly that game.

    salt, digest = commit(seed)                    # host, before dealing: ``digest`` goes out in ``started``
    ok, sentence = verify(digest, seed, salt, "german_bridge", 4, options, actions,
                          seat=1, views=views, events=events, scores=scores)      # client, at ``reveal``

**The promise.** ``digest`` is the SHA-256 (lower-case hex) of the bytes ``commitment_bytes(seed, salt)``:

    b"cardgame_gui deal v1\\n" + salt + b"\\n" + decimal seed        (salt: 32 hex digits, ASCII)

e.g. seed 7, salt "00ff…" → sha256(b"cardgame_gui deal v1\\n00ff…\\n7"). The salt is 128 random bits, so the
digest tells nobody the seed (a seed below 2**63 could otherwise be found by trying them all).

**The check.** ``verify`` (1) recomputes the digest from the revealed seed and salt; (2) deals a new game
from ``game``, ``players``, ``options`` and the seed through the public engine API (``new_game``) and
applies, in order, every action the seat was told about (``apply``); (3) compares what the seat was shown
with the replay: ``views[0]`` (the view in ``started``) with ``view(seat)`` of the fresh deal, and after the
k-th action ``views[k]`` with ``view(seat)`` and ``events[k-1]`` with the replay's events scrubbed for that
seat exactly as the host scrubs them (``filtering.py``); the players' ``names`` are the host's to set and
are not compared; (4) compares ``scores`` with the replay's final scores. So a seat's own hand at every
deal, every card played, every trick, bid and score it saw must follow from the promised seed.

**What a seat can replay.** Every action the seat was told about: the host's filter takes a card code out
of an action only when the action did not itself put it on the table, and no action of the five games names
a card it does not show — so today no action reaches a seat scrubbed, and the replay needs nothing else.
Events may be scrubbed (a stock draw, a deal); the replay does not need them, it recomputes them and
scrubs its own copy the same way before comparing. Should a future action arrive with a code taken out
(``None``), the replay tries every legal action that fits the rest of it and keeps each alternative that
agrees with everything the seat saw afterwards (at most ``MAX_WORLDS`` at once, ``MAX_BRANCHES`` tried in
all, so a hostile host cannot make the check run for long); too many alternatives leave the deal *partly*
checked: the digest is checked, the replay is not, and the sentence says so.

**A seat that came in mid-game** (a rejoin, a spectator: ``first`` > 0 moves before its first view) gets
those moves from the host before ``started`` (``log`` frames, scrubbed as they were when played:
``filtering.history_for_seat``). They are replayed from the promised seed, each must be playable, and the
view at its first ``started`` and everything after it is then compared as above: the deal is checked "from
where you came back". What the seat was shown before it came back is not part of the check (a restarted app
no longer holds it). A host that does not list them (an older app) leaves the deal *partly* checked.

**What it proves and what it does not** (``docs/protocol.md``): the deal was fixed before the first card
and was not changed afterwards; the host did not swap, peek into and re-deal, or steer the cards it dealt
mid-game. It does not stop a host from seeing every hand (the host runs the engine), from telling another
player what it saw, nor from choosing a favourable seed before committing (the host draws the seed).
"""

from __future__ import annotations

import copy
import hashlib
import hmac
import json
import secrets

from ..engine import CODES, RuleError, new_game
from .filtering import must_not_learn, scrub
from .words import Said

DOMAIN = b"cardgame_gui deal v1\n"
SALT_BYTES = 16
MAX_WORLDS = 64  # alternative replays kept while scrubbed actions are resolved
MAX_BRANCHES = 2000  # alternatives tried in all: a host cannot make a client's check run for long
VERIFIED = "Deal verified ✓"
BROKEN = "The host's deal does not match what it promised"
_CODES = frozenset(CODES)


def commitment_bytes(seed: int, salt: str) -> bytes:
    """The bytes hashed into the promise (see the module docstring)."""
    return DOMAIN + salt.encode("ascii") + b"\n" + str(int(seed)).encode("ascii")


def digest_of(seed: int, salt: str) -> str:
    return hashlib.sha256(commitment_bytes(seed, salt)).hexdigest()


def commit(seed: int) -> tuple[str, str]:
    """A fresh salt and the digest promising ``seed``: ``(salt, digest)``."""
    salt = secrets.token_hex(SALT_BYTES)
    return salt, digest_of(seed, salt)


def saved_promise(deal, seed: int) -> tuple[int, str, str] | None:
    """(seed, salt, commitment) of a saved LAN room's ``deal``, checked: the commitment must be the digest of the
    seed and salt, and the seed the saved game's (``ValueError`` says which). None for a save without one."""
    if deal is None:
        return None
    try:
        kept, salt, digest = deal["seed"], deal["salt"], deal["commitment"]
        ok = isinstance(kept, int) and isinstance(salt, str) and isinstance(digest, str) \
            and hmac.compare_digest(digest_of(kept, salt), digest)
    except (KeyError, TypeError, ValueError):
        ok = False
    if not ok:
        raise ValueError("its promise does not match its seed")
    if kept != seed:
        raise ValueError("its seed is not the game's")
    return kept, salt, digest


HOST_NOTES = ("names", "seat_notes")  # what the host adds to a view that is not the game's (net/table_feed.py)


def _plain(value):
    """As it would arrive over the wire (JSON: tuples become lists, keys become text)."""
    return json.loads(json.dumps(value))


def fingerprint(view: dict) -> tuple:
    """What a client keeps of a view it was shown, to check it later: ``(hand, digest)`` — its own cards,
    and the SHA-256 of the rest in canonical JSON (``HOST_NOTES`` left out: the players' names and a held
    seat's label are the host's to set). About 100 bytes where the view is 1-4 KiB. ``view`` must be as it
    came over the wire (JSON)."""
    shown = {key: value for key, value in view.items() if key not in HOST_NOTES}
    text = json.dumps(shown, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return view.get("hand"), hashlib.sha256(text.encode("utf-8")).digest()


def _kept(view) -> tuple:
    return tuple(view) if isinstance(view, (tuple, list)) else fingerprint(view)


def _fits(candidate, scrubbed) -> bool:
    """``candidate`` is ``scrubbed`` with each ``None`` standing for a card code."""
    if scrubbed is None:
        return isinstance(candidate, str) and candidate in _CODES
    if isinstance(scrubbed, dict):
        return (isinstance(candidate, dict) and len(candidate) == len(scrubbed)
                and all(key in candidate and _fits(candidate[key], value) for key, value in scrubbed.items()))
    if isinstance(scrubbed, list):
        return (isinstance(candidate, list) and len(candidate) == len(scrubbed)
                and all(_fits(c, s) for c, s in zip(candidate, scrubbed)))
    return candidate == scrubbed


def _has_hole(value) -> bool:
    if value is None:
        return True
    if isinstance(value, dict):
        return any(_has_hole(v) for v in value.values())
    if isinstance(value, list):
        return any(_has_hole(v) for v in value)
    return False


def _difference(seen: tuple, expected: tuple, move: int | None = None) -> Said:
    """Which part of a view differs, in words (a whole sentence each): the seat's own cards, else the rest of
    the table; after ``move``, else at the start."""
    cards = seen[0] != expected[0]
    if move is None:
        return Said("deal_cards_at_start") if cards else Said("deal_table_at_start")
    return Said("deal_cards_after_move", move=move) if cards else Said("deal_table_after_move", move=move)


class _Mismatch(Exception):
    """What the seat was shown does not follow from the promised deal: ``args[0]`` (a ``Said``) says how."""


class _TooMany(Exception):
    """More hidden alternatives than a client tries."""


def _step(world, seat, who: int, action: dict, index: int, views, events, before: int = 0) -> None:
    """Apply one action to a replay and compare what the seat was shown (``_Mismatch`` says how not).
    ``index`` counts the seat's own actions; ``before`` the moves made before its first view."""
    hidden = set(world.hidden_cards(seat))
    move = before + index + 1  # the game's own count, as the sentences say it
    try:
        produced = world.apply(who, action)
    except (RuleError, ValueError, TypeError, KeyError, IndexError, AttributeError) as exc:  # any bad move
        raise _Mismatch(Said("deal_move_unplayable", move=move, action=str(_plain(action)), error=str(exc)))
    if events is not None and index < len(events):
        secret = must_not_learn(hidden, set(world.hidden_cards(seat)), action)
        if _plain(scrub(produced, secret)) != events[index]:
            raise _Mismatch(Said("deal_move_differs", move=move))
    if views is not None and index + 1 < len(views):
        expected = fingerprint(_plain(world.view(seat)))
        seen = _kept(views[index + 1])
        if seen != expected:
            raise _Mismatch(_difference(seen, expected, move=move))


def _is_move(entry) -> bool:
    return (isinstance(entry, (list, tuple)) and len(entry) == 2 and isinstance(entry[0], int)
            and not isinstance(entry[0], bool) and isinstance(entry[1], dict) and not _has_hole(entry[1]))


def verify(digest: str, seed, salt, game: str, players: int, options: dict, actions: list,
           seat: int | None = None, views: list | None = None, events: list | None = None,
           scores: list | None = None, first: int = 0, earlier: list | None = None) -> tuple[bool, Said]:
    """Check a revealed deal against its promise and against what ``seat`` saw (see the module docstring).

    ``actions``: ``[seat, action]`` of every action the seat was told about, in order; ``views``: the view in
    ``started`` then the view after each action; ``events``: the events of each action as received;
    ``scores``: the final scores shown; ``first``: how many actions had been played before ``started``, and
    ``earlier`` those actions as the host listed them (a rejoin, a spectator who came in mid-game: replayed
    from the seed up to the first view, which is then compared like every later one).
    ``views`` and ``events`` are as they came over the wire (JSON: lists, text keys); a view may be given as
    its ``fingerprint`` (what ``RemoteGame`` keeps).
    ``(True, sentence)`` when it all agrees, else ``(False, sentence)`` saying what does not (a ``words.Said``:
    the English, and the code each window says in its player's words)."""
    if isinstance(seed, bool) or not isinstance(seed, int) or not isinstance(salt, str) or not salt.isascii():
        return False, Said("deal_broken", detail=Said("deal_no_seed"))
    if not isinstance(digest, str) or not hmac.compare_digest(digest_of(seed, salt), digest):
        return False, Said("deal_broken", detail=Said("deal_other_seed", seed=str(seed)))
    if first and not (isinstance(earlier, list) and len(earlier) == first and all(map(_is_move, earlier))):
        return True, Said("deal_partly_late", seed=str(seed), moves=first)  # (a host that did not list them)
    try:
        worlds = [new_game(game, players, options, seed)]
    except ValueError as exc:
        return False, Said("deal_broken", detail=Said("deal_seed_unusable", seed=str(seed), error=str(exc)))
    budget = [MAX_BRANCHES]
    try:
        for index, (who, action) in enumerate(earlier if first else ()):  # nothing the seat saw to compare
            _step(worlds[0], seat, who, action, index, None, None)
        if views:
            expected = fingerprint(_plain(worlds[0].view(seat)))
            seen = _kept(views[0])
            if seen != expected:
                raise _Mismatch(_difference(seen, expected, move=first) if first else _difference(seen, expected))
        for index, (who, action) in enumerate(actions):
            worlds = _advance(worlds, seat, who, action, index, views, events, budget, first)
            if len(worlds) > MAX_WORLDS:
                raise _TooMany
        if scores is not None and all(list(world.scores()) != list(scores) for world in worlds):
            raise _Mismatch(Said("deal_scores", shown=str(list(scores)), promised=str(worlds[0].scores())))
    except _Mismatch as exc:
        return False, Said("deal_broken", detail=exc.args[0])
    except ValueError as exc:  # (RuleError too) a seat the promised game does not have
        return False, Said("deal_broken", detail=Said("deal_cannot_come", error=str(exc)))
    except _TooMany:
        return True, Said("deal_partly_many", seed=str(seed))
    if first:
        return True, Said("deal_verified_back", seed=str(seed), moves=first) if seat is not None \
            else Said("deal_verified_late", seed=str(seed), moves=first)
    return True, Said("deal_verified", seed=str(seed))


def _advance(worlds: list, seat, who: int, action: dict, index: int, views, events, budget: list,
             before: int = 0) -> list:
    """Every replay that stays consistent with what the seat saw after this action (``_Mismatch`` if none;
    ``_TooMany`` once ``budget[0]`` alternatives have been tried)."""
    hole = _has_hole(action)
    kept, reason = [], Said("deal_hidden_nothing", move=before + index + 1)
    for world in worlds:
        if not hole:
            branches = [(world, action)]
        else:
            try:
                candidates = [c for c in world.legal_actions(who) if _fits(c, action)]
            except (RuleError, ValueError, TypeError):  # no such seat
                candidates = []
            budget[0] -= len(candidates)
            if budget[0] < 0:
                raise _TooMany
            branches = [(copy.deepcopy(world), c) for c in candidates]
        for branch, chosen in branches:
            try:
                _step(branch, seat, who, chosen, index, views, events, before)
            except _Mismatch as exc:
                reason = exc.args[0]
                continue
            kept.append(branch)
    if not kept:
        raise _Mismatch(reason)
    return kept
