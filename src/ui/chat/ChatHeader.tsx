import { Trans } from '@lingui/react/macro';
import { ChatAvatar } from './ChatAvatar';

export interface ChatHeaderProps {
  shop: { name: string; logo: string | null };
  /** Online when any loaded message says the shop is active. */
  isOnline: boolean;
  /** The name's level in the page outline. @default 2 */
  headingLevel?: 2 | 3;
}

/** The open conversation's shop: logo, name, and whether it is online, in words as well as colour. */
export function ChatHeader({ shop, isOnline, headingLevel = 2 }: ChatHeaderProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="flex items-center gap-3 border-gray-200 border-b p-3">
      <ChatAvatar src={shop.logo} name={shop.name} isDecorative />
      <div className="flex min-w-0 flex-col">
        <Heading dir="auto" className="truncate font-semibold text-base text-gray-900">
          {shop.name}
        </Heading>
        <p className="flex items-center gap-1.5 text-gray-700 text-sm">
          <span
            aria-hidden="true"
            className={`size-2 rounded-full ${isOnline ? 'bg-green-600' : 'border border-gray-500 bg-white'}`}
          />
          {isOnline ? <Trans>Online</Trans> : <Trans>Offline</Trans>}
        </p>
      </div>
    </div>
  );
}
