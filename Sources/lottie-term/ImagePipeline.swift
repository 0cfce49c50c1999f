import CellEncoder
import Dispatch
import PlayerUI

/// The player's frames in pixels while playing, in two stages on two cores: frame N is drawn
/// once frame N + 1 has rendered, its image encoded on another thread in the meantime. The
/// screen shows each frame one frame interval later, and a frame that takes longer to render
/// and encode than the interval is no longer held back by the sum of both.
@MainActor
final class ImagePipeline {
    private let queue = DispatchQueue(label: "lottie-term.image-encoder")
    /// The frame rendered last, its grid, and its image being encoded.
    private var inFlight: (grid: CellGrid, job: BackgroundJob<(image: TerminalImage, updater: ImageUpdater?)>)?

    /// Starts encoding `pending`, the image of the frame `grid` shows, as the update of the
    /// screen's image `shown`, with `ui`'s updater (taken until ``finish(ui:)``).
    func start(_ pending: PendingImage, grid: CellGrid, ui: PlayerUI, shown: TerminalImage?) {
        let taken = ui.imageUpdater
        ui.imageUpdater = nil
        let job = BackgroundJob<(image: TerminalImage, updater: ImageUpdater?)>(on: queue) {
            var updater = taken
            let image = pending.encode(&updater, shown: shown)
            return (image, updater)
        }
        inFlight = (grid, job)
    }

    /// The frame in flight with its image (waiting for the encoding), if any; the updater goes
    /// back to `ui`.
    func finish(ui: PlayerUI) -> (grid: CellGrid, image: TerminalImage)? {
        guard let (grid, job) = inFlight else { return nil }
        inFlight = nil
        guard let (image, updater) = job.wait() else { return nil }
        ui.imageUpdater = updater
        return (grid, image)
    }
}
