// Chain-prefixed bech32 addresses: "<chain>-<hrp>1…" over a 20-byte ShortID (classic bech32, not bech32m).
import { bech32 } from '@scure/base';

/** HRP by network ID, as the node maps them; any other network is "custom". */
export const HRP_BY_NETWORK: Readonly<Record<number, string>> = {
  1: 'avax',
  2: 'cascade',
  3: 'denali',
  4: 'everest',
  5: 'fuji',
  10: 'testing',
  12345: 'local',
};

export function hrpForNetwork(networkId: number): string {
  return HRP_BY_NETWORK[networkId] ?? 'custom';
}

export function formatAddress(chain: string, hrp: string, shortId: Uint8Array): string {
  return `${chain}-${bech32.encode(hrp, bech32.toWords(shortId))}`;
}

export interface ParsedAddress {
  chain: string;
  hrp: string;
  bytes: Uint8Array;
}

/** Parses "<chain>-<bech32>", verifying the bech32 checksum and a 20-byte payload. */
export function parseAddress(text: string): ParsedAddress {
  const dash = text.indexOf('-');
  if (dash <= 0) throw new Error('no separator found in address');
  const chain = text.slice(0, dash);
  const decoded = bech32.decode(text.slice(dash + 1) as `${string}1${string}`);
  const bytes = new Uint8Array(bech32.fromWords(decoded.words));
  if (bytes.length !== 20) throw new Error(`invalid hash length: expected 20 bytes but got ${bytes.length}`);
  return { chain, hrp: decoded.prefix, bytes };
}
