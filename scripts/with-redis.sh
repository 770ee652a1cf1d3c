#!/usr/bin/env bash
# Runs a command with TEST_REDIS_URL pointing at a throwaway Redis on a free loopback port
# (Debian's redis-server, installed when missing); the server is stopped afterwards.
set -euo pipefail

if ! command -v redis-server >/dev/null 2>&1; then
  if [ "$(id -u)" != 0 ]; then echo "redis-server is not installed (install Debian's redis-server)" >&2; exit 1; fi
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null
fi
redis_port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
redis-server --port "$redis_port" --bind 127.0.0.1 --save '' --appendonly no --daemonize no --loglevel warning &
redis_pid=$!
trap 'kill "$redis_pid" 2>/dev/null || true' EXIT
for _ in $(seq 1 50); do
  redis-cli -p "$redis_port" ping >/dev/null 2>&1 && break
  sleep 0.1
done
echo "Redis on 127.0.0.1:$redis_port"

export TEST_REDIS_URL="redis://127.0.0.1:$redis_port/0"
"$@"
