#!/usr/bin/env bash
# Runs a command with TEST_DATABASE_URL pointing at a throwaway PostgreSQL 15 on a free loopback
# port (initdb into a temporary folder, as the postgres user when run as root); the server is removed afterwards.
set -euo pipefail

PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
if [ ! -x "$PG_BIN/initdb" ]; then
  if [ "$(id -u)" != 0 ]; then echo "PostgreSQL 15 is not installed at $PG_BIN (set PG_BIN, or install postgresql-15)" >&2; exit 1; fi
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-15 >/dev/null
fi

pg_dir=$(mktemp -d)
# PostgreSQL refuses to run as root: as root it runs as the postgres user, otherwise as whoever runs this.
if [ "$(id -u)" = 0 ]; then
  id postgres >/dev/null 2>&1 || useradd --system --home-dir /nonexistent --shell /usr/sbin/nologin postgres
  chown postgres "$pg_dir"
  as_postgres() { runuser -u postgres -- "$@"; }
else
  as_postgres() { "$@"; }
fi
pg_port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
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
