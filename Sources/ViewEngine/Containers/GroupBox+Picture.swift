// How a picture draws a group box in its default style (Rules R22, "Pictures of the
// window"): "a gray rounded rectangle region marking the bounds of the group box" (the
// description of the picture in Apple's GroupBox documentation), in the secondary system
// background (light 242, 242, 247; dark 28, 28, 30), radius 8 (Measures §5 "Group box"),
// and its label and content on it.

import ViewEngineCore

extension GroupBoxNode: PictureNode {
    func draw(into picture: inout Picture) {
        picture.group("g", Picture.naming("GroupBox", title: title)) { picture in
            if let frame = Picture.drawableFrame(of: self), frame.width > 0, frame.height > 0 {
                picture.fillRectangle(frame, cornerRadius: GroupBoxLayout.cornerRadius,
                                      with: .paint(picture.system("secondarySystemBackground")),
                                      naming: Picture.naming("GroupBoxBackground"))
            }
            picture.drawChildren(of: self)
        }
    }
}
