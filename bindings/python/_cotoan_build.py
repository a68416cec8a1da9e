"""The PEP 517 / PEP 660 build backend of the cotoan and cotulenh Python
packages (pyproject.toml: backend-path ["."]), using only the standard
library, so that `pip install` needs neither the network nor PyPI.

A wheel holds cotoan/*.py, cotulenh/*.py, _gamekit/*.py (the private code
both share) and the two C libraries, built here with meson and ninja from
the source tree (the repository two levels up, or _csrc/ in an sdist):
``cotoan/libcotoan.so.1`` and ``cotulenh/libcotulenh.so.1``, next to the
modules that load them (_gamekit/_loader.py looks there first).  The
wheel's tag is py3-none-<platform> (the libraries are native code; the
Python code runs on any Python 3).

config_settings (``pip wheel --config-settings KEY=VALUE``):
``builddir`` reuses a meson build directory instead of a temporary one;
``meson`` names the meson program (default: the MESON environment
variable, else meson from PATH; meson finds ninja itself).  An editable install
(``pip install -e``) adds the source directory to sys.path and carries no
library: COTOAN_LIBRARY / COTULENH_LIBRARY or an installed library is
used then.
"""

import base64
import hashlib
import io
import os
import re
import shutil
import subprocess
import sys
import sysconfig
import tarfile
import tempfile
import zipfile

# The distribution holds both packages; its version is the cotoan
# package's (each package has its own __version__, its library's).
NAME = "cotoan-cotulenh"
FILE_NAME = "cotoan_cotulenh"  # NAME as wheel and sdist file names spell it
PACKAGES = ("cotoan", "cotulenh", "_gamekit")
#: (Python package, meson library target, soname major): each library goes
#: into its package under its soname.
LIBRARIES = (("cotoan", "libcotoan/cotoan", 1), ("cotulenh", "libcotulenh/cotulenh", 1))
HERE = os.path.dirname(os.path.abspath(__file__))
SUMMARY = ("Python bindings of libcotoan (Co toan Viet Nam, Vietnamese math chess) "
           "and libcotulenh (Co tu lenh, Commander Chess), with both libraries")
#: What an sdist leaves out of the source tree.
SKIP_DIRS = re.compile(r"^(\..*|build.*|debs|node_modules|__pycache__|subprojects)$")


def _version():
    with open(os.path.join(HERE, "cotoan", "__init__.py"), encoding="utf-8") as f:
        return re.search(r'^__version__ = "([^"]+)"', f.read(), re.M).group(1)


def _metadata():
    readme = ""
    path = os.path.join(HERE, "README.md")
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            readme = f.read()
    return (
        "Metadata-Version: 2.1\n"
        "Name: {}\nVersion: {}\nSummary: {}\nLicense: MIT\n"
        "Requires-Python: >=3.6\n"
        "Description-Content-Type: text/markdown\n\n{}".format(NAME, _version(), SUMMARY, readme)
    )


def _sources():
    out = []
    for name in PACKAGES:
        pkg = os.path.join(HERE, name)
        out.extend(os.path.join(name, n) for n in os.listdir(pkg) if n.endswith(".py"))
    return sorted(out)


def _source_root():
    """The C source tree: _csrc/ of an sdist, else the repository."""
    for root in (os.path.join(HERE, "_csrc"), os.path.dirname(os.path.dirname(HERE))):
        if os.path.exists(os.path.join(root, "libcotoan", "meson.build")) and \
                os.path.exists(os.path.join(root, "libcotulenh", "meson.build")):
            return root
    raise RuntimeError(
        "the C sources of libcotoan and libcotulenh were not found (looked in {} and {}): "
        "build from the repository (pip install ./bindings/python) or from its sdist".format(
            os.path.join(HERE, "_csrc"), os.path.dirname(os.path.dirname(HERE))))


def _program(settings, key, env):
    prog = settings.get(key) or os.environ.get(env) or shutil.which(key)
    if not prog:
        raise RuntimeError("{} was not found: building the C libraries needs meson and ninja "
                           "(Debian: apt install meson ninja-build)".format(key))
    return prog


def _run(cmd, cwd=None):
    print("_cotoan_build: " + " ".join(cmd), file=sys.stderr)
    sys.stderr.flush()
    # The build's own output goes to stderr: stdout belongs to pip's hook protocol.
    subprocess.run(cmd, check=True, stdout=sys.stderr.fileno(), cwd=cwd)


def _build_libraries(settings):
    """Build both shared libraries with meson; returns [(arcname, bytes)]."""
    settings = settings or {}
    meson = _program(settings, "meson", "MESON")
    tmp = None
    builddir = settings.get("builddir")
    if not builddir:
        tmp = tempfile.mkdtemp(prefix="cotoan-wheel-")
        builddir = os.path.join(tmp, "build")
    try:
        if not os.path.exists(os.path.join(builddir, "build.ninja")):
            # From inside the build directory: meson's cmake probe works in
            # ./__cmake_systeminformation of its working directory, which
            # another setup started from the same directory would share.
            builddir = os.path.abspath(builddir)
            os.makedirs(builddir, exist_ok=True)
            _run([meson, "setup", ".", os.path.abspath(_source_root()), "--buildtype=release",
                  "-Ddefault_library=shared", "-Dtests=false", "-Ddocs=disabled",
                  "-Db_ndebug=true", "--wrap-mode=nodownload"], cwd=builddir)
        _run([meson, "compile", "-C", builddir] + [t for _, t, _ in LIBRARIES])
        files = []
        for pkg, target, major in LIBRARIES:
            lib = os.path.basename(target)
            path = os.path.realpath(os.path.join(builddir, os.path.dirname(target),
                                                 "lib{}.so.{}".format(lib, major)))
            with open(path, "rb") as f:
                files.append(("{}/lib{}.so.{}".format(pkg, lib, major), f.read()))
        return files
    finally:
        if tmp:
            shutil.rmtree(tmp, ignore_errors=True)


def _platform_tag():
    return re.sub(r"[^A-Za-z0-9]", "_", sysconfig.get_platform())


def _record_line(arcname, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
    return "{},sha256={},{}".format(arcname, digest.decode(), len(data))


def _write_wheel(wheel_directory, files, tag):
    """files: list of (arcname, bytes, mode).  Returns the wheel's file name."""
    version = _version()
    dist_info = "{}-{}.dist-info".format(FILE_NAME, version)
    purelib = "true" if tag.endswith("-any") else "false"
    files = list(files)
    files.append((dist_info + "/METADATA", _metadata().encode("utf-8"), 0o644))
    files.append((dist_info + "/WHEEL",
                  "Wheel-Version: 1.0\nGenerator: _cotoan_build\nRoot-Is-Purelib: {}\n"
                  "Tag: {}\n".format(purelib, tag).encode(), 0o644))
    files.append((dist_info + "/top_level.txt",
                  "".join(p + "\n" for p in PACKAGES).encode(), 0o644))
    record = [_record_line(a, d) for a, d, _ in files]
    record.append(dist_info + "/RECORD,,")
    files.append((dist_info + "/RECORD", ("\n".join(record) + "\n").encode(), 0o644))
    name = "{}-{}-{}.whl".format(FILE_NAME, version, tag)
    with zipfile.ZipFile(os.path.join(wheel_directory, name), "w", zipfile.ZIP_DEFLATED) as z:
        for arcname, data, mode in files:
            info = zipfile.ZipInfo(arcname, (2020, 1, 1, 0, 0, 0))
            info.external_attr = (0o100000 | mode) << 16
            info.compress_type = zipfile.ZIP_DEFLATED
            z.writestr(info, data)
    return name


def get_requires_for_build_wheel(config_settings=None):
    return []


get_requires_for_build_sdist = get_requires_for_build_wheel
get_requires_for_build_editable = get_requires_for_build_wheel


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    files = []
    for rel in _sources():
        with open(os.path.join(HERE, rel), "rb") as f:
            files.append((rel.replace(os.sep, "/"), f.read(), 0o644))
    files.extend((a, d, 0o755) for a, d in _build_libraries(config_settings))
    return _write_wheel(wheel_directory, files, "py3-none-" + _platform_tag())


def build_editable(wheel_directory, config_settings=None, metadata_directory=None):
    pth = (HERE + "\n").encode("utf-8")
    return _write_wheel(wheel_directory, [("_cotoan_editable.pth", pth, 0o644)], "py3-none-any")


def _tree(root):
    """The files of the C source tree, relative to root."""
    out = []
    for top, dirs, names in os.walk(root):
        dirs[:] = sorted(d for d in dirs if not SKIP_DIRS.match(d)
                         and not os.path.islink(os.path.join(top, d)))
        out.extend(os.path.relpath(os.path.join(top, n), root) for n in sorted(names)
                   if n != ".git" and not n.endswith((".pyc", ".so")))
    return out


def build_sdist(sdist_directory, config_settings=None):
    """The Python sources at the top, the C source tree in _csrc/."""
    base = "{}-{}".format(FILE_NAME, _version())
    name = base + ".tar.gz"
    root = _source_root()
    with tarfile.open(os.path.join(sdist_directory, name), "w:gz") as t:
        for rel in ["pyproject.toml", "_cotoan_build.py", "README.md"] + _sources():
            path = os.path.join(HERE, rel)
            if os.path.exists(path):
                t.add(path, arcname=base + "/" + rel.replace(os.sep, "/"))
        if os.path.realpath(root) != os.path.realpath(os.path.join(HERE, "_csrc")):
            for rel in _tree(root):
                t.add(os.path.join(root, rel), arcname=base + "/_csrc/" + rel.replace(os.sep, "/"))
        else:
            t.add(root, arcname=base + "/_csrc")
        pkg_info = _metadata().encode("utf-8")
        info = tarfile.TarInfo(base + "/PKG-INFO")
        info.size = len(pkg_info)
        t.addfile(info, io.BytesIO(pkg_info))
    return name
