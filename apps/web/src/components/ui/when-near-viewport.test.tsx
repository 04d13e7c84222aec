import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenNearViewport } from './when-near-viewport';

/** A stand-in for the browser's observer: the test says when the watched block comes near. */
class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | undefined;
  watched: Element[] = [];
  readonly options: IntersectionObserverInit | undefined;
  constructor(
    private readonly callback: (entries: Array<Pick<IntersectionObserverEntry, 'isIntersecting'>>) => void,
    options?: IntersectionObserverInit,
  ) {
    this.options = options;
    FakeIntersectionObserver.last = this;
  }
  observe(element: Element): void {
    this.watched.push(element);
  }
  disconnect(): void {
    this.watched = [];
  }
  come(isIntersecting: boolean): void {
    this.callback([{ isIntersecting }]);
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('WhenNearViewport', () => {
  it('holds the place with an empty block until it comes near the viewport, then draws its children', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const { container } = render(
      <WhenNearViewport minHeight={250}>
        <p>The form</p>
      </WhenNearViewport>,
    );
    expect(screen.queryByText('The form')).not.toBeInTheDocument();
    const holder = container.firstElementChild as HTMLElement;
    expect(holder.style.minHeight).toBe('250px');
    const observer = FakeIntersectionObserver.last!;
    expect(observer.watched).toEqual([holder]);
    expect(observer.options?.rootMargin).toBe('300px');

    act(() => observer.come(false));
    expect(screen.queryByText('The form')).not.toBeInTheDocument();
    act(() => observer.come(true));
    expect(screen.getByText('The form')).toBeInTheDocument();
    expect(observer.watched).toEqual([]);
  });

  it('draws its children at once where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenNearViewport minHeight={250}>
        <p>The form</p>
      </WhenNearViewport>,
    );
    expect(screen.getByText('The form')).toBeInTheDocument();
  });
});
