"""The checklist's items: a value, what is expected, a status and one line of advice."""
from __future__ import annotations

from dataclasses import asdict, dataclass, field

OK = "ok"
WARN = "warn"  # off: likely to change results
NOTE = "note"  # worth knowing, not wrong
UNKNOWN = "unknown"  # could not be read (advice says how to read it)
NA = "n/a"  # does not apply to this target
STATUSES = (OK, WARN, NOTE, UNKNOWN, NA)


@dataclass(frozen=True)
class CheckItem:
    key: str  # stable identifier, e.g. "pcie_link"
    label: str  # what a person reads, e.g. "PCIe link"
    value: str  # what was found, e.g. "8 GT/s x2"
    expected: str = ""  # what a healthy, well-set-up target shows
    status: str = OK
    advice: str = ""  # one line, when the status is not ok
    data: dict = field(default_factory=dict)  # the raw figures, for --json

    def __post_init__(self) -> None:
        if self.status not in STATUSES:
            raise ValueError(f"unknown status {self.status!r}")

    def to_dict(self) -> dict:
        return asdict(self)


@dataclass
class Checklist:
    target: str
    platform: str  # "linux" or "windows"
    device: str | None = None  # the disk read: nvme0n1, PhysicalDrive1
    description: str = ""  # one line: what the target is on
    items: list[CheckItem] = field(default_factory=list)

    def item(self, key: str) -> CheckItem | None:
        return next((i for i in self.items if i.key == key), None)

    @property
    def warnings(self) -> list[CheckItem]:
        return [i for i in self.items if i.status == WARN]

    def to_dict(self) -> dict:
        return {"target": self.target, "platform": self.platform, "device": self.device,
                "description": self.description, "items": [i.to_dict() for i in self.items],
                "warnings": len(self.warnings)}
