/// Animations whose compatibility findings the player's findings panel tests know: two
/// 80 × 80 squares side by side in a 200 × 100 composition, still for 60 frames.
public enum FindingsFixture {
    /// Layer `Merged` draws a red square on the left through a group, `Shapes`, that holds a
    /// merge paths item, `Merge` (`layers[0].shapes[0].it[1]`; without `mergePaths`, not);
    /// layer `Plain` draws a blue square on the right, its rotation driven by an expression
    /// (`layers[1].ks.r`) with `expression`.
    public static func twoSquares(mergePaths: Bool = true, expression: Bool = false) -> String {
        let merge = mergePaths ? #"{"ty":"mm","nm":"Merge","mm":1},"# : ""
        let rotation = expression ? #"{"a":0,"k":0,"x":"var $bm_rt; $bm_rt = 0;"}"# : #"{"a":0,"k":0}"#
        return #"""
            {"v":"5.7.4","fr":30,"ip":0,"op":60,"w":200,"h":100,"nm":"findings","ddd":0,"assets":[],"layers":[
            {"ddd":0,"ind":1,"ty":4,"nm":"Merged","sr":1,"ao":0,"ip":0,"op":60,"st":0,"bm":0,
             "ks":{"o":{"a":0,"k":100},"r":{"a":0,"k":0},"p":{"a":0,"k":[50,50,0]},"a":{"a":0,"k":[0,0,0]},"s":{"a":0,"k":[100,100,100]}},
             "shapes":[{"ty":"gr","nm":"Shapes","it":[
               {"ty":"rc","nm":"Box","d":1,"p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[80,80]},"r":{"a":0,"k":0}},\#(merge)
               {"ty":"fl","nm":"Fill","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100},"r":1},
               {"ty":"tr","p":{"a":0,"k":[0,0]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]},"r":{"a":0,"k":0},"o":{"a":0,"k":100}}]}]},
            {"ddd":0,"ind":2,"ty":4,"nm":"Plain","sr":1,"ao":0,"ip":0,"op":60,"st":0,"bm":0,
             "ks":{"o":{"a":0,"k":100},"r":\#(rotation),"p":{"a":0,"k":[150,50,0]},"a":{"a":0,"k":[0,0,0]},"s":{"a":0,"k":[100,100,100]}},
             "shapes":[{"ty":"rc","nm":"Box","d":1,"p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[80,80]},"r":{"a":0,"k":0}},
               {"ty":"fl","nm":"Fill","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100},"r":1}]}]}
            """#
    }
}
