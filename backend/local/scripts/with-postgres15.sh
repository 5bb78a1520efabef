#!/usr/bin/env bash
# Runs a command against a throwaway Debian PostgreSQL 15 cluster:
#   local/scripts/with-postgres15.sh npm run test:gateway
# The cluster lives in a temp dir on a free port and is removed afterwards.
set -euo pipefail

PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
[ "$#" -gt 0 ] || { echo "usage: $0 <command> [args...]" >&2; exit 2; }
[ -x "$PG_BIN/initdb" ] || { echo "PostgreSQL 15 binaries not found in $PG_BIN" >&2; exit 1; }

PORT=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
DIR=$(mktemp -d /tmp/pg15-XXXXXX)
chown postgres:postgres "$DIR"
chmod 700 "$DIR"

as_pg() {
  if [ "$(id -un)" = postgres ]; then "$@"; else runuser -u postgres -- "$@"; fi
}

cleanup() {
  as_pg "$PG_BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT INT TERM

as_pg "$PG_BIN/initdb" -D "$DIR/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
as_pg "$PG_BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w \
  -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100" start >/dev/null

export DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "PostgreSQL 15 on $DATABASE_URL" >&2
set +e
"$@"
STATUS=$?
set -e
exit $STATUS
