/// The subscriber types and the values subscribers exchange with publishers.
public enum Subscribers {}
