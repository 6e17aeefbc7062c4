#!/usr/bin/env bash
# Runs the four full-stack API benchmarks in order (about 20 minutes with the defaults; the soak
# dominates: BENCH_SOAK_N=500 shortens it). Each one builds and starts its own stack on port 3190
# (database wsa_bench, queue prefix bench) and stops it again. Output: stdout, and bench/api/out/.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=bench/api/out
mkdir -p "$out"
stamp=$(date -u +%Y%m%dT%H%M%SZ)
node bench/api/latency.js 2>&1 | tee "$out/$stamp-latency.txt"
# the apps were just built: later benchmarks reuse the build
export BENCH_SKIP_BUILD=1
node bench/api/http-throughput.js 2>&1 | tee "$out/$stamp-http-throughput.txt"
node bench/api/chromium-throughput.js 2>&1 | tee "$out/$stamp-chromium-throughput.txt"
node bench/api/rss-soak.js 2>&1 | tee "$out/$stamp-rss-soak.txt"
