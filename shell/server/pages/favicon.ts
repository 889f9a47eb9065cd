// /favicon.ico: the shop's logo (tools/webpack/favicon.svg, which the pages link) for what asks for the icon by its old
// name (browsers without a page, bookmarks, feed readers, crawlers), rather than the shell's 404 page.
//
// One 32 × 32 PNG in an ICO container: favicon.svg drawn by Chromium at 32 × 32, then given the 22 bytes of an ICO's
// header and directory entry. Redraw it when favicon.svg changes.
const FAVICON_ICO_BASE64 =
  'AAABAAEAICAAAAEAIAAjAgAAFgAAAIlQTkcNChoKAAAADUlIRFIAAAAgAAAAIAgGAAAAc3p69AAAAdhJREFUeJzsl08ovEEYx7/zel9++lEiFmV3bQ5sZCmbohyE3PYmB4WDiAMOys1BOTmucHDByYVQyIULyYFit1WK9S8hyYbF7ph3RHuSWW87Dj6XmXfeeZ7vU/N93t5REUGnuaCJErgIRTkIyYaRUHrOcm+y3LNuv3fyY5lw4awCC9UwTgipRQyglK6QF7S5L7zHCl/RyHSsxHV0LaqRKT7vyLG3KAomIIFwGK2qQtAASejaKnOBA7Jg2iobTJCHSYFkpBegimwurK6A01WP/MoyBAMPuPafIjktFcHHJ5zs+7AwPIbA7Z1ISpBOi51CkKGtRZx6DuBu7uHPxXVVaBzsw8meD+6WXpFUxhzB7vIaPOubsJYUwmSzCMUa5oGrozM+ZtjMImFiHviK+MR/fHx+eBQJM66AzDwrwqEQzn2HQnGGHEFNexPynA5sz6/i/uZWKDbqLlDjNT7X2053v5eZcGNmAaJEfQRHO/ufbfgT/j7F0guIc6akD3x3s620CK7+LmTkmpGY9B9Whx1aQoJw60USVRcYyZ8HfkUBl5DHpQKKHciCaSthSkchCV37/W5oti+xf/Q6xBBKMTfi97i4CcnrazdbCiJGMPFAXOi5i2tHvpBxPX8DAAD//+gJY6AAAAAGSURBVAMA+OmcHJp2J1AAAAAASUVORK5CYII=';

export const FAVICON_ICO: Buffer = Buffer.from(FAVICON_ICO_BASE64, 'base64');
export const FAVICON_ICO_TYPE = 'image/x-icon';
