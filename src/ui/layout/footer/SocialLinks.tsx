import { safeExternalHref } from '../../../../common/links';
import type { Schema } from '../../../api/types';
import { Link } from '../../kit/Link';

/** The shop's social profiles as logo links, each named by the network (its logo's alt text). */
export function SocialLinks({ links }: { links: Schema<'SocialLink'>[] }) {
  const safe = links.flatMap((link) => {
    const href = safeExternalHref(link.link);
    return href?.startsWith('http') ? [{ ...link, href }] : [];
  });
  if (safe.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {safe.map((link) => (
        <li key={link.name}>
          <Link
            href={link.href}
            isExternal
            variant="plain"
            className="flex size-10 items-center justify-center rounded-full bg-gray-800 hover:bg-gray-700 focus-visible:outline-white"
          >
            <img src={link.logo} alt={link.name} width={20} height={20} loading="lazy" className="size-5" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
