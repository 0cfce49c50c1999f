import LottieGraphics

extension Renderer {
    /// Draws a group; when it carries a profile entry and a ``profile`` is set, its time (less
    /// that of the profiled groups inside it) and its clipped device area go to that entry.
    func drawProfiledGroup(
        _ group: GroupDraw, into surface: inout Surface, clip: IntRect, transform: AffineTransform,
        opacity: Double, depth: Int
    ) {
        guard let profile, let id = group.profileEntry else {
            drawGroup(group, into: &surface, clip: clip, transform: transform, opacity: opacity, depth: depth)
            return
        }
        profile.begin(id)
        drawGroup(group, into: &surface, clip: clip, transform: transform, opacity: opacity, depth: depth)
        profile.end(id, stage: .rasterization)
        profile.addCoverage(to: id) {
            guard let bounds = contentBounds(of: [.group(group)], transform: transform, depth: depth) else { return 0 }
            let rect = IntRect.covering(bounds, within: clip)
            return rect.isEmpty ? 0 : rect.width * rect.height
        }
    }
}
