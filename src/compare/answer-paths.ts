// JSON paths of compared answers, and the patterns normalisation and explanation rules use.

/** "$.a" for a plain member name, `$["a b"]` otherwise. */
export function memberPath(base: string, name: string): string {
  return /^[A-Za-z_$<][A-Za-z0-9_$<>-]*$/.test(name) ? `${base}.${name}` : `${base}[${JSON.stringify(name)}]`;
}

/** The path with array indices as [*]: what differences of one method are grouped by. */
export function genericPath(path: string): string {
  return path.replace(/\[\d+\]/g, '[*]');
}

const patternCache = new Map<string, RegExp>();

/**
 * Whether a path matches a pattern. In patterns "*" stands for one member name, "[*]" for any index,
 * and a trailing ".**" for the member and everything below it.
 */
export function pathMatches(pattern: string, path: string): boolean {
  let re = patternCache.get(pattern);
  if (!re) {
    const deep = pattern.endsWith('.**');
    const body = (deep ? pattern.slice(0, -3) : pattern)
      .split(/(\[\*\]|\*)/)
      .map((part) =>
        part === '[*]'
          ? '\\[[^\\]]*\\]'
          : part === '*'
            ? '(?:[^.\\[]+|\\["[^"]*"\\])'
            : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('');
    re = new RegExp(`^${body}${deep ? '(?:[.\\[].*)?' : ''}$`);
    patternCache.set(pattern, re);
  }
  return re.test(genericPath(path));
}
