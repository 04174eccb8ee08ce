import Foundation

/// Scores a pair: iOS's picture and ours, each read from a PNG at its scale, measured
/// (`StructureReader`) and compared (`ScreenComparison`). A screen with no cards — an
/// onboarding page, a sign-in header, an empty list's message — is measured on what it
/// has: its bars, separators, controls, text lines and colours. A reference with nothing on
/// its canvas is not scored: a blank picture would pass any of ours.
public struct ScreenScorer: Sendable {
    /// The comparison, with its tolerances.
    public var comparison: ScreenComparison

    /// A scorer with the given tolerances.
    public init(tolerances: Tolerances = Tolerances()) {
        comparison = ScreenComparison(tolerances: tolerances)
    }

    /// Reads a PNG file, or says why it cannot.
    public static func readPNG(at path: String, as picture: ScoreInputError.Picture) throws(ScoreInputError) -> RGBAImage {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(picture, path: path, reason: FileManager.default.fileExists(atPath: path) ? "it cannot be opened" : "no such file")
        }
        do {
            return try PNGDecoder.decode([UInt8](data))
        } catch {
            throw .unreadable(picture, path: path, reason: error.description)
        }
    }

    /// Both pictures' structures, or why they cannot be measured.
    public func structures(reference: RGBAImage, scale: Int, ours: RGBAImage, oursScale: Int,
                           window: WindowSize) throws(ScoreInputError) -> (ours: ScreenStructure, reference: ScreenStructure) {
        let theirs = try StructureReader.read(reference, scale: scale, window: window, picture: .reference)
        guard !(theirs.cards.isEmpty && theirs.bars.isEmpty && theirs.controls.isEmpty && theirs.textLines.isEmpty) else {
            throw .nothingToMeasure(.reference, canvas: theirs.canvas.colour)
        }
        let mine = try StructureReader.read(ours, scale: oursScale, window: window, picture: .ours)
        return (mine, theirs)
    }

    /// Scores two pictures in memory.
    public func score(reference: RGBAImage, scale: Int, ours: RGBAImage, oursScale: Int = 1, window: WindowSize) -> PairOutcome {
        do {
            let (mine, theirs) = try structures(reference: reference, scale: scale, ours: ours, oursScale: oursScale, window: window)
            return .scored(comparison.compare(ours: mine, reference: theirs))
        } catch {
            return .unscored(error)
        }
    }

    /// Scores two PNG files.
    public func score(referencePath: String, scale: Int, oursPath: String, oursScale: Int = 1, window: WindowSize) -> PairOutcome {
        do {
            let reference = try Self.readPNG(at: referencePath, as: .reference)
            let ours = try Self.readPNG(at: oursPath, as: .ours)
            return score(reference: reference, scale: scale, ours: ours, oursScale: oursScale, window: window)
        } catch {
            return .unscored(error)
        }
    }
}
