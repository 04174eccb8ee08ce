import ViewEngine

struct Ingredient: Identifiable {
    let id = UUID()
    let name: String
    let gramsPerServing: Double
}

struct RecipeScalerView: View {
    let ingredients = [
        Ingredient(name: "Flour", gramsPerServing: 60),
        Ingredient(name: "Sugar", gramsPerServing: 15),
    ]
    @State private var servings = 2

    var body: some View {
        NavigationView {
            List {
                Section {
                    HStack {
                        Text("Servings: \(servings)")
                        Spacer()
                        Button("Fewer") { servings = max(1, servings - 1) }
                        Button("More") { servings += 1 }
                    }
                    .buttonStyle(.borderless)
                }
                Section("Ingredients") {
                    ForEach(ingredients) { ingredient in
                        LabeledContent(ingredient.name, value: ingredient.gramsPerServing * Double(servings),
                                       format: .number.precision(.fractionLength(0)))
                    }
                }
            }
            .navigationTitle("Pancakes")
        }
        .navigationViewStyle(.stack)
        .onChange(of: servings) { newServings in
            print("scaled to \(newServings) servings")
        }
    }
}
