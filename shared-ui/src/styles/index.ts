// The shop's global styles, loaded once by whichever app imports @pashmina/shared-ui.
// Fonts are self-hosted from npm (no third-party font host), latin subset, only the weights in use:
// Cormorant Garamond 500/600 for display, Inter 400/600 for text.
import '@fontsource/cormorant-garamond/latin-500.css';
import '@fontsource/cormorant-garamond/latin-600.css';
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import './tokens.css';
import './global.css';

export {};
