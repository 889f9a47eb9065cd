/** Every error response of the API. */
export interface ApiError {
  success: false;
  message: string;
  /** A 400 of the validation: the request field the message is about (forms show it next to that field). */
  field?: string;
}

export interface ApiMessage {
  success: boolean;
  message: string;
}

export interface OkResponse {
  ok: boolean;
}

/** Response header of every paged list: all matching rows, over every page. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/** Paging of every list call: `page` from 1, `limit` 1 to MAX_PAGE_SIZE (default MAX_PAGE_SIZE). */
export interface PageQuery {
  page?: number;
  limit?: number;
}
