// DateFormatter's behaviour setting, which swift-corelibs-foundation lacks.
#if !canImport(Darwin)
import Foundation

extension DateFormatter {
    /// Constants that specify the behavior a date formatter should exhibit — Foundation's
    /// `DateFormatter.Behavior`, with Apple's raw values.
    ///
    /// ```swift
    /// formatter.formatterBehavior = .behavior10_4
    /// ```
    public enum Behavior: UInt, Sendable {
        /// Specifies default formatting behavior (10.4's).
        case `default` = 0
        /// Specifies formatting behavior equivalent to that in OS X 10.0 (not available:
        /// a formatter keeps 10.4's).
        case behavior10_0 = 1000
        /// Specifies formatting behavior equivalent for OS X 10.4: the only one there is.
        case behavior10_4 = 1040
    }

    /// The default formatting behavior for instances of the class: `.behavior10_4`, as
    /// Apple documents it "for iOS and for macOS applications linked against macOS 10.5
    /// and later". Setting it changes nothing: every formatter formats as 10.4 does.
    ///
    /// ```swift
    /// DateFormatter.defaultFormatterBehavior = .behavior10_4
    /// ```
    public class var defaultFormatterBehavior: Behavior {
        get { .behavior10_4 }
        set { _ = newValue }
    }

    /// The formatter behavior of the formatter: `.behavior10_4`, the only behavior a
    /// formatter on iOS and a current macOS has. Setting it changes nothing, and the
    /// formatter goes on answering `.behavior10_4` and formatting with Unicode date
    /// patterns (`dateFormat`, `dateStyle`, `timeStyle` as set).
    ///
    /// ```swift
    /// let formatter = DateFormatter()
    /// formatter.formatterBehavior = .behavior10_4
    /// formatter.dateFormat = "yyyy-MM-dd"
    /// ```
    public var formatterBehavior: Behavior {
        get { .behavior10_4 }
        set { _ = newValue }
    }
}
#endif
