import ViewEngine

// The pieces of bitwarden/authenticator-ios's design system its settings screens are made
// of (AuthenticatorShared/UI/Platform/Application at the rows' commit), written out as what
// they draw: the asset catalog's colours by appearance, the style guide's fonts with their
// line heights, a section's uppercase header, a settings row, a menu row, a field, the
// tertiary button, the toolbar's items and the scrolled page. The app's icons (PDFs in its
// asset catalog) are drawn as the system symbols of the same shape and size.

/// A colour of the app's asset catalog: one value in light, another in dark.
func bitwardenColor(light: Int, dark: Int, darkOpacity: Double = 1, lightOpacity: Double = 1) -> Color {
    func color(_ rgb: Int, _ opacity: Double) -> UIColor {
        UIColor(red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
                blue: Double(rgb & 0xFF) / 255, alpha: opacity)
    }
    return Color(uiColor: UIColor { $0.userInterfaceStyle == .dark ? color(dark, darkOpacity) : color(light, lightOpacity) })
}

/// The asset catalog's colours the settings screens use.
enum BitwardenPalette {
    /// Rows and fields.
    static let backgroundPrimary = bitwardenColor(light: 0xFFFFFF, dark: 0x3A3A3C)
    /// The page behind them.
    static let backgroundSecondary = bitwardenColor(light: 0xF2F2F7, dark: 0x1C1C1E)
    /// Titles.
    static let textPrimary = bitwardenColor(light: 0x000000, dark: 0xFFFFFF)
    /// Values, headers, captions and row icons.
    static let textSecondary = bitwardenColor(light: 0x505059, dark: 0xEBEBF5, darkOpacity: 0.6)
    /// The brand's blue: buttons' titles, toolbar icons.
    static let primary = bitwardenColor(light: 0x175DDC, dark: 0xB2C5FF)
    /// The tertiary button's fill.
    static let fillTertiary = bitwardenColor(light: 0x767A80, dark: 0x767980, darkOpacity: 0.24, lightOpacity: 0.12)
}

/// The style guide's text styles: a system text style with a line height the text is
/// padded out to.
enum BitwardenFont {
    case headline, body, bodyMonospaced, subheadline, footnote, caption2, caption2Monospaced

    /// The system text style.
    var font: Font {
        switch self {
        case .headline: .headline
        case .body: .body
        case .bodyMonospaced: .system(.body, design: .monospaced)
        case .subheadline: .subheadline
        case .footnote: .footnote
        case .caption2: .caption2
        case .caption2Monospaced: .system(.caption2, design: .monospaced)
        }
    }

    /// The point size and the line height the style guide gives it.
    var metrics: (size: CGFloat, lineHeight: CGFloat) {
        switch self {
        case .headline, .body, .bodyMonospaced: (17, 22)
        case .subheadline: (15, 20)
        case .footnote: (13, 18)
        case .caption2, .caption2Monospaced: (11, 13)
        }
    }
}

extension View {
    /// The style guide's font, padded above and below to its line height, with half the
    /// difference as line spacing.
    func bitwardenStyle(_ style: BitwardenFont) -> some View {
        font(style.font).bitwardenLineHeight(style)
    }

    /// Padded above and below to the style's line height, with half the difference as line spacing.
    func bitwardenLineHeight(_ style: BitwardenFont) -> some View {
        let extra = (style.metrics.lineHeight - style.metrics.size) / 2
        return padding(.vertical, extra)
            .lineSpacing(extra)
            .frame(minHeight: style.metrics.lineHeight)
    }

    /// The page: scrolled, 16 points in from the sides and the ends, on the secondary background.
    func bitwardenPage() -> some View {
        ScrollView {
            self.padding(.horizontal, 16).padding([.top, .bottom], 16)
        }
        .background(BitwardenPalette.backgroundSecondary)
    }
}

@MainActor
extension Text {
    /// A text's style guide font: the style at `weight` (regular unless given, so a
    /// headline is not bold), its digits monospaced when asked, padded to its line height.
    @ViewBuilder
    func bitwardenStyle(_ style: BitwardenFont, weight: Font.Weight = .regular, monospacedDigit: Bool = false) -> some View {
        let styled = font(style.font).fontWeight(weight)
        if monospacedDigit {
            styled.monospacedDigit().bitwardenLineHeight(style)
        } else {
            styled.bitwardenLineHeight(style)
        }
    }
}

/// A row icon: 22 points square, scaled with the text, in the secondary text colour.
struct BitwardenRowIcon: View {
    /// The symbol standing in for the app's icon.
    let symbol: String
    @ScaledMetric private var scale = 1.0

    var body: some View {
        Image(systemName: symbol)
            .resizable()
            .frame(width: 22 * scale, height: 22 * scale)
            .foregroundStyle(BitwardenPalette.textSecondary)
    }
}

/// A section's header: its title uppercased in the footnote style and the secondary text colour.
struct BitwardenSectionHeader: View {
    /// The header's text.
    let title: String

    var body: some View {
        Text(title)
            .bitwardenStyle(.footnote)
            .foregroundColor(BitwardenPalette.textSecondary)
            .textCase(.uppercase)
    }
}

/// A section: its header over its content, 8 points apart.
struct BitwardenSection<Content: View>: View {
    /// The header's text.
    let title: String
    /// The space between the content's views.
    var contentSpacing: CGFloat = 16
    @ViewBuilder let content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            BitwardenSectionHeader(title: title)
            VStack(alignment: .leading, spacing: contentSpacing) {
                content
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

/// A settings row: a button with the name (19 points above and below) and its trailing
/// content, a divider under it unless it is the last.
struct BitwardenSettingsRow<Trailing: View>: View {
    /// The row's name.
    let name: String
    /// Whether a divider closes the row.
    var hasDivider = true
    @ViewBuilder var trailing: Trailing

    var body: some View {
        Button {} label: {
            VStack(spacing: 0) {
                HStack {
                    Text(name)
                        .bitwardenStyle(.body)
                        .foregroundColor(BitwardenPalette.textPrimary)
                        .multilineTextAlignment(.leading)
                        .padding(.vertical, 19)
                    Spacer()
                    trailing
                        .bitwardenStyle(.body)
                        .foregroundColor(BitwardenPalette.textSecondary)
                        .multilineTextAlignment(.trailing)
                }
                .padding(.horizontal, 16)
                if hasDivider {
                    Divider().padding(.leading, 16)
                }
            }
        }
        .background(BitwardenPalette.backgroundPrimary)
    }
}

extension BitwardenSettingsRow where Trailing == EmptyView {
    /// A row with nothing at its trailing end.
    init(name: String, hasDivider: Bool = true) {
        self.init(name: name, hasDivider: hasDivider) { EmptyView() }
    }
}

/// A menu row: a menu whose label is the title and the chosen option, as a settings row.
struct BitwardenMenuRow: View {
    /// The row's title.
    let title: String
    /// The chosen option's name.
    let selection: String
    /// Every option's name.
    let options: [String]

    var body: some View {
        VStack(spacing: 0) {
            Menu {
                Picker(selection: .constant(selection)) {
                    ForEach(options, id: \.self) { Text($0).tag($0) }
                } label: { Text("") }
            } label: {
                HStack {
                    Text(title)
                        .multilineTextAlignment(.leading)
                        .foregroundColor(BitwardenPalette.textPrimary)
                        .padding(.vertical, 19)
                        .fixedSize(horizontal: false, vertical: true)
                    Spacer()
                    Text(selection)
                        .multilineTextAlignment(.trailing)
                        .foregroundColor(BitwardenPalette.textSecondary)
                }
            }
            .bitwardenStyle(.body)
            .padding(.horizontal, 16)
        }
        .background(BitwardenPalette.backgroundPrimary)
    }
}

/// A menu field: a semibold subheadline title over a rounded field holding a menu of the options.
struct BitwardenMenuField: View {
    /// The field's title.
    let title: String
    /// The chosen option's name.
    let selection: String
    /// Every option's name.
    let options: [String]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title)
                .font(.subheadline)
                .fontWeight(.semibold)
                .padding(.vertical, 2.5)
                .lineSpacing(2.5)
                .frame(minHeight: 20)
                .foregroundColor(BitwardenPalette.textSecondary)
            HStack(spacing: 8) {
                Menu {
                    Picker(selection: .constant(selection)) {
                        ForEach(options, id: \.self) { Text($0).tag($0) }
                    } label: { Text("") }
                } label: {
                    HStack {
                        Text(selection)
                        Spacer()
                    }
                    .contentShape(Rectangle())
                }
                .bitwardenStyle(.body)
                .foregroundColor(BitwardenPalette.textPrimary)
                .frame(maxWidth: .infinity, minHeight: 28, alignment: .leading)
                .padding(.horizontal, 16)
                .padding(.vertical, 8)
                .background(BitwardenPalette.backgroundPrimary)
                .clipShape(RoundedRectangle(cornerRadius: 10))
            }
        }
    }
}

/// The tertiary button style: the brand's blue on the tertiary fill, 14 points above and
/// below, as wide as it is offered, corners of 12.
struct BitwardenTertiaryButtonStyle: ButtonStyle {
    /// The button's look.
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(BitwardenPalette.primary)
            .padding(.vertical, 14)
            .padding(.horizontal, 20)
            .frame(maxWidth: .infinity)
            .background(BitwardenPalette.fillTertiary)
            .clipShape(RoundedRectangle(cornerRadius: 12))
            .opacity(configuration.isPressed ? 0.5 : 1)
    }
}

/// The toolbar's cancel button: the app's cross icon, 19 points square in the brand's blue
/// (its artwork's cross about 13 points across inside that square: the symbol stands in
/// 3 points in from each side).
struct BitwardenCancelItem: ToolbarContent {
    /// The item at the bar's trailing end.
    var body: some ToolbarContent {
        ToolbarItem(placement: .topBarTrailing) {
            Button {} label: {
                Image(systemName: "xmark")
                    .resizable()
                    .padding(3)
                    .frame(width: 19, height: 19)
                    .foregroundStyle(BitwardenPalette.primary)
            }
        }
    }
}

/// The toolbar's add button: the app's plus icon, 19 points square in the brand's blue, the
/// button at least 44 points tall (the artwork's plus 15 of its 16 units across, in its
/// lower-leading corner: the symbol stands 19/16 of a point in from the top and the
/// trailing side).
struct BitwardenAddItem: ToolbarContent {
    /// The item at the bar's trailing end.
    var body: some ToolbarContent {
        ToolbarItem(placement: .topBarTrailing) {
            Button {} label: {
                Image(systemName: "plus")
                    .resizable()
                    .padding([.top, .trailing], 19.0 / 16)
                    .frame(width: 19, height: 19)
                    .foregroundStyle(BitwardenPalette.primary)
            }
            .frame(minHeight: 44)
        }
    }
}

/// The app's default appearances, which its test case's set-up applies as the app does at
/// launch: navigation bars with the brand's contrast colour behind them at rest and
/// scrolled, bar buttons in the brand's blue, opaque tab bars.
let bitwardenAppearances = TestSetUp {
    let bar = UINavigationBarAppearance()
    bar.backgroundColor = UIColor { $0.userInterfaceStyle == .dark ? UIColor(red: 0x1C / 255, green: 0x1C / 255, blue: 0x1E / 255, alpha: 1) : .white }
    UINavigationBar.appearance().scrollEdgeAppearance = bar
    UINavigationBar.appearance().standardAppearance = bar
    let tabs = UITabBarAppearance()
    tabs.configureWithOpaqueBackground()
    UITabBar.appearance().scrollEdgeAppearance = tabs
    UITabBar.appearance().standardAppearance = tabs
} undo: {
    UINavigationBar.appearance().scrollEdgeAppearance = nil
    UINavigationBar.appearance().standardAppearance = UINavigationBarAppearance()
    UITabBar.appearance().scrollEdgeAppearance = nil
    UITabBar.appearance().standardAppearance = UITabBarAppearance()
}
