#!/bin/sh
# bench.sh BUILD_DIR [--quick]: runs timercore-bench (times) and, beside
# it, a callgrind run of each workload and implementation at a small N
# (instructions per operation, counted in the timed functions only).
# Prints the machine and the exact commands it runs.
set -eu
build=${1:?usage: tools/bench.sh BUILD_DIR [--quick]}
shift
bench=$build/timercore-bench
[ -x "$bench" ] || { echo "no $bench; build first" >&2; exit 2; }
quick=
[ "${1:-}" = "--quick" ] && quick=--quick

echo "machine: $(nproc) CPUs, $(grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //')"
echo "compiler: $(grep -m1 CMAKE_C_COMPILER: "$build/CMakeCache.txt" | sed 's/.*=//')," \
     "build type $(grep -m1 CMAKE_BUILD_TYPE: "$build/CMakeCache.txt" | sed 's/.*=//')"
echo
echo "\$ $bench $quick"
"$bench" $quick

if ! command -v valgrind >/dev/null 2>&1; then
	echo "valgrind not found: no instruction counts"
	exit 0
fi
n=${CALLGRIND_N:-100000}
[ -n "$quick" ] && n=10000
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo
echo "instructions per operation (callgrind, N = $n, timed region only):"
echo "\$ valgrind --tool=callgrind --collect-atstart=no --toggle-collect='measure_*' \\"
echo "    $bench --n $n --runs 1 --no-extra --workload W --impl I"
printf '  %-24s %9s %9s %9s\n' workload wheel bheap qheap
for w in a b c d; do
	case $w in
	a) ops=$n; name="a expire (add + run)" ;;
	b) ops=$((10 * n)); name="b churn, random re-arm" ;;
	c) ops=$((10 * n)); name="c churn, fixed delay" ;;
	d) ops=$((2 * n)); name="d add N, delete N" ;;
	esac
	line=$(printf '  %-24s' "$name")
	for impl in wheel bheap qheap; do
		out=$tmp/cg.$w.$impl
		valgrind --tool=callgrind --callgrind-out-file="$out" \
			--collect-atstart=no --toggle-collect='measure_*' \
			"$bench" --n "$n" --runs 1 --no-extra --workload "$w" \
			--impl "$impl" >/dev/null 2>&1
		ir=$(sed -n 's/^\(summary\|totals\): *\([0-9]*\).*/\2/p' "$out" | head -1)
		line="$line $(awk -v ir="$ir" -v ops="$ops" 'BEGIN { printf "%9.1f", ir / ops }')"
	done
	echo "$line"
done
