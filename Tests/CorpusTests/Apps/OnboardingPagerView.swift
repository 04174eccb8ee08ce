import ViewEngine

struct OnboardingPagerView: View {
    private let pages = ["Track habits", "See your streaks", "Get reminders"]
    @State private var page = 0
    @AppStorage("hasSeenOnboarding") private var hasSeenOnboarding = false

    var body: some View {
        VStack {
            TabView(selection: $page) {
                ForEach(pages.indices, id: \.self) { index in
                    VStack(spacing: 12) {
                        Image(systemName: "sparkles")
                            .font(.system(size: 48))
                        Text(pages[index])
                            .font(.title2.bold())
                    }
                    .tag(index)
                    .tabItem { Text("Page \(index + 1)") }
                }
            }
            Button(page == pages.count - 1 ? "Get Started" : "Next") {
                withAnimation {
                    if page < pages.count - 1 { page += 1 } else { hasSeenOnboarding = true }
                }
            }
            .buttonStyle(.borderedProminent)
        }
        .onChange(of: page) { newPage in
            print("page \(newPage + 1) of \(pages.count)")
        }
        .onChange(of: hasSeenOnboarding) { seen in
            print("onboarding finished: \(seen)")
        }
    }
}
