import { readdirSync, readFileSync } from 'node:fs';

/**
 * The nice value of every thread of process `pid`, from Linux's /proc: the 19th field of each thread's
 * stat, counted after the parenthesised name (which may hold spaces).
 */
export function threadNiceValues(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).map((thread) => {
    const stat = readFileSync(`/proc/${pid}/task/${thread}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}
