import Testing
import ViewEngine

/// Corpus screens with tabs, pages, scene phase, themes, ratings, cards and observable
/// objects.
@MainActor
@Suite("Corpus: screens")
struct ScreensTests {
    @Test func tabsReportSelectionAndBadgeChanges() async throws {
        let lines = try await printed {
            let host = ViewHost(MainTabsView(), configuration: .corpus)
            try host.select(tab: "Inbox")
            try host.tap("Mark all read")
            try host.select(tab: "Profile")
        }
        #expect(lines == ["selected inbox", "unread 0", "selected profile"])
    }

    @Test func onboardingPagesThenFinishes() async throws {
        let lines = try await printed {
            let host = ViewHost(OnboardingPagerView(), configuration: .corpus)
            try host.tap("Next")
            try host.tap("Next")
            try host.tap("Get Started")
        }
        #expect(lines == ["page 2 of 3", "page 3 of 3", "onboarding finished: true"])
    }

    @Test func scenePhaseSavesAndRefreshes() async {
        var host: ViewHost<ScenePhaseRefreshView>!
        let lines = await printed {
            host = ViewHost(ScenePhaseRefreshView(), configuration: .corpus)
            host.scenePhase = .background
            host.scenePhase = .active
        }
        #expect(lines == ["saving state", "refresh #1"])
        #expect(host.render() == "VStack\n  Text \"Refreshed 1 times\"\n  Text \"Last: on activation\" [font: footnote]")
    }

    @Test func initialOnChangeRecordsHistory() async throws {
        var host: ViewHost<StepCounterView>!
        let lines = try await printed {
            host = ViewHost(StepCounterView(), configuration: .corpus)
            try host.tap("+1000")
            try host.tap("+1000")
            try host.tap("Reset")
        }
        #expect(lines == ["0 → 0", "0 → 1000", "1000 → 2000", "2000 → 0"])
        #expect(host.render() == """
            VStack
              Text "0 steps" [font: largeTitle]
              HStack
                Button "+1000"
                Button "Reset"
              Text "0 → 0" [font: caption]
              Text "0 → 1000" [font: caption]
              Text "1000 → 2000" [font: caption]
              Text "2000 → 0" [font: caption]
            """)
    }

    @Test func themePickerSwitchesBySwatchLabel() async throws {
        var host: ViewHost<ThemePickerView>!
        let lines = try await printed {
            host = ViewHost(ThemePickerView(), configuration: .corpus)
            try host.tap("Sunset")
            try host.tap("Berry")
        }
        #expect(lines == ["theme → Sunset", "theme → Berry"])
        #expect(host.render().hasPrefix("""
            VStack
              RoundedRectangle [fill: pink.gradient]
                overlay
                  Text "Berry" [font: headline, foregroundColor: white]
            """))
    }

    @Test func ratingsAreTappedByTheirAccessibilityLabels() async throws {
        var host: ViewHost<ReviewFormView>!
        let lines = try await printed {
            host = ViewHost(ReviewFormView(), configuration: .corpus)
            try host.tap("4 stars")
            try host.tap("2 stars")
        }
        #expect(lines == ["rated 4", "rated 2"])
        #expect(host.render().contains("Text \"Tell us what to improve\" [font: footnote]"))
    }

    @Test func expandableCardAnnouncesItsState() async throws {
        var host: ViewHost<ExpandableCardView>!
        let lines = try await printed {
            host = ViewHost(ExpandableCardView(title: "Shipping", details: "Ships in 2 days"), configuration: .corpus)
            try host.tap("Shipping")
            #expect(host.render().contains("Text \"Ships in 2 days\" [font: body, foregroundStyle: secondary]"))
            try host.tap("Shipping")
        }
        #expect(lines == ["Shipping expanded", "Shipping collapsed"])
    }

    /// `onReceive(monitor.$isOnline)` gets the current value when it subscribes, then
    /// each change.
    @Test func networkBannerFollowsThePublishedState() async throws {
        var host: ViewHost<NetworkBannerView>!
        let lines = try await printed {
            host = ViewHost(NetworkBannerView(), configuration: .corpus)
            await host.settle()
            try host.tap("Drop connection")
            await host.settle()
            #expect(host.render().hasPrefix("VStack\n  Text \"You're offline\" [font: subheadline.weight(semibold), foregroundColor: white, background: red]"))
            try host.tap("Reconnect")
            await host.settle()
        }
        #expect(lines == ["network online", "network offline", "network online"])
        #expect(host.render() == "VStack\n  Spacer\n  Button \"Drop connection\"\n  Button \"Reconnect\"")
    }
}
