/** Every error response of the API. */
/** One refused field of a 400 from validation: its path ('customer_info.phone'), its code and its message. */
export interface FieldError {
  field: string;
  code: string;
  message: string;
}

/**
 * Every error answer of the API (docs/api.md): the status, the message (English word for word, or in the request's
 * language), a stable `code` a page can show in its own language, and `params`, the values the message carries.
 */
export interface ApiError {
  success: false;
  statusCode: number;
  message: string;
  code: string;
  params?: Readonly<Record<string, string | number>>;
  /** A 400 from validation (`VALIDATION_FAILED`): each refused field, the first one's message being `message`. */
  errors?: FieldError[];
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
