import Foundation
import Testing

/// What the binary loads at start: no networking library (Foundation's networking brings about
/// 35 of them, curl, TLS, Kerberos, LDAP, and ~10 ms to every start); downloads open libcurl
/// when they happen.
struct StartupLibrariesTests {
    @Test func theBinaryLinksNoNetworkingLibrary() throws {
        let listing = try CLITests.run(executable: "/usr/bin/ldd", [CLITests.binary.path])
        #expect(listing.status == 0)
        let libraries = listing.stdout.split(separator: "\n")
        #expect(libraries.count > 5, "ldd listed too little: \(listing.stderr)")
        let networking = libraries.filter { $0.contains("FoundationNetworking") || $0.contains("libcurl") || $0.contains("libssl") }
        #expect(networking.isEmpty, "linked: \(networking)")
    }
}
