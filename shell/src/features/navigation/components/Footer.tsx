import { Link } from 'react-router-dom';
import { SHOP_INFO, STOREFRONT_ROUTES } from '@pashmina/shared-ui';
import styles from './Footer.module.css';

// The spec's footer links, at the addresses in the spec's casing (another casing is a 301 away).
const SHOP_LINKS = [
  { to: STOREFRONT_ROUTES.menProducts, label: "Men's Collection" },
  { to: STOREFRONT_ROUTES.womenProducts, label: "Women's Collection" },
  { to: STOREFRONT_ROUTES.newArrivals, label: 'New Arrivals' },
  { to: STOREFRONT_ROUTES.bestsellers, label: 'Best Sellers' },
];

const HELP_LINKS = [
  { to: STOREFRONT_ROUTES.returnAndExchange, label: 'Return and Exchange' },
  { to: STOREFRONT_ROUTES.contactUs, label: 'Contact us' },
  { to: STOREFRONT_ROUTES.aboutUs, label: 'About us' },
  { to: STOREFRONT_ROUTES.cart, label: 'Your cart' },
];

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={`${styles.brand} ${styles.wide}`} aria-labelledby="footer-brand">
          <h2 id="footer-brand" className={styles.logo}>
            Pashmina
          </h2>
          <p className={styles.tagline}>
            Pure pashmina shawls, mufflers, ponchos and blankets, handmade by our family in Nepal.
          </p>
        </section>

        <FooterLinks id="footer-shop" title="Shop" links={SHOP_LINKS} />

        <FooterLinks id="footer-help" title="Help" links={HELP_LINKS} />

        <section className={`${styles.column} ${styles.wide}`} aria-labelledby="footer-visit">
          <h2 id="footer-visit" className={styles.heading}>
            Visit us
          </h2>
          <address className={styles.address}>
            <span>{SHOP_INFO.address}</span>
            <a className={styles.link} href={`tel:${SHOP_INFO.phone.replace(/[^+\d]/g, '')}`}>
              {SHOP_INFO.phone}
            </a>
            <a className={styles.link} href={`mailto:${SHOP_INFO.email}`}>
              {SHOP_INFO.email}
            </a>
          </address>
        </section>
      </div>
      <p className={styles.copyright}>
        © {year} {SHOP_INFO.name}. All rights reserved.
      </p>
    </footer>
  );
}

/** One column of footer links under its heading. */
function FooterLinks({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: { to: string; label: string }[];
}) {
  return (
    <nav className={styles.column} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.list}>
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className={styles.link}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
