// A fault name the mock does not know: bad input (the command line exits 2), never a run.
import { InputError } from '../../input-error.js';

export class UnknownFaultError extends InputError {
  constructor(readonly names: readonly string[]) {
    super(`unknown fault ${names.map((n) => JSON.stringify(n)).join(', ')} (see avaconform faults)`);
  }
}
