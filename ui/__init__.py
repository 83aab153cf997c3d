"""The PySide6 desktop interface. Talks only to `app`."""
