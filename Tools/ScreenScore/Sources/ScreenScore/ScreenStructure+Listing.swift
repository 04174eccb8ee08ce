extension ScreenStructure {
    /// One line an element, as found: for reading what the scorer saw in a picture.
    public var listing: String {
        var lines = ["window \(window), canvas \(canvas.colour) (\(Int(canvas.uniformity * 100)) % of the sides)"]
        lines += bars.map { "\($0.edge.rawValue) bar: \($0.frame), \($0.colour)" }
        lines += cards.enumerated().map { index, card in
            let seams = card.seams.isEmpty ? "" : ", drawn row by row, rows meeting at y " + card.seams.map { Points.text($0) }.joined(separator: ", ")
            return "card \(index + 1): \(card.frame), corner radius \(Points.text(card.cornerRadius)), \(card.colour)" + seams
        }
        lines += separators.map { "separator (\($0.region)): x \(Points.text($0.minX))–\(Points.text($0.maxX)), y \(Points.text($0.y)), \($0.colour)" }
        lines += controls.map { control in
            "\(control.kind.rawValue) (\(control.region)): \(control.frame), \(control.colour)" + (control.isOn.map { $0 ? ", on" : ", off" } ?? "")
        }
        lines += textLines.map { "text line (\($0.region)): \($0.frame), \($0.colour)" }
        lines += untintedTabItems.map { item in
            "tab item \(item.index), title \(item.title), \(item.titleColour): its symbol untinted, "
                + (item.symbol.map { "white at \($0)" } ?? "not seen (white on the bar)")
        }
        return lines.joined(separator: "\n")
    }
}
