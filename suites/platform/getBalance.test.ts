// platform.getBalance (deprecated since v1.9.12, still in the spec).
import { Result } from '../../schemas/platform/getBalance.js';
import { deprecatedCheck } from '../_support/deprecated.js';
import { addressWithUtxos } from '../_support/inputs.js';

deprecatedCheck('platform.getBalance', ['P.ver.deprecated', 'P.m.getBalance', 'P.res.utxo-ref'], Result, (t) => ({ addresses: [addressWithUtxos(t, 1)] }));
