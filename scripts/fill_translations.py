#!/usr/bin/env python3
# Fills the unfinished Japanese translations of translations/collision-lab_ja.ts from a JSON
# object: {"English source": "日本語", "Context|English source": "日本語 for that context only"}.
# Run the update_translations target first (it adds the new tr() strings as unfinished).
#   python3 scripts/fill_translations.py translations/collision-lab_ja.ts words.json
import sys, json, re, html
ts, mapping = sys.argv[1], json.load(open(sys.argv[2]))
s = open(ts, encoding='utf-8').read()
def esc(t): return html.escape(t, quote=False).replace('"','&quot;').replace("'","&apos;")
out=[]; ctx=None; missing=[]
for block in re.split(r'(<context>.*?</context>)', s, flags=re.S):
    if not block.startswith('<context>'):
        out.append(block); continue
    ctx = re.search(r'<name>(.*?)</name>', block).group(1)
    def fix(m):
        src = html.unescape(m.group(1))
        key = ctx + '|' + src
        t = mapping.get(key, mapping.get(src))
        if t is None:
            missing.append(key); return m.group(0)
        return m.group(0)[:m.start(2)-m.start(0)] + '<translation>' + esc(t) + '</translation>' + m.group(0)[m.end(2)-m.start(0):]
    block = re.sub(r'<source>(.*?)</source>(?:\s*<comment>.*?</comment>)?\s*(<translation type="unfinished">.*?</translation>|<translation type="unfinished"/>)', fix, block, flags=re.S)
    out.append(block)
open(ts,'w',encoding='utf-8').write(''.join(out))
print('missing:', missing)
