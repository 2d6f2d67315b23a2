extension Double {
    /// "3", "0.5", "1e+308": the shortest form, for messages about a user's numbers.
    func formatted() -> String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
