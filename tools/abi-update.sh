#!/usr/bin/env bash
# Regenerate the ABI baselines abi/libcotoan.abi and abi/libcotulenh.abi
# (or only those of the libraries named: cotoan, cotulenh) from the current sources
# (abidw, with source locations); commit it in the same commit as the API
# change.  See tools/abi-check.sh and doc/abi.md.
#
#   tools/abi-update.sh [LIB...] && git add abi/
exec "$(dirname "$0")/abi-check.sh" --update "$@"
