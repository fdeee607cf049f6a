import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PeriodicTask } from './periodic-task.js';

/** A task whose runs are counted and finished by the test. */
function controlledTask() {
  const runs: { finish(): void }[] = [];
  const task = () =>
    new Promise<void>((resolve) => {
      runs.push({ finish: resolve });
    });
  return { runs, task };
}

describe('PeriodicTask (the trash’s periodic purge)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at start, then once per interval, never two runs at a time', async () => {
    const { runs, task } = controlledTask();
    const periodic = new PeriodicTask(task, 1_000);
    periodic.start();
    expect(runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(runs).toHaveLength(1);
    // The first run is still going when the timer fires: that turn is skipped.
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toHaveLength(1);
    runs[0]!.finish();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toHaveLength(2);
    for (let turn = 2; turn < 5; turn++) {
      runs[turn - 1]!.finish();
      await vi.advanceTimersByTimeAsync(1_000);
      expect(runs).toHaveLength(turn + 1);
    }
    runs[4]!.finish();
    await periodic.stop();
  });

  it('stops its timer, and stop() waits for the run in progress', async () => {
    const { runs, task } = controlledTask();
    const periodic = new PeriodicTask(task, 1_000);
    periodic.start();
    let stopped = false;
    const stopping = periodic.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    runs[0]!.finish();
    await stopping;
    expect(stopped).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(runs).toHaveLength(1);
    await periodic.runNow();
    expect(runs).toHaveLength(1);
  });

  it('runNow() waits for a run in progress, then runs once more', async () => {
    const { runs, task } = controlledTask();
    const periodic = new PeriodicTask(task, 60_000);
    periodic.start();
    const asked = periodic.runNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toHaveLength(1);
    runs[0]!.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toHaveLength(2);
    runs[1]!.finish();
    await asked;
    await periodic.stop();
  });
});
