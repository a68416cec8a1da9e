"""Ownership of C handles.

A C handle (``ct_game *``, ``tl_game *``, ...) is held in a
:class:`Handle`: a ``ctypes.c_void_p`` that frees itself when its last
reference goes.  An object such as ``cotulenh.Game`` keeps its handle in
one attribute, and every method copies it into a local variable before
calling C::

    h = self._h            # a Handle, or None once closed
    if not h: raise ...
    _ffi.tl_game_play(h, code)

``close()`` only drops the attribute.  If another thread (or a callback
further up the stack) is inside a method at that moment, its local still
holds the handle, so the C object lives until that call returns and is
freed then; it is never used after being freed.  CPython frees the handle
as soon as the reference count drops to zero, so ``close()`` with nobody
else inside frees at once.

Besides, every C function on a handle the caller can reach from another
thread is called with the GIL held (see :mod:`._loader`), so two threads
never run C code on the same handle at the same time; the only calls that
release the GIL work on private handles (a clone made for the call).

Handle-owning classes cannot be copied or pickled by the default
machinery (that would copy the pointer and free it twice): they derive
from :class:`NoCopy`, or define their own ``__copy__``, ``__deepcopy__``
and ``__reduce__`` making a real copy.
"""

import ctypes


class Handle(ctypes.c_void_p):
    """A C pointer freed by ``FREE`` when the object is collected.
    Subclasses set ``FREE`` (a ``staticmethod`` or plain function)."""

    FREE = None

    def free(self):
        """Free the C object now (only for a handle no one else holds)."""
        v = self.value
        if v:
            self.value = None
            type(self).FREE(v)

    def __del__(self):
        try:
            self.free()
        except Exception:  # interpreter shutdown: the module may be gone
            pass

    def __copy__(self):
        raise TypeError("a C handle cannot be copied")

    __deepcopy__ = __reduce__ = __reduce_ex__ = __copy__


def handle_class(name, free):
    """A :class:`Handle` subclass named ``name`` freed by the function
    ``free`` (the packages write their handle classes out; this serves
    tests and handles made at run time)."""

    class NamedHandle(Handle):
        FREE = free

    NamedHandle.__name__ = NamedHandle.__qualname__ = name
    NamedHandle.__doc__ = "A C handle freed by {}.".format(
        getattr(free, "__name__", "its free function"))
    return NamedHandle


class NoCopy:
    """Refuse copy.copy, copy.deepcopy and pickle with a TypeError."""

    __slots__ = ()

    def _no_copy(self, *args):
        raise TypeError(
            "a {}.{} owns a C handle and cannot be copied or pickled{}".format(
                type(self).__module__.split(".")[0], type(self).__name__, self._COPY_HINT
            )
        )

    _COPY_HINT = ""
    __copy__ = __deepcopy__ = __reduce__ = __reduce_ex__ = _no_copy
