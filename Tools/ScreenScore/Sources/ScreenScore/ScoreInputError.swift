/// Why a pair cannot be scored: a picture that cannot be read, one whose size does not
/// fit the window at its scale, or a reference with nothing on its canvas to measure. Each says which
/// picture and why; the table goes on to the next pair.
public enum ScoreInputError: Error, Equatable, CustomStringConvertible, Sendable {
    /// Which of the two pictures.
    public enum Picture: String, Sendable, Equatable {
        /// The picture iOS drew.
        case reference
        /// The picture the engine drew.
        case ours
    }
    /// The file could not be read, or is not a PNG this reader takes.
    case unreadable(Picture, path: String, reason: String)
    /// A scale other than 1, 2 or 3.
    case unsupportedScale(Int)
    /// The picture's size is not the window's at the given scale.
    case wrongSize(Picture, pixelWidth: Int, pixelHeight: Int, scale: Int, window: WindowSize)
    /// Nothing was found on the reference's canvas: no card, no bar, no control and no
    /// line of text — a blank picture, which any picture of ours would pass.
    case nothingToMeasure(Picture, canvas: RGB)

    /// What is wrong, in words.
    public var description: String {
        switch self {
        case .unreadable(let picture, let path, let reason):
            return "\(picture.rawValue): \(path) cannot be read: \(reason)"
        case .unsupportedScale(let scale):
            return "a scale of \(scale): pictures are read at 1×, 2× or 3×"
        case .wrongSize(let picture, let pixelWidth, let pixelHeight, let scale, let window):
            let width = Points.text(Double(pixelWidth) / Double(scale)), height = Points.text(Double(pixelHeight) / Double(scale))
            var text = "\(picture.rawValue): the picture is \(pixelWidth) × \(pixelHeight) pixels, which is \(width) × \(height) points at \(scale)×, not the \(window) of the window"
            if let fit = (1...3).first(where: { pixelWidth == window.width * $0 && pixelHeight == window.height * $0 }) {
                text += " (it fits the window at \(fit)×)"
            }
            return text
        case .nothingToMeasure(let picture, let canvas):
            return "\(picture.rawValue): nothing on the \(canvas) canvas to measure (no card, bar, control or line of text)"
        }
    }
}
