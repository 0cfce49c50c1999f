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

# A property's slot id (`sid`), which `slots` may replace (lottie-format §12).
SLOT_ID = re.compile(r'"sid"\s*:\s*"([^"]*)"')

# Mask modes lottie-web's SVG masks draw as add: lighten, darken and difference.
MASK_MODES_DRAWN_AS_ADD = {"l", "d", "f"}

# Line breaks in a text document (lottie-format §10.1): lottie-web breaks at these two.
LINE_BREAKS = ("\r", "\u0003")


def values(prop):
    """Every value a property takes at a keyframe (`s` and legacy `e`), or its static value."""
    if not isinstance(prop, dict):
        return []
    k = prop.get("k")
    if prop.get("a") == 1 or (isinstance(k, list) and k and isinstance(k[0], dict)):
        found = []
        for keyframe in k if isinstance(k, list) else []:
            for end in ("s", "e"):
                if isinstance(keyframe, dict) and end in keyframe:
                    found.append(keyframe[end])
        return found
    return [k]


def numbers(prop):
    """The numbers in every value of a property (vectors flattened)."""
    found = []
    for value in values(prop):
        for v in value if isinstance(value, list) else [value]:
            if isinstance(v, (int, float)) and not isinstance(v, bool):
                found.append(v)
    return found


def version(animation):
    """The exporter version `v` as a tuple of ints, or None."""
    try:
        return tuple(int(part) for part in str(animation.get("v")).split(".")[:3])
    except ValueError:
        return None


def eases_below_zero(keyframe):
    """Whether a keyframe's easing curve (out `o`, in `i`) dips below 0 somewhere."""
    def first(handle, axis):
        v = (handle or {}).get(axis) if isinstance(handle, dict) else None
        v = v[0] if isinstance(v, list) and v else v
        return v if isinstance(v, (int, float)) else None

    y1, y2 = first(keyframe.get("o"), "y"), first(keyframe.get("i"), "y")
    if y1 is None or y2 is None or min(y1, y2) >= 0:
        return False
    return any(3 * (1 - u) ** 2 * u * y1 + 3 * (1 - u) * u * u * y2 + u ** 3 < 0 for u in (n / 100 for n in range(1, 100)))


def curved_motion(keyframe, following):
    """Whether a keyframe's spatial tangents (`to`, `ti`) bend its segment: lottie-web drops
    tangents whose control points lie on the straight line between the two values."""
    to, ti, start = keyframe.get("to"), keyframe.get("ti"), keyframe.get("s")
    end = keyframe.get("e") or (following.get("s") if isinstance(following, dict) else None)
    if not all(isinstance(v, list) and len(v) >= 2 for v in (to, ti, start, end)):
        return False
    try:
        (x1, y1), (x2, y2) = start[:2], end[:2]
        if abs(x1 - x2) < 1e-9 and abs(y1 - y2) < 1e-9:
            return any(abs(v) > 1e-9 for v in to[:2] + ti[:2])

        def off_line(x3, y3):
            det = x1 * y2 + y1 * x3 + x2 * y3 - x3 * y2 - y3 * x1 - x2 * y1
            return abs(det) >= 0.001

        return off_line(x1 + to[0], y1 + to[1]) or off_line(x2 + ti[0], y2 + ti[1])
    except TypeError:
        return False


def spatial_easing_below_zero(animation):
    """Whether some keyframe moves along a curved (spatial) path with an easing that goes below 0."""
    stack = [animation]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            k = node.get("k")
            if isinstance(k, list):
                for index, keyframe in enumerate(k):
                    if isinstance(keyframe, dict) and "to" in keyframe and eases_below_zero(keyframe):
                        if curved_motion(keyframe, k[index + 1] if index + 1 < len(k) else None):
                            return True
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
    return False


def blurriness(effect):
    """The Blurriness property of a Gaussian blur effect (its first control), or None."""
    controls = effect.get("ef")
    first = controls[0] if isinstance(controls, list) and controls else None
    return first.get("v") if isinstance(first, dict) else None


def mask_bounds(mask):
    """Width and height of a mask's path (its first keyframe when animated), or None."""
    k = (mask.get("pt") or {}).get("k")
    if isinstance(k, list) and k and isinstance(k[0], dict):
        k = (k[0].get("s") or [None])[0]
    points = k.get("v") if isinstance(k, dict) else None
    if not points or not all(isinstance(p, list) and len(p) >= 2 for p in points):
        return None
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return max(xs) - min(xs), max(ys) - min(ys)


def mask_chain_thorvg_misdraws(masks):
    """Whether ThorVG combines a layer's masks differently from After Effects' left-to-right
    fold (lottie-format §4.7): it folds `inv` into the mode with opacity before inversion and
    nests the modes to the right. The combinations where both agree are left out."""
    used = [m for m in masks if isinstance(m, dict) and m.get("mode", "a") != "n"]
    if not used:
        return False
    modes = [m.get("mode", "a") for m in used]
    inverted = [bool(m.get("inv")) for m in used]
    opacities = [tuple(numbers(m.get("o")) or [100]) for m in used]
    if len(used) == 1:
        mode, inv = modes[0], inverted[0]
        if not inv:
            return mode == "d"
        return mode in ("i", "l", "d", "f") or (mode == "a" and opacities[0] != (100,))
    if any(inverted):
        return True
    if all(mode == "a" for mode in modes) or (len(used) == 2 and modes[0] in ("a", "i")):
        return False
    if modes[0] == "a" and all(mode == "s" for mode in modes[1:]) and len(set(opacities[1:])) == 1:
        return False
    return True


def path_outlines(shape):
    """The outlines a path item (`sh`) takes, by keyframe time (None for a static path): each
    as the sorted set of its cubic segments, every segment in the direction that sorts first, so
    that a path and the same path reversed or started elsewhere have the same outline."""
    prop = shape.get("ks") if isinstance(shape.get("ks"), dict) else {}
    k = prop.get("k")
    if isinstance(k, list) and k and isinstance(k[0], dict) and "t" in k[0]:
        shapes = [(keyframe.get("t"), (keyframe.get("s") or [None])[0]) for keyframe in k if isinstance(keyframe, dict)]
    else:
        shapes = [(None, k)]
    outlines = {}
    for time, value in shapes:
        if not isinstance(value, dict):
            continue
        v, i, o = value.get("v") or [], value.get("i") or [], value.get("o") or []
        try:
            n = len(v)
            segments = []
            for j in range(n if value.get("c") else n - 1):
                a, b = v[j], v[(j + 1) % n]
                segment = tuple(tuple(round(c, 3) for c in point) for point in (
                    a[:2], (a[0] + o[j][0], a[1] + o[j][1]), (b[0] + i[(j + 1) % n][0], b[1] + i[(j + 1) % n][1]), b[:2]))
                segments.append(min(segment, segment[::-1]))
            outlines[time] = tuple(sorted(segments))
        except (TypeError, IndexError):
            continue
    return outlines


def retraced_paths(shapes):
    """Whether a shape list holds two paths with the same outline at the same time (or one of
    them static)."""
    seen = []
    for shape in shapes:
        if isinstance(shape, dict) and shape.get("ty") == "sh":
            outlines = path_outlines(shape)
            for earlier in seen:
                for time, outline in outlines.items():
                    if any(other == outline and (time is None or when is None or time == when)
                           for when, other in earlier.items()):
                        return True
            seen.append(outlines)
    return False


def layer_space_is_not_the_composition(item, in_asset):
    """Whether a layer's own space can differ from its composition's: it sits in a
    precomposition, has a parent, or its transform moves, scales or turns it."""
    ks = item.get("ks") if isinstance(item.get("ks"), dict) else {}
    anchor, position = values(ks.get("a")) or [[0, 0]], values(ks.get("p")) or [[0, 0]]
    return (in_asset or item.get("parent") is not None or turns(item)
            or any(abs(v - 100) > 1e-6 for v in numbers(ks.get("s"))[:2])
            or any(not isinstance(a, list) or not isinstance(p, list) or a[:2] != p[:2]
                   for a in anchor for p in position))


def chains_mattes(layers):
    """Whether a track matte's source layer has a track matte of its own."""
    by_index = {item.get("ind"): position for position, item in enumerate(layers)}
    for position, item in enumerate(layers):
        if not item.get("tt"):
            continue
        source = by_index.get(item.get("tp")) if "tp" in item else position - 1
        if source is not None and 0 <= source < len(layers) and source != position and layers[source].get("tt"):
            return True
    return False


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

    def layer(item, in_asset):
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
            text = item.get("t") if isinstance(item.get("t"), dict) else {}
            documents = [keyframe.get("s") or {} for keyframe in (text.get("d") or {}).get("k", []) or []
                         if isinstance(keyframe, dict)]
            animators = [a for a in text.get("a") or [] if isinstance(a, dict)]
            path = text.get("p") if isinstance(text.get("p"), dict) else {}
            for document in documents:
                if document.get("j") in (3, 4, 5, 6):
                    found.add("justify last line")
            if any(document.get("j") == 2 for document in documents) and any(
                    any(v != 0 for v in numbers((a.get("a") or {}).get("t"))) for a in animators):
                found.add("tracking animator on centred text")
            if (animators or "m" in path) and any(
                    any(b in str(document.get("t", "")) for b in LINE_BREAKS) for document in documents):
                found.add("animated multi-line text")
            if "m" in path and any(v != 0 for v in numbers(path.get("p"))):
                found.add("text perpendicular to a path")
            if any((document.get("sw") or 0) > 0 for document in documents) and any(
                    "sw" in (a.get("a") or {}) for a in animators):
                found.add("text animator stroke width over the document's")
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
                if effect.get("ty") == 25:
                    found.add("drop shadow")
                if effect.get("ty") == 29 and any(v > 0 for v in numbers(blurriness(effect))):
                    found.add("gaussian blur")
        masks = [m for m in item.get("masksProperties") or [] if isinstance(m, dict)]
        for mask in masks:
            if mask.get("mode") in MASK_MODES_DRAWN_AS_ADD:
                found.add("mask modes drawn as add")
            if mask.get("inv") and mask.get("mode", "a") != "n" and layer_space_is_not_the_composition(item, in_asset):
                found.add("inverted mask in a moved layer space")
            bounds = mask_bounds(mask)
            if bounds and any(x > min(bounds) / 2 for x in numbers(mask.get("x"))):
                found.add("mask expanded past its size")
        if mask_chain_thorvg_misdraws(masks):
            found.add("mask chains")
        shape_list(item.get("shapes") or [])

    def shape_list(shapes):
        """Walks a shape list in order; returns the generators (`ty`) it holds, groups included,
        for the modifiers after them, which apply to those paths (lottie-format §9.1)."""
        generators = []
        trims = False  # a trim in this list, which a later repeater here copies
        if any(isinstance(shape, dict) and shape.get("ty") in ("st", "gs") for shape in shapes) and retraced_paths(shapes):
            found.add("retraced paths in a stroke")
        for shape in shapes:
            if not isinstance(shape, dict):
                continue
            kind = shape.get("ty")
            if kind == "tm" and any(v % 360 != 0 for v in numbers(shape.get("o"))) and "star" in generators:
                found.add("trimmed star with an offset")
            if kind == "rd" and any(v >= 1 for v in numbers(shape.get("r"))) and "round rectangle" in generators:
                found.add("rounded corners on a round rectangle")
            if kind == "rp" and trims:
                found.add("trim before a repeater")
            trims = trims or kind == "tm"
            generators.extend(walk_shape(shape))
        return generators

    def walk_shape(shape):
        kind = shape.get("ty")
        if kind in ("mm", "zz", "tw"):
            found.add({"mm": "merge paths", "zz": "zig-zag", "tw": "twist"}[kind])
        if kind == "pb":
            found.add("pucker bloat")
        if kind == "rc":
            found.add("rectangles")
        if kind == "op":
            found.add("offset path")
        if kind == "rp":
            transform = shape.get("tr") if isinstance(shape.get("tr"), dict) else {}
            start, end = numbers(transform.get("so")) or [100], numbers(transform.get("eo")) or [100]
            if set(start) != set(end) or len(set(start)) > 1:
                found.add("repeater opacities")
            copies = numbers(shape.get("c"))
            if len(set(copies)) > 1 or any(abs(v - round(v)) > 1e-6 for v in copies):
                found.add("fractional repeater copies")
        if shape.get("bm") == 17:
            found.add("hard mix")
        if shape.get("bm"):
            found.add("blended layer")
            if kind in ("fl", "st", "gf", "gs"):
                found.add("blended fill or stroke")
        if kind == "sr" and shape.get("sy", 1) == 1:
            points = numbers(shape.get("pt"))
            if any(abs(v - round(v)) > 1e-6 for v in points) or len(set(points)) > 1:
                found.add("fractional star points")
        if kind in ("fl", "st"):
            colours.extend(values(shape.get("c")))
        generators = []
        if kind == "sr":
            generators.append("star")
        if kind == "rc" and any(v != 0 for v in numbers(shape.get("r"))):
            generators.append("round rectangle")
        if kind == "gr":
            generators.extend(shape_list(shape.get("it") or []))
        return generators

    if not isinstance(animation, dict):
        return found
    colours = []  # fill and stroke colours of shape layers, as lottie-web's legacy fix-up walks them
    for item in animation.get("layers") or []:
        if isinstance(item, dict):
            layer(item, False)
    for asset in animation.get("assets") or []:
        for item in (asset or {}).get("layers") or []:
            if isinstance(item, dict):
                layer(item, True)
    for items in [animation.get("layers")] + [(asset or {}).get("layers") for asset in animation.get("assets") or []]:
        if chains_mattes([item for item in items or [] if isinstance(item, dict)]):
            found.add("chained mattes")
    slots = animation.get("slots")
    if isinstance(slots, dict) and slots and set(SLOT_ID.findall(json.dumps(animation))) & set(slots):
        found.add("slots")
    old = version(animation)
    components = [v for c in colours if isinstance(c, list) for v in c[:3] if isinstance(v, (int, float))]
    if old is not None and old < (4, 1, 9) and components and max(components) <= 1:
        found.add("colours rescaled by an old version")
    if spatial_easing_below_zero(animation):
        found.add("spatial easing below zero")
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
    ("chained mattes", "both", "a track matte whose source has a track matte of its own: After Effects draws the source "
     "under its matte (lottie-format §4.6: the source is rendered \"even its own matte\"); ThorVG drops the source's matte and "
     "lottie-web draws the source empty",
     lambda f: "chained mattes" in f),
    ("justify last line", "both", "both references left-align text justified with its last line right, centred or full (j 3-6)",
     lambda f: "justify last line" in f),
    ("text without glyphs", "lottie-web", "lottie-web draws text without glyph shapes in a system font",
     lambda f: "text without glyphs" in f),
    ("photos", "lottie-web", "lottie-web filters images more smoothly than ThorVG and we do",
     lambda f: "images" in f),
    ("blended layer edges", "lottie-web", "Chromium draws a layer with a blend mode (mix-blend-mode, which lottie-web also sets "
     "on blended groups, fills and strokes) in its own compositing layer, "
     "which softens its edges: an edge on a pixel boundary covers a quarter of the pixel beside it",
     lambda f: "blended layer" in f),
    ("rotated images", "thorvg", "ThorVG samples a rotated or skewed image at each pixel's bottom-right corner, not its "
     "centre, and fades its outermost texels: the image moves by half a pixel or more and its edge is a sawtooth. "
     "lottie-web samples at the centre and anti-aliases the outline, as the format's pixel grid implies",
     lambda f: "rotated images" in f),
    ("blend formulas", "thorvg", "ThorVG's blend formulas are not the W3C ones (lottie-format §4.8)",
     lambda f: "blend" in f),
    ("mask chains", "thorvg", "ThorVG folds `inv` into the mask mode with opacity before inversion and nests mask modes "
     "to the right; After Effects folds masks left to right (lottie-format §4.7)",
     lambda f: "mask chains" in f),
    ("rounded corners on round rectangles", "thorvg", "ThorVG rounds a rectangle that has its own roundness again with a "
     "later rounded-corners modifier; the modifier rounds only sharp vertices (lottie-format §9.7)",
     lambda f: "rounded corners on a round rectangle" in f),
    ("rectangle edges", "thorvg", "ThorVG rounds the edges of rectangles and solid layers to whole pixels; After Effects' frames and lottie-web keep them anti-aliased",
     lambda f: "rectangles" in f),
    ("rig expressions", "thorvg", "ThorVG cannot evaluate expressions that call a layer or group by match name or use propertyGroup",
     lambda f: "rig expressions" in f),
    ("effects ThorVG skips", "thorvg", "ThorVG draws neither pro levels nor set matte",
     lambda f: "effects ThorVG skips" in f),
    ("slots", "lottie-web", "lottie-web 5.8.1 predates slots (added in 5.12): it draws a slotted property's own value, "
     "not the value the file's `slots` give it (lottie-format §12)",
     lambda f: "slots" in f),
    ("offset path", "lottie-web", "lottie-web 5.8.1 has no offset path: it registers only trim, rounded corners, pucker and "
     "bloat and repeater, and draws the path as it is",
     lambda f: "offset path" in f),
    ("colours of old versions", "lottie-web", "lottie-web divides fill and stroke colours by 255 when `v` is older than 4.1.9 "
     "(checkColors), even when they already lie in 0-1 as the format has them: they come out nearly black",
     lambda f: "colours rescaled by an old version" in f),
    ("drop shadow clipped", "lottie-web", "lottie-web's SVG renderer clips the drop shadow effect to the layer's own bounding box "
     "(its default filter region, 0% to 100%), so the shadow beyond the content is cut off",
     lambda f: "drop shadow" in f),
    ("blur in linear light", "lottie-web", "lottie-web's SVG Gaussian blur (feGaussianBlur) mixes colours in linear "
     "light, the default color-interpolation-filters of SVG filters; After Effects blurs the gamma-encoded colours of its "
     "working space, so where two colours meet lottie-web's blur is lighter and more saturated",
     lambda f: "gaussian blur" in f),
    ("mask modes", "lottie-web", "lottie-web's SVG masks draw lighten, darken and difference masks as add",
     lambda f: "mask modes drawn as add" in f),
    ("mask expansion", "lottie-web", "lottie-web grows a mask by stroking its outline twice the expansion wide; past the "
     "mask's own radius the stroke folds over itself and Chromium leaves a ring-shaped hole",
     lambda f: "mask expanded past its size" in f),
    ("inverted masks", "lottie-web", "lottie-web inverts a mask against a rectangle from the layer's origin to the root "
     "composition's size, in the layer's own space, joined to the mask path by the nonzero rule: "
     "content outside that rectangle is not inverted",
     lambda f: "inverted mask in a moved layer space" in f),
    ("fractional star points", "lottie-web", "lottie-web draws a star with a fractional point count (an animated `pt`) as "
     "floor(pt) points spread evenly, so the star jumps from one count to the next; lottie-android and lottie-ios, "
     "written against After Effects' renders, and ThorVG grow a partial last point with the fraction",
     lambda f: "fractional star points" in f),
    ("spatial easing below zero", "lottie-web", "lottie-web puts a value that moves along a curved spatial path at the "
     "path's end while its easing is below 0 (no point lies at a negative distance, so its search runs to the last one); "
     "the format clamps the progress to 0, the path's start (lottie-format §6.5)",
     lambda f: "spatial easing below zero" in f),
    ("trim before a repeater", "lottie-web", "lottie-web applies a trim that precedes a repeater in the same list twice, "
     "to the paths and again to the repeater's copies, so the visible part is the trim of the trim",
     lambda f: "trim before a repeater" in f),
    ("tracking on centred text", "lottie-web", "lottie-web shifts each line of centred text by half of every tracking "
     "animator's amount, whether or not its selector selects any character (animatorFirstCharOffset)",
     lambda f: "tracking animator on centred text" in f),
    ("animated multi-line text", "lottie-web", "lottie-web places every line after the first of text with animators or a "
     "path one unit lower than its line height puts it (getMeasures adds 1 to the baseline at the first line break)",
     lambda f: "animated multi-line text" in f),
    ("text animator stroke width", "lottie-web", "lottie-web adds a text animator's stroke width, times its selector's "
     "weight, to the document's width; lottie-ios (TextOutputNode), lottie-android and ThorVG let it replace the "
     "document's width. After Effects' frames and the format are silent; the renderer follows lottie-ios, whose API "
     "the library mirrors",
     lambda f: "text animator stroke width over the document's" in f),
    ("blend modes of fills and strokes", "thorvg", "ThorVG honours `bm` only on layers and groups and ignores it on fills "
     "and strokes (lottie-format §4.8)",
     lambda f: "blended fill or stroke" in f),
    ("trimmed stars with an offset", "thorvg", "ThorVG moves some edges of a polystar star trimmed with an offset: even "
     "a full-length trim (0-100%) does not retrace the star's own outline",
     lambda f: "trimmed star with an offset" in f),
    ("retraced paths in a stroke", "thorvg", "ThorVG's rasterizer adds up the coverage of every edge of a stroke's "
     "outline, so where two of the stroke's paths retrace each other (an eye drawn closed as two copies of one "
     "outline) their anti-aliased edges count twice and come out darker; lottie-web draws them as one",
     lambda f: "retraced paths in a stroke" in f),
    ("repeater opacities", "thorvg", "ThorVG gives repeater copy i the opacity (i+1)/n of the way from Start to End "
     "Opacity; After Effects gives the original Start Opacity and the last copy End Opacity (i/(n-1))",
     lambda f: "repeater opacities" in f),
    ("fractional repeater copies", "thorvg", "ThorVG draws ⌊c⌋ copies of a repeater whose Copies is fractional (an "
     "animated count passes through fractions); lottie-web, the exporter's player, draws ⌈c⌉, the last copy whole, "
     "which the format notes follow",
     lambda f: "fractional repeater copies" in f),
    ("text perpendicular to a path", "thorvg", "ThorVG ignores `p` (perpendicular to path) of text on a path: its glyphs "
     "stay upright instead of turning with the path",
     lambda f: "text perpendicular to a path" in f),
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
