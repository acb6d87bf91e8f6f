#!/usr/bin/env python3
"""Writes the shipped tile sets (resources/tilesets/*.json) from piece definitions.

Land hexes carry their terrain on every outer edge (a lowercase code per land terrain); two land
codes fit when they differ, so tiles of one terrain never touch across a seam. River hexes carry
'r' where the river crosses into the next tile and '0' (the river bank) elsewhere; the bank fits
land only. Terrains inside a tile are drawn with a fixed seed so the files are reproducible.
Run from the repository root: python3 resources/tilesets/make_tilesets.py
"""
import json
import random

DIRS = [(1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)]  # E NE NW W SW SE (core/model/hex.h)
FLOWER = [(0, 0), (1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)]
RHOMB = [(0, 0), (1, 0), (0, 1), (1, 1)]
TRI = [(0, 0), (1, 0), (0, 1)]
BAR3 = [(0, 0), (1, 0), (2, 0)]
PAIR = [(0, 0), (1, 0)]
SINGLE = [(0, 0)]

TM_LAND = {"Y": "y", "U": "u", "K": "k", "B": "b", "G": "g", "S": "s", "R": "w"}
TM_NAMES = {"Y": "desert", "U": "plains", "K": "swamp", "B": "lakes", "G": "forest", "S": "mountains", "R": "wasteland"}


def add(a, b):
    return (a[0] + b[0], a[1] + b[1])


def tm_connections(river_on_rim):
    land = list(TM_LAND.values())
    conns = []
    for letter, code in TM_LAND.items():
        others = "".join(c for c in land if c != code)
        conns.append({"code": code, "name": TM_NAMES[letter], "fits": others + "0", "rim": True})
    conns.append({"code": "0", "name": "river bank", "fits": "".join(land), "rim": True})
    conns.append({"code": "r", "name": "river", "fits": "r", "rim": river_on_rim, "line": True})
    return conns


def edges_for(cells, terrain, river_cross, land_codes):
    """One 6-character edge string per cell."""
    shape = set(cells)
    out = []
    for c in cells:
        s = ""
        for d, v in enumerate(DIRS):
            if add(c, v) in shape:
                s += "-"
            elif terrain[c] == "I":
                s += "r" if (c, d) in river_cross else "0"
            else:
                s += land_codes[terrain[c]]
        out.append(s)
    return out


def paint(cells, fixed, rng, letters):
    """Terrain per cell: `fixed` ones given, the others drawn so that neighbours inside differ."""
    terrain = dict(fixed)
    for c in cells:
        if c in terrain:
            continue
        used = {terrain.get(add(c, v)) for v in DIRS}
        choice = [t for t in letters if t not in used]
        terrain[c] = rng.choice(choice)
    return terrain


def tileset(name, title, description, rules, board, connections, tiles, **extra):
    return {"format": "hexloom-tileset", "version": 1, "name": name, "title": title, "description": description,
            "rules": rules, "board": board, "connections": connections, **{k: v for k, v in extra.items() if k != "fixed"},
            "tiles": tiles, **({"fixed": extra["fixed"]} if "fixed" in extra else {})}


def tile(tid, name, cells, terrain, cross, mn, mx, land_codes, rotate=True):
    e = edges_for(cells, terrain, cross, land_codes)
    return {"id": tid, "name": name, "min": mn, "max": mx, "rotate": rotate,
            "cells": [{"hex": list(c), "terrain": terrain[c], "edges": e[i]} for i, c in enumerate(cells)]}


def river_tile(tid, name, shape, river, cross, mn, mx, rng, letters, land_codes):
    terrain = paint(shape, {c: "I" for c in river}, rng, letters)
    return tile(tid, name, shape, terrain, set(cross), mn, mx, land_codes)


def land_tiles(prefix, shape, count, mx, rng, letters, land_codes, label):
    return [tile(f"{prefix}-{i + 1}", f"{label} {i + 1}", shape, paint(shape, {}, rng, letters), set(), 0, mx, land_codes)
            for i in range(count)]


def singles(letters, mx, land_codes, names):
    return [tile(f"single-{names[t]}", f"Single {names[t]}", SINGLE, {(0, 0): t}, set(), 0, mx, land_codes) for t in letters]


def terra_mystica_modular():
    rng = random.Random(2024)
    land = list(TM_LAND)
    L = TM_LAND
    tiles = [
        river_tile("lake", "Lake with outflow", FLOWER, [(0, 0), (1, 0)], [((1, 0), 0)], 1, 1, rng, land, L),
        river_tile("river-flower-straight", "River piece, straight", FLOWER, [(-1, 0), (0, 0), (1, 0)],
                   [((-1, 0), 3), ((1, 0), 0)], 0, 2, rng, land, L),
        river_tile("river-flower-bend", "River piece, bend", FLOWER, [(-1, 0), (0, 0), (1, -1)],
                   [((-1, 0), 3), ((1, -1), 1)], 0, 2, rng, land, L),
        river_tile("river-flower-fork", "River piece, fork", FLOWER, [(-1, 0), (0, 0), (1, -1), (0, 1)],
                   [((-1, 0), 3), ((1, -1), 1), ((0, 1), 5)], 0, 1, rng, land, L),
        river_tile("river-pair", "River pair", PAIR, [(0, 0), (1, 0)], [((0, 0), 3), ((1, 0), 0)], 0, 3, rng, land, L),
        river_tile("river-straight", "River hex, straight", SINGLE, [(0, 0)], [((0, 0), 3), ((0, 0), 0)], 0, 6, rng, land, L),
        river_tile("river-bend", "River hex, bend", SINGLE, [(0, 0)], [((0, 0), 3), ((0, 0), 1)], 0, 6, rng, land, L),
    ]
    tiles += land_tiles("land-flower", FLOWER, 10, 1, rng, land, L, "Land piece")
    tiles += land_tiles("land-rhomb", RHOMB, 4, 1, rng, land, L, "Land rhomb")
    tiles += land_tiles("land-triangle", TRI, 4, 2, rng, land, L, "Land triangle")
    tiles += land_tiles("land-pair", PAIR, 4, 3, rng, land, L, "Land pair")
    tiles += singles(land, 4, L, TM_NAMES)
    fixed = [{"tile": "lake", "row": 4, "col": 3, "rotation": 0}]  # the river starts west of centre
    return tileset("terra-mystica-modular", "Terra Mystica modular land pieces",
                   "Seven-hex land pieces and small fillers in the seven Terra Mystica terrains; river pieces whose "
                       "crossings must meet so that one river grows from the lake, fixed west of the centre, until it leaves the "
                   "board. "
                       "Land of one terrain never touches the same terrain across a seam.",
                   "terra-mystica-published", "terra-mystica", tm_connections(True), tiles, line_connected=True, fixed=fixed)


CATAN = {"F": "wood", "W": "wheat", "P": "sheep", "H": "brick", "M": "ore", "D": "desert"}


def plain_tile(tid, name, shape, terrain, paths, mn, mx):
    """Road-set tiles: 'p' where a road crosses the edge, '0' elsewhere."""
    cells = list(shape)
    e = []
    for c in cells:
        s = ""
        for d, v in enumerate(DIRS):
            s += "-" if add(c, v) in set(cells) else ("p" if (c, d) in paths else "0")
        e.append(s)
    return {"id": tid, "name": name, "min": mn, "max": mx, "rotate": True,
            "cells": [{"hex": list(c), "terrain": terrain[i], "edges": e[i]} for i, c in enumerate(cells)]}


def country_roads():
    o = (0, 0)
    tiles = [
        plain_tile("town", "Town (road leaves east)", TRI, "HHW", {((1, 0), 0)}, 2, 2),
        plain_tile("crossroads-town", "Crossroads town", TRI, "HHH", {((1, 0), 0), ((0, 1), 4), ((0, 0), 2)}, 1, 1),
        plain_tile("hamlet", "Hamlet (road end)", SINGLE, "H", {(o, 0)}, 0, 10),
        plain_tile("road-straight", "Road, straight", SINGLE, "P", {(o, 0), (o, 3)}, 0, 30),
        plain_tile("road-bend", "Road, wide bend", SINGLE, "P", {(o, 0), (o, 4)}, 0, 20),
        plain_tile("road-sharp", "Road, sharp bend", SINGLE, "D", {(o, 0), (o, 2)}, 0, 4),
        plain_tile("road-fork", "Road, fork", SINGLE, "P", {(o, 0), (o, 2), (o, 4)}, 0, 3),
        plain_tile("road-pair", "Road through a field", PAIR, "WP", {((0, 0), 3), ((1, 0), 0)}, 0, 6),
        plain_tile("forest-3", "Forest", TRI, "FFF", set(), 0, 8),
        plain_tile("forest-bar", "Forest strip", BAR3, "FFF", set(), 0, 4),
        plain_tile("fields-2", "Fields", PAIR, "WW", set(), 0, 10),
        plain_tile("hills-rhomb", "Hills", RHOMB, "MMHM", set(), 0, 4),
        plain_tile("pasture", "Pasture", SINGLE, "P", set(), 0, 30),
        plain_tile("mountain", "Mountain", SINGLE, "M", set(), 0, 10),
    ]
    return tileset("country-roads", "Country roads",
                   "Single road hexes and small landscape pieces on a 12 x 9 rectangle. Roads ('p') must meet road "
                       "edges and may not run off the board, so every road ends at a town or hamlet; roads are placed "
                       "first (line tiles).",
                   "catan", "rect:12x9", [{"code": "0", "name": "plain", "fits": "0", "rim": True},
                        {"code": "p", "name": "road", "fits": "p", "rim": False, "line": True}], tiles)


def patchwork():
    rng = random.Random(77)
    land = list(TM_LAND)
    L = TM_LAND
    o = (0, 0)
    tiles = [tile(f"field-{TM_NAMES[t]}", f"Field of {TM_NAMES[t]}", SINGLE, {o: t}, set(), 0, 2, L) for t in land]
    tiles += land_tiles("pair", PAIR, 7, 10, rng, land, L, "Pair")
    tiles += land_tiles("triangle", TRI, 7, 8, rng, land, L, "Triangle")
    tiles += land_tiles("bar", BAR3, 7, 4, rng, land, L, "Bar")
    tiles += land_tiles("rhomb", RHOMB, 7, 4, rng, land, L, "Rhomb")
    return tileset("patchwork-20", "Patchwork 20 x 20",
                   "Thirty-five small land pieces (one to four hexes, limited counts) for a 20 x 20 rectangle; land "
                       "of one terrain never touches the same terrain across a seam.",
                   "terra-mystica-published", "rect:20x20", tm_connections(False), tiles)


def main():
    sets = [terra_mystica_modular(), country_roads(), patchwork()]
    for s in sets:
        with open(f"resources/tilesets/{s['name']}.json", "w") as f:
            json.dump(s, f, indent=1)
            f.write("\n")


if __name__ == "__main__":
    main()
