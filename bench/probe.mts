import path from 'node:path';
import { build } from 'vite';
process.env.NODE_ENV = 'production';
const webRoot = path.resolve('apps/web');
await build({ mode: 'production', root: webRoot, configFile: path.join(webRoot, 'vite.config.ts'), logLevel: 'silent',
  build: { outDir: '/tmp/probe-dist', emptyOutDir: true },
  plugins: [{ name: 'x', generateBundle(_o, bundle) {
    const entry = Object.values(bundle).find((c: any) => c.type === 'chunk' && c.isEntry) as any;
    const seen = new Set<string>(); const q = [entry.fileName];
    while (q.length) { const f = q.pop()!; if (seen.has(f)) continue; seen.add(f); q.push(...(bundle[f] as any).imports); }
    const src: string[] = [];
    for (const f of seen) for (const [id, m] of Object.entries((bundle[f] as any).modules as Record<string, any>)) if (!id.includes('node_modules')) src.push(`${(m.renderedLength/1024).toFixed(1)}k ${id.replace(/.*\/work\/wt-bench\//, '')}`);
    console.log(src.sort().join('\n'));
  }}],
});
