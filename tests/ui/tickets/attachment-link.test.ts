import { describe, expect, it } from 'vitest';
import { attachmentLink } from '../../../src/ui/tickets/attachment-link';

const ORIGIN = 'https://shop.example.com';

describe('attachmentLink', () => {
  it("opens this site's files by path, and shows its images as thumbnails", () => {
    expect(attachmentLink('box.PNG', '/media/tickets/1-box.png', ORIGIN)).toEqual({
      href: '/media/tickets/1-box.png',
      isSameOrigin: true,
      isImage: true,
    });
    expect(attachmentLink('receipt.pdf', `${ORIGIN}/media/r.pdf`, ORIGIN)).toMatchObject({
      href: '/media/r.pdf',
      isImage: false,
    });
  });

  it('links http(s) files elsewhere without a thumbnail', () => {
    expect(attachmentLink('a.jpg', 'https://cdn.example.net/a.jpg', ORIGIN)).toEqual({
      href: 'https://cdn.example.net/a.jpg',
      isSameOrigin: false,
      isImage: true,
    });
  });

  it('refuses every other scheme', () => {
    expect(attachmentLink('x.pdf', 'javascript:alert(1)', ORIGIN)).toBeNull();
    expect(attachmentLink('x.png', ' JavaScript:alert(1)', ORIGIN)).toBeNull();
    expect(attachmentLink('x.png', 'data:image/png;base64,AAAA', ORIGIN)).toBeNull();
    expect(attachmentLink('x.pdf', 'file:///etc/passwd', ORIGIN)).toBeNull();
  });
});
