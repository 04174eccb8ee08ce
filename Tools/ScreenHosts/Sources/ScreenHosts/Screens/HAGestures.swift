import ViewEngine

/// home-assistant/iOS's `GesturesSetupView` in a `NavigationView`, as its test hosts it:
/// the Apple-like header card, the Shake picker row, then a section per swipe direction
/// (left, right, up) of picker rows showing each gesture's action, and a Reset button.
let haGestures = HostedScreen(
    "ha-gestures",
    origin: "home-assistant/iOS Sources/App/Settings/Gestures/GesturesSetupView.swift, ListPicker.swift, AppleLikeListTopRowHeader.swift; "
        + "GesturesSetupView.test; the gestures' default actions as literals; the gesture icon as Shared/Iconic/IconDrawable.swift's "
        + "image(ofSize: 80 × 80, color: .haPrimary) makes it, from the fetched font (ScreenGlyphs); "
        + "the key window's tint (haPrimary)",
    setUp: haKeyWindowTint,
    glyphs: [haGesturesIcon]
) {
    NavigationView {
        HAGesturesView()
    }
}

/// The header's gesture icon: `MaterialDesignIcons.gestureIcon.image(ofSize: 80 × 80, color: .haPrimary)`.
private let haGesturesIcon = ScreenGlyph("gestureIcon", width: 80, height: 80, color: "#00AEF8")

/// A gesture and the action it is set to.
private struct HAGestureSetting: Hashable {
    let gesture: String
    let action: String
}

/// The gestures settings list.
private struct HAGesturesView: View {
    /// The swipe directions' sections, in the view's order, with their gestures.
    let directions: [(header: String, gestures: [HAGestureSetting])] = [
        ("Swipe left", [
            HAGestureSetting(gesture: "Using one finger", action: "None"),
            HAGestureSetting(gesture: "Using two fingers", action: "Go to next page"),
            HAGestureSetting(gesture: "Using three fingers", action: "Previous server"),
        ]),
        ("Swipe right", [
            HAGestureSetting(gesture: "Using one finger", action: "Show sidebar"),
            HAGestureSetting(gesture: "Using two fingers", action: "Back to previous page"),
            HAGestureSetting(gesture: "Using three fingers", action: "Next server"),
        ]),
        ("Swipe up", [
            HAGestureSetting(gesture: "Using three fingers", action: "Servers list"),
        ]),
    ]

    var body: some View {
        List {
            HAListTopHeader(title: "Gestures", subtitle: ScreenProse.localized("gestures.screen.body")) {
                Image(haGesturesIcon.imageName)
                    .frame(maxWidth: .infinity, alignment: .center)
            }
            Section {
                HAGesturePicker(title: "Shake", selection: "Open debug")
            }
            ForEach(directions, id: \.header) { direction in
                Section(direction.header) {
                    ForEach(direction.gestures, id: \.self) { setting in
                        HAGesturePicker(title: setting.gesture, selection: setting.action)
                    }
                }
            }
        }
        .contentMargins(.top, .zero)
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button(role: .destructive) {
                } label: {
                    Text("Reset")
                }
            }
        }
    }
}

/// The app's `ListPicker`: a navigation row of the title and the selection's title.
private struct HAGesturePicker: View {
    let title: String
    let selection: String

    var body: some View {
        NavigationLink {
            EmptyView()
        } label: {
            HStack {
                Text(title)
                    .frame(maxWidth: .infinity, alignment: .leading)
                Text(selection)
                    .frame(alignment: .trailing)
                    .foregroundColor(Color(uiColor: .secondaryLabel))
                    .truncationMode(.middle)
                    .lineLimit(1)
            }
        }
    }
}
