// A config file for a command: the same keys as its flags (`"target"`, `"only": [...]`,
// `"allow-writes": true`), found as avaconform.config.json / .yaml / .yml in the working directory or
// given with --config. A flag on the command line wins over the file's value of the same key.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ParseArgsConfig } from 'node:util';
import { createRequire } from 'node:module';
import { UsageError } from './usage.js';

type Options = NonNullable<ParseArgsConfig['options']>;
type Values = Record<string, string | boolean | Array<string | boolean> | undefined>;

export const CONFIG_FILES = ['avaconform.config.json', 'avaconform.config.yaml', 'avaconform.config.yml'] as const;
/** Keys a config file cannot set: they say what the command line itself is for. */
const NOT_CONFIGURABLE = new Set(['help', 'config']);

/** The config file to read: --config's, else the first of CONFIG_FILES in `cwd`, else none. */
export function findConfig(given: string | undefined, cwd = process.cwd()): string | null {
  if (given !== undefined) {
    if (!existsSync(given)) throw new UsageError(`--config ${given}: no such file`);
    return given;
  }
  return CONFIG_FILES.map((f) => resolve(cwd, f)).find((f) => existsSync(f)) ?? null;
}

function readConfig(file: string): Record<string, unknown> {
  const text = readFileSync(file, 'utf8');
  let data: unknown;
  try {
    // yaml is loaded only for a YAML config (most runs have none).
    data = /\.ya?ml$/i.test(file)
      ? (createRequire(import.meta.url)('yaml') as typeof import('yaml')).parse(text)
      : JSON.parse(text);
  } catch (e) {
    throw new UsageError(
      `config ${file}: not valid ${/\.ya?ml$/i.test(file) ? 'YAML' : 'JSON'} (${(e as Error).message.split('\n', 1)[0]})`,
    );
  }
  if (data === null || data === undefined) return {};
  if (typeof data !== 'object' || Array.isArray(data))
    throw new UsageError(`config ${file}: must be an object of flag names to values`);
  return data as Record<string, unknown>;
}

/** One config value as the flag's parsed form; a UsageError naming the key when it has the wrong type. */
function asFlagValue(file: string, key: string, value: unknown, option: Options[string]): string | boolean | string[] {
  const scalar = (v: unknown): string => {
    if (typeof v === 'string') return v;
    if (typeof v === 'number' && Number.isFinite(v)) return String(v);
    throw new UsageError(
      `config ${file}: "${key}" must be a string${option.multiple ? ' or a list of strings' : ''}, got ${JSON.stringify(v)}`,
    );
  };
  if (option.type === 'boolean') {
    if (typeof value !== 'boolean')
      throw new UsageError(`config ${file}: "${key}" must be true or false, got ${JSON.stringify(value)}`);
    return value;
  }
  if (option.multiple) return (Array.isArray(value) ? value : [value]).map(scalar);
  return scalar(value);
}

/** The command's flag values with the config file's filled in where the command line gave none. */
export function withConfig<V extends Values>(
  command: string,
  options: Options,
  values: V,
  given: string | undefined,
): V {
  const file = findConfig(given);
  if (!file) return values;
  const merged: Values = { ...values };
  for (const [key, value] of Object.entries(readConfig(file))) {
    const option = options[key];
    if (!option || NOT_CONFIGURABLE.has(key))
      throw new UsageError(
        `config ${file}: unknown key "${key}" (keys are avaconform ${command}'s flag names, e.g. "target")`,
      );
    if (merged[key] === undefined) merged[key] = asFlagValue(file, key, value, option);
  }
  console.error(`avaconform: config ${file}`);
  return merged as V;
}
