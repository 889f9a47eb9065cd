// The reviews screen's own texts (the admin panel is English).
import type { ReviewStatus } from '@pashmina/contracts';

export const REVIEWS_TITLE = 'Reviews';
export const NO_REVIEWS_MESSAGE = 'No reviews found.';
export const REVIEW_APPROVED_MESSAGE = 'Review approved';
export const REVIEW_REJECTED_MESSAGE = 'Review rejected';

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** The screen's filters, 'Pending' first after 'All': what the owner opens it for. */
export const REVIEW_FILTERS: readonly { label: string; status?: ReviewStatus }[] = [
  { label: 'All' },
  { label: 'Pending', status: 'pending' },
  { label: 'Approved', status: 'approved' },
  { label: 'Rejected', status: 'rejected' },
];
