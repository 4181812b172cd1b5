// platform.getValidatorFeeState: the fee state (dynamic fees, validators of L1s).
import { Result } from '../../schemas/platform/getValidatorFeeState.js';
import { schemaCheck } from '../_support/schema-check.js';

schemaCheck('getValidatorFeeState.schema', 'getValidatorFeeState answers excess, price and an RFC 3339 timestamp', 'platform.getValidatorFeeState', {}, Result, ['P.m.getValidatorFeeState', 'P.res.validator-fee-state', 'P.conv.rfc3339']);
