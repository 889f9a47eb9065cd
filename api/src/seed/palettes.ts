/** Warm textile colourways for the generated catalogue: the name a shopper reads and the colours the art uses. */
export interface Colourway {
  name: string;
  /** Main cloth colour, a darker shade for folds, and a contrasting thread for the weave and border. */
  base: string;
  shade: string;
  thread: string;
}

export const COLOURWAYS: Colourway[] = [
  { name: 'Royal Maroon', base: '#7a1f2b', shade: '#4e1019', thread: '#d9a441' },
  { name: 'Himalayan Grey', base: '#8d8a86', shade: '#5e5b58', thread: '#e4ddd2' },
  { name: 'Saffron Sunrise', base: '#e08a1e', shade: '#a85d0c', thread: '#fff1d6' },
  { name: 'Ivory Cloud', base: '#ede3cf', shade: '#c9bb9f', thread: '#9b7b4f' },
  { name: 'Charcoal Classic', base: '#3b3a3c', shade: '#1f1e20', thread: '#b8a27a' },
  { name: 'Kathmandu Indigo', base: '#2f3d76', shade: '#1b2550', thread: '#e7c77b' },
  { name: 'Rose Petal', base: '#d98c95', shade: '#a9606b', thread: '#fbe9e4' },
  { name: 'Forest Green', base: '#2f5a3e', shade: '#1a3825', thread: '#d8c48a' },
  { name: 'Mustard Gold', base: '#c9962b', shade: '#8d6614', thread: '#5b2a1a' },
  { name: 'Teal Lagoon', base: '#1f6f73', shade: '#0f4649', thread: '#f0d9a8' },
  { name: 'Walnut Brown', base: '#6b4630', shade: '#45291a', thread: '#e0c29a' },
  { name: 'Plum Velvet', base: '#5e2750', shade: '#3a1431', thread: '#e8b8cf' },
  { name: 'Sandstone Beige', base: '#c8a97e', shade: '#9a7c55', thread: '#5d3b26' },
  { name: 'Midnight Navy', base: '#1d2841', shade: '#0e1526', thread: '#c9a961' },
  { name: 'Coral Blush', base: '#e07a5f', shade: '#b0533c', thread: '#fff4e6' },
  { name: 'Olive Ridge', base: '#6f6f3a', shade: '#494a22', thread: '#efe0b2' },
  { name: 'Crimson Festival', base: '#a3172c', shade: '#6d0c1b', thread: '#f1c45a' },
  { name: 'Dusty Lilac', base: '#a38fb0', shade: '#776283', thread: '#f6eef8' },
  { name: 'Camel Heritage', base: '#b0895a', shade: '#7f5f37', thread: '#f3e4c8' },
  { name: 'Slate Blue', base: '#5a6f8c', shade: '#3a4a63', thread: '#e9dfc9' },
  { name: 'Copper Ember', base: '#b4562b', shade: '#7c3515', thread: '#f7d8a6' },
  { name: 'Pearl White', base: '#f4efe6', shade: '#d4cbbb', thread: '#b08d57' },
  { name: 'Jade Valley', base: '#4f8a6e', shade: '#30604a', thread: '#f2e6c6' },
  { name: 'Burgundy Wine', base: '#5c1a2b', shade: '#3a0d19', thread: '#d7b26a' },
];
