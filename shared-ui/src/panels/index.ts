// The parts of the signed-in panels (the customer area and the admin), imported as '@pashmina/shared-ui/panels'.
// Not a Module Federation singleton: each of those two remotes bundles what it uses of them, so the shell and the
// storefront, and so every shopper, never download them. They reach the shared singleton (the store, the API
// client, the design system's base) through '@pashmina/shared-ui', never by a relative path, which would bundle a
// second copy of it.
export { PanelLayout } from './PanelLayout/PanelLayout';
export { SidePanel, type SidePanelEntry, type SidePanelProps } from './PanelLayout/SidePanel';
export { PanelPage, type PanelPageProps } from './PanelLayout/PanelPage';
export { Badge, type BadgeProps, type BadgeTone } from './Badge/Badge';
export { pillClassName, pillsClassName } from './Pill/pill';
export { useLogout, LOGGED_OUT_MESSAGE } from './useLogout';
export { StatCard, type StatCardProps } from './StatCard/StatCard';
export { DataTable, type DataTableColumn, type DataTableProps } from './DataTable/DataTable';
export {
  ConfirmDialog,
  useConfirmDialog,
  type ConfirmOptions,
  type ConfirmDialogProps,
} from './ConfirmDialog/ConfirmDialog';
export { QueryState, type QueryResult, type QueryStateProps } from './QueryState/QueryState';
export { PagedList, type PagedListProps } from './QueryState/PagedList';
export { OrderStatusBadge } from './OrderStatusBadge/OrderStatusBadge';
export {
  OrderDeliveryNote,
  OrderDiscountNote,
  OrderRefundedNote,
  refundedText,
} from './OrderTotal/OrderTotal';
export { OrderReceipt, type ReceiptOrder } from './OrderReceipt/OrderReceipt';
export { dateIn, formatDate, formatDateTime, monthName, shortMonthName } from './dates';
export {
  useListQuery,
  readListQuery,
  listQueryParams,
  searchParam,
  choiceParam,
  type ListParam,
  type ListParams,
  type ListState,
  type ListMove,
} from './useListQuery';
export { orderLineName, orderLineKey, refundLineKey, refundLinesOf } from './orderLines';
