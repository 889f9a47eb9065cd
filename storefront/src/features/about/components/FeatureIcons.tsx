// The about page's three promises, with inline icons (self-hosted: no icon font or CDN).
import type { I18n } from '@lingui/core';
import { ListGrid, useI18n } from '@pashmina/shared-ui';
import styles from './AboutPage.module.css';

const svgProps = {
  viewBox: '0 0 48 48',
  width: 48,
  height: 48,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
};

function CustomizationIcon() {
  return (
    <svg {...svgProps}>
      <path d="M10 38 30 18" />
      <path d="m30 18 4-4a3 3 0 0 1 4 4l-4 4" />
      <circle cx="12" cy="12" r="4" />
      <path d="M16 12h8M12 16v8" />
      <path d="M26 40c4-2 8-2 12 0" />
    </svg>
  );
}

function ShippingIcon() {
  return (
    <svg {...svgProps}>
      <path d="M4 12h24v20H4z" />
      <path d="M28 18h8l6 7v7h-14z" />
      <circle cx="12" cy="35" r="3.5" />
      <circle cx="34" cy="35" r="3.5" />
    </svg>
  );
}

function SupportIcon() {
  return (
    <svg {...svgProps}>
      <path d="M10 26v-4a14 14 0 0 1 28 0v4" />
      <path d="M10 24h5v10h-5a2 2 0 0 1-2-2v-6a2 2 0 0 1 2-2zM38 24h-5v10h5a2 2 0 0 0 2-2v-6a2 2 0 0 0-2-2z" />
      <path d="M36 34c0 4-4 6-10 6" />
    </svg>
  );
}

const featuresIn = (i18n: I18n) => [
  {
    title: i18n._({ id: 'about.feature.custom', message: 'Product Customization' }),
    text: i18n._({
      id: 'about.feature.custom.text',
      message: 'Colours, sizes and monograms woven to your wish.',
    }),
    Icon: CustomizationIcon,
  },
  {
    title: i18n._({ id: 'about.feature.shipping', message: 'Fast Shipping' }),
    text: i18n._({
      id: 'about.feature.shipping.text',
      message: 'Carefully packed and sent across Nepal and abroad.',
    }),
    Icon: ShippingIcon,
  },
  {
    title: i18n._({ id: 'about.feature.support', message: '24/7 Support' }),
    text: i18n._({
      id: 'about.feature.support.text',
      message: 'Questions about an order? We are here day and night.',
    }),
    Icon: SupportIcon,
  },
];

export function FeatureIcons() {
  const { i18n } = useI18n();
  return (
    <ListGrid aria-label={i18n._({ id: 'about.features.label', message: 'Why shop with us' })}>
      {featuresIn(i18n).map(({ title, text, Icon }) => (
        <li key={title} className={styles.feature}>
          <span className={styles.featureIcon}>
            <Icon />
          </span>
          <h3 className={styles.featureTitle}>{title}</h3>
          <p className={styles.featureText}>{text}</p>
        </li>
      ))}
    </ListGrid>
  );
}
