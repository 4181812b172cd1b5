// A run can ask a second node besides its target: one that has not bootstrapped (its only beacon is
// unreachable), so the failing branch of the health rules (HTTP 503, failing checks with their
// details) is judged on a node too. Requests to it carry NODE_HEADER: one cassette holds both nodes'
// answers apart, and the embedded mock answers as such a node when it sees the header.
export const NODE_HEADER = 'x-avaconform-node';
export const UNBOOTSTRAPPED_NODE = 'unbootstrapped';
