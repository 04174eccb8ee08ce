// The modifier keys of AppKit's events.
#if !os(macOS) && !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
import Foundation

extension NSEvent {
    /// The modifier keys held during an event — AppKit's `NSEvent.ModifierFlags`, with its
    /// raw values.
    ///
    /// ```swift
    /// event.modifierFlags.contains(.command)
    /// ```
    public struct ModifierFlags: OptionSet, Hashable, Sendable {
        /// The flags' bits.
        public let rawValue: UInt
        /// Flags of `rawValue`'s bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Caps Lock.
        public static let capsLock = ModifierFlags(rawValue: 1 << 16)
        /// Shift.
        public static let shift = ModifierFlags(rawValue: 1 << 17)
        /// Control.
        public static let control = ModifierFlags(rawValue: 1 << 18)
        /// Option.
        public static let option = ModifierFlags(rawValue: 1 << 19)
        /// Command.
        public static let command = ModifierFlags(rawValue: 1 << 20)
        /// A key on the numeric keypad.
        public static let numericPad = ModifierFlags(rawValue: 1 << 21)
        /// Help.
        public static let help = ModifierFlags(rawValue: 1 << 22)
        /// A function key.
        public static let function = ModifierFlags(rawValue: 1 << 23)
        /// The bits of the keys above, for masking off the rest.
        public static let deviceIndependentFlagsMask = ModifierFlags(rawValue: 0xFFFF_0000)
    }

    /// The modifier keys held during the event: none, as the host sends no key events.
    ///
    /// ```swift
    /// event.modifierFlags.contains(.shift)
    /// ```
    public var modifierFlags: ModifierFlags { [] }

    /// The modifier keys held now: none, headless.
    ///
    /// ```swift
    /// NSEvent.modifierFlags.contains(.option)
    /// ```
    public class var modifierFlags: ModifierFlags { [] }
}
#endif
