#!/usr/bin/env python3
"""Catan-like maps of 1,854, 7,452, 29,880 and 250,000 hexes (Terra Mystica-shaped rows) with the terrain
mix and number tokens of the 19-hex base game scaled by largest remainder, and two rule sets for
them that switch on the distance and corner-pips requirements, for the large-board figures of
"Distance, corners and player values at scale" in docs/benchmarks.md.

    python3 tests/benchmarks/make_scaled_catan.py OUTDIR
    # writes OUTDIR/catan-<hexes>.txt, OUTDIR/catan-scaled.json, OUTDIR/catan-scaled-unique.json
"""
import collections
import json
import pathlib
import random
import sys

from make_scaled_maps import board_hexes, letter_rows, scaled  # this folder is on the path

SIZES = [(36, 52), (72, 104), (144, 208), (800, 313)]  # rows x long row (short rows one less)
POOL = {'F': 4, 'W': 4, 'P': 4, 'H': 3, 'M': 3, 'D': 1}  # wood, wheat, sheep, brick, ore, desert
TOKENS = [2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12]


def scaled_map(rows, long_row, seed=1):
    hexes = board_hexes(rows, long_row)
    terrains = scaled(collections.Counter(POOL), hexes)
    rng = random.Random(seed)
    rng.shuffle(terrains)
    tokens = scaled(collections.Counter(TOKENS), sum(1 for t in terrains if t != 'D'))
    rng.shuffle(tokens)
    numbers = iter(tokens)
    cells = [t if t == 'D' else f'{t}{next(numbers)}' for t in terrains]
    return hexes, letter_rows(cells, rows, long_row)


def rule_set(base, unique):
    """catan.json's kinds and requirements 1 and 3, with fair corners and deserts kept apart and
    near ore (distance: min 3 between deserts, every desert an ore hex within 2)."""
    r = {k: v for k, v in base.items() if k not in ('pool', 'tokens')}  # the pool: the map's own
    r['name'] = 'catan-scaled-unique' if unique else 'catan-scaled'
    r['title'] = 'Catan at scale: fair corners, deserts apart' + (', numbers unique per resource' if unique else '')
    r['board'] = {'shape': 'terra-mystica', 'rows': 144, 'long_row': 208, 'map': 'catan-29880.txt'}
    keep = [q for q in base['requirements'] if q['type'] in ('same-terrain-pairs', 'token-pairs')]
    r['requirements'] = keep + [
        {'id': 'REQ4', 'type': 'corner-pips', 'name': 'Fair corners', 'weight': 1,
         'params': {'min': 5, 'max': 11, 'distinct': 1, 'unique_per_resource': 1 if unique else 0}},
        {'id': 'REQ5', 'type': 'distance', 'name': 'Deserts apart', 'weight': 1, 'params': {'from': 'desert', 'min': 3}},
        {'id': 'REQ6', 'type': 'distance', 'name': 'Ore near every desert', 'weight': 1,
         'params': {'from': 'desert', 'to': 'ore', 'max': 2}},
    ]
    return r


def main():
    root = pathlib.Path(__file__).resolve().parents[2]
    base = json.loads((root / 'resources/rules/catan.json').read_text())
    outdir = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else '.')
    outdir.mkdir(parents=True, exist_ok=True)
    for rows, long_row in SIZES:
        hexes, text = scaled_map(rows, long_row)
        (outdir / f'catan-{hexes}.txt').write_text(text)
        print(outdir / f'catan-{hexes}.txt', hexes)
    for unique in (False, True):
        path = outdir / ('catan-scaled-unique.json' if unique else 'catan-scaled.json')
        path.write_text(json.dumps(rule_set(base, unique), indent=2) + '\n')
        print(path)


if __name__ == '__main__':
    main()
