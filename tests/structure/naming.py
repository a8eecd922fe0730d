#!/usr/bin/env python3
"""Names (DESIGN.md): a class's private and protected data members start with m_ (m_scene), a
static or constexpr constant member with k (kLimit), and a namespace-level constexpr constant with
k too. (Types in CamelCase and functions in camelBack are what the compiler's errors and the format
keep in view; these are the names a reader mistakes.) Prints each name against the rule as
path:line name (rule) and exits 1 if there is one.
  naming.py ROOT [FOLDER ...]
"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from class_sizes import ACCESS, MACRO, block_end, class_bodies, strip  # noqa: E402

CONSTEXPR = re.compile(r"^\s*(?:inline\s+)?(?:static\s+)?constexpr\s+[^=;(]*?\b([A-Za-z_]\w*)\s*(?:=|\{)", re.M)
NAME = re.compile(r"([A-Za-z_]\w*)\s*(?:\[[^\]]*\]\s*)*(?:=.*|\{.*\}|:\s*\d+)?$", re.S)


def without_templates(text):
    """The text with every <...> argument list taken out (so that a type's parentheses, as in
    std::function<void(int)>, do not look like a function's)."""
    out = []
    depth = 0
    for c in text:
        if c == "<":
            depth += 1
        elif c == ">" and depth:
            depth -= 1
        elif depth == 0:
            out.append(c)
    return "".join(out)


def data_members(body, default_access):
    """(offset, name, static, access) of every data member declared directly in a class body."""
    found = []
    access = default_access
    statement = ""
    start = 0
    i = 0
    n = len(body)
    while i < n:
        c = body[i]
        if c == "{":
            i = block_end(body, i + 1)
            rest = body[i:].lstrip()
            if rest.startswith((";", ",")):
                statement += "{}"
            else:
                statement = ""  # a function defined in the body, or a nested type
                start = i
            continue
        if c == ";":
            text = statement.strip()
            plain = without_templates(text)
            if (text and "(" not in plain.split("=")[0] and not MACRO.match(text)
                    and not re.match(r"^(using|friend|typedef|enum|struct|class|union)\b", text)):
                m = NAME.search(plain.split("=")[0].split("{")[0].strip())
                if m:
                    found.append((start + len(statement) - len(statement.lstrip()), m.group(1),
                                  bool(re.search(r"\b(static|constexpr)\b", plain)), access))
            statement = ""
            start = i + 1
        elif c == ":" and ACCESS.match(statement.strip()) and not body.startswith("::", i):
            access = statement.strip().split()[0]
            statement = ""
            start = i + 1
        elif c == "\n" and MACRO.match(statement.strip()):
            statement = ""
            start = i + 1
        else:
            statement += c
        i += 1
    return found


def problems_in(path, root):
    text = strip(open(path, encoding="utf-8").read())
    problems = []
    relative = os.path.relpath(path, root)
    for m, start, end in class_bodies(text):
        default = "private" if m.group(1) == "class" else "public"
        for offset, name, static, access in data_members(text[start:end], default):
            line = text.count("\n", 0, start + offset) + 1
            if static:
                if not re.match(r"^k[A-Z0-9]", name) and not name.startswith("s_"):
                    problems.append(f"{relative}:{line} {name} (a constant member starts with k)")
            elif access != "public" and not name.startswith("m_"):
                problems.append(f"{relative}:{line} {name} (a {access} member starts with m_)")
    for m in CONSTEXPR.finditer(text):
        name = m.group(1)
        line = text.count("\n", 0, m.start(1)) + 1
        said = f"{relative}:{line} {name} "
        if not re.match(r"^k[A-Z0-9]", name) and not any(p.startswith(said) for p in problems):
            problems.append(said + "(a constexpr constant starts with k)")
    return problems


def main():
    root = sys.argv[1]
    folders = sys.argv[2:] or ["."]
    problems = []
    for folder in folders:
        for where, _, names in os.walk(os.path.join(root, folder)):
            for name in sorted(names):
                if name.endswith((".h", ".cpp")):
                    problems += problems_in(os.path.join(where, name), root)
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
