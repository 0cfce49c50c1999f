import LottieCore
import LottieExpressions
import LottieGraphics
import LottieModel
import Testing

/// Each After Effects function the expressions of real files use, evaluated on small
/// animations through the same path frames take (`Property.value(at:)` under a runtime).
@Suite struct ExpressionEvaluationTests {
    private typealias F = ExpressionFixture
    /// 0 at frame 0 to 100 at frame 10, linearly.
    private let ramp: [(Double, [Double])] = [(0, [0]), (10, [100])]

    private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

    @Test func timeValueAndIndex() {
        #expect(close(F.rotation("var $bm_rt;\n$bm_rt = time * 10;", at: 15), 5))
        #expect(close(F.rotation("var $bm_rt = value + 1;", keys: ramp, at: 5), 51))
        let animation = F.animation([F.layer("A", index: 7, rotation: F.property("var $bm_rt = index;"))])
        #expect(F.rotation(animation, at: 0) == 7)
    }

    @Test func loopOutTypes() {
        #expect(close(F.rotation("var $bm_rt = loopOut();", keys: ramp, at: 13), 30))
        #expect(close(F.rotation("var $bm_rt = loopOut('cycle');", keys: ramp, at: 13), 30))
        #expect(close(F.rotation("var $bm_rt = loopOut('Cycle');", keys: ramp, at: 13), 30))
        #expect(close(F.rotation("var $bm_rt = loopOut('pingpong');", keys: ramp, at: 13), 70))
        #expect(close(F.rotation("var $bm_rt = loopOut('offset');", keys: ramp, at: 13), 130))
        #expect(close(F.rotation("var $bm_rt = loopOut('continue');", keys: ramp, at: 13), 130, 1e-3))
        #expect(close(F.rotation("var $bm_rt = loopOut('cycle');", keys: ramp, at: 5), 50))  // inside the keys: the value
        let three: [(Double, [Double])] = [(0, [0]), (10, [100]), (20, [0])]
        #expect(close(F.rotation("var $bm_rt = loopOut('cycle', 0);", keys: three, at: 23), 30))
        #expect(close(F.rotation("var $bm_rt = loopOut('cycle', 1);", keys: three, at: 23), 70))
        #expect(close(F.rotation("var $bm_rt = loopOutDuration('cycle', 10 / 30);", keys: three, at: 23), 70))
    }

    @Test func loopInTypes() {
        let late: [(Double, [Double])] = [(10, [0]), (20, [100])]
        #expect(close(F.rotation("var $bm_rt = loopIn('cycle');", keys: late, at: 7), 70))
        #expect(close(F.rotation("var $bm_rt = loopIn('pingpong');", keys: late, at: 7), 30))
        #expect(close(F.rotation("var $bm_rt = loopIn('offset');", keys: late, at: 7), -30))
        #expect(close(F.rotation("var $bm_rt = loopIn('continue');", keys: late, at: 7), -30, 1e-3))
        #expect(close(F.rotation("var $bm_rt = $bm_sub($bm_sum(loopIn('cycle'), loopOut('cycle')), value);", keys: late, at: 27), 70))
    }

    @Test func keysValuesAtOtherTimesAndVelocity() {
        #expect(close(F.rotation("var $bm_rt = valueAtTime(time + 2 / 30);", keys: ramp, at: 3), 50))
        #expect(close(F.rotation("var $bm_rt = thisProperty.valueAtTime(0.2);", keys: ramp, at: 0), 60))
        #expect(close(F.rotation("var $bm_rt = velocity;", keys: ramp, at: 5), 300, 1e-3))
        #expect(close(F.rotation("var $bm_rt = velocityAtTime(5 / 30) + speed;", keys: ramp, at: 5), 600, 1e-3))
        #expect(close(F.rotation("var $bm_rt = key(2).time * 30 + key(2).value + numKeys;", keys: ramp, at: 0), 112))
        #expect(close(F.rotation("var $bm_rt = key(1)[0] + nearestKey(0.3).index;", keys: ramp, at: 0), 2))
        // The inertial bounce of many files: keys before and after, velocityAtTime just before a key.
        let bounce = """
            var $bm_rt;
            var amp, freq, decay, n, t, v;
            amp = 0.05; freq = 2; decay = 2; n = 0;
            if (numKeys > 0) { n = nearestKey(time).index; if (key(n).time > time) { n--; } }
            if (n == 0) { t = 0; } else { t = sub(time, key(n).time); }
            if (n > 0) {
                v = velocityAtTime(sub(key(n).time, div(thisComp.frameDuration, 10)));
                $bm_rt = sum(value, div(mul(mul(v, amp), Math.sin(mul(mul(mul(freq, t), 2), Math.PI))), Math.exp(mul(decay, t))));
            } else { $bm_rt = value; }
            """
        let afterLastKey = F.rotation(bounce, keys: ramp, at: 14)
        let t = 4.0 / 30
        #expect(close(afterLastKey, 100 + 300 * 0.05 * Double.sin(2 * 2 * t * .pi) / Double.exp(2 * t), 1e-2))
        #expect(close(F.rotation(bounce, keys: ramp, at: 5), 50))
    }

    @Test func timeConversionsAndPosterize() {
        #expect(close(F.rotation("var $bm_rt = framesToTime(15);", at: 0), 0.5))
        #expect(close(F.rotation("var $bm_rt = timeToFrames(0.5) + timeToFrames();", at: 7), 22))
        #expect(close(F.rotation("posterizeTime(5); var $bm_rt = value;", keys: ramp, at: 7), 60))
        #expect(close(F.rotation("posterizeTime(5); var $bm_rt = time * 30;", at: 7), 6))
    }

    @Test func otherLayersAndCompositions() {
        let animation = F.animation(
            [
                F.layer("A", index: 1, rotation: F.property("var $bm_rt = thisComp.layer('B').transform.rotation;")),
                F.layer("B", index: 2, rotation: F.property("var $bm_rt = time * 30;")),
                F.layer("C", index: 3, rotation: F.property("var $bm_rt = thisComp.layer(2).rotation + thisComp.numLayers;")),
                F.layer("D", index: 4, rotation: F.property("var $bm_rt = thisLayer.name == 'D' && thisComp.name == 'Main' ? thisComp.width : 0;")),
                F.layer("E", index: 5, rotation: F.property("var $bm_rt = comp('Inner').layer('X').transform.rotation;")),
                F.layer("F", index: 6, position: #"{"a":0,"k":[50,40]}"#, rotation: F.property("var $bm_rt = thisLayer.toComp([10, 0])[0];")),
                F.layer("G", index: 7, rotation: F.property("var $bm_rt = thisComp.layer('F').fromComp([50, 40])[1] + (hasParent ? 1 : 0);")),
            ],
            assets: #"[{"id":"in","nm":"Inner","layers":[\#(F.layer("X", index: 1, rotation: #"{"a":0,"k":12}"#))]}]"#)
        #expect(F.rotation(animation, layer: 0, at: 15) == 15)
        #expect(F.rotation(animation, layer: 2, at: 15) == 22)
        #expect(F.rotation(animation, layer: 3, at: 0) == 200)
        #expect(F.rotation(animation, layer: 4, at: 0) == 12)
        #expect(F.rotation(animation, layer: 5, at: 0) == 60)
        #expect(F.rotation(animation, layer: 6, at: 0) == 0)
    }

    @Test func parentsThroughEval() {
        // The rigs' parentTotal(): walks the parents with eval('thisLayer.parent…').
        let source = """
            var $bm_rt;
            var r = 0;
            if (thisLayer.hasParent) { r = $bm_neg(parentTotal()); }
            $bm_rt = r;
            function parentTotal() {
                var parentVal = 0;
                var layerChain = 'thisLayer';
                while (eval([layerChain][0]).hasParent) {
                    layerChain += '.parent';
                    parentVal += eval([layerChain][0]).rotation;
                }
                return parentVal;
            }
            """
        let animation = F.animation([
            F.layer("Root", index: 1, rotation: #"{"a":0,"k":10}"#),
            F.layer("Mid", index: 2, rotation: #"{"a":0,"k":20}"#, parent: 1),
            F.layer("Leaf", index: 3, rotation: F.property(source), parent: 2),
        ])
        #expect(F.rotation(animation, layer: 2, at: 0) == -30)
    }

    @Test func effectsAndContents() {
        let slider = #"[{"ty":5,"nm":"Slider Control","mn":"ADBE Slider Control","ef":[{"ty":0,"nm":"Slider","v":{"a":0,"k":33}}]}]"#
        let shapes = """
            [{"ty":"gr","nm":"Group 1","it":[{"ty":"rc","nm":"Rect","s":{"a":0,"k":[10,20]},"p":{"a":0,"k":[0,0]},"r":{"a":0,"k":0}},
            {"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":20},"o":{"a":0,"k":100}}]},
            {"ty":"tm","nm":"Trim","s":{"a":0,"k":0},"e":{"a":0,"k":70},"o":{"a":0,"k":0}}]
            """
        func rotation(_ source: String) -> Double {
            F.rotation(F.animation([F.layer("A", index: 1, rotation: F.property(source), shapes: shapes, effects: slider)]), at: 0)
        }
        #expect(rotation("var $bm_rt = effect('Slider Control')('Slider');") == 33)
        #expect(rotation("var $bm_rt = effect('Slider Control')('ADBE Slider Control-0001') + effect(1)(1);") == 66)
        #expect(rotation("var $bm_rt = effect('Slider Control').param(1) + thisLayer.effect('Slider Control')('Slider');") == 66)
        #expect(rotation("var $bm_rt = content('Trim').end;") == 70)
        #expect(rotation("var $bm_rt = content('Group 1').transform.rotation + content('Group 1').content('Rect').size[1];") == 40)
        #expect(rotation("var $bm_rt = content('Group 1')('ADBE Vector Transform Group')('Rotation') + content('Group 1')(2)(1)('Size')[0];") == 30)
        // A layer called as a function gives its groups (ExpressionPropertyTreeTests has the rest).
        #expect(rotation("var $bm_rt = thisLayer('ADBE Root Vectors Group')('Group 1')('Transform')('Rotation');") == 20)
        #expect(rotation("var $bm_rt; try { $bm_rt = thisLayer(4)(1)(1); } catch (e) { $bm_rt = 5; }") == 33)
        #expect(rotation("var $bm_rt = thisComp.layer('A').effect('Slider Control')('Slider') * 2;") == 66)
    }

    @Test func wiggleAndRandomAreDeterministic() {
        let source = "var $bm_rt = wiggle(3, 10);"
        let first = F.rotation(source, constant: 50, at: 12)
        #expect(first == F.rotation(source, constant: 50, at: 12))
        #expect(abs(first - 50) <= 20)
        #expect(first != F.rotation(source, constant: 50, at: 13))
        let samples = (0..<30).map { F.rotation(source, constant: 50, at: Double($0)) }
        #expect(Set(samples).count > 20)
        // Two layers with the same expression wiggle differently (the seed is per property).
        let animation = F.animation([
            F.layer("A", index: 1, rotation: F.property(source, constant: [0])), F.layer("B", index: 2, rotation: F.property(source, constant: [0])),
        ])
        #expect(F.rotation(animation, layer: 0, at: 12) != F.rotation(animation, layer: 1, at: 12))
        #expect(F.rotation("var $bm_rt = random(100);", at: 4) == F.rotation("var $bm_rt = random(100);", at: 4))
        #expect(F.rotation("seedRandom(3, true); var $bm_rt = random();", at: 4) == F.rotation("seedRandom(3, true); var $bm_rt = random();", at: 9))
        let position = F.position(F.animation([F.layer("A", index: 1, position: F.property("var $bm_rt = wiggle(2, 5);", constant: [10, 20]))]), at: 7)
        #expect(position.x != 10 && abs(position.x - 10) <= 10 && abs(position.y - 20) <= 10)
    }

    @Test func vectorResultsAndArithmetic() {
        let animation = F.animation([
            F.layer("Face", index: 1, position: #"{"a":0,"k":[30,60]}"#, scale: #"{"a":0,"k":[120,80]}"#),
            F.layer(
                "A", index: 2,
                position: F.property("var $bm_rt = $bm_sum(value, $bm_div(thisComp.layer('Face').transform.position, 3));", constant: [1, 2]),
                scale: F.property("var $bm_rt = $bm_sub($bm_sum(value, thisComp.layer('Face').transform.scale), [100, 100]);", constant: [100, 100])),
        ])
        let position = F.position(animation, layer: 1, at: 0)
        #expect(close(position.x, 11) && close(position.y, 22))
        let scale = F.evaluate(animation) { $0.layers[1].transform.scale.value(at: 0, default: .zero) }.0
        #expect(scale.x == 120 && scale.y == 80)
    }

    @Test func failuresKeepTheKeyframedValueAndNameThePath() {
        let animation = F.animation([
            F.layer("A", index: 1, rotation: F.property("var $bm_rt = footage('x.json').sourceData;", constant: [5])),
            F.layer("B", index: 2, rotation: F.property("var $bm_rt; while (true) {}", constant: [6])),
            F.layer("C", index: 3, rotation: F.property("var $bm_rt = 'text';", constant: [7])),
            F.layer("D", index: 4, rotation: F.property("var x = 1;", constant: [8])),
        ])
        let (values, failures) = F.evaluate(animation) { model in (0..<4).map { model.layers[$0].transform.rotation.value(at: 0, default: 0) } }
        #expect(values == [5, 6, 7, 8])
        #expect(failures.map(\.path) == ["layers[0].ks.r.x", "layers[1].ks.r.x", "layers[2].ks.r.x", "layers[3].ks.r.x"])
        #expect(failures[0].message.contains("footage"))
        #expect(failures[1].message.contains("steps"))
        #expect(failures[2].message.contains("not a number"))
        #expect(failures[3].message.contains("$bm_rt"))
        #expect(failures.allSatisfy { $0.feature == "expression" && $0.message.hasSuffix("the keyframed value is used") })
    }

    @Test func referenceCyclesReadTheKeyframedValue() {
        let animation = F.animation([
            F.layer("A", index: 1, rotation: F.property("var $bm_rt = thisComp.layer('B').rotation;", constant: [3])),
            F.layer("B", index: 2, rotation: F.property("var $bm_rt = thisComp.layer('A').rotation + 1;", constant: [4])),
            F.layer("C", index: 3, rotation: F.property("var $bm_rt = thisLayer.rotation + value;", constant: [5])),
        ])
        #expect(F.rotation(animation, layer: 0, at: 0) == 4)
        #expect(F.rotation(animation, layer: 2, at: 0) == 10)
    }

    /// Host functions whose work grows with the file (finding a layer by name among thousands,
    /// a transform through the parents) charge steps for it, so a loop over them stops.
    @Test func hostWorkIsChargedToTheBudget() {
        let looping = "var $bm_rt = 0; for (var i = 0; ; i++) { try { thisComp.layer('nowhere'); } catch (e) { $bm_rt = i; } }"
        let layers =
            [F.layer("A", index: 1, rotation: F.property(looping, constant: [-1]))]
            + (2...3000).map { F.layer("L\($0)", index: $0) }
        let animation = F.animation(layers)
        let start = ContinuousClock.now
        let (value, failures) = F.evaluate(animation) { $0.layers[0].transform.rotation.value(at: 0, default: 0) }
        #expect(value == -1)
        #expect(failures.first?.message.contains("steps") == true)
        #expect(ContinuousClock.now - start < .seconds(20))
    }

    @Test func theFrameBudgetIsSharedAndNamed() {
        let heavy = "var $bm_rt = 0; for (var i = 0; i < 20000; i++) { $bm_rt += 1; }"
        let layers = (0..<16).map { F.layer("L\($0)", index: $0 + 1, rotation: F.property(heavy, constant: [-1])) }
        let animation = F.animation(layers)
        let (values, failures) = F.evaluate(animation) { model in model.layers.map { $0.transform.rotation.value(at: 0, default: 0) } }
        #expect(values.first == 20000)
        #expect(values.last == -1)
        #expect(failures.contains { $0.message.contains("spent") })
    }

    @Test func textAndTimeRemapExpressions() throws {
        let text = """
            {"ty":5,"nm":"T","ind":1,"ip":0,"op":60,"st":0,"ks":{},"t":{"d":{"k":[{"s":{"t":"old","f":"F","s":10,"fc":[0,0,0],"j":0},"t":0}],
            "x":"var $bm_rt = 'Hi ' + (2 + 3);"},"a":[],"p":{},"m":{"g":1,"a":{"a":0,"k":[0,0]}}}}
            """
        let remap = """
            {"ty":0,"nm":"P","ind":2,"refId":"in","w":10,"h":10,"ip":0,"op":60,"st":0,"ks":{},
            "tm":\(F.property("var $bm_rt = loopOut('cycle');", keys: [(0, [0]), (10, [1.0 / 3])]))}
            """
        let animation = F.animation([text, remap], assets: #"[{"id":"in","layers":[]}]"#)
        let document = F.evaluate(animation) { model -> TextDocument? in
            guard case .text(let data) = model.layers[0].content else { return nil }
            return data.document.document(at: 0)
        }.0
        #expect(document?.text == "Hi 5")
        let frame = F.evaluate(animation) { $0.layers[1].precompositionFrame(at: 13, frameRate: 30) }.0
        #expect(close(frame, 3))
    }

    /// `check` trusts this list: every name in it must be one the host answers.
    @Test func theHostDefinesEveryNameItAnnounces() {
        for name in AfterEffectsNames.all.sorted() where name != "$bm_rt" {
            let animation = F.animation([F.layer("A", index: 1, rotation: F.property("var x = \(name);\nvar $bm_rt = 1;", constant: [0]))])
            let (value, failures) = F.evaluate(animation) { $0.layers[0].transform.rotation.value(at: 0, default: 0) }
            #expect(value == 1 && failures.isEmpty, "\(name): \(failures.map(\.message))")
        }
    }

    @Test func expressionsDriveTheDrawnFrame() {
        let box = #"[{"ty":"rc","s":{"a":0,"k":[60,20]},"p":{"a":0,"k":[0,0]},"r":{"a":0,"k":0}},{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}]"#
        let animation = F.animation([
            F.layer("Box", index: 1, position: #"{"a":0,"k":[100,50]}"#, rotation: F.property("var $bm_rt = time * 90;"), shapes: box)
        ])
        let evaluator = FrameEvaluator(animation: animation)
        let report = evaluator.evaluateReporting(at: 30)
        #expect(report.expressionFailures.isEmpty)
        guard case .group(let group)? = report.list.items.first, case .shape(let shape)? = group.children.first else {
            Issue.record("expected one shape")
            return
        }
        // Rotated 90°: the layer's x axis points down.
        let axis = shape.transform.applyToVector(Vector2(1, 0))
        #expect(abs(axis.x) < 1e-9 && abs(axis.y - 1) < 1e-9)
        // Without a runtime (outside an evaluation), the keyframed value.
        #expect(animation.layers[0].transform.rotation.value(at: 30, default: 0) == 0)
    }
}
