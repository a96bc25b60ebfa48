# Source this file: makes the pinned pnpm available on PATH without a global
# install (shared/docs/toolchain.md: corepack fails here without signatures,
# `npm i -g --prefix` loses the machine's npmrc). Installs pnpm into .tools/.
PNPM_VERSION=10.34.9
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1
if [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  if [ ! -x "$ROOT/.tools/node_modules/.bin/pnpm" ] || [ "$("$ROOT/.tools/node_modules/.bin/pnpm" --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
    echo "installing pnpm@$PNPM_VERSION into .tools/ ..." >&2
    mkdir -p "$ROOT/.tools"
    [ -f "$ROOT/.tools/package.json" ] || echo '{"private":true}' > "$ROOT/.tools/package.json"
    (cd "$ROOT/.tools" && npm install --no-audit --no-fund --loglevel=error "pnpm@$PNPM_VERSION" >&2) || return 1
  fi
  export PATH="$ROOT/.tools/node_modules/.bin:$PATH"
fi
