#!/usr/bin/env python3
"""Sizes people can read: no source file over --max-file lines, no function over --max-function.

Reads every .cpp and .h under the given roots (skipping folders named "fixtures" unless a root is
inside one) as clang-format writes them (WebKit style): a function's body opens with a line that
is only "{" and ends at the next line that is only "}" at the same indent, so a function's length
is the lines from its "{" to its "}". Lambdas and control statements open on the line they start
and are counted as part of their function. Prints each file or function over its limit as
path:line and exits 1 if there is one.
  sizes.py [--max-file N] [--max-function N] [--base DIR] ROOT...
"""
import argparse
import os
import re
import sys


def functions(lines):
    """(first line number, length, name) of every function body in `lines`."""
    found = []
    for i, line in enumerate(lines):
        m = re.fullmatch(r"(\s*)\{", line.rstrip("\n"))
        if not m:
            continue
        indent = m.group(1)
        header = i - 1
        while header > 0 and (lines[header].strip().startswith((":", ",")) or not lines[header].strip()):
            header -= 1  # past a constructor's initialisers to its signature
        name = re.sub(r"\s+", " ", lines[header].strip())[:80]
        for j in range(i + 1, len(lines)):
            if re.fullmatch(re.escape(indent) + r"\}\s*(//.*)?", lines[j].rstrip("\n")):
                found.append((i + 1, j - i + 1, name))
                break
    return found


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--max-file", type=int, default=600)
    parser.add_argument("--max-function", type=int, default=80)
    parser.add_argument("--base", default=None)
    parser.add_argument("roots", nargs="+")
    args = parser.parse_args()
    problems = []
    count = 0
    for root in args.roots:
        base = args.base or root
        for folder, dirs, files in os.walk(root):
            if "fixtures" not in root:
                dirs[:] = [d for d in dirs if d != "fixtures"]
            dirs.sort()
            for name in sorted(files):
                if not name.endswith((".cpp", ".h")):
                    continue
                path = os.path.join(folder, name)
                shown = os.path.relpath(path, base)
                with open(path, encoding="utf-8") as f:
                    lines = f.readlines()
                count += 1
                if len(lines) > args.max_file:
                    problems.append(f"{shown}: {len(lines)} lines (more than {args.max_file})")
                for first, length, what in functions(lines):
                    if length > args.max_function:
                        problems.append(f"{shown}:{first}: a function of {length} lines (more than "
                                        f"{args.max_function}): {what}")
    for p in problems:
        print(p)
    print(f"{count} files read, {len(problems)} over their size")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
