// platform.getCurrentSupply: the supply of the Primary Network (or of a subnet), an upper bound.
import { Result } from '../../schemas/platform/getCurrentSupply.js';
import { schemaCheck } from '../../src/check/schema-check.js';

schemaCheck(
  'getCurrentSupply.schema',
  'getCurrentSupply answers the supply of the Primary Network',
  'platform.getCurrentSupply',
  {},
  Result,
  ['P.m.getCurrentSupply', 'P.m.getCurrentSupply.bound'],
);
