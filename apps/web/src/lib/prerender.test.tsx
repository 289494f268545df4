import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyChunk, loadChunks, PrerenderContext, type Prerender } from './prerender.js';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyChunk', () => {
  it('renders the chunk at once, without loading it again, when the prerender context holds it', async () => {
    const load = vi.fn(async () => ({ default: Greeting }));
    const LazyGreeting = lazyChunk(load);
    const prerendered: Prerender = { chunks: await loadChunks([load]), contents: {}, calculators: new Map(), search: () => [] };
    expect(load).toHaveBeenCalledTimes(1);

    const html = renderToString(
      <PrerenderContext value={prerendered}>
        <Suspense fallback={<p>Loading</p>}>
          <LazyGreeting name="Ada" />
        </Suspense>
      </PrerenderContext>,
    );
    // `<!--$-->`: a boundary already complete (a pending one is `<!--$?-->` or `<!--$!-->`, with the fallback).
    expect(html).toBe('<!--$--><p>Hello <!-- -->Ada</p><!--/$-->');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stays lazy without the context: the fallback first, then the chunk once it has loaded', async () => {
    let arrive: (module: { default: typeof Greeting }) => void = () => undefined;
    const LazyGreeting = lazyChunk(() => new Promise<{ default: typeof Greeting }>((resolve) => (arrive = resolve)));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <LazyGreeting name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => arrive({ default: Greeting }));
    expect(screen.getByText('Hello Ada')).toBeTruthy();
  });
});
