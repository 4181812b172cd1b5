import { Result as FeeConfig } from '../../schemas/platform/getFeeConfig.js';
import { Result as FeeState } from '../../schemas/platform/getFeeState.js';
import { Result as ValidatorFeeConfig } from '../../schemas/platform/getValidatorFeeConfig.js';
import { Result as ValidatorFeeState } from '../../schemas/platform/getValidatorFeeState.js';
import { schemaCheck } from '../_support/schema-check.js';

schemaCheck('getFeeConfig answers the fee configuration', 'platform.getFeeConfig', {}, FeeConfig, ['P.m.getFeeConfig', 'P.res.fee-config', 'P.conv.uint64-forms']);
schemaCheck('getFeeState answers capacity, excess, price and an RFC 3339 timestamp', 'platform.getFeeState', {}, FeeState, ['P.m.getFeeState', 'P.res.fee-state', 'P.conv.rfc3339']);
schemaCheck('getValidatorFeeConfig answers the validator fee configuration', 'platform.getValidatorFeeConfig', {}, ValidatorFeeConfig, ['P.m.getValidatorFeeConfig', 'P.res.validator-fee-config']);
schemaCheck('getValidatorFeeState answers excess, price and an RFC 3339 timestamp', 'platform.getValidatorFeeState', {}, ValidatorFeeState, ['P.m.getValidatorFeeState', 'P.res.validator-fee-state', 'P.conv.rfc3339']);
