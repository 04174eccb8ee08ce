extension ScreenComparison {
    /// Joins the lines that one picture split, and the other did not, at a gap within the
    /// geometry tolerance of the widest gap that joins glyphs (`TextLineGrouping`): two
    /// pictures a point apart in such a gap — a value's last digit and the picker's
    /// chevrons beside it, drawn in a font a point wider — are grouped differently by the
    /// threshold alone, and the tolerance that places a line says a point is no difference.
    /// Lines are joined only where the other picture has one line that the joined line
    /// places (ours) or is placed by (iOS's) and neither part alone is; returns both lists.
    func joiningNearSplits(ours: [TextLine], reference: [TextLine]) -> (ours: [TextLine], reference: [TextLine]) {
        let joinedReference = joining(reference) { union, parts in
            ours.contains { line in places(line, as: union) && !parts.contains { places(line, as: $0) } }
        }
        let joinedOurs = joining(ours) { union, parts in
            joinedReference.contains { line in places(union, as: line) && !parts.contains { places($0, as: line) } }
        }
        return (joinedOurs, joinedReference)
    }

    /// `lines` with each neighbouring pair on one band, split near the threshold, joined
    /// where `wanted` accepts the union of the two, until no pair is left to join.
    private func joining(_ lines: [TextLine], wanted: (TextLine, [TextLine]) -> Bool) -> [TextLine] {
        var lines = lines
        var joined = true
        while joined {
            joined = false
            search: for left in lines.indices {
                guard let right = neighbour(rightOf: left, in: lines) else { continue }
                let a = lines[left], b = lines[right]
                let height = max(a.frame.height, b.frame.height)
                guard b.frame.minX - a.frame.maxX <= TextLineGrouping.joiningGap(height: height) + tolerances.geometry else { continue }
                let union = TextLine(region: a.region,
                                     frame: PointRect(minX: a.frame.minX, minY: min(a.frame.minY, b.frame.minY),
                                                      maxX: b.frame.maxX, maxY: max(a.frame.maxY, b.frame.maxY)),
                                     colour: a.colour)
                guard wanted(union, [a, b]) else { continue }
                lines[left] = union
                lines.remove(at: right)
                joined = true
                break search
            }
        }
        return lines
    }

    /// The nearest line to the right of `index` in its region whose rows overlap it by 30 %
    /// of the shorter (a band, as `TextLineGrouping` forms them).
    private func neighbour(rightOf index: Int, in lines: [TextLine]) -> Int? {
        let line = lines[index].frame
        return lines.indices.filter { other in
            let frame = lines[other].frame
            let overlap = min(line.maxY, frame.maxY) - max(line.minY, frame.minY)
            return other != index && lines[other].region == lines[index].region && frame.minX >= line.maxX
                && overlap >= 0.3 * min(line.height, frame.height)
        }
        .min { lines[$0].frame.minX < lines[$1].frame.minX }
    }
}
