import { useLingui } from '@lingui/react/macro';
import type { Schema } from '../../api/types';
import { Link } from '../kit/Link';
import { Picture } from '../kit/Picture';
import { attachmentLink } from './attachment-link';

type TicketAttachment = Schema<'TicketAttachment'>;

/** One attachment, opening in a new tab: an image of this site as a thumbnail with its name, any other file as its name. */
function Attachment({ attachment }: { attachment: TicketAttachment }) {
  const link = attachmentLink(attachment.name, attachment.url);
  if (!link) return <span className="text-gray-700 text-sm">{attachment.name}</span>;
  const hasThumbnail = link.isImage && link.isSameOrigin;
  return (
    <Link href={link.href} isExternal variant="standalone" className="max-w-full text-sm">
      {hasThumbnail && (
        <Picture
          sizes="64px"
          src={link.href}
          alt={attachment.name}
          width={64}
          height={64}
          className="size-16 shrink-0 rounded-md border border-gray-200 bg-white object-cover"
        />
      )}
      {/* With a thumbnail, the image's alt text names the link: the name under it is for the eye. */}
      <span aria-hidden={hasThumbnail || undefined} className="truncate underline underline-offset-2">
        {attachment.name}
      </span>
    </Link>
  );
}

/** The files attached to a ticket or a message. */
export function TicketAttachments({ attachments }: { attachments: TicketAttachment[] }) {
  const { t } = useLingui();
  if (attachments.length === 0) return null;
  return (
    <ul aria-label={t`Attachments`} className="flex flex-wrap gap-3">
      {attachments.map((attachment) => (
        <li key={`${attachment.url}-${attachment.name}`} className="max-w-full">
          <Attachment attachment={attachment} />
        </li>
      ))}
    </ul>
  );
}
