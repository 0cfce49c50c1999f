#!/usr/bin/env python3
"""Classifies every scored corpus frame by which reference it passes: both, ThorVG's only,
lottie-web's only, or neither, from two score.py reports of the same renders.

classify.py TOOLS THORVG_REFS THORVG_REPORT WEB_REFS WEB_REPORT [--fine FINE OURS] [--list CLASS]

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

With --fine, a reference that a frame fails with no rule to explain it is also explained by its
own rasterization at the reference size when its render at four times the size (FINE/ENGINE/
PATH/FRAME.png, from fine.py), reduced by a box filter, passes against our render of the frame
(OURS/PATH/FRAME.png): the two draw the same picture, and the reference's pixels at the small
size are what its rasterizer makes of it (curves flattened coarsely, hairlines, each clip
anti-aliased on its own where layers share an edge). On a frame that passes the other
reference, it is explained too when it passes against our own render at four times the size
(FINE/ours/PATH/FRAME.png), reduced the same way: the picture is the same, and at the small
size our pixels agree with the other reference's rasterizer (edges that lie exactly on each
other, anti-aliased once per layer, darken where a finer grid would not). Such frames count as
judged too.
"""
import csv
import json
import os
import sys

import numpy as np

tools, thorvg_refs, thorvg_report, web_refs, web_report = sys.argv[1:6]
options = sys.argv[6:]
listed = options[options.index("--list") + 1] if "--list" in options else None
fine, ours = options[options.index("--fine") + 1:options.index("--fine") + 3] if "--fine" in options else (None, None)
sys.path.insert(0, tools)
from score import compare, read_png  # noqa: E402

# The fine renders' size over the reference size (fine.py's FACTOR).
FINE_FACTOR = 4
RASTERIZATION = "rasterization at the reference size"

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from rules import explain, features, load  # noqa: E402

corpus = os.path.join(os.path.dirname(os.path.abspath(tools)), "..", "corpus")


def index(refs):
    with open(os.path.join(refs, "index.tsv"), newline="") as f:
        return {r["corpus_path"]: r for r in csv.DictReader(f, delimiter="\t")}


def reduced(image, factor):
    """A straight RGBA image reduced `factor` times by averaging premultiplied colour over
    each `factor`×`factor` box, as an area-sampling rasterizer covers a pixel."""
    a = image.astype(np.float64) / 255
    h, w = a.shape[0] // factor, a.shape[1] // factor
    premultiplied = np.concatenate([a[..., :3] * a[..., 3:4], a[..., 3:4]], axis=2)[:h * factor, :w * factor]
    small = premultiplied.reshape(h, factor, w, factor, 4).mean(axis=(1, 3))
    alpha = small[..., 3:4]
    straight = np.where(alpha > 0, small[..., :3] / np.maximum(alpha, 1e-12), 0)
    return np.clip(np.round(np.concatenate([straight, alpha], axis=2) * 255), 0, 255).astype(np.uint8)


def rasterizes_apart(engine, path, frame, passes_other):
    """Whether `engine` ("thorvg" or "lottie-web") rendered at FINE_FACTOR times the size and
    reduced passes against our render, or, when our render passes the other reference
    (`passes_other`), against ours at FINE_FACTOR times the size reduced: the frames depart only
    by rasterization at the small size."""
    if fine is None:
        return False
    big = os.path.join(fine, engine, path, "%d.png" % frame)
    small = os.path.join(ours, path, "%d.png" % frame)
    if not (os.path.exists(big) and os.path.exists(small)):
        return False
    reference = reduced(read_png(big), FINE_FACTOR)
    if compare(reference, read_png(small))["pass"]:
        return True
    ours_big = os.path.join(fine, "ours", path, "%d.png" % frame)
    return passes_other and os.path.exists(ours_big) and compare(reference, reduced(read_png(ours_big), FINE_FACTOR))["pass"]


def explain_each(found, failed, path, frame):
    """A name for the departures of the references in `failed` when each is explained by a rule
    naming it (or both references) or by its rasterization, and one by its rasterization."""
    names = []
    for engine in failed:
        rule = explain(found, engine)
        if rule is None and rasterizes_apart(engine, path, frame, passes_other=len(failed) == 1):
            rule = RASTERIZATION
        if rule is None:
            return None
        names.append(rule)
    return " + ".join(dict.fromkeys(names)) if RASTERIZATION in names else None


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
    if rule is None and name != "both":
        failed = {"thorvg-only": ["lottie-web"], "web-only": ["thorvg"]}.get(name, ["thorvg", "lottie-web"])
        rule = explain_each(found, failed, path, frame)
    if name == "both":
        pass
    elif rule is None:
        classes.setdefault("unexplained", []).append(key)
    else:
        count("rule " + rule, True)
    format_decides = rule is not None and departs == "both" and RASTERIZATION not in rule
    judged = either or format_decides or (rule is not None and RASTERIZATION in rule)
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
