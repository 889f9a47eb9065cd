import { act, render, screen } from '@testing-library/react';
import { Reveal } from './Reveal';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

describe('Reveal', () => {
  const original = (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  afterEach(() => {
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = original;
  });

  it('shows the content at once when IntersectionObserver is missing', () => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    render(<Reveal>Hello</Reveal>);
    expect(screen.getByText('Hello')).toHaveAttribute('data-reveal', 'shown');
  });

  it('waits until it scrolls into view, then shows once and stops watching', () => {
    let fire: Callback = () => {};
    const disconnect = jest.fn();
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(callback: Callback) {
        fire = callback;
      }
      observe() {}
      disconnect = disconnect;
    };
    render(<Reveal>Hello</Reveal>);
    const box = screen.getByText('Hello');
    expect(box).toHaveAttribute('data-reveal', 'waiting');
    act(() => fire([{ isIntersecting: false }]));
    expect(box).toHaveAttribute('data-reveal', 'waiting');
    act(() => fire([{ isIntersecting: true }]));
    expect(box).toHaveAttribute('data-reveal', 'shown');
    expect(disconnect).toHaveBeenCalled();
  });

  it('does not animate under prefers-reduced-motion', () => {
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      observe() {}
      disconnect() {}
    };
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...matchMedia(query),
      matches: query.includes('reduce'),
    })) as typeof window.matchMedia;
    try {
      render(<Reveal>Hello</Reveal>);
      expect(screen.getByText('Hello')).toHaveAttribute('data-reveal', 'shown');
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
