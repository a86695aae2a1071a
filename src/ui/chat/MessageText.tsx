import { useMemo } from 'react';
import { splitChatText } from '../../lib/chat-text';
import { Link } from '../kit/Link';

export interface MessageTextProps {
  /** The message as written: plain text, never markup. */
  text: string;
  className?: string;
}

/**
 * A message's text, with its line breaks, as React text nodes (so nothing in it is ever read as HTML),
 * and its http(s) addresses as links that open in a new tab.
 */
export function MessageText({ text, className = '' }: MessageTextProps) {
  const segments = useMemo(() => splitChatText(text), [text]);
  return (
    // Written by a person, in any language: it takes its own direction whatever the page's.
    <p dir="auto" className={`whitespace-pre-wrap break-words ${className}`}>
      {segments.map((segment, index) =>
        segment.kind === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments never move within one text
          <Link key={index} href={segment.href} isExternal className="break-all">
            {segment.text}
          </Link>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments never move within one text
          <span key={index}>{segment.text}</span>
        ),
      )}
    </p>
  );
}
