// The package's mock entry (`import … from 'avaconform/mock'`): the embedded mock node, served over
// loopback HTTP (startMockServer) or as msw handlers for one's own tests (mockHandlers).
export { startMockServer, type MockServer } from './server.js';
export { mockHandlers } from './msw.js';
export type { MockOptions } from './mock-contracts.js';
