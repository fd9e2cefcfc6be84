#!/usr/bin/env bash
# Runs a command against a private, throw-away PostgreSQL cluster:
#   scripts/test-pg.sh npm test
# The cluster lives in a temp dir, listens on a free port on 127.0.0.1 (socket dir in /tmp), and is
# stopped and deleted when the command ends. TEST_DATABASE_URL points at its `grocery_test` database.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: scripts/test-pg.sh <command> [args...]" >&2
  exit 2
fi

pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$pg_bin" ] || [ ! -x "$pg_bin/initdb" ]; then
  echo "test-pg: PostgreSQL server binaries not found (apt-get install postgresql)" >&2
  exit 1
fi

# initdb refuses to run as root: run the server as the postgres user when we are root.
as_pg() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

pg_dir=$(mktemp -d /tmp/grocery-pg.XXXXXX)
if [ "$(id -u)" -eq 0 ]; then chown postgres:postgres "$pg_dir"; fi
pg_port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

cleanup() {
  as_pg "$pg_bin/pg_ctl" -D "$pg_dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$pg_dir"
}
trap cleanup EXIT
# A signal ends the script through `exit`, so the EXIT trap still stops the cluster.
trap 'exit 130' INT
trap 'exit 143' TERM

as_pg "$pg_bin/initdb" -D "$pg_dir/data" -U postgres -A trust -E UTF8 --no-sync >"$pg_dir/initdb.log" 2>&1 \
  || { cat "$pg_dir/initdb.log" >&2; exit 1; }
as_pg "$pg_bin/pg_ctl" -D "$pg_dir/data" -l "$pg_dir/server.log" -w -t 30 start \
  -o "-p $pg_port -k $pg_dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  >/dev/null || { cat "$pg_dir/server.log" >&2; exit 1; }
as_pg "$pg_bin/createdb" -h 127.0.0.1 -p "$pg_port" -U postgres grocery_test

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$pg_port/grocery_test"
echo "test-pg: PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') at $TEST_DATABASE_URL"

# Not exec: the trap must still run to stop the cluster.
"$@"
