/**
 * The shop's logo in the navbar, 160 × 40 px, a little lower on the narrowest phones so that the navbar's row
 * fits 320 px. The server draws the logo at the same size before the app starts (src/render-first-screen.tsx).
 */
export const LOGO_SIZE = 'h-8 w-auto min-[22rem]:h-10';
