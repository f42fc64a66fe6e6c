"""The window's dialogs: the data-loss confirmation, History, the command, text and about boxes."""
