// platform.getFeeState: the fee state (dynamic fees).
import { Result } from '../../schemas/platform/getFeeState.js';
import { schemaCheck } from '../_support/schema-check.js';

schemaCheck('getFeeState.schema', 'getFeeState answers capacity, excess, price and an RFC 3339 timestamp', 'platform.getFeeState', {}, Result, ['P.m.getFeeState', 'P.res.fee-state', 'P.conv.rfc3339']);
