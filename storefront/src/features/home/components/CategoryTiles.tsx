import { Link } from 'react-router-dom';
import { ListGrid, STOREFRONT_ROUTES } from '@pashmina/shared-ui';
import { Container } from '../../../components/Page';
import styles from './CategoryTiles.module.css';

// The shop has always linked these three in lower case; routes match case-insensitively.
const TILES = [
  {
    to: STOREFRONT_ROUTES.newArrivals.toLowerCase(),
    title: 'New Arrivals',
    text: 'Fresh from the looms this month',
    tone: 'sand',
  },
  {
    to: STOREFRONT_ROUTES.bestsellers.toLowerCase(),
    title: 'Best Sellers',
    text: 'The pieces our customers love most',
    tone: 'maroon',
  },
  {
    to: STOREFRONT_ROUTES.menProducts.toLowerCase(),
    title: "Men's Collection",
    text: 'Mufflers and shawls in quiet colours',
    tone: 'charcoal',
  },
] as const;

/** Three large links into the shop, under the hero. */
export function CategoryTiles() {
  return (
    <nav className={styles.wrap} aria-label="Shop by collection">
      <Container>
        <ListGrid>
          {TILES.map((tile) => (
            <li key={tile.to}>
              <Link to={tile.to} className={`${styles.tile} ${styles[tile.tone]}`}>
                <span className={styles.title}>{tile.title}</span>
                <span className={styles.text}>{tile.text}</span>
                <span className={styles.more} aria-hidden="true">
                  Explore →
                </span>
              </Link>
            </li>
          ))}
        </ListGrid>
      </Container>
    </nav>
  );
}
