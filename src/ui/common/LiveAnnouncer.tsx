import { useEffect, useState, useSyncExternalStore } from 'react';
import { clearAnnouncement, latestAnnouncement, type Politeness, subscribeToAnnouncements } from './announcements';

/** Long enough for a screen reader to have read it, as React Aria's own announcer keeps its messages. */
const ANNOUNCEMENT_KEPT_MS = 7000;

/**
 * The page's two live regions, mounted with the app and empty until something is said: a region created
 * together with its text is often not read at all. Each message is added as a new node (an addition is what
 * screen readers read); neither region has a role, so it is not taken for the page's own status or alert.
 * Kept outside React Aria's hiding of the page behind a modal, so it is still heard over an open dialog.
 */
export function LiveAnnouncer() {
  return (
    <div className="sr-only" data-react-aria-top-layer="true" data-print-hidden>
      <LiveRegion politeness="polite" />
      <LiveRegion politeness="assertive" />
    </div>
  );
}

function LiveRegion({ politeness }: { politeness: Politeness }) {
  const latest = useSyncExternalStore(
    subscribeToAnnouncements,
    () => latestAnnouncement(politeness),
    () => null,
  );
  // What was said before the region existed was not heard, and is not shown as if it were new.
  const [firstId] = useState(() => latest?.id ?? 0);
  const announcement = latest && latest.id > firstId ? latest : null;
  useEffect(() => {
    if (!announcement) return;
    const timer = setTimeout(() => clearAnnouncement(politeness, announcement.id), ANNOUNCEMENT_KEPT_MS);
    return () => clearTimeout(timer);
  }, [announcement, politeness]);
  return (
    <div aria-live={politeness} aria-relevant="additions" aria-atomic="false">
      {announcement && <p key={announcement.id}>{announcement.text}</p>}
    </div>
  );
}
