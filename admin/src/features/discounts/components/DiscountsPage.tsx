import { Link } from 'react-router-dom';
import { DISCOUNT_CODE_MAX, DISCOUNTS_PAGE_SIZE, type DiscountCode } from '@pashmina/contracts';
import { formatRupees, LinkButton, SHELL_ROUTES } from '@pashmina/shared-ui';
import { Badge, formatDate, type DataTableColumn } from '@pashmina/shared-ui/panels';
import { SearchedList, searchedList, useListSearch } from '../../../components/SearchedList';
import { useGetDiscountsQuery } from '../api/discountsApi';
import { DISCOUNTS_TITLE, NO_DISCOUNTS_MESSAGE } from '../messages';

const DISCOUNT_LIST = searchedList(DISCOUNT_CODE_MAX);

export const discountPath = (id: string) => SHELL_ROUTES.adminDiscount.replace(':id', encodeURIComponent(id));

const valueOf = (code: DiscountCode) =>
  code.type === 'percent' ? `${code.value}% off` : `${formatRupees(code.value)} off`;
const datesOf = ({ startsAt, endsAt }: DiscountCode) =>
  !startsAt && !endsAt
    ? 'Always'
    : `${startsAt ? formatDate(startsAt) : 'Now'} – ${endsAt ? formatDate(endsAt) : 'no end'}`;

const COLUMNS: DataTableColumn<DiscountCode>[] = [
  {
    key: 'code',
    header: 'Code',
    render: (code) => (
      <Link to={discountPath(code._id)} aria-label={`Edit ${code.code}`}>
        {code.code}
      </Link>
    ),
  },
  { key: 'value', header: 'Type and value', render: valueOf },
  { key: 'used', header: 'Used', render: (code) => `${code.used} / ${code.usageLimit ?? 'no limit'}` },
  { key: 'dates', header: 'Dates', render: datesOf },
  {
    key: 'active',
    header: 'Active',
    render: (code) => (
      <Badge tone={code.active ? 'success' : 'neutral'}>{code.active ? 'Active' : 'Inactive'}</Badge>
    ),
  },
];

/** The shop's discount codes: searched by code and paged on the server (10 a page), through the URL. */
export function DiscountsPage() {
  const search = useListSearch(DISCOUNT_LIST, DISCOUNTS_PAGE_SIZE);
  const discounts = useGetDiscountsQuery(search.query);
  return (
    <SearchedList
      title={DISCOUNTS_TITLE}
      searchId="discount-search"
      searchMax={DISCOUNT_CODE_MAX}
      searchLabel="Search by code"
      search={search}
      actions={
        <p>
          <LinkButton to={SHELL_ROUTES.adminCreateDiscount}>New discount code</LinkButton>
        </p>
      }
      result={discounts}
      rows={(data) => data.discounts}
      columns={COLUMNS}
      rowKey={(code) => code._id}
      loading="Loading discount codes..."
      empty={NO_DISCOUNTS_MESSAGE}
    />
  );
}
