import Foundation

/// Headless Chromium, which turns the engine's SVG picture into a PNG at the reference's
/// scale (Debian's `chromium`; `.ci/run` installs it for the preview server's tests).
public struct Rasteriser: Sendable {
    /// The browser's executable.
    public var executable: String

    /// The first of Debian's and other distributions' names for Chromium found on `PATH`,
    /// or `nil` when none is installed.
    public static func found() -> Rasteriser? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for folder in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return Rasteriser(executable: "\(folder)/\(name)")
            }
        }
        return nil
    }

    /// What went wrong turning a picture into pixels.
    public struct Failure: Error, CustomStringConvertible {
        /// The browser's exit status and what it printed.
        public var description: String
    }

    /// Writes `svg` (a file) as a PNG of `width` × `height` points at `scale` pixels a point,
    /// with the browser's `options` besides (a transparent background, file access).
    public func rasterise(svg: URL, to png: URL, width: Double, height: Double, scale: Int, options: [String] = []) throws(Failure) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                             "--force-device-scale-factor=\(scale)", "--window-size=\(Int(width)),\(Int(height))",
                             "--screenshot=\(png.path)"] + options + [svg.absoluteString]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        do { try process.run() } catch { throw Failure(description: "\(executable) did not start: \(error)") }
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, FileManager.default.fileExists(atPath: png.path) else {
            throw Failure(description: "\(executable) exited \(process.terminationStatus): \(String(decoding: printed, as: UTF8.self).suffix(400))")
        }
    }
}
