/// The publishers that operators return: `map` gives a `Publishers.Map`, and so on.
public enum Publishers {}
