#!/usr/bin/env python3
"""Classifies every scored corpus frame by which reference it passes: both, ThorVG's only,
lottie-web's only, or neither, from two score.py reports of the same renders.

classify.py TOOLS THORVG_REFS THORVG_REPORT WEB_REFS WEB_REPORT [--list CLASS]

TOOLS is ../shared/tools/ref (for score.py's PNG reader and metric). Frames whose reference is
blank in either index (the engine drew nothing) are left out. The two references "agree" on a
frame when ThorVG's render passes against lottie-web's by the same metric. Prints one line per
count as `NAME: PASSED/TOTAL`, which FidelityTests holds to floors; with --list CLASS, the
frames of that class (both, thorvg-only, web-only, neither), one `path frame` per line.
"""
import csv
import json
import os
import sys

tools, thorvg_refs, thorvg_report, web_refs, web_report = sys.argv[1:6]
listed = sys.argv[7] if len(sys.argv) > 7 and sys.argv[6] == "--list" else None
sys.path.insert(0, tools)
from score import compare, read_png  # noqa: E402


def index(refs):
    with open(os.path.join(refs, "index.tsv"), newline="") as f:
        return {r["corpus_path"]: r for r in csv.DictReader(f, delimiter="\t")}


def frames(report):
    result = {}
    for file in json.load(open(report))["files"]:
        for frame in file["frames"]:
            result[(file["corpus_path"], int(frame["frame"]))] = (bool(frame.get("pass")), file)
    return result


thorvg_index, web_index = index(thorvg_refs), index(web_refs)
blank = {path for path, row in list(thorvg_index.items()) + list(web_index.items())
         if "blank" in (row.get("note") or "") or row.get("status") not in (None, "", "ok")}
thorvg, web = frames(thorvg_report), frames(web_report)
counts = {}


def count(name, passed):
    p, n = counts.get(name, (0, 0))
    counts[name] = (p + (1 if passed else 0), n + 1)


classes = {}
for key in sorted(set(thorvg) & set(web)):
    path, frame = key
    if path in blank:
        continue
    (t, file), (w, _) = thorvg[key], web[key]
    a = os.path.join(thorvg_refs, path, "%d.png" % frame)
    b = os.path.join(web_refs, path, "%d.png" % frame)
    if not (os.path.exists(a) and os.path.exists(b)):
        continue
    agree = compare(read_png(a), read_png(b))["pass"]
    tags = set(file["features"])
    expressions = file["has_expressions"] == "yes"
    either = t or w
    name = "both" if t and w else "thorvg-only" if t else "web-only" if w else "neither"
    classes.setdefault(name, []).append(key)
    count("frames passing both references", t and w)
    count("frames passing ThorVG's", t)
    count("frames passing lottie-web's", w)
    count("frames passing at least one", either)
    if agree:
        count("frames where the references agree, passing both", t and w)
    else:
        count("frames where the references disagree, passing at least one", either)
    if not expressions:
        count("frames without expressions, passing at least one", either)
    else:
        count("frames of files with expressions, passing at least one", either)
    if "text" in tags:
        count("frames of files with text, passing at least one", either)
    if "images" in tags:
        count("frames of files with images, passing at least one", either)

if listed:
    for path, frame in classes.get(listed, []):
        print(path, frame)
else:
    for name, (p, n) in counts.items():
        print("%s: %d/%d" % (name, p, n))
    for name in ("both", "thorvg-only", "web-only", "neither"):
        print("class %s: %d" % (name, len(classes.get(name, []))))
