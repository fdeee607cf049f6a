import { readFileSync } from 'node:fs';

/** True while a process with this pid exists (EPERM: it does, under another user). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface RunningProcess {
  /**
   * When it started, in clock ticks since the machine booted (`/proc/<pid>/stat`, field 22): a pid given again to a
   * later process comes with a later start, so the pair names one process until the machine restarts.
   */
  startTicks: string;
  /** Its command line, arguments separated by spaces. */
  command: string;
}

/** A running process as Linux describes it; null without /proc (another system) or without that process. */
export function describeProcess(pid: number): RunningProcess | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The second field, the program's name in parentheses, may hold spaces: fields are counted after its end.
    const startTicks = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
    return startTicks ? { startTicks, command } : null;
  } catch {
    return null;
  }
}

/** This boot of the machine (Linux), which start ticks are counted from; null elsewhere. */
export function bootId(): string | null {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || null;
  } catch {
    return null;
  }
}
