# Sourced (`. scripts/use-node.sh`) by .ci/run, and by hand on a machine whose Node is older than the one the
# site runs on: when `node` is missing or older than NODE_VERSION's major, this installs Node NODE_VERSION from
# the npm registry (the `node` package ships the official binaries) into a cache folder and puts it first on
# PATH for the rest of the shell. npm itself is kept: it runs on whichever `node` comes first.
NODE_VERSION="24.21.0"
node_major() { node --version 2>/dev/null | sed -E 's/^v([0-9]+).*/\1/'; }
if [ "$(node_major || echo 0)" -lt "${NODE_VERSION%%.*}" ] 2>/dev/null || ! command -v node >/dev/null 2>&1; then
  node_home="${XDG_CACHE_HOME:-$HOME/.cache}/faso-futures/node-$NODE_VERSION"
  if [ ! -x "$node_home/node_modules/node/bin/node" ]; then
    echo "--- installing Node $NODE_VERSION from the npm registry into $node_home"
    mkdir -p "$node_home"
    npm install --no-save --no-audit --no-fund --no-package-lock --prefix "$node_home" "node@$NODE_VERSION" >/dev/null 2>&1 ||
      { echo "could not install Node $NODE_VERSION from the npm registry" >&2; return 1; }
  fi
  export PATH="$node_home/node_modules/node/bin:$PATH"
  hash -r
fi
echo "--- node $(node --version)"
