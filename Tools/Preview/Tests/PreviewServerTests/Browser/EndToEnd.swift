import Testing

/// The tests that start servers (and browsers): one at a time, since they build the same
/// packages and measure times on a shared machine.
@Suite(.serialized)
enum EndToEnd {}

extension Trait where Self == ConditionTrait {
    /// Skips a test that needs a browser when Debian's Chromium or its driver is missing,
    /// with the command that installs them as the reason shown.
    static var needsChromium: Self {
        .enabled(if: WebDriver.isInstalled,
                 "Skipped: chromium and chromedriver are not installed (apt-get install -y chromium chromium-driver)")
    }
}
