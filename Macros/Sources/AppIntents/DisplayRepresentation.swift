import ViewEngine

/// How the system shows a value (an entity, an enum's case): a title, and optionally a
/// subtitle and an image.
///
/// ```swift
/// var displayRepresentation: DisplayRepresentation {
///     DisplayRepresentation(title: "\(name)", subtitle: "\(birds) birds", image: .init(systemName: "bird"))
/// }
/// ```
public struct DisplayRepresentation: Sendable, Equatable, ExpressibleByStringInterpolation {
    /// The value's name.
    public var title: LocalizedStringResource
    /// A second line, if any.
    public var subtitle: LocalizedStringResource?
    /// An image shown beside the title, if any.
    public var image: Image?

    /// A representation with a title, and optionally a subtitle and an image.
    ///
    /// ```swift
    /// DisplayRepresentation(title: "Backyard", subtitle: "3 feeders")
    /// ```
    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }

    /// A representation whose title is a string literal.
    ///
    /// ```swift
    /// static let caseDisplayRepresentations: [Flavor: DisplayRepresentation] = [.vanilla: "Vanilla"]
    /// ```
    public init(stringLiteral value: String) { self.init(title: LocalizedStringResource(stringLiteral: value)) }

    /// A representation whose title is a string with interpolations.
    ///
    /// ```swift
    /// let representation: DisplayRepresentation = "\(name)"
    /// ```
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(title: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }

    /// The image of a display representation: a symbol, an image of the app's assets, or
    /// image data.
    ///
    /// ```swift
    /// DisplayRepresentation.Image(systemName: "bird")
    /// ```
    public struct Image: Sendable, Equatable {
        /// The SF Symbol's name, for a symbol image.
        public var systemName: String?
        /// The asset's name, for an image of the app's assets.
        public var name: String?
        /// The image's data, for an image made of data.
        public var data: Data?
        /// The image's location, for an image at a URL.
        public var url: URL?
        /// Whether the image is drawn as a template (tinted by the system).
        public var isTemplate: Bool

        /// A symbol image.
        ///
        /// ```swift
        /// .init(systemName: "hand.raised.fill")
        /// ```
        public init(systemName: String, isTemplate: Bool = true) {
            self.systemName = systemName
            self.isTemplate = isTemplate
        }

        /// An image of the app's assets.
        ///
        /// ```swift
        /// .init(named: "Backyard")
        /// ```
        public init(named name: String, isTemplate: Bool = false) {
            self.name = name
            self.isTemplate = isTemplate
        }

        /// An image made of data (PNG, JPEG...).
        ///
        /// ```swift
        /// .init(data: thumbnail)
        /// ```
        public init(data: Data, isTemplate: Bool = false) {
            self.data = data
            self.isTemplate = isTemplate
        }

        /// An image at a file URL.
        ///
        /// ```swift
        /// .init(url: photoURL)
        /// ```
        public init(url: URL, isTemplate: Bool = false) {
            self.url = url
            self.isTemplate = isTemplate
        }
    }
}
