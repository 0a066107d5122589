#!/usr/bin/env bash
# The brand's two faces cut to what the shop writes (decision 120): French text, its punctuation and the signs the
# pages use, weights 400 to 700 only, into app/fonts/ (committed; the build fingerprints them). Run again after an
# upgrade of the Fontsource packages: bash scripts/subset-fonts.sh (needs fontTools and brotli: on Debian,
# apt-get install python3-fonttools python3-brotli).
set -euo pipefail
cd "$(dirname "$0")/.."
python=/usr/bin/python3
# Basic Latin, Latin-1 (the accents, « », the no-break space), Œ œ Ÿ, the thin and narrow no-break spaces, dashes,
# curly quotes, the bullet, the ellipsis, €, ™, the arrows, the true minus, ✓ and ✕.
unicodes="U+0020-007E,U+00A0-00FF,U+0131,U+0152-0153,U+0178,U+02C6,U+02DA,U+02DC,U+2009,U+2011,U+2013-2014,U+2018-201A,U+201C-201E,U+2022,U+2026,U+202F,U+2039-203A,U+20AC,U+2122,U+2190-2193,U+2212,U+2713,U+2715"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for face in inter playfair-display; do
  "$python" -m fontTools.subset "node_modules/@fontsource-variable/$face/files/$face-latin-wght-normal.woff2" \
    --unicodes="$unicodes" --layout-features='kern,liga,calt,ccmp,locl,mark,mkmk,case' --output-file="$work/$face.ttf"
  "$python" -m fontTools.varLib.instancer "$work/$face.ttf" wght=400:700 -o "$work/$face-400-700.ttf" >/dev/null 2>&1
  "$python" -m fontTools.ttLib.woff2 compress -o "app/fonts/$face-fr-wght.woff2" "$work/$face-400-700.ttf" >/dev/null 2>&1
  ls -l "app/fonts/$face-fr-wght.woff2"
done
