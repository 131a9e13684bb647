#!/usr/bin/env bash
# Time one phase of `make test`: run COMMAND and, when PHASE_TIMES names a file (the test
# target sets it), add "start<TAB>depth<TAB>label<TAB>seconds<TAB>status" to it. A phase run inside
# another (the book's steps inside "make book") is indented under it and not counted twice.
# `--report` prints the table; `--reset` starts a new one.
#
#     PHASE_TIMES=build/phase-times.tsv bash tools/timed.sh "unit tests" .venv/bin/pytest tests
#     PHASE_TIMES=build/phase-times.tsv bash tools/timed.sh --report
set -uo pipefail

file="${PHASE_TIMES:-}"
case "${1:-}" in
--reset)
    [ -n "$file" ] && mkdir -p "$(dirname "$file")" && : >"$file"
    exit 0
    ;;
--report)
    [ -n "$file" ] && [ -s "$file" ] || exit 0
    # One row per phase, written when it ends; sorted by its start, a phase comes before
    # the phases run inside it.
    sort -t "$(printf '\t')" -k1,1n "$file" | awk -F '\t' '
        { depth[NR] = $2; label[NR] = $3; secs[NR] = $4; status[NR] = $5
          if ($2 == 0) total += $4 }
        END {
            printf "\n%-40s %8s %6s\n", "phase of make test", "seconds", "share"
            for (i = 1; i <= NR; i++) {
                name = sprintf("%" (2 * depth[i] + 1) "s%s", "", label[i])
                printf "%-40s %8d %5.0f%%%s\n", substr(name, 2), secs[i],
                    total ? 100 * secs[i] / total : 0, status[i] == 0 ? "" : "  (failed)"
            }
            printf "%-40s %8d\n", "total", total
        }'
    exit 0
    ;;
esac

if [ -z "$file" ]; then
    shift
    exec "$@"
fi
label="$1"
shift
depth="${TIMED_DEPTH:-0}"
export TIMED_DEPTH=$((depth + 1))
start=$(date +%s%N)
"$@"
status=$?
end=$(date +%s%N)
mkdir -p "$(dirname "$file")"
printf '%s\t%s\t%s\t%s\t%s\n' "$start" "$depth" "$label" \
    "$(((end - start + 500000000) / 1000000000))" "$status" >>"$file"
if [ "$status" -ne 0 ] && [ "$depth" -eq 0 ]; then
    bash "$0" --report
fi
exit "$status"
