// platform.getStakingAssetID: the asset staked on the Primary Network.
import { Result } from '../../schemas/platform/getStakingAssetID.js';
import { PRIMARY_NETWORK } from '../_support/inputs.js';
import { schemaCheck } from '../_support/schema-check.js';

schemaCheck('getStakingAssetID.schema', 'getStakingAssetID answers the staking asset of the Primary Network', 'platform.getStakingAssetID', { subnetID: PRIMARY_NETWORK }, Result, ['P.m.getStakingAssetID', 'P.m.getStakingAssetID.network', 'P.conv.primary-subnet']);
