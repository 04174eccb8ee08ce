// The on-screen keyboard a simulator shows while a text field is edited: XCUITest finds it
// in `app.keyboards`, its letters in `keys` and its Return, shift and delete among its
// `buttons`/`keys`, and a tap on one types as the key does. It is the system's, not the
// app's: the accessibility tree of the app's views never has it; the session adds it below
// the app's elements while an element has keyboard focus, at the bottom of the window, in
// the rows of an iPhone's English keyboard.

import Foundation
import ViewEngine

/// The keyboard's keys and what a tap on each does.
enum SoftwareKeyboard {
    /// What tapping a key does.
    enum Action: Equatable {
        /// Types the character.
        case type(String)
        /// Deletes the character before the insertion point.
        case delete
        /// The return key: submits the field.
        case submit
        /// Shift: does nothing here (typed text says its own case).
        case shift
    }

    /// The height of the keyboard in points (an iPhone's English keyboard, portrait,
    /// without the suggestion bar).
    static let height: CGFloat = 216
    static let rows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]

    /// The keyboard element of a window of `size`: letter keys, shift, delete, more,
    /// space and Return, in four rows.
    static func element(in size: CGSize) -> AccessibilityElement {
        let top = size.height - height
        let pitch = height / 4
        var keys: [AccessibilityElement] = []
        func key(_ label: String, _ role: AccessibilityElement.Role, _ frame: CGRect) {
            keys.append(AccessibilityElement(role: role, label: label, identifier: label, frame: frame))
        }
        for (index, row) in rows.enumerated() {
            let width = size.width / 10
            let inset = (size.width - width * CGFloat(row.count)) / 2
            let y = top + pitch * CGFloat(index)
            if index == 2 { key("shift", .button, CGRect(x: 0, y: y, width: inset, height: pitch)) }
            for (column, letter) in row.enumerated() {
                key(String(letter), .key, CGRect(x: inset + width * CGFloat(column), y: y, width: width, height: pitch))
            }
            if index == 2 { key("delete", .key, CGRect(x: size.width - inset, y: y, width: inset, height: pitch)) }
        }
        let bottom = top + pitch * 3
        key("more", .key, CGRect(x: 0, y: bottom, width: size.width / 4, height: pitch))
        key("space", .key, CGRect(x: size.width / 4, y: bottom, width: size.width / 2, height: pitch))
        key("Return", .button, CGRect(x: size.width * 3 / 4, y: bottom, width: size.width / 4, height: pitch))
        return AccessibilityElement(role: .keyboard, label: "", frame: CGRect(x: 0, y: top, width: size.width, height: height),
                                    children: keys)
    }

    /// What tapping `element` does, when it is one of `keyboard`'s keys.
    static func action(of element: AccessibilityElement, in keyboard: AccessibilityElement) -> Action? {
        guard keyboard.children.contains(element) else { return nil }
        switch element.label {
        case "Return": return .submit
        case "shift": return .shift
        case "delete": return .delete
        case "space": return .type(" ")
        case "more": return nil
        default: return .type(element.label)
        }
    }
}
