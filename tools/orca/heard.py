#!/usr/bin/env python3
# heard.py EXPECTED SPEECH: checks that Orca spoke every announcement the page made (one per line
# of EXPECTED), in order, in its SPEECH OUTPUT lines (SPEECH). Orca may split or join what it says,
# so the speech is compared as one text with spaces normalised.
import re, sys

def words(text):
    return re.sub(r'\s+', ' ', text).strip()

expected = [words(line) for line in open(sys.argv[1]) if line.strip()]
spoken = words(' '.join(
    re.sub(r"^.*SPEECH OUTPUT: '?(.*?)'?( \{'established': (True|False)\})?$", r'\1', line)
    for line in open(sys.argv[2], errors='replace')))
at, missing = 0, []
for line in expected:
    found = spoken.find(line, at)
    if found < 0:
        missing.append(line)
    else:
        at = found + len(line)
print(f'== {len(expected) - len(missing)} of {len(expected)} announcements were spoken, in order')
for line in missing:
    print(f'   not spoken: {line}')
sys.exit(1 if missing or not expected else 0)
