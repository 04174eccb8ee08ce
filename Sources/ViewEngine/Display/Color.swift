/// A representation of a color; as a view, a rectangle filled with it.
///
/// The engine has no pixels: a color is its name.
///
/// ```swift
/// Color.red
/// Color("teal")
/// ```
public struct Color: View, Hashable, Sendable, CustomStringConvertible {
    /// The color's name, such as `red`.
    public let name: String

    /// Creates a color with the given name.
    public init(_ name: String) { self.name = name }

    /// The color's name.
    public var description: String { name }

    /// A context-dependent red color.
    public static let red = Color("red")
    /// A context-dependent orange color.
    public static let orange = Color("orange")
    /// A context-dependent yellow color.
    public static let yellow = Color("yellow")
    /// A context-dependent green color.
    public static let green = Color("green")
    /// A context-dependent mint color.
    public static let mint = Color("mint")
    /// A context-dependent teal color.
    public static let teal = Color("teal")
    /// A context-dependent cyan color.
    public static let cyan = Color("cyan")
    /// A context-dependent blue color.
    public static let blue = Color("blue")
    /// A context-dependent indigo color.
    public static let indigo = Color("indigo")
    /// A context-dependent purple color.
    public static let purple = Color("purple")
    /// A context-dependent pink color.
    public static let pink = Color("pink")
    /// A context-dependent brown color.
    public static let brown = Color("brown")
    /// A white color.
    public static let white = Color("white")
    /// A context-dependent gray color.
    public static let gray = Color("gray")
    /// A black color.
    public static let black = Color("black")
    /// A clear color.
    public static let clear = Color("clear")
    /// The color for primary content.
    public static let primary = Color("primary")
    /// The color for secondary content.
    public static let secondary = Color("secondary")

    public typealias Body = Never
}

extension Color: LeafView {
    var renderedLine: String { "Color \(name)" }
}
