#!/usr/bin/env bash
# npm run test:medusa: the service against a real Medusa 2.21.2.
#  1. installs Medusa 2.21.2 (test/medusa/app: package.json, lockfile, medusa-config.js) into a cache
#     folder outside the service's own dependencies, MEDUSA_CACHE_DIR (default
#     ~/.cache/storefront-medusa-2.21.2); skipped when that folder already holds this exact install.
#     npm runs no install scripts (--ignore-scripts): nothing is downloaded beyond the registry.
#     (npm install, not npm ci: this registry's answers leave other platforms' optional packages out
#     of the lockfile, which npm ci refuses; npm install still takes every locked version.)
#  2. starts a throwaway PostgreSQL 15 (scripts/with-postgres.sh), runs Medusa's migrations, creates
#     an admin user with `medusa user`, starts `medusa start` on a free loopback port (no Redis: the
#     in-memory event bus, cache, locking and workflow engine).
#     Medusa runs with the storefront service's plugin (integrations/medusa: built, packed and installed
#     into that application), which sends its order and product events to the service's port.
#  3. test/medusa/run.ts: logs in, creates a secret API key, seeds products and orders through the
#     admin API, runs the service (COMMERCE_FLAVOR=medusa-v2) and checks it over HTTP; then restarts it
#     with COMMERCE_WEBHOOK_SECRET and checks that Medusa's own events (a product created, edited,
#     deleted in the admin API; an order placed through the store API and canceled) reach it. Ends with
#     "N passed, N failed". Exit status non-zero on any failure.
# Everything started here is stopped on exit, also on failure or Ctrl-C.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)

if [ "${1:-}" != "--with-postgres" ]; then
  started=$(date +%s)
  cache=${MEDUSA_CACHE_DIR:-$HOME/.cache/storefront-medusa-2.21.2}
  mkdir -p "$cache"
  cache=$(cd "$cache" && pwd)

  if ! node -e "import('./scripts/node-version.mjs').then((m) => process.exit(m.nodeCanRunService(process.versions.node) ? 0 : 1))"; then
    echo "Medusa 2.21.2 needs Node.js ^20.19.0 || >=22.12.0; this is $(node -v)" >&2
    exit 1
  fi

  fingerprint=$(cat test/medusa/app/package.json test/medusa/app/package-lock.json | sha256sum | cut -d' ' -f1)
  if [ -f "$cache/.installed" ] && [ "$(cat "$cache/.installed")" = "$fingerprint" ] && [ -x "$cache/node_modules/.bin/medusa" ]; then
    echo "Medusa 2.21.2: cached install in $cache"
  else
    echo "Medusa 2.21.2: installing into $cache (npm install --ignore-scripts, versions from the lockfile) ..."
    install_started=$(date +%s)
    rm -rf "$cache/node_modules" "$cache/.installed"
    cp test/medusa/app/package.json test/medusa/app/package-lock.json "$cache/"
    (cd "$cache" && npm install --ignore-scripts --no-audit --no-fund --loglevel=error)
    echo "$fingerprint" > "$cache/.installed"
    echo "Medusa 2.21.2: installed in $(( $(date +%s) - install_started ))s"
  fi
  cp test/medusa/app/medusa-config.js "$cache/"

  # The plugin of integrations/medusa, installed as the README tells a shop to
  step_started=$(date +%s)
  npm run --silent medusa-plugin:install -- "$cache"
  echo "Medusa plugin (integrations/medusa) built and installed in $(( $(date +%s) - step_started ))s"
  for package in medusa framework cli; do
    version=$(node -p "require('$cache/node_modules/@medusajs/$package/package.json').version")
    [ "$version" = 2.21.2 ] || { echo "@medusajs/$package in $cache is $version, not 2.21.2" >&2; exit 1; }
  done

  status=0
  MEDUSA_CACHE_DIR=$cache bash scripts/with-postgres.sh bash "$repo/scripts/test-medusa.sh" --with-postgres || status=$?
  echo "test:medusa took $(( $(date +%s) - started ))s (exit status $status)"
  exit "$status"
fi

# --- inside with-postgres.sh: TEST_DATABASE_URL is a throwaway PostgreSQL 15 on loopback --------
cache=$MEDUSA_CACHE_DIR
work=$(mktemp -d)
medusa_pid=''
cleanup() {
  local status=$?
  if [ -f "$work/service.pid" ]; then kill -- "-$(cat "$work/service.pid")" 2>/dev/null || true; fi
  if [ -n "$medusa_pid" ]; then
    kill -- "-$medusa_pid" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 "$medusa_pid" 2>/dev/null || break; sleep 0.1; done
    kill -9 -- "-$medusa_pid" 2>/dev/null || true
  fi
  if [ "$status" -ne 0 ] && [ -f "$work/medusa.log" ]; then
    echo "--- last lines of the Medusa log ---"
    grep -v '^{"level":"http"' "$work/medusa.log" | tail -n 40 | sed 's/\x1b\[[0-9;]*m//g'
  fi
  rm -rf "$work"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

export DATABASE_URL=$TEST_DATABASE_URL
# No telemetry: MEDUSA_DISABLE_TELEMETRY stops recording events, but Medusa's CLI still forks a sender
# on exit unless its config store says telemetry is off; that store lives in this run's folder.
export MEDUSA_DISABLE_TELEMETRY=true DO_NOT_TRACK=1 XDG_CONFIG_HOME=$work/config
mkdir -p "$XDG_CONFIG_HOME/medusa"
echo '{"telemetry":{"enabled":false}}' > "$XDG_CONFIG_HOME/medusa/config.json"
export HOST=127.0.0.1
medusa=$cache/node_modules/.bin/medusa
admin_email=admin@harness.local
admin_password=harness-$(node -e "console.log(require('crypto').randomBytes(9).toString('hex'))")

step_started=$(date +%s)
(cd "$cache" && "$medusa" db:migrate > "$work/migrate.log" 2>&1) || {
  sed 's/\x1b\[[0-9;]*m//g' "$work/migrate.log" | tail -n 40
  echo "medusa db:migrate failed" >&2
  exit 1
}
echo "Medusa migrations: $(( $(date +%s) - step_started ))s"
(cd "$cache" && "$medusa" user -e "$admin_email" -p "$admin_password" > "$work/user.log" 2>&1) || {
  sed 's/\x1b\[[0-9;]*m//g' "$work/user.log" | tail -n 40
  echo "medusa user failed" >&2
  exit 1
}

free_port() { node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }
medusa_port=$(free_port)
# the service's port and its COMMERCE_WEBHOOK_SECRET, known before Medusa starts: the plugin's options
service_port=$(free_port)
while [ "$service_port" = "$medusa_port" ]; do service_port=$(free_port); done
export STOREFRONT_EVENTS_URL="http://127.0.0.1:$service_port"
STOREFRONT_EVENTS_SECRET=$(node -e "console.log('whsec_' + require('crypto').randomBytes(32).toString('base64'))")
export STOREFRONT_EVENTS_SECRET
step_started=$(date +%s)
(cd "$cache" && exec setsid "$medusa" start --port "$medusa_port" > "$work/medusa.log" 2>&1) &
medusa_pid=$!
medusa_healthy() {
  node -e "fetch('http://127.0.0.1:$medusa_port/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
}
for _ in $(seq 1 180); do
  if medusa_healthy; then break; fi
  if ! kill -0 "$medusa_pid" 2>/dev/null; then echo "medusa start exited" >&2; exit 1; fi
  sleep 1
done
medusa_healthy || { echo "Medusa did not answer /health within 180 s" >&2; exit 1; }
echo "Medusa 2.21.2 on 127.0.0.1:$medusa_port (ready in $(( $(date +%s) - step_started ))s)"

SERVICE_PORT=$service_port MEDUSA_URL="http://127.0.0.1:$medusa_port" MEDUSA_ADMIN_EMAIL=$admin_email MEDUSA_ADMIN_PASSWORD=$admin_password \
  HARNESS_WORK_DIR=$work node --import tsx "$repo/test/medusa/run.ts"
