#!/usr/bin/env bash
# Builds the DocC documentation of TesseraCore (what `import Tessera` brings) and of
# TesseraTesting into a static site, with the toolchain's own docc: symbol graphs from a
# build of the modules, then `docc convert` of each catalog. A broken symbol link fails
# the build.
#
#   bash Scripts/docs.sh [output folder, default .build/docs-site]
#
# The site has a folder a module: Tessera/ and TesseraTesting/. Open either's index
# through any static web server (`python3 -m http.server`).
set -euo pipefail
cd "$(dirname "$0")/.."
output=${1:-.build/docs-site}
graphs=.build/docs-symbol-graphs
rm -rf "$output"
mkdir -p "$graphs/all" "$output"
# A scratch folder of its own: the extra flags would otherwise rebuild the main build.
# TesseraTesting depends on TesseraCore, so one build writes both modules' graphs. A
# module the build finds up to date writes none, so the graphs are kept between runs, and
# a missing one means building afresh.
build_graphs() {
  swift build --scratch-path .build/docs --target TesseraTesting \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs/all"
}
build_graphs
if [[ ! -e $graphs/all/TesseraCore.symbols.json || ! -e $graphs/all/TesseraTesting.symbols.json ]]
then
  rm -rf .build/docs "$graphs/all" && mkdir -p "$graphs/all" && build_graphs
fi
docc=$(command -v docc || echo "$(dirname "$(command -v swift)")/docc")
# module, catalog, name shown, folder in the site
while read -r module catalog name folder; do
  # The module's own graphs (its dependencies' are written too).
  rm -rf "${graphs:?}/$module" && mkdir -p "$graphs/$module"
  for graph in "$graphs"/all/"$module".symbols.json "$graphs"/all/"$module"@*.symbols.json; do
    [[ -e $graph ]] && cp "$graph" "$graphs/$module/"
  done
  "$docc" convert "$catalog" \
    --additional-symbol-graph-dir "$graphs/$module" --output-path "$output/$folder" \
    --fallback-display-name "$name" --fallback-bundle-identifier "org.tessera.$module" \
    --transform-for-static-hosting --hosting-base-path "$folder" --warnings-as-errors
done <<'MODULES'
TesseraCore Sources/TesseraCore/TesseraCore.docc Tessera Tessera
TesseraTesting Sources/TesseraTesting/TesseraTesting.docc TesseraTesting TesseraTesting
MODULES
echo "Documentation: $output/Tessera and $output/TesseraTesting"
