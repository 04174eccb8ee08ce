import ViewEngine

/// home-assistant/iOS's `OnboardingWelcomeView` in a `NavigationView` with its bar hidden,
/// as its test hosts it: a scroll view of the logo, the header and the body text, with the
/// primary and secondary buttons inset at the bottom.
let haOnboardingWelcome = HostedScreen(
    "ha-onboarding-welcome",
    origin: "home-assistant/iOS Sources/App/Onboarding/Steps/Welcome/OnboardingWelcomeView.swift, "
        + "Shared/DesignSystem/Styles/HAButtonStyles.swift (primary and secondary styles); OnboardingWelcomeView.test; "
        + "the logo (the Logo image set) read from the fetched sources; the secondary button's title is the source's "
        + "(\"Getting started\"; the picture, recorded earlier, says \"Learn more\")"
) {
    NavigationView {
        HAOnboardingWelcomeView()
            .toolbarVisibility(.hidden, for: .navigationBar)
    }
}

/// The app's primary colour (`Color.haPrimary`).
private let haPrimary = Color(red: 0, green: 0xAE / 255, blue: 0xF8 / 255)

/// The welcome step.
private struct HAOnboardingWelcomeView: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 24) {
                Spacer()
                logoBlock
                textBlock
                Spacer()
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .center)
            .frame(maxWidth: 600)
            .padding(.top, 50)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .safeAreaInset(edge: .bottom) {
            continueButtonBlock
        }
    }

    private var logoBlock: some View {
        VStack(spacing: 46) {
            Image("Logo")
                .resizable()
                .aspectRatio(contentMode: .fit)
                .accessibilityLabel("Home Assistant logo")
                .frame(width: 120, height: 120, alignment: .center)
            Text(verbatim: "Home Assistant Companion App")
                .font(.largeTitle.bold())
                .padding(.horizontal, 16)
        }
    }

    private var textBlock: some View {
        VStack(alignment: .center, spacing: 16) {
            Text(verbatim: ScreenProse.localized("onboarding.welcome.body"))
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
        }
        .padding()
    }

    private var continueButtonBlock: some View {
        VStack {
            NavigationLink(destination: EmptyView()) {
                Text(verbatim: "Connect to my Home Assistant")
            }
            .buttonStyle(HAPrimaryButtonStyle())
            Button("Getting started") {}
                .tint(haPrimary)
                .buttonStyle(HASecondaryButtonStyle())
        }
        .padding(.horizontal, 16)
        .background(Color(uiColor: .systemBackground))
    }
}

/// The app's primary button style: a white headline on a filled rounded rectangle.
private struct HAPrimaryButtonStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled: Bool

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.headline)
            .foregroundColor(.white)
            .frame(maxWidth: .infinity)
            .padding(.horizontal, 20)
            .padding(.vertical, 14)
            .background(isEnabled ? haPrimary : Color.gray)
            .clipShape(RoundedRectangle(cornerRadius: 12))
            .opacity(isEnabled ? 1 : 0.5)
    }
}

/// The app's secondary button style: a bold callout in the primary colour.
private struct HASecondaryButtonStyle: ButtonStyle {
    @Environment(\.isEnabled) private var isEnabled: Bool

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(.callout.bold())
            .foregroundColor(haPrimary)
            .frame(maxWidth: .infinity)
            .padding(.horizontal, 20)
            .padding(.vertical, 14)
            .clipShape(RoundedRectangle(cornerRadius: 12))
            .opacity(isEnabled ? 1 : 0.5)
    }
}
