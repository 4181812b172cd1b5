// platform.getValidatorFeeConfig: the fee configuration (dynamic fees, validators of L1s).
import { Result } from '../../schemas/platform/getValidatorFeeConfig.js';
import { schemaCheck } from '../../src/check/schema-check.js';

schemaCheck(
  'getValidatorFeeConfig.schema',
  'getValidatorFeeConfig answers the validator fee configuration',
  'platform.getValidatorFeeConfig',
  {},
  Result,
  ['P.m.getValidatorFeeConfig', 'P.res.validator-fee-config'],
);
