#!/usr/bin/env bash
# Debian's Chromium for the admin app's browser tests (playwright-core drives it; no browser is downloaded).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get install -y --no-install-recommends chromium || { $sudo apt-get update && $sudo apt-get install -y --no-install-recommends chromium; }
