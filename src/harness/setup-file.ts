// Runs in each suite worker: flushes the worker's exchange log after every test file.
import { afterAll } from 'vitest';
import { flushExchangeLog } from './worker.js';

afterAll(() => flushExchangeLog());
