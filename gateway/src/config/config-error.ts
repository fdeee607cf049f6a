/** A bad setting: the message names the variable and fits on one line, as start-up prints it. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Configuration invalide : ${variable} ${detail}`);
    this.name = 'ConfigError';
  }
}
