import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenNearViewport } from './when-near-viewport';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

/** A controllable IntersectionObserver: jsdom has none, and has no layout to drive a real one. */
function stubObserver() {
  const observers: Array<{ callback: Callback; disconnect: ReturnType<typeof vi.fn> }> = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      disconnect = vi.fn();
      constructor(public callback: Callback) {
        observers.push(this);
      }
      observe() {}
    },
  );
  return observers;
}

describe('WhenNearViewport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the fallback, not the content, until the spot nears the screen', () => {
    const observers = stubObserver();
    const Content = vi.fn(() => <p>Inhoud</p>);
    render(
      <WhenNearViewport fallback={<p>Laden</p>}>
        <Content />
      </WhenNearViewport>,
    );
    expect(screen.getByText('Laden')).toBeInTheDocument();
    expect(Content).not.toHaveBeenCalled();

    act(() => observers[0].callback([{ isIntersecting: false }]));
    expect(screen.queryByText('Inhoud')).not.toBeInTheDocument();

    act(() => observers[0].callback([{ isIntersecting: true }]));
    expect(screen.getByText('Inhoud')).toBeInTheDocument();
    expect(screen.queryByText('Laden')).not.toBeInTheDocument();
    expect(observers[0].disconnect).toHaveBeenCalled();
  });

  it('renders the content at once in a browser without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenNearViewport fallback={<p>Laden</p>}>
        <p>Inhoud</p>
      </WhenNearViewport>,
    );
    expect(screen.getByText('Inhoud')).toBeInTheDocument();
    expect(screen.queryByText('Laden')).not.toBeInTheDocument();
  });
});
