import ViewEngine

/// home-assistant's `AppleLikeListTopRowHeader`: its icon (or the view given in its
/// place) over a bold title and a centred secondary subtitle.
struct HAListTopHeader<Artwork: View>: View {
    let title: String
    let subtitle: String
    @ViewBuilder let artwork: () -> Artwork

    var body: some View {
        VStack(spacing: 16) {
            artwork()
            VStack(spacing: 4) {
                Text(title)
                    .font(.title3.bold())
                Text(subtitle)
                    .foregroundStyle(Color(uiColor: .secondaryLabel))
                    .font(.subheadline)
                    .multilineTextAlignment(.center)
                    .frame(maxWidth: .infinity, alignment: .center)
            }
        }
        .padding(.vertical, 4)
    }
}
