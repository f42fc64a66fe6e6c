"""Everything that talks to fio: locating it, rendering jobs, running it, parsing it."""
