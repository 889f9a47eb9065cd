import { EMAIL_SEARCH_MAX, type EmailListQuery } from '../../contracts';
import { SearchTextField } from '../../common/validation/search-text';
import { OutboxLogQueryDto } from '../../outbox';

/** GET /api/v1/emails (admin): `status`, `q` a part of the recipient, `page` and `limit`; total in X-Total-Count. */
export class ListEmailsQuery extends OutboxLogQueryDto implements EmailListQuery {
  @SearchTextField(EMAIL_SEARCH_MAX, 'The recipient contains the text (case-insensitive)')
  q?: string;
}
