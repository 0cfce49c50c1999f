#!/usr/bin/env python3
"""Renders frames with both references at four times the reference size, for classify.py's
check of a reference's own rasterization.

fine.py RENDER_PY SIZE OUT FRAMES [OURS]

RENDER_PY is ../shared/tools/ref/render.py, run with the python that runs this script (the
reference venv of tools/ref/setup.sh; lottie-web also needs Chromium). SIZE is the reference
size (160x160). FRAMES is a file of classify.py's `--list unexplained` output, one `path frame`
per line, paths relative to the corpus next to the tools. Each frame is rendered by ThorVG and
by lottie-web at FACTOR times SIZE into OUT/thorvg/PATH/FRAME.png and
OUT/lottie-web/PATH/FRAME.png, one render.py run per engine and file; with OURS, the path of
lottie-term, also by it into OUT/ours/PATH/FRAME.png (without font fallback, as scored). A frame an engine cannot render is left out (and named
on stderr), so the check does not apply to it; exits 77 when an engine renders nothing at all
(it cannot run here, and the caller skips the check).
"""
import os
import subprocess
import sys

FACTOR = 4
ENGINES = ("thorvg", "lottie-web")
UNAVAILABLE = 77

render, size, out, listing = sys.argv[1:5]
ours = sys.argv[5] if len(sys.argv) > 5 else None
width, height = (int(n) * FACTOR for n in size.lower().split("x"))
corpus = os.path.join(os.path.dirname(os.path.abspath(render)), "..", "..", "corpus")

frames = {}
for line in open(listing):
    path, _, frame = line.strip().rpartition(" ")
    if path:
        frames.setdefault(path, set()).add(int(frame))

rendered = {engine: 0 for engine in ENGINES}
failed = {engine: 0 for engine in ENGINES}
for engine in ENGINES:
    for path, wanted in sorted(frames.items()):
        target = os.path.join(out, engine, path)
        missing = sorted(f for f in wanted if not os.path.exists(os.path.join(target, "%d.png" % f)))
        if not missing:
            rendered[engine] += 1
            continue
        result = subprocess.run(
            [sys.executable, render, "--engine", engine, "--abs-frames", ",".join(map(str, missing)),
             "--size", "%dx%d" % (width, height), "--outdir", target, os.path.join(corpus, path)],
            capture_output=True, text=True)
        if result.returncode == 0 and all(os.path.exists(os.path.join(target, "%d.png" % f)) for f in missing):
            rendered[engine] += 1
        else:
            failed[engine] += 1
            message = (result.stderr.strip() or result.stdout.strip()).splitlines()[-1:] or ["no output"]
            print("fine.py: %s could not render %s: %s" % (engine, path, message[0]), file=sys.stderr)
if ours:
    for path, wanted in sorted(frames.items()):
        frames_text = ",".join(str(f) for f in sorted(wanted))
        result = subprocess.run(
            [ours, "render", os.path.join(corpus, path), "--frames", frames_text, "--size", "%dx%d" % (width, height),
             "--outdir", os.path.join(out, "ours", path), "--no-font-fallback"],
            capture_output=True, text=True)
        if result.returncode != 0:
            print("fine.py: lottie-term could not render %s: %s" % (path, result.stderr.strip()[-200:]), file=sys.stderr)
if any(failed[e] and not rendered[e] for e in ENGINES):
    sys.exit(UNAVAILABLE)
print("fine.py: %d frames of %d files at %dx%d" % (sum(map(len, frames.values())), len(frames), width, height))
