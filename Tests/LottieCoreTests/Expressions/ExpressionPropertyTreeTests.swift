import LottieCore
import LottieGraphics
import LottieModel
import Testing

/// Layers and groups called as functions, `propertyIndex`, `propertyGroup(n)`,
/// `numProperties` and `name`, numbered as After Effects numbers them: a shape layer's
/// contents are its property 2, masks 3, effects 4, transform 6; a layer transform's rotation
/// is 10 and opacity 11; a shape group's contents 2 and transform 3, whose rotation is 6; a
/// star's inner radius 6 and outer radius 7; a mask's opacity 3.
@Suite struct ExpressionPropertyTreeTests {
    private typealias F = ExpressionFixture

    /// A group "Group 1" (a rectangle 10×20 and a transform rotated 20°), trim paths ending at
    /// 70, a slider at 33 and a mask "M" at opacity 70.
    private let shapes = """
        [{"ty":"gr","nm":"Group 1","it":[{"ty":"rc","nm":"Rect","s":{"a":0,"k":[10,20]},"p":{"a":0,"k":[0,0]},"r":{"a":0,"k":0}},
        {"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":20},"o":{"a":0,"k":100}}]},
        {"ty":"tm","nm":"Trim","s":{"a":0,"k":0},"e":{"a":0,"k":70},"o":{"a":0,"k":0}}]
        """
    private let slider = #"[{"ty":5,"nm":"Slider Control","mn":"ADBE Slider Control","ef":[{"ty":0,"nm":"Slider","v":{"a":0,"k":33}}]}]"#
    private let mask = #"[{"nm":"M","mode":"a","pt":{"a":0,"k":{"c":true,"v":[[0,0],[10,0],[10,10]],"i":[[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0]]}},"o":{"a":0,"k":70}}]"#

    /// Layer "A"'s rotation with `source` as its expression, beside layer "B" (rotation 12,
    /// opacity 80, scale 50 %, position (30, 40)).
    private func rotation(_ source: String) -> Double {
        let animation = F.animation([
            F.layer("A", index: 1, rotation: F.property(source), shapes: shapes, effects: slider, masks: mask),
            F.layer(
                "B", index: 2, position: #"{"a":0,"k":[30,40]}"#, rotation: #"{"a":0,"k":12}"#, opacity: #"{"a":0,"k":80}"#,
                scale: #"{"a":0,"k":[50,50]}"#),
        ])
        return F.rotation(animation, at: 0)
    }

    /// 1 when `condition` (an expression) holds, else 0.
    private func holds(_ condition: String) -> Bool {
        rotation("var $bm_rt = (\(condition)) ? 1 : 0;") == 1
    }

    @Test func layersCalledWithMatchNamesDisplayNamesAndIndexes() {
        #expect(rotation("var $bm_rt = thisLayer('ADBE Root Vectors Group')('Group 1')('ADBE Vector Transform Group')('Rotation');") == 20)
        #expect(rotation("var $bm_rt = thisLayer('Contents')('Group 1')('Transform')('ADBE Vector Rotation');") == 20)
        #expect(rotation("var $bm_rt = thisLayer(2)(1)(3)(6);") == 20)
        #expect(rotation("var $bm_rt = thisLayer(2)(1)(2)(1)(2)[1];") == 20)  // the rectangle's size, its property 2
        #expect(rotation("var $bm_rt = thisLayer(2)('Trim')(2);") == 70)
        #expect(rotation("var $bm_rt = thisLayer(4)(1)(1) + thisLayer('ADBE Effect Parade')('ADBE Slider Control')('ADBE Slider Control-0001');") == 66)
        #expect(rotation("var $bm_rt = thisLayer('Effects')('Slider Control')('Slider');") == 33)
        #expect(rotation("var $bm_rt = thisLayer(3)(1)(3) + thisLayer('ADBE Mask Parade')('M')('ADBE Mask Opacity');") == 140)
        #expect(rotation("var $bm_rt = thisComp.layer('B')('ADBE Transform Group')('ADBE Rotate Z');") == 12)
        #expect(rotation("var $bm_rt = thisComp.layer('B')(6)(10) + thisComp.layer('B')(6)(11);") == 92)
        #expect(rotation("var $bm_rt = thisComp.layer('B')('Transform')(6)[0] + thisComp.layer('B').transform(2)[1];") == 90)
        #expect(rotation("var $bm_rt = thisComp.layer('B')(6)('ADBE Opacity');") == 80)
        // Groups a layer does not have, or that expressions cannot read: an error to catch.
        #expect(rotation("var $bm_rt; try { $bm_rt = thisLayer(1); } catch (e) { $bm_rt = 5; }") == 5)
        #expect(rotation("var $bm_rt; try { $bm_rt = thisLayer('Nothing'); } catch (e) { $bm_rt = 5; }") == 5)
        #expect(rotation("var $bm_rt; try { $bm_rt = thisLayer(2)(9); } catch (e) { $bm_rt = 5; }") == 5)
        #expect(rotation("var $bm_rt; try { $bm_rt = thisComp.layer('B')(6)(3); } catch (e) { $bm_rt = 5; }") == 5)  // no separate x position
    }

    @Test func propertyIndexesNumberAsAfterEffects() {
        #expect(rotation("var $bm_rt = thisLayer(2).propertyIndex * 100 + thisLayer(4).propertyIndex * 10 + thisLayer(3).propertyIndex;") == 243)
        #expect(rotation("var $bm_rt = thisComp.layer('B').transform.propertyIndex;") == 6)
        #expect(rotation("var $bm_rt = content('Group 1').propertyIndex * 10 + content('Trim').propertyIndex;") == 12)
        #expect(rotation("var $bm_rt = content('Group 1')(2).propertyIndex * 10 + content('Group 1')('Transform').propertyIndex;") == 23)
        #expect(rotation("var $bm_rt = content('Group 1').transform.rotation.propertyIndex;") == 6)
        #expect(rotation("var $bm_rt = content('Group 1').transform.opacity.propertyIndex;") == 7)
        #expect(rotation("var $bm_rt = thisComp.layer('B').transform.rotation.propertyIndex;") == 10)
        #expect(rotation("var $bm_rt = thisComp.layer('B').transform.opacity.propertyIndex;") == 11)
        #expect(rotation("var $bm_rt = thisComp.layer('B').transform.scale.propertyIndex;") == 6)
        #expect(rotation("var $bm_rt = content('Group 1').content('Rect').size.propertyIndex;") == 2)
        #expect(rotation("var $bm_rt = content('Trim').end.propertyIndex;") == 2)
        #expect(rotation("var $bm_rt = effect('Slider Control').propertyIndex * 10 + effect('Slider Control')('Slider').propertyIndex;") == 11)
        #expect(rotation("var $bm_rt = mask('M').propertyIndex * 10 + mask('M').maskOpacity.propertyIndex;") == 13)
        // The expression's own property: a layer's rotation is its transform's tenth.
        #expect(rotation("var $bm_rt = thisProperty.propertyIndex;") == 10)
    }

    @Test func numPropertiesAndNames() {
        #expect(rotation("var $bm_rt = thisLayer(2).numProperties;") == 2)  // the group and the trim paths
        #expect(rotation("var $bm_rt = content('Group 1').numProperties;") == 3)  // blend mode, contents, transform
        #expect(rotation("var $bm_rt = content('Group 1')(2).numProperties;") == 1)  // the transform is not an item
        #expect(rotation("var $bm_rt = content('Group 1').transform.numProperties;") == 7)
        #expect(rotation("var $bm_rt = content('Trim').numProperties;") == 4)
        #expect(rotation("var $bm_rt = thisLayer(4).numProperties * 10 + effect(1).numProperties;") == 11)
        #expect(rotation("var $bm_rt = thisLayer(3).numProperties;") == 1)
        #expect(holds("thisLayer(2).name == 'Contents' && thisLayer(4).name == 'Effects' && thisLayer(3).name == 'Masks'"))
        #expect(holds("content('Group 1')(3).name == 'Transform' && content('Group 1')(2)(1).name == 'Rect'"))
        #expect(holds("content('Group 1').transform.rotation.name == 'Rotation' && thisLayer(3)(1)(3).name == 'Mask Opacity'"))
        #expect(holds("thisProperty.name == 'Rotation' && thisComp.layer('B')(6)(11).name == 'Opacity'"))
    }

    @Test func propertyGroupClimbsToTheLayerAndNoFurther() {
        // From the layer's rotation: its transform, then the layer.
        #expect(holds("thisProperty.propertyGroup(1).name == 'Transform' && propertyGroup().name == 'Transform'"))
        #expect(holds("thisProperty.propertyGroup(2).name == 'A' && thisProperty.propertyGroup(2).index == 1"))
        #expect(rotation("var $bm_rt = thisProperty.propertyGroup(1).propertyIndex;") == 6)
        #expect(rotation("var $bm_rt = thisProperty.propertyGroup(1)(11);") == 100)  // the layer's own opacity
        #expect(rotation("var $bm_rt = thisProperty.propertyGroup(2)(2)('Trim')('End');") == 70)
        // Going down and back up gives the same places.
        #expect(holds("content('Group 1').transform.rotation.propertyGroup(1).name == 'Transform'"))
        #expect(holds("content('Group 1').transform.rotation.propertyGroup(2).name == 'Group 1'"))
        #expect(holds("content('Group 1').transform.rotation.propertyGroup(3).name == 'Contents'"))
        #expect(holds("content('Group 1').transform.rotation.propertyGroup(4).name == 'A'"))
        #expect(holds("effect('Slider Control')('Slider').propertyGroup(2).name == 'Effects'"))
        #expect(holds("thisLayer(3)(1)(3).propertyGroup(1).name == 'M' && mask('M').propertyGroup(1).name == 'Masks'"))
        // Past the layer, a count below 1, or a huge count: an error, found in a few steps.
        #expect(rotation("var $bm_rt; try { $bm_rt = thisProperty.propertyGroup(3); } catch (e) { $bm_rt = -1; }") == -1)
        #expect(rotation("var $bm_rt; try { $bm_rt = thisProperty.propertyGroup(0); } catch (e) { $bm_rt = -2; }") == -2)
        #expect(rotation("var $bm_rt; try { $bm_rt = thisProperty.propertyGroup(1e300); } catch (e) { $bm_rt = -3; }") == -3)
        #expect(rotation("var $bm_rt; try { $bm_rt = thisLayer.propertyGroup(1); } catch (e) { $bm_rt = -4; }") == -4)
    }

    /// The RubberHose pattern: a star copies the property with its own index from the star
    /// with its own group's index in another group, and a group's transform reads the
    /// outer radius of its first item.
    @Test func ownPlaceInShapesEffectsAndMasks() {
        let copy =
            "var p = thisProperty.propertyIndex; var grp = thisProperty.propertyGroup(1).propertyIndex;\n"
            + "var $bm_rt = thisLayer(2)('Admin')(2)('ArcMath')(2)(grp)(p);"
        func star(_ name: String, inner: String, outer: String) -> String {
            #"{"ty":"sr","nm":"\#(name)","sy":1,"pt":{"a":0,"k":5},"p":{"a":0,"k":[0,0]},"r":{"a":0,"k":0},"ir":\#(inner),"is":{"a":0,"k":0},"or":\#(outer),"os":{"a":0,"k":0}}"#
        }
        func transform(anchor: String = #"{"a":0,"k":[0,0]}"#) -> String {
            #"{"ty":"tr","p":{"a":0,"k":[0,0]},"a":\#(anchor),"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100},"sk":{"a":0,"k":0},"sa":{"a":0,"k":0}}"#
        }
        let anchor = F.property("var s = thisProperty.propertyGroup(2)(2)(1)(7);\nvar $bm_rt = [-s, thisProperty.propertyIndex * 10 + thisProperty.propertyGroup(1).propertyIndex];")
        let shapes = """
            [{"ty":"gr","nm":"Admin","it":[
              {"ty":"gr","nm":"ArcMath","it":[\(star("Other", inner: #"{"a":0,"k":1}"#, outer: #"{"a":0,"k":2}"#)),\(star("Math", inner: #"{"a":0,"k":20}"#, outer: #"{"a":0,"k":40}"#)),\(transform())]},
              {"ty":"gr","nm":"Live","it":[\(star("Spare", inner: #"{"a":0,"k":3}"#, outer: #"{"a":0,"k":4}"#)),\(star("Copy", inner: F.property(copy, constant: [5]), outer: #"{"a":0,"k":6}"#)),\(transform(anchor: anchor))]},
              \(transform())]}]
            """
        let effects = #"""
            [{"ty":5,"nm":"Controls","ef":[{"ty":0,"nm":"First","v":{"a":0,"k":7}},
            {"ty":0,"nm":"Second","v":\#(F.property("var $bm_rt = thisProperty.propertyGroup(1)(1) * 10 + thisProperty.propertyIndex;"))}]}]
            """#
        let masks = #"""
            [{"nm":"M","mode":"a","pt":{"a":0,"k":{"c":true,"v":[[0,0],[10,0],[10,10]],"i":[[0,0],[0,0],[0,0]],"o":[[0,0],[0,0],[0,0]]}},
            "o":\#(F.property("var $bm_rt = thisProperty.propertyIndex * 10 + thisProperty.propertyGroup(1).propertyIndex;", constant: [100]))}]
            """#
        let animation = F.animation([F.layer("Rig", index: 1, shapes: shapes, effects: effects, masks: masks)])
        func group(_ items: [ShapeItem], _ name: String) -> ShapeItem.Group? {
            for case .group(let group) in items where group.metadata.name == name { return group }
            return nil
        }
        let ((inner, anchorValue, second, opacity), failures) = F.evaluate(animation) { animation in
            guard case .shapes(let items) = animation.layers[0].content, let admin = group(items, "Admin"), let live = group(admin.items, "Live"),
                case .polystar(let copy) = live.items[1], case .scalar(let slider)? = animation.layers[0].effects.first?.values[1].value
            else { return (-1.0, Vector3.zero, -1.0, -1.0) }
            return (
                copy.innerRadius.value(at: 0, default: 0), live.transform.anchor.value(at: 0, default: .zero), slider.value(at: 0, default: 0),
                animation.layers[0].masks[0].opacity.value(at: 0, default: 0)
            )
        }
        #expect(failures.isEmpty, "\(failures.map(\.message))")
        // The copy is the Live group's second item, its inner radius the star's sixth property:
        // ArcMath's second star's inner radius.
        #expect(inner == 20)
        // Live's transform → Live → its contents → the first star → its outer radius (4); the
        // anchor is the transform's first property, the transform the group's third.
        #expect(anchorValue.x == -4 && anchorValue.y == 13)
        // The second slider of "Controls": the first slider × 10 + its own index.
        #expect(second == 72)
        // The mask's opacity is its third property, the mask the first of the layer's masks.
        #expect(opacity == 31)
    }

    @Test func itemsAreFoundByTheirIndexInTheFile() {
        // `ix` is After Effects' index of the item: it decides which item a number finds.
        let shapes = """
            [{"ty":"tm","nm":"Trim","ix":2,"s":{"a":0,"k":0},"e":{"a":0,"k":70},"o":{"a":0,"k":0}},
            {"ty":"tm","nm":"Other","ix":1,"s":{"a":0,"k":0},"e":{"a":0,"k":30},"o":{"a":0,"k":0}}]
            """
        func rotation(_ source: String) -> Double {
            F.rotation(F.animation([F.layer("A", index: 1, rotation: F.property(source), shapes: shapes)]), at: 0)
        }
        #expect(rotation("var $bm_rt = content(1).end;") == 30)
        #expect(rotation("var $bm_rt = content(2).end + content('Trim').propertyIndex;") == 72)
    }

    @Test func olderSpellingsOfLoopOutAndAnchorPoint() {
        let ramp: [(Double, [Double])] = [(0, [0]), (10, [100])]
        #expect(F.rotation("var $bm_rt = loop_out('cycle');", keys: ramp, at: 15) == 50)
        #expect(F.rotation("var $bm_rt = loop_in('cycle');", keys: [(10, [0]), (20, [100])], at: 5) == 50)
        #expect(F.rotation("var $bm_rt = anchor_point[0] + 3;", at: 0) == 3)
    }
}
