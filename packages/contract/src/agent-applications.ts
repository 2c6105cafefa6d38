// Filled by the issue that owns this area.
export {};
