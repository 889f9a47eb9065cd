/** Every error answer of the API. */
export interface ApiError {
  success: false;
  message: string;
}

export interface ApiMessage {
  success: boolean;
  message: string;
}

export interface OkResponse {
  ok: boolean;
}
