/// The sizes that you can specify for content, the older name of ``DynamicTypeSize``
/// (`@Environment(\.sizeCategory)` reads the dynamic type size in these terms).
///
/// ```swift
/// @Environment(\.sizeCategory) private var sizeCategory
/// if sizeCategory.isAccessibilityCategory { VStack { content } } else { HStack { content } }
/// ```
public enum ContentSizeCategory: Hashable, Sendable, CaseIterable, Comparable {
    /// A size that's smaller than small.
    case extraSmall
    /// A small size.
    case small
    /// A medium size.
    case medium
    /// A large size: the default.
    case large
    /// A size that's larger than large.
    case extraLarge
    /// A size that's larger than extra large.
    case extraExtraLarge
    /// The largest size that isn't an accessibility size.
    case extraExtraExtraLarge
    /// A medium accessibility size.
    case accessibilityMedium
    /// A large accessibility size.
    case accessibilityLarge
    /// An extra large accessibility size.
    case accessibilityExtraLarge
    /// An extra extra large accessibility size.
    case accessibilityExtraExtraLarge
    /// The largest accessibility size.
    case accessibilityExtraExtraExtraLarge

    /// Whether the content size category is one that's associated with accessibility.
    ///
    /// ```swift
    /// ContentSizeCategory.accessibilityMedium.isAccessibilityCategory   // true
    /// ```
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The category of a dynamic type size: the same position in the same list.
    init(_ size: DynamicTypeSize) {
        self = Self.allCases[DynamicTypeSize.allCases.firstIndex(of: size) ?? 3]
    }

    /// The dynamic type size of this category.
    var dynamicTypeSize: DynamicTypeSize {
        DynamicTypeSize.allCases[Self.allCases.firstIndex(of: self) ?? 3]
    }
}

extension DynamicTypeSize {
    /// Whether the size is one that's associated with accessibility (`accessibility1` and up).
    ///
    /// ```swift
    /// @Environment(\.dynamicTypeSize) private var size
    /// let stacked = size.isAccessibilitySize
    /// ```
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}
