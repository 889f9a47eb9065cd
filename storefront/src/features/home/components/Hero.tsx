import { useEffect, useState } from 'react';
import type { GenderCategory, Product } from '@pashmina/contracts';
import type { I18n } from '@lingui/core';
import {
  formatCount,
  LinkButton,
  productNameIn,
  productSrcSet,
  STOREFRONT_ROUTES,
  useI18n,
} from '@pashmina/shared-ui';
import { HERO_IMAGE_SIZES, heroProduct } from '../picture';
import styles from './Hero.module.css';

interface Slide {
  gender: GenderCategory;
  eyebrow: string;
  text: string;
  cta: string;
  to: string;
}

/** The two hero slides: women's first, then men's. */
export const HERO_SLIDES: readonly Slide[] = [
  {
    gender: 'women',
    eyebrow: "Women's collection",
    text: 'Featherlight shawls, ponchos and wraps, woven by hand in the Kathmandu valley.',
    cta: 'SHOP FOR HER',
    to: STOREFRONT_ROUTES.womenProducts,
  },
  {
    gender: 'men',
    eyebrow: "Men's collection",
    text: 'Warm mufflers and classic shawls in quiet, timeless colours.',
    cta: 'SHOP FOR HIM',
    to: STOREFRONT_ROUTES.menProducts,
  },
];

/** A slide's texts in the page's language (HERO_SLIDES hold the English). */
function slideTexts(i18n: I18n, gender: GenderCategory) {
  return gender === 'men'
    ? {
        eyebrow: i18n._({ id: 'hero.men.eyebrow', message: "Men's collection" }),
        text: i18n._({
          id: 'hero.men.text',
          message: 'Warm mufflers and classic shawls in quiet, timeless colours.',
        }),
        cta: i18n._({ id: 'hero.men.cta', message: 'SHOP FOR HIM' }),
      }
    : {
        eyebrow: i18n._({ id: 'hero.women.eyebrow', message: "Women's collection" }),
        text: i18n._({
          id: 'hero.women.text',
          message: 'Featherlight shawls, ponchos and wraps, woven by hand in the Kathmandu valley.',
        }),
        cta: i18n._({ id: 'hero.women.cta', message: 'SHOP FOR HER' }),
      };
}

/** Time each slide stays before the next one, when the shopper has not paused it. */
export const HERO_INTERVAL_MS = 7000;

const HERO_IMAGE_WIDTH = 800;
const HERO_IMAGE_HEIGHT = 1000;

function prefersReducedMotion() {
  return typeof window !== 'undefined' && !!window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

export interface HeroProps {
  /** Featured products; the first of each gender lends the slide its picture. */
  products?: Product[];
}

/**
 * Two slides that alternate on their own (unless paused, hovered, focused, or reduced motion is
 * asked for); the dots switch them by hand. Each slide's button leads to its collection.
 */
export function Hero({ products }: HeroProps) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(prefersReducedMotion);
  const [hovering, setHovering] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = !paused && !hovering && !focused;
  const { i18n, language } = useI18n();

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % HERO_SLIDES.length), HERO_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, index]);

  const slide = HERO_SLIDES[index];
  const texts = slideTexts(i18n, slide.gender);
  const pictureFor = (gender: GenderCategory) => heroProduct(products, gender);

  return (
    <section
      className={`${styles.hero} ${styles[slide.gender]}`}
      aria-roledescription="carousel"
      aria-label={i18n._({ id: 'hero.label', message: 'Our collections' })}
      onMouseEnter={() => setHovering(true)}
      onMouseLeave={() => setHovering(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={styles.inner}>
        {/* The picture comes first in the page, so that nothing parsed after it can move it: a phone may paint the
            first screen before the whole page has arrived. A wide screen puts it beside the text (Hero.module.css). */}
        <div className={styles.visual}>
          {HERO_SLIDES.map((s, i) => {
            const product = pictureFor(s.gender);
            return (
              <div
                key={s.gender}
                className={`${styles.frame} ${i === index ? styles.active : ''}`}
                aria-hidden={i !== index}
              >
                {product ? (
                  <img
                    className={styles.image}
                    src={product.productImg}
                    srcSet={productSrcSet(product)}
                    sizes={HERO_IMAGE_SIZES}
                    alt={i === index ? productNameIn(product, language) : ''}
                    width={HERO_IMAGE_WIDTH}
                    height={HERO_IMAGE_HEIGHT}
                    // The first slide's picture is the home page's LCP; the other waits its turn.
                    loading={i === 0 ? 'eager' : 'lazy'}
                    fetchPriority={i === 0 ? 'high' : undefined}
                    decoding="async"
                  />
                ) : (
                  <div className={styles.placeholder} />
                )}
              </div>
            );
          })}
        </div>
        <div className={styles.copy}>
          <h1 className={styles.title}>
            {i18n._({ id: 'hero.title', message: 'Handwoven pashmina from Nepal' })}
          </h1>
          <div
            className={styles.slide}
            aria-roledescription="slide"
            aria-label={i18n._({
              id: 'hero.slide',
              message: '{n} of {count}',
              values: {
                n: formatCount(index + 1, language),
                count: formatCount(HERO_SLIDES.length, language),
              },
            })}
            aria-live={rotating ? 'off' : 'polite'}
            role="group"
          >
            <p className={styles.eyebrow}>{texts.eyebrow}</p>
            <p className={styles.text}>{texts.text}</p>
            <LinkButton to={slide.to} size="lg" className={styles.cta}>
              {texts.cta}
            </LinkButton>
          </div>
          <div className={styles.controls}>
            {HERO_SLIDES.map((s, i) => (
              <button
                key={s.gender}
                type="button"
                className={styles.dot}
                aria-label={i18n._({
                  id: 'hero.show',
                  message: 'Show {collection}',
                  values: {
                    collection:
                      language === 'ne' ? slideTexts(i18n, s.gender).eyebrow : s.eyebrow.toLowerCase(),
                  },
                })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
              />
            ))}
            <button
              type="button"
              className={styles.pause}
              onClick={() => setPaused((p) => !p)}
              aria-label={
                paused
                  ? i18n._({ id: 'hero.play', message: 'Play slides' })
                  : i18n._({ id: 'hero.pause', message: 'Pause slides' })
              }
            >
              {paused ? (
                <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
                  <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
                </svg>
              ) : (
                <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
                  <path d="M4 2.5h3v11H4zM9 2.5h3v11H9z" fill="currentColor" />
                </svg>
              )}
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
