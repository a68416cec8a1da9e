"""unittest suite of the cotoan Python bindings.

Run with ``cd bindings/python && COTOAN_LIBRARY=<build>/libcotoan/libcotoan.so.1
python3 -m unittest`` (meson test sets COTOAN_LIBRARY and COTOAN_VECTORS).
"""
