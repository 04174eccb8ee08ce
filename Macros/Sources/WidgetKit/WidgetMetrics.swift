/// The sizes and insets of widgets on the phone a ``WidgetHost`` stands for: an iPhone 15
/// (a 393 × 852-point screen, the engine's window).
///
/// Sources and grades:
/// - **Home Screen sizes** (small 158 × 158, medium 338 × 158, large 338 × 354): the
///   widget size table of Apple's Human Interface Guidelines for 393 × 852 and
///   390 × 844-point screens, which also agrees with sizes measured with a
///   `GeometryReader` on iPhones of that screen size. Documented.
///   (170 × 170, 364 × 170 and 364 × 382 are the sizes on 430- and 428-point-wide
///   screens, the Plus and Pro Max phones, not an iPhone 15.)
/// - **Lock Screen sizes** (circular 72 × 72, rectangular 160 × 72, inline 234 × 26): the
///   same table's accessory rows for 393-point screens, as remembered; not checked
///   against a device here. Estimate.
/// - **Content margins** (16 points on each edge of a Home Screen widget, none on the
///   Lock Screen): Apple says the system applies margins and publishes no number; 16 is
///   what the margins measure on iPhones. Estimate.
/// - **Corner radius** (22 points, continuous): Apple publishes none; measured from
///   screenshots of iPhone Home Screens, where it is 21–23 points. Estimate.
enum WidgetMetrics {
    /// The widget's size in `family` on an iPhone 15; `nil` for iPad's `systemExtraLarge`.
    static func size(of family: WidgetFamily) -> CGSize? {
        switch family {
        case .systemSmall: CGSize(width: 158, height: 158)
        case .systemMedium: CGSize(width: 338, height: 158)
        case .systemLarge: CGSize(width: 338, height: 354)
        case .systemExtraLarge: nil
        case .accessoryCircular: CGSize(width: 72, height: 72)
        case .accessoryRectangular: CGSize(width: 160, height: 72)
        case .accessoryInline: CGSize(width: 234, height: 26)
        }
    }

    /// The content margins of `family`, on each edge.
    static func contentMargin(of family: WidgetFamily) -> CGFloat {
        family.isAccessory ? 0 : 16
    }

    /// The radius of a Home Screen widget's corners.
    static let cornerRadius: CGFloat = 22
}
