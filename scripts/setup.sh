#!/usr/bin/env bash
# Idempotent machine setup for a fresh Debian 12 + Node 20 host (run as root for apt):
# Debian packages, npm packages, PostgreSQL and Redis running, the database, the Prisma client.
# Writes tmp/local.env with the DATABASE_URL that works on this machine.
set -euo pipefail
cd "$(dirname "$0")/.."
log() { echo "[setup] $*" >&2; }

APT_PACKAGES=(chromium chromium-headless-shell fonts-liberation fonts-noto-cjk fonts-noto-color-emoji
  poppler-utils tesseract-ocr tesseract-ocr-eng webext-ublock-origin-chromium postgresql redis-server bubblewrap
  yt-dlp ffmpeg)

install_debian_packages() {
  local missing=()
  for p in "${APT_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "$(id -u)" != 0 ]; then
    log "missing Debian packages: ${missing[*]} (run this script as root, or apt-get install them)"; exit 1
  fi
  log "installing Debian packages: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq -o DPkg::Lock::Timeout=300 "${missing[@]}" >/dev/null
}

install_npm_packages() {
  if [ ! -d node_modules ] || [ package.json -nt node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    log "installing npm packages"
    npm install --no-audit --no-fund --loglevel=error >&2
  fi
  node scripts/patch-deps.js # also when node_modules was already there (postinstall only runs on install)
}

# The embedded model engine's llama.cpp (libs/llm-engine/runtime): its own folder so that omitting
# optional packages (node-llama-cpp's ~700 MB of GPU variants) does not drop the root's platform
# binaries (esbuild, swc, nx are optional dependencies too). The folder's .npmrc omits optional
# packages and install scripts; the variable stops node-llama-cpp from fetching or building anything.
install_llm_engine_runtime() {
  local dir=libs/llm-engine/runtime
  [ "$dir/node_modules/.package-lock.json" -nt "$dir/package.json" ] && [ "$dir/node_modules/.package-lock.json" -nt "$dir/package-lock.json" ] && return 0
  log "installing the embedded model engine's runtime (node-llama-cpp, CPU binaries only)"
  (cd "$dir" && NODE_LLAMA_CPP_SKIP_DOWNLOAD=true npm install --omit=optional --ignore-scripts --no-audit --no-fund --loglevel=error >&2)
}

start_postgres() {
  if pg_isready -q -h 127.0.0.1 -p 5432; then return 0; fi
  local version
  version=$(ls /etc/postgresql | sort -V | tail -n 1)
  log "starting PostgreSQL $version"
  pg_ctlcluster --skip-systemctl-redirect "$version" main start || true
  for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && return 0; sleep 1; done
  log "PostgreSQL did not start"; exit 1
}

start_redis() {
  if redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then return 0; fi
  log "starting Redis"
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no >/dev/null
  for _ in $(seq 1 30); do redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1 && return 0; sleep 0.5; done
  log "Redis did not start"; exit 1
}

# Trust auth on some images, password auth on a fresh Debian cluster: find what works.
choose_database_url() {
  if [ -n "${DATABASE_URL:-}" ]; then echo "$DATABASE_URL"; return; fi
  if psql "postgresql://postgres@127.0.0.1:5432/postgres" -tAc 'select 1' >/dev/null 2>&1; then
    echo "postgresql://postgres@127.0.0.1:5432/websearch"; return
  fi
  if ! psql "postgresql://postgres:postgres@127.0.0.1:5432/postgres" -tAc 'select 1' >/dev/null 2>&1; then
    log "setting a local password for the postgres role (password auth is on)"
    runuser -u postgres -- psql -qc "ALTER USER postgres PASSWORD 'postgres'" >/dev/null
  fi
  echo "postgresql://postgres:postgres@127.0.0.1:5432/websearch"
}

create_database() {
  local url=$1 admin_url name
  name=$(node -e 'console.log(decodeURIComponent(new URL(process.argv[1]).pathname.slice(1)))' "$url")
  admin_url=$(node -e 'const u=new URL(process.argv[1]); u.pathname="/postgres"; console.log(u.toString())' "$url")
  if ! psql "$admin_url" -tAc "select 1 from pg_database where datname='$name'" | grep -q 1; then
    log "creating database $name"
    psql "$admin_url" -qc "CREATE DATABASE \"$name\"" >/dev/null
  fi
}

generate_prisma_client() {
  if [ ! -f libs/db/src/generated/client.ts ] || [ prisma/schema.prisma -nt libs/db/src/generated/client.ts ]; then
    log "generating the Prisma client"
    node scripts/prisma.js generate >/dev/null
  fi
}

install_debian_packages
install_npm_packages
# the client matrix's pinned releases live in their own folder, never in the root node_modules (apps/compat/README.md)
[ apps/compat/clients/node_modules/.package-lock.json -nt apps/compat/clients/package-lock.json ] || (cd apps/compat/clients && npm install --no-audit --no-fund --loglevel=error >&2)
install_llm_engine_runtime
start_postgres
start_redis
url=$(choose_database_url)
create_database "$url"
mkdir -p tmp
[ -n "${DATABASE_URL:-}" ] || printf 'DATABASE_URL=%s\nTEST_ADMIN_DATABASE_URL=%s\n' "$url" "$(node -e 'const u=new URL(process.argv[1]); u.pathname="/postgres"; console.log(u.toString())' "$url")" > tmp/local.env
generate_prisma_client
log "ready"
