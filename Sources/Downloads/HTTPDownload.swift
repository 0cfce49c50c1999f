import CCurlRuntime
import Foundation

/// Bytes from http and https URLs through libcurl, which is opened on the first download
/// (not linked), so that programs that never download do not load a networking library.
package enum HTTPDownload {
    /// GETs `url` (following redirects) and returns the status and the body of its response.
    /// - Throws: `HTTPDownloadError` when libcurl is missing or the transfer fails.
    package static func get(_ url: String, maxBytes: Int) throws(HTTPDownloadError) -> HTTPResponse {
        var response = ccurl_response()
        let outcome = ccurl_get(url, maxBytes, &response)
        defer { ccurl_release(&response) }
        let message = withUnsafeBytes(of: response.error) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        switch outcome {
        case CCURL_OK:
            let body = response.body.map { Data(bytes: $0, count: response.length) } ?? Data()
            return HTTPResponse(status: response.status, body: body)
        case CCURL_UNAVAILABLE: throw .libcurlUnavailable(message)
        default: throw .transferFailed(message)
        }
    }
}

/// The status and body of an HTTP response.
package struct HTTPResponse: Sendable {
    package let status: Int
    package let body: Data
}

/// Why a download gave no response.
package enum HTTPDownloadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// libcurl.so.4 could not be opened (or lacks its functions); the message says which.
    case libcurlUnavailable(String)
    /// The transfer failed: libcurl's message.
    case transferFailed(String)

    package var description: String {
        switch self {
        case .libcurlUnavailable(let message), .transferFailed(let message): message
        }
    }
}
