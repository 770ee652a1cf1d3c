#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL pointing at a throwaway PostgreSQL 15 on a free loopback
# port (initdb as the postgres user into a temporary folder); the server is removed afterwards.
set -euo pipefail

PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
if [ ! -x "$PG_BIN/initdb" ]; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-15 >/dev/null
fi
id postgres >/dev/null 2>&1 || useradd --system --home-dir /nonexistent --shell /usr/sbin/nologin postgres

pg_dir=$(mktemp -d)
chown postgres "$pg_dir"
pg_port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
as_postgres() { runuser -u postgres -- "$@"; }
stop_postgres() {
  as_postgres "$PG_BIN/pg_ctl" -D "$pg_dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$pg_dir"
}
trap stop_postgres EXIT

as_postgres "$PG_BIN/initdb" -D "$pg_dir/data" -A trust -U postgres >/dev/null
as_postgres "$PG_BIN/pg_ctl" -D "$pg_dir/data" -l "$pg_dir/server.log" -w \
  -o "-p $pg_port -k $pg_dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
echo "PostgreSQL 15 on 127.0.0.1:$pg_port"

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$pg_port/postgres"
"$@"
