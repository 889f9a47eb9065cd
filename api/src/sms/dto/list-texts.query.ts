import { PHONE_LENGTH, type TextMessageListQuery } from '../../contracts';
import { SearchTextField } from '../../common/validation/search-text';
import { OutboxLogQueryDto } from '../../outbox';

/** GET /api/v1/text-messages (admin): `status`, `q` a part of the number, `page` and `limit`, as the e-mails' log. */
export class ListTextsQuery extends OutboxLogQueryDto implements TextMessageListQuery {
  @SearchTextField(PHONE_LENGTH, 'The number contains the digits')
  q?: string;
}
