"""A minimal PEP 517 / PEP 660 build backend for the pure-Python packages
cotoan and cotulenh, using only the standard library (so that `pip
install` needs no network).  It packs cotoan/*.py, cotulenh/*.py and
_gamekit/*.py (the private code both share) into one py3-none-any wheel."""

import base64
import hashlib
import os
import re
import tarfile
import zipfile

# The distribution holds both packages; its version is the cotoan
# package's (each package has its own __version__, its library's).
NAME = "cotoan-cotulenh"
FILE_NAME = "cotoan_cotulenh"  # NAME as wheel and sdist file names spell it
PACKAGES = ("cotoan", "cotulenh", "_gamekit")
HERE = os.path.dirname(os.path.abspath(__file__))
SUMMARY = ("Python bindings of libcotoan (Co toan Viet Nam, Vietnamese math chess) "
           "and libcotulenh (Co tu lenh, Commander Chess)")


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


def _record_line(arcname, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
    return "{},sha256={},{}".format(arcname, digest.decode(), len(data))


def _write_wheel(wheel_directory, files):
    """files: list of (arcname, bytes).  Returns the wheel's file name."""
    version = _version()
    dist_info = "{}-{}.dist-info".format(FILE_NAME, version)
    files = list(files)
    files.append((dist_info + "/METADATA", _metadata().encode("utf-8")))
    files.append(
        (
            dist_info + "/WHEEL",
            b"Wheel-Version: 1.0\nGenerator: _cotoan_build\n"
            b"Root-Is-Purelib: true\nTag: py3-none-any\n",
        )
    )
    files.append((dist_info + "/top_level.txt", "".join(p + "\n" for p in PACKAGES).encode()))
    record = [_record_line(a, d) for a, d in files]
    record.append(dist_info + "/RECORD,,")
    files.append((dist_info + "/RECORD", ("\n".join(record) + "\n").encode()))
    name = "{}-{}-py3-none-any.whl".format(FILE_NAME, version)
    with zipfile.ZipFile(os.path.join(wheel_directory, name), "w", zipfile.ZIP_DEFLATED) as z:
        for arcname, data in files:
            z.writestr(zipfile.ZipInfo(arcname, (2020, 1, 1, 0, 0, 0)), data)
    return name


def get_requires_for_build_wheel(config_settings=None):
    return []


get_requires_for_build_sdist = get_requires_for_build_wheel
get_requires_for_build_editable = get_requires_for_build_wheel


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    files = []
    for rel in _sources():
        with open(os.path.join(HERE, rel), "rb") as f:
            files.append((rel.replace(os.sep, "/"), f.read()))
    return _write_wheel(wheel_directory, files)


def build_editable(wheel_directory, config_settings=None, metadata_directory=None):
    pth = (HERE + "\n").encode("utf-8")
    return _write_wheel(wheel_directory, [("_cotoan_editable.pth", pth)])


def build_sdist(sdist_directory, config_settings=None):
    base = "{}-{}".format(FILE_NAME, _version())
    name = base + ".tar.gz"
    with tarfile.open(os.path.join(sdist_directory, name), "w:gz") as t:
        for rel in ["pyproject.toml", "_cotoan_build.py", "README.md"] + _sources():
            path = os.path.join(HERE, rel)
            if os.path.exists(path):
                t.add(path, arcname=base + "/" + rel.replace(os.sep, "/"))
        pkg_info = _metadata().encode("utf-8")
        info = tarfile.TarInfo(base + "/PKG-INFO")
        info.size = len(pkg_info)
        import io

        t.addfile(info, io.BytesIO(pkg_info))
    return name
