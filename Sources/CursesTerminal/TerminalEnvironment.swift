import CNcursesw

/// Facts about the terminal from the environment.
enum TerminalEnvironment {
    static var term: String? {
        getenv("TERM").map { String(cString: $0) }
    }
}
