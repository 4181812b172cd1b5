// The V8 heap flags the avaconform command runs under (bin/avaconform.js re-executes Node with them
// unless a heap size is given). A bounded old space makes V8 collect before it grows; 4 MB
// semi-spaces (instead of 16) keep the young generation of the main thread and of every suite worker
// small (docs/performance.md).
export const HEAP_FLAGS = ['--max-old-space-size=512', '--max-semi-space-size=4'];
