import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLoadedInTransition } from '../../../src/ui/layout/use-loaded-in-transition';

function Part({ load }: { load: () => Promise<unknown> }) {
  return <p>{useLoadedInTransition(load) ? 'The part' : 'Its placeholder'}</p>;
}

/** A load the test settles by hand. */
function heldLoad() {
  let resolve: () => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { load: () => promise, resolve, reject };
}

describe('useLoadedInTransition', () => {
  it('shows the placeholder until the code has loaded, then the part', async () => {
    const held = heldLoad();
    render(<Part load={held.load} />);
    expect(screen.getByText('Its placeholder')).toBeInTheDocument();
    held.resolve();
    expect(await screen.findByText('The part')).toBeInTheDocument();
  });

  it('gives way to the part when the load fails, so the part’s own load can say so', async () => {
    const held = heldLoad();
    render(<Part load={held.load} />);
    held.reject(new Error('offline'));
    expect(await screen.findByText('The part')).toBeInTheDocument();
  });
});
