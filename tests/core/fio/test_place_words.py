"""Where a job file's files go is worded once (job_places.place_lines): the CLI's dry run
(`# file:` lines) and the app's preview say the same thing of the same file. Real fio
resolves the file; the dry run is the real CLI in this process."""
from __future__ import annotations

from app.core.fio.job_places import preview
from app.core.fio.jobfile import load_jobfile
from tests.helpers import cli


def test_the_dry_run_and_the_preview_word_every_file_alike(tmp_path, fio):
    data, target = tmp_path / "data", tmp_path / "target"
    data.mkdir()
    target.mkdir()
    (data / "old.bin").write_bytes(b"\0" * (64 << 10))
    (data / "src.bin").write_bytes(b"\0" * (64 << 10))
    job = tmp_path / "job.fio"
    job.write_text(f"[global]\nsize=64k\n[new]\ndirectory={data}\nrw=write\n"
                   f"[over]\nfilename={data}/old.bin\nrw=write\n[src]\nfilename={data}/src.bin\nrw=read\n"
                   "[rel]\nfilename=rel.bin\nrw=read\n")
    lines, overwrite = preview(load_jobfile(job, fio.path), str(target))
    assert lines == [f"{data}/new.0.0: made by the run (in its own directory there), removed afterwards",
                     f"{data}/old.bin: exists; written in place and kept",
                     f"{data}/src.bin: exists; read only",
                     f"1 file(s) named relatively: in the run's own directory in {target}, removed afterwards"]
    assert overwrite == [f"{data}/old.bin"]
    rc, out, err = cli("run", "--job-file", str(job), "--target", str(target), "--dry-run",
                       "--overwrite", f"{data}/old.bin")
    assert rc == 0, err
    assert [ln.removeprefix("# file: ") for ln in out.splitlines() if ln.startswith("# file: ")] == lines
