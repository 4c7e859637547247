// The shared end-to-end helpers (tmux, child processes, the loopback sheet server).
@_exported import EndToEndSupport
