"""A dialog names the window's controls, never the CLI's flags (app/ui/advice.py), for the
core's real messages."""
import os

import pytest

from app.core.errors import InputError
from app.core.plan import PresetRequest, plan_preset
from app.ui.advice import app_words


@pytest.mark.parametrize("text, words", [
    ("to go ahead, add --destroy-data /dev/loop3:SER1", "to go ahead, confirm in the data-loss dialog"),
    ("use a smaller --size", "use a smaller Size"),
    ("use a --size of at least 64k", "set Size to at least 64k"),
    ("choose another directory or run buffered (--buffered)", "choose another directory or turn off Direct I/O"),
    ("pass --overwrite /a,/b to write them in place", "accept the files named in the job file's preview to write "
                                                        "them in place"),
])
def test_the_app_words_the_cores_advice(text, words):
    assert app_words(text) == words


def test_a_real_refusal_reaches_the_dialog_without_a_flag(tmp_path):
    with pytest.raises(InputError) as e:
        plan_preset(PresetRequest("quick", str(tmp_path), size=512, runtime=1.0))
    shown = app_words(e.value.one_line())
    assert "--" not in shown and "Size" in shown, shown
    assert os.path.isdir(tmp_path)
