import { Result } from '../../schemas/platform/getHeight.js';
import { schemaCheck } from '../../src/check/schema-check.js';

schemaCheck(
  'getHeight.schema',
  'answers the height of the last accepted block as a uint64',
  'platform.getHeight',
  {},
  Result,
  ['P.m.getHeight', 'P.conv.uint64-forms'],
);
