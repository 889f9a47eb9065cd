// Design-system components; each lives in its own folder with a CSS Module.
// Global tokens, base styles and self-hosted fonts: any app importing @pashmina/shared-ui gets them once.
import '../styles';

export { Button, LinkButton, buttonClassName } from './Button/Button';
export type { ButtonProps, LinkButtonProps, ButtonVariant, ButtonSize } from './Button/Button';
export { Price } from './Price/Price';
export type { PriceProps } from './Price/Price';
export { ProductCard, CARD_SIZES } from './ProductCard/ProductCard';
export { ProductCardSkeleton } from './ProductCard/ProductCardSkeleton';
export { productSrcSet } from './ProductCard/productImage';
export type { ProductCardProps, ProductCardProduct } from './ProductCard/ProductCard';
export { ProductGrid } from './ProductGrid/ProductGrid';
export type { ProductGridProps } from './ProductGrid/ProductGrid';
export { ProductGridSkeleton, type ProductGridSkeletonProps } from './ProductGrid/ProductGridSkeleton';
export { Skeleton, type SkeletonProps } from './Skeleton/Skeleton';
export { Spinner } from './Spinner/Spinner';
export type { SpinnerProps } from './Spinner/Spinner';
export { EmptyState } from './EmptyState/EmptyState';
export type { EmptyStateProps } from './EmptyState/EmptyState';
export { ErrorState, DEFAULT_ERROR_MESSAGE } from './ErrorState/ErrorState';
export type { ErrorStateProps } from './ErrorState/ErrorState';
export { SectionHeading } from './SectionHeading/SectionHeading';
export type { SectionHeadingProps } from './SectionHeading/SectionHeading';
export { NewBadge } from './NewBadge/NewBadge';
export { CenteredMessage, type CenteredMessageProps } from './CenteredMessage/CenteredMessage';
export { NotFoundPage } from './NotFoundPage/NotFoundPage';
export { ListGrid, type ListGridProps } from './ListGrid/ListGrid';
export { swatchOf } from './ProductCard/colourSwatches';
