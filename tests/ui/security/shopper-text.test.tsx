import { describe, expect, it } from 'vitest';
import type { Schema } from '../../../src/api/types';
import { AddressDetails } from '../../../src/ui/address/AddressDetails';
import { ReviewList } from '../../../src/ui/catalog/details/ReviewList';
import { homeAddress } from '../address/support';
import { XSS_CORPUS } from '../chat/xss-corpus';
import { renderWithI18n } from '../kit/renderWithI18n';

/**
 * docs/quality-budgets.md S1 for what customers write that other screens show: an address and a product review. Whatever
 * they hold is shown as its own text: no element, attribute or link comes out of it.
 */

const MARKUP = 'script, img, svg, iframe, style, a, [onclick], [onerror], [onload], [onmouseover]';

describe('hostile text in what customers write', () => {
  it.each(XSS_CORPUS)('an address holding %j shows it as text', (text) => {
    const { container } = renderWithI18n(
      <AddressDetails address={{ ...homeAddress, name: text, address_line: text, area: text, flat_no: null }} />,
    );
    expect(container.querySelectorAll(MARKUP)).toHaveLength(0);
    expect(container.textContent).toContain(text);
  });

  it.each(XSS_CORPUS)('a review holding %j shows it as text', (text) => {
    const review = {
      id: 1,
      rating: 4,
      description: text,
      created_at: '2026-11-20T10:00:00Z',
      user: { name: text, profile_photo: null },
    } as Schema<'Review'>;
    const { container } = renderWithI18n(<ReviewList reviews={[review]} />);
    // The rating's stars are the app's own drawings; what the customer wrote is elsewhere.
    const written = [...container.querySelectorAll(MARKUP)].filter((element) => !element.closest('[role="img"]'));
    expect(written).toHaveLength(0);
    const article = container.querySelector('article');
    expect(article?.querySelector('h3')?.textContent).toBe(text);
    expect(article?.lastElementChild?.textContent).toBe(text);
  });
});
