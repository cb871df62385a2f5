#!/bin/sh
# cfi-check.sh MODE OUTDIR: builds timercore and its clients with another
# compiler to check that the core never calls through a function pointer of
# the wrong type.  Run by ctest (timercore.strict, timercore.kcfi,
# timercore.cfi-icall); exits 77 (skip) when the toolchain is missing.
#
#   strict     clang 16+ -Wcast-function-type-strict -Werror on the core, the
#              embedded, legacy and clean typed examples and the generations
#              test; the 2006-cast example must still be diagnosed.
#   kcfi       clang 16+ -fsanitize=kcfi: the three generations run clean; the
#              2006 cast (a struct foo * callback via SETUP_TIMER) traps.
#   cfi-icall  clang -flto -fvisibility=hidden -fsanitize=cfi-icall with lld:
#              the same two checks.
#
# Environment: TC_SRC (timercore source dir), TC_CLANG19, TC_CLANG14.
set -u
mode=$1
out=$2
src=${TC_SRC:-$(dirname "$0")/..}
mkdir -p "$out"

skip() { echo "skipped: $*"; exit 77; }
fail() { echo "FAIL: $*"; exit 1; }

common="-std=gnu11 -O1 -g -Wall -Wextra -Werror -I$src/include -I$src/examples/include"
core="$src/src/timer.c $src/src/legacy.c $src/src/typed.c $src/src/fingerprint.c"

case $mode in
strict|kcfi) cc=${TC_CLANG19:-} ;;
cfi-icall)   cc=${TC_CLANG14:-} ;;
*) fail "unknown mode $mode" ;;
esac
[ -n "$cc" ] && [ -x "$cc" ] || skip "no suitable clang for $mode"

case $mode in
strict)
	flags="-Wcast-function-type-strict"
	echo 'int x;' > "$out/probe.c"
	$cc $flags -Werror -c "$out/probe.c" -o "$out/probe.o" 2>/dev/null ||
		skip "$cc lacks -Wcast-function-type-strict"
	for f in $core $src/examples/embedded/*.c $src/examples/legacy/*.c \
	    $src/examples/typed/netdev_watchdog.c \
	    $src/examples/typed/kbd_repeat.c \
	    $src/examples/typed/blk_timeout.c; do
		$cc $common $flags -c "$f" -o "$out/x.o" ||
			fail "$f is not clean under $flags"
	done
	$cc $common $flags -DTIMERCORE_NO_2006_CAST \
	    -c "$src/test/test-generations.c" -o "$out/x.o" ||
		fail "test-generations.c is not clean under $flags"
	# The 2006 cast and the deliberate bug must be diagnosed.
	for f in $src/examples/typed/heartbeat.c \
	    $src/examples/bugs/wrong_container.c; do
		if $cc $common $flags -c "$f" -o "$out/x.o" \
		    2>"$out/diag.txt"; then
			fail "$f compiled cleanly under $flags"
		fi
		grep -q 'cast-function-type' "$out/diag.txt" ||
			fail "$f: unexpected diagnostic: $(cat "$out/diag.txt")"
	done
	echo "strict: core and clean clients pass $flags; the 2006 cast" \
	     "and the bug example are diagnosed"
	exit 0
	;;
kcfi)
	flags="-fsanitize=kcfi"
	;;
cfi-icall)
	flags="-flto -fvisibility=hidden -fsanitize=cfi-icall -fuse-ld=lld"
	;;
esac

echo 'int main(void) { return 0; }' > "$out/probe.c"
$cc $flags "$out/probe.c" -o "$out/probe" 2>"$out/probe.txt" &&
	"$out/probe" || skip "$cc cannot build with $flags: $(head -c 300 "$out/probe.txt")"

build() {   # build NAME EXTRA-FLAGS SOURCES...
	name=$1; extra=$2; shift 2
	$cc $common $flags $extra "$@" -o "$out/$name" -lpthread ||
		fail "cannot build $name with $flags"
}

build gen "-DTIMERCORE_NO_2006_CAST" $core "$src/test/test-generations.c"
"$out/gen" || fail "generations test fails under $flags"
for gen in embedded legacy typed; do
	build "ex-$gen" "" $core "$src/examples/$gen/"*.c \
		"$src/test/test-examples.c"
done
"$out/ex-embedded" || fail "embedded examples fail under $flags"
"$out/ex-legacy" || fail "legacy examples fail under $flags"
"$out/ex-typed" netdev_watchdog kbd_repeat blk_timeout ||
	fail "clean typed examples fail under $flags"

# The 2006 cast must trap (SIGILL from ud2 with kCFI and CFI).
build gen2006 "" $core "$src/test/test-generations.c"
"$out/gen2006" typed_2006_cast >/dev/null 2>&1
rc=$?
[ $rc -eq 132 ] || fail "the 2006 cast did not trap (SIGILL) under $flags (exit $rc)"
"$out/ex-typed" heartbeat >/dev/null 2>&1
rc2=$?
[ $rc2 -eq 132 ] || fail "typed heartbeat (2006 cast) did not trap (SIGILL) (exit $rc2)"
echo "$mode: three generations clean; the 2006 cast traps" \
     "(exit $rc, heartbeat example exit $rc2)"
exit 0
