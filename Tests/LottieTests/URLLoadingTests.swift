import Foundation
import Lottie
import Testing

/// Loading from URLs that do not give an animation: the closure and async loaders give nil, and
/// the view's initializer hands its closure the reason.
struct URLLoadingTests {
    /// Why `LottieAnimationView(url:)` could not load `url`.
    static func viewError(_ url: URL) -> (any Error)? {
        var failure: (any Error)?
        _ = LottieAnimationView(url: url, closure: { failure = $0 }, animationCache: nil)
        return failure
    }

    @Test func otherSchemesAreRefused() async throws {
        let url = try #require(URL(string: "ftp://127.0.0.1/a.json"))
        #expect(await LottieAnimation.loadedFrom(url: url, animationCache: nil) == nil)
        let error = try #require(Self.viewError(url) as? LottieLoadingError)
        #expect(error == .downloadFailed(url: url.absoluteString, reason: "only file, http and https URLs are supported"))
    }

    /// A refused connection (port 1 of the loopback address) is reported by libcurl, which
    /// therefore loaded.
    @Test func aFailedTransferIsLibcurlsMessage() async throws {
        let url = try #require(URL(string: "http://127.0.0.1:1/a.json"))
        #expect(await LottieAnimation.loadedFrom(url: url, animationCache: nil) == nil)
        let error = try #require(Self.viewError(url) as? LottieLoadingError)
        guard case .downloadFailed(let address, let reason) = error else {
            Issue.record("\(error)")
            return
        }
        #expect(address == url.absoluteString)
        #expect(!reason.contains("libcurl.so.4") && !reason.isEmpty, "\(reason)")
    }

    @Test func aMissingFileURLGivesFileNotFound() throws {
        let url = URL(fileURLWithPath: "/nonexistent/a.json")
        #expect(Self.viewError(url) as? LottieLoadingError == .fileNotFound(path: url.path))
    }
}
