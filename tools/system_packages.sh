#!/usr/bin/env bash
# The Debian packages the build needs outside the venv: Chromium (the browser tests, and the
# printer of the reference cards), poppler-utils (reads the printed cards), npm and Node.js
# (pack the site's Pyodide and snapshot its Python). The missing ones are installed when this
# runs as root on Debian (as CI does); otherwise it names the command to run, and with
# --require it then fails.
#
#     bash tools/system_packages.sh [--require]
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v npm >/dev/null || missing+=(npm)
command -v node >/dev/null || missing+=(nodejs)
command -v pdftotext >/dev/null || missing+=(poppler-utils)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "installing the Debian packages the build needs: ${missing[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
    exit 0
fi
echo "missing: ${missing[*]} (install them with: sudo apt-get install ${missing[*]})" >&2
if [ "${1:-}" = "--require" ]; then
    exit 1
fi
echo "the book builds without them; the reference-card PDFs and the browser tests are skipped" >&2
