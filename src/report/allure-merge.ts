// Joins the shards' allure-results dirs into one, for `avaconform report` (Allure) on the merged run.
// Allure names every result, container and attachment file by a fresh UUID, so the files of different
// shards never collide; files with fixed names (environment.properties, categories.json) are the same
// for every shard, and one copy is kept.
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

export const ALLURE_RESULTS = 'allure-results';

/** Copies every shard's allure-results/ into OUT/allure-results/ (replaced); returns the files copied and the dirs that had none. */
export async function mergeAllureResults(
  dirs: readonly string[],
  out: string,
): Promise<{ files: number; without: string[] }> {
  const target = join(out, ALLURE_RESULTS);
  await rm(target, { recursive: true, force: true });
  await mkdir(target, { recursive: true });
  let files = 0;
  const without: string[] = [];
  for (const dir of dirs) {
    const source = join(dir, ALLURE_RESULTS);
    if (!existsSync(source)) {
      without.push(dir);
      continue;
    }
    for (const entry of await readdir(source, { withFileTypes: true })) {
      if (!entry.isFile()) continue;
      await copyFile(join(source, entry.name), join(target, entry.name));
      files++;
    }
  }
  return { files, without };
}
