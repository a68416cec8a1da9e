"""Ownership of C handles: see _gamekit._handle (shared with cotulenh).

A C handle is held in a :class:`Handle` that frees itself when its last
reference goes; ``close()`` only drops the owner's reference, so a call
still running in another thread keeps the C object alive until it
returns.  Handle owners that cannot be copied derive from :class:`NoCopy`.
"""

from _gamekit._handle import Handle, NoCopy

__all__ = ["Handle", "NoCopy"]
