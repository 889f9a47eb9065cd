import { Link } from 'react-router-dom';
import type { I18n } from '@lingui/core';
import { formatCount, SHOP_INFO, STOREFRONT_ROUTES, useI18n } from '@pashmina/shared-ui';
import styles from './Footer.module.css';

// The spec's footer links, at the addresses in the spec's casing (another casing is a 301 away).
const shopLinks = (i18n: I18n) => [
  {
    to: STOREFRONT_ROUTES.menProducts,
    label: i18n._({ id: 'collection.men.title', message: "Men's Collection" }),
  },
  {
    to: STOREFRONT_ROUTES.womenProducts,
    label: i18n._({ id: 'collection.women.title', message: "Women's Collection" }),
  },
  {
    to: STOREFRONT_ROUTES.newArrivals,
    label: i18n._({ id: 'collection.newArrivals.title', message: 'New Arrivals' }),
  },
  {
    to: STOREFRONT_ROUTES.bestsellers,
    label: i18n._({ id: 'collection.bestsellers.title', message: 'Best Sellers' }),
  },
];

const helpLinks = (i18n: I18n) => [
  {
    to: STOREFRONT_ROUTES.returnAndExchange,
    label: i18n._({ id: 'nav.returnAndExchange', message: 'Return and Exchange' }),
  },
  { to: STOREFRONT_ROUTES.contactUs, label: i18n._({ id: 'nav.contactUs', message: 'Contact us' }) },
  { to: STOREFRONT_ROUTES.aboutUs, label: i18n._({ id: 'nav.aboutUs', message: 'About us' }) },
  { to: STOREFRONT_ROUTES.cart, label: i18n._({ id: 'footer.cart', message: 'Your cart' }) },
];

export function Footer() {
  const year = new Date().getFullYear();
  const { i18n, language } = useI18n();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={`${styles.brand} ${styles.wide}`} aria-labelledby="footer-brand">
          <h2 id="footer-brand" className={styles.logo}>
            Pashmina
          </h2>
          <p className={styles.tagline}>
            {i18n._({
              id: 'footer.tagline',
              message:
                'Pure pashmina shawls, mufflers, ponchos and blankets, handmade by our family in Nepal.',
            })}
          </p>
        </section>

        <FooterLinks
          id="footer-shop"
          title={i18n._({ id: 'footer.shop', message: 'Shop' })}
          links={shopLinks(i18n)}
        />

        <FooterLinks
          id="footer-help"
          title={i18n._({ id: 'footer.help', message: 'Help' })}
          links={helpLinks(i18n)}
        />

        <section className={`${styles.column} ${styles.wide}`} aria-labelledby="footer-visit">
          <h2 id="footer-visit" className={styles.heading}>
            {i18n._({ id: 'footer.visit', message: 'Visit us' })}
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
        {i18n._({
          id: 'footer.copyright',
          message: '© {year} {shop}. All rights reserved.',
          values: { year: formatCount(year, language).replace(/,/g, ''), shop: SHOP_INFO.name },
        })}
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
