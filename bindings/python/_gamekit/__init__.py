"""Private code shared by the Python packages of the game libraries
(``cotoan``, ``cotulenh``): finding and loading a C library and declaring
its functions (:mod:`._loader`), the argument converters
(:mod:`._args`), the exception machinery (:mod:`._errors`) and the
ownership of C handles (:mod:`._handle`).

It is not an API: names here may change with any release of the
packages that use it.  Each package builds its own public exception
classes and converters from it, so an error raised by ``cotulenh`` is a
``cotulenh.Error`` and one raised by ``cotoan`` a ``cotoan.Error``.
"""
