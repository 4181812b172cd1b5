// What AvalancheGo answered for each deviation of src/deviations/avalanchego.ts, as recorded from a
// single-node local network (the release is named per entry). Bodies longer than 700 characters are cut (…).

export const AVALANCHEGO_EVIDENCE: Record<string, { release: string; request: string; response: string }> = {
  'health.no-bls-check': {
    release: '1.12.1',
    request: '{"jsonrpc":"2.0","id":1,"method":"health.health"}',
    response:
      '{"jsonrpc":"2.0","result":{"checks":{"C":{"message":{"engine":{"consensus":{"lastAcceptedHeight":0,"lastAcceptedID":"BRAjXJSZWwhknUQ8Jod3nWre9PtiFdBn2dc9GDZtccvKFg2tW","longestProcessingBlock":"0s","processingBlocks":0},"vm":null},"networking":{"disconnectedValidators":[],"percentConnected":1}},"timestamp":"2026-11-26T13:42:51.911291509Z","duration":24787},"P":{"message":{"engine":{"consensus":{"lastAcceptedHeight":0,"lastAcceptedID":"2kdALCW3F7vR7MkpYLC4m7yhyByiSTT3g5AzYcZGWhiRnq7YYr","longestProcessingBlock":"0s","processingBlocks":0},"vm":null},"networking":{"disconnectedValidators":[],"percentConnected":1}},"timestamp":"2026-11-26T13:42:51.911230404Z","duration":68208},"X":{"message":{"e…',
  },
  'health.no-futureupgrade-check': {
    release: '1.12.1',
    request: '{"jsonrpc":"2.0","id":1,"method":"health.health"}',
    response:
      '{"jsonrpc":"2.0","result":{"checks":{"C":{"message":{"engine":{"consensus":{"lastAcceptedHeight":0,"lastAcceptedID":"BRAjXJSZWwhknUQ8Jod3nWre9PtiFdBn2dc9GDZtccvKFg2tW","longestProcessingBlock":"0s","processingBlocks":0},"vm":null},"networking":{"disconnectedValidators":[],"percentConnected":1}},"timestamp":"2026-11-26T13:42:51.911291509Z","duration":24787},"P":{"message":{"engine":{"consensus":{"lastAcceptedHeight":0,"lastAcceptedID":"2kdALCW3F7vR7MkpYLC4m7yhyByiSTT3g5AzYcZGWhiRnq7YYr","longestProcessingBlock":"0s","processingBlocks":0},"vm":null},"networking":{"disconnectedValidators":[],"percentConnected":1}},"timestamp":"2026-11-26T13:42:51.911230404Z","duration":68208},"X":{"message":{"e…',
  },
  'health.no-disk-percentage': {
    release: '1.12.1',
    request: '{"jsonrpc":"2.0","id":1,"method":"health.health"}',
    response:
      '{"jsonrpc":"2.0","result":{"checks":{"C":{"message":{"engine":{"consensus":{"lastAcceptedHeight":0,"lastAcceptedID":"BRAjXJSZWwhknUQ8Jod3nWre9PtiFdBn2dc9GDZtccvKFg2tW","longestProcessingBlock":"0s","processingBlocks":0},"vm":null},"networking":{"disconnectedValidators":[],"percentConnected":1}},"timestamp":"2026-11-26T13:42:51.911291509Z","duration":24787},"P":{"message":{"engine":{"consensus":{"lastAcceptedHeight":0,"lastAcceptedID":"2kdALCW3F7vR7MkpYLC4m7yhyByiSTT3g5AzYcZGWhiRnq7YYr","longestProcessingBlock":"0s","processingBlocks":0},"vm":null},"networking":{"disconnectedValidators":[],"percentConnected":1}},"timestamp":"2026-11-26T13:42:51.911230404Z","duration":68208},"X":{"message":{"e…',
  },
  'health.no-avg-acceptance-time': {
    release: '1.12.1',
    request: '{"jsonrpc":"2.0","id":1,"method":"health.health"}',
    response:
      '{"jsonrpc":"2.0","result":{"checks":{"C":{"message":{"engine":{"consensus":{"lastAcceptedHeight":0,"lastAcceptedID":"BRAjXJSZWwhknUQ8Jod3nWre9PtiFdBn2dc9GDZtccvKFg2tW","longestProcessingBlock":"0s","processingBlocks":0},"vm":null},"networking":{"disconnectedValidators":[],"percentConnected":1}},"timestamp":"2026-11-26T13:42:51.911291509Z","duration":24787},"P":{"message":{"engine":{"consensus":{"lastAcceptedHeight":0,"lastAcceptedID":"2kdALCW3F7vR7MkpYLC4m7yhyByiSTT3g5AzYcZGWhiRnq7YYr","longestProcessingBlock":"0s","processingBlocks":0},"vm":null},"networking":{"disconnectedValidators":[],"percentConnected":1}},"timestamp":"2026-11-26T13:42:51.911230404Z","duration":68208},"X":{"message":{"e…',
  },
  'getCurrentValidators.deprecated-members': {
    release: '1.12.1',
    request: '{"jsonrpc":"2.0","id":1,"method":"platform.getCurrentValidators","params":{}}',
    response:
      '{"jsonrpc":"2.0","result":{"validators":[{"txID":"LDV9xafRo1d8ENJnxgTuA1BV2z27a4bwDs8sxgQejW8eBwHtR","startTime":"1791000000","endTime":"1822514400","weight":"2000000000000000","nodeID":"NodeID-P7oB2McjBGgW2NXXWVYjV8JEDFoW9xDE5","stakeAmount":"2000000000000000","rewardOwner":{"locktime":"0","threshold":"1","addresses":["P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u"]},"validationRewardOwner":{"locktime":"0","threshold":"1","addresses":["P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u"]},"delegationRewardOwner":{"locktime":"0","threshold":"1","addresses":["P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u"]},"potentialReward":"239808237943328","accruedDelegateeReward":"0","delegationFee":"6.2500…',
  },
  'index.x-tx-empty': {
    release: '1.12.1',
    request: '{"jsonrpc":"2.0","id":1,"method":"index.getLastAccepted","params":{"encoding":"hex"}}',
    response:
      '{"jsonrpc":"2.0","error":{"code":-32000,"message":"no containers have been accepted","data":null},"id":1}',
  },
  'getBalance.utxoIDs-null': {
    release: '1.14.2',
    request: '{"jsonrpc":"2.0","id":-9007199254740993,"method":"platform.getBalance"}',
    response:
      '{"jsonrpc":"2.0","result":{"balance":"0","unlocked":"0","lockedStakeable":"0","lockedNotStakeable":"0","balances":{},"unlockeds":{},"lockedStakeables":{},"lockedNotStakeables":{},"utxoIDs":null},"id":-9007199254740993}',
  },
  'getBlock.json-block-members': {
    release: '1.14.2',
    request: '{"jsonrpc":"2.0","id":1,"method":"platform.getBlockByHeight","params":{"height":"0","encoding":"json"}}',
    response:
      '{"jsonrpc":"2.0","result":{"block":{"parentID":"u1NtdJoguoeGEz5ZHqAECaCPvfnqijuwfBdjpomnGge4Je8Lq","height":0,"id":"2kdALCW3F7vR7MkpYLC4m7yhyByiSTT3g5AzYcZGWhiRnq7YYr"},"encoding":"json"},"id":1}',
  },
  'getContainerRange.wrapped': {
    release: '1.14.2',
    request:
      '{"jsonrpc":"2.0","id":3,"method":"index.getContainerRange","params":{"startIndex":"0","numToFetch":"1","encoding":"hex"}}',
    response:
      '{"jsonrpc":"2.0","result":{"containers":[{"id":"EGa8W4pzWXEhnMhG2RZuc47jJmP2eA8BGS2XC9PxmrdQbWkfZ","bytes":"0x000000000000e6bf9e10d8adfe358b1661e0bfb6a2788e1f555c188988740ed2ffea3be84959000000006b0308c200000000000000000000000000000163000000000020000000006b0308c2e6bf9e10d8adfe358b1661e0bfb6a2788e1f555c188988740ed2ffea3be849590000000000000001000000010000002200003039000000000000000000000000000000000000000000000000000000000000000000000001dbcf890f77f49b96857648b72b77f9f82937f28a68704af05da0dc12ba53f2db00000007002386f26fa27b80000000000000000000000001000000013cb7d3842e8cee6a0ebd09f1fe884f6861e1b29c00000001000000000000000000000000000000000000000000000000000000000000000000000001dbcf890f77f49b96857648…',
  },
  'getContainerRange.zero': {
    release: '1.14.2',
    request:
      '{"jsonrpc":"2.0","id":3,"method":"index.getContainerRange","params":{"startIndex":"1","numToFetch":"0","encoding":"hex"}}',
    response:
      '{"jsonrpc":"2.0","error":{"code":-32000,"message":"numToFetch must be in [1,1024] but is 0","data":null},"id":3}',
  },
  'getCurrentValidators.signer-pop-spelling': {
    release: '1.14.2',
    request: '{"jsonrpc":"2.0","id":1,"method":"platform.getCurrentValidators","params":{}}',
    response:
      '{"jsonrpc":"2.0","result":{"validators":[{"txID":"LDV9xafRo1d8ENJnxgTuA1BV2z27a4bwDs8sxgQejW8eBwHtR","startTime":"1791000000","endTime":"1822514400","weight":"2000000000000000","nodeID":"NodeID-P7oB2McjBGgW2NXXWVYjV8JEDFoW9xDE5","validationRewardOwner":{"locktime":"0","threshold":"1","addresses":["P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u"]},"delegationRewardOwner":{"locktime":"0","threshold":"1","addresses":["P-local18jma8ppw3nhx5r4ap8clazz0dps7rv5u00z96u"]},"potentialReward":"239808237943328","accruedDelegateeReward":"0","delegationFee":"6.2500","uptime":"99.9999","connected":false,"sig',
  },
  'getCurrentValidators.l1-no-txid': {
    release: '1.14.2',
    request:
      '{"jsonrpc":"2.0","id":35,"method":"platform.getCurrentValidators","params":{"subnetID":"2uR2nBij4zgSmHYnTMhBixhigtSsCTq5bFqF1DrVoU6umMV9Vq"}}',
    response:
      '{"jsonrpc":"2.0","result":{"validators":[{"nodeID":"NodeID-Er7xhi6CgAXJXJFsKkMTSj3M5jzMzahzX","weight":"100","startTime":"1795448599","validationID":"xa9jSQ6HYqheD8jYH4koGQJBjA8aSPo7jgDgXBYD9EdUVtGwT","publicKey":"0x8ec7f3e0a3964caac76b2a015c4d8af1d2eb8eeca0ddb05a79761f26e43b0514341139fd268b9e48e3df3d0aa0f8a679","remainingBalanceOwner":{…},"deactivationOwner":{…},"minNonce":"0","balance":"1499999965"}, …]},"id":35} (cut)',
  },
  'getTotalStake.subnet-stake': {
    release: '1.14.2',
    request:
      '{"jsonrpc":"2.0","id":1,"method":"platform.getTotalStake","params":{"subnetID":"2cNZbPCVYuBNbhh1JfrhKvXpUcUad2qvcuNyEBkLuGWeh9JXAZ"}}',
    response: '{"jsonrpc":"2.0","result":{"stake":"20","weight":"20"},"id":1}',
  },
  'getUTXOs.endindex-last-scanned': {
    release: '1.14.2',
    request:
      '{"jsonrpc":"2.0","id":6,"method":"platform.getUTXOs","params":{"addresses":["P-local196namz3hxsf088l39qr4zhj0lwwtn83h4jts2g","P-local1ktpseg72q4ry7rdskxsnjpl6vfqv4jm0yqjzu5"],"startIndex":{"address":"P-local196namz3hxsf088l39qr4zhj0lwwtn83h4jts2g","utxo":"28Dft3rd5bhvXatLjKiZXxHjWTBMXm9nETvr6S6s7JJMeGwids"}}}',
    response:
      '{"jsonrpc":"2.0","result":{"numFetched":"953","utxos":["0x000065883353e0d3c758e1dd07768ceb816b53221afe279f6a1e0ef243…", … 953 UTXOs of the first address],"endIndex":{"address":"P-local1ktpseg72q4ry7rdskxsnjpl6vfqv4jm0yqjzu5","utxo":"2iAA9bZHvVJ5DYgpeivQ9AZVB7XzQcBvHJTd2TTUyti6tNXPzS"},"encoding":"hex"},"id":6} (cut: the second address owns no UTXO)',
  },
  'getValidatorsAt.result-shape': {
    release: '1.14.2',
    request: '{"jsonrpc":"2.0","id":1,"method":"platform.getValidatorsAt","params":{"height":"proposed"}}',
    response:
      '{"jsonrpc":"2.0","result":{"NodeID-7Xhw2mDxuDS44j42TCB6U5579esbSt3Lg":{"publicKey":"0x900c9b119b5c82d781d4b49be78c3fc7ae65f2b435b7ed9e3a8b9a03e475edff86d8a64827fec8db23a6f236afbf127d","weight":"2000000000000000"},"NodeID-GWPcbFJZFfZreETSoWjPimr846mXEKCtu":{"publicKey":"0xaccd61ceb90c61628aa0fa34acab27ecb08f6897e9ccad283578c278c52109f9e10e4f8bc31aa6d7905c4e1623de367e","weight":"2000000000000000"},"NodeID-MFrZFVCXPv5iCn6M9K6XduxGTYp891xXZ":{"publicKey":"0xa058ff27a4c570664bfa28e34939368539a1340867951943d0f56fa8aac13bc09ff64f341acf8cc0cef74202c2d6f9c0","weight":"2000000000000000"},"NodeID-NFBbbJ4',
  },
  'health.check-message-string': {
    release: '1.14.2',
    request: '{"jsonrpc":"2.0","id":1,"method":"health.health","params":{}}',
    response:
      '{"jsonrpc":"2.0","result":{"checks":{"C":{"message":{"engine":{"consensus":{"avgAcceptanceTime":"0s","lastAcceptedHeight":0,"lastAcceptedID":"jXM4J36kLkSjgg1XgdrSPGtqAHxwok4NdcSx8j1hCmGUna9Ac","longestProcessingBlock":"0s","processingBlocks":0},"vm":null},"networking":{"disconnectedValidators":[],"percentConnected":1}},"timestamp":"2026-11-22T12:17:52.182819606Z","duration":18235},"P":{"message":{"engine":{"consensus":{"avgAcceptanceTime":"0s","lastAcceptedHeight":0,"lastAcceptedID":"2kdALCW3F7vR7MkpYLC4m7yhyByiSTT3g5AzYcZGWhiRnq7YYr","longestProcessingBlock":"0s","processingBlocks":0},"vm":nu',
  },
  'index.encoding-ignored': {
    release: '1.14.2',
    request: '{"jsonrpc":"2.0","id":1,"method":"index.getLastAccepted","params":{"encoding":"hex"}}',
    response:
      '{"jsonrpc":"2.0","result":{"id":"EGa8W4pzWXEhnMhG2RZuc47jJmP2eA8BGS2XC9PxmrdQbWkfZ","bytes":"0x000000000000e6bf9e10d8adfe358b1661e0bfb6a2788e1f555c188988740ed2ffea3be84959000000006b0308c200000000000000000000000000000163000000000020000000006b0308c2e6bf9e10d8adfe358b1661e0bfb6a2788e1f555c188988740ed2ffea3be849590000000000000001000000010000002200003039000000000000000000000000000000000000000000000000000000000000000000000001dbcf890f77f49b96857648b72b77f9f82937f28a68704af05da0dc12ba53f2db00000007002386f26fa27b80000000000000000000000001000000013cb7d3842e8cee6a0ebd09f1fe884f6861e1b29c00000001000000000000000000000000000000000000000000000000000000000000000000000001dbcf890f77f49b96857648b72b77f9f82937f…',
  },
  'jsonrpc.batch': {
    release: '1.14.2',
    request:
      '[{"jsonrpc":"2.0","id":1,"method":"platform.getHeight","params":{}},{"jsonrpc":"2.0","id":2,"method":"platform.getTimestamp","params":{}}]',
    response:
      '{"jsonrpc":"2.0","error":{"code":-32700,"message":"json: cannot unmarshal array into Go value of type json2.serverRequest","data":{"jsonrpc":"","method":"","params":null,"id":null}},"id":null}',
  },
  'jsonrpc.invalid-params-code': {
    release: '1.14.2',
    request: '{"jsonrpc":"2.0","id":1,"method":"platform.getBlockByHeight","params":{"height":"not-a-number"}}',
    response:
      '{"jsonrpc":"2.0","error":{"code":-32000,"message":"couldn\'t unmarshal an argument. Ensure arguments are valid and properly formatted. See documentation for example calls","data":null},"id":1}',
  },
  'jsonrpc.invalid-request-as-parse-error': {
    release: '1.14.2',
    request: '{"jsonrpc":2,"id":1,"method":"platform.getHeight","params":{}}',
    response:
      '{"jsonrpc":"2.0","error":{"code":-32700,"message":"json: cannot unmarshal number into Go struct field serverRequest.jsonrpc of type string","data":{"jsonrpc":"","method":"platform.getHeight","params":{},"id":1}},"id":1}',
  },
  'jsonrpc.method-not-found-code': {
    release: '1.14.2',
    request: '{"jsonrpc":"2.0","id":1,"method":"platform.getNoSuchThing","params":{}}',
    response:
      '{"jsonrpc":"2.0","error":{"code":-32000,"message":"rpc: can\'t find method \\"platform.GetNoSuchThing\\"","data":null},"id":1}',
  },
  'jsonrpc.uppercase-method': {
    release: '1.14.2',
    request: '{"jsonrpc":"2.0","id":1,"method":"platform.GetHeight","params":{}}',
    response:
      '{"jsonrpc":"2.0","error":{"code":-32000,"message":"method must start with a non-uppercase letter","data":null},"id":1}',
  },
  'jsonrpc.trailing-bytes-ignored': {
    release: '1.14.2',
    request: '{"jsonrpc":"2.0","id":1,"method":"platform.getHeight","params":{}}}}',
    response: '{"jsonrpc":"2.0","result":{"height":"1"},"id":1}',
  },
  'jsonrpc.null-body-silent': {
    release: '1.14.2',
    request: 'null{"jsonrpc":"2.0","id":1,"method":"platform.getHeight","params":{}}',
    response: '',
  },
  'jsonrpc.any-id-type': {
    release: '1.14.2',
    request: '{"jsonrpc":"2.0","id":true,"method":"platform.getHeight","params":{}}',
    response: '{"jsonrpc":"2.0","result":{"height":"1"},"id":true}',
  },
  'jsonrpc.missing-method-ill-formed': {
    release: '1.12.1',
    request: '{"jsonrpc":"2.0","id":"","params":{}}',
    response:
      '{"jsonrpc":"2.0","error":{"code":-32000,"message":"rpc: service/method request ill-formed: \\"\\"","data":null},"id":""}',
  },
  'getL1Validator.no-validationID': {
    release: '1.12.1',
    request:
      '{"jsonrpc":"2.0","id":1,"method":"platform.getL1Validator","params":{"validationID":"xa9jSQ6HYqheD8jYH4koGQJBjA8aSPo7jgDgXBYD9EdUVtGwT"}}',
    response:
      '{"jsonrpc":"2.0","result":{"subnetID":"2uR2nBij4zgSmHYnTMhBixhigtSsCTq5bFqF1DrVoU6umMV9Vq","nodeID":"NodeID-Er7xhi6CgAXJXJFsKkMTSj3M5jzMzahzX","publicKey":"0x8ec7f3e0a3964caac76b2a015c4d8af1d2eb8eeca0ddb05a79761f26e43b0514341139fd268b9e48e3df3d0aa0f8a679","remainingBalanceOwner":{"locktime":"0","threshold":"1","addresses":["P-local1jejutkhkdtmtyea4v4rswyahuxh5uh9ypr8lw3"]},"deactivationOwner":{"locktime":"0","threshold":"1","addresses":["P-local1jejutkhkdtmtyea4v4rswyahuxh5uh9ypr8lw3"]},"startTime":"1795463955","weight":"100","minNonce":"0","balance":"1499999965","height":"15"},"id":1}',
  },
  'keystore.password-strength': {
    release: '1.12.1',
    request:
      '{"jsonrpc":"2.0","id":1,"method":"keystore.createUser","params":{"username":"avaconform-95cda5184171","password":"[redacted]"}}',
    response: '{"jsonrpc":"2.0","result":{},"id":1}',
  },
  'params.encoding-case-insensitive': {
    release: '1.14.2',
    request:
      '{"jsonrpc":"2.0","id":7,"method":"platform.getBlock","params":{"blockID":"2kdALCW3F7vR7MkpYLC4m7yhyByiSTT3g5AzYcZGWhiRnq7YYr","encoding":"hEX"}}',
    response:
      '{"jsonrpc":"2.0","result":{"block":"0x00000000000276164e9619e3b1c79c4b6bcaa8585fb95328e60480ac9e40da0539fe23260e0c00000000000000003be84959","encoding":"hex"},"id":7}',
  },
};
