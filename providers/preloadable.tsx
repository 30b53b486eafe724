import { lazy, Suspense, useState, type ComponentType } from 'react';

export interface Preloadable<P extends object> {
  /** Starts the download (once; after a failure, again, and the next render shows what it brings). */
  start: () => Promise<ComponentType<P>>;
  /** The component, rendered at once when its chunk has arrived, lazily (with Suspense) before. */
  Component: ComponentType<P>;
}

/**
 * A component in a chunk of its own that can be asked for before React renders it (a page's chunk
 * as the first script runs). Once arrived it is not suspended: React.lazy suspends on its first
 * render even when its chunk is in, so Suspense would draw the fallback and then hold the content
 * back for its reveal delay (300 ms in React 19), a second paint and a wait for nothing (issue 42).
 * Chosen once per mount, so that a later render never swaps the tree under a filled-in form.
 * Without a Fallback, the nearest Suspense above shows its own while the chunk downloads.
 */
export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Fallback?: ComponentType,
): Preloadable<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  // React.lazy keeps a failure for good: once one has been shown, asking again (start: a Try again,
  // a hover) makes a new lazy that downloads again. Not at once, which offline would loop.
  let hasFailed = false;
  const newLazy = () => lazy(async () => ({ default: await start() }));
  const start = () => {
    if (hasFailed) {
      hasFailed = false;
      Lazy = newLazy();
    }
    return (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        hasFailed = true;
        throw error;
      },
    ));
  };
  let Lazy = newLazy();
  const Component = (props: P) => {
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded {...props} />;
    if (!Fallback) return <Lazy {...props} />;
    return (
      <Suspense fallback={<Fallback />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
  return { start, Component };
}
