// Input a run cannot start with: a bad configuration, an unreadable file, a target that cannot be
// judged. Every layer throws it (or a subclass); the command line prints its message as one line and
// exits 2, so CI can tell a bad setup from a node that fails a check (exit 1).
export class InputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}
