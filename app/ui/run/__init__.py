"""Starting, watching and stopping a run in the window: the controller, the worker, the stored view."""
