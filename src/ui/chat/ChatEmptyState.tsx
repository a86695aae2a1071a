import { Trans } from '@lingui/react/macro';
import { EmptyState } from '../kit/EmptyState';

/** The conversation pane before a shop is picked (the wording of docs/requirements.md §2). */
export function ChatEmptyState({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  return (
    <EmptyState headingLevel={headingLevel} title={<Trans>No User Selected</Trans>}>
      <Trans>Please select a user to see their messages</Trans>
    </EmptyState>
  );
}
