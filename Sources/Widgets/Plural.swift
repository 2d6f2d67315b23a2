/// A count with its noun in the right number, for text a user reads: "1 answer",
/// "2 answers", "0 answers" (what Foundation's inflection does on Apple platforms, kept
/// to English and to nouns whose plural is given or takes an "s").
public enum Plural {
    /// "1 answer", "20 answers"; `plural` defaults to the singular with an "s".
    public static func count(_ n: Int, _ singular: String, plural: String? = nil) -> String {
        "\(n) \(noun(n, singular, plural: plural))"
    }

    /// The noun alone, singular for exactly one: "answer" or "answers".
    public static func noun(_ n: Int, _ singular: String, plural: String? = nil) -> String {
        n == 1 ? singular : plural ?? singular + "s"
    }
}
