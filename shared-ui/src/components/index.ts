// Design-system components; each lives in its own folder with a CSS Module.
// Global tokens, base styles and self-hosted fonts: any app importing @pashmina/shared-ui gets them once.
import '../styles';

export { Button, LinkButton, buttonClassName } from './Button/Button';
export type { ButtonProps, LinkButtonProps, ButtonVariant, ButtonSize } from './Button/Button';
export { Price } from './Price/Price';
export type { PriceProps } from './Price/Price';
export { StockStatus, stockTone } from './StockStatus/StockStatus';
export type { StockStatusProps, StockTone } from './StockStatus/StockStatus';
export { ProductCard, CARD_IMAGE_WIDTH, CARD_IMAGE_HEIGHT, CARD_SIZES } from './ProductCard/ProductCard';
export { ProductCardSkeleton } from './ProductCard/ProductCardSkeleton';
export { productSrcSet, THUMB_WIDTH, DETAIL_WIDTH } from './ProductCard/productImage';
export type { ProductCardProps, ProductCardProduct } from './ProductCard/ProductCard';
export { ProductGrid } from './ProductGrid/ProductGrid';
export type { ProductGridProps } from './ProductGrid/ProductGrid';
export { ProductGridSkeleton, type ProductGridSkeletonProps } from './ProductGrid/ProductGridSkeleton';
export { Skeleton, type SkeletonProps } from './Skeleton/Skeleton';
export { Pagination } from './Pagination/Pagination';
export type { PaginationProps } from './Pagination/Pagination';
export { Spinner } from './Spinner/Spinner';
export type { SpinnerProps } from './Spinner/Spinner';
export { EmptyState } from './EmptyState/EmptyState';
export type { EmptyStateProps } from './EmptyState/EmptyState';
export { ErrorState, DEFAULT_ERROR_MESSAGE } from './ErrorState/ErrorState';
export type { ErrorStateProps } from './ErrorState/ErrorState';
export { Breadcrumb } from './Breadcrumb/Breadcrumb';
export type { BreadcrumbProps, BreadcrumbItem } from './Breadcrumb/Breadcrumb';
export { SectionHeading } from './SectionHeading/SectionHeading';
export type { SectionHeadingProps } from './SectionHeading/SectionHeading';
export { PanelLayout } from './PanelLayout/PanelLayout';
export { SidePanel, type SidePanelEntry, type SidePanelProps } from './PanelLayout/SidePanel';
export { PanelPage, type PanelPageProps } from './PanelLayout/PanelPage';
export { FormField, type FormFieldProps } from './FormField/FormField';
export { PhoneField, AddressField } from './FormField/AccountFields';
export { NewBadge } from './NewBadge/NewBadge';
export { CenteredMessage, type CenteredMessageProps } from './CenteredMessage/CenteredMessage';
export { NotFoundPage } from './NotFoundPage/NotFoundPage';
export { ListGrid, type ListGridProps } from './ListGrid/ListGrid';
export { Badge, type BadgeProps, type BadgeTone } from './Badge/Badge';
export { StatCard, type StatCardProps } from './StatCard/StatCard';
export { DataTable, type DataTableColumn, type DataTableProps } from './DataTable/DataTable';
export {
  ConfirmDialog,
  useConfirmDialog,
  type ConfirmOptions,
  type ConfirmDialogProps,
} from './ConfirmDialog/ConfirmDialog';
export { SelectField, type SelectFieldProps, type SelectOption } from './FormField/SelectField';
export { TextareaField, type TextareaFieldProps } from './FormField/TextareaField';
export { CheckboxField, type CheckboxFieldProps } from './FormField/CheckboxField';
export { ImageFileField, type ImageFileFieldProps } from './ImageFileField/ImageFileField';
export { SearchBox, type SearchBoxProps } from './SearchBox/SearchBox';
export { QueryState, type QueryResult, type QueryStateProps } from './QueryState/QueryState';
export { PagedList, type PagedListProps } from './QueryState/PagedList';
export { OrderStatusBadge } from './OrderStatusBadge/OrderStatusBadge';
export { pillClassName, pillsClassName } from './Pill/pill';
