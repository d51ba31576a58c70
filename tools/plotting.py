"""Where a tool's charts can be drawn (shared by wwbench, wwprofile, wwpredict-figures).

Plotting needs matplotlib, which the rest of the tools do without. The `python3` on the
PATH may be another installation (pyenv) that cannot see Debian's packages, so a tool
whose Python lacks matplotlib draws under /usr/bin/python3 when that one has it
(tools/install-deps installs python3-matplotlib there), and otherwise says how to get it.
A tool marks the environment of its re-run so that it never re-runs twice.
"""

from __future__ import annotations

import os
import subprocess
import sys

SYSTEM_PYTHON = "/usr/bin/python3"
NO_MATPLOTLIB = "install python3-matplotlib with tools/install-deps to get plots"


def matplotlib_here() -> bool:
    try:
        import matplotlib  # noqa: F401
        return True
    except ImportError:
        return False


def system_python_can_plot(reexec_mark: str) -> bool:
    """True when the tool may run again under /usr/bin/python3 to plot: this is not that
    re-run already, that Python is another one than this, and it has matplotlib."""
    if os.environ.get(reexec_mark) or not os.path.exists(SYSTEM_PYTHON):
        return False
    if sys.executable and os.path.realpath(sys.executable) == os.path.realpath(SYSTEM_PYTHON):
        return False
    try:
        return subprocess.run([SYSTEM_PYTHON, "-c", "import matplotlib"], stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL).returncode == 0
    except OSError:
        return False


def reexec_environment(reexec_mark: str) -> dict[str, str]:
    """The environment of the re-run under /usr/bin/python3."""
    return dict(os.environ, **{reexec_mark: "1"})
