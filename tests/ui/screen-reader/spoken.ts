import { virtual } from '@guidepup/virtual-screen-reader';
import { onTestFinished, vi } from 'vitest';

/**
 * A change as the reader sees it when it gets round to it (a moment later): one under a node that has left the
 * page by then is one to the page's body, which says nothing. No screen reader reads a removed node, and the
 * virtual one fails on its name (it looks its labels up in the detached subtree).
 */
function readLater(record: MutationRecord): MutationRecord {
  const { type, addedNodes, removedNodes, attributeName, attributeNamespace, oldValue } = record;
  const { previousSibling, nextSibling } = record;
  return {
    type,
    addedNodes,
    removedNodes,
    attributeName,
    attributeNamespace,
    oldValue,
    previousSibling,
    nextSibling,
    get target() {
      return record.target.isConnected ? record.target : document.body;
    },
  };
}

class PageMutationObserver extends MutationObserver {
  constructor(callback: MutationCallback) {
    super((records, observer) => callback(records.map(readLater), observer));
  }
}

/**
 * Starts the virtual screen reader on the whole page before anything is rendered, so every live-region
 * change is heard, and stops it when the test ends. `spoken()` is what it said since then (its opening
 * "document" left out), or since the last `mark()`; live regions' words start with "polite: " or "assertive: ".
 */
export async function listen() {
  // jsdom draws no pseudo-elements (no stylesheet is loaded): give them an empty style rather than a
  // "not implemented" error on the console for every name the reader computes.
  const computedStyle = window.getComputedStyle.bind(window);
  const styles = vi
    .spyOn(window, 'getComputedStyle')
    .mockImplementation((element, pseudoElement) =>
      pseudoElement ? document.createElement('div').style : computedStyle(element),
    );
  await virtual.start({ container: document.body, window: { document, MutationObserver: PageMutationObserver } });
  onTestFinished(async () => {
    await virtual.stop();
    styles.mockRestore();
  });
  let heardBefore = (await virtual.spokenPhraseLog()).length;
  return {
    virtual,
    spoken: async () => (await virtual.spokenPhraseLog()).slice(heardBefore),
    /** What is said from now on is what `spoken` returns. */
    mark: async () => {
      heardBefore = (await virtual.spokenPhraseLog()).length;
    },
  };
}
