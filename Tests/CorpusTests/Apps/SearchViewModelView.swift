import ViewEngine
import Combine

final class CitySearchModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var suggestions: [String] = []
    private var cancellables = Set<AnyCancellable>()
    private let cities = ["Berlin", "Bern", "Bergen", "Boston", "Brno"]

    init() {
        $query
            .removeDuplicates()
            .debounce(for: .milliseconds(250), scheduler: RunLoop.main)
            .map { [cities] query in
                query.isEmpty ? [] : cities.filter { $0.lowercased().hasPrefix(query.lowercased()) }
            }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] suggestions in
                self?.suggestions = suggestions
            }
            .store(in: &cancellables)
    }
}

struct SearchViewModelView: View {
    @StateObject private var model = CitySearchModel()

    var body: some View {
        VStack {
            TextField("City", text: $model.query)
                .textFieldStyle(.roundedBorder)
                .autocapitalization(.none)
            List(model.suggestions, id: \.self) { city in
                Text(city)
            }
        }
        .onChange(of: model.suggestions) { suggestions in
            print("suggestions: \(suggestions.joined(separator: ", "))")
        }
    }
}
