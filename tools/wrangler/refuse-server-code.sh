#!/usr/bin/env bash
# Refuses to publish a folder that Cloudflare Pages would run as server code: a _worker.js file or
# folder (advanced mode), _routes.json, or functions/. The site is static; none of these is made by
# its build, so one found here came from somewhere else and must not reach the host.
set -euo pipefail
dir="${1:?usage: refuse-server-code.sh DIR}"
found=0
for name in _worker.js _routes.json functions; do
  if [ -e "$dir/$name" ] || [ -L "$dir/$name" ]; then
    echo "::error title=Server code in the site::$dir/$name would run as server code on Cloudflare Pages; the site's build never makes it. Nothing was published."
    found=1
  fi
done
exit "$found"
