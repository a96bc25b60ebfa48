#!/usr/bin/env bash
# README command 1: set up from a fresh clone (Node 20 + npm only) and run the
# project's main job, the demo.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-pnpm.sh
pnpm install --frozen-lockfile
pnpm turbo run build --output-logs=errors-only
pnpm demo
echo
echo "Set up. With npm alone: npm run forgiving -- check examples/broken.xml, npm run playground."
echo "For the pnpm commands (pnpm test, pnpm bench, ...), in each new shell: source scripts/ensure-pnpm.sh"
