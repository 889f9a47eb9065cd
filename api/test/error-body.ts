/**
 * An error answer's body as a test compares it: exactly what the test says (its message, its extra fields), with the
 * status and code every error now carries (docs/api.md), and a validation's list of refused fields. The codes
 * themselves are tested where they are the point (nepali-messages.e2e-spec.ts, api-messages.spec.ts).
 */
export const errorBody = (body: Record<string, unknown>) => ({
  success: false,
  statusCode: expect.any(Number),
  code: expect.any(String),
  ...('field' in body ? { errors: expect.any(Array) } : {}),
  ...body,
});
