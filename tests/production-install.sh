#!/usr/bin/env bash
# The compiled server from a production install (`npm ci --omit=dev`, no build tools): it starts, serves a product
# page, a perfume page, the API's documentation and an invoice's font, and the install's size is reported.
# Usage: bash tests/production-install.sh <build directory> (CI passes the run's one build).
set -euo pipefail
build=$(realpath "${1:?usage: bash tests/production-install.sh <build directory>}")
port=${PRODUCTION_CHECK_PORT:-3196}
work=$(mktemp -d)
trap 'kill "$server" 2>/dev/null || true; rm -rf "$work"' EXIT
cp package.json package-lock.json "$work/"
(cd "$work" && npm ci --omit=dev --no-audit --no-fund --loglevel=error >/dev/null)
cp -r "$build" "$work/build"
echo "installation de production : $(du -sh "$work/node_modules" | cut -f1) (node_modules), construction : $(du -sh "$work/build" | cut -f1)"
(cd "$work" && NODE_ENV=production PORT=$port HOST=127.0.0.1 PUBLIC_URL=http://127.0.0.1:$port DATA_DIR="$work/data" \
  BUILD_DIR="$work/build" LOG_LEVEL=warn node build/node/main.js) &
server=$!
for _ in $(seq 1 120); do curl -fs "http://127.0.0.1:$port/api/health" >/dev/null && break; sleep 0.5; done
for path in /api/health /miel/pistache /parfum/parfum_homme_1 /api/docs /cgv; do
  status=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port$path")
  echo "$path $status"
  [ "$status" = 200 ] || { echo "la construction ne sert pas $path depuis une installation de production" >&2; exit 1; }
done
# The invoices' embedded face is read at run time: it must be a production dependency.
(cd "$work/build" && node -e 'require.resolve("@fontsource/inter/files/inter-latin-400-normal.woff")')
