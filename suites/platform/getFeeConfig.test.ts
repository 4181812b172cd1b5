// platform.getFeeConfig: the fee configuration (dynamic fees).
import { Result } from '../../schemas/platform/getFeeConfig.js';
import { schemaCheck } from '../../src/check/schema-check.js';

schemaCheck('getFeeConfig.schema', 'getFeeConfig answers the fee configuration', 'platform.getFeeConfig', {}, Result, [
  'P.m.getFeeConfig',
  'P.res.fee-config',
  'P.conv.uint64-forms',
]);
