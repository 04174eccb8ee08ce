import Foundation
import Testing
import ViewEngine
import TestSupport

/// The small names of the tail (issue 26): alignment guides, content margins, sensory
/// feedback, the large content viewer, phase animators and environmental modifiers.
@MainActor
@Suite("Surface: alignment guides, margins, feedback, phase animators, environmental modifiers")
struct SmallTailSurfaceTests {
    let text = Text("a")

    func recorded<V: View, M: RecordedModifier>(_ view: ModifiedContent<V, M>) -> String { view.modifier.recorded }

    @Test func eachModifierRecordsItsArguments() {
        #expect(recorded(text.alignmentGuide(HorizontalAlignment.leading) { $0[.trailing] }).hasPrefix("alignmentGuide: leading, computeValue: "))
        #expect(recorded(text.alignmentGuide(.firstTextBaseline) { d in d[VerticalAlignment.bottom] }).hasPrefix("alignmentGuide: firstTextBaseline, "))
        #expect(recorded(text.contentMargins(16)) == "contentMargins: 16")
        #expect(recorded(text.contentMargins(.vertical, 8, for: .scrollContent)) == "contentMargins: vertical, 8, for: scrollContent")
        #expect(recorded(text.contentMargins(.horizontal, EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4), for: .scrollIndicators))
                .hasPrefix("contentMargins: horizontal, "))
        #expect(recorded(text.contentMargins(.all, nil, for: ContentMarginPlacement.automatic)) == "contentMargins: all")
        #expect(recorded(text.sensoryFeedback(.success, trigger: 3)) == "sensoryFeedback: success, trigger: 3")
        #expect(recorded(text.sensoryFeedback(.impact(weight: .heavy, intensity: 0.5), trigger: "a"))
                == "sensoryFeedback: impact(weight: heavy, intensity: 0.5), trigger: \"a\"")
        #expect(recorded(text.sensoryFeedback(SensoryFeedback.impact(flexibility: .soft), trigger: 1) { old, new in new > old })
                .hasPrefix("sensoryFeedback: impact(flexibility: soft, intensity: 1), trigger: 1, condition: "))
        #expect(recorded(text.sensoryFeedback(trigger: 2) { _, new in new > 1 ? .warning : nil }).hasPrefix("sensoryFeedback: trigger: 2, "))
        let all: [SensoryFeedback] = [.warning, .error, .selection, .increase, .decrease, .start, .stop, .alignment, .levelChange, .impact,
                                      .impact(weight: .light), .impact(weight: .medium), .impact(flexibility: .rigid), .impact(flexibility: .solid)]
        #expect(Set(all).count == all.count)
        #expect(recorded(text.accessibilityShowsLargeContentViewer { Label("Mail", systemImage: "envelope") })
                .hasPrefix("accessibilityShowsLargeContentViewer: "))
    }

    struct Heart: View {
        @State var taps = 0
        var body: some View {
            VStack {
                PhaseAnimator([1, 2, 3]) { phase in Text("phase \(phase)") } animation: { _ in .easeInOut }
                PhaseAnimator([false, true], trigger: taps) { isLarge in Text(isLarge ? "large" : "small") }
                Button("tap") { taps += 1 }
                    .phaseAnimator([0.0, 15.0]) { (content: PlaceholderContentView<Button<Text>>, angle) in content.rotationEffect(.degrees(angle)) }
                Image(systemName: "bell")
                    .phaseAnimator([10, 20], trigger: taps) { content, size in content.font(.system(size: CGFloat(size))) } animation: { _ in nil }
            }
        }
    }

    /// Apple's documentation of `PhaseAnimator`: "each defining a discrete step within an
    /// animation"; the content starts in the first phase, and the phases that follow take
    /// virtual time (R23AnimationTests), so before the host's clock moves every animator
    /// shows its first.
    @Test func aPhaseAnimatorShowsItsFirstPhase() throws {
        let host = ViewHost(testing: Heart())
        #expect(host.render() == """
            VStack
              Text "phase 1"
              Text "small"
              Button "tap"
              Image "bell" [font: system(size: 10)]
            """)
    }

    /// A modifier that chooses between two styles by the color scheme, as apps write one.
    struct SchemeBadge: EnvironmentalModifier {
        func resolve(in environment: EnvironmentValues) -> some ViewModifier {
            Badge(label: environment.colorScheme == .dark ? "night" : "day")
        }

        struct Badge: ViewModifier {
            let label: String
            func body(content: Content) -> some View {
                HStack {
                    content
                    Text(label)
                }
            }
        }
    }

    /// Apple's documentation of `EnvironmentalModifier`: "A modifier that must resolve to
    /// a concrete modifier in an environment before use." It is resolved again when the
    /// environment changes (Rules R16).
    @Test func anEnvironmentalModifierResolvesInItsEnvironment() {
        let host = ViewHost(testing: Text("Sky").modifier(SchemeBadge()))
        #expect(host.render() == "HStack\n  Text \"Sky\"\n  Text \"day\"")
        host.colorScheme = .dark
        #expect(host.render() == "HStack\n  Text \"Sky\"\n  Text \"night\"")
    }
}
