"""QT_TRANSLATE_NOOP with the type it has: PySide6's stub declares its result `object`, but Qt
returns the message itself (the very str), so the words marked with it are typed `str` for
translate() and glossary.tip(). lupdate finds the marks by this name, as before."""


def QT_TRANSLATE_NOOP(context: str, message: str, /) -> str:
    """Mark message for translation in context; return it unchanged, as Qt's does."""
    return message
