/**
 * Runs a task now and then every `intervalMs`, one run at a time (the trash's purge); `stop()` ends the timer and
 * waits for a run in progress, so a graceful shutdown never closes the database under it. The task handles its own
 * failures (the gateway logs them).
 */
export class PeriodicTask {
  private timer: ReturnType<typeof setInterval> | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly task: () => Promise<void>,
    private readonly intervalMs: number,
  ) {}

  start(): void {
    if (this.timer || this.stopped) return;
    void this.tick();
    this.timer = setInterval(() => void this.tick(), this.intervalMs);
    this.timer.unref();
  }

  /** Runs the task once more after any run in progress; what a test calls instead of waiting for the timer. */
  async runNow(): Promise<void> {
    await this.running;
    await this.tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }

  private tick(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    // A run still going when the timer fires again (a slow database): this turn is skipped.
    this.running ??= this.task().finally(() => (this.running = undefined));
    return this.running;
  }
}
