#!/usr/bin/env bash
# Runs the Node SDK's tests: installs its dev dependencies from the lockfile, checks its
# generated types against the spec, builds ESM and CommonJS, and runs node:test, which
# starts a service through ../testkit/launch.mjs (or uses the one MAILWRIGHT_TESTKIT names).
# node:test ends with "# pass N" and "# fail N"; the exit status is npm's.
set -euo pipefail
cd "$(dirname "$0")"
npm ci --loglevel=error --no-audit --no-fund
npm test
