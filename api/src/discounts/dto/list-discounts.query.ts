import { DISCOUNT_CODE_MAX, type DiscountListQuery } from '../../contracts';
import { PageQueryDto } from '../../common/validation/page-query';
import { SearchTextField } from '../../common/validation/search-text';

/** GET /api/v1/discounts (admin): `q` a part of the code (any case), `page` and `limit`; total in X-Total-Count. */
export class ListDiscountsQuery extends PageQueryDto implements DiscountListQuery {
  @SearchTextField(DISCOUNT_CODE_MAX, 'The code contains the text (case-insensitive)')
  q?: string;
}
