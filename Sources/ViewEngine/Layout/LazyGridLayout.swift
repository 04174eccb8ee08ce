// `LazyVGrid` and `LazyHGrid` (Rules R22; Measures §10 "Lazy grid", and §2 "Lazy grid
// spacing": 8). For a vertical grid (a horizontal
// one is the same with the axes swapped):
//
// - The column widths come from the column definitions, not from the cells: a fixed
//   column is its size; what is left of the proposed width once the fixed columns and the
//   spacing between columns (each item's, 8 by default) are taken is shared equally by
//   the flexible and adaptive items, a flexible one limited to its minimum and maximum,
//   and an adaptive one holding as many columns of at least its minimum as fit in its
//   share, with its spacing between them.
// - Cells fill the columns row by row; each is offered its column's width and its ideal
//   height, and a row is as tall as its tallest cell; rows are the grid's spacing apart
//   (8 by default). A cell is aligned in its column by its item's alignment, or the
//   grid's.

import ViewEngineCore

@MainActor @usableFromInline
struct LazyGridLayout: Equatable {
    /// The axis the grid grows along: vertical for `LazyVGrid`.
    let axis: Axis
    let items: [GridItem]
    /// The spacing between rows (columns of a horizontal grid).
    let spacing: CGFloat?
    let alignment: Alignment

    static let defaultSpacing: CGFloat = 8

    @usableFromInline nonisolated static func == (lhs: LazyGridLayout, rhs: LazyGridLayout) -> Bool {
        lhs.axis == rhs.axis && lhs.spacing == rhs.spacing && lhs.alignment == rhs.alignment
            && lhs.items.map(\.size) == rhs.items.map(\.size) && lhs.items.map(\.spacing) == rhs.items.map(\.spacing)
            && lhs.items.map(\.alignment) == rhs.items.map(\.alignment)
    }

    /// One track (a column of a vertical grid): its length across the axis, the spacing
    /// after it, and how its cells align.
    struct Track {
        var length: CGFloat
        var spacingAfter: CGFloat
        var alignment: Alignment?
    }

    /// The tracks for `available` points across the axis (`nil`: none are shared).
    func tracks(_ available: CGFloat?) -> [Track] {
        guard !items.isEmpty else { return [] }
        let gaps = items.dropLast().reduce(CGFloat(0)) { $0 + ($1.spacing ?? Self.defaultSpacing) }
        var fixed: CGFloat = 0
        var sharing = 0
        for item in items {
            if case .fixed(let length) = item.size { fixed += max(0, length) } else { sharing += 1 }
        }
        let share = sharing == 0 ? 0 : max(0, ((available.flatMap { $0.isFinite ? $0 : nil } ?? 0) - fixed - gaps) / CGFloat(sharing))
        var tracks: [Track] = []
        for item in items {
            let spacing = item.spacing ?? Self.defaultSpacing
            switch item.size {
            case .fixed(let length):
                tracks.append(Track(length: max(0, length), spacingAfter: spacing, alignment: item.alignment))
            case .flexible(let minimum, let maximum):
                tracks.append(Track(length: min(max(share, minimum), max(minimum, maximum)), spacingAfter: spacing, alignment: item.alignment))
            case .adaptive(let minimum, let maximum):
                let least = max(1, minimum)
                let count = max(1, Int(((share + spacing) / (least + spacing)).rounded(.down)))
                let length = min(max(least, (share - spacing * CGFloat(count - 1)) / CGFloat(count)), max(least, maximum))
                for _ in 0..<count { tracks.append(Track(length: length, spacingAfter: spacing, alignment: item.alignment)) }
            }
        }
        return tracks
    }

    // MARK: Axes

    private func across(_ proposal: ProposedViewSize) -> CGFloat? { axis == .vertical ? proposal.width : proposal.height }
    private func across(_ size: CGSize) -> CGFloat { axis == .vertical ? size.width : size.height }
    private func along(_ size: CGSize) -> CGFloat { axis == .vertical ? size.height : size.width }
    private func size(across: CGFloat, along: CGFloat) -> CGSize {
        axis == .vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }
    private func proposal(across: CGFloat) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: across, height: nil) : ProposedViewSize(width: nil, height: across)
    }

    /// Each cell's size, and the length of each line (a row of a vertical grid).
    private func resolve(_ subviews: [Node], _ tracks: [Track]) -> (sizes: [CGSize], lines: [CGFloat]) {
        guard !tracks.isEmpty else { return ([], []) }
        var sizes: [CGSize] = []
        var lines: [CGFloat] = []
        for (index, subview) in subviews.enumerated() {
            let size = subview.measure(proposal(across: tracks[index % tracks.count].length))
            sizes.append(size)
            if index % tracks.count == 0 { lines.append(0) }
            lines[lines.count - 1] = max(lines[lines.count - 1], along(size))
        }
        return (sizes, lines)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [Node]) -> CGSize {
        let tracks = tracks(across(proposal))
        let (_, lines) = resolve(subviews, tracks)
        let width = tracks.reduce(CGFloat(0)) { $0 + $1.length } + tracks.dropLast().reduce(CGFloat(0)) { $0 + $1.spacingAfter }
        let height = lines.reduce(0, +) + CGFloat(max(0, lines.count - 1)) * (spacing ?? Self.defaultSpacing)
        return size(across: width, along: height)
    }

    func place(_ subviews: [Node], in bounds: CGSize, proposal: ProposedViewSize) {
        let tracks = tracks(across(proposal))
        let (sizes, lines) = resolve(subviews, tracks)
        var starts: [CGFloat] = []
        var position: CGFloat = 0
        for track in tracks {
            starts.append(position)
            position += track.length + track.spacingAfter
        }
        var lineStart: CGFloat = 0
        for (index, subview) in subviews.enumerated() {
            let column = index % tracks.count, line = index / tracks.count
            if column == 0, line > 0 { lineStart += lines[line - 1] + (spacing ?? Self.defaultSpacing) }
            let cell = size(across: tracks[column].length, along: lines[line])
            let alignment = tracks[column].alignment ?? alignment
            let x = AlignmentGuides.defaultValue(alignment.horizontal, in: cell) - AlignmentGuides.value(of: subview, alignment.horizontal, size: sizes[index])
            let y = AlignmentGuides.defaultValue(alignment.vertical, in: cell) - AlignmentGuides.value(of: subview, alignment.vertical, size: sizes[index])
            let origin = axis == .vertical ? CGPoint(x: starts[column] + x, y: lineStart + y) : CGPoint(x: lineStart + x, y: starts[column] + y)
            subview.place(at: origin, proposal: self.proposal(across: tracks[column].length))
        }
    }
}
