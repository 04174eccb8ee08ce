// SwiftUI's attributes of an `AttributedString` (`AttributeScopes.SwiftUIAttributes`):
// `greeting.foregroundColor = .red`, `greeting.font = .headline`, and scopes of an app's own
// that include them. The values are kept in the string's runs, as with Apple's; a `Text`
// of the string shows its characters, and a picture draws the runs' colors, background
// colors and lines (Text+Runs.swift).

import Foundation

extension AttributeScopes {
    /// The attributes SwiftUI reads from an `AttributedString` shown in a `Text`.
    ///
    /// ```swift
    /// var title = AttributedString("Due today")
    /// title.foregroundColor = .red
    /// title.font = .headline
    /// title.runs.first?.foregroundColor   // .red
    /// ```
    public struct SwiftUIAttributes: AttributeScope {
        /// The text's color.
        public let foregroundColor: ForegroundColorAttribute
        /// The color behind the text.
        public let backgroundColor: BackgroundColorAttribute
        /// The text's font.
        public let font: FontAttribute
        /// The line under the text.
        public let underlineStyle: UnderlineStyleAttribute
        /// The line through the text.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// The space added after each character.
        public let kern: KerningAttribute
        /// The space added between characters, the font's tracking.
        public let tracking: TrackingAttribute
        /// The text's vertical offset from its baseline.
        public let baselineOffset: BaselineOffsetAttribute
        /// Foundation's attributes (links, morphology…).
        public let foundation: AttributeScopes.FoundationAttributes

        /// The text's color.
        public enum ForegroundColorAttribute: AttributedStringKey {
            /// A color.
            public typealias Value = Color
            /// The attribute's name.
            public static let name = "SwiftUI.ForegroundColor"
        }
        /// The color behind the text.
        public enum BackgroundColorAttribute: AttributedStringKey {
            /// A color.
            public typealias Value = Color
            /// The attribute's name.
            public static let name = "SwiftUI.BackgroundColor"
        }
        /// The text's font.
        public enum FontAttribute: AttributedStringKey {
            /// A font.
            public typealias Value = Font
            /// The attribute's name.
            public static let name = "SwiftUI.Font"
        }
        /// The line under the text.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            /// A line style.
            public typealias Value = Text.LineStyle
            /// The attribute's name.
            public static let name = "SwiftUI.UnderlineStyle"
        }
        /// The line through the text.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            /// A line style.
            public typealias Value = Text.LineStyle
            /// The attribute's name.
            public static let name = "SwiftUI.StrikethroughStyle"
        }
        /// The space added after each character, in points.
        public enum KerningAttribute: AttributedStringKey {
            /// Points.
            public typealias Value = CGFloat
            /// The attribute's name.
            public static let name = "SwiftUI.Kern"
        }
        /// The space added between characters, in points.
        public enum TrackingAttribute: AttributedStringKey {
            /// Points.
            public typealias Value = CGFloat
            /// The attribute's name.
            public static let name = "SwiftUI.Tracking"
        }
        /// The vertical offset from the baseline, in points.
        public enum BaselineOffsetAttribute: AttributedStringKey {
            /// Points.
            public typealias Value = CGFloat
            /// The attribute's name.
            public static let name = "SwiftUI.BaselineOffset"
        }
    }

    /// SwiftUI's attributes, as a scope (`AttributedString(markdown:including:)`).
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }
}

extension AttributeDynamicLookup {
    /// SwiftUI's attributes by name: `string.foregroundColor`, `string.font`.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>) -> T {
        self[T.self]
    }
}
