/** How a message interrupts: `polite` waits for a pause in speech, `assertive` (errors) cuts in. */
export type Politeness = 'polite' | 'assertive';

export interface Announcement {
  /** New for every announcement, so the same words said twice are a new node, read again. */
  id: number;
  text: string;
}

const latest: Record<Politeness, Announcement | null> = { polite: null, assertive: null };
const listeners = new Set<() => void>();
let lastId = 0;

const changed = () => {
  for (const listener of listeners) listener();
};

/** Says `text` through the page's live regions (LiveAnnouncer), which exist before any text arrives. */
export function announce(text: string, politeness: Politeness = 'polite'): void {
  if (!text) return;
  lastId += 1;
  latest[politeness] = { id: lastId, text };
  changed();
}

/** Takes a message out once it has been read, so it is not met again when reading the page. */
export function clearAnnouncement(politeness: Politeness, id: number): void {
  if (latest[politeness]?.id !== id) return;
  latest[politeness] = null;
  changed();
}

export function latestAnnouncement(politeness: Politeness): Announcement | null {
  return latest[politeness];
}

export function subscribeToAnnouncements(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
