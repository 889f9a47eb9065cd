import type { ReactNode } from 'react';
import { HOME_SECTION_SIZE, type Product } from '@pashmina/contracts';
import {
  EmptyState,
  ErrorState,
  ProductGrid,
  ProductGridSkeleton,
  SectionHeading,
} from '@pashmina/shared-ui';
import { Container } from '../../../components/Page';
import { Reveal } from '../../../components/Reveal';
import styles from './HomeSection.module.css';

export interface HomeProductSectionProps {
  /** Id of the heading, which names the region. */
  id: string;
  title: string;
  subtitle?: ReactNode;
  viewMoreTo: string;
  listLabel: string;
  emptyMessage: string;
  errorMessage: string;
  products: Product[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
}

/**
 * A home-page section: heading with View More, then loading, error, empty or a grid of up to 4 across.
 * While loading, card-shaped placeholders hold the room of a full section, so the sections below stay put.
 */
export function HomeProductSection({
  id,
  title,
  subtitle,
  viewMoreTo,
  listLabel,
  emptyMessage,
  errorMessage,
  products,
  isLoading,
  isError,
  onRetry,
}: HomeProductSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <Container>
        <Reveal>
          <SectionHeading id={id} title={title} subtitle={subtitle} viewMoreTo={viewMoreTo} />
          {isLoading ? (
            <ProductGridSkeleton count={HOME_SECTION_SIZE} maxColumns={4} />
          ) : isError ? (
            <ErrorState compact message={errorMessage} onRetry={onRetry} />
          ) : (
            <ProductGrid
              products={products ?? []}
              maxColumns={4}
              aria-label={listLabel}
              empty={<EmptyState compact message={emptyMessage} />}
            />
          )}
        </Reveal>
      </Container>
    </section>
  );
}
