#!/usr/bin/env bash
# Runs every test: type-check, lint, Vitest (PGlite, and PostgreSQL when DATABASE_URL is set), Playwright in Chromium.
set -u
cd "$(dirname "$0")/.."
mkdir -p .tmp
rm -f .tmp/checks.txt .tmp/vitest-results.json .tmp/e2e-results.json

check() { # name, command...
  local name=$1; shift
  echo "== $name"
  if "$@"; then echo "pass $name" >> .tmp/checks.txt; else echo "fail $name" >> .tmp/checks.txt; fi
}

check typecheck-app npx tsc --noEmit -p tsconfig.json
check typecheck-sw npx tsc --noEmit -p tsconfig.sw.json
check lint npx eslint --max-warnings 0 .
echo "== vitest"
npx vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest-results.json
echo "== playwright"
npx playwright test
npx tsx scripts/summarize-results.ts
