import { useLingui } from '@lingui/react/macro';
import { Skeleton, SkeletonGroup } from '../kit/Skeleton';

/** Paragraph-like lines: two full, one shorter, twice. */
const LINE_WIDTHS = [
  ['1', 'w-full'],
  ['2', 'w-full'],
  ['3', 'w-2/3'],
  ['4', 'w-full'],
  ['5', 'w-full'],
  ['6', 'w-2/3'],
] as const;

/** Where a post or a page is on its way: a title, a line and paragraphs (with a picture for a post). */
export function PostArticleSkeleton({ withImage = true }: { withImage?: boolean }) {
  const { t } = useLingui();
  return (
    <SkeletonGroup label={t`Loading`} className="flex flex-col gap-3 py-8">
      <Skeleton className="h-8 w-3/4" />
      <Skeleton className="w-40" />
      {withImage && <Skeleton className="mt-3 aspect-video h-auto w-full" />}
      {LINE_WIDTHS.map(([line, width]) => (
        <Skeleton key={line} className={width} />
      ))}
    </SkeletonGroup>
  );
}
