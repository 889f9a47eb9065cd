import { Link } from 'react-router-dom';
import { SHOP_INFO } from '@pashmina/shared-ui';
import styles from './Footer.module.css';

// The spec's footer links, with the spec's spellings of the paths.
const SHOP_LINKS = [
  { to: '/menproduct', label: "Men's Collection" },
  { to: '/womenproduct', label: "Women's Collection" },
  { to: '/newarrival', label: 'New Arrivals' },
  { to: '/bestsellers', label: 'Best Sellers' },
];

const HELP_LINKS = [
  { to: '/returnandexchange', label: 'Return and Exchange' },
  { to: '/contactus', label: 'Contact us' },
  { to: '/AboutUs', label: 'About us' },
  { to: '/cart', label: 'Your cart' },
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
