import { REQUEST_MESSAGES } from '@grocery/shared-api';

/** Texts of the requests queue; the spec's own where it has one. */
export const MESSAGES = {
  submitted: REQUEST_MESSAGES.submitted,
  categorySubmitted: REQUEST_MESSAGES.categorySubmitted,
  approved: REQUEST_MESSAGES.approved,
  rejected: REQUEST_MESSAGES.rejected,
  notFound: 'Request not found',
  decided: 'This request has already been reviewed',
  pendingAccount: 'You already have a pending request to become a store manager',
  pendingCategory: 'You already have a pending request for this category',
  categoryMissing: 'Category not found',
  accountMissing: 'The account that made this request no longer exists',
  categoryGone: (name: string) =>
    `The category "${name}" no longer exists. Reject this request instead.`,
  categoryChanged: (name: string) =>
    `The category "${name}" has changed since this request was made. Reject it and ask for a new request if still needed.`,
} as const;
