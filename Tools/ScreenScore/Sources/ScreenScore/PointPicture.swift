/// A picture at point scale: each point the average of the `scale × scale` pixels it
/// covers, so that a picture drawn at 3× and one drawn at 1× are measured alike.
public struct PointPicture: Sendable, Equatable {
    /// Its width in points.
    public let width: Int
    /// Its height in points.
    public let height: Int
    /// One colour a point, row by row from the top left.
    public var colours: [RGB]

    /// Averages a picture's pixels into points; its size must be a multiple of `scale`
    /// (`ScreenInput` checks that first).
    public init(_ image: RGBAImage, scale: Int) {
        precondition(scale >= 1 && image.width % scale == 0 && image.height % scale == 0, "the picture's size is a multiple of its scale")
        let width = image.width / scale, height = image.height / scale
        self.width = width
        self.height = height
        var colours = [RGB](repeating: RGB(0, 0, 0), count: width * height)
        let count = scale * scale, rowLength = image.width * 4
        image.samples.withUnsafeBufferPointer { samples in
            for y in 0..<height {
                for x in 0..<width {
                    var red = 0, green = 0, blue = 0
                    for dy in 0..<scale {
                        for dx in 0..<scale {
                            let index = (y * scale + dy) * rowLength + (x * scale + dx) * 4
                            // Composited over black, as `RGBAImage.colour(x:y:)` reads a pixel.
                            let alpha = Int(samples[index + 3])
                            red += (Int(samples[index]) * alpha + 127) / 255
                            green += (Int(samples[index + 1]) * alpha + 127) / 255
                            blue += (Int(samples[index + 2]) * alpha + 127) / 255
                        }
                    }
                    colours[y * width + x] = RGB(UInt8((red + count / 2) / count), UInt8((green + count / 2) / count),
                                                 UInt8((blue + count / 2) / count))
                }
            }
        }
        self.colours = colours
    }

    /// The colour at a point.
    public subscript(x: Int, y: Int) -> RGB { colours[y * width + x] }
}
