#!/usr/bin/env python3
"""Terra Mystica-shaped maps of 1,854, 7,452, 29,880 and 250,000 hexes with the terrain mix of the
Original board (scaled by largest remainder), for the large-board benchmarks in docs/benchmarks.md.
The cells are in a fixed random order; the benchmarks start from a shuffle anyway.

    python3 tests/benchmarks/make_scaled_maps.py OUTDIR   # writes OUTDIR/tm-<hexes>.txt
    python3 tests/benchmarks/make_scaled_maps.py OUTDIR 13x19 19x27   # other sizes: ROWSxLONG_ROW
"""
import collections
import pathlib
import random
import sys

SIZES = [(36, 52), (72, 104), (144, 208), (800, 313)]  # rows x long row (short rows one less)


def board_hexes(rows, long_row):
    return sum(long_row if r % 2 == 0 else long_row - 1 for r in range(rows))


def scaled(mix, total):
    """`total` items in the proportions of `mix` (a Counter), by largest remainder, sorted."""
    size = sum(mix.values())
    quota = {k: v * total / size for k, v in mix.items()}
    count = {k: int(q) for k, q in quota.items()}
    for k, _ in sorted(quota.items(), key=lambda kv: (-(kv[1] - int(kv[1])), kv[0]))[:total - sum(count.values())]:
        count[k] += 1
    return [k for k, v in sorted(count.items()) for _ in range(v)]


def letter_rows(cells, rows, long_row):
    """The cells as letter-format text, row by row (long rows first)."""
    out, i = [], 0
    for r in range(rows):
        n = long_row if r % 2 == 0 else long_row - 1
        out.append(','.join(cells[i:i + n]))
        i += n
    return '\n'.join(out) + '\n'


def scaled_map(original, rows, long_row, seed=1):
    letters = [x for row in original.split() for x in row.split(',')]
    hexes = board_hexes(rows, long_row)
    cells = scaled(collections.Counter(letters), hexes)
    random.Random(seed).shuffle(cells)
    return hexes, letter_rows(cells, rows, long_row)


def main():
    root = pathlib.Path(__file__).resolve().parents[2]
    original = (root / 'resources/maps/terra-mystica-original.txt').read_text()
    outdir = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else '.')
    outdir.mkdir(parents=True, exist_ok=True)
    sizes = [tuple(int(n) for n in a.split('x')) for a in sys.argv[2:]] or SIZES
    for rows, long_row in sizes:
        hexes, text = scaled_map(original, rows, long_row)
        (outdir / f'tm-{hexes}.txt').write_text(text)
        print(outdir / f'tm-{hexes}.txt', hexes)


if __name__ == '__main__':
    main()
