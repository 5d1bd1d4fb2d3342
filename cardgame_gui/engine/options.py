"""Rule options as declared data.

Every game declares its options (name, kind, default, allowed values, a one-line description) and its
presets. The variant picker, saved games and the LAN lobby all read the same declaration.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Option:
    name: str
    kind: str  # "choice", "bool" or "int"
    default: Any
    description: str
    choices: tuple = ()  # for "choice": the allowed values, in display order
    minimum: int | None = None  # for "int"
    maximum: int | None = None
    labels: dict = field(default_factory=dict)  # optional display label per choice value

    def check(self, value: Any) -> Any:
        """Return ``value`` if it is allowed for this option, else raise ``ValueError`` naming it."""
        if self.kind == "bool":
            if isinstance(value, bool):
                return value
            raise ValueError(f"option {self.name!r} must be true or false, not {value!r}")
        if self.kind == "int":
            if isinstance(value, bool) or not isinstance(value, int):
                raise ValueError(f"option {self.name!r} must be a whole number, not {value!r}")
            if self.minimum is not None and value < self.minimum:
                raise ValueError(f"option {self.name!r} must be at least {self.minimum}, not {value}")
            if self.maximum is not None and value > self.maximum:
                raise ValueError(f"option {self.name!r} must be at most {self.maximum}, not {value}")
            return value
        if value not in self.choices:
            allowed = ", ".join(repr(c) for c in self.choices)
            raise ValueError(f"option {self.name!r} must be one of {allowed}, not {value!r}")
        return value

    def parse(self, text: str) -> Any:
        """Parse a command-line value (``k=v``) into this option's type, then check it."""
        if self.kind == "bool":
            lowered = text.strip().lower()
            if lowered in ("1", "true", "yes", "on"):
                return True
            if lowered in ("0", "false", "no", "off"):
                return False
            raise ValueError(f"option {self.name!r} must be on or off, not {text!r}")
        if self.kind == "int":
            try:
                return self.check(int(text))
            except ValueError as exc:
                if "option" in str(exc):
                    raise
                raise ValueError(f"option {self.name!r} must be a whole number, not {text!r}") from None
        for choice in self.choices:
            if str(choice) == text:
                return choice
        return self.check(text)

    def to_json(self) -> dict:
        data = {"name": self.name, "kind": self.kind, "default": self.default,
                "description": self.description}
        if self.choices:
            data["choices"] = list(self.choices)
        if self.minimum is not None:
            data["minimum"] = self.minimum
        if self.maximum is not None:
            data["maximum"] = self.maximum
        return data


def resolve_options(declared: tuple[Option, ...], given: dict | None) -> dict:
    """All options with defaults filled in; ``ValueError`` naming any unknown option or bad value."""
    by_name = {opt.name: opt for opt in declared}
    given = dict(given or {})
    unknown = sorted(set(given) - set(by_name))
    if unknown:
        known = ", ".join(sorted(by_name)) or "none"
        raise ValueError(f"unknown option {unknown[0]!r} (this game's options: {known})")
    return {name: opt.check(given[name]) if name in given else opt.default for name, opt in by_name.items()}
