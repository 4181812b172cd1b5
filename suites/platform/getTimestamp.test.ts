import { Result } from '../../schemas/platform/getTimestamp.js';
import { schemaCheck } from '../_support/schema-check.js';

schemaCheck('getTimestamp.schema', 'answers the chain time as an RFC 3339 string', 'platform.getTimestamp', {}, Result, ['P.m.getTimestamp', 'P.conv.rfc3339']);
