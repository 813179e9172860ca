// The CPU time the shop's process spends, read from Linux's /proc. What a checkout costs the shop is steadier than
// the orders per second, which depend on what else the machine's two cores run at the time.
import { execFileSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
  } catch {
    return 100;
  }
})();

async function childrenOf(pid) {
  const threads = await readdir(`/proc/${pid}/task`).catch(() => []);
  const lists = await Promise.all(
    threads.map((thread) => readFile(`/proc/${pid}/task/${thread}/children`, 'utf8').catch(() => '')),
  );
  return lists.join(' ').split(/\s+/).filter(Boolean).map(Number);
}

/** A process's command line, its arguments joined by spaces; empty when it has ended. */
async function commandLineOf(pid) {
  return (await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).replaceAll('\0', ' ');
}

/** The process under `rootPid` (itself included) whose command line contains `needle`; undefined without /proc. */
export async function findProcess(rootPid, needle) {
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.shift();
    if ((await commandLineOf(pid)).includes(needle)) return pid;
    queue.push(...(await childrenOf(pid)));
  }
  return undefined;
}

/** User and system time of a /proc stat line, in ms (its fields 14 and 15, counted after the command's name). */
function cpuMsOf(stat) {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

/** CPU ms a process has spent so far: all its threads (the garbage collector's helpers too), and its main thread. */
export async function cpuTimesOf(pid) {
  const [all, main] = await Promise.all([
    readFile(`/proc/${pid}/stat`, 'utf8'),
    readFile(`/proc/${pid}/task/${pid}/stat`, 'utf8'),
  ]);
  return { totalMs: cpuMsOf(all), mainThreadMs: cpuMsOf(main) };
}

/** Busy CPU ms of the whole machine so far, all cores together (user, nice, system, irq, softirq, steal), from /proc/stat. */
async function machineBusyMs() {
  const [, ...fields] = (await readFile('/proc/stat', 'utf8')).split('\n', 1)[0].trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = fields.map(Number);
  return ((user + nice + system + irq + softirq + steal) * 1000) / ticksPerSecond;
}

/**
 * CPU ms spent so far by the whole machine and by each of its parts: `partOf` names the part of a process (or
 * undefined for none) from its pid and command line.
 * @param {(process: { pid: number, commandLine: string }) => string | undefined} partOf
 */
export async function cpuByPart(partOf) {
  const machineMs = await machineBusyMs();
  const parts = {};
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name)).map(Number);
  await Promise.all(
    pids.map(async (pid) => {
      const [stat, commandLine] = await Promise.all([
        readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined),
        commandLineOf(pid),
      ]);
      const part = stat && partOf({ pid, commandLine });
      if (part) parts[part] = (parts[part] ?? 0) + cpuMsOf(stat);
    }),
  );
  return { machineMs, parts };
}

/**
 * What each part spent between two `cpuByPart` readings, per `count` (e.g. per checkout), and `rest`: what the
 * machine spent beyond the parts (other processes, and those that ended meanwhile).
 */
export function cpuSpentPer(before, after, count) {
  const per = Object.fromEntries(
    Object.keys(after.parts).map((part) => [part, (after.parts[part] - (before.parts[part] ?? 0)) / count]),
  );
  const machine = (after.machineMs - before.machineMs) / count;
  return {
    machine,
    parts: { ...per, rest: Math.max(0, machine - Object.values(per).reduce((sum, ms) => sum + ms, 0)) },
  };
}
