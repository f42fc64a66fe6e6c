import pytest

from app.core.errors import InputError
from app.core.units import fio_size, parse_duration, parse_size, short_bs


@pytest.mark.parametrize("text,value", [
    ("1GiB", 1 << 30), ("1G", 1 << 30), ("1g", 1 << 30), ("512MiB", 512 << 20), ("4k", 4096),
    ("4096", 4096), ("1GB", 10**9), ("1.5GiB", 3 << 29), ("2TiB", 2 << 40), (" 64 MiB ", 64 << 20)])
def test_parse_size(text, value):
    assert parse_size(text) == value


@pytest.mark.parametrize("text", ["", "abc", "1XB", "-1G", "0", "1 G B"])
def test_parse_size_rejects(text):
    with pytest.raises(InputError):
        parse_size(text)


def test_durations():
    assert parse_duration("5") == 5
    assert parse_duration("500ms") == 0.5
    assert parse_duration("2m") == 120
    with pytest.raises(InputError):
        parse_duration("soon")


def test_fio_sizes_are_exact():
    assert fio_size(4096) == "4k"
    assert fio_size(1 << 20) == "1m"
    assert fio_size(3 << 30) == "3g"
    assert fio_size(512) == "512"
    assert short_bs(1 << 20) == "1M" and short_bs(4096) == "4K" and short_bs(512) == "512B"
