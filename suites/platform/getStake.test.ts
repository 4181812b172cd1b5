// platform.getStake (deprecated since v1.9.12, still in the spec).
import { Result } from '../../schemas/platform/getStake.js';
import { deprecatedCheck } from '../_support/deprecated.js';

deprecatedCheck('platform.getStake', ['P.ver.deprecated', 'P.m.getStake'], Result, (t) => ({ addresses: t.discovery.addresses.slice(0, 20).map((a) => a.address), validatorsOnly: false }));
