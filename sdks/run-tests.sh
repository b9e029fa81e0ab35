#!/usr/bin/env bash
# The client libraries' checks, as CI runs them: build the service once, then the SDK
# coverage check, the generated-clients test (generated-clients/run.mjs) and the tests of
# every SDK directory that has a test.sh (node, python, ruby, java, …), each against a
# service of its own. The suites run two at a time (SDK_PARALLEL), each bounded in time
# (SDK_SUITE_TIMEOUT seconds); their output is printed one after another. Ends with the plain line "N passed, N failed" summing every
# suite's own counts (a suite that fails without a count of its own adds one failure).
set -uo pipefail
cd "$(dirname "$0")/.."

SUITE_TIMEOUT=${SDK_SUITE_TIMEOUT:-540}
passed=0
failed=0
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

log() { printf '\n== %s\n' "$*"; }

# Counts from a suite's output: node:test, pytest, minitest, Maven Surefire or run.mjs.
count() {
  local file=$1 p f
  if grep -qE '^# pass [0-9]+' "$file"; then
    p=$(grep -E '^# pass [0-9]+' "$file" | tail -n1 | awk '{print $3}')
    f=$(grep -E '^# fail [0-9]+' "$file" | tail -n1 | awk '{print $3}')
  elif grep -qE '[0-9]+ runs, [0-9]+ assertions, [0-9]+ failures, [0-9]+ errors, [0-9]+ skips' "$file"; then
    read -r runs fails errs skips < <(grep -oE '[0-9]+ runs, [0-9]+ assertions, [0-9]+ failures, [0-9]+ errors, [0-9]+ skips' "$file" |
      tail -n1 | awk '{print $1, $5, $7, $9}')
    f=$((fails + errs + skips))
    p=$((runs - f))
  elif grep -qE 'Tests run: [0-9]+, Failures: [0-9]+, Errors: [0-9]+, Skipped: [0-9]+$' "$file"; then
    read -r runs fails errs skips < <(grep -E 'Tests run: [0-9]+, Failures: [0-9]+, Errors: [0-9]+, Skipped: [0-9]+$' "$file" |
      tail -n1 | sed -E 's/.*Tests run: ([0-9]+), Failures: ([0-9]+), Errors: ([0-9]+), Skipped: ([0-9]+)$/\1 \2 \3 \4/')
    f=$((fails + errs + skips))
    p=$((runs - f))
  elif grep -qE '^generated clients: [0-9]+ passed, [0-9]+ failed' "$file"; then
    p=$(sed -nE 's/^generated clients: ([0-9]+) passed.*/\1/p' "$file" | tail -n1)
    f=$(sed -nE 's/^generated clients: [0-9]+ passed, ([0-9]+) failed.*/\1/p' "$file" | tail -n1)
  elif grep -qE '(^|[ =])[0-9]+ passed' "$file"; then
    local line
    line=$(grep -E '(^|[ =])[0-9]+ passed' "$file" | tail -n1)
    p=$(grep -oE '[0-9]+ passed' <<<"$line" | awk '{print $1}')
    f=$(grep -oE '[0-9]+ (failed|error|errors)' <<<"$line" | awk '{s+=$1} END {print s+0}')
  fi
  echo "${p:-0} ${f:-0}"
}

# .ci/run sets SDK_SKIP_BUILD=1: npm test has just built dist/ (the process tests run it).
if [ "${SDK_SKIP_BUILD:-}" = 1 ] && [ -f dist/src/main.js ] && [ -f dist/src/cli/admin.js ]; then
  log "the service is already built (dist/)"
else
  log "build the service (dist/) once for every suite"
  if ! npm run -s build >"$logs/build.log" 2>&1; then
    cat "$logs/build.log"
    echo "0 passed, 1 failed"
    exit 1
  fi
fi

log "SDK coverage (sdks/check-coverage.mjs)"
if node sdks/check-coverage.mjs; then passed=$((passed + 1)); else failed=$((failed + 1)); fi

suites=(generated-clients)
for dir in sdks/*/; do
  name=$(basename "$dir")
  [ -x "$dir/test.sh" ] && suites+=("$name")
done

run_suite() {
  local name=$1
  if [ "$name" = generated-clients ]; then
    (cd sdks/generated-clients && npm ci --loglevel=error --no-audit --no-fund && node run.mjs)
  else
    "sdks/$name/test.sh"
  fi
}

# Maven's own JVM (the Java SDK, the generated Java client) only compiles and starts the
# tests: the quick JIT and the serial collector cut the Java suite from 36.0 to 30.3 s of wall
# time and 22.2 to 17.6 s of CPU (measured). The tests run in Surefire's fork, not affected.
export MAVEN_OPTS="${MAVEN_OPTS:--XX:TieredStopAtLevel=1 -XX:+UseSerialGC}"

# At most SDK_PARALLEL suites at once: each starts a service, and starting one is the
# heaviest part of a suite on a small machine.
parallel=${SDK_PARALLEL:-2}
for name in "${suites[@]}"; do
  while [ "$(jobs -rp | wc -l)" -ge "$parallel" ]; do wait -n; done
  (
    started=$SECONDS
    timeout --kill-after=15 "$SUITE_TIMEOUT" bash -c "$(declare -f run_suite); run_suite $name" \
      >"$logs/$name.log" 2>&1
    echo $? >"$logs/$name.status"
    echo $((SECONDS - started)) >"$logs/$name.seconds"
  ) &
done
wait

for name in "${suites[@]}"; do
  status=$(cat "$logs/$name.status" 2>/dev/null || echo 1)
  log "$name (exit $status)"
  cat "$logs/$name.log"
  read -r p f < <(count "$logs/$name.log")
  if [ "$status" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; fi
  [ "$status" -eq 124 ] && echo "$name: stopped after ${SUITE_TIMEOUT} s"
  echo "$name: $p passed, $f failed ($(cat "$logs/$name.seconds" 2>/dev/null || echo '?') s)"
  passed=$((passed + p))
  failed=$((failed + f))
done

echo
echo "${passed} passed, ${failed} failed"
[ "$failed" -eq 0 ]
