#!/usr/bin/env python3
"""Classifies every scored corpus frame by which reference it passes: both, ThorVG's only,
lottie-web's only, or neither, from two score.py reports of the same renders.

classify.py TOOLS THORVG_REFS THORVG_REPORT WEB_REFS WEB_REPORT [--list CLASS]

TOOLS is ../shared/tools/ref (for score.py's PNG reader and metric). Frames whose reference is
blank in either index (the engine drew nothing) are left out. The two references "agree" on a
frame when ThorVG's render passes against lottie-web's by the same metric. Prints one line per
count as `NAME: PASSED/TOTAL`, which FidelityTests holds to floors; with --list CLASS, the
frames of that class (both, thorvg-only, web-only, neither, or unexplained: a frame that does
not pass both and that no rule of `rules.py` explains), one `path frame` per line.

A frame that passes one reference is explained when the file uses a feature the other reference
draws differently from After Effects and the format; a frame that passes neither, or fails both
where they agree, follows the format when the file uses a feature both references drop
(`rules.py`). The counts "… or following the format" take those frames as judged by the format.
"""
import csv
import json
import os
import sys

tools, thorvg_refs, thorvg_report, web_refs, web_report = sys.argv[1:6]
listed = sys.argv[7] if len(sys.argv) > 7 and sys.argv[6] == "--list" else None
sys.path.insert(0, tools)
from score import compare, read_png  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from rules import explain, features, load  # noqa: E402

corpus = os.path.join(os.path.dirname(os.path.abspath(tools)), "..", "corpus")


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
found_by_path = {}
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
    if path not in found_by_path:
        found_by_path[path] = features(load(os.path.join(corpus, path)))
    found = found_by_path[path]
    departs = {"thorvg-only": "lottie-web", "web-only": "thorvg"}.get(name, "both")
    rule = None if name == "both" else explain(found, departs, agree)
    if name == "both":
        pass
    elif rule is None:
        classes.setdefault("unexplained", []).append(key)
    else:
        count("rule " + rule, True)
    format_decides = rule is not None and departs == "both"
    judged = either or format_decides
    if name in ("thorvg-only", "web-only"):
        count("frames passing only one reference, explained by a rule", rule is not None)
    count("frames passing both references", t and w)
    count("frames passing ThorVG's", t)
    count("frames passing lottie-web's", w)
    count("frames passing at least one", either)
    if agree:
        count("frames where the references agree, passing both", t and w)
        if not format_decides:
            count("frames where the references agree and the format does not decide, passing both", t and w)
    else:
        count("frames where the references disagree, passing at least one", either)
    count("frames passing at least one or following the format", judged)
    if not expressions:
        count("frames without expressions, passing at least one", either)
        count("frames without expressions, passing at least one or following the format", judged)
    else:
        count("frames of files with expressions, passing at least one", either)
        count("frames of files with expressions, passing at least one or following the format", judged)
    if "text" in tags:
        count("frames of files with text, passing at least one", either)
        count("frames of files with text, passing at least one or following the format", judged)
    if "images" in tags:
        count("frames of files with images, passing at least one", either)
        count("frames of files with images, passing at least one or following the format", judged)

if listed:
    for path, frame in classes.get(listed, []):
        print(path, frame)
else:
    for name, (p, n) in counts.items():
        print("%s: %d/%d" % (name, p, n))
    for name in ("both", "thorvg-only", "web-only", "neither", "unexplained"):
        print("class %s: %d" % (name, len(classes.get(name, []))))
