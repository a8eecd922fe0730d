#!/usr/bin/env python3
"""The window's layers (DESIGN.md, app/): each folder of app/ includes only from its own folder and
the folders below it, page <- classroom <- session <- window <- cli <- main.cpp, and no files
include each other round a cycle.

An include "folder/file.h" names its folder; a bare "file.h" is the including file's own folder
(as the compiler finds it first). Prints each upward include as path:line and each cycle as the
files on it, and exits 1 if there is one.
  app_layers.py APP_ROOT
"""
import os
import re
import sys

LAYERS = ["page", "classroom", "session", "window", "cli"]
INCLUDE = re.compile(r'^\s*#include "([^"]+)"')


def layer_of(relative):
    """The layer of a path under app/ ("window/main_window.h"), len(LAYERS) for main.cpp."""
    first = relative.split("/")[0]
    return LAYERS.index(first) if first in LAYERS else len(LAYERS)


def main():
    root = sys.argv[1]
    files = {}
    for folder, _, names in os.walk(root):
        for name in sorted(names):
            if name.endswith((".cpp", ".h")):
                path = os.path.join(folder, name)
                files[os.path.relpath(path, root)] = path
    problems = []
    graph = {}
    for relative, path in sorted(files.items()):
        graph[relative] = []
        for number, line in enumerate(open(path, encoding="utf-8"), 1):
            m = INCLUDE.match(line)
            if not m:
                continue
            target = os.path.normpath(os.path.join(os.path.dirname(relative), m.group(1)))
            if target not in files:
                target = os.path.normpath(m.group(1))
            if target not in files:
                continue  # lessons/, geometry/ or Qt: below every layer of app/
            graph[relative].append(target)
            if layer_of(target) > layer_of(relative):
                problems.append(f"{relative}:{number}: {LAYERS[layer_of(relative)] if layer_of(relative) < len(LAYERS) else relative} includes {target}")
    # Cycles: a depth-first walk; a file met again on the current path closes one.
    state = {}
    cycles = set()

    def walk(node, path):
        state[node] = "open"
        for nxt in graph.get(node, []):
            if state.get(nxt) == "open":
                cycle = path[path.index(nxt):]
                cycles.add(" -> ".join(cycle + [nxt]))
            elif nxt not in state:
                walk(nxt, path + [nxt])
        state[node] = "done"

    for node in sorted(graph):
        if node not in state:
            walk(node, [node])
    problems += [f"a cycle: {c}" for c in sorted(cycles)]
    for p in problems:
        print(p)
    print(f"{len(files)} files read, {len(problems)} against the layers")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
