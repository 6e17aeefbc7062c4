#!/bin/sh
# Prints the Debian packages the runtime image of one app needs (used by docker/Dockerfile).
# Only the browser workers get Chromium and its companions, which keeps the api and
# search-worker images small. The deploy-manifests test runs this script for every app.
set -eu
app="${1:-}"
base="ca-certificates tini"
# Chromium + fonts (CJK/emoji render as boxes without them), PDF text (pdftotext), OCR,
# and uBlock Origin's filter list files (the ad blocker reads them from /usr/share).
browser="chromium chromium-headless-shell fonts-liberation fonts-noto-cjk fonts-noto-color-emoji poppler-utils tesseract-ocr tesseract-ocr-eng webext-ublock-origin-chromium"
case "$app" in
  api|search-worker) echo "$base" ;;
  # the audio and video formats: yt-dlp (generic extractor and site extractors) and ffmpeg
  scrape-worker) echo "$base $browser yt-dlp ffmpeg" ;;
  # session-worker runs user code in a bubblewrap sandbox (node or python3).
  session-worker) echo "$base $browser bubblewrap python3" ;;
  *) echo "unknown APP '$app' (expected api|search-worker|scrape-worker|session-worker)" >&2; exit 1 ;;
esac
