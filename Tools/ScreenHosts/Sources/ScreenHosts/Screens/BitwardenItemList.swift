import ViewEngine

// bitwarden/authenticator-ios's list of verification codes
// (AuthenticatorShared/UI/Vault/ItemList/ItemList/ItemListView.swift), as its preview
// "Items with Favorite" draws in the previews' snapshot test: a Favorites section of one
// code and a Personal section of two, each code "123456" of a 30-second period, at the
// preview time provider's fixed moment (19 seconds of the period left).

/// The codes list in a navigation view: the large title "Verification codes", an
/// always-shown search field, the add item, and the sections of code rows.
let bitwardenItemList = HostedScreen(
    "bwa-item-list",
    origin: "bitwarden/authenticator-ios AuthenticatorShared/UI/Vault/ItemList/ItemList/ItemListView.swift "
        + "(SearchableItemListView, ItemListView), Vault/Views/ItemListItemRow/ItemListItemRowView.swift, "
        + "Vault/Views/TOTPCountdownTimerView.swift, CircularProgressShape.swift; ItemListViewTests' previews snapshot "
        + "(Items with Favorite; PreviewTimeProvider's fixed date, 19 s left); the globe image set read from the fetched "
        + "sources; the toasts, the store's tasks and the "
        + "rows' menu items' icons left out (no drawing)",
    setUp: bitwardenAppearances
) {
    NavigationView {
        BitwardenItemListView(sections: [
            BitwardenCodeSection(name: "Favorites", items: ["Favorited"]),
            BitwardenCodeSection(name: "Personal", items: ["One", "Two"]),
        ])
    }
}

/// A section of the list: its name and its items' names (each a code "123456", no account name).
private struct BitwardenCodeSection: Identifiable {
    /// The section's name, its header.
    let name: String
    /// The names of its items.
    let items: [String]

    /// The section's identity, its name.
    var id: String { name }
}

/// The list: the loaded sections (its hidden search results under them) on the secondary
/// background, searchable from the bar's drawer, titled large, with the add item.
private struct BitwardenItemListView: View {
    /// The sections, in order.
    let sections: [BitwardenCodeSection]

    var body: some View {
        ZStack {
            ZStack {
                content
                ScrollView {
                    LazyVStack(spacing: 0) {}
                }
                .hidden()
            }
            .background(BitwardenPalette.backgroundSecondary.ignoresSafeArea())
            .searchable(text: .constant(""), placement: .navigationBarDrawer(displayMode: .always), prompt: "Search")
        }
        .navigationTitle("Verification codes")
        .navigationBarTitleDisplayMode(.large)
        .toolbar { BitwardenAddItem() }
    }

    /// The sections, 20 points apart, 16 points in from the scroll view's edges.
    private var content: some View {
        ScrollView {
            VStack(spacing: 20) {
                ForEach(sections) { section in
                    LazyVStack(alignment: .leading, spacing: 7) {
                        BitwardenSectionHeader(title: section.name)
                        ForEach(section.items, id: \.self) { name in
                            row(name: name)
                                .clipShape(RoundedRectangle(cornerRadius: 10))
                        }
                    }
                }
            }
            .padding(16)
        }
    }

    /// An item's row: a menu of its actions whose label is the code row, on the primary background.
    private func row(name: String) -> some View {
        Menu {
            Button("Copy") {}
            Button("Edit") {}
            Divider()
            Button("Delete", role: .destructive) {}
        } label: {
            BitwardenCodeRow(name: name, code: "123 456", secondsLeft: 19, period: 30)
        } primaryAction: {}
        .background(BitwardenPalette.backgroundPrimary)
    }
}

/// A code row without a divider (the last of its section): the globe icon, the name, the
/// countdown ring and the code, grouped by threes. The globe is the app's own template
/// artwork (its `globe` image set, read from the fetched sources), scaled to fit 22 points
/// and tinted with the secondary text colour.
private struct BitwardenCodeRow: View {
    /// The item's name.
    let name: String
    /// The code as shown.
    let code: String
    /// The seconds left of the code's period.
    let secondsLeft: Int
    /// The code's period in seconds.
    let period: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 16) {
                Image(decorative: "globe")
                    .resizable()
                    .scaledToFit()
                    .frame(width: 22, height: 22)
                    .foregroundColor(BitwardenPalette.textSecondary)
                    .padding(.vertical, 19)
                HStack {
                    VStack(alignment: .leading, spacing: 0) {
                        Text(name)
                            .bitwardenStyle(.headline)
                            .lineLimit(1)
                            .foregroundColor(BitwardenPalette.textPrimary)
                    }
                    Spacer()
                    BitwardenCountdown(secondsLeft: secondsLeft, period: period)
                    Text(code)
                        .bitwardenStyle(.bodyMonospaced, monospacedDigit: true)
                        .foregroundColor(BitwardenPalette.textPrimary)
                }
                .padding(.vertical, 9)
            }
            .padding(.horizontal, 16)
        }
    }
}

/// The countdown: the seconds left, in a room two monospaced characters wide, 6 points
/// inside a ring 3 points wide whose arc, clockwise from the top, is the period's part
/// left (the brand's blue, more than 7 seconds being left).
private struct BitwardenCountdown: View {
    /// The seconds left.
    let secondsLeft: Int
    /// The period in seconds.
    let period: Int

    var body: some View {
        ZStack {
            Text("  ")
                .bitwardenStyle(.caption2Monospaced)
            Text("\(secondsLeft)")
                .bitwardenStyle(.caption2Monospaced, monospacedDigit: true)
                .foregroundColor(BitwardenPalette.textPrimary)
        }
        .padding(6)
        .background {
            BitwardenProgressArc(progress: CGFloat(secondsLeft) / CGFloat(period))
                .stroke(lineWidth: 3)
                .foregroundColor(BitwardenPalette.primary)
        }
    }
}

/// An arc of the circle inscribed in the rectangle, from the top clockwise through
/// `progress` of a full turn.
private struct BitwardenProgressArc: Shape {
    /// The part of a turn the arc covers, 0 to 1.
    var progress: CGFloat

    /// The arc in `rect`.
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2,
                    startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * progress), clockwise: false)
        return path
    }
}
