"""What the run controller and the run planner need of the window, named: the panels they
read and the few questions they ask the user. MainWindow provides it
(tests/ui/test_run_view.py checks that); the controller never imports the window."""
from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtWidgets import QLabel

from app.core.errors import FioscopeError
from app.core.fio.jobfile import JobFile
from app.core.fio.locate import FioBinary
from app.core.history.store import RunStore
from app.core.targets.model import Disk
from app.ui.pages.cache_tab import CacheTab
from app.ui.pages.custom_tab import CustomTab
from app.ui.pages.plans_box import PlansBox
from app.ui.pages.quick_tab import QuickTab
from app.ui.pages.results_grid import ResultsGrid
from app.ui.pages.steady_tab import SteadyTab
from app.ui.pages.top_row import TopRow

if TYPE_CHECKING:  # pyqtgraph's panels: imported after the window's first paint (late_panels)
    from app.ui.pages.cache_panel import CachePanel
    from app.ui.graphs.graphs import LiveGraphs
    from app.ui.pages.steady_panel import SteadyPanel


class RunView(Protocol):
    # what the run is started with
    fio: FioBinary | None
    fio_error: FioscopeError | None
    store: RunStore | None
    top: TopRow
    quick_tab: QuickTab
    plans_box: PlansBox
    custom_tab: CustomTab
    steady_tab: SteadyTab
    cache_tab: CacheTab
    # where it is shown
    results_grid: ResultsGrid
    status_label: QLabel

    # read-only: the window makes these panels after its first paint (late_panels)
    @property
    def graphs(self) -> LiveGraphs: ...
    @property
    def steady_panel(self) -> SteadyPanel: ...
    @property
    def cache_panel(self) -> CachePanel: ...

    def target_dir(self) -> str | None: ...
    def target_disk(self) -> Disk | None: ...
    def set_status(self, text: str) -> None: ...
    def set_running(self, on: bool) -> None: ...
    def show_grid(self) -> None: ...
    def show_steady(self) -> None: ...
    def clear_views(self) -> None: ...
    def show_error(self, error: FioscopeError) -> None: ...
    def save_settings(self) -> None: ...
    def drop_caches(self) -> str: ...
    def confirm_destroy(self, disk: Disk, what: str) -> str | None: ...
    def confirm_jobfile(self, jf: JobFile, workdir: str | None = None) -> bool: ...


def missing_members(view: object) -> list[str]:
    """RunView's members view lacks (a Protocol with data members cannot be isinstance-checked)."""
    names = set(RunView.__annotations__) | {n for n in vars(RunView) if not n.startswith("_")}
    return sorted(n for n in names if not hasattr(view, n))
