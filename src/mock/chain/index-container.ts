// One container an index holds, as the mock's chains make them (src/mock/chain/containers.ts, c-containers.ts,
// x-containers.ts) and its index API serves them (src/mock/index-api.ts): its ID, its bytes, when it was accepted.
export interface Container {
  id: string;
  bytes: Uint8Array;
  /** Unix seconds. */
  timestamp: number;
}
