#!/usr/bin/env bash
# `npm start`: set the machine up, build, migrate, then run the gateway and the three workers
# (and the embedded model engine when LLM_GGUF_PATH is set without LLM_BASE_URL: scripts/supervise.js).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
# tmp/local.env holds the DATABASE_URL setup found for this machine; an explicit one wins
if [ -z "${DATABASE_URL:-}" ]; then set -a; . tmp/local.env; set +a; fi
for app in api search-worker scrape-worker session-worker llm-engine; do node scripts/build-app.js "$app"; done
node scripts/prisma.js migrate deploy >/dev/null
exec node scripts/supervise.js api search-worker scrape-worker session-worker
