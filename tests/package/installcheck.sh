#!/usr/bin/env bash
# Kibitzer installed as a desktop application (issue 19): installs BUILD into
# a staging root (DESTDIR), then builds the Debian package from the same
# build and unpacks it into another, and checks both: the programs run, the
# desktop entry and AppStream metadata pass their validators, the MIME types
# register, the icons and man pages are there.
#   installcheck.sh BUILD_DIR
set -euo pipefail
build=$(cd "$1" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
id=org.kibitzer.Kibitzer

check_root() {
    local root=$1 what=$2
    echo "-- $what"
    for f in usr/bin/kibitzer usr/bin/kibitzer-cli \
             usr/share/applications/$id.desktop \
             usr/share/metainfo/$id.metainfo.xml \
             usr/share/mime/packages/$id.xml \
             usr/share/icons/hicolor/scalable/apps/$id.svg; do
        [ -e "$root/$f" ] || fail "$what: $f is missing"
    done
    # the translations (also embedded in the program)
    for lang in de ru sr; do
        local qm=$root/usr/share/kibitzer/translations/kibitzer_$lang.qm
        [ -s "$qm" ] || fail "$what: $qm is missing"
        # a Qt translation file starts with its magic number
        [ "$(head -c 16 "$qm" | od -An -tx1 | tr -d ' \n')" = 3cb86418caef9c95cd211cbf60a1bddd ] \
            || fail "$what: $qm is not a .qm file"
    done
    for size in 16 22 32 48 64 128 256; do
        local png=$root/usr/share/icons/hicolor/${size}x${size}/apps/$id.png
        [ -s "$png" ] || fail "$what: the ${size}px icon is missing"
        # a PNG whose header gives that width and height
        [ "$(head -c 8 "$png" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] || fail "$what: $png is not a PNG"
        local w h
        w=$(od -An -j16 -N4 -tu1 "$png" | awk '{print $1*16777216+$2*65536+$3*256+$4}')
        h=$(od -An -j20 -N4 -tu1 "$png" | awk '{print $1*16777216+$2*65536+$3*256+$4}')
        [ "$w" = "$size" ] && [ "$h" = "$size" ] || fail "$what: $png is ${w}x${h}, not ${size}x${size}"
    done
    for page in kibitzer kibitzer-cli; do
        local man
        man=$(ls "$root"/usr/share/man/man1/$page.1* 2>/dev/null | head -1)
        [ -n "$man" ] || fail "$what: the man page $page(1) is missing"
        if [[ $man == *.gz ]]; then zcat "$man"; else cat "$man"; fi | head -1 | grep -q '^\.TH' \
            || fail "$what: $man is not a man page"
    done
    desktop-file-validate "$root/usr/share/applications/$id.desktop" || fail "$what: desktop-file-validate"
    appstreamcli validate --no-net "$root/usr/share/metainfo/$id.metainfo.xml" || fail "$what: appstreamcli validate"
    # every notation's MIME type registers, with its extension
    update-mime-database "$root/usr/share/mime" >/dev/null || fail "$what: update-mime-database"
    for pair in pbn:application/x-pbn rbn:application/x-rbn rbx:application/x-rbx lin:application/x-bridge-lin \
                pn:application/x-pinochle-notation ppn:application/x-ppn pcn:application/x-pcn+json \
                kibitzer:application/x-kibitzer+json; do
        grep -q "${pair#*:}:\*\.${pair%%:*}\$" "$root/usr/share/mime/globs2" \
            || fail "$what: *.${pair%%:*} is not ${pair#*:}"
    done
    grep -q 'application/x-ppn+json' "$root/usr/share/mime/magic" || fail "$what: no content rule for PPN JSON"
    # the desktop entry offers every type, and opens files with %F
    grep -q '^Exec=kibitzer %F$' "$root/usr/share/applications/$id.desktop" || fail "$what: Exec does not take %F"
    local types
    types=$(sed -n 's/^MimeType=//p' "$root/usr/share/applications/$id.desktop")
    for t in $(grep -o '<mime-type type="[^"]*"' "$root/usr/share/mime/packages/$id.xml" | cut -d'"' -f2); do
        [[ ";$types" == *";$t;"* ]] || fail "$what: the desktop entry does not offer $t"
    done
    # the installed programs run
    "$root/usr/bin/kibitzer-cli" formats | grep -q '^pbn ' || fail "$what: kibitzer-cli formats"
    "$root/usr/bin/kibitzer-cli" validate "$SAMPLES/bridge_club_pairs.pbn" >/dev/null || fail "$what: kibitzer-cli validate"
    QT_QPA_PLATFORM=offscreen "$root/usr/bin/kibitzer" --version | grep -q '^kibitzer ' || fail "$what: kibitzer --version"
    QT_QPA_PLATFORM=offscreen "$root/usr/bin/kibitzer" "$SAMPLES/bridge_club_pairs.pbn" \
        --screenshot "$work/shot-$what.png" --size 640x480 >/dev/null || fail "$what: kibitzer --screenshot"
    [ -s "$work/shot-$what.png" ] || fail "$what: no screenshot"
}

SAMPLES=$(cd "$(dirname "$0")/../../resources/samples" && pwd)

# 1. cmake --install into a staging root
DESTDIR="$work/staged" cmake --install "$build" --prefix /usr >/dev/null
check_root "$work/staged" staged

# 2. the Debian package, unpacked
(cd "$work" && cpack -G DEB --config "$build/CPackConfig.cmake" -B "$work/deb" >/dev/null) || fail "cpack -G DEB"
deb=$(ls "$work"/deb/kibitzer_*.deb | head -1)
[ -n "$deb" ] || fail "no .deb was made"
depends=$(dpkg-deb -f "$deb" Depends)
for dep in libqt6widgets6 libqt6svg6 libqt6network6 qt6-qpa-plugins fonts-dejavu-core; do
    [[ $depends == *"$dep"* ]] || fail "the package does not depend on $dep: $depends"
done
[ "$(dpkg-deb -f "$deb" Package)" = kibitzer ] || fail "the package is not called kibitzer"
dpkg-deb -x "$deb" "$work/unpacked"
check_root "$work/unpacked" deb
# 3. the AppStream screenshots, listed when the build is given the public
# address of docs/screenshots/ (KIBITZER_SCREENSHOT_URL): the metadata
# validates, names one default screenshot, and every image is a PNG there
src=$(cd "$(dirname "$0")/../.." && pwd)
cmake -DTEMPLATE="$src/packaging/$id.metainfo.xml.in" -DOUTPUT="$work/shots.metainfo.xml" \
      -DSCREENSHOT_URL=https://kibitzer.example.org/screenshots -P "$src/packaging/metainfo.cmake" \
    || fail "metainfo.cmake with a screenshot address"
appstreamcli validate --no-net "$work/shots.metainfo.xml" || fail "appstreamcli validate (with screenshots)"
[ "$(grep -c '<screenshot type="default">' "$work/shots.metainfo.xml")" = 1 ] || fail "not one default screenshot"
images=$(sed -n 's#.*<image>https://kibitzer.example.org/screenshots/\(.*\)</image>.*#\1#p' "$work/shots.metainfo.xml")
[ -n "$images" ] || fail "no screenshot images listed"
for image in $images; do
    [ "$(head -c 8 "$src/docs/screenshots/$image" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] \
        || fail "docs/screenshots/$image is not a PNG"
done
if cmake -DTEMPLATE="$src/packaging/$id.metainfo.xml.in" -DOUTPUT="$work/bad.xml" \
         -DSCREENSHOT_URL=http://insecure.example.org/ -P "$src/packaging/metainfo.cmake" 2>/dev/null; then
    fail "a screenshot address that is not https was taken"
fi
grep -q '<screenshots>' "$work/staged/usr/share/metainfo/$id.metainfo.xml" \
    && [ -z "$(sed -n 's/^KIBITZER_SCREENSHOT_URL:STRING=//p' "$build/CMakeCache.txt")" ] \
    && fail "screenshots listed without an address"

echo "installcheck: the staged install and $(basename "$deb") pass"
