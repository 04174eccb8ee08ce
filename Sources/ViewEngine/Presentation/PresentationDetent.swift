/// A type that represents a height where a sheet naturally rests.
///
/// ```swift
/// .sheet(isPresented: $showSettings) {
///     SettingsView()
///         .presentationDetents([.medium, .large])
/// }
/// ```
///
/// The engine lays nothing out: a sheet's detents are recorded on its content
/// (``View/presentationDetents(_:)``), and a `selection` binding keeps the value the
/// code writes to it.
import ViewEngineCore

public struct PresentationDetent: Hashable, Sendable {
    private enum Height: Hashable, Sendable {
        case medium, large
        case fraction(Double)
        case height(Double)
    }

    private let height: Height

    /// The system detent for a sheet that's approximately half the height of the screen.
    ///
    /// ```swift
    /// .presentationDetents([.medium])
    /// ```
    public static let medium = PresentationDetent(height: .medium)

    /// The system detent for a sheet at full height.
    ///
    /// ```swift
    /// .presentationDetents([.large])
    /// ```
    public static let large = PresentationDetent(height: .large)

    /// A custom detent with the specified fractional height.
    ///
    /// ```swift
    /// .presentationDetents([.fraction(0.25)])
    /// ```
    ///
    /// - Parameter fraction: A fractional value of the height of the screen.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(height: .fraction(Double(fraction)))
    }

    /// A custom detent with the specified height.
    ///
    /// ```swift
    /// .presentationDetents([.height(200)])
    /// ```
    ///
    /// - Parameter height: The height of the sheet, in points.
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(height: .height(Double(height)))
    }
}

extension PresentationDetent: CustomStringConvertible, AttributeValue {
    /// `medium`, `large`, `fraction(0.25)`, `height(200)`: as ``ViewHost/render()`` writes it.
    public var description: String {
        switch height {
        case .medium: "medium"
        case .large: "large"
        case .fraction(let fraction): "fraction(\(fraction.attributeDescription))"
        case .height(let points): "height(\(points.attributeDescription))"
        }
    }
}

/// A set of detents as a recorded argument: sorted by description, so the same set is
/// always written the same way.
struct DetentSet: AttributeValue, Equatable {
    let detents: Set<PresentationDetent>

    var attributeDescription: String { "[" + detents.map(\.description).sorted().joined(separator: ", ") + "]" }
}
