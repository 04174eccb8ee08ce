/// A picture in memory: 8-bit red, green, blue and alpha per pixel, row by row from the
/// top left, with no colour profile (PNG's samples as stored).
public struct RGBAImage: Sendable, Equatable {
    /// Its width in pixels.
    public let width: Int
    /// Its height in pixels.
    public let height: Int
    /// Four bytes a pixel (red, green, blue, alpha), `width * height * 4` in all.
    public var samples: [UInt8]

    /// A picture of the given size filled with one colour (opaque unless `alpha` says).
    public init(width: Int, height: Int, fill: RGB = RGB(255, 255, 255), alpha: UInt8 = 255) {
        self.width = width
        self.height = height
        var samples = [UInt8](repeating: 0, count: width * height * 4)
        for index in stride(from: 0, to: samples.count, by: 4) {
            samples[index] = fill.red
            samples[index + 1] = fill.green
            samples[index + 2] = fill.blue
            samples[index + 3] = alpha
        }
        self.samples = samples
    }

    /// A picture from its samples; `samples.count` must be `width * height * 4`.
    public init(width: Int, height: Int, samples: [UInt8]) {
        precondition(samples.count == width * height * 4, "an RGBA picture takes four bytes a pixel")
        self.width = width
        self.height = height
        self.samples = samples
    }

    /// The colour at a pixel, composited over black when it is not opaque: where nothing
    /// was drawn, an iPhone's display shows black (a simulator screenshot saves the unlit
    /// window above a sheet's pushed-back presenter transparent).
    public func colour(x: Int, y: Int) -> RGB {
        let index = (y * width + x) * 4
        let alpha = Int(samples[index + 3])
        if alpha == 255 { return RGB(samples[index], samples[index + 1], samples[index + 2]) }
        func over(_ value: UInt8) -> UInt8 { UInt8((Int(value) * alpha + 127) / 255) }
        return RGB(over(samples[index]), over(samples[index + 1]), over(samples[index + 2]))
    }

    /// Sets one pixel, opaque.
    public mutating func set(x: Int, y: Int, to colour: RGB) {
        let index = (y * width + x) * 4
        samples[index] = colour.red
        samples[index + 1] = colour.green
        samples[index + 2] = colour.blue
        samples[index + 3] = 255
    }
}
