// The spec's numeric limits (../shared/spec), defined once for schemas, mock, discovery, suites and arbitraries.

/** getUTXOs answers at most this many UTXOs per page, and a limit above it (or 0) means this many (P.limit.utxos). */
export const MAX_UTXOS_PER_PAGE = 1024;
/** getUTXOs takes at most this many addresses. */
export const MAX_UTXO_ADDRESSES = 1024;
/** getContainerRange's numToFetch lies in [0, this] (I.range.R4). */
export const MAX_CONTAINERS_PER_RANGE = 1024;
/** Keystore usernames and passwords are at most this many characters (K.limit.*). */
export const MAX_KEYSTORE_FIELD_LENGTH = 1024;
