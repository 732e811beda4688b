#!/usr/bin/env bash
# Runs every test: type-check, lint, Vitest (PGlite, and PostgreSQL when DATABASE_URL is set), Playwright in Chromium.
set -u
cd "$(dirname "$0")/.."
mkdir -p .tmp
rm -f .tmp/checks.txt .tmp/check-*.log .tmp/vitest-results.json .tmp/e2e-results.json

# The checks are single-threaded: they run side by side, each into its own log, printed in order once all are done.
checks=()
check() { # name, command...
  local name=$1; shift
  checks+=("$name")
  (if "$@" > ".tmp/check-$name.log" 2>&1; then echo "pass $name"; else echo "fail $name"; fi > ".tmp/check-$name.status") &
}

check typecheck-app npx tsc --noEmit -p tsconfig.json
check typecheck-sw npx tsc --noEmit -p tsconfig.sw.json
check lint npx eslint --max-warnings 0 .
# The theme is written with logical properties (start/end, not left/right) so right-to-left languages mirror it.
check lint-css npx stylelint "src/**/*.css"
wait
for name in "${checks[@]}"; do
  echo "== $name"
  cat ".tmp/check-$name.log"
  cat ".tmp/check-$name.status" >> .tmp/checks.txt 2>/dev/null || echo "fail $name" >> .tmp/checks.txt
  rm -f ".tmp/check-$name.status"
done
echo "== vitest"
npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest-results.json
echo "== playwright"
npx playwright test
npx tsx scripts/summarize-results.ts
