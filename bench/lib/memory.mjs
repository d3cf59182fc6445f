// Resident memory of a process and every process under it, read from /proc (Linux), in MB.
import { readdirSync, readFileSync } from 'node:fs';

function parentOf(pid) {
  try {
    // The command name, in parentheses, may hold spaces; the fields after its closing parenthesis are fixed.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined; // gone in the meantime
  }
}

function residentKb(pid) {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** `pid` and all its descendants. */
export function processTree(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const parent = parentOf(entry);
    if (parent === undefined) continue;
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const tree = [];
  const pending = [pid];
  while (pending.length > 0) {
    const next = pending.pop();
    tree.push(next);
    pending.push(...(children.get(next) ?? []));
  }
  return tree;
}

function nameOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  } catch {
    return '';
  }
}

const mb = (kb) => Math.round(kb / 1024);

/** The RSS of `pid`'s whole process tree, how many processes it counts and, with `each`, what each of them holds. */
export function treeMemory(pid, { each = false } = {}) {
  const pids = processTree(pid);
  const kbs = pids.map(residentKb);
  const rss = { rssMb: mb(kbs.reduce((sum, kb) => sum + kb, 0)), processes: pids.length };
  return each ? { ...rss, each: pids.map((p, i) => ({ name: nameOf(p), rssMb: mb(kbs[i]) })) } : rss;
}

const SAMPLE_EVERY_MS = 250;

/** Samples the tree's RSS until `stop()`, which answers the highest figure seen. */
export function sampleMemory(pid) {
  let peak = treeMemory(pid);
  const timer = setInterval(() => {
    const now = treeMemory(pid);
    if (now.rssMb > peak.rssMb) peak = now;
  }, SAMPLE_EVERY_MS);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}

const SETTLE_MS = 3_000;

/** The tree's RSS once the server has had a few seconds (`settleMs`) with nothing to do. */
export async function idleMemory(pid, { settleMs = SETTLE_MS, each = false } = {}) {
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  return treeMemory(pid, { each });
}
