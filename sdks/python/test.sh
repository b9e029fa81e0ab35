#!/usr/bin/env bash
# Runs the Python SDK's tests in a virtual environment inside this directory (.venv,
# ignored by git): installs the package editable with its dev extras, type-checks it with
# mypy (strict) and runs pytest, which starts a service through ../testkit/launch.mjs (or
# uses the one MAILWRIGHT_TESTKIT names). pytest ends with "N passed[, N failed]".
set -euo pipefail
cd "$(dirname "$0")"
[ -x .venv/bin/python ] || python3 -m venv .venv
.venv/bin/python -m pip install -q --disable-pip-version-check -e '.[dev]'
.venv/bin/mypy
.venv/bin/pytest -q -p no:cacheprovider
