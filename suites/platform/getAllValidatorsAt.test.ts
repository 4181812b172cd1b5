// platform.getAllValidatorsAt (served by AvalancheGo, not in the spec): every subnet's validator set at a height.
import { Result } from '../../schemas/platform/getAllValidatorsAt.js';
import { schemaCheck } from '../_support/schema-check.js';

schemaCheck('getAllValidatorsAt.schema', 'getAllValidatorsAt answers the validator sets at the current height', 'platform.getAllValidatorsAt', (t: { discovery: { height: string } }) => ({ height: t.discovery.height }), Result, ['P.conv.nodeid', 'P.conv.bytes-hex']);
