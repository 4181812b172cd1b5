// The V8 flags the avaconform command runs under (bin/avaconform.js re-executes Node with them unless
// a heap size is given; docs/performance.md has the measurements).
// - A bounded old space makes V8 collect before it grows.
// - 4 MB semi-spaces (instead of 16) keep the young generation of the main thread and of every suite
//   worker small.
// - An interrupt budget of 1,000,000 (V8's default: 67,584) lets a function run longer before V8
//   optimises it: a run is seconds long, and compiling code that would have run only briefly cost more
//   than it saved (13-20 % less CPU in a selftest, about 14 % in a default run).
export const NODE_FLAGS = ['--max-old-space-size=512', '--max-semi-space-size=4', '--interrupt-budget=1000000'];
