#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server on 127.0.0.1:${PG_TEST_PORT:-54329}, runs the given command with
# TEST_DATABASE_URL pointing at it, then stops the server and removes its files (whatever the outcome).
# Usage: bash scripts/with-postgres.sh <command> [args...]
#        bash scripts/with-postgres.sh --server stop|start   (stops, or starts again, the running server
#        of that port: the database outage of `npm run soak`)
# PG_SERVER_OPTIONS adds server settings (e.g. "-c fsync=on" for benchmarks; tests run with fsync off).
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
port="${PG_TEST_PORT:-54329}"
dir="$root/.tmp/postgres-$port"
# As root the server runs as 'postgres', which must be able to reach its folder: a checkout inside a
# folder only root may enter (e.g. one made by `mktemp -d`) keeps the server's files under /tmp instead.
if [ "$(id -u)" = "0" ] && ! runuser -u postgres -- test -x "$root"; then
  dir="/tmp/groepsaankoop-postgres-$port"
fi
bin="${PG_BIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)}"

if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  echo "PostgreSQL server binaries not found (install Debian's 'postgresql' package or set PG_BIN)" >&2
  exit 1
fi

# PostgreSQL refuses to run as root: run its commands as the 'postgres' system user then.
as_pg() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

server_start() {
  as_pg "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" \
    -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off ${PG_SERVER_OPTIONS:-}" -w start >/dev/null
}

# `fast`: sessions are ended and their open transactions rolled back, as in a real restart.
server_stop() {
  as_pg "$bin/pg_ctl" -D "$dir/data" -m fast stop >/dev/null
}

if [ "${1:-}" = "--server" ]; then
  case "${2:-}" in
    stop) server_stop ;;
    start) server_start ;;
    *) echo "usage: bash scripts/with-postgres.sh --server stop|start" >&2; exit 2 ;;
  esac
  exit 0
fi

cleanup() {
  server_stop 2>/dev/null || true
  rm -rf "$dir"
}

cleanup
mkdir -p "$dir"
[ "$(id -u)" = "0" ] && chown postgres "$dir"
as_pg "$bin/initdb" -D "$dir/data" -U app --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
server_start
trap cleanup EXIT

export PG_TEST_PORT="$port"
export TEST_DATABASE_URL="postgres://app@127.0.0.1:$port/postgres"
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') running for tests at $TEST_DATABASE_URL"
cd "$root"
mkdir -p "$root/.tmp/tmp"
TMPDIR="$root/.tmp/tmp" "$@"
