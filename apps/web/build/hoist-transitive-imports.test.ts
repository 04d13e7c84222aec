import { describe, expect, it } from 'vitest';
import { hoistTransitiveImports, type HoistableChunk } from './hoist-transitive-imports';

const chunk = (fileName: string, imports: string[], kind: 'entry' | 'page' | 'shared'): HoistableChunk => ({
  type: 'chunk',
  fileName,
  code: `import"./${imports.map((i) => i.replace('assets/', '')).join('";import"./')}";export{};`,
  imports,
  isEntry: kind === 'entry',
  isDynamicEntry: kind === 'page',
});

describe('hoistTransitiveImports', () => {
  it("imports, from each page's chunk, every chunk it needs through another, once, after its code", () => {
    const page = chunk('assets/devices-page.js', ['assets/libs.js', 'assets/inputs.js'], 'page');
    const bundle = {
      'assets/devices-page.js': page,
      'assets/libs.js': chunk('assets/libs.js', [], 'shared'),
      'assets/inputs.js': chunk('assets/inputs.js', ['assets/libs.js', 'assets/helpers.js'], 'shared'),
      'assets/helpers.js': chunk('assets/helpers.js', ['assets/libs.js', 'assets/deep.js'], 'shared'),
      'assets/deep.js': chunk('assets/deep.js', [], 'shared'),
      'assets/style.css': { type: 'asset' as const },
    };
    const before = page.code;

    hoistTransitiveImports(bundle);

    expect(page.code).toBe(`${before}\nimport"./helpers.js";import"./deep.js";\n`);
    // A shared chunk is reached through the pages that import it: it stays as it was.
    expect(bundle['assets/inputs.js'].code).not.toContain('deep.js');
  });

  it('leaves a chunk whose imports need nothing more, and keeps a source map comment last', () => {
    const page = chunk('assets/news-page.js', ['assets/libs.js'], 'page');
    page.code += '\n//# sourceMappingURL=news-page.js.map';
    const entry = chunk('assets/index.js', ['assets/news-page.js'], 'entry');
    const bundle = {
      'assets/news-page.js': page,
      'assets/index.js': entry,
      'assets/libs.js': chunk('assets/libs.js', [], 'shared'),
    };
    const pageBefore = page.code;

    hoistTransitiveImports(bundle);

    expect(page.code).toBe(pageBefore);
    expect(entry.code.endsWith('\nimport"./libs.js";\n')).toBe(true);
  });

  it('writes the path from the chunk to the one it imports', () => {
    const entry = chunk('index.js', ['assets/a.js'], 'entry');
    const bundle = {
      'index.js': entry,
      'assets/a.js': chunk('assets/a.js', ['assets/b.js'], 'shared'),
      'assets/b.js': chunk('assets/b.js', [], 'shared'),
    };
    entry.code += '\n//# sourceMappingURL=index.js.map';

    hoistTransitiveImports(bundle);

    expect(entry.code).toMatch(/\nimport"\.\/assets\/b\.js";\n\/\/# sourceMappingURL=index\.js\.map$/);
  });
});
