#!/usr/bin/env python3
# Fills the unfinished Japanese translations of translations/collision-lab_ja.ts from a JSON
# object: {"English source": "日本語", "Context|English source": "日本語 for that context only"}.
# Run the update_translations target first (it adds the new tr() strings as unfinished). Prints
# the sources it found no translation for. Plural messages (%n) are left alone.
#   python3 scripts/fill_translations.py translations/collision-lab_ja.ts words.json
import html
import json
import re
import sys

ts_path, words_path = sys.argv[1], sys.argv[2]
words = json.load(open(words_path, encoding="utf-8"))
text = open(ts_path, encoding="utf-8").read()


def escape(s):
    return html.escape(s, quote=False).replace('"', "&quot;").replace("'", "&apos;")


missing = []


def fill_context(context):
    name = re.search(r"<name>(.*?)</name>", context).group(1)

    def fill_message(m):
        message = m.group(0)
        if 'type="unfinished"' not in message or "numerus=" in message:
            return message
        source = html.unescape(re.search(r"<source>(.*?)</source>", message, re.S).group(1))
        translation = words.get(name + "|" + source, words.get(source))
        if translation is None:
            missing.append(name + "|" + source)
            return message
        return re.sub(r'<translation type="unfinished"(?:/>|>.*?</translation>)',
                      "<translation>" + escape(translation) + "</translation>", message, flags=re.S)

    return re.sub(r"<message>.*?</message>", fill_message, context, flags=re.S)


text = re.sub(r"<context>.*?</context>", lambda m: fill_context(m.group(0)), text, flags=re.S)
open(ts_path, "w", encoding="utf-8").write(text)
for m in missing:
    print("missing:", m)
