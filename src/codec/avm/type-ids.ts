// The AVM codec's type IDs. The X-Chain's parser registers its five tx types, then each fx registers five types
// in the VM's fx order (secp256k1fx, nftfx, propertyfx), then the block parser registers StandardBlock: a type's
// ID is its place in that order.

const REGISTERED = [
  'BaseTx',
  'CreateAssetTx',
  'OperationTx',
  'ImportTx',
  'ExportTx',
  'secp256k1fx.TransferInput',
  'secp256k1fx.MintOutput',
  'secp256k1fx.TransferOutput',
  'secp256k1fx.MintOperation',
  'secp256k1fx.Credential',
  'nftfx.MintOutput',
  'nftfx.TransferOutput',
  'nftfx.MintOperation',
  'nftfx.TransferOperation',
  'nftfx.Credential',
  'propertyfx.MintOutput',
  'propertyfx.OwnedOutput',
  'propertyfx.MintOperation',
  'propertyfx.BurnOperation',
  'propertyfx.Credential',
  'StandardBlock',
] as const;

export type AvmType = (typeof REGISTERED)[number];

export function avmTypeId(name: AvmType): number {
  return REGISTERED.indexOf(name);
}

export const AVM_CODEC_VERSION = 0;
