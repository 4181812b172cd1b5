// Types of bin/node-flags.js (imported by the project's tests).
export declare const NODE_FLAGS: readonly string[];
