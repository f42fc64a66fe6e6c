"""Whole files or nothing; and a device node given as the output is refused, neither written
nor replaced (see test_output_paths.py for links)."""
import os
import stat

import pytest

from app.core.atomic import write_bytes_atomic, write_text_atomic
from app.core.errors import InputError


def test_a_failed_write_leaves_the_old_file_and_no_temp_file(tmp_path):
    out = tmp_path / "r.txt"
    out.write_text("old")
    with pytest.raises(TypeError):
        write_bytes_atomic(out, "not bytes")  # fails while writing
    assert out.read_text() == "old" and os.listdir(tmp_path) == ["r.txt"]
    write_text_atomic(out, "new ü")
    assert out.read_text(encoding="utf-8") == "new ü"


def test_dev_null_is_refused_and_stays_a_device():
    with pytest.raises(InputError, match="character device"):
        write_text_atomic(os.devnull, "discarded")
    assert stat.S_ISCHR(os.stat(os.devnull).st_mode)
