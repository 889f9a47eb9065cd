import type { PageQuery } from './common';

/** A feedback (contact) message as the admin and its author see it. */
export interface Feedback {
  _id: string;
  name: string;
  email: string;
  message: string;
  isFeatured: boolean;
  createdAt: string;
}

/** A featured message as the public sees it (GET /api/v1/contact/testimonials): never the e-mail. */
export interface Testimonial {
  _id: string;
  name: string;
  message: string;
}

export interface FeedbackRequest {
  name: string;
  email: string;
  message: string;
}

/** PUT /api/v1/contact/:id (admin). */
export interface UpdateFeedbackRequest {
  isFeatured: boolean;
}

export interface UpdateFeedbackResponse {
  success: true;
  message: string;
  contact: Feedback;
}

/**
 * Query of GET /api/v1/contact. The response depends on the caller: anonymous, the featured testimonials
 * (Testimonial[]); a customer, their own messages; an admin, all messages, filtered by `q` (an e-mail substring,
 * case-insensitive) and paged, with the total in X-Total-Count. Newest first.
 */
export interface FeedbackListQuery extends PageQuery {
  q?: string;
}
