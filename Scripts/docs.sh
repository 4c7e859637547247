#!/usr/bin/env bash
# Builds the DocC documentation of TesseraCore (what `import Tessera` brings) into a static
# site, with the toolchain's own docc: symbol graphs from a build of the module, then
# `docc convert` of the catalog. A broken symbol link fails the build.
#
#   bash Scripts/docs.sh [output folder, default .build/docs-site]
#
# Open the folder's index through any static web server (`python3 -m http.server`).
set -euo pipefail
cd "$(dirname "$0")/.."
output=${1:-.build/docs-site}
graphs=.build/docs-symbol-graphs
rm -rf "$graphs" "$output"
mkdir -p "$graphs/all" "$graphs/TesseraCore"
# A scratch folder of its own: the extra flags would otherwise rebuild the main build.
swift build --scratch-path .build/docs --target TesseraCore \
  -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs/all"
# The module's own graphs (its dependencies' are written too).
cp "$graphs"/all/TesseraCore*.symbols.json "$graphs/TesseraCore/"
docc=$(command -v docc || echo "$(dirname "$(command -v swift)")/docc")
"$docc" convert Sources/TesseraCore/TesseraCore.docc \
  --additional-symbol-graph-dir "$graphs/TesseraCore" --output-path "$output" \
  --fallback-display-name Tessera --fallback-bundle-identifier org.tessera.TesseraCore \
  --transform-for-static-hosting --warnings-as-errors
echo "Documentation: $output"
