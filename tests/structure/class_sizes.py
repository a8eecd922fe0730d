#!/usr/bin/env python3
"""Class size (STYLE.md, DESIGN.md): a class or struct declares at most 40 members, data and
functions together (a declaration ending in ';' or a function defined in the class body, each
counted once; access specifiers, Q_OBJECT-like macros, friends and nested types' own members are
not counted, a nested type is one member).

The classes that were larger when the rule became a check are named in ALLOWED with their size
then: they may shrink, not grow, and one that has come down to 40 must leave the list. Prints each
class over its limit as path:line name count (limit) and exits 1 if there is one.
  class_sizes.py ROOT [FOLDER ...]
"""
import os
import re
import sys

LIMIT = 40

# Larger than the rule when it became a check (2026-11-29): to be split, never to grow.
ALLOWED = {
    "Canvas": 88,
    "ClassSession": 56,
    "EllipseEllipseScene": 54,
    "StudentLink": 53,
    "TaskBox": 52,
    "CodeView": 47,
    "BroadPhaseScene": 42,
    "LabelPlacer": 45,
    "LessonPage": 44,
    "AreaMoveScene": 44,
    "LessonScene": 43,
    "LiveClassController": 42,
    "ClassServer": 41,
}

HEAD = re.compile(r"\b(class|struct)\s+(?:\[\[[^\]]*\]\]\s*)?([A-Za-z_]\w*)(?:\s+final)?\s*(?::[^;{()]*)?\{")
MACRO = re.compile(r"^\s*(Q_OBJECT|Q_GADGET|Q_DECLARE_TR_FUNCTIONS\([^)]*\)|Q_DISABLE_COPY\w*\([^)]*\)|Q_PROPERTY\(.*\)|Q_ENUM\([^)]*\)|Q_INTERFACES\([^)]*\))\s*;?\s*$")


def strip(text):
    """The code without comments, strings and character literals (kept line for line)."""
    out = []
    i = 0
    n = len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append("\n" * text.count("\n", i, j))
            i = j
        elif c == '"' or c == "'":
            if c == '"' and i > 0 and text[i - 1] == "R":  # a raw string R"(...)"
                close = text.find('(', i)
                delimiter = ")" + text[i + 1:close] + '"'
                j = text.find(delimiter, close)
                j = n if j < 0 else j + len(delimiter)
            else:
                j = i + 1
                while j < n and text[j] != c:
                    j += 2 if text[j] == "\\" else 1
                j += 1
            out.append(c + c)
            out.append("\n" * text.count("\n", i, j))
            i = j
        else:
            out.append(c)
            i += 1
    return "".join(out)


ACCESS = re.compile(r"^(public|protected|private)(\s+(slots|Q_SLOTS))?$|^(signals|Q_SIGNALS)$")


def members(body):
    """How many members a class body (between its braces) declares."""
    count = 0
    statement = ""
    i = 0
    n = len(body)

    def done(text):
        text = text.strip()
        return 1 if text and not text.startswith("friend ") and not MACRO.match(text) else 0

    while i < n:
        c = body[i]
        if c == "{":  # a function body, a nested type or an initializer: skipped whole
            i = block_end(body, i + 1)
            rest = body[i:].lstrip()
            if rest.startswith(";") or rest.startswith(",") or rest.startswith(")"):
                statement += "{}"
                continue
            count += done(statement + "{}")  # a function defined in the body
            statement = ""
            continue
        if c == ";":
            count += done(statement)
            statement = ""
        elif c == ":" and ACCESS.match(statement.strip()) and not body.startswith("::", i):
            statement = ""
        elif c == "\n" and MACRO.match(statement.strip()):
            statement = ""
        else:
            statement += c
        i += 1
    return count


def block_end(text, i):
    """Where the block whose opening brace is just before `i` ends (just after its closing brace)."""
    depth = 1
    while i < len(text) and depth:
        depth += {"{": 1, "}": -1}.get(text[i], 0)
        i += 1
    return i


def class_bodies(text):
    """(match of the head, where its body starts, where it ends) for every class or struct."""
    for m in HEAD.finditer(text):
        yield m, m.end(), block_end(text, m.end()) - 1


def classes(path):
    """(line, name, members) for every class or struct defined in a file."""
    text = strip(open(path, encoding="utf-8").read())
    return [(text.count("\n", 0, m.start()) + 1, m.group(2), members(text[start:end]))
            for m, start, end in class_bodies(text)]


def main():
    root = sys.argv[1]
    folders = sys.argv[2:] or ["."]
    problems = []
    seen = {}
    for folder in folders:
        for where, _, names in os.walk(os.path.join(root, folder)):
            for name in sorted(names):
                if not name.endswith((".h", ".cpp")):
                    continue
                path = os.path.join(where, name)
                for line, cls, count in classes(path):
                    seen[cls] = max(seen.get(cls, 0), count)
                    limit = max(LIMIT, ALLOWED.get(cls, LIMIT))
                    if count > limit:
                        problems.append(f"{os.path.relpath(path, root)}:{line} {cls} {count} ({limit})")
    for cls, size in sorted(ALLOWED.items()):
        if cls in seen and seen[cls] <= LIMIT:
            problems.append(f"{cls} has {seen[cls]} members now: take it off ALLOWED")
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
