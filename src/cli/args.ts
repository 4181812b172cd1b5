// Command-line parsing for every command: node:util parseArgs, with one-line errors a user can act on
// instead of Node's raw parser text.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { didYouMean } from '../did-you-mean.js';
import { UsageError } from './usage.js';

type Options = NonNullable<ParseArgsConfig['options']>;
type Config = { options: Options; allowPositionals?: boolean };

/**
 * A value that starts with "-" ("--runs -5") is taken as the option's value unless it names a known
 * option, so the flag's own check says what is wrong with it.
 */
function joinDashValues(argv: readonly string[], options: Options): string[] {
  const known = new Set(
    Object.entries(options).flatMap(([name, o]) => [`--${name}`, ...(o.short ? [`-${o.short}`] : [])]),
  );
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      out.push(...argv.slice(i));
      break;
    }
    const next = argv[i + 1];
    const name = arg.startsWith('--') ? arg.slice(2) : null;
    if (
      name &&
      options[name]?.type === 'string' &&
      next !== undefined &&
      next.startsWith('-') &&
      next !== '--' &&
      !known.has(next.split('=')[0]!)
    ) {
      out.push(`${arg}=${next}`);
      i++;
    } else out.push(arg);
  }
  return out;
}

/** Node's parse error as one short line (for an unknown option, the known one it most likely meant). */
function clearMessage(e: unknown, options: Options): string {
  const err = e as Error & { code?: string };
  const option = err.message.match(/'(-[^' ]+)/)?.[1];
  switch (err.code) {
    case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
      return `unknown option ${option ?? err.message}${
        option
          ? didYouMean(
              option,
              Object.keys(options).map((name) => `--${name}`),
            )
          : ''
      }`;
    case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
      return `unexpected argument ${JSON.stringify(err.message.match(/'([^']*)'/)?.[1] ?? '')}`;
    case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
      if (/does not take an argument/.test(err.message)) return `${option} takes no value`;
      if (/argument missing|ambiguous/.test(err.message)) return `${option} needs a value`;
      return err.message;
    default:
      return err.message;
  }
}

/** Parses a command's arguments (strict); a bad argument throws a UsageError with one clear line. */
export function parseCommandArgs<const T extends Config>(
  command: string,
  argv: readonly string[],
  config: T,
): ReturnType<typeof parseArgs<T & { strict: true }>> {
  try {
    // The args member does not change the result's shape; the cast only names that to the compiler.
    return parseArgs({ ...config, args: joinDashValues(argv, config.options), strict: true }) as ReturnType<
      typeof parseArgs<T & { strict: true }>
    >;
  } catch (e) {
    if ((e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS'))
      throw new UsageError(`${clearMessage(e, config.options)} (see avaconform ${command} --help)`);
    throw e;
  }
}
