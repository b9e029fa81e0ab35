#!/usr/bin/env bash
# Runs the Java SDK's tests with Maven: unit tests against stub servers inside the tests, and
# the shared scenarios (../scenarios.json) against a live service that the run starts through
# ../testkit/launch.mjs (or the one MAILWRIGHT_TESTKIT names). Surefire prints
# "Tests run: N, Failures: N, Errors: N, Skipped: N"; the exit status is Maven's.
set -euo pipefail
cd "$(dirname "$0")"
exec mvn -B --no-transfer-progress test "$@"
