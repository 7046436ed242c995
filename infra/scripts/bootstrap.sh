#!/usr/bin/env bash
# Installs what a fresh machine is missing (pnpm, the workspace's packages), then runs infra/scripts/<task>.ts.
# Usage: bash infra/scripts/bootstrap.sh start|test [args...]   (what `npm start` and `npm test` run)
set -euo pipefail
cd "$(dirname "$0")/../.."
task="${1:?usage: bootstrap.sh start|test}"
shift

node_major="$(node -p 'process.versions.node.split(".")[0]')"
if [ "$node_major" -lt 20 ]; then
  echo "Aotearoa Legal needs Node.js 20 or newer (found $(node --version))." >&2
  exit 1
fi

PNPM_VERSION="10.34.9"
if command -v pnpm >/dev/null 2>&1 && [ "$(pnpm --version 2>/dev/null)" = "$PNPM_VERSION" ]; then
  pnpm=(pnpm)
elif npm install -g "pnpm@$PNPM_VERSION" >/dev/null 2>&1; then
  pnpm=(pnpm)
else
  echo "Could not install pnpm globally; using npx pnpm@$PNPM_VERSION" >&2
  pnpm=(npx --yes "pnpm@$PNPM_VERSION")
fi

"${pnpm[@]}" install --frozen-lockfile --reporter=append-only >/dev/null || "${pnpm[@]}" install --frozen-lockfile
exec "${pnpm[@]}" exec tsx "infra/scripts/$task.ts" "$@"
