import Foundation

/// The process's resident memory in bytes (`VmRSS` of `/proc/self/status`), or `nil`
/// where it is not available. Measure a delta around a first-time allocation: memory
/// the allocator reuses does not show.
public func residentBytes() -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
          let kilobytes = Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
    else { return nil }
    return kilobytes * 1024
}
