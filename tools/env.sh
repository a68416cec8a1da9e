# The environment of the build and test scripts, sourced by dev.sh and
# tools/run-tests.sh (and so by every script they run).
#
# emcc runs node with Debian's node modules (acorn), which a node that is
# not Debian's does not find by itself.
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}
# emcc, emar and the rest are Python programs, run by the python3 on PATH
# unless EMSDK_PYTHON names one: Debian's emscripten runs with Debian's
# interpreter, when there is one.
if [[ -z ${EMSDK_PYTHON:-} && -x /usr/bin/python3 ]]; then
    export EMSDK_PYTHON=/usr/bin/python3
fi
# When the python3 on PATH is a launcher (a pyenv shim, a shell script
# that costs about 0.6 CPU-s each time it starts the interpreter), the
# directory of the interpreter it starts goes first on PATH: the same
# interpreter, started directly.
_env_py=$(python3 -c 'import sys; print(sys.executable)' 2>/dev/null) || _env_py=
if [[ -n $_env_py && -x $_env_py && $(command -v python3) != "$_env_py" \
      && ${_env_py##*/} == python3* ]]; then
    PATH=${_env_py%/*}:$PATH
fi
unset _env_py
