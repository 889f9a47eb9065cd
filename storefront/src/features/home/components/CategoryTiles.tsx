import { Link } from 'react-router-dom';
import type { I18n } from '@lingui/core';
import { ListGrid, STOREFRONT_ROUTES, useI18n } from '@pashmina/shared-ui';
import { Container } from '../../../components/Page';
import styles from './CategoryTiles.module.css';

// The shop has always linked these three in lower case; routes match case-insensitively.
const tiles = (i18n: I18n) =>
  [
    {
      to: STOREFRONT_ROUTES.newArrivals.toLowerCase(),
      title: i18n._({ id: 'collection.newArrivals.title', message: 'New Arrivals' }),
      text: i18n._({ id: 'tiles.newArrivals', message: 'Fresh from the looms this month' }),
      tone: 'sand',
    },
    {
      to: STOREFRONT_ROUTES.bestsellers.toLowerCase(),
      title: i18n._({ id: 'collection.bestsellers.title', message: 'Best Sellers' }),
      text: i18n._({ id: 'tiles.bestsellers', message: 'The pieces our customers love most' }),
      tone: 'maroon',
    },
    {
      to: STOREFRONT_ROUTES.menProducts.toLowerCase(),
      title: i18n._({ id: 'collection.men.title', message: "Men's Collection" }),
      text: i18n._({ id: 'tiles.men', message: 'Mufflers and shawls in quiet colours' }),
      tone: 'charcoal',
    },
  ] as const;

/** Three large links into the shop, under the hero. */
export function CategoryTiles() {
  const { i18n } = useI18n();
  return (
    <nav className={styles.wrap} aria-label={i18n._({ id: 'tiles.label', message: 'Shop by collection' })}>
      <Container>
        <ListGrid>
          {tiles(i18n).map((tile) => (
            <li key={tile.to}>
              <Link to={tile.to} className={`${styles.tile} ${styles[tile.tone]}`}>
                <span className={styles.title}>{tile.title}</span>
                <span className={styles.text}>{tile.text}</span>
                <span className={styles.more} aria-hidden="true">
                  {i18n._({ id: 'tiles.explore', message: 'Explore →' })}
                </span>
              </Link>
            </li>
          ))}
        </ListGrid>
      </Container>
    </nav>
  );
}
