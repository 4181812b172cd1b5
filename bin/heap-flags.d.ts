// Types of bin/heap-flags.js (imported by the project's tests).
export declare const HEAP_FLAGS: readonly string[];
