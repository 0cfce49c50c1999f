import ArgumentParser
import Compatibility
import Foundation
import TOMLKit

/// What `.lottie-term.toml` sets for `check` (and the player's findings panel): the targets
/// to check against and the team's budgets. The nearest file in the animation's folder or a
/// folder above it applies; flags given on the command line win over it.
///
/// ```toml
/// targets = ["ios-ca", "android", "web-svg"]
///
/// [budget]
/// file-size = "200 KB"
/// layers = 80
/// render-ms = 8
/// render-size = 256
/// ```
struct CheckConfiguration: Equatable {
    static let fileName = ".lottie-term.toml"
    /// The most bytes read of a configuration file.
    static let maxBytes = 1 << 20
    /// The most folders looked in, from the animation's up.
    static let maxDepth = 64

    /// The file it was read from.
    var path: String
    var targets: [Target]?
    var budget = Budget()

    /// A configuration file that cannot be used: the file and, for TOML syntax, the line and column.
    struct Failure: Error, CustomStringConvertible {
        var path: String
        var message: String
        var description: String { "\(path): \(message)" }
    }

    /// The configuration that applies to `file`: the nearest `.lottie-term.toml` in its folder
    /// or above; nil when there is none. Each folder's answer is cached in `cache`.
    static func nearest(to file: String, cache: inout [String: CheckConfiguration?]) throws(Failure) -> CheckConfiguration? {
        var folder = URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent()
        var visited: [String] = []
        var found: CheckConfiguration?
        for _ in 0..<maxDepth {
            let key = folder.path
            if let cached = cache[key] {
                found = cached
                break
            }
            visited.append(key)
            let candidate = folder.appendingPathComponent(fileName).path
            if FileManager.default.fileExists(atPath: candidate) {
                found = try load(candidate)
                break
            }
            if key == "/" || key.isEmpty { break }
            folder.deleteLastPathComponent()
        }
        for key in visited { cache[key] = found }
        return found
    }

    /// Reads a configuration file; unknown keys and wrong types are errors, so that a typo
    /// does not silently check nothing.
    static func load(_ path: String) throws(Failure) -> CheckConfiguration {
        let text: String
        do {
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            let data = try handle.read(upToCount: maxBytes + 1) ?? Data()
            guard data.count <= maxBytes else { throw Failure(path: path, message: "larger than \(maxBytes) bytes") }
            guard let string = String(data: data, encoding: .utf8) else { throw Failure(path: path, message: "not UTF-8 text") }
            text = string
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(path: path, message: "cannot be read (\(error.localizedDescription))")
        }
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            throw Failure(path: path, message: "\(error.source.begin.line):\(error.source.begin.column): \(error.description)")
        } catch {
            throw Failure(path: path, message: "\(error)")
        }
        var configuration = CheckConfiguration(path: path)
        for key in table.keys {
            switch key {
            case "targets":
                let names: [String]
                if let name = table[key]?.string {
                    names = [name]
                } else if let array = table[key]?.array, case let strings = array.compactMap(\.string), strings.count == array.count {
                    names = strings
                } else {
                    throw Failure(path: path, message: "targets: expected a list of target names, as [\"ios-ca\", \"android\"]")
                }
                do {
                    configuration.targets = try TargetList.parse(names)
                } catch {
                    throw Failure(path: path, message: "targets: \(error.description)")
                }
            case "budget":
                guard let budget = table[key]?.table else { throw Failure(path: path, message: "budget: expected a table ([budget])") }
                for name in budget.keys {
                    let value = budget[name]
                    let text = value?.string ?? value?.int.map(String.init) ?? value?.double.map { String($0) }
                    guard let text else { throw Failure(path: path, message: "budget.\(name): expected a number or a string such as \"200 KB\"") }
                    do {
                        try configuration.budget.set(name, text: text)
                    } catch {
                        throw Failure(path: path, message: "budget.\(error.description)")
                    }
                }
            default:
                throw Failure(path: path, message: "\(key): unknown setting (known: targets, budget)")
            }
        }
        return configuration
    }
}

/// Target names as given to `--target` and in `targets = […]`: names separated by commas, or `all`.
enum TargetList {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static func parse(_ names: [String]) throws(Failure) -> [Target] {
        var targets: [Target] = []
        for name in names.flatMap({ $0.split(separator: ",") }).map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
            if name == "all" {
                targets += Target.allCases
            } else if let target = Target(rawValue: name) {
                targets.append(target)
            } else {
                throw Failure(description: "unknown target \(name) (known: \(Target.allCases.map(\.rawValue).joined(separator: ", ")), all)")
            }
        }
        var seen: Set<Target> = []
        return targets.filter { seen.insert($0).inserted }.sorted()
    }
}
