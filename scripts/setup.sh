# scripts/setup.sh: shared set-up for scripts/run and scripts/test (sourced, not run).
# Installs missing Debian packages (as root) or names them, then builds into _build/.

WY_BUILD_PACKAGES="gcc meson ninja-build pkg-config gettext itstool libglib2.0-dev libglib2.0-dev-bin
  libgtk-4-dev libadwaita-1-dev libcairo2-dev libpng-dev desktop-file-utils appstream
  fonts-dejavu-core adwaita-icon-theme gobject-introspection libgirepository1.0-dev
  libgif-dev libgstreamer1.0-dev libgstreamer-plugins-base1.0-dev
  gstreamer1.0-plugins-base gstreamer1.0-plugins-good"
WY_TEST_PACKAGES="xvfb xauth xdotool dbus dbus-daemon gsettings-desktop-schemas poppler-utils libasan8 libubsan1 locales
  texlive-latex-base texlive-pictures clang libclang-rt-14-dev python3-gi python3-numpy
  python3-pytest python3-distributed jupyter-nbconvert python3-nbformat python3-ipykernel
  python3-matplotlib python3-pandas python3-mesonpy python3-venv patchelf
  bash-completion libxml2-utils shared-mime-info yelp-tools"
# scripts/test-package: build the Debian packages (debian/), check them with lintian, install
# them and smoke-test the installed programs, manual pages, user manual,
# completion and API reference
WY_PACKAGE_PACKAGES="debhelper dpkg-dev fakeroot lintian dh-python python3-all bash-completion
  gi-docgen man-db appstream desktop-file-utils"

wy_missing_packages () {
  local missing=() p
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  echo "${missing[@]:-}"
}

wy_install () {
  local missing
  missing=$(wy_missing_packages $*)
  [ -z "$missing" ] && return 0
  if [ "$(id -u)" = 0 ]; then
    echo "setup: installing Debian packages: $missing"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -q >/dev/null
    # shellcheck disable=SC2086
    apt-get install -y -q --no-install-recommends $missing >/dev/null
  else
    echo "setup: missing Debian packages. Install them with:" >&2
    echo "  sudo apt-get install $missing" >&2
    exit 1
  fi
}

wy_build () {
  local dir=${1:-_build}; shift || true
  if [ ! -f "$dir/build.ninja" ]; then
    meson setup "$dir" "$@" >/dev/null || { echo "setup: meson setup $dir failed" >&2; exit 1; }
  elif [ $# -gt 0 ]; then
    # an older build directory gets the options too (-Dvideo=enabled for the tests); one made
    # before an option existed knows it only after meson reads meson_options.txt again
    meson configure "$dir" "$@" >/dev/null 2>&1 ||
      meson setup --reconfigure "$dir" "$@" >/dev/null ||
      { echo "setup: meson setup --reconfigure $dir failed" >&2; exit 1; }
  fi
  meson compile -C "$dir" >/dev/null || meson compile -C "$dir"
}
