import Foundation

/// `value` as a picture writes a number: rounded to two decimals, without a trailing
/// zero or a decimal point it does not need (`196.5`, `59`, `20.33`).
public func svgNumber(_ value: CGFloat) -> String {
    let rounded = (Double(value) * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : "\(rounded)"
}
