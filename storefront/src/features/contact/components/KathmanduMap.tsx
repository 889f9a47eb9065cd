import { SHOP_INFO, useI18n } from '@pashmina/shared-ui';
import styles from './ContactPage.module.css';

/** Thamel, Kathmandu: where the pin points and where OpenStreetMap opens. */
const LAT = 27.7154;
const LON = 85.3123;
export const OSM_URL = `https://www.openstreetmap.org/?mlat=${LAT}&mlon=${LON}#map=17/${LAT}/${LON}`;

/**
 * A drawn map of central Kathmandu with the shop's pin: no map tiles, no third-party script, no
 * cookies. The link opens the real place in OpenStreetMap for directions.
 */
export function KathmanduMap() {
  const { i18n } = useI18n();
  return (
    <figure className={styles.map}>
      <svg
        viewBox="0 0 400 260"
        role="img"
        aria-labelledby="map-title"
        aria-describedby="map-desc"
        className={styles.mapSvg}
        preserveAspectRatio="xMidYMid slice"
      >
        <title id="map-title">
          {i18n._({ id: 'contact.map.title', message: 'Map of central Kathmandu' })}
        </title>
        <desc id="map-desc">
          {i18n._({
            id: 'contact.map.description',
            message:
              'Our shop is in Thamel, north of Durbar Square and west of the Royal Palace, inside the Ring Road.',
          })}
        </desc>
        <rect width="400" height="260" fill="#f4eee5" />
        {/* Ring Road */}
        <ellipse cx="205" cy="135" rx="165" ry="110" fill="none" stroke="#dcc9ad" strokeWidth="7" />
        {/* Bishnumati (west) and Bagmati (south) rivers */}
        <path
          d="M95 10 C 110 70, 100 130, 120 180 S 150 240, 175 255"
          fill="none"
          stroke="#9cc3d5"
          strokeWidth="6"
        />
        <path
          d="M0 215 C 80 205, 150 235, 230 222 S 340 200, 400 212"
          fill="none"
          stroke="#9cc3d5"
          strokeWidth="7"
        />
        {/* Main streets */}
        <path
          d="M130 70 L 300 70 M 170 40 L 190 230 M 230 40 L 250 230 M 120 150 L 330 150"
          stroke="#ffffff"
          strokeWidth="5"
        />
        {/* Green areas: Ratna Park and the palace garden */}
        <rect x="232" y="118" width="34" height="26" rx="4" fill="#cfe0c3" />
        <rect x="300" y="30" width="40" height="30" rx="4" fill="#cfe0c3" />
        <g fill="#5f5750" fontFamily="Inter, sans-serif" fontSize="11">
          <text x="292" y="24">
            {i18n._({ id: 'contact.map.palace', message: 'Royal Palace' })}
          </text>
          <text x="150" y="176">
            {i18n._({ id: 'contact.map.durbarSquare', message: 'Durbar Square' })}
          </text>
          <text x="276" y="135">
            {i18n._({ id: 'contact.map.ratnaPark', message: 'Ratna Park' })}
          </text>
          <text x="20" y="206">
            {i18n._({ id: 'contact.map.bagmati', message: 'Bagmati' })}
          </text>
        </g>
        {/* The pin, in Thamel */}
        <g transform="translate(196 92)">
          <circle r="16" fill="#6b1f2a" opacity="0.15" />
          <path
            d="M0 0 C -9 -12, -12 -18, -12 -24 A 12 12 0 1 1 12 -24 C 12 -18, 9 -12, 0 0 Z"
            fill="#6b1f2a"
          />
          <circle cy="-24" r="4.5" fill="#ffffff" />
        </g>
        <text x="212" y="88" fill="#2a2624" fontFamily="Inter, sans-serif" fontSize="13" fontWeight="600">
          {SHOP_INFO.name}, Thamel
        </text>
      </svg>
      <figcaption className={styles.mapCaption}>
        {SHOP_INFO.address}.{' '}
        <a href={OSM_URL} target="_blank" rel="noopener noreferrer">
          {i18n._({ id: 'contact.map.open', message: 'Open in OpenStreetMap' })}
          <span className="visually-hidden">
            {' '}
            {i18n._({ id: 'contact.map.newTab', message: '(opens in a new tab)' })}
          </span>
        </a>
      </figcaption>
    </figure>
  );
}
