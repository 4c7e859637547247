// `import os` brings the system log's API, as on Apple platforms (`import os.log`, a
// submodule, cannot be a Swift module's name: write `import os` or `import OSLog`).
@_exported import OSLog
