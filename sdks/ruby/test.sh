#!/usr/bin/env bash
# Runs the Ruby SDK's tests: unit tests against stub servers inside the tests, and the
# shared scenarios (../scenarios.json) against a live service that the run starts through
# ../testkit/launch.mjs (or the one MAILWRIGHT_TESTKIT names). Ends with minitest's
# "N runs, N assertions, N failures, N errors, N skips" line; exits non-zero on failure.
set -euo pipefail
cd "$(dirname "$0")"
ruby -w -Ilib -Itest -e 'Dir["test/**/*_test.rb"].sort.each { |file| require File.expand_path(file) }' -- "$@"
