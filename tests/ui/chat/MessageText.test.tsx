import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageText } from '../../../src/ui/chat/MessageText';
import { renderWithI18n } from '../kit/renderWithI18n';
import { expectOnlyTextAndSafeLinks, XSS_CORPUS } from './xss-corpus';

/** The text a sighted shopper sees: the paragraph without the screen-reader-only "(opens in a new tab)". */
function visibleText(paragraph: Element) {
  const copy = paragraph.cloneNode(true) as Element;
  for (const span of copy.querySelectorAll('span')) {
    if (span.textContent?.trim() === '(opens in a new tab)') span.remove();
  }
  return copy.textContent;
}

describe('MessageText', () => {
  it.each(XSS_CORPUS)('shows %j as text, with http(s) new-tab links only', (message) => {
    const { container } = renderWithI18n(<MessageText text={message} />);
    const paragraph = container.querySelector('p');
    if (!paragraph) throw new Error('no paragraph');
    expectOnlyTextAndSafeLinks(paragraph);
    expect(visibleText(paragraph)).toBe(message);
    expect(document.querySelectorAll('script, img, svg, iframe, style, div[onclick]')).toHaveLength(0);
  });

  it('keeps entities as typed rather than decoding them', () => {
    renderWithI18n(<MessageText text={'&lt;b&gt; is bold'} />);
    expect(screen.getByText('&lt;b&gt; is bold')).toBeInTheDocument();
  });

  it('links an address inside a sentence, in a new tab, and says so', () => {
    renderWithI18n(<MessageText text="Photos: https://shop.example/avocados. Enjoy!" />);
    const link = screen.getByRole('link', { name: /^https:\/\/shop\.example\/avocados ?\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('href', 'https://shop.example/avocados');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('links the http(s) part of a hostile message and nothing else', () => {
    renderWithI18n(<MessageText text={'<a href="https://good.example" onclick="alert(1)">x</a>'} />);
    expect(screen.getByRole('link')).toHaveAttribute('href', 'https://good.example/');
  });

  it.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,hi', 'vbscript:x', '//evil.example'])(
    'makes no link of %j',
    (message) => {
      renderWithI18n(<MessageText text={message} />);
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
      expect(screen.getByText(message)).toBeInTheDocument();
    },
  );
});
