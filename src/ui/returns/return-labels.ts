import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Schema } from '../../api/types';

export type ReturnStatus = Schema<'ReturnOrderStatus'>;

/** The words for each return status the server sends (its values are English identifiers, not text). */
export const RETURN_STATUS_LABELS: Record<ReturnStatus, MessageDescriptor> = {
  Pending: msg`Pending`,
  Approved: msg`Approved`,
  Rejected: msg`Rejected`,
  Refunded: msg`Refunded`,
};
