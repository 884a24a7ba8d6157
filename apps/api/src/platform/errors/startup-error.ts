/**
 * A reason the API cannot start that the operator can fix (a bad setting, a database that cannot
 * be reached, a data folder in use). main.ts prints its message alone, without a stack trace,
 * because the message already names the setting and what to do.
 */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}
