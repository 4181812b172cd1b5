// Types of bin/build-fresh.js (imported by the project's tests).
export declare const COMPILED_ENTRY: URL;
export declare function buildIsFresh(): boolean;
