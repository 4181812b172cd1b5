// platform.getSubnets (deprecated since v1.9.12, still in the spec).
import { Result } from '../../schemas/platform/getSubnets.js';
import { deprecatedCheck } from '../_support/deprecated.js';

deprecatedCheck('platform.getSubnets', ['P.ver.deprecated', 'P.m.getSubnets'], Result, () => ({}));
