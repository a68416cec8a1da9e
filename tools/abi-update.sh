#!/usr/bin/env bash
# Regenerate the ABI baseline abi/libcotoan.abi from the current sources
# (abidw, with source locations); commit it in the same commit as the API
# change.  See tools/abi-check.sh and doc/abi.md.
#
#   tools/abi-update.sh && git add abi/libcotoan.abi
exec "$(dirname "$0")/abi-check.sh" --update "$@"
