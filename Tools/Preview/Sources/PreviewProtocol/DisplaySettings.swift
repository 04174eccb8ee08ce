// How a preview is shown: the device (its window size), the colour scheme and the
// Dynamic Type size. The page chooses them; the server checks them; the agent applies
// them to the host (`host.size`, `host.colorScheme`, `\.dynamicTypeSize`).

/// The device, colour scheme and Dynamic Type size a preview is shown with.
public struct DisplaySettings: Codable, Sendable, Equatable {
    /// The window's width and height in points.
    public var width: Double, height: Double
    /// Whether the device is an iPad (its size classes are regular).
    public var isPad: Bool
    /// `light` or `dark`.
    public var colorScheme: String
    /// One of ``DisplaySettings/dynamicTypeSizes``.
    public var dynamicTypeSize: String

    /// Settings.
    public init(width: Double, height: Double, isPad: Bool = false, colorScheme: String = "light", dynamicTypeSize: String = "large") {
        self.width = width
        self.height = height
        self.isPad = isPad
        self.colorScheme = colorScheme
        self.dynamicTypeSize = dynamicTypeSize
    }

    /// An iPhone 15 in portrait, light, at the default Dynamic Type size.
    public static let standard = Device.iPhone15.settings()

    /// SwiftUI's `DynamicTypeSize` cases, smallest first (`large` is the default).
    public static let dynamicTypeSizes = [
        "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
        "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5",
    ]

    /// The colour schemes.
    public static let colorSchemes = ["light", "dark"]

    /// The smallest and largest custom window side, in points.
    public static let sideRange = 100.0...4000.0
}

/// A device the page offers, with its window size (Measures §1).
public struct Device: Sendable, Equatable {
    /// Its name in messages (`iphone15`).
    public let id: String
    /// Its name on the page.
    public let name: String
    /// Its window size in points.
    public let width: Double, height: Double
    /// Whether it is an iPad.
    public let isPad: Bool

    /// The settings that show a preview on it.
    public func settings(colorScheme: String = "light", dynamicTypeSize: String = "large") -> DisplaySettings {
        DisplaySettings(width: width, height: height, isPad: isPad, colorScheme: colorScheme, dynamicTypeSize: dynamicTypeSize)
    }

    /// iPhone 15, portrait: 393 × 852 points (Measures §1 "Window size").
    public static let iPhone15 = Device(id: "iphone15", name: "iPhone 15", width: 393, height: 852, isPad: false)
    /// iPhone 15, landscape: 852 × 393 points.
    public static let iPhone15Landscape = Device(id: "iphone15-landscape", name: "iPhone 15, landscape", width: 852, height: 393, isPad: false)
    /// iPad Pro 11-inch, portrait: 834 × 1194 points (Measures §1 "iPad window").
    public static let iPad = Device(id: "ipad", name: "iPad Pro 11-inch", width: 834, height: 1194, isPad: true)

    /// The devices the page offers, beside a custom size.
    public static let all = [iPhone15, iPhone15Landscape, iPad]
}
