import ViewEngine

struct AccessibleRatingView: View {
    @Binding var rating: Int
    var maximum = 5

    var body: some View {
        HStack(spacing: 4) {
            ForEach(1...maximum, id: \.self) { star in
                Button {
                    rating = star
                } label: {
                    Image(systemName: star <= rating ? "star.fill" : "star")
                        .foregroundColor(star <= rating ? .yellow : .gray)
                        .imageScale(.large)
                }
                .buttonStyle(.plain)
                .accessibilityLabel("\(star) star\(star == 1 ? "" : "s")")
                .accessibilityAddTraits(star == rating ? .isSelected : [])
            }
        }
        .accessibilityElement(children: .contain)
        .accessibilityIdentifier("rating")
    }
}

struct ReviewFormView: View {
    @State private var rating = 0
    @State private var comment = ""

    var body: some View {
        Form {
            Section("Your rating") {
                AccessibleRatingView(rating: $rating)
                if rating > 0 {
                    Text(rating >= 4 ? "Glad you liked it!" : "Tell us what to improve")
                        .font(.footnote)
                }
            }
            Section("Comment") {
                TextField("Optional", text: $comment, axis: .vertical)
            }
        }
        .onChange(of: rating) { newRating in
            print("rated \(newRating)")
        }
    }
}
