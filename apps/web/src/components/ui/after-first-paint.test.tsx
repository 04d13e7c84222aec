import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as AfterFirstPaintModule from './after-first-paint';

// The hook remembers the app's first paint in its module: each test starts from a fresh copy.
let useAfterFirstPaint: typeof AfterFirstPaintModule.useAfterFirstPaint;
let AfterFirstPaint: typeof AfterFirstPaintModule.AfterFirstPaint;
beforeEach(async () => {
  vi.resetModules();
  ({ useAfterFirstPaint, AfterFirstPaint } = await import('./after-first-paint'));
});

function Probe({ seen }: { seen: boolean[] }) {
  const painted = useAfterFirstPaint();
  seen.push(painted);
  return <p>{painted ? 'after' : 'before'}</p>;
}

describe('useAfterFirstPaint', () => {
  it('is false for the first render and true once a frame has been painted', async () => {
    const seen: boolean[] = [];
    render(<Probe seen={seen} />);
    expect(screen.getByText('before')).toBeInTheDocument();
    expect(await screen.findByText('after')).toBeInTheDocument();
    expect(seen[0]).toBe(false);
  });

  it('waits for the frame, not only for the effects', async () => {
    const frames: FrameRequestCallback[] = [];
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    try {
      render(<Probe seen={[]} />);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(screen.getByText('before')).toBeInTheDocument();
      frames.forEach((callback) => callback(performance.now()));
      expect(await screen.findByText('after')).toBeInTheDocument();
    } finally {
      raf.mockRestore();
    }
  });

  it('is true at once for what mounts after the first paint', async () => {
    render(<Probe seen={[]} />);
    await screen.findByText('after');
    const seen: boolean[] = [];
    render(<Probe seen={seen} />);
    expect(seen[0]).toBe(true);
  });

  it('shows the fallback until then, and then its children', async () => {
    render(
      <AfterFirstPaint fallback={<p>placeholder</p>}>
        <p>menu</p>
      </AfterFirstPaint>,
    );
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    expect(await screen.findByText('menu')).toBeInTheDocument();
    expect(screen.queryByText('placeholder')).not.toBeInTheDocument();
  });
});
