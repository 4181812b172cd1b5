// The Allure results writer of a run: allure-js-commons' FileSystemWriter writes every result through a
// temporary file, an fsync and a rename, so a reader never sees half a file. A run's allure-results are
// read only after the run has ended, so each file is written once, in place, without the fsync: the
// fsyncs took about 75 ms of the main thread in a default run and 2.5 s in a selftest (docs/performance.md).
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringifyEnvInfo, type Writer } from 'allure-js-commons/sdk/reporter';

type TestResult = Parameters<Writer['writeResult']>[0];
type TestResultContainer = Parameters<Writer['writeGroup']>[0];
type EnvironmentInfo = Parameters<Writer['writeEnvironmentInfo']>[0];
type Category = Parameters<Writer['writeCategoriesDefinitions']>[0][number];
type Globals = Parameters<Writer['writeGlobals']>[1];

export class PlainFileWriter implements Writer {
  private dirMade = false;

  constructor(private readonly resultsDir: string) {}

  private path(name: string): string {
    if (!this.dirMade) mkdirSync(this.resultsDir, { recursive: true });
    this.dirMade = true;
    return join(this.resultsDir, name);
  }

  writeResult(result: TestResult): void {
    writeFileSync(this.path(`${result.uuid}-result.json`), JSON.stringify(result));
  }

  writeGroup(result: TestResultContainer): void {
    writeFileSync(this.path(`${result.uuid}-container.json`), JSON.stringify(result));
  }

  writeAttachment(distFileName: string, content: Buffer): void {
    writeFileSync(this.path(distFileName), content);
  }

  writeAttachmentFromPath(distFileName: string, from: string): void {
    copyFileSync(from, this.path(distFileName));
  }

  writeEnvironmentInfo(info: EnvironmentInfo): void {
    writeFileSync(this.path('environment.properties'), stringifyEnvInfo(info));
  }

  writeCategoriesDefinitions(categories: Category[]): void {
    writeFileSync(this.path('categories.json'), JSON.stringify(categories));
  }

  writeGlobals(distFileName: string, info: Globals): void {
    writeFileSync(this.path(distFileName), JSON.stringify(info));
  }
}
