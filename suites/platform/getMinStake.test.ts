// platform.getMinStake: the minimum validator and delegator stakes.
import { Result } from '../../schemas/platform/getMinStake.js';
import { schemaCheck } from '../_support/schema-check.js';

schemaCheck('getMinStake.schema', 'getMinStake answers the minimum validator and delegator stakes', 'platform.getMinStake', {}, Result, ['P.m.getMinStake']);
