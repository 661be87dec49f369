# Sourced by scripts/test and scripts/run: installs the Debian 12 packages
# Kibitzer needs, only when some are missing (apt-get update runs once).
KIBITZER_PACKAGES=(
    build-essential cmake ninja-build
    qt6-base-dev qt6-base-dev-tools qt6-svg-dev libgl-dev
    fonts-dejavu-core fonts-wqy-microhei ccache
    poppler-utils
    libdds-dev dealer libgoogle-perftools-dev
    desktop-file-utils appstream shared-mime-info
    qt6-tools-dev qt6-l10n-tools qt6-translations-l10n
)

kibitzer_install_deps() {
    local missing=()
    local pkg
    for pkg in "${KIBITZER_PACKAGES[@]}" "$@"; do
        if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed'; then
            missing+=("$pkg")
        fi
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "Installing: ${missing[*]}"
    local sudo=()
    [ "$(id -u)" -ne 0 ] && sudo=(sudo)
    export DEBIAN_FRONTEND=noninteractive
    "${sudo[@]}" apt-get update -qq
    "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

# kibitzer_build DIR TYPE [CMAKE ARGS...]
kibitzer_build() {
    local dir=$1 type=$2
    shift 2
    local launcher=()
    # ccache, when there, makes a rebuild (another clone, another build
    # folder) take seconds; paths are taken relative to the clone.
    if command -v ccache >/dev/null 2>&1; then
        launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
        export CCACHE_BASEDIR="$PWD" CCACHE_NOHASHDIR=true
    fi
    cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE="$type" "${launcher[@]}" "$@"
    cmake --build "$dir" -j "$(nproc)"
}

# The sanitizer build (scripts/sanitize, scripts/fuzz): clang with
# AddressSanitizer, UBSan and libFuzzer's instrumentation, the libraries, the
# CLI, the tests that need no widgets and the fuzz targets. Its packages are
# installed here, not by scripts/test and scripts/run. A unity build (each
# library one translation unit) keeps its build time down.
kibitzer_configure_sanitize() {
    local dir=$1
    kibitzer_install_deps clang-14 libclang-rt-14-dev
    local launcher=()
    if command -v ccache >/dev/null 2>&1; then
        launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
        export CCACHE_BASEDIR="$PWD" CCACHE_NOHASHDIR=true
    fi
    cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++-14 \
        -DKIBITZER_FUZZ=ON -DKIBITZER_BUILD_GUI=OFF -DKIBITZER_BUILD_BENCH=OFF \
        -DCMAKE_UNITY_BUILD=ON -DCMAKE_UNITY_BUILD_BATCH_SIZE=0 "${launcher[@]}"
}
