import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readArchive } from '../../testing/backup/backup-testing.ts';
import { readTarGz } from './tar-reader.ts';
import { createTarGzWriter } from './tar-writer.ts';

describe('the archive writer and reader', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('round-trips empty, block-sized and streamed entries and names past ustar’s 100 characters', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'canopy-tar-'));
    const file = path.join(dir, 'a.tar.gz');
    const long = `files/uploads/${'k'.repeat(128)}`;
    const streamed = Buffer.alloc(200_000, 7);
    const writer = createTarGzWriter(file);
    await writer.add('empty.jsonl', 0, Buffer.alloc(0));
    await writer.add('block.bin', 512, Buffer.alloc(512, 1));
    await writer.add(long, 3, Buffer.from('abc'));
    await writer.add(
      'streamed.bin',
      streamed.length,
      (async function* () {
        for (let i = 0; i < streamed.length; i += 65_536) yield streamed.subarray(i, i + 65_536);
      })(),
    );
    await writer.finish();
    const entries = await readArchive(file);
    expect([...entries.keys()]).toEqual(['empty.jsonl', 'block.bin', long, 'streamed.bin']);
    expect(entries.get(long)?.toString()).toBe('abc');
    expect(entries.get('streamed.bin')?.equals(streamed)).toBe(true);
    // Any tar reads it too: it is a plain .tar.gz an operator can open.
    expect(execFileSync('tar', ['-tzf', file], { encoding: 'utf8' }).trim().split('\n')).toEqual([
      'empty.jsonl',
      'block.bin',
      long,
      'streamed.bin',
    ]);
  });

  it('refuses to write an entry whose content is not the size it announced', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'canopy-tar-'));
    const writer = createTarGzWriter(path.join(dir, 'b.tar.gz'));
    await expect(writer.add('short.bin', 10, Buffer.from('abc'))).rejects.toThrow(
      'short.bin changed size while it was archived',
    );
    await writer.abort();
  });

  it('reads one entry at a time: the next waits until the handler is done with this one', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'canopy-tar-'));
    const file = path.join(dir, 'c.tar.gz');
    const writer = createTarGzWriter(file);
    for (const name of ['one', 'two', 'three'])
      await writer.add(name, 70_000, Buffer.alloc(70_000, name.length));
    await writer.finish();
    const events: string[] = [];
    await readTarGz(file, async (entry) => {
      events.push(`start ${entry.path}`);
      let bytes = 0;
      for await (const chunk of entry.body) {
        bytes += chunk.length;
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
      events.push(`end ${entry.path} ${bytes}`);
    });
    expect(events).toEqual([
      'start one',
      'end one 70000',
      'start two',
      'end two 70000',
      'start three',
      'end three 70000',
    ]);
  });
});
