import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AfterFirstScreen } from '../../../src/ui/layout/AfterFirstScreen';

describe('AfterFirstScreen', () => {
  it('leaves its content out of the first commit and adds it just after', async () => {
    render(
      <main>
        <h1>Above</h1>
        <AfterFirstScreen>
          <p>Below</p>
        </AfterFirstScreen>
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Above' })).toBeInTheDocument();
    expect(screen.queryByText('Below')).not.toBeInTheDocument();
    expect(await screen.findByText('Below')).toBeInTheDocument();
  });

  it('adds nothing once the page has gone', async () => {
    const { unmount, container } = render(
      <AfterFirstScreen>
        <p>Below</p>
      </AfterFirstScreen>,
    );
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(container.textContent).toBe('');
  });
});
