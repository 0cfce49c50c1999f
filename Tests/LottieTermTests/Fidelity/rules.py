"""The rules that explain why our render of a corpus frame passes one reference but not the
other, or neither where the two agree: features that ThorVG (1.0) or lottie-web (5.8.1, SVG)
draw differently from After Effects and the format, found in the animation's JSON.

Each rule is (name, who departs, reason, test). `who` is "both" (both references drop or
simplify the feature, so the format and After Effects' frames decide: we draw it and differ from
both), "thorvg" or "lottie-web". A rule names a feature of the file, never a file.
"""
import gzip
import json
import re
import zipfile

# Effects (by match name) that we draw and neither reference does: lottie-web 5.8.1 draws only
# the effect types 20-29 it registers, ThorVG tint, fill, stroke, tritone, drop shadow and
# Gaussian blur; both skip the generic effects (`ty` 5) that name these.
UNDRAWN_BY_BOTH_EFFECTS = {"ADBE Simple Choker", "ADBE Box Blur2"}

# Blend modes whose ThorVG formula is not the W3C one After Effects and lottie-web (CSS
# mix-blend-mode) use: screen, lighten, difference, exclusion and add on premultiplied colour,
# soft light as (1-2S)D^2 + 2SD, hue to luminosity through HSL (lottie-format §4.8).
THORVG_BLENDS = {2, 5, 9, 10, 11, 12, 13, 14, 15, 16}

# Expressions that walk the property tree as rigs do: a layer or group called as a function
# with a match name, or `propertyGroup(n)`. ThorVG's expression engine evaluates neither.
RIG_EXPRESSION = re.compile(r"""\)\s*\(\s*["']ADBE|propertyGroup\s*\(""")


def load(path):
    """The animation's JSON: a .lottie's first animation, a .tgs unzipped; None if unreadable."""
    try:
        if path.endswith(".lottie"):
            with zipfile.ZipFile(path) as z:
                names = sorted(n for n in z.namelist() if n.startswith(("animations/", "a/")) and n.endswith(".json"))
                return json.loads(z.read(names[0])) if names else None
        if path.endswith(".tgs"):
            with gzip.open(path) as f:
                return json.load(f)
        with open(path, encoding="utf-8") as f:
            return json.load(f)
    except (OSError, ValueError, zipfile.BadZipFile, IndexError):
        return None


def turns(item):
    """Whether a layer's transform rotates or skews, now or in a keyframe."""
    def moves(prop):
        if not isinstance(prop, dict):
            return False
        keyframes = prop.get("k") if prop.get("a") == 1 and isinstance(prop.get("k"), list) else []
        values = [k.get(end) for k in keyframes if isinstance(k, dict) for end in ("s", "e")] or [prop.get("k")]
        flat = []
        for value in values:
            flat.extend(value if isinstance(value, list) else [value])
        return any(isinstance(v, (int, float)) and abs(v) > 1e-6 for v in flat)

    ks = item.get("ks") if isinstance(item.get("ks"), dict) else {}
    return any(moves(ks.get(key)) for key in ("r", "rx", "ry", "rz", "sk", "or"))


def rotated_images(animation):
    """Whether an image layer is drawn rotated or skewed: by its own transform, a parent's, or
    that of a precomposition layer (or its parents) that holds it."""
    comps = {None: animation.get("layers") or []}
    for asset in animation.get("assets") or []:
        if isinstance(asset, dict) and isinstance(asset.get("layers"), list):
            comps[asset.get("id")] = asset["layers"]

    def chain_turns(item, layers):
        seen = set()
        while isinstance(item, dict) and id(item) not in seen:
            seen.add(id(item))
            if turns(item):
                return True
            parent = item.get("parent")
            item = next((l for l in layers if isinstance(l, dict) and l.get("ind") == parent), None) if parent is not None else None
        return False

    turned = {None: False}  # comp id → drawn turned through some precomposition layer
    for _ in range(len(comps)):
        for comp, layers in comps.items():
            for item in layers:
                if isinstance(item, dict) and item.get("ty") == 0 and item.get("refId") in comps:
                    if turned.get(comp) or chain_turns(item, layers):
                        turned[item["refId"]] = True
    return any(isinstance(item, dict) and item.get("ty") == 2 and (turned.get(comp) or chain_turns(item, layers))
               for comp, layers in comps.items() for item in layers)


def features(animation):
    """The set of rule-relevant features the animation uses."""
    found = set()

    def layer(item):
        if item.get("sy"):
            found.add("layer styles")
        if item.get("bm") == 17:
            found.add("hard mix")
        elif item.get("bm") in THORVG_BLENDS:
            found.add("blend")
        if item.get("bm"):
            found.add("blended layer")
        if item.get("ty") == 5:
            found.add("text")
            for keyframe in (item.get("t") or {}).get("d", {}).get("k", []) or []:
                if isinstance(keyframe, dict) and (keyframe.get("s") or {}).get("j") in (3, 4, 5, 6):
                    found.add("justify last line")
        if item.get("ty") == 2:
            found.add("images")
        if item.get("ty") == 1:
            found.add("rectangles")
        for effect in item.get("ef") or []:
            if isinstance(effect, dict) and effect.get("en", 1) != 0:
                if effect.get("mn") in UNDRAWN_BY_BOTH_EFFECTS:
                    found.add("effects neither draws")
                if effect.get("ty") in (24, 28):
                    found.add("effects ThorVG skips")
        for shape in item.get("shapes") or []:
            walk_shape(shape)

    def walk_shape(shape):
        if not isinstance(shape, dict):
            return
        kind = shape.get("ty")
        if kind in ("mm", "zz", "tw"):
            found.add({"mm": "merge paths", "zz": "zig-zag", "tw": "twist"}[kind])
        if kind == "pb":
            found.add("pucker bloat")
        if kind == "rc":
            found.add("rectangles")
        if shape.get("bm") == 17:
            found.add("hard mix")
        for child in shape.get("it") or []:
            walk_shape(child)

    if not isinstance(animation, dict):
        return found
    for item in animation.get("layers") or []:
        if isinstance(item, dict):
            layer(item)
    for asset in animation.get("assets") or []:
        for item in (asset or {}).get("layers") or []:
            if isinstance(item, dict):
                layer(item)
    if "images" in found and rotated_images(animation):
        found.add("rotated images")
    if RIG_EXPRESSION.search(json.dumps(animation)):
        found.add("rig expressions")
    if "text" in found and not animation.get("chars"):
        found.add("text without glyphs")
    return found


RULES = [
    ("merge paths", "both", "ThorVG ignores merge paths and lottie-web 5.8.1 has none (lottie-format, shape modifiers)",
     lambda f: "merge paths" in f),
    ("zig-zag and twist", "both", "ThorVG drops zig-zag and twist and lottie-web 5.8.1 has neither; After Effects' zig-zag frames decide",
     lambda f: "zig-zag" in f or "twist" in f),
    ("layer styles", "both", "neither reference draws layer styles (drop shadow, stroke, glows)",
     lambda f: "layer styles" in f),
    ("hard mix", "both", "both references blend hard mix (17) as normal (lottie-format §4.8)",
     lambda f: "hard mix" in f),
    ("pucker and bloat", "both", "both centre pucker and bloat on the vertices' mean; After Effects' frames centre on their box",
     lambda f: "pucker bloat" in f),
    ("effects neither draws", "both", "simple choker and box blur are generic effects neither reference draws",
     lambda f: "effects neither draws" in f),
    ("justify last line", "both", "both references left-align text justified with its last line right, centred or full (j 3-6)",
     lambda f: "justify last line" in f),
    ("text without glyphs", "lottie-web", "lottie-web draws text without glyph shapes in a system font",
     lambda f: "text without glyphs" in f),
    ("photos", "lottie-web", "lottie-web filters images more smoothly than ThorVG and we do",
     lambda f: "images" in f),
    ("blended layer edges", "lottie-web", "Chromium draws a layer with a blend mode (mix-blend-mode) in its own compositing layer, "
     "which softens its edges: an edge on a pixel boundary covers a quarter of the pixel beside it",
     lambda f: "blended layer" in f),
    ("rotated images", "thorvg", "ThorVG samples a rotated or skewed image at each pixel's bottom-right corner, not its "
     "centre, and fades its outermost texels: the image moves by half a pixel or more and its edge is a sawtooth. "
     "lottie-web samples at the centre and anti-aliases the outline, as the format's pixel grid implies",
     lambda f: "rotated images" in f),
    ("blend formulas", "thorvg", "ThorVG's blend formulas are not the W3C ones (lottie-format §4.8)",
     lambda f: "blend" in f),
    ("rectangle edges", "thorvg", "ThorVG rounds the edges of rectangles and solid layers to whole pixels; After Effects' frames and lottie-web keep them anti-aliased",
     lambda f: "rectangles" in f),
    ("rig expressions", "thorvg", "ThorVG cannot evaluate expressions that call a layer or group by match name or use propertyGroup",
     lambda f: "rig expressions" in f),
    ("effects ThorVG skips", "thorvg", "ThorVG draws neither pro levels nor set matte",
     lambda f: "effects ThorVG skips" in f),
]


def explain(found, departs, agree=True):
    """The first rule whose feature the file uses and whose departing reference is `departs`
    ("both", "thorvg" or "lottie-web"); rules where both depart also explain one reference.
    A frame that passes neither reference where the two disagree is also explained by one
    rule for each reference, named "A + B"."""
    for name, who, _, test in RULES:
        if (who == departs or who == "both") and test(found):
            return name
    if departs == "both" and not agree:
        thorvg, web = explain(found, "thorvg"), explain(found, "lottie-web")
        if thorvg and web:
            return thorvg + " + " + web
    return None
