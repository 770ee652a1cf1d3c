#!/usr/bin/env bash
# npm run medusa-plugin:install -- <Medusa application folder>
# Builds the plugin of integrations/medusa against that Medusa application's own types (TypeScript into
# .medusa/server, where Medusa loads a plugin's server code from, as `medusa plugin:build` does, with this
# project's compiler), packs it into <app>/vendor/ and installs it there with npm (the application's
# package.json then names it). Then add it to the application's medusa-config (README, "Medusa's events").
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
app=${1:?usage: npm run medusa-plugin:install -- <your Medusa application folder>}
app=$(cd "$app" && pwd)
if [ ! -f "$app/package.json" ] || [ ! -d "$app/node_modules/@medusajs/framework" ]; then
  echo "$app is not a Medusa application with its dependencies installed (no node_modules/@medusajs/framework)" >&2
  exit 1
fi

build=$app/.storefront-plugin-build
rm -rf "$build"
trap 'rm -rf "$build"' EXIT
mkdir -p "$build" "$app/vendor"
cp -r "$repo/integrations/medusa/package.json" "$repo/integrations/medusa/tsconfig.json" "$repo/integrations/medusa/src" "$build/"
# its one runtime dependency (standardwebhooks), for the compiler; Medusa itself is the application's
(cd "$build" && npm install --omit=dev --omit=peer --legacy-peer-deps --ignore-scripts --no-package-lock --no-audit --no-fund --loglevel=error)
"$repo/node_modules/.bin/tsc" -p "$build/tsconfig.json"
tarball=$(cd "$build" && npm pack --silent --pack-destination "$app/vendor")
# a rebuilt plugin keeps its version: the copy installed before goes first, or npm may keep it
rm -rf "$app/node_modules/@storefront-service/medusa-plugin"
(cd "$app" && npm install --ignore-scripts --no-audit --no-fund --loglevel=error "./vendor/$tarball")
echo "@storefront-service/medusa-plugin installed into $app (vendor/$tarball)"
